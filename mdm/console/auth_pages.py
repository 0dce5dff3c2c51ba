"""Console sign-in and out, choosing a password by a one-time link, and the home page."""

import logging
import secrets
from functools import partial
from typing import Annotated

from anyio import to_thread
from fastapi import APIRouter, Form, Request, Response
from fastapi.responses import RedirectResponse
from limits.errors import StorageError

from mdm.catalog import service as catalog
from mdm.console.web import (
    COOKIE,
    PRE_COOKIE,
    PREFIX,
    ConsoleRoute,
    FormError,
    SignedInDep,
    SignInRequired,
    is_https,
    redirect,
    render,
    signed_in,
)
from mdm.core.deps import SessionDep
from mdm.core.errors import MDMError
from mdm.ratelimit.limiter import RateLimiter
from mdm.sessions import service as sessions
from mdm.sessions.service import ABSOLUTE, NewSession

router = APIRouter(prefix=PREFIX, route_class=ConsoleRoute, include_in_schema=False)
security = logging.getLogger("mdm.security")

ACCOUNT_FAILURES = 5  # failed sign-ins of one account per window before it waits
ADDRESS_FAILURES = 20  # failed sign-ins from one client address per window
WINDOW_MINUTES = 15
Text = Annotated[str, Form(max_length=400)]
Secret = Annotated[str, Form(max_length=1024)]


def _safe_next(target: str | None) -> str:
    """Where to go after signing in: a console path only (no open redirect)."""
    if target and target.startswith(f"{PREFIX}/") and not target.startswith("//") and "\\" not in target:
        return target
    return f"{PREFIX}/"


async def _throttle(limiter: RateLimiter, call: str, **idents: str) -> int | None:
    """Asks or counts the sign-in failure windows; an outage of the counters never locks out."""
    waits: list[int | None] = []
    method = getattr(limiter, call)
    try:
        for kind, ident in idents.items():
            allowed = ACCOUNT_FAILURES if kind == "signin-account" else ADDRESS_FAILURES
            bound = partial(method, kind=kind, ident=ident, allowed=allowed, minutes=WINDOW_MINUTES)
            waits.append(bound() if limiter.in_process else await to_thread.run_sync(bound))
    except StorageError:
        security.warning("sign-in throttle unavailable", exc_info=True)
        return None
    return max((w for w in waits if w), default=None)


@router.get("/sign-in")
async def sign_in_page(request: Request, next: str | None = None) -> Response:
    """The sign-in form."""
    token = secrets.token_urlsafe(24)
    response = render(request, "sign_in.html", {"next": _safe_next(next), "csrf": token})
    response.set_cookie(PRE_COOKIE, token, httponly=True, samesite="strict", secure=is_https(request))
    return response


@router.post("/sign-in")
async def sign_in(
    request: Request,
    session: SessionDep,
    email: Text,
    password: Secret,
    tenant: Text = "",
    next: Text = "",
    csrf: Text = "",
) -> Response:
    """Checks the password and starts a session (throttled per account and per address)."""
    context = {"next": _safe_next(next), "csrf": csrf, "email": email, "tenant": tenant}
    expected = request.cookies.get(PRE_COOKIE, "")
    if not expected or not secrets.compare_digest(csrf.encode(), expected.encode()):
        raise FormError("sign_in.html", context, "The sign-in form expired: please try again", 403)
    limiter: RateLimiter = request.app.state.limiter
    address = request.client.host if request.client else "-"
    idents = {"signin-account": email.strip().lower(), "signin-address": address}
    wait = await _throttle(limiter, "failures_wait", **idents)
    if wait is not None:
        detail = f"Too many failed sign-ins: try again in {max(1, wait // 60)} minute(s)"
        raise FormError("sign_in.html", context, detail, 429)
    outcome = await to_thread.run_sync(
        lambda: sessions.sign_in(
            session,
            email=email,
            password=password,
            tenant=tenant,
            ip=address,
            user_agent=request.headers.get("user-agent"),
        )
    )
    if not isinstance(outcome, NewSession):
        await _throttle(limiter, "count_failure", **idents)
        security.warning("console sign-in failed from %s", address)
        failed = {**context, "error": outcome.detail, "ask_tenant": outcome.ask_tenant or bool(tenant)}
        return render(request, "sign_in.html", failed, status=401)
    response = RedirectResponse(_safe_next(next), status_code=303)
    response.set_cookie(
        COOKIE,
        outcome.token,
        max_age=int(ABSOLUTE.total_seconds()),
        httponly=True,
        samesite="lax",
        secure=is_https(request),
        path="/",
    )
    response.delete_cookie(PRE_COOKIE)
    return response


@router.post("/sign-out")
async def sign_out(request: Request, session: SessionDep, csrf: Text = "") -> Response:
    """Ends the browser's session (at once: the session row is ended, not just the cookie)."""
    try:
        user = await signed_in(request)
    except SignInRequired:  # already signed out: nothing to end
        return redirect("/sign-in")
    if secrets.compare_digest(csrf.encode(), user.csrf.encode()):
        await to_thread.run_sync(lambda: sessions.sign_out(session, signed_in=user))
    response = redirect("/sign-in")
    response.delete_cookie(COOKIE, path="/")
    return response


@router.get("/set-password/{token}")
def set_password_page(request: Request, session: SessionDep, token: str) -> Response:
    """The form where a user chooses a password by a one-time link."""
    user = sessions.link_user(session, token=token)
    return render(request, "set_password.html", {"token": token, "email": user.email, "name": user.name})


@router.post("/set-password/{token}")
def set_password(
    request: Request, session: SessionDep, token: str, password: Secret, repeated: Secret
) -> Response:
    """Sets the password and spends the link; the user then signs in."""
    user = sessions.link_user(session, token=token)
    context = {"token": token, "email": user.email, "name": user.name}
    try:
        sessions.use_link(session, token=token, password=password, repeated=repeated)
    except MDMError as exc:
        raise FormError("set_password.html", context, exc.detail) from None
    return render(request, "password_set.html", {"email": user.email})


@router.get("/")
def home(request: Request, session: SessionDep, user: SignedInDep) -> Response:
    """The masters of the tenant with their record counts."""
    entries, total = catalog.list_catalog(session, tenant_id=user.principal.tenant_id, skip=0, limit=1000)
    return render(request, "home.html", {"masters": entries, "total": total})


root_router = APIRouter(route_class=ConsoleRoute, include_in_schema=False)


@root_router.get("/")
async def root() -> Response:
    """The service's root leads people to the console."""
    return RedirectResponse(f"{PREFIX}/", status_code=307)
