"""Recognisers for prefixes, suffixes, (not-)contains, sequences of parts and whitespace edges."""

from __future__ import annotations

import re
from collections.abc import Callable

from mdm.ai.engine import rx
from mdm.ai.engine.bounds import Bounds, count_words, find_bounds, quantifier
from mdm.ai.engine.codes import alternative_digits, digit_count_lists
from mdm.ai.engine.fragments import (
    CASE_INSENSITIVE,
    CASE_SENSITIVE,
    NOCASE,
    NUM,
    ONE_PLACE_RANGE,
    ONLY,
    QUOTED,
    Description,
    number_span,
    pattern_rule,
    to_number,
    unquote,
)
from mdm.ai.engine.words import (
    ASCII_RUN,
    class_label,
    class_regex,
    find_classes,
    literal_after,
    literal_before,
    named_literal,
)
from mdm.rules import (
    AllOfRule,
    AnyOfRule,
    ContainsRule,
    NotContainsRule,
    NotRule,
    PatternRule,
    PrefixRule,
    Rule,
    SuffixRule,
)


def _affix_rule(kind: str, literal: str, ci: bool) -> Rule | None:
    """Builds a prefix/suffix/contains/not_contains rule, using patterns for named classes."""
    named = named_literal(literal)
    if named and named[0] == "class":
        rule = class_affix(kind, named[1], named[2])
        if rule is None and kind.startswith("not_"):  # no negated class in RE2 terms: negate the rule
            positive = class_affix(kind.removeprefix("not_"), named[1], named[2])
            return NotRule(rule=positive) if positive else None
        return rule
    value = named[1] if named else unquote(literal)
    if value == "SPACE":
        return class_affix(kind, r"\s", "whitespace")
    # 「先頭が20〜29のものは不可」, 「先頭は01〜12のいずれか」 (a quoted 「10-20」 is a literal)
    span = rx.sub(r"\s*の?\s*(?:いずれか|どれか|範囲(?:内)?)$", "", value)
    if (
        kind in ("prefix", "not_prefix")
        and not rx.fullmatch(QUOTED, literal)
        and (ranged := _prefix_range(span)) is not None
    ):
        return ranged if kind == "prefix" else NotRule(rule=ranged)
    if kind in ("not_prefix", "not_suffix") and value:
        edge = PrefixRule if kind == "not_prefix" else SuffixRule
        return NotRule(rule=edge(value=value, case_sensitive=not ci))
    builders: dict[str, Callable[..., Rule]] = {
        "prefix": PrefixRule, "suffix": SuffixRule,
        "contains": ContainsRule, "not_contains": NotContainsRule,
    }  # fmt: skip
    return builders[kind](value=value, case_sensitive=not ci) if value else None


def _prefix_range(value: str) -> PatternRule | None:
    """Reads a start given as a range of equally long numbers ('20-29', '100~199') as each of them."""
    span = rx.fullmatch(r"(\d+)\s*[~\-]\s*(\d+)", value)
    if span is None or len(span.group(1)) != len(span.group(2)) or len(span.group(1)) < 2:
        return None
    low, high = int(span.group(1)), int(span.group(2))
    if not 0 < high - low <= 100:
        return None
    width = len(span.group(1))
    starts = "|".join(str(n).zfill(width) for n in range(low, high + 1))
    return pattern_rule(
        f"(?s)(?:{starts}).*", f"must start with a number from {span.group(1)} to {span.group(2)}"
    )


_PHONE_NUMBERS = rx.compile(r"\b(?:tele)?phone\s+numbers?\b", NOCASE)


def class_affix(kind: str, regex: str, label: str) -> PatternRule | None:
    """Builds the pattern for 'starts with / contains / has no <class>' (RE2: no look-around)."""
    other = negated_class(regex)
    if other is None and kind.startswith("not_"):
        return None
    shapes = {
        "prefix": (f"(?s){regex}.*", f"must start with {label}"),
        "suffix": (f"(?s).*{regex}", f"must end with {label}"),
        "contains": (f"(?s).*{regex}.*", f"must contain at least one {label.split(' ', 1)[-1]}"),
        "not_contains": (f"(?s){other}*", f"must not contain {label.split(' ', 1)[-1]}"),
        "not_prefix": (f"(?s)(?:{other}.*)?", f"must not start with {label}"),
        "not_suffix": (f"(?s)(?:.*{other})?", f"must not end with {label}"),
    }
    return pattern_rule(*shapes[kind])


def negated_class(regex: str) -> str | None:
    """Returns the class of every character the given class (or alternation of classes) lacks, if any."""
    parts = rx.fullmatch(r"\(\?:(.*)\)", regex)
    members = parts.group(1).split("|") if parts else [regex]
    if len(members) == 1 and members[0].startswith("[^") and members[0].endswith("]"):
        return "[" + members[0][2:]
    inner = []
    for member in members:
        if member == r"\s":
            inner.append(r"\s\p{Z}")
        elif member.startswith("[") and member.endswith("]") and not member.startswith("[^"):
            inner.append(member[1:-1])
        else:
            return None
    return "[^" + "".join(inner) + "]"


def _char_class(char: str, *, negate: bool) -> str:
    """Returns a class of one character (or of every other character) safe inside RE2."""
    return f"[{'^' if negate else ''}\\x{{{ord(char):x}}}]"


_EN_AFFIX = [
    (r"(?:(?:must|should|may|can)\s*(?:not|n't)|cannot|never)\s+(?:starts?|begins?)\s+with\s+", "not_prefix"),
    (
        r"\bnot\s+(?:starting|beginning)\s+with\s+|\bwithout\s+a\s+leading\s+|\bno\s+leading\s+(?=\S+$)",
        "not_prefix",
    ),
    (r"\bno\s+trailing\s+(?=\S+$)|\bwithout\s+a\s+trailing\s+", "not_suffix"),
    (
        r"(?:(?:must|should|may|can)\s*(?:not|n't)|cannot|never)\s+(?:ends?|finish(?:es)?)\s+(?:with|in)\s+",
        "not_suffix",
    ),
    (  # "do not enter a SIN starting with 9", "never enter SIN numbers that start with 9": refused by start
        # (before 'do not use …', which refuses what a value holds)
        r"\b(?:do\s+not|don't|never)\s+(?:enter|use|put|type|give|accept)\s+(?:an?\s+|any\s+)?(?:[\w-]+\s+){0,3}?"
        r"(?:starting|beginning|(?:that|which)\s+(?:starts?|begins?))\s+with\s+",
        "not_prefix",
    ),
    (r"(?:must|should|may|can)\s*(?:not|n't)\s+(?:contain|include|have|use)\s+", "not_contains"),
    (
        r"(?:cannot|can't|never|not)\s+(?:contains?|includes?|has|have|uses?)\s+|\bwithout\s+(?:any\s+)?",
        "not_contains",
    ),
    (r"\b(?:starts?|begins?|starting|beginning|prefixed)\s+(?:with|by)\s+", "prefix"),
    (r"\bprefix(?:\s+(?:is|of|must\s+be|should\s+be))?\s*:?\s+(?!followed\b)", "prefix"),
    (r"\b(?:ends?|ending|suffixed|finish(?:es)?)\s+(?:with|by|in)\s+", "suffix"),
    (r"\bsuffix(?:\s+(?:is|of|must\s+be|should\s+be))?\s*:?\s+", "suffix"),
    (
        r"\b(?:file\s+)?extension\s+(?!for\b|numbers?\b|no\b|codes?\b|ids?\b|fields?\b|digits?\b)(?:is\s+|must\s+be\s+|should\s+be\s+|of\s+)?:?\s*"
        r"(?!(?:must|should|can|may|be)\b)",
        "suffix",
    ),
    (r"\b(?:contains?|containing|includes?|including)\s+(?!only\b)", "contains"),
    (r"\b(?:have|has|with)\s+(?=at\s+least\s+1\s)", "contains"),
    (  # "no slashes", "no commas or full stops": a named character refused
        r"\bno\s+(?=[^\s]+\s+(?:allowed|permitted)|(?:white)?spaces?\b|double\s+spaces?\b|hyphens?\b|symbols?\b"
        r"|(?:underscores?|slash(?:es)?|periods?|dots?|full\s+stops?|commas?|apostrophes?|tabs?|line\s*breaks?"
        r"|at[- ]?signs?|exclamation\s+(?:marks?|points?)|question\s+marks?"
        r"|(?:double|consecutive)\s+(?:underscores|hyphens|dots|periods))\b)",
        "not_contains",
    ),
]
_JA_BEFORE = [
    (
        r"(?:で|から)\s*(?:始まらない|はじまらない|始めない|始まっては(?:いけ|なら)ない|始まらず|はじまらず)",
        "not_prefix",
    ),
    (r"(?:始まり|はじまり)\s*(?:は|を)?\s*(?:禁止|不可|NG)", "not_prefix"),
    (  # 「99/98で始まるは使用禁止」 (「…始まりは使用禁止」 as normalised)
        r"(?:で|から)\s*(?:始まる|はじまる)(?:もの|コード|値)?\s*(?:は|も)\s*(?:使用|登録|入力)(?:禁止|不可)",
        "not_prefix",
    ),
    (
        r"で\s*(?:終わらない|おわらない|終えない|終わってはいけない|終わってはならない|終わらず|おわらず)",
        "not_suffix",
    ),
    (r"(?:を|が|は)?\s*(?:含まない|含めない|含まれない|含まれていない|含んではいけない|含んではならない"
     r"|含めてはいけない|含まれてはいけない|使わない|使用しない|入れない|入れてはいけない"
     r"|使わず|使用せず|用いず|入れず|含めず|含まず)", "not_contains"),
    (r"(?:を|は)?\s*(?:使用不可|使用禁止|禁止|不可|NG)", "not_contains_strict"),
    (r"(?:で|から)\s*(?:始ま|はじま|開始|始め)", "prefix"),
    (r"で\s*(?:終わ|おわ|終了|終え|終る)", "suffix"),
    (r"(?:を|が)?\s*(?:含む|含め|含ま|含み|含んで|入れる|入っている|入る)", "contains"),
]  # fmt: skip
_JA_AFTER = [
    (r"(?:先頭|頭文字|頭|最初|接頭辞|接頭語)(?:の文字)?\s*(?:は|が|に|:)\s*", "prefix"),
    (r"(?:末尾|最後|終わり|接尾辞|接尾語|拡張子)(?:の文字)?\s*(?:は|が|に|:)\s*", "suffix"),
]
_FOLLOWED = rx.compile(
    r"followed\s+by|\bthen\b|\bthereafter\b|\bafter\s+(?:it|that|this)\b|\bafterwards?\b"
    r"|その後|続いて|続けて|続く|が続|後ろに|後に|始まり",
    NOCASE,
)
# "the prefix 'EMP' and 5 to 7 digits": the count named after the prefix follows it
_AND_COUNT = rx.compile(
    rf"^\s*,?\s*and\s+(?=(?:{NUM}\s*(?:to|-)\s*)?{NUM}\s*-?\s*(?:digits?|letters?|characters?)\b)", NOCASE
)


# "…, then a hyphen and 7 digits": a mark between the start and the count
_MARK_BETWEEN = rx.compile(
    r"\s*,?\s*(?:an?\s+|one\s+)?(hyphen|dash|slash|dot|period|underscore|colon|ハイフン|スラッシュ)\s*"
    r"(?:,\s*|\+\s*|、\s*)?(?:(?:and|then|followed\s+by)\s+)?(?:then\s+)?",
    NOCASE,
)


def _composite(literal: str, rest: str) -> Rule | None:
    """Builds PREFIX + N digits/letters when the rest says 'followed by N digits'."""
    if not _FOLLOWED.search(rest) or rx.search(r"\boptionally\s+followed\b", rest, NOCASE):
        return None  # "…, optionally followed by …": a part that may be left out, read by `sequence`
    # the last word saying what follows ("で始まり、続いて…")
    followed = next(reversed(list(_FOLLOWED.finditer(rest))), None)
    if followed is not None and (ranged := _ranged_number(rest[followed.end() :])) is not None:
        prefix = unquote(literal)  # 「「CCP-」で始まり、その後に2桁の数字(01〜99)」
        return pattern_rule(re.escape(prefix) + ranged[0], f'must be "{prefix}" followed by {ranged[1]}')
    unit = rx.search(rf"({NUM})\s*-?\s*(digits?|桁|characters?|文字|letters?)", rest, NOCASE)
    if not unit:
        return _run_after(literal, rest)
    counts = list(rx.finditer(rf"{NUM}\s*-?\s*(?:digits?|桁|characters?|文字|letters?)", rest, NOCASE))
    if len(counts) > 1 and rx.search(
        r"[,、+]|\b(?:and|then|followed)\b", rest[counts[0].end() : counts[1].start()], NOCASE
    ):
        return None  # "begin with 'PRJ-', then 2 letters, a hyphen and 2 digits": parts, read by `sequence`
    bounds = find_bounds(rest) or Bounds(exact=to_number(unit.group(1)))
    classes, _ = find_classes(rest)
    cls = class_regex(classes, unit.group(2))
    quant = quantifier(bounds)
    if quant is None:
        return None
    tail = cls + quant
    first = _FOLLOWED.search(rest)
    between = rest[first.end() : unit.start()] if first and first.end() <= unit.start() else ""
    if mark := _MARK_BETWEEN.fullmatch(between):  # "starts with TK or OS, then a hyphen and 7 digits"
        said = named_literal(mark.group(1))
        assert said is not None  # every mark the pattern names is a character named
        char = said[1]
        tail = re.escape(char) + tail
    if end := _END_LITERAL.match(rest, unit.end()):  # 「…、続けて数字5桁、末尾は「Z」」: the end said too
        ending = unquote(end.group(1))
        tail += re.escape(ending)
        bounds_said = f'{count_words(bounds)} {class_label(cls)}, then "{ending}"'
    else:
        bounds_said = f"{count_words(bounds)} {class_label(cls)}"
    if mark:
        bounds_said = f'"{char}" and {bounds_said}'
    # 「先頭が「K」または「S」で、その後に数字5桁」, 「先頭はK・S・Tのどれかで、…」: either start
    either = rx.sub(r"\s*の?\s*(?:いずれか|どれか|どちらか)(?:\s*(?:1|一)つ)?$", "", literal)
    if options := _alternatives(either) or _bare_either(either) or _bare_alternatives(either):
        starts = " or ".join(f'"{option}"' for option in options)
        alternation = "(?:" + "|".join(re.escape(option) for option in options) + ")"
        return pattern_rule(alternation + tail, f"must be {starts} followed by {bounds_said}")
    prefix = unquote(literal)
    return pattern_rule(re.escape(prefix) + tail, f'must be "{prefix}" followed by {bounds_said}')


# 「、末尾は「Z」」, 「、最後に「-J」を付ける」, ", and ends with Z": the literal a layout ends in, said last
_END_LITERAL = rx.compile(
    r"[^、,。.]*?(?:[、,]\s*(?:and\s+)?)(?:(?:末尾|最後)\s*(?:は|が|に)\s*|ends?\s+(?:with|in)\s+)"
    r"(「[^」]{1,10}」|\"[^\"]{1,10}\"|'[^']{1,10}'|(?-i:[A-Z0-9][A-Z0-9-]{0,9})\b)"
    r"\s*(?:を?\s*(?:付ける|付けます|付けること|つける)|で終わる|とする|です)?\s*[。.]?$",
    NOCASE,
)


_RUN_AFTER = rx.compile(
    r"\s*(?:,\s*)?(?:followed\s+by|then)\s+(?:only\s+)?(?:(digits|numbers|numerals)|(letters))(?:\s+only)?"
    # "(intl format, no spaces)": a note in brackets that names no count, case or class of its own
    r"(?:\s*\((?![^()]*\b(?:only|must|max(?:imum)?|min(?:imum)?|least|most|up\s+to|between|exactly|letters?"
    r"|characters?|chars|digits?|upper|lower|case)\b)[^()]{1,40}\))?\s*\.?$",
    NOCASE,
)


def _run_after(literal: str, rest: str) -> Rule | None:
    """'must start with +49 followed by digits only': the prefix, then one digit or more and nothing else."""
    run = _RUN_AFTER.match(rest)
    if run is None:
        return None
    cls, label = ("[0-9]", "digits") if run.group(1) else ("[A-Za-z]", "letters")
    # "start with 'SG' or 'MY' followed by digits only": either start, then the run
    starts = [unquote(p.strip()) for p in rx.split(r"\s+or\s+", literal.strip(), flags=NOCASE)]
    if any(not start or rx.search(r"\s", start) for start in starts):
        return None
    head = re.escape(starts[0]) if len(starts) == 1 else "(?:" + "|".join(map(re.escape, starts)) + ")"
    said = " or ".join(f'"{start}"' for start in starts)
    return pattern_rule(head + cls + "+", f"must be {said} followed by {label} only")


_JOINER = (
    r"\s*(?:\+|\bfollowed\s+by\b|\band\s+then\b|\bthen\b|,\s*(?:and\s+)?|、|と|に続けて|(?<!そ)の後に"
    r"|\band\b(?=\s+(?:an?\s|the\s|\d)))\s*"  # "a hyphen and 4 digits"
)


# what comes before the first part: the field's name, "must be", "in the format of", "always"
_SUBJECT = rx.compile(
    # ("R1: Drawing number is HG- …": a label and the field's name; not "Lot: 2 digits which are …")
    r"^(?:[^「」\"':]*?:\s*(?:(?!\b(?:which|that)\b)[^\d,:])*?\b(?:is|are)\s+"
    r"|[^「」\"':]*?(?:は|:)\s*"
    # 「鍵番号　K+数字3桁」: a Japanese label set off by a space names the field
    r"|[^\x00-\x7f「」]{1,20}\s+(?=[A-Z「\"'])|.*?\b(?:(?:must|should|can|may|has\s+to|have\s+to|needs?\s+to)\s+(?:only\s+)?be|is|are|(?:must|should|shall|has\s+to|have\s+to)\s+(?:start|begin)\s+with"
    r"|(?:starts|begins)\s+with)\s+)?"
    r"(?:always\s+)?(?:(?:in\s+)?(?:the\s+)?format\s+(?:of\s+)?)?",
    NOCASE,
)


def _literal_segment(part: str, first: bool) -> tuple[str, str] | None:
    """Reads a literal part of a sequence: 'T', '「E」', 'PRD-', 'a plus sign'."""
    text = rx.sub(r"^(?:続いて|続けて|その後(?:に)?|後に|and\s+then|then)\s*", "", part.strip(), flags=NOCASE)
    if first:
        text = _SUBJECT.sub("", text)
        text = rx.sub(r"^(?:先頭|頭|最初)\s*(?:は|が|に)?\s*", "", text)
    text = rx.sub(r"^(?:an?|the)\s+", "", text, flags=NOCASE)
    # "the letter A or B", "'A' or 'B'", 「「N」(看護部)または「D」(医師)」: one character of those named (a
    # gloss in brackets after each names what it stands for)
    gloss = r"(?:\s*\([^()]{1,15}\))?"
    either = rx.fullmatch(
        rf"(?:(?:letters?|characters?|capitals?)\s+)?(['\"「]?)([A-Za-z0-9])['\"」]?{gloss}"
        rf"(?:\s+or\s+|\s*(?:または|もしくは|又は|か)\s*)(['\"「]?)([A-Za-z0-9])['\"」]?{gloss}",
        text,
        NOCASE,
    )
    if first and either and either.group(2) != either.group(4):
        first_char, second_char = either.group(2), either.group(4)
        return f"[{first_char}{second_char}]", f'"{first_char}" or "{second_char}"'
    named = named_literal(text)
    if named and named[0] == "char" and named[1] != "SPACE":
        return re.escape(named[1]), f'"{named[1]}"'
    if (
        not first
        and named == ("char", "SPACE", "")
        and rx.fullmatch(r"(?:single\s+|one\s+)?space", text, NOCASE)
    ):
        return " ", "a space"  # "4 digits, then a space, then 4 digits": one space between two parts
    if rx.fullmatch(QUOTED, text) or rx.fullmatch(r"[A-Z][A-Z0-9]{0,3}[-_]?|[A-Z0-9]{1,4}[-_]", text):
        literal = unquote(text)
        return re.escape(literal), f'"{literal}"'
    return None


def _counted(count: int, label: str) -> str:
    """'3 digits', and '1 digit' (the label's first plural made singular)."""
    if count != 1:
        return f"{count} {label}"
    return "1 " + rx.sub(r"\b(letter|digit|character)s\b", r"\1", label, count=1)


# "one letter from A to F", 「A〜Hの英字1文字」, 「A-Hのいずれか1文字」, 「英字1文字(A〜H)」: a span
_LETTER_SPANS = [
    rx.compile(
        r"(?:(?:an?|one|single)\s+|(?P<n>\d+)\s+)?(?:upper[- ]?case\s+|capital\s+)?letters?\s+(?:from\s+)?"
        r"(?P<low>[A-Z])\s*(?:to|through|-|~)\s*(?P<high>[A-Z])"
    ),
    rx.compile(
        r"(?P<low>[A-Z])\s*[~-]\s*(?P<high>[A-Z])\s*の\s*(?:(?:いずれか|(?:半角)?(?:英大文字|英字|アルファベット|大文字))"
        r"\s*(?:(?P<n>\d+)\s*文字)?|(?P<one>1)\s*文字)"
    ),
    rx.compile(
        r"(?:半角)?(?:英大文字|英字|アルファベット|大文字)\s*(?P<n>\d+)\s*文字\s*\(\s*(?P<low>[A-Z])\s*[~-]\s*"
        r"(?P<high>[A-Z])\s*\)"
    ),
    rx.compile(
        r"(?:半角)?(?:英大文字|英字|アルファベット|大文字)\s*(?P<n>\d+)\s*文字\s*で\s*(?P<low>[A-Z])\s*[~-]\s*"
        r"(?P<high>[A-Z])\s*(?:の(?:いずれか|範囲))?"
    ),
]


def _letter_span(part: str) -> tuple[int, str, str] | None:
    """The count and the first and last letter of a part that is letters of a span, or None."""
    for form in _LETTER_SPANS:
        if (found := form.fullmatch(part)) and found["low"] < found["high"]:
            return int(found["n"] or 1), found["low"], found["high"]
    return None


def letter_span(ctx: Description) -> Rule | None:
    """Understands 'one letter from A to F', 「A〜Fのいずれか1文字」 said of the whole value."""
    if ctx.field_type not in ("string", "text"):
        return None
    bare = rx.sub(r"^[^:]{1,30}:\s*|\s*(?:only|のみ|だけ)?\s*[.。]?$", "", ctx.text.strip(), flags=NOCASE)
    if (span := _letter_span(bare)) is None:
        return None
    n, low, high = span
    return pattern_rule(
        f"[{low}-{high}]" + (f"{{{n}}}" if n > 1 else ""), f"must be {_counted(n, f'letters {low}-{high}')}"
    )


def _segment(part: str, first: bool = False) -> tuple[str, str] | None:
    """Turns '2 upper-case letters' / '数字4桁' / 'a hyphen' / '8 to 15 digits' into (regex, words)."""
    if literal := _literal_segment(part, first):
        return literal
    optional = rx.fullmatch(r"(?:an?\s+)?optional\s+(.+?)", part.strip(), NOCASE)
    if not first and optional and (said := named_literal(optional.group(1))) and said[0] == "char":
        char = " " if said[1] == "SPACE" else said[1]  # "RMA, an optional hyphen, 6 digits"
        return re.escape(char) + "?", f'an optional "{char}"'
    if first:
        part = _SUBJECT.sub("", part.strip())  # "The room number must be a single capital letter"
    bare = rx.sub(r"^[^:]{1,30}:\s*", "", part.strip()) if first else part.strip()
    if not first and rx.fullmatch(  # "a plus sign followed by digits only", "a hyphen, then a number"
        r"(?:one\s+or\s+more\s+|any\s+number\s+of\s+)?digits(?:\s+only)?|an?\s+number",
        bare.rstrip(".。"),
        NOCASE,
    ):
        return "[0-9]+", "digits"
    # "letters first, then digits", 「英字の後に数字」: a run of one class, not counted
    uncounted = rx.fullmatch(
        r"(?:one\s+or\s+more\s+)?((?:upper[- ]?case\s+|lower[- ]?case\s+|capital\s+)?"
        r"(?:letters|digits|numbers|numerals)"
        r"|(?:半角)?(?:英字|英大文字|英小文字|アルファベット|数字))(?:\s+first|\s+only|のみ|だけ)?",
        rx.sub(
            r"^(?:続いて|続けて|その後(?:に|は)?|後に|and\s+then|then)\s*",
            "",
            bare.rstrip(".。"),
            flags=NOCASE,
        ),
        NOCASE,
    )
    if uncounted:
        classes, _ = find_classes(uncounted.group(1))
        cls = class_regex(classes, uncounted.group(1))
        return cls + "+", f"one or more {class_label(cls)}"
    if named := rx.fullmatch(r"(?:the\s+)?(?:letter|character|capital)\s+([A-Za-z])", bare, NOCASE):
        return re.escape(named.group(1)), f'"{named.group(1)}"'  # "the letter E, then a hyphen"
    if (span := _letter_span(bare)) is not None:  # "one letter from A to F", 「A〜Hの英字1文字」
        n, low, high = span
        return f"[{low}-{high}]" + (
            f"{{{n}}}" if n > 1 else ""
        ), f"{n} letter{'s' if n > 1 else ''} {low}-{high}"
    # "then one digit 1-9", "2 digits from 1 to 5": the digits' values, never their count
    valued = rx.fullmatch(
        r"(?:(?:an?|one|single)\s+|(\d+)\s+)digits?\s+(?:from\s+)?([0-9])\s*(?:to|through|-|~)\s*([0-9])",
        bare,
        NOCASE,
    )
    if valued and valued.group(2) < valued.group(3):
        n = int(valued.group(1) or 1)
        low, high = valued.group(2), valued.group(3)
        return f"[{low}-{high}]" + (
            f"{{{n}}}" if n > 1 else ""
        ), f"{n} digit{'s' if n > 1 else ''} {low}-{high}"
    if picked := rx.fullmatch(  # "1 colour letter (B/W/S/G)": one letter of those in the bracket
        r"(?:(?:1|one|an?|single)\s+(?:[a-z]+\s+){0,2}?letter|[^\d\s()]{0,8}?1\s*文字)\s*"
        r"\(\s*((?-i:[A-Z])(?:\s*(?:[/,、・|]|,?\s*or)\s*(?-i:[A-Z]))+)\s*\)",
        bare.rstrip(".。"),
        NOCASE,
    ):
        letters = rx.findall(r"[A-Z]", picked.group(1))
        return f"[{''.join(letters)}]", "one of " + ", ".join(f'"{letter}"' for letter in letters)
    if (
        ranged := _ranged_number(bare)
    ) is not None:  # "2 digits from 01 to 47", 「都道府県コード2桁(01〜47)」
        return ranged
    # ("one capital revision letter", "a check digit": what the character is for, between)
    one = rx.fullmatch(
        r"(?:(?:an?|one)\s+single|an?|one|single|1)\s+"
        r"((?:upper[- ]?case\s+|lower[- ]?case\s+|capital\s+)?)"
        r"(?:(?!(?:or|to|and|more|less|than)\b)[a-z]+\s+){0,2}?"
        r"(letters?|digits?)",
        part.strip(),
        NOCASE,
    )
    if one:
        kind = one.group(1) + one.group(2)
        classes, _ = find_classes(kind)
        cls = class_regex(classes, kind)
        return cls, _counted(1, class_label(cls))
    if alternatives := alternative_digits(part):
        return alternatives
    count = rx.search(NUM, part)
    bounds = find_bounds(part)
    if (
        bounds
        and isinstance(bounds.low, int)
        and isinstance(bounds.high, int)
        and 0 <= bounds.low <= bounds.high  # ("3 digits (e.g. DP-2024-017)": no count from -2024 to 17)
    ):
        quant = quantifier(bounds)
        classes, _ = find_classes(part)
        unit = rx.search(r"letters?|digits?|桁|characters?|文字|字", part, NOCASE)
        if quant and (classes or unit):
            cls = class_regex(classes, unit.group(0) if unit else "")
            return f"{cls}{quant}", f"{count_words(bounds)} {class_label(cls)}"
    if not count or (bounds and (bounds.low is not None or bounds.high is not None)):
        return None
    classes, _ = find_classes(part)
    unit = rx.search(r"letters?|digits?|桁|characters?|文字|字", part, NOCASE)
    if not classes and not unit:
        return None
    cls = class_regex(classes, unit.group(0) if unit else "")
    value = to_number(count.group(0))
    if not isinstance(value, int) or value <= 0:
        return None
    return (cls if value == 1 else f"{cls}{{{value}}}"), _counted(value, class_label(cls))


# A part that is a number of fixed width between two: "2 digits from 01 to 47", "a number from 100 to 250",
# 「都道府県コード2桁(01〜47)」, 「01〜47の2桁」
_RANGED_NUMBER = rx.compile(
    r"(?:(?:an?\s+)?(?:number|code)|(?P<en>\d+)\s*[- ]?digits?(?:\s+(?:number|code))?)\s+"
    r"(?:from\s+|between\s+)?(?P<lo>\d{2,})\s*(?:to|through|-|~|and)\s*(?P<hi>\d{2,})"
    r"|[^\d\s()]{0,12}?(?P<ja>\d+)\s*桁(?:の数字)?\s*\(\s*(?P<lo2>\d{2,})\s*~\s*(?P<hi2>\d{2,})\s*\)"
    r"|(?P<lo3>\d{2,})\s*~\s*(?P<hi3>\d{2,})\s*の\s*(?:(?P<ja3>\d+)\s*桁|数字)"
    # ("a 2-digit month (01-12)": what the number is, named)
    r"|(?:an?\s+)?(?P<en4>\d+)\s*[- ]?digits?(?:\s+[a-z]+)?\s*"
    r"\(\s*(?P<lo4>\d{2,})\s*(?:-|~|to)\s*(?P<hi4>\d{2,})\s*\)",
    NOCASE,
)


def _ranged_number(part: str) -> tuple[str, str] | None:
    """The pattern and words of a part that is a number between two of one width, or None."""
    if (found := _RANGED_NUMBER.fullmatch(part.strip().rstrip(".。"))) is None:
        return None
    low = found["lo"] or found["lo2"] or found["lo3"] or found["lo4"]
    high = found["hi"] or found["hi2"] or found["hi3"] or found["hi4"]
    width = found["en"] or found["ja"] or found["ja3"] or found["en4"]
    if len(low) != len(high) or low >= high or (width is not None and int(width) != len(low)):
        return None
    return number_span(low, high), f"a number from {low} to {high}"


_SPANNED = rx.compile(r"\b(?:letters?|digits?) [A-Za-z0-9]-[A-Za-z0-9]$")


# "…; optional 'JP' prefix", ", optionally preceded by JP", "an optional 'JP', then 2 digits …": a literal
# that may stand first (or, "optional 'R' suffix", last)
_LEAD_LITERAL = rf"(?:{QUOTED}|(?-i:[A-Z]{{1,5}})\b)"
_OPTIONAL_LEAD = rx.compile(
    rf"\s*[,;]?\s*(?:and\s+)?(?:optionally\s+(?:preceded|prefixed)\s+by\s+(?:the\s+letters\s+)?(?P<by>{_LEAD_LITERAL})"
    rf"|(?:with\s+)?(?:an?\s+)?optional\s+(?P<prefix>{_LEAD_LITERAL})\s+prefix\b"
    # "6 digits, optional 'R' suffix": a literal that may stand last
    rf"|(?:with\s+)?(?:an?\s+)?optional\s+(?P<suffix>{_LEAD_LITERAL})\s+suffix\b"
    # "+ optional 1-letter suffix for sector (KT0421, KT0421B)", "optional suffix A or B": a letter that may
    # stand last (its examples go with it)
    r"|(?:\+\s*|(?:with|plus)\s+)?(?:an?\s+)?optional\s+"
    # ("optional 2-letter suffix", "optional letter suffix": a count of letters, else one)
    r"(?:(?P<letter>(?:(?P<count>[2-4]|two|three)|1|one|single)?[- ]?(?:upper[- ]?case\s+"
    r"|capital\s+)?letter)\s+suffix|suffix\s+(?:letter\s+)?(?P<letters>(?-i:[A-Z])(?:\s*(?:,|/|\bor\b)\s*(?-i:[A-Z]))+))"
    r"(?:\s+(?:for|to\s+mark)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)?"
    r"(?:\s*\((?:e\.\s?g\.?\s*|例\s*:?\s*)?[A-Z0-9, -]+\)"
    r"|\s*,?\s*e\.\s?g\.?\s+[A-Z0-9, -]+(?:\s+or\s+[A-Z0-9-]+)?)?)"
    r"\s*\.?\s*$"
    rf"|^(?:an?\s+)?optional\s+(?P<first>{_LEAD_LITERAL})\s*(?:prefix\s*)?,\s*(?:then\s+)?",
    NOCASE,
)


def _optionally_led(text: str, lead: re.Match[str], ctx: Description) -> Rule | None:
    """The layout without its optional literal, the literal let in before it ('JP' + …) or after it."""
    text = text[: lead.start()] + text[lead.end() :]
    if lead.group("letter") or lead.group("letters"):
        return _optional_last_letter(text, lead, ctx)
    literal = unquote(lead.group("by") or lead.group("prefix") or lead.group("first") or lead.group("suffix"))
    if (layout := _layout_left(text, ctx)) is None:
        return None
    regex, said = layout
    if lead.group("suffix"):
        return pattern_rule(
            f"(?:{regex})(?:{re.escape(literal)})?", f'must be {said}, optionally followed by "{literal}"'
        )
    return pattern_rule(
        f"(?:{re.escape(literal)})?(?:{regex})", f'must be {said}, optionally preceded by "{literal}"'
    )


def _layout_left(text: str, ctx: Description) -> tuple[str, str] | None:
    """The pattern and words of the layout left once an optional part is set aside, or None."""
    rest = sequence(Description(text, ctx.field_type, ctx.field_name))
    if isinstance(rest, PatternRule) and not rest.pattern.startswith("(?s)"):
        return rest.pattern, (rest.message or "").removeprefix("must be ")
    if (pieces := _pieces(rx.sub(r"^[^:]{1,40}:\s*", "", text))) is not None and len(pieces) == 1:
        return pieces[
            0
        ]  # "13 digits; optional 'T' prefix", "Tag: 4 digits + optional one-letter suffix": one part
    return None


# "A or B (e.g. TK01, TK12A)": one of the capital letters named (its examples go with it)
_LETTER_CHOICE = rx.compile(
    r"(?:one\s+of\s+)?((?-i:[A-Z])(?:\s*(?:,|/|\bor\b)\s*(?-i:[A-Z]))+)"
    r"\s*(?:\((?:e\.\s?g\.?\s*)?[A-Z0-9, -]+\))?\s*\.?",
    NOCASE,
)


def _optional_last_letter(text: str, lead: re.Match[str], ctx: Description) -> Rule | None:
    """The layout, then a letter that may stand last: one of those named, else one of the layout's case."""
    if (layout := _layout_left(text, ctx)) is None:
        return None
    regex, said = layout
    count = {"two": 2, "three": 3}.get((lead.group("count") or "1").lower()) or int(lead.group("count") or 1)
    if lead.group("letters"):
        letters = rx.findall(r"[A-Z]", lead.group("letters"))
        last, named = f"[{''.join(letters)}]", " or ".join(f'"{letter}"' for letter in letters)
    elif rx.search(r"upper|capital", lead.group("letter"), NOCASE) or ("A-Z" in regex and "a-z" not in regex):
        last, named = "[A-Z]", "upper-case letter"
    else:
        last, named = "[A-Za-z]", "letter"
    if not lead.group("letters"):
        last, named = (last, f"one {named}") if count == 1 else (f"{last}{{{count}}}", f"{count} {named}s")
    return pattern_rule(f"(?:{regex})(?:{last})?", f"must be {said}, optionally followed by {named}")


def sequence(ctx: Description) -> Rule | None:
    """Understands '2 upper-case letters followed by 4 digits' and '英大文字2文字+数字4桁'."""
    if any(rx.search(r"[、,]", listed) for listed in digit_count_lists(ctx.text)):
        return None  # 「数字8、10または12桁」: alternative counts, not a sequence
    # A bare "+" before "then"/"followed by" is the character, not the joiner: "+ then 8 digits".
    # (「+に続けて8〜15桁の数字」: the same, in Japanese)
    text = rx.sub(
        r"(^|[:\s])\+(?=\s*(?:then\b|followed\s+by\b|and\s+then\b|に続けて|の後に|のあとに|に続く))",
        r"\1plus sign",
        ctx.text,
    )
    text = rx.sub(r"「\+」|\"\+\"|'\+'", "plus sign", text)  # 「+」の後に: the character, quoted
    text = rx.sub(r"\s*[。.]$", "", text)  # 「…数字6桁であること。」: the full stop ends the sentence
    # "…, 1 digit (e.g. 56-81-5 for glycerin)": a closing example shows the whole value, no part of the last
    text = rx.sub(r"\s*\(\s*(?:e\.\s?g\.?|eg\b|for\s+example|例)[^()]*\)\s*$", "", text, flags=NOCASE)
    # "… followed by '-SMP' (KIT123-SMP)": a code closing the sentence in brackets is an example of the whole
    text = rx.sub(r"\s*\((?-i:(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*[0-9])[A-Z0-9][A-Z0-9-]*)\)$", "", text)
    # "followed by '-HK' (Hokkaido plants)": what a literal stands for, in words
    text = rx.sub(r"(?<=['\"」])\s*\((?-i:[A-Za-z][a-z]*)(?:\s+[a-z]+){0,4}\)", "", text)
    # "… followed by '-HK', e.g. 0101-HK": an example closing the sentence, unbracketed, with a literal named
    closing = rx.search(r"\s*[,;]\s*(?:e\.\s?g\.?|for\s+example)\s*:?\s*([\w-]+)\s*$", text, NOCASE)
    if closing and any(len(q) > 1 and q in closing.group(1) for q in rx.findall(r"'([^']+)'", text)):
        text = text[: closing.start()]
    # "a plus sign, then 61, then 9 digits": a bare number between two parts is written as it is
    text = rx.sub(r"(?<=\bthen\s)(\d{1,4})(?=\s*,?\s*(?:then|followed\s+by)\b)", r'"\1"', text, flags=NOCASE)
    # "Validation: starts with 'MX-' then …": a label names the field, not a part
    text = rx.sub(
        r"^[A-Za-z][A-Za-z .()/-]{0,30}:\s+(?=(?:must\s+|should\s+)?(?:start|begin)s?\s+with\b)",
        "",
        text,
        flags=NOCASE,
    )
    if (either := _either_sequence(text)) is not None:
        return either  # "GB + 12 digits or XI + 12 digits": one sequence or the other
    if (lead := _OPTIONAL_LEAD.search(text)) is not None:
        return _optionally_led(text, lead, ctx)
    optional = rx.search(r",?\s*(?:and\s+)?optionally\s+(?:followed\s+by|then)\s+", text, NOCASE)
    if optional is not None:  # "5 digits, optionally followed by a hyphen and 4 more digits"
        head, tail = _pieces(text[: optional.start()]), _pieces(text[optional.end() :])
        if letters := _LETTER_CHOICE.fullmatch(text[optional.end() :]):  # "…, optionally followed by A or B"
            picked = rx.findall(r"[A-Z]", letters.group(1))
            tail = [(f"[{''.join(picked)}]", " or ".join(f'"{letter}"' for letter in picked))]
        if head is None or tail is None or len(tail) < 1:
            return None
        (first, said), (then, more) = _joined(head), _joined(tail)
        return pattern_rule(f"{first}(?:{then})?", f"must be {said}, optionally followed by {more}")
    if (listed := _LISTED_TAIL.search(text)) is not None:
        if rx.search(r"\bif\b|\bwhen\b|\bunless\b", text[: listed.start()], NOCASE):
            return None  # "2 letters; if unknown then XX or ZZ": a condition's "then", no part that follows
        return _listed_tail(text[: listed.start()], listed.group("list"))
    if (last := _LAST_DIGITS.search(text)) is not None:
        return _last_digits(text[: last.start()], int(last.group(1)))
    parts = _parts(text)
    if len(parts) < 2:
        return None
    pieces = _pieces(text)
    # "'_' then one capital letter": a quoted literal, then one character of a class
    literal_then_class = (
        pieces is not None
        and any(w.startswith('"') for _, w in pieces[:-1])
        and (pieces[-1][0].startswith("["))
    )
    if pieces is None or (
        not literal_then_class
        and not any(
            (("{" in rx or rx.endswith("]+")) and rx[0] != ".")
            or _SPANNED.search(words)
            or words.startswith("a number from")  # 「「CCP-」+数字2桁(01〜99)」
            for rx, words in pieces
        )
    ):
        return None  # ("one letter A-F, then a digit 1-9": each part spans its own characters)
    # (「「南総第」+数字+「号」」: a quoted literal joined by "+" puts the parts in order)
    joined_literal = "+" in text and any(w.startswith('"') for _, w in pieces)
    if (
        any(w.startswith("one or more") for _, w in pieces)
        and not _ORDER_SAID.search(text)
        and not joined_literal
    ):
        return None  # "lowercase letters, digits, hyphens", 「英大文字と数字」: classes held, in no order
    if any(rx == "[0-9]+" and pieces[i - 1][0].startswith("[0-9]") for i, (rx, _) in enumerate(pieces) if i):
        return None  # "10 or 11 digits, digits only": one class said twice, not two parts
    regex, described = _joined(pieces)
    # "... followed by a dash": more must come after it (not "then 1 uppercase letter", a class)
    ends_literal = not rx.search(r"[{\[]", pieces[-1][0])
    if ends_literal and rx.search(r"\b(?:must\s+|should\s+)?(?:start|begin)s?\s+with\b", ctx.text, NOCASE):
        return pattern_rule(
            f"(?s){regex}.*", "must start with " + described
        )  # "begin with 2 letters and a dash"
    return pattern_rule(regex, "must be " + described)


# "3 capital letters, a hyphen, then a size from XS, S, M, L or XL",
# 「数字1桁+「R」「K」「DK」のいずれか」: the parts, then one of the values named (an example after them goes)
_LISTED_ITEM = rf"(?:{QUOTED}|[A-Za-z0-9]{{1,6}})"
_LISTED_SEP = r"(?:\s*(?:,\s*or\b|,|、|・|/|\bor\b)\s*|(?<=」)(?=「))"
_LISTED_TAIL = rx.compile(
    r"\s*,?\s*(?:(?:and\s+)?then|followed\s+by|\+|の後に|に続けて)\s*"
    r"(?:(?:one\s+of|either|(?:an?\s+)?[a-z]+\s+(?:from|out\s+of))\s+)?"
    rf"(?P<list>{_LISTED_ITEM}(?:{_LISTED_SEP}{_LISTED_ITEM}){{1,11}})\s*(?:の\s*)?(?:いずれか|どれか)?"
    r"(?:\s*[-,(]?\s*(?:like|e\.g\.|for\s+example|例)\s*:?[^()]*\)?)?\s*$",
    NOCASE,
)


def _listed_tail(head: str, listed: str) -> Rule | None:
    """The parts of a sequence, then one of the values named after them."""
    pieces = _pieces(head)
    if not pieces or not any("[" in regex for regex, _ in pieces):
        return None
    items = [unquote(item) for item in rx.findall(_LISTED_ITEM, listed) if item.lower() != "or"]
    if len(items) < 2:
        return None
    regex, described = _joined(pieces)
    named = ", ".join(f'"{i}"' for i in items[:-1]) + f' or "{items[-1]}"'
    return pattern_rule(
        regex + "(?:" + "|".join(re.escape(i) for i in items) + ")",
        f"must be {described} then one of {named}",
    )


# 「英数字10桁で、末尾2桁は数字」, "10 characters, the last 2 must be digits": the end of the value
_LAST_DIGITS = rx.compile(
    r"[、,]\s*(?:the\s+)?(?:末尾|最後の|last\s+)(\d{1,2})\s*(?:桁|文字|digits|characters|chars)?\s*"
    r"(?:は|が|must\s+be|are|should\s+be)\s*(?:半角)?(?:数字|digits|numeric|numbers)(?=\s*(?:[。.]|$))",
    NOCASE,
)


# "letters first, then digits", 「英字の後に数字」: runs of classes said in order
_ORDER_SAID = rx.compile(
    r"\bthen\b|\bfollowed\s+by\b|\bfirst\b|\bafter\s+(?:it|that|them)\b|の後に|に続けて|続けて|続いて|その後",
    NOCASE,
)


def _last_digits(head: str, count: int) -> Rule | None:
    """One class of a length whose last digits are digits: the length stays, its end is digits."""
    pieces = _pieces(rx.sub(r"で$", "", head))
    if pieces is None or len(pieces) != 1:
        return None
    whole = rx.fullmatch(r"(\[[^\]]+\]|\(\?:[^()]+\)|\.)\{(\d+)\}", pieces[0][0])
    if whole is None or int(whole.group(2)) <= count:
        return None
    regex = f"{whole.group(1)}{{{int(whole.group(2)) - count}}}[0-9]{{{count}}}"
    return pattern_rule(regex, f"must be {pieces[0][1]}, the last {count} of them digits")


def _either_sequence(text: str) -> Rule | None:
    """Two sequences joined by 'or' ('GB followed by 12 digits, or XI followed by 12 digits'), or None."""
    sides = rx.split(r"\s*,?\s+or\s+", rx.sub(r"\s+(?:for|in)\s+[\w\s-]{1,30}$", "", text), flags=NOCASE)
    if len(sides) != 2 or not all(rx.search(r"followed\s+by|\bthen\b|\+", side, NOCASE) for side in sides):
        return None
    read = [_pieces(side) for side in sides]
    if any(pieces is None or len(pieces) < 2 for pieces in read):
        return None
    return AnyOfRule(
        rules=[
            pattern_rule(regex, f"must be {described}")
            for regex, described in (_joined(pieces) for pieces in read if pieces is not None)
        ]
    )


def _joined(pieces: list[tuple[str, str]]) -> tuple[str, str]:
    """The regex and the words of a sequence's parts, in order."""
    return "".join(regex for regex, _ in pieces), " followed by ".join(words for _, words in pieces)


def _parts(text: str) -> list[str]:
    """Cuts a sequence at its joiners, never inside a quoted literal (「+81」に続けて)."""
    quoted: list[str] = []

    def hide(match: re.Match[str]) -> str:
        quoted.append(match.group(0))
        return f"\x00{len(quoted) - 1}\x00"

    hidden = rx.sub(QUOTED, hide, text)
    parts = [p for p in rx.split(_JOINER, hidden, flags=NOCASE) if p.strip()]
    return [rx.sub(r"\x00(\d+)\x00", lambda m: quoted[int(m.group(1))], p) for p in parts]


def _pieces(text: str) -> list[tuple[str, str]] | None:
    """The regex and words of each part of a sequence ('4 letters, then 2 digits'), or None
    when a part is not one."""
    parts = _parts(text)
    pieces = [piece for i, p in enumerate(parts) if (piece := _segment(p, first=i == 0)) is not None]
    return pieces if parts and len(pieces) == len(parts) else None


_FIRST = (
    r"(?:(?:先頭(?:\d+文字)?|頭文字|1文字目|最初の文字)(?:\s*は|\s*が)?"
    r"|(?:the\s+)?first\s+(?:character|letter|char)\s+(?:must\s+be|is|should\s+be)?)"
)
_REST = (
    r"(?:(?:2文字目以降|残り|以降|それ以降|後続)(?:\s*は|\s*が)?"
    r"|(?:the\s+)?(?:rest|remaining\s+characters?|others?)\s+(?:must\s+be|are|should\s+be)?)"
)
_POSITIONAL = rx.compile(
    rf"{_FIRST}\s*(?P<first>[^、,;]+?)\s*(?:、|,|;|and)\s*{_REST}\s*(?P<rest>.+?)\s*(?:のみ|only|であること)?$",
    NOCASE,
)


_NAMED_RANGE = (
    r"(?:letters?|characters?|digits?|numbers?)\s+(?:from\s+)?"
    r"([A-Za-z0-9])\s*(?:to|through|-|~)\s*([A-Za-z0-9])\b"
)
# Each range of a list: 'letters a-z and digits 0-9', 'A-Z, 0-9'.
_RANGE = rx.compile(
    r"(?:(?:letters?|characters?|digits?|numbers?)\s+(?:from\s+)?|(?<=and\s)|(?<=,\s)|(?<=or\s))"
    r"([A-Za-z0-9])\s*(?:to|through|-|~)\s*([A-Za-z0-9])\b",
    NOCASE,
)
# Characters named besides the ranges: "digits 0-9 and hyphens" is read by `measure`.
_OTHER_CHARACTERS = rx.compile(
    r"\b(?:hyphens?|dash(?:es)?|underscores?|spaces?|periods?|dots?|full\s+stops?|commas?|symbols?|punctuation"
    r"|apostrophes?|slash(?:es)?|letters?|characters?|digits?|numbers?|kana|kanji)\b|[-_.@/+&'#]",
    NOCASE,
)


def _classes_only(said: str) -> bool:
    """'english letters and spaces only': classes of characters and nothing more, up to 'only'."""
    listed = rx.match(r"\s*([^.;:'\"「」]{1,60}?)\s+only\b", said, NOCASE)
    return bool(listed and find_classes(listed.group(1))[0] and not rx.search(r"\d", listed.group(1)))


def character_range(ctx: Description) -> Rule | None:
    """Understands 'uppercase letters A to F only', 'only digits 1 to 5', 'letters a-z and digits 0-9'."""
    if not rx.search(_NAMED_RANGE, ctx.text, NOCASE) or ctx.field_type not in ("string", "text"):
        return None
    if rx.search(r"\bfollowed\s+by\b|\bthen\b|の後に|に続けて", ctx.text, NOCASE):
        return None  # "one letter from A to F then 4 digits": a sequence, read by `sequence`
    if rx.search(r"\blong\b|\bin\s+length\b", ctx.text, NOCASE):
        return None  # "characters 1 - 8 long": a length
    # "…。first digit 1-9" (「先頭は0以外の数字」): the first one alone, read by `first_digit_range`
    if ONE_PLACE_RANGE.search(ctx.text):
        return None
    if _OTHER_CHARACTERS.search(_RANGE.sub(" ", rx.sub(r"^[^:]{1,30}:\s", "", ctx.text))):
        return None  # "digits 0-9 and hyphens": more than the ranges
    ranges = [m.groups() for m in _RANGE.finditer(ctx.text)]
    if len(ranges) == 1 and (edge := _EDGE_IN_RANGE.search(ctx.text)):
        placed = _edge_in_range(edge)  # "starts with a letter A-H": that place alone
        clause = rx.split(r"[.;:,。、]", ctx.text[: edge.start()])[-1]  # (not "Not case sensitive: …")
        refused = rx.search(r"\b(?:not|never|cannot|can't|mustn't)\b|不可", clause, NOCASE)
        return NotRule(rule=placed) if placed is not None and refused else placed
    for low, high in ranges:
        if not (low.isdigit() == high.isdigit() and low.isupper() == high.isupper() and low < high):
            return None
    first = _RANGE.search(ctx.text)
    if first and rx.search(
        r"\b(?:not|no|never|without|cannot|can't|mustn't)\b|不可|禁止|ない", ctx.text[: first.start()], NOCASE
    ):
        return None  # "must not contain any digits 0-9": the characters refused, read by `class_absent`
    spans = " and ".join(f"{low} to {high}" for low, high in ranges)
    chars = "".join(f"{low}-{high}" for low, high in ranges)
    return pattern_rule(f"[{chars}]+", f"must contain only the characters {spans}")


# "starts with a (building) letter A-H", "must end in a digit 1-5": one place's characters, not the value's
_EDGE_IN_RANGE = rx.compile(
    r"\b(start|begin|end)(?:s|ing)?\s+(?:with|in)\s+(?:an?\s+|one\s+|1\s+)?(?:[a-z]+\s+)?"
    rf"{_NAMED_RANGE}",
    NOCASE,
)


def _edge_in_range(edge: re.Match[str]) -> Rule | None:
    """The first (or last) character in a range ('starts with a letter A-H'), or None when no range."""
    low, high = edge.group(2), edge.group(3)
    if not (low.isdigit() == high.isdigit() and low.isupper() == high.isupper() and low < high):
        return None
    if edge.group(1).lower() == "end":
        return pattern_rule(f"(?s).*[{low}-{high}]", f"must end with a character from {low} to {high}")
    return pattern_rule(f"(?s)[{low}-{high}].*", f"must start with a character from {low} to {high}")


def exactly_one(ctx: Description) -> Rule | None:
    """Understands "exactly one '@'": one occurrence of a character, no more."""
    match = rx.search(
        rf"\bexactly\s+(?:one|1)\s+({QUOTED}|\S)(?:\s+(?:sign|character|symbol))?\s*$", ctx.text, NOCASE
    )
    if match is None:
        return None
    char = unquote(match.group(1))
    if len(char) != 1:
        return None
    other = _char_class(char, negate=True)
    return pattern_rule(f"{other}*{re.escape(char)}{other}*", f'must contain "{char}" exactly once')


def nth_character(ctx: Description) -> Rule | None:
    """Understands 「3文字目はハイフン」, 'the 3rd character must be a hyphen'."""
    match = rx.search(
        r"(\d+)\s*文字目\s*(?:は|が)\s*(.+?)(?:であること|です|とする)?$", ctx.text
    ) or rx.search(
        r"\bthe\s+(\d+)(?:st|nd|rd|th)\s+character\s+(?:must|should|has\s+to)\s+be\s+(.+)$", ctx.text, NOCASE
    )
    if match is None or int(match.group(1)) < 2 or int(match.group(1)) > 100:
        return None
    named = named_literal(rx.sub(r"^(?:an?|the)\s+", "", match.group(2).strip(), flags=NOCASE))
    quoted = rx.fullmatch(QUOTED, match.group(2).strip())
    if named and named[0] == "char" and named[1] != "SPACE":
        char = named[1]
    elif quoted and len(unquote(quoted.group(0))) == 1:
        char = unquote(quoted.group(0))
    else:
        return None
    position = int(match.group(1))
    return pattern_rule(
        f"(?s).{{{position - 1}}}{re.escape(char)}.*", f'must have "{char}" as character {position}'
    )


# 「先頭に「-」「_」は使えない」, 「2桁目に「0」は入れないこと」, 「末尾に「.」や「,」は使用不可」: characters
# refused at one place, every one of them (the first alone had been kept, or all refused anywhere)
_PLACE_REFUSED = rx.compile(
    r"^(?:(?:(?!先頭|末尾)[^「」、。]){1,20}?(?:の|は)\s*)?(?:(先頭|頭文字|最初の文字)|(末尾|最後の文字)|(\d{1,2})\s*(?:文字|桁)目"
    r"|(先頭\s*(?:または|又は|もしくは|および|及び|、|・|と|や|か)\s*末尾|先頭\s*(?:・|、|と)?\s*末尾\s*(?:とも|ともに|共に)?))"
    r"(?:の文字)?\s*(?:に|には|は|で)\s*((?:「[^「」]{1,20}」\s*(?:[、・やと,]|および|及び|または|又は|か)?\s*)+)"
    r"(以外)?(?:は|を|も|が)?\s*(?:使えない|使えません|使用(?:不可|禁止|できない|できません|しない(?:こと)?)"
    r"|入れない(?:こと|でください)?|入れられない|入力(?:不可|できない|できません)|不可|禁止|(?-i:NG)|ダメ|だめ"
    r"|(?:付け|つけ|置か|付与し|付加し)ない(?:こと|でください)?|認めない|認められない)(?:です|とする)?\s*。?$"
)


def place_refused(ctx: Description) -> Rule | None:
    """Understands 「先頭に「-」「_」は使えない」, 「2桁目に「0」は入れないこと」: refused at a place."""
    match = _PLACE_REFUSED.search(ctx.text)
    if match is None:
        return None
    literals = rx.findall(r"「([^「」]+)」", match.group(5))
    if match.group(4):  # 「先頭または末尾に「-」は使えない」: neither end
        starts: list[Rule] = [PrefixRule(value=lit, case_sensitive=True) for lit in literals]
        ends: list[Rule] = [SuffixRule(value=lit, case_sensitive=True) for lit in literals]
        return None if match.group(6) else NotRule(rule=AnyOfRule(rules=[*starts, *ends]))
    if match.group(1) or match.group(2) or match.group(3) == "1":
        # each literal a start or end of its own, so that a fullwidth bracket is refused as written too
        edge = SuffixRule if match.group(2) else PrefixRule
        edges: list[Rule] = [edge(value=lit, case_sensitive=True) for lit in literals]
        either = edges[0] if len(edges) == 1 else AnyOfRule(rules=edges)
        return either if match.group(6) else NotRule(rule=either)  # 「先頭に「0」以外は使えない」: only 0
    position = int(match.group(3))
    alternation = "|".join(re.escape(lit) for lit in literals)
    said = " or ".join(f'"{lit}"' for lit in literals)
    at = pattern_rule(
        f"(?s).{{{position - 1}}}(?:{alternation}).*", f"must have {said} at character {position}"
    )
    return at if match.group(6) else NotRule(rule=at)


def positional(ctx: Description) -> Rule | None:
    """Understands '先頭は英字、2文字目以降は数字' and 'first character a letter, the rest digits'."""
    match = _POSITIONAL.search(ctx.text)
    if match is None:
        return None
    first, _ = find_classes(match.group("first"))
    rest, _ = find_classes(match.group("rest"))
    if not first or not rest:
        return None
    head, tail = class_regex(first, ""), class_regex(rest, "")
    lead = rx.search(r"先頭(\d+)文字|first\s+(\d+)\s+(?:characters?|letters?)", match.group(0), NOCASE)
    count = rx.search(r"(\d+)\s*(?:桁|文字|digits?|characters?|letters?)", match.group("rest"), NOCASE)
    if lead and count:  # 「先頭2文字は英字、残りは数字6桁」
        n, m = int(lead.group(1) or lead.group(2)), int(count.group(1))
        return pattern_rule(
            f"{head}{{{n}}}{tail}{{{m}}}",
            f"must be {n} {class_label(head)} followed by {m} {class_label(tail)}",
        )
    return pattern_rule(
        f"{head}{tail}*", f"must start with one of {class_label(head)} followed only by {class_label(tail)}"
    )


_SPACE_WORD = r"(?:spaces?|whitespace|blanks?|スペース|空白)"
_EDGES = [
    (
        rf"leading(?:\s+(?:and|or)\s+|\s*/\s*)trailing\s+{_SPACE_WORD}|\btrimmed\b"
        rf"|(?:start|begin)\s+(?:or|and|nor)\s+end\s+with\s+(?:an?\s+)?{_SPACE_WORD}|(?:前後|両端)(?:の|に)?{_SPACE_WORD}"
        rf"|先頭(?:・|と|や|および|及び|or|/)末尾(?:の|には|にも|に)?{_SPACE_WORD}",
        r"(?s)(?:[^\s\p{Z}](?:.*[^\s\p{Z}])?)?",
        "must not start or end with whitespace",
    ),
    (
        rf"leading\s+{_SPACE_WORD}|先頭(?:には|にも|に|の|が)?{_SPACE_WORD}",
        r"(?s)(?:[^\s\p{Z}].*)?",
        "must not start with whitespace",
    ),
    (
        rf"trailing\s+{_SPACE_WORD}|末尾(?:には|にも|に|の|が)?{_SPACE_WORD}",
        r"(?s)(?:.*[^\s\p{Z}])?",
        "must not end with whitespace",
    ),
]


def whitespace_edges(ctx: Description) -> Rule | None:
    """Understands 'no leading or trailing spaces', '前後の空白不可' and 'a single word'."""
    if rx.search(r"\b(?:single|one)\s+word(?:\s+only)?\b|1単語", ctx.text, NOCASE):
        return pattern_rule(r"[^\s\p{Z}]*", "must be a single word, without spaces")
    for pattern, regex, message in _EDGES:
        if match := rx.search(pattern, ctx.text, NOCASE):
            if rx.match(r"\s*(?:or|,|、|や|または)\s*\S", ctx.text[match.end() :], NOCASE):
                return None  # "a space or a hyphen": more than whitespace, read by `affix`
            return pattern_rule(regex, message)
    return None


def _alternatives(segment: str, anded: bool = False) -> list[str] | None:
    """Reads '"a" or "b"' / '「a」または「b」' (when `anded`, also '"a" and "b"') as a list of literals."""
    quoted = rx.findall(QUOTED, segment)
    rest = rx.sub(QUOTED, " ", segment)
    joins = r"\band\b|&|と|" if anded else ""
    between = rf"(?:\s|,|、|・|/|{joins}\bor\b|または|もしくは|か|や)*"
    if len(quoted) >= 2 and rx.fullmatch(between, rest, NOCASE):
        return [unquote(q) for q in quoted]
    return None


def _bare_alternatives(before: str) -> list[str] | None:
    """Reads '49または45' (in '…は49または45で始まる') as a list of unquoted literals."""
    # (「部屋番号に4・9は含めない」: the field named with に, the codes after it)
    region = rx.sub(r"^(?:(?!または).)*?(?:は|が|(?<=[^\x00-\x7f])に)\s*", "", before.strip())
    # 「インストアコードの02/20」, 「メーカーコード45か49」: the codes named before the literals
    region = rx.sub(
        r"^(?:[^\sA-Za-z0-9「」、。]{1,20}の|[^\sA-Za-z0-9「」、。]{0,16}(?:コード|番号|記号|区分))\s*(?=[A-Za-z0-9])",
        "",
        region,
    )
    items = rx.split(r"\s*(?:または|もしくは|あるいは|か|や|、|・|(?<!/)/(?!/))\s*", region)
    if len(items) >= 2 and all(rx.fullmatch(r"[A-Za-z0-9_\-#@.+:/]{1,12}", item) for item in items):
        return items
    return None


def _either_affix(kind: str, literals: list[str], ci: bool = False) -> Rule:
    """Builds a rule for 'starts with / ends with / contains "a" or "b"' (any case when `ci`)."""
    if not all(lit.isascii() for lit in literals):
        # 「「株式会社」「(株)」で始まる」: each literal a rule of its own, so that the full-width form it
        # may have been written in is checked too (`widths.both_forms`)
        affix = {"prefix": PrefixRule, "suffix": SuffixRule, "contains": ContainsRule}[kind]
        return AnyOfRule(rules=[affix(value=lit, case_sensitive=not ci) for lit in literals])
    alternation = ("(?i:" if ci else "(?:") + "|".join(re.escape(lit) for lit in literals) + ")"
    regex, verb = {
        "prefix": (f"(?s){alternation}.*", "start with"),
        "suffix": (f"(?s).*{alternation}", "end with"),
        "contains": (f"(?s).*{alternation}.*", "contain"),
    }[kind]
    return pattern_rule(regex, f"must {verb} " + " or ".join(f'"{lit}"' for lit in literals))


def _symbols(text: str) -> list[str] | None:
    """Reads 'the characters < or >' / '<, > and &' as a list of short literals."""
    text = rx.sub(
        r"^(?:any\s+of\s+)?(?:the\s+|these\s+|those\s+|following\s+)*(?:characters?|symbols?)\s*:?\s*",
        "",
        text.strip(),
        flags=NOCASE,
    )
    tokens = rx.split(r"\s*(?:,|(?<![\w.])or(?![\w.])|\band\b)\s*", text.rstrip(". "), flags=NOCASE)
    if len(tokens) == 1:  # "/ \\ : * ? \" < > |": single symbols separated by spaces
        tokens = text.strip().split()
    tokens = [unquote(t) if len(t) > 2 and rx.fullmatch(QUOTED, t) else t for t in tokens]  # '<, ">" or ";"'
    if len(tokens) >= 2 and all(0 < len(t) <= 3 and not t.isalnum() for t in tokens):
        return tokens
    return None


def _digits_after_prefix(literal: str, rest: str) -> Rule | None:
    """「0から始まる10桁または11桁の数字」: a digit prefix and the value's whole length in digits."""
    value = unquote(literal)
    counts = rx.match(
        r"[^\d]{0,3}?(\d+)\s*桁(?:\s*(?:または|か|もしくは|or)\s*(\d+)\s*桁)?(?:の(?:数字|数値))?\s*$", rest
    )
    if not value.isdigit() or counts is None:
        return None
    low = int(counts.group(1))
    high = int(counts.group(2) or low)
    low, high = min(low, high), max(low, high)
    if high - low > 1:
        shape = f"[0-9]{{{low}}}|[0-9]{{{high}}}"
        words = f"{low} or {high} digits"
    else:
        shape = f"[0-9]{{{low},{high}}}" if high != low else f"[0-9]{{{low}}}"
        words = f"{low} or {high} digits" if high != low else f"{low} digits"
    return AllOfRule(rules=[PrefixRule(value=value), pattern_rule(shape, f"must be {words}")])


def _bare_either(segment: str) -> list[str] | None:
    """Reads '4 or 5' / 'A, B or C' / '都, 道, 府 or 県' (short unquoted codes or words) as alternatives."""
    items = [i for i in rx.split(r"\s*(?:,|(?<![\w.])or(?![\w.]))\s*", segment.strip().rstrip(". ")) if i]
    if len(items) >= 2 and all(
        # ("μg": a unit's Greek letter)
        rx.fullmatch(r"[A-Za-z0-9_\-#@.+μ]{1,6}|[\u3040-\u30ff\u4e00-\u9fff]{1,6}", i)
        and not named_literal(i)
        for i in items
    ):
        return items
    return None


def _links_either(segment: str) -> list[str] | None:
    """Reads 'https://maps.google.com/ or https://goo.gl/maps/' as alternatives (links, unquoted)."""
    items = [i for i in rx.split(r"\s*(?:,|(?<![\w.])or(?![\w.]))\s*", segment.strip().rstrip(".;) ")) if i]
    if len(items) >= 2 and all(rx.fullmatch(r"https?://[^\s,;()]+", i, NOCASE) for i in items):
        return items
    return None


def _named_alternatives(segment: str) -> list[str] | None:
    """Reads 'a space or a hyphen' / 'a dot, a comma or a slash' as named characters."""
    items = [
        i for i in rx.split(r"\s*(?:,|(?<![\w.])or(?![\w.])|\bnor\b)\s*", segment.strip().rstrip(".")) if i
    ]
    items = [rx.sub(r"^(?:an?|the)\s+", "", i, flags=NOCASE) for i in items]
    if len(items) >= 2 and all((named := named_literal(i)) and named[0] in ("char", "class") for i in items):
        return items
    return None


def _clause_of(segment: str) -> str:
    """The words up to their sentence's end ('a full stop or comma. Spaces are fine' -> its first part)."""
    return rx.split(r"(?<=[A-Za-z])(?:\.\s+|;\s*)(?=[A-Za-z'\"(])", segment, maxsplit=1)[0]


def _bare_literals(segment: str) -> list[str] | None:
    """Reads '.test, .local or .invalid' / '"00" or "99"' as literals (no named characters among them)."""
    segment = rx.sub(r"(?<!\bwww)[. ]+$", "", segment.strip(), flags=NOCASE)  # (the dot of "www." is its own)
    items = rx.split(r"\s*(?:,\s*(?:or\s+|nor\s+)?|(?<![\w.])or(?![\w.])|\bnor\b)\s*", segment, flags=NOCASE)
    if len(items) < 2 or not all(_bare_literal(i) for i in items):
        return None
    return [unquote(i) if rx.fullmatch(QUOTED, i) else i for i in items]


def _mixed_literals(segment: str) -> list[str] | None:
    """Reads "'+' or '-' or a digit" as its items: literals (quotes kept) and named characters or classes."""
    segment = rx.sub(r"(?<!\bwww)[. ]+$", "", segment.strip(), flags=NOCASE)
    items = rx.split(r"\s*(?:,\s*(?:or\s+|nor\s+)?|(?<![\w.])or(?![\w.])|\bnor\b)\s*", segment, flags=NOCASE)
    named = [rx.sub(r"^(?:an?|the)\s+", "", i, flags=NOCASE) for i in items]
    if len(items) < 2 or not all(
        _bare_literal(i) or named_literal(n) for i, n in zip(items, named, strict=True)
    ):
        return None
    return [i if _bare_literal(i) else n for i, n in zip(items, named, strict=True)]


def _bare_literal(item: str) -> bool:
    """Whether one item of a list is a literal: a code, or in quotes any marks ('=', '+')."""
    quoted = rx.fullmatch(QUOTED, item) is not None
    literal = unquote(item) if quoted else item
    marks = r"[A-Za-z0-9_\-#@.+:/=!$%&*^~|<>?]" if quoted else r"[A-Za-z0-9_\-#@.+:/]"
    return rx.fullmatch(marks + "{1,20}", literal) is not None and named_literal(literal) is None


def _named_list(literal: str) -> list[str] | None:
    """Reads 「タブや改行」 / 「カンマ、ピリオド」 as the named characters it lists."""
    literal = rx.sub(r"全角\s*(?:・|と|、|や)\s*半角\s*スペース", "全角スペース・半角スペース", literal)
    pieces = rx.split(r"\s*(?:や|、|・|と|および|及び|または|もしくは)\s*", literal)
    named = [named_literal(p) for p in pieces]
    if len(pieces) < 2 or not all(n and n[0] == "char" for n in named):
        return None
    # 「ハイフンとスペースを含まない」: a space of either width (「半角スペース」 names one)
    return [c for n in named if n for c in ((" ", "\u3000") if n[1] == "SPACE" else (n[1],))]


def _none_of(literals: list[str], ci: bool = False) -> Rule:
    """Builds 'contains none of these literals' (in any case when `ci`)."""
    rules: list[Rule] = [NotContainsRule(value=literal, case_sensitive=not ci) for literal in literals]
    return AllOfRule(rules=rules)


# "contain any of the words …", "start with one of these: …": the list follows, not a literal "any"
_ANY_OF = rx.compile(
    r"\s*(?:any|one)\s+of\s+(?:(?:the|these|those|following)\s+)*"
    r"(?:(?:words?|strings?|terms?|values?|texts?|characters?|symbols?|prefixes|suffixes)\s*)?:?\s*(?=\S)",
    NOCASE,
)


# what a clause says of the values it has just named ("… get rejected", "… are not allowed")
_REFUSED_AFTER = rx.compile(
    r"^\s*(?:\([^()]{0,30}\)\s*)?(?:(?:is|are|gets?|will\s+be)\s+(?:rejected|refused|forbidden|prohibited|banned|disallowed"
    r"|not\s+(?:allowed|permitted|accepted))"
    # "For reviewers, addresses beginning with 'noreply' must not be accepted": refused with a modal
    r"|(?:(?:must|shall|should|may|can)\s*not|cannot|can't|(?:is|are)\s+not\s+to)\s+be\s+(?:accepted|allowed|permitted"
    r"|used|entered|registered|saved))\b",
    NOCASE,
)


def _en_affix(text: str, ci: bool) -> Rule | None:
    """Understands English 'must start with X', 'must not contain spaces', ..."""
    only_contains = rx.search(  # "may contain letters and digits": what it is made of, not a demand
        r"\bonly\s+(?:contain|include|consist)|\bconsists?\s+(?:only\s+)?of"
        r"|\b(?:may|can)\s+(?:contain|include)\b|\ballowed\s+to\s+(?:contain|include)\b",
        text,
        NOCASE,
    )
    both = rx.search(
        r"(?:(?:must|should|may|can)\s*(?:not|n't)|cannot|never)\s+(?:start|begin)\s+(?:or|nor)\s+end\s+with\s+",
        text,
        NOCASE,
    )
    if both and (literal := literal_after(text[both.end() :])):  # "must not start or end with a hyphen"
        # ("… with a hyphen or an underscore": each of them, at either end)
        marks = _named_alternatives(_clause_of(text[both.end() :])) or [literal]
        edges = [_affix_rule(kind, item, ci) for item in marks for kind in ("not_prefix", "not_suffix")]
        return AllOfRule(rules=[r for r in edges if r is not None]) if all(edges) else None
    for pattern, kind in _EN_AFFIX:
        if kind == "contains" and only_contains:
            continue
        match = rx.search(pattern, text, NOCASE)
        if match and (either := rx.match(r"\s*either\s+", text[match.end() :], NOCASE)):
            text = text[: match.end()] + text[match.end() + either.end() :]  # "with either 'CC' or 'PC'"
            match = rx.search(pattern, text, NOCASE)
        if match and (any_of := _ANY_OF.match(text[match.end() :])):
            text = text[: match.end()] + text[match.end() + any_of.end() :]  # "any of the words 'A', 'B'"
            match = rx.search(pattern, text, NOCASE)
        literal = literal_after(text[match.end() :]) if match else None
        if not match or not literal:
            continue
        # ("must contain english letters and spaces only": the classes it is made of, read by `measure`)
        if ONLY.search(text) and (
            named_literal(literal) or (kind == "contains" and _classes_only(text[match.end() :]))
        ):
            return None
        # "must not contain digits", "11 digits with no spaces": classes, read by `class_absent` and
        # `measure`; a subject counting nothing names the field ("Payroll numbers must not contain spaces")
        said = text if rx.search(r"\d", text[: match.start()]) else text[match.start() :]
        if kind == "not_contains" and find_classes(_PHONE_NUMBERS.sub(" ", said))[0]:
            return None  # (not "must not contain phone numbers": numbers in the text, not its digits)
        rest = text[match.end() + len(literal) :]
        if kind in ("prefix", "suffix", "contains") and _REFUSED_AFTER.search(rest):
            return None  # "Names containing TEST get rejected, those are junk": refused, never demanded
        # "must start with 4 or 5 (revenue accounts)": a closing note in brackets is no alternative's part
        after = rx.sub(r"\s*\([^()]*\)\s*\.?\s*$", "", text[match.end() :])
        # "(starts with K, L or M).": the bracket the options were said inside closes after them
        after = rx.sub(r"^([^()]*)\)\s*\.?\s*$", r"\1", after)
        # "'TEST' or 'SAMPLE' - QA keeps leaving junk", "'DNU' or 'ZZ'. Those are reserved": prose after the
        # last literal, set off by a dash or a full stop, is no alternative's part
        # (not a condition: "'SUP' or 'VEN' - uppercase only" keeps its case)
        after = rx.sub(
            r"(?<=['\"])\s*(?:[.;]\s+|\s+[-\u2013\u2014]\s+)(?=[A-Za-z(])"
            r"(?![^'\"\d]*\b(?:only|upper[- ]?case|lower[- ]?case|caps|capitals|digits?|letters?|characters?"
            r"|chars)\b)"
            r"[^'\"\d]*$",
            "",
            after,
        )
        # "'sample' or 'SAMPLE' before it goes live", "'TBC' or 'TBA' once it is published": a clause of
        # time or reason after the last quoted option is no option's part
        after = rx.sub(
            r"(?<=['\"])\s+(?:before|until|till|once|when|whenever|while|because|since|so\s+that"
            r"|as\s+(?:it|they|this|that|we))\b"
            r"(?![^'\"\d]*\b(?:only|upper[- ]?case|lower[- ]?case|caps|capitals|digits?|letters?|characters?"
            r"|chars)\b)"
            r"[^'\"\d]*$",
            "",
            after,
            flags=NOCASE,
        )
        # "TBC or TBA. people keep publishing them", "2, 3 or 4; we only ship there": a remark with a
        # subject of its own after the last option is no option's part
        after = rx.sub(
            r"(?:\s*[.;])?\s+(?:we|they|people|ppl|users|customers|staff|someone|somebody)\s+"
            r"(?!(?:must|should|shall|has|have|is|are|can(?:not|'t)?|may)\b)[^'\"]*$",
            "",
            after,
            flags=NOCASE,
        )
        options = _alternatives(after.rstrip(".; ")) or _bare_either(after) or _links_either(after)
        if kind in ("prefix", "suffix", "contains") and options:
            return _either_affix(kind, options, ci)
        if kind == "contains" and (named_items := _named_alternatives(_clause_of(after))):
            # "must contain an email address or a phone number": either of them (not the first alone)
            held = [r for n in named_items if (r := _affix_rule(kind, n, ci)) is not None]
            return AnyOfRule(rules=held) if len(held) == len(named_items) else None
        if kind in ("prefix", "suffix") and (named_items := _named_alternatives(_clause_of(after))):
            # "must start with a capital letter or a digit": either of them there (not the first alone)
            held = [r for n in named_items if (r := _affix_rule(kind, n, ci)) is not None]
            return AnyOfRule(rules=held) if len(held) == len(named_items) else None
        listed = rx.match(r"(.+?)\s+(?=(?:followed\s+by|and\s+then|then)\b)", text[match.end() :], NOCASE)
        if kind == "prefix" and listed and (_alternatives(listed.group(1)) or _bare_either(listed.group(1))):
            # "must start with DE, JP or US followed by 5 digits": either start, then the digits
            return _composite(listed.group(1), text[match.end() + listed.end() :])
        if (
            kind == "not_contains"
            and (
                several := options
                or _alternatives(text[match.end() :].rstrip(". "), anded=True)  # "'@' and '#'": neither
                or _symbols(text[match.end() :])
                or _bare_literals(text[match.end() :])  # "http://, https:// or www."
            )
        ):
            return _none_of(several, ci)
        # ("spaces or slashes, 'A/B' is wrong": the list ends where a clause of its own begins)
        listed_named = rx.split(
            r"\s*[,;]\s*(?=['\"「]|[\w-]+\s+(?:is|are|was|were|must|should|will)\b)",
            text[match.end() :],
            maxsplit=1,
        )[0]
        if kind == "not_contains" and (named_items := _named_alternatives(listed_named)):
            refused = [
                r for n in named_items if (r := _affix_rule(kind, n, ci)) is not None
            ]  # "spaces or tabs"
            return AllOfRule(rules=refused) if len(refused) == len(named_items) else None
        if kind == "prefix" and rx.match(r"prefix\b", match.group(0), NOCASE):
            rest = _AND_COUNT.sub(" followed by ", rest)
        if kind == "prefix" and (rule := _composite(literal, rest)):
            return rule
        if kind == "contains" and (place := rx.match(r"\s*at\s+the\s+(end|start|beginning)\b", rest, NOCASE)):
            return _affix_rule("suffix" if place.group(1).lower() == "end" else "prefix", literal, ci)
        if kind == "suffix" and (
            tail := rx.match(r"\s*followed\s+by\s+(an?|one|\d+)\s+(digits?|letters?)\s*\.?$", rest, NOCASE)
        ):  # "must end with '_v' followed by a digit"
            count = 1 if not tail.group(1).isdigit() else int(tail.group(1))
            cls = class_regex(find_classes(tail.group(2))[0], tail.group(2))
            value = unquote(literal)
            return pattern_rule(
                f"(?s).*{re.escape(value)}{cls}{{{count}}}",
                f'must end with "{value}" and {count} {class_label(cls)}',
            )
        if kind in ("not_prefix", "not_suffix") and (
            named := _named_alternatives(_clause_of(after))
            or _bare_literals(after)
            or _mixed_literals(_clause_of(after))
        ):  # "a space or a hyphen"; "should never end in .test or .invalid"; "'+' or a digit": each refused
            refused = [r for n in named if (r := _affix_rule(kind, n, ci)) is not None]
            return AllOfRule(rules=refused) if len(refused) == len(named) else None
        return _affix_rule(kind, literal, ci)
    if match := rx.search(rf"({QUOTED}|{ASCII_RUN})\s+(?:prefix\s+)?(?=followed\s+by)", text, NOCASE):
        listed = rx.search(
            rf"(?:^|[\s:])((?:{QUOTED}|[A-Za-z0-9]+)(?:\s*,\s*(?:{QUOTED}|[A-Za-z0-9]+))*)\s*,?\s*\bor\s*$",
            text[: match.start()],
            NOCASE,
        )
        if listed:  # "A or B followed by 5 digits": each of those named, not the last one alone
            named = [*rx.split(r"\s*,\s*", listed.group(1)), match.group(1)]
            each = [_composite(n, text[match.end() :]) for n in named]
            rules = [r for r in each if r is not None]
            return AnyOfRule(rules=rules) if len(rules) == len(named) else None
        if rx.search(r"(?:\bor|,)\s*$", text[: match.start()], NOCASE):
            return None  # one of several this cannot name
        return _composite(match.group(1), text[match.end() :])
    return None


_JA_REFUSAL = r"(?:付け|つけ|入れ|使わ|置か|し)ない|不可|禁止|(?-i:NG)|以外"


# 「ABC・DEFが含まれる場合はエラー」: a start, end or part named, then refused
_JA_REFUSED = (
    r"((?:が|を)?\s*(?:含まれる|含まれている|含む|含んだ|含んでいる)|(?:で|から)\s*(?:始まる|始まっている)|で\s*終わる)"
    r"\s*(?:もの|場合|とき|時|の|文字列|値|データ|テキスト)*\s*(?:は|も)?\s*(?:エラー|不可|NG|禁止|拒否|登録不可|入力不可|受付不可)"
    r"(?:です|とする|とします|(?:と|に)なる|(?:と|に)なります)?"
)
# 「…で終わるもの不可(社内検証用)」: a note in brackets after it that says no rule of its own
_JA_NOTE = r"\s*\((?![^()]*(?:\d|不可|禁止|NG|以内|以上|以下|未満|のみ|だけ|含|始|終|必須))[^()]{1,30}\)"
_JA_REFUSED_AFFIX = rx.compile(_JA_REFUSED + rf"(?:{_JA_NOTE})?\s*。?$")

# a refused affix that more words follow, which `_JA_REFUSED_AFFIX` leaves to the clauses
_JA_REFUSED_BEFORE_MORE = rx.compile(_JA_REFUSED + r"\s*[、,(。]")


def _ja_affix(text: str, ci: bool) -> Rule | None:
    """Understands Japanese 'Xで始まる', 'Xを含まない', '先頭はX', ..."""
    if refused := _JA_REFUSED_AFFIX.search(text):
        inner = _ja_affix(text[: refused.start()] + refused.group(1), ci)
        if isinstance(inner, PrefixRule | SuffixRule | ContainsRule | PatternRule | AnyOfRule):
            return NotRule(rule=inner)
        return None  # a refusal of a refusal is not read
    for pattern, kind in _JA_BEFORE:
        match = rx.search(pattern, text)
        literal = literal_before(text[: match.start()]) if match else None
        if not match or not literal:
            continue
        if kind == "not_contains_strict":
            if named := _named_list(literal):
                return _none_of(named)  # 「改行・タブ不可」
            if not (named_literal(literal) or rx.fullmatch(QUOTED, literal)):
                continue
            kind = "not_contains"
        if (
            kind == "not_contains"
            and (run := rx.search(r"([^はにがを、。\s]+)\s*(?:を|が|は)?\s*$", text[: match.start()]))
            and (named := _named_list(run.group(1)))
        ):
            return _none_of(named)  # 「全角・半角スペースを含まない」
        if kind == "not_contains" and find_classes(_PHONE_NUMBERS.sub(" ", text))[0]:
            return None
        if ONLY.search(text) and named_literal(literal):
            return None
        before = rx.sub(r"\s*の\s*(?:いずれか|どれか|どちらか|何れか)\s*$", "", text[: match.start()])
        before = rx.sub(r"\s*という\s*(?:文字(?:列)?|語|単語|言葉)?\s*(?:を|が|は)?\s*$", "", before)
        # (「「A」と「B」を含まない」: each refused, so "and" joins them too)
        # (「図面番号: 「A-」「S-」のいずれかで始まり」: the field's name before the options)
        listed = rx.sub(r"^[^「『\"']*?(?:は|が|に|で|:)\s*(?=[「『\"'])", "", before)
        options = _alternatives(listed, kind.startswith("not_")) or _bare_alternatives(before)
        if kind in ("prefix", "suffix", "contains") and _JA_REFUSED_BEFORE_MORE.match(text, match.start()):
            return None  # 「…で終わるもの不可、社内アドレス登録禁止」: refused, with more said after it
        if kind == "prefix" and options and (rule := _composite(listed, text[match.start() :])):
            return rule  # 「「A-」「S-」のいずれかで始まり、続けて数字3桁」: either start, then the digits
        if kind in ("prefix", "suffix", "contains") and options:
            return _either_affix(kind, options, ci)
        if kind in ("not_prefix", "not_suffix") and options:  # 「「info」「admin」で始まらない」: neither
            return NotRule(rule=_either_affix(kind.removeprefix("not_"), options, ci))
        if kind == "not_contains" and options:
            return _none_of(options, ci)
        if kind == "not_contains" and (named := _named_list(literal)):
            return _none_of(named)  # 「タブや改行を含まない」
        if kind == "prefix" and (rule := _composite(literal, text[match.start() :])):
            return rule
        if kind == "prefix" and (rule := _digits_after_prefix(literal, text[match.end() :])):
            return rule
        return _affix_rule(kind, literal, ci)
    for pattern, kind in _JA_AFTER:
        if match := rx.search(pattern, text):
            joined = rx.match(r"\s*(\S+?)\s*で[、,]?\s*(.+)$", text[match.end() :])
            if kind == "prefix" and joined and (rule := _composite(joined.group(1), joined.group(2))):
                return rule  # 「先頭はSで、その後に4桁の数字」: S followed by 4 digits
            tail = r"(?:であること|である|です|とする|にする|を付ける|をつける).*$"
            if rx.search(_JA_REFUSAL, text[match.end() :]):
                kind = "not_" + kind  # "末尾に「.」を付けない"
                tail = rf"(?:を|は)?\s*(?:{_JA_REFUSAL}).*$"
            rest = rx.sub(tail, "", text[match.end() :])
            literal = literal_after(rest)
            # 「先頭が「0」「9」」, 「末尾は「A」か「B」」: either of the quoted literals
            quoted = _alternatives(
                rx.sub(
                    r"\s*(?:の\s*(?:いずれか|どれか|どちらか|何れか)|のもの|もの|の場合|の)$",
                    "",
                    rest.strip(),
                )
            )
            if quoted and kind in ("prefix", "suffix"):
                return _either_affix(kind, quoted, ci)
            if quoted and kind in ("not_prefix", "not_suffix"):
                return NotRule(rule=_either_affix(kind.removeprefix("not_"), quoted, ci))
            if literal:
                literal = rx.sub(r"(?<=.)(?:のみ|だけ|に限る|限定)$", "", literal)  # 「拡張子は.csvのみ」
                either = rx.split(r"\s*(?:または|もしくは|か|、|・)\s*", literal)
                if (
                    kind in ("prefix", "suffix")
                    and len(either) >= 2
                    and all(rx.fullmatch(r"[A-Za-z0-9_\-#@.+]{1,8}", e) for e in either)
                ):
                    return _either_affix(kind, either)  # 「先頭は1または2」
                if kind == "prefix" and (span := rx.fullmatch(r"(\d)\s*[~\-]\s*(\d)", literal)):
                    low, high = span.groups()  # 「先頭は1〜5」: a first digit in that range
                    return pattern_rule(
                        f"(?s)[{low}-{high}].*", f"must start with a digit from {low} to {high}"
                    )
                return _affix_rule(kind, literal, ci)
    return None


_FIRST_DIGIT = rx.compile(
    # (「得意先コードは先頭は1〜9」, "Customer code first digit 1-9": after the field's name)
    r"^(?:[^\s、。,:]{1,20}?(?:は|:)\s*|(?:(?!(?:not|no|never|nor|or|and|if|unless)\b)[A-Za-z]+\s+){1,3}(?=first\s))?"
    r"(?:the\s+)?first\s+(?:digit|character|number)\s*(?:must\s+be|should\s+be|is|=|:)?\s*"
    r"(?:between|from)?\s*(\d)\s*(?:-|~|to|through|and)\s*(\d)[.。]?$",
    NOCASE,
)


def first_digit_range(ctx: Description) -> Rule | None:
    """Understands 'first digit 1-4' (as 「先頭は1〜4」): the first digit in that range."""
    if span := _FIRST_DIGIT.match(ctx.text.strip()):
        low, high = span.groups()
        return pattern_rule(f"(?s)[{low}-{high}].*", f"must start with a digit from {low} to {high}")
    return None


_FIRST_DIGIT_REFUSED = rx.compile(
    r"^(?:[^:]{1,30}:\s*)?(?:(?:and|you|we|please)\s+)*the\s+first\s+digit\s+must\s+not\s+be\s+(?:an?\s+)?"
    r"(?:(zero)|((?:['\"「]?\d['\"」]?)(?:\s*(?:,|\bor\b|\bnor\b|\band\b)\s*['\"「]?\d['\"」]?){0,9}))\.?$",
    NOCASE,
)


def first_digit_refused(ctx: Description) -> Rule | None:
    """Understands 'the first digit must not be 0': the first of the value's digits, wherever it stands."""
    if (refused := _FIRST_DIGIT_REFUSED.match(ctx.text.strip())) is None:
        return None
    digits = "0" if refused.group(1) else "".join(dict.fromkeys(rx.findall(r"\d", refused.group(2))))
    said = " or ".join(f'"{d}"' for d in digits)  # "the first digit must not be 0 or 9": none of them
    first = f"[{digits}]" if len(digits) > 1 else digits
    return NotRule(rule=pattern_rule(f"(?s)[^0-9]*{first}.*", f"must have {said} as its first digit"))


_CLASS_START = rx.compile(
    # ("ends with 4 digits", 「数字4桁で終わる」: at the end, not the whole value)
    r"\b(?:start|begin|(?P<end>end|finish))(?:s|ing)?\s+(?:with|in)\s+(?P<n>\d+)\s+"
    r"(?P<en>(?:upper[- ]?case\s+|lower[- ]?case\s+|capital\s+)?(?:letters?|digits?))\b"
    r"(?!\s*(?:followed|then|and|,))"
    r"|(?P<ja>英大文字|英小文字|英字|大文字|小文字|数字|アルファベット)(?:(?P<jn>\d+)\s*(?:文字|桁))?\s*(?:で|から)?"
    r"(?:始ま|(?P<jend>終わ))",
    NOCASE,
)


def class_start(ctx: Description) -> Rule | None:
    """Understands 'must start with 2 capital letters', 「英大文字2文字で始まる」: a class at the start (or at
    the end: 'ends with 4 digits')."""
    match = _CLASS_START.search(ctx.text)
    if match is None or ctx.field_type not in ("string", "text"):
        return None
    words = match.group("en") or match.group("ja")
    classes, _ = find_classes(words)
    cls = class_regex(classes, words)
    count = int(match.group("n") or match.group("jn") or 1)
    quant = "" if count == 1 else f"{{{count}}}"
    label = class_label(cls)
    if count == 1:
        one = rx.sub(r"\b(letter|digit|character)s\b", r"\1", label, count=1)
        label = ("an " if one[0] in "aeiou" else "a ") + one
    else:
        label = _counted(count, label)
    if match.group("end") or match.group("jend"):
        return pattern_rule(f"(?s).*{cls}{quant}", f"must end with {label}")
    return pattern_rule(f"(?s){cls}{quant}.*", f"must start with {label}")


# "No 'TEST' or 'DUMMY' anywhere in the equipment name": the quoted texts refused inside the value
_NO_ANYWHERE = rx.compile(
    rf"^\s*no\s+(?=(?:{QUOTED})(?:\s*(?:,|\bor\b|\band\b|\bnor\b)\s*(?:{QUOTED}))*\s+anywhere\b)", NOCASE
)
# "Must not contain 'TEST' or 'DUMMY' anywhere (in the name)": where a text is contained says nothing more
_ANYWHERE = rx.compile(
    r"\s+anywhere(?:\s+in\s+(?:it|them|(?:the|its|their)\s+[\w -]{1,40}?))?(?=\s*[.;!]?\s*$)", NOCASE
)


def affix(ctx: Description) -> Rule | None:
    """Understands prefixes, suffixes and (not-)contains, in English or Japanese."""
    if ctx.field_type in ("email", "url") and rx.search(
        r"free[- ]?(?:e-?)?mail|フリーメール|web[- ]?mail", ctx.text, NOCASE
    ):
        return None  # "must not use free-mail providers such as …": domains, read by `domain`
    if ctx.field_type == "email" and rx.search(
        r"\bend(?:s|ing)?\s+(?:in|with)\s+(?:either\s+)?[\"'「]?@[a-z0-9-]+\.[^@]*\bor\b", ctx.text, NOCASE
    ):
        return None  # "should end in either @globex.com or @globex.co.uk": domains, read by `domain`
    if "#" in ctx.text and rx.search(r"colou?r\s*code|カラーコード", ctx.text, NOCASE):
        return None  # "hex colour code without the #": the code's digits alone, read by `known_format`
    ci, cs = bool(CASE_INSENSITIVE.search(ctx.text)), bool(CASE_SENSITIVE.search(ctx.text))
    text = CASE_SENSITIVE.sub(" ", CASE_INSENSITIVE.sub(" ", ctx.text)).strip()
    text = _ANYWHERE.sub("", _NO_ANYWHERE.sub("must not contain ", text))
    rule = _whole_word(text, _en_affix(text, ci) or _ja_affix(text, ci), case_sensitive=cs)
    if (
        ctx.field_type == "url"
        and isinstance(rule, NotRule)
        and _URL_HELD in getattr(rule.rule, "pattern", "")
    ):
        # 「楽天やZOZOのURLは貼らない」, "no Amazon URLs" on a URL field: some sites' addresses refused, not
        # every URL (the value is one); the sites are not domains this can name
        return None
    if ctx.field_type == "url" and (ends := _domain_ends(rule)):
        # "must be https and end with .co.jp", 「ドメインが「.co.jp」または「.jp」で終わる」: the host's
        # ending, whatever path follows it
        hosts = "|".join(re.escape(end.lower()) for end in ends)
        said = " or ".join(f'"{end}"' for end in ends)
        return pattern_rule(
            f"(?is)[a-z][a-z0-9+.-]*://(?:[^/?#@]*@)?[^/?#:@]+(?:{hosts})(?::[0-9]+)?(?:[/?#].*)?",
            f"must have a host ending with {said}",
        )
    return rule


def _domain_ends(rule: Rule | None) -> list[str] | None:
    """The endings of hosts a suffix rule (or a pattern of either ending) names, or None."""
    if isinstance(rule, SuffixRule):
        ends = [rule.value]
    elif isinstance(rule, PatternRule) and (either := rx.fullmatch(r"\(\?s\)\.\*\(\?:(.+)\)", rule.pattern)):
        ends = [end.replace("\\", "") for end in either.group(1).split("|")]
    elif isinstance(rule, AnyOfRule) and all(isinstance(r, SuffixRule) for r in rule.rules):
        ends = [r.value for r in rule.rules if isinstance(r, SuffixRule)]
    else:
        return None
    return ends if all(_TOP_DOMAIN.fullmatch(end) for end in ends) else None


# the endings of hosts a link may be said to end with (not a file's: ".pdf", ".html")
_TOP_DOMAIN = rx.compile(
    r"\.(?:(?:co|ne|or|go|ac|ed|lg|gr|com|net|org|gov|edu)\.[a-z]{2}|com|net|org|gov|edu|info|biz|jp|uk|de|fr|cn|kr|io"
    r"|us|eu|au|ca|nz|sg|tw|hk|in)",
    NOCASE,
)


_URL_HELD = "(?:https?://|www\\.)"  # a URL held in the value (`words._NAMED_CLASSES`)


def _whole_word(text: str, rule: Rule | None, *, case_sensitive: bool = False) -> Rule | None:
    """Reads "not … the word 'free'" as that word in any case (unless 'case-sensitive'), not a part of
    another ("Freezer")."""
    if not (isinstance(rule, NotContainsRule) and rx.fullmatch(r"[A-Za-z]+(?: [A-Za-z]+){0,4}", rule.value)):
        return rule
    # (a phrase of words, "the words 'DO NOT USE'", is refused whole the same way)
    if not rx.search(rf"\bthe\s+(?:words?|phrase)\s+[\"'\u201c\u2018]?{rule.value}\b", text, NOCASE):
        return rule
    flags = "(?s)" if case_sensitive else "(?is)"
    word = pattern_rule(f"{flags}.*\\b{rule.value}\\b.*", f'must contain the word "{rule.value}"')
    return NotRule(rule=word)
