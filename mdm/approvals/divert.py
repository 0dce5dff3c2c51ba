"""Holding changes back: turns a change to a governed master into a pending request."""

from typing import Any

from sqlalchemy.orm import Session

from mdm.approvals.repository import ApprovalRepository
from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.enums import ApprovalStatus, Operation
from mdm.db.models import ApprovalRequest, MasterDefinition
from mdm.events import service as events


def open_request(
    session: Session,
    *,
    principal: Principal,
    definition: MasterDefinition,
    operation: Operation,
    payload: dict[str, Any],
    record_id: str | None = None,
    base_version: int | None = None,
) -> ApprovalRequest:
    """Stores a pending request for a change instead of applying it."""
    request = ApprovalRequest(
        id=new_id(),
        master_type=definition.master_type,
        record_id=record_id,
        operation=operation,
        status=ApprovalStatus.PENDING,
        payload=payload,
        base_version=base_version,
        definition_version=definition.version,
        requested_by=principal.user_id,
        requested_at=utcnow(),
    )
    ApprovalRepository(session, principal.tenant_id).add(request)
    write_entry(
        session,
        principal=principal,
        action="approval.create",
        resource_type="approval",
        resource_id=request.id,
        status_code=202,
        details={"master_type": definition.master_type, "operation": operation, "record_id": record_id},
    )
    approval_event(session, tenant_id=principal.tenant_id, request=request, kind="requested")
    return request


def approval_event(session: Session, *, tenant_id: str, request: ApprovalRequest, kind: str) -> None:
    """Writes the change event of an approval request (`mdm.approval.<kind>`)."""
    events.emit(
        session,
        tenant_id=tenant_id,
        type_=events.APPROVAL + kind,
        subject=f"approvals/{request.id}",
        master_type=request.master_type,
        data={
            "approval_id": request.id,
            "master_type": request.master_type,
            "record_id": request.record_id,
            "operation": request.operation,
            "status": request.status,
            "requested_by": request.requested_by,
            "decided_by": request.decided_by,
            "comment": request.comment,
        },
    )
