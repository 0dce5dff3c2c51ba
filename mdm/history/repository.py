"""SQL for reading record history, scoped by tenant (records.repository writes it)."""

from mdm.db.models import RecordHistory
from mdm.db.repository import TenantRepository


class HistoryRepository(TenantRepository[RecordHistory]):
    """Tenant-scoped access to history entries."""

    model = RecordHistory

    def for_record(self, master_type: str, record_id: str) -> list[RecordHistory]:
        """Returns a record's history, newest first."""
        stmt = self.select(RecordHistory.master_type == master_type, RecordHistory.record_id == record_id)
        return list(self.session.scalars(stmt.order_by(RecordHistory.version.desc())))

    def get(self, master_type: str, record_id: str, history_id: str) -> RecordHistory | None:
        """Returns one entry of a record's history."""
        return self.first(
            RecordHistory.master_type == master_type,
            RecordHistory.record_id == record_id,
            RecordHistory.id == history_id,
        )
