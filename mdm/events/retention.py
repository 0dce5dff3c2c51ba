"""Removes events past retention (`MDM_EVENT_RETENTION_DAYS`), hourly, in the background."""

import logging

import anyio
from anyio import to_thread

from mdm.db.engine import WRITE_OPTION, Database
from mdm.events.repository import purge_before
from mdm.events.service import retention_cutoff

log = logging.getLogger("mdm.events")


def purge_once(database: Database, *, days: int) -> int:
    """Deletes the events older than `days`; logs and answers 0 on failure."""
    try:
        return purge_before(database.engine.execution_options(**{WRITE_OPTION: True}), retention_cutoff(days))
    except Exception as exc:  # a busy database must not stop the service; the next round retries
        log.warning("could not remove old events (next try in an hour): %s", exc.__class__.__name__)
        return 0


async def purge_forever(database: Database, *, days: int, interval: float) -> None:
    """Removes old events now and then every `interval` seconds, until cancelled."""
    while True:
        await to_thread.run_sync(lambda: purge_once(database, days=days))
        await anyio.sleep(interval)
