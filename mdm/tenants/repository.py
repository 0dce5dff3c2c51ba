"""SQL for tenants (operator-level: tenants are the scope, not scoped)."""

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from mdm.db.models import Tenant


def add(session: Session, tenant: Tenant) -> Tenant:
    """Stores a new tenant."""
    session.add(tenant)
    session.flush()
    return tenant


def get_by_name(session: Session, name: str) -> Tenant | None:
    """Returns the tenant with this name."""
    return session.scalars(select(Tenant).where(Tenant.name == name)).first()


def list_all(session: Session) -> list[Tenant]:
    """Lists all tenants by name."""
    return list(session.scalars(select(Tenant).order_by(Tenant.name)))


def count(session: Session) -> int:
    """Counts tenants."""
    return session.scalar(select(func.count()).select_from(Tenant)) or 0
