"""Test support: a real uvicorn server in a thread, and small data factories."""

import re
import select
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI
from sqlalchemy import event

from mdm.auth import service as auth_service
from mdm.db.engine import Database
from mdm.main import create_app
from mdm.ratelimit.limiter import RateLimiter
from mdm.settings import Settings
from mdm.tenants import service as tenants_service
from mdm.users import service as users_service


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

    def options(self, path: str, **kw: Any) -> httpx.Response:
        """Sends OPTIONS."""
        return self.http.options(path, **kw)

    def request(self, method: str, path: str, **kw: Any) -> httpx.Response:
        """Sends any method."""
        return self.http.request(method, path, **kw)


class Factory:
    """Builds tenants, users and keys straight in the database, each test its own tenant."""

    def __init__(self, server: LiveServer) -> None:
        self.server = server
        self.clients: list[httpx.Client] = []

    def tenant(self, *, plan: str = "enterprise", name: str | None = None) -> str:
        """Creates a tenant and returns its name."""
        name = name or f"t-{uuid.uuid4().hex[:12]}"
        with self.server.database.transaction() as session:
            tenants_service.create_tenant(session, name=name, plan=plan)
        return name

    def actor(
        self,
        *,
        tenant: str | None = None,
        plan: str = "enterprise",
        role: str = "admin",
        scopes: tuple[str, ...] = ("read", "write", "delete"),
        email: str | None = None,
    ) -> Actor:
        """Creates a user with a key (in a new tenant unless one is named)."""
        tenant = tenant or self.tenant(plan=plan)
        email = email or f"{uuid.uuid4().hex[:10]}@example.com"
        with self.server.database.transaction() as session:
            owner = tenants_service.get_tenant(session, name=tenant)
            user = users_service.create_user(
                session, tenant_id=owner.id, email=email, name=email.split("@")[0], role=role
            )
            made = auth_service.create_key(session, user=user, name="test", scopes=list(scopes))
        http = httpx.Client(
            base_url=self.server.base_url + "/api/v1",
            headers={"Authorization": f"Bearer {made.secret}"},
            timeout=60,
        )
        self.clients.append(http)
        return Actor(owner.id, tenant, user.id, made.row.id, made.secret, http)

    def close(self) -> None:
        """Closes the HTTP clients."""
        for client in self.clients:
            client.close()


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
