"""Imports in the background, as the console runs them: the uploaded file is kept in file
storage, checked by a dry run, then imported, each step a job whose progress a page follows.

The import itself is `service.import_csv`, with the checks, approvals, audit entry and events
of `POST /masters/{type}/import`; a job only runs it away from the request and reports how
far it got. A checked file waits a day to be imported, then goes."""

import logging
import threading
from datetime import timedelta
from typing import IO, Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, Conflict, Forbidden, MDMError, NotFound
from mdm.core.time import utcnow
from mdm.db.engine import WRITE_OPTION
from mdm.db.enums import Role, Scope
from mdm.db.models import ApprovalRequest, Job
from mdm.definitions.service import get_definition
from mdm.files.service import on_outcome
from mdm.files.storage import Storage
from mdm.jobs.repository import JobRepository
from mdm.jobs.service import Reporter, queue, run_after_commit
from mdm.records import validation
from mdm.records.service import Actor
from mdm.transfer.schemas import ImportReport, OnError
from mdm.transfer.service import ImportRejected, import_csv, keep_file, parse_csv, stored_file

log = logging.getLogger("mdm.import")

CHECK = "import.check"
APPLY = "import.apply"
KEPT_FOR = timedelta(days=1)  # how long a checked file waits to be imported
SHOWN_ERRORS = 1000  # a job's report keeps this many row errors
FORGET_AT_ONCE = 20  # expired checks removed per new upload
_RUNNING = threading.BoundedSemaphore(2)  # import jobs at once in this process


def start_check(
    session: Session,
    *,
    actor: Actor,
    master_type: str,
    source: IO[bytes],
    filename: str,
    key: str | None,
    on_error: OnError,
    storage: Storage,
    encoding: str | None = None,
) -> Job:
    """Reads the file's format and header (BadRequest now), keeps the file and queues its dry run."""
    principal = actor.principal
    _forget_expired(session, tenant_id=principal.tenant_id, storage=storage)
    definition = get_definition(session, tenant_id=principal.tenant_id, master_type=master_type)
    schema = validation.compile_schema(definition.schema)
    parsed = parse_csv(source, schema=schema, key=key, encoding=encoding)
    params = {
        "file": keep_file(session, storage=storage, tenant_id=principal.tenant_id, parsed=parsed),
        "filename": filename[:255],
        "key": key,
        "on_error": on_error,
        "delimiter": parsed.format.delimiter,
        "encoding": parsed.format.encoding,
        "caller": _caller_params(principal),
    }
    job = queue(session, principal=principal, kind=CHECK, master_type=master_type, params=params)
    _run_later(session, storage=storage, tenant_id=principal.tenant_id, job_id=job.id)
    return job


def start_apply(session: Session, *, principal: Principal, check_id: str, storage: Storage) -> Job:
    """Queues the import of a file its uploader checked (once; refused when the check found
    invalid rows and the import is all or nothing)."""
    jobs = JobRepository(session, principal.tenant_id)
    check = jobs.get(check_id, for_update=True)
    if check is None or check.kind != CHECK or check.params is None:
        raise NotFound(f"Checked import {check_id} not found")
    if check.created_by != principal.user_id:
        raise Forbidden("Only the person who uploaded the file can import it")
    if check.status != "succeeded":
        raise Conflict(f"The file's check has not succeeded (it is {check.status})")
    if check.params.get("applied"):
        raise Conflict(f"This file was imported already (job {check.params['applied']})")
    report = check.result or {}
    if report.get("failed") and check.params["on_error"] == "fail":
        raise BadRequest("The check found invalid rows: fix them and upload the file again, or skip them")
    params = {**check.params, "check": check.id, "caller": _caller_params(principal)}
    job = queue(session, principal=principal, kind=APPLY, master_type=check.master_type, params=params)
    check.params = {**check.params, "applied": job.id}
    _run_later(session, storage=storage, tenant_id=principal.tenant_id, job_id=job.id)
    return job


def _run_later(session: Session, *, storage: Storage, tenant_id: str, job_id: str) -> None:
    """Runs a queued import job in a thread of its own once the transaction commits."""
    run_after_commit(
        session,
        work=lambda engine: run(engine, storage=storage, tenant_id=tenant_id, job_id=job_id),
        name="mdm-import",
    )


def _forget_expired(session: Session, *, tenant_id: str, storage: Storage) -> None:
    """Removes checks older than `KEPT_FOR`, and the files of those never imported."""
    jobs = JobRepository(session, tenant_id)
    for job in jobs.older(CHECK, utcnow() - KEPT_FOR, limit=FORGET_AT_ONCE):
        kept = (job.params or {}).get("file")
        if kept and not (job.params or {}).get("applied"):
            key = str(kept["storage_key"])
            on_outcome(session, on_commit=lambda key=key: storage.delete(key))  # type: ignore[misc]
        jobs.delete(job)


def _caller_params(principal: Principal) -> dict[str, Any]:
    """What a job keeps of the person who queued it."""
    return {"plan": principal.plan, "role": principal.role.value, "scopes": sorted(principal.scopes)}


def _caller(job: Job) -> Actor:
    """The person who queued the job, with the role and scopes they had then."""
    assert job.params is not None
    caller = job.params["caller"]
    principal = Principal(
        tenant_id=job.tenant_id,
        plan=caller["plan"],
        user_id=job.created_by,
        role=Role(caller["role"]),
        api_key_id="",
        scopes=frozenset(Scope(s) for s in caller["scopes"]),
    )
    return Actor(principal)


def run(engine: Engine, *, storage: Storage, tenant_id: str, job_id: str) -> None:
    """Runs a queued check or import to its end; the job says how it went."""
    with Session(bind=engine.execution_options(**{WRITE_OPTION: False})) as session:
        job = JobRepository(session, tenant_id).get(job_id)
    assert job is not None
    assert job.params is not None
    report = Reporter(engine, tenant_id, job_id)
    while not _RUNNING.acquire(timeout=30):
        report(force=True)  # still queued, still alive
    try:
        report(0.0, force=True, status="running", started_at=utcnow())
        result = _import(engine, job, storage=storage, report=report)
        report.succeeded(result)
    except ImportRejected as exc:
        refused = f"Nothing was imported: {exc.report.failed:,} row(s) are invalid now (see below)"
        report(force=True, status="failed", error=refused, result=_summary(exc.report), finished_at=utcnow())
    except MDMError as exc:
        report.failed(exc.detail)
    except Exception as exc:
        log.exception("import job %s failed", job_id)
        report.failed(exc)
    finally:
        _RUNNING.release()
        if job.kind == APPLY:
            _remove(storage, str(job.params["file"]["storage_key"]))


def _remove(storage: Storage, key: str) -> None:
    """Removes an imported file from storage (logged, not raised: the import stands)."""
    try:
        storage.delete(key)
    except Exception:
        log.warning("could not remove the imported file %s", key, exc_info=True)


def _import(engine: Engine, job: Job, *, storage: Storage, report: Reporter) -> dict[str, Any]:
    """Reads the kept file into `import_csv` in a transaction of its own (reading first, so that
    on SQLite the write lock is taken only to publish the rows)."""
    params = job.params
    assert params is not None
    assert job.master_type is not None
    rows = max(int(params["file"]["rows"]), 1)
    reading = engine.execution_options(**{WRITE_OPTION: False})
    with (
        stored_file(storage, tenant_id=job.tenant_id, payload=params) as source,
        Session(bind=reading) as session,
        session.begin(),
    ):
        outcome = import_csv(
            session,
            actor=_caller(job),
            master_type=job.master_type,
            source=source,
            key=params["key"],
            on_error=params["on_error"],
            dry_run=job.kind == CHECK,
            storage=storage,
            progress=lambda done: report(0.99 * done / rows),
            delimiter=params["delimiter"],
            encoding=params["encoding"],
        )
        if isinstance(outcome, ApprovalRequest):
            return {"approval_id": outcome.id}  # read before the commit expires it
    return _summary(outcome)


def _summary(report: ImportReport) -> dict[str, Any]:
    """A report small enough for the job row: the counts and the first row errors."""
    shown = report.model_dump(exclude_none=True)
    shown["errors"] = shown["errors"][:SHOWN_ERRORS]
    shown["errors_total"] = len(report.errors)
    return shown
