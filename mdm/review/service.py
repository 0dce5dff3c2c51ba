"""Deciding approval requests: pending -> approved (change applied) | rejected."""

from dataclasses import dataclass
from typing import Any, assert_never

from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from mdm.approvals.divert import approval_event
from mdm.approvals.repository import ApprovalRepository
from mdm.audit.service import write_entry
from mdm.auth.deps import STEWARD_ROLES
from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, Conflict, Forbidden, NotFound
from mdm.core.time import utcnow
from mdm.db.enums import ApprovalStatus, Operation
from mdm.db.models import ApprovalRequest, Record
from mdm.definitions import service as definitions
from mdm.definitions.order import field_names, in_field_order
from mdm.definitions.repository import DefinitionRepository
from mdm.duplicates import merging
from mdm.files.storage import Storage
from mdm.history import service as history
from mdm.records import referrers
from mdm.records import service as records
from mdm.records.repository import RecordRepository
from mdm.transfer import service as transfer
from mdm.transfer.csvio import CsvRow

STATUSES = tuple(ApprovalStatus)
# A decision's audit action and event kind (`mdm.approval.<kind>`).
_DECISIONS = {
    ApprovalStatus.APPROVED: ("approval.approve", "approved"),
    ApprovalStatus.REJECTED: ("approval.reject", "rejected"),
    ApprovalStatus.WITHDRAWN: ("approval.withdraw", "withdrawn"),
}


OPERATIONS = tuple(Operation)


@dataclass(frozen=True)
class Standing:
    """A request beside the record it would change: the record's current data (None for a
    create, an import, a deleted or unknown record) and the fields the change touches."""

    current: dict[str, Any] | None
    changed_fields: list[str]


def list_requests(
    session: Session,
    *,
    principal: Principal,
    status: str | None,
    requested_by: str | None,
    skip: int,
    limit: int,
    master_type: str | None = None,
    operation: str | None = None,
    decidable: bool = False,
) -> tuple[list[ApprovalRequest], int]:
    """Lists the tenant's approval requests, newest first; `decidable` keeps only others'
    requests (the ones the caller may decide, if a steward)."""
    if status is not None and status not in STATUSES:
        raise BadRequest(f"status must be one of: {', '.join(STATUSES)}")
    if operation is not None and operation not in OPERATIONS:
        raise BadRequest(f"operation must be one of: {', '.join(OPERATIONS)}")
    requester = principal.user_id if requested_by == "me" else requested_by
    items, total = ApprovalRepository(session, principal.tenant_id).page(
        status=status,
        requested_by=requester,
        skip=skip,
        limit=limit,
        master_type=master_type,
        operation=operation,
        not_requested_by=principal.user_id if decidable else None,
    )
    return _in_field_order(session, principal.tenant_id, items), total


def standings(session: Session, *, tenant_id: str, requests: list[ApprovalRequest]) -> dict[str, Standing]:
    """Each request's record as it stands now and the fields its change touches, by request id."""
    wanted: dict[str, set[str]] = {}
    for request in requests:
        if request.record_id is not None:
            wanted.setdefault(request.master_type, set()).add(request.record_id)
    repo = RecordRepository(session, tenant_id)
    live = {(mt, r.id): r.data for mt, ids in wanted.items() for r in repo.get_many(mt, ids)}
    found = {}
    for request in requests:
        current = live.get((request.master_type, request.record_id or ""))
        found[request.id] = Standing(current, _touched(request, current))
    return found


def _touched(request: ApprovalRequest, current: dict[str, Any] | None) -> list[str]:
    """The fields a request's change sets, clears or removes, against the current data."""
    proposed = request.payload.get("data")
    if request.operation == Operation.DELETE:
        return list(current or {})
    if not isinstance(proposed, dict):
        return []
    before = current or {}
    names = list(dict.fromkeys([*proposed, *before]))
    return [n for n in names if before.get(n) != proposed.get(n)]


def get_request(session: Session, *, tenant_id: str, approval_id: str) -> ApprovalRequest:
    """Returns one request or raises NotFound."""
    request = ApprovalRepository(session, tenant_id).get(approval_id)
    if request is None:
        raise NotFound(f"Approval request {approval_id} not found")
    return _in_field_order(session, tenant_id, [request])[0]


def approve(
    session: Session, *, principal: Principal, approval_id: str, comment: str | None, storage: Storage
) -> ApprovalRequest:
    """Applies a pending change and marks it approved, in one transaction."""
    request = _decidable(session, principal=principal, approval_id=approval_id)
    _hold_scope(session, tenant_id=principal.tenant_id, request=request)
    _check_still_applies(session, principal=principal, request=request)
    actor = records.Actor(principal, approval_id=request.id, author=request.requested_by)
    try:
        outcome = _apply(session, actor=actor, request=request, storage=storage)
    except BadRequest as exc:
        raise Conflict(
            f"The change no longer applies: {exc.detail}. Reject this request and submit the change again."
        ) from None
    if isinstance(outcome, Record):
        request.record_id = outcome.id
    _decide(session, principal=principal, request=request, status=ApprovalStatus.APPROVED, comment=comment)
    return _in_field_order(session, principal.tenant_id, [request])[0]


def reject(
    session: Session, *, principal: Principal, approval_id: str, comment: str | None
) -> ApprovalRequest:
    """Marks a pending request rejected with the reason; nothing is applied."""
    request = _decidable(session, principal=principal, approval_id=approval_id)
    _decide(session, principal=principal, request=request, status=ApprovalStatus.REJECTED, comment=comment)
    return _in_field_order(session, principal.tenant_id, [request])[0]


def withdraw(
    session: Session, *, principal: Principal, approval_id: str, comment: str | None
) -> ApprovalRequest:
    """Withdraws the caller's own pending request; nothing is applied."""
    request = ApprovalRepository(session, principal.tenant_id).get(approval_id, for_update=True)
    if request is None:
        raise NotFound(f"Approval request {approval_id} not found")
    if request.requested_by != principal.user_id:
        raise Forbidden("Only the user who made a request can withdraw it")
    if request.status != ApprovalStatus.PENDING:
        raise Conflict(f"Approval request {approval_id} is already {request.status}")
    _decide(session, principal=principal, request=request, status=ApprovalStatus.WITHDRAWN, comment=comment)
    return _in_field_order(session, principal.tenant_id, [request])[0]


def _in_field_order(
    session: Session, tenant_id: str, requests: list[ApprovalRequest]
) -> list[ApprovalRequest]:
    """Puts the record data a request carries in its master's field order, for the answer."""
    names: dict[str, list[str] | None] = {}
    for request in requests:
        data = request.payload.get("data")
        if not isinstance(data, dict):
            continue
        if request.master_type not in names:
            definition = DefinitionRepository(session, tenant_id).get(request.master_type)
            names[request.master_type] = field_names(definition) if definition else None
        fields = names[request.master_type]
        if fields is not None:
            set_committed_value(request, "payload", request.payload | {"data": in_field_order(data, fields)})
    return requests


def _decidable(session: Session, *, principal: Principal, approval_id: str) -> ApprovalRequest:
    """Loads a request locked for a decision and checks who may decide it."""
    request = ApprovalRepository(session, principal.tenant_id).get(approval_id, for_update=True)
    if request is None:
        raise NotFound(f"Approval request {approval_id} not found")
    if principal.role not in STEWARD_ROLES:
        raise Forbidden("Deciding approval requests needs the admin or steward role")
    if request.requested_by == principal.user_id:
        raise Forbidden("You cannot decide your own request: another admin or steward must")
    if request.operation == Operation.DELETE_MASTER and not principal.is_admin:
        raise Forbidden("Deleting a master with its records must be decided by another admin")
    if request.status != ApprovalStatus.PENDING:
        raise Conflict(f"Approval request {approval_id} is already {request.status}")
    return request


def _hold_scope(session: Session, *, tenant_id: str, request: ApprovalRequest) -> None:
    """Takes the definition locks of every master the change may reach before the request's
    record is locked, in the order the direct change takes them (a delete, a rollback that
    deletes and a merge reach the masters that reference this one)."""
    if request.operation in (Operation.DELETE, Operation.BULK_DELETE, Operation.ROLLBACK):
        referrers.hold_removal_scope(session, tenant_id=tenant_id, master_type=request.master_type)
    elif request.operation == Operation.MERGE:
        referrers.hold_referrers(session, tenant_id=tenant_id, master_type=request.master_type)


def _check_still_applies(session: Session, *, principal: Principal, request: ApprovalRequest) -> None:
    """Refuses (409) a change whose master or record moved on since it was requested."""
    definition = DefinitionRepository(session, principal.tenant_id).get(request.master_type, for_share=True)
    if definition is None:
        raise Conflict(f"The change no longer applies: master '{request.master_type}' was deleted")
    if definition.version != request.definition_version:
        raise Conflict(
            f"The change no longer applies: the schema of '{request.master_type}' changed "
            f"(version {request.definition_version} -> {definition.version}) since the request"
        )
    if request.base_version is None or request.record_id is None:
        return
    record = RecordRepository(session, principal.tenant_id).get(
        request.master_type, request.record_id, include_deleted=True, for_update=True
    )
    current = record.version if record is not None else None
    if current != request.base_version:
        raise Conflict(
            f"The change no longer applies: record {request.record_id} changed since the request "
            f"(version {request.base_version} -> {current})"
        )


def list_rows(
    session: Session, *, tenant_id: str, approval_id: str, storage: Storage, skip: int, limit: int
) -> tuple[list[CsvRow], int]:
    """Lists one page of the rows an import request holds back, and how many there are."""
    request = get_request(session, tenant_id=tenant_id, approval_id=approval_id)
    if request.operation != Operation.IMPORT:
        raise NotFound(
            f"Approval request {approval_id} is a {request.operation}, not an import: it has no rows"
        )
    return transfer.stored_rows(storage, tenant_id=tenant_id, payload=request.payload, skip=skip, limit=limit)


def _apply(session: Session, *, actor: records.Actor, request: ApprovalRequest, storage: Storage) -> Any:
    """Applies the held-back change exactly as the direct request would have."""
    payload, master_type = request.payload, request.master_type
    operation = Operation(request.operation)
    match operation:
        case Operation.CREATE:
            return records.create_record(session, actor=actor, master_type=master_type, data=payload["data"])
        case Operation.BULK_DELETE:
            return records.bulk_delete(session, actor=actor, master_type=master_type, ids=payload["ids"])
        case Operation.IMPORT:
            return transfer.apply_approved_import(
                session, actor=actor, master_type=master_type, payload=payload, storage=storage
            )
        case Operation.ROLLBACK:
            return history.rollback(
                session,
                actor=actor,
                master_type=master_type,
                record_id=_target(request),
                history_id=payload["history_id"],
            )
        case Operation.DELETE:
            return records.delete_record(
                session, actor=actor, master_type=master_type, record_id=_target(request)
            )
        case Operation.DELETE_MASTER:
            return definitions.delete_definition(
                session, principal=actor.principal, master_type=master_type, force=True, approved=True
            )
        case Operation.UPDATE | Operation.PATCH:
            return records.replace_record(
                session,
                actor=actor,
                master_type=master_type,
                record_id=_target(request),
                data=payload["data"],
                operation=operation,
            )
        case Operation.MERGE:
            return merging.merge(
                session,
                actor=actor,
                master_type=master_type,
                record_ids=payload["record_ids"],
                survivor_id=payload.get("survivor"),
                picks=payload.get("fields") or {},
            )
        case Operation.UNMERGE:
            raise Conflict("An unmerge is applied directly, never held for approval")
        case _:
            assert_never(operation)


def _target(request: ApprovalRequest) -> str:
    """Returns the id of the record a request changes (every operation on one record has it)."""
    assert request.record_id is not None
    return request.record_id


def _decide(
    session: Session,
    *,
    principal: Principal,
    request: ApprovalRequest,
    status: ApprovalStatus,
    comment: str | None,
) -> None:
    """Records the decision (or the requester's withdrawal) and audits it."""
    request.status = status
    request.decided_by = principal.user_id
    request.decided_at = utcnow()
    request.comment = comment
    session.flush()
    action, kind = _DECISIONS[status]
    approval_event(session, tenant_id=principal.tenant_id, request=request, kind=kind)
    write_entry(
        session,
        principal=principal,
        action=action,
        resource_type="approval",
        resource_id=request.id,
        details={
            "master_type": request.master_type,
            "operation": request.operation,
            "record_id": request.record_id,
            "comment": comment,
        },
    )
