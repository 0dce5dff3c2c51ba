"""The OpenAPI document as clients meet the service: errors are `{"detail": "..."}`."""

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from mdm.core.errors import is_odata_path

ERROR_SCHEMA = {
    "type": "object",
    "properties": {"detail": {"type": "string"}},
    "required": ["detail"],
    "title": "Error",
}
ODATA_ERROR_SCHEMA = {
    "type": "object",
    "properties": {
        "error": {
            "type": "object",
            "properties": {
                "code": {"type": "string"},
                "message": {"type": "string"},
                "target": {"type": "string"},
                "details": {"type": "array", "items": {"type": "object"}},
            },
            "required": ["code", "message"],
        }
    },
    "required": ["error"],
    "additionalProperties": False,
    "title": "ODataError",
}
_ODATA_ERRORS = {
    "406": "The requested format or metadata level is not served",
    "501": "A feature of OData this read-only feed does not implement",
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


def _error_response(description: str, schema: str = "Error") -> dict[str, Any]:
    """Describes an error response with the common body (OData's error object on the feed)."""
    return {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}},
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
        schemas["ODataError"] = ODATA_ERROR_SCHEMA
        for name in ("HTTPValidationError", "ValidationError"):
            schemas.pop(name, None)
        for path, operations in spec.get("paths", {}).items():
            for method, operation in operations.items():
                responses = operation.setdefault("responses", {})
                responses.pop("422", None)
                if path.startswith("/api/"):
                    errors = _errors_of(method, operation)
                    odata = is_odata_path(path)
                    if odata:
                        errors.update(_ODATA_ERRORS)
                    for status, description in errors.items():
                        responses.setdefault(
                            status, _error_response(description, "ODataError" if odata else "Error")
                        )
        app.openapi_schema = spec
        return spec

    app.openapi = openapi  # type: ignore[method-assign]


def _errors_of(method: str, operation: dict[str, Any]) -> dict[str, str]:
    """Returns the error statuses an operation can answer, from what its route can meet: every
    route passes the gate and guard (400, 401, 403, 404, 413, 429, 503); one that takes a body
    (each route declares its kind, see mdm/core/bodies.py) can meet 415, a write 409, and one
    with an `If-Match` header 412."""
    errors = dict(_ERRORS)
    if "requestBody" in operation:
        errors.update(_BODY_ERRORS)
    if method in _WRITES:
        errors.update(_WRITE_ERRORS)
    headers = {p.get("name", "").lower() for p in operation.get("parameters", []) if p.get("in") == "header"}
    if "if-match" in headers:
        errors.update(_IF_MATCH_ERRORS)
    return errors
