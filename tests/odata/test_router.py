"""`/odata` endpoints: service document, entities by key, options, errors, tenancy and headers."""

import httpx
import pytest

from tests.factories import Factory
from tests.odata.conftest import People
from tests.odata.support import define, odata, values
from tests.support import LiveServer

JSON_TYPE = "application/json;odata.metadata=minimal"


def test_service_document_lists_one_entity_set_per_master(factory: Factory) -> None:
    actor = factory.actor()
    define(actor, "product", [{"name": "code", "type": "string"}])
    define(actor, "supplier", [{"name": "name", "type": "string"}])
    factory.actor()  # another tenant's masters never show
    response = odata(actor, "")
    assert response.status_code == 200
    assert response.headers["OData-Version"] == "4.0"
    assert response.headers["content-type"] == JSON_TYPE
    body = response.json()
    assert body["@odata.context"].endswith("/api/v1/odata/$metadata")
    assert [(s["name"], s["kind"], s["url"]) for s in body["value"]] == [
        ("product", "EntitySet", "product"),
        ("supplier", "EntitySet", "supplier"),
    ]
    assert actor.get("/odata/").json() == body


def test_collection_shape_and_context(people: People) -> None:
    body = odata(people.actor, "person", filter="name eq 'Bob'").json()
    assert body["@odata.context"].endswith("/api/v1/odata/$metadata#person")
    (bob,) = body["value"]
    assert bob["id"] == people.ids["Bob"]
    assert bob["age"] == 25
    assert bob["active"] is False
    assert bob["born"] == "1999-12-31"
    assert bob["seen"] == "2024-06-01T00:00:00.000000Z"
    assert bob["site"] is None  # every declared property is present
    assert bob["version"] == 1
    assert bob["created_at"].endswith("Z")
    assert bob["created_by"] == people.actor.user_id
    assert "@odata.nextLink" not in body
    assert "@odata.count" not in body


def test_select(people: People) -> None:
    body = odata(people.actor, "person", select="name,age", filter="name eq 'Eve'").json()
    assert body["@odata.context"].endswith("$metadata#person(name,age)")
    assert body["value"] == [{"id": people.ids["Eve"], "name": "Eve", "age": 25}]
    everything = odata(people.actor, "person", select="*", top=1).json()
    assert "@odata.context" in everything
    assert "score" in everything["value"][0]
    assert odata(people.actor, "person", select="created_at").json()["value"][0].keys() == {
        "id",
        "created_at",
    }


@pytest.mark.parametrize("key", ["{id}", "'{id}'", "id={id}", "{upper}"])
def test_entity_by_key(people: People, key: str) -> None:
    record_id = people.ids["O'Neil"]
    response = people.actor.get(f"/odata/person({key.format(id=record_id, upper=record_id.upper())})")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == JSON_TYPE
    body = response.json()
    assert body["@odata.context"].endswith("$metadata#person/$entity")
    assert body["id"] == record_id
    assert body["name"] == "O'Neil"


def test_entity_by_key_with_select(people: People) -> None:
    body = people.actor.get(f"/odata/person({people.ids['Eve']})", params={"$select": "age"}).json()
    assert body["@odata.context"].endswith("$metadata#person(age)/$entity")
    assert {k: v for k, v in body.items() if k != "@odata.context"} == {"id": people.ids["Eve"], "age": 25}


def test_entity_errors(people: People) -> None:
    missing = people.actor.get("/odata/person(00000000-0000-7000-8000-000000000000)")
    assert missing.status_code == 404
    assert missing.headers["OData-Version"] == "4.0"
    assert set(missing.json()) == {"error"}
    bad = people.actor.get("/odata/person(42)")
    assert bad.status_code == 400
    assert "Invalid key '42'" in bad.json()["error"]["message"]
    misplaced = people.actor.get(f"/odata/person({people.ids['Eve']})", params={"$top": "1"})
    assert misplaced.status_code == 400
    assert "$top" in misplaced.json()["error"]["message"]


def test_other_tenant_is_404(people: People, factory: Factory) -> None:
    stranger = factory.actor()
    define(stranger, "thing", [{"name": "name", "type": "string"}])
    for path in ("/odata/person", f"/odata/person({people.ids['Bob']})", "/odata/person/$count"):
        response = stranger.get(path)
        assert response.status_code == 404, path
        assert response.json()["error"]["message"] == "Master 'person' not found"
    assert "person" not in stranger.get("/odata/$metadata").text
    assert people.actor.get("/odata/thing").status_code == 404


def test_unknown_master_is_404(people: People) -> None:
    response = odata(people.actor, "nothing")
    assert response.status_code == 404
    assert response.headers["OData-Version"] == "4.0"


@pytest.mark.parametrize(
    ("option", "value", "named"),
    [
        ("filter", "colour eq 'red'", "'colour'"),
        ("filter", "Address/Street eq 'x'", "'Address/Street'"),
        ("select", "name,colour", "'colour'"),
        ("orderby", "colour desc", "'colour'"),
    ],
)
def test_unknown_property_is_400_naming_it(people: People, option: str, value: str, named: str) -> None:
    response = people.actor.get("/odata/person", params={f"${option}": value})
    assert response.status_code == 400
    detail = response.json()["error"]["message"]
    assert f"${option}" in detail
    assert named in detail


@pytest.mark.parametrize(
    ("option", "value", "position"),
    [
        ("filter", "name eq", 4),
        ("filter", "name eq 'x", 8),
        ("filter", "age gt 1 and", 8),
        ("filter", "(age gt 1", 9),
        ("filter", "name eq 'x' !", 11),
        ("orderby", "name,age sideways", 8),
        ("orderby", "name,,age", 5),
    ],
)
def test_malformed_option_is_400_naming_option_and_position(
    people: People, option: str, value: str, position: int
) -> None:
    response = people.actor.get("/odata/person", params={f"${option}": value})
    assert response.status_code == 400, response.text
    detail = response.json()["error"]["message"]
    assert f"${option}" in detail
    assert f"position {position}" in detail
    assert response.json()["error"]["code"] == "BadRequest"


@pytest.mark.parametrize(
    ("params", "fragment"),
    [
        ({"$filter": "age"}, "boolean"),
        ({"$filter": "name eq 5"}, "cannot compare Edm.String and Edm.Int64"),
        ({"$filter": "born gt 2020-01-01T00:00:00Z"}, "cannot compare Edm.Date"),
        ({"$filter": "born eq 2023-02-30"}, "invalid date"),
        ({"$filter": "frobnicate(name)"}, "unknown function 'frobnicate'"),
        ({"$filter": "contains(name)"}, "contains"),
        ({"$filter": "age in (name, 'x')"}, "literals"),
        ({"$filter": "name eq ('a','b')"}, "only allowed right of 'in'"),
        ({"$filter": "length(age) eq 1"}, "string argument"),
        ({"$filter": "age div 0 eq 1"}, "division by zero"),
        ({"$filter": ""}, "empty"),
        ({"$top": "-1"}, "$top"),
        ({"$top": "ten"}, "$top"),
        ({"$skip": "1.5"}, "$skip"),
        ({"$count": "yes"}, "$count"),
        ({"$count": ""}, "$count"),
        ({"$select": ""}, "$select"),
        ({"$filterx": "true"}, "Unknown system query option '$filterx'"),
        ({"$filter ": "true"}, "Unknown system query option"),
    ],
)
def test_invalid_options_are_400(people: People, params: dict[str, str], fragment: str) -> None:
    response = people.actor.get("/odata/person", params=params)
    assert response.status_code == 400, response.text
    assert fragment in response.json()["error"]["message"]


def test_repeated_option_is_400(people: People) -> None:
    response = people.actor.get("/odata/person?$top=1&$top=2")
    assert response.status_code == 400
    assert "more than once" in response.json()["error"]["message"]


@pytest.mark.parametrize(
    ("params", "fragment"),
    [
        ({"$expand": "supplier"}, "$expand"),
        ({"$apply": "groupby((kind))"}, "$apply"),
        ({"$compute": "age mul 2 as double"}, "$compute"),
        ({"$format": "xml"}, "$format"),
        ({"$filter": "name eq @n", "@n": "'x'"}, "Parameter aliases"),
        ({"$filter": "substring(name,1) eq 'ob'"}, "substring"),
        ({"$filter": "round(score) eq 2"}, "round"),
        ({"$filter": "contains(name,tolower(name))"}, "string literal"),
        ({"$filter": "score mod 2 eq 1"}, "mod"),
        ({"$filter": "seen add duration'P1D' gt now()"}, "supported"),
    ],
)
def test_unsupported_features_are_501(people: People, params: dict[str, str], fragment: str) -> None:
    response = people.actor.get("/odata/person", params=params)
    assert response.status_code == 501, response.text
    assert fragment in response.json()["error"]["message"]
    assert response.headers["OData-Version"] == "4.0"


def test_lambda_is_501(factory: Factory) -> None:
    actor = factory.actor()
    define(actor, "tagged", [{"name": "tags", "type": "string"}])
    response = actor.get("/odata/tagged", params={"$filter": "tags/any(t:t eq 'x')"})
    assert response.status_code == 501


def test_option_names_are_case_insensitive_and_dollar_optional(people: People) -> None:
    assert values(people.actor, "person") == values(people.actor, "person", orderby="id")
    response = people.actor.get("/odata/person", params={"$Filter": "age eq 40", "Select": "name"})
    assert [v["name"] for v in response.json()["value"]] == ["O'Neil"]
    custom = people.actor.get("/odata/person", params={"debug": "1", "$top": "1"})
    assert custom.status_code == 200  # custom query options are ignored
    fmt = people.actor.get("/odata/person", params={"$format": "application/json;odata.metadata=minimal"})
    assert fmt.status_code == 200


def test_headers_on_gate_refusals(server: LiveServer) -> None:
    response = httpx.get(f"{server.base_url}/api/v1/odata/$metadata")
    assert response.status_code == 401
    assert response.headers["OData-Version"] == "4.0"
    unrouted = httpx.get(f"{server.base_url}/api/v1/odata/a/b/c", headers={"Authorization": "Bearer nope"})
    assert unrouted.headers["OData-Version"] == "4.0"


def test_max_version_below_4_is_refused(people: People) -> None:
    response = people.actor.get("/odata/person", headers={"OData-MaxVersion": "3.0"})
    assert response.status_code == 400
    assert "OData-MaxVersion" in response.json()["error"]["message"]
    assert people.actor.get("/odata/person", headers={"OData-MaxVersion": "4.01"}).status_code == 200


def test_read_scope_suffices_and_is_needed(factory: Factory, people: People) -> None:
    reader = factory.actor(tenant=people.actor.tenant_name, role="member", scopes=("read",))
    assert odata(reader, "person").status_code == 200
    writer = factory.actor(tenant=people.actor.tenant_name, role="member", scopes=("write",))
    refused = odata(writer, "person")
    assert refused.status_code == 403
    assert refused.headers["OData-Version"] == "4.0"
