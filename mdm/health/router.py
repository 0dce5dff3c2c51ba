"""`/health` (the process is up) and `/health/ready` (its dependencies answer), without a key."""

from typing import Any, Literal

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from mdm.auth.guard import GuardedRoute
from mdm.files.storage import storage_for
from mdm.health import service

router = APIRouter(prefix="/health", tags=["health"], route_class=GuardedRoute)


class Health(BaseModel):
    """The service's state; `failing` names the dependencies that do not answer."""

    status: Literal["ok", "unavailable"]
    failing: list[str] | None = None


_UNAVAILABLE: dict[int | str, dict[str, Any]] = {
    503: {"model": Health, "description": "A dependency does not answer; `failing` names it"}
}


@router.get("", response_model=Health, response_model_exclude_none=True)
async def health() -> Health:
    """Reports that the service is up."""
    return Health(status="ok")


@router.get("/ready", response_model=Health, response_model_exclude_none=True, responses=_UNAVAILABLE)
def ready(request: Request) -> Health | JSONResponse:
    """Reports whether the database, the rate-limit store and file storage answer (else 503)."""
    state = request.app.state
    failing = service.failing_parts(
        database=state.database, limiter=state.limiter, storage=storage_for(state.settings)
    )
    if failing:
        body = {"status": "unavailable", "failing": failing}
        return JSONResponse(body, status_code=503, headers={"Retry-After": "5"})
    return Health(status="ok")
