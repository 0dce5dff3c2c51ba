"""CSV import (`POST /masters/{type}/import`, multipart) and export (`GET .../export`, streamed)
of N realistic product rows (`bench/corpus.py`: 8 fields, names and notes of random words, a
tenth Japanese; a unique code, an indexed category and price) over HTTP against
`mdm serve --workers 2`, each beside the same rows written or read by raw SQL in the same run
(COPY on PostgreSQL, executemany on SQLite). The raw write that an import is measured against
writes what the import writes: each record with its unique-value claim and history entry (three
tables, in the import's batches, no validation, no HTTP), the floor an import cannot beat on
this machine; the `record` rows alone are shown too. Each raw write runs twice, into fresh
masters, and the faster run counts (the first write into new database files pays for growing
them). Peak server memory is the resident memory of the whole server process tree (supervisor
and both workers) sampled during the request. `MDM_BENCH_TRANSFER_BIG=1000000` adds a run of
that many rows to check memory stays flat."""

import csv
import io
import os
import time
from typing import Any

import orjson

from bench import corpus
from bench.common import Env, PeakMemory, fmt
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.records import validation
from mdm.transfer.repository import CLAIM_COLUMNS, HISTORY_COLUMNS, RECORD_COLUMNS
from mdm.transfer.service import BATCH_ROWS

TITLE = "CSV import and export"
FIELDS = corpus.FIELDS
SCHEMA = validation.compile_schema({"fields": FIELDS})
_CORPUS = corpus.rows(10**9)
_SEEN: list[dict[str, Any]] = []


def _data(i: int, prefix: str) -> dict[str, Any]:
    """Returns the i-th realistic product row, its unique code prefixed (one set per master)."""
    while len(_SEEN) <= i:
        _SEEN.append(next(_CORPUS))
    return {**_SEEN[i], "code": f"{prefix}{_SEEN[i]['code']}"}


def _csv(rows: int, prefix: str) -> bytes:
    """Builds the import file."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow([f["name"] for f in FIELDS])
    for i in range(rows):
        writer.writerow([validation.render_text(v) for v in _data(i, prefix).values()])
    return buffer.getvalue().encode()


def _http_import(env: Env, master: str, body: bytes) -> tuple[float, float, dict[str, Any]]:
    """Imports a file over HTTP; returns seconds, peak server MiB and the report."""
    with env.client() as http, PeakMemory(env) as peak:
        started = time.perf_counter()
        response = http.post(f"/masters/{master}/import", files={"file": ("data.csv", body, "text/csv")})
        elapsed = time.perf_counter() - started
    if response.status_code != 200:
        raise RuntimeError(f"import failed: {response.status_code} {response.text[:300]}")
    return elapsed, peak.peak_mb, response.json()


def _http_export(env: Env, master: str) -> tuple[float, float, int]:
    """Streams an export over HTTP; returns seconds, peak server MiB and the data rows received."""
    lines = 0
    with env.client() as http, PeakMemory(env) as peak:
        started = time.perf_counter()
        with http.stream("GET", f"/masters/{master}/export") as response:
            response.raise_for_status()
            for chunk in response.iter_bytes(1 << 20):
                lines += chunk.count(b"\r\n")
        elapsed = time.perf_counter() - started
    return elapsed, peak.peak_mb, lines - 1  # header; data cells here hold no line breaks


RawRows = dict[str, list[tuple[Any, ...]]]
RAW_COLUMNS = {
    "record": RECORD_COLUMNS,
    "record_unique": CLAIM_COLUMNS,
    "record_history": HISTORY_COLUMNS,
}


def _raw_rows(env: Env, master: str, rows: int, prefix: str) -> RawRows:
    """Prepares the rows the raw baselines write, per table (serialised before timing)."""
    now = utcnow()
    stamp = now.strftime("%Y-%m-%d %H:%M:%S.%f") if env.backend == "sqlite" else now
    out: RawRows = {table: [] for table in RAW_COLUMNS}
    for i in range(rows):
        data = _data(i, prefix)
        record_id, as_json = new_id(), orjson.dumps(data).decode()
        out["record"].append(
            (
                record_id,
                env.tenant_id,
                master,
                as_json,
                validation.search_text(SCHEMA, data),
                1,
                None,
                stamp,
                env.user_id,
                stamp,
                env.user_id,
            )
        )
        out["record_unique"].append((env.tenant_id, master, "code", data["code"], record_id))
        out["record_history"].append(
            (
                new_id(),
                env.tenant_id,
                master,
                record_id,
                1,
                "import",
                as_json,
                "null",
                orjson.dumps(sorted(data)).decode(),
                env.user_id,
                stamp,
                None,
            )
        )
    return out


def _raw_write(env: Env, rows: RawRows) -> float:
    """Writes the rows of each table with COPY (PostgreSQL) or executemany (SQLite) in one
    transaction, in batches of the import's size."""
    with env.database.engine.connect() as conn:
        driver: Any = conn.connection.driver_connection
        started = time.perf_counter()
        total = len(next(iter(rows.values())))
        for start in range(0, total, BATCH_ROWS):
            for table, values in rows.items():
                names = ", ".join(RAW_COLUMNS[table])
                batch = values[start : start + BATCH_ROWS]
                if env.backend == "postgresql":
                    with driver.cursor() as cursor, cursor.copy(f"COPY {table} ({names}) FROM STDIN") as copy:
                        for row in batch:
                            copy.write_row(row)
                else:
                    marks = ", ".join("?" * len(RAW_COLUMNS[table]))
                    driver.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})", batch)
        driver.commit()
        return time.perf_counter() - started


def _best_raw(env: Env, master: str, rows: int, *, prefix: str, tables: tuple[str, ...]) -> float:
    """Times a raw write twice, into fresh masters, and keeps the faster run (the first write
    into new database files pays for growing them)."""
    runs = []
    for attempt in (1, 2):
        name = f"{master}{attempt}"
        env.define(name, FIELDS)
        prepared = _raw_rows(env, name, rows, f"{prefix}{attempt}-")
        runs.append(_raw_write(env, {table: prepared[table] for table in tables}))
        env.analyze()
    return min(runs)


def _raw_read(env: Env, master: str) -> tuple[float, int]:
    """Reads id and data of the master's live records in id order through the driver."""
    sql = (
        "SELECT id, data FROM record WHERE tenant_id = {p} AND master_type = {p} "
        "AND deleted_at IS NULL ORDER BY id"
    )
    count = 0
    with env.database.engine.connect() as conn:
        driver: Any = conn.connection.driver_connection
        started = time.perf_counter()
        cursor = driver.cursor()
        cursor.execute(sql.format(p="%s" if env.backend == "postgresql" else "?"), (env.tenant_id, master))
        while batch := cursor.fetchmany(5000):
            count += len(batch)
        cursor.close()
        driver.rollback()
        return time.perf_counter() - started, count


def _line(name: str, rows: int, seconds: float, peak: float | None, *raws: float | None) -> str:
    """Formats one table row: the HTTP figures, then each raw baseline's rate and ratio."""
    rate = rows / seconds
    mem = fmt(peak, 0) if peak is not None else "-"
    cells = [f"{fmt(rows / raw, 0)} | {seconds / raw:.1f}x" if raw else "- | -" for raw in raws]
    return f"| {name} | {rows:,} | {seconds:.2f} | {fmt(rate, 0)} | {mem} | {' | '.join(cells)} |"


def run(env: Env) -> list[str]:
    """Measures import and export and returns the report section."""
    rows = int(os.environ.get("MDM_BENCH_ROWS", "100000"))
    env.define("product", FIELDS)
    idle = env.server_rss_mb()
    raw_seconds = _best_raw(env, "rawrecord", rows, prefix="R", tables=("record",))
    all_seconds = _best_raw(env, "rawall", rows, prefix="A", tables=tuple(RAW_COLUMNS))
    body = _csv(rows, "P")
    import_s, import_mb, report = _http_import(env, "product", body)
    assert report["created"] == rows, report
    export_s, export_mb, exported = _http_export(env, "product")
    assert exported == rows, (exported, rows)
    read_s, read_rows = _raw_read(env, "rawrecord1")
    assert read_rows == rows
    lines = [
        f"Idle server process tree: {fmt(idle, 0)} MiB. CSV file: {len(body) / 2**20:.1f} MiB.",
        "",
        "| operation | rows | seconds | rows/s | peak server MiB | raw SQL rows/s (the same writes: "
        "record + claim + history) | time vs raw | raw SQL rows/s (`record` only) | time vs raw |",
        "|---|---|---|---|---|---|---|---|---|",
        _line("import (HTTP, all or nothing)", rows, import_s, import_mb, all_seconds, raw_seconds),
        _line("export (HTTP, streamed)", rows, export_s, export_mb, read_s, None),
    ]
    big = int(os.environ.get("MDM_BENCH_TRANSFER_BIG", "0"))
    if big:
        env.define("bigproduct", FIELDS)
        big_import = _http_import(env, "bigproduct", _csv(big, "B"))
        big_export = _http_export(env, "bigproduct")
        lines += [
            _line("import, large file", big, big_import[0], big_import[1], None, None),
            _line("export, large master", big, big_export[0], big_export[1], None, None),
        ]
    return lines
