"""Background profiling of large masters: one process at a time computes a master's field
statistics (claimed in `catalog_stat`) and stores them with the time they describe."""

import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from datetime import timedelta

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from mdm.catalog.repository import CatalogRepository
from mdm.core.time import utcnow
from mdm.db.engine import WRITE_OPTION

log = logging.getLogger("mdm.catalog")
CLAIM = timedelta(hours=1)  # a claim not released by then belonged to a process that died


def refresh_later(
    tenant_id: str, master_type: str, fields: Sequence[str], references: Mapping[str, str]
) -> Callable[[Engine], None]:
    """Returns an after-commit action that profiles the master in a background thread."""

    def start(engine: Engine) -> None:
        """Starts the profiling thread."""
        threading.Thread(
            target=refresh,
            args=(engine, tenant_id, master_type, list(fields), dict(references)),
            name=f"mdm-catalog-{master_type}",
            daemon=True,
        ).start()

    return start


def refresh(
    engine: Engine,
    tenant_id: str,
    master_type: str,
    fields: Sequence[str],
    references: Mapping[str, str] | None = None,
) -> bool:
    """Computes and stores the master's statistics (per field: filled, distinct and, for a
    reference, stale values) unless another process is at it; logs and releases the claim on
    failure, never raises."""
    writer = engine.execution_options(**{WRITE_OPTION: True})
    started = utcnow()
    with Session(writer) as session, session.begin():
        if not CatalogRepository(session, tenant_id).claim_refresh(
            master_type, now=started, until=started + CLAIM
        ):
            return False
    try:
        with Session(engine) as session:
            records, stats, stale = CatalogRepository(session, tenant_id).field_stats(
                master_type, fields, references
            )
        counts: dict[str, tuple[int, ...]] = {
            name: (*pair, stale[name]) if name in stale else pair for name, pair in stats.items()
        }
        with Session(writer) as session, session.begin():
            CatalogRepository(session, tenant_id).save_stats(
                master_type, records=records, fields=counts, computed_at=started
            )
    except Exception:
        log.exception("could not profile master %r", master_type)
        with Session(writer) as session, session.begin():
            CatalogRepository(session, tenant_id).release_claim(master_type)
        return False
    return True
