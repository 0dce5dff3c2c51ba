"""History reads and rollback."""

from sqlalchemy.orm import Session

from mdm.approvals.divert import open_request
from mdm.core.errors import NotFound
from mdm.db.enums import Operation
from mdm.db.models import RecordHistory
from mdm.definitions.order import field_names, order_rows
from mdm.definitions.service import get_definition
from mdm.history.repository import HistoryRepository
from mdm.records import service as records
from mdm.records.referrers import hold_removal_scope, plan_removal
from mdm.records.repository import RecordRepository


def list_history(
    session: Session, *, tenant_id: str, master_type: str, record_id: str, skip: int, limit: int
) -> tuple[list[RecordHistory], int]:
    """Lists one page of a record's changes newest first (deleted records included), and the total."""
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    repository = HistoryRepository(session, tenant_id)
    entries, total = repository.page_for_record(master_type, record_id, skip=skip, limit=limit)
    if not total:
        raise NotFound(f"Record {record_id} not found in master '{master_type}'")
    order_rows(entries, field_names(definition), "data", "previous")
    return entries, total


def rollback(
    session: Session, *, actor: records.Actor, master_type: str, record_id: str, history_id: str
) -> records.Outcome:
    """Makes a record's state equal to a history entry's, as a new version (or requests approval)."""
    tenant_id = actor.principal.tenant_id
    hold_removal_scope(session, tenant_id=tenant_id, master_type=master_type)  # it may delete
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    entry = HistoryRepository(session, tenant_id).get(master_type, record_id, history_id)
    record = RecordRepository(session, tenant_id).get(
        master_type, record_id, include_deleted=True, for_update=True
    )
    if entry is None or record is None:
        raise NotFound(f"History entry {history_id} not found for record {record_id}")
    if records.held_back(definition=definition, actor=actor):
        if entry.data is not None:
            records.validated(
                session,
                tenant_id=tenant_id,
                definition=definition,
                data=entry.data,
                record_id=record.id,
                previous=None if record.deleted_at else record.data,
            )
        elif record.deleted_at is None:
            plan_removal(session, tenant_id=tenant_id, master_type=master_type, records=[record])
        return open_request(
            session,
            principal=actor.principal,
            definition=definition,
            operation=Operation.ROLLBACK,
            record_id=record.id,
            base_version=record.version,
            payload={"history_id": entry.id, "data": entry.data},
        )
    if entry.data is None:
        if record.deleted_at is not None:
            return record
        records.remove(
            session, actor=actor, master_type=master_type, records=[record], operation=Operation.ROLLBACK
        )
        return record
    return records.apply_data(
        session, actor=actor, record=record, data=entry.data, operation=Operation.ROLLBACK
    )
