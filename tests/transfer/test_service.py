"""`parse_csv` file-level checks (no database), and an import stored as a payload and applied later."""

import io
import json

import pytest

from mdm.core.errors import BadRequest
from mdm.core.ids import new_id
from mdm.db.enums import Scope
from mdm.files.storage import storage_for
from mdm.records import service as records_service
from mdm.records.validation import compile_schema
from mdm.transfer.service import apply_approved_import, parse_csv, read_csv
from tests.factories import product_master
from tests.support import Actor, LiveServer, principal_of

SCHEMA = compile_schema(
    {
        "fields": [
            {"name": "sku", "type": "string", "required": True, "unique": True},
            {"name": "name", "type": "string", "required": True},
            {"name": "price", "type": "number"},
        ]
    }
)

BAD_FILES = [
    (b"", "The file is empty"),
    (b"\xef\xbb\xbf", "The file is empty"),
    (b"\r\nsku,name\r\n", "no header row"),
    (b",\r\nA,B\r\n", "no header row"),
    (b"sku,name\r\n\xff\xfeA,B\r\n", "not UTF-8"),
    ("sku,name\r\nÄ,B\r\n".encode("latin-1"), "not UTF-8"),
    (b"sku,name,colour\r\nA,B,red\r\n", "Unknown columns 'colour'"),
    (b"sku,name,sku\r\nA,B,C\r\n", "Duplicate columns in the header: 'sku'"),
    (b"sku,,name\r\nA,,B\r\n", "Column 2 of the header has no name"),
    (b"sku,price\r\nA,1\r\n", "Missing required columns 'name'"),
    (b"sku,name\r\nA,B\r\nC\r\n", "Row 3 has 1 cells but the header has 2 columns"),
    (b"sku,name\r\nA,B,C\r\n", "Row 2 has 3 cells but the header has 2 columns"),
    (b'sku,name\r\n"A,B\r\n', "not valid CSV at row 2"),
    (b'sku,name\r\n"A"x,B\r\n', "not valid CSV at row 2"),
]


@pytest.mark.parametrize(("content", "message"), BAD_FILES)
def test_bad_files_are_refused(content: bytes, message: str) -> None:
    with pytest.raises(BadRequest) as caught:
        parse_csv(content, schema=SCHEMA)
    assert message in caught.value.detail


def test_good_file_with_bom_blank_lines_and_spaced_header() -> None:
    content = '\ufeff sku , name\r\nA,"Bolt, M8"\r\n\r\nB,"two\nlines"\r\n'.encode()
    parsed = parse_csv(io.BytesIO(content), schema=SCHEMA)
    assert parsed.header == ["sku", "name"]
    assert parsed.row_count == 2
    assert [(r.number, r.values) for r in parsed.iter_rows()] == [
        (2, {"sku": "A", "name": "Bolt, M8"}),
        (4, {"sku": "B", "name": "two\nlines"}),
    ]
    assert list(parsed.iter_rows()) == parsed.rows  # a file source can be read again


def test_required_columns_may_be_absent_when_rows_match_records() -> None:
    assert parse_csv(b"id,price\r\nx,1\r\n", schema=SCHEMA).header == ["id", "price"]
    assert parse_csv(b"sku,price\r\nA,1\r\n", schema=SCHEMA, key="sku").row_count == 1


def test_key_must_be_unique_field_and_column() -> None:
    with pytest.raises(BadRequest, match="must be a unique field"):
        parse_csv(b"sku,name\r\nA,B\r\n", schema=SCHEMA, key="name")
    with pytest.raises(BadRequest, match="not a field"):
        parse_csv(b"sku,name\r\nA,B\r\n", schema=SCHEMA, key="colour")
    with pytest.raises(BadRequest, match="no column 'sku'"):
        parse_csv(b"id,name\r\nA,B\r\n", schema=SCHEMA, key="sku")


def test_header_only_file_is_fine() -> None:
    assert parse_csv(b"sku,name\r\n", schema=SCHEMA).row_count == 0


def test_an_import_held_inline_by_an_older_release_still_applies(server: LiveServer, admin: Actor) -> None:
    product_master(admin)
    content = b'sku,name,price\r\nA,"=1+2, Bolt",1\r\nB,\'-x,2\r\n'
    principal = principal_of(admin, scopes=frozenset({Scope.WRITE}))
    with server.database.transaction() as session:
        parsed = read_csv(session, tenant_id=admin.tenant_id, master_type="product", source=content, key=None)
        inline = {"csv": parsed.to_payload(), "key": None, "on_error": "fail"}
        payload = json.loads(json.dumps(inline))
    approval_id = new_id()
    with server.database.transaction() as session:
        report = apply_approved_import(
            session,
            actor=records_service.Actor(principal, approval_id),
            master_type="product",
            payload=payload,
            storage=storage_for(server.settings),
        )
    assert (report.created, report.failed) == (2, 0)
    records = admin.get("/masters/product").json()["items"]
    assert [r["data"]["name"] for r in records] == ["=1+2, Bolt", "-x"]  # '- is an escape
    entry = admin.get(f"/masters/product/{records[0]['id']}/history").json()["items"][0]
    assert entry["approval_id"] == approval_id
