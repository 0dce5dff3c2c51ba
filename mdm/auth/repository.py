"""SQL for API keys. Lookup by hash spans tenants (that is how a key finds its tenant);
everything else is scoped by tenant."""

from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from mdm.db.models import ApiKey, Tenant, User
from mdm.db.repository import TenantRepository


def find_by_hash(session: Session, key_hash: str) -> tuple[ApiKey, User, Tenant] | None:
    """Returns the key with its user and tenant for a hash, whatever its state."""
    stmt = (
        select(ApiKey, User, Tenant)
        .join(User, User.id == ApiKey.user_id)
        .join(Tenant, Tenant.id == ApiKey.tenant_id)
        .where(ApiKey.key_hash == key_hash)
    )
    return session.execute(stmt).tuples().first()


def touch_last_used(session: Session, key_id: str, when: datetime) -> None:
    """Records when a key was last used."""
    session.execute(update(ApiKey).where(ApiKey.id == key_id).values(last_used_at=when))


class ApiKeyRepository(TenantRepository[ApiKey]):
    """Tenant-scoped access to API keys."""

    model = ApiKey

    def add(self, key: ApiKey) -> ApiKey:
        """Stores a new key of this tenant."""
        return self.create(key)

    def list(self) -> list[ApiKey]:
        """Lists this tenant's keys, oldest first."""
        return list(self.session.scalars(self.select().order_by(ApiKey.created_at)))

    def get(self, key_id: str) -> ApiKey | None:
        """Returns one of this tenant's keys by id."""
        return self.first(ApiKey.id == key_id)


def find_by_id_any_tenant(session: Session, key_id: str) -> ApiKey | None:
    """Returns a key by id for the operator's command line, which spans tenants."""
    return session.get(ApiKey, key_id)
