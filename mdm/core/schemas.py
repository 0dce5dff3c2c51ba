"""Shared response shapes: the list envelope and timestamp serialisation."""

from datetime import datetime
from typing import Annotated, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer

from mdm.core.time import isoformat_z

T = TypeVar("T")

UTCDateTime = Annotated[datetime, PlainSerializer(isoformat_z, return_type=str)]


class Schema(BaseModel):
    """Base of all API schemas; reads attributes of ORM objects."""

    model_config = ConfigDict(from_attributes=True)


class Page(BaseModel, Generic[T]):
    """The list envelope: one page of items and the total number of matches."""

    items: list[T]
    total: int


class CursorPage(Page[T], Generic[T]):
    """A page of a list that can also be read by keyset: `next` is the cursor of the page
    after this one (pass it as `after=`), null on the last page."""

    next: str | None = Field(
        default=None,
        description="Cursor of the next page: repeat the request with after=<next>. Null on the last page.",
    )
