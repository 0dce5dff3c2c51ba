"""SQL for approval requests, scoped by tenant."""

from sqlalchemy import ColumnElement

from mdm.db.models import ApprovalRequest
from mdm.db.repository import TenantRepository


class ApprovalRepository(TenantRepository[ApprovalRequest]):
    """Tenant-scoped access to approval requests."""

    model = ApprovalRequest

    def add(self, request: ApprovalRequest) -> None:
        """Stores a new request."""
        self.create(request)

    def get(self, approval_id: str, *, for_update: bool = False) -> ApprovalRequest | None:
        """Returns a request by id (locked for a decision when asked)."""
        return self.first(ApprovalRequest.id == approval_id, for_update=for_update)

    def page(
        self,
        *,
        status: str | None,
        requested_by: str | None,
        skip: int,
        limit: int,
        master_type: str | None = None,
        operation: str | None = None,
        not_requested_by: str | None = None,
    ) -> tuple[list[ApprovalRequest], int]:
        """Returns one page of requests, newest first, and the total."""
        where: list[ColumnElement[bool]] = []
        if status is not None:
            where.append(ApprovalRequest.status == status)
        if requested_by is not None:
            where.append(ApprovalRequest.requested_by == requested_by)
        if not_requested_by is not None:
            where.append(ApprovalRequest.requested_by != not_requested_by)
        if master_type is not None:
            where.append(ApprovalRequest.master_type == master_type)
        if operation is not None:
            where.append(ApprovalRequest.operation == operation)
        order = (ApprovalRequest.requested_at.desc(), ApprovalRequest.id.desc())
        return self.paginate(*where, order_by=order, skip=skip, limit=limit)
