"""Field statistics of large masters: computed in the background, stored with `stats_as_of`,
exact as of that time, computed again after the master changes, one process at a time."""

import random
import threading
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest

from mdm.catalog.refresh import refresh
from mdm.catalog.repository import CatalogRepository
from mdm.core.time import utcnow
from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from tests.catalog.test_router import create, define, profile
from tests.conftest import backend_url, make_settings
from tests.factories import Factory
from tests.support import Actor, LiveServer, run_server

WORDS = ["Schraube", "Mutter", "ボルト", "ナット", "washer", "bracket", "hinge", "spring", "工具"]


@pytest.fixture(scope="module")
def profiled(backend: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server that treats every master as large (profiled in the background, at once)."""
    data_dir = tmp_path_factory.mktemp("profiled")
    settings = make_settings(
        data_dir, backend_url(backend, data_dir), catalog_exact_limit=0, catalog_refresh_seconds=0
    )
    database = Database(settings.resolved_database_url())
    upgrade(database)
    with run_server(settings, database, RateLimiter("memory://")) as live:
        yield live
    database.dispose()


@pytest.fixture
def steward(profiled: LiveServer) -> Iterator[Actor]:
    """An admin of a fresh tenant on the profiling server, with a master of parts."""
    made = Factory(profiled)
    actor = made.actor()
    define(
        actor,
        "part",
        [
            {"name": "code", "required": True, "unique": True},
            {"name": "name"},
            {"name": "weight", "type": "number"},
        ],
    )
    yield actor
    made.close()


def until(check: Callable[[], dict[str, Any] | None], timeout: float = 30.0) -> dict[str, Any]:
    """Polls `check` until it returns a value."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found is not None:
            return found
        time.sleep(0.05)
    raise AssertionError("the statistics were not computed in time")


def computed_after(actor: Actor, moment: str | None) -> Callable[[], dict[str, Any] | None]:
    """A check that reads the catalog entry and answers it once its statistics are newer than `moment`."""

    def check() -> dict[str, Any] | None:
        detail = actor.get("/catalog/part").json()
        as_of = detail["stats_as_of"]
        return detail if as_of is not None and (moment is None or as_of > moment) else None

    return check


def test_statistics_arrive_in_the_background_exact_as_of_their_time(steward: Actor) -> None:
    rng = random.Random(12)
    names = [" ".join(rng.choice(WORDS) for _ in range(3)) for _ in range(40)]
    for i, name in enumerate(names):
        create(steward, "part", code=f"T-{i:04d}", name=name, **({"weight": i % 7} if i % 3 else {}))
    first = steward.get("/catalog/part").json()
    assert first["record_count"] == 40  # the size is a live counter, never stale
    if first["stats_as_of"] is None:  # the first computation is under way: no counts to show yet
        assert {f["value_count"] for f in first["fields"]} == {None}
    detail = until(computed_after(steward, None))
    assert profile(detail) == {
        "code": (40, 1.0, 40),
        "name": (40, 1.0, len(set(names))),
        "weight": (26, 26 / 40, 7),
    }


def test_a_change_brings_new_statistics(steward: Actor) -> None:
    ids = [create(steward, "part", code=f"C-{i}", name="ナット") for i in range(5)]
    before = until(computed_after(steward, None))
    assert profile(before)["code"] == (5, 1.0, 5)
    assert steward.delete(f"/masters/part/{ids[0]}").status_code == 200
    create(steward, "part", code="C-9", name="hinge", weight=2.5)
    create(steward, "part", code="C-10", name="hinge")
    after = until(lambda: d if profile(d := steward.get("/catalog/part").json())["code"][0] == 6 else None)
    assert after["stats_as_of"] > before["stats_as_of"]
    assert profile(after) == {"code": (6, 1.0, 6), "name": (6, 1.0, 2), "weight": (1, 1 / 6, 1)}


def test_one_process_computes_at_a_time(profiled: LiveServer, steward: Actor) -> None:
    create(steward, "part", code="X-1")
    until(computed_after(steward, None))
    tenant = steward.tenant_id
    now = utcnow()
    later = now + timedelta(days=1)
    with profiled.database.transaction() as session:  # another process holds a fresh claim
        assert CatalogRepository(session, tenant).claim_refresh("part", now=now, until=later)
    assert refresh(profiled.database.engine, tenant, "part", ["code"]) is False
    with profiled.database.transaction() as session:  # its claim expired: the next one may
        assert CatalogRepository(session, tenant).claim_refresh(
            "part", now=later + timedelta(seconds=1), until=now
        )
    assert refresh(profiled.database.engine, tenant, "part", ["code"]) is True


def test_a_first_claim_made_at_the_same_moment_is_lost_not_raised(
    profiled: LiveServer, steward: Actor
) -> None:
    tenant = steward.tenant_id
    now = utcnow()
    later = now + timedelta(minutes=5)
    second: list[bool | BaseException] = []

    def claim() -> None:
        """Claims the same new master from another process, while the first claim is not committed."""
        try:
            with profiled.database.transaction() as session:
                second.append(
                    CatalogRepository(session, tenant).claim_refresh("carrier", now=now, until=later)
                )
        except BaseException as exc:  # the thread's failure is the test's finding
            second.append(exc)

    with profiled.database.transaction() as session:
        assert CatalogRepository(session, tenant).claim_refresh("carrier", now=now, until=later)
        other = threading.Thread(target=claim)
        other.start()
        time.sleep(0.5)  # the other claim finds no row yet and waits on this one's
    other.join(timeout=30)
    assert second == [False]


def test_other_tenants_statistics_stay_apart(profiled: LiveServer, steward: Actor) -> None:
    create(steward, "part", code="S-1", name="spring")
    made = Factory(profiled)
    try:
        other = made.actor()
        define(other, "part", [{"name": "code", "unique": True}, {"name": "name"}])
        for i in range(3):
            create(other, "part", code=f"O-{i}", name="bracket")
        mine = until(computed_after(steward, None))
        theirs = until(computed_after(other, None))
        assert profile(mine)["code"] == (1, 1.0, 1)
        assert profile(theirs)["code"] == (3, 1.0, 3)
    finally:
        made.close()


def test_stale_references_are_counted_with_the_statistics(steward: Actor) -> None:
    define(steward, "bin", [{"name": "label", "unique": True}])
    bin_id = create(steward, "bin", label="Regal 7")
    define(
        steward,
        "slot",
        [{"name": "code", "unique": True}, {"name": "bin", "type": "reference", "reference": "bin"}],
    )
    create(steward, "slot", code="S-1", bin=bin_id)
    create(steward, "slot", code="S-2")

    def profiled() -> dict[str, Any] | None:
        detail = steward.get("/catalog/slot").json()
        return detail if detail["stats_as_of"] is not None else None

    detail = until(profiled)
    assert detail["references"] == [
        {"master_type": "bin", "field": "bin", "on_delete": "restrict", "stale": 0}
    ]
    assert profile(detail)["bin"] == (1, 0.5, 1)
