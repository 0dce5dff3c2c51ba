"""Bulk SQL for CSV import and export, scoped by tenant.

Rows are written straight through the driver, past SQLAlchemy's per-row parameter
processing: COPY on PostgreSQL, executemany on SQLite. JSON is serialised once per
value here; constants such as the import's timestamp are converted with the column
type's own bind processor, so stored values are exactly what the ORM would store.
"""

import json
from collections.abc import Iterable, Iterator
from datetime import datetime
from typing import Any, cast

import orjson
from sqlalchemy import ColumnElement, Table, bindparam, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from mdm.db.engine import WRITE_OPTION
from mdm.db.models import Record, RecordHistory, RecordUnique
from mdm.db.repository import TenantRepository
from mdm.records.repository import RecordRepository
from mdm.transfer.staging import STAGED, SqliteStage, deferred, take_write_lock

_CHUNK = 500
# PostgreSQL lookups make one index probe per value, whatever the planner believes about a tenant
# that is still growing inside this very transaction: with stale statistics a plain IN list is
# planned as a scan of all the tenant's rows of the master, filtered (quadratic in a big import).
_PG_HOLDERS = text(
    "SELECT t.value, h.record_id FROM unnest(CAST(:tokens AS VARCHAR[])) AS t(value) "
    "CROSS JOIN LATERAL (SELECT u.record_id FROM record_unique u WHERE u.tenant_id = :tenant "
    "AND u.master_type = :master_type AND u.field = :field AND u.value = t.value LIMIT 1) AS h"
)
_PG_LIVE = (
    "SELECT r.id, r.data, r.version FROM unnest(CAST(:ids AS VARCHAR[])) AS t(id) "
    "CROSS JOIN LATERAL (SELECT id, data, version FROM record WHERE id = t.id AND tenant_id = :tenant "
    "AND master_type = :master_type AND deleted_at IS NULL{lock}) AS r"
)
_PG_EXPORT = (
    "COPY (SELECT id, data::text FROM record WHERE tenant_id = %s AND master_type = %s "
    "AND deleted_at IS NULL ORDER BY id) TO STDOUT"
)
_record = cast(Table, Record.__table__)
_history = cast(Table, RecordHistory.__table__)
_unique = cast(Table, RecordUnique.__table__)

RECORD_COLUMNS = (
    "id",
    "tenant_id",
    "master_type",
    "data",
    "search_text",
    "version",
    "deleted_at",
    "created_at",
    "created_by",
    "updated_at",
    "updated_by",
)
CLAIM_COLUMNS = ("tenant_id", "master_type", "field", "value", "record_id")
HISTORY_COLUMNS = (
    "id",
    "tenant_id",
    "master_type",
    "record_id",
    "version",
    "operation",
    "data",
    "previous",
    "changed_fields",
    "changed_by",
    "changed_at",
    "approval_id",
)
HistoryRow = tuple[str, str, int, str, str, str]
Rows = list[tuple[Any, ...]]  # values in column order


def to_json(value: Any) -> str:
    """Serialises a JSON value (None as JSON null, like the ORM's JSON columns)."""
    try:
        return orjson.dumps(value).decode()
    except TypeError:  # integers beyond 64 bits
        return json.dumps(value)


class TransferRepository(TenantRepository[Record]):
    """Tenant-scoped bulk reads and writes of records."""

    model = Record

    def __init__(self, session: Session, tenant_id: str) -> None:
        super().__init__(session, tenant_id)
        self.dialect = session.get_bind().dialect
        self._times: dict[tuple[str, datetime], Any] = {}
        self.stage: SqliteStage | None = None

    def read_first(self) -> None:
        """On SQLite, begins the session's transaction without the write lock (see `staging`)."""
        if self.dialect.name == "sqlite" and not self.session.in_transaction():
            self.session.connection(execution_options={WRITE_OPTION: False})

    def start_staging(self, master_type: str) -> bool:
        """Stages this import's writes in temporary tables when its transaction began reading."""
        connection = self.session.connection()
        if not deferred(connection):
            return False
        self.stage = SqliteStage(connection, tenant_id=self.tenant_id, master_type=master_type)
        self.stage.create()
        return True

    def publish_staged(self, references: tuple[tuple[str, str], ...]) -> None:
        """Copies a staged import into the real tables under the write lock (Conflict if it can't)."""
        if self.stage is not None:
            self.stage.publish(references=references)
            self.stage = None

    def take_write_lock(self) -> None:
        """Makes a transaction that began reading a writing one (SQLite; elsewhere nothing)."""
        take_write_lock(self.session.connection())

    def _live(self, master_type: str) -> list[ColumnElement[bool]]:
        """Returns the conditions selecting the live records of one master of this tenant."""
        return self.scoped(Record.master_type == master_type, Record.deleted_at.is_(None))

    def live_states(
        self, master_type: str, ids: Iterable[str], *, lock: bool = True
    ) -> dict[str, tuple[dict[str, Any], int]]:
        """Returns the data and version of the live records among the ids (locked for update)."""
        wanted = sorted(set(ids))
        found: dict[str, tuple[dict[str, Any], int]] = {}
        if self.dialect.name == "postgresql" and wanted:
            sql = text(_PG_LIVE.format(lock=" FOR NO KEY UPDATE" if lock else ""))
            params = {"ids": wanted, "tenant": self.tenant_id, "master_type": master_type}
            return {rid: (data, version) for rid, data, version in self.session.execute(sql, params)}
        for start in range(0, len(wanted), _CHUNK):
            stmt = select(Record.id, Record.data, Record.version).where(
                *self._live(master_type), Record.id.in_(wanted[start : start + _CHUNK])
            )
            if lock:
                stmt = stmt.with_for_update()
            found.update({rid: (data, version) for rid, data, version in self.session.execute(stmt)})
        return found

    def _time(self, table: Table, column: str, value: datetime) -> Any:
        """Converts a timestamp as the column's type binds it (so it is stored as the ORM stores it)."""
        key = (column, value)
        if key not in self._times:
            process = table.c[column].type.dialect_impl(self.dialect).bind_processor(self.dialect)
            self._times[key] = process(value) if process else value
        return self._times[key]

    def _driver(self) -> Any:
        """Returns the DBAPI connection under the session's transaction."""
        return self.session.connection().connection.driver_connection

    def _insert(self, table: Table, columns: tuple[str, ...], values: Rows) -> None:
        """Inserts rows with COPY (PostgreSQL) or one executemany (SQLite)."""
        if not values:
            return
        names = ", ".join(columns)
        name = f"temp.{STAGED[table.name]}" if self.stage else table.name
        if self.dialect.name == "postgresql":
            with (
                self._driver().cursor() as cursor,
                cursor.copy(f"COPY {table.name} ({names}) FROM STDIN") as copy,
            ):
                for value in values:
                    copy.write_row(value)
        else:
            marks = ", ".join("?" for _ in columns)
            self.session.connection().exec_driver_sql(
                f"INSERT INTO {name} ({names}) VALUES ({marks})", values
            )

    def holders(self, master_type: str, field: str, tokens: Iterable[str]) -> dict[str, str]:
        """Returns which record holds each claimed value of a unique field."""
        wanted = list(set(tokens))
        if not wanted:
            return {}
        if self.dialect.name != "postgresql":
            return RecordRepository(self.session, self.tenant_id).holders(master_type, field, wanted)
        params = {"tokens": wanted, "tenant": self.tenant_id, "master_type": master_type, "field": field}
        return {str(v): str(r) for v, r in self.session.execute(_PG_HOLDERS, params)}

    def live_ids(self, master_type: str, ids: Iterable[str], *, hold: bool = False) -> set[str]:
        """Returns which of the ids are live records of the master (held from deletion when asked,
        see `RecordRepository.live_ids`)."""
        wanted = sorted(set(ids))
        if self.dialect.name != "postgresql" or not wanted:
            return RecordRepository(self.session, self.tenant_id).live_ids(master_type, wanted, hold=hold)
        params = {"ids": wanted, "tenant": self.tenant_id, "master_type": master_type}
        lock = " FOR KEY SHARE" if hold else ""
        return {str(row[0]) for row in self.session.execute(text(_PG_LIVE.format(lock=lock)), params)}

    def existing_files(self, ids: Iterable[str]) -> set[str]:
        """Returns which of the ids are files of this tenant."""
        return RecordRepository(self.session, self.tenant_id).existing_files(ids)

    def claim_values(self, master_type: str, claims: list[tuple[str, str, str]]) -> Rows:
        """Prepares `record_unique` rows from (field, token, record_id)."""
        return [(self.tenant_id, master_type, f, v, r) for f, v, r in claims]

    def insert_claims(self, values: Rows) -> None:
        """Inserts claims prepared by `claim_values`; IntegrityError if a value is taken."""
        dbapi_error = self.dialect.loaded_dbapi.IntegrityError
        try:
            self._insert(_unique, CLAIM_COLUMNS, values)
        except dbapi_error as exc:
            raise IntegrityError("INSERT INTO record_unique", None, exc) from exc

    def record_values(
        self, master_type: str, rows: list[tuple[str, str, str]], *, at: datetime, by: str | None
    ) -> Rows:
        """Prepares `record` rows at version 1 from (id, data as JSON text, search_text)."""
        stamp = self._time(_record, "created_at", at)
        tenant = self.tenant_id
        return [
            (rid, tenant, master_type, data, search, 1, None, stamp, by, stamp, by)
            for rid, data, search in rows
        ]

    def history_values(
        self,
        master_type: str,
        rows: list[HistoryRow],
        *,
        operation: str,
        at: datetime,
        by: str | None,
        approval_id: str | None,
    ) -> Rows:
        """Prepares `record_history` rows from (id, record_id, version, data, previous, changed) JSON."""
        stamp = self._time(_history, "changed_at", at)
        tenant = self.tenant_id
        return [
            (
                hid,
                tenant,
                master_type,
                rid,
                version,
                operation,
                data,
                previous,
                changed,
                by,
                stamp,
                approval_id,
            )
            for hid, rid, version, data, previous, changed in rows
        ]

    def insert_records(self, values: Rows) -> None:
        """Inserts rows prepared by `record_values`."""
        self._insert(_record, RECORD_COLUMNS, values)

    def insert_history(self, values: Rows) -> None:
        """Inserts rows prepared by `history_values`."""
        self._insert(_history, HISTORY_COLUMNS, values)

    def update_records(self, master_type: str, rows: list[dict[str, Any]]) -> None:
        """Rewrites data, search text, version and change stamps of many records (`b_*` keys)."""
        if not rows:
            return
        if self.stage:
            self.stage.add_updates(
                [
                    (r["b_id"], to_json(r["b_data"]), r["b_search"], r["b_version"], at, r["b_by"])
                    for r in rows
                    for at in (self._time(_record, "updated_at", r["b_at"]),)
                ]
            )
            return
        stmt = (
            _record.update()
            .where(*self.scoped(Record.master_type == master_type), _record.c.id == bindparam("b_id"))
            .values(
                data=bindparam("b_data"),
                search_text=bindparam("b_search"),
                version=bindparam("b_version"),
                updated_at=bindparam("b_at"),
                updated_by=bindparam("b_by"),
            )
        )
        self.session.execute(stmt, rows)

    def release_claims(self, master_type: str, claims: list[tuple[str, str]]) -> None:
        """Releases the unique claims of many (record_id, field) pairs."""
        if not claims:
            return
        if self.stage:
            self.stage.add_releases(claims)
            return
        stmt = _unique.delete().where(
            *self.scoped(RecordUnique.master_type == master_type, model=RecordUnique),
            _unique.c.record_id == bindparam("b_record"),
            _unique.c.field == bindparam("b_field"),
        )
        self.session.execute(stmt, [{"b_record": r, "b_field": f} for r, f in claims])

    def count_live(self, master_type: str) -> int:
        """Counts the live records of a master."""
        return self.count(Record.master_type == master_type, Record.deleted_at.is_(None))

    def use_snapshot(self) -> None:
        """Makes a fresh session read one snapshot (PostgreSQL REPEATABLE READ; SQLite always does)."""
        RecordRepository(self.session, self.tenant_id).use_snapshot()

    def iter_live(self, master_type: str, *, batch: int) -> Iterator[list[tuple[str, dict[str, Any]]]]:
        """Yields (id, data) of the live records in creation order, `batch` at a time.

        On PostgreSQL one `COPY ... TO STDOUT` streams them: the server keeps producing rows while
        this process turns the previous ones into CSV, instead of waiting for one keyset query
        per batch. The connection is busy with the copy until the iteration ends, so this suits a
        reader that runs no other statement meanwhile (an export); elsewhere, keyset batches.
        """
        if self.dialect.name != "postgresql":
            return RecordRepository(self.session, self.tenant_id).iter_live_data(master_type, batch=batch)
        return self._copy_live(master_type, batch)

    def _copy_live(self, master_type: str, batch: int) -> Iterator[list[tuple[str, dict[str, Any]]]]:
        """Streams (id, data) of the live records with `COPY (SELECT ...) TO STDOUT`."""
        rows: list[tuple[str, dict[str, Any]]] = []
        params = (self.tenant_id, master_type)
        with self._driver().cursor() as cursor, cursor.copy(_PG_EXPORT, params) as copy:
            copy.set_types(["text", "text"])
            for record_id, data in copy.rows():
                rows.append((record_id, orjson.loads(data)))
                if len(rows) == batch:
                    yield rows
                    rows = []
        if rows:
            yield rows
