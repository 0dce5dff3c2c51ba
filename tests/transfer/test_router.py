"""`/masters/{type}/export` and `/import` over real HTTP: format, round trips, updates, atomicity."""

import time

import httpx

from tests.factories import Factory, create, define, field, product_master
from tests.support import Actor, LiveServer
from tests.transfer.support import (
    all_records,
    export,
    item_master,
    rows_of,
    stored,
    to_csv,
    upload,
)

UTF8_COMMA = {"delimiter": ",", "encoding": "utf-8"}

NASTY = [
    "=1+2",
    "+cmd",
    "-minus",
    "@SUM(A1)",
    "\tstarts with tab",
    "\rstarts with CR",
    "'=already escaped",
    "'",
    "''",
    "'plain quote",
    "''=",
    "comma, inside",
    'quote " inside',
    '"quoted"',
    "line\nbreak",
    "crlf\r\nbreak",
    "  spaced  ",
    "日本語のテキスト",
    "ｶﾀｶﾅ",
    "emoji 🎉",
    '=HYPERLINK("http://x")',
    "- dash",
    "back\\slash",
    ";semi",
    "|pipe",
]


def test_export_format_and_headers(admin: Actor) -> None:
    product_master(admin)
    first = create(admin, "product", sku="A-1", name="Bolt", price=1.5)
    second = create(admin, "product", sku="B-2", name="Nut, small", stock=-5)
    response = export(admin, "product")
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    assert response.headers["content-disposition"] == 'attachment; filename="product.csv"'
    assert not response.content.startswith(b"\xef\xbb\xbf")
    assert response.content.endswith(b"\r\n")
    assert rows_of(response.content) == [
        ["id", "sku", "name", "price", "stock"],
        [first["id"], "A-1", "Bolt", "1.5", ""],
        [second["id"], "B-2", "Nut, small", "", "-5"],
    ]
    with_bom = export(admin, "product", bom="true")
    assert with_bom.content.startswith(b"\xef\xbb\xbf")
    assert with_bom.content[3:] == response.content


def test_import_creates_with_history_and_one_audit_entry(server: LiveServer, admin: Actor) -> None:
    product_master(admin)
    response = upload(admin, "product", "sku,name,price\r\nA,Bolt,1.5\r\nB,Nut,\r\n")
    assert response.status_code == 200, response.text
    assert response.json() == {
        "created": 2,
        "updated": 0,
        "unchanged": 0,
        "failed": 0,
        "errors": [],
        **UTF8_COMMA,
    }
    records = all_records(admin, "product")
    assert [r["data"] for r in records] == [
        {"sku": "A", "name": "Bolt", "price": 1.5},
        {"sku": "B", "name": "Nut"},
    ]
    assert all(r["version"] == 1 and r["created_by"] == admin.user_id for r in records)
    entry = admin.get(f"/masters/product/{records[0]['id']}/history").json()["items"][0]
    assert entry["operation"] == "import"
    assert entry["version"] == 1
    assert entry["data"] == {"sku": "A", "name": "Bolt", "price": 1.5}
    assert entry["previous"] is None
    assert entry["changed_fields"] == ["name", "price", "sku"]
    assert entry["changed_by"] == admin.user_id
    assert stored(server.database, admin.tenant_id) == (2, 2, 1)
    audit = admin.get("/audit/logs", params={"action": "record.import"}).json()["items"]
    assert len(audit) == 1
    assert audit[0]["resource_id"] == "product"
    assert audit[0]["details"]["created"] == 2


def test_bom_and_japanese_text(admin: Actor) -> None:
    define(admin, "shop", field("code", required=True, unique=True), field("name"))
    text = "code,name\r\n東京-1,東京本店\r\nosaka,大阪　支店\r\n"
    with_bom = upload(admin, "shop", "\ufeff" + text)
    assert with_bom.status_code == 200, with_bom.text
    assert with_bom.json()["created"] == 2
    without = upload(admin, "shop", text.replace("東京-1", "京都").replace("osaka", "nara"))
    assert without.json()["created"] == 2
    names = [r["data"]["name"] for r in all_records(admin, "shop")]
    assert names == ["東京本店", "大阪　支店", "東京本店", "大阪　支店"]
    exported = rows_of(export(admin, "shop", bom="true").content)
    assert [r[2] for r in exported[1:]] == names


def test_round_trip_of_nasty_values_into_another_tenant(factory: Factory) -> None:
    source, target = factory.actor(), factory.actor()
    for actor in (source, target):
        item_master(actor)
    made = [create(source, "item", code=f"c{i}", name=value) for i, value in enumerate(NASTY)]
    made.append(
        create(
            source,
            "item",
            code="=code",
            qty=-5,
            price=-0.25,
            active=False,
            since="2026-01-31",
            color="-",
            seen="2026-01-31T09:30:00Z",
        )
    )
    made.append(create(source, "item", code="-", color="=x", qty=0, price=1e20, active=True))
    made.append(create(source, "item", code="+1", price=-1e-7))
    content = export(source, "item").content
    rows = rows_of(content)
    cells = {row[1]: row for row in rows[1:]}
    assert cells["c0"][2] == "'=1+2"
    assert cells["c6"][2] == "''=already escaped"
    assert cells["c9"][2] == "''plain quote"  # a leading quote is doubled, so import can tell
    assert cells["'=code"][3:5] == ["-5", "-0.25"]  # numbers stay numbers
    assert cells["'-"][7] == "'=x"
    without_ids = to_csv([row[1:] for row in rows])
    response = upload(target, "item", without_ids)
    assert response.status_code == 200, response.text
    assert response.json()["created"] == len(made)
    assert [r["data"] for r in all_records(target, "item")] == [r["data"] for r in made]


def test_export_then_import_into_same_master_changes_nothing(server: LiveServer, admin: Actor) -> None:
    item_master(admin)
    for i, value in enumerate(NASTY):
        create(admin, "item", code=f"c{i}", name=value, qty=-i, price=i / 3, active=i % 2 == 0)
    before = stored(server.database, admin.tenant_id)
    content = export(admin, "item", bom="true").content
    response = upload(admin, "item", content)
    assert response.json() == {
        "created": 0,
        "updated": 0,
        "unchanged": len(NASTY),
        "failed": 0,
        "errors": [],
        **UTF8_COMMA,
    }
    after = stored(server.database, admin.tenant_id)
    assert after[:2] == before[:2]
    assert export(admin, "item", bom="true").content == content


def test_update_by_id_writes_a_new_version(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt", price=1, stock=3)
    other = create(admin, "product", sku="B", name="Nut")
    body = to_csv(
        [["id", "sku", "name", "price"], [rec["id"], "A", "Bolt M8", "1"], [other["id"], "B", "Nut", ""]]
    )
    response = upload(admin, "product", body)
    assert response.json() == {
        "created": 0,
        "updated": 1,
        "unchanged": 1,
        "failed": 0,
        "errors": [],
        **UTF8_COMMA,
    }
    got = admin.get(f"/masters/product/{rec['id']}").json()
    assert got["version"] == 2
    assert got["data"] == {"sku": "A", "name": "Bolt M8", "price": 1, "stock": 3}  # no column: kept
    entry = admin.get(f"/masters/product/{rec['id']}/history").json()["items"][0]
    assert entry["operation"] == "import"
    assert entry["version"] == 2
    assert entry["previous"] == rec["data"]
    assert entry["changed_fields"] == ["name"]
    assert len(admin.get(f"/masters/product/{other['id']}/history").json()["items"]) == 1


def test_empty_cell_clears_a_field(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt", price=2)
    response = upload(admin, "product", to_csv([["id", "price"], [rec["id"], ""]]))
    assert response.json()["updated"] == 1
    assert admin.get(f"/masters/product/{rec['id']}").json()["data"] == {"sku": "A", "name": "Bolt"}


def test_upsert_by_key(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt", price=1)
    body = "sku,price\r\nA,2.5\r\nC,3\r\n"
    refused = upload(admin, "product", body, key="sku")
    assert refused.status_code == 400  # C would be created without its required name
    assert "row 3, field 'name': is required" in refused.json()["detail"]
    response = upload(admin, "product", "sku,name,price\r\nA,Bolt,2.5\r\nC,Cog,3\r\n", key="sku")
    assert response.json() == {
        "created": 1,
        "updated": 1,
        "unchanged": 0,
        "failed": 0,
        "errors": [],
        **UTF8_COMMA,
    }
    data = {r["data"]["sku"]: r["data"] for r in all_records(admin, "product")}
    assert data == {
        "A": {"sku": "A", "name": "Bolt", "price": 2.5},
        "C": {"sku": "C", "name": "Cog", "price": 3},
    }
    assert admin.get(f"/masters/product/{rec['id']}").json()["version"] == 2
    again = upload(admin, "product", "sku,price\r\nA,2.5\r\nC,3\r\n", key="sku")
    assert again.json()["unchanged"] == 2


def test_key_must_be_a_unique_column_of_the_file(admin: Actor) -> None:
    product_master(admin)
    not_unique = upload(admin, "product", "sku,name\r\nA,B\r\n", key="name")
    assert not_unique.status_code == 400
    assert "unique" in not_unique.json()["detail"]
    unknown = upload(admin, "product", "sku,name\r\nA,B\r\n", key="nope")
    assert unknown.status_code == 400
    missing = upload(admin, "product", "name\r\nB\r\n", key="sku")
    assert missing.status_code == 400
    assert "no column 'sku'" in missing.json()["detail"]


def test_invalid_row_refuses_the_whole_file(server: LiveServer, admin: Actor) -> None:
    product_master(admin)
    create(admin, "product", sku="OLD", name="Existing")
    before = stored(server.database, admin.tenant_id)
    rows = [["sku", "name", "price"]] + [[f"S{i}", f"n{i}", str(i)] for i in range(4500)]
    rows[4001][2] = "cheap"
    rows[4400][0] = "OLD"
    response = upload(admin, "product", to_csv(rows))
    assert response.status_code == 400
    detail = response.json()["detail"]
    assert set(response.json()) == {"detail"}
    assert "nothing was written" in detail
    assert "row 4002, field 'price': must be a number" in detail
    assert "row 4401, field 'sku': value 'OLD' is already used by record" in detail
    assert stored(server.database, admin.tenant_id) == before
    assert len(all_records(admin, "product")) == 1


def test_skip_mode_applies_the_valid_rows(server: LiveServer, admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt")
    body = to_csv(
        [
            ["id", "sku", "name", "price"],
            ["", "N1", "new one", "1"],
            ["", "N2", "", "2"],  # name is required
            [rec["id"], "A", "Bolt v2", "x"],  # price not a number
            [rec["id"], "A", "Bolt v2", "3"],
            ["", "N1", "dup in file", "4"],
            ["0190b5c0-0000-7000-8000-000000000000", "Z", "ghost", ""],
            ["", "N3", "fine", "1.5"],
        ]
    )
    response = upload(admin, "product", body, on_error="skip")
    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["created"], report["updated"], report["unchanged"], report["failed"]) == (2, 1, 0, 4)
    assert report["errors"] == [
        {"row": 3, "field": "name", "message": "is required"},
        {"row": 4, "field": "price", "message": "must be a number"},
        {"row": 6, "field": "sku", "message": "value 'N1' is also in row 2"},
        {
            "row": 7,
            "field": "id",
            "message": "record 0190b5c0-0000-7000-8000-000000000000 not found in master 'product'",
        },
    ]
    assert sorted(r["data"]["sku"] for r in all_records(admin, "product")) == ["A", "N1", "N3"]
    assert admin.get(f"/masters/product/{rec['id']}").json()["data"]["price"] == 3
    assert stored(server.database, admin.tenant_id)[2] == 1


def test_same_record_twice_in_a_file(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt")
    body = to_csv([["id", "name"], [rec["id"], "one"], [rec["id"], "two"]])
    response = upload(admin, "product", body, on_error="skip")
    assert response.json()["errors"] == [
        {"row": 3, "field": "id", "message": f"record {rec['id']} is already changed by row 2"}
    ]


def test_dry_run_reports_and_writes_nothing(server: LiveServer, admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="A", name="Bolt")
    before = stored(server.database, admin.tenant_id)
    body = to_csv(
        [
            ["id", "sku", "name"],
            [rec["id"], "A", "Renamed"],
            ["", "B", "New"],
            ["", "B", "Again"],
            ["", "C", ""],
        ]
    )
    response = upload(admin, "product", body, dry_run="true")
    assert response.status_code == 200
    report = response.json()
    assert (report["created"], report["updated"], report["failed"]) == (1, 1, 2)
    assert [e["row"] for e in report["errors"]] == [4, 5]
    assert stored(server.database, admin.tenant_id) == before
    assert admin.get(f"/masters/product/{rec['id']}").json()["version"] == 1


def test_references_are_checked(admin: Actor) -> None:
    define(admin, "maker", field("name", required=True))
    define(admin, "part", field("code", required=True), field("maker", "reference", reference="maker"))
    maker = create(admin, "maker", name="ACME")
    body = to_csv([["code", "maker"], ["p1", maker["id"]], ["p2", "missing-id"], ["p3", ""]])
    refused = upload(admin, "part", body)
    assert refused.status_code == 400
    assert "row 3, field 'maker': no live 'maker' record has id missing-id" in refused.json()["detail"]
    skipped = upload(admin, "part", body, on_error="skip")
    assert (skipped.json()["created"], skipped.json()["failed"]) == (2, 1)


def test_rules_and_constraints_come_from_the_validation_module(admin: Actor) -> None:
    define(
        admin,
        "thing",
        field("code", required=True, max_length=3, pattern="[A-Z]+"),
        field("size", "integer", min=1, max=10),
        field("mail", "email"),
        field("on", "date"),
    )
    body = to_csv(
        [
            ["code", "size", "mail", "on"],
            ["ABCD", "11", "no-at", "31/01/2026"],
            ["AB", "1.5", "a@b.co", "2026-01-31"],
        ]
    )
    report = upload(admin, "thing", body, on_error="skip").json()
    messages = {(e["row"], e["field"]): e["message"] for e in report["errors"]}
    assert messages == {
        (2, "code"): "must be at most 3 characters long",
        (2, "size"): "must be at most 10",
        (2, "mail"): "must be an email address",
        (2, "on"): "must be a date as YYYY-MM-DD",
        (3, "size"): "must be an integer",
    }


def test_unique_values_against_stored_records(admin: Actor) -> None:
    product_master(admin)
    a = create(admin, "product", sku="A", name="a")
    b = create(admin, "product", sku="B", name="b")
    swap = to_csv([["id", "sku"], [a["id"], "B"], [b["id"], "A"]])
    report = upload(admin, "product", swap, on_error="skip").json()
    assert report["failed"] == 2
    move = to_csv([["id", "sku"], [a["id"], "A2"]])
    assert upload(admin, "product", move).json()["updated"] == 1
    taken = upload(admin, "product", "sku,name\r\nA,again\r\n")
    assert taken.status_code == 200  # A was given up by the earlier import
    free = upload(admin, "product", "sku,name\r\nA2,x\r\n")
    assert free.status_code == 400


def test_id_of_another_tenant_is_not_found(factory: Factory) -> None:
    owner, stranger = factory.actor(), factory.actor()
    product_master(owner)
    product_master(stranger)
    rec = create(owner, "product", sku="A", name="Bolt")
    response = upload(stranger, "product", to_csv([["id", "name"], [rec["id"], "stolen"]]))
    assert response.status_code == 400
    assert f"record {rec['id']} not found" in response.json()["detail"]
    assert owner.get(f"/masters/product/{rec['id']}").json()["data"]["name"] == "Bolt"


def test_other_tenants_master_is_404(factory: Factory) -> None:
    owner, stranger = factory.actor(), factory.actor()
    product_master(owner)
    assert export(stranger, "product").status_code == 404
    response = upload(stranger, "product", "sku,name\r\nA,B\r\n")
    assert response.status_code == 404
    assert response.json() == {"detail": "Master 'product' not found"}


def test_scopes(factory: Factory) -> None:
    admin = factory.actor()
    product_master(admin)
    reader = factory.actor(tenant=admin.tenant_name, scopes=("read",))
    assert export(reader, "product").status_code == 200
    refused = upload(reader, "product", "sku,name\r\nA,B\r\n")
    assert refused.status_code == 403
    assert refused.json() == {"detail": "API key missing required scope: write"}


def test_export_streams_many_batches_in_creation_order(admin: Actor) -> None:
    product_master(admin)
    rows = [["sku", "name", "price", "stock"]] + [
        [f"S{i:05}", f"name {i}", str(i / 4), str(-i)] for i in range(12_345)
    ]
    assert upload(admin, "product", to_csv(rows)).json()["created"] == 12_345
    response = export(admin, "product")
    exported = rows_of(response.content)
    assert exported[0] == ["id", "sku", "name", "price", "stock"]
    assert [r[1:] for r in exported[1:]] == [[s, n, str(float(p)), st] for s, n, p, st in rows[1:]]
    ids = [r[0] for r in exported[1:]]
    assert ids == sorted(ids)
    assert len(set(ids)) == 12_345


def test_text_csv_body_is_accepted_too(admin: Actor) -> None:
    product_master(admin)
    response = admin.post(
        "/masters/product/import", content=b"sku,name\r\nA,B\r\n", headers={"Content-Type": "text/csv"}
    )
    assert response.json()["created"] == 1


def test_duplicates_across_batches(admin: Actor) -> None:
    """Batches are checked while earlier ones are still being written: no duplicate slips through."""
    product_master(admin)
    rows = [["sku", "name"]] + [[f"S{i}", "n"] for i in range(6000)]
    rows[2500] = ["S0", "next batch"]  # row 2501, in the batch after row 2's
    rows[4500] = ["S0", "two batches on"]  # row 4501
    rows[5500] = ["S2600", "same batch as its twin"]  # row 5501; its twin is row 2602
    refused = upload(admin, "product", to_csv(rows))
    assert refused.status_code == 400
    assert "row 2501, field 'sku': value 'S0' is also in row 2" in refused.json()["detail"]
    assert all_records(admin, "product") == []
    response = upload(admin, "product", to_csv(rows), on_error="skip")
    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["created"], report["failed"]) == (5997, 3)
    assert [(e["row"], e["field"]) for e in report["errors"]] == [(2501, "sku"), (4501, "sku"), (5501, "sku")]
    assert report["errors"][0]["message"] == "value 'S0' is also in row 2"
    assert report["errors"][1]["message"] == "value 'S0' is also in row 2"
    assert len({r["data"]["sku"] for r in all_records(admin, "product")}) == 5997


def test_a_key_repeated_anywhere_in_the_file_fails(admin: Actor) -> None:
    """With ?key=, a second row for a key the file creates fails, near or far from the first."""
    product_master(admin)
    stored_one = create(admin, "product", sku="OLD", name="Bolt")
    rows = [["sku", "name"]] + [[f"K{i}", "n"] for i in range(9000)]
    rows[3] = ["K0", "same batch"]  # row 4
    rows[2100] = ["K0", "next batch"]  # row 2101
    rows[8500] = ["K0", "four batches on"]  # row 8501
    rows[8600] = ["OLD", "updates the stored record"]  # row 8601
    response = upload(admin, "product", to_csv(rows), key="sku", on_error="skip")
    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["created"], report["updated"], report["failed"]) == (8996, 1, 3)
    assert report["errors"] == [
        {"row": r, "field": "sku", "message": "value 'K0' is also in row 2"} for r in (4, 2101, 8501)
    ]
    k0 = admin.get("/masters/product", params={"search": "k0\nn", "limit": 5}).json()["items"]
    assert [r["data"] for r in k0] == [{"sku": "K0", "name": "n"}]
    assert (
        admin.get(f"/masters/product/{stored_one['id']}").json()["data"]["name"]
        == "updates the stored record"
    )


def test_an_abandoned_export_frees_its_connection(server: LiveServer, admin: Actor) -> None:
    product_master(admin)
    rows = [["sku", "name"]] + [[f"S{i:05d}", "n"] for i in range(20000)]
    assert upload(admin, "product", to_csv(rows)).json()["created"] == 20000
    headers = {"Authorization": f"Bearer {admin.key}"}
    with (
        httpx.Client(base_url=server.base_url + "/api/v1", headers=headers) as http,
        http.stream("GET", "/masters/product/export") as response,
    ):
        assert response.status_code == 200
        assert next(response.iter_bytes()).startswith(b"id,sku,name")
    # The client went away mid-stream: the server ends the read, returns its connection and serves on.
    pool = server.database.engine.pool
    deadline = time.monotonic() + 10
    while pool.checkedout() and time.monotonic() < deadline:  # type: ignore[attr-defined]
        time.sleep(0.05)
    assert pool.checkedout() == 0  # type: ignore[attr-defined]
    assert len(rows_of(export(admin, "product").content)) == 20001
