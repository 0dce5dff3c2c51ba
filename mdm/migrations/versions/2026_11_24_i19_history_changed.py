"""history_changed

Revision ID: 2026_11_24_i19_history_changed
Revises: 2026_11_24_i19_events
Create Date: 2026-11-24

An index that finds an import's history entries (tenant, master, change time), from which its
change events are written in one statement, without reading the tenant's whole history.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "2026_11_24_i19_history_changed"
down_revision: str | None = "2026_11_24_i19_events"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Applies this revision: the index."""
    op.create_index("ix_record_history_changed", "record_history", ["tenant_id", "master_type", "changed_at"])


def downgrade() -> None:
    """Reverts this revision."""
    op.drop_index("ix_record_history_changed", table_name="record_history")
