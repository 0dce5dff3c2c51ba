"""SQL for reading record history, scoped by tenant (records.repository writes it)."""

from mdm.db.models import RecordHistory
from mdm.db.repository import TenantRepository


class HistoryRepository(TenantRepository[RecordHistory]):
    """Tenant-scoped access to history entries."""

    model = RecordHistory

    def page_for_record(
        self, master_type: str, record_id: str, *, skip: int, limit: int
    ) -> tuple[list[RecordHistory], int]:
        """Returns one page of a record's history, newest first, and the number of entries."""
        return self.paginate(
            RecordHistory.master_type == master_type,
            RecordHistory.record_id == record_id,
            order_by=[RecordHistory.version.desc()],
            skip=skip,
            limit=limit,
        )

    def get(self, master_type: str, record_id: str, history_id: str) -> RecordHistory | None:
        """Returns one entry of a record's history."""
        return self.first(
            RecordHistory.master_type == master_type,
            RecordHistory.record_id == record_id,
            RecordHistory.id == history_id,
        )
