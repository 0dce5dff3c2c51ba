"""Approval shapes on the wire."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

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
    requested_by_name: str | None = Field(
        default=None, description="The display name of `requested_by` (null when that user is gone)"
    )
    requested_at: UTCDateTime
    decided_by: str | None
    decided_by_name: str | None = Field(
        default=None, description="The display name of `decided_by` (null when undecided or gone)"
    )
    decided_at: UTCDateTime | None
    comment: str | None
    # The record as it stands now (null for a create, an import, a deleted record) and the
    # fields the held change sets, clears or removes against it.
    current: dict[str, Any] | None = None
    changed_fields: list[str] = Field(default_factory=list)

    @field_validator("payload")
    @classmethod
    def _without_rows(cls, payload: dict[str, Any]) -> dict[str, Any]:
        """Shows an import held with its rows inline (older requests) by its row count only."""
        if isinstance(payload.get("csv"), dict):
            csv = payload["csv"]
            file = {"header": csv.get("header", []), "rows": len(csv.get("rows", []))}
            return {k: v for k, v in payload.items() if k != "csv"} | {"file": file}
        return payload


class ImportRow(Schema):
    """One row of a held-back import: its CSV row number and its cells by column."""

    row: int
    values: dict[str, str]


class Decision(BaseModel):
    """Body of approve, reject and withdraw."""

    model_config = ConfigDict(extra="forbid")

    comment: str | None = Field(default=None, max_length=4000)
