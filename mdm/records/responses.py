"""Responses shared by every endpoint that answers with a record or a held-back change."""

from typing import Any

from fastapi import Response

from mdm.approvals.responses import accepted
from mdm.core.http import etag
from mdm.db.models import ApprovalRequest, Record
from mdm.records.schemas import RecordCreated, RecordRead
from mdm.records.service import Outcome


def record_response(
    record: Record, status_code: int = 200, *, duplicates: list[dict[str, Any]] | None = None
) -> Response:
    """Answers with a record and its ETag, serialised once by pydantic-core (with the likely
    duplicates a create found, when it looked)."""
    shown = RecordRead.model_validate(record)
    if duplicates is not None:
        shown = RecordCreated(**shown.model_dump(), duplicates=duplicates)
    return Response(
        shown.model_dump_json(),
        status_code=status_code,
        media_type="application/json",
        headers={"ETag": etag(record.version)},
    )


def record_or_request(
    outcome: Outcome, status_code: int = 200, *, duplicates: list[dict[str, Any]] | None = None
) -> Response:
    """Shapes an applied change as the record (with its ETag), a held-back one as 202."""
    if isinstance(outcome, ApprovalRequest):
        return accepted(outcome)
    assert isinstance(outcome, Record)
    return record_response(outcome, status_code, duplicates=duplicates)
