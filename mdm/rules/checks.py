"""Checking field values against rules."""

from __future__ import annotations

import calendar
import re
import unicodedata
from collections.abc import Callable
from datetime import UTC, date, datetime
from decimal import Decimal, InvalidOperation, localcontext
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

from stdnum import iban, imo, isbn, iso6346
from stdnum.jp import in_ as jp_individual

from mdm.core.patterns import compile_pattern, fullmatch
from mdm.rules.describe import failure_message
from mdm.rules.models import (
    CLASS_REGEX,
    GTIN_LENGTHS,
    WEEKDAYS,
    AgeRule,
    AllOfRule,
    AnyOfRule,
    CharsetRule,
    CheckDigitRule,
    ContainsClassRule,
    ContainsRule,
    DateRelativeRule,
    DateStringRule,
    DateWindowRule,
    DayOfMonthRule,
    DecimalsRule,
    DomainRule,
    LengthRule,
    MultipleOfRule,
    NotContainsRule,
    NotEmptyRule,
    NotRule,
    OneOfRule,
    PatternRule,
    PrefixRule,
    RangeRule,
    Rule,
    Scalar,
    SchemeRule,
    SuffixRule,
    TimeOfDayRule,
    WeekdayRule,
    YearWindowRule,
    clock_seconds,
    parse_temporal,
)


def _is_number(value: object) -> bool:
    """Tells whether a value is an int or float but not a bool."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def _fold(text: str, case_sensitive: bool) -> str:
    """Case-folds text unless the comparison is case-sensitive."""
    return text if case_sensitive else text.casefold()


def _check_pattern(rule: PatternRule, value: object) -> bool:
    return fullmatch(compile_pattern(rule.pattern), str(value))


def _check_length(rule: LengthRule, value: str) -> bool:
    n = len(value)
    if rule.exact is not None:
        return n == rule.exact
    return (rule.min is None or n >= rule.min) and (rule.max is None or n <= rule.max)


def _within(value: float | datetime, rule: RangeRule, low: Any, high: Any) -> bool:
    """Compares a value with the (already converted) bounds of a range rule."""
    if low is not None and (value <= low if rule.min_exclusive else value < low):
        return False
    return high is None or not (value >= high if rule.max_exclusive else value > high)


def _check_range(rule: RangeRule, value: object) -> bool:
    if not rule.is_date:
        return _within(value, rule, rule.min, rule.max)  # type: ignore[arg-type]
    parsed = parse_temporal(str(value))
    if parsed is None:
        return False
    bounds = [b if isinstance(b, str) else None for b in (rule.min, rule.max)]
    if all(len(b.strip()) == 10 for b in bounds if b is not None):
        parsed = parsed.replace(hour=0, minute=0, second=0, microsecond=0)
    low, high = (None if b is None else parse_temporal(b) for b in bounds)
    return _within(parsed, rule, low, high)


def _same(value: object, allowed: Scalar, case_sensitive: bool) -> bool:
    """Compares a field value with one allowed value, never equating bools and numbers."""
    if isinstance(value, bool) or isinstance(allowed, bool):
        return isinstance(value, bool) and isinstance(allowed, bool) and value is allowed
    if isinstance(value, str) and isinstance(allowed, str):
        return _fold(value, case_sensitive) == _fold(allowed, case_sensitive)
    return _is_number(value) and _is_number(allowed) and value == allowed


def _check_one_of(rule: OneOfRule, value: object) -> bool:
    return any(_same(value, allowed, rule.case_sensitive) for allowed in rule.values)


def _affix(rule: PrefixRule | SuffixRule | ContainsRule | NotContainsRule, value: str) -> bool:
    text, part = _fold(value, rule.case_sensitive), _fold(rule.value, rule.case_sensitive)
    if isinstance(rule, PrefixRule):
        return text.startswith(part)
    if isinstance(rule, SuffixRule):
        return text.endswith(part)
    return (part in text) == isinstance(rule, ContainsRule)


def char_in_class(char: str, name: str) -> bool:
    """Tells whether one character belongs to a named character class."""
    if name == "symbol":
        return unicodedata.category(char)[0] in "PS"
    if name in ("halfwidth", "fullwidth"):
        width = unicodedata.east_asian_width(char)
        return width in (("Na", "H") if name == "halfwidth" else ("F", "W"))
    return re.fullmatch(CLASS_REGEX[name], char) is not None


def _check_charset(rule: CharsetRule, value: str) -> bool:
    if rule.min_length is not None and len(value) < rule.min_length:
        return False
    if rule.max_length is not None and len(value) > rule.max_length:
        return False
    return all(ch in rule.extra or any(char_in_class(ch, name) for name in rule.allowed) for ch in value)


_EMAIL = re.compile(
    r"(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)"
    r"@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}"
)
_HOST = re.compile(
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}|localhost"
    r"|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9A-Fa-f:.]+\]"
)


def _check_email(value: str) -> bool:
    return len(value) <= 254 and _EMAIL.fullmatch(value) is not None


def _check_url(value: str) -> bool:
    if not value or any(ch.isspace() for ch in value):
        return False
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError:
        return False
    host = parts.netloc.rsplit("@", 1)[-1]
    host = host.rsplit(":", 1)[0] if not host.endswith("]") else host
    return parts.scheme.lower() in ("http", "https") and _HOST.fullmatch(host) is not None


def _check_date_relative(rule: DateRelativeRule, value: str, today: date | None) -> bool:
    parsed = parse_temporal(value)
    if parsed is None:
        return False
    current = today or datetime.now(UTC).date()
    if rule.not_future and parsed.date() > current:
        return False
    return not (rule.not_past and parsed.date() < current)


def _decimal(value: float) -> Decimal | None:
    """Converts a number to an exact Decimal of its shortest representation."""
    try:
        return Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except InvalidOperation:
        return None


def _check_multiple_of(rule: MultipleOfRule, value: float) -> bool:
    number, step, offset = _decimal(value), _decimal(rule.value), _decimal(rule.offset or 0)
    if number is None or step is None or offset is None or not number.is_finite():
        return False
    with localcontext() as exact:  # every digit of 1e300 - 0.99 and of 1e300 / 5, not the default 28
        exact.prec = max(28, number.adjusted() - min(step.adjusted(), offset.adjusted()) + 30)
        # An ending (a power of ten as the step) is read off the written digits: -1.99 ends in .99.
        size = abs(number) if offset and _power_of_ten(step) else number
        return (size - offset) % step == 0


def _power_of_ten(step: Decimal) -> bool:
    """Tells whether a step is 1, 10, 100...: the step of a value's last digits."""
    exact = step.normalize()
    return exact.adjusted() >= 0 and exact == Decimal(1).scaleb(exact.adjusted())


def _check_decimals(rule: DecimalsRule, value: float) -> bool:
    number = _decimal(value)
    if number is None:
        return False
    exponent = number.normalize().as_tuple().exponent
    return isinstance(exponent, int) and -exponent <= rule.max


def _host_of(value: str) -> str | None:
    """Returns the lower-cased domain of an e-mail address or the host of a URL."""
    if "://" not in value and "@" in value:
        return value.rsplit("@", 1)[1].strip().lower().rstrip(".")
    try:
        host = urlsplit(value.strip()).hostname
    except ValueError:
        return None
    return host.rstrip(".") if host else None


def _check_domain(rule: DomainRule, value: str) -> bool:
    host = _host_of(value)
    if not host:
        return False
    return rule.names(host) != rule.exclude


def _check_scheme(rule: SchemeRule, value: str) -> bool:
    scheme, sep, _ = value.strip().partition(":")
    return bool(sep) and scheme.lower() in rule.schemes


def _day_of(value: str) -> date | None:
    """Returns the calendar day of an ISO date or datetime (datetimes in UTC)."""
    parsed = parse_temporal(value)
    return None if parsed is None else parsed.date()


def shift(day: date, amount: int, unit: str) -> date:
    """Moves a day by whole days, months or years (month ends clamp: 31 Jan + 1 month = 29 Feb)."""
    if unit == "days":
        return date.fromordinal(day.toordinal() + amount)
    months = day.month - 1 + amount * (12 if unit == "years" else 1)
    year, month = day.year + months // 12, months % 12 + 1
    if not 1 <= year <= 9999:
        return date.max if amount > 0 else date.min
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _today(today: date | None) -> date:
    return today or datetime.now(UTC).date()


def _check_date_window(rule: DateWindowRule, value: str, today: date | None) -> bool:
    day, current = _day_of(value), _today(today)
    if day is None:
        return False
    if rule.min is not None and day < shift(current, rule.min, rule.unit):
        return False
    return rule.max is None or day <= shift(current, rule.max, rule.unit)


def _check_year_window(rule: YearWindowRule, value: float, today: date | None) -> bool:
    if isinstance(value, float) and not value.is_integer():
        return False  # a year is a whole number (inf and NaN are not either)
    current = _today(today).year
    if rule.min is not None and value < current + rule.min:
        return False
    return rule.max is None or value <= current + rule.max


def age_on(birth: date, today: date) -> int:
    """Returns the age in completed years on a day (born 29 Feb: a year older on 1 Mar)."""
    return today.year - birth.year - ((today.month, today.day) < (birth.month, birth.day))


def _check_age(rule: AgeRule, value: str, today: date | None) -> bool:
    birth = _day_of(value)
    if birth is None or birth > _today(today):
        return False
    age = age_on(birth, _today(today))
    return (rule.min is None or age >= rule.min) and (rule.max is None or age <= rule.max)


def _check_day_of_month(rule: DayOfMonthRule, value: str) -> bool:
    day = _day_of(value)
    if day is None:
        return False
    last = calendar.monthrange(day.year, day.month)[1]
    return day.day in rule.days or (rule.last and day.day == last)


def _check_weekday(rule: WeekdayRule, value: str) -> bool:
    day = _day_of(value)
    return day is not None and WEEKDAYS[day.weekday()] in rule.days


def _local_clock(value: str, utc_offset: str | None) -> tuple[str, float] | None:
    """The weekday and the seconds after midnight of a datetime on the clock of a UTC offset (None: as
    written; a value without an offset is in UTC)."""
    text = value.strip()
    try:
        parsed = datetime.fromisoformat(text)
    except (ValueError, OverflowError):
        return None
    if len(text) <= 10:
        return None  # a date alone: no time of day to check
    shift = 0
    if utc_offset is not None:
        written = parsed.utcoffset()
        shift = clock_seconds(utc_offset[1:]) * (-1 if utc_offset.startswith("-") else 1)
        shift -= int(written.total_seconds()) if written is not None else 0
    clock = parsed.hour * 3600 + parsed.minute * 60 + parsed.second + parsed.microsecond / 1_000_000
    days, seconds = divmod(clock + shift, 86400)
    return WEEKDAYS[(parsed.weekday() + int(days)) % 7], seconds


def _check_time_of_day(rule: TimeOfDayRule, value: str) -> bool:
    local = _local_clock(value, rule.utc_offset)
    if local is None:
        return False
    day, clock = local
    if rule.days is not None and day not in rule.days:
        return False
    if rule.step_minutes is not None and clock % (rule.step_minutes * 60):
        return False  # "on the hour", "in 15-minute slots": seconds and fractions off the step miss it
    low = None if rule.min is None else clock_seconds(rule.min)
    high = None if rule.max is None else clock_seconds(rule.max)
    after = low is None or (clock > low if rule.min_exclusive else clock >= low)
    before = high is None or (clock < high if rule.max_exclusive else clock <= high)
    if low is not None and high is not None and low > high:
        return after or before  # "22:00-06:00": a window across midnight
    return after and before


def _digits(value: object) -> str | None:
    """Returns the ASCII digits of a code (ints as written), or None if it has anything else."""
    text = str(value) if isinstance(value, int) else value
    return text if isinstance(text, str) and text.isascii() and text.isdigit() else None


def gs1_valid(code: str) -> bool:
    """Tells whether a GTIN/JAN/EAN code's last digit is its GS1 mod-10 check digit."""
    weights = [3 if i % 2 == 0 else 1 for i in range(len(code) - 1)]
    body = [int(c) for c in reversed(code[:-1])]
    return (10 - sum(w * d for w, d in zip(weights, body, strict=True)) % 10) % 10 == int(code[-1])


def luhn_valid(code: str) -> bool:
    """Tells whether a number passes the Luhn check."""
    total = 0
    for i, char in enumerate(reversed(code)):
        digit = int(char) * (2 if i % 2 else 1)
        total += digit - 9 if digit > 9 else digit
    return total % 10 == 0


def jp_corporate_valid(code: str) -> bool:
    """Tells whether a 13-digit Japanese corporate number's first digit is its check digit."""
    body = [int(c) for c in reversed(code[1:])]
    weighted = sum(d * (1 if i % 2 == 0 else 2) for i, d in enumerate(body))
    return 9 - weighted % 9 == int(code[0])


def jp_invoice_valid(code: str) -> bool:
    """Tells whether a code is a Japanese invoice registration number: "T" and a valid corporate number."""
    return re.fullmatch(r"T[0-9]{13}", code) is not None and jp_corporate_valid(code[1:])


# the standard numbers python-stdnum checks (マイナンバー as jp_individual): a code as stored (no separators,
# capitals) whose check is right
_STANDARD: dict[str, ModuleType] = {
    "isbn10": isbn, "iban": iban, "iso6346": iso6346, "imo": imo, "jp_individual": jp_individual
}  # fmt: skip


def _standard_valid(algorithm: str, value: object) -> bool:
    """Whether a value is a standard number (ISBN-10, IBAN, ISO 6346, IMO) as stored, its check right."""
    text = str(value) if isinstance(value, int) else value
    if not isinstance(text, str) or not text.isascii() or not text:
        return False
    scheme = _STANDARD[algorithm]
    try:
        compact = scheme.compact(text)
    except (ValueError, TypeError):
        return False
    if compact != text or (algorithm == "isbn10" and len(text) != 10):
        return False  # "4-431-10185-3", "de89 3704 …": a printed form, not the code as stored
    return bool(scheme.is_valid(text))


def _check_check_digit(rule: CheckDigitRule, value: object) -> bool:
    if rule.algorithm in _STANDARD:
        return _standard_valid(rule.algorithm, value)
    if rule.algorithm == "jp_invoice":
        return isinstance(value, str) and jp_invoice_valid(value)
    code = _digits(value)
    if code is None:
        return False
    default = {"gs1": GTIN_LENGTHS, "jp_corporate": (13,), "luhn": None}[rule.algorithm]
    lengths = rule.lengths or default
    if (lengths and len(code) not in lengths) or len(code) < 2:
        return False
    valid = {"gs1": gs1_valid, "luhn": luhn_valid, "jp_corporate": jp_corporate_valid}
    return valid[rule.algorithm](code)


# The long-vowel mark belongs to words of both kana ("らーめん", "シャンプー"): either class lets it
# in, but it is no sign of either, so it is not counted as one.
_SHARED_KANA = "\u30fc"


def _check_contains_class(rule: ContainsClassRule, value: str) -> bool:
    shared = _SHARED_KANA if rule.char_class in ("hiragana", "katakana") else ""
    count = sum(ch not in shared and char_in_class(ch, rule.char_class) for ch in value)
    return (rule.min is None or count >= rule.min) and (rule.max is None or count <= rule.max)


_DATE_FORMATS = {
    "YYYY-MM-DD": "%Y-%m-%d",
    "YYYY/MM/DD": "%Y/%m/%d",
    "YYYYMMDD": "%Y%m%d",
    "DD/MM/YYYY": "%d/%m/%Y",
    "MM/DD/YYYY": "%m/%d/%Y",
    "DD.MM.YYYY": "%d.%m.%Y",
}


def _check_date_string(rule: DateStringRule, value: str) -> bool:
    shape = rule.format.replace(".", "[.]").replace("YYYY", "[0-9]{4}").replace("MM", "[0-9]{2}")
    shape = shape.replace("DD", "[0-9]{2}")
    if not re.fullmatch(shape, value, re.ASCII):
        return False
    try:
        datetime.strptime(value, _DATE_FORMATS[rule.format])
    except ValueError:
        return False
    return True


def _check_all_of(rule: AllOfRule, value: object, today: date | None) -> str | None:
    for child in rule.rules:
        if message := check_rule(child, value, today=today):
            return rule.message or message
    return None


def _check_any_of(rule: AnyOfRule, value: object, today: date | None) -> str | None:
    if any(check_rule(child, value, today=today) is None for child in rule.rules):
        return None
    return failure_message(rule)


def _check_not(rule: NotRule, value: object, today: date | None) -> str | None:
    inner = rule.rule
    if value is None or _type_problem(inner, value):
        return None if value is None else _type_problem(inner, value)
    return failure_message(rule) if check_rule(inner, value, today=today) is None else None


_Checker = Callable[[Any, Any, date | None], bool]
_CHECKERS: dict[str, tuple[tuple[type, ...], _Checker]] = {
    "pattern": ((str, int), lambda r, v, t: _check_pattern(r, v)),
    "length": ((str,), lambda r, v, t: _check_length(r, v)),
    "one_of": ((str, int, float, bool), lambda r, v, t: _check_one_of(r, v)),
    "prefix": ((str,), lambda r, v, t: _affix(r, v)),
    "suffix": ((str,), lambda r, v, t: _affix(r, v)),
    "contains": ((str,), lambda r, v, t: _affix(r, v)),
    "not_contains": ((str,), lambda r, v, t: _affix(r, v)),
    "charset": ((str,), lambda r, v, t: _check_charset(r, v)),
    "email": ((str,), lambda r, v, t: _check_email(v)),
    "url": ((str,), lambda r, v, t: _check_url(v)),
    "date_relative": ((str,), _check_date_relative),
    "not_empty": ((str,), lambda r, v, t: bool(v.strip())),
    "case": ((str,), lambda r, v, t: v == (v.upper() if r.case == "upper" else v.lower())),
    "multiple_of": ((int, float), lambda r, v, t: _check_multiple_of(r, v)),
    "decimals": ((int, float), lambda r, v, t: _check_decimals(r, v)),
    "domain": ((str,), lambda r, v, t: _check_domain(r, v)),
    "scheme": ((str,), lambda r, v, t: _check_scheme(r, v)),
    "date_window": ((str,), _check_date_window),
    "age": ((str,), _check_age),
    "day_of_month": ((str,), lambda r, v, t: _check_day_of_month(r, v)),
    "weekday": ((str,), lambda r, v, t: _check_weekday(r, v)),
    "check_digit": ((str, int), lambda r, v, t: _check_check_digit(r, v)),
    "contains_class": ((str,), lambda r, v, t: _check_contains_class(r, v)),
    "date_string": ((str,), lambda r, v, t: _check_date_string(r, v)),
    "year_window": ((int, float), _check_year_window),
    "time_of_day": ((str,), lambda r, v, t: _check_time_of_day(r, v)),
}
_COMPOSITES: dict[str, Callable[[Any, object, date | None], str | None]] = {
    "all_of": _check_all_of,
    "any_of": _check_any_of,
    "not": _check_not,
}


def _accepted_types(rule: Rule) -> tuple[type, ...]:
    """Returns the Python value types a rule can judge."""
    if isinstance(rule, RangeRule):
        return (str,) if rule.is_date else (int, float)
    if isinstance(rule, OneOfRule) and not any(isinstance(v, bool) for v in rule.values):
        return (str, int, float)  # a list of texts or numbers never takes a boolean
    return _CHECKERS[rule.kind][0]


def _type_problem(rule: Rule, value: object) -> str | None:
    """Says why a rule cannot judge a value of this Python type, or None."""
    if rule.kind in _COMPOSITES:
        return None
    accepted = _accepted_types(rule)
    if (isinstance(value, bool) and bool not in accepted) or not isinstance(value, accepted):
        return f"a {rule.kind} rule cannot check a {type(value).__name__} value"
    return None


def demands_value(rule: Rule) -> bool:
    """Tells whether a rule refuses a missing or empty value (not_empty, alone or in all_of)."""
    if isinstance(rule, AllOfRule):
        return any(demands_value(child) for child in rule.rules)
    return isinstance(rule, NotEmptyRule)


def check_rule(rule: Rule, value: object, *, today: date | None = None) -> str | None:
    """Checks a field value against a rule; returns the failure message or None."""
    if rule.kind in _COMPOSITES:
        return _COMPOSITES[rule.kind](rule, value, today)
    if value is None:
        return failure_message(rule) if isinstance(rule, NotEmptyRule) else None
    if problem := _type_problem(rule, value):
        return problem
    if isinstance(rule, RangeRule):
        ok = _check_range(rule, value)
    else:
        ok = _CHECKERS[rule.kind][1](rule, value, today)
    return None if ok else failure_message(rule)
