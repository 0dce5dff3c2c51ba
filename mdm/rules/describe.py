"""Describing rules in English: summaries, failure messages and explanations."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mdm.rules.models import (
    CLASS_NAMES,
    CharsetRule,
    ContainsRule,
    DateRelativeRule,
    DecimalsRule,
    LengthRule,
    NotContainsRule,
    OneOfRule,
    PrefixRule,
    RangeRule,
    Rule,
    SuffixRule,
)


def _num(value: object) -> str:
    """Formats a bound or value for a message."""
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


def _sum_decimals(rule: DecimalsRule) -> str:
    if rule.max == 0:
        return "be a whole number"
    return f"have at most {rule.max} decimal place{'s' if rule.max != 1 else ''}"


_SUMMARIES: dict[str, Callable[[Any], str]] = {
    "pattern": lambda r: f"match the pattern {r.pattern}",
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
    "multiple_of": lambda r: f"be a multiple of {_num(r.value)}",
    "decimals": _sum_decimals,
}


def rule_summary(rule: Rule) -> str:
    """Returns the verb phrase a rule demands, e.g. 'be between 1 and 100'."""
    return _SUMMARIES[rule.kind](rule)


def failure_message(rule: Rule) -> str:
    """Returns the rule's own message, or the default 'must ...' message."""
    return rule.message or f"must {rule_summary(rule)}"


def describe_rule(rule: Rule) -> str:
    """Explains a rule in one English sentence."""
    if rule.message and rule.message.startswith("must "):
        return f"The value {rule.message}."
    return f"The value must {rule_summary(rule)}."
