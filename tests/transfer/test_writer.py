"""The import's write-behind thread: lookups between write statements, errors handed back."""

import threading
import time
from collections.abc import Callable

import pytest
from sqlalchemy.exc import IntegrityError

from mdm.core.errors import Conflict
from mdm.transfer.writer import WriteBehind


def held(then: Callable[[], None] = lambda: None) -> tuple[Callable[[], None], threading.Event]:
    """A first write statement that signals its start and runs `then` 0.2 s later, so a lookup
    asked for meanwhile queues behind it."""
    started = threading.Event()

    def statement() -> None:
        started.set()
        time.sleep(0.2)
        then()

    return statement, started


def test_a_lookup_runs_at_once_when_no_write_is_under_way() -> None:
    writer = WriteBehind()
    try:
        assert writer.read(lambda: threading.current_thread().name) == threading.current_thread().name
    finally:
        writer.close(failed=False)


def test_a_lookup_runs_between_the_statements_of_the_running_write() -> None:
    writer, events = WriteBehind(), []

    def lookup() -> int:
        events.append("lookup")
        return len(events)

    first, started = held(lambda: events.append("first statement"))
    try:
        writer.submit([first, lambda: events.append("second statement")])
        assert started.wait(5)
        assert writer.read(lookup) == 2
        writer.wait()
        assert events == ["first statement", "lookup", "second statement"]
    finally:
        writer.close(failed=False)


def test_a_lookup_behind_a_failed_write_raises_the_write_s_error() -> None:
    writer = WriteBehind()

    def taken() -> None:
        raise IntegrityError("INSERT INTO record_unique", None, Exception("duplicate key"))

    first, started = held(taken)
    writer.submit([first, lambda: None])
    assert started.wait(5)
    with pytest.raises(Conflict, match="taken by a concurrent change"):
        writer.read(lambda: "never")
    writer.close(failed=True)


def test_a_failing_lookup_raises_in_the_importer_and_the_write_goes_on() -> None:
    writer, events = WriteBehind(), []
    first, started = held()

    def broken() -> None:
        raise ValueError("lookup failed")

    try:
        writer.submit([first, lambda: events.append("second statement")])
        assert started.wait(5)
        with pytest.raises(ValueError, match="lookup failed"):
            writer.read(broken)
        writer.wait()
        assert events == ["second statement"]
    finally:
        writer.close(failed=False)
