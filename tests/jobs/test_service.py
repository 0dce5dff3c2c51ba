"""Background jobs: queued in a transaction, followed in short transactions of their own, and
reported failed once their process has not been heard of for too long."""

from datetime import timedelta

import pytest
from sqlalchemy.orm import Session

from mdm.core.errors import NotFound
from mdm.core.time import utcnow
from mdm.jobs import service
from mdm.jobs.repository import JobRepository
from tests.factories import principal_in
from tests.support import LiveServer


def test_a_job_not_heard_of_for_too_long_reads_as_failed(session: Session) -> None:
    owner = principal_in(session)
    job = service.queue(session, principal=owner, kind="import.check", master_type="item", params={"a": 1})
    assert service.get_job(session, tenant_id=owner.tenant_id, job_id=job.id).status == "queued"
    job.heartbeat_at = utcnow() - service.STALE - timedelta(seconds=1)
    read = service.get_job(session, tenant_id=owner.tenant_id, job_id=job.id)
    assert read.status == "failed"
    assert read.error == "interrupted: the process running it stopped"
    stranger = principal_in(session)
    with pytest.raises(NotFound):
        service.get_job(session, tenant_id=stranger.tenant_id, job_id=job.id)


def test_progress_is_written_in_a_transaction_of_its_own(server: LiveServer) -> None:
    with server.database.transaction() as session:
        owner = principal_in(session)
        job = service.queue(session, principal=owner, kind="import.check", master_type=None)
    report = service.Reporter(server.database.engine, owner.tenant_id, job.id)
    report(0.25, force=True, status="running")
    report(0.5)  # within a second of the last: not written
    with server.database.transaction(write=False) as session:
        stored = JobRepository(session, owner.tenant_id).get(job.id)
        assert stored is not None
        assert (stored.status, stored.progress) == ("running", 0.25)
    report(7.0, force=True)
    report.succeeded({"rows": 3})
    with server.database.transaction(write=False) as session:
        stored = JobRepository(session, owner.tenant_id).get(job.id)
        assert stored is not None
        assert (stored.status, stored.progress, stored.result) == ("succeeded", 1.0, {"rows": 3})
        assert stored.finished_at is not None
