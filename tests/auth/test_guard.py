"""The route guard: scope before the body, then 415 for the wrong kind, 413 over the limit,
all before (or while) the body streams in, on every route."""

from collections.abc import Iterator

import pytest

from mdm.auth.guard import GuardedRoute, api_routes
from mdm.auth.middleware import API_PREFIX
from mdm.core.bodies import BodyKind
from tests.factories import Factory, product_master
from tests.support import Actor, LiveServer, stream_body

MIB = 1024 * 1024
HUGE = 64 * MIB  # what a client tries to send
HELD = 16 * MIB  # more than this sent before the answer means the server read the body


@pytest.fixture
def small_json_limit(server: LiveServer) -> Iterator[int]:
    """Lowers the server's JSON body limit for one test."""
    saved = server.settings.max_json_bytes
    server.settings.max_json_bytes = 4096
    yield 4096
    server.settings.max_json_bytes = saved


@pytest.mark.parametrize(
    "content_type",
    ["text/csv", "application/octet-stream", "multipart/form-data; boundary=x", "application/json"],
)
def test_read_only_key_is_refused_before_the_body_is_read(
    server: LiveServer, factory: Factory, content_type: str
) -> None:
    reader = factory.actor(scopes=("read",))
    answer = stream_body(
        server.base_url,
        "/api/v1/definitions",
        headers={"Authorization": f"Bearer {reader.key}", "Content-Type": content_type},
        total=HUGE,
    )
    assert answer.status == 403, answer.body
    assert answer.sent < HELD


@pytest.mark.parametrize(
    "content_type", ["text/csv", "application/octet-stream", "text/plain; charset=utf-8"]
)
def test_wrong_kind_is_415_before_the_body_is_read(
    server: LiveServer, admin: Actor, content_type: str
) -> None:
    answer = stream_body(
        server.base_url,
        "/api/v1/definitions",
        headers={"Authorization": f"Bearer {admin.key}", "Content-Type": content_type},
        total=HUGE,
    )
    assert answer.status == 415, answer.body
    assert answer.sent < HELD
    small = admin.post("/definitions", content=b"sku,name\n", headers={"Content-Type": content_type})
    assert small.status_code == 415
    assert "application/json" in small.json()["detail"]


def test_json_over_the_limit_is_413_while_streaming(
    server: LiveServer, admin: Actor, small_json_limit: int
) -> None:
    answer = stream_body(
        server.base_url,
        "/api/v1/definitions",
        headers={"Authorization": f"Bearer {admin.key}", "Content-Type": "application/json"},
        total=HUGE,
    )
    assert answer.status == 413, answer.body
    assert answer.sent < HELD
    declared = admin.post(
        "/definitions",
        content=b"{" + b" " * small_json_limit + b"}",
        headers={"Content-Type": "application/json"},
    )
    assert declared.status_code == 413
    assert "MDM_MAX_JSON_BYTES" in declared.json()["detail"]


def test_upload_over_the_limit_is_413_while_streaming(server: LiveServer, admin: Actor) -> None:
    product_master(admin)
    answer = stream_body(
        server.base_url,
        "/api/v1/masters/product/import",
        headers={"Authorization": f"Bearer {admin.key}", "Content-Type": "text/csv"},
        total=server.settings.max_upload_bytes + HUGE,
        chunk=MIB,
    )
    assert answer.status == 413, answer.body
    assert answer.sent < server.settings.max_upload_bytes + HELD
    assert admin.get("/masters/product").json()["total"] == 0


def test_a_body_within_the_limit_still_works(admin: Actor) -> None:
    product_master(admin)
    made = admin.post("/masters/product", json={"data": {"sku": "東京-1", "name": "緑茶 " * 50}})
    assert made.status_code == 201, made.text
    typed = admin.post(
        "/masters/product",
        content=b'{"data": {"sku": "B-2", "name": "b"}}',
        headers={"Content-Type": "application/merge-patch+json"},
    )
    assert typed.status_code == 201, typed.text


def test_every_route_is_guarded_and_declares_its_body(server: LiveServer) -> None:
    routes = list(api_routes(server.app.router.routes))
    assert len(routes) > 40
    spec = server.app.openapi()
    for route in routes:
        assert isinstance(route, GuardedRoute), route.path
        if not route.include_in_schema:
            continue
        paths = spec["paths"]
        documented = paths.get(API_PREFIX + route.path_format) or paths[route.path_format]
        for method in route.methods or ():
            has_body = "requestBody" in documented[method.lower()]
            assert has_body == (route.body.kind is not BodyKind.NONE), (method, route.path)


def test_options_answers_204_with_allow(admin: Actor) -> None:
    product_master(admin)
    listing = admin.options("/definitions")
    assert listing.status_code == 204
    assert listing.headers["Allow"] == "GET, POST, OPTIONS"
    assert listing.content == b""
    one = admin.options("/definitions/product")
    assert one.headers["Allow"] == "GET, PUT, PATCH, DELETE, OPTIONS"
    assert admin.options("/no-such-thing").status_code == 404


def test_405_names_every_method_of_the_path(admin: Actor) -> None:
    refused = admin.patch("/definitions", json={})
    assert refused.status_code == 405
    assert refused.headers["Allow"] == "GET, POST, OPTIONS"
