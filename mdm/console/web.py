"""What every console page shares: templates, the signed-in user, CSRF checks, error pages.

Pages are rendered on the server with Jinja2 (autoescaped) and work without JavaScript; the one
script, served from the package, only adds a copy button and confirmations. Every response
carries a strict Content-Security-Policy and is never cached."""

import secrets
from collections.abc import Callable, Coroutine, Mapping
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import quote

from anyio import to_thread
from fastapi import Depends, Form, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates
from limits.errors import StorageError

from mdm.auth.guard import GuardedRoute
from mdm.core.errors import Forbidden, MDMError, RateLimited, ServiceUnavailable
from mdm.db.engine import Database
from mdm.db.enums import Role
from mdm.ratelimit.limiter import RateLimiter
from mdm.sessions import service as sessions
from mdm.sessions.service import SignedIn

HERE = Path(__file__).parent
STATIC = HERE / "static"
PREFIX = "/console"
COOKIE = "mdm_session"
PRE_COOKIE = "mdm_signin"  # the sign-in form's own CSRF token, before there is a session
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; "
    "script-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # links carry one-time tokens
    "Cache-Control": "no-store",
}
STORE_RETRY_SECONDS = 5  # what a 503 asks the browser to wait when the rate-limit store is down
Handler = Callable[[Request], Coroutine[Any, Any, Response]]


def _when(value: datetime | None) -> str:
    """A timestamp as the console shows it (UTC, to the minute)."""
    return value.strftime("%Y-%m-%d %H:%M UTC") if value else ""


templates = Jinja2Templates(directory=HERE / "templates")
templates.env.filters["when"] = _when
templates.env.globals["PREFIX"] = PREFIX


class SignInRequired(Exception):
    """Raised when a page needs a signed-in user and the browser has no live session."""


class FormError(Exception):
    """A form's input was refused: the page is rendered again with the message, and the
    request's transaction rolls back (the exception passes the session dependency)."""

    def __init__(self, template: str, context: Mapping[str, Any], detail: str, status: int = 400) -> None:
        super().__init__(detail)
        self.template, self.context, self.detail, self.status = template, context, detail, status


class ConsoleRoute(GuardedRoute):
    """A console route: the body guard, then HTML for errors, the sign-in redirect, and the
    security headers on every answer."""

    def get_route_handler(self) -> Handler:
        """Wraps the guarded handler."""
        handler = super().get_route_handler()

        async def console(request: Request) -> Response:
            try:
                response = await handler(request)
            except SignInRequired:
                # After signing in, come back to the page; a form posted on an ended session
                # is not replayed (its page is shown again instead, from the console's start).
                target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
                target = target if request.method == "GET" else f"{PREFIX}/"
                response = RedirectResponse(f"{PREFIX}/sign-in?next={quote(target)}", status_code=303)
            except FormError as exc:
                context = {**exc.context, "error": exc.detail}
                response = render(request, exc.template, context, status=exc.status)
            except MDMError as exc:
                context = {"status": exc.status_code, "detail": exc.detail}
                response = render(request, "error.html", context, status=exc.status_code)
                response.headers.update(getattr(exc, "headers", None) or {})
            except RequestValidationError as exc:
                detail = "; ".join(
                    f"{'.'.join(map(str, e['loc'][1:]))}: {e['msg']}" for e in exc.errors()[:3]
                )
                response = render(request, "error.html", {"status": 400, "detail": detail}, status=400)
            for name, value in HEADERS.items():  # a download may set a stricter policy of its own
                response.headers.setdefault(name, value)
            return response

        return console


def render(request: Request, template: str, context: Mapping[str, Any], *, status: int = 200) -> HTMLResponse:
    """Renders a page with the signed-in user (if any) in its context."""
    full = {"user": getattr(request.state, "console_user", None), **context}
    return templates.TemplateResponse(request, template, full, status_code=status)


def redirect(path: str) -> RedirectResponse:
    """A 303 to another console page (the browser follows it with GET)."""
    return RedirectResponse(f"{PREFIX}{path}", status_code=303)


def _resolve(database: Database, token: str) -> SignedIn | None:
    """Looks a session cookie up; keeps the session alive when its last use is old enough."""
    with database.transaction(write=False) as session:
        found = sessions.resolve(session, token=token)
    if found is not None and found.touch:
        with database.transaction(write=True) as session:
            sessions.touch(session, session_id=found.session_id)
    return found


async def signed_in(request: Request) -> SignedIn:
    """The browser's signed-in user, or a redirect to the sign-in page."""
    token = request.cookies.get(COOKIE)
    if not token or len(token) > 100:
        raise SignInRequired
    found = await to_thread.run_sync(_resolve, request.app.state.database, token)
    if found is None:
        raise SignInRequired
    request.state.console_user = found
    await _count(request.app.state.limiter, found)
    return found


async def _count(limiter: RateLimiter, user: SignedIn) -> None:
    """Counts a console request against the tenant's plan, as the API counts a key's (429 when
    the plan allows no more now; 503 when the rate-limit store is down)."""
    tenant_id, plan = user.principal.tenant_id, user.principal.plan
    try:
        if limiter.in_process:
            decision = limiter.hit(tenant_id=tenant_id, plan=plan)
        else:
            decision = await to_thread.run_sync(lambda: limiter.hit(tenant_id=tenant_id, plan=plan))
    except StorageError:
        raise ServiceUnavailable(
            "The rate-limit store is unavailable; retry shortly", retry_after=STORE_RETRY_SECONDS
        ) from None
    if decision is not None and not decision.allowed:
        detail = f"The tenant's plan allows no more requests now: retry in {decision.reset} seconds"
        raise RateLimited(detail, headers=decision.headers())


SignedInDep = Annotated[SignedIn, Depends(signed_in)]


async def acting(user: SignedInDep, csrf: Annotated[str, Form(max_length=100)] = "") -> SignedIn:
    """The signed-in user of a form post, refused when the form's CSRF token is not theirs."""
    if not secrets.compare_digest(csrf.encode(), user.csrf.encode()):
        raise Forbidden("This form has expired or came from another site: reload the page and try again")
    return user


ActingDep = Annotated[SignedIn, Depends(acting)]


async def admin(user: SignedInDep) -> SignedIn:
    """The signed-in user when they are an admin, else 403."""
    if user.principal.role != Role.ADMIN:
        raise Forbidden("This page is for admins")
    return user


async def acting_admin(user: ActingDep) -> SignedIn:
    """The signed-in admin of a form post (CSRF checked)."""
    if user.principal.role != Role.ADMIN:
        raise Forbidden("This page is for admins")
    return user


AdminDep = Annotated[SignedIn, Depends(admin)]
ActingAdminDep = Annotated[SignedIn, Depends(acting_admin)]


def is_https(request: Request) -> bool:
    """Tells whether the browser reached us over HTTPS (directly, or through a trusted proxy)."""
    return request.url.scheme == "https"
