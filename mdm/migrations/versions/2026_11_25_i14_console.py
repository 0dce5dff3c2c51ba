"""console sign-in

Revision ID: 2026_11_25_i14_console
Revises: 2026_11_24_i18_duplicates
Create Date: 2026-11-25

Passwords and last sign-in on users, console sessions and one-time password links.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import mdm.db.base

revision: str = "2026_11_25_i14_console"
down_revision: str | None = "2026_11_24_i18_duplicates"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _owned(name: str, *columns: sa.Column) -> None:
    """Creates a table that belongs to a tenant's user."""
    op.create_table(
        name,
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("user_id", sa.String(length=36), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        *columns,
        sa.ForeignKeyConstraint(
            ["tenant_id"], ["tenant.id"], name=op.f(f"fk_{name}_tenant_id_tenant"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["app_user.id"], name=op.f(f"fk_{name}_user_id_app_user"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{name}")),
        sa.UniqueConstraint("token_hash", name=op.f(f"uq_{name}_token_hash")),
    )
    op.create_index(op.f(f"ix_{name}_tenant_id"), name, ["tenant_id"])
    op.create_index(op.f(f"ix_{name}_user_id"), name, ["user_id"])


def upgrade() -> None:
    """Applies this revision."""
    stamp = mdm.db.base.UTCDateTime(timezone=True)
    with op.batch_alter_table("app_user") as batch:
        batch.add_column(sa.Column("password_hash", sa.String(length=200), nullable=True))
        batch.add_column(sa.Column("last_sign_in_at", stamp, nullable=True))
    _owned(
        "user_session",
        sa.Column("csrf_token", sa.String(length=64), nullable=False),
        sa.Column("ip", sa.String(length=64), nullable=True),
        sa.Column("user_agent", sa.String(length=300), nullable=True),
        sa.Column("created_at", stamp, nullable=False),
        sa.Column("last_seen_at", stamp, nullable=False),
        sa.Column("expires_at", stamp, nullable=False),
        sa.Column("ended_at", stamp, nullable=True),
    )
    _owned(
        "password_link",
        sa.Column("created_at", stamp, nullable=False),
        sa.Column("expires_at", stamp, nullable=False),
        sa.Column("used_at", stamp, nullable=True),
    )


def downgrade() -> None:
    """Reverts this revision."""
    op.drop_table("password_link")
    op.drop_table("user_session")
    with op.batch_alter_table("app_user") as batch:
        batch.drop_column("last_sign_in_at")
        batch.drop_column("password_hash")
