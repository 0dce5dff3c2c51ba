"""SQL for stored-file metadata, scoped by tenant."""

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from mdm.db.models import StoredFile


class FileRepository:
    """Tenant-scoped access to file metadata."""

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def get(self, file_id: str) -> StoredFile | None:
        """Returns a file's metadata."""
        stmt = select(StoredFile).where(StoredFile.tenant_id == self.tenant_id, StoredFile.id == file_id)
        return self.session.scalars(stmt).first()

    def page(self, *, skip: int, limit: int) -> tuple[list[StoredFile], int]:
        """Returns one page of files, newest first, and the total."""
        where = StoredFile.tenant_id == self.tenant_id
        total = self.session.scalar(select(func.count()).select_from(StoredFile).where(where)) or 0
        stmt = (
            select(StoredFile)
            .where(where)
            .order_by(StoredFile.created_at.desc(), StoredFile.id.desc())
            .offset(skip)
            .limit(limit)
        )
        return list(self.session.scalars(stmt)), total

    def add(self, stored: StoredFile) -> None:
        """Stores a file's metadata."""
        stored.tenant_id = self.tenant_id
        self.session.add(stored)
        self.session.flush()

    def delete(self, stored: StoredFile) -> None:
        """Deletes a file's metadata."""
        self.session.delete(stored)
        self.session.flush()
