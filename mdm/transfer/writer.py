"""The import's write-behind thread: one batch's writes run while the next batch is validated."""

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

from sqlalchemy.exc import IntegrityError

from mdm.core.errors import Conflict

T = TypeVar("T")


class WriteBehind:
    """Runs a batch's write statements on a background thread while the next batch is validated.

    The session is used by one thread at a time. The next batch's lookups (`read`) run on the
    writer thread between the statements of the running write, so the database keeps working
    while the importer settles and prepares that batch; with no write running they run at once.
    """

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mdm-import-writer")
        self._job: Future[None] | None = None
        self._lock = threading.Lock()
        self._busy = False
        self._reads: list[tuple[Callable[[], Any], Future[Any]]] = []

    def submit(self, steps: list[Callable[[], None]]) -> None:
        """Starts a write after the previous one has finished."""
        self.wait()
        with self._lock:
            self._busy = True
        self._job = self._pool.submit(self._run, steps)

    def read(self, lookup: Callable[[], T]) -> T:
        """Runs a lookup on the session: between the running write's statements, or now."""
        with self._lock:
            queued: Future[T] | None = Future() if self._busy else None
            if queued is not None:
                self._reads.append((lookup, queued))
        if queued is None:
            self.wait()
            return lookup()
        try:
            return queued.result()
        except _WriteFailed:
            self.wait()  # raises the write's own error
            raise

    def _run(self, steps: list[Callable[[], None]]) -> None:
        """Runs a write's statements, serving queued lookups between them."""
        failed = True
        try:
            for step in steps:
                self._serve()
                step()
            failed = False
        finally:
            with self._lock:
                self._busy = False
                left, self._reads = self._reads, []
            for lookup, queued in left:
                if failed:
                    queued.set_exception(_WriteFailed())
                else:
                    _resolve(queued, lookup)

    def _serve(self) -> None:
        """Runs the lookups queued so far."""
        with self._lock:
            waiting, self._reads = self._reads, []
        for lookup, queued in waiting:
            _resolve(queued, lookup)

    def wait(self) -> None:
        """Waits for the running write; a concurrent unique claim becomes a 409."""
        job, self._job = self._job, None
        if job is None:
            return
        try:
            job.result()
        except IntegrityError:
            raise Conflict(
                "A unique value in the file was taken by a concurrent change; "
                "nothing was imported, retry the import"
            ) from None

    def close(self, *, failed: bool) -> None:
        """Waits for the last write (ignoring its error when the import already failed) and stops."""
        try:
            self.wait()
        except Exception:
            if not failed:
                raise
        finally:
            self._pool.shutdown()


class _WriteFailed(Exception):
    """A lookup was not run because the write it waited behind failed."""


def _resolve(queued: "Future[Any]", lookup: Callable[[], Any]) -> None:
    """Runs a lookup and hands its result (or error) to the waiting importer."""
    try:
        queued.set_result(lookup())
    except BaseException as exc:  # handed to the importer's thread, which raises it
        queued.set_exception(exc)
