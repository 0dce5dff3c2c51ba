"""The gate every request passes: request id, authentication and the rate limit."""

import logging
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from anyio import to_thread
from limits.errors import StorageError
from sqlalchemy.exc import StatementError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.datastructures import Headers, MutableHeaders
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mdm.auth import keys, service
from mdm.auth.cache import KeyCache
from mdm.auth.keys import display_prefix
from mdm.auth.principal import Principal
from mdm.core.context import RequestContext, set_request_context
from mdm.core.errors import (
    ODATA_PATH,
    MDMError,
    RateLimited,
    ServiceUnavailable,
    Unauthorized,
    is_odata_path,
)
from mdm.core.http import error_response
from mdm.core.methods import allowed_methods
from mdm.core.outages import database_unavailable
from mdm.db.engine import Database
from mdm.ratelimit.limiter import Decision, RateLimiter

logger = logging.getLogger("mdm.gate")
security = logging.getLogger("mdm.security")
T = TypeVar("T")
STORAGE_RETRY_SECONDS = 5
KEY_LOG_CHARS = 8
# Sent on HTTPS responses only: browsers then use HTTPS for this host for a year.
HSTS = "max-age=31536000"

API_PREFIX = "/api/v1"
ODATA_PREFIX = ODATA_PATH
PUBLIC_PATHS = frozenset(
    {
        f"{API_PREFIX}/openapi.json",
        f"{API_PREFIX}/docs",
        f"{API_PREFIX}/redoc",
        f"{API_PREFIX}/docs/oauth2-redirect",
    }
)
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


@dataclass(frozen=True)
class Admission:
    """The outcome of the gate: a principal and its rate-limit decision."""

    principal: Principal
    decision: Decision | None


def _shown_prefix(authorization: str) -> str:
    """Returns the part of a presented key that may appear in logs (never the secret)."""
    token = authorization.removeprefix("Bearer ").strip()
    return "".join(ch if ch.isprintable() else "?" for ch in display_prefix(token))[:KEY_LOG_CHARS]


def _request_id(headers: Headers) -> str:
    """Returns the caller's X-Request-ID if it is sane, else a new one."""
    given = headers.get("x-request-id")
    return given if given and _REQUEST_ID.match(given) else uuid.uuid4().hex


def refusal(exc: MDMError, extra: dict[str, str], *, path: str) -> JSONResponse:
    """Renders a gate refusal as `{"detail": ...}` (OData's error object on the feed)."""
    return error_response(path, exc.status_code, exc.detail, {**(exc.headers or {}), **extra})


class GateMiddleware:
    """Authenticates `/api/v1` requests, applies the tenant's rate limit, tags responses."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        database: Database,
        limiter: RateLimiter,
        keys: KeyCache,
        failed_keys_per_minute: int,
    ) -> None:
        self.app = app
        self.database = database
        self.limiter = limiter
        self.keys = keys
        self.failed_keys_per_minute = failed_keys_per_minute

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Handles one request."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        request_id = _request_id(headers)
        client = scope.get("client")
        set_request_context(RequestContext(request_id=request_id, ip=client[0] if client else None))
        extra = {"X-Request-ID": request_id}
        if scope.get("scheme") == "https":  # direct TLS, or a trusted proxy's X-Forwarded-Proto
            extra["Strict-Transport-Security"] = HSTS
        path: str = scope["path"]
        if "\x00" in path or b"%00" in scope.get("query_string", b""):
            nul = MDMError("The path or query contains a NUL character")
            await refusal(nul, extra, path="/")(scope, receive, send)
            return
        if is_odata_path(path):
            extra["OData-Version"] = "4.0"  # on every OData response, gate refusals included
        if path.startswith(API_PREFIX) and path not in PUBLIC_PATHS:
            try:
                admission = await self._admit(headers.get("authorization"), client[0] if client else "-")
            except MDMError as exc:
                await refusal(exc, extra, path=path)(scope, receive, send)
                return
            if admission.decision is not None:
                extra.update(admission.decision.headers())
            scope.setdefault("state", {})["principal"] = admission.principal
        if scope["method"] == "OPTIONS":
            allowed = allowed_methods(scope)
            if allowed:
                extra["Allow"] = ", ".join(allowed)
                await Response(status_code=204, headers=extra)(scope, receive, send)
                return
        await self.app(scope, receive, self._tagging(send, extra))

    async def _admit(self, authorization: str | None, address: str) -> Admission:
        """Authenticates and counts the request; blocking work goes to a thread."""
        if authorization is None:
            keys.key_hash_from_header(authorization)  # the missing-header 401
        principal = await self._authenticate(authorization or "", address)
        decision = await self._off_loop(self.limiter.hit, tenant_id=principal.tenant_id, plan=principal.plan)
        if decision is not None and not decision.allowed:
            exc = RateLimited(f"Rate limit exceeded. Retry in {decision.reset} seconds.")
            exc.headers = decision.headers()
            raise exc
        return Admission(principal, decision)

    async def _authenticate(self, authorization: str, address: str) -> Principal:
        """Resolves the key (cache, else database); throttles, counts and logs failed attempts
        per client address, so guessing keys costs neither lookups nor others' latency."""
        try:
            key_hash = keys.key_hash_from_header(authorization)
        except Unauthorized:
            key_hash = None
        cached = self.keys.get(key_hash) if key_hash else None
        if cached is not None:
            return cached
        budget = self.failed_keys_per_minute
        wait = await self._throttle(self.limiter.key_failures_wait, address=address, per_minute=budget)
        if wait is not None:
            raise RateLimited(
                f"Too many failed API key attempts from this address. Retry in {wait} seconds.",
                headers={"Retry-After": str(wait)},
            )
        try:
            return await to_thread.run_sync(self._verify, keys.key_hash_from_header(authorization))
        except Unauthorized as exc:
            await self._throttle(self.limiter.count_key_failure, address=address, per_minute=budget)
            shown = _shown_prefix(authorization)
            security.warning("auth.failed from %s: %s (key %s...)", address, exc.detail, shown)
            raise
        except (StatementError, PoolTimeout) as exc:
            raise database_unavailable(exc) or exc from None

    async def _throttle(self, call: Callable[..., int | None], **kwargs: str | int) -> int | None:
        """Runs a failed-key count; with Redis down the keys are still checked, unthrottled, so
        an outage of the counters does not lock out every tenant (limited plans still get 503)."""
        try:
            return await self._off_loop(call, **kwargs)
        except ServiceUnavailable:
            return None

    async def _off_loop(self, call: Callable[..., T], **kwargs: str | int) -> T:
        """Runs a rate-limit storage call (in a thread unless in memory); Redis down is a 503."""
        try:
            if self.limiter.in_process:
                return call(**kwargs)
            return await to_thread.run_sync(lambda: call(**kwargs))
        except StorageError:
            logger.warning("rate-limit storage unreachable", exc_info=True)
            raise ServiceUnavailable(
                "The rate-limit store is unavailable; retry shortly", retry_after=STORAGE_RETRY_SECONDS
            ) from None

    def _verify(self, key_hash: str) -> Principal:
        """Looks the key up, records its use now and then, and caches it."""
        with self.database.transaction(write=False) as session:
            verified = service.authenticate(session, key_hash=key_hash)
        if verified.touch:
            try:
                with self.database.transaction(write=True) as session:
                    service.touch_key(session, key_id=verified.principal.api_key_id)
            except (StatementError, PoolTimeout) as exc:  # a stamp of last use must not fail the request
                if database_unavailable(exc) is None:
                    raise
                logger.info("key use not recorded (database busy): %s", getattr(exc, "orig", exc))
        self.keys.put(key_hash, verified)
        return verified.principal

    @staticmethod
    def _tagging(send: Send, extra: dict[str, str]) -> Send:
        """Wraps `send` so the response carries the request id and rate-limit headers."""

        async def tagged(message: Message) -> None:
            if message["type"] == "http.response.start":
                response_headers = MutableHeaders(scope=message)
                for name, value in extra.items():
                    response_headers[name] = value
            await send(message)

        return tagged
