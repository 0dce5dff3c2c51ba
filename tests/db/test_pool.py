"""A request that finds every pooled database connection in use for the pool's timeout answers
503 with Retry-After (never a 500), and is served once a connection is free again."""

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import httpx
import pytest

from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import make_settings
from tests.factories import Factory, product_master
from tests.support import Actor, LiveServer, run_server

POOL = 1  # pooled connections, and as many more under a burst


@pytest.fixture
def small_pool(tmp_path: Path) -> Iterator[tuple[LiveServer, Database]]:
    """A server on its own SQLite file with a pool of one connection (plus one)."""
    settings = make_settings(tmp_path, f"sqlite:///{tmp_path / 'mdm.db'}")
    database = Database(settings.resolved_database_url(), pool_size=POOL, pool_timeout=0.3)
    upgrade(database)
    with run_server(settings, database, RateLimiter()) as live:
        yield live, database
    database.dispose()


def while_every_connection_is_taken(database: Database, actor: Actor) -> httpx.Response:
    """Lists products while other work holds every connection of the pool."""
    with ExitStack() as held:
        for _ in range(2 * POOL):
            held.enter_context(database.engine.connect())
        return actor.get("/masters/product")


def test_a_request_with_no_free_connection_is_503_then_served(
    small_pool: tuple[LiveServer, Database],
) -> None:
    live, database = small_pool
    steward = Factory(live).actor()
    product_master(steward)
    refused = while_every_connection_is_taken(database, steward)
    assert refused.status_code == 503, refused.text
    assert refused.headers["Retry-After"] == "5"
    assert "connection" in refused.json()["detail"]
    assert steward.get("/masters/product").status_code == 200


def test_an_unverified_key_with_no_free_connection_is_503(small_pool: tuple[LiveServer, Database]) -> None:
    live, database = small_pool
    fresh = Factory(live).actor()  # its key is looked up on its first request
    refused = while_every_connection_is_taken(database, fresh)
    assert refused.status_code == 503, refused.text
    assert fresh.get("/definitions").status_code == 200
