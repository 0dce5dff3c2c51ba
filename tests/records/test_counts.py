"""A master's unfiltered total comes from a counter kept by the database in every change's
transaction: it stays equal to `count(*)` through every kind of change, concurrent ones too."""

import threading

import httpx
from sqlalchemy import text

from tests.factories import Factory, create, define, field
from tests.support import Actor, LiveServer


def counted(server: LiveServer, actor: Actor, master_type: str) -> int:
    """Counts the master's live records the slow way."""
    with server.database.engine.connect() as conn:
        return int(
            conn.execute(
                text(
                    "SELECT count(*) FROM record WHERE tenant_id = :t AND master_type = :m "
                    "AND deleted_at IS NULL"
                ),
                {"t": actor.tenant_id, "m": master_type},
            ).scalar_one()
        )


def assert_exact(server: LiveServer, actor: Actor, master_type: str, expected: int) -> None:
    """Checks the API's total, the OData count and count(*) all agree with `expected`."""
    total = actor.get(f"/masters/{master_type}", params={"limit": "1"}).json()["total"]
    odata = actor.get(f"/odata/{master_type}", params={"$count": "true", "$top": "0"}).json()["@odata.count"]
    assert (total, odata, counted(server, actor, master_type)) == (expected, expected, expected)


def test_counter_follows_every_kind_of_change(server: LiveServer, admin: Actor) -> None:
    define(admin, "vendor", field("code", unique=True), field("name"))
    ids = [create(admin, "vendor", code=f"V{i}", name=f"Lieferant {i} ねじ")["id"] for i in range(12)]
    assert_exact(server, admin, "vendor", 12)
    assert admin.delete(f"/masters/vendor/{ids[0]}").status_code == 200
    assert_exact(server, admin, "vendor", 11)
    bulk = admin.request("DELETE", "/masters/vendor/bulk", json={"ids": ids[1:4]})
    assert bulk.status_code == 200
    assert_exact(server, admin, "vendor", 8)
    entries = admin.get(f"/masters/vendor/{ids[0]}/history").json()["items"]
    before_delete = next(e for e in entries if e["operation"] != "delete")
    rolled = admin.post(f"/masters/vendor/{ids[0]}/history/{before_delete['id']}/rollback")
    assert rolled.status_code == 200
    assert_exact(server, admin, "vendor", 9)
    csv = "code,name\r\n" + "".join(f"N{i},neu {i}\r\n" for i in range(25))
    imported = admin.post(
        "/masters/vendor/import", content=csv.encode(), headers={"Content-Type": "text/csv"}
    )
    assert imported.status_code in (200, 201), imported.text
    assert_exact(server, admin, "vendor", 34)
    refused = admin.post("/masters/vendor", json={"data": {"code": "V5"}})  # taken: rolled back
    assert refused.status_code == 400
    assert_exact(server, admin, "vendor", 34)


def test_counter_follows_approved_changes(server: LiveServer, factory: Factory) -> None:
    admin = factory.actor()
    approver = factory.actor(tenant=admin.tenant_name)
    define(admin, "contract", field("ref"), approval_required=True)
    held = admin.post("/masters/contract", json={"data": {"ref": "K-1"}})
    assert held.status_code == 202
    assert_exact(server, admin, "contract", 0)  # pending: nothing written yet
    assert approver.post(f"/approvals/{held.json()['id']}/approve").status_code == 200
    assert_exact(server, admin, "contract", 1)


def test_counter_stays_exact_under_24_concurrent_writers(server: LiveServer, admin: Actor) -> None:
    define(admin, "ticket", field("title"))
    errors: list[str] = []

    def work(n: int) -> None:
        with httpx.Client(
            base_url=server.base_url + "/api/v1",
            timeout=120,
            headers={"Authorization": f"Bearer {admin.key}"},
        ) as http:
            for i in range(6):
                made = http.post("/masters/ticket", json={"data": {"title": f"Anfrage {n}-{i} 問い合わせ"}})
                if made.status_code == 503:  # SQLite's write lock was busy: the client retries
                    continue
                if made.status_code != 201:
                    errors.append(made.text)
                    continue
                if i % 3 == 0:
                    gone = http.delete(f"/masters/ticket/{made.json()['id']}")
                    if gone.status_code not in (200, 503):
                        errors.append(gone.text)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    expected = counted(server, admin, "ticket")
    assert expected > 0
    assert_exact(server, admin, "ticket", expected)


def test_deleting_a_master_resets_its_counter(server: LiveServer, admin: Actor) -> None:
    define(admin, "scratch", field("x"))
    for i in range(3):
        create(admin, "scratch", x=str(i))
    assert admin.delete("/definitions/scratch", params={"force": "true"}).status_code == 200
    define(admin, "scratch", field("x"))
    assert_exact(server, admin, "scratch", 0)
