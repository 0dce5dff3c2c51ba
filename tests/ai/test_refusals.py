"""Refused conditions turned into what remains: each kind the complement knows, and its limits."""

import pytest

from mdm.ai.engine.refusals import complement, refused_part, refused_value
from mdm.rules import (
    AgeRule,
    CharsetRule,
    ContainsClassRule,
    DateRelativeRule,
    LengthRule,
    NotContainsRule,
    NotEmptyRule,
    NotRule,
    OneOfRule,
    PatternRule,
    PrefixRule,
    RangeRule,
    WeekdayRule,
)


@pytest.mark.parametrize(
    ("sentence", "part"),
    [
        ("Values over 100 are rejected", "Values over 100"),
        ("100を超える値は入力不可", "100を超える値"),
        ("日曜日はエラー", "日曜日"),
        ("Under 18 cannot be registered", "Under 18"),
        ("Amounts of 0 or less are not allowed", "Amounts of 0 or less"),
        ("改行・タブ不可", None),  # a list: read by the list readers
        ("不可", None),
        ("must be positive", None),
    ],
)
def test_the_refused_part_is_what_comes_before_the_refusal(sentence: str, part: str | None) -> None:
    assert refused_part(sentence) == part


def test_one_sided_bounds_turn_around() -> None:
    assert complement(RangeRule(min=100, min_exclusive=True), "x") == RangeRule(max=100)
    assert complement(RangeRule(max=1000, max_exclusive=True), "x") == RangeRule(min=1000)
    assert complement(RangeRule(min=1, max=5), "x") is None  # two-sided: no plain complement
    assert complement(LengthRule(min=21), "x") == LengthRule(max=20)
    assert complement(LengthRule(max=2), "x") == LengthRule(min=3)
    assert complement(AgeRule(min=65), "x") == AgeRule(max=64)


def test_dates_days_and_classes_turn_around() -> None:
    assert complement(DateRelativeRule(not_future=True), "x") == DateRelativeRule(not_past=True)
    assert complement(WeekdayRule(days=["sun"]), "x") == WeekdayRule(
        days=["mon", "tue", "wed", "thu", "fri", "sat"]
    )
    assert complement(CharsetRule(allowed=["fullwidth"]), "x") == ContainsClassRule(
        char_class="fullwidth", max=0
    )
    assert complement(OneOfRule(values=["test"]), "x") == NotRule(rule=OneOfRule(values=["test"]))


def test_refused_values_blanks_and_characters() -> None:
    assert refused_value("空欄", "string") == NotEmptyRule()
    assert refused_value("Leaving it blank", "string") == NotEmptyRule()
    assert refused_value("Spaces", "string") == ContainsClassRule(char_class="space", max=0)
    assert refused_value("ハイフン", "string") == NotContainsRule(value="-")
    assert refused_value("A leading 0", "string") == NotRule(rule=PrefixRule(value="0"))
    assert refused_value("The value 'test'", "string") == NotRule(rule=OneOfRule(values=["test"]))
    assert refused_value("0", "integer") == NotRule(rule=OneOfRule(values=[0]))
    assert refused_value("Negative numbers", "number") == RangeRule(min=0)
    digits_first = refused_value("Digits at the start", "string")
    assert isinstance(digits_first, NotRule)
    assert isinstance(digits_first.rule, PatternRule)
    assert refused_value("a vague thing", "string") is None
