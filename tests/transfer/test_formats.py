"""CSV as people have it: detected delimiters, named encodings, exports for local spreadsheets."""

import codecs

from tests.factories import create, define, field
from tests.support import Actor
from tests.transfer.support import all_records, export, upload


def goods(actor: Actor) -> None:
    """Defines a small master with text and a number."""
    define(actor, "goods", field("sku", unique=True), field("name"), field("price", "number"))


def names(actor: Actor) -> list[str]:
    """Lists the stored names in creation order."""
    return [r["data"].get("name") for r in all_records(actor, "goods")]


def test_semicolon_and_tab_are_detected_from_the_header(admin: Actor) -> None:
    goods(admin)
    semicolon = upload(admin, "goods", 'sku;name;price\r\nA-1;"Schraube; verzinkt";1.5\r\n')
    assert semicolon.status_code == 200, semicolon.text
    assert semicolon.json()["delimiter"] == ";"
    assert semicolon.json()["encoding"] == "utf-8"
    tab = upload(admin, "goods", "sku\tname\tprice\r\nA-2\tMutter, M8\t2\r\n")
    assert tab.json()["delimiter"] == "\t"
    forced = upload(admin, "goods", "sku|name\r\nA-3|Scheibe\r\n", delimiter="|")
    assert forced.json()["created"] == 1
    assert names(admin) == ["Schraube; verzinkt", "Mutter, M8", "Scheibe"]
    assert upload(admin, "goods", "sku,name\r\n", delimiter="#").status_code == 400


def test_named_encodings(admin: Actor) -> None:
    goods(admin)
    cp1252 = "sku;name\r\nB-1;Crème brûlée \u2013 5 €\r\n".encode("cp1252")
    made = upload(admin, "goods", cp1252, encoding="cp1252")
    assert made.status_code == 200, made.text
    assert made.json()["encoding"] == "cp1252"
    latin = "sku,name\r\nB-2,Ä\r\n".encode("cp1252")
    assert upload(admin, "goods", latin, encoding="windows-1252").is_success
    sjis = "sku,name\r\nB-3,六角ボルト\uff08ステンレス\uff09\r\n"
    assert upload(admin, "goods", sjis.encode("shift_jis"), encoding="shift_jis").is_success
    assert upload(admin, "goods", "sku,name\r\nB-4,①番\r\n".encode("cp932"), encoding="cp932").is_success
    utf16 = "sku\tname\r\nB-5,x\tゆうパック\r\n".encode("utf-16")
    assert utf16.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    report = upload(admin, "goods", utf16, encoding="utf-16")
    assert report.status_code == 200, report.text
    assert report.json()["delimiter"] == "\t"
    bolt = "六角ボルト\uff08ステンレス\uff09"
    assert names(admin) == ["Crème brûlée \u2013 5 €", "Ä", bolt, "①番", "ゆうパック"]
    unknown = upload(admin, "goods", b"sku\r\nx\r\n", encoding="klingon-8")
    assert unknown.status_code == 400
    assert "klingon-8" in unknown.json()["detail"]
    for codec in ("rot13", "idna", "undefined", "a\x00b"):
        assert upload(admin, "goods", b"sku\r\nx\r\n", encoding=codec).status_code == 400


def test_a_non_utf8_file_names_the_csv_row_of_the_first_bad_byte(admin: Actor) -> None:
    goods(admin)
    content = 'sku,name\r\nC-1,"two\r\nlines"\r\nC-2,fine\r\nC-3,Café\r\n'.encode("cp1252")
    refused = upload(admin, "goods", content)
    assert refused.status_code == 400
    detail = refused.json()["detail"]
    assert "not UTF-8" in detail
    assert "row 4" in detail  # the header is row 1; the quoted cell spans two lines of row 2
    assert "?encoding=" in detail
    wrong = upload(admin, "goods", "sku,name\r\nC-4,ok\r\n".encode("utf-16"), encoding="shift_jis")
    assert wrong.status_code == 400


def test_export_with_delimiter_and_bom_round_trips(admin: Actor) -> None:
    goods(admin)
    create(admin, "goods", sku="D-1", name="Kugellager; 6204", price=3.25)
    out = export(admin, "goods", delimiter=";", bom="true")
    assert out.content.startswith(codecs.BOM_UTF8)
    lines = out.content.decode("utf-8-sig").splitlines()
    assert lines[0] == "id;sku;name;price"
    assert lines[1].endswith(';D-1;"Kugellager; 6204";3.25')
    again = upload(admin, "goods", out.content)
    assert again.json() | {"errors": []} == {
        "created": 0,
        "updated": 0,
        "unchanged": 1,
        "failed": 0,
        "errors": [],
        "delimiter": ";",
        "encoding": "utf-8",
    }
    tabbed = export(admin, "goods", delimiter="tab")
    assert tabbed.text.splitlines()[0] == "id\tsku\tname\tprice"
