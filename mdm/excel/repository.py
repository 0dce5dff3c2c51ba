"""SQL for spreadsheet reads: pages of (id, data) and targets fetched by id, scoped by tenant."""

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from sqlalchemy import ColumnElement, func, or_, select

from mdm.db import keyset
from mdm.db.fields import master_literal
from mdm.db.models import Record, RecordCount
from mdm.db.repository import TenantRepository
from mdm.records.repository import RecordRepository

Row = tuple[str, dict[str, Any]]
_IN_CHUNK = 5000


class ExcelRepository(TenantRepository[Record]):
    """Tenant-scoped reads of live records as bare (id, data) pairs."""

    model = Record

    def _live(self, master_type: str, *, merged: bool = False) -> list[ColumnElement[bool]]:
        """Returns the conditions selecting the live records of one master of this tenant (and,
        when asked, the records merged into others)."""
        shown = (
            or_(Record.deleted_at.is_(None), Record.merged_into.is_not(None))
            if merged
            else Record.deleted_at.is_(None)
        )
        return self.scoped(Record.master_type == master_literal(master_type), shown)

    def merged_into(self, master_type: str, ids: Sequence[str]) -> dict[str, str]:
        """Returns, for the merged records among the ids, the record each was merged into."""
        stmt = select(Record.id, Record.merged_into).where(
            *self.scoped(
                Record.master_type == master_type, Record.id.in_(list(ids)), Record.merged_into.is_not(None)
            )
        )
        return {str(row[0]): str(row[1]) for row in self.session.execute(stmt)}

    def use_snapshot(self) -> None:
        """Makes every later read of this transaction see one snapshot."""
        RecordRepository(self.session, self.tenant_id).use_snapshot()

    def page(
        self,
        master_type: str,
        *,
        offset: int,
        limit: int,
        where: ColumnElement[bool] | None = None,
        order: Sequence[ColumnElement[Any]] = (),
        after: str | None = None,
        stamp: str = "",
        merged: bool = False,
    ) -> tuple[list[Row], list[list[Any]]]:
        """Returns one page of matching live records (in `order`, then by id; after the cursor
        `after` when given, `keyset.BadCursor` if this query did not issue it), and each row's
        sort position."""
        conditions = [*self._live(master_type, merged=merged), *([where] if where is not None else [])]
        keys = keyset.sort_keys(order, Record.id.expression)
        cursor = keyset.decode(after, keys, stamp) if after is not None else None
        rows, positions = self._keyset_page(
            [Record.id, Record.data], conditions, keys=keys, after=cursor, skip=offset, limit=limit
        )
        return [(row[0], row[1]) for row in rows], positions

    def count_matching(
        self, master_type: str, where: ColumnElement[bool] | None, *, merged: bool = False
    ) -> int:
        """Counts the live records matching a condition (all of them, from the master's counter),
        and the merged ones too when asked."""
        if merged:
            conditions = [*self._live(master_type, merged=True), *([where] if where is not None else [])]
            return self.session.scalar(select(func.count()).select_from(Record).where(*conditions)) or 0
        if where is None:
            stmt = select(RecordCount.live).where(
                *self.scoped(RecordCount.master_type == master_type, model=RecordCount)
            )
            return self.session.scalar(stmt) or 0
        conditions = [*self._live(master_type), where]
        return self.session.scalar(select(func.count()).select_from(Record).where(*conditions)) or 0

    def batches(self, master_type: str, *, size: int) -> Iterator[list[Row]]:
        """Yields every live record in creation order, a batch at a time (keyset paging)."""
        return RecordRepository(self.session, self.tenant_id).iter_live_data(master_type, batch=size)

    def data_by_id(self, master_type: str, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """Returns the data of the live records among the ids (one query up to 5,000 ids)."""
        wanted = sorted(set(ids))
        found: dict[str, dict[str, Any]] = {}
        for start in range(0, len(wanted), _IN_CHUNK):
            stmt = select(Record.id, Record.data).where(
                *self._live(master_type), Record.id.in_(wanted[start : start + _IN_CHUNK])
            )
            found.update({row[0]: row[1] for row in self.session.execute(stmt)})
        return found
