"""The example values two readings of one sentence must judge alike."""

# ruff: noqa: E501

from __future__ import annotations

from typing import Any

import pytest

from mdm.ai.engine.examples import disagreement, examples, never_passes
from mdm.rules import parse_rule


@pytest.mark.parametrize(
    ("engine", "other", "field_type"),
    [
        ({"kind": "range", "min": 1, "max": 100}, {"kind": "all_of", "rules": [
            {"kind": "range", "min": 1}, {"kind": "range", "max": 100}]}, "integer"),
        ({"kind": "prefix", "value": "PRD-"}, {"kind": "pattern", "pattern": "PRD-.*"}, "string"),
        ({"kind": "not", "rule": {"kind": "prefix", "value": "0"}}, {"kind": "pattern", "pattern": "(?:[^0].*)?"}, "string"),
        ({"kind": "age", "min": 18}, {"kind": "date_window", "unit": "years", "max": -18}, "date"),
        ({"kind": "weekday", "days": ["mon", "tue", "wed", "thu", "fri"]},
         {"kind": "not", "rule": {"kind": "weekday", "days": ["sat", "sun"]}}, "date"),
    ],
)  # fmt: skip
def test_equivalent_rules_agree(engine: dict[str, Any], other: dict[str, Any], field_type: str) -> None:
    assert disagreement(parse_rule(engine), parse_rule(other), field_type) is None


@pytest.mark.parametrize(
    ("engine", "other", "field_type", "value"),
    [
        ({"kind": "range", "min": 1, "max": 100}, {"kind": "range", "min": 1, "max": 99}, "integer", 100),
        ({"kind": "range", "min": 0}, {"kind": "range", "min": 0, "min_exclusive": True}, "number", 0),
        ({"kind": "prefix", "value": "PRD-"}, {"kind": "contains", "value": "PRD-"}, "string", "xPRD-"),
        ({"kind": "age", "min": 18}, {"kind": "age", "min": 20}, "date", None),
        ({"kind": "check_digit", "algorithm": "gs1"}, {"kind": "pattern", "pattern": "[0-9]{8}|[0-9]{13}"}, "string",
         None),
        ({"kind": "date_string"}, {"kind": "pattern", "pattern": "[0-9]{4}-[0-9]{2}-[0-9]{2}"}, "string", "2023-02-29"),
        ({"kind": "multiple_of", "value": 1, "offset": 0.99}, {"kind": "multiple_of", "value": 1, "offset": 0.49},
         "number", None),
    ],
)  # fmt: skip
def test_different_rules_are_caught(
    engine: dict[str, Any], other: dict[str, Any], field_type: str, value: object
) -> None:
    found = disagreement(parse_rule(engine), parse_rule(other), field_type)
    assert found is not None
    if value is not None:
        assert found == value


def test_integer_examples_are_integers() -> None:
    values = examples(parse_rule({"kind": "multiple_of", "value": 0.5}), "integer")
    assert values
    assert all(isinstance(v, int) for v in values)


@pytest.mark.parametrize(
    ("rule", "field_type", "never"),
    [
        ({"kind": "all_of", "rules": [{"kind": "weekday", "days": ["mon", "tue", "wed", "thu", "fri"]},
          {"kind": "weekday", "days": ["sat", "sun"]}]}, "date", True),
        ({"kind": "all_of", "rules": [{"kind": "range", "min": 0, "max": 99999},
          {"kind": "range", "max": 0, "max_exclusive": True}]}, "integer", True),
        # values that pass are few and far from the usual examples: found by the sweep
        ({"kind": "all_of", "rules": [{"kind": "multiple_of", "value": 7}, {"kind": "range", "min": 50, "max": 60}]},
         "integer", False),
        ({"kind": "all_of", "rules": [{"kind": "multiple_of", "value": 0.25},
          {"kind": "range", "min": 1000.1, "max": 1000.3}]}, "number", False),
        ({"kind": "all_of", "rules": [{"kind": "day_of_month", "days": [1]},
          {"kind": "weekday", "days": ["mon"]}, {"kind": "date_window", "unit": "days", "min": 1}]}, "date", False),
        ({"kind": "all_of", "rules": [{"kind": "range", "min": "2031-02-03", "max": "2031-02-05"},
          {"kind": "weekday", "days": ["tue"]}]}, "date", False),
        # addresses: a domain demanded beside another that excludes it
        ({"kind": "all_of", "rules": [{"kind": "domain", "domains": ["sakura-life.co.jp"]},
          {"kind": "domain", "domains": ["mail.sakura-life.co.jp"]}]}, "email", True),
        ({"kind": "all_of", "rules": [{"kind": "domain", "domains": ["sakura-life.co.jp"], "subdomains": True},
          {"kind": "not", "rule": {"kind": "domain", "domains": ["mail.sakura-life.co.jp"]}}]}, "email", False),
        ({"kind": "all_of", "rules": [{"kind": "scheme", "schemes": ["https"]},
          {"kind": "domain", "domains": ["shopwattle.com.au"], "subdomains": True}]}, "url", False),
        # text fields are tried on their listed values
        ({"kind": "all_of", "rules": [{"kind": "one_of", "values": ["姓", "名の間は全角スペース"]},
          {"kind": "charset", "allowed": ["katakana"]}]}, "string", True),
        ({"kind": "all_of", "rules": [{"kind": "one_of", "values": ["A1", "B2"]}, {"kind": "length", "exact": 2}]},
         "string", False),
        # and on the lengths their parts allow
        ({"kind": "all_of", "rules": [{"kind": "length", "exact": 3}, {"kind": "length", "exact": 4}]}, "string", True),
        ({"kind": "all_of", "rules": [{"kind": "length", "min": 1500}, {"kind": "length", "max": 2000}]}, "string", False),
        ({"kind": "all_of", "rules": [{"kind": "length", "min": 3}, {"kind": "length", "max": 4},
          {"kind": "pattern", "pattern": "[A-Z]+"}]}, "string", False),
        # and on the characters their classes allow, whatever lengths they name
        ({"kind": "all_of", "rules": [{"kind": "charset", "allowed": ["fullwidth"]},
          {"kind": "charset", "allowed": ["halfwidth"]}]}, "string", True),
        ({"kind": "all_of", "rules": [{"kind": "charset", "allowed": ["digits"], "min_length": 8, "max_length": 8},
          {"kind": "charset", "allowed": ["alphanumeric"]}]}, "string", False),
        ({"kind": "all_of", "rules": [{"kind": "charset", "allowed": ["katakana"], "extra": "・"},
          {"kind": "charset", "allowed": ["kanji"], "extra": "・"}]}, "string", False),
    ],
)  # fmt: skip
def test_rules_no_value_passes(rule: dict[str, Any], field_type: str, never: bool) -> None:
    assert never_passes(parse_rule(rule), field_type) is never
