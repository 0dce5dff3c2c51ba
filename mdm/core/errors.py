"""Typed business errors; each carries the HTTP status it is rendered with."""

import re
from typing import Any, ClassVar

_ODATA_CODES = {
    400: "BadRequest",
    401: "Unauthorized",
    403: "Forbidden",
    404: "NotFound",
    405: "MethodNotAllowed",
    406: "NotAcceptable",
    409: "Conflict",
    412: "PreconditionFailed",
    413: "PayloadTooLarge",
    415: "UnsupportedMediaType",
    429: "TooManyRequests",
    500: "InternalServerError",
    501: "NotImplemented",
    503: "ServiceUnavailable",
}
ODATA_PATH = "/api/v1/odata"
_TARGET = re.compile(r"\$(filter|orderby|select|top|skip|count|format|search|expand|apply|skiptoken|value)\b")


class MDMError(Exception):
    """Base of all errors the service reports to clients as `{"detail": ...}`."""

    status_code: ClassVar[int] = 400

    def __init__(
        self, detail: str, *, headers: dict[str, str] | None = None, extra: dict[str, Any] | None = None
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.headers = headers
        self.extra = extra  # more members of the error body beside `detail` (not under /odata)


class BadRequest(MDMError):
    """The request is malformed or its content is invalid."""

    status_code = 400


class Unauthorized(MDMError):
    """Authentication failed."""

    status_code = 401

    def __init__(self, detail: str) -> None:
        super().__init__(detail, headers={"WWW-Authenticate": "Bearer"})


class Forbidden(MDMError):
    """The caller is authenticated but not allowed to do this."""

    status_code = 403


class NotFound(MDMError):
    """The resource does not exist for this tenant."""

    status_code = 404


class Conflict(MDMError):
    """The request conflicts with the current state of the resource."""

    status_code = 409


class Gone(MDMError):
    """What was asked for existed once and was removed for good (past retention)."""

    status_code = 410


class PreconditionFailed(MDMError):
    """An `If-Match` precondition did not hold."""

    status_code = 412


class PayloadTooLarge(MDMError):
    """The request body is over the configured limit."""

    status_code = 413


class UnsupportedMediaType(MDMError):
    """The request body is not of the kind the route takes."""

    status_code = 415


class RateLimited(MDMError):
    """The tenant's plan (or the address's failed-key budget) allows no more requests now."""

    status_code = 429


class NotAcceptable(MDMError):
    """The client accepts no format the resource is served in."""

    status_code = 406


class NotImplementedFeature(MDMError):
    """A valid request asks for a feature the service does not implement."""

    status_code = 501


def error_body(detail: str) -> dict[str, Any]:
    """Returns the body every error answers with: `{"detail": ...}`."""
    return {"detail": detail}


def is_odata_path(path: str) -> bool:
    """Tells whether a request path belongs to the OData feed."""
    return path == ODATA_PATH or path.startswith(ODATA_PATH + "/")


def odata_error_body(status: int, detail: str) -> dict[str, Any]:
    """Returns the error body under `/odata`: one `error` object (OData JSON Format 4.01 §21.1).

    `target` names the query option the message is about, when it is about one.
    """
    error: dict[str, Any] = {"code": _ODATA_CODES.get(status, str(status)), "message": detail}
    option = _TARGET.search(detail)
    if option is not None:
        error["target"] = option.group(0)
    return {"error": error}


class ServiceUnavailable(MDMError):
    """A dependency (the database, its lock, Redis) cannot serve the request now."""

    status_code = 503

    def __init__(self, detail: str, *, retry_after: int = 1) -> None:
        super().__init__(detail, headers={"Retry-After": str(retry_after)})
