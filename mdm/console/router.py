"""Mounts the console: its pages, its static assets, and `/` leading to it."""

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

from mdm.console import (
    admin_pages,
    approval_pages,
    auth_pages,
    definition_pages,
    file_pages,
    record_pages,
    transfer_pages,
)
from mdm.console.web import PREFIX, STATIC

PAGES = (
    auth_pages.router,
    admin_pages.router,
    transfer_pages.router,  # before the record pages, whose /{master_type}/{id} would take /import
    record_pages.router,
    file_pages.router,
    approval_pages.router,
    definition_pages.router,
)


def install(app: FastAPI) -> None:
    """Adds the console to the application."""
    app.mount(f"{PREFIX}/static", StaticFiles(directory=STATIC), name="console-static")
    for pages in PAGES:
        app.include_router(pages)
    app.include_router(auth_pages.root_router)
