"""The dispatcher: offers a description to each recogniser in turn and explains the result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from mdm.ai.engine.affixes import affix, sequence, whitespace_edges
from mdm.ai.engine.formats import explicit_pattern, known_format, template
from mdm.ai.engine.fragments import Description, Recogniser
from mdm.ai.engine.keywords import case_rule, date_relative, not_empty
from mdm.ai.engine.lists import one_of_strong, one_of_weak
from mdm.ai.engine.measures import measure, step_rule, whole_number
from mdm.ai.engine.normalisation import normalise
from mdm.rules import PatternRule, Rule, failure_message, rule_to_dict, rule_type_error

MAX_DESCRIPTION = 500
EXAMPLE_PHRASINGS = (
    '"between 1 and 100"',
    '"at most 20 characters"',
    '"must start with PRD-"',
    '"one of red, green or blue"',
    '"半角数字8桁"',
)


class RuleNotUnderstood(ValueError):
    """Raised when a description cannot be turned into a rule."""


class RuleTypeMismatch(ValueError):
    """Raised when the understood rule does not fit the field type."""


@dataclass(frozen=True)
class GeneratedRule:
    """A generated rule and its one-sentence explanation."""

    rule: Rule
    explanation: str

    def as_dict(self) -> dict[str, Any]:
        """Returns the API shape {"rule": {...}, "explanation": "..."}."""
        return {"rule": rule_to_dict(self.rule), "explanation": self.explanation}


RECOGNISERS: list[Recogniser] = [
    explicit_pattern,
    date_relative,
    sequence,
    whitespace_edges,
    affix,
    known_format,
    one_of_strong,
    case_rule,
    step_rule,
    whole_number,
    template,
    measure,
    not_empty,
    one_of_weak,
]


def understand(description: str, *, field_type: str, field_name: str = "value") -> Rule | None:
    """Returns the first rule a recogniser reads from the description, or None."""
    ctx = Description(text=normalise(description), field_type=field_type, field_name=field_name)
    if not ctx.text:
        return None
    for recognise in RECOGNISERS:
        try:
            rule = recognise(ctx)
        except ValidationError:
            continue
        if rule is not None:
            return rule
    return None


def explain(rule: Rule, field_name: str) -> str:
    """Explains a generated rule for the named field in one sentence."""
    text = f"{field_name} {failure_message(rule)}"
    if isinstance(rule, PatternRule) and rule.message:
        text += f" (pattern {rule.pattern})"
    return text + "."


def generate_rule(*, description: str, field_name: str, field_type: str) -> GeneratedRule:
    """Turns a natural-language description into a rule for a field of the given type."""
    if len(description) > MAX_DESCRIPTION:
        raise RuleNotUnderstood(
            f"The description is longer than {MAX_DESCRIPTION} characters; describe one rule briefly."
        )
    rule = understand(description, field_type=field_type, field_name=field_name)
    if rule is None:
        raise RuleNotUnderstood(
            f"Could not turn the description {description!r} into a validation rule. "
            f"Try phrasings like {', '.join(EXAMPLE_PHRASINGS)}."
        )
    if reason := rule_type_error(rule, field_type):
        raise RuleTypeMismatch(f"The description was understood as a {rule.kind} rule, but {reason}.")
    return GeneratedRule(rule=rule, explanation=explain(rule, field_name))
