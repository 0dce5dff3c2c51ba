"""Input that no database can store, or that would stall the service, is refused with 4xx."""

import time
from collections.abc import Iterator

import httpx

from tests.factories import define, field
from tests.support import Actor, LiveServer


def test_nul_characters(server: LiveServer, admin: Actor) -> None:
    define(admin, "thing", field("s"))
    for path in ("/masters/thing/a%00", "/masters/thing?search=a%00", "/definitions/t%00"):
        response = admin.get(path)
        assert response.status_code == 400, path
        assert "NUL" in response.json()["detail"]
    stored = admin.post("/masters/thing", json={"data": {"s": "a\x00b"}})
    assert stored.status_code == 400
    assert "field 's': must not contain NUL characters" in stored.json()["detail"]
    label = admin.post(
        "/definitions",
        json={"master_type": "nul", "master_type_label": "a\x00", "schema": {"fields": [field("a")]}},
    )
    assert label.status_code in (201, 400)  # SQLite stores it; PostgreSQL refuses it cleanly


def test_unpaired_surrogates_and_huge_numbers(admin: Actor) -> None:
    define(admin, "thing", field("s"), field("n", "number"))
    surrogate = admin.post(
        "/masters/thing", content=b'{"data": {"s": "\\ud800"}}', headers={"Content-Type": "application/json"}
    )
    assert surrogate.status_code == 400
    assert "surrogate" in surrogate.json()["detail"]
    huge = admin.post("/masters/thing", json={"data": {"n": 10**30}})
    assert huge.status_code == 400
    assert "out of the 64-bit integer range" in huge.json()["detail"]
    schema = admin.post(
        "/definitions",
        json={
            "master_type": "big",
            "master_type_label": "B",
            "schema": {"fields": [field("a", max_length=10**30)]},
        },
    )
    assert schema.status_code == 400


def test_patterns_that_do_not_compile_or_backtrack(admin: Actor) -> None:
    bad = admin.post(
        "/definitions",
        json={
            "master_type": "p1",
            "master_type_label": "P",
            "schema": {"fields": [field("a", pattern="a{99999999999}")]},
        },
    )
    assert bad.status_code == 400
    assert "not a valid regular expression" in bad.json()["detail"]
    define(admin, "p2", field("a", pattern="(a+)+b"))
    started = time.monotonic()
    response = admin.post("/masters/p2", json={"data": {"a": "a" * 5000}})
    assert response.status_code == 400
    assert time.monotonic() - started < 5


def test_json_body_limit(server: LiveServer, admin: Actor) -> None:
    limit = server.settings.max_json_bytes
    define(admin, "thing", field("s"))
    body = b'{"data": {"s": "' + b"x" * (limit + 10) + b'"}}'
    declared = admin.post("/masters/thing", content=body, headers={"Content-Type": "application/json"})
    assert declared.status_code == 413
    assert "MDM_MAX_JSON_BYTES" in declared.json()["detail"]

    def chunks() -> Iterator[bytes]:
        for start in range(0, len(body), 1 << 20):
            yield body[start : start + (1 << 20)]

    streamed = httpx.post(
        f"{server.base_url}/api/v1/masters/thing",
        content=chunks(),
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {admin.key}"},
        timeout=60,
    )
    assert streamed.status_code == 413
    assert admin.get("/masters/thing").json()["total"] == 0


def test_deeply_nested_odata_filter(admin: Actor) -> None:
    define(admin, "thing", field("s"))
    nested = "not " * 300 + "(s eq 'a')"
    response = admin.get("/odata/thing", params={"$filter": nested})
    assert response.status_code == 400
    assert "nested" in response.json()["error"]["message"]
