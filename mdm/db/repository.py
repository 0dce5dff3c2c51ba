"""The base of every tenant-owned repository: one session, one tenant, no query without it.

A repository subclasses `TenantRepository[Model]` and builds every statement from
`self.select(...)` or `self.scoped(...)`, which put the tenant filter first, so "scoped by
tenant" is how a query is written rather than a habit. Counting and paging live here once.
Statements that run on every request may be built once at import time with a bound
`tenant_id` parameter instead (see `records.repository`): building a statement per call
costs more than the query.
"""

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from mdm.db import keyset
from mdm.db.base import Base, row_values, table_of

M = TypeVar("M", bound=Base)


def conflict_insert(session: Session, model: type[Base]) -> Any:
    """An insert of `model` in the session's dialect, which can say what a conflict does (ON CONFLICT)."""
    build = pg_insert if session.get_bind().dialect.name == "postgresql" else sqlite_insert
    return build(model)


def tenant_of(model: type[Base]) -> Any:
    """Returns a model's `tenant_id` column attribute; a model without one cannot be scoped."""
    column = getattr(model, "tenant_id", None)
    if column is None:
        raise TypeError(f"{model.__name__} has no tenant_id column: it cannot back a TenantRepository")
    return column


class TenantRepository(Generic[M]):
    """Tenant-scoped access to one model: owns the session, the tenant filter and paging."""

    model: type[M]

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Checks at import time that the repository's model carries a tenant."""
        super().__init_subclass__(**kwargs)
        if "model" in cls.__dict__:
            tenant_of(cls.model)

    def scoped(
        self, *conditions: ColumnElement[bool], model: type[Base] | None = None, indexed: bool = True
    ) -> list[Any]:
        """Returns the conditions with this tenant's filter (on `model`, default the repository's) first.

        `indexed=False` writes the tenant's filter so that no index can serve it (`tenant_id || ''`),
        for a statement whose rows should come from another condition (a rowid list) instead.
        """
        column = tenant_of(model or self.model)
        return [(column if indexed else column.concat("")) == self.tenant_id, *conditions]

    def select(self, *conditions: ColumnElement[bool]) -> Select[M]:
        """Starts a statement over this tenant's rows of the model."""
        return select(self.model).where(*self.scoped(*conditions))

    def first(self, *conditions: ColumnElement[bool], for_update: bool = False) -> M | None:
        """Returns this tenant's first row matching the conditions (locked for update when asked)."""
        stmt = self.select(*conditions)
        return self.session.scalars(stmt.with_for_update() if for_update else stmt).first()

    def count(self, *conditions: ColumnElement[bool]) -> int:
        """Counts this tenant's rows matching the conditions."""
        stmt = select(func.count()).select_from(self.model).where(*self.scoped(*conditions))
        return self.session.scalar(stmt) or 0

    def paginate(
        self, *conditions: ColumnElement[bool], order_by: Sequence[Any], skip: int, limit: int
    ) -> tuple[list[M], int]:
        """Returns one page of this tenant's matching rows in the given order, and the total."""
        total = self.count(*conditions)
        stmt = self.select(*conditions).order_by(*order_by).offset(skip).limit(limit)
        return list(self.session.scalars(stmt)), total

    def _keyset_page(
        self,
        columns: Sequence[Any],
        conditions: Sequence[ColumnElement[bool]],
        *,
        keys: Sequence[keyset.SortKey],
        after: Sequence[Any] | None,
        skip: int,
        limit: int,
        indexed: bool = True,
    ) -> tuple[list[Any], list[list[Any]]]:
        """Returns up to `limit` rows of `columns` in the keys' order, after the cursor values
        `after` (when given) and then `skip` more, and each row's key values (for a cursor).

        Without a cursor this is an offset page; with one, each continuation of the cursor is
        read in turn, each a range of the first key's index (see `mdm.db.keyset`). `indexed=False`
        keeps the tenant's indexes out of the plan (see `scoped`).
        """
        labelled = [k.expr.label(f"_k{i}") for i, k in enumerate(keys)]
        scope = self.scoped(*conditions, indexed=indexed)
        base = select(*columns, *labelled).where(*scope).order_by(*keyset.order_by(keys))
        wanted = skip + limit
        if after is None:
            rows = list(self.session.execute(base.offset(skip).limit(limit)).all()) if limit else []
        else:
            rows = []
            for condition in keyset.continuations(keys, after):
                if len(rows) >= wanted:
                    break
                rows += self.session.execute(base.where(condition).limit(wanted - len(rows))).all()
            rows = rows[skip:]
        positions = [list(row)[len(columns) :] for row in rows]
        return ([row[0] for row in rows] if len(columns) == 1 else rows), positions

    def create(self, obj: M) -> M:
        """Stores a new row of this tenant through the unit of work and flushes it."""
        obj.tenant_id = self.tenant_id  # type: ignore[attr-defined]
        self.session.add(obj)
        self.session.flush()
        return obj

    def insert(self, obj: Base) -> None:
        """Stores a new row of this tenant with one Core insert (append-only rows stay plain values)."""
        tenant_of(type(obj))
        obj.tenant_id = self.tenant_id  # type: ignore[attr-defined]
        self.session.execute(table_of(type(obj)).insert(), [row_values(obj)])
