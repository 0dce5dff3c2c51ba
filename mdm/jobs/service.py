"""Background jobs: long work (a duplicate scan, a console import) queued in a request's
transaction, run in a thread of the process once it commits, and followed at `/jobs/{id}`.

A running job writes its progress now and then in short transactions of its own, which also
tell that it is alive: a job not heard of for `STALE` was interrupted (its process stopped)
and is reported failed when read."""

import threading
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from mdm.auth.principal import Principal
from mdm.core.errors import NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.engine import WRITE_OPTION, after_commit
from mdm.db.models import Job
from mdm.jobs.repository import JobRepository

REPORT_SECONDS = 1.0  # how often a running job writes its progress
STALE = timedelta(minutes=2)  # a queued or running job not heard of for this long was interrupted


def queue(
    session: Session,
    *,
    principal: Principal,
    kind: str,
    master_type: str | None,
    params: dict[str, Any] | None = None,
) -> Job:
    """Stores a queued job of the caller's."""
    now = utcnow()
    return JobRepository(session, principal.tenant_id).add(
        Job(
            id=new_id(),
            kind=kind,
            master_type=master_type,
            status="queued",
            progress=0.0,
            params=params,
            created_by=principal.user_id,
            created_at=now,
            heartbeat_at=now,
        )
    )


def run_after_commit(session: Session, *, work: Callable[[Engine], None], name: str) -> None:
    """Starts `work` in a thread of its own once this session's transaction commits."""

    def start(engine: Engine) -> None:
        threading.Thread(target=work, args=(engine,), name=name, daemon=True).start()

    after_commit(session, start)


def get_job(session: Session, *, tenant_id: str, job_id: str) -> Job:
    """Returns a tenant's job (one whose process stopped is reported failed) or NotFound."""
    job = JobRepository(session, tenant_id).get(job_id)
    if job is None:
        raise NotFound(f"Job {job_id} not found")
    if interrupted(job):
        job.status, job.error, job.finished_at = (
            "failed",
            "interrupted: the process running it stopped",
            utcnow(),
        )
        session.flush()
    return job


def interrupted(job: Job) -> bool:
    """Tells whether an unfinished job has not been heard of for too long."""
    beat = job.heartbeat_at or job.created_at
    return job.status in ("queued", "running") and utcnow() - beat > STALE


class Reporter:
    """Writes a job's progress now and then, each time in a short transaction of its own."""

    def __init__(self, engine: Engine, tenant_id: str, job_id: str) -> None:
        self.engine = engine.execution_options(**{WRITE_OPTION: True})
        self.tenant_id = tenant_id
        self.job_id = job_id
        self.last = 0.0

    def __call__(self, progress: float | None = None, *, force: bool = False, **values: Any) -> None:
        """Writes progress (and any other values) if a second has passed or when forced."""
        if not force and time.monotonic() - self.last < REPORT_SECONDS:
            return
        self.last = time.monotonic()
        if progress is not None:
            values["progress"] = round(min(max(progress, 0.0), 1.0), 4)
        with Session(bind=self.engine) as session, session.begin():
            JobRepository(session, self.tenant_id).set_state(
                self.job_id, {**values, "heartbeat_at": utcnow()}
            )

    def failed(self, exc: BaseException | str) -> None:
        """Ends the job as failed with a message."""
        message = exc if isinstance(exc, str) else f"{exc.__class__.__name__}: {exc}"
        self(force=True, status="failed", error=message[:2000], finished_at=utcnow())

    def succeeded(self, result: dict[str, Any]) -> None:
        """Ends the job as succeeded with its result."""
        self(1.0, force=True, status="succeeded", result=result, finished_at=utcnow())
