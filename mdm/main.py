"""Application factory: settings, database, gate middleware, routers and handlers."""

import logging

from fastapi import Depends, FastAPI
from fastapi.security import HTTPBearer

from mdm import __version__
from mdm.ai.router import router as ai_router
from mdm.audit.router import router as audit_router
from mdm.auth.cache import KeyCache
from mdm.auth.deps import enforce_scope
from mdm.auth.middleware import API_PREFIX, GateMiddleware
from mdm.catalog.router import router as catalog_router
from mdm.core import handlers, openapi
from mdm.db.engine import Database
from mdm.definitions.router import router as definitions_router
from mdm.excel.router import router as excel_router
from mdm.files.router import router as files_router
from mdm.history.router import router as history_router
from mdm.odata.router import router as odata_router
from mdm.ratelimit.limiter import RateLimiter
from mdm.records.router import router as records_router
from mdm.review.router import router as approvals_router
from mdm.settings import Settings, get_settings
from mdm.transfer.router import router as transfer_router
from mdm.users.router import router as users_router

_bearer = HTTPBearer(auto_error=False, description="An API key: `Authorization: Bearer mdm_...`")


# Routers are matched in order, one route at a time: the busiest come first, and the
# transfer routes before the records routes (`/masters/{type}/export` is not a record id).
DOMAIN_ROUTERS = (
    transfer_router,
    records_router,
    history_router,
    odata_router,
    excel_router,
    definitions_router,
    approvals_router,
    files_router,
    catalog_router,
    ai_router,
    users_router,
    audit_router,
)


def include_api(app: FastAPI) -> None:
    """Mounts every domain router under `/api/v1` behind the bearer scheme and scope check."""
    guards = [Depends(_bearer), Depends(enforce_scope)]
    for domain in DOMAIN_ROUTERS:
        app.include_router(domain, prefix=API_PREFIX, dependencies=guards)


def create_app(
    settings: Settings | None = None,
    *,
    database: Database | None = None,
    limiter: RateLimiter | None = None,
) -> FastAPI:
    """Builds the ASGI application."""
    settings = settings or get_settings()
    database = database or Database(settings.resolved_database_url())
    limiter = limiter or RateLimiter(settings.redis_url or "memory://")
    app = FastAPI(
        title="mdm",
        version=__version__,
        description="Master data management: schemas, records, history, approvals, CSV, "
        "files, catalog, spreadsheet and OData access.",
        openapi_url=f"{API_PREFIX}/openapi.json",
        docs_url=f"{API_PREFIX}/docs",
        redoc_url=None,
        swagger_ui_oauth2_redirect_url=f"{API_PREFIX}/docs/oauth2-redirect",
    )
    app.state.settings = settings
    app.state.database = database
    app.state.limiter = limiter
    handlers.install(app)
    openapi.install(app)
    include_api(app)

    @app.get("/health", tags=["health"])
    def health() -> dict[str, str]:
        """Reports that the service is up."""
        return {"status": "ok"}

    keys = KeyCache(settings.auth_cache_seconds)
    app.state.keys = keys
    app.add_middleware(
        GateMiddleware, database=database, limiter=limiter, keys=keys, max_json_bytes=settings.max_json_bytes
    )
    return app


def create_default_app() -> FastAPI:
    """Builds the application from the environment (the `mdm serve` worker entry point)."""
    logging.basicConfig(level=get_settings().log_level.upper())
    return create_app()
