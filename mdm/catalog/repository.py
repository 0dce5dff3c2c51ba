"""SQL aggregates over a tenant's records for the data catalog."""

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import and_, case, distinct, func, select
from sqlalchemy.orm import aliased

from mdm.db.models import Record
from mdm.db.repository import TenantRepository


class CatalogRepository(TenantRepository[Record]):
    """Tenant-scoped record statistics computed by the database."""

    model = Record

    def master_stats(self, master_types: Sequence[str]) -> dict[str, tuple[int, datetime | None]]:
        """Returns per master its live record count and the latest change of any of its records."""
        if not master_types:
            return {}
        live = func.count(case((Record.deleted_at.is_(None), 1)))
        stmt = (
            select(Record.master_type, live, func.max(Record.updated_at))
            .where(*self.scoped(Record.master_type.in_(list(master_types))))
            .group_by(Record.master_type)
        )
        return {row[0]: (int(row[1]), row[2]) for row in self.session.execute(stmt)}

    def field_stats(
        self, master_type: str, fields: Sequence[str], references: Mapping[str, str] | None = None
    ) -> tuple[int, dict[str, tuple[int, int]], dict[str, int]]:
        """Returns the live record count, per field (records with a value, distinct values), and
        per reference field the records whose value names no live record of its target (left
        by deletes from before deletes were guarded), all in one scan."""
        columns: list[Any] = [func.count()]
        for name in fields:
            value = Record.data[name].as_string()
            columns += [func.count(value), func.count(distinct(value))]
        refs = dict(references or {})
        for name, target in refs.items():
            columns.append(func.count(case((_dangling(Record.data[name].as_string(), target), 1))))
        stmt = select(*columns).where(
            *self.scoped(Record.master_type == master_type, Record.deleted_at.is_(None))
        )
        row = self.session.execute(stmt).one()
        stats = {name: (int(row[1 + 2 * i]), int(row[2 + 2 * i])) for i, name in enumerate(fields)}
        base = 1 + 2 * len(fields)
        stale = {name: int(row[base + i]) for i, name in enumerate(refs)}
        return int(row[0]), stats, stale


def _dangling(value: Any, target: str) -> Any:
    """Tells whether a reference value names no live record of the target (same tenant)."""
    held = aliased(Record)
    live = (
        select(held.id)
        .where(
            held.tenant_id == Record.tenant_id,
            held.master_type == target,
            held.id == value,
            held.deleted_at.is_(None),
        )
        .exists()
    )
    return and_(value.is_not(None), ~live)
