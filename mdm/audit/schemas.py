"""Audit log shapes on the wire."""

from typing import Any

from pydantic import Field

from mdm.core.schemas import Schema, UTCDateTime


class AuditLogRead(Schema):
    """One audit entry."""

    id: str
    timestamp: UTCDateTime
    user_id: str | None
    user_name: str | None = Field(
        default=None, description="The display name of `user_id` (null when that user is gone)"
    )
    api_key_id: str | None
    action: str
    resource_type: str
    resource_id: str | None
    status_code: int
    ip: str | None
    details: dict[str, Any]
