"""Shared benchmark machinery: a real `mdm serve`, a key, fast seeding, load and timing."""

import json
import os
import statistics
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import text

from mdm.auth import service as auth_service
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.db.models import Record
from mdm.records import validation
from mdm.tenants import service as tenants_service
from mdm.users import service as users_service

MDM = str(Path(sys.executable).parent / "mdm")
WORK = Path(__file__).resolve().parent / ".work"


@dataclass
class Env:
    """One backend under benchmark: its database, a running server and an admin key."""

    backend: str
    database_url: str
    database: Database
    base_url: str
    key: str
    tenant_id: str
    user_id: str
    server_pid: int
    run_dir: Path
    notes: list[str] = field(default_factory=list)

    def client(self, **kw: Any) -> httpx.Client:
        """Returns an HTTP client that sends the admin key."""
        return httpx.Client(
            base_url=self.base_url + "/api/v1",
            headers={"Authorization": f"Bearer {self.key}"},
            timeout=600,
            **kw,
        )

    def define(self, master_type: str, fields: list[dict[str, Any]]) -> None:
        """Creates a master definition over HTTP."""
        with self.client() as http:
            response = http.post(
                "/definitions",
                json={
                    "master_type": master_type,
                    "master_type_label": master_type.title(),
                    "schema": {"fields": fields},
                },
            )
            response.raise_for_status()

    def seed(self, master_type: str, rows: list[dict[str, Any]]) -> list[str]:
        """Inserts valid records straight into the database (setup, not measured); returns ids.

        PostgreSQL gets one COPY, as the importer writes: the live counter's statement trigger
        then runs once, where a row-by-row executemany would update its row once per record.
        """
        ids = [new_id() for _ in rows]
        now = utcnow()
        with self.client() as http:
            schema = validation.compile_schema(http.get(f"/definitions/{master_type}").json()["schema"])
        columns = ("id", "tenant_id", "master_type", "data", "search_text", "version", "created_at")
        columns += ("created_by", "updated_at", "updated_by")
        tenant, user = self.tenant_id, self.user_id
        values = [
            (rid, tenant, master_type, row, validation.search_text(schema, row), 1, now, user, now, user)
            for rid, row in zip(ids, rows, strict=True)
        ]
        with self.database.transaction() as session:
            if self.backend == "postgresql":
                raw = session.connection().connection.driver_connection
                assert raw is not None
                with (
                    raw.cursor() as cursor,
                    cursor.copy(f"COPY record ({', '.join(columns)}) FROM STDIN") as copy,
                ):
                    for value in values:
                        copy.write_row((*value[:3], json.dumps(value[3]), *value[4:]))
            else:
                table = Record.__table__
                session.execute(table.insert(), [dict(zip(columns, v, strict=True)) for v in values])
        self.analyze()
        return ids

    def analyze(self) -> None:
        """Settles the database after a bulk load: statistics, visibility map, a checkpoint.

        Without it, autovacuum and checkpoint writes triggered by the load would run during
        the measurements that follow.
        """
        engine = self.database.engine.execution_options(isolation_level="AUTOCOMMIT")
        with engine.connect() as conn:
            if self.backend == "postgresql":
                conn.execute(text("VACUUM ANALYZE"))
                conn.execute(text("CHECKPOINT"))
            else:
                conn.execute(text("ANALYZE"))

    def server_rss_mb(self) -> float:
        """Returns the resident memory of the server process tree in MiB."""
        return process_tree_rss_mb(self.server_pid)


def process_tree_rss_mb(pid: int) -> float:
    """Sums VmRSS of a process and its children (Linux /proc)."""
    total = 0
    pids = [pid]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if children.exists():
        pids += [int(p) for p in children.read_text().split()]
    for one in pids:
        status = Path(f"/proc/{one}/status")
        if status.exists():
            for line in status.read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
    return total / 1024


class PeakMemory:
    """Samples a server's memory in a thread while a block runs; `peak_mb` is the maximum."""

    def __init__(self, env: Env) -> None:
        self.env = env
        self.peak_mb = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        while not self._stop.is_set():
            self.peak_mb = max(self.peak_mb, self.env.server_rss_mb())
            time.sleep(0.05)

    def __enter__(self) -> "PeakMemory":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


@dataclass
class LoadResult:
    """Throughput and latency of a batch of requests."""

    requests: int
    seconds: float
    latencies_ms: list[float]

    @property
    def rps(self) -> float:
        """Requests per second."""
        return self.requests / self.seconds

    def pct(self, p: float) -> float:
        """Latency percentile in milliseconds."""
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]

    @property
    def p50(self) -> float:
        """Median latency in milliseconds."""
        return statistics.median(self.latencies_ms)

    @property
    def p99(self) -> float:
        """99th percentile latency in milliseconds."""
        return self.pct(99)


def load(
    env: Env, make_request: Callable[[httpx.Client, int], httpx.Response], *, total: int, concurrency: int = 8
) -> LoadResult:
    """Sends `total` requests from `concurrency` threads; every response must succeed."""
    latencies: list[float] = []
    lock = threading.Lock()
    counter = iter(range(total))

    def worker() -> None:
        with env.client() as http:
            while True:
                with lock:
                    i = next(counter, None)
                if i is None:
                    return
                started = time.perf_counter()
                response = make_request(http, i)
                elapsed = (time.perf_counter() - started) * 1000
                if response.status_code >= 400:
                    raise RuntimeError(f"{response.status_code}: {response.text[:200]}")
                with lock:
                    latencies.append(elapsed)

    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return LoadResult(total, time.perf_counter() - started, latencies)


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    """Runs fn once and returns (seconds, result)."""
    started = time.perf_counter()
    result = fn()
    return time.perf_counter() - started, result


@contextmanager
def environment(backend: str, *, workers: int = 2, settings: dict[str, str] | None = None) -> Iterator[Env]:
    """Starts a fresh database and `mdm serve` for a backend (with extra `MDM_` settings), with an
    admin key."""
    run_dir = WORK / f"{backend}-{uuid.uuid4().hex[:8]}"
    run_dir.mkdir(parents=True)
    url = _database_url(backend, run_dir)
    database = Database(url)
    upgrade(database)
    with database.transaction() as session:
        tenant = tenants_service.create_tenant(session, name="bench", plan="enterprise")
        user = users_service.create_user(
            session, tenant_id=tenant.id, email="bench@example.com", name="Bench", role="admin"
        )
        key = auth_service.create_key(
            session, user=user, name="bench", scopes=["read", "write", "delete"]
        ).secret
    # Fresh connections from here on: on SQLite, one that ran the migrations could keep a stale
    # schema and fail its first insert after the server builds an index ("no such table").
    database.dispose()
    port = _free_port()
    env_vars = {k: v for k, v in os.environ.items() if not k.startswith("MDM_")}
    env_vars |= {
        "MDM_DATABASE_URL": url,
        "MDM_DATA_DIR": str(run_dir),
        "MDM_BOOTSTRAP": "false",
        "MDM_LOG_LEVEL": "warning",
        "MDM_MAX_UPLOAD_BYTES": str(2 * 1024**3),
        **(settings or {}),
    }
    proc = subprocess.Popen([MDM, "serve", "--port", str(port), "--workers", str(workers)], env=env_vars)
    base = f"http://127.0.0.1:{port}"
    _wait_healthy(base, proc)
    try:
        yield Env(backend, url, database, base, key, tenant.id, user.id, proc.pid, run_dir)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        database.dispose()
        if backend == "postgresql":
            _drop_pg(url)


def _database_url(backend: str, run_dir: Path) -> str:
    """Makes a fresh database for the run."""
    if backend == "sqlite":
        return f"sqlite:///{run_dir / 'mdm.db'}"
    admin = os.environ.get("MDM_BENCH_PG_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
    name = f"mdm_bench_{run_dir.name.split('-')[-1]}"
    engine = Database(admin).engine.execution_options(isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    engine.dispose()
    return admin.rsplit("/", 1)[0] + "/" + name


def _drop_pg(url: str) -> None:
    """Drops a benchmark database."""
    admin = os.environ.get("MDM_BENCH_PG_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
    name = url.rsplit("/", 1)[1]
    engine = Database(admin).engine.execution_options(isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    engine.dispose()


def _free_port() -> int:
    """Returns a free TCP port."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_healthy(base: str, proc: subprocess.Popen[bytes]) -> None:
    """Waits for /health."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("mdm serve exited")
        try:
            if httpx.get(base + "/health").status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise RuntimeError("mdm serve did not become healthy")


def fmt(value: float, digits: int = 1) -> str:
    """Formats a number with thousands separators."""
    return f"{value:,.{digits}f}"


def dumps(value: Any) -> str:
    """JSON-encodes compactly."""
    return json.dumps(value, separators=(",", ":"))


def blast(
    env: Env, request: Callable[[int], tuple[str, str, Any]], *, total: int, concurrency: int = 16
) -> LoadResult:
    """Sends `total` requests from one asyncio client with `concurrency` connections.

    `request(i)` returns (method, path under /api/v1, JSON body or None). aiohttp costs the
    shared CPU far less per request than a thread per connection, so this measures the server.
    """
    import asyncio

    import aiohttp

    async def run() -> LoadResult:
        latencies: list[float] = []
        counter = iter(range(total))
        headers = {"Authorization": f"Bearer {env.key}"}
        connector = aiohttp.TCPConnector(limit=concurrency)
        async with aiohttp.ClientSession(
            env.base_url + "/api/v1/", headers=headers, connector=connector
        ) as http:

            async def worker() -> None:
                for i in counter:
                    method, path, body = request(i)
                    started = time.perf_counter()
                    async with http.request(method, path.lstrip("/"), json=body) as response:
                        await response.read()
                        if response.status >= 400:
                            raise RuntimeError(f"{response.status}: {await response.text()}")
                    latencies.append((time.perf_counter() - started) * 1000)

            started = time.perf_counter()
            await asyncio.gather(*(worker() for _ in range(concurrency)))
            return LoadResult(total, time.perf_counter() - started, latencies)

    return asyncio.run(run())
