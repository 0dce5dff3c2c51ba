"""`mdm serve`: uvicorn, with one listening socket per worker process.

When several workers share one listening socket, the first to wake accepts every connection
waiting in the queue, so a client that opens its keep-alive connections in a burst (a proxy's
upstream pool, a BI gateway, a load generator) lands on one process while the others idle.
Here each worker listens on a socket of its own with SO_REUSEPORT, and the kernel spreads
new connections across them. Where SO_REUSEPORT is missing, or with one worker or port 0,
uvicorn runs as it comes. The trade-off: connections still waiting in the queue of a worker that
stops (a restart, a crash) are reset rather than taken by its siblings, unless the kernel is told
to migrate them (`net.ipv4.tcp_migrate_req = 1`, Linux 5.14 and later).
"""

import signal
import socket
import sys
from dataclasses import dataclass
from types import FrameType
from typing import Any, cast

import uvicorn
from uvicorn.config import STARTUP_FAILURE
from uvicorn.supervisors import Multiprocess

APP = "mdm.main:create_default_app"


@dataclass(frozen=True)
class WorkerSocket:
    """Stands for a listening socket in uvicorn's supervisor: each worker process that receives
    it (by pickling) opens its own SO_REUSEPORT socket on the address."""

    host: str
    port: int
    backlog: int

    def __reduce__(self) -> tuple[Any, tuple[str, int, int]]:
        """Unpickles as a fresh listening socket in the worker."""
        return _listen_in_worker, (self.host, self.port, self.backlog)


def _listen_in_worker(host: str, port: int, backlog: int) -> socket.socket:
    """Opens a worker's socket; if it cannot, the supervisor stops instead of restarting it."""
    try:
        return listen(host, port, backlog)
    except OSError as exc:
        sys.stderr.write(f"mdm worker: cannot listen on {host}:{port}: {exc.strerror or exc}\n")
        sys.exit(STARTUP_FAILURE)


def listen(host: str, port: int, backlog: int, *, reuse_port: bool = True) -> socket.socket:
    """Opens a listening TCP socket on the address."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if reuse_port:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    try:
        sock.bind((host, port))
        sock.listen(backlog)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def _stop(signum: int, _frame: FrameType | None) -> None:
    """Ends the process with exit code 0: a stop asked for is not a failure."""
    raise SystemExit(0)


def stop_quietly_on_signals() -> None:
    """Makes SIGINT (Ctrl-C) and SIGTERM end the process with exit code 0.

    uvicorn shuts down gracefully on these signals and then raises the signal again with the
    handler that was there before it started, so this one ends the process instead of the
    default (death by signal, which `make run` would report as an error)."""
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, _stop)


def serve(
    *,
    host: str,
    port: int,
    workers: int,
    log_level: str,
    ssl_certfile: str | None = None,
    ssl_keyfile: str | None = None,
) -> None:
    """Runs the service until it is stopped (OSError when the address is taken); with a
    certificate and key it speaks HTTPS (each worker builds its TLS context from the files)."""
    options: dict[str, Any] = {
        "factory": True,
        "host": host,
        "port": port,
        "workers": workers,
        "log_level": log_level,
        "proxy_headers": False,  # mdm.core.forwarded reads them, from MDM_FORWARDED_ALLOW_IPS only
        "ssl_certfile": ssl_certfile,
        "ssl_keyfile": ssl_keyfile,
    }
    if workers <= 1 or port == 0 or not hasattr(socket, "SO_REUSEPORT"):
        uvicorn.run(APP, **options)
        return
    config = uvicorn.Config(APP, **options)
    # Workers would silently share the port with another SO_REUSEPORT listener: refuse instead.
    listen(host, port, config.backlog, reuse_port=False).close()
    placeholders = [cast(socket.socket, WorkerSocket(host, port, config.backlog))]
    Multiprocess(config, sockets=placeholders).run()
