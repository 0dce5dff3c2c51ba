"""Rule-generation shapes on the wire."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mdm.definitions.fieldtypes import FieldType


class RuleRequest(BaseModel):
    """Body of `POST /ai/validation-rules/generate`."""

    model_config = ConfigDict(extra="forbid")

    description: str = Field(min_length=1, max_length=500)
    field_name: str = Field(min_length=1, max_length=63)
    field_type: FieldType


class RuleCheck(BaseModel):
    """How stored records of a master fare against a proposed rule."""

    master_type: str
    field_name: str
    records: int
    with_value: int
    rejected: int
    examples: list[dict[str, Any]]


class RuleResponse(BaseModel):
    """A generated rule, what it means, and (when asked) its effect on stored records."""

    rule: dict[str, Any]
    explanation: str
    check: RuleCheck | None = None
