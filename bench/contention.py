"""Another tenant's writes during a long import: while one tenant imports
`MDM_BENCH_CONTENTION_ROWS` rows (default 400,000; 8 fields, as in the CSV benchmark) over HTTP,
a second tenant creates one record every 100 ms and each create's latency and status is kept.
On SQLite one write holds the database's single write lock at a time: a write waits at most
5 s for it (`busy_timeout`) and then answers 503 with `Retry-After`, never 500. The import
validates and stages its rows without that lock and takes it only to publish them (about
15 µs a row here), so only the writes that arrive during those last seconds wait. Before
staging, the import held the lock throughout: 34 creates in 38 s, 6 of them 503. On
PostgreSQL the import locks only its own rows."""

import os
import statistics
import threading
import time
from collections import Counter
from typing import Any

import httpx

from bench.common import Env, fmt
from bench.transfer import FIELDS, _csv
from mdm.auth import service as auth_service
from mdm.tenants import service as tenants_service
from mdm.users import service as users_service

TITLE = "Another tenant's writes during a long import"
NOTE = [{"name": "text", "type": "string", "required": True}]


def _other_tenant(env: Env) -> httpx.Client:
    """Creates a second tenant with an admin key and returns its client."""
    with env.database.transaction() as session:
        tenant = tenants_service.create_tenant(session, name="bench-other", plan="enterprise")
        user = users_service.create_user(
            session, tenant_id=tenant.id, email="other@example.com", name="Other", role="admin"
        )
        key = auth_service.create_key(session, user=user, name="other", scopes=["read", "write"]).secret
    return httpx.Client(
        base_url=env.base_url + "/api/v1", headers={"Authorization": f"Bearer {key}"}, timeout=120
    )


def _create(http: httpx.Client, n: int) -> tuple[float, int]:
    """Creates one record; returns its latency in seconds and its status."""
    started = time.perf_counter()
    response = http.post("/masters/note", json={"data": {"text": f"メモ {n}"}})
    return time.perf_counter() - started, response.status_code


def run(env: Env) -> list[str]:
    """Measures the other tenant's create latency before and during the import."""
    rows = int(os.environ.get("MDM_BENCH_CONTENTION_ROWS", "400000"))
    env.define("goods", FIELDS)
    body = _csv(rows, "C")
    other = _other_tenant(env)
    other.post(
        "/definitions", json={"master_type": "note", "master_type_label": "Note", "schema": {"fields": NOTE}}
    ).raise_for_status()
    idle = [_create(other, n)[0] for n in range(20)]
    outcome: dict[str, Any] = {}

    def importing() -> None:
        with env.client() as http:
            started = time.perf_counter()
            response = http.post("/masters/goods/import", files={"file": ("goods.csv", body, "text/csv")})
            outcome["seconds"] = time.perf_counter() - started
            outcome["status"] = response.status_code

    worker = threading.Thread(target=importing)
    worker.start()
    during: list[tuple[float, int]] = []
    while worker.is_alive():
        during.append(_create(other, len(during)))
        time.sleep(0.1)
    worker.join()
    other.close()
    latencies = [seconds for seconds, _ in during]
    statuses = Counter(status for _, status in during)
    return [
        f"- Import of {rows:,} rows: {fmt(outcome['seconds'])} s (status {outcome['status']})",
        f"- Other tenant's create, idle: median {fmt(statistics.median(idle) * 1000)} ms",
        f"- Other tenant's create during the import ({len(during)} creates): "
        f"median {fmt(statistics.median(latencies) * 1000)} ms, "
        f"worst {fmt(max(latencies) * 1000)} ms",
        "- Statuses during the import: " + ", ".join(f"{code} x{n}" for code, n in sorted(statuses.items())),
    ]
