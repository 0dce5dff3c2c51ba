"""End to end, `mdm serve` as operators run it: bounded memory under hostile bodies, secrets kept
out of its logs, leftovers of a crash swept, and a broken configuration told in one line."""

import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from mdm.auth import service as auth_service
from mdm.db.engine import Database
from mdm.db.enums import Scope
from mdm.db.migrate import upgrade
from mdm.tenants import service as tenants_service
from mdm.users import service as users_service
from tests.support import free_port, stream_body
from tests.test_cli_e2e import MDM, cli_env

pytestmark = pytest.mark.e2e
MIB = 1024 * 1024


def peak_rss_mib(pid: int) -> float:
    """Returns the highest resident memory a process has had (VmHWM), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM")


@dataclass
class Served:
    """A running `mdm serve`, its log file, two keys and the leftover it found at start."""

    base: str
    proc: subprocess.Popen[bytes]
    log: Path
    admin: str
    reader: str
    leftover: Path
    finished: Path


def _keys(url: str) -> tuple[str, str]:
    """Makes a tenant with an admin holding a full key and a read-only key."""
    database = Database(url)
    upgrade(database)
    with database.transaction() as session:
        tenant = tenants_service.create_tenant(session, name="ops", plan="enterprise")
        user = users_service.create_user(
            session, tenant_id=tenant.id, email="a@b.test", name="A", role="admin"
        )
        full = auth_service.create_key(
            session, user=user, name="full", scopes=[Scope.READ, Scope.WRITE, Scope.DELETE]
        )
        read = auth_service.create_key(session, user=user, name="ro", scopes=[Scope.READ])
    database.dispose()
    return full.secret, read.secret


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """`mdm serve` logging at info level, started over the leftovers of a crashed upload."""
    data = tmp_path_factory.mktemp("served")
    leftover = data / "files" / "some-tenant" / "0123abcd.part"
    leftover.parent.mkdir(parents=True)
    leftover.write_bytes(b"x" * 1000)
    finished = leftover.with_name("0123abcd")
    finished.write_bytes(b"a finished file")
    url = f"sqlite:///{data / 'mdm.db'}"
    admin, reader = _keys(url)
    env = cli_env(data, MDM_BOOTSTRAP="false", MDM_LOG_LEVEL="info", MDM_DATABASE_URL=url)
    port = free_port()
    log = data / "serve.log"
    with log.open("wb") as sink:
        proc = subprocess.Popen([MDM, "serve", "--port", str(port)], env=env, stdout=sink, stderr=sink)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while not _healthy(base):
            assert proc.poll() is None, log.read_text()
            assert time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
        yield Served(base, proc, log, admin, reader, leftover, finished)
    finally:
        proc.terminate()
        proc.wait(timeout=15)


def _healthy(base: str) -> bool:
    """Tells whether the server answers /health."""
    try:
        return httpx.get(f"{base}/health").status_code == 200
    except httpx.TransportError:
        return False


def test_hostile_bodies_do_not_grow_the_server(served: Served) -> None:
    warm = httpx.get(f"{served.base}/api/v1/definitions", headers={"Authorization": f"Bearer {served.admin}"})
    assert warm.status_code == 200
    before = peak_rss_mib(served.proc.pid)
    answers = [
        stream_body(
            served.base,
            "/api/v1/definitions",
            headers={"Authorization": f"Bearer {served.reader}", "Content-Type": kind},
            total=300 * MIB,
            chunk=MIB,
        ).status
        for kind in ("text/csv", "application/octet-stream", "multipart/form-data; boundary=b")
    ]
    oversize = stream_body(
        served.base,
        "/api/v1/definitions",
        headers={"Authorization": f"Bearer {served.admin}", "Content-Type": "application/json"},
        total=300 * MIB,
        chunk=MIB,
    ).status
    after = peak_rss_mib(served.proc.pid)
    assert answers == [403, 403, 403]
    assert oversize == 413
    assert after - before < 40, f"peak memory grew from {before:.0f} to {after:.0f} MiB"


def test_access_log_keeps_credentials_out(served: Served) -> None:
    base, admin = served.base, served.admin
    httpx.get(f"{base}/api/v1/definitions", params={"api_key": admin, "token": "tok-secret-value-1"})
    httpx.get(f"{base}/api/v1/definitions?key={admin}&skip=0")
    httpx.get(f"{base}/api/v1/definitions", headers={"Authorization": f"Bearer {admin}x"})
    deadline = time.monotonic() + 10
    while "auth.failed" not in served.log.read_text() and time.monotonic() < deadline:
        time.sleep(0.1)
    logged = served.log.read_text()
    assert "GET /api/v1/definitions?api_key=" in logged
    assert admin not in logged
    assert admin[4:] not in logged
    assert "tok-secret-value-1" not in logged
    assert "[redacted]" in logged
    assert f"key {admin[:8]}..." in logged  # the failed attempt, by its prefix


def test_serve_swept_unfinished_uploads_at_start(served: Served) -> None:
    assert not served.leftover.exists()
    assert served.finished.read_bytes() == b"a finished file"


@pytest.mark.parametrize(
    ("command", "url"),
    [
        (["serve", "--port", "0"], "postgresql://postgres@127.0.0.1:{port}/mdm"),  # refused
        (["db", "upgrade"], "postgresql://postgres@127.0.0.1:5432/mdm_no_such_db_{port}"),  # missing
        (["keys", "list", "--tenant", "t"], "nosuchdriver://x/y"),
    ],
)
def test_unusable_database_is_one_line_and_exit_1(tmp_path: Path, command: list[str], url: str) -> None:
    env = cli_env(tmp_path, MDM_DATABASE_URL=url.format(port=free_port()))
    done = subprocess.run([MDM, *command], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("mdm: cannot use the database (MDM_DATABASE_URL): ")
    assert "Traceback" not in done.stderr


def test_import_of_a_missing_file_is_one_line(tmp_path: Path) -> None:
    env = cli_env(tmp_path, MDM_BOOTSTRAP="false")
    missing = tmp_path / "nowhere" / "suppliers.csv"
    done = subprocess.run(
        [MDM, "import", "supplier", str(missing), "--tenant", "t"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert done.stderr.strip() == f"mdm: cannot read {missing}: no such file"
