"""Webhook delivery by the worker: every event, signed as Standard Webhooks says, in order, to a
real local receiver; retries with backoff, parking after the retry window, replay, redirects
not followed, unsafe targets refused at delivery time, and several workers sharing the work."""

import base64
import hashlib
import hmac
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from standardwebhooks.webhooks import Webhook as Verifier

from tests.delivery.receiver import Delivery, Receiver, receiving
from tests.delivery.support import name, run_until, subscribe, worker_for
from tests.factories import create, define, field
from tests.support import Actor, LiveServer


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    """A receiver that accepts everything (tests may change its answer)."""
    with receiving() as made:
        yield made


def verify_as_documented(secret: str, headers: dict[str, str], body: str) -> bool:
    """The verification snippet of docs/events.md, with nothing but the standard library."""
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.{body}".encode()
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(
        hmac.compare_digest(expected, sig.split(",", 1)[1])
        for sig in headers["webhook-signature"].split()
        if sig.startswith("v1,")
    )


def feed(actor: Actor, **params: Any) -> list[dict[str, Any]]:
    """The caller's whole event feed."""
    items, after = [], 0
    while page := actor.get("/events", params={"after": after, "limit": 1000, **params}).json()["items"]:
        items += page
        after = page[-1]["sequence"]
    return items


pytestmark = pytest.mark.usefixtures("private_allowed")


def test_every_event_arrives_signed_and_in_order(
    server: LiveServer, admin: Actor, receiver: Receiver
) -> None:
    hook = subscribe(admin, receiver.url)
    define(admin, "supplier", field("code", unique=True), field("name"))
    ids = [create(admin, "supplier", code=f"S-{i}", name=name(i))["id"] for i in range(5)]
    admin.patch(f"/masters/supplier/{ids[0]}", json={"data": {"name": "株式会社 北斗"}})
    admin.delete(f"/masters/supplier/{ids[1]}")
    expected = feed(admin)
    assert len(expected) == 8
    run_until(worker_for(server), lambda: len(receiver.events()) == len(expected))
    assert receiver.events() == expected  # the same CloudEvents as the feed, in sequence order
    verifier = Verifier(hook["secret"])
    for got in receiver.got:
        assert got.headers["webhook-id"] == got.event["id"]
        assert got.headers["content-type"] == "application/cloudevents+json"
        assert verifier.verify(got.body, got.headers)["id"] == got.event["id"]
        assert verify_as_documented(hook["secret"], got.headers, got.body)
        assert not verify_as_documented(hook["secret"], got.headers, got.body + " ")
    updated = next(e for e in expected if e["type"] == "mdm.record.updated")
    assert updated["subject"] == f"supplier/{ids[0]}"
    assert updated["data"]["changed_fields"] == ["name"]
    shown = admin.get(f"/webhooks/{hook['id']}").json()
    assert shown["acked_sequence"] == expected[-1]["sequence"]
    assert shown["delivered"] == 8
    attempts = admin.get(f"/webhooks/{hook['id']}/deliveries", params={"limit": 100}).json()
    assert attempts["total"] == 8
    assert {(a["succeeded"], a["status_code"], a["attempt"]) for a in attempts["items"]} == {(True, 204, 1)}
    assert all(a["latency_ms"] >= 0 for a in attempts["items"])


def test_filters_by_event_type_and_master(server: LiveServer, admin: Actor, receiver: Receiver) -> None:
    subscribe(admin, receiver.url, event_types=["mdm.record.created"], master_types=["plant"])
    define(admin, "plant", field("name"))
    define(admin, "route", field("name"))
    plant = create(admin, "plant", name="横浜工場")
    create(admin, "route", name="東名高速")
    admin.delete(f"/masters/plant/{plant['id']}")
    create(admin, "plant", name="Tilburg works")
    run_until(worker_for(server), lambda: len(receiver.events()) == 2)
    worker_for(server).step()
    assert [e["data"]["data"]["name"] for e in receiver.events()] == ["横浜工場", "Tilburg works"]


def test_failures_are_retried_and_later_events_wait(
    server: LiveServer, admin: Actor, receiver: Receiver
) -> None:
    define(admin, "bin", field("code"))
    hook = subscribe(admin, receiver.url)
    failures = {"left": 3}

    def flaky(delivery: Delivery) -> int:
        if delivery.event["data"]["data"]["code"] == "B-2" and failures["left"]:
            failures["left"] -= 1
            return 503
        return 200

    receiver.answer = flaky
    for i in range(1, 5):
        create(admin, "bin", code=f"B-{i}")
    worker = worker_for(server)
    run_until(worker, lambda: failures["left"] == 2)
    waiting = admin.get(f"/webhooks/{hook['id']}").json()
    assert waiting["state"] == "retrying"
    assert waiting["attempts"] == 1
    assert waiting["next_attempt_at"] is not None
    assert "503" in waiting["last_error"]
    run_until(worker, lambda: len(receiver.events()) == 4)
    assert [e["data"]["data"]["code"] for e in receiver.events()] == ["B-1", "B-2", "B-3", "B-4"]
    arrived = [d.event["data"]["data"]["code"] for d in receiver.got]
    assert arrived == ["B-1", "B-2", "B-2", "B-2", "B-2", "B-3", "B-4"]  # nothing overtook B-2
    recovered = admin.get(f"/webhooks/{hook['id']}").json()
    assert recovered["state"] == "active"
    assert recovered["attempts"] == 0
    assert recovered["last_error"] is None
    attempts = admin.get(f"/webhooks/{hook['id']}/deliveries", params={"limit": 100}).json()["items"]
    b2 = sorted(
        (a["attempt"], a["status_code"]) for a in attempts if a["sequence"] == attempts[2]["sequence"]
    )
    assert b2 == [(1, 503), (2, 503), (3, 503), (4, 200)]


def test_parked_after_the_retry_window_then_replayed(
    server: LiveServer, admin: Actor, receiver: Receiver
) -> None:
    define(admin, "lot", field("code"))
    hook = subscribe(admin, receiver.url)
    receiver.answer = lambda _d: 500
    for i in range(3):
        create(admin, "lot", code=f"L-{i}")
    worker = worker_for(server, webhook_retry_hours=0.0003)  # about one second
    run_until(worker, lambda: admin.get(f"/webhooks/{hook['id']}").json()["state"] == "failed")
    parked = admin.get(f"/webhooks/{hook['id']}").json()
    assert parked["next_attempt_at"] is None
    assert parked["attempts"] >= 2
    tried = len(receiver.got)
    worker.step()
    assert len(receiver.got) == tried  # parked: nothing more is tried
    receiver.answer = lambda _d: 200
    assert admin.post(f"/webhooks/{hook['id']}/replay", json={}).status_code == 200
    run_until(worker, lambda: len(receiver.events()) == 3)
    assert [e["data"]["data"]["code"] for e in receiver.events()] == ["L-0", "L-1", "L-2"]
    receiver.got.clear()
    first = feed(admin)[-3]["sequence"] - 1
    assert admin.post(f"/webhooks/{hook['id']}/replay", json={"after": first + 1}).status_code == 200
    run_until(worker, lambda: len(receiver.events()) == 2)
    assert [e["data"]["data"]["code"] for e in receiver.events()] == ["L-1", "L-2"]


def test_redirects_are_not_followed(server: LiveServer, admin: Actor, receiver: Receiver) -> None:
    hook = subscribe(admin, receiver.url)
    receiver.answer = lambda _d: 302
    define(admin, "dock", field("code"))
    run_until(worker_for(server), lambda: len(receiver.got) >= 1)
    attempts = admin.get(f"/webhooks/{hook['id']}/deliveries").json()["items"]
    assert attempts[0]["status_code"] == 302
    assert attempts[0]["error"] == "redirects are not followed"
    assert admin.get(f"/webhooks/{hook['id']}").json()["state"] == "retrying"


def test_an_unsafe_target_is_refused_at_delivery(
    server: LiveServer, admin: Actor, receiver: Receiver
) -> None:
    hook = subscribe(admin, receiver.url)  # allowed when it was made, not any more
    define(admin, "gate", field("code"))
    worker = worker_for(server, webhook_allow_private=False)
    run_until(worker, lambda: admin.get(f"/webhooks/{hook['id']}/deliveries").json()["total"] >= 1)
    attempt = admin.get(f"/webhooks/{hook['id']}/deliveries").json()["items"][0]
    assert attempt["status_code"] is None
    assert attempt["error"].startswith("refused: url:")
    assert receiver.got == []


def test_workers_share_the_work_without_sending_twice(
    server: LiveServer, admin: Actor, receiver: Receiver
) -> None:
    subscribe(admin, receiver.url)
    define(admin, "pallet", field("code"), field("note"))
    ids = [create(admin, "pallet", code=f"P-{i}")["id"] for i in range(20)]
    for round_ in range(3):
        for rid in ids:
            admin.patch(f"/masters/pallet/{rid}", json={"data": {"note": name(round_)}})
    total = len(feed(admin))
    workers = [worker_for(server) for _ in range(3)]
    threads = [
        threading.Thread(target=run_until, args=(w, lambda: len(receiver.got) >= total)) for w in workers
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    sequences = [e["sequence"] for e in receiver.events()]
    assert sequences == sorted(sequences)
    assert len(sequences) == len(set(sequences)) == total
