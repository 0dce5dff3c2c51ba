"""Unfinished uploads (a crash mid-write leaves `.part` files) are swept at start and on a schedule."""

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mdm.db.engine import Database
from mdm.files.storage import LocalStorage
from mdm.files.sweeper import sweep_once
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import make_settings
from tests.support import LiveServer, run_server

HOUR = 3600


def leftover(root: Path, name: str, *, age: float) -> Path:
    """Writes a `.part` file last touched `age` seconds ago."""
    partial = root / "tenant-a" / f"{name}.part"
    partial.parent.mkdir(parents=True, exist_ok=True)
    partial.write_bytes("途中の書き込み".encode() * 1000)
    then = time.time() - age
    os.utime(partial, (then, then))
    return partial


def test_sweep_removes_only_stale_partial_files(tmp_path: Path) -> None:
    storage = LocalStorage(tmp_path)
    stale = leftover(tmp_path, "a1", age=2 * HOUR)
    fresh = leftover(tmp_path, "b2", age=5)
    done = tmp_path / "tenant-a" / "c3"
    done.write_bytes(b"finished")
    os.utime(done, (0, 0))
    assert sweep_once(storage, older_than=HOUR) == 1
    assert not stale.exists()
    assert fresh.exists()
    assert done.read_bytes() == b"finished"
    assert sweep_once(storage, older_than=0) == 1
    assert not fresh.exists()


@pytest.fixture
def sweeping_server(tmp_path: Path) -> Iterator[tuple[LiveServer, Path, Path]]:
    """A server that sweeps every 0.2 s, with a stale and a fresh `.part` file in its storage."""
    root = tmp_path / "files"
    stale = leftover(root, "d4", age=2 * HOUR)
    fresh = leftover(root, "e5", age=0)
    settings = make_settings(
        tmp_path,
        f"sqlite:///{tmp_path / 'mdm.db'}",
        partial_upload_max_age_seconds=HOUR,
        sweep_interval_seconds=0.2,
    )
    database = Database(settings.resolved_database_url())
    with run_server(settings, database, RateLimiter()) as live:
        yield live, stale, fresh
    database.dispose()


def test_server_sweeps_at_start_and_on_schedule(sweeping_server: tuple[LiveServer, Path, Path]) -> None:
    _live, stale, fresh = sweeping_server
    deadline = time.monotonic() + 30
    while stale.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not stale.exists()
    assert fresh.exists()
    then = time.time() - 2 * HOUR
    os.utime(fresh, (then, then))  # the upload writing it died an hour ago
    while fresh.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not fresh.exists()
