"""search_fields

Revision ID: 2026_11_24_i12_search_fields
Revises: 2026_11_24_i12_catalog_stats
Create Date: 2026-11-24

`search` covers the searchable fields: every type but long free text (`text`) unless a field
says `searchable`. Records stored before keep the text of every field in `search_text`; this
rewrites it for the masters that have `text` fields, in batches.
"""

import json
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "2026_11_24_i12_search_fields"
down_revision: str | None = "2026_11_24_i12_catalog_stats"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BATCH = 5000


def _searchable(schema: dict[str, Any]) -> list[str] | None:
    """Returns the searchable field names, or None when every field is (nothing to rewrite)."""
    fields = schema.get("fields", [])
    names = [f["name"] for f in fields if f.get("searchable", f.get("type") != "text")]
    return None if len(names) == len(fields) else names


def _text(data: dict[str, Any], names: list[str]) -> str:
    """Builds a record's search text from its searchable fields (as the service does)."""
    values = (data.get(name) for name in names)
    return "\n".join(str(v) for v in values if v is not None and v != "").lower()


def upgrade() -> None:
    """Applies this revision: search text rewritten for masters with long free text."""
    bind = op.get_bind()
    masters = bind.execute(sa.text("SELECT tenant_id, master_type, schema FROM master_definition")).all()
    for tenant_id, master_type, schema in masters:
        names = _searchable(schema if isinstance(schema, dict) else json.loads(schema))
        if names is not None:
            _rewrite(bind, tenant_id, master_type, names)


def _rewrite(bind: sa.Connection, tenant_id: str, master_type: str, names: list[str]) -> None:
    """Rewrites the search text of one master's records, in id order, a batch at a time."""
    last = ""
    select = sa.text(
        "SELECT id, data FROM record WHERE tenant_id = :t AND master_type = :m AND id > :last "
        "ORDER BY id LIMIT :n"
    )
    update = sa.text("UPDATE record SET search_text = :s WHERE id = :id")
    while True:
        rows = bind.execute(select, {"t": tenant_id, "m": master_type, "last": last, "n": BATCH}).all()
        if not rows:
            return
        changes = []
        for record_id, data in rows:
            document = data if isinstance(data, dict) else json.loads(data)
            changes.append({"id": record_id, "s": _text(document, names)})
        bind.execute(update, changes)
        last = rows[-1][0]


def downgrade() -> None:
    """Reverts this revision: nothing to undo (the earlier search text held more)."""
