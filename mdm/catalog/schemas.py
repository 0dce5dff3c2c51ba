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
    open_duplicates: int = 0  # duplicate clusters of the last scan waiting for a steward


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
    """A reference between masters: the master holding the field, or the one it points to, and
    what deleting a referenced record does to the referencing ones (`restrict`, `set_null`,
    `cascade`)."""

    master_type: str
    field: str
    on_delete: str = "restrict"


class Reference(Link):
    """A reference field of this master, and how many live records hold a value in it that
    names no live target (left by deletes from before deletes were guarded)."""

    stale: int | None = 0  # None until a large master's first profile is computed


class RecordRuleEntry(BaseModel):
    """A rule across fields, as written and as the 400 words a violation."""

    expression: str
    message: str


class CatalogDetail(CatalogEntry):
    """One master with its field profiles, its references both ways, its key field (what
    references by key use), its `unique_together` combinations and its record rules."""

    stats_as_of: UTCDateTime | None  # when the field counts were computed; None: under way
    fields: list[FieldProfile]
    references: list[Reference]
    referenced_by: list[Link]
    key: str | None = None
    unique_together: list[list[str]] = []
    record_rules: list[RecordRuleEntry] = []
