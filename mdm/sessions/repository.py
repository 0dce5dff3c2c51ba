"""SQL for console sessions and password links. Lookups by a secret's hash and by e-mail at
sign-in span tenants (that is how a browser finds its tenant); everything else is scoped."""

from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from mdm.db.models import PasswordLink, Tenant, User, UserSession
from mdm.db.repository import TenantRepository

MAX_ACCOUNTS = 20  # tenants one e-mail address is looked up in at sign-in


def find_session(session: Session, token_hash: str) -> tuple[UserSession, User, Tenant] | None:
    """Returns the session with its user and tenant for a cookie's hash, whatever its state."""
    stmt = (
        select(UserSession, User, Tenant)
        .join(User, User.id == UserSession.user_id)
        .join(Tenant, Tenant.id == UserSession.tenant_id)
        .where(UserSession.token_hash == token_hash)
    )
    return session.execute(stmt).tuples().first()


def find_link(session: Session, token_hash: str) -> tuple[PasswordLink, User] | None:
    """Returns a password link with its user for a token's hash, whatever its state."""
    stmt = (
        select(PasswordLink, User)
        .join(User, User.id == PasswordLink.user_id)
        .where(PasswordLink.token_hash == token_hash)
    )
    return session.execute(stmt).tuples().first()


def accounts(session: Session, email: str) -> list[tuple[User, Tenant]]:
    """Returns the users with this e-mail address in every tenant (sign-in names no tenant)."""
    stmt = (
        select(User, Tenant)
        .join(Tenant, Tenant.id == User.tenant_id)
        .where(func.lower(User.email) == email.lower())
        .order_by(Tenant.name)
        .limit(MAX_ACCOUNTS)
    )
    return list(session.execute(stmt).tuples())


def touch(session: Session, session_id: str, when: datetime) -> None:
    """Records that a session was used now."""
    session.execute(update(UserSession).where(UserSession.id == session_id).values(last_seen_at=when))


class SessionRepository(TenantRepository[UserSession]):
    """Tenant-scoped access to console sessions."""

    model = UserSession

    def add(self, row: UserSession) -> UserSession:
        """Stores a new session of this tenant."""
        return self.create(row)

    def end_for_user(self, user_id: str, when: datetime) -> int:
        """Ends every open session of one of this tenant's users; returns how many."""
        stmt = (
            update(UserSession)
            .where(*self.scoped(UserSession.user_id == user_id, UserSession.ended_at.is_(None)))
            .values(ended_at=when)
        )
        return int(self.session.execute(stmt).rowcount or 0)  # type: ignore[attr-defined]


class PasswordLinkRepository(TenantRepository[PasswordLink]):
    """Tenant-scoped access to one-time password links."""

    model = PasswordLink

    def add(self, row: PasswordLink) -> PasswordLink:
        """Stores a new link of this tenant."""
        return self.create(row)

    def end_for_user(self, user_id: str, when: datetime) -> None:
        """Spends every unused link of one of this tenant's users (a newer one replaces them)."""
        stmt = (
            update(PasswordLink)
            .where(*self.scoped(PasswordLink.user_id == user_id, PasswordLink.used_at.is_(None)))
            .values(used_at=when)
        )
        self.session.execute(stmt)


def find_session_by_id(session: Session, session_id: str) -> tuple[UserSession, User, Tenant] | None:
    """Returns a session with its user and tenant by id (the caller already resolved it)."""
    stmt = (
        select(UserSession, User, Tenant)
        .join(User, User.id == UserSession.user_id)
        .join(Tenant, Tenant.id == UserSession.tenant_id)
        .where(UserSession.id == session_id)
    )
    return session.execute(stmt).tuples().first()
