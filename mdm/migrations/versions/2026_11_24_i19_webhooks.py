"""webhooks

Revision ID: 2026_11_24_i19_webhooks
Revises: 2026_11_24_i19_history_changed
Create Date: 2026-11-24

Outbound delivery of change events: webhook subscriptions with their cursor and lease, their
delivery attempts, and the cursors of the message brokers.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

import mdm.db.base

revision: str = "2026_11_24_i19_webhooks"
down_revision: str | None = "2026_11_24_i19_history_changed"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _cursor_columns() -> list[sa.Column]:  # type: ignore[type-arg]
    """The columns every delivery cursor has."""
    return [
        sa.Column("acked", sa.BigInteger(), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("failing_since", mdm.db.base.UTCDateTime(timezone=True), nullable=True),
        sa.Column("next_attempt_at", mdm.db.base.UTCDateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.String(length=500), nullable=True),
        sa.Column("delivered", sa.BigInteger(), nullable=False),
        sa.Column("lease_owner", sa.String(length=64), nullable=True),
        sa.Column("lease_until", mdm.db.base.UTCDateTime(timezone=True), nullable=True),
    ]


def upgrade() -> None:
    """Applies this revision: the webhook, delivery and broker cursor tables."""
    json = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
    op.create_table(
        "webhook",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("url", sa.String(length=2000), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("event_types", json, nullable=False),
        sa.Column("master_types", json, nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("secret", sa.String(length=100), nullable=False),
        sa.Column("created_by", sa.String(length=36), nullable=False),
        sa.Column("created_at", mdm.db.base.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", mdm.db.base.UTCDateTime(timezone=True), nullable=False),
        *_cursor_columns(),
        sa.ForeignKeyConstraint(
            ["tenant_id"], ["tenant.id"], name=op.f("fk_webhook_tenant_id_tenant"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook")),
    )
    op.create_index(op.f("ix_webhook_tenant_id"), "webhook", ["tenant_id"])
    op.create_table(
        "webhook_delivery",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("webhook_id", sa.String(length=36), nullable=False),
        sa.Column("sequence", sa.BigInteger(), nullable=False),
        sa.Column("event_id", sa.String(length=36), nullable=False),
        sa.Column("attempt", sa.Integer(), nullable=False),
        sa.Column("succeeded", sa.Boolean(), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=True),
        sa.Column("latency_ms", sa.Integer(), nullable=False),
        sa.Column("error", sa.String(length=500), nullable=True),
        sa.Column("at", mdm.db.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["webhook_id"],
            ["webhook.id"],
            name=op.f("fk_webhook_delivery_webhook_id_webhook"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_delivery")),
    )
    op.create_index("ix_webhook_delivery_webhook", "webhook_delivery", ["tenant_id", "webhook_id", "at"])
    op.create_table(
        "broker_cursor",
        sa.Column("broker", sa.String(length=16), nullable=False),
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        *_cursor_columns(),
        sa.PrimaryKeyConstraint("broker", "tenant_id", name=op.f("pk_broker_cursor")),
    )


def downgrade() -> None:
    """Reverts this revision."""
    op.drop_table("broker_cursor")
    op.drop_index("ix_webhook_delivery_webhook", table_name="webhook_delivery")
    op.drop_table("webhook_delivery")
    op.drop_index(op.f("ix_webhook_tenant_id"), table_name="webhook")
    op.drop_table("webhook")
