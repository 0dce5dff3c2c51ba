"""Recognisers for value ranges, lengths, digit counts, character sets, multiples and decimals."""

from __future__ import annotations

import math
import re

from mdm.ai.engine import rx
from mdm.ai.engine.bounds import Bounds, count_words, find_bounds, int_bounds, quantifier
from mdm.ai.engine.fragments import (
    CASE_INSENSITIVE,
    CASE_SENSITIVE,
    NOCASE,
    NUM,
    ONE_PLACE_RANGE,
    QUOTED,
    UNIT,
    Description,
    blank_out,
    decimals_floor,
    digits_counted,
    pattern_rule,
    to_number,
)
from mdm.ai.engine.normalisation import CannotKeep
from mdm.ai.engine.refusals import ends_refused
from mdm.ai.engine.words import find_classes
from mdm.rules import (
    DATE_TYPES,
    NUMERIC_TYPES,
    AllOfRule,
    CharsetRule,
    DecimalsRule,
    LengthRule,
    MultipleOfRule,
    NotRule,
    OneOfRule,
    RangeRule,
    Rule,
)


def _and_range(rule: Rule, ctx: Description, rest: str) -> Rule:
    """Adds the value range the rest of the sentence names ('... and between 50 and 500') to a rule."""
    bounds = find_bounds(rest) if ctx.field_type in NUMERIC_TYPES else None
    if bounds is None or bounds.is_date() or (bounds.low is None and bounds.high is None):
        return rule
    return AllOfRule(rules=[rule, _range(bounds)])


_ENDING = rx.compile(
    r"\b(?:end|ends|ending)\s+(?:in|with)\s+[\"'「]?(?P<en>\.?\d{1,6})\b[\"'」]?(?!\s*(?:digits?|characters?|%|\.\d))"
    r"|末尾(?:は|が|を)\s*「?(?P<ja>\.?\d{1,6})」?(?![\d桁文字])|「?(?P<by>\.?\d{1,6})」?\s*で終わ"
    # 「下1桁は0」, 「末尾2桁が00」, "the last 2 digits must be 00", "last digit is 0": the end's places named
    r"|(?:下|末尾|最後の)\s*(?P<jn>[1-6])\s*桁\s*(?:は|が|を)\s*「?(?P<jv>\d{1,6})」?(?![\d桁文字.])"
    r"|\blast\s+(?:(?P<n>[1-6])\s+digits|digit)\s+(?:must|should|has\s+to|have\s+to|is|are|=|:)?\s*(?:be\s+)?"
    r"[\"'「]?(?P<v>\d{1,6})\b[\"'」]?(?!\s*(?:digits?|characters?|%|\.\d))",
    NOCASE,
)


# a second ending: "ends in 7 or 9", "ends in 1, 3 or 7" (not a range after a comma)
_ANOTHER = rx.compile(
    r"[\s,、]*+(?:or\b|または|もしくは|か|・|/)|\s*[,、]\s*\.?\d(?!\d*\s*(?:to|-|〜|~)\s*\d)", NOCASE
)


def number_ending(ctx: Description) -> Rule | None:
    """Understands 'must end in .99', 「末尾は8」 on a number: a power of ten as step, the end as offset."""
    if ctx.field_type not in NUMERIC_TYPES or (match := _ENDING.search(ctx.text)) is None:
        return None
    if _ANOTHER.match(ctx.text, match.end()):
        return None  # "ends in 7 or 9", "must end in .99 or be 0": alternatives, read by others
    ending = match.group("en") or match.group("ja") or match.group("by")
    if ending is None:  # 「下2桁は00」, 「下2桁は0」: the ending fills the places it names
        places, value = int(match.group("jn") or match.group("n") or 1), match.group("jv") or match.group("v")
        if len(value) > places:
            return None  # 「下1桁は10」: no ending of that many places
        ending = value.zfill(places)
    if ending.startswith("."):
        if ctx.field_type == "integer":
            return None
        step: int | float = 1
        offset: int | float = float("0" + ending)
    else:
        step, offset = 10 ** len(ending), int(ending)
    rule = MultipleOfRule(value=step, offset=offset or None)
    return _and_range(rule, ctx, blank_out(ctx.text, match))


# "must not be a multiple of 10", "multiples of 10 are not allowed", 「10の倍数はNG」, 「10の倍数以外」:
# the multiple refused
# (not "flag any quantity that is not a multiple of 12": what is flagged, the multiple demanded)
_NOT_BEFORE = rx.compile(
    r"(?:\b(?:must|should|shall|may|can)\s*(?:not|n't)|\bcannot|\bnever)\s+(?:be\s+)?(?:an?\s+)?$"
    r"|^\s*not\s+(?:an?\s+)?$",
    NOCASE,
)
_REFUSED_AFTER = rx.compile(
    r"\s*(?:(?:are|is)\s+(?:not\s+(?:allowed|accepted|permitted|valid)|rejected|refused|forbidden|prohibited"
    r"|invalid|reserved)|(?:は|を)?\s*(?:不可|禁止|ダメ|だめ|除く|エラー|入力不可|登録不可|使えない|使用不可|できない"
    r"|以外|(?-i:NG)))",
    NOCASE,
)


def _multiple(match: re.Match[str], text: str) -> Rule:
    """The multiple a match names, or its refusal when the sentence refuses it ('10の倍数はNG')."""
    rule = MultipleOfRule(value=to_number(match.group(1)))
    if "単位" in match.group(0) or "刻み" in match.group(0):
        return rule  # 「1円単位は不可」 refuses odd yen beside the step demanded, no multiple refused
    if _NOT_BEFORE.search(text[: match.start()]) or _REFUSED_AFTER.match(text, match.end()):
        return NotRule(rule=rule)
    return rule


def step_rule(ctx: Description) -> Rule | None:
    """Understands multiples ('multiple of 5', '100円単位', 'even') and decimal places, with a range."""
    text = ctx.text
    multiple = (
        r"multiples?\s+of|divisible\s+by|(?:steps?|increments?)\s+of|(?:to\s+the\s+)?nearest"
        r"|round(?:ed)?\s+(?:off\s+)?to"
    )
    if both := rx.search(r"divisible\s+by\s+(\d+)\s+and\s+(?:by\s+)?(\d+)", text, NOCASE):
        a, b = int(both.group(1)), int(both.group(2))  # "divisible by 3 and by 5": by their lcm
        return _and_range(MultipleOfRule(value=a * b // math.gcd(a, b)), ctx, blank_out(text, both))
    if match := rx.search(rf"(?:\bin\s+)?({NUM})\s*(?:{UNIT})?[- ](?:steps|increments)\b", text, NOCASE):
        return _and_range(MultipleOfRule(value=to_number(match.group(1))), ctx, blank_out(text, match))
    if match := rx.search(rf"(?:{multiple})\s+({NUM})(?!\s*decimal)", text, NOCASE):
        return _and_range(_multiple(match, text), ctx, blank_out(text, match))
    if match := rx.search(rf"({NUM})\s*(?:{UNIT})?\s*(?:の倍数|で割り切れる|単位|刻み)", text, NOCASE):
        return _and_range(_multiple(match, text), ctx, blank_out(text, match))
    if (parity := _parity(ctx)) is not None:
        return parity
    if match := rx.search(  # "whole or half degrees", "in half sizes": steps of 0.5
        r"(?:\bwhole\s+(?:\w+\s+)?or\s+)?\bhalf[- ]"
        r"(?:degrees?|units?|points?|steps?|sizes?|hours?|stars?|marks?|percent(?:age\s+points?)?)(?:\s+only)?|\bin\s+halves\b"
        # "in half-centimetre steps", "half-kilo increments": halves of the unit named
        r"|\bhalf[- ][a-z]{2,12}[- ](?:steps|increments)\b",
        text,
        NOCASE,
    ):
        return _and_range(MultipleOfRule(value=0.5), ctx, blank_out(text, match))
    return _decimal_places(ctx)


EVEN = MultipleOfRule(value=2, message="must be an even number")
ODD = pattern_rule("-?[0-9]*[13579]", "must be an odd number")
_EVEN = (
    r"\beven\s+(?:whole\s+)?(?:numbers?|integers?|values?|hours?|minutes?|days?|years?|quantities|amounts?)\b"
    r"|\bbe\s+(?:an\s+)?even\b|^\s*even\s*$|偶数"
)
_ODD = r"\bodd\s+(?:numbers?|integers?|values?)\b|\bbe\s+(?:an\s+)?odd\b|^\s*odd\s*$|奇数"
# "must not be odd", "Even numbers are not allowed", 「偶数はNG」: the other parity (a refusal before the
# word, or one after it that says nothing else first: "Even numbers only - odd not allowed" refuses odd)
_PARITY_REFUSED_BEFORE = r"(?:\bnot|\bnever|n't)\s+(?:be\s+)?(?:an?\s+)?$"
_PARITY_REFUSED_AFTER = (
    r"^(?:(?!\bonly\b|\bodd\b|\beven\b|\s-\s|\()[^.;,、。]){0,20}?(?:(?:is|are)\s+(?:not\s+(?:allowed|accepted"
    r"|permitted|valid|possible)|rejected|refused|forbidden|invalid|prohibited)|\brejected|\bnot\s+allowed)\b"
    r"|^\s*(?:の数|の値|の数値)?\s*(?:は|も)?\s*(?:不可|NG|禁止|ダメ|だめ|エラー|入力不可|登録不可|認めない|除く)"
)


def _parity(ctx: Description) -> Rule | None:
    """Understands 'even numbers', '奇数', their refusals ('must not be odd', 「偶数はNG」) and a range."""
    for pattern, rule, other in ((_EVEN, EVEN, ODD), (_ODD, ODD, EVEN)):
        if match := rx.search(pattern, ctx.text, NOCASE):
            before, after = ctx.text[: match.start()], ctx.text[match.end() :]
            refused = rx.search(_PARITY_REFUSED_BEFORE, before[-20:], NOCASE) or rx.search(
                _PARITY_REFUSED_AFTER, after, NOCASE
            )
            return _and_range(other if refused else rule, ctx, blank_out(ctx.text, match))
    return None


def _decimal_places(ctx: Description) -> Rule | None:
    """Understands 'at most 2 decimal places' and '小数点以下2桁まで', with a range."""
    text = ctx.text
    if decimals_floor(text):
        return None  # 「小数4桁以上」, "more than 2 decimals": a floor no rule demands (refused, it is read)
    most = r"(?:(?:at\s+most|up\s+to|max(?:imum)?(?:\s+of)?|no\s+more\s+than|with)\s+)?"
    en = rf"{most}({NUM})\s+decimal(?:\s+places?|s|\s+digits?)?"
    ja = rf"小数(?:点)?\s*(?:以下)?\s*(?:は|が|:)?\s*(?:第)?\s*({NUM})\s*(?:位|桁)\s*(?:まで|以内|以下)?"
    if match := rx.search(en, text, NOCASE) or rx.search(ja, text):
        value = to_number(match.group(1))
        if not isinstance(value, int) or value < 0:
            return None
        return _and_range(DecimalsRule(max=value), ctx, blank_out(text, match))
    return None


_WHOLE = (
    # "a whole-dollar amount": a whole number of the currency's unit
    r"whole\s+numbers?|whole[- ](?:dollar|euro|yen|pound|rupee|franc|peso|unit)s?\b|no\s+decimals?"
    r"|without\s+decimals?|no\s+fraction|integers?\s+only|only\s+integers?"
    # 「小数点以下なし」, 「小数点以下は不可」: nothing after the point
    r"|整数(?:のみ|で|に限る)?|小数(?:点)?(?:以下)?(?:は|を)?(?:不可|なし|禁止|NG|ダメ|だめ|エラー|使用しない|含まない|使わない|入れない)|no\s+decimal\s+point|\binteger\b"
)


def whole_number(ctx: Description) -> Rule | None:
    """Understands 'whole numbers only', 'no decimals', '整数のみ', '小数不可', with a range."""
    match = rx.search(_WHOLE, ctx.text, NOCASE)
    if match is None:
        return None
    whole = DecimalsRule(max=0)
    if ctx.field_type != "number":
        return None if find_bounds(ctx.text) else whole
    return _and_range(whole, ctx, ctx.text)


_GAP = r"\s*-?\s*(?:[A-Za-z-]+\s+){0,2}"
DIGIT_UNIT = rx.compile(rf"{NUM}{_GAP}(?:digits?|桁)(?![A-Za-z])|桁数|number\s+of\s+digits", NOCASE)
_CHAR_UNIT = rx.compile(
    rf"{NUM}{_GAP}(?:characters?|chars?|letters?|文字|字)(?![A-Za-z])|文字数|字数|\blength\b|\blong\b|長さ",
    NOCASE,
)


_MEASURED_LENGTH = rx.compile(
    r"\b(?:length|width|height|depth)\s*(?:in\s+|\(\s*)(?:mm|cm|m|km|metres?|meters?|inch(?:es)?|ft|feet)\b\)?"
    # 「縦の長さ(cm)は…」: a length in a unit, measured
    r"|(?:長さ|幅|高さ|奥行き?|厚さ|全長|寸法)\s*\(\s*(?:mm|cm|m|km)\s*\)",
    NOCASE,
)


def _bare_count(text: str) -> Bounds | None:
    """Reads '8 characters' / '8桁' with no comparison word as an exact count."""
    unit = r"(?:characters?|chars?|letters?|digits?|文字|字|桁)(?![A-Za-z])"
    match = rx.search(rf"({NUM}){_GAP}{unit}", text, NOCASE)
    match = match or rx.search(
        rf"(?:length|長さ|文字数)\s*(?:must\s+be|should\s+be|is|of|=|:|は)?\s*({NUM})", text, NOCASE
    )
    return Bounds(exact=to_number(match.group(1))) if match else None


# "nothing we stock keeps longer than 2 years", "nobody orders more than 500": a remark with a subject and a
# verb of its own, not a bound the value must keep
_REMARK = rx.compile(
    r"(?P<after>\s+-\s+|\s*[,;]\s+)?\b(?:nothing|none|nobody|no\s+(?:one|1))\s+(?!(?:is|are|be|else|of|longer|shorter|more|less|fewer|greater"
    r"|larger|smaller|higher|lower|bigger|over|above|under|below|before|after|exceeding)\b)[a-z]+(?:\s+[a-z]+){0,3}?"
    r"\s+(?:longer|shorter|more|less|fewer|greater|larger|smaller|higher|lower|bigger|older|over|above|under|below"
    r"|exceeds?|exceeding)\b",
    NOCASE,
)


def _bound_refused(text: str) -> bool:
    """Whether the clause a refusal ends names the bound ('values over 100 are rejected'); one that names no
    number ('At least 5 characters, shorter values are rejected') says the bound before it again."""
    if not ends_refused(text) or rx.search(
        r"\boutside\b|\bbeyond\s+(?:that|this|it|these|those)\b", text, NOCASE
    ):
        return False
    clauses = rx.split(r"[.;,]\s|、|。", text.rstrip(" .;"))
    if len(clauses) == 1:
        return True  # nothing before it to restate: "Values that are not numbers or negative are rejected"
    clause = clauses[-1]
    return bool(rx.search(r"\d", clause) and rx.search(_BOUND_WORD, clause, NOCASE))


# "a single letter", "one single upper-case letter": a value of one character
# (what the value is, after a label or "be": not "not even a single digit", "at least a single digit")
_SINGLE = rx.compile(
    r"(?:^|[:;,]\s*|\b(?:be|is|exactly|just)\s+)(?:an?|one)\s+single\s+"
    r"(?:(?:upper|lower)[- ]?case\s+|capital\s+)?(?:letter|digit|character)\b"
    r"(?!\s+(?:at\s+least|or\s+more|minimum|min)\b)",
    NOCASE,
)


# What makes a number in a refused clause a bound ("values over 100", "100 or more"), not a value ("0")
_BOUND_WORD = (
    r"\b(?:over|above|under|below|more|less|greater|fewer|higher|lower|longer|shorter|exceed\w*|between|from"
    r"|beyond|up\s+to|at\s+(?:least|most)|min\w*|max\w*|and\s+(?:up|upwards?))\b|以上|以下|未満|超"
    r"|\d\s*(?:-|\u2013|~|\bto\b)\s*-?\d"  # "Values of 50-60 are not allowed": a range
)


# a clause saying only that a place holds a check digit, of no scheme the checks know
_CHECK_DIGIT_CLAUSE = rx.compile(
    r"(?:(?:the\s+)?(?:last|final)\s+(?:digit|one|character)\s+(?:is|=|being)\s+(?:a|the)\s+)?"
    r"check[\s-]*(?:digit|character|sum)\b(?:\s*(?:=|:|is|by|by\s+the|computed\s+as)?\s*[^.;。]*?\bmod(?:ulus|ulo)?\s*\d+\b[^.;。]*)?",
    NOCASE,
)


def measure(ctx: Description) -> Rule | None:
    """Understands value ranges, lengths, digit counts and character sets together."""
    # 「大文字小文字区別なし」, 「大文字小文字を区別する」 name no classes
    text = CASE_SENSITIVE.sub(" ", CASE_INSENSITIVE.sub(" ", ctx.text))
    if rx.search(
        r"\d\s*(?:文字|桁|字|つ|個|characters?|digits?|letters?)\s*\+\s*\S"
        r"|\d\s+(?:[a-z-]+\s+){0,2}?(?:characters?|digits?|letters?)\s+followed\s+by\s+(?:an?\s+|one\s+)?\d",
        text,
        NOCASE,
    ):
        # 「英字1文字+数字6桁」, "3 letters followed by 4 digits": parts in order, one count each; not the
        # value's length
        return None
    if rx.fullmatch(
        rf"(?:[^:\"'「]{{1,30}}:)?\s*(?:{QUOTED})(?:\s*(?:,|、|\band\b|\bor\b|,\s*(?:and|or))\s*(?:{QUOTED}))*\s*[.。]?",
        text,
    ):
        return None  # "'00-00' and '99-99'": values named, not a range of lengths
    if _CHECK_DIGIT_CLAUSE.fullmatch(text.strip(" .。")):
        return None  # "the last digit is a check digit (mod 7)": a check no rule here names, left unread
    if ONE_PLACE_RANGE.search(text):
        return None  # "…。first digit 1-9" (「先頭は0以外の数字」): one digit's range, not a length
    if decimals_floor(text):
        return None  # "at least 2 decimal places" is no bound on the value
    if _bound_refused(text):
        return None  # "Duplicates and values over 100 are rejected": a bound refused is never demanded
    if remark := _REMARK.search(text):  # "nothing we stock keeps longer than 2 years": so of the world
        if not remark.group("after"):
            return None
        text = text[: remark.start()]  # "at most 730 - nothing we stock keeps longer": the reason after it
    if ctx.field_type in NUMERIC_TYPES:  # "length in cm: over 5": a measure in a unit, not a count of digits
        text = _MEASURED_LENGTH.sub(" ", text)
    digits_unit, chars_unit = bool(DIGIT_UNIT.search(text)), bool(_CHAR_UNIT.search(text))
    classes, extra = find_classes(text)
    if ctx.field_type not in NUMERIC_TYPES:
        text = rx.sub(r"\[?(?:0-9|A-Z|a-z|A-Za-z|a-zA-Z)\]?", " ", text)
    bounds = find_bounds(text)
    if bounds is None and (digits_unit or chars_unit):
        bounds = _bare_count(text)
    if bounds is None and _SINGLE.search(text):
        bounds = Bounds(exact=1)  # "Middle initial: a single letter": one character of its class
    year = rx.search(r"\b(?:in|during)\s+(\d{4})\b|(\d{4})\s*年(?:中|内)", text, NOCASE)
    if bounds is None and year and ctx.field_type in DATE_TYPES:
        bounds = Bounds(exact=int(year.group(1) or year.group(2)))
    if bounds is not None and (bounds.is_date() or ctx.field_type in DATE_TYPES):
        return _range(_year_bounds(bounds) if ctx.field_type in DATE_TYPES else bounds)
    if (
        ctx.field_type == "string"
        and bounds is not None
        and (as_text := _number_as_text(text, bounds)) is not None
    ):
        return as_text
    if not classes and (digits_unit or (chars_unit and ctx.field_type in NUMERIC_TYPES)):
        classes = ["digits"]
    if ctx.field_type in NUMERIC_TYPES | DATE_TYPES | {"boolean"}:
        if classes == ["digits"] and bounds is not None and ctx.field_type in NUMERIC_TYPES:
            # "8 digits" counts digits; "Numeric, 1-9999" on a number field bounds the value
            return _digit_pattern(bounds) if digits_unit or chars_unit else _range(bounds)
        if not classes and not chars_unit:
            return _range(bounds) if bounds else None
    if not classes:
        return _length(bounds) if bounds else None
    low, high = int_bounds(bounds) if bounds else (None, None)
    if (
        classes == ["digits"]
        and extra
        and not set(extra) - set("-/. ")
        and digits_unit
        and not chars_unit
        and low
        and _MARKS_LET_IN.search(text)
        and not _MARKS_REFUSED.search(text)
    ):
        # "10 or 11 digits, may include hyphens": the digits are counted, not the marks between them
        return AllOfRule(rules=[CharsetRule(allowed=classes, extra=extra), digits_counted(low, high)])
    return _charset(classes, extra, bounds)


_SPAN = 1000  # the most numbers a bound on a number written as text may list
_NUMBER_LIST = "must be a number from"  # the message that marks such a list


def is_number_list(rule: Rule) -> bool:
    """Tells whether a rule lists the numbers a text field's bounds allow ('at least 2000, at most 2099')."""
    return isinstance(rule, OneOfRule) and (rule.message or "").startswith(_NUMBER_LIST)


def _number_as_text(text: str, bounds: Bounds) -> Rule | None:
    """Reads a bound of 1000 or more with no unit on a text field as a number kept as text, never a length."""
    # 「2010以上2050以下の4桁」: a span of up to _SPAN numbers is listed; any other such bound is refused
    if rx.search(r"\blength\b|\blong\b|\bcharacters?\b|\bchars?\b|文字|長さ", text, NOCASE):
        return None  # "Maximum length 2000", 「長さは1000以下」: a length, wherever its word is
    named = [v for v in (bounds.low, bounds.high, bounds.exact) if isinstance(v, int | float)]
    big = [v for v in named if v >= 1000 and not _counted(text, v)]
    if not big:
        return None
    low, high = (bounds.exact, bounds.exact) if bounds.exact is not None else (bounds.low, bounds.high)
    if isinstance(low, int) and isinstance(high, int) and len(str(low)) == len(str(high)):
        first, last = low + bounds.low_excl, high - bounds.high_excl
        if 0 <= last - first <= _SPAN:
            values = [str(v) for v in range(first, last + 1)]
            return OneOfRule(values=values, message=f"{_NUMBER_LIST} {values[0]} to {values[-1]}")
    raise CannotKeep(
        f"The description bounds a number written as text ({big[0]:g}), which a validation rule of a text "
        "field cannot keep; give the field a number type, or list the allowed values."
    )


def _counted(text: str, value: int | float) -> bool:
    """Whether a number of the sentence counts characters or digits ('1000 characters', '1000文字')."""
    unit = r"(?:characters?|chars?|letters?|digits?|bytes?|words?|文字|字|桁|バイト)"
    number, then = re.escape(f"{value:g}"), r"(?:\s*(?:and|to|through|or|-|~|から|以上)\s*[\d.]+)?"
    return bool(rx.search(rf"(?<![\d.]){number}{then}{_GAP}{unit}", text.replace(",", ""), NOCASE))


def _year_bounds(bounds: Bounds) -> Bounds:
    """Reads bare years on date fields ('2024 or later') as the first or last day of the year."""

    def day(value: int | float | str | None, first: bool) -> int | float | str | None:
        if isinstance(value, int) and 1000 <= value <= 9999:
            return f"{value}-01-01" if first else f"{value}-12-31"
        return value

    if bounds.exact is not None:
        return Bounds(low=day(bounds.exact, True), high=day(bounds.exact, False))
    low = day(bounds.low, not bounds.low_excl)
    high = day(bounds.high, bounds.high_excl)
    return Bounds(low, high, bounds.low_excl, bounds.high_excl)


def _range(bounds: Bounds) -> Rule | None:
    """Builds a range rule from bounds."""
    if bounds.exact is not None:
        return RangeRule(min=bounds.exact, max=bounds.exact)
    if bounds.low is None and bounds.high is None:
        return None
    return RangeRule(
        min=bounds.low, max=bounds.high, min_exclusive=bounds.low_excl, max_exclusive=bounds.high_excl
    )


def _length(bounds: Bounds) -> Rule | None:
    """Builds a length rule from integer bounds."""
    if isinstance(bounds.exact, int):
        return LengthRule(exact=bounds.exact)
    low, high = int_bounds(bounds)
    if low is None and high is None:
        return None
    return LengthRule(min=low, max=high)


# marks let in beside a count of digits ("may include hyphens"), or refused ("without hyphens",
# 「ハイフンなし」)
_MARKS_LET_IN = rx.compile(
    r"\b(?:may|can|could)\s+(?:also\s+)?(?:include|contain|have|use)\b|\b(?:allowed|permitted|ok(?:ay)?|fine)\b"
    r"|(?:含んでも|入れても|使っても)(?:よい|良い|可|OK)|(?:ハイフン|スラッシュ|スペース)(?:は|も)?(?:可|OK|使用可)",
    NOCASE,
)
_MARKS_REFUSED = rx.compile(r"\b(?:no|not|without|never)\b|n't|なし|ナシ|無し|除|不可|禁止|NG", NOCASE)


def _charset(classes: list[str], extra: str, bounds: Bounds | None) -> Rule:
    """Builds a charset rule, with a length when the sentence gives one."""
    low, high = int_bounds(bounds) if bounds else (None, None)
    return CharsetRule(allowed=classes, extra=extra, min_length=low, max_length=high)


def _digit_pattern(bounds: Bounds) -> Rule | None:
    """Builds a digit-count pattern for integer fields ('8桁', 'at most 5 digits')."""
    low, high = int_bounds(bounds)
    quant = quantifier(Bounds(low=max(low or 1, 1), high=high))
    if quant is None or (low is None and high is None):
        return None
    return pattern_rule(f"[0-9]{quant}", f"must have {count_words(bounds)} digits")
