"""Record shapes on the wire."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mdm.core.schemas import Schema, UTCDateTime


class RecordWrite(BaseModel):
    """Body of create, replace and merge: the record's field values."""

    model_config = ConfigDict(extra="forbid")

    data: dict[str, Any]


class RecordRead(Schema):
    """A record as the service returns it."""

    id: str
    master_type: str
    data: dict[str, Any]
    version: int
    created_at: UTCDateTime
    updated_at: UTCDateTime
    created_by: str | None
    updated_by: str | None


class RecordCreated(RecordRead):
    """A created record, with the likely duplicates found when the master's `match.on_create`
    is `warn`."""

    duplicates: list[dict[str, Any]] | None = None


class MatchQuery(BaseModel):
    """Body of `POST /masters/{master_type}/match`: a prospective record."""

    model_config = ConfigDict(extra="forbid")

    data: dict[str, Any]
    limit: int = Field(default=10, ge=1, le=100)


class MatchAnswer(BaseModel):
    """The likely duplicates of a prospective record, best first, and the thresholds."""

    items: list[dict[str, Any]]
    auto: float
    review: float


class RecordDeleted(Schema):
    """Answer of a record delete."""

    id: str
    master_type: str
    version: int
    deleted_at: UTCDateTime


class BulkDelete(BaseModel):
    """Body of `DELETE /masters/{master_type}/bulk`."""

    model_config = ConfigDict(extra="forbid")

    ids: list[str] = Field(min_length=1, max_length=1000)


class BulkDeleted(BaseModel):
    """Answer of a bulk delete."""

    deleted: int
    not_found: list[str]
