"""Master definition shapes on the wire."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mdm.core.schemas import Schema, UTCDateTime


class DefinitionBody(BaseModel):
    """The editable part of a definition."""

    model_config = ConfigDict(extra="forbid")

    master_type_label: str = Field(min_length=1, max_length=200)
    description: str | None = None
    schema_: dict[str, Any] = Field(alias="schema")
    approval_required: bool = False


class DefinitionCreate(DefinitionBody):
    """Body of `POST /definitions`."""

    master_type: str


class DefinitionUpdate(DefinitionBody):
    """Body of `PUT /definitions/{master_type}`: the whole new definition."""

    master_type: str | None = None


class DefinitionPatch(BaseModel):
    """Body of `PATCH /definitions/{master_type}`: the top-level properties to change; the
    others stay as they are (so turning on approval does not resend the schema)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    master_type_label: str | None = Field(default=None, min_length=1, max_length=200)
    description: str | None = None
    schema_: dict[str, Any] | None = Field(default=None, alias="schema")
    approval_required: bool | None = None


class DefinitionRead(Schema):
    """A definition as the service returns it."""

    id: str
    tenant_id: str
    master_type: str
    master_type_label: str
    description: str | None
    schema_: dict[str, Any] = Field(serialization_alias="schema", validation_alias="schema")
    approval_required: bool
    version: int
    created_at: UTCDateTime
    updated_at: UTCDateTime


class DefinitionVersionRead(Schema):
    """A definition as it was at one version."""

    master_type: str
    version: int
    master_type_label: str
    description: str | None
    schema_: dict[str, Any] = Field(serialization_alias="schema", validation_alias="schema")
    approval_required: bool
    created_at: UTCDateTime
    created_by: str | None


class DefinitionDeleted(BaseModel):
    """Answer of `DELETE /definitions/{master_type}`."""

    master_type: str
    deleted: bool = True
    records_deleted: int
