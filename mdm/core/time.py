"""UTC time helpers: one clock and one wire format for timestamps."""

from datetime import UTC, datetime


def utcnow() -> datetime:
    """Returns the current time as an aware UTC datetime."""
    return datetime.now(UTC)


def as_utc(value: datetime) -> datetime:
    """Returns the datetime as aware UTC, reading naive values as UTC."""
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def parse_instant(text: str) -> datetime:
    """Parses an ISO 8601 datetime as aware UTC (naive as UTC); ValueError when invalid or out of range."""
    moment = datetime.fromisoformat(text.replace("z", "Z"))
    try:
        return as_utc(moment)
    except OverflowError:
        raise ValueError(f"{text} lies outside the years 0001 to 9999 in UTC") from None


def isoformat_z(value: datetime) -> str:
    """Formats a datetime as ISO 8601 UTC with microseconds and a `Z` suffix."""
    if value.tzinfo is not UTC:  # what the database layer returns already is
        value = as_utc(value)
    return value.isoformat(timespec="microseconds")[:-6] + "Z"  # "+00:00" becomes "Z"
