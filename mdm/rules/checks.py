"""Checking field values against rules."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from datetime import UTC, date, datetime
from decimal import Decimal, InvalidOperation
from typing import Any
from urllib.parse import urlsplit

from mdm.core.patterns import compile_pattern, fullmatch
from mdm.rules.describe import failure_message
from mdm.rules.models import (
    CLASS_REGEX,
    CharsetRule,
    ContainsRule,
    DateRelativeRule,
    DecimalsRule,
    LengthRule,
    MultipleOfRule,
    NotContainsRule,
    NotEmptyRule,
    OneOfRule,
    PatternRule,
    PrefixRule,
    RangeRule,
    Rule,
    Scalar,
    SuffixRule,
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
    number, step = _decimal(value), _decimal(rule.value)
    return number is not None and step is not None and number % step == 0


def _check_decimals(rule: DecimalsRule, value: float) -> bool:
    number = _decimal(value)
    if number is None:
        return False
    exponent = number.normalize().as_tuple().exponent
    return isinstance(exponent, int) and -exponent <= rule.max


_Checker = Callable[[Any, Any, date | None], bool]
_CHECKERS: dict[str, tuple[tuple[type, ...], _Checker]] = {
    "pattern": ((str, int), lambda r, v, t: _check_pattern(r, v)),
    "length": ((str,), lambda r, v, t: _check_length(r, v)),
    "one_of": ((str, int, float), lambda r, v, t: _check_one_of(r, v)),
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
}


def _accepted_types(rule: Rule) -> tuple[type, ...]:
    """Returns the Python value types a rule can judge."""
    if isinstance(rule, RangeRule):
        return (str,) if rule.is_date else (int, float)
    return _CHECKERS[rule.kind][0]


def check_rule(rule: Rule, value: object, *, today: date | None = None) -> str | None:
    """Checks a field value against a rule; returns the failure message or None."""
    if value is None:
        return failure_message(rule) if isinstance(rule, NotEmptyRule) else None
    accepted = _accepted_types(rule)
    if isinstance(value, bool) or not isinstance(value, accepted):
        return f"a {rule.kind} rule cannot check a {type(value).__name__} value"
    if isinstance(rule, RangeRule):
        ok = _check_range(rule, value)
    else:
        ok = _CHECKERS[rule.kind][1](rule, value, today)
    return None if ok else failure_message(rule)
