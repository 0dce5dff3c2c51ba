"""Console pages for CSV: upload a file, see its dry run row by row, import it (or see the
approval request it became) while a page follows the progress; export a master."""

import math
from collections.abc import Iterator
from typing import Annotated

from fastapi import APIRouter, File, Form, Request, Response, UploadFile
from fastapi.responses import StreamingResponse
from sqlalchemy.orm import Session

from mdm.console.web import PREFIX, ActingDep, ConsoleRoute, FormError, SignedInDep, redirect, render
from mdm.core.bodies import MULTIPART, BodyKind, accepts_body
from mdm.core.deps import DatabaseDep, SessionDep, SettingsDep
from mdm.core.errors import BadRequest
from mdm.core.streaming import ClosingStreamingResponse, Primed
from mdm.db.engine import Database
from mdm.db.models import MasterDefinition
from mdm.definitions.fieldtypes import SchemaDef
from mdm.definitions.service import get_definition
from mdm.files.storage import storage_for
from mdm.jobs.service import get_job
from mdm.ratelimit.plans import PLANS
from mdm.records.service import Actor
from mdm.sessions.service import SignedIn
from mdm.transfer import jobs as imports
from mdm.transfer import service as transfer
from mdm.transfer.schemas import OnError

router = APIRouter(prefix=PREFIX, route_class=ConsoleRoute, include_in_schema=False)
REFRESH_SECONDS = 1  # how often a running job's page reloads itself (on an unlimited plan)


def _refresh_seconds(plan: str) -> int:
    """How often a job's page reloads: at most half of what the tenant's plan allows a minute."""
    per_minute = PLANS[plan].per_minute if plan in PLANS else None
    return REFRESH_SECONDS if per_minute is None else max(REFRESH_SECONDS, math.ceil(120 / per_minute))


def _form_context(definition: MasterDefinition, max_bytes: int) -> dict[str, object]:
    """What the upload form shows: the master and the unique fields to match records by."""
    fields = SchemaDef.model_validate(definition.schema).fields
    return {
        "definition": definition,
        "keys": [f for f in fields if f.unique],
        "max_mib": max_bytes // (1024 * 1024),
    }


@router.get("/masters/{master_type}/import")
def import_form(
    request: Request, session: SessionDep, user: SignedInDep, settings: SettingsDep, master_type: str
) -> Response:
    """The form to upload a CSV file for a master."""
    definition = get_definition(session, tenant_id=user.principal.tenant_id, master_type=master_type)
    return render(request, "import.html", _form_context(definition, settings.max_upload_bytes))


@router.post("/masters/{master_type}/import")
@accepts_body(BodyKind.UPLOAD, MULTIPART)
def upload(
    session: SessionDep,
    user: ActingDep,
    settings: SettingsDep,
    master_type: str,
    file: Annotated[UploadFile, File()],
    key: Annotated[str, Form(max_length=63)] = "",
    on_error: Annotated[OnError, Form()] = "fail",
    encoding: Annotated[str, Form(max_length=20)] = "",
) -> Response:
    """Keeps the uploaded file and starts its dry run; the job's page follows it."""
    definition = get_definition(session, tenant_id=user.principal.tenant_id, master_type=master_type)
    try:
        job = imports.start_check(
            session,
            actor=Actor(user.principal),
            master_type=master_type,
            source=file.file,
            filename=file.filename or "upload.csv",
            key=key or None,
            on_error=on_error,
            storage=storage_for(settings),
            encoding=encoding or None,
        )
    except BadRequest as exc:
        raise FormError(
            "import.html", _form_context(definition, settings.max_upload_bytes), exc.detail
        ) from None
    return redirect(f"/imports/{job.id}")


def _job_context(session: Session, user: SignedIn, job_id: str) -> dict[str, object]:
    """What an import job's page shows: its state, the file's report, what may be done next."""
    job = get_job(session, tenant_id=user.principal.tenant_id, job_id=job_id)
    if job.kind not in (imports.CHECK, imports.APPLY) or job.params is None:
        raise BadRequest(f"Job {job_id} is not an import")
    params, result = job.params, job.result or {}
    rows = int(params["file"]["rows"])
    may_apply = (
        job.kind == imports.CHECK
        and job.status == "succeeded"
        and job.created_by == user.principal.user_id
        and not params.get("applied")
        and (params["on_error"] == "skip" or not result.get("failed"))
        and bool(result.get("created") or result.get("updated"))
    )
    return {
        "job": job,
        "params": params,
        "report": result,
        "rows": rows,
        "done_rows": int(job.progress * rows),
        "checking": job.kind == imports.CHECK,
        "running": job.status in ("queued", "running"),
        "may_apply": may_apply,
        "refresh": _refresh_seconds(user.principal.plan) if job.status in ("queued", "running") else None,
    }


@router.get("/imports/{job_id}")
def import_job(request: Request, session: SessionDep, user: SignedInDep, job_id: str) -> Response:
    """A check or import: its progress while it runs (the page reloads itself), then its report."""
    return render(request, "import_job.html", _job_context(session, user, job_id))


@router.post("/imports/{job_id}/apply")
def apply(session: SessionDep, user: ActingDep, settings: SettingsDep, job_id: str) -> Response:
    """Imports a checked file."""
    job = imports.start_apply(
        session, principal=user.principal, check_id=job_id, storage=storage_for(settings)
    )
    return redirect(f"/imports/{job.id}")


@router.get("/masters/{master_type}/export")
def export(database: DatabaseDep, user: SignedInDep, master_type: str) -> StreamingResponse:
    """Downloads a master's records as CSV (with a BOM, so that Excel reads it as UTF-8)."""
    with database.transaction() as session:
        start = transfer.begin_export(session, principal=user.principal, master_type=master_type, bom=True)
    return ClosingStreamingResponse(
        Primed(_chunks(database, user.principal.tenant_id, master_type, start)),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{master_type}.csv"'},
    )


def _chunks(
    database: Database, tenant_id: str, master_type: str, start: transfer.ExportStart
) -> Iterator[bytes]:
    """Yields the export from its own read transaction."""
    with database.transaction(write=False) as session:
        yield from transfer.export_chunks(
            session, tenant_id=tenant_id, master_type=master_type, schema=start.schema, bom=True
        )
