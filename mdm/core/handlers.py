"""Exception handlers: every error leaves the service as `{"detail": "<message>"}`."""

import logging
from typing import Any

import orjson
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from sqlalchemy.exc import DataError, StatementError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse

from mdm.core.context import get_request_context
from mdm.core.errors import MDMError
from mdm.core.http import error_response
from mdm.core.methods import allowed_methods
from mdm.core.outages import database_unavailable, pool_exhausted

logger = logging.getLogger("mdm")

_LOCATIONS = {
    "query": "Query parameter",
    "path": "Path parameter",
    "body": "Body field",
    "header": "Header",
    "cookie": "Cookie",
}


def _describe(error: dict[str, Any]) -> str:
    """Turns one pydantic error into a sentence naming the offending input."""
    loc = [str(part) for part in error.get("loc", ())]
    if error.get("type") == "json_invalid":
        reason = error.get("ctx", {}).get("error", "invalid JSON")
        return f"Request body is not valid JSON: {reason}"
    if not loc:
        return str(error.get("msg", "Invalid request"))
    where = _LOCATIONS.get(loc[0], loc[0])
    name = ".".join(loc[1:])
    if loc == ["body"]:
        if error.get("type") in ("model_attributes_type", "dict_type", "missing"):
            return "Request body must be a JSON object (send Content-Type: application/json)"
        return f"Request body: {error.get('msg')}"
    return f"{where} '{name}': {error.get('msg')}"


async def _mdm_error(request: Request, exc: Exception) -> JSONResponse:
    """Renders a business error."""
    assert isinstance(exc, MDMError)
    return error_response(request.url.path, exc.status_code, exc.detail, exc.headers, extra=exc.extra)


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    """Renders request validation failures as one readable 400."""
    assert isinstance(exc, RequestValidationError)
    messages = [_describe(dict(e)) for e in exc.errors()[:5]]
    return error_response(request.url.path, 400, "; ".join(messages))


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    """Renders framework HTTP errors (404 route, 405 method) in the common shape."""
    assert isinstance(exc, HTTPException)
    detail = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
    headers = exc.headers
    if exc.status_code == 405:
        # Starlette names the methods of the first route on the path; name those of all.
        headers = {**(headers or {}), "Allow": ", ".join(allowed_methods(request.scope))}
    if exc.status_code == 404 and detail == "Not Found":
        detail = f"No resource at {request.url.path}"
    if exc.status_code == 405 and detail == "Method Not Allowed":
        detail = f"{request.method} is not allowed here; use {headers['Allow']}" if headers else detail
    return error_response(request.url.path, exc.status_code, detail, headers)


async def _statement_error(request: Request, exc: Exception) -> JSONResponse:
    """Answers 400 when the database or the JSON encoder refused a value, 503 when the database
    is out of reach or its lock busy; else a 500."""
    assert isinstance(exc, StatementError)
    if isinstance(exc, DataError) or isinstance(exc.orig, TypeError | ValueError):
        return await _unstorable(request, exc)
    if unavailable := database_unavailable(exc):
        logger.warning(
            "database unavailable on %s %s: %s", request.method, request.url.path, unavailable.detail
        )
        return await _mdm_error(request, unavailable)
    return await _internal_error(request, exc)


async def _pool_timeout(request: Request, exc: Exception) -> JSONResponse:
    """Answers 503 when every pooled database connection stayed in use for the pool's timeout."""
    logger.warning("database pool exhausted on %s %s", request.method, request.url.path)
    return await _mdm_error(request, pool_exhausted())


async def _unstorable(request: Request, exc: Exception) -> JSONResponse:
    """Answers 400 for a value the database or the JSON encoder refused (input, not a bug)."""
    logger.info("refused unstorable value: %s", type(exc).__name__)
    return error_response(
        request.url.path,
        400,
        "The request contains a value that cannot be stored or compared "
        "(e.g. a NUL character, an unpaired surrogate, or a number out of range)",
    )


async def _internal_error(request: Request, exc: Exception) -> JSONResponse:
    """Logs an unexpected error with the request id and answers without internals."""
    ctx = get_request_context()
    request_id = ctx.request_id if ctx else "-"
    logger.error(
        "internal error on %s %s [request %s]", request.method, request.url.path, request_id, exc_info=exc
    )
    return error_response(
        request.url.path,
        500,
        f"Internal server error (request id {request_id})",
        {"X-Request-ID": request_id},
    )


def install(app: FastAPI) -> None:
    """Registers the handlers on the application."""
    app.add_exception_handler(MDMError, _mdm_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(StatementError, _statement_error)
    app.add_exception_handler(PoolTimeout, _pool_timeout)
    app.add_exception_handler(orjson.JSONEncodeError, _unstorable)
    app.add_exception_handler(Exception, _internal_error)
