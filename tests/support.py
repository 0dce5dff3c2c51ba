"""Test support: a real uvicorn server in a thread, and the API caller a test acts as."""

import re
import select
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import sqlalchemy as sa
import uvicorn
from fastapi import FastAPI
from sqlalchemy import event

from mdm.auth.principal import Principal
from mdm.db.engine import Database
from mdm.db.enums import Role, Scope
from mdm.db.models import Record
from mdm.definitions.repository import DefinitionRepository
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
    config = uvicorn.Config(
        app, host="127.0.0.1", port=port, log_level="warning", lifespan="on", proxy_headers=False
    )
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

    def options(self, path: str, **kw: Any) -> httpx.Response:
        """Sends OPTIONS."""
        return self.http.options(path, **kw)

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


@dataclass
class Streamed:
    """How a server answered a body streamed at it: the status and the bytes sent before it."""

    status: int
    sent: int
    body: bytes


def stream_body(
    base_url: str,
    path: str,
    *,
    headers: dict[str, str],
    total: int,
    chunk: int = 256 * 1024,
) -> Streamed:
    """Streams a chunked body of `total` bytes until the server answers (or the body ends)."""
    host, port = base_url.removeprefix("http://").split(":")
    lines = [f"POST {path} HTTP/1.1", f"Host: {host}:{port}", "Transfer-Encoding: chunked"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    piece = b"%x\r\n" % chunk + b"a" * chunk + b"\r\n"
    sent = 0
    answer = b""
    with socket.create_connection((host, int(port)), timeout=60) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        while sent < total:
            readable, writable, _ = select.select([sock], [sock], [], 60)
            if readable:
                break
            if writable:
                try:
                    sock.sendall(piece)
                except OSError:  # the server answered and closed while we were sending
                    break
                sent += chunk
        else:
            sock.sendall(b"0\r\n\r\n")
        while b"\r\n\r\n" not in answer:
            data = sock.recv(65536)
            if not data:
                break
            answer += data
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/") else 0
    return Streamed(status, sent, answer)


def waits_for_definition(
    server: LiveServer,
    *,
    tenant_id: str,
    master_type: str,
    call: Callable[[], httpx.Response],
    record_ids: list[str],
) -> httpx.Response:
    """Holds a master's definition as a schema change does while `call` runs in a thread; checks
    that the call waits for it without holding a lock on any of `record_ids`; returns its answer."""
    change = server.database.session()
    answers: list[httpx.Response] = []
    running = threading.Thread(target=lambda: answers.append(call()), daemon=True)
    try:
        assert DefinitionRepository(change, tenant_id).get(master_type, for_update=True) is not None
        running.start()
        assert _waiting_for_a_definition(server, running), f"the call should wait for {master_type}"
        probe = server.database.session()
        try:
            probe.execute(sa.text("SET LOCAL lock_timeout = '300ms'"))
            for record_id in record_ids:
                locked = sa.select(Record.id).where(Record.id == record_id).with_for_update()
                assert probe.scalars(locked).all() == [record_id], f"{record_id} is locked"
        finally:
            probe.rollback()
            probe.close()
    finally:
        change.rollback()
        change.close()
        running.join(timeout=30)
    assert len(answers) == 1, "the call did not finish once the definition was released"
    return answers[0]


def _waiting_for_a_definition(server: LiveServer, running: threading.Thread) -> bool:
    """Waits (up to 30 s) until a transaction waits for a definition's lock; False if the call
    finished first."""
    waiting = sa.text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
    deadline = time.monotonic() + 30
    while running.is_alive() and time.monotonic() < deadline:
        with server.database.engine.connect() as connection:
            if connection.execute(waiting).scalar_one():
                return True
        time.sleep(0.05)
    return False
