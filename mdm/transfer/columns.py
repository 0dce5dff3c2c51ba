"""The columns of an import: which field each fills, and whether a reference column holds the
target's ids or its key values (`supplier.code`, or every reference with `?reference_by=key`)."""

from dataclasses import dataclass
from typing import Literal

from sqlalchemy.orm import Session

from mdm.core.errors import BadRequest
from mdm.records.keys import KeyField, key_field
from mdm.records.validation import CompiledSchema

ReferenceBy = Literal["id", "key"]


@dataclass(frozen=True)
class Column:
    """One column of the file: its header, the field it fills, and for a reference given by key
    the target's field named in the header ('' for the target's key field)."""

    header: str
    field: str
    key: str | None = None


def map_columns(header: list[str], *, schema: CompiledSchema, reference_by: ReferenceBy) -> list[Column]:
    """Maps each column (but `id`) to its field; `supplier.code` is field `supplier` by key `code`."""
    references = dict(schema.references)
    columns: list[Column] = []
    for name in header:
        if name == "id":
            continue
        field, dot, key = name.partition(".")
        if dot and field in references and key:
            columns.append(Column(name, field, key))
        elif not dot and reference_by == "key" and name in references:
            columns.append(Column(name, name, ""))
        else:
            columns.append(Column(name, name))
    return columns


def check_ambiguous(columns: list[Column]) -> None:
    """Raises BadRequest when two columns fill the same field (`supplier` and `supplier.code`)."""
    seen: dict[str, str] = {}
    for column in columns:
        if column.field in seen and seen[column.field] != column.header:
            raise BadRequest(
                f"Columns '{seen[column.field]}' and '{column.header}' both fill field "
                f"'{column.field}'; keep one of them"
            )
        seen[column.field] = column.header


def key_fields(
    session: Session, *, tenant_id: str, schema: CompiledSchema, columns: list[Column]
) -> dict[str, KeyField]:
    """Returns, per reference field given by key, the target's key field; BadRequest if it has none."""
    references = dict(schema.references)
    found: dict[str, KeyField] = {}
    for column in columns:
        if column.key is None:
            continue
        target = references[column.field]
        key = key_field(session, tenant_id=tenant_id, master_type=target, name=column.key or None)
        if key is None:
            what = f"no unique field '{column.key}'" if column.key else "no key field (no unique field)"
            raise BadRequest(f"Column '{column.header}': master '{target}' has {what} to find records by")
        found[column.field] = key
    return found
