"""Helpers of the delivery tests: workers with test settings, and driving them to a condition."""

import time
from collections.abc import Callable
from typing import Any

from mdm.delivery.worker import Worker
from tests.support import Actor, LiveServer

WORDS = [
    "琵琶湖",
    "northern",
    "alder",
    "富士山",
    "copper",
    "kettle",
    "青森",
    "lantern",
    "drift",
    "海苔",
    "saffron",
    "ledger",
]


def worker_for(server: LiveServer, **overrides: Any) -> Worker:
    """A worker on the test server's database that may reach local receivers and retries fast."""
    values: dict[str, Any] = {
        "webhook_allow_private": True,
        "webhook_retry_base_seconds": 0.05,
        "webhook_timeout_seconds": 5.0,
        "events_poll_seconds": 0.05,
        **overrides,
    }
    return Worker(server.database, server.settings.model_copy(update=values))


def run_until(worker: Worker, done: Callable[[], bool], *, seconds: float = 30.0) -> None:
    """Steps the worker until `done()` holds; fails the test after `seconds`."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the worker did not get there in time"
        if not worker.step():
            time.sleep(0.02)


def subscribe(actor: Actor, url: str, **body: Any) -> dict[str, Any]:
    """Creates a webhook and returns it (with its secret)."""
    response = actor.post("/webhooks", json={"url": url, **body})
    assert response.status_code == 201, response.text
    return dict(response.json())


def name(i: int) -> str:
    """A realistic, varied record name."""
    return f"{WORDS[i % len(WORDS)]} {WORDS[(i * 7 + 3) % len(WORDS)]} {i}"
