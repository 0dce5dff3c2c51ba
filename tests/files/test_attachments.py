"""Files on records: `file` and `files` fields, attaching in one step, listing a record's files,
deletion refused while records use a file, export names, `/excel` and OData download URLs."""

from typing import Any

from tests.factories import Factory, create, define, field
from tests.support import Actor
from tests.transfer.support import export, upload


def put_file(actor: Actor, name: str, content: bytes = b"%PDF-1.7 data sheet", **params: Any) -> Any:
    """Uploads a file (attaching it when params name a record)."""
    return actor.post("/files/upload", params=params, files={"file": (name, content, "application/pdf")})


def products(actor: Actor) -> None:
    """Defines products with a data sheet and photos."""
    define(
        actor,
        "product",
        field("sku", required=True, unique=True),
        field("datasheet", "file"),
        field("photos", "files"),
    )


def test_fields_take_file_ids_of_the_tenant(factory: Factory) -> None:
    admin = factory.actor()
    stranger = factory.actor()
    products(admin)
    sheet = put_file(admin, "データシート.pdf").json()
    theirs = put_file(stranger, "theirs.pdf").json()
    made = create(admin, "product", sku="A-1", datasheet=sheet["id"], photos=[sheet["id"]])
    assert made["data"]["photos"] == [sheet["id"]]
    for data, words in (
        ({"datasheet": theirs["id"]}, f"field 'datasheet': no file has id {theirs['id']}"),
        ({"photos": [theirs["id"]]}, f"field 'photos': no file has id {theirs['id']}"),
        ({"photos": "not-a-list"}, "must be a list of file ids"),
        ({"photos": [sheet["id"], sheet["id"]]}, "names a file twice"),
    ):
        refused = admin.post("/masters/product", json={"data": {"sku": "B", **data}})
        assert refused.status_code == 400
        assert words in refused.json()["detail"]


def test_upload_attaches_in_one_step_and_lists_with_the_record(admin: Actor) -> None:
    products(admin)
    record = create(admin, "product", sku="ボルト-1")
    where = {"master_type": "product", "record_id": record["id"]}
    sheet = put_file(admin, "sheet.pdf", field="datasheet", **where)
    assert sheet.status_code == 200, sheet.text
    first = put_file(admin, "front.jpg", field="photos", **where).json()
    second = put_file(admin, "back.jpg", field="photos", **where).json()
    after = admin.get(f"/masters/product/{record['id']}").json()
    assert after["data"]["datasheet"] == sheet.json()["id"]
    assert after["data"]["photos"] == [first["id"], second["id"]]
    assert after["version"] == 4
    listed = admin.get("/files", params=where).json()
    assert [f["filename"] for f in listed["items"]] == ["sheet.pdf", "front.jpg", "back.jpg"]
    assert listed["total"] == 3
    assert put_file(admin, "x.pdf", field="sku", **where).status_code == 400
    assert (
        put_file(admin, "x.pdf", field="photos", master_type="product", record_id="nope").status_code == 404
    )
    assert put_file(admin, "x.pdf", field="photos").status_code == 400
    assert admin.get("/files", params={"master_type": "product"}).status_code == 400


def test_deleting_a_used_file_is_refused(admin: Actor) -> None:
    products(admin)
    sheet = put_file(admin, "sheet.pdf").json()
    photo = put_file(admin, "photo.jpg").json()
    record = create(admin, "product", sku="P", datasheet=sheet["id"], photos=[photo["id"]])
    for used in (sheet, photo):
        refused = admin.delete(f"/files/{used['id']}")
        assert refused.status_code == 409
        assert "used by 1 live record of 'product'" in refused.json()["detail"]
    admin.patch(f"/masters/product/{record['id']}", json={"data": {"photos": None}})
    assert admin.delete(f"/files/{photo['id']}").status_code == 200
    assert admin.delete(f"/masters/product/{record['id']}").status_code == 200
    assert admin.delete(f"/files/{sheet['id']}").status_code == 200


def test_export_writes_names_and_reads_expose_urls(admin: Actor) -> None:
    products(admin)
    sheet = put_file(admin, "=sheet.pdf").json()
    photo = put_file(admin, "写真.jpg").json()
    record = create(admin, "product", sku="E", datasheet=sheet["id"], photos=[photo["id"], sheet["id"]])
    lines = export(admin, "product").content.decode().splitlines()
    assert lines[1] == f'{record["id"]},E,\'=sheet.pdf,"写真.jpg, =sheet.pdf"'
    row = admin.get("/excel/product").json()["items"][0]
    assert row["datasheet"] == f"/api/v1/files/{sheet['id']}/content"
    assert row["photos"] == [f"/api/v1/files/{photo['id']}/content", f"/api/v1/files/{sheet['id']}/content"]
    entity = admin.get(f"/odata/product({record['id']})").json()
    assert entity["datasheet"].endswith(f"/api/v1/files/{sheet['id']}/content")
    assert entity["datasheet"].startswith("http")
    assert entity["photos"][0].endswith(f"/api/v1/files/{photo['id']}/content")
    metadata = admin.get("/odata/$metadata").text
    assert 'Name="photos" Type="Collection(Edm.String)"' in metadata
    assert admin.get("/odata/product", params={"$filter": "photos eq 'x'"}).status_code == 400


def test_imports_check_file_ids(admin: Actor) -> None:
    products(admin)
    sheet = put_file(admin, "sheet.pdf").json()
    report = upload(admin, "product", f'sku,photos\r\nI-1,"{sheet["id"]}"\r\nI-2,ghost\r\n', on_error="skip")
    assert report.json()["created"] == 1
    assert report.json()["errors"][0]["message"] == "no file has id ghost"
