"""The import's write-behind thread: lookups between write statements, errors handed back."""

import threading

import pytest
from sqlalchemy.exc import IntegrityError

from mdm.core.errors import Conflict
from mdm.transfer.writer import WriteBehind


def test_a_lookup_runs_at_once_when_no_write_is_under_way() -> None:
    writer = WriteBehind()
    try:
        assert writer.read(lambda: threading.current_thread().name) == threading.current_thread().name
    finally:
        writer.close(failed=False)


def test_a_lookup_runs_between_the_statements_of_the_running_write() -> None:
    writer, events = WriteBehind(), []
    started, release = threading.Event(), threading.Event()

    def first() -> None:
        started.set()
        release.wait(5)
        events.append("first statement")

    try:
        writer.submit([first, lambda: events.append("second statement")])
        assert started.wait(5)
        threading.Timer(0.2, release.set).start()
        assert writer.read(lambda: events.append("lookup") or len(events)) == 2
        writer.wait()
        assert events == ["first statement", "lookup", "second statement"]
    finally:
        writer.close(failed=False)


def test_a_lookup_behind_a_failed_write_raises_the_write_s_error() -> None:
    writer = WriteBehind()
    started, release = threading.Event(), threading.Event()

    def taken() -> None:
        started.set()
        release.wait(5)
        raise IntegrityError("INSERT INTO record_unique", None, Exception("duplicate key"))

    writer.submit([taken, lambda: None])
    assert started.wait(5)
    threading.Timer(0.2, release.set).start()
    with pytest.raises(Conflict, match="taken by a concurrent change"):
        writer.read(lambda: "never")
    writer.close(failed=True)


def test_a_failing_lookup_raises_in_the_importer_and_the_write_goes_on() -> None:
    writer, events = WriteBehind(), []
    started, release = threading.Event(), threading.Event()

    def first() -> None:
        started.set()
        release.wait(5)

    def broken() -> None:
        raise ValueError("lookup failed")

    try:
        writer.submit([first, lambda: events.append("second statement")])
        assert started.wait(5)
        threading.Timer(0.2, release.set).start()
        with pytest.raises(ValueError, match="lookup failed"):
            writer.read(broken)
        writer.wait()
        assert events == ["second statement"]
    finally:
        writer.close(failed=False)
