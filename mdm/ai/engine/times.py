"""Recogniser for a span of times of day as HH:MM ('15:00から22:00の間', 'between 09:00 and 17:30')."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import ValidationError

from mdm.ai.engine import rx
from mdm.ai.engine.dates import weekday
from mdm.ai.engine.fragments import DATE, NOCASE, Description, blank_out, pattern_rule
from mdm.rules import AllOfRule, Rule, TimeOfDayRule, WeekdayRule

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


# A time zone said beside the times, as an offset from UTC: "UTC", "JST", 「日本時間」, "UTC+9", "(+09:00)"
_ZONE_OFFSET = rx.compile(
    r"(?:\b(?:UTC|GMT)|協定世界時)\s*(?P<sign>[+-])\s*(?P<h>\d{1,2})(?::?(?P<m>[0-5]\d))?\b"
    r"|(?<![\d:])(?P<sign2>[+-])(?P<h2>0\d|1[0-4]):(?P<m2>[0-5]\d)\b",
    NOCASE,
)
_ZONE_NAMES: dict[str, str] = {
    r"\b(?:UTC|GMT|Zulu)\b|協定世界時|世界標準時|グリニッジ標準時": "+00:00",
    r"\b(?:JST|KST)\b|\bJapan(?:ese)?\s+(?:standard\s+)?time\b|\bTokyo\s+time\b"
    r"|日本(?:標準)?時間?|東京時間|韓国時間": "+09:00",
    r"\b(?:SGT|HKT)\b|\bSingapore\s+time\b|シンガポール時間|香港時間": "+08:00",
    r"\bICT\b|\b(?:Vietnam|Thailand|Bangkok)\s+time\b|ベトナム時間|タイ時間": "+07:00",
    r"\bIST\b|\bIndia(?:n)?\s+(?:standard\s+)?time\b|インド時間": "+05:30",
}
_DATETIME_CLOCK = r"(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?!\d)(?::00)?"
_SPAN = rx.compile(
    rf"(?:\b(?:between|from)\s+)?{_DATETIME_CLOCK}\s*(?:から|~|-|\bto\b|\band\b|\bthrough\b|\buntil\b|\btill\b|\bup\s+to(?:\s+and\s+including)?)"
    rf"\s*{_DATETIME_CLOCK}\s*(?:まで)?",
    NOCASE,
)
_FROM = rx.compile(
    rf"(?<!\bnot\s)(?<!\bno\s)\b(?P<excl>after|later\s+than)\s+{_DATETIME_CLOCK}"
    rf"|\b(?:from|no\s+earlier\s+than|not\s+earlier\s+than|not\s+before|[ao][tn]\s+or\s+(?:after|later\s+than)|at\s+least|starting(?:\s+at)?|earliest)\s+{_DATETIME_CLOCK}"
    rf"|{_DATETIME_CLOCK}\s*(?:(?P<excl2>より後|を過ぎ)|以降|以後|から)",
    NOCASE,
)
_UNTIL = rx.compile(
    rf"(?<!\bnot\s)(?<!\bno\s)\b(?P<excl>before|earlier\s+than)\s+{_DATETIME_CLOCK}"
    rf"|\b(?:until|till|by|no\s+later\s+than|not\s+later\s+than|not\s+after|[ao][tn]\s+or\s+(?:before|earlier\s+than)|at\s+most|up\s+to|latest)\s+{_DATETIME_CLOCK}"
    rf"|{_DATETIME_CLOCK}\s*(?:(?P<excl2>より前|未満)|以前|まで)",
    NOCASE,
)
# "on the hour", "in 15-minute slots", 「15分単位」, 「正時のみ」, 「00分または30分」
_STEP = rx.compile(
    r"\bon\s+the\s+(?:hour\s+or\s+(?:the\s+)?)?(?P<halves>half[- ]hour)|(?P<half2>30)分単位"
    r"|\b(?:on\s+(?:the|a\s+full|the\s+full)\s+hour|whole\s+hours?|full\s+hours?)\b|正時|毎時0?0分|00分(?:のみ|ちょうど)"
    r"|(?P<m>\d{1,3})[-\s]?(?:minute|min)s?\b\s+(?:slots?|increments?|steps?|intervals?|blocks?|boundar(?:y|ies)|marks?)"
    r"|\bin\s+(?:steps|increments|slots|intervals)\s+of\s+(?P<m2>\d{1,3})\s+minutes?"
    r"|(?P<m3>\d{1,3})\s*分?\s*(?:単位|刻み|区切り|間隔)"
    r"|(?:00|0)分(?:または|か|・|、|/)(?P<half>30)分",
    NOCASE,
)
# What else a sentence of a time of day may say: its subject (before "must" or a label's colon), the hours
# named ("warehouse hours", 「営業時間内」), and words that carry no condition
_SUBJECT = rx.compile(
    # (not a day or a time said as the subject: 「平日は9時から17時まで」, "Weekdays: 09:00-17:00")
    r"^(?![^、。:\d]*?(?:平日|週末|土|日曜|祝|曜|未来|過去|weekday|weekend|day\b|days\b|future|past|only|のみ))"
    r"[^、。:\d]{0,40}?(?:[:]|は|が|\b(?=(?:must|should|shall|has\s+to|needs?\s+to|can\s+only|may\s+only|is|are"
    r"|after|before|between|from|until|till|by|at|on|in|within|during|no|not|earlier|later)\b))",
    NOCASE,
)
_TIME_WORDS = rx.compile(
    r"\b(?:must|should|shall|has|have|needs?|to|can|may|only|be|is|are|fall|falls|lie|start|starts|begin|begins"
    r"|occur|happen|take|place|booked|scheduled|set|entered|within|in|between|during|at|on|the|a|an|of|day"
    r"|received|submitted|placed|made|delivered|arrives?|arrival|created|logged|sent|shipped|picked|up|collected"
    r"|time|times|hours?|window|slots?|inclusive|both|ends?|and|before|after|earlier|later|than|or|no|cut-?off|(?:[a-z]+)(?=\s+hours?\b))\b"
    r"|(?:営業|受付|就業|業務|勤務|作業|稼働|診療|窓口|配達|配送|入荷|出荷|検品|予約|対応)?時間(?:帯)?(?:内|中)?"
    r"|の間|の範囲(?:内)?|の時刻|以内|とする|であること|とします|です|で(?:入力|設定|指定|登録|予約)[^。.]{0,15}|のみ|に限る"
    r"|両端を?含む|境界を?含む|を含む|時刻|日時|基準|[のでにはが]|[()\s,.、。:]"
    # a window refused: "must not be between 22:00 and 06:00", 「22:00〜6:00は登録不可」
    r"|\b(?:not|never|cannot|outside|rejected|refused|forbidden|prohibited|allowed|accepted|permitted)\b"
    r"|(?:登録|入力|設定|予約)?(?:不可|禁止|できません|NG)",
    NOCASE,
)


def _said_nothing_else(text: str) -> bool:
    """Whether what is left of a sentence beside its times is words that say no condition."""
    return not _TIME_WORDS.sub("", text).strip()


_REFUSED = rx.compile(
    r"\bnot\b|\bno\b|\bnever\b|n't|\bcannot\b|\boutside\b|\bexcept\b|\b(?:rejected|refused|forbidden|prohibited)\b"
    r"|ない|不可|禁止|以外|除|外は|でき(?:ません|ない)|出来(?:ません|ない)|(?-i:\bNG\b)",
    NOCASE,
)


# Days of the week said beside the times, and the words that name or except them
_DAY_NAME = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|\b(?:mon|tue|wed|thu|fri|sat|sun)\b\.?"
_DAYS_SAID = rx.compile(
    rf"平日|営業日|週末|土日(?:祝(?:日)?)?|祝(?:日|祭日)?|[月火水木金土日](?:曜(?:日)?)?(?=\s*(?:~|-|・|、|から|まで|のみ|と|は|の|\)|\d|$))"
    rf"|weekdays?|weekends?|business\s+days?|working\s+days?|public\s+holidays?|holidays?|{_DAY_NAME}"
    r"|\b(?:to|through|thru|and|or|except|excluding|other\s+than)\b(?=[\s,]*(?:"
    + _DAY_NAME
    + r"|weekends?|holidays?))"
    r"|除く|を除き|以外|のみ|\bonly\b|\bon\b(?!\s+(?:the|a)\s+(?:full\s+)?(?:hour|half))|[~-](?=\s*(?:[月火水木金土日]|"
    + _DAY_NAME
    + r"))",
    NOCASE,
)
# a day of the week named at all ("only" and "on" alone name none: "On the hour only")
_DAY_WORDS = rx.compile(
    rf"平日|営業日|週末|土日|祝|[月火水木金土日]曜|月\s*~\s*金|weekdays?|weekends?|business\s+days?|working\s+days?"
    rf"|holidays?|{_DAY_NAME}",
    NOCASE,
)
# "not before 09:00", "no later than 17:00": bounds said with a negation, refusing nothing
_NOT_BOUND = rx.compile(r"\b(?:not|no)\s+(?:before|after|earlier|later)\b", NOCASE)


def _said_offset(text: str) -> tuple[str | None, str] | None:
    """The one UTC offset a sentence names (None when it names none) and the text without it."""
    offsets: set[str] = set()
    for found in _ZONE_OFFSET.finditer(text):
        sign, hours, minutes = (
            found.group("sign", "h", "m") if found.group("sign") else found.group("sign2", "h2", "m2")
        )
        if int(hours) > 14:
            return None
        offsets.add(f"{sign}{int(hours):02d}:{minutes or '00'}")
    text = _ZONE_OFFSET.sub(" ", text)
    for words, offset in _ZONE_NAMES.items():
        if rx.search(words, text, NOCASE):
            offsets.add(offset)
            text = rx.sub(words, " ", text, flags=NOCASE)
    if len(offsets) > 1:
        return None  # "09:00 JST (00:00 UTC)": two clocks, read by neither
    return (offsets.pop() if offsets else None), text


def _clock_text(hour: str, minute: str) -> str:
    """A time of day written HH:MM."""
    return f"{int(hour):02d}:{minute}"


@dataclass
class _Window:
    """The bounds a sentence gives a time of day, and whether they were said as one span."""

    low: str | None = None
    high: str | None = None
    low_excl: bool = False
    high_excl: bool = False
    spanned: bool = False


def _clocked(text: str) -> str:
    """Writes 「9時」, 「9時30分」, 「9時半」 as 9:00, 9:30, and drops a note that the end is in."""
    text = rx.sub(
        r"(\d{1,2})\s*時\s*(?:(\d{1,2})\s*分|(半))?",
        lambda m: f"{m.group(1)}:{m.group(2) or ('30' if m.group(3) else '00')}",
        text,
    )
    # 「9:00から20:00まで(20:00ちょうどは可)」: the end said to be in, as it is
    return rx.sub(
        r"\(\s*\d{1,2}:\d{2}\s*(?:ちょうど|丁度)?\s*(?:は|も)?\s*(?:可|含む|OK|入力可)\s*\)", " ", text
    )


def _bound(pattern: rx.Guarded, text: str) -> tuple[str, bool, str] | None:
    """The clock time one bound names (from or until), whether it is exclusive, and the text without it."""
    if (found := pattern.search(text)) is None:
        return None
    hour, minute = next((found.group(i), found.group(i + 1)) for i in (2, 4, 6) if found.group(i))
    return (
        _clock_text(hour, minute),
        bool(found.group("excl") or found.group("excl2")),
        blank_out(text, found),
    )


def _window(text: str) -> tuple[_Window, str]:
    """The span or the bounds of a time of day a text names, and the text without them."""
    if (span := _SPAN.search(text)) is not None:
        low, high = _clock_text(*span.group(1, 2)), _clock_text(*span.group(3, 4))
        return _Window(low, high, spanned=True), blank_out(text, span)
    window = _Window()
    if (after := _bound(_FROM, text)) is not None:
        window.low, window.low_excl, text = after
    if (until := _bound(_UNTIL, text)) is not None:
        window.high, window.high_excl, text = until
    return window, text


def _step(text: str) -> tuple[int | None, str] | None:
    """The step in minutes a text names (None when it names none) and the text without it; None when the
    step's unit is lost (「1単位」, once 「1時間単位」 has lost its unit)."""
    if (stepped := _STEP.search(text)) is None:
        return None, text
    if (bare := stepped.group("m3")) is not None and int(bare) not in (5, 10, 15, 20, 30):
        return None
    minutes = (
        stepped.group("m") or stepped.group("m2") or bare or stepped.group("half") or stepped.group("half2")
    )
    step = 30 if stepped.group("halves") else int(minutes) if minutes else 60
    return step, blank_out(text, stepped)


def _turned(window: _Window) -> _Window | None:
    """The times a refused window leaves: "not between 22:00 and 06:00" is from 06:00 to 22:00, both out;
    「17時以降は不可」 is before 17:00."""
    if window.spanned:
        return _Window(window.high, window.low, True, True)
    if window.low is None or window.high is None:
        return _Window(
            window.high, window.low, window.high is not None and not window.high_excl,
            window.low is not None and not window.low_excl,
        )  # fmt: skip
    return None  # "not after 09:00 and not before 17:00": two refusals, not one window


def time_of_day(ctx: Description) -> Rule | None:
    """Understands 'within warehouse hours 07:00-18:00 UTC', 「日本時間の9時から15時までの間」, 'on the hour'
    for a datetime: the time of day its value falls at, on the clock of the zone named (else as written)."""
    if ctx.field_type != "datetime" or rx.search(rf"{DATE}|\d+\s*(?:年|月\s*\d|日\b)|\d{{4}}", ctx.text):
        return None  # a date named: a bound on the datetime, not a time of day
    if (said := _said_offset(_clocked(ctx.text))) is None:
        return None
    offset, text = said
    days = None
    # 「平日の9:00〜17:00」, "Saturdays only: 10:00-14:00": the days it falls on too
    if _DAY_WORDS.search(text):
        if (days := weekday(Description(text, ctx.field_type, ctx.field_name))) is None:
            return None
        text = _DAYS_SAID.sub(" ", text)
    refusals = len(_REFUSED.findall(_NOT_BOUND.sub(" ", text)))
    window, text = _window(_SUBJECT.sub(" ", text, count=1))
    if (stepped := _step(text)) is None:
        return None
    step, text = stepped
    if window.low is None and window.high is None and step is None:
        return None
    if refusals:
        turned = None if refusals > 1 or step is not None else _turned(window)
        if turned is None:
            return None  # 「営業時間外は不可」, 「17:00以外は不可」: refusals not of one window
        window = turned
    if not _said_nothing_else(text):
        return None  # something else said beside the times
    try:
        rule: Rule = TimeOfDayRule(
            min=window.low,
            max=window.high,
            min_exclusive=window.low_excl,
            max_exclusive=window.high_excl,
            utc_offset=offset,
            step_minutes=step,
            days=days.days if isinstance(days, WeekdayRule) else None,
        )
    except ValidationError:
        return None
    return AllOfRule(rules=[days, rule]) if days is not None and not isinstance(days, WeekdayRule) else rule
