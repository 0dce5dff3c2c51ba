"""A real HTTP receiver for webhook deliveries: records every POST (headers and body) and
answers with the status the test sets, per event or for all."""

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import orjson


@dataclass
class Delivery:
    """One request the receiver got."""

    headers: dict[str, str]
    body: str
    status: int = 0

    @property
    def event(self) -> dict[str, Any]:
        """The CloudEvent it carried."""
        return dict(orjson.loads(self.body))


@dataclass
class Receiver:
    """What the receiver got and how it answers (`answer(delivery) -> status`)."""

    url: str
    got: list[Delivery] = field(default_factory=list)
    answer: Callable[[Delivery], int] = lambda _d: 204
    lock: threading.Lock = field(default_factory=threading.Lock)

    def events(self, *, accepted_only: bool = True) -> list[dict[str, Any]]:
        """The events received (by default only those answered with 2xx), in arrival order."""
        with self.lock:
            return [d.event for d in self.got if not accepted_only or 200 <= d.status < 300]


@contextmanager
def receiving() -> Iterator[Receiver]:
    """Runs a receiver on a free local port for the block."""
    receiver = Receiver(url="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            delivery = Delivery(
                headers={k.lower(): v for k, v in self.headers.items()},
                body=self.rfile.read(length).decode(),
            )
            status = receiver.answer(delivery)
            delivery.status = status
            with receiver.lock:
                receiver.got.append(delivery)
            self.send_response(status)
            if 300 <= status < 400:
                self.send_header("location", "http://127.0.0.1:9/elsewhere")
            self.send_header("content-length", "0")
            self.end_headers()

        def log_message(self, *_args: Any) -> None:
            """Stays quiet."""

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    receiver.url = f"http://127.0.0.1:{server.server_address[1]}/hooks/mdm"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield receiver
    finally:
        server.shutdown()
        server.server_close()
