"""SQL of the OData feed: live records of one master of one tenant, filtered, sorted, paged."""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnElement, Row, func, select

from mdm.db import keyset
from mdm.db.fields import master_literal
from mdm.db.models import MasterDefinition, Record, RecordCount
from mdm.db.repository import TenantRepository
from mdm.db.search import contains, counts_from_fts, fts_drives, fts_matches

_COLUMNS = (
    Record.id,
    Record.data,
    Record.version,
    Record.created_at,
    Record.updated_at,
    Record.created_by,
    Record.updated_by,
)


class ODataRepository(TenantRepository[Record]):
    """Tenant-scoped reads for the OData feed."""

    model = Record

    def definitions(self) -> list[MasterDefinition]:
        """Returns every master definition of the tenant, by master_type."""
        stmt = (
            select(MasterDefinition)
            .where(*self.scoped(model=MasterDefinition))
            .order_by(MasterDefinition.master_type)
        )
        return list(self.session.scalars(stmt))

    def _live(
        self, master_type: str, search: str | None = None, *, indexed: bool = True
    ) -> list[ColumnElement[bool]]:
        """Returns the conditions selecting the live records of one master of this tenant
        (containing `search` in their search text, when given; `indexed`: see `scoped`)."""
        conditions = self.scoped(
            Record.master_type == master_literal(master_type), Record.deleted_at.is_(None), indexed=indexed
        )
        if search:
            conditions.append(contains(search))
        return conditions

    def rows(
        self,
        master_type: str,
        *,
        where: ColumnElement[bool] | None,
        order: list[ColumnElement[Any]],
        skip: int,
        limit: int,
        search: str | None = None,
        skiptoken: str | None = None,
        stamp: str = "",
    ) -> tuple[Sequence[Row[Any]], list[list[Any]]]:
        """Returns one page of matching records (after the `$skiptoken` position, when given;
        `keyset.BadCursor` if this query did not issue it) and each row's sort position; the id
        breaks ties so pages are stable."""
        indexed = True
        if search and where is None and counts_from_fts(self.session, search):
            # few matches: read them and sort, instead of walking the master until the page is full
            matches = fts_matches(self.session, self.tenant_id, master_type, search)
            indexed = not fts_drives(matches, live=self.count_matching(master_type, where=None), limit=limit)
        conditions = self._live(master_type, search, indexed=indexed) + ([where] if where is not None else [])
        keys = keyset.sort_keys(order, Record.id.expression)
        after = keyset.decode(skiptoken, keys, stamp) if skiptoken is not None else None
        return self._keyset_page(
            _COLUMNS, conditions, keys=keys, after=after, skip=skip, limit=limit, indexed=indexed
        )

    def count_matching(
        self, master_type: str, *, where: ColumnElement[bool] | None, search: str | None = None
    ) -> int:
        """Counts the matching live records (all of them from the master's counter)."""
        if where is None and not search:
            stmt = select(RecordCount.live).where(
                *self.scoped(RecordCount.master_type == master_type, model=RecordCount)
            )
            return self.session.scalar(stmt) or 0
        if search and where is None and counts_from_fts(self.session, search):
            return fts_matches(self.session, self.tenant_id, master_type, search)
        conditions = self._live(master_type, search) + ([where] if where is not None else [])
        return self.session.scalar(select(func.count()).select_from(Record).where(*conditions)) or 0

    def row(self, master_type: str, record_id: str) -> Row[Any] | None:
        """Returns one live record by id."""
        stmt = select(*_COLUMNS).where(*self._live(master_type), Record.id == record_id)
        return self.session.execute(stmt).first()
