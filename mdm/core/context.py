"""Per-request context (request id, client address) readable from any layer."""

from contextvars import ContextVar
from dataclasses import dataclass


@dataclass(frozen=True)
class RequestContext:
    """Facts about the current HTTP request that audit entries and logs record."""

    request_id: str
    ip: str | None


_current: ContextVar[RequestContext | None] = ContextVar("mdm_request_context", default=None)


def set_request_context(ctx: RequestContext) -> None:
    """Sets the context of the request being handled."""
    _current.set(ctx)


def get_request_context() -> RequestContext | None:
    """Returns the context of the request being handled, if any."""
    return _current.get()
