"""`/masters/{type}/duplicates`: scans for duplicates, the clusters they propose, and stewards'
decisions."""

from typing import Annotated

from fastapi import APIRouter, Query, Response
from fastapi.responses import JSONResponse

from mdm.approvals.responses import HELD_BACK, accepted
from mdm.auth.deps import PrincipalDep, StewardDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep, SettingsDep
from mdm.core.schemas import Page
from mdm.db.models import ApprovalRequest
from mdm.duplicates import merging, service
from mdm.duplicates.schemas import ClusterRead, MergeRead, MergeRequest, UnmergeRead
from mdm.jobs.schemas import JobRead
from mdm.records.schemas import RecordRead
from mdm.records.service import Actor

router = APIRouter(prefix="/masters/{master_type}/duplicates", tags=["duplicates"], route_class=GuardedRoute)
merges_router = APIRouter(prefix="/masters/{master_type}", tags=["duplicates"], route_class=GuardedRoute)


@router.post("/scan", status_code=202, response_model=JobRead)
def scan(session: SessionDep, principal: StewardDep, settings: SettingsDep, master_type: str) -> JobRead:
    """Starts a scan of the whole master in the background; follow it at `GET /jobs/{id}`."""
    job = service.start_scan(
        session, principal=principal, master_type=master_type, max_records=settings.scan_max_records
    )
    return JobRead.model_validate(job)


@router.get("", response_model=Page[ClusterRead])
def list_clusters(
    session: SessionDep,
    principal: PrincipalDep,
    page: PageDep,
    master_type: str,
    status: Annotated[str | None, Query(description="open, merged or not_duplicate")] = None,
) -> Page[ClusterRead]:
    """Lists the master's duplicate clusters, best score first."""
    items, total = service.list_clusters(
        session,
        tenant_id=principal.tenant_id,
        master_type=master_type,
        status=status,
        skip=page.skip,
        limit=page.limit,
    )
    return Page(items=[ClusterRead.model_validate(c) for c in items], total=total)


@router.post("/{cluster_id}/not-duplicate", response_model=ClusterRead)
def not_duplicate(
    session: SessionDep, principal: StewardDep, master_type: str, cluster_id: str
) -> ClusterRead:
    """Declares a cluster's records different things; its pairs are not proposed again."""
    cluster = service.not_duplicate(
        session, principal=principal, master_type=master_type, cluster_id=cluster_id
    )
    return ClusterRead.model_validate(cluster)


@merges_router.post("/merge", response_model=MergeRead, responses=HELD_BACK)
def merge(session: SessionDep, principal: StewardDep, master_type: str, body: MergeRequest) -> Response:
    """Merges duplicates into a golden record (202 with an approval request on a governed master)."""
    outcome = merging.merge(
        session,
        actor=Actor(principal),
        master_type=master_type,
        record_ids=body.record_ids,
        survivor_id=body.survivor,
        picks=body.fields,
    )
    if isinstance(outcome, ApprovalRequest):
        return accepted(outcome)
    survivor, done = outcome
    shown = MergeRead(
        merge_id=done.id,
        survivor=RecordRead.model_validate(survivor).model_dump(mode="json"),
        merged=done.loser_ids,
        repointed=len(done.repointed),
    )
    return JSONResponse(shown.model_dump(mode="json"))


@merges_router.post("/{record_id}/unmerge", response_model=UnmergeRead)
def unmerge(session: SessionDep, principal: StewardDep, master_type: str, record_id: str) -> UnmergeRead:
    """Undoes the latest merge into a record, exactly (409 saying why when it cannot)."""
    done = merging.unmerge(session, actor=Actor(principal), master_type=master_type, record_id=record_id)
    return UnmergeRead(merge_id=done.id, survivor_id=done.survivor_id, restored=done.loser_ids)
