"""Keyset paging: REST `next`/`after`, `/excel` likewise and OData `$skiptoken` nextLinks visit
every record exactly once, in the order of one full read, with nulls and ties in the sort key,
and while other clients insert and delete."""

import random
import threading
from typing import Any

import pytest

from tests.factories import create, define, field
from tests.support import Actor

WORDS = ["Schraube", "Mutter", "Scheibe", "ねじ", "ボルト", "washer", "bracket", "hinge", "工具", "clamp"]


@pytest.fixture
def parts(admin: Actor) -> Actor:
    """A master of 150 parts; `rank` has ties and nulls, `weight` is indexed."""
    define(
        admin,
        "part",
        field("code", unique=True),
        field("rank", "integer"),
        field("weight", "number", indexed=True),
    )
    rng = random.Random(3)
    csv = ["code,rank,weight"]
    for i in range(150):
        rank = "" if i % 7 == 0 else str(rng.randrange(10))
        csv.append(f"{rng.choice(WORDS)}-{i:04d},{rank},{rng.randrange(1, 40) / 4}")
    response = admin.post(
        "/masters/part/import", content="\r\n".join(csv).encode(), headers={"Content-Type": "text/csv"}
    )
    assert response.status_code in (200, 201), response.text
    return admin


def walk(actor: Actor, path: str, params: dict[str, str]) -> list[str]:
    """Reads every page by cursor; returns the ids in the order read."""
    ids: list[str] = []
    cursor = None
    while True:
        body = actor.get(path, params={**params, **({"after": cursor} if cursor else {})}).json()
        ids += [item["id"] for item in body["items"]]
        cursor = body["next"]
        if cursor is None:
            return ids


def walk_odata(actor: Actor, params: dict[str, str]) -> list[str]:
    """Follows the feed's nextLinks; returns the ids in the order read."""
    ids: list[str] = []
    body: dict[str, Any] = actor.get("/odata/part", params=params).json()
    while True:
        ids += [item["id"] for item in body["value"]]
        link = body.get("@odata.nextLink")
        if link is None:
            return ids
        assert "$skiptoken=" in link
        assert "$skip=" not in link
        body = actor.http.get(link).json()


@pytest.mark.parametrize(
    "orderby", [None, "rank", "rank desc", "weight desc", "rank desc,code", "rank,weight desc"]
)
def test_cursor_pages_match_one_full_read(parts: Actor, orderby: str | None) -> None:
    params = {"orderby": orderby} if orderby else {}
    full = [r["id"] for r in parts.get("/masters/part", params={**params, "limit": "1000"}).json()["items"]]
    assert len(full) == 150
    assert walk(parts, "/masters/part", {**params, "limit": "13"}) == full
    assert walk(parts, "/excel/part", {**params, "limit": "17"}) == full
    odata = {"$orderby": orderby} if orderby else {}
    assert walk_odata(parts, {**odata, "$top": "1000"}) == full  # one page: the page size is larger
    assert len(walk_odata(parts, odata)) == 150


def test_odata_pages_by_skiptoken_with_a_small_page_size(parts: Actor) -> None:
    full = [
        r["id"]
        for r in parts.get("/masters/part", params={"orderby": "rank desc", "limit": "1000"}).json()["items"]
    ]
    ids: list[str] = []
    body = parts.get("/odata/part", params={"$orderby": "rank desc", "$top": "40", "$count": "true"}).json()
    assert body["@odata.count"] == 150
    ids += [item["id"] for item in body["value"]]
    assert ids == full[:40]


def test_cursor_visits_each_record_once_while_others_write(parts: Actor) -> None:
    before = {r["id"] for r in parts.get("/masters/part", params={"limit": "1000"}).json()["items"]}
    doomed = sorted(before)[::10]
    stop = threading.Event()

    def churn() -> None:
        n = 0
        while not stop.is_set():
            create(parts, "part", code=f"neu-{n}", rank=n % 5, weight=1.5)
            if n < len(doomed):
                parts.delete(f"/masters/part/{doomed[n]}")
            n += 1

    writer = threading.Thread(target=churn)
    writer.start()
    try:
        seen = walk(parts, "/masters/part", {"orderby": "rank", "limit": "7"})
    finally:
        stop.set()
        writer.join()
    assert len(seen) == len(set(seen)), "a record was read twice"
    untouched = before - set(doomed)
    assert untouched <= set(seen), "a record that stayed was skipped"


def test_a_foreign_or_altered_cursor_is_refused(parts: Actor) -> None:
    cursor = parts.get("/masters/part", params={"orderby": "rank", "limit": "5"}).json()["next"]
    other = parts.get("/masters/part", params={"orderby": "weight", "after": cursor})
    assert other.status_code == 400
    assert "another query" in other.json()["detail"]
    junk = parts.get("/masters/part", params={"after": "not-a-cursor!"})
    assert junk.status_code == 400
    assert "after" in junk.json()["detail"]
    bad = parts.get("/odata/part", params={"$skiptoken": "eyJ4Ijo"})
    assert bad.status_code == 400
    assert bad.json()["error"]["message"].startswith("$skiptoken")
