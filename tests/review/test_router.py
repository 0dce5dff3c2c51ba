"""Four-eyes approval: diversion of every change, decisions, rules, staleness, concurrency."""

import threading
from typing import Any

import httpx
import pytest

from tests.factories import Factory, create, define, field
from tests.support import Actor, LiveServer, waits_for_definition

SHAPE = {
    "id",
    "master_type",
    "record_id",
    "operation",
    "status",
    "payload",
    "base_version",
    "requested_by",
    "requested_at",
    "decided_by",
    "decided_at",
    "comment",
}


def governed(factory: Factory) -> tuple[Actor, Actor, Actor]:
    """A tenant with a governed master: a requester (member), a steward and an admin."""
    admin = factory.actor(role="admin")
    requester = factory.actor(tenant=admin.tenant_name, role="member")
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    define(
        admin, "supplier", field("code", required=True, unique=True), field("name"), approval_required=True
    )
    return requester, steward, admin


def held(response: httpx.Response, operation: str) -> dict[str, Any]:
    """Checks a 202 with a pending request and returns it."""
    assert response.status_code == 202, response.text
    body = dict(response.json())
    assert set(body) == SHAPE
    assert body["status"] == "pending"
    assert body["operation"] == operation
    assert response.headers["Location"] == f"/api/v1/approvals/{body['id']}"
    return body


def approve(actor: Actor, request_id: str, comment: str | None = None) -> httpx.Response:
    """Approves a request."""
    return actor.post(f"/approvals/{request_id}/approve", json={"comment": comment} if comment else None)


def seed_record(requester: Actor, steward: Actor, **data: Any) -> dict[str, Any]:
    """Creates a record through an approved request."""
    request = held(requester.post("/masters/supplier", json={"data": data}), "create")
    approved = approve(steward, request["id"])
    assert approved.status_code == 200, approved.text
    return dict(requester.get(f"/masters/supplier/{approved.json()['record_id']}").json())


def test_create_is_held_then_applied(factory: Factory) -> None:
    requester, steward, _ = governed(factory)
    request = held(requester.post("/masters/supplier", json={"data": {"code": "S1"}}), "create")
    assert request["payload"] == {"data": {"code": "S1"}}
    assert request["requested_by"] == requester.user_id
    assert requester.get("/masters/supplier").json()["total"] == 0
    done = approve(steward, request["id"], "looks right")
    assert done.status_code == 200
    body = done.json()
    assert body["status"] == "approved"
    assert body["decided_by"] == steward.user_id
    assert body["comment"] == "looks right"
    record = requester.get(f"/masters/supplier/{body['record_id']}").json()
    assert record["data"] == {"code": "S1"}
    assert record["created_by"] == requester.user_id
    entry = requester.get(f"/masters/supplier/{record['id']}/history").json()["items"][0]
    assert entry["approval_id"] == request["id"]
    assert entry["changed_by"] == requester.user_id


def test_invalid_changes_are_refused_before_any_request(factory: Factory) -> None:
    requester, _steward, _ = governed(factory)
    response = requester.post("/masters/supplier", json={"data": {"name": "no code"}})
    assert response.status_code == 400
    assert requester.get("/approvals").json()["total"] == 0


def test_update_patch_delete_rollback_bulk_are_held(factory: Factory) -> None:
    requester, steward, _ = governed(factory)
    rec = seed_record(requester, steward, code="S1", name="first")
    path = f"/masters/supplier/{rec['id']}"
    cases = [
        (
            "update",
            lambda: requester.put(path, json={"data": {"code": "S1", "name": "put"}}),
            {"code": "S1", "name": "put"},
        ),
        (
            "patch",
            lambda: requester.patch(path, json={"data": {"name": "patched"}}),
            {"code": "S1", "name": "patched"},
        ),
    ]
    for operation, send, expected in cases:
        request = held(send(), operation)
        assert request["record_id"] == rec["id"]
        assert requester.get(path).json()["data"] != expected
        assert approve(steward, request["id"]).status_code == 200
        assert requester.get(path).json()["data"] == expected
    first = requester.get(f"{path}/history").json()["items"][-1]
    request = held(requester.post(f"{path}/history/{first['id']}/rollback"), "rollback")
    assert approve(steward, request["id"]).status_code == 200
    assert requester.get(path).json()["data"] == {"code": "S1", "name": "first"}
    request = held(requester.delete(path), "delete")
    assert requester.get(path).status_code == 200
    assert approve(steward, request["id"]).status_code == 200
    assert requester.get(path).status_code == 404
    other = seed_record(requester, steward, code="S2")
    request = held(
        requester.request("DELETE", "/masters/supplier/bulk", json={"ids": [other["id"], "ghost"]}),
        "bulk_delete",
    )
    assert request["payload"] == {"ids": [other["id"]], "not_found": ["ghost"]}
    assert requester.get("/masters/supplier").json()["total"] == 1
    assert approve(steward, request["id"]).status_code == 200
    assert requester.get("/masters/supplier").json()["total"] == 0
    operations = [e["operation"] for e in requester.get(f"{path}/history").json()["items"]]
    assert operations == ["delete", "rollback", "patch", "update", "create"]


def test_reject_applies_nothing(factory: Factory) -> None:
    requester, steward, _ = governed(factory)
    request = held(requester.post("/masters/supplier", json={"data": {"code": "S1"}}), "create")
    rejected = steward.post(f"/approvals/{request['id']}/reject", json={"comment": "duplicate supplier"})
    assert rejected.status_code == 200
    assert rejected.json()["status"] == "rejected"
    assert rejected.json()["comment"] == "duplicate supplier"
    assert requester.get("/masters/supplier").json()["total"] == 0
    again = approve(steward, request["id"])
    assert again.status_code == 409
    assert "already rejected" in again.json()["detail"]


def test_decided_twice_is_409(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    request = held(requester.post("/masters/supplier", json={"data": {"code": "S1"}}), "create")
    assert approve(steward, request["id"]).status_code == 200
    for response in (
        approve(admin, request["id"]),
        admin.post(f"/approvals/{request['id']}/reject", json={"comment": "x"}),
    ):
        assert response.status_code == 409
    assert requester.get("/masters/supplier").json()["total"] == 1


def test_four_eyes_roles_and_scopes(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    request = held(steward.post("/masters/supplier", json={"data": {"code": "S1"}}), "create")
    own = approve(steward, request["id"])
    assert own.status_code == 403
    assert "your own request" in own.json()["detail"]
    member = approve(requester, request["id"])
    assert member.status_code == 403
    assert "admin or steward" in member.json()["detail"]
    read_only = factory.actor(tenant=admin.tenant_name, role="steward", scopes=("read",))
    assert approve(read_only, request["id"]).json() == {"detail": "API key missing required scope: write"}
    assert approve(admin, request["id"]).status_code == 200


def test_listing_filters_and_paging(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    mine = [
        held(requester.post("/masters/supplier", json={"data": {"code": f"R{i}"}}), "create")
        for i in range(3)
    ]
    theirs = held(steward.post("/masters/supplier", json={"data": {"code": "T1"}}), "create")
    approve(admin, mine[0]["id"])
    everything = requester.get("/approvals").json()
    assert everything["total"] == 4
    assert everything["items"][0]["id"] == theirs["id"]  # newest first
    assert requester.get("/approvals", params={"requested_by": "me"}).json()["total"] == 3
    assert requester.get("/approvals", params={"status": "pending"}).json()["total"] == 3
    approved_mine = {"status": "approved", "requested_by": "me"}
    assert requester.get("/approvals", params=approved_mine).json()["total"] == 1
    page = requester.get("/approvals", params={"skip": 1, "limit": 2}).json()
    assert len(page["items"]) == 2
    assert page["total"] == 4
    assert requester.get("/approvals", params={"status": "maybe"}).status_code == 400
    assert requester.get(f"/approvals/{theirs['id']}").json()["id"] == theirs["id"]


def test_stale_record_is_409_and_stays_pending(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    rec = seed_record(requester, steward, code="S1", name="a")
    path = f"/masters/supplier/{rec['id']}"
    first = held(requester.patch(path, json={"data": {"name": "b"}}), "patch")
    second = held(requester.patch(path, json={"data": {"name": "c"}}), "patch")
    assert approve(steward, first["id"]).status_code == 200
    stale = approve(steward, second["id"])
    assert stale.status_code == 409
    assert "changed since the request (version 1 -> 2)" in stale.json()["detail"]
    assert requester.get(f"/approvals/{second['id']}").json()["status"] == "pending"
    assert admin.post(f"/approvals/{second['id']}/reject", json={"comment": "stale"}).status_code == 200
    assert requester.get(path).json()["data"]["name"] == "b"


def test_value_taken_meanwhile_is_409(factory: Factory) -> None:
    requester, steward, _ = governed(factory)
    first = held(requester.post("/masters/supplier", json={"data": {"code": "SAME"}}), "create")
    second = held(requester.post("/masters/supplier", json={"data": {"code": "SAME"}}), "create")
    assert approve(steward, first["id"]).status_code == 200
    taken = approve(steward, second["id"])
    assert taken.status_code == 409
    assert "already used" in taken.json()["detail"]
    assert requester.get(f"/approvals/{second['id']}").json()["status"] == "pending"
    assert requester.get("/masters/supplier").json()["total"] == 1


def test_schema_change_makes_requests_stale(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    request = held(requester.post("/masters/supplier", json={"data": {"code": "S1"}}), "create")
    admin.put(
        "/definitions/supplier",
        json={
            "master_type_label": "Supplier",
            "approval_required": True,
            "schema": {"fields": [field("code", required=True, unique=True), field("name"), field("city")]},
        },
    )
    response = approve(steward, request["id"])
    assert response.status_code == 409
    assert "schema of 'supplier' changed" in response.json()["detail"]


def test_deleted_reference_target_is_409(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    define(admin, "country", field("code"))
    define(admin, "site", field("country", "reference", reference="country"), approval_required=True)
    jp = create(admin, "country", code="JP")
    request = held(requester.post("/masters/site", json={"data": {"country": jp["id"]}}), "create")
    admin.delete(f"/masters/country/{jp['id']}")
    response = approve(steward, request["id"])
    assert response.status_code == 409
    assert "no live 'country' record" in response.json()["detail"]


def test_concurrent_approvals_apply_once(server: LiveServer, factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    second_steward = factory.actor(tenant=admin.tenant_name, role="steward")
    request = held(requester.post("/masters/supplier", json={"data": {"code": "ONCE"}}), "create")
    barrier = threading.Barrier(2)
    codes: list[int] = []

    def decide(key: str) -> None:
        with httpx.Client(
            base_url=server.base_url + "/api/v1", timeout=60, headers={"Authorization": f"Bearer {key}"}
        ) as http:
            barrier.wait()
            codes.append(http.post(f"/approvals/{request['id']}/approve").status_code)

    threads = [threading.Thread(target=decide, args=(a.key,)) for a in (steward, second_steward)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(codes) == [200, 409]
    assert requester.get("/masters/supplier").json()["total"] == 1
    creates = admin.get("/audit/logs", params={"action": "record.create"}).json()["items"]
    assert len(creates) == 1


def test_other_tenants_requests_are_404(factory: Factory) -> None:
    requester, _steward, _ = governed(factory)
    request = held(requester.post("/masters/supplier", json={"data": {"code": "S1"}}), "create")
    stranger = factory.actor(role="admin")
    for response in (
        stranger.get(f"/approvals/{request['id']}"),
        approve(stranger, request["id"]),
        stranger.post(f"/approvals/{request['id']}/reject"),
    ):
        assert response.status_code == 404
    assert stranger.get("/approvals").json()["total"] == 0


def test_decisions_are_audited(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    a = held(requester.post("/masters/supplier", json={"data": {"code": "A"}}), "create")
    b = held(requester.post("/masters/supplier", json={"data": {"code": "B"}}), "create")
    approve(steward, a["id"])
    steward.post(f"/approvals/{b['id']}/reject", json={"comment": "no"})
    actions = [e["action"] for e in admin.get("/audit/logs").json()["items"]]
    for action in ("approval.create", "approval.approve", "approval.reject", "record.create"):
        assert action in actions


def test_import_is_one_request_for_all_rows(factory: Factory) -> None:
    requester, steward, _ = governed(factory)
    existing = seed_record(requester, steward, code="S0", name="old")
    rows = [f"{existing['id']},S0,renamed"] + [f",S{i},n{i}" for i in range(1, 6)]
    csv = ("id,code,name\n" + "\n".join(rows) + "\n").encode()
    response = requester.post("/masters/supplier/import", files={"file": ("s.csv", csv, "text/csv")})
    request = held(response, "import")
    assert request["payload"]["report"]["created"] == 5
    assert request["payload"]["report"]["updated"] == 1
    assert requester.get("/masters/supplier").json()["total"] == 1
    assert approve(steward, request["id"]).status_code == 200
    items = requester.get("/masters/supplier", params={"limit": 10}).json()["items"]
    assert sorted(r["data"]["code"] for r in items) == ["S0", "S1", "S2", "S3", "S4", "S5"]
    history = requester.get(f"/masters/supplier/{existing['id']}/history").json()["items"]
    assert history[0]["operation"] == "import"
    assert history[0]["approval_id"] == request["id"]


def test_invalid_import_is_refused_before_any_request(factory: Factory) -> None:
    requester, _steward, _ = governed(factory)
    csv = b"code,name\n,missing code\n"
    response = requester.post("/masters/supplier/import", files={"file": ("s.csv", csv, "text/csv")})
    assert response.status_code == 400
    assert requester.get("/approvals").json()["total"] == 0
    dry = requester.post(
        "/masters/supplier/import",
        params={"dry_run": "true"},
        files={"file": ("s.csv", b"code\nS9\n", "text/csv")},
    )
    assert dry.status_code == 200
    assert dry.json()["created"] == 1
    assert requester.get("/approvals").json()["total"] == 0


def test_import_request_keeps_its_file_by_reference_and_pages_rows(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    words = ["ボルト", "washer", "ナット", "hinge", "bracket", "スプリング"]
    lines = ["code,name"] + [f"S-{n:06d},{words[n % 6]} {n}" for n in range(30_000)]
    body = ("\n".join(lines) + "\n").encode()
    response = requester.post("/masters/supplier/import", files={"file": ("suppliers.csv", body, "text/csv")})
    request = held(response, "import")
    assert len(response.content) < 4096
    assert request["payload"]["file"]["rows"] == 30_000
    assert request["payload"]["report"]["created"] == 30_000
    listing = steward.get("/approvals", params={"status": "pending"})
    assert len(listing.content) < 8192
    page = steward.get(f"/approvals/{request['id']}/rows", params={"skip": 29_998, "limit": 5}).json()
    assert page["total"] == 30_000
    assert page["items"] == [
        {"row": 30_000, "values": {"code": "S-029998", "name": "bracket 29998"}},
        {"row": 30_001, "values": {"code": "S-029999", "name": "スプリング 29999"}},
    ]
    outsider = factory.actor()
    assert outsider.get(f"/approvals/{request['id']}/rows").status_code == 404
    assert approve(steward, request["id"]).status_code == 200
    assert admin.get("/masters/supplier", params={"limit": 1}).json()["total"] == 30_000
    after = steward.get(f"/approvals/{request['id']}/rows", params={"limit": 1}).json()
    assert after["items"] == [{"row": 2, "values": {"code": "S-000000", "name": "ボルト 0"}}]


def test_rows_of_a_request_that_is_not_an_import_are_404(factory: Factory) -> None:
    requester, _steward, _admin = governed(factory)
    request = held(requester.post("/masters/supplier", json={"data": {"code": "X"}}), "create")
    response = requester.get(f"/approvals/{request['id']}/rows")
    assert response.status_code == 404
    assert "not an import" in response.json()["detail"]


def test_an_approved_delete_takes_the_definitions_it_needs_before_the_record(
    server: LiveServer, factory: Factory
) -> None:
    if server.database.is_sqlite:
        pytest.skip("SQLite runs one writer at a time: no lock order to keep")
    requester, steward, admin = governed(factory)
    define(
        admin,
        "product",
        field("sku", unique=True),
        field("supplier", "reference", reference="supplier", on_delete="set_null"),
    )
    supplier = seed_record(requester, steward, code="HKD-07", name="北海道乳業 株式会社")
    made = create(admin, "product", sku="HKD-BUTTER-200", supplier=supplier["id"])
    request = held(requester.delete(f"/masters/supplier/{supplier['id']}"), "delete")
    # A schema change of the referencing master holds its definition while the approval starts.
    answer = waits_for_definition(
        server,
        tenant_id=admin.tenant_id,
        master_type="product",
        call=lambda: approve(steward, request["id"]),
        record_ids=[supplier["id"], made["id"]],
    )
    assert answer.status_code == 200, answer.text
    assert admin.get(f"/masters/supplier/{supplier['id']}").status_code == 404
    assert admin.get(f"/masters/product/{made['id']}").json()["data"] == {"sku": "HKD-BUTTER-200"}
