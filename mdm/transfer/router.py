"""`/masters/{master_type}/export` and `/import`: CSV out and in."""

from collections.abc import Iterator
from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse, StreamingResponse
from starlette.concurrency import run_in_threadpool

from mdm.approvals.responses import HELD_BACK, accepted
from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.bodies import CSV_TYPES, MULTIPART, BodyKind, accepts_body
from mdm.core.deps import DatabaseDep, SessionDep, SettingsDep
from mdm.core.streaming import ClosingStreamingResponse, Primed
from mdm.db.engine import Database
from mdm.db.models import ApprovalRequest
from mdm.files.storage import storage_for
from mdm.records.service import Actor
from mdm.transfer import service
from mdm.transfer.columns import ReferenceBy
from mdm.transfer.csvio import delimiter_named
from mdm.transfer.schemas import ImportReport, OnError
from mdm.transfer.upload import receive_csv

_REFERENCE_BY_EXPORT = "key: write references as the target's key value, in columns named `field.key`"
_REFERENCE_BY_IMPORT = (
    "key: plain reference columns hold the target's key values (a `field.key` header says so per column)"
)
router = APIRouter(prefix="/masters/{master_type}", tags=["transfer"], route_class=GuardedRoute)

_CSV_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {
                        "file": {
                            "type": "string",
                            "format": "binary",
                            "description": "CSV, UTF-8 with or without BOM",
                        }
                    },
                }
            },
            "text/csv": {"schema": {"type": "string"}},
        },
    }
}


@router.get(
    "/export",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/csv": {}}, "description": "The records as CSV"}},
)
def export_records(
    database: DatabaseDep,
    principal: PrincipalDep,
    master_type: str,
    bom: Annotated[bool, Query(description="Start with a UTF-8 BOM (for Excel)")] = False,
    delimiter: Annotated[str, Query(description="',' (default), ';', '|' or a tab ('tab')")] = ",",
    reference_by: Annotated[ReferenceBy, Query(description=_REFERENCE_BY_EXPORT)] = "id",
) -> StreamingResponse:
    """Exports a master's records as CSV, streamed in batches."""
    separator = delimiter_named(delimiter) or ","
    with database.transaction() as session:
        start = service.begin_export(
            session, principal=principal, master_type=master_type, bom=bom, reference_by=reference_by
        )
    return ClosingStreamingResponse(
        Primed(_stream(database, principal.tenant_id, master_type, start, bom, separator)),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{master_type}.csv"'},
    )


def _stream(
    database: Database,
    tenant_id: str,
    master_type: str,
    start: service.ExportStart,
    bom: bool,
    delimiter: str,
) -> Iterator[bytes]:
    """Yields the export from its own read transaction (the request's session is gone by then)."""
    with database.transaction(write=False) as session:
        yield from service.export_chunks(
            session,
            tenant_id=tenant_id,
            master_type=master_type,
            schema=start.schema,
            bom=bom,
            delimiter=delimiter,
            by_key=start.by_key,
        )


@router.post(
    "/import",
    response_model=ImportReport,
    response_model_exclude_none=True,
    openapi_extra=_CSV_BODY,
    responses=HELD_BACK,
)
@accepts_body(BodyKind.UPLOAD, MULTIPART, *CSV_TYPES)
async def import_records(
    request: Request,
    session: SessionDep,
    principal: PrincipalDep,
    settings: SettingsDep,
    master_type: str,
    key: Annotated[str | None, Query(description="Unique field that matches existing records")] = None,
    on_error: Annotated[OnError, Query(description="fail: all or nothing; skip: import valid rows")] = "fail",
    dry_run: Annotated[bool, Query(description="Validate and report without writing")] = False,
    delimiter: Annotated[
        str | None, Query(description="',' ';' '|' or a tab ('tab'); detected from the header when absent")
    ] = None,
    encoding: Annotated[
        str | None, Query(description="Text encoding (cp1252, shift_jis, cp932, utf-16...); UTF-8 if absent")
    ] = None,
    reference_by: Annotated[ReferenceBy, Query(description=_REFERENCE_BY_IMPORT)] = "id",
) -> ImportReport | JSONResponse:
    """Imports records from a CSV file (multipart part `file`); 202 when approval is required."""
    upload = await receive_csv(request, limit=settings.max_upload_bytes)
    try:
        outcome = await run_in_threadpool(
            service.import_csv,
            session,
            actor=Actor(principal),
            master_type=master_type,
            source=upload,
            key=key,
            on_error=on_error,
            dry_run=dry_run,
            storage=storage_for(settings),
            delimiter=delimiter,
            encoding=encoding,
            reference_by=reference_by,
        )
    finally:
        upload.close()
    if isinstance(outcome, ApprovalRequest):
        return accepted(outcome)
    return outcome
