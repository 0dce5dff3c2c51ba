"""SQL for the audit log, scoped by tenant."""

from datetime import datetime

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from mdm.db.base import row_values, table_of
from mdm.db.models import AuditLog


class AuditRepository:
    """Tenant-scoped access to audit entries."""

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def add(self, entry: AuditLog) -> None:
        """Stores an entry of this tenant in the current transaction."""
        entry.tenant_id = self.tenant_id
        self.session.execute(table_of(AuditLog).insert(), [row_values(entry)])

    def page(
        self,
        *,
        start: datetime | None,
        end: datetime | None,
        user_id: str | None,
        action: str | None,
        skip: int,
        limit: int,
    ) -> tuple[list[AuditLog], int]:
        """Returns one page of matching entries, newest first, and the total count."""
        where: list[ColumnElement[bool]] = [AuditLog.tenant_id == self.tenant_id]
        if start is not None:
            where.append(AuditLog.timestamp >= start)
        if end is not None:
            where.append(AuditLog.timestamp < end)
        if user_id is not None:
            where.append(AuditLog.user_id == user_id)
        if action is not None:
            where.append(AuditLog.action == action)
        total = self.session.scalar(select(func.count()).select_from(AuditLog).where(*where)) or 0
        stmt = (
            select(AuditLog)
            .where(*where)
            .order_by(AuditLog.timestamp.desc(), AuditLog.id.desc())
            .offset(skip)
            .limit(limit)
        )
        return list(self.session.scalars(stmt)), total
