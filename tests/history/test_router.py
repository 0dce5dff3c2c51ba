"""History entries for every change, and rollback of updates and deletes."""

from tests.factories import create, product_master
from tests.support import Actor


def history(actor: Actor, record_id: str) -> list[dict[str, object]]:
    """Returns a record's history items, newest first."""
    response = actor.get(f"/masters/product/{record_id}/history")
    assert response.status_code == 200, response.text
    return list(response.json()["items"])


def test_history_after_create_update_delete(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="first", price=1)
    admin.put(f"/masters/product/{rec['id']}", json={"data": {"sku": "A", "name": "second", "price": 1}})
    admin.delete(f"/masters/product/{rec['id']}")
    items = history(admin, rec["id"])
    assert [i["operation"] for i in items] == ["delete", "update", "create"]
    assert [i["version"] for i in items] == [3, 2, 1]
    create_entry, update_entry, delete_entry = items[2], items[1], items[0]
    assert create_entry["previous"] is None
    assert create_entry["data"] == {"sku": "A", "name": "first", "price": 1}
    assert update_entry["previous"] == create_entry["data"]
    assert update_entry["changed_fields"] == ["name"]
    assert delete_entry["data"] is None
    assert delete_entry["previous"] == update_entry["data"]
    assert set(create_entry) == {
        "id",
        "record_id",
        "version",
        "operation",
        "data",
        "previous",
        "changed_fields",
        "changed_by",
        "changed_by_name",
        "changed_at",
        "approval_id",
    }
    assert create_entry["changed_by"] == admin.user_id


def test_rollback_of_an_update(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="first")
    admin.patch(f"/masters/product/{rec['id']}", json={"data": {"name": "second", "price": 9}})
    first = history(admin, rec["id"])[-1]
    rolled = admin.post(f"/masters/product/{rec['id']}/history/{first['id']}/rollback")
    assert rolled.status_code == 200
    assert rolled.json()["data"] == {"sku": "A", "name": "first"}
    assert rolled.json()["version"] == 3
    top = history(admin, rec["id"])[0]
    assert top["operation"] == "rollback"
    assert top["changed_fields"] == ["name", "price"]


def test_rollback_restores_a_deleted_record(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="first")
    admin.delete(f"/masters/product/{rec['id']}")
    before_delete = history(admin, rec["id"])[1]
    rolled = admin.post(f"/masters/product/{rec['id']}/history/{before_delete['id']}/rollback")
    assert rolled.status_code == 200
    assert admin.get(f"/masters/product/{rec['id']}").json()["data"] == {"sku": "A", "name": "first"}
    clash = admin.post("/masters/product", json={"data": {"sku": "A", "name": "dup"}})
    assert clash.status_code == 400  # the unique value was claimed again


def test_rollback_of_deleted_record_refused_when_value_taken(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="first")
    admin.delete(f"/masters/product/{rec['id']}")
    create(admin, "product", sku="A", name="newcomer")
    entry = history(admin, rec["id"])[1]
    refused = admin.post(f"/masters/product/{rec['id']}/history/{entry['id']}/rollback")
    assert refused.status_code == 400
    assert "already used" in refused.json()["detail"]
    assert admin.get(f"/masters/product/{rec['id']}").status_code == 404


def test_rollback_to_a_delete_entry_deletes(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="first")
    admin.delete(f"/masters/product/{rec['id']}")
    create_entry = history(admin, rec["id"])[1]
    admin.post(f"/masters/product/{rec['id']}/history/{create_entry['id']}/rollback")
    delete_entry = next(e for e in history(admin, rec["id"]) if e["operation"] == "delete")
    admin.post(f"/masters/product/{rec['id']}/history/{delete_entry['id']}/rollback")
    assert admin.get(f"/masters/product/{rec['id']}").status_code == 404


def test_unknown_history_entry_is_404(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="first")
    assert admin.post(f"/masters/product/{rec['id']}/history/nope/rollback").status_code == 404
    assert admin.get("/masters/product/nope/history").status_code == 404
