"""`/events`: the tenant's change events in order, for consumers that keep their own cursor."""

from typing import Annotated

from fastapi import APIRouter, Query

from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import SessionDep
from mdm.events import service
from mdm.events.schemas import EventFeed

router = APIRouter(prefix="/events", tags=["events"], route_class=GuardedRoute)


@router.get("", response_model=EventFeed)
def list_events(
    session: SessionDep,
    principal: PrincipalDep,
    after: Annotated[int, Query(ge=0, le=2**62, description="Exclusive: the last sequence seen")] = 0,
    limit: Annotated[int, Query(ge=1, le=service.MAX_LIMIT)] = 100,
    master_type: Annotated[str | None, Query(max_length=63)] = None,
    type: Annotated[str | None, Query(max_length=1000, description="Exact types, comma-separated")] = None,
) -> EventFeed:
    """Lists the events after a sequence number, oldest first."""
    items, following = service.feed(
        session, tenant_id=principal.tenant_id, after=after, limit=limit, master_type=master_type, types=type
    )
    return EventFeed(items=items, next_after=following)
