"""`/approvals`: listing and deciding the changes held back on governed masters."""

from typing import Annotated

from fastapi import APIRouter, Body, Query
from sqlalchemy.orm import Session

from mdm.approvals.schemas import ApprovalRead, Decision, ImportRow
from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep, SettingsDep
from mdm.core.schemas import Page
from mdm.db.models import ApprovalRequest
from mdm.files.storage import storage_for
from mdm.review import service
from mdm.users.service import display_names

router = APIRouter(prefix="/approvals", tags=["approvals"], route_class=GuardedRoute)
DecisionBody = Annotated[Decision | None, Body()]


@router.get("", response_model=Page[ApprovalRead])
def list_requests(
    session: SessionDep,
    principal: PrincipalDep,
    page: PageDep,
    status: Annotated[str | None, Query(description="pending, approved, rejected or withdrawn")] = None,
    requested_by: Annotated[str | None, Query(description="'me' or a user id")] = None,
    master_type: Annotated[str | None, Query(description="requests on one master")] = None,
    operation: Annotated[str | None, Query(description="create, update, patch, delete, ...")] = None,
) -> Page[ApprovalRead]:
    """Lists approval requests, newest first, each beside its record's current state."""
    items, total = service.list_requests(
        session,
        principal=principal,
        status=status,
        requested_by=requested_by,
        skip=page.skip,
        limit=page.limit,
        master_type=master_type,
        operation=operation,
    )
    return Page(items=_read(session, principal.tenant_id, items), total=total)


def _read(session: Session, tenant_id: str, items: list[ApprovalRequest]) -> list[ApprovalRead]:
    """Requests as answered: with `current`, `changed_fields` and the people's names."""
    standing = service.standings(session, tenant_id=tenant_id, requests=items)
    people = (p for i in items for p in (i.requested_by, i.decided_by))
    names = display_names(session, tenant_id=tenant_id, ids=people)
    return [
        ApprovalRead.model_validate(i).model_copy(
            update={
                "current": standing[i.id].current,
                "changed_fields": standing[i.id].changed_fields,
                "requested_by_name": names.get(i.requested_by),
                "decided_by_name": names.get(i.decided_by or ""),
            }
        )
        for i in items
    ]


@router.get("/{approval_id}", response_model=ApprovalRead)
def get_request(session: SessionDep, principal: PrincipalDep, approval_id: str) -> ApprovalRead:
    """Gets one approval request, beside its record's current state."""
    request = service.get_request(session, tenant_id=principal.tenant_id, approval_id=approval_id)
    return _read(session, principal.tenant_id, [request])[0]


@router.get("/{approval_id}/rows", response_model=Page[ImportRow])
def list_rows(
    session: SessionDep, principal: PrincipalDep, settings: SettingsDep, page: PageDep, approval_id: str
) -> Page[ImportRow]:
    """Lists the rows of an import request, a page at a time, with their CSV row numbers."""
    rows, total = service.list_rows(
        session,
        tenant_id=principal.tenant_id,
        approval_id=approval_id,
        storage=storage_for(settings),
        skip=page.skip,
        limit=page.limit,
    )
    return Page(items=[ImportRow(row=r.number, values=r.values) for r in rows], total=total)


@router.post("/{approval_id}/approve", response_model=ApprovalRead)
def approve(
    session: SessionDep,
    principal: PrincipalDep,
    settings: SettingsDep,
    approval_id: str,
    body: DecisionBody = None,
) -> ApprovalRead:
    """Approves a pending request and applies its change."""
    request = service.approve(
        session,
        principal=principal,
        approval_id=approval_id,
        comment=body.comment if body else None,
        storage=storage_for(settings),
    )
    return _read(session, principal.tenant_id, [request])[0]


@router.post("/{approval_id}/reject", response_model=ApprovalRead)
def reject(
    session: SessionDep, principal: PrincipalDep, approval_id: str, body: DecisionBody = None
) -> ApprovalRead:
    """Rejects a pending request with a reason."""
    request = service.reject(
        session, principal=principal, approval_id=approval_id, comment=body.comment if body else None
    )
    return _read(session, principal.tenant_id, [request])[0]


@router.post("/{approval_id}/withdraw", response_model=ApprovalRead)
def withdraw(
    session: SessionDep, principal: PrincipalDep, approval_id: str, body: DecisionBody = None
) -> ApprovalRead:
    """Withdraws the caller's own pending request (only its requester may)."""
    request = service.withdraw(
        session, principal=principal, approval_id=approval_id, comment=body.comment if body else None
    )
    return _read(session, principal.tenant_id, [request])[0]
