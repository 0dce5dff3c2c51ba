"""Change events: one per applied change, written in its transaction (the outbox), read back
as CloudEvents 1.0 in the tenant's order.

Types: `mdm.record.created|updated|deleted|restored`, `mdm.definition.created|updated|deleted`,
`mdm.approval.requested|approved|rejected`. PATCH, PUT, import updates and rollbacks are
`updated`; a rollback that revives a deleted record is `restored`; a rollback to a delete is
`deleted`. A merge writes `merged` for each record merged into the survivor (and `updated` for
the survivor and every repointed reference); an unmerge writes `unmerged` for each record it
brings back.
"""

from datetime import timedelta
from typing import Any

from sqlalchemy.orm import Session

from mdm.core.errors import BadRequest, Gone
from mdm.core.ids import new_id
from mdm.core.time import isoformat_z, utcnow
from mdm.db.models import Event, RecordHistory
from mdm.events.repository import EventRepository

RECORD = "mdm.record."
DEFINITION = "mdm.definition."
APPROVAL = "mdm.approval."
TYPES = frozenset(
    [RECORD + t for t in ("created", "updated", "deleted", "restored", "merged", "unmerged")]
    + [DEFINITION + t for t in ("created", "updated", "deleted")]
    + [APPROVAL + t for t in ("requested", "approved", "rejected", "withdrawn")]
)
MAX_LIMIT = 1000
_switch = {"enabled": True}


def set_enabled(enabled: bool) -> None:
    """Turns writing events on or off for this process (`MDM_EVENTS_ENABLED`)."""
    _switch["enabled"] = enabled


def record_changed(session: Session, *, tenant_id: str, entry: RecordHistory) -> None:
    """Writes the event of a record's history entry (its type read from the entry)."""
    if not _switch["enabled"]:
        return
    if entry.data is None:
        kind = "merged" if entry.operation == "merge" else "deleted"
    elif entry.previous is None:
        kind = (
            "created" if entry.version == 1 else ("unmerged" if entry.operation == "unmerge" else "restored")
        )
    else:
        kind = "updated"
    repo = EventRepository(session, tenant_id)
    repo.add_all(
        [
            {
                "sequence": repo.reserve(1) + 1,
                "id": entry.id,
                "type": RECORD + kind,
                "master_type": entry.master_type,
                "subject": f"{entry.master_type}/{entry.record_id}",
                "time": entry.changed_at,
                "history_id": entry.id,
                "data": None,
            }
        ]
    )


def import_applied(session: Session, *, tenant_id: str, master_type: str, at: Any) -> None:
    """Writes the events of every record an import created or updated, in one statement."""
    if not _switch["enabled"]:
        return
    repo = EventRepository(session, tenant_id)
    count = repo.count_import_entries(master_type, at=at)
    if count:
        base = repo.reserve(count)
        repo.add_from_history(master_type, at=at, base=base, types=(RECORD + "created", RECORD + "updated"))


def emit(
    session: Session,
    *,
    tenant_id: str,
    type_: str,
    subject: str,
    master_type: str | None,
    data: dict[str, Any],
) -> None:
    """Writes one event that carries its own data (definitions, approvals)."""
    if not _switch["enabled"]:
        return
    repo = EventRepository(session, tenant_id)
    repo.add_all(
        [
            {
                "sequence": repo.reserve(1) + 1,
                "id": new_id(),
                "type": type_,
                "master_type": master_type,
                "subject": subject,
                "time": utcnow(),
                "history_id": None,
                "data": data,
            }
        ]
    )


def feed(
    session: Session, *, tenant_id: str, after: int, limit: int, master_type: str | None, types: str | None
) -> tuple[list[dict[str, Any]], int]:
    """Returns the events after a sequence (as CloudEvents) and the cursor to continue from;
    Gone when events after the cursor were removed by retention."""
    wanted = known_types([t.strip() for t in (types or "").split(",") if t.strip()], name="type")
    repo = EventRepository(session, tenant_id)
    oldest, last = repo.bounds()
    if after < last and (oldest is None or oldest > after + 1):
        first = oldest if oldest is not None else last + 1
        raise Gone(
            f"events after sequence {after} are past retention; the oldest available is {first}: "
            f"continue with after={first - 1}"
        )
    rows = repo.page(
        after=after,
        limit=limit,
        master_types=[master_type] if master_type else [],
        types=wanted,
        masters_approvals=False,
    )
    items = [cloud_event(tenant_id, event=event, entry=entry) for event, entry in rows]
    return items, (items[-1]["sequence"] if items else after)


def known_types(types: list[str], *, name: str) -> list[str]:
    """Returns the event types if every one is known, else refuses naming the unknown ones."""
    unknown = sorted(set(types) - TYPES)
    if unknown:
        raise BadRequest(
            f"{name}: unknown event type(s) {', '.join(unknown)}; known: {', '.join(sorted(TYPES))}"
        )
    return types


def cloud_event(tenant_id: str, *, event: Event, entry: RecordHistory | None) -> dict[str, Any]:
    """Builds the structured CloudEvent of a stored event."""
    data = event.data if entry is None else _record_data(entry)
    return {
        "specversion": "1.0",
        "id": event.id,
        "source": f"/mdm/tenants/{tenant_id}",
        "type": event.type,
        "subject": event.subject,
        "time": isoformat_z(event.time),
        "datacontenttype": "application/json",
        "sequence": event.sequence,
        "data": data,
    }


def _record_data(entry: RecordHistory) -> dict[str, Any]:
    """The data of a record event: the record as it is after the change, and who made it."""
    return {
        "master_type": entry.master_type,
        "record_id": entry.record_id,
        "version": entry.version,
        "operation": entry.operation,
        "data": entry.data,
        "changed_fields": entry.changed_fields,
        "actor": entry.changed_by,
        "approval_id": entry.approval_id,
    }


def retention_cutoff(days: int) -> Any:
    """Returns the time before which events are removed."""
    return utcnow() - timedelta(days=days)
