"""A streamed body is started in the handler: a body that cannot start raises there (and is
answered with its status), one that starts streams every chunk and is closed when the answer is."""

from collections.abc import Iterator

import pytest
from sqlalchemy.exc import TimeoutError as PoolTimeout

from mdm.core.streaming import Primed


def test_a_body_that_cannot_start_raises_when_it_is_primed() -> None:
    def body() -> Iterator[bytes]:
        raise PoolTimeout("QueuePool limit of size 1 overflow 1 reached")
        yield b"never"

    with pytest.raises(PoolTimeout):
        Primed(body())


def test_a_primed_body_streams_every_chunk_once() -> None:
    started: list[str] = []

    def body() -> Iterator[bytes]:
        started.append("transaction")
        yield from (b"code,name\r\n", "SAPPORO-01,札幌 味噌\r\n".encode(), b"")

    primed = Primed(body())
    assert started == ["transaction"]  # run up to its first chunk before the answer's status
    assert list(primed) == [b"code,name\r\n", "SAPPORO-01,札幌 味噌\r\n".encode(), b""]


def test_an_empty_body_streams_nothing() -> None:
    assert list(Primed(iter([]))) == []


def test_closing_a_primed_body_closes_its_generator() -> None:
    released: list[str] = []

    def body() -> Iterator[bytes]:
        try:
            yield b"first"
            yield b"second"
        finally:
            released.append("connection")

    primed = Primed(body())
    primed.close()  # the client went away before reading the first chunk
    assert released == ["connection"]
