"""Field indexes: built and dropped with schema changes, and used (by the database's own plan)
for equality, ranges, `in`, `startswith` and sorting through REST lists, OData and `/excel`."""

import random
import re
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event, text

from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.db.search import FTS_FIRST_COUNT, fts_count_params
from mdm.definitions.repository import DefinitionRepository
from mdm.ratelimit.limiter import RateLimiter
from mdm.records import index_repository
from mdm.records.index_repository import FieldIndexRepository
from mdm.records.indexes import index_name, master_prefix
from tests.conftest import backend_url, make_settings
from tests.factories import Factory, define, field
from tests.support import Actor, LiveServer, run_server

MASTER = "gauge"
ROWS = 4000
WORDS = [
    "alpha",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliett",
    "kilo",
    "lima",
    "ねじ",
    "工具",
    "部品",
]


def _csv(count: int) -> bytes:
    """Builds an import file of realistic rows: unique codes, 200 categories, prices, dates."""
    rng = random.Random(5)
    lines = ["code,name,category,price,launched,stock"]
    for i in range(count):
        name = " ".join(rng.choice(WORDS) for _ in range(4))
        day = f"20{rng.randrange(10, 25)}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}"
        lines.append(f"{'ABCD'[i % 4]}{i:06d},{name},cat{i % 200},{rng.uniform(1, 1000):.2f},{day},{i % 97}")
    return ("\r\n".join(lines) + "\r\n").encode()


@pytest.fixture(scope="module")
def planned(
    backend: str, server: LiveServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[LiveServer]:
    """The server whose plans are checked. On SQLite a database of its own, as the embedded
    default runs: one tenant, statistics gathered (the shared test database holds hundreds of
    tiny tenants, whose statistics would tell SQLite's planner of a data set no one runs)."""
    if backend == "postgresql":
        yield server
        return
    data_dir = tmp_path_factory.mktemp("planned")
    settings = make_settings(data_dir, backend_url(backend, data_dir))
    database = Database(settings.resolved_database_url())
    upgrade(database)
    with run_server(settings, database, RateLimiter("memory://")) as live:
        yield live
    database.dispose()


@pytest.fixture(scope="module")
def gauges(planned: LiveServer) -> Iterator[Actor]:
    """A master with indexed fields and a few thousand records, its statistics gathered."""
    server = planned
    made = Factory(server)
    admin = made.actor()
    define(
        admin,
        MASTER,
        field("code", required=True, unique=True),
        field("name"),
        field("category", indexed=True),
        field("price", "number", indexed=True),
        field("launched", "date", indexed=True),
        field("stock", "integer"),
    )
    response = admin.post(
        f"/masters/{MASTER}/import", content=_csv(ROWS), headers={"Content-Type": "text/csv"}
    )
    assert response.status_code in (200, 201), response.text
    with server.database.engine.connect() as conn:  # as autovacuum or PRAGMA optimize would
        conn.exec_driver_sql("ANALYZE record")
        conn.commit()
    yield admin
    made.close()


@contextmanager
def captured(server: LiveServer) -> Iterator[list[tuple[str, Any]]]:
    """Collects the statements (with their parameters) that read the record table."""
    seen: list[tuple[str, Any]] = []

    def capture(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_args: Any) -> None:
        if re.search(r"\bFROM record\b", statement) and "count(" not in statement:
            seen.append((statement, parameters))

    event.listen(server.database.engine, "before_cursor_execute", capture)
    try:
        yield seen
    finally:
        event.remove(server.database.engine, "before_cursor_execute", capture)


def plan_of(server: LiveServer, statement: str, parameters: Any) -> str:
    """Returns the database's plan for a statement, as text."""
    postgresql = server.database.engine.dialect.name == "postgresql"
    with server.database.engine.connect() as conn:
        rows = conn.exec_driver_sql(
            ("EXPLAIN " if postgresql else "EXPLAIN QUERY PLAN ") + statement, parameters
        )
        return "\n".join(str(row[0] if postgresql else row[-1]) for row in rows)


def plans(server: LiveServer, actor: Actor, path: str, params: dict[str, str]) -> str:
    """Reads `path` with `params` and returns the plans of the record reads it ran."""
    with captured(server) as seen:
        response = actor.get(path, params=params)
        assert response.status_code == 200, response.text
    assert seen, "no read of the record table was seen"
    return "\n---\n".join(plan_of(server, s, p) for s, p in seen)


def index_of(name: str, kind: str) -> str:
    """Returns the name of a gauge field's index."""
    return index_name(MASTER, name, kind)


CASES = [
    ("eq on a unique field", {"filter": "code eq 'C000042'"}, ("code", "string")),
    ("eq", {"filter": "category eq 'cat17'"}, ("category", "string")),
    ("range and sort", {"filter": "price gt 990", "orderby": "price desc"}, ("price", "decimal")),
    ("in", {"filter": "category in ('cat3', 'cat150')", "orderby": "category"}, ("category", "string")),
    ("startswith", {"filter": "startswith(code, 'B00012')"}, ("code", "string")),
    ("sort alone", {"orderby": "launched"}, ("launched", "date")),
    ("date range", {"filter": "launched ge 2024-12-20", "orderby": "launched desc"}, ("launched", "date")),
]


@pytest.mark.parametrize(("case", "params", "target"), CASES, ids=[c[0] for c in CASES])
def test_rest_list_filters_and_sorts_use_the_field_index(
    planned: LiveServer, gauges: Actor, case: str, params: dict[str, str], target: tuple[str, str]
) -> None:
    plan = plans(planned, gauges, f"/masters/{MASTER}", {**params, "limit": "20"})
    assert index_of(*target) in plan, f"{case}: the plan does not use the index:\n{plan}"


@pytest.mark.parametrize(("case", "params", "target"), CASES, ids=[c[0] for c in CASES])
def test_odata_filters_and_sorts_use_the_field_index(
    planned: LiveServer, gauges: Actor, case: str, params: dict[str, str], target: tuple[str, str]
) -> None:
    odata = {f"${k}": v for k, v in params.items()} | {"$top": "20"}
    plan = plans(planned, gauges, f"/odata/{MASTER}", odata)
    assert index_of(*target) in plan, f"{case}: the plan does not use the index:\n{plan}"


def test_excel_filter_uses_the_field_index(planned: LiveServer, gauges: Actor) -> None:
    plan = plans(planned, gauges, f"/excel/{MASTER}", {"filter": "price lt 3", "orderby": "price"})
    assert index_of("price", "decimal") in plan, plan


def test_a_keyset_page_deep_in_the_sort_uses_the_index(planned: LiveServer, gauges: Actor) -> None:
    page = gauges.get(f"/masters/{MASTER}", params={"orderby": "price desc", "limit": "1000"}).json()
    after = gauges.get(
        f"/masters/{MASTER}", params={"orderby": "price desc", "limit": "1000", "after": page["next"]}
    ).json()
    assert after["next"]
    plan = plans(
        planned,
        gauges,
        f"/masters/{MASTER}",
        {"orderby": "price desc", "limit": "20", "after": after["next"]},
    )
    assert index_of("price", "decimal") in plan, plan


def test_results_through_the_index_are_right(gauges: Actor) -> None:
    found = gauges.get(f"/masters/{MASTER}", params={"filter": "startswith(code, 'B00012')"}).json()
    codes = sorted(r["data"]["code"] for r in found["items"])
    assert codes == [f"B{i:06d}" for i in range(120, 130) if i % 4 == 1]
    assert found["total"] == len(codes)
    top = gauges.get(f"/masters/{MASTER}", params={"orderby": "price desc", "limit": "5"}).json()
    prices = [r["data"]["price"] for r in top["items"]]
    assert prices == sorted(prices, reverse=True)


def test_schema_changes_build_and_drop_indexes(server: LiveServer, admin: Actor) -> None:
    master = "ledger_entry"
    definition = define(admin, master, field("ref", unique=True), field("amount", "number"))
    repo = FieldIndexRepository(server.database.engine)
    assert set(repo.existing(master_prefix(master))) == {index_name(master, "ref", "string")}
    fields = [*definition["schema"]["fields"][:1], field("amount", "number", indexed=True)]
    body = {"master_type_label": "Ledger", "schema": {"fields": fields}}
    assert admin.put(f"/definitions/{master}", json=body).status_code == 200
    assert set(repo.existing(master_prefix(master))) == {
        index_name(master, "ref", "string"),
        index_name(master, "amount", "decimal"),
    }
    body = {"master_type_label": "Ledger", "schema": {"fields": [field("ref"), field("amount", "integer")]}}
    assert admin.put(f"/definitions/{master}", json=body).status_code == 200
    assert repo.existing(master_prefix(master)) == {}
    body = {
        "master_type_label": "Ledger",
        "schema": {"fields": [field("ref"), field("amount", "integer", indexed=True)]},
    }
    assert admin.put(f"/definitions/{master}", json=body).status_code == 200
    assert set(repo.existing(master_prefix(master))) == {index_name(master, "amount", "int")}
    assert admin.delete(f"/definitions/{master}").status_code == 200
    assert repo.existing(master_prefix(master)) == {}


def test_a_build_behind_an_open_transaction_finishes_in_the_background(
    server: LiveServer, admin: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A schema change made while another transaction stays open answers once the build's wait is
    up, and the index is built as soon as that transaction ends (not at the next start)."""
    if server.database.engine.dialect.name != "postgresql":
        pytest.skip("SQLite builds an index inside the schema change's own write")
    monkeypatch.setattr(index_repository, "BUILD_WAIT", "1s")
    # a master type of its own: an index serves every tenant that defines the type
    master, repo = f"meter_{uuid.uuid4().hex[:8]}", FieldIndexRepository(server.database.engine)
    name = index_name(master, "meter", "string")
    open_elsewhere = server.database.session()
    try:
        DefinitionRepository(open_elsewhere, admin.tenant_id).all()  # a transaction left open
        define(admin, master, field("meter", unique=True))
        assert repo.existing(master_prefix(master)).get(name) is not True
    finally:
        open_elsewhere.rollback()
        open_elsewhere.close()
    deadline = time.monotonic() + 60
    while repo.existing(master_prefix(master)).get(name) is not True and time.monotonic() < deadline:
        time.sleep(0.1)
    assert repo.existing(master_prefix(master)) == {name: True}
    assert admin.delete(f"/definitions/{master}").status_code == 200
    assert repo.existing(master_prefix(master)) == {}


def test_an_indexed_field_refuses_text_too_long_for_an_index(admin: Actor) -> None:
    define(admin, "tagged", field("tag", indexed=True), field("note"))
    too_long = "ねじ" * 400  # 2,400 bytes of UTF-8
    response = admin.post("/masters/tagged", json={"data": {"tag": too_long}})
    assert response.status_code == 400
    assert "2000 bytes" in response.text
    assert admin.post("/masters/tagged", json={"data": {"tag": "ok", "note": too_long}}).status_code == 201


def sorts_rows(plan: str) -> bool:
    """Tells whether a plan sorts rows itself instead of reading them in an index's order."""
    return bool(re.search(r"(?<!Incremental )\bSort\b|TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY", plan))


@pytest.mark.parametrize(
    ("path", "params"),
    [
        (f"/masters/{MASTER}", {"limit": "20"}),
        (f"/masters/{MASTER}", {"orderby": "launched desc", "limit": "20"}),
        (f"/odata/{MASTER}", {"$top": "20"}),
        (f"/odata/{MASTER}", {"$orderby": "price", "$top": "20"}),
        (f"/excel/{MASTER}", {"limit": "20"}),
    ],
    ids=["rest default", "rest field desc", "odata default", "odata field", "excel default"],
)
def test_pages_are_read_in_index_order_without_sorting(
    planned: LiveServer, gauges: Actor, path: str, params: dict[str, str]
) -> None:
    plan = plans(planned, gauges, path, params)
    assert not sorts_rows(plan), f"the plan sorts the master:\n{plan}"


@pytest.mark.parametrize(
    ("path", "params"),
    [
        (f"/masters/{MASTER}", {"search": "foxtrot golf"}),
        (f"/odata/{MASTER}", {"$search": "工具 ねじ"}),
    ],
    ids=["rest", "odata"],
)
def test_search_reads_the_full_text_index_on_sqlite(
    planned: LiveServer, gauges: Actor, path: str, params: dict[str, str]
) -> None:
    if planned.database.engine.dialect.name == "postgresql":
        # PostgreSQL reads its trigram index once a tenant's master is large (bench: scaling);
        # at a few thousand records its planner rightly prefers the tenant's own range.
        pytest.skip("the trigram index's use on PostgreSQL is measured, not planned, at this size")
    plan = plans(planned, gauges, path, params)
    assert "record_fts" in plan, f"the search does not read the text index:\n{plan}"


def test_a_search_count_reads_the_text_index_first_on_sqlite(planned: LiveServer, gauges: Actor) -> None:
    if planned.database.engine.dialect.name == "postgresql":
        pytest.skip("the CROSS JOIN count is SQLite's; PostgreSQL counts through its trigram index")
    params = fts_count_params(gauges.tenant_id, MASTER, "foxtrot golf")
    with planned.database.engine.connect() as conn:
        rows = conn.execute(text("EXPLAIN QUERY PLAN " + str(FTS_FIRST_COUNT)), params)
        plan = [str(row[-1]) for row in rows]
    assert plan[0].startswith("SCAN record_fts"), plan
    assert "USING INTEGER PRIMARY KEY" in plan[1], plan
    total = gauges.get(f"/masters/{MASTER}", params={"search": "foxtrot golf"}).json()["total"]
    with planned.database.engine.connect() as conn:
        assert conn.execute(FTS_FIRST_COUNT, params).scalar() == total


@pytest.mark.parametrize(
    ("path", "params"),
    [
        (f"/masters/{MASTER}", {"search": "c000042", "limit": "20"}),
        (f"/odata/{MASTER}", {"$search": "c000042", "$top": "20"}),
    ],
    ids=["rest", "odata"],
)
def test_a_rare_search_term_reads_its_matches_instead_of_walking_the_master_on_sqlite(
    planned: LiveServer, gauges: Actor, path: str, params: dict[str, str]
) -> None:
    if planned.database.engine.dialect.name == "postgresql":
        pytest.skip("reading the matches first is SQLite's plan; PostgreSQL's trigram index serves both")
    plan = plans(planned, gauges, path, params)
    page = plan.split("\n---\n")[-1]
    assert "USING INTEGER PRIMARY KEY" in page, plan
    assert "ix_record_live" not in page, plan


def test_a_search_read_from_its_matches_pages_through_each_once(planned: LiveServer, gauges: Actor) -> None:
    seen, after, total = [], None, None
    while True:
        params = {"search": "B0000", "limit": "4", **({"after": after} if after else {})}
        body = gauges.get(f"/masters/{MASTER}", params=params).json()
        total = body["total"]
        seen += [item["data"]["code"] for item in body["items"]]
        after = body.get("next")
        if not after:
            break
    expected = [f"B{i:06d}" for i in range(ROWS) if i % 4 == 1 and "B0000" in f"B{i:06d}"]
    assert sorted(seen) == sorted(expected)
    assert total == len(expected) > 4
