"""SQL for reading record history, scoped by tenant (records.repository writes it)."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from mdm.db.models import RecordHistory


class HistoryRepository:
    """Tenant-scoped access to history entries."""

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

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
