"""catalog_stats

Revision ID: 2026_11_24_i12_catalog_stats
Revises: 2026_11_24_i12_record_counts
Create Date: 2026-11-24

The data catalog in constant time: a master's last change is read from an index on
(tenant, master, updated_at) instead of scanning its records, and the field statistics of large
masters are kept in `catalog_stat`, computed in the background with the time they were computed.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

import mdm.db.base

revision: str = "2026_11_24_i12_catalog_stats"
down_revision: str | None = "2026_11_24_i12_record_counts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Applies this revision: the statistics table and the last-change index."""
    op.create_table(
        "catalog_stat",
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("master_type", sa.String(length=63), nullable=False),
        sa.Column(
            "fields",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("records", sa.BigInteger(), nullable=False),
        sa.Column("computed_at", mdm.db.base.UTCDateTime(timezone=True), nullable=True),
        sa.Column("refreshing_until", mdm.db.base.UTCDateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("tenant_id", "master_type", name=op.f("pk_catalog_stat")),
    )
    op.create_index("ix_record_changed", "record", ["tenant_id", "master_type", "updated_at"])


def downgrade() -> None:
    """Reverts this revision."""
    op.drop_index("ix_record_changed", table_name="record")
    op.drop_table("catalog_stat")
