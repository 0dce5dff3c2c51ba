"""DDL of the field indexes: which exist, creating and dropping them (concurrently on PostgreSQL).

A field index covers one field of one master type: `(tenant_id, <typed field>, id)` over the
live records `WHERE master_type = '<master>' AND deleted_at IS NULL`. Tenants that give the
same master the same indexed field share it; the tenant is its first column, so each tenant
reads only its own part of it.
"""

from typing import Any

from sqlalchemy import Connection, Engine, Index, MetaData, select, text
from sqlalchemy.schema import CreateIndex

from mdm.db.base import table_of
from mdm.db.fields import field_expr
from mdm.db.models import MasterDefinition, Record

PREFIX = "ixf_"
# How long a build in a request waits for the transactions open at its start (PostgreSQL); past it
# the build goes on in the background without a limit (`mdm.records.indexes`).
BUILD_WAIT = "5s"
# A detached copy of the record table: an Index built on a table's columns joins that table's
# metadata, and the models' metadata must describe only the migrated schema.
_TABLE = table_of(Record).to_metadata(MetaData())


def _predicate(master_type: str) -> str:
    """Returns the partial-index condition of one master (the type is a safe identifier)."""
    return f"master_type = '{master_type}' AND deleted_at IS NULL"


class FieldIndexRepository:
    """Lists, creates and drops the field indexes of the record table."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgresql = engine.dialect.name == "postgresql"

    def schemas(self, master_type: str) -> list[dict[str, Any]]:
        """Returns every tenant's schema of a master type: an index serves all that share it.
        (Index upkeep is the one reader across tenants; it reads schemas, never records.)"""
        stmt = select(MasterDefinition.schema).where(MasterDefinition.master_type == master_type)
        with self.engine.connect() as conn:
            return list(conn.scalars(stmt))

    def master_types(self) -> set[str]:
        """Returns every master type any tenant defines."""
        with self.engine.connect() as conn:
            return set(conn.scalars(select(MasterDefinition.master_type).distinct()))

    def existing(self, prefix: str) -> dict[str, bool]:
        """Maps each field index whose name starts with `prefix` to whether it is usable."""
        like = prefix.replace("_", "\\_") + "%"
        with self.engine.connect() as conn:
            if self.postgresql:
                rows = conn.execute(
                    text(
                        "SELECT c.relname, i.indisvalid FROM pg_index i "
                        "JOIN pg_class c ON c.oid = i.indexrelid "
                        "WHERE i.indrelid = 'record'::regclass AND c.relname LIKE :like ESCAPE '\\'"
                    ),
                    {"like": like},
                ).all()
            else:
                rows = conn.execute(
                    text(
                        "SELECT name, 1 FROM sqlite_master WHERE type = 'index' "
                        "AND tbl_name = 'record' AND name LIKE :like ESCAPE '\\'"
                    ),
                    {"like": like},
                ).all()
        return {name: bool(valid) for name, valid in rows}

    def create(self, name: str, *, master_type: str, field: str, kind: str, patient: bool = False) -> None:
        """Builds one field index (on PostgreSQL without blocking writers; patient: waiting as long
        as the transactions open at its start take to end)."""
        expr = field_expr(_TABLE.c.data, field, kind)
        index = Index(
            name,
            _TABLE.c.tenant_id,
            expr.asc().nulls_first() if self.postgresql else expr,
            _TABLE.c.id,
            postgresql_where=text(_predicate(master_type)),
            sqlite_where=text(_predicate(master_type)),
            postgresql_concurrently=True,
        )
        _TABLE.indexes.discard(index)
        with self._ddl(wait="0" if patient else BUILD_WAIT) as conn:
            conn.execute(CreateIndex(index, if_not_exists=True))
            if not self.postgresql:
                conn.commit()

    def drop(self, name: str, *, patient: bool = False) -> None:
        """Drops one field index (on PostgreSQL without blocking writers; patient: as for create)."""
        concurrently = "CONCURRENTLY " if self.postgresql else ""
        with self._ddl(wait="0" if patient else BUILD_WAIT) as conn:
            conn.exec_driver_sql(f'DROP INDEX {concurrently}IF EXISTS "{name}"')
            if not self.postgresql:
                conn.commit()

    def _ddl(self, *, wait: str) -> Connection:
        """Opens a connection for DDL: autocommit on PostgreSQL (concurrent builds need it), with
        the longest wait for a lock ('0': no limit)."""
        conn = self.engine.connect()
        if self.postgresql:
            conn = conn.execution_options(isolation_level="AUTOCOMMIT")
            conn.exec_driver_sql(f"SET lock_timeout = '{wait}'")
        return conn
