"""Recogniser for a span of times of day as HH:MM ('15:00から22:00の間', 'between 09:00 and 17:30')."""

from __future__ import annotations

from mdm.ai.engine import rx
from mdm.ai.engine.fragments import NOCASE, Description, pattern_rule
from mdm.rules import Rule

_CLOCK = r"([01]?\d|2[0-3]):([0-5]\d)"
_TIME_RANGE = rx.compile(
    # a subject or a label before it: 「受付時間は9:00~18:00です」, "Opening time: between 08:00 and 20:00"
    r"^(?:[^\s\d:、。,]{1,16}?(?:は|が)\s*|[A-Za-z][A-Za-z ]{0,30}:\s*)?"
    rf"(?:(?:between|from)\s+)?{_CLOCK}\s*(?:から|~|-|to|and|through|until)\s*{_CLOCK}"
    r"\s*(?:まで)?(?:の間|の範囲(?:内)?)?(?:\s*\(\s*(?:両端を含む|両端含む|境界を含む|inclusive)\s*\))?"
    r"(?:\s*(?:inclusive|とする|です|以内))?"
    # the format beside it: ", HH:MM", "(HH:MM形式)", "in 24-hour HH:MM format"
    r"(?:\s*[,、]?\s*[(\uff08]?\s*(?:in\s+)?(?:24[- ]?h(?:our)?\s+)?(?P<format>HH:MM|H:MM)"
    r"\s*(?:format|形式|表記)?\s*[)\uff09]?)?"
    r"(?:\s*(?:と|に)(?:して|する|します)[^。.]{0,20}|\s*でお願い[^。.]{0,12})?"
    r"\s*[.。]?$",
    NOCASE,
)


def _minutes(low: int, high: int) -> str:
    """The two-digit minutes from low to high, as alternatives by their tens."""
    if (low, high) == (0, 59):
        return "[0-5][0-9]"
    parts = []
    for tens in range(low // 10, high // 10 + 1):
        first = low % 10 if tens == low // 10 else 0
        last = high % 10 if tens == high // 10 else 9
        parts.append(f"{tens}{first}" if first == last else f"{tens}[{first}-{last}]")
    return parts[0] if len(parts) == 1 else f"(?:{'|'.join(parts)})"


def _hour(hour: int, padded: bool = False) -> str:
    """An hour as written, with or without its leading zero below 10 (with it when padded)."""
    return (f"0{hour}" if padded else f"0?{hour}") if hour < 10 else str(hour)


def _clock_range(low: int, high: int, padded: bool = False) -> str:
    """A regex for the times from low to high minutes after midnight, both ends in."""
    (h1, m1), (h2, m2) = divmod(low, 60), divmod(high, 60)
    if h1 == h2:
        return f"{_hour(h1, padded)}:{_minutes(m1, m2)}"
    parts = [f"{_hour(h1, padded)}:{_minutes(m1, 59)}"]
    parts += [f"{_hour(h, padded)}:[0-5][0-9]" for h in range(h1 + 1, h2)]
    parts.append(f"{_hour(h2, padded)}:{_minutes(0, m2)}")
    return f"(?:{'|'.join(parts)})"


def time_range(ctx: Description) -> Rule | None:
    """Understands '15:00から22:00の間', '受付時間は9:00~18:00です': a time of day in that span."""
    if ctx.field_type not in ("string", "text") or not (match := _TIME_RANGE.match(ctx.text.strip())):
        return None
    low = int(match.group(1)) * 60 + int(match.group(2))
    high = int(match.group(3)) * 60 + int(match.group(4))
    if low > high:
        return None  # a span across midnight is two spans, which this does not read
    start, end = match.group(1, 2), match.group(3, 4)
    words = f"must be a time from {int(start[0]):02d}:{start[1]} to {int(end[0]):02d}:{end[1]}"
    padded = (match.group("format") or "").upper() == "HH:MM"
    return pattern_rule(_clock_range(low, high, padded), words + (" written as HH:MM" if padded else ""))
