"""Import report shapes on the wire."""

from typing import Literal

from pydantic import BaseModel, Field

OnError = Literal["fail", "skip"]


class ImportIssue(BaseModel):
    """One reason a row was refused."""

    row: int = Field(description="CSV row number; the header is row 1")
    field: str = Field(description="Column the problem is in ('' for the row as a whole)")
    message: str


class ImportDuplicate(BaseModel):
    """A row that created a record which is likely a duplicate of a stored one."""

    row: int = Field(description="CSV row number; the header is row 1")
    record_id: str = Field(description="The stored record it likely duplicates")
    score: float


class ImportReport(BaseModel):
    """What an import did (or, on a dry run, would do)."""

    created: int = 0
    updated: int = 0
    unchanged: int = 0
    failed: int = 0
    errors: list[ImportIssue] = Field(default_factory=list)
    duplicates: list[ImportDuplicate] | None = Field(
        default=None, description="Only with match.on_create=warn: new rows that are likely duplicates"
    )
    delimiter: str = Field(default=",", description="The delimiter the file was read with")
    encoding: str = Field(default="utf-8", description="The text encoding the file was read with")
