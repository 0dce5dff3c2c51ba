"""SQL over a tenant's records and stored statistics for the data catalog."""

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import and_, case, distinct, func, or_, select, update
from sqlalchemy.orm import aliased

from mdm.db.models import CatalogStat, DuplicateCluster, Record, RecordCount
from mdm.db.repository import TenantRepository, conflict_insert


class CatalogRepository(TenantRepository[Record]):
    """Tenant-scoped record statistics computed by the database."""

    model = Record

    def master_stats(self, master_types: Sequence[str]) -> dict[str, tuple[int, datetime | None]]:
        """Returns per master its live record count (a counter) and the latest change of any
        of its records (one index probe per master)."""
        if not master_types:
            return {}
        latest = (
            select(func.max(Record.updated_at))
            .where(Record.tenant_id == RecordCount.tenant_id, Record.master_type == RecordCount.master_type)
            .scalar_subquery()
        )
        stmt = select(RecordCount.master_type, RecordCount.live, latest).where(
            *self.scoped(RecordCount.master_type.in_(list(master_types)), model=RecordCount)
        )
        return {row[0]: (int(row[1]), row[2]) for row in self.session.execute(stmt)}

    def open_duplicates(self, master_types: Sequence[str]) -> dict[str, int]:
        """Returns per master how many duplicate clusters wait for a steward."""
        if not master_types:
            return {}
        stmt = (
            select(DuplicateCluster.master_type, func.count())
            .where(
                *self.scoped(
                    DuplicateCluster.master_type.in_(list(master_types)),
                    DuplicateCluster.status == "open",
                    model=DuplicateCluster,
                )
            )
            .group_by(DuplicateCluster.master_type)
        )
        return {str(row[0]): int(row[1]) for row in self.session.execute(stmt)}

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

    def stored_stats(self, master_type: str) -> CatalogStat | None:
        """Returns the master's statistics as last computed in the background, if any."""
        owned = self.scoped(CatalogStat.master_type == master_type, model=CatalogStat)
        return self.session.scalars(select(CatalogStat).where(*owned)).first()

    def claim_refresh(self, master_type: str, *, now: datetime, until: datetime) -> bool:
        """Marks the master's statistics as being computed until `until`; False when another
        process already holds an unexpired claim."""
        owned = self.scoped(CatalogStat.master_type == master_type, model=CatalogStat)
        free = or_(CatalogStat.refreshing_until.is_(None), CatalogStat.refreshing_until < now)
        claimed = self.session.execute(
            update(CatalogStat).where(*owned, free).values(refreshing_until=until)
        ).rowcount  # type: ignore[attr-defined]
        if claimed:
            return True
        if self.session.scalar(select(func.count()).select_from(CatalogStat).where(*owned)):
            return False
        # the first claim of a master: another process may make the row at the same moment, and then
        # holds the claim (the row's key is unique; a plain insert would fail in the background thread)
        made = self.session.execute(
            conflict_insert(self.session, CatalogStat)
            .values(
                tenant_id=self.tenant_id,
                master_type=master_type,
                fields={},
                records=0,
                refreshing_until=until,
            )
            .on_conflict_do_nothing(index_elements=["tenant_id", "master_type"])
            .returning(CatalogStat.master_type)
        ).first()
        return made is not None

    def save_stats(
        self, master_type: str, *, records: int, fields: dict[str, tuple[int, ...]], computed_at: datetime
    ) -> None:
        """Stores freshly computed statistics and releases the claim."""
        self.session.execute(
            update(CatalogStat)
            .where(*self.scoped(CatalogStat.master_type == master_type, model=CatalogStat))
            .values(
                records=records,
                fields={name: list(counts) for name, counts in fields.items()},
                computed_at=computed_at,
                refreshing_until=None,
            )
        )

    def release_claim(self, master_type: str) -> None:
        """Gives up a claim without new statistics (the computation failed)."""
        self.session.execute(
            update(CatalogStat)
            .where(*self.scoped(CatalogStat.master_type == master_type, model=CatalogStat))
            .values(refreshing_until=None)
        )


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
