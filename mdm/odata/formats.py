"""Content negotiation for the feed's JSON: the metadata level and IEEE754Compatible.

A client states what it reads in `Accept` or `$format` (`$format` wins): the JSON format with
`odata.metadata=minimal` (the default), `full` (every entity carries `@odata.id`,
`@odata.editLink`, `@odata.type`, and properties whose type JSON cannot show carry their own
`@odata.type`) or `none` (no control information beyond paging and counts), and
`IEEE754Compatible=true` (OData JSON Format §3.2: Int64 and Decimal values, `@odata.count`
included, are strings, since JavaScript loses digits beyond 2^53). A request that accepts
neither JSON nor any type at all answers 406.
"""

import re
from dataclasses import dataclass

from mdm.core.errors import BadRequest, NotAcceptable, NotImplementedFeature

LEVELS = ("minimal", "full", "none")
_JSON_TYPES = ("application/json", "application/*", "*/*")
_PARAMETER = re.compile(r"^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*\"?([^\";]*)\"?\s*$")


@dataclass(frozen=True)
class JsonFormat:
    """How the feed writes JSON for one request."""

    metadata: str = "minimal"
    ieee754: bool = False

    @property
    def media_type(self) -> str:
        """Returns the response's Content-Type."""
        ieee = ";IEEE754Compatible=true" if self.ieee754 else ""
        return f"application/json;odata.metadata={self.metadata}{ieee}"


def negotiate(*, accept: str | None, format_option: str | None, content_type: str | None) -> JsonFormat:
    """Chooses the JSON format from `$format`, else `Accept`; 406 when JSON is not acceptable."""
    if format_option is not None:
        return _from_format(format_option)
    ranges = _media_ranges(accept) if accept and accept.strip() else [("*/*", {})]
    acceptable = [(kind, params) for kind, params in ranges if kind in _JSON_TYPES and _quality(params) > 0]
    if not acceptable:
        raise NotAcceptable(
            f"This feed answers in JSON (application/json); Accept: {accept} does not accept it"
        )
    chosen = dict(acceptable[0][1])
    chosen.update({k: v for k, v in _parameters(content_type or "").items() if k == "ieee754compatible"})
    return _format_of(chosen)


def _from_format(value: str) -> JsonFormat:
    """Reads `$format`: `json` or a JSON media type with parameters."""
    text = value.strip()
    if text.lower() == "json":
        return JsonFormat()
    kind, _, rest = text.partition(";")
    if kind.strip().lower() != "application/json":
        raise NotImplementedFeature(f"$format={value} is not supported; this feed speaks JSON")
    return _format_of(_parameters(rest))


def _format_of(params: dict[str, str]) -> JsonFormat:
    """Builds the format from media type parameters (names in lower case)."""
    level = params.get("odata.metadata", "minimal").lower()
    if level not in LEVELS:
        raise BadRequest(f"odata.metadata={level} is not a metadata level; use minimal, full or none")
    return JsonFormat(metadata=level, ieee754=params.get("ieee754compatible", "false").lower() == "true")


def _media_ranges(accept: str) -> list[tuple[str, dict[str, str]]]:
    """Splits an Accept header into media ranges with their parameters, best first."""
    ranges = []
    for part in accept.split(","):
        kind, _, rest = part.partition(";")
        if kind.strip():
            ranges.append((kind.strip().lower(), _parameters(rest)))
    return sorted(ranges, key=lambda item: -_quality(item[1]))


def _quality(params: dict[str, str]) -> float:
    """Returns a media range's q value (1 when absent or unreadable)."""
    try:
        return float(params.get("q", "1"))
    except ValueError:
        return 1.0


def _parameters(text: str) -> dict[str, str]:
    """Reads `;name=value` parameters; names in lower case."""
    found = {}
    for piece in text.split(";"):
        match = _PARAMETER.match(piece)
        if match:
            found[match.group(1).lower()] = match.group(2)
    return found
