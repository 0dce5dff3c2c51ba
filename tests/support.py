"""Test support: a real uvicorn server in a thread, and the API caller a test acts as."""

import re
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI
from sqlalchemy import event

from mdm.auth.principal import Principal
from mdm.db.engine import Database
from mdm.db.enums import Role, Scope
from mdm.main import create_app
from mdm.ratelimit.limiter import RateLimiter
from mdm.settings import Settings


def free_port() -> int:
    """Returns a TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class LiveServer:
    """A running server and the parts the tests may reach into."""

    base_url: str
    app: FastAPI
    database: Database
    limiter: RateLimiter
    settings: Settings


@contextmanager
def record_queries(server: LiveServer) -> Iterator[list[str]]:
    """Collects the SQL statements that read the record table while the block runs."""
    seen: list[str] = []

    def capture(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if re.search(r"\bFROM record\b", statement):
            seen.append(statement)

    event.listen(server.database.engine, "before_cursor_execute", capture)
    try:
        yield seen
    finally:
        event.remove(server.database.engine, "before_cursor_execute", capture)


@contextmanager
def run_server(settings: Settings, database: Database, limiter: RateLimiter) -> Iterator[LiveServer]:
    """Serves the real application over HTTP on a free port in a background thread."""
    app = create_app(settings, database=database, limiter=limiter)
    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline:
            raise RuntimeError("test server did not start")
        time.sleep(0.02)
    try:
        yield LiveServer(f"http://127.0.0.1:{port}", app, database, limiter, settings)
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@dataclass
class Actor:
    """A user of a tenant with an API key and an HTTP client that sends it."""

    tenant_id: str
    tenant_name: str
    user_id: str
    key_id: str
    key: str
    http: httpx.Client

    def get(self, path: str, **kw: Any) -> httpx.Response:
        """Sends GET."""
        return self.http.get(path, **kw)

    def post(self, path: str, **kw: Any) -> httpx.Response:
        """Sends POST."""
        return self.http.post(path, **kw)

    def put(self, path: str, **kw: Any) -> httpx.Response:
        """Sends PUT."""
        return self.http.put(path, **kw)

    def patch(self, path: str, **kw: Any) -> httpx.Response:
        """Sends PATCH."""
        return self.http.patch(path, **kw)

    def delete(self, path: str, **kw: Any) -> httpx.Response:
        """Sends DELETE."""
        return self.http.delete(path, **kw)

    def request(self, method: str, path: str, **kw: Any) -> httpx.Response:
        """Sends any method."""
        return self.http.request(method, path, **kw)


def principal_of(
    actor: Actor, *, role: Role = Role.ADMIN, scopes: frozenset[Scope] = frozenset(Scope)
) -> Principal:
    """Builds the principal an actor authenticates as, for service calls in tests."""
    return Principal(
        tenant_id=actor.tenant_id,
        plan="enterprise",
        user_id=actor.user_id,
        role=role,
        api_key_id=actor.key_id,
        scopes=scopes,
    )
