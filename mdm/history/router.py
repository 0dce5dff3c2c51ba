"""`/masters/{master_type}/{id}/history`: a record's changes and rollback."""

from fastapi import APIRouter, Response

from mdm.approvals.responses import HELD_BACK
from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep
from mdm.core.schemas import Page
from mdm.history import service
from mdm.history.schemas import HistoryRead
from mdm.records import service as records
from mdm.records.responses import record_or_request
from mdm.records.schemas import RecordRead
from mdm.users.service import display_names

router = APIRouter(
    prefix="/masters/{master_type}/{record_id}/history", tags=["history"], route_class=GuardedRoute
)


@router.get("", response_model=Page[HistoryRead])
def list_history(
    session: SessionDep, principal: PrincipalDep, page: PageDep, master_type: str, record_id: str
) -> Page[HistoryRead]:
    """Lists a record's changes, newest first, a page at a time (`skip`, `limit`)."""
    entries, total = service.list_history(
        session,
        tenant_id=principal.tenant_id,
        master_type=master_type,
        record_id=record_id,
        skip=page.skip,
        limit=page.limit,
    )
    names = display_names(session, tenant_id=principal.tenant_id, ids=(e.changed_by for e in entries))
    items = [
        HistoryRead.model_validate(e).model_copy(update={"changed_by_name": names.get(e.changed_by or "")})
        for e in entries
    ]
    return Page(items=items, total=total)


@router.post("/{history_id}/rollback", response_model=RecordRead, responses=HELD_BACK)
def rollback(
    session: SessionDep,
    principal: PrincipalDep,
    master_type: str,
    record_id: str,
    history_id: str,
) -> Response:
    """Restores the record to the state of a history entry, as a new version."""
    outcome = service.rollback(
        session,
        actor=records.Actor(principal),
        master_type=master_type,
        record_id=record_id,
        history_id=history_id,
    )
    return record_or_request(outcome)
