"""Streamed responses that always release what their body holds."""

from collections.abc import Iterator
from typing import Any

import anyio
from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send


class ClosingStreamingResponse(StreamingResponse):
    """A streamed response whose body generator is closed however the stream ends.

    When a client goes away mid-stream, Starlette stops reading the body but leaves a sync
    generator suspended until the garbage collector finds it; a generator that holds a database
    transaction (an export, a flat read) would keep its pooled connection until then.
    """

    def __init__(self, content: Iterator[bytes], **kwargs: Any) -> None:
        super().__init__(content, **kwargs)
        self._source = content

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Streams the body, then closes its generator (in a worker thread: it may do I/O)."""
        try:
            await super().__call__(scope, receive, send)
        finally:
            close = getattr(self._source, "close", None)
            if close is not None:
                with anyio.CancelScope(shield=True):
                    await anyio.to_thread.run_sync(close)


class Primed(Iterator[bytes]):
    """A streamed body run up to its first chunk when it is made, in the handler: a body that
    cannot start (no free database connection, the database down) raises there and is answered
    with its error status (503), instead of a 200 whose body is then cut short."""

    def __init__(self, chunks: Iterator[bytes]) -> None:
        self._chunks = chunks
        self._first = [chunk for chunk in [next(chunks, None)] if chunk is not None]

    def __next__(self) -> bytes:
        """Returns the chunk read ahead, then the rest of the body."""
        return self._first.pop() if self._first else next(self._chunks)

    def close(self) -> None:
        """Closes the body's generator (releasing the transaction it holds)."""
        close = getattr(self._chunks, "close", None)
        if close is not None:
            close()
