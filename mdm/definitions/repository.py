"""SQL for master definitions and their versions, scoped by tenant."""

from sqlalchemy import bindparam, delete, func, select
from sqlalchemy.orm import Session

from mdm.db.models import DefinitionVersion, MasterDefinition

# Built once: every record request looks its definition up, and a statement built per call
# costs more Python time than the query itself.
_BY_TYPE = select(MasterDefinition).where(
    MasterDefinition.tenant_id == bindparam("tenant_id"),
    MasterDefinition.master_type == bindparam("master_type"),
)
_SHARED = _BY_TYPE.with_for_update(read=True)
_LOCKED = _BY_TYPE.with_for_update()


class DefinitionRepository:
    """Tenant-scoped access to definitions."""

    def __init__(self, session: Session, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def get(
        self, master_type: str, *, for_update: bool = False, for_share: bool = False
    ) -> MasterDefinition | None:
        """Returns the definition of a master, optionally locked (for a change, or shared)."""
        stmt = _LOCKED if for_update else _SHARED if for_share else _BY_TYPE
        params = {"tenant_id": self.tenant_id, "master_type": master_type}
        return self.session.scalars(stmt, params).first()

    def all(self) -> list[MasterDefinition]:
        """Returns every definition of the tenant, by master_type."""
        stmt = (
            select(MasterDefinition)
            .where(MasterDefinition.tenant_id == self.tenant_id)
            .order_by(MasterDefinition.master_type)
        )
        return list(self.session.scalars(stmt))

    def page(self, *, skip: int, limit: int) -> tuple[list[MasterDefinition], int]:
        """Returns one page of definitions by master_type, and the total."""
        where = MasterDefinition.tenant_id == self.tenant_id
        total = self.session.scalar(select(func.count()).select_from(MasterDefinition).where(where))
        stmt = (
            select(MasterDefinition)
            .where(where)
            .order_by(MasterDefinition.master_type)
            .offset(skip)
            .limit(limit)
        )
        return list(self.session.scalars(stmt)), total or 0

    def add(self, definition: MasterDefinition) -> None:
        """Stores a new definition."""
        definition.tenant_id = self.tenant_id
        self.session.add(definition)
        self.session.flush()

    def add_version(self, snapshot: DefinitionVersion) -> None:
        """Stores a version snapshot."""
        snapshot.tenant_id = self.tenant_id
        self.session.add(snapshot)
        self.session.flush()

    def versions(self, master_type: str) -> list[DefinitionVersion]:
        """Returns every kept version of a master, newest first."""
        stmt = (
            select(DefinitionVersion)
            .where(
                DefinitionVersion.tenant_id == self.tenant_id,
                DefinitionVersion.master_type == master_type,
            )
            .order_by(DefinitionVersion.version.desc())
        )
        return list(self.session.scalars(stmt))

    def delete(self, definition: MasterDefinition) -> None:
        """Deletes a definition and its versions."""
        self.session.execute(
            delete(DefinitionVersion).where(
                DefinitionVersion.tenant_id == self.tenant_id,
                DefinitionVersion.master_type == definition.master_type,
            )
        )
        self.session.delete(definition)
        self.session.flush()
