"""Which fields get a database index, and bringing the indexes in line with the definitions.

A field is indexed when it is `unique`, a `reference` or a `file`, or marked `indexed: true`. Its index is
typed (numbers as numbers; dates and datetimes as their canonical ISO text, whose order is
their time order) and serves equality, `in`, ranges, `startswith` and sorting on the field
(REST `filter`/`orderby`, OData, `/excel`). Definition changes reconcile the indexes after
they commit, `mdm serve` and `mdm db upgrade` at start: missing ones are built, unwanted or
broken ones dropped; on PostgreSQL concurrently, so writers never wait for a build.
"""

import hashlib
import logging
import threading
from collections.abc import Iterable
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from mdm.db.engine import after_commit
from mdm.db.fields import FIELD_KINDS
from mdm.records.index_repository import PREFIX, FieldIndexRepository

log = logging.getLogger("mdm.records.indexes")


def is_indexed(spec: dict[str, Any]) -> bool:
    """Tells whether a field (as stored in a schema) gets an index."""
    return bool(spec.get("unique") or spec.get("indexed") or spec.get("type") in ("reference", "file"))


def master_prefix(master_type: str) -> str:
    """Returns the name prefix of one master type's field indexes."""
    return f"{PREFIX}{_digest(master_type, 8)}_"


def index_name(master_type: str, field: str, kind: str) -> str:
    """Returns the name of a field's index (a new kind of value means a new index)."""
    return f"{master_prefix(master_type)}{_digest(f'{field}:{kind}', 12)}"


def wanted(master_type: str, schemas: Iterable[dict[str, Any]]) -> dict[str, tuple[str, str]]:
    """Maps the index name of each indexed field of any tenant's schema to (field, kind)."""
    found: dict[str, tuple[str, str]] = {}
    for schema in schemas:
        for spec in schema.get("fields", []):
            if is_indexed(spec):
                kind = FIELD_KINDS.get(spec.get("type", "string"), "string")
                found[index_name(master_type, spec["name"], kind)] = (spec["name"], kind)
    return found


def after_change(session: Session, master_type: str) -> None:
    """Reconciles a master's field indexes once the session's change has committed."""
    after_commit(session, lambda engine: sync(engine, master_type))


def sync(engine: Engine, master_type: str, *, patient: bool = False) -> None:
    """Builds the master type's missing field indexes and drops unwanted or invalid ones. On
    PostgreSQL a build or drop waits for the transactions open at its start; one that waited too
    long goes on in the background (patient: without a limit)."""
    repo = FieldIndexRepository(engine)
    target = wanted(master_type, repo.schemas(master_type))
    existing = repo.existing(master_prefix(master_type))
    try:
        for name, valid in existing.items():
            if name not in target or not valid:
                repo.drop(name, patient=patient)
        for name, (field, kind) in target.items():
            if not existing.get(name):
                _build(repo, name, master_type=master_type, field=field, kind=kind, patient=patient)
    except SQLAlchemyError as exc:
        if patient or not _waited_too_long(exc):
            raise
        log.info("indexes of %s wait for open transactions; building them in the background", master_type)
        _build_later(engine, master_type)


def _build(
    repo: FieldIndexRepository, name: str, *, master_type: str, field: str, kind: str, patient: bool
) -> None:
    """Builds one index; a build the data refuses (a value too long for an entry) is logged and undone."""
    try:
        repo.create(name, master_type=master_type, field=field, kind=kind, patient=patient)
    except SQLAlchemyError as exc:
        if repo.existing(name).get(name) is False:
            repo.drop(name, patient=patient)  # the failed build's invalid index (never a valid one)
        if _waited_too_long(exc):
            raise
        log.warning("could not index %s.%s: %s", master_type, field, exc.__class__.__name__)


def _waited_too_long(exc: SQLAlchemyError) -> bool:
    """Tells whether a build gave up waiting for a lock (PostgreSQL's lock_not_available)."""
    return getattr(getattr(exc, "orig", None), "sqlstate", None) == "55P03"


def _build_later(engine: Engine, master_type: str) -> None:
    """Builds a master's missing indexes on a background thread, waiting as long as it takes."""

    def build() -> None:
        try:
            sync(engine, master_type, patient=True)
        except Exception:
            log.exception("background index build of %s failed (the next start builds it)", master_type)

    threading.Thread(target=build, name=f"mdm-index-{master_type}", daemon=True).start()


def sync_all(engine: Engine) -> None:
    """Reconciles every master's field indexes, and drops those of masters that are gone."""
    repo = FieldIndexRepository(engine)
    masters = repo.master_types()
    for master_type in sorted(masters):
        sync(engine, master_type)
    live = {master_prefix(m) for m in masters}
    for name in repo.existing(PREFIX):
        if name[: len(master_prefix("x"))] not in live:
            try:
                repo.drop(name)
            except SQLAlchemyError as exc:  # an unused index can wait for the next start
                if not _waited_too_long(exc):
                    raise
                log.info("index %s of a removed master waits for open transactions; left for now", name)


def _digest(text: str, length: int) -> str:
    """Returns a short hex digest naming an index part."""
    return hashlib.sha256(text.encode()).hexdigest()[:length]
