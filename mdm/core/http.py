"""HTTP helpers shared by routers and middleware: entity tags, attachment names, error responses."""

from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

from starlette.responses import JSONResponse

from mdm.core.errors import error_body, is_odata_path, odata_error_body

ODATA_JSON = "application/json;odata.metadata=minimal"
ODATA_ERROR_HEADERS = {"OData-Version": "4.0", "Content-Language": "en"}


def error_response(
    path: str,
    status: int,
    detail: str,
    headers: Mapping[str, str] | None = None,
    *,
    extra: Mapping[str, Any] | None = None,
) -> JSONResponse:
    """Renders an error as `{"detail": ...}`, or under `/odata` as OData's error object."""
    if is_odata_path(path):
        return JSONResponse(
            odata_error_body(status, detail),
            status_code=status,
            headers={**(headers or {}), **ODATA_ERROR_HEADERS},
            media_type=ODATA_JSON,
        )
    body = {**error_body(detail), **(extra or {})}
    return JSONResponse(body, status_code=status, headers=dict(headers or {}))


def etag(version: int) -> str:
    """Returns the entity tag of a resource at a version."""
    return f'"{version}"'


def if_match_allows(if_match: str | None, tag: str) -> bool:
    """Tells whether an `If-Match` header is absent, `*`, or names the tag (weak or strong)."""
    if if_match is None or if_match.strip() == "*":
        return True
    return tag in {given.strip().removeprefix("W/") for given in if_match.split(",")}


def content_disposition(filename: str) -> str:
    """Returns an attachment header with an ASCII fallback and the UTF-8 name (RFC 6266/5987)."""
    fallback = "".join(ch if " " <= ch <= "~" and ch not in '"\\%' else "_" for ch in filename)
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename, safe='')}"
