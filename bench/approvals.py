"""Pending imports on a governed master: `MDM_BENCH_APPROVAL_ROWS` rows (default 500,000; 8
fields, as in the CSV benchmark) are imported twice over HTTP into a master with
`approval_required`, each answered 202 after a dry run; the two requests are then copied in the
database until a hundred are pending (each copy refers to the same stored file, so every
request is as large as a real one). A steward's list of pending requests and a page of rows
deep inside one request are then read 20 times each."""

import os
import statistics
import time
from typing import Any

from sqlalchemy import insert, select

from bench.common import Env, PeakMemory, fmt
from bench.transfer import FIELDS, _csv
from mdm.core.ids import new_id
from mdm.db.models import ApprovalRequest

TITLE = "Pending imports on a governed master"
PENDING = 100


def _governed(env: Env) -> None:
    """Creates the governed master."""
    with env.client() as http:
        body = {
            "master_type": "held",
            "master_type_label": "Held",
            "schema": {"fields": FIELDS},
            "approval_required": True,
        }
        http.post("/definitions", json=body).raise_for_status()


def _copy_requests(env: Env, *, total: int) -> None:
    """Copies the pending requests until `total` are pending (setup, not measured)."""
    table = ApprovalRequest.__table__
    with env.database.transaction() as session:
        rows = [dict(r._mapping) for r in session.execute(select(table).where(table.c.master_type == "held"))]
        copies: list[dict[str, Any]] = []
        while len(rows) + len(copies) < total:
            copies.append(rows[len(copies) % len(rows)] | {"id": new_id()})
        session.execute(insert(table), copies)


def _timed(env: Env, path: str, **params: Any) -> tuple[list[float], int]:
    """Reads a path 20 times; returns the latencies in seconds and the body size in bytes."""
    latencies, size = [], 0
    with env.client() as http:
        for _ in range(20):
            started = time.perf_counter()
            response = http.get(path, params=params)
            latencies.append(time.perf_counter() - started)
            response.raise_for_status()
            size = len(response.content)
    return latencies, size


def run(env: Env) -> list[str]:
    """Measures the 202 answers, the pending list and a deep page of rows."""
    rows = int(os.environ.get("MDM_BENCH_APPROVAL_ROWS", "500000"))
    _governed(env)
    body = _csv(rows, "H")
    answers = []
    with env.client() as http, PeakMemory(env) as peak:
        for _ in range(2):
            started = time.perf_counter()
            response = http.post("/masters/held/import", files={"file": ("held.csv", body, "text/csv")})
            answers.append((time.perf_counter() - started, len(response.content), response.status_code))
    request_id = response.json()["id"]
    _copy_requests(env, total=PENDING)
    listed, listed_size = _timed(env, "/approvals", status="pending", limit=PENDING)
    paged, paged_size = _timed(env, f"/approvals/{request_id}/rows", skip=rows // 2, limit=100)
    seconds, size, status = answers[-1]
    return [
        f"- File: {rows:,} rows, {len(body) / 2**20:.1f} MiB; request answered {status} in "
        f"{fmt(seconds)} s (dry run included), body {size:,} bytes; server peak {fmt(peak.peak_mb)} MiB",
        f"- `GET /approvals?status=pending&limit={PENDING}` with {PENDING} such requests pending: "
        f"median {fmt(statistics.median(listed) * 1000)} ms, worst {fmt(max(listed) * 1000)} ms, "
        f"body {listed_size:,} bytes (target: under 200 ms and 1 MB)",
        f"- `GET /approvals/{{id}}/rows?skip={rows // 2:,}&limit=100`: median "
        f"{fmt(statistics.median(paged) * 1000)} ms, body {paged_size:,} bytes",
    ]
