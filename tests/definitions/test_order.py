"""A record's `data` comes back in the schema's field order on every backend (PostgreSQL's
JSONB keeps keys sorted by length, SQLite's JSON as written)."""

from tests.factories import Factory, create, define, field

# Schema order that JSONB would turn around: longest name first, shortest last.
NAMES = ["description_long", "stock", "sku", "z"]
FIELDS = [field("description_long"), field("stock", "integer"), field("sku"), field("z")]


def test_records_and_history_in_field_order(factory: Factory) -> None:
    admin = factory.actor()
    define(admin, "item", *FIELDS)
    made = create(admin, "item", z="last", sku="S1", stock=3, description_long="first")
    assert list(made["data"]) == NAMES
    assert list(admin.get(f"/masters/item/{made['id']}").json()["data"]) == NAMES
    patched = admin.patch(f"/masters/item/{made['id']}", json={"data": {"stock": 4}})
    assert list(patched.json()["data"]) == NAMES
    listed = admin.get("/masters/item").json()["items"]
    assert [list(r["data"]) for r in listed] == [NAMES]
    entries = admin.get(f"/masters/item/{made['id']}/history").json()["items"]
    assert [list(e["data"]) for e in entries] == [NAMES, NAMES]
    assert list(entries[0]["previous"]) == NAMES


def test_approval_payloads_in_field_order(factory: Factory) -> None:
    admin = factory.actor(role="admin")
    requester = factory.actor(tenant=admin.tenant_name, role="member")
    define(admin, "item", *FIELDS, approval_required=True)
    data = {"z": "last", "sku": "S1", "stock": 3, "description_long": "first"}
    held = requester.post("/masters/item", json={"data": data})
    assert held.status_code == 202, held.text
    assert list(held.json()["payload"]["data"]) == NAMES
    one = admin.get(f"/approvals/{held.json()['id']}").json()
    assert list(one["payload"]["data"]) == NAMES
    listed = admin.get("/approvals").json()["items"]
    assert [list(r["payload"]["data"]) for r in listed] == [NAMES]
