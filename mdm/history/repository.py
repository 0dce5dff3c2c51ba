"""SQL for record history, scoped by tenant."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from mdm.db.base import row_values, table_of
from mdm.db.models import RecordHistory


class HistoryRepository:
    """Tenant-scoped access to history entries."""

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def add(self, entry: RecordHistory) -> None:
        """Stores an entry in the current transaction."""
        entry.tenant_id = self.tenant_id
        self.session.execute(table_of(RecordHistory).insert(), [row_values(entry)])

    def add_many(self, entries: list[dict[str, object]]) -> None:
        """Stores many entries in one statement (bulk paths)."""
        if entries:
            rows = [e | {"tenant_id": self.tenant_id} for e in entries]
            self.session.execute(table_of(RecordHistory).insert(), rows)

    def for_record(self, master_type: str, record_id: str) -> list[RecordHistory]:
        """Returns a record's history, newest first."""
        stmt = (
            select(RecordHistory)
            .where(
                RecordHistory.tenant_id == self.tenant_id,
                RecordHistory.master_type == master_type,
                RecordHistory.record_id == record_id,
            )
            .order_by(RecordHistory.version.desc())
        )
        return list(self.session.scalars(stmt))

    def get(self, master_type: str, record_id: str, history_id: str) -> RecordHistory | None:
        """Returns one entry of a record's history."""
        stmt = select(RecordHistory).where(
            RecordHistory.tenant_id == self.tenant_id,
            RecordHistory.master_type == master_type,
            RecordHistory.record_id == record_id,
            RecordHistory.id == history_id,
        )
        return self.session.scalars(stmt).first()
