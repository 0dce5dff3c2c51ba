"""Shared response shapes: the list envelope and timestamp serialisation."""

from datetime import datetime
from typing import Annotated, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, PlainSerializer

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
