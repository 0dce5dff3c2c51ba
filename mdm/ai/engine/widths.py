"""Quoted literals as they were written: the engine reads a sentence after width normalisation
(full-width brackets, asterisks and letters in 「…」 become their ASCII forms), but a steward who
quotes full-width characters means the data's full-width ones too. A literal whose written form
differs from its normalised one is checked in both forms."""

from __future__ import annotations

import unicodedata

from mdm.ai.engine import rx
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

_QUOTED = rx.compile(r"「([^」]+)」|『([^』]+)』")
# A listed value written bare between separators: 「単位は本・枚・kg・㎥ のみ」 (the squared ㎥ is read as m3)
_LISTED = rx.compile(
    r"(?:^|(?<=[\s・、,\uff0c/|:\uff1a]))([^\s・、,\uff0c/|;\uff1b。「」『』()\uff08\uff09:\uff1a]{1,10})"
    r"(?=$|[\s・、,\uff0c/|;\uff1b。])"
)


def written_forms(description: str) -> dict[str, list[str]]:
    """Maps each quoted or listed literal's normalised form to the forms it was written in, where they
    differ (a full-width bracketed 株 and the sign ㈱ are both (株), ㎥ is m3)."""
    forms: dict[str, list[str]] = {}
    found = [m.group(1) or m.group(2) for m in _QUOTED.finditer(description)]
    # a bare value only where a sign stands for several characters (㎥, ㍑), not a mere width (full-width ABC)
    bare = [m.group(1) for m in _LISTED.finditer(description)]
    for written in found + [w for w in bare if len(unicodedata.normalize("NFKC", w)) != len(w)]:
        plain = unicodedata.normalize("NFKC", written)
        if plain != written and written not in forms.get(plain, []):
            forms.setdefault(plain, []).append(written)
    return forms


def both_forms(rule: Rule, forms: dict[str, list[str]]) -> Rule:
    """Returns the rule with each literal in `forms` checked as normalised and as written."""
    if not forms:
        return rule
    if isinstance(rule, AllOfRule | AnyOfRule):
        return rule.model_copy(update={"rules": [both_forms(child, forms) for child in rule.rules]})
    if isinstance(rule, NotRule):
        return rule.model_copy(update={"rule": both_forms(rule.rule, forms)})
    if isinstance(rule, NotContainsRule) and rule.value in forms:  # contains no form
        return AllOfRule(rules=[rule, *(rule.model_copy(update={"value": f}) for f in forms[rule.value])])
    if isinstance(rule, ContainsRule | PrefixRule | SuffixRule) and rule.value in forms:  # any form
        return AnyOfRule(rules=[rule, *(rule.model_copy(update={"value": f}) for f in forms[rule.value])])
    if isinstance(rule, OneOfRule):
        extra = [f for v in rule.values if isinstance(v, str) and v in forms for f in forms[v]]
        values = list(dict.fromkeys([*rule.values, *extra]))
        return rule.model_copy(update={"values": values}) if extra else rule
    return rule
