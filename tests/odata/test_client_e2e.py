"""A third-party OData client (`python-odata`) reads `$metadata` and queries the running server."""

import requests
from odata import ODataService

from tests.odata.conftest import People
from tests.support import LiveServer


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
