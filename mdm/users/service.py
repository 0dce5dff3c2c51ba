"""User business rules."""

import re

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


def list_users(session: Session, *, tenant_id: str, skip: int, limit: int) -> tuple[list[User], int]:
    """Lists a tenant's users, one page at a time."""
    return UserRepository(session, tenant_id).page(skip=skip, limit=limit)
