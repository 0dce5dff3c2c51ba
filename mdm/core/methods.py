"""The methods a path answers, across every route that matches it (for `Allow`)."""

from starlette.routing import Match
from starlette.types import Scope

METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE")


def allowed_methods(scope: Scope) -> list[str]:
    """Returns the methods the application answers on the request's path, OPTIONS included."""
    routes = getattr(getattr(scope.get("app"), "router", None), "routes", ())
    allowed = [
        method
        for method in METHODS
        if any(route.matches({**scope, "method": method})[0] is Match.FULL for route in routes)
    ]
    return [*allowed, "OPTIONS"] if allowed else []
