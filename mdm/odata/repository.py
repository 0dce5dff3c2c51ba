"""SQL of the OData feed: live records of one master of one tenant, filtered, sorted, paged."""

from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnElement, Row, func, select
from sqlalchemy.orm import Session

from mdm.db.models import MasterDefinition, Record

_COLUMNS = (
    Record.id,
    Record.data,
    Record.version,
    Record.created_at,
    Record.updated_at,
    Record.created_by,
    Record.updated_by,
)


class ODataRepository:
    """Tenant-scoped reads for the OData feed."""

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def definitions(self) -> list[MasterDefinition]:
        """Returns every master definition of the tenant, by master_type."""
        stmt = (
            select(MasterDefinition)
            .where(MasterDefinition.tenant_id == self.tenant_id)
            .order_by(MasterDefinition.master_type)
        )
        return list(self.session.scalars(stmt))

    def _live(self, master_type: str) -> list[ColumnElement[bool]]:
        """Returns the conditions selecting the live records of one master of this tenant."""
        return [
            Record.tenant_id == self.tenant_id,
            Record.master_type == master_type,
            Record.deleted_at.is_(None),
        ]

    def rows(
        self,
        master_type: str,
        *,
        where: ColumnElement[bool] | None,
        order: list[ColumnElement[Any]],
        skip: int,
        limit: int,
    ) -> Sequence[Row[Any]]:
        """Returns one page of matching records; the id breaks ties so pages are stable."""
        conditions = self._live(master_type) + ([where] if where is not None else [])
        stmt = (
            select(*_COLUMNS).where(*conditions).order_by(*order, Record.id.asc()).offset(skip).limit(limit)
        )
        return self.session.execute(stmt).all()

    def count(self, master_type: str, *, where: ColumnElement[bool] | None) -> int:
        """Counts the matching records."""
        conditions = self._live(master_type) + ([where] if where is not None else [])
        stmt = select(func.count()).select_from(Record).where(*conditions)
        return self.session.scalar(stmt) or 0

    def row(self, master_type: str, record_id: str) -> Row[Any] | None:
        """Returns one live record by id."""
        stmt = select(*_COLUMNS).where(*self._live(master_type), Record.id == record_id)
        return self.session.execute(stmt).first()
