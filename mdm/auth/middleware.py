"""The gate every request passes: request id, authentication and the rate limit."""

import logging
import re
import uuid
from dataclasses import dataclass

from anyio import to_thread
from starlette.datastructures import Headers, MutableHeaders
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mdm.auth import keys, service
from mdm.auth.cache import KeyCache
from mdm.auth.principal import Principal
from mdm.core.context import RequestContext, set_request_context
from mdm.core.errors import MDMError, PayloadTooLarge, RateLimited, error_body, odata_error_body
from mdm.db.engine import Database
from mdm.ratelimit.limiter import Decision, RateLimiter

logger = logging.getLogger("mdm.gate")

API_PREFIX = "/api/v1"
ODATA_PREFIX = f"{API_PREFIX}/odata"
PUBLIC_PATHS = frozenset(
    {f"{API_PREFIX}/openapi.json", f"{API_PREFIX}/docs", f"{API_PREFIX}/docs/oauth2-redirect"}
)
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


@dataclass(frozen=True)
class Admission:
    """The outcome of the gate: a principal and its rate-limit decision."""

    principal: Principal
    decision: Decision | None


def _json_body(headers: Headers) -> bool:
    """Tells whether a request carries a body under the JSON limit (uploads have their own)."""
    content_type = headers.get("content-type", "").lower()
    if content_type.startswith(("multipart/", "text/csv", "application/octet-stream")):
        return False
    return "content-length" in headers or "transfer-encoding" in headers


def _replay(body: bytes, then: Receive) -> Receive:
    """Returns a `receive` that hands over an already read body, then listens on as before."""
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if sent:
            return await then()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return receive


def _request_id(headers: Headers) -> str:
    """Returns the caller's X-Request-ID if it is sane, else a new one."""
    given = headers.get("x-request-id")
    return given if given and _REQUEST_ID.match(given) else uuid.uuid4().hex


def _error(exc: MDMError, extra: dict[str, str], *, odata: bool) -> JSONResponse:
    """Renders a gate refusal as `{"detail": ...}` (plus OData's `error` on the feed)."""
    headers = {**(exc.headers or {}), **extra}
    body = odata_error_body(exc.status_code, exc.detail) if odata else error_body(exc.detail)
    return JSONResponse(body, status_code=exc.status_code, headers=headers)


class GateMiddleware:
    """Authenticates `/api/v1` requests, applies the tenant's rate limit, tags responses."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        database: Database,
        limiter: RateLimiter,
        keys: KeyCache,
        max_json_bytes: int,
    ) -> None:
        self.app = app
        self.database = database
        self.limiter = limiter
        self.keys = keys
        self.max_json_bytes = max_json_bytes

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
        path: str = scope["path"]
        if "\x00" in path or b"%00" in scope.get("query_string", b""):
            refusal = MDMError("The path or query contains a NUL character")
            await _error(refusal, extra, odata=False)(scope, receive, send)
            return
        odata = path == ODATA_PREFIX or path.startswith(ODATA_PREFIX + "/")
        if odata:
            extra["OData-Version"] = "4.0"  # on every OData response, gate refusals included
        if path.startswith(API_PREFIX) and path not in PUBLIC_PATHS:
            try:
                admission = await self._admit(headers.get("authorization"))
            except MDMError as exc:
                await _error(exc, extra, odata=odata)(scope, receive, send)
                return
            if admission.decision is not None:
                extra.update(admission.decision.headers())
            scope.setdefault("state", {})["principal"] = admission.principal
            if _json_body(headers):
                declared = headers.get("content-length", "")
                if declared.isdigit():
                    too_large = int(declared) > self.max_json_bytes
                else:
                    body, too_large = await self._buffer(receive)
                    receive = _replay(body, receive)
                if too_large:
                    await _error(self._too_large(), extra, odata=odata)(scope, receive, send)
                    return
        await self.app(scope, receive, self._tagging(send, extra))

    def _too_large(self) -> PayloadTooLarge:
        """Builds the 413 of a JSON body over the limit."""
        return PayloadTooLarge(
            f"Request body is larger than {self.max_json_bytes} bytes "
            "(MDM_MAX_JSON_BYTES); send bulk data as a CSV import"
        )

    async def _buffer(self, receive: Receive) -> tuple[bytes, bool]:
        """Reads a body of undeclared length, up to the limit; tells whether it went over."""
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_json_bytes:
                return b"", True
            chunks.append(chunk)
            if message["type"] != "http.request" or not message.get("more_body", False):
                return b"".join(chunks), False

    async def _admit(self, authorization: str | None) -> Admission:
        """Authenticates and counts the request; blocking work goes to a thread."""
        key_hash = keys.key_hash_from_header(authorization)
        principal = self.keys.get(key_hash)
        if principal is None:
            principal = await to_thread.run_sync(self._verify, key_hash)
        if self.limiter.in_process:
            decision = self.limiter.hit(tenant_id=principal.tenant_id, plan=principal.plan)
        else:
            decision = await to_thread.run_sync(
                lambda: self.limiter.hit(tenant_id=principal.tenant_id, plan=principal.plan)
            )
        if decision is not None and not decision.allowed:
            exc = RateLimited(f"Rate limit exceeded. Retry in {decision.reset} seconds.")
            exc.headers = decision.headers()
            raise exc
        return Admission(principal, decision)

    def _verify(self, key_hash: str) -> Principal:
        """Looks the key up, records its use now and then, and caches it."""
        with self.database.transaction(write=False) as session:
            verified = service.authenticate(session, key_hash=key_hash)
        if verified.touch:
            with self.database.transaction(write=True) as session:
                service.touch_key(session, key_id=verified.principal.api_key_id)
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
