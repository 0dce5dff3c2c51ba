"""Readiness: can the service reach the database, the rate-limit store and file storage now?"""

import logging

from sqlalchemy.exc import SQLAlchemyError

from mdm.db.engine import Database
from mdm.files.storage import Storage
from mdm.ratelimit.limiter import RateLimiter

logger = logging.getLogger("mdm.health")


def failing_parts(*, database: Database, limiter: RateLimiter, storage: Storage) -> list[str]:
    """Returns the names of the dependencies that do not answer (empty when all are ready)."""
    failing = []
    if not _database_ready(database):
        failing.append("database")
    if not limiter.storage.check():
        failing.append("redis")
    if not _storage_ready(storage):
        failing.append("file_storage")
    return failing


def _database_ready(database: Database) -> bool:
    """Tells whether a statement runs on the database."""
    try:
        with database.engine.connect() as connection:
            connection.exec_driver_sql("SELECT 1")
    except SQLAlchemyError as exc:
        logger.warning("readiness: database unavailable: %s", type(exc).__name__)
        return False
    return True


def _storage_ready(storage: Storage) -> bool:
    """Tells whether file storage takes writes."""
    try:
        storage.check()
    except Exception as exc:  # any client error of the storage means it is not ready
        logger.warning("readiness: file storage unavailable: %s", exc)
        return False
    return True
