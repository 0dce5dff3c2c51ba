"""The steward sentence set: every sentence's generated rule judged by behaviour, and non-rules refused."""

from __future__ import annotations

import re

import pytest

from mdm.ai.engine import GeneratedRule, RuleNotUnderstood, generate_rule
from mdm.rules import parse_rule, rule_fits_type, rule_to_dict
from tests.ai.sentences import NON_RULES, SENTENCES, Case, refused

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def judge(case: Case) -> str | None:
    """Generates the rule for a sentence; returns why it missed, or None on a hit."""
    return _judged(case)[1]


def _judged(case: Case) -> tuple[GeneratedRule | None, str | None]:
    """The rule generated for a sentence (None when refused) and why it missed (None on a hit)."""
    description, field_type, good, bad = case
    try:
        generated = generate_rule(description=description, field_name="f", field_type=field_type)
    except ValueError as exc:
        return None, f"{type(exc).__name__}: {exc}"
    rule = generated.rule
    wrong = [v for v in good if refused(rule, v)]
    wrong += [v for v in bad if not refused(rule, v)]
    return generated, f"{rule_to_dict(rule)} misjudges {wrong!r}" if wrong else None


def test_the_set_is_large_and_bilingual() -> None:
    japanese = [c for c in SENTENCES if JAPANESE.search(c[0])]
    assert len(SENTENCES) >= 300
    assert len(japanese) / len(SENTENCES) >= 0.4
    assert len({c[0] for c in SENTENCES}) == len(SENTENCES)


@pytest.mark.parametrize("case", SENTENCES, ids=[c[0][:50] for c in SENTENCES])
def test_sentence(case: Case) -> None:
    generated, missed = _judged(case)
    assert missed is None
    assert generated is not None
    assert parse_rule(generated.as_dict()["rule"]) == generated.rule
    assert rule_fits_type(generated.rule, case[1])


@pytest.mark.parametrize("description", NON_RULES)
def test_non_rules_are_refused(description: str) -> None:
    with pytest.raises(RuleNotUnderstood):
        generate_rule(description=description, field_name="name", field_type="string")
