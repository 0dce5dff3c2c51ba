"""SQLite's writers in line: one at a time, each woken the moment the one before lets go.

SQLite lets one transaction write at a time. Left to itself, a writer that finds the database
locked sleeps and retries on a growing interval (up to 100 ms a try), so under load a writer
that has waited long keeps losing to newcomers: with 16 concurrent creates against `mdm serve`
a hundredth of them waited over 600 ms, some 2 s. Here each write transaction first takes its
turn: a thread lock among this process's threads, then a lock on a file beside the database
among the server's processes (and any `mdm` command on the same file). The kernel wakes a
process waiting on the file lock as soon as it is released, so the waits are those of a queue:
the same creates finished with a p99 of 61-66 ms.

A writer waits at most its timeout for its turn and then goes on to SQLite's own wait for the
database lock, which answers "database is locked" (503 with Retry-After) when it too runs out.
The file lock is taken by a helper thread per process, so that a writer can stop waiting while
the helper is still blocked; a turn granted after its writer left is handed straight back.
"""

import fcntl
import logging
import os
import sqlite3
import threading
import time

log = logging.getLogger("mdm.db")
_STARTING = threading.Lock()  # one start per queue and process, however many threads arrive


class WriteQueue:
    """The line of writers of one SQLite database file."""

    def __init__(self, path: str) -> None:
        self._path = path
        self._pid = -1
        self._fd = -1
        self._threads = threading.Lock()
        self._state = threading.Condition()
        self._wanted = self._granted = self._abandoned = False

    def enter(self, timeout: float) -> bool:
        """Waits up to `timeout` seconds for the caller's turn to write; True once it is the
        caller's (who must `leave` after its transaction), False if the turn did not come."""
        if self._pid != os.getpid():
            with _STARTING:
                if self._pid != os.getpid():
                    self._start()
        if self._fd < 0:
            return False  # the lock file could not be opened: SQLite's own wait alone
        deadline = time.monotonic() + timeout
        if not self._threads.acquire(timeout=timeout):
            return False
        with self._state:
            self._granted, self._wanted = False, True
            self._state.notify_all()
            while not self._granted:
                left = deadline - time.monotonic()
                if left <= 0:
                    return self._give_up()
                self._state.wait(left)
            self._granted = False
        return True

    def leave(self) -> None:
        """Ends the caller's turn: the next writer, in this process or another, goes on."""
        fcntl.flock(self._fd, fcntl.LOCK_UN)
        self._threads.release()

    def _give_up(self) -> bool:
        """Withdraws a request whose time ran out (the state's lock is held); returns False."""
        if self._wanted:
            self._wanted = False  # the helper had not started waiting for it
        else:
            self._abandoned = True  # the helper is waiting: it hands the turn back when it comes
        self._threads.release()
        return False

    def _start(self) -> None:
        """Opens this process's own handle on the lock file and starts its helper (again in a
        forked process, which shares neither); without the file the queue stays off. The pid is
        set last: a thread that sees it finds everything else in place."""
        self._threads, self._state = threading.Lock(), threading.Condition()
        self._wanted = self._granted = self._abandoned = False
        try:
            self._fd = os.open(self._path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            log.warning("SQLite writers do not queue: cannot open %s (%s)", self._path, exc)
            self._fd = -1
        else:
            threading.Thread(target=self._take_turns, name="mdm-sqlite-writers", daemon=True).start()
        self._pid = os.getpid()

    def _take_turns(self) -> None:
        """Takes the file lock for each writer that asks, waiting in the kernel for it."""
        while True:
            with self._state:
                while not self._wanted:
                    self._state.wait()
                self._wanted = False
            fcntl.flock(self._fd, fcntl.LOCK_EX)
            with self._state:
                if self._abandoned:
                    self._abandoned = False
                    fcntl.flock(self._fd, fcntl.LOCK_UN)
                else:
                    self._granted = True
                    self._state.notify_all()


class QueuedConnection(sqlite3.Connection):
    """A SQLite connection whose write transactions take their turn in a `WriteQueue` and end
    it when they commit, roll back or the connection closes."""

    queue: WriteQueue | None = None
    holding = False

    def take_turn(self, timeout: float) -> None:
        """Waits for this connection's turn to write (see `WriteQueue.enter`)."""
        if self.queue is not None and not self.holding:
            self.holding = self.queue.enter(timeout)

    def commit(self) -> None:
        """Commits, then lets the next writer go."""
        try:
            super().commit()
        finally:
            self._end_turn()

    def rollback(self) -> None:
        """Rolls back, then lets the next writer go."""
        try:
            super().rollback()
        finally:
            self._end_turn()

    def close(self) -> None:
        """Closes, then lets the next writer go."""
        try:
            super().close()
        finally:
            self._end_turn()

    def _end_turn(self) -> None:
        """Ends this connection's turn if it holds one."""
        if self.holding and self.queue is not None:
            self.holding = False
            self.queue.leave()


def connection_factory(database_path: str) -> type[QueuedConnection]:
    """The connection class for one database file: its connections share one queue, on the
    file `<database>-writers`."""
    queue = WriteQueue(os.path.abspath(database_path) + "-writers")
    return type("QueuedConnection", (QueuedConnection,), {"queue": queue})
