"""Tests for the rule vocabulary: shapes, checks, type fit and messages."""

# ruff: noqa: RUF001

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from mdm.rules import (
    FIELD_TYPES,
    RULE_KINDS,
    RuleAdapter,
    RuleError,
    check_rule,
    describe_rule,
    failure_message,
    parse_rule,
    parse_rules,
    rule_fits_type,
    rule_to_dict,
    rule_type_error,
)

TODAY = date(2024, 6, 15)

# (rule, values that pass, values that fail)
CHECKS: list[tuple[dict[str, Any], list[object], list[object]]] = [
    ({"kind": "pattern", "pattern": r"[A-Z]{3}-\d{3}"}, ["ABC-123"], ["ABC-1234", "xABC-123", ""]),
    ({"kind": "pattern", "pattern": r"\d{4}"}, [1234, "0001"], [123, 12345]),
    ({"kind": "length", "min": 2, "max": 4}, ["ab", "abcd", "日本"], ["a", "abcde"]),
    ({"kind": "length", "exact": 3}, ["abc", "山田さ"], ["ab", "abcd"]),
    ({"kind": "length", "max": 0}, [""], ["a"]),
    ({"kind": "range", "min": 1, "max": 10}, [1, 10, 5.5], [0, 10.01, -1]),
    ({"kind": "range", "min": 0, "min_exclusive": True}, [0.001, 1], [0, -1]),
    ({"kind": "range", "max": 100, "max_exclusive": True}, [99.9, -5], [100, 101]),
    ({"kind": "range", "min": "2024-01-01", "max": "2024-12-31"},
     ["2024-01-01", "2024-12-31", "2024-12-31T23:59:59Z"], ["2023-12-31", "2025-01-01", "not a date"]),
    ({"kind": "range", "min": "2024-01-01T12:00:00", "min_exclusive": True},
     ["2024-01-01T12:00:01"], ["2024-01-01T12:00:00", "2024-01-01"]),
    ({"kind": "one_of", "values": ["red", "green"]}, ["red", "green"], ["Red", "blue", ""]),
    ({"kind": "one_of", "values": ["red"], "case_sensitive": False}, ["RED", "red"], ["redd"]),
    ({"kind": "one_of", "values": [1, 2, 3]}, [1, 3, 2.0], [4, "1"]),
    ({"kind": "one_of", "values": [0.5, 1.5]}, [0.5, 1.5], [1.0]),
    ({"kind": "prefix", "value": "PRD-"}, ["PRD-1", "PRD-"], ["prd-1", "XPRD-1"]),
    ({"kind": "prefix", "value": "prd-", "case_sensitive": False}, ["PRD-1"], ["PR-1"]),
    ({"kind": "suffix", "value": ".jp"}, ["a.co.jp"], ["a.com", "a.JP"]),
    ({"kind": "contains", "value": "@"}, ["a@b"], ["ab"]),
    ({"kind": "contains", "value": "ltd", "case_sensitive": False}, ["Foo LTD"], ["Foo"]),
    ({"kind": "not_contains", "value": "test"}, ["prod"], ["my test"]),
    ({"kind": "charset", "allowed": ["digits"]}, ["0123", ""], ["12a", "１２", "1 2"]),
    ({"kind": "charset", "allowed": ["letters"]}, ["Müller", "山田", "abc"], ["abc1", "a_b"]),
    ({"kind": "charset", "allowed": ["ascii_letters"]}, ["abc"], ["Müller"]),
    ({"kind": "charset", "allowed": ["alphanumeric"]}, ["abc123"], ["ａｂｃ", "a-1"]),
    ({"kind": "charset", "allowed": ["upper", "digits"], "extra": "-"}, ["AB-12"], ["Ab-12"]),
    ({"kind": "charset", "allowed": ["lower"]}, ["abc"], ["aBc"]),
    ({"kind": "charset", "allowed": ["ascii"]}, ["Hello, world!"], ["héllo"]),
    ({"kind": "charset", "allowed": ["halfwidth"]}, ["abc 123", "ｶﾀｶﾅ"], ["ａ", "あ"]),
    ({"kind": "charset", "allowed": ["fullwidth"]}, ["ａｂｃ", "山田", "カタカナ"], ["abc", "ｶﾀｶﾅ"]),
    ({"kind": "charset", "allowed": ["hiragana"]}, ["やまだ", "らーめん"], ["ヤマダ", "山"]),
    ({"kind": "charset", "allowed": ["katakana"]}, ["ヤマダ", "コーヒー"], ["やまだ", "ｶﾀｶﾅ"]),
    ({"kind": "charset", "allowed": ["halfwidth_katakana"]}, ["ｶﾀｶﾅ"], ["カタカナ"]),
    ({"kind": "charset", "allowed": ["kanji"]}, ["山田", "佐々木"], ["山田さん"]),
    ({"kind": "charset", "allowed": ["katakana", "space"]}, ["ヤマダ タロウ", "ヤマダ　タロウ"], ["やまだ"]),
    ({"kind": "charset", "allowed": ["digits"], "min_length": 3, "max_length": 4},
     ["123", "1234"], ["12", "12345", "12a"]),
    ({"kind": "email"}, ["a@example.com", "first.last+tag@sub.example.co.jp"],
     ["a@", "@example.com", "a@example", "a b@example.com", "a..b@example.com", ".a@example.com"]),
    ({"kind": "url"}, ["https://example.com", "http://localhost:8000/x?y=1", "https://192.168.0.1/"],
     ["example.com", "ftp://example.com", "https://", "https://exa mple.com", "http://host:99999"]),
    ({"kind": "date_relative", "not_future": True}, ["2024-06-15", "2000-01-01", "2024-06-15T23:00:00"],
     ["2024-06-16", "garbage"]),
    ({"kind": "date_relative", "not_past": True}, ["2024-06-15", "2030-01-01"], ["2024-06-14"]),
    ({"kind": "date_relative", "not_past": True, "not_future": True}, ["2024-06-15"], ["2024-06-16"]),
    ({"kind": "not_empty"}, ["a", " a "], ["", "   ", "\u3000"]),
    ({"kind": "case", "case": "upper"}, ["ABC-1", "123"], ["AbC"]),
    ({"kind": "case", "case": "lower"}, ["abc-1"], ["aBc"]),
    ({"kind": "multiple_of", "value": 5}, [0, 5, -10, 15.0], [3, 5.5]),
    ({"kind": "multiple_of", "value": 0.1}, [0.3, 1.2, 2], [0.15]),
    ({"kind": "decimals", "max": 2}, [1, 1.5, 1.25, 100.0], [1.255, 0.001]),
    ({"kind": "decimals", "max": 0}, [3, 3.0, 1000], [3.5]),
]  # fmt: skip


@pytest.mark.parametrize(("raw", "good", "bad"), CHECKS, ids=[str(c[0]) for c in CHECKS])
def test_check_rule(raw: dict[str, Any], good: list[object], bad: list[object]) -> None:
    rule = parse_rule(raw)
    for value in good:
        assert check_rule(rule, value, today=TODAY) is None, value
    for value in bad:
        assert check_rule(rule, value, today=TODAY) == failure_message(rule), value


def test_every_kind_is_covered() -> None:
    # the kinds from all_of on are checked in tests/rules/test_kinds.py
    assert {c[0]["kind"] for c in CHECKS} == set(RULE_KINDS[: RULE_KINDS.index("all_of")])


def test_date_relative_defaults_to_today_in_utc() -> None:
    rule = parse_rule({"kind": "date_relative", "not_future": True})
    assert check_rule(rule, "2000-01-01") is None
    assert check_rule(rule, "2999-01-01") is not None


def test_custom_message_is_returned() -> None:
    rule = parse_rule({"kind": "length", "max": 3, "message": "Too long for a code"})
    assert check_rule(rule, "abcd") == "Too long for a code"
    assert describe_rule(rule) == "The value must be at most 3 characters long."


def test_none_only_fails_not_empty() -> None:
    assert check_rule(parse_rule({"kind": "not_empty"}), None) == "must not be empty"
    assert check_rule(parse_rule({"kind": "length", "min": 3}), None) is None


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ({"kind": "length", "max": 3}, 12),
        ({"kind": "range", "min": 1}, "5"),
        ({"kind": "range", "min": 1}, True),
        ({"kind": "range", "min": "2024-01-01"}, 20240101),
        ({"kind": "one_of", "values": [1]}, True),
        ({"kind": "multiple_of", "value": 2}, "4"),
        ({"kind": "email"}, 5),
        ({"kind": "not_empty"}, 0),
    ],
)
def test_inapplicable_value_type_fails_without_raising(raw: dict[str, Any], value: object) -> None:
    message = check_rule(parse_rule(raw), value)
    assert message is not None
    assert "cannot check" in message


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ({"kind": "pattern", "pattern": r"\d+"}, r"must match the pattern \d+"),
        ({"kind": "length", "min": 2, "max": 5}, "must be between 2 and 5 characters long"),
        ({"kind": "length", "exact": 8}, "must be exactly 8 characters long"),
        ({"kind": "length", "min": 8}, "must be at least 8 characters long"),
        ({"kind": "range", "min": 1, "max": 100}, "must be between 1 and 100"),
        ({"kind": "range", "min": 0, "min_exclusive": True}, "must be greater than 0"),
        ({"kind": "range", "min": 0, "max": 1.5, "max_exclusive": True},
         "must be at least 0 and less than 1.5"),
        ({"kind": "range", "max": "2024-12-31"}, "must be on or before 2024-12-31"),
        ({"kind": "range", "min": "2024-01-01", "min_exclusive": True}, "must be after 2024-01-01"),
        ({"kind": "one_of", "values": ["a", "b", "c"]}, 'must be one of "a", "b" or "c"'),
        ({"kind": "one_of", "values": [1], "case_sensitive": False}, "must be 1 (ignoring case)"),
        ({"kind": "prefix", "value": "PRD-"}, 'must start with "PRD-"'),
        ({"kind": "suffix", "value": "様"}, 'must end with "様"'),
        ({"kind": "contains", "value": "@"}, 'must contain "@"'),
        ({"kind": "not_contains", "value": " ", "case_sensitive": False},
         'must not contain " " (ignoring case)'),
        ({"kind": "charset", "allowed": ["digits"]}, "must contain only digits (0-9)"),
        ({"kind": "charset", "allowed": ["katakana", "space"], "max_length": 20},
         "must be at most 20 characters long and contain only katakana and spaces"),
        ({"kind": "charset", "allowed": ["alphanumeric"], "extra": "-_"},
         'must contain only ASCII letters and digits and the characters "-_"'),
        ({"kind": "email"}, "must be a valid email address"),
        ({"kind": "url"}, "must be a valid http or https URL"),
        ({"kind": "date_relative", "not_future": True}, "must not be in the future"),
        ({"kind": "date_relative", "not_past": True}, "must not be in the past"),
        ({"kind": "not_empty"}, "must not be empty"),
        ({"kind": "case", "case": "upper"}, "must be in upper case"),
        ({"kind": "multiple_of", "value": 0.5}, "must be a multiple of 0.5"),
        ({"kind": "decimals", "max": 2}, "must have at most 2 decimal places"),
        ({"kind": "decimals", "max": 0}, "must be a whole number"),
    ],
)  # fmt: skip
def test_default_messages(raw: dict[str, Any], message: str) -> None:
    rule = parse_rule(raw)
    assert failure_message(rule) == message
    assert describe_rule(rule) == f"The value {message}."


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ({"kind": "nope"}, "does not match any of the expected tags"),
        ({"pattern": "x"}, "'kind' is missing"),
        ({"kind": "pattern", "pattern": "("}, "invalid regular expression"),
        ({"kind": "pattern"}, "pattern: Field required"),
        ({"kind": "length"}, "give min, max or exact"),
        ({"kind": "length", "min": 5, "max": 2}, "min must not be greater than max"),
        ({"kind": "length", "exact": 3, "min": 1}, "exact cannot be combined"),
        ({"kind": "length", "min": -1}, "greater than or equal to 0"),
        ({"kind": "length", "min": True}, "not a boolean"),
        ({"kind": "length", "min": 3, "colour": "red"}, "colour: Extra inputs are not permitted"),
        ({"kind": "range"}, "give min, max or both"),
        ({"kind": "range", "min": 10, "max": 1}, "min must not be greater than max"),
        ({"kind": "range", "min": "soon"}, "not an ISO 8601 date"),
        ({"kind": "range", "min": 1, "max": "2024-01-01"}, "both be numbers or both be ISO dates"),
        ({"kind": "range", "max": float("nan")}, "must be finite"),
        ({"kind": "one_of", "values": []}, "at least 1 item"),
        ({"kind": "prefix", "value": ""}, "at least 1 character"),
        ({"kind": "charset", "allowed": ["emoji"]}, "allowed.0"),
        ({"kind": "charset", "allowed": ["digits"], "min_length": 5, "max_length": 2}, "min_length"),
        ({"kind": "date_relative"}, "set not_future, not_past or both"),
        ({"kind": "case", "case": "title"}, "case"),
        ({"kind": "multiple_of", "value": 0}, "greater than 0"),
        ({"kind": "email", "strict": True}, "Extra inputs are not permitted"),
    ],
)
def test_bad_shapes_are_rejected(raw: dict[str, Any], fragment: str) -> None:
    with pytest.raises(RuleError, match=r"^rules\[0\]") as info:
        parse_rules([raw])
    assert fragment in str(info.value)


def test_parse_rules_needs_a_list() -> None:
    with pytest.raises(RuleError, match="list"):
        parse_rules({"kind": "email"})  # type: ignore[arg-type]


def test_error_names_the_rule_index() -> None:
    with pytest.raises(RuleError, match=r"^rules\[1\] \(length\)"):
        parse_rules([{"kind": "email"}, {"kind": "length"}])


def test_round_trip_through_json_shape() -> None:
    raw = [
        {"kind": "range", "min": 1, "max": 2.5, "min_exclusive": False, "max_exclusive": True},
        {"kind": "one_of", "values": ["a", 1, 2.5, True], "case_sensitive": False},
        {"kind": "charset", "allowed": ["digits"], "extra": "-", "max_length": 8, "message": "Code"},
    ]
    rules = parse_rules(raw)
    assert [rule_to_dict(r) for r in rules] == raw
    assert RuleAdapter.dump_python(rules, mode="json", exclude_none=True) == raw
    assert isinstance(rules[1].values[3], bool)  # type: ignore[union-attr]


STRINGY = {"string", "text", "email", "url", "enum", "reference"}
FIT: list[tuple[dict[str, Any], set[str]]] = [
    ({"kind": "pattern", "pattern": "x"}, STRINGY | {"date", "datetime", "integer"}),
    ({"kind": "length", "max": 3}, STRINGY),
    ({"kind": "range", "min": 1}, {"integer", "number"}),
    ({"kind": "range", "min": "2024-01-01"}, {"date", "datetime"}),
    ({"kind": "one_of", "values": ["a"]}, STRINGY | {"date", "datetime"}),
    ({"kind": "one_of", "values": [1, 2]}, {"integer", "number"}),
    ({"kind": "one_of", "values": [1.5]}, {"number"}),
    ({"kind": "prefix", "value": "a"}, STRINGY),
    ({"kind": "suffix", "value": "a"}, STRINGY),
    ({"kind": "contains", "value": "a"}, STRINGY),
    ({"kind": "not_contains", "value": "a"}, STRINGY),
    ({"kind": "charset", "allowed": ["digits"]}, STRINGY),
    ({"kind": "email"}, {"string", "text", "email"}),
    ({"kind": "url"}, {"string", "text", "url"}),
    ({"kind": "date_relative", "not_future": True}, {"date", "datetime"}),
    ({"kind": "not_empty"}, STRINGY | {"date", "datetime"}),
    ({"kind": "case", "case": "upper"}, STRINGY),
    ({"kind": "multiple_of", "value": 2}, {"integer", "number"}),
    ({"kind": "decimals", "max": 2}, {"integer", "number"}),
]


@pytest.mark.parametrize(("raw", "fits"), FIT, ids=[str(f[0]) for f in FIT])
def test_rule_fits_type_matrix(raw: dict[str, Any], fits: set[str]) -> None:
    rule = parse_rule(raw)
    for field_type in sorted(FIELD_TYPES):
        assert rule_fits_type(rule, field_type) == (field_type in fits), field_type
        reason = rule_type_error(rule, field_type)
        assert (reason is None) == (field_type in fits)
        if reason:
            assert field_type in reason


def test_nothing_fits_boolean_and_unknown_types() -> None:
    for raw, _ in FIT:
        assert not rule_fits_type(parse_rule(raw), "boolean")
    assert rule_type_error(parse_rule({"kind": "email"}), "blob") == "unknown field type 'blob'"


def test_type_error_names_the_bad_one_of_value() -> None:
    reason = rule_type_error(parse_rule({"kind": "one_of", "values": [1, "red"]}), "integer")
    assert reason == "the allowed value 'red' is not a valid integer value"
