"""SQL for the audit log, scoped by tenant."""

from datetime import datetime

from sqlalchemy import ColumnElement

from mdm.db.models import AuditLog
from mdm.db.repository import TenantRepository


class AuditRepository(TenantRepository[AuditLog]):
    """Tenant-scoped access to audit entries."""

    model = AuditLog

    def add(self, entry: AuditLog) -> None:
        """Stores an entry of this tenant in the current transaction."""
        self.insert(entry)

    def page(
        self,
        *,
        start: datetime | None,
        end: datetime | None,
        user_id: str | None,
        action: str | None,
        skip: int,
        limit: int,
        resource_type: str | None = None,
        resource_id: str | None = None,
    ) -> tuple[list[AuditLog], int]:
        """Returns one page of matching entries, newest first, and the total count."""
        where: list[ColumnElement[bool]] = []
        if start is not None:
            where.append(AuditLog.timestamp >= start)
        if end is not None:
            where.append(AuditLog.timestamp < end)
        if user_id is not None:
            where.append(AuditLog.user_id == user_id)
        if action is not None:
            where.append(AuditLog.action == action)
        if resource_type is not None:
            where.append(AuditLog.resource_type == resource_type)
        if resource_id is not None:
            where.append(AuditLog.resource_id == resource_id)
        order = (AuditLog.timestamp.desc(), AuditLog.id.desc())
        return self.paginate(*where, order_by=order, skip=skip, limit=limit)
