"""Storage layouts: records as JSON documents with per-field expression indexes (what mdm does)
against one typed table per master with real columns and plain indexes, on the same realistic
rows and the same reads, as raw SQL on PostgreSQL (the server adds the same cost to both).
`MDM_BENCH_LAYOUT_ROWS` sets the size (default 200000; the decision in docs/decisions.md quotes
a run at 1,000,000). Each read: p50 over 30 runs, warm cache.
"""

import os
import statistics
import time
import uuid
from collections.abc import Callable
from typing import Any

import orjson
import psycopg

from bench import corpus
from bench.common import Env, fmt

TITLE = "Storage layouts: JSON documents with expression indexes vs typed tables"
RUNS = 30
_JSON_INDEXES = [
    "CREATE UNIQUE INDEX ON {t} ((data ->> 'code')) WHERE tenant_id = 'T' AND master_type = 'p' "
    "AND deleted_at IS NULL",
    "CREATE INDEX ON {t} ((data ->> 'category'), id) WHERE tenant_id = 'T' AND master_type = 'p' "
    "AND deleted_at IS NULL",
    "CREATE INDEX ON {t} (((data ->> 'price')::float8), id) WHERE tenant_id = 'T' "
    "AND master_type = 'p' AND deleted_at IS NULL",
    "CREATE INDEX ON {t} (tenant_id, master_type, id) WHERE deleted_at IS NULL",
    "CREATE INDEX ON {t} USING gin (search_text gin_trgm_ops)",
]
_TYPED_INDEXES = [
    "CREATE UNIQUE INDEX ON {t} (code) WHERE deleted_at IS NULL",
    "CREATE INDEX ON {t} (category, id) WHERE deleted_at IS NULL",
    "CREATE INDEX ON {t} (price, id) WHERE deleted_at IS NULL",
    "CREATE INDEX ON {t} (tenant_id, id) WHERE deleted_at IS NULL",
    "CREATE INDEX ON {t} USING gin (search_text gin_trgm_ops)",
]
_JSON_LIVE = "tenant_id = 'T' AND master_type = 'p' AND deleted_at IS NULL"
_TYPED_LIVE = "tenant_id = 'T' AND deleted_at IS NULL"


def _reads(code: str, half_id: str) -> list[tuple[str, str, str]]:
    """Returns (read, JSON-layout SQL, typed-layout SQL) for each read of the workload."""
    j, t = _JSON_LIVE, _TYPED_LIVE
    return [
        (
            "eq on the unique code",
            f"SELECT * FROM lj WHERE {j} AND data ->> 'code' = '{code}'",
            f"SELECT * FROM lt WHERE {t} AND code = '{code}'",
        ),
        (
            "category eq, top 50",
            f"SELECT * FROM lj WHERE {j} AND data ->> 'category' = 'cat7' "
            "ORDER BY data ->> 'category', id LIMIT 50",
            f"SELECT * FROM lt WHERE {t} AND category = 'cat7' ORDER BY category, id LIMIT 50",
        ),
        (
            "price gt 990 order by price desc, top 50",
            f"SELECT * FROM lj WHERE {j} AND (data ->> 'price')::float8 > 990 "
            f"ORDER BY (data ->> 'price')::float8 DESC, id DESC LIMIT 50",
            f"SELECT * FROM lt WHERE {t} AND price > 990 ORDER BY price DESC, id DESC LIMIT 50",
        ),
        (
            "category eq, count",
            f"SELECT count(*) FROM lj WHERE {j} AND data ->> 'category' = 'cat7'",
            f"SELECT count(*) FROM lt WHERE {t} AND category = 'cat7'",
        ),
        (
            "first page of 100 by id",
            f"SELECT * FROM lj WHERE {j} ORDER BY id LIMIT 100",
            f"SELECT * FROM lt WHERE {t} ORDER BY id LIMIT 100",
        ),
        (
            "keyset page of 100 at half",
            f"SELECT * FROM lj WHERE {j} AND id > '{half_id}' ORDER BY id LIMIT 100",
            f"SELECT * FROM lt WHERE {t} AND id > '{half_id}' ORDER BY id LIMIT 100",
        ),
        (
            "search 'abc' substring, top 50",
            f"SELECT * FROM lj WHERE {j} AND search_text LIKE '%ralo%' LIMIT 50",
            f"SELECT * FROM lt WHERE {t} AND search_text LIKE '%ralo%' LIMIT 50",
        ),
    ]


def _p50(conn: psycopg.Connection[Any], sql: str) -> float:
    """Runs a query RUNS times and returns the median in milliseconds."""
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        conn.execute(sql).fetchall()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def _timed(fn: Callable[[], Any]) -> float:
    """Runs fn once; returns seconds."""
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def _load(conn: psycopg.Connection[Any], count: int) -> tuple[float, float, str, str]:
    """Creates and fills both layouts; returns their load seconds, a code and the middle id."""
    conn.execute("DROP TABLE IF EXISTS lj, lt")
    conn.execute(
        "CREATE TABLE lj (id varchar(36) PRIMARY KEY, tenant_id varchar(36), master_type varchar(63), "
        "data jsonb, search_text text, deleted_at timestamptz)"
    )
    conn.execute(
        "CREATE TABLE lt (id varchar(36) PRIMARY KEY, tenant_id varchar(36), code text, name text, "
        "notes text, category text, price float8, stock bigint, launched date, active boolean, "
        "search_text text, deleted_at timestamptz)"
    )
    for sql in _JSON_INDEXES:
        conn.execute(sql.format(t="lj"))
    for sql in _TYPED_INDEXES:
        conn.execute(sql.format(t="lt"))
    rows = [(str(uuid.UUID(int=i + 1)), r) for i, r in enumerate(corpus.rows(count))]

    def copy_json() -> None:
        with cur_copy(conn, "COPY lj (id, tenant_id, master_type, data, search_text) FROM STDIN") as cp:
            for rid, r in rows:
                cp.write_row((rid, "T", "p", orjson.dumps(r).decode(), corpus.search_text(r)))

    def copy_typed() -> None:
        with cur_copy(
            conn,
            "COPY lt (id, tenant_id, code, name, notes, category, price, stock, launched, "
            "active, search_text) FROM STDIN",
        ) as cp:
            for rid, r in rows:
                cp.write_row((rid, "T", *r.values(), corpus.search_text(r)))

    json_s, typed_s = _timed(copy_json), _timed(copy_typed)
    conn.execute("ANALYZE lj")
    conn.execute("ANALYZE lt")
    return json_s, typed_s, rows[count // 3][1]["code"], rows[count // 2][0]


def cur_copy(conn: psycopg.Connection[Any], sql: str) -> Any:
    """Opens a COPY on a new cursor (closed with the copy)."""
    return conn.cursor().copy(sql)


def run(env: Env) -> list[str]:
    """Measures both layouts on PostgreSQL."""
    if env.backend != "postgresql":
        return ["(PostgreSQL only.)"]
    count = int(os.environ.get("MDM_BENCH_LAYOUT_ROWS", "200000"))
    url = env.url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        json_s, typed_s, code, half = _load(conn, count)
        lines = [
            f"{count:,} rows. Load by COPY with the indexes in place: JSON {fmt(count / json_s, 0)} rows/s, "
            f"typed {fmt(count / typed_s, 0)} rows/s.",
            "",
            "| read | JSON + expression index p50 | typed table p50 | JSON / typed |",
            "|---|---|---|---|",
        ]
        for name, json_sql, typed_sql in _reads(code, half):
            a, b = _p50(conn, json_sql), _p50(conn, typed_sql)
            lines.append(f"| {name} | {fmt(a, 2)} ms | {fmt(b, 2)} ms | {fmt(a / b, 2)}x |")
        sizes = conn.execute(
            "SELECT pg_total_relation_size('lj') / 1048576, pg_total_relation_size('lt') / 1048576"
        ).fetchone()
        assert sizes is not None
        lines.append(f"\nOn disk with indexes: JSON {sizes[0]} MiB, typed {sizes[1]} MiB.")
        conn.execute("DROP TABLE lj, lt")
    return lines
