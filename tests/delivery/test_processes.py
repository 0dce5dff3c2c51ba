"""Worker processes (`mdm worker`) coordinated through the database: two of them deliver one
subscription's events, one is killed with SIGKILL mid-delivery, and every event still arrives,
in order of first arrival (duplicates allowed and counted)."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mdm.db.models import Webhook
from tests.delivery.receiver import Delivery, receiving
from tests.delivery.support import name, subscribe
from tests.factories import Factory, define, field
from tests.support import LiveServer

EVENTS = 300


def start_worker(server: LiveServer, data_dir: Path) -> subprocess.Popen[bytes]:
    """Starts `mdm worker` on the server's database with a short lease."""
    env = {
        **os.environ,
        "MDM_DATABASE_URL": server.settings.resolved_database_url(),
        "MDM_DATA_DIR": str(data_dir),
        "MDM_BOOTSTRAP": "false",
        "MDM_WEBHOOK_ALLOW_PRIVATE": "true",
        "MDM_EVENTS_LEASE_SECONDS": "3",
        "MDM_EVENTS_POLL_SECONDS": "0.1",
        "MDM_LOG_LEVEL": "warning",
    }
    command = [str(Path(sys.executable).parent / "mdm"), "worker"]
    return subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def lease_holder(server: LiveServer, webhook_id: str) -> int | None:
    """The process id of the worker that holds the subscription's lease now, if any."""
    with server.database.transaction() as session:
        hook = session.get(Webhook, webhook_id)
        owner = hook.lease_owner if hook is not None else None
    return int(owner.split(":")[1]) if owner else None


def test_a_killed_worker_loses_nothing(
    own_server: LiveServer, own_factory: Factory, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    actor = own_factory.actor()
    define(actor, "carton", field("code", unique=True), field("label"))
    own_server.settings.webhook_allow_private = True
    try:
        with receiving() as receiver:

            def slow(_delivery: Delivery) -> int:
                time.sleep(0.005)
                return 200

            receiver.answer = slow
            hook = subscribe(actor, receiver.url, event_types=["mdm.record.created"])
            rows = "\n".join(f"C-{i:04d},{name(i)}" for i in range(EVENTS))
            imported = actor.post(
                "/masters/carton/import",
                content=f"code,label\n{rows}\n",
                headers={"Content-Type": "text/csv"},
            )
            assert imported.status_code == 200, imported.text
            workers = [start_worker(own_server, tmp_path) for _ in range(2)]
            try:
                deadline = time.monotonic() + 60
                while len(receiver.got) < 40 or lease_holder(own_server, hook["id"]) is None:
                    assert time.monotonic() < deadline, "no delivery started"
                    time.sleep(0.01)
                victim = lease_holder(own_server, hook["id"])
                killed = next(w for w in workers if w.pid == victim)
                os.kill(killed.pid, signal.SIGKILL)
                assert killed.wait(10) == -signal.SIGKILL
                while len({d.event["id"] for d in receiver.got}) < EVENTS:
                    assert time.monotonic() < deadline, f"only {len(receiver.got)} deliveries arrived"
                    time.sleep(0.05)
                survivor = next(w for w in workers if w is not killed)
                survivor.send_signal(signal.SIGTERM)
                assert survivor.wait(20) == 0, survivor.stderr.read() if survivor.stderr else ""
            finally:
                for worker in workers:
                    if worker.poll() is None:
                        worker.kill()
                        worker.wait()
    finally:
        own_server.settings.webhook_allow_private = False
    first_seen: list[int] = []
    for delivery in receiver.got:
        if delivery.event["sequence"] not in first_seen:
            first_seen.append(delivery.event["sequence"])
    assert len(first_seen) == EVENTS
    assert first_seen == sorted(first_seen)  # nothing overtook an event that had not arrived
    duplicates = len(receiver.got) - EVENTS
    with capsys.disabled():
        print(f"\n  killed worker: {EVENTS} events, {duplicates} delivered twice")
