"""File shapes on the wire."""

from pydantic import Field

from mdm.core.schemas import Schema, UTCDateTime


class FileRead(Schema):
    """A stored file's metadata."""

    id: str
    filename: str
    content_type: str
    size: int
    sha256: str
    uploaded_by: str | None
    uploaded_by_name: str | None = Field(
        default=None, description="The display name of `uploaded_by` (null when that user is gone)"
    )
    created_at: UTCDateTime


class FileDeleted(Schema):
    """The answer to a delete."""

    id: str
    deleted: bool = True
