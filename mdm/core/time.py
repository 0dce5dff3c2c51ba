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


def isoformat_z(value: datetime) -> str:
    """Formats a datetime as ISO 8601 UTC with microseconds and a `Z` suffix."""
    return as_utc(value).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
