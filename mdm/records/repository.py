"""SQL for master records and their unique-value claims, scoped by tenant."""

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import orjson
from sqlalchemy import (
    ColumnElement,
    Select,
    Text,
    bindparam,
    cast,
    delete,
    func,
    select,
    text,
    type_coerce,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from mdm.db import keyset
from mdm.db.base import table_of
from mdm.db.fields import field_expr, master_literal
from mdm.db.models import CatalogStat, Record, RecordCount, RecordHistory, RecordUnique, StoredFile
from mdm.db.repository import TenantRepository
from mdm.db.search import contains, counts_from_fts, fts_drives, fts_matches


def _by_id(*, include_deleted: bool, for_update: bool) -> Select[Any]:
    """Builds the statement that loads one record by id."""
    stmt = select(Record).where(
        Record.tenant_id == bindparam("tenant_id"),
        Record.master_type == bindparam("master_type"),
        Record.id == bindparam("record_id"),
    )
    if not include_deleted:
        stmt = stmt.where(Record.deleted_at.is_(None))
    # FOR NO KEY UPDATE: a change waits for other changes of the record, not for the records
    # that hold it as a reference target (FOR KEY SHARE); a delete locks it FOR UPDATE.
    return stmt.with_for_update(key_share=True) if for_update else stmt


def _claim(build: Any) -> Any:
    """Builds the insert that claims a unique value unless another record holds it."""
    table = table_of(RecordUnique)
    return (
        build(table)
        .values(
            tenant_id=bindparam("tenant_id"),
            master_type=bindparam("master_type"),
            field=bindparam("field"),
            value=bindparam("value"),
            record_id=bindparam("record_id"),
        )
        .on_conflict_do_nothing()
        .returning(table.c.record_id)
    )


# Built once: the single-record statements run on every request, and building one per call
# costs more Python time than the query itself.
_BY_ID = {
    (deleted, locked): _by_id(include_deleted=deleted, for_update=locked)
    for deleted in (False, True)
    for locked in (False, True)
}
_CLAIM = {"postgresql": _claim(pg_insert), "sqlite": _claim(sqlite_insert)}


class RecordRepository(TenantRepository[Record]):
    """Tenant-scoped access to records."""

    model = Record

    def _of(self, master_type: str) -> list[ColumnElement[bool]]:
        """Returns the conditions selecting one master of this tenant."""
        return self.scoped(Record.master_type == master_type)

    def _listed(self, master_type: str, *, indexed: bool = True) -> list[ColumnElement[bool]]:
        """Returns the conditions selecting one master's live records for a list, the master
        written out as a literal, as its field indexes name it (`indexed`: see `scoped`)."""
        return self.scoped(
            Record.master_type == master_literal(master_type), Record.deleted_at.is_(None), indexed=indexed
        )

    def deleted_page(self, master_type: str, *, skip: int, limit: int) -> tuple[list[Record], int]:
        """Returns one page of a master's deleted records (not merged ones), latest deleted first."""
        conditions = self.scoped(
            Record.master_type == master_type, Record.deleted_at.is_not(None), Record.merged_into.is_(None)
        )
        order = (Record.deleted_at.desc(), Record.id)
        return self.paginate(*conditions, order_by=order, skip=skip, limit=limit)

    def _claims(self, master_type: str) -> list[ColumnElement[bool]]:
        """Returns the conditions selecting the unique claims of one master of this tenant."""
        return self.scoped(RecordUnique.master_type == master_type, model=RecordUnique)

    def get(
        self,
        master_type: str,
        record_id: str,
        *,
        include_deleted: bool = False,
        for_update: bool = False,
    ) -> Record | None:
        """Returns a record by id (live only unless asked)."""
        stmt = _BY_ID[(include_deleted, for_update)]
        params = {"tenant_id": self.tenant_id, "master_type": master_type, "record_id": record_id}
        return self.session.scalars(stmt, params).first()

    def get_many(self, master_type: str, ids: Iterable[str], *, for_update: bool = False) -> list[Record]:
        """Returns the live records among the ids (optionally locked for change)."""
        stmt = select(Record).where(
            *self._of(master_type), Record.id.in_(list(ids)), Record.deleted_at.is_(None)
        )
        return list(self.session.scalars(stmt.with_for_update() if for_update else stmt))

    def referencing(self, master_type: str, field: str, ids: Iterable[str]) -> list[Record]:
        """Returns the live records of a master whose reference `field` holds one of the ids,
        locked for change (an index lookup: reference fields are indexed)."""
        expr = field_expr(Record.data.expression, field, "string")
        wanted, found = sorted(set(ids)), []
        for start in range(0, len(wanted), 500):
            stmt = select(Record).where(*self._listed(master_type), expr.in_(wanted[start : start + 500]))
            found += list(self.session.scalars(stmt.order_by(Record.id).with_for_update()))
        return found

    def count_referencing(
        self, master_type: str, field: str, ids: Iterable[str], *, besides: Iterable[str] = ()
    ) -> dict[str, int]:
        """Counts, per referenced id, the live records of a master whose `field` holds it,
        leaving out the records `besides`."""
        expr = field_expr(Record.data.expression, field, "string")
        wanted, skipped, counts = sorted(set(ids)), list(besides), {}
        for start in range(0, len(wanted), 500):
            stmt = select(expr, func.count()).where(
                *self._listed(master_type), expr.in_(wanted[start : start + 500])
            )
            if skipped:
                stmt = stmt.where(Record.id.not_in(skipped))
            counts.update({str(k): int(n) for k, n in self.session.execute(stmt.group_by(expr))})
        return counts

    def page(
        self,
        master_type: str,
        *,
        skip: int,
        limit: int,
        search: str | None,
        where: ColumnElement[bool] | None = None,
        order: Sequence[ColumnElement[Any]] = (),
        after: str | None = None,
        stamp: str = "",
    ) -> tuple[list[Record], int, str | None]:
        """Returns one page of live records (in `order`, then by id), the total, and a cursor
        to the next page (None on the last). `after` is such a cursor, issued for the same
        query (`stamp`); `keyset.BadCursor` if not."""
        keys = keyset.sort_keys(order, Record.id.expression)
        cursor = keyset.decode(after, keys, stamp) if after is not None else None
        total, indexed = None, True
        if search and where is None and counts_from_fts(self.session, search):
            total = fts_matches(self.session, self.tenant_id, master_type, search)
            # few matches: read them and sort, instead of walking the master until the page is full
            indexed = not fts_drives(total, live=self.count_live(master_type), limit=limit + 1)
        conditions = self._listed(master_type, indexed=indexed)
        if search:
            conditions.append(contains(search))
        if where is not None:
            conditions.append(where)
        if total is None and (search or where is not None):
            total = self.session.scalar(select(func.count()).select_from(Record).where(*conditions)) or 0
        elif total is None:
            total = self.count_live(master_type)
        items, positions = self._keyset_page(
            [Record], conditions, keys=keys, after=cursor, skip=skip, limit=limit + 1, indexed=indexed
        )
        more = len(items) > limit
        following = keyset.encode(positions[limit - 1], stamp) if more and limit else None
        return items[:limit], total, following

    def by_terms(self, master_type: str, terms: Sequence[str], *, per_term: int) -> list[Record]:
        """Returns live records whose search text contains any of the words, at most
        `per_term` for each word (a common word cannot flood the candidates)."""
        found: dict[str, Record] = {}
        for term in terms:
            stmt = select(Record).where(*self._listed(master_type), contains(term)).limit(per_term)
            for record in self.session.scalars(stmt):
                found.setdefault(record.id, record)
        return list(found.values())

    def live_batches(self, master_type: str, *, size: int) -> Iterator[list[tuple[str, dict[str, Any]]]]:
        """Yields the live records of a master as (id, data), `size` at a time, in id order."""
        last = ""
        while True:
            stmt = (
                select(Record.id, Record.data)
                .where(*self._listed(master_type), Record.id > last)
                .order_by(Record.id)
                .limit(size)
            )
            rows = [(str(r[0]), dict(r[1])) for r in self.session.execute(stmt)]
            if not rows:
                return
            yield rows
            last = rows[-1][0]

    def add(self, record: Record) -> None:
        """Stores a new record (a Core insert: the object stays a plain value holder)."""
        self.insert(record)

    def add_history(self, entry: RecordHistory) -> None:
        """Stores a history entry in the current transaction."""
        self.insert(entry)

    def live_ids(self, master_type: str, ids: Iterable[str], *, hold: bool = False) -> set[str]:
        """Returns which of the ids are live records of the master.

        `hold` keeps them from being deleted until the transaction ends (`FOR KEY SHARE` on
        PostgreSQL: a delete waits, then sees the new reference; changes of their data do not
        wait); SQLite has one writer at a time anyway."""
        wanted = sorted(set(ids))
        found: set[str] = set()
        for start in range(0, len(wanted), 500):
            stmt = select(Record.id).where(
                *self._of(master_type),
                Record.id.in_(wanted[start : start + 500]),
                Record.deleted_at.is_(None),
            )
            if hold:
                stmt = stmt.with_for_update(read=True, key_share=True)
            found.update(self.session.scalars(stmt))
        return found

    def field_of(self, master_type: str, field: str, ids: Iterable[str]) -> dict[str, Any]:
        """Returns one field's value of each live record among the ids (that has a value)."""
        wanted, found = sorted(set(ids)), {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            stmt = select(Record.id, Record.data).where(
                *self._of(master_type), Record.id.in_(chunk), Record.deleted_at.is_(None)
            )
            for record_id, data in self.session.execute(stmt):
                if data.get(field) is not None:
                    found[record_id] = data[field]
        return found

    def existing_files(self, ids: Iterable[str]) -> set[str]:
        """Returns which of the ids are files of this tenant."""
        wanted, found = sorted(set(ids)), set[str]()
        for start in range(0, len(wanted), 500):
            stmt = select(StoredFile.id).where(
                *self.scoped(StoredFile.id.in_(wanted[start : start + 500]), model=StoredFile)
            )
            found.update(self.session.scalars(stmt))
        return found

    def count_using_file(self, master_type: str, field: str, *, many: bool, file_id: str) -> int:
        """Counts the live records of a master whose `file` field (or `files` list) holds a file."""
        if not many:
            condition: Any = field_expr(Record.data.expression, field, "string") == file_id
        elif self.session.get_bind().dialect.name == "postgresql":
            condition = text(f"record.data -> '{field}' @> CAST(:wanted AS jsonb)").bindparams(
                wanted=orjson.dumps([file_id]).decode()
            )
        else:
            condition = text(
                f"EXISTS (SELECT 1 FROM json_each(record.data, '$.{field}') AS f WHERE f.value = :wanted)"
            ).bindparams(wanted=file_id)
        stmt = select(func.count()).select_from(Record).where(*self._listed(master_type), condition)
        return int(self.session.scalar(stmt) or 0)

    def count_live(self, master_type: str) -> int:
        """Returns the live records of a master from its counter (kept by triggers on `record`)."""
        stmt = select(RecordCount.live).where(
            *self.scoped(RecordCount.master_type == master_type, model=RecordCount)
        )
        return self.session.scalar(stmt) or 0

    def iter_live(self, master_type: str, *, batch: int = 1000) -> Iterator[list[Record]]:
        """Yields the live records of a master in batches, in creation order."""
        last = ""
        while True:
            stmt = (
                select(Record)
                .where(*self._of(master_type), Record.deleted_at.is_(None), Record.id > last)
                .order_by(Record.id)
                .limit(batch)
            )
            rows = list(self.session.scalars(stmt))
            if not rows:
                return
            yield rows
            last = rows[-1].id

    def use_snapshot(self) -> None:
        """Makes every later read of this session see one snapshot (PostgreSQL; SQLite does)."""
        if self.session.get_bind().dialect.name == "postgresql" and not self.session.in_transaction():
            self.session.connection(execution_options={"isolation_level": "REPEATABLE READ"})

    def iter_live_data(
        self, master_type: str, *, batch: int = 1000
    ) -> Iterator[list[tuple[str, dict[str, Any]]]]:
        """Yields (id, data) of the live records in creation order, one keyset batch at a time.

        The data is read as JSON text and parsed with orjson, a third faster than letting the
        driver decode each JSONB value.
        """
        postgresql = self.session.get_bind().dialect.name == "postgresql"
        data_text = cast(Record.data, Text) if postgresql else type_coerce(Record.data, Text)
        last = ""
        while True:
            stmt = (
                select(Record.id, data_text)
                .where(*self._of(master_type), Record.deleted_at.is_(None), Record.id > last)
                .order_by(Record.id)
                .limit(batch)
            )
            rows = [(rid, orjson.loads(text)) for rid, text in self.session.execute(stmt)]
            if not rows:
                return
            yield rows
            last = rows[-1][0]

    def set_data_many(self, master_type: str, changes: list[dict[str, Any]]) -> None:
        """Rewrites the data and search text of many records (`id`, `data`, `search_text`)."""
        if not changes:
            return
        table = table_of(Record)
        stmt = (
            table.update()
            .where(*self._of(master_type), table.c.id == bindparam("b_id"))
            .values(data=bindparam("b_data"), search_text=bindparam("b_search"))
        )
        self.session.execute(
            stmt, [{"b_id": c["id"], "b_data": c["data"], "b_search": c["search_text"]} for c in changes]
        )

    def holders(self, master_type: str, field: str, tokens: Iterable[str]) -> dict[str, str]:
        """Returns which record holds each claimed value of a unique field."""
        wanted = list(set(tokens))
        held: dict[str, str] = {}
        for start in range(0, len(wanted), 500):
            stmt = select(RecordUnique.value, RecordUnique.record_id).where(
                *self._claims(master_type),
                RecordUnique.field == field,
                RecordUnique.value.in_(wanted[start : start + 500]),
            )
            held.update(dict(self.session.execute(stmt).tuples().all()))
        return held

    def claim(self, master_type: str, field: str, token: str, record_id: str) -> bool:
        """Claims a unique value for a record; False when another record holds it.

        The primary key makes the claim atomic: of concurrent claims, one wins and the
        others wait for it and then find the value taken.
        """
        stmt = _CLAIM[self.session.get_bind().dialect.name]
        params = {
            "tenant_id": self.tenant_id,
            "master_type": master_type,
            "field": field,
            "value": token,
            "record_id": record_id,
        }
        return self.session.execute(stmt, params).first() is not None

    def claim_many(self, master_type: str, rows: list[tuple[str, str, str]]) -> None:
        """Claims many (field, token, record_id) values in one statement."""
        if rows:
            self.session.execute(
                table_of(RecordUnique).insert(),
                [
                    {
                        "tenant_id": self.tenant_id,
                        "master_type": master_type,
                        "field": f,
                        "value": v,
                        "record_id": r,
                    }
                    for f, v, r in rows
                ],
            )

    def release(self, master_type: str, record_id: str, fields: Iterable[str] | None = None) -> None:
        """Releases a record's unique claims (all, or those of some fields)."""
        stmt = delete(RecordUnique).where(*self._claims(master_type), RecordUnique.record_id == record_id)
        if fields is not None:
            stmt = stmt.where(RecordUnique.field.in_(list(fields)))
        self.session.execute(stmt)

    def release_field(self, master_type: str, field: str) -> None:
        """Drops every claim of a field that is no longer unique."""
        self.session.execute(
            delete(RecordUnique).where(*self._claims(master_type), RecordUnique.field == field)
        )

    def purge_master(self, master_type: str) -> int:
        """Deletes a master's records, claims, history and statistics; returns live records removed."""
        live = self.count_live(master_type)
        for model in (RecordUnique, RecordHistory, Record, RecordCount, CatalogStat):
            self.session.execute(
                delete(model).where(*self.scoped(model.master_type == master_type, model=model))
            )
        return live
