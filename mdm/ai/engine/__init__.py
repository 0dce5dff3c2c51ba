"""Offline, deterministic engine that turns an English or Japanese sentence into a rule.

The description is normalised (NFKC, number words to digits, dates to ISO) and
then offered to a list of small recognisers in order; the first that understands
it returns the rule. Each recogniser handles one family of phrasings; ``dispatch``
holds the dispatcher and the recognisers live in ``affixes``, ``codes``, ``dates``,
``domains``, ``formats``, ``keywords``, ``lists``, ``measures`` and ``negations``.
``checks`` holds the checks of a reading against its own sentence (its examples,
values that no rule can meet), which turn a misreading into a 400.
"""

from mdm.ai.engine.dispatch import GeneratedRule, RuleNotUnderstood, RuleTypeMismatch, generate_rule
from mdm.ai.engine.formats import template_regex
from mdm.ai.engine.normalisation import normalise

__all__ = [
    "GeneratedRule",
    "RuleNotUnderstood",
    "RuleTypeMismatch",
    "generate_rule",
    "normalise",
    "template_regex",
]
