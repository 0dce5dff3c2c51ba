"""The OpenAPI document as clients meet the service: errors are `{"detail": "..."}`."""

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

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
    "429": "Rate limit exceeded; see Retry-After",
}


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
        for path, operations in spec.get("paths", {}).items():
            for operation in operations.values():
                responses = operation.setdefault("responses", {})
                responses.pop("422", None)
                errors = _ERRORS if path.startswith("/api/") else {}
                for status, description in errors.items():
                    responses.setdefault(status, _error_response(description))
        app.openapi_schema = spec
        return spec

    app.openapi = openapi  # type: ignore[method-assign]
