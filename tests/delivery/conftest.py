"""A server on a database of its own for the tests that publish every tenant's events (brokers)
or run worker processes: the shared test database holds other tests' tenants and webhooks."""

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
import pytest
from sqlalchemy.engine import make_url

from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import PG_URL, make_settings
from tests.factories import Factory
from tests.support import LiveServer, run_server


@contextmanager
def postgres_database() -> Iterator[str]:
    """A new, empty PostgreSQL database on the test server for the block; dropped after it."""
    assert PG_URL
    name = f"mdm_delivery_{uuid.uuid4().hex[:12]}"
    admin_url = make_url(PG_URL).set(drivername="postgresql")
    with psycopg.connect(admin_url.render_as_string(hide_password=False), autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield admin_url.set(database=name).render_as_string(hide_password=False)
    finally:
        with psycopg.connect(admin_url.render_as_string(hide_password=False), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextmanager
def database_url(backend: str, tmp_dir: object) -> Iterator[str]:
    """A new database of the backend for the block."""
    if backend == "postgresql":
        with postgres_database() as url:
            yield url
    else:
        yield f"sqlite:///{tmp_dir}/own.db"


@pytest.fixture(scope="module")
def own_server(backend: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A real server on a database of its own (no other test's tenants in it)."""
    data_dir = tmp_path_factory.mktemp(f"own-{backend}")
    with database_url(backend, data_dir) as url:
        settings = make_settings(data_dir, url)
        database = Database(url)
        upgrade(database)
        with run_server(settings, database, RateLimiter("memory://")) as live:
            yield live
        database.dispose()


@pytest.fixture
def own_factory(own_server: LiveServer) -> Iterator[Factory]:
    """Builds tenants, users and keys on the server of its own."""
    made = Factory(own_server)
    yield made
    made.close()
