"""SQL for users, scoped by tenant."""

from mdm.db.models import User
from mdm.db.repository import TenantRepository


class UserRepository(TenantRepository[User]):
    """Tenant-scoped access to users."""

    model = User

    def add(self, user: User) -> User:
        """Stores a new user of this tenant."""
        return self.create(user)

    def get_by_email(self, email: str) -> User | None:
        """Returns this tenant's user with this email."""
        return self.first(User.email == email)

    def names(self, ids: list[str]) -> dict[str, str]:
        """Maps each id among this tenant's users to the user's display name (one query)."""
        rows = self.session.execute(self.select(User.id.in_(ids)).with_only_columns(User.id, User.name))
        return {row.id: row.name for row in rows}

    def page(self, *, skip: int, limit: int) -> tuple[list[User], int]:
        """Returns one page of this tenant's users and the total count."""
        return self.paginate(order_by=(User.created_at, User.id), skip=skip, limit=limit)
