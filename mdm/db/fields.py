"""Typed SQL expressions over one field of a record's JSON data, the same in every query and in
the field's index, so that the database can use the index for equality, ranges and sorting.

A field name is a safe identifier (definitions enforce `^[A-Za-z_][A-Za-z0-9_]*$`), so it is
rendered into the SQL as a literal: an expression index matches only a query whose expression
is written out identically, not one with the JSON path as a bound parameter. Text is compared
byte-wise (`COLLATE "C"` on PostgreSQL, SQLite's default BINARY), so both backends sort alike
and a prefix is a range of the index.
"""

import re
from typing import Any

from sqlalchemy import BigInteger, BindParameter, Boolean, ColumnElement, Float, String, Text, bindparam
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.visitors import InternalTraversal
from sqlalchemy.types import TypeEngine

# Field type -> kind of value. Dates and datetimes are stored as canonical ISO text, so their
# text order is their time order.
FIELD_KINDS = {
    "string": "string",
    "text": "string",
    "email": "string",
    "url": "string",
    "enum": "string",
    "reference": "string",
    "file": "string",
    "files": "strings",
    "integer": "int",
    "number": "decimal",
    "boolean": "bool",
    "date": "date",
    "datetime": "datetime",
}
_SAFE_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,62}$")
# Our kinds of values (as the OData model names them) and the SQL type each is read as.
_SQL_TYPES: dict[str, TypeEngine[Any]] = {
    "int": BigInteger(),
    "decimal": Float(),
    "bool": Boolean(),
}
_PG_CASTS = {"int": "BIGINT", "decimal": "DOUBLE PRECISION", "bool": "BOOLEAN"}
_SQLITE_CASTS = {"int": "INTEGER", "decimal": "REAL"}


class field_value(ColumnElement[Any]):  # noqa: N801 - SQL function naming
    """One field of `record.data`, read as its kind: `(data ->> 'f')::type` on PostgreSQL,
    `json_extract(data, '$.f')` on SQLite."""

    __visit_name__ = "field_value"
    _traverse_internals = [
        ("data", InternalTraversal.dp_clauseelement),
        ("field", InternalTraversal.dp_string),
        ("kind", InternalTraversal.dp_string),
    ]
    inherit_cache = True

    def __init__(self, data: ColumnElement[Any], field: str, kind: str) -> None:
        self.data = data
        self.field = field
        self.kind = kind
        self.type = _SQL_TYPES.get(kind, Text())


def field_expr(data: ColumnElement[Any], name: str, kind: str) -> ColumnElement[Any]:
    """Returns the typed expression reading field `name` of a JSON data column."""
    if not _SAFE_NAME.match(name):
        raise ValueError(f"unsafe field name {name!r}")
    return field_value(data, name, kind)


@compiles(field_value, "postgresql")
def _compile_postgresql(element: field_value, compiler: SQLCompiler, **kw: Any) -> str:
    """Renders `(data ->> 'f')` with the kind's cast, text in byte order."""
    data, name, kind = element.data, element.field, element.kind
    text = f"({compiler.process(data, **kw)} ->> '{name}')"
    if kind in _PG_CASTS:
        return f"CAST({text} AS {_PG_CASTS[kind]})"
    return f'({text} COLLATE "C")'


@compiles(field_value, "sqlite")
def _compile_sqlite(element: field_value, compiler: SQLCompiler, **kw: Any) -> str:
    """Renders `json_extract(data, '$.f')`, numbers cast to their kind."""
    data, name, kind = element.data, element.field, element.kind
    text = f"json_extract({compiler.process(data, **kw)}, '$.{name}')"
    if kind in _SQLITE_CASTS:
        return f"CAST({text} AS {_SQLITE_CASTS[kind]})"
    return text


def master_literal(master_type: str) -> BindParameter[str]:
    """Returns a master type rendered into the SQL as a literal: a field's index covers one
    master (`WHERE master_type = 'product'`), and only a query that names the master the same
    way can use it, on SQLite in any case and on PostgreSQL under a generic plan too."""
    return bindparam(None, master_type, type_=String(), literal_execute=True)


def prefix_successor(prefix: str) -> str | None:
    """Returns the least string greater than every string starting with `prefix` in code point
    order (None when there is none), so `startswith` becomes a range an index serves."""
    chars = list(prefix)
    while chars:
        following = ord(chars[-1]) + 1
        if 0xD800 <= following <= 0xDFFF:  # surrogates are no characters
            following = 0xE000
        if following <= 0x10FFFF:
            chars[-1] = chr(following)
            return "".join(chars)
        chars.pop()
    return None
