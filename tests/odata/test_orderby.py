"""`$orderby`, `$top` and `$skip` over the fixed data set."""

from tests.odata.conftest import People
from tests.odata.support import values


def test_single_key_ascending_puts_null_first(people: People) -> None:
    assert values(people.actor, "person", orderby="age") == ["carol", "Bob", "Eve", "Alice", "Dave", "O'Neil"]
    assert values(people.actor, "person", orderby="age asc") == values(people.actor, "person", orderby="age")


def test_single_key_descending_puts_null_last(people: People) -> None:
    # Ties follow the last sort key's direction: newest first under `desc` (one index serves it).
    assert values(people.actor, "person", orderby="age desc") == [
        "O'Neil",
        "Dave",
        "Alice",
        "Eve",
        "Bob",
        "carol",
    ]


def test_multi_key_ordering(people: People) -> None:
    assert values(people.actor, "person", orderby="age desc,name desc") == [
        "O'Neil",
        "Dave",
        "Alice",
        "Eve",
        "Bob",
        "carol",
    ]
    assert values(people.actor, "person", orderby="active desc, born asc,name") == [
        "O'Neil",
        "Alice",
        "Dave",
        "Bob",
        "Eve",
        "carol",
    ]
    assert values(people.actor, "person", orderby="kind,score desc") == [
        "Eve",
        "O'Neil",
        "Alice",
        "Bob",
        "Dave",
        "carol",
    ]


def test_ties_keep_creation_order(people: People) -> None:
    assert values(people.actor, "person", orderby="age", filter="age eq 25") == ["Bob", "Eve"]
    assert values(people.actor, "person", orderby="age desc", filter="age eq 25") == ["Eve", "Bob"]
    assert values(people.actor, "person") == ["Alice", "Bob", "O'Neil", "carol", "Dave", "Eve"]


def test_order_by_types(people: People) -> None:
    assert values(people.actor, "person", orderby="name") == [
        "Alice",
        "Bob",
        "Dave",
        "Eve",
        "O'Neil",
        "carol",
    ]
    assert values(people.actor, "person", orderby="score desc") == [
        "Eve",
        "O'Neil",
        "Bob",
        "Alice",
        "Dave",
        "carol",
    ]
    assert values(people.actor, "person", orderby="seen desc", filter="seen ne null") == [
        "Bob",
        "Dave",  # the same instant as Alice's, in another offset: a tie, newest first
        "Alice",
        "O'Neil",
    ]


def test_order_by_expressions(people: People) -> None:
    assert values(people.actor, "person", orderby="tolower(name)") == [
        "Alice",
        "Bob",
        "carol",
        "Dave",
        "Eve",
        "O'Neil",
    ]
    assert values(people.actor, "person", orderby="length(name) desc,name") == [
        "O'Neil",
        "Alice",
        "carol",
        "Dave",
        "Bob",
        "Eve",
    ]
    assert values(people.actor, "person", orderby="score ge age desc,name", filter="age ne null") == [
        "Alice",
        "Bob",
        "Dave",
        "Eve",
        "O'Neil",
    ]


def test_top_and_skip(people: People) -> None:
    ordered = values(people.actor, "person", orderby="name")
    assert values(people.actor, "person", orderby="name", top=2) == ordered[:2]
    assert values(people.actor, "person", orderby="name", skip=2, top=3) == ordered[2:5]
    assert values(people.actor, "person", orderby="name", skip=5) == ordered[5:]
    assert values(people.actor, "person", skip=50) == []
    assert values(people.actor, "person", top=0) == []
