"""Approval shapes on the wire."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mdm.core.schemas import Schema, UTCDateTime


class ApprovalRead(Schema):
    """An approval request."""

    id: str
    master_type: str
    record_id: str | None
    operation: str
    status: str
    payload: dict[str, Any]
    base_version: int | None
    requested_by: str
    requested_at: UTCDateTime
    decided_by: str | None
    decided_at: UTCDateTime | None
    comment: str | None


class Decision(BaseModel):
    """Body of approve and reject."""

    model_config = ConfigDict(extra="forbid")

    comment: str | None = Field(default=None, max_length=4000)
