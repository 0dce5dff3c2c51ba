"""`/audit/logs`: who did what (admin only)."""

from typing import Annotated

from fastapi import APIRouter, Query

from mdm.audit import service
from mdm.audit.schemas import AuditLogRead
from mdm.auth.deps import AdminDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep
from mdm.core.schemas import Page
from mdm.users.service import display_names

router = APIRouter(prefix="/audit", tags=["audit"], route_class=GuardedRoute)


@router.get("/logs", response_model=Page[AuditLogRead])
def list_audit_logs(
    session: SessionDep,
    admin: AdminDep,
    page: PageDep,
    start_date: Annotated[str | None, Query(description="ISO date (whole day) or datetime")] = None,
    end_date: Annotated[str | None, Query(description="ISO date (whole day) or datetime")] = None,
    user_id: str | None = None,
    action: Annotated[str | None, Query(description="e.g. record.create")] = None,
    resource_type: Annotated[str | None, Query(description="e.g. record, api_key, session")] = None,
    resource_id: str | None = None,
) -> Page[AuditLogRead]:
    """Lists the tenant's audit entries, newest first."""
    entries, total = service.list_entries(
        session,
        tenant_id=admin.tenant_id,
        start_date=start_date,
        end_date=end_date,
        user_id=user_id,
        action=action,
        skip=page.skip,
        limit=page.limit,
        resource_type=resource_type,
        resource_id=resource_id,
    )
    names = display_names(session, tenant_id=admin.tenant_id, ids=(e.user_id for e in entries))
    items = [
        AuditLogRead.model_validate(e).model_copy(update={"user_name": names.get(e.user_id or "")})
        for e in entries
    ]
    return Page(items=items, total=total)
