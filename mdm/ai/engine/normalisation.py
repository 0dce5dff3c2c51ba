"""Normalises a description: width, dashes, number words, kanji numerals and dates."""

# ruff: noqa: RUF001

from __future__ import annotations

import calendar
import itertools
import re
import unicodedata
from collections.abc import Callable
from datetime import date
from decimal import Decimal
from typing import Any

from mdm.ai.engine import rx
from mdm.ai.engine.fragments import NOCASE, QUOTED, UNIT, date_digits_restated
from mdm.ai.engine.kana import plain_japanese
from mdm.ai.engine.negations import class_word
from mdm.ai.engine.words import named_literal

# "… are not allowed / will be rejected": what the rows on refused characters and prefixes end in
_IS_REFUSED = (
    r"(?:are|is|will\s+be|shall\s+be)\s+"
    r"(?:not\s+(?:allowed|accepted|permitted|valid)|rejected|refused|invalid)"
)
_SMALL = "zero one two three four five six seven eight nine ten eleven twelve thirteen"
_SMALL += " fourteen fifteen sixteen seventeen eighteen nineteen"
_SMALL_VALUES = {word: i for i, word in enumerate(_SMALL.split())} | {"nought": 0, "naught": 0}
_TENS_WORDS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_TENS = {word: 10 * (i + 2) for i, word in enumerate(_TENS_WORDS)}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_WORD = "|".join(sorted([*_SMALL_VALUES, *_TENS, *_SCALES], key=len, reverse=True))
_WORDS_RE = rx.compile(
    rf"(?<![@./])\b(?:an?\s+(?=hundred|thousand|million))?(?:{_WORD})(?:[\s-]+(?:{_WORD}))*\b(?!\s+of\b(?!\s+them\b))"
    r"(?![\w-]*\.[A-Za-z]{2,}\b)",
    NOCASE,
)  # "one of" is left alone, not "one to three of them"; nor a word of a host name ("@one-line.com")
# "twenty-seven rand fifty-eight", "five dollars ninety-nine cents": an amount said with its cents
_MONEY_SAID = rx.compile(
    r"(?<![\d.])(\d+)\s+(rand|dollars?|euros?|pounds?|francs?)\s+(?:and\s+)?(\d{2})(?:\s+(?:cents?|pence|c|p))?\b"
    r"(?=\s*(?:$|[,.;:)]|-|up\b|to\b|and\b|or\b|through\b|until\b|inclusive\b|exclusive\b))",
    NOCASE,
)
# "nought point five", "twenty-seven point five eight": a decimal said in words, its decimals one by one
_DIGIT_WORD = "zero|nought|naught|oh|one|two|three|four|five|six|seven|eight|nine"
_POINT_RE = rx.compile(
    rf"\b((?:{_WORD})(?:[\s-]+(?:{_WORD}))*|(?<![\d.])\d+)\s+point\s+((?:{_DIGIT_WORD})(?:\s+(?:{_DIGIT_WORD}))*)\b",
    NOCASE,
)
_KANJI_DIGITS = dict(zip("〇一二三四五六七八九", range(10), strict=True))
_KANJI_SCALES = {"十": 10, "百": 100, "千": 1000}
_KANJI_RE = rx.compile(
    # 「一~五の整数」: the end of a range
    r"(?<=~)[〇一二三四五六七八九十百千]+(?![〇一二三四五六七八九十百千])"
    r"|(?<![\d.])[〇一二三四五六七八九十百千]+(?=\s*(?:文字|字|桁|以上|以下|未満|超|より|から|まで|~|個|件"
    r"|の倍数|歳|才|円|点|つ|日|か月|ヶ月|月|年|時間|件|億|万"
    # 「従業員数は一万人以下、一人以上」: people and things counted
    r"|人|名|社|台|枚|回|箱|冊|週|室|部屋|泊|席|棟|軒|店舗|床"
    # 「十ケース以上、五百ケース以下」, 「五十回線以下」: cases, lines and carriages counted
    r"|ケース|パック|本|袋|缶|錠|包|粒|両|便|隻|基|種類|品目|世帯|区画|拠点"
    # 「十二単位で」, 「百刻み」, 「一色〜八色」: a step, and tables, garments, animals and colours counted
    # (before a bound; not the names 「一色刷り」, 「三脚」, 「一着」)
    r"|(?:単位|刻み)(?=\s*(?:で|とする|とします|に|のみ|\(|。|、|,|$))"
    r"|(?:卓|脚|着|頭|匹|色|軸|寸|口|段)(?=\s*(?:以上|以下|以内|未満|超|から|まで|~))))"
)


# "two and a half", "1 and a quarter": a whole number and a fraction of one (read after the words are digits)
_AND_A_HALF = rx.compile(r"(?<![\d.,])(\d+)\s+and\s+a\s+(half|quarter)\b", NOCASE)


# 「一・五キロ以下」, 「二・五刻み」: kanji digits with 「・」 as their decimal point, before a unit or bound
_KANJI_DECIMAL = rx.compile(
    r"(?<![〇一二三四五六七八九十百千\d])[〇一二三四五六七八九]・[〇一二三四五六七八九]+"
    r"(?=\s*(?:刻み|単位|以上|以下|未満|超|より|から|まで|~|kg|キロ|グラム|g|m|メートル|%|倍|円))"
)


def _kanji_decimal(match: re.Match[str]) -> str:
    """「一・五」 as 1.5: each kanji digit in figures, 「・」 a decimal point."""
    return "".join(str(_KANJI_DIGITS[ch]) if ch in _KANJI_DIGITS else "." for ch in match.group(0))


def _use_refused(m: re.Match[str]) -> str:
    """「…を使用することは不可」: the use refused; 「「X」を含めることは禁止」 (no place said): not in it."""
    if m.group(1):
        return f"{m.group(1)}するのは不可"
    before = m.string[: m.start()]
    placed = rx.search(r"先頭|末尾|最初|最後|頭|語尾", rx.split(r"[。、]", before)[-1])
    return "を含まないこと" if m.group(2) == "含め" and before.endswith("」") and not placed else "は使用不可"


def _kanji_numbers(text: str) -> str:
    """Writes kanji numbers before a counter in digits, not in a quoted literal (「(一社)」, 「一人親方」)."""
    parts = rx.split(r"(「[^」]*」|『[^』]*』)", text)
    return "".join(
        part if i % 2 else _KANJI_RE.sub(lambda m: str(_kanji_value(m.group(0))), part)
        for i, part in enumerate(parts)
    )


_DATE_RE = rx.compile(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})(?:\s*日)?")
_MONTHS = {
    name: i + 1
    for i, names in enumerate(
        ("january jan", "february feb", "march mar", "april apr", "may", "june jun", "july jul",
         "august aug", "september sept sep", "october oct", "november nov", "december dec")
    )
    for name in names.split()
}  # fmt: skip
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_EN_DAY_FIRST = rx.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})\.?,?\s+(\d{{4}})\b", NOCASE
)
_EN_MONTH_FIRST = rx.compile(rf"\b({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", NOCASE)
_ORDINALS = [
    *("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"),
    *("eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth"),
    *("eighteenth", "nineteenth"),
]
_ORDINAL_VALUES = {word: i + 1 for i, word in enumerate(_ORDINALS)} | {"twentieth": 20, "thirtieth": 30}
_ORDINAL_DAY = rx.compile(
    rf"\b(?:the\s+)?(?:(twenty|thirty)[\s-]+)?({'|'.join(_ORDINAL_VALUES)})\s+(?:day\s+)?of\s+(?=(?:{_MONTH})\b)",
    NOCASE,
)


def _ordinal_day(match: re.Match[str]) -> str:
    """Writes 'the first of' (a day named before its month) as '1 of'."""
    tens = {"twenty": 20, "thirty": 30}.get((match.group(1) or "").lower(), 0)
    return f"{tens + _ORDINAL_VALUES[match.group(2).lower()]} of "


# the offsets of the zones a steward names after a time (not the ambiguous CST or IST)
_ZONES = {
    "SAST": "+02:00",
    "CET": "+01:00",
    "CEST": "+02:00",
    "BST": "+01:00",
    "EST": "-05:00",
    "EDT": "-04:00",
    "PST": "-08:00",
    "PDT": "-07:00",
    "KST": "+09:00",
    "AEST": "+10:00",
    "AEDT": "+11:00",
    "SGT": "+08:00",
    "HKT": "+08:00",
}
_TIME = rx.compile(
    r"(\d{4}-\d{2}-\d{2})(?:\s*|T)(?:(\d{1,2})\s*時(?:\s*(\d{1,2})\s*分)?|(\d{1,2}):(\d{2})(?::(\d{2}))?"
    r"|(midnight))"
    # "00:00 UTC", "09:30 JST", "00:00 SAST (UTC+2)", "00:00 (UTC+02:00)": the zone, and its offset
    r"(\s*\(?\s*(?:UTC|GMT|Z|JST|日本時間|" + "|".join(_ZONES) + r")(?![A-Za-z])"
    r"(?:\s*[+-]\s*\d{1,2}(?::?\d{2})?)?(?:\s*\))?(?:\s*\(\s*(?:UTC|GMT)\s*[+-]\s*\d{1,2}(?::?\d{2})?\s*\))?)?",
    NOCASE,
)
_DASHES = str.maketrans(dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"))


# a literal in quotes that is more than a number said in words ('ONE SIZE', "Two Tone"): kept as written
_QUOTED_WORDS = rx.compile(
    r"(?<![\w'])'[A-Za-z][A-Za-z -]{0,30}[A-Za-z]'(?![\w'])|\"[A-Za-z][A-Za-z -]{0,30}[A-Za-z]\""
)


# a word in capitals beside a number word in capitals ("ONE SIZE", "TWO TONE"): the words are a value
_CAPITAL_NUMBER = r"(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN)"
# (not "EXACTLY TEN DIGITS", "MAX FIVE CHARACTERS": a count shouted)
_COUNT_WORD = (
    r"(?:DIGITS?|CHARACTERS?|CHARS?|LETTERS?|DECIMALS?|PLACES|YEARS?|MONTHS?|WEEKS?|DAYS?|HOURS?|TIMES|ITEMS?|UNITS?"
    r"|OR|AND|TO|OF|EXACTLY|MAX|MIN|MAXIMUM|MINIMUM|LEAST|MOST|UP|ONLY|FIRST|LAST|OVER|UNDER|ABOVE|BELOW)\b"
)
_CAPITALS_BESIDE = rx.compile(
    rf"\b{_CAPITAL_NUMBER}\s+(?!{_COUNT_WORD})[A-Z]{{2,}}\b|\b(?!{_COUNT_WORD})[A-Z]{{2,}}\s+{_CAPITAL_NUMBER}\b"
)


def _number_words(text: str) -> str:
    """Writes number words as digits ('twenty-five' -> 25), save inside a quoted literal of other words."""
    kept = [
        (m.start(), m.end())
        for m in _QUOTED_WORDS.finditer(text)
        if not _WORDS_RE.fullmatch(m.group(0)[1:-1])
    ]

    def said(match: re.Match[str]) -> str:
        if any(start < match.start() and match.end() < end for start, end in kept):
            return match.group(0)
        if match.group(0).isupper() and _CAPITALS_BESIDE.search(
            match.string[max(match.start() - 12, 0) : match.end() + 12]
        ):
            return match.group(0)  # "anything except ONE SIZE / OS": a value written in capitals
        return str(_word_value(match.group(0)))

    return _WORDS_RE.sub(said, text)


def _word_value(phrase: str) -> int:
    """Converts English number words ('twenty-five', 'a hundred') to an int."""
    total = current = 0
    parts = rx.split(r"([\s-]+)", phrase.lower())
    for i in range(0, len(parts), 2):
        word, spaced = parts[i], i > 0 and "-" not in parts[i - 1]
        value = _SMALL_VALUES.get(word, 0) + _TENS.get(word, 0)
        if spaced and not total and 10 <= current <= 29 and value >= 10:
            current = current * 100 + value  # a year said in pairs: "nineteen fifty", "twenty twenty"
        elif word in _SMALL_VALUES or word in _TENS:
            current += value
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in _SCALES:
            total += max(current, 1) * _SCALES[word]
            current = 0
    return total + current


# A number in words repeated in digits in brackets, as contracts write it: "twelve (12)", "one hundred
# and twenty (120)", "6 (6)". Said twice, it is one number (kept when the two differ).
_SAID_TWICE = rx.compile(
    rf"\b((?:{_WORD})(?:(?:\s+and\s+|[\s-]+)(?:{_WORD}))*+|(?<![\d.,])\d+)\s*+\(\s*+(\d{{1,9}})\s*+\)", NOCASE
)


def _said_twice(match: re.Match[str]) -> str:
    """Keeps the digits of 'twelve (12)' when the words say the same number."""
    said = match.group(1)
    value = int(said) if said.isdigit() else _word_value(rx.sub(r"\s+and\s+", " ", said, flags=NOCASE))
    # (「オール0(0000000)」 writes the value out, not the number again)
    written = match.group(2)
    return written if value == int(written) and (len(written) < 3 or written[0] != "0") else match.group(0)


def _said_decimal(match: re.Match[str]) -> str:
    """Writes 'twenty-seven point five eight' as 27.58."""
    whole = match.group(1)
    digits = "".join(str(_SMALL_VALUES.get(word, 0)) for word in match.group(2).lower().split())
    return f"{whole if whole.isdigit() else _word_value(whole)}.{digits}"


def _kanji_value(text: str) -> int:
    """Converts a kanji numeral (二十五, 一〇, 三千) to an int."""
    if not any(ch in _KANJI_SCALES for ch in text):
        return int("".join(str(_KANJI_DIGITS[ch]) for ch in text))
    total = current = 0
    for ch in text:
        if ch in _KANJI_DIGITS:
            current = _KANJI_DIGITS[ch]
        else:
            total += max(current, 1) * _KANJI_SCALES[ch]
            current = 0
    return total + current


# 「令和6年4月1日」, 「平成22年」: a Japanese era year, as the calendar's (not where the sentence restates
# it in brackets, 「令和元年5月1日(2019年5月1日)」, nor inside such a bracket)
_ERA_RE = rx.compile(
    # (not a year glossed in brackets, 「2023年(令和5年)」; a full date in brackets is one)
    r"(?:(?<!\()|(?=\S{2}\s*(?:\d{1,2}|元)\s*年\s*\d{1,2}\s*月))(令和|平成|昭和|大正|明治)\s*(\d{1,2}|元)\s*年(?:\s*の(?=\s*\d{1,2}\s*月))?(?![^()、。]{0,8}?\(\s*\d{4})"
)
_ERA_START = {"令和": 2018, "平成": 1988, "昭和": 1925, "大正": 1911, "明治": 1867}


def _era_year(match: re.Match[str]) -> str:
    """Rewrites an era year (「平成22年」) as the calendar's year (「2010年」)."""
    number = 1 if match.group(2) == "元" else int(match.group(2))
    return f"{_ERA_START[match.group(1)] + number}年"


def _iso_date(match: re.Match[str]) -> str:
    """Rewrites a matched date as YYYY-MM-DD when it is a real date."""
    year, month, day = (int(part) for part in match.groups())
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return match.group(0)


def _en_date(match: re.Match[str], month_first: bool) -> str:
    """Rewrites '1 January 2010' or 'January 1, 2010' as YYYY-MM-DD when it is a real date."""
    first, second, year = match.groups()
    month, day = (first, second) if month_first else (second, first)
    try:
        return date(int(year), _MONTHS[month.lower()], int(day)).isoformat()
    except ValueError:
        return match.group(0)


class AmbiguousDate(ValueError):
    """Raised for a date written with numbers that reads as two dates (10/01/2015: 10 Jan or 1 Oct)."""


_MONTH_FIRST = rx.compile(r"\bMM\s*[./-]\s*DD\b|\bmonth\s*[./-]\s*day\b|\bmonth[- ]first\b", re.IGNORECASE)
_DAY_FIRST = rx.compile(r"\bDD\s*[./-]\s*MM\b|\bday\s*[./-]\s*month\b|\bday[- ]first\b", re.IGNORECASE)
_REFUSED_ORDER = rx.compile(
    r"(?:\bnot|\bno|\bnever|n't|\bavoid)\s+(?:use\s+|write\s+|in\s+)?(?:the\s+|an?\s+)?(?:US\s+|American\s+)?$",
    re.IGNORECASE,
)


_ORDER = r"(?:MM|DD)\s*[./-]\s*(?:DD|MM)(?:\s*[./-]\s*YYYY)?(?:\s+format)?"
# once its dates are read: a remark that refuses an order ("Do not use MM/DD format.", "(not MM/DD/YYYY,
# we use DD/MM/YYYY)") says nothing more about the value
_ORDER_REMARK = rx.compile(
    rf"(?:^|(?<=[.;]))\s*(?:do\s+not|don't|never)\s+use\s+(?:the\s+)?(?:US\s+)?{_ORDER}\s*(?:[.;]|$)"
    rf"|\s*\(\s*not\s+{_ORDER}\s*(?:[,;]\s*(?:we\s+use\s+|use\s+)?{_ORDER}\s*)?\)",
    re.IGNORECASE,
)


def _named_order(text: str) -> bool | None:
    """Whether the sentence names month-first dates (True), day-first (False) or neither or both (None);
    an order refused ("not MM/DD", "Do not use MM/DD format") names the other."""
    votes = set()
    for pattern, month_first in ((_MONTH_FIRST, True), (_DAY_FIRST, False)):
        for found in pattern.finditer(text):
            refused = _REFUSED_ORDER.search(text[max(0, found.start() - 30) : found.start()]) is not None
            votes.add(month_first != refused)
    return votes.pop() if len(votes) == 1 else None


# what says a dashed 31-03-2024 is a date: a bound's word right before it ("on or after 31-03-2024")
_DASHED_DATE_SAID = rx.compile(
    r"\b(?:on|after|before|from|since|until|till|to|by|than|between|and|through|dated?)\s*$", re.IGNORECASE
)

_DASHED_DATE_BOUND = rx.compile(
    r"\s*(?:or|and)\s+(?:later|earlier|after|before|sooner|onwards?)\b|\s+onwards?\b", re.IGNORECASE
)


# "01/04/2024 (start of FY24)": a note that the date opens a year, quarter or month names its day as the 1st
_FIRST_DAY_NOTE = rx.compile(
    r"\s*[(,-]?\s*(?:i\.e\.\s+)?(?:the\s+)?(?:start|beginning|first\s+day|1st)\s+of\s+(?:the\s+)?"
    r"(?:FY\s?\d{2,4}|(?:financial|fiscal|tax|new)\s+year|quarter|Q[1-4]|month|year)\b",
    re.IGNORECASE,
)


def _slashed(match: re.Match[str]) -> str:
    """Rewrites 31/12/2099 (day first) or 12/31/2099 (month first) when only one reading is a date
    (or both readings are the same date, 01/01/2024); a date that reads as two is refused. A date
    written with dots (01.07.2015) is day first, as everywhere dots are used."""
    if (
        match.group(7) is not None
        and not _DASHED_DATE_SAID.search(match.string[: match.start()])
        and not _DASHED_DATE_BOUND.match(match.string, match.end())  # "31-03-2024 or later"
    ):
        return match.group(0)  # "digits 2-2-4 (e.g. 10-05-2001)": a code's sample, not a date
    first, second, year = (int(part) for part in match.groups() if part is not None)  # 10/01/2015, 10.01.2015
    readings = set()
    dotted = match.group(4) is not None
    orders = [(first, second)] if dotted else [(first, second), (second, first)]
    named = _named_order(match.string)  # "07.04.2020 (MM.DD.YYYY)": the sentence names the order
    if named is not None:
        orders = [(second, first)] if named else [(first, second)]
    for day, month in orders:
        try:
            readings.add(date(year, month, day).isoformat())
        except ValueError:
            continue
    if len(readings) > 1 and _FIRST_DAY_NOTE.match(match.string, match.end()):
        readings = {reading for reading in readings if reading.endswith("-01")}
    if len(readings) == 1:
        return readings.pop()
    if readings:
        both = " or ".join(sorted(readings))
        raise AmbiguousDate(
            f"The date {match.group(0)!r} reads both day first and month first ({both}); "
            "write it as YYYY-MM-DD."
        )
    return match.group(0)


def _timed(match: re.Match[str]) -> str:
    """Rewrites '2024-01-01 0時 (UTC)' or '2024-01-01 09:30 JST' as an ISO datetime."""
    day, hour_ja, minute_ja, hour, minute, second, midnight, zone = match.groups()
    hours = 0 if midnight else int(hour_ja if hour_ja is not None else hour)
    minutes = int(minute_ja or minute or 0)
    if hours > 23 or minutes > 59:
        return match.group(0)
    offset = _offset(zone or "")
    if offset is None:
        return match.group(0)  # "09:00 JST+5": a zone and an offset that disagree, left for a refusal
    return f"{day}T{hours:02d}:{minutes:02d}:{int(second or 0):02d}{offset}"


def _offset(zone: str) -> str | None:
    """The ISO offset of a zone said after a time ('UTC', 'JST', 'JST+9', 'SAST (UTC+2)', 'UTC+05:30')."""
    said = rx.search(r"([+-])\s*(\d{1,2})(?::?(\d{2}))?", zone)
    first = rx.search(r"[A-Za-z]+|日本時間", zone)
    name = first.group(0).upper() if first else ""
    named = {"UTC": "Z", "GMT": "Z", "Z": "Z", "JST": "+09:00", "日本時間": "+09:00", **_ZONES}.get(name, "")
    if not said:
        return named
    hours, minutes = int(said.group(2)), int(said.group(3) or 0)
    offset = "Z" if hours == minutes == 0 else f"{said.group(1)}{hours:02d}:{minutes:02d}"
    # "UTC+05:30" is the offset said; "JST+9" and "SAST (UTC+2)" say the zone's own offset again
    return offset if named in ("Z", offset) else None


# Indian digit grouping: 1,00,000 (a lakh) and 50,00,000; "2 lakh", "1.5 crore"
# (a lakh's grouping, d,dd,ddd or dd,dd,ddd; longer ones only with zeros: "10,20,50,100" is a list of values;
# among listed values only a round one, "either 1,50,000 or 2,50,000", is an amount)
_LAKH_GROUPED = rx.compile(r"(?<![\d,.])(?:\d{1,2},\d{2},\d{3}|\d{1,2}(?:,00){2,},000)(?![\d,]|\.\d)")
_LISTED_VALUES = rx.compile(r"\b(?:one|any)\s+of\b|\beither\b|いずれか|どれか|どちらか", re.IGNORECASE)
_LAKH_CONTEXT = rx.compile(r"\b(?:INR|Rs\.?|rupees?|lakhs?|lacs?|crores?)(?![A-Za-z])|₹", re.IGNORECASE)
_LAKH_WORDS = rx.compile(r"(\d+(?:\.\d+)?)\s*(lakhs?|lacs?|crores?)\b", re.IGNORECASE)


def _indian(text: str) -> str:
    """Writes amounts grouped or named the Indian way (1,00,000; 5 lakh; 2 crore) as plain digits."""
    text = _LAKH_WORDS.sub(
        lambda m: str(round(float(m.group(1)) * (10**7 if m.group(2)[0] in "cC" else 10**5))), text
    )
    # a list that holds a round amount is a list of amounts: "one of 1,25,500 or 2,50,000"
    amounts = any(m.group(0).endswith(",000") for m in _LAKH_GROUPED.finditer(text))
    return _LAKH_GROUPED.sub(
        lambda m: (
            m.group(0).replace(",", "")
            if (_LAKH_CONTEXT.search(text) and (amounts or not _LISTED_VALUES.search(text)))
            or rx.fullmatch(r"\d{1,2}(?:,00)+,000", m.group(0))
            else m.group(0)
        ),
        text,
    )


# "2.5 million", "5 thousand", "2.5 mil": a number in digits before a scale word is one number (the words
# alone, "five million", are read by `_WORDS_RE`)
_SCALE_SAID = rx.compile(
    r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)[\s-]*(thousand|million|mil|billion)\b(?!\s*-?\s*(?:th|s)\b)",
    NOCASE,
)
_SCALE_FACTORS = {"thousand": 1000, "million": 1_000_000, "mil": 1_000_000, "billion": 1_000_000_000}


def _scale_said(match: re.Match[str]) -> str:
    """Expands '2.5 million' into digits (a fraction of a unit left as written; '40 mil' is no scale)."""
    if match.group(2).lower() == "mil" and "." not in match.group(1):
        return match.group(0)
    value = Decimal(match.group(1).replace(",", "")) * _SCALE_FACTORS[match.group(2).lower()]
    return str(int(value)) if value == int(value) else match.group(0)


# 「0.25時間(15分)単位」, "0.5 hours (30 minutes)": a length of time said again in another unit in brackets
_SECONDS = {"時間": 3600, "分": 60, "秒": 1, "hour": 3600, "hr": 3600, "minute": 60, "min": 60, "second": 1}
_TIME_UNIT = r"(時間|分|秒|(?:hour|hr|minute|min|second)s?\b)"
_TIME_TWICE = rx.compile(
    rf"(?<![\d.])(\d+(?:\.\d+)?)\s*{_TIME_UNIT}\s*\(\s*(?:=\s*)?(\d+(?:\.\d+)?)\s*{_TIME_UNIT}\s*\)", NOCASE
)


def _time_twice(match: re.Match[str]) -> str:
    """Keeps the first of a time said twice ('0.25時間(15分)'), when both are the same length of time."""
    first, second = (
        Decimal(match.group(i)) * _SECONDS[match.group(i + 1).lower().removesuffix("s")] for i in (1, 3)
    )
    return match.group(0)[: match.group(0).index("(")].rstrip() if first == second else match.group(0)


# 「5万5000円」 (「五万五千円」), 「1億2千万」, 「3千5百」: one number in parts, each section of 千/百/ones
# scaled by the 億 or 万 after it
_SECTION = r"(?:\d+\s*千\s*)?(?:\d+\s*百\s*)?(?:\d+)?"
_COMPOUND = rx.compile(
    rf"(?<![\d,.])(?=\d)(?:{_SECTION}億\s*)?(?:{_SECTION}万\s*)?{_SECTION}(?![\d.,]|\s*[千百万億])"
)


def _section(text: str) -> int:
    """The value of a section written with 千 and 百 ('2千5百' is 2500)."""
    return sum(int(d) * {"千": 1000, "百": 100, "": 1}[u] for d, u in rx.findall(r"(\d+)\s*(千|百)?", text))


def _compound(match: re.Match[str]) -> str:
    """Adds up 「1億2千万」, 「5万5000」, 「3千5百」: each section times its scale (「5万」 left as it is)."""
    text = match.group(0)
    single = len(rx.findall(r"\d+", text)) < 2 and not rx.search(r"[千百]\s*[万億]", text)
    if single or not rx.search(r"[千百万億]", text):
        return text  # 「5万」, 「1.5万」: a number and its scale, read by `_scaled`
    total, section = 0, ""
    for part in rx.split(r"(億|万)", text):
        if part in ("億", "万"):
            total += _section(section) * (100_000_000 if part == "億" else 10_000)
            section = ""
        else:
            section += part
    return str(total + _section(section))


def _scaled(match: re.Match[str]) -> str:
    """Expands 1万 / 5千 / 2億 into plain digits."""
    factor = {"万": 10_000, "千": 1000, "億": 100_000_000}[match.group(2)]
    return str(round(float(match.group(1).replace(",", "")) * factor))


# Two counted parts with a separator listed between them are one sequence (a list of classes
# without counts, 「英字、ハイフン、数字のみ」, stays a list of what is allowed). A part's words end
# before its count's digits, so a run of digits is read once (500 digits took 0.4 s otherwise).
_PART = r"((?:[^、,。]*?[^、,。\d])?\d+(?:桁|文字|字))"
_SEQUENCE = rx.compile(
    _PART + r"、\s*(?:半角)?(ハイフン|スラッシュ|ドット|ピリオド|アンダースコア|コロン)、\s*" + _PART
)


# The longest number a rule names is an example code (a GTIN-14 has 14 digits). A longer run
# (also one written as 「1万1万…」) is not one, and each pattern that reads a number would walk
# it from every digit: 500 digits took 0.3 s, 「1万」 250 times 2.4 s.
MAX_DIGITS = 30
_NUM = r"-?\d+(?:\.\d+)?"
_LOWER = {"<": "greater than", "<=": "at least"}
_UPPER = {"<": "less than", "<=": "at most"}
_Replacement = str | Callable[[re.Match[str]], str]
_CONTRACTIONS = {
    "can't": "cannot", "mustn't": "must not", "shouldn't": "should not", "won't": "will not",
    "isn't": "is not", "aren't": "are not", "doesn't": "does not", "don't": "do not",
    "wouldn't": "would not", "it's": "it is",
}  # fmt: skip
# "cant be blank", "dont allow": a chat drops the apostrophe ("wont" and "its" are words of their own)
_CONTRACTIONS |= {c.replace("'", ""): w for c, w in _CONTRACTIONS.items() if c not in ("won't", "it's")}
_CONTRACTED = rx.compile(r"\b(?:" + "|".join(re.escape(c) for c in _CONTRACTIONS) + r")\b", re.IGNORECASE)


def _not_edge(match: re.Match[str]) -> str:
    """「it does not end with 00」 is 「must not end with 00」, unless a condition or relative clause
    says it."""
    clause = rx.split(r"[.;:!?]", match.string[: match.start()])[-1]
    if rx.search(
        r"\b(?:if|when|whenever|unless|where|that|which|who|whose|otherwise|reject|error)\b", clause, NOCASE
    ):
        return match.group(0)
    return f"must not {match.group(1)} {match.group(2)}"


# a kind of character a value may be told not to hold ("do not put digits in it")
_CLASS_WORD = (
    r"(?:digits?|numbers?|numerals?|letters?|spaces?|symbols?|special\s+characters?|punctuation|hyphens?|dash(?:es)?"
    r"|slashes?|commas?|ampersands?|asterisks?|full[- ]?width|half[- ]?width|lower[- ]?case|upper[- ]?case"
    r"|capitals?)"
)
# "a 3-digit region", "a 2-letter team code": a part of a code, counted
_NAMED_PART = (
    r"(?:an?\s+)?\d+[- ](?:digit|letter|character)\s+"
    r"(?!(?:or|and|to|long|max|min|maximum|minimum|only)\b)[a-z]+(?:\s+(?:code|number|id|no\b\.?))?\b"
)


# a count of a class a value holds ("1 uppercase letter", "a digit")
_HELD_COUNT = r"(?:\d+|an?|one)\s+(?:[\w-]+\s+)?(?:letters?|digits?|numbers?|numerals?|symbols?)\b"


def _next_part(match: re.Match[str]) -> str:
    """'2 digits plus 3 letters' is a sequence; 'at least 1 letter + 1 digit', 'with 1 letter + 1 digit' two
    classes demanded."""
    before = match.string[: match.start()]
    if re.search(
        r"\b(?:at\s+least|min(?:imum)?|contains?|containing|incl(?:uding|udes?|\.)?)\s", before, re.I
    ):
        return match.group(0)
    if re.search(r"\b(?:with|having|needs?|requires?)\s+(?:\d+|an?|one)\s+(?:[\w-]+\s+){0,2}$", before, re.I):
        return match.group(0)  # "10 characters or more, with 1 uppercase letter + 1 digit": each demanded
    return f"{match.group(1)} followed by "


def _layout_parts(match: re.Match[str]) -> str:
    """'2-digit row' is '2 digits' and 'aisle letter A-H' is 'letter A-H' in a layout listed by commas."""
    text = rx.sub(
        r"\b(\d+)-(digit|letter|character)\s+(?!(?:or|and|to|long|max|min|maximum|minimum|only|code|number|string"
        r"|value|values)\b)[a-z]+\b(?=\s*(?:,|\(|$))",
        lambda m: f"{m.group(1)} {m.group(2)}{'s' if m.group(1) != '1' else ''}",
        match.group(0),
        flags=re.IGNORECASE,
    )
    return rx.sub(r"(?<=[,:]\s)[a-z]+\s+(letter|digit)\s+(?=[A-Z0-9]\s*-\s*[A-Z0-9]\b)", r"\1 ", text)


# the class a named part's word gives ("a 6-character alphanumeric code" is 6 alphanumeric characters)
_PART_CLASS = r"alphanumeric|alphabetic|numeric|upper[- ]?case|lower[- ]?case|capital|hex(?:adecimal)?"


def _named_parts(match: re.Match[str]) -> str:
    """'followed by a 3-digit region and a 2-letter team' is 'followed by 3 digits followed by 2 letters'."""
    counts = rx.findall(
        rf"(\d+)[- ](digit|letter|character)\s+((?:{_PART_CLASS})\b)?", match.group(0), NOCASE
    )
    return " ".join(f"followed by {n} {f'{cls} ' if cls else ''}{unit.lower()}s" for n, unit, cls in counts)


_ONE_DIGIT = rx.compile(r"\s*(?:an?\s+)?(?:zero\b|['\"「]?\d['\"」]?(?![\w'\"」]))", re.IGNORECASE)


def _end_refused(match: re.Match[str]) -> str:
    """'the first digit must not be 0' (the first of the digits), 'the last character cannot be …'."""
    first = match.group(1).lower() == "first"
    if first and match.group(2).lower() == "digit" and _ONE_DIGIT.match(match.string, match.end()):
        return "the first digit must not be "
    return "must not start with " if first else "must not end with "


def _placed_refused(match: re.Match[str]) -> str:
    """'Must not use 0 as the first digit' (the first of the digits), '… as the last character'."""
    digit = rx.fullmatch(r"['\"]?\d['\"]?", match.group(1))
    if match.group(2) and digit and rx.match(r"digit", match.group(0).rsplit(None, 1)[-1], re.IGNORECASE):
        return f"the first digit must not be {match.group(1).strip(chr(39) + chr(34))}"
    return f"must not {'start' if match.group(2) else 'end'} with {match.group(1)}"


# How a spreadsheet note abbreviates, and a few everyday turns of phrase.
def _days_past_today(match: re.Match[str]) -> str:
    """'more than 14 days from today' is 'at least 15 days from today'; kept under a negation."""
    if rx.search(
        r"(?:\b(?:not|no|never|nothing|none|cannot)|n't)(?:\s+be)?\s*$", match.string[: match.start()], re.I
    ):
        return match.group(0)
    return f"at least {int(match.group(1)) + 1} days from today"


def _rest_after_start(match: re.Match[str]) -> str:
    """'starts with PO, the rest are digits': the start named, then digits only (kept when none is named)."""
    starts = list(
        rx.finditer(
            r"\b(?:starts?|begins?|starting|beginning)\s+with\s+"
            r"('[^'\s]{1,8}'|\"[^\"\s]{1,8}\"|[A-Z0-9][A-Z0-9-]{0,7})\b"
            # (not "starts with 2 letters": a count)
            r"(?!\s+(?:letters?|digits?|characters?|capitals?|numbers?)\b)",
            match.string[: match.start()],
        )
    )
    named = match.group("named") or (starts[-1].group(1) if starts else None)
    if named is None:
        return match.group(0)
    joined = match.start() == 0 or rx.search(r"[,;:]\s*$", match.string[: match.start()]) is not None
    return ("" if joined else ", ") + f'must be "{named.strip(chr(39) + chr(34))}" and then digits only'


_SMALL_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _groups_spelt_out(match: re.Match[str]) -> str:
    """'4 groups of 5 digits separated by hyphens' is each group in order with the mark between."""
    groups = int(_SMALL_COUNTS.get(match.group(1).lower(), match.group(1)))
    mark = {"h": "a hyphen", "d": "a hyphen", "s": "a space"}[match.group(3)[0].lower()]
    return f", then {mark}, then ".join([match.group(2).strip()] * groups)


def _digit_groups(match: re.Match[str]) -> str:
    """「数字16桁、4桁ごとにスペース区切り」: four groups of 4 digits, a space between (kept when uneven)."""
    total, size = int(match.group(1)), int(match.group(2))
    if size <= 0 or total % size or total // size < 2:
        return match.group(0)
    mark = "a space" if match.group(3) in ("スペース", "「 」") else "a hyphen"
    return f", then {mark}, then ".join([f"{size} digits"] * (total // size))


def _count_then_span(match: re.Match[str]) -> str:
    """「数字3桁、100〜899」 as 「数字3桁(100~899)」: a code's count and span (not years: a number's)."""
    low, high = (n.strip() for n in match.group(3).split("~"))
    width = int(match.group(2))
    if len(low) != width or len(high) != width or (width == 4 and 1000 <= int(low) < int(high) <= 2999):
        return match.group(0)
    return f"{match.group(1)}({low}~{high})"


def _quoted_run(match: re.Match[str]) -> str:
    """「「第1類」〜「第6類」」 as 「第1類」「第2類」…「第6類」 (as written when long or backwards)."""
    low, high = int(match.group(2)), int(match.group(4))
    if not 0 < high - low <= 50:
        return match.group(0)
    return "".join(f"「{match.group(1)}{n}{match.group(3)}」" for n in range(low, high + 1))


def _start_then_digits(match: re.Match[str]) -> str:
    """'starts with two letters, the rest are digits' is '2 letters followed by digits only'."""
    if match.group("one"):
        one, two = (match.group(n).strip(chr(39) + chr(34)) for n in ("one", "two"))
        return f'"{one}" or "{two}" followed by digits only'
    return f"{match.group(1)} followed by digits only"


def _parts_of_count(match: re.Match[str]) -> str:
    """「英数字8桁(先頭2桁は英大文字、残り6桁は数字)」 as 「英大文字2文字+数字6桁」 (or as written)."""
    total, first, second = int(match.group(1)), int(match.group(2)), int(match.group(4))
    if first + second != total:
        return match.group(0)
    head, tail = match.group(3), match.group(5)
    head_unit, tail_unit = ("桁" if name == "数字" else "文字" for name in (head, tail))
    return f"{head}{first}{head_unit}+{tail}{second}{tail_unit}"


def _count_broken_down(match: re.Match[str]) -> str:
    """「数字8桁(年4桁+連番4桁)」: a bracket naming parts whose counts add up to the count goes."""
    parts = [int(n) for n in rx.findall(r"(\d+)\s*(?:桁|[- ]?digits?\b)", match.group(3), NOCASE)]
    if len(parts) < 2 or sum(parts) != int(match.group(1)):
        return match.group(0)
    return match.group(1) + match.group(2)


def _grouped_digits(match: re.Match[str]) -> str:
    """「ハイフン区切り、数字10桁」: digits and the mark, the digits counted (a phone number's or a postal
    code's layout is their reader's: 「携帯番号:ハイフン区切り、数字11桁」 lets the hyphens be left out)."""
    if rx.search(r"電話|携帯|TEL|FAX|郵便|〒|phone|postal|post\s*code|zip", match.string, NOCASE):
        return match.group(0)
    return f"数字と{match.group(1) or match.group(4)}のみ、{match.group(2) or match.group(3)}"


def _codes_refused(match: re.Match[str]) -> str:
    """'5 digits except 00000 and 99999': the codes, refused in a clause of their own."""
    several = rx.search(r"[,/]|\band\b|\bor\b", match.group(1), NOCASE) is not None
    return f"; {match.group(1)} {'are' if several else 'is'} not allowed"


def _month_end(month: int) -> int:
    """The last day of a month whose end does not move with the year (0 for February and for no month)."""
    return calendar.monthrange(2001, month)[1] if 1 <= month <= 12 and month != 2 else 0


def _days_of_year(match: re.Match[str]) -> str:
    """「4月1日または10月1日のみ」: the days, written as the English days of a year they are."""
    said = [
        (m, d or str(_month_end(int(m))))
        for m, d in rx.findall(r"(\d{1,2})月(?:(\d{1,2})日|末)", match.group(1))
    ]
    if not all(1 <= int(m) <= 12 and int(d) for m, d in said):
        return match.group(0)  # (「2月末」: its day changes with the year)
    days = [f"{int(d)} {next(name for name, n in _MONTHS.items() if n == int(m))}" for m, d in said]
    return (", ".join(days[:-1]) + " or " + days[-1] if len(days) > 1 else days[0]) + " only"


def _stepped_run(match: re.Match[str]) -> str:
    """'6, 12, 18 ... up to 60': from the first to the last, in the steps the first ones show."""
    first, second, third, last = (int(match.group(i)) for i in (1, 2, 3, 4))
    step = second - first
    if step <= 0 or third - second != step or last <= third or (last - first) % step or first % step:
        return match.group(0)
    return f"from {first} to {last}, in steps of {step}"


def _gloss_dropped(match: re.Match[str]) -> str:
    """「「99」「00」以外(99: その他、00=未設定)」: a closing bracket glossing a quoted code goes."""
    return "" if f"「{match.group(1)}」" in match.string[: match.start()] else match.group(0)


# "Japanese characters", "full-width letters": a kind of characters, refused as such ("no Japanese …")
_CHARACTERS_NAMED = rx.compile(
    r"(?<![\d-])\b(?:characters?|letters|digits|symbols|kana|kanji)$", re.IGNORECASE
)


# "must not be beyond", "should not go beyond", "not beyond": a bound refused past
_NOT_BEYOND = r"(?:(?:must|should|shall|may|can)\s*(?:not|n't)\s+(?:be|go|fall|lie)\s+beyond|not\s+beyond)"
# "30 days from today", "6 months ahead", "7 days ago": a day counted from today
_COUNTED_FROM_TODAY = (
    r"\d+\s*(?:days?|weeks?|months?|years?)\s+"
    r"(?:after|from|ahead|in\s+the\s+future|ago|back|before\s+today)\b"
)
# a code named in a list of values refused: upper-case letters or digits ("CII", "N/A", "0")
_CODE = r"(?-i:[A-Z0-9][A-Z0-9/-]{0,11})\b"


def _neither(match: re.Match[str]) -> str:
    """'not CI and not CII' said as 'not CI or CII': each value refused."""
    codes = rx.findall(rf"(?:\bnot|\bnor)\s+({_CODE})", match.group(0), re.IGNORECASE)
    return "not " + (", ".join(codes[:-1]) + " or " + codes[-1] if len(codes) > 1 else codes[0])


def _non_zero_digit(match: re.Match[str]) -> str:
    """'… at least one non-zero digit': after a count of digits, not all zeros; else a digit 1 to 9 held."""
    before = match.string[: match.start()]
    if rx.search(r"\b\d+[\s-]*digits?\b", before, NOCASE):
        return ", not all zeros"
    opening = not before.strip() or before.rstrip().endswith(":")  # "Password: at least 1 non-zero digit"
    return (" " if opening else ", ") + "must contain a non-0 digit"


# a code refused after what a value may be: digits or capitals ("00000", "I"), or quoted
_REFUSED_CODE = (
    r"(?-i:[A-Z0-9][A-Z0-9-]{0,11})(?![A-Za-z0-9-])|'[^'\s]{1,12}'|\"[^\"\s]{1,12}\"|「[^」\s]{1,12}」"
)
_FULLWIDTH_ONLY = rx.compile(r"(?<![半非])全角(?:文字)?(?:のみ|だけ)")
_SCRIPT = r"(?:漢字|ひらがな|カタカナ|かな|カナ|英字|英大文字|英小文字|数字)"
# words before counts of classes that demand them held, in no order ("at least 1 digit, 1 letter, …")
_HELD_SAID = r"\b(?:at\s+least|min(?:imum)?|contains?|containing|including|includes?|with)\s*:?\s*$"
# the case said of a whole value ("…, all lowercase"; not "no lowercase")
_LOWER_WHOLE = rx.compile(r"\b(?:all|in)\s+lower[- ]?case\b|\blower[- ]?case\s+only\b", re.IGNORECASE)
# a part of a layout: a count of a class of characters ("2 digits", "an uppercase letter", "a hyphen")
_LAYOUT_PART = (
    r"(?:(?:\d+|an?|one)\s+(?:(?:upper|lower)[- ]?case\s+|capital\s+)?(?:letters?|digits?|alphanumerics?)"
    r"|an?\s+(?:hyphen|dash|slash|space))"
)
# marks named by word ("colons", "dashes"; `named_literal` gives their characters)
_MARK_NAME = r"(?:colons?|dashes|dash|hyphens?|slashes|slash|dots?|periods?|commas?|underscores?|semicolons?)"


def _mark_char(word: str) -> str:
    """The character a mark's name stands for ('dashes' is "-")."""
    named = named_literal(word.lower())
    return named[1] if named else word


# the classes of characters a half width is said of, and their Japanese names
_HALF_CLASS = r"(?:letters?|digits?|numbers?|katakana|kana|symbols?|spaces?)"
_HALF_NAMES = {
    "letter": "半角英字",
    "digit": "半角数字",
    "number": "半角数字",
    "katakana": "半角カナ",
    "kana": "半角カナ",
    "symbol": "半角記号",
    "space": "半角スペース",
}


# What may follow the digits of a layout: the end of the sentence or of a clause, after a note in brackets
_CLAUSE_END = rx.compile(r"(?:\s*\([^()]*\))?\s*(?:$|[.;]\s|[.;]$)")
# A range refused or set aside, not demanded: "the number 000 to 099 are for test stores and not allowed"
_RANGE_REFUSED = rx.compile(r"\b(?:not|never|reserved|cannot|can't|test|unused|except)\b|不可|除く", NOCASE)


def _digits_end_refused(match: re.Match[str]) -> str:
    """'ST' + 4 digits, the number part not 0000: the digits end the layout, so does the value refused."""
    refused = match.group(2) or match.group(3)
    if set(refused) == {"0"}:  # "can't be 0": the number zero, written in the digits' width
        refused = refused.zfill(int(match.group(1)))
    if len(refused) != int(match.group(1)) or not _CLAUSE_END.match(match.string, match.end()):
        return match.group(0)  # ("'DK' + 3 digits (000 not used) + '-J'": the layout goes on)
    return f"{match.group(1)} digits; must not end with {refused}"


def _digit_part_refused(match: re.Match[str]) -> str:
    """「英大文字2文字+数字4桁で、数字部分は0000不可」: the digits end (or start) it, so do the values."""
    refused = rx.findall(r"\d+", match.group(2))
    before = rx.sub(r"^[^:]{1,30}:\s*", "", match.string[: match.start()])
    counts = list(rx.finditer(r"数字\s*(\d+)\s*桁|(\d+)\s*桁の数字", before))
    width, edge = (int(match.group(1)), "末尾") if match.group(1) else (None, "末尾")
    if width is None and len(counts) == 1:
        width = int(counts[0].group(1) or counts[0].group(2))
        if rx.search(
            r"英|文字|「|\+", before[counts[0].end() :]
        ):  # 「数字4桁+英大文字2文字」: the digits first
            edge = "先頭" if not rx.search(r"英|文字|「", before[: counts[0].start()]) else ""
    # (「数字部分は0不可」: the number zero, written in the digits' width)
    refused = [value.zfill(width) if width and set(value) == {"0"} else value for value in refused]
    if (
        not width
        or not edge
        or any(len(value) != width for value in refused)
        or "桁" in match.string[match.end() :]
    ):
        return match.group(0)
    return f"{edge}は" + "".join(f"「{value}」" for value in refused) + "不可"


# Mailboxes a steward refuses by name ("no noreply / no-reply addresses")
_MAILBOX = (
    r"(?:no-?reply|do-?not-?reply|donotreply|info|admin|test|support|sales|postmaster|webmaster|root|abuse"
    r"|mailer-daemon)"
)


def _unless_after(context: str, reworded: _Replacement) -> Callable[[re.Match[str]], str]:
    """A rewording that leaves its match as it is where the text before it ends in the context given."""

    def reword(match: re.Match[str]) -> str:
        if rx.search(context + "$", match.string[: match.start()]):  # (a context may open with its flags)
            return match.group(0)
        return reworded(match) if callable(reworded) else match.expand(reworded)

    return reword


def _listed_or(items: list[str]) -> str:
    """'a, b or c'."""
    return ", ".join(items[:-1]) + f" or {items[-1]}" if len(items) > 1 else items[0]


def _digits_ranged(match: re.Match[str]) -> str:
    """'S' + 3 digits, the number between 001 and 299: the digits make a number between two of their width."""
    low, high = match.group(2) or match.group(4), match.group(3) or match.group(5)
    clause = rx.sub(r"\([^()]*\)", " ", rx.split(r"[.;]\s|[.;]$", match.string[match.end() :])[0])
    if (
        not len(low) == len(high) == int(match.group(1))
        or _RANGE_REFUSED.search(clause)
        or not _CLAUSE_END.match(match.string, match.end())
    ):
        return match.group(0)  # ("…, followed by a check letter": more of the layout after the number)
    return f"{match.group(1)} digits ({low}-{high})"


def _quoted_each(match: re.Match[str]) -> str:
    """A list of single characters named after their class ("letters I, O and Q"), each quoted."""
    return rx.sub(r"(?<![^\s,、])([^\s,、])(?![^\s,、])", r"'\1'", match.group(1))


_SHORTHAND: list[tuple[str, _Replacement]] = [
    # "cannot be before 1990-04-01 or in the future": two refusals, a bound and the future
    (
        r"\b(?:cannot|can't|must\s+not|may\s+not)\s+be\s+(?:earlier\s+than|before)\s+(\d{4}-\d{2}-\d{2})\s+or\s+in\s+the\s+future\b",
        r"must be on or after \1 and must not be in the future",
    ),
    # "no email addresses allowed in the text": none held anywhere
    (
        r"\bno\s+e-?mail\s+addresses\s+(?:are\s+)?(?:allowed|permitted)(?:\s+in\s+(?:the\s+)?(?:text|note|field))?",
        "must not contain an email address",
    ),
    # "must not use the domain example.com": addresses on it refused
    (r"\b(must\s+not|may\s+not|cannot)\s+use\s+the\s+domain\s+(?=@?[a-z0-9-]+\.[a-z])", r"\1 be on "),
    # "12 characters: 7 digits, one uppercase letter, 4 digits": a length the parts after it add up to
    (
        r"\b(?:exactly\s+)?(\d+)\s*(?:chars?|characters)(?:\s+long)?\s*[:,\-\u2013\u2014]\s*"
        r"(?=((?:[^.;()]|\([^()]*\))+))",
        lambda m: "" if _parts_add_up(int(m[1]), m[2]) else m[0],
    ),
    # "the local part must not be 'info'": that name before the @ refused
    (
        r"\b(?:the\s+)?(?:local[- ]part|part\s+before\s+(?:the\s+)?@)\s+(?:must|may|should)\s+not\s+be\s+"
        r"[\"']?([\w.+-]{1,30})[\"']?",
        r"must not start with '\1@'",
    ),
    # "Dock door: 'D' then a number from 01 to 24, always two digits": the two digits the range says already
    (r"(\bfrom\s+0\d\s+to\s+\d\d)\s*,?\s*(?:always\s+)?(?:2|two)\s+digits\b", r"\1"),
    # "must not point to localhost": the machine's own name refused
    (
        r"\b(?:must\s+not|cannot|can't|should\s+not|may\s+not|never)\s+(?:point|link|go|resolve)\s+to\s+localhost\b"
        r"(?!\s+(?:or|and)\b)",
        "no localhost",
    ),
    # "'E' + 5 digits + trailing A or B": the last letter, one of those
    (
        r"(?<=\+)\s*(?:a\s+)?(?:trailing|final|suffix)\s+(?:letter\s+)?(?=(?-i:[A-Z])\s+or\s+(?-i:[A-Z])\b)",
        " ",
    ),
    # "four capital letters ending in U, then 7 digits": the letters before the last one, then it
    (
        r"\b(\d)\s+(capital|upper[- ]?case)\s+letters\s*,?\s+"
        r"(?:ending|ending\s+with|ending\s+in|the\s+last\s+(?:one\s+)?being)\s+(?:in\s+|with\s+)?[\"']?((?-i:[A-Z]))[\"']?\s*,?\s*(then|followed\s+by)\b",
        lambda m: f"{int(m[1]) - 1} {m[2]} letters, then '{m[3]}', {m[4]}" if int(m[1]) > 1 else m[0],
    ),
    # "https://researchmap.jp/<id> only": a placeholder after the site's address
    (r"(https?://[^\s<>]+/)<[A-Za-z_ -]{1,20}>", r"\1"),
    # "must be https and point to a .pdf file": the link's ending
    (r"\b(?:point|link)\s+to\s+an?\s+(\.[a-z0-9]{2,5})\s+file\b", r"end with '\1'"),
    # "must be on a Japanese domain (ending .jp)": the names under .jp
    (
        r"\b(?:(?:must\s+)?be\s+)?(?:on|in)\s+an?\s+japanese\s+domain"
        r"(?:\s*\(\s*(?:ending|ends\s+(?:in|with))\s+\.jp\s*\))?",
        # (not "must not be on a Japanese domain": refused, which this does not say)
        lambda m: (
            m[0]
            if rx.search(r"(?i)\b(?:not|never|no)\s+$", m.string[: m.start()])
            else "domain must end in .jp"
        ),
    ),
    # "no info@, admin@ or noreply@": those names before the @ refused
    (
        r"\bno\s+([A-Za-z0-9._-]+@(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s|/)\s*[A-Za-z0-9._-]+@)*)"
        r"(?:\s+(?:e-?mail\s+)?addresses)?(?=\s*(?:$|[.;,)]))",
        lambda m: "must not start with " + _listed_or(rx.findall(r"[A-Za-z0-9._-]+@", m.group(1))),
    ),
    # 「go.jp または lg.jp で終わるドメインのみ」: the names under those domains
    (
        r"(?<![A-Za-z0-9.-])(\.?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}"
        r"(?:\s*(?:または|又は|もしくは|か|、|・|/)\s*\.?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})+)"
        r"\s*で終わるドメイン\s*(?:のみ|に限る|に限ります)\s*(?:(?:登録|入力|使用)?\s*(?:可|OK))?",
        lambda m: (
            "domain must end in "
            + _listed_or(
                ["." + d.lstrip(".") for d in rx.findall(r"\.?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}", m[1])]
            )
        ),
    ),
    # 「「.jp」で終わるドメインに限る(.co.jp含む)」: a domain under the one allowed, said to be let in too
    (r"\s*\(\s*\.[a-z]{2,}(?:\.[a-z]{2,})*\s*(?:も|を)?\s*(?:含む|含め)\s*\)", ""),
    # "whole millimetres only": whole numbers
    (
        r"\bwhole\s+(?:millimet(?:re|er)s|centimet(?:re|er)s|met(?:re|er)s|mm|cm|units|minutes|yen|days|hours|grams)"
        r"\s+only\b",
        "whole numbers only",
    ),
    # "must not be a noreply address": the addresses of no reply refused by the name before the @
    (
        r"\b(?:(?:must|may)\s+not\s+be|no)\s+(?:an?\s+)?(?:no-?reply|do-?not-?reply)(?:\s*/\s*(?:no-?reply|do-?not-?reply))?"
        r"\s+(?:e-?mail\s+)?address(?:es)?\b",
        "must not start with 'noreply@', 'no-reply@' or 'donotreply@'",
    ),
    # "no role addresses such as info@ or admin@": those names before the @ refused
    (
        r"\bno\s+(?:role|generic|shared|team)?\s*(?:addresses|accounts|mailboxes)\s*,?\s*(?:such\s+as|like|e\.g\.)\s+"
        r"([A-Za-z0-9._-]+@(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s|/)\s*[A-Za-z0-9._-]+@)*)",
        lambda m: "must not start with " + _listed_or(rx.findall(r"[A-Za-z0-9._-]+@", m.group(1))),
    ),
    # "any domain except .ru and .cn": the names under those domains refused
    (
        r"\bany\s+domain\s+(?:except|but|other\s+than)\s+(\.[a-z]{2,}(?:\.[a-z]{2,})?"
        r"(?:\s*(?:,|\band\b|\bor\b|/)\s*\.[a-z]{2,}(?:\.[a-z]{2,})?)*)",
        lambda m: (
            "domain must not end in " + _listed_or(rx.findall(r"\.[a-z]{2,}(?:\.[a-z]{2,})?", m.group(1)))
        ),
    ),
    # 「月末日のみ(2月は28日、閏年は29日)」: the last day, the note saying what it is in February
    (r"(月末(?:日)?(?:のみ|だけ)?)\s*\(\s*2\s*月は[^()]{1,30}\)", r"\1"),
    # "must be one of [A, B, C]", 「区分は[A、B、C]のどれか」: a list in square brackets, the values
    (
        r"(?:(?<=\bof\s)|(?<=:\s)|(?<=:)|(?<=は))\[(?=[^\[\]]*[A-Za-z\u3040-\u9fff])"
        r"(?![^\[\]]*(?<![\w-])[A-Za-z0-9]-[A-Za-z0-9](?![\w-]))([^\[\]]{1,200}?[,、][^\[\]]{1,200}?)\]",
        r"\1",
    ),
    # "Codes are 5 digits, none starting with 0": a start refused
    (
        r"\bnone\s+(start|begin|end)(?:ing|s)?\s+(with|in)\b",
        lambda m: f"must not {m[1].lower()} {m[2].lower()}",
    ),
    # 「先頭が0990の番号は登録不可」: the values so starting (not the literal 「0990の番号」)
    (
        r"((?:先頭|末尾|最初|最後)(?:の\d+(?:桁|文字))?\s*(?:が|は)\s*「?[0-9A-Za-z-]+」?)\s*の\s*(?:番号|コード|値|ID|データ)"
        r"(?=\s*(?:は|も))",
        r"\1のもの",
    ),
    # 「info@、sales@ は登録不可」: addresses refused by the name before the @
    (
        r"(?<![\w.@-])([A-Za-z0-9._-]+@(?:\s*[、,・]\s*[A-Za-z0-9._-]+@)*)\s*(?:で始まる(?:アドレス)?)?\s*(?:は|も)?\s*"
        r"(?:登録|入力|使用)?\s*(?:不可|禁止|NG)",
        lambda m: "must not start with " + _listed_or(rx.findall(r"[A-Za-z0-9._-]+@", m.group(1))),
    ),
    # "Unit of measure - exactly as written: kg, g, pcs": how the values are written, before them
    (
        r"\s*[-\u2013\u2014]?\s*(?:exactly\s+)?as\s+(?:written|listed|shown)\s*:\s*",
        lambda m: ": " if m.start() else m[0],
    ),
    # 「ASCIIの英大文字のみ」: ASCII letters are those letters already
    (r"\bASCII\s*の\s*(?=英|半角|大文字|小文字|数字)", ""),
    # 「0.5h刻み」: a step in hours
    (r"(\d+(?:\.\d+)?)\s*(?:h|時間)\s*(?=刻み|単位)", r"\1"),
    # "Hex token, never upper case": no letters of that case (had been read as demanded)
    (
        r"(?:(?<=^)|(?<=[,;:]\s))never\s+(?:in\s+)?(upper|lower)[- ]?case\b(?:\s+letters)?",
        r"no \1-case letters",
    ),
    # "letters I, O and Q not allowed": those letters, named
    (
        r"\bletters\s+((?-i:[A-Z])(?:\s*(?:,|\band\b|\bor\b)\s*(?-i:[A-Z]))+)\b(?=\s+(?:are\s+|is\s+)?not\b)",
        _quoted_each,
    ),
    # "same-day delivery not accepted": today refused
    (
        r"\bsame[- ]day(?:\s+[a-z]+){0,2}?\s+(?:is\s+|are\s+)?"
        r"(?:not\s+(?:accepted|allowed|permitted|possible)|refused|rejected)\b",
        "today is not allowed",
    ),
    # "https and host kitaminami.sharepoint.com only", "Route map URL: https, no query string": the scheme,
    # then a second condition
    (r"^((?:[^:]{1,40}:\s*)?)https\s*(?:,\s*(?:and\s+)?|\s+and\s+(?=(?:the\s+)?host\b))", r"\1https only, "),
    # "the file must be .jpg or .png": the link's ending
    (
        r"\b(file(?:\s*name)?\s+(?:must|should|has\s+to|needs\s+to))\s+be\s+(?=\.[a-z0-9]{2,5}\b)",
        r"\1 end in ",
    ),
    # "in quarter-hour steps (0.25)": a step of a part of an hour
    (
        r"\bin\s+(quarter|half)[- ]hour\s+(?:steps|increments)(?:\s*\(\s*0?\.\d+\s*(?:h|hours?)?\s*\))?",
        lambda m: "in steps of " + ("0.25" if m[1].lower() == "quarter" else "0.5"),
    ),
    # "8 digits with a hyphen after the 4th": the digits either side of the mark
    (
        r"\b(\d+)\s+digits\s*,?\s*with\s+an?\s+(hyphen|dash|slash|space)\s+after\s+the\s+(\d+)(?:st|nd|rd|th)?"
        r"(?:\s+(?:one|digit))?\b",
        lambda m: (
            f"{m[3]} digits, a {m[2]}, then {int(m[1]) - int(m[3])} digits" if int(m[1]) > int(m[3]) else m[0]
        ),
    ),
    # "must not contain the hiragana お, し, へ or ん": those characters, named
    (
        r"\b(?:the\s+)?(?:hiragana|katakana|kana|characters)\s+([^\s,、\"'「」](?:\s*(?:,|、|\band\b|\bor\b)\s*[^\s,、\"'「」])+)"
        r"(?=\s*(?:$|[.;]|\s+(?:are|is)\b))",
        _quoted_each,
    ),
    # "top-level domain must be .jp or .com": the ending of the domain
    (
        r"\b(?:the\s+)?(?:top[- ]level\s+domain|tld)\s+(?:must|should|has\s+to|needs\s+to)\s+be\s+"
        r"(?=\.[a-z]{2,})",
        "domain must end in ",
    ),
    # "JV, 4-digit year, hyphen, 6-digit sequence": a year among the parts of a layout is four digits
    (r"(?<=,\s)(\d)[- ]digit\s+year\b(?=\s*,)", r"\1 digits"),
    # "ends with a 4-digit year", "end with a two-digit size code": digits at the end
    (
        r"\b((?:end|finish)(?:s|ing)?\s+with)\s+an?\s+(\d)[- ]digit\s+"
        r"(?!(?:[a-z]+\s+){0,2}?(?:hex|letter|alpha))"
        r"(?:[a-z]+\s+){0,2}?"
        r"(?:year|code|number|suffix|sequence|serial)\b",
        r"\1 \2 digits",
    ),
    # "must be uppercase alphanumeric": capitals and digits
    (
        r"\b(upper|lower)[- ]?case\s+alpha-?numerics?(?:\s+characters)?\b",
        r"\1-case letters and digits",
    ),
    # "in 0.5 h steps": a step in the unit the value is in
    (
        r"\bin\s+(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?|mins?|minutes?|s|secs?|seconds?|kg|g|mg|mm|cm|m|l|ml|%|pcs|pieces"
        r"|units)\s+(?:steps|increments)\b",
        r"in steps of \1",
    ),
    # 「8または10(単位:%)」: the unit the numbers are in, noted after them
    (r"(?<=\d)\s*\(\s*(?:単位\s*(?:[:：]|は)\s*[^()\d]{1,6}|%|円)\)", ""),
    # "halfwidth ASCII letters and digits": ASCII characters are half-width already
    (r"\bhalf[- ]?width\s+(?=ascii\s+(?:letters|alphanumeric|digits|upper|lower|capital|characters))", ""),
    # "Payment method in [bank transfer, direct debit, bill of exchange]": a list in square brackets
    # (not "in [A-Z, 0-9]": spans of characters)
    (
        r"\bin\s*[\[{](?![^\[\]{}]*(?<![\w-])[A-Za-z0-9]-[A-Za-z0-9](?![\w-]))(?=[^\[\]{}]*[A-Za-z])"
        r"([^\[\]{}]{1,200}?,[^\[\]{}]{1,200}?)[\]}]\s*\.?\s*(?:[-\u2013\u2014,]\s*nothing\s+else\s*\.?\s*)?$",
        r"must be one of \1",
    ),
    # "Status code refused values: 'X', 'DEL', 'TMP' (anything else is fine)": the values refused, listed
    (
        r"^(?:[\w-]+\s+){0,3}?(?:refused|rejected|forbidden|banned|blocked|disallowed|prohibited)\s+"
        r"(?:values?|codes?|entries)(?:\s+for\s+[\w ]{1,20}?)?\s*:\s*(?=\S)",
        "must not be ",
    ),
    (
        r"\s*\(\s*(?:anything|everything|all)\s+else\s+(?:is\s+)?(?:fine|ok|okay|allowed|accepted)\s*\)\s*\.?\s*$",
        "",
    ),
    # "exactly 12 chars: 'SW' then 10 digits": a length the layout after it adds up to, said first
    (
        r"\b(?:exactly\s+)?(\d+)\s*(?:chars?|characters)(?:\s+long)?\s*[:,\-\u2013\u2014]\s*(?=([\"'])([^\"']{1,10})\2\s+"
        r"(?:then|followed\s+by|\+|and\s+then)\s+(\d+)\s+(?:digits|letters|characters)\b)",
        lambda m: "" if int(m[1]) == len(m[3]) + int(m[4]) else m[0],
    ),
    # "nothing on a .test domain": the names under that domain refused
    (
        r"\b(?:nothing|no\s+(?:addresses|e-?mails|urls|links|sites))\s+(?:on|in|at|under|from)\s+(?:an?\s+|the\s+)?"
        r"(\.[a-z]{2,}(?:\.[a-z]{2,})?(?:\s*(?:,|\bor\b|/)\s*\.[a-z]{2,}(?:\.[a-z]{2,})?)*)(?:\s+domains?)?\b",
        lambda m: (
            "domain must not end in " + _listed_or(rx.findall(r"\.[a-z]{2,}(?:\.[a-z]{2,})?", m.group(1)))
        ),
    ),
    # 「自社サイト(hanakosme.co.jp、サブドメイン含む)のみ」: the names under the domain, as a site lets in
    (
        r"(?:(?<=\.[a-z]{2})|(?<=\.[a-z]{3})|(?<=\.[a-z]{4}))\s*[、,]\s*サブドメイン(?:も|を)?\s*(?:含む|含めて|含め|可|OK)"
        r"(?=\s*[)）])",
        "",
    ),
    # "must start with the brand 'HANA '": what the quoted text is, named before it
    (
        r"\b((?:start|begin|end)(?:s|ing)?\s+with)\s+the\s+(?:brand(?:\s+name)?|company\s+name|maker'?s?\s+name"
        r"|text|string|literal)\s+(?=[\"'「])",
        r"\1 ",
    ),
    # "info@, sales@ and noreply@ are refused": addresses refused by the name before the @
    (
        r"(?<![\w.@-])([a-z0-9._-]+@(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s|/|、)\s*[a-z0-9._-]+@)*)"
        r"(?:\s+(?:e-?mail\s+)?addresses)?\s+(?:are|is)\s+(?:refused|rejected|not\s+allowed|not\s+accepted|forbidden|blocked)\b",
        lambda m: "must not start with " + _listed_or(rx.findall(r"[A-Za-z0-9._-]+@", m.group(1))),
    ),
    # "PO + 2-digit year + / + 6 digits": a mark alone between plus signs is a literal part of the layout
    (r"(?<=\+)\s*([/\-_.#:|])\s*(?=\+)", r' "\1" '),
    # "4 groups of 4 digits [1234-5678-9012-3456]": a sample in square brackets at the end is an example
    # (not a class of characters: "[A-Z]", "[0-9]")
    (
        r"\s*\[(?=[^\[\]]*\d)(?=[^\[\]]*[A-Za-z0-9]{3})([A-Za-z0-9][A-Za-z0-9\-/.:]{3,30})\]\s*\.?\s*$",
        r" (e.g. \1)",
    ),
    # "Fuel type - allowed: diesel, petrol": the field's name as a label before the label of the values
    (
        r"^[^:\d\"'「」]{1,40}:\s*(?=(?:allowed|accepted|valid|permitted)(?:\s+values)?\s*:|(?:values|options|choices)\s*:)",
        "",
    ),
    # "must not include angle brackets < or >": the marks named, then shown; the marks themselves
    (
        r"\b(?:angle|square|curly)\s+brackets?\s*(?:(?=[\"']?[<\[{])|\(\s*"
        r"([\"']?[<\[{][\"']?\s*(?:or|and|,|/)\s*[\"']?[>\]}][\"']?)\s*\))",
        lambda m: m.group(1) or "",
    ),
    # "6, 12, 18 ... up to 60", 「6、12、18…60」: a run of numbers in equal steps, shown by its first ones
    (
        r"(?<![\d.])(\d+)\s*[,、]\s*(\d+)\s*[,、]\s*(\d+)\s*[,、]?\s*(?:\.\.\.|…|‥|~)\s*[,、]?\s*"
        r"(?:(?:up\s+)?to\s+|まで\s*)?(\d+)(?![\d.])(?:\s*まで)?",
        _stepped_run,
    ),
    # "Incoterms - EXW, FCA or DDP only": a field's name set off by a spaced dash is a label (a name in
    # capitals, or one like "eSIM")
    (
        # (and "PO number - PO + 4 digits": a name of two capitals and a word)
        # (and "Journal voucher no. - JV, …": a name ending in an abbreviated "number")
        r"^((?-i:[A-Z]|[a-z](?=[a-z]?[A-Z]))[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){0,3}|(?-i:[A-Z]{2})(?:\s+(?!(?:must|should|shall|is|are|be|can|cannot|may|not|no|only|has|have)\b)[A-Za-z]{2,}){1,3}"
        r"|(?-i:[A-Z])[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){0,3}\s+no\.)"
        r"\s+[-\u2013\u2014]\s+(?=\S)",
        r"\1: ",
    ),
    # "URL: HTTPS, host docs.example.org, …": a scheme named alone, then where the link points
    (r"(?:(?<=^)|(?<=:\s)|(?<=:))\s*(https?)\s*,\s*(?=(?:host|domain|site|server|path)\b)", r"\1 only, "),
    # 「フリーダイヤル(0120・0800で始まる番号)は不可」: the bracket says which values the name stands for
    # (not a bracket of examples: 「フリーメール(gmail.com等のアドレス)は不可」)
    (
        r"[^\s、。:()]{1,15}\((?![^()]*(?:等|など|\betc\b))([^()]{1,40}?(?:番号|もの|コード|値|アドレス|URL|文字列))\)\s*"
        r"(?=は\s*(?:登録|入力|使用)?\s*(?:不可|禁止|(?-i:NG)))",
        r"\1",
    ),
    # 「0120・0800で始まる番号は不可」: unquoted starts (or ends) listed, each quoted (the last had been kept
    # alone)
    (
        r"(?<![\w「\"'\-・、/])([A-Za-z0-9-]{1,10}(?:\s*(?:・|、|/|または|又は|か)\s*[A-Za-z0-9-]{1,10})+)"
        r"(?=\s*(?:で|から)\s*(?:始ま|終わ))",
        lambda m: "または".join(
            f"「{part}」" for part in rx.split(r"\s*(?:・|、|/|または|又は|か)\s*", m.group(1))
        ),
    ),
    # "whole number of nights greater than 0": a whole number, what it counts named (not a count of digits)
    (
        r"\b(whole|positive)\s+number\s+of\s+(?:[a-z]+\s+){1,2}?(?=(?:greater|more|less|fewer|at\s+(?:least|most)"
        r"|between|from|over|under|above|below|up\s+to|no\s+(?:more|less))\b)",
        r"\1 number ",
    ),
    # "A-H then 2 digits", "letter (A-H) + 2 digits": a range of capitals opening a layout is one letter of it
    (
        r"(?:(?<=^)|(?<=:\s)|(?<=:))(?:(?:an?|one)\s+)?(?:letter\s*\(\s*)?((?-i:[A-Z]))\s*-\s*((?-i:[A-Z]))(?:\s*\))?"
        r"(?=\s*(?:then\b|followed\s+by\b|\+))",
        r" a letter \1-\2",
    ),
    # "(phone numbers go in their own field)", 「(電話番号は別欄に入力)」: what goes elsewhere (its bracket
    # opened into a clause by now: "Notes; phone numbers go in their own field, max 100 characters")
    (
        r"(?:(?<=[;:、])|\s*\()\s*[^;:、,()]{0,40}?(?:\b(?:go(?:es)?|belongs?|(?:are|is)\s+entered|should\s+go)\s+"
        r"(?:in(?:to)?|under)\s+(?:their|its|a|the)\s+(?:own|separate|other|dedicated)\s+field"
        r"|は\s*別\s*(?:の)?\s*(?:項目|欄|フィールド))[^;:、,()]{0,12}?(?:[,、]\s*|\)|(?=[;。.]|$))",
        "",
    ),
    # 「15分単位(例:900=15:00)」: an example that says what a value stands for, not a value to check
    (r"\s*\(\s*(?:例|e\.g\.?)\s*[:：]?\s*[^()=＝]{1,20}[=＝][^()=＝]{1,20}\)", ""),
    # "any date in calendar year 2027", 「2027年中」: the days of that year
    (
        r"\b(?:(?:any|a)\s+(?:date|day)\s+)?(?:with)?in\s+(?:the\s+)?(?:calendar\s+)?year\s+((?:19|20)\d\d)\b"
        r"|(?<![\d〜~\-])(?<!から)((?:19|20)\d\d)\s*年\s*(?:中|内)(?:の日付)?",
        lambda m: f"between {m.group(1) or m.group(2)}-01-01 and {m.group(1) or m.group(2)}-12-31",
    ),
    # 「全角文字のみ、40文字以内。半角英数字・半角記号は不可。」: the half-width characters refused restate
    # "full-width only" (read alone, 「半角記号」 refused every symbol, full-width ones too)
    (
        r"(?<=[。、])\s*半角[^、。・]{1,10}(?:\s*[・、]\s*半角[^、。・]{1,10})*\s*(?:は|も)\s*(?:使用|入力)?\s*"
        r"(?:不可|禁止|(?-i:NG))(?:です)?\s*(?=。|$)",
        lambda m: "" if _FULLWIDTH_ONLY.search(m.string[: m.start()]) else m.group(0),
    ),
    # "acme.com only, no subdomains except jp.acme.com": the subdomain excepted is let in beside the domain
    (
        r"\s*[,;]?\s*(?:no\s+subdomains?|sub-?domains?\s+(?:are\s+|is\s+)?not\s+(?:allowed|accepted|permitted))\s+"
        r"(?:except|other\s+than|apart\s+from|but)\s+((?:[a-z0-9-]+\.)+[a-z]{2,})\b",
        r" or \1 (no subdomains)",
    ),
    # "all uppercase letters and digits": the characters let in, one class list (not the value in upper case)
    (
        r"\ball\s+((?:upper[- ]?case|lower[- ]?case|capital)(?:\s+letters)?|capitals|letters)"
        r"\s*(,?\s*(?:and|or|&|,)\s*)(digits|numbers)\b",
        r"only \1\2\3",
    ),
    # "5 characters, all uppercase letters": letters only, in that case
    (
        r"\ball\s+((?:upper[- ]?case|lower[- ]?case|capital)\s+letters)\b(?!\s*,?\s*(?:and|or|&)\b)",
        r"only \1",
    ),
    # "must not all be digits", "cannot all be zeros": the value refused whole ("must not be all digits")
    (r"\b(must\s+not|may\s+not|should\s+not|cannot|can't|can\s+not)\s+all\s+be\b", r"\1 be all"),
    # "7 digits that do not start with 0": the relative clause as the rules say it ("must not")
    # (after a count only: "Reject codes that do not start with X" refuses what does not)
    (
        r"(?:(?<=\bcharacters)|(?<=\bchars)|(?<=\bdigits)|(?<=\bletters)),?\s+(?:that|which)\s+(?:do|does)\s+not\s+"
        r"(?=(?:start|begin|end|contain)\b)",
        " that must not ",
    ),
    # "a page on https://www.acme.com under the /hotels/ path": the site and its path, one address
    (
        r"(https?://[\w.-]+\.[a-z]{2,})/?\s+(?:under|in|within|below)\s+(?:the\s+)?(/[\w/.-]*)"
        r"(?:\s+(?:path|folder|directory|section))?",
        r"under \1\2",
    ),
    # 「先頭2文字は SL または SA」: the count of the start is the length of the values named (read as the
    # value's length, it had contradicted the length said before)
    (
        r"(先頭|末尾|最初の|最後の)\s*(\d{1,2})\s*(?:文字|桁)\s*(?:は|が)\s*"
        r"[「\"']?([A-Za-z0-9]+)[」\"']?\s*(?:または|又は|か|、|・|/|\bor\b)\s*[「\"']?([A-Za-z0-9]+)[」\"']?",
        lambda m: (
            m.group(0)
            if len(m.group(3)) != int(m.group(2))
            else f"{m.group(1).removesuffix('の')}は「{m.group(3)}」または「{m.group(4)}」"
        ),
    ),
    # "3 uppercase letters followed by 2 digits, and the letters must be TKY, OSK or NGY": the start named
    (
        r"\b(?:and\s+)?the\s+(?:letters|prefix|letter\s+part)\s+(?:must|should|shall|can\s+only)\s+be\s+(?:one\s+of\s+)?"
        r"(?=(?-i:[A-Z]{2,})(?:\s*(?:,|\bor\b|/)\s*(?-i:[A-Z]{2,}))+\s*[.;]?$)",
        "must start with ",
    ),
    # "32-character hexadecimal string (0-9, a-f; upper or lower case accepted)": the hex digits named again
    # (read as a count of 0 to 9 characters)
    (
        r"(\bhex(?:adecimal)?\b[^()]{0,30}?)\s*\(\s*0\s*-\s*9\s*(?:,|and|/)?\s*(?:a-f|A-F)(?:\s*(?:,|/|or)\s*(?:A-F|a-f))?"
        r"\s*(?:[;,]\s*(?=[^()]*\))|(\))\s*)",
        lambda m: m.group(1) + ("" if m.group(2) else " ("),
    ),
    # "Y, N or U (U = unknown, migrated records)": a gloss of a value listed, no condition
    (r"(?<=\w)\s*\(\s*(?-i:[A-Z0-9]{1,4})\s*=\s*[^()=]{1,40}\)", ""),
    # "a weekday within the next 30 days", 「本日から30日以内の平日」: the window, then the days it falls on
    (
        r"\b(?:an?\s+)?(weekday|business\s+day|working\s+day)\s+((?:with)?in\s+the\s+(?:next|coming|last|past)\s+\d+\s+"
        r"(?:days?|weeks?|months?))\b",
        r"\2, \1s only",
    ),
    (
        r"(以内|以降|以前|まで)\s*の\s*(平日|営業日|稼働日)(?=\s*(?:のみ|に限る|とする|であること|[。、]|$))",
        r"\1、\2のみ",
    ),
    # "8 to 12 characters long in total (incl. the LM-)": what the count takes in, no condition
    (r"\s*\(\s*(?:incl\.?|including|inc\.)\s+(?:the\s+)?[^()]{1,24}\)", ""),
    # "5 to 70, in steps of 5 (so 5, 10, 15 ... 70)": the values spelt out again, no condition
    (r"\s*\(\s*(?:so|i\.e\.?|e\.g\.?|that\s+is)\s*,?\s*-?\d[\d\s,.]*?(?:\.{2,}|…|~)\s*-?[\d,.\s]*\)", ""),
    # "RA- followed by 6 digits, the first digit being the line number 1-9": the first digit's range, its
    # meaning left out
    (
        r"\bthe\s+first\s+digit\s+(?:being|is|=)\s+(?:the\s+[a-z]+(?:\s+[a-z]+)?\s+)?\(?(\d)\s*(?:-|to|~)\s*(\d)\)?",
        lambda m: (
            "the first digit must not be 0"  # (1-9: wherever the digits start, after a prefix too)
            if (m.group(1), m.group(2)) == ("1", "9")
            else f"the first digit must be {m.group(1)}-{m.group(2)}"
        ),
    ),
    # 「先頭の数字は路線番号(1〜9)」: the same in Japanese
    (
        r"(?:先頭の数字|数字の先頭)\s*(?:は|が)\s*[^\d()、。]{0,10}\(?\s*1\s*~\s*9\s*\)?",
        "the first digit must not be 0",
    ),
    # "3 letters, a dash, 4 digits; letters are the line code": what a part stands for, no condition
    (
        r"\s*[;,]\s*(?:the\s+)?(?:letters|digits|numbers|prefix)\s+(?:are|is)\s+the\s+[a-z]+(?:\s+[a-z]+){0,3}"
        r"(?=\s*(?:\(|[.;]|$))",
        "",
    ),
    # 「5km/h単位」, 「100円単位」: the step in the field's unit
    (r"(\d+(?:\.\d+)?)\s*(?:km/h|円|個|kg|g|cm|mm|m|件|人)\s*(?=単位|刻み|ごと)", r"\1"),
    # 「S+数字3桁、末尾に英字A〜D(任意)」: an optional last letter of a span
    (
        r"\s*[、,]\s*末尾に\s*(?:英字|英大文字)?\s*((?-i:[A-Z]))\s*[~-]\s*((?-i:[A-Z]))\s*(?:の?1文字)?\s*\(\s*任意\s*\)",
        r", optionally followed by a letter \1-\2",
    ),
    # "100 to 100,000, in 100s": in steps of that (not "in the 1990s", a decade)
    (r"\bin\s+((?!19\d\d|20\d\d)\d{1,3}(?:,?000)*)'?s\b", r"in steps of \1"),
    # "PDF only (.pdf)", 「PDF(.pdf)のみ」: the file's extension, at the end of the address
    (r"\b[A-Za-z]{2,5}\s+only\s*\(\s*(\.[A-Za-z0-9]{2,5})\s*\)", r"must end with \1"),
    (r"(?:上の)?[A-Za-z]{2,5}\s*\(\s*(\.[A-Za-z0-9]{2,5})\s*\)\s*のみ", r"、末尾は\1"),
    (r"(?<=:)\s*(https)\s*、", r" \1のみ、"),  # 「書類URL:https、…」: the scheme named first
    # 「「MAT-」+数字6桁、包材は「PKG-」+数字5桁」: a second layout for a kind of value, either one
    (
        r"\s*、\s*[^、。「」:]{1,8}?(?:の場合は|の場合|なら|は)\s*(?=「[A-Za-z0-9-]{1,8}」\s*\+\s*(?:数字|英字|英大文字)?\d)",
        "または",
    ),
    # "8 digits, no leading zero, not 99999999": a value refused, said with "not" alone after a comma
    # (also "exactly 3 digits and not 000")
    (
        r"(?:(?<=,)|(?<=\band))\s*not\s+(?=(?:\d+|\"[^\"]+\"|'[^']+'|「[^」]+」)\s*(?:[.,;]|$))",
        " must not be ",
    ),
    # "must not be the dummy plant 0000": a value named by what it stands for
    (
        r"\b(must\s+not|cannot|may\s+not|should\s+not)\s+be\s+(?:the|a|an|our)\s+(?:dummy|placeholder|test|default"
        r"|generic|fallback|catch-all)\s+(?:[a-z]+\s+){0,2}?((?-i:[A-Z0-9][A-Z0-9-]*))(?=\s*(?:[.,;]|$))",
        r"\1 be \2",
    ),
    # 「数字4桁-数字4桁(ハイフン区切り、半角)」: a note restating the layout before it
    (
        r"(?<=桁)\s*\(\s*(?:(?:ハイフン|スラッシュ)区切り|半角(?:数字)?)(?:\s*[、,・]\s*(?:(?:ハイフン|スラッシュ)区切り|半角(?:数字)?))*"
        r"\s*\)",
        "",
    ),
    # "10 characters long, the remaining 9 being digits": the last places of the length
    (
        r"\bthe\s+(?:remaining|other|rest\s+of\s+the|last)\s+(\d{1,2})(?:\s+(?:characters|chars|places))?\s+"
        r"(?:being|are|must\s+be|should\s+be)\s+(?:all\s+)?(digits|numeric|numbers)\b",
        r"the last \1 are \2",
    ),
    # 「https://www.acme.co.jp の /yakkan/ 配下」: the same in Japanese
    (
        r"(https?://[\w.-]+\.[a-z]{2,})/?\s*の\s*(/[\w/.-]*)\s*(?=(?:の)?(?:配下|以下|下|ディレクトリ|フォルダ))",
        r"\1\2 ",
    ),
    # 「漢字、かなで入力」: the kinds of characters one list lets in, not two conditions
    (rf"({_SCRIPT})、(?={_SCRIPT}(?:[、・]{_SCRIPT})*\s*(?:で(?:入力|記入|登録)|のみ|だけ))", r"\1・"),
    (r"\s*\(\s*([0-9A-Za-z]{1,6})\s*[:=]\s*[^()]{1,60}\)(?=\s*[。.]?\s*$)", _gloss_dropped),
    # 「姓と名の間は全角スペースのみ可」: where a separator may stand, let in (not demanded)
    (
        r"[^、。「」\s]{1,8}と[^、。「」\s]{1,8}の間\s*(?:に(?:は)?|は|で(?:は)?)\s*"
        r"(?=(?:全角|半角)?(?:スペース|空白|ハイフン|中黒)(?:のみ)?\s*(?:可|OK|も可|使用可)(?:です)?\s*(?:[。、]|$))",
        "",
    ),
    # 「半角の「@」を含む」: the width of a quoted character is as it is written
    (
        r"(?:半角|全角)の?\s*(?=「[^」]{1,10}」(?:\s*(?:および|及び|と|や|、|・|または|か)?\s*「[^」]{1,10}」)*"
        r"\s*(?:を|が)\s*(?:含|入))",
        "",
    ),
    # "Account names with TEST in them get rejected", "codes that have '#' in them": the text they contain
    (
        r"\b(?:with|having|that\s+(?:have|has|contain|contains))\s+((?:\"[^\"]{1,20}\"|'[^']{1,20}'|[^\s,;'\"]{1,20}))"
        r"\s+(?:in\s+(?:them|it)|anywhere(?:\s+in\s+(?:them|it))?)\b",
        r"containing \1",
    ),
    # "65 AND OVER NOT PERMITTED" (not "more than 0 and less than 10", "0 and up to 500")
    (
        r"\b(\d+)\s+and\s+(?:over|above|up|older|more)\b(?!\s*(?:than\b|to\b|that\b|this\b|it\b|-?\d))",
        r"\1 or more",
    ),
    (
        r"\b(\d+)\s+and\s+(?:under|below|younger|less|fewer)\b(?!\s*(?:than\b|to\b|that\b|this\b|it\b|-?\d))",
        r"\1 or less",
    ),
    # "it is not allowed to register an employee younger than 16 years": what is not to be registered refused
    (
        r"\bit\s+(?:is\s+not\s+(?:allowed|permitted|possible)\s+to|must\s+not)\s+(?:register|enter|input|use|put\s+in|put|record|save"
        r"|fill\s+in)\s+(?:an?\s+|the\s+)?(?![^.;]*\b(?:but|other\s+than|except|besides|apart\s+from)\b)([^.;]+?)\.?$",
        r"\1 is not allowed",
    ),
    # 「移行データのため、…」, 「…。誤記載防止のため、…」: the reason, not the rule, opening a sentence
    (r"(?:^|(?<=。))\s*[^、。]{1,40}のため[、,]\s*", ""),
    (
        r"\.?\s*(?:anything|everything|all)\s+else\s+(?:(?:is|gets|will\s+be)\s+)?(?:rejected|refused|blocked|not\s+allowed)\.?$",
        "",
    ),  # "Allowed domains are a and b. Anything else gets rejected."
    (
        r"\s+(?:is|are)\s+not\s+acceptable(?:\s+(?:values?|entries)\s+for\s+[\w\s'-]{1,40})?\.?$",
        " are not allowed",
    ),
    (r"\b(?:an?|the)\s+([@#&%*+$])\s+(?:sign|symbol|mark|character)\b", r'"\1"'),
    # 「マイナスは当然不可」, 「空欄はもちろんNG」: how sure the writer is adds nothing to the refusal
    (r"(は|も)\s*(?:当然|もちろん|勿論|絶対に?)\s*、?\s*(?=不可|NG|禁止|ダメ|だめ|駄目|認め|エラー)", r"\1"),
    # "Codes ending in '-X' shall not be assigned (those centres are retired)": given out, as used
    (
        r"\b(must|shall|should|may|can)\s+not\s+be\s+(?:assigned|issued|allocated|handed\s+out)\b(?=\s*(?:[.;(]|$))",
        r"\1 not be used",
    ),
    # 「末尾が「4」や「9」になるのは禁止」: what it ends with, refused (not each on its own)
    (
        r"((?:末尾|最後)(?:の文字)?\s*(?:が|は)\s*「[^」]+」(?:\s*(?:や|か|または|、|・)?\s*「[^」]+」)*)"
        r"\s*に\s*なる\s*(?:の|こと|もの)\s*(?=は|も)",
        r"\1",
    ),
    (
        # (「…以外を選択のこと」: the noun form of the order too; 「…以外を選択するものとする」: a statute's)
        # (「…以外のコードを選択」: what the values are called, between 以外 and the verb)
        r"(「[^」]+」)\s*以外(?:の\s*(?:コード|値|区分|番号|もの|項目|選択肢|数値|文字列))?を\s*(?:入力|選択|登録|設定|選ん|入れ)"
        r"(?:(?:して|で|て)?(?:ください|下さい|すること|ること|のこと|するもの(?:とする)?)|(?=\s*(?:。|$)))",
        r"\1は不可",
    ),
    (
        r"\bbetween\s+today\s+and\s+(\d+)\s+days?\s+(?:from\s+(?:today|now)|ahead|later)",
        r"within the next \1 days",
    ),
    (r"\bthe\s+first\s+of\s+(?:a|the|each|every)\s+month\b", "the first day of the month"),
    # "must not be less than 50 nor exceed 500": after a refused bound, a second one refused as well
    (
        r"(\bnot\s+(?:be\s+)?(?:less|fewer|lower|smaller|more|greater|higher|larger)\s+than\s+-?\d+(?:\.\d+)?)\s*,?\s+nor\s+"
        r"(?=(?:exceed|go\s+(?:above|below|over|under)|be\s+(?:less|fewer|lower|smaller|more|greater|higher|larger)\s+than)\s+-?\d)",
        r"\1 and not ",
    ),
    (r"\bnor\b", "or"),
    (r"\bon\s+or\s+before\s+(?=\d{4}\b(?![-/年]))", "at most "),  # a year, not a date: both ends' words
    (r"\bon\s+or\s+after\s+(?=\d{4}\b(?![-/年]))", "at least "),
    (r"\bbefore\s+(?=\d{4}\b(?![-/年]))", "less than "),
    (r"\bafter\s+(?=\d{4}\b(?![-/年]))", "greater than "),
    (r"(\d{4})\s*年度", r"\1"),
    # (not 「「都」まで入力すること」: 「まで」 says how much is written; 「…で入力のこと」: a memo's order)
    (
        r"\s*(?:(?<!ま)で|を)(?:指定|入力|設定|登録|記入)(?:して(?:ください|下さい)|する(?:こと)?|のこと)。?$",
        "",
    ),
    (r"(?<=\S)で入力。?$", ""),
    (r"のあとに", "の後に"),
    # 「記号(@#$%&など)の使用は不可」: after the examples in brackets, the use refused is the class refused
    (r"((?:など|等)\s*\))\s*の\s*(使用|入力|記載)\s*は\s*(?=不可|禁止|NG|できません|できない)", r"\1は\2"),
    # 「…のものはインストアコード用なので不可」: the reason between the refused values and the refusal
    # (「「99」は廃止済みのため使用禁止」: after a quoted value too)
    (
        r"((?:もの|の場合|場合|とき|以外の(?:コード|番号|値|データ)|」)は)\s*[^、。「」]{1,20}?(?:用|専用|扱い)?"
        r"(?:なので|のため|ため|だから|ですので)\s*"
        r"(?=(?:入力|登録|使用)?(?:不可|NG|エラー|禁止))",
        r"\1",
    ),
    # 「16単位以上、50単位未満」: credits counted, bounded (not 「10単位」, steps of ten)
    (
        r"(?<![\d.])(\d+)\s*単位\s*(?=以上|以下|未満|超|まで|~\s*\d+\s*単位)|(?<=~)(\s*\d+)\s*単位(?=\s*(?:[、。,]|$))",
        lambda m: m.group(1) or m.group(2),
    ),
    # 「先頭「99」は登録不可」: a start refused, whatever it is refused for
    (
        r"((?:先頭|末尾)\s*(?:が|は)?\s*「[^」]{1,12}」\s*(?:のもの)?\s*は)\s*(?:登録|入力|使用)\s*"
        r"(?=不可|禁止|NG)",
        r"\1",
    ),
    # 「先頭が"20"〜"29"のもの」, "starting with '100'-'199'": one range of numbers, not two literals
    (r"[\"'「](\d+)[\"'」]\s*(~|-)\s*[\"'「](\d+)[\"'」]", r"\1\2\3"),
    # 「品番はprefixが"KY-"、その後に数字5桁」, 「接頭辞は「A」」: the head of the value
    (r"(?:prefix|接頭辞|接頭語|プレフィッ?クス)\s*(?=は|が)", "先頭"),
    (r"先頭の(?=「)", ""),
    # "… no more than 40 - anything over 40 needs a deal desk exception, so reject it here": the values past
    # the bound refused, the reason left out
    (
        r"\s*(?:\s-\s|[,;]\s*)(?:anything|everything|any\s+(?:value|amount|number)|values?|amounts?)\s+"
        r"((?:over|above|under|below|beyond|(?:more|less|greater|higher|lower)\s+than)\s+-?\d[\d,]*(?:\.\d+)?\s*%?)\s+"
        r"(?:needs|requires|must\s+(?:get|have|go\s+through))\s+[^,;.]{1,60}?,?\s+so\s+(?:please\s+)?(?:reject|refuse|block)"
        r"\s+(?:it|them)(?:\s+(?:here|in\s+this\s+field|outright))?",
        r"; values \1 are rejected",
    ),
    # "0 up to but not incl. 5 (5 or more needs a deviation approved)", 「(5以上は逸脱承認が必要)」: the
    # values past the bound go another way, refused here
    (
        r"\s*\(\s*(-?\d[\d,]*(?:\.\d+)?\s*%?\s+or\s+(?:more|above|higher|over|less|below|lower|under)"
        r"|(?:over|above|under|below|beyond|(?:more|less|greater|higher|lower)\s+than)\s+-?\d[\d,]*(?:\.\d+)?\s*%?)"
        r"\s+(?:needs|requires|must\s+(?:get|have|go\s+through)|goes\s+(?:to|through)|is\s+escalated)\b[^()]{1,60}\)",
        lambda m: f"; values {m[1]} are rejected" if _bound_said_before(m) else "",
    ),
    (
        r"\s*(\(|、|(?<=。))\s*(-?\d[\d,]*(?:\.\d+)?\s*%?\s*(?:以上|超|以下|未満))(?:の場合)?\s*は\s*[^()。]{1,30}?"
        r"(?:が必要|を要する|要承認|承認(?:を得る|が要る)|申請)[^()。]{0,10}(?:\)|(?=。|$))",
        lambda m: f"{'、' if m[1] else ''}{m[2]}は不可" if _bound_said_before(m, 2) else "",
    ),
    # "must start with 'E', be exactly 7 characters long, and the rest has to be digits": the start, then
    # only that class after it ("the rest must be digits or letters" is a class of its own, read by `affix`)
    (
        r"\b(?:must\s+|should\s+)?(?:start|begin)\s+with\s+((?:\"[^\"]{1,10}\"|'[^']{1,10}'|[A-Z0-9-]{1,10})"
        # "start with SG or MY, rest all digits": either start
        r"(?:\s+or\s+(?:\"[^\"]{1,10}\"|'[^']{1,10}'|[A-Z0-9-]{1,10})){0,3})"
        r"((?:\s*,\s*[^,;.]{1,50}?)?)\s*,?\s*(?:and\s+)?(?:the\s+)?(?:rest|remainder|remaining\s+characters)\s+"
        r"(?:(?:has\s+to|have\s+to|must|should)\s+be\s+|(?:is|are)\s+)?(?:all\s+)?(?:digits|numbers|numeric)(?:\s+only)?\b"
        r"(?!\s*(?:,|/|\bor\b|\band\b)\s*(?:letters|alphabets?|characters|upper|lower|capital|hyphens?|dashes))",
        r"must be \1 followed by digits only\2",
    ),
    # "capped at 500", "Also cap it at 10,000 per line", "with a cap of 50", "maxes out at 99": the most
    (
        r"\b(?:(?:also\s+)?cap(?:ped)?(?:\s+(?:it|them|this|that|the\s+\w+(?:\s+\w+)?))?\s+at|with\s+a\s+cap\s+of"
        r"|max(?:es)?\s+out\s+at)\b",
        "at most",
    ),
    # "letters A-Z (upper or lower case)": the Latin alphabet's letters in either case (not "é")
    (
        r"\bletters?\s+A\s*-\s*Z\s*\(\s*(?:(?:either|any|both)\s+case"
        r"|(?:upper|lower)[- ]?(?:case)?\s+(?:or|and)\s+(?:upper|lower)[- ]?case|case[- ]?insensitive)\s*\)",
        "english letters",
    ),
    (r"\bcan\s+be\s+anything\s+(?:except|but|other\s+than)\s+", "must not be "),
    (r"\ban?\s+asterisk\b", '"*"'),
    (r"\b(?:an?\s+)?semi-?colons?\b", '";"'),
    # "NZ, AU or US for now": when the list may change is no value of it
    (
        r"\s*,?\s+(?:for\s+now|for\s+the\s+(?:time\s+being|moment)|at\s+(?:the\s+moment|present)"
        r"|until\s+further\s+notice)\s*(?=[.;]|$)",
        "",
    ),
    # "Weekly or Fortnightly only, we don't do monthly": the value named after the list, refused too
    (
        r"\b(only)\s*[,;]\s*(?:we|they)\s+(?:do\s+not|never)\s+(?:do|accept|use|take|offer|support|allow|run)\s+"
        r"([\w-]+(?:\s+[\w-]+)?)\s*\.?$",
        r"\1; \2 is not allowed",
    ),
    # "can't contain a semicolon or a pipe": the character, where a character is named (not "Pipe size")
    # (a pipe named alone is a word: "Must not include pipe or valve")
    (
        r"((?:\bcontains?|\bincludes?|\bno|\bwithout)\b)\s+(?:an?\s+|the\s+)?"
        r"(?:pipes?\s+(?:characters?|symbols?|signs?)|vertical\s+bars?(?:\s+(?:characters?|symbols?|signs?))?)"
        r"(?=\s*(?:[,.;)]|$|\b(?:or|and|nor|because|since|as)\b))",
        r"\1 vertical bars",
    ),
    (
        r"((?:\"[^\"\w]{1,3}\"|\b(?:semicolons?|commas?|colons?|tabs?|slashes?|backslashes?|carets?|tildes?))"
        r"\s*,?\s+(?:or|and|nor))\s+(?:an?\s+|the\s+)?(?:pipes?|vertical\s+bars?)"
        r"(?:\s+(?:characters?|symbols?|signs?))?(?=\s*(?:[,.;()]|$|\b(?:or|and|nor|because|since|as)\b))",
        lambda m: (
            m.group(1) + (' "|"' if '"' in m.group(1) else " vertical bars")
        ),  # beside a quoted one, quoted
    ),
    (r",?\s*please\.?$", ""),
    (
        r"^(.+?)\s+(?:are|is)\s+\w+,?\s+so\s+do\s+not\s+(?:allow|accept)\s+(?:them|it)\.?$",
        r"\1 are not allowed",
    ),
    (r",?\s*\(?both\s+(?:ends\s+)?inclusive\)?", ""),
    (r"\s+as\s+of\s+today\b", ""),
    (r"の後ろに", "の後に"),
    # ".5 steps", "in steps of .25": a fraction written without its 0
    (r"(?<![\w.])\.(\d+)(?=\s+(?:steps?|increments?)\b)|(?<=\b(?:of|by)\s)\.(\d+)\b", r"0.\1\2"),
    # "whole numbers or halves only", "integers or half values", "a whole number or a half", "whole numbers or
    # .5 only": multiples of 0.5
    (
        r"\b(?:an?\s+)?(?:whole\s+numbers?|integers?|full\s+numbers?)\s+(?:or|and)\s+"
        r"(?:(?:an?\s+)?(?:halves|half(?:[- ](?:numbers?|values?|steps?|units?))?)\b|(?:0|x)?\.5(?![\d.]))",
        "in steps of 0.5",
    ),
    (r"\bin\s+(?:whole\s+)?tens\b", "in steps of 10"),
    (r"\bin\s+(?:whole\s+)?hundreds\b", "in steps of 100"),
    (r"\bin\s+(?:whole\s+)?thousands\b", "in steps of 1000"),
    # "'C' (for corporate) or 'S' (for store)": a bracket naming what a quoted literal stands for
    # ("'X' (for closed) is not allowed": the literal refused, its bracket gone as well)
    (
        r"(?<=[A-Za-z0-9]['\"])\s*\(\s*for\s+[a-z][a-z ]{0,30}\)"
        r"(?=\s*(?:[,;/]|or\b|and\b|\.|$|(?:is|are)\s+(?:not|never)\b|(?:must|should|may|can)(?:\s*not|n't)\b))",
        "",
    ),
    (  # "8 digits, a dash after the 4th digit": the separator between the digits it parts
        r"\b(\d{1,2})\s+(digits)\s*,\s*(?:with\s+)?(?:an?\s+)?(hyphen|dash|slash)\s+after\s+"
        r"the\s+(\d{1,2})(?:st|nd|rd|th)\s+digit\b",
        lambda m: (
            f"{m.group(4)} {m.group(2)} followed by a {'hyphen' if m.group(3) == 'dash' else m.group(3)} "
            f"followed by {int(m.group(1)) - int(m.group(4))} {m.group(2)}"
            if 0 < int(m.group(4)) < int(m.group(1))
            else m.group(0)
        ),
    ),
    (  # "the first letter is A or B and the rest digits": either letter, then digits
        r"\b(?:the\s+)?first\s+(?:letter|character)\s+(?:is|must\s+be|has\s+to\s+be)\s+([A-Z])\s+or\s+([A-Z])\s*,?\s+"
        r"and\s+the\s+rest\s+(?:are\s+|is\s+)?(?:digits|numbers|numeric)\b",
        r"must be \1 or \2 followed by digits only",
    ),
    (  # "the first digit must be 1 or 2, or 9 for test accounts": the three it may be
        r"(\bfirst\s+(?:digit|character|letter)\s+(?:must|has\s+to|should|needs?\s+to)\s+be\s+)([A-Z0-9])\s+or\s+"
        r"([A-Z0-9]),\s*or\s+([A-Z0-9])(?:\s+for\s+[^.;,()]{1,40}?)?(?=\s*(?:[.;,]|$))",
        r"\1\2, \3 or \4",
    ),
    (
        # ("First letter's gotta be the state initial - N, V, Q", "the first letter must be one of N, V or Q":
        # what the first one is named, then the ones it may be)
        r"\b(?:the\s+)?first\s+(?:digit|character|letter)(?:'s)?\s*(?:(?:has\s+to|must|should|needs?\s+to|gotta|has\s+got\s+to)"
        r"\s+(?:always\s+)?be|is(?:\s+always)?|=|:)?\s+(?:(?:one\s+of|either)\s+)?(?:the\s+[a-z]+(?:\s+[a-z]+){0,2}\s*[-:,]\s*)?"
        r"(?=['\"「]|[A-Z0-9]\b(?!\s*(?:-|~|to\b|or\b|through\b))"
        # ("first digit has to be 1 or 2 (…) and …": either of two single ones)
        # (not "1 or 2, or 9 for …", "A or B and the rest digits": more than the two)
        r"|[A-Z0-9]\s+or\s+[A-Z0-9]\b(?=\s*(?:[.;(]|,(?!\s*or\b)|and\b(?!\s+the\s+rest)|$)))",
        "must start with ",
    ),
    # 「「第1類」〜「第6類」のいずれか」: quoted values alike but for a number, each of the run between
    (r"「([^」\d]{0,8})(\d{1,4})([^」\d]{0,8})」\s*~\s*「\1(\d{1,4})\3」", _quoted_run),
    # 「「A」「B」のいずれかを入力(該当なしは「なし」)」: the value for the case in brackets is one more
    (
        r"((?:「[^」]{1,15}」\s*[、・]?\s*){2,})のいずれか(を入力)?\s*\(\s*[^()「」]{1,12}(?:は|の場合は|なら)\s*"
        r"(「[^」]{1,15}」)\s*(?:を入力|と入力)?\s*\)",
        r"\1\3のいずれか\2",
    ),
    # 「数字3桁、100〜899の範囲」: the count, then the numbers it spans, one condition
    (
        r"((?:半角)?数字\s*(\d)\s*桁)\s*[、,]\s*(\d{2,5}\s*~\s*\d{2,5})\s*(?:の範囲(?:内)?|まで)?(?=\s*(?:[。、,]|$))",
        _count_then_span,
    ),
    # 「「A」「B」のいずれか+数字3桁」: either start, then the rest of the layout
    (
        r"(「[^」]{1,10}」)\s*[、・]?\s*(「[^」]{1,10}」)\s*の\s*(?:いずれか|どちらか)\s*(?=\+)",
        r"\1または\2",
    ),
    # 「先頭に「テスト」または「TEST」が付く名称は登録不可」: either start, refused
    (
        r"先頭に\s*((?:「[^」]{1,12}」\s*(?:または|、|・|か)?\s*){1,5}?)\s*が\s*(?:付く|つく|付いた|ついた)"
        r"(?:[^、。はが]{0,10})?(?=は|が)",
        r"\1で始まるもの",
    ),
    # "Decimals must not be used": whole numbers
    (r"\bdecimals?\s+(?:must|may|should|can)\s*(?:not|n't)\s+be\s+(?:used|entered)\b", "no decimals"),
    # "zero is not allowed as the first digit": the start refused
    (
        r"\b(?:a\s+)?(zero|0|nine|9)\s+is\s+not\s+(?:allowed|permitted)\s+as\s+the\s+first\s+(?:digit|character)\b",
        lambda m: f"must not start with {'0' if m.group(1) in ('zero', '0') else '9'}",
    ),
    # "Model: not blank, TBD or N/A": a blank refused, then the values refused
    (r"\bnot\s+(?:blank|empty)\s*,\s*(?=(?-i:[A-Z0-9\"'「]))", "not blank; not "),
    # 「末尾を「X」「Z」にすることは不可」, 「先頭を「9」にしない」: an edge refused, said as making it so
    (
        r"(?:[^\s、。:「」]{1,15}の)?(末尾|先頭)\s*を\s*((?:「[^」]{1,10}」\s*[、・]?\s*){1,6})\s*に\s*"
        r"(?:すること|する)?\s*(?:は|も)?\s*(?=不可|禁止|NG)",
        r"\1が\2は",
    ),
    # 「9999はダミーのため使用不可」, 「000はシステム予約のため使用不可」: why a value is refused, before
    # the refusal
    (
        r"(?<=は)\s*[^、。はが]{1,15}のため\s*[、,]?\s*"
        r"(?=(?:使用|入力|登録)?(?:不可|禁止|できません|できない))",
        "",
    ),
    # 「「0000」は欠番のため不可」; a bracket giving the reason (「(テスト用に予約済みのため)」) goes whole
    # (「9999はテスト用のため使用不可」: what the value is kept for, the same)
    (
        r"(?:は)?(?:欠番|廃番|廃止|予約済み|予約|テスト用|試験用|システム用|内部用|予備)のため(?![^()]*\))",
        "は",
    ),
    # 「※手形・現金払いは2023年度で廃止済みです」: what was abolished is refused
    (
        r"(?<=[^\s。、]{2})は\s*(?:[^。「」、]{0,16}?(?:で|に|をもって)\s*)?(?:廃止|廃番)\s*(?:済み|済|されました|しました|となりました"
        r"|となっています|されています)\s*(?:です)?\s*(?=。|$)",
        "は不可",
    ),
    (
        # (「先頭は0〜9以外」 refuses them: read by `not_prefix_except`)
        r"先頭(?:の数字)?は\s*(\d)\s*~\s*(\d)(?!\s*(?:以外|(?:の|は|も)?\s*(?:不可|禁止|NG|ダメ)))\s*(?:のいずれか)?"
        r"(?:にしてください|とする|であること)?",
        r"first digit \1-\2",
    ),
    # 「先頭が0以外の数字で始まること」, 「先頭は0以外の数字」, 「1~9の数字で始まる」: a first digit of the
    # others (read as 「先頭は0以外」, a value starting with a letter had been let in)
    (
        r"(?:先頭(?:の数字|の文字)?\s*(?:が|は)\s*)?(?:0\s*以外|1\s*~\s*9)\s*の\s*数字\s*で始ま(?:ること|る|ります)"
        r"|先頭(?:の数字|の文字)?\s*(?:が|は)\s*(?:0\s*以外|1\s*~\s*9)\s*の\s*数字"
        r"(?:にしてください|とする|とします|であること|です)?(?=\s*(?:[、。,]|$))",
        "first digit 1-9",
    ),
    # "must start with a non-zero digit", "begins with a digit other than 0", "… a digit from 1 to 9"
    (
        r"\b(?<!not\s)(?<!n't\s)(?<!never\s)(?:(?:must|should|shall|has\s+to|needs?\s+to)\s+)?(?:start|begin)s?\s+with\s+"
        r"(?:a\s+)?(?:non[- ]?(?:zero|0)\s+digit"
        r"|digit\s+(?:other\s+than|except|but\s+not)\s+(?:0|zero)|digit\s+(?:from\s+1\s+(?:to|through)|between\s+1\s+and"
        r"|1\s*-)\s*9)\b",
        "first digit 1-9",
    ),
    (r"(「[^」]+」)\s*以外の(?:文字|数字|英字)?で始め(?:ること|てください|る)", r"\1で始まらない"),
    # 「先頭に「Z」を使用することは認めない」, 「「退職」を設定することは不可」: the use refused
    # (not 「空欄のまま保存することはできません」, read by the readers of blanks)
    # (「末尾に全角スペースを入れることは認めない」: what is put in is refused there, as
    # 「…を入れるのは不可」 is; 「「テスト」を含めることは禁止」: not contained)
    (
        r"(?:(使用|設定|入力|記載|記入)する|(?:を\s*)?(付け|含め|入れ)る)ことは\s*(?:認めない|認めません|認められない|不可"
        r"|禁止(?:する|します|とする)?|できない|できません)",
        _use_refused,
    ),
    # 「「JP」で始まらないものはダメ」, 「…で始まっていないものは不可」, 「…で終わらないアドレスは登録
    # できません」: refusing what does not start (end, contain) demands that it does
    (
        r"(?:で(始ま|終わ)(?:らない|っていない)|を(含ま)ない)(?:もの|場合|とき|値|コード|データ|アドレス|番号)?\s*(?:は|も)?\s*"
        r"(?:(?:登録|入力|使用)?(?:不可|でき(?:ない|ません))|ダメ|だめ|エラー|NG|禁止|拒否|認めない|認めません"
        r"|受け付けない|受け付けません)(?:です|とする|とします)?",
        lambda m: {"始ま": "で始まること", "終わ": "で終わること"}.get(m.group(1) or "", "を含むこと"),
    ),
    # 「備品番号の先頭を「X」とすることは不可」, 「末尾を「9」とすることはできない」: a start (end) set to the
    # value, refused, as 「先頭が「X」のものは不可」 is
    (
        r"(先頭|末尾|最初|最後)\s*を\s*(「[^」]+」)\s*と\s*(?:すること|するの|したもの)\s*(?:は|も)\s*"
        r"(?:不可|禁止|NG|エラー|ダメ|だめ|認め(?:ない|ません|られない)|でき(?:ない|ません))",
        r"\1が\2のものは不可",
    ),
    # 「0円及び負の値は不可」, 「0やマイナスの値」: zero and the values below it are the values of 0 or less
    (
        r"(?<![\d.,])0\s*(?:円|個|人|件)?\s*(?:及び|および|並びに|と|や|、|・|又は|または)\s*(?:負の(?:数|値|整数)|負数|マイナスの(?:数|値)|マイナス値)",
        "0以下の値",
    ),
    # 「地下3階〜地上50階」: a floor below ground is a negative floor number, one above ground the number
    # itself; 「地下はマイナスで入力(B2→-2)」 says how it is entered, the same reading
    (
        r"地下\s*(\d+)\s*階",
        lambda m: m[0] if "地下階数" in m.string else f"-{m[1]}階",
    ),  # (not a count of floors)
    (r"地上\s*(\d+)\s*階", r"\1階"),
    (
        r"[。、]?\s*(\()?地下(?:階)?\s*(?:は|の階は)\s*(?:マイナス|負の(?:数|値))\s*(?:の値)?\s*で\s*(?:入力|記入|登録)"
        r"(?:する|すること|してください)?\s*(?:\([^()]{1,20}\))?(?(1)\)|(?=\s*(?:[。、]|$)))",
        "",
    ),
    # 「0階は無し」: the floor refused, a number
    (r"(?<![\d.])(-?\d+)\s*階\s*(?=(?:は|も)\s*(?:無し|なし|不可|禁止|NG|除く))", r"\1"),
    # "more than 14 days from today": 15 days ahead at the least (not "not more than", a window's end)
    (r"\b(?:more\s+than|over)\s+(\d{1,4})\s+days?\s+(?:from|after)\s+today\b", _days_past_today),
    (r"\bcalendar\s+day\b", "day"),
    (r"(\d+)\s*日以上先", r"\1日後以降"),
    (r"(?:今日|本日)から数えて", "今日から"),
    (r"を避け(?:て|る)?\s*[、,]?\s*", "は不可、"),
    # "'PO' plus the four-digit year plus a four-digit sequence": parts joined by "plus", each one counted
    (
        r"(?<=['\"]|[a-z])\s+plus\s+(?=(?:the\s+|an?\s+)?\d+[- ](?:digits?|letters?|characters?)\b)",
        " + ",
    ),
    (r"(['\"][^'\"]+['\"])\s+plus\s+(?=\d+\s+(?:digits?|letters?|characters?))", r"\1 followed by "),
    # "Drawing no. has to start with ZN", "supplier no. 999999": the abbreviation of number, not a full stop
    # (not an answer: "default is no. Required.", "normally no. max 1 character", "spaces no. max 15")
    (
        r"(?<=[A-Za-z]\s)(?<!\bor\s)(?<!\band\s)(?<!\byes\s)(?<!\bis\s)(?<!\bdefault\s)(?<!\bnormally\s)"
        r"(?<!\busually\s)(?<!\balways\s)(?<!\bspaces\s)(?<!\bblank\s)(?<!\bthen\s)(?<!\botherwise\s)"
        r"(?:no|No)\.(?=\s+(?:\d|[A-Z]{1,4}\d|(?:has|have|must|should|shall|is|are|needs?|can|may|starts?|begins?"
        r"|ends?|consists?|always|never|of|for|with|in|on|to)\b))",
        "number",
    ),
    (r"^([^=:<>!'\"「]{1,30}?)\s*(?<![<>!=])=(?!=)\s*", r"\1: "),  # "Article number = 'A' plus 9 digits"
    # "…; links to third-party aggregators (e.g. X) are not.": the other hosts refused, the verb left out
    (
        r"(?i:\s*[;,]\s*(?:links?|urls?|addresses)\s+(?:to|on|at|from)\s+(?:other|third[\s-]part(?:y|ies)|external|outside)"
        r"\s+[a-z-]+(?:\s+[a-z-]+)?\s*(?:\([^()]{0,40}\)\s*)?(?:are|is)\s+not\b"
        r"(?:\s+(?:allowed|accepted|acceptable|permitted))?\s*\.?\s*$)",
        ". Other hosts are rejected.",
    ),
    # "The field shall contain an e-mail address within …": what the field holds is what it is, where the
    # domain it is on follows (not "Remarks should contain a URL to the spec sheet": a URL among the words)
    (
        r"(?i:\b(must|shall|should)\s+contain\s+(?=an?\s+(?:valid\s+)?(?:e-?mail(?:\s+address)?|url|web\s+address|link)"
        r"\s+(?:within|on|at|in|under)\s+(?:the\s+|one\s+of\s+|an?\s+)?[^.;,]{0,40}?(?:\bdomains?\b|@|\.[a-z]{2,}\b)))",
        r"\1 be ",
    ),
    (r"\bthe\s+letters\s+((?-i:[A-Z]{2,6}))\b", r'"\1"'),
    (r"^(?:please\s+)?write\s+(?:the\s+)?[\w\s'-]{1,40}?\s+as\s+", "must be "),
    (  # "1965 (oldest record we have) up to the current year": a note on the bound, not part of it
        r"(?i:(?<=\d)\s*\((?![^()]*\b(?:inclusive|exclusive|incl|excl|including|excluding|not|only|e\.?g|i\.?e"
        r"|such|for\s+example)\b)[^()\d]{1,40}\)(?=\s*(?:up\s+to|to|through|thru|until|till|or\s+(?:later|after|more"
        r"|above|higher|greater|over)|and\s+(?:up|later|after|above|over)|onwards?)\b))",
        "",
    ),
    # not "a multiple of 5 up to 50"; "from 27.58 up to 500" is a number with its decimals
    (r"(?<!\bof )(?<!\bby )(?<![\d.])(\d+(?:\.\d+)?)\s+up\s+to\s+(\d+(?:\.\d+)?)\b", r"from \1 to \2"),
    # "2000 up to but not including 2100": the first number is the lower end, as with "from"
    (
        r"(?<!\bof )(?<!\bby )(?<![\d.-])(?<!\bfrom )(\d+(?:\.\d+)?)"
        r"\s+(up\s+to\s+(?:but\s+)?(?:not|excluding)\b)",
        r"from \1 \2",
    ),
    (r"\bone\s+or\s+more\s+", "at least one "),
    # 「本日から起算して7日後〜180日後の範囲」: a window of days from today
    (
        r"(?:本日|今日)から(?:起算して)?\s*(\d+)\s*日後\s*(?:~|から)\s*(\d+)\s*日後(?:まで)?(?:の範囲(?:内)?)?",
        r"between \1 and \2 days from today",
    ),
    (r"(?<![\d日])(\d+)\s*日後\s*から\s*(\d+)\s*日後\s*まで", r"between \1 and \2 days from today"),
    (r"を続けて(?:ください|下さい|入力(?:してください)?)?。?$", ""),
    (
        r"\b(?:should|must|(?:is|are)\s+to)\s+be\s+(?:written|entered|formatted|given|typed|stored|recorded|saved|kept)"
        r"\s+as\b",
        "must be",
    ),
    (  # "DE + 20 digits, to be written without spaces": how the value is written, as "written without spaces"
        r"(?i)(?:(?<=,\s)|(?<=;\s)|(?<=^))(?:(?:is|are)\s+)?to\s+be\s+"
        r"(?=(?:written|entered|typed|given|stored|saved|kept)\s+(?:without|with|in|using)\b)",
        "",
    ),
    (
        r"\(\s*西暦\s*(?:4桁)?\s*\)|\bin\s+4\s+digits\s+(?=(?:from|between)\b)",
        "",
    ),  # 「卒業年(西暦4桁)は…」: a year
    (  # "4-digit year, 2024-2050": the range says the width
        r"\b(?:an?\s+|the\s+)?4[- ]?digits?\s+years?\s*[,;:]?\s*(?:anywhere\s+)?"
        r"(?=(?:from\s+|between\s+)?\d{4}\b)",
        "",
    ),
    (r"(\d{4}\s*+~\s*+\d{4})\s*+の\s*+西暦\s*+(?:4\s*+桁)?", r"\1"),  # 「2000~2099の西暦4桁で」
    (r"(\d+)\s*から\s*(\d+)\s*(?:まで)?の間", r"\1~\2"),
    (r"^([^、。,]{1,12})は[、,]\s*", r"\1は"),  # 「棚番は、…」: the topic, then the rule
    # 「専有面積(㎡)…10以上」, 「店舗コード…「S」+数字3桁」: a field's name, then its rule after an ellipsis
    (r"^((?=[^.、。,:]{0,11}[\u3040-\u9fff])[^.、。,:\s]{1,12})(?<!\d)\.{3}(?=[^.\s])", r"\1:"),
    (
        r"^(?:do\s+not)\s+let\s+(?:anyone|anybody|users?|people)\s+(?:save|create|add|enter|register)\s+.+?\s+without\s+.+$",
        "required",
    ),
    (  # "don't let anyone put in a noreply@ address": what is not to be put in is refused
        r"\bdo\s+not\s+let\s+(?:anyone|anybody|users?|people|staff)\s+(?:put\s+in|enter|use|input|type\s+in|type|add)\s+(?!.*\bwithout\b)",
        "do not allow ",
    ),
    (  # "Not one of EA, KG or CTN is to be entered", "None of … must be entered": those refused
        r"\b(?:not\s+one|none)\s+of\s+([^.;]+?)\s+(?:is|are|must|may|shall|should|can)\s+(?:not\s+)?(?:to\s+)?be\s+"
        r"(?:entered|used|allowed|accepted|permitted|chosen|selected)\b",
        r"must not be \1",
    ),
    (  # "Do not allow anything but digits", "don't let users enter anything other than letters": those only
        r"\b(?:do\s+not|don't|never)\s+(?:allow|accept|permit|enter|input|put|type|use)\s+(?:anything|everything)\s+"
        r"(?:but|except(?:\s+for)?|other\s+than|besides)\s+",
        "only ",
    ),
    # "the part before the @ must not be info, admin or noreply": the addresses of those local parts refused
    (
        r"\b(?:(?:the\s+)?(?:part|bit|text)\s+before\s+(?:the\s+)?@|(?:the\s+)?local[- ]part)\s+"
        r"(?:must\s+not|cannot|can't|may\s+not|should\s+not)\s+be\s+(?:any\s+of\s+|one\s+of\s+)?"
        r"([\w+-]+(?:\.[\w+-]+)*(?:\s*(?:,|\bor\b|/)\s*[\w+-]+(?:\.[\w+-]+)*)*)",
        lambda m: "; ".join(
            f'addresses starting with "{name}@" are not allowed'
            for name in rx.split(r"\s*(?:,|\bor\b|/)\s*", m.group(1), flags=re.IGNORECASE)
            if name
        ),
    ),
    # "do not allow a noreply@ address", "no noreply@ addresses", "any address except noreply@ addresses":
    # the addresses of that local part refused
    (
        r"\b(?:(?:please\s+)?(?:do\s+not|never)\s+(?:allow|accept|permit|enter|input|use)|no|must\s+not\s+be"
        r"|(?:except|but\s+not|other\s+than|excluding|apart\s+from)(?:\s+for)?)\s+"
        r"(?:an?\s+|any\s+)?([\w.+-]+@(?:\s+or\s+[\w.+-]+@)*)\s+(?:e-?mail\s+)?address(?:es)?\b",
        lambda m: "; ".join(
            f'addresses starting with "{part}" are not allowed' for part in rx.split(r"\s+or\s+", m.group(1))
        ),
    ),
    (  # "a noreply@ address": an address whose local part is the one named (not after a denial, read above)
        r"(?<!\bnot\s)(?<!\bnot\sa\s)(?<!\bnot\san\s)(?<!\bno\s)(?<!\bnever\s)(?<!\bexcept\s)"
        r"\b(?:an?\s+|any\s+)?([\w.+-]+@)\s+(?:e-?mail\s+)?address(?:es)?\b",
        r'addresses starting with "\1"',
    ),
    # "don't accept N/A or TBD, chase up a real name instead", "… - put the real title in": advice on what
    # to do, not a rule
    (
        r"\s*[,;-]\s*(?:(?:chase\s+up|ask\s+for|get|use|put\s+in|enter|find)\s+(?:a|the)\s+(?:real|proper|actual|valid)\s+"
        r"[\w\s]{1,20}?\s+instead|put\s+(?:a|the)\s+(?:real|proper|actual|valid)\s+[\w\s]{1,20}?\s+in)\b",
        "",
    ),
    # "Do not allow any domain other than x.com", "never accept other sites than …": the one named only
    (
        r"(?:\bplease\s+)?\b(?:do\s+not|never)\s+(?:allow|accept|permit|input|enter|use)\s+(?:any\s+)?(?:other\s+)?"
        r"(?:(?:e-?mail\s+)?domains?|sites?|websites?|hosts?|addresses)\s+(?:other\s+)?than\s+",
        "only ",
    ),
    (
        r"^(?:[\w\s-]{1,30}:\s*)?(?:please\s+|we\s+)?(?:don't|do\s+not|never|will\s+not|won't)\s+"
        r"(?:allow|accept|permit|put|enter|type|write)\s+"
        rf"(?!(?:any\s+)?{_CLASS_WORD}\b)([\w/\"'-]+(?:\s*(?:,|\bor\b)\s*[\w/\"'-]+)+)"
        r"(?:\s+in\s+the\s+[\w\s-]{1,30}?\s+field|\s+(?:as|for)\s+(?:an?|the)\s+[\w\s-]{1,30}?)?\.?$",
        r"must not be \1",
    ),  # values: "don't allow N/A or TBD", "do not accept N/A or none as a contact title"
    # (and classes: "We never accept spaces or hyphens", what the value holds)
    (
        r"^(?:[\w\s-]{1,30}:\s*)?(?:please\s+|we\s+)?(?:don't|do\s+not|never|will\s+not|won't)\s+(?:allow|accept|permit)\s+(.+?)"
        r"(?:\s+in\s+the\s+[\w\s-]{1,30}?\s+field|\s+(?:as|for)\s+(?:an?|the)\s+[\w\s-]{1,30}?)?\.?$",
        r"\1 are not allowed",
    ),
    # "Do not enter PO boxes", "do not enter Japanese characters", "… 3-letter codes": a kind of thing refused
    # (no value of its own: "Don't enter N/A or none" names values, read as such)
    (
        r"(?:^|(?<=[.!;]\s))(?:[\w\s-]{1,30}:\s*)?(?:please\s+)?(?:don't|do\s+not|never)\s+(?:enter|input|type|put|write|use)\s+"
        r"((?-i:[A-Z])[\w-]*|\d+-[\w-]+)((?:\s+(?!(?:or|and|nor|either|please|here|in|as|for|into|anymore)\b)(?-i:[a-z])[\w-]*){1,3})\.?$",
        lambda m: (
            f"no {m[1]}{m[2]}"
            if _CHARACTERS_NAMED.search(m[0]) and m[1][0].isalpha()
            else f"{m[1]}{m[2]} are not allowed"
        ),
    ),
    # "do not input a future date", "never enter dates in the future": a side of today refused
    (
        r"(?:\bplease\s+)?\b(?:do\s+not|never)\s+(?:bother\s+(?:with|putting|entering|using)\s+|(?:input|enter|put(?:\s+in)?|type|key\s+in"
        r"|insert|use|accept|allow)\s+)(?:an?\s+|any\s+)?(?:(future|past)\s+dates?|dates?\s+in\s+the\s+(future|past))\b",
        r"\1\2 dates are not allowed",
    ),
    # "do not input digits in the surname", "don't bother putting any digits in it": what is not to be used
    (
        r"\b(?:do\s+not|never)\s+(?:bother\s+(?:with|putting|entering|using|including|adding|typing)|input|enter|put(?:\s+in)?"
        rf"|type|key\s+in|insert)\s+(?=(?:any\s+)?{_CLASS_WORD}\b(?![^.;,]*\b(?:except|excluding|other\s+than|but|apart\s+from"
        r"|besides|at\s+the\s+(?:start|end|beginning)|leading|trailing|first|last|twice|in\s+a\s+row|consecutive|double"
        r"|in\s+words|as\s+words|above|below|over|under|more\s+than|less\s+than|greater\s+than)\b))",
        "do not use ",
    ),
    # "the code does not end with 00", "it doesn't start with 9": said of the value, a refused start or end
    # (not in a clause that names the values refused: "codes that do not end with 00 are rejected")
    (
        r"(?<!\bthat\s)(?<!\bwhich\s)(?<!\bwho\s)(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)(?<!\bcase\s)(?<!\bcase\sit\s)"
        r"(?<!\bif\sit\s)(?<!\bwhen\sit\s)(?<!invalid:\s)(?<!error:\s)(?<!reject:\s)(?<!rejected:\s)(?<!fail:\s)(?<!ng:\s)"
        r"(?<!invalid:)(?<!error:)\b(?:does|do)\s+not\s+(start|begin|end|finish)\s+(with|in)\b",
        _not_edge,
    ),
    # "Do not input any other domain", "don't bother with any other site": the ones named only
    (
        r"\s*[.;,]?\s*(?:\bplease\s+)?\b(?:do\s+not|never)\s+(?:bother\s+with|input|enter|use|accept|allow|put\s+in)\s+"
        r"(?:any\s+)?other\s+"
        r"(?:domains?|sites?|websites?|hosts?)\b(?!\s+(?:than|except|but|apart)\b)",
        ", nothing else",
    ),
    (r"\s*[,;-]?\s*\bno\s+(?:dramas|worries)\b\s*(?=[.!;]|$)", ""),  # "…, no dramas.": a chat's sign-off
    # "prefix SUP, a hyphen, 2 uppercase letters, …", "prefix SUP-, then 2 letters": the first part of a
    # sequence, said as the others are (read as a prefix, the parts after it were counted as one)
    (
        r"(?:(?<=:)|^)\s*(?:the\s+|a\s+)?prefix\s+(?=[\"']?(?-i:[A-Z][A-Z0-9]*)-?[\"']?\s*(?:,|\bthen\b))"
        r"(?=[^.;]*,[^.;]*\b(?:then|followed\s+by|and)\s+(?:an?\s+|\d))",
        " ",
    ),
    # 「先頭数字は0以外」, 「数字の先頭は0以外」: the first digit, wherever it stands (「C+数字7桁」: after C)
    (
        r"(?:先頭の?数字|数字の先頭|最初の数字|頭の数字)\s*(?:は|が)\s*(?:「0」|0)\s*以外(?:の数字)?(?:とする|であること|です)?",
        "the first digit must not be 0",
    ),
    # 「フリーメール・社外ドメインは不可」: each refused (the others refused: the domain named is the one)
    (
        r"(フリーメール|フリーアドレス|携帯(?:キャリア)?(?:の)?(?:メール|アドレス)?)\s*[・、や]\s*"
        r"((?:社外|他社|外部|その他の?|他の?)(?:ドメイン|アドレス))\s*(?:は|も)\s*(不可|NG|禁止)",
        r"\1は\3、\2は\3",
    ),
    # "6 hex digits after a #", "8 to 15 digits after a +": the mark first, then the digits (read as digits
    # alone, the mark had been dropped); "# and 6 hex digits" likewise
    (
        r"\b(\d+(?:\s+to\s+\d+)?)\s+((?:hex(?:adecimal)?\s+)?(?:digits|characters))\s+after\s+(?:an?\s+|the\s+)?"
        r"[\"']?([#+])[\"']?(?:\s+(?:sign|symbol|character))?(?![\w#+])",
        r"\3 followed by \1 \2",
    ),
    (
        r"(?:(?<=[:,])|^)\s*[\"']?([#+])[\"']?\s+and\s+(?=\d+\s+(?:hex(?:adecimal)?\s+)?digits\b)",
        r" \1 followed by ",
    ),
    # "4 digits then a letter (A-D)": the letters' span in brackets, as "a letter A-D" says it
    (
        r"\b((?:an?|one|\d+)\s+(?:upper[- ]?case\s+|capital\s+)?letters?)\s*\(\s*((?-i:[A-Z]))\s*"
        r"(?:-|to|~)\s*((?-i:[A-Z]))\s*\)",
        r"\1 \2-\3",
    ),
    # 「先頭「45」または「49」の13桁」: the start named before the count (「「45」または「49」で始まる13桁」)
    (
        r"(?:先頭|頭)\s*(?:が|は)?\s*((?:「[^「」]+」\s*(?:または|又は|か|・|、)\s*)*「[^「」]+」)\s*の\s*(?=(?:数字)?\d+\s*桁)",
        r"\1で始まる",
    ),
    # 「先頭と末尾はハイフン不可」, 「先頭・末尾にハイフンは使えない」, 「ハイフンで始まる・終わるものは
    # 不可」: the character refused at each end (read as one, it had been refused anywhere, or demanded at
    # the end)
    (
        r"(?:先頭|最初|頭)\s*(?:と|・|、|及び|および|や)\s*(?:末尾|最後|終わり)\s*(?:は|に|の|が)?\s*"
        r"([^\s、。はをに:]{1,10}?)\s*(?:は|を|の)?\s*(?:使用|入力)?\s*(不可|禁止|NG|使えない|使えません|入れない(?:こと)?|できない)",
        r"先頭に\1は\2、末尾に\1は\2",
    ),
    (
        r"([^\s、。はを:]{1,10}?)\s*で\s*始まる\s*(?:もの)?\s*[・、]\s*(?:で\s*)?終わる\s*(?:もの)?\s*(?:は|も)\s*"
        r"(不可|禁止|NG|登録不可|入力不可)",
        r"\1で始まるものは\2、\1で終わるものは\2",
    ),
    # "12 alphanumeric characters (no I, O or Q)": capitals refused in brackets, a condition of their own
    (
        r"\s*\(\s*((?:no|without)\s+(?:the\s+)?(?:letters?\s+)?(?-i:[A-Z])(?:\s*(?:,|\bor\b|\band\b|/)\s*(?-i:[A-Z]))+)\s*\)",
        r", \1",
    ),
    # "don't use ALL CAPS or exclamation marks", "no ALL CAPS": the value not all in capitals (read as "all
    # caps" it had been demanded, or "ALL" refused as a word)
    (
        r"\b(?:(?:do\s+not|don't|never)\s+(?:use|write\s+in|type\s+in)|no|avoid)\s+all[- ]?caps\b"
        r"(\s+or\s+(?=\S))?",
        lambda m: "must not be all capitals" + (", no " if m.group(1) else ""),
    ),
    # "must not be just digits": nothing but digits refused
    (
        r"\b(must\s+not|cannot|can't|should\s+not|may\s+not)\s+be\s+(?:just|purely|entirely|solely)\s+"
        r"(?=(?:digits|numbers|letters)\b)",
        r"\1 be only ",
    ),
    # 「東京都、…、大阪府のいずれか(対象エリア外は登録不可)」: the bracket refuses the rest again
    (
        r"(のいずれか|のどれか|から選択|のみ)\s*(?:\(|、)\s*[^()、。]{0,10}(?:以外|外)\s*(?:の\S{1,4})?\s*(?:は|も)?\s*"
        r"(?:登録|入力|選択)?\s*(?:不可|NG|エラー|禁止)\s*(?:\)|(?=。|$))",
        r"\1",
    ),
    # 「スペースを含めないこと(全角・半角とも不可)」: spaces of both widths refused (not every character of
    # either width)
    (
        r"((?:スペース|空白)[^()。、]{0,12}?)\s*(?:\(|、)\s*(?:全角\s*[・、/]\s*半角|半角\s*[・、/]\s*全角)\s*"
        r"(?:とも|ともに|共に|いずれも|どちらも)?\s*(?:不可|NG|禁止|だめ|ダメ)?\s*(?:\)|(?=。|$))",
        lambda m: (
            "スペース" + m.group(1)[2:] if m.group(1).startswith("空白") else m.group(1)
        ),  # (a space, not a blank)
    ),
    # 「FAX番号欄に携帯番号(090/080/070始まり)は入力不可」: the numbers starting so are refused
    (
        # (「…は入力不可とする」, 「…は入力しないでください」; 「…のみ入力可」 lets only them in)
        r"[^\s、。()]{0,12}?\(\s*(\d{2,}(?:\s*[/・、]\s*\d{2,})+)\s*(?:始まり|で始まる(?:もの|番号)?)\s*\)\s*"
        r"(?:(?:は|も)\s*(?:入力|登録|使用)?\s*(?:不可|禁止|NG|エラー)(?:とする|です)?|(?:は|も)\s*(?:入力|登録|使用)\s*しない(?:でください|こと)?"
        r"|(?P<only>のみ\s*(?:入力|登録|使用)?\s*(?:可|OK)))",
        lambda m: (
            "".join(f"「{n}」" for n in rx.findall(r"\d+", m.group(1)))
            + ("のいずれかで始まる" if m.group("only") else "で始まる番号は不可")
        ),
    ),
    # 「0120(フリーダイヤル)で始まる番号は不可」, 「IP電話(050)で始まる番号は不可」: what the number is,
    # glossed
    # beside the start said
    # (not 「IP電話(050)で始まる番号も可」: let in beside the others)
    (
        r"(?<![\d-])(\d{2,})\s*\([^()\d]{1,12}\)\s*(?=(?:で|から)始ま(?![^。、]{0,10}も\s*(?:可|OK|受け付け|受付|許容|許可|登録|使用|入力|使え|ご利用|問題な)))",
        r"「\1」",
    ),
    (
        r"[^\s、。()「」:]{1,8}\(\s*(\d{2,})\s*\)\s*(?=(?:で|から)始ま(?![^。、]{0,10}も\s*(?:可|OK|受け付け|受付|許容|許可|登録|使用|入力|使え|ご利用|問題な)))",
        r"「\1」",
    ),
    # 「記号(-、/、_ など)は使用不可」: the marks named are examples of the symbols refused, all of them
    (
        r"記号\s*\(\s*(?:「[^「」]+」|[^\s()、]{1,2})(?:\s*[、,・/]?\s*(?:「[^「」]+」|[^\s()、]{1,2}))*\s*(?:など|等)\s*\)"
        r"(?=\s*(?:は|を|も)\s*(?:使用|入力|登録)?\s*(?:不可|禁止|NG|含め|使わ|使用しない|入れない))"
        r"(?![^。]*。?\s*(?:ただし|但し))",  # (not 「…。ただしハイフンは可」: a symbol let in after)
        "記号",
    ),
    # "Y or N only, blank not allowed", "6 digits, all zeros (000000) not allowed": the value refused is a
    # clause of its own
    (
        r"\s*,\s*(?=(?:(?:a\s+)?blanks?|empty(?:\s+values?)?"
        r"|all[- ]zeros?(?:\s+values?)?(?:\s*\(\s*0+\s*\))?)\s+"
        r"(?:is\s+|are\s+)?not\s+(?:allowed|accepted|permitted|ok)\b)",
        "; ",
    ),
    # 'no "#", "@" or "!" characters': the marks quoted, refused anywhere
    (
        r"(?:(?<=^)|(?<=:\s)|(?<=\s[-\u2013\u2014]\s))no\s+((?:(?:\"[^\"]{1,3}\"|'[^']{1,3}')\s*(?:,\s*(?:or\s+)?|\s+or\s+|\s+and\s+|\s+)){1,8}"
        r"(?:\"[^\"]{1,3}\"|'[^']{1,3}'))(?:\s+(?:characters?|symbols?|marks?|signs?))?",
        r"must not contain \1",
    ),
    # "must not contain < or > characters": the two marks, quoted
    (r"(?<=\s)([<>])\s+or\s+([<>])(?=\s+characters?\b)", r'"\1" or "\2"'),
    # '"<" or ">" characters': the marks quoted are the characters
    (
        r"((?:\"[^\"]{1,3}\"|'[^']{1,3}')(?:\s*(?:,|\bor\b|\band\b)\s*(?:\"[^\"]{1,3}\"|'[^']{1,3}'))+)\s+characters?\b",
        r"\1",
    ),
    # 「0〜100時間未満」: the range's end is left out (not 「0〜100」 with a last word after it)
    (
        rf"(?<![\d.])(-?\d+(?:\.\d+)?)\s*((?:{UNIT})?)\s*~\s*(-?\d+(?:\.\d+)?)\s*((?:{UNIT})?)\s*未満",
        r"\1\2以上\3\4未満",
    ),
    # "2-20 characters, no spaces, and not all digits": a clause that refuses nothing but digits
    (
        # (not "not only digits, hyphens are allowed too": a class let in beside them)
        r"(?:(?<=[,;:]\s)|(?<=[,;])|^)(?:(?:and|but)\s+)?not\s+(?:all|only|just|purely|entirely)\s+"
        r"(digits|numbers|numeric|letters)\b(?!\s+(?:and|or)\b)(?![^.;]*\b(?:too|also|as\s+well)\b)",
        lambda m: f"must not be {'digits' if m.group(1).startswith('num') else m.group(1)} only",
    ),
    # 「6桁・8桁・10桁のいずれか」: counts listed, one of them (read as values, 「6桁」 had been a literal)
    (
        r"((?:\d+\s*(?:桁|文字)\s*[・、/]\s*)+\d+\s*(?:桁|文字))\s*の?\s*(?:いずれか|どれか|どちらか)(?:の長さ)?",
        lambda m: "または".join(rx.split(r"\s*[・、/]\s*", m.group(1))),
    ),
    # "Title: free text, all capitals is not allowed": what the field holds, no condition (before one)
    # (not a value listed: "Input mode: free text, list or none")
    (
        r"(?:(?<=:)|^)\s*free[- ]?(?:form\s+)?text\s*[,;]\s*"
        r"(?=(?:all|no|not|never|max(?:imum)?|min(?:imum)?|must|at|up|only|without|letters|digits|\d)\b)",
        " ",
    ),
    (r"\bonly\s+ever\b", "only"),  # "only ever letters and spaces"
    (  # "must not contain more than 10 characters": a length
        r"\b(?:must|should|may|can)\s+not\s+(?:contain|include|have)\s+(more|fewer|less)\s+than\s+(\d+)\s+(?:characters?|chars?)\b",
        lambda m: (
            f"must be {'at most' if m.group(1).lower() == 'more' else 'at least'} {m.group(2)} characters"
        ),
    ),
    (  # "must contain at least 5 characters": a length, not a part "at"
        r"\b(?:contains?|containing|include|includes)\s+(?=(?:at\s+(?:least|most)|a\s+(?:minimum|maximum)\s+of"
        r"|no\s+(?:more|fewer|less)\s+than)\s+\d+\s+(?:characters?|chars?)\b)",
        "have ",
    ),
    (
        r"\s*(?:[,;-]|\band\b)\s*\bonly\s+that\b\s*(?=[.!;]|$)",
        "",
    ),  # "PO, a dash, then 8 digits, only ever that"
    (  # "CC followed by 4 digits; any other pattern is not acceptable": the pattern said again
        r"\s*[,;.]\s*(?:any|all)\s+other\s+(?:patterns?|formats?)\s+(?:is|are)\s+(?:not\s+allowed|rejected|refused|invalid)\.?$",
        "",
    ),
    # "only JP, DE, US or CN is allowed, others are not accepted", "…; anything else is rejected": the "only"
    # said again
    (
        r"(\bonly\b[^.;]*?)\s*[,;.]\s*(?:and\s+)?(?:all\s+)?"
        r"(?:others?|anything\s+else|everything\s+else|any\s+other\s+values?)"
        r"\s+(?:(?:are|is)\s+(?:not\s+(?:accepted|allowed|permitted|valid)|rejected|refused|invalid)"
        r"|(?:will|must|shall|should)\s+be\s+(?:rejected|refused))\.?(?=\s*$)",
        r"\1",
    ),
    (r"\b(?:it|they)(?:'s|'re|\s+is|\s+are)\s+(?=only\b)", ""),  # "…, and it's only letters and spaces"
    # "one of EA, KG or CTN must be entered", "it is mandatory that one of … is entered": the list is the rule
    (
        r"\b((?:it\s+is\s+(?:mandatory|required|compulsory)\s+that\s+)?)(one\s+of\s+[^.;:]+?)\s+"
        r"(?:(?:is|must\s+be|should\s+be|be|is\s+to\s+be)\s+(?:entered|input|selected|chosen|used|given|filled\s+in)|is\s+required)\b",
        lambda m: f"required, {m.group(2)}" if m.group(1) else m.group(2),
    ),
    (  # "please don't start the phone number with a zero"
        r"^(?:[\w\s-]{1,30}:\s*)?(?:please\s+)?(?:don't|do\s+not)\s+(start|begin|end|finish)\s+"
        r"(?:(?:the|your|a|an)\s+[\w\s-]{1,30}?|it|them|this|that)\s+with\s+",
        r"must not \1 with ",
    ),
    (
        r"\b(?:a|an)\s+(?=(?:comma|semicolon|colon|period|full\s+stop|hyphen|slash|space|tab|dot|pipe)s?\b)",
        "",
    ),
    (r"\b(upper[- ]?case\s+letters?)\s+A\s*-\s*Z\b", r"\1"),
    (r"\b(lower[- ]?case\s+letters?)\s+a\s*-\s*z\b", r"\1"),
    (r"\bkeep\s+it\s+(?:to|within|at)\s+", "at most "),
    (r"\bkeep\s+it\s+(?=under|below)", ""),
    (  # not "no later than 30 days after today": a day counted from today, read by `date_window`
        # ("must not be beyond 31-Dec-2035", "should not go beyond 500": the bound refused past)
        rf"\b(?:{_NOT_BEYOND}|no\s+(?:later|greater|higher)\s+than)\s+(?=\d)(?!{_COUNTED_FROM_TODAY})",
        "at most ",
    ),
    (  # "must not be beyond 30 days from today": a day counted from today, the latest allowed
        rf"\b{_NOT_BEYOND}\s+(?={_COUNTED_FROM_TODAY})",
        "no later than ",
    ),
    (r"\bearlier\s+than\s+(?=\d{4}\b(?!-))", "less than "),
    (r"\blater\s+than\s+(?=\d{4}\b(?!-))", "greater than "),
    (
        # 「先頭を「9」にすることはできません」, 「末尾は「X」にできない」: the edge refused
        r"(先頭|末尾)[をは]\s*(「[^」]+」)\s*に(?:しない|するのは(?:不可|禁止|NG)|してはいけない"
        r"|(?:すること[はが]?)?(?:できません|できない))(?:でください|こと|で下さい)?",
        lambda m: m.group(2) + ("で始まらない" if m.group(1) == "先頭" else "で終わらない"),
    ),
    (r"\bdigs?\.(?=\s|,|;|\)|$)", "digits"),
    (r"\breq(?:uired|\.|d\.?)?(?=\s*[,;]|\s*$)", "required"),
    # "Website (optional) - if filled in, must start with https://": the blank, then the rule
    (
        r"^([\w\s-]{1,40}?)\s*\(\s*optional\s*\)\s*(?:[-\u2013\u2014:,;]\s*)(?=(?:but\s+)?(?:if|when)\s)",
        r"\1: optional, ",
    ),
    # "(write 'none' if there really are none)": what to write instead of a value refused, no rule
    (
        r"\s*\(\s*(?:please\s+)?(?:write|enter|use|put)\s+(?:\"[^\"]+\"|'[^']+')\s+(?:if|when|instead)\b[^()]*\)",
        "",
    ),
    # "Link (optional, but if given it has to point at …)": the label's bracket is the sentence
    (
        r"^([\w\s-]{1,40}?)\s*\(\s*(optional\s*[,;]?\s*(?:but\s+)?(?:if|when)\s+[^()]+?)\s*\)\s*\.?$",
        r"\1: \2",
    ),
    # "Opt; if filled: …", "Blood group is optional, but if filled it should be one of …": blank, or the rule
    (
        # ("Halal certificate no. - optional; if entered, …": a label with an abbreviation's stop)
        r"^(?:[\w\s-]{1,40}?\s+(?:is|are)\s+|[\w\s.-]{1,40}:\s*|[\w\s.-]{1,40}?\s+[-\u2013\u2014]\s+)?opt(?:ional|\.)?\s*[;,:.]?\s*"
        # "optional, you can leave it empty, but if it IS filled in …": the blank let in, said again
        r"(?:(?:you\s+)?(?:can|may)\s+(?:leave\s+it|be\s+left)\s+(?:empty|blank)\s*[;,]?\s*)?(?:but\s+)?(?:if|when)\s+"
        r"(?:it\s+is\s+|(?:a\s+)?value\s+is\s+)?(?:filled(?:\s+in)?|given|entered|present|provided|supplied)\s*(?:->|→|:|,)?\s*"
        r"(?:it\s+|the\s+value\s+)?(?P<rest>.*)$",
        # ("Fax - optional. If filled: digits only, exactly 10 digits": several conditions, the blank beside
        # them all)
        lambda m: (
            f"{m.group('rest').rstrip(' .')}; may be left blank"
            if rx.search(r"[,;]", m.group("rest")) and not rx.search(r"\bone\s+of\b|\bor\b", m.group("rest"))
            else f"blank or {m.group('rest')}"
        ),
    ),
    # "optional; if given, 5 to 10 digits": the blank said twice (the "if given" had let it in already)
    (r"^blank\s+or\s+(.+?);\s*may\s+be\s+left\s+blank$", r"\1; may be left blank"),
    (r"\bmax\.(?=\s)", "max"),
    (r"\bmin\.(?=\s)", "min"),
    (r"(?<![\"'「])\bN/A\b(?=\s+(?:is\s+|are\s+)?not\s+(?:allowed|permitted|accepted))", '"N/A"'),
    (r"(?<!\bis)(?<!\bare)(?<!\bbe)\s+not\s+(allowed|permitted|accepted)\.?$", r" is not \1"),
    # "8+ chars", "10+ digits": a count of characters, not an age
    (
        r"(?<![\w/])(\d{1,3})\+\s*(?=(?:chars?|characters?|digits?|letters?|symbols?|numbers?)\b)",
        r"at least \1 ",
    ),
    # "Age grading - 3+, 6+, 8+, 12+ or 18+ only": grades listed are values (not ages of a birth date)
    (
        r"(?<![\w/\"'])(\d{1,2}\+(?:\s*(?:,\s*(?:or\s+)?|\s+or\s+|/)\s*\d{1,2}\+){2,})(?=\s|$|[,.;])",
        lambda m: "one of " + ", ".join(f'"{grade}"' for grade in rx.findall(r"\d+\+", m.group(1))),
    ),
    (r"(?<![\w/])(\d{1,3})\+(?=\s|$|,|\.)\s*(?:as\s+of\s+today)?", r"at least \1 years old"),
    (
        r"\bmax\s+(\d+)\s+(days?|weeks?|months?|years?)\s+(?:ahead|in\s+the\s+future|from\s+(?:now|today))",
        r"not more than \1 \2 in the future",
    ),
    (
        r"(['\"」])\s+in\s+(?:the\s+)?(?:item\s+|product\s+|customer\s+|supplier\s+)?"
        r"(?:name|description|text|field|code|title)\b\.?$",
        r"\1",
    ),
    (r"NG\s*ワード\s*[:]\s*(.+?)\s*(?=\(|$)", r"must not contain \1"),
    (r"\btoday\s*(?=以降|以前|より前|より後|まで)", "今日"),
    (r"\s*で(?:お願い(?:します|いたします|致します)?|よろしく(?:お願いします)?)。?$", ""),
    (r"(?:は)?\s*(?:もう)?使わないで(?:ください|下さい|ね)?", "は使用不可"),
    # 「「廃止」「保留」は選べない」, 「…は選択できません」: a choice refused is a value refused
    (
        r"(?<!しか)(?<!しか\s)\s*(?:は|を|が)?\s*(?:選べ|選択(?:でき|させ|し)?)(?:ない|ません|不可)(?:こと|です|とする)?(?=\s*(?:[。、)]|$))",
        "は使用不可",
    ),
    # 「「S」始まりで、うしろは数字3桁」, 「Sで始まり、残りは数字3桁」: what follows the start, when it is a
    # counted class (「…残りは10文字以内」, 「…後は自由」 bound or free the whole value, the start kept)
    (
        r"(」|(?<![0-9A-Za-z」])[0-9A-Za-z]{1,6})\s*(?:で|から)?\s*始ま(?:り|って|る)(?:で)?\s*[、,]?\s*"
        r"(?:その)?(?:うしろ|後ろ|残り|あと|後|以降|続き)(?:の部分)?(?:は|が)\s*"
        r"(?=(?:半角)?(?:数字|英字|英大文字|英小文字|英数字|大文字|小文字)\s*\d+\s*(?:[~〜-]\s*\d+\s*)?(?:桁|文字))",
        r"\1の後に",
    ),
    # 「「S」で始まり、残りは半角数字」: digits of no count after the start, and nothing else
    # (「+81から始まる国際表記で、あとは数字のみ」: a sign before the start is the start's, a name of the
    # layout between them says nothing more)
    (
        r"(」|(?<![0-9A-Za-z」+])\+?[0-9A-Za-z]{1,6})\s*(?:で|から)?\s*始ま(?:り|って|る(?:[^\s、。「」()0-9]{1,8})?)(?:で)?\s*[、,]?\s*"
        r"(?:その)?(?:うしろ|後ろ|残り|あと|後|以降|続き)(?:の部分)?(?:は|が)\s*(?:半角)?数字(?:のみ|だけ)?(?:です)?"
        r"(?=\s*(?:[。、(]|$))",
        lambda m: ("」" if m.group(1) == "」" else f"「{m.group(1)}」") + "の後にdigits only",
    ),
    # "starts with two letters, the rest are digits", "starts with A or B; the rest are digits": a start of
    # letters counted, or of one of two, then digits only
    (
        r"\b(?:starts?|begins?)\s+with\s+((?:\d+|one|two|three|four|five)\s+(?:(?:capital|upper-?case|lower-?case)"
        r"\s+)?(?:letters?|capitals?)|(?P<one>[A-Z]|'[A-Z]'|\"[A-Z]\")\s+or\s+(?P<two>[A-Z]|'[A-Z]'|\"[A-Z]\"))\s*[,;]?"
        r"\s*(?:and\s+)?(?:the\s+rest|the\s+remainder|the\s+remaining\s+characters)\s+(?:is|are|must\s+be)\s+"
        r"(?:all\s+|only\s+)?(?:digits?|numeric|numbers|numerals)(?:\s+only)?(?=\s*(?:[.;,]|$))",
        _start_then_digits,
    ),
    # "starts with PO, the rest are digits", "… and everything after PO is a digit": digits of no count after
    # the start named (before, or again), and nothing else
    (
        r"(?:\band\s+)?(?:the\s+rest|the\s+remainder|everything\s+else|the\s+remaining\s+characters"
        r"|(?:everything|all(?:\s+(?:the\s+)?characters)?|the\s+characters)\s+after\s+(?:it|that|the\s+prefix|(?P<named>"
        r"'[^'\s]{1,8}'|\"[^\"\s]{1,8}\"|[A-Z0-9][A-Z0-9-]{0,7})))\s+(?:is|are|must\s+be|should\s+be|has\s+to\s+be)\s+"
        r"(?:all\s+|only\s+|a\s+)?(?:digits?|numeric|numbers|numerals)(?:\s+only)?(?=\s*(?:[.;,]|$))",
        _rest_after_start,
    ),
    # 「口座番号:ハイフン区切り、数字10桁」, 「数字10桁、ハイフン区切り」: digits counted, grouped by the mark
    # (the count is of the digits)
    (
        r"(?<![(\w])(ハイフン|スラッシュ)\s*区切り\s*[、,]\s*((?:半角)?数字\s*\d+\s*桁)(?=\s*(?:[。、]|$))"
        r"|(?<![(\w])((?:半角)?数字\s*\d+\s*桁)\s*[、,]\s*(ハイフン|スラッシュ)\s*区切り(?:で)?(?=\s*(?:[。、]|$))",
        _grouped_digits,
    ),
    # "2 letters + 8 digits, letters uppercase": what the letters of the layout must be, said short
    (
        r"(?<=,\s)(?:the\s+|all\s+)?letters\s+(?:(?:are|in)\s+)?(?:(upper|lower)[- ]?case|(capitals|caps))\b"
        r"(?=\s*(?:only\s*)?(?:[.;,]|$))",
        lambda m: f"letters must be {(m.group(1) or 'upper').lower()} case",
    ),
    # "'Basic' or 'Pro' ('Enterprise' is not available yet)": a value refused, said in brackets after the list
    (
        r"\s*\(\s*((?:'[^'()]{1,30}'|\"[^\"()]{1,30}\")(?:\s*(?:,|\bor\b|\band\b)\s*(?:'[^'()]{1,30}'|\"[^\"()]{1,30}\"))*"
        r"\s+(?:is|are)\s+(?:not|no\s+longer)\s+(?:available|allowed|accepted|permitted|used|offered|valid))"
        r"[^()]{0,30}\)(?=\s*[.;]?\s*$)",
        r"; \1",
    ),
    # "'A', 'B' or 'C' (free text is not allowed)", 「(自由入力不可)」: the list said again
    (
        r"\s*\(\s*(?:no\s+free[- ]text|free[- ]text\s+(?:is\s+)?not\s+(?:allowed|accepted|permitted))\s*\)"
        r"|(?:\s*\(\s*|、\s*)自由(?:入力|記述)\s*(?:は)?\s*(?:不可|禁止|できません)\s*\)?(?=\s*。?\s*$)",
        "",
    ),
    # "no O or I (confused with 0 and 1)", 「(数字の0・1と紛らわしいため)」: why, which says nothing more
    (
        r"\s*\(\s*(?:(?:as\s+they\s+are\s+|they\s+are\s+)?(?:easily\s+)?confused\s+with|mistaken\s+for|look(?:s|ing)?\s+like)"
        r"\s+[^()]{1,30}\)"
        r"|\s*\(\s*[^()]{1,30}?(?:と|に)\s*(?:紛らわしい|間違えやすい|見間違えやすい|似ている)(?:ため|から)?\s*\)",
        "",
    ),
    # 「4月1日または10月1日のみ」: days of any year (no year said), the only ones
    (
        r"(?<![年\d/-])((?:\d{1,2})月(?:\d{1,2}日|末日?)(?:\s*(?:または|又は|、|・|か|と|,)\s*\d{1,2}月(?:\d{1,2}日|末日?))*)"
        # (a gloss in brackets after them names what they are: 「(春入学・秋入学)」)
        r"\s*(?:の)?(?:のみ|だけ|に限る|のいずれか)?(?:\s*\([^()]{1,20}\))?(?=\s*[。.]?\s*$)",
        _days_of_year,
    ),
    # "any 5 digits except 00000 and 99999", "a letter, but not I or O": codes refused after what is allowed
    (
        # (not "anything except XXX / XTS", "characters other than A-Z": read by their own readers)
        rf"(?:(?<!anything)(?<!any value)(?<!everything)(?<!characters)(?<!character)"
        # (nor "all capitals except for 'and'": an exception to the letters' case)
        rf"(?<!capitals)(?<!caps)(?<!case)"
        rf"(?:\s*,\s*any(?=\s+(?:except|other|excluding|apart)\b))?"  # "one letter, any except I and O"
        rf"(?:\s*,\s*|\s+)(?:except(?:\s+for)?|but\s+not|other\s+than|excluding|apart\s+from)"
        # "ISO alpha-2, uppercase, not XX" (not "eight characters, not seven": a count said again)
        rf"|\s*,\s*(?:and\s+)?not(?=\s+(?![0-9](?![0-9A-Za-z-]))))\s+"
        # (", required" after them: "any 5 digits except 00000 and 99999, required")
        rf"((?:{_REFUSED_CODE})(?:\s*(?:,|\band\b|\bor\b|/)\s*(?:{_REFUSED_CODE}))*)"
        rf"(?=\s*(?:[.;()]|$|,\s*(?:required|mandatory)\s*\.?$))",
        _codes_refused,
    ),
    # 「5桁の数字(00000と99999は除く)」, 「、IとOを除く」: the same in Japanese
    (
        # (「(地下5階〜地上60階、0は除く)」: a bracket opened before the 、 stays closed)
        rf"\s*(?:(\(\s*)|、\s*)((?:{_REFUSED_CODE})(?:\s*(?:と|・|、|や|および|及び|,)\s*(?:{_REFUSED_CODE}))*)\s*(?:は|を)"
        r"\s*除く(?:こと)?\s*(\))?(?=\s*(?:[。、]|$))",
        lambda m: (
            "、"
            + rx.sub(r"\s*(?:と|、|や|および|及び|,)\s*", "・", m.group(2))
            + "は不可"
            + (")" if m.group(3) and not m.group(1) else "")
        ),
    ),
    # "0.5 to 300, step 0.5", "step size: 10": the steps a number moves in
    # (not "Step 1, Step 2 or Step 3": values named)
    (
        r"(?:(?<=^)|(?<=[,;]\s)|(?<=[,;]))(?-i:step)(?:\s+size)?\s*[:=]?\s*(?=\d+(?:\.\d+)?(?:\s*(?:[.;)]|$)))",
        "in steps of ",
    ),
    # "a single uppercase letter A-Z", "one letter A-Z": one letter, of the whole alphabet
    (
        r"(?:(?<=^)|(?<=:\s)|(?<=:))\s*(?:(?:an?|one|1)\s+)?(?:single\s+)?(?:upper[- ]?case\s+|capital\s+)?"
        r"letter\s*\(?\s*(?-i:A)\s*[-~]\s*(?-i:Z)\s*\)?(?=\s*(?:[.;,)]|\bonly\b|$))"
        # "single uppercase letter": one, said without an article
        r"|(?:(?<=^)|(?<=:\s)|(?<=:))\s*single\s+(?:upper[- ]?case\s+|capital\s+)letter"
        r"(?=\s*(?:[.;,)]|\bonly\b|$))",
        " a single upper-case letter",
    ),
    # "then an optional revision letter": what the optional letter stands for says nothing of its place
    (
        r"\b(optional|optionally\s+followed\s+by)\s+(?:an?\s+)?(?:revision|version|suffix|check|extra|trailing)\s+"
        r"(letter|digit|character)\b",
        r"\1 a \2",
    ),
    # 「「対応」または「非対応」(必須)」, "… (required)": a value demanded, said in brackets after the rule
    (
        r"\s*\(\s*(必須|入力必須|required|mandatory)\s*\)(?=\s*[。.]?\s*$)",
        lambda m: ("、" if m.group(1)[0] > "~" else ", ") + m.group(1),
    ),
    # "one of Spring or Fall (exact spelling, capitalised as shown)": the values as listed, which a list keeps
    (
        r"\s*\(\s*(?:(?:exact(?:ly)?\s+(?:spelling|as\s+(?:shown|written|listed))|(?:capitali[sz]ed|spelt|spelled|written)"
        r"\s+as\s+(?:shown|listed|written|above))\s*(?:,|and)?\s*){1,2}\)",
        "",
    ),
    # "… followed by the numeric record ID": digits, whatever they number
    (
        r"\b(followed\s+by|then)\s+(?:the|an?)\s+(?:numeric|number|digit)\s+(?:[a-z]+\s+){0,2}?(?:id|number|no\.?|code)"
        r"(?=\s*(?:[.;,)]|$))",
        r"\1 digits",
    ),
    # "building letter A to F (capital)": what the letter stands for named before it, its case after it
    (
        r"\b(?!(?:capital|upper|lower|single|one|an?|the|case|uppercase|lowercase|by|then|with|of|and|or|plus|from"
        r"|followed|last|first|final|is|be|only)\b)[a-z]+\s+"
        r"(letters?\s+(?-i:[A-Z])\s*(?:to|-|~|through)\s*(?-i:[A-Z]))\b"
        r"(?:\s*\(\s*(capitals?|upper[- ]?case)\s*\))?",
        lambda m: ("capital " if m.group(2) else "") + m.group(1),
    ),
    # 「1~6の整数」, "an integer from 1 to 6", "a whole number between 1 and 99": the range, in whole numbers
    (
        r"(-?\d+(?:\.\d+)?)\s*(?:~|から)\s*(-?\d+(?:\.\d+)?)\s*(?:まで)?\s*の\s*整数(?:値)?(?!\s*(?:部|桁))",
        r"\1~\2、整数のみ",
    ),
    (
        r"\b(?:an?\s+)?(?:integer|whole\s+number)\s+((?:from|between)\s+-?\d[\d,]*(?:\.\d+)?\s+(?:to|and)\s+-?\d[\d,]*"
        r"(?:\.\d+)?)(?![\d,.]?\d)(?!\s*(?:digits|characters))",
        r"whole numbers only, \1",
    ),
    # "must be a Google Maps link (https://maps.google.com/ or https://goo.gl/maps/)": the links it starts
    # with
    (
        r"\b(?:must|should|has\s+to)\s+be\s+an?\s+(?:[A-Za-z]+\s+){0,3}(?:link|url|address|page)\s*\(\s*"
        r"(https?://[^()\s,]+(?:\s*(?:,|\bor\b)\s*https?://[^()\s,]+)+)\s*\)",
        r"must start with \1",
    ),
    # 「「株式会社」「(株)」は付けない」: words not attached to the name are words it may not contain
    # (not 「末尾に「様」を付けないこと」: a place said, read by the readers of starts and ends)
    (
        r"(」)\s*(?:は|を)\s*(?:付け|つけ)(?:ない|ず)(?:こと|で下さい|でください)?(?=\s*(?:[。、]|$))",
        lambda m: (
            m.group(0)
            if rx.search(r"(?:先頭|末尾|最初|最後|前後|両端)", m.string[: m.start()])
            else m.group(1) + "を含まない"
        ),
    ),
    # 「NGワード(「至急」「サンプル」)を含まないこと」: a name glossed by the words it stands for, those words
    (
        r"[^\s、。:()「」]{1,15}\(\s*((?:「[^」]+」\s*[、・]?\s*){1,8})\)\s*(?=(?:を|は)\s*(?:含ま|含め|使用|入れ|使わ|登録))",
        r"\1",
    ),
    # "non-zero, negatives allowed", 「0以外、マイナス可」: negatives let in, which nothing else refused
    (
        r"\s*[,;、]?\s*(?:(?:negative\s+(?:values|numbers|amounts)|negatives)\s+(?:are\s+)?(?:allowed|ok|okay|fine|permitted|accepted)"
        r"|(?:マイナス|負の値|負数)\s*(?:も|は)?\s*(?:可|OK|許可|入力可))(?=\s*(?:[.;,。、]|$))",
        "",
    ),
    # 「小数点以下2桁まで(0.01単位)」: a step said in brackets after a bound is a condition of its own
    (r"(?:(?<=まで)|(?<=以内)|(?<=以下))\s*\(\s*(\d+(?:\.\d+)?\s*(?:単位|刻み))\s*\)", r"、\1"),
    # "(neither half-width nor full-width)": either width, each refused
    (r"\(\s*neither\s+(half|full)[- ]?width\s+n?or\s+(half|full)[- ]?width\s*\)", r"(\1-width or \2-width)"),
    # "+ then the number, 8-15 digits in total", "+ then country code and number, …": a plus sign, then the
    # digits counted (the country code is digits of the number, not a code of letters)
    (
        r"(?<![\w+])\+\s*(?:then|followed\s+by|and\s+then)\s+(?:the\s+)?(?:country\s+code\s+(?:and|\+|plus)\s+(?:the\s+)?)?"
        r"(?:(?:phone|telephone|subscriber|local)\s+)?number\s*,\s*(?:between\s+(\d+)\s+and\s+|(\d+)\s*(?:-|to)\s*)?(\d+)"
        r"\s+digits\s+in\s+total\b",
        lambda m: (
            f"+ followed by {m.group(1) or m.group(2) or ''}{' to ' if m.group(1) or m.group(2) else ''}"
            f"{m.group(3)} digits"
        ),
    ),
    # "Fax is no longer accepted": a value retired is a value refused
    (
        r"\b(is|are)\s+no\s+longer\s+(accepted|allowed|permitted|valid|used|in\s+use|supported)\b",
        lambda m: f"{m.group(1)} not {'used' if m.group(2) == 'in use' else m.group(2)}",
    ),
    # 「空欄可。それ以外は数字4桁」: after a blank let in, what any other value is
    (
        r"^(?:それ以外|上記以外)(?:は|の場合は)\s*(?=(?:半角|全角)?(?:数字|英|カタカナ|ひらがな|カナ|漢字|\d|「))",
        "",
    ),
    # "may be left blank; otherwise 6 digits": what a value given must be, then the blank let in
    (
        r"((?:may|can)\s+be\s+(?:left\s+)?(?:blank|empty)|blank\s+(?:is\s+|values?\s+(?:are\s+)?)?(?:allowed|ok|fine)"
        # "leave blank for internal grants, otherwise …"
        r"|leave\s+(?:it\s+)?(?:blank|empty)(?:\s+(?:if|for|when|where)\s+[^,;.]{1,40})?)"
        # (to the end of the sentence: "an @oceanlink-shipping.com address" keeps the stops of its domain)
        r"\s*[;,.]\s*(?:otherwise|else|or\s+else|if\s+(?:not\s+blank|filled(?:\s+in)?|given|entered))\s*,?\s*"
        r"((?:[^;.]|\.(?=[A-Za-z0-9]))+)",
        r"\2; may be left blank",
    ),
    # "no halfwidth letters, digits or katakana": each class named refused in its half width
    (
        rf"(\s+[-\u2013\u2014]\s+|\s*[,;]\s*)?\bno\s+half[- ]?width\s+"
        rf"({_HALF_CLASS}(?:\s*,\s*{_HALF_CLASS})*(?:\s*,?\s*(?:or|and)\s+{_HALF_CLASS})?)\b",
        lambda m: (
            ("; " if m.group(1) else "")
            + "・".join(_HALF_NAMES[c.lower().rstrip("s")] for c in rx.findall(_HALF_CLASS, m.group(2)))
            + "は不可"
        ),
    ),
    # "SCH, then the 4-digit year": a part of a layout named by what it holds
    (r"\bthen\s+the\s+(?=\d+-(?:digit|letter|character)\b)", "then a "),
    # "SCH, then a 4-digit year, then a 3-digit sequence, separated by hyphens": the mark between the parts
    (
        r"^([^.;]*?\bthen\b[^.;]*?),?\s+(?:all\s+|each\s+)?separated\s+by\s+(hyphens|dashes|slashes|dots|spaces)\b",
        lambda m: rx.sub(
            r",\s*then\s+",
            {
                "hyphens": ", a hyphen, then ",
                "dashes": ", a hyphen, then ",
                "slashes": ', "/", then ',
                "dots": ', ".", then ',
                "spaces": ", a space, then ",
            }[m.group(2).lower()],
            m.group(1),
        ),
    ),
    # "2 digits, an uppercase letter, 5 digits": three parts or more listed by commas are a layout in order
    (
        rf"(?<![\w-])({_LAYOUT_PART}(?:\s*,\s*{_LAYOUT_PART}){{2,}})(?=\s*(?:[.;(]|$))",
        # (not "8 to 20 characters, at least 1 digit, 1 uppercase letter, …": classes demanded, no order)
        lambda m: (
            m.group(0)
            if rx.search(_HELD_SAID, m.string[max(m.start() - 24, 0) : m.start()], re.IGNORECASE)
            else rx.sub(r"\s*,\s*(?:then\s+)?", ", then ", m.group(1))
        ),
    ),
    # "no 'test' or 'dummy' entries": the values named, refused
    (
        rf"\bno\s+((?:{QUOTED})(?:\s*(?:,|\bor\b|\band\b)\s*(?:{QUOTED}))*)\s+(?:entries|values|records|names|codes)\b",
        r"\1 are not allowed",
    ),
    # "noreply@ / no-reply@ not accepted": the start of an address before its @, refused
    (
        r"(?<![\w.@-])([\w.+-]+@)(?![\w-])((?:\s*(?:/|,|\bor\b|\band\b)\s*[\w.+-]+@(?![\w-]))*)\s*"
        r"(?:addresses\s+)?(?:(?:are|is)\s+)?not\s+(?:accepted|allowed|permitted)\b",
        lambda m: "must not start with " + " or ".join([m.group(1), *rx.findall(r"[\w.+-]+@", m.group(2))]),
    ),
    # "ends with a unit (mg, g, mL or μg)": the kind of ending named, then the endings listed
    (
        r"\b(start|begin|end)s?\s+with\s+an?\s+(?!(?:letter|digit|number|capital|character|symbol)s?\b)[a-z]+"
        r"(?:\s+[a-z]+)?\s*\(\s*(?!e\.\s?g|i\.\s?e|ex\b|for\s)([^()]*?(?:,|\bor\b)[^()]*?)\s*\)",
        r"\1s with \2",
    ),
    # 「括弧書き((後発)など)は入れない」: brackets of either width refused, shown by an example in brackets
    (
        r"(?:丸)?括弧(?:書き|付き)?\s*(?:\((?:[^()]|\([^()]*\))*など\))?\s*(?:は|を|も)\s*"
        r"(?:入れない|含めない|含まない|使用不可|使わない|不可|禁止|NG)",
        "「(」「（」を含めない",
    ),
    # 「先頭大文字、半角英字・スペースのみ」: the first character's class, said without は
    (r"(先頭|末尾)(?=(?:英)?(?:大文字|小文字)(?:\s*[、,。]|$))", r"\1は"),
    # 「先頭は大文字、半角英字・スペースのみ」: the characters let in first, then the first one's class (read
    # after a class, a list of classes closing the sentence is one clause with it)
    (
        r"(先頭は(?:英)?(?:大文字|小文字|英字|数字))\s*、\s*([^、。]{1,30}?(?:のみ|だけ))\s*(?=。|$)",
        r"\2、\1",
    ),
    # "starts with @, … and after the @ only lowercase letters, digits, dots and underscores": the mark
    # said first is one of the characters let in
    (
        r"\bafter\s+the\s+([\"']?)([@#])\1\s+only\s+([^.;]+?)(?=\s*(?:[.;]|$))",
        lambda m: "only " + rx.sub(r"\s+and\s+(?=[^,]*$)", ", ", m.group(3)) + f' and "{m.group(2)}"',
    ),
    # "# plus exactly 6 hex digits": a mark, then the rest
    (r"(?<![\w])([#@])\s+plus\s+", r"\1 + "),
    # "Library card no. 'LB', a space, …": a field's name shortened by "no." is its label
    # (not "Must be yes or no. Case sensitive": "no" an answer, the full stop a sentence's end)
    (
        r"^((?:(?!(?:must|be|is|are|or|and|only|yes|should|either|not|never)\b)[A-Za-z]+\s+){1,4}(?-i:no|No))\.\s+"
        r"(?=[\"'A-Z0-9]|looks?\b|is\s+written\b)",
        r"\1: ",
    ),
    # "looks like 'LB 1234 5678': the letters LB, a space, …": the example, then the layout said in words
    (
        rf"\b(?:looks?|is\s+written)\s+like\s+({QUOTED})\s*:\s*([^.;]{{12,}}?)\s*(?=[.;]?$)",
        r"\2 (e.g. \1)",
    ),
    # 「「建物2文字-階2桁-部屋3桁」の形式」: each part of a layout named before its count (the name says no
    # class of its own)
    (
        r"(?:(?<=「)|(?<=[「\-]\s)|(?<=-))(?:(?![英数字文桁])[\u4e00-\u9fff]){1,4}(?=\d+\s*(?:文字|桁)(?:\s*-|」))",
        "",
    ),
    # 「0円・マイナス不可」, "no zero or negative amounts", "negative values and 0 are not allowed": zero and
    # below refused together (read apart, the 0 was lost, or the "no" turned the bound around)
    (
        r"(?<![\d.,])(?:0|ゼロ|零)\s*(?:円|個|件|人|日)?\s*(?:と|・|、|や|及び|および|または)\s*(?:マイナス|負の(?:数|値)?)(?:の(?:数|値))?"
        r"\s*(?:は|も)?\s*(?:入力|登録|使用)?\s*(?:不可|NG|禁止|エラー)"
        r"|(?:マイナス|負の(?:数|値)?)\s*(?:と|・|、|や|及び|および|または)\s*(?:0|ゼロ|零)(?![\d.])\s*(?:円|個|件|人|日)?"
        r"\s*(?:は|も)?\s*(?:入力|登録|使用)?\s*(?:不可|NG|禁止|エラー)",
        "0より大きい",
    ),
    # 「最大20、0以下は不可」: a bound refused is the other bound demanded (read as a refusal, the maximum
    # beside it had been lost)
    (
        r"(?<![\d.,])(-?\d+(?:\.\d+)?)\s*以下\s*(?:は|も)\s*(?:入力|登録)?\s*(?:不可|NG|禁止|エラー)",
        r"\1より大きい",
    ),
    (
        r"(?<![\d.,])(-?\d+(?:\.\d+)?)\s*以上\s*(?:は|も)\s*(?:入力|登録)?\s*(?:不可|NG|禁止|エラー)",
        r"\1未満",
    ),
    (
        r"\bno\s+(?:zero|0)\s+(?:or|and|nor)\s+negatives?(?:\s+(?:numbers|values|amounts|quantities|prices|figures))?\b"
        r"|\bno\s+negative(?:\s+(?:numbers|values|amounts|quantities|prices|figures))?\s+(?:or|and|nor)\s+(?:zero|0)"
        r"(?:\s+(?:values|amounts))?\b"
        r"|\bnegative(?:\s+(?:numbers|values|amounts|quantities|prices|figures))?\s+(?:or|and)\s+(?:zero|0)\s+"
        r"(?:are|is)\s+not\s+(?:allowed|accepted|permitted|valid)\b",
        "must be greater than 0",
    ),
    # ".jp domains only", "Japanese domains only (.jp)": a top-level domain the address must end in
    # (".jp or .com domains only": either)
    (
        r"(?:\b(?:japanese|[a-z]+)\s+)?"
        r"(?:(?<![\w.])((?:\.[a-z]{2,6})+(?:\s*(?:,|/|\bor\b|\band\b)\s*(?:\.[a-z]{2,6})+)*)\s+)?"
        r"domains?\s+only\b(?:\s*\(\s*(\.[a-z]{2,6})\s*\))?(?(1)|(?(2)|(?!)))",
        lambda m: (
            "domain must end in "
            + " or ".join(
                t.lower() for t in rx.findall(r"(?:\.[a-z]{2,6})+", m.group(1) or m.group(2), re.IGNORECASE)
            )
        ),
    ),
    (
        r"\bjapanese\s+domains?\s+only\b|\bonly\s+japanese\s+domains?\b|\bmust\s+be\s+an?\s+japanese\s+domain\b",
        "domain must end in .jp",
    ),
    # "4 uppercase letters/digits": either class
    (r"\b(letters|digits|numbers)/(letters|digits|numbers)\b", r"\1 or \2"),
    # 「M、F、X のいずれか」: a space before 「のいずれか」 is no part of the last value
    (r"\s+(?=の(?:いずれか|どれか|どちらか))", ""),
    # "8 digits, the last one is a check digit", "10 digits including a check digit": the check digit is one
    # of the digits counted (not one more after them, nor a word the value holds)
    (
        r"(\d+\s+digits)\s*(?:,\s*(?:and\s+)?the\s+last\s+(?:one|1|digit)\s+(?:is|being)|,?\s+including|,?\s+incl\.?)"
        r"\s+(?:a|the)\s+check\s+digit\b",
        r"\1; the last digit is a check digit",
    ),
    # "must start with a capital K": that letter, in capitals
    (
        r"\b((?:start|begin)s?\s+with)\s+an?\s+(?:capital|upper[- ]?case)(?:\s+letter)?\s+(?-i:([A-Z]))\b",
        r'\1 "\2"',
    ),
    # "must start with a capital": a capital letter, not the word "capital" (nor "… a capital K", the letter
    # named)
    (r"\b((?:start|begin)s?\s+with\s+an?\s+capital)\b(?!\s+(?:letter|[A-Z0-9]\b|[\"'「]))", r"\1 letter"),
    # "3 groups of 4 digits separated by hyphens (1234-5678-9012)": digits in brackets closing a layout show
    # a value (read as a range of numbers, 1234 to 5678)
    (
        r"(\bseparated\s+by\s+(?:hyphens|dashes|spaces|slashes)|\bdigits)\s*"
        r"\(\s*(\d+(?:[-/ ]\d+){2,})\s*\)(?=\s*[.;]?$)",
        r"\1 (e.g. \2)",
    ),
    # 「全角カタカナのみ(スペースは全角可)」: the space let in is the full-width one (not every full-width
    # character)
    (r"\(\s*スペース\s*(?:は|も)\s*全角(?:のみ)?\s*(?:可|OK|のみ可)\s*\)", r"(全角スペースは可)"),
    # 「-5以上60以下の整数(地下5階〜地上60階、0は除く)」: a value refused inside the bracket glossing a range
    (
        r"\(([^()]*?)[、,]\s*(-?\d+)\s*(?:は|を)\s*(除く|不可|NG|除外)\s*\)",
        r"(\1)、\2は\3",
    ),
    # 「英大文字1文字+数字2桁で、数字部分は01〜50」: the number the digits make, said after the layout
    # (「英大文字1文字+数字2桁(例 A01)、棚番は01〜40」: the digits named by what they number, after an
    # example)
    (
        r"数字\s*(\d+)\s*桁(\s*\((?:例|e\.g\.)[^()]*\))?\s*(?:で|、)\s*、?\s*"
        r"(?:かつ\s*)?(?:数字(?:の)?部分|数値部分|連番|[^\s、。,()「」\d]{0,4}番号?(?:部分)?)\s*(?:は|が)\s*(\d+)\s*~\s*(\d+)"
        r"(?:\s*(?:の範囲|まで))?",
        r"数字\1桁(\3~\4)\2",
    ),
    # "must not be empty (max 10 chars)": a condition in brackets after the blank refused, a clause of its own
    (
        r"\b((?:must|may|can|should)\s*not\s+be\s+(?:empty|blank|left\s+blank)|cannot\s+be\s+(?:empty|blank)"
        r"|(?:is\s+)?(?:required|mandatory))\s*\(\s*((?:max|min|at\s+most|at\s+least|up\s+to|no\s+more\s+than)\.?\s+"
        r"\d+\s*(?:chars?|characters?|digits?|letters?|bytes?)|\d+\s*(?:-|to)\s*\d+\s*(?:chars?|characters?|digits?)"
        # ("required (10 chars max)")
        r"|\d+\s*(?:chars?|characters?|digits?|letters?)\s+(?:max(?:imum)?|min(?:imum)?|at\s+most|at\s+the\s+most))\s*\)",
        r"\1; \2",
    ),
    # "0000 and 9999 (suspense) are not allowed": what the values refused are for, no rule
    (
        r"((?:\d+|'[^']+'|\"[^\"]+\"))\s*\([^()\d]{1,30}\)\s*(?=(?:are|is)\s+(?:not\s+(?:allowed|accepted|permitted|used)"
        r"|forbidden|reserved)\b)",
        r"\1 ",
    ),
    # 「原産国コードに日本(JP/JPN)は指定不可」: the codes named in the bracket are refused
    # (「日本(JP)・韓国(KR)は指定不可」: each name glossed by its codes)
    (
        r"((?:[^\s、。,()「」:]{1,10}\(\s*(?-i:[A-Z]{2,3})(?:\s*[/・、,]\s*(?-i:[A-Z]{2,3}))*\s*\)\s*[・、,と]?\s*)+)"
        r"(?:は|も)\s*(?:指定|入力|使用|登録|選択)?\s*(?:不可|禁止|できない|できません|しない)",
        lambda m: (
            "".join(
                f"「{code}」"
                for gloss in rx.findall(r"\(([^()]*)\)", m.group(1))
                for code in rx.findall(r"[A-Z]{2,3}", gloss)
            )
            + "は不可"
        ),
    ),
    # 「「未定」「TBD」「N/A」とだけ入力するのは不可」: the values refused when they are the whole entry
    (
        r"((?:「[^「」]+」\s*(?:、|・|や)?\s*)+)\s*(?:と|だけ|のみ)\s*(?:だけ)?\s*(?:を)?\s*(?:入力|記入|登録)\s*"
        r"(?:するの|すること)?\s*(?:は|も)\s*(?:不可|禁止|NG)",
        r"\1は不可",
    ),
    # 「Qで始まり数字8桁(Q+8桁)」: the bracket says the layout again
    (
        r"(「?((?-i:[A-Z]{1,5}))」?\s*(?:で始まり|の後に)\s*、?\s*数字\s*(\d+)\s*桁)"
        r"\s*\(\s*「?\2」?\s*\+\s*(?:数字)?\s*\3\s*桁\s*\)",
        r"\1",
    ),
    # 「英大文字2文字+数字4桁で、数字部分は0000不可」, 「…、かつ下4桁(連番)が0000のものは不可」: the digits
    # that end the value, values of them refused
    (
        r"(?:かつ\s*)?(?:数字(?:の)?部分|番号部分|連番部分|下\s*(\d+)\s*桁(?:\s*\([^()]{1,10}\))?)\s*(?:が|は)\s*"
        r"(「?\d+」?(?:\s*(?:または|又は|、|・|や|か)\s*「?\d+」?)*)\s*"
        r"(?:のもの|の値|の番号)?\s*(?:は|も)?\s*(?:不可|NG|禁止|使用不可|使わない|登録不可)",
        _digit_part_refused,
    ),
    # "'ST' + 4 digits; the number part can't be 0000", "2 digits (00 not used)": the digits that end the
    # layout, a value of them refused
    (
        r"\b(\d+)\s*[- ]?digits?(?:\s*[;,.]?\s*(?:but\s+|and\s+)?(?:the\s+)?"
        r"(?:digits|number(?:\s+part)?|numeric\s+part)"
        r"\s+(?:can'?t|cannot|must\s+not|may\s+not|should\s+not|is\s+never|are\s+never)\s+be\s+(\d+)\b"
        r"|\s*\(\s*(\d+)\s+(?:is\s+|are\s+)?(?:not\s+used|never\s+used|unused|not\s+allowed|not\s+permitted)\s*\))",
        _digits_end_refused,
    ),
    # 「JP、CN、KR、TW、USのいずれか(必須)」: the value required, a clause of its own
    # (「軽、普通、大型、二輪から選択(空欄不可)」)
    (
        r"(のいずれか|のどれか|から選択|から選ぶ)\s*(?:\(\s*(必須|空欄不可|空欄NG|未入力不可|入力必須)\s*\)"
        r"|、\s*(必須|空欄不可|空欄NG|未入力不可|入力必須)(?=\s*(?:。|$)))",
        lambda m: f"{m.group(1)}。必須",  # (a blank refused is the value required)
    ),
    # 「来院区分は必須(初診/再診)」: the values a required field holds, glossed
    (
        # (a field of kinds, its values at the sentence's end: not 「氏名は必須(姓/名)」, the parts of a name,
        # nor 「備考は必須(変更理由/経緯を記入)。200文字以内」, a note)
        r"(?:(?<=区分は)|(?<=種別は)|(?<=種類は)|(?<=分類は)|(?<=性別は)|(?<=タイプは)|(?<=フラグは)|(?<=ステータスは)"
        r"|(?<=状態は)|(?<=方法は)|(?<=有無は))必須\s*\("
        r"(?![^()]*(?:NG|不可|可|禁止|だけ|のみ|以上|以下|文字|桁|記入|入力))"
        r"\s*([^()/、・]{1,12}(?:\s*[/、・]\s*[^()/、・]{1,12})+)\s*\)"
        r"(?:\s*、\s*(?:空欄不可|空欄NG|未入力不可))?\s*(?=。?$)",
        lambda m: "必須。" + "、".join(rx.split(r"\s*[/、・]\s*", m.group(1))) + "のいずれか",
    ),
    # "Flag: Y or N only, blank allowed": the blank let in is a clause of its own
    (r"\s*,\s*(?=(?:a\s+)?blanks?\s+(?:is\s+|are\s+)?(?:allowed|ok|fine|accepted)\s*\.?$)", "; "),
    # "Given name (max 20 chars, required)": the same, the requirement last
    (
        r"^([^():;。、「」]{1,30}?)\s*\(\s*([^()]{1,40}?)\s*,\s*(required|mandatory)\s*\)\s*\.?$",
        r"\1: \3, \2",
    ),
    # 「ISBN-10形式(末尾はXも可)」: the check character X belongs to the scheme
    # (「ISBN-10形式」: the scheme, no sample of a format)
    (r"\b(isbn-?10)\s*形式\s*(?:\(\s*末尾(?:は|に)?\s*「?X」?\s*も\s*(?:可|OK)\s*\))?", r"\1"),
    # "tenant accounting contact -> .co.jp or .jp addresses only": the domain endings listed
    (
        r"(?<![\w.-])(\.[a-z]{2,}(?:\.[a-z]{2,})?(?:\s*(?:,\s*(?:or\s+)?|\s+or\s+|/)\s*\.[a-z]{2,}(?:\.[a-z]{2,})?)+)"
        r"\s+(?:e-?mail\s+)?addresses\s+only\b",
        lambda m: (
            "domain must end in " + _listed_or(rx.split(r"\s*(?:,\s*(?:or\s+)?|\s+or\s+|/)\s*", m.group(1)))
        ),
    ),
    # "host must end with .parkwise.cloud": the hosts of that domain (not a public suffix such as .co.jp)
    (
        r"\bhost(?:\s*name)?\s+(?:must|should|has\s+to)\s+end\s+(?:with|in)\s+\."
        r"((?!(?:co|or|ne|ac|go|lg|ed|gr|com|net|org|gov|edu)\.[a-z]{2}\b)[a-z0-9-]+\.[a-z]{2,}(?:\.[a-z]{2,})?)\b",
        r"host must be a subdomain of \1",
    ),
    # "in units of 10,000", "whole cases of 6", "a multiple of the case pack (12)": a step beside the bounds
    (r"\bin\s+units\s+of\s+(\d{1,3}(?:,\d{3})+|\d+)\b", r"a multiple of \1"),
    (r"\b(?:in\s+)?whole\s+(?:cases|packs|boxes|cartons|units)\s+of\s+(\d+)\b", r"a multiple of \1"),
    (r"\bmultiple\s+of\s+(?:the\s+)?(?:[a-z]+\s+){1,3}\(\s*(\d+)\s*\)", r"multiple of \1"),
    # "Negative not allowed either": the refusal, said beside another
    (
        r"\b((?:negatives?|zero|minus)(?:\s+(?:values?|numbers?|amounts?|quantities))?\s+(?:is\s+|are\s+)?"
        r"not\s+(?:allowed|accepted|permitted))\s+(?:either|too|as\s+well)\b",
        r"\1",
    ),
    # "must be in the future - expired stock cannot be received": the reason, said as a refusal
    (
        r"\s+[-\u2013\u2014]\s+expired\s+[^.;]{0,40}?\b(?:cannot|can't|must\s+not|may\s+not)\s+be\s+[a-z]+\s*\.?$",
        "",
    ),
    # "use the codes BANK, INV or CARD": the values listed
    (r"\buse\s+(?:the\s+|one\s+of\s+the\s+)?(?:codes?|values?)\s*:?\s*(?=(?-i:[A-Z0-9]))", "one of "),
    # 「英数字のみ、6〜12桁」: the places of letters and digits are characters
    (r"(英数字(?:のみ)?\s*[、,]\s*\d+\s*~\s*\d+\s*)桁", r"\1文字"),
    # 「数字7桁+英大文字1文字+数字4桁(計12桁)」: the total, said again
    (
        r"(?:(?<=桁)|(?<=文字))\s*(?:\(\s*(?:計|合計|全|総)\s*\d+\s*(?:桁|文字)\s*\)"
        r"|、\s*(?:計|合計|全|総)\s*\d+\s*(?:桁|文字)(?=\s*(?:。|$)))",
        "",
    ),
    # 「庁内ファイルサーバ(https://…/zaisan/)のパスで始まること」: the link's start
    (
        r"[^\s、。()「」:]{0,12}\(\s*(https?://[^\s()]+)\s*\)\s*の\s*(?:パス|URL|アドレス|配下)?\s*(?=で始ま)",
        r"「\1」",
    ),
    # "Bank account holder name in half-width katakana (ｶﾅ)": the kana written as a sample (NFKC made it full
    # width), no class of its own
    (
        r"((?:half[- ]?width\s+katakana|半角カタカナ|半角カナ)(?:のみ)?)\s*\(\s*"
        r"(?:例\s*:?\s*)?[\u30a0-\u30ff]+(?:\s*(?:等|など))?\s*\)",
        r"\1",
    ),
    # "Surname (required, max 30 chars)": the label's bracket is the rule
    (
        r"^([^():;。、「」]{1,30}?)\s*\(\s*((?:required|mandatory)\s*[,;]\s*[^()]{1,40}?)\s*\)\s*\.?$",
        r"\1: \2",
    ),
    # "Scholarship type (optional): if set, must be FULL, HALF or QUARTER": the rule, then the blank let in
    (
        r"^([^():;。、「」]{1,30}?)\s*(?:\(\s*optional\s*\)\s*:|:\s*optional\s*,)\s*(?:if|when)\s+"
        r"(?:set|given|entered|filled(?:\s+in)?|present)"
        r"\s*,?\s*(.+?)\s*\.?$",
        r"\1: \2; may be left blank",
    ),
    # "letters and digits only (no spaces/hyphens)": the marks refused, a clause of their own (not let in)
    (
        r"(\bonly)\s*\(\s*no\s+((?:spaces?|hyphens?|dashes?|symbols?|underscores?|dots?|slashes?)"
        r"(?:\s*(?:/|,|\bor\b|\band\b)\s*(?:spaces?|hyphens?|dashes?|symbols?|underscores?|dots?|slashes?))*)\s*\)",
        lambda m: f"{m.group(1)}; no " + " or ".join(rx.split(r"\s*(?:/|,|\bor\b|\band\b)\s*", m.group(2))),
    ),
    # "Storage condition - pick one: RT, COOL, FROZEN": the values listed
    (r"\b(?:pick|choose|select)\s+(?:one|1)\s*:\s*", "one of "),
    # "Vegan claim flag: Y or N, leave blank if not assessed": the blank let in, a clause of its own
    (
        r"\s*,\s*(?:or\s+)?(?:please\s+)?leave\s+(?:it\s+)?(?:blank|empty)\b(?:\s+(?:for|if|when|where|until)\s+[^.;]{1,60})?",
        "; may be left blank",
    ),
    # "starts with plant letter S, H or K": the letters named
    (
        r"\b(starts?|begins?)\s+with\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+){0,2}letter\s+"
        r"((?-i:[A-Z])(?:\s*(?:,\s*(?:or\s+)?|\bor\b|/)\s*(?-i:[A-Z]))+)\b",
        r"\1 with \2",
    ),
    # "8 characters, starts with S, H or K, rest digits": the letter, then the digits that make up the count
    (
        r"\b(\d+)\s*(?:characters?|chars?)\s*,\s*((?:starts?|begins?)\s+with\s+(?-i:[A-Z])"
        r"(?:\s*(?:,\s*(?:or\s+)?|\s+or\s+)(?-i:[A-Z]))*)\s*[,;]\s*(?:the\s+)?rest\s+(?:(?:are|is)\s+|all\s+)?digits\b",
        lambda m: f"{m.group(2)}, then {int(m.group(1)) - 1} digits" if int(m.group(1)) > 1 else m.group(0),
    ),
    # 「「999999」(ダミー)は不可」: what the value refused is, glossed
    (r"(」)\s*\([^()]{1,10}\)\s*(?=(?:は|も)\s*(?:使用|入力|登録)?\s*(?:不可|禁止|NG))", r"\1"),
    # 「未来日は不可、また1年より前の日付も不可」: "and also", between two clauses
    (r"(不可|禁止|NG)\s*、\s*また\s*、?", r"\1、"),
    # 「1年より前の日付も不可」: a date no earlier than that long ago
    (
        r"(?<![\d.月])(\d{1,3})\s*(年|か月|ヶ月|カ月|日)\s*より\s*前\s*の\s*日付\s*(?:は|も)\s*(?:不可|NG|禁止|エラー)",
        _unless_after(
            r"(?:毎月|各月|月)[\s、の]*", r"\1\2前以降の日付"
        ),  # (not 「毎月 10日より前」: a day of the month)
    ),
    # 「「999999」は不可、先頭0も不可」: a first character refused too
    (r"先頭\s*(?:が|は)?\s*「?(\d|[A-Z])」?\s*も\s*(?=不可|NG|禁止)", r"先頭は「\1」"),
    # "TRV-YYYY-NNNNN (YYYYは西暦4桁、Nは数字)", 「PK-YYYY-NNNN(YYYY=西暦年4桁、NNNN=連番4桁)」: the letters
    # that hold places, glossed (the layout says it)
    (
        r"((?-i:[A-Z]{1,5})-(?-i:Y{2,4})(?:-?(?-i:MM))?-(?-i:N{2,}))\s*(?:\(|、)\s*(?-i:Y{2,4})\s*(?:は|=)[^()。]{1,40}"
        r"(?:\)|(?=。|$))",
        r"\1",
    ),
    # "must be a page on www.kitanogas.co.jp under /products/", "must point to our website www.x.co.jp, under
    # /products/": the links under that path of the site
    (
        r"\b(?:(?:must|should)\s+(?:be|point\s+to|link\s+to|go\s+to)\s+)?(?:an?\s+page\s+|a\s+link\s+)?(?:on|at|to|in)\s+"
        r"(?:our\s+(?:own\s+)?(?:website|site|domain)\s+)?((?:https?://)?(?:[a-z0-9-]+\.)+[a-z]{2,})/?\s*,?\s*(?:and\s+)?"
        r"(?:under|below|within|in)\s+(?:the\s+)?(/[\w./-]*?/?)(?=[\s,.;)]|$)(?:\s+(?:path|folder|directory|section))?",
        lambda m: (
            "must be under " + ("" if m.group(1).startswith("http") else "https://") + m.group(1) + m.group(2)
        ),
    ),
    # 「メーカーサイト(https://www.kamiya-paper.co.jp/)の /products/ 配下のページのみ」: the site's path
    (
        r"[^\s()、。:]{0,12}\(\s*(https?://(?:[a-z0-9-]+\.)+[a-z]{2,})/?\s*\)\s*の\s*(/[\w./-]*/?)\s*(?=配下)",
        r"\1\2 ",
    ),
    # 「自社サイトの /stations/ 配下のみ(例:https://www.minato-rail.co.jp/stations/shinagawa-kaigan/)」: the
    # site named by its example
    (
        r"(?:自社|当社|弊社)?サイトの\s*(/[\w./-]+/?)\s*配下(のみ|に限る)?((?:のページ)?(?:のみ)?)\s*"
        r"\(\s*例\s*:?\s*(https?://(?:[a-z0-9-]+\.)+[a-z]{2,})\1[^()]*\)",
        r"\4\1 配下\2\3",
    ),
    # "must start with https:// and be a .jp domain", 「.jp ドメインのみ可」: the names under that domain
    (
        # (and "must be a .jp address")
        r"(\s+and\s+)?\b(?:(?:must\s+)?be\s+(?:on\s+)?|on\s+)?an?\s+(\.[a-z]{2,}(?:\.[a-z]{2,})?)\s+"
        r"(?:domain|(?:e-?mail\s+)?address)\b",
        # (not "must not be a .ru domain", "any address except a .ru domain": refused)
        _unless_after(
            r"(?i)\b(?:not|never|no|nothing|none|except|reject|but)\b[^,;.]*",
            lambda m: (
                m.group(0)
                if rx.search(r"\bnot\b", m.group(0), re.IGNORECASE)
                else (", " if m.group(1) else "") + f"domain must end in {m.group(2)}"
            ),
        ),
    ),
    (
        # (「.co.jp / .or.jp / .go.jp ドメインのみ」: any of those listed)
        # (and 「メールアドレスは.jpドメインに限ります」: after the field's name, without a bracket after it)
        r"(?:(?<![\w.-])|(?<=[はの])(?=[^()]*ドメイン\s*(?:に限ります|に限る|に限定)(?!\s*\()))"
        r"(\.[a-z]{2,}(?:\.[a-z]{2,})?(?:\s*(?:[/、,・]|か|または|又は)\s*\.[a-z]{2,}(?:\.[a-z]{2,})?)*)"
        r"\s*ドメイン\s*"
        r"(?:のみ|に限る|に限ります|に限定|限定)\s*(?:(?:登録|入力|使用)?\s*(?:可|OK))?",
        lambda m: "domain must end in " + _listed_or(rx.findall(r"\.[a-z]{2,}(?:\.[a-z]{2,})?", m.group(1))),
    ),
    # 「ドメインは .jp であること」: the names under that domain
    (
        r"(?:の)?ドメイン(?:名)?\s*(?:は|が)\s*(「?\.[a-z]{2,}(?:\.[a-z]{2,})?」?(?:\s*(?:または|又は|か|、|/|・)\s*「?\.[a-z]{2,}(?:\.[a-z]{2,})?」?)*)"
        r"\s*(?:のいずれか)?\s*(?:であること|であるもの|です|とする|に限ります)\s*(。?)",
        lambda m: (
            ": domain must end in "
            + _listed_or(rx.findall(r"\.[a-z]{2,}(?:\.[a-z]{2,})?", m.group(1)))
            + ("; " if m.group(2) and m.string[m.end() :].strip() else "")
        ),
    ),
    # 「ドメイン末尾は .co.jp / .or.jp / .com のいずれか」: the domains listed
    (
        r"ドメイン(?:の)?末尾\s*(?:は|が)\s*(\.[a-z.]+(?:\s*[/、,・]\s*\.[a-z.]+)+)\s*(?:のいずれか|のどれか)",
        lambda m: "domain must end in " + _listed_or(rx.split(r"\s*[/、,・]\s*", m.group(1))),
    ),
    # 「画像ファイル(.jpg または .png)を指す」: the link's ending
    (
        r"\(\s*(\.[a-z0-9]{2,5})\s*(?:または|か|/|、|\bor\b)\s*(\.[a-z0-9]{2,5})\s*\)\s*を指す",
        r"、末尾は「\1」または「\2」、",
    ),
    # "no noreply / no-reply addresses": addresses of those mailboxes refused
    (
        # (mailboxes, not "no gmail / yahoo addresses": free mail, read as domains)
        rf"\bno\s+({_MAILBOX})\s*(?:/|,|\bor\b)\s*({_MAILBOX})\s+(?:e-?mail\s+)?addresses\b",
        r'must not start with "\1@" or "\2@"',
    ),
    # 「…学園ドメイン(@…)は登録不可。保護者本人の宛先を入れること」: whose address to give, no rule of its own
    (
        r"(?:^|(?<=。))[^。、@]{0,20}(?:本人|個人|ご本人|代表|担当者)の?(?:宛先|アドレス|メールアドレス|連絡先)を"
        r"(?:入れる|入力する|登録する|記入する)こと。?$",
        "",
    ),
    # "must not be empty, and don't type NULL or none in it": a clause of its own
    (r"\s*,\s*and\s+(?=(?:do\s+not|don't|never)\s+(?:type|enter|put|write|input)\b)", "; "),
    # "Inspection result must not be empty - PASS, FAIL or RECHECK", "mandatory - valid codes are CC-TKY,
    # CC-OSK, CC-NGY": the blank refused, then the values listed
    (
        r"\b((?:must|may|can|should)\s*not\s+be\s+(?:empty|blank|left\s+blank)|(?:is\s+)?(?:required|mandatory))\s*"
        r"(?:\s[-\u2013\u2014]|[:;,])\s*(?:(?:the\s+)?(?:valid|allowed)\s+(?:codes|values|options)\s*(?:are|:)\s*)?"
        r"(?!\s*(?:one\s+of|either|pick|choose|select|any)\b)"
        r"(?![^.]*\b(?:max|min|characters?|chars?|digits?|letters?|least|most|must|should|between"
        r"|format|blank|empty|spaces?|upper|lower|case|numbers?|dates?|today|future|past)\b)"
        # (words of a sentence are no values: "and one of …", "allowed = …", '"N/A" when not relevant')
        r"(?![^.]*\b(?:and|when|if|unless|allowed)\b)"
        r"([^,;/.=\"'()]{1,30}?(?:\s*(?:,\s*(?:or\s+)?|/|\s+or\s+)\s*[^,;/.=\"'()]{1,30}?){1,11})(?:\s+only)?\s*\.?$",
        # (values are codes or names in capitals: not "Required - free text, any language", a note)
        lambda m: (
            f"{m.group(1)}; one of {m.group(2)}"
            if all(
                rx.match(r"(?-i:[A-Z0-9])", item) and not rx.match(r"(?:do|don't|never|not|no)\b", item, re.I)
                for item in rx.split(r"\s*(?:,\s*(?:or\s+)?|/|\s+or\s+)\s*", m.group(2).strip())
            )
            else m.group(0)
        ),
    ),
    # 「講師メールは a.co.jp または b.jp ドメインのみ登録可」: the domains allowed
    (r"(ドメイン)\s*のみ\s*(?:登録|入力|使用)\s*(?:可|OK)", r"\1のみ"),
    # 「生徒のニックネームに「@」「#」は使用禁止」: the marks named, refused anywhere
    (
        r"((?:「[^\w\s「」]」\s*[、・]?\s*){1,8})\s*(?:は|を)\s*(?:使用禁止|使用不可|使わない|使用しない|入力不可|入力禁止)",
        _unless_after(
            r"(?:先頭|末尾|最初|最後|頭|尾)に[^。]{0,12}", r"\1を含まない"
        ),  # (not 「先頭に「★」…」)
    ),
    # "Course code format = 3 letters-4 digits": a hyphen between two counted parts
    (r"\b(\d+\s*(?:letters?|digits?))\s*-\s*(\d+\s*(?:letters?|digits?))\b", r"\1, a hyphen, then \2"),
    # "2 uppercase letters for the exam type + 6 digits": what a part stands for
    (
        r"\b(letters?|digits?)\s+for\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s*(?=\+|,?\s*(?:then|followed)\b)",
        r"\1 ",
    ),
    # "INV-YYYYMM-nnnn": the places of a sequence number, in lower case
    (r"(-(?-i:YYYY|YY)(?-i:MM)?(?-i:DD)?-)((?-i:n){2,})\b", lambda m: m.group(1) + "N" * len(m.group(2))),
    # 「英字の「O」「I」は使用しないこと」: the letters named, refused anywhere
    (
        r"英字の\s*((?:「[^「」]{1,3}」\s*[、・]?\s*)+)\s*(?:は|を)\s*(?:使用しない|使わない|使用不可|含めない)",
        r"\1を含まない",
    ),
    # "region prefix (TK, OS, NG or FK) + 6 digits": the prefixes named, one of them first
    (
        r"\b(?:[a-z]+\s+)?(?:prefix|code)\s*\(\s*((?-i:[A-Z]{1,4})(?:\s*(?:,\s*(?:or\s+)?|\s+or\s+|/)\s*(?-i:[A-Z]{1,4}))+)"
        r"\s*\)\s*\+\s*",
        r"starts with \1, then ",
    ),
    # ("Parking permit no.: TK/OS/NG/FK + 6 digits")
    (
        r"(?<![\w/])((?-i:[A-Z]{1,4})(?:/(?-i:[A-Z]{1,4}))+)\s*\+\s*(?=\d+\s*(?:digits?|letters?)\b)",
        lambda m: "starts with " + _listed_or(m.group(1).split("/")) + ", then ",
    ),
    # "format VEH-###### (6 digits)": the bracket counts the places again
    (
        r"((?-i:[A-Z]{1,6})-(#{2,}|(?-i:N){2,}|9{2,}))\s*(?:\(\s*(\d+)\s*digits?\s*\)|;\s*(\d+)\s*digits?\s*$)",
        lambda m: m.group(1) if len(m.group(2)) == int(m.group(3) or m.group(4)) else m.group(0),
    ),
    # 「B2、B1、1F〜8F、RF のいずれか」: a run of floors (numbers with one mark), each listed
    (
        r"(?<![\w~])(\d{1,2})((?-i:[A-Z]{1,2}))\s*~\s*(\d{1,2})\2(?![\w~])(?=[^。]*(?:のいずれか|から選択|のどれか|one\s+of|only))",
        lambda m: (
            "、".join(f"{n}{m.group(2)}" for n in range(int(m.group(1)), int(m.group(3)) + 1))
            if 0 < int(m.group(3)) - int(m.group(1)) <= 30
            else m.group(0)
        ),
    ),
    # "Emergency contact phone, international format: + then 8 to 15 digits": the format named is the label's
    (
        r"^([A-Za-z][A-Za-z ]{1,40}),\s+((?:international|domestic|local|E\.164|E164)\s+format)\s*:",
        r"\1 (\2):",
    ),
    # 「品番は「SK-」「MU-」「HC-」+4桁数字」: one of the literals first, then the rest of the layout
    (
        r"((?:「[^「」]{1,8}」\s*){2,})\s*[+]\s*(?=(?:数字|英大文字|英字|\d+\s*(?:桁|文字)))",
        r"\1のいずれかで始まり、その後に",
    ),
    # 「V-数字4桁-英大文字2文字」: the capitals and hyphens written bare between the parts are literals
    (
        r"(?:(?<=^)|(?<=:)|(?<=:\s)|(?<=は))((?-i:[A-Z]{1,4})-)(?=(?:数字|英大文字|英字|英小文字)\s*\d+\s*(?:桁|文字))",
        r"「\1」+",
    ),
    (
        r"(?<=」\+)(数字|英大文字|英字|英小文字)(\s*\d+\s*(?:桁|文字))-(?=(?:数字|英大文字|英字|英小文字)\s*\d)",
        r"\1\2+「-」+",
    ),
    # "3 digits + direction letter (E/W/N/S)", "building letter + 2-digit floor": a letter named by what it
    # stands for is one letter
    (
        r"(?:(?<=[+=:]\s)|(?<=^)|(?<=\bthen\s)|(?<=\bby\s))(?:an?\s+)?"
        r"(?!(?:first|last|second|third|each|every|the|no|any|one|single|same|next|following|other)\b)"
        r"([a-z]+\s+)letter\b(?!s)(?=\s*(?:\(|\+|,|$|then\b|followed\b))",
        r"1 \1letter",
    ),
    # "2-letter country code then 3 digits (JP001, SG120 ...)": samples in a bracket that trails off
    (
        r"\(\s*((?=[A-Z0-9-]*\d)[A-Z0-9-]{3,}(?:\s*,\s*(?=[A-Z0-9-]*\d)[A-Z0-9-]{3,})+)\s*,?\s*(?:\.{3}|…|etc\.?)\s*\)",
        r"(e.g. \1)",
    ),
    # "4 digits (2020-9999), hyphen, 5 digits": a hyphen between two parts
    (
        r"(?:(?<=\))|(?<=digits)|(?<=letters))\s*,\s*(?:a\s+)?(?:hyphen|dash)\s*,\s*(?:then\s+)?(?=\d+\s*(?:digits?|letters?))",
        ", a hyphen, then ",
    ),
    # "KT followed by 4 digits, with an optional single letter suffix": the last part of the layout, no
    # clause of its own
    (r"(?:(?<=digits)|(?<=letters))\s*,\s*(?=with\s+(?:an?\s+)?optional\s+(?:[\w-]+\s+){0,3}suffix\b)", " "),
    # "PIN: 4 digits; the digits 0000 and 9999 are not allowed", "'S' + 3 digits; the number part 000 and 999
    # are not used": values of the digits that end the layout, refused
    (
        r"\b(\d+)\s*[- ]?digits?\s*[;,]\s*(?:the\s+)?"
        r"(?:(?:digits|number(?:\s+part)?|numeric\s+part|codes?|values?)\s+)?"
        r"(\d+(?:\s*(?:,|\band\b|\bor\b)\s*\d+)*)(?:\s*\([^()\d]*\))?\s+(?:is|are)\s+"
        r"(?:not\s+(?:allowed|used|permitted|accepted)|never\s+used|unused)\b",
        lambda m: (
            f"{m.group(1)} digits; must not end with "
            + " or ".join(f'"{v}"' for v in rx.findall(r"\d+", m.group(2)))
            if all(len(v) == int(m.group(1)) for v in rx.findall(r"\d+", m.group(2)))
            and _CLAUSE_END.match(m.string, m.end())
            else m.group(0)
        ),
    ),
    # "'S' + 3 digits, and the number must be between 001 and 299", "2 digits; digits 01-99": the number
    # the digits make, said after the layout
    (
        r"\b(\d+)\s*[- ]?digits?\s*[;,.]?\s*(?:and\s+)?(?:the\s+)?"
        r"(?:digits|number(?:\s+part)?|numeric\s+part)\s*"
        r"(?:(?:must|should|has\s+to|have\s+to)\s+be\s+|is\s+|are\s+|run\s+)?"
        # ("the number must be in the pharmacy range 3000-3999")
        r"(?:in\s+(?:the\s+)?(?:[\w&-]+\s+){0,2}range\s+)?"
        r"(?:between\s+(\d{2,})\s+and\s+(\d{2,})|(?:from\s+)?(\d{2,})\s*(?:-|~|to|through)\s*(\d{2,}))\b",
        _digits_ranged,
    ),
    # "no colons or dashes": the marks named, refused anywhere
    (
        rf"\bno\s+({_MARK_NAME}(?:\s*(?:,|\bor\b|\band\b|\bnor\b)\s*{_MARK_NAME})+)\b",
        lambda m: (
            "must not contain "
            + ", ".join(f'"{_mark_char(w)}"' for w in rx.findall(_MARK_NAME, m.group(1), re.IGNORECASE))
        ),
    ),
    # 「3年・5年・10年から選択(空欄可)」: a blank let in beside the choice
    (
        r"(から選択|から選ぶ|のいずれか)\s*\(\s*(?:空欄|未入力)\s*(?:も)?\s*(?:可|OK)\s*\)",
        r"\1。ただし空欄は可",
    ),
    # "AC, TV, RF or WM - leave blank for items outside the recycling law": a blank let in, after a dash
    (
        r"\s+[-\u2013\u2014]\s+(?:please\s+)?leave\s+(?:it\s+)?(?:blank|empty)\b(?:\s+(?:for|if|when|where)\s+[^.;]{1,60})?",
        "; may be left blank",
    ),
    # 「4桁-4桁-4桁(半角数字とハイフン)」: the characters of a layout said again after it
    (r"(?<=桁)\s*\(\s*(?:半角)?数字\s*(?:と|・|、|および)\s*ハイフン(?:のみ)?\s*\)", ""),
    # 'not N/A, TBD or "-"': the bare values beside a quoted one, quoted too
    (
        r"\bnot\s+(be\s+)?((?:[A-Z/]{1,5}|\"[^\"]{1,5}\")(?:\s*(?:,|\bor\b)\s*(?:[A-Z/]{1,5}|\"[^\"]{1,5}\"))+)"
        r"\s*\.?$",
        lambda m: (
            f"not {m.group(1) or ''}" + rx.sub(r"(?<![\"\w/])([A-Z/]{1,5})(?![\"\w/])", r'"\1"', m.group(2))
            if '"' in m.group(2)
            else m.group(0)
        ),
    ),
    # 「品名に全角数字は不可」: the field named before the full-width digits refused is a label
    (
        r"^([^、。「」:]{1,12})に\s*(?=全角数字\s*(?:は|を)\s*(?:不可|使わない|使用しない|入れない|含めない|使えない))",
        r"\1: ",
    ),
    # 「全角数字は使わない(半角数字は可)」: the full-width digits refused, the half-width let in said again
    (
        r"全角数字\s*(?:は|を)\s*(?:使わない|使用しない|入れない|含めない|使えない)(?:こと)?"
        r"(?:\s*\(\s*半角(?:数字)?\s*(?:は|なら)?\s*(?:可|OK)\s*\))?",
        "全角数字は不可",
    ),
    # "-20 to 20 (0 not allowed)", "1-10 (5 is reserved, not allowed)", 「-2〜30(0は欠番)」: a value refused
    # in a bracket after a range, a condition of its own
    (
        r"\s*\(\s*(-?\d+(?:\.\d+)?)\s+(?:is\s+)?(?:(?:reserved|retired|unused)\s*,\s*)?"
        r"(?:not\s+(?:allowed|accepted|valid|used|permitted)|excluded|reserved)\s*\)",
        r"; \1 is not allowed",
    ),
    (r"\s*\(\s*(-?\d+)\s*(?:は|も)\s*(?:欠番|不可|使用不可|除く|NG|使わない)\s*\)", r"、\1は不可"),
    # "prefix SUP plus 4 to 6 digits": the prefix, then the digits
    (
        r"(?<=[A-Z0-9\"'」])\s+plus\s+(?=(?:\d+|an?|one)\s+(?:to\s+\d+\s+)?(?:digits?|letters?|characters?)\b)",
        " followed by ",
    ),
    # "in 10-minute steps": steps of ten
    (
        r"\bin\s+(\d+(?:\.\d+)?)[- ](?:minute|min|hour|day|unit|yen|euro|dollar|cm|mm|kg|g)\s+steps\b",
        r"in steps of \1",
    ),
    # "4-4-2 digits separated by hyphens": the counts of the groups, in order
    (
        r"\b(\d{1,2})-(\d{1,2})-(\d{1,2})(?:-(\d{1,2}))?\s+digits\b(?:\s*,?\s*(?:separated|joined)\s+by\s+(?:hyphens|dashes))?",
        lambda m: ", a hyphen, ".join(f"{n} digits" for n in m.groups() if n),
    ),
    # "weekly, biweekly or monthly (lowercase, as listed)": the values as written, said again
    (
        r"\s*\(\s*(?:(?:lower|upper)[- ]?case\s*,?\s*(?:and\s+)?"
        r"(?:as\s+listed|as\s+written|exactly\s+as\s+(?:shown|written|listed)|exact\s+spelling)"
        r"|exact\s+spelling\s*,?\s*(?:in\s+)?(?:lower|upper)[- ]?case"
        r"|(?:as\s+listed|as\s+written|exactly\s+as\s+(?:shown|written|listed))\s*,?\s*(?:in\s+)?"
        r"(?:lower|upper)[- ]?case)"
        r"\s*\)",
        "",
    ),
    # "mL, g or pcs - exactly as written": the same, after a dash at the end
    (r"\s*[-\u2013\u2014,;]\s*(?:exactly\s+|spelled\s+)?as\s+(?:written|listed|shown|spelled)\s*\.?\s*$", ""),
    # 「全角文字のみ(半角英数字・記号は不可)」: the half-width characters refused, said again
    (r"(全角(?:文字)?のみ)\s*(?:\(\s*|、\s*)半角[^()、。]*?(?:は|も)?\s*(?:不可|NG|禁止)\s*\)?", r"\1"),
    # 「大文字・小文字どちらも可」: either case (no class of characters)
    (
        r"大文字\s*[・、/]?\s*小文字\s*(?:の)?\s*(?:どちらも|いずれも|両方)\s*(?:可|OK)",
        "大文字小文字を区別しない",
    ),
    # "must be filled in [Installed / In transit / Decommissioned]": the values listed in square brackets
    (r"\bmust\s+be\s+filled\s+in\s*\[\s*([^\[\]]+?/[^\[\]]+?)\s*\]", r"is required; one of \1"),
    # "whole thousands only": steps of a thousand
    (
        r"\b(?:in\s+)?whole\s+(ten|hundred|thousand)s(?:\s+only)?\b",
        lambda m: "in steps of 1" + {"ten": "0", "hundred": "00", "thousand": "000"}[m.group(1).lower()],
    ),
    # 「本日から30日以内のものは登録不可」: the values so described, refused (read as the window let in)
    (r"のもの(?=\s*(?:は|も)\s*(?:登録|入力|使用)?\s*(?:不可|禁止|NG|できない|できません))", ""),
    # 「半角英数字で、20桁以内」: the count of the class just named (not a count of digits alone)
    (
        r"((?:半角|全角)?英(?:大文字|小文字)?数字)\s*で\s*、\s*(?=\d+\s*桁\s*(?:以内|以下|まで)?\s*(?:[。、]|$))",
        r"\1",
    ),
    # 「16進数8桁(半角、英字は大文字)」, 「数字8桁(半角、先頭は0以外)」: conditions in brackets after a count,
    # each a condition of its own (the count had been lost beside them)
    (r"(?:(?<=桁)|(?<=文字))\s*\(\s*(半角|全角)\s*[、,]\s*([^()]{1,24}?)\s*\)", r"、\1、\2"),
    # 「数字16桁、4桁ごとに半角スペース区切り」: groups of the digits in order, the mark between
    (
        r"(?:半角)?数字\s*(\d+)\s*桁\s*[、,]\s*(\d+)\s*桁\s*ごとに\s*(?:半角)?(スペース|ハイフン|「-」|「 」)"
        r"\s*(?:で)?\s*区切(?:り|る)",
        _digit_groups,
    ),
    # 「「INS」で始まり、ハイフンの後に数字4桁」, 「…、続けて「-」、続けて数字4桁」: the start, the mark,
    # then the digits, in order (the mark had been lost)
    (
        r"(「[^」]{1,10}」)\s*(?:で|から)\s*始まり\s*[、,]\s*(?:続けて|その後)?\s*(?:ハイフン|「-」)\s*"
        r"(?:の\s*(?:後|あと)\s*に|[、,]\s*続けて|に続けて)\s*((?:半角)?(?:数字|英大文字|英字)\s*\d+\s*(?:桁|文字))",
        r"\1+「-」+\2",
    ),
    # "Do not use the values 'Draft' or 'Obsolete' (in the retailer master)": those values refused
    (
        r"\b(?:do\s+not|don't|never)\s+use\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?values?\s+((?:'[^']{1,30}'|\"[^\"]{1,30}\")"
        r"(?:\s*(?:,|\bor\b|\band\b)\s*(?:'[^']{1,30}'|\"[^\"]{1,30}\"))*)(?:\s+in\s+[^.;]{1,40})?",
        r"must not be \1",
    ),
    # "+ a letter (A, B or C)": the letters in the bracket, one list (its commas are no parts of a layout)
    (
        r"(?<=letter)\s*\(\s*((?-i:[A-Z]))((?:\s*,\s*(?-i:[A-Z]))*)\s*,?\s*or\s+((?-i:[A-Z]))\s*\)",
        lambda m: " (" + "/".join([m.group(1), *rx.findall(r"[A-Z]", m.group(2)), m.group(3)]) + ")",
    ),
    # "3 digits then a single letter N, W or C": one of the letters named
    (
        r"\b(?:a\s+single|one|a)\s+letter\s+((?-i:[A-Z])(?:\s*,\s*(?-i:[A-Z]))*\s*,?\s+or\s+(?-i:[A-Z]))\b"
        r"(?:\s*\([^()]{1,30}\))?",
        r"one of \1",
    ),
    # 「区分(任意):個人、法人」: an optional field's values, a blank let in
    (r"^([^:()]{1,30}?)\s*\(\s*任意(?:項目|入力)?\s*\)\s*:\s*([^。;]+?)\s*。?$", r"\1: \2。ただし空欄は可"),
    # "Fragrance type (optional): Floral, Citrus, Woody": an optional field's values, a blank let in
    (r"^([^:()]{1,40}?)\s*\(\s*optional\s*\)\s*:\s*([^.;]+?)\s*\.?$", r"\1: \2; may be left blank"),
    # "whole or half millilitres only": steps of a half
    # (not "Leave type: whole or half day", "Portion: whole or half": values of a text)
    (r"\bwhole\s+or\s+half[- ](?:units|numbers|values|[a-z]+s)\s+only\b", "in steps of 0.5"),
    # "…, and at least one of them must be a letter": one of the characters said before
    (
        r"\bat\s+least\s+(?:1|one)\s+of\s+(?:them|those|these)\s+(?:must|should|has\s+to)\s+be\s+an?\s+"
        r"(letter|digit|number|upper[- ]?case\s+letter|capital\s+letter)\b",
        r"must contain at least 1 \1",
    ),
    # 「URL(http:// や https:// で始まる文字列)を含めないこと」: the bracket says what a URL is
    (
        r"(URL|リンク)\s*\([^()]*(?:https?://|www\.)[^()]*\)"
        r"(?=\s*(?:を\s*(?:含め|含ま|記入し|入れ)ない|(?:は|も)\s*(?:不可|禁止|NG|記入不可|入力不可)))",
        r"\1",
    ),
    # "M, F, or leave blank (optional)": the blank said, the bracket says it again
    (r"(\bor\s+(?:leave\s+(?:it\s+)?)?(?:blank|empty))\s*\(\s*optional\s*\)", r"\1"),
    # 「15分刻み」, 「5名単位」: a step said with the unit of the value
    (
        r"(?<![\d.])(\d+)\s*(?:分|秒|時間|名|人|個|本|枚|箱|日|週|か月|ヶ月|回|cm|mm|m|kg|g|ml|L)\s*(?=刻み|単位)",
        r"\1",
    ),
    # "no more than 90 days after today": a span counted from today (not "after today", the future alone)
    (r"\b(\d+\s+(?:days?|weeks?|months?|years?))\s+after\s+(?=today\b|the\s+current\s+date\b)", r"\1 from "),
    # 「スペースは全角のみ可」: the space let in is of that width only
    (r"(スペース|空白)\s*(?:は|も)\s*(全角|半角)\s*(?:のみ|だけ)\s*(?=可|OK|使用可|入力可)", r"\2\1は"),
    # "5 groups of 5 uppercase letters or digits separated by hyphens": each group in order, a hyphen between
    (
        r"\b(\d|two|three|four|five|six)\s+(?:groups|blocks|sets)\s+of\s+(\d+\s+[a-z -]{3,40}?)\s*,?\s+"
        r"(?:separated|joined)\s+by\s+(?:a\s+)?(hyphens?|dash(?:es)?|spaces?)\b",
        _groups_spelt_out,
    ),
    # "WH-000 is reserved for testing": a value kept back is refused
    (
        r"\b(is|are)\s+reserved(?:\s+for\s+(?:testing|tests?|internal\s+use|system\s+use|the\s+system|future\s+use"
        r"|special\s+cases?))?(?=\s*(?:[.;]|$))",
        r"\1 not allowed",
    ),
    # "Gold, Silver, Bronze (Bronze no longer used)": a value retired, in brackets after the list
    (
        r"\s*\(\s*((?-i:[A-Z0-9])[\w-]{0,15})\s+(?:is\s+)?(?:no\s+longer\s+(?:used|offered|sold|valid)|retired"
        r"|discontinued|obsolete|not\s+used)\s*\)",
        r"; \1 is not allowed",
    ),
    # "North, South, East or West (West is being merged, do not use)": a value refused in brackets after
    (
        r"\s*\(\s*((?-i:[A-Z0-9])[\w-]{0,15})\s+(?:is|are)\s+[^(),;]{1,40}[,;]\s*(?:please\s+)?"
        r"(?:do\s+not|don't|never)\s+use(?:\s+it)?\s*\)",
        r"; \1 is not allowed",
    ),
    # "3 letters / 4 digits / 1 letter, hyphen separated": the parts in order, a hyphen between each two
    (
        r"(\d+\s+(?:letters?|digits?|characters?)(?:\s*/\s*\d+\s+(?:letters?|digits?|characters?))+)\s*,?\s*"
        r"(?:(?:separated|joined)\s+by\s+(?:a\s+)?(hyphens?|dash(?:es)?|slash(?:es)?)"
        r"|(hyphens?|dash(?:es)?)[- ]separated)",
        lambda m: (
            ", then a hyphen, then ".join(part.strip() for part in m.group(1).split("/"))
            if "slash" not in (m.group(2) or "")
            else ", then a slash, then ".join(part.strip() for part in m.group(1).split("/"))
        ),
    ),
    # "Manufacturer: not N/A, TBD or Unknown": the values refused, after a label (had been a list let in)
    (
        r"^([^:]{1,40}):\s*not\s+(?!(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|weekends?\b)"
        r"(?=(?-i:[A-Z0-9\"'「])[^\s,]{0,15}(?:\s*,\s*[^\s,]{1,15})*\s*,?\s*(?:or|nor|and)\s+"
        r"(?-i:[A-Z0-9\"'「])[^\s,]{0,15}\s*[.;]?$)",
        r"\1: must not be ",
    ),
    # 「半角英数字とスペースのみ」: the space of a half-width list is half-width too (not U+3000)
    (
        r"(半角(?:英数字|英字|英大文字|英小文字|数字|英数)\s*(?:と|・|、|および|及び)\s*)(?=スペース)",
        r"\1半角",
    ),
    # 「「2〜7桁-2桁-1桁」の形」: counts of digits joined by hyphens, each part in order
    (
        r"(?:(?:半角)?数字\s*)?「?\s*(\d+\s*(?:~\s*\d+\s*)?桁(?:\s*-\s*\d+\s*(?:~\s*\d+\s*)?桁)+)\s*」?"
        r"\s*(?:の\s*(?:形|形式|書式)(?:とする|であること|です)?|形式)?",
        lambda m: "、ハイフン、".join(f"数字{part.strip()}" for part in m.group(1).split("-")),
    ),
    # "a 2-letter country code in capitals", "two letters in upper case": capital letters counted (the case
    # had been lost in a layout)
    (
        r"\b(?:an?\s+)?(\d+)[- ]letters?\s+"
        r"(?:(?:iso\s+)?(?:country|currency|language|region|state|site|area)\s+)?(?:codes?\s+)?in\s+"
        r"(?:capitals|capital\s+letters|upper[- ]?case|caps)\b",
        r"\1 capital letters",
    ),
    # "XXX-00 is a placeholder and can't be used": why a value is refused, beside its refusal
    (
        r"\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?:placeholders?|dummy(?:\s+values?)?|test\s+values?"
        r"|reserved(?:\s+values?)?(?:\s+for\s+[^,;.]{1,40}?)?|samples?|sample\s+codes?)"
        r"\s*,?\s+(?:and|so\s+(?:it|they))\s+(?=(?:cannot|can\s+not|must\s+not|may\s+not|is\s+not|are\s+not)\b)",
        " ",
    ),
    # 「0以外の整数」, 「整数で0以外」, "non-zero integer": a whole number, and not 0 (the kind had been lost)
    (r"(?<![\d.])(?:0|ゼロ)\s*以外\s*の\s*整数", "整数、0以外"),
    (r"整数\s*で\s*(?=(?:0|ゼロ)\s*以外)", "整数、"),
    (r"\bnon-?(?:zero|0)\s+(integers?|whole\s+numbers?)\b", r"\1, not 0"),
    # 「「00」以外の2桁の半角数字」: the value refused, then what a value is
    (r"((?:「[^」]{1,12}」){1,6})以外の(?=\s*(?:半角|全角)?\s*\d+\s*(?:桁|文字))", r"\1以外、"),
    # 「クエリ文字列(「?」以降)は付けないこと」, "no query string": a link without its "?"
    (
        r"(?:クエリ(?:文字列|パラメータ)?|query\s+(?:strings?|parameters?))\s*(?:\(\s*「?\?」?\s*以降\s*\))?\s*"
        r"(?:は|を)\s*(?:付け|つけ|付与し|含め)(?:ない|ず)(?:こと)?"
        r"|(?<![\w-])no\s+query\s+(?:strings?|parameters?)(?:\s*\(\s*no\s+[\"']\?[\"']\s*\))?",
        # (said in the sentence's own language, so that a clause after an English one is cut from it)
        lambda m: "「?」を含まない" if rx.search("[はを]", m[0]) else "must not contain '?'",
    ),
    # 「(うるう年の2月29日も考慮)」: a reminder that February's last day moves, which a month's end keeps
    (r"\s*\(\s*(?:うるう年|閏年)[^()]{0,20}\)", ""),
    # 「区分(大文字):A、B、C」: the case said in the label's brackets, after the list
    (
        r"^([^:()]{1,30}?)\s*\(\s*(大文字|小文字)\s*\)\s*:\s*([^。;()]+?(?:、|・)[^。;()]+?)\s*(?=。|$)",
        r"\1: \3。\2",
    ),
    # "Language (ONIX code, lowercase): eng, jpn, fre": the case said in the label's brackets, after the list
    # (the list had been read as the label of the case)
    (
        r"^([^:()]{1,30}?)\s*\(\s*(?:[^(),:]{1,20},\s*)?((?:upper|lower)[- ]?case|capitals|caps)\s*\)\s*:\s*"
        r"([^;.。()]+?(?:,|\bor\b)[^;.。()]+)",
        r"\1: \3; \2",
    ),
    # "ROAD, RAIL or AIR (upper case, as per the TMS list)": the case of the values, said in brackets
    (
        # ("(mandatory, upper case)": a value demanded, said with it)
        r"\s*\(\s*((?:(?:upper|lower)[- ]?case|capitals|caps|required|mandatory)"
        r"(?:\s*,\s*(?:(?:upper|lower)[- ]?case|capitals|caps|required|mandatory))*)"
        r"(?:\s*(?:,|;|-)\s*(?:as\s+(?:per|in|on)|see|from)\s+[^()]{1,40})?\s*\)",
        r", \1",
    ),
    # 「「00」と「99」以外(99はシステム予約)」: why a value is refused, in brackets after the refusal
    (
        r"(以外|不可|除く)\s*\(\s*[^()]{0,20}?(?:予約|欠番|廃止|廃番|テスト用|システム用|のため)[^()]{0,10}\)",
        r"\1",
    ),
    # "22 digits, may start with 0": a leading zero let in, which the count of digits lets in already
    (
        r"\s*[,;]?\s*(?:and\s+)?(?:it\s+)?(?:may|can)\s+(?:also\s+)?(?:start|begin)\s+with\s+(?:an?\s+)?(?:0|zero)(?=\s*(?:[.;,]|$))",
        "",
    ),
    # 「https:// 始まりMUST」, 「「JP」始まり必須」: the start demanded
    (
        r"(」|(?<![\w」])[0-9A-Za-z][0-9A-Za-z_:/.+-]{0,11})\s*始まり\s*(?:が|は)?\s*(?:必須|MUST|マスト)",
        r"\1で始まること",
    ),
    (r"(?<![\w」])([0-9A-Za-z]{1,6}|https?://)\s*始まり", r"\1で始まる"),  # 「0始まり」
    (r"」\s*始まり(?=\s*[、,])", "」で始まり"),  # 「「M」始まり、その後に数字8桁」: the start, then the rest
    # 「JANコードが「20」始まりのは不可」, 「「TMP」始まりのものは登録不可」: what starts so is refused
    (r"」\s*始まり\s*(?:の\s*(?=もの|場合|データ|値|コード)|(?=の\s*は))", "」で始まる"),
    # 「「999」始まりは使用禁止」: the start, said before its refusal as the unquoted 「0始まり」 is
    (r"」\s*始まり(?=\s*(?:は|も)\s*(?:使用|入力|登録)\s*(?:禁止|不可))", "」で始まるもの"),
    # "no semicolons (breaks the csv export)", "(messes up the labels)": what the refused values would harm
    (
        r"\s*\(\s*(?i:(?:it\s+|they\s+)?(?:breaks?|causes?|corrupts?|confuses?|mess(?:es)?\s+up|crash(?:es)?"
        r"|trips?\s+up|fails?|ruins?|splits?|upsets?|kills?)\s+(?:the|our|an?|up|with|in)\b)[^()]{0,40}\)\s*\.?$",
        "",
    ),
    # "(label printers cannot do it)", "(the old till can't handle them)": what cannot cope with the refused
    # (with a "please" before it, the courtesy goes too)
    (
        r"(?i:,?\s*please)?\s*\(\s*(?i:(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:cannot|can't|do\s+not|don't|does\s+not"
        r"|doesn't|won't)\s+(?:do|handle|print|read|take|show|display|accept|cope\s+with|process)"
        r"\s+(?:it|them|those|these|that))\s*\)\s*\.?$",
        "",
    ),
    # Filipino chat's polite 「po」 ("N/A or TBD po, put the real one"): a courtesy, not a word of the rule
    (r"(?<=[\w)])\s+(?-i:po)(?=\s*(?:[,.;!)]|\(|$))", ""),
    # "Employee ID pls letter E, then a dash, …": the field's name, then its format (as after a colon)
    (
        r"^((?:[\w'()-]+\s+){0,4}[\w'()-]+)\s+(?:please|kindly)\s+(?=(?:the\s+)?(?:(?:capital|upper-?case|single)\s+)?"
        r"letters?\s+(?-i:[A-Z])\b\s*(?:,\s*)?(?:then|followed\s+by|\+|and\s+then)\b)",
        r"\1: ",
    ),
    # ", put the real one", ", please enter the actual value": advice after the rule, not a condition
    (
        r"\s*,\s*(?:please\s+|kindly\s+|pls\s+)?(?:put|enter|use|write|give)\s+the\s+(?:real|actual|correct|proper)\s+(?:one|1|value|number|name)\s*(?:please|pls)?\s*(?=[.;]|$)",
        "",
    ),
    # 「…はダメ ちゃんとした値を入れてね」, 「正しい値を入力してください」: the same advice, in Japanese
    (
        r"[\s、。]*(?:ちゃんとした|きちんとした|正しい|正式な|本来の|実際の)(?:値|もの|名前|名称|情報|データ)を"
        r"(?:入れて|入力して|登録して|記入して)(?:ね|ください|下さい|ほしい|欲しい|もらえると助かります)?[!！。]*$",
        "",
    ),
    # "a six-digit hex colour with the leading #", "a 3-digit hex colour starting with #": the '#', then as
    # many hex digits (read apart, the digits refused the '#' they were said with)
    (
        r"\b(?:an?\s+)?(\d)[- ]?digit\s+hex(?:adecimal)?\s+colou?r(?:\s+code)?\s*,?\s+"
        r"(?:with\s+(?:the\s+|a\s+)?leading\s+|(?:starting|beginning)\s+with\s+(?:an?\s+)?)[\"']?#[\"']?(?![\w#])",
        r"# followed by \1 hex digits",
    ),
    # 「末尾が「4」「9」の番号は登録不可」: the values those edges make, named after the list (not its last
    # item's)
    (
        r"((?:先頭|末尾|頭|最後|最初)(?:の文字|の数字)?\s*が\s*「[^「」]{1,8}」(?:\s*[、・や]?\s*「[^「」]{1,8}」)+)"
        r"\s*の\s*(?:番号|もの|値|コード|データ)(?=\s*(?:は|も))",
        r"\1",
    ),
    # 「…での登録禁止 ― 謄本で確認してから入力」: what to check before entering, advice after the refusal
    (
        r"(?<=不可|禁止|NG)\s*[-、。]?\s*[^。、「」\d]{1,20}?(?:で|を|に)確認(?:して(?:から)?|の上|のうえ)\s*"
        r"(?:入力|登録|記入)(?:すること|してください|して下さい)?[。!]*$",
        "",
    ),
    # "should not end with (OLD)": a tag in brackets right after the verb is the text itself
    (
        r"\b((?:start|begin|end)s?\s+with)\s+(\((?-i:[A-Z0-9][A-Z0-9 _-]{0,11})\))(?=\s*(?:[,.;]|$))",
        r'\1 "\2"',
    ),
    # "the values N/A and TBD are not to be accepted": the values named, each refused
    (
        r"(?<!\bexcept\s)(?<!\bthan\s)(?<!\bbut\s)\bthe\s+values\s+([^\s,;.]+(?:\s*,\s*[^\s,;.]+)*)\s*,?\s+(?:and|or)\s+([^\s,;.]+)\s+"
        r"(?:are\s+(?:not\s+(?:to\s+be\s+)?(?:allowed|accepted|permitted|entered)|rejected|refused)"
        r"|(?:must|shall|should|may|can)\s*not\s+be\s+(?:allowed|accepted|permitted|entered|used))\b",
        r"must not be \1 or \2",
    ),
    # "kindly avoid past dates", "past dates kindly avoid": those dates refused
    (
        r"(?<!\bto\s)(?<!\bneed\s)\b(?:(?:please|kindly)\s+)?avoid\s+(?:any\s+)?((?:past|future|earlier|later|backdated)\s+dates?)\b",
        r"\1 are not allowed",
    ),
    (
        r"\b((?:past|future|earlier|later|backdated)\s+dates?)\s+(?:(?:please|kindly)\s+)?(?:avoid|not\s+allowed)\b",
        r"\1 are not allowed",
    ),
    # "Kindly avoid numbers above 999": the values past the bound refused
    (
        r"(?<!\bto\s)(?<!\bneed\s)\b(?:(?:please|kindly|pls)\s+)?(?:avoid|(?:do\s+not|don't|never)\s+(?:enter|input|type|put"
        r"|allow|accept|use))\s+((?:numbers|values|amounts|quantities|prices|dates)"
        r"\s+(?:above|below|over|under|(?:more|less|greater|fewer|higher|lower)\s+than|before|after)\s+"
        r"(?:-?\d[\d,]*(?:\.\d+)?|[^\s.;,]+))(?!\s*(?:,|and|or)\s*(?:above|below|over|under|more|less|greater|fewer|higher"
        r"|lower|before|after)\b)",
        r"\1 are not allowed",
    ),
    # "kindly avoid digits po", "please avoid spaces in it": a chat's refusal of a kind of character
    (
        r"(?<!\bto\s)(?<!\bneed\s)\b(?:(?:please|kindly|pls)\s+)?avoid\s+(?:(?:using|putting|entering|any)\s+)?"
        r"(?=(?:digits|numbers|numerals|spaces|symbols|special\s+characters|punctuation|hyphens|dashes"
        r"|(?:upper|lower)case\s+letters|letters)\b(?![^.;,]*\b(?:except|excluding|other\s+than|but|apart\s+from|besides"
        r"|at\s+the\s+(?:start|end|beginning)|leading|trailing|first|last|above|below|over|under|more\s+than|less\s+than)\b))",
        "must not contain ",
    ),
    # "…, as in ABC-1234": an example, as "e.g."
    (r"(?<=\w)\s*,\s*as\s+in\s+(?=\S+\.?$)", ", e.g. "),
    # "ought not to contain", "ought to be": a civil servant's modal, as "must (not)"
    (r"\bought\s+not\s+to\s+(?=[a-z])", "must not "),
    (r"\bought\s+to\s+(?=[a-z])", "must "),
    (
        r"\ban?\s+value\s+of\s+(?=-?\d+(?:\.\d+)?\s+(?:(?:must|may|can|is|are|will|shall|should)\s*not|cannot)\b)",
        "the value ",
    ),  # "a value of 0 must not"
    (r"\b(?:is|are)\s+not\s+to\s+(?=[a-z])", "must not "),  # "is not to begin with 9": a refusal
    # "…; it is fine not to end with a full stop", "OK not to start with a letter": a leave not to,
    # which asks for nothing (read as "not to end …" it refused the full stop)
    (
        r"\s*[,;]?\s*(?:and\s+|but\s+)?(?:(?:it|that)\s+is\s+|(?:it|that)'s\s+)?(?:also\s+)?(?:perfectly\s+|totally\s+)?"
        r"(?:fine|ok|okay|alright|all\s+right|acceptable|allowed|permitted|no\s+problem)\s+"
        r"(?:for\s+(?:it|them|the\s+value)\s+)?not\s+to\s+[a-z][^.;]*",
        "",
    ),
    # "Not to exceed 35 characters": a specification's refusal, not a bound to pass
    (
        # (not a wish: "try not to use abbreviations")
        r"(?<!\bmust\s)(?<!\bshould\s)(?<!\bhas\s)(?<!\bhave\s)(?<!\btry\s)(?<!\btries\s)(?<!\btrying\s)(?<!\basked\s)"
        r"\bnot\s+to\s+(?=(?:exceed|be|go|fall|precede|start|begin|end|contain|include|use|have)\b)",
        "must not ",
    ),
    (r"\bbe\s+filled\s+(?:in\s+)?with\s+(?=\S)", "be "),  # "must not be filled with N/A"
    (r"\b(upper|lower)-\s+(and|or)\s+(lower|upper)-?\s*case\b", r"\1-case \2 \3-case"),  # "upper- and lower-"
    (r"(?:英大文字|英小文字|英字|アルファベット|数字|記号)\s*(?=「[^」]{1,10}」)", ""),  # 英字「P」
    (r"\bthe\s+(?:digit|numeral)\s+(\d)\b(?!\s*(?:-|~|to\b|or\b|through\b|and\b))", r'"\1"'),
    (r"(?<=\w)\s+resp\.\s+(?=\S)", " or "),  # "schaeffer-teile.de resp. schaeffer-group.com"
    # "max 40 characters, including spaces", "30 chars (spaces included)", 「40文字以内(スペース含む)」: how
    # the length is counted, every character (read alone, a space had been demanded)
    (
        r"(\b(?:characters?|chars?)\b|文字(?:以内|以下|まで)?)\s*(?:[,(]\s*)?"
        r"(?:(?:including|incl\.?|counting)\s+(?:the\s+)?(?:spaces?|blanks?|whitespace)(?:\s+and\s+punctuation)?"
        r"|(?:spaces?|blanks?)(?:\s+and\s+punctuation)?\s+(?:included|count(?:ed)?(?:\s+as\s+characters)?)"
        r"|(?:全角・半角)?(?:スペース|空白)\s*(?:を|も)?\s*(?:含む|含めて|込み|込みで))\s*\)?",
        r"\1",
    ),
    # "one letter A-F followed by a single digit 1-9": one digit of that range (not 1 to 9 digits)
    (
        r"\b(?:an?\s+)?single\s+(digit|letter|character)\s+(?=(?:from\s+)?[0-9A-Z]\s*(?:-|to)\s*[0-9A-Z]\b)",
        r"a \1 ",
    ),
    # 「店舗住所(全角のみ)半角文字は使用不可」: a bracketed width, then a sentence of its own
    # (not 「(全角のみ)番地は半角数字も可」, 「(半角のみ)ハイフンなし」: an exception or a part, read with it)
    (
        r"\(\s*((?:全角|半角)(?:文字)?のみ)\s*\)\s*(?=(?:全角|半角)(?:文字)?[^。、]{0,6}(?:不可|禁止|(?-i:NG)))",
        r": \1。",
    ),
    # 「英大文字2文字で、JP以外」: after a layout, a code on its own but refused
    # (not 「A、B、C以外」: the last of a list)
    (
        r"(?<=[、,])\s*((?-i:(?=[A-Z0-9]*[A-Z])[A-Z0-9]{1,6}))\s*以外\s*(?:であること|とする)?\s*(?=[。.]?\s*$)",
        lambda m: (
            m.group(0)
            if rx.search(r"(?-i:[A-Z0-9]{1,6})\s*[、,]$", m.string[: m.start()])
            else f"「{m.group(1)}」は不可"
        ),
    ),
    # "Serial number: factory code TK or OS, then a hyphen and 7 digits": the codes it starts with
    (
        r"(?<=:\s)(?:[a-z]+\s+)?(?:code|prefix)\s+((?-i:[A-Z]{2,4})(?:\s*(?:,|or|/)\s*(?-i:[A-Z]{2,4}))+)\s*,\s*"
        r"(?=then\b|followed\b)",
        r"starts with \1, ",
    ),
    # 「日付の「日」が1日~28日であること」: the day of the month, read as 「毎月1日~28日」
    (r"(?:日付の\s*「日」|日付の日(?:にち)?|日にち)\s*(?:が|は)\s*(?=\d{1,2}\s*日\s*(?:から|~|-))", "毎月"),
    # "0 to 150, 150 not included", "between 0 and 35 percent, 35 not included": the end said apart is open
    (
        r"(?:\b(?:between|from)\s+)?(?<![\w.-])(-?\d+(?:\.\d+)?)\s*(%|percent)?\s*(?:to|and|-)\s*(-?\d+(?:\.\d+)?)\s*(?:%|percent)?"
        r"\s*,?\s*\(?\s*(-?\d+(?:\.\d+)?)\s+(?:is\s+)?(?:not\s+included|excluded|exclusive)\s*\)?",
        lambda m: (
            f"at least {m[1]} and less than {m[3]}"
            if m[4] == m[3]
            else f"more than {m[1]} and at most {m[3]}"
            if m[4] == m[1]
            else m[0]
        ),
    ),
    # "limited to 100 characters": at most that many
    # (not "limited to six digits": a code's length)
    (r"\b(?:is\s+|are\s+)?limited\s+to\s+(\d+)\s+(characters?|chars?)\b", r"at most \1 \2"),
    # "-90 up to +30": a range from the first number to the second
    (
        # (not "a multiple of 6 up to 48": a step, then its bound)
        r"(?<![\w.+-])(?<!\bof\s)(?<!\bby\s)(-?\d+(?:\.\d+)?)\s+up\s+to\s+\+?(-?\d+(?:\.\d+)?)(?![\d.]|\s*(?:characters?|chars?|digits?|letters?|decimal))",
        r"from \1 to \2",
    ),
    # "GBR-OP- followed by 12 uppercase letters": a bare code ending in a hyphen, quoted as the literal it is
    (
        r"(?<![\w'\"「-])((?-i:[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-))\s+(?:plus\b\s*)?(?=(?:followed\s+by|then)\b|\d)",
        lambda m: f"'{m[1]}' " + ("followed by " if m[0].rstrip().endswith("plus") else ""),
    ),
    # "must start with KIT and end with -SMP, with 3 digits in between", 「先頭「SH」、末尾「-HKD」、その間は
    # 数字8桁」: the start, the part between and the end, in order
    (
        r"\b(?:must\s+)?(?:start|begin)s?\s+with\s+['\"]?((?-i:[A-Z0-9][A-Z0-9-]*))['\"]?\s*,?\s+and\s+(?:must\s+)?"
        r"ends?\s+(?:with|in)\s+['\"]?((?-i:-?[A-Z0-9][A-Z0-9-]*))['\"]?\s*,?\s+(?:with\s+)?"
        r"(\d+\s+(?:[a-z-]+\s+)?(?:digits?|letters?|characters?))\s+(?:in\s+between|between\s+them|in\s+the\s+middle)\b",
        r"must be '\1' followed by \3 followed by '\2'",
    ),
    (
        r"先頭(?:は|が|に)?\s*「([^」]{1,12})」(?:で始まり)?\s*、\s*末尾(?:は|が|に)?\s*「([^」]{1,12})」(?:で終わり)?\s*、\s*"
        r"(?:その|これらの)?間(?:は|に|が)?\s*((?:半角)?(?:数字|英大文字|英小文字|英字|英数字)\s*\d+\s*(?:桁|文字))",
        r"「\1」+\3+「\2」",
    ),
    # "then a version suffix V1 to V9", "and a version suffix -v1 to -v9": letters, then one digit of a span
    (
        r"\b(followed\s+by|then|and)\s+(?:an?\s+)?(?:(?:version|revision|rev)\s+)?(?:suffix|number|code)?\s*"
        r"(?-i:(-?[A-Za-z]{1,3})([0-9]))\s*(?:to|through|-|~)\s*(?-i:(-?[A-Za-z]{1,3})([0-9]))(?![\w-])",
        lambda m: (
            f"{'followed by' if m[1].lower() == 'and' else m[1]} '{m[2]}' followed by 1 digit {m[3]}-{m[5]}"
            if m[2] == m[4] and m[3] < m[5]
            else m[0]
        ),
    ),
    # "prefix RCP, then 4 digits": the code after "prefix", quoted as the literal it is
    (
        r"\bprefix\s+(?:of\s+)?((?-i:[A-Z][A-Z0-9]{0,7}-?))(?=\s*,?\s*(?:then|followed\s+by|\+)\s)",
        r"'\1'",
    ),
    # "prefix INS and a 3-digit number": the prefix, then that many digits
    (
        r"\bprefix\s+['\"]?((?-i:[A-Z][A-Z0-9-]*))['\"]?\s*,?\s*(?:and|then|plus|\+|followed\s+by)\s+(?:an?\s+)?"
        r"(\d+)[-\s]digit\s+(?:number|serial(?:\s+number)?|sequence(?:\s+number)?|counter)\b",
        r"'\1' followed by \2 digits",
    ),
    # "4 digits followed by -HK", "… followed by a country suffix -DE, -AT or -JP": a bare code starting with
    # a hyphen after the parts, quoted as the literal (or the literals listed) it is
    (
        r"\b(followed\s+by|then)\s+(?:(?:the|an?)\s+)?(?:(?:[a-z]+\s+){0,2}(?:suffix|ending|code)\s+)?"
        r"((?-i:-[A-Z0-9]*[A-Z][A-Z0-9]*)(?:\s*(?:,|,?\s*or)\s*(?-i:-[A-Z0-9]*[A-Z][A-Z0-9]*))*)(?![\w'\"-])",
        lambda m: f"{m[1]} " + rx.sub(r"-[A-Z0-9]+", lambda code: f"'{code[0]}'", m[2]),
    ),
    # 「数字3桁+方向を表す英大文字1文字(E/W/N/S)」: what a part stands for, before its class
    (
        r"[^\s、。+:()「」]{1,10}を(?:表す|示す)\s*(?=(?:半角)?(?:英大文字|英小文字|英字|数字|アルファベット))",
        "",
    ),
    # 「過去日・当日不可」, 「当日・過去日は不可」: neither the past nor today, so tomorrow or later
    (
        r"(?:過去(?:の)?日(?:付)?\s*[・、と/]\s*当日|当日\s*[・、と/]\s*過去(?:の)?日(?:付)?)\s*(?:は|も)?\s*"
        r"(?:登録|入力|指定)?\s*(?:不可|禁止|(?-i:NG)|できません|できない)",
        "明日以降",
    ),
    # 「小数は第二位まで」: decimal places up to the second
    (
        r"小数(?:は|点は)?\s*第\s*([1-5一二三四五])\s*位まで",
        lambda m: f"小数点以下{'一二三四五'.find(m[1]) + 1 if m[1] in '一二三四五' else m[1]}桁まで",
    ),
    # 「0(ゼロ)始まり不可」: a digit glossed by its name
    (r"(?<![0-9])0\s*\(\s*(?:ゼロ|零|zero)\s*\)", "0"),
    # 「120未満(120以上は貯槽扱い)」: the values refused named again by what they are instead
    (
        r"\s*(?:\(|、)\s*\d+(?:\.\d+)?\s*(?:以上|超|以下|未満)(?:の場合)?は[^()、。]{1,20}?"
        r"(?:扱い|対象|別管理|別区分|になる|となる)[^()、。]{0,6}(?:\)|(?=\s*。?$))",
        "",
    ),
    # 「タンクID: LT-4桁」: letters and a hyphen written out, then the count of digits after them
    (r"(?<=:)\s*((?-i:[A-Z]{1,5})-)\s*(\d+)\s*桁(?![^\s、。]*(?:文字|英))", r" 「\1」+数字\2桁"),
    # "must be filled in, and not just a dash": the mark alone refused
    (r",?\s*(?:and|but)\s+not\s+(?:just|only)\s+(?:an?\s+)?(?:dash|hyphen)\b", "; must not be -"),
    # "Voyage number (optional). If filled: 3 or 4 digits …": what a value given must be (a blank passes a
    # field that is not required anyway)
    (r"(?:^|(?<=[.;]))\s*(?:if|when)\s+(?:filled(?:\s+in)?|given|entered|provided|supplied)\s*[:,]\s*", " "),
    # "must not contain the letter O or the digit 0": both characters named
    # (the digit already quoted by then; not "the letter V and 5 digits")
    (r"\bthe\s+letter\s+((?-i:[A-Z]))\s+(or|and|nor)\s+(?:the\s+digit\s+)?\"([0-9])\"", r'"\1" \2 "\3"'),
    # "between 0.50 and 8.00, in 10p steps": pence, in steps of a hundredth of the unit
    (r"\bin\s+(\d{1,2})\s*p\s+(steps|increments)\b", lambda m: f"in {m[2]} of {int(m[1]) / 100:.2f}"),
    # 「かつ先頭はA~Fのみ」: the first character in a range of letters
    (
        r"(先頭|最初|末尾|最後)(?:の文字)?\s*(?:は|が)\s*((?-i:[A-Z]))\s*[~-]\s*((?-i:[A-Z]))\s*(?:のみ|に限る|のいずれか)",
        lambda m: ("starts" if m[1] in ("先頭", "最初") else "ends") + f" with a letter {m[2]}-{m[3]}",
    ),
    # "11 digits starting 07": the start, said without "with"
    # (only after a count: not "Starting 1 January, codes must be 8 digits")
    (
        r"(?:(?<=\bdigits\s)|(?<=\bdigits,\s)|(?<=\bcharacters\s)|(?<=\bletters\s)|(?<=\bnumber\s)|(?<=\bcode\s)"
        r"|(?<=\blong,\s))"
        r"(starting|beginning|ending)\s+"
        r"(?!with\b|in\b)(?=(?-i:[0-9A-Z]{1,6})\b)",
        r"\1 with ",
    ),
    # "anything starting 0990 is refused", "Codes beginning 99 are not allowed": the start of values refused
    # (not "Codes starting 1 January 2027 must be 8 digits": from a day on)
    (
        r"\b((?:numbers|codes|anything|values|entries)\s+(?:starting|beginning|ending))\s+(?!with\b|in\b)"
        r"(?=(?-i:[0-9A-Z]{1,6})\b(?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)[^.;]*?"
        r"\b(?:refused|rejected|blocked|forbidden|not\s+(?:allowed|accepted|permitted))\b)",
        r"\1 with ",
    ),
    # 「英字2文字+数字6桁(英字は大文字)」: the case of the letters, a sentence apart
    (r"\(\s*(英字|アルファベット|英文字)は(?:すべて|全て)?(大文字|小文字)(?:のみ|で)?\s*\)", r"。\1は\2"),
    # 「アルファベットは大文字のみ」: the letters' case (not letters alone), as 「英字は大文字のみ」 says it
    (
        r"(?:アルファベット|英文字)(?=は(?:すべて|全て)?(?:大文字|小文字)(?:のみ|だけ)?\s*(?:[。、]|$))",
        "英字",
    ),
    # "LRN-YYYY-NNNNN (year, then 5 digits)", 「WR-YYYY-nnnnn(年4桁+連番5桁、ハイフン区切り)」: the layout
    # glossed again in words
    (
        r"\s*[;(]\s*((?:(?:the\s+)?(?:4-digit\s+)?year|hyphens?|dash(?:es)?|then|and|followed\s+by|separated|by"
        r"|(?:a\s+)?\d+[- ]digits?|serial|number|sequence|(?:西暦|年)\s*\d*\s*桁?|(?:連番|数字)\s*\d+\s*桁"
        r"|ハイフン(?:区切り)?|[,、+\s])+)\)?(?=\s*[.;。]?\s*$)",
        # (after a layout of placeholders: "SUP-NNNNN (five digits)" too)
        lambda m: (
            ""
            if rx.search(r"(?-i:YYYY|N{2,}|#{2,})", m.string[: m.start()]) and rx.search(r"\d", m.group(1))
            else m.group(0)
        ),
    ),
    # 「最高回転数(min-1)は1,000以上」, "(rpm)": a unit in brackets, no number of the rule
    (r"\s*\(\s*(?:min-1|rpm|r/min)\s*\)", ""),
    # "7 digits, first digit not 0": said as the engine reads it elsewhere
    (r"\b(?:the\s+)?first\s+digit\s+not\s+[\"']?0[\"']?(?=\s*[.;,]?\s*$)", "the first digit must not be 0"),
    # "must start with the site code OKZ- or TYO-": the codes, after what they are
    # ("start with the floor number 1, 2 or 3")
    (
        r"\b(starts?|begins?|ends?|start|begin|end)\s+with\s+(?:the\s+|a\s+)?(?:[a-z]+\s+){0,2}(?:code|prefix|number|digit)\s+"
        r"(?=(?-i:[A-Z0-9][A-Z0-9]*-?)(?:[\s,]|$))",
        r"\1 with ",
    ),
    # "(nothing starting with noreply@ or no-reply@)": those starts refused
    (r"\bnothing\s+(start|begin|end)(?:ing|s)?\s+with\b", lambda m: f"must not {m[1].lower()} with"),
    # "from -6.00 to 0.00, quarter-diopter steps": steps of a quarter (or a half) of the unit
    (
        r"\b(?:in\s+)?(quarter|half)[- ](?:diopters?|dioptres?|points?|units?)\s*"
        r"(?:steps|increments)\b",
        lambda m: f"in steps of {0.25 if m[1].lower() == 'quarter' else 0.5}",
    ),
    # 「末尾は -JA または -EN」, 「先頭は S・M・L のいずれか」: the codes it starts (ends) with, either
    (
        r"(先頭|最初|末尾|最後)(?:の文字)?\s*(?:は|が)\s*((?-i:-?[A-Z0-9]{1,6})(?:\s*(?:または|又は|か|、|・|/)\s*"
        r"(?-i:-?[A-Z0-9]{1,6}))+)\s*(?:のいずれか|のどれか|のどちらか)?(?:であること|とする)?\s*(?=[。、]|$)",
        lambda m: (
            ("starts" if m[1] in ("先頭", "最初") else "ends")
            + " with "
            + _listed_or(rx.split(r"\s*(?:または|又は|か|、|・|/)\s*", m[2]))
        ),
    ),
    # "between tomorrow and 180 days from today": the window from tomorrow
    (
        r"\bbetween\s+tomorrow\s+and\s+(\d+)\s+days\s+(?:from\s+(?:today|now)|ahead)\b",
        r"from tomorrow up to \1 days ahead",
    ),
    # 「得意先名は数字だけにしないでください」: digits alone refused
    (
        r"数字(?:だけ|のみ)(?:に|と)(?:は)?(?:しない|しないで(?:ください|下さい)?|しないこと|できない|できません)",
        "数字のみは不可",
    ),
]


def _shorthand(text: str) -> str:
    """Spells out a note's shorthand ('7 dig.', 'req.', '18+', '0 < x <= 5', 「0始まり」)."""
    text = _CONTRACTED.sub(lambda m: _CONTRACTIONS[m.group(0).lower()], text)
    text = text.replace("≧", ">=").replace("≥", ">=").replace("≦", "<=").replace("≤", "<=")
    text = rx.sub(
        rf"({_NUM})\s*(<=?)\s*(?:x|X|値|value)\s*(<=?)\s*({_NUM})",
        lambda m: f"{_LOWER[m.group(2)]} {m.group(1)} and {_UPPER[m.group(3)]} {m.group(4)}",
        text,
    )
    for pattern, replacement in _SHORTHAND:
        text = rx.sub(pattern, replacement, text, flags=re.IGNORECASE)
    return text


def _edge_refused(match: re.Match[str]) -> str:
    """「先頭が「0」でない」 said as 「「0」で始まらない」 (「末尾が…」: 「…で終わらない」)."""
    return f"{match.group(2)}{'で始まらない' if match.group(1) == '先頭' else 'で終わらない'}"


# A refused thing with a bound ("values over 100", "codes longer than 10 characters"), the verb refusing it.
_BOUND_WORD = (
    r"(?:over|above|under|below|longer|shorter|greater|less|more|fewer|higher|lower|before|after|earlier|later"
    r"|exceeding|beyond|outside)"
)
_BOUNDED = (
    rf"(?:(?:values?|numbers?|amounts?|quantities|dates?|codes?|names?|entries|texts?|strings?|anything)\s+"
    rf"(?:(?:that|which)\s+(?:are|is)\s+)?{_BOUND_WORD}\b)"
)
_REJECTED = (
    r"(?:are|is|will\s+be|shall\s+be)\s+(?:rejected|refused|not\s+(?:allowed|accepted|permitted)|invalid)\.?"
)


# The rest of a clause a reason or a concession runs to: up to the next "." or ";", or a ", and …" that says
# more ("since our system went live then, and must not be in the future")
# (a comma before a bound or a demand ends it too: "…, as the ERP cannot book zero lines, max 999")
_UP_TO_CLAUSE = (
    r"(?:(?!\s*,\s*(?:and|but|plus|also|max(?:imum)?|min(?:imum)?|at\s+(?:most|least)|no\s+(?:more|less|later"
    r"|earlier)\s+than|not\s+(?:more|less)\s+than|up\s+to|between|within|must|should|shall)\b)[^.;])*"
)
# who gives the reason after "since" or ", as": "our bank", "we", "the treasury policy prohibits", "HMRC will"
_REASON_SUBJECT = (
    r"(?:(?:our|we|they|there)\b|(?:it|this|that)(?:\s+is|'s|\s+was)\b"
    r"|(?:the\s+[\w'-]+(?:\s+[\w'-]+){0,2}?|(?-i:[A-Z]{2,}))\s+(?:is|was|were|are|has|had|went|opened|started|will"
    r"|would|won't|cannot|can't|does|doesn't|requires?|prohibits?|rejects?|refuses?|only)\b"
    # "the bank file pads it", "the old system padded everything": a verb of its own after the subject
    r"|the\s+[\w'-]+(?:\s+[\w'-]+){0,2}?\s+(?!(?:characters?|digits?|letters?|days?|months?|years?|places?)\b)"
    r"(?-i:[a-z]{2,}(?:s|ed))\s+(?:it|them|everything|anything|all|each|every|the|those|these|this|that)\b"
    # "since those route to the operator": what the values refused stand for
    r"|(?:those|these)\s+(?-i:[a-z]{2,})\b(?!\s*[,.;]|\s*$)"
    # "billing runs monthly", "payroll needs it": a process named without an article, then its verb
    r"|(?!(?:letters?|digits?|characters?|numbers?|values?|codes?|dates?|days?|months?|years?|hours?)\b)"
    r"(?-i:[a-z][\w-]{2,})\s+(?-i:[a-z]{2,}(?:s|ed))\b(?!\s+(?:by|with|to|from|of|as|in)\b))"
)


_REQUESTS: list[
    tuple[str, str | Callable[[re.Match[str]], str]]
] = [  # how a ticket asks for a rule: the wrapper goes, the condition (or refusal) stays
    (
        r"^(?:could|can|would)\s+(?:we|you)\s+(?:please\s+)?(?:make\s+sure|ensure|check|add\s+a\s+(?:check|rule)\s+so)"
        r"\s+(?:that\s+)?",
        "",
    ),
    (r"^(?:please\s+|kindly\s+)?(?:make\s+sure|ensure)\s+(?:that\s+)?", ""),
    # "Customer name is mandatory and kindly ensure it does not contain any digits": a second condition
    (
        r"\s*,?\s+(?:and|also)\s+(?:please\s+|kindly\s+)?(?:make\s+sure|ensure)\s+(?:that\s+)?(?=it\b|the\s+value\b)",
        "; ",
    ),
    (
        r"^(?:can|could)\s+we\s+(?:stop|prevent|block)\s+(?:people|users|anyone)\s+(?:from\s+)?"
        r"(?:entering|using|adding|putting\s+in|saving)\s+(.+?)\??$",
        r"\1 is not allowed",
    ),
    (  # "Reject any code that isn't CC and 4 digits", "reject anything that isn't …": what it must be
        r"^(?:please\s+)?(?:reject|block|refuse|disallow|forbid)\s+(?:(?:any|all|every)\s+(.+?)|anything|everything)"
        r"\s+(?:that|which|who)\s+(?:is\s+not|isn't|are\s+not|aren't)\s+(.+?)[.!]?$",
        lambda m: f"{m.group(1) or 'it'} must be {m.group(2)}",
    ),
    (
        r"^(?:please\s+)?(?:reject|block|refuse|disallow|forbid)\s+(?:any|all|every)\s+(.+?)\s+(?:that|which|who)\s+"
        r"(?:does\s+not|doesn't|do\s+not|don't)\s+(.+?)[.!]?$",
        r"\1 must \2",
    ),
    (
        r"^(?:please\s+)?(?:reject|block|refuse|disallow|forbid)\s+(?:any|all|every)\s+(.+?)(?:\s+-\s+.*)?[.!]?$",
        r"\1 are rejected",
    ),
    # "Reject blanks; accept everything else": a blank is an empty value, not a space
    (
        r"^(?:please\s+)?(?:reject|block|refuse|disallow|forbid|prohibit)\s+(?:blanks|blank\s+values|empty\s+values)"
        r"(?=\s*(?:[.;!]|$|,\s*(?:and\s+)?(?:accept|allow)\b))",
        "must not be blank",
    ),
    (  # "Please reject values over 100", "Reject future dates": what is named is refused
        r"^(?:please\s+)?(?:reject|block|refuse|disallow|forbid|prohibit)\s+(?!(?:any|all|every|if|when|unless)\b)"
        r"(?!(?<=block\s)(?:capitals|caps|letters)\b)"  # ("block capitals only": capital letters, no refusal)
        r"([^.;!]+?)(?:\s*[,;]\s*(?:and\s+)?(?:accept|allow)\s+(?:everything|anything|all|the\s+rest)(?:\s+(?:else|others?))?)?"
        r"[.!]?$",
        r"\1 are rejected",
    ),
    # "Duplicates and values over 100 are rejected", "Values over 100 and blanks are rejected": each refused
    # (read as one, the bound was demanded)
    (
        rf"^([^.;]+?)\s+(?:and|or)\s+({_BOUNDED}[^.;]*?)\s+({_REJECTED})$",
        r"\1 \3; \2 \3",
    ),
    (
        rf"^({_BOUNDED}[^.;]*?)\s+(?:and|or)\s+(?!(?:{_BOUND_WORD}|equal|the\s+same|-?\d)\b)([^.;]+?)\s+({_REJECTED})$",
        r"\1 \3; \2 \3",
    ),
    # "Values less than or equal to 0 or greater than 100 are rejected", "… of 0 or less or over 100 …": two
    # bounds, each with its number, each refused ("or equal" and "or less" belong to the first)
    (
        r"^((?:values?|numbers?|amounts?|quantities|prices?|rates?)\s+)((?:of\s+)?[^.;]*?\d[^.;]*?"
        r"or\s+(?:less|more|lower|higher|fewer|greater|below|above)|[^.;\d]*?than\s+or\s+equal\s+to\s+-?[\d.,]*\d)"
        r"\s+or\s+((?:greater|more|higher|larger|less|lower|fewer|smaller)\s+than|above|below|over|under"
        rf"|at\s+(?:least|most))(\s+-?[\d.,]*\d[^.;]*?)\s+({_REJECTED})$",
        r"\1\2 \5; \1\3\4 \5",
    ),
    (
        r"\b(?:would|will)\s+be\s+(under|over|younger\s+than|older\s+than)\s+(\d+)(?:\s+years?(?:\s+old)?)?(?:\s+today)?",
        r"would be \1 \2 years old",
    ),
    (r"が含まれて(?:いる|いれば|いた)", "を含む"),
    # 「負の値を入力してはならない」, 「「http://」を使用してはならない」: what a handbook forbids
    (r"\s*(?:を|が|は)?\s*使用して(?:は|も)(?:ならない|ならず|なりません|いけない|いけません)", "は使用不可"),
    # 「「TBD」を住所として入力してはなりません」: what the value stands for, then the refusal
    (r"(?<=[」\"'])\s*を[^\s、。「」\"']{1,10}として(?=(?:入力|登録|記載)して(?:は|も))", "を"),
    (r"\s*(?:で|と)(?:あって|なって)(?:は|も)(?:ならない|ならず|いけない)", "は不可"),
    (
        r"\s*(?:を|が|は)?\s*(?:入力し|登録し|記載し|設定し|指定し|含め|入れ|使っ|とし|にし)?(?<!なく)て(?:は|も)"
        r"(?:ならない|ならず|なりません|いけない|いけません)",
        "は不可",
    ),
    (r"過去日(?!付)", "過去の日付"),
    # 「AC3: 顧客コードは…」, "AC-2:", 「受入条件3:」: the number of an acceptance criterion
    (r"^(?:AC|受入条件|受け入れ条件|受入基準)\s*-?\s*\d{1,3}\s*[:.]\s*", ""),
    # 「品目コードは「RM」に続く6桁の数字」: the digits that follow the literal
    (
        r"(」|(?<![A-Za-z0-9])[A-Z]{1,6})\s*に続く\s*(?=\d+\s*(?:桁|文字)|(?:半角)?(?:数字|英字|英大文字|英小文字|英数字))",
        r"\1に続けて",
    ),
    # "AC1: Given a supplier record, when the VAT ID is saved, then it must be …": an acceptance
    # criterion's setting and event (not a condition on other fields), then the rule ("Given a supplier ID,
    # Then it SHALL be …": the setting alone)
    (
        r"^(?:[^:;,.]{1,30}:\s*)?(?=given\b|when\b)(?:given\s+(?:an?|the)\s+(?:(?!(?:is|are|has|have|with|whose|where|if|when)\b)[\w-]+\s+){0,4}"
        r"(?!(?:is|are|has|have|with|whose|where|if|when)\b)[\w-]+\s*,\s*(?:and\s+)?)?"
        r"(?:when\s+(?:(?:the|an?|it|its)\s+)?(?:(?!(?:is|are|has|have|with|whose|where|if)\b)[\w()/-]+\s+){0,5}"
        r"(?:is|are)\s+(?:being\s+)?(?:saved|entered|submitted|created|updated|edited|changed|stored|registered|imported"
        r"|typed|filled\s+in|keyed\s+in|recorded|added|maintained)\s*,\s*)?then\s+",
        "",
    ),
    # 「※0以下、または小数4桁以上の場合はエラーとなります」: each bound is refused on its own
    (
        r"(?:^|(?<=。))\s*※?\s*([^、。「」※]{1,30}?(?:以下|以上|未満|超|超える|を超える))\s*、?\s*(?:または|又は|もしくは|あるいは)"
        r"\s*([^、。「」]{1,30}?(?:以下|以上|未満|超|超える|を超える))\s*(?:の場合|のもの|の時|のとき|場合)?\s*は\s*"
        r"(エラー|不可|NG|登録不可|入力不可)",
        r"\1の場合は\3。\2の場合は\3",
    ),
    (r"\b(?:the\s+)?(?:current|present)\s+(?:date|day)\b", "today"),
    # "not later than the current time", "before now": a moment compared with, read at the day (the rule's
    # grain)
    (
        r"\b((?:not|no)\s+(?:be\s+)?(?:later|earlier)\s+than|not\s+(?:be\s+)?(?:after|before)|(?:at|on)\s+or\s+(?:before|after))\s+"
        r"(?:(?:the\s+)?(?:current|present)\s+(?:date\s+and\s+)?time|the\s+present|now)\b",
        r"\1 today",
    ),
    # 「あ、それと品番なんですけど、…」: a spoken opening and the field it is about
    (r"^(?:(?:あ|あっ|あと|それと|えっと|えーと|ええと|えー|んー(?:と)?|うーん|まあ|で)\s*[、,]\s*)+", ""),
    (r"(?<=[、,])\s*(?:えっと|えーと|ええと|えー|んー(?:と)?|うーん|うん|まあ)\s*[、,]\s*", ""),
    (r"[、,]\s*はい\s*。?$", ""),
    (
        r"^(?:それと|あと)?\s*([^、。\s]{1,20}?)(?:なん)?(?:ですけど|ですが|だけど|ですけれども?)\s*[、,]\s*",
        r"\1は、",
    ),
    # "It cannot be registered the blank", "it is not possible to be leaved as empty": required
    (
        r"\b(?:(?:it\s+)?is\s+not\s+possible\s+to|cannot|can\s+not)\s+(?:be\s+)?(?:registered|saved|left|leaved|leaving|kept)"
        r"\s+(?:as\s+)?(?:the\s+|a\s+)?(blank|empty)\b",
        r"cannot be \1",
    ),
    (r"\b(?:the\s+)?(?:input|entry)\s+is\s+(?:essential|indispensable|mandatory|compulsory)\b", "required"),
    (r"空っぽ", "空"),  # 「空っぽはダメ」
    (r"(?:絶対|必ず)\s*(?:入れて|入力して|書いて)(?:もらって|もらう|ください|下さい|ね)", "入力必須"),
    # "…, people keep typing zip codes in it": why the rule is wanted, not a condition of its own
    (
        r"\s*[,;]\s*(?:because\s+|since\s+|as\s+)?(?:people|users|folks|everyone|someone|they)\s+"
        r"(?:keep|always|often|sometimes|tend\s+to|like\s+to|try\s+to)\b[^.;]*+\.?$",
        "",
    ),
    # "… . we had ppl entering just the digits last year": what went wrong before, not a condition (the
    # rule after ", so" stays: "We had people entering dashes, so digits only please")
    (
        r"(?:(?<=[.;])|^)\s*(?:we|they)\s+(?:had|have\s+had|'ve\s+had|got)\s+(?:some\s+)?"
        r"(?:people|ppl|users|folks|staff|someone|members|agents)\s+[a-z]+ing\b"
        r"(?:(?!,\s*(?:and\s+)?(?:so|therefore|hence|thus)\b)[^.;])*+(?:,\s*(?:and\s+)?(?:so|therefore|hence|thus)\b\s*,?|[.;]?)",
        "",
    ),
    # "… get rejected, those are sandbox junk", "…; they're just test records": what the refused values are
    (
        r"\s*[,;]\s*(?:as\s+|since\s+|because\s+)?(?:those|these|they|such\s+[a-z]+)\s*(?:are|'re)\s+"
        r"(?:(?:just|only|all|usually|probably|mostly|always)\s+)?(?:[a-z-]+\s+){0,2}"
        r"(?:junk|data|records|accounts|entries|garbage|noise|placeholders|duplicates|dummies|tests)\.?$",
        "",
    ),
    (r"\b(no\s+[a-z-]+)\s+(?:in\s+(?:there|it|here)\s*)?at\s+all\b", r"\1"),  # "no digits in there at all"
    # A translated sentence: 「2つのアルファベットの文字によって始まり、その後に6つの数字が続く
    # ことを必要とします」
    (r"\s*こと\s*(?:を|が|も)\s*(?:必要|要求)(?:と(?:します|する)|です|されます|とされ(?:ます|る))?。?$", ""),
    (r"(?<!少なくとも)(?<!最低)(\d+)\s*つの\s*(?:アルファベット|英字)(?:の\s*文字)?", r"英字\1文字"),
    (r"(?<!少なくとも)(?<!最低)(\d+)\s*つの\s*(?:数字|数)(?:の\s*文字)?", r"数字\1桁"),
    (r"によって\s*(?=始ま|終わ)", "で"),
    (r"(?<![\u30a0-\u30ff])ゼロ\s*(?=で始ま|から始ま|で終わ)", "0"),  # 「先頭がゼロで始まる」
    # 「国コード(CN/VN/JP)+3桁数字」, "country prefix (CN, VN or JP) followed by 3 digits",
    # 「CN・VN・JPのいずれか+数字3桁」: the codes named for a layout's first part are its alternatives
    (
        r"(?:[^\s(:、。はがを]{1,12}|\b(?:[a-z]+\s+){0,2}(?:prefix|code|letters))\s*\(\s*"
        r"((?-i:[A-Z0-9]{1,5})(?:\s*(?:/|・|、|,|\bor\b)\s*(?-i:[A-Z0-9]{1,5}))+)\s*\)"
        r"\s*(?=\+|followed\s+by\b|then\b)"
        r"|((?-i:[A-Z0-9]{1,5})(?:\s*(?:/|・|、)\s*(?-i:[A-Z0-9]{1,5}))+)\s*の?(?:いずれか|どれか)\s*(?=\+)",
        lambda m: "/".join(rx.findall(r"[A-Z0-9]{1,5}", m.group(1) or m.group(2))) + " ",
    ),
    (  # 「CN/VN/JP+数字3桁」: one of the codes, then the digits (as "CN/VN/JP + 3 digits")
        r"((?-i:[A-Z0-9]{1,5})(?:/(?-i:[A-Z0-9]{1,5}))+)\s*\+\s*(?:半角)?"
        r"(?:(?:数字|連番)\s*(\d{1,2})\s*桁|(\d{1,2})\s*桁\s*の?\s*(?:半角)?(?:数字|連番))(?=\s*(?:$|[、。,.]))",
        r"\1 followed by \2\3 digits",
    ),
    # "the last digit must be 0 or 5", 「下1桁は0か5」: one of several endings, each a single digit ("…, never
    # 9": a digit refused beside them says nothing more)
    (
        r"\b(?:the\s+)?last\s+digit(?:\s+(?:(?:must|should|has\s+to|needs\s+to)\s+be|is)|\s*[=:])\s*"
        r"(\d(?:\s*,\s*\d)*\s*,?\s*or\s+\d)\b(?!\s*(?:digits?|characters?|%|\.\d))"
        r"(?:\s*[,;]\s*(?:never|not|but\s+not|but\s+never)\s+(?:an?\s+)?\d(?:\s*(?:,|or|nor)\s*\d)*\b(?![.\d]))?",
        r"must end in \1",
    ),
    # "10 digits with at least one non-zero digit": digits not all zeros; "at least 8 characters and at
    # least 1 non-zero digit": a digit 1 to 9 held
    (
        r"\s*[,;]?\s*(?:(?:with|having|containing|and)\s+)?at\s+least\s+(?:one|1)\s+(?:non-?\s?(?:zero|0)\s+digit"
        r"|digit\s+(?:other\s+than|that\s+is\s+not)\s+(?:0|zero))\b",
        _non_zero_digit,
    ),
    (
        r"(?:下|末尾|最後の)\s*1\s*桁\s*(?:は|が)\s*(\d(?:\s*(?:か|または|もしくは|、|・|/)\s*\d)+)(?![\d桁.])",
        lambda m: "末尾は" + "または".join(rx.findall(r"\d", m.group(1))),
    ),
    (r"(?:算用|アラビア)数字", "数字"),  # 「算用数字を用いない」: the digits 0-9
    (r"\b(\d+)\s+numeric\s+(?:characters?|chars)\b", r"\1 digits"),  # "'CLM' + 9 numeric characters"
    (
        r"\s+(?:is|are|must\s+be|should\s+be|has\s+to\s+be)\s+followed\s+by\b",
        " followed by",
    ),  # "C is followed by"
    (r"((?:'[^']{1,10}'|\"[^\"]{1,10}\"))\s*\+\s*(?=\d)", r"\1 followed by "),  # "'CLM' + 9 digits"
    # 「Lって書いて、その後ろに数字が、8桁かな、うん、8桁」: a letter written first, a hedged count said twice
    (
        r"(?<![A-Za-z0-9])([A-Za-z0-9]{1,5}|「[^」]{1,10}」)\s*(?:って|と)\s*(?:書いて|入れて|付けて|つけて)\s*[、,]?\s*(?:その)?(?:後ろ|後|あと)に",
        r"\1の後に",
    ),
    (r"(数字|英字|英大文字|英小文字|文字)\s*が\s*[、,]\s*(?=\d+\s*(?:桁|文字))", r"\1が"),
    (r"(\d+\s*(?:桁|文字))\s*(?:かな|かも|くらい|ぐらい)\s*[、,]\s*(?:うん\s*[、,]\s*)?\1", r"\1"),
    # 「数字を用いないこと」: a handbook's refusal (read as the class alone it would be turned around)
    (
        r"\s*(?:を|は)?\s*(?:用い|使用し|使用せ)(?:ない|ず)(?:こと|でください|で下さい)?(?=\s*(?:[。、]|$))",
        "は使用不可",
    ),
    # 「なお、全角・半角の別を問わない」: a note that both widths count, not a condition
    (
        r"[、。]?\s*(?:なお|また)?[、,]?\s*全角\s*[・/、]?\s*半角\s*の\s*(?:別|区別|いずれ)\s*(?:を|は)?\s*問わ(?:ない|ず)(?:ものとする)?。?",
        "",
    ),
    # 「最後がハイフンで終わるのはナシで」: chat's 「ナシ」 refuses what it follows
    (
        r"(の|もの)?は\s*(?:ナシ|やめて|止めて)(?:で|です|ね|よ|ください|下さい|ほしい|欲しい|でお願いします)*"
        r"(?=\s*(?:[。、)]|$))",  # 「…(全角はナシ)」: a bracket ends it too
        r"\1は不可",
    ),
    # 「フリーメールはナシで。gmail・yahoo・hotmailとか」: examples of what was refused, trailing (no rule)
    (r"(?<=不可|禁止|NG)\s*。\s*[\w.@・、/ -]{1,60}?(?:とか|など|等)(?:です|ね|かな)?\s*。?$", ""),
    # 「備考に「至急」って書くのは禁止」: words written into a free-text field are refused anywhere in it
    (
        r"((?:備考|メモ|コメント|摘要|特記事項|注記|補足)(?:欄)?\s*+に\s*+(?:「[^」]{1,20}」\s*+[、・や]?\s*+){1,6}?)"
        r"\s*+(?:って|と)\s*+(?:書く|記入する|記載する|入力する|入れる)(?:の|こと)\s*+(?:は|も)\s*+(?:不可|禁止|NG|ダメ|だめ|駄目)",
        r"\1を含まないこと",
    ),
    # 「「未定」って書くのは不可」: the value written is refused; 「数字入れるのは不可」: the thing put in
    (
        r"(」)\s*(?:って|と)\s*(?:書く|入力する|入れる|登録する)\s*の\s*は\s*(?=不可|禁止|ダメ|だめ|駄目|NG)",
        r"\1は",
    ),
    (  # 「スペースを先頭につけるのはNG」: where it is put is kept
        r"(「[^」]{1,10}」|[^\s、。「」を]{1,12}?)\s*を\s*(先頭|末尾|最後|最初|頭|語尾)\s*に\s*(?:入れる|つける|付ける|使う|置く)\s*の\s*は"
        r"\s*(?:不可|ダメ|だめ|駄目|NG)(?:です|ね|よ)*",
        r"\2に\1は不可",
    ),
    (
        # (not 「スペースだけを入れるのはダメ」: a blank value, read after the shorthand)
        r"(?<=[^\s、。「」])(?<!だけ)(?<!のみ)(?<!だけを)(?<!のみを)\s*を?\s*(?:入れる|含める|使う|入力する|つける|付ける|(?:入れ|つけ|付け|残し)たまま\s*(?:登録|入力|保存)する)\s*の\s*は\s*(?:不可|ダメ|だめ|駄目|NG)(?:です|ね|よ)*",
        "は使用不可",
    ),
    # 「途中のハイフンは、まあ、いいです」: a closing word that something else is fine adds no condition
    (
        r"[。、]\s*(?![^、。]*(?:空欄|空白|未入力|空))[^、。]{1,20}?は\s*、?\s*(?:まあ\s*、?\s*)?"
        r"(?:いい|良い|OK|構わない|かまわない|大丈夫)(?:です|よ|ね)*。?$",
        "",
    ),
    # 「少なくとも1つの大文字と、少なくとも1つの数字を含む」: one of each, one condition
    (
        r"(?:少なくとも|最低)\s*1\s*(?:つ|個|文字)(?:以上)?\s*の\s*([^\s、。と]{1,6}?)\s*と\s*、?\s*"
        r"(?:少なくとも|最低)\s*1\s*(?:つ|個|文字)(?:以上)?\s*の\s*([^\s、。を]{1,6}?)\s*を\s*含",
        r"\1と\2をそれぞれ含",
    ),
    (  # "acme-supply dot co dot uk", said aloud: a domain
        r"\b[a-z0-9][a-z0-9-]*+(?:\s+dot\s+[a-z0-9-]++)*\s+dot\s+(?:com|net|org|co|jp|uk|de|io|gov|edu|info|biz|us|ca|au|nz)\b",
        lambda m: rx.sub(r"\s+dot\s+", ".", m.group(0)),
    ),  # "not earlier than current date"
    (r"(?<=\d|日)\s*よりも\s*(?=[前後大小多少長短上下高低早遅])", "より"),  # 「2000-01-01よりも後」
    # 「申請日以前の日付」: the day of the application is the day the value is entered
    (
        r"(?:申請日|提出日|届出日|申込日|登録日|入力日|記入日|作成日)(?:現在)?(?=\s*(?:以前|以降|より前|より後|まで))",
        "今日",
    ),
    # 「4月1日以降じゃないとダメ」: a condition the value must meet
    (
        r"\s*(?:じゃ|で)(?:ないと|なければ|なきゃ|なくては|なくちゃ)(?:ダメ|だめ|駄目|いけない|いけません|NG)(?:です|なんで|なので|だから|ね|よ)*",
        "であること",
    ),
    (r"未来日(?!付)", "未来の日付"),
    (r"(未来|過去)の日(?![付時数])", r"\1の日付"),  # 「みらい の ひ は だめ」
    (
        r"(\d+(?:\.\d+)?)\s*(?:リットル|キログラム|グラム|メートル|センチ|ミリ|kg|g|l|m|cm|mm|ml|mL|L|cc|円|個|本|枚|箱|錠|粒|包|袋|缶|瓶|杯|台|件|ケース|パック|セット|坪|畳|平米|平方メートル|m2|戸|室|階)\s*(?=刻み|単位)",
        r"\1",
    ),
    (r"^no\s+(.+?)\s+(?:permitted|allowed|accepted)\.?$", r"\1 are not allowed"),
    (r"\b(?:shall|must)\s+not\s+precede\b", "must not be before"),
    (r"\bshall\s+not\s+(?:follow|exceed\s+the\s+date)\b", "must not be after"),
    (r"\bshall\b", "must"),
    (r"\b(from\s+\S+\s+)up\s+to\s+and\s+including\b", r"\1to"),
    (r"(?<=\d)\s+up\s+to\s+and\s+including\b", " to"),  # "1 up to and including 240": both ends
    (r"\bup\s+to\s+and\s+including\b", "at most"),
    # "below 0% or above 25% is invalid": both sides refused, the range between them is what stays
    (
        rf"\b(?:below|under|less\s+than|lower\s+than)\s+({_NUM})\s*%?,?\s+(?:or|and)\s+(?:above|over|more\s+than|greater\s+than"
        rf"|higher\s+than)\s+({_NUM})\s*%?\s+(?:is|are)\s+(?:invalid|not\s+(?:allowed|accepted|valid)|rejected|refused"
        r"|forbidden|prohibited|disallowed|an\s+error)\.?",
        r"must be between \1 and \2",
    ),
    (
        rf"({_NUM})\s*%?\s*未満(?:、|または|もしくは|か)\s*({_NUM})\s*%?\s*(?:を)?超(?:える|過)(?:値|もの|場合)?は"
        r"(?:エラー|不可|NG|入力不可)",
        r"\1以上\2以下",
    ),
    (r"\bstrictly\s+(?=(?:greater|less|more|above|below|higher|lower)\b)", ""),
    (r"\blast\s+calendar\s+day\b", "last day"),
    (r"という(?:文字列?|語|単語|言葉)(?:が|を)?(?=を含|が含)", ""),
    (
        r"(?:(?:登録|入力|使用|受付)\s*)?(?:エラー|不可|NG)\s*(?:に|と)\s*(?:して(?:ください|下さい|ほしい|欲しい)|したい|する(?:こと)?)(?:。?$|(?=。))",
        "エラー",
    ),
    (
        r"(?:登録|入力|保存|選択)\s*でき(?:ない|なく)(?:よう)?に(?:したい|して(?:ください|下さい|ほしい|欲しい))(?:。?$|(?=。))",
        "登録できない",
    ),
    (
        r"(?:と|に)なるように(?:チェック(?:を)?)?(?:して(?:ください|下さい)|お願い(?:します|いたします)|したい)。?$",
        "",
    ),
    (r"(?:のみ)?(?:入力|登録)できるように(?:して(?:ください|下さい)|したい)(?:。?$|(?=。))", "のみ"),
    (r"(?:のまま)?では(?=(?:登録|入力)でき)", "は"),
    (r"を含(?:む|める)こと(?:は|も)(?:でき(?:ない|ません)|認められ(?:ない|ません)|不可)", "を含めない"),
    # 「先頭が「0」でないもの」: the start refused, not required
    (r"(先頭|末尾)\s*+(?:が|は)\s*+(「[^」]{1,10}」|[0-9A-Za-z]{1,6})\s*+(?:で|では)ない", _edge_refused),
]


def _request(text: str) -> str:
    """Drops the wrapper of a request ('Could we make sure that …', 「…の場合はエラーにしてください」)."""
    for pattern, replacement in _REQUESTS:
        text = rx.sub(pattern, replacement, text, flags=re.IGNORECASE)
    return text


_LONE = r"[;|@#%&*\\^~!?<>=]"  # a symbol standing alone as a word

# the kinds of characters a bare "no" refuses ("no digits", "no numbers or spaces")
_NO_CLASS = (
    r"(?:digits|numbers|numerals|letters|spaces|symbols|special\s+characters|hyphens"
    r"|dashes|punctuation|commas|slashes|underscores|apostrophes|ampersands?|asterisks)"
)


# "...; anything else is rejected", 「それ以外は受け付けない」: the rule said again as a refusal of
# what it does not allow. Read as a refusal it would turn the rule around, so it is dropped.
_RESTATED = [
    rx.compile(  # "…; otherwise rejected", "…. Reject where otherwise.": said again
        # ("S, M, L, XL - anything else is rejected": the last value is not said again; the dash sets it off)
        r"(?:(?<![\w@./-])|(?=[\s;,]))\s*+(?:[;,]|\.(?!\w)|[-\u2013\u2014](?=\s))?\s*+(?:and\s+)?(?:(?:please\s+)?(?:reject|refuse|block|disallow|forbid)\s+(?:(?:if|when|where)\s+)?otherwise\b"
        # (not "may be left blank; otherwise 6 digits": what a value given must be)
        r"|otherwise\b(?!\s*,?\s*(?:(?:it\s+)?(?:must|should|has\s+to)\s+be\s+|exactly\s+|only\s+)?\d)"
        # (nor "…; otherwise must not be in the future": what a value given must be)
        r"(?!\s*,?\s*(?:it\s+)?(?:must|should|has\s+to|cannot|can't)\s+(?:not\s+)?(?:be\s+)?(?:in\s+the|a|an|on|before|after)\b)"
        # (nor "…, otherwise UN followed by 4 digits": a layout; "otherwise an @a.com address": a domain)
        # ("otherwise a full https URL": a link)
        r"(?![^;.]{0,40}(?:\b(?:digits?|letters?|characters?|followed\s+by|one\s+of|https?|urls?|links?)\b|@|https?://))"
        r".{0,40}"
        r"|(?:(?!\s[-\u2013\u2014]\s)[^;,.]){0,40}?\b(?:else|other|outside\s+(?:that|this|the)\s+(?:range|window)"
        r"|failing\s+the\s+(?:check|test)|not\s+matching|that\s+do(?:n't|\s+not)\s+match"
        r"|(?:an?|the)\s+(?:subcontractors?|third[\s-]part(?:y|ies)|external\s+(?:compan(?:y|ies)|partners?)))\b[^;,.]{0,40}?"
        r"\b(?:(?:is|are|will\s+be|get|gets|(?:must|shall|should)\s+be|(?:(?:is|are)\s+)?to\s+be)\s+(?:rejected|refused|not\s+(?:accepted|allowed|permitted|valid|ok|okay)"
        r"|invalid|an\s+error|blocked|wrong|dodgy|bogus|no\s+good)"
        # "addresses on any other domain shall not be accepted", "links to any other host must not be entered"
        r"|(?:must|shall|should|will|may|can)\s+not\s+be\s+(?:accepted|allowed|permitted|entered|used|saved|registered)"
        r"|(?:is|are)\s+not\s+to\s+be\s+(?:accepted|allowed|permitted|entered|used|saved|registered)"
        r"|(?:cannot|can't)\s+be\s+(?:accepted|entered|used|saved|registered)))\.?$",
        re.IGNORECASE,
    ),
    rx.compile(  # "…; no other currency is to be accepted", "…. No other domain may be used.": the same
        r"\s*[;,.]\s*(?:and\s+)?no\s+other\b[^;,.]{0,40}?\b(?:(?:is|are|will\s+be)\s+(?:to\s+be\s+)?"
        r"|(?:may|can|shall|should|must)\s+be\s+)(?:accepted|allowed|permitted|valid|used|entered)\.?$",
        re.IGNORECASE,
    ),
    rx.compile(  # "…, and the field shall not be populated with an address on any other domain": the same
        r"\s*[;,.]\s*(?:and\s+)?(?:(?:the|this)\s+field\s+|it\s+)?(?:must|shall|should|may|can)\s*not\s+be\s+"
        r"(?:populated|filled|entered|given|recorded)\s+with\s+[^;,.]{0,40}?\b(?:any|every)\s+other\b[^;,.]{0,30}\.?$",
        re.IGNORECASE,
    ),
    rx.compile(  # "…; reject links to any other host", "block anything else": the rule said again, ordered
        r"\s*[;,.]\s*(?:and\s+)?(?:please\s+)?(?:reject|refuse|block|disallow|forbid)\s+(?:[^;,.]{0,40}?\b(?:any|all|every)\s+other"
        r"|(?:anything|everything|all)\s+else)\b[^;,.]{0,30}\.?$",
        re.IGNORECASE,
    ),
    rx.compile(  # "Younger persons are not allowed", "any date of birth indicating a younger person shall be
        # rejected": the age bound said again
        r"(?:\s*[;,.]\s*(?:and\s+)?|\s+and\s+)(?:[^;,.]{0,40}?\s)?(?:younger|older)\s+(?:[a-z]+\s+)?(?:(?:are|is|shall\s+be|must\s+be|will\s+be)\s+)?"
        r"(?:rejected|refused|not\s+(?:allowed|accepted|permitted))\.?$",
        re.IGNORECASE,
    ),
    rx.compile(  # "Numbers with a wrong check digit are not allowed": the check said again
        r"\s*[;,.]?\s*(?:and\s+)?(?:(?:numbers?|codes?|values?|entries|ones|anything)\s+(?:with|having|that\s+have)\s+"
        r"(?:an?\s+)?(?:wrong|invalid|incorrect|bad|false|failing)\s+check\s*(?:digits?|sums?)\s+"
        r"(?:are|is|shall\s+be|will\s+be|must\s+be)\s+(?:rejected|refused|invalid|not\s+(?:allowed|accepted|permitted|valid))"
        # "It is not allowed that the check digit is wrong" (read as "the check digit must not be wrong")
        r"|the\s+check\s*(?:digit|sum)\s+(?:must\s+not|may\s+not|cannot)\s+be\s+(?:wrong|invalid|incorrect|false))\.?$",
        re.IGNORECASE,
    ),
    rx.compile(
        r"\s*[;,.]\s*(?:past|earlier|later|future|older|newer)\s+(?:dates?|ones)\s+(?:and|or)\s+(?:past|earlier|later"
        r"|future|older|newer)\s+(?:dates?|ones)\s+are\s+(?:refused|rejected|not\s+allowed)\.?$",
        re.IGNORECASE,
    ),
    rx.compile(
        # 「※他ドメインの場合はエラーとなります」: a note that restates the allowed list
        r"\s*[、,]?\s*(?:(?<=。)※\s*)?(?:それ以外|形式外|範囲外|これら(?:の[^、。はも]{0,6})?以外|条件外|該当しない|上記以外|他の?ドメイン|その他の?ドメイン"
        # 「社外ドメインのアドレスは登録不可」, 「他の地図サービスは不可とする」: the outside named again
        r"|(?<![・や])(?:社外|他|ほか|その他|よそ|余所)(?:の)?[^、。はも]{0,8}?(?:ドメイン|サービス|サイト|ストア|ページ|リンク|URL)"
        # 「それより前の日付はNGです」, 「外部サイトのURLはNGです」, 「SNSや外部サイトは不可」: the bound
        # or the site said again
        r"|それ(?:より|よりも)(?:前|後|以前|以降|古い|新しい|大きい|小さい)"
        r"|(?:[^、。はも「」]{1,10}(?:や|・))?外部(?:の)?(?:サイト|ドメイン|URL)|(?:他|ほか|よそ|余所)(?:の)?サイト"
        # 「※桁数不足の場合はエラー」: a shortfall of the count or format the rule names
        r"|(?:桁数|文字数)(?:の|が)?(?:不足|超過|過不足|不一致|相違|オーバー)|チェック\s*デジット(?:の|が)?不一致"
        r"|形式(?:の|が)?(?:不正|誤り|違い))"
        r"[^、。]{0,20}?(?:は|も)?\s*"
        r"(?:拒否(?:する|します|される)?|受け付けない|受け付けません|受付不可|不可|エラー(?:とする|です|(?:と|に)なり(?:ます)?|(?:と|に)なる)?"
        r"|認めない|認められ(?:ない|ません)|許可され(?:ない|ません)|登録できない|登録できません|入力できません"
        r"|受け付けできません|登録不可|NG(?:です|となります)?"
        # 「他のドメインのアドレスを登録してはならない」, 「外部サイトへのリンクは登録しないでください」
        r"|(?:登録|入力|記載|使用)?して(?:は)?(?:ならない|なりません|いけない|いけません)"
        r"|(?:登録|入力|記載|使用)しない(?:でください|で下さい|こと))"
        r"(?:とする|とします)?(?:こと)?。?$"
    ),
    rx.compile(
        r"\s*\((?:[^()、。はも]{1,10}[や・])?(?:形式外|範囲外|それ以外|その他の?|他の?|外部の?)(?:サイト|ドメイン)?[^()]{0,20}?"
        r"(?:は|も)\s*+"
        r"(?:[^()\s]{0,6}エラー|不可|NG|ダメ|だめ|×)(?:です|となります|になります)?\)\s*。?$"
    ),
]


# 「…を入力してはならず、これらの値は拒否する」: これら restates a refusal made before it; after a bare list
# (「「TEST」「DUMMY」。これらの値は登録できません」) it is the refusal itself and stays
_THESE_AGAIN = rx.compile(
    r"\s*[、,]?\s*これら[^、。]{0,20}?(?:は|も)?\s*(?:拒否(?:する|します|される)?|受け付けない|受け付けません|受付不可|不可"
    r"|エラー(?:とする|です|(?:と|に)なり(?:ます)?|(?:と|に)なる)?|認めない|登録できない|登録できません|入力できません"
    r"|受け付けできません|登録不可|NG(?:です|となります)?)(?:とする|とします)?(?:こと)?。?$"
)
_THESE = rx.compile(r"^\s*[、,]?\s*これら(?:の[^、。はも]{0,6}?)?(?:は|も)?\s*")
_REFUSED_BEFORE = rx.compile(
    r"不可|禁止|NG|エラー|拒否|なら(?:ず|ない)|(?:ない|ません|ず)(?:こと|で|[、。]|$)|以外"
)


# "… our DAM site only (…), no Google Drive / Dropbox links": services named by name after "only", the
# others said again (a name is no host the rule could refuse)
_NAMED_OTHERS = rx.compile(
    r"\s*[;,.]\s*(?:and\s+)?no\s+(?!IP(?:v4|v6)?\s)(?:(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,2}\s*(?:/|,|\bor\b|\band\b)\s*){0,4}"
    r"(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,2}\s+(?:links?|urls?|sites?|hosts?|addresses|accounts?)\s*\.?$",
    re.IGNORECASE,
)

# 「…配下のみ。楽天・Amazonのリンクは不可です」: the others named by their brand after "only", in Japanese
_NAMED_OTHERS_JA = rx.compile(
    r"\s*[。、]\s*(?:[^\s、。・/.:「」]{1,15}\s*(?:・|、|/|や|とか)\s*){1,4}[^\s、。・/.:「」]{1,15}?\s*の?\s*"
    r"(?:リンク|URL|サイト|ページ|アドレス)\s*(?:は|も)\s*(?:不可|NG|禁止|ダメ|だめ)(?:です)?\s*。?$"
)


def _restated(text: str) -> str:
    """Drops a closing restatement of the rule as a refusal ('; anything else is rejected')."""
    for pattern in _RESTATED:
        shorter = pattern.sub("", text)
        if shorter.strip():
            text = shorter
    if (named := _NAMED_OTHERS.search(text)) and rx.search(r"\bonly\b", text[: named.start()], re.IGNORECASE):
        text = text[: named.start()]  # the named others, after "only"
    if (
        (named := _NAMED_OTHERS_JA.search(text))
        and rx.search(  # (only a site or domain, not 「小文字のみ」)
            r"(?:[a-z0-9-]+\.[a-z]{2,}|配下|サイト|ドメイン)[^。、]{0,12}(?:のみ|だけ|限る|限定)",
            text[: named.start()],
        )
    ):
        text = text[: named.start()]
    again = _THESE_AGAIN.search(text)
    if again and again.start() and _REFUSED_BEFORE.search(text[: again.start()]):
        return text[: again.start()]
    if again and again.start():
        return text[: again.start()].rstrip("。、, ") + _THESE.sub("は", text[again.start() :], count=1)
    return text


Rewording = tuple[rx.Guarded, str | Callable[[re.Match[str]], str]]


_REFUSING_VERB = rx.compile(
    r"不可|禁止|NG|ダメ|だめ|エラー|拒否|除く|除外|避け|遠慮|ない|ません|(?<!必)ず|ならない|認めな|使わな"
)


def _listed_domains(match: re.Match[str]) -> str:
    """「次のいずれかのドメイン…」 then the domains: the verb before them says allowed or refused."""
    refused = _REFUSING_VERB.search(match.group(1)) is not None
    return f"ドメインは{match.group(2)}は不可。" if refused else f"ドメインは{match.group(2)}のみ。"


def _dated(match: re.Match[str]) -> str:
    """'a future-dated X' / 'no back-dated X': a date in the future (past), or none in it."""
    when = "future" if match.group(2).lower() in ("future", "post") else "past"
    return f"{match.group(1)}dates in the {when}" if match.group(1) else f"a date in the {when}"


def _there_must_not_be(match: re.Match[str]) -> str:
    """'There must not be spaces' (a character or class refused), '… more than 3 digits' (a count); anything
    else ('There should not be any gaps') is left as written, never read as a word refused."""
    rest = match.group(1).strip()
    count = rx.fullmatch(r"(more|over|less|fewer)\s+(?:than\s+)?(\d+)\s+(.+)", rest, NOCASE)
    if count is not None:
        most = count.group(1).lower() in ("more", "over")
        if rx.fullmatch(r"(?:characters?|chars?)(?:\s+in\s+total)?", count.group(3), NOCASE):
            return f"{'at most' if most else 'at least'} {count.group(2)} characters"
        if class_word(count.group(3)) is not None:
            return f"must contain {'no more than' if most else 'at least'} {count.group(2)} {count.group(3)}"
    elif all(_refusable(part) for part in rx.split(r"\s+(?:or|and|nor)\s+", rest, NOCASE)):
        return f"must not contain {rest}"  # "There must not be any letters or symbols"
    elif rx.fullmatch(r"(?:an?\s+)?(?:leading|trailing)\s+\S+", rest, re.IGNORECASE):
        return f"{rest} is not allowed"  # "There should not be a leading zero"
    return match.group(0)


def _refusable(part: str) -> bool:
    """Whether a word after 'there must not be' names a character or class ('spaces', 'a hyphen')."""
    return bool(
        named_literal(rx.sub(r"^(?:an?|the|any)\s+", "", part, flags=re.IGNORECASE)) or class_word(part)
    )


# Words that say what a value is, not which field it is in: "Even number.", "Hexadecimal code.", "Weekday …"
_KIND_OF_VALUE = rx.compile(
    r"even|odd|non-?zero|nonzero|integer|whole|decimal|hex(?:adecimal)?|numeric(?:al)?|ascii|latin|kana|kanji"
    r"|month-?end|month-?start|end-of-month|weekday|weekend|business|working|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|leap|future|past|positive|negative|signed|unsigned|zero-?padded|padded|round|rounded|unique|fixed|single|double"
    r"|(?:half|full)[-\s]?width|(?:upper|lower)[-\s]?case|capital(?:ised|ized)?|\d+[-\s]?(?:digit|character|letter)s?",
    re.IGNORECASE,
)


def _label_sentence(match: re.Match[str]) -> str:
    """Drops a first sentence that only names the field ('Hire date.'); one naming a kind of value stays."""
    words = rx.findall(r"[A-Za-z0-9][\w'-]*", match.group(0))[:-1]
    said = [w for w in words if class_word(w) or named_literal(w) or _KIND_OF_VALUE.fullmatch(w)]
    return match.group(0) if said else ""


def _other_values_refused(match: re.Match[str]) -> str:
    """「…以外の値は登録できません」, 「…以外の値を認めない」: every value but those named is refused."""
    verb = match.group(1)
    if match.group(2).startswith("でき"):
        return f"以外は{'入力' if verb in (None, '使用') else verb}"
    return "以外は"


def _refused_count(match: re.Match[str]) -> str:
    """「13桁、…(8桁の短縮JANは不可)」: a count refused beside another one demanded says nothing more; alone
    it cannot be said (read as demanded, it had been inverted), so it is refused."""
    before = match.string[: match.start()]
    demanded = set(rx.findall(r"(?<![\d~.-])(\d+)\s*桁(?!\s*(?:~|以|まで|未満|目))", before))
    if (
        len(demanded) == 1
        and (match.group(1) or match.group(2)) not in demanded
        and not rx.search(r"~|以上|以下|以内|まで|未満", before)
    ):
        return ""
    return _cannot_keep(match)


def _bare_codes(match: re.Match[str]) -> str:
    """「DELETED 以外」: codes named bare before 以外 are values (a range, 「A-Z 以外」, is not)."""
    codes = rx.split(r"\s*[、,・/]\s*|\s+", match.group(1).strip())
    if len(codes) == 1 and rx.fullmatch(r"[A-Z]-[A-Z]|[a-z]-[a-z]|[0-9]-[0-9]", codes[0]):
        return match.group(0)
    return "".join(f"「{code}」" for code in codes) + "以外"


class CannotKeep(ValueError):
    """Raised for a part of a description the rule language cannot keep: refused, never read half."""


def _cannot_keep(match: re.Match[str]) -> str:
    """A part that would be misread ('Letters only, then 4 digits', an exception): the whole is refused."""
    raise CannotKeep(
        f"The description says {match.group(0).strip()!r}, which a validation rule cannot keep as written; "
        "describe the rule without it."
    )


_DAY_EN = r"(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:days?|s)?|week(?:day|end)s?)\b\.?"
_DAY_JA = r"(?:[月火水木金土日](?:曜日?)?|週末|土日)"


# 「営業日は月・水・金」, 「月曜、水曜、金曜のいずれか」, 「月水金のみ」: the days of a week listed without 曜
# (one of 火水木金土 among them: 「年・月・日」 names no day); on a date only (「素材:木・金・銀」 are values)
_DAYS_LISTED = rx.compile(
    r"(?<![\d\u4e00-\u9fff])(?=[月日曜・、\s]*[火水木金土])(?:[月火水木金土日](?:曜日?)?\s*[・、]\s*){1,6}"
    r"[月火水木金土日](?:曜日?)?(?!(?!以外|以降|以前|のみ|だけ|限定)[\u4e00-\u9fff])"
    r"|(?<![\d\u4e00-\u9fff])(?=[月火水木金土日]{2,7}(?:曜日?|のみ|だけ))(?=[月日]*[火水木金土])[月火水木金土日]{2,7}"
)


def days_named(text: str) -> str:
    """「月・水・金」, 「月水金」 in a date's sentence: each day of the list with its 曜 (「月曜・水曜」)."""

    def named(m: re.Match[str]) -> str:
        days = rx.findall(r"[月火水木金土日]", rx.sub(r"曜日?", "", m.group()))
        return "・".join(f"{day}曜" for day in days) if len(set(days)) == len(days) else m.group()

    return _DAYS_LISTED.sub(named, text)


_DAY_REFUSED = rx.compile(
    rf"\b{_DAY_EN}(?:\s*(?:,|and|or)\s*{_DAY_EN})*\s+(?:are|is)\s+(?:rejected|refused|forbidden|not\s+(?:allowed|accepted"
    rf"|permitted|ok|okay|fine)|an\s+error|errors)\b|{_DAY_JA}(?:と{_DAY_JA})?\s*(?:は|も)\s*(?:不可|NG|禁止|エラー|ダメ|だめ)",
    re.IGNORECASE,
)


def _day_let_in(match: re.Match[str]) -> str:
    """Drops 'Saturdays are fine' beside 'Sundays are rejected' (the day refused says it all); kept alone,
    or beside 'only', where it widens the days let in."""
    rest = match.string[: match.start()] + " " + match.string[match.end() :]
    if _DAY_REFUSED.search(rest) and not rx.search(r"\bonly\b|のみ|だけ|限る|限定", match.string, NOCASE):
        return " " if match.group(0).endswith(" ") else ""
    return match.group(0)


# the words of a remark that make it a demand on the value ("- the value must be upper case", "(they are
# invalid)")
_DEMANDING = rx.compile(
    r"\b(?:must|should|shall|only|never|cannot|can't|may|at\s+(?:least|most)|between|exactly|max(?:imum)?|min(?:imum)?"
    r"|allowed|rejected|refused|required|mandatory|invalid|valid|permitted|accepted|digits?|letters?|upper|lower"
    r"|values?|codes?|format|blank|empty|start|end|contain|ha(?:s|ve)\s+to|needs?\s+to|under|over|above|below|before"
    r"|after|less|more|greater|fewer|than|inclusive|exclusive|included|excluded|strictly|not\b(?!\s+\w+ed\b)"
    r"|fine|ok|okay|allow|also|too|take|welcome|acceptable|hyphens?|spaces?|dots?|underscores?|apostrophes?"
    # ("these are all numbers and were handed out by …": a class the values are made of)
    r"|numbers|numerals?|numeric|alphanumeric|alphabetic|capitals|negatives?|positives?|zero|characters"
    # (", this year or next year": a value named, not a remark)
    r"|(?:this|next|last|previous|current)\s+(?:year|month|week)|today|tomorrow|yesterday)\b",
    re.IGNORECASE,
)
# 「倉庫コード(3桁数字):000は不可」, "Code (6 digits): must not start with 0": a label whose bracket says a
# condition of its own, then more after the colon (read as a label, the bracket's condition had gone)
# ("Ships-from country (ISO 2-letter) - anything but CU": a spaced dash after the bracket ends the label too)
_BRACKETED_LABEL = rx.compile(
    r"^([^():;。、「」]{1,30}?)\s*\(([^()]{1,30})\)"
    r"\s*(?::|\s-\s(?=(?:anything|any\s+value)\s+(?:but|except|other\s+than)\b))\s*(?=\S)"
)
_LABEL_CONDITION = rx.compile(
    r"\d+\s*-?\s*(?:桁|文字|digits?|characters?|chars?|letters?)\b|半角|全角|英数|数字|\b(?:digits?|numeric|alphanumeric)\b",
    re.IGNORECASE,
)


_USER_STORY = rx.compile(
    r"^\s*as\s+an?\s+[^,.;]{1,60}?,?\s+(?:I|we)\s+(?:want|need|would\s+like|expect)\s", re.IGNORECASE
)


def _purpose_dropped(match: re.Match[str]) -> str:
    """Drops a user story's 'so that …' ('As a steward I want … so that payouts never bounce'), not a rule's
    own ('must be rounded so that there are at most 2 decimals', 'do the needful so that stock is never
    negative': the clause is the rule)."""
    return "" if _USER_STORY.match(match.string) else match.group(0)


def _remark_dropped(match: re.Match[str]) -> str:
    """Drops a closing remark on why ('- our printer sorts on the first character') that demands nothing."""
    if _DEMANDING.search(match.group(1)) or match.string[: match.start()].count("(") > match.string[
        : match.start()
    ].count(")"):
        return match.group(0)
    return match.group(2)


# "(revenue and expense ranges only)": plain words of what the values stand for, no class nor value named
_MEANING_ONLY = rx.compile(
    r"(?!.*\b(?:letters?|digits?|numbers?|numerals?|characters?|chars|alphanumeric|alphabetic|numeric"
    r"|upper(?:[- ]?case)?|lower(?:[- ]?case)?|katakana|hiragana|kana|kanji|latin|roman|english|japanese"
    r"|case|capitals?|spaces?|blanks?|hyphens?|symbols?|ascii|hex|whole|integers?|decimals?|positive|negative|empty"
    r"|days?|dates?|weekdays?|future|past|values?|codes?)\b)[a-z]+(?:\s+[a-z]+){0,5}\s+only",
)


def _bracketed_rule(match: re.Match[str]) -> str:
    """「入力必須です(50文字以内)」: a second rule in closing brackets (an example stays, a note goes)."""
    inside = match.group(1)
    if rx.match(r"\s*(?:例|e\.g|i\.e|for\s+example|ex\b)", inside, re.IGNORECASE):
        return match.group(0)
    if _MEANING_ONLY.fullmatch(inside.strip()):
        return match.group(2)
    if rx.match(r"\s*or\s", inside):
        return ", " + inside + match.group(2)  # "GB + 12 digits (or XI + 12 digits for NI)": an alternative
    if not rx.search(r"[\u3040-\u9fff]", inside):
        return "; " + inside + match.group(2)
    if _BARE_LABEL.fullmatch(match.string[: match.start()]):
        return ": " + inside + match.group(2)  # 「部署名(20文字以内)」: the field's name, then its rule
    if rx.search(r"(?:^|:)\s*$", match.string[: match.start()]):
        return " " + inside + match.group(2)  # 「検収日:(本日より前は不可)」: the bracket is all the rule
    return "、" + inside + match.group(2)


# a field's name alone before a bracket (「部署名」, 「取引先コード」; not 「アルファベット(大文字のみ)」,
# 「過去日(1年以内)」: what the value is, then more of it)
_BARE_LABEL = rx.compile(
    r"[^、。:()\d\sはでをがにともこ]{0,10}(?:名|名称|コード|番号|ID|住所|備考|メモ|タイトル|説明|概要|担当者|部署|会社)"
)


def _check_digit_placed(match: re.Match[str]) -> str:
    """Drops where the check digit sits ('(先頭1桁がCD)') when the sentence demands the check elsewhere."""
    rest = match.string[: match.start()] + match.string[match.end() :]
    named = rx.search(r"チェック\s*デ[ィ]?ジット|検査数字|check\s*digit|checksum", rest, re.IGNORECASE)
    return "" if named else match.group(0)


# "letter-digit-letter, a single space, digit-letter-digit": the items may be joined by hyphens too
_RUN_ITEM = r"(?:(?:an?|1|one)\s+)?(?:single\s+)?(?:letter|digit|number|numeral|space|hyphen|dash|slash)\b"
_RUN_SEP = (
    r"(?:\s*,\s*(?:then\s+|followed\s+by\s+)?|\s+then\s+|\s+followed\s+by\s+|-(?=[a-z])"
    # "…, a space and digit-letter-digit": "and" before items joined by hyphens goes on with the layout
    r"|,?\s+and\s+(?=(?:an?\s+)?(?:letter|digit|number|space)-))"
)
_CLASS_RUN = rx.compile(rf"\b{_RUN_ITEM}(?:{_RUN_SEP}{_RUN_ITEM}){{2,11}}", re.IGNORECASE)
_RUN_CHAR = {
    "letter": "A",
    "digit": "9",
    "number": "9",
    "numeral": "9",
    "space": " ",
    "hyphen": "-",
    "dash": "-",
}


def _class_run(match: re.Match[str]) -> str:
    """Writes 'letter, digit, letter, space, digit' as the format 'A9A 9' (a character of each class)."""
    items = rx.findall(r"letter|digit|number|numeral|space|hyphen|dash|slash", match.group(0), re.IGNORECASE)
    classes = [_RUN_CHAR.get(item.lower(), "/") for item in items]
    if len(set(classes)) == len(
        classes
    ):  # "letter, digit, hyphen, underscore": the classes allowed, no layout
        return match.group(0)
    return "format '" + "".join(classes) + "'"


def _mail_address(match: re.Match[str]) -> str:
    """'a properly formed address' beside 'e-mail' is a valid e-mail address (its spelled-out parts go)."""
    if not rx.search(r"\be-?mail\b|メール", match.string[: match.start()], re.IGNORECASE):
        return match.group(0)
    return f"{match.group(1)}email address"


def _digits_part(match: re.Match[str]) -> str:
    """「数字6桁とし、数字部分が000000でない」: the digits end the layout, so the part refused ends it."""
    if len(match.group(3)) != int(match.group(2)) or match.string[match.end() :].count("桁"):
        return match.group(0)
    return f"{match.group(1)}末尾が{match.group(3)}"


def _label_condition(match: re.Match[str]) -> str:
    """Writes a label's bracketed condition as the first clause after the label."""
    label, said = match.group(1), match.group(2).strip()
    if not _LABEL_CONDITION.search(said):
        return match.group(0)  # 「電話番号(海外仕入先):」, "Weight (kg):": the label's own words
    return f"{label}: {said}{';' if said.isascii() else '。'} "


# 「先月から8桁に統一しました」, 「去年から大文字のみになりました」: a change since then, the rule now
_SINCE_THEN = (
    r"(?![^()。]{0,40}?(?:から|以降|より)[^()。]{0,40}?"
    r"(?:統一|変更|変わ|改め|決ま|になりました|ことになりました|となりました))"
)
# a list of domains written out: "gmail.com, yahoo.co.jp etc.", "@gmail.com or @yahoo.com"
_DOMAIN_LIST = (
    r"@?(?:[a-z0-9-]++\.)++[a-z]{2,}+(?:\s*(?:,|/|、|・|\bor\b|\band\b)\s*(?:or\s+|and\s+)?"
    r"@?(?:[a-z0-9-]++\.)++[a-z]{2,}+){0,5}(?:\s*,?\s*etc\.?)?"
)


_ORDINAL = {"1st": "first", "2nd": "second"}


def _table(*rows: tuple[Any, ...]) -> list[Rewording]:
    """Compiles rows of (pattern, replacement[, flags]) into rewordings."""
    return [(rx.compile(row[0], row[2] if len(row) > 2 else 0), row[1]) for row in rows]


def _dropped_after(said: str) -> Callable[[re.Match[str]], str]:
    """A replacement that drops what it matches when the text before says `said` (it is said again)."""

    def replace(match: re.Match[str]) -> str:
        return "" if rx.search(said, match.string[: match.start()], re.IGNORECASE) else match.group(0)

    return replace


def _first_named(match: re.Match[str]) -> str:
    """Two parts joined by 'and' put in the order a closing 'X first' gives ('2 letters then 4 digits')."""
    first, second, named = match[2].lower(), match[4].lower(), match[5].lower()
    if first == second:
        return match[0]
    return f"{match[3]} then {match[1]}" if named == second else f"{match[1]} then {match[3]}"


def _rule_in_bracket(match: re.Match[str]) -> str:
    """A bracketed rule after a condition ('6 digits (…)') becomes a clause; after a bare name it stays."""
    before = match.string[: match.start()]
    return f"; {match[1]}" if rx.search(r":\s*\S|\d", before) else match[0]


def _also_counted(match: re.Match[str]) -> str:
    """A count and another let in beside it, of the same unit, are either count ('4 or 5 digits')."""
    unit, other = match[2].lower(), (match[4] or match[6]).lower()
    return f"{match[1]} or {match[3] or match[5]} {match[2]}s" if unit == other else match[0]


def _headed_reason(match: re.Match[str]) -> str:
    """A headed reason goes; a rule said before it and one after it become two sentences."""
    before = match.string[: match.start()].rstrip()
    after = match.string[match.end() :].lstrip()
    return "。" if before and before[-1] not in "。;" and after and after[0] not in "。;【" else ""


def _bound_said_before(match: re.Match[str], group: int = 1) -> bool:
    """Whether the number a note names ('(5 or more needs approval)') is the bound said before it: the note
    says the refusal again; past another number it is a step of approval within the range, no refusal."""
    number = rx.search(r"-?\d[\d,]*(?:\.\d+)?", match[group])
    before = match.string[: match.start()].replace(",", "")
    return (
        number is not None
        and rx.search(rf"(?<![\d.]){number[0].replace(',', '')}(?![\d.])", before) is not None
    )


def _reword(text: str, table: list[Rewording]) -> str:
    """Applies each rewording of a table in turn."""
    for pattern, replacement in table:
        text = pattern.sub(replacement, text)
    return text


def _class_then_word(match: re.Match[str]) -> str:
    """'spaces are not allowed, so the word …': the class refused stays beside the word (a case, alone)."""
    if match.group(2) and rx.search(r"(?:lower|upper)[- ]?case|capitals?", match.group(1), re.IGNORECASE):
        return match.group(1)
    return f"{match.group(1)}; {match.group(2) or ''}"


def _exclamation_stop(match: re.Match[str]) -> str:
    """'!' as a full stop, but not inside a quoted text ('SALE! NOW')."""
    before, after = match.string[: match.start()], match.string[match.end() :]
    for quote in ("'", '"'):
        opened = rx.search(rf"(?:^|(?<=[\s(:,]))\{quote}[^{quote}]*$", before)
        if opened and rx.match(rf"[^{quote}]*\{quote}(?!\w)", after):
            return match.group(0)
    return ". "


# Rewordings that turn a phrasing into one the recognisers read, in the order they apply
# (after a closing restatement is dropped, after requests and shorthand are read, after the
# parts of a sequence are joined).
_REFUSED_CLASS = (
    r"(?:digits?|numbers?|numerals?|spaces?|blanks?|tabs?|letters?|symbols?|punctuation|special\s+characters"
    r"|line\s+breaks|hyphens?|slashes|commas?|underscores?|ampersands?|asterisks?|full-width\s+characters)"
)
_REFUSED_ITEM = rf"(?:the\s+(?:characters?|symbols?|signs?)\s+)?(?:{_REFUSED_CLASS}|[^\w\s]|\"[^\"\s]\")"
_ITEM_SEP = r"\s*+(?:,\s*+(?:or\s+|and\s+)?|or\s+|and\s+)"


def _digits_from(match: re.Match[str]) -> str:
    """'substr(code, 3) is numeric': a pattern of any first two characters, then digits only."""
    skipped = max(int(match.group(1)) - 1, 0)
    return "must match the pattern " + (f".{{{skipped}}}" if skipped else "") + "[0-9]+"


_IDENT = r"[A-Za-z_][\w]{0,40}(?:\.[A-Za-z_]\w{0,40}){0,3}(?:\(\))?"
_LENGTH_OF = rf"(?:(?:len|length|char_length)\s*+\(\s*+{_IDENT}\s*+\)|{_IDENT}\.length|\blen\b)"
_VALUE = r"(?:-?\d+(?:\.\d+)?|\d{4}-\d{2}-\d{2})"
_SAID = {
    ">": ("greater than", "after"), ">=": ("at least", "on or after"),
    "<": ("less than", "before"), "<=": ("at most", "on or before"),
}  # fmt: skip
_TURNED = {">": "<=", ">=": "<", "<": ">=", "<=": ">"}
_MIRRORED = {">": "<", ">=": "<=", "<": ">", "<=": ">="}


def _compared(sign: str, value: str, *, length: bool = False) -> str:
    """'>= 5' in words ('at least 5'; a date 'on or after'; a length 'at least 5 characters')."""
    words = _SAID[sign][1] if "-" in value[1:] else _SAID[sign][0]
    return f"{words} {value}" + (" characters" if length else "")


def _chain(match: re.Match[str]) -> str:
    """'1995 <= model_year <= 2040', '8 <= len <= 20': both bounds in words."""
    length = bool(rx.fullmatch(_LENGTH_OF, match.group(3)))
    low = _compared(_MIRRORED[match.group(2)], match.group(1), length=length)
    return f"{low} and {_compared(match.group(4), match.group(5), length=length)}"


_MAX_FAILURES = 4  # alternatives a failure condition may chain ("if (a || b || c || d) throw")


def _thrown(match: re.Match[str]) -> str:
    """'if (!x || x.length > 100) throw …' states what fails: each part is refused in turn."""
    said, parts = [], rx.split(r"\s*\|\|\s*|\s+or\s+", match.group(1).strip())
    if len(parts) > _MAX_FAILURES:
        _cannot_keep(match)  # a long chain: no rule needs it, and reading it would cost
    for part in parts:
        if rx.fullmatch(rf"!\s*{_IDENT}|{_IDENT}\s*==\s*(?:''|\"\"|null|None)", part):
            said.append("required")
        elif found := rx.fullmatch(rf"({_LENGTH_OF}|{_IDENT})\s*(>=|<=|>|<)\s*({_VALUE})", part):
            length = bool(rx.fullmatch(_LENGTH_OF, found.group(1)))
            said.append(_compared(_TURNED[found.group(2)], found.group(3), length=length))
        else:  # never read the other way round, nor read in part
            raise CannotKeep(
                f"The condition {part!r} of {match.group(0).strip()!r} cannot be read as a rule; "
                "describe what a valid value looks like."
            )
    return " and ".join(said) + "; "


# An analyst's SQL one-liner ("code NOT LIKE '9%'", "len(code) = 8", "qty % 5 = 0"): the same
# conditions in the words the readers know.
_SQL: list[Rewording] = _table(
    (r"(?<=['\")])\s*+--\s.*$", ""),  # "... '9%'  -- 9xxx are closed": the comment
    # A developer's pseudo-code: "if (!x || x.length > 100) throw …" (what fails), "assert …",
    # "a && b", "1995 <= x <= 2040", "x[0] == 'V'", "x[1:].isdigit()", "url.host == 'a.io'"
    (r"[\u2267\u2265]", ">="),
    (r"[\u2266\u2264]", "<="),
    (  # each statement up to its ";" or a "//" comment, which follows as a clause of its own
        r"(?:^|(?<=;)\s?)if\s*+\(\s*+(.+?)\s*+\)\s*+\{?\s*+(?:throw|raise|return\s+(?:false|error))\b(?:(?!//)[^;])*+;?"
        r"(?:\s*+//)?",
        _thrown,
    ),
    (r"^assert\s+(.+?)(?:\s*+,\s*+['\"][^'\"]*['\"])?\s*$", r"\1"),
    (r"\bdate\s*+\(\s*+(\d{4})\s*+,\s*+(\d)\s*+,", r"date(\1, 0\2,"),
    (r"\bdate\s*+\(\s*+(\d{4})\s*+,\s*+(\d{2})\s*+,\s*+(\d)\s*+\)", r"date(\1, \2, 0\3)"),
    (r"\bdate\s*+\(\s*+(\d{4})\s*+,\s*+(\d{2})\s*+,\s*+(\d{2})\s*+\)", r"\1-\2-\3"),
    (r"\s*+&&\s*+", " and "),
    (r"\s*+\|\|\s*+", " or "),
    (
        r"\bbetween\s+current_date\s+and\s+current_date\s*+\+\s*+(\d+)\s+days?\b",
        r"within the next \1 days",
        re.IGNORECASE,
    ),
    (
        rf"\b{_IDENT}\s*+<=\s*+(?:current_date|now\(\)|today\(\)|getdate\(\))",
        "not in the future",
        re.IGNORECASE,
    ),
    (
        rf"\b{_IDENT}\s*+>=\s*+(?:current_date|now\(\)|today\(\)|getdate\(\))",
        "not in the past",
        re.IGNORECASE,
    ),
    (r"(?<=[<>=]\s)'(\d{4}-\d{2}-\d{2})'", r"\1"),
    (rf"\b({_VALUE})\s*+(<=?)\s*+({_LENGTH_OF}|{_IDENT})\s*+(<=?)\s*+({_VALUE})", _chain),
    (  # "x[0] == 'A' or x[0] == 'B'": one of the starts
        rf"\b{_IDENT}\[0\]\s*+==\s*+'([^']{{1,20}})'\s*+(?:\|\||or)\s*+{_IDENT}\[0\]\s*+==\s*+'([^']{{1,20}})'",
        r'must start with "\1" or "\2"',
    ),
    (rf"\b{_IDENT}\[0\]\s*+==\s*+'([^']{{1,20}})'", r'must start with "\1"'),
    (rf"\b{_IDENT}\[1:\]\.isdigit\(\)", "must match the pattern .[0-9]*"),
    (rf"\b{_IDENT}\.isdigit\(\)", "digits only"),
    (r"\b(?:url\.)?scheme\s*+==\s*+'(https?)'", r"\1 only"),
    (r"\b(?:url\.)?(?:host|hostname|domain)\s*+==\s*+'([a-z0-9.-]+)'", r"on \1 only"),
    (
        rf"\b({_LENGTH_OF})\s*+(>=|<=|>|<)\s*+(\d+)\b",
        lambda m: _compared(m.group(2), m.group(3), length=True),
    ),
    (
        rf"\b(?!(?:must|be|is|and|or|not)\b){_IDENT}\s*+(>=|<=|>|<)\s*+({_VALUE})\b",
        lambda m: _compared(m.group(1), m.group(2)),
    ),
    # "Expiry (vendor badge) >= 30 days from today": a sign with no name before it, a span counted from today
    (
        r"(?<![<>=!])(>=|<=)\s*+(?=\d+\s*(?:days?|weeks?|months?|years?)\s+(?:from|after)\s+"
        r"(?:today|now)\b)",
        lambda m: _SAID[m.group(1)][0] + " ",
    ),
    (r"\bnot\s+like\s+'([^'%_]{1,100})%'", r' must not start with "\1"', re.IGNORECASE),
    (r"\bnot\s+like\s+'%([^'%_]{1,100})'", r' must not end with "\1"', re.IGNORECASE),
    (r"\bnot\s+like\s+'%([^'%_]{1,100})%'", r' must not contain "\1"', re.IGNORECASE),
    (r"\blike\s+'([^'%_]{1,100})%'", r' must start with "\1"', re.IGNORECASE),
    (r"\blike\s+'%([^'%_]{1,100})'", r' must end with "\1"', re.IGNORECASE),
    (r"\blike\s+'%([^'%_]{1,100})%'", r' must contain "\1"', re.IGNORECASE),
    (r"\bnot\s+in\s*+\(([^()]{1,300})\)", r" must not be \1", re.IGNORECASE),
    (  # "substr(code, 2) is numeric": from the 2nd character on, digits only
        r"\bsubstr(?:ing)?\s*+\(\s*+[\w.]{1,60}\s*+,\s*+(\d{1,3})\s*+\)\s*+"
        r"(?:is\s+(?:numeric|all\s+digits|digits(?:\s+only)?)|consists\s+of\s+digits(?:\s+only)?)",
        _digits_from,
        re.IGNORECASE,
    ),
    (
        r"\b(?:char_)?len(?:gth)?\s*+(?:\(\s*+[\w.]{1,60}\s*+\))?\s*+==?\s*+(\d+)\b",
        r"exactly \1 characters",
        re.IGNORECASE,
    ),
    (
        r"\b(?:[A-Za-z_][\w.]{0,60}\s*+%|mod\s*+\(\s*+[\w.]{1,60}\s*+,)\s*+(\d+)\s*+\)?\s*+==?\s*+0\b",
        r"a multiple of \1",
        re.IGNORECASE,
    ),
    (r"\bis\s+not\s+null\b", "required", re.IGNORECASE),
    (r"\btrim\s*+\(\s*+[\w.]{1,60}\s*+\)\s*+(?:<>|!=)\s*+''", "not blank", re.IGNORECASE),
    (r"\b[A-Za-z_][\w.]{0,60}\s*+(?:<>|!=)\s*+''", "not empty"),
    (r"\bdate\s*+'(\d{4}-\d{2}-\d{2})'", r"\1", re.IGNORECASE),
    (
        r"\byear\s*+\(\s*+(?:current_date|now\(\)|getdate\(\)|today\(\)|current_timestamp)\s*+\)",
        "the current year",
        re.IGNORECASE,
    ),
    (r"\s~\s*+'([^']{1,200})'", r" regex: \1"),
)

# 「Q. …ですか? A. いいえ。…」: a seller's FAQ. The question only asks; the answer, after its bare
# yes or no, is the rule.
_FAQ = rx.compile(
    r"^Q\s*+[.:]\s*+(?:([^\s?\u3001\u3002\u300c\u300d\u306b\u3092\u304c\u306f]{1,20})\u306f)?[^?]{0,300}?(?:\?|\u304f\u3060\u3055\u3044\u3002)\s*+A\s*+[.:]\s*+"
    r"(?:(?:\u306f\u3044|\u3044\u3044\u3048|yes|no)\s*+[\u3001\u3002,.!]\s*+)?"  # 「はい。」, 「いいえ、」
    r"(?:[^\s\u3001\u3002\u300c\u300d\u3092\u306b\u306f\u304c]{1,12}?(?:\u307e\u3059|\u307e\u305b\u3093|\u306a\u3044\u3067\u304f\u3060\u3055\u3044)\u3002\s*+)?",
    re.IGNORECASE,
)  # 「入れられません。」: a bare reply


def _answered(text: str) -> str:
    """The answer of a FAQ entry, after the topic its question names (「JANコードは」)."""
    match = _FAQ.match(text)
    if match is None or match.end() == len(text):
        return text
    return f"{match.group(1)}\u306f{text[match.end() :]}" if match.group(1) else text[match.end() :]


# "It is not allowed that …" (a German engineer's English): what follows is refused.
# "it is not allowed that … unless/except/if …": an exception the rewrite would drop is not rewritten
_NOT_ALLOWED_THAT = (
    r"\bit\s+is\s+not\s+(?:allowed|permitted|accepted|acceptable|possible)\s+that\s+"
    r"(?![^.;]*?\b(?:unless|except|excepting|if|when|whenever|but|other\s+than)\b)"
)
# a word of the subject after "it is not allowed that": not the verb or a condition that follows it
_SUBJECT_WORD = (
    r"(?!(?:is|are|has|have|starts?|begins?|ends?|contains?|includes?|exceeds?|falls?|lies?|consists?|uses?|stays?"
    r"|remains?|unless|if|when|except|while|but|must|may|can|should|shall|will)\b)[\w()'-]+"
)
_SUBJECT = rf"((?:the|an?|its|their|this|that)\s+{_SUBJECT_WORD}(?:\s+{_SUBJECT_WORD}){{0,5}}?|it|they)"
_ENTERED = (
    r"(?:entered|used|written|typed|given|inserted|put|filled\s+in|registered|saved|stored|keyed\s+in"
    r"|chosen|selected)"
)


def _each_word(match: re.Match[str]) -> str:
    """'must not contain the words 'a' or 'b'': each word refused on its own."""
    words = re.findall(r"'[^']{1,30}'|\"[^\"]{1,30}\"", match.group(2))
    case = match.group(3) or ""  # "(in any case)" is said of every word
    # a phrase of several words is refused as written ("the phrases 'DO NOT USE' or 'OBSOLETE'")
    return "; ".join(
        f"{match.group(1)} contain {'' if ' ' in word else 'the word '}{word}{case}" for word in words
    )


def _interval(match: re.Match[str]) -> str:
    """'in the closed interval [2000, 2050]', '(0, 1]': each end in words, in or out as its bracket says."""
    low = "at least" if match.group(1) == "[" else "greater than"
    high = "at most" if match.group(4) == "]" else "less than"
    if rx.match(r"\s*,?\s*(?:or|unless|except)\b", match.string[match.end() :], re.IGNORECASE):
        _cannot_keep(match)  # "in the range (10, 20) or 0": an interval or a value cannot be said
    return f"be {low} {match.group(2)} and {high} {match.group(3)}"


_EDGE_LITERALS = rx.compile(
    r"(['\"]?)([A-Z0-9]+)\1(?:\s*(?:,|,?\s*or)\s*(['\"]?)([A-Z0-9]+)\3)?(?=\s*(?:$|[,;.)]))"
)


def _edge_literal(match: re.Match[str]) -> str:
    """'the first 2 digits can't be 00': the value does not start with that literal (of the width said)."""
    said = _EDGE_LITERALS.match(match.string, match.end())
    width = int(match.group(2))
    if said is None or any(len(code) != width for code in (said.group(2), said.group(4)) if code):
        return match.group(0)
    verb = "start" if match.group(1).lower() == "first" else "end"
    return f"must {'' if match.group(3) else 'not '}{verb} with "


def _leading_range(match: re.Match[str]) -> str:
    """「先頭2桁は20から29まで」: the value starts with one of the numbers of that width in the range."""
    lead, width, low, high = (match.group(i) or match.group(i + 4) for i in (1, 2, 3, 4))
    start, end, size = int(low), int(high), int(width or len(low))
    if not (
        len(low) == len(high) == size > (1 if width is None else 0) and start < end and end - start < 300
    ):
        return match.group(0)
    codes = [f"{n:0{size}d}" for n in range(start, end + 1)]
    if lead.startswith("先頭"):
        return f"先頭{size}桁は" + "".join(f"「{c}」" for c in codes) + "のいずれか"
    joined = "; " if match.group(9) else ""  # ", and the code is 8 digits": a condition of its own
    if not rx.search(r"\b(?:be|are|is)\s*$", lead, re.IGNORECASE):
        lead = "must start with "  # "first 3 digits 930-939", "first 2 digits: 20 to 29": no verb of its own
    return lead + ", ".join(f'"{c}"' for c in codes[:-1]) + f' or "{codes[-1]}"' + joined


_PREDICATE = r"(?:is|are|has|have|does|do|contains?|starts?|begins?|ends?|includes?|exceeds?|uses?)\b"


def _rejected_if(match: re.Match[str]) -> str:
    """'X will be rejected if the code does not start with AB or is longer than 10': each part of what fails,
    a failure said with 'does not' or 'is not' as what the value must do."""
    return _failing(match.group(1), match)


# "Reject when before 2020-01-01, after 2035-12-31, or on a Saturday": a new condition after a comma or "or"
_WHEN_PARTS = (
    r"\s*,\s*(?:or\s+|and\s+)?|\s+or\s+(?=(?:below|above|over|under|less|more|greater|fewer|earlier|later|before"
    r"|after|longer|shorter|carrying|containing|having|with|without|on\s+an?|it|its|they|the|blank|empty"
    r"|starting|beginning|ending|not)\b)"
    r"|(?<=\bblank)\s+or\s+|(?<=\bempty)\s+or\s+"  # "Reject if blank or N/A": each refused
)


def _refused_when(match: re.Match[str]) -> str:
    """Refuses each condition 'Reject when …' names ('before 2020, or on a Sunday', 'it starts with X')."""
    label = f"{match.group(1)}:" if match.group(1) else ""
    rest = rx.sub(r"\s*\([^()]*\)\s*$", "", match.group(2).strip())  # "(leftovers from the migration)"
    rest = _CONTRACTED.sub(lambda m: _CONTRACTIONS[m.group(0).lower()], rest)  # "if it's not numeric"
    # "Error when value is CANCELLED or VOID": the value, named without its article
    rest = rx.sub(
        r"^(?=(?:value|input|entry)\s+(?:is|are|does|has|starts|ends|contains)\b)",
        "the ",
        rest,
        flags=re.IGNORECASE,
    )
    if rx.match(_SUBJECT + rf"\s+(?={_PREDICATE})", rest, re.IGNORECASE):
        return label + " " + _failing(rest, match)
    if rx.match(_DENIED_LIST, rest, re.IGNORECASE):  # "Reject if not one of A, B or C": one denial
        return f"{label} {_refused_part(rest)}"
    parts = [part for part in rx.split(_WHEN_PARTS, rest, flags=re.IGNORECASE) if part]
    if len(parts) > _MAX_FAILURES:
        _cannot_keep(match)  # a long chain: no rule needs it, and reading it would cost
    # "Reject if not A, B or C", "… 5 characters or longer": one denial
    second = len(parts) == 2 and rx.search(rf",\s*or\s+{_LAST_CONDITION}", rest, re.IGNORECASE)
    if (
        not second
        and not any(rx.match(_NEW_CONDITION, part, re.IGNORECASE) for part in parts[1:])
        and ((denied := _denied_when(rest)) is not None)
    ):
        return f"{label} {denied}"
    return label + " " + "; ".join(_refused_part(part) for part in parts)


# What starts a condition of its own after 'Reject if not …' ("or starting with 0", "or longer than 10");
# anything else ("not A, B or C", "not 5 characters or longer") goes on with the one denial
_NEW_CONDITION = (
    r"(?:not|it|its|they|the|blank|empty|starting|beginning|ending|containing|carrying|having|with|without"
    r"|on\s+an?|if|when|from|includes?|contains?|has|exceeds?|is|are|uses?|matches)\b"
    r"|(?:below|above|over|under|less|more|greater|fewer|earlier|later|before|after|longer|shorter)\s+\S"
)
# "Reject if not 8 characters, or lowercase": after a comma and "or", a condition, not a list's last item
_LAST_CONDITION = r"(?:lower\s*case|upper\s*case|negative|zero|blank|empty|null|missing)\b"


_DENIED_LIST = (
    r"(?:it\s+is\s+|the\s+value\s+is\s+)?"
    r"(?:not\s+(?:one|any|either|in)\b|(?:anything|something)\s+other\s+than\b)"
)


def _refused_part(part: str) -> str:
    """One condition of 'Reject when …': a denial ('not 4 digits') demands, anything else is refused."""
    part = rx.sub(r"^(?:or\s+)?(?:if|when)\s+(?:it\s+|the\s+value\s+)?", "", part, flags=re.IGNORECASE)
    if (denied := _denied_when(part)) is not None:  # "Reject when not a weekday": must be a weekday
        return denied
    part = rx.sub(
        r"^(?:exceeds?|is\s+over)\s+", "more than ", part, flags=re.IGNORECASE
    )  # "or exceeds 10 digits"
    part = rx.sub(r"^(?:is|are)\s+(?!not\b)", "", part, flags=re.IGNORECASE)  # "or is blank"
    return (
        rx.sub(
            r"^(?:carrying|having|containing|with|includes?|contains?|has|uses?)\s+",
            "",
            part,
            flags=re.IGNORECASE,
        )
        + " is not allowed"
    )


_ING = {
    "ending": "end",
    "starting": "start",
    "beginning": "begin",
    "containing": "contain",
    "matching": "match",
}


def _denied_when(rest: str) -> str | None:
    """What 'Reject if not …' demands ('not ending with .pdf': must end with .pdf; 'anything other than
    digits': digits only); None when what fails is no denial."""
    other = rx.fullmatch(
        r"(?:it\s+is\s+|the\s+value\s+is\s+)?(?:anything|something)\s+other\s+than\s+(.+)",
        rest,
        re.IGNORECASE,
    )
    if other is not None:
        return f"{other.group(1)} only"
    denied = rx.fullmatch(r"(?:it\s+is\s+|the\s+value\s+is\s+)?not\s+(.+)", rest, re.IGNORECASE)
    if denied is None:
        return None
    said = denied.group(1)
    verb = rx.match(r"(ending|starting|beginning|containing|matching)\b", said, re.IGNORECASE)
    return f"must {_ING[verb.group(1).lower()]}{said[verb.end() :]}" if verb else f"must be {said}"


def _accepted_unless(match: re.Match[str]) -> str:
    """'Reject unless the value is a multiple of 5': what the value must be (another exception is refused)."""
    label, rest = f"{match.group(1)}:" if match.group(1) else "", match.group(2).strip()
    if rx.search(r"\b(?:unless|except|excepting|if|when|whenever)\b", rest, re.IGNORECASE):
        _cannot_keep(match)
    said = rx.match(
        _SUBJECT
        + r"\s+(is|are|has|have|does|do|(?:contain|start|begin|end|match|include|use)(?:e?s)?)\s+(.+)$",
        rest,
        re.IGNORECASE,
    )
    if said is None:
        return f"{label} must be {rest}"
    verb = said.group(2).lower()
    stem = verb[:-2] if verb.endswith("ches") else verb.removesuffix("s")  # "matches", "starts", "uses"
    must = {"is": "be", "are": "be", "has": "have", "have": "have", "does": "", "do": ""}.get(verb, stem)
    return f"{label} {said.group(1)} must {must} {said.group(3)}".replace("  ", " ")


def _failing(rest: str, match: re.Match[str]) -> str:
    """What a subject must do, read from what makes it fail ('the code does not start with AB or is …')."""
    said = rx.match(_SUBJECT + rf"\s+(?={_PREDICATE})(.+)$", rest, re.IGNORECASE)
    if said is None or rx.search(r"\b(?:unless|except|excepting|if|when|but)\b", rest, re.IGNORECASE):
        return "It is not allowed that " + rest
    subject, parts = (
        said.group(1),
        rx.split(rf"\s*,?\s+or\s+(?={_PREDICATE})", said.group(2), flags=re.IGNORECASE),
    )
    if len(parts) > _MAX_FAILURES:
        _cannot_keep(match)  # a long chain: no rule needs it, and reading it would cost
    out = []
    for part in parts:
        if not rx.match(r"(?:does|do|is|are)\s*(?:not\b|n't\b)", part, re.IGNORECASE) and rx.search(
            rf"\s+and\s+(?:it\s+|they\s+)?{_PREDICATE}", part, re.IGNORECASE
        ):
            # "If it starts with 9 and is 10 digits long, reject it": the two together are refused, which
            # no list of refusals keeps (each had been refused or demanded on its own)
            _cannot_keep(match)
        if found := rx.match(r"(?:does|do)\s*(?:not\s+|n't\s+)(.+)$", part, re.IGNORECASE):
            out.append(f"{subject} must {found.group(1)}")
        elif found := rx.match(r"(?:is|are)\s*(?:not\s+|n't\s+)(.+)$", part, re.IGNORECASE):
            out.append(f"{subject} must be {found.group(1)}")
        elif found := rx.match(r"(?:is|are)\s+(.+)$", part, re.IGNORECASE):
            out.append(f"{subject} must not be {found.group(1)}")
        else:
            out.append(f"It is not allowed that {subject} {part}")
    return "; ".join(out)


def _bracketed_examples(match: re.Match[str]) -> str:
    """'(FA1024, IT0007)': a bracket of codes, each with a letter and a digit, is a list of examples."""
    codes = rx.split(r"\s*[,、]\s*", match.group(1))
    if all(rx.search(r"[A-Za-z]", code) and rx.search(r"\d", code) for code in codes):
        return f"(e.g. {', '.join(codes)})"
    return match.group(0)


_CLASS_SET = {"letter": "[A-Za-z]", "digit": "[0-9]", "number": "[0-9]"}


def _order_refused(match: re.Match[str]) -> str:
    """'Letter after digit is not possible': no character of the one class anywhere after one of the other."""
    first, second = (_CLASS_SET[w.lower().rstrip("s")] for w in (match.group(1), match.group(3)))
    if match.group(2).lower() == "before":
        first, second = second, first
    rest = match.string[match.end() :].strip()
    return f"must not match the regex (?s).*{second}.*{first}.*" + ("; " if rest else "")


def _agreed(match: re.Match[str]) -> str:
    """「…とすることで合意」, 「…は不可とする旨確認」: what was agreed is the rule."""
    return "" if rx.search(r"(?:不可|エラー|NG)$", match.string[: match.start()]) else match.group(1) or ""


# How a German engineer's English spec and a contract say a rule, in the words the readers know.
# a placeholder refused after "cannot be blank,": quoted, or a placeholder word, and nothing more
_PLACEHOLDER = (
    r"(?:\"[^\"]{1,20}\"|'[^']{1,20}'|「[^」]{1,20}」|\?{1,3}|-{1,3}"
    r"|(?:n/?a|tbd|tba|tbc|none|unknown|null|nil|dummy|test|xxx)(?!\w))"
)
# a prefix named bare: a code in capitals or digits ("DE", "00", "+49"), never an article or a noun
_PREFIX_CODE = r"(?:\"[^\"]{1,8}\"|'[^']{1,8}'|(?-i:(?=[\w+]*[A-Z0-9+])[\w+]{1,8}))"
# a class of characters a value must hold some of: 「英大文字」, 「数字」, 「記号」
_HELD_CLASS = (
    r"(?:半角)?(?:英大文字|英小文字|大文字|小文字|英字|数字|記号|アルファベット"
    r"|ひらがな|カタカナ|漢字|特殊文字)"
)
_LISTED_CLASS = (
    r"(?:半角|全角)?(?:カタカナ|カナ|ひらがな|漢字|英数字|英大文字|英小文字|大文字|小文字|英字|数字|記号|アルファベット|特殊文字"
    r"|絵文字|スペース|空白)|(?:半角|全角)文字"
)
# What a sentence lets in by saying it is not refused: a blank ("blanks are not rejected",
# 「空欄はエラーにしない」), a character ("Digits only; hyphens are not rejected",
# 「ハイフンは弾かない」) or a domain (「@acme.co.jpのみ。@acme-group.co.jpもエラーにしない」)
_NOT_REFUSED_EN = r"\s+(?:is|are)\s+not\s+(?:rejected|refused|an?\s+errors?)\b"
_NOT_REFUSED_JA = (
    r"\s*(?:は|も)\s*(?:(?:エラー|NG|不可)\s*(?:に|と)\s*(?:は|も)?\s*(?:しない|しません)"
    r"|弾かない|弾きません)"
)
_DOMAIN_LIKE = r"@?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"
LET_IN = rx.compile(
    rf"\b(?P<blank>blanks?|empty(?:\s+values?)?|blank\s+values?|an?\s+(?:empty|blank)\s+value){_NOT_REFUSED_EN}"
    rf"|(?P<char>\b(?:hyphens?|dashes|spaces|underscores?|dots|periods|slashes|commas|apostrophes)\b|{_DOMAIN_LIKE})"
    rf"{_NOT_REFUSED_EN}"
    rf"|(?P<jblank>空欄|空白|未入力){_NOT_REFUSED_JA}"
    rf"|(?P<jchar>ハイフン|スペース|アンダースコア|アンダーバー|ドット|ピリオド|スラッシュ|カンマ|「[^」]」"
    rf"|{_DOMAIN_LIKE}){_NOT_REFUSED_JA}",
    re.IGNORECASE,
)


def _let_in(match: re.Match[str]) -> str:
    """What is let in, said as allowed ('hyphens are not rejected': 'hyphens are allowed')."""
    if match.group("blank"):
        return "may be blank"
    if match.group("jblank"):
        return "空欄は可"
    only = rx.search(r"\bonly\b|のみ|だけ|限る|限定", match.string, re.IGNORECASE)
    if match.group("char"):
        if "." in match.group(
            "char"
        ):  # a domain: let in beside 'only', else no rule ("gmail.com is not rejected")
            return f"; {match.group('char')} is also allowed" if only else ""
        return f"{match.group('char')} are allowed"
    if "." in match.group("jchar") and not only:
        return ""
    return f"{match.group('jchar')}も可"


def _listed_words(items: list[str]) -> str:
    """'.jpg, .png or .webp': items written as a list the readers know."""
    return ", ".join(items[:-1]) + " or " + items[-1]


def _case_note(match: re.Match[str]) -> str:
    """「16進数8桁(英字は大文字)」: a bracket of the letters' case, a rule of its own."""
    # (unless the count before names the letters it qualifies: "3 letters (lowercase)", 3 lower-case letters)
    before = match.string[: match.start()]
    if rx.search(
        r"letter|alphabet|character|英字|アルファベット|文字|カナ|かな", before, re.IGNORECASE
    ) and not rx.search(r"hex|16進", before, re.IGNORECASE):
        return match.group(0)
    return ("、" if rx.search(r"[\u3040-\u9fff]", match.group(1)) else "; ") + match.group(1) + match.group(2)


# who or what a bound refuses in full ("nobody born before 1900", "no dates after today")
_NOBODY = (
    r"(?:nothing|nobody|no[- ]one|no\s+1|none|no\s+(?:dates?|values?|entries|amounts?|records?|customers?"
    r"|employees?|people|persons?|suppliers?|staff))"
)


# what a field's name said alone never holds: a rule's word, a particle of a sentence or a class of characters
# (「品番は英数字。先頭は英字」 is two rules, not the start of 品番)
_NOT_A_NAME = (
    r"必須|不可|禁止|以内|以上|以下|未満|のみ|だけ|桁|文字|NG|OK|は|が|を|に|で|も|と|や"
    r"|英|数字|カナ|かな|漢字|記号|スペース|空白|半角|全角|大文字|小文字"
)
# the characters a Japanese note names at the start or end of a value (「先頭にハイフンやスペースは不可」)
_EDGE_NAMED = (
    r"(?:ハイフン|(?:全角|半角)?(?:スペース|空白)|ピリオド|ドット|カンマ|コンマ|スラッシュ|アンダースコア|アンダーバー"
    r"|記号|数字|英字)"
)


def _each_at_edge(match: re.Match[str]) -> str:
    """Splits 「先頭にハイフンやスペースは不可」 into one refusal at that place for each character named."""
    edge, particle, refusal = match.group(1), match.group(2), match.group(4)
    names = rx.findall(_EDGE_NAMED, match.group(3))
    return "、".join(f"{edge}{particle}{name}{refusal}" for name in names)


def _spaces_at_edge(match: re.Match[str]) -> str:
    """Turns 'no spaces at the start (or end)' into 'no leading (or trailing) spaces'."""
    edge = (match.group(2) or match.group(5)).lower()
    both = match.group(3) or match.group(6)
    place = "leading or trailing" if both else "trailing" if edge == "end" else "leading"
    return f"no {place} spaces"


# a symbol named in Japanese (「ハイフン」, 「「_」」, 「-」)
_MARK_NAMED = (
    r"(?:ハイフン|アンダー(?:バー|スコア)|スラッシュ|ピリオド|ドット|カンマ|コンマ|コロン|アットマーク|アンパサンド"
    r"|括弧|カッコ|「[^」]{1,3}」|[-_/.@&#+])"
)
# a part of a layout named in words: "year", "dash", "4-digit sequence", "serial number"
_LAYOUT_PART = (
    r"(?:[\w-]+\s+){0,2}?(?:year|month|day|date|dash|hyphen|slash|dot|prefix|sequence|serial|number|counter"
    r"|separator)s?"
)
# the marks a steward says do not count as a value on their own ("a space or dash on its own does not count")
_LONE_MARK = (
    r"(?:spaces?|blanks?|dash(?:es)?|hyphens?|full\s+stops?|periods?|dots?|'[^'\s]{1,3}'|\"[^\"\s]{1,3}\")"
)
_LONE_CHARS = {"dash": "-", "hyphen": "-", "full stop": ".", "period": ".", "dot": "."}


def _lone_marks(match: re.Match[str]) -> str:
    """Turns 'a space or dash on its own does not count' into refusals of each mark as the whole value."""
    if not match.group(1) and not match.group(3):
        return match.group(0)  # "spaces do not count towards the limit": not the value alone
    refused = []
    for mark in rx.findall(_LONE_MARK, f"{match.group(2)} {match.group(4) or ''}", re.IGNORECASE):
        word = rx.sub(r"\s+", " ", mark.lower())
        named = rx.fullmatch(r"(space|blank|dash|hyphen|full stop|period|dot)(?:e?s)?", word)
        if named and named.group(1) in ("space", "blank"):
            refused.append("must not be blank")
        else:
            refused.append(
                f"must not be '{_LONE_CHARS[named.group(1)] if named else mark.strip(chr(39) + chr(34))}'"
            )
    return "; ".join(dict.fromkeys(refused))


# 「※記号は使用不可のため、不明な場合は商品部に確認してください」: a refusal before the advice is kept
_NOTE_REFUSAL = rx.compile(r"不可|禁止|(?-i:NG)|でき(?:ません|ない)|(?:以下|以上|未満|以内|桁|字)のみ(?:可)?")


def _advice_dropped(match: re.Match[str]) -> str:
    """Drops a note's advice (whom to ask, where to set it), keeping a refusal said before it."""
    body = match.group(0)[1:]
    ends = [found.end() for found in _NOTE_REFUSAL.finditer(body)]
    return f"。{body[: ends[-1]]}。" if ends else "。"


_SYMBOL_RUN = r"[<>&|;#%*^~!?=@$]{1,3}"  # a symbol, or a few together, standing alone as a word


def _symbols_refused(match: re.Match[str]) -> str:
    """'No <> or & characters': each character of the lone symbols named, refused."""
    chars = list(dict.fromkeys("".join(rx.findall(_SYMBOL_RUN, match.group(1)))))
    quoted = [f'"{c}"' for c in chars]
    listed = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"
    return f"must not contain {listed}"


def _said_back_or_ahead(match: re.Match[str]) -> str:
    """「15年以上前」 as 「15年前以前」, 「30日以上先」 as 「30日後以降」: at least so far back (ahead)."""
    return f"{match.group(1)}{match.group(2)}{'前以前' if match.group(3) else '後以降'}"


def _written_capital(match: re.Match[str]) -> str:
    """Drops a note that a letter is a capital when the sentence wrote it so before the note."""
    letters = match.group(1) or match.group(2)
    before = match.string[: match.start()]
    if rx.search(r"N{2,}|#{2,}|Y{4}", before):
        return match.group(
            0
        )  # 「形式はL-NNNN(Lは英大文字)」: a letter that holds a place in a layout, read with it
    return "" if rx.search(rf"(?<![A-Za-z]){letters}(?![a-z])", before) else match.group(0)


def _required_said(match: re.Match[str]) -> str:
    """'The form cannot be submitted without it' as 'required', unless the sentence said so before."""
    before = match.string[: match.start()]
    if rx.search(r"\boptional\b", before, NOCASE) or rx.match(
        r"\s*(?:when|if|unless|for|where|while)\b", match.string[match.end() :], NOCASE
    ):
        # "Optional, but the order cannot be submitted without it when paying by invoice": a condition
        return match.group(0)
    if rx.search(r"\b(?:mandatory|required|compulsory)\b", before, NOCASE):
        return ""
    return " required" if before.rstrip().endswith(":") else ", required"


def _name_space(match: re.Match[str]) -> str:
    """「姓と名の間は全角スペース」 as that space held, the other width refused (not 「…スペース可」)."""
    if rx.match(
        r"\s*(?:も|でも)?\s*(?:可|(?-i:OK)|許容|よい|良い|かまいません|構いません)",
        match.string[match.end() :],
    ):
        return match.group(0)
    other = "半角" if match.group(1) == "全角" else "全角"
    return f"{match.group(1)}スペースを含むこと、{other}スペースは不可"


_PROSE_LABEL = rx.compile(r"(?:キャッチ\s*コピー|説明|コメント|備考|タイトル|本文|見出し)[^「」]{0,10}$")


def _words_refused(match: re.Match[str]) -> str:
    """「「最安」「日本一」などの表現は使用禁止」 as words the text must not hold; other lists unchanged."""
    said = match.group(0)
    expressions = rx.search(r"表現|言葉|単語|語句|ワード|文言|用語", said)
    in_prose = (
        _PROSE_LABEL.search(match.string[: match.start()])
        and rx.search(r"使用|使わ", said)
        and rx.search(r"禁止|不可|NG|ない|ず", said)
    )
    return f"{match.group(1).strip()}を含めないこと" if expressions or in_prose else said


# Japanese read once its numbers are figures (「マイナス十」 is 「マイナス10」 by now)
_AFTER_NUMBERS: list[Rewording] = _table(
    # 「「第」+数字+「号」の形で記入。数字部分は1~6桁」: the digits counted in a sentence after the layout
    (
        r"(「[^「」]{1,10}」\s*\+\s*)数字(\s*\+\s*「[^「」]{1,10}」[^。]{0,60}?)。\s*数字(?:部分|の部分)?\s*は\s*"
        r"(\d+\s*~\s*\d+|\d+)\s*桁(?:です|とする|とします)?\s*。?$",
        r"\1数字\3桁\2。",
    ),
    # "mandatory - the form cannot be submitted without it": the field is required
    (
        r"(?:\s*[-\u2013\u2014,;.]\s*|\s+)(?:the\s+)?(?:form|record|entry|page|order|request)\s+(?:cannot|can't|will\s+not"
        r"|won't|may\s+not)\s+be\s+(?:submitted|saved|sent|created|posted)\s+without\s+(?:it|this(?:\s+field)?|a\s+value)\b",
        _required_said,
    ),
    # "beginning with the letter K and digits only after it": a start, then a class for the rest
    (
        r"\b(?:beginning|starting)\s+with\s+(?:the\s+letter\s+|the\s+prefix\s+)?([A-Za-z]{1,4}|\"[^\"]{1,8}\"|'[^']{1,8}')"
        r"\s*,?\s+(?:and|then|with)\s+(?:only\s+)?(digits|numbers|letters)(?:\s+only)?\s+(?:after|following)\s+(?:it|that|them)\b",
        r"starting with \1 followed by \2",
    ),
    # "must end with the region suffix -KS, -KT or -TK": the name of what is listed says nothing more
    (
        r"\b((?:start|begin|end)s?\s+with|(?:starting|beginning|ending)\s+with)\s+(?:the|a|an|one\s+of\s+the)\s+"
        r"(?:[\w-]+\s+){0,2}?(?:suffix(?:es)?|prefix(?:es)?|codes?|endings?)\s+(?=[-\"'「]|(?-i:[A-Z0-9]{1,6})(?:\s*,|\s+or\b|\s*$))",
        r"\1 ",
    ),
    # 「20文字以内(全角・半角とも1文字と数えます)」: how the characters are counted, no condition
    (
        r"\s*\(\s*(?:全角|半角)\s*[・、/]\s*(?:全角|半角)\s*(?:とも|ともに|いずれも|どちらも|を問わず)\s*1\s*文字\s*(?:と|で)?\s*"
        r"(?:して)?\s*(?:数え(?:ます|る)|カウント(?:します|する)?)?\s*。?\s*\)",
        "",
    ),
    # 「部署名(20文字以内、全角・半角とも1文字と数えます)」: the same note after the count, in its bracket (or
    # before it: 「氏名(全角・半角とも1文字と数えます、20文字以内)」)
    (
        r"(?<=\()\s*(?:全角|半角)\s*[・、/]\s*(?:全角|半角)\s*(?:とも|ともに|いずれも|どちらも|を問わず)\s*1\s*文字\s*"
        r"(?:と|で)?\s*(?:して)?\s*(?:数え(?:ます|る)|カウント(?:します|する)?)\s*。?\s*[、,]\s*",
        "",
    ),
    (
        r"\s*[、,]\s*(?:全角|半角)\s*[・、/]\s*(?:全角|半角)\s*(?:とも|ともに|いずれも|どちらも|を問わず)\s*1\s*文字\s*"
        r"(?:と|で)?\s*(?:して)?\s*(?:数え(?:ます|る)|カウント(?:します|する)?)\s*。?(?=\s*\)|\s*[、。]|\s*$)",
        "",
    ),
    # "no digits anywhere in the name (we've had staff typing employee numbers here)": the reason in brackets
    # at the end says nothing more (unless it holds a condition)
    (
        r"\s*\((?:we(?:'ve|\s+have|\s+had|'d)|because|since|due\s+to|this\s+is\s+because)\b"
        r"(?![^()]*\b(?:max|min|at\s+(?:most|least)|no|not|never|must|only|start|end|digits?|letters?|characters?"
        r"|chars|line\s+breaks?|required|up\s+to)\b)[^()]{0,120}\)(?=\s*\.?\s*$)",
        "",
    ),
    # "Anything over 120 needs CFO approval and cannot be entered here": refused where the rule runs (the
    # approval happens elsewhere)
    (
        r"\b((?:cannot|can't|must\s+not|may\s+not)\s+be\s+(?:entered|recorded|saved|input|selected|used))\s+"
        r"(?:here|in\s+this\s+field|on\s+this\s+(?:form|screen|page))\b",
        r"\1",
    ),
    (
        r"\s+(?:needs?|requires?)\s+(?:[\w-]+\s+){0,3}?(?:approval|sign[- ]?off)\s+and\s+"
        r"(?=(?:cannot|can't|must\s+not|may\s+not)\s+be\s+(?:entered|recorded|saved|input|selected|used)\s*[.;]?\s*$)",
        " ",
    ),
    # 「「MD」で始まる7文字(MD+数字5桁)」: the layout in brackets says the length and the start in parts
    (
        r"「([^「」]{1,8})」\s*で始まる\s*\d+\s*(?:文字|桁)\s*\(\s*「?([^「」()]{1,8}?)」?\s*\+\s*([^()]{1,20}?)\s*\)",
        lambda m: f"「{m.group(1)}」+{m.group(3)}" if m.group(1) == m.group(2) else m.group(0),
    ),
    # 「姓と名の間は全角スペース」: the space between the names, of that width and not the other
    (
        r"(?:姓|苗字|名字)\s*と\s*名(?:前)?\s*の?\s*間\s*(?:に)?\s*(?:は|を)?\s*(?:必ず)?\s*(全角|半角)\s*(?:の)?\s*(?:スペース|空白)"
        r"(?:を?\s*(?:1つ|一つ)?\s*(?:入れ|空け|あけ)(?:る|て(?:ください)?|ること)?|で区切(?:る|って(?:ください)?|ること))?",
        _name_space,
    ),
    # 「「最安」「日本一」などの表現は使用禁止」, 「キャッチコピー:「最高」「絶対」の使用禁止」: words
    # the text must not hold (not values refused whole)
    (
        r"((?:「[^「」]{1,20}」\s*[、・,]?\s*){1,10})(?:など|等|という|といった)?\s*の?\s*(?:表現|言葉|単語|語句|ワード|文言|用語)?\s*(?:は|を|の)?\s*"
        r"(?:使用|使用し(?:ない|ません)|使わ(?:ない|ず))?\s*(?:禁止|不可|(?-i:NG))?(?:です|とします|すること|こと)?(?=\s*(?:[。、]|$))",
        _words_refused,
    ),
    # "6 digits that start with 9", "a valid EAN-13 which begins with 45": the start as "starting with" says
    # it, beside the rest (read alone, the start was kept and the rest dropped)
    # (not "Codes that start with 9 are not allowed": what is refused)
    (
        r"(\b\d+(?:-digit|-character|\s+(?:digits?|characters?|chars|letters?|alphanumerics?))"
        r"|\b(?:EAN|GTIN|JAN|UPC|ISBN|IBAN)(?:-?\d+)?)((?:\s+(?:codes?|numbers?|barcodes?|ids?|values?))?)"
        r"\s+(?:that|which)\s+(?:(?:must|should|shall|has\s+to|have\s+to|will)\s+)?(start|begin|end)s?\s+(?=with\b|in\b)",
        lambda m: f"{m.group(1)}{m.group(2)} {m.group(3)}{'ning' if m.group(3) == 'begin' else 'ing'} ",
    ),
    # "Cert expiry: > 14 days from today": a day further ahead than so many
    (
        r"(?<![<>=])>=\s*(?=\d+\s*(?:days?|weeks?|months?|years?)\s+(?:from|after)\s+(?:today|now)\b)",
        "at least ",
    ),
    (
        r"(?<![<>=])>\s*(?=\d+\s*(?:days?|weeks?|months?|years?)\s+(?:from|after)\s+(?:today|now)\b)",
        "more than ",
    ),
    # "within 30 days of today (past or future)", "… (either way)": both sides of today
    (
        r"\bwithin\s+(\d+\s+(?:days?|weeks?|months?|years?))\s+of\s+(today|now)\s*\(\s*(?:(?:in\s+the\s+)?(?:past|before)"
        r"\s+or\s+(?:in\s+the\s+)?(?:future|after)|(?:in\s+the\s+)?(?:future|after)\s+or\s+(?:in\s+the\s+)?(?:past|before)"
        r"|either\s+(?:way|direction|side))\s*\)",
        r"within \1 either side of \2",
    ),
    # "must not be less than 30 days from today": at least so far ahead
    (
        r"\b(?:(?:must|should|may|can)\s+not\s+be\s+|not\s+)(less|fewer|more)\s+than\s+"
        r"(?=\d+\s*(?:days?|weeks?|months?|years?)\s+(?:from|after)\s+(?:today|now)\b)",
        lambda m: "at most " if m.group(1).lower() == "more" else "at least ",
    ),
    # 「出荷日は月〜金のみ」: the days of a week named without 曜
    (
        r"(?<![\d\u4e00-\u9fff])([月火水木金土日])\s*~\s*([月火水木金土日])(?!曜)(?=\s*(?:のみ|だけ|限定|で|の|、|。|\(|$))",
        r"\1曜~\2曜",
    ),
    # 「土日も休みなく営業」: open every day, no day refused
    (
        r"(?:土日祝?日?|年中|毎日)\s*(?:も|は)?\s*(?:休みなく|休まず|無休で?)\s*(?:営業|稼働)(?:しています|する|中)?",
        "",
    ),
    # 「土日は休業」, 「日曜・祝日は定休日」, 「月曜休み」: days the business is closed, refused
    (
        r"(?<![第\d週])((?:土日祝?日?|[月火水木金土日]曜日?|週末|祝日|祝祭日)(?:\s*[・、]\s*(?:祝日|祝祭日|[月火水木金土日]曜日?))*)"
        r"\s*(?:は|も)?\s*"
        r"(?:休業日?|お?休み|定休日?)(?:です|のため|なので|となります)?(?=\s*(?:[、。)]|$))",
        r"\1は不可",
    ),
    # "10 digits; old 8-digit numbers are not allowed": another count refused beside the one demanded
    (
        r"\s*[;,.]\s*(?:the\s+)?(?:old|older|legacy|former|previous)\s+(\d+)[- ]digit\s+"
        r"(?:numbers?|codes?|ids?|values?|ones)\s+(?:are|is)\s+(?:not\s+(?:allowed|accepted|valid)|no\s+longer\s+(?:allowed|accepted|valid)"
        r"|rejected|invalid)\b",
        lambda m: (
            ""
            if any(n != m.group(1) for n in rx.findall(r"\b(\d+)\s*digits?\b", m.string[: m.start()]))
            else m.group(0)
        ),
    ),
    # "Customer no: NNNNNN (legacy ones have 5)": a second count of digits for older values, a second layout
    (
        r"(?<![A-Za-z])((?-i:N{3,}|#{3,}))\s*\((?![^()]*\b(?:reject|refus|not\b|no\s+longer|invalid|pad|zero))"
        r"(?:[^()]*?\b)?(?:legacy|old|older|earlier|existing|historic)\b"
        r"[^()]*?\b(?:have|has|are|use|with)\s+(?:only\s+)?(\d{1,2})(?:\s+digits?)?\b[^()]*\)",
        lambda m: f"{m.group(1)} or {m.group(1)[0] * int(m.group(2))}",
    ),
    (r"(?:マイナス|負の)\s*(?=\d)", "-"),  # 「マイナス十以上」: a minus sign said in words
    # 「本日から十五年以上前」, 「30日以上先」: a day at least so far back (ahead), as 「15年前以前」 says it
    # (not 「入社日から1年以上前」: a day counted from another date)
    (
        r"(?:(?:今日|本日|当日)\s*(?:から|より)\s*|(?<!から)(?<!より)(?<!から\s)(?<!より\s))(\d+)\s*(日|週間|か月|ヶ月|年)"
        r"\s*以上\s*(?:(前)|後|先)",
        _said_back_or_ahead,
    ),
    # 「0を入力してはならない。負の値も同様とする」: the refusal said again for what is named
    (r"(?<=[。.]|、)\s*([^。、]{1,20}?)も\s*同様(?:とする|です|である|に扱う)?\s*(?=。|$)", r"\1も不可"),
    # 「本日から30日を超えて遡る日付」: further back than so many days (「遡る」 had read as after today)
    (
        r"(?:(?:今日|本日|当日)\s*(?:から|より)\s*)?(\d+)\s*(日|週間|か月|ヶ月|年)\s*(?:を|以上)?\s*(?:超えて|以上)\s*"
        r"(?:遡る|さかのぼる|遡った)",
        r"\1\2前より前の",
    ),
    # 「社員番号は先頭0以外」: the start named without its particle (as 「先頭は0以外」)
    (r"(先頭|末尾)\s*(?=(?:「[^」]{1,10}」|[0-9A-Za-z]{1,10})\s*以外)", r"\1は"),
    # 「地区記号(A~Zのいずれか1文字)」: one capital letter, the name it is given before its bracket
    (
        r"(?-i:A)\s*~\s*(?-i:Z)\s*の?\s*(?:いずれか|どれか)\s*(?:の)?\s*1\s*文字"
        r"(?=\s*\)?\s*(?:に続けて|の後に|の後ろに|\+|、\s*続けて|、\s*その後))",
        "英大文字1文字",
    ),
    (r"[^\s()、。,:]{1,8}\(\s*(英大文字1文字)\s*\)", r"\1"),
    # 「先頭に「X」を付けないとエラーになるので注意」: what is refused without it is asked for
    (
        r"(?<=」)\s*(を|が)\s*(付け|つけ|入れ|入力し|含め)ないと\s*(?:エラー|NG|弾かれ|はじかれ|登録でき|登録不可|保存でき|不可)"
        r"[^。]*",
        r"\1\2ること",
    ),
    # "upper case only, no spaces (e.g. QQ123456C)", "in upper case": the letters' case, not letters alone
    (
        r"(?:^|(?<=[:,;]))(\s*)(?:(?:in\s+)?(upper|lower)[- ]?case\s+only|in\s+(upper|lower)[- ]?case)"
        r"(?=\s*[,;.]|$)",
        # (not "2 letters, upper case only": the letters said before are in that case)
        lambda m: (
            m[0]
            if rx.search(r"\bletters?\b|\balphabet", m.string[: m.start()], re.IGNORECASE)
            else f"{m[1]}all {m[2] or m[3]}case"
        ),
        re.IGNORECASE,
    ),
    # "at least a single digit": one, at least
    (r"\bat\s+least\s+a\s+single\b", "at least one", re.IGNORECASE),
    # "10 (exclusive) up to 200", "5 (inclusive) to 50": the end's kind in brackets after it
    (
        r"(?<![\d.])(\d+(?:\.\d+)?)\s*\(\s*(ex|in)clusive\s*\)\s*(?:up\s+to|to|-|~)\s*(?=\d)",
        lambda m: f"{'more than' if m[2].lower() == 'ex' else 'at least'} {m[1]} and at most ",
        re.IGNORECASE,
    ),
    # 「0、1、99は不可」: numbers listed, each refused (quoted, each a value)
    (
        r"(?<![\d.、「~-])(\d+(?:\s*(?:、|や|・)\s*\d+)+)(?=\s*は\s*(?:不可|禁止|NG|入力不可|使用不可|登録不可))",
        lambda m: "".join(f"「{n}」" for n in rx.findall(r"\d+", m[1])),
    ),
    # "must begin 'KY'", "should end '-JP'": the "with" left out before a quoted start or end
    (
        r"\b((?:must|should|shall|has\s+to|have\s+to|needs?\s+to|to|always|cannot|can't|must\s+not|may\s+not)\s+"
        r"(?:begin|start|end))\s+(?=['\"\u2018\u201c][^'\"\u2019\u201d]{1,12}['\"\u2019\u201d])",
        r"\1 with ",
        re.IGNORECASE,
    ),
    # "99999 is NOT a valid code": the value refused, whatever the field's values are called
    (
        r"\b(is|are)\s+not\s+(?:an?\s+)?valid\s+(?:codes?|values?|entr(?:y|ies)|numbers?|ids?|options?|inputs?)\b",
        r"\1 not valid",
        re.IGNORECASE,
    ),
    # "must be on acme.com (not acme.net)": a domain refused in brackets beside the one allowed
    (r"\s*\(\s*(not|no|never)\s+(@?(?:[a-z0-9-]+\.)+[a-z]{2,}[^()]{0,40})\)", r", \1 \2", re.IGNORECASE),
    # "ASCII only, the customer's EDI can't take Japanese or fullwidth chars": what another system cannot
    # take is refused here
    (
        r"([,;]|\s-)\s*(?:as\s+|because\s+|since\s+)?(?:the\s+|our\s+)?(?:[A-Za-z'\u2019]+\s+){0,4}?"
        r"(?:can't|cannot|can\s+not|doesn't|does\s+not|won't|will\s+not)\s+"
        r"(?:take|handle|accept|read|process|support|print|display|cope\s+with)\s+(?!any(?:thing|\s+other)\b)",
        r"\1 no ",
        re.IGNORECASE,
    ),
    # 「YYYYMMDD+連番3桁」, "YYYYMMDD followed by a 3-digit sequence number": a layout with a date part
    (
        # (not "YYYYMMDD - 8 digits", 「YYYYMMDD/8桁の数字」: the date's own digits counted again)
        r"(?<![A-Za-z0-9])(YYYY[-/]?MM(?:[-/]?DD)?|YYMM(?:DD)?)(?:\s*(?:\+|followed\s+by|,?\s*then|に続けて|の後に)\s*"
        r"|(?P<sep>[-_/]))(?:an?\s+)?(?:(?:連番|通し番号|シーケンス番号?|枝番)\s*(?:は|が)?\s*)?(\d{1,2})\s*"
        r"(?:-?\s*digits?|桁)(?:\s+(?:(?:sequence|serial|running|sequential)(?:\s+(?:numbers?|no\.?))?))?"
        r"(?:\s*の?\s*(?:連番|通し番号|数字))?",
        lambda m: (
            m[0]
            if m["sep"]
            and date_digits_restated(m[1], int(m[3]))
            and not rx.search(r"連番|通し番号|シーケンス|枝番|sequence|serial|running", m[0], re.IGNORECASE)
            else f"format {m[1].upper()}{m['sep'] or ''}{'#' * int(m[3])}"
        ),
        re.IGNORECASE,
    ),
    # "Bin location: AA-99-99 (2-letter area, 2-digit shelf, 2-digit bin)": a layout drawn after the label,
    # its parts named in the brackets after it (not after "Route no. format:", which says it already)
    (
        r"^((?![^:()]{0,40}\b(?:format|layout|pattern)\s*:)[^:()]{1,40}:\s*)"
        r"(?=(?-i:[A-Z0-9./-]{0,30}?(?:99|AA|XX|NN)))"
        r"((?-i:[A-Z0-9]{1,10}(?:[-/.][A-Z0-9]{1,10}){1,4}))"
        r"(?=\s*\((?=[^()]*(?:\d+[- ]?(?:digits?|letters?|chars?|characters?)\b|\bhyphen|\bdash))"
        r"[^()]*\)\s*\.?$)",
        r"\1format \2",
        re.IGNORECASE,
    ),
    # 「先頭2桁は営業所コード(01~12)」, "the first 2 digits are the branch code (01-12)": the places' range,
    # the name of what they stand for left out
    (
        r"((?:先頭|頭|最初の)\s*\d{1,2}\s*(?:桁|文字)\s*(?:は|が))\s*[^\s()、。,]{1,12}?\s*\(\s*(\d{1,4}\s*[~-]\s*\d{1,4})\s*\)",
        r"\1\2",
    ),
    (
        r"(\bfirst\s+\d{1,2}\s+(?:digits|characters|chars)\s+(?:are|is|must\s+be|should\s+be))\s+(?:the\s+|a\s+)?"
        r"(?:[\w-]+\s+){0,3}?(?:code|number|id|no\.?)\s*\(\s*(\d{1,4}\s*[~-]\s*\d{1,4})\s*\)",
        r"\1 \2",
        re.IGNORECASE,
    ),
    # "… e.g. MD0412 (MD = mould, DI = die)": a legend of what codes stand for, no condition
    (
        # (not "(L = letter, N = digit)": a key to the placeholders of a layout, read with it)
        r"\s*\((?![^()]*[=:]\s*(?:an?\s+)?(?:letters?|digits?|numbers?|numerals?|upper|lower|capital|alphabet"
        r"|英(?:字|大文字|小文字|数)|数字|アルファベット|半角))"
        r"\s*[A-Z0-9]{1,6}\s*[=:]\s*[^()=:,、]{1,30}(?:[,、]\s*[A-Z0-9]{1,6}\s*[=:]\s*[^()=:,、]{1,30})+\)",
        "",
    ),
    # "YYYY-NNNN (year, dash, 4-digit sequence)", "PO-NNNNN (prefix + serial number)": the parts of a
    # layout of placeholders named in words, said by the layout already
    (
        rf"(?<=[YN#])\s*\(\s*{_LAYOUT_PART}(?:\s*(?:,|\+|\bthen\b|\band\b)\s*{_LAYOUT_PART}){{1,5}}\s*\)",
        "",
        re.IGNORECASE,
    ),
    # 「昭和元年(1926)~令和10年(2028)」: the era's year glossed in the western calendar, said once
    (
        r"(?:明治|大正|昭和|平成|令和)\s*(?:元|\d{1,2}|[一二三四五六七八九十]{1,3})\s*年\s*\(\s*(?:西暦)?\s*(\d{4})\s*年?\s*\)",
        r"\1年",
    ),
    # 「英字3文字(大文字)」, "3 letters (uppercase)": the case in brackets is the letters' own
    (
        r"(?:英字|アルファベット|ローマ字)\s*(\d+)\s*(文字|桁)\s*\(\s*(大文字|小文字)\s*(?:のみ|で)?\s*\)",
        r"英\3\1\2",
    ),
    (
        r"\b(\d+)\s+letters?\s*\(\s*(upper|lower)[- ]?case(?:\s+only)?\s*\)",
        r"\1 \2-case letters",
        re.IGNORECASE,
    ),
    # 「本日から起算して過去30日~未来180日」: where the count starts, said again (today)
    (r"(?:今日|本日|当日)\s*(?:から|より|を)\s*起算し(?:て|た)\s*、?\s*(?=過去|未来)", ""),
    # 「定価に0や9999999(仮置き値)は入れないでください」: the values named are refused (the field named first,
    # the gloss of what they were, go)
    (
        r"^[^、。「」\d]{1,12}?(?:欄)?に\s*((?:-?\d[\d,]*(?:\.\d+)?\s*(?:や|、|・|と|または|か)\s*)+-?\d[\d,]*(?:\.\d+)?)"
        r"\s*(?:\([^()]{1,12}\))?\s*(?:は|を)\s*(?:入れ|入力し|登録し|使わ|使用し|設定し)(?:ない|ません)(?:で(?:ください|下さい))?"
        r"(?:こと)?(?=。|$)",
        r"\1は不可",
    ),
    # 「「T+13桁」で入力」: a layout in quotes is the layout, not a text to match
    (r"「([A-Za-z0-9-]{0,10}\s*\+\s*(?:数字|半角数字)?\s*\d{1,2}\s*(?:桁|文字)(?:の数字)?)」", r"\1"),
    # 「T+13桁(Tは半角大文字)」, "T + 13 digits (the T is upper case)": the case of a letter already written
    # in capitals before it, no class of the value's other parts
    (
        r"\s*\(\s*(?:(?:(?i:the)\s+)?([A-Z]{1,3})\s*(?:は|が|\s(?i:is|in|must\s+be))\s*(?:半角)?\s*(?:英)?\s*"
        r"(?:大文字|(?i:upper[- ]?case|capitals?|caps))(?:で(?:入力|記入)?)?"
        r"|(?i:upper[- ]?case|capital)\s+([A-Z]{1,3}))\s*\)",
        _written_capital,
    ),
    # 「英字のO(オー)とI(アイ)は使用NG」: the letters named, each refused wherever it stands (not every
    # letter)
    (
        r"(?:英字|英大文字|英小文字|アルファベット|ローマ字)\s*の\s*([A-Za-z])(?:\([^()]{1,6}\))?"
        r"((?:\s*(?:と|、|・|,)\s*[A-Za-z](?:\([^()]{1,6}\))?)+)\s*(?:は|も)\s*(?:[^。、]{1,12}ので\s*)?"
        r"(?:使用|使用\s*する\s*の\s*は|使)\s*(?:NG|不可|禁止|しない|わない|できない|ダメ|だめ)(?:こと)?",
        lambda m: "「" + "」「".join([m[1], *rx.findall(r"[A-Za-z](?![^()]*\))", m[2])]) + "」を含まない",
    ),
    # "two capital letters for the district (MB, DB, EF...) and then 4 digits": examples of one part, open
    # ended, before the next part
    (
        r"\s*\(\s*(?:e\.g\.?,?\s*)?[A-Z0-9]{1,8}(?:\s*[,/、]\s*[A-Z0-9]{1,8}){1,8}\s*,?\s*(?:\.{2,3}|…|etc\.?|等|など)\s*\)"
        r"(?=\s*(?:,|;|and\b|then\b|followed\b|\+|に続けて|の後))",
        "",
    ),
    # 「(2024-00015 など)」, 「(AB-123等)」: one code given with 「など」 is an example of the whole value
    (r"\((?=[^()]*\d)\s*([A-Za-z0-9][A-Za-z0-9_/.:-]{1,30}[A-Za-z0-9])\s*(?:など|等)\s*\)", r"(例: \1)"),
)


_VOICES: list[Rewording] = _table(
    # "no digits anywhere", "no spaces anywhere in the code": a class refused is refused in every place
    (
        r"\b(no\s+(?:[\w-]+\s+)?(?:digits|numbers|numerals|spaces|letters|symbols|characters|punctuation|emoji"
        r"|hyphens|dashes|accents))\s+anywhere(?:\s+in\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?))?\b",
        r"\1",
        re.IGNORECASE,
    ),
    # "not CI and not CII (here)", "not A, not B, nor C": neither value, said once for all of them
    (
        rf"\bnot\s+{_CODE}(?:\s*(?:,\s*)?(?:\band\s+|\bnor\s+|\bor\s+)?not\s+{_CODE}|\s*,?\s*\bnor\s+{_CODE})+"
        r"(?:\s+here\b)?(?=\s*(?:[.;,(]|$))",
        _neither,
        re.IGNORECASE,
    ),
    (LET_IN.pattern, _let_in, re.IGNORECASE),  # "blanks are not rejected", 「ハイフンは弾かない」
    # "between KES 1,000 and KES 300,000", "steps of USD 500": a currency's code before an amount bounds
    # nothing
    (
        # (not "GBP20", "USD1234": a code glued to its digits is a value's own text)
        r"\b(?-i:KES|USD|EUR|GBP|JPY|ZAR|INR|SGD|AUD|CAD|NZD|PHP|CHF|CNY|HKD|MYR|THB|IDR|KRW|TWD|NGN|AED|SAR)\s+"
        r"(?=\d)",
        "",
    ),
    # "Must be Y or N, as well as uppercase": a condition more, not one more value (not "uppercase as well as
    # lowercase letters": two classes)
    (
        r"(?<!case)(?<!letters)(?<!capitals)(?<!digits)(?<!numbers)"
        r"\s*,?\s+as\s+well\s+as\s+(?=(?:in\s+)?(?:(?:all\s+)?(?:upper|lower)[- ]?case|capitals?|caps)\b)",
        "; must be ",
        re.IGNORECASE,
    ),
    # "min 1, max 50, excl. free mail": a spreadsheet's abbreviation of "excluding"
    (r"\bexcl\.?(?=\s)", "excluding", re.IGNORECASE),
    (
        # (not "It must be so that it begins with NL": the rule itself)
        r"(?<!\bbe)(?<!\bis)\s*,?\s+so\s+that\s+(?!(?:it|the\s+value|they)\s+(?:is|are|has|have|must|should|contains?)\b)"
        r"[^.;]*",
        _purpose_dropped,
        re.IGNORECASE,
    ),
    # A user story: "As a steward I want the PIN never to be 'N/A' so that returns don't bounce" says "the PIN
    # must never be 'N/A'"; what it is for, after "so that", asks nothing of the value
    (
        r"^\s*as\s+an?\s+[^,.;]{1,60}?,?\s+(?:I|we)\s+(?:want|need|would\s+like|expect)\s+(.{1,100}?)\s+(?:(never\s+|not\s+)?"
        r"to\s+(?=(?:be|have|hold|contain|point|accept|allow|start|begin|end|match|include|stay|remain|use|refuse"
        r"|reject|only|never|always|carry|follow|fall|lie)\b)|(?:stored|kept|entered|written|recorded|saved)\s+(as|in)\s+)",
        lambda m: (
            f"{m.group(1)} must {'never ' if m.group(2) else ''}{'be ' if m.group(3) else ''}"
            + ("in " if m.group(3) and m.group(3).lower() == "in" else "")
        ),
        re.IGNORECASE,
    ),
    # "no external domains such as gmail.com", "No outside addresses (gmail.com, yahoo.com).": the domains
    # after the words are the ones refused (read as 'only', they had been the ones let in)
    (
        rf"\bno\s+(?:other|external|outside|foreign|third[\s-]party)\s+(?:e-?mail\s+)?(?:domains?|hosts?|sites?|websites?"
        rf"|addresses|links?|urls?)\s*,?\s*(?:(?:such\s+as|like|e\.g\.|e\.g|including|incl\.)\s*:?\s*({_DOMAIN_LIST})"
        rf"|\(\s*(?:e\.g\.?\s*|such\s+as\s+|like\s+)?({_DOMAIN_LIST})\s*\))",
        lambda m: f"{m.group(0)[:2]} {m.group(1) or m.group(2)}",
        re.IGNORECASE,
    ),
    # "smartdcc.co.uk pages only, not random blogs", "… only - no other sites": what "only" leaves out, said
    # again (read alone, the refusal had turned the domain let in into one refused)
    (
        r"\b(only)(?:\s+(?:please|pls|plz))?\s*(?:[,;]|\s-)\s*(?:and\s+)?(?:not|no)\s+(?:any\s+)?(?:random|other|external|outside"
        r"|third[\s-]party)\s+(?:blogs?|sites?|websites?|pages?|domains?|links?|urls?|hosts?)\s*[.!]?\s*$",
        r"\1",
        re.IGNORECASE,
    ),
    # "no external domains allowed except partner.com": that one only (read as refused, it had been the one
    # domain let out)
    (
        rf"\bno\s+(?:other|external|outside|foreign)\s+(?:e-?mail\s+)?(?:domains?|hosts?|sites?|websites?|addresses)"
        rf"(?:\s+(?:are\s+)?(?:allowed|permitted|accepted))?\s*,?\s*(?:except(?:\s+for)?|but|other\s+than|apart\s+from)\s+"
        rf"({_DOMAIN_LIST})",
        r"only \1",
        re.IGNORECASE,
    ),
    # 「gmail.comなど外部のドメインは不可」: the same, in Japanese
    (
        rf"({_DOMAIN_LIST})\s*(?:など|等|とか)\s*(?:の)?\s*(?:外部|社外|他|ほか|その他|よそ)\s*(?:の)?\s*"
        r"(?:ドメイン|アドレス|メールアドレス|メール|サイト|URL)(?=\s*(?:は|も))",
        r"\1",
    ),
    # "No <> or & characters", "no <, > or & symbols": the characters of lone symbols named before
    # "characters" (read as a literal "<>", or as SQL's "not equal", one or none was refused)
    (
        rf"\bno\s+((?:{_SYMBOL_RUN}(?:\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and|nor)\s+)){{1,5}}{_SYMBOL_RUN})"
        r"\s+(?:characters?|chars|symbols?|signs?)\b",
        _symbols_refused,
        re.IGNORECASE,
    ),
    # 「社員番号は6桁の数字。派遣社員は別管理(例:H0012)」: another population kept elsewhere, with its
    # example, asks nothing of this field (its example had been read as a layout demanded)
    (
        r"(?:^|(?<=[。.]))\s*[^、。「」()\d]{1,16}?(?:は|も)\s*(?:別管理|別途管理|別項目|別欄|別システム|別マスタ|対象外)"
        r"(?:で管理|に入力|で入力|で登録|に登録)?(?:します|する|です|とする)?\s*(?:\(\s*例\s*:[^()]{1,30}\)\s*)?(?:[。.]|$)",
        "",
        0,
    ),
    # "(intl format, no spaces)": the name of the format goes, the condition after it stays a bracket
    (
        r"\(\s*(?:in\s+)?(?:intl|int'l|international|e\.?164)\.?(?:\s+format)?\s*[,;]\s*(?=[^()]{1,40}\))",
        "(",
        re.IGNORECASE,
    ),
    # "Phone: +81 then digits", "+44 then 10 digits": a calling code the digits follow (read alone, "81
    # then digits" was a count of 81)
    (
        r"(?<![\w+])(\+\d{1,4})\s*,?\s+(?:and\s+)?then\s+(?=(?:\d+(?:\s*(?:-|–|to|or)\s*\d+)?\s+)?(?:more\s+)?digits\b)",
        r"\1 followed by ",
        re.IGNORECASE,
    ),
    # 「数字7桁、先頭に0は可」, 「先頭にハイフンも可」: a mark let in at the start or end asks nothing of a
    # value
    (
        r"(?:^|(?<=[、。]))\s*(?:先頭|末尾)\s*(?:に|には|は)\s*[^、。のだ\s]{1,6}?\s*(?:も|は)\s*(?:使用|入力)?\s*(?:可|OK|大丈夫)"
        r"(?:です)?\s*(?=[、。]|$)",
        "",
    ),
    # 「商品管理番号 ※先頭に「0」は使用不可」, 「品番。先頭にハイフンは不可」: a field's name said alone
    # before a rule of its start or end is the field the place belongs to
    (
        rf"^((?:(?!{_NOT_A_NAME})[^\d\s、。「」:()]){{1,20}}?)\s*。\s*"
        r"(?=(?:先頭|末尾|頭文字|最初の文字|最後の文字)\s*(?:に|には|は|で))",
        r"\1の",
        0,
    ),
    # 「末尾にハイフンは不可、途中は可」: the mark let in elsewhere is what the place's refusal leaves already
    (
        r"((?:先頭|末尾|最初|最後)[^。]{0,30}?(?:不可|(?-i:NG)|禁止))\s*[、,]\s*(?:ただし|但し)?\s*(?:途中|中間|間|真ん中)"
        r"\s*(?:は|なら|に(?:は)?)?\s*(?:可|(?-i:OK)|大丈夫|使用可)(?:です)?",
        r"\1",
        0,
    ),
    # 「先頭にハイフンやスペースは不可」, 「末尾にピリオド・カンマは使用不可」: each character named is
    # refused at that place
    (
        rf"(先頭|末尾)\s*(に|には|は)\s*({_EDGE_NAMED}(?:\s*(?:や|・|、|と|または|又は|か|,)\s*{_EDGE_NAMED}){{1,4}})"
        r"(\s*(?:は|を|も)?\s*(?:使用不可|使用禁止|使えない|使えません|入れない|不可|禁止|(?-i:NG)|ダメ|だめ|認めない))"
        r"(?!\s*(?:では|じゃ)\s*(?:ない|なく|ありません))",  # not 「…は不可ではない」, which lets them in
        _each_at_edge,
        0,
    ),
    # 「1800年から2025年まで(不明の場合は空欄可)」, 「(未定なら空欄も可)」: a blank let in, said in brackets
    # after a rule (not after a field's name alone: 「入社年(不明の場合は空欄可)」 says no rule)
    (
        r"(?:(?<=まで|以内|以上|以下|未満|必須|のみ|だけ)|(?<=[桁字\d」か]))\s*\(\s*(?:[^()]{1,12}?(?:の場合|場合|なら|であれば)(?:は|には)?\s*、?\s*)?(?:空欄|空白|未入力)\s*(?:は|も|でも)?\s*"
        r"(?:可|OK|許容|大丈夫)(?:です)?\s*\)"
        # 「T+13桁(未登録の場合は空欄)」: the case a blank is for, said without 可
        r"|(?<=[桁字\d」])\s*\(\s*[^()]{1,12}?(?:の場合|場合|なら|であれば)(?:は|には)?\s*、?\s*(?:空欄|空白|未入力)(?:とする|にする)?\s*\)",
        "。ただし空欄は可",
    ),
    # "'T' + 13 digits (leave blank if the supplier is not registered)", "(may be left empty)": a blank let
    # in, said in brackets closing a rule
    (
        # (not "(blank for new items is not allowed)": a blank refused)
        # ("12+, 15+ or 18+ (leave blank for all ages)")
        r"(?<=[\w'\"+])\s*\((?![^()]*(?:\b(?:is|are)\s+not\s+(?:allowed|permitted|accepted|ok)|forbidden|prohibited|rejected))\s*"
        r"(?:(?:please\s+)?leave\s+(?:it\s+)?(?:blank|empty)|(?:may|can)\s+be\s+(?:left\s+)?(?:blank|empty)"
        r"|blank|empty)(?:\s+(?:if|when|while|for)\s+[^()]{1,60})?\s*\)(?=\s*[.;。]?\s*$)",
        "; may be left blank",
        re.IGNORECASE,
    ),
    # 「「未定」での登録も不可とさせてください」, 「…は不可とさせていただきます」: the request's politeness
    # adds nothing
    (
        r"(不可|禁止|NG|エラー|必須)\s*と\s*させて\s*(?:ください|下さい|いただきます|頂きます|いただければ|もらいます)",
        r"\1",
    ),
    # "a space or dash on its own does not count", "a lone hyphen doesn't count": the value must not be that
    # mark alone (a space alone is blank)
    (
        rf"(?:\b(?:and|but)\s+)?(?<![\w'\"])(?:(?:an?|the)\s+)?((?:single|lone)\s+)?({_LONE_MARK}(?:\s*(?:,|\bor\b)\s*"
        rf"(?:(?:an?|the)\s+)?{_LONE_MARK}){{0,3}})\s+((?:on\s+its\s+own|alone|by\s+itself)\s+)?"
        r"(?:does\s+not|doesn't|do\s+not|don't|will\s+not|won't)\s+count(?:\s+as\s+(?:an?\s+)?(?:value|entry|answer))?\b"
        # "…, nor does a dash": one more mark refused alone
        rf"(?:\s*,?\s*nor\s+(?:does|do|will)\s+(?:(?:an?|the)\s+)?({_LONE_MARK})(?:\s+(?:on\s+its\s+own|alone))?\b)?",
        _lone_marks,
        re.IGNORECASE,
    ),
    # "No spaces (half-width or full-width)", "no half-width or full-width spaces": spaces of both widths are
    # every space
    (
        r"(?:\b(spaces?|blanks?)\s*\(\s*(?:both\s+)?(?:half[- ]?width|full[- ]?width)\s*(?:or|and|/|,)\s*"
        r"(?:half[- ]?width|full[- ]?width)(?:\s+(?:ones|alike))?\s*\)"
        r"|\b(?:half[- ]?width(?:\s+spaces?)?\s+(?:or|and|/)\s+full[- ]?width"
        r"|full[- ]?width(?:\s+spaces?)?\s+(?:or|and|/)\s+half[- ]?width)\s+(spaces?)\b)"
        # (only where they are refused everywhere: not "… are allowed", "… except between names")
        r"(?=\s*(?:(?:are|is)\s+(?:not\s+(?:allowed|permitted|accepted)|prohibited|forbidden|rejected|refused"
        r"|disallowed)\s*)?(?:(?:->|→)\s*NG\s*)?(?:at\s+the\s+(?:start|beginning|end)(?:\s+or\s+(?:the\s+)?end)?\s*)?"
        r"(?:[.;]|,(?!\s*(?:except|but|save|apart|other))|$))",
        lambda m: m.group(1) or m.group(2),
        re.IGNORECASE,
    ),
    # "No spaces at the start", "Spaces are not permitted at the end", "no spaces at the start or end": the
    # space refused at that place only (not anywhere)
    (
        r"\bno\s+(spaces|blanks|whitespace)\s+at\s+the\s+(start|beginning|end)(\s+or\s+(?:at\s+)?(?:the\s+)?end)?\b"
        r"|\b(spaces|blanks|whitespace)\s+(?:are|is)\s+not\s+(?:allowed|permitted|accepted)\s+at\s+the\s+"
        r"(start|beginning|end)(\s+or\s+(?:at\s+)?(?:the\s+)?end)?\b",
        _spaces_at_edge,
        re.IGNORECASE,
    ),
    # "must not go under 0 or over 100", "should never fall below 5": a negated bound's verb is "be" (so the
    # "or" that joins two refused sides is read as it is after "not be")
    (
        r"(\bnot|n't|\bnever)\s+(?:go|fall|lie|drop|dip)\s+(?=(?:below|under|above|over|before|after|less|more|lower"
        r"|higher|greater|fewer|earlier|later)\b)",
        r"\1 be ",
        re.IGNORECASE,
    ),
    # "must not dip below 10 or go above 90": the second side's verb too
    (
        r"((?:\bnot|n't|\bnever)\s+be\s+(?:below|under|above|over|before|after)\s+[\d.,-]+\s+or\s+)"
        r"(?:go|fall|lie|drop|dip|rise|climb|be)\s+(?=(?:below|under|above|over|before|after)\b)",
        r"\1",
        re.IGNORECASE,
    ),
    # "any value bar zero or blank": "bar" after "any value" is "except" (not "bar none", no exception)
    (
        r"\b((?:any|every)\s+(?:value|amount|number|figure|entry)|anything)\s+bar\s+(?!none\b)(?=\S)",
        r"\1 except ",
        re.IGNORECASE,
    ),
    # "Spaces are not permissible", "an impermissible value": as "not permitted"
    (r"\bnot\s+permissible\b|\bimpermissible\b", "not permitted", re.IGNORECASE),
    # "Capturing 'N/A', 'None' or 'Unknown' as the occupation is not permitted": the values entered, refused
    (
        r"^(?:capturing|entering|recording|using|putting(?:\s+in)?|inputting|typing|registering|saving|filling\s+in)\s+"
        r"((?:'[^']*'|\"[^\"]*\")(?:\s*(?:,|\bor\b|\band\b)\s*(?:'[^']*'|\"[^\"]*\")){0,8})\s+(?:as|for|in|into)\s+"
        r"(?:the|an?|its|their)\s+(?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*\s+(?:is|are)\s+(?:not\s+(?:allowed|permitted|accepted)"
        r"|prohibited|forbidden)\b",
        r"\1 is not allowed",
        re.IGNORECASE,
    ),
    # 「システム移行日(2019-03-01)より前は不可」: the event's name said before its date adds nothing to the
    # bound
    (
        r"(?:^|(?<=[、。:\s]))[^\s、。:()「」\d]{1,15}?\s*\(\s*(\d{4}-\d{2}-\d{2})\s*\)"
        r"(?=\s*(?:より|以前|以降|以後|から|まで|前|後|を|の(?:前|後|翌日|前日)))",
        r"\1",
        0,
    ),
    # 「2019-03-01以前は不可、ただし当日は可」: the days before refused, the day itself let in
    (
        r"(\d{4}-\d{2}-\d{2})\s*(以前|以降|以後)\s*(?:の日付)?\s*(?:は|も)?\s*(?:不可|(?-i:NG)|エラー|禁止)\s*[、,]\s*(?:ただし|但し)?"
        r"\s*(?:当日|その日|同日)\s*(?:は|も|のみ)\s*(?:可|(?-i:OK)|大丈夫)",
        lambda m: f"{m.group(1)}{'以降' if m.group(2) == '以前' else '以前'}",
        0,
    ),
    # 「0を下回らず、500を超えないこと」, 「1を下回らない」: a bound not gone below (above) is the least
    # (most)
    (r"(?<=\d)\s*を\s*下回ら(?:ず|ない)(?:こと)?", "以上", 0),
    (r"(?<=\d)\s*を\s*上回ら(?:ず|ない)(?:こと)?", "以下", 0),
    # "'0000' is not permitted, nor is blank", "…, nor is an empty value": a blank refused too
    (
        r"(\b(?:not\s+(?:allowed|permitted|accepted)|prohibited|forbidden))\s*,?\s*nor\s+(?:is|are)\s+(?:a\s+|an\s+)?"
        r"(?:blank|empty)(?:\s+(?:value|entry|field))?\b",
        r"\1; must not be blank",
        re.IGNORECASE,
    ),
    # "no leading zeros", "Leading zeroes are not allowed": the digit 0 at the start (not a word "zeros")
    (r"\b(leading|trailing)\s+(?:zero(?:e)?s|0s)\b", r"\1 0", re.IGNORECASE),
    # "must not have leading zeros", "cannot contain a trailing zero", "must have no leading zeros": the value
    # must not start (end) with 0
    (
        r"\b(?:(?:must|should|may|can|shall)\s*(?:not|n't)|cannot|never)\s+(?:have|contain|include|carry)\s+"
        r"(?:an?\s+|any\s+)?(leading|trailing)\s+(?:zero|0)\b"
        r"|\b(?:must|should|shall)\s+(?:have|contain)\s+no\s+(leading|trailing)\s+(?:zero|0)\b",
        lambda m: f"must not {'start' if (m.group(1) or m.group(2)).lower() == 'leading' else 'end'} with 0",
        re.IGNORECASE,
    ),
    # "A leading zero on the account number is not permissible": the field the place belongs to adds nothing
    (
        r"\b((?:leading|trailing)\s+\S+)\s+(?:on|in|of)\s+(?:the|an?|this|each|every)\s+(?:[a-z][\w-]*\s+){0,3}?"
        r"(?:numbers?|codes?|ids?|identifiers?|values?|fields?|names?|references?)\b",
        r"\1",
        re.IGNORECASE,
    ),
    # "not to fall before the system cut-over of 1 March 2019", "after the go-live date, 2024-04-01": the
    # event's name said before its date adds nothing to the bound
    (
        r"\b(before|after|from|since|until|than)\s+(?:the|our|its)\s+(?:[a-z][\w-]*\s+){0,4}?[a-z][\w-]*"
        r"(?:\s+(?:of|on)\s+|\s*,\s*)(?=\d{4}-\d{2}-\d{2}\b)",
        r"\1 ",
        re.IGNORECASE,
    ),
    # "up to 1120 max (= 70 lb)", "(approx. 2 kg)": the same bound said in another unit, no bound of its own
    (
        r"\s*\(\s*(?:=|≈|~|approx(?:\.|imately)?|about|roughly|i\.e\.?,?)\s*[\d.,]*\d\s*[A-Za-z%°]{1,12}\.?\s*\)",
        "",
        re.IGNORECASE,
    ),
    # 「1095日(3年)以下」, 「500g(約0.5kg)まで」: a number in a unit said again in another unit, no bound of
    # its own (not 「昭和40年(1965年)」, an era year glossed in the same unit)
    (
        r"(?<=\d)\s*(日|週間|か月|ヶ月|カ月|年|時間|分|秒|[A-Za-z%]{1,4})\s*\(\s*(?:約|およそ|=|≒)?\s*[\d.,]*\d\s*"
        r"(?!\1\s*\))(?:日|週間?|か月|ヶ月|カ月|年|時間|分|秒|[A-Za-z%]{1,4})\s*\)",
        r"\1",
    ),
    # "anything BUT the retired ones - R07, R11, R15", "must not be one of the blocked codes (X1, X2)": the
    # set refused is the values listed after its name (never examples of it)
    (
        r"\b((?:anything|everything|any\s+value|all\s+values?)\s+(?:except(?:\s+for)?|but|other\s+than)"
        r"|(?:must|should|may|can)\s*(?:not|n't)\s+be\s+(?:one|any)\s+of|not\s+(?:one|any)\s+of|none\s+of)\s+"
        r"(?:the|our|those|these)\s+(?:[\w-]+\s+){0,2}?(?:ones|codes|values|statuses|reasons|entries|items|types)"
        r"\s*(?:[-:\u2014]\s*|\(\s*(?!e\.g|eg\b|such|for\s+example|i\.e))"
        r"([^()\s,/]+(?:\s*(?:,|\bor\b|\band\b|/)\s*[^()\s,/]+)+)\s*\)?(?=\s*(?:[.;]|$))",
        r"\1 \2",
        re.IGNORECASE,
    ),
    # "Do not put phone numbers in the remarks": numbers or addresses refused anywhere in the text
    (
        r"\b(?:do\s+not|don't|never|please\s+do\s+not)\s+(?:put|enter|write|include|add|type)\s+(?:any\s+)?"
        r"((?:tele)?phone\s+numbers|e-?mail\s+addresses|urls|links)\s+(?:in|into)\s+[^.;,]{1,30}",
        r"must not contain \1",
        re.IGNORECASE,
    ),
    # "no e-mail addresses or URLs in this field": addresses anywhere in the text refused (not "no e-mail
    # addresses from gmail.com", "no addresses other than …": which addresses a field of them takes)
    (
        r"\b(?:no|without)\s+(?:any\s+)?(e-?mail\s+address(?:es)?\b|(?:tele)?phone\s+numbers\b)"
        r"((?:\s*(?:,|\bor\b|\band\b)\s*(?:urls?|links?|(?:tele)?phone\s+numbers?|e-?mail\s+address(?:es)?))*)"
        r"(?:\s+(?:in\s+(?:this|the)\s+(?:field|text|description)|anywhere))?"
        r"(?=\s*(?:[.;,)]|$))",
        r"must not contain \1\2",
        re.IGNORECASE,
    ),
    # "no links in it (no http://, https://, www.)", "no URLs": no web address anywhere in the text
    (
        r"\b(?:no|(?:must|should|may|can)\s*(?:not|n't)\s+(?:contain|include|have)|cannot\s+(?:contain|include|have)"
        r"|without)\s+(?:any\s+)?(?:links?|urls?|hyperlinks?|web\s*(?:addresses|links|sites?)|website\s+addresses)\b"
        r"(?:\s+(?:in\s+(?:it|them|the\s+text)|anywhere))?(?:\s+(?:allowed|permitted|accepted)\b)?"
        r"(?:\s*\(\s*(?:no|e\.g\.?|i\.e\.?|such\s+as|like)?\s*(?:https?://|www\.?|ftp://)"
        r"(?:\s*(?:,|\bor\b|/)\s*(?:https?://|www\.?|ftp://))*\s*\))?"
        # ("no links to Dropbox": where a link leads, not a link in the text; but "no links to external
        # websites", "to other sites" refuse any link)
        r"(?!\s+(?:to|on|from|at)\b(?!\s+(?:any\s+)?(?:external|other|outside|third[- ]party|foreign)\b))",
        "must not contain URLs",
        re.IGNORECASE,
    ),
    # "no http://, https://, www.", "no # or @": the beginnings of web addresses or the symbols refused, each
    # anywhere (never a list of values allowed)
    (
        r"\bno\s+((?:[a-z]+://|www\.|[^\w\s,.'\"]{1,3}(?!\w))(?:\s*(?:,|\bor\b|\bnor\b)\s*(?:[a-z]+://|www\.|[^\w\s,.'\"]{1,3}(?!\w)))+)",
        r"must not contain \1",
        re.IGNORECASE,
    ),
    # "has to end in .jpg/.png/.webp": file extensions parted by slashes are alternatives
    (
        r"(?<![\w/.])(\.[A-Za-z0-9]{1,6}(?:\s*/\s*\.[A-Za-z0-9]{1,6})+)(?![\w/])",
        lambda m: _listed_words(rx.split(r"\s*/\s*", m.group(1))),
    ),
    # "(CDN rejects anything else)", "(everything else fails)": a bracket restating the rule refuses no more
    (
        r"\s*\((?=[^()]{0,40}\b(?:anything|everything|all)\s+else\b)(?![^()]*\b(?:except|but|unless)\b)[^()]{1,60}\)",
        "",
        re.IGNORECASE,
    ),
    # 「…、続けてハイフン、最後に数字3桁」: the last part of a layout said in order, not the value's end alone
    (
        r"((?:続けて|続いて|その後に?|次に)[^。]*?)、\s*(?:最後に|最後は|末尾に)\s*"
        r"(?=(?:半角)?(?:数字|英字|英大文字|英小文字|英数字|大文字|小文字|ハイフン|\d))",
        r"\1、続けて",
    ),
    # "https + has to end in .jpg": a plus joining two conditions of a note
    (
        r"\s+\+\s+(?=(?:has|have|must|should|needs?|is|are|no|not|only|cannot|can't|never)\b)",
        ", ",
        re.IGNORECASE,
    ),
    # "new | refurb | used (exact, lowercase)": the values as written, in their own case
    (
        r"\(\s*(?:exact(?:ly)?(?:\s+(?:match|values?|spelling))?|as\s+written)"
        r"(?:\s*,\s*(?:(?:all\s+)?(?:lower|upper)[- ]?case|case[- ]sensitive))?\s*\)"
        r"|\(\s*(?:all\s+)?(?:lower|upper)[- ]?case\s*,\s*(?:exact(?:ly)?(?:\s+match)?|as\s+written)\s*\)",
        "(case-sensitive)",
        re.IGNORECASE,
    ),
    # "Black Friday window", "Easter Monday": the name of a day in the year, no day of the week
    (
        r"\b(black|good|cyber|easter|whit|ash|holy|maundy|blue|giving)\s+"
        r"((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
        r"\1\2",
        re.IGNORECASE,
    ),
    # "an ISO code from our approved list (GB, IE, DE, NL or JP)", "one of the supported currencies (EUR,
    # GBP)": a set named, then every value of it in brackets (not examples of it: "e.g.", "such as")
    (
        r"\b(?:(?:an?\s+)?(?:iso\s+)?(?:code|value)\s+)?(?:(?:one\s+)?(?:of|from|in|on)\s+)?(?:our|the)\s+"
        r"(?:approved|allowed|permitted|accepted|supported|agreed|valid)\s+(?:[\w-]+\s+){0,2}?"
        r"(?:list|set|values|codes|countries|currencies|options|units)(?:\s+only)?\s*"
        r"\((?!\s*(?:e\.g|eg\b|such\s+as|for\s+(?:example|instance)|i\.e|like\b|incl))"
        r"([^()]+?(?:,|\bor\b|\band\b|/)[^()]+?)\)",
        r"one of \1",
        re.IGNORECASE,
    ),
    (_BRACKETED_LABEL.pattern, _label_condition),  # 「倉庫コード(3桁数字):000は不可」
    # 「半角・全角スペース不可」, "half-width or full-width spaces": each width's space, named in full (not
    # every half-width character); 「…スペースのみ」 is a blank value, read as such
    # (「先頭に全角・半角スペースは不可」: at an edge, a space of either width is whitespace there)
    (
        r"((?:先頭|末尾|最初|最後|前後|両端)(?:\s*(?:と|・|や|、|及び|および)\s*(?:先頭|末尾|最初|最後))?\s*(?:に|の))\s*"
        r"(?:全角|半角)\s*(?:・|と|、|や|/|及び|および)\s*(?:全角|半角)\s*(スペース|空白)(?!\s*(?:だけ|のみ))",
        r"\1\2",
    ),
    (
        r"(全角|半角)\s*(?:・|と|、|や|/|及び|および)\s*(全角|半角)\s*(スペース|空白)(?!\s*(?:だけ|のみ))",
        r"\1\3・\2\3",
    ),
    (
        r"\b(half|full)[- ]?width\s+(or|and|/)\s+(full|half)[- ]?width\s+(spaces?)\b(?!\s+only)",
        r"\1-width \4 \2 \3-width \4",
        re.IGNORECASE,
    ),
    # Blind batches 78 and 79. 「http のURLはNG」: an address that starts so (not every URL);
    # 「数字が1文字でも入ってたら弾いて」: one is enough to refuse it
    (
        r"\b(?i:http)\s*(?:の|で始まる)\s*(URL|アドレス|リンク|サイト)(?=\s*(?:は|も)\s*(?:不可|NG|禁止|ダメ|だめ|×)(?!\s*(?:では|じゃ|と(?:は|も)?\s*(?:せず|(?:し|考え|見なし|見做し|扱い|扱わ)(?:ない|ません))|に(?:は|も)?\s*(?:しない|しません|ならない|なりません))))",
        r"http://で始まる\1",
    ),
    # "Length ≠ 5", "Must not be 5 characters long", 「文字数は5ではない」: a length refused, which no rule
    # keeps (read as a value or as the length it would be the wrong rule)
    (
        r"\b(?:length|number\s+of\s+(?:characters|digits|letters)|character\s+count|char\s+count)\s*"
        r"(?:≠|!=|<>|=/=|\b(?:must|should|may|can|shall)(?:\s+not|n't)\s+be\b|\bis(?:\s+not|n't)\b|\bcannot\s+be\b)\s*"
        r"(?:exactly\s+|equal\s+to\s+)?\d+\b(?!\s*(?:or|to|and|-|–|\+)\b|\s*(?:\+|-|–|〜|~))"
        r"|\b(?:must|should|may|can|shall)(?:\s+not|n't)\s+be\s+(?:exactly\s+)?\d+\s+(?:characters?|chars|digits?|letters?)\b"
        r"(?:\s+(?:long|in\s+length)\b)?(?!\s*(?:or|to|and|long(?:er)?|short(?:er)?|more|less|fewer|over|under|above|below"
        r"|at\s+most|at\s+least)\b|\s*(?:-|–|\+|~))"
        r"|(?:文字数|桁数|長さ)\s*(?:は|が)?\s*\d+\s*(?:文字|桁)?\s*(?:ではない|でない|じゃない)(?:こと)?\s*(?=[。.]|$)",
        _cannot_keep,
        re.IGNORECASE,
    ),
    # 「8桁の短縮JANは不可」, 「10桁のコードはNG」, 「旧コード(5桁)は不可」: a count refused (not the first
    # digits', 「先頭3桁は…」)
    (
        r"(?:\s*[、,]\s*)?(?:(?<![頭尾下上初後\d~.-])(\d+)\s*桁(?:の[^、。,()「」\d\sでがをにと]{1,12}?)?"
        r"|(?:(?<=[、,。\s])|^)[^、。,()「」\d\s:]{1,12}?\(\s*(\d+)\s*桁\s*\))\s*(?:は|も)\s*"
        r"(?:不可(?![視分能欠避逆侵解])|禁止|NG|ダメ|だめ|駄目|認めない|認められない)(?:です)?",
        _refused_count,
    ),
    # a backlog note's "≠ 'MISC', ≠ 'OTHER'" and "not 'MISC', not 'OTHER'", SQL's "<> '0' and <> '9'": each
    # value refused (not 「<>&」 or "no <> or &", where '<>' is a list of characters)
    (
        r"(?:(?<![「『(\[<>&|=!])(?:≠|!=|<>)(?![」』)\]<>&|=])"
        r"|\bnot\s+(?=['\"][^'\"]{1,30}['\"]\s*,\s*(?:and\s+|or\s+)?not\s))\s*"
        r"(?!(?:or|and|nor)\b)('[^']{1,30}'|\"[^\"]{1,30}\"|[^\s,;'\"]{1,30})"
        r"((?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+(?=≠|!=|<>))(?:≠|!=|<>|not\s+(?=['\"]))\s*"
        r"(?:'[^']{1,30}'|\"[^\"]{1,30}\"|[^\s,;'\"]{1,30}))*)",
        lambda m: (
            "must not be "
            + " or ".join(
                [m.group(1), *rx.findall(r"(?:≠|!=|<>|not)\s*('[^']+'|\"[^\"]+\"|[^\s,;'\"]+)", m.group(2))]
            )
        ),
        re.IGNORECASE,
    ),
    # "Mon-Fri only, excluding public holidays", 「月曜から土曜まで(祝日を除く)」: the days let in less the
    # holidays, which no rule can tell (read alone the exception is taken for the days refused)
    (
        r"(?:\bonly|\bweekdays?|\bbusiness\s+days?|\bworking\s+days?|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*"
        r"(?:-|–|to|through|thru|until)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?)[^.;]{0,20}?\s*[,(]?\s*"
        r"(?:excluding|except(?:\s+for|\s+on)?|but\s+not(?:\s+on)?|other\s+than|not\s+(?:on|including))\s+"
        r"(?:the\s+)?(?:public\s+|national\s+|bank\s+|company\s+)?holidays?\b\)?"
        r"|(?:まで|のみ|だけ|平日|営業日)\s*[、,]?\s*[(\uff08]?\s*(?:ただし|但し)?\s*(?:祝日|祝祭日|祭日|休日)(?:は|を)?\s*"
        r"(?:除く|除外|以外)[)\uff09]?",
        _cannot_keep,
        re.IGNORECASE,
    ),
    # "orders can be placed even though the shop is closed on Sundays", "Note the office is closed on
    # Sundays": a day closed said as a concession or a note refuses nothing (read alone it refused the day)
    (
        r"\s*,?\s*\b(?:even\s+(?:though|if|when)|although|though|whilst|while)\s+(?:the\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}"
        r"(?:\s+(?:is|are)|'s|'re)\s+(?:always\s+)?(?:closed|shut)\b[^.;]*"
        r"|(?:^|(?<=[.;]))\s*(?:please\s+)?(?:note|nb|n\.b\.|fyi)\b\s*(?:[:,-]|\s+that\b)?\s*(?:the\s+|our\s+)?[\w'-]+"
        rf"(?:\s+[\w'-]+){{0,2}}(?:\s+(?:is|are)|'s|'re)\s+(?:always\s+)?(?:closed|shut)\s+(?:on\s+|at\s+|over\s+|during\s+)?"
        rf"(?:the\s+)?{_DAY_EN}(?:\s*(?:,|and|or)\s*{_DAY_EN})*\s*(?=[.;]|$)",
        "",
        re.IGNORECASE,
    ),
    # "Saturdays and Sundays are holidays for our warehouse", 「土日は定休日」: a day off is a day refused
    # ("… holidays, but web orders on Sundays are still accepted": a day off let in asks for nothing)
    (
        rf"\b{_DAY_EN}(?:\s*(?:,|and|or)\s*{_DAY_EN})*\s+(?:are|is)\s+(?:(?:our|the|company|warehouse)\s+)?"
        r"(?:holidays?|non-working\s+days?|closing\s+days?|days?\s+off|off\s+days?|rest\s+days?|closed)\b"
        r"[^.;,]*,?\s+(?:but|however|though|yet)\b[^.;]*?\b(?:still\s+)?(?:accepted|allowed|permitted|fine|ok|okay|valid)\b",
        "",
        re.IGNORECASE,
    ),
    # "clinic's closed weekends", "we are closed on Sundays": the days someone is closed are refused
    (
        r"(?:^|(?<=[.;,]))(\s*)(?:(?:we|they|it)(?:\s+are|\s+is|'re|'s)|(?:the\s+|our\s+)?[a-z]+(?:'s|\s+is|\s+are))"
        r"\s+(?:always\s+)?closed\s+"
        rf"(?:on\s+|at\s+|over\s+(?:the\s+)?)?({_DAY_EN}(?:\s*(?:,|/|and|or)\s*{_DAY_EN})*)"
        r"(?![^.;]*\b(?:but|however|though|yet)\b)",
        r"\1\2 are rejected",
        re.IGNORECASE,
    ),
    (  # "… holidays for our warehouse", not the clause after it (", and dates before 2024-01-01 are invalid")
        rf"\b({_DAY_EN}(?:\s*(?:,|and|or)\s*{_DAY_EN})*)\s+(?:are|is)\s+(?:(?:our|the|company|warehouse)\s+)?"
        r"(?:holidays?|non-working\s+days?|closing\s+days?|days?\s+off|off\s+days?|rest\s+days?|closed)\b[^.;,]*",
        r"\1 are rejected",
        re.IGNORECASE,
    ),
    (  # "Goods-in is closed at weekends", "the dock is shut on Sundays": the days it is closed are refused
        rf"(?<![\w-])(?:the\s+)?[\w-]+(?:\s+[\w-]+){{0,2}}\s+(?:is|are)\s+(?:closed|shut)\s+(?:at|on|over|during)\s+(?:the\s+)?"
        rf"({_DAY_EN}(?:\s*(?:,|and|or)\s*{_DAY_EN})*)(?<!\.)(?=\s*(?:[.;]|$))",
        r"\1 are rejected",
        re.IGNORECASE,
    ),
    (
        # (not 「土日は休業日ですが入力可」: a day off let in)
        rf"(?<!\d)({_DAY_JA}(?:と{_DAY_JA})?)\s*(?:は|も)\s*(?:定休日|休業日|休日|休み|お休み)"
        r"(?:です|なので|のため|(?:だ|です)?(?:が|けど)(?!\s*[、,]?\s*(?:入力|登録|受付|受け付け)?(?:は|も)?\s*"
        r"(?:可能?|OK|大丈夫|できる|できます)))?(?=\s*(?:[。、,.]|$))",  # 「日曜は休みだが、土曜は出荷可」
        r"\1は不可",
    ),
    # 「土日は貸し出しを行っておりません」, 「日曜は営業していません」: days the work is not done are refused
    # (not 「土日は除外しません」: a refusal denied)
    (
        rf"(?<!\d)({_DAY_JA}(?:と{_DAY_JA})?)\s*(?:は|も)\s*(?:[^、。「」]{{0,16}}?(?:を|は))?\s*"
        r"(?:行っ|行わ|(?:営業|稼働|実施|対応|受付|受け付け|貸し出し|貸出|開館|開店|出荷|配送|発送)\s*(?:し)?)"
        r"(?:ておりません|ていません|てません|ません|ていない|ない)(?=\s*(?:[。、,.]|ので|ため|$))",
        r"\1は不可",
    ),
    # 「今日より後の平日のみ」, 「2025年1月1日以降の平日とすること」, 「2025年4月1日以降の月初日」: a bound
    # on the date, then the days it may fall on
    (
        r"(より後|より前|以降|以後|以前|から|まで)の(?=(?:平日|営業日|土日|週末|[月火水木金土日]曜日?"
        r"|月初日?|月末日?|(?:各|毎)?月の?(?:初日|最終日|末日|1日))(?:\(|のみ|だけ|に限|で|を|は|とする|とし|、|。|$))",
        r"\1、",
    ),
    # 「土日は休業日ですが入力可」, 「日曜は休みではない」: a day off let in, or none, asks for nothing
    (
        rf"(?<!\d){_DAY_JA}(?:と{_DAY_JA})?\s*(?:は|も)\s*(?:定休日|休業日|休日|休み|お休み)"
        r"(?:(?:です|だ)?(?:が|けど|けれど(?:も)?)\s*[、,]?\s*(?:入力|登録|受付|受け付け)?(?:は|も)?\s*(?:可能?|OK|大丈夫|できる|できます)(?:です)?"
        r"|(?:では|じゃ)(?:ない|ありません))(?=\s*(?:[。、,.]|$))",
        "",
    ),
    # "Saturdays are fine, Sundays are rejected", 「土曜は可、日曜は不可」: the day let in beside the refused
    (
        rf"(?:^|(?<=[,;.]))\s*(?:but\s+|and\s+|while\s+)?{_DAY_EN}(?:\s*(?:,|and|or)\s*{_DAY_EN})*\s+(?:are|is)\s+"
        r"(?:fine|ok|okay|allowed|accepted|permitted|acceptable)(?:\s+(?:too|as\s+well))?\s*(?:[,;]\s*(?:but\s+)?|but\s+|$)"
        # 「日曜は休みだが、土曜は出荷可」: a day let in for the work the field dates
        rf"|(?:^|(?<=[、,]))\s*{_DAY_JA}(?:と{_DAY_JA})?\s*(?:は|も)\s*"
        r"(?:(?:出荷|入荷|発送|配送|納品|受注|受付|入力|登録|営業|稼働)?可(?:能)?|OK|大丈夫|問題なし)(?:です)?\s*(?:[、,]\s*|$)",
        _day_let_in,
        re.IGNORECASE,
    ),
    # "Letters are never allowed", "Letters must never be used": a refusal, said as "not"
    (
        r"\b(is|are|be|must\s+be|should\s+be|may\s+be|can\s+be)\s+never\s+"
        r"(?=(?:allowed|accepted|permitted|valid|acceptable|used|entered|included)\b)",
        r"\1 not ",
        re.IGNORECASE,
    ),
    (
        r"\b(must|should|may|can|shall)\s+never\s+be\s+(?=(?:allowed|accepted|permitted|used|entered|included)\b)",
        r"\1 not be ",
        re.IGNORECASE,
    ),
    # 「半角英数字(記号は不可、ハイフンは可)」: after the classes let in, the marks let in beside them
    (
        r"((?:半角|全角)?(?:英数字|英大文字|英小文字|英字|数字|カタカナ|カナ)(?:[・と](?:英字|数字|英大文字|英小文字))*)"
        r"\s*\(\s*(?:記号|特殊文字|約物)\s*(?:類)?\s*(?:は|も)?\s*(?:使用|入力)?\s*(?:不可|禁止|(?-i:NG))\s*[、,]\s*"
        rf"({_MARK_NAMED}(?:\s*(?:と|や|・|及び|および)\s*{_MARK_NAMED}){{0,3}})\s*(?:は|のみ|だけ)\s*(?:使用|入力)?"
        r"\s*(?:可|OK|大丈夫)\s*\)",
        r"\1と\2のみ",
    ),
    # "no special characters (except - and _)", "No symbols (hyphens allowed)", 「記号は不可(- と _ は可)」: a
    # refusal whose bracket lets some in, which a class refused cannot keep (read alone it refuses them too)
    (
        r"(?:\b(?:no|without|never)\b|\b(?:not\s+(?:allowed|permitted|accepted)|forbidden|prohibited|disallowed|banned"
        r"|rejected|refused)\b|\b(?:must|may|can|should)(?:\s+not|n't)\s+(?:contain|include|use|have)\b|cannot\s+(?:contain"
        r"|include|use|have)\b)(?:(?!\d)[^.;()]){0,40}?\b(?:symbols?|special\s+(?:characters?|chars)|punctuation|characters?|chars"
        r"|letters?|digits?|numbers?|numerals?|spaces?|whitespace|hyphens?|dashes|emojis?)\s*\((?=[^()]*(?:\b(?:except|excluding|but|other\s+than|apart\s+from|besides)\b"
        r"|(?<!not\s)\b(?:allowed|ok|okay|fine|permitted|accepted)\b))[^()]{1,40}\)"
        r"|(?:記号|特殊文字|文字|英字|数字|スペース|空白|ハイフン|カナ|漢字|絵文字)[^()\uff08\uff09、。]{0,8}?"
        r"(?:不可|禁止|NG|できない|できません|使えない|使えません|認めない)\s*[(\uff08](?=[^()\uff08\uff09]*(?:除く|以外|(?<!不)可(?!能)|(?<![A-Za-z])(?-i:OK)(?![A-Za-z])|大丈夫))"
        r"[^()\uff08\uff09]{1,40}[)\uff09]",
        _cannot_keep,
        re.IGNORECASE,
    ),
    # 「記号は不可、ただしハイフンは可」, 「記号→不可、ハイフンのみ可」: a class refused and then a member
    # of it let in, which the class refused cannot keep
    (
        r"(?:記号|特殊文字|約物)\s*(?:類)?\s*(?:は|も)?\s*(?:使用|入力)?\s*(?:不可|禁止|(?-i:NG)|ダメ|だめ)\s*(?:です|だ)?(?:が|けど)?"
        rf"\s*[、,]\s*(?:ただし|但し|でも|なお)?\s*{_MARK_NAMED}(?:\s*(?:と|や|・|及び|および)\s*{_MARK_NAMED}){{0,3}}"
        r"\s*(?:は|のみ|だけ|なら)\s*(?:使用|入力)?\s*(?:可|OK|大丈夫|許可|認める)",
        _cannot_keep,
    ),
    # "…, no numbers or spaces", "…, no digits, spaces or hyphens": "no" said of each, after a condition
    # before it (read as a list there, the classes after the first were let in)
    (
        rf"(?<=[;,])(\s*)\bno\s+({_NO_CLASS})((?:\s*,\s*{_NO_CLASS})*)\s*(?:,\s*)?(?:\bor\b|\bnor\b)\s+"
        rf"({_NO_CLASS})\b(?=\s*(?:[.;,()]|$))",
        lambda m: (
            m.group(1)
            + ", ".join(
                f"no {c}" for c in [m.group(2), *rx.findall(_NO_CLASS, m.group(3), NOCASE), m.group(4)]
            )
        ),
        re.IGNORECASE,
    ),
    # "no digits (0-9 not ok)": the class refused, the bracket says it again; "N/A not ok": refused; "No
    # ampersands in the product description": the field named after it
    (
        r"(?:^|(?<=[:;,.(]))\s*\bno\s+(digits|numbers|numerals|letters|spaces|symbols|special\s+characters|hyphens"
        r"|dashes|punctuation|commas|semicolons|colons|slashes|underscores|apostrophes|ampersands?|asterisks)\b"
        r"(?:\s+(?:in|inside|within)\s+(?:the|an?|any)\s+[\w-]+(?:\s+[\w-]+){0,3}?)?"
        # (not a bracket that lets some in: "no special characters (except - and _)")
        r"(?:\s*\((?![^()]*(?:\b(?:except|excluding|but|other\s+than|apart\s+from|besides)\b"
        r"|(?<!not\s)\b(?:allowed|ok|okay|fine|permitted|accepted)\b))[^()]{1,30}\))?(?=\s*(?:[.;,]|$))",
        r" must not contain \1",
        re.IGNORECASE,
    ),
    (
        r"(?<=\S)\s+(?:(is|are)\s+)?not\s+ok(?:ay)?\b(?=\s*(?:[.;,]|$))",
        lambda m: f" {(m.group(1) or 'are').lower()} not allowed",
        re.IGNORECASE,
    ),
    # "no future dates & >= 2000-01-01": a backlog note's ampersand between two conditions
    (
        r"\s+&\s+(?=(?:>=?|<=?|≥|≤|no\b|not\b|min\.?\s|max\.?\s|at\s+(?:least|most)\b|on\s+or\b|before\b|after\b))",
        "; ",
        re.IGNORECASE,
    ),
    # 「桁数違いもNG」: the count said again
    (r"[、。,]?\s*桁数(?:違い|が違うもの|不足|超過)(?:も|は)\s*(?:NG|不可|エラー|ダメ)。?$", ""),
    # "nothing before 2020-01-01": not before it; "even no.": an even number; 「今日+30日」: 30 days
    # from today
    # ("nobody born before 1900", "no dates after today", "no one older than 120": none of them, so not so)
    (
        rf"\b{_NOBODY}\s+(?:(?:born|[a-z]{{3,}}ed)\s+)?"
        r"(before|after|earlier\s+than|later\s+than|past|beyond)\s+(?=\d|(?:today|tomorrow|yesterday)\b)",
        lambda m: f"not {'after' if m.group(1).lower() in ('past', 'beyond') else m.group(1)} ",
        re.IGNORECASE,
    ),
    (
        rf"\b{_NOBODY}\s+(?:(?:is|are|aged)\s+)?(older|younger|over|under|above|below)(?=\s+(?:than\s+)?\d)",
        r"not \1",
        re.IGNORECASE,
    ),
    (r"\b(even|odd)\s+no(s?)\.", r"\1 number\2", re.IGNORECASE),
    (r"(?:今日|本日|当日)\s*\+\s*(\d+)\s*日(?!\s*後)", r"\1日後"),
    # 「29日後以前は不可」: what is refused is the days up to it, so the first day allowed is the next one
    (
        r"(\d+)\s*日後\s*以前\s*(?:は|も)\s*(?:不可|NG|禁止|エラー)(?!\s*(?:に|と)\s*(?:は|も)?\s*(?:なら|しな))",
        lambda m: f"{int(m.group(1)) + 1}日後以降",
    ),
    (
        # (「半角文字が1文字でもあればエラー」: one that is there at all)
        r"([^、。\s]{1,10}?)が\s*(?:1|一)\s*(?:文字|字|つ|個)でも\s*(?:(?:入って|含まれて|混ざって|混じって)(?:い)?(?:たら|れば)"
        r"|(?:あれば|あったら|ある場合))",
        r"\1を含む場合",
    ),
    # Blind batches 74 and 75. A data-quality register's row, "DQ-014 | Supplier email | Reject when … |
    # Severity: Error": the rule's id and its severity go, the field's name is a label
    (
        r"\s*[|.;]?\s*\bseverity\s*:\s*(?:error|warning|info|critical|high|medium|low)\b\s*[.;|]?\s*",
        " ",
        re.IGNORECASE,
    ),
    (
        r"^\s*(?:rule\s+)?[A-Z]{2,5}-\d{2,5}\s*\|\s*(?:([^|]{1,60}?)\s*\|\s*)?(.+?)\s*\|?\s*$",
        lambda m: (f"{m.group(1)}: " if m.group(1) else "") + rx.sub(r"\s*\|\s*", "; ", m.group(2)),
        re.IGNORECASE,
    ),
    (  # "(e.g. http://abe-shoji.co.jp fails)": an example of a value the rule refuses
        r"\s*\(\s*(?:e\.g\.?|eg|for\s+example|例えば|例)\s*[:,]?\s*[^()]{1,60}?\s+(?:fails?|is\s+rejected|is\s+invalid"
        r"|is\s+not\s+(?:allowed|accepted|valid)|NG|はNG|は不可|はエラー)\s*\)",
        "",
        re.IGNORECASE,
    ),
    # 「棚番は「英大文字1文字-数字2桁-数字2桁」で」: a layout of parts in quotes is said, not a literal
    (
        # (not a layout refused: 「「英字2文字+数字6桁」ではなく…」, 「「…」の旧品番は不可」)
        r"「((?:[^「」]*?(?:英大文字|英小文字|大文字|小文字|英字|数字|英数字|西暦|連番|通し番号|枝番)\s*\d+\s*(?:文字|桁)){2,}[^「」]*)」"
        r"(?!\s*(?:ではなく|じゃなく|以外|は\s*(?:不可|NG|禁止|ダメ)|の[^、。「」]{0,8}(?:は|も)\s*(?:不可|NG|禁止|ダメ)))",
        r"\1",
    ),
    # "must contain halfwidth characters only": only characters of that kind (not the word "halfwidth")
    (
        r"\b(contains?)\s+((?:(?!only\b|no\b|not\b|any\b|at\b)\(?[A-Za-z][\w-]*\)?\s+){1,3}?)(characters|chars|letters)\s+only\b",
        r"\1 only \2\3",
        re.IGNORECASE,
    ),
    # 「(全角で書いてますが半角数字で入力してOK)」: a remark on how the request itself is written
    (r"\s*\([^()]{0,20}?書い(?:て(?:い)?(?:ます|る)|た)(?:が|けど)[^()]{0,40}\)", ""),
    # 「…でお願いします。(02始まりはNG)」: a bracket after the full stop is a sentence of its own
    (r"(?<=。)\s*\((?!\s*(?:例|e\.g|※))([^()]{1,80})\)\s*。?$", r"\1", re.IGNORECASE),
    (  # 「(2/30とかはNG)」: an example of a value the rule refuses, said with 「とか」 (a figure, not a word)
        r"\s*\(\s*(?:例えば\s*)?(?=[\d/.:-]{1,12}\s*(?:とか|なんか))[^()「」、。]{1,30}?\s*(?:とか|なんか)\s*(?:は)?\s*(?:NG|不可|エラー|ダメ|だめ)(?:です)?\s*\)",
        "",
    ),
    (  # "Reject the phone extension if it is not numeric": the thing rejected is the value the field holds
        r"^((?:[^:;.]{1,40}:\s*)?(?:please\s+)?(?:reject|refuse|block|flag|disallow)\s+)(?:the|an?|this|that|any)\s+"
        r"(?:[\w-]+\s+){1,3}?(?=(?:if|when|whenever)\s)",
        r"\1",
        re.IGNORECASE,
    ),
    (  # "Status: reject N/A, TBD": placeholders in capitals (or quoted) refused as values; the label goes
        r"^(?:[^:;.]{1,40}:\s*)?(?:please\s+)?(?i:reject|refuse|block|disallow)\s+"
        r"((?:(?:[A-Z0-9/?.-]{1,8}|'[^']{1,20}'|\"[^\"]{1,20}\")\s*(?:,\s*(?:or\s+|and\s+)?|\s(?i:or|and)\s+))+"
        r"(?:[A-Z0-9/?.-]{1,8}|'[^']{1,20}'|\"[^\"]{1,20}\"))\s*\.?$",
        r"must not be \1",
    ),
    (  # "Vendor code: reject …", "Vendor code - reject codes that start with TMP" (a label of words only)
        r"^(?:[^:;.]{1,40}:|[A-Za-z][A-Za-z ']{0,39}?\s-)\s*"
        r"(?=(?:please\s+)?(?:reject|block|refuse|disallow|forbid|prohibit)\s+(?!(?:any|all|every|if|when|whenever|unless)\b))",
        "",
        re.IGNORECASE,
    ),
    (  # "Reject unless the value is a multiple of 5 and between 50 and 500": what is accepted
        r"^(?:([^:;.]{1,60}?)\s*(?::|\s-\s)\s*)?(?:reject(?:ed)?|errors?|invalid|refuse[ds]?|fail(?:s|ed)?)\s+unless\s+((?:[^.;]|\.(?=\w))+)\.?",
        _accepted_unless,
        re.IGNORECASE,
    ),
    (  # "Reject when the domain is anything other than …", "Error when below 0, above 50, or …"
        r"^(?:([^:;.]{1,60}?)\s*(?::|\s-\s)\s*)?(?:reject(?:ed)?|errors?|invalid|refuse[ds]?|fail(?:s|ed)?|flag(?:ged)?|block(?:ed)?)\s*:?\s+"
        r"(?:it\s+|the\s+(?:value|record|row|entry)\s+)?(?:if|when|whenever)\s+((?:[^.;]|\.(?=\w))+)\.?",
        _refused_when,
        re.IGNORECASE,
    ),
    (
        r"\b(must|may|shall)\s+not\s+be\s+(?:anything|any\s+[a-z]+)\s+(?:other\s+than|except|but|besides)\s+",
        r"\1 be ",
    ),
    (  # "Domains other than @a.co.kr are not allowed", "Other domain than … is not possible": only those
        r"\b(?:(?:any|all|the)\s+)?(?:other\s+(?:domains?|hosts?|sites?|addresses|e-?mails?|urls?|links?)\s+than"
        r"|(?:domains?|hosts?|sites?|addresses|e-?mails?|urls?|links?)\s+(?:other\s+than|except(?:\s+for)?|besides|apart\s+from))\s+"
        r"([^,;\s]+(?:\s*(?:,|\bor\b|\band\b)\s*[^,;\s]+)*?)\s+(?:is|are)\s+(?:not\s+(?:allowed|accepted|permitted|possible|valid)"
        r"|rejected|refused|blocked|invalid|forbidden)\b",
        r"only \1",
        re.IGNORECASE,
    ),
    (  # "placeholder values are rejected: N/A, TBD, unknown": the values listed after the colon
        r"\b(?:(?:the\s+)?(?:following|placeholder|dummy|test|fake|junk|blocked|reserved|these)\s+)?(?:values?|entries|codes?"
        r"|inputs?)\s+(?:are|is)\s+(?:rejected|refused|not\s+(?:allowed|accepted|permitted|valid)|forbidden|prohibited|invalid"
        r"|blocked)\s*:\s*(?=\S)",
        "must not be ",
        re.IGNORECASE,
    ),
    # "The following expense categories are no longer permitted and must be rejected: A, B", "The following
    # codes must be refused: …": the values listed after the colon
    (
        r"\b(?:the\s+)?following\s+(?:[\w-]+\s+){0,3}?(?:(?:are|is)\s+(?:(?:not|no\s+longer)\s+(?:allowed|accepted|permitted|valid)"
        r"|forbidden|prohibited|invalid|banned|blocked|rejected|refused)(?:\s*,?\s+and\s+(?:must|shall|should|will)\s+be"
        r"\s+(?:rejected|refused|blocked))?|(?:must|shall|should|will)\s+be\s+(?:rejected|refused|blocked))\s*:\s*(?=\S)",
        "must not be ",
        re.IGNORECASE,
    ),
    # "Codes must be rejected: X1, X2", "Status values will be refused: A, B": a plain subject, then values
    (
        r"^(?:(?!\b(?:that|which|who|with|without|starting|beginning|ending|containing|over|under)\b)[\w-]+\s+){1,4}"
        r"(?:must|shall|should|will)\s+be\s+(?:rejected|refused|blocked)\s*:\s*(?=\S)",
        "must not be ",
        re.IGNORECASE,
    ),
    # "Two uppercase letters then 4 digits (FA1024, IT0007)": codes in brackets after the rule are examples
    (r"\(\s*((?:[\w./@-]{3,30}\s*[,、]\s*){1,5}[\w./@-]{3,30})\s*\)", _bracketed_examples),
    # A Korean engineer's English: "is not possible to input" refuses, "must be not start with" is "must not
    # start with", "only can be" is "can only be", "must be input" asks for a value
    (
        r"\b(is|are)\s+not\s+possible(?:\s+to\s+(?:be\s+)?(?:input(?:ted)?|enter(?:ed)?|register(?:ed)?|use[d]?|save[d]?"
        r"|select(?:ed)?|choose|chosen|type[d]?|key(?:ed)?\s+in|put|writ(?:e|ten))(?:\s+(?:again|any\s*more))?)?"
        r"(?=\s*(?:[.;,]|$))",
        r"\1 not allowed",
        re.IGNORECASE,
    ),
    (  # "It is not possible to enter a date in the future": what cannot be entered is refused
        r"\bit\s+is\s+not\s+possible\s+to\s+(?=(?:input|enter|register|select|save|use|choose|type|put|write|key\s+in)\s+\S)",
        "must not ",
        re.IGNORECASE,
    ),
    # "It is not possible to enter anything other than digits", "Anything other than digits is not allowed":
    # only what is named (read as a refusal of it, it had been turned round)
    (
        r"\b(?:must\s+not|cannot|should\s+not|may\s+not)\s+(?:enter|input|use|type|put|write|key\s+in|register|contain"
        r"|include|have)\s+(?:anything|any\s+characters?)\s+other\s+than\s+([^.;,]+)",
        r"\1 only",
        re.IGNORECASE,
    ),
    (
        r"(?:^|(?<=[.;]\s))(?:anything|everything)\s+other\s+than\s+([^.;,]+?)\s+(?:is|are)\s+(?:not\s+(?:allowed|accepted"
        r"|permitted)|rejected|refused|invalid)\b",
        r"\1 only",
        re.IGNORECASE,
    ),
    # "should be not starting with 0", "must not be ending with (OLD)": the refusal of the verb itself
    (
        r"\b(must|should|shall|can|may)\s+(?:be\s+not|not\s+be)\s+"
        r"(start|begin|end|contain|includ|exceed|hav|us|match)(?:n?ing)\b",
        lambda m: f"{m.group(1)} not {m.group(2)}{'e' if m.group(2) in ('includ', 'hav', 'us') else ''}",
        re.IGNORECASE,
    ),
    (
        r"\b(must|should|shall|can|may)\s+be\s+not\s+(?=(?:start|begin|end|contain|include|exceed|have|use|match)s?\b)",
        r"\1 not ",
        re.IGNORECASE,
    ),
    (r"\b(must|should|shall|can|may)\s+be\s+not\s+(?!only\b)(?=\w)", r"\1 not be ", re.IGNORECASE),
    (r"\bonly\s+(can|may|must)\s+(?=be\b|have\b|contain\b|start\b|use\b)", r"\1 only ", re.IGNORECASE),
    (
        r"\b(?:is|are)\s+possible\s+to\s+(?:input|enter|register|select|use)\s+only\s+",
        "can only be ",
        re.IGNORECASE,
    ),
    (
        r"\b(?:must|should|has\s+to|have\s+to)\s+be\s+(?:input(?:ted)?|filled(?:\s+in)?|entered|keyed\s+in)"
        r"(?=\s*(?:[.;,]|$))",
        "is required",
        re.IGNORECASE,
    ),
    (
        r"\b(?:in\s+)?(\d+(?:\.\d+)?)\s+(?:step|increment)\b(?!\s*(?:of|size)\b)",
        r"in steps of \1",
        re.IGNORECASE,
    ),
    (  # "within next 90 days", "within past 2 years": the article an ESL writer leaves out
        r"\b(within|in|during|over)\s+(next|past|last|previous|coming|following)\s+(?=\d+\s+(?:days?|weeks?|months?|years?)\b)",
        r"\1 the \2 ",
        re.IGNORECASE,
    ),
    # "first digit must not be 0": how the value must not start (or end); a digit refused as the first digit
    # is refused as the first of the digits ("CC and 4 digits, the first digit can't be 0": CC0123 fails)
    (
        r"\b(?:the\s+)?(first|last)\s+(digit|character|letter|char)\s+(?:(?:must|should|shall|can|may)\s*(?:not|n't)"
        r"|cannot|can't|(?:is|are)\s+not\s+(?:allowed|permitted)\s+to)\s+be\s+"
        r"(?=['\"「]|an?\s+(?:letter|digit|number|space|symbol|hyphen|dash|zero)\b|[A-Za-z0-9]{1,4}\b"
        r"(?!\s*(?:-|~|to\b|through\b|and\b|digits?\b|characters?\b|letters?\b)))",
        _end_refused,
        re.IGNORECASE,
    ),
    # "…, and also must be 2015-01-01 or after": a condition of its own
    (
        r"(,\s*|\band\s+)also\s+(?=(?:must|should|shall|has\s+to|have\s+to|needs?\s+to|cannot|can't|may|be|is|are)\b)",
        r"\1",
        re.IGNORECASE,
    ),
    # "For example 'TEST Mouse' is wrong.": a value refused, an example of the rule before it
    (
        r"\b(?:for\s+example|e\.g\.|for\s+instance)\s*,?\s+(?=(?:'[^']{1,40}'|\"[^\"]{1,40}\")\s+(?:is|are)\s+"
        r"(?:wrong|incorrect|invalid|not\s+(?:ok|okay|correct|allowed|valid)))",
        "",
        re.IGNORECASE,
    ),
    (
        r"('[^']{1,40}'|\"[^\"]{1,40}\")\s+(is|are)\s+(?:wrong|incorrect|not\s+correct)(?=\s*(?:[.;,]|$))",
        r"\1 \2 not allowed",
        re.IGNORECASE,
    ),
    (
        r"\b(?:an?\s+|any\s+)?(letters?|digits?|numbers?)\s+(after|following|before)\s+(?:an?\s+|the\s+|any\s+)?"
        r"(letters?|digits?|numbers?)\s+(?:is|are)\s+not\s+allowed\b\.?",
        _order_refused,
        re.IGNORECASE,
    ),
    # Casual Japanese chat: 「…でおk」, 「…入ってたらNGで!」, 「…だけにしといて~ 」, 「ITM_00123 みたいな
    # 感じ」, laughter (「w」) and the particle 「ね」 after the rule
    (r"(?<=[てただよねないるすんう策!?])\s*[wW]+(?=\s*(?:[。、!?]|$))", ""),
    (r"おk(?![A-Za-z])(?![^「」]*」)", "OK"),  # never inside quotes: 「「おk」を含まないこと」
    (r"(?<=[\u3041-\u3096])~+(?=\s|$)", "。"),
    (r"(?<=[\u4e00-\u9fff\u30a1-\u30ff0-9A-Za-z」])ね(?=\s*(?:[。!、]|$))", ""),
    (
        r"[。、!]*\s*(?:例えば|たとえば)?\s*([!-~]{1,40})\s*(?:みたいな感じ|みたいなの|のような感じ|みたいに)(?:で|です)?\s*。?$",
        r"。例: \1",
    ),
    (r"で(始ま|終わ)って\s*、", r"で\1り、"),
    (
        r"その(?:あと|後)(?:に|は|で)?\s*(?=(?:半角)?(?:数字|英字|英大文字|英小文字|アルファベット|\d))",
        "その後に",
    ),
    (r"(?:^|(?<=。))\s*(?:あと|後|それと|それから)\s*[、,]?\s*(?=「)", ""),
    (r"(?:だけ|のみ)の(?:やつ|もの|奴|値|入力)", "のみの入力"),
    (r"(?<=不可|禁止|必須|以内|以下|以上|未満|のみ|だけ)で(?=\s*(?:[。!]|$))", ""),  # 「…は不可で🙅」
    # "up to 60. (Over 60 needs sign-off.)": how values past a bound are handled elsewhere
    (
        r"\s*\(\s*(?:anything\s+)?(?:over|above|more\s+than|beyond)\s+\d[\d,.]*\s+(?:needs|requires|must\s+go|goes)\b[^()]{0,80}\)\.?",
        "",
        re.IGNORECASE,
    ),
    # "10 or 11 digits (11 if you include the leading 1)": which of the counts said applies when
    (
        r"(\d+\s*(?:or|to)\s*\d+\s+digits\b[^()]{0,30}?)\s*\(\s*\d+\s+if\s+you\s+[^()]{1,60}\)",
        r"\1",
        re.IGNORECASE,
    ),
    # "at least 16 on the day you fill this in", "at least 18 as of today": the age on the day of entry
    (
        r"(\bat\s+least\s+\d{1,3}(?:\s+years?(?:\s+old)?)?)\s+(?:on\s+the\s+day\s+(?:you|they)\s+"
        r"(?:fill|submit|enter|complete)\s+(?:this|it|the\s+form)(?:\s+(?:in|out))?|as\s+of\s+today)\b",
        r"\1",
        re.IGNORECASE,
    ),
    # 「西暦4桁で入力。和暦不可」: the other calendar refused restates the one asked for
    (r"(西暦[^。、]{0,12}?)\s*[。、]\s*和暦(?:は|の入力は|での入力は)?\s*(?:不可|NG|禁止|ダメ)", r"\1"),
    # "Code: 4 digits and 2 letters. Letters first.": the parts joined by 'and', in the order said after them
    (
        r"(\d+\s+(?:[\w-]+\s+)?(letter|digit|number|capital)s?)\s+and\s+(\d+\s+(?:[\w-]+\s+)?(letter|digit|number|capital)s?)"
        r"(?=\s*[.!]\s*(?:the\s+)?(letter|digit|number|capital)s?\s+(?:come\s+|go\s+)?first\s*[!.]?\s*$)",
        _first_named,
        re.IGNORECASE,
    ),
    # "… then 4 digits (e.g. ON2210). Letters first!": the order of the parts said again
    (
        r"(?<=[.!)])\s*(?:the\s+)?(?:letters?|digits?|numbers?|capitals?)\s+(?:come\s+|go\s+)?first\s*[!.]?\s*$",
        "",
        re.IGNORECASE,
    ),
    (  # 「dummy / none / - / unknown みたいな仮の値は不可」: the values named by example
        r"(?<![^\s、。:はが])\s*((?:[^\s、。「」]{1,20}\s+/\s+)+[^\s、。「」]{1,20})\s*(?:みたいな|のような|などの|といった|等の)\s*"
        r"(?:仮の|ダミーの|ダミー|テスト用の|無効な|意味のない)?(?:値|文字列|データ|もの|入力)(?:は|も)",
        lambda m: "".join(f"「{v}」" for v in rx.split(r"\s+/\s+", m.group(1).strip())) + "は",
    ),
    # 「…はNGで!なりすまし対策」: a closing word of what the rule guards against is its reason
    (r"[。!]\s*[^。、!\s]{1,20}(?:対策|防止|予防|回避)(?:です|のため|なので)?\s*。?$", "。"),
    # 「月末日であること。※2月はうるう年の場合29日となる点に留意すること」: a closing note of what to bear in
    # mind asks nothing of the value
    # (not a note that itself refuses or bounds: 「未来日は入力できない点に留意すること」)
    (
        r"。\s*(?:(?!不可|でき(?:ない|ません)|禁止|NG|のみ|だけ|必須|上限|下限|以内|以上|以下|未満|超え|まで)[^。「」]){1,60}?"
        r"(?:点|こと)\s*に\s*(?:留意|注意)(?:すること|する|されたい|のこと)?\s*。?$",
        "。",
    ),
    # 「…で始まってはならない。※9始まりはシステム管理用の予約番号である」: a closing note that what the
    # refusal names is reserved is its reason (「先頭は9以外 ※9始まりは廃止部門用」: what it is kept for)
    (
        r"(?<=以外)\s*。\s*[^。!「」]{1,30}?(?:は|が)[^。!「」]{1,20}?用(?:です|である)?\s*。?$",
        "。",
    ),
    (
        r"(?:(?<=不可)|(?<=禁止)|(?<=NG)|(?<=エラー)|(?<=ならない)|(?<=いけない)|(?<=認めない))\s*。\s*[^。!「」]{1,30}?(?:の)?(?:予約|予備)"
        r"(?:番号|コード|値|領域|済み)?(?:である|です|となっている|となります|のため)\s*。?$",
        "。",
    ),
    (  # 「「GM」とか「運営」入ってたらNG」: a part that makes the value refused
        r"(?:って|が|を)?\s*入って(?:い)?(?:たら|れば|る場合(?:は)?|るとき(?:は)?|ると|るのは)\s*(?=NG|不可|ダメ|だめ|駄目|エラー)",
        "を含む場合は",
    ),
    (  # 「英大文字1つ以上と数字1つ以上入ってないとNG」: the parts must be there
        r"(?:って|が|を)?\s*入って(?:い)?(?:ない|なかったら|なければ)(?:と|ら)?\s*(?:NG|不可|ダメ|だめ|駄目|エラー)(?:です|で|だよ)*",
        "を含むこと",
    ),
    (  # 「英大文字1つ以上と数字1つ以上を含む」: the verb at the end is said of each count
        rf"({_HELD_CLASS})\s*(?:を|が)?\s*(\d+)\s*(?:つ|個|文字|字)\s*以上\s*(?:と|、|,|および|及び|かつ)\s*、?\s*"
        rf"({_HELD_CLASS})\s*(?:を|が)?\s*(\d+)\s*(?:つ|個|文字|字)\s*以上\s*(?:を|が)?\s*(?=(?:含|入れ|入って|使)(?!ま?ない|めない|ま?なく|めなく|わな))",
        r"\1を\2文字以上含み、\3を\4文字以上",
    ),
    (  # 「ひらがな、漢字、半角カナは不可」: three classes or more listed, then refused, are one list
        rf"((?:{_LISTED_CLASS})(?:\s*[、,]\s*(?:{_LISTED_CLASS})){{2,}})(?=\s*(?:は|も|を)?\s*(?:不可|NG|禁止|ダメ|だめ|エラー"
        r"|使用不可|入力不可|使えない|使用できません|入力できません|登録できません|含まない|含めない|入れない))",
        lambda m: rx.sub(r"\s*[、,]\s*", "・", m.group(1)),
    ),
    (  # 「999と000以外ならOK」: a list of digit codes named bare before 以外 are values
        r"(?<![A-Za-z0-9_.,/-])(?<!\d:)(\d+(?:,\d{3})*(?:\s*(?:と|、|・|,(?!\d{3}(?!\d)))\s*\d+(?:,\d{3})*)+)\s*(?=以外)",
        lambda m: "".join(  # 「1,000と2,000以外」: thousands, not four codes
            f"「{code.replace(',', '')}」"
            for code in rx.split(r"\s*(?:と|、|・|,(?!\d{3}(?!\d)))\s*", m.group(1))
        ),
    ),
    # 「ステータスは DELETED 以外でおk」, 「通貨コード JPY USD EUR 以外は登録不可」: codes named bare
    # before 以外
    (
        r"(?<=\s)(?!(?:URL|ID|HTTPS?|PDF|CSV|JAN|EAN|UUID|ASCII|JIS|ISO)\b)((?:[A-Z][A-Z0-9_-]{1,20}(?:\s*[、,・/]\s*|\s+))*"
        r"[A-Z][A-Z0-9_-]{1,20})\s+以外",
        _bare_codes,
    ),
    (r"以外\s*(?:なら|で|は)\s*(?:OK|可|大丈夫|いい|よい|良い)(?:です|だよ|よ)*", "以外"),
    (
        r"(のみ|だけ)\s*で\s*(?:OK|可|大丈夫|いい|よい|良い)(?:です|だよ|よ)*",
        r"\1",
    ),  # 「月末日のみでOK」: only that
    # 「半角カナは使用禁止。※全角カナならOK」: after a refusal, a note of what is still fine lets it in,
    # no more
    (
        r"(?:(?<=禁止。)|(?<=不可。)|(?<=NG。)|(?<=ダメ。)|(?<=だめ。)|(?<=エラー。))\s*[^。、]{1,20}?(?:なら|は)\s*(?:OK|可|大丈夫|問題(?:ない|なし))(?:です)?。?$",
        "",
    ),
    # 「JANコード: 13桁(チェックデジットも正しいこと)。8桁の短縮JANもOK」: a second count let in beside
    # the first
    (
        r"(\d+)\s*桁(\s*\([^()]{0,30}\))?\s*。\s*(\d+)\s*桁(?:の[^。、]{0,12}?)?\s*も\s*(?:OK|可|許容|大丈夫)(?:です)?\s*。?$",
        r"\1桁または\3桁\2",
    ),
    # 「(先頭1桁がCD)」, "(the last digit is the check digit)": where the check digit sits, which its
    # scheme knows
    (
        r"\s*[(、,]?\s*(?:先頭|末尾|最後|最初)(?:の)?\s*(?:1\s*)?桁(?:目)?\s*(?:が|は)\s*(?:CD|チェック\s*デ[ィ]?ジット|検査数字)"
        r"(?:です)?\s*\)?"
        r"|\s*[(,;]?\s*(?:the\s+)?(?:last|first|final|leading|trailing)\s+digit\s+(?:is|being)\s+(?:the\s+)?check\s*digit"
        r"\s*\)?(?=\s*[.;。]?\s*$)",
        _check_digit_placed,
        re.IGNORECASE,
    ),
    # 「https://img.example.jp/ 配下のみ」, "anything under https://x.com/docs/": a URL that starts with it
    (
        r"(https?://[^\s「」()、。]+/)\s*(?:の)?\s*(?:配下|以下|下)(?:の(?:URL|パス|ページ|ファイル))?\s*(のみ|だけ|に限る)",
        r"「\1」で始まるもの\2",
    ),
    # 「4桁の数字、そのあとハイフンと2桁の数字」: the parts in order
    (r"そのあと(?:に|で)?", "その後に"),
    (
        r"(その後に|続けて|[、,])\s*(ハイフン|スラッシュ|ドット|ピリオド|アンダースコア|コロン|スペース)\s*と\s*"
        r"(?=\d+\s*(?:桁|文字)|数字|英|半角)",
        r"\1\2、その後に",
    ),
    # 「半角カナ(濁点・半濁点含む)」: the voiced marks are half-width kana of their own, in the class already
    (
        r"\s*\(\s*(?:濁点|半濁点)(?:\s*[・、と/]\s*(?:濁点|半濁点))?\s*(?:も|を)?\s*(?:含む|含め(?:る|て)?|可|OK)\s*\)",
        "",
    ),
    # "Contact e-mail …: it must be a properly formed address (one @, a domain with at least one dot)": an
    # e-mail address, its parts spelled out in brackets
    (
        r"\b((?:valid|well[- ]formed|(?:properly|correctly)\s+formed|proper|correct)\s+)"
        r"(?:e-?mail\s+)?address\b"
        r"(\s*\([^()]*@[^()]*\))?",
        _mail_address,
        re.IGNORECASE,
    ),
    # 「スペース入りもNG」: a value with it in is refused
    (
        r"([^\s、。はもを]{1,10}?)入り(?:の(?:もの|値|データ))?(?=\s*(?:も|は)\s*(?:NG|不可|禁止|エラー|ダメ|だめ))",
        r"\1を含むもの",
    ),
    # A 不動産 guide's polite notes: 「…をご入力ください」, 「…はご指定いただけません」, 「(注)…」,
    # 「…別途ご相談ください」
    (  # 「「不明」以外の値をご入力ください」: the value named is refused
        r"((?:「[^」]{1,20}」\s*)+)\s*以外の\s*(?:値|もの|内容|文字列|コード|区分|種別)?\s*を\s*(?:ご|お)?(?:入力|選択|登録|記入|設定|指定|選)"
        r"(?:して|び|んで)?\s*(?:ください|下さい|すること|願います)",
        r"\1は不可",
    ),
    (  # 「土日はご指定いただけません」: what cannot be given is refused
        r"\s*(?:は|を)?\s*(?:ご|お)(?:指定|入力|登録|選択|利用|記入|使用)\s*いただけ(?:ません|ない)(?:ので[^。]*)?",
        "は不可",
    ),
    (r"(?:ので|ため)\s*(?:ご注意|ご留意|お気を付け|お気をつけ)(?:ください|下さい|願います)", ""),
    (  # 「ハイフンなしは不可です」: the hyphen is demanded (not refused: 「なし」 is what is refused)
        r"(ハイフン|スペース)\s*(?:なし|無し)\s*(?:で(?:の)?\s*(?:入力|登録)?)?\s*(?:は|も)\s*(?:不可|NG|エラー|禁止|(?:登録|入力)\s*でき(?:ません|ない))"
        r"(?:です|となります)?",
        r"\1を含むこと",
    ),
    (  # 「…のアドレスは登録しないようお願いいたします」: a polite refusal
        r"(登録|入力|使用|記入|設定)\s*(?:は)?\s*(?:しない|なさらない)\s*(?:よう|ように)\s*(?:に)?\s*(?:お願い(?:します|いたします|致します)"
        r"|願います|ご注意ください|してください|ご留意ください)",
        r"\1不可です",
    ),
    (  # 「「未定」と入力しての登録もできません」: that value is refused
        r"(」)\s*と\s*(?:入力|記入|記載)\s*して(?:の|から)?\s*(?:登録|保存|入力)\s*(?:も|は)?\s*(?:でき(?:ません|ない)|不可)",
        r"\1は不可",
    ),
    (r"築\s*(\d+)\s*年\s*以内", r"過去\1年以内"),  # 「築30年以内」: built within the past 30 years
    # 「本日から遡って1年以内」: within the past year
    (
        r"(?:本日|今日|当日|入力日)\s*(?:から|より)\s*(?:遡って|さかのぼって|遡り|過去)\s*(\d+)\s*(年|か月|ヶ月|カ月|日|週間)\s*以内",
        r"過去\1\2以内",
    ),
    (  # 「※それより古い物件は別途ご相談ください」: what to do about the rest, no condition of its own
        r"[。]\s*(?:※)?[^。]{0,30}?(?:別途|(?<!で)(?:へ|に|まで))\s*(?:ご|お)?(?:相談|連絡|確認|問い合わせ|問合せ)[^。]*?"
        r"(?:ください|下さい|願います|お願い(?:します|いたします|致します))\s*。?",
        _advice_dropped,
    ),
    (  # 「本契約番号に差し替えてから登録してください」: what to do first, no condition of its own
        r"[。]\s*(?:※)?[^。「」]{0,30}?(?:差し替え|差替え|変更し|修正し|置き換え|取得し|確認し)\s*て\s*から\s*(?:ご)?(?:登録|入力)"
        r"\s*(?:して|を)?\s*(?:ください|下さい|願います|お願い(?:します|いたします|致します))\s*。?",
        "。",
    ),
    (  # 「※キャンペーン表示は販促マスタ側で設定をお願いします」: where the rest is kept, no condition here
        r"[。]\s*(?:※)?[^。「」]{0,30}?(?:側|マスタ|部|課|システム)\s*(?:で|にて)\s*(?:の)?\s*(?:ご|お)?(?:設定|登録|管理|入力)"
        r"\s*(?:を|して)?\s*(?:ください|下さい|願います|お願い(?:します|いたします|致します))\s*。?",
        _advice_dropped,
    ),
    (  # 「※該当する種別(マンション・アパート等)をお選びください」: the request a refusal implies
        r"[。]\s*(?:※)?\s*(?:該当する|適切な|正しい|実際の|正式な)(?![^。]*「)[^。]{0,40}?を\s*(?:お|ご)(?:選び|選択|入力|記入)"
        r"(?:ください|下さい)\s*。?$",
        "。",
    ),
    (  # 「満18歳以上…。(注)未成年の方は…登録できません」: the age said again
        r"(歳以上[^。]*。)\s*(?:※|\(?注\)?)?\s*未成年(?:の方|者)?[^。]{0,24}?(?:でき(?:ません|ない)|不可|お断り[^。]*)。?$",
        r"\1",
    ),
    (
        r"(「([^」]{1,10})」\s*で始まり\s*、\s*)\2\s*の\s*(?:後|あと)(?:ろ)?\s*(?:は|に)",
        r"\1その後に",
    ),  # 「K の後は」
    (  # 「例:「渋谷駅」ではなく「渋谷」となります」: an example of both sides, checked against the rule
        r"例\s*:\s*「([^」]+)」\s*ではなく\s*「([^」]+)」\s*(?:と(?:なります|なる|します|する|入力[^。]*))?\s*。?$",
        r"例: \2はOK、\1はNG",
    ),
    # 「「2010」以上」: the number (not 「「2」から始まる」, a literal at the start)
    (r"「(\d+)」\s*(?=以上|以下|未満|超|より|から(?!\s*始)|まで|~)", r"\1"),
    (r"(」)\s*から\s*(?=始ま)", r"\1で"),  # 「「2」から始まる8桁の数字です」: as 「「2」で始まる」
    (r"(?<=桁|字)の\s*(?:形式|書式|フォーマット)\s*(?:となります|になります|です)(?=\s*(?:。|$))", ""),
    (
        r"(」)\s*(?:を|は)\s*(?:選択|指定)\s*(?=不可|禁止)",
        r"\1は",
    ),  # 「「その他」を選択不可」: that choice refused
    (r"\bof\s+its\s+month\b", "of the month", re.IGNORECASE),
    (  # "Digits only, 10 or 11 of them": a count of those
        r"\b(digits|letters|characters)(\s+only)?\s*,\s*((?:\d+\s*(?:or|to|-)\s*)?\d+)\s+of\s+them\b",
        r"\1\2, \3 \1",
        re.IGNORECASE,
    ),
    # Indian English: "kindly" is "please"; "Anything else kindly reject." names what is refused; "please do
    # the needful" asks for the rule and says nothing more
    (r"\bkindly\b", "please", re.IGNORECASE),
    # "… Do the needful to block these.": the refusal was said before it
    (
        r"\s*[,;.]?\s*(?:please\s+)?do\s+the\s+needful\b(?:\s+to\s+(?:block|reject|refuse|stop|prevent|restrict|handle"
        r"|enforce|implement|disallow)\s+(?:these|this|them|it|the\s+same|such\s+(?:values|entries|cases)))?\.?",
        "",
        re.IGNORECASE,
    ),
    # "Past dates not allowed, even if customer wants to prepone", "any other site gets rejected, no matter
    # how handy it is": a concession, the rule holds anyway
    (
        r"\s*,?\s+(?:even\s+(?:if|when|though|for)|no\s+matter\s+(?:how|what|who|which|where|when|if))\b"
        + _UP_TO_CLAUSE,
        "",
        re.IGNORECASE,
    ),
    # "… since our system go-live was FY 2020-21", "…, as our bank will not release them", "…, as HMRC will
    # reject anything else": the reason for the rule (never "since 2020", "such as our …")
    (
        r"\s*(?:,?\s+(?:because\b|since\s+(?:"
        + _REASON_SUBJECT
        # "…, since test records must not reach the production master": a reason said with a modal
        + r"|(?:[a-z][\w-]*\s+){1,3}(?:must|should|cannot|can't|will|would|may)\s))|,\s+as\s+"
        + _REASON_SUBJECT
        + r")"
        + _UP_TO_CLAUSE,
        "",
        re.IGNORECASE,
    ),
    # "…TEST (these are dummy records left over …)", "(they break the export)", "(we found 300+ records …)": a
    # bracket that tells what the refused values are or why, in a subject of its own, is the rule's reason
    (
        # (not "(they always start with C)", "(our codes never begin with 0)", "(we also accept 5-digit
        # codes)": the bracket says the rule itself)
        r"\s*\(\s*(?=(?:these|those|they|we|our)\b)"
        r"(?!(?:these|those|they|we|our(?:\s+[\w-]+){1,2}?)(?:'re|\s+are|\s+is)?\s+(?:also\s+|only\s+|all\s+)?"
        r"(?:must|should|shall|may|can|cannot|can't|need|never|always|only|don't|do\s+not|does\s+not|doesn't|won't"
        r"|will\s+not|starts?|begins?|ends?|accept|allow|require|want|expect|use"
        r"|(?:not\s+)?(?:allowed|required|optional|accepted|refused|rejected|invalid))\b)[^()]{8,200}\)",
        "",
        re.IGNORECASE,
    ),
    # "4 digits (we also accept 5-digit codes)", "4 digits. 5-digit codes are also accepted": a second count
    # let in beside the first, of the same unit
    (
        r"\b(\d+)\s+(digit|character|letter)s\s*(?:\(\s*|[.;,]\s*)"
        r"(?:we\s+also\s+(?:accept|allow|take)\s+(\d+)[- ](digit|character|letter)"
        r"\s+(?:codes|values|numbers|ones|ids)"
        r"|(\d+)[- ](digit|character|letter)\s+(?:codes|values|numbers|ones|ids)\s+are\s+also\s+"
        r"(?:accepted|allowed|fine|ok|valid))\s*(?:\)\s*)?(?=[.;]|$)",
        _also_counted,
        re.IGNORECASE,
    ),
    # "Cost centre: 6 digits (our codes never begin with 0)": a closing bracket that says a rule of its own,
    # after a condition, is a clause of its own
    (
        r"\s*\(\s*((?:these|those|they|it|our(?:\s+[\w-]+){1,2}?)(?:'re|'s|\s+are|\s+is)?\s+(?:also\s+)?"
        r"(?:must|should|cannot|can't|never|always|may\s+not)\b[^()]{1,80})\)(?=\s*\.?\s*$)",
        _rule_in_bracket,
        re.IGNORECASE,
    ),
    # "No spaces. (Trailing spaces in particular caused duplicates in the old system.)": a bracketed sentence
    # of what happened once is the rule's history
    (
        r"(?<=[.!?])\s*\((?![^()]*\b(?:must|should|shall|only|allowed|required|not|never|no)\b)"
        r"(?=[^()]*\b(?:caused|was|were|had|found|led\s+to|happened|resulted\s+in)\b)[^()]{10,200}\)",
        "",
        re.IGNORECASE,
    ),
    # "any other domain (including gmail, hotmail etc.) is to be rejected", "links to any other site,
    # including the EMA, are not allowed": the others named by example are the others refused, no value of
    # their own
    (
        r"(\b(?:any\s+)?other\s+[\w-]+(?:\s+[\w-]+)?)\s*(?:\(\s*(?:including|incl\.?|such\s+as|e\.g\.|like)\s+[^()]{1,80}\)"
        r"|,\s*(?:including|incl\.|such\s+as|e\.g\.|like)\s+[^,;.()]{1,60},)",
        r"\1",
        re.IGNORECASE,
    ),
    # "do not use any of the following characters in the product name: & / #": where they are refused is the
    # field itself, no value of its own
    (
        r"(\b(?:characters?|symbols?|signs?))\s+(?:in|for)\s+(?:the|this)\s+(?:[\w-]+\s+){0,3}?[\w-]+(?=\s*:)",
        r"\1",
        re.IGNORECASE,
    ),
    # "… We had issues in 2022 with batch nos. keyed as 'B/2231-A'.": a closing account of past trouble is the
    # rule's history, no condition (it demands nothing to its end)
    (
        r"(?:^|(?<=[.;!]))\s*we\s+(?:had|have\s+had|found|saw|have\s+seen|noticed|got)\s+(?:\d+\+?\s+|some\s+|many\s+)?"
        r"(?:issues|problems|trouble|errors|cases|complaints|duplicates)\b"
        # ("…, so no spaces", "…, so it cannot start with 0": the rule it led to stays)
        r"(?:[^;.]*?,?\s+so\s+(?!that\b|far\b)(?=\S)|(?![^;]*\b(?:must|should|shall|only|not\s+allowed|required)\b)[^;]*$)",
        lambda m: " " if m.start() and m.end() < len(m.string) else "",
        re.IGNORECASE,
    ),
    # "Irish (.ie) e-mail addresses only", ".ie addresses only": addresses under a top-level domain (the
    # country's name glosses it)
    (
        # (not the last of a list: ".go.jp or .lg.jp addresses only" names domains, read as such)
        r"(?:(?-i:\b[A-Z][a-z]+)\s+)?\(?\s*(?<![\w.])(?<!\bor\s)(?<!\band\s)(?<!,\s)(\.[a-z]{2,10}(?:\.[a-z]{2})?)\s*\)?\s+"
        r"((?:e-?mail\s+)?addresses)\s+only\b",
        r"\2 ending in \1 only",
        re.IGNORECASE,
    ),
    # "… Thanks, Mary", "Kind regards, Pat": a closing greeting and a name sign the note, no condition
    (
        r"(?:^|(?<=[.!;]))\s*(?:many\s+)?(?:thanks|thank\s+you|cheers|(?:kind\s+|best\s+)?regards)\s*[,!.]?"
        # (a name has small letters or is an initial: "Thanks! NO LOWERCASE" is a condition in capitals)
        r"(?:\s*(?-i:[A-Z](?:[a-z][\w'-]*|\.|(?![\w'-])))){0,2}\s*[.!]?\s*$",
        "",
        re.IGNORECASE,
    ),
    # "Do not enter N/A - if the manufacturer is not known please raise it with the MDM team": what to do
    # instead, after a spaced dash, asks nothing of the value
    # (not "Mobile - if provided, please enter 11 digits": what is asked of the value when it is given)
    (
        r"\s+-\s+if\s+[^.;-]{1,80}?,?\s+please\s+"
        r"(?![^.;]{0,80}?(?:\b(?:digits?|letters?|characters?|only|format|(?:upper|lower)[- ]?case|capitals?"
        r"|hyphens?|spaces?|numbers?|numeric|alphanumeric)\b|\d))[^.;]{1,80}",
        "",
        re.IGNORECASE,
    ),
    # "Do not enter N/A or none in this field": the field the sentence is about
    (r"(?<=\S)\s+(?:in(?:to)?|for)\s+this\s+field\b", "", re.IGNORECASE),
    # "e.g. write 'and' instead of '&'": the advice on what to write in a refused value's place
    (
        r"(?:^|(?<=[.;]))\s*(?:(?:e\.g\.|for\s+example|i\.e\.)\s*,?\s*)?(?:please\s+)?(?:write|use|enter|type)\s+"
        r"(?:'[^']{1,20}'|\"[^\"]{1,20}\"|[^\s'\"]{1,20})\s+instead(?:\s+of\s+(?:'[^']{1,20}'|\"[^\"]{1,20}\"|[^\s'\"]{1,20}))?"
        r"\s*[.;]?",
        "",
        re.IGNORECASE,
    ),
    # 「素材表記は日本語で。英字(Cotton等)は不可」: the language asked for, said by the letters refused
    # after it (digits and signs are Japanese text too: 「綿100%」)
    (
        r"(?:^|(?<=[。;]))\s*(?:[^、。;]{1,16}?(?:は|を))?\s*日本語\s*で\s*(?:表記|入力|記入|登録)?\s*(?:すること|して(?:ください)?)?"
        r"\s*[。、;]\s*(?=英字[^。;]{0,40}?(?:不可|NG|禁止|使用不可|入力不可))",
        "",
    ),
    # 「…であること 【理由】30kgを超えると出荷できないため」: a headed reason asks nothing of the value
    # (「【背景】EDIで弾かれるため、品名は40文字以内」: the reason ends at its ため/ので; the rule follows)
    (
        r"\s*【(?:理由|背景|経緯)】(?:[^;。【]*?(?:ため|ので)(?:に)?\s*、?\s*(?=[^\s;。【])|[^;。【]*)",
        _headed_reason,
    ),
    # 「…であること。※JANコードを間違えて入れる人が多いので注意」: a closing warning of a common mistake
    (
        r"。\s*(?:(?!不可|でき(?:ない|ません)|禁止|NG|のみ|だけ|必須|以内|以上|以下|未満|超え|まで)[^。「」]){1,60}?"
        r"(?:ので|ため|から)\s*(?:ご)?注意(?:してください|して下さい|すること|のこと|ください)?\s*。?$",
        "。",
    ),
    # "the following characters: & / #.", "…: & / # ";".": the full stop after a lone symbol ends the sentence
    (r"(?:(?<=(?<!\S)[&/#%*|<>@$~^!?=+\\])|(?<=(?<!\S)\"[^\"\s]\"))\.(?=\s*$)", ""),
    # "…, these being the only currencies our bank accounts are held in", "…, which are the only ones we
    # use", "23, 13.5 or 0 - those are the Irish rates": the reason for the list before it
    (
        r"\s*(?:,|\s-)\s*(?:(?:these|those|this|that|they)\s+being|which\s+(?:is|are)\s+the\s+only"
        # "…, that's the suspense bucket": the same of one value
        r"|(?:these|those|they)\s+are\s+(?:the|our)\s+(?!(?:min|max|limits?|bounds?)\b)"
        r"|(?:that|this|it)(?:\s+is|'s)\s+(?:the|our)\s+(?!(?:min|max|limits?|bounds?|only|same|format)\b)(?![^.;]*\d))\b"
        + _UP_TO_CLAUSE,
        "",
        re.IGNORECASE,
    ),
    # "…, in line with our month-end close procedure", "…, as required by UK law", "…, as issued by the QA
    # system": the authority for the rule (or the source of the value); an aside closed by a comma goes alone
    # ("…; as agreed with HR, no earlier than 2000-01-01")
    (
        r"\s*([,;])\s*(?:in\s+(?:line|accordance|keeping)\s+with|as\s+(?:required|agreed|set\s+out|laid\s+down|mandated"
        r"|issued|assigned|allocated|generated)\s+(?:by|with|in|under))\s+(?:our|the|its|their|(?-i:[A-Z][\w-]*))\b"
        r"(?:(?!\s(?:and|with|but|or|starting|beginning|ending|must|shall|should|no|not)\b)[^.;,])*(,\s*)?",
        lambda m: ("; " if m.group(1) == ";" else " ") if m.group(2) else "",
        re.IGNORECASE,
    ),
    (
        r"(?:^|(?<=\.\s))([^.;]{1,80}?)\s+please\s+(?:reject|refuse|block|disallow)\b\.?",
        r"\1 are rejected.",
        re.IGNORECASE,
    ),
    # "Only digits. Ensure no other character is used, except the hyphen.": the exception is allowed too
    (
        r"\s*[-,;.]?\s*(?:please\s+)?(?:ensure|make\s+sure)\s+(?:that\s+)?no\s+other\s+[\w\s-]{1,40}?\s+(?:is|are|gets?)\s+"
        r"(?:used|entered|allowed|accepted|saved)\s*,?\s+(?:except|but|other\s+than|apart\s+from)\s+(?:for\s+)?(?:the\s+|an?\s+)?"
        r"([^.;,]{1,30}?)\s*(?=[.;]|$)",
        r". \1 is allowed too",
        re.IGNORECASE,
    ),
    # "Kindly ensure no other pattern is saved", "… such junk entries are blocked": the rule said again
    (
        r"\s*[-,;.]?\s*(?:please\s+)?(?:ensure|make\s+sure)\s+(?:that\s+)?(?:such|no\s+other)\s+"
        r"[\w\s-]{1,40}?\s+(?:is|are|gets?)\s+(?:blocked|saved|entered|accepted|allowed|stored|used|rejected|refused)\b"
        r"[^.;]*(?=[.;]|$)",
        "",
        re.IGNORECASE,
    ),
    (
        r"\bthere\s+(?:must|should|shall|may)\s+not\s+be\s+(?:any\s+)?"
        r"([^.;,]*?)(?=\s+and\s+(?:the|it|its|they|each|must|should)\b|[.;,]|$)",
        _there_must_not_be,
        re.IGNORECASE,
    ),
    # "Cost centre code must not be 0000 or 9999, these two are reserved for system postings": the reason
    (
        r"\s*[,;.]\s*(?:these|those|they|both|which|that|this)(?:\s+(?:\d+|values?|codes?|numbers?|ones|prefix(?:es)?|suffix(?:es)?"
        r"|ranges?|letters?|characters?|words?))?\s+(?:are|is)\s+"
        r"(?:reserved|used|kept|meant|set\s+aside)\s+(?:for|by)\b[^.;]*",
        "",
        re.IGNORECASE,
    ),
    # "only @tuicoop.co.nz addresses, and not the shared ones starting with noreply or info": a start refused
    # (it had been demanded)
    (
        r",?\s+and\s+(?:not|none|never)(?:\s+(?:the|any))?(?:\s+[a-z-]+){0,2}?\s+(starting|beginning|ending)\s+"
        r"(?:with|in)\b",
        lambda m: "; must not " + ("end" if m.group(1).lower() == "ending" else "start") + " with",
        re.IGNORECASE,
    ),
    # "and 999999 is reserved (may not be used)", "'0000' and '9999' are reserved": values kept back are
    # refused (they had been dropped)
    (
        r"(\s*,\s*and\s+)?(?:^|(?<=[,;:.]\s)|(?<=\band\s))((?:\d+|'[^']{1,20}'|\"[^\"]{1,20}\"|「[^」]{1,20}」)(?:\s*(?:,|\band\b|\bor\b)\s*(?:\d+|'[^']{1,20}'"
        r"|\"[^\"]{1,20}\"|「[^」]{1,20}」))*)\s+(?:is|are)\s+reserved\s*(?:\(\s*(?:and\s+|so\s+)?(?:may|must|shall|can)"
        r"\s*not\s+be\s+used\s*\)|,?\s+(?:and|so)\s+(?:may|must|shall|can)\s*not\s+be\s+used)?(?=\s*(?:[.;]|$))",
        lambda m: ("; " if m.group(1) else "") + "must not be " + rx.sub(r"\s+and\s+", " or ", m.group(2)),
        re.IGNORECASE,
    ),
    # "letter, digit, letter, space, digit, letter, digit": one character of each class in turn, a format
    (_CLASS_RUN.pattern, _class_run, re.IGNORECASE),
    # "then at least two and no more than six digits": a count from one to the other
    (
        r"\bat\s+least\s+(\d+)\s+(?:and|but)\s+(?:no|not)\s+more\s+than\s+(\d+)\s+(digits|letters|characters)\b",
        r"\1 to \2 \3",
        re.IGNORECASE,
    ),
    # "PO + 4 digit year + slash + 5 digits", "V- then 5 digit running number": digits, in a sequence
    # "… followed by 4 digits and then 3 digit serial": the last part of a sequence, named
    (
        r"((?:\bthen|\bfollowed\s+by|\+)\s+(?:an?\s+)?)(\d+)[- ]digits?\s+"
        r"(?:running|serial|sequence|sequential)(?:\s+(?:number|no\b\.?))?(?=\s*(?:[,;]|\.(?:\s|$)|$))",
        r"\1\2 digits",
        re.IGNORECASE,
    ),
    (
        r"\b(\d+)[- ]digits?\s+(?:year|running\s+number|serial(?:\s+number)?|sequence(?:\s+number)?"
        r"|sequential\s+number)"
        r"(?=\s*(?:\+|\bthen\b|\bfollowed\b|,\s*(?:an?\s+)?(?:slash|hyphen|dash|dot|space|colon)\b))",
        r"\1 digits",
        re.IGNORECASE,
    ),
    # "two letters for the country (DE, JP or US) + 5 digits": the letters are one of the codes listed
    (
        r"\b(\d)\s+(?:upper[- ]?case\s+)?letters?\s+(?:for|of)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s*"
        r"\(\s*((?-i:[A-Z]+)(?:\s*(?:,|\bor\b)\s*(?-i:[A-Z]+))+)\s*\)(\s*,?\s*(?:and\s+)?then\b)?",
        lambda m: (
            m.group(2) + (" followed by" if m.group(3) else "")
            if all(len(code) == int(m.group(1)) for code in rx.split(r"\s*(?:,|\bor\b)\s*", m.group(2)))
            else m.group(0)
        ),
        re.IGNORECASE,
    ),
    # "5 digits (Germany) or 7 digits (Japan)": a count labelled with where it applies, each an alternative
    (
        r"(\b\d+\s+(?:digits?|characters?|letters?))\s*\((?:for\s+|in\s+)?(?-i:[A-Z])[A-Za-z]+(?:\s+[A-Za-z]+){0,2}\)"
        r"(?=\s*(?:,|\bor\b|$|[.;]))",
        r"\1",
        re.IGNORECASE,
    ),
    (  # "10 digits (landline) or 11 digits (mobile)": any label, beside an alternative count
        r"(\b\d+\s+(?:digits?|characters?|letters?))\s*\([a-z]+(?:\s+[a-z]+){0,2}\)(?=\s*,?\s*or\s+\d)"
        r"|(\bor\s+\d+\s+(?:digits?|characters?|letters?))\s*\([a-z]+(?:\s+[a-z]+){0,2}\)",
        r"\1\2",
        re.IGNORECASE,
    ),
    # "Batch number format is YYMM-nnn, so 4 digits, a hyphen and then 3 digits": the layout spelled out after
    # its placeholder is what is checked
    (
        r"\b(format|layout|pattern)\s+(?:is\s+|:\s*)?[\w/.-]{2,20}\s*,\s*(?:so|i\.e\.|that\s+is|meaning|which\s+means)\s*,?\s+"
        r"(?=(?:an?\s+)?\d+\s+(?:digits?|letters?|characters?|upper|lower)\b)",
        r"\1: ",
        re.IGNORECASE,
    ),
    # "shall be captured in E.164 form, i.e. '+' then 8 to 15 digits": the layout spelled out after the named
    # form is what is checked (the name alone had been dropped, and the '+' with it)
    (
        r"\b((?:must|should|shall|has\s+to|needs?\s+to)\s+be)\s+(?:captured|entered|recorded|stored|written|kept|held)\s+"
        r"in\s+(?:the\s+)?[\w.+-]{2,20}\s+(?:form|format|notation)\s*(?:;|,\s*(?:i\.e\.|that\s+is|meaning|namely))"
        r"\s*,?\s+(?=['\"]?[^\s'\"]{1,6}['\"]?\s+(?:then|followed\s+by)\s|\d+\s+(?:digits?|letters?|characters?)\b)",
        r"\1 ",
        re.IGNORECASE,
    ),
    # "'PRJ-', then a two-letter region code, a hyphen and two digits": letters, in a sequence
    (
        # ("a 2-letter country code": an ISO code, in capitals)
        r"\b(?:an?\s+)?(\d+)[- ]letters?\s+"
        r"(?:(?:region|(country|currency)|language|state|area|site|plant)\s+)?code"
        r"(?=\s*(?:\+|,|\band\b|\bthen\b|\bfollowed\b))",
        # (not beside "lowercase": the case said of the whole)
        lambda m: (
            f"{m.group(1)} {'capital ' if m.group(2) and not _LOWER_WHOLE.search(m.string) else ''}letters"
        ),
        re.IGNORECASE,
    ),
    # "CC + 4 digits + 1 uppercase letter at the end": the last part of the sequence is the end
    (
        r"(\+\s*(?:\d+|an?|one)\s+(?:[\w-]+\s+){0,2}(?:letters?|digits?|characters?))\s+at\s+the\s+end\b",
        r"\1",
        re.IGNORECASE,
    ),
    (r"\b(first|last)\s+date\s+of\s+(?:the|a|each|every)\s+month\b", r"\1 day of the month", re.IGNORECASE),
    # "4 digits and not between 1000 and 1999", "Any year except 1950 to 1960", ", excluding 10 to 20": the
    # range is refused, a condition of its own
    # ("except 10 and 20" names two values; "and" joins a range only after "between")
    (
        r"\s*(?:,\s*|;\s*|\s+and\s+|\s+but\s+|\s+)(?:(?:but|and)\s+)?(?:not|excluding|except(?:\s+for)?|other\s+than|apart\s+from)\s+"
        r"(?:(?:the\s+)?(?:values?|numbers?|years?|codes?|range)\s+)?(?:(?P<b>between\s+)|(?P<f>from\s+))?"
        r"(?!\d{4}-\d{1,2}-\d{1,2}(?=\s*(?:[.;,]|$)))"  # "excluding 2025-01-01": one date, no range
        r"(?P<lo>-?\d(?:[\d/:-]|\.(?=\d))*)\s*(?(b)(?:and|to|-)|(?(f)(?:to|through|until|-|~)|(?:to|through|until|~|-)))"
        r"\s*(?P<hi>-?\d(?:[\d/:-]|\.(?=\d))*)(?=\s*(?:[.;,]|$))",
        r"; values from \g<lo> to \g<hi> are not allowed",
        re.IGNORECASE,
    ),
    # "Any year except 1950 to 1960": what follows says it all
    (r"^any\s+(?:year|value|number|date|code)\s*;\s*", "", re.IGNORECASE),
    # "Any number except 10 and 20", "Any year other than 2000 and 2024": the values named are refused
    (
        r"^any\s+(?:year|value|number|integer|amount)\s+(?=(?:except|excluding|other\s+than)\s+-?\d[\d.,]*"
        r"(?:\s*(?:,|\band\b|\bor\b)\s*-?\d[\d.,]*)*\s*[.]?$)",
        "",
        re.IGNORECASE,
    ),
    # "should not be 0 or less nor 1000 or more": both bounds refused, the values between them stay
    (
        r"\b(?:must|should|shall|may|can)\s*not\s+be\s+(-?\d+(?:\.\d+)?)\s+or\s+(?:less|lower|below|under|fewer|younger|earlier)"
        r",?\s+n?or\s+(-?\d+(?:\.\d+)?)\s+or\s+(?:more|greater|higher|above|over|older|later)\b",
        r"must be more than \1 and less than \2",
        re.IGNORECASE,
    ),
    (
        r"\b(?:must|should|shall|may|can)\s*not\s+be\s+(-?\d+(?:\.\d+)?)\s+or\s+(?:more|greater|higher|above|over|older|later)"
        r",?\s+n?or\s+(-?\d+(?:\.\d+)?)\s+or\s+(?:less|lower|below|under|fewer|younger|earlier)\b",
        r"must be more than \2 and less than \1",
        re.IGNORECASE,
    ),
    # "must not be between 10 and 20": the range is refused, not demanded
    (
        r"\b(?:(?:must|should|shall|may|can)\s*not|cannot|can't|never)\s+(?:be|lie|fall)\s+"
        r"((?:between|from)\s+-?\d(?:[\d/:-]|\.(?=\d))*\s+(?:and|to|through|until|-)\s+-?\d(?:[\d/:-]|\.(?=\d))*"
        rf"(?:\s*+{UNIT}|\s+[a-z]+)?)(?:\s+(?:long|in\s+length))?(?=\s*(?:[.;]|$))",
        r"\1 is not allowed",
        re.IGNORECASE,
    ),
    (
        r"\b(?:should|must|will|shall)\s+(?:fail|be\s+failed)(?:\s+(?:the\s+)?(?:validation|check))?\b",
        "are rejected",
        re.IGNORECASE,
    ),
    # "Old IDs without the hyphen are rejected": the character is demanded
    (
        r"(?:^|(?<=\.\s))(?:[\w-]+\s+){0,3}?(?:without|lacking|missing|with\s+no)\s+(?:the\s+|an?\s+)?"
        r"(hyphen|dash|slash|underscore|colon|@|at\s+sign)\s+" + _IS_REFUSED + r"(?=\s*+(?:[.;]|$))",
        r"must contain a \1",
        re.IGNORECASE,
    ),
    (  # "Codes with a slash are rejected": the character is refused
        r"(?:^|(?<=\.\s))(?:[\w-]+\s+){0,3}?(?:with|containing|having)\s+(?:the\s+|an?\s+|any\s+)?"
        r"(hyphens?|dash(?:es)?|slash(?:es)?|underscores?|colons?|@|at\s+signs?)\s+"
        + _IS_REFUSED
        + r"(?=\s*+(?:[.;]|$))",
        r"must not contain \1",
        re.IGNORECASE,
    ),
    # Blind batches 70 and 71. A US hospital's policy and French/Spanish speakers' English: "It is forbidden
    # that …", "It is forbidden to put X in the field", "is not permitted to put X", "Staff must not enter X
    # in the … field": X is refused. People or a field named before the verb go with it.
    (r"\bit\s+is\s+(?:forbidden|prohibited|interdicted)\s+that\s+", "It is not allowed that ", re.IGNORECASE),
    (r"\b(?:it\s+)?is\s+(?:forbidden|prohibited|interdicted)\s+to\s+(?=[a-z])", "must not ", re.IGNORECASE),
    (r"\b(?:is|are)\s+not\s+permitted\s+to\s+(?=[a-z])", "must not ", re.IGNORECASE),
    (r"\b(before|after)\s+of\s+(?=\d)", r"\1 ", re.IGNORECASE),  # "before of 1450"
    # "Must start with a capital letter and digits are not allowed": a rule, then a refusal of its own (the
    # refused things are those after "and", not the capital letter)
    (
        r"\b((?:must|shall|should|has\s+to|have\s+to|needs?\s+to)\s+[^.;]{1,60}?)\s*,?\s+and\s+(?!\d)"
        r"(?=(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:are|is)\s+(?:not\s+(?:allowed|permitted|accepted)|forbidden|prohibited"
        r"|rejected|refused|invalid)\b)",
        r"\1; ",
        re.IGNORECASE,
    ),
    (
        r"^\s*(?:as\s+per|per|according\s+to)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?policy\s*,\s*",
        "",
        re.IGNORECASE,
    ),
    # "must respect the format https://...", "It is forbidden to register an address in http://": how it
    # starts
    (
        r"\b(?:respect|follow|have|use)\s+the\s+format\s+((?:https?|ftp)://)\.{2,3}",
        r"start with \1;",
        re.IGNORECASE,
    ),
    (
        r"\bmust\s+not\s+(?:register|enter|put|use|give)\s+(?:an?\s+)?(?:address|url|link|site)(?:es|s)?\s+"
        r"(?:in|with|using|on|starting\s+with)\s+(https?|ftp)(?:://|\b(?!:))",
        r"must not start with \1://",
        re.IGNORECASE,
    ),
    # "It is forbidden to put the character @ in the login", "… to put N/A or TBD as the brand of the
    # product": a character put in the field is refused as a part, values put as the field as the value
    (
        r"\bmust\s+not\s+(?:put|enter|write|type|insert|use)\s+(?:the\s+(?:characters?|signs?|symbols?)\s+)?"
        r"(\"[^\"]{1,10}\"|'[^']{1,10}'|[^\w\s]{1,3})\s+(?:in|into|inside)\s+(?:the|an?|your)\s+[\w\s'-]{1,60}?(?=\s*(?:[.;]|$))",
        r"must not contain \1",
        re.IGNORECASE,
    ),
    # "Must not use 0 as the first character", "… as the last digit", "must not be 0 in the first position":
    # the value's start or end is refused
    (
        r"\b(?:must\s+not|do\s+not|don't|never|cannot|can't|may\s+not|should\s+not)\s+(?:put|enter|write|type|use|have|be)\s+"
        r"(\"[^\"]{1,10}\"|'[^']{1,10}'|(?-i:[A-Z0-9][A-Z0-9-]{0,4})\b|[^\w\s\"']{1,3})"
        r"\s+(?:as|for|in)\s+(?:the|its|your)\s+(?:(first|leading|initial|opening)|(last|final|trailing|closing))\s+"
        r"(?:characters?|chars?|digits?|letters?|symbols?|positions?|places?|numbers?|numerals?)\b",
        _placed_refused,
        re.IGNORECASE,
    ),
    (
        r"\bmust\s+not\s+(?:put|enter|write|type|use)\s+((?:[\w/-]+|\"[^\"]+\"|'[^']+')(?:\s*(?:,|\bor\b)\s*(?:[\w/-]+|\"[^\"]+\"|'[^']+')){0,5})"
        r"\s+as\s+(?:the|an?|your)\s+(?!(?:first|leading|initial|last|final|trailing|\d+(?:st|nd|rd|th)|second|third)\s+"
        r"(?:characters?|chars?|digits?|letters?|symbols?|positions?|places?|numbers?|numerals?)\b)"
        r"[\w\s'-]{1,60}?(?=\s*(?:[.;]|$))",
        r"must not be \1",
        re.IGNORECASE,
    ),
    # "Password: 10 characters or more, with 1 uppercase letter + 1 digit": beside a least length, the counts
    # of classes are the least each must hold (not the value's layout)
    (
        r"\b((?:at\s+least|min(?:imum)?\.?)\s+\d+\s+(?:characters?|chars?)|\d+\s+(?:characters?|chars?)\s+"
        r"(?:or\s+(?:more|longer)|min(?:imum)?\b|and\s+(?:up|above|over|more)))\s*,?\s+with\s+"
        rf"({_HELD_COUNT}(?:\s*(?:,|\+|&|\band\b)\s*{_HELD_COUNT})*)",
        lambda m: (
            f"{m.group(1)}, with "
            + " and ".join(
                "at least " + rx.sub(r"^(?:an?|one)\b", "1", c, flags=re.IGNORECASE)
                for c in rx.findall(_HELD_COUNT, m.group(2), re.IGNORECASE)
            )
        ),
        re.IGNORECASE,
    ),
    # "Must contain none of #, % or &", "should include none of these characters: …": each refused in the
    # value
    (
        r"\b(?:(?:must|should|shall|may|can)\s+)?(?:contain|include|have)s?\s+none\s+of\s+"
        r"(?:(?:the\s+following|these|those)(?:\s+(?:characters?|symbols?|signs?|words?))?\s*:?\s*)?(?=\S)",
        "must not contain ",
        re.IGNORECASE,
    ),
    (  # "spaces are not allowed, so the word 'van der' is not allowed": a kind of character refused is a rule
        # of its own beside the word
        r"(\b(?:(?:lower[- ]?case|upper[- ]?case|capital|special)\s+)?(?:characters?|letters?|lower[- ]?case"
        r"|upper[- ]?case|capitals?|numbers?|digits?|numerals?|spaces?"
        r"|symbols?|punctuation|blanks?|hyphens?|dash(?:es)?)\s+(?:are|is)\s+not\s+(?:allowed|permitted|accepted))"
        r"\s*,\s*so\s+(?=(?:the\s+)?(?:words?|phrases?|terms?)\s+['\"])"
        # (the word refused for its case, "lowercase letters are not allowed, so the word 'gmbh' …", is the
        # case refused: 'GMBH' is fine)
        r"((?:the\s+)?(?:words?|phrases?|terms?)\s+(?:'[^']{1,30}'|\"[^\"]{1,30}\")"
        r"(?:\s*(?:,\s*(?:or\s+|and\s+)?|or\s+|and\s+)(?:'[^']{1,30}'|\"[^\"]{1,30}\")){0,5}\s+(?:is|are)\s+not\s+"
        r"(?:allowed|permitted|accepted)(?:\s+(?:either|too))?(?=\s*(?:[.;,]|$)))?",
        _class_then_word,
        re.IGNORECASE,
    ),
    # "the word 'Postfach' is not allowed in the street field", "PO boxes are not allowed, so the word …": a
    # word refused is refused inside the value, not only as the whole of it (the reason before "so" goes)
    (
        # (a reason that names a kind of character is a rule of its own and stays; a word refused "at the
        # start", "alone", "as the whole name", "in lowercase" is no word refused anywhere)
        r"(?:\b(?![^,.;:]{0,40}?\b(?:characters?|letters?|lower[- ]?case|upper[- ]?case|capitals?|numbers?"
        r"|digits?|numerals?|spaces?|symbols?|punctuation|blanks?|hyphens?|dash(?:es)?)\b)"
        r"[^,.;:]{1,40}?\s+(?:are|is)\s+not\s+(?:allowed|permitted|accepted)\s*,\s*so\s+)?"
        r"\b(?:the\s+)?(words?|phrases?|terms?)\s+((?:'[^']{1,30}'|\"[^\"]{1,30}\")"
        r"(?:\s*(?:,\s*(?:or\s+|and\s+)?|or\s+|and\s+)(?:'[^']{1,30}'|\"[^\"]{1,30}\")){0,5})"
        r"\s+(?:is|are)\s+(?:not\s+(?:allowed|permitted|accepted)|forbidden|prohibited)"
        r"(?:\s+(?:in|inside|within)\s+(?:the|this)\s+(?:[\w-]+\s+){0,2}?(?:field|value|text|name|column))?\b"
        r"(?=\s*(?:[.;,!()]|$)|\s+(?:either|too|anywhere|at\s+all|any\s*more)\b)",
        r"must not contain the \1 \2",
        re.IGNORECASE,
    ),
    # "must not put the words 'prueba' or 'test'": each word is refused
    (
        r"\bmust\s+not\s+(?:put|enter|write|use|type|insert)\s+(?=the\s+words?\b)",
        "must not contain ",
        re.IGNORECASE,
    ),
    # "must not contain the words FREE or SALE": the words, unquoted capitals
    (
        r"\b(the\s+words?\s+)((?-i:[A-Z][A-Z0-9]+)(?:\s*(?:,|\bor\b|\band\b)\s*(?-i:[A-Z][A-Z0-9]+))+)\b",
        lambda m: m.group(1) + rx.sub(r"(?-i:[A-Z][A-Z0-9]+)", lambda w: f"'{w.group(0)}'", m.group(2)),
        re.IGNORECASE,
    ),
    # "must not contain the words test or dummy, in any case": the words in lower case, before a stop
    (
        r"\b(the\s+words\s+)((?-i:[a-z][a-z0-9]+)(?:\s*(?:,|\bor\b|\band\b)\s*(?!or\b|and\b)(?-i:[a-z][a-z0-9]+))+)"
        r"(?=\s*(?:[,.;(]|$))",
        lambda m: (
            m.group(1)
            + rx.sub(r"(?<![\w'])(?!or\b|and\b)(?-i:[a-z][a-z0-9]+)", lambda w: f"'{w.group(0)}'", m.group(2))
        ),
        re.IGNORECASE,
    ),
    (
        r"\b(must\s+not|cannot|may\s+not|should\s+not|shall\s+not|must\s+never|should\s+never)\s+contain\s+"
        r"(?:any\s+of\s+)?the\s+(?:words?|phrases?|terms?|strings?|texts?)\s+((?:'[^']{1,30}'|\"[^\"]{1,30}\")"
        r"(?:\s*(?:,\s*(?:or\s+|and\s+)?|or\s+|and\s+)(?:'[^']{1,30}'|\"[^\"]{1,30}\")){1,5})"
        r"(\s*\(?\s*(?:in\s+any\s+case|case[- ]insensitive(?:ly)?|ignoring\s+case|regardless\s+of\s+case)"
        r"\s*\)?)?",
        _each_word,
        re.IGNORECASE,
    ),
    (
        r"\b(then|after\s+that|after\s+it|followed\s+by)\s+between\s+(\d+)\s+and\s+(\d+)\s+(?=digits|letters|characters)",
        r"\1 \2 to \3 ",
        re.IGNORECASE,
    ),
    # "should to have the series letter F or B, and after it 8 digits": either start, then the count
    (
        r"\b(?i:must|should|shall)\s+(?i:to\s+)?(?i:be|have|start\s+with|begin\s+with)\s+(?i:the\s+|a\s+)?"
        r"(?i:series\s+|prefix\s+)?(?i:letters?\s+)?([\"']?)([A-Z0-9]{1,4})\1\s+or\s+([\"']?)([A-Z0-9]{1,4})\3\s*,?\s+(?:and\s+)?"
        r"(?:followed\s+by|then|after\s+(?:it|that|this))\s+(\d{1,3}(?:\s*(?:-|to)\s*\d{1,3})?\s+(?:digits|letters|characters))\b",
        r'must be either "\2" followed by \5 or "\4" followed by \5',
    ),
    # "Staff must not enter a name that is longer than 40 characters": the value must not be so
    (
        r"\b(must|may|shall|should)\s+not\s+(?:enter|put|register|write|type|insert|record|use|give)\s+(?:an?|the|any)\s+"
        r"[\w-]+(?:\s+[\w-]+){0,4}?\s+(?:that|which)\s+(?:(is|are)|(has|have))\s+",
        lambda m: f"{m.group(1)} not {'be' if m.group(2) else 'have'} ",
        re.IGNORECASE,
    ),
    (  # "must not plan it in the past": the date must not be there
        r"\bmust\s+not\s+(?:plan|put|set|schedule|place|enter|register|date)\s+(?:it|them)\s+(?=in\s+the\s+(?:past|future)\b)",
        "must not be ",
        re.IGNORECASE,
    ),
    (
        r"(^|[,;]\s*(?:and\s+)?|\band\s+)(?:in\s+the\s+[\w\s-]{1,50}?\s+)?(?:(?:staff|users?|you|we|vendors?|employees"
        r"|operators|clerks|people|it|they)\s+)?(?:must|may|shall|should)\s+not\s+(?:enter|put|register|write|type"
        r"|insert|record|key\s+in|fill\s+in|use|input)\s+"
        r"((?:(?!\b(?:because|since|as|not|that|which|unless|except|if|when)\b)[^,;.'\"]|'[^']{0,20}'|\"[^\"]{0,20}\""
        r"|,\s*(?=['\"])){1,80}?)"
        r"(?:\s+(?:in|into|on|for)\s+(?:the|this|that|a|an)\s+(?!(?:past|future)\b)[^,;.]{1,60}?)?"
        r"(?=\s*(?:[,;.]\s+(?!['\"])|[,;.]?$|\s+because\b))",
        lambda m: f"{'; ' if m.group(1) else ''}{m.group(2)} are not allowed",
        re.IGNORECASE,
    ),
    # "… is obligatory that it not starts with X": it must not
    (
        r"\b(it|they)\s+not\s+(start|begin|end|contain|include|have|exceed|use|point)(?:s|es)?\b",
        r"\1 must not \2",
        re.IGNORECASE,
    ),
    # Terse ticket titles: "reject blank supplier name", "Reject N/A, NA, TBD, TBC in supplier tax ID"
    (
        r"^\s*reject\s+(?:any\s+|a\s+)?(?:blank|empty|missing)\s+[\w\s-]{1,40}$",
        "must not be empty",
        re.IGNORECASE,
    ),
    (
        r"^\s*(?i:reject)\s+((?:[A-Z?/.-]{1,6}\s*(?:,|\bor\b)\s*)+[A-Z?/.-]{1,6})\s+(?i:in\s+[\w\s-]{1,40})$",
        r"must not be \1",
    ),
    # "'SKU-' prefix then 6 digits", "badge id = E + 5-6 digits": the prefix, then the count
    (
        r"(['\"][^'\"]{1,10}['\"])\s+prefix\s*,?\s+(?:then|followed\s+by|and\s+then)\s+(?=\d)",
        r"must start with \1 followed by ",
        re.IGNORECASE,
    ),
    (r"(?<==)\s*([A-Z]{1,4})\s*\+\s*(?=\d)", r' "\1" + ', 0),
    # 「「E+6桁の数字」」: the prefix quoted with the layout (the full-width plus is read as "+");
    # 「数字6桁(半角)」: digits are half-width already
    (r"「([A-Za-z0-9-]{1,6})\s*\+\s*(\d+\s*桁の数字|数字\s*\d+\s*桁)」", r"「\1」+\2", 0),
    # (「数字3桁(半角で)」, 「(半角で入力)」: the same note said as an instruction)
    (r"(\d+\s*桁の数字|数字\s*\d+\s*桁)\s*\(半角(?:で|にて)?(?:入力|記入)?\)", r"\1", 0),
    # "must start with +49 and after it only digits are allowed": the digits follow the prefix
    (
        r"\b((?:start|begin)s?\s+with\s+\S+)\s*,?\s+and\s+(?:after\s+(?:it|that|this|the\s+prefix)\s*,?\s+|then\s+|thereafter\s+)"
        r"only\s+(digits|numbers|numerals|letters)(?:\s+(?:are|may)\s+(?:be\s+)?(?:allowed|permitted|accepted|follow))?\b",
        r"\1 followed by \2 only",
        re.IGNORECASE,
    ),
    # "must begin with GB and contain exactly 9 digits after it", "start with X and have 6 digits after that":
    # the count follows the prefix
    (
        r"\b((?:start|begin)s?\s+with\s+\S+)\s+and\s+(?:then\s+)?(?:contain|have|has|include)s?\s+"
        r"((?:exactly\s+)?\d+\s+(?:[a-z-]+\s+)?(?:digits?|letters?|characters?|numerals?))\s+"
        r"(?:after\s+(?:it|that|this|the\s+prefix)|thereafter|afterwards?)\b",
        r"\1 followed by \2",
        re.IGNORECASE,
    ),
    # A trading company's 規程 in stiff written style: 「…とすべし」, 「…を要す」, 「…を禁ず」, 「正しきこと」
    (r"とすべし", "とする"),
    (r"(?:たる|である)(?:べし|ことを要す(?:る)?)", "であること"),
    (r"(?:を|が)\s*要す(?:る)?(?=\s*(?:[。、]|$))", "が必要"),
    (r"正しき(?=こと)", "正しい"),
    # (「半角文字を含むことを認めない」, 「…を含むのは許可しない」: the same refusal, said with another verb)
    (
        r"を含む(?:こと|の)\s*(?:を|は)\s*(?:禁ず(?:る)?|禁じ(?:る)?|禁止(?:する)?|不可|認めない|認めません|認められない"
        r"|許可しない|許可しません|許容しない|許容しません)",
        "を含まない",
    ),
    (
        r"\s*(?:を|と)\s*(?:用いる|使う|使用する|登録する|入力する|記入する|設定する)(?:こと|の)\s*(?:を|は)\s*"
        r"(?:禁ず(?:る)?|禁じ(?:る)?|禁止(?:する)?|不可|認めない(?:もの)?|認めません|認められない)",
        "は不可",
    ),
    (r"(?:を|は)?\s*禁(?:ず|じ)(?:る)?(?=\s*(?:[。、,]|$))", "は禁止"),
    # 「先頭を「X」以外とすることは不可」: anything else there refused, that one demanded
    (
        r"(先頭|末尾)\s*を\s*([0-9A-Za-z]{1,3}|「[^」]{1,10}」)\s*以外\s*(?:と|に)\s*(?:すること|するの|したもの)\s*(?:は|も)\s*"
        r"(?:不可|禁止|NG|エラー|ダメ|だめ|認め(?:ない|ません|られない)|でき(?:ない|ません))",
        r"\1は\2であること",
    ),
    (r"(先頭|末尾)\s*を\s*([0-9A-Za-z]{1,3}|「[^」]{1,10}」)\s*以外\s*(?:とする|にする)?", r"\1は\2以外"),
    (r"(「[^」]{1,10}」|\d{1,2}\s*(?:文字|桁))\s*(?:に|、)\s*続(?:き|いて)\s*、?", r"\1の後に"),
    (r"(?:(?:先頭|末尾|最初の|最後の)\s*1\s*桁(?:の|は|が)?\s*)?(?:検査用数字|検査数字)", "チェックデジット"),
    (
        r"^([^()、。]{1,30}?)\((?:千円|百万円|万円|円|千|万|\d{1,9}円?)単位\)",
        r"\1",
    ),  # 「与信限度額(千円単位)は」: its unit
    # A PTA guide: 「…のご登録はお控えください」: refused
    (
        r"\s*(?:との?|の)?\s*(?:ご|お)?(?:登録|使用|入力|記入|利用)?\s*(?:は|を)?\s*お控え(?:ください|下さい|願います"
        r"|いただきますよう(?:お願い(?:いたします|致します|します))?)",
        "は不可",
    ),
    # Call-centre chat: 「…は弾いてください」, 「…は通さないで」: refused (not 「弾かないで」, 「通して」)
    (
        r"\s*(?:は|を|も)?\s*(?:(?:バリデーション|入力チェック|チェック|システム)\s*で\s*)?(?:弾|はじ)"
        r"(?:いて(?:ください|下さい|ね|おいて(?:ください|下さい)?)?|く(?:こと|方向で|ように(?:したい|して(?:ください)?))?"
        r"|きたい(?:です)?)(?=[\s。!！🙏~〜]|$)"
        r"|\s*(?:は|を|も)?\s*通さ(?:ないで(?:ください|下さい|ね)?|ない(?:こと)?)(?=[\s。!！🙏~〜]|$)",
        "は不可",
    ),
    # 「郵便番号は7桁の数字。ハイフンを入れる場合は3桁-4桁」: a layout for the values that hold a mark, beside
    # the one for the rest, which one rule cannot keep (read alone, both were demanded of every value)
    (
        r"(?:ハイフン|スペース|空白|記号|英字|スラッシュ|ドット|「[^」]{1,10}」)\s*を\s*(?:入力する|入れる|付ける|つける|使う|含める)"
        r"\s*(?:場合|なら|とき|時)\s*(?:は|には)?\s*(?=[^。]{0,20}?\d\s*(?:桁|文字))"
        r"(?![^。]*(?:エラー|NG|不可|ダメ|だめ|駄目|禁止))[^。]{1,40}",
        _cannot_keep,
    ),
    # 「20歳未満だと契約できないので弾いてください」, 「全角だと読めないので…」,
    # 「100個以上だと一度に出荷できないので分けて登録してください」: what follows 「だと」 up to 「ので」 is
    # why it is refused, whatever cannot be done and however the request after it is put (not one naming a
    # count or a literal of its own)
    (
        r"だと[^、。,()]{1,24}?(?:ない|ません|困る|困ります)(?:ので|から)\s*[、,]?\s*"
        r"(?:は不可|[^。\d「」()]{0,24}?(?:ください|下さい|お願いします|願います|ほしい|欲しい))",
        "は不可",
    ),
    # An e-commerce error catalogue: 「エラー: 注文番号が不正です(「ORD」の後に数字10桁で入力してください)」:
    # the bracket says the rule; a bracket that gives a reason or points elsewhere goes
    (r"^\s*エラー\s*:\s*", ""),
    (r"空欄に(?:は)?(?:できません|できない)", "空欄不可"),
    # 「…を含む登録は不可のこと」: a refusal, in a memo's voice
    (r"(不可|禁止)\s*の\s*こと(?=\s*(?:$|[。、]))", r"\1"),
    # 「「99」(その他)と「00」(未設定)は…」: a gloss after a quoted value names it, no condition
    (
        r"(?<=」)\s*\((?![^()]*(?:大文字|小文字|区別|全角|半角|含|以外|不可|禁止|NG|のみ|だけ|以上|以下|未満|以内|\d))"
        r"[^()「」]{1,12}\)(?=\s*(?:と|、|・|や|は|を|が|「))",
        "",
    ),
    # 「先頭が20~29のもの(インストアコード)は登録不可」: a gloss naming the values refused, no condition
    (
        r"(?:(?<=のもの)|(?<=の値)|(?<=のコード))\s*\((?![^()]*(?:大文字|小文字|区別|全角|半角|含|以外|不可|禁止|NG|のみ|だけ|以上|以下"
        r"|未満|以内|\d))[^()「」]{1,15}\)(?=\s*(?:は|も))",
        "",
    ),
    (  # 「商品名に「送料無料」は入力できません」: what cannot be put into the field is refused as a part
        r"^([^「」、。に]{1,20}?)(?<!先頭)(?<!末尾)(?<!最初)(?<!最後)(?<!頭)(?<!尾)(?<!目)に\s*((?:「[^」]{1,20}」\s*(?:や|と|、|・)?\s*){1,6}?)\s*(?:は|を)\s*"
        # (「取引先名称に「株式会社」「(株)」は入れないでください」: put into it)
        r"(?:(?:入力|記入|使用|登録|設定)(?:できません|できない|不可)|入れ(?:ない|ません)|含め(?:ない|ません))",
        # (「ロケーションコードに「未定」「なし」「-」は登録不可」: placeholders refused are whole values)
        lambda m: m.group(0) if _all_placeholders(m.group(2)) else f"{m.group(1)}は{m.group(2)}を含まない",
    ),
    (r"\s*\(\s*[^()]{1,60}?(?:ため|ので|から|ご利用ください|ご利用下さい)\s*\)\s*$", ""),
    (r"(?:が|は)\s*不正です\s*\(([^()。]{1,80}?)で(?:入力|記入|登録)して(?:ください|下さい)\)", r"は\1"),
    (r"(は必須(?:です)?)\s*\(([^()]{1,80}?)で(?:入力|記入|登録)して(?:ください|下さい)\)", r"\1。\2"),
    # A municipal 項目定義書: 「項目名:施設番号 データ型:文字列 入力規則:…」: the labels go
    (r"(?:^|\s)項目名\s*:\s*[^\s。]{1,30}\s*", " "),
    (r"(?:^|\s)データ型\s*:\s*[^\s。]{1,20}\s*", " "),
    (r"(?:^|\s)桁数\s*:\s*(\d{1,4})(?:\s*桁)?\s*", r" \1文字以内、"),
    (r"(?:^|\s|(?<=、))(?:入力規則|備考)\s*:\s*", " "),
    # 「英数字しか使えません」: しか…ない says only, not a refusal
    (
        r"しか\s*(?:使え|使用でき|入力でき|登録でき|入れられ|認められ|許可され|受け付けられ)(?:ない|ません)"
        r"(?:です)?",
        "のみ可",
    ),
    # Dutch/Nordic English: "maximal 20 signs", "minimal 1 capital letter", "It must be so that …"
    (r"\bminimal(?:ly)?\s+(?=\d)", "at least ", re.IGNORECASE),
    (r"\bmaximal(?:ly)?\s+(?=\d)", "at most ", re.IGNORECASE),
    # "2 signs after the comma" are decimal places; "3 signs before the comma" (the whole part) cannot be said
    (
        r"(?<=\d)\s+signs\s+(?=after\s+the\s+(?:comma|decimal\s+(?:point|comma|separator)|point|dot)\b)",
        " digits ",
        re.IGNORECASE,
    ),
    (
        r"[^.;]*\d\s+signs\s+before\s+the\s+(?:comma|decimal\s+(?:point|comma|separator)|point|dot)\b[^.;]*",
        _cannot_keep,
        re.IGNORECASE,
    ),
    (r"(?<=\d)\s+signs\b", " characters", re.IGNORECASE),
    # ISO English: "NOTE 1 Numeric-only names are typically internal codes …" informs; a note that says
    # must, not, only, allowed or rejected, or names a number or a value, is kept as a rule
    (
        r"(?:^|(?<=[.;]))\s*(?-i:NOTE)\s*\d{0,2}\s*[:.]?\s+(?![^.;]*(?:\b(?:must|shall|should|not|no|never|required|mandatory"
        r"|allowed|permitted|accepted|acceptable|rejected|refused|invalid|forbidden|prohibited|at\s+(?:least|most)"
        # a note that names a number, a bound or a quoted value states a rule too ("NOTE: Max 40 characters")
        r"|max(?:imum)?|min(?:imum)?|exactly|up\s+to|between|(?:is|are)\s+(?:an?\s+)?error)\b"
        r"|(?<![\w-])only\b|n't|\d|['\"]))[^.;]*[.;]?",
        "",
        re.IGNORECASE,
    ),
    # "1st 2 digits = distributor id, 10 to 23": the first ones, written short
    (r"\b1st\s+(?=\d\s+(?:digits|characters|chars|letters)\b)", "first ", re.IGNORECASE),
    # 「10桁の数字(先頭は都道府県番号01~47)」: what the value starts with, said in brackets after its count,
    # is a condition of its own
    (
        r"(?:(?<=桁)|(?<=数字)|(?<=文字))\s*\(\s*(先頭\s*(?:\d\s*桁)?\s*(?:は|が)[^()、。]{1,30}?)\s*\)(?=\s*(?:[。、]|$))",
        r"、\1",
    ),
    # 「先頭2桁は20から29までのこと」, "the first 2 digits must be between 20 and 29": how the value starts
    # ("first 2 digits = distributor id, 10 to 23": what they stand for, then their range)
    (
        # (「先頭は都道府県番号01~47」: the width that of the numbers, what they stand for named before them)
        r"(先頭\s*(?:(\d)\s*桁)?\s*(?:は|が)\s*(?:[^\d、。()~]{1,12}?(?=\d{2}))?)(\d{1,4})\s*(?:から|~)\s*(\d{1,4})\s*(?:まで|の範囲|のいずれか)?(?:の(?:いずれか|範囲))?"
        r"(?:であること|のこと|とする|です)?(?=[、。)]|$)"
        r"|(\b(?:the\s+)?first\s+(\d)(?:\s+digits)?(?:\s+(?:must|should|shall|has\s+to|have\s+to)\s+be\s+|\s*[:=]\s*|\s+(?:are|is)\s+|\s+))"
        r"(?:(?-i:[a-z])[a-z]+(?:\s+(?-i:[a-z])[a-z]+){0,3}\s*,\s*)?(?:between|from|in\s+the\s+range)?\s*"
        r"(\d{1,4})\s*(?:and|to|-|through|thru)\s*(\d{1,4})\b(?:\s+inclusive)?(\s*,\s*(?:and\s+)?)?",
        _leading_range,
        re.IGNORECASE,
    ),
    # ISO English: "one uppercase Latin letter", "one decimal digit", "shall conform to the pattern: 1 …"
    (r"\b(?:Latin|Roman)\s+(?=(?:letters?|characters?|alphabet)\b)", "", re.IGNORECASE),
    (r"\b((?:1|a|an|one)\s+)decimal\s+(?=digit\b)", r"\1", re.IGNORECASE),
    (
        r"\b(must|shall|should)\s+(?:conform\s+to|comply\s+with|follow|match)\s+the\s+(?:pattern|format|structure|layout)"
        r"\s*:\s*(?=\d+\s+[a-z])",
        r"\1 be ",
        re.IGNORECASE,
    ),
    # "lie in the closed interval [2000, 2050]", "(0, 1]": the bounds and which ends are in
    (
        r"\b(?:lie\s+|be\s+)?(?:with)?in\s+the\s+(?:(?:closed|open|half-open)\s+)?(?:interval|range)\s*"
        rf"([\[(\]])\s*({_NUM})\s*[,;]\s*({_NUM})\s*([\])\[])",
        _interval,
        re.IGNORECASE,
    ),
    # "Vendors must not leave the Product Title empty": a value is required; "… empty if the supplier is in
    # the EU": a condition the rule cannot keep, refused
    (
        r"\b(?:must|may|shall|should|can)\s*not\s+leave\s+[^.;]{0,60}?\b(?:empty|blank|unfilled)\b"
        r"(?=[^.;]*?\b(?:if|when|whenever|unless|while|provided|once|in\s+case)\b)[^.;]*",
        _cannot_keep,
        re.IGNORECASE,
    ),
    (
        r"\b(?:must|may|shall|should|can)\s*not\s+leave\s+(?:the\s+|this\s+|an?\s+)?(?:[\w'-]+\s+){0,5}?(?:empty|blank|unfilled)\b",
        "must not be empty",
        re.IGNORECASE,
    ),
    # An auditor's finding: "Finding 3: … were entered with private addresses. Going forward, the field
    # must …": what went wrong is the background, the rule starts after "Going forward"
    (
        r"^(?:(?:audit\s+)?(?:finding|observation|issue)\s*(?:no\.?\s*)?\d{0,4}\s*:\s*.{1,300}?[.;]\s+)?"
        r"(?:going\s+forward|from\s+now\s+on|henceforth|from\s+here\s+on)\s*,\s*",
        "",
        re.IGNORECASE,
    ),
    # Meeting minutes: 「…とすることで合意。」, 「…は不可とする旨確認。」: what was agreed is the rule
    (
        r"(とする)?\s*(?:こと\s*(?:で|を|に)|旨(?:を)?)\s*(?:合意|確認|決定|了承|決議)(?:した|しました|済み?|された|とする)?"
        r"\s*(?=。|$)",
        _agreed,
    ),
    # 「…より前の日付はまちがいなので入れないでね」: the reason between the thing and its refusal
    (r"(?<=[はも])\s*(?:まちがい|間違い|誤り|無効|エラー)(?:なので|だから|ですので)\s*[、,]?\s*", ""),
    (r"(?:^|(?<=。))\s*(?:それと|あと|それから|また)\s*[、,]\s*", ""),  # 「それと、…」: and also
    (
        r"^[^、。「」]{1,20}の(?:入力|登録|記入)(?:で|では|は|について)\s*[、,]\s*",
        "",
    ),  # 「誕生日の入力で、…」
    # 「…。例 ST204815 ○、st204815 [x-mark]」: a sheet's marked examples after the rule, not a condition
    (r"(?<=。)\s*例\s*:?\s*[^。]{1,80}?\s*[\u25cb\u25ce\u00d7][^。]{0,80}。?$", ""),
    # 「入居日です。…」: a first sentence that only names the field
    (
        r"^[^、。「」\d:]{1,30}?(?:日|名|番号|欄|アドレス|コード|URL|メール|年|金額|数|ID|区分)です。\s*(?=\S)",
        "",
    ),
    # "Hire date. Future dates are not permitted.": a first sentence that only names the field (not one that
    # names a class, "Alphanumeric code.", or a kind of value, "Even number.", "Month-end date.")
    (
        r"^(?:the\s+)?(?:(?!(?:must|should|shall|not|no|only|be|is|are|an?|any|all|valid|required|mandatory|optional"
        r"|future|past|unique|blank|empty|numeric|positive|negative|whole|max|min|phone|telephone|mobile|e-?mail"
        r"|web|postal|zip|post|jan|ean|gtin|upc|isbn|iban|corporate|invoice\s+registration)\b)[A-Za-z][\w'-]*\s+){0,3}"
        r"(?:date|name|code|number|ID|amount|price|quantity|qty|year|title|value)\.\s+(?=(?-i:[A-Z]))",
        _label_sentence,
        re.IGNORECASE,
    ),
    # 「項目No.12 JANコード:…」: a specification's item number before the field's name
    (r"^\s*(?:項目)?\s*No\.\s*\d{1,4}\s+", ""),
    # A UK data dictionary's notation: "an8" is 8 characters of any kind, "max an35" up to 35, "an8-an12"
    # 8 to 12, "n6" exactly 6 digits, "max n3" up to 3 digits ("an..35" is EDIFACT's up to 35)
    (r"\ban\s*(\d{1,4})\s*-\s*an\s*(\d{1,4})\b", r"between \1 and \2 characters", re.IGNORECASE),
    (r"\bn\s*(\d{1,4})\s*-\s*n\s*(\d{1,4})\b(?!\s*(?:characters|digits))", r"between \1 and \2 digits"),
    (r"\b(?:max(?:imum)?\.?\s+an\s*|an\.\.)(\d{1,4})\b", r"at most \1 characters", re.IGNORECASE),
    (r"\b(?:max(?:imum)?\.?\s+n\s*|n\.\.)(\d{1,4})\b", r"at most \1 digits", re.IGNORECASE),
    (r"(?<=:)\s*an(\d{1,4})\b", r" exactly \1 characters"),
    (r"(?<=:)\s*n(\d{1,4})\b", r" exactly \1 digits"),
    (r"\bCCYY(?=[-/]?MM)", "YYYY"),
    # "Reject any address ending in @gmail.com or @yahoo.co.jp": an address ending in "@" and a domain
    # is on that domain
    (
        r"\b(must|should|has\s+to|have\s+to)\s+end\s+(?:in|with)\s+(?=@[a-z0-9-]+\.[a-z])",
        r"\1 be on ",
        re.IGNORECASE,
    ),
    (r"\b(?:ending|ends?)\s+(?:in|with)\s+(?=@[a-z0-9-]+\.[a-z])", "on ", re.IGNORECASE),
    # 「会社ドメインを入れること」: an address on the company's domain (none named), not the word
    (
        r"(?:会社|自社|企業|法人)(?:の)?ドメイン(?:の(?:メール)?アドレス)?\s*を\s*"
        r"(?:入れ|入力し|登録し|使用し|使っ|使)(?:る|う|て)(?:こと|ください|下さい)?",
        "会社のメールアドレス",
    ),
    # "Field shall contain a business e-mail address": what the field holds is one, not a word it contains
    (
        r"\b((?:field|value|entry|column)\s+(?:must|should|shall|has\s+to|needs?\s+to))\s+(?:contain|hold|have)\s+"
        r"(?=(?:an?|one)\s+(?:(?:valid|business|company|corporate|work|proper|well-formed)\s+)*"
        r"(?:e-?mail(?:\s+address)?|url|web\s+address|link)\s*(?:[.;,]|$))",
        r"\1 be ",
        re.IGNORECASE,
    ),
    # "the field must contain an address on the company domain @…": an address on a domain, not the word
    (
        r"\b(must|should|shall|has\s+to|have\s+to|needs?\s+to)\s+(?:contain|hold|have|be|use)\s+an?\s+(?:(?:e-?mail|valid)\s+)?"
        r"address(?:es)?\s+(?:on|at|from|in|with|under)\s+",
        r"\1 be on ",
        re.IGNORECASE,
    ),
    # 「「株式会社」及び「有限会社」の文字を含めない」: quoted words joined by 及び are one list
    (  # 「「-」及び「/」を含むこと」: both demanded, each its own condition
        r"(「[^」]{1,20}」)\s*(?:及び|および|並びに|ならびに|と)\s*(「[^」]{1,20}」)\s*(?:の両方)?を\s*(?:両方\s*)?(?=含(?:む|める))"
        r"(?![^。]*(?:不可|エラー|NG|禁止|できない|できません|ダメ|だめ|拒否|ない(?:こと|で)))",
        r"\1を含み、\2を",
    ),
    (r"」\s*(?:及び|および|並びに|ならびに)\s*「", "」「"),
    # 「数字6桁(8桁も可)」, 「6桁、8桁でも可」: a second length let in beside the first, either of them
    (r"(\d+\s*桁)\s*(?:\(|、)\s*(\d+\s*桁)\s*(?:でも|も)\s*(?:可|OK|許容|可能)\s*\)?", r"\1または\2"),
    # 「JANコード(短縮8桁も可)」: the short 8-digit form, which a JAN/EAN code already may take
    (
        r"((?:JAN|EAN|GTIN)(?:-?\d+)?(?:コード)?)\s*\(\s*(?:短縮(?:形|型|版)?\s*(?:の)?\s*)?8\s*桁(?:\s*(?:の|版|型))?"
        r"\s*(?:でも|も)\s*(?:可|OK|許容|可能)\s*\)",
        r"\1",
    ),
    # 「全角で入力、ただし数字は半角でも可」: full-width text, its digits of either width
    (
        r"(?<![半非])全角(?:文字)?(?:のみ|だけ)?\s*(?:で)?\s*(?:ご)?(?:入力|記入)?(?:して)?(?:ください|下さい|すること|し|する)?"
        r"\s*[、,(。]\s*(?:ただし|但し)\s*[、,]?\s*数字(?:のみ)?\s*は\s*半角\s*(?:で)?\s*も\s*(?:可|(?-i:OK)|よい|良い|構いません|かまいません)"
        r"\s*\)?",
        "全角文字と半角数字のみ",
    ),
    # 「全角で入力(ただし数字は半角)」, 「全角のみ、但し数字は半角」: full-width text, its digits half-width
    (
        r"(?<![半非])全角(?:文字)?(?:のみ|だけ)?\s*(?:で)?\s*(?:ご)?(?:入力|記入)?(?:して)?(?:ください|下さい|すること|し|する)?"
        r"\s*[、,(。]\s*(?:ただし|但し)\s*[、,]?\s*数字(?:のみ)?\s*は\s*半角(?![^、。()]{0,6}?も\s*(?:可|(?-i:OK)|よい|良い))"
        r"(?:で(?:入力|記入)?(?:すること|してください|ください|する|し)?|とする|とし)?\s*\)?",
        "全角文字と半角数字のみ、全角数字は不可",
    ),
    # 「住所カナは、数字は半角、カナは全角」: full-width katakana whose digits are half-width
    (
        r"数字は\s*半角\s*[、,]\s*(?:カナ|カタカナ)は\s*全角(?:カナ|カタカナ)?"
        r"|(?:カナ|カタカナ)は\s*全角(?:カナ|カタカナ)?\s*[、,]\s*数字は\s*半角",
        "全角カタカナと半角数字のみ、全角数字は不可",
    ),
    # 「全角のみでご入力ください(数字は不可)」: a class refused in brackets after the class let in
    (
        r"((?:全角|半角|カナ|かな|カタカナ|ひらがな|漢字|英字|英数字)[^()、。]{0,15}?)\s*\(\s*"
        r"((?:数字|英字|記号|スペース|空白|カナ|漢字)\s*(?:は|も)\s*(?:不可|禁止|(?-i:NG)|使用不可|使えません))\s*\)",
        r"\1、\2",
    ),
    # 「規格欄の数字は半角で入力し」: the digits the text holds are half-width (the text is not digits only)
    (
        r"(?:^|(?<=、)|(?<=。))(?:[^、。「」]{1,15}?欄の|(?![^、。「」]{0,15}(?:番号|コード|郵便|電話|FAX))[^、。「」]{1,15}の)?(?<!は)(?<!、)数字は\s*(?:必ず|すべて|全て)?\s*半角(?:で(?:入力|記入)?(?:し|する|すること|してください|のこと|ください)?"
        r"|とし|とする|とすること|のみ|だけ)?(?=、|。|$)",
        "全角数字は不可",
    ),
    # "…, no lower-case letters (Lawson label limit)": the system's limit the rule comes from, no condition
    (
        r"\s*\((?![^()]*\d)(?:[A-Za-z][\w/&'-]*\s+){0,4}(?:limits?|limitations?|constraints?|restrictions?"
        r"|requirements?)\)(?=\s*\.?\s*$)",
        "",
        re.IGNORECASE,
    ),
    # 「…を使用しないこと(テスト患者用に予約済みのため)。」: the reason in brackets at the end
    (r"\s*\([^()]{1,30}(?:のため|だから|なので|ですので)\)(?=\s*。?\s*$)", ""),
    # 「…以外とすること(999は廃止倉庫、000は未設定用)」, 「(この3部署は別マスタで管理)」: what the
    # values are for
    (
        r"\s*\((?![^()]*(?:桁|文字|以上|以下|以内|未満|超|のみ|だけ|不可|禁止|必須|NG|例|含|始ま|終わ|可|カナ|かな|半角|全角|英|数字|漢字))"
        r"[^()]{1,40}?(?:用|で管理|管理|扱い|を表す|を意味する|の意味)\)(?=\s*。?\s*$)",
        "",
    ),
    # 「…は禁止 ダミーなので」: a reason after the refusal, a note's last words
    (
        r"(?<=不可|禁止|NG|ダメ|だめ|必須|のみ)\s*[、,]?\s*[^、。「」()\s]{1,20}?(?:なので|のため|ですので|だから)\s*。?$",
        "",
    ),
    # 「「未定」「不明」のみとする入力は不可」: an entry of only these values is refused
    (r"のみ(?:とする|である|から成る|からなる)(?=(?:入力|登録|値|もの|データ))", "のみの"),
    # 「「錠」「カプセル」以外の値を認めない」: the values named are the only ones
    # 「以外の値は登録できません」 keeps its verb (「使用できない」 is said as 「入力できない」)
    (
        # (「「1」「2」「9」以外を認めない」: after quoted values, the noun may go unsaid)
        r"(?:以外の(?:値|入力|もの|データ|コード|区分|文字列)|(?<=」)\s*以外)(?:を|は|の)\s*(入力|登録|使用)?(?:は)?\s*"
        r"(?=(認めない|認めません|認められない|許容しない|許容しません|許可しない|許可しません|不可|禁止|できない|できません"
        r"|受け付けない|NG))",
        _other_values_refused,
    ),
    # 「「WH」の後に数字2桁を付したものとする」: the digits that follow
    (r"(\d+\s*(?:桁|文字))\s*を\s*(?:付した|付けた|つけた|付与した|続けた|加えた|連ねた)(?:もの)?", r"\1"),
    # 「空欄のまま登録することは認めない」: required
    (
        r"空(?:欄)?のまま(?:で)?(?:の)?(?:登録|保存|入力)(?:すること)?(?:は|を)?\s*"
        r"(?:認めない|認めません|認められない|禁止(?!(?:して|されて|では|じゃ)(?:い|おり|あり)?(?:ない|ません)))",
        "必須",
    ),
    # 「大文字を1つ以上、数字を1つ以上入れてください」: the verb at the end is said of both counts (a waiver,
    # 「入れなくてもよい」, of both too)
    (
        r"を\s*(\d+\s*(?:つ|個|文字|字)\s*以上)\s*、(?=[^、。]{1,20}?を\s*\d+\s*(?:つ|個|文字|字)\s*以上\s*"
        r"((?:入れ|含め|含ま|使わ)なくても(?:よい|いい|良い|構わない|かまわない|構いません|かまいません|可)))",
        r"を\1\2、",
    ),
    (
        r"を\s*(\d+\s*(?:つ|個|文字|字)\s*以上)\s*、(?=[^、。]{1,20}?を\s*\d+\s*(?:つ|個|文字|字)\s*以上\s*"
        r"(?:入れ|含|使)(?![^。]*(?:ない|なく|ず|不可|禁止|NG|ダメ|だめ|いけ)))",
        r"を\1含み、",
    ),
    (r"(」)\s*の\s*(?:文字列?|語|単語|言葉|表記)\s*(?=を\s*含|が\s*含|は\s*含)", r"\1"),
    # "cannot be N/A, TBD or a dash": the dash named in words is the value "-"
    (
        r"(\b(?:cannot|can't|(?:must|may|should)\s+not|never)\s+be\s+[^.;]{0,60}?)\b(?:a\s+(?:single\s+|lone\s+)?|just\s+a\s+)"
        r"(?:dash|hyphen)\b(?!\s*(?:,|and|then|followed|\d)|-)",
        r"\1-",
        re.IGNORECASE,
    ),
    # "cannot be blank, N/A or TBD": blank and the placeholders are both refused
    (
        r"\b((?:cannot|can't|(?:must|may|should)\s+not|never)\s+be)\s+(blank|empty)\s*,\s*"
        rf"(?={_PLACEHOLDER}(?:\s*+(?:,|\bor\b|\bnor\b|\band\b)\s*+(?:or\s+)?{_PLACEHOLDER})*\s*+[.;]?$)",
        r"\1 \2 and \1 ",
        re.IGNORECASE,
    ),
    # "… Enter the actual model number.": the request the refusal implies, no condition of its own
    (
        r"(?:(?<=\.)|\s*[,;])\s*(?:please\s+)?(?:enter|use|give|provide|type|put|key\s+in|choose|select|pick)\s+"
        r"(?:(?:the|a|an|your)\s+)?(?:actual|real|correct|proper|specific|valid)(?:\s+[a-z-]+){1,4}\.?$",
        "",
        re.IGNORECASE,
    ),
    # "Valid values: on or after 1 April 2020": a data dictionary's label before a condition
    (
        r"\b(?:valid|allowed|permitted)\s+values?\s*:\s*(?=(?:must|should|shall|on\s+or|any\b|no\b|not\b|between\b"
        r"|from\b|at\s+(?:least|most)|up\s+to|only\b|before\b|after\b|greater|less|more|fewer|within|exactly"
        r"|(?:an?|the)\s|['\"][^'\"]{1,20}['\"]\s+followed))",
        "",
        re.IGNORECASE,
    ),
    (r"(?:^|(?<=[.;]))\s*notes?\s*:\s*", " ", re.IGNORECASE),  # "… Notes: must not begin with a zero."
    (  # "Any value other than 'Y' or 'N' is rejected": what is left is what the value must be
        r"^(?:[^.;:]{0,20}:\s*)?any\s+(?:other\s+)?(?:code|value|entry|reason|status|text|input)s?\s+"
        r"(?:except|but|other\s+than|besides)\s+([^.;]{1,80}?)\s*,?\s+(?:is|are|will\s+be|gets?)\s+"
        r"(?:rejected|refused|not\s+(?:allowed|accepted|permitted|valid)|invalid|an\s+error)\s*\.?$",
        r"must be \1",
        re.IGNORECASE,
    ),
    (  # "Max 10 characters! No spaces.": an exclamation mark ends a sentence as a full stop does (not inside
        # a quoted text: "must not contain 'SALE! NOW'")
        r"(?<=[A-Za-z0-9)'\"])!+\s+(?=[A-Z0-9(\"'])",
        _exclamation_stop,
    ),
    # "Status: anything but BLOCKED or ARCHIVED is permitted (in the extract)": those refused, the rest let in
    (
        r"(?:^|(?<=[.!;]\s))(?:[^.;:!]{0,30}:\s*)?any(?:thing|\s+(?:code|value|entry|status))\s+"
        r"(?:except|but|other\s+than|besides)\s+"
        r"([^.;]{1,80}?)\s*,?\s+(?:is|are)\s+(?:permitted|allowed|accepted|acceptable|fine|ok(?:ay)?|valid)\b"
        r"(?:\s+(?:in|on|for)\s+[^.;]{1,60}?|\s+here)?"
        # "anything except CLOSED is fine here [closed depots go through the archive]": why, in brackets
        r"(?:\s*[\[(](?![^\[\]()]*\b(?:must|only|digits?|characters?|letters?|case)\b)[^\[\]()]{1,80}[\])])?"
        # "Anything but 999999 is fine as long as it has 6 digits": and the condition it must meet besides
        r"(?:\s+as\s+long\s+as\s+(?:it|the\s+value)\s+(?:has|contains|is)\s+"
        r"((?:exactly\s+)?\d+\s+(?:digits?|characters?|letters?)(?:\s+long)?))?\s*\.?$",
        lambda m: f"must not be {m.group(1)}" + (f"; must have {m.group(2)}" if m.group(2) else ""),
        re.IGNORECASE,
    ),
    # "any two-letter code except QC and NU": the kind of code, and the values refused among them
    (
        r"\bany\s+(\d+[- ](?:letter|digit|character|char)s?|numeric|alphabetic|alphanumeric|upper[- ]?case"
        r"|lower[- ]?case)\s+(?:code|value|entry)\s+(?:except|but|other\s+than)\s+",
        r"\1 code; must not be ",
        re.IGNORECASE,
    ),
    (
        r"\bany\s+(?:code|value|entry|reason|status|text)\s+(?:except|but|other\s+than)\s+",
        "must not be ",
        re.IGNORECASE,
    ),
    (r"\b(?:is|are)\s+no\s+longer\s+(accepted|allowed|permitted|valid|used)\b", r"is not \1", re.IGNORECASE),
    # 「…こと。注1)…」: a numbered note is a sentence of its own
    (r"(?:^|(?<=。))\s*(?:\(?注\s*\d{0,2}\s*\)|注\s*\d{0,2}\s*[:.])\s*", ""),
    # 「「CT」と数字の間のハイフンを省略しないこと」: the hyphen must be there
    (
        r"(?:[^、。]{0,20}?の)?(?<!末尾の)(?<!先頭の)(?<!最後の)(?<!最初の)(ハイフン|スペース|スラッシュ|「[^」]{1,6}」)\s*(?:は|を)\s*(?:省略|省か)\s*(?:しない|せず|ない)(?:こと|でください)?",
        r"\1を含む",
    ),
    # 「…次のいずれかのドメインのアドレスを記入すること。@a.jp、@b.jp。」: the domains listed after
    # the sentence
    (
        r"[^。]{0,40}?次の\s*(?:いずれか|どれか)\s*の\s*ドメイン([^。]{0,30})。\s*"
        r"((?:@?[a-z0-9-]+(?:\.[a-z0-9-]+)+\s*[、,・]\s*){0,5}@?[a-z0-9-]+(?:\.[a-z0-9-]+)+)\s*(?:。|$)",
        _listed_domains,
        re.IGNORECASE,
    ),
    # 「全角のみ(半角英数字・半角カナ[x-mark])」: what the bracket marks [x-mark] is refused, a clause of
    # its own
    # (not a bracket of marked examples: 「(例: A1234 [o] / 1234A [x-mark])」)
    (r"\s*\((?!\s*例)([^()\u00d7\u25cb\u25ce]{1,30}?)\s*\u00d7\s*\)", r"、\1は不可"),
    # Singapore English: "is must key in", "cannot leave empty", "cannot put any digits"
    (r"\b(?:is|are)\s+must\s+(?:key\s+in|fill(?:\s+in)?|enter|input)\b", "is required", re.IGNORECASE),
    (r"\bcannot\s+leave\s+(?:it\s+)?(empty|blank)\b", r"cannot be \1", re.IGNORECASE),
    (r"\bcannot\s+(?:put|key\s+in|got|have)\s+(?:any\s+)?(?=\S)", "must not contain ", re.IGNORECASE),
    # 「数字8けた」, 「先頭に0もつけないでね」: a care home's plain kana
    (r"(?<=\d)\s*けた", "桁"),
    (r"(?<=[0-9A-Za-z」])も(?=\s*(?:つけ|付け|入れ)ない)", "を"),
    # A foreign-owned company's katakana: 「10ケタ」, 「…でマスト」, 「ファーストキャラクターはゼロNG」
    (r"(?<=\d)\s*ケタ", "桁"),
    (r"(?<![\u30a0-\u30ff])マスト(?![\u30a0-\u30ff])", "必須"),
    # 「必須ではない」「マストじゃない」: not a must, so optional (no condition of its own)
    (r"必須\s*(?:で|じゃ)\s*(?:は)?\s*(?:ない|なく|ありません|ございません)(?:です)?", "任意"),
    # 「必須」 and a cross mark: a form's mark for "not required"
    (r"必須\s*[:：]?\s*[\u00d7\u2715\u2717](?=\s*(?:[、,。]|$))", "任意"),
    (r"(?<![\u30a0-\u30ff])ファースト\s*(?:キャラクター|キャラ|レター|文字)", "先頭"),
    (r"(?<![\u30a0-\u30ff])ラスト\s*(?:キャラクター|キャラ|レター|文字)", "末尾"),
    (r"(?<![\u30a0-\u30ff])ゼロ(?=\s*(?:は|も|を)?\s*(?:NG|不可|禁止|ダメ|だめ))", "0"),
    # "a plus sign and after that 9 to 14 digits", "'R' and thereafter 4 digits": the next part
    (
        r"(?<=[\"'\w])\s*,?\s+(?:and\s+)?(?:after\s+that|after\s+this|thereafter|afterwards)\s*,?\s+(?=\d)",
        " followed by ",
        re.IGNORECASE,
    ),
    # "3 letters max, then 2 digits": up to that many letters, then the digits
    (
        r"\b(\d{1,2})\s+((?:(?:upper|lower)[- ]?case\s+|capital\s+)?letters)\s+max\s*,?\s+"
        r"(?=(?:and\s+)?then\s+\d)",
        r"1 to \1 \2, ",
        re.IGNORECASE,
    ),
    # "'CC' + 4 digits + an optional single uppercase suffix letter": a last part of a sequence that may be
    # left out (as "must end with a letter" it would refuse CC1001)
    (
        r"\s*(?:\+|\bfollowed\s+by|\bthen|\band)\s*(?:by\s+)?an?\s+optional\s+(?:single\s+|one\s+)?"
        r"((?:(?:upper|lower)[- ]?case\s+|capital\s+)?)"
        r"(?:suffix\s+|trailing\s+|check\s+)?(letter|digit|character)\b(?:\s+suffix)?(?=\s*[.;]?\s*$)",
        r", optionally followed by a \1\2",
        re.IGNORECASE,
    ),
    # "Letters only, then 4 digits": letters of no stated count before the digits cannot be said; refused
    (
        r"(?:^|(?<=[.;]))\s*(?:(?:upper|lower)[- ]?case\s+|capital\s+)?letters\s*(?:only\s*)?,?\s+"
        r"(?:and\s+)?then\s+(?=\d)[^.;]*[.;]?",
        _cannot_keep,
        re.IGNORECASE,
    ),
    # "shall start with 'EMP' and be followed by 5 digits", "must begin with 'CL-', be followed by exactly 4
    # digits, and …", "begin with 'SS' or 'AW' and be followed by …": the start, then what follows it
    (
        r"\b((?:start|begin)s?\s+with\s+(?:\"[^\"]{1,10}\"|'[^']{1,10}'|「[^」]{1,10}」|(?-i:[A-Z0-9][A-Z0-9-]{0,9})(?![\w-]))"
        r"(?:\s+or\s+(?:\"[^\"]{1,10}\"|'[^']{1,10}'))?)"
        r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:(?:be|is|are)\s+)?(?:then\s+)?followed\s+by\s+(?=(?:exactly\s+)?\d)",
        r"\1 followed by ",
        re.IGNORECASE,
    ),
    # "the letter B, then 4 to 6 digits": a literal, then a count
    (
        r"(\b(?:the\s+)?(?:letters?|prefix|characters?)\s+(?-i:[A-Z0-9]{1,5})(?![\w-]))"
        r"\s*,?\s+(?:and\s+)?then\s+(?=\d)",
        r"\1 followed by ",
        re.IGNORECASE,
    ),
    # 「英大文字2つ+数字2〜4桁」: a count of letters in 「つ」
    (r"(英大文字|英小文字|英字|アルファベット|大文字|小文字)\s*(\d+)\s*(?:つ|個)", r"\1\2文字"),
    # 「数字2つ含む」: at least that many digits somewhere, not a count of the whole
    (r"数字\s*(\d+)\s*(?:つ|個)\s*(?:以上)?\s*(?:を|は)?\s*(?=含)", r"数字を\1文字以上"),
    (r"数字\s*(\d+)\s*(?:つ|個)(?!以上|以下|まで)", r"数字\1桁"),
    # A president's chat: 「…頭に0つけないでね!」, 「代表者の名前のとこ、…」, 「…はやめてね」
    (r"(?<=[\u3040-\u30ff\u4e00-\u9fff])\s*!+\s*", "。"),
    (r"^([^、。\s]{1,20}?)の(?:とこ|ところ)\s*(?:は)?\s*[、,]\s*", r"\1は、"),
    (r"ないで(?:ね|よ|ほしい|欲しい|もらえる|お願い(?:します)?)*(?=\s*(?:[。、]|$))", "ないこと"),
    # 「1桁目に「0」は入れないこと」, 「1文字目は「0」以外」: the first position is the start
    (r"(?<![\d.])1\s*(?:桁|文字)目(?:\s*の(?:数字|文字))?(?=\s*(?:に|は|が)\s*「)", "先頭"),
    # 「商品名に「テスト」「ダミー」は入れないで」, 「…を入れるのは不可」: words put into the value are
    # refused anywhere in it (「先頭に「0」は…」, 「先頭文字に」, 「1文字目に」 are places,
    # 「…に「なし」と記入」 a value written whole)
    (
        r"(?<!先頭|末尾|最初|最後|字目|桁目)(?<!頭)(?<!頭文字)(?<!尾文字)(?<!初文字)(?<!後文字)(?<!の文字)に\s*+((?:「[^」]+」\s*+[、・やと]?\s*+)+?)\s*+(?:は|を|も)\s*+"
        r"(?:入れないこと|含めないこと|入れる(?:の|こと)\s*+(?:は|も)\s*+(?:不可|禁止|NG|ダメ|だめ))",
        r"に\1を含まないこと",
    ),
    # 「…0始まりはシステムで読めないから」: why the rule is wanted, after it
    (r"(?<=。)[^。「」]{1,40}?(?:ない|ません|だ|です|ます|る|う|た)(?:から|ので)(?:ね|よ|です)*。?$", ""),
    # 「…は選択不可です。閉店・休業の処理は別画面で行ってください」: where else a task is done, no condition
    (
        r"(?<=。)[^。「」]{1,30}?(?:は|を)\s*別(?:の)?(?:画面|途|メニュー|システム|帳票|フォーム)(?:で|から|にて)?\s*"
        r"(?:行って|処理して|登録して|入力して|申請して|手続きして)(?:ください|下さい)。?$",
        "",
    ),
    # 「…で統一しといて!」, 「…にしといて」, 「…でお願い!」: chat's request around the rule;
    # 「半角だけでお願い(記号はナシ)」: the bracket after it is a condition of its own
    (
        r"(?<!よう)\s*(?:で|に)\s*(?:統一\s*)?(?:しといて|しておいて|して(?:おいて)?|お願い)"
        r"(?:ね|よ|ほしい|欲しい|します|いたします)*"
        r"(?:\s*\(([^()]{0,30}(?:不可|禁止|NG|ナシ|ダメ|だめ)[^()]{0,10})\)\s*(?=。?$))?(?=\s*(?:[。、(]|$))",
        lambda m: f"、{m.group(1)}" if m.group(1) else "",
    ),
    (  # 「代理店名(必須): 50文字以内」, "Name (required): max 50": the name, its tag, then the condition
        r"^([^()|。、:;「」\"']{1,30}?)\s*+\(\s*+((?:入力)?必須|required|mandatory)\s*+\)\s*+:\s*+(?=\S)",
        # (the name said again before what follows: 「端末区分は必須。端末区分:スマートフォン、タブレット」, a
        # list after a label)
        lambda m: (
            f"{m.group(1)}は必須。{m.group(1)}:"
            if m.group(2).endswith("必須")
            else f"{m.group(1)} is required; "
        ),
        re.IGNORECASE,
    ),
    (  # 「インボイス登録番号|【必須】…」: a sheet's row, the field's name and its tag, then the condition
        r"^([^|【】。、\"'「」]{1,30}?)\s*+\|\s*+【(必須|任意)】\s*+(?=\S)",
        lambda m: f"{m.group(1)}は必須。" if m.group(2) == "必須" else f"{m.group(1)}は",
    ),
    (  # "Items will be rejected if the color name contains any digits": the condition is what fails
        r"^(?:[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+(?:will|shall|must|would)\s+be\s+(?:rejected|refused|blocked|declined)"
        r"\s+(?:if|when|whenever)\s+(?=(?:the|an?|its|their|this|that)\s)((?:[^.;]|\.(?=\w))*)",
        _rejected_if,
        re.IGNORECASE,
    ),
    (  # "… that only placeholders like 'TBA' or 'XXX' are entered": values quoted are whole values
        r"(" + _NOT_ALLOWED_THAT + r")only\s+(?=[^;.'\"]{0,40}['\"])",
        r"\1",
        re.IGNORECASE,
    ),
    (  # "it is not allowed that numbers are written into the city": those are refused
        _NOT_ALLOWED_THAT
        + r"((?:[^;.'\"]|'[^']{0,20}'|\"[^\"]{0,20}\"){1,80}?)\s+(?:is|are)\s+"
        + _ENTERED
        + r"\b(?:\s+(?:in|into|as|for|at)\s+[^,;.]{1,40}?)?"
        r"(?=\s*+(?:[,;.]|$))",
        r"\1 are not allowed",
        re.IGNORECASE,
    ),
    (  # "Values without (lacking, missing) the DE prefix are not allowed": the prefix is demanded
        r"^(?:[\w-]+\s+){0,3}?(?:without|lacking|missing|with\s+no)\s+(?:the\s+|an?\s+)?("
        + _PREFIX_CODE
        + r")"
        r"\s+prefix(?:es)?\s+(?:are|is|will\s+be|shall\s+be)\s+(?:not\s+(?:allowed|accepted|permitted|valid)|rejected|refused"
        r"|invalid)(?=\s*+(?:[.;]|$))",
        r"must start with \1",
        re.IGNORECASE,
    ),
    (  # "Values without a prefix are not allowed", "… without a country prefix …": no prefix named; refused
        r"^(?:[\w-]+\s+){0,3}?(?:without|lacking|missing|with\s+no)\s+(?:[\w-]+\s+){0,3}?prefix(?:es)?\s+"
        + _IS_REFUSED,
        _cannot_keep,
        re.IGNORECASE,
    ),
    (  # "8 characters without the leading zero": the count, and how the value must not start
        r"\b(digits|characters|chars|numbers)\s+(?:without|with\s+no)\s+(?:the|an?|any)\s+leading\s+(?:0|zeros?)\b",
        r"\1, must not start with 0",
        re.IGNORECASE,
    ),
    # "A letter, upper or lower then 5 digits", "a letter (upper or lower case), then …": either case
    (
        r"\b(an?\s+letter|letters)\s*,?\s*\(?(?:either\s+)?(?:upper|lower)(?:[- ]?case)?\s+or\s+"
        r"(?:upper|lower)"
        r"(?:[- ]?case)?\)?\s*,?\s+(?:and\s+)?then\s+(?=\d)",
        r"\1 followed by ",
        re.IGNORECASE,
    ),
    # 'Must not be a placeholder. "TBD" and "N/A" are common ones.': examples of what was named before
    (
        r"\.\s+((?:\"[^\"]{1,20}\"|'[^']{1,20}')(?:\s*(?:,|and|or|,\s*and|,\s*or)\s*(?:\"[^\"]{1,20}\"|'[^']{1,20}'))*)"
        r"\s+(?:are|is)\s+(?:(?:common|typical|usual|frequent)(?:\s+ones?|\s+examples?)?|(?:some\s+)?examples?)\s*(?=[.;]|$)",
        r", such as \1",
        re.IGNORECASE,
    ),
    (  # "spaces or the 00 prefix are not allowed": the prefix is how the value must not start
        r"\b([\w-]+(?:\s+[\w-]+){0,3}?)\s+(?:or|and)\s+(?:the|an?)\s+("
        + _PREFIX_CODE
        + r")\s+prefix(?:es)?\s+"
        r"(?:are|is)\s+not\s+allowed",
        r"\1 are not allowed; must not start with \2",
        re.IGNORECASE,
    ),
    (
        r"\b(?:the|an?)\s+(" + _PREFIX_CODE + r")\s+prefix(?:es)?\s+(?:are|is)\s+not\s+allowed",
        r"must not start with \1",
        re.IGNORECASE,
    ),
    (  # "It is not allowed that the value is left empty, except for drafts": the exception cannot be said
        r"\bit\s+is\s+not\s+(?:allowed|permitted|accepted|acceptable|possible)\s+that\s+[^.;]*?"
        r"\b(?:unless|except|excepting|if|when|whenever|but|other\s+than)\b[^.;]*[.;]?",
        _cannot_keep,
        re.IGNORECASE,
    ),
    (  # "it is not allowed that the date is in the future", "… that it stays empty"
        _NOT_ALLOWED_THAT + _SUBJECT + r"\s+(?:is|are|stays|remains|stay|remain)\s+",
        r"\1 must not be ",
        re.IGNORECASE,
    ),
    (  # "it is not allowed that it has more than 3 digits after the comma"
        _NOT_ALLOWED_THAT + _SUBJECT + r"\s+(?:has|have)\s+",
        r"\1 must not have ",
        re.IGNORECASE,
    ),
    (  # "it is not allowed that the article number starts with a zero"
        _NOT_ALLOWED_THAT
        + _SUBJECT
        + r"\s+(start|begin|end|contain|include|exceed|fall|lie|consist|use)(?:s|es)?\b",
        r"\1 must not \2",
        re.IGNORECASE,
    ),
    (  # "must not have more than 10 characters": at most that many
        r"\b(must|may|shall|should|can)\s*not\s+have\s+(?:(more|greater)|fewer|less)\s+than\s+(?=\d)",
        lambda m: f"{m.group(1)} have at {'most' if m.group(2) else 'least'} ",
        re.IGNORECASE,
    ),
    # "must not be not 2 letters …" (a refusal of a refusal); "must not be hosted anywhere other than X":
    # X only
    (r"\b(must|may|shall)\s+not\s+be\s+not\s+", r"\1 be ", re.IGNORECASE),
    (
        r"\b(must|may|shall)\s+not\s+be\s+((?:hosted|located|stored|placed|served|kept)\s+)?"
        r"(?:anywhere|on\s+any\s+(?:host|site|server|domain))\s+(?:other\s+than|except|but|besides)\s+",
        r"\1 be \2only on ",
        re.IGNORECASE,
    ),
    (
        r"\bdigits?\s+after\s+the\s+(?:comma|decimal\s+(?:point|comma|separator)|point|dot)\b",
        "decimal places",
        re.IGNORECASE,
    ),
    (r"(?<=\d)\s+(?:until|till|til)\s+(?=\d)", " to ", re.IGNORECASE),  # "10 until 14", "2015 till 2030"
    (  # "Today is allowed, …": today is inside the window it names
        r"(?:^|(?<=[.,;:]))\s*today\s+(?:itself\s+)?(?:is\s+)?(?:also\s+)?(?:allowed|included|accepted|ok|okay|fine|valid|permitted)"
        r"\s*(?:[,;.]|$)",
        " ",
        re.IGNORECASE,
    ),
    (  # "shall be not less than 12 nor more than 120": both bounds
        r"\b(?:be\s+)?(?:neither|not)\s+(?:less|fewer|lower|smaller|earlier)\s+than\s+([-\d.,]+)(\s+[a-z]+)?\s+(?:nor|or)\s+"
        r"(?:more|greater|higher|larger|later)\s+than\s+(?=[-\d])",
        r"be at least \1\2 and at most ",
        re.IGNORECASE,
    ),
    (  # "has to be filled with a real description": a value is required
        r"(?<!\bnot\s)(?<!\bnever\s)(?<!n't\s)"  # "must not be filled with a real name" refuses, not requires
        r"\bbe\s+filled\s+(?:in\s+)?with\s+(?:an?\s+|some\s+)?(?:real|actual|meaningful|proper|genuine|sensible)\s+[\w-]+"
        r"(?=\s*+(?:[;.]|$|,(?!\s*(?:not|but|rather|instead|never|no)\b)))",
        "be required",
        re.IGNORECASE,
    ),
    # A contract's "in no event shall … be accepted", "shall in no event be given as …": refused
    (
        r"\b(?:in\s+no\s+(?:event|circumstances?|case)|under\s+no\s+circumstances?|at\s+no\s+time)\s*+,?\s*+"
        rf"(?:shall|must|may|will|can)\s+([^,;.]{{1,60}}?)\s+be\s+(?:accepted|allowed|permitted|{_ENTERED})\b",
        r"; \1 is not allowed",
        re.IGNORECASE,
    ),
    # "Under no circumstances is the account name to end with '(Nominee)'", "On no account may the code start
    # with 9": the subject put after the verb, refused
    (
        r"\b(?:in\s+no\s+(?:event|circumstances?|case)|under\s+no\s+circumstances?|at\s+no\s+time|on\s+no\s+account)"
        r"\s*+,?\s*+(?:is|are|shall|must|may|will|can|should)\s+([^,;.]{1,60}?)\s+(?:to\s+)?"
        r"(?=(?:be|start|begin|end|finish|contain|include|have|use|exceed|match|consist|fall|precede|follow)\b)",
        r"\1 must not ",
        re.IGNORECASE,
    ),
    (  # "Applicants younger than 18 or older than 65 are not allowed": both sides refused, the ages between
        r"^(?:[\w\s():'-]{0,40}?\s)?younger\s+than\s+(\d{1,3})(?:\s+years(?:\s+old)?)?\s+or\s+older\s+than\s+(\d{1,3})"
        r"(?:\s+years(?:\s+old)?)?\s+(?:are|is|shall\s+be|must\s+be|will\s+be)\s+(?:not\s+(?:allowed|accepted|permitted)|rejected|refused)\.?$",
        r"must be at least \1 years old and at most \2 years old",
        re.IGNORECASE,
    ),
    (
        r"\b(shall|must|may|will)\s+(?:in\s+no\s+(?:event|circumstances?|case)|under\s+no\s+circumstances?|at\s+no\s+time)"
        r"\s+be\b",
        r"\1 not be",
        re.IGNORECASE,
    ),
    (r"\bnot\s+be\s+(?:given|stated|entered|recorded|shown|expressed)\s+as\b", "not be", re.IGNORECASE),
    # "cannot be back-dated more than 30 days or post-dated more than 7 days": how far from today
    (
        r"\b(?:back|past)[- ]?dated\s+(?:by\s+)?((?:more|less)\s+than|over|under|up\s+to|at\s+most)"
        r"\s+(\d+)\s+(days?|weeks?|months?|years?)",
        r"\1 \2 \3 in the past",
        re.IGNORECASE,
    ),
    (
        r"\b(?:post|future|forward)[- ]?dated\s+(?:by\s+)?((?:more|less)\s+than|over|under|up\s+to|at\s+most)"
        r"\s+(\d+)\s+"
        r"(days?|weeks?|months?|years?)",
        r"\1 \2 \3 in the future",
        re.IGNORECASE,
    ),
    (  # "a future-dated Effective Date": a date in the future
        r"\b(no\s+)?(?:an?\s+)?(future|post|back|past)[- ]dated"
        r"(?:\s+(?:(?!(?:Are|Is|Must|Shall|Should|Will|May|Can|Cannot|Be|Not)\b)(?-i:[A-Z][\w-]*)|dates?|values?|entry))"
        r"{0,3}",
        _dated,
        re.IGNORECASE,
    ),
    (r"\bcommenc(?:e|es|ing)\s+with\b", "start with", re.IGNORECASE),
    (  # "shall have attained the age of 21 years": at least that old
        r"\b(?:have|has)\s+(?:attained|reached|completed)\s+(?:the\s+age\s+of\s+)?(\d{1,3})(?:\s+years(?:\s+of\s+age)?)?",
        r"be at least \1 years old",
        re.IGNORECASE,
    ),
    (
        r"\s+(?:on|at|as\s+(?:at|of))\s+the\s+(?:date|day)\s+of\s+(?:the\s+)?(?:submission|application|entry|registration"
        r"|signing|signature)\b",
        "",
        re.IGNORECASE,
    ),
    (  # 「先頭に英字「T」、続けて半角数字13桁」, 「先頭を「B」とし、続けて…」: the literal, then the rest
        r"(?:先頭|頭|最初)(?:に|は|を)\s*+(?:英字|英大文字|アルファベット)?\s*+(「[^」]{1,20}」)\s*+(?:を(?:付け|つけ|入れ|置い)て|とし)?\s*+[、,]\s*+"
        r"(?:続けて|その後に|その後ろに|次に|後ろに)\s*+",
        r"\1に続けて",
    ),
    # A data engineer's Slack shorthand: "anything else = reject", "NOT ok", "w/", "fmt:", "min 5 max 70"
    (
        r"(?<=\w)\s*+(?:=|->|\u2192)\s*+(?:reject(?:ed)?|refused?|errors?|invalid|fail(?:s|ed)?)\b",
        " is rejected",
        re.IGNORECASE,
    ),
    (r"\b(is|are)\s+not\s+(?:ok|okay|fine)\b", r"\1 not allowed", re.IGNORECASE),
    (  # "lowercase b is not allowed": the letter in that case, not every lower-case letter
        r"\blower[- ]?case\s+(?:letter\s+)?(['\"]?)([a-z])\1\s+(?:is|are)\s+not\s+"
        r"(?:allowed|accepted|valid|permitted)\b",
        r'must not contain "\2"',
        re.IGNORECASE,
    ),
    (r"(?<![\w/:.])w/o(?=\s)", "without", re.IGNORECASE),
    (r"(?<![\w/:.])w/(?=\s)", "with", re.IGNORECASE),
    (r"\bfmt\b\.?", "format", re.IGNORECASE),
    (r"(?:\b|(?<=_))step(?:\s+size)?\s+(?:is|=|of)\s+(?=\d)", "in steps of ", re.IGNORECASE),
    (
        r"\bmin(?:imum)?\.?\s*+:?\s*+(-?\d+(?:\.\d+)?)\s*+,?\s*+(?:and\s+)?max(?:imum)?\.?\s*+:?\s*+(-?\d+(?:\.\d+)?)\b"
        # "min 3 max 10 items": a count of things the rule language does not count
        r"(?!\s*+(?:items?|words?|entries|elements?|tags?|lines?|values?|keywords?|names?|codes?)\b)",
        r"between \1 and \2",
        re.IGNORECASE,
    ),
    (r"(?:^|(?<=[.;,]))\s*+no\s+(-?\d+(?:\.\d+)?)\s*+(?=$|[.;,])", r" must not be \1", re.IGNORECASE),
    (  # 「1900-01-01および9999-12-31は不可」: bare dates refused are values, each quoted
        r"(?<![「\d-])(\d{4}-\d{2}-\d{2}(?:\s*(?:と|および|及び|、|・|や|または|又は|,)\s*\d{4}-\d{2}-\d{2})*)(?![\d-])"
        r"(?=\s*(?:は|も)\s*(?:不可|禁止|NG|エラー|認めない|許容しない|登録不可|入力不可))",
        lambda m: "".join(f"「{d}」" for d in rx.findall(r"\d{4}-\d{2}-\d{2}", m.group(1))),
    ),
    # "…, https://www.shop.com.au/ (a competitor link slipped through in march, not again)": a closing
    # note that tells what happened says why, not what
    (
        r"\s*\((?=[^()]*\b(?:slipped|happened|got\s+through|came\s+through|went\s+live|broke)\b)"
        r"(?![^()]*\b(?:must|should|shall|only|max(?:imum)?|min(?:imum)?|at\s+(?:least|most))\b)[^()\d\"'「」]{1,80}\)\s*\.?$",
        "",
        re.IGNORECASE,
    ),
    # "The value 999999 is rejected (placeholder used by the legacy system; approx. 4k records carry it)":
    # a closing note naming what the refused value is says why, not what
    (
        r"(?:(?<=rejected)|(?<=refused)|(?<=blocked)|(?<=allowed)|(?<=permitted))\s*\(\s*(?:an?\s+|the\s+)?"
        r"(?:placeholders?|dummy|dummies|sentinels?|legacy|test|default)\b"
        r"(?![^()]*\b(?:must|should|shall|only|max(?:imum)?|min(?:imum)?|at\s+(?:least|most))\b)[^()\"'「」]{1,100}\)\s*\.?$",
        "",
        re.IGNORECASE,
    ),
    # "so nothing with http:// or www. in it": none of those anywhere in the value
    (
        r"(?:^|(?<=[.;,]\s))(?:so\s+)?(?:nothing|no\s+values?|no\s+entries)\s+with\s+([^;]{1,80}?)\s+in\s+(?:it|them)\b",
        r"must not contain \1",
        re.IGNORECASE,
    ),
    # "cannot be a noreply address (anything starting with noreply@ …)": the bracket says what is refused
    (
        r"\b(cannot|can't|cant|must\s+not|may\s+not|should\s+not)\s+be\s+(?:an?\s+)?[\w-]+(?:\s+[\w-]+){0,2}?\s*\(\s*"
        r"(?:anything|any\s+\w+|i\.?e\.?,?|ones|those|that\s+is,?)\s+(start|begin|end)(?:s|ing)\s+(with|in)\s+([^()]{1,60})\)",
        r"\1 \2 \3 \4",
        re.IGNORECASE,
    ),
    # "required + max 20 chars": after a demand of its own, a spaced "+" joins two conditions, not two parts
    (r"\b(required|mandatory|compulsory)\s+\+\s+(?=\S)", r"\1, ", re.IGNORECASE),
    (  # "'AB' + max 6 digits", "Letters + at most 3 digits": a part of unstated length; refused, not misread
        r"(?:^|(?<=[.;]))[^.;]*?\s\+\s+(?:max|min|at\s+(?:least|most))\.?\s*\d+\s*(?:[a-z-]+\s+)?(?:digits?|letters?"
        r"|characters?|chars?|numbers?|numerals?|alphanumerics?)\b[^.;]*[.;]?",
        _cannot_keep,
        re.IGNORECASE,
    ),
    (
        r"\s+\+\s+(?=(?:no|not|must|only|required|unique|max|min|at\s+(?:least|most))\b)"
        # "'AB' + max 6 digits": a part of the value counted, not a second condition
        r"(?!(?:max|min|at\s+(?:least|most))\.?\s*\d+\s*(?:[a-z-]+\s+)?(?:digits?|letters?|characters?|chars?|numbers?"
        r"|numerals?|alphanumerics?)\b)",
        " and ",
        re.IGNORECASE,
    ),
    (  # "…, the feed rejects those": why the rule is wanted
        r"\s*[,;]\s*(?:as\s+|since\s+|because\s+)?(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:rejects?|refuses?"
        r"|chokes?\s+on|breaks?\s+on|can(?:not|'t)\s+(?:handle|read|take))\s+(?:those|them|these|it|that)\b\.?$",
        "",
        re.IGNORECASE,
    ),
    (  # "give a real colour name such as 'Midnight Blue'": a value is required, the name an example
        r"\b(?:give|enter|use|provide|put\s+in|write)\s+(?:an?\s+)?(?:real|actual|proper|meaningful|genuine)\s+[\w-]+"
        r"(?:\s+[\w-]+)?(?:\s*,?\s+(?:such\s+as|like|e\.g\.)\s+(?:'[^']{1,40}'|\"[^\"]{1,40}\"))?"
        # "…, not a code": a condition of its own follows, kept
        r"(?=\s*+(?:[;.]|$|,(?!\s*(?:not|but|rather|instead|never|no)\b)))",
        "required",
        re.IGNORECASE,
    ),
    # An HR manual's answers: 「英字(A~Z、a~z)」 names the class twice, 「1から8のいずれか」 is a range,
    # 「(スペースも全角)」 lets in the full-width space, 「姓と名の間に全角スペースを入れる」 asks for one
    (
        r"(英字|英大文字|英小文字|アルファベット|半角英字|数字|半角数字|letters|digits)\s*+\(\s*+"
        r"(?:(?:A\s*+[~-]\s*+Z|0\s*+[~-]\s*+9)\s*+[、,・/]?\s*+){1,3}\)",  # the whole class, not a part of it
        r"\1",
        re.IGNORECASE,
    ),
    (r"(?<!\d)(\d{1,4})\s*+から\s*+(\d{1,4})\s*+の\s*+(?:いずれか|どれか)", r"\1~\2"),
    (r"(?<=とする)ものとする", ""),
    # 「英大文字2文字に続けて数字6桁とし、かつ数字部分が000000でないこと」: the digits that end the layout
    (
        r"(数字\s*(\d+)\s*桁(?:とし|であり)?、\s*(?:かつ\s*)?)数字(?:の)?部分\s*(?:が|は)\s*(\d+)\s*(?=でない|ではない)",
        _digits_part,
    ),
    (r"(とし|であり)、\s*+かつ\s*+、?", r"\1、"),  # 「…4桁とし、かつ先頭は…」
    (r"(まで|以降|以前|以上|以下)\s*+の\s*+西暦\s*+4\s*+桁", r"\1"),
    (r"のみ(?:です|となります|とします)(?=[。、]|$)", "のみ"),
    # 「…当院ドメイン(@…)のものに限る。私用アドレスの登録は認めない。」: after the domain allowed, the
    # private addresses refused say it again
    (
        r"((?:@|ドメイン)[^。]{0,60}?(?:のみ|に限る|に限ります|だけ|限定)[^。]{0,10}。)\s*(?:私用|個人|プライベート)(?:の)?"
        r"(?:メール)?アドレス[^。]{0,8}?(?:は|も)?\s*(?:登録|入力|使用)?(?:は)?\s*"
        r"(?:認めない|認めません|不可|禁止|NG|できない|できません)(?:とする)?。?$",
        r"\1",
    ),
    # (「(スペースを入れる場合は全角スペースで)」, 「(スペースは全角スペースのみ可)」: the same, said at
    # length)
    (
        r"\s*+\(\s*+(?:スペース|空白)\s*+(?:を\s*+(?:入れる|入力する|使う)\s*+場合\s*+は|も|は)\s*+全角"
        r"(?:スペース|空白)?\s*+(?:で(?:入力)?|のみ可?|に限る)?\s*+\)",
        "、全角スペース可",
    ),
    (
        r"姓\s*+と\s*+名\s*+の\s*+間\s*+(?:に|には)\s*+(全角|半角)?\s*+(?:スペース|空白)\s*+を\s*+(?:1つ|一つ)?\s*+"
        r"(?:入れ|入力し|空け|挟ん)(?:て(?:ください|下さい)|ること|る)?",
        lambda m: "全角スペースを含む" if m.group(1) == "全角" else "「 」を含む",
    ),
    (  # 「ブランド名(英字)は…」: the field's name, with the script it is written in
        r"^([^、。()]{1,15}?(?:名|名称|氏名|者名|社名))\s*+\((?:英字|英語|英文|ローマ字|カナ|カタカナ|フリガナ|ひらがな|漢字|和文)\)"
        r"(?=\s*+は[^。]*。[^。]*(?:のみ|だけ|で入力))",
        r"\1",
    ),
)


# what keeps 「…で始まるもの以外」 from being read as a refused start: a particle or a refusal after it
# (「…以外は登録不可」, 「…以外、登録不可」, 「…以外の場合はエラー」, 「…以外なら不可」: only those
# are allowed; 「…以外なら登録OK」 lets the others in, so the start is refused)
_HELD_BACK = (
    r"\s*(?:は|も|を|が|なら(?!\s*(?:入力|登録)?\s*(?:OK|可|大丈夫|問題(?:なし|ない)))|の場合|の時|のとき"
    r"|[、,]\s*(?:入力|登録)?(?:不可|禁止|NG|エラー|でき(?:ない|ません)|認めない|(?:ダメ|だめ|駄目)))"
)


# 「…以外とする」, 「…以外をご入力ください」 (a polite request): what follows 「…で始まるもの以外」
_NOT_SUCH = (
    r"以外(?:とする|であること|です"
    r"|を\s*ご?(?:入力|登録|使用|記入)(?:すること|する|とする|(?:して)?(?:ください|下さい))?)?"
)
# 「「9」で始まるコード(社内テスト用)以外」: a note in brackets on the values set aside, no rule of its own
_NOTE = r"(?:\s*\([^()「」\d]{1,20}\))?"


# a part of a layout said by its class (「数字4桁」) or by what its digits count (「西暦4桁」, 「連番3桁」)
_LAID_PART = r"(?:半角)?(?:数字|英字|英大文字|英小文字|英数字|西暦|連番|通番|枝番)"


# units a whole or half amount is counted in ("whole kilograms", "half hours")
_WHOLE_UNIT = (
    r"euros?|dollars?|yen|pounds?|cents?|units?|amounts?|francs?|kilo(?:gram)?s?|kg|grams?"
    r"|lit(?:re|er)s?|met(?:re|er)s?|pieces?|items?|hours?|minutes?|degrees?|percent(?:age\s+points?)?|points?|seats?|boxes|cartons?|pallets?"
)
# 「区分記号(英大文字1文字)、ハイフン、連番(数字3桁)」, 「取得年度(西暦4桁)+「-」+部署コード(数字3桁)」: in a
# layout of parts joined by a separator, a part is named, then glossed by its class and count: the gloss is
# the part
_LAYOUT_JOIN = rx.compile(
    r"[、+]\s*(?:「[^「」]{1,3}」|(?:半角|全角)?(?:ハイフン|スラッシュ|ドット|ピリオド|アンダースコア|コロン))\s*[、+]"
)
_GLOSSED_PART = rx.compile(
    r"(?:(?<=^)|(?<=[、+は]))\s*[^、,+()「」\dは\s]{1,10}\(\s*(?:西暦\s*(4)\s*桁|((?:半角)?(?:数字|英大文字|英小文字|英字|英数字)"
    r"\s*\d+\s*(?:桁|文字)))\s*\)(?=\s*(?:[、+]|$|の形式|とする|。))"
)


def _glossed_part(match: re.Match[str]) -> str:
    """A named part of a layout glossed by its count is that count (「連番(数字3桁)」 is 「数字3桁」)."""
    if not _LAYOUT_JOIN.search(match.string):
        return match.group(0)
    return f"数字{match.group(1)}桁" if match.group(1) else match.group(2)


def _last_letter_listed(match: re.Match[str]) -> str:
    """'… and a pack size letter S, M or L' closing a layout: a capital letter, one of those it ends with."""
    letters = rx.findall(r"\b[A-Z]\b", match.group(1))
    return f"1 uppercase letter; must end with {', '.join(letters[:-1])} or {letters[-1]}"


def _digits_part_zeros(match: re.Match[str]) -> str:
    """'… then 4 digits. And the number bit can't be all zeros': the layout's last part, its digits, not all
    0 (when the digits are the layout's last part, counted once; otherwise the part cannot be told)."""
    before = match.string[: match.start()]
    counts = rx.findall(r"\b(\d+)\s+digits?\b", before, re.I)
    last = rx.search(r"\b(\d+)\s+digits?\b(?=[^\d]*$)", before, re.I)
    if (
        len(counts) != 1
        or last is None
        or rx.search(r"\b(?:letters?|characters?)\b", before[last.end() :], re.I)
    ):
        raise CannotKeep(
            f"The description says {match.group(0).strip()!r} of a part of the value it cannot place; "
            'describe the whole value (for example "must not end with 0000").'
        )
    return f"{match.group(1) or ''}must not end with {'0' * int(counts[0])}"


_BACK = rx.compile(r"\b(?:than|over|under|above|below|beyond|past)\s+(?:that|this|those|these|it)\b", re.I)


def _pointing_back(match: re.Match[str]) -> str:
    """Drops '(nobody has more than that, trust me)'; a second condition in the bracket ('never over that, and
    never negative') stays, said after the bound."""
    parts = rx.split(r"\s*(?:[,;]\s*(?:and\s+|but\s+)?|\s+and\s+|\s+but\s+)", match.group(1).strip())
    kept = [part for part in parts if not _BACK.search(part) and _DEMANDING.search(part)]
    return "; " + ", and ".join(kept) if kept else ""


def _all_capitals(match: re.Match[str]) -> str:
    """'In block capitals' is all upper case; not under a refusal ("don't type it in block capitals") nor
    beside an exception ("all capitals except for 'and'"), kept as said."""
    before = match.string[max(0, match.start() - 40) : match.start()]
    after = match.string[match.end() :]
    if rx.search(r"\b(?:not|no|never|don't|dont|avoid|without)\b|n't\b", before, re.I) or rx.match(
        r"\s*,?\s*(?:except|but|apart\s+from|other\s+than|save)\b", after, re.I
    ):
        return match.group(0)
    return "all uppercase"


def _history_dropped(match: re.Match[str]) -> str:
    """Drops 'The old codes are all gone now, thank goodness.'; a condition said after it ('…, so no leading
    0', '…, must start with 5') stays."""
    tail = match.group(1)
    if not _DEMANDING.search(tail) and not rx.search(r"\b(?:leading|trailing)\b", tail, re.I):
        return ""
    kept = rx.sub(
        r"^\s*[,-]?\s*(?:(?:and\s+)?so\s+|which\s+means\s+|hence\s+|therefore\s+)?", "", tail, flags=re.I
    )
    return kept + (match.group(0)[-1] if match.group(0)[-1] in ".!" else "")


def _bound_said_again(match: re.Match[str]) -> str:
    """'3桁まで(4桁以上は不可)' as '3桁まで': the refused count is the next one past the bound."""
    if int(match.group(4)) != int(match.group(1)) + 1:
        return match.group(0)
    return match.group(0)[: match.end(3 if match.group(3) else 2) - match.start()]


_BEFORE_RESTATING: list[Rewording] = _table(
    # "must not contain the word SAMPLE (upper case)": the word's own capitals, not the value's case
    (
        r"(\bword\s+[\"']?[A-Z]{2,}[\"']?)\s*\(\s*(?i:in\s+)?"
        r"(?i:upper[- ]?case|capitals|all\s+caps|caps)\s*\)",
        r"\1 (case-sensitive)",
    ),
    # "And the number bit can't be all zeros": the digits part of a layout refused when all 0
    (
        r"((?:and\s+)?)(?:the\s+)?(?:(?:number|digits?|numeric)\s+(?:bit|part|portion)|digits)\s+(?:can\s*not|can't|must\s+not|mustn't|"
        r"should\s+not|shouldn't|may\s+not)\s+be\s+all\s+(?:zeros|zeroes|0s|0)\b",
        _digits_part_zeros,
        re.I,
    ),
    # "Please dont invent new catagories without asking me!": an instruction to the people who set values
    # up, not a condition on the value
    (
        r"(?:^|(?<=[.!]\s))(?:please\s+)?(?:do\s+not|don'?t|never)\s+(?:invent|create|add|make\s+up|set\s+up|open)\b"
        r"[^.!;]{0,60}?\bwithout\s+(?:first\s+)?(?:asking|checking\s+with|talking\s+to|telling|approval"
        r"|sign[- ]off)\b[^.!;]{0,30}(?:[.!]+|$)",
        "",
        re.I,
    ),
    # "has to point at our own site, farmcoop.co.nz - not the manufacturer's page": the other sites, refused
    # after the one named, say again what the one named says (read alone, the named one was refused)
    (
        r"(?<=[a-z0-9])\s*(?:-|,)\s*not\s+(?:the\s+|a\s+|any\s+)?"
        r"(?:manufacturer|supplier|vendor|other|external|third[- ]party)(?:'s|s'|s)?\s+(?:web\s*)?"
        r"(?:pages?|sites?|websites?|links?|urls?)\b",
        "",
        re.I,
    ),
    # 「「株式会社」「有限会社」と正式に表記すること」: how a part of the value is written, not the values
    # (「「有」「無」と表記すること」, with no 「正式に」: the values themselves)
    (
        r"(?:^|(?<=。))\s*「[^「」]+」(?:\s*「[^「」]+」)*\s*と\s*(?:正式に|正しく)\s*表記(?:すること|する|してください)\s*。?",
        "",
    ),
    # "4 digits, then another hyphen": the separator again
    (r"\b(?:another|a\s+second|a\s+further)\s+(hyphen|dash|slash|dot|underscore)\b", r"\1", re.I),
    # "a hyphen, 4 digits, then another hyphen and a pack size letter S, M or L": the layout's last part is
    # a capital letter, one of those named
    (
        r"(?:(?<=\band\s)|(?<=,\s))(?:an?\s+|1\s+|one\s+)?(?:[a-z]+\s+){0,3}?letter\s+((?-i:[A-Z])(?:\s*,\s*(?-i:[A-Z]))*\s*,?\s+or\s+"
        r"(?-i:[A-Z]))(?=\s*(?:[.;]|$))",
        _last_letter_listed,
        re.I,
    ),
    # "… everywhere. Cheers, Bev", "Thanks, Sam": an e-mail's sign-off, with the writer's name, closes no rule
    (
        r"(?:(?<=[.!])\s+)(?:cheers|thanks|thank\s+you|ta|regards|kind\s+regards|best\s+regards|many\s+thanks)\s*[,!]?"
        r"(?:\s*(?-i:[A-Z][a-z]{1,15}))?\s*[.!]?$",
        "",
        re.I,
    ),
    # "at least 16 on the day we put them in", "… on the day they are entered": an age counted on the day of
    # entry is counted today (as 「登録日時点で」 is)
    (
        r"\s+(?:on|as\s+(?:of|at)|at)\s+the\s+(?:day|date)\s+(?:(?:we|you)\s+(?:put|enter|add|register|set\s+up|load)\s+(?:them|it|him|her)"
        r"(?:\s+(?:in|up|on))?|(?:they\s+are|it\s+is|he\s+or\s+she\s+is)\s+(?:entered|added|registered|created|put\s+in|set\s+up)"
        r"|of\s+(?:entry|registration|input))\b",
        "",
        re.I,
    ),
    (_GLOSSED_PART.pattern, _glossed_part),
    # "please don't type it in block capitals", "never write names in all caps": not all upper case
    (
        r"\b(?:please\s+)?(?:do\s+not|don'?t|never)\s+(?:type|write|enter|key|put)\s+(?:it|them|this|names?|the\s+\w+)\s+"
        r"(?:in\s+)?(?:all\s+in\s+|all\s+|block\s+)?(?:caps|capitals|capital\s+letters|upper[- ]?case)\b",
        "must not be all uppercase",
        re.I,
    ),
    # "it has to be all in capitals", "in block capitals": all upper case (not a count of capital letters)
    (
        r"\b(?:all\s+in\s+(?:caps|capitals|capital\s+letters)|in\s+all\s+(?:caps|capitals)|in\s+block\s+(?:caps|capitals)"
        r"|all\s+capitals)\b",
        _all_capitals,
        re.I,
    ),
    # "Letters are always caps", "the letters are always in capitals": the letters are upper case
    (
        r"(\s*,\s*)?\b(?:the\s+)?letters\s+(?:are\s+|will\s+be\s+)?always\s+(?:be\s+)?(?:in\s+)?(?:caps|capitals"
        r"|capital\s+letters|upper[- ]?case)\b",
        lambda m: ("; " if m.group(1) else "") + "letters must be uppercase",
        re.I,
    ),
    # "caps letters and numbers only", "caps and digits only": capital letters (read as "letters", any case)
    (
        r"\bcaps\s+letters\b|\bcaps\b(?=\s*(?:,|and|or|&|/)\s*(?:numbers|digits|numerals)\b)",
        "uppercase letters",
        re.I,
    ),
    # "The old ones with 4 numbers are gone now, thank goodness.": what was once in use, gone, is history told
    # beside the rule, not a rule
    (
        r"(?:^|(?<=[.!;]\s))(?:the\s+)?old\s+(?:ones|codes?|ids?|numbers?|values?|formats?)\b[^.;:]{0,40}?\s+(?:are|were|have\s+been)\s+"
        r"(?:all\s+)?(?:gone|retired|phased\s+out|cleaned\s+up|removed|converted)(?:\s+now)?\b([^.;:]{0,30})(?:[.!](?=\s|$)|$)",
        _history_dropped,
        re.I,
    ),
    # "13 digits and they all start with 94", "…, and they must all end in 0": the values spoken of as "they"
    (
        r"(?:\s*,)?\s+and\s+(?:they|these|those|all\s+of\s+them)\s+(?:all\s+|always\s+)?((?:must|should|have\s+to)\s+"
        r"(?:all\s+|always\s+)?)?(start|begin|end)s?\b",
        lambda m: f", and must {m.group(2).lower()}",
        re.I,
    ),
    # "'Registered' or 'Not registered' - pick one, it's mandatory", "at most 10 characters, it is required":
    # the field said to be required, a clause of its own ("it is" read as part of the list or dropped)
    (
        r"(?:\s*[,;]|\s+-)\s+(?:and\s+)?(?:it|this(?:\s+field)?)(?:\s+is|'s)\s+(?:also\s+)?(mandatory|required|compulsory)\b",
        r", \1",
        re.I,
    ),
    (r"(?<=\S)\s+-\s+(mandatory|required|compulsory)\b", r", \1", re.I),
    # 「「1:男性」「2:女性」のいずれかのコード値を設定する」: a code glossed after a colon, where the codes
    # are what is set, is the code
    (r"「([A-Za-z0-9]{1,5})\s*[:=]\s*[^「」:=\d][^「」:=]{0,15}」(?=[^。]*コード)", r"「\1」"),
    # "Phone extension for staff: digits only": a field of extensions, not a phone number (nor a file's)
    (r"\b(?:tele)?phone\s+(extensions?)\b(?!\s+(?:is|must|should|of)\b)", r"\1", re.I),
    # "capital first letter not required", "first letter in capitals is optional": no case asked of it
    (
        r"(\s*[,;]\s*|^|(?<=:)\s*)(?:(?:a\s+)?(?:capital|upper[- ]?case)\s+first\s+(?:letter|character)"
        r"|(?:the\s+)?first\s+(?:letter|character)\s+(?:in\s+)?(?:capitals?|upper[- ]?case))\s+(?:is\s+)?"
        r"(?:not\s+(?:required|needed|necessary|mandatory|compulsory)|optional)\b(\s*[,;]\s*(?=\S))?",
        lambda m: (
            ", "
            if m.group(1).strip() and m.group(2)
            else ("" if m.group(1).strip() or not m.group(2) else " ")
        ),
        re.I,
    ),
    # "first letter must be a capital": a capital letter (read alone, "capital" was the text it starts with)
    (
        r"\b(first\s+(?:letter|character)\s+(?:must|should|has\s+to|is\s+to)\s+be\s+an?\s+capital)\b(?!\s+letter)",
        r"\1 letter",
        re.I,
    ),
    # "between 1 and 5,000 (nobody round here has more than that, trust me)", "(never seen one over that)": a
    # bracket that points back at the bound said ("than that") and names no number of its own says it again
    (
        r"\s*\((?=[^()\d]*\b(?:than|over|under|above|below|beyond|past)\s+(?:that|this|those|these|it)\b)([^()\d]*)\)",
        _pointing_back,
        re.IGNORECASE,
    ),
    # "cannot be any of the closed branches - WKT, TPO or OAM", "one of our depots: GOR, TIM or CHC": what
    # the listed values are, named before them, adds nothing to the list
    (
        r"\b(any|one|none)\s+of\s+(?:the|our|these|those)\s+(?:[A-Za-z][\w-]*\s+){0,3}?[A-Za-z][\w-]*\s*(?:\s-|:)\s+"
        r"(?=[^\s,;.]+(?:\s*,\s*[^\s,;.]+)*\s*(?:,\s*)?\b(?:or|and)\s+[^\s,;.]+\s*(?:[.;]|$))",
        r"\1 of ",
        re.IGNORECASE,
    ),
    # "the format CC-<4 digit dept>-<2 digit location>": each placeholder by its count, as a format sample
    (
        r"<\s*(\d{1,2})[- ]?digits?(?:\s+[\w ]{1,20}?)?\s*>",
        lambda m: "9" * int(m.group(1)),
        re.IGNORECASE,
    ),
    (
        r"<\s*(\d{1,2})[- ]?(?:upper[- ]?case\s+)?letters?(?:\s+[\w ]{1,20}?)?\s*>",
        lambda m: "A" * int(m.group(1)),
        re.IGNORECASE,
    ),
    # "Addresses on any other domain, including sub-domains of pharma-qa.co.jp, shall be rejected": a domain
    # named is never its sub-domains, so the remark adds nothing to the restatement it sits in
    (
        r"(\bother\s+domains?)\s*,?\s*\(?\s*(?:including|incl\.?|even)\s+(?:the\s+|any\s+)?sub-?domains"
        r"(?:\s+of\s+[\w.-]+\.[a-z]{2,})?\s*\)?\s*,?\s+(?=(?:is|are|will|must|shall|should|may|can|get)\b)",
        r"\1 ",
        re.IGNORECASE,
    ),
    # 「Eから始まる。数字部分は6桁です」, "Starts with E; the numeric part is 6 digits": the digits after
    # the start (read as the whole value's length, the start no longer fitted)
    (
        r"(「[^」]{1,10}」|(?<![A-Za-z0-9])[A-Za-z0-9-]{1,6})\s*(?:から|で)始ま(?:る|り|ります)(?:こと)?\s*[。、,]\s*"
        r"(?:(?:その)?後ろの|続く|残りの)?\s*(?:数字|番号|数値)(?:の)?部分?\s*(?:は|が)\s*(\d+)\s*桁"
        # 「…数字部分は6桁以上」: a bound on the digits
        r"(以上|以内|以下|まで)?(?:です|とする|であること|固定)?(?=\s*(?:[。、,.]|$))",
        lambda m: f"{m.group(1)}で始まり、{m.group(2)}桁{m.group(3) or ''}の数字が続く",
    ),
    (  # 「得意先コードの数字部分は6桁。「T」から始まること」: the same, the count said first
        r"(の)?(?:数字|番号|数値)(?:の)?部分?\s*(?:は|が)\s*(\d+)\s*桁(以上|以内|以下|まで)?(?:です|とする|であること|固定)?"
        r"\s*[。、,]\s*(「[^」]{1,10}」|(?<![A-Za-z0-9])[A-Za-z0-9-]{1,6})\s*(?:から|で)始ま(?:る|り|ります)(?:こと)?",
        lambda m: (
            f"{'は' if m.group(1) else ''}{m.group(4)}で始まり、{m.group(2)}桁{m.group(3) or ''}の数字が続く"
        ),
    ),
    (
        r"\b(starts?|begins?)\s+with\s+(\"[^\"]{1,10}\"|'[^']{1,10}'|[A-Za-z0-9-]{1,6})\s*[.;,]\s*(?:and\s+)?(?:the\s+)?"
        r"(?:numeric|number|digit|numerical)\s+part\s+(?:is|has|must\s+be|should\s+be|must\s+have)\s+(?:exactly\s+)?(\d+)\s+digits?\b",
        r"\1 with \2 followed by \3 digits",
        re.IGNORECASE,
    ),
    # 「「99」で始まるもの以外」, 「「TMP」を含むコード以外とする」: what is not such a value, so a start
    # (an end, a part) refused (read as a start, it had been demanded)
    (
        rf"で始まる\s*(?:もの|値|コード|番号|文字列)?{_NOTE}\s*{_NOT_SUCH}(?!{_HELD_BACK})",
        "で始まらない",
    ),
    (
        rf"で終わる\s*(?:もの|値|コード|番号|文字列)?{_NOTE}\s*{_NOT_SUCH}(?!{_HELD_BACK})",
        "で終わらない",
    ),
    (
        rf"を含む\s*(?:もの|値|コード|番号|文字列){_NOTE}\s*{_NOT_SUCH}(?!{_HELD_BACK})",
        "を含まない",
    ),
    # "0 or more, up to but excluding 100": the end the range leaves out (not a value refused beside it)
    (r"\b(up\s+to|until|till)\s*,?\s+but\s+excluding\b", r"\1 but not including", re.IGNORECASE),
    # 「空白で始まり、又は空白で終わってはならない」: the refusal is of both, each on its own
    (
        r"([^\s、。]{1,12}?)\s*で始まり\s*[、,]?\s*(?:又は|または|もしくは|あるいは)?\s*([^\s、。]{1,12}?)\s*で終わって"
        r"(はならない|はいけない|はならず|は不可)",
        r"\1で始まるものは不可。\2で終わるものは不可",
    ),
    # 「過去日とか366日以上先はダメ」, 「「未定」や「なし」は不可」: each of the things listed is refused
    # 「空欄やハイフン「-」だけの入力もNG」: a blank and a value written alone, each refused
    (
        r"(?:^|(?<=[。、]))(空欄|空白|未入力)\s*(?:とか|や|、|・)\s*([^\s「」、。]{0,8}「[^」]{1,20}」\s*(?:のみ|だけ)"
        r"(?:の\s*(?:入力|登録|値))?)\s*(?:は|も)\s*(ダメ|だめ|NG|不可|エラー|禁止)(?=\s*(?:[。、!]|$))",
        r"\1は不可。\2は\3",
    ),
    (  # (not 「SNSや外部サイトは不可」: the outside said again, dropped whole as a restatement)
        r"(?:^|(?<=[。、]))(?![^。、]*(?:以外|除く|のみ|だけ|ない|で始ま|で終わ|を含|が含|が入|祝|外部(?:の)?(?:サイト|ドメイン|URL)))"
        r"([^。、とやにを]{1,24}?)\s*(?:とか|や)\s*([^。、]{1,24}?)"
        r"\s*(?:は|も)\s*(ダメ|だめ|NG|不可|エラー|禁止)(?=\s*(?:[。、!]|$))",
        r"\1は\3。\2は\3",
    ),
    # A 検査基準書's 「合否判定:…は不合格」 after its 「規格値:…」 says the specification again as what fails
    (r"(規格値\s*:.{0,300}?。)\s*合否判定\s*:[^。]*。?\s*$", r"\1"),
    # A 検査基準書's 「検査項目:図面番号。規格値:…」: the field, then its specification (「図面番号は…」)
    (r"^検査項目\s*:\s*([^。:]{1,40})。\s*(?:規格値|合否判定)\s*:\s*", r"\1は"),
    # A 検査基準書's labels 「規格値:」 (the specification), 「合否判定:」 (pass or fail): not words of it
    (r"(?:^|(?<=[。\s]))(?:規格値|規格|合否判定|判定基準|判定)\s*:\s*", ""),
    # A care home's soft 「…のはやめましょう」, 「…は避けてください」, 「…は控えましょう」: a refusal of what
    # it follows (read before the restatements, so 「ほかのサイトのURLは避けてください」 is one)
    (
        r"(の|もの)?は\s*(?:やめ|止め|避け|控え)(?:て|ましょう)(?:ね|よ|ください|下さい|ほしい|欲しい)*(?=\s*(?:[。、]|$))",
        r"\1は不可",
    ),
    # 「「http://」のままの登録は不可」, 「「未定」のままは不可」: the value left as written is refused
    (r"(「[^」]+」)\s*のまま(?:の)?\s*(?:登録|入力|記入|保存)?\s*(?:は|も)\s*(?=不可)", r"\1は"),
    (  # 「フリーメールのご登録はご遠慮ください」: a polite refusal
        r"(?:の)?\s*(?:ご|お)?(?:登録|入力|使用|利用|記入|設定)?\s*(?:は|を)?\s*(?:ご)?遠慮\s*"
        r"(?:(?:ください|下さい)(?:ます\s*よう\s*(?:お願い\s*(?:申し上げ|いたし|致し|し)?ます)?)?|願います|願いします"
        r"|いただいて(?:おり)?ます|いただきます)",
        "は不可",
    ),
    # 「https:// で始まるURLをご登録いただきますようお願い申し上げます」: a bank's request around the
    # condition
    (
        r"(?<=る)\s*(?:URL|アドレス|もの|値|コード|番号)?\s*を\s*(?:ご|お)?(?:登録|入力|記入|設定)\s*"
        r"(?:いただきます|いただく|くださいます|くださる)\s*よう\s*(?:お願い\s*(?:申し上げ|いたし|致し|し)?ます)?",
        "",
    ),
    # 「http:// で始まるURLは不可」: the start refused
    (
        r"(で始ま|で終わ)る\s*(?:URL|アドレス|リンク|サイト|もの|やつ|値|コード|番号|文字列|品番|型番|図番|ID|名称|名前)?\s*(?:は|も)\s*"
        r"(?:不可|NG|禁止|ダメ|だめ|×|エラー)(?!\s*(?:に|と)\s*(?:は|も)?\s*(?:なら|しな|せず|しませ))",
        r"\1らない",
    ),
    *(  # 「8桁、10桁または12桁」: a list of counts, one alternative (「8、10または12桁」); also of 文字
        (
            rf"(\d+)\s*+{unit}\s*+(?:[、,]\s*+(?=[またもあ]))?([、,]|または|もしくは|あるいは)\s*+"
            rf"(?=(?:\d+\s*+(?:{unit})?\s*+[、,]\s*+(?!または|もしくは|あるいは))*+\d+\s*+{unit}\s*+[、,]?\s*+"
            rf"(?:または|もしくは|あるいは)\s*+\d+\s*+{unit})",
            r"\1\2",
        )
        for unit in ("桁", "文字")
    ),
    *(  # the last count but one of such a list, after the first pass: 「8、10桁、または12桁」
        (
            rf"(?<=\d[、,])(\d+)\s*+{unit}\s*+(?:[、,]\s*+)?(または|もしくは|あるいは)\s*+(?=\d+\s*+{unit})",
            r"\1\2",
        )
        for unit in ("桁", "文字")
    ),
    *(  # "8 digits, 10 digits or 12 digits": "8, 10 or 12 digits"; also of characters
        (
            rf"\b(\d+)\s++{unit}(\s*+,\s*+(?:or\s+)?|\s+or\s+)"
            rf"(?=(?:\d+(?:\s++{unit})?\s*+,\s*+(?!or\b))*+\d+\s++{unit}(?:\s*+,)?\s+or\s+\d+\s++{unit}\b)",
            r"\1\2",
            re.IGNORECASE,
        )
        for unit in ("digits", "characters")
    ),
    # "either 7 digits or 10 digits (no spaces or dashes)": a closing note of what is refused, its own clause
    (
        r"\s*+\(\s*+((?:no|without|must\s+not\s+contain)\s+(?:spaces?|dashes|hyphens|slashes|dots|commas|underscores|symbols|letters"
        r"|punctuation|separators)\b[^()]{0,40}?)\s*+\)(?=\s*+(?:\.?$|[.;]|(and)\s+(?:between|at|max|min|up|\d)))",
        lambda m: f", {m.group(1)}," if m.group(2) else f", {m.group(1)}",
        re.IGNORECASE,
    ),
    # "superior to 0", "inferior or equal to 2100": an ESL writer's comparisons
    (r"\bsuperior\s+or\s+equal\s+to\b", "at least", re.IGNORECASE),
    (r"\binferior\s+or\s+equal\s+to\b", "at most", re.IGNORECASE),
    (r"\bsuperior\s+(?:to|than)\b", "greater than", re.IGNORECASE),
    (r"\binferior\s+(?:to|than)\b", "less than", re.IGNORECASE),
    # "cannot be posterior to the actual date", "anterior to 1 January 2010": the same writer's dates ("the
    # actual date of delivery" is a date of its own)
    (r"\bposterior\s+or\s+equal\s+to\b", "on or after", re.IGNORECASE),
    (r"\banterior\s+or\s+equal\s+to\b", "on or before", re.IGNORECASE),
    (r"\bposterior\s+to\b", "after", re.IGNORECASE),
    (r"\banterior\s+to\b", "before", re.IGNORECASE),
    (r"\bthe\s+(?:actual|present)\s+(?:date|day)\b(?!\s+of\b)", "today", re.IGNORECASE),
    # "in the 90 next days", "in the 30 last days", "must have at least 16 years": the same writer's windows
    # and ages
    (
        r"\bthe\s+(\d+)\s+(next|last|past|coming|following)\s+(days|weeks|months|years)\b",
        r"the \2 \1 \3",
        re.IGNORECASE,
    ),
    (
        r"\b(must|should|shall)\s+have\s+(at\s+least|at\s+most|minimum|maximum)\s+(\d+)\s+years\b(?!\s+(?:of|old)\b)",
        r"\1 be \2 \3 years old",
        re.IGNORECASE,
    ),
    # "count exactly 6 characters in total": how long it is
    (
        r"\bcount\s+((?:exactly\s+|at\s+(?:most|least)\s+|between\s+|from\s+|up\s+to\s+)?\d+(?:\s*(?:to|and|-)\s*\d+)?"
        r"\s+(?:characters|digits|letters))(?:\s+in\s+total)?\b",
        r"be \1",
        re.IGNORECASE,
    ),
    # "a sign plus followed by 8 to 15 digits", "must not end with a point (.)": the character itself
    (r"\b(?:an?|the)\s+(?:sign|symbol)\s+plus\b", '"+"', re.IGNORECASE),
    (
        r"\b(?:an?\s+|the\s+)?(?:point|period|full\s+stop|dot|hyphen|dash|slash|comma|colon|semicolon|underscore"
        r"|apostrophe|ampersand|asterisk|plus(?:\s+sign)?|sign|character|symbol)\s*\(\s*([^\w\s()\"'])\s*\)",
        r'"\1"',
        re.IGNORECASE,
    ),
    # 「プラス記号(+)は使用禁止」: the character itself, in Japanese (the name and its bracket had been lost)
    (
        r"(?:プラス|マイナス|ハイフン|スラッシュ|アンダースコア|アンダーバー|カンマ|コンマ|ピリオド|ドット|コロン|セミコロン"
        r"|アットマーク|アンパサンド|アスタリスク|パイプ)(?:記号|マーク)?\s*\(\s*([^\w\s()「」])\s*\)",
        r"「\1」",
    ),
    # 「「〒」記号を入れないでください」, 'the "@" symbol is not allowed': the quoted character itself, the
    # word after it its name (not every symbol)
    (r"(「[^\w\s「」]」)\s*(?:の)?(?:記号|マーク)(?=\s*[をはがも])", r"\1"),
    (r"(\"[^\w\s\"]\"|'[^\w\s']')\s+(?:symbol|sign|mark)\b", r"\1", re.IGNORECASE),
    # 「E から始まって数字5桁」, 「PO始まりで数字8桁」: the start, then what follows it (not 「Eで始まり」
    # read as digits only)
    (
        # (「+から始めて、数字8〜15桁」: a sign first, then a range of digits)
        r"(?:「([^」]{1,10})」|(?<![A-Za-z0-9_+#-])([A-Za-z0-9+#-]{1,10}))\s*(?:(?:で|から)\s*)?始(?:ま(?:って|り)|めて)(?:で)?"
        # (「「PT」で始まり、続けて数字3桁、続けて英大文字1文字」: the word that says what follows, when more
        # parts follow it)
        # (「…、続けて西暦4桁・ハイフン・連番3桁」: a part named for what its digits count)
        rf"\s*[、,]?\s*(?:(?:続けて|続いて|その後に?|次に)\s*(?={_LAID_PART}\s*\d+\s*(?:桁|文字)\s*[、・]))?"
        rf"(?={_LAID_PART}\s*\d+\s*(?:~\s*\d+\s*)?(?:桁|文字))",
        lambda m: f"「{m.group(1) or m.group(2)}」の後に",
    ),
    # "must begin by the letters CC", "must not terminate by a point": start and end with (not a date's
    # "end by 2024-12-31")
    (r"\b(?:commence|begin|start)(s?)\s+by\b(?!\s+\d)", r"start\1 with", re.IGNORECASE),
    (r"\b(?:terminate|finish|end)(s?)\s+by\b(?!\s+\d)", r"end\1 with", re.IGNORECASE),
    # "The quantity does not accept 0 or negative values": what it refuses ("we do not accept N/A, TBD or
    # none" is a list of values, read in the shorthand); "… does not accept N/A as a title": the field named
    (
        r"^(?!we\s+do\s+not\s+(?:accept|allow|permit)\s+(?!\d|zero\b|negative\b)[\w/\"'-]+\s*(?:,|\bor\b))"
        r"(?:the\s+)?[\w\s'-]{1,40}?\s+(?:does|do)\s+not\s+(?:accept|allow|permit|take)\s+(.+?)"
        r"(?:\s+(?:as|for)\s+(?:an?|the)\s+[\w\s-]{1,30}?)?\.?$",
        r"\1 are not allowed",
        re.IGNORECASE,
    ),
    (  # "they are never zero or negative", "it is never 0 or less": only positive values
        r"(?:\b(?:they|it|these|prices|values|amounts)\s+(?:are|is)\s+)?\bnever\s+(?:0|zero)\s+or\s+(?:negative|less|below)\b",
        "must be positive",
        re.IGNORECASE,
    ),
    (  # "0 or negative values are not allowed": only positive values
        r"(?<![\d.])(?:0|zero)\s+(?:or|and)\s+negative\s*+(?:values?|numbers?|amounts?|quantities)?\s*+"
        r"(?:are|is)\s+(?:not\s+(?:allowed|permitted|accepted|valid)|invalid|rejected|forbidden|prohibited)",
        "must be positive",
        re.IGNORECASE,
    ),
    # "must not contain digits or the characters @, # and $", "9.1 The … shall not contain any of the
    # characters #, % or &": each item is refused (the field named before it, not a condition: "at most 20
    # characters and must not contain <, > or &", "at most 10 characters, must not contain spaces or
    # numbers" keep their length)
    (
        rf"(?:^|(?<=[,;]\s)|(?<=[,;])(?!\s))(?:\d{{1,2}}(?:\.\d{{1,2}}){{1,3}}\s+)?"
        rf"(?:(?:(?!\b(?:must|shall|should)\b)[^;:.\d]){{0,60}}?\s)?"
        rf"(?:must|shall|should|may|can|does|do)\s*+(?:not|n't)\s+(?:contain|include|use)\s+"
        rf"(?:any\s+(?:of\s+)?)?({_REFUSED_ITEM}(?:{_ITEM_SEP}{_REFUSED_ITEM})+)\.?$",
        lambda m: (
            rx.sub(r"\bthe\s+(?:characters?|symbols?|signs?)\s+", "", m.group(1), flags=re.IGNORECASE)
            + " are not allowed"
        ),
        re.IGNORECASE,
    ),
    (  # "the last character must be a digit": how the value ends
        r"\b(?:the\s+)?(?:last|final)\s+(?:character|digit|letter)(?:\s+of\s+(?:the\s+|an?\s+)?[\w-]+(?:\s+[\w-]+){0,3})?"
        r"\s*+(?:(?:has\s+to|must|should|shall)\s+be|is)\s+"
        r"(?=an?\s+(?:digit|number|numeral|letter|upper|lower|capital)|['\"\u300c])",
        "must end with ",
        re.IGNORECASE,
    ),
    (  # "no more than 3 years before today": a window into the past
        r"\b(\d+\s+(?:days?|weeks?|months?|years?))\s+(?:before|prior\s+to)\s+(?:today|now|the\s+current\s+date)\b",
        r"\1 in the past",
        re.IGNORECASE,
    ),
    (r"\bprior\s+to\b", "before", re.IGNORECASE),  # "a date prior to 1 October 2012"
    (  # "must contain between 3 and 80 characters": a length, not a text contained
        r"\b(?:contain|comprise)\s+(?=(?:between\s+)?\d+\s*+(?:and|to|-)\s*+\d+\s+characters\b)",
        "be ",
        re.IGNORECASE,
    ),
    (  # 「…(X)以外のアドレスは入力できません」: only X (「ハイフン以外の記号は使用不可」: symbols, read so)
        r"以外の(?!記号|特殊文字)[^\u3001\u3002(]{0,10}?(?:は|を)?\s*+(?:入力|登録|使用|指定)(?:できません|できない|不可)(?:です)?",
        "のみ",
    ),
    (  # 「「N/A」とか「TBD」とか入れてくる人いるので、それは弾けますか?」: those are refused
        r"(?:とか|など|等)?\s*+(?:を)?\s*+(?:入れ|入力し|書い)(?:て)?(?:くる|くる人が?いる|いる|る)[^\u3001\u3002]{0,12}?"
        r"(?:ので|から)[\u3001,]\s*+(?:それ|これ)(?:ら)?(?:は|を)?\s*+(?:弾け|はじけ|エラーにでき|止められ)"
        r"(?:ますか|ませんか|る\?|ない\?)\??",
        "は不可",
    ),
    (r"\u300d\s*+って\s*+入って(?:い)?る", "\u300dを含む"),  # 「「テスト」って入ってる」: contains
    (r"(空欄|空白|未入力)\s*+(?:または|もしくは|か|、|,)\s*+(?:スペース|空白)のみ", r"\1や空白のみ"),
    (r"の(入力|登録)は\s*+でき(?:ません|ない)", r"の\1は不可"),  # 「…の登録はできません」: refused
    (r"(の(?:数字|数値|英数字|文字|文字列))\s*+(?:と|に)して(?:ください|下さい)\u3002?$", r"\1"),
    (r"^([^\u3001\u3002]{1,12})の欄[\u3001,]\s*+", r"\1は"),  # 「カナ名称の欄、…」: the column's name
    (  # 「社員番号、…」: the field's name, then its rule
        r"^([^\u3001\u3002,\s\d\u300c\u300d()]{0,10}(?:番号|コード|ID|名|名称|メアド|アドレス|区分))[\u3001,]\s*+(?=\S)",
        r"\1は",
    ),
    (  # 「…数字7桁でお願いします!例:E0012345」: the request, then its example
        r"\s*+で(?:お願い(?:します|いたします|致します)?|よろしく(?:お願いします)?)\s*+[!\u3002]?\s*+(?=\(?例\s*+[:)])",
        " ",
    ),
    (  # 「頭に「E」つけて数字7桁」: the prefix, then the rest
        r"(?:頭|先頭|最初)に\s*+(\u300c[^\u300d]{1,20}\u300d)\s*+(?:を)?\s*+(?:つけて|付けて)[\u3001,]?\s*+"
        r"(?=(?:半角|全角)?(?:数字|英字|英数字|英大文字|英小文字|アルファベット|\d))",
        r"\1の後に",
    ),
    (  # 「1970年より前と2030年より後はNG」: both sides refused, the range between them remains
        r"(\d+(?:\.\d+)?)\s*+年?\s*+(?:より前|未満|より小さい(?:値)?|を下回る(?:値)?)\s*+(?:と|や|または|もしくは|か|、)\s*+"
        r"(\d+(?:\.\d+)?)\s*+年?\s*+(?:より後|超|より大きい(?:値)?|を超える(?:値)?|を上回る(?:値)?)\s*+(?:は|も)?\s*+"
        r"(?:不可|NG|エラー|禁止|入力不可|入力できません|登録できません)",
        r"\1以上\2以下",
    ),
    (  # "an empty value or only spaces is not accepted": blank, whitespace or not
        r"\b(?:an?\s+(?:empty|blank)(?:\s+(?:value|entry|field|cell))?|(?:empty|blank)\s+(?:values|entries|fields|cells))"
        r"\s*+,?\s*+(?:or|and)\s+"
        r"(?:only\s+(?:spaces|whitespace|blanks)|(?:spaces|whitespace)\s+only)\b",
        "an empty value",
        re.IGNORECASE,
    ),
    (
        r"(?:^|(?<=[;,.]\s))(?:an?\s+)?(?:values?\s+(?:of|with)\s+)?(?:only\s+(?:spaces|whitespace)|(?:spaces|whitespace)\s+only)"
        r"\s+(?:is|are)\s+(?=not\s+(?:allowed|accepted|permitted|valid)|rejected|invalid)",
        "an empty value is ",
        re.IGNORECASE,
    ),
    (  # "It is necessary that the city name is filled": required
        r"\b(is|be|are)\s+(?:filled(?:\s+in)?|populated|completed)"
        r"(?:\s+(?:in\s+(?:every|all|each|any)\s+(?:cases?|instances?|events?)|at\s+all\s+times|always))?"
        r"(?=\s*+[;,.]|\s*+$|\s+(?:and|but)\s+(?:shall|must|should|may|it|has|have|is|are|not|no)\b)",
        r"\1 required",
        re.IGNORECASE,
    ),
    (  # "(1) Required. (2) Max 100 characters.": the numbers of a list of conditions
        r"(?:^|(?<=[.。、,;:]))\s*\(\s*\d{1,2}\s*\)\s*(?=[^\d\s()])",
        " ",
    ),
    (  # 「1円未満の端数は認めない」: no fraction of the unit
        r"(?:(?<![\d.])1\s*[^\d\s、。,]{0,3}\s*未満\s*の\s*)?端数\s*(?:は|を|の)?\s*(?:入力|登録)?\s*"
        r"(?:認めない|認めません|不可|禁止|なし|無し|NG|含まない|含めない|できない)",
        "小数不可",
    ),
    (  # "$1.00": the amount (NFKC made ￥ into ¥)
        r"[$€£¥]\s*(?=\d)",
        "",
    ),
    (  # "at least R500 and not more than R150000": rand after a bound (not a code such as R07 in a list)
        r"\b((?:than|least|most|exceed|exceeds|exceeding|over|under|below|above|max|min|maximum|minimum)\s)R\s?(?=\d)",
        r"\1",
    ),
    (  # 「今日から半年以内」: six months (not the name 「半年払」)
        r"(?<![0-9])半年(?=\s*(?:以内|以上|以下|未満|以降|以前|前|後|先|間|経過|を(?:超|過ぎ)|より|まで|から|の間))",
        "6か月",
    ),
    (  # 「10㎡以上」 (NFKC: m2)
        r"(?<=\d)\s*(?:m2|m²|sq\.?\s?m|sqm)(?![A-Za-z0-9])",
        "平米",
    ),
    (
        r"(?<=\d)\s*(?:m3|m³)(?![A-Za-z0-9])",
        "立米",
    ),
    (  # "Under-18s"
        r"\bunder[- ](\d+)s\b",
        r"under \1",
        re.IGNORECASE,
    ),
    (  # 「税抜999,999円」: the amount
        r"税(?:抜き?|込み?)\s*(?=\d)",
        "",
    ),
    (  # "contain no spaces" (not "have no more than 20")
        r"\b(?:contains?|has|have|with)\s+no\s+(?!(?:more|less|fewer|longer|shorter|later|earlier|greater|higher|lower)\b)",
        "not contain ",
        re.IGNORECASE,
    ),
    (  # "UoM -> EA / KG only": a label
        r"^([^:>→]{1,30}?)\s*(?:->|=>|→)\s*",
        r"\1: ",
    ),
    (  # "letters a - z", "digits 0 - 9": a range of characters, not a label before a dash
        r"\b(letters?|digits?|numbers?|characters?)\s+([A-Za-z0-9])\s+-\s+([A-Za-z0-9])\b",
        r"\1 \2-\3",
        re.IGNORECASE,
    ),
    (  # "Phone (E.164) - a plus sign followed by …", "phone in e.164 - …": a label, then a spaced dash
        r"^(?![^-]{0,40}\b(?i:must|should|shall|can|cannot|may|be|is|are|only|between|from|not|no)\b)"
        r"([A-Za-z](?:[A-Za-z /&'.]|(?<=[A-Za-z.])\d++){2,30}?(?<!\b[A-Za-z])(?:\s*\([^()]{1,20}\))?)"
        r"\s+-\s+(?=[a-z0-9]|(?i:not\s+allowed|disallowed|forbidden)\s*:"
        # "Employee ID - EMP then 5 digits": a code's leading letters, then the rest
        r"|(?:[A-Z][A-Z0-9]{1,9}|'[^'\s]{1,10}'|\"[^\"\s]{1,10}\")\s+(?i:then|followed\s+by)\b)(?!(?!a\s+[a-z]{2})\w\b)",
        r"\1: ",
    ),
    (  # "company domain only, i.e. the address must end in …": the restatement says it exactly
        r"(?:\s?,)?\s?(?<!\()\bi\.\s?e\.?,?\s+(?=[^\s(),、]+\s+[^\s(),、])",
        "; ",
        re.IGNORECASE,
    ),
    (  # "Y or N; nothing else is allowed except blank": the blank is let in, a clause of its own
        r"\s*(?:[-,;]|\band)?\s*\b(?:nothing|none)\s+else\s+(?:is\s+|are\s+)?(?:allowed|accepted|permitted|valid)\s*,?\s+"
        r"(?:except|but|apart\s+from|other\s+than)\s+(?:for\s+)?(?:an?\s+|the\s+)?(?:blank|empty)(?:\s+values?)?\b",
        "; may be left blank",
        re.IGNORECASE,
    ),
    (  # "Y or N; nothing else is allowed except X": an exception the list cannot keep
        r"\b(?:nothing|none)\s+else\s+(?:is\s+|are\s+)?(?:allowed|accepted|permitted|valid)\s*,?\s+(?:except|but|apart\s+from)\b.*",
        _cannot_keep,
        re.IGNORECASE,
    ),
    (  # "letters, spaces and hyphens only (no digits or other symbols)": what "only" leaves out, named again
        r"\b(only)\s*\(\s*no\s+[^()]{1,40}?\bor\s+(?:any\s+)?other\s+[a-z]+(?:\s+[a-z]+)?\s*\)",
        r"\1",
        re.IGNORECASE,
    ),
    # "JPY, USD or EUR - nothing else", "'CC' and then 4 digits, nothing more", "…, no other tenants",
    # "2 letters then 8 digits, nothing before or after": the list or layout says it all (not "no other
    # currency is to be accepted", a sentence the restatements read)
    (
        r"\s*(?:[-,;]|\band)?\s*(?:\bof\s+)?\b(?:nothing|none)\s+else\b(?:\s+(?:is\s+|are\s+)?(?:allowed|accepted|permitted|valid|ok"
        r"|okay))?|\s*(?:[-,;]|\band)?\s*\bno\s+others?\b(?!\s+sub-?domains?\b)(?:\s+[a-z/-]+){0,2}(?=\s*(?:[.;,!)]|$))"
        r"|\s*[-,;]\s*(?:and\s+)?(?:nothing|no(?:thing)?\s+(?:more|further|less)"
        r"|(?:with\s+)?(?:nothing|no\s+characters?)\s+(?:else\s+)?(?:(?:before|in\s+front)(?:\s+(?:of\s+)?it)?\s+or\s+after"
        r"(?:\s+it)?|either\s+side|around\s+it))\s*(?=[.;]?\s*$)",
        "",
        re.IGNORECASE,
    ),
    (
        r"(\d+)\s*(?:dp|d\.p\.)(?![A-Za-z])",
        r"\1 decimal places",
        re.IGNORECASE,
    ),
    (  # "'CU' + 8 digits": a literal, then the counted part
        r"(?:\b(?i:prefix)\s+)?(\"[^\"]+\"|'[^']+'|\b[A-Z]{1,6})\s*(?:\+|\bplus\b)\s*"
        r"(?=(?i:an?\s+|exactly\s+)?\d+(?:\s*|-)(?:digits?|letters?|characters?|chars?)\b)",
        r"\1 followed by ",
    ),
    # "aisle letter A-H, dash, 2-digit row, dash, 1-digit shelf": in a layout listed between separators, each
    # part named by what it stands for is its count or range
    (r"^(?=.*,\s*(?:an?\s+)?(?:dash|hyphen|slash|dot|period|colon|underscore)\s*,).+$", _layout_parts),
    # "RMA followed by 6 digits, hyphen optional": the hyphen may stand between the letters and the digits
    (
        r"(\b[A-Z]{1,6}|\"[^\"]{1,10}\"|'[^']{1,10}')\s+followed\s+by\s+(\d+\s+(?:digits?|letters?|characters?))\s*,?\s*"
        r"(?:\(?\s*(hyphen|dash|space|slash)\s+(?:is\s+)?optional(?:\s*\))?|with\s+(?:an\s+)?optional\s+(hyphen|dash|space|slash)"
        r"|(?:with\s+or\s+without|optionally\s+with)\s+(?:an?\s+)?(hyphen|dash|space|slash)(?:\s+between(?:\s+them)?)?)",
        lambda m: (
            f"{m.group(1)} followed by an optional {m.group(3) or m.group(4) or m.group(5)} "
            f"followed by {m.group(2)}"
        ),
        re.IGNORECASE,
    ),
    # "CC plus a 3-digit region and a 2-letter team": each part named by what it stands for is its count (read
    # as a length, the literal before it went)
    (
        rf"\bfollowed\s+by\s+{_NAMED_PART}(?:\s*,?\s*(?:and|plus|then|\+)\s+{_NAMED_PART})*",
        _named_parts,
        re.IGNORECASE,
    ),
    (  # "BC plus 2 digits plus 3 letters": the next part (the letters had gone); never after "at least"
        r"\b(digits?|letters?|characters?)\s+(?:plus|\+)\s+(?=\d+\s*(?:digits?|letters?|characters?)\b)",
        _next_part,
        re.IGNORECASE,
    ),
    # "whole kilograms or half kilograms only", "whole or half hours": multiples of a half
    (
        rf"\b(?:in\s+)?whole\s+(?:(?:{_WHOLE_UNIT})\s+)?(?:or|and)\s+(?:in\s+)?half\s+(?:{_WHOLE_UNIT})(?:\s+only)?\b",
        "in steps of 0.5",
        re.IGNORECASE,
    ),
    (
        rf"\bwhole\s+(?:{_WHOLE_UNIT})(?:\s+only)?\b",
        "whole numbers only",
        re.IGNORECASE,
    ),
    # "1 to 60, whole days only": a count of days (not an age or span, "18 whole years old")
    (
        r"(?<![\d\s])(?<!\d\s)(\s*)\bwhole\s+(?:days?|weeks?|months?|years?|seconds?)(?:\s+only)?\b"
        r"(?!\s+(?:old|ago|before|after|from|since|of\s+age))",
        lambda m: (
            m.group(0)
            if rx.search(r"\bhalf\b", m.string, re.IGNORECASE)
            else f"{m.group(1)}whole numbers only"
        ),
        re.IGNORECASE,
    ),
    (
        r"\bthe\s+(?:characters?|symbols?|signs?)\s+(?=[^\w\s])",
        "",
        re.IGNORECASE,
    ),
    (  # "; or |", "< or >", "<, > or ;.": lone symbols joined by "or" are literals (also before a stop)
        rf"(?<!\S)({_LONE})(?=\s+or\s+{_LONE}\.?(?:\s|$))|(?<=\sor )({_LONE})(?=\.?(?:\s|$))",
        r'"\1\2"',
    ),
    (  # 「市内(先頭3桁が930〜939)であること」: a word the bracket spells out as the value's start or end
        r"(?:^|(?<=[\s、。:]))(かつ\s*)?[^\s、。()「」:\d]{1,8}\(\s*((?:先頭|末尾)\s*\d*\s*(?:桁|文字)?\s*(?:が|は)"
        r"(?=[^()]*?(?:\d\s*~\s*\d|「))[^()]{1,120}?)\s*\)\s*(?:であること|であるもの|とする|です)?(?=$|[、。])",
        r"\1\2",
    ),
    (  # 「先頭2桁が「45」または「49」」: what the value starts with
        # (「先頭の数字は「1」(正社員)または「2」(契約社員)」: a bracket names what a literal stands for)
        # (「先頭2桁はブランド略号「LM」」: a word before the literal names what it is)
        r"先頭(?:の)?(?:\d+\s*(?:桁|文字))?(?:の(?:数字|文字|英字))?\s*(?:は|が)\s*(?:[\u30a0-\u30ff\u4e00-\u9fff]{1,8}(?=「))?"
        r"((?:「[^」]+」(?:\s*\([^()「」\d]{1,12}\))?\s*(?:または|もしくは|か|、|・)?\s*)+)"
        r"(?:であること|である|です|とする|にしてください|にすること|とすること|に限(?:る|ります|定(?:する|します)?)|のみ(?:とする|とします)?|のいずれか(?:であること|です|とする|にしてください)?)?(?=$|[、。])",
        lambda m: rx.sub(r"\s*\([^()]*\)", "", m.group(1)) + "で始まる",
    ),
    (  # 「先頭2文字は英大文字」: a count of a class the value starts with, not the whole value
        r"先頭(?:の)?(\d+)\s*(文字|桁)\s*(?:は|が)\s*((?:半角)?(?:英大文字|英小文字|大文字|小文字|英字|数字|英数字|アルファベット))"
        r"(?:であること|である|です|とする|とすること)?(?=$|。|、(?!\s*(?:残り|以降|それ以降|後続|\d+\s*(?:文字|桁)目)))",
        r"\3\1\2で始まる",
    ),
    (  # "the first two characters must be uppercase letters": a count of a class the value starts with
        r"\b(?:the\s+)?first\s+(\d+)\s+(?:digits|characters|chars|letters)\s+(?:must\s+be|should\s+be|are|=)\s+"
        r"(?:all\s+)?"
        r"((?:upper[- ]?case|lower[- ]?case|capital|alphabetic|alphanumeric|numeric)"
        r"(?:\s+(?:letters|characters))?|letters|digits|numbers|numerals)(?=\s*(?:$|[,;.]|\band\b))",
        lambda m: f"must start with {m.group(1)} {_CLASS_NOUN.get(m.group(2).lower(), m.group(2))}",
        re.IGNORECASE,
    ),
    # "First 2 characters '99' are reserved and not allowed": the literal refused at the start
    (
        r"\b(?:the\s+)?first\s+\d+\s+(?:digits|characters|chars|letters)\s+(?:(?:is|=|:)\s*)?"
        r"(['\"「][^'\"「」]{1,12}['\"」])\s+(?:is|are)\s+(?:reserved\s+(?:and\s+)?)?(?:not\s+(?:allowed|permitted|accepted|valid)"
        r"|forbidden|prohibited|disallowed|refused|rejected|invalid)\b",
        r"must not start with \1",
        re.IGNORECASE,
    ),
    (
        # ("first 3 chars 'AST' and rest numeric": the literal said after the count alone)
        r"\b(?:the\s+)?first\s+\d+\s+(?:digits|characters|chars|letters)\s+(?:(?:must\s+be|should\s+be|are|=)\s+(?=\S)"
        r"|(?:(?:is|=|:)\s*)?(?=['\"「][^'\"「」]{1,12}['\"」]))",
        "must start with ",
        re.IGNORECASE,
    ),
    # "first two digits can't be 00", "the last 2 digits must be 99": a literal of that width at that end
    (
        r"\b(?:the\s+)?(first|last)\s+(\d+)\s+(?:digits|characters|chars|letters)\s+(?:(must|should|shall|has\s+to"
        r"|have\s+to|needs?\s+to)\s+be|(cannot|can't|must\s+not|mustn't|may\s+not|should\s+not|shall\s+not|are\s+not"
        r"|aren't)\s+be|(?:are\s+)?never|not)\s+(?=\S)",
        _edge_literal,
        re.IGNORECASE,
    ),
    (  # 「「テスト」を含めてはならない」: a refused substring
        r"を含(?:め|ん)(?:て|で)は(?:ならない|ならず|いけない|なりません|いけません)",
        "を含めないこと",
    ),
    (  # 「9桁または10桁」, "9 or 10 digits": two neighbouring counts are a range
        r"(\d+)\s*(桁|digits)\s*(?:または|又は|もしくは|若しくは|か|or)\s*(\d+)\s*(?:桁|digits)(?!\s*+(?:or|または|又は|か))",
        lambda m: (
            f"{m.group(1)}~{m.group(3)}{m.group(2) if m.group(2) == '桁' else ' digits'}"
            if int(m.group(3)) == int(m.group(1)) + 1
            else m.group(0)
        ),
    ),
    # 「小数点以下は3桁まで(4桁以上は不可)」, "at most 10 characters (11 or more are rejected)": a bracket
    # refusing the next count up says the bound again (read alone, 「4桁以上は不可」 was a bound on the value)
    (
        r"(\d+)\s*(桁|文字|字|digits?|decimals?|decimal\s+places?|characters?|chars?)(\s*(?:まで|以内|以下))?\s*"
        r"\(\s*(\d+)\s*(?:\2)?\s*(?:以上|or\s+more)\s*(?:は|も|are|is)?\s*(?:不可|禁止|NG|エラー|使用不可|入力不可|登録不可"
        r"|rejected|refused|not\s+allowed|invalid|an\s+error)\s*(?:です)?\s*\)",
        _bound_said_again,
        re.IGNORECASE,
    ),
)


# A data dictionary's entries, "Key: value" between semicolons: the key says what the value is.
_ENTRY = r"(?:^|(?<=;))\s*+"
_NOT_ALLOWED = r"(?:disallowed|forbidden|prohibited|banned|blocked|excluded|invalid|not\s+allowed|refused)"

# A class named by its adjective alone ("must be numeric") as the noun a count takes.
_CLASS_NOUN: dict[str, str] = {
    "numeric": "digits",
    "alphabetic": "letters",
    "alphanumeric": "alphanumeric characters",
    "capital": "capital letters",
}
_CLASS_NOUN |= {
    f"{case}{sep}case": f"{case}case letters" for case in ("upper", "lower") for sep in ("", "-", " ")
}


_INCLUDED = r"(included|inclusive|excluded|exclusive|not\s+included)"
# "between 2015 and 2035 (2015 included, 2035 excluded)": each end said in or out after the range
_ENDS_SAID = rx.compile(
    rf"\bbetween\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)\s*,?\s*\(\s*(-?\d+(?:\.\d+)?)\s+(?:is\s+)?{_INCLUDED}"
    rf"\s*[,;]?\s*(?:and\s+|but\s+)?(-?\d+(?:\.\d+)?)\s+(?:is\s+)?{_INCLUDED}\s*\)",
    re.IGNORECASE,
)


def _ends_said(match: re.Match[str]) -> str:
    """'between 2015 and 2035 (2015 included, 2035 excluded)' as 'at least 2015 and less than 2035'."""
    low, high = match.group(1), match.group(2)
    said = {match.group(3): match.group(4).lower(), match.group(5): match.group(6).lower()}
    if set(said) != {low, high} or low == high:
        return match.group(0)
    low_in, high_in = said[low].startswith("incl"), said[high].startswith("incl")
    return f"{'at least' if low_in else 'more than'} {low} and {'at most' if high_in else 'less than'} {high}"


# a code named as a value: quoted, or capitals and digits ("NT", "PCE", "999")
_CODE = r"\"[^\"]{1,20}\"|'[^']{1,20}'|「[^」]{1,20}」|(?-i:[A-Z0-9][A-Z0-9/_-]{0,19})\b"
# a value named as a word: quoted, or capitalised ("Prepaid", "EXW")
_VALUE_WORD = r"\"[^\"]{1,20}\"|'[^']{1,20}'|「[^」]{1,20}」|(?-i:[A-Z][\w-]{0,19})\b"


def _to_the_cent(match: re.Match[str]) -> str:
    """'no fractions of a cent' is two decimal places, unless the amount is said in cents."""
    in_cents = rx.search(
        r"\bin\s+(?:\w+\s+)?(?:cents|pence)\b|\(\s*(?:cents|pence)\s*\)", match.string, re.IGNORECASE
    )
    return match.group(0) if in_cents else "at most 2 decimal places"


_AFTER_RESTATING: list[Rewording] = _table(
    (_ENDS_SAID.pattern, _ends_said, re.IGNORECASE),
    # 「サイズ:S、M、L、XL(XLは使用不可)」: a value refused in brackets after its list, a sentence of its own
    (
        r"\s*\(\s*([A-Za-z0-9][A-Za-z0-9-]{0,9}|「[^」]{1,10}」)\s*は\s*(?:廃止|廃番|使用不可|使用しない|不可)(?:済み)?\s*\)"
        r"\s*[。.]?",
        r"。\1は使用不可。",
    ),
    # 「請求書払い(法人のみ)」: who a listed value is for, no condition on the value
    (
        r"\(\s*(?:法人|個人|国内|海外|会員|社員|一部の?[^()、]{1,6}|[^()、]{1,8}(?:向け|の方))\s*(?:のみ|限定|専用)\s*\)",
        "",
    ),
    # "5 digits, or ZIP+4 (12345-6789)": the US ZIP code, in either of its forms (its sample goes)
    (
        r"\b(?:(?:a\s+)?5[- ]digits?\s*,?\s+or\s+(?:a\s+|the\s+)?zip\s*\+\s*4"
        r"|zip\s*\+\s*4\s*,?\s+or\s+(?:a\s+)?5[- ]digits?)"
        r"(?:\s*\(\s*(?:e\.g\.\s*)?\d{5}-\d{4}\s*\))?",
        "a US ZIP code",
        re.IGNORECASE,
    ),
    # "Support phone: E.164 only: + then 8 to 15 digits": after the label, the format named, then said in full
    (r"^([^:;.]{1,40}:\s+[^:;]{1,30}?\bonly)\s*:\s+(?=\S)", r"\1; ", re.IGNORECASE),
    # "no addresses ending in .ru or .cn", "nothing starting with TMP", "- so nothing starting with 090": the
    # ends refused, not demanded
    (
        r"(?:^|(?<=[:;,.]\s)|(?<=\s-\s))(?:(?:so|hence|thus|i\.e\.,?)\s+)?(?:no\s+(?:(?!(?:and|but|or|with|then)\b)[a-z][\w-]*\s+){0,2}?|nothing\s+)(start|begin|end)(?:ing|ning|s)\s+(?:with|in)\s+",
        r"must not \1 with ",
        re.IGNORECASE,
    ),
    # "no fractions of a cent", "to the nearest penny": an amount of money in its unit, to two decimal places
    # (not an amount said in cents: "in cents, no fractions of a cent" is a whole number)
    (
        r"\b(?:no\s+fractions?\s+of\s+(?:a\s+)?(?:cent|penny)|(?:rounded\s+)?to\s+the\s+(?:nearest\s+)?(?:cent|penny))\b",
        _to_the_cent,
        re.IGNORECASE,
    ),
    (r"\b(?:pls|plz)\b\.?", "please", re.IGNORECASE),
    (r"(?<!-)\bthru\b(?!-)", "through", re.IGNORECASE),  # "1990 thru 2030", not a word such as "drive-thru"
    (r"\bthrough\s+to\b(?=\s*-?\d)", "through", re.IGNORECASE),  # "1990 through to 2030": one end
    # "Freight terms is mandatory - Prepaid or Collect": the values named after the demand are allowed
    (
        rf"\b(required|mandatory|compulsory)\s*+(?:[-:,;]|\s-)\s*+(?=(?:{_VALUE_WORD})(?:\s*+,\s*+(?:{_VALUE_WORD}))*+"
        rf"\s*+(?:,\s*+)?(?:or|/)\s*+(?:{_VALUE_WORD})\s*+\.?$)",
        r"\1; must be ",
        re.IGNORECASE,
    ),
    # "'999' and '000' are dummy values and shall not be used", "… are test codes, do not use them": what the
    # values are is why they are refused (read as the values, the rule had demanded them)
    (
        r"\s+(?:is|are)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:values?|codes?|entry|entries|placeholders?|numbers?|ids?)"
        r"\s*(?:,\s*(?:so\s+)?|\s+(?:and|so)\s+)(?:(?:(?:must|shall|should|may)\s+not|cannot)\s+be\s+used"
        r"|(?:please\s+)?(?:do\s+not|never)\s+use\s+(?:them|it|these|those))\b",
        " must not be used",
        re.IGNORECASE,
    ),
    # "AG0000 is reserved, don't use": the value set aside is refused (the use denied says it again)
    (
        r"\s+(?:is|are)\s+reserved\s*(?:[,;]\s*(?:so\s+)?|\s+[-\u2013\u2014]\s+|\s+(?:and|so)\s+)"
        # (not "…; don't use lowercase letters": a clause of its own after the value set aside)
        r"(?:please\s+)?(?:do\s+not|don't|never)\s+use(?:\s+(?:them|it|these|those))?(?=\s*(?:$|[.;]))",
        " is reserved",
        re.IGNORECASE,
    ),
    # "HG- followed by 5 digits. R2: An optional revision suffix -A to -Z may follow.": a sentence of its
    # own that adds an optional last part to the sequence before it
    (
        r"(?:(?<=\bdigits)|(?<=\bletters))\s*[.;]\s+(?:[A-Z]{1,3}-?\d{1,3}\s*[:.)]\s*)?(?:an?\s+)?optional\s+"
        r"(?:[\w-]+\s+)?(?:suffix|part|ending|extension)\s+([^.;]+?)\s+(?:may|can|might)\s+(?:follow|be\s+added)\b",
        lambda m: ", optionally followed by " + _any_letter_after(m.group(1)),
        re.IGNORECASE,
    ),
    # "PO then 8 digits, optional '/R' + a single digit on the end": an optional last part of the sequence
    (
        r"(?:(?<=\bdigits)|(?<=\bletters))(\s*,\s*|\s+)(?:and\s+|then\s+|with\s+)?(?:an?\s+)?optional(?:ly)?\s+"
        # (not "…, optionally preceded by 'JP'", "…; optional 'JP' prefix": a first part, read by `sequence`)
        r"(?:(?:suffix|part|ending|extension|tail)\s+(?:of\s+)?)?(?!followed\b|(?:is|are)\b|preceded\b|prefixed\b)"
        r"(?![^,;.]*\b(?:prefix|suffix)\b)(?=\S)"
        # ("…, optional letter": one letter)
        r"((?=(?:(?:upper|lower)[- ]?case\s+|capital\s+)?(?:letter|digit|character)\b))?",
        lambda m: ", optionally followed by " + ("a " if m.group(2) is not None else ""),
        re.IGNORECASE,
    ),
    (
        r"(?:(?<=\bdigit)|(?<=\bdigits)|(?<=\bletter)|(?<=\bletters))\s+(?:on|at)\s+the\s+end(?:\s+for\s+[a-z]+(?:\s+[a-z]+)?)?(?=\s*(?:[(.,;]|$))",
        "",
        re.IGNORECASE,
    ),
    # "nobody born before 1940", "no one hired after 2030", "and not born before 1940", "may not be born
    # before 1900": the dates refused
    (
        r"(?:\bnobody|\bno\s*-?\s*(?:one|1)|(?:^|(?<=[,;:]\s)|(?<=\band\s))not"
        r"|\b(?:(?:must|may|shall|should|can)\s*not|cannot)\s+(?:be|have\s+been))\s+(?:born|dated|hired|joined|started)\s+"
        r"(before|after|prior\s+to|earlier\s+than|later\s+than)\s+([\w-]+)(?:\s+(?:please|pls|plz))?",
        r"must not be \1 \2",
        re.IGNORECASE,
    ),
    # "no one can order more than 500", "nobody may book over 40": the amounts refused
    (
        r"(?:\bnobody|\bno\s*-?\s*(?:one|1))\s+(?:can|may|should|is\s+allowed\s+to)\s+(?:order|book|buy|enter|claim"
        r"|request|take|ship|return|add)\s+(more\s+than|over|above|fewer\s+than|less\s+than|under|below)\s+(?=\d)",
        r"must not be \1 ",
        re.IGNORECASE,
    ),
    # "6 hexadecimal characters, uppercase A-F", "hex, letters A-F in lower case": the case of the hex letters
    (
        r"(\bhex(?:adecimal)?\b[^.;]{0,60}?)(?:\b(upper|lower)[- ]?case\s+(?:letters\s+)?\(?A\s*-\s*F\)?"
        r"|\b(?:letters\s+)?A\s*-\s*F\s+(?:in\s+)?(upper|lower)[- ]?case)(?:\s+only)?\b",
        lambda m: f"{m.group(1)}{(m.group(2) or m.group(3)).lower()} case",
        re.IGNORECASE,
    ),
    # 「スペースは半角ならOK」: the half-width space is let in (not the full-width one)
    (
        r"(?:スペース|空白)\s*(?:は|も)\s*半角(?:なら|であれば|のみ|だけ)?\s*(?:OK|可|大丈夫|許可|許容|使用可|入力可)(?:です)?",
        "半角スペース可",
    ),
    # "State: not NT or TAS", "not 'N/A' or 'TBD'": codes a clause opens by denying are refused values
    (
        rf"(?:^|(?<=:\s)|(?<=[.;]\s))not\s+(?=(?:{_CODE})(?:\s*+(?:,\s*+(?:or\s+|nor\s+)?|or\s+|nor\s+)(?:{_CODE}))*+"
        r"\s*+(?:\(|[.;]|$))",
        "must not be ",
        re.IGNORECASE,
    ),
    (r"\br\s+(?=(?:fine|ok|okay|allowed|accepted|valid)\b)", "are ", re.IGNORECASE),  # "future dates r fine"
    (  # "Disallowed values: 'N/A', 'TBD'", "Forbidden UOM values are DUMMY, NA and TBD"
        _ENTRY
        + _NOT_ALLOWED
        + r"\s+(?:[A-Za-z][\w-]*\s+){0,2}?(?:values?|entries|inputs?|codes?)"
        + r"\s*(?::|\b(?:are|is|include)\b)\s*+",
        " must not be ",
        re.IGNORECASE,
    ),
    (  # "The following values shall not be used for the GMP status: 'Unknown', 'TBD'"
        r"\b(?:the\s+)?following\s+(?:values?|entries|codes?)\s+(?:must|should|shall|may)\s+not\s+be\s+"
        r"(?:used|entered|accepted|allowed|saved)(?:\s+(?:for|in|as)\s+(?:the\s+|this\s+)?[\w\s-]{1,30}?)?\s*:\s*+",
        " must not be ",
        re.IGNORECASE,
    ),
    (  # "Disallowed characters: '@' and '#'"
        _ENTRY + _NOT_ALLOWED + r"\s+(?:characters?|chars|symbols?|words?|strings?|substrings?)\s*:\s*+",
        " must not contain ",
        re.IGNORECASE,
    ),
    # "Postal code - Mandatory: Y; format …": a label, then the sheet's columns
    (r"(?<=\S)\s+-\s+(?=(?:required|mandatory|nullable|nulls?\s+allowed)\s*:)", "; ", re.IGNORECASE),
    (  # "Required: N", "Mandatory: No", "Nullable: Y": optional, which asks for nothing
        _ENTRY + r"(?:(?:required|mandatory)\s*:\s*+(?:n|no|false)"
        r"|(?:nullable|nulls?\s+allowed|blank\s+allowed|empty\s+allowed)\s*:\s*+(?:y|yes|true))\b\.?",
        " optional",
        re.IGNORECASE,
    ),
    (  # "Nullable: N", "Required: Y": not blank
        _ENTRY + r"(?:nullable|nulls?\s+allowed|blank\s+allowed|empty\s+allowed)\s*:\s*+(?:n|no|false)\b\.?"
        r"|" + _ENTRY + r"(?:required|mandatory)\s*:\s*+(?:y|yes|true)\b\.?",
        " required",
        re.IGNORECASE,
    ),
    (  # "Increments: 0.5"
        _ENTRY + r"(?:increments?|steps?(?:\s+size)?|granularity)\s*:\s*+(?=\d)",
        " in steps of ",
        re.IGNORECASE,
    ),
    (  # "Decimals: up to 3"
        _ENTRY + r"(?:decimals|decimal\s+places|dp)\s*:\s*+"
        r"(?:up\s+to\s+|max(?:imum)?\.?\s+|at\s+most\s+|<=\s*)?(\d+)\b\.?",
        r" at most \1 decimal places",
        re.IGNORECASE,
    ),
    (  # "Leading zero: not allowed"
        _ENTRY
        + r"leading\s+(?:0|zero)e?s?\s*:\s*+(?:is\s+|are\s+)?(?:no|n|none|not\s+permitted|"
        + _NOT_ALLOWED
        + r")\b\.?",
        " must not start with 0",
        re.IGNORECASE,
    ),
    (  # "Type: text(20)", "varchar(20)": at most that many characters
        r"\b(?:type\s*:\s*+)?(?:text|string|varchar|nvarchar|varchar2)\s*\(\s*(\d+)\s*\)",
        r"at most \1 characters",
        re.IGNORECASE,
    ),
    (r"(?<=\d)\s*+\.\.\.?\s*+(?=-?\d)", "~"),  # "Range: 2000..2099"
    (  # "4-digit year (1950-2050)", 「西暦4桁(1950~2050)」: the range in brackets
        r"(?:西暦\s*(?:4\s*桁)?|\b4[- ]?digits?\s+years?)\s*\(\s*(\d{4}\s*(?:~|-|to)\s*\d{4})\s*\)",
        r"\1",
        re.IGNORECASE,
    ),
    (  # 【氏名(カナ)】※…: the heading names the field
        r"^【(?![^】]*(?:必須|任意|不可|のみ|以内|以下|以上|未満|桁|文字数))[^】]{1,30}】\s*+[※*]?\s*+",
        "",
    ),
    (  # 「半角文字(半角カナ・英数字・スペース)は登録できません」: the class, then what it covers
        r"((?:半角|全角)(?:文字|英数字|カナ|カタカナ)?|記号|特殊文字)\s*\([^()]{1,40}\)"
        r"(?=\s*(?:は|も|を)?\s*(?:不可|禁止|NG|登録でき|入力でき|使用でき|使え|エラー|認め|受け付け))",
        r"\1",
    ),
    (r"\b(\d+)\s+(days?|weeks?|months?|years?)\s+back\b", r"\1 \2 in the past", re.IGNORECASE),
    (r"\b(?:an?\s+|the\s+)?(?:plus|\+)\s+(?:sign|symbol)\b", '"+"', re.IGNORECASE),  # "plus sign then 8 …"
    (r"\bshall\b", "must", re.IGNORECASE),  # "… shall use the https scheme"
    (r"\bincl\.", "including", re.IGNORECASE),
    (
        r"\b(\d+)\s*(?:yrs?|y/o)(?=\s|[.,;)]|$)",
        r"\1 years",
        re.IGNORECASE,
    ),  # "within next 3 yrs", "18 yrs old"
    (r"\b(this|next|last|previous|current)\s+yr\b", r"\1 year", re.IGNORECASE),  # "last yr or this yr"
    # "letters first then numbers, no mixing after that": after an order of parts, "no mixing" says it again
    (
        r"\s*[,;-]?\s*(?:and\s+)?(?:no\s+mixing|(?:never|not)\s+mixed)(?:\s+(?:after\s+that|of\s+the\s+two|them|up))?"
        r"(?=\s*(?:[,;.(]|$))",
        _dropped_after(r"\b(?:then|followed\s+by)\b"),
        re.IGNORECASE,
    ),
    # "starts with the season (SS or AW)", "ends in the size code (S/M/L)": what the part stands for, then the
    # codes it is written as
    (
        r"\b((?:starts?|begins?|ends?|starting|beginning|ending)\s+(?:with|in))\s+(?:the|a|an|its|their)\s+"
        r"(?:[a-z]+\s+){0,2}?[a-z]+\s*\(\s*"
        r"((?-i:['\"]?[A-Z0-9][A-Z0-9-]{0,5}['\"]?)(?:\s*(?:,|/|\bor\b)\s*(?-i:['\"]?[A-Z0-9][A-Z0-9-]{0,5}['\"]?))+)\s*\)",
        lambda m: f"{m[1]} " + " or ".join(rx.split(r"\s*(?:,|/|\bor\b)\s*", m[2], flags=re.IGNORECASE)),
        re.IGNORECASE,
    ),
    # "more than a year out", "within a month from today", "in the next year": one of that unit (a bare
    # "Last audit date: within a year" says no side of today)
    (
        r"\b(?:an?|one)\s+(day|week|month|year)\b(?=\s+(?:out|ahead|from\s+(?:today|now)|in\s+the\s+(?:future|past)"
        r"|ago|back)\b)|(?<=\bwithin\s)\s*(?:an?|one)\s+(day|week|month|year)\b"
        r"(?=\s+(?:from|after|before|ahead|ago|back|in\s+the\s+(?:future|past))\b)"
        # "cannot be older than a year": the past, said by "older"
        r"|(?:(?<=\bolder\sthan\s)|(?<=\bnewer\sthan\s))\s*(?:an?|one)\s+(day|week|month|year)\b",
        lambda m: f"1 {m.group(1) or m.group(2) or m.group(3)}",
        re.IGNORECASE,
    ),
    # "no more than 30 days out", "more than 1 year out": that far from today
    (
        r"\b(\d+)\s+(days?|weeks?|months?|years?)\s+out\b(?:\s+from\s+(?:today|now)\b)?",
        r"\1 \2 from today",
        re.IGNORECASE,
    ),
    (  # "more than 0 and less than 100 - 0 and 100 themselves not ok": the bounds said again
        r"\s*[-–,;]\s*\d+(?:\.\d+)?(?:\s*(?:and|&)\s*\d+(?:\.\d+)?)?\s+themselves\s+(?:are\s+)?"
        r"(?:not\s+ok|excluded|not\s+included|not\s+allowed)\.?$",
        "",
        re.IGNORECASE,
    ),
    (
        r"(?:じゃ|で)ないと(?:ダメ|だめ|駄目|NG|いけない)(?:です)?。?$",
        "であること",
    ),  # 「httpsじゃないとダメです」
    (r"だと(?:ダメ|だめ|駄目|NG|エラー)(?:です)?。?$", "は不可"),  # 「空欄だとダメです」
    (
        r"(?:は|も)?\s*NG(?:で|に)(?:しといてください|してください|お願いします)?(?:。?$|(?=。))",
        "は不可",
    ),  # 「…はNGで」
    (r"空っぽ", "空欄"),
    (  # "Price - not allowed: 0 or negative values": only positive values
        r"(?:^|(?<=:\s)|(?<=;\s))(?:not\s+allowed|disallowed|forbidden)\s*:\s*(?:0|zero)\s+(?:or|and)\s+negative"
        r"(?:\s+(?:values?|numbers?|amounts?|quantities))?\s*\.?$",
        "must be positive",
        re.IGNORECASE,
    ),
    # "Unit of measure - not allowed: PC, PCS, UNIT (legacy UOMs)": the refusal, then what it refuses
    (
        r"(?:^|(?<=:\s)|(?<=;\s))(?i:not\s+allowed|disallowed|forbidden|banned|blocked)\s*:\s*"
        r"((?:[A-Z0-9\"']|(?i:negative|zero)\b)[^.;:()]{0,80}?)(\s*\([^()]*\))?\s*\.?$",
        r"\1 are not allowed\2",
    ),
    # "one of: ACTIVE, INACTIVE (all caps, exactly as spelled)": the values as listed, case and all
    (
        r"\s*\(\s*(?:(?:all\s+caps|upper\s*case|capitals)\s*,?\s*)?(?:and\s+)?exactly\s+as\s+(?:spelled|written|listed|shown)"
        r"\s*\)",
        " (case-sensitive)",
        re.IGNORECASE,
    ),
    # "all caps, A-Z only": the capitals A to Z alone (beside a case word, "A-Z" read as that case again)
    # (only after a case word with no digits between: "0-9, A-Z only" is the digits or capitals)
    (
        r"(?<![\w-])(?-i:A)\s*-\s*(?-i:Z)\s+only\b",
        lambda m: (
            "uppercase letters only"
            if rx.search(
                r"\b(?:caps|capitals?|upper[- ]?case)\b"
                r"(?:(?!\b(?:digits?|numbers?|numerals?|numeric)\b)[^.;\d])*$",
                m.string[: m.start()],
                re.IGNORECASE,
            )
            else m.group(0)
        ),
    ),
    # 「(株)の略記は禁止、「株式会社」と正式名称で入力すること」: the spelling to use instead of what is
    # refused is advice, not a value the field must be
    (
        r"((?:禁止|不可|NG|ダメ))\s*[、,]\s*(?:代わりに\s*)?「[^」]{1,20}」\s*(?:と|で)\s*"
        r"(?:正式名称|正式表記|正式に|フルで|省略せず(?:に)?)\s*(?:で)?\s*(?:入力|記載|登録|記入)(?:する)?\s*(?:こと|してください)",
        r"\1",
    ),
    (  # 「121歳以上は入力ミスとみなす」, 「0円は誤入力として扱う」: what is taken for a mistake is refused
        r"(?:は|も)\s*(?:入力ミス|入力誤り|誤入力|誤り|不正(?:な値|値)?)\s*(?:と|として)\s*"
        r"(?:みなし(?:ます)?|みなす|扱い(?:ます)?|扱う|判断(?:します|する)?)",
        "は不可",
    ),
    (  # 「不明の場合は空欄のままでOK」, 「未定なら空白でも可」: a blank let in, in the case it names
        r"(?:^|(?<=[;。、]))\s*[^;。、()]{1,12}?(?:の場合|場合|なら|であれば|のとき|の時)(?:は|には)?\s*、?\s*"
        r"(空欄|空白|未入力)(?:のまま)?\s*(?:で|でも|は|も)?\s*(?:OK|可|大丈夫|構いません|かまいません)(?:です)?\s*(?=[;。]|$)",
        r"\1可",
    ),
    (r"\btoday\s*\+\s*(\d+)\s*days?\b", r"\1 days from today", re.IGNORECASE),  # "today + 90 days"
    (r"桁数は(?=\s*\d+\s*文字)", "長さは"),  # 「桁数は8文字以上」: a length
    (  # "https and host must be catalog.example.com": the scheme, then the host, two conditions
        r"\b(https?)(?:://)?\s*(?:,\s*|\s+)(?:and\s+|&\s+|\+\s+)?"
        r"(?=(?:the\s+)?(?:host(?:\s*name)?|domain|server)\s+(?:must|should|has\s+to|is|=|:))",
        r"\1 only; ",
        re.IGNORECASE,
    ),
    (  # "https:// scheme mandatory; http:// and ftp:// links are refused": the scheme said again
        r"\s*[;,.]\s*(?:(?:https?|ftp)://)(?:\s*(?:,|and|or)\s*(?:(?:https?|ftp)://))*\s*(?:links?|urls?|addresses)?\s*"
        r"(?:are|is)?\s*(?:refused|rejected|not\s+allowed)\.?$",
        "",
        re.IGNORECASE,
    ),
    (
        r"(」)\s*\((?:スラッシュ|ハイフン|カンマ|コンマ|ピリオド|ドット|アンダースコア|コロン|アットマーク)\)",
        r"\1",
    ),
    (r"セミコロン", "「;」"),
    (  # "don't allow 'N/A' or 'TBD' as the contact name": the field named after the values
        r"((?:'[^']*'|\"[^\"]*\")\s*)\s+as\s+(?:the|a|an)\s+"
        r"(?:(?!(?:is|are|must|should|shall|will|may|can|cannot|gets?)\b)[\w\s-]){1,30}\.?$",
        r"\1",
        re.IGNORECASE,
    ),
    # ", use the Interim checkbox instead": another field of the record to use, not a rule
    (
        r"\s*[,;-]\s*(?:please\s+)?(?i:use|tick|check|set|fill\s+in)\s+the\s+[\w\s'-]{1,30}?\s+"
        r"(?i:checkbox|check\s*box|tick\s*box|flag|field|column|dropdown|option)"
        r"(?:\s+instead|\s+for\s+(?:that|this|it))\s*\.?$",
        "",
    ),
    # "no digits anywhere - sizes and pack counts go in their own attributes", "; the colour belongs in a
    # separate field": where other data is kept, no condition of this field's
    (
        r"\s*(?:\s-\s|[;,]\s*|\.\s+)(?:the\s+)?[\w\s/'-]{1,50}?\s+(?:go(?:es)?|belongs?|lives?|are\s+(?:kept|entered"
        r"|recorded|held)|is\s+(?:kept|entered|recorded|held))\s+in\s+(?:(?:their|its)\s+own|an?\s+separate|separate"
        r"|the\s+[\w\s'-]{1,30}?)\s+(?:attributes?|fields?|columns?)\s*\.?$",
        "",
    ),
    (  # "no '/' in the folder label", "Title: no 'interim' in it": the text refused anywhere
        r"(?:^|(?<=:\s))no\s+('[^']+'|\"[^\"]+\")\s+(?:in|inside|within)\s+(?:(?:the|a|an|any)\s+[\w\s-]{1,40}|it)\.?$",
        r"must not contain \1",
        re.IGNORECASE,
    ),
    (  # "no '#'", "Code: no ';' or '|'": the quoted characters refused
        r"(?:^|(?<=:\s))no\s+((?:'[^'\w\s]{1,3}'|\"[^\"\w\s]{1,3}\")(?:\s*(?:,|\bor\b|\band\b|\bnor\b)\s*"
        r"(?:'[^'\w\s]{1,3}'|\"[^\"\w\s]{1,3}\"))*)\s*\.?$",
        r"must not contain \1",
        re.IGNORECASE,
    ),
    (r"(」)\s*とか\s*(?=「)", r"\1"),  # 「「テスト」とか「ダミー」」
    (r"(」)\s*(?:だけ|のみ)\s*(?:を)?(?:入れる|記入する|入力する|登録する)(?:の|こと)\s*(?:は|も)?", r"\1は"),
    # 「全角文字のみでご入力ください(半角記号は不可)」: the request between the demand and its bracket says
    # nothing
    (r"(のみ|に限る)\s*で\s*(?:ご)?(?:入力|記入|登録)(?:して)?(?:ください|下さい)(?=\s*\()", r"\1"),
    # 「…のみ(…は不可)」 (not 「半角のみ(スペースは不可)」: a width holds spaces and symbols, so such a
    # bracket refuses more; but 「全角のみ(半角スペースNG)」, 「全角のみ(半角記号は不可)」 refuse nothing full
    # width holds)
    (
        r"(?:(?<!半角)(?<!全角)(?<!半角文字)(?<!全角文字)|(?=[^()]*\((?![^()]*(?:スペース|空白|記号)))"
        r"|(?:(?<=全角)|(?<=全角文字))(?=[^()]*\((?![^()]*(?<!半角)(?:スペース|空白|記号))))"
        r"(のみ|に限る|\bonly)(?:とする|です|であること)?\s*\((?![^()]*(?:今日|本日|当日|today|[a-z0-9-]\.[a-z]{2,}))[^()]*?(?:は|を)?(?:不可|NG|禁止|エラー|除く|not\s+allowed)\)",
        r"\1",
    ),
    # 「「至急」「要確認」の語を入れないこと」: words named are words the text must not hold
    (
        r"(」)\s*(?:の|という|といった)\s*(?:語|言葉|単語|文言|ワード|表現)(?:は|を)?\s*"
        r"(?:入れ|書か|記入し|入力し|記載し)(?:ないこと|ないでください|ない|ません"
        # 「…の語を入れることは禁止とする」, 「…の語を入れてはいけない」: the same, said as a prohibition
        r"|(?<!書か)(?:ることは|るのは)\s*(?:禁止|不可|NG|認めない|認めません)|(?<!書か)て(?:は|も)?(?:いけない|ならない|いけません))",
        r"\1を含めないこと",
    ),
    # 「(子会社出向者分を含む)」: whom the rule covers, no condition on the value
    (r"\(\s*[^()]{1,20}?(?:者|社員|職員|スタッフ|メンバー)(?:分)?(?:も|を)?\s*含む\s*\)", ""),
    # 「令和五年度より運用」: since when the rule applies, no bound on the value
    (
        r"[。、\s]*(?:\d{4}|(?:令和|平成)\S{1,3})\s*年?度?\s*(?:より|から)\s*(?:運用|適用|施行)(?:開始)?(?:する|します|とする)?。?$",
        "",
    ),
    # 「全角のみ(スペースNG)」: a bracket the row above keeps refuses more, a condition of its own
    (r"(のみ|に限る)\s*\(\s*([^()]*?(?:は|を)?\s*(?:不可|NG|禁止|エラー))\s*\)\s*(?=[。]?$)", r"\1、\2"),
    (
        r"\(\s*サブドメイン(?:も|を)?(?:含む|含め|可|OK|許可)\s*\)",
        "(サブドメイン可)",
    ),
    (  # "within the past year": one year
        r"\b(within|in|during)\s+the\s+(past|last|previous|next|coming|following)\s+(year|month|week|day)\b",
        r"\1 the \2 1 \3",
        re.IGNORECASE,
    ),
    (  # "(… not allowed anymore since 2024-01-01)", "no longer accepted as of 2025-04-01": when the refusal
        # came in, which is not a bound on the value
        r"\b(any\s*more|any\s+longer|no\s+longer\s+(?:allowed|accepted|permitted|valid|used|in\s+use))"
        r"\s+(?:since|from|as\s+of|starting|effective)\s+(?:\d{4}-\d{2}-\d{2}|\d{4}|(?:[a-z]+\s+)?\d{4})\b",
        r"\1",
        re.IGNORECASE,
    ),
    (  # "(old 5-digit numbers have to be migrated first)": a note on the old records, what is to be done with
        # them, not a rule of the value
        r"\s*\((?:the\s+)?(?:old|older|legacy|existing|former|previous)\b[^()]{0,60}?\b(?:ha(?:s|ve)\s+to|needs?\s+to"
        r"|must|should|will)\s+be\s+(?:migrated|converted|cleaned\s+up|corrected|updated|changed|replaced|renumbered"
        # (a rule of its own after ';' stays, in its brackets)
        r"|fixed|adjusted|mapped)\b[^();]*(?:\)|;\s*([^()]+)\))",
        lambda m: f"; {m.group(1)}" if m.group(1) else "",
        re.IGNORECASE,
    ),
    (  # "the old SAP numbers with dash are not allowed anymore", "codes containing spaces are rejected": the
        # character is refused
        r"\b(?:the\s+)?(?:(?:old|older|legacy|former)\s+)?(?:[A-Z]{2,6}\s+)?(?:numbers|values|codes|entries|names|ids)"
        r"\s+(?:with|containing)\s+(?:an?\s+|the\s+|any\s+)?(dash(?:es)?|hyphens?|spaces?|slash(?:es)?|underscores?|dots?)"
        r"\s+(?:are|is)\s+(?:not\s+(?:allowed|permitted|accepted)|forbidden|prohibited|rejected)(?:\s+any\s*more)?\b",
        r"must not contain \1",
        re.IGNORECASE,
    ),
    (  # "Never use the generic supplier no. 999999 for real suppliers!": a value named by what it is, refused
        r"\b(?:never|do\s+not|don't)\s+use\s+(?:the\s+|an?\s+)?(?:[a-z-]+\s+){0,3}?(?:number|no\.|code|value|id)\s+"
        r"([A-Z0-9][\w-]*|'[^']{1,20}'|\"[^\"]{1,20}\")(?:\s+for\s+[^.;!,]{1,40}?)?(?=\s*[.;!,]|$)",
        r"must not be \1",
        re.IGNORECASE,
    ),
    (  # "ZN followed by 8 digits, an index letter at the end is optional": the layout may end with one more
        r",\s*(?:and\s+)?(?:an?|one)\s+(?:[a-z-]+\s+)?(letter|digit|character)\s+(?:at\s+the\s+end|after\s+(?:it|that))"
        r"\s+is\s+optional\b",
        r", optionally followed by a \1",
        re.IGNORECASE,
    ),
    (  # "YYWW + 4 digit counter", "YYMM followed by 4 digits": the placeholders of a date's parts are digits
        r"(?-i:\b((?:YYYY|YY|MM|DD|WW){2,3}))(?=\s+(?:followed\s+by|\+|plus|then)\s+\d)",
        lambda m: f"{len(m.group(1))} digits",
        re.IGNORECASE,
    ),
    (  # "is not allowed to start with X or Y": read as "must not" before the refused are split
        r"\b(?:is|are)\s+not\s+(?:allowed|permitted)\s+to\b",
        "must not",
        re.IGNORECASE,
    ),
    (  # "must not start with 0120 or 0570": each refused
        r"\b(must\s+not|cannot|can't|may\s+not|should\s+not)\s+(start|begin|end)\s+with\s+(?:an?\s+)?([\"'「]?[\w+#.-]+[\"'」]?)"
        r"\s+or\s+(?:an?\s+)?([\"'「]?[\w+#.-]+[\"'」]?)(?=\s*(?:[.;,(]|$)|\s+[-\u2013\u2014]\s)",
        r"\1 \2 with \3 and \1 \2 with \4",
        re.IGNORECASE,
    ),
    (  # "one or two capital letters": a range of counts
        r"\b(\d+)\s+or\s+(\d+)\s+(?=(?:[\w-]+\s+)?(?:letters|characters|digits)\b)",
        lambda m: f"{m.group(1)} to {m.group(2)} " if int(m.group(2)) == int(m.group(1)) + 1 else m.group(0),
        re.IGNORECASE,
    ),
    (  # an error text
        r"^(?:invalid\s+(?:entry|value|input)|error)\s*:\s*",
        "",
        re.IGNORECASE,
    ),
    (  # "Required: …"
        r"^(required|mandatory|必須|入力必須)\s*:\s*",
        r"\1; ",
        re.IGNORECASE,
    ),
    (  # 「16進数8桁(英字は大文字)」, "8 hex digits (upper case)": the letters' case, a rule in brackets
        r"\s*\(((?![^()]*(?:区別|問わ|sensitive|\bor\b|\beither\b|\bany\b))(?:英字|アルファベット|letters?)?\s*(?:は|:)?\s*"
        r"(?:すべて|全て)?\s*(?:大文字|小文字|(?:in\s+)?(?:upper|lower)[- ]?case|capitals?)"
        r"(?:のみ|\s+only)?)\)\s*([.。]?)\s*$",
        _case_note,
        re.IGNORECASE,
    ),
    (  # 「入力必須です(50文字以内)」, 「半角だけで(スペースはナシ)」: a second rule in brackets
        r"\s*\(([^()]*?(?:\d+\s*(?:文字|桁|characters?|digits?)|以内|以下|以上|のみ|\bonly\b|不可|禁止|はナシ|はなし"
        r"|の(?:どちらか|いずれか)"  # 「必須入力(個人/法人のどちらか)」
        r"|(?:登録|入力|使用)でき(?:ない|ません)"
        r"|を含む場合(?:は)?\s*(?:エラー|NG)"  # 「(半角文字を含む場合エラー)」
        # "… one of FCA, DAP, DDP (EXW is not allowed anymore)": a value refused in brackets
        # (a value named: "the old number is not allowed" names none)
        r"|(?:(?-i:\b[A-Z0-9][A-Z0-9-]{0,11})|['\"「][^'\"」]{1,20}['\"」])\s+(?:is|are)\s+not\s+(?:allowed|permitted"
        r"|accepted)\b)[^()]*)\)"
        r"\s*([.。]?)\s*$",
        _bracketed_rule,
    ),
    (
        r"(「[^」]+」)(?:から|で)始まり、\s*(?:その後に|続けて)\s*(?:半角)?数字のみ"
        r"(?:を入力(?:してください|すること|する)?|が続く(?:ものとする|こと)?)?",
        r"\1の後にdigits only",
    ),
    (
        r"(その後に|に続けて|続けて|の後に|の後は)\s*(?:半角)?数字のみ(?:を入力(?:してください|すること|する)?)?",
        r"\1digits only",
    ),
    (  # "on/after 2020-01-01"
        r"\bon\s*/\s*(after|before)\b",
        r"on or \1",
        re.IGNORECASE,
    ),
    (  # "even, 2-100"
        r"^\s*(even|odd)\s*,\s*",
        r"\1 number, ",
        re.IGNORECASE,
    ),
    (  # "the literal 'PO', a hyphen, …": the quoted text itself
        r"\b(?:the\s+)?literal\s+(?:text\s+|string\s+|characters?\s+|prefix\s+)?(?=[\"'「])",
        "",
        re.IGNORECASE,
    ),
    (  # "half-width (ASCII) alphanumerics": the bracket names the same characters again
        r"\b(half[- ]?width|ASCII)\s*\(\s*(?:ASCII|half[- ]?width)\s*\)",
        r"\1",
        re.IGNORECASE,
    ),
    (  # "full-width characters entered from Japanese-locale keyboards": where they come from is no condition
        r"\s+(?:entered|typed|keyed(?:\s+in)?|input)\s+(?:from|on|with|via|using|through)\s+(?:an?\s+|the\s+)?"
        r"[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:keyboards?|IMEs?|input\s+methods?)\b",
        "",
        re.IGNORECASE,
    ),
    (  # ", because of CSV export": the reason, after the rule
        r"\s*[,;(]?\s*\b(?:because(?:\s+of)?|due\s+to)\b[^,;()]{1,50}\)?\.?$",
        "",
        re.IGNORECASE,
    ),
    (  # "not ending in .tmp": a refused ending
        r"^\s*not\s+(?:(ending|starting|beginning)\s+(?:in|with)|(containing))\b",
        lambda m: (
            "must not "
            + {"ending": "end with", "starting": "start with", "beginning": "start with"}.get(
                (m.group(1) or "").lower(), "contain"
            )
        ),
        re.IGNORECASE,
    ),
    (  # "≥1 uppercase & ≥1 digit"
        r"(?:≥|>=)\s*(\d+)\s*(?=(?:upper|lower|capital|digit|number|letter|symbol|special|character))",
        r"at least \1 ",
        re.IGNORECASE,
    ),
    (
        r"(?<=\w)\s*&\s*(?=at\s+least\b)",
        " and ",
    ),
    (  # 「入力してはならず、…」
        r"てはならず(?=、)",
        "てはならない",
    ),
    (  # 「必須・数字のみ」: two rules
        r"^(必須|入力必須|空欄不可)\s*[、・]\s*",
        r"\1。",
    ),
    (  # 「ダミー値(「なし」「未定」)を入力して」: the values listed
        r"(?:ダミー|仮|テスト用?|プレースホルダー?)(?:の)?(?:値|データ|文字列)?\s*\(\s*((?:「[^」]+」\s*[、・]?\s*)+)\)",
        r"\1",
    ),
    (  # 「カタカナのみで入力しなければならず、…」
        r"(?:し)?なければならず(?=、)",
        "",
    ),
    (
        r"(「([^」]+)」)の(\d+)文字(?=に続|の後|、|\+)",
        lambda m: m.group(1) if len(m.group(2)) == int(m.group(3) or m.group(4)) else m.group(0),
    ),
    (
        r"の順(?:で|に)?(?:構成(?:しなければならない|する|すること|される)?|並べる|並ぶ)?。?$",
        "",
    ),
)


# 「スペースだけの入力も未入力とみなします」, "Spaces only are treated as empty": a blank value, refused
# beside 「必須」 (on an optional field, where a blank value is let in, it asks for nothing)
_SPACES_AS_BLANK_JA = (
    r"(?:(?:全角|半角)(?:・|、|/|や)?)*(?:スペース|空白)(?:[(（][^()（）]{0,20}[)）])?(?:だけ|のみ)(?:の(?:入力|登録|値))?"
    r"(?:も|は)\s*(?:未入力|空欄|空白|ブランク|入力なし)(?:と|として)?(?:みなし(?:ます)?|みなす|扱い(?:ます)?|扱う|する|します)"
)
_SPACES_AS_BLANK_EN = (
    r"\b(?:an?\s+(?:value|entry|input)\s+(?:of|with)\s+)?(?:(?:only|just)\s+(?:white\s*)?spaces|(?:white\s*)?spaces\s+only)"
    r"\s+(?:(?:is|are)\s+(?:also\s+)?(?:treated|counted|regarded|considered)|(?:also\s+)?counts?)\s+as\s+(?:blank|empty|missing)\b"
)
_OPTIONAL_FIELD = rx.compile(
    r"任意|空欄可|未入力可|\boptional\b|\bnot\s+(?:required|mandatory)\b|\bmay\s+be\s+(?:left\s+)?(?:blank|empty)\b",
    re.IGNORECASE,
)
# 「入力する場合は「A」「B」のいずれか」, "if entered, one of A, B or C": what a value is when one is given,
# a blank let in (unless a blank is refused too: "Mandatory …; when filled, exactly 4 digits")
_IF_ENTERED = rx.compile(
    # (「空欄でもよいが、入れるなら…」: the blank said before)
    r"(?<![とにがで])(?P<ja>(?:空欄でも(?:よい|良い|いい|可|OK|構わない)(?:が|けど|けれど)\s*、?\s*)?"
    r"(?:入力(?:する|される|がある)場合(?:は|には)?|入力時は|記入する場合は|(?:入力|記入)するなら|(?<!を)入れるなら|(?<!を)入れる場合は))"
    r"|\b(?:if|when)\s+(?:entered|provided|given|filled(?:\s+in)?|supplied|present)\s*,",
    re.IGNORECASE,
)
_BLANK_REFUSED_TOO = rx.compile(
    r"必須|空欄不可|空欄は不可|未入力不可|\b(?:mandatory|required)\b|\bmust\s+not\s+be\s+(?:blank|empty)"
    r"|\b(?:blank|empty)\s+(?:values?\s+)?(?:is|are)\s+(?:not\s+allowed|rejected|refused)",
    re.IGNORECASE,
)


def _blank_when_not_entered(text: str) -> str:
    """「入力する場合は…」, "if entered, …": the rule is for a value given; a blank is let in."""
    if (found := _IF_ENTERED.search(text)) is None or _BLANK_REFUSED_TOO.search(text):
        return text
    if found.group("ja"):  # the phrase goes: 「ランクは、入れるならS/A/B/Cのどれか」 lists S first
        text = text[: found.start()] + text[found.end() :]
        return text.rstrip(" 。.") + "。ただし空欄は可"
    return text.rstrip(" .;") + "; may be left blank"


_SPACES_AS_BLANK = rx.compile(rf"(?:{_SPACES_AS_BLANK_JA}|{_SPACES_AS_BLANK_EN})\s*[.。]?", re.IGNORECASE)


_AFTER_SHORTHAND: list[Rewording] = _table(
    # "2 uppercase letters followed by 6 digits, no separators": a layout of parts in order holds none
    (
        r"(?i)(?:(?<=\bdigits)|(?<=\bletters)|(?<=\bcharacters))\s*,?\s*(?:no|without)\s+(?:separators?|delimiters?)\s*\.?\s*$",
        lambda m: "" if rx.search(r"(?i)\bfollowed\s+by\b", m.string[: m.start()]) else m[0],
    ),
    # "Impression material lot no.: …": an abbreviated "number" before a label's colon (its dot no cut)
    (r"(?i)\b(no|nr|num)\.\s*:", r"\1:"),
    # 「先頭は「45」または「49」(チェックデジットも正しいこと)」: a closing bracket saying a condition of its
    # own
    (r"(?<=」)\s*\(([^()「」]{2,40}?(?:も|が)[^()「」]{0,20}?こと)\)\s*。?$", r"。\1"),
    # 「10桁の半角英数字、英字は大文字のみ」: a count of characters, then the case of its letters
    (
        r"(\d+\s*(?:桁|文字)[^。、]{0,20})、\s*(英字|アルファベット)は(?:すべて|全て)?(大文字|小文字)(?:のみ|だけ)?\s*$",
        r"\1。\2は\3",
    ),
    # 「4桁で5000番台」: a count, then a series of codes, two conditions
    (r"(?<=で)(?=「?\d+」?\s*番台)", "、"),
    # 「近畿2府4県(大阪府、京都府、…、和歌山県)のみ」: a group named, its members listed in brackets; the
    # members
    (
        r"(?:(?<=^)|(?<=[はがを:、\s]))[^\s、。「」()]{1,12}(?<!\d)\(((?:(?!\.)[^()、。]{1,12}、){2,}(?!\.)[^()、。]{1,12})\)\s*"
        r"(?=のみ|だけ|のいずれか|のどれか|に限る)",
        r"\1",
    ),
    # 「店舗コード(数字3桁)は「000」と「999」を除く」: a count in brackets after the field's name, then more
    # said
    # of it; two conditions (the bracket read alone had hidden the rest)
    (
        r"^((?:(?![()、。「」:\d]).){1,16}?)\(((?:(?![()は]).){0,20}?\d+\s*(?:桁|文字)(?:(?![()は]).){0,10})\)\s*は\s*(?=\S)",
        r"\1: \2、",
    ),
    # "is to be a plus sign and 11 to 13 digits": a mark and then a count is one layout, the mark first
    (
        r"\b((?:must|should|shall|has\s+to|is\s+to|are\s+to|needs?\s+to)\s+be\s+(?:an?\s+)?(?:\"[^\"\s]{1,3}\"|'[^'\s]{1,3}'))"
        r"\s+(?:and|then|plus)\s+(?=\d+(?:\s+to\s+\d+)?\s+(?:digits|letters|characters)\b)",
        r"\1 followed by ",
        re.IGNORECASE,
    ),
    # 「半角英数字のみ、かつ6桁ちょうど」, 「英字・数字のみ、8桁」, 「英数字、ハイフン可、10桁」: after a
    # class with letters, a bare count of 桁 counts its characters
    (
        r"((?:英数字|英数|英字|アルファベット|英大文字|英小文字)(?:[・、](?:数字|英字|英大文字|英小文字))*"
        r"(?:のみ|だけ)?\s*(?:[、,]|で)\s*(?:[^、。,\d]{1,10}?(?:は|も)?可\s*[、,]\s*)?(?:かつ\s*)?)(\d+)\s*桁",
        r"\1\2文字",
    ),
    # 「先頭に「旧」「廃」を付けるのは禁止」, 「末尾に「様」や「殿」は不可」: several literals refused at
    # one end are each a refused start (end), not refused anywhere
    (
        r"(?:[^「」、。:\s]{1,15}?の\s*)?(先頭|最初|末尾|最後|語尾)\s*(?:に|は|で)\s*((?:「[^」]{1,20}」\s*(?:や|、|・|と|または|又は|もしくは)?\s*){2,6}?)"
        r"\s*(?:を\s*(?:付ける|つける|入れる|使う|使用する|置く)\s*の|を(?=\s*は))?\s*(?:は|も)?\s*(?:使用)?"
        r"(?=不可|禁止|NG|ダメ|だめ|駄目)",
        lambda m: (
            m.group(2).strip() + ("で始まるものは" if m.group(1) in ("先頭", "最初") else "で終わるものは")
        ),
    ),
    (  # 「チェックデジットであること、その値が所定の計算方法に合致すること」: the second restates the first
        r"((?:チェック\s*デ[ィ]?ジット|検査数字)[^、。]{0,20}?)\s*[、,]\s*(?:その|この)?(?:値|数字|数値)(?:が|は)"
        r"[^、。]{0,24}?(?:計算方法|計算式|算出方法|算出式|計算規則)(?:に|と)"
        r"(?:合致|一致|適合|従って|沿って)[^、。]{0,10}",
        r"\1",
    ),
    (
        r"\bsub-domain",
        "subdomain",
        re.IGNORECASE,
    ),
    (  # "acme.com; subdomains also allowed", 「…のみ。サブドメインも可」: how far the domain reaches
        r"\s*[;,.。、]\s*(?:and\s+)?(?:its\s+)?(?:sub-?domains?\s+(?:are\s+|is\s+)?(?:also\s+)?"
        r"(?:allowed|accepted|ok|okay|fine|welcome|permitted)(?:\s+too|\s+as\s+well)?|サブドメイン(?:も|を)?(?:可|許可|OK|含む))"
        r"(?=\s*[.。]?\s*$)",
        " (subdomains allowed)",
        re.IGNORECASE,
    ),
    (  # 「末尾をハイフンにしないこと」, 「先頭を20~29にしない」: a refused last (or first) part
        r"^(?:[^\s、。]{1,20}?(?:の|は))?\s*(先頭|末尾)\s*(?:を|が)\s*([^\s、。をが]{1,10}?)\s*(?:に|と)\s*(?:しない|なら(?:ない|ず)|してはいけない)(?:こと|ように)?",
        r"\1が\2のものは不可",
    ),
    (  # 「英字1文字の後にハイフン、数字3~5桁」: the sequence goes on after the comma
        r"((?:の後に|の後ろに|に続けて|に続いて)[^、。]{1,12}?)、\s*(?=数字|英字|英大文字|英小文字|アルファベット|\d+\s*(?:桁|文字))",
        r"\1、その後に",
    ),
    (  # 「※例: EQ-0012は可、EQ-0012-は不可」: an example that passes and one that fails
        r"[※*]?\s*例\s*:\s*([^\s、。()]{1,40}?)\s*は\s*(?:可|OK)\s*[、,]\s*[^\s、。()]{1,40}?\s*は\s*(?:不可|NG)\s*。?$",
        r"(例: \1)",
    ),
    (
        # 「…以外は不可」, 「…以外、登録不可」, 「…以外の場合はエラー」, 「…以外が入力されたらエラー」:
        # only those
        r"以外(?:は|の(?:値|コード|番号|データ|文字)は|\s*[、,]\s*|の場合(?:は)?\s*|の(?:時|とき)(?:は)?\s*|なら(?:ば)?\s*"
        r"|が(?:入力|登録)(?:されたら|された場合(?:は)?|されると)\s*[、,]?\s*)?(?:入力|登録)?"
        r"(?:不可|禁止|NG|エラー|認めない|認められ(?:ない|ません)|許可され(?:ない|ません)|受け付け(?:ない|ません)"
        r"|(?:許容|許可)(?:しない|しません|されない|されません)"
        r"|登録でき(?:ない|ません)|入力でき(?:ない|ません)|(?:ダメ|だめ|駄目)(?:です)?)",
        "のみ",
    ),
    # 「半角カタカナ以外の文字を含めないものとする」, 「英数字以外は使わないこと」: what else is left out, the
    # only ones let in
    (
        # (「スペース以外の記号は入れない」: of the symbols, that one alone; letters and digits stay)
        r"以外(?:の(?:文字|値))?\s*(?:を|は)\s*(?:含め|含ま|入れ|使わ|使用し|入力し)(?:ない|ず)(?:もの|こと)?",
        "のみ",
    ),
    (
        r"以外の記号\s*(?:を|は)\s*(?:含め|含ま|入れ|使わ|使用し|入力し)(?:ない|ず)(?:もの|こと)?",
        "以外の記号は不可",
    ),
    (  # 「空欄・スペースだけはダメです」: a blank one, refused in words of speech
        r"(?:(?:全角|半角)(?:・|、|/|や)?)*(?:スペース|空白)(?:だけ|のみ)(?:の(?:入力|登録|値)|を?\s*(?:入れる|入力する|登録する)の)?(?:も|は)?\s*"
        r"(?:ダメ|だめ|駄目|認めない|認められない|認められません)(?:です)?"
        # (「…ダメですが空欄はOK」: not read here)
        r"(?![^。]*空欄(?:は|なら)\s*(?:OK|可|大丈夫|構いません|いい))",
        "空白のみの入力は不可",
    ),
    (  # 「全角・半角スペースだけの入力もNG」, "a space-only value": a blank one
        r"(?:(?:全角|半角)(?:・|、|/|や)?)*(?:スペース|空白)(?:だけ|のみ)(?:の(?:入力|登録|値)|を?\s*(?:入れる|入力する|登録する)の)?(?:も|は)?\s*(?=不可|禁止|NG|エラー)",
        "空白のみの入力は",
    ),
    # 「空白(全角・半角スペース)だけの入力も未入力とみなします」, "Spaces only are treated as empty": beside
    # 「必須」 a blank value is refused, and this one with it
    (_SPACES_AS_BLANK_JA, "空白のみの入力は不可"),
    (_SPACES_AS_BLANK_EN, "must not be blank", re.IGNORECASE),
    (
        r"\b(?:blank|empty)\s+or\s+(?:(?:just|only)\s+(?:white\s*)?spaces?\b|(?:space|whitespace)[- ]only\b)"
        r"|\b(?:space|whitespace|blank)[- ]only\b",
        "blank",
        re.IGNORECASE,
    ),
    (  # 「末尾0はNG」, 「末尾Xは不可」: the last character said glued to its place, refused
        r"(末尾|最後)\s*(「[0-9A-Za-z]{1,3}」|[0-9A-Za-z]{1,3})\s*は\s*(?:不可|禁止|NG|ダメ|だめ)(?=\s*(?:[、。,;.]|$))",
        r"\1は\2以外",
    ),
    (  # 「末尾は必ず数字」: "always" adds nothing to the class
        r"(?<=は)必ず(?=数字|英字|英大文字|英小文字|大文字|小文字|半角|全角|ひらがな|カタカナ|漢字|アルファベット)"
        # 「先頭は必ずS」: nor to what a place holds
        r"|(?:(?<=先頭は)|(?<=末尾は)|(?<=最初は)|(?<=最後は)|(?<=1文字目は))\s*必ず\s*",
        "",
    ),
    # "… - our cheque printer sorts on the first character", "… (the EDI parser drops it)", "…, those go to a
    # separate item type": a remark on why, at the end of the sentence, that demands nothing of the value
    (
        r"(?:\s+-\s+|\s*\(\s*|,\s+)((?:our|the|those|these|they|we|this|that)\b[^.;()]{3,120}?)"
        r"\s*\)?\s*([.。]?)\s*$",
        _remark_dropped,
        re.IGNORECASE,
    ),
    # 「999と000以外ならOK(どっちもダミー用)」, 「…以外でOK(この2つは新規登録不可)」: a note on the values
    # just named, what they are for or that they are refused, which the rule already says
    (
        r"\s*\((?:この|これら|どちら|どっち|いずれ|両方|共に|ともに)[^()]{0,30}"
        r"(?:用|のため|ため|予約済み?|不可|NG|禁止|でき(?:ない|ません))(?:です)?\)",
        "",
    ),
    (  # "(for testing)", 「(テスト用のため)」: the reason, after the rule (not "(e.g. MN-01 for Manchester)")
        r"\s*\((?!\s*(?:e\.g\.|eg\b|i\.e\.|for\s+example|例))[^()]{1,30}(?:ため|だから|ので|から|\bfor\s+\w+|\bbecause\b|\bsince\b)[^()]{0,20}\)\s*([.。]?)\s*$",
        r"\1",
        re.IGNORECASE,
    ),
    (
        r"\((?:全角|半角)[・/、]?(?:全角|半角)(?:とも|ともに|共に|どちらも|いずれも|(?:を|は)?問わ(?:ない|ず))?\)",
        "",
    ),
    (  # 「スペース(空白)」
        r"(スペース|空白)\s*\((?:空白|スペース|全角・半角|半角・全角)\)",
        r"\1",
    ),
    (  # 「カンマ(,)」: the character named, then shown
        r"(カンマ|コンマ|ハイフン|スラッシュ|ピリオド|ドット|アンダースコア|アンダーバー|コロン|セミコロン|アットマーク)"
        r"\s*\([^()\w]{1,2}\)",
        r"\1",
    ),
    (  # a reason after the rule
        r"(?<=。)[^。]{1,40}(?:ため|ので|から)(?:です)?。?$",
        "",
    ),
    (  # 「「テスト」「ダミー」といった仮の値を入れるのは不可」: those values
        r"(」)\s*(?:といった|などの|のような|等の)\s*(?:仮の|ダミーの|ダミー|仮置きの?|仮|テスト用の)?(?:値|文字列|データ)"
        r"\s*(?:を(?:入れる|入力する|登録する)の|の(?:入力|登録))?\s*(?:は|も)?",
        r"\1は",
    ),
    (
        r"(桁|文字)\s*-\s*(?=[^\d\s、,])",
        r"\1、ハイフン、",
    ),
    (  # 「英大文字3文字・ハイフン・数字5桁」: the parts in order; 「英大文字2桁-数字4桁」
        r"(桁|文字|(?<=\d)字)・(ハイフン|スラッシュ|ドット|ピリオド|アンダースコア|アンダーバー|コロン|スペース)・",
        r"\1、\2、",
    ),
    # 「…ハイフン・数字2桁とすること(ハイフンは半角)」: the width of a separator the layout names (a value's
    # full-width one is refused by the layout already)
    (
        r"((ハイフン|スラッシュ|コロン)[^()]{0,80}?)\s*\(\s*\2\s*(?:は|も)\s*(?:必ず)?半角(?:で|とする|です)?\s*\)",
        r"\1",
    ),
    # 「棚番は「A-03-12」のように、英大文字1字…とすること」: an example said first, moved to close the
    # sentence
    (
        r"^([^「」]{0,30}?)「([^「」]{1,30})」\s*のように\s*[、,]\s*([^「」()]{1,200}?)\s*(。?)$",
        r"\1\3(例:\2)\4",
    ),
    # 「…、連番3桁とすること(SMP2024-001 の形式)」: after a layout said part by part, the code in brackets is
    # its example (not a layout of its own, read over the literal start)
    (
        r"((?:桁|文字|字)[^()。「」]{0,12})\(\s*([0-9A-Za-z][0-9A-Za-z/_.-]{1,30})\s*の?\s*(?:形式|形)(?:です)?\s*\)",
        r"\1(例:\2)",
    ),
    (  # 「…の形式とすること」
        r"(?:(?<=桁|字)の形式)?(?:とする|とすること|とします|として(?:ください|下さい)|とし)"
        r"(?:。?$|(?=。)|(?=\s*\(例\s*:?[^()]*\)\s*。?$))"
        r"|(?<=桁|字)の形式(?:であること)?。?$",
        "",
    ),
    # 「「南総第」+数字+「号」の形式」: the layout ends with a quoted literal, then the word for a layout
    # (「…の形式で記入(例:第12345号)」: how it is written down says nothing more)
    (
        r"(\+\s*「[^「」]{1,10}」)\s*の形式(?:であること|で(?:記入|入力|登録)(?:すること|してください|する)?)?"
        r"(?=\s*。?$|\s*\(例)",
        r"\1",
    ),
)


_REFUSING = r"(?:is|are)\s+not\s+(?:allowed|permitted|accepted|possible|valid)\b"
_BOUND_WORD = (
    r"(?:(?:greater|more|less|fewer|higher|lower|larger|smaller|bigger)\s+than|above|below|over|under"
    r"|at\s+(?:least|most))"
)
_AFTER_SEQUENCES: list[Rewording] = _table(
    # 「「+81」の後に数字のみ(ハイフンなし)」: a separator refused after 'digits only' says it again
    (
        r"(の後にdigits only)\s*\(\s*(?:ハイフン|スペース|空白|区切り(?:文字)?)"
        r"(?:\s*(?:・|、|や|と)\s*(?:ハイフン|スペース|空白))*"
        r"\s*(?:は|も)?\s*(?:なし|無し|不可|NG|禁止|不要)\s*\)",
        r"\1",
    ),
    (  # 「100を超えるとエラー」: what the error follows is refused (as 「100を超える値は入力不可」)
        r"(?<![\d.])(\d+(?:\.\d+)?)\s*(を超える|より大きい|を上回る|以上|以下|未満|より小さい|を下回る)と\s*"
        r"(?:エラー|不可)(?:に|と)?(?:なります|なる|です)?\s*。?$",
        r"\1\2値は入力不可",
    ),
    (  # 「日付を入れないとエラーになります」, 「品番を入力しないと登録できません」: the value is required
        r"^(?:[^、。:：]{1,15}?(?:を|は))?\s*(?:入れ|入力し|記入し|いれ)ないと\s*(?:エラー|登録できません|登録できない|保存できません)"
        r"(?:に|と)?(?:なります|なる|です)?\s*。?$",
        "必須",
    ),
    (  # "No dummy values. 'TEST', 'DUMMY' etc. were used in the past.": the quoted ones are refused
        r"^no\s+(?:dummy|test|placeholder|fake)\s+values?\s*[.;:]\s*((?:(['\"])[^'\"]{1,20}\2\s*(?:,\s*|\s+(?:and|or)\s+)?){1,8})"
        r"\s*(?:etc\.?|and\s+so\s+on)?\s*(?:were|are|have\s+been|had\s+been)\s+used\b[^.;]{0,40}\.?$",
        r"\1 are not allowed",
        re.IGNORECASE,
    ),
    (  # "2020 or before is not allowed", "100 or less are not accepted": the bound and what lies past it
        rf"(?<![\w.-])(-?\d+(?:\.\d+)?)\s+or\s+(?:before|earlier|less|lower|below|under|fewer|smaller)\s+(?={_REFUSING})",
        r"at most \1 ",
        re.IGNORECASE,
    ),
    (  # "100 or more is not allowed", "2030 or later is not possible"
        rf"(?<![\w.-])(-?\d+(?:\.\d+)?)\s+or\s+(?:after|later|more|higher|above|over|greater|larger)\s+(?={_REFUSING})",
        r"at least \1 ",
        re.IGNORECASE,
    ),
    (  # "Quantity is not possible above 100", "Values are not allowed below 0": the bound is refused
        rf"^(?:[A-Za-z][\w ]{{0,30}}?\s)?{_REFUSING}\s+({_BOUND_WORD})\s+(-?\d+(?:\.\d+)?)\s*\.?$",
        r"\1 \2 is not allowed",
        re.IGNORECASE,
    ),
    (  # "Error if qty > 100" ("Error if greater than 100"), "Rejected when the value is below 0"
        rf"^(?:errors?|reject(?:ed)?|invalid|refused?|fails?)\s*:?\s+(?:if|when)\s+"
        rf"(?:(?:the\s+)?(?:value|it|input|amount|quantity|number)\s+)?(?:is\s+)?({_BOUND_WORD})\s+(-?\d+(?:\.\d+)?)\s*\.?$",
        r"\1 \2 is not allowed",
        re.IGNORECASE,
    ),
    (  # "Error if it exceeds 100"
        r"^(?:errors?|reject(?:ed)?|invalid|refused?|fails?)\s*:?\s+(?:if|when)\s+"
        r"(?:(?:the\s+)?(?:value|it|input|amount|quantity|number)\s+)?exceeds?\s+(-?\d+(?:\.\d+)?)\s*\.?$",
        r"greater than \1 is not allowed",
        re.IGNORECASE,
    ),
    (  # "Must be between 1 and 10 and 5 is not allowed": the range, then a value refused of its own
        rf"\b(between\s+-?\d+(?:\.\d+)?\s+and\s+-?\d+(?:\.\d+)?)\s*,?\s+(?:and|but)\s+(?=-?\d+(?:\.\d+)?\s+{_REFUSING})",
        r"\1; ",
        re.IGNORECASE,
    ),
    (  # 「令和元年5月1日(2019年5月1日)以降」: the era date restated in the calendar's
        r"(?:令和|平成|昭和|大正|明治)\s*(?:\d{1,2}|元)\s*年[^()、。]{0,8}?\((\d{4}-\d{2}-\d{2})\)",
        r"\1",
    ),
    (  # 「明治元年(1868年)以降」, 「平成2年(1990)から」: the era year restated in the calendar's
        r"(?:令和|平成|昭和|大正|明治)\s*(?:\d{1,2}|元)\s*年\s*\((\d{4})\s*年?\)",
        r"\1年",
    ),
    (  # 「2019年5月1日(令和元年5月1日)以降」
        r"(\d{4}-\d{2}-\d{2})\s*\((?:令和|平成|昭和|大正|明治)[^()]{1,12}\)",
        r"\1",
    ),
    (  # 「1868年(明治元年)以降」: a note on the bound, not part of it
        r"(?<=\d)(年|円|歳|日|件|個|人|点|%)?\s*\([^()\dA-Za-z]{1,12}\)(?=\s*(?:以降|以上|以下|未満|超|まで|から|より|以前|~))",
        r"\1",
    ),
    # 「会員ID:Mから始まり」, 「SKU:ハイフンを含めない」, 「URL:https://から始まる」: a label, then the rule
    (
        r"^([^:\s\d]{0,20}[\u3040-\u9fff][^:\s\d]{0,20}?|[A-Za-z][A-Za-z0-9._-]{0,19}(?=:[^。]*[\u3040-\u9fff])):"
        r"(?=\S)(?!//)",
        r"\1: ",
    ),
)


# An aside after a spaced em or en dash, or in parentheses, that tells the reader what to do or what
# happens next ("\u2014 if you don't have one yet, give us a call", "(we add the country code ourselves)"):
# an instruction to a person, not a condition on the value.
_ASIDE_START = (
    r"(?:if\s+(?:you|it)\s+(?:don't|do\s+not|doesn't|does\s+not|haven't|have\s+not|can't|cannot|aren't|isn't)\s"
    r"|give\s+us\s|call\s+us\b|contact\s+us\b|drop\s+the\s|otherwise\b"
    r"|we(?:'ll|\s+will)?\s+(?:add|insert|prefix|append|fill\s+in|put\s+in)\s)"
)
_ASIDE = rx.compile(
    rf"\s+[\u2013\u2014]\s*+{_ASIDE_START}[^\u2013\u2014()]*+(?:[\u2013\u2014]|$)(\s*+)"
    rf"|\s*+\(\s*+{_ASIDE_START}[^()]*+\)(\s*+)"
    # "(it feeds the ecomm URL slug)", "(this goes to the POS)": where the value is used, not a condition
    # (a verb of where it goes alone: "(it allows hyphens too)", "(it goes up to 999)" are conditions)
    r"|\s*+\(\s*+(?:it|this|that|they)\s+(?:feeds?|goes|go|shows?|appears?|prints?|ends?\s+up|flows?|syncs?|lands?"
    r"|populates?|drives?|powers?|breaks?|gets?\s+(?:sent|printed|shown|used)|is\s+(?:sent|printed|shown|used))\b"
    r"(?![^()]*\b(?:up\s+to|allow|accept|permit|too|as\s+well|also|only|at\s+(?:most|least)|max|min)\b)"
    r"(?![^()]*\d)(?:\s+(?:to|into|in|on|the|our|an?)\b)?[^()]*+\)(\s*+)"
    # "start with SUP and \u2014 just make sure \u2014 it's 8 characters": an aside of emphasis alone
    r"|\s+[\u2013\u2014]\s*(?:just\s+|and\s+)?(?:make\s+sure|to\s+be\s+(?:sure|safe|clear)|mind\s+you|i\s+mean"
    r"|of\s+course|please)\s*[\u2013\u2014](\s*+)",
    re.IGNORECASE,
)


# Misspellings a hurried steward makes ("msut", "betwen", "no more then", "atleast"): read as meant.
_TYPO_VERB = (
    r"be|have|contain|start|begin|end|match|include|consist|use|follow|fit|conform|stay|remain|exceed"
)
_TYPOS: list[Rewording] = _table(
    # 「「99(不明)」以外」: a code quoted with what it stands for, in brackets inside the quote
    (r"「([0-9]{1,6})\s*[(（][^()（）「」\d]{1,12}[)）]」", r"「\1」"),
    # 「ダミー値(000000、999999)は使用不可」: the values refused, named by what they are
    (
        r"(?:ダミー|仮|テスト|無効|予約)(?:値|コード|番号)\s*[(（]([^()（）]{1,60})[)）]\s*(?=は\s*(?:使用|入力|登録)?"
        r"(?:不可|禁止))",
        r"\1",
    ),
    # 「RUB、BYNは使用禁止(制裁対応)」: the reason for a refusal, in brackets after it
    (
        r"(不可|禁止|(?-i:NG))\s*[(（](?![^()（）]*(?:不可|禁止|必須|空欄|空白|以上|以下|未満|のみ|だけ|限る|大文字|小文字|区別|半角|全角|桁|文字"
        r"|除|以外|ただし|但し|OK|可|も|同様|含"
        r"|\bonly\b|\bnot\b|\bno\b|\bcase\b))"
        r"[^()（）\d]{1,20}[)）]\s*[。.]?$",
        r"\1",
    ),
    # 「原産国コードにCN、MMは使用不可」, 「取引通貨にRUBとBYNは使用禁止」: the field, then the codes refused
    (
        r"^[^、。「」:]{1,15}?(?:に|:)(?=\s*(?-i:[A-Z0-9][A-Z0-9-]+)(?:\s*(?:、|と|・|/|,|および|及び)\s*(?-i:[A-Z0-9][A-Z0-9-]+))+"
        r"\s*(?:は|も)\s*(?:(?:使用|入力|登録)?(?:不可|禁止)|(?:使用|入力|登録|指定)しないで(?:ください|下さい)))",
        "",
    ),
    (
        r"(?<=(?-i:[A-Z0-9]))\s*と\s*(?=(?-i:[A-Z0-9][A-Z0-9-]+)\s*(?:は|も)\s*(?:使用|入力|登録)?(?:不可|禁止))",
        "、",
    ),
    # 「±2.5以内」: from minus to plus that much
    (r"[±]\s*(\d+(?:\.\d+)?)\s*(?:以内|まで|の範囲(?:内)?)", r"-\1以上\1以下"),
    (r"(?i)\bwithin\s+[±]\s*(\d+(?:\.\d+)?)(?![\d.]|\s*\w*\s*(?:of|from|around)\b)", r"between -\1 and \1"),
    # 「【必須】取引区分:輸入/国内のいずれか」: a value demanded, said as a tag before the label
    (r"^\s*[「【\[]必須[」】\]]\s*(.+?)\s*[。.]?$", r"\1。必須"),
    (r"^([^「」【】\[\]|｜:：]{1,20}?)\s+【必須】\s*([^、,。]+?)\s*[。.]?$", r"\1 \2。必須"),
    # 「先頭は0にしてください」: the start named, asked for politely
    (
        r"(先頭|末尾|最初|最後)(?:の文字)?(?:は|を)\s*「?([0-9A-Za-z+-]{1,5})」?\s*"
        r"に(?:して(?:ください|下さい)|すること(?![はがをもで]))",
        r"\1は「\2」",
    ),
    # 「市外局番から始まる10桁」: a telephone number written whole, from its area code
    (r"市外局番から(?:始まる|始まり、?|の)\s*", ""),
    # "opens at or after 2027-01-04T00:00:00Z": on that moment or later
    (r"(?i)\bat\s+or\s+(after|later\s+than|before|earlier\s+than)\b", r"on or \1"),
    # 「「TEST」「DUMMY」は指定しないでください」: values asked not to be given, refused
    (
        r"(?<=」)\s*(は|を)\s*(?:指定|設定|選択)\s*しないで(ください|下さい)",
        r"\1入力しないで\2",
    ),
    # 「JP、USは指定しないでください」: codes unquoted, refused
    (
        r"(?<=(?-i:[A-Z0-9]))\s*(?:は|を)\s*(?:指定|設定|選択|入力|登録|使用)\s*しないで(?:ください|下さい)",
        "は使用不可",
    ),
    # 「000-0000 および 999-9999」: codes listed with および
    (r"(?<=(?-i:[A-Z0-9]))\s*(?:および|及び)\s*(?=(?-i:[A-Z0-9][A-Z0-9-]*)\s*(?:は|も))", "、"),
    # "'RT' prefix + 7 digits": the literal, then the rest
    (r"(['\"][^'\"]{1,12}['\"])\s+prefix\b\s*(?=\+)", r"\1 "),
    # "16 hexadecimal characters, digits 0-9 and uppercase A-F only": the digits named by their span
    (r"(?i)\b(digits?)\s+0\s*-\s*9\b(?!\s*(?:digits?|characters?|chars?|long))", r"\1"),
    # "N/A or - are not accepted as a reason": what the refused values would stand for
    (
        r"(?i)\b(are|is)\s+not\s+(accepted|allowed|permitted|valid)\s+as\s+(?:an?|the)\s+"
        r"(?!(?:first|last|leading|initial|trailing|final|second|third|only|end|ending|start|starting|begin\w*|prefix"
        r"|suffix)\b)[a-z]+(?:\s+[a-z]+)?\s*(?=[.;]|$)",
        r"\1 not \2",
    ),
    # "5 to 50, in 5-point steps": steps of that size
    (
        r"(?i)\bin\s+(\d+(?:\.\d+)?)[- ](?:point|unit|pt|percentage[- ]point)\s+(?:steps|increments)\b",
        r"in steps of \1",
    ),
    # "Work order number: WO followed by 8 digits": a bare code of capitals opening the layout, quoted
    # (not a mask of a date or of placeholders: "YYMM followed by …", "XX followed by …")
    (
        r"(?:(?<=:\s)|(?<=\bis\s)|^)(?!(?:[YMDHW]{2,6}|N+|X+|A+|L+|Z+)\s)((?-i:[A-Z]{2,5}))\s+"
        r"(?=followed\s+by\s+(?:\d|an?\s|one\s))",
        r"'\1' ",
    ),
    # "WO followed by 8 digits, optionally ending in -R": an optional last part
    (
        r"(?i),?\s*optionally\s+(?:ending|ended)\s+(?:in|with)\s+(-?(?-i:[A-Z0-9]{1,4}))\b"
        r"(?:\s+for\s+[a-z -]{1,40}(?=[.;]|$))?",
        r", optionally followed by '\1'",
    ),
    # 「000000以外の6桁の数字」, 「2桁の数字で、99以外」: a code refused beside its layout
    (r"(?<![\d.,])(\d{2,})\s*以外の\s*((?:\d+\s*桁の\s*)?(?:半角)?数字(?:\s*\d+\s*桁)?)", r"\2、\1は不可"),
    (
        r"((?:桁|文字)(?:の(?:半角)?数字)?\s*(?:で)?\s*[、,])\s*(\d{2,})\s*以外(?=\s*(?:$|[。(]))",
        r"\1\2は不可",
    ),
    # "1 to 12, but never 4 or 9": values refused inside the range
    (
        r"(?i)\bbut\s+never\s+(?=-?\d[\d.]*(?:\s*(?:,|or|and|nor)\s*-?\d[\d.]*)*\s*(?:[.;(]|$))",
        "; must not be ",
    ),
    # "(old level C no longer allowed)": no longer is not
    (r"(?i)\bno\s+longer\s+(?=(?:allowed|accepted|permitted|valid|used|in\s+use)\b)", "not "),
    # "Trade codes XXX and TMP are forbidden": the codes refused
    (
        r"(?i)\b(?:codes?|values?)\s+((?-i:[A-Z0-9]{2,}(?:\s*(?:,|and|or)\s*[A-Z0-9]{2,})+))\s+(?:are|is)\s+"
        r"(?:forbidden|not\s+allowed|prohibited|rejected|not\s+accepted)\b",
        r"must not be \1",
    ),
    # "must not be left empty or set to NONE": a blank and a value refused
    (
        r"(?i)\b(must|may|should)\s+not\s+be\s+left\s+(empty|blank)\s+or\s+set\s+to\s+",
        r"\1 not be \2; \1 not be ",
    ),
    # "may not be exactly 0 or 100": the values refused
    (
        r"(?i)\b(not|never|cannot)\s+be\s+exactly\s+"
        r"(?=-?\d+(?:\.\d+)?(?![\d.])(?!\s*(?:characters?|chars?|digits?|letters?|words?|decimal|places?|long\b)))",
        r"\1 be ",
    ),
    # 「未来日時不可」: a future date-time refused (as a future date is)
    (r"未来(?:の)?日時", "未来の日付"),
    # 「200または400(V)のいずれか」: the unit of the values listed, in brackets after them
    (
        r"(?<=\d)\s*\((?-i:V|A|W|kW|kVA|Hz|mm|cm|kg|g|L|ml|mL)\)(?=\s*(?:のいずれか|のどれか|のみ|only\b|$))",
        "",
    ),
    # 「#に続く6桁の16進数」: the mark, then the digits
    (r"「?#」?\s*に続く\s*(\d+)\s*桁の\s*16進数", r"#に続けて16進数\1桁"),
    # 「形式:数字6桁-P」: the letters after the digits, as written
    (r"((?:半角)?数字\s*\d+\s*桁)(-(?-i:[A-Z]{1,4}))(?=$|[。、(（\s])", r"\1+「\2」"),
    # "the word 'cure' or the phrase 'FDA approved'": words listed, each named by what it is
    (
        r"(?i)\bthe\s+(?:word|phrase|term)\s+('[^']{1,40}'|\"[^\"]{1,40}\")\s+(or|and|nor)\s+the\s+(?:word|phrase|term)\s+"
        r"(?=['\"])",
        r"the words \1 \2 ",
    ),
    # 「記号(@・#・*)を含めないこと」: the class, its examples in brackets
    (
        r"(?<![\u30a0-\u30ffA-Za-z])(記号|特殊文字)\s*\((?:[^()\w\s]\s*[・、,]\s*){1,11}[^()\w\s]\s*\)\s*(?=を|は|の)",
        r"\1",
    ),
    # 「国内ドメイン(末尾が .jp)に限る」: the names under that domain
    (
        r"(?:国内)?ドメイン\s*\(\s*(?:末尾(?:が|は)?)?\s*(\.[a-z]{2,}(?:\.[a-z]{2,})?)\s*\)\s*(?:に限る|に限ります|のみ)",
        r"domain must end in \1",
    ),
    # 「PDFファイル(末尾 .pdf)であること」: the link's ending
    (
        r"(?:PDF|画像)?ファイル\s*\(\s*末尾\s*(?:が|は)?\s*(\.[a-z0-9]{2,5})\s*\)\s*であること",
        r"末尾は「\1」であること",
    ),
    # 「「P」で始まり、かつ全体で8桁」: the whole value's length, its letter counted
    (
        r"全体で\s*(\d+)\s*桁",
        lambda m: f"全体で{m[1]}文字" if rx.search(r"「[A-Za-z]+」\s*で始ま", m.string) else m[0],
    ),
    # "Customer phone must not be a dummy number - 000-0000-0000 and 999-9999-9999 are refused": the values
    (
        r"(?i)^[^-]{1,60}?\bmust\s+not\s+be\s+an?\s+dummy\s+(?:number|value|code)\s+[-\u2013\u2014]\s+(?=\S)",
        "",
    ),
    # "(uppercase codes)" after codes in capitals: their case, said again
    (r"(?i)\s*\(\s*(?:upper[- ]?case|capital)\s+(?:codes|values)\s*\)", ""),
    # 「.test ドメインは不可」, 「ドメインは.jpでないこと」: the names under that domain refused
    (
        r"(?<![A-Za-z0-9_.-])(\.[a-z]{2,}(?:\.[a-z]{2,})?(?:\s*(?:[、/・]|や|か|または)\s*\.[a-z]{2,}(?:\.[a-z]{2,})?)*)"
        r"\s*(?:の)?\s*ドメイン\s*(?:は|も)?\s*(?:登録|入力|使用)?\s*(?:不可|禁止|NG)\s*、?"
        r"|ドメイン(?:名)?\s*(?:は|が)\s*(\.[a-z]{2,}(?:\.[a-z]{2,})?)\s*"
        r"(?:でないこと|ではないこと|以外(?!\s*(?:は|も)?\s*(?:登録|入力|使用)?\s*(?:不可|NG|禁止|エラー)))",
        # (a cut after it: 「.testドメインは不可、.co.jpドメインのみ」 is two conditions)
        lambda m: (
            "domain must not end in "
            + _listed_or(rx.findall(r"\.[a-z]{2,}(?:\.[a-z]{2,})?", m[1] or m[2]))
            + ("; " if m[0].endswith("、") else "")
        ),
    ),
    # "Plus addresses are not accepted", "Noreply addresses are not allowed": those addresses refused
    (
        r"(?i)\bplus[- ]?(?:addressing|addresses|aliases)\s+(?:is|are)\s+"
        r"(?:not\s+(?:allowed|accepted|permitted)|refused|rejected)\b",
        "must not contain '+'",
    ),
    (
        r"(?i)\b(?:no-?reply|do-?not-?reply)\s+(?:e-?mail\s+)?addresses\s+(?:are|is)\s+"
        r"(?:not\s+(?:allowed|accepted|permitted)|refused|rejected)\b",
        "must not start with 'noreply@', 'no-reply@' or 'donotreply@'",
    ),
    # "Must not be on a Japanese domain": the names under .jp refused
    (
        r"(?i)\b(?:must\s+not|cannot|may\s+not)\s+be\s+(?:on\s+)?an?\s+japanese\s+domain\b",
        "domain must not end in .jp",
    ),
    # "must not be on a .xyz domain": the names under that domain refused
    (
        r"(?i)\b(?:must\s+not|cannot|may\s+not)\s+be\s+on\s+an?\s+(\.[a-z]{2,}(?:\.[a-z]{2,})?)\s+(?:domain|address)\b",
        r"domain must not end in \1",
    ),
    # 「manuals.jbus.co.jp のみ(http不可)」: the plain scheme refused, so https alone
    (r"(?i)\s*\(\s*http\s*(?:は)?\s*(?:不可|NG|禁止)\s*\)", "、httpsのみ"),
    # "must not be 0000 - any other 4 digits are fine": four digits, that one refused
    (
        r"(?i)\s*[-\u2013\u2014,;]\s*any\s+other\s+(\d+)\s+digits\s+(?:are|is)\s+(?:fine|ok|okay|allowed)\s*\.?$",
        r", \1 digits",
    ),
    # "6 chars total, last 4 are digits": the digits at the end
    (r"(?i)(?<=,\s)last\s+(\d+)\s+are\s+digits\b", r"ends with \1 digits"),
    # 「※全角カナに変換してから登録してください」: advice on how to enter it, no condition
    (r"[。\s]*※[^。※]*変換してから\s*(?:登録|入力)[^。※]*。?$", ""),
    # "(https only)" after a site: the scheme, a condition of its own
    (r"(?i)(?<=[a-z0-9/])\s*\(\s*https\s+only\s*\)", ", https only"),
    # 「電話番号(数字10~11桁の連続)を記載しないこと」: what the name means, in brackets after it
    (r"(電話番号)\s*\([^()]*連続[^()]*\)\s*(?=を|は)", r"\1"),
    # 「関東の一都六県のみ(東京都、…、群馬県)」: a group named, its members listed after it
    (
        r"[^\s、。「」()]{1,12}(?:のみ|だけ)\s*\((?!\s*(?:例|e\.g))((?:[^()、。\d]{1,12}、){2,}[^()、。\d]{1,12})\)\s*。?$",
        r"\1のいずれか",
    ),
    # 「先頭はE固定です」: the start written out
    (r"((?:先頭|末尾|頭)(?:は|が)\s*「?[A-Za-z0-9-]+」?)\s*(?:で)?固定", r"\1"),
    # 「鉄道、トラック、海上 の三つから選択します」: one of those, counted
    (
        r"\s*の\s*[一二三四五六七八九十\d]+\s*(?:つ|種類|区分)\s*(?:の中)?から\s*(?:選択|選ぶ|選んで)\S*?\s*。?$",
        "のいずれか",
    ),
    # 「先頭に「9」は使えません(※9始まりは派遣社員用)」, 「毎月25日(※土日祝の前倒しは考慮しない)」: a note of
    # what the refused values are kept for, or of what is not checked
    (
        r"\s*\(\s*※?\s*[^()]{1,30}?(?:は|が)[^()「」]{1,20}?用(?:です|である)?\s*\)|\s*\(\s*※?[^()]{1,40}考慮しない\s*\)",
        "",
    ),
    # "6 halfwidth digits (fullwidth not accepted)": full-width characters refused
    (
        r"(?i)\s*\(\s*(?:full[- ]?width|全角)(?:\s+(?:digits|characters|numbers))?\s*(?:is\s+|are\s+)?"
        r"(?:not\s+(?:accepted|allowed|permitted)|refused|rejected|不可)\s*\)",
        ", no full-width characters",
    ),
    # "expired or expiring today not accepted": today refused
    (
        r"(?i)\b(?:expired\s+or\s+)?(?:expiring|expires|due|dated)\s+today\s+(?:is\s+|are\s+)?"
        r"(?:not\s+(?:accepted|allowed|permitted)|refused|rejected)\b",
        "today is not allowed",
    ),
    # 「得意先コードは「C」で始まる7桁(Cを含む)」: the letter and the digits after it, counted together
    (
        r"「([A-Za-z]{1,3})」\s*で始まる\s*(\d+)\s*桁\s*\(\s*\1\s*を含む\s*\)",
        lambda m: f"「{m[1]}」+数字{int(m[2]) - len(m[1])}桁" if int(m[2]) > len(m[1]) else m[0],
    ),
    # 「ロット記号は…」: a field named a mark (its name, not the symbols refused or let in)
    (r"^([\u30a0-\u30ff\u4e00-\u9fff]{1,8})記号(?=\s*(?:は|:))", r"\1コード"),
    # "no plus-addressing ('+' not allowed)", "must not use a plus alias (no '+' in the local part)": no "+"
    (
        r"(?i)\b(?:must\s+not\s+use\s+|no\s+)(?:an?\s+)?plus[- ]?(?:alias(?:es)?|addressing|addresses|sign)\b"
        r"(?:\s*\([^()]*\+[^()]*\))?",
        "must not contain '+'",
    ),
    # 「月末日のみ ※2月は28日(うるう年は29日)」: the last day, the note saying what it is in February
    (r"(月末(?:日)?(?:のみ|だけ)?)\s*※\s*2\s*月は[^。]*$", r"\1"),
    # 「「T」+13桁の数字。※13桁部分は法人番号と同じチェックデジット規則」: the corporate number's check digit
    (
        r"。?\s*※\s*13\s*桁(?:の)?(?:部分|数字)?は法人番号と同じチェックデジット(?:規則|計算)?(?:です|とする)?\s*。?$",
        "(チェックデジットが正しいこと)",
    ),
    # 「半角カナ(ｱ~ﾝ、ﾞﾟ、半角スペース)のみ」: the kana, and the space the bracket lets in
    (
        r"(半角カナ|半角カタカナ)\s*\(([^()]*[~～][^()]*)\)\s*(?=のみ|だけ)",
        lambda m: (
            m[1] + ("と半角スペース" if rx.search(r"スペース(?!\s*(?:は)?\s*(?:不可|NG|禁止))", m[2]) else "")
        ),
    ),
    # 「&(半角)」: the half-width mark itself
    (r"([&@#%+*/_.,-])\s*\(\s*半角\s*\)", r"\1"),
    # 「北海道・東北・…・九州の八区分」: the values, counted
    (r"の\s*[一二三四五六七八九十\d]+\s*(?:区分|種類)\s*(?:のいずれか|から選択)?\s*。?$", "のいずれか"),
    # 「小数点以下第二位まで」: two decimal places
    (
        r"小数点以下\s*第\s*([一二三四五六七八九\d])\s*位まで",
        lambda m: f"小数点以下{_KANJI_DIGITS.get(m[1], m[1])}桁まで",
    ),
    # 「4桁ずつハイフンで区切った16桁の数字」: groups of digits, separated
    (
        r"(\d+)\s*桁ずつ\s*(ハイフン|スペース)\s*(?:で)?\s*区切(?:った|られた|り|る)\s*(?:の)?\s*(\d+)\s*桁の(?:数字|番号)",
        lambda m: (
            f" {int(m[3]) // int(m[1])} groups of {m[1]} digits separated by "
            + ("hyphens" if m[2] == "ハイフン" else "spaces")
            if int(m[3]) % int(m[1]) == 0 and int(m[3]) > int(m[1])
            else m[0]
        ),
    ),
    # "may not include the words TEST or DUMMY": a prohibition, said as "must not contain" is
    (r"(?i)\bmay\s+not\s+(include|contain)\b", r"must not \1"),
    (r"(?i)\bmust\s+not\s+include\s+(?=the\s+words\b)", "must not contain "),
    # 「AまたはBしか選択できない」, 「月曜日しか指定できない」: only those
    (
        r"\s*しか\s*(?:選択|入力|指定|登録|使用)?\s*(?:でき(?:ない|ません)|(?:認め|受け付け)(?:ない|ません))",
        "のみ",
    ),
    # 「平日以外は指定できません」: what else is refused, as 「以外は不可」
    (r"以外(?:の日付|の日)?は(?:指定|選択)(?:できない|できません)", "以外は不可"),
    # "Lookbook URL (https only)": the scheme said in brackets after the name is a condition
    (
        r"(?i)\b(urls?|links?|website|site|page|address)\s*\(\s*(https\s+only|only\s+https)\s*\)",
        r"\1: a valid URL, \2",
    ),
    # 「(E/W/N/S)例:041E」: an example glued to the bracket before it
    (r"(?<=[)\uff09])(?=例\s*[:\uff1a])", " "),
    # 「旧ISBN(10桁)」: the ten-digit ISBN by its name (its length read apart, it lost its letter X)
    (r"(?:旧\s*)?ISBN\s*\(\s*10\s*桁\s*\)(?=[^。]*チェック)", "ISBN-10"),
    # 「『LIC-』+西暦4桁」: double corner brackets quote a literal as single ones do
    (r"『([^『』「」]{1,30})』", r"「\1」"),
    # "first char must be a letter", "1st char": the character at that place
    (
        r"\b(first|1st|last|second|2nd)\s+char\b\.?",
        lambda m: _ORDINAL.get(m.group(1), m.group(1)) + " character",
    ),
    # never a quoted value or a code in capitals ('MST', 'MUS'); "mst"/"mus" only before a verb
    (r"(?<!['\"「])\b(?-i:[Mm]sut|[Mm]uts|MSUT|MUTS)\b(?!['\"」])", "must", re.IGNORECASE),
    (
        rf"(?<!['\"「])\b(?-i:[Mm]st|[Mm]us)\b(?=\s+(?:not|never|only|also|always|{_TYPO_VERB})\b)",
        "must",
        re.IGNORECASE,
    ),
    (r"\b(?:betwen|betweeen|bewteen|beween|btween)\b", "between", re.IGNORECASE),
    (r"\bupto\b", "up to", re.IGNORECASE),
    # 「スパム対策でございます」: the humble copula is the plain one
    (r"でございます", "です"),
    (r"でございました", "でした"),
    (r"ございません", "ありません"),
    # 「空欄OKです。ただ、入れる場合は…」: the spoken 「ただ」 is 「ただし」, and putting a value in is
    # entering it
    (r"(?:^|(?<=。))\s*ただ\s*[、,]", "ただし、"),
    # 「スペースを入れるとエラー」: what is put in, refused, said with 「と」
    (r"(?<=を)\s*入れる\s*と\s*(?=(?:エラー|NG|不可|ダメ|だめ|駄目|弾かれ))", "入れる時は"),
    # (not 「スペースを入れる時はエラー」: what is put in, refused, read as such)
    (
        r"(?<![\u4e00-\u9fff])入れる(?=\s*(?:場合|なら|とき|時))"
        r"(?!\s*(?:場合|なら|とき|時)\s*(?:に|は|も)*\s*(?:エラー|NG|不可|ダメ|だめ|駄目|禁止|弾))",
        "入力する",
    ),
    # 「URLは貼らないでください」: pasting something in is entering it
    (r"(?:貼り付け|貼付け|はりつけ|貼ら|はら)(?=ないで|ないこと|ない(?:ように|よう))", "入れ"),
    # 「http〜を含むのはダメ」: a wave dash after letters, before a particle, is "and what follows"
    (r"(?<=[A-Za-z:/.])\s*[~〜～](?=\s*(?:を|が|で|は|から))", ""),
    # 「(…放置されてるのが80件以上ありました…)」, 「去年これで…迷子になりました…」: what went wrong before,
    # told in the past in brackets or trailing off, is why, not a condition
    # (not 「(去年から大文字のみになりました)」, 「先月から8桁に統一しました」: what has held since then
    # is the rule now)
    (rf"\s*\((?=[^()]*(?:ました|でした)\s*(?:\.{{2,}}|…)?\s*\)){_SINCE_THEN}[^()]{{1,80}}\)", ""),
    (
        rf"(?<=。)\s*(?:去年|昨年|先月|先週|先日|以前|前に|この前|過去に|これまで){_SINCE_THEN}[^。()「」]{{1,60}}(?:ました|でした)"
        r"\s*(?:\.{2,}|…|。)?\s*$",
        "",
    ),
    # 「品番。スペースを入れるとエラー」: a field's bare name closed by a full stop is a label (not a word
    # of a condition: 「必須。」, 「半角英数。」; nor the name of a format the value has: 「郵便番号。」)
    (
        r"^\s*(?![\u4e00-\u9fff\u30a0-\u30ffー]{0,12}?(?:郵便|電話|携帯|メール|アドレス|ホームページ|サイト|法人番号"
        r"|登録番号|インボイス|適格|国コード|通貨コード|言語コード|カラーコード|バーコード|時刻|日付|年月日))((?:(?!必須|任意|不要|不可|禁止|半角|全角|数|英|漢字|カナ|かな|文字|記号|空|桁|以|未満|超|自由|形式|なし|無し"
        r"|固定|可|OK|NG)[\u4e00-\u9fff\u30a0-\u30ffー]){1,12})\s*。\s*(?=\S)",
        r"\1: ",
    ),
    # 「以前は6桁でしたが、2024年4月から8桁に統一しました」: what the rule was is no condition; since when the
    # rule now holds, nor how it came to be, says nothing more of the value
    (
        r"(?:以前|前|昔|旧|従来|これまで|去年|昨年|先月)\s*(?:は|まで)\s*[^、。()「」]{1,20}?(?:でした|だった)"
        r"(?:が|けど|けれど(?:も)?)\s*[、,]?\s*",
        "",
    ),
    (
        r"(?:去年|昨年|先月|先週|今年|今月|今期|\d{4}\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?|\d{1,2}\s*月)\s*(?:から|以降|より)\s*"
        r"(?=[^。()]{0,40}?(?:統一|変更|変わ|改め|決ま|になりました|ことになりました|となりました))",
        "",
    ),
    (r"(?<=[^\s、。])\s*(?:する|の)?ことに(?:なりました|なった|しました|します)", ""),
    (r"(?<=禁止|必須|不可|のみ|だけ|限定)\s*(?:と|に)(?:なりました|なった|しました)", ""),
    # "alnum only", "alphanum": the class's short names (not a quoted value)
    (r"(?<!['\"「])\b(?:alnum|alpha-?num)\b(?!['\"」])", "alphanumeric", re.IGNORECASE),
    # "'SM' slash 4 digit year slash 6 digit running no": a separator named between two parts of a sequence
    (
        # (not 'Zip code no hyphen 7 digits': 'no' is a number's only after the name of one)
        # ("PO dash year dash 6 digits": a code written out, and a year, are parts too)
        r"(['\"」]|\b(?:digits?|letters?|year|number|code|(?:(?<=running\s)|(?<=serial\s)|(?<=sequence\s)|(?<=lot\s)|(?<=order\s))no\.?)"
        r"|(?<=[\s(])(?!(?-i:NO|NOT)\b)(?-i:[A-Z]{1,4}))"
        r"\s+(slash|hyphen|dash|dot|colon|underscore)\s+"
        r"(?=(?:an?\s+)?\d+[- ]?(?:digit|letter|character|char)s?\b|['\"「]|year\b)",
        r"\1 + \2 + ",
        re.IGNORECASE,
    ),
    # "PO + dash + year + dash + 6 digits": a year as a part of a code is four digits
    (
        r"(?<!\d\sdigit\s)(?<!\d-digit\s)\byear(?=\s\+\s(?:slash|hyphen|dash)\s\+)|(?<=\s\+\s)year\b(?!\s*\()",
        "4 digit year",
        re.IGNORECASE,
    ),
    # "kindly ensure slashes are there": the separator demanded
    (
        r"\b(?:(?:please|kindly)\s+)?(?:(?:ensure|make\s+sure)\s+(?:that\s+)?)?(?:the\s+)?"
        r"(slash(?:es)?|hyphens?|dash(?:es)?|dots?|colons?|underscores?)\s+(?:is|are)\s+(?:there|present|included)\b",
        r"must contain \1",
        re.IGNORECASE,
    ),
    # "Spaces also not allowed", "spaces are not allowed either": a refusal like the one before
    (r"\s+also\s+(?=(?:(?:is|are)\s+)?not\s+(?:allowed|accepted|permitted)\b)", " ", re.IGNORECASE),
    (r"\b(are\s+not\s+(?:allowed|accepted|permitted))\s+either\b", r"\1", re.IGNORECASE),
    # "…, then 3 digits, total length 9": the length of the whole is a condition apart
    (
        r"\s*,\s*(?=(?:and\s+)?(?:total|overall)\s+(?:length|size)\s+(?:is\s+|of\s+|=\s*|:\s*)?\d+\b)",
        "; ",
        re.IGNORECASE,
    ),
    # "'FC' followed by 4 digits and then 3 digits, no separator": a sequence of parts holds none between them
    (
        r"\s*,\s*(?:and\s+)?(?:with\s+)?no\s+(?:separators?|delimiters?)(?:\s+in\s+between)?(?=\s*(?:[.;]|$))",
        _dropped_after(r"\b(?:followed\s+by|then)\s+(?:an?\s+)?\d+[\s-](?:digit|letter)s?\b"),
        re.IGNORECASE,
    ),
    # "kindly select from AMBIENT / CHILLED / FROZEN only": the values listed are the ones allowed
    # (a closed list only: not 'select from A, B or C for food items; others NONE', whose list goes on;
    # "you must pick GBP, EUR or USD": the values picked from, named straight after the verb;
    # "pick from: NET30 / NET60 / COD": the list after a colon)
    (
        r"(?<!not\s)(?<!n't\s)(?<!never\s)(?<!longer\s)"  # not "do not select RUB, BYN or IRR"
        r"\b(?:(?:please|kindly)\s+|(?:you\s+)?(?:must|should|need\s+to|have\s+to)\s+)?(?:select|choose|pick)\s+"
        r"(?:only\s+)?(?:(?:from|among|one\s+of)\s*:?\s+(?:the\s+(?:values|options)\s+)?)?"
        r"(?=[\"'「]?[\w-]+[\"'」]?(?:\s*(?:/|,|\bor\b)\s*[\"'「]?[\w-]+[\"'」]?)+\s*(?:\bonly\b\s*)?"
        r"(?:[.;]|$|,?\s*or\s+(?:leave\s+(?:it\s+)?)?(?:blank|empty)\b))",
        "must be one of ",
        re.IGNORECASE,
    ),
    # 「次から選択:常温/冷蔵/冷凍」, 「以下のいずれかを選んでください: A, B」: the list after the colon
    # is the one allowed
    (
        r"(?:次|以下|下記)(?:の(?:中|うち|いずれか))?(?:から|を)(?:1つ)?選(?:択|んで|ぶ)(?:して)?(?:ください|下さい)?"
        r"\s*:\s*([^。:;]+?)\s*(?=。|$)",
        r"\1のいずれか",
        0,
    ),
    # "… one of A / B / C, or leave blank": an empty value is allowed besides (not the words 'leave blank')
    (r"(?<=\w)(\s*,?\s*or\s+)leave\s+(?:it\s+)?(blank|empty)\b", r"\1\2", re.IGNORECASE),
    # "should NOT be any of the below (closed BUs). PFB list - BU10, BU15": the list is the values below
    (
        r"\bthe\s+(?:below|following)(?:\s+(?:list|values|codes|ones))?\s*(?:\([^()]{0,40}\))?\s*[.:]?\s*"
        r"(?:pfb|please\s+find\s+below)\s+(?:the\s+)?(?:list|values|codes)?\s*[-:]\s*(?=\S)",
        "",
        re.IGNORECASE,
    ),
    # "range is 2000 to 2030, kindly don't enter 2 digit year": the 4-digit years said already refuse it
    (
        r"\s*[,;.]?\s*(?:(?:please|kindly)\s+)?(?:do\s+not|don't|never)\s+(?:enter|input|use|key\s+in|give)\s+(?:an?\s+)?"
        r"2[- ]digits?\s+years?(?:\s+(?:format|values?))?(?=\s*(?:[.;]|$))",
        _dropped_after(
            r"\b(?:FY\s?)?[12]\d{3}\s+(?:to|-|~|and|through)\s+(?:FY\s?)?[12]\d{3}\b|\b4[- ]digits?\b"
        ),
        re.IGNORECASE,
    ),
    # "do not enter 2 digits", "don't use a 3-digit code": the count refused (not demanded)
    (
        r"\b(?:do\s+not|don't|never)\s+(?:enter|input|key\s+in|give)\s+(?:an?\s+)?"
        r"(\d+)[- ](digit|character|letter)s?"
        r"(?:\s+(?:year|code|number|value)s?)?(?=\s*(?:[.;,]|$))",
        r"must not be \1 \2s",
        re.IGNORECASE,
    ),
    # "Kindly note 2 itself is not valid": the bound itself refused
    (
        r"\b(?:(?:please|kindly)\s+)?note\s+(?:that\s+)?(\d+(?:\.\d+)?)\s+itself\s+(?:is\s+)?(?:not\s+(?:valid|allowed|accepted"
        r"|included|permitted)|excluded|invalid)\b",
        r"must not be \1",
        re.IGNORECASE,
    ),
    # "should start with prefix 'FC' followed by …": the prefix is the literal
    (r"\b(start(?:s|ing)?\s+with)\s+(?:the\s+|a\s+)?prefix\s+(?=['\"「])", r"\1 ", re.IGNORECASE),
    # "Decimal up to 1 place allowed", "decimals max 2 places": the places after the point
    (
        r"\bdecimals?(?:\s+(?:places?|points?))?\s+(?:(?:is|are)\s+)?(up\s+to|max(?:imum)?|at\s+most)\s+(\d+)\s+"
        r"(?:places?|digits?)\b",
        lambda m: (
            f"{'up to' if m.group(1).lower().startswith('up') else 'at most'} {m.group(2)} decimal places"
        ),
        re.IGNORECASE,
    ),
    # "ex) DB101": a sample, as Japanese writers of English mark one (read as a count of 101 letters);
    # "Small letters are NG": lower-case ones (read as no letters at all)
    (
        r"(\.\s*)?(?<![(\w])ex\)\s*([^\s()]+?)(?=[.,;]?(?:\s|$))",
        lambda m: (" " if m.group(1) else "") + f"(e.g. {m.group(2)})",
        re.IGNORECASE,
    ),
    (
        r"\bsmall\s+(?=(?:letters?|alphabets?|characters?)\b)",
        lambda m: "Lower-case " if m.group(0)[0] == "S" else "lower-case ",
        re.IGNORECASE,
    ),
    (r"\bat(least|most)\b", r"at \1", re.IGNORECASE),
    (r"\b(?:alowed|allwed|allowd)\b", "allowed", re.IGNORECASE),
    (r"\b(?:adress|addres)(es)?\b", r"address\1", re.IGNORECASE),
    (r"\b(?:charcters|charaters|chracters)\b", "characters", re.IGNORECASE),
    (r"\b(?:digts|digis)\b", "digits", re.IGNORECASE),
    (
        # not after "or" or a comma: "upper or lower then 5 digits", "2 letters or more then 4 digits" are a
        # sequence
        r"(?<!\bor\s)(?<!,\s)\b(more|less|fewer|greater|bigger|smaller|higher|lower|earlier|later|older|younger|larger"
        r"|rather)\s+then\b",
        r"\1 than",
        re.IGNORECASE,
    ),
    # Kansai dialect: 「…やないとアカン」 is 「…じゃないとダメ」 (a condition the value must meet),
    # 「…はあかん」 and 「…のはやめといて」 are 「…はダメ」, 「…はいらん」 is 「…は不要」, 「…はええで」 is
    # 「…はOK」, 「…は必須や」 is 「…は必須」, 「…やけど」 is 「…だけど」, 「ほんまに」 is 「本当に」
    # (「…あかんし、」: the 「し」 only joins the next clause; 「あかんけど、」 ends one; never
    # 「あかんことはない」, which lets it in)
    (r"(?:や|じゃ|で)(?:ない|なかった)と\s*(?:あかん|アカン)(?:で|よ|わ|ねん|ぞ)*", "じゃないとダメ"),
    (r"(?<=[はもがらてば])\s*(?:あかん|アカン)(?:ねん)?(?:けど|けれど)\s*[、,]\s*", "ダメ。"),
    (r"(?<=[はもが])\s*(?:あかん|アカン)(?!\s*(?:こと|く))(?:ねん|で|よ|わ|ぞ)*(?:し(?=\s*[、,]))?", "ダメ"),
    (
        r"(?<=[らてばと])\s*(?:あかん|アカン)(?!\s*(?:こと|く))(?:ねん|で|よ|わ|ぞ)*(?:し(?=\s*[、,]))?",
        "ダメ",
    ),
    (r"(?<=[はも])\s*ええ(?:で|よ|わ|ねん)*(?=\s*(?:[。、!]|$))", "OK"),
    (r"(?<=[はも])\s*やめ(?:と|とい|ておい)て(?:な|ね|や|ください|下さい|ほしい)?", "ダメ"),
    (r"(?<=[はも])\s*いらん(?:で|よ|わ|ねん)*(?=\s*(?:[。、,]|$))", "不要"),
    (r"(?<=必須|任意)や(?=\s*(?:[。、,!]|$))", ""),
    (r"(?<=[\u4e00-\u9fff\u30a1-\u30ff])やけど(?=\s*[、,])", "だけど"),
    (r"ほんまに", "本当に"),
    (r"(?<=[っ])てへんかった", "ていなかった"),  # 「入ってへんかったら」
    (r"(?<=[っ])てへん(?=\s*(?:の|のは|と|なら|$|[。、]))", "ていない"),  # 「入ってへん」
    (
        r"(?:(?<=[\u4e00-\u9fff\u30a1-\u30ff])|(?<=だけ)|(?<=のみ))やと(?=\s*(?:あかん|アカン|ダメ|だめ))",
        "だと",
    ),  # 「数字だけやとあかん」
    # "MUST NOT TO EXCEED 100": a checklist's "not to" after a modal is "must not exceed"
    (r"\b(must|shall|should|may)\s+not\s+to\s+(exceed|be)\b", r"\1 not \2", re.IGNORECASE),
    # "may not be empty and it is at most 40 characters": the same subject, a second condition
    (
        r"(?<=\S),?\s+and\s+it\s+is\s+(?=(?:at\s+(?:most|least)|maximal|minimal|exactly|between)\s)",
        " and is ",
        re.IGNORECASE,
    ),
    # an aviation checklist's "NOT TO EXCEED (NTE) 20000", "NTE 2030": the abbreviation is "at most"
    (r"(?-i:\s*\(NTE\))(?=\s*\d)", ""),
    (r"(?-i:(?<![\w-])NTE)(?=\s*\d)", "at most"),
    # young people's slang: 「…はアウト」, 「…はマジ無理」, 「…とかマジ無理」 are 「…はダメ」
    # (never 「アウトレット」, nor 「無理に」), 「…じゃないとアウト」 is 「…じゃないとダメ」,
    # 「…ならセーフ」 is 「…ならOK」, 「…だけでよき」 is 「…だけでOK」
    (r"(?:じゃ|で)(?:ない|なかった)と\s*(?:アウト|(?:マジ|まじ)?\s*(?:無理|ムリ))", "じゃないとダメ"),
    (
        r"(?<=[はもが])\s*(?:(?:マジ|まじ|ガチで?|絶対)\s*)?(?:アウト|無理|ムリ)(?:です|だよ|だから|なので|ね|よ|っす)*"
        r"(?=\s*(?:[。、,!]|$))",
        "ダメ",
    ),
    (
        r"(?<=[^\s、。])\s*とか\s*(?:(?:マジ|まじ|ガチで?|絶対)\s*)?(?:アウト|無理|ムリ)(?:です|だよ|ね|よ|っす)*"
        r"(?=\s*(?:[。、,!]|$))",
        "はダメ",
    ),
    (r"(?<=なら)\s*セーフ(?:です|だよ|ね|よ)*(?=\s*(?:[。、,!]|$))", "OK"),
    (r"(?<=だけで)\s*(?:よき|ヨキ)(?=\s*(?:[。、,!]|$))", "OK"),
    # a contract's 「…してはならないものとする」, 「…は認められないものとする」: the refusal itself
    (r"(ならない|なりません|いけない|られない|されない)\s*ものとする", r"\1"),
    # (「…を超える値も認めないものとする」, its 「とする」 read off already: 「…認めないもの」 at the end)
    (r"(認めない|認めません)\s*もの(?:とする)?(?=\s*(?:[。、,]|$))", r"\1"),
    # 「品目名称として「未定」…を登録してはならない」: the field named at the start, then what it refuses
    (
        r"^([^\s、。「」]{1,12})として"
        r"(?=\s*「[^「」]{1,30}」[^。]*(?:登録|入力|記載)して(?:は|も)(?:ならない|なりません|いけない|いけません))",
        r"\1は",
    ),
    (r"桁数\s*(?:が\s*)?(?:ちがう|違う)\s*(?:の|もの)(?=\s*(?:は|も)\s*(?:ダメ|NG|不可|エラー))", "桁数違い"),
    # 「製造年は文字で入れるけど、…」, 「対象年度は文字項目だけど、…」: the field's type, not a rule
    (
        r"(?<=は)\s*文字(?:列)?(?:項目|型)?\s*(?:で(?:入れる|入力する|持つ))?\s*(?:けど|けれど|だけど|ですが|やけど)\s*[、,]\s*",
        "",
    ),
    (r"「(\d+)」\s*[~〜]\s*「(\d+)」", r"\1~\2"),  # 「「2020」~「2030」の4桁」: a range of years
    # 「+ のあとに数字10桁」: a bare sign before 「の後に」 is the character itself, as if quoted
    (r"(?:^|(?<=[は、,:\s]))([+#*@$%&])\s*(?=の\s*(?:あと|後)\s*(?:に|で|は|ろに))", r"「\1」"),
    (
        r"(?<=[0-9A-Za-z」])\s*の\s*形(?=\s*(?:に|で|[。、]|$))"
        r"(?!\s*(?:では|で(?:は)?\s*(?:ダメ|だめ|NG|不可|あかん)|にしない|で入力しない|に(?:は)?しない))",
        " の形式",
    ),  # 「123-4567 の形にして」: the format shown
    # "nothing with DO NOT USE anywhere in it": the words in capitals (or quoted) are a part refused
    (
        r"\b[Nn]othing\s+(?:with|containing)\s+([A-Z][A-Z0-9]*(?:\s+[A-Z0-9]+)*|\"[^\"]+\"|'[^']+')\s+"
        r"(?:anywhere(?:\s+in\s+it)?|in\s+it)\b",
        lambda m: f'must not contain "{m.group(1).strip(chr(34) + chr(39))}"',
    ),
    # 「今日から30日前までの日付」: the days from 30 days ago up to today
    (r"(?:今日|本日|当日)\s*から\s*(\d+)\s*日前\s*まで", r"\1日前から今日まで"),
)


# A chat's emoji: the few that say OK, NG, yes or no become the marks a sheet uses; the rest go.
_EMOJI_MARKS = str.maketrans({"\U0001f197": "OK", "\U0001f196": "NG", "\u274c": "\u00d7", "\u2b55": "\u25cb"})
# (a sequence joined by U+200D goes whole: "🙅‍♂️" leaves no "♂")
# (the older emoji of a hand, a smile, sparkles or a heart say nothing either: "(SS or AW) ✌️")
_EMOJI = rx.compile(
    "[\U0001f000-\U0001faff\ufe0f\u261d\u263a\u270b\u270c\u2728\u2764]|\u200d[\u2600-\u27bf]?"
)


# 「記号は🙅」: the gesture as the predicate is NG (after a refusal, 「…はダメです🙅」, it only stresses it)
_GESTURES = [
    (rx.compile("(?<=[はもが])\\s*\U0001f645[\U0001f3fb-\U0001f3ff]?(?:\u200d[\u2640\u2642]\ufe0f?)?"), "NG")
]


def _emoji(text: str) -> str:
    """Reads a chat's emoji: 🆗, 🆖 and 🙅 as OK and NG, ❌ and ⭕ as a cross and a circle; the rest go."""
    for gesture, word in _GESTURES:
        text = gesture.sub(word, text)
    return _EMOJI.sub("", text.translate(_EMOJI_MARKS))


class NumberTooLong(ValueError):
    """Raised for a description that names a number longer than any rule needs."""


# A sentence that orders a refusal of what it names itself ("Must not be blank. Reject values over 10
# characters.", "Reject values over 10 characters. N/A is not allowed."): the rows on such orders read a
# sentence from its start to its end, so it is read on its own. A later one that names nothing of its own
# ("Must be at most 100. Reject anything above.", "Must start with JP. Reject those that don't.", "Reject
# earlier dates.") says the sentence before it again and stays with it.
_REJECT_VERB = r"(?:please\s+)?(?:reject|refuse|disallow|forbid|prohibit)"
_REJECT = rf"{_REJECT_VERB}\s+\S"
_REJECT_SENTENCE = rx.compile(
    rf"(?:^|(?<=[.;!])\s+)(?P<order>{_REJECT}(?:[^.;!]|\.(?=\S))*?(?:[.;!](?=\s+\S)|[.;!]?$))", re.IGNORECASE
)
_OWN_CONDITION = rx.compile(
    r"\d|\"[^\"]+\"|\u300c[^\u300d]+\u300d|(?<![A-Za-z])'[^']+'|\b(?:blanks?|empty)\b", re.IGNORECASE
)
# what an order names when it says the sentence before it again: "anything else", "the rest", "those that
# don't", "anything above", "earlier dates", "values without one", "if not"
_BOUND_AGAIN = (
    r"above|below|over|under|longer|shorter|larger|smaller|higher|lower|bigger|greater|earlier|later|before|after"
    r"|beyond|exceeding|outside|older|younger|sooner"
)
_RESTATING = rx.compile(
    rf"{_REJECT_VERB}\s+(?:all\s+|any\s+|every\s+)?(?:"
    # "anything", "all else", "all others", "the rest", "other days": what the sentence before did not allow
    r"(?:(?:any|every|some)\s*(?:thing|one|value|date|code|entry)s?|all|the\s+rest|the\s+others?|others?|else"
    r"|other\s+\w+\b(?!\s+than\b))"
    rf"(?=\s*(?:[.;!]|$|(?:else|not|{_BOUND_AGAIN})\b(?!\s*-?\s*case)|(?:that|which)\s+(?:is|are|does|do|has|have)"
    r"(?:\s*not|n't)\b))"
    # "values above that", "dates after that", "values below this length": the bound before, said again
    rf"|(?:[\w-]+\s+){{0,2}}?(?:{_BOUND_AGAIN})\s+(?:that|this|it|these|those|them)\b"
    r"|(?:non-?\s*conforming|invalid|wrong|incorrect|mismatching|non-?\s*matching)\b|violations?\b|mismatch(?:es)?\b"
    r"|(?:those|them|it|these|that|ones)\b(?=\s*(?:[.;!]|$|(?:too|as\s+well|otherwise)\b|if\s+not\b))"
    rf"|(?:those|them|these|ones)\s+(?:{_BOUND_AGAIN}|fewer|more|less)\b(?=\s*(?:[.;!]|$|(?:too|as\s+well)\b))"
    r"|(?:(?:any|every)?(?:thing|one)s?|all|those|these|values?|codes?|entries|dates?|ones?|numbers?)\s+(?:that|which)\s+"
    r"(?:do|does|are|is|have|has)(?:\s*not|n't)\b|(?:values?|codes?|entries|ones?)\s+without\s+(?:one|it|them)\b"
    # "Reject earlier dates", "Reject longer values": a bound word with nothing of its own
    rf"|(?:{_BOUND_AGAIN}|fewer|more|less)\b(?!\s*-?\s*case)"
    r"(?=\s*(?:ones?|values?|dates?|numbers?|codes?|entries|amounts?|names?|texts?)?\s*(?:(?:too|as\s+well)\s*)?"
    r"(?:[.;!]|$))"
    r"|(?:if|when|where)\s+not\b|(?:if|when)\s+(?:it|they)\s+(?:do|does|is|are)(?:\s*not|n't)\b"
    # "Reject if sooner.", "Reject if outside.": the bound before, said again as a condition
    rf"|(?:if|when)\s+(?:(?:it|they|the\s+date)\s+(?:is|are)\s+|it's\s+)?(?:{_BOUND_AGAIN}|fewer|more|less)\b"
    r"(?:\s+than\s+(?:that|this|it))?(?=\s*(?:[.;!]|$))"
    # "Reject otherwise.", "Reject where otherwise.", "Reject where any other domain is used."
    r"|(?:(?:if|when|where)\s+)?otherwise\b"
    r"|(?:if|when|where)\s+(?:an?|any)\s+other\s+[\w-]+\s+(?:is|are)\s+(?:used|given|entered|chosen)\b"
    r"|today\s+as\s+well\b)",
    re.IGNORECASE,
)
# "… Also reject it if it contains a space.", "Additionally, reject …": a second order of refusal, read as
# the first; "In addition, shared mailboxes beginning with 'noreply' are not to be accepted": a sentence's
# opening connective joins nothing to its condition
_ALSO_REJECT = rx.compile(
    rf"(?:^|(?<=[.;!])\s+)(?:(?:also|additionally|further(?:more)?|in\s+addition)\s*+,?\s*+(?={_REJECT})"
    r"|(?:also|additionally|furthermore|moreover|in\s+addition|besides)\s*+,\s*+)"
    # 「なお、「TMP」で始まるコードは使用できません」, 「なおJ000000は使用不可」: the same in Japanese
    r"|(?:^|(?<=。))\s*(?:なお|また(?!は)|さらに|更に|加えて)\s*[、,]?\s*",
    re.IGNORECASE,
)
# "Reject blanks, accept anything but N/A": what is not accepted is refused as well
_ACCEPT_ALL_BUT = rx.compile(
    rf"^({_REJECT}[^.;,]*?)\s*[,;]\s*(?:and\s+|but\s+)?(?:accept|allow)\s+(?:anything|everything)(?:\s+else)?"
    r"\s+(?:but|except(?:\s+for)?|other\s+than)\s+([^.;]+?)[.!]?$",
    re.IGNORECASE,
)


# A floor manual's marks: 「[x-mark]:「未定」」 and 「半角カナ→[x-mark]」 refuse what they name,
# 「[circle]:2024年以降」 and 「今日+30日以降→[circle]」 allow it (not 「必須→[x-mark]」, which says the
# field is optional)
_CROSS = "\u00d7\u2715\u2717"
_CIRCLE = "\u25cb\u3007\u25ef"
_MARKS: list[Rewording] = _table(
    (rf"\s*[{_CROSS}]\s*:\s*([^{_CROSS}{_CIRCLE}、。]+?)\s*(?=[{_CROSS}{_CIRCLE}、。]|$)", r"、\1は不可、"),
    (rf"必須\s*→\s*[{_CROSS}](?=\s*(?:[、。\s]|$))", "任意"),
    (rf"(?<!必須)\s*→\s*[{_CROSS}](?=\s*(?:[、。\s]|$))", "は不可"),
    (rf"\s*[{_CIRCLE}]\s*:\s*", "、"),
    (rf"\s*→\s*[{_CIRCLE}](?=\s*(?:[、。\s]|$))", ""),
    (r"^、\s*|\s*、\s*$|(?<=。)\s*、\s*", ""),
    # 「英大文字2文字→数字2桁→ハイフン→数字2桁」: arrows between the parts of a code are its sequence
    (
        r"(\d+\s*(?:桁|文字)|ハイフン|スラッシュ|ドット|アンダースコア)\s*→\s*"
        r"(?=(?:半角)?(?:英大文字|英小文字|英字|数字|英数字|大文字|小文字|ハイフン|スラッシュ|ドット|アンダースコア|「))",
        r"\1+",
    ),
    # "SKU: No spaces → NG", "Spaces → NG", "Blank → NG, max 40 characters": a note's arrow to NG refuses what
    # it names (said twice after "no")
    (r"^(.*\bno\s+[^→]+?)\s*(?:->|→)\s*NG\s*\.?$", r"\1", re.IGNORECASE),
    (
        r"(^[^→:,;]*:\s*|^|[,;]\s*)([A-Za-z][^→,;:]*?)\s*(?:->|→)\s*NG\s*(?=[,;.]|$)",
        r"\1\2 are not allowed",
        re.IGNORECASE,
    ),
    # 「未来日→不可」, 「半角カナ→NG」: a refusal after the arrow refuses what is named before it (not English
    # words, "No spaces → NG", read below)
    (
        r"(^|[、。:]\s*)((?:[^、。:→\s\u00d7\u25cb\u3007]|\s(?![A-Za-z])){1,12}?)\s*→\s*(不可|(?-i:NG)|禁止|ダメ|だめ|エラー)"
        r"(?=\s*(?:[、。]|$))",
        r"\1\2は\3",
    ),
    # 「②小数→1桁まで」, 「先頭→1~5」: an item's arrow after its subject is a label's colon
    (
        r"(^|[、。:]\s*)([^、。:→\u00d7\u25cb\u3007]{1,12}?)\s*→\s*(?![\u00d7\u25cb\u3007\u2715\u2717])",
        r"\1\2: ",
    ),
    (r"\s*、(?:\s*、)+\s*", "、"),
)
_CIRCLED = rx.compile(r"\s*[\u2460-\u2473]\s*")


def _sentences(text: str) -> list[str]:
    """Cuts out each sentence that orders a refusal of a condition it names itself."""
    cuts = [0, len(text)]
    for match in _REJECT_SENTENCE.finditer(text):
        order = match.group("order")
        own = _OWN_CONDITION.search(order) or _WORDS_RE.search(order)  # "… isn't CC and four numbers"
        if match.start("order") == 0 or own or not _RESTATING.match(order):
            cuts += [match.start("order"), match.end("order")]
    cuts = sorted(set(cuts))
    # "Reject dates in the past; reject Sundays": a sentence cut at its semicolon ends there
    pieces = [text[start:end].strip().removesuffix(";").strip() for start, end in itertools.pairwise(cuts)]
    return [piece for piece in pieces if piece]


# "ETA: should reject dates in the past", "Please reject if it starts with TMP": an order to reject, however
# it is put, is "reject …" (a "please" before "reject if" had kept the condition demanded); after a comma it
# is an order of its own ("Mon-Fri only, should reject weekends" is "Mon-Fri only; reject weekends", not one
# more day allowed)
_MODAL_REJECT = rx.compile(
    r"(^|[:.;!]\s*|\s+-\s+|\s*,\s*(?:and\s+)?)(?:(?:it|we|the\s+(?:system|field|form|validation))\s+)?"
    r"(?:(?:should|must|shall|will|needs?\s+to|has\s+to)\s+)?(?:please\s+)?(?=(?:reject|refuse|block|disallow|forbid)\s+\S)",
    re.IGNORECASE,
)
# "If the code starts with TMP, reject it.", "When it is blank then it must be rejected": the order after the
# condition is "Reject if …" (cut at its comma, the condition had been demanded; a regex's condition is read
# by `explicit_pattern`)
_IF_THEN_REJECT = rx.compile(
    r"(?:^|(?<=[.;!]\s))(?:if|when|whenever)\s+(?![^,;!]*\b(?:match(?:es)?|regexp?|pattern)\b)"
    r"((?:(?!\bmatch(?:es)?\b)[^,;.!\\^$\[\]{}()*+?|])+?)\s*(?:,\s*(?:then\s+)?|\s+then\s+)"
    r"(?:(?:(?:we|the\s+system)\s+)?(?:(?:should|must|shall|will)\s+)?(?:please\s+)?(?:reject|refuse|block)"
    r"(?:\s+(?:it|them|the\s+(?:value|record|entry|code|input)))?"
    r"|(?:it|they|the\s+(?:value|record|entry|code))\s+(?:(?:must|should|shall|will)\s+be|is|are|gets?)\s+(?:rejected|refused|blocked))"
    r"\s*(?=[.;!]|$)",
    re.IGNORECASE,
)


def _any_letter_after(part: str) -> str:
    """'-A to -Z': a character, then any upper-case letter."""
    return rx.sub(r"^([-/.])A\s+to\s+\1Z$", r'"\1" and an uppercase letter', part)


# "… only (@a.co.jp). AC: should reject any other domain": the label of an acceptance criterion (numbered ones
# at the start of a sentence are read by the rewordings)
_AC_LABEL = rx.compile(r"(?:^|(?<=[.;!]\s))AC\s*-?\s*(?:\d{1,3}\s*)?:\s*")
# "Seller display name\n- 3 to 40 characters\n- must start with a letter": a checklist's heading, then one
# condition per bullet (a heading ended by its own mark keeps it)
_BULLET = rx.compile(r"[ \t]*\n\s*(?:[-*\u2022\u30fb][ \t]+|[\u2022\u30fb][ \t]*+)(?=\S)")


_BULLETED_FIRST = rx.compile(r"\s*(?:[-*\u2022][ \t]+|[\u2022\u30fb][ \t]*+)(?=\S)")


def _bulleted(text: str) -> str:
    """A heading and its bulleted conditions are 'heading: first; second'."""
    heading = not _BULLETED_FIRST.match(text)  # 「・発売日は必須\n・過去日も不可」: bullets all, no heading

    def cut(match: re.Match[str]) -> str:
        """The first bullet after a heading that ends in no mark is its colon; the others are clauses."""
        nonlocal heading
        first, heading = heading, False
        if listed:  # "Status, one of\n- Active\n- Inactive": the bullets are the values listed
            return ": " if first else ", "
        return ": " if first and text[: match.start()].strip()[-1:] not in ".;:!。：" else "; "

    first_bullet = _BULLET.search(text)
    listed = first_bullet is not None and bool(
        rx.search(
            r"(?:\b(?:one|any)\s+of|\bfollowing|\beither|いずれか|次の(?:値|もの)?)\s*[:：]?\s*$",
            text[: first_bullet.start()],
            NOCASE,
        )
    )

    return _BULLET.sub(cut, text)


# words that make a short heading a condition of its own ("Letters only", "Digits required"), not a field's
# label
_SAID_CONDITION = (
    r"\b(?:only|digits?|letters|numeric|alphanumeric|alphabetic|upper[- ]?case|lower[- ]?case|capitals"
    r"|required|mandatory|max(?:imum)?|min(?:imum)?|no\s+\w+)\b"
)


def _ordered_reject(match: re.Match[str]) -> str:
    """'should reject' is 'reject'; after a comma, or a dash after a condition ("Letters only - reject codes
    that start with X", not the label "Vendor code - reject …"), the order starts a sentence of its own."""
    before = rx.split(r"[.;!:]", match.string[: match.start()])[-1]
    condition = "-" in match.group(1) and rx.search(_SAID_CONDITION, before, re.IGNORECASE)
    return "; " if "," in match.group(1) or condition else match.group(1)


# "# + 6 hex. ex) #1A2B3C. lowercase is also OK": a case let in, said last (read as demanded, it had refused
# upper case)
_CASE_ALSO = rx.compile(
    r"(?:^|(?<=[.;,]))\s*(?:(?:upper|lower)[- ]?case|small|capital)(?:\s+(?:letters?|characters?))?"
    r"\s+(?:is|are)\s+(?:also\s+)?"
    r"(?:ok(?:ay)?|fine|allowed|accepted|acceptable)(?:\s+too|\s+as\s+well)?\s*\.?\s*$",
    re.IGNORECASE,
)


def _case_also_allowed(text: str) -> str:
    """Drops a closing 'lowercase is also OK' where no case is demanded before it (beside one, it stays)."""
    match = _CASE_ALSO.search(text)
    if match is None or rx.search(
        r"\b(?:upper|lower)[- ]?case|\bcapitals?\b|\bcapital\s+letters|\bsmall\s+letters",
        text[: match.start()],
        NOCASE,
    ):
        return text
    return text[: match.start()].rstrip(" ,;")


# "AC: reject on save.", "Block at submission": a sentence that says only when a value is refused
_WHEN_REJECTED = rx.compile(
    r"(?:^|(?<=[.;!]))\s*(?:AC\s*:\s*)?(?:reject|block|refuse|error|fail)(?:\s+(?:it|the\s+(?:record|item|row)))?"
    r"\s+(?:on|at|upon|when|during)\s+(?:save|saving|submit|submission|entry|import|upload|create|creation)\s*[.!]?\s*$",
    re.IGNORECASE,
)


# "the following characters: & / # ;": a semicolon standing alone after lone symbols is one of them, not a cut
# ("<, > or ;": the last of a list of marks)
_LONE_SEMICOLON = rx.compile(
    r"(?:(?<=(?<!\S)[&/#%*|<>@$~^!?=+\\] )|(?<=(?<!\S)[&/#%*|<>@$~^!?=+\\] or )"
    r"|(?<=(?<!\S)[&/#%*|<>@$~^!?=+\\], ))"
    r";(?=\s*(?:[.(]|$))"
)


# 「50~100の範囲で入力(50、100ちょうども可)」: the ends of the range, let in in brackets, were in it already
_ENDS_LET_IN = rx.compile(
    r"\s*\(\s*(\d+(?:\.\d+)?)\s*(?:、|,|と|や|・)\s*(\d+(?:\.\d+)?)\s*(?:ちょうど|丁度|ぴったり)?\s*(?:も|は)\s*"
    r"(?:可|OK|含む|入力可|登録可|有効)\s*\)"
)
# 「数字10桁または11桁で(固定電話10桁/携帯11桁)」: which kind of value has which of the lengths said
_LENGTHS_BY_KIND = rx.compile(
    r"(?<=桁)(?:\s*で)?\s*\(\s*[^()\d/、]{1,10}?\s*(\d+)\s*桁\s*[/、・]\s*[^()\d/、]{1,10}?\s*(\d+)\s*桁\s*\)"
)


def _said_before(match: re.Match[str]) -> str:
    """A bracket naming again two numbers said just before it goes; otherwise it stays."""
    before = match.string[max(0, match.start() - 24) : match.start()]
    said = all(rx.search(rf"(?<![\d.]){re.escape(n)}(?![\d.])", before) for n in match.groups())
    return "" if said else match.group(0)


# "Lot no. = 4-digit year, hyphen, 5 digits. Year must be 2020 or later.", 「『LIC-』+西暦4桁+…。西暦は
# 2015〜2030の範囲」: the year part of a layout, bounded in a sentence after it
_YEAR_PART = rx.compile(
    r"\b(?:an?\s+)?4[- ]digit\s+(?:crop\s+|fiscal\s+)?year\b"
    r"|\b(?:crop\s+|fiscal\s+)?year\s*\(\s*4\s+digits\s*\)"
    r"|\b(?:crop\s+|fiscal\s+)?year\s*\(\s*YYYY\s*\)|西暦\s*4\s*桁",
    NOCASE,
)
_YEAR_BOUND = rx.compile(
    r"\s*[.;,]?\s*(?:the\s+)?year\s+(?:must\s+be\s+|should\s+be\s+|is\s+)?(?P<floor>\d{4})\s+or\s+later\b"
    r"(?:\s*\([^()]*\))?\s*\.?"
    r"|\s*[.;,]?\s*(?:the\s+)?year\s+(?:must\s+be\s+|should\s+be\s+|is\s+)?(?:between\s+|from\s+)?(?P<low>\d{4})\s*"
    r"(?:and|to|-|~)\s*(?P<high>\d{4})\b\s*\.?"
    r"|[。、]\s*西暦は\s*(?P<ja_low>\d{4})\s*年?\s*[~〜]\s*(?P<ja_high>\d{4})\s*年?\s*(?:の範囲|まで)?(?:とする|であること)?\s*。?"
    r"|[。、]\s*西暦は\s*(?P<ja_floor>\d{4})\s*年?\s*以降(?:とする|であること)?\s*。?",
    NOCASE,
)


def _year_bounded_in_layout(text: str) -> str:
    """The year part of a layout written as a number between the bounds said after it (the bound goes)."""
    part, bound = _YEAR_PART.search(text), _YEAR_BOUND.search(text)
    if part is None or bound is None or bound.start() < part.end():
        return text
    low = bound["floor"] or bound["low"] or bound["ja_low"] or bound["ja_floor"]
    high = bound["high"] or bound["ja_high"] or "9999"
    span = f"数字4桁({low}~{high})" if part.group(0).startswith("西暦") else f"4 digits ({low}-{high})"
    return text[: part.start()] + span + text[part.end() : bound.start()] + text[bound.end() :]


# values a steward puts in place of a value ("-", 「未定」): refused as the whole value, not as a part
_PLACEHOLDER_VALUES = frozenset(
    {
        "未定",
        "なし",
        "無し",
        "不明",
        "未設定",
        "該当なし",
        "-",
        "ー",
        "?",
        "TBD",
        "TBA",
        "N/A",
        "NA",
        "NONE",
        "NULL",
    }
)


def _all_placeholders(quoted: str) -> bool:
    """Whether every literal in 「…」 brackets is a placeholder ('「未定」「なし」「-」')."""
    items = rx.findall(r"「([^」]*)」", quoted)
    # (not 「電話番号に「-」は入力できません」: a mark alone is a character refused anywhere)
    words = [item for item in items if rx.search(r"\w", item)]
    return bool(words) and all(item.strip().upper() in _PLACEHOLDER_VALUES for item in items)


def normalise(description: str) -> str:
    """Normalises width, dashes, number words, kanji numerals and dates (a sentence that orders a refusal on
    its own)."""
    folded = unicodedata.normalize("NFKC", description)
    if (bounded := _year_bounded_in_layout(folded)) != folded:
        description = bounded
    text = _ALSO_REJECT.sub(
        lambda m: " " if m.start() and "、" not in m.group(0) else "", _bulleted(description.strip())
    )
    text = _WHEN_REJECTED.sub(
        "", text
    )  # "AC: reject on save.": when the refusal happens, not what it refuses
    text = _IF_THEN_REJECT.sub(r"Reject if \1", text)
    text = _MODAL_REJECT.sub(_ordered_reject, _AC_LABEL.sub("", text))
    text = _ACCEPT_ALL_BUT.sub(r"\2 is not allowed. \1", text)
    text = _case_also_allowed(text)
    text = _blank_when_not_entered(text)  # 「入力する場合は…のいずれか」: a blank let in
    if _OPTIONAL_FIELD.search(
        text
    ):  # 「任意項目。スペースだけの入力は未入力とみなします」: blank, and let in
        text = _SPACES_AS_BLANK.sub("", text).strip()
    read = [_normalised(sentence) for sentence in _sentences(_LONE_SEMICOLON.sub('";"', text))]
    return " ".join(
        f"{said}." if said[-1:] not in ".;!。" and i < len(read) - 1 else said for i, said in enumerate(read)
    )


# "4 capital letters then 7 digits (ISO 6346 layout, no check digit validation)",
# 「チェックデジットの検証は不要」: a check left out is no rule (read as one, "no … digit" refused digits); in
# brackets of its own, they go too
_UNCHECKED_SAID = (
    r"(?:\b(?:but\s+)?(?:with\s+)?no|\bwithout(?:\s+an?)?|\bnot\s+including)\s+check[\s-]*"
    r"(?:digit|sum|character)s?(?:\s+(?:validation|verification|check(?:ing)?|calculation))?"
    r"(?:\s+(?:is\s+)?(?:needed|required|done|performed))?\b"
    # "don't worry about the check digit", "no need to validate the check digit"
    r"|\b(?:(?:do\s+not|don't|never)\s+(?:worry|bother)\s+(?:about|with)|(?:do\s+not|don't|no\s+need\s+to)\s+(?:check|validate|verify))"
    r"\s+(?:the\s+)?check[\s-]*(?:digit|sum|character)s?\b"
    r"|\b(?:the\s+)?check[\s-]*(?:digit|sum)s?\s+(?:is\s+|are\s+)?not\s+(?:validated|checked|verified"
    r"|required|needed|calculated)\b"
    r"|チェック\s*デ[ィ]?ジット\s*(?:の)?\s*(?:検証|チェック|確認|計算)?\s*(?:は)?\s*(?:不要|なし|無し|しない|行わない|対象外)"
)
_UNCHECKED = rx.compile(
    rf"\s*\(\s*(?:{_UNCHECKED_SAID})\s*\)|\s*[,;、]?\s*(?:{_UNCHECKED_SAID})", re.IGNORECASE
)


# "Codes that contain spaces and hyphens are rejected", "Names containing digits are not allowed": what the
# value holds, refused (a list after it had been demanded: "contain spaces" read without its refusal); two
# things said of the value together ("Codes that start with 9 and are 10 digits long are rejected") are
# refused only together, which no rule here keeps
_HOLDING_REFUSED = rx.compile(
    r"^(?:(?!(?:not|no|never|without)\b)[A-Za-z][\w-]*\s+){0,3}?"
    r"(?:(?:that|which)\s+(?:contains?|includes?|has|have|uses?)|containing|including"
    r"|having|using)\s+([^,;:]+?(?:\s*,\s*[^,;:]{1,40}?)*)\s+(?:are|is|will\s+be|gets?)\s+(?:rejected|refused|blocked"
    r"|not\s+(?:allowed|accepted|permitted))\s*[.!]?$",
    re.IGNORECASE,
)
_BOTH_REFUSED = rx.compile(
    rf"^(?:(?:reject|refuse|block)\s+)?(?:[A-Za-z][\w-]*\s+){{0,3}}?(?:that|which)\s+(?!are\s+not\b){_PREDICATE}[^,;:]*?\s+and\s+"
    rf"(?!are\s+(?:rejected|refused)\b){_PREDICATE}[^,;:]*?\s+(?:are|is|will\s+be)\s+(?:rejected|refused|blocked"
    r"|not\s+(?:allowed|accepted|permitted))\s*[.!]?$"
    rf"|^(?:reject|refuse|block)\s+(?:[A-Za-z][\w-]*\s+){{0,3}}?(?:that|which)\s+(?!(?:do|does|is|are)\s+not\b)"
    rf"{_PREDICATE}[^,;:]*?\s+and\s+{_PREDICATE}[^,;:]*?\s*[.!]?$",
    re.IGNORECASE,
)
# the things a value holds that "… are not allowed" reads as refused characters
_HELD_CLASS = (
    r"(?:spaces?|blanks?|whitespace|hyphens?|dash(?:es)?|slashes?|underscores?|commas?|periods?|dots?|digits?"
    r"|numbers?|numerals?|symbols?|special\s+characters?|punctuation|letters?|lower[- ]?case(?:\s+letters?)?"
    r"|upper[- ]?case(?:\s+letters?)?|capital\s+letters?|html\s+tags?|tabs?|line\s+breaks?|emojis?"
    r"|full[- ]?width\s+characters?|kanji)"
)


# 「9始まりかつ10桁のコードは不可」: refused only when both hold; 「スペースやハイフンを含むコードは不可」:
# what a value holds, refused (the words had been demanded as a literal)
_JA_REFUSAL_WORD = r"(?:不可|禁止|(?-i:NG)|エラー|使用不可|登録不可|入力不可|登録できない|登録できません)"
_JA_BOTH_REFUSED = rx.compile(
    rf"(?:^|[、。])[^、。]*?かつ[^、。]*?(?:もの|コード|値|データ|場合)\s*(?:は|も)\s*"
    rf"{_JA_REFUSAL_WORD}"
)
_JA_HELD = (
    r"(?:スペース|空白|ハイフン|記号|数字|英字|英大文字|英小文字"
    r"|全角文字|半角カナ|半角カタカナ|改行|タブ|絵文字)"
)
_JA_HOLDING_REFUSED = rx.compile(
    rf"^((?:{_JA_HELD})(?:\s*(?:や|・|、|と|または|又は)\s*(?:{_JA_HELD}))*)\s*を\s*含む\s*(?:コード|値|もの|文字列|データ|名前|名称)?\s*(?:は|も)\s*"
    rf"({_JA_REFUSAL_WORD})(?=\s*。?$)"
)


def _holding_refused(text: str) -> str:
    """'Codes that contain spaces and hyphens are rejected' is 'must not contain spaces and hyphens'."""
    both = _JA_BOTH_REFUSED.search(text)
    # (「Qで始まり数字8桁、かつ下4桁が0000のものは不可」: after a layout, a value of its last digits refused,
    # one condition; not 「先頭がZ、かつ下4桁が0000のもの」, two)
    last_digits = (
        both
        and rx.match(r"、?\s*かつ\s*下\s*\d+\s*桁", both.group(0))
        and rx.search(r"桁(?:\s*\([^()]*\))?$", text[: both.start() + 1].rstrip("、"))
    )
    if _BOTH_REFUSED.search(text) or (
        both
        and not last_digits
        and not rx.search(r"以外|でない|ではない|じゃない|空|未入力|ブランク", both.group(0))
    ):
        raise CannotKeep(
            f"The description says {text.strip()!r}: values refused only when both hold, which a validation "
            "rule cannot keep; describe what a value must be."
        )
    return _HOLDING_REFUSED.sub(_held, text)


def _held(match: re.Match[str]) -> str:
    """A literal held is refused anywhere in the value; things named ('HTML tags', 'digits') are refused."""
    held = rx.sub(r"\s+anywhere(?:\s+in\s+(?:it|them|the\s+\w+))?$", "", match.group(1), flags=re.IGNORECASE)
    item = r"(?:[\"'][^\"']+[\"']|[A-Z0-9_\-./#@]+)"
    if rx.fullmatch(rf"{item}(?:\s*,\s*{item})*(?:,?\s+(?:or|and)\s+{item})?", held):  # "DUMMY", I, O or Q
        return f"must not contain {held}"
    if rx.fullmatch(
        rf"{_HELD_CLASS}(?:\s*,\s*{_HELD_CLASS})*(?:,?\s+(?:or|and)\s+{_HELD_CLASS})?", held, re.I
    ):
        return f"{held} are not allowed"  # "spaces, hyphens or lowercase letters"
    return match.group(0)  # "the digit 0", "URLs", "Ltd": read as written


# "10 characters or more, with 1 digit at the end": a character at one end, not a count of the whole
_AT_THE_EDGE = rx.compile(
    r"(?:\b(never\s+|not\s+)?with\s+|^|(?<=[,;:]\s))(?:a|an|one|1)\s+"
    r"((?:upper[- ]?case\s+|lower[- ]?case\s+|capital\s+)?(?:digit|number|letter)|capital)"
    r"\s+at\s+the\s+(end|start|beginning|front)\b(?!\s+(?:is|are|may|can|optional)\b)",
    re.IGNORECASE,
)


def _at_the_edge(match: re.Match[str]) -> str:
    """'with a digit at the end' is 'ends with a digit'."""
    verb = "end" if match.group(3).lower() == "end" else "start"
    said = "capital letter" if match.group(2).lower() == "capital" else match.group(2)
    if match.group(1):  # "never with a digit at the start"
        return f"must not {verb} with a {said}"
    return f"{verb}s with a {said}"


def _unspaced(match: re.Match[str]) -> str:
    """The number written with spaces between its thousands, without them ("1 000 000", "up to 1 000"; one
    group after no bound is a list of numbers: "100 250 or 500")."""
    before = match.string[: match.start()]
    bound = rx.search(
        r"(?:\b(?:than|to|max|min|over|under|exceed|exceeds|least|most|below|above|between|from|and)|[¥$€£])\s*$",
        before,
    )
    if match.group(1).count(" ") < 2 and not bound:
        return match.group(0)
    return match.group(1).replace(" ", "")


# 「ショップ品番 ※「SH」+6桁の数字」: a field's name alone before the note is the note's label (no rule of
# its own)
_NOTE_LABEL = rx.compile(rf"(?:(?!{_NOT_A_NAME})[^\d\s、。「」:()※]){{1,16}}")


# 「1(男)、2(女)、9(不明)のいずれか」, "one of A (active), I (inactive) or D (deleted)": a list of short
# codes, each glossed in brackets by what it stands for; the codes are the values (two such items at least)
# ("S (standard 10%), R (reduced 8%)": a rate in a gloss is part of what the code stands for)
_RATE_GLOSS = r"[^()\d]{1,16}\d{1,3}(?:\.\d+)?\s*%[^()\d]{0,10}"
_GLOSS = rx.compile(rf"\s*\((?:[^()\d]{{1,30}}|{_RATE_GLOSS})\)")
# a gloss that refuses its code ("X (not allowed)", 「9(使用不可)」, "U (unknown, not allowed)")
_REFUSING_GLOSS = (
    r"(?:[^()\d]{0,20}?(?:\bnot\s+(?:allowed|permitted|accepted|valid|to\s+be\s+used|for\s+use|in\s+use)\b"
    r"|\bdo\s+not\s+use\b|\bdon't\s+use\b|\bnever\s+use\b|\b(?:refused|rejected|forbidden|banned|disallowed)\b"
    r"|不可|禁止|使用しない|使わない|NG)[^()\d]{0,10})"
)
# "or left blank (unknown)", "blank (none)": a blank let in beside the codes
_BLANK_ITEM = r"(?:left\s+)?(?:blank|empty)(?:\s*\([^()\d]{1,16}\))?"
_GLOSSED_ITEM = (
    r"(?<![A-Za-z0-9.-])(?:[A-Za-z0-9]{1,5}\s*\((?!\s*(?:e\.g|ex\b|ex\.|i\.e|例))(?:[^()\d]{1,16}|"
    + _RATE_GLOSS
    + "|"
    + _REFUSING_GLOSS
    + r")\)|"
    + _BLANK_ITEM
    + r")"
)
_GLOSSED_CODES = rx.compile(
    rf"{_GLOSSED_ITEM}(?:\s*(?:[,、/・]|\bor\b|\band\b|または|か)\s*(?:\bor\s+|\band\s+)?{_GLOSSED_ITEM})+",
    re.IGNORECASE,
)
# what may follow such a list: the clause ends, or it says the codes are the ones allowed (after "for now",
# "or other ISO codes", "more later" the list is not closed, and the glosses stay)
_GLOSSED_END = rx.compile(
    r"\s*(?:$|[.;:!?。」)]|[-\u2013\u2014]\s|[,、](?!\s*(?:or|and|etc|other|others|more|plus)\b)|の|は|で|のみ|だけ"
    r"|(?:only|are|is|allowed|accepted|valid|permitted|must|should)\b)",
    re.IGNORECASE,
)


def _glossed_codes(match: re.Match[str]) -> str:
    """The codes of a glossed list, the glosses dropped; codes glossed as refused are refused after it."""
    if not _GLOSSED_END.match(match.string, match.end()):
        return match.group(0)
    items = rx.findall(_GLOSSED_ITEM, match.group(0), re.IGNORECASE)
    refused = [rx.split(r"\s*\(", i)[0] for i in items if rx.search(_REFUSING_GLOSS, i, re.IGNORECASE)]
    blank = [i for i in items if rx.match(_BLANK_ITEM + "$", i, re.IGNORECASE)]
    if not refused and not blank:
        return _GLOSS.sub("", match.group(0))
    kept = [
        _GLOSS.sub("", i)
        for i in items
        if i not in blank and not rx.search(_REFUSING_GLOSS, i, re.IGNORECASE)
    ]
    if len(kept) < 2 or (refused and not rx.match(r"\s*(?:$|[.;。!?])", match.string[match.end() :])):
        return match.group(0)
    japanese = bool(rx.search(r"[\u3040-\u9fff]", match.group(0)))
    said = ("、" if japanese else ", ").join(kept)
    if blank:
        said = ", ".join(kept[:-1]) + f", {kept[-1]} or blank"
    if refused:
        said += "; " + (
            "、".join(refused) + "は不可"
            if japanese
            else ", ".join(refused) + (" is" if len(refused) == 1 else " are") + " not allowed"
        )
    return said


# "letters, digits, - and /", "must not contain - / or .", 「記号(-、/、.)を含めない」: symbols named bare in
# a list are literals, quoted (read bare, the list's separators took them, or the sentence's end the dot)
_SYMBOL = r"[-_/.#&+*@!?%~=$^|\\]"
_BARE_SYMBOL = rf"(?<=[\s(,、:\u3040-\u30ff\u4e00-\u9fff]){_SYMBOL}(?=[\s,、)]|$|\.(?:\s|$)|[をはのもが])"
_SYMBOL_SEP = r"(?:\s*[,、]\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+|\s+)"
_BARE_SYMBOLS = rx.compile(
    rf"{_BARE_SYMBOL}(?:{_SYMBOL_SEP}{_BARE_SYMBOL})+"
    # one symbol, the last item of a list of words ("letters, digits and -")
    rf"|(?:(?<=[a-z][,、] )|(?<=[a-z][,、])|(?<=\band )|(?<=\bor )){_SYMBOL}"
    r"(?=\s*(?:$|[.;)]|only\b|allowed\b|are\b|を|は|のみ))"
)


def _quoted_symbols(match: re.Match[str]) -> str:
    """The bare symbols of a list, each quoted (「」 beside Japanese, else double quotes)."""
    symbols = rx.findall(_SYMBOL, match.group(0))
    before, after = match.string[: match.start()].rstrip(), match.string[match.end() :]
    if (
        # "Color code: # + 6 hex chars", "Part # - 2 to 4 letters": a joiner between parts, or a label's dash
        (
            symbols[-1] in "-+/"
            and rx.match(r"\s+(?!(?:only|allowed|are|is|permitted|accepted)\b)[\w\"'「]", after)
        )
        # "dummy / none / - / unknown": a slash between words is the list's separator
        or (symbols[0] == "/" and rx.search(r"\w$", before))
        # "the characters / \\ : * ? \" < >": beside other marks, the list is read as it stands
        or rx.match(r"\s*(?:[,、]\s*)?[^\w\s「」,、.;。)]", after)
        # 「数字や@、#は」: beside words named in a Japanese list, read as it stands
        or rx.search(r"[やと]$", before)
        # 「記号(-、_、/)は使用不可」: symbols refused by は (quoted, they read as whole values refused)
        or rx.match(r"\)?\s*[はも]", after)
    ):
        return match.group(0)
    if rx.search(r"[\u3040-\u9fff、]", match.string[max(match.start() - 1, 0) : match.end() + 1]):
        return "".join(f"「{symbol}」" for symbol in symbols)
    quoted = rx.sub(rf"(?<![\w\"]){_SYMBOL}(?![\w\"])", lambda m: f'"{m.group(0)}"', match.group(0))
    return rx.sub(r'"\s+(?=")', '", ', quoted)


def _normalised(description: str) -> str:
    """Normalises one description or sentence of it."""
    # 「品名 ①必須 ②30文字以内」: a floor manual's numbered items are a label, then a list of conditions
    # (NFKC would make ② a digit of the next number, 「230文字以内」)
    if first := _CIRCLED.search(description):
        at = first.start()
        description = _CIRCLED.sub(
            lambda m: "" if not m.start() else ": " if m.start() == at else "、", description
        )
    text = _reword(unicodedata.normalize("NFKC", description), _TYPOS)
    # 「「仮」又は「テスト」」, 「「1」(正社員)又は「2」」: literals joined by the statutes' kanji
    text = rx.sub(r"」(\s*\([^()「」]{1,12}\))?\s*(?:又は|若しくは)\s*「", r"」\1または「", text)
    # 「「99」(廃止)および「00」(未設定)は登録できません」, 「「00」(未設定)以外」: a bracket names what a
    # literal stands for
    text = rx.sub(
        r"」\s*\((?![^()]*(?:先頭|末尾|大文字|小文字|区別|問わ|含|のみ|以外|だけ|全角|半角|始ま|終わ))[^()「」\d]{1,12}\)\s*"
        r"(?=(?:および|及び|と|、|・)\s*「|(?:は|も)\s*(?:登録|入力|使用)?\s*(?:不可|でき)|以外)",
        "」",
        text,
    )
    text = _GLOSSED_CODES.sub(_glossed_codes, text)  # 「1(男)、2(女)」
    # "Y or N - case doesn't matter", "'KG' or 'LB' - case insensitive": a note on case after a spaced dash is
    # a condition apart (the dash left glued to the last value, or read as a label's)
    text = rx.sub(
        r"\s+[-\u2013\u2014]\s+(?=(?:the\s+)?(?:letter\s+)?case\s+(?:does\s+not|doesn't|don't|do\s+not)\s+matter"
        r"|case[- ]?insensitive|(?:in\s+)?any\s+(?:letter\s+)?case|ignor(?:e|ing)\s+(?:letter\s+)?case"
        r"|regardless\s+of\s+(?:letter\s+)?case)",
        ", ",
        text,
        flags=re.IGNORECASE,
    )
    # "must start with 'SUP' or 'VEN' - uppercase only", "… 'AB' - 6 chars": after the last literal, a
    # condition set off by a spaced dash is a condition apart (not prose, nor a part of the literal's)
    text = rx.sub(
        r"(?<=['\"])\s+[-\u2013\u2014]\s+(?=(?:upper|lower)[- ]?case\s+only\b|all\s+caps\b"
        r"|(?:digits|letters|numbers)\s+only\b"
        r"|\d+\s+(?:chars|characters|digits|letters)\b|(?:at\s+(?:most|least)|max|min)\s+\d)",
        ", ",
        text,
        flags=re.IGNORECASE,
    )
    # 「数字8桁(国保は6桁)」, "8 digits (6 for NHI numbers)": a kind of value's own length, in brackets, is a
    # length let in beside the first (the field cannot tell the kinds apart)
    text = rx.sub(
        r"(\d+)\s*桁\s*\(\s*(?![^()]*(?:先頭|末尾|最初|最後|うち|上|下|頭))[^()\d]{1,12}?(?:(?:の場合|場合)(?:は|には)?|なら|は)"
        r"\s*(\d+)\s*桁(?:です)?\s*\)",
        r"\1桁または\2桁",
        text,
    )
    text = rx.sub(
        # (not a part of the value: "10 digits (1 for the check digit)", "8 digits (2 for the category code)")
        r"\b(\d+)\s+digits\s*\(\s*(?:or\s+)?(\d+)(?:\s+digits)?\s+for\s+(?!(?:the|its|a|an)\s)"
        r"(?![^()]*\b(?:check|prefix|suffix|part|segment|portion|first|last|leading|trailing)\b)[^()\d]{1,24}\)",
        r"\1 or \2 digits",
        text,
        flags=re.IGNORECASE,
    )
    # 「半角英数字8桁(先頭2桁は英大文字、残り6桁は数字)」: the classes of the parts, in order
    text = rx.sub(
        rf"(?:半角)?英数字?\s*(\d+)\s*(?:桁|文字)\s*\(\s*(?:先頭|頭|最初)の?\s*(\d+)\s*(?:桁|文字)\s*(?:は|が)\s*({_SCRIPT})\s*[、,]"
        rf"\s*(?:残り|後ろ|以降|あと)の?\s*(\d+)\s*(?:桁|文字)\s*(?:は|が)\s*({_SCRIPT})\s*\)",
        _parts_of_count,
        text,
    )
    # 「数字8桁(年4桁+連番4桁)」, "8 digits (4-digit year + 4-digit sequence)": the parts of the count, named
    text = rx.sub(
        r"(\d+)(\s*桁|\s+digits)\s*\(([^()]{1,60})\)", _count_broken_down, text, flags=re.IGNORECASE
    )
    text = _ENDS_LET_IN.sub(_said_before, text)  # 「50~100の範囲(50、100ちょうども可)」
    text = _LENGTHS_BY_KIND.sub(_said_before, text)  # 「数字10桁または11桁(固定電話10桁/携帯11桁)」
    text = _holding_refused(_UNCHECKED.sub("", text))  # "(no check digit validation)"
    text = _AT_THE_EDGE.sub(_at_the_edge, text)  # "with 1 digit at the end": where it is, not a count
    text = rx.sub(r"(?:最後|末尾)の?\s*1\s*文字(?:目)?\s*(?=は|が)", "末尾", text)  # 「最後の1文字は数字」
    text = rx.sub(r"(?:最初|先頭)の?\s*1\s*文字\s*(?=は|が)", "先頭", text)
    text = _JA_HOLDING_REFUSED.sub(r"\1は\2", text)  # 「スペースやハイフンを含むコードは不可」
    # 「半角スペースを含むのは不可(全角スペースは可)」: the full-width one let in is what the refusal leaves
    text = rx.sub(
        r"(半角(?:スペース|空白)[^()、。]{0,16}?(?:不可|禁止|NG|ダメ))\s*\(\s*全角(?:スペース|空白)(?:は|なら)?\s*"
        r"(?:可|OK|使用可|使える|大丈夫)(?:です)?\s*\)",
        r"\1",
        text,
    )
    if rx.search(
        r"(?:先頭|頭|最初|末尾|最後)[^、。]{0,8}?(?:「[A-Za-z]+」|英)", text
    ):  # 「先頭は「A」、…全体で8桁」, 「先頭「SH」、続けて数字6桁、合計8桁」
        text = rx.sub(
            r"(全体|全部|合計|トータル)\s*(?:で|は)?\s*(\d+)\s*桁", r"全体で\2文字", text
        )  # a length
    # 「www.pmda.go.jpのURLのみ登録可、メーカーサイトのリンクは不可」 (or an x-mark): the other sites, refused
    # after the one let in alone, say again what 'only' says (read alone, 「リンクは不可」 refused any URL)
    text = rx.sub(
        r"([A-Za-z0-9-]+\.[A-Za-z]{2,}[^、。]{0,20}?のみ\s*(?:登録|入力|使用)?\s*(?:可|OK|とする))\s*、\s*"
        r"(?:(?!(?i:https?|ftp|ssl|tls)|暗号|非)[^、。「」\d.@]){0,16}?(?:サイト|ドメイン)(?:の)?(?:リンク|URL|アドレス)?\s*"
        r"(?:は|も)\s*(?:不可|×|NG|禁止|ダメ)",
        r"\1",
        text,
    )
    # 「Googleマップ(https://www.google.com/maps/〜)のURLのみ」, "https://plm.example.de/...": a wave dash
    # or an ellipsis after the last slash stands for the rest of the address, not a character of it
    text = rx.sub(r"(https?://[^\s()（）]*?/)\s*(?:~|〜|～|∼|…|\.{3})(?=[\s)）、。,;]|$|の)", r"\1", text)
    # "only documents on plm.example.de are allowed, no links to Dropbox, WeTransfer or other sites": the
    # same (read alone, "no links" refused any URL, and a site named beside the one let in refused that one)
    text = rx.sub(
        r"(\bonly\b[^.;]{0,60}?(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}[^.;,]{0,30}?\b(?:is|are)\s+(?:allowed|accepted|permitted"
        r"|ok(?:ay)?))\s*[,;.]\s*(?:no|not)\s+(?:links?|urls?)\s+(?:to|on|from)\s+[^.;]{0,60}?"
        r"\b(?:other|any\s+other)\s+(?:sites|websites|domains|servers|hosts)\b",
        r"\1",
        text,
        flags=re.IGNORECASE,
    )
    # 「Vで始まる英数字で、桁数は6桁固定です」: after a class with letters, a count of 桁 said in a clause of
    # its own is the value's length (read alone, 「6桁」 is six digits)
    if rx.search(r"英数字|英字|英大文字|英小文字|アルファベット|ローマ字", text):
        text = rx.sub(
            r"(?:(?<=[、。,])|(?<=[、。,]\s))\s*(?:桁数|長さ)\s*(?:は|が)\s*(\d+)\s*桁(?=\s*(?:固定|ちょうど|$|[、。]|です|で))",
            r"長さは\1文字",
            text,
        )
    text = _emoji(text)  # 「…はNG😇」, 「🆖」
    text = _reword(text, _MARKS)  # 「[x-mark]:空欄」, 「未来日→[x-mark]」, 「[circle]:2024年以降」
    text = _ASIDE.sub(
        lambda m: m.group(1) or m.group(2) or m.group(3) or m.group(4) or "", text
    )  # "\u2014 if you don't have one, call us"
    text = text.translate(_DASHES)
    text = rx.sub(r"\s+", " ", text).strip()  # runs of spaces first: several patterns scan them
    text = _BARE_SYMBOLS.sub(_quoted_symbols, text)  # "letters, digits, - and /"
    # 「区分コード(01:専属、02:乗合代理店、03:銀行窓販)」: codes, each glossed after a colon
    text = rx.sub(
        r"(?:(?<=コード)|(?<=区分))\s*\(\s*((?:\d{1,3}\s*[:=]\s*[^、,()]{1,12}\s*[、,]\s*)+\d{1,3}\s*[:=]\s*[^、,()]{1,12})"
        r"\s*\)\s*$",
        lambda m: ": " + "、".join(rx.findall(r"(\d{1,3})\s*[:=]", m.group(1))) + "のいずれか",
        text,
    )
    # "no timestamps before 2015-01-01": no dates before it (read as the bound demanded, turned around)
    text = rx.sub(
        r"\bno\s+(?:timestamps?|date[- ]?times?|times?|entries|records|values|bookings|orders)\s+"
        r"(?=(?:before|after|earlier\s+than|later\s+than|prior\s+to)\s+\d)",
        "no dates ",
        text,
        flags=re.IGNORECASE,
    )
    text = rx.sub(r"\b(no\s+dates\s+)prior\s+to\b", r"\1before", text, flags=re.IGNORECASE)
    # "the first two (entry year) between 15 and 25": what the part stands for, in brackets, says nothing
    text = rx.sub(
        r"\b(the\s+(?:first|last)\s+(?:\d+|one|two|three|four|five|six)(?:\s+(?:digits?|characters?|letters?))?)"
        r"\s*\([^()\d]{1,30}\)",
        r"\1",
        text,
        flags=re.IGNORECASE,
    )
    text = plain_japanese(text)  # 「しょうすうてん いか は 3けた まで」
    text = text.replace("〜", "~").replace("∼", "~")
    text = rx.sub(r"\*\*([^*]{1,60}?)\*\*", r"\1", text)  # "**Format:** …": Markdown bold
    text = rx.sub(r"^\s*[・•●■◆▪︎*]\s*", "", text)  # a bullet of a list of rules
    # 「…とする。※他ドメインの場合はエラーとなります。」, 「0.5刻み※0はNG」: a note is a sentence of its own
    text = rx.sub(
        r"(?:^|(?<=。))\s*※\s*|\s+※\s*(?=\S)"
        # 「0.5刻み※0はNG」: a glued note refusing a value (not a bound, an approval or an aside on a number:
        # 「1〜10000円※5000円以上は課長承認」)
        r"|(?<=[\u3040-\u30ff\u4e00-\u9fff)])※\s*"
        r"(?=(?:(?!以上|以下|以前|以降|まで|未満|超|承認|相談|対象外|別)[^。※]){1,20}?(?:は|も)\s*(?:NG|不可|禁止|エラー))",
        lambda m: (
            (": " if _NOTE_LABEL.fullmatch(text[: m.start()]) else "。")
            if m.start() and text[m.start() - 1] != "。"
            else ""
        ),
        text,
    )
    text = rx.sub(
        r"(?<=不可|以内|以上|以下|未満|必須|のみ|まで|禁止|NG)\s*[・&＆]\s*", "、", text
    )  # 「空欄不可・20文字以内」, 「必須&漢字のみ」
    text = rx.sub(r"(」)\s*固定(?:とし(?:て)?|で)?(?=\s*[、,]|$)", r"\1", text)  # 「先頭は「JP」固定、…」
    # 「契約者カナ、全角カタカナのみ」: the name of a kana field before a comma is its label (not
    # 「全角カナ、…」)
    text = rx.sub(
        r"^((?:(?!全角|半角|漢字)[\u4e00-\u9fff]){2,8}(?:カナ|フリガナ|ふりがな))\s*、\s*", r"\1: ", text
    )
    text = _KANJI_DECIMAL.sub(_kanji_decimal, text.replace("十六進", "16進"))  # 「十六進数八桁」
    text = _kanji_numbers(text)
    text = _reword(text, _AFTER_NUMBERS)
    # "shall not exceed 50 000 000", "up to 1 000 000": thousands grouped with spaces are one number
    text = rx.sub(
        r"(?<![\d.,:/-])(?<![\d.,:/-] )([1-9]\d{0,2}(?: \d{3})+)(?![\d.,:/-]?\d| ?[:/-])", _unspaced, text
    )
    # "from 50 up to 10.000", "max 1.500.000": thousands grouped with full stops (one group only when it is
    # 000, since "1.500" may be a decimal; an address of four groups is none; beside a decimal, "between 0.001
    # and 1.000", or with three decimals said, the full stop is a decimal point)
    if not rx.search(
        r"(?<![\d.])0\.\d|\b(?:3|three)\s+decimal|\d\.\d{1,2}(?![\d.])|\d\.\d{4,}", text, re.IGNORECASE
    ):
        text = rx.sub(
            r"(?<![\d.,:/-])([1-9]\d{0,2}\.000|[1-9]\d{0,2}\.\d{3}\.\d{3})(?!\d|[.,]\d)",
            lambda m: m.group(1).replace(".", ""),
            text,
        )
    text = _SAID_TWICE.sub(_said_twice, text)  # "twelve (12)", "six (6) digits": one number
    text = _POINT_RE.sub(_said_decimal, text)  # "nought point five"
    text = _ORDINAL_DAY.sub(_ordinal_day, text)  # "the first of January 2015": a day of a month
    text = _SCALE_SAID.sub(_scale_said, text)  # "2.5 million"
    text = _TIME_TWICE.sub(_time_twice, text)  # 「0.25時間(15分)」
    text = _number_words(text)
    text = _AND_A_HALF.sub(lambda m: f"{m.group(1)}.{'5' if m.group(2).lower() == 'half' else '25'}", text)
    text = _MONEY_SAID.sub(r"\1.\3 \2", text)  # "27 rand 58": 27.58 rand
    text = _SAID_TWICE.sub(_said_twice, text)  # "6 (six)"
    # 「5,000万円」: a grouped number before its scale is one number (not 5 and 0万)
    text = _COMPOUND.sub(_compound, text)  # 「5万5000円」: one number
    text = _indian(rx.sub(r"(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(万|千|億)", _scaled, text))
    text = _ERA_RE.sub(_era_year, text)
    text = _DATE_RE.sub(_iso_date, text)
    text = rx.sub(
        r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b|(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})\b(?!\.\d)"
        r"|(?<![\w-])(\d{1,2})-(\d{1,2})-(\d{4})\b(?!-\d)",  # "on or after 01-04-2024": as with slashes
        _slashed,
        text,
    )
    if _named_order(text) is not None and rx.search(r"\d{4}-\d{2}-\d{2}", text):
        text = _ORDER_REMARK.sub(lambda m: "" if "(" in m.group(0) else " ", text).strip()
    # "01-Apr-2020", "31/Dec/2025": a day, a month's name and a year joined by dashes or slashes
    text = rx.sub(
        r"\b(\d{1,2})([-/])(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\2(\d{4})\b",
        r"\1 \3 \4",
        text,
        flags=re.IGNORECASE,
    )
    text = _EN_DAY_FIRST.sub(lambda m: _en_date(m, False), text)
    text = _EN_MONTH_FIRST.sub(lambda m: _en_date(m, True), text)
    text = _TIME.sub(_timed, text)
    text = rx.sub(r"(\d{4}-\d{2}-\d{2})\s*+\(\s*+\1\s*+\)", r"\1", text)  # "1 July 2015 (01.07.2015)"
    if rx.search(rf"\d{{{MAX_DIGITS + 1}}}", text):
        raise NumberTooLong(
            f"The description has a number of more than {MAX_DIGITS} digits; write the rule in words "
            '(for example "digits only, 40 digits").'
        )
    text = _reword(_answered(text), _SQL)
    text = _reword(text, _VOICES)
    text = _reword(text, _BEFORE_RESTATING)
    text = _restated(text)
    text = _reword(text, _AFTER_RESTATING)
    text = _shorthand(_request(text))
    text = _reword(text, _AFTER_SHORTHAND)
    while (
        joined := _SEQUENCE.sub(r"\1の後に\2、その後に\3", text)
    ) != text:  # 「数字3桁、ハイフン、数字4桁」
        text = joined
    text = _reword(text, _AFTER_SEQUENCES)
    text = rx.sub(r"\s*\(\s*\)", "", text)  # "(no other host)" said again and gone: its brackets go too
    return rx.sub(r"\s+", " ", text).strip()


def _parts_add_up(length: int, parts: str) -> bool:
    """Whether the parts of a layout said after a length ("7 digits, one uppercase letter, 4 digits") add up
    to it, so that the length says nothing more."""
    counts = [
        int(n)
        for n in rx.findall(
            r"\b(\d+)\s+(?:(?:upper|lower)[- ]?case\s+|capital\s+)?(?:letters?|digits?)\b", parts
        )
    ]
    counts += [
        1
        for _ in rx.findall(
            r"\b(?:one|an?)\s+(?:(?:upper|lower)[- ]?case\s+|capital\s+)?(?:letter|digit)\b", parts
        )
    ]
    counts += [len(q) for q in rx.findall(r"[\"']([^\"']{1,10})[\"']", parts)]
    return len(counts) > 1 and sum(counts) == length
