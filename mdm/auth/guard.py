"""The guard in front of each route's handler: scope first, then the body's kind and size.

Every router is made with `route_class=GuardedRoute`. Its handler runs after routing and
before FastAPI reads anything, so a key without the scope is refused without its body being
read, a body of the wrong kind gets 415, and one over the route's limit 413, declared
(`Content-Length`) or counted while it streams in; the body is never held beyond the limit.
"""

from collections.abc import Callable, Coroutine, Iterator
from typing import Any

from fastapi import FastAPI, Request, Response
from fastapi.exceptions import HTTPException
from fastapi.routing import APIRoute
from starlette.routing import BaseRoute
from starlette.types import Message, Receive

from mdm.auth.deps import route_scope
from mdm.auth.middleware import API_PREFIX, refusal
from mdm.auth.principal import Principal
from mdm.core.bodies import BodyKind, body_spec
from mdm.core.errors import Forbidden, MDMError, PayloadTooLarge, Unauthorized, UnsupportedMediaType
from mdm.settings import Settings

Handler = Callable[[Request], Coroutine[Any, Any, Response]]


class BodyTooLarge(HTTPException):
    """Raised from `receive` when a streaming body passes the route's limit."""

    def __init__(self, detail: str) -> None:
        super().__init__(status_code=413, detail=detail)


class GuardedRoute(APIRoute):
    """A route whose requests pass the scope and body checks before the handler reads them."""

    def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
        super().__init__(path, endpoint, **kwargs)
        self.body = body_spec(self)

    def get_route_handler(self) -> Handler:
        """Wraps the handler with the checks and a counting `receive`."""
        handler = super().get_route_handler()

        async def guarded(request: Request) -> Response:
            settings: Settings = request.app.state.settings
            limit = self.body.limit(settings)
            problem = self._problem(request, limit)
            if problem is not None:
                return refusal(problem, {}, path=request.url.path)
            counted = _counted(request.receive, limit, self._too_large(limit))
            return await handler(Request(request.scope, counted))

        return guarded

    def _problem(self, request: Request, limit: int) -> MDMError | None:
        """Returns why the request is refused before its body is read, if it is."""
        if request.url.path.startswith(API_PREFIX):
            principal: Principal | None = getattr(request.state, "principal", None)
            if principal is None:
                return Unauthorized("Missing Authorization header: send 'Authorization: Bearer <API key>'")
            needed = route_scope(self.endpoint, request.method)
            if needed not in principal.scopes:
                return Forbidden(f"API key missing required scope: {needed}")
        headers = request.headers
        media_type = headers.get("content-type", "").split(";", 1)[0].strip().lower()
        has_body = headers.get("content-length", "0") != "0" or "transfer-encoding" in headers
        if has_body and not self.body.accepts(media_type):
            wanted = " or ".join(self.body.media_types)
            return UnsupportedMediaType(f"Request body must be {wanted}, not {media_type or 'untyped'}")
        length = headers.get("content-length", "")
        if length.isdigit() and int(length) > limit:
            return PayloadTooLarge(self._too_large(limit))
        return None

    def _too_large(self, limit: int) -> str:
        """Words the 413 of a body over the limit."""
        hint = "; send bulk data as a CSV import" if self.body.kind is BodyKind.JSON else ""
        return f"Request body is larger than {limit} bytes ({self.body.setting()}){hint}"


def _counted(receive: Receive, limit: int, too_large: str) -> Receive:
    """Wraps `receive` so the body stops with 413 as soon as it passes the limit."""
    seen = 0

    async def counted() -> Message:
        nonlocal seen
        message = await receive()
        if message["type"] == "http.request":
            seen += len(message.get("body", b""))
            if seen > limit:
                raise BodyTooLarge(too_large)
        return message

    return counted


def api_routes(routes: list[BaseRoute]) -> Iterator[APIRoute]:
    """Yields every API route of an application, through included routers."""
    for route in routes:
        if isinstance(route, APIRoute):
            yield route
        included = getattr(route, "original_router", None)
        if included is not None:
            yield from api_routes(included.routes)


def check_guarded(app: FastAPI) -> None:
    """Refuses to build an application with a route that bypasses the guard."""
    for route in api_routes(app.router.routes):
        if not isinstance(route, GuardedRoute):
            raise RuntimeError(
                f"route {route.path} is not guarded: make its router with route_class=GuardedRoute"
            )
