"""events

Revision ID: 2026_11_24_i19_events
Revises: 2026_11_24_i12_sqlite_search
Create Date: 2026-11-24

The change-event outbox: `event` rows written in the transaction of each applied change,
numbered per tenant by `event_counter`.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

import mdm.db.base

revision: str = "2026_11_24_i19_events"
down_revision: str | None = "2026_11_24_i12_sqlite_search"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Applies this revision: the event and counter tables."""
    op.create_table(
        "event",
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("sequence", sa.BigInteger(), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("type", sa.String(length=40), nullable=False),
        sa.Column("master_type", sa.String(length=63), nullable=True),
        sa.Column("subject", sa.String(length=200), nullable=False),
        sa.Column("time", mdm.db.base.UTCDateTime(timezone=True), nullable=False),
        sa.Column("history_id", sa.String(length=36), nullable=True),
        sa.Column(
            "data",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=True,
        ),
        sa.PrimaryKeyConstraint("tenant_id", "sequence", name=op.f("pk_event")),
    )
    op.create_index("ix_event_time", "event", ["time"])
    op.create_table(
        "event_counter",
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("last", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("tenant_id", name=op.f("pk_event_counter")),
    )


def downgrade() -> None:
    """Reverts this revision."""
    op.drop_table("event_counter")
    op.drop_index("ix_event_time", table_name="event")
    op.drop_table("event")
