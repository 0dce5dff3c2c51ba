"""First start: a default tenant, an admin user, a one-time admin key and a password link."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from mdm.auth import service as auth_service
from mdm.db.enums import Role, Scope
from mdm.sessions import service as sessions
from mdm.tenants import repository, service
from mdm.users import service as users_service

DEFAULT_TENANT = "default"
ADMIN_EMAIL = "admin@localhost"


@dataclass(frozen=True)
class Bootstrapped:
    """What the first start created."""

    tenant_name: str
    admin_email: str
    key: str
    expires_at: datetime
    password_token: str  # a one-time link (24 h) where the admin chooses a console password


def bootstrap_if_empty(session: Session) -> Bootstrapped | None:
    """Creates the default tenant, admin and key when no tenant exists yet."""
    if repository.count(session) > 0:
        return None
    tenant = service.create_tenant(session, name=DEFAULT_TENANT, plan="enterprise")
    admin = users_service.create_user(
        session, tenant_id=tenant.id, email=ADMIN_EMAIL, name="Administrator", role=Role.ADMIN
    )
    created = auth_service.create_key(session, user=admin, name="bootstrap admin key", scopes=list(Scope))
    token = sessions.create_link(session, user=admin)
    return Bootstrapped(tenant.name, admin.email, created.secret, created.row.expires_at, token)
