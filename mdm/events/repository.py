"""SQL for the change-event outbox: numbering, writing, reading a tenant's feed, retention."""

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, case, delete, func, insert, literal, select

from mdm.db.models import Event, EventCounter, RecordHistory, WebhookDelivery
from mdm.db.repository import TenantRepository, conflict_insert


class EventRepository(TenantRepository[Event]):
    """A tenant's events: numbered gap-free under the counter's row lock, read in order."""

    model = Event

    def reserve(self, count: int) -> int:
        """Reserves the next `count` sequence numbers of the tenant; returns the number before
        them (the block is that + 1 to that + `count`). The counter row stays locked until the
        transaction ends, so sequences follow commit order and leave no gaps."""
        upsert = conflict_insert(self.session, EventCounter).values(tenant_id=self.tenant_id, last=count)
        stmt = upsert.on_conflict_do_update(
            index_elements=[EventCounter.tenant_id], set_={"last": EventCounter.last + count}
        ).returning(EventCounter.last)
        last = int(self.session.execute(stmt).scalar_one())
        return last - count

    def add_all(self, events: Sequence[dict[str, Any]]) -> None:
        """Writes prepared events (each with every column but `tenant_id`)."""
        if events:
            self.session.execute(insert(Event), [{**e, "tenant_id": self.tenant_id} for e in events])

    def add_from_history(self, master_type: str, *, at: datetime, base: int, types: tuple[str, str]) -> None:
        """Writes one event per history entry an import wrote (operation `import` at `at`), in
        the entries' order, numbered from `base` + 1; version 1 is `types[0]` (created), later
        versions `types[1]` (updated)."""
        entries = self.scoped(
            RecordHistory.master_type == master_type,
            RecordHistory.operation == "import",
            RecordHistory.changed_at == at,
            model=RecordHistory,
        )
        rank = func.row_number().over(order_by=RecordHistory.id)
        source = select(
            literal(self.tenant_id),
            rank + base,
            RecordHistory.id,
            case((RecordHistory.version == 1, types[0]), else_=types[1]),
            RecordHistory.master_type,
            RecordHistory.master_type + "/" + RecordHistory.record_id,
            RecordHistory.changed_at,
            RecordHistory.id,
        ).where(*entries)
        columns = ["tenant_id", "sequence", "id", "type", "master_type", "subject", "time", "history_id"]
        self.session.execute(insert(Event).from_select(columns, source))

    def count_import_entries(self, master_type: str, *, at: datetime) -> int:
        """Counts the history entries an import wrote (operation `import` at `at`)."""
        stmt = (
            select(func.count())
            .select_from(RecordHistory)
            .where(
                *self.scoped(
                    RecordHistory.master_type == master_type,
                    RecordHistory.operation == "import",
                    RecordHistory.changed_at == at,
                    model=RecordHistory,
                )
            )
        )
        return int(self.session.scalar(stmt) or 0)

    def page(
        self,
        *,
        after: int,
        limit: int,
        master_types: Sequence[str] = (),
        types: Sequence[str] = (),
        upto: int | None = None,
        masters_approvals: bool = True,
    ) -> list[tuple[Event, RecordHistory | None]]:
        """Returns the events after a sequence (up to `upto` when given), in order, of the given
        masters and types (all when empty), with their history entries joined; with
        `masters_approvals` False, a master filter keeps only record and definition events."""
        conditions = [Event.sequence > after]
        if upto is not None:
            conditions.append(Event.sequence <= upto)
        if master_types:
            conditions.append(Event.master_type.in_(list(master_types)))
            if not masters_approvals:
                conditions.append(Event.type.not_like("mdm.approval.%"))
        if types:
            conditions.append(Event.type.in_(list(types)))
        stmt = (
            select(Event, RecordHistory)
            .outerjoin(
                RecordHistory,
                (RecordHistory.id == Event.history_id) & (RecordHistory.tenant_id == Event.tenant_id),
            )
            .where(*self.scoped(*conditions))
            .order_by(Event.sequence)
            .limit(limit)
        )
        return [(row[0], row[1]) for row in self.session.execute(stmt)]

    def last(self) -> int:
        """Returns the tenant's last event sequence (0 before its first event)."""
        last = self.session.scalar(select(EventCounter.last).where(*self.scoped(model=EventCounter)))
        return int(last or 0)

    def bounds(self) -> tuple[int | None, int]:
        """Returns the tenant's oldest kept sequence (None when none is kept) and its last."""
        oldest = self.session.scalar(select(func.min(Event.sequence)).where(*self.scoped()))
        return (None if oldest is None else int(oldest)), self.last()


def purge_before(engine: Engine, cutoff: datetime) -> int:
    """Deletes every tenant's events and webhook delivery attempts older than `cutoff`
    (retention); returns how many events."""
    with engine.begin() as conn:
        conn.execute(delete(WebhookDelivery).where(WebhookDelivery.at < cutoff))
        return int(conn.execute(delete(Event).where(Event.time < cutoff)).rowcount)
