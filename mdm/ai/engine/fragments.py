"""Pieces shared by the recognisers: the description, common regex fragments and small helpers."""

# ruff: noqa: RUF001

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from mdm.ai.engine import rx
from mdm.rules import PatternRule, Rule


@dataclass(frozen=True)
class Description:
    """A normalised description and the field it is for."""

    text: str
    field_type: str
    field_name: str


Recogniser = Callable[[Description], Rule | None]
# Case-insensitive, with ASCII word boundaries so that "URL形式" still has a boundary after "URL".
NOCASE = re.IGNORECASE | re.ASCII


NUM = r"(?<![\d.,])[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
DATE = r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?"
UNIT = (
    r"(?:characters?|chars?|letters?|digits?|文字|字|桁|%|percent|円|yen|dollars?|個|件|歳|人|名|社|台|本|枚|回線|回|箱"
    r"|室|部屋|泊|席|冊|棟|軒|店舗|床|階(?!建)|ページ|頁|袋|缶|ケース|パック|錠|包|粒|ml"
    # 「編成両数は10両以下」, 「1回線以上」, 「3便まで」: carriages, lines and runs counted
    r"|両|便|隻|基|種類|品目|世帯|区画|拠点|部|口"
    # 「1卓以上50卓未満」, 「一色〜八色」, 「15分単位で、480分以下」: tables, chairs, garments, animals,
    # colours, minutes
    r"|卓|脚|着|足|頭|羽|匹|機|色|分間?|秒|軸|寸|段(?!階)"
    r"|years?(?:\s+old)?|点|points?|items?|units?|kg|g|cm|mm|km|m|days?|日|ヶ月|か月|カ月|ヵ月|週間?"
    r"|時間|年|months?|weeks?|hours?|°\s?[CF]|degrees?(?:\s+(?:celsius|fahrenheit))?|度|平米|立米|坪|畳"
    r"|tonnes?|tons?|t|トン"  # 「0.5t以上、25t未満」, "2.5 tonnes to 40 tonnes": a load's weight
    # 「10A刻みで10~60A」, "5 kW to 50 kW", 「100GB以下」: electric, frequency and data sizes
    r"|(?-i:m?A|k?V|k?Wh?|kVA|MW|[kMG]?Hz|[KMGT]B|L))(?![A-Za-z])"
)
# A floor on decimal places, which the rules cannot demand (refused, it leaves a ceiling): "more than
# 2 decimal places", "3 or more decimals", 「小数点以下3桁以上」, 「小数が2桁を超える」.
DECIMALS_FLOOR = rx.compile(
    r"(?:(?:numbers?|values?|amounts?|entries)\s+)?(?:(?:with|having)\s+)?"
    r"(?:(?:more\s+than|over|above|exceeding|in\s+excess\s+of|at\s+least|min(?:imum)?(?:\s+of)?)\s+(?P<n>\d+)"
    r"|(?P<m>\d+)\s+or\s+more)\s+decimal(?:\s+places?|s|\s+digits?)"
    r"|(?:小数(?:点)?(?:以下|部)?(?:が|は|の)?\s*(?:第)?\s*(?P<j>\d+)\s*(?:桁|位)\s*(?:以上|を?超え(?:る)?|超)(?!\s*(?:ない|ず|ません|ては|ても|ちゃ)))",
    NOCASE,
)


def decimals_floor(text: str) -> bool:
    """Whether a clause demands a floor on decimal places ("should not have more than 2" is a ceiling)."""
    floor = DECIMALS_FLOOR.search(text)
    return floor is not None and not rx.search(
        r"\b(?:not|no|never|cannot)\b|n't\b", text[: floor.start()], NOCASE
    )


# The pattern of a web colour code, "#" and 3 or 6 hexadecimal digits.
HEX_COLOUR = "#(?:[0-9A-Fa-f]{3}){1,2}"
# the Japanese postal-code patterns a bare "postal code" is read as, and the lengths of their values
POSTAL_JP_LENGTHS = {r"[0-9]{3}-[0-9]{4}": {8}, r"[0-9]{7}": {7}, r"[0-9]{3}-?[0-9]{4}": {7, 8}}
QUOTED = r"\"[^\"]+\"|'[^']+'|“[^”]+”|‘[^’]+’|「[^」]+」|『[^』]+』|`[^`]+`"
ONLY = rx.compile(r"\bonly\b|のみ|だけ|限る|限定", NOCASE)
# "first digit 1-9" (「先頭は0以外の数字」 normalised): one place's range, no length and no class of the whole
ONE_PLACE_RANGE = rx.compile(r"\b(?:first|last)\s+(?:digit|character|number)\s+\d\s*-\s*\d\b", NOCASE)
CASE_INSENSITIVE = rx.compile(
    # "in any letter case", "regardless of letter case": the letters' case
    r"\(?\s*,?\s*(?:case[- ]?insensitive|ignor(?:e|ing) (?:letter )?case|regardless of (?:letter )?case"
    r"|(?:in\s+)?any (?:letter )?case|whatever the (?:letter )?case"
    # "(case doesn't matter)", "letter case does not matter"
    r"|(?:the\s+)?(?:letter\s+)?case\s+(?:does\s+not|doesn't|don't|do\s+not|shouldn't|should\s+not)\s+matter"
    r"|\bin\s+(?:any\s+|either\s+)?(?:upper|lower)(?:[- ]?case)?\s+or\s+(?:upper|lower)[- ]?case\b"
    # "must not contain 'test', upper or lower case": at the end, either case
    r"|(?<=,)\s*(?:either\s+)?(?:upper|lower)(?:[- ]?case)?\s+or\s+(?:upper|lower)[- ]?case\b(?=\s*[.;]?\s*$)"
    r"|大文字(?:と|・)?小文字(?:は|を|の)?問わ(?:ず|ない)|大文字(?:と|・)?小文字(?:は|の)?関係(?:なし|無し|ない|なく)"
    r"|大文字(?:と|・)?小文字(?:は|を|の)?区別(?:しない|なし|無し)|大小文字(?:は|を|の)?区別(?:しない|なし|無し))\s*\)?",
    NOCASE,
)

# 'case-sensitive', 「大文字小文字を区別する」: a note on case, naming no classes of characters.
CASE_SENSITIVE = rx.compile(
    r"\(?\s*,?\s*(?:\bcase[- ]?sensitive\b|\b(?:matching|exact)\s+case\b|\bmatch(?:es)?\s+(?:the\s+)?case\b"
    r"|大文字(?:と|・)?小文字(?:は|を|の)?区別(?:する|あり|有り)?(?!しない|なし|無し)"
    r"|大小文字(?:は|を|の)?区別(?:する|あり|有り)?(?!しない|なし|無し))\s*\)?",
    NOCASE,
)


def to_number(text: str) -> int | float | str:
    """Parses a number or keeps an ISO date string."""
    if rx.fullmatch(DATE, text):
        return text
    clean = text.replace(",", "").lstrip("+")
    return float(clean) if "." in clean else int(clean)


def pattern_rule(regex: str, message: str) -> PatternRule:
    """Builds a pattern rule with a readable failure message."""
    return PatternRule(pattern=regex, message=message)


def digits_counted(low: int, high: int | None) -> PatternRule:
    """A count of the digits a value holds, whatever stands between them ('10 or 11 digits' with hyphens)."""
    span = f"{low}" if low == high else f"{low},{'' if high is None else high}"
    said = f"{low}" if low == high else f"{low} to {high}" if high is not None else f"at least {low}"
    return pattern_rule(f"[^0-9]*(?:[0-9][^0-9]*){{{span}}}", f"must have {said} digits")


def unquote(text: str) -> str:
    """Strips one pair of surrounding quotes."""
    if len(text) >= 2 and text[0] in "\"'“‘「『`" and text[-1] in "\"'”’」』`":
        return text[1:-1]
    return text


def blank_out(text: str, match: re.Match[str]) -> str:
    """Replaces a consumed match with spaces so later patterns do not see it."""
    return text[: match.start()] + " " * (match.end() - match.start()) + text[match.end() :]


def date_digits_restated(token: str, count: int) -> bool:
    """Whether a count after a date layout ('YYYYMMDD/8桁') is the layout's own digits said again."""
    return count == sum(map(str.isalpha, token))


def number_span(low: str, high: str) -> str:
    """A regular expression for the numbers from low to high written with the same number of digits."""
    if low == high:
        return low
    if low[0] == high[0]:
        return low[0] + number_span(low[1:], high[1:])
    rest, first, last = len(low) - 1, int(low[0]), int(high[0])
    parts, tail = [], []
    if low[1:] != "0" * rest:  # "0200": 0 then 200 to 999
        parts.append(low[0] + number_span(low[1:], "9" * rest))
        first += 1
    if high[1:] != "9" * rest:  # "9949": 9 then 000 to 949
        tail.append(high[0] + number_span("0" * rest, high[1:]))
        last -= 1
    if first <= last:
        digit = str(first) if first == last else f"[{first}-{last}]"
        parts.append(digit + (f"[0-9]{{{rest}}}" if rest > 1 else "[0-9]" if rest else ""))
    parts += tail
    return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
