"""Event feed shapes on the wire."""

from typing import Any

from pydantic import BaseModel


class EventFeed(BaseModel):
    """A page of the feed: structured CloudEvents in sequence order, and where to continue."""

    items: list[dict[str, Any]]
    next_after: int
