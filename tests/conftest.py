"""Fixtures: one real server per database backend (SQLite always, PostgreSQL when configured)."""

import os
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from mdm.db.engine import WRITE_OPTION, Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from mdm.settings import Settings
from tests.factories import Factory
from tests.support import Actor, LiveServer, run_server

# `make test` runs the suite in one worker process per core (pytest-xdist); each worker has a
# PostgreSQL database and a Redis database of its own beside the configured ones, so no worker's
# migrations, tenants or counters meet another's.
WORKER = os.environ.get("PYTEST_XDIST_WORKER")


def _admin_url(url: str) -> str:
    """The URL psycopg connects with for a database URL (no SQLAlchemy driver name)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def _worker_database(url: str | None) -> str | None:
    """The worker's own, empty PostgreSQL database beside the configured one (the URL itself alone)."""
    if not url or not WORKER:
        return url
    parsed = make_url(url)
    name = f"{parsed.database}_{WORKER}"
    with psycopg.connect(_admin_url(url), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return parsed.set(database=name).render_as_string(hide_password=False)


def _worker_redis(url: str | None) -> str | None:
    """The worker's own Redis database: the configured number plus one plus the worker's number."""
    if not url or not WORKER:
        return url
    parts = urlsplit(url)
    index = int(parts.path.strip("/") or 0) + 1 + int(WORKER.removeprefix("gw"))
    return urlunsplit(parts._replace(path=f"/{index % 16}"))


PG_URL = _worker_database(os.environ.get("MDM_TEST_DATABASE_URL"))
REDIS_URL = _worker_redis(os.environ.get("MDM_TEST_REDIS_URL"))
BACKENDS = ["sqlite", *(["postgresql"] if PG_URL else [])]


def make_settings(data_dir: Path, database_url: str, **overrides: object) -> Settings:
    """Builds settings for a test server, ignoring any `.env` of the developer."""
    # The shared test servers see every test's bad keys from one address: no throttle there.
    values: dict[str, object] = {
        "bootstrap": False,
        "auth_cache_seconds": 0,
        "failed_keys_per_minute": 1_000_000,
        # Delivery tests run their own workers against these servers' databases.
        "events_delivery": False,
        **overrides,
    }
    return Settings(
        _env_file=None,
        data_dir=data_dir,
        database_url=database_url,
        **values,  # type: ignore[arg-type]
    )


def backend_url(backend: str, tmp_dir: Path) -> str:
    """Returns the database URL of a backend for this test run."""
    if backend == "postgresql":
        assert PG_URL
        return PG_URL
    return f"sqlite:///{tmp_dir / 'mdm.db'}"


@pytest.fixture(scope="session", params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """The database backend under test."""
    return str(request.param)


@pytest.fixture(scope="session")
def server(backend: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A real mdm server over HTTP on the backend, schema built by the migrations."""
    data_dir = tmp_path_factory.mktemp(f"data-{backend}")
    settings = make_settings(data_dir, backend_url(backend, data_dir))
    database = Database(settings.resolved_database_url())
    upgrade(database)
    with run_server(settings, database, RateLimiter("memory://")) as live:
        yield live
    database.dispose()


@pytest.fixture
def session(server: LiveServer) -> Iterator[Session]:
    """A session on the test database whose one transaction is rolled back after the test.

    Service and repository tests run on it: nothing they write stays, and they need no HTTP.
    The session works in a savepoint, so code under test that commits or rolls back ends only
    that savepoint, never the outer transaction.
    """
    write_engine = server.database.engine.execution_options(**{WRITE_OPTION: True})
    with write_engine.connect() as connection:
        outer = connection.begin()
        made = Session(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False)
        try:
            yield made
        finally:
            made.close()
            outer.rollback()


@pytest.fixture
def factory(server: LiveServer) -> Iterator[Factory]:
    """Builds tenants, users and keys for one test."""
    made = Factory(server)
    yield made
    made.close()


@pytest.fixture
def admin(factory: Factory) -> Actor:
    """An admin with every scope in a fresh enterprise tenant."""
    return factory.actor()


@pytest.fixture
def private_allowed(server: LiveServer) -> Iterator[None]:
    """Lets this test's webhooks point at local addresses (`MDM_WEBHOOK_ALLOW_PRIVATE`)."""
    server.settings.webhook_allow_private = True
    try:
        yield
    finally:
        server.settings.webhook_allow_private = False


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Drops a worker's own PostgreSQL database when its tests are done."""
    if PG_URL and WORKER:
        with psycopg.connect(_admin_url(os.environ["MDM_TEST_DATABASE_URL"]), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{make_url(PG_URL).database}" WITH (FORCE)')
