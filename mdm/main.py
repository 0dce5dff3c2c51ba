"""Application factory: settings, database, gate middleware, routers and handlers."""

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial

import anyio
from anyio import to_thread
from fastapi import Depends, FastAPI
from fastapi.security import HTTPBearer

from mdm import __version__
from mdm.ai.router import router as ai_router
from mdm.audit.router import router as audit_router
from mdm.auth.cache import KeyCache
from mdm.auth.guard import check_guarded
from mdm.auth.middleware import API_PREFIX, GateMiddleware
from mdm.catalog.router import router as catalog_router
from mdm.console import docs as console_docs
from mdm.console.router import install as install_console
from mdm.core import handlers, logs, openapi
from mdm.core.forwarded import ForwardedHeadersMiddleware
from mdm.db.engine import Database
from mdm.db.upkeep import analyze_forever
from mdm.definitions.router import router as definitions_router
from mdm.delivery.worker import start_in_thread
from mdm.duplicates.router import merges_router
from mdm.duplicates.router import router as duplicates_router
from mdm.events import service as events_service
from mdm.events.retention import purge_forever
from mdm.events.router import router as events_router
from mdm.excel.router import router as excel_router
from mdm.files.router import router as files_router
from mdm.files.storage import storage_for
from mdm.files.sweeper import sweep_forever
from mdm.health.router import router as health_router
from mdm.history.router import router as history_router
from mdm.jobs.router import router as jobs_router
from mdm.odata.router import router as odata_router
from mdm.ratelimit.limiter import RateLimiter
from mdm.records import validation
from mdm.records.router import router as records_router
from mdm.review.router import router as approvals_router
from mdm.settings import Settings, get_settings
from mdm.transfer.router import router as transfer_router
from mdm.users.router import router as users_router
from mdm.webhooks.router import router as webhooks_router

_bearer = HTTPBearer(auto_error=False, description="An API key: `Authorization: Bearer mdm_...`")


# Routers are matched in order, one route at a time: the busiest come first, and the
# transfer routes before the records routes (`/masters/{type}/export` is not a record id).
DOMAIN_ROUTERS = (
    transfer_router,
    duplicates_router,
    merges_router,
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
    events_router,
    webhooks_router,
    jobs_router,
)


def include_api(app: FastAPI) -> None:
    """Mounts every domain router under `/api/v1` behind the bearer scheme."""
    guards = [Depends(_bearer)]
    for domain in DOMAIN_ROUTERS:
        app.include_router(domain, prefix=API_PREFIX, dependencies=guards)


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Runs the background upkeep (the sweep of unfinished uploads, SQLite planner statistics,
    event retention) and the delivery of change events while the app serves."""
    settings: Settings = app.state.settings
    delivery = start_in_thread(app.state.database, settings) if settings.events_delivery else None
    async with anyio.create_task_group() as tasks:
        tasks.start_soon(
            partial(
                sweep_forever,
                storage_for(settings),
                older_than=settings.partial_upload_max_age_seconds,
                interval=settings.sweep_interval_seconds,
            )
        )
        tasks.start_soon(
            partial(analyze_forever, app.state.database, interval=settings.analyze_interval_seconds)
        )
        tasks.start_soon(
            partial(purge_forever, app.state.database, days=settings.event_retention_days, interval=3600.0)
        )
        yield
        tasks.cancel_scope.cancel()
    if delivery is not None:
        thread, stop = delivery
        stop.set()
        await to_thread.run_sync(partial(thread.join, 15.0))


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
        docs_url=None,  # served from packaged assets below, not a CDN
        redoc_url=None,
        swagger_ui_oauth2_redirect_url=f"{API_PREFIX}/docs/oauth2-redirect",
        lifespan=_lifespan,
    )
    app.state.settings = settings
    app.state.database = database
    app.state.limiter = limiter
    # Model calls wait for one of these slots on the event loop, never in the worker threads.
    app.state.model_slots = asyncio.Semaphore(settings.ai_concurrency)
    validation.set_max_record_bytes(settings.max_record_bytes)
    events_service.set_enabled(settings.events_enabled)
    logs.install()
    handlers.install(app)
    openapi.install(app)
    include_api(app)
    console_docs.install(
        app,
        docs_url=f"{API_PREFIX}/docs",
        redoc_url=f"{API_PREFIX}/redoc",
        openapi_url=f"{API_PREFIX}/openapi.json",
        oauth2_url=f"{API_PREFIX}/docs/oauth2-redirect",
    )
    install_console(app)

    app.include_router(health_router)
    keys = KeyCache(settings.auth_cache_seconds)
    app.state.keys = keys
    app.add_middleware(
        GateMiddleware,
        database=database,
        limiter=limiter,
        keys=keys,
        failed_keys_per_minute=settings.failed_keys_per_minute,
    )
    # Outermost: the gate sees the client's scheme and address as a trusted proxy forwards them.
    app.add_middleware(ForwardedHeadersMiddleware, trusted=settings.forwarded_allow_ips)
    check_guarded(app)
    return app


def create_default_app() -> FastAPI:
    """Builds the application from the environment (the `mdm serve` worker entry point)."""
    logging.basicConfig(level=get_settings().log_level.upper())
    return create_app()
