"""`GET /excel/product?limit=1000&offset=…` over a product master whose `supplier` field references a
second master (one supplier per 100 products), pages spread over the whole data set. The baseline is
the raw SQL that reads the same page on the same database (live count, the page of products, the
referenced suppliers by id), timed in-process without HTTP or JSON encoding. Target: API p50 under
100 ms on PostgreSQL. `/excel/product/flat` streams every record with references expanded; the
server's peak memory shows whether it stays flat."""

import json
import os
import random
import statistics
import time
from typing import Any

import httpx
from sqlalchemy import bindparam, text

from bench.common import Env, PeakMemory, fmt, load, timed

TITLE = "Spreadsheet access (/excel)"
PAGE = 1000
SAMPLES = 60

_PAGE_SQL = text(
    "SELECT id, data FROM record WHERE tenant_id = :tenant AND master_type = 'product' "
    "AND deleted_at IS NULL ORDER BY id LIMIT :limit OFFSET :offset"
)
_COUNT_SQL = text(
    "SELECT count(*) FROM record WHERE tenant_id = :tenant AND master_type = 'product' AND deleted_at IS NULL"
)
_TARGETS_SQL = text(
    "SELECT id, data FROM record WHERE tenant_id = :tenant AND master_type = 'supplier' "
    "AND deleted_at IS NULL AND id IN :ids"
).bindparams(bindparam("ids", expanding=True))


def _seed(env: Env, rows: int) -> None:
    """Defines and fills the two masters."""
    env.define(
        "supplier",
        [{"name": "name", "required": True}, {"name": "country"}, {"name": "rating", "type": "integer"}],
    )
    env.define(
        "product",
        [
            {"name": "sku", "required": True},
            {"name": "name"},
            {"name": "price", "type": "number"},
            {"name": "stock", "type": "integer"},
            {"name": "supplier", "type": "reference", "reference": "supplier"},
        ],
    )
    count = max(10, rows // 100)
    suppliers = env.seed(
        "supplier",
        [
            {"name": f"Supplier {i}", "country": ("JP", "DE", "US")[i % 3], "rating": i % 6}
            for i in range(count)
        ],
    )
    rng = random.Random(7)
    env.seed(
        "product",
        [
            {
                "sku": f"P{i:07d}",
                "name": f"Product {i}",
                "price": round(rng.uniform(1, 500), 2),
                "stock": i % 500,
                "supplier": suppliers[rng.randrange(count)],
            }
            for i in range(rows)
        ],
    )


def _raw_page(env: Env, offset: int) -> float:
    """Reads one page the way the endpoint does, in raw SQL; returns milliseconds."""
    started = time.perf_counter()
    with env.database.engine.connect() as conn:
        conn.execute(_COUNT_SQL, {"tenant": env.tenant_id}).scalar()
        page: list[Any] = list(
            conn.execute(_PAGE_SQL, {"tenant": env.tenant_id, "limit": PAGE, "offset": offset})
        )
        ids = sorted({_data(row)["supplier"] for row in page})
        list(conn.execute(_TARGETS_SQL, {"tenant": env.tenant_id, "ids": ids}))
    return (time.perf_counter() - started) * 1000


def _data(row: Any) -> dict[str, Any]:
    """Returns a row's data as a dict (SQLite hands JSON back as text)."""
    return row[1] if isinstance(row[1], dict) else json.loads(row[1])


def _stream_flat(env: Env) -> int:
    """Downloads the fully flattened export, discarding bytes; returns bytes read."""
    size = 0
    with env.client() as http, http.stream("GET", "/excel/product/flat") as response:
        response.raise_for_status()
        for chunk in response.iter_bytes():
            size += len(chunk)
    return size


def run(env: Env) -> list[str]:
    """Measures page latency against raw SQL, and the flat stream."""
    rows = int(os.environ.get("MDM_BENCH_ROWS", "100000"))
    _seed(env, rows)
    span = max(rows - PAGE, 1)
    offsets = [(i * 7919 * PAGE) % span for i in range(SAMPLES)]

    def get_page(http: httpx.Client, i: int) -> httpx.Response:
        return http.get("/excel/product", params={"limit": PAGE, "offset": offsets[i % SAMPLES]})

    load(env, get_page, total=10, concurrency=2)
    api = load(env, get_page, total=SAMPLES, concurrency=1)
    busy = load(env, get_page, total=SAMPLES * 2, concurrency=8)
    raw = [_raw_page(env, offsets[i]) for i in range(SAMPLES)]
    raw_p50 = statistics.median(raw)
    idle_mb = env.server_rss_mb()
    with PeakMemory(env) as peak:
        seconds, size = timed(lambda: _stream_flat(env))
    verdict = "meets" if api.p50 < 100 else "misses"
    return [
        f"{fmt(rows, 0)} products referencing {fmt(max(10, rows // 100), 0)} suppliers; pages of "
        f"{PAGE} rows at {SAMPLES} offsets spread over the data set.",
        "",
        "| Measure | p50 ms | p99 ms | Pages/s |",
        "|---|---:|---:|---:|",
        f"| `GET /excel/product?limit={PAGE}&offset=…` (1 client) | {fmt(api.p50)} | {fmt(api.p99)} "
        f"| {fmt(api.rps)} |",
        f"| same, 8 concurrent clients | {fmt(busy.p50)} | {fmt(busy.p99)} | {fmt(busy.rps)} |",
        f"| Raw SQL baseline: count + page + suppliers `IN` | {fmt(raw_p50)} "
        f"| {fmt(sorted(raw)[int(0.99 * (len(raw) - 1))])} | {fmt(1000 / raw_p50)} |",
        "",
        f"API p50 / raw SQL p50: {fmt(api.p50 / raw_p50, 2)}x. Target p50 < 100 ms: {verdict} it "
        f"on {env.backend}.",
        "",
        f"`GET /excel/product/flat` (all {fmt(rows, 0)} rows, references expanded): {fmt(seconds, 2)} s, "
        f"{fmt(rows / seconds, 0)} rows/s, {fmt(size / 1024**2)} MiB of JSON; server memory (2 workers) "
        f"{fmt(idle_mb)} MiB before, {fmt(peak.peak_mb)} MiB at peak.",
    ]
