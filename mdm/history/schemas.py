"""History shapes on the wire."""

from typing import Any

from mdm.core.schemas import Schema, UTCDateTime


class HistoryRead(Schema):
    """One applied change of a record."""

    id: str
    record_id: str
    version: int
    operation: str
    data: dict[str, Any] | None
    previous: dict[str, Any] | None
    changed_fields: list[str]
    changed_by: str | None
    changed_at: UTCDateTime
    approval_id: str | None
