"""Helpers of the transfer tests: upload, export, parse CSV, count what a tenant stored."""

import csv
import io
from typing import Any

import httpx
from sqlalchemy import func, select

from mdm.db.engine import Database
from mdm.db.models import AuditLog, Record, RecordHistory
from tests.factories import define, field
from tests.support import Actor


def upload(actor: Actor, master: str, content: bytes | str, **params: Any) -> httpx.Response:
    """Posts a CSV file to the import endpoint."""
    body = content.encode() if isinstance(content, str) else content
    return actor.post(
        f"/masters/{master}/import", params=params, files={"file": ("data.csv", body, "text/csv")}
    )


def export(actor: Actor, master: str, **params: Any) -> httpx.Response:
    """Gets a master's CSV export."""
    return actor.get(f"/masters/{master}/export", params=params)


def rows_of(content: bytes) -> list[list[str]]:
    """Parses CSV bytes (UTF-8, BOM allowed) into rows."""
    return list(csv.reader(io.StringIO(content.decode("utf-8-sig"), newline="")))


def to_csv(rows: list[list[str]]) -> str:
    """Writes rows as CSV text."""
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\r\n").writerows(rows)
    return buffer.getvalue()


def stored(database: Database, tenant_id: str) -> tuple[int, int, int]:
    """Counts the tenant's records (live or not), history entries and import audit entries."""
    with database.transaction(write=False) as session:
        records = session.scalar(
            select(func.count()).select_from(Record).where(Record.tenant_id == tenant_id)
        )
        history = session.scalar(
            select(func.count()).select_from(RecordHistory).where(RecordHistory.tenant_id == tenant_id)
        )
        audits = session.scalar(
            select(func.count())
            .select_from(AuditLog)
            .where(AuditLog.tenant_id == tenant_id, AuditLog.action == "record.import")
        )
    return int(records or 0), int(history or 0), int(audits or 0)


def all_records(actor: Actor, master: str) -> list[dict[str, Any]]:
    """Lists every record of a master in creation order."""
    items: list[dict[str, Any]] = []
    while True:
        page = actor.get(f"/masters/{master}", params={"skip": len(items), "limit": 1000}).json()
        items += page["items"]
        if len(items) >= page["total"]:
            return items


def item_master(actor: Actor, name: str = "item") -> None:
    """Defines a master with one field of most types."""
    define(
        actor,
        name,
        field("code", required=True, unique=True),
        field("name", "text"),
        field("qty", "integer"),
        field("price", "number"),
        field("active", "boolean"),
        field("since", "date"),
        field("color", "enum", options=["red", "-", "=x"]),
        field("seen", "datetime"),
    )
