"""Recognisers for dates relative to today, ages, days of the month and weekdays."""

# ruff: noqa: E501

from __future__ import annotations

import itertools
import re

from mdm.ai.engine import rx
from mdm.ai.engine.bounds import find_bounds, int_bounds
from mdm.ai.engine.fragments import DATE, NOCASE, ONLY, Description, pattern_rule
from mdm.rules import (
    DATE_TYPES,
    WEEKDAYS,
    AgeRule,
    AllOfRule,
    DateRelativeRule,
    DateWindowRule,
    DayOfMonthRule,
    NotRule,
    RangeRule,
    Rule,
    WeekdayRule,
    YearWindowRule,
)

_UNITS = [
    (r"days?|日間?", "days", 1),
    (r"weeks?|週間?", "days", 7),
    (r"months?|か月|ヶ月|カ月|ヵ月|ケ月|箇月", "months", 1),
    (r"years?|年間?", "years", 1),
]
_UNIT = "|".join(p for p, _, _ in _UNITS)
_N = r"(\d+)\s*"


def _unit(word: str, amount: int) -> tuple[str, int]:
    """Turns a unit word and an amount into (unit, amount): weeks become days."""
    for pattern, unit, factor in _UNITS:
        if rx.fullmatch(pattern, word, NOCASE):
            return unit, amount * factor
    return "days", amount


def _window(low: int | None, high: int | None, unit: str) -> DateWindowRule:
    return DateWindowRule(unit=unit, min=low, max=high)


# no denial just before ("must not be later than 7 days ago" is read by the rows of refused bounds)
_NOT_SAID = r"(?<!not\s)(?<!not\sbe\s)(?<!n't\s)(?<!n't\sbe\s)(?<!never\s)(?<!never\sbe\s)"
# (pattern, builder from (amount, unit) to (min, max)); amount and unit are groups 1 and 2.
_EN_WINDOWS: list[tuple[str, str]] = [
    (r"\bpast\b.*\b(?:today\s+(?:is\s+)?not\s+(?:allowed|accepted|valid)|excluding\s+today|not\s+today)()()", ",-1"),
    (r"\bfuture\b.*\b(?:today\s+(?:is\s+)?not\s+(?:allowed|accepted|valid)|excluding\s+today|not\s+today)()()", "1,"),
    # "within the next 90 days", "within next 3 years max"
    (rf"(?:within|in|during|inside)\s+(?:the\s+)?(?:next|coming|following|upcoming)\s+{_N}({_UNIT})", "0,+"),
    (rf"(?:within|in|during|inside)\s+(?:the\s+)?(?:last|past|previous|preceding)\s+{_N}({_UNIT})", "-,0"),
    (rf"(?:no|not)\s+(?:be\s+)?later\s+than\s+{_N}({_UNIT})\s+(?:(?:after|from)\s+(?:today|now)|ahead|in\s+the\s+future)", ",+"),
    (rf"(?:no|not)\s+more\s+than\s+{_N}({_UNIT})\s+(?:in\s+the\s+future|from\s+(?:today|now)|ahead)", "0,+"),
    (rf"(?:at\s+most|up\s+to|within)\s+{_N}({_UNIT})\s+(?:in\s+the\s+future|from\s+(?:today|now)|ahead)", "0,+"),
    (rf"(?:no|not)\s+(?:be\s+)?(?:more|earlier)\s+than\s+{_N}({_UNIT})\s+(?:ago|in\s+the\s+past|back)", "-,"),
    (rf"(?:at\s+most|up\s+to|within)\s+{_N}({_UNIT})\s+(?:ago|in\s+the\s+past|back)", "-,0"),
    (rf"(?:at\s+least|no\s+(?:less|sooner|earlier)\s+than|minimum(?:\s+of)?)\s+{_N}({_UNIT})\s+"
     r"(?:from\s+(?:today|now)|in\s+the\s+future|ahead|after\s+today|later)", "+,"),
    (rf"(?:at\s+least|no\s+less\s+than|minimum(?:\s+of)?)\s+{_N}({_UNIT})\s+(?:ago|in\s+the\s+past|before\s+today)", ",-"),
    (rf"(?:not|n't|never)\s+(?:be\s+)?(?:more|older)\s+than\s+{_N}({_UNIT})\s+(?:in\s+the\s+past|ago|old|back)", "-,"),
    (rf"(?:not|n't|never)\s+(?:be\s+)?more\s+than\s+{_N}({_UNIT})\s+(?:in\s+the\s+future|ahead|from\s+(?:today|now))", ",+"),
    # "must not exceed 90 days from today": as far ahead (or back) as that, no farther
    (rf"(?:not|n't|never)\s+(?:to\s+)?exceed\s+{_N}({_UNIT})\s+(?:in\s+the\s+future|ahead|(?:from|after)\s+(?:today|now))", ",+"),
    (rf"(?:not|n't|never)\s+(?:to\s+)?exceed\s+{_N}({_UNIT})\s+(?:in\s+the\s+past|ago|back|before\s+(?:today|now))", "-,"),
    # "no later than 7 days ago", "must not be after 7 days ago", "7 days ago or earlier": that day at the latest
    (rf"(?:no|not|n't|never)\s+(?:be\s+)?(?:later\s+than|after)\s+{_N}({_UNIT})\s+ago", ",-"),
    (rf"(?:no|not|n't|never)\s+(?:be\s+)?(?:earlier\s+than|before)\s+{_N}({_UNIT})\s+ago", "-,"),
    # "cannot be 30 days ago or earlier": after that day
    (rf"(?:not|n't|never)\s+(?:be\s+)?{_N}({_UNIT})\s+ago\s+or\s+(?:earlier|before)\b", "->,"),
    (rf"(?:not|n't|never)\s+(?:be\s+)?{_N}({_UNIT})\s+ago\s+or\s+(?:later|after)\b", ",-<"),
    (rf"{_NOT_SAID}{_N}({_UNIT})\s+ago\s+or\s+(?:earlier|before)\b", ",-"),
    (rf"{_NOT_SAID}{_N}({_UNIT})\s+ago\s+or\s+(?:later|after)\b", "-,"),
    # "more than 6 months from today": past that day
    # (not "… more than 12 months from today need approval", nor beside a second bound: "…, but less than 5 years")
    (rf"{_NOT_SAID}(?:more|further|later)\s+than\s+{_N}({_UNIT})\s+(?:from\s+(?:today|now)|ahead|in\s+the\s+future|away|out)"
     r"(?![^.;]*\b(?:needs?|requires?|approval|less|fewer|under|below|within|up\s+to|at\s+most|no\s+more)\b)", "+>,"),
    # "… and less than 90 days from today": before that day (the second bound of a window said in two)
    (rf"{_NOT_SAID}(?:less|fewer|sooner|earlier)\s+than\s+{_N}({_UNIT})\s+(?:from\s+(?:today|now)|ahead|in\s+the\s+future|away|out)"
     r"(?![^.;]*\b(?:needs?|requires?|approval)\b)", ",+<"),
    (rf"on\s+or\s+after\s+{_N}({_UNIT})\s+ago", "-,"),
    (rf"on\s+or\s+before\s+{_N}({_UNIT})\s+ago", ",-"),
    # "after 30 days ago", "before 30 days ago": the day itself is not after (before) itself
    (rf"{_NOT_SAID}(?:after|later\s+than)\s+{_N}({_UNIT})\s+ago", "->,"),
    (rf"{_NOT_SAID}(?:before|earlier\s+than)\s+{_N}({_UNIT})\s+ago", ",-<"),
    (rf"{_N}({_UNIT})\s+(?:from\s+(?:today|now)|ahead)\s+or\s+(?:later|more)", "+,"),
    (rf"{_N}or\s+more\s+({_UNIT})\s+(?:ahead|from\s+(?:today|now)|in\s+the\s+future|away)", "+,"),
    (rf"\bwithin\s+{_N}({_UNIT})\b(?!\s+(?:ago|in\s+the\s+past|back|before))", "0,+"),
    (rf"(?:^|:\s*|\bthe\s+)next\s+{_N}({_UNIT})\b", "0,+"),
    # "Last order date: past 90 days only", "last 30 days": the days up to today (not "last 3 days of the
    # month"; not "the last 7 days are not allowed", "Last 3 months excluded": those days refused)
    (
        rf"(?:^|:\s*)(?:the\s+)?(?:past|last|previous)\s+{_N}({_UNIT})\b(?!\s+(?:ago|back|before|or|of)\b)"
        r"(?!\s+in\s+(?:the|each|every|a)\s+(?:month|year|quarter|week)\b)"
        r"(?![^.;]*\b(?:not|never|no\s+longer|excluded|rejected|refused|forbidden|blocked|locked|disallowed|prohibited)\b)",
        "-,0",
    ),
    (rf"(?:no|not|n't|never)\s+(?:be\s+)?older\s+than\s+{_N}({_UNIT})", "-,"),
    # after the windows with amounts: "2 days after today" is not "after today"
    # "no earlier than tomorrow", "tomorrow or later": after today
    (r"(?:(?:no|not)\s+(?:be\s+)?(?:earlier|sooner)\s+than|(?:not|n't)\s+(?:be\s+)?before|on\s+or\s+after"
     r"|(?:starting|from|beginning)(?:\s+from)?)\s+tomorrow\b()()|(?<!after\s)\btomorrow\s+(?:or\s+later|at\s+the\s+earliest)\b()()",
     "1,"),
    # "yesterday at the latest": before today
    (r"(?<!before\s)\byesterday\s+at\s+the\s+latest\b()()", ",-1"),
    (r"(?:(?:strictly|only)\s+)?(?:after|later\s+than)\s+today\b(?!\s*(?:or|and\s+today))()()", "1,"),
    (r"(?:(?:strictly|only)\s+)?(?:before|earlier\s+than)\s+today\b(?!\s*(?:or|and\s+today))()()", ",-1"),
]  # fmt: skip
_JA_WINDOWS: list[tuple[str, str]] = [
    (r"(?:明日|翌日)\s*(?:以降|から|より後)()()|(?:最短でも?|早くとも|早くても)\s*(?:明日|翌日)()()", "1,"),
    (r"(?:昨日|前日)\s*(?:以前|まで|より前)()()", ",-1"),
    (r"過去.*(?:今日|本日|当日)\s*(?:は|を)?\s*(?:不可|含まない|含めない|除く|NG)()()", ",-1"),
    (r"(?:未来|将来).*(?:今日|本日|当日)\s*(?:は|を)?\s*(?:不可|含まない|含めない|除く|NG)()()", "1,"),
    (r"(?:今日|本日|当日)\s*(?:より|よりも)\s*(?:後|先|未来)()()", "1,"),
    (r"(?:今日|本日|当日)\s*(?:より|よりも)\s*(?:前|過去)()()", ",-1"),
    (rf"(?:(?:今日|本日|当日|現在)(?:から|より)|今後|これから|向こう)\s*(?:先\s*)?{_N}({_UNIT})\s*(?:以内|まで|先まで|後まで)", "0,+"),
    # 「今日から30日未満」: today up to the day before the 30th
    (rf"(?:今日|本日|当日|現在)\s*(?:から|より)\s*{_N}(日)\s*未満", "0,+<"),
    (rf"(?:過去|直近|最近)\s*(?:の\s*)?{_N}({_UNIT})\s*(?:以内|まで|間)", "-,0"),
    (rf"{_N}({_UNIT})\s*前\s*より\s*後", "->,"),
    (rf"{_N}({_UNIT})\s*前\s*より\s*前", ",-<"),
    (rf"{_N}({_UNIT})\s*(?:前|以上前)\s*(?:以降|から|より後)", "-,"),
    (rf"{_N}({_UNIT})\s*(?:前|以上前)\s*(?:以前|まで|より前)", ",-"),
    (rf"{_N}({_UNIT})\s*(?:後|先|以上先|以上後)\s*(?:以降|から|より後)", "+,"),
    # 「本日から30日を超える先の日付」, 「30日より先」: past that day
    (rf"{_N}({_UNIT})\s*(?:を\s*超え(?:る|た)|超の?|より)\s*(?:先|後|未来)", "+>,"),
    (rf"(?:今日|本日|当日|現在)\s*(?:から|より)\s*{_N}({_UNIT})\s*以上\s*(?:先|後)", "+,"),
    (rf"{_N}({_UNIT})\s*(?:後|先)\s*(?:以前|まで|以内)", "0,+"),
    (rf"(?:未来|将来|先)\s*{_N}({_UNIT})\s*(?:以内|まで)", "0,+"),
    (rf"(?<![前後先去\d])\s*{_N}({_UNIT})\s*以内", "0,+"),
]  # fmt: skip
_WINDOW_RES = [(rx.compile(p, NOCASE), shape) for p, shape in _EN_WINDOWS + _JA_WINDOWS]


_NOT_TODAY = rx.compile(
    r"\b(?:starting|from|beginning|(?:no|not)\s+(?:be\s+)?(?:earlier|sooner)\s+than|(?:not|n't)\s+(?:be\s+)?before"
    r"|on\s+or\s+after)\s+tomorrow\b|(?<!after\s)\btomorrow\s+(?:or\s+later|at\s+the\s+earliest)\b"
    r"|(?<!before\s)\byesterday\s+at\s+the\s+latest\b|\bup\s+to\s+(?:and\s+including\s+)?yesterday\b"
    r"|\bnot\s+(?:including\s+)?today\b|\bexcluding\s+today\b|\btoday\s+(?:is\s+)?(?:excluded|not\s+allowed)"
    r"|明日(?:以降|から)|翌日(?:以降|から)|(?:最短でも?|早くとも|早くても)\s*(?:明日|翌日)|昨日まで|前日まで|当日(?:は)?(?:不可|除く|含まない)|本日(?:は)?(?:不可|除く|含まない)",
    NOCASE,
)


# after "tomorrow or later", "after today": a refusal or an exception that a plain window would drop
_TURNED = rx.compile(
    r"\b(?:unless|except|but|if|when|invalid|error|impossible|rejected|refused|forbidden|prohibited|disallowed"
    r"|not\s+(?:possible|allowed|permitted|accepted|valid))\b",
    NOCASE,
)


# a sentence after the window that says it again ("Today gives an error.", "An error is shown otherwise.")
# or when it is checked ("when entered"): not a refusal or an exception of its own
_RESTATED_ERROR = (
    r"(?:^|(?<=[.;,]))\s*(?:(?:today|it|that|this)\s+(?:itself\s+)?(?:gives|shows|raises|causes|is)\s+an\s+error"
    r"|(?:an\s+|otherwise\s+an\s+)?error\s+(?:is|will\s+be)\s+(?:shown|given|raised|displayed)(?:\s+otherwise)?"
    r"|when\s+(?:it\s+is\s+)?(?:entered|saved|submitted|registered|created|filled\s+in))\s*(?=[.;]|$)"
)


# 「過去3か月以内の日付は不可」, "dates within the last 3 months are not allowed": the window itself refused
_WINDOW_REFUSED = rx.compile(
    r"\s*(?:の\s*(?:日付|日|日時)\s*)?(?:には|は|を|も)?\s*(?:入力|登録|指定|選択)?\s*(?:不可|禁止|NG|でき(?:ません|ない))"
    # 「30日以内に期限切れとなる材料は登録不可」: what falls in the window is refused
    r"|\s*(?:に|で)[^、。「」,.;]{1,20}?(?:は|も)\s*(?:入力|登録|指定|選択)?\s*(?:不可|禁止|NG|でき(?:ません|ない))"
    r"|\s+(?:are|is)\s+(?:not\s+(?:allowed|accepted|permitted|valid)|excluded|rejected|refused|forbidden|prohibited|disallowed)\b",
    NOCASE,
)


_TODAY_OF = r"(?:(?:今日|本日|当日|現在)\s*(?:の|から|より)\s*)?"
# a window on both sides of today: so far back to so far ahead (read by its first side alone, the other had
# gone: 「今日の60日前から今日の60日後まで」 let in any later date)
_BOTH_SIDES = rx.compile(
    # "from 60 days ago to 60 days from today", "between 30 days in the past and 90 days ahead", "from 30 days ago
    # until today"
    rf"\b(?:between|from)\s+(?P<back>\d+)\s*(?P<bu>{_UNIT})\s+(?:ago|in\s+the\s+past|before\s+(?:today|now))\s+"
    rf"(?:and|to|until|through)\s+(?:(?P<today>today|now)\b|(?P<ahead>\d+)\s*(?P<au>{_UNIT})\s+(?P<dir>from\s+(?:today|now)"
    r"|ahead|after\s+(?:today|now)|in\s+the\s+future|ago|in\s+the\s+past|before\s+(?:today|now)))"
    # 「今日の60日前から今日の60日後まで」, 「過去30日から未来30日まで」, 「30日前から本日まで」
    rf"|{_TODAY_OF}(?P<past>過去\s*)?(?P<jback>\d+)\s*(?P<jbu>{_UNIT})\s*(?P<ago>前)?\s*(?:から|以降|~)\s*、?\s*"
    rf"(?:(?P<jtoday>今日|本日|当日|現在)\s*(?:まで|以前)|{_TODAY_OF}(?P<future>未来\s*|先\s*)?(?P<jahead>\d+)\s*"
    rf"(?P<jau>{_UNIT})\s*(?P<jdir>後|先|前)?\s*(?:まで|以内|以前|の\s*(?:範囲|間)|(?=\s*。?$)))",
    NOCASE,
)
# the same span on either side: "within 60 days before or after today", "no more than 60 days in the past or
# future", 「前後60日以内」, 「今日の前後30日」
_EITHER_SIDE = rx.compile(
    rf"\b(?:within|no\s+more\s+than|not\s+more\s+than|at\s+most|up\s+to)\s+(?:±\s*|\+/-\s*)?{_N}({_UNIT})\s+"
    r"(?:(?:before\s+or\s+after|after\s+or\s+before|either\s+side\s+of)\s+(?:today|now)"
    r"|in\s+the\s+(?:past\s+or\s+(?:the\s+)?future|future\s+or\s+(?:the\s+)?past))\b"
    rf"|{_TODAY_OF}前後\s*{_N}({_UNIT})\s*(?:以内|まで)?",
    NOCASE,
)


def _both_sides(text: str) -> DateWindowRule | None:
    """'from 60 days ago to 60 days from today', 「前後60日以内」: a window around today."""
    if either := _EITHER_SIDE.search(text):
        amount, word = (
            (either.group(1), either.group(2)) if either.group(1) else (either.group(3), either.group(4))
        )
        unit, span = _unit(word, int(amount))
        return _window(-span, span, unit)
    if (both := _BOTH_SIDES.search(text)) is None:
        return None
    side = "" if both.group("back") else "j"
    if side and not (both.group("past") or both.group("ago")):
        return None  # 「60日から90日まで」: no side of today said
    back_unit, back_span = _unit(both.group(f"{side}bu"), int(both.group(f"{side}back")))
    if both.group("today") or both.group("jtoday"):
        return _window(-back_span, 0, back_unit)
    ahead_unit, ahead_span = _unit(both.group(f"{side}au"), int(both.group(f"{side}ahead")))
    said = both.group("dir") or both.group("jdir") or ("後" if both.group("future") else "")
    if {back_unit, ahead_unit} == {"years", "months"}:  # "from 1 year ago to 3 months ahead": in months
        back_span *= 12 if back_unit == "years" else 1
        ahead_span *= 12 if ahead_unit == "years" else 1
        back_unit = ahead_unit = "months"
    if not said or ahead_unit != back_unit:
        return None  # (days and months are no one unit)
    before = rx.match(r"ago|in\s+the\s+past|before|前", said, NOCASE) is not None
    return _window(-back_span, -ahead_span if before else ahead_span, back_unit)


# "today is not allowed", 「本日は不可」, 「当日不可」: today refused (beside a window that holds it)
_TODAY_REFUSED = rx.compile(
    r"^(?:[^:]{1,30}:\s*)?(?:(?:must\s+)?not\s+(?:be\s+)?today|(?:cannot|can't|may\s+not)\s+be\s+today"
    r"|today(?:'s\s+date)?\s+(?:is\s+not\s+(?:allowed|accepted|permitted|valid)|cannot\s+be\s+(?:used|entered|chosen))"
    r"|(?:本日|今日|当日)(?:の日付)?\s*(?:は|も)?\s*(?:不可|NG|禁止|入力不可|選択不可"
    r"|登録不可|使用不可|含まない|除く))\s*[.。]?$",
    NOCASE,
)


def today_refused(ctx: Description) -> Rule | None:
    """Understands 'today is not allowed', 「本日は不可」 on a date: any day but today."""
    if ctx.field_type not in DATE_TYPES or not _TODAY_REFUSED.match(ctx.text.strip()):
        return None
    return NotRule(rule=DateWindowRule(unit="days", min=0, max=0))


def date_window(ctx: Description) -> Rule | None:
    """Understands 'within the next 90 days', '過去30日以内', 'at least 7 days from today'."""
    if ctx.field_type not in DATE_TYPES:
        return None
    if _BOTH_SIDES.search(ctx.text) or _EITHER_SIDE.search(ctx.text):
        return _both_sides(ctx.text)  # (none when the sides are unclear: no window read from one side)
    span = rx.search(
        rf"between\s+(\d+)\s+and\s+(\d+)\s+({_UNIT})\s+(from\s+(?:now|today)|ahead|ago|in\s+the\s+past)",
        ctx.text,
        NOCASE,
    )
    if span:  # "between 1 and 3 years from now"
        unit, nearest = _unit(span.group(3), int(span.group(1)))
        _same, farthest = _unit(span.group(3), int(span.group(2)))
        past = rx.match(r"ago|in", span.group(4), NOCASE) is not None
        return _window(-farthest, -nearest, unit) if past else _window(nearest, farthest, unit)
    text = ctx.text
    skipped = _NOT_TODAY.search(text) is not None
    if skipped and any(p.search(rest := _NOT_TODAY.sub(" ", text)) for p, _shape in _WINDOW_RES):
        text = rest  # 「明日以降30日以内」: the window, from tomorrow
    for pattern, shape in _WINDOW_RES:
        if match := pattern.search(text):
            if shape in ("1,", ",-1") and rx.search(
                r"(?:\bno|\bnot|n't|\bnever|\bcannot)\s+(?:be\s+)?$|\bon\s+or\s+$",
                text[: match.start()],
                NOCASE,
            ):
                continue  # "not later than today", "on or after today": today is in, not after today
            after = rx.sub(
                r"\btoday\s+(?:itself\s+)?(?:is\s+)?(?:not\s+allowed|excluded)|" + _RESTATED_ERROR,
                "",
                text[match.end() :],
                flags=NOCASE,
            )
            if shape in ("1,", ",-1") and _TURNED.search(after):
                return None  # "tomorrow or later is invalid", "… unless the order is urgent": not the window
            unit, amount = _unit(match.group(2) or "days", int(match.group(1) or 0))
            low, high = shape.split(",")
            refused = _WINDOW_REFUSED.match(text, match.end()) is not None
            if unit != "days" and shape in ("->,", ",-<", "+>,", ",+<"):
                # "after 1 year ago": the day itself is not after itself, and a year has no day to step over:
                # the other side refused
                sides = {
                    "->,": (None, -amount),
                    ",-<": (-amount, None),
                    "+>,": (None, amount),
                    ",+<": (amount, None),
                }[shape]
                other = _window(*sides, unit)
                return other if refused else NotRule(rule=other)
            bound = {"": None, "0": 0, "+": amount, "-": -amount, "1": 1, "-1": -1}
            bound |= {"->": -amount + 1, "-<": -amount - 1, "+>": amount + 1, "+<": amount - 1}
            start, end = bound[low], bound[high]
            if unit == "days" and skipped:  # "next 14 days, starting tomorrow"
                start, end = (1 if start == 0 else start), (-1 if end == 0 else end)
            # (「30日前より前にはできない」: a side of a day refused, the other side allowed)
            if shape in ("-,0", "0,+", "->,", ",-<", "+>,", ",+<", "-,", ",-") and refused:
                return NotRule(rule=_window(start, end, unit))  # the window refused, the rest allowed
            return _window(start, end, unit)
    return None


# a window said with its direction ("the next 30 days", 「今日から30日以内」): "within 30 days" is ahead
_AHEAD = rx.compile(
    r"\b(?:next|coming|upcoming|following|ahead|from\s+(?:today|now)|after\s+today)\b"
    r"|今後|これから|向こう|(?:今日|本日|当日|現在)\s*(?:から|より)|(?:日|週間?|か月|ヶ月|年)\s*(?:後|先)",
    NOCASE,
)


def past_window(rules: list[Rule], text: str) -> list[Rule]:
    """Turns 'within 30 days' back from today beside 'not in the future' (「本日以前で、かつ30日以内」)."""
    past = any(isinstance(rule, DateRelativeRule) and rule.not_future and not rule.not_past for rule in rules)
    if not past or _AHEAD.search(text):
        return rules
    return [
        _window(-rule.max, 0, rule.unit)
        if isinstance(rule, DateWindowRule) and rule.min == 0 and rule.max is not None and rule.max > 0
        else rule
        for rule in rules
    ]


# what says a window starts today ("between today and …", "not in the past", 「本日から」; "upcoming dates
# only", "forward-dated only", "not backdated": no date before today)
_FROM_TODAY = rx.compile(
    r"\btoday\b|\bfrom\s+now\b|\bnot\s+in\s+the\s+past\b|\bpast\s+dates?\b|本日|今日|当日|過去"
    r"|\bupcoming\b|\bforward[- ]?dated\b|\b(?:not|no|never|cannot|can't)\s+(?:be\s+)?back[- ]?dat(?:ed|ing)\b",
    NOCASE,
)


# "not more than 90 days (out) from today": the most a date lies ahead, counted from today (no start)
_AHEAD_OF_TODAY = rx.compile(
    r"\b(?:more\s+than|most|up\s+to|max(?:imum)?(?:\s+of)?)\s+\d+\s+(?:days?|weeks?|months?|years?)\s+"
    r"(?:out\s+)?from\s+today\b",
    NOCASE,
)


def earliest_given(rules: list[Rule], text: str) -> list[Rule]:
    """'Not more than 30 days in the future, and not before 1970-01-01': the given earliest date, not today."""
    # a window "not more than 30 days ahead" starts today only when nothing else says where it starts (an
    # earliest date after today keeps the past out by itself)
    dated = any(isinstance(rule, RangeRule) and rule.is_date and rule.min is not None for rule in rules)
    if not dated or _FROM_TODAY.search(_AHEAD_OF_TODAY.sub(" ", text)):
        return rules
    return [
        _window(None, rule.max, rule.unit)
        if isinstance(rule, DateWindowRule) and rule.min == 0 and rule.max is not None and rule.max > 0
        else rule
        for rule in rules
    ]


_AGE_WORDS = rx.compile(
    r"years?\s+old|years?\s+of\s+age|\baged?\b|\badults?\b|\bolder\b|\byounger\b|歳|才|満|年齢|成人|未成年",
    NOCASE,
)


def age(ctx: Description) -> Rule | None:
    """Understands 'at least 18 years old', '満18歳以上', 'under 65' on a birth date."""
    if ctx.field_type not in DATE_TYPES or rx.search(DATE, ctx.text):
        return None
    text = ctx.text
    if rx.search(r"\badults?\s+only|\bmust\s+be\s+an\s+adult|成人(?:のみ|であること|に限る)", text, NOCASE):
        return AgeRule(min=18)
    if rx.search(r"\d+\s*(?:(?:days?|weeks?|months?)\b|日|週間?|か月|ヶ月|カ月)", text, NOCASE):
        return None  # "not older than 30 days", 「30日未満」: a window, not an age
    # 「満20歳に達していること」, "must have turned 20": at least that age
    text = rx.sub(r"(\d+)\s*歳\s*に?\s*(?:達して|到達して|なって)(?:いる|いること)?", r"\1歳以上", text)
    text = rx.sub(
        r"(\d+)\s*歳\s*に\s*(?:満たない|達しない|達していない)", r"\1歳未満の", text
    )  # 「18歳に満たない人は不可」
    reached = r"\b(?:has|have|must\s+have)\s+(?:reached|turned)\s+(?:the\s+age\s+of\s+)?(\d+)"
    text = rx.sub(reached, r"at least \1 years old", text, flags=NOCASE)
    plain = rx.sub(r"\b(?:years?\s+old|years?\s+of\s+age|years?)\b", " ", text, flags=NOCASE)
    bounds = find_bounds(plain, refusals=False)  # ages turn refusals around below
    if bounds is None:
        return None
    low, high = int_bounds(bounds)
    values = [v for v in (low, high) if v is not None]
    if not values or any(v > 150 for v in values):
        return None
    if not _AGE_WORDS.search(text) and rx.search(_UNIT, text, NOCASE):
        return None
    if _REFUSED.search(text) and (low is None) != (high is None):  # "満20歳未満は登録不可": the other side
        low, high = (None, low - 1) if low is not None else (high + 1 if high is not None else None, None)
    return AgeRule(min=low, max=high)


_REFUSED = rx.compile(
    r"(?:未満|以下|以上|超|より(?:上|下|若い|年上))\s*(?:の(?:方|人|者|場合))?\s*(?:は|を)?\s*(?:登録|入力|採用|購入|利用|加入|申込み?|契約)?\s*(?:不可|禁止|NG|できない)"
    r"|(?:under|over|below|above|younger\s+than|older\s+than)\s+\d+\s*(?:years?(?:\s+old)?)?\s+(?:are|is)\s+not\s+(?:allowed|accepted)",
    NOCASE,
)


_ORDINAL = r"(\d{1,2})(?:st|nd|rd|th)"
_FIRST_EN = (
    r"first\s+day\s+of\s+(?:a|the|each|every|any)?\s*(?:calendar\s+)?month|start\s+of\s+(?:a|the)\s+month"
)
_LAST_EN = r"last\s+day\s+of\s+(?:a|the|each|every|any)?\s*(?:calendar\s+)?month|end\s+of\s+(?:a|the)\s+month|month[- ]end"
_FIRST_JA = (
    r"月初(?:日|め)?|月の(?:初日|1日)|毎月\s*1\s*日|^(?:[^0-9]*は)?\s*1\s*日(?:のみ|であること|に限る)?$"
)
_LAST_JA = r"月末(?:日)?|末日"
_RELATIVE = rx.compile(r"以内|以降|以前|前|後|過去|未来|から|まで|ago|within|from\s+today|\bdays\b", NOCASE)


# February's last day named beside "the last day of the month" (a note, not days of their own)
_FEBRUARY_END = rx.compile(
    r"\(?\s*(?:※\s*|(?:例|e\.g\.)\s*:?\s*)?(?:2\s*月|feb(?:ruary)?\.?)\s*(?:は|:|is|in)?\s*28\s*(?:日|th)?\s*"
    r"(?:or|または|又は|もしくは|か|/|・)\s*29\s*(?:日|th)?"
    r"(?:\s*(?:日|th))?\s*\)?"
    r"|\(?\s*28\s*(?:th)?\s*or\s*29\s*(?:th)?\s+in\s+feb(?:ruary)?\.?\s*\)?",
    NOCASE,
)


# a bracket of samples: 「(例: 3月31日、6月30日)」, "(e.g. 31st Jan, 30th Apr)"
_SAMPLES = rx.compile(r"\(\s*(?:例|e\.g\.|eg\b|for\s+example|such\s+as)\s*:?[^()]{0,60}\)", NOCASE)


def day_of_month(ctx: Description) -> Rule | None:
    """Understands 'the first day of a month', 'the 1st or the 15th', '月末', '毎月15日'."""
    if ctx.field_type not in DATE_TYPES:
        return None
    text = ctx.text
    first = bool(rx.search(_FIRST_EN + "|" + _FIRST_JA, text, NOCASE))
    last = bool(rx.search(_LAST_EN + "|" + _LAST_JA, text, NOCASE))
    if last:  # 「月末日のみ(※2月は28日or29日)」, "(28th or 29th in February)": the last day said again
        text = rx.sub(_FEBRUARY_END, " ", text)
        text = rx.sub(_SAMPLES, " ", text)  # 「月末日(例: 3月31日、6月30日)」: month ends given as samples
    ordinal_only = rx.fullmatch(
        rf"(?:[^:]*:)?\s*(?:(?:must|should|has\s+to)\s+(?:be|fall)\s+|falls?\s+)?(?:on\s+)?the\s+{_ORDINAL}(?:\s+only)?",
        text,
        NOCASE,
    )
    if _SPAN.search(text):  # "No later than the 5th of the month"
        if (span := _day_span(text)) is None:
            return None  # "…, except in December": an exception no rule keeps
        rule, rest = span  # "not later than": the bound's own "not" refuses nothing
        return NotRule(rule=rule) if _day_refused(rest) else rule
    days = [
        int(d)
        for d in rx.findall(_ORDINAL, text, NOCASE)
        if rx.search(r"\bmonth", text, NOCASE) or ordinal_only
    ]
    if not days and not _RELATIVE.search(text):
        # (not 「30日未満」, 「10日以下」: a count of days bounded, no day of the month)
        days = [
            int(d)
            for d in rx.findall(
                r"(?<![\d-])(\d{1,2})\s*日(?!\s*(?:間|後|前|未満|以下|以上|以内|超|を超え|より))", text
            )
        ]
    days = sorted({*days, *([1] if first else [])} & set(range(1, 32)))
    if not days and not last:
        return None
    rule = DayOfMonthRule(days=days, last=last)
    return NotRule(rule=rule) if _day_refused(text) else rule  # 「月末は不可」, "Never the 15th of the month"


# The first (last) day of a calendar quarter: "first day of a quarter", "quarter-end", 「四半期の初日」, 「四半期末」
_QUARTER_FIRST = rx.compile(
    r"\b(?:first\s+day|start|beginning)\s+of\s+(?:a|the|each|every|any)?\s*(?:calendar\s+)?quarter\b"
    r"|\bquarter[- ]start\b|四半期\s*(?:の)?\s*(?:初日|初め|始め|開始日|期首)",
    NOCASE,
)
_QUARTER_LAST = rx.compile(
    r"\b(?:last\s+day|end)\s+of\s+(?:a|the|each|every|any)?\s*(?:calendar\s+)?quarter\b"
    r"|\bquarter[- ]end\b|四半期\s*(?:の)?\s*(?:末日|末|最終日|期末)",
    NOCASE,
)


_QUARTER_BOUND = (
    r"\b(?:before|after|no\s+(?:later|earlier)|later|earlier|within|until|till|by|prior\s+to|up\s+to)\b"
    r"|より前|より後|以前|以降|以内|までに|まで"
)


def quarter_day(ctx: Description) -> Rule | None:
    """Understands 'first day of a quarter only' (1 Jan, 1 Apr, 1 Jul, 1 Oct), 「四半期末」: a pattern of the
    ISO date, as no day-of-month rule names the months (a datetime's text may be in another zone: not read)."""
    if ctx.field_type != "date" or rx.search(_QUARTER_BOUND, ctx.text, NOCASE):
        return None  # "before the end of the quarter", 「四半期末より前」: a bound, not the day
    if _QUARTER_FIRST.search(ctx.text):
        rule = pattern_rule(
            r"[0-9]{4}-(?:01|04|07|10)-01", "must be the first day of a quarter (1 Jan, 1 Apr, 1 Jul, 1 Oct)"
        )
    elif _QUARTER_LAST.search(ctx.text):
        rule = pattern_rule(
            r"[0-9]{4}-(?:03-31|06-30|09-30|12-31)",
            "must be the last day of a quarter (31 Mar, 30 Jun, 30 Sep, 31 Dec)",
        )
    else:
        return None
    return NotRule(rule=rule) if _day_refused(ctx.text) else rule


# A bound on the day of the month: "no later than the 5th of the month", "after the 25th of each month",
# 「毎月5日まで」, 「毎月25日以降」; "from the 10th until the 20th of the month", 「毎月1日から5日まで」
_OF_MONTH = r"(?:\s+day)?\s+of\s+(?:the|a|each|every|any)\s+month"
_SPAN_WORD = (
    r"(?:no|not)\s+later\s+than|on\s+or\s+before|by|up\s+to|until|till|before|(?:no|not)\s+earlier\s+than"
    r"|on\s+or\s+after|from|after|(?:earlier|sooner|later)\s+than"
)
_SPAN = rx.compile(
    rf"\b(?:from|between)\s+the\s+(?P<low>\d{{1,2}})(?:st|nd|rd|th)(?:{_OF_MONTH})?\s+(?:to|until|till|through|and)"
    rf"\s+the\s+(?P<high>\d{{1,2}})(?:st|nd|rd|th){_OF_MONTH}"
    rf"|\b(?P<en>{_SPAN_WORD})\s+the\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)(?:{_OF_MONTH})?"
    r"|毎月\s*(?P<jlow>\d{1,2})\s*日\s*(?:から|~|-)\s*(?P<jhigh>\d{1,2})\s*日\s*(?:まで)?"
    r"|毎月\s*(?P<jday>\d{1,2})\s*日\s*(?P<ja>まで|以前|より前|以降|から|より後)",
    NOCASE,
)
_SPAN_UP_TO = (
    "no later than",
    "not later than",
    "on or before",
    "by",
    "up to",
    "until",
    "till",
    "まで",
    "以前",
)
_SPAN_FROM = ("no earlier than", "not earlier than", "on or after", "from", "以降", "から")
# What a span leaves for the rest of the sentence to say: the days past it again ("; later dates are invalid",
# 「それ以降は不可」, "not later"), or an exception no rule keeps ("except in December")
_SPAN_RESTATED = rx.compile(
    r"\b(?:later|earlier|after|before|sooner)\b|それ(?:以降|以前|より)|以降|以前|より(?:後|前)", NOCASE
)
_SPAN_EXCEPTION = rx.compile(r"\b(?:except|unless|excluding|other\s+than)\b|以外|除く|ただし|但し", NOCASE)


def _span_days(match: re.Match[str]) -> set[int]:
    """The days one bound on the day of the month leaves."""
    if match.group("low") or match.group("jlow"):
        low, high = (
            int(match.group("low") or match.group("jlow")),
            int(match.group("high") or match.group("jhigh")),
        )
        return set(range(low, high + 1))
    word = " ".join((match.group("en") or match.group("ja")).lower().split())
    day = int(match.group("day") or match.group("jday"))
    if word in _SPAN_UP_TO:
        return set(range(1, day + 1))
    if word in _SPAN_FROM:
        return set(range(day, 32))
    if word in ("before", "earlier than", "sooner than", "より前"):
        return set(range(1, day))
    return set(range(day + 1, 32))  # "after", "later than", 「より後」


def _day_span(text: str) -> tuple[DayOfMonthRule, str] | None:
    """The days bounds on the day of the month leave ('no later than the 5th of the month': 1 to 5; two
    bounds joined by 'or' either, else both), with what the rest of the sentence says of them."""
    # "before the 5th of the month or after the 25th": a bound without "of the month" where the month is named
    matches = list(_SPAN.finditer(text)) if rx.search(r"\bmonth|毎月", text, NOCASE) else []
    if not matches or any(not 1 <= int(d) <= 31 for m in matches for d in m.groups() if d and d.isdigit()):
        return None
    days = _span_days(matches[0])
    for before, match in itertools.pairwise(matches):
        joined = rx.search(r"\bor\b|または|もしくは", text[before.end() : match.start()], NOCASE)
        days = days | _span_days(match) if joined else days & _span_days(match)
    between = [text[a.end() : b.start()] for a, b in itertools.pairwise(matches)]
    rest = " ".join([text[: matches[0].start()], *between, " the day ", text[matches[-1].end() :]])
    if _SPAN_EXCEPTION.search(rest) or not days or days == set(range(1, 32)):
        return None
    clauses = rx.split(r"[.;,、。()\uff08\uff09]", rest)
    rest = " ".join(c for c in clauses if not _SPAN_RESTATED.search(c)) or " the day "
    return DayOfMonthRule(days=sorted(days)), rest


# Japanese words that refuse what they follow, shared by the readers of days
_JA_REFUSED = (
    r"不可|禁止|ダメ|だめ|(?-i:NG)(?![A-Za-z])|できない|できません"  # 「土曜・日曜は指定できません」
)


# A day of the month refused ("Must not be the last day of the month", 「毎月15日は不可」) or all days but it
# (「月末以外」, "except the 1st"); both at once (「1日以外の場合はエラー」) and a day demanded ("must be the 1st
# …, cannot put mid-month dates", 「1日のみ…(月の途中の日付は不可)」) say the day again.
_DAY_REFUSAL = rx.compile(
    r"\bnot\b|n't\b|\bnever\b|\bno\b(?!\s+(?:exceptions?|later|earlier|sooner|partial)\b)|\bcannot\b|\breject(?:ed)?\b|\bprohibited\b|\bdisallowed\b|\binvalid\b"
    rf"|(?<!\bto\s)\bavoid(?:ed)?\b|\btry\s+to\s+avoid\b|{_JA_REFUSED}|エラー|できません"
    r"|(?<!なければなら)(?<!なくてはなら)(?<!ねばなら)(?<!てはなら)(?<!てはいけ)(?<!ればいけ)(?<!きゃいけ)ない",
    NOCASE,
)
_DAY_EXCLUSION = rx.compile(r"\bexcept\b|\bexcluding\b|\bother\s+than\b|除く|以外", NOCASE)
_DAY_DEMANDED = rx.compile(
    r"のみ|だけ|限る|\bonly\b|\b(?:must|should|has\s+to|have\s+to|needs?\s+to)\s+(?:be|fall)\b"
    r"(?!\s+(?:not|avoided|rejected|refused|excluded|blocked)\b)",
    NOCASE,
)
# 「でなければならない」, 「でなくてはいけない」: a demand, whatever else the sentence says
_DAY_MUST = rx.compile(r"(?:なければ|なくては|なきゃ|ねば)(?:なら|いけ)ない")
# A denial of the day as a condition, then a refusal: 「1日でなければエラー」, "If it is not the 1st, reject it"
# (said of the day: 「承認済みでない場合」, "If not approved" are conditions on something else)
_DAY_UNLESS = rx.compile(
    r"(?<=[日末初])(?:でなければ|でない(?:場合|とき|と))"
    # "If it's / the start date isn't / this is not the 1st …": the denial is of a day named right after it
    r"|\bif\b[^,.;]{0,40}?(?:\bnot|n't)\s+(?:(?:on|fall\s+on|the|a)\s+)*"
    r"(?:\d{1,2}(?:st|nd|rd|th)\b|last\b|first\b|month-?\s*end\b|end\s+of\b)"
    r"|\bunless\b",
    NOCASE,
)
# A clause on the other days of the month ("never a mid-month date", 「月中の日付はNG」): its refusal is theirs
_OTHER_DAYS = rx.compile(r"mid-?\s*month|\bother\s+(?:days|dates)\b|月中|月の途中|それ以外|他の日", NOCASE)


def _day_refused(text: str) -> bool:
    """Whether a sentence naming a day of the month refuses that day."""
    clauses = rx.split(r"[.;,、。()\uff08\uff09]|\bnever\b(?=[^.;,]*mid)", text, NOCASE)
    text = " ".join(c for c in clauses if not _OTHER_DAYS.search(c))
    if must := next((c for c in clauses if _DAY_MUST.search(c)), None):
        # 「月末日以外でなければならない」: the day refused; an 以外 in brackets after it is the brackets' own
        return bool(_DAY_EXCLUSION.search(must))
    unless = _DAY_UNLESS.search(text)
    if unless and _DAY_REFUSAL.search(text[unless.end() :]):
        return False
    excluded = bool(_DAY_EXCLUSION.search(text))
    if _DAY_DEMANDED.search(text):
        return excluded  # "Must be any day except the 1st", 「1日以外の日付のみ」
    return bool(_DAY_REFUSAL.search(text)) != excluded


# (not a day's name inside another word: "BlackFriday", an event of the year)
_DAY_WORDS = [
    (r"(?<![a-z])mondays?|\bmon\b|月曜(?:日)?", "mon"),
    (r"(?<![a-z])tuesdays?|\btue\b|火曜(?:日)?", "tue"),
    (r"(?<![a-z])wednesdays?|\bwed\b|水曜(?:日)?", "wed"),
    (r"(?<![a-z])thursdays?|\bthu\b|木曜(?:日)?", "thu"),
    (r"(?<![a-z])fridays?|\bfri\b|金曜(?:日)?", "fri"),
    (r"(?<![a-z])saturdays?|\bsat\b|土曜(?:日)?", "sat"),
    (r"(?<![a-z])sundays?|\bsun\b|日曜(?:日)?", "sun"),
]
_WORKDAYS = ["mon", "tue", "wed", "thu", "fri"]
_WEEKDAY_WORDS = rx.compile(
    r"week\s*days?|business\s+days?|working\s+days?|work\s+days?|monday\s+(?:to|through|-)\s+friday|平日|営業日|稼働日",
    NOCASE,
)
_DAYS_LABEL = rx.compile(
    r"^(?:[^、。:]{1,20}:\s*)?[^、。:]{0,12}?(?:営業日|稼働日|\b(?:business|working|opening)\s+days?)\s*(?:は|:|are\b)",
    NOCASE,
)
_CLOSED = rx.compile(r"\b(?:closed|shut)\b|休み|休業|定休", NOCASE)
_WEEKEND = rx.compile(r"week\s*ends?|土日(?:祝(?:日)?)?|週末", NOCASE)
_FORBID = rx.compile(
    r"\bnot\b|\bno\b|\bnever\b|n't|\bcannot\b|\b(?:rejected|refused|invalid|forbidden|prohibited|disallowed|blocked)\b"
    rf"|{_JA_REFUSED}|ない",
    NOCASE,
)
# the days but those named: refused as well, they are the days named ("Anything except weekends is rejected",
# 「土日以外は不可」); an exception of something else ("No Sundays (except public holidays)") is no such thing
_DAY_NAME = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|week(?:day|end)s?|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?)\b"
_EXCEPT_DAYS = rx.compile(
    rf"\b(?:except|excluding|other\s+than|other\s+(?:days?|dates?)\s+than)\b(?:\s+[\w-]+){{0,5}}?\s+"
    rf"(?:an?\s+|the\s+)?{_DAY_NAME}"
    r"|(?:[月火水木金土日]曜日?|土日|週末|平日)(?:\s*[・、]?\s*祝日?)?\s*(?:以外|を?除く)",
    NOCASE,
)


_MONTH_WORDS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_NAME = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
# "31 March", "June 30th": a day of the year, no year after it
_DAY_OF_YEAR = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_NAME}|{_MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?)\b"
    r"(?!\.?,?\s*\d{4}\b)"
)
# "…, so 31 March, 30 June, 30 September or 31 December", "must fall on 1 January or 1 July": the days of a year
# a label or a word before the days that refuses them
_DAYS_REFUSED = (
    r"\b(?:blackout|black-out|closed|closures?|holidays?|not|no|never|except|excluding|excluded|forbidden|blocked"
    r"|banned|avoid|reject(?:ed)?|refused?|disallowed|barred)\b"
)
_DAYS_OF_YEAR = rx.compile(
    r"^(?:[^:;,]{0,40}(?::|\s-)\s*)?(?:[^.;:]{0,60},\s*so\s+|(?:it\s+)?(?:must|should|has\s+to|can\s+only)"
    r"\s+(?:be|fall\s+on)\s+|only\s+|one\s+of\s+)?(?:either\s+)?(?:on\s+)?"
    rf"(?P<days>{_DAY_OF_YEAR}(?:\s*(?:,\s*(?:or\s+|and\s+)?|\bor\s+|\band\s+){_DAY_OF_YEAR}){{0,11}})"
    r"(?:\s+only)?\s*\.?$",
    NOCASE,
)


def days_of_year(ctx: Description) -> Rule | None:
    """Understands 'only 31 March, 30 June, 30 September or 31 December': those days of any year."""
    if ctx.field_type != "date" or (match := _DAYS_OF_YEAR.match(ctx.text)) is None:
        return None
    if rx.search(_DAYS_REFUSED, ctx.text[: match.start("days")], NOCASE):
        return None  # "Blackout dates: 25 December and 1 January": days refused, not the only ones
    days: list[str] = []
    for day in rx.finditer(_DAY_OF_YEAR, match.group("days"), NOCASE):
        number = int(rx.search(r"\d+", day.group(0)).group(0))  # type: ignore[union-attr]
        name = rx.search(_MONTH_NAME, day.group(0), NOCASE).group(0)  # type: ignore[union-attr]
        month = _MONTH_WORDS.index(name[:3].lower()) + 1
        if not 1 <= number <= {2: 29, 4: 30, 6: 30, 9: 30, 11: 30}.get(month, 31):
            return None  # "31 June": no such day
        days.append(f"{month:02d}-{number:02d}")
    said = ", ".join(days)
    return pattern_rule(
        f"[0-9]{{4}}-(?:{'|'.join(dict.fromkeys(days))})", f"must fall on one of {said} (MM-DD)"
    )


def weekday(ctx: Description) -> Rule | None:
    """Understands 'weekdays only', 'no weekends', '土日不可', 'must be a Monday', '月曜日のみ'."""
    if ctx.field_type not in DATE_TYPES:
        return None
    text = ctx.text
    if (label := _DAYS_LABEL.match(text)) and _named_days(text[label.end() :]):
        text = text[label.end() :]  # 「営業日は金〜月のみ」: the working days are those named
    if _WEEKDAY_WORDS.search(text):
        return WeekdayRule(days=_WORKDAYS)
    if said := _days_both_ways(text):
        return said
    named = _named_days(text)
    if not named:
        return None
    # 「月曜日以外は休み」, "closed except Mondays": open on the days excepted alone (not "Mondays only (closed
    # on public holidays)": a closing beside the days let in)
    refused = _FORBID.search(text) or (_CLOSED.search(text) and _EXCEPT_DAYS.search(text))
    if bool(refused) != bool(_EXCEPT_DAYS.search(text)):
        named = [day for day in WEEKDAYS if day not in named]
    return WeekdayRule(days=named) if named else None


def _days_both_ways(text: str) -> Rule | None:
    """'Mon-Fri only, Sat/Sun are rejected': the days let in, then the others refused (the same rule)."""
    parts = [p for p in rx.split(r"\s*[,;]\s*", text) if _named_days(p)]
    if len(parts) != 2 or _EXCEPT_DAYS.search(text):
        return None
    allowed, refused = parts
    shut_on = _FORBID.search(refused) or _CLOSED.search(refused)
    if _FORBID.search(allowed) or not shut_on or not ONLY.search(allowed):
        return None
    let_in, shut = _named_days(allowed), _named_days(refused)
    return WeekdayRule(days=let_in) if not set(let_in) & set(shut) else None


def _named_days(text: str) -> list[str]:
    """The days of the week a text names ('Mon-Fri', 'Sat/Sun', 'weekends', 「月曜日から金曜日」)."""
    named = [day for pattern, day in _DAY_WORDS if rx.search(pattern, text, NOCASE)]
    span = rx.search(
        r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(?:-|to|through|until)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b",
        text,
        NOCASE,
    )
    if span is not None:  # "Mon-Fri", "Monday to Friday": every day between
        first, last = (WEEKDAYS.index(g.lower()) for g in span.groups())
        named = sorted({*named, *_days_from(first, last)}, key=WEEKDAYS.index)
    # (「金〜月」 without 曜 too, not the months of 「4月〜月末」; digits are half-width by now)
    span_ja = rx.search(
        r"(?<![0-9])([月火水木金土日])(?:曜日?)?\s*(?:から|~|〜|-)\s*([月火水木金土日])(?:曜日?)?(?![末初頭度次])",
        text,
    )
    if span_ja is not None:  # 「月曜日から金曜日まで」: every day between
        first, last = ("月火水木金土日".index(g) for g in span_ja.groups())
        named = sorted({*named, *_days_from(first, last)}, key=WEEKDAYS.index)
    if _WEEKEND.search(text):
        named = sorted({*named, "sat", "sun"}, key=WEEKDAYS.index)
    return named


def _days_from(first: int, last: int) -> list[str]:
    """The days from one to another, across the week's end when the first is later ('Fri-Mon')."""
    return list(WEEKDAYS[first : last + 1]) if first <= last else [*WEEKDAYS[first:], *WEEKDAYS[: last + 1]]


# A year named relative to today, and the offset it stands for.
_RELATIVE_YEAR = rx.compile(
    # "the current year minus 16": an offset said as arithmetic
    r"\b(?:the\s+)?(?:current|this|present)\s+(?:calendar\s+)?year\b(?:\s*(?:minus|plus|-|\+)\s*\d{1,3}\b)?|今年|本年(?!度)|当年(?!度)|現在の年"
    r"|\bnext\s+year\b|来年|翌年|\b(?:last|previous)\s+year\b|昨年|去年|前年",
    NOCASE,
)
_SENTINEL = 88000  # stands in for the current year while the bounds are read


def _offset_of(phrase: str) -> int:
    """The offset of 'next year' (+1), 'last year' (-1) or 'the current year' (0)."""
    if said := rx.search(r"(minus|plus|-|\+)\s*(\d+)$", phrase, NOCASE):
        return int(said.group(2)) * (-1 if said.group(1).lower() in ("minus", "-") else 1)
    if rx.search(r"next|来年|翌年", phrase, NOCASE):
        return 1
    return -1 if rx.search(r"last|previous|昨年|去年|前年", phrase, NOCASE) else 0


_YEARS_AWAY = rx.compile(
    r"(?:\b(?P<most>(?:no|not)\s+more\s+than|at\s+most|up\s+to|within)\s+)?"
    r"\b(\d{1,3})\s*years?\s+(out|ahead|from\s+(?:now|today)|in(?:to)?\s+the\s+future|ago|back)\b"
    r"|(?<!\d)(\d{1,3})\s*年\s*(後|先|前)(?![^、。]*日)(?P<reach>\s*まで\s*遡(?:って|る|れる)?)?",
    NOCASE,
)


# a field named as a year ("Model year:", "Year of birth:", 「製造年は」, 「決算年度は」): its values are years
_YEAR_LABEL = rx.compile(
    r"^(?:[\w\s-]{0,30}\byear\b(?!s)[\w\s-]{0,20}?(?:\([^()]*\))?\s*:|[^、。:]{0,12}(?:年|年度)\s*(?:は|:))",
    NOCASE,
)


def years_from_this(text: str) -> str:
    """On a year number, 'current year or later, but no more than 10 years out': the years counted from this
    one are said as offsets of it, so that each clause read alone still names the current year."""
    if not _RELATIVE_YEAR.search(text) and not _YEAR_LABEL.search(text):
        return text  # ("no more than 10 years out" alone may be a count of years: a warranty's length)

    def offset(match: re.Match[str]) -> str:
        count, way = (match[2], match[3]) if match[2] else (match[4], match[5])
        back = rx.match(r"ago|back|前", way, NOCASE) is not None
        sign = "minus" if back else "plus"
        # "no more than 100 years ago": as far back as that year, no earlier
        # (「5年前まで遡って」: as far back as that year, the same)
        bound = ("no earlier than" if back else "no later than") if match["most"] or match["reach"] else ""
        return f" {bound} the current year {sign} {count} "

    return _YEARS_AWAY.sub(offset, text)


_ONE_OF_LISTED = rx.compile(
    r"の(?:いずれか|どれか|どちらか)|\bone\s+of\b|\beither\b|\bor\b|または|もしくは", NOCASE
)


# A refusal before the listed years ("must not be", "any year except") or after them (「以外」, 「は不可」).
_REFUSED_BEFORE = rx.compile(
    r"\b(?:not|never|cannot|can't|mustn't|except|excluding|other\s+than|but|neither|nor|no)\b", NOCASE
)
_REFUSED_AFTER = rx.compile(
    r"^[\s)\uff09]*(?:の(?:いずれか|どれか|どちらか))?\s*(?:は|を|も|で|と)?\s*(?:入力|登録|使用|設定)?\s*"
    r"(?:以外|不可|禁止|(?-i:NG)(?![A-Za-z])|除く|除外|ではない|でない|ではなく|じゃない|認めない|入力しない|登録しない|できない"
    r"|(?:is|are)\s+(?:not\s+(?:allowed|accepted|valid|permitted)|forbidden|rejected|excluded)|excluded|not\s+allowed)",
    NOCASE,
)
# What stands between two years of one list: 「・」, ', ', ' or the '.
_LIST_JOINT = rx.compile(
    r"\s*(?:,|\u3001|\u30fb|/|\bor\b|\band\b|,\s*or\b|,\s*and\b|または|もしくは|か|や|と)?\s*(?:the\s+)?",
    NOCASE,
)
_NEGATED = rx.compile(
    r"\b(?:not|never|cannot|n't|except|excluding|other\s+than|forbidden|rejected|excluded|no)\b"
    r"|\b(?:anything|any\s+\w+)\s+but\b|以外|不可|禁止|(?-i:NG)(?![A-Za-z])|除く|除外|ではない|でない|じゃない|認めない|しない|できない",
    NOCASE,
)


def _year_runs(text: str) -> list[list[re.Match[str]]]:
    """The runs of years named one after another: 「前年・今年・翌年」, 'this year or next year'."""
    runs: list[list[re.Match[str]]] = []
    for found in _RELATIVE_YEAR.finditer(text):
        if runs and _LIST_JOINT.fullmatch(text[runs[-1][-1].end() : found.start()]):
            runs[-1].append(found)
        else:
            runs.append([found])
    return runs


def _listed_years(text: str) -> Rule | None:
    """Reads 「前年・今年・翌年のいずれか」, 'last year, this year or next year': the years in between."""
    offsets = {_offset_of(m.group(0)) for m in _RELATIVE_YEAR.finditer(text)}
    if len(offsets) < 2 or rx.search(r"\d", text):
        return None
    if len(offsets) != max(offsets) - min(offsets) + 1:
        return None  # 「前年か翌年」: two years that skip one
    runs = [run for run in _year_runs(text) if {_offset_of(m.group(0)) for m in run} == offsets]
    if not runs:
        return None  # 「今年または来年のみ。前年は不可」: the years are not one list
    run = runs[0]
    joints = {text[a.end() : b.start()].strip() for a, b in itertools.pairwise(run)}
    if not _ONE_OF_LISTED.search(text) and not {"\u304b", "\u30fb"} & joints:  # 「今年か来年」
        return None
    window = YearWindowRule(min=min(offsets), max=max(offsets))
    before = rx.split(r"[.;\u3002]\s*", text[: run[0].start()])[-1]  # in the same sentence
    # ("… or next year - we do not plan further than that": a remark set off by a dash refuses nothing)
    after = rx.split(r"\s+[-\u2013\u2014]\s+|[.;\u3002]\s*", text[run[-1].end() :], maxsplit=1)[0]
    if not _NEGATED.search(before + text[run[0].start() : run[-1].end()] + after):
        return window
    if _REFUSED_BEFORE.search(before) or _REFUSED_AFTER.search(text[run[-1].end() :]):
        return NotRule(rule=window)  # "must not be this year or next year", 「今年・来年以外」
    return None  # a refusal of something else ("this year or next year, not last year"): not this reading


def year_window(ctx: Description) -> Rule | None:
    """Understands 'from 1990 up to the current year', 「1990年以降、今年以前」 on a year number."""
    if ctx.field_type not in ("integer", "number") or not _RELATIVE_YEAR.search(ctx.text):
        return None
    text = ctx.text
    if rx.search(r"\d+\s*(?:years?\s+(?:before|after|from|since|of)|年(?:前|後))", text, NOCASE):
        return None  # "2 years after the current year": an offset this reading does not take
    if (listed := _listed_years(text)) is not None:
        return listed
    text = _RELATIVE_YEAR.sub(lambda m: str(_SENTINEL + _offset_of(m.group(0))), text)
    text = rx.sub(r"\bup\s+to\b", "to", text, flags=NOCASE)
    bounds = find_bounds(text)
    if bounds is None or bounds.exact is not None:
        return None
    relative: dict[str, int | None] = {"min": None, "max": None}
    parts: dict[str, int | float | None] = {"min": None, "max": None}
    for side, value, excl in (("min", bounds.low, bounds.low_excl), ("max", bounds.high, bounds.high_excl)):
        if isinstance(value, int) and abs(value - _SENTINEL) <= 1000:
            shift = (1 if side == "min" else -1) if excl else 0
            relative[side] = value - _SENTINEL + shift
        elif isinstance(value, int | float):
            parts[side] = value
    if relative["min"] is None and relative["max"] is None:
        return None
    rules: list[Rule] = [YearWindowRule(min=relative["min"], max=relative["max"])]
    if parts["min"] is not None or parts["max"] is not None:
        rules.insert(
            0,
            RangeRule(
                min=parts["min"],
                max=parts["max"],
                min_exclusive=bounds.low_excl if parts["min"] is not None else False,
                max_exclusive=bounds.high_excl if parts["max"] is not None else False,
            ),
        )
    return rules[0] if len(rules) == 1 else AllOfRule(rules=rules)
