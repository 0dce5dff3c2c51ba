"""Keyset paging: a page starts after the last row of the previous one, found through the sort
order's index instead of counting past every earlier row.

A sort is a list of keys (an expression and a direction) ending with the record id, which makes
every position unique. As OData orders them, a null sorts before every value ascending and
after every value descending. A cursor holds the last row's key values and id; `continuations`
turns it into one or two conditions that, read in turn in the sort order, give exactly the rows
after it. The first key is split so that each condition is a range of an index on that key.
"""

import base64
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import orjson
from sqlalchemy import ColumnElement, and_, false, literal, or_
from sqlalchemy.sql import operators
from sqlalchemy.sql.elements import UnaryExpression
from sqlalchemy.types import DateTime


class BadCursor(ValueError):
    """A cursor that this query did not issue, or that was altered."""


@dataclass(frozen=True)
class SortKey:
    """One key of a sort order."""

    expr: ColumnElement[Any]
    descending: bool
    nullable: bool = True


def sort_keys(order: Sequence[ColumnElement[Any]], record_id: ColumnElement[Any]) -> list[SortKey]:
    """Reads `order` (`expr.asc()/.desc()`, nulls placement optional) into keys, then the id in
    the last key's direction, so that one index on (key, id) serves the whole order."""
    keys = [_key(item) for item in order]
    descending = keys[-1].descending if keys else False
    return [*keys, SortKey(record_id, descending, nullable=False)]


def _key(item: ColumnElement[Any]) -> SortKey:
    """Unwraps the ordering modifiers of one `ORDER BY` item."""
    descending = False
    element: Any = item
    while isinstance(element, UnaryExpression) and element.modifier in (
        operators.asc_op,
        operators.desc_op,
        operators.nulls_first_op,
        operators.nulls_last_op,
    ):
        if element.modifier is operators.desc_op:
            descending = True
        element = element.element
    return SortKey(element, descending)


def order_by(keys: Sequence[SortKey]) -> list[ColumnElement[Any]]:
    """Returns the `ORDER BY` items of the keys, nulls first ascending and last descending.

    The id, never null, is ordered without a nulls clause: the database's own placement is what
    its indexes (the primary key, and the id closing every field index) are built in, and an
    `ORDER BY id NULLS FIRST` would sort the whole master instead of reading an index.
    """
    return [_order_item(k) for k in keys]


def _order_item(key: SortKey) -> ColumnElement[Any]:
    """Returns one key's `ORDER BY` item."""
    if not key.nullable:
        return key.expr.desc() if key.descending else key.expr.asc()
    return key.expr.desc().nulls_last() if key.descending else key.expr.asc().nulls_first()


def continuations(keys: Sequence[SortKey], values: Sequence[Any]) -> list[ColumnElement[bool]]:
    """Returns the conditions that, read one after the other in the sort order, select exactly
    the rows after the cursor `values` (one value per key, the id last)."""
    first, rest = keys[0], keys[1:]
    value = values[0]
    if len(keys) == 1:  # the id alone: never null
        return [first.expr < value if first.descending else first.expr > value]
    tail = _after(rest, values[1:])
    if value is None:
        within_nulls = and_(first.expr.is_(None), tail)
        return [within_nulls] if first.descending else [within_nulls, first.expr.is_not(None)]
    bound = _literal(value, first.expr)
    if first.descending:
        ranged = and_(first.expr <= bound, or_(first.expr < bound, and_(first.expr == bound, tail)))
        return [ranged, first.expr.is_(None)]
    return [and_(first.expr >= bound, or_(first.expr > bound, and_(first.expr == bound, tail)))]


def _after(keys: Sequence[SortKey], values: Sequence[Any]) -> ColumnElement[bool]:
    """Returns one condition selecting the rows after `values` in the order of `keys`."""
    key, value = keys[0], values[0]
    if len(keys) == 1:
        return key.expr < value if key.descending else key.expr > value
    beyond: ColumnElement[bool]
    same: ColumnElement[bool]
    if value is None:
        beyond = false() if key.descending else key.expr.is_not(None)
        same = key.expr.is_(None)
    else:
        bound = _literal(value, key.expr)
        beyond = or_(key.expr < bound, key.expr.is_(None)) if key.descending else key.expr > bound
        same = key.expr == bound
    return or_(beyond, and_(same, _after(keys[1:], values[1:])))


def _literal(value: Any, expr: ColumnElement[Any]) -> ColumnElement[Any]:
    """Binds a cursor value with the key's type."""
    return literal(value, expr.type)


def encode(values: Sequence[Any], fingerprint: str) -> str:
    """Packs a cursor (the last row's key values and the query's fingerprint) into a token."""
    payload = orjson.dumps([fingerprint, [_plain(v) for v in values]])
    return base64.urlsafe_b64encode(payload).decode().rstrip("=")


def decode(token: str, keys: Sequence[SortKey], fingerprint: str) -> list[Any]:
    """Unpacks a token issued for this query (same filter, search and order)."""
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        stamp, values = orjson.loads(raw)
    except (ValueError, TypeError):
        raise BadCursor("is not a cursor this service issued") from None
    if stamp != fingerprint or not isinstance(values, list) or len(values) != len(keys):
        raise BadCursor("belongs to another query: keep the filter, search and order it came with")
    try:
        return [_typed(v, k.expr) for v, k in zip(values, keys, strict=True)]
    except (ValueError, TypeError):
        raise BadCursor("is not a cursor this service issued") from None


def fingerprint(*parts: str | None) -> str:
    """Returns a short digest of what a cursor is valid for."""
    return hashlib.sha256(orjson.dumps(list(parts))).hexdigest()[:16]


def _plain(value: Any) -> Any:
    """Returns a JSON-safe form of a key value."""
    return value.isoformat() if isinstance(value, datetime) else value


def _typed(value: Any, expr: ColumnElement[Any]) -> Any:
    """Reads a key value back with its column's type."""
    if value is not None and isinstance(getattr(expr.type, "impl", expr.type), DateTime):
        return datetime.fromisoformat(value)
    if value is not None and not isinstance(value, str | int | float | bool):
        raise TypeError("not a key value")
    return value
