"""What common OData clients rely on: the error object alone, IEEE754Compatible, metadata levels,
406, property and `$value` paths, HEAD and 405, the metadata ETag, and `$search`."""

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from mdm.ratelimit.limiter import RateLimiter
from mdm.settings import Settings
from tests.factories import Factory
from tests.odata.conftest import People
from tests.support import Actor, LiveServer, run_server

ODATA_HEADERS = {"Accept": "application/json"}


def check_error(response: httpx.Response, status: int) -> dict[str, Any]:
    """Checks the OData JSON error format (§21.1) and its headers; returns the error object."""
    assert response.status_code == status, response.text
    body = response.json()
    assert list(body) == ["error"]
    error = body["error"]
    assert set(error) <= {"code", "message", "target", "details"}
    assert isinstance(error["code"], str)
    assert error["code"]
    assert isinstance(error["message"], str)
    assert error["message"]
    assert response.headers["Content-Type"].startswith("application/json;odata.metadata=minimal")
    assert response.headers["OData-Version"] == "4.0"
    assert response.headers["Content-Language"] == "en"
    return dict(error)


def test_every_error_path_answers_the_error_object_alone(server: LiveServer, people: People) -> None:
    actor, base = people.actor, f"{server.base_url}/api/v1/odata"
    check_error(httpx.get(f"{base}/person"), 401)
    check_error(httpx.get(f"{base}/person", headers={"Authorization": "Bearer mdm_nope"}), 401)
    check_error(actor.get("/odata/nothing"), 404)
    check_error(actor.get("/odata/person/a/b/c"), 404)
    assert check_error(actor.get("/odata/person", params={"$filter": "name eq"}), 400)["target"] == "$filter"
    assert check_error(actor.get("/odata/person", params={"$top": "-1"}), 400)["target"] == "$top"
    check_error(actor.get("/odata/person", params={"$expand": "x"}), 501)
    check_error(actor.get("/odata/$batch"), 501)
    check_error(actor.get("/odata/person", headers={"Accept": "application/xml"}), 406)
    for method in ("POST", "PUT", "PATCH", "DELETE"):
        refused = actor.request(method, f"/odata/person({people.ids['Bob']})")
        check_error(refused, 405)
        assert {m.strip() for m in refused.headers["Allow"].split(",")} >= {"GET", "HEAD"}
    check_error(actor.request("POST", "/odata/person"), 405)


def test_ieee754_compatible_writes_int64_decimal_and_count_as_strings(people: People) -> None:
    accept = {"Accept": "application/json;odata.metadata=minimal;IEEE754Compatible=true"}
    response = people.actor.get(
        "/odata/person", params={"$filter": "name eq 'Alice'", "$count": "true"}, headers=accept
    )
    assert "IEEE754Compatible=true" in response.headers["Content-Type"]
    body = response.json()
    assert body["@odata.count"] == "1"
    [alice] = body["value"]
    assert (alice["age"], alice["score"], alice["version"]) == ("30", "1.5", "1")
    plain = people.actor.get("/odata/person", params={"$filter": "name eq 'Alice'", "$count": "true"}).json()
    assert (plain["@odata.count"], plain["value"][0]["age"], plain["value"][0]["score"]) == (1, 30, 1.5)
    formatted = people.actor.get(
        "/odata/person", params={"$top": "1", "$format": "application/json;IEEE754Compatible=true"}
    )
    assert isinstance(formatted.json()["value"][0]["version"], str)


def test_metadata_levels(people: People) -> None:
    bob = people.ids["Bob"]
    full = people.actor.get(
        f"/odata/person({bob})", headers={"Accept": "application/json;odata.metadata=full"}
    )
    assert full.headers["Content-Type"].startswith("application/json;odata.metadata=full")
    entity = full.json()
    assert entity["@odata.type"] == "#mdm.person"
    assert entity["@odata.id"].endswith(f"/api/v1/odata/person({bob})")
    assert entity["@odata.editLink"] == f"person({bob})"
    assert (entity["age@odata.type"], entity["born@odata.type"], entity["id@odata.type"]) == (
        "#Int64",
        "#Date",
        "#Guid",
    )
    assert "name@odata.type" not in entity
    none = people.actor.get(
        "/odata/person", params={"$top": "1", "$format": "application/json;odata.metadata=none"}
    )
    assert "@odata.context" not in none.json()
    assert "@odata.type" not in none.json()["value"][0]
    document = people.actor.get("/odata", headers={"Accept": "application/json;odata.metadata=none"}).json()
    assert "@odata.context" not in document
    assert document["value"]
    assert people.actor.get("/odata/person", headers={"Accept": "text/html, */*;q=0.1"}).status_code == 200
    assert (
        people.actor.get(
            "/odata/person", headers={"Accept": "application/json;odata.metadata=some"}
        ).status_code
        == 400
    )


def test_property_and_raw_value_paths(people: People) -> None:
    actor, alice, carol = people.actor, people.ids["Alice"], people.ids["carol"]
    name = actor.get(f"/odata/person({alice})/name")
    assert name.status_code == 200
    assert name.json() == {
        "@odata.context": name.json()["@odata.context"],
        "value": "Alice",
    }
    assert name.json()["@odata.context"].endswith(f"/$metadata#person({alice})/name")
    raw = actor.get(f"/odata/person({alice})/name/$value")
    assert (raw.status_code, raw.text) == (200, "Alice")
    assert raw.headers["Content-Type"].startswith("text/plain")
    assert actor.get(f"/odata/person({alice})/active/$value").text == "true"
    assert actor.get(f"/odata/person({alice})/seen/$value").text == "2024-01-01T10:00:00.000000Z"
    assert actor.get(f"/odata/person({alice})/age").json()["value"] == 30
    assert actor.get(f"/odata/person({carol})/age").status_code == 204
    assert actor.get(f"/odata/person({carol})/age/$value").status_code == 204
    check_error(actor.get(f"/odata/person({alice})/nope"), 404)
    check_error(actor.get("/odata/person/name"), 400)
    check_error(actor.get(f"/odata/person({alice})/$links"), 501)


def test_head_answers_like_get_without_a_body(server: LiveServer, people: People) -> None:
    for path in ("/odata", "/odata/$metadata", "/odata/person", f"/odata/person({people.ids['Eve']})"):
        head = people.actor.request("HEAD", path)
        assert head.status_code == 200, path
        assert head.content == b""
        assert head.headers["OData-Version"] == "4.0"


def test_metadata_etag_and_not_modified(people: People) -> None:
    actor = people.actor
    document = actor.get("/odata").json()
    etag = document["@odata.metadataEtag"]
    metadata = actor.get("/odata/$metadata")
    assert metadata.headers["ETag"] == etag
    again = actor.get("/odata/$metadata", headers={"If-None-Match": etag})
    assert (again.status_code, again.content) == (304, b"")
    assert actor.get("/odata/$metadata", headers={"If-None-Match": 'W/"other"'}).status_code == 200


def test_metadata_etag_changes_with_a_definition(admin: Actor) -> None:
    admin.post(
        "/definitions",
        json={
            "master_type": "tag",
            "master_type_label": "Tag",
            "schema": {"fields": [{"name": "a", "type": "string"}]},
        },
    )
    before = admin.get("/odata/$metadata").headers["ETag"]
    admin.put(
        "/definitions/tag",
        json={
            "master_type_label": "Tag",
            "schema": {"fields": [{"name": "a", "type": "string"}, {"name": "b", "type": "integer"}]},
        },
    )
    after = admin.get("/odata/$metadata").headers["ETag"]
    assert before != after
    assert admin.get("/odata/$metadata", headers={"If-None-Match": before}).status_code == 200


@pytest.mark.parametrize(
    ("search", "names"),
    [("COTTON", ["Alice"]), ('"berlin_native"', ["Bob"]), ("e", ["Alice", "Bob", "O'Neil", "Dave", "Eve"])],
)
def test_search_finds_text_like_the_rest_search(people: People, search: str, names: list[str]) -> None:
    body = people.actor.get(
        "/odata/person", params={"$search": search, "$count": "true", "$orderby": "name", "$select": "name"}
    ).json()
    assert sorted(v["name"] for v in body["value"]) == sorted(names)
    assert body["@odata.count"] == len(names)
    counted = people.actor.get("/odata/person/$count", params={"$search": search})
    assert counted.text == str(len(names))
    rest = people.actor.get("/masters/person", params={"search": search.strip('"')}).json()
    assert rest["total"] == len(names)


@pytest.mark.parametrize(
    ("expression", "names"),
    [
        ("born lt '1991-01-01'", ["Alice", "O'Neil", "Dave"]),
        ("born in ('1990-05-01', '2000-01-01')", ["Alice", "Dave", "Eve"]),
        ("seen ge '2024-01-01T10:00:00Z'", ["Alice", "Bob", "Dave"]),
        ("seen eq '2024-01-01T12:00:00+02:00'", ["Alice", "Dave"]),
        ("age eq 30L", ["Alice"]),
        ("score gt 2D and score lt 5M", ["Bob", "O'Neil"]),
        ("score ge 1.5F", ["Alice", "Bob", "O'Neil", "Eve"]),
        ("name eq '30L'", []),
    ],
)
def test_literals_as_common_clients_write_them(people: People, expression: str, names: list[str]) -> None:
    body = people.actor.get("/odata/person", params={"$filter": expression, "$select": "name"}).json()
    assert sorted(v["name"] for v in body["value"]) == sorted(names), body


def test_a_quoted_guid_and_bad_quoted_literals(people: People) -> None:
    bob = people.ids["Bob"]
    found = people.actor.get("/odata/person", params={"$filter": f"id eq '{bob.upper()}'"}).json()["value"]
    assert [v["name"] for v in found] == ["Bob"]
    for expression in ("born lt '2020-13-01'", "seen gt 'yesterday'", "id eq 'not-a-guid'"):
        error = check_error(people.actor.get("/odata/person", params={"$filter": expression}), 400)
        assert error["target"] == "$filter"
        assert "is not a valid Edm." in error["message"]


@pytest.fixture
def behind_proxy(server: LiveServer) -> Iterator[LiveServer]:
    """A server on the same database that trusts forwarded headers from 127.0.0.1."""
    settings = server.settings.model_copy(update={"forwarded_allow_ips": "127.0.0.1", "odata_page_size": 2})
    with run_server(settings, server.database, RateLimiter("memory://")) as live:
        yield live


PROXIED = {
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "data.example.com",
    "X-Forwarded-Prefix": "/erp/",
}


def test_links_follow_a_trusted_proxy(behind_proxy: LiveServer, people: People) -> None:
    headers = {**PROXIED, "Authorization": f"Bearer {people.actor.key}"}
    page = httpx.get(f"{behind_proxy.base_url}/api/v1/odata/person", headers=headers)
    body = page.json()
    root = "https://data.example.com/erp/api/v1/odata"
    assert body["@odata.context"] == f"{root}/$metadata#person"
    assert body["@odata.nextLink"].startswith(f"{root}/person?")
    assert page.headers["Strict-Transport-Security"].startswith("max-age=")
    document = httpx.get(f"{behind_proxy.base_url}/api/v1/odata", headers=headers).json()
    assert document["@odata.context"] == f"{root}/$metadata"


def test_forwarded_headers_are_ignored_by_default(server: LiveServer, people: People) -> None:
    headers = {**PROXIED, "Authorization": f"Bearer {people.actor.key}"}
    page = httpx.get(f"{server.base_url}/api/v1/odata/person", headers=headers)
    assert page.json()["@odata.context"] == f"{server.base_url}/api/v1/odata/$metadata#person"
    assert "Strict-Transport-Security" not in page.headers


def test_forwarded_allow_ips_must_be_addresses() -> None:
    with pytest.raises(ValueError, match="not an IP address"):
        Settings(_env_file=None, forwarded_allow_ips="10.0.0.0/8, proxy.local")
    assert Settings(_env_file=None, forwarded_allow_ips="10.0.0.0/8, ::1").forwarded_allow_ips


@pytest.fixture
def pinned_limits(server: LiveServer) -> Iterator[LiveServer]:
    """A server on the same database whose rate limiter's clock stands still inside one minute."""
    limiter = RateLimiter("memory://", clock=lambda: 1_800_000_030.0)
    with run_server(server.settings, server.database, limiter) as live:
        yield live


def test_scope_and_rate_refusals_answer_the_error_object(pinned_limits: LiveServer, factory: Factory) -> None:
    writer = factory.actor(scopes=("write",))
    base = f"{pinned_limits.base_url}/api/v1/odata"
    check_error(httpx.get(base, headers={"Authorization": f"Bearer {writer.key}"}), 403)
    free = factory.actor(plan="free")
    answers = [httpx.get(base, headers={"Authorization": f"Bearer {free.key}"}) for _ in range(11)]
    assert [a.status_code for a in answers[:10]] == [200] * 10
    check_error(answers[10], 429)
    assert int(answers[10].headers["Retry-After"]) >= 1
