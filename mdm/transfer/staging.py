"""SQL for a staged import on SQLite: rows are written to temporary tables while the file is
validated, and copied into the real tables under the write lock at the end.

SQLite has one write lock for the whole database. An import that wrote as it validated would
hold it for the whole file (tens of seconds for 400,000 rows), and every other tenant's write
would wait for it and give up after the lock wait. Temporary tables live in the connection's
own temporary database, so filling them takes no lock on the main one: the import validates
and prepares every row in a read transaction, then takes the write lock, re-checks what other
writers may have changed meanwhile (unique values, the versions of updated records, the
targets of references), and copies the staged rows with `INSERT ... SELECT`.
"""

import logging
import time
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.exc import IntegrityError

from mdm.core.errors import Conflict
from mdm.db.engine import WRITE_OPTION

STAGED = {
    "record": "mdm_stage_record",
    "record_history": "mdm_stage_history",
    "record_unique": "mdm_stage_claim",
}
_UPDATES = "mdm_stage_update"
_RELEASES = "mdm_stage_release"
_RETRY = "nothing was imported; retry the import"
logger = logging.getLogger("mdm.import")


def deferred(connection: Connection) -> bool:
    """Tells whether a SQLite connection's transaction began without the write lock."""
    return connection.dialect.name == "sqlite" and not connection.get_execution_options().get(WRITE_OPTION)


class SqliteStage:
    """The temporary tables of one import on one SQLite connection."""

    def __init__(self, connection: Connection, *, tenant_id: str, master_type: str) -> None:
        self.connection = connection
        self.tenant_id = tenant_id
        self.master_type = master_type

    def create(self) -> None:
        """Creates empty temporary tables shaped like the tables an import writes."""
        for table, staged in STAGED.items():
            self._run(f"DROP TABLE IF EXISTS temp.{staged}")
            self._run(f"CREATE TEMP TABLE {staged} AS SELECT * FROM main.{table} WHERE 0")
        for staged, columns in (
            (_UPDATES, "id, data, search_text, version, updated_at, updated_by"),
            (_RELEASES, "record_id, field"),
        ):
            self._run(f"DROP TABLE IF EXISTS temp.{staged}")
            self._run(f"CREATE TEMP TABLE {staged} ({columns})")

    def add_updates(self, rows: list[tuple[Any, ...]]) -> None:
        """Stages rewrites of records: (id, data JSON, search text, new version, at, by)."""
        self.connection.exec_driver_sql(f"INSERT INTO temp.{_UPDATES} VALUES (?, ?, ?, ?, ?, ?)", rows)

    def add_releases(self, rows: list[tuple[str, str]]) -> None:
        """Stages unique claims to give up: (record_id, field)."""
        self.connection.exec_driver_sql(f"INSERT INTO temp.{_RELEASES} VALUES (?, ?)", rows)

    def publish(self, *, references: tuple[tuple[str, str], ...]) -> None:
        """Takes the write lock and copies the staged rows into the real tables, or raises Conflict."""
        take_write_lock(self.connection)
        started = time.perf_counter()
        self._publish(references)
        logger.info("import published in %.2f s under the write lock", time.perf_counter() - started)

    def _publish(self, references: tuple[tuple[str, str], ...]) -> None:
        """Moves unique claims, rewrites updated records, then inserts claims, records, history."""
        scope = (self.tenant_id, self.master_type)
        self._run(
            f"DELETE FROM main.record_unique WHERE tenant_id = ? AND master_type = ? "
            f"AND (record_id, field) IN (SELECT record_id, field FROM temp.{_RELEASES})",
            scope,
        )
        for name, target in references:  # before the updates: a kept (maybe stale) value is no news
            self._check_reference(name, target)
        self._update_records(scope)
        try:
            self._run(f"INSERT INTO main.record_unique SELECT * FROM temp.{STAGED['record_unique']}")
        except IntegrityError:
            raise Conflict(f"A unique value in the file was taken by a concurrent change; {_RETRY}") from None
        self._run(f"INSERT INTO main.record SELECT * FROM temp.{STAGED['record']}")
        self._run(f"INSERT INTO main.record_history SELECT * FROM temp.{STAGED['record_history']}")
        self.drop()

    def drop(self) -> None:
        """Drops the temporary tables."""
        for staged in (*STAGED.values(), _UPDATES, _RELEASES):
            self._run(f"DROP TABLE IF EXISTS temp.{staged}")

    def _update_records(self, scope: tuple[str, str]) -> None:
        """Rewrites the staged updates of records that no other writer changed meanwhile."""
        wanted = self._run(f"SELECT count(*) FROM temp.{_UPDATES}").scalar_one()
        done = self._run(
            f"UPDATE main.record SET data = s.data, search_text = s.search_text, version = s.version, "
            f"updated_at = s.updated_at, updated_by = s.updated_by FROM temp.{_UPDATES} AS s "
            f"WHERE record.tenant_id = ? AND record.master_type = ? AND record.id = s.id "
            f"AND record.version = s.version - 1 AND record.deleted_at IS NULL",
            scope,
        ).rowcount
        if done != wanted:
            raise Conflict(f"{wanted - done} record(s) of the file were changed meanwhile; {_RETRY}")

    def _check_reference(self, name: str, target: str) -> None:
        """Refuses the import if a record it references was deleted while it was validated."""
        path = f'$."{name}"'
        dangling = self._run(
            f"SELECT count(*) FROM (SELECT json_extract(data, ?) AS ref FROM temp.{STAGED['record']} "
            f"UNION ALL SELECT json_extract(u.data, ?) FROM temp.{_UPDATES} AS u "
            "JOIN main.record AS m ON m.tenant_id = ? AND m.master_type = ? AND m.id = u.id "
            "WHERE json_extract(m.data, ?) IS NOT json_extract(u.data, ?)) AS s WHERE s.ref IS NOT NULL "
            "AND NOT EXISTS (SELECT 1 FROM main.record AS r WHERE r.tenant_id = ? AND r.master_type = ? "
            "AND r.id = s.ref AND r.deleted_at IS NULL)",
            (path, path, self.tenant_id, self.master_type, path, path, self.tenant_id, target),
        ).scalar_one()
        if dangling:
            raise Conflict(
                f"{dangling} row(s) reference '{target}' records deleted during the import "
                f"(field '{name}'); {_RETRY}"
            )

    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        """Runs one statement on the import's connection."""
        return self.connection.exec_driver_sql(sql, params)


def take_write_lock(connection: Connection) -> None:
    """Ends a SQLite read transaction and begins a write transaction on the same connection.

    The read snapshot ends with it: whatever was checked under it must be checked again.
    """
    if deferred(connection):
        connection.exec_driver_sql("COMMIT")
        connection.exec_driver_sql("BEGIN IMMEDIATE")
