"""`/excel/{type}` and `/excel/{type}/flat`: paging, flattening, cycles, deleted targets, tenancy."""

from dataclasses import dataclass
from typing import Any

import pytest
from sqlalchemy import update

from mdm.core.time import utcnow
from mdm.db.models import Record
from mdm.excel import service
from tests.factories import Factory
from tests.support import Actor, LiveServer, record_queries


def define(actor: Actor, master_type: str, fields: list[dict[str, Any]]) -> None:
    """Creates a master definition."""
    response = actor.post(
        "/definitions",
        json={
            "master_type": master_type,
            "master_type_label": master_type.title(),
            "schema": {"fields": fields},
        },
    )
    assert response.status_code == 201, response.text


def create(actor: Actor, master_type: str, **data: Any) -> str:
    """Creates a record and returns its id."""
    response = actor.post(f"/masters/{master_type}", json={"data": data})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


def ref(name: str, target: str) -> dict[str, Any]:
    """Builds a reference field."""
    return {"name": name, "type": "reference", "reference": target}


@dataclass
class World:
    """Countries, suppliers (self-referencing, one deleted) and products of one tenant."""

    actor: Actor
    ids: dict[str, str]


@pytest.fixture
def world(admin: Actor, server: LiveServer) -> World:
    """Builds the data set every test reads."""
    define(admin, "country", [{"name": "code"}, {"name": "name"}])
    define(admin, "supplier", [{"name": "name"}, ref("country", "country")])
    supplier_fields = [{"name": "name"}, ref("country", "country"), ref("parent", "supplier")]
    assert (
        admin.put(
            "/definitions/supplier",
            json={"master_type_label": "Supplier", "schema": {"fields": supplier_fields}},
        ).status_code
        == 200
    )
    define(
        admin,
        "product",
        [{"name": "sku"}, {"name": "name"}, {"name": "price", "type": "number"}, ref("supplier", "supplier")],
    )
    ids = {
        "jp": create(admin, "country", code="JP", name="Japan"),
        "de": create(admin, "country", code="DE", name="Germany"),
    }
    ids["s1"] = create(admin, "supplier", name="Acme", country=ids["jp"])
    ids["s2"] = create(admin, "supplier", name="Bolt Co", country=ids["de"], parent=ids["s1"])
    ids["s3"] = create(admin, "supplier", name="Gone", country=ids["jp"])
    ids["p1"] = create(admin, "product", sku="P1", name="Anvil", price=10.5, supplier=ids["s1"])
    ids["p2"] = create(admin, "product", sku="P2", name="Bolt", supplier=ids["s2"])
    ids["p3"] = create(admin, "product", sku="P3", name="Cog", price=3, supplier=ids["s3"])
    ids["p4"] = create(admin, "product", sku="P4")
    ids["p5"] = create(admin, "product", sku="P5", name="Drill", supplier=ids["s1"])
    assert admin.delete(f"/masters/supplier/{ids['s3']}").status_code == 409  # P3 references it
    with server.database.transaction() as session:  # a dangling reference from before deletes were guarded
        session.execute(update(Record).where(Record.id == ids["s3"]).values(deleted_at=utcnow()))
    return World(admin, ids)


def read(actor: Actor, path: str, **params: Any) -> dict[str, Any]:
    """GETs a spreadsheet endpoint and returns its JSON."""
    response = actor.get(path, params=params)
    assert response.status_code == 200, response.text
    return dict(response.json())


PRODUCT_COLUMNS = ["id", "sku", "name", "price", "supplier"]
SUPPLIER_ONE_LEVEL = ["supplier.name", "supplier.country", "supplier.parent"]


def test_paging_in_creation_order(world: World) -> None:
    ids = world.ids
    first = read(world.actor, "/excel/product", limit=2)
    assert first["total"] == 5
    assert [row["id"] for row in first["items"]] == [ids["p1"], ids["p2"]]
    second = read(world.actor, "/excel/product", limit=2, offset=2)
    assert [row["id"] for row in second["items"]] == [ids["p3"], ids["p4"]]
    last = read(world.actor, "/excel/product", limit=2, offset=4)
    assert [row["id"] for row in last["items"]] == [ids["p5"]]
    beyond = read(world.actor, "/excel/product", offset=50)
    assert beyond["items"] == []
    assert beyond["total"] == 5
    assert len(read(world.actor, "/excel/product")["items"]) == 5


@pytest.mark.parametrize("params", [{"limit": 1001}, {"limit": 0}, {"offset": -1}, {"flatten": "maybe"}])
def test_bad_paging_is_400(world: World, params: dict[str, Any]) -> None:
    response = world.actor.get("/excel/product", params=params)
    assert response.status_code == 400
    assert list(response.json()) == ["detail"]


def test_flatten_adds_one_level_of_reference_columns(world: World) -> None:
    ids = world.ids
    page = read(world.actor, "/excel/product")
    assert page["columns"] == PRODUCT_COLUMNS + SUPPLIER_ONE_LEVEL
    rows = {row["sku"]: row for row in page["items"]}
    assert all(list(row) == page["columns"] for row in page["items"])
    assert rows["P1"] == {
        "id": ids["p1"],
        "sku": "P1",
        "name": "Anvil",
        "price": 10.5,
        "supplier": ids["s1"],
        "supplier.name": "Acme",
        "supplier.country": ids["jp"],
        "supplier.parent": None,
    }
    assert rows["P2"]["supplier.parent"] == ids["s1"]
    assert rows["P2"]["supplier.name"] == "Bolt Co"
    assert rows["P4"] == {**dict.fromkeys(page["columns"]), "id": ids["p4"], "sku": "P4"}


def test_deleted_targets_are_shown_empty(world: World) -> None:
    row = read(world.actor, "/excel/product", limit=1, offset=2)["items"][0]
    assert row["supplier"] == world.ids["s3"]
    assert [row[c] for c in SUPPLIER_ONE_LEVEL] == [None, None, None]
    flat = read(world.actor, "/excel/product/flat")["items"][2]
    assert flat["supplier"] == world.ids["s3"]
    assert flat["supplier.name"] is None
    assert flat["supplier.country.name"] is None


def test_flatten_off_keeps_schema_columns(world: World) -> None:
    page = read(world.actor, "/excel/product", flatten="false")
    assert page["columns"] == PRODUCT_COLUMNS
    assert page["items"][1] == {
        "id": world.ids["p2"],
        "sku": "P2",
        "name": "Bolt",
        "price": None,
        "supplier": world.ids["s2"],
    }


def test_self_reference_expands_one_level_on_pages(world: World) -> None:
    page = read(world.actor, "/excel/supplier")
    assert page["columns"] == [
        "id",
        "name",
        "country",
        "country.code",
        "country.name",
        "parent",
        "parent.name",
        "parent.country",
        "parent.parent",
    ]
    assert page["total"] == 2
    bolt = page["items"][1]
    assert (bolt["parent"], bolt["parent.name"], bolt["country.name"]) == (world.ids["s1"], "Acme", "Germany")


def test_flat_expands_two_levels_and_stops_at_the_cycle(world: World) -> None:
    flat = read(world.actor, "/excel/product/flat")
    assert flat["columns"] == [
        *PRODUCT_COLUMNS,
        "supplier.name",
        "supplier.country",
        "supplier.country.code",
        "supplier.country.name",
        "supplier.parent",
    ]
    assert flat["total"] == 5
    assert len(flat["items"]) == 5
    bolt = flat["items"][1]
    assert bolt["supplier.country.name"] == "Germany"
    assert bolt["supplier.parent"] == world.ids["s1"]
    suppliers = read(world.actor, "/excel/supplier/flat")
    assert suppliers["columns"] == ["id", "name", "country", "country.code", "country.name", "parent"]


def test_flat_mutual_references_stop_at_the_start(admin: Actor) -> None:
    define(admin, "alpha", [{"name": "name"}])
    define(admin, "beta", [{"name": "name"}, ref("alpha", "alpha")])
    assert (
        admin.put(
            "/definitions/alpha",
            json={
                "master_type_label": "Alpha",
                "schema": {"fields": [{"name": "name"}, ref("beta", "beta")]},
            },
        ).status_code
        == 200
    )
    a1 = create(admin, "alpha", name="a1")
    b1 = create(admin, "beta", name="b1", alpha=a1)
    assert admin.patch(f"/masters/alpha/{a1}", json={"data": {"beta": b1}}).status_code == 200
    flat = read(admin, "/excel/alpha/flat")
    assert flat["columns"] == ["id", "name", "beta", "beta.name", "beta.alpha"]
    assert flat["items"] == [{"id": a1, "name": "a1", "beta": b1, "beta.name": "b1", "beta.alpha": a1}]
    from_beta = read(admin, "/excel/beta/flat")
    assert from_beta["columns"] == ["id", "name", "alpha", "alpha.name", "alpha.beta"]
    page = read(admin, "/excel/alpha")
    assert page["columns"] == flat["columns"]
    assert page["items"] == flat["items"]


def test_flat_streams_across_batches(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(service, "FLAT_BATCH", 2)
    response = world.actor.get("/excel/product/flat")
    assert response.headers["content-type"] == "application/json"
    assert "content-length" not in response.headers
    flat = response.json()
    assert [row["sku"] for row in flat["items"]] == ["P1", "P2", "P3", "P4", "P5"]
    assert flat["total"] == 5
    assert flat["items"][0]["supplier.country.code"] == "JP"


def test_empty_master_flat_is_valid_json(admin: Actor) -> None:
    define(admin, "empty", [{"name": "x"}])
    assert read(admin, "/excel/empty/flat") == {"columns": ["id", "x"], "items": [], "total": 0}
    assert read(admin, "/excel/empty") == {"columns": ["id", "x"], "items": [], "total": 0, "next": None}


def test_references_cost_one_query_per_master_per_page(server: LiveServer, world: World) -> None:
    for i in range(20):
        create(world.actor, "product", sku=f"X{i}", supplier=world.ids["s1" if i % 2 else "s2"])
    with record_queries(server) as page_queries:
        assert len(read(world.actor, "/excel/product", limit=1000)["items"]) == 25
    assert len(page_queries) == 2  # page, suppliers (the total is the master's counter)
    with record_queries(server) as flat_queries:
        assert read(world.actor, "/excel/product/flat")["total"] == 25
    assert len(flat_queries) == 4  # batch, suppliers, countries, empty next batch


def test_other_tenants_get_404(world: World, factory: Factory) -> None:
    stranger = factory.actor()
    for path in ("/excel/product", "/excel/product/flat", "/excel/nothing"):
        response = stranger.get(path)
        assert response.status_code == 404
        assert response.json() == {"detail": f"Master '{path.split('/')[2]}' not found"}
    assert world.actor.get("/excel/nothing/flat").status_code == 404
