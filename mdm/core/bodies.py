"""Request bodies: every route declares the kind of body it takes, which sets its media types
and its size limit (`MDM_MAX_JSON_BYTES` or `MDM_MAX_UPLOAD_BYTES`).

A route with a JSON or form parameter is a JSON or form route, a route without one takes no
body; a route that reads its body itself (uploads, imports) says so with `@accepts_body`.
"""

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

from fastapi import params
from fastapi.routing import APIRoute

from mdm.settings import Settings

F = TypeVar("F", bound=Callable[..., Any])

# Room for the multipart boundaries and part headers around an uploaded file.
ENVELOPE_BYTES = 64 * 1024


class BodyKind(StrEnum):
    """What a route reads from the request body."""

    NONE = "none"
    JSON = "json"
    FORM = "form"
    UPLOAD = "upload"


JSON_TYPES = ("application/json",)
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")
MULTIPART = "multipart/form-data"
CSV_TYPES = ("text/csv", "application/csv")


@dataclass(frozen=True)
class BodySpec:
    """A route's body: its kind and the media types it accepts (none: any, as nothing reads it)."""

    kind: BodyKind
    media_types: tuple[str, ...] = ()

    def limit(self, settings: Settings) -> int:
        """Returns the most bytes a body of this kind may have."""
        if self.kind is BodyKind.UPLOAD:
            return settings.max_upload_bytes + ENVELOPE_BYTES
        return settings.max_json_bytes

    def setting(self) -> str:
        """Names the setting that bounds this kind of body."""
        return "MDM_MAX_UPLOAD_BYTES" if self.kind is BodyKind.UPLOAD else "MDM_MAX_JSON_BYTES"

    def accepts(self, media_type: str) -> bool:
        """Tells whether a body of this media type (lower case, no parameters) is of this kind."""
        if self.kind is BodyKind.NONE:
            return True
        if not media_type:
            return self.kind is BodyKind.JSON  # FastAPI reads an untyped body as JSON
        if self.kind is BodyKind.JSON and media_type.endswith("+json"):
            return media_type.startswith("application/")
        return media_type in self.media_types


def accepts_body(kind: BodyKind, *media_types: str) -> Callable[[F], F]:
    """Declares the body of an endpoint that reads its request body itself."""

    def mark(endpoint: F) -> F:
        endpoint.__dict__["mdm_body"] = BodySpec(kind, media_types)
        return endpoint

    return mark


def body_spec(route: APIRoute) -> BodySpec:
    """Returns a route's declared body, derived from its parameters unless marked."""
    declared = getattr(route.endpoint, "mdm_body", None)
    if isinstance(declared, BodySpec):
        return declared
    if route.body_field is None:
        if "requestBody" in (route.openapi_extra or {}):
            raise RuntimeError(
                f"{sorted(route.methods or ())} {route.path} documents a request body it reads itself: "
                "declare its kind with @accepts_body"
            )
        return BodySpec(BodyKind.NONE)
    if isinstance(route.body_field.field_info, params.Form):
        return BodySpec(BodyKind.FORM, FORM_TYPES)
    return BodySpec(BodyKind.JSON, JSON_TYPES)
