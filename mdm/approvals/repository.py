"""SQL for approval requests, scoped by tenant."""

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from mdm.db.models import ApprovalRequest


class ApprovalRepository:
    """Tenant-scoped access to approval requests."""

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def add(self, request: ApprovalRequest) -> None:
        """Stores a new request."""
        request.tenant_id = self.tenant_id
        self.session.add(request)
        self.session.flush()

    def get(self, approval_id: str, *, for_update: bool = False) -> ApprovalRequest | None:
        """Returns a request by id (locked for a decision when asked)."""
        stmt = select(ApprovalRequest).where(
            ApprovalRequest.tenant_id == self.tenant_id, ApprovalRequest.id == approval_id
        )
        if for_update:
            stmt = stmt.with_for_update()
        return self.session.scalars(stmt).first()

    def page(
        self, *, status: str | None, requested_by: str | None, skip: int, limit: int
    ) -> tuple[list[ApprovalRequest], int]:
        """Returns one page of requests, newest first, and the total."""
        where: list[ColumnElement[bool]] = [ApprovalRequest.tenant_id == self.tenant_id]
        if status is not None:
            where.append(ApprovalRequest.status == status)
        if requested_by is not None:
            where.append(ApprovalRequest.requested_by == requested_by)
        total = self.session.scalar(select(func.count()).select_from(ApprovalRequest).where(*where))
        stmt = (
            select(ApprovalRequest)
            .where(*where)
            .order_by(ApprovalRequest.requested_at.desc(), ApprovalRequest.id.desc())
            .offset(skip)
            .limit(limit)
        )
        return list(self.session.scalars(stmt)), total or 0
