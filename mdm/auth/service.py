"""API key business rules: authenticate a request, create, list and revoke keys."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from mdm.auth import keys, repository
from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, NotFound, Unauthorized
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.enums import Role, Scope
from mdm.db.models import ApiKey, User

DEFAULT_LIFETIME = timedelta(days=365)
LAST_USED_GRANULARITY = timedelta(seconds=60)


@dataclass(frozen=True)
class CreatedKey:
    """A newly created key: the stored row and the secret, shown this once."""

    row: ApiKey
    secret: str


@dataclass(frozen=True)
class Authenticated:
    """A verified key: the principal, when the key expires, and whether to record its use."""

    principal: Principal
    expires_at: datetime
    touch: bool


def authenticate(session: Session, *, key_hash: str) -> Authenticated:
    """Resolves a key hash to its principal, or raises Unauthorized."""
    found = repository.find_by_hash(session, key_hash)
    if found is None:
        raise Unauthorized("Invalid API key")
    key, user, tenant = found
    now = utcnow()
    if key.revoked_at is not None:
        raise Unauthorized("API key has been revoked")
    if key.expires_at <= now:
        raise Unauthorized("API key has expired")
    if user.deactivated_at is not None:
        raise Unauthorized("The key's user is deactivated")
    principal = Principal(
        tenant_id=tenant.id,
        plan=tenant.plan,
        user_id=user.id,
        role=Role(user.role),
        api_key_id=key.id,
        scopes=frozenset(Scope(s) for s in key.scopes.split(",")),
    )
    touch = key.last_used_at is None or now - key.last_used_at >= LAST_USED_GRANULARITY
    return Authenticated(principal, key.expires_at, touch)


def touch_key(session: Session, *, key_id: str) -> None:
    """Records that a key was used now."""
    repository.touch_last_used(session, key_id, utcnow())


def create_key(
    session: Session,
    *,
    user: User,
    name: str,
    scopes: Sequence[Scope],
    description: str | None = None,
    expires_at: datetime | None = None,
) -> CreatedKey:
    """Creates a key for a user; the secret is returned once and stored only hashed."""
    if not name.strip():
        raise BadRequest("Key name (its purpose) is required")
    now = utcnow()
    expiry = expires_at or now + DEFAULT_LIFETIME
    if expiry <= now:
        raise BadRequest("Key expiry must be in the future")
    secret = keys.generate_key()
    row = ApiKey(
        id=new_id(),
        user_id=user.id,
        name=name.strip(),
        description=description,
        prefix=keys.display_prefix(secret),
        key_hash=keys.hash_key(secret),
        scopes=",".join(scopes),
        expires_at=expiry,
        created_at=now,
    )
    repository.ApiKeyRepository(session, user.tenant_id).add(row)
    return CreatedKey(row=row, secret=secret)


def list_keys(session: Session, *, tenant_id: str) -> list[ApiKey]:
    """Lists a tenant's keys."""
    return repository.ApiKeyRepository(session, tenant_id).list()


def revoke_key(session: Session, *, key_id: str) -> ApiKey:
    """Revokes a key; later requests with it answer 401."""
    key = repository.find_by_id_any_tenant(session, key_id)
    if key is None:
        raise NotFound(f"API key {key_id} not found")
    if key.revoked_at is None:
        key.revoked_at = utcnow()
        session.flush()
    return key
