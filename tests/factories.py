"""Small builders: tenants, users and keys in the database; definitions and records over the API
or, for service tests, in the test's session."""

import uuid
from typing import Any

import httpx
from sqlalchemy.orm import Session

from mdm.auth import service as auth_service
from mdm.auth.principal import Principal
from mdm.db.enums import Role, Scope
from mdm.db.models import MasterDefinition
from mdm.definitions import service as definitions_service
from mdm.definitions.schemas import DefinitionCreate
from mdm.tenants import service as tenants_service
from mdm.users import service as users_service
from tests.support import Actor, LiveServer


def field(name: str, type_: str = "string", **options: Any) -> dict[str, Any]:
    """Builds a field definition."""
    return {"name": name, "type": type_, **options}


def define(actor: Actor, master_type: str, *fields: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """Creates a master definition and returns it."""
    body = {
        "master_type": master_type,
        "master_type_label": master_type.title(),
        "schema": {"fields": list(fields)},
        **extra,
    }
    response = actor.post("/definitions", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json())


def create(actor: Actor, master_type: str, **data: Any) -> dict[str, Any]:
    """Creates a record and returns it."""
    response = actor.post(f"/masters/{master_type}", json={"data": data})
    assert response.status_code == 201, response.text
    return dict(response.json())


def product_master(actor: Actor) -> dict[str, Any]:
    """Defines a small product master used by many tests."""
    return define(
        actor,
        "product",
        field("sku", required=True, unique=True, max_length=20),
        field("name", required=True),
        field("price", "number", min=0),
        field("stock", "integer"),
    )


class Factory:
    """Builds tenants, users and keys straight in the database, each test its own tenant."""

    def __init__(self, server: LiveServer) -> None:
        self.server = server
        self.clients: list[httpx.Client] = []

    def tenant(self, *, plan: str = "enterprise", name: str | None = None) -> str:
        """Creates a tenant and returns its name."""
        name = name or f"t-{uuid.uuid4().hex[:12]}"
        with self.server.database.transaction() as session:
            tenants_service.create_tenant(session, name=name, plan=plan)
        return name

    def actor(
        self,
        *,
        tenant: str | None = None,
        plan: str = "enterprise",
        role: str = "admin",
        scopes: tuple[str, ...] = tuple(Scope),
        email: str | None = None,
    ) -> Actor:
        """Creates a user with a key (in a new tenant unless one is named)."""
        tenant = tenant or self.tenant(plan=plan)
        email = email or f"{uuid.uuid4().hex[:10]}@example.com"
        with self.server.database.transaction() as session:
            owner = tenants_service.get_tenant(session, name=tenant)
            user = users_service.create_user(
                session, tenant_id=owner.id, email=email, name=email.split("@")[0], role=role
            )
            made = auth_service.create_key(session, user=user, name="test", scopes=[Scope(s) for s in scopes])
        http = httpx.Client(
            base_url=self.server.base_url + "/api/v1",
            headers={"Authorization": f"Bearer {made.secret}"},
            timeout=60,
        )
        self.clients.append(http)
        return Actor(owner.id, tenant, user.id, made.row.id, made.secret, http)

    def close(self) -> None:
        """Closes the HTTP clients."""
        for client in self.clients:
            client.close()


def principal_in(
    session: Session, *, role: Role = Role.ADMIN, plan: str = "enterprise", tenant_id: str | None = None
) -> Principal:
    """Creates a user (in a new tenant unless one is given) in a test's session; returns its principal."""
    if tenant_id is None:
        tenant_id = tenants_service.create_tenant(session, name=f"t-{uuid.uuid4().hex[:12]}", plan=plan).id
    email = f"{uuid.uuid4().hex[:10]}@example.com"
    user = users_service.create_user(
        session, tenant_id=tenant_id, email=email, name="テスト利用者", role=role
    )
    return Principal(
        tenant_id=tenant_id,
        plan=plan,
        user_id=user.id,
        role=role,
        api_key_id="",
        scopes=frozenset(Scope),
    )


def define_in(
    session: Session, principal: Principal, master_type: str, *fields: dict[str, Any], **extra: Any
) -> MasterDefinition:
    """Creates a master definition through the definitions service in a test's session."""
    body = DefinitionCreate.model_validate(
        {
            "master_type": master_type,
            "master_type_label": master_type.title(),
            "schema": {"fields": list(fields)},
            **extra,
        }
    )
    return definitions_service.create_definition(session, principal=principal, body=body)
