"""The authenticated caller as every layer sees it."""

from dataclasses import dataclass

from mdm.db.enums import Role, Scope

ROLES = tuple(Role)


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is calling: tenant, plan, user, role, key and the key's scopes."""

    tenant_id: str
    plan: str
    user_id: str
    role: Role
    api_key_id: str
    scopes: frozenset[Scope]

    @property
    def is_admin(self) -> bool:
        """Tells whether the caller holds the admin role."""
        return self.role == Role.ADMIN
