"""`/masters/{master_type}`: master records.

Endpoints are `async` and hand their one service call to a worker thread, so the response is
serialised on the event loop rather than in a second trip through the thread pool."""

from typing import Annotated

from fastapi import APIRouter, Header, Query, Response, status
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from mdm.approvals.responses import HELD_BACK, accepted
from mdm.auth.deps import PrincipalDep, required_scope
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep, run_and_commit
from mdm.core.schemas import CursorPage
from mdm.db.enums import Scope
from mdm.db.models import ApprovalRequest
from mdm.records import service
from mdm.records.responses import record_or_request, record_response
from mdm.records.schemas import (
    BulkDelete,
    BulkDeleted,
    MatchAnswer,
    MatchQuery,
    RecordCreated,
    RecordDeleted,
    RecordRead,
    RecordWrite,
)
from mdm.records.service import Actor

router = APIRouter(prefix="/masters/{master_type}", tags=["records"], route_class=GuardedRoute)
IfMatch = Annotated[str | None, Header(alias="If-Match", description="ETag of the version you read")]


@router.get("", response_model=CursorPage[RecordRead])
async def list_records(
    session: SessionDep,
    principal: PrincipalDep,
    master_type: str,
    page: PageDep,
    search: Annotated[str | None, Query(description="Case-insensitive text in any field")] = None,
    filter_: Annotated[
        str | None,
        Query(alias="filter", description="OData $filter syntax, e.g. price gt 10 and status eq 'active'"),
    ] = None,
    orderby: Annotated[str | None, Query(description="OData $orderby syntax, e.g. price desc,name")] = None,
    after: Annotated[
        str | None, Query(description="Cursor from a previous page's `next`: the page after it")
    ] = None,
) -> CursorPage[RecordRead]:
    """Lists a master's records (in creation order unless `orderby` says otherwise).

    Deep pages are cheapest by cursor: each page's `next`, passed back as `after`, starts the
    following page where the last one ended, at the same cost however deep."""
    items, total, following = await run_in_threadpool(
        service.list_records,
        session,
        tenant_id=principal.tenant_id,
        master_type=master_type,
        skip=page.skip,
        limit=page.limit,
        search=search,
        filter_text=filter_,
        orderby_text=orderby,
        after=after,
    )
    return CursorPage(items=[RecordRead.model_validate(r) for r in items], total=total, next=following)


@router.post("", response_model=RecordCreated, status_code=status.HTTP_201_CREATED, responses=HELD_BACK)
async def create_record(
    session: SessionDep, principal: PrincipalDep, master_type: str, body: RecordWrite
) -> Response:
    """Creates a record (202 with an approval request when the master requires approval; 409
    naming likely duplicates when its `match.on_create` is `block`, `duplicates` beside the
    record when it is `warn`)."""
    outcome, duplicates = await run_in_threadpool(
        run_and_commit,
        session,
        service.create_matched,
        actor=Actor(principal),
        master_type=master_type,
        data=body.data,
    )
    return record_or_request(outcome, status.HTTP_201_CREATED, duplicates=duplicates)


@router.post("/match", response_model=MatchAnswer)
@required_scope(Scope.READ)
def match_record(
    session: SessionDep, principal: PrincipalDep, master_type: str, body: MatchQuery
) -> MatchAnswer:
    """Answers the stored records that are likely the same thing as a prospective record, with
    their scores and each identifying field's similarity; nothing is written."""
    items, config = service.match(
        session, principal=principal, master_type=master_type, data=body.data, limit=body.limit
    )
    return MatchAnswer(items=items, auto=config.auto, review=config.review)


@router.delete("/bulk", response_model=BulkDeleted, responses=HELD_BACK)
async def bulk_delete(
    session: SessionDep, principal: PrincipalDep, master_type: str, body: BulkDelete
) -> BulkDeleted | JSONResponse:
    """Deletes many records by id (at most 1000)."""
    outcome = await run_in_threadpool(
        run_and_commit,
        session,
        service.bulk_delete,
        actor=Actor(principal),
        master_type=master_type,
        ids=body.ids,
    )
    if isinstance(outcome, ApprovalRequest):
        return accepted(outcome)
    deleted, not_found = outcome
    return BulkDeleted(deleted=deleted, not_found=not_found)


@router.get("/{record_id}", response_model=RecordRead)
async def get_record(
    session: SessionDep, principal: PrincipalDep, master_type: str, record_id: str
) -> Response:
    """Gets a record; the ETag header carries its version."""
    record = await run_in_threadpool(
        service.get_record,
        session,
        tenant_id=principal.tenant_id,
        master_type=master_type,
        record_id=record_id,
    )
    return record_response(record)


@router.put("/{record_id}", response_model=RecordRead, responses=HELD_BACK)
async def replace_record(
    session: SessionDep,
    principal: PrincipalDep,
    master_type: str,
    record_id: str,
    body: RecordWrite,
    if_match: IfMatch = None,
) -> Response:
    """Replaces a record's data."""
    outcome = await run_in_threadpool(
        run_and_commit,
        session,
        service.replace_record,
        actor=Actor(principal),
        master_type=master_type,
        record_id=record_id,
        data=body.data,
        if_match=if_match,
    )
    return record_or_request(outcome)


@router.patch("/{record_id}", response_model=RecordRead, responses=HELD_BACK)
async def patch_record(
    session: SessionDep,
    principal: PrincipalDep,
    master_type: str,
    record_id: str,
    body: RecordWrite,
    if_match: IfMatch = None,
) -> Response:
    """Merges fields into a record's data (null clears a field)."""
    outcome = await run_in_threadpool(
        run_and_commit,
        session,
        service.patch_record,
        actor=Actor(principal),
        master_type=master_type,
        record_id=record_id,
        data=body.data,
        if_match=if_match,
    )
    return record_or_request(outcome)


@router.delete("/{record_id}", response_model=RecordDeleted, responses=HELD_BACK)
async def delete_record(
    session: SessionDep,
    principal: PrincipalDep,
    master_type: str,
    record_id: str,
    if_match: IfMatch = None,
) -> RecordDeleted | JSONResponse:
    """Deletes a record (softly: its history stays and a rollback restores it)."""
    outcome = await run_in_threadpool(
        run_and_commit,
        session,
        service.delete_record,
        actor=Actor(principal),
        master_type=master_type,
        record_id=record_id,
        if_match=if_match,
    )
    if isinstance(outcome, ApprovalRequest):
        return accepted(outcome)
    return RecordDeleted.model_validate(outcome)
