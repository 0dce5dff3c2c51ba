"""Recognisers for lists of allowed values ('one of A, B or C', 'A・B・Cのいずれか')."""

from __future__ import annotations

from mdm.ai.engine import rx
from mdm.ai.engine.fragments import (
    CASE_INSENSITIVE,
    NOCASE,
    NUM,
    QUOTED,
    UNIT,
    Description,
    number_span,
    pattern_rule,
    to_number,
    unquote,
)
from mdm.rules import NUMERIC_TYPES, OneOfRule, Rule

_LIST_SEP = r"\s*(?:,\s*(?:or|and)\s+|,|、|・|/|\||;|\s+or\s+|\s+and\s+|または|もしくは|あるいは)\s*"
# Words naming classes of characters: a list of them says which characters a value holds, not its values
# ("allowed: Alphanumeric, Dash, Underscore"); after "allowed:" a script's name may be a value ("Kanji, Kana,
# Romaji"), after a label "Letter" may be ("Phone, Email or Letter")
_CLASS_WORDS = (
    r"letters|digits?|hyphens?|dash(?:es)?|spaces?|numbers|numeric|characters?|symbols?|alphanumerics?"
    r"|underscores?|dots?|periods?|slash(?:es)?"
)
# A value named in a list after "allowed:": a word in capitals (or digits), perhaps a second word after it
_CAPITAL_ITEM = r"(?-i:[A-Z0-9])[\w-]*(?:\s(?!(?:or|and)\b)[A-Za-z]\w*)?"
_STRONG_EN = rx.compile(
    r"(?:\bone\s+of|\bany\s+of|\beither|\bmust\s+be\s+(?-i:in)\b(?!\s+(?-i:[A-Z][a-z]))|\b(?:accepts?|allows?)\s+only|\bonly\s+(?:accepts?|allows?)\b|\b(?:allowed|valid|permitted|possible"
    r"|accepted)\s+values?(?:\s+(?:are|is))?|\bchoose\s+from|\bchoice\s+of|\blimited\s+to"
    r"|\brestricted\s+to|\boptions?\s+(?:are|is)|\bvalues?\s*:|\bonly\s+the\s+values?"
    # "Please only use the following incoterms: EXW, FCA", "Select one of these codes: A, B"
    r"|\b(?:use|enter|select|choose|pick)\s+(?:only\s+)?(?:one\s+of\s+)?(?:the\s+following|these)(?:\s+[\w-]+){0,2}\s*:"
    # "allowed = NET30, NET60, COD", "values = A / B"
    r"|\b(?:allowed|options?|choices?)(?=\s*=(?!=))"
    # "Claim channel - allowed: Web, Phone, Agent, Mail" (not "allowed: letters, digits and hyphens")
    rf"|\b(?:allowed|accepted|valid)(?=\s*:(?![^.;]*\b(?:{_CLASS_WORDS}|letter|number)\b)"
    # ("Pallet type - allowed: EUR, EUR2, CHEP blue. Required.": a value of two words; a sentence after it)
    rf"\s*{_CAPITAL_ITEM}(?:\s*,\s*{_CAPITAL_ITEM})+(?:\s*,?\s*(?:or|and)\s+{_CAPITAL_ITEM})?\s*(?:$|\.(?:\s|$)))"
    # "Contact method: Phone, Email or Letter": words in capitals listed after a label, nothing else
    r"|^[^:\d]{1,40}:(?=\s*(?-i:[A-Z][a-z]+)(?:(?:\s*,\s*(?-i:[A-Z][a-z]+))+\s*,?\s+or\s+(?-i:[A-Z][a-z]+)"
    r"|(?:\s*,\s*(?-i:[A-Z][a-z]+)){2,})\s*(?:\.|;\s*may\s+be\s+left\s+blank)?\s*$)"
    # (not "Letters, Digits or Hyphens": the classes of characters let in)
    rf"(?![^.;]*\b(?:{_CLASS_WORDS}|numerals?|upper(?:case)?|lower(?:case)?|capitals|commas?|kana|kanji|katakana"
    r"|hiragana)\b)"
    r")\s*[:=]?\s*(?P<list>.+)$",
    NOCASE,
)
_STRONG_JA_AFTER = rx.compile(
    r"(?:次|以下)の(?:いずれか|どれか|値)\s*(?:の値)?\s*(?:です|とする)?\s*[:は]?\s*(?P<list>.+)$"
)
_STRONG_JA_BEFORE = rx.compile(
    r"^(?P<list>.+?)\s*(?:の\s*)?(?:いずれか|どれか|どちらか|うちの?(?:1つ|ひとつ)|中から選択|から選択|から選ぶ)"
)
_WEAK_EN = [
    # "Currency is to be SGD, USD, EUR or JPY": a specification's "is to" is "must"
    rx.compile(
        r"\b(?:must|should|has\s+to|(?:is|are)\s+to|can\s+only|may\s+only)\s+be\s+(?P<list>.+)$", NOCASE
    ),
    rx.compile(r"\bonly\s+(?P<list>.+?)\s+(?:are|is)\s+(?:allowed|accepted|permitted|valid)", NOCASE),
    rx.compile(r"^(?P<list>.+?)\s+only\.?$", NOCASE),
    # "Criticality rating: only A, B, C": "only" before a list of values
    rx.compile(r"^(?:[^:]{1,40}:\s*)?only\s+(?P<list>[^.;:]+?(?:,|\bor\b|/)[^.;:]*?)\.?$", NOCASE),
]
_WEAK_JA = rx.compile(r"^(?P<list>.+?)\s*(?:のみ|だけ|に限る)")


def _strip_subject(text: str) -> str:
    """Drops a Japanese topic such as 'ステータスは' in front of a list."""
    match = rx.match(r"^[^・、,/「」\"']+?(?:は|が|:)\s*", text)
    if match and rx.search(_LIST_SEP + "|か", text[match.end() :]):
        return text[match.end() :]
    return text


def split_items(region: str) -> list[str]:
    """Splits a list region ('A, B or C', 'A・B・C', '「A」「B」') into items."""
    region = rx.sub(r"^\s*(?:the\s+)?following(?:\s+values?)?\s*:?\s*", "", region, flags=NOCASE)
    # "'A' and not 'B'": what follows a denial is no item of the list
    region = rx.sub(r"\s*,?\s*\b(?:and|but)\s+(?:not|never)\b.*$", "", region, flags=NOCASE)
    # 「「東京」ではなく「東京都」と入力」: the value named before ではなく is the one refused
    region = rx.sub(r"(?:「[^」]*」|\"[^\"]*\")\s*(?:ではなく|でなく|じゃなく)\s*", "", region)
    quoted = rx.findall(QUOTED, region)
    if len(quoted) >= 2:
        return [unquote(q) for q in quoted]
    region = rx.split(r"[.;]\s|[.。]$|。|\s\(", region)[0]  # 「…であること。…」: a Japanese full stop ends it
    region = rx.sub(r"\s+only\s*$", "", region, flags=NOCASE)  # "BACS, CHAPS or Direct Debit only"
    region = rx.sub(r"^\s*only\s+(?=\S)", "", region, flags=NOCASE)  # "Pay frequency: only Weekly or Monthly"
    parts = rx.split(_LIST_SEP, region.strip(), flags=NOCASE)
    for joiner in ("か", "と"):
        if len(parts) == 1 and region.count(joiner) == 1 and not (joiner == "か" and "から" in region):
            halves = region.split(joiner)
            if not any(rx.fullmatch(r"[\u3041-\u309f]+", half.strip()) for half in halves):
                parts = halves  # 'AかB', not a word that merely contains か or と
    items = [unquote(p.strip(" .:\"'")) for p in parts]
    items = [rx.sub(r"^(?:either|the\s+values?|values?)\s+", "", i, flags=NOCASE) for i in items]
    # 「現金・カード・振込 の3つから選択」: the space before 「の」 is no part of the last item
    items = [rx.sub(r"(?<=.)\s*の(?:\d+|いずれか|どれか|うち|中).*$", "", i) for i in items]
    return list(dict.fromkeys(i for i in items if i))


def _typed(items: list[str], field_type: str) -> list[str | int | float] | None:
    """Converts list items to the field's value type where possible."""
    if field_type not in NUMERIC_TYPES:
        return list(items)
    # ("1, 2 or 4 people": the count's noun after the last)
    items = [
        rx.sub(rf"^({NUM})\s*(?:{UNIT}|people|persons?|pax|guests?|staff)$", r"\1", item, flags=NOCASE)
        for item in items
    ]
    return [to_number(item) if rx.fullmatch(NUM, item) else item for item in items]


def _one_of(items: list[str], ctx: Description) -> Rule | None:
    """Builds a one_of rule from at least two plain items."""
    if len(items) < 2 or any(len(i.split()) > 4 or len(i) > 40 for i in items):
        return None
    if ctx.field_type in ("email", "url") and not all(rx.search(r"[@.]", item) for item in items):
        return None  # 「施設またはグループの業務用アドレスを使用のこと」: words, not addresses to pick from
    values = _typed(items, ctx.field_type)
    ci = bool(CASE_INSENSITIVE.search(ctx.text))
    return OneOfRule(values=values, case_sensitive=not ci) if values else None


_NEGATED = rx.compile(
    r"\b(?:cannot|can't|must\s+not|mustn't|should\s+not|may\s+not|never|not\s+be"
    r"|(?:are|is|(?:must|should|shall|will)\s+be)\s+(?:prohibited|forbidden|banned|disallowed|rejected|refused|blocked"
    r"|not\s+(?:allowed|permitted|accepted)))\b"
    r"|\b(?:do(?:es)?\s+not|won't|will\s+not)\s+(?:accept|allow|permit)\b"
    r"|\bnot\s+(?:one|any|either)\s+of\b|\bnone\s+of\b|\bnot\s+(?=[\"'「『\u201c\u2018])|以外|不可|禁止"
    # 「「廃止」「保留」は選べない」: never a list allowed (「…しか選べない」 is the list allowed)
    r"|(?<!しか)(?<!しか選択)(?:でき|選べ|使え|入れられ)(?:ない|ません)",
    NOCASE,
)
# "No 'TEST' or 'DUMMY' anywhere": a list after a leading "No" is refused, never allowed (not "No or Yes",
# nor "No 01-99", a number)
_LEADING_NO = rx.compile(r"^\s*no\s+(?![,/.:]|or\b|and\b|\d)", NOCASE)


def padded_range(ctx: Description) -> Rule | None:
    """Understands 「01〜20」 / '001-250' on a text field: the zero-padded codes in that range."""
    if ctx.field_type not in ("string", "text"):
        return None
    # "a 4 digit year between 1950 and 2030" on a text field: the years as text
    # ("3 digits, between 001 and 250": codes written with their zeros)
    text = rx.sub(r"\bbetween\s+(\d{4}|0\d+)\s+and\s+(?=\d{2,}\b)", r"\1 to ", ctx.text, flags=NOCASE)
    # "from SITE001 to SITE999", "only G1 to G5": both ends name the code's letters
    coded = rx.search(
        # (「区画No.はP-01〜P-99」: a Japanese particle glued before the code is no letter of it)
        r"(?<![A-Za-z0-9_-])([A-Z]{1,6}-?)(\d+)\s*(?:~|-|から|to|through)\s*\1(\d+)(?![\d,]|\.\d)",
        text,
    )
    if (
        coded
        and not _PART_AFTER.match(text, coded.end())
        and len(coded.group(2)) == len(coded.group(3))
        and 0 < int(coded.group(3)) - int(coded.group(2)) <= 1000
    ):
        # "LOC900 to LOC999 are reserved for the test warehouse (and must not be used)": codes set aside, or
        # a denial anywhere in the clause, refuse them
        after = rx.split(r"[.;。]\s|[.。]$", text[coded.end() :])[0]
        if _NEGATED.search(text[max(0, coded.start() - 24) : coded.end()] + after) or rx.match(
            r"\s*(?:(?:are|is)\s+)?(?:reserved|set\s+aside|kept\s+back)\b|\s*(?:は)?\s*(?:予約|予備|テスト用)",
            after,
            NOCASE,
        ):
            return None
        head, width = coded.group(1), len(coded.group(2))
        codes = [head + str(v).zfill(width) for v in range(int(coded.group(2)), int(coded.group(3)) + 1)]
        return OneOfRule(values=codes, message=f"must be a code from {codes[0]} to {codes[-1]}")
    if picked := rx.search(  # 「区分:1〜3のいずれか」, "one of 1 to 5": numbers as codes, one of a short run
        r"(?<![\d.,A-Za-z-])(\d{1,3})\s*(?:~|から)\s*(\d{1,3})\s*(?:まで)?\s*の\s*(?:いずれか|どれか)(?!\s*\d)"
        r"|\bone\s+of\s+(\d{1,3})\s*(?:~|-|to|through)\s*(\d{1,3})\b(?!\s*(?:characters?|digits?|letters?))",
        text,
        NOCASE,
    ):
        ends = [n for n in picked.groups() if n is not None]
        low, high = (int(n) for n in ends)
        padded = any(len(n) > 1 and n.startswith("0") for n in ends)  # 「01〜12のいずれか」: codes with zeros
        if (
            not padded
            and 0 < high - low <= 100
            and not _NEGATED.search(text[max(0, picked.start() - 24) : picked.end() + 6])
        ):
            values = [str(v) for v in range(low, high + 1)]
            return OneOfRule(values=values, message=f"must be a number from {low} to {high}")
    match = rx.search(  # (not a sample code such as "B04-12", its digits glued to a letter)
        # (nor "0000-0002-1825-0097", a sample of numbers joined by dashes)
        r"(?<![\d.,A-Za-z])(?<!\d-)(\d{2,})\s*(?:~|-|から|to|through)\s*(\d+)(?![\d,]|\.\d|-\d)"
        # ("11 to 30 letters or digits", "8-12 alphanumeric characters": a count of characters)
        r"(?!\s*(?:(?:upper|lower)[- ]?case\s+|capital\s+|alphanumeric\s+|numeric\s+|hex(?:adecimal)?\s+)?"
        r"(?:文字|桁|characters?|digits?|chars?|letters?|alphanumerics?)(?![a-z]))",
        text,
        NOCASE,
    )
    if match is None or len(match.group(1)) != len(match.group(2)) or _PART_AFTER.match(text, match.end()):
        return None  # (not 「「SH」+都道府県コード2桁(01〜47)+連番3桁」: the range is one part of a layout)
    if _NEGATED.search(text[max(0, match.start() - 24) : match.end() + 6]):
        return None  # "must not be from 01 to 20": a refused range is read by the refusal readers
    if rx.search(
        r"(?:先頭|頭|最初)(?:の\s*\d+\s*(?:桁|文字))?\s*(?:は|が)\s*$|\b(?:start|begin)s?\s+with\s+$",
        text[: match.start()],
        NOCASE,
    ):
        return None  # 「先頭は01〜12のいずれか」: the start of the value, read by `affix`
    width = len(match.group(1))
    counted = rx.search(rf"(?<!\d){width}\s*(?:digits?|桁)", text, NOCASE)
    # "4 digits in the range 4000-4999" names its width; "100-200" alone is a number range, but
    # 「2010〜2039」 on a text field (a year kept as text) is no count of characters
    yearly = width == 4 and 1000 <= int(match.group(1)) < int(match.group(2)) <= 2999
    if not match.group(1).startswith("0") and not counted and not yearly:
        return None
    low, high, width = int(match.group(1)), int(match.group(2)), len(match.group(1))
    if high <= low:
        return None
    head = _code_prefix(text[: match.start()], width)
    if not head and _LAYOUT_BEFORE.search(text[: match.start()]):
        return None  # 「「CCP-」で始まり、その後に2桁の数字(01〜99)」: the range is the last part of a layout
    if high - low > 1000:  # "4 digits, 0200 to 9999": too many to list, the digits of each place instead
        rest = text[: match.start()] + " " + text[match.end() :]
        if head or rx.search(_BESIDE_DIGITS, rest, NOCASE):
            return None  # "two letters then 4 digits from 1000 to 9999": the range is one part of a layout
        message = f"must be a {width}-digit code from {match.group(1)} to {match.group(2)}"
        return pattern_rule(head + number_span(match.group(1), match.group(2)), message)
    values = [head + str(v).zfill(width) for v in range(low, high + 1)]
    return OneOfRule(values=values, message=f"must be a code from {values[0]} to {values[-1]}")


# words that put something beside the digits of a range ("followed by a letter", 「英字」, "INC-")
# More of a layout after a range: "+ 3 digits", ", then 3 digits", 「)+連番3桁」
_PART_AFTER = rx.compile(
    r"(?:\s*の\s*\d+\s*桁)?[\s)]*(?:\+|,?\s*(?:followed\s+by|then|and\s+then)\b|、\s*続けて)\s*(?:an?\s+)?"
    # (「…(01〜20)+「-」+3桁の数字」: a quoted mark, then more)
    r"(?:[^\d\s+]{0,8}?\d+\s*[- ]?(?:digits?|letters?|桁|文字)|数字|英字|連番|\d+\s*[- ]?(?:digit|letter)"
    r"|「[^」]+」\s*\+)",
    NOCASE,
)
_BESIDE_DIGITS = (
    r"\b(?:letters?|alpha\w*|prefix\w*|suffix\w*|followed|then|preceded)\b|英|文字|[A-Za-z]{2,}-|\+|郵便|〒"
    r"|(?<![A-Za-z])(?:post\s*code|postal\s+code)\b(?<!\bAU\spostcode)"
)


# a start said before the range's digits ("starts with 'CCP-', then", 「「CCP-」+」)
_LAYOUT_BEFORE = rx.compile(
    r"(?:「[^」]+」|\"[^\"]+\"|'[^']+')\s*(?:\+|で始ま|から始ま|の後|followed\s+by|then)|で始まり|から始まり"
    # (「英大文字1文字+数字2桁(01〜50)」: a counted part before it)
    r"|(?:文字|桁|letters?|digits?)\s*\+\s*(?:数字|digits?)?\s*\d*\s*(?:桁|digits?)?\s*\($"
    # ("2 uppercase letters followed by 2 digits (01-99)")
    r"|(?:letters?|digits?)\s*,?\s*(?:followed\s+by|then|and\s+then)\s+(?:an?\s+)?\d*\s*[- ]?digits?\s*\($"
    # ("starts with 'CCP-', then", "starts with the 4-digit year, then"; not "begins with 0 for single
    # digits, 01-31": a start of its own)
    r"|\b(?:starts?|begins?)\s+with\s+(?:\S+\s+){0,3}?\S+\s*,?\s*(?:then|followed\s+by|\+)"
    # (「3桁の英字と3桁の数字(100〜999)」: letters before the digits)
    r"|英字\s*(?:と|\+)\s*(?:\d+\s*桁の)?数字\s*(?:\d+\s*桁)?\s*\($",
    NOCASE,
)


def _code_prefix(text: str, width: int) -> str:
    """The letters before the digits of a code ('WH + 2-digit number, 01-99'), or ""."""
    match = rx.search(
        rf"(?:^|[\s:「\"'])([A-Z][A-Z0-9]{{0,5}})[」\"']?\s*(?:\+|followed\s+by|then)\s*(?:an?\s+)?"
        rf"{width}[- ]?(?:digits?|桁)",
        text,
    )
    return match.group(1) if match else ""


_PAIRS = rx.compile(r"^(?:(true)\s*/\s*(false)|(yes)\s*/\s*(no)|(on)\s*/\s*(off)|(y)\s*/\s*(n))$", NOCASE)


def one_of_pair(ctx: Description) -> Rule | None:
    """Understands 'true/false', 'yes/no', 'Y/N': exactly these two words."""
    match = _PAIRS.match(ctx.text.strip())
    if match is None or ctx.field_type not in ("string", "text"):
        return None
    return OneOfRule(values=[g for g in match.groups() if g])


_SINGLE = rx.compile(
    r"^(?:(?P<subject>[^「」\"']{0,20}?)(?:は|が|:)\s*)?(?P<value>「[^」]+」|\"[^\"]+\"|'[^']+')\s*"
    r"(?:のみ|だけ|に限る|only|であること|とする|固定)\.?$"
    # "Must be 'JP'", "The value must always be \"ACTIVE\"": one quoted value demanded
    r"|^(?P<en_subject>[A-Za-z][\w ]{0,30}?\s)?(?:must|should|has\s+to|shall|(?:is|are)\s+to)\s+"
    r"(?:always\s+)?be\s+"
    r"(?:exactly\s+|the\s+(?:value|text|word)\s+)?(?P<en_value>\"[^\"]+\"|'[^']+')\.?$",
    NOCASE,
)


def single_value(ctx: Description) -> Rule | None:
    """Understands 「通貨コードは「JPY」のみ」, "'EUR' only": one quoted value and nothing else."""
    match = _SINGLE.match(ctx.text.strip())
    if match is None or rx.search(
        r"記号|文字|桁|ドメイン|拡張子|末尾|先頭|語尾|接頭|接尾|形式|書式|ホスト|スキーム"
        r"|character|symbol|letter|digit|prefix|suffix|format|pattern|length|domain|host|scheme|protocol|extension"
        r"|\bending\b|\bend\b|\bstart\b|beginning|\bfirst\b|\blast\b|\bpath\b|\btld\b",
        match.group("subject") or match.group("en_subject") or "",
        NOCASE,
    ):
        return None
    whole_date = rx.fullmatch(
        r"[\"'「]?\d{4}-\d{2}-\d{2}[\"'」]?", match.group("value") or match.group("en_value")
    )
    if ctx.field_type in ("date", "datetime") and not whole_date:
        return None  # 「年は「2024」のみ」: a part of the date, not the whole value
    value = unquote(match.group("value") or match.group("en_value"))
    if len(value) == 1 and not value.isalnum():
        return None  # 「「-」のみ」: an allowed symbol, read by `allowed_symbols`
    typed = _typed([value], ctx.field_type)
    return OneOfRule(values=typed) if typed else None


# "the company mailboxes, e.g. …", "our warehouse codes such as …": a set named by a noun, then examples of it
_NAMED_SET = rx.compile(
    r"(?:the|our|your|its|their)\s+(?:[\w-]+\s+){0,3}?[\w-]+\s*,?\s*\(?(?:e\.g\.?|i\.e\.?|such\s+as|like|for\s+example"
    r"|for\s+instance|including)(?![\w.])",
    NOCASE,
)


def _unquoted(text: str) -> str:
    """The text with the insides of 「」 quotes blanked (「「可」「不可」のみ」: 不可 a value, no refusal)."""
    return rx.sub(r"「[^」]*」", "「」", text)


def one_of_strong(ctx: Description) -> Rule | None:
    """Understands 'one of A, B or C', 'either A or B', 'A・B・Cのいずれか'."""
    text = CASE_INSENSITIVE.sub(" ", ctx.text).strip()
    if _NEGATED.search(_unquoted(text)) or _LEADING_NO.search(text):
        return None  # a list after a negation names refused values (negations.forbidden_values)
    if match := _STRONG_EN.search(text) or _STRONG_JA_AFTER.search(text):
        if _NAMED_SET.match(match.group("list")):
            return None  # "one of the company mailboxes, e.g. sales@acme.com": a set named, with examples
        return _one_of(split_items(match.group("list")), ctx)
    if match := _STRONG_JA_BEFORE.search(text):
        return _one_of(split_items(_strip_subject(match.group("list"))), ctx)
    return None


def one_of_weak(ctx: Description) -> Rule | None:
    """Understands 'must be red, green or blue', 'A か B のみ', 'AまたはB'."""
    text = CASE_INSENSITIVE.sub(" ", ctx.text).strip()
    if _NEGATED.search(_unquoted(text)) or _LEADING_NO.search(text):
        return None
    for pattern in _WEAK_EN:
        if match := pattern.search(text):
            return _one_of(split_items(_strip_subject(match.group("list"))), ctx)
    if _GREETING.search(text) or rx.match(r"(?:examples?|e\.g\.|for\s+example)\s*:\s*\S+$", text, NOCASE):
        return None  # "Example: https://www.acme.ca": one sample, no list of values
    match = _WEAK_JA.search(text)
    cue = (
        rx.search(r"[、・]|または|もしくは|あるいは|[\u3040-\u30ff\u4e00-\u9fff]|^[^:]{1,60}:\s*\S", text)
        or (
            len(rx.findall(QUOTED, text)) >= 2  # "'N/A', 'NONE', and 'UNKNOWN'": quoted values
        )
        or bool(  # "Y, N or U": short codes in capitals, listed alone
            rx.fullmatch(
                r"(?-i:[A-Z][A-Z0-9]{0,3})(?:\s*,\s*(?-i:[A-Z][A-Z0-9]{0,3}))+\s*,?\s+or\s+"
                r"(?-i:[A-Z][A-Z0-9]{0,3})\s*\.?",
                text,
            )
        )
    )
    if match is None and not cue and len(rx.split(r"\s*/\s*", text)) < 3:
        return None  # English words joined by "," or "and" with no list cue are not a list of values
    region = match.group("list") if match else text
    region = rx.sub(r"(?:であること|であること。|とする|です|で入力|を入力|を選択)\s*$", "", region)
    items = split_items(rx.sub(r"^only\s+", "", _strip_subject(region), flags=NOCASE))  # "Rating: only A, B"
    quoted = len(rx.findall(QUOTED, region)) >= 2  # 「不明」「-」: each quoted value is a value
    if not quoted and any(len(item) == 1 and not item.isalnum() for item in items):
        return None
    if any(rx.search(r"[「」]|いずれ|どれか", item) for item in items):
        return None  # 「47都道府県名のいずれか(「東京都」と入力)」: a note split at its か, no value
    if len(items) > 1 and all(rx.search(r"(?:名|番号|名称|住所|号室|番地)$", item.strip()) for item in items):
        return None  # 「住所2:建物名・部屋番号」: what the field holds, named; no list of values
    if any(_NO_VALUE.fullmatch(item.strip()) for item in items):
        return None  # "Notes for the team: free text, in English": what the text is like, no list of values
    if rx.search(r"」\s*の\s*(?:ように|ような)", region):
        return None  # 「「東京都」のように「都」まで入力」: an example of how to write it, no list of values
    listed = rx.search(_LIST_SEP + "|か|と", region) or quoted
    return _one_of(items, ctx) if listed else None


_NO_VALUE = rx.compile(
    r"(?:(?:any|free(?:[- ]form)?|plain)\s+(?:text|wording|words)|free[- ]?text|anything"
    r"|no\s+(?:limits?|restrictions?|rules?)"
    r"|in\s+(?:english|japanese|plain\s+english)|(?:english|japanese)\s+only"
    # 「市外局番から、ハイフン区切り」: how the value is written, no value
    r"|.{1,12}(?:から|区切り|区切る|形式|書式|表記|入力|記入)"
    r"|.*\b(?:decimal\s+(?:degrees|places)|\d+\s+decimals?)\b.*)",  # "latitude,longitude in decimal degrees"
    NOCASE,
)


_GREETING = rx.compile(
    r"\b(?:thanks?|thank\s+you|hello|hi|good\s+(?:morning|afternoon|evening)|please|regards|cheers)\b"
    r"|よろしく|お願い|ありがとう|お疲れ|こんにちは|おはよう|すみません",
    NOCASE,
)
