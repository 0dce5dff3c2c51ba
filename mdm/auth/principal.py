"""The authenticated caller as every layer sees it."""

from dataclasses import dataclass

ROLES = ("admin", "steward", "member")


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is calling: tenant, plan, user, role, key and the key's scopes."""

    tenant_id: str
    plan: str
    user_id: str
    role: str
    api_key_id: str
    scopes: frozenset[str]

    @property
    def is_admin(self) -> bool:
        """Tells whether the caller holds the admin role."""
        return self.role == "admin"
