"""Console sign-in rules: sign in and out, resolve a cookie, choose a password by a link.

A session lasts at most `ABSOLUTE` and ends after `IDLE` without a request; signing out,
deactivating the user or choosing a new password ends it at once (it is a row, not a token)."""

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.enums import Role, Scope
from mdm.db.models import PasswordLink, Tenant, User, UserSession
from mdm.sessions import passwords, repository
from mdm.sessions.repository import PasswordLinkRepository, SessionRepository

IDLE = timedelta(hours=8)
ABSOLUTE = timedelta(days=7)
LINK_LIFETIME = timedelta(hours=24)
SEEN_GRANULARITY = timedelta(seconds=60)  # how often a session's last use is written
WRONG = "Wrong e-mail address or password"


@dataclass(frozen=True)
class SignedIn:
    """A browser's signed-in user, as the console sees them."""

    principal: Principal
    session_id: str
    csrf: str
    name: str
    email: str
    tenant_name: str
    touch: bool = False  # the last use is old enough to be written again


@dataclass(frozen=True)
class NewSession:
    """A session just started: the cookie's secret (sent once) and who signed in."""

    token: str
    signed_in: SignedIn


@dataclass(frozen=True)
class SignInFailure:
    """Why a sign-in failed, in words safe to show (they never tell which part was wrong)."""

    detail: str
    ask_tenant: bool = False  # the address is a user in several tenants: the form asks which


def token_hash(token: str) -> str:
    """The SHA-256 under which a session or link secret is stored (256 random bits: a fast
    hash suffices, there is nothing to guess)."""
    return hashlib.sha256(token.encode()).hexdigest()


def console_principal(user: User, *, tenant: Tenant) -> Principal:
    """The principal of a signed-in user: their role, every scope (a person is not a key)."""
    return Principal(
        tenant_id=tenant.id,
        plan=tenant.plan,
        user_id=user.id,
        role=Role(user.role),
        api_key_id="",
        scopes=frozenset(Scope),
    )


def _signed_in(row: UserSession, user: User, tenant: Tenant, *, touch: bool = False) -> SignedIn:
    """The console's view of a session row."""
    principal = console_principal(user, tenant=tenant)
    return SignedIn(principal, row.id, row.csrf_token, user.name, user.email, tenant.name, touch)


def sign_in(
    session: Session, *, email: str, password: str, tenant: str, ip: str | None, user_agent: str | None
) -> NewSession | SignInFailure:
    """Checks a password and starts a session; a failure is audited in the account's tenant.
    An address that is a user in several tenants must name the tenant."""
    found = repository.accounts(session, email.strip())
    if tenant.strip():
        found = [(u, t) for u, t in found if t.name == tenant.strip()]
    if len(found) > 1:
        # Only someone who knows one of the passwords learns that the address is in several.
        if not any(passwords.verify(u.password_hash, password) for u, _t in found):
            return SignInFailure(WRONG)
        return SignInFailure(
            "This email address is a user in several tenants: enter the tenant", ask_tenant=True
        )
    user, owner = found[0] if found else (None, None)
    # Verified even for an unknown address (against a dummy hash): the time tells nothing.
    matches = passwords.verify(user.password_hash if user else None, password)
    if user is None or owner is None or not matches:
        if user is not None and owner is not None:
            _audit(session, user, owner, action="session.sign_in_failed", status_code=401)
        return SignInFailure(WRONG)
    if user.deactivated_at is not None:
        _audit(session, user, owner, action="session.sign_in_failed", status_code=403)
        return SignInFailure("This account is deactivated: ask an administrator")
    now = utcnow()
    if user.password_hash and passwords.needs_rehash(user.password_hash):
        user.password_hash = passwords.hash_password(password)
    user.last_sign_in_at = now
    token = secrets.token_urlsafe(32)
    row = UserSession(
        id=new_id(),
        user_id=user.id,
        token_hash=token_hash(token),
        csrf_token=secrets.token_urlsafe(32),
        ip=(ip or "")[:64] or None,
        user_agent=(user_agent or "")[:300] or None,
        created_at=now,
        last_seen_at=now,
        expires_at=now + ABSOLUTE,
    )
    SessionRepository(session, owner.id).add(row)
    _audit(session, user, owner, action="session.sign_in", resource_id=row.id)
    return NewSession(token, _signed_in(row, user, owner))


def _audit(
    session: Session,
    user: User,
    tenant: Tenant,
    *,
    action: str,
    resource_id: str | None = None,
    status_code: int = 200,
) -> None:
    """Audits a sign-in event as the user it concerns."""
    write_entry(
        session,
        principal=console_principal(user, tenant=tenant),
        action=action,
        resource_type="session",
        resource_id=resource_id or user.id,
        status_code=status_code,
        details={"email": user.email},
    )


def resolve(session: Session, *, token: str, now: datetime | None = None) -> SignedIn | None:
    """Returns who a session cookie belongs to, or None when it is unknown or has ended
    (signed out, idle past `IDLE`, older than `ABSOLUTE`, or its user deactivated)."""
    found = repository.find_session(session, token_hash(token))
    if found is None:
        return None
    row, user, tenant = found
    now = now or utcnow()
    if (
        row.ended_at is not None
        or row.expires_at <= now
        or row.last_seen_at + IDLE <= now
        or user.deactivated_at is not None
    ):
        return None
    return _signed_in(row, user, tenant, touch=now - row.last_seen_at >= SEEN_GRANULARITY)


def touch(session: Session, *, session_id: str) -> None:
    """Records that a session was used now (it stays alive for another `IDLE`)."""
    repository.touch(session, session_id, utcnow())


def sign_out(session: Session, *, signed_in: SignedIn) -> None:
    """Ends one session, audited."""
    found = repository.find_session_by_id(session, signed_in.session_id)
    if found is None:
        return
    row, user, tenant = found
    if row.ended_at is None:
        row.ended_at = utcnow()
        _audit(session, user, tenant, action="session.sign_out", resource_id=row.id)
        session.flush()


def end_sessions(session: Session, *, tenant_id: str, user_id: str) -> int:
    """Ends every open session of a user (deactivation, a new password)."""
    return SessionRepository(session, tenant_id).end_for_user(user_id, utcnow())


def create_link(session: Session, *, user: User, now: datetime | None = None) -> str:
    """Makes a one-time link token (valid `LINK_LIFETIME`) for a user to choose a password;
    earlier unused links of the user stop working."""
    now = now or utcnow()
    links = PasswordLinkRepository(session, user.tenant_id)
    links.end_for_user(user.id, now)
    token = secrets.token_urlsafe(32)
    links.add(
        PasswordLink(
            id=new_id(),
            user_id=user.id,
            token_hash=token_hash(token),
            created_at=now,
            expires_at=now + LINK_LIFETIME,
        )
    )
    return token


def link_user(session: Session, *, token: str) -> User:
    """Returns the user a password link is for, or NotFound when it is unknown, used or expired."""
    found = repository.find_link(session, token_hash(token))
    if found is None or found[0].used_at is not None or found[0].expires_at <= utcnow():
        raise NotFound("This link is unknown, used or expired: ask an administrator for a new one")
    if found[1].deactivated_at is not None:
        raise NotFound("This account is deactivated: ask an administrator")
    return found[1]


def use_link(session: Session, *, token: str, password: str, repeated: str) -> User:
    """Sets the password a link was made for and spends the link."""
    user = link_user(session, token=token)
    set_password(session, user=user, password=password, repeated=repeated)
    PasswordLinkRepository(session, user.tenant_id).end_for_user(user.id, utcnow())
    return user


def set_password(session: Session, *, user: User, password: str, repeated: str | None = None) -> None:
    """Gives a user a new password; their open sessions end."""
    if repeated is not None and repeated != password:
        raise BadRequest("The two passwords differ")
    user.password_hash = passwords.hash_password(password)
    end_sessions(session, tenant_id=user.tenant_id, user_id=user.id)
    session.flush()
