"""Background jobs on the wire."""

from typing import Any

from mdm.core.schemas import Schema, UTCDateTime


class JobRead(Schema):
    """A background job: `status` queued, running, succeeded or failed; `progress` 0..1."""

    id: str
    kind: str
    status: str
    progress: float
    result: dict[str, Any] | None
    error: str | None
    master_type: str | None
    created_at: UTCDateTime
    started_at: UTCDateTime | None
    finished_at: UTCDateTime | None
