"""History shapes on the wire."""

from typing import Any

from pydantic import Field

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
    changed_by_name: str | None = Field(
        default=None, description="The display name of `changed_by` (null when that user is gone)"
    )
    changed_at: UTCDateTime
    approval_id: str | None
