"""A record's `data` in its schema's field order, whatever order the database kept.

PostgreSQL's JSONB stores an object's keys sorted by length and bytes, SQLite's JSON keeps
them as written; answers put them back in the schema's order at the point where rows are
read for an answer. The rows are changed with `set_committed_value`, so the session does not
take the new order for a change to write back."""

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy.orm.attributes import set_committed_value

from mdm.db.models import MasterDefinition


def field_names(definition: MasterDefinition) -> list[str]:
    """Returns the names of a definition's fields in order."""
    return [str(field["name"]) for field in definition.schema.get("fields", [])]


def in_field_order(data: dict[str, Any], names: Sequence[str]) -> dict[str, Any]:
    """Returns the data with the schema's fields first, in order, and any others after them."""
    ordered = {name: data[name] for name in names if name in data}
    if len(ordered) < len(data):
        ordered.update((key, value) for key, value in data.items() if key not in ordered)
    return ordered


def order_rows(rows: Iterable[Any], names: Sequence[str], *attributes: str) -> None:
    """Puts the JSON object attributes of loaded rows (`data`, `previous`) in field order."""
    for row in rows:
        for attribute in attributes:
            value = getattr(row, attribute)
            if isinstance(value, dict) and list(value) != [n for n in names if n in value]:
                set_committed_value(row, attribute, in_field_order(value, names))
