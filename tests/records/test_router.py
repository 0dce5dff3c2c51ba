"""`/masters/{type}` records: CRUD, ETag/If-Match, search, paging, bulk delete, uniqueness, tenants."""

import threading
from typing import Any

import httpx

from tests.factories import Factory, create, define, field, product_master
from tests.support import Actor, LiveServer


def test_create_get_shape_and_etag(admin: Actor) -> None:
    product_master(admin)
    made = admin.post("/masters/product", json={"data": {"sku": "A-1", "name": "Bolt", "price": 1.5}})
    assert made.status_code == 201
    assert made.headers["ETag"] == '"1"'
    record = made.json()
    assert set(record) == {
        "id",
        "master_type",
        "data",
        "version",
        "created_at",
        "updated_at",
        "created_by",
        "updated_by",
    }
    assert record["version"] == 1
    assert record["created_by"] == admin.user_id
    got = admin.get(f"/masters/product/{record['id']}")
    assert got.json() == record
    assert got.headers["ETag"] == '"1"'


def test_put_replaces_patch_merges(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt", price=2, stock=5)
    put = admin.put(f"/masters/product/{rec['id']}", json={"data": {"sku": "A", "name": "Nut"}})
    assert put.json()["data"] == {"sku": "A", "name": "Nut"}
    assert put.json()["version"] == 2
    patched = admin.patch(f"/masters/product/{rec['id']}", json={"data": {"price": 3, "name": None}})
    assert patched.status_code == 400  # name is required: null clears it
    patched = admin.patch(f"/masters/product/{rec['id']}", json={"data": {"price": 3}})
    assert patched.json()["data"] == {"sku": "A", "name": "Nut", "price": 3}
    assert patched.json()["version"] == 3
    same = admin.put(f"/masters/product/{rec['id']}", json={"data": patched.json()["data"]})
    assert same.json()["version"] == 3


def test_if_match(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt")
    path = f"/masters/product/{rec['id']}"
    ok = admin.patch(path, json={"data": {"name": "B2"}}, headers={"If-Match": '"1"'})
    assert ok.status_code == 200
    assert ok.headers["ETag"] == '"2"'
    stale = admin.patch(path, json={"data": {"name": "B3"}}, headers={"If-Match": '"1"'})
    assert stale.status_code == 412
    assert "version 2" in stale.json()["detail"]
    replaced = admin.put(path, json={"data": {"sku": "A", "name": "x"}}, headers={"If-Match": '"1"'})
    assert replaced.status_code == 412
    assert admin.delete(path, headers={"If-Match": '"1"'}).status_code == 412
    assert admin.delete(path, headers={"If-Match": 'W/"2"'}).status_code == 200


def test_delete_is_soft_and_404_after(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt")
    deleted = admin.delete(f"/masters/product/{rec['id']}")
    assert deleted.status_code == 200
    assert deleted.json()["version"] == 2
    assert admin.get(f"/masters/product/{rec['id']}").status_code == 404
    assert admin.get("/masters/product").json()["total"] == 0
    assert admin.delete(f"/masters/product/{rec['id']}").status_code == 404
    assert create(admin, "product", sku="A", name="again")["data"]["sku"] == "A"  # value released


def test_paging_totals_and_stable_creation_order(admin: Actor) -> None:
    define(admin, "item", field("n", "integer"))
    ids = [create(admin, "item", n=i)["id"] for i in range(25)]
    seen: list[str] = []
    for skip in range(0, 25, 10):
        page = admin.get("/masters/item", params={"skip": skip, "limit": 10}).json()
        assert page["total"] == 25
        seen += [r["id"] for r in page["items"]]
    assert seen == ids
    admin.put(f"/masters/item/{ids[0]}", json={"data": {"n": 100}})
    assert admin.get("/masters/item", params={"limit": 1}).json()["items"][0]["id"] == ids[0]
    for params in ({"limit": 0}, {"limit": 1001}, {"skip": -1}):
        assert admin.get("/masters/item", params=params).status_code == 400


def test_search_is_case_insensitive_substring(admin: Actor) -> None:
    product_master(admin)
    create(admin, "product", sku="AB-100", name="Hex Bolt")
    create(admin, "product", sku="CD-200", name="東京ナット")
    create(admin, "product", sku="EF_300", name="100% cotton")

    def found(keyword: str) -> list[str]:
        items = admin.get("/masters/product", params={"search": keyword}).json()["items"]
        return sorted(r["data"]["sku"] for r in items)

    assert found("hex bolt") == ["AB-100"]
    assert found("BOLT") == ["AB-100"]
    assert found("ナット") == ["CD-200"]
    assert found("100") == ["AB-100", "EF_300"]
    assert found("%") == ["EF_300"]
    assert found("_") == ["EF_300"]
    assert found("zzz") == []
    assert admin.get("/masters/product", params={"search": "bolt"}).json()["total"] == 1

    def total(keyword: str) -> int:
        return int(admin.get("/masters/product", params={"search": keyword}).json()["total"])

    # Totals of terms long enough for the full-text index, with LIKE's wildcards taken literally.
    assert [total(k) for k in ("100", "0% c", "f_3", "f-3", "東京ナ", "hex bolt")] == [2, 1, 1, 0, 1, 1]


def test_search_skips_long_text_unless_the_field_is_searchable(admin: Actor) -> None:
    define(admin, "article", field("code", unique=True), field("title"), field("body", "text"))
    create(admin, "article", code="K-7", title="Lieferbedingungen", body="支払条件は月末締め翌月払い")
    create(admin, "article", code="K-8", title="月末の棚卸し", body="inventory at month end")

    def found(keyword: str) -> list[str]:
        items = admin.get("/masters/article", params={"search": keyword}).json()["items"]
        return sorted(r["data"]["code"] for r in items)

    assert found("月末") == ["K-8"]  # the title, not K-7's body
    assert found("inventory") == []
    assert found("k-7") == ["K-7"]
    fields = [field("code", unique=True), field("title"), field("body", "text", searchable=True)]
    changed = admin.put(
        "/definitions/article", json={"master_type_label": "Article", "schema": {"fields": fields}}
    )
    assert changed.status_code == 200, changed.text
    assert found("月末") == ["K-7", "K-8"]  # stored records are searchable by their body now
    assert found("inventory") == ["K-8"]
    history = admin.get("/audit/logs", params={"action": "definition.update"}).json()["items"]
    assert history[0]["details"]["records_backfilled"] == 0  # no record's data changed


def test_bulk_delete(admin: Actor) -> None:
    product_master(admin)
    a, b = create(admin, "product", sku="A", name="a"), create(admin, "product", sku="B", name="b")
    response = admin.request(
        "DELETE", "/masters/product/bulk", json={"ids": [a["id"], "missing", b["id"], a["id"]]}
    )
    assert response.status_code == 200
    assert response.json() == {"deleted": 2, "not_found": ["missing"]}
    assert admin.get("/masters/product").json()["total"] == 0
    too_many = admin.request("DELETE", "/masters/product/bulk", json={"ids": ["x"] * 1001})
    assert too_many.status_code == 400
    assert admin.request("DELETE", "/masters/product/bulk", json={"ids": []}).status_code == 400


def test_literal_segments_are_not_record_ids(admin: Actor) -> None:
    product_master(admin)
    create(admin, "product", sku="A", name="a")
    assert admin.get("/masters/product/bulk").status_code == 404
    assert admin.request("DELETE", "/masters/product/bulk", json={"ids": ["x"]}).json()["not_found"] == ["x"]


def test_unknown_master_is_404(admin: Actor) -> None:
    assert admin.get("/masters/nothing").status_code == 404
    assert admin.post("/masters/nothing", json={"data": {}}).status_code == 404


def test_duplicate_unique_value_sequential(admin: Actor) -> None:
    product_master(admin)
    first = create(admin, "product", sku="DUP", name="a")
    response = admin.post("/masters/product", json={"data": {"sku": "DUP", "name": "b"}})
    assert response.status_code == 400
    assert f"field 'sku': value 'DUP' is already used by record {first['id']}" in response.json()["detail"]
    other = create(admin, "product", sku="OTHER", name="c")
    clash = admin.patch(f"/masters/product/{other['id']}", json={"data": {"sku": "DUP"}})
    assert clash.status_code == 400
    assert admin.patch(f"/masters/product/{first['id']}", json={"data": {"name": "z"}}).status_code == 200


def test_duplicate_unique_value_concurrent(server: LiveServer, admin: Actor) -> None:
    product_master(admin)
    barrier = threading.Barrier(24)
    codes: list[int] = []

    def attempt(i: int) -> None:
        with httpx.Client(
            base_url=server.base_url + "/api/v1", headers={"Authorization": f"Bearer {admin.key}"}, timeout=60
        ) as http:
            barrier.wait()
            response = http.post("/masters/product", json={"data": {"sku": "RACE", "name": str(i)}})
            codes.append(response.status_code)

    threads = [threading.Thread(target=attempt, args=(i,)) for i in range(24)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert codes.count(201) == 1, codes
    assert codes.count(400) == 23, codes
    assert admin.get("/masters/product", params={"search": "race"}).json()["total"] == 1


def test_records_are_audited(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="a")
    admin.patch(f"/masters/product/{rec['id']}", json={"data": {"name": "b"}})
    admin.delete(f"/masters/product/{rec['id']}")
    items = admin.get("/audit/logs").json()["items"]
    assert [i["action"] for i in items[:3]] == ["record.delete", "record.patch", "record.create"]
    assert items[2]["resource_id"] == rec["id"]
    assert items[2]["status_code"] == 201
    assert items[2]["ip"] == "127.0.0.1"


def test_other_tenants_records_are_404_on_every_path(factory: Factory) -> None:
    owner = factory.actor()
    product_master(owner)
    rec = create(owner, "product", sku="A", name="a")
    stranger = factory.actor()
    product_master(stranger)  # same master_type in the other tenant
    rid = rec["id"]
    calls: list[tuple[str, str, dict[str, Any]]] = [
        ("GET", f"/masters/product/{rid}", {}),
        ("PUT", f"/masters/product/{rid}", {"json": {"data": {"sku": "B", "name": "b"}}}),
        ("PATCH", f"/masters/product/{rid}", {"json": {"data": {"name": "b"}}}),
        ("DELETE", f"/masters/product/{rid}", {}),
        ("GET", f"/masters/product/{rid}/history", {}),
    ]
    for method, path, kwargs in calls:
        assert stranger.request(method, path, **kwargs).status_code == 404, (method, path)
    bulk = stranger.request("DELETE", "/masters/product/bulk", json={"ids": [rid]})
    assert bulk.json() == {"deleted": 0, "not_found": [rid]}
    history = owner.get(f"/masters/product/{rid}/history").json()["items"]
    rollback = stranger.post(f"/masters/product/{rid}/history/{history[0]['id']}/rollback")
    assert rollback.status_code == 404
    assert owner.get(f"/masters/product/{rid}").json()["version"] == 1
    assert stranger.get("/masters/product").json()["total"] == 0


def test_large_unique_integers_do_not_collide(admin: Actor) -> None:
    define(admin, "counter", field("n", "integer", unique=True))
    create(admin, "counter", n=9007199254740992)
    assert admin.post("/masters/counter", json={"data": {"n": 9007199254740993}}).status_code == 201
    same = admin.post("/masters/counter", json={"data": {"n": 9007199254740992.0}})
    assert same.status_code == 400
