"""Imports as jobs (the console's): a check keeps its file, an import runs once, and a file
checked but never imported is removed after a day."""

import io
import time
from datetime import timedelta

import pytest

from mdm.core.errors import BadRequest, Conflict, Forbidden
from mdm.core.time import utcnow
from mdm.db.enums import Role
from mdm.files.storage import storage_for
from mdm.jobs.repository import JobRepository
from mdm.records import service as records
from mdm.records.service import Actor
from mdm.transfer import jobs
from tests.factories import define_in, field, principal_in
from tests.support import LiveServer

CSV = "code,name\nJ-1,湯呑み 有田焼\nJ-2,harbour lantern\n"


def _wait(server: LiveServer, tenant_id: str, job_id: str) -> dict[str, object]:
    """Waits for a job to end and returns its state."""
    deadline = time.monotonic() + 30
    while True:
        with server.database.transaction(write=False) as session:
            job = JobRepository(session, tenant_id).get(job_id)
            assert job is not None
            if job.status not in ("queued", "running"):
                return {"status": job.status, "result": job.result, "error": job.error, "params": job.params}
        assert time.monotonic() < deadline
        time.sleep(0.05)


def test_a_check_then_one_import(server: LiveServer) -> None:
    storage = storage_for(server.settings)
    with server.database.transaction() as session:
        owner = principal_in(session)
        colleague = principal_in(session, role=Role.STEWARD, tenant_id=owner.tenant_id)
        define_in(session, owner, "teaware", field("code", required=True, unique=True), field("name"))
        check = jobs.start_check(
            session,
            actor=Actor(owner),
            master_type="teaware",
            source=io.BytesIO(CSV.encode()),
            filename="teaware.csv",
            key="code",
            on_error="fail",
            storage=storage,
        )
    checked = _wait(server, owner.tenant_id, check.id)
    assert checked["status"] == "succeeded"
    assert checked["result"] == {
        "created": 2, "updated": 0, "unchanged": 0, "failed": 0, "errors": [], "errors_total": 0,
        "delimiter": ",", "encoding": "utf-8",
    }  # fmt: skip
    with server.database.transaction() as session, pytest.raises(Forbidden):
        jobs.start_apply(session, principal=colleague, check_id=check.id, storage=storage)
    with server.database.transaction() as session:
        applied = jobs.start_apply(session, principal=owner, check_id=check.id, storage=storage)
    done = _wait(server, owner.tenant_id, applied.id)
    assert done["status"] == "succeeded"
    assert done["result"]["created"] == 2  # type: ignore[index]
    with server.database.transaction() as session, pytest.raises(Conflict, match="imported already"):
        jobs.start_apply(session, principal=owner, check_id=check.id, storage=storage)
    key = checked["params"]["file"]["storage_key"]  # type: ignore[index]
    with pytest.raises(FileNotFoundError):
        list(storage.open(key))  # an import's file goes once it ran


def test_a_file_the_master_cannot_take_is_refused_before_it_is_kept(server: LiveServer) -> None:
    storage = storage_for(server.settings)
    with server.database.transaction() as session:
        owner = principal_in(session)
        define_in(session, owner, "teaware", field("code"))
    with server.database.transaction() as session, pytest.raises(BadRequest, match="Unknown columns"):
        jobs.start_check(
            session,
            actor=Actor(owner),
            master_type="teaware",
            source=io.BytesIO(b"code,glaze\nJ-1,celadon\n"),
            filename="x.csv",
            key=None,
            on_error="fail",
            storage=storage,
        )


def test_a_check_never_imported_is_removed_after_a_day(server: LiveServer) -> None:
    storage = storage_for(server.settings)

    def check() -> str:
        with server.database.transaction() as session:
            made = jobs.start_check(
                session,
                actor=Actor(owner),
                master_type="teaware",
                source=io.BytesIO(CSV.encode()),
                filename="teaware.csv",
                key=None,
                on_error="fail",
                storage=storage,
            )
            return made.id

    with server.database.transaction() as session:
        owner = principal_in(session)
        define_in(session, owner, "teaware", field("code"), field("name"))
    old = check()
    state = _wait(server, owner.tenant_id, old)
    key = state["params"]["file"]["storage_key"]  # type: ignore[index]
    assert b"".join(storage.open(key)) == CSV.encode()
    with server.database.transaction() as session:
        JobRepository(session, owner.tenant_id).set_state(old, {"created_at": utcnow() - timedelta(days=2)})
    _wait(server, owner.tenant_id, check())
    with server.database.transaction(write=False) as session:
        assert JobRepository(session, owner.tenant_id).get(old) is None
    with pytest.raises(FileNotFoundError):
        list(storage.open(key))


def test_rows_made_invalid_since_the_check_refuse_the_import(server: LiveServer) -> None:
    storage = storage_for(server.settings)
    with server.database.transaction() as session:
        owner = principal_in(session)
        define_in(session, owner, "teaware", field("code", required=True, unique=True), field("name"))
        check = jobs.start_check(
            session,
            actor=Actor(owner),
            master_type="teaware",
            source=io.BytesIO(CSV.encode()),
            filename="teaware.csv",
            key=None,
            on_error="fail",
            storage=storage,
        )
    assert _wait(server, owner.tenant_id, check.id)["status"] == "succeeded"
    with server.database.transaction() as session:
        data = {"code": "J-2", "name": "先に登録された湯呑み"}
        records.create_record(session, actor=Actor(owner), master_type="teaware", data=data)
    with server.database.transaction() as session:
        applied = jobs.start_apply(session, principal=owner, check_id=check.id, storage=storage)
    done = _wait(server, owner.tenant_id, applied.id)
    assert done["status"] == "failed"
    assert done["error"] == "Nothing was imported: 1 row(s) are invalid now (see below)"
    assert done["result"]["errors"][0]["row"] == 3  # type: ignore[index]
    with server.database.transaction(write=False) as session:
        assert JobRepository(session, owner.tenant_id).get(applied.id) is not None
