"""End to end: `mdm import`/`mdm export` commands, and a server killed in the middle of an import."""

import json
import os
import signal
import subprocess
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import select, text

from mdm.auth.principal import Principal
from mdm.db.engine import Database
from mdm.db.enums import Role, Scope
from mdm.db.migrate import upgrade
from mdm.db.models import RecordHistory
from mdm.definitions import service as definitions
from mdm.definitions.schemas import DefinitionCreate
from mdm.tenants import service as tenants
from mdm.users import service as users
from tests.conftest import backend_url
from tests.test_cli_e2e import MDM, cli_env, serve
from tests.transfer.support import rows_of, stored, to_csv

pytestmark = pytest.mark.e2e

FIELDS: list[dict[str, Any]] = [
    {"name": "sku", "type": "string", "required": True, "unique": True},
    {"name": "name", "type": "string", "required": True},
    {"name": "description", "type": "text"},
    {"name": "price", "type": "number", "min": 0},
    {"name": "stock", "type": "integer"},
    {"name": "active", "type": "boolean"},
    {"name": "launched", "type": "date"},
    {"name": "category", "type": "enum", "options": ["tools", "parts", "=formula"]},
]


def product_rows(count: int, prefix: str = "P") -> list[list[str]]:
    """Builds a header and `count` valid product rows."""
    return [[f["name"] for f in FIELDS]] + [
        [
            f"{prefix}{i:07}",
            f"Product {i}",
            f'about, "{i}"\nline two',
            f"{i % 1000}.5",
            str(i % 50 - 25),
            "true" if i % 2 else "false",
            "2026-01-31",
            "'=formula" if i % 3 == 0 else "tools",
        ]
        for i in range(count)
    ]


@pytest.fixture
def cli(backend: str, tmp_path: Path) -> Iterator[tuple[dict[str, str], Database, str]]:
    """An `mdm` environment on the backend with a tenant, an admin and a product master."""
    url = backend_url(backend, tmp_path)
    env = cli_env(tmp_path, MDM_BOOTSTRAP="false", MDM_DATABASE_URL=url)
    database = Database(url)
    upgrade(database)
    name = f"cli-{uuid.uuid4().hex[:10]}"
    with database.transaction() as session:
        tenant = tenants.create_tenant(session, name=name, plan="enterprise")
        admin = users.create_user(session, tenant_id=tenant.id, email="admin@x.test", name="A", role="admin")
        users.create_user(session, tenant_id=tenant.id, email="ops@x.test", name="O", role="member")
        principal = Principal(tenant.id, "enterprise", admin.id, Role.ADMIN, "", frozenset({Scope.WRITE}))
        definitions.create_definition(
            session,
            principal=principal,
            body=DefinitionCreate.model_validate(
                {"master_type": "product", "master_type_label": "Product", "schema": {"fields": FIELDS}}
            ),
        )
    yield env, database, name
    database.dispose()


def run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """Runs an `mdm` command."""
    return subprocess.run([MDM, *args], env=env, capture_output=True, text=True, timeout=120, check=False)


def test_cli_import_and_export(cli: tuple[dict[str, str], Database, str], tmp_path: Path) -> None:
    env, _database, tenant = cli
    source = tmp_path / "in.csv"
    source.write_text("\ufeff" + to_csv(product_rows(300)), encoding="utf-8")
    done = run(env, "import", "product", str(source), "--tenant", tenant, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "created": 300,
        "updated": 0,
        "unchanged": 0,
        "failed": 0,
        "errors": [],
        "delimiter": ",",
        "encoding": "utf-8",
    }
    out = tmp_path / "out.csv"
    done = run(env, "export", "product", str(out), "--tenant", tenant, "--bom", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["records"] == 300
    exported = rows_of(out.read_bytes())
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")
    assert [r[1:] for r in exported] == rows_of(source.read_bytes())
    again = run(env, "import", "product", str(out), "--tenant", tenant, "--json", "--user", "ops@x.test")
    assert json.loads(again.stdout)["unchanged"] == 300


def test_cli_refusal_skip_dry_run_key_and_user(
    cli: tuple[dict[str, str], Database, str], tmp_path: Path
) -> None:
    env, database, tenant = cli
    rows = product_rows(5)
    rows[3][3] = "-1"
    source = tmp_path / "bad.csv"
    source.write_text(to_csv(rows), encoding="utf-8")
    refused = run(env, "import", "product", str(source), "--tenant", tenant, "--json")
    assert refused.returncode == 1
    assert json.loads(refused.stdout)["errors"] == [
        {"row": 4, "field": "price", "message": "must be at least 0"}
    ]
    assert "nothing was written" in refused.stderr
    dry = run(
        env, "import", "product", str(source), "--tenant", tenant, "--dry-run", "--on-error", "skip", "--json"
    )
    assert json.loads(dry.stdout)["created"] == 4
    skipped = run(env, "import", "product", str(source), "--tenant", tenant, "--on-error", "skip")
    assert skipped.returncode == 0
    assert "4 created, 0 updated, 0 unchanged, 1 failed" in skipped.stdout
    update = tmp_path / "update.csv"
    update.write_text("sku,name\r\nP0000001,Renamed\r\n", encoding="utf-8")
    keyed = run(
        env,
        "import",
        "product",
        str(update),
        "--tenant",
        tenant,
        "--key",
        "sku",
        "--user",
        "ops@x.test",
        "--json",
    )
    assert json.loads(keyed.stdout)["updated"] == 1
    tenant_id = _tenant_id(database, tenant)
    with database.transaction(write=False) as session:
        changers = session.scalars(
            select(RecordHistory.changed_by).where(
                RecordHistory.tenant_id == tenant_id, RecordHistory.version == 2
            )
        ).all()
        ops = users.get_user_by_email(session, tenant_id=tenant_id, email="ops@x.test")
    assert changers == [ops.id]
    missing = run(env, "import", "nope", str(update), "--tenant", tenant)
    assert missing.returncode == 1
    assert "Master 'nope' not found" in missing.stderr


def _wait_for_writes(backend: str, database: Database, data_dir: Path, thread: threading.Thread) -> None:
    """Waits until the import's transaction has written data that is not committed yet."""
    wal = data_dir / "mdm.db-wal"
    start = wal.stat().st_size if wal.exists() else 0
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and thread.is_alive():
        if backend == "sqlite":
            if wal.exists() and wal.stat().st_size > start + 4 * 1024 * 1024:
                return
        else:
            with database.engine.connect() as conn:
                busy = conn.execute(
                    text(
                        "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'mdm-kill-test' "
                        "AND backend_xid IS NOT NULL"
                    )
                ).scalar()
            if busy:
                time.sleep(0.5)
                return
        time.sleep(0.02)
    raise AssertionError("the import did not start writing")


def test_kill_in_the_middle_of_an_import_changes_nothing(backend: str, tmp_path: Path) -> None:
    url = backend_url(backend, tmp_path)
    joiner = "&" if "?" in url else "?"
    server_url = url if backend == "sqlite" else f"{url}{joiner}application_name=mdm-kill-test"
    env = cli_env(tmp_path, MDM_BOOTSTRAP="false", MDM_DATABASE_URL=server_url)
    database = Database(url)
    upgrade(database)
    tenant = f"kill-{uuid.uuid4().hex[:10]}"
    run(env, "tenants", "create", "--name", tenant, "--plan", "enterprise")
    run(env, "users", "create", "--tenant", tenant, "--email", "a@x.test", "--name", "A", "--role", "admin")
    made = run(
        env,
        "keys",
        "create",
        "--tenant",
        tenant,
        "--user",
        "a@x.test",
        "--name",
        "k",
        "--scopes",
        "read,write",
        "--json",
    )
    key = json.loads(made.stdout)["key"]
    headers = {"Authorization": f"Bearer {key}"}
    with serve(env) as (base, proc):
        api = f"{base}/api/v1"
        http = httpx.Client(base_url=api, headers=headers, timeout=300)
        assert (
            http.post(
                "/definitions",
                json={"master_type": "product", "master_type_label": "P", "schema": {"fields": FIELDS}},
            ).status_code
            == 201
        )
        seeded = http.post("/masters/product/import", files={"file": ("a.csv", to_csv(product_rows(500)))})
        assert seeded.json()["created"] == 500
        before_csv = http.get("/masters/product/export").content
        tenant_id = _tenant_id(database, tenant)
        before = stored(database, tenant_id)
        big = to_csv(product_rows(100_000, prefix="K")).encode()
        outcome: dict[str, Any] = {}

        def send() -> None:
            try:
                outcome["response"] = http.post("/masters/product/import", files={"file": ("b.csv", big)})
            except httpx.HTTPError as exc:
                outcome["error"] = exc

        thread = threading.Thread(target=send)
        thread.start()
        _wait_for_writes(backend, database, tmp_path, thread)
        os.kill(proc.pid, signal.SIGKILL)
        thread.join(timeout=60)
        assert "response" not in outcome, "the import finished before the kill"
        http.close()
    with serve(env) as (base, _proc):
        after_csv = httpx.get(f"{base}/api/v1/masters/product/export", headers=headers).content
    assert after_csv == before_csv
    assert stored(database, tenant_id) == before
    database.dispose()


def _tenant_id(database: Database, name: str) -> str:
    """Looks a tenant's id up by name."""
    with database.transaction(write=False) as session:
        return tenants.get_tenant(session, name=name).id
