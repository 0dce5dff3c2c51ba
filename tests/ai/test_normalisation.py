"""Readings of a sentence before its clauses: a heading's bullets, glossed codes, notes beside a rule."""

from __future__ import annotations

from typing import Any

import pytest

from mdm.ai.engine import generate_rule
from mdm.ai.engine.normalisation import normalise
from mdm.rules import rule_to_dict


def _rule(sentence: str, field_type: str = "string") -> dict[str, Any]:
    """The rule read from a sentence, as a dict."""
    return dict(rule_to_dict(generate_rule(description=sentence, field_name="f", field_type=field_type).rule))


def test_a_bullet_glued_to_its_condition_is_a_bullet() -> None:
    # a heading line names the field; each bullet (no space after the dot) is a condition of its own
    said = normalise("【患者マスタ】患者ID\n・半角数字8桁\n・先頭0は不可")
    assert said == "患者ID: 半角数字8桁; 先頭0は不可"


@pytest.mark.parametrize(
    ("sentence", "values"),
    [
        ("Status: one of A (active), I (inactive) or D (deleted)", ["A", "I", "D"]),
        (
            "区分は1(正社員)、2(契約)、3(パート)のいずれか",
            ["1", "2", "3"],
        ),
    ],
)
def test_codes_glossed_in_brackets_are_the_values(sentence: str, values: list[str]) -> None:
    assert _rule(sentence) == {"kind": "one_of", "values": values, "case_sensitive": True}


def test_a_blank_let_in_for_a_case_it_names() -> None:
    rule = _rule("半角数字8桁。不明の時は空欄で大丈夫です")
    assert rule["kind"] == "any_of"
    assert {"kind": "length", "max": 0} in rule["rules"]


def test_what_is_taken_for_a_mistake_is_refused() -> None:
    assert normalise("1~100まで。0は誤入力として扱う").endswith("0は不可")


def test_the_spelling_to_use_instead_is_advice() -> None:
    said = normalise("「(有)」は不可、「有限会社」と省略せずに入力してください")
    assert "有限会社" not in said


def test_other_sites_refused_after_one_let_in_alone_say_it_again() -> None:
    rule = _rule("acme.co.jpのURLのみ可、他のサイトは不可", "url")
    assert rule == {"kind": "domain", "domains": ["acme.co.jp"], "exclude": False, "subdomains": True}


@pytest.mark.parametrize(
    "sentence",
    [
        "半角数字10桁(法人の場合は13桁)",
        "Member no: 10 digits (13 for companies)",
    ],
)
def test_a_kinds_own_length_in_brackets_is_let_in_too(sentence: str) -> None:
    assert _rule(sentence)["pattern"] == "[0-9]{10}|[0-9]{13}"


def test_a_count_of_keta_after_a_class_with_letters_is_a_length() -> None:
    rule = _rule("Vで始まる英数字で、桁数は6桁固定です")
    assert {
        "kind": "charset",
        "allowed": ["alphanumeric"],
        "extra": "",
        "min_length": 6,
        "max_length": 6,
    } in rule["rules"]


def test_case_does_not_matter_is_case_insensitive() -> None:
    rule = _rule("Name should not contain 'TEST' or 'SAMPLE' (case doesn't matter)")
    assert all(not r["case_sensitive"] for r in rule["rules"])


@pytest.mark.parametrize(
    "sentence",
    [
        "Name should not contain 'TEST' or 'SAMPLE' - QA keeps leaving junk in prod",
        "Name should not contain 'TEST' or 'SAMPLE'. QA keeps leaving junk in prod",
    ],
)
def test_prose_after_the_last_literal_is_no_alternative(sentence: str) -> None:
    assert [r["value"] for r in _rule(sentence)["rules"]] == ["TEST", "SAMPLE"]


def test_a_refused_blank_survives_a_sentence_after_it() -> None:
    rule = _rule("Code must not be 'N/A' or empty. People type N/A when lazy.")
    assert {"kind": "not_empty"} in rule["rules"]


@pytest.mark.parametrize(
    ("sentence", "field_type", "said"),
    [
        ("Must be 5 digits. AC: reject on save.", "string", "Must be 5 digits."),
        (
            "at least 14 days out from today. Reject if sooner.",
            "date",
            "at least 14 days from today. Reject if sooner.",
        ),
    ],
)
def test_when_a_refusal_happens_or_its_bound_again_adds_nothing(
    sentence: str, field_type: str, said: str
) -> None:
    assert normalise(sentence) == said
    assert generate_rule(description=sentence, field_name="f", field_type=field_type).rule is not None


def test_where_the_value_is_used_is_an_aside() -> None:
    assert normalise("Code: 5 letters (this goes to the POS system)") == "Code: 5 letters"


def test_no_said_of_each_class_of_a_list() -> None:
    rule = _rule("at most 10 characters, no digits, spaces or hyphens")
    assert {"kind": "length", "max": 10} in rule["rules"]
    assert {"kind": "not_contains", "value": "-", "case_sensitive": True} in rule["rules"]


def test_a_to_z_only_beside_a_case_word_keeps_its_class() -> None:
    rule = _rule("Brand code should be all caps, A-Z only")
    assert {"kind": "charset", "allowed": ["upper"], "extra": ""} in rule["rules"]


def test_a_refusal_then_the_values_it_refuses() -> None:
    rule = _rule("Unit of measure - not allowed: PC, PCS, UNIT (legacy UOMs)")
    assert rule == {
        "kind": "not",
        "rule": {"kind": "one_of", "values": ["PC", "PCS", "UNIT"], "case_sensitive": True},
    }


def test_values_exactly_as_spelled_keep_their_case() -> None:
    rule = _rule("Status should be one of: ACTIVE, PENDING (all caps, exactly as spelled).")
    assert rule == {"kind": "one_of", "values": ["ACTIVE", "PENDING"], "case_sensitive": True}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Quantity: from 1 up to 10.000", "10000"),
        ("Quantity between 1.000 and 2.500.000", "2500000"),
        ("Drawing no. has to start with ZN", "Drawing number has"),
        ("Max 10 characters! No spaces.", "characters. No"),
        ("URL: must start with https://example.com/docs/...", "https://example.com/docs/"),
        ("Batch: YYWW + 4 digit counter", "4 digits followed by 4 digits"),
    ],
)
def test_batch_116_spellings(text: str, expected: str) -> None:
    """Thousands grouped with full stops, 'no.' for number, '!' as a full stop, a URL's trailing '...',
    placeholders of a date's parts."""
    assert expected in normalise(text)


def test_one_dot_group_stays_a_decimal() -> None:
    """'1.500' may be a decimal: only 'N.000' and two groups are read as thousands."""
    assert "1.500" in normalise("Amount max 1.500")
