"""References hold together: deletes obey each reference field's `on_delete` on every path."""

import threading
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from sqlalchemy import update

from mdm.core.time import utcnow
from mdm.db.models import Record
from mdm.records.referrers import Inbound, _hold_until_stable, removal_scope
from tests.factories import Factory, create, define, define_in, field, principal_in
from tests.support import Actor, LiveServer, waits_for_definition

CASCADE = "cascade"


def suppliers_and_products(actor: Actor, on_delete: str | None = None, **extra: Any) -> None:
    """Defines suppliers and products that reference them."""
    define(actor, "supplier", field("code", required=True, unique=True), field("name"))
    options = {"on_delete": on_delete} if on_delete else {}
    define(
        actor,
        "product",
        field("sku", required=True, unique=True),
        field("name"),
        field("stock", "integer"),
        field("supplier", "reference", reference="supplier", **options),
        **extra,
    )


def history_ops(actor: Actor, master_type: str, record_id: str) -> list[str]:
    """Lists the operations of a record's history, newest first."""
    response = actor.get(f"/masters/{master_type}/{record_id}/history")
    assert response.status_code == 200, response.text
    return [entry["operation"] for entry in response.json()["items"]]


def test_delete_of_a_referenced_record_is_refused_with_counts(admin: Actor) -> None:
    suppliers_and_products(admin)
    acme = create(admin, "supplier", code="ACME", name="株式会社アクメ")
    for n in range(3):
        create(admin, "product", sku=f"P-{n}", name=f"ねじ {n}", supplier=acme["id"])
    refused = admin.delete(f"/masters/supplier/{acme['id']}")
    assert refused.status_code == 409, refused.text
    assert (
        f"Record {acme['id']} is referenced by 3 live records of 'product' (field 'supplier')"
        in (refused.json()["detail"])
    )
    assert admin.get(f"/masters/supplier/{acme['id']}").status_code == 200
    lone = create(admin, "supplier", code="LONE", name="Lone Wolf Trading")
    assert admin.delete(f"/masters/supplier/{lone['id']}").status_code == 200


def test_set_null_clears_the_references_with_history(admin: Actor) -> None:
    suppliers_and_products(admin, on_delete="set_null")
    acme = create(admin, "supplier", code="ACME", name="Acme")
    made = [create(admin, "product", sku=f"S-{n}", supplier=acme["id"]) for n in range(2)]
    assert admin.delete(f"/masters/supplier/{acme['id']}").status_code == 200
    for product in made:
        after = admin.get(f"/masters/product/{product['id']}").json()
        assert after["data"] == {"sku": product["data"]["sku"]}
        assert after["version"] == 2
        assert history_ops(admin, "product", product["id"]) == ["update", "create"]


def test_set_null_on_a_required_field_is_refused(admin: Actor) -> None:
    define(admin, "supplier", field("code", unique=True))
    spec = field("supplier", "reference", reference="supplier", required=True, on_delete="set_null")
    body: dict[str, Any] = {"master_type": "product", "master_type_label": "P", "schema": {"fields": [spec]}}
    refused = admin.post("/definitions", json=body)
    assert refused.status_code == 400
    assert "set_null" in refused.json()["detail"]
    spec.update(type="string", required=False)
    spec.pop("reference")
    assert admin.post("/definitions", json=body).status_code == 400  # on_delete needs a reference


def test_cascade_follows_chains_and_stops_at_cycles(admin: Actor) -> None:
    define(admin, "region", field("name"))
    define(admin, "site", field("name"), field("region", "reference", reference="region", on_delete=CASCADE))
    define(
        admin,
        "room",
        field("name"),
        field("site", "reference", reference="site", on_delete="cascade"),
        field("twin", "reference", reference="room", on_delete="cascade"),
    )
    kanto = create(admin, "region", name="関東")
    site = create(admin, "site", name="横浜倉庫", region=kanto["id"])
    first = create(admin, "room", name="A-101", site=site["id"])
    second = create(admin, "room", name="A-102", site=site["id"], twin=first["id"])
    admin.patch(f"/masters/room/{first['id']}", json={"data": {"twin": second["id"]}})
    assert admin.delete(f"/masters/region/{kanto['id']}").status_code == 200
    for master_type, record in (("site", site), ("room", first), ("room", second)):
        assert admin.get(f"/masters/{master_type}/{record['id']}").status_code == 404
        assert history_ops(admin, master_type, record["id"])[0] == "delete"


def test_cascade_is_refused_whole_when_a_restrict_reference_protects_a_record(admin: Actor) -> None:
    define(admin, "region", field("name"))
    define(admin, "site", field("name"), field("region", "reference", reference="region", on_delete=CASCADE))
    define(admin, "shipment", field("code"), field("site", "reference", reference="site"))
    west = create(admin, "region", name="West")
    site = create(admin, "site", name="Depot", region=west["id"])
    create(admin, "shipment", code="SH-1", site=site["id"])
    refused = admin.delete(f"/masters/region/{west['id']}")
    assert refused.status_code == 409
    assert f"Record {site['id']} is referenced by 1 live record of 'shipment'" in refused.json()["detail"]
    assert admin.get(f"/masters/site/{site['id']}").status_code == 200


def test_bulk_delete_is_all_or_nothing(admin: Actor) -> None:
    suppliers_and_products(admin)
    used = create(admin, "supplier", code="USED")
    free = create(admin, "supplier", code="FREE")
    create(admin, "product", sku="X", supplier=used["id"])
    refused = admin.request("DELETE", "/masters/supplier/bulk", json={"ids": [free["id"], used["id"]]})
    assert refused.status_code == 409
    assert used["id"] in refused.json()["detail"]
    assert free["id"] not in refused.json()["detail"]
    assert admin.get(f"/masters/supplier/{free['id']}").status_code == 200


def test_rollback_that_deletes_obeys_references(admin: Actor) -> None:
    suppliers_and_products(admin)
    acme = create(admin, "supplier", code="ACME")
    first = admin.get(f"/masters/supplier/{acme['id']}/history").json()["items"][0]
    assert admin.delete(f"/masters/supplier/{acme['id']}").status_code == 200
    deleted = admin.get(f"/masters/supplier/{acme['id']}/history").json()["items"][0]
    restored = admin.post(f"/masters/supplier/{acme['id']}/history/{first['id']}/rollback")
    assert restored.status_code == 200, restored.text
    create(admin, "product", sku="R", supplier=acme["id"])
    refused = admin.post(f"/masters/supplier/{acme['id']}/history/{deleted['id']}/rollback")
    assert refused.status_code == 409
    assert "referenced by 1 live record of 'product'" in refused.json()["detail"]


def test_approved_delete_is_checked_when_requested_and_when_approved(factory: Factory) -> None:
    admin = factory.actor(role="admin")
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    member = factory.actor(tenant=admin.tenant_name, role="member")
    define(admin, "supplier", field("code", unique=True), approval_required=True)
    define(admin, "product", field("sku"), field("supplier", "reference", reference="supplier"))
    request = member.post("/masters/supplier", json={"data": {"code": "GOV"}})
    record_id = steward.post(f"/approvals/{request.json()['id']}/approve").json()["record_id"]
    create(admin, "product", sku="held", supplier=record_id)
    assert member.delete(f"/masters/supplier/{record_id}").status_code == 409
    other = member.post("/masters/supplier", json={"data": {"code": "GOV2"}})
    other_id = steward.post(f"/approvals/{other.json()['id']}/approve").json()["record_id"]
    pending = member.delete(f"/masters/supplier/{other_id}")
    assert pending.status_code == 202
    create(admin, "product", sku="late", supplier=other_id)
    refused = steward.post(f"/approvals/{pending.json()['id']}/approve")
    assert refused.status_code == 409
    assert "referenced by 1 live record of 'product'" in refused.json()["detail"]
    assert steward.get("/approvals?status=pending").json()["items"][0]["id"] == pending.json()["id"]


def test_a_stale_reference_does_not_block_other_fields(admin: Actor, server: LiveServer) -> None:
    suppliers_and_products(admin)
    gone = create(admin, "supplier", code="GONE")
    product = create(admin, "product", sku="OLD", supplier=gone["id"], stock=0)
    with server.database.transaction() as session:  # a delete from before deletes were guarded
        session.execute(update(Record).where(Record.id == gone["id"]).values(deleted_at=utcnow()))
    patched = admin.patch(f"/masters/product/{product['id']}", json={"data": {"stock": 1}})
    assert patched.status_code == 200, patched.text
    moved = admin.patch(f"/masters/product/{product['id']}", json={"data": {"supplier": gone["id"]}})
    assert moved.status_code == 200  # unchanged value
    other = create(admin, "product", sku="NEW", stock=0)
    refused = admin.patch(f"/masters/product/{other['id']}", json={"data": {"supplier": gone["id"]}})
    assert refused.status_code == 400
    assert "no live 'supplier' record" in refused.json()["detail"]


def race(server: LiveServer, admin: Actor, supplier_id: str, prefix: str) -> list[int]:
    """Deletes a supplier while 12 writers create products that reference it; returns the statuses."""
    barrier = threading.Barrier(13)
    codes: list[int] = []

    def write(i: int) -> None:
        headers = {"Authorization": f"Bearer {admin.key}"}
        with httpx.Client(base_url=server.base_url + "/api/v1", headers=headers, timeout=60) as http:
            barrier.wait()
            if i == 0:
                codes.append(http.delete(f"/masters/supplier/{supplier_id}").status_code)
            else:
                data = {"sku": f"{prefix}-{i}", "supplier": supplier_id}
                codes.append(http.post("/masters/product", json={"data": data}).status_code)

    threads = [threading.Thread(target=write, args=(i,)) for i in range(13)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return codes


def test_a_delete_racing_new_references_leaves_none_dangling(server: LiveServer, admin: Actor) -> None:
    suppliers_and_products(admin)
    for attempt in range(3):
        target = create(admin, "supplier", code=f"RACE-{attempt}")
        codes = race(server, admin, target["id"], f"R{attempt}")
        alive = admin.get(f"/masters/supplier/{target['id']}").status_code == 200
        listed = admin.get("/masters/product", params={"filter": f"supplier eq '{target['id']}'"})
        assert alive or listed.json()["total"] == 0, codes


def test_the_removal_scope_follows_cascades_and_cleared_references() -> None:
    inbound = {
        "supplier": [Inbound("product", "supplier", CASCADE), Inbound("contract", "supplier", "restrict")],
        "product": [Inbound("price", "product", "set_null"), Inbound("bundle", "item", CASCADE)],
        "bundle": [Inbound("product", "bundle", CASCADE), Inbound("promo", "bundle", "set_null")],
        "price": [Inbound("audit", "price", CASCADE)],  # not reached: prices only lose a reference
    }
    assert removal_scope(inbound, "supplier") == {"supplier", "product", "price", "bundle", "promo"}
    assert removal_scope(inbound, "contract") == {"contract"}


def test_a_delete_takes_the_definitions_it_needs_before_any_record(server: LiveServer, admin: Actor) -> None:
    if server.database.is_sqlite:
        pytest.skip("SQLite runs one writer at a time: no lock order to keep")
    suppliers_and_products(admin, on_delete="set_null")
    acme = create(admin, "supplier", code="ACME", name="Acme Präzisionsteile 株式会社")
    made = create(admin, "product", sku="ACME-M6", supplier=acme["id"])
    # A schema change of the referencing master holds its definition while the delete starts.
    answer = waits_for_definition(
        server,
        tenant_id=admin.tenant_id,
        master_type="product",
        call=lambda: admin.delete(f"/masters/supplier/{acme['id']}"),
        record_ids=[acme["id"], made["id"]],
    )
    assert answer.status_code == 200, answer.text
    assert admin.get(f"/masters/product/{made['id']}").json()["data"] == {"sku": "ACME-M6"}


def test_a_master_that_joins_a_delete_scope_while_it_is_read_is_held_too(server: LiveServer) -> None:
    """A cascade reference committed between reading a delete's scope and holding it is held too."""
    if server.database.engine.dialect.name != "postgresql":
        pytest.skip("SQLite runs one writer at a time: definitions are not locked one by one there")
    change = server.database.session()
    delete = server.database.session()
    try:
        principal = principal_in(change)
        define_in(change, principal, "supplier", field("code", required=True, unique=True))
        change.commit()
        reads: list[set[str]] = []

        def scope_of(inbound: dict[str, list[Inbound]]) -> set[str]:
            if not reads:  # a schema change commits after the first read, before the locks
                reference = field("supplier", "reference", reference="supplier", on_delete=CASCADE)
                define_in(change, principal, "part", field("sku"), reference)
                change.commit()
            reads.append(removal_scope(inbound, "supplier"))
            return reads[-1]

        _hold_until_stable(delete, principal.tenant_id, scope_of)
        pid = delete.execute(sa.text("SELECT pg_backend_pid()")).scalar_one()
        held = delete.execute(
            sa.text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = :pid"),
            {"pid": pid},
        ).scalar_one()
    finally:
        delete.rollback()
        delete.close()
        change.close()
    assert reads == [{"supplier"}, {"supplier", "part"}, {"supplier", "part"}]
    assert held == 2
