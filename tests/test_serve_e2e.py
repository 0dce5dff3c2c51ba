"""End to end, `mdm serve` as operators run it: bounded memory under hostile bodies, secrets kept
out of its logs, leftovers of a crash swept, and a broken configuration told in one line."""

import subprocess
import time
from pathlib import Path

import httpx
import pytest

from tests.support import free_port, stream_body
from tests.test_cli_e2e import MDM, cli_env, mdm, serve

pytestmark = pytest.mark.e2e
MIB = 1024 * 1024


def peak_rss_mib(pid: int) -> float:
    """Returns the highest resident memory a process has had (VmHWM), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM")


def first_key(proc: subprocess.Popen[str]) -> str:
    """Reads the bootstrap admin key `mdm serve` prints on first start."""
    assert proc.stdout is not None
    return proc.stdout.readline().strip()


def keys_of(env: dict[str, str]) -> tuple[str, str]:
    """Makes a tenant with an admin holding a full key and a read-only key, through the CLI."""
    name = f"mem-{time.time_ns()}"
    mdm(env, "tenants", "create", "--name", name, "--plan", "enterprise")
    mdm(env, "users", "create", "--tenant", name, "--email", "a@b.test", "--name", "A", "--role", "admin")
    made = [
        str(
            mdm(
                env,
                "keys",
                "create",
                "--tenant",
                name,
                "--user",
                "a@b.test",
                "--name",
                "k",
                "--scopes",
                scopes,
            )["key"]
        )
        for scopes in ("read,write,delete", "read")
    ]
    return made[0], made[1]


def test_hostile_bodies_do_not_grow_the_server(tmp_path: Path) -> None:
    env = cli_env(tmp_path, MDM_BOOTSTRAP="false")
    admin, reader = keys_of(env)
    with serve(env) as (base, proc):
        assert httpx.get(
            f"{base}/api/v1/definitions", headers={"Authorization": f"Bearer {admin}"}
        ).is_success
        before = peak_rss_mib(proc.pid)
        answers = [
            stream_body(
                base,
                "/api/v1/definitions",
                headers={"Authorization": f"Bearer {reader}", "Content-Type": kind},
                total=300 * MIB,
                chunk=MIB,
            ).status
            for kind in ("text/csv", "application/octet-stream", "multipart/form-data; boundary=b")
        ]
        oversize = stream_body(
            base,
            "/api/v1/definitions",
            headers={"Authorization": f"Bearer {admin}", "Content-Type": "application/json"},
            total=300 * MIB,
            chunk=MIB,
        ).status
        after = peak_rss_mib(proc.pid)
    assert answers == [403, 403, 403]
    assert oversize == 413
    assert after - before < 40, f"peak memory grew from {before:.0f} to {after:.0f} MiB"


def test_access_log_keeps_credentials_out(tmp_path: Path) -> None:
    env = cli_env(tmp_path, MDM_BOOTSTRAP="true", MDM_LOG_LEVEL="info")
    with serve(env) as (base, proc):
        admin = first_key(proc)
        httpx.get(f"{base}/api/v1/definitions", params={"api_key": admin, "token": "tok-secret-value-1"})
        httpx.get(f"{base}/api/v1/definitions?key={admin}&skip=0")
        httpx.get(f"{base}/api/v1/definitions", headers={"Authorization": f"Bearer {admin}x"})
        time.sleep(0.5)
        proc.terminate()
        out, errors = proc.communicate(timeout=15)
    logged = out + errors
    assert "GET /api/v1/definitions?api_key=" in logged
    assert admin not in logged
    assert admin[4:] not in logged
    assert "tok-secret-value-1" not in logged
    assert "[redacted]" in logged
    assert f"key {admin[:8]}..." in logged  # the failed attempt, by its prefix


def test_serve_sweeps_unfinished_uploads(tmp_path: Path) -> None:
    left = tmp_path / "files" / "some-tenant" / "0123abcd.part"
    left.parent.mkdir(parents=True)
    left.write_bytes(b"x" * 1000)
    kept = left.with_name("0123abcd")
    kept.write_bytes(b"a finished file")
    with serve(cli_env(tmp_path, MDM_BOOTSTRAP="false")):
        assert not left.exists()
        assert kept.read_bytes() == b"a finished file"


@pytest.mark.parametrize(
    ("command", "url"),
    [
        (["serve", "--port", "0"], "postgresql://postgres@127.0.0.1:{port}/mdm"),  # refused
        (["serve", "--port", "0"], "postgresql://postgres@127.0.0.1:5432/mdm_no_such_db_{port}"),  # missing
        (["db", "upgrade"], "postgresql://postgres@127.0.0.1:5432/mdm_no_such_db_{port}"),
        (["tenants", "list"], "postgresql://postgres@127.0.0.1:{port}/mdm"),
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
