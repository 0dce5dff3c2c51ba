"""Engine and session factories for SQLite (embedded default) and PostgreSQL."""

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import orjson
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

from mdm.db.writers import QueuedConnection, connection_factory

log = logging.getLogger("mdm.db")

WRITE_OPTION = "mdm_write"
_AFTER_COMMIT = "mdm_after_commit"
# A write waits this long for SQLite's write lock, then answers 503 with Retry-After.
LOCK_WAIT_MS = 5000


def _json_dumps(value: Any) -> str:
    """Serialises JSON columns with orjson."""
    return orjson.dumps(value).decode()


def _normalise_url(url: str) -> str:
    """Picks the psycopg 3 driver for plain PostgreSQL URLs."""
    if url.startswith("postgresql://") or url.startswith("postgres://"):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def _configure_sqlite(engine: Engine) -> None:
    """Sets WAL, foreign keys, a busy timeout, and explicit BEGIN handling on SQLite."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None
        cursor = dbapi_conn.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={LOCK_WAIT_MS}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # Writers take the write lock up front, so concurrent writers wait for it instead of
        # failing when a read lock would need upgrading.
        write = conn.get_execution_options().get(WRITE_OPTION, False)
        raw = conn.connection.dbapi_connection
        if write and isinstance(raw, QueuedConnection):
            raw.take_turn(LOCK_WAIT_MS / 1000)  # writers queue (mdm.db.writers), then lock
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def after_commit(session: Session, action: Callable[[Engine], None]) -> None:
    """Runs `action(engine)` once the session's transaction has committed (never if it rolls
    back): work that cannot share the transaction, such as building an index concurrently."""
    session.info.setdefault(_AFTER_COMMIT, []).append(action)


@event.listens_for(Session, "after_commit")
def _run_after_commit(session: Session) -> None:
    """Runs the actions registered for this commit; a failure is logged, the commit stands."""
    actions = session.info.pop(_AFTER_COMMIT, [])
    if not actions:
        return
    engine = session.get_bind()
    assert isinstance(engine, Engine)
    for action in actions:
        try:
            action(engine)
        except Exception:
            log.exception("after-commit action %s failed", getattr(action, "__qualname__", action))


@event.listens_for(Session, "after_rollback")
def _drop_after_commit(session: Session) -> None:
    """Forgets the actions of a transaction that rolled back."""
    session.info.pop(_AFTER_COMMIT, None)


class Database:
    """One database: an engine plus session factories for reads and writes."""

    def __init__(self, url: str, *, pool_size: int = 20, pool_timeout: float = 30.0) -> None:
        self.url = _normalise_url(url)
        parsed = make_url(self.url)
        self.is_sqlite = parsed.get_backend_name() == "sqlite"
        if self.is_sqlite and parsed.database:
            Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        kwargs: dict[str, Any] = {}
        if self.is_sqlite and parsed.database and parsed.database != ":memory:":
            kwargs["connect_args"] = {"factory": connection_factory(parsed.database)}
        if not self.is_sqlite:
            # No pre-ping (a round trip per checkout); recycle instead, and a connection
            # broken by a database restart is discarded by the pool on its first error.
            kwargs.update(
                pool_size=pool_size, max_overflow=pool_size, pool_timeout=pool_timeout, pool_recycle=1800
            )
        elif parsed.database and parsed.database != ":memory:":
            # Connections are kept for the concurrency a worker serves: with SQLAlchemy's
            # default of five, every request beyond them opened a connection, set its pragmas
            # and closed it again. A request that finds them all in use for `pool_timeout`
            # seconds is answered 503 with Retry-After.
            kwargs.update(pool_size=pool_size, max_overflow=pool_size, pool_timeout=pool_timeout)
        # hide_parameters: values never reach logs or error messages (they may be personal data).
        self.engine = create_engine(
            self.url,
            json_serializer=_json_dumps,
            json_deserializer=orjson.loads,
            hide_parameters=True,
            **kwargs,
        )
        if self.is_sqlite:
            _configure_sqlite(self.engine)
        write_engine = self.engine.execution_options(**{WRITE_OPTION: True})
        self._read = sessionmaker(bind=self.engine, expire_on_commit=False)
        self._write = sessionmaker(bind=write_engine, expire_on_commit=False)
        # Single reads over a network need no BEGIN/COMMIT round trips; SQLite is in-process.
        statementwise = (
            self.engine if self.is_sqlite else self.engine.execution_options(isolation_level="AUTOCOMMIT")
        )
        self._statementwise = sessionmaker(bind=statementwise, expire_on_commit=False)

    def session(self, *, write: bool = True, snapshot: bool = True) -> Session:
        """Opens a new session; `write` sessions lock early on SQLite.

        `snapshot=False` (reads only) lets each statement run on its own, sparing the
        transaction's round trips when no two statements need to see the same snapshot.
        """
        if write:
            return self._write()
        return (self._read if snapshot else self._statementwise)()

    @contextmanager
    def transaction(self, *, write: bool = True) -> Iterator[Session]:
        """Yields a session whose work is committed on success and rolled back on error."""
        session = self.session(write=write)
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def dispose(self) -> None:
        """Closes all pooled connections."""
        self.engine.dispose()
