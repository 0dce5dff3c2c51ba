"""Example values the engine derives from a rule, to tell whether another rule judges them alike.

A model's rule is trusted only when it accepts and refuses exactly the values the engine's own
rule accepts and refuses. The values come from the rule itself (its bounds and their
neighbours, its literals with and without a character more, dates around today and around its
bounds, valid and broken check digits) plus a few generic values of the field's type.
"""

# ruff: noqa: RUF001

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta

from mdm.rules import (
    NUMERIC_TYPES,
    AgeRule,
    AllOfRule,
    AnyOfRule,
    CharsetRule,
    CheckDigitRule,
    DomainRule,
    EmailRule,
    LengthRule,
    MultipleOfRule,
    NotEmptyRule,
    NotRule,
    OneOfRule,
    RangeRule,
    Rule,
    SchemeRule,
    TimeOfDayRule,
    UrlRule,
    YearWindowRule,
    check_rule,
    clock_seconds,
    shift,
)

_TEXT = [
    "", " ", "a", "A", "0", "abc", "ABC", "Abc1", "abc123", "ABC-123", "a b", "a_b", "a-b", "abc!", "1234",
    "12345678", "0123", "ａｂｃ", "１２３", "あいう", "アイウ", "ｱｲｳ", "山田", "山田 太郎", "N/A", "TBD",
    "https://example.com/a", "http://example.com/a", "https://www.example.co.jp/", "ftp://example.com",
    "a@example.com", "a@example.co.jp", "a@gmail.com", "a@yahoo.co.jp", "a@", "example.com",
    "2024-02-29", "2023-02-29", "2024-13-01", "20240229", "2024/02/29", "4901234567894", "4901234567895",
    "49012347", "7000012050002", "7000012050003", "4111111111111111", "T1234567890123", "#1A2B3C",
]  # fmt: skip
_NUMBERS: list[object] = [-1, 0, 1, 2, 3, 5, 10, 0.5, 1.5, 1.25, 1.125, 99, 100, 101, 1000, 2024]


_OFFSETS = (-3660, -400, -366, -365, -91, -90, -31, -30, -8, -7, -1, 0, 1, 6, 7, 29, 30, 31, 89, 90, 91)
_FIXED_DAYS = (
    "2024-02-28", "2024-02-29", "2024-03-01", "2024-03-02", "2024-03-03", "2024-03-04",
    "2024-03-15", "2024-03-31", "2024-04-30", "2000-01-01", "1899-12-31", "2999-12-31",
)  # fmt: skip


def _today() -> date:
    return datetime.now(UTC).date()


def _dates(rule: Rule | None = None) -> Iterator[str]:
    """Dates around today, around a month's ends, on each weekday, and around the rule's bounds."""
    today = _today()
    for offset in (
        -3660,
        -400,
        -366,
        -365,
        -91,
        -90,
        -31,
        -30,
        -8,
        -7,
        -1,
        0,
        1,
        6,
        7,
        29,
        30,
        31,
        89,
        90,
        91,
    ):
        yield (today + timedelta(days=offset)).isoformat()
    for amount in (-1, 1, 6, 12):
        yield shift(today, amount, "months").isoformat()
    yield from _FIXED_DAYS
    yield from _rule_dates(rule)


def _rule_dates(rule: Rule | None) -> Iterator[str]:
    """Dates on and next to a rule's date bounds, and birthdays next to its ages."""
    today = _today()
    if isinstance(rule, RangeRule) and rule.is_date:
        for bound in (rule.min, rule.max):
            if isinstance(bound, str):
                yield bound
                day = date.fromisoformat(bound[:10])
                yield (day - timedelta(days=1)).isoformat()
                yield (day + timedelta(days=1)).isoformat()
    if isinstance(rule, TimeOfDayRule):
        yield from _times(rule)
    if isinstance(rule, AgeRule):
        for years in (rule.min, rule.max):
            if years is not None:
                for extra in (-1, 0, 1):
                    born = shift(today, -(years + extra), "years")
                    yield born.isoformat()
                    yield (born + timedelta(days=1)).isoformat()


def parts_of(rule: Rule) -> Iterator[Rule]:
    """Walks a rule and the rules inside it."""
    yield rule
    if isinstance(rule, AllOfRule | AnyOfRule):
        for child in rule.rules:
            yield from parts_of(child)
    elif isinstance(rule, NotRule):
        yield from parts_of(rule.rule)


def _numbers(rule: Rule) -> Iterator[object]:
    """Numbers on and next to a rule's bounds and steps."""
    if isinstance(rule, RangeRule) and not rule.is_date:
        for bound in (rule.min, rule.max):
            if isinstance(bound, int | float):
                yield from (bound, bound - 1, bound + 1, bound - 0.01, bound + 0.01)
    if isinstance(rule, MultipleOfRule):
        yield from (rule.value, rule.value * 2, rule.value * 3 + rule.value / 2, rule.value + 1)
        if rule.offset:  # an ending: values that end in it and values next to them
            step, end = rule.value, rule.offset
            yield from (end, step + end, 2 * step + end, end + 0.01)
    if isinstance(rule, OneOfRule):
        yield from (v for v in rule.values if isinstance(v, int | float) and not isinstance(v, bool))


def _texts(rule: Rule) -> Iterator[str]:
    """Strings made from a rule's literals and lengths."""
    value = getattr(rule, "value", None)
    if isinstance(value, str):
        yield from (value, value + "x", "x" + value, "x" + value + "x", value.lower(), value.upper())
    if isinstance(rule, OneOfRule):
        yield from (str(v) for v in rule.values)
        yield from (str(v).lower() for v in rule.values)
    if isinstance(rule, LengthRule):
        for n in (rule.min, rule.max, rule.exact):
            if n is not None:
                yield from ("x" * max(n - 1, 0), "x" * n, "x" * (n + 1))
    if isinstance(rule, DomainRule):
        for name in rule.domains:
            yield from (f"a@{name}", f"a@sub.{name}", f"https://{name}/", f"https://www.{name}/")
    if isinstance(rule, CheckDigitRule) and rule.lengths:
        for n in rule.lengths:
            yield "1" * n


def _times(rule: TimeOfDayRule) -> Iterator[str]:
    """Date-times today at, next to and between a time-of-day rule's bounds, on its clock."""
    day, zone = _today().isoformat(), rule.utc_offset or "Z"
    minutes = [0, 7 * 60 + 59, 12 * 60, 12 * 60 + 7, 23 * 60 + 59]
    for bound in (rule.min, rule.max):
        if bound is not None:
            at = clock_seconds(bound) // 60
            minutes += [(at + step) % 1440 for step in (-1, 0, 1)]
    for at in minutes:
        yield f"{day}T{at // 60:02d}:{at % 60:02d}:00{zone}"


def examples(rule: Rule, field_type: str) -> list[object]:
    """Returns the values on which two readings of one sentence must agree."""
    found: list[object] = []
    if field_type in NUMERIC_TYPES:
        found += _NUMBERS
        for part in parts_of(rule):
            found += list(_numbers(part))
        if field_type == "integer":
            found = [int(v) for v in found if isinstance(v, int | float) and float(v).is_integer()]
    elif field_type in ("date", "datetime"):
        for part in parts_of(rule):
            found += list(_dates(part))
    else:
        found += _TEXT
        for part in parts_of(rule):
            found += list(_texts(part))
    return list(dict.fromkeys(found))


def disagreement(engine_rule: Rule, other: Rule, field_type: str) -> object | None:
    """Returns a value the two rules judge differently, or None when they agree on every example."""
    for value in examples(engine_rule, field_type) + examples(other, field_type):
        if (check_rule(engine_rule, value) is None) != (check_rule(other, value) is None):
            return value
    return None


def _scanned(rule: Rule, field_type: str) -> Iterator[object]:
    """A wide sweep of values: days around today and the bounds, numbers by the steps near the bounds."""
    if field_type == "date":
        today = _today()
        for offset in range(-1200, 1201):
            yield (today + timedelta(days=offset)).isoformat()
        for part in parts_of(rule):
            if isinstance(part, RangeRule) and part.is_date:
                for bound in (part.min, part.max):
                    if isinstance(bound, str):
                        start = date.fromisoformat(bound[:10])
                        yield from ((start + timedelta(days=d)).isoformat() for d in range(-400, 401))
        return
    bounds = [
        b
        for p in parts_of(rule)
        if isinstance(p, RangeRule)
        for b in (p.min, p.max)
        if isinstance(b, int | float)
    ]
    # "current year or later, no more than 10 years out": the years about this one
    year = _today().year
    windows = [p for p in parts_of(rule) if isinstance(p, YearWindowRule)]
    bounds += [year + b for p in windows for b in (p.min, p.max) if b is not None]
    steps = [p.value for p in parts_of(rule) if isinstance(p, MultipleOfRule)] or [1]
    for bound in [0, *bounds]:
        for step in steps:
            base = round(bound / step) * step
            yield from (base + k * step for k in range(-3, 4))
    yield from range(-1000, 1001)


def _addressed(rule: Rule) -> bool:
    """Whether the examples hold the addresses a rule of domains and schemes lets in (a@domain, https://…)."""
    inner = rule.rule if isinstance(rule, NotRule) else rule
    return isinstance(inner, DomainRule | EmailRule | UrlRule | SchemeRule | NotEmptyRule | OneOfRule)


def lengths_only(rule: Rule) -> bool:
    """Whether a rule says only how long a value is (a length, or either of several)."""
    if isinstance(rule, AnyOfRule):
        return all(lengths_only(part) for part in rule.rules)
    return isinstance(rule, LengthRule)


def _no_length(rule: AllOfRule) -> bool:
    """Whether the lengths a rule's parts allow ('8 or 11 characters' and 'at most 6') have none in common."""
    lengths: list[Rule] = [part for part in rule.rules if lengths_only(part)]
    lengths += [  # 「6桁の数字」 beside 「5桁」: the length a class of characters is said with
        LengthRule(min=part.min_length, max=part.max_length)
        for part in rule.rules
        if isinstance(part, CharsetRule) and (part.min_length is not None or part.max_length is not None)
    ]
    if len(lengths) < 2:
        return False
    said = {n for part in parts_of(AllOfRule(rules=lengths)) for n in _length_bounds(part)}
    candidates = sorted(said | set(range(1001)))  # every length up to 1,000 and each said, however long
    return not any(all(check_rule(part, "a" * n) is None for part in lengths) for n in candidates)


def _length_bounds(rule: Rule) -> Iterator[int]:
    """The lengths a length rule names (its minimum, maximum or exact length)."""
    if isinstance(rule, LengthRule):
        yield from (n for n in (rule.min, rule.max, rule.exact) if n is not None)


# One character of each class (and of none): a value's characters are drawn from these or from a rule's own.
_CHARACTERS = "aZ0 ._-!@あアｱ漢ａＡ０　・ー"


def _no_character(rule: AllOfRule) -> bool:
    """Whether the character sets a rule's parts allow ('全角のみ' beside '半角のみ') have none in common."""
    charsets = [  # the classes alone: the lengths are _no_length's
        CharsetRule(allowed=part.allowed, extra=part.extra)
        for part in rule.rules
        if isinstance(part, CharsetRule)
    ]
    if len(charsets) < 2:
        return False
    pool = _CHARACTERS + "".join(part.extra for part in charsets)
    return not any(all(check_rule(part, char) is None for part in charsets) for char in pool)


def never_passes(rule: Rule, field_type: str) -> bool:
    """Whether no value passes every condition: dates and numbers on a sweep, text on its listed values."""
    if not isinstance(rule, AllOfRule):
        return False
    if field_type in ("email", "url") and all(_addressed(part) for part in rule.rules):
        return all(check_rule(rule, value) is not None for value in examples(rule, field_type))
    if field_type not in ("date", *NUMERIC_TYPES):  # text: a list of values none of which meets the rest
        listed = [v for part in rule.rules if isinstance(part, OneOfRule) for v in part.values]
        if listed and all(check_rule(rule, value) is not None for value in listed):
            return True
        return _no_length(rule) or _no_character(rule)
    values = examples(rule, field_type)
    if any(check_rule(rule, value) is None for value in values):
        return False
    swept = _scanned(rule, field_type)
    if field_type == "integer":
        swept = (int(v) for v in swept if isinstance(v, int | float) and float(v).is_integer())
    return all(check_rule(rule, value) is not None for value in swept)
