"""Every error is `{"detail": "..."}`: validation, malformed JSON, routing, and 500s."""

import httpx
import pytest
from fastapi import APIRouter

from mdm.main import create_app
from tests.support import Actor, LiveServer


def test_malformed_json_is_400(admin: Actor) -> None:
    response = admin.post(
        "/definitions", content=b'{"master_type": ', headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    assert response.json()["detail"].startswith("Request body is not valid JSON")


def test_non_object_body_is_400(admin: Actor) -> None:
    response = admin.post("/definitions", content=b"[]", headers={"Content-Type": "application/json"})
    assert response.status_code == 400
    assert list(response.json()) == ["detail"]
    untyped = admin.post("/definitions", content=b"x", headers={"Content-Type": "text/plain"})
    assert untyped.status_code == 415
    assert "application/json" in untyped.json()["detail"]


def test_missing_body_field_is_named(admin: Actor) -> None:
    response = admin.post("/definitions", json={"master_type": "x", "schema": {"fields": []}})
    assert response.status_code == 400
    assert "Body field 'master_type_label'" in response.json()["detail"]


def test_unknown_route_and_method(admin: Actor) -> None:
    assert admin.get("/nothing-here").json() == {"detail": "No resource at /api/v1/nothing-here"}
    wrong = admin.request("PATCH", "/definitions")
    assert wrong.status_code == 405
    assert list(wrong.json()) == ["detail"]


@pytest.mark.anyio
async def test_internal_errors_hide_internals(server: LiveServer, admin: Actor) -> None:
    app = create_app(server.settings, database=server.database, limiter=server.limiter)
    boom = APIRouter()

    @boom.get("/api/v1/boom")
    def explode() -> None:
        raise RuntimeError("secret connection string postgres://user:pw@db")

    app.include_router(boom)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        response = await client.get("/api/v1/boom", headers={"Authorization": f"Bearer {admin.key}"})
    assert response.status_code == 500
    assert "secret" not in response.text
    request_id = response.headers["X-Request-ID"]
    assert response.json() == {"detail": f"Internal server error (request id {request_id})"}


def test_openapi_documents_the_real_error_shape(server: LiveServer) -> None:
    spec = httpx.get(f"{server.base_url}/api/v1/openapi.json").json()
    assert "HTTPValidationError" not in spec["components"]["schemas"]
    create = spec["paths"]["/api/v1/masters/{master_type}"]["post"]["responses"]
    assert "422" not in create
    assert create["400"]["content"]["application/json"]["schema"]["$ref"] == "#/components/schemas/Error"
    assert {"201", "202", "401", "403", "404", "429"} <= set(create)
