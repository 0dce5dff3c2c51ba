"""Readings of formal refusals (〜ものとする, 〜を認めない) and of chatty asides, sign-offs and stories."""

from __future__ import annotations

from typing import Any

import pytest

from mdm.ai.engine import RuleNotUnderstood, generate_rule
from mdm.ai.engine.normalisation import normalise
from mdm.rules import check_rule, rule_to_dict


def _rule(sentence: str, field_type: str = "string") -> dict[str, Any]:
    """The rule read from a sentence, as a dict."""
    return dict(rule_to_dict(generate_rule(description=sentence, field_name="f", field_type=field_type).rule))


def _judged(sentence: str, field_type: str, good: list[object], bad: list[object]) -> None:
    """The rule read lets each good value in and refuses each bad one."""
    rule = generate_rule(description=sentence, field_name="f", field_type=field_type).rule
    assert all(check_rule(rule, value) is None for value in good)
    assert all(check_rule(rule, value) is not None for value in bad)


def test_a_long_label_before_a_list_of_numbers() -> None:
    rule = _rule("Lead time in weeks for the imported spare parts: 2, 4 or 6.", "integer")
    assert rule == {"kind": "one_of", "values": [2, 4, 6], "case_sensitive": True}


@pytest.mark.parametrize(
    ("sentence", "refused"),
    [
        ("Plant code cannot be any of the old sites: P01, P02 and P03.", True),
        ("Depot must be one of our depots - GOR, TIM or CHC.", False),
    ],
)
def test_what_the_listed_values_are_named_before_them(sentence: str, refused: bool) -> None:
    rule = _rule(sentence)
    listed = rule["rule"] if refused else rule
    assert listed["kind"] == "one_of"
    assert len(listed["values"]) == 3


def test_a_bracket_pointing_back_at_the_bound_says_it_again() -> None:
    assert normalise("Age: 16 to 70 (nobody is younger than that).") == "Age: 16 to 70."


@pytest.mark.parametrize(
    "sentence", ["Name: first letter must be a capital.", "Name: with a capital first letter."]
)
def test_only_the_first_letter_is_a_capital(sentence: str) -> None:
    _judged(sentence, "string", ["Non-member", "Ab"], ["non-member"])


def test_a_phone_extension_is_neither_a_phone_number_nor_a_file_extension() -> None:
    assert _rule("Phone extension: digits only.") == {"kind": "charset", "allowed": ["digits"], "extra": ""}
    _judged("Extension number for staff: 4 digits", "string", ["1234"], ["123", "12a4"])


@pytest.mark.parametrize(
    ("sentence", "field_type", "good", "bad"),
    [
        ("区分は「99」以外を入力するものとする。", "string", ["01"], ["99"]),
        ("末尾を「9」とすることは認めない。", "string", ["1230"], ["1239"]),
        ("在庫数は0やマイナスの値は入力不可。", "number", [1, 0.5], [0, -1]),
        ("取得価額には負の値を入力することを認めない。", "number", [0, 10], [-1]),
        ("金額は負の値はエラー", "number", [0, 10], [-1]),
        ("コードには英大文字以外は使わないこと。", "string", ["ABC"], ["AbC", "AB1"]),
        ("面積は5000を超える値も認めないものとする。", "number", [5000], [5000.5]),
        ("性別区分は「1:男」「2:女」のいずれかのコードを設定する。", "string", ["1", "2"], ["1:男", "3"]),
    ],
)
def test_a_statutes_refusals_and_codes(
    sentence: str, field_type: str, good: list[object], bad: list[object]
) -> None:
    _judged(sentence, field_type, good, bad)


@pytest.mark.parametrize(
    ("sentence", "good", "bad"),
    [
        ("Status: A or B, it's required.", ["A", "B"], ["", "C"]),
        ("Code: at most 10 characters - this field is mandatory.", ["X"], ["", "X" * 11]),
    ],
)
def test_the_field_said_to_be_required_in_a_clause_of_its_own(
    sentence: str, good: list[object], bad: list[object]
) -> None:
    _judged(sentence, "string", good, bad)


def test_optional_said_again_before_the_condition() -> None:
    _judged(
        "Owner email: optional, you can leave it blank, but if filled in it has to be an acme.com address.",
        "email",
        ["", "x@acme.com"],
        ["x@gmail.com"],
    )


@pytest.mark.parametrize(
    ("sentence", "good", "bad"),
    [
        ("Code: 6 digits and they must all end in 0.", ["123450"], ["123451", "12340"]),
        ("Code: 6 digits. Old codes with letters were retired in 2020.", ["123456"], ["12345A"]),
        ("Rego: caps and numbers only.", ["AB12"], ["ab12"]),
        ("Code: 3 letters and 2 digits, the letters always in capitals.", ["ABC12"], ["abc12", "AB123"]),
        ("Name: at most 10 characters, in block capitals.", ["SMITH"], ["Smith", "ABCDEFGHIJK"]),
        (
            "Name: no more than 40 characters, all uppercase. e.g. RIVERSIDE FARMS LTD",
            ["GREEN VALLEY"],
            ["Green"],
        ),
    ],
)
def test_capitals_said_in_speech(sentence: str, good: list[object], bad: list[object]) -> None:
    _judged(sentence, "string", good, bad)


def test_a_window_ahead_of_today_beside_an_earliest_date() -> None:
    rule = _rule("Start date: not before 2024-01-01, at most 30 days from today.", "date")
    assert {"kind": "date_window", "unit": "days", "max": 30} in rule["rules"]


@pytest.mark.parametrize(
    ("sentence", "good", "bad"),
    [
        ("品番は分類(英大文字2文字)+「-」+連番(数字5桁)とする。", ["AB-12345"], ["AB12345", "A-12345"]),
        ("郵便番号は半角数字3桁、半角ハイフン、半角数字4桁の形式とする。", ["123-4567"], ["1234567"]),
        ("SKU: 2 digits, a hyphen and a grade letter A, B or C.", ["12-A"], ["12-D", "12A"]),
        (
            "SKU: 3 uppercase letters, a hyphen, 4 digits, another hyphen and 1 uppercase letter.",
            ["ABC-1234-X"],
            [],
        ),
        ("Code: 3 letters then 5 digits; the digits part must not be all zeros.", ["ABC00010"], ["ABC00000"]),
    ],
)
def test_layouts_of_named_parts(sentence: str, good: list[object], bad: list[object]) -> None:
    _judged(sentence, "string", good, bad)


def test_all_zeros_of_a_part_that_cannot_be_placed_is_refused() -> None:
    with pytest.raises(RuleNotUnderstood):
        generate_rule(
            description="Code: 3 digits, a dash, 2 letters; the number part cannot be all zeros.",
            field_name="f",
            field_type="string",
        )


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("DOB: at least 18 years old as of the date of registration.", "DOB: at least 18 years old."),
        (
            "Cost centre: 4 digits. Don't create new ones without checking with finance.",
            "Cost centre: 4 digits.",
        ),
        ("Staff email: must end in @acme.com. Thanks, Sam", "Staff email: must be on @acme.com."),
        ("Link: must be on acme.com, not other sites.", "Link: must be on acme.com."),
    ],
)
def test_asides_of_an_email(sentence: str, said: str) -> None:
    assert normalise(sentence) == said
