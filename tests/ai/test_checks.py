"""The checks of a reading against its own sentence: examples refused or let in, words read as literals."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from mdm.ai.engine.checks import _passed_wrong_example, _refused_example, misreading
from mdm.rules import parse_rule

SEVEN_DIGITS = {"kind": "charset", "allowed": ["digits"], "min_length": 7, "max_length": 7}
CANADIAN = {"kind": "pattern", "pattern": "[A-Z][0-9][A-Z] [0-9][A-Z][0-9]"}


@pytest.mark.parametrize(
    ("rule", "text", "refused"),
    [
        (SEVEN_DIGITS, "order no: WO then 7 digits, eg WO0012345", "WO0012345"),
        (SEVEN_DIGITS, "受注番号は数字7桁(例:0012345)", None),
        (SEVEN_DIGITS, "受注番号はWO+数字7桁。例:WO0012345みたいな形式", "WO0012345"),
        # the example of what fails, beside a refusal in its sentence
        (SEVEN_DIGITS, "7 digits; no letters (e.g. WO0012345 is wrong)", None),
        (SEVEN_DIGITS, "数字7桁。例:WO0012345はNG", None),
        # a value with a space, read with the word after it
        (CANADIAN, "letter, digit, letter, space, digit, letter, digit, e.g. K1A 0B1.", None),
        (CANADIAN, "letter, digit, letter, space, digit, letter, digit, e.g. K1A-0B1.", "K1A-0B1"),
        # placeholders are no example
        (SEVEN_DIGITS, "format e.g. XXXX-XXX", None),
    ],
)
def test_an_example_the_rule_refuses_is_named(
    rule: dict[str, object], text: str, refused: str | None
) -> None:
    assert _refused_example(parse_rule(rule), text, "string") == refused


def test_an_example_may_show_one_clause_of_bounds() -> None:
    rule = parse_rule(
        {"kind": "all_of", "rules": [{"kind": "multiple_of", "value": 1000}, {"kind": "range", "min": 10000}]}
    )
    assert _refused_example(rule, "in whole thousands eg 5000, and at least 10000", "integer") is None
    assert _refused_example(rule, "in whole thousands eg 5500, and at least 10000", "integer") == "5500"


def test_dates_are_not_checked_against_examples() -> None:
    rule = parse_rule({"kind": "date_window", "unit": "days", "min": 0})
    assert _refused_example(rule, "not in the past, e.g. 2001-01-01", "date") is None


@pytest.mark.parametrize(
    ("rule", "text", "passed"),
    [
        (
            {"kind": "suffix", "value": "."},
            "Not to end with a full stop. e.g. 'Harwood Ltd.' is wrong",
            "Harwood Ltd.",
        ),
        ({"kind": "not", "rule": {"kind": "suffix", "value": "."}}, "'Harwood Ltd.' is wrong", None),
        (SEVEN_DIGITS, "数字7桁。例:0012345はNG", "0012345"),
        # a list of what passes, said by what fails
        ({"kind": "one_of", "values": ["Y", "N"]}, "Any value other than 'Y' or 'N' is rejected", None),
        # words are no example
        ({"kind": "length", "max": 100}, "Values over 100 are rejected", None),
    ],
)
def test_a_wrong_example_the_rule_lets_in_is_named(
    rule: dict[str, object], text: str, passed: str | None
) -> None:
    assert _passed_wrong_example(parse_rule(rule), text, "string") == passed


@pytest.mark.parametrize(
    ("rule", "text", "betrayed"),
    [
        # words of the sentence read as a literal text
        ({"kind": "contains", "value": "スペースだけ"}, "店舗コードは必須です(スペースだけ入れるのもNG)。", True),
        ({"kind": "not", "rule": {"kind": "prefix", "value": "【仮】を付けたまま登録する"}},
         "物件名の先頭に【仮】を付けたまま登録するのはダメです", True),
        ({"kind": "not", "rule": {"kind": "prefix", "value": "【仮】"}}, "物件名の先頭に【仮】を付けないこと", False),
        # a noun naming what the value is
        ({"kind": "contains", "value": "e-mail"}, "The field shall contain an e-mail address within @x.com.sg", True),
        # a quoted literal holds what it likes
        ({"kind": "contains", "value": "ただいま準備中"}, "「ただいま準備中」を含む名前は不可", False),
        # the domain the sentence calls its own, refused
        ({"kind": "domain", "domains": ["sakura-life.co.jp"], "exclude": True},
         "担当者メールは当社ドメイン(@sakura-life.co.jp)のアドレスであること。※サブドメインは許容しない。", True),
        ({"kind": "domain", "domains": ["acme.co.jp"], "exclude": True},
         "Emergency contact email must not be the company domain @acme.co.jp; gmail.com is fine", False),
        # lengths that have none in common
        ({"kind": "all_of", "rules": [{"kind": "any_of", "rules": [{"kind": "length", "exact": 8},
          {"kind": "length", "exact": 11}]}, {"kind": "length", "min": 5, "max": 6}]}, "8 or 11 characters", True),
    ],
)  # fmt: skip
def test_a_reading_the_sentence_betrays(rule: dict[str, object], text: str, betrayed: bool) -> None:
    field_type = "email" if "@" in text else "string"
    assert (misreading(parse_rule(rule), text, field_type) is not None) is betrayed
