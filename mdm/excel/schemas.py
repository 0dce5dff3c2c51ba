"""Spreadsheet shapes on the wire."""

from typing import Any

from pydantic import BaseModel, Field


class ExcelPage(BaseModel):
    """Flat rows: `columns` in schema order, `items` keyed by those columns, `total` live records."""

    columns: list[str]
    items: list[dict[str, Any]]
    total: int
    next: str | None = Field(
        default=None, description="Cursor of the next page (repeat with after=<next>); null on the last page"
    )
