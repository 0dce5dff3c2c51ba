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
