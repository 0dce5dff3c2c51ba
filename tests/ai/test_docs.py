"""docs/ai-rules.md lists every rule kind with an English and a Japanese sentence the engine turns into it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mdm.ai.engine import generate_rule
from mdm.rules import RULE_KINDS

DOC = Path(__file__).resolve().parents[2] / "docs" / "ai-rules.md"


def _rows() -> list[tuple[str, str, str, str]]:
    """Reads (kind, field type, English, Japanese) from the doc's rule-kinds table."""
    text = DOC.read_text()
    table = text[text.index("<!-- rule-kinds:start -->") : text.index("<!-- rule-kinds:end -->")]
    rows = []
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[0].startswith("`"):
            rows.append((cells[0].strip("`"), cells[1], cells[2], cells[3]))
    return rows


def test_every_kind_is_listed_once() -> None:
    kinds = [row[0] for row in _rows()]
    assert sorted(kinds) == sorted(RULE_KINDS)


@pytest.mark.parametrize(("kind", "field_type", "english", "japanese"), _rows(), ids=[r[0] for r in _rows()])
def test_examples_give_their_kind(kind: str, field_type: str, english: str, japanese: str) -> None:
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", japanese)
    for sentence in (english, japanese):
        generated = generate_rule(description=sentence, field_name="f", field_type=field_type)
        assert generated.rule.kind == kind, sentence
