"""Responses for a change held back for approval: the 202 answer and its OpenAPI entry."""

from typing import Any

from fastapi.responses import JSONResponse

from mdm.approvals.schemas import ApprovalRead
from mdm.db.models import ApprovalRequest

HELD_BACK: dict[int | str, dict[str, Any]] = {
    202: {"model": ApprovalRead, "description": "Approval required: a request was created"}
}


def accepted(request: ApprovalRequest) -> JSONResponse:
    """Answers 202 with the approval request a change was turned into (as the interface shows
    it; `current`, `changed_fields` and the people's names are read at `Location`)."""
    shown = ApprovalRead.model_validate(request)
    body = shown.model_dump(
        mode="json", exclude={"current", "changed_fields", "requested_by_name", "decided_by_name"}
    )
    return JSONResponse(body, status_code=202, headers={"Location": f"/api/v1/approvals/{request.id}"})
