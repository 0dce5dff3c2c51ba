"""`/excel/{master_type}`: flat, spreadsheet-shaped rows for Excel Power Query and friends."""

from typing import Annotated, Literal

import orjson
from fastapi import APIRouter, Query, Response
from fastapi.responses import StreamingResponse

from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import DatabaseDep, SessionDep
from mdm.core.streaming import ClosingStreamingResponse, Primed
from mdm.excel import service
from mdm.excel.schemas import ExcelPage

router = APIRouter(prefix="/excel", tags=["spreadsheet"], route_class=GuardedRoute)


@router.get("/{master_type}", response_model=ExcelPage)
def excel_page(
    session: SessionDep,
    principal: PrincipalDep,
    master_type: str,
    limit: Annotated[int, Query(ge=1, le=1000, description="Rows per page")] = 100,
    offset: Annotated[int, Query(ge=0, description="Rows to skip")] = 0,
    flatten: Annotated[bool, Query(description="Add `field.subfield` columns for references")] = True,
    filter_: Annotated[str | None, Query(alias="filter", description="OData $filter syntax")] = None,
    orderby: Annotated[str | None, Query(description="OData $orderby syntax")] = None,
    after: Annotated[
        str | None, Query(description="Cursor from a previous page's `next`: the page after it")
    ] = None,
    reference_by: Annotated[
        Literal["id", "key"], Query(description="key: reference columns hold the target's key value")
    ] = "id",
    include: Annotated[
        Literal["merged"] | None,
        Query(description="merged: also the records merged into golden records, with `merged_into`"),
    ] = None,
) -> Response:
    """Reads one page of flat rows (in creation order unless `orderby` says otherwise); `next`
    is the cursor of the following page (pass it as `after`), null on the last."""
    layout, items, total, following = service.page(
        session,
        tenant_id=principal.tenant_id,
        master_type=master_type,
        limit=limit,
        offset=offset,
        flatten=flatten,
        filter_text=filter_,
        orderby_text=orderby,
        after=after,
        reference_by_key=reference_by == "key",
        merged=include == "merged",
    )
    body = orjson.dumps({"columns": layout.columns, "items": items, "total": total, "next": following})
    return Response(body, media_type="application/json")


@router.get("/{master_type}/flat", response_model=ExcelPage)
def excel_flat(database: DatabaseDep, principal: PrincipalDep, master_type: str) -> StreamingResponse:
    """Streams every live record with references expanded recursively (cycles stop)."""
    with database.transaction(write=False) as session:  # released before the stream takes its own
        layout = service.flat_layout(session, tenant_id=principal.tenant_id, master_type=master_type)
    stream = service.stream_flat(database, tenant_id=principal.tenant_id, layout=layout)
    return ClosingStreamingResponse(Primed(stream), media_type="application/json")
