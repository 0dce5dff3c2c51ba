"""The methods a path answers (for `Allow` on OPTIONS and 405), as the OpenAPI document names
them: a concrete path (`/masters/{type}/export`) is matched before a templated one
(`/masters/{type}/{record_id}`), as OpenAPI prescribes."""

import re
from dataclasses import dataclass
from typing import Any

from starlette.routing import Match
from starlette.types import Scope

METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE")
_PARAM = re.compile(r"\{[^}/]+\}")


@dataclass(frozen=True)
class PathMethods:
    """One documented path: its pattern, how templated it is, and its methods."""

    pattern: re.Pattern[str]
    params: int
    methods: tuple[str, ...]


def _documented(app: Any) -> list[PathMethods]:
    """Compiles the application's documented paths once."""
    cached: list[PathMethods] | None = getattr(app.state, "documented_paths", None)
    if cached is None:
        cached = []
        for path, operations in app.openapi().get("paths", {}).items():
            pattern = re.compile("^" + "[^/]+".join(map(re.escape, _PARAM.split(path))) + "$")
            methods = tuple(m for m in METHODS if m.lower() in operations)
            cached.append(PathMethods(pattern, len(_PARAM.findall(path)), methods))
        app.state.documented_paths = cached
    return cached


def allowed_methods(scope: Scope) -> list[str]:
    """Returns the methods the application answers on the request's path, OPTIONS included."""
    app = scope.get("app")
    if app is None:
        return []
    matches = [doc for doc in _documented(app) if doc.pattern.match(scope["path"])]
    if matches:
        best = min(doc.params for doc in matches)
        methods = {m for doc in matches if doc.params == best for m in doc.methods}
        return [*[m for m in METHODS if m in methods], "OPTIONS"]
    routes = getattr(app.router, "routes", ())
    found = [m for m in METHODS if any(r.matches({**scope, "method": m})[0] is Match.FULL for r in routes)]
    return [*found, "OPTIONS"] if found else []
