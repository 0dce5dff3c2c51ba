"""Fixtures of the OData tests: one tenant with a fixed data set per backend."""

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from tests.factories import Factory
from tests.odata.support import ALL_TYPES, create, define
from tests.support import Actor, LiveServer

PEOPLE: list[dict[str, Any]] = [
    {
        "name": "Alice",
        "note": "likes 100% cotton",
        "age": 30,
        "score": 1.5,
        "active": True,
        "born": "1990-05-01",
        "seen": "2024-01-01T10:00:00Z",
        "email": "alice@example.com",
        "site": "https://alice.example.com",
        "kind": "a",
    },
    {
        "name": "Bob",
        "note": "berlin_native",
        "age": 25,
        "score": 2.5,
        "active": False,
        "born": "1999-12-31",
        "seen": "2024-06-01T00:00:00Z",
        "email": "bob@example.org",
        "kind": "b",
    },
    {
        "name": "O'Neil",
        "note": "Dublin",
        "age": 40,
        "score": 3.25,
        "active": True,
        "born": "1984-02-29",
        "seen": "2023-12-31T23:59:59.500000Z",
        "kind": "a",
    },
    {"name": "carol", "score": -1, "kind": "c"},
    {
        "name": "Dave",
        "note": "Paris",
        "age": 35,
        "score": 0,
        "active": True,
        "born": "1990-05-01",
        "seen": "2024-01-01T12:00:00+02:00",
        "email": "dave@example.com",
        "kind": "b",
    },
    {"name": "Eve", "note": "rome", "age": 25, "score": 10, "active": False, "born": "2000-01-01"},
]


@dataclass
class People:
    """The fixed data set: an actor of its tenant and the record ids by name."""

    actor: Actor
    ids: dict[str, str]


@pytest.fixture(scope="module")
def people(server: LiveServer) -> Iterator[People]:
    """A tenant with master `person` (every field type) holding PEOPLE, plus one deleted record."""
    factory = Factory(server)
    actor = factory.actor()
    define(actor, "person", ALL_TYPES)
    ids = create(server, actor, "person", [*PEOPLE, {"name": "Ghost", "age": 99}])
    ghost = ids.pop()
    assert actor.delete(f"/masters/person/{ghost}").status_code == 200
    yield People(actor, {row["name"]: ids[i] for i, row in enumerate(PEOPLE)})
    factory.close()
