"""`/users`: the tenant's users (admin only)."""

from fastapi import APIRouter

from mdm.auth.deps import AdminDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep
from mdm.core.schemas import Page
from mdm.users import service
from mdm.users.schemas import UserRead

router = APIRouter(prefix="/users", tags=["users"], route_class=GuardedRoute)


@router.get("", response_model=Page[UserRead])
def list_users(session: SessionDep, admin: AdminDep, page: PageDep) -> Page[UserRead]:
    """Lists the users of the caller's tenant."""
    users, total = service.list_users(session, tenant_id=admin.tenant_id, skip=page.skip, limit=page.limit)
    return Page(items=[UserRead.model_validate(u) for u in users], total=total)
