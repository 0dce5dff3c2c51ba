"""Authentication at the gate: every 401 case, hashing, expiry, revocation."""

from datetime import timedelta

import httpx
import pytest
from sqlalchemy import select, update

from mdm.auth import service
from mdm.auth.keys import hash_key
from mdm.core.time import utcnow
from mdm.db.models import ApiKey
from tests.factories import Factory
from tests.support import Actor, LiveServer


def call(server: LiveServer, headers: dict[str, str]) -> httpx.Response:
    """Calls an authenticated endpoint with the given headers."""
    return httpx.get(f"{server.base_url}/api/v1/users", headers=headers)


def assert_401(response: httpx.Response, fragment: str) -> None:
    """Checks a 401 with the bearer challenge and a detail containing the fragment."""
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"] == "Bearer"
    assert list(response.json()) == ["detail"]
    assert fragment in response.json()["detail"]


def test_valid_key_is_admitted(server: LiveServer, admin: Actor) -> None:
    assert call(server, {"Authorization": f"Bearer {admin.key}"}).status_code == 200


def test_missing_header(server: LiveServer) -> None:
    assert_401(call(server, {}), "Missing Authorization header")


@pytest.mark.parametrize(
    "template",
    ["bearer {k}", "Bearer  {k}", "Token {k}", "{k}", "Bearer {k} x", "Bearer", "Basic dXNlcjpwYXNz"],
)
def test_malformed_header(server: LiveServer, admin: Actor, template: str) -> None:
    assert_401(call(server, {"Authorization": template.format(k=admin.key)}), "Malformed")


def test_unknown_key(server: LiveServer, admin: Actor) -> None:
    for fake in ("mdm_" + "A" * 43, "abc", admin.key + "x"):
        assert_401(call(server, {"Authorization": f"Bearer {fake}"}), "Invalid API key")


def test_expired_key(server: LiveServer, admin: Actor) -> None:
    with server.database.transaction() as session:
        session.execute(
            update(ApiKey).where(ApiKey.id == admin.key_id).values(expires_at=utcnow() - timedelta(seconds=1))
        )
    assert_401(call(server, {"Authorization": f"Bearer {admin.key}"}), "expired")


def test_revoked_key(server: LiveServer, admin: Actor) -> None:
    assert admin.get("/users").status_code == 200
    with server.database.transaction() as session:
        service.revoke_key(session, key_id=admin.key_id)
    assert_401(call(server, {"Authorization": f"Bearer {admin.key}"}), "revoked")


def test_key_is_stored_only_as_hash(server: LiveServer, admin: Actor) -> None:
    with server.database.transaction() as session:
        row = session.scalars(select(ApiKey).where(ApiKey.id == admin.key_id)).one()
    assert row.key_hash == hash_key(admin.key)
    assert admin.key not in (row.key_hash, row.prefix, row.name, row.scopes)
    assert len(row.prefix) < len(admin.key)


def test_last_used_is_recorded(server: LiveServer, admin: Actor) -> None:
    admin.get("/users")
    with server.database.transaction() as session:
        row = session.scalars(select(ApiKey).where(ApiKey.id == admin.key_id)).one()
    assert row.last_used_at is not None


def test_default_expiry_is_one_year(server: LiveServer, factory: Factory) -> None:
    actor = factory.actor()
    with server.database.transaction() as session:
        row = session.scalars(select(ApiKey).where(ApiKey.id == actor.key_id)).one()
    assert timedelta(days=364) < row.expires_at - utcnow() <= timedelta(days=365)


def test_health_and_docs_need_no_key(server: LiveServer) -> None:
    assert httpx.get(f"{server.base_url}/health").json() == {"status": "ok"}
    spec = httpx.get(f"{server.base_url}/api/v1/openapi.json").json()
    schemes = spec["components"]["securitySchemes"]
    assert any(s["type"] == "http" and s["scheme"] == "bearer" for s in schemes.values())
    assert httpx.get(f"{server.base_url}/api/v1/docs").status_code == 200


def test_unknown_path_under_api_still_needs_key(server: LiveServer) -> None:
    assert httpx.get(f"{server.base_url}/api/v1/nowhere").status_code == 401


def test_request_id_is_echoed_or_made(server: LiveServer, admin: Actor) -> None:
    assert admin.get("/users", headers={"X-Request-ID": "abc-123"}).headers["X-Request-ID"] == "abc-123"
    assert len(admin.get("/users").headers["X-Request-ID"]) == 32
