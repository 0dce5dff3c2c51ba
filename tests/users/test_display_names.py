"""People are shown by name next to their ids: history entries, approval requests, audit
entries and files carry the display name of the user of the same tenant, as it is now."""

from sqlalchemy import update
from sqlalchemy.orm import Session

from mdm.db.models import User
from mdm.users.service import display_names
from tests.factories import Factory, create, define, field, principal_in
from tests.support import LiveServer


def _rename(server: LiveServer, user_id: str, name: str) -> None:
    """Changes a user's display name."""
    with server.database.transaction() as session:
        session.execute(update(User).where(User.id == user_id).values(name=name))


def test_changes_requests_entries_and_files_name_their_people(server: LiveServer, factory: Factory) -> None:
    admin = factory.actor()
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    _rename(server, admin.user_id, "佐藤 美咲")
    _rename(server, steward.user_id, "Jonas Weber")
    define(admin, "plant", field("code", required=True), field("city"), approval_required=True)
    asked = steward.post("/masters/plant", json={"data": {"code": "W-01", "city": "名古屋"}})
    assert asked.status_code == 202
    approval = admin.get(asked.headers["location"].removeprefix("/api/v1")).json()
    assert approval["requested_by_name"] == "Jonas Weber"
    assert approval["decided_by_name"] is None
    decided = admin.post(f"/approvals/{approval['id']}/approve", json={"comment": "ok"}).json()
    assert (decided["requested_by_name"], decided["decided_by_name"]) == ("Jonas Weber", "佐藤 美咲")
    listed = admin.get("/approvals").json()["items"][0]
    assert listed["decided_by_name"] == "佐藤 美咲"
    record_id = decided["record_id"]
    history = admin.get(f"/masters/plant/{record_id}/history").json()["items"]
    assert [e["changed_by_name"] for e in history] == ["Jonas Weber"]  # the requester's change
    entries = admin.get("/audit/logs", params={"action": "approval.approve"}).json()["items"]
    assert entries[0]["user_name"] == "佐藤 美咲"
    uploaded = steward.post("/files/upload", files={"file": ("見積.pdf", b"%PDF-1.4", "application/pdf")})
    assert uploaded.json()["uploaded_by_name"] == "Jonas Weber"
    assert steward.get(f"/files/{uploaded.json()['id']}").json()["uploaded_by_name"] == "Jonas Weber"
    assert steward.get("/files").json()["items"][0]["uploaded_by_name"] == "Jonas Weber"
    _rename(server, steward.user_id, "Jonas Weber-Krause")  # names are read as they are now
    history = admin.get(f"/masters/plant/{record_id}/history").json()["items"]
    assert history[0]["changed_by_name"] == "Jonas Weber-Krause"


def test_entries_without_a_person_have_no_name(factory: Factory) -> None:
    admin = factory.actor()
    define(admin, "plant", field("code"))
    made = create(admin, "plant", code="X")
    me = next(u for u in admin.get("/users").json()["items"] if u["id"] == admin.user_id)
    history = admin.get(f"/masters/plant/{made['id']}/history").json()["items"]
    assert history[0]["changed_by_name"] == me["name"]
    failed = admin.http.get("/masters/plant", headers={"Authorization": "Bearer mdm_wrong"})
    assert failed.status_code == 401
    entries = admin.get("/audit/logs").json()["items"]
    assert {e["user_name"] for e in entries if e["user_id"] == admin.user_id} == {me["name"]}
    assert all(e["user_name"] is None for e in entries if e["user_id"] is None)


def test_another_tenants_user_is_never_named(session: Session) -> None:
    ours = principal_in(session)
    theirs = principal_in(session)
    names = display_names(session, tenant_id=ours.tenant_id, ids=[ours.user_id, theirs.user_id, None])
    assert names == {ours.user_id: "テスト利用者"}
    assert display_names(session, tenant_id=ours.tenant_id, ids=[]) == {}
