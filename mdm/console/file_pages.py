"""Console pages for files: the tenant's files, upload, download and delete."""

from typing import Annotated

from fastapi import APIRouter, File, Query, Request, Response, UploadFile
from fastapi.responses import StreamingResponse

from mdm.console.web import PREFIX, ActingDep, ConsoleRoute, SignedInDep, redirect, render
from mdm.core.bodies import MULTIPART, BodyKind, accepts_body
from mdm.core.deps import SessionDep, SettingsDep
from mdm.core.http import content_disposition
from mdm.core.streaming import ClosingStreamingResponse
from mdm.files import service as files
from mdm.files.storage import CHUNK_SIZE, storage_for
from mdm.users.service import display_names

router = APIRouter(prefix=f"{PREFIX}/files", route_class=ConsoleRoute, include_in_schema=False)
PAGE = 50
NOTICES = {"uploaded": "The file was uploaded.", "deleted": "The file was deleted."}


@router.get("")
def files_page(
    request: Request,
    session: SessionDep,
    user: SignedInDep,
    settings: SettingsDep,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    notice: str = "",
) -> Response:
    """The tenant's files, newest first, a page at a time, with the upload form."""
    tenant_id = user.principal.tenant_id
    items, total = files.list_files(session, tenant_id=tenant_id, skip=(page - 1) * PAGE, limit=PAGE)
    names = display_names(session, tenant_id=tenant_id, ids=(f.uploaded_by for f in items))
    context = {
        "items": [(f, names.get(f.uploaded_by or "", "")) for f in items],
        "total": total,
        "page": page,
        "more": page * PAGE < total,
        "max_mib": settings.max_upload_bytes // (1024 * 1024),
        "notice": NOTICES.get(notice),
    }
    return render(request, "files.html", context)


@router.post("")
@accepts_body(BodyKind.UPLOAD, MULTIPART)
def upload(
    session: SessionDep, user: ActingDep, settings: SettingsDep, file: Annotated[UploadFile, File()]
) -> Response:
    """Stores an uploaded file."""
    file.file.seek(0)
    files.upload_file(
        session,
        principal=user.principal,
        storage=storage_for(settings),
        chunks=iter(lambda: file.file.read(CHUNK_SIZE), b""),
        filename=file.filename,
        content_type=file.content_type,
        max_bytes=settings.max_upload_bytes,
    )
    return redirect("/files?notice=uploaded")


@router.get("/{file_id}/download")
def download(
    session: SessionDep, user: SignedInDep, settings: SettingsDep, file_id: str
) -> StreamingResponse:
    """A file's bytes under its original name, never shown in the console's own origin."""
    stored, stream = files.open_file(
        session, tenant_id=user.principal.tenant_id, storage=storage_for(settings), file_id=file_id
    )
    headers = {
        "Content-Disposition": content_disposition(stored.filename),
        "Content-Length": str(stored.size),
        "Content-Security-Policy": "sandbox",
    }
    return ClosingStreamingResponse(stream, media_type=stored.content_type, headers=headers)


@router.post("/{file_id}/delete")
def delete(session: SessionDep, user: ActingDep, settings: SettingsDep, file_id: str) -> Response:
    """Deletes a file no record uses (a file in use is refused with the records that hold it)."""
    files.delete_file(session, principal=user.principal, storage=storage_for(settings), file_id=file_id)
    return redirect("/files?notice=deleted")
