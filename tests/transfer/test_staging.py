"""A writing import on SQLite validates and stages its rows without the database's write lock, so
other writers go on meanwhile, and publishes them under the lock after checking what those
writers changed."""

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from mdm.core.errors import Conflict
from mdm.files.storage import storage_for
from mdm.records.service import Actor as RecordsActor
from mdm.transfer.schemas import ImportReport
from mdm.transfer.service import import_csv
from tests.factories import Factory, create, define, field, product_master
from tests.support import Actor, LiveServer, principal_of
from tests.transfer.support import all_records, to_csv

WORDS = ["蝶番", "hinge", "ネジ", "bracket", "座金", "washer", "spring", "ボルト"]


@pytest.fixture
def sqlite_only(backend: str) -> None:
    """Staging is how SQLite, with its one write lock, lets others write during an import."""
    if backend != "sqlite":
        pytest.skip("staged imports are SQLite's; PostgreSQL locks only the rows an import writes")


def product_rows(count: int, *, start: int = 0) -> list[list[str]]:
    """Builds product rows with a header, of random-ish words."""
    return [["sku", "name"]] + [
        [f"SKU-{n:06d}", f"{WORDS[n % 8]} {WORDS[(n * 7) % 8]} {n}"] for n in range(start, start + count)
    ]


def run_import(
    server: LiveServer,
    actor: Actor,
    master_type: str,
    rows: list[list[str]],
    on_batch: Callable[[], None],
    **options: Any,
) -> ImportReport:
    """Imports rows through the service in one request-like transaction, calling back after batch 1."""
    calls: Iterator[int] = iter(range(1_000_000))

    def progress(_done: int) -> None:
        if next(calls) == 0:
            on_batch()

    session = server.database.session(write=True)
    try:
        outcome = import_csv(
            session,
            actor=RecordsActor(principal_of(actor)),
            master_type=master_type,
            source=to_csv(rows).encode(),
            key=options.get("key"),
            on_error=options.get("on_error", "fail"),
            dry_run=False,
            storage=storage_for(server.settings),
            progress=progress,
        )
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()
    assert isinstance(outcome, ImportReport)
    return outcome


def test_others_write_while_an_import_validates(
    sqlite_only: None, server: LiveServer, factory: Factory
) -> None:
    importer, other = factory.actor(), factory.actor()
    product_master(importer)
    product_master(other)
    answers: list[int] = []

    def other_tenant_writes() -> None:
        answers.append(
            other.post("/masters/product", json={"data": {"sku": "X-1", "name": "待たない"}}).status_code
        )
        answers.append(
            importer.post(
                "/masters/product", json={"data": {"sku": "MINE", "name": "same tenant"}}
            ).status_code
        )

    report = run_import(server, importer, "product", product_rows(5000), other_tenant_writes)
    assert answers == [201, 201]
    assert report.created == 5000
    assert len(all_records(importer, "product")) == 5001
    imported = next(r for r in all_records(importer, "product") if r["data"]["sku"] == "SKU-004999")
    history = importer.get(f"/masters/product/{imported['id']}/history").json()
    assert [entry["operation"] for entry in history["items"]] == ["import"]


def test_a_value_taken_meanwhile_refuses_the_whole_import(
    sqlite_only: None, server: LiveServer, factory: Factory
) -> None:
    actor = factory.actor()
    product_master(actor)

    def take_a_staged_value() -> None:
        assert (
            actor.post("/masters/product", json={"data": {"sku": "SKU-000007", "name": "先"}}).status_code
            == 201
        )

    with pytest.raises(Conflict, match="taken by a concurrent change"):
        run_import(server, actor, "product", product_rows(3000), take_a_staged_value)
    assert [r["data"]["sku"] for r in all_records(actor, "product")] == ["SKU-000007"]


def test_a_record_changed_meanwhile_refuses_the_whole_import(
    sqlite_only: None, server: LiveServer, factory: Factory
) -> None:
    actor = factory.actor()
    product_master(actor)
    stored = create(actor, "product", sku="SKU-000001", name="before")
    rows = product_rows(3000)

    def change_it() -> None:
        assert (
            actor.patch(f"/masters/product/{stored['id']}", json={"data": {"name": "meanwhile"}}).status_code
            == 200
        )

    with pytest.raises(Conflict, match="changed meanwhile"):
        run_import(server, actor, "product", rows, change_it, key="sku")
    [kept] = all_records(actor, "product")
    assert (kept["data"]["name"], kept["version"]) == ("meanwhile", 2)


def test_a_reference_deleted_meanwhile_refuses_the_whole_import(
    sqlite_only: None, server: LiveServer, factory: Factory
) -> None:
    actor = factory.actor()
    define(actor, "maker", field("code", required=True, unique=True))
    maker = create(actor, "maker", code="M-1")
    define(
        actor,
        "part",
        field("code", required=True, unique=True),
        field("maker", "reference", reference="maker"),
    )
    rows = [["code", "maker"]] + [[f"P-{n}", maker["id"]] for n in range(2500)]

    def delete_the_maker() -> None:
        assert actor.delete(f"/masters/maker/{maker['id']}").status_code == 200

    with pytest.raises(Conflict, match="deleted during the import"):
        run_import(server, actor, "part", rows, delete_the_maker)
    assert all_records(actor, "part") == []


def test_a_staged_import_updates_by_key_and_moves_unique_values(
    sqlite_only: None, server: LiveServer, factory: Factory
) -> None:
    actor = factory.actor()
    define(actor, "code", field("code", required=True, unique=True), field("alias", unique=True))
    first = create(actor, "code", code="A", alias="alpha")
    rows = (
        [["code", "alias"], ["A", "beta"]]
        + [[f"C-{n}", f"alias-{n}"] for n in range(2500)]
        + [["Z", "alpha"]]
    )
    report = run_import(server, actor, "code", rows, lambda: None, key="code", on_error="skip")
    assert (report.created, report.updated, report.failed) == (2500, 1, 1)
    assert report.errors[0].message.startswith("value 'alpha' is given up by row 2")
    updated = actor.get(f"/masters/code/{first['id']}").json()
    assert (updated["data"]["alias"], updated["version"]) == ("beta", 2)
    assert actor.post("/masters/code", json={"data": {"code": "N", "alias": "alpha"}}).status_code == 201
    assert actor.post("/masters/code", json={"data": {"code": "M", "alias": "beta"}}).status_code == 400
