"""A request that finds every pooled database connection in use for the pool's timeout answers
503 with Retry-After (never a 500, never a 200 cut short), and is served once a connection is
free again: in the key check, in a route, under /odata (in its error format) and in the streamed
reads, whose body is started before the answer's status is sent."""

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import httpx
import pytest

from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import make_settings
from tests.factories import Factory, create, product_master
from tests.support import Actor, LiveServer, run_server

POOL = 1  # pooled connections, and as many more under a burst


def small_pool(tmp_path: Path, **settings: object) -> Iterator[tuple[LiveServer, Database]]:
    """A server on its own SQLite file with a pool of one connection (plus one)."""
    config = make_settings(tmp_path, f"sqlite:///{tmp_path / 'mdm.db'}", **settings)
    database = Database(config.resolved_database_url(), pool_size=POOL, pool_timeout=0.3)
    upgrade(database)
    with run_server(config, database, RateLimiter()) as live:
        yield live, database
    database.dispose()


@pytest.fixture
def checked_keys(tmp_path: Path) -> Iterator[tuple[LiveServer, Database]]:
    """A small-pool server that looks a key up on every request."""
    yield from small_pool(tmp_path)


@pytest.fixture
def cached_keys(tmp_path: Path) -> Iterator[tuple[LiveServer, Database]]:
    """A small-pool server that keeps a checked key for a minute, so requests reach the routes."""
    yield from small_pool(tmp_path, auth_cache_seconds=60)


def while_every_connection_is_taken(database: Database, actor: Actor, path: str) -> httpx.Response:
    """Calls a path while other work holds every connection of the pool."""
    with ExitStack() as held:
        for _ in range(2 * POOL):
            held.enter_context(database.engine.connect())
        return actor.get(path)


def test_an_unverified_key_with_no_free_connection_is_503(checked_keys: tuple[LiveServer, Database]) -> None:
    live, database = checked_keys
    fresh = Factory(live).actor()  # its key is looked up on each request
    refused = while_every_connection_is_taken(database, fresh, "/definitions")
    assert refused.status_code == 503, refused.text
    assert refused.headers["Retry-After"] == "5"
    assert "connection" in refused.json()["detail"]
    assert fresh.get("/definitions").status_code == 200


@pytest.mark.parametrize(
    "path", ["/masters/product", "/excel/product", "/excel/product/flat", "/masters/product/export"]
)
def test_a_route_with_no_free_connection_is_503_then_served(
    cached_keys: tuple[LiveServer, Database], path: str
) -> None:
    live, database = cached_keys
    steward = Factory(live).actor()
    product_master(steward)
    create(steward, "product", sku="SAPPORO-味噌-01", name="札幌 味噌ラーメン 業務用")
    assert steward.get("/definitions").status_code == 200  # the key is checked and kept
    refused = while_every_connection_is_taken(database, steward, path)
    assert refused.status_code == 503, refused.text
    assert refused.headers["Retry-After"] == "5"
    assert "connection" in refused.json()["detail"]
    served = steward.get(path)
    assert served.status_code == 200, served.text
    assert "SAPPORO-味噌-01" in served.text


def test_the_feed_answers_503_in_its_error_format(cached_keys: tuple[LiveServer, Database]) -> None:
    live, database = cached_keys
    steward = Factory(live).actor()
    product_master(steward)
    assert steward.get("/odata/product").status_code == 200
    refused = while_every_connection_is_taken(database, steward, "/odata/product")
    assert refused.status_code == 503, refused.text
    assert refused.headers["Retry-After"] == "5"
    assert refused.headers["OData-Version"] == "4.0"
    assert "connection" in refused.json()["error"]["message"]
