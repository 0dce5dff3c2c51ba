"""Which database errors mean "unavailable now" (503 with Retry-After) rather than a bug."""

from sqlalchemy.exc import DBAPIError, OperationalError, StatementError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from mdm.core.errors import ServiceUnavailable

LOCK_RETRY_SECONDS = 5
_SQLITE_BUSY = ("database is locked", "database is busy", "database table is locked")


def pool_exhausted() -> ServiceUnavailable:
    """The 503 for a request that found every pooled connection in use for the pool's timeout."""
    return ServiceUnavailable(
        "Every database connection is in use; retry shortly", retry_after=LOCK_RETRY_SECONDS
    )


def database_unavailable(exc: BaseException) -> ServiceUnavailable | None:
    """Returns the 503 for a dropped or refused connection, a busy lock or every pooled
    connection in use, else None."""
    if isinstance(exc, PoolTimeout):
        return pool_exhausted()
    if not isinstance(exc, StatementError):
        return None
    message = str(getattr(exc, "orig", exc)).lower()
    if any(busy in message for busy in _SQLITE_BUSY):
        return ServiceUnavailable(
            "The database is busy with another write; retry shortly", retry_after=LOCK_RETRY_SECONDS
        )
    if isinstance(exc, DBAPIError) and (exc.connection_invalidated or _server_gone(exc)):
        return ServiceUnavailable("The database is unavailable; retry shortly")
    return None


def _server_gone(exc: DBAPIError) -> bool:
    """Tells whether a database server refused, dropped or cancelled the work (not SQLite,
    whose operational errors are our own statements' faults)."""
    return isinstance(exc, OperationalError) and not type(exc.orig).__module__.startswith("sqlite3")


def database_problem(exc: BaseException) -> str:
    """Returns one line naming why the database cannot be used (no traceback, no password)."""
    cause = getattr(exc, "orig", None) or exc
    lines = [line.strip() for line in str(cause).splitlines() if line.strip()]
    text = lines[0] if lines else type(cause).__name__
    return text[:300]
