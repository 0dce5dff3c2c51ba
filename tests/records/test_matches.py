"""Likely duplicates on entry: `POST /masters/{type}/match` and `match.on_create` (off, warn,
block), on realistic supplier records in Latin and Japanese script."""

from typing import Any

from tests.factories import create, field
from tests.support import Actor

SUPPLIERS = [
    {"code": "S-001", "name": "株式会社 北斗精機", "city": "札幌市", "email": "info@hokuto-seiki.co.jp"},
    {"code": "S-002", "name": "Müller Präzisionstechnik GmbH", "city": "Stuttgart", "email": "info@mpt.de"},
    {"code": "S-003", "name": "Acme Industrial Supply", "city": "Dayton", "email": "orders@acme-supply.com"},
    {"code": "S-004", "name": "大和ロジスティクス", "city": "横浜市", "email": "contact@yamato-logi.jp"},
]


def suppliers(admin: Actor, on_create: str = "off") -> None:
    """A supplier master with the default match and some stored suppliers."""
    fields = [field("code", unique=True), field("name"), field("city"), field("email", "email")]
    schema = {"fields": fields, "match": {"on_create": on_create}}
    body = {"master_type": "supplier", "master_type_label": "Suppliers", "schema": schema}
    made = admin.post("/definitions", json=body)
    assert made.status_code == 201, made.text
    for row in SUPPLIERS:
        create(admin, "supplier", **row)


def match(admin: Actor, **data: Any) -> dict[str, Any]:
    """Asks for the likely duplicates of a prospective supplier."""
    response = admin.post("/masters/supplier/match", json={"data": data})
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_match_finds_the_same_supplier_spelled_differently(admin: Actor) -> None:
    suppliers(admin)
    found = match(admin, name="北斗精機 株式会社", city="札幌市", email="INFO@hokuto-seiki.co.jp")
    assert len(found["items"]) == 1
    best = found["items"][0]
    assert best["data"]["code"] == "S-001"
    assert best["same"] is True
    assert best["score"] >= found["auto"]
    assert set(best["matched"]) == {"name", "city", "email"}
    create(admin, "supplier", code="S-005", name="東海精密 工業株式会社")
    unspaced = match(admin, name="東海精密工業株式会社")["items"]  # found by its parts
    assert [c["data"]["code"] for c in unspaced] == ["S-005"]
    german = match(admin, name="Mueller Prazisionstechnik", city="Stuttgart")["items"]
    assert [c["data"]["code"] for c in german] == ["S-002"]
    assert match(admin, name="Blue Harbor Fisheries", city="Halifax")["items"] == []


def test_match_refuses_unknown_fields_and_writes_nothing(admin: Actor) -> None:
    suppliers(admin)
    refused = admin.post("/masters/supplier/match", json={"data": {"colour": "red"}})
    assert refused.status_code == 400
    assert "colour" in refused.json()["detail"]
    assert admin.get("/masters/supplier").json()["total"] == len(SUPPLIERS)


def test_on_create_warn_answers_duplicates_beside_the_record(admin: Actor) -> None:
    suppliers(admin, on_create="warn")
    acme = {"code": "S-010", "name": "ACME Industrial Supply Inc.", "city": "Dayton"}
    made = admin.post("/masters/supplier", json={"data": acme})
    assert made.status_code == 201, made.text
    assert [d["data"]["code"] for d in made.json()["duplicates"]] == ["S-003"]
    fresh = admin.post("/masters/supplier", json={"data": {"code": "S-011", "name": "Nordlicht Bäckerei"}})
    assert fresh.json()["duplicates"] == []


def test_on_create_block_refuses_with_the_candidates(admin: Actor) -> None:
    suppliers(admin, on_create="block")
    yamato = {"code": "S-020", "name": "大和ロジスティクス", "city": "横浜市"}
    refused = admin.post("/masters/supplier", json={"data": yamato})
    assert refused.status_code == 409
    body = refused.json()
    assert "likely duplicate" in body["detail"]
    assert [c["data"]["code"] for c in body["candidates"]] == ["S-004"]
    assert admin.get("/masters/supplier").json()["total"] == len(SUPPLIERS)
    mikawa = {"code": "S-021", "name": "三河食品工業", "city": "豊橋市"}
    other = admin.post("/masters/supplier", json={"data": mikawa})
    assert other.status_code == 201
    assert "duplicates" not in other.json() or other.json()["duplicates"] == []


def test_off_does_not_look(admin: Actor) -> None:
    suppliers(admin)
    made = admin.post("/masters/supplier", json={"data": {**SUPPLIERS[0], "code": "S-030"}})
    assert made.status_code == 201
    assert "duplicates" not in made.json()


def test_a_bad_match_configuration_is_refused(admin: Actor) -> None:
    schema = {"fields": [{"name": "name"}], "match": {"fields": [{"field": "x"}]}}
    body = {"master_type": "vendor", "master_type_label": "Vendors", "schema": schema}
    response = admin.post("/definitions", json=body)
    assert response.status_code == 400
    assert "match: 'x' is not a field" in response.json()["detail"]


def test_imports_warn_about_or_refuse_likely_duplicates(admin: Actor) -> None:
    suppliers(admin, on_create="warn")
    csv = "code,name,city\nS-040,ACME Industrial Supply Inc,Dayton\nS-041,Kestrel Avionics,Wichita\n"
    warned = admin.post("/masters/supplier/import", content=csv, headers={"Content-Type": "text/csv"})
    assert warned.status_code == 200, warned.text
    report = warned.json()
    assert report["created"] == 2
    stored = {
        r["data"]["code"]: r["id"]
        for r in admin.get("/masters/supplier", params={"limit": 100}).json()["items"]
    }
    assert [(d["row"], d["record_id"]) for d in report["duplicates"]] == [(2, stored["S-003"])]


def test_imports_refuse_likely_duplicates_when_the_master_blocks(admin: Actor) -> None:
    suppliers(admin, on_create="block")
    csv = "code,name,city\nS-050,Fjord Shipping AS,Bergen\nS-051,大和ロジスティクス,横浜市\n"
    refused = admin.post("/masters/supplier/import", content=csv, headers={"Content-Type": "text/csv"})
    assert refused.status_code == 400, refused.text
    detail = refused.json()["detail"]
    assert "row 3: likely duplicate of record" in detail
    assert "row 2" not in detail
    assert admin.get("/masters/supplier").json()["total"] == len(SUPPLIERS)
