"""`/jobs/{id}`: how a background job stands."""

from fastapi import APIRouter

from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import SessionDep
from mdm.jobs import service
from mdm.jobs.schemas import JobRead

router = APIRouter(prefix="/jobs", tags=["jobs"], route_class=GuardedRoute)


@router.get("/{job_id}", response_model=JobRead)
def get_job(session: SessionDep, principal: PrincipalDep, job_id: str) -> JobRead:
    """Returns a background job's status, progress and result."""
    return JobRead.model_validate(service.get_job(session, tenant_id=principal.tenant_id, job_id=job_id))
