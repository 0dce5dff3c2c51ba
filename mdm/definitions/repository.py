"""SQL for master definitions and their versions, scoped by tenant."""

from collections.abc import Iterable

from sqlalchemy import bindparam, delete, select, text

from mdm.db.models import DefinitionVersion, MasterDefinition
from mdm.db.repository import TenantRepository

# Built once: every record request looks its definition up, and a statement built per call
# costs more Python time than the query itself.
_BY_TYPE = select(MasterDefinition).where(
    MasterDefinition.tenant_id == bindparam("tenant_id"),
    MasterDefinition.master_type == bindparam("master_type"),
)
# Locked reads refresh a definition the session already holds (it may have changed meanwhile).
_FRESH = _BY_TYPE.execution_options(populate_existing=True)
_SHARED = _FRESH.with_for_update(read=True)
_LOCKED = _FRESH.with_for_update()
# PostgreSQL queues a transaction lock fairly: a schema change waiting for it holds back the
# writes that come after it. Row locks do not (new shared lockers join while an exclusive one
# waits), so a busy master could starve its own schema change. The key is the master's.
_LOCK_KEY = "hashtextextended(:tenant_id || '/' || :master_type, 0)"
_PG_SHARED = text(f"SELECT pg_advisory_xact_lock_shared({_LOCK_KEY})")
# A schema change waits at most this long for the writes in progress (then 503, retry), so the
# writes queued behind it are not held back by a long import without end.
_PG_LOCKED = text(f"SELECT set_config('lock_timeout', '30s', true), pg_advisory_xact_lock({_LOCK_KEY})")
_PG_NO_TIMEOUT = text("SELECT set_config('lock_timeout', '0', true)")


class DefinitionRepository(TenantRepository[MasterDefinition]):
    """Tenant-scoped access to definitions."""

    model = MasterDefinition

    def get(
        self, master_type: str, *, for_update: bool = False, for_share: bool = False
    ) -> MasterDefinition | None:
        """Returns the definition of a master, optionally locked (for a change, or shared) until
        the transaction ends."""
        params = {"tenant_id": self.tenant_id, "master_type": master_type}
        stmt = _LOCKED if for_update else _SHARED if for_share else _BY_TYPE
        if (for_update or for_share) and self.session.get_bind().dialect.name == "postgresql":
            # The transaction lock does the row lock's work; the row is read after it is granted.
            self.session.execute(_PG_LOCKED if for_update else _PG_SHARED, params)
            if for_update:
                self.session.execute(_PG_NO_TIMEOUT)
            stmt = _LOCKED if for_update else _FRESH
        return self.session.scalars(stmt, params).first()

    def locks_apart(self) -> bool:
        """Tells whether writes lock the definitions they use (PostgreSQL; SQLite runs one
        writer at a time)."""
        return self.session.get_bind().dialect.name == "postgresql"

    def hold(self, master_types: Iterable[str]) -> None:
        """Takes the write (shared) lock of each master's definition in name order, so that a
        change reaching several masters locks them all before any record, in one order for all."""
        if not self.locks_apart():
            return
        for master_type in sorted(set(master_types)):
            self.session.execute(_PG_SHARED, {"tenant_id": self.tenant_id, "master_type": master_type})

    def all(self, *, fresh: bool = False) -> list[MasterDefinition]:
        """Returns every definition of the tenant, by master_type (fresh: re-read the ones the
        session already holds, which may have changed since)."""
        stmt = self.select().order_by(MasterDefinition.master_type)
        if fresh:
            stmt = stmt.execution_options(populate_existing=True)
        return list(self.session.scalars(stmt))

    def page(self, *, skip: int, limit: int) -> tuple[list[MasterDefinition], int]:
        """Returns one page of definitions by master_type, and the total."""
        return self.paginate(order_by=(MasterDefinition.master_type,), skip=skip, limit=limit)

    def add(self, definition: MasterDefinition) -> None:
        """Stores a new definition."""
        self.create(definition)

    def add_version(self, snapshot: DefinitionVersion) -> None:
        """Stores a version snapshot."""
        snapshot.tenant_id = self.tenant_id
        self.session.add(snapshot)
        self.session.flush()

    def versions(self, master_type: str) -> list[DefinitionVersion]:
        """Returns every kept version of a master, newest first."""
        stmt = (
            select(DefinitionVersion)
            .where(*self.scoped(DefinitionVersion.master_type == master_type, model=DefinitionVersion))
            .order_by(DefinitionVersion.version.desc())
        )
        return list(self.session.scalars(stmt))

    def delete(self, definition: MasterDefinition) -> None:
        """Deletes a definition and its versions."""
        self.session.execute(
            delete(DefinitionVersion).where(
                *self.scoped(DefinitionVersion.master_type == definition.master_type, model=DefinitionVersion)
            )
        )
        self.session.delete(definition)
        self.session.flush()
