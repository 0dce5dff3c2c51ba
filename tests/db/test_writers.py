"""SQLite's writers in line: one at a time across threads and processes, a bounded wait, and a
turn given up never kept."""

import fcntl
import multiprocessing
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import text

from mdm.db.engine import Database
from mdm.db.writers import QueuedConnection, WriteQueue, connection_factory


def _counter(path: Path, rounds: int) -> None:
    """Increments a number in a file `rounds` times, each time in its turn (a lost update shows
    a turn that was not exclusive)."""
    queue = WriteQueue(str(path) + "-writers")
    for _ in range(rounds):
        assert queue.enter(10.0)
        value = int(path.read_text() or "0")
        time.sleep(0.0005)
        path.write_text(str(value + 1))
        queue.leave()


def test_turns_are_exclusive_across_threads_and_processes(tmp_path: Path) -> None:
    path = tmp_path / "count"
    path.write_text("0")
    context = multiprocessing.get_context("spawn")
    processes = [context.Process(target=_counter, args=(path, 60)) for _ in range(2)]
    for process in processes:
        process.start()
    threads = [threading.Thread(target=_counter, args=(path, 60)) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for process in processes:
        process.join(60)
        assert process.exitcode == 0
    assert path.read_text() == str(60 * 6)


def test_a_writer_waits_at_most_its_timeout_and_a_turn_given_up_is_handed_back(tmp_path: Path) -> None:
    lock_file = tmp_path / "db-writers"
    other = os.open(lock_file, os.O_RDWR | os.O_CREAT)
    fcntl.flock(other, fcntl.LOCK_EX)  # another process is writing
    queue = WriteQueue(str(lock_file))
    started = time.monotonic()
    assert not queue.enter(0.2)
    assert 0.15 < time.monotonic() - started < 2
    fcntl.flock(other, fcntl.LOCK_UN)
    assert queue.enter(2.0)  # the turn given up was not kept by the helper
    probe = os.open(lock_file, os.O_RDWR)
    with pytest.raises(BlockingIOError):
        fcntl.flock(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
    queue.leave()
    fcntl.flock(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)  # free once left
    for fd in (probe, other):
        os.close(fd)


def test_another_thread_of_the_process_waits_for_the_turn(tmp_path: Path) -> None:
    queue = WriteQueue(str(tmp_path / "db-writers"))
    assert queue.enter(1.0)
    seen: list[bool] = []
    waiter = threading.Thread(target=lambda: seen.append(queue.enter(0.2)))
    waiter.start()
    waiter.join()
    assert seen == [False]
    queue.leave()
    assert queue.enter(1.0)
    queue.leave()


def _insert_then_fail(database: Database) -> None:
    """Writes a row in a transaction that then fails (and so rolls back)."""
    with database.transaction() as session:
        session.execute(text("INSERT INTO t VALUES (1)"))
        raise RuntimeError("rolled back")


def test_write_sessions_take_turns_and_end_them_on_commit_rollback_and_close(tmp_path: Path) -> None:
    database = Database(f"sqlite:///{tmp_path / 'mdm.db'}")
    with database.transaction() as session:
        session.execute(text("CREATE TABLE t (v INTEGER)"))
        raw = session.connection().connection.dbapi_connection
        assert isinstance(raw, QueuedConnection)
        assert raw.holding
    assert not raw.holding
    with pytest.raises(RuntimeError, match="rolled back"):
        _insert_then_fail(database)
    with database.transaction(write=False) as session:
        session.execute(text("SELECT count(*) FROM t"))
        raw = session.connection().connection.dbapi_connection
        assert isinstance(raw, QueuedConnection)
        assert not raw.holding  # reads never wait in line
    holder = connection_factory(str(tmp_path / "mdm.db"))(str(tmp_path / "mdm.db"), isolation_level=None)
    holder.take_turn(1.0)
    assert holder.holding
    holder.close()
    assert not holder.holding
    with database.transaction() as session:  # every turn was ended: the next write goes at once
        session.execute(text("INSERT INTO t VALUES (2)"))
    database.dispose()
    assert sqlite3.connect(tmp_path / "mdm.db").execute("SELECT v FROM t").fetchall() == [(2,)]


def test_threads_arriving_at_once_share_one_start(tmp_path: Path) -> None:
    queue = WriteQueue(str(tmp_path / "db-writers"))
    helpers_before = sum(t.name == "mdm-sqlite-writers" for t in threading.enumerate())
    barrier = threading.Barrier(8)
    inside, overlaps, refused = [0], [0], [0]

    def write() -> None:
        barrier.wait()
        for _ in range(20):
            if not queue.enter(5.0):
                refused[0] += 1
                continue
            inside[0] += 1
            overlaps[0] += inside[0] > 1
            time.sleep(0.0002)
            inside[0] -= 1
            queue.leave()

    threads = [threading.Thread(target=write) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert refused == [0]  # no thread found the queue half started
    assert overlaps == [0]
    helpers = sum(t.name == "mdm-sqlite-writers" for t in threading.enumerate())
    assert helpers == helpers_before + 1  # one helper for the queue, not one per thread


def test_without_its_lock_file_the_queue_lets_writers_go_to_sqlite(tmp_path: Path) -> None:
    queue = WriteQueue(str(tmp_path / "missing-dir" / "db-writers"))
    started = time.monotonic()
    assert not queue.enter(1.0)
    assert not queue.enter(1.0)
    assert time.monotonic() - started < 0.5
