"""SQL for background jobs, scoped by tenant."""

from datetime import datetime
from typing import Any

from sqlalchemy import update

from mdm.db.models import Job
from mdm.db.repository import TenantRepository


class JobRepository(TenantRepository[Job]):
    """A tenant's background jobs."""

    model = Job

    def add(self, job: Job) -> Job:
        """Stores a new job."""
        return self.create(job)

    def get(self, job_id: str, *, for_update: bool = False) -> Job | None:
        """Returns this tenant's job by id."""
        return self.first(Job.id == job_id, for_update=for_update)

    def active(self, kind: str, master_type: str) -> Job | None:
        """Returns the queued or running job of a kind on a master, if any."""
        return self.first(
            Job.kind == kind, Job.master_type == master_type, Job.status.in_(["queued", "running"])
        )

    def older(self, kind: str, before: datetime, *, limit: int) -> list[Job]:
        """Returns up to `limit` jobs of a kind created before a time, oldest first."""
        stmt = self.select(Job.kind == kind, Job.created_at < before).order_by(Job.created_at).limit(limit)
        return list(self.session.scalars(stmt))

    def delete(self, job: Job) -> None:
        """Deletes a job of this tenant's."""
        self.session.delete(job)
        self.session.flush()

    def set_state(self, job_id: str, values: dict[str, Any]) -> None:
        """Writes a job's progress or outcome."""
        self.session.execute(update(Job).where(*self.scoped(Job.id == job_id)).values(**values))
