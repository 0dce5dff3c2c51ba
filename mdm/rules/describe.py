"""Describing rules in English and Japanese: summaries, failure messages and explanations."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mdm.rules.describe_ja import summary_ja
from mdm.rules.models import (
    CLASS_NAMES,
    AgeRule,
    AllOfRule,
    AnyOfRule,
    CharsetRule,
    CheckDigitRule,
    ContainsClassRule,
    ContainsRule,
    DateRelativeRule,
    DateWindowRule,
    DayOfMonthRule,
    DecimalsRule,
    DomainRule,
    LengthRule,
    MultipleOfRule,
    NotContainsRule,
    NotRule,
    OneOfRule,
    PatternRule,
    PrefixRule,
    RangeRule,
    Rule,
    SuffixRule,
    TimeOfDayRule,
    WeekdayRule,
    YearWindowRule,
)


def _num(value: object) -> str:
    """Formats a bound or value for a message."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _quote(text: str) -> str:
    """Quotes a literal for a message."""
    return '"' + text.replace('"', '\\"') + '"'


def _join(items: list[str], word: str = "or") -> str:
    """Joins items as an English list: a, b or c."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def _between(low: str | None, high: str | None, exact: str | None, unit: str) -> str:
    """Phrases an inclusive min/max/exact bound pair."""
    if exact is not None:
        return f"exactly {exact}{unit}"
    if low is not None and high is not None:
        return f"between {low} and {high}{unit}"
    return f"at least {low}{unit}" if low is not None else f"at most {high}{unit}"


def _sum_length(rule: LengthRule) -> str:
    if rule.exact == 0 or (rule.max == 0 and not rule.min):
        return "be empty"
    exact, low, high = (None if v is None else str(v) for v in (rule.exact, rule.min, rule.max))
    return "be " + _between(low, high, exact, " characters long")


def _range_side(bound: object, exclusive: bool, is_date: bool, upper: bool) -> str:
    """Phrases one side of a range."""
    words = {
        (False, False): ("at least", "greater than"),
        (False, True): ("at most", "less than"),
        (True, False): ("on or after", "after"),
        (True, True): ("on or before", "before"),
    }[(is_date, upper)]
    return f"{words[1] if exclusive else words[0]} {_num(bound)}"


def _sum_range(rule: RangeRule) -> str:
    inclusive = not (rule.min_exclusive or rule.max_exclusive)
    if rule.min is not None and rule.max is not None and inclusive and not rule.is_date:
        return f"be between {_num(rule.min)} and {_num(rule.max)}"
    sides = []
    if rule.min is not None:
        sides.append(_range_side(rule.min, rule.min_exclusive, rule.is_date, False))
    if rule.max is not None:
        sides.append(_range_side(rule.max, rule.max_exclusive, rule.is_date, True))
    return "be " + " and ".join(sides)


def _sum_one_of(rule: OneOfRule) -> str:
    values = [_quote(v) if isinstance(v, str) else _num(v) for v in rule.values]
    text = f"be {values[0]}" if len(values) == 1 else f"be one of {_join(values)}"
    return text if rule.case_sensitive else text + " (ignoring case)"


def _sum_affix(rule: PrefixRule | SuffixRule | ContainsRule | NotContainsRule) -> str:
    verb = {"prefix": "start with", "suffix": "end with", "contains": "contain"}
    text = f"{verb.get(rule.kind, 'not contain')} {_quote(rule.value)}"
    return text if rule.case_sensitive else text + " (ignoring case)"


def _sum_charset(rule: CharsetRule) -> str:
    names = [CLASS_NAMES[name] for name in rule.allowed]
    if rule.extra:
        names.append("the characters " + _quote(rule.extra))
    text = "contain only " + _join(names, "and")
    if rule.min_length is not None or rule.max_length is not None:
        low = None if rule.min_length is None else str(rule.min_length)
        high = None if rule.max_length is None else str(rule.max_length)
        exact = low if low == high else None
        text = f"be {_between(low, high, exact, ' characters long')} and {text}"
    return text


def _sum_date_relative(rule: DateRelativeRule) -> str:
    if rule.not_future and rule.not_past:
        return "be today's date"
    return "not be in the future" if rule.not_future else "not be in the past"


def _sum_multiple_of(rule: MultipleOfRule) -> str:
    """'be a multiple of 5', and 'end in .99' for a step of a power of ten with an offset."""
    if (ending := rule.ending()) is not None:
        return f"end in {ending}"
    if rule.offset:
        return f"be {_num(rule.offset)} more than a multiple of {_num(rule.value)}"
    return f"be a multiple of {_num(rule.value)}"


def _sum_decimals(rule: DecimalsRule) -> str:
    if rule.max == 0:
        return "be a whole number"
    return f"have at most {rule.max} decimal place{'s' if rule.max != 1 else ''}"


def _sum_pattern(rule: PatternRule) -> str:
    """A pattern by its message when it has one in the usual 'must …' form, else by its text."""
    if rule.message and rule.message.startswith("must ") and "\n" not in rule.message:
        return rule.message.removeprefix("must ")
    return f"match the pattern {rule.pattern}"


def _sum_all_of(rule: AllOfRule) -> str:
    return " and ".join(rule_summary(child) for child in rule.rules)


def _sum_any_of(rule: AnyOfRule) -> str:
    return "either " + " or ".join(rule_summary(child) for child in rule.rules)


def _sum_not(rule: NotRule) -> str:
    if isinstance(rule.rule, AnyOfRule):  # "neither end with "-" nor end with "_""
        return "neither " + " nor ".join(rule_summary(child) for child in rule.rule.rules)
    inner = rule_summary(rule.rule)
    if inner.startswith("contain at least one "):  # "not contain any URL" (not "not … at least one")
        return "not contain any " + inner.removeprefix("contain at least one ")
    for verb in ("be ", "have ", "match ", "contain ", "start ", "end "):
        if inner.startswith(verb):
            return "not " + inner
    return f"not satisfy: {inner}"


def _sum_domain(rule: DomainRule) -> str:
    names = _join([("*." if rule.subdomains else "") + d for d in rule.domains])
    return f"not be on {names}" if rule.exclude else f"be on {names}"


_UNIT_EN = {"days": "day", "months": "month", "years": "year"}


def _offset_en(amount: int, unit: str) -> str:
    if amount == 0:
        return "today"
    word = _UNIT_EN[unit] + ("s" if abs(amount) != 1 else "")
    return f"{abs(amount)} {word} {'from now' if amount > 0 else 'ago'}"


def _sum_date_window(rule: DateWindowRule) -> str:
    low = None if rule.min is None else _offset_en(rule.min, rule.unit)
    high = None if rule.max is None else _offset_en(rule.max, rule.unit)
    if low and high:
        return f"be between {low} and {high}"
    return f"be on or after {low}" if low else f"be on or before {high}"


def _year_en(offset: int) -> str:
    """Names a year relative to the current one: 'the current year', '2 years before the current year'."""
    named = {0: "the current year", 1: "next year", -1: "last year"}
    if offset in named:
        return named[offset]
    return f"{abs(offset)} years {'after' if offset > 0 else 'before'} the current year"


def _sum_year_window(rule: YearWindowRule) -> str:
    low = None if rule.min is None else _year_en(rule.min)
    high = None if rule.max is None else _year_en(rule.max)
    if low and high:
        return f"be a year from {low} to {high}" if low != high else f"be {low}"
    return f"be a year no earlier than {low}" if low else f"be a year no later than {high}"


def _sum_age(rule: AgeRule) -> str:
    low, high = rule.min, rule.max
    if low is not None and high is not None:
        return f"be a birth date of someone between {low} and {high} years old"
    if low is not None:
        return f"be a birth date of someone at least {low} years old"
    return f"be a birth date of someone at most {high} years old"


def _sum_day_of_month(rule: DayOfMonthRule) -> str:
    days = [f"day {d}" for d in rule.days] + (["the last day"] if rule.last else [])
    return f"fall on {_join(days)} of a month"


_DAY_EN = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday",
           "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}  # fmt: skip


def _sum_weekday(rule: WeekdayRule) -> str:
    if set(rule.days) == {"mon", "tue", "wed", "thu", "fri"}:
        return "fall on a weekday (Monday to Friday)"
    return "fall on a " + _join([_DAY_EN[d] for d in rule.days])


def _sum_time_of_day(rule: TimeOfDayRule) -> str:
    zone = (
        None if rule.utc_offset is None else "UTC" if rule.utc_offset == "+00:00" else f"UTC{rule.utc_offset}"
    )
    low = None if rule.min is None else ("after " if rule.min_exclusive else "at or after ") + rule.min
    high = None if rule.max is None else ("before " if rule.max_exclusive else "at or before ") + rule.max
    if rule.min is not None and rule.max is not None and not (rule.min_exclusive or rule.max_exclusive):
        span = f"from {rule.min} to {rule.max}" + (" (across midnight)" if rule.min > rule.max else "")
    else:
        span = " and ".join(part for part in (low, high) if part)
    step = None
    if rule.step_minutes is not None:
        step = "on the hour" if rule.step_minutes == 60 else f"on a {rule.step_minutes}-minute step"
    said = ", ".join(part for part in (span, step) if part)
    days = None if rule.days is None else _sum_weekday(WeekdayRule(days=rule.days)).removeprefix("fall ")
    return f"be at a time {said}" + (f" ({zone})" if zone else "") + (f" {days}" if days else "")


_ALGORITHM_EN = {
    "gs1": "a GS1 code (GTIN/JAN/EAN) with a valid check digit",
    "luhn": "a number with a valid Luhn check digit",
    "jp_corporate": "a 13-digit Japanese corporate number with a valid check digit",
    "jp_invoice": "a Japanese invoice registration number (T and a 13-digit corporate number) with a valid "
    "check digit",
    "isbn10": "a 10-character ISBN with a valid check digit (the last may be X)",
    "iban": "an IBAN with valid check digits, written without spaces",
    "iso6346": "an ISO 6346 container number with a valid check digit",
    "imo": "a 7-digit IMO ship number with a valid check digit",
    "jp_individual": "a 12-digit Japanese individual number (My Number) with a valid check digit",
}


def _sum_check_digit(rule: CheckDigitRule) -> str:
    text = "be " + _ALGORITHM_EN[rule.algorithm]
    if rule.lengths:
        text += f" ({_join([str(n) for n in rule.lengths])} digits)"
    return text


def _sum_contains_class(rule: ContainsClassRule) -> str:
    name = CLASS_NAMES[rule.char_class]
    if rule.max == 0:
        return f"not contain {name}"
    low, high = rule.min, rule.max
    if low is not None and high is not None:
        return f"contain between {low} and {high} {name}"
    return f"contain at least {low} {name}" if low is not None else f"contain at most {high} {name}"


_SUMMARIES: dict[str, Callable[[Any], str]] = {
    "pattern": lambda r: _sum_pattern(r),
    "length": _sum_length,
    "range": _sum_range,
    "one_of": _sum_one_of,
    "prefix": _sum_affix,
    "suffix": _sum_affix,
    "contains": _sum_affix,
    "not_contains": _sum_affix,
    "charset": _sum_charset,
    "email": lambda r: "be a valid email address",
    "url": lambda r: "be a valid http or https URL",
    "date_relative": _sum_date_relative,
    "not_empty": lambda r: "not be empty",
    "case": lambda r: f"be in {r.case} case",
    "multiple_of": _sum_multiple_of,
    "decimals": _sum_decimals,
    "all_of": _sum_all_of,
    "any_of": _sum_any_of,
    "not": _sum_not,
    "domain": _sum_domain,
    "scheme": lambda r: f"use the scheme {_join(list(r.schemes))}",
    "date_window": _sum_date_window,
    "age": _sum_age,
    "day_of_month": _sum_day_of_month,
    "weekday": _sum_weekday,
    "check_digit": _sum_check_digit,
    "contains_class": _sum_contains_class,
    "date_string": lambda r: f"be a real calendar date written as {r.format}",
    "year_window": _sum_year_window,
    "time_of_day": _sum_time_of_day,
}


def rule_summary(rule: Rule) -> str:
    """Returns the verb phrase a rule demands, e.g. 'be between 1 and 100'."""
    return _SUMMARIES[rule.kind](rule)


def failure_message(rule: Rule) -> str:
    """Returns the rule's own message, or the default 'must ...' message."""
    return rule.message or f"must {rule_summary(rule)}"


def describe_rule(rule: Rule, language: str = "en") -> str:
    """Explains a rule in one English (language="en") or Japanese ("ja") sentence."""
    if language == "ja":
        return f"値は{rule_summary_ja(rule)}必要があります。"
    if rule.message and rule.message.startswith("must "):
        return f"The value {rule.message}."
    return f"The value must {rule_summary(rule)}."


def rule_summary_ja(rule: Rule) -> str:
    """Returns the Japanese phrase a rule demands, in plain form ('1以上100以下である')."""
    return summary_ja(rule)
