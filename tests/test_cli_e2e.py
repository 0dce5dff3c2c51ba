"""End to end: `mdm serve` processes and the `mdm` command line, over real HTTP."""

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import pairwise
from pathlib import Path

import httpx
import pytest

from tests.conftest import REDIS_URL
from tests.support import free_port

MDM = str(Path(sys.executable).parent / "mdm")
pytestmark = pytest.mark.e2e


def cli_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """Environment for an `mdm` process on its own SQLite data directory."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MDM_")}
    return env | {"MDM_DATA_DIR": str(data_dir), "MDM_LOG_LEVEL": "warning"} | extra


def upgraded(env: dict[str, str]) -> dict[str, str]:
    """Creates the schema with `mdm db upgrade` (other commands never create a database)."""
    subprocess.run([MDM, "db", "upgrade"], env=env, capture_output=True, timeout=60, check=True)
    return env


def mdm(env: dict[str, str], *args: str) -> dict[str, object]:
    """Runs an `mdm` command with --json and returns its JSON output."""
    done = subprocess.run(
        [MDM, *args, "--json"], env=env, capture_output=True, text=True, timeout=60, check=True
    )
    return dict(json.loads(done.stdout))


@contextmanager
def serve(env: dict[str, str], *, workers: int = 1) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """Starts `mdm serve` on a free port and waits until /health answers."""
    port = free_port()
    proc = subprocess.Popen(
        [MDM, "serve", "--port", str(port), "--workers", str(workers)],
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                if httpx.get(f"{base}/health").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                _out, err = proc.communicate(timeout=15)
                raise RuntimeError(f"mdm serve did not start: {err}")
            time.sleep(0.1)
        yield base, proc
    finally:
        proc.terminate()
        proc.wait(timeout=15)


def test_first_start_prints_admin_key_once(tmp_path: Path) -> None:
    env = cli_env(tmp_path, MDM_BOOTSTRAP="true")
    with serve(env) as (base, proc):
        assert proc.stdout is not None
        key = proc.stdout.readline().strip()
        assert key.startswith("mdm_")
        response = httpx.get(f"{base}/api/v1/users", headers={"Authorization": f"Bearer {key}"})
        assert response.status_code == 200
        assert response.json()["items"][0]["role"] == "admin"
    with serve(env) as (_base, proc):
        proc.terminate()
        out, _ = proc.communicate(timeout=15)
        assert "mdm_" not in out


def worker_sockets(supervisor: int) -> dict[int, int]:
    """Counts the open sockets of each worker process under a `mdm serve` supervisor."""
    counts = {}
    for child in Path(f"/proc/{supervisor}/task/{supervisor}/children").read_text().split():
        if b"spawn_main" not in Path(f"/proc/{child}/cmdline").read_bytes():
            continue  # multiprocessing's resource tracker
        fds = Path(f"/proc/{child}/fd")
        counts[int(child)] = sum(1 for fd in fds.iterdir() if os.readlink(fd).startswith("socket:"))
    return counts


def listeners(port: int) -> int:
    """Counts the listening TCP sockets on a local port (Linux /proc/net/tcp)."""
    rows = Path("/proc/net/tcp").read_text().splitlines()[1:]
    return sum(1 for row in rows if row.split()[1].endswith(f":{port:04X}") and row.split()[3] == "0A")


def test_workers_each_take_a_share_of_a_burst_of_connections(tmp_path: Path) -> None:
    env = cli_env(tmp_path, MDM_BOOTSTRAP="false")
    with serve(env, workers=2) as (base, proc):
        port = int(base.rsplit(":", 1)[1])
        deadline = time.monotonic() + 60  # /health answers once the first worker listens
        while listeners(port) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert listeners(port) == 2  # one listening socket per worker
        before = worker_sockets(proc.pid)
        assert len(before) == 2
        # A burst: every connection is queued before a worker accepts any (as a proxy's pool).
        burst = [socket.create_connection(("127.0.0.1", port)) for _ in range(24)]
        try:
            for conn in burst:
                conn.sendall(b"GET /health HTTP/1.1\r\nHost: mdm\r\n\r\n")
            for conn in burst:
                assert conn.recv(4096).startswith(b"HTTP/1.1 200")
            after = worker_sockets(proc.pid)
        finally:
            for conn in burst:
                conn.close()
    assert all(after[pid] > before[pid] for pid in before), (before, after)


def test_serve_refuses_a_taken_port(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        for workers in ("1", "2"):
            done = subprocess.run(
                [MDM, "serve", "--port", port, "--workers", workers],
                env=cli_env(tmp_path, MDM_BOOTSTRAP="false"),
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert done.returncode != 0
            assert "address already in use" in done.stderr.lower()


def test_cli_made_key_works_and_revocation_bites(tmp_path: Path) -> None:
    env = upgraded(cli_env(tmp_path, MDM_BOOTSTRAP="false", MDM_AUTH_CACHE_SECONDS="1"))
    tenant = mdm(env, "tenants", "create", "--name", "acme", "--plan", "starter")
    assert tenant["plan"] == "starter"
    user = mdm(
        env,
        "users",
        "create",
        "--tenant",
        "acme",
        "--email",
        "ops@acme.test",
        "--name",
        "Ops",
        "--role",
        "admin",
    )
    made = mdm(
        env,
        "keys",
        "create",
        "--tenant",
        "acme",
        "--user",
        "ops@acme.test",
        "--name",
        "etl job",
        "--scopes",
        "read,write",
        "--expires",
        "2099-12-31",
    )
    assert str(made["key"]).startswith("mdm_")
    assert made["scopes"] == ["read", "write"]
    assert str(made["expires_at"]).startswith("2099-12-31T23:59:59")
    listed = mdm(env, "keys", "list", "--tenant", "acme")
    assert listed["total"] == 1
    assert "key" not in listed["items"][0]  # type: ignore[index]
    with serve(env) as (base, _proc):
        headers = {"Authorization": f"Bearer {made['key']}"}
        response = httpx.get(f"{base}/api/v1/users", headers=headers)
        assert response.status_code == 200
        assert response.json()["items"][0]["id"] == user["id"]
        assert response.headers["X-RateLimit-Limit"] == "30"
        mdm(env, "keys", "revoke", str(made["id"]))
        time.sleep(1.1)  # a process's key cache holds a verified key for at most 1 s here
        assert httpx.get(f"{base}/api/v1/users", headers=headers).status_code == 401


def test_cli_reports_errors_plainly(tmp_path: Path) -> None:
    env = upgraded(cli_env(tmp_path, MDM_BOOTSTRAP="false"))
    done = subprocess.run(
        [MDM, "tenants", "create", "--name", "x", "--plan", "gold"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "Unknown plan 'gold'" in done.stderr
    done = subprocess.run(
        [
            MDM,
            "keys",
            "create",
            "--tenant",
            "nope",
            "--user",
            "a@b.c",
            "--name",
            "n",
            "--scopes",
            "read,admin",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "scopes" in done.stderr


@pytest.mark.skipif(REDIS_URL is None, reason="MDM_TEST_REDIS_URL is not set")
def test_two_processes_share_one_count_through_redis(tmp_path: Path) -> None:
    assert REDIS_URL
    env = upgraded(cli_env(tmp_path, MDM_BOOTSTRAP="false", MDM_REDIS_URL=REDIS_URL))
    name = f"shared-{os.getpid()}-{time.time_ns()}"
    mdm(env, "tenants", "create", "--name", name, "--plan", "free")
    mdm(env, "users", "create", "--tenant", name, "--email", "a@b.test", "--name", "A")
    key = mdm(
        env, "keys", "create", "--tenant", name, "--user", "a@b.test", "--name", "k", "--scopes", "read"
    )["key"]
    headers = {"Authorization": f"Bearer {key}"}
    with serve(env) as (first, _p1), serve(env) as (second, _p2):
        left = [
            int(httpx.get(f"{base}/api/v1/catalog", headers=headers).headers["X-RateLimit-Remaining"])
            for _ in range(4)
            for base in (first, second)
        ]
    # One count for both processes: each request, whichever process serves it, takes one from
    # it (9, 8, 7, ...). A new minute may begin between two requests and start again at 9;
    # separate counts would answer 9, 9, 8, 8, ... The exact refusals, on a pinned clock, are
    # checked in tests/ratelimit/test_limiter.py.
    steps = list(pairwise(left))
    assert left[0] == 9
    assert all(after == before - 1 or after == 9 for before, after in steps), left
    assert sum(1 for _before, after in steps if after == 9) <= 1, left


def test_first_start_prints_a_one_time_console_password_link(tmp_path: Path) -> None:
    env = cli_env(tmp_path, MDM_BOOTSTRAP="true")
    with serve(env) as (base, proc), httpx.Client(base_url=base) as browser:
        assert proc.stderr is not None
        lines = [proc.stderr.readline() for _ in range(4)]
        link = next(line.strip() for line in lines if "/console/set-password/" in line)
        assert link.startswith(f"{base}/console/set-password/")
        form = browser.get(link)
        assert form.status_code == 200
        assert "admin@localhost" in form.text
        chosen = {"password": "Verwaltung seit 2026", "repeated": "Verwaltung seit 2026"}
        assert browser.post(link, data=chosen).status_code == 200
        assert browser.get(link).status_code == 404  # used
        page = browser.get("/console/sign-in")
        token = page.text.split('name="csrf" value="', 1)[1].split('"', 1)[0]
        signed = browser.post(
            "/console/sign-in",
            data={"email": "admin@localhost", "password": chosen["password"], "csrf": token},
        )
        assert signed.status_code == 303
        assert browser.get("/console/users").status_code == 200
