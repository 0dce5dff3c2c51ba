"""sqlite_search

Revision ID: 2026_11_24_i12_sqlite_search
Revises: 2026_11_24_i12_search_fields
Create Date: 2026-11-24

On SQLite, `search` reads a trigram full-text index (FTS5) over the records' search text
instead of scanning every record: `record_fts`, an external-content table over `record` keyed
by its rowid, kept by triggers in the transaction of every insert, delete and change of the
search text. PostgreSQL has had its trigram index (`ix_record_search_trgm`) from the start.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "2026_11_24_i12_sqlite_search"
down_revision: str | None = "2026_11_24_i12_search_fields"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_CREATE = [
    "CREATE VIRTUAL TABLE record_fts USING fts5("
    "search_text, content='record', content_rowid='rowid', tokenize='trigram')",
    "CREATE TRIGGER record_fts_inserted AFTER INSERT ON record BEGIN "
    "INSERT INTO record_fts (rowid, search_text) VALUES (NEW.rowid, NEW.search_text); END",
    "CREATE TRIGGER record_fts_deleted AFTER DELETE ON record BEGIN "
    "INSERT INTO record_fts (record_fts, rowid, search_text) "
    "VALUES ('delete', OLD.rowid, OLD.search_text); END",
    "CREATE TRIGGER record_fts_updated AFTER UPDATE OF search_text ON record "
    "WHEN OLD.search_text IS NOT NEW.search_text BEGIN "
    "INSERT INTO record_fts (record_fts, rowid, search_text) "
    "VALUES ('delete', OLD.rowid, OLD.search_text); "
    "INSERT INTO record_fts (rowid, search_text) VALUES (NEW.rowid, NEW.search_text); END",
    "INSERT INTO record_fts (record_fts) VALUES ('rebuild')",
]


def upgrade() -> None:
    """Applies this revision: the full-text table, its triggers, and today's records in it."""
    if op.get_bind().dialect.name != "sqlite":
        return
    for statement in _CREATE:
        op.execute(statement)


def downgrade() -> None:
    """Reverts this revision."""
    if op.get_bind().dialect.name != "sqlite":
        return
    for trigger in ("record_fts_inserted", "record_fts_deleted", "record_fts_updated"):
        op.execute(f"DROP TRIGGER IF EXISTS {trigger}")
    op.execute("DROP TABLE IF EXISTS record_fts")
