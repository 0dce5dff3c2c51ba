"""Removes what crashed uploads leave behind (`.part` files, unfinished multipart uploads)."""

import logging

import anyio
from anyio import to_thread

from mdm.files.storage import Storage

logger = logging.getLogger("mdm.files")


def sweep_once(storage: Storage, *, older_than: float) -> int:
    """Removes unfinished writes older than `older_than` seconds; logs, never raises."""
    try:
        removed = storage.sweep(older_than=older_than)
    except Exception:  # a storage outage must not stop the service; the next sweep retries
        logger.warning("could not sweep unfinished uploads", exc_info=True)
        return 0
    if removed:
        logger.info("removed %d unfinished upload(s)", removed)
    return removed


async def sweep_forever(storage: Storage, *, older_than: float, interval: float) -> None:
    """Sweeps now and then every `interval` seconds, until cancelled."""
    while True:
        await to_thread.run_sync(lambda: sweep_once(storage, older_than=older_than))
        await anyio.sleep(interval)
