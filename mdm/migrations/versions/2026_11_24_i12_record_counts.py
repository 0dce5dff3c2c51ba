"""record_counts

Revision ID: 2026_11_24_i12_record_counts
Revises: 2026_11_24_i20_user_active
Create Date: 2026-11-24

Each master's live record count, kept by triggers in the transaction of every change to the
record table, so that an unfiltered total is one row read instead of a scan. On PostgreSQL the
triggers run once per statement over its transition tables (an import of many rows costs one
update); on SQLite once per row (SQLite has no statement triggers; one writer at a time).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "2026_11_24_i12_record_counts"
down_revision: str | None = "2026_11_24_i20_user_active"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_UPSERT = (
    "INSERT INTO record_count (tenant_id, master_type, live) {rows} "
    "ON CONFLICT (tenant_id, master_type) DO UPDATE SET live = record_count.live + excluded.live"
)

_POSTGRESQL = [
    """CREATE FUNCTION record_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      {upsert};
      RETURN NULL;
    END $$""".format(
        upsert=_UPSERT.format(
            rows="SELECT tenant_id, master_type, count(*) FROM new_rows WHERE deleted_at IS NULL "
            "GROUP BY tenant_id, master_type"
        )
    ),
    """CREATE FUNCTION record_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      {upsert};
      RETURN NULL;
    END $$""".format(
        upsert=_UPSERT.format(
            rows="SELECT tenant_id, master_type, -count(*) FROM old_rows WHERE deleted_at IS NULL "
            "GROUP BY tenant_id, master_type"
        )
    ),
    """CREATE FUNCTION record_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      {upsert};
      RETURN NULL;
    END $$""".format(
        upsert=_UPSERT.format(
            rows="SELECT n.tenant_id, n.master_type, "
            "sum(CASE WHEN n.deleted_at IS NULL THEN 1 ELSE -1 END) "
            "FROM old_rows o JOIN new_rows n ON n.id = o.id "
            "WHERE (o.deleted_at IS NULL) <> (n.deleted_at IS NULL) "
            "GROUP BY n.tenant_id, n.master_type"
        )
    ),
    "CREATE TRIGGER record_count_inserted AFTER INSERT ON record REFERENCING NEW TABLE AS new_rows "
    "FOR EACH STATEMENT EXECUTE FUNCTION record_count_inserted()",
    "CREATE TRIGGER record_count_deleted AFTER DELETE ON record REFERENCING OLD TABLE AS old_rows "
    "FOR EACH STATEMENT EXECUTE FUNCTION record_count_deleted()",
    "CREATE TRIGGER record_count_updated AFTER UPDATE ON record "
    "REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows "
    "FOR EACH STATEMENT EXECUTE FUNCTION record_count_updated()",
]

_SQLITE = [
    "CREATE TRIGGER record_count_inserted AFTER INSERT ON record WHEN NEW.deleted_at IS NULL BEGIN "
    + _UPSERT.format(rows="VALUES (NEW.tenant_id, NEW.master_type, 1)")
    + "; END",
    "CREATE TRIGGER record_count_deleted AFTER DELETE ON record WHEN OLD.deleted_at IS NULL BEGIN "
    "UPDATE record_count SET live = live - 1 "
    "WHERE tenant_id = OLD.tenant_id AND master_type = OLD.master_type; END",
    "CREATE TRIGGER record_count_updated AFTER UPDATE OF deleted_at ON record "
    "WHEN (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) BEGIN "
    + _UPSERT.format(
        rows="VALUES (NEW.tenant_id, NEW.master_type, CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END)"
    )
    + "; END",
]


def upgrade() -> None:
    """Applies this revision: the live-count table, its triggers, and today's counts."""
    op.create_table(
        "record_count",
        sa.Column("tenant_id", sa.String(length=36), nullable=False),
        sa.Column("master_type", sa.String(length=63), nullable=False),
        sa.Column("live", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("tenant_id", "master_type", name=op.f("pk_record_count")),
    )
    statements = _POSTGRESQL if op.get_bind().dialect.name == "postgresql" else _SQLITE
    for statement in statements:
        op.execute(statement)
    op.execute(
        "INSERT INTO record_count (tenant_id, master_type, live) "
        "SELECT tenant_id, master_type, count(*) FROM record WHERE deleted_at IS NULL "
        "GROUP BY tenant_id, master_type"
    )


def downgrade() -> None:
    """Reverts this revision."""
    for name in ("record_count_inserted", "record_count_deleted", "record_count_updated"):
        op.execute(f"DROP TRIGGER IF EXISTS {name}" + (" ON record" if _pg() else ""))
        if _pg():
            op.execute(f"DROP FUNCTION IF EXISTS {name}()")
    op.drop_table("record_count")


def _pg() -> bool:
    """Tells whether the migration runs on PostgreSQL."""
    return op.get_bind().dialect.name == "postgresql"
