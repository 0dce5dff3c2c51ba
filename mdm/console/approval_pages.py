"""The approvals inbox: requests I may decide, shown as a difference against the record's
current state, with approve and reject; my own requests, with withdraw."""

from typing import Annotated, Any

from fastapi import APIRouter, Form, Query, Request, Response

from mdm.auth.deps import STEWARD_ROLES
from mdm.console.web import PREFIX, ActingDep, ConsoleRoute, SignedInDep, redirect, render
from mdm.core.deps import SessionDep, SettingsDep
from mdm.db.enums import ApprovalStatus, Operation
from mdm.db.models import ApprovalRequest
from mdm.files.storage import storage_for
from mdm.review import service as review
from mdm.review.service import Standing
from mdm.users.service import display_names

router = APIRouter(prefix=f"{PREFIX}/approvals", route_class=ConsoleRoute, include_in_schema=False)
INBOX = 100  # requests listed per section
Comment = Annotated[str, Form(max_length=4000)]
NOTICES = {
    "approved": "Approved: the change was applied.",
    "rejected": "Rejected: nothing was applied.",
    "withdrawn": "Withdrawn: nothing was applied.",
}


def _rows(
    requests: list[ApprovalRequest], standing: dict[str, Standing], names: dict[str, str]
) -> list[dict[str, Any]]:
    """Requests as the inbox shows them, each with its field-by-field difference."""
    shown = []
    for request in requests:
        now = standing[request.id]
        proposed = request.payload.get("data") if isinstance(request.payload.get("data"), dict) else None
        pending = request.status == ApprovalStatus.PENDING
        # A pending change is shown against the record as it stands; a decided one as it was asked.
        fields = now.changed_fields if pending else list(proposed or {})
        diff = [
            {
                "field": name,
                "current": (now.current or {}).get(name),
                "proposed": None if request.operation == Operation.DELETE else (proposed or {}).get(name),
            }
            for name in fields
        ]
        shown.append(
            {
                "request": request,
                "pending": pending,
                "who": names.get(request.requested_by, request.requested_by),
                "decider": names.get(request.decided_by or "", ""),
                "diff": diff,
                "rows": (request.payload.get("file") or {}).get("rows"),
                "ids": len(request.payload.get("ids") or []),
            }
        )
    return shown


@router.get("")
def inbox(
    request: Request,
    session: SessionDep,
    user: SignedInDep,
    master_type: Annotated[str, Query(max_length=63)] = "",
    operation: Annotated[str, Query(max_length=20)] = "",
    notice: str = "",
) -> Response:
    """Requests to decide (stewards and admins) and my own requests."""
    tenant_id = user.principal.tenant_id
    on_master, of_kind = master_type.strip() or None, operation or None
    steward = user.principal.role in STEWARD_ROLES
    to_decide: list[ApprovalRequest] = []
    if steward:
        to_decide, _total = review.list_requests(
            session,
            principal=user.principal,
            status=ApprovalStatus.PENDING,
            requested_by=None,
            skip=0,
            limit=INBOX,
            decidable=True,
            master_type=on_master,
            operation=of_kind,
        )
    mine, _total = review.list_requests(
        session,
        principal=user.principal,
        status=None,
        requested_by="me",
        skip=0,
        limit=INBOX,
        master_type=on_master,
        operation=of_kind,
    )
    standing = review.standings(session, tenant_id=tenant_id, requests=[*to_decide, *mine])
    people = (p for r in (*to_decide, *mine) for p in (r.requested_by, r.decided_by))
    names = display_names(session, tenant_id=tenant_id, ids=people)
    context = {
        "steward": steward,
        "to_decide": _rows(to_decide, standing, names),
        "mine": _rows(mine, standing, names),
        "filters": {"master_type": master_type, "operation": operation},
        "operations": list(Operation),
        "notice": NOTICES.get(notice),
    }
    return render(request, "approvals.html", context)


@router.post("/{approval_id}/approve")
def approve(
    session: SessionDep, settings: SettingsDep, user: ActingDep, approval_id: str, comment: Comment = ""
) -> Response:
    """Approves a request and applies its change."""
    review.approve(
        session,
        principal=user.principal,
        approval_id=approval_id,
        comment=comment.strip() or None,
        storage=storage_for(settings),
    )
    return redirect("/approvals?notice=approved")


@router.post("/{approval_id}/reject")
def reject(session: SessionDep, user: ActingDep, approval_id: str, comment: Comment = "") -> Response:
    """Rejects a request with a comment."""
    review.reject(session, principal=user.principal, approval_id=approval_id, comment=comment.strip() or None)
    return redirect("/approvals?notice=rejected")


@router.post("/{approval_id}/withdraw")
def withdraw(session: SessionDep, user: ActingDep, approval_id: str) -> Response:
    """Withdraws my own pending request."""
    review.withdraw(session, principal=user.principal, approval_id=approval_id, comment=None)
    return redirect("/approvals?notice=withdrawn")
