"""`/catalog`: per-master sizes and per-field fill rates on a known data set."""

import re
from typing import Any

import pytest
from sqlalchemy import update

from mdm.core.time import utcnow
from mdm.db.models import Record
from tests.factories import Factory
from tests.support import Actor, LiveServer, record_queries


def define(actor: Actor, master_type: str, fields: list[dict[str, Any]], **extra: Any) -> None:
    """Creates a master definition."""
    response = actor.post(
        "/definitions",
        json={
            "master_type": master_type,
            "master_type_label": master_type.title(),
            "description": f"All {master_type}s",
            "schema": {"fields": fields},
            **extra,
        },
    )
    assert response.status_code == 201, response.text


def create(actor: Actor, master_type: str, **data: Any) -> str:
    """Creates a record and returns its id."""
    response = actor.post(f"/masters/{master_type}", json={"data": data})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


@pytest.fixture
def catalog_data(admin: Actor) -> Actor:
    """Suppliers (3 live, 1 deleted) and products (4) referencing them and each other."""
    define(
        admin,
        "supplier",
        [
            {"name": "name", "required": True, "unique": True},
            {"name": "country", "type": "enum", "options": ["JP", "DE", "US"], "label": "Country"},
            {"name": "rating", "type": "integer", "min": 0, "max": 5},
        ],
    )
    define(
        admin,
        "product",
        [
            {"name": "sku", "required": True, "unique": True, "max_length": 20, "pattern": "P[0-9]+"},
            {"name": "name"},
            {"name": "price", "type": "number"},
            {"name": "supplier", "type": "reference", "reference": "supplier"},
            {"name": "parent", "type": "reference", "reference": "product", "on_delete": "set_null"},
        ],
    )
    define(admin, "region", [{"name": "code"}], approval_required=True)
    s1 = create(admin, "supplier", name="A", country="JP", rating=5)
    create(admin, "supplier", name="B", country="JP")
    s3 = create(admin, "supplier", name="C", country="DE", rating=3)
    s4 = create(admin, "supplier", name="D", country="US", rating=1)
    assert admin.delete(f"/masters/supplier/{s4}").status_code == 200
    p1 = create(admin, "product", sku="P1", name="Bolt", price=1.5, supplier=s1)
    create(admin, "product", sku="P2", name="Bolt", supplier=s1, parent=p1)
    create(admin, "product", sku="P3", price=2, supplier=s3)
    create(admin, "product", sku="P4")
    return admin


def profile(detail: dict[str, Any]) -> dict[str, tuple[int, float, int]]:
    """Returns (value_count, fill_rate, distinct_count) per field."""
    return {f["name"]: (f["value_count"], f["fill_rate"], f["distinct_count"]) for f in detail["fields"]}


def test_list_counts_live_records(catalog_data: Actor) -> None:
    listing = catalog_data.get("/catalog").json()
    assert listing["total"] == 3
    by_type = {e["master_type"]: e for e in listing["items"]}
    assert [e["master_type"] for e in listing["items"]] == ["product", "region", "supplier"]
    assert by_type["supplier"] == {
        **by_type["supplier"],
        "label": "Supplier",
        "version": 1,
        "description": "All suppliers",
        "field_count": 3,
        "record_count": 3,
        "approval_required": False,
    }
    assert by_type["product"]["record_count"] == 4
    assert by_type["product"]["field_count"] == 5
    assert by_type["region"]["record_count"] == 0
    assert by_type["region"]["approval_required"] is True
    region = catalog_data.get("/definitions/region").json()
    assert by_type["region"]["last_changed_at"] >= region["created_at"]
    paged = catalog_data.get("/catalog", params={"skip": 1, "limit": 1}).json()
    assert [e["master_type"] for e in paged["items"]] == ["region"]
    assert paged["total"] == 3


def test_last_change_follows_records(catalog_data: Actor) -> None:
    before = {e["master_type"]: e for e in catalog_data.get("/catalog").json()["items"]}
    record = catalog_data.get("/masters/product", params={"limit": 1}).json()["items"][0]
    updated = catalog_data.patch(f"/masters/product/{record['id']}", json={"data": {"name": "Nut"}})
    assert updated.status_code == 200, updated.text
    after = {e["master_type"]: e for e in catalog_data.get("/catalog").json()["items"]}
    assert after["product"]["last_changed_at"] == updated.json()["updated_at"]
    assert after["product"]["last_changed_at"] > before["product"]["last_changed_at"]
    assert after["supplier"]["last_changed_at"] == before["supplier"]["last_changed_at"]


def test_supplier_fill_rates_ignore_deleted_records(catalog_data: Actor) -> None:
    detail = catalog_data.get("/catalog/supplier").json()
    assert detail["record_count"] == 3
    assert profile(detail) == {
        "name": (3, 1.0, 3),
        "country": (3, 1.0, 2),
        "rating": (2, pytest.approx(2 / 3), 2),
    }
    fields = {f["name"]: f for f in detail["fields"]}
    assert fields["name"]["required"] is True
    assert fields["name"]["unique"] is True
    assert fields["name"]["constraints"] == {}
    assert fields["country"] == {
        **fields["country"],
        "type": "enum",
        "label": "Country",
        "constraints": {"options": ["JP", "DE", "US"]},
    }
    assert fields["rating"]["constraints"] == {"min": 0, "max": 5}
    assert detail["references"] == []
    assert detail["referenced_by"] == [
        {"master_type": "product", "field": "supplier", "on_delete": "restrict"}
    ]
    assert detail["key"] == "name"


def test_product_fill_rates_and_links(catalog_data: Actor) -> None:
    detail = catalog_data.get("/catalog/product").json()
    assert [f["name"] for f in detail["fields"]] == ["sku", "name", "price", "supplier", "parent"]
    assert profile(detail) == {
        "sku": (4, 1.0, 4),
        "name": (2, 0.5, 1),
        "price": (2, 0.5, 2),
        "supplier": (3, 0.75, 2),
        "parent": (1, 0.25, 1),
    }
    fields = {f["name"]: f for f in detail["fields"]}
    assert fields["sku"]["constraints"] == {"max_length": 20, "pattern": "P[0-9]+"}
    assert fields["supplier"]["constraints"] == {"reference": "supplier"}
    assert detail["references"] == [
        {"master_type": "supplier", "field": "supplier", "on_delete": "restrict", "stale": 0},
        {"master_type": "product", "field": "parent", "on_delete": "set_null", "stale": 0},
    ]
    assert detail["referenced_by"] == [{"master_type": "product", "field": "parent", "on_delete": "set_null"}]
    assert fields["parent"]["constraints"] == {"reference": "product", "on_delete": "set_null"}


def test_key_unique_together_and_record_rules(admin: Actor) -> None:
    fields = [
        {"name": "product", "required": True},
        {"name": "currency"},
        {"name": "valid_from", "type": "date"},
        {"name": "valid_to", "type": "date"},
        {"name": "code", "unique": True},
    ]
    body = {
        "master_type": "price",
        "master_type_label": "価格",
        "schema": {
            "fields": fields,
            "key": "code",
            "unique_together": [["product", "currency", "valid_from"]],
            "record_rules": [
                {"expression": "valid_to >= valid_from", "message": "Valid to must not be before valid from"},
                {"expression": "currency is not null"},
            ],
        },
    }
    assert admin.post("/definitions", json=body).status_code == 201
    detail = admin.get("/catalog/price").json()
    assert detail["key"] == "code"
    assert detail["unique_together"] == [["product", "currency", "valid_from"]]
    assert detail["record_rules"] == [
        {"expression": "valid_to >= valid_from", "message": "Valid to must not be before valid from"},
        {"expression": "currency is not null", "message": "rule 'currency is not null' is not met"},
    ]


def test_empty_master_has_zero_fill(catalog_data: Actor) -> None:
    detail = catalog_data.get("/catalog/region").json()
    assert detail["record_count"] == 0
    assert profile(detail) == {"code": (0, 0.0, 0)}


def test_other_tenants_see_nothing(catalog_data: Actor, factory: Factory) -> None:
    stranger = factory.actor()
    assert stranger.get("/catalog").json() == {"items": [], "total": 0}
    response = stranger.get("/catalog/product")
    assert response.status_code == 404
    assert response.json() == {"detail": "Master 'product' not found"}
    assert catalog_data.get("/catalog/nothing").status_code == 404


def test_statistics_are_aggregated_by_the_database(server: LiveServer, catalog_data: Actor) -> None:
    with record_queries(server) as detail_queries:
        catalog_data.get("/catalog/product").raise_for_status()
    assert len(detail_queries) == 2  # all field counts in one statement, and the last change
    assert all(re.search(r"\b(count|max)\(", q, re.IGNORECASE) for q in detail_queries)
    with record_queries(server) as list_queries:
        catalog_data.get("/catalog").raise_for_status()
    assert len(list_queries) == 1


def test_stale_references_are_counted(server: LiveServer, admin: Actor) -> None:
    define(admin, "maker", [{"name": "code", "unique": True}])
    define(admin, "part", [{"name": "sku"}, {"name": "maker", "type": "reference", "reference": "maker"}])
    gone = create(admin, "maker", code="GONE")
    kept = create(admin, "maker", code="KEPT")
    for n in range(3):
        create(admin, "part", sku=f"S{n}", maker=gone if n else kept)
    with server.database.transaction() as session:  # deleted before deletes were guarded
        session.execute(update(Record).where(Record.id == gone).values(deleted_at=utcnow()))
    assert admin.get("/catalog/part").json()["references"][0]["stale"] == 2
