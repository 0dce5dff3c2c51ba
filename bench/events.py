"""Change events: what the outbox costs an import, and how fast workers deliver. An import of N
realistic product rows (`bench/corpus.py`) into `mdm serve` with events on is timed beside the
same import into a server with `MDM_EVENTS_ENABLED=false` (each on a fresh database, each run
twice into new masters, the faster counting; the target is at most 1.3x). Then the events are
delivered by one `mdm worker` process: to a webhook (a local aiohttp receiver answering 204)
from a replay of the last D events, beside the same bodies POSTed by a plain keep-alive HTTP
client one after another (the floor for in-order delivery); and, when NATS answers on
127.0.0.1:4222, all of them to JetStream, beside the same number of messages of the same size
published by nats-py in batches of 100 awaiting every ack (timed from the worker's first
published batch, so its start-up is not counted). D is `MDM_BENCH_EVENTS_DELIVERED` (default
20000)."""

import asyncio
import os
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import nats
from aiohttp import web
from sqlalchemy import select

from bench.common import MDM, Env, environment, fmt
from bench.transfer import FIELDS, _csv, _http_import
from mdm.db.models import BrokerCursor, EventCounter, Webhook

TITLE = "Change events: outbox cost and delivery"
NATS_URL = "nats://127.0.0.1:4222"
# The server delivers nothing itself: each measurement starts the one worker it measures.
SETTINGS = {"MDM_EVENTS_DELIVERY": "false", "MDM_WEBHOOK_ALLOW_PRIVATE": "true"}


class Receiver:
    """A webhook receiver on a free local port that answers 204 and counts."""

    def __init__(self) -> None:
        self.count = 0
        self.first: float | None = None
        self.last = 0.0
        self.url = ""
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)

    async def _handle(self, request: web.Request) -> web.Response:
        """Takes one delivery."""
        await request.read()
        now = time.perf_counter()
        self.first = self.first or now
        self.last = now
        self.count += 1
        return web.Response(status=204)

    def __enter__(self) -> "Receiver":
        app = web.Application()
        app.router.add_post("/hook", self._handle)
        runner = web.AppRunner(app, access_log=None)
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        self._thread.start()
        asyncio.run_coroutine_threadsafe(runner.setup(), self._loop).result()
        site = web.TCPSite(runner, "127.0.0.1", port)
        asyncio.run_coroutine_threadsafe(site.start(), self._loop).result()
        self._runner = runner
        self.url = f"http://127.0.0.1:{port}/hook"
        return self

    def __exit__(self, *_exc: object) -> None:
        asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result()
        self._loop.call_soon_threadsafe(self._loop.stop)


@contextmanager
def worker(env: Env, **settings: str) -> Iterator[subprocess.Popen[bytes]]:
    """Runs one `mdm worker` process on the environment's database."""
    variables = {k: v for k, v in os.environ.items() if not k.startswith("MDM_")}
    variables |= {
        "MDM_DATABASE_URL": env.database_url,
        "MDM_DATA_DIR": str(env.run_dir),
        "MDM_LOG_LEVEL": "warning",
        "MDM_WEBHOOK_ALLOW_PRIVATE": "true",
        "MDM_EVENTS_POLL_SECONDS": "0.05",
        **settings,
    }
    proc = subprocess.Popen([MDM, "worker"], env=variables)
    try:
        yield proc
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _last(env: Env) -> int:
    """The tenant's last event sequence."""
    with env.database.transaction() as session:
        return int(
            session.scalar(select(EventCounter.last).where(EventCounter.tenant_id == env.tenant_id)) or 0
        )


def _wait(env: Env, model: Any, key: Any, target: int, *, limit: float = 900) -> tuple[int, float]:
    """Waits until a delivery cursor has acknowledged `target`; returns where it stood when it
    was first seen moving, and when (so a process's start-up is not counted)."""
    deadline = time.monotonic() + limit
    moving: tuple[int, float] | None = None
    while True:
        with env.database.transaction() as session:
            cursor = session.get(model, key)
            acked = cursor.acked if cursor is not None else 0
        if acked > 0 and moving is None:
            moving = (acked, time.perf_counter())
        if acked >= target:
            return moving or (acked, time.perf_counter())
        if time.monotonic() > deadline:
            raise RuntimeError(f"delivery did not reach {target} in {limit} s")
        time.sleep(0.02)


def _import(env: Env, rows: int) -> float:
    """Imports the rows into two fresh masters, one after the other; returns the faster's
    seconds (the first write into new database files pays for growing them)."""
    best = float("inf")
    for master in ("product", "article"):
        env.define(master, FIELDS)
        seconds, _peak, report = _http_import(env, master, _csv(rows, master[0].upper()))
        assert report["created"] == rows, report
        best = min(best, seconds)
    return best


def _bodies(env: Env, count: int) -> list[bytes]:
    """The last `count` events as they are delivered (CloudEvent JSON)."""
    bodies: list[bytes] = []
    after = max(_last(env) - count, 0)
    with env.client() as http:
        while len(bodies) < count:
            page = http.get("/events", params={"after": after, "limit": 1000}).json()
            if not page["items"]:
                break
            bodies += [httpx.Response(200, json=item).content for item in page["items"]]
            after = page["next_after"]
    return bodies


def _raw_posts(url: str, bodies: list[bytes]) -> float:
    """POSTs the bodies one after another on one keep-alive connection; returns seconds."""
    headers = {"content-type": "application/cloudevents+json"}
    with httpx.Client() as client:
        started = time.perf_counter()
        for body in bodies:
            client.post(url, content=body, headers=headers).raise_for_status()
        return time.perf_counter() - started


def _webhook(env: Env, count: int) -> tuple[float, float]:
    """Seconds for a worker to deliver `count` replayed events, and for raw POSTs of them."""
    bodies = _bodies(env, count)
    with Receiver() as receiver:
        raw = _raw_posts(receiver.url, bodies)
        receiver.count, receiver.first = 0, None
        with env.client() as http:
            made = http.post("/webhooks", json={"url": receiver.url, "active": False})
            assert made.status_code == 201, made.text
            hook = made.json()
            http.post(f"/webhooks/{hook['id']}/replay", json={"after": _last(env) - count})
            http.patch(f"/webhooks/{hook['id']}", json={"active": True})
        with worker(env):
            _wait(env, Webhook, hook["id"], _last(env))
        assert receiver.count >= count
        assert receiver.first is not None
        return receiver.last - receiver.first, raw


async def _raw_nats(count: int, size: int) -> float:
    """Publishes `count` messages of `size` bytes with acks, 100 at a time; returns seconds."""
    client = await nats.connect(NATS_URL)
    js = client.jetstream()
    payload = b"x" * size
    started = time.perf_counter()
    for start in range(0, count, 100):
        batch = range(start, min(start + 100, count))
        await asyncio.gather(*(js.publish(f"mdm.bench-raw.product.x{i}", payload) for i in batch))
    seconds = time.perf_counter() - started
    await client.close()
    return seconds


def _nats_up() -> bool:
    """Tells whether NATS answers on its default port."""
    with socket.socket() as sock:
        sock.settimeout(1)
        return sock.connect_ex(("127.0.0.1", 4222)) == 0


def _nats(env: Env) -> tuple[int, float, float]:
    """Events published to JetStream by a worker (all of the tenant's), its seconds, and raw."""
    total = _last(env)
    size = sum(len(b) for b in _bodies(env, 1000)) // 1000
    raw = asyncio.run(_raw_nats(total, size))
    with worker(env, MDM_EVENTS_NATS_URL=NATS_URL):
        first, started = _wait(env, BrokerCursor, ("nats", env.tenant_id), total)
        seconds = time.perf_counter() - started
    return total - first, seconds, raw


def run(env: Env | None) -> list[str]:
    """Measures the import with events off and on, then delivery; returns the report section."""
    assert env is not None
    rows = int(os.environ.get("MDM_BENCH_ROWS", "100000"))
    delivered = int(os.environ.get("MDM_BENCH_EVENTS_DELIVERED", "20000"))
    with environment(env.backend, settings={**SETTINGS, "MDM_EVENTS_ENABLED": "false"}) as off:
        off_s = _import(off, rows)
    on_s = _import(env, rows)
    lines = [
        "| measure | count | seconds | per second | baseline per second | vs baseline |",
        "|---|---|---|---|---|---|",
        f"| import, events on (vs events off) | {rows:,} | {on_s:.2f} | {fmt(rows / on_s, 0)} | "
        f"{fmt(rows / off_s, 0)} | {on_s / off_s:.2f}x the time |",
    ]
    hook_s, raw_s = _webhook(env, delivered)
    lines.append(
        f"| webhook delivery, one subscription in order (vs raw POSTs) | {delivered:,} | {hook_s:.2f} | "
        f"{fmt(delivered / hook_s, 0)} | {fmt(delivered / raw_s, 0)} | {raw_s / hook_s:.2f}x the rate |"
    )
    if _nats_up():
        count, nats_s, raw_nats = _nats(env)
        lines.append(
            f"| NATS JetStream publishing, acked (vs raw nats-py) | {count:,} | {nats_s:.2f} | "
            f"{fmt(count / nats_s, 0)} | {fmt(count / raw_nats, 0)} | {raw_nats / nats_s:.2f}x the rate |"
        )
    else:
        lines.append("| NATS JetStream publishing | - | - | - | - | NATS not running |")
    return lines
