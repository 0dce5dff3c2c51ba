"""Type fit: which rules can be used on which field types."""

from __future__ import annotations

from mdm.rules.models import (
    DATE_TYPES,
    FIELD_TYPES,
    LETTERED_ALGORITHMS,
    NUMERIC_TYPES,
    STRING_TYPES,
    AllOfRule,
    AnyOfRule,
    CheckDigitRule,
    NotRule,
    OneOfRule,
    RangeRule,
    Rule,
    Scalar,
)

_TEXT_KINDS = {"length", "prefix", "suffix", "contains", "not_contains", "charset", "case"}
_FITS: dict[str, frozenset[str]] = {
    **dict.fromkeys(_TEXT_KINDS, STRING_TYPES),
    "pattern": STRING_TYPES | DATE_TYPES | {"integer"},
    "email": frozenset({"string", "text", "email"}),
    "url": frozenset({"string", "text", "url"}),
    "date_relative": DATE_TYPES,
    "not_empty": STRING_TYPES | DATE_TYPES,
    "multiple_of": NUMERIC_TYPES,
    "decimals": NUMERIC_TYPES,
    "one_of": FIELD_TYPES,
    "domain": frozenset({"string", "text", "email", "url"}),
    "scheme": frozenset({"string", "text", "url"}),
    "date_window": DATE_TYPES,
    "age": DATE_TYPES,
    "day_of_month": DATE_TYPES,
    "weekday": DATE_TYPES,
    "check_digit": STRING_TYPES | {"integer"},
    "contains_class": STRING_TYPES,
    "date_string": STRING_TYPES,
    "year_window": NUMERIC_TYPES,
    "time_of_day": frozenset({"datetime"}),
}


def _value_fits(value: Scalar, field_type: str) -> bool:
    """Tells whether a one_of value can ever equal a value of the field type."""
    if field_type == "boolean":
        return isinstance(value, bool)
    if field_type == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if field_type == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, str)


def rule_type_error(rule: Rule, field_type: str) -> str | None:
    """Explains why a rule cannot be used on a field type, or returns None when it fits."""
    if field_type not in FIELD_TYPES:
        return f"unknown field type '{field_type}'"
    if isinstance(rule, AllOfRule | AnyOfRule | NotRule):
        children = [rule.rule] if isinstance(rule, NotRule) else rule.rules
        for child in children:
            if reason := rule_type_error(child, field_type):
                return reason
        return None
    if isinstance(rule, RangeRule):
        fits = DATE_TYPES if rule.is_date else NUMERIC_TYPES
        what = "date bounds" if rule.is_date else "numeric bounds"
        if field_type in fits:
            return None
        allowed = " or ".join(sorted(fits))
        return f"a range rule with {what} applies to {allowed} fields, not {field_type}"
    if field_type not in _FITS[rule.kind]:
        return f"a {rule.kind} rule does not apply to {field_type} fields"
    if isinstance(rule, CheckDigitRule) and field_type == "integer" and rule.algorithm in LETTERED_ALGORITHMS:
        return f"a code of the {rule.algorithm} scheme holds letters, so it does not apply to integer fields"
    if isinstance(rule, OneOfRule):
        for value in rule.values:
            if not _value_fits(value, field_type):
                return f"the allowed value {value!r} is not a valid {field_type} value"
    return None


def rule_fits_type(rule: Rule, field_type: str) -> bool:
    """Tells whether a rule can be used on a field of the given type."""
    return rule_type_error(rule, field_type) is None
