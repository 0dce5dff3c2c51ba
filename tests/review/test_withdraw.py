"""`POST /approvals/{id}/withdraw`: a requester takes back their own pending request; nothing is
applied, nobody else may, a decided request cannot be, and it is audited and an event."""

from tests.factories import Factory
from tests.review.test_router import approve, governed, held


def test_the_requester_withdraws_a_pending_request(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    request = held(
        requester.post("/masters/supplier", json={"data": {"code": "S-9", "name": "大和精工"}}), "create"
    )
    withdrawn = requester.post(f"/approvals/{request['id']}/withdraw", json={"comment": "duplicate of S-3"})
    assert withdrawn.status_code == 200, withdrawn.text
    body = withdrawn.json()
    assert body["status"] == "withdrawn"
    assert body["decided_by"] == requester.user_id
    assert body["comment"] == "duplicate of S-3"
    assert requester.get("/masters/supplier").json()["total"] == 0
    assert steward.post(f"/approvals/{request['id']}/approve").status_code == 409
    listed = admin.get("/approvals", params={"status": "withdrawn"}).json()
    assert [r["id"] for r in listed["items"]] == [request["id"]]
    events = admin.get("/events", params={"type": "mdm.approval.withdrawn"}).json()["items"]
    assert [e["data"]["approval_id"] for e in events] == [request["id"]]
    audit = admin.get("/audit/logs", params={"action": "approval.withdraw"}).json()
    assert audit["total"] == 1


def test_only_the_requester_and_only_while_pending(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    request = held(requester.post("/masters/supplier", json={"data": {"code": "S-1"}}), "create")
    assert steward.post(f"/approvals/{request['id']}/withdraw").status_code == 403
    assert admin.post(f"/approvals/{request['id']}/withdraw").status_code == 403
    assert factory.actor().post(f"/approvals/{request['id']}/withdraw").status_code == 404
    assert steward.post(f"/approvals/{request['id']}/reject", json={"comment": "no"}).status_code == 200
    again = requester.post(f"/approvals/{request['id']}/withdraw")
    assert again.status_code == 409
    assert "already rejected" in again.json()["detail"]


def test_requests_carry_the_current_record_and_the_changed_fields(factory: Factory) -> None:
    requester, steward, admin = governed(factory)
    created = held(
        requester.post("/masters/supplier", json={"data": {"code": "S-1", "name": "北辰"}}), "create"
    )
    shown = admin.get(f"/approvals/{created['id']}").json()
    assert shown["current"] is None
    assert shown["changed_fields"] == ["code", "name"]
    record_id = approve(steward, created["id"]).json()["record_id"]
    patch = requester.patch(f"/masters/supplier/{record_id}", json={"data": {"name": "北辰工業"}})
    patched = held(patch, "patch")
    deleting = held(requester.delete(f"/masters/supplier/{record_id}"), "delete")
    listed = admin.get("/approvals", params={"status": "pending", "master_type": "supplier"}).json()
    by_id = {r["id"]: r for r in listed["items"]}
    assert by_id[patched["id"]]["current"] == {"code": "S-1", "name": "北辰"}
    assert by_id[patched["id"]]["changed_fields"] == ["name"]
    assert by_id[deleting["id"]]["changed_fields"] == ["code", "name"]
    only = admin.get("/approvals", params={"operation": "delete"}).json()
    assert [r["id"] for r in only["items"]] == [deleting["id"]]
    assert admin.get("/approvals", params={"master_type": "customer"}).json()["total"] == 0
    wrong = admin.get("/approvals", params={"operation": "teleport"})
    assert wrong.status_code == 400
    assert "operation must be one of" in wrong.json()["detail"]
