"""Keeps SQLite's query planner informed: statistics gathered soon after start and then every
so often, each time bounded in cost (PostgreSQL's autovacuum does the same on its own)."""

import logging

import anyio
from anyio import to_thread

from mdm.db.engine import WRITE_OPTION, Database

log = logging.getLogger("mdm.db")
ANALYSIS_LIMIT = 1000  # rows sampled per index: approximate statistics, milliseconds at any size
FIRST_DELAY = 60.0  # after start, once the service has settled


def analyze(database: Database) -> bool:
    """Refreshes the planner statistics of an SQLite database; logs and answers False on failure."""
    if not database.is_sqlite:
        return False
    try:
        with database.engine.execution_options(**{WRITE_OPTION: True}).connect() as conn:
            conn.exec_driver_sql(f"PRAGMA analysis_limit={ANALYSIS_LIMIT}")
            conn.exec_driver_sql("ANALYZE")
            conn.commit()
    except Exception as exc:  # a busy database must not stop the service; the next round retries
        log.warning("could not gather planner statistics (next try in an hour): %s", exc.__class__.__name__)
        return False
    return True


def vacuum(database: Database) -> None:
    """Compacts the database. On SQLite, VACUUM may renumber the record table's rowids, which
    the full-text search index is keyed by, so the index is rebuilt in the same breath."""
    if not database.is_sqlite:
        with database.engine.execution_options(isolation_level="AUTOCOMMIT").connect() as conn:
            conn.exec_driver_sql("VACUUM ANALYZE")
        return
    raw = database.engine.raw_connection()  # VACUUM runs outside any transaction
    try:
        cursor = raw.driver_connection.cursor()  # type: ignore[union-attr]
        cursor.execute("VACUUM")
        cursor.execute("INSERT INTO record_fts (record_fts) VALUES ('rebuild')")
        cursor.execute(f"PRAGMA analysis_limit={ANALYSIS_LIMIT}")
        cursor.execute("ANALYZE")
        cursor.close()
    finally:
        raw.close()


async def analyze_forever(database: Database, *, interval: float) -> None:
    """Gathers SQLite planner statistics a minute after start and then every `interval` seconds."""
    if not database.is_sqlite:
        return
    await anyio.sleep(min(FIRST_DELAY, interval))
    while True:
        await to_thread.run_sync(analyze, database)
        await anyio.sleep(interval)
