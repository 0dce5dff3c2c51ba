"""On SQLite a write waits a bounded time for the database's write lock, then answers 503 with
Retry-After (never a 500 `database is locked`), and succeeds once the lock is free."""

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mdm.db.engine import LOCK_WAIT_MS, Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import make_settings
from tests.factories import Factory, product_master
from tests.support import LiveServer, run_server


@pytest.fixture
def sqlite_server(tmp_path: Path) -> Iterator[tuple[LiveServer, Path]]:
    """A server on its own SQLite file."""
    path = tmp_path / "mdm.db"
    settings = make_settings(tmp_path, f"sqlite:///{path}")
    database = Database(settings.resolved_database_url())
    upgrade(database)
    with run_server(settings, database, RateLimiter()) as live:
        yield live, path
    database.dispose()


def test_write_behind_a_held_lock_is_503_then_succeeds(sqlite_server: tuple[LiveServer, Path]) -> None:
    live, path = sqlite_server
    factory = Factory(live)
    importer, other = factory.actor(), factory.actor()
    product_master(other)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # a long import of another tenant holds the write lock
    try:
        started = time.monotonic()
        refused = other.post("/masters/product", json={"data": {"sku": "待つ-1", "name": "wait"}})
        waited = time.monotonic() - started
        reading = other.get("/masters/product")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert refused.status_code == 503, refused.text
    assert refused.headers["Retry-After"] == "5"
    assert "busy" in refused.json()["detail"]
    assert waited < LOCK_WAIT_MS / 1000 * 4  # bounded (generously), not the old 30 s
    assert reading.status_code == 200  # reads never wait for the write lock
    made = other.post("/masters/product", json={"data": {"sku": "待つ-1", "name": "wait"}})
    assert made.status_code == 201
    assert importer.get("/definitions").status_code == 200
