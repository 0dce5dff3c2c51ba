"""The OpenAPI document as clients meet the service: errors are `{"detail": "..."}`."""

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from fastapi.routing import APIRoute

from mdm.core.bodies import BodyKind, body_spec

ERROR_SCHEMA = {
    "type": "object",
    "properties": {"detail": {"type": "string"}},
    "required": ["detail"],
    "title": "Error",
}
_ERRORS = {
    "400": "Malformed or invalid request",
    "401": "Missing, malformed, unknown, expired or revoked API key",
    "403": "The key lacks the scope, or the user the role",
    "404": "Not found (also another tenant's id)",
    "413": "The request body (or its declared length) is over the route's limit",
    "429": "Rate limit exceeded; see Retry-After",
    "503": "A dependency (the database or its lock, Redis) is unavailable; see Retry-After",
}
_BODY_ERRORS = {"415": "The request body is not of the kind the operation takes"}
_WRITE_ERRORS = {
    "409": "Conflicts with the current state (a unique value, a decided request, a stale change)"
}
_IF_MATCH_ERRORS = {"412": "The If-Match precondition failed"}
_WRITES = frozenset({"post", "put", "patch", "delete"})


def _error_response(description: str) -> dict[str, Any]:
    """Describes an error response with the common body."""
    return {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
    }


def install(app: FastAPI) -> None:
    """Replaces FastAPI's 422 responses by the service's real error responses."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        spec = get_openapi(
            title=app.title, version=app.version, description=app.description, routes=app.routes
        )
        schemas = spec.setdefault("components", {}).setdefault("schemas", {})
        schemas["Error"] = ERROR_SCHEMA
        for name in ("HTTPValidationError", "ValidationError"):
            schemas.pop(name, None)
        kinds = _body_kinds(app)
        for path, operations in spec.get("paths", {}).items():
            for method, operation in operations.items():
                responses = operation.setdefault("responses", {})
                responses.pop("422", None)
                if path.startswith("/api/"):
                    errors = _errors_of(method, operation, kinds.get((path, method), BodyKind.NONE))
                    for status, description in errors.items():
                        responses.setdefault(status, _error_response(description))
        app.openapi_schema = spec
        return spec

    app.openapi = openapi  # type: ignore[method-assign]


def _body_kinds(app: FastAPI) -> dict[tuple[str, str], BodyKind]:
    """Maps each documented (path, method) to the kind of body its route takes."""
    kinds: dict[tuple[str, str], BodyKind] = {}
    for route in app.routes:
        if isinstance(route, APIRoute):
            for method in route.methods or ():
                kinds[(route.path_format, method.lower())] = body_spec(route).kind
    return kinds


def _errors_of(method: str, operation: dict[str, Any], kind: BodyKind) -> dict[str, str]:
    """Returns the error statuses an operation can answer, from what its route can meet."""
    errors = dict(_ERRORS)
    if kind is not BodyKind.NONE:
        errors.update(_BODY_ERRORS)
    if method in _WRITES:
        errors.update(_WRITE_ERRORS)
    headers = {p.get("name", "").lower() for p in operation.get("parameters", []) if p.get("in") == "header"}
    if "if-match" in headers:
        errors.update(_IF_MATCH_ERRORS)
    return errors
