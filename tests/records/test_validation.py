"""Field types and constraints through the API: good values pass, bad ones are named."""

from typing import Any

import pytest

from tests.factories import define, field
from tests.support import Actor

CASES: list[tuple[dict[str, Any], list[Any], list[Any]]] = [
    (field("v", "string"), ["x", "日本語"], [1, True, ["x"], {"a": 1}]),
    (field("v", "text"), ["long\ntext"], [3.5]),
    (field("v", "integer"), [0, -7, 2**40, 5.0], [1.5, "5", True, 2**64]),
    (field("v", "number"), [0, 1.25, -3], ["1.0", False, "abc"]),
    (field("v", "boolean"), [True, False], [1, "true", 0]),
    (field("v", "date"), ["2026-02-28"], ["2026-02-30", "28/02/2026", "2026-2-1", 20260228]),
    (field("v", "datetime"), ["2026-01-31T09:30:00Z", "2026-01-31T09:30:00+09:00"], ["yesterday", 5]),
    (field("v", "email"), ["a@b.co"], ["not-an-email", "a@b", "a b@c.de"]),
    (field("v", "url"), ["https://example.com/x"], ["ftp://x.y", "example.com", "http://"]),
    (field("v", "enum", options=["red", "green"]), ["red"], ["blue", "Red"]),
    (field("v", "integer", min=1, max=10), [1, 10], [0, 11]),
    (field("v", "number", min=0.5), [0.5], [0.49]),
    (field("v", "date", min="2020-01-01", max="2020-12-31"), ["2020-06-01"], ["2019-12-31", "2021-01-01"]),
    (field("v", "string", min_length=2, max_length=3), ["ab", "abc"], ["a", "abcd"]),
    (field("v", "string", pattern=r"[A-Z]{3}-\d+"), ["ABC-12"], ["abc-12", "ABC-12x"]),
    (field("v", "string", rules=[{"kind": "prefix", "value": "PRD-"}]), ["PRD-1"], ["X-1"]),
]


@pytest.mark.parametrize(
    ("spec", "good", "bad"), CASES, ids=[c[0]["type"] + str(i) for i, c in enumerate(CASES)]
)
def test_field_type(admin: Actor, spec: dict[str, Any], good: list[Any], bad: list[Any]) -> None:
    define(admin, "thing", spec)
    for value in good:
        response = admin.post("/masters/thing", json={"data": {"v": value}})
        assert response.status_code == 201, (value, response.text)
    for value in bad:
        response = admin.post("/masters/thing", json={"data": {"v": value}})
        assert response.status_code == 400, value
        assert response.json()["detail"].startswith("Invalid data: field 'v': ")


def test_values_are_stored_canonically(admin: Actor) -> None:
    define(admin, "thing", field("i", "integer"), field("dt", "datetime"), field("s"))
    made = admin.post(
        "/masters/thing", json={"data": {"i": 5.0, "dt": "2026-01-31T09:30:00+09:00", "s": ""}}
    ).json()
    assert made["data"] == {"i": 5, "dt": "2026-01-31T00:30:00.000000Z"}


def test_several_failures_are_named_together(admin: Actor) -> None:
    define(admin, "thing", field("a", required=True), field("b", "integer"))
    response = admin.post("/masters/thing", json={"data": {"b": "x", "zzz": 1}})
    detail = response.json()["detail"]
    assert response.status_code == 400
    for part in ("field 'zzz': unknown field", "field 'a': is required", "field 'b': must be an integer"):
        assert part in detail


def test_default_fills_missing_value(admin: Actor) -> None:
    define(admin, "thing", field("status", "enum", options=["new", "old"], default="new"))
    assert admin.post("/masters/thing", json={"data": {}}).json()["data"] == {"status": "new"}


def test_data_must_be_an_object(admin: Actor) -> None:
    define(admin, "thing", field("a"))
    for payload in ({"data": [1]}, {"data": "x"}, {}, {"data": {}, "extra": 1}):
        response = admin.post("/masters/thing", json=payload)
        assert response.status_code == 400, payload
        assert "detail" in response.json()


def test_references_must_name_live_records(admin: Actor) -> None:
    define(admin, "country", field("code"))
    define(admin, "city", field("name"), field("country", "reference", reference="country"))
    jp = admin.post("/masters/country", json={"data": {"code": "JP"}}).json()
    assert admin.post("/masters/city", json={"data": {"country": jp["id"]}}).status_code == 201
    missing = admin.post("/masters/city", json={"data": {"country": "nope"}})
    assert missing.status_code == 400
    assert "no live 'country' record has id nope" in missing.json()["detail"]
    assert admin.delete(f"/masters/country/{jp['id']}").status_code == 409  # a city references it
    gone = admin.post("/masters/country", json={"data": {"code": "XX"}}).json()
    assert admin.delete(f"/masters/country/{gone['id']}").status_code == 200
    deleted = admin.post("/masters/city", json={"data": {"country": gone["id"]}})
    assert deleted.status_code == 400
