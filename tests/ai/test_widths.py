"""Quoted literals are checked as written and as normalised: a steward who quotes full-width
characters means the data's full-width ones too."""

# ruff: noqa: RUF001

import pytest

from mdm.ai.engine import generate_rule
from mdm.ai.engine.widths import written_forms
from mdm.rules import check_rule


def test_written_forms_keep_only_literals_that_normalisation_changes() -> None:
    forms = written_forms("「非常勤（仮）」や「ABC」や『ＸＹ』は不可")
    assert forms == {"非常勤(仮)": ["非常勤（仮）"], "XY": ["ＸＹ"]}
    # two written forms of one literal are both kept
    assert written_forms("「（株）」「㈱」は不可") == {"(株)": ["（株）", "㈱"]}


@pytest.mark.parametrize(
    ("sentence", "good", "bad"),
    [
        ("職位に「非常勤（仮）」は使用しないこと", ["非常勤", "教授"], ["非常勤(仮)", "非常勤（仮）"]),
        ("「－」を含まない", ["AB12"], ["AB-12", "AB－12"]),
        ("「ＡＢＣ」で始まる", ["ABC-1", "ＡＢＣ-1"], ["XYZ-1"]),
        ("「ＡＢＣ」または「ＤＥＦ」のいずれか", ["ABC", "ＤＥＦ"], ["GHI"]),
        ("「（株）」「㈱」の略記は不可", ["株式会社A"], ["（株）A", "㈱A", "A(株)"]),
    ],
)
def test_a_full_width_literal_is_checked_in_both_forms(
    sentence: str, good: list[str], bad: list[str]
) -> None:
    rule = generate_rule(description=sentence, field_name="f", field_type="string").rule
    assert [v for v in good if check_rule(rule, v) is not None] == []
    assert [v for v in bad if check_rule(rule, v) is None] == []
