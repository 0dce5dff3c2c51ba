"""SQL for stored-file metadata, scoped by tenant."""

from mdm.db.models import StoredFile
from mdm.db.repository import TenantRepository


class FileRepository(TenantRepository[StoredFile]):
    """Tenant-scoped access to file metadata."""

    model = StoredFile

    def get(self, file_id: str) -> StoredFile | None:
        """Returns a file's metadata."""
        return self.first(StoredFile.id == file_id)

    def many(self, ids: list[str]) -> list[StoredFile]:
        """Returns the files among the ids."""
        return list(self.session.scalars(self.select(StoredFile.id.in_(ids)))) if ids else []

    def page(self, *, skip: int, limit: int) -> tuple[list[StoredFile], int]:
        """Returns one page of files, newest first, and the total."""
        order = (StoredFile.created_at.desc(), StoredFile.id.desc())
        return self.paginate(order_by=order, skip=skip, limit=limit)

    def add(self, stored: StoredFile) -> None:
        """Stores a file's metadata."""
        self.create(stored)

    def delete(self, stored: StoredFile) -> None:
        """Deletes a file's metadata."""
        self.session.delete(stored)
        self.session.flush()
