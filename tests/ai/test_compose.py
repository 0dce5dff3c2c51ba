"""Sentences of several conditions: clauses, joined rules and the parts left unread."""

from __future__ import annotations

import pytest

from mdm.ai.engine import RuleNotUnderstood, generate_rule
from mdm.ai.engine.compose import clauses, combine
from mdm.rules import AllOfRule, parse_rule, rule_to_dict


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("a multiple of 5 and between 50 and 500", ["a multiple of 5", "between 50 and 500"]),
        ("between 1 and 100", ["between 1 and 100"]),
        ("letters and digits only", ["letters and digits only"]),
        ("5の倍数かつ50以上500以下", ["5の倍数", "50以上500以下"]),
        ("1990-04-01以降で、未来日は不可", ["1990-04-01以降", "未来日は不可"]),
        ("40文字以内で必須", ["40文字以内", "必須"]),
        ("S、M、L", ["S", "M", "L"]),
        ("「A」で始まり、その後に数字5桁", ["「A」で始まり、その後に数字5桁"]),
        (
            "cannot be blank or longer than 100 characters",
            ["cannot be blank", "cannot be longer than 100 characters"],
        ),
        ("Must be upper case; must be short", ["Must be upper case", "must be short"]),
        ("Digits only: no letters or symbols", ["Digits only", "no letters or symbols"]),
    ],
)
def test_clauses(text: str, parts: list[str]) -> None:
    assert clauses(text) == parts


@pytest.mark.parametrize(
    ("description", "field_type", "kinds"),
    [
        ("must be a multiple of 5 and between 50 and 500", "integer", ["multiple_of", "range"]),
        ("at most 3 decimals and greater than 0", "number", ["decimals", "range"]),
        ("no future dates and on or after 2000-01-01", "date", ["date_relative", "range"]),
        ("5の倍数かつ50以上500以下", "integer", ["multiple_of", "range"]),
        ("入社日は1990年4月1日以降で、未来日は不可", "date", ["range", "date_relative"]),
        ("URLはhttpsかつexample.comのもの", "url", ["scheme", "domain"]),
        ("Digits only: no letters or symbols", "string", ["charset", "contains_class", "contains_class"]),
    ],
)
def test_every_condition_is_returned(description: str, field_type: str, kinds: list[str]) -> None:
    rule = generate_rule(description=description, field_name="f", field_type=field_type).rule
    assert isinstance(rule, AllOfRule)
    assert [part.kind for part in rule.rules] == kinds


def test_opposite_bounds_merge_into_one_range() -> None:
    rule = generate_rule(
        description="greater than 0 and at most 100", field_name="f", field_type="number"
    ).rule
    assert rule_to_dict(rule) == {
        "kind": "range",
        "min": 0,
        "max": 100,
        "min_exclusive": True,
        "max_exclusive": False,
    }


def test_repeated_conditions_are_kept_once() -> None:
    rule = generate_rule(description="required, cannot be blank", field_name="f", field_type="string").rule
    assert rule_to_dict(rule) == {"kind": "not_empty"}


def test_a_part_not_understood_is_named_in_the_explanation() -> None:
    generated = generate_rule(
        description="Must be upper case; must be the name of a real company",
        field_name="code",
        field_type="string",
    )
    assert rule_to_dict(generated.rule) == {"kind": "case", "case": "upper"}
    assert generated.explanation == (
        "code must be in upper case. Not understood, so not checked: 'must be the name of a real company'."
    )


def test_a_sentence_with_nothing_understood_is_refused() -> None:
    with pytest.raises(RuleNotUnderstood):
        generate_rule(description="be nice; look good", field_name="f", field_type="string")


def test_combine_keeps_a_single_rule_bare() -> None:
    rule = parse_rule({"kind": "email"})
    assert combine([rule, rule]) == rule


def test_generation_is_deterministic() -> None:
    description = "Login ID must contain at least one uppercase letter and one digit, 8 to 20 characters"
    first = generate_rule(description=description, field_name="f", field_type="string").as_dict()
    assert all(
        generate_rule(description=description, field_name="f", field_type="string").as_dict() == first
        for _ in range(3)
    )


def test_a_colour_code_of_six_characters_has_no_hash() -> None:
    rule = generate_rule(
        description="Colour code: hexadecimal, exactly 6 characters.", field_name="f", field_type="string"
    ).rule
    assert rule_to_dict(rule)["pattern"] == "[0-9A-Fa-f]{6}"
