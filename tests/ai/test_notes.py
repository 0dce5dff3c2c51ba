"""Closing notes and examples read as remarks, not rules, and the readings of polite notes that do refuse."""

# ruff: noqa: RUF001, E501

from __future__ import annotations

import pytest

from mdm.ai.engine import generate_rule
from mdm.ai.engine.compose import combine
from mdm.rules import ContainsRule, DomainRule, PatternRule, check_rule


def _judged(description: str, field_type: str, good: list[object], bad: list[object]) -> None:
    rule = generate_rule(description=description, field_name="f", field_type=field_type).rule
    assert all(check_rule(rule, value) is None for value in good), rule
    assert all(check_rule(rule, value) is not None for value in bad), rule


@pytest.mark.parametrize(
    ("description", "field_type", "good", "bad"),
    [
        # a closing note of examples that the rest of the sentence passes is no rule of its own
        ("Code: 2 letters followed by 4 digits. Eg: AB1001, CD2040.", "string", ["XY1234"], ["AB100"]),
        ("Name: uppercase letters only. PFB examples - KANTO, NIPPON.", "string", ["OSAKA"], ["Osaka"]),
        ("Code: 'V-' then 5 digits. For ex: V-00012", "string", ["V-99999"], ["V-1234"]),
        ("Link must start with https://. PFA sample: https://a.example.com/x", "url", ["https://b.c.jp"], []),
        # an example in the middle, before another sentence
        ("3 letters followed by 5 digits, eg: BEV00123, ONI45001. Letters should be caps only.", "string",
         ["ABC12345"], ["abc12345", "BEV0012"]),
        # a wrong example must fail the rest, and is then dropped
        ("Name must not start with a number. PFB wrong example: '1st Foods'.", "string", ["Foods 1"], ["1st"]),
        # number fields and Japanese notes: 「例:」 after a unit in brackets
        ("面積(㎡)は小数点以下2桁まで。0以下の値は登録できません。例：120.55", "number", [120.55, 3], [0, 1.234]),
        ("Discount between 0 and 50, decimal upto 1 place allowed e.g. 12.5", "number", [12.5], [12.25, 51]),
    ],
)  # fmt: skip
def test_closing_examples_are_remarks(
    description: str, field_type: str, good: list[object], bad: list[object]
) -> None:
    _judged(description, field_type, good, bad)


def test_a_symbol_excepted_is_allowed_beside_a_class() -> None:
    rule = combine(
        [
            generate_rule(description="uppercase only", field_name="f", field_type="string").rule,
            PatternRule(pattern=r"(?s)(?:[^\p{P}\p{S}]|[\-])*", message="no symbols but -"),
        ]
    )
    assert check_rule(rule, "KANTO-FOODS") is None
    assert check_rule(rule, "KANTO_FOODS") is not None


def test_a_hyphen_demanded_beside_a_postal_code_is_the_hyphenated_code() -> None:
    plain = PatternRule(pattern="[0-9]{7}", message="postal code")
    rule = combine([plain, ContainsRule(value="-", case_sensitive=True)])
    assert check_rule(rule, "100-0005") is None
    assert check_rule(rule, "1000005") is not None


def test_domains_let_in_from_among_the_refused_are_an_exception() -> None:
    refused = DomainRule(domains=["gmail.com", "docomo.ne.jp"], exclude=True)
    rule = combine([refused, DomainRule(domains=["docomo.ne.jp"], exclude=False)])
    assert check_rule(rule, "a@docomo.ne.jp") is None
    assert check_rule(rule, "a@acme.co.jp") is None
    assert check_rule(rule, "a@gmail.com") is not None


@pytest.mark.parametrize(
    ("description", "good", "bad"),
    [
        ("Email in the format of firstname.lastname@acme.co.jp (all small letters)", ["taro.yamada@acme.co.jp"],
         ["Taro.Yamada@acme.co.jp", "taroyamada@acme.co.jp", "taro.yamada@gmail.com"]),
        ("メールは firstname_lastname@acme.com の形式", ["Taro_Yamada@acme.com"], ["taro.yamada@acme.com"]),
    ],
)  # fmt: skip
def test_a_name_template_of_an_address(description: str, good: list[object], bad: list[object]) -> None:
    _judged(description, "email", good, bad)


@pytest.mark.parametrize(
    ("description", "field_type", "good", "bad"),
    [
        # a polite request of what to do elsewhere, or first, is no condition
        ("発注数は1~99。※100以上は担当SVにご連絡ください", "integer", [1, 99], [100]),
        ("「TMP」で始まる番号は不可です。本番号に差し替えてから登録してください。", "string", ["K-1"], ["TMP-1"]),
        # what a note calls abolished is refused; 「対象外」 refuses a domain
        ("区分は「A」「B」のみ。※「C」は2022年に廃止となりました", "string", ["A"], ["C"]),
        ("「@acme.co.jp」で終わるアドレス。※子会社(@acme-logi.co.jp 等)は対象外です。", "email", ["a@acme.co.jp"],
         ["a@acme-logi.co.jp"]),
        # 「…は登録しないようお願いいたします」 is a refusal; 「ハイフンなしは不可」 demands the hyphen
        ("本部ドメイン(@hq.acme.co.jp)のアドレスのみ登録可能です。※個人用のアドレスは登録しないようお願いいたします。", "email",
         ["a@hq.acme.co.jp"], ["a@gmail.com"]),
        ("郵便番号は7桁。ハイフンなしは不可", "string", ["100-0005"], ["1000005"]),
    ],
)  # fmt: skip
def test_polite_notes(description: str, field_type: str, good: list[object], bad: list[object]) -> None:
    _judged(description, field_type, good, bad)
