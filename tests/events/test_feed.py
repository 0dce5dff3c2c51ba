"""The change-event outbox and `/events`: one event per applied change, none for a refused or
pending one, gap-free per-tenant order, cursors, filters, retention and tenant isolation."""

import threading
from datetime import timedelta
from typing import Any

from mdm.core.time import utcnow
from mdm.db.engine import WRITE_OPTION
from mdm.events.repository import purge_before
from tests.factories import Factory, create, define, field
from tests.support import Actor, LiveServer


def feed(actor: Actor, **params: Any) -> dict[str, Any]:
    """Reads one page of the caller's feed."""
    response = actor.get("/events", params=params)
    assert response.status_code == 200, response.text
    return dict(response.json())


def everything(actor: Actor, **params: Any) -> list[dict[str, Any]]:
    """Reads the whole feed page by page through its cursor."""
    items: list[dict[str, Any]] = []
    after = 0
    while True:
        page = feed(actor, after=after, limit=3, **params)
        items += page["items"]
        if not page["items"]:
            return items
        after = page["next_after"]


def kinds(items: list[dict[str, Any]]) -> list[str]:
    """Returns the types of events, in feed order."""
    return [e["type"] for e in items]


def test_every_record_change_has_its_event(admin: Actor) -> None:
    define(admin, "vendor", field("code", unique=True), field("name"), field("city"))
    made = create(admin, "vendor", code="V-1", name="北海道物産", city="札幌")
    rid = made["id"]
    assert admin.patch(f"/masters/vendor/{rid}", json={"data": {"city": "函館"}}).status_code == 200
    put = admin.put(f"/masters/vendor/{rid}", json={"data": {"code": "V-1", "name": "Hokkaido Bussan"}})
    assert put.status_code == 200
    assert admin.delete(f"/masters/vendor/{rid}").status_code == 200
    history = admin.get(f"/masters/vendor/{rid}/history").json()["items"]
    put_entry = next(h["id"] for h in history if h["operation"] == "update")
    assert admin.post(f"/masters/vendor/{rid}/history/{put_entry}/rollback").status_code == 200
    refused = admin.post("/masters/vendor", json={"data": {"code": "V-1"}})  # a taken code
    assert refused.status_code == 400
    items = everything(admin, master_type="vendor")
    assert kinds(items) == [
        "mdm.definition.created",
        "mdm.record.created",
        "mdm.record.updated",
        "mdm.record.updated",
        "mdm.record.deleted",
        "mdm.record.restored",
    ]
    records = items[1:]
    assert {e["subject"] for e in records} == {f"vendor/{rid}"}
    assert [e["data"]["version"] for e in records] == [1, 2, 3, 4, 5]
    assert records[1]["data"]["changed_fields"] == ["city"]
    assert records[1]["data"]["data"]["city"] == "函館"
    assert records[3]["data"]["data"] is None
    assert records[4]["data"]["data"] == {"code": "V-1", "name": "Hokkaido Bussan"}
    first = records[0]
    assert first["specversion"] == "1.0"
    assert first["source"] == f"/mdm/tenants/{admin.tenant_id}"
    assert first["data"]["actor"] == admin.user_id
    assert first["time"].endswith("Z")
    assert [e["sequence"] for e in items] == list(range(1, len(items) + 1))


def test_imports_and_bulk_deletes_write_one_event_per_record(admin: Actor) -> None:
    define(admin, "bin", field("code", unique=True), field("label"))
    kept = create(admin, "bin", code="B-0", label="alt")
    csv = f"id,code,label\r\n{kept['id']},B-0,neu\r\n,B-1,Regal 1\r\n,B-2,棚 2\r\n".encode()
    imported = admin.post("/masters/bin/import", content=csv, headers={"Content-Type": "text/csv"})
    assert imported.status_code == 200, imported.text
    items = [e for e in everything(admin) if e["type"].startswith("mdm.record.")]
    assert kinds(items) == [
        "mdm.record.created",
        "mdm.record.updated",
        "mdm.record.created",
        "mdm.record.created",
    ]
    assert items[1]["data"]["operation"] == "import"
    assert sorted(e["data"]["data"]["code"] for e in items[2:]) == ["B-1", "B-2"]
    ids = [e["subject"].split("/")[1] for e in items[2:]]
    deleted = admin.request("DELETE", "/masters/bin/bulk", json={"ids": ids})
    assert deleted.status_code == 200, deleted.text
    tail = feed(admin, after=items[-1]["sequence"], type="mdm.record.deleted")["items"]
    assert sorted(e["subject"] for e in tail) == sorted(f"bin/{i}" for i in ids)


def test_definitions_and_approvals_have_events(factory: Factory) -> None:
    admin = factory.actor()
    member = factory.actor(tenant=admin.tenant_name, role="member")
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    define(admin, "region", field("code", unique=True), approval_required=True)
    held = member.post("/masters/region", json={"data": {"code": "KANTO"}})
    assert held.status_code == 202
    pending = [e for e in everything(admin) if e["type"].startswith(("mdm.record.", "mdm.approval."))]
    assert kinds(pending) == ["mdm.approval.requested"]  # nothing applied yet: no record event
    assert steward.post(f"/approvals/{held.json()['id']}/approve").status_code == 200
    second = member.post("/masters/region", json={"data": {"code": "KANSAI"}})
    assert (
        steward.post(f"/approvals/{second.json()['id']}/reject", json={"comment": "dup"}).status_code == 200
    )
    body = {"master_type_label": "Region", "schema": {"fields": [field("code", unique=True), field("name")]}}
    assert admin.put("/definitions/region", json={**body, "approval_required": True}).status_code == 200
    items = everything(admin)
    assert kinds(items)[-7:] == [
        "mdm.definition.created",
        "mdm.approval.requested",
        "mdm.record.created",
        "mdm.approval.approved",
        "mdm.approval.requested",
        "mdm.approval.rejected",
        "mdm.definition.updated",
    ]
    items = items[-7:]
    assert items[2]["data"]["approval_id"] == held.json()["id"]
    assert items[5]["data"]["comment"] == "dup"
    assert items[6]["data"]["version"] == 2
    # master_type= selects the master's record and definition events only.
    assert kinds(everything(admin, master_type="region")) == [
        "mdm.definition.created",
        "mdm.record.created",
        "mdm.definition.updated",
    ]
    define(admin, "scratch", field("note"))
    assert admin.delete("/definitions/scratch").status_code == 200
    assert kinds(everything(admin, master_type="scratch")) == [
        "mdm.definition.created",
        "mdm.definition.deleted",
    ]


def test_cursor_limit_and_filters(admin: Actor) -> None:
    define(admin, "tag", field("name"))
    for word in ("rot", "緑", "blau", "jaune", "viola"):
        create(admin, "tag", name=word)
    page = feed(admin, limit=2)
    assert [e["sequence"] for e in page["items"]] == [1, 2]
    assert page["next_after"] == 2
    rest = feed(admin, after=2, limit=1000)
    assert [e["sequence"] for e in rest["items"]] == [3, 4, 5, 6]
    assert feed(admin, after=6) == {"items": [], "next_after": 6}
    created = feed(admin, type="mdm.record.created,mdm.record.deleted")["items"]
    assert len(created) == 5
    for bad in ({"limit": 0}, {"limit": 1001}, {"after": -1}, {"type": "record.created"}, {"since": 1}):
        response = admin.get("/events", params=bad)
        assert response.status_code == 400, bad
        assert response.json()["detail"]


def test_a_cursor_past_retention_is_gone(server: LiveServer, admin: Actor) -> None:
    define(admin, "lot", field("code"))
    for i in range(3):
        create(admin, "lot", code=f"L{i}")
    purge_before(
        server.database.engine.execution_options(**{WRITE_OPTION: True}), utcnow() + timedelta(days=1)
    )
    create(admin, "lot", code="L9")  # sequence 5 is kept, 1-4 are gone (with every tenant's older events)
    gone = admin.get("/events", params={"after": 2})
    assert gone.status_code == 410
    assert "oldest available is 5" in gone.json()["detail"]
    assert [e["sequence"] for e in feed(admin, after=4)["items"]] == [5]


def test_sequences_stay_gap_free_under_concurrent_writers(admin: Actor) -> None:
    define(admin, "ticket", field("title"))
    errors: list[str] = []

    def write(n: int) -> None:
        for i in range(5):
            response = admin.post("/masters/ticket", json={"data": {"title": f"問い合わせ {n}-{i}"}})
            if response.status_code != 201:
                errors.append(response.text)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(24)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    items = everything(admin)
    assert [e["sequence"] for e in items] == list(range(1, 122))
    assert len({e["subject"] for e in items if e["type"] == "mdm.record.created"}) == 120


def test_tenants_see_only_their_events(factory: Factory, admin: Actor) -> None:
    define(admin, "secret", field("code"))
    create(admin, "secret", code="S-1")
    other = factory.actor()
    assert feed(other) == {"items": [], "next_after": 0}
    reader = factory.actor(tenant=admin.tenant_name, role="member", scopes=("read",))
    assert len(feed(reader)["items"]) == 2
