"""OData read feed: `$filter` eq on a field with `$top=50`, and `$count=true`, through the real
server (HTTP, auth, JSON), beside the same query as raw SQL on the same database. Latencies are
sequential (one client), p50/p99 over repeated requests; targets on PostgreSQL over 100k records:
eq + `$top=50` p50 < 50 ms, `$count=true` p50 < 200 ms.
"""

import os
import statistics
import time
from collections.abc import Callable
from typing import Any

import httpx
from sqlalchemy import text

from bench.common import Env, fmt, load

TITLE = "OData read feed"
MASTER = "odata_item"
FIELDS = [
    {"name": "code", "type": "string"},
    {"name": "category", "type": "string"},
    {"name": "price", "type": "number"},
    {"name": "qty", "type": "integer"},
    {"name": "active", "type": "boolean"},
]
CATEGORIES = 50
REQUESTS = 200


def _rows(count: int) -> list[dict[str, Any]]:
    """Builds the data set: 50 categories (2% each), unique codes."""
    return [
        {
            "code": f"P{i:07d}",
            "category": f"cat{i % CATEGORIES:02d}",
            "price": round(1 + (i * 7919 % 100000) / 100, 2),
            "qty": i % 1000,
            "active": i % 3 != 0,
        }
        for i in range(count)
    ]


def _sql(env: Env, field: str) -> str:
    """Returns the raw SQL baseline: the same filter, order and limit as the feed's query."""
    extract = "data ->> '{f}'" if env.backend == "postgresql" else "json_extract(data, '$.{f}')"
    return (
        f"SELECT id, data, version, created_at, updated_at, created_by, updated_by "
        f"FROM record WHERE tenant_id = :tenant AND master_type = '{MASTER}' "
        f"AND deleted_at IS NULL AND {extract.format(f=field)} = :value "
        f"ORDER BY id LIMIT 51"
    )


def _count_sql(env: Env, field: str) -> str:
    """Returns the raw SQL baseline of the count."""
    extract = "data ->> '{f}'" if env.backend == "postgresql" else "json_extract(data, '$.{f}')"
    return (
        f"SELECT count(*) FROM record WHERE tenant_id = :tenant AND master_type = '{MASTER}' "
        f"AND deleted_at IS NULL AND {extract.format(f=field)} = :value"
    )


def _sql_p50(env: Env, statements: list[str], value: str, runs: int = 50) -> float:
    """Times raw SQL statements run back to back; returns the median in milliseconds."""
    timings = []
    with env.database.engine.connect() as conn:
        for _ in range(runs):
            started = time.perf_counter()
            for statement in statements:
                conn.execute(text(statement), {"tenant": env.tenant_id, "value": value}).all()
            timings.append((time.perf_counter() - started) * 1000)
    return statistics.median(timings)


def _feed(params: dict[str, str]) -> Callable[[httpx.Client, int], httpx.Response]:
    """Returns a request function reading the feed with fixed options."""

    def request(http: httpx.Client, _i: int) -> httpx.Response:
        return http.get(f"/odata/{MASTER}", params=params)

    return request


def run(env: Env) -> list[str]:
    """Seeds the data set, measures the feed and the raw SQL, and reports a table."""
    count = int(os.environ.get("MDM_BENCH_ROWS", "100000"))
    env.define(MASTER, FIELDS)
    env.seed(MASTER, _rows(count))
    rare = f"P{count // 2:07d}"
    cases: list[tuple[str, str, dict[str, str], list[str]]] = [
        (
            "`$filter=category eq 'cat07'&$top=50` (2% match)",
            "cat07",
            {"$filter": "category eq 'cat07'", "$top": "50"},
            [_sql(env, "category")],
        ),
        (
            "`$filter=code eq '<one>'&$top=50` (1 match)",
            rare,
            {"$filter": f"code eq '{rare}'", "$top": "50"},
            [_sql(env, "code")],
        ),
        (
            "`$filter=category eq 'cat07'&$top=50&$count=true`",
            "cat07",
            {"$filter": "category eq 'cat07'", "$top": "50", "$count": "true"},
            [_sql(env, "category"), _count_sql(env, "category")],
        ),
        ("`$count=true&$top=50` (all records)", "", {"$top": "50", "$count": "true"}, []),
    ]
    lines = [
        f"{count:,} records of one master; {REQUESTS} sequential requests per row.",
        "",
        "| Query | p50 ms | p99 ms | same SQL, raw, p50 ms |",
        "|---|---|---|---|",
    ]
    for label, value, params, baseline in cases:
        with env.client() as http:  # warm up caches and the connection pool
            http.get(f"/odata/{MASTER}", params=params).raise_for_status()
        result = load(env, _feed(params), total=REQUESTS, concurrency=1)
        raw = fmt(_sql_p50(env, baseline, value)) if baseline else "-"
        lines.append(f"| {label} | {fmt(result.p50)} | {fmt(result.p99)} | {raw} |")
    return lines
