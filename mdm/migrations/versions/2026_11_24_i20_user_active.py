"""user_deactivation

Revision ID: 2026_11_24_i20_user_active
Revises: 0003
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import mdm.db.base

revision: str = "2026_11_24_i20_user_active"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Applies this revision: users can be deactivated (their keys then answer 401)."""
    with op.batch_alter_table("app_user") as batch:
        batch.add_column(sa.Column("deactivated_at", mdm.db.base.UTCDateTime(), nullable=True))


def downgrade() -> None:
    """Reverts this revision."""
    with op.batch_alter_table("app_user") as batch:
        batch.drop_column("deactivated_at")
