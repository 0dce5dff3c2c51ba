"""`unique_together`: combinations of fields claimed like single unique values."""

import threading
from typing import Any

import httpx

from tests.factories import create, field
from tests.support import Actor, LiveServer
from tests.transfer.support import upload

TOGETHER = [["product", "currency", "valid_from"]]


def price_list(actor: Actor, **schema: Any) -> dict[str, Any]:
    """Defines a price list whose product, currency and start date are unique together."""
    fields = [
        field("product", required=True),
        field("currency", "enum", options=["JPY", "EUR", "USD"]),
        field("valid_from", "date"),
        field("price", "number"),
    ]
    body = {"master_type": "price", "master_type_label": "Price", "schema": {"fields": fields, **schema}}
    response = actor.post("/definitions", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json())


def test_combination_is_unique_and_missing_parts_are_not_constrained(admin: Actor) -> None:
    price_list(admin, unique_together=TOGETHER)
    row = {"product": "ボルト M8", "currency": "JPY", "valid_from": "2026-04-01", "price": 12}
    first = create(admin, "price", **row)
    clash = admin.post("/masters/price", json={"data": {**row, "price": 13}})
    assert clash.status_code == 400
    detail = clash.json()["detail"]
    assert "field 'product, currency, valid_from'" in detail
    assert first["id"] in detail
    assert create(admin, "price", **{**row, "currency": "EUR"})["id"]
    no_date = {"product": "ボルト M8", "currency": "JPY"}
    create(admin, "price", **no_date)
    create(admin, "price", **no_date)  # a combination with a missing value is not constrained
    other = create(admin, "price", **{**row, "valid_from": "2026-05-01"})
    moved = admin.patch(f"/masters/price/{other['id']}", json={"data": {"valid_from": "2026-04-01"}})
    assert moved.status_code == 400
    assert admin.delete(f"/masters/price/{first['id']}").status_code == 200
    again = admin.patch(f"/masters/price/{other['id']}", json={"data": {"valid_from": "2026-04-01"}})
    assert again.status_code == 200


def test_definition_checks(admin: Actor) -> None:
    for together, words in (
        ([["product"]], "two or more"),
        ([["product", "nope"]], "unknown field 'nope'"),
        ([["product", "product"]], "named twice"),
        ([["product", "currency"], ["currency", "product"]], "given twice"),
    ):
        body = {
            "master_type": "price",
            "master_type_label": "Price",
            "schema": {"fields": [field("product"), field("currency")], "unique_together": together},
        }
        refused = admin.post("/definitions", json=body)
        assert refused.status_code == 400
        assert words in refused.json()["detail"]


def test_adding_it_over_stored_duplicates_is_refused_with_the_count(admin: Actor) -> None:
    definition = price_list(admin)
    row = {"product": "Nut", "currency": "USD", "valid_from": "2026-01-01"}
    for price in (1, 2, 3):
        create(admin, "price", **row, price=price)
    create(admin, "price", **{**row, "currency": "EUR"})
    schema: dict[str, Any] = {**definition["schema"], "unique_together": TOGETHER}
    body = {"master_type_label": "Price", "schema": schema}
    refused = admin.put("/definitions/price", json=body)
    assert refused.status_code == 400
    expected = "unique_together ['product', 'currency', 'valid_from']: 3 stored records"
    assert expected in refused.json()["detail"]
    schema["unique_together"] = [["product", "currency"], ["product", "price"]]
    assert admin.put("/definitions/price", json=body).status_code == 400
    schema["unique_together"] = [["product", "price"]]
    assert admin.put("/definitions/price", json=body).status_code == 200
    clash = admin.post("/masters/price", json={"data": {"product": "Nut", "price": 1}})
    assert clash.status_code == 400


def test_imports_report_clashes_per_row(admin: Actor) -> None:
    price_list(admin, unique_together=TOGETHER)
    create(admin, "price", product="Washer", currency="JPY", valid_from="2026-01-01")
    content = (
        "product,currency,valid_from,price\r\n"
        "Washer,JPY,2026-01-01,5\r\n"
        "Washer,EUR,2026-01-01,5\r\n"
        "Washer,EUR,2026-01-01,6\r\n"
    )
    report = upload(admin, "price", content, on_error="skip")
    assert report.status_code == 200, report.text
    body = report.json()
    assert body["created"] == 1
    assert [(e["row"], e["field"]) for e in body["errors"]] == [
        (2, "product, currency, valid_from"),
        (4, "product, currency, valid_from"),
    ]
    assert "also in row 3" in body["errors"][1]["message"]


def test_concurrent_writers_one_wins(server: LiveServer, admin: Actor) -> None:
    price_list(admin, unique_together=TOGETHER)
    barrier = threading.Barrier(24)
    codes: list[int] = []
    data = {"product": "RACE", "currency": "JPY", "valid_from": "2026-12-24"}

    def attempt(i: int) -> None:
        with httpx.Client(
            base_url=server.base_url + "/api/v1", headers={"Authorization": f"Bearer {admin.key}"}, timeout=60
        ) as http:
            barrier.wait()
            response = http.post("/masters/price", json={"data": {**data, "price": i}})
            codes.append(response.status_code)

    threads = [threading.Thread(target=attempt, args=(i,)) for i in range(24)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert codes.count(201) == 1, codes
    assert codes.count(400) == 23, codes
    assert admin.get("/masters/price", params={"search": "race"}).json()["total"] == 1
