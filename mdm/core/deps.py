"""Typed dependencies shared by every router: the session and paging.

Dependencies that do no I/O are `async` so they run on the event loop instead of costing a
trip through the thread pool on every request."""

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Annotated, Concatenate, ParamSpec, TypeVar

from anyio import to_thread
from fastapi import Depends, Query, Request
from sqlalchemy.orm import Session

from mdm.db.engine import Database
from mdm.settings import Settings

P = ParamSpec("P")
T = TypeVar("T")
_READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
MAX_SKIP = 10**12  # past any real table; keeps offsets inside 64-bit database integers


async def get_database(request: Request) -> Database:
    """Returns the application's database."""
    database: Database = request.app.state.database
    return database


async def get_settings_dep(request: Request) -> Settings:
    """Returns the application's settings."""
    settings: Settings = request.app.state.settings
    return settings


async def get_session(request: Request) -> AsyncIterator[Session]:
    """Yields the request's one transaction: committed on success, rolled back on error.

    A read request's statements each see the latest committed data (no snapshot spans them),
    and ending such a session does no waiting, so it ends on the event loop; a write
    request's commit may wait on the disk or on locks, so it goes to a worker thread.
    """
    database: Database = request.app.state.database
    reading = request.method in _READ_METHODS
    session = database.session(write=not reading, snapshot=not reading)
    try:
        yield session
    except BaseException:
        await _end(session, commit=False, inline=reading)
        raise
    await _end(session, commit=True, inline=reading or not session.in_transaction())


async def _end(session: Session, *, commit: bool, inline: bool) -> None:
    """Finishes a session, on the event loop or in a worker thread."""
    if inline:
        _finish(session, commit)
    else:
        await to_thread.run_sync(_finish, session, commit)


def run_and_commit(
    session: Session, call: Callable[Concatenate[Session, P], T], /, *args: P.args, **kwargs: P.kwargs
) -> T:
    """Runs a write's service call and commits the request's transaction, in one trip to a
    worker thread (the session then ends on the event loop)."""
    result = call(session, *args, **kwargs)
    session.commit()
    return result


def _finish(session: Session, commit: bool) -> None:
    """Commits (or rolls back) and closes a session, in one trip to a worker thread."""
    try:
        if commit:
            session.commit()
        else:
            session.rollback()
    finally:
        session.close()


DatabaseDep = Annotated[Database, Depends(get_database)]
SettingsDep = Annotated[Settings, Depends(get_settings_dep)]
SessionDep = Annotated[Session, Depends(get_session, scope="function")]


@dataclass(frozen=True)
class PageParams:
    """`skip` and `limit` of a list request."""

    skip: int
    limit: int


async def page_params(
    skip: Annotated[int, Query(ge=0, le=MAX_SKIP, description="Items to skip")] = 0,
    limit: Annotated[int, Query(ge=1, le=1000, description="Items per page")] = 100,
) -> PageParams:
    """Reads paging parameters: skip >= 0, 1 <= limit <= 1000."""
    return PageParams(skip, limit)


PageDep = Annotated[PageParams, Depends(page_params)]
