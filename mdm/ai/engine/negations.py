"""Recognisers for what a value must not be or must hold: forbidden values, prefixes, class counts."""

# ruff: noqa: RUF001

from __future__ import annotations

import re

from mdm.ai.engine import rx
from mdm.ai.engine.domains import PROVIDER_NAMED
from mdm.ai.engine.fragments import (
    CASE_INSENSITIVE,
    CASE_SENSITIVE,
    NOCASE,
    NUM,
    QUOTED,
    Description,
    pattern_rule,
    unquote,
)
from mdm.ai.engine.words import named_literal
from mdm.rules import (
    NUMERIC_TYPES,
    AllOfRule,
    CaseRule,
    CharsetRule,
    ContainsClassRule,
    NotContainsRule,
    NotEmptyRule,
    NotRule,
    OneOfRule,
    PatternRule,
    PrefixRule,
    Rule,
)

_NOT_BE = rx.compile(
    r"(?:must|should|may|can|shall)\s*(?:not|n't|never)\s+(?:be|equal|contain\s+only|be\s+set\s+to)\s+"
    r"|\bcannot\s+(?:just\s+|simply\s+)?be\s+|\bcan't\s+(?:just\s+|simply\s+)?be\s+|\bnever\s+be\s+"
    r"|\bis\s+not\s+allowed\s+to\s+be\s+"
    # "Don't enter N/A", "do not put N/A either": a value refused by what not to type
    # (not "Do not enter PO boxes", "… Japanese characters": a word and what kind of thing, no value)
    r"|(?:^|(?<=[.:]\s))(?:please\s+)?(?:do\s+not|never)\s+(?:enter|put|type|write|input|key\s+in)\s+"
    r"(?=(?-i:[A-Z0-9])\S*(?:\s+(?:or|and|nor|either|please|here|in|as|for|into|anymore)\b|\s+[-\u2013\u2014]\s|\s*[,;.(]|\s*$)|[\"'「])"
    r"|^(?:but\s+)?(?:not|never)\s+(?=[\"'「『“‘])"
    # "Tariff name not 'TEST' or 'DUMMY'", "Status: never 'X'": a subject, then the quoted values refused
    r"|^(?:[^:'\"]{1,30}?\s+|[^:'\"]{1,30}:\s*)(?:not|never)\s+(?=[\"'「『“‘])"
    # "We don't accept 'N/A', 'TBD' or 'none' as a contact title", "we never allow TMP or TEST"
    r"|^(?:we\s+|the\s+system\s+)?(?:do(?:es)?\s+not|never|will\s+not|won't)\s+(?:accept|allow|permit|take)\s+"
    # "Ship-to country: anything except KP / IR / SY", "everything but TMP or TEST",
    # "Payment terms may be anything other than IMMEDIATE or CASH"
    r"|(?:^(?:[^:]{1,30}:\s*)?|\b(?:may|can|could)\s+be\s+)(?:anything|everything|any\s+value|all\s+values?)"
    r"\s+(?:except(?:\s+for)?|but|other\s+than)\s+"
    # "Incoterm: NOT one of EXW, DDP", "none of A, B": a list refused as a whole
    # (not "must contain none of #, % or &": characters the value holds, read by `affix`)
    r"|(?:^|(?<=:\s))(?:not|never)\s+(?=(?:one|any|either)\s+of[\s:])"
    r"|(?<!\bcontain\s)(?<!\bcontains\s)(?<!\binclude\s)(?<!\bincludes\s)(?<!\bhave\s)(?<!\bhas\s)\bnone\s+of\s+(?!the\s)",
    NOCASE,
)
# "must not be one of EXW, DDP", "NOT one of …", "must not be any of: A, B": the words before the refused list
_LIST_OPENING = rx.compile(
    r"^(?:one|any|either)\s+of(?:\s*:\s*|\s+)(?:(?:the\s+following|these|those)(?:\s+[\w-]+){0,2}\s*:?\s*|the\s+values?\s*:?\s*"
    # "one of the retired codes PCE, BX, DZ": what the codes are, then the codes
    r"|the\s+(?-i:[a-z][\w-]*\s+){0,2}?(?:values?|codes?|entries|statuses|units)\s*:?\s*)?",
    NOCASE,
)
# "CANCELLED or VOID is not allowed", "values 1 and 7 NOT allowed": codes (written in capitals or digits, or
# quoted) refused by name; a word in lower case names a condition ("spaces are not allowed"), and so does
# HTML ("HTML is not allowed": no markup, read by `no_markup`)
_CODE = (
    r"(?:(?!HTML(?![\w/-]))(?-i:[A-Z0-9][A-Z0-9_/-]{0,19})(?![\w/-])"
    r"|\"[^\"]{1,20}\"|'[^']{1,20}')"
)
_REFUSED_CODES = rx.compile(
    r"^(?:[^:]{1,30}:\s*)?(?:(?:the\s+)?(?:values?|codes?|status(?:es)?|entries)\s+)?"
    rf"(?P<items>{_CODE}(?:\s*(?:,\s*(?:or\s+|and\s+)?|\s+(?:or|and|nor)\s+){_CODE})*)"
    r"\s+(?:(?:are|is)\s+)?(?:not\s+(?:allowed|accepted|permitted|valid)|forbidden|rejected|refused|banned|prohibited)"
    r"(?:\s*\([^()]*\))?\s*\.?$",
    NOCASE,
)
# Words after "must not be" that name a condition rather than a value.
_CONDITION = rx.compile(
    r"^(?:(?:an?|the|any|in|on|at|all)\b|entirely|wholly|completely|written|more|less|fewer|greater|longer|shorter|larger|smaller|above|below|under|over"
    r"|before|after|beyond|earlier|later|empty|blank|null\s+or|negative|positive|future|past|today|older"
    r"|younger|longer|between|from|within|equal|same\b(?!\s+as)|lower|upper|all|only|left|exceed|a\s+"
    r"|accepted|allowed|permitted|valid|invalid|rejected|refused|approved|saved|stored|submitted"
    # "must not be uppercase only", "must not be alphanumeric only": a class of characters
    r"|(?:upper|lower)[- ]?case|alphanumeric|alphabetic|numeric|digits?|letters?|capitals?)"
    r"(?:s|ed|ing)?(?![A-Za-z0-9])"  # a word, not the start of a value ("A1", "INACTIVE", "ONHOLD")
    r"|^\d+(?:\.\d+)?\s+(?:or|and)\s+(?:less|more|fewer|greater|lower|higher|below|above|under|over|older|younger|earlier|later)",
    NOCASE,
)
_SAME_AS = rx.compile(
    r"^(?:the\s+same\s+as|equal\s+to|identical\s+to|set\s+to"
    r"|(?:the|any\s+of\s+the)\s+(?:placeholders?|placeholder\s+values|dummy\s+values?)(?:\s+such\s+as)?)\s+",
    NOCASE,
)
_JA_FORBID = rx.compile(
    r"(?:や|と|、)?\s*(?:は|を|の|も)?\s*(?:入力|登録|使用|設定)?\s*(?:不可|禁止|NG|できない|しない|しないこと|不可とする"
    r"|認めない|使わない|使えない|エラー|許容(?:しない|せず|できない|されない|不可)|許可しない"
    r"|(?<=は)(?:無し|なし))|\s*以外(?:の(?:値|文字列?))?\s*"  # 「0は無し」: there is no such value
    # 「…以外。」, 「…以外としてください」, 「…以外とすること」
    r"(?:であること|とする|のみ|(?:と|に)(?:して)?(?:ください|下さい)|とすること|です"
    # 「「式」「一式」以外を入力」: what to enter, anything but those
    r"|を\s*(?:入力|選択|記入)(?:すること|して(?:ください|下さい))?)?\s*。?$"
)


def _values(items: list[str], ctx: Description) -> list[str | int | float]:
    """Keeps the listed values, as numbers on numeric fields."""
    if ctx.field_type in NUMERIC_TYPES:
        return [float(i) if "." in i else int(i) for i in items if rx.fullmatch(NUM, i)]
    return list(items)


# "N/A, TBD or a dash": a mark named in words among the values refused
_MARK_WORDS = rx.compile(r"an?\s+(?:single\s+)?(dash|hyphen|question\s+mark|dot)", NOCASE)


def _mark_named(item: str) -> str:
    """The mark an item names in words ('a dash' -> '-'), else the item."""
    said = named_literal(mark.group(1)) if (mark := _MARK_WORDS.fullmatch(item)) else None
    return said[1] if said else item


def _forbidden_items(region: str) -> list[str]:
    """Splits 'N/A or TBD' / '"none", "null" or "n/a"' into values ('/' stays inside a value)."""
    quoted = rx.findall(QUOTED, region)
    if quoted:
        tail = region[region.rfind(quoted[-1]) + len(quoted[-1]) :]
        tail = rx.split(r"[.;。]\s", tail)[0]  # "'XX' or blank. Vendors default to XX": the sentence ends
        bare = rx.match(
            r"\s*,?\s*(?:or|nor)\s+(?!(?:similar|likewise|anything|something|such|alike|equivalents?|others?|whatever"
            r"|variants?|variations?|so|thereof|the\s+like)\b)([^\s,;.。\"'「」()]{1,12})\s*[.。]?$",
            tail,
            NOCASE,
        )
        head = region[: region.find(quoted[0])]
        # 'N/A or "-"': a bare value before the quoted ones
        # ("N/A, TBD or '-'": bare values before the quoted one)
        first = rx.fullmatch(
            r"\s*((?:[^\s,;.。\"'「」()]{1,12}\s*(?:,|\bor\b|\bnor\b)\s*)+)(?:or\s+)?", head, NOCASE
        )
        bare_before = rx.split(r"\s*(?:,|\bor\b|\bnor\b)\s*", first.group(1), flags=NOCASE) if first else []
        before = [item for item in bare_before if item]
        return before + [unquote(q) for q in quoted] + ([bare.group(1)] if bare else [])  # '"none" or -'
    region = rx.split(r"[.;。]\s|(?<!\b[A-Za-z]\.[A-Za-z])[.。]$|\s\(", region)[0]  # "n.a." keeps its dot
    # "HR-TMP and HR-OLD, those were retired": the reason after the values
    region = rx.split(
        r",\s*(?:those|these|they|which|since|because|as(?!\s+well\s+as\b))\s", region, flags=NOCASE
    )[0]
    # "TBD or none as a contact title - put the real title in": the field named after the values
    # ("0 in the first position" says where, not which field)
    region = rx.sub(
        r"\s+(?:as|for|in)\s+(?:an?|the|this|these|that|those|our)\s+(?!(?:first|last|second|third|final|\d+(?:st|nd|rd|th))\b)[\w\s-]{1,30}?"
        r"(?:\s-\s.*)?$|(?<!\bor)(?<!,)\s-\s.*$",  # (not "N/A, TBD or - - enter …": a dash refused)
        "",
        region,
        flags=NOCASE,
    )
    # "TMP / TEST / DUMMY": a spaced slash parts values ("N/A" keeps its own); "DUMMY, NA and TBD", "TMP and
    # TEST" each (but "Food and Beverage", words of one name, is one value)
    separators = r",|、|・|\s/\s|\bor\b|\bnor\b|\bas\s+well\s+as\b|または|や"
    if rx.search(separators, region, NOCASE) or rx.fullmatch(
        rf"{_CODE}(?:\s+and\s+{_CODE})+", region.strip()
    ):
        separators += r"|\band\b"
    parts = rx.split(rf"\s*(?:{separators})\s*", region.strip(), flags=NOCASE)
    # "must not be DISCONTINUED / must not be DELETED" (from "≠ A / ≠ B"): the denial said again
    items = [rx.sub(r"^(?:must|should)\s+not\s+be\s+", "", p.strip(" :"), flags=NOCASE) for p in parts]
    items = [rx.sub(r"\s+(?:either|here|anymore|please)$", "", i, flags=NOCASE) for i in items]
    # "must not be N/A, TBD or a dash": the mark named
    items = [_mark_named(i) for i in items]
    return [i if rx.fullmatch(r"(?:[A-Za-z]\.){2,}", i) else i.strip(".") for i in items if i.strip(".")]


_PLACEHOLDERS = rx.compile(
    r"^(?:[^:]{1,30}:\s*)?(?:.{0,40}?\b(?:must|should|may|can)\s*(?:not|n't)\s+be\s+(?:an?\s+)?(?=placeholder|dummy|filler))?"
    r"(?:(?:(?:can|could)\s+we\s+|please\s+)?(?:stop|prevent|block)\s+(?:people|users|anyone|staff)?\s*"
    r"(?:from\s+)?(?:typing|entering|using|putting|keying\s+in)\s+)?(?:(?:do\s+not|don't|never|must\s+not|should\s+not)\s+(?:accept|allow|permit|enter|use)\s+)?"
    r"(?:any\s+)?(?:placeholder|dummy|filler|junk|fake)s?\s*(?:values?|entries|text|strings?)?\s*"
    r"(?:,\s*)?(?:like|such\s+as|e\.g\.|for\s+example)\s+(?P<items>.+?)"
    r"(?:\s+(?:in|into|for|as)\s+(?:the|this|a)\s+[\w\s-]{1,30}?)?\??"
    r"(?:\s+(?:(?:are|is)\s+(?:not\s+(?:accepted|allowed|permitted)|forbidden|rejected|refused|banned)"
    r"|(?:must|should)\s+not\s+be\s+(?:accepted|allowed|used|entered)))?"
    r"(?:\s+(?:as|in|for)\s+(?:the|this|a)\s+[\w\s-]{1,30}?)?\.?$",
    NOCASE,
)


# "Values like N/A, NA, TBD or NIL are not entered in the … field": placeholders named by example
_LIKE_VALUES = rx.compile(
    r"^(?:[^:]{1,30}:\s*)?(?:(?:the\s+)?values?|entries|words|texts?|inputs?)\s*,?\s*(?:like|such\s+as|e\.g\.)\s+(?P<items>.+?),?"
    r"\s+(?:(?:are|is)\s+not\s+(?:accepted|allowed|permitted|entered|used|saved|valid)|(?:are|is)\s+(?:forbidden|rejected|refused|banned)"
    r"|(?:must|should|shall|may)\s+not\s+be\s+(?:accepted|allowed|used|entered|saved))"
    r"(?:\s+(?:in|into|for|as)\s+(?:the|this|a|any)\s+[\w\s-]{1,40}?)?"
    # "…, proper description only is allowed": the refusal said again as what is wanted
    r"(?:\s*[,;]\s*(?:only\s+)?(?:an?\s+)?(?:proper|real|actual|meaningful|genuine)\s+[\w-]+(?:\s+[\w-]+)?"
    r"(?:\s+only)?(?:\s+(?:is|are|should\s+be|must\s+be)\s+(?:allowed|accepted|required|expected|entered))?(?:\s+only)?)?\.?$",
    NOCASE,
)
# Values stewards mean by a placeholder ("no N/A, TBD, xxx").
_PLACEHOLDER_WORDS = frozenset(
    {
        "n/a",
        "n.a.",
        "na",
        "tbd",
        "tba",
        "tbc",
        "xxx",
        "xx",
        "x",
        "-",
        "--",
        "?",
        "none",
        "other",
        "null",
        "nil",
        "unknown",
        "dummy",
        "test",
        "未定",
        "不明",
        "なし",
        "無し",
    }
)


_SIGN_NAMES = {"dash": "-", "hyphen": "-", "question mark": "?", "dot": ".", "full stop": ".", "period": "."}


# "not N/A, TBD or unknown", "Address: cannot be N/A, TBD, unknown or '-' (placeholders from the old
# system)", "… -- put the real address": placeholder values refused, after a label, before a reason
# ("Consignee name: don't put TBA / TBD / N/A, enter the actual company name", "Supplier name: N/A, TBD, 未定,
# - are not allowed")
_BARE_PLACEHOLDERS = rx.compile(
    # ("Species cannot be …": a subject before the verb; "…, and do not type …": a clause of a sentence)
    r"(?:[^:]{1,40}:\s*|[A-Za-z][A-Za-z ]{0,40}?\s+(?=(?:can|must|may|should|cannot|can't|mustn't)\b))?"
    r"(?:and\s+)?"
    r"(?:(?:no|not|(?:(?:can|must|may|should)\s*not|cannot|can't|mustn't)\s+be"
    # ("Species cannot be left as 'Other' or '-'")
    r"(?:\s+(?:left|set|entered)\s+as)?"
    r"|(?:do\s+not|don't|never)\s+(?:put|enter|write|input|type))\s+"
    # (not "Do not use 'TBD' or 'XXX' in the item name": held anywhere in it)
    r"(?P<items>(?:(?!\b(?:in|into|inside|within|anywhere|as\s+part)\b).)+?)"
    # ("N/A, NA, none and TBC are not valid entries")
    r"|(?P<listed>[^:]+?)\s+(?:are|is)\s+not\s+(?:allowed|accepted|permitted|valid(?:\s+(?:entries|values|inputs?))?))"
    # (a reason after them; not "(max 40 chars)", a condition of its own)
    r"(?:\s+in\s+(?:it|there|here|this\s+field))?"  # ("don't type NULL or none in it")
    # ("… TBD or - - enter the plate": a dash refused, then the reason)
    r"(?:\s*(?:\((?![^()]*\d)|(?<!\bor)\s--?\s|\s[\u2013\u2014]\s|;|,\s*(?:please\s+)?(?:enter|put|use|write|give)\b)\s*[^,]*?\)?)?\s*\.?",
    NOCASE,
)


def placeholders(ctx: Description) -> Rule | None:
    """Understands "Do not accept placeholder values like N/A, TBD or '-'": the values listed are refused."""
    if ctx.field_type in ("string", "text") and (bare := _BARE_PLACEHOLDERS.fullmatch(ctx.text)):
        listed = [
            unquote(i) if rx.fullmatch(QUOTED, i) else i
            for i in rx.split(
                r"\s*(?:,|/(?!A)|\bor\b|\band\b)\s*", bare.group("items") or bare.group("listed")
            )
            if i
        ]
        if len(listed) > 1 and all(i.lower() in _PLACEHOLDER_WORDS for i in listed):  # "no N/A, TBD, xxx"
            return NotRule(rule=OneOfRule(values=listed, case_sensitive=False))
    if ctx.field_type in ("string", "text") and (listed_values := _LIKE_VALUES.match(ctx.text)):
        items = [
            unquote(p.strip()) if rx.fullmatch(QUOTED, p.strip()) else p.strip(" .")
            for p in rx.split(
                r"\s*(?:,|\bor\b|\band\b|\bnor\b)\s*", listed_values.group("items"), flags=NOCASE
            )
        ]
        items = [i for i in items if i and i.lower() not in ("etc", "so on", "the like")]
        if items and all(
            i.lower() in _PLACEHOLDER_WORDS for i in items
        ):  # "values like N/A or TBD are not entered"
            return NotRule(rule=OneOfRule(values=items, case_sensitive=False))
        return None
    match = _PLACEHOLDERS.match(ctx.text)
    if match is None or ctx.field_type not in ("string", "text"):
        return None
    if not rx.search(
        r"(?:^|\b)(?:do\s+not|don't|never|must|should|cannot|can't|may\s+not|(?:can|could)\s+we|please|stop|prevent"
        r"|block)\b"
        r".{0,40}?(?:placeholder|dummy|filler|junk|fake)",
        ctx.text,
        NOCASE,
    ) and not rx.search(
        r"(?:are|is)\s+(?:not\s+(?:accepted|allowed|permitted)|forbidden|rejected|refused|banned)\b"
        r"|(?:must|should)\s+not\s+be\s+(?:accepted|allowed|used|entered)\b",
        ctx.text,
        NOCASE,
    ):
        return None
    parts = rx.split(r"\s*(?:,|\bor\b|\band\b|\bnor\b)\s*", match.group("items"), flags=NOCASE)
    items = [unquote(p.strip()) if rx.fullmatch(QUOTED, p.strip()) else p.strip(" .") for p in parts]
    items = [_SIGN_NAMES.get(rx.sub(r"^(?:an?\s+)?(?:single\s+)?", "", i.lower()), i) for i in items]
    items = [i for i in items if i and len(i) <= 30 and i.lower() not in ("etc", "so on", "the like")]
    return NotRule(rule=OneOfRule(values=list(items), case_sensitive=False)) if items else None


_ALL_ZEROS = rx.compile(
    r"(?:(?:must|may|should|can)\s*(?:not|n't)|cannot|never)\s+(?:be\s+)?(?:all|only|just)\s+(?:zeros?|zeroes|0s)\b"
    r"|\bnot\s+all\s+(?:zeros?|zeroes|0s)\b"
    r"|\ball[- ](?:zeros?|zeroes|0s?)\s+(?:(?:values?|codes?|numbers?|entries)\s+)?"
    r"(?:\(?(?:such\s+as|like|e\.g\.)\s+0+\)?\s+)?"
    r"(?:is|are)\s+(?:not\s+(?:allowed|accepted|permitted|valid)|invalid|rejected)"
    r"|(?:すべて|全て|全部|全桁|オール)\s*(?:が)?\s*(?:0|ゼロ)(?:のもの|の値)?\s*(?:は|も)?\s*"
    r"(?:不可|禁止|NG|エラー|無効|ダメ|だめ|駄目|認めない|使用不可|登録不可|入力不可)",
    NOCASE,
)


_NAMED_LETTERS = rx.compile(
    r"(?:(?:must|may|should|can)\s*(?:not|n't)|cannot|never|do(?:es)?\s*(?:not|n't))\s+(?:contain|include|use|have)\s+"
    r"(?:the\s+)?(?:letters?|characters?)\s+(?P<items>[A-Za-z0-9](?:\s*(?:,|\bor\b|\band\b|/)\s*[A-Za-z0-9])+)\b",
    NOCASE,
)


# "…, no O or I", "without I, O or Q": capitals named alone after 'no' (letters mistaken for digits)
_NO_CAPITALS = rx.compile(
    r"(?:^|(?<=[,;:]\s)|(?<=[,;:]))\s*(?:no|without)\s+(?:the\s+)?(?:letters?\s+)?"
    r"(?P<items>(?-i:[A-Z])(?:\s*(?:,|\bor\b|\band\b|\bnor\b|/)\s*(?-i:[A-Z]))+)\s*[.;]?$",
    NOCASE,
)


def named_letters(ctx: Description) -> Rule | None:
    """Understands 'must not contain the letters I, O or Q', 'no O or I': each letter refused anywhere."""
    match = _NAMED_LETTERS.search(ctx.text) or _NO_CAPITALS.search(ctx.text)
    if match is None or ctx.field_type not in ("string", "text"):
        return None
    letters = rx.findall(r"(?<![A-Za-z0-9])[A-Za-z0-9](?![A-Za-z0-9])", match.group("items"))
    rules: list[Rule] = [NotContainsRule(value=letter) for letter in dict.fromkeys(letters)]
    return AllOfRule(rules=rules)


# "must not contain 12 consecutive digits", "no runs of 9 or more digits", "12 digits in a row not allowed",
# 「12桁の連続した数字を含む入力はエラー」, 「数字が12桁連続するものは不可」: a run of digits refused anywhere
# in the text
_DIGIT_RUN = rx.compile(
    r"\b(?:must\s+not|mustn't|cannot|can't|should\s+not|shouldn't|may\s+not|never|no)\s+"
    r"(?:(?:contain|include|have|hold)s?\s+)?(?:any\s+)?(?:(?P<run>runs?\s+of\s+|sequences?\s+of\s+)?(?P<en>\d{1,3})"
    r"(?:\s+or\s+more)?\s+(?:(?:consecutive|successive)\s+digits\b|digits\s+in\s+a\s+row\b|(?(run)digits\b|(?!))))"
    r"|(?:^|(?<=[、。,:]))\s*(?:any\s+)?(?P<en2>\d{1,3})(?:\s+or\s+more)?\s+(?:(?:consecutive|successive)\s+digits"
    r"|digits\s+in\s+a\s+row)\s+(?:are\s+|is\s+)?(?:not\s+(?:allowed|accepted|permitted)|forbidden|rejected|refused)\b"
    r"|(?P<ja>\d{1,3})\s*桁(?:以上)?\s*の?\s*(?:連続した|連続する|続く)\s*(?:半角)?(?:数字|数値)"
    r"\s*を\s*含む\s*(?:入力|もの|値|データ|文字列)?\s*(?:は|も)"
    r"|(?:連続した|連続する)\s*(?:半角)?(?:数字|数値)\s*(?P<ja2>\d{1,3})\s*桁(?:以上)?\s*を\s*含む\s*(?:入力|もの|値|データ|文字列)?\s*(?:は|も)"
    r"|(?:数字|数値)\s*が\s*(?P<ja3>\d{1,3})\s*桁(?:以上)?\s*(?:連続する|連続した|続く)\s*(?:入力|もの|値|データ|文字列)?\s*(?:は|も)",
    NOCASE,
)
_JA_REFUSAL_AFTER = rx.compile(
    r"\s*(?:入力|登録|使用)?\s*(?:不可|禁止|NG|エラー|できない|できません|認めない)"
)


def digit_run(ctx: Description) -> Rule | None:
    """Understands 'must not contain 12 consecutive digits', 「12桁の連続した数字を含む入力はエラー」."""
    if ctx.field_type not in ("string", "text") or not (match := _DIGIT_RUN.search(ctx.text)):
        return None
    if (match.group("ja") or match.group("ja2") or match.group("ja3")) and not _JA_REFUSAL_AFTER.match(
        ctx.text, match.end()
    ):
        return None
    count = int(next(g for g in match.group("en", "en2", "ja", "ja2", "ja3") if g))
    if count < 2:
        return None
    return NotRule(rule=pattern_rule(f"(?s).*[0-9]{{{count}}}.*", f"must contain {count} digits in a row"))


def all_zeros(ctx: Description) -> Rule | None:
    """Understands 'must not be all zeros', 「全桁0は不可」: at least one digit other than 0."""
    if ctx.field_type not in ("string", "text") or not _ALL_ZEROS.search(ctx.text):
        return None
    return pattern_rule("(?s).*[^0].*|", "must not be all zeros")


_DIGIT_NAMES = {"zero": 0, "zeros": 0, "zeroes": 0, "ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5}
_DIGIT_NAMES |= {"sixes": 6, "sevens": 7, "eights": 8, "nines": 9}
# one digit written all the way through: "all nines", "all 9s", 「オール9」, 「全桁9」
_ONE_DIGIT = (
    r"\ball\s+(?:(?P<d>\d)'?s|(?P<w>zeros?|zeroes|ones|twos|threes|fours|fives|sixes|sevens|eights|nines))\b"
    r"|(?:すべて|全て|全部|全桁|オール)\s*(?:が)?\s*(?P<j>\d)(?!\d)"
)
# any one digit written all the way through: "the same digit repeated", 「ゾロ目」, 「全桁同じ数字」
_SAME_DIGIT = (
    r"\b(?:the\s+)?same\s+(?:digit|number)(?:\s+(?:repeated|over\s+and\s+over|throughout|all\s+the\s+way(?:\s+through)?))+"
    r"|\b(?:a\s+)?(?:single|one)\s+digit\s+repeated|\brepdigits?\b|\bevery\s+digit\s+the\s+same"
    r"|\ball\s+(?:the\s+)?(?:same|identical|repeated)\s+digits?\b|\ball\s+(?:the\s+)?digits\s+(?:the\s+)?(?:same|identical)"
    r"|ゾロ目|(?:全桁|すべての桁|全ての桁|各桁)\s*(?:が)?\s*同じ(?:数字|番号|値)?|(?:すべて|全て|全部)\s*(?:が)?\s*同じ数字"
    r"|同(?:じ|一の?)数字(?:の(?:繰り返し|連続))?(?:のみ|だけ)|同じ数字の繰り返し"
)
_REPEATED = rx.compile(
    rf"(?<!\d)(?:{_ONE_DIGIT}|(?P<same>{_SAME_DIGIT}))"
    # "(e.g. 1111111)", 「(0000000)」: the value written out
    r"(?:\s*\((?:e\.g\.|eg|例)?\s*:?\s*\d+(?:\s*(?:など|等|etc\.?))?\))?",
    NOCASE,
)
_NEGATED_BE = rx.compile(
    r"(?:(?:must|may|should|can|shall)\s*(?:not|n't)|cannot|never)\s+(?:be\s+)?(?:made\s+up\s+of\s+|consist\s+of\s+)?$",
    NOCASE,
)


def repeated_digit_rule(text: str) -> Rule | None:
    """The rule refusing one digit all the way through ('all nines', 「オール9」) or any ('ゾロ目')."""
    match = _REPEATED.search(text)
    # (after the field's name at most: 「口座番号 全桁0」)
    if match is None or text[match.end() :].strip(" .。") or rx.search(r"[\s、。].", text[: match.start()]):
        return None
    if match.group("same"):
        shapes = "|".join(f"{digit}+" for digit in range(10))
        return NotRule(rule=pattern_rule(shapes, "must be the same digit repeated"))
    named = match.group("w")
    digit = match.group("d") or match.group("j") or str(_DIGIT_NAMES[named.lower()])
    if digit == "0":
        return pattern_rule("(?s).*[^0].*|", "must not be all zeros")
    return NotRule(rule=pattern_rule(f"{digit}+", f"must be all {digit}s"))


def repeated_digit(ctx: Description) -> Rule | None:
    """Understands 'must not be the same digit repeated all the way through', 'must not be all nines'."""
    if ctx.field_type not in ("string", "text"):
        return None
    found = next((m for m in _REPEATED.finditer(ctx.text) if _NEGATED_BE.search(ctx.text[: m.start()])), None)
    if found is None or ctx.text[found.end() :].strip(" .。"):
        return None
    return repeated_digit_rule(ctx.text[found.start() : found.end()])


# 「手術部・ICU・救急外来は不可」: unquoted values joined by 「・」 or 「、」, then the refusal
_JA_ITEM = r"[^\s、。・「」()はを]{1,12}"
_JA_BARE_LIST = rx.compile(
    rf"(?:[^、。・]*?は)?\s*(?P<items>{_JA_ITEM}(?:\s*[・、]\s*{_JA_ITEM})+)\s*(?:は|を)?\s*(?:{_JA_FORBID.pattern})"
)
# words that name characters or their kinds, not values (「数字・ハイフン以外は不可」)
_JA_CHARACTER_WORD = rx.compile(
    r"文字|数字|英字|英数|カナ|かな|仮名|記号|漢字|スペース|空白|桁|半角|全角|ハイフン|符号|大文字|小文字|アルファベット"
    r"|ひらがな|平仮名|絵文字|改行|タブ|ドット|スラッシュ|カンマ|ピリオド|括弧|カッコ"
)


def _ja_bare_list(text: str) -> list[str | int | float] | None:
    """The values of 「A・B・C以外」, 「A、B、Cは不可」 (unquoted, two or more, none naming characters)."""
    match = _JA_BARE_LIST.fullmatch(text)
    if match is None:
        return None
    items = [i.strip() for i in rx.split(r"\s*[・、]\s*", match.group("items"))]
    if any(
        _JA_CHARACTER_WORD.search(i) or named_literal(i) or rx.search(r"先頭|末尾|最初|最後|の|等|など", i)
        for i in items
    ):
        return None  # (not 「先頭・末尾の0は不可」, 「テスト・ダミー等の値は登録不可」: places, phrases)
    return list(items)


def forbidden_values(ctx: Description) -> Rule | None:
    """Understands 'must not be N/A or TBD', 'cannot be "none"', '「未定」「なし」は入力不可'."""
    text = ctx.text
    if ctx.field_type in ("email", "url") and rx.search(r"domain|ドメイン|\w\.[a-z]{2,}\b", text, NOCASE):
        return None  # "domain must not be hotmail.com": a domain rule, read by `domain`
    if ctx.field_type in ("email", "url") and PROVIDER_NAMED.search(text):
        return None  # "anything but gmail/hotmail": the providers' domains, read by `domain`
    if rx.search(r"free-?\s?mail|フリーメール|web\s*mail", text, NOCASE) and rx.search(
        r"\w\.[a-z]{2,}\b", text
    ):
        return None  # "must not be free-mail (gmail.com, ...)": domains, read by `domain`
    match = _NOT_BE.search(text)
    before = text[: match.start()] if match else ""
    if match and before.count("(") > before.count(")") and before[before.rfind("(") + 1 :].strip():
        # (not "Status (must not be 'DRAFT' or 'VOID')": the rule itself in brackets after a label)
        return None  # "must not start with 'DISC-' (discontinued numbers cannot be reused)": a reason's words
    if match:
        # "must not be N/A, TBD or NONE, in any letter case": the note on case is no value
        region = _SAME_AS.sub("", text[match.end() :].strip())
        region = CASE_SENSITIVE.sub("", CASE_INSENSITIVE.sub("", region)).strip()
        # "may not be one of the following: BLOCKED, DELETED", "must not be one of 9000, 9001 or 9999"
        listed = _LIST_OPENING.match(region)
        region = region[listed.end() :] if listed else region
        if rx.match(
            r"(?:used|entered|included|typed|input|accepted|allowed|permitted|saved|registered|stored|recorded"
            r"|populated|filled|given|selected|chosen|posted|booked|created|processed|sent|issued|released|imported"
            r"|uploaded|scheduled|keyed|made|placed|shipped|invoiced|paid|billed)\b",
            region,
            NOCASE,
        ):
            return None  # "X must not be used": a refused class or literal, not a refused value
        if _CONDITION.match(region) and not listed and not rx.match(QUOTED, region):
            return None
        items = _forbidden_items(region)
        said = {unquote(q) for q in rx.findall(QUOTED, region)}  # ('same as above', quoted: one value)
        if not items or any((len(i.split()) > 2 and i not in said) or len(i) > 30 for i in items):
            return None
        blank = [
            i
            for i in items
            if i.lower() in ("empty", "blank", "left blank", "left empty", "空欄", "空白", "未入力")
        ]
        # "We never accept spaces or hyphens": characters named, read by `class_absent` and `affix`
        if not rx.search(QUOTED, region) and any(named_literal(i) for i in items if i not in blank):
            return None
        values = _values([i for i in items if i not in blank], ctx)
        ci = bool(CASE_INSENSITIVE.search(text))
        ci = ci or all(str(v).lower() in _PLACEHOLDER_WORDS for v in values)  # "n/a" is N/A too
        ci = ci and not CASE_SENSITIVE.search(text)  # "…, case-sensitive": as said
        if not values:
            return None
        rule: Rule = NotRule(rule=OneOfRule(values=values, case_sensitive=not ci))
        return AllOfRule(rules=[rule, NotEmptyRule()]) if blank else rule
    if codes := _REFUSED_CODES.match(text):
        items = [
            unquote(i)
            for i in rx.split(r"\s*(?:,|\bor\b|\band\b|\bnor\b)\s*", codes.group("items"), flags=NOCASE)
        ]
        values = _values([i for i in items if i], ctx)
        return NotRule(rule=OneOfRule(values=values)) if values else None
    if ctx.field_type in NUMERIC_TYPES and (
        excluded := rx.fullmatch(
            rf"(?:excluding|except(?:\s+for)?|other\s+than|but\s+not|not)\s+((?:{NUM}(?:\s*(?:,|or|and)\s*)?)+)",
            text,
            NOCASE,
        )
    ):  # "between 1 and 100, excluding 50"
        return NotRule(rule=OneOfRule(values=_values(rx.findall(NUM, excluded.group(1)), ctx)))
    if ctx.field_type in NUMERIC_TYPES and rx.search(
        r"\bnon[- ]?(?:zero|0)\b|\bnot\s+(?:zero|0)\b|0以外|ゼロ以外|ゼロは不可", text, NOCASE
    ):
        return NotRule(rule=OneOfRule(values=[0]))  # "a non-zero amount"
    if ctx.field_type in ("string", "text") and (
        code := rx.fullmatch(
            rf"(?:[^、。]*?は)?\s*([0-9A-Za-z]{{1,10}})\s*(?:は|を)?\s*{_JA_FORBID.pattern}", text
        )
    ):
        return NotRule(rule=OneOfRule(values=[code.group(1)]))  # 「00は不可」 on a code
    if ctx.field_type in ("string", "text") and (named := _ja_bare_list(text)):
        return NotRule(rule=OneOfRule(values=named))  # 「手術部・ICU・救急外来以外」: named values
    if ctx.field_type in NUMERIC_TYPES and (
        bare := rx.fullmatch(rf"(?:[^、。]*?は)?\s*({NUM})\s*(?:は|を)?\s*{_JA_FORBID.pattern}", text)
    ):
        return NotRule(rule=OneOfRule(values=_values([bare.group(1)], ctx)))  # "0は不可"
    quoted = rx.findall(QUOTED, text)
    rest = text[text.rfind(quoted[-1]) + len(quoted[-1]) :] if quoted else ""
    written = rx.match(r"\s*(?:など|等)?\s*の\s*(?:表記|記載|使用|入力|文字|略記|略称|表示)", rest)
    # 「「(株)」の表記は不可」, 「「(株)」「(有)」などの略称は使用不可」: the text must not hold it
    rest = rest[written.end() :] if written else rest
    # 「「-」だけの入力もNG」: the value that is that literal alone is refused, not the character anywhere
    alone = None if written else rx.match(r"\s*(?:のみ|だけ)(?:の\s*(?:入力|登録|値|記載))?", rest)
    rest = rest[alone.end() :] if alone else rest
    # a place or a holding said outside the values (「終売」 is a value, not 「…で終わる」)
    if not quoted or not _JA_FORBID.match(rest) or rx.search(r"含|始|終|先頭|末尾", rx.sub(QUOTED, "", text)):
        return None
    literals = [unquote(q) for q in quoted]
    if all(v.endswith("://") for v in literals):  # 「「http://」と「ftp://」は不可」: schemes refused
        schemes: list[Rule] = [NotRule(rule=PrefixRule(value=v)) for v in literals]
        return schemes[0] if len(schemes) == 1 else AllOfRule(rules=schemes)
    if not alone and (
        written or rx.search(r"に\s*「", text) or all(len(v) == 1 and not v.isalnum() for v in literals)
    ):
        parts: list[Rule] = [NotContainsRule(value=v) for v in literals]
        return parts[0] if len(parts) == 1 else AllOfRule(rules=parts)
    return NotRule(rule=OneOfRule(values=_values(literals, ctx)))


def not_prefix_except(ctx: Description) -> Rule | None:
    """Understands '先頭は0以外', '0以外で始まる' (must not start with 0)."""
    match = rx.search(r"(?:先頭|頭|最初|1文字目)(?:の文字)?\s*(?:は|が)\s*(\S+?)\s*以外", ctx.text)
    match = match or rx.search(
        r"(?:先頭|頭)\s*(?:が|に|の)?\s*(「[0-9A-Za-z]{1,3}」|[0-9A-Za-z]{1,3})\s*(?:は|が)?\s*(?:不可|禁止|NG)",
        ctx.text,
    )
    match = match or rx.search(
        r"(?:^|は|、)\s*([^\s、。は]+?)\s*以外(?:の(?:文字|数字))?\s*(?:で|から)\s*始ま", ctx.text
    )
    if match is None:
        return None
    literal = unquote(match.group(1).strip())
    if not literal:
        return None
    named = named_literal(literal)
    span = rx.fullmatch(r"(\d)\s*[~\-]\s*(\d)", literal)
    if span and span.group(1) < span.group(2):  # 「先頭は0〜9以外」: no digit of that range first
        low, high = span.groups()
        refused = NotRule(
            rule=PatternRule(
                pattern=f"(?s)[{low}-{high}].*", message=f"must start with a digit from {low} to {high}"
            )
        )
    elif named and named[0] == "class":  # 「先頭は数字以外」: not a digit first
        first = PatternRule(pattern=f"(?s){named[1]}.*", message=f"must start with {named[2]}")
        refused = NotRule(rule=first)
    else:
        refused = NotRule(rule=PrefixRule(value=named[1] if named else literal))
    # 「先頭は0以外の8桁の数字」: and the value is 8 digits
    digits = rx.match(r"\s*の\s*([0-9]+)\s*桁(?:の)?(?:数字|数値)?\s*$", ctx.text[match.end() :])
    if digits:
        count = int(digits.group(1))
        return AllOfRule(rules=[refused, pattern_rule(f"[0-9]{{{count}}}", f"must be {count} digits")])
    return refused


# (「半角英字・半角数字・半角カナは不可」, "no half-width letters or digits": the width said of each class
# in a list, which holds only half-width ones anyway)
_HALF = r"(?:半角|half[- ]?width\s+)?"
_CLASS_WORDS: list[tuple[str, str]] = [
    (
        rf"{_HALF}(?:upper[- ]?case(?:\s+(?:letters?|characters?))?|capital(?:s|\s+letters?)?|caps\b"
        r"|英?大文字)",
        "upper",
    ),
    (rf"{_HALF}(?:lower[- ]?case(?:\s+(?:letters?|characters?))?|(?:英)?小文字)", "lower"),
    (rf"{_HALF}(?:digits?|numbers?|numerals?|numeric\s+characters?|数字)", "digits"),
    (r"symbols?|special\s+characters?|punctuation(?:\s+marks?)?|emoji(?:s)?|記号|特殊文字|絵文字", "symbol"),
    (rf"{_HALF}(?:letters?|alphabets?|alphabetic\s+characters?|英字|アルファベット)", "ascii_letters"),
    (r"(?:半角)?英数字?|alphanumerics?(?:\s+characters?)?", "alphanumeric"),
    (r"kanji|漢字", "kanji"),
    (r"hiragana|ひらがな", "hiragana"),
    (r"half[- ]?width\s+(?:katakana|kana)|半角カタカナ|半角カナ", "halfwidth_katakana"),
    # not "must not contain half-width spaces": a space, not every half-width character
    (r"half[- ]?width(?!\s+spaces?)(?:\s+characters?)?|半角(?!スペース|空白)(?:文字)?", "halfwidth"),
    (r"full[- ]?width(?!\s+spaces?)(?:\s+characters?)?|全角(?!スペース|空白)(?:文字)?", "fullwidth"),
    (r"katakana|カタカナ|カナ", "katakana"),
    # "must not contain spaces or lower-case letters": spaces listed among classes refused
    (r"(?<![\w-])(?:spaces|whitespace)\b", "space"),
]
_CLASS = "|".join(f"(?:{p})" for p, _ in _CLASS_WORDS)


def class_refused(text: str) -> Rule | None:
    """The rule refusing the class a bare class word names: emoji alone ('絵文字') are not every symbol."""
    if _EMOJI_WORD.fullmatch(text.strip()):
        return _NO_EMOJI
    named = class_word(text)
    return ContainsClassRule(char_class=named, max=0) if named is not None else None


def class_word(text: str) -> str | None:
    """The character class a bare class word names ('記号', 'symbols', '半角カナ'), if it is one."""
    for pattern, name in _CLASS_WORDS:
        if rx.fullmatch(pattern, text.strip(), NOCASE):
            return name
    return None


def _class_of(word: str) -> str:
    for pattern, name in _CLASS_WORDS:
        if rx.fullmatch(pattern, word, NOCASE):
            return name
    return "digits"


# Two classes or more the value must hold, each at least once, named without a count.
_LISTED_JA = rx.compile(
    rf"(?:{_CLASS})(?:\s*(?:と|、|・|および|及び)\s*(?:{_CLASS}))+\s*(?:を|が)\s*"
    r"(?:含む|含める|含んでいる|含まれる|入れる)(?:こと)?(?:とする|です)?\s*。?$"
)
_ONE = r"(?:at\s+least\s+)?(?:an?\s+|one\s+|1\s+)"
_LISTED_EN = rx.compile(
    rf"(?:contain|include|have)s?\s+(?P<each>both\s+|{_ONE})?(?:{_CLASS})"
    rf"(?:(?:,\s*(?:and\s+)?|\s+(?:and|as\s+well\s+as|plus)\s+){_ONE}?(?:{_CLASS}))+(?:\s+(?:letters?|characters?))?\s*\.?$",
    NOCASE,
)


def class_counts(ctx: Description) -> Rule | None:
    """Understands 'at least one uppercase letter and one digit', '数字を2文字以上含む'."""
    text = ctx.text
    if ctx.field_type in NUMERIC_TYPES or rx.search(r"\bonly\b|のみ|だけ", text, NOCASE):
        return None
    found: list[tuple[str, int]] = []
    en = rx.search(
        rf"(?:at\s+least|a\s+minimum\s+of|minimum(?:\s+of)?|min\.?)\s+({NUM})\s+({_CLASS})"
        # "at least 1 uppercase letter and 1 digit", "… + 1 digit", "… & 1 digit"
        rf"((?:\s*(?:,|and|as\s+well\s+as|plus|\+|&)\s*(?:at\s+least\s+)?(?:{NUM}\s+)?(?:{_CLASS}))*)",
        text,
        NOCASE,
    )
    if en:
        found.append((_class_of(en.group(2)), int(en.group(1))))
        for more in rx.finditer(rf"(?:({NUM})\s+)?({_CLASS})", en.group(3), NOCASE):
            found.append((_class_of(more.group(2)), int(more.group(1) or en.group(1))))
    ja = rx.search(
        rf"((?:{_CLASS})(?:\s*(?:と|、|・|および|及び)\s*(?:{_CLASS}))*)\s*(?:を|が|も)?\s*(?:それぞれ|各)?\s*"
        rf"(?:少なくとも|最低)?\s*({NUM})\s*(?:文字|字|つ|個)\s*以上\s*(?:含|入|使)",
        text,
        NOCASE,
    )
    if ja and not en:
        count = int(ja.group(2))
        found += [(_class_of(w.group(0)), count) for w in rx.finditer(_CLASS, ja.group(1), NOCASE)]
    most = rx.search(
        rf"(?:at\s+most|no\s+more\s+than|up\s+to|a\s+maximum\s+of|max(?:imum)?\.?)\s+({NUM})\s+({_CLASS})",
        text,
        NOCASE,
    )
    contained = most and rx.search(
        r"\bcontain\s+$", text[: most.start()], NOCASE
    )  # "must contain no more than 3 digits"
    if (
        most and not found and (contained or _class_of(most.group(2)) != "digits")
    ):  # "at most 2 uppercase letters"
        return ContainsClassRule(char_class=_class_of(most.group(2)), max=int(most.group(1)))
    both = rx.search(rf"(?:contain|include|have|use)s?\s+both\s+({_CLASS})\s+and\s+({_CLASS})", text, NOCASE)
    if both and not found:  # "must contain both letters and numbers"
        found += [(_class_of(both.group(1)), 1), (_class_of(both.group(2)), 1)]
    surely = rx.search(rf"({_CLASS})\s*(?:を|が)?\s*必ず\s*(?:1文字以上\s*)?(?:含|入|使)", text)
    if surely and not found:  # 「英字を必ず含む」: at least one
        found.append((_class_of(surely.group(1)), 1))
    every = rx.search(
        rf"((?:{_CLASS})(?:\s*(?:と|、|・|および|及び)\s*(?:{_CLASS}))+)\s*(?:を|が)?\s*(?:すべて|全て|いずれも|それぞれ|両方|どちらも)\s*(?:含|入|使)",
        text,
    )
    if every and not found:  # 「大文字・小文字・数字をすべて含む」: one of each at least
        found += [(_class_of(w.group(0)), 1) for w in rx.finditer(_CLASS, every.group(1), NOCASE)]
    english = _LISTED_EN.search(text)
    listed = _LISTED_JA.search(text) or english
    if listed and not found:  # 「大文字と小文字を含む」, "an upper-case and a lower-case letter": each
        names = [_class_of(w.group(0)) for w in rx.finditer(_CLASS, listed.group(0), NOCASE)]
        each = english and (english.group("each") or rx.search(r"\bas\s+well\s+as\b", english[0], NOCASE))
        each = each and not rx.search(r"\b(?:may|can|could)\s+(?:contain|include|have)", text, NOCASE)
        if listed is english and not (each or {"upper", "lower"} <= set(names)):
            return None  # "must contain letters and digits": the characters it is made of (not "letters as
            # well as digits": each of them)
        found += [(name, 1) for name in names]
    if not found:
        return None
    rules: list[Rule] = [ContainsClassRule(char_class=name, min=count) for name, count in dict(found).items()]
    return rules[0] if len(rules) == 1 else AllOfRule(rules=rules)


_NOT_ONLY_EN = rx.compile(
    rf"(?:(?:must|should|may|can)\s*(?:not|n't)|cannot|never)\s+(?:be|consist|contain)\s+"
    rf"(?:(?:written|entered|typed|spelt|spelled)\s+)?(?:(?:all|only|entirely|solely|just|purely|wholly|completely)\s+)?"
    rf"(?:of\s+|in\s+)?(?:(?:all|only|entirely|solely|just|purely)\s+)?({_CLASS})\b",
    NOCASE,
)
_ONLY_WORD = r"\b(?:all|only|entirely|solely|just|purely|wholly|completely)\b|のみ|だけ"
_NOT_ONLY_JA = rx.compile(
    rf"({_CLASS})\s*(?:のみ|だけ)\s*(?:で(?:ある|構成され(?:る|た))?(?:の|こと)?)?\s*(?:は|では)?\s*(?:不可|禁止|NG|いけない|だめ|ダメ)"
)


# a symbol named in Japanese (「ハイフン以外の記号はNG」)
_JA_SYMBOL = (
    r"ハイフン|アンダースコア|アンダーバー|アットマーク|スラッシュ|ドット|ピリオド|カンマ|コンマ|プラス"
)
_ONLY_SYMBOLS = [
    rx.compile(
        rf"((?>(?:{QUOTED}|{_JA_SYMBOL})\s*(?:や|と|、|・|および)?\s*)+)以外の(?:記号|特殊文字)\s*(?:は|を)?\s*"
        r"(?:不可|禁止|使用不可|NG|使えない)"
    ),
    rx.compile(
        rf"記号\s*(?:は|で)?\s*((?>(?:{QUOTED}|[-_.@/#&+]|{_JA_SYMBOL})\s*(?:と|、|・|や|,|及び|および)?\s*)+)"
        r"\s*(?:のみ|だけ)"
    ),
    rx.compile(
        r"(?:the\s+)?only\s+(?:symbols?|special\s+characters?)\s+(?:allowed|permitted|accepted)\s+(?:are|is)\s+(.+)$",
        NOCASE,
    ),
    rx.compile(
        r"no\s+(?:symbols?|special\s+characters?)\s+(?:other\s+than|except(?:\s+for)?)\s+(.+)$", NOCASE
    ),
    rx.compile(
        r"(?:symbols?|special\s+characters?)\s+(?:are|is)\s+not\s+(?:allowed|permitted|accepted)"
        r"\s*,?\s+(?:other\s+than|except(?:\s+for)?)\s+(.+)$",
        NOCASE,
    ),
    rx.compile(
        r"(?:symbols?|special\s+characters?)\s+(?:other\s+than|except(?:\s+for)?)\s+(.+?)\s+(?:are|is)\s+not\s+(?:allowed|permitted)",
        NOCASE,
    ),
]


def no_markup(ctx: Description) -> Rule | None:
    """Understands 'no HTML tags', 「HTMLタグ不可」: the value holds no "<" or ">"."""
    markup = (
        r"\bno\s+html|\bhtml\s+(?:tags?\s+)?(?:are\s+|is\s+)?not\s+allowed"
        r"|\b(?:must\s+not|should\s+not|may\s+not|cannot|can't|never|do(?:es)?\s+not|don't)\s+"
        r"(?:contain|include|hold|have|use)\s+(?:any\s+)?html\b"
        r"|html\s*(?:タグ)?\s*(?:は|を|の)?\s*(?:使用|入力|記載)?\s*(?:は|も)?\s*"
        r"(?:不可|禁止|含まない|含めない|入れない|使わない|使用しない|NG|使えません|しない)"
    )
    if rx.search(markup, ctx.text, NOCASE):
        return AllOfRule(rules=[NotContainsRule(value="<"), NotContainsRule(value=">")])
    return None


def allowed_symbols(ctx: Description) -> Rule | None:
    """Understands 「記号は「-」と「_」のみ使用可」, 'the only symbols allowed are - and _'."""
    for pattern in _ONLY_SYMBOLS:
        if match := pattern.search(ctx.text):
            region = match.group(1).strip().rstrip(".。")
            items = [unquote(q) for q in rx.findall(QUOTED, region)]
            items = items or rx.findall(r"[-_.@/#&+]", region)
            for word in rx.split(r"\s*(?:,|\band\b|\bor\b|や|と|、|・|および)\s*", region):
                word = rx.sub(r"^(?:the|a|an)\s+", "", word.strip(), flags=NOCASE)
                if (named := named_literal(word)) and named[0] == "char" and named[1] != "SPACE":
                    items.append(named[1])
            chars = list(dict.fromkeys(c for c in items if len(c) == 1))
            if not chars:
                return None
            allowed = "".join(re.escape(c) for c in chars)
            listed = " and ".join(f'"{c}"' for c in chars)
            return pattern_rule(
                f"(?s)(?:[^\\p{{P}}\\p{{S}}]|[{allowed}])*", f"must not contain symbols other than {listed}"
            )
    return None


def not_only_class(ctx: Description) -> Rule | None:
    """Understands 'must not be all digits', 'must not consist only of spaces', '数字のみは不可'."""
    if ctx.field_type in NUMERIC_TYPES:
        return None
    text = ctx.text
    only_blank = (
        r"(?:not|n't|never)\s+(?:be|consist|contain)\s+(?:of\s+)?(?:only|all|entirely|just|solely|purely)\s+"
    )
    if rx.search(only_blank + r"(?:of\s+)?(?:spaces|whitespace|blanks)\b", text, NOCASE):
        return NotEmptyRule()  # only whitespace is blank
    match = _NOT_ONLY_EN.search(text)
    if match is None:
        match = _NOT_ONLY_JA.search(text)
    # the "only" belongs to the refused class ("must not be digits only"), not to a demand before it
    # ("Digits only: must not contain letters")
    if match is None or not (
        rx.search(_ONLY_WORD, match.group(0), NOCASE)
        or rx.match(r"\s*(?:only|alone)\b", text[match.end() :], NOCASE)
    ):
        return None
    name = _class_of(match.group(1))
    if name in ("upper", "lower"):  # "must not be written entirely in capitals": the letter case of words
        return NotRule(rule=CaseRule(case=name))
    return NotRule(rule=CharsetRule(allowed=[name]))


_EMOJI_WORD = rx.compile(r"emojis?|絵文字", NOCASE)
_NO_EMOJI = NotRule(
    rule=PatternRule(pattern="(?s).*[\U0001f000-\U0001faff\u2600-\u27bf].*", message="must contain an emoji")
)
_WIDTH_SPACE = r"\b(half|full)[- ]?width\s+spaces?\b"
_WIDTH_SPACES = {"half": " ", "full": "\u3000"}


# "must not contain spaces, hyphens or lower-case letters": classes and named characters refused in one list
_MIXED_REFUSAL = rx.compile(
    r"^(?:[^:]{1,30}:\s*)?(?:(?:must|should|may|can)\s*(?:not|n't)|cannot|never)\s+(?:contain|include|have|use)\s+"
    r"(?:any\s+)?(?P<items>[^.;:]+?)\s*[.;]?$",
    NOCASE,
)


def _mixed_refusal(text: str) -> Rule | None:
    """The rule refusing a list that mixes classes and named characters, or None when it is not one."""
    if not (found := _MIXED_REFUSAL.match(text.strip())):
        return None
    items = [
        i for i in rx.split(r"\s*(?:,|\bor\b|\band\b|\bnor\b)\s*", found.group("items"), flags=NOCASE) if i
    ]
    rules: list[Rule] = []
    for item in (rx.sub(r"^(?:an?|the|any)\s+", "", i, flags=NOCASE) for i in items):
        named = class_word(item)
        said = named_literal(item)
        if named is not None:
            rules.append(ContainsClassRule(char_class=named, max=0))
        elif said and said[0] == "char":
            rules.append(
                ContainsClassRule(char_class="space", max=0)
                if said[1] == "SPACE"
                else NotContainsRule(value=said[1])
            )
        else:
            return None
    classes = sum(isinstance(rule, ContainsClassRule) for rule in rules)
    return AllOfRule(rules=rules) if len(rules) >= 2 and 0 < classes < len(rules) else None


def class_absent(ctx: Description) -> Rule | None:
    """Understands 'must not contain digits', '数字を含めない', 'no uppercase letters'."""
    if ctx.field_type not in NUMERIC_TYPES and (mixed := _mixed_refusal(ctx.text)) is not None:
        return mixed
    text = rx.sub(r"\s*\([^()]*(?:など|等|etc\.?|\.\.\.|…)\s*\)", "", ctx.text)  # 「記号(!@#$%など)」
    fullwidth_alnum = (
        r"全角英数(?:字)?\s*(?:は|を)?\s*(?:使用不可|不可|禁止|使わない|含まない|NG)"
        r"|(?:no|not?\s+(?:contain|include|allow)|without)\s+(?:any\s+)?full[- ]?width\s+"
        r"(?:letters\s+(?:and|or)\s+digits|alphanumerics?)"
    )
    if rx.search(fullwidth_alnum, text, NOCASE):
        return pattern_rule(
            "(?s)[^\\x{ff10}-\\x{ff19}\\x{ff21}-\\x{ff3a}\\x{ff41}-\\x{ff5a}]*",
            "must not contain full-width letters or digits",
        )
    if rx.search(
        r"\b(?:no|not?\s+(?:contain|include|allow)|without)\s+(?:any\s+)?japanese(?:\s+characters?|\s+text)?\b"
        r"|\bjapanese(?:\s+characters?|\s+text)?\s+(?:are|is)\s+not\s+(?:allowed|permitted|accepted)\b"
        r"|日本語(?:は|を)?(?:不可|禁止|含まない|使用不可)",
        text,
        NOCASE,
    ):
        kana = ("hiragana", "katakana", "halfwidth_katakana", "kanji")
        return AllOfRule(rules=[ContainsClassRule(char_class=name, max=0) for name in kana])
    several = rf"(?:{_CLASS})(?:\s*(?:,|/|\bor\b|\band\b|・|、|や|と)\s*(?:{_CLASS}))*"
    # "must not contain half-width spaces": one character, not the class; beside classes ("half-width
    # katakana or half-width spaces") it is refused with them, alone it is read by `affix`; a clause that
    # lets them in ("…; half-width spaces are OK") refuses none
    let_in = r"\b(?:ok|okay|fine|allowed|permitted|accepted)\b|可(?!能)"
    refusing = " ".join(c for c in rx.split(r"[;.。]", text) if not rx.search(let_in, c, NOCASE))
    spaces = [_WIDTH_SPACES[m.group(1).lower()] for m in rx.finditer(_WIDTH_SPACE, refusing, NOCASE)]
    text = rx.sub(
        rf"\s*(?:,|/|\bor\b|\band\b)\s*{_WIDTH_SPACE}|\s*{_WIDTH_SPACE}(?:\s*(?:,|/|\bor\b|\band\b))?",
        "",
        text,
        flags=NOCASE,
    )
    en = rx.search(
        rf"(?:(?:must|should|may|can)\s*(?:not|n't)|cannot|never|not)\s+(?:contain|include|have|use|give)s?\s+(?:any\s+)?({several})\b"
        rf"|\bno\s+({several})(?:\s*(?:allowed|permitted|at\s+all)\s*[.。]?$|(?=\s*[.。]?$|\s*(?:,|\bor\b|\band\b|/)\s))"
        rf"|(?:do\s+not|don't|does\s+not|doesn't|must\s+not|never)\s+(?:allow|accept|permit)\s+(?:any\s+)?({several})\b"
        rf"|\b({several})\s+(?:are|is)\s+(?:not\s+(?:allowed|permitted|accepted)|forbidden|prohibited|disallowed)"
        rf"|\b({several})\s+(?:must|should|may|can)\s*(?:not|n't)\s+be\s+(?:used|entered|included)",
        text,
        NOCASE,
    )
    ja = rx.search(
        rf"({several})\s*(?:を|が|は)?\s*(?:含まない|含めない|含まれない|含んではいけない|使わない|使用しない|入れない|不可|使用不可"
        rf"|(?:使用|入力|登録)?禁止|使えない|使えません|使用できない|使用できません|入力できない|入力できません"
        rf"|入れられない|入れられません"
        rf"|登録できない|登録できません|登録不可|入力不可)",
        text,
    )
    match = en or ja
    if match is None or ctx.field_type in NUMERIC_TYPES:
        return None
    if en and any(en.group(g) and _qualified(text[: en.start(g)]) for g in (4, 5)):
        return None
    extra = _characters_after(text[match.end() :]) if en else []
    if extra is None:
        return None  # "must not contain digits or anything odd": more than the classes, not read here
    words = [w.group(0) for w in rx.finditer(_CLASS, next(g for g in match.groups() if g), NOCASE)]
    names = list(dict.fromkeys(_class_of(word) for word in words))
    if names == ["space"]:
        return None  # spaces alone are read by `affix` (a space of either width)
    if rx.search(r"only|のみ|だけ", text, NOCASE) and names != ["symbol"]:
        return None
    # 「絵文字は禁止」: emoji named alone are refused, not every symbol (「10:00着」 keeps its colon)
    emoji = [w for w in words if _EMOJI_WORD.fullmatch(w)]
    if emoji and len(emoji) == sum(_class_of(w) == "symbol" for w in words):
        names = [name for name in names if name != "symbol"]
    rules: list[Rule] = [ContainsClassRule(char_class=name, max=0) for name in names]
    rules += [_NO_EMOJI] if emoji and "symbol" not in names else []
    rules += [NotContainsRule(value=space) for space in dict.fromkeys(spaces)]
    rules += [NotContainsRule(value=char) for char in extra]
    return rules[0] if len(rules) == 1 else AllOfRule(rules=rules)


def _qualified(before: str) -> bool:
    """Whether the class word refused is qualified by a word before it ('temporary numbers are not allowed'
    refuses values, not digits; 'Also, numbers are not allowed' refuses digits)."""
    last = rx.search(r"([A-Za-z][\w-]*)\s+$", before)
    return last is not None and last.group(1).lower() not in _CLASS_QUALIFIERS


# words before a class word that say which characters, not which values ("special symbols", "other symbols")
_CLASS_QUALIFIERS = frozenset(
    ("and", "or", "also", "but", "so", "any", "the", "all", "special", "other", "full-width", "half-width",
     "fullwidth", "halfwidth", "japanese", "ascii", "latin", "such", "these", "those", "double-byte",
     "single-byte", "non-ascii", "unicode", "extra", "further", "more")
)  # fmt: skip


def _characters_after(rest: str) -> list[str] | None:
    """The characters a list of refused classes goes on to name ('digits or the @ sign'): [] when the list
    ends with the classes ('digits in it'), None when it goes on with what is not characters."""
    listed = rx.match(r"\s*(?:,\s*)?(?:\bor\b|\band\b|,|/)\s*(.+?)\s*[.;]?$", rest, NOCASE)
    if listed is None:
        return []
    chars = []
    for item in rx.split(r"\s*(?:,|\bor\b|\band\b|/)\s*", listed.group(1), flags=NOCASE):
        bare = rx.sub(
            r"^(?:an?|the|any)\s+|\s+(?:signs?|symbols?|characters?|marks?)$", "", item.strip(), flags=NOCASE
        )
        bare = unquote(bare) if rx.fullmatch(QUOTED, bare) else bare  # 'digits or "@"'
        named = named_literal(bare)
        if len(bare) == 1 and not bare.isalnum():
            chars.append(bare)
        elif named and named[0] == "char" and named[1] != "SPACE":
            chars.append(named[1])
        else:
            return None
    return chars
