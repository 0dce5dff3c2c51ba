"""End to end: the command line from another directory, user administration, and HTTPS."""

import json
import os
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import httpx
import pytest

from tests.support import free_port
from tests.test_cli_e2e import MDM, cli_env, mdm, serve, upgraded

pytestmark = pytest.mark.e2e


def run(env: dict[str, str], *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Runs an `mdm` command and returns what it did."""
    return subprocess.run([MDM, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=60)


def test_commands_elsewhere_name_the_database_and_create_nothing(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MDM_")}
    for command in (["tenants", "list"], ["users", "list", "--tenant", "default"], ["keys", "list"]):
        done = (
            run(env, *command, "--tenant", "default", cwd=tmp_path) if command == ["keys", "list"] else None
        )
        done = done or run(env, *command, cwd=tmp_path)
        assert done.returncode == 1, done
        assert done.stderr.strip() == (
            "mdm: No mdm database at ./mdm-data/mdm.db (SQLite); set MDM_DATA_DIR or MDM_DATABASE_URL, "
            "or create one with `mdm db upgrade`"
        )
    assert list(tmp_path.iterdir()) == []  # nothing was created
    assert run(env, "db", "upgrade", cwd=tmp_path).returncode == 0
    done = run(env, "users", "list", "--tenant", "default", cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "mdm: No tenant 'default' in ./mdm-data/mdm.db (SQLite); set MDM_DATA_DIR or MDM_DATABASE_URL"
    )


def test_a_database_without_schema_is_named_not_changed(tmp_path: Path) -> None:
    empty = tmp_path / "other.db"
    empty.touch()
    env = cli_env(tmp_path, MDM_DATABASE_URL=f"sqlite:///{empty}")
    done = run(env, "tenants", "list")
    assert done.returncode == 1
    assert done.stderr.startswith(f"mdm: No mdm schema in {empty} (SQLite);")
    with sqlite3.connect(empty) as connection:  # no table was made
        assert connection.execute("SELECT count(*) FROM sqlite_master").fetchone() == (0,)


def test_users_list_set_role_deactivate_reactivate(tmp_path: Path) -> None:
    env = upgraded(cli_env(tmp_path, MDM_BOOTSTRAP="false", MDM_AUTH_CACHE_SECONDS="0"))
    tenant = mdm(env, "tenants", "create", "--name", "acme", "--plan", "enterprise")
    tenants = mdm(env, "tenants", "list")
    assert tenants["items"] == [tenant]  # whole ids
    assert len(str(tenant["id"])) == 36
    table = run(env, "tenants", "list").stdout
    assert str(tenant["id"]) in table
    mdm(
        env, "users", "create", "--tenant", "acme", "--email", "a@acme.test", "--name", "A", "--role", "admin"
    )
    mdm(env, "users", "create", "--tenant", "acme", "--email", "m@acme.test", "--name", "M")
    listed = mdm(env, "users", "list", "--tenant", "acme")
    assert [(u["email"], u["role"], u["active"]) for u in listed["items"]] == [  # type: ignore[attr-defined]
        ("a@acme.test", "admin", True),
        ("m@acme.test", "member", True),
    ]
    changed = mdm(env, "users", "set-role", "--tenant", "acme", "--email", "m@acme.test", "--role", "steward")
    assert changed["role"] == "steward"
    key = mdm(
        env, "keys", "create", "--tenant", "acme", "--user", "m@acme.test", "--name", "k", "--scopes", "read"
    )["key"]
    headers = {"Authorization": f"Bearer {key}"}
    with serve(env) as (base, _proc):
        assert httpx.get(f"{base}/api/v1/catalog", headers=headers).status_code == 200
        off = mdm(env, "users", "deactivate", "--tenant", "acme", "--email", "m@acme.test")
        assert off["active"] is False
        assert off["deactivated_at"]
        refused = httpx.get(f"{base}/api/v1/catalog", headers=headers)
        assert refused.status_code == 401
        assert "deactivated" in refused.json()["detail"]
        admin_key = mdm(
            env,
            "keys",
            "create",
            "--tenant",
            "acme",
            "--user",
            "a@acme.test",
            "--name",
            "a",
            "--scopes",
            "read",
        )["key"]
        users = httpx.get(f"{base}/api/v1/users", headers={"Authorization": f"Bearer {admin_key}"}).json()
        assert [u["deactivated_at"] is None for u in users["items"]] == [True, False]
        on = mdm(env, "users", "reactivate", "--tenant", "acme", "--email", "m@acme.test")
        assert on["active"] is True
        assert httpx.get(f"{base}/api/v1/catalog", headers=headers).status_code == 200
    bad = run(env, "users", "set-role", "--tenant", "acme", "--email", "m@acme.test", "--role", "boss")
    assert bad.returncode == 1
    assert "Unknown role 'boss'" in bad.stderr


def test_help_is_plain_and_flags_have_their_negation() -> None:
    done = subprocess.run([MDM, "import", "--help"], capture_output=True, text=True, timeout=60, check=True)
    assert "--dry-run / --no-dry-run" in done.stdout
    assert "<bool>" not in done.stdout


def test_first_start_message_is_one_line_with_the_expiry(tmp_path: Path) -> None:
    env = cli_env(tmp_path, MDM_BOOTSTRAP="true", COLUMNS="40")
    with serve(env) as (_base, proc):
        assert proc.stdout is not None
        key = proc.stdout.readline().strip()
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=30)
    assert key.startswith("mdm_")
    assert proc.returncode == 0  # a stop asked for is not a failure
    first = next(line for line in err.splitlines() if line.startswith("First start"))
    year = time.gmtime().tm_year + 1
    assert f"it expires on {year}-" in first
    assert first.endswith("`mdm keys create`):")


def test_https_with_a_dev_certificate(tmp_path: Path) -> None:
    env = cli_env(tmp_path, MDM_BOOTSTRAP="false")
    made = run(env, "dev-cert", "--dir", str(tmp_path / "tls"))
    assert made.returncode == 0, made.stderr
    ca, cert, key = (str(tmp_path / "tls" / name) for name in ("ca.pem", "cert.pem", "key.pem"))
    assert (tmp_path / "tls" / "key.pem").stat().st_mode & 0o077 == 0
    port = free_port()
    proc = subprocess.Popen(
        [MDM, "serve", "--port", str(port), "--workers", "2"],
        env=env | {"MDM_SSL_CERTFILE": cert, "MDM_SSL_KEYFILE": key},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        with httpx.Client(verify=ca) as client:
            deadline = time.monotonic() + 60
            while True:
                try:
                    response = client.get(f"https://localhost:{port}/health")
                    break
                except httpx.TransportError:
                    assert proc.poll() is None, proc.stderr
                    assert time.monotonic() < deadline
                    time.sleep(0.2)
            assert response.status_code == 200
            assert response.headers["Strict-Transport-Security"] == "max-age=31536000"
            assert client.get(f"https://127.0.0.1:{port}/api/v1/users").status_code == 401
        with pytest.raises(httpx.ConnectError):  # not trusted without the CA
            httpx.get(f"https://localhost:{port}/health")
    finally:
        proc.terminate()
        assert proc.wait(timeout=30) == 0
    with serve(env) as (base, _proc):  # plain HTTP: no HSTS
        plain = httpx.get(f"{base}/health")
        assert plain.status_code == 200
        assert "Strict-Transport-Security" not in plain.headers


def test_serve_refuses_a_wrong_certificate_in_one_line(tmp_path: Path) -> None:
    bogus = tmp_path / "cert.pem"
    bogus.write_text("not a certificate")
    done = run(cli_env(tmp_path, MDM_BOOTSTRAP="false"), "serve", "--port", "0", "--ssl-certfile", str(bogus))
    assert done.returncode == 1
    assert done.stderr.startswith(f"mdm: cannot use the TLS certificate {bogus}")
    assert json.dumps(done.stderr).count("\\n") == 1


def test_the_command_line_loads_no_heavy_module_for_help() -> None:
    heavy = "('sqlalchemy', 'fastapi', 'uvicorn', 'rich', 'mdm.db.engine')"
    probe = f"import sys; from mdm import cli; print(sorted(m for m in {heavy} if m in sys.modules))"
    done = subprocess.run(
        [str(Path(MDM).parent / "python"), "-c", probe],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert done.stdout.strip() == "[]"


def test_users_set_password_reads_the_password_from_stdin(tmp_path: Path) -> None:
    env = upgraded(cli_env(tmp_path, MDM_BOOTSTRAP="false"))
    mdm(env, "tenants", "create", "--name", "acme", "--plan", "enterprise")
    mdm(env, "users", "create", "--tenant", "acme", "--email", "aiko@example.jp", "--name", "Aiko")
    base = [MDM, "users", "set-password", "--tenant", "acme", "--email", "aiko@example.jp"]
    refused = subprocess.run(base, env=env, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 1
    assert "--password-stdin" in refused.stderr
    short = subprocess.run(
        [*base, "--password-stdin"], env=env, input="kurz\n", capture_output=True, text=True, timeout=60
    )
    assert short.returncode == 1
    assert "at least 12 characters" in short.stderr
    done = subprocess.run(
        [*base, "--password-stdin"],
        env=env,
        input="ein langes Passwort\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(tmp_path / "mdm.db") as connection:
        (stored,) = connection.execute(
            "SELECT password_hash FROM app_user WHERE email = 'aiko@example.jp'"
        ).fetchone()
    assert stored.startswith("$argon2id$")
