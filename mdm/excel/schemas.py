"""Spreadsheet shapes on the wire."""

from typing import Any

from pydantic import BaseModel


class ExcelPage(BaseModel):
    """Flat rows: `columns` in schema order, `items` keyed by those columns, `total` live records."""

    columns: list[str]
    items: list[dict[str, Any]]
    total: int
