"""duplicates

Revision ID: 2026_11_24_i18_duplicates
Revises: 2026_11_24_i19_webhooks
Create Date: 2026-11-24

Background jobs, duplicate clusters proposed by scans, and pairs declared not duplicates.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

import mdm.db.base

revision: str = "2026_11_24_i18_duplicates"
down_revision: str | None = "2026_11_24_i19_webhooks"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Applies this revision: the job, duplicate_cluster, not_duplicate and record_merge tables,
    and `record.merged_into`."""
    json = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
    stamp = mdm.db.base.UTCDateTime(timezone=True)
    op.create_table(
        "job",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("master_type", sa.String(length=63), nullable=True),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("progress", sa.Float(), nullable=False),
        sa.Column("result", json, nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("created_by", sa.String(length=36), nullable=False),
        sa.Column("created_at", stamp, nullable=False),
        sa.Column("started_at", stamp, nullable=True),
        sa.Column("finished_at", stamp, nullable=True),
        sa.Column("heartbeat_at", stamp, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_job")),
    )
    op.create_index("ix_job_tenant_master", "job", ["tenant_id", "master_type", "status"])
    op.create_table(
        "duplicate_cluster",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("master_type", sa.String(length=63), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("record_ids", json, nullable=False),
        sa.Column("pairs", json, nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("best_score", sa.Float(), nullable=False),
        sa.Column("job_id", sa.String(length=36), nullable=True),
        sa.Column("created_at", stamp, nullable=False),
        sa.Column("decided_by", sa.String(length=36), nullable=True),
        sa.Column("decided_at", stamp, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_duplicate_cluster")),
    )
    op.create_index(
        "ix_duplicate_cluster_master", "duplicate_cluster", ["tenant_id", "master_type", "status"]
    )
    op.create_table(
        "not_duplicate",
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("master_type", sa.String(length=63), nullable=False),
        sa.Column("record_a", sa.String(length=36), nullable=False),
        sa.Column("record_b", sa.String(length=36), nullable=False),
        sa.Column("decided_by", sa.String(length=36), nullable=False),
        sa.Column("decided_at", stamp, nullable=False),
        sa.PrimaryKeyConstraint(
            "tenant_id", "master_type", "record_a", "record_b", name=op.f("pk_not_duplicate")
        ),
    )

    op.create_table(
        "record_merge",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("master_type", sa.String(length=63), nullable=False),
        sa.Column("survivor_id", sa.String(length=36), nullable=False),
        sa.Column("loser_ids", json, nullable=False),
        sa.Column("before", json, nullable=False),
        sa.Column("golden", json, nullable=False),
        sa.Column("repointed", json, nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("merged_by", sa.String(length=36), nullable=False),
        sa.Column("merged_at", stamp, nullable=False),
        sa.Column("unmerged_by", sa.String(length=36), nullable=True),
        sa.Column("unmerged_at", stamp, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_record_merge")),
    )
    op.create_index("ix_record_merge_survivor", "record_merge", ["tenant_id", "master_type", "survivor_id"])
    op.add_column("record", sa.Column("merged_into", sa.String(length=36), nullable=True))


def downgrade() -> None:
    """Reverts this revision."""
    with op.batch_alter_table("record") as batch:
        batch.drop_column("merged_into")
    op.drop_index("ix_record_merge_survivor", table_name="record_merge")
    op.drop_table("record_merge")
    op.drop_table("not_duplicate")
    op.drop_index("ix_duplicate_cluster_master", table_name="duplicate_cluster")
    op.drop_table("duplicate_cluster")
    op.drop_index("ix_job_tenant_master", table_name="job")
    op.drop_table("job")
