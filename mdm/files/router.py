"""`/files` endpoints: upload, list, metadata, download, delete."""

from collections.abc import AsyncIterator, Iterator
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse
from sqlalchemy.orm import Session
from starlette.datastructures import UploadFile

from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.bodies import MULTIPART, BodyKind, accepts_body
from mdm.core.deps import PageDep, SessionDep, SettingsDep
from mdm.core.errors import BadRequest
from mdm.core.http import content_disposition
from mdm.core.schemas import Page
from mdm.core.streaming import ClosingStreamingResponse
from mdm.db.models import StoredFile
from mdm.files import service
from mdm.files.schemas import FileDeleted, FileRead
from mdm.files.storage import CHUNK_SIZE, storage_for
from mdm.records.attachments import attach_target
from mdm.users.service import display_names

router = APIRouter(prefix="/files", tags=["files"], route_class=GuardedRoute)

_MULTIPART_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {"file": {"type": "string", "format": "binary"}},
                }
            }
        },
    }
}


async def upload_part(request: Request) -> AsyncIterator[UploadFile]:
    """Parses the multipart body (the route's guard bounds it) and yields its `file` part."""
    form = await request.form(max_files=1, max_fields=32)
    try:
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise BadRequest("Missing file: send multipart/form-data with the file in a part named 'file'")
        yield upload
    finally:
        await form.close()


def _read(session: Session, tenant_id: str, files: list[StoredFile]) -> list[FileRead]:
    """Files as answered, with their uploaders' display names."""
    names = display_names(session, tenant_id=tenant_id, ids=(f.uploaded_by for f in files))
    return [
        FileRead.model_validate(f).model_copy(update={"uploaded_by_name": names.get(f.uploaded_by or "")})
        for f in files
    ]


def _chunks(upload: UploadFile) -> Iterator[bytes]:
    """Reads an uploaded part in chunks."""
    upload.file.seek(0)
    while chunk := upload.file.read(CHUNK_SIZE):
        yield chunk


@router.post("/upload", response_model=FileRead, openapi_extra=_MULTIPART_BODY)
@accepts_body(BodyKind.UPLOAD, MULTIPART)
def upload_file(
    session: SessionDep,
    principal: PrincipalDep,
    settings: SettingsDep,
    upload: Annotated[UploadFile, Depends(upload_part)],
    master_type: Annotated[str | None, Query(description="Attach to a record of this master")] = None,
    record_id: Annotated[str | None, Query(description="Attach to this record")] = None,
    field: Annotated[str | None, Query(description="Attach into this `file` or `files` field")] = None,
) -> FileRead:
    """Uploads a file sent as the multipart part `file` (and, given master_type, record_id and
    field, puts it into that record's field in the same transaction)."""
    target = attach_target(
        session, tenant_id=principal.tenant_id, master_type=master_type, record_id=record_id, field=field
    )
    stored = service.upload_file(
        session,
        principal=principal,
        storage=storage_for(settings),
        chunks=_chunks(upload),
        filename=upload.filename,
        content_type=upload.content_type,
        max_bytes=settings.max_upload_bytes,
        target=target,
    )
    return _read(session, principal.tenant_id, [stored])[0]


@router.get("", response_model=Page[FileRead])
def list_files(
    session: SessionDep,
    principal: PrincipalDep,
    page: PageDep,
    master_type: Annotated[str | None, Query(description="With record_id: the files of one record")] = None,
    record_id: Annotated[str | None, Query(description="With master_type: the files of one record")] = None,
) -> Page[FileRead]:
    """Lists the tenant's files, newest first, or the files one record holds."""
    if master_type is not None or record_id is not None:
        if master_type is None or record_id is None:
            raise BadRequest("To list a record's files name both master_type and record_id")
        items, total = service.list_record_files(
            session, tenant_id=principal.tenant_id, master_type=master_type, record_id=record_id
        )
    else:
        items, total = service.list_files(
            session, tenant_id=principal.tenant_id, skip=page.skip, limit=page.limit
        )
    return Page(items=_read(session, principal.tenant_id, items), total=total)


@router.get("/{file_id}", response_model=FileRead)
def get_file(session: SessionDep, principal: PrincipalDep, file_id: str) -> FileRead:
    """Gets a file's metadata."""
    stored = service.get_file(session, tenant_id=principal.tenant_id, file_id=file_id)
    return _read(session, principal.tenant_id, [stored])[0]


@router.get(
    "/{file_id}/content",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "The stored bytes, served with the content type they were uploaded with",
            "content": {"*/*": {"schema": {"type": "string", "format": "binary"}}},
        }
    },
)
def download_file(
    session: SessionDep, principal: PrincipalDep, settings: SettingsDep, file_id: str
) -> StreamingResponse:
    """Downloads a file's bytes under its original name."""
    stored, stream = service.open_file(
        session, tenant_id=principal.tenant_id, storage=storage_for(settings), file_id=file_id
    )
    headers = {
        "Content-Disposition": content_disposition(stored.filename),
        "Content-Length": str(stored.size),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox",
    }
    return ClosingStreamingResponse(stream, media_type=stored.content_type, headers=headers)


@router.delete("/{file_id}", response_model=FileDeleted)
def delete_file(
    session: SessionDep, principal: PrincipalDep, settings: SettingsDep, file_id: str
) -> FileDeleted:
    """Deletes a file and its bytes."""
    stored = service.delete_file(session, principal=principal, storage=storage_for(settings), file_id=file_id)
    return FileDeleted(id=stored.id)
