"""`/approvals`: listing and deciding the changes held back on governed masters."""

from typing import Annotated

from fastapi import APIRouter, Body, Query

from mdm.approvals.schemas import ApprovalRead, Decision, ImportRow
from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep, SettingsDep
from mdm.core.schemas import Page
from mdm.files.storage import storage_for
from mdm.review import service

router = APIRouter(prefix="/approvals", tags=["approvals"], route_class=GuardedRoute)
DecisionBody = Annotated[Decision | None, Body()]


@router.get("", response_model=Page[ApprovalRead])
def list_requests(
    session: SessionDep,
    principal: PrincipalDep,
    page: PageDep,
    status: Annotated[str | None, Query(description="pending, approved, rejected or withdrawn")] = None,
    requested_by: Annotated[str | None, Query(description="'me' or a user id")] = None,
) -> Page[ApprovalRead]:
    """Lists approval requests, newest first."""
    items, total = service.list_requests(
        session,
        principal=principal,
        status=status,
        requested_by=requested_by,
        skip=page.skip,
        limit=page.limit,
    )
    return Page(items=[ApprovalRead.model_validate(i) for i in items], total=total)


@router.get("/{approval_id}", response_model=ApprovalRead)
def get_request(session: SessionDep, principal: PrincipalDep, approval_id: str) -> ApprovalRead:
    """Gets one approval request."""
    request = service.get_request(session, tenant_id=principal.tenant_id, approval_id=approval_id)
    return ApprovalRead.model_validate(request)


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
    return ApprovalRead.model_validate(request)


@router.post("/{approval_id}/reject", response_model=ApprovalRead)
def reject(
    session: SessionDep, principal: PrincipalDep, approval_id: str, body: DecisionBody = None
) -> ApprovalRead:
    """Rejects a pending request with a reason."""
    request = service.reject(
        session, principal=principal, approval_id=approval_id, comment=body.comment if body else None
    )
    return ApprovalRead.model_validate(request)


@router.post("/{approval_id}/withdraw", response_model=ApprovalRead)
def withdraw(
    session: SessionDep, principal: PrincipalDep, approval_id: str, body: DecisionBody = None
) -> ApprovalRead:
    """Withdraws the caller's own pending request (only its requester may)."""
    request = service.withdraw(
        session, principal=principal, approval_id=approval_id, comment=body.comment if body else None
    )
    return ApprovalRead.model_validate(request)
