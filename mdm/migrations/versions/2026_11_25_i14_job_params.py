"""job params

Revision ID: 2026_11_25_i14_job_params
Revises: 2026_11_25_i14_console
Create Date: 2026-11-25

What a background job was asked to do (a console import: its kept file and options).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "2026_11_25_i14_job_params"
down_revision: str | None = "2026_11_25_i14_console"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Applies this revision: `job.params`."""
    json = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
    with op.batch_alter_table("job") as batch:
        batch.add_column(sa.Column("params", json, nullable=True))


def downgrade() -> None:
    """Reverts this revision."""
    with op.batch_alter_table("job") as batch:
        batch.drop_column("params")
