"""Bulk duplicate scans: a background job with progress and a result, clusters of the planted
duplicates (and nothing else), not-duplicate decisions remembered across scans, roles and
tenants."""

import time
from typing import Any

from tests.factories import Factory, field
from tests.support import Actor, LiveServer

COMPANIES = [
    ("株式会社 北斗精機", "札幌市", "info@hokuto-seiki.co.jp"),
    ("Müller Präzisionstechnik GmbH", "Stuttgart", "info@mpt.de"),
    ("Acme Industrial Supply", "Dayton", "orders@acme-supply.com"),
    ("大和ロジスティクス", "横浜市", "contact@yamato-logi.jp"),
    ("Nordlicht Bäckerei", "Hamburg", "hallo@nordlicht.de"),
    ("Blue Harbor Fisheries", "Halifax", "sales@blueharbor.ca"),
    ("三河食品工業", "豊橋市", "info@mikawa-foods.jp"),
    ("Cedar Ridge Lumber", "Portland", "office@cedarridge.com"),
    ("Sakura Textiles", "京都市", "hello@sakura-tex.jp"),
    ("Atlas Maritime Logistics", "Rotterdam", "ops@atlas-maritime.nl"),
]
TWINS = {
    "株式会社 北斗精機": ("北斗精機 株式会社", "札幌市", "INFO@hokuto-seiki.co.jp"),
    "Acme Industrial Supply": ("ACME Industrial Supply Inc", "Dayton", ""),
    "Atlas Maritime Logistics": ("Atlas Maritime Logistic", "Rotterdam", "ops@atlas-maritime.nl"),
}


def load(admin: Actor) -> dict[str, str]:
    """A supplier master with ten companies and three planted duplicates; returns code -> id."""
    fields = [field("code", unique=True), field("name"), field("city"), field("email", "email")]
    body = {"master_type": "supplier", "master_type_label": "Suppliers", "schema": {"fields": fields}}
    assert admin.post("/definitions", json=body).status_code == 201
    rows = [(f"S-{i:03d}", *c) for i, c in enumerate(COMPANIES)]
    rows += [(f"D-{i:03d}", *TWINS[c[0]]) for i, c in enumerate(COMPANIES) if c[0] in TWINS]
    csv = "code,name,city,email\n" + "\n".join(",".join(r) for r in rows) + "\n"
    imported = admin.post("/masters/supplier/import", content=csv, headers={"Content-Type": "text/csv"})
    assert imported.status_code == 200, imported.text
    listed = admin.get("/masters/supplier", params={"limit": 100}).json()["items"]
    return {r["data"]["code"]: r["id"] for r in listed}


def scan(actor: Actor) -> dict[str, Any]:
    """Runs a scan and waits for its job to finish; returns the finished job."""
    started = actor.post("/masters/supplier/duplicates/scan")
    assert started.status_code == 202, started.text
    job = started.json()
    assert job["kind"] == "duplicates.scan"
    assert job["status"] in ("queued", "running", "succeeded")
    deadline = time.monotonic() + 60
    while job["status"] in ("queued", "running"):
        assert time.monotonic() < deadline, job
        time.sleep(0.05)
        job = actor.get(f"/jobs/{job['id']}").json()
    return dict(job)


def groups(actor: Actor, ids: dict[str, str], **params: Any) -> list[set[str]]:
    """The clusters as sets of codes."""
    codes = {v: k for k, v in ids.items()}
    page = actor.get("/masters/supplier/duplicates", params=params).json()
    assert page["total"] == len(page["items"])
    return [{codes[r] for r in c["record_ids"]} for c in page["items"]]


def test_a_scan_finds_the_planted_duplicates(admin: Actor) -> None:
    ids = load(admin)
    job = scan(admin)
    assert job["status"] == "succeeded", job
    assert job["progress"] == 1.0
    assert job["result"]["records"] == 13
    assert job["result"]["clusters"] == 3
    found = groups(admin, ids, status="open")
    assert sorted(map(sorted, found)) == [["D-000", "S-000"], ["D-002", "S-002"], ["D-009", "S-009"]]
    assert admin.get("/catalog/supplier").json()["open_duplicates"] == 3
    listed = admin.get("/catalog").json()["items"]
    assert [m["open_duplicates"] for m in listed if m["master_type"] == "supplier"] == [3]
    cluster = admin.get("/masters/supplier/duplicates").json()["items"][0]
    pair = cluster["pairs"][0]
    assert {pair["a"], pair["b"]} == set(cluster["record_ids"])
    assert pair["score"] >= 0.8
    assert set(pair["fields"]) <= {"name", "city", "email"}


def test_not_duplicate_is_remembered(admin: Actor) -> None:
    ids = load(admin)
    scan(admin)
    clusters = admin.get("/masters/supplier/duplicates").json()["items"]
    atlas = next(c for c in clusters if ids["S-009"] in c["record_ids"])
    declined = admin.post(f"/masters/supplier/duplicates/{atlas['id']}/not-duplicate")
    assert declined.status_code == 200, declined.text
    assert declined.json()["status"] == "not_duplicate"
    assert admin.post(f"/masters/supplier/duplicates/{atlas['id']}/not-duplicate").status_code == 409
    scan(admin)
    assert len(groups(admin, ids, status="open")) == 2
    assert groups(admin, ids, status="not_duplicate") == [{"S-009", "D-009"}]
    assert admin.get("/audit/logs", params={"action": "duplicates.not_duplicate"}).json()["total"] == 1


def test_roles_tenants_and_bad_input(factory: Factory, admin: Actor) -> None:
    load(admin)
    member = factory.actor(tenant=admin.tenant_name, role="member")
    assert member.post("/masters/supplier/duplicates/scan").status_code == 403
    job = scan(admin)
    assert member.get(f"/jobs/{job['id']}").status_code == 200
    assert member.get("/masters/supplier/duplicates").status_code == 200
    other = factory.actor()
    assert other.get(f"/jobs/{job['id']}").status_code == 404
    assert other.get("/masters/supplier/duplicates").status_code == 404
    assert admin.get("/masters/supplier/duplicates", params={"status": "maybe"}).status_code == 400
    assert admin.post("/masters/nothing/duplicates/scan").status_code == 404
    assert admin.post("/masters/supplier/duplicates/not-a-cluster/not-duplicate").status_code == 404


def test_a_master_too_large_for_one_scan_is_refused(server: LiveServer, admin: Actor) -> None:
    load(admin)
    server.settings.scan_max_records = 5
    try:
        refused = admin.post("/masters/supplier/duplicates/scan")
    finally:
        server.settings.scan_max_records = 2_000_000
    assert refused.status_code == 400
    assert "MDM_SCAN_MAX_RECORDS" in refused.json()["detail"]
