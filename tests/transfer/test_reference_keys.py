"""References by business key: JSON writes, imports (`supplier.code`, `?reference_by=key`),
exports and `/excel` that round-trip with readable references."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event

from tests.factories import Factory, create, define, field
from tests.support import Actor, LiveServer
from tests.transfer.support import all_records, export, upload


def suppliers_and_products(actor: Actor, **product: Any) -> dict[str, str]:
    """Defines suppliers (keyed by code) and products that reference them; returns code -> id."""
    define(actor, "supplier", field("code", required=True, unique=True), field("name"))
    define(
        actor,
        "product",
        field("sku", required=True, unique=True),
        field("name"),
        field("supplier", "reference", reference="supplier"),
        **product,
    )
    names = {"ACME": "Acme Corporation", "山田": "山田製作所株式会社", "NORD": "Nordisk Stål A/S"}
    return {code: create(actor, "supplier", code=code, name=name)["id"] for code, name in names.items()}


@contextmanager
def claim_lookups(server: LiveServer) -> Iterator[list[str]]:
    """Collects the statements that read the unique-claims table while the block runs."""
    seen: list[str] = []

    def capture(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if "FROM record_unique" in statement:
            seen.append(statement)

    event.listen(server.database.engine, "before_cursor_execute", capture)
    try:
        yield seen
    finally:
        event.remove(server.database.engine, "before_cursor_execute", capture)


def test_json_writes_take_an_id_or_a_key_value(admin: Actor) -> None:
    ids = suppliers_and_products(admin)
    by_key = create(admin, "product", sku="P-1", supplier="山田")
    assert by_key["data"]["supplier"] == ids["山田"]
    by_id = create(admin, "product", sku="P-2", supplier=ids["ACME"])
    assert by_id["data"]["supplier"] == ids["ACME"]
    moved = admin.patch(f"/masters/product/{by_id['id']}", json={"data": {"supplier": "NORD"}})
    assert moved.json()["data"]["supplier"] == ids["NORD"]
    unknown = admin.post("/masters/product", json={"data": {"sku": "P-3", "supplier": "NOPE"}})
    assert unknown.status_code == 400
    assert "no live 'supplier' record has id NOPE" in unknown.json()["detail"]


def test_a_definition_names_its_key_field(admin: Actor) -> None:
    fields = [field("code", unique=True), field("vat_id", unique=True), field("name")]
    schema: dict[str, Any] = {"fields": fields, "key": "name"}
    body = {"master_type": "vendor", "master_type_label": "Vendor", "schema": schema}
    refused = admin.post("/definitions", json=body)
    assert refused.status_code == 400
    assert "key 'name' must be a unique field" in refused.json()["detail"]
    schema["key"] = "vat_id"
    assert admin.post("/definitions", json=body).status_code == 201
    define(admin, "order", field("vendor", "reference", reference="vendor"))
    vendor = create(admin, "vendor", code="V1", vat_id="DE123456789")
    assert create(admin, "order", vendor="DE123456789")["data"]["vendor"] == vendor["id"]
    assert admin.post("/masters/order", json={"data": {"vendor": "V1"}}).status_code == 400


def test_import_by_key_header_and_parameter(server: LiveServer, admin: Actor) -> None:
    ids = suppliers_and_products(admin)
    rows = "".join(f"S-{n},Bolt {n},{['ACME', '山田', 'NORD'][n % 3]}\r\n" for n in range(300))
    with claim_lookups(server) as lookups:
        made = upload(admin, "product", "sku,name,supplier.code\r\n" + rows)
    assert made.status_code == 200, made.text
    assert made.json()["created"] == 300
    supplier_lookups = [s for s in lookups if "supplier" in s or "master_type" in s]
    assert len(supplier_lookups) < 10  # one per batch of rows, not one per row
    stored = all_records(admin, "product")
    assert stored[1]["data"]["supplier"] == ids["山田"]
    plain = upload(admin, "product", "sku,supplier\r\nT-1,NORD\r\n", reference_by="key")
    assert plain.json()["created"] == 1
    assert upload(admin, "product", "sku,supplier\r\nT-2,NORD\r\n").status_code == 400  # ids by default


def test_import_refusals(admin: Actor) -> None:
    suppliers_and_products(admin)
    unknown = upload(admin, "product", "sku,supplier.code\r\nU-1,ACME\r\nU-2,GHOST\r\n")
    assert unknown.status_code == 400
    assert "row 3, field 'supplier': no live 'supplier' record has code 'GHOST'" in unknown.json()["detail"]
    both = upload(admin, "product", "sku,supplier,supplier.code\r\nU-3,x,ACME\r\n")
    assert both.status_code == 400
    assert "Columns 'supplier' and 'supplier.code' both fill field 'supplier'" in both.json()["detail"]
    not_unique = upload(admin, "product", "sku,supplier.name\r\nU-4,Acme Corporation\r\n")
    assert not_unique.status_code == 400
    assert "no unique field 'name'" in not_unique.json()["detail"]
    assert upload(admin, "product", "sku,sku.code\r\nU-5,x\r\n").status_code == 400


def test_export_by_key_round_trips_byte_identical(admin: Actor) -> None:
    ids = suppliers_and_products(admin)
    for n, code in enumerate(["ACME", "山田", "NORD", "ACME"]):
        create(admin, "product", sku=f"R-{n}", name=f"=SUM(A{n})", supplier=ids[code])
    create(admin, "product", sku="R-none", name="no supplier")
    first = export(admin, "product", reference_by="key", bom="true")
    assert first.status_code == 200
    lines = first.content.decode("utf-8-sig").splitlines()
    assert lines[0] == "id,sku,name,supplier.code"
    assert lines[2].endswith(",山田")
    report = upload(admin, "product", first.content)
    assert report.status_code == 200, report.text
    assert report.json()["unchanged"] == 5
    again = export(admin, "product", reference_by="key", bom="true")
    assert again.content == first.content
    assert export(admin, "product").content.decode().splitlines()[0] == "id,sku,name,supplier"


def test_excel_offers_the_key(admin: Actor) -> None:
    ids = suppliers_and_products(admin)
    create(admin, "product", sku="E-1", supplier=ids["NORD"])
    keyed = admin.get("/excel/product", params={"reference_by": "key"}).json()
    assert keyed["items"][0]["supplier"] == "NORD"
    assert keyed["items"][0]["supplier.code"] == "NORD"
    plain = admin.get("/excel/product", params={"flatten": "false"}).json()
    assert plain["items"][0]["supplier"] == ids["NORD"]


def test_approval_payloads_hold_the_id(factory: Factory) -> None:
    admin = factory.actor(role="admin")
    member = factory.actor(tenant=admin.tenant_name, role="member")
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    ids = suppliers_and_products(admin, approval_required=True)
    held = member.post("/masters/product", json={"data": {"sku": "A-1", "supplier": "ACME"}})
    assert held.status_code == 202
    assert held.json()["payload"]["data"]["supplier"] == ids["ACME"]
    approved = steward.post(f"/approvals/{held.json()['id']}/approve")
    assert approved.status_code == 200, approved.text
