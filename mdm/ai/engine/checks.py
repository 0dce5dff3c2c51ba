"""Checks of a reading against its own sentence: what the sentence shows a rule read from it got wrong.

A reading that keeps a wrong rule is worse than a 400. The sentence often betrays a misreading itself: the
rule refuses the example it gives, lets in a value it calls wrong, lets no value pass, refuses the domain it
calls its own, takes its words for a literal, or leaves unread a clause that lets in what the rule refuses.
`misreading` names the first of these; the engine and the language-model path both answer 400 on it.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from mdm.ai.engine import rx
from mdm.ai.engine.domains import EXCLUDE
from mdm.ai.engine.examples import lengths_only, never_passes, parts_of
from mdm.ai.engine.fragments import NOCASE, NUM, to_number
from mdm.rules import (
    AllOfRule,
    CharsetRule,
    DomainRule,
    LengthRule,
    OneOfRule,
    PatternRule,
    RangeRule,
    Rule,
    check_rule,
    failure_message,
)


def misreading(rule: Rule, description: str, field_type: str) -> str | None:
    """Why the sentence itself shows a rule read from it wrong (its examples, no value passing), or None."""
    text = unicodedata.normalize("NFKC", description)
    if never_passes(rule, field_type):  # "weekdays only (Mon-Fri); closed at weekends" read as both
        return (
            f"No value can meet the conditions read from the description (a value {failure_message(rule)}); "
            "part of it was misread. Describe each condition once."
        )
    if (own := _own_domain_refused(rule, text)) is not None:
        return (
            f"The rule read from the description refuses the domain {own!r}, which the description names "
            "as its own; part of it was misread. Say which addresses are allowed, e.g. 'an address at x.com'."
        )
    if (wordy := _wordy_literal(rule, text)) is not None:
        return (
            f"The rule read from the description takes {wordy!r} as a literal text, but those are words of "
            "the description itself; part of it was misread. Put a literal text in quotes, e.g. 「【仮】」."
        )
    if (refused := _refused_example(rule, text, field_type)) is not None:
        return (
            f"The rule read from the description ({failure_message(rule)}) refuses its own example "
            f"{refused!r}; part of the description was misread or left out. Describe the value in parts, "
            "e.g. 'starts with WO, then 7 digits'."
        )
    if (passed := _passed_wrong_example(rule, text, field_type)) is not None:
        return (
            f"The rule read from the description ({failure_message(rule)}) lets in {passed!r}, which the "
            "description gives as wrong; part of it was misread or left out. Describe what makes it wrong."
        )
    return None


# "has to be on our company domain (e.g. jane@northwind.ca)", "our CDN only, like https://cdn.northwind.ca/…":
# the example is where "our" domain or site is named
OWN_SITE = rx.compile(r"\b(?:our|own|company|corporate|in-house)\b|自社|当社|社内|弊社", NOCASE)


def sample_value(value: str, field_type: str) -> Any:
    """A sample value as the field holds it (numbers for number fields)."""
    value = value.strip(" \"'「」")
    if field_type in ("integer", "number") and rx.fullmatch(NUM, value):
        number = to_number(value)
        return int(number) if field_type == "integer" and number == int(number) else number
    return value


# "…; hyphens are allowed, spaces are not allowed" left unread: what it lets in, the rest may refuse
_UNREAD_LET_IN = rx.compile(
    r"^\s*(?:(?:and|but|also)\s+)?(?:the\s+)?(?:(?:half|full)[- ]?width\s+)?"
    r"(?P<what>hyphens?|dash(?:es)?|spaces?|underscores?|dots?|periods?|full\s+stops?|slash(?:es)?|commas?"
    r"|apostrophes?)\s+(?:are|is)\s+(?:also\s+)?(?:allowed|permitted|accepted|ok|okay|fine)\b",
    NOCASE,
)


# the character each word names, by its first two letters (hyphen, dash, space, underscore, dot, period,
# full stop, slash, comma; an apostrophe otherwise)
_LET_IN_CHARACTER = {
    "hy": "-",
    "da": "-",
    "sp": " ",
    "un": "_",
    "do": ".",
    "pe": ".",
    "fu": ".",
    "sl": "/",
    "co": ",",
}


def let_in_refused(rules: list[Rule], unread: list[str]) -> str | None:
    """A clause left unread that lets in a character an allow-list among the rules refuses, if any."""
    for clause in unread:
        if (let_in := _UNREAD_LET_IN.search(clause)) is None:
            continue
        character = _LET_IN_CHARACTER.get(let_in.group("what")[:2].lower(), "'")
        for rule in rules:
            if (
                isinstance(rule, CharsetRule)
                and check_rule(rule.model_copy(update=_NO_LENGTH), character) is not None
            ):
                return clause
            if isinstance(rule, PatternRule) and character not in rule.pattern:
                return clause
    return None


# "order no: WO then 7 digits, eg WO0012345": an example the steward gives of a value that passes
_GIVEN_EXAMPLE = rx.compile(
    # (「「A-03-12」のように、…」: a value quoted as the one to copy)
    r"(?:\be\.\s?g\.?|\beg\b\.?|\bfor\s+(?:example|instance)\b|\bex\b\.?|例|(?=「[^「」]{1,30}」\s*のように))"
    r"\s*[:,]?\s*[「\"']?"
    r"(?P<value>\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|[A-Za-z0-9+@#][^\s,;、。()「」\"'\u3040-\u30ff\u4e00-\u9fff]*)"
    r"(?P<more>(?:\s[A-Za-z0-9][^\s,;、。()「」\"'\u3040-\u30ff\u4e00-\u9fff]*){0,3})",
    NOCASE,
)


# a sentence that says how a value is made up: its example shows this field's value (not "extensions go in
# the Ext field, e.g. 1234")
_LAYOUT_WORD = rx.compile(
    r"\b(?:digits?|characters?|chars?|letters?|format|layout|codes?|scheme|prefix|starts?|begins?|followed|then|"
    r"upper[- ]?case|lower[- ]?case|capitals?|alphanumeric|numeric|hyphen|dash|domain|address|url|link"
    r"|site)\b"
    r"|桁|文字|形式|書式|数字|英字|英大文字|英小文字|記号|ハイフン|始ま|ドメイン|アドレス|コード|番号",
    NOCASE,
)


_MARKS = (". ", ";", "。")
_NO_LENGTH = {"min_length": None, "max_length": None}


def _sentence_around(text: str, start: int, end: int, marks: tuple[str, ...] = _MARKS) -> tuple[int, int]:
    """The bounds of the sentence holding text[start:end] (cut at full stops and semicolons, or the marks)."""
    head = max(text.rfind(mark, 0, start) for mark in marks) + 1
    tail = min((i for mark in marks if (i := text.find(mark, end)) >= 0), default=len(text))
    return head, tail


# the example stands in a sentence that refuses ("no dropbox links, e.g. …", "(例:…)は不可"): it may show
# what fails
_REFUSAL_NEAR = rx.compile(
    r"\b(?:no(?!\s*[:.#])|not|never|cannot|can't|cant|don't|dont|without|avoid|wrong|invalid|incorrect|bad"
    r"|reject\w*|fails?|old|former|free[- ]?mail)\b"
    r"|不可|禁止|NG|ダメ|だめ|エラー|しない|できない|ません|ない|旧|\u00d7",
    NOCASE,
)


_PLACEHOLDER_RUN = rx.compile(r"([XxYyMmDdNn#])\1\1|\.\.\.|…|〜|~")


def _refused_example(rule: Rule, text: str, field_type: str) -> str | None:
    """The first example the sentence gives of a passing value that the rule's layout refuses, if any."""
    if field_type not in ("string", "text", "email", "url", "integer", "number"):
        return None
    for found in _GIVEN_EXAMPLE.finditer(text):
        head, tail = _sentence_around(text, found.start(), found.end())
        # "Must not start with TMP. e.g. TMP001": an example opening a sentence shows the one before
        opening = not text[head : found.start()].strip(" ※(")
        if opening and head > 1:
            head_before, _ = _sentence_around(text, head - 2, head - 2)
        else:
            head_before = head
        context = text[head_before:tail]
        numeric = field_type in ("integer", "number")
        if _REFUSAL_NEAR.search(context) or not (opening or numeric or _LAYOUT_WORD.search(text[head:tail])):
            continue
        if _of_one_part(text, found.start(), tail):
            continue
        value = found.group("value").rstrip(".:")
        if field_type != "url":  # 「例:100=営業部」, 「例:01→東京」: a gloss after the value
            value = rx.split(r"[=→]", value)[0]
        if not numeric and "," in value:  # "3 digits, e.g. 101,102,205": three examples
            value = value.replace(",", "/")
        if not value or _PLACEHOLDER_RUN.search(value):
            continue
        # "e.g. K1A 0B1": an example may hold a space, 「例:JP/US」 be two; one reading that passes is enough
        words = [value, *found.group("more").split()]
        readings: list[str | list[str]] = [" ".join(words[:n]).rstrip(".:") for n in range(1, len(words) + 1)]
        if field_type != "url" and "/" in value:
            readings.append(value.split("/"))
        if all(_layout_refuses(rule, reading, field_type) for reading in readings):
            return value
    return None


# "e.g. 'Harwood Ltd.' is wrong", 「例:2025-02-30はNG」: a value the sentence gives as failing
_WRONG_EXAMPLE = rx.compile(
    r"(?:[「\"'](?P<quoted>[^「」\"']{1,40})[」\"']|(?:\be\.\s?g\.?|\beg\b\.?|例)\s*[:,]?\s*"
    r"(?P<given>[A-Za-z0-9+#][^\s,;、。()「」\"'\u3040-\u30ff\u4e00-\u9fff]{0,40}))"
    r"\s*(?:(?:is|are|would\s+be)\s+)?(?:wrong|invalid|incorrect|rejected|refused|not\s+(?:ok|okay|allowed|valid|accepted)"
    r"|(?:は|も)\s*(?:NG|不可|エラー|ダメ|だめ|\u00d7))(?![\w-])",
    NOCASE,
)


# "characters 5-6 being 'XX' are rejected": a quoted part of the value at its places, no wrong example
_PLACE_BEFORE = rx.compile(r"\b(?:characters?|chars?|positions?|digits?)\s+\d{1,2}\b|(?:文字|桁)目", NOCASE)
_ALL_BUT = rx.compile(r"\b(?:other\s+than|but|except|apart\s+from|besides)\b|以外", NOCASE)


def _passed_wrong_example(rule: Rule, text: str, field_type: str) -> str | None:
    """The first value the sentence gives as wrong that the rule lets in, if any."""
    if field_type not in ("string", "text", "email", "url", "integer", "number"):
        return None
    for found in _WRONG_EXAMPLE.finditer(text):
        value = (found.group("quoted") or found.group("given")).rstrip(":")
        start, _ = _sentence_around(text, found.start(), found.end(), (*_MARKS, ":"))
        if not value or _PLACEHOLDER_RUN.search(value) or _ALL_BUT.search(text[start : found.start()]):
            continue  # "any value other than 'Y' or 'N' is rejected": the list is what passes
        if _PLACE_BEFORE.search(text[start : found.start()]):
            continue  # "characters 5-6 being 'XX' are rejected": a part of the value at its places
        sample = sample_value(value, field_type)
        if field_type in ("integer", "number") and isinstance(sample, str):
            continue
        if check_rule(rule, sample) is None:
            return value
    return None


# Japanese grammar inside an unquoted literal (「【仮】を付けたまま登録する」, 「スペースだけ」, 「ただ」):
# words of the sentence read as the text a value holds
_GRAMMAR_IN_LITERAL = rx.compile(
    r"を|だけ|ただ|する|した|して|される|させ|ため|ので|まま|ください|こと|できる|できない|しない|ように"
)


# "The field shall contain an e-mail address within …": a noun naming what the value is, read as its text
_FIELD_NOUNS = frozenset(
    {"e-mail", "email", "e-mail address", "email address", "url", "link", "メール", "アドレス"}
)


def _own_domain_refused(rule: Rule, text: str) -> str | None:
    """A domain the rule refuses that the sentence names as its own ("our domain (@x.co.jp)"), if any."""
    refused = [
        n for part in parts_of(rule) if isinstance(part, DomainRule) and part.exclude for n in part.domains
    ]
    lowered = text.lower()
    for own in OWN_SITE.finditer(lowered):
        start, stop = _sentence_around(lowered, own.start(), own.end())
        if _REFUSAL_NEAR.search(lowered[start:stop]) or EXCLUDE.search(lowered[start:stop]):
            continue  # "must not be the company domain", 「自社ドメイン以外」: the own domain refused
        near = lowered[own.end() : min(stop, own.end() + 50)]
        if named := next((name for name in refused if name.lower() in near), None):
            return named
    return None


def _wordy_literal(rule: Rule, text: str) -> str | None:
    """A literal of the rule that holds Japanese grammar and stands in no quotes of the sentence, if any."""
    for part in parts_of(rule):  # (a list's options are named as written: 「回答しない」, "Email")
        value = getattr(part, "value", None)
        if not isinstance(value, str) or isinstance(part, OneOfRule):
            continue
        if not (_GRAMMAR_IN_LITERAL.search(value) or value.lower().strip() in _FIELD_NOUNS):
            continue
        if not any(f"{open_}{value}" in text for open_ in ("「", "『", '"', "'", "\u201c", "\u2018")):
            return value
    return None


def _of_one_part(text: str, start: int, tail: int) -> bool:
    """Whether an example in brackets is followed by more layout ('2 letters (e.g. JP) then 4 digits')."""
    if text.count("(", 0, start) <= text.count(")", 0, start):
        return False
    close = text.find(")", start)
    return close >= 0 and bool(text[close + 1 : tail].strip(" .。、,"))


def _layout_refuses(rule: Rule, given: str | list[str], field_type: str) -> bool:
    """Whether a part of the rule saying how a value is made up refuses the example (or each of several).

    A bound or a length is not asked: an example may show one clause ("whole thousands, e.g. 5000; at least
    ten thousand"), and a number that is not one on a number field is no example.
    """
    if isinstance(given, list):
        return any(_layout_refuses(rule, one, field_type) for one in given)
    sample = sample_value(given, field_type)
    if field_type in ("integer", "number") and isinstance(sample, str):
        return False
    parts = rule.rules if isinstance(rule, AllOfRule) else [rule]
    for part in parts:
        if isinstance(part, RangeRule | LengthRule) or lengths_only(part):
            continue
        if isinstance(part, CharsetRule):
            part = part.model_copy(update=_NO_LENGTH)
        if check_rule(part, sample) is not None:
            return True
    return False
