"""User business rules."""

import re
from collections.abc import Iterable

from sqlalchemy.orm import Session

from mdm.auth.principal import ROLES
from mdm.core.errors import BadRequest, Conflict, NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.models import User
from mdm.users.repository import UserRepository

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")


def create_user(session: Session, *, tenant_id: str, email: str, name: str, role: str) -> User:
    """Creates a user in a tenant."""
    if role not in ROLES:
        raise BadRequest(f"Unknown role '{role}': use one of {', '.join(ROLES)}")
    if not _EMAIL.match(email):
        raise BadRequest(f"'{email}' is not an email address")
    repo = UserRepository(session, tenant_id)
    if repo.get_by_email(email) is not None:
        raise Conflict(f"User '{email}' already exists in this tenant")
    user = User(id=new_id(), email=email, name=name, role=role, created_at=utcnow())
    return repo.add(user)


def get_user_by_email(session: Session, *, tenant_id: str, email: str) -> User:
    """Returns a tenant's user by email or raises NotFound."""
    user = UserRepository(session, tenant_id).get_by_email(email)
    if user is None:
        raise NotFound(f"User '{email}' not found in this tenant")
    return user


def display_names(session: Session, *, tenant_id: str, ids: Iterable[str | None]) -> dict[str, str]:
    """Maps the given ids of the tenant's users to their display names (ids of no user of the
    tenant are left out), in one query whatever the number of ids."""
    wanted = sorted({i for i in ids if i})
    return UserRepository(session, tenant_id).names(wanted) if wanted else {}


def list_users(session: Session, *, tenant_id: str, skip: int, limit: int) -> tuple[list[User], int]:
    """Lists a tenant's users, one page at a time."""
    return UserRepository(session, tenant_id).page(skip=skip, limit=limit)


def set_role(session: Session, *, tenant_id: str, email: str, role: str) -> User:
    """Gives a tenant's user another role."""
    if role not in ROLES:
        raise BadRequest(f"Unknown role '{role}': use one of {', '.join(ROLES)}")
    user = get_user_by_email(session, tenant_id=tenant_id, email=email)
    user.role = role
    session.flush()
    return user


def set_active(session: Session, *, tenant_id: str, email: str, active: bool) -> User:
    """Deactivates a user (their keys answer 401 from then on) or reactivates them."""
    user = get_user_by_email(session, tenant_id=tenant_id, email=email)
    if active:
        user.deactivated_at = None
    elif user.deactivated_at is None:
        user.deactivated_at = utcnow()
    session.flush()
    return user
