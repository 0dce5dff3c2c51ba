"""Server-driven paging: `@odata.nextLink` across 2,500 records, with `$top` and `$count`."""

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from tests.factories import Factory
from tests.odata.support import bulk_insert, define
from tests.support import Actor, LiveServer

TOTAL = 2500


@dataclass
class Big:
    """A tenant with TOTAL records of master `item`."""

    actor: Actor
    ids: list[str]


@pytest.fixture(scope="module")
def big(server: LiveServer) -> Iterator[Big]:
    """Seeds TOTAL records straight into the database."""
    factory = Factory(server)
    actor = factory.actor()
    define(actor, "item", [{"name": "n", "type": "integer"}, {"name": "tag", "type": "string"}])
    rows = [{"n": i, "tag": "even" if i % 2 == 0 else "odd"} for i in range(TOTAL)]
    yield Big(actor, bulk_insert(server, actor, "item", rows))
    factory.close()


def follow(actor: Actor, params: dict[str, str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Reads every page by following nextLink; returns the items and the page bodies."""
    response = actor.get("/odata/item", params=params)
    pages = []
    while True:
        assert response.status_code == 200, response.text
        body = response.json()
        pages.append(body)
        link = body.get("@odata.nextLink")
        if link is None:
            break
        assert link.startswith(str(actor.http.base_url).rstrip("/") + "/odata/item?")
        response = actor.http.get(link)
    return [item for page in pages for item in page["value"]], pages


def test_next_link_pages_through_everything(big: Big) -> None:
    items, pages = follow(big.actor, {})
    assert [len(p["value"]) for p in pages] == [1000, 1000, 500]
    assert [item["id"] for item in items] == big.ids


def test_next_link_keeps_filter_order_and_count(big: Big) -> None:
    items, pages = follow(
        big.actor,
        {"$filter": "tag eq 'odd' and n ge 10", "$orderby": "n desc", "$count": "true", "$select": "n"},
    )
    expected = [n for n in range(TOTAL - 1, 9, -1) if n % 2 == 1]
    assert [item["n"] for item in items] == expected
    assert [len(p["value"]) for p in pages] == [1000, len(expected) - 1000]
    assert all(p["@odata.count"] == len(expected) for p in pages)
    assert all(p["@odata.context"].endswith("#item(n)") for p in pages)


def test_smaller_top_wins(big: Big) -> None:
    items, pages = follow(big.actor, {"$top": "30", "$skip": "5"})
    assert len(pages) == 1
    assert [i["n"] for i in items] == list(range(5, 35))


def test_top_above_page_size_is_honoured_across_pages(big: Big) -> None:
    items, pages = follow(big.actor, {"$top": "1500", "$skip": "700"})
    assert [len(p["value"]) for p in pages] == [1000, 500]
    assert [i["n"] for i in items] == list(range(700, 2200))
    exact, pages = follow(big.actor, {"$top": "1000"})
    assert len(pages) == 1
    assert len(exact) == 1000


def test_count_of_everything(big: Big) -> None:
    body = big.actor.get("/odata/item", params={"$count": "true", "$top": "0"}).json()
    assert body["@odata.count"] == TOTAL
    assert body["value"] == []
    assert big.actor.get("/odata/item/$count").text == str(TOTAL)
