"""What admins do in the console, over the auth, users and sessions services, each audited."""

from collections.abc import Sequence
from datetime import UTC, date, datetime, time

from sqlalchemy.orm import Session

from mdm.audit.service import write_entry
from mdm.auth import service as keys
from mdm.auth.principal import Principal
from mdm.auth.repository import ApiKeyRepository
from mdm.core.errors import BadRequest, Conflict, NotFound
from mdm.db.enums import Scope
from mdm.db.models import ApiKey, User
from mdm.sessions import service as sessions
from mdm.users import service as users
from mdm.users.repository import UserRepository


def tenant_user(session: Session, *, tenant_id: str, user_id: str) -> User:
    """One of the tenant's users by id (another tenant's answers 404)."""
    user = UserRepository(session, tenant_id).first(User.id == user_id)
    if user is None:
        raise NotFound(f"User {user_id} not found")
    return user


def create_key(
    session: Session,
    *,
    admin: Principal,
    owner_id: str,
    name: str,
    description: str,
    scopes: Sequence[str],
    expires: date | None,
) -> keys.CreatedKey:
    """Creates a key for one of the tenant's users (the secret is returned once), audited."""
    if not scopes:
        raise BadRequest("Choose at least one scope: read, write or delete")
    owner = tenant_user(session, tenant_id=admin.tenant_id, user_id=owner_id)
    if owner.deactivated_at is not None:
        raise Conflict(f"{owner.email} is deactivated: reactivate them before giving them a key")
    expires_at = datetime.combine(expires, time.max, tzinfo=UTC) if expires else None
    created = keys.create_key(
        session,
        user=owner,
        name=name,
        scopes=[Scope(s) for s in scopes],
        description=description.strip() or None,
        expires_at=expires_at,
    )
    details = {"name": created.row.name, "owner": owner.email, "scopes": created.row.scopes}
    write_entry(
        session,
        principal=admin,
        action="api_key.create",
        resource_type="api_key",
        resource_id=created.row.id,
        status_code=201,
        details=details,
    )
    return created


def revoke_key(session: Session, *, admin: Principal, key_id: str) -> ApiKey:
    """Revokes one of the tenant's keys (requests with it answer 401 from then on), audited."""
    key = ApiKeyRepository(session, admin.tenant_id).get(key_id)
    if key is None:
        raise NotFound(f"API key {key_id} not found")
    if key.revoked_at is None:
        keys.revoke_key(session, key_id=key.id)
        write_entry(
            session,
            principal=admin,
            action="api_key.revoke",
            resource_type="api_key",
            resource_id=key.id,
            details={"name": key.name, "prefix": key.prefix},
        )
    return key


def invite_user(session: Session, *, admin: Principal, email: str, name: str, role: str) -> tuple[User, str]:
    """Creates a user and a one-time link (24 h) where they choose their password, audited."""
    if not name.strip():
        raise BadRequest("Name is required")
    user = users.create_user(
        session, tenant_id=admin.tenant_id, email=email.strip(), name=name.strip(), role=role
    )
    token = sessions.create_link(session, user=user)
    details = {"email": user.email, "role": user.role}
    write_entry(
        session,
        principal=admin,
        action="user.create",
        resource_type="user",
        resource_id=user.id,
        status_code=201,
        details=details,
    )
    return user, token


def password_link(session: Session, *, admin: Principal, user_id: str) -> tuple[User, str]:
    """A new one-time password link for a user (earlier ones stop working), audited."""
    user = tenant_user(session, tenant_id=admin.tenant_id, user_id=user_id)
    token = sessions.create_link(session, user=user)
    write_entry(
        session,
        principal=admin,
        action="user.password_link",
        resource_type="user",
        resource_id=user.id,
        details={"email": user.email},
    )
    return user, token


def change_role(session: Session, *, admin: Principal, user_id: str, role: str) -> User:
    """Gives a user another role, audited; an admin cannot demote themselves."""
    user = tenant_user(session, tenant_id=admin.tenant_id, user_id=user_id)
    if user.id == admin.user_id and role != user.role:
        raise Conflict("You cannot change your own role: ask another admin")
    before = user.role
    users.set_role(session, tenant_id=admin.tenant_id, email=user.email, role=role)
    write_entry(
        session,
        principal=admin,
        action="user.set_role",
        resource_type="user",
        resource_id=user.id,
        details={"email": user.email, "before": before, "after": role},
    )
    return user


def set_active(session: Session, *, admin: Principal, user_id: str, active: bool) -> User:
    """Deactivates a user (their sessions end, their keys stop working) or reactivates them."""
    user = tenant_user(session, tenant_id=admin.tenant_id, user_id=user_id)
    if user.id == admin.user_id and not active:
        raise Conflict("You cannot deactivate yourself: ask another admin")
    users.set_active(session, tenant_id=admin.tenant_id, email=user.email, active=active)
    ended = 0 if active else sessions.end_sessions(session, tenant_id=admin.tenant_id, user_id=user.id)
    write_entry(
        session,
        principal=admin,
        action="user.reactivate" if active else "user.deactivate",
        resource_type="user",
        resource_id=user.id,
        details={"email": user.email, "sessions_ended": ended},
    )
    return user


def tenant_users(session: Session, *, tenant_id: str) -> list[User]:
    """Every user of the tenant, for the users page and the owner and user pickers."""
    found, _total = users.list_users(session, tenant_id=tenant_id, skip=0, limit=10_000)
    return found
