"""`/webhooks`: admins subscribe URLs to the tenant's events; the secret is shown once; unsafe
targets are refused; other roles get 403 and other tenants 404."""

import pytest

from tests.factories import Factory, define, field
from tests.support import Actor

PUBLIC = "https://93.184.215.14/hooks/mdm"  # a literal public address: no DNS needed


def test_create_shows_the_secret_once_and_starts_at_the_latest_event(admin: Actor) -> None:
    define(admin, "supplier", field("name"))
    made = admin.post(
        "/webhooks",
        json={"url": PUBLIC, "event_types": ["mdm.record.created"], "master_types": ["supplier"]},
    )
    assert made.status_code == 201, made.text
    body = made.json()
    assert body["secret"].startswith("whsec_")
    assert len(body["secret"]) > 40
    assert body["active"] is True
    assert body["state"] == "active"
    assert body["acked_sequence"] == admin.get("/events").json()["next_after"] >= 1
    shown = admin.get(f"/webhooks/{body['id']}").json()
    assert "secret" not in shown
    assert shown["url"] == PUBLIC
    listed = admin.get("/webhooks").json()
    assert listed["total"] == 1
    assert "secret" not in listed["items"][0]
    audit = admin.get("/audit/logs", params={"action": "webhook.create"}).json()
    assert audit["total"] == 1
    assert body["secret"] not in str(audit)


def test_patch_changes_only_what_is_given_and_delete_removes(admin: Actor) -> None:
    wid = admin.post("/webhooks", json={"url": PUBLIC, "description": "ERP"}).json()["id"]
    changed = admin.patch(f"/webhooks/{wid}", json={"active": False, "event_types": ["mdm.record.deleted"]})
    assert changed.status_code == 200, changed.text
    assert changed.json()["active"] is False
    assert changed.json()["description"] == "ERP"
    assert changed.json()["event_types"] == ["mdm.record.deleted"]
    assert admin.delete(f"/webhooks/{wid}").status_code == 204
    assert admin.get(f"/webhooks/{wid}").status_code == 404


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080/hook",
        "http://localhost/hook",
        "http://[::1]/hook",
        "http://10.20.30.40/hook",
        "http://192.168.1.10/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://0.0.0.0/",
        "http://2130706433/",  # 127.0.0.1 written as one number
        "http://[::ffff:127.0.0.1]/",
        "ftp://93.184.215.14/x",
        "file:///etc/passwd",
        "https://user:pw@93.184.215.14/x",
        "not a url",
    ],
)
def test_unsafe_targets_are_refused(admin: Actor, url: str) -> None:
    response = admin.post("/webhooks", json={"url": url})
    assert response.status_code == 400, response.text
    assert response.json()["detail"].startswith("url:")
    assert admin.get("/webhooks").json()["total"] == 0


def test_a_new_url_is_checked_again(admin: Actor) -> None:
    wid = admin.post("/webhooks", json={"url": PUBLIC}).json()["id"]
    response = admin.patch(f"/webhooks/{wid}", json={"url": "http://127.0.0.1/x"})
    assert response.status_code == 400
    assert admin.get(f"/webhooks/{wid}").json()["url"] == PUBLIC


@pytest.mark.usefixtures("private_allowed")
def test_private_targets_when_the_operator_allows_them(admin: Actor) -> None:
    assert admin.post("/webhooks", json={"url": "http://127.0.0.1:9/hook"}).status_code == 201


def test_unknown_event_types_and_bad_bodies_are_refused(admin: Actor) -> None:
    bad_type = admin.post("/webhooks", json={"url": PUBLIC, "event_types": ["mdm.record.exploded"]})
    assert bad_type.status_code == 400
    assert "mdm.record.exploded" in bad_type.json()["detail"]
    assert admin.post("/webhooks", json={"url": PUBLIC, "master_types": [""]}).status_code == 400
    assert admin.post("/webhooks", json={"url": PUBLIC, "secret": "mine"}).status_code == 400
    assert admin.post("/webhooks", json={"url": "x" * 3000}).status_code == 400


def test_only_admins_manage_webhooks(factory: Factory, admin: Actor) -> None:
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    assert steward.get("/webhooks").status_code == 403
    assert steward.post("/webhooks", json={"url": PUBLIC}).status_code == 403


def test_another_tenants_webhook_is_not_found(factory: Factory, admin: Actor) -> None:
    wid = admin.post("/webhooks", json={"url": PUBLIC}).json()["id"]
    other = factory.actor()
    assert other.get(f"/webhooks/{wid}").status_code == 404
    assert other.patch(f"/webhooks/{wid}", json={"active": False}).status_code == 404
    assert other.delete(f"/webhooks/{wid}").status_code == 404
    assert other.get(f"/webhooks/{wid}/deliveries").status_code == 404
    assert other.post(f"/webhooks/{wid}/replay", json={}).status_code == 404
    assert other.get("/webhooks").json()["total"] == 0
    assert admin.get(f"/webhooks/{wid}").json()["active"] is True


def test_replay_moves_the_cursor_back_within_what_exists(admin: Actor) -> None:
    wid = admin.post("/webhooks", json={"url": PUBLIC}).json()["id"]
    last = admin.get("/events").json()["next_after"]
    assert admin.post(f"/webhooks/{wid}/replay", json={"after": last + 5}).status_code == 400
    replayed = admin.post(f"/webhooks/{wid}/replay", json={"after": 0})
    assert replayed.status_code == 200
    assert replayed.json()["acked_sequence"] == 0
    assert admin.post(f"/webhooks/{wid}/replay").json()["acked_sequence"] == 0
    assert admin.get("/audit/logs", params={"action": "webhook.replay"}).json()["total"] == 2
