"""Mounts the console: its pages, its static assets, and `/` leading to it."""

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

from mdm.console import admin_pages, approval_pages, auth_pages, definition_pages, record_pages
from mdm.console.web import PREFIX, STATIC

PAGES = (
    auth_pages.router,
    admin_pages.router,
    record_pages.router,
    approval_pages.router,
    definition_pages.router,
)


def install(app: FastAPI) -> None:
    """Adds the console to the application."""
    app.mount(f"{PREFIX}/static", StaticFiles(directory=STATIC), name="console-static")
    for pages in PAGES:
        app.include_router(pages)
    app.include_router(auth_pages.root_router)
