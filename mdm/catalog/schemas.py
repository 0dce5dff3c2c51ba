"""Catalog shapes on the wire."""

from typing import Any

from pydantic import BaseModel

from mdm.core.schemas import UTCDateTime


class CatalogEntry(BaseModel):
    """One master as the catalog lists it."""

    master_type: str
    label: str
    description: str | None
    version: int
    field_count: int
    record_count: int
    last_changed_at: UTCDateTime
    approval_required: bool


class FieldProfile(BaseModel):
    """One field of a master: its definition and how it is filled."""

    name: str
    type: str
    label: str | None
    description: str | None
    required: bool
    unique: bool
    constraints: dict[str, Any]
    value_count: int | None  # None until a large master's first profile is computed
    fill_rate: float | None
    distinct_count: int | None


class Link(BaseModel):
    """A reference between masters: the master holding the field, or the one it points to."""

    master_type: str
    field: str


class CatalogDetail(CatalogEntry):
    """One master with its field profiles and its references both ways."""

    stats_as_of: UTCDateTime | None  # when the field counts were computed; None: under way
    fields: list[FieldProfile]
    references: list[Link]
    referenced_by: list[Link]
