"""The API reference pages (Swagger UI, ReDoc) with their assets from an installed package
(fastapi-offline ships them), so `/api/v1/docs` works on a machine without internet."""

from pathlib import Path

import fastapi_offline
from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

ASSETS = Path(fastapi_offline.__file__).parent / "static"
ASSETS_PATH = "/console/api-assets"


def install(app: FastAPI, *, docs_url: str, redoc_url: str, openapi_url: str, oauth2_url: str) -> None:
    """Serves Swagger UI at `docs_url` and ReDoc at `redoc_url` from the packaged assets."""
    app.mount(ASSETS_PATH, StaticFiles(directory=ASSETS), name="api-assets")

    async def swagger(_request: Request) -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=openapi_url,
            title="mdm API",
            oauth2_redirect_url=oauth2_url,
            swagger_js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS_PATH}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS_PATH}/favicon.png",
        )

    async def redoc(_request: Request) -> HTMLResponse:
        return get_redoc_html(
            openapi_url=openapi_url,
            title="mdm API",
            redoc_js_url=f"{ASSETS_PATH}/redoc.standalone.js",
            redoc_favicon_url=f"{ASSETS_PATH}/favicon.png",
            with_google_fonts=False,
        )

    app.add_route(docs_url, swagger, include_in_schema=False)
    app.add_route(redoc_url, redoc, include_in_schema=False)
