"""Quoted literals as they were written: the engine reads a sentence after width normalisation
(full-width brackets, asterisks and letters in 「…」 become their ASCII forms), but a steward who
quotes full-width characters means the data's full-width ones too. A literal whose written form
differs from its normalised one is checked in both forms."""

from __future__ import annotations

import re
import unicodedata

from mdm.rules import (
    AllOfRule,
    AnyOfRule,
    ContainsRule,
    NotContainsRule,
    NotRule,
    OneOfRule,
    PrefixRule,
    Rule,
    SuffixRule,
)

_QUOTED = re.compile(r"「([^」]+)」|『([^』]+)』")


def written_forms(description: str) -> dict[str, str]:
    """Maps each quoted literal's normalised form to the form it was written in, where they differ."""
    forms: dict[str, str] = {}
    for match in _QUOTED.finditer(description):
        written = match.group(1) or match.group(2)
        plain = unicodedata.normalize("NFKC", written)
        if plain != written:
            forms[plain] = written
    return forms


def both_forms(rule: Rule, forms: dict[str, str]) -> Rule:
    """Returns the rule with each literal in `forms` checked as normalised and as written."""
    if not forms:
        return rule
    if isinstance(rule, AllOfRule | AnyOfRule):
        return rule.model_copy(update={"rules": [both_forms(child, forms) for child in rule.rules]})
    if isinstance(rule, NotRule):
        return rule.model_copy(update={"rule": both_forms(rule.rule, forms)})
    if isinstance(rule, NotContainsRule) and rule.value in forms:  # contains neither form
        return AllOfRule(rules=[rule, rule.model_copy(update={"value": forms[rule.value]})])
    if isinstance(rule, ContainsRule | PrefixRule | SuffixRule) and rule.value in forms:  # either form
        return AnyOfRule(rules=[rule, rule.model_copy(update={"value": forms[rule.value]})])
    if isinstance(rule, OneOfRule):
        extra = [forms[v] for v in rule.values if isinstance(v, str) and v in forms]
        return rule.model_copy(update={"values": [*rule.values, *extra]}) if extra else rule
    return rule
