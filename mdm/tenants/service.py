"""Tenant administration for the operator's command line."""

from sqlalchemy.orm import Session

from mdm.core.errors import BadRequest, Conflict, NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.models import Tenant
from mdm.ratelimit.plans import PLANS
from mdm.tenants import repository


def create_tenant(session: Session, *, name: str, plan: str) -> Tenant:
    """Creates a tenant on a plan."""
    if plan not in PLANS:
        raise BadRequest(f"Unknown plan '{plan}': use one of {', '.join(PLANS)}")
    if not name.strip():
        raise BadRequest("Tenant name must not be empty")
    if repository.get_by_name(session, name) is not None:
        raise Conflict(f"Tenant '{name}' already exists")
    tenant = Tenant(id=new_id(), name=name.strip(), plan=plan, created_at=utcnow())
    return repository.add(session, tenant)


def get_tenant(session: Session, *, name: str) -> Tenant:
    """Returns a tenant by name or raises NotFound."""
    tenant = repository.get_by_name(session, name)
    if tenant is None:
        raise NotFound(f"Tenant '{name}' not found")
    return tenant


def list_tenants(session: Session) -> list[Tenant]:
    """Lists all tenants."""
    return repository.list_all(session)
