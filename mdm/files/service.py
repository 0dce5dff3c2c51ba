"""File rules: safe names, streamed storage, metadata, and bytes that never outlive their row."""

import logging
import os
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.errors import Conflict, NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.models import StoredFile
from mdm.files.repository import FileRepository
from mdm.files.storage import Storage, new_key
from mdm.records.attachments import Target, attach, file_users, record_file_ids
from mdm.records.service import Actor

logger = logging.getLogger("mdm.files")

DEFAULT_CONTENT_TYPE = "application/octet-stream"
_MEDIA_NAME = r"[A-Za-z0-9!#$&^_.+-]+"
_CONTENT_TYPE = re.compile(rf"^{_MEDIA_NAME}/{_MEDIA_NAME}( *;[ -~]*)?$")
_MAX_NAME = 255
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})


def display_name(raw: str | None) -> str:
    """Returns the client's file name fit for display: last path part, no control characters."""
    name = unicodedata.normalize("NFC", raw or "")
    name = "".join(ch for ch in name if unicodedata.category(ch) not in _DROPPED_CATEGORIES)
    name = re.split(r"[/\\]", name)[-1].strip()
    if name in ("", ".", ".."):
        return "file"
    if len(name) > _MAX_NAME:
        stem, ext = os.path.splitext(name)
        ext = ext if len(ext) <= 16 else ""
        name = stem[: _MAX_NAME - len(ext)] + ext
    return name


def clean_content_type(raw: str | None) -> str:
    """Returns the declared media type if it is well-formed, else application/octet-stream."""
    value = (raw or "").strip()
    if len(value) > 255 or not _CONTENT_TYPE.fullmatch(value):
        return DEFAULT_CONTENT_TYPE
    return value


def upload_file(
    session: Session,
    *,
    principal: Principal,
    storage: Storage,
    chunks: Iterable[bytes],
    filename: str | None,
    content_type: str | None,
    max_bytes: int,
    target: Target | None = None,
) -> StoredFile:
    """Streams an upload to storage and records its metadata (the bytes go if the row does not);
    with a target, puts the file into that record's field in the same transaction."""
    key = new_key(principal.tenant_id)
    written = storage.save(key, chunks, max_bytes=max_bytes)
    on_outcome(session, on_rollback=lambda: storage.delete(key))
    stored = StoredFile(
        id=new_id(),
        filename=display_name(filename),
        content_type=clean_content_type(content_type),
        size=written.size,
        sha256=written.sha256,
        storage_key=key,
        uploaded_by=principal.user_id,
        created_at=utcnow(),
    )
    FileRepository(session, principal.tenant_id).add(stored)
    write_entry(
        session,
        principal=principal,
        action="file.upload",
        resource_type="file",
        resource_id=stored.id,
        status_code=200,
        details={"filename": stored.filename, "size": stored.size, "sha256": stored.sha256},
    )
    if target is not None:
        attach(session, actor=Actor(principal), target=target, file_id=stored.id)
    return stored


def list_files(session: Session, *, tenant_id: str, skip: int, limit: int) -> tuple[list[StoredFile], int]:
    """Lists the tenant's files, newest first."""
    return FileRepository(session, tenant_id).page(skip=skip, limit=limit)


def file_names(session: Session, *, tenant_id: str, ids: Iterable[str]) -> dict[str, str]:
    """Maps each id among the tenant's files to its file name."""
    return {f.id: f.filename for f in FileRepository(session, tenant_id).many(sorted(set(ids)))}


def list_record_files(
    session: Session, *, tenant_id: str, master_type: str, record_id: str
) -> tuple[list[StoredFile], int]:
    """Lists the files a live record holds, in the order of its fields."""
    ids = record_file_ids(session, tenant_id=tenant_id, master_type=master_type, record_id=record_id)
    found = {f.id: f for f in FileRepository(session, tenant_id).many(ids)}
    files = [found[i] for i in ids if i in found]
    return files, len(files)


def get_file(session: Session, *, tenant_id: str, file_id: str) -> StoredFile:
    """Returns a file's metadata or raises NotFound."""
    stored = FileRepository(session, tenant_id).get(file_id)
    if stored is None:
        raise NotFound(f"File {file_id} not found")
    return stored


def open_file(
    session: Session, *, tenant_id: str, storage: Storage, file_id: str
) -> tuple[StoredFile, Iterator[bytes]]:
    """Returns a file's metadata and a stream of its bytes."""
    stored = get_file(session, tenant_id=tenant_id, file_id=file_id)
    return stored, storage.open(stored.storage_key)


def delete_file(session: Session, *, principal: Principal, storage: Storage, file_id: str) -> StoredFile:
    """Deletes a file's metadata, and its bytes once that deletion is committed; refuses (409) a
    file that live records use."""
    repo = FileRepository(session, principal.tenant_id)
    stored = get_file(session, tenant_id=principal.tenant_id, file_id=file_id)
    users = file_users(session, tenant_id=principal.tenant_id, file_id=file_id)
    if users:
        raise Conflict(f"File {file_id} is used by {'; '.join(users)}; remove it from those records first")
    key = stored.storage_key
    repo.delete(stored)
    write_entry(
        session,
        principal=principal,
        action="file.delete",
        resource_type="file",
        resource_id=file_id,
        details={"filename": stored.filename, "size": stored.size},
    )
    on_outcome(session, on_commit=lambda: storage.delete(key))
    return stored


def on_outcome(
    session: Session,
    *,
    on_commit: Callable[[], None] | None = None,
    on_rollback: Callable[[], None] | None = None,
) -> None:
    """Runs one callback when the session's transaction commits, or the other if it rolls back."""
    done = False

    def run(callback: Callable[[], None] | None) -> None:
        nonlocal done
        if done:
            return
        done = True
        if callback is not None:
            try:
                callback()
            except Exception:
                logger.exception("file storage clean-up failed")

    def committed(_session: Any) -> None:
        run(on_commit)

    def rolled_back(_session: Any, _transaction: Any) -> None:
        run(on_rollback)

    event.listen(session, "after_commit", committed)
    event.listen(session, "after_soft_rollback", rolled_back)
