"""A dropped database connection is a 503 with Retry-After (or a success), never a 500; SQL
parameters never reach error messages or logs."""

import os
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import text
from sqlalchemy.exc import StatementError

from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import PG_URL, backend_url, make_settings
from tests.factories import Factory, create, product_master
from tests.support import LiveServer, run_server

APP_NAME = f"mdm_outage_{os.getpid()}"


@pytest.fixture
def pg_server(tmp_path: Path) -> Iterator[LiveServer]:
    """A PostgreSQL server whose connections are named, so a test can terminate just them."""
    assert PG_URL
    url = f"{PG_URL}{'&' if '?' in PG_URL else '?'}application_name={APP_NAME}"
    settings = make_settings(tmp_path, url)
    database = Database(url)
    upgrade(database)
    with run_server(settings, database, RateLimiter("memory://")) as live:
        yield live
    database.dispose()


def terminate_connections() -> int:
    """Terminates the server's database connections from outside, as a failover would."""
    assert PG_URL
    with psycopg.connect(PG_URL, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = %s", (APP_NAME,)
        ).fetchall()
    return len(rows)


@pytest.mark.skipif(PG_URL is None, reason="needs MDM_TEST_DATABASE_URL")
def test_terminated_connections_answer_503_then_recover(pg_server: LiveServer) -> None:
    actor = Factory(pg_server).actor()
    product_master(actor)
    for n in range(12):
        create(actor, "product", sku=f"語-{n}", name="x")
    assert terminate_connections() >= 1
    answers = [actor.get("/masters/product").status_code for _ in range(6)]
    answers += [actor.post("/masters/product", json={"data": {"sku": "after", "name": "y"}}).status_code]
    assert set(answers) <= {200, 201, 503}, answers
    assert answers[-2:] == [200, 201]
    retry = actor.get("/definitions")
    assert retry.status_code == 200


def test_sql_parameters_stay_out_of_errors(backend: str, tmp_path: Path) -> None:
    database = Database(
        backend_url(backend, tmp_path) if backend == "postgresql" else f"sqlite:///{tmp_path}/p.db"
    )
    secret = "パスワード-hunter2-secret"
    with pytest.raises(StatementError) as failure, database.transaction() as session:
        session.execute(
            text("SELECT no_such_column FROM no_such_table WHERE x = :secret"), {"secret": secret}
        )
    database.dispose()
    assert secret not in str(failure.value)
    assert "hidden" in str(failure.value)
