"""A third-party OData client (`python-odata`) reads `$metadata` and queries the running server."""

from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal

import pytest
import requests
from odata import ODataService
from odata.property import DecimalProperty

from mdm.ratelimit.limiter import RateLimiter
from tests.odata.conftest import People
from tests.support import LiveServer, run_server


def client(server: LiveServer, key: str) -> ODataService:
    """Reflects the service with python-odata, sending the API key on every request."""
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {key}"
    return ODataService(
        f"{server.base_url}/api/v1/odata/", session=session, reflect_entities=True, quiet_progress=True
    )


def test_client_reflects_and_runs_filtered_ordered_queries(server: LiveServer, people: People) -> None:
    service = client(server, people.actor.key)
    person = service.entities["person"]
    older = service.query(person).filter(person.age > 26).order_by(person.age.desc())
    assert [p.name for p in older] == ["O'Neil", "Dave", "Alice"]
    named = service.query(person).filter(person.name.startswith("O'N"))
    assert [(p.name, p.age) for p in named] == [("O'Neil", 40)]
    both = (
        service.query(person)
        .filter(person.kind == "b")
        .filter(person.active == True)  # noqa: E712
        .order_by(person.name.asc())
    )
    assert [p.name for p in both] == ["Dave"]
    assert service.query(person).filter(person.age == 25).count() == 2


def test_client_reads_one_entity_by_key(server: LiveServer, people: People) -> None:
    service = client(server, people.actor.key)
    person = service.entities["person"]
    eve = service.query(person).get(people.ids["Eve"])
    assert eve.name == "Eve"
    assert eve.age == 25


def test_client_filters_numbers_dates_datetimes_and_booleans(server: LiveServer, people: People) -> None:
    service = client(server, people.actor.key)
    person = service.entities["person"]
    assert isinstance(person.score, DecimalProperty)
    rich = service.query(person).filter(person.score > 2).order_by(person.score.asc())
    assert [(p.name, p.score) for p in rich] == [
        ("Bob", Decimal("2.5")),
        ("O'Neil", Decimal("3.25")),
        ("Eve", Decimal("10")),
    ]
    # python-odata types Edm.Date as a string property and quotes the literal
    older = service.query(person).filter(person.born < "1991-01-01")
    assert sorted(p.name for p in older) == ["Alice", "Dave", "O'Neil"]
    since = datetime(2024, 1, 1, 11, 0, tzinfo=UTC)
    recent = service.query(person).filter(person.seen > since)
    assert [p.name for p in recent] == ["Bob"]
    idle = service.query(person).filter(person.active == False)  # noqa: E712
    assert sorted(p.name for p in idle) == ["Bob", "Eve"]


@pytest.fixture
def small_pages(server: LiveServer) -> Iterator[LiveServer]:
    """A server on the same database that pages the feed two entities at a time."""
    settings = server.settings.model_copy(update={"odata_page_size": 2})
    with run_server(settings, server.database, RateLimiter("memory://")) as live:
        yield live


def test_client_follows_next_links_and_counts(small_pages: LiveServer, people: People) -> None:
    service = client(small_pages, people.actor.key)
    person = service.entities["person"]
    everyone = [p.name for p in service.query(person).order_by(person.age.asc())]
    assert sorted(everyone) == sorted(["Alice", "Bob", "O'Neil", "carol", "Dave", "Eve"])
    assert service.query(person).filter(person.kind == "a").count() == 2
    raw = people.actor.get("/odata/person", params={"$count": "true"})
    assert raw.json()["@odata.count"] == 6
