"""SQL for users, scoped by tenant."""

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from mdm.db.models import User


class UserRepository:
    """Tenant-scoped access to users."""

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def add(self, user: User) -> User:
        """Stores a new user of this tenant."""
        user.tenant_id = self.tenant_id
        self.session.add(user)
        self.session.flush()
        return user

    def get_by_email(self, email: str) -> User | None:
        """Returns this tenant's user with this email."""
        stmt = select(User).where(User.tenant_id == self.tenant_id, User.email == email)
        return self.session.scalars(stmt).first()

    def page(self, *, skip: int, limit: int) -> tuple[list[User], int]:
        """Returns one page of this tenant's users and the total count."""
        where = User.tenant_id == self.tenant_id
        total = self.session.scalar(select(func.count()).select_from(User).where(where)) or 0
        stmt = select(User).where(where).order_by(User.created_at, User.id).offset(skip).limit(limit)
        return list(self.session.scalars(stmt)), total
