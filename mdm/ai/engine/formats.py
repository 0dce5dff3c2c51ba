"""Recognisers for explicit regexes, well-known formats and example templates."""

from __future__ import annotations

import re
from collections.abc import Callable

from mdm.ai.engine import rx
from mdm.ai.engine.codes import HEX_DIGITS, gs1_lengths, hash_said
from mdm.ai.engine.fragments import HEX_COLOUR, NOCASE, ONLY, QUOTED, Description, pattern_rule, unquote
from mdm.ai.engine.lists import one_of_strong, one_of_weak
from mdm.ai.engine.measures import DIGIT_UNIT
from mdm.rules import AnyOfRule, EmailRule, NotRule, OneOfRule, PatternRule, Rule, UrlRule, check_rule

# A refusal said of the values that do (not) match, right after them: 「一致しない場合はエラー」
_FAILING_JA = (
    r"(?:場合|とき|もの|値|データ)\s*(?:は|を)?\s*(?:エラー|不可|NG|拒否|登録できない|登録できません|入力できない"
    r"|入力できません|認めない|受け付けない)"
)
# "… are rejected" right after the regex: said of the values before it
_FAILING_EN = (
    r"^,?\s*(?:it\s+|they\s+)?(?:(?:are|is|will\s+be|should\s+be|must\s+be)\s+(?:rejected|refused|invalid|not\s+(?:allowed|accepted|valid))"
    r"|(?:raise|raises|give|gives|throw|throws|cause|causes)\s+an?\s+error|fails?(?:\s+validation)?|(?:then\s+)?reject\s+it)\b"
)


# What an if-clause says matches: "it", "the value", "the code", "a supplier code"
_IT = r"(?:it|(?:the|a|an)\s+(?:[\w-]+\s+){0,2}?[\w-]+)"


def _failing_said_of(sentence: str, raw: str, rest: str, matching: bool) -> bool:
    """Whether a refusal is said of the values that match (or, matching False, do not match) the regex."""
    ja = (
        r"(?:に一致|にマッチ|と一致|に合致)"
        + (r"(?:する|した)" if matching else r"(?:しない|せず|しなかった)")
        + r"\s*(?:(?:ら|と|なら|場合|とき|もの|値|データ|入力)\s*(?:は|を)?\s*[、,]?\s*"
        # 「一致するとエラーにならない」: no error
        + r"(?:エラー|不可|NG|拒否)(?!\s*(?:に|と)\s*(?:は|も)?\s*(?:なら|し)(?:ない|ず|ません))"
        + r"|"
        + _FAILING_JA
        + ")"
    )
    if rx.search(ja, raw):
        return True
    if matching:
        subject = rx.search(
            rf"\bmatching\s+(?:the\s+|a\s+)?$|\b(?:if\s+{_IT}|that|which)\s+match(?:es)?\s+(?:the\s+|a\s+)?$",
            sentence,
            NOCASE,
        )
    else:
        subject = rx.search(
            r"\b(?:that|which)\s+(?:do|does)\s*(?:not|n't)\s+match\b"
            rf"|\bif\s+{_IT}\s+(?:does\s*not|doesn't)\s+match\s+(?:the\s+|a\s+)?$",
            sentence,
            NOCASE,
        )
    said = rx.search(_FAILING_EN, rest, NOCASE) or rx.search(r"\breject\b", sentence, NOCASE)
    return bool(subject and said)


# "PO-YYYY-NNNNN": a layout whose placeholders stand for digits, not a regular expression
_PLACEHELD = r"[\w/.-]*(?:YY|N{3,}|#{2,})[\w/.-]*"
# "AA-9999", "XXX/999": runs of a placeholder letter and of 9s, a layout of letters and digits
_PLACE_LAYOUT = (
    r"(?-i:(?=[A-Z9/.-]*99)(?=[9/.-]*[AX])(?:A{1,8}|X{1,8}|9{1,12})(?:[-/.]?(?:A{1,8}|X{1,8}|9{1,12})){1,6})"
)


def explicit_pattern(ctx: Description) -> Rule | None:
    """Understands 'must match the regex ^[A-Z]{3}$' and '正規表現 ...'."""
    match = rx.search(
        # (not the name of a field: "pattern code", 「棚割パターンコード」)
        r"(?:regexp?|regular\s+expression|pattern(?!\s+(?:codes?|ids?|numbers?|names?|no\.)(?:\s|:|$))|正規表現"
        r"|パターン(?!コード|番号|名|ID|区分|種別)|\bmatch(?:es)?(?=\s+\S*[\\^$\[\]{}()*+?]))"
        # 「regexで ^[A-Z]{3}[0-9]{4}$ 相当」, 「正規表現では …」: a particle, then the regex
        r"\s*(?:is|of|:|は|で(?:は)?|が|を)?\s*(.+)$",
        ctx.text,
        NOCASE,
    )
    if not match:
        return None
    raw = match.group(1).strip()
    # 「パターンを守ること: ^[A-Z]{2}-[0-9]{4}$」: the words of the demand, then the regex after the colon
    if said := rx.match(r"[^\s:\x00-\x7f][^\s:]{0,14}\s*:\s*(?=\S)", raw):
        raw = raw[said.end() :]
    quoted = rx.match(QUOTED, raw)
    source = unquote(quoted.group(0)) if quoted else raw.split(" ")[0]
    rest = raw[quoted.end() :] if quoted else raw[len(source) :]
    if (
        not quoted
        and not rx.search(r"[\\^$\[\]{}()*+?|]", source)
        and rx.match(r"\s*(?:followed\s+by|then)\b", rest, NOCASE)
    ):
        return None  # "must follow the pattern SITE followed by 3 digits": a sequence said in words
    if not quoted and rx.fullmatch(r"\d+", source) and rx.match(r"\s*-?[A-Za-z]", rest):
        return None  # "Batch number pattern: 4 digits, hyphen, …": a count of characters, not a regex
    # "^[0-9]+$, error otherwise", "If it matches the regex ^TEST, reject it": the clause's comma
    source = source if quoted or not rest.strip() else rx.sub(r"(?<=\$)[,;.]$|(?<!\\)[,;]$", "", source)
    source = source.strip("/")
    if not quoted and (rx.fullmatch(_PLACEHELD, source) or rx.fullmatch(_PLACE_LAYOUT, source.rstrip(":"))):
        return None  # "the pattern PO-YYYY-NNNNN", "pattern AA-9999": placeholders, read by `template`
    if rx.fullmatch(r"[.,;:!?\u3001\u3002]*", source):
        return None  # "the auditors trace POs by this pattern.": the sentence's full stop, no pattern
    starts, ends = source.startswith("^"), source.endswith("$") and not source.endswith("\\$")
    source = source.removeprefix("^").removesuffix("$") if ends else source.removeprefix("^")
    # "If it does not match, error. Must match …"; "Must not match ^TEST$": the verb is the regex's cue
    verb = rx.match(r"match(?:es)?\b", match.group(0), NOCASE)
    lead = ctx.text[: match.start()] + (f"{verb.group(0)} " if verb else "")
    sentence = rx.split(r"[.;。]\s", lead)[-1]
    refused: object = rx.search(
        r"(?:\bnot|\bnever|n't)\s+(?:match|fit|follow|conform\s+to|satisfy)\b", sentence, NOCASE
    )
    refused = refused or rx.search(
        r"(?:に一致|にマッチ|と一致|に合致)(?:し|せ)(?:ない|ず|ません)", match.group(1)
    )
    if refused and _failing_said_of(sentence, raw, rest, matching=False):
        refused = None  # 「…に一致しない場合はエラー」, "Codes that do not match … are rejected": demanded
    elif not refused and _failing_said_of(sentence, raw, rest, matching=True):
        refused = True  # "Values matching the regex … are rejected", 「…に一致する値は不可」
    source = rx.sub(r"(?:に一致|にマッチ|と一致).*$", "", source)
    try:
        rx.compile(source)
    except re.error:
        return None
    if not source:
        return None
    if not refused:
        return PatternRule(pattern=source)
    # a refused regex is searched for, as regexes are: "If it matches ^TEST, reject it" refuses TEST-1
    searched = (
        f"{'' if starts else '.*'}(?:{source}){'' if ends else '.*'}" if not starts or not ends else source
    )
    return NotRule(rule=PatternRule(pattern=f"(?s){searched}" if searched != source else source))


_POSTAL_JP = r"郵便番号|〒|japanese\s+postal|postal\s*code|post\s*code"
# a country other than Japan named beside a postal code: its own layout
_FOREIGN = rx.compile(
    r"\b(?:canad(?:a|ian)|british|(?-i:UK|US|AU|NZ)|U\.K\.|united\s+kingdom|german(?:y)?|french|france|dutch|netherlands"
    r"|austral(?:ia|ian)|india|indian|brazil(?:ian)?|irish|ireland|singapore(?:an)?|american|U\.S\.|korean?|chinese|china)\b",
    re.IGNORECASE,
)
# "Jan 1" is a day of January, not a JAN code (but "JAN 13 digits" is one)
_NOT_A_DAY = r"(?!\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:digits?|桁)))"
_FORMATS: list[tuple[str, Callable[[str], Rule]]] = [
    (r"e-?mail|メール|mail\s+address", lambda t: EmailRule()),
    (r"\burls?\b|\bweb\s*(?:site|address|page)|website|homepage|ホームページ|ウェブサイト|webサイト|\blink\b",
     lambda t: UrlRule()),
    (r"\bzip(?:\s*code)?\b|\bus\s+postal", lambda t: _zip(t)),
    (_POSTAL_JP, lambda t: _postal(t)),
    (r"(?:電話番号|phone|telephone|\btel\b|携帯番号|\bfax\b|ファックス).*(?:ハイフン(?:区切り|あり|付き|必須)|with\s+hyphens)"
     r"|(?:ハイフン(?:区切り|あり|付き)|hyphenated).*(?:電話番号|phone)", lambda t: pattern_rule(
        r"0[0-9]{1,4}-[0-9]{1,4}-[0-9]{3,4}", "must be a phone number with hyphens, e.g. 03-1234-5678")),
    (r"(?:電話番号|携帯番号|\bfax\b|ファックス).*(?:ハイフン(?:なし|無し|不要|を含まない|を入れない)|数字のみ)"
     r"|(?:ハイフン(?:なし|無し))(?:の)?.*(?:電話番号|携帯番号)", lambda t: pattern_rule(
        r"0[0-9]{9,10}", "must be a phone number of 10 or 11 digits without hyphens, e.g. 0312345678")),
    (r"(?:電話番号|携帯番号|\bfax\b|ファックス).*(?:数字と(?:ハイフン|「-」)|(?:ハイフン|「-」)と数字)(?:のみ|だけ)",
     lambda t: pattern_rule(r"\+?[0-9](?:-?[0-9]){9,14}",
                            "must be a phone number of 10 to 15 digits, optionally with hyphens")),
    (r"(?:phone|telephone|\btel\b|\bfax\b|電話番号).*(?:e\.?164|(?:country\s+code|国番号).*(?:digits\s+only|no\s+spaces"
     r"|without\s+spaces|no\s+separators|数字のみ|スペースなし))", lambda t: pattern_rule(
         r"\+[1-9][0-9]{6,14}", "must be an international phone number: + and 7 to 15 digits")),
    (r"(?:phone|telephone|\btel\b|\bfax\b|電話番号).*(?:country\s+code|国番号)", lambda t: pattern_rule(
        r"\+[1-9](?:[- ]?[0-9]){6,14}", "must be an international phone number: + and 7 to 15 digits")),
    (r"(?:phone|telephone|\btel\b|\bfax\b).*(?:digits|numbers|数字)\s*(?:and|&)\s*(?:hyphens?|dash(?:es)?)"
     r"|(?:phone|telephone|\btel\b|\bfax\b).*(?:hyphens?|dash(?:es)?)\s*(?:and|&)\s*(?:digits|numbers|数字)",
     lambda t: pattern_rule(
         r"[0-9](?:-?[0-9]){9,14}", "must be a phone number of 10 to 15 digits, optionally with hyphens")),
    (r"(?:phone|telephone|\btel\b).*(?:without\s+(?:hyphens|dashes|spaces)|no\s+(?:hyphens|dashes|spaces)|digits\s+only)",
     lambda t: pattern_rule(r"\+?[0-9]{10,15}", "must be a phone number of 10 to 15 digits, no separators")),
    (r"電話番号|phone|telephone|\btel\b|携帯番号|\bfax\b|ファックス", lambda t: pattern_rule(
        r"\+?[0-9](?:[- ]?[0-9]){9,14}",
        "must be a phone number of 10 to 15 digits, optionally with +, hyphens or spaces")),
    # a colour code of letters ("3 upper-case letters", 「英大文字3文字」) is the company's own, not #RRGGBB
    (r"hex(?:adecimal)?\s*colou?r|(?:colou?r\s*code|カラーコード)(?!.*(?:英|文字|letters?|characters?))|html\s*colou?r",
     lambda t: _hex_colour(t)),
    (r"\biso\s*639(?:-1)?\b|\blanguage\s+codes?\b|言語コード", lambda t: pattern_rule(
        "[a-z]{2}", "must be a two-letter ISO 639-1 language code such as en or ja")),
    (r"\buuid\b|\bguid\b", lambda t: pattern_rule(
        r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}",
        "must be a UUID such as 123e4567-e89b-12d3-a456-426614174000")),
    (r"\bip\s*(?:v4)?\s*address|ipアドレス|\bipv4\b", lambda t: pattern_rule(
        r"(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])",
        "must be an IPv4 address such as 192.168.0.1")),
    (r"\bmac\s*address|macアドレス", lambda t: _mac_address(t)),
    (r"法人番号|corporate\s+number", lambda t: pattern_rule(
        r"[0-9]{13}", "must be a 13-digit Japanese corporate number")),
    # (not 「募集人登録番号」, 「車両登録番号」: another register's number)
    (r"(?:インボイス|適格請求書)[^。、]{0,12}?番号|(?<![\u3040-\u30ff\u4e00-\u9fff])登録番号|invoice\s+registration\s+(?:number|no\b)",
     lambda t: pattern_rule(
        r"T[0-9]{13}", "must be a Japanese invoice registration number: T and 13 digits")),
    (r"\bjan\b" + _NOT_A_DAY + r"|\bean(?:-?13)?\b|barcode|バーコード|janコード", lambda t: _gs1_shape(t)),
    (r"currency\s+code|通貨コード|iso\s*4217", lambda t: pattern_rule(
        "[A-Z]{3}", "must be a three-letter ISO 4217 currency code such as JPY")),
    # ("Nationality: ISO alpha-2 code": the country, named by the field)
    (r"country\s+code|国コード|iso\s*3166|\biso\s+alpha-?2\b"
     r"|\bnationality\b(?=[^.;]{0,20}\b(?:iso|alpha-?2|code)\b)", lambda t: pattern_rule(
        "[A-Z]{2}", "must be a two-letter ISO 3166 country code such as JP")),
    (r"yyyy-mm-dd|iso\s*(?:8601\s*)?date|日付形式", lambda t: pattern_rule(
        r"[0-9]{4}-[0-9]{2}-[0-9]{2}", "must be a date written as YYYY-MM-DD")),
    (r"yyyy/mm/dd", lambda t: pattern_rule(
        r"[0-9]{4}/[0-9]{2}/[0-9]{2}", "must be a date written as YYYY/MM/DD")),
    # (not 「締め時刻は2026-12-01T00:00:00Z以降」: a moment named by its date and time, bounded)
    (r"hh:mm|(?<!h)h:mm|時刻(?![^。]*\d{4}-\d{2}-\d{2}T)|time\s+of\s+day|24[- ]?hour\s+time",
     lambda t: _clock_time(t)),
    (r"\bslug\b|スラッグ", lambda t: pattern_rule(
        "[a-z0-9]+(?:-[a-z0-9]+)*", "must be a slug: lower-case letters and digits joined by hyphens")),
]  # fmt: skip
_FORMAT_RES = [(rx.compile(p, NOCASE), build) for p, build in _FORMATS]


def _clock_time(text: str) -> Rule:
    """A 24-hour time: HH:MM, or H:MM too where the sentence lets it in beside HH:MM ('H:MM or HH:MM')."""
    either = r"(?:\s*(?:or|または|か|/|,)\s*)"
    if rx.search(
        rf"(?<![hH])[hH]:[mM]{{2}}{either}[hH]{{2}}:[mM]{{2}}|[hH]{{2}}:[mM]{{2}}{either}[hH]:[mM]{{2}}", text
    ):
        return pattern_rule(
            "(?:[01]?[0-9]|2[0-3]):[0-5][0-9]", "must be a 24-hour time written as H:MM or HH:MM"
        )
    return pattern_rule("(?:[01][0-9]|2[0-3]):[0-5][0-9]", "must be a 24-hour time written as HH:MM")


def _gs1_shape(text: str) -> Rule:
    """A barcode's digits: the lengths a GS1 name gives ('a barcode, GTIN-14'), else JAN/EAN's 8 or 13."""
    lengths = gs1_lengths(text)
    if not lengths or lengths == [8, 13]:
        return pattern_rule(r"[0-9]{8}|[0-9]{13}", "must be an 8- or 13-digit JAN/EAN code")
    words = " or ".join(str(n) for n in lengths)
    return pattern_rule("|".join(f"[0-9]{{{n}}}" for n in lengths), f"must be a {words}-digit GS1 code")


def _hex_colour(text: str) -> Rule:
    """A hex colour code: '#' and 3 or 6 hex digits, or the digits alone when the '#' is refused."""
    if hash_said(text) is False:  # 「カラーコード。#に続けて書かないこと」
        return pattern_rule(
            "(?:[0-9A-Fa-f]{3}){1,2}", "must be a hex colour code without '#', such as 1A2B3C"
        )
    return pattern_rule(HEX_COLOUR, "must be a hex colour code such as #1A2B3C")


def _said_case(text: str) -> str:
    """The case a sentence names for letters ('upper case', 「大文字」), or "" when it names none."""
    either = (
        r"\b(?:upper|lower)(?:[- ]?case)?\s*(?:or|and|/)\s*(?:upper|lower)|\beither\b|\bany\s+case"
        r"|case[- ]insensitive"
        r"|(?:大|小)文字\s*(?:[・/、とや]|または|又は)?\s*(?:大|小)文字|大小文字|問わ|区別しない|どちらでも|どちらも"
    )
    case = rx.search(r"\b(upper|lower)[- ]?case|(大|小)文字", text, NOCASE)
    if case is None or rx.search(either, text, NOCASE):
        return ""
    said = "upper" if (case.group(1) or "").lower() == "upper" or case.group(2) == "大" else "lower"
    # ("not upper case", "lowercase not allowed", 「小文字不可」: the other case)
    refused = rx.search(r"\b(?:not|no|never)\s+(?:in\s+)?$", text[: case.start()], NOCASE) or rx.match(
        r"(?:\s+letters)?\s*(?:は|も)?\s*(?:not\s+allowed|is\s+not\s+allowed|refused|不可|NG|禁止)",
        text[case.end() :],
        NOCASE,
    )
    return ("lower" if said == "upper" else "upper") if refused else said


def _mac_address(text: str) -> Rule:
    """A MAC address: six pairs of hex digits, separated as the sentence says (colons or hyphens)."""
    hexes = HEX_DIGITS.get(_said_case(text), "0-9A-Fa-f")
    pair = f"[{hexes}]{{2}}"
    if rx.search(
        r"without\s+separators|no\s+(?:separators|colons|hyphens)|区切り(?:文字)?\s*(?:は)?\s*(?:なし|無し|不要)",
        text,
        NOCASE,
    ):
        return pattern_rule(
            f"[{hexes}]{{12}}", "must be a MAC address of 12 hexadecimal digits without separators"
        )
    colons = pattern_rule(f"{pair}(?::{pair}){{5}}", "must be a MAC address such as 00:1A:2B:3C:4D:5E")
    hyphens = pattern_rule(f"{pair}(?:-{pair}){{5}}", "must be a MAC address such as 00-1A-2B-3C-4D-5E")
    said_colons = rx.search(r"colons?|コロン", text, NOCASE)
    said_hyphens = rx.search(
        r"hyphens?|dash(?:es)?|ハイフン(?!(?:区切り)?\s*(?:は|も)?\s*(?:不可|NG|禁止))", text, NOCASE
    )
    if said_colons and not said_hyphens:
        return colons
    if said_hyphens and not said_colons:
        return hyphens
    return AnyOfRule(rules=[colons, hyphens])


def _zip(text: str) -> Rule:
    """Builds the US ZIP code pattern, or the Japanese one when the text says Japanese."""
    if rx.search("japan|日本", text, NOCASE):
        return _postal(text)
    return pattern_rule(r"[0-9]{5}(?:-[0-9]{4})?", "must be a US ZIP code such as 12345 or 12345-6789")


def _postal(text: str) -> Rule:
    """Builds the Japanese postal-code pattern, honouring hyphen wording."""
    optional = r"ハイフン(?:は)?(?:任意|あり・なし|有無問わず|どちらでも)"
    optional += r"|optional\s+hyphen|with\s+or\s+without|hyphen\s+(?:is\s+)?optional"
    optional += r"|ハイフン(?:の)?(?:有無|あり/なし|ありなし)(?:は)?\s*(?:問わ|不問|どちらでも|どちらも)"
    optional += r"|ハイフン(?:あり|有り)\s*[/・、]?\s*(?:なし|無し)\s*(?:どちらも|いずれも)?\s*(?:可|OK)"
    # 「ハイフン付きは不可」, "do not write it with a hyphen": the hyphen refused
    without = r"ハイフン(?:は)?(?:なし|無し|不要|を含まない|抜き)|without\s+(?:a\s+)?hyphen|no\s+hyphen"
    without += r"|ハイフン(?:付き|あり|有り|入り)\s*(?:は|で)?\s*(?:不可|NG|禁止|(?:登録|入力|記入)しない)"
    without += r"|(?:\bnot|n't|\bnever)\s+(?:\w+\s+){0,3}with\s+(?:a\s+)?hyphen"
    shown = rx.search(r"(?<!\d)\d{3}-\d{4}(?!\d)", text) and rx.search(r"(?<!\d)\d{7}(?!\d)", text)
    if rx.search(optional, text, NOCASE) or shown:  # (「123-4567または1234567」: both shown)
        return pattern_rule(
            r"[0-9]{3}-?[0-9]{4}", "must be a Japanese postal code: 7 digits, hyphen optional"
        )
    if rx.search(without, text, NOCASE):
        return pattern_rule(r"[0-9]{7}", "must be a Japanese postal code of 7 digits without a hyphen")
    # "7 digits with a hyphen after the third (123-4567)": the hyphen said, or shown and never left out
    hyphen = r"\bwith\s+(?:a\s+)?hyphen|ハイフン(?:は)?(?:あり|有り|付き|入り|を含む|必須)"
    if rx.search(hyphen, text, NOCASE) or (
        rx.search(r"(?<!\d)\d{3}-\d{4}(?!\d)", text) and not rx.search(r"(?<!\d)\d{7}(?!\d)", text)
    ):
        return pattern_rule(r"[0-9]{3}-[0-9]{4}", "must be a Japanese postal code such as 123-4567")
    if rx.search(r"7\s*(?:half[- ]?width\s+)?(?:digits|桁)|(?:半角)?数字\s*7\s*桁", text, NOCASE):
        return pattern_rule(r"[0-9]{7}", "must be a Japanese postal code of 7 digits without a hyphen")
    return pattern_rule(r"[0-9]{3}-[0-9]{4}", "must be a Japanese postal code such as 123-4567")


def _says_more(text: str) -> bool:
    """Tells whether a sentence naming the field's own format asks something besides it."""
    return bool(rx.search(r"lower|upper|case|domain|ドメイン|小文字|大文字|\.[a-z]{2,}\b", text, NOCASE))


_REQUIRED_ONLY = (
    r"[^、。,:]{1,20}(?:は|:)\s*(?:入力)?必須(?:入力|項目)?(?:とする|です|である)?。?"
    r"|[\w\s'-]{1,30}?\s+(?:is|are)\s+(?:required|mandatory)\.?"
    # "The postal code cannot be blank (and must be 5 digits)": its presence, not a guessed layout
    r"|[\w\s'-]{1,30}?\s+(?:cannot|must\s+not|may\s+not|should\s+not)\s+be\s+(?:blank|empty|left\s+blank)\.?"
)


# 「http のURLもNGとはしない」, "URLs are not rejected": what is not refused names no format to demand
_NOT_REFUSED = rx.compile(
    r"(?:エラー|NG|不可|拒否|禁止|ダメ|だめ|駄目)\s*(?:(?:に|と)\s*(?:は|も)?\s*(?:しない|しません|せず)"
    r"|(?:では|じゃ)(?:ない|ありません))|弾かない|弾きません|拒否しない"
    r"|\b(?:is|are)\s+not\s+(?:rejected|refused|an\s+error|forbidden|prohibited|disallowed)\b",
    NOCASE,
)


def _listed(ctx: Description, rule: Rule) -> bool:
    """Whether the text lists two values or more of the format ('Country code: only JP, DE or US',
    「通貨コードはJPY・USD・EURのいずれか」): those codes, read by the list readers."""
    listed = one_of_strong(ctx) or one_of_weak(ctx)
    if not isinstance(listed, OneOfRule) or len(listed.values) < 2:
        return False
    fits = [check_rule(rule, v) is None or check_rule(rule, str(v).lower()) is None for v in listed.values]
    # 「言語コードは jpn, eng, chi, kor のみ」: codes of another standard than the format, the only ones
    codes = all(rx.fullmatch(r"[A-Za-z0-9]{1,8}", str(v)) for v in listed.values)
    return all(fits) or (len(fits) >= 3 and codes and not any(fits) and ONLY.search(ctx.text) is not None)


def _quoted(found: re.Match[str], text: str) -> bool:
    """Whether the words a format was found by are one value of a quoted list (「メール」「LINE」)."""
    quoted = list(rx.finditer(QUOTED, text))
    inside = any(q.start() < found.start() and found.end() < q.end() for q in quoted)
    return inside and len(quoted) >= 2 and not rx.search(r"[@/]", found.group())


def _named_value(found: re.Match[str], ctx: Description) -> bool:
    """Whether the word a format was found by is one value of a list beside values that are no format
    ('Contact channel: Email, SMS or Phone')."""
    listed = one_of_weak(ctx)
    if not isinstance(listed, OneOfRule) or len(listed.values) < 3:
        return False  # (not 「郵便番号・ハイフンあり」: a field's name and a remark)
    values = [str(v) for v in listed.values]
    if found.group().lower() not in (v.lower() for v in values):
        return False
    return any(not any(pattern.search(v) for pattern, _ in _FORMAT_RES) for v in values)


# a listed item that names a kind of value, not a value: 「URL形式か空欄のいずれか」, "a valid UUID or blank"
_KIND_WORD = rx.compile(r"形式|書式|空欄|空白|未入力|\b(?:format|valid|blank|empty)\b", NOCASE)


def _kinds_listed(listed: Rule) -> bool:
    """Whether a list read from the text names kinds of values (a format, blank) rather than values."""
    values = listed.values if isinstance(listed, OneOfRule) else []
    return any(_KIND_WORD.search(str(value)) for value in values)


# "must not be a phone number", "…, not a phone number": the words right before a format refuse it
_DENIED_BEFORE = rx.compile(
    r"(?:\bnot|\bnever|n't)\s+(?:be\s+)?(?:an?\s+|the\s+)?(?:valid\s+|bare\s+|raw\s+|plain\s+)?$"
    # "don't paste Amazon or eBay URLs": some sites' addresses refused
    r"|(?:\bnot|\bnever|n't)\s+(?:paste|use|enter|put\s+in|link\s+to|contain|include)\s+(?:[\w.-]+\s+){0,4}$",
    NOCASE,
)

_DENIED_AFTER = rx.compile(
    r"(?:\s*(?:numbers?|address(?:es)?|番号))?\s*(?:(?:は|も)\s*(?:ダメ|だめ|駄目|不可|NG|禁止|エラー)"
    r"|(?<=番号)(?:は|も|を|や)\s*(?:記載|記入|入力|掲載)\s*しない"
    r"|\s+(?:is|are)\s+(?:not\s+(?:allowed|accepted|permitted|used|valid)|rejected|forbidden|prohibited))",
    NOCASE,
)


# 「楽天やZOZOのURLは貼らないで」, 「他社のリンクを入れない」: some site's addresses refused (not
# 「httpで始まるURLは入力しない」, addresses of a form refused)
_OWNED = rx.compile(r"[^\s、。「」]の\s*$")
_NOT_PUT = rx.compile(
    r"\s*(?:は|を|も)?\s*(?:入れ|貼ら|貼り付け|入力し|登録し|使わ|使用し)(?:ない|ません|ず)"
)


# 「「0XX-XXX-XXXX」の形(Xは数字)」: a quoted sample whose placeholder letter is said to be a digit
_SAMPLE_SHAPED = rx.compile(
    r"「[^「」]*(?-i:[A-Z])[^「」]*」\s*の?\s*(?:形|フォーマット|書式)[^。]*?\(\s*(?-i:[A-Z])\s*は\s*(?:半角)?数字"
)


def known_format(ctx: Description) -> Rule | None:
    """Understands well-known formats: email, URL, postal code, phone, colour, UUID..."""
    if _SAMPLE_SHAPED.search(ctx.text):
        return None  # the layout the sample shows, read by `template`
    if DIGIT_UNIT.search(ctx.text) and not rx.search(
        _POSTAL_JP + r"|インボイス|適格請求書", ctx.text, NOCASE
    ):
        return None
    counts = {int(n) for n in rx.findall(r"(\d+)\s*(?:digits?|桁)", ctx.text, NOCASE)}
    japanese_counts = 7 in counts or {3, 4} <= counts
    if counts and not (counts <= {3, 4, 7} and japanese_counts) and rx.search(_POSTAL_JP, ctx.text, NOCASE):
        return None  # "Postal code: 5 digits", "Postcode, 4 digits": the count says it, not the Japanese one
    for said in dict.fromkeys([ctx.text, rx.split(r"[.;]\s+", ctx.text, maxsplit=1)[0]]):
        if (listed := one_of_strong(Description(said, ctx.field_type, ctx.field_name))) is not None and (
            not _kinds_listed(listed)
        ):
            # "The country code must be one of JP, US, DE": the values listed, not any code (also in a
            # first sentence: "Channel - allowed: Web, Phone, Mail. Fax is no longer accepted.")
            return None
    for pattern, build in _FORMAT_RES:
        if found := pattern.search(ctx.text):
            if pattern.pattern == _POSTAL_JP and _FOREIGN.search(ctx.text):
                continue  # "Postal code (Canadian): …": another country's layout, not the Japanese one
            if _quoted(found, ctx.text) or _named_value(found, ctx):
                continue  # 「「メール」「LINE」「DM」以外はNG」: a value listed, not the format of the value
            if (
                _DENIED_BEFORE.search(ctx.text[: found.start()])
                or _DENIED_AFTER.match(ctx.text, found.end())
                or (_OWNED.search(ctx.text[: found.start()]) and _NOT_PUT.match(ctx.text, found.end()))
            ):
                return None  # "…, not a phone number", 「電話番号もダメ」: the format refused, not demanded
            clauses = rx.split(r"[.;。!]\s*|、\s*(?=ただし)", ctx.text)
            said = next((c for c in clauses if found.group() in c), "")
            if _NOT_REFUSED.search(said):
                return None
            rule = build(ctx.text)
            if _listed(ctx, rule):
                return None  # 「通貨コードはJPY・USDのいずれか」: the codes listed, read by the list readers
            if rule.kind == ctx.field_type and _says_more(ctx.text):
                continue  # "Email must be lowercase": the field's own type says nothing new
            if rule.kind != ctx.field_type and rx.fullmatch(_REQUIRED_ONLY, ctx.text, NOCASE):
                return None  # 「郵便番号は必須」: the field's name, then its presence (no guessed layout)
            return rule
    if rx.search(r"valid|correct|proper|正しい|有効な|形式", ctx.text, NOCASE):
        name = ctx.field_name.replace("_", " ")
        for pattern, build in _FORMAT_RES:
            if pattern.search(name):
                return build(ctx.text)
    return None


_CLASS_NAME = rx.compile(
    r"(?:digits?|numbers?|numerals?|numeric|letters?|alphabetic|alphanumeric|characters?|chars|text"
    r"|(?:upper|lower)(?:-?case)?|capitals?|hexadecimal|hex|decimal|integers?)",
    re.IGNORECASE,
)


_REFUSED = rx.compile(
    r"\b(?:not|never|cannot|forbidden|rejected|refused|banned|disallowed|prohibited)\b|n't\b|不可|禁止|(?-i:NG)",
    re.IGNORECASE,
)


# 「「AB-123」の形のコードは登録不可」, 「「XXX-XXXX」の形(Xは数字)ではなく」: the layout shown is refused
_LAYOUT_REFUSED = rx.compile(
    r"\s*(?:\([^()]*\))?\s*(?:の\s*[^\s、。「」()]{1,6}?\s*)?"
    r"(?:ではなく|でなく|じゃなく|は\s*(?:登録|入力|使用)?\s*(?:不可|禁止|(?-i:NG)|できません))"
)


def template(ctx: Description) -> Rule | None:
    """Understands example formats such as 'format AAA-9999' or 'ABC-123形式'."""
    lit = rf"({QUOTED}|[A-Za-z0-9#][A-Za-z0-9#\-_/.:]*[A-Za-z0-9#])"
    en = rf"(?:format|form|layout|mask|like|e\.g\.|example|such\s+as|shaped\s+like)\s*(?:of|is|:)?\s*{lit}"
    # (「「0XX-XXX-XXXX」の形」: a quoted sample's shape is its format)
    ja = (
        rf"{lit}\s*(?:の)?\s*(?:形式|フォーマット|書式)|(「[^「」]{{3,30}}」)\s*の\s*(?:ような\s*)?形(?![状式])"
        rf"|(?:形式|フォーマット|書式|例|マスク)\s*(?:は|:)?\s*{lit}"
        # 「「AB-123」のほか「AB-1234」も可」: a sample and a second one let in beside it
        r"|(「[^「」]{3,30}」)(?=\s*(?:のほか|に加えて|だけでなく)\s*「[^「」]{3,30}」\s*(?:の\s*形\s*)?も\s*(?:可|(?-i:OK)))"
    )
    match = rx.search(en, ctx.text, NOCASE) or rx.search(ja, ctx.text)
    # "must follow the pattern PO-YYYY-NNNNN", "Agreement ID: FC-YYYY-NNNN, e.g. FC-2021-0087": a pattern of
    # placeholders is a format, its letters kept (an example beside it is checked against it)
    held = (
        # (「容器資材コード: PK-YYYY-NNNN」: a label in Japanese too)
        rf"(?:\bpattern\s*(?:of|is|:)?\s*|^(?:[\w\s.()/-]|[^\x00-\x7f]){{1,40}}:\s*)(?=(?-i:{_PLACEHELD})(?:[\s,.;)]|$)){lit}"
        # (not "Lot no.: YYMM + '-' + 3-digit serial": a part of a sequence)
        r"(?![A-Za-z0-9#_/-])(?!\s*(?:\+|followed\b|then\b))"
    )
    example = match is not None and rx.match(
        r"(?:like\b|e\.g\.|example\b|such\s+as\b)", match.group(0), NOCASE
    )
    if (not match or example) and (held_match := rx.search(held, ctx.text, NOCASE)):
        if (legend := _legend_rule(held_match.group(1), ctx.text)) is not None:
            return legend
        return _held_rule(held_match.group(1), ctx.text[held_match.end() :])
    laid = rf"\bpattern\s*(?:of|is|:)?\s*({_PLACE_LAYOUT})(?=[\s,.;:)]|$)"  # "the pattern AA-9999"
    if not match and (laid_match := rx.search(laid, ctx.text, NOCASE)):
        sample = laid_match.group(1)
        return pattern_rule(template_regex(sample), f"must have the format {sample}")
    if not match:
        return None
    if rx.match(r"(?:like|e\.g\.|example|such\s+as)\b", match.group(0), NOCASE) and _REFUSED.search(ctx.text):
        return None  # "values like N/A or TBD are not entered": examples of what is refused, not a format
    sample = unquote(next(g for g in match.groups() if g))
    if (legend := _legend_rule(sample, ctx.text)) is not None:
        return legend  # "CC-NNNN-XX (N = digit, X = uppercase letter)": the other capitals, the code's own
    if (
        rx.fullmatch(r"[A-Za-z]+", sample)
        and not _LETTERS_HELD.match(f"{sample} {ctx.text[match.end() :]}")
        and (
            rx.match(r"layout", match.group(0), NOCASE)
            or rx.match(
                r"\s*(?:,|\bor\b)\s*[A-Za-z]+(?:\s*(?:,|\bor\b)\s*[A-Za-z]+)*\s*(?:[-.;]|$)",
                ctx.text[match.end() :],
            )
        )
    ):
        # "Shelf layout: STD, WIDE or TALL", "Invoice format: PDF, EDI or Paper": a field so named, its values
        return None
    if spaced := _spaced_part(sample, ctx.text[match.end() :]):
        sample += spaced  # "format A1A 1A1": a code written in two groups
    if not rx.search(r"[A-Za-z0-9#]", sample) or len(sample) < 3 or sample.isdigit():
        return None
    if rx.fullmatch(r"[a-z]+\d*", sample):
        return None  # "Format: date", "like member", "an8": a word or a notation, not a sample of letters
    if rx.fullmatch(_CLASS_NAME, sample):
        return None  # "Format: digits only": a class of characters, not a sample
    if _phrase_sample(sample, ctx.text[match.end() :]):
        return None  # "Example: Payroll Specialist", "e.g. https://www.acme.ca": a sample, not a format
    # 「XXX-XXXX (Xは数字)」, "where X is a digit": a placeholder letter that stands for a digit
    digit = rx.search(
        # (and "where L is a letter and N a digit")
        r"([A-Za-z])\s*(?:は|=|:|is\s+an?|stands\s+for\s+an?|means\s+an?|(?<=\band\s[A-Z])\s+an?)\s*"
        r"(?:半角)?(?:数字|digits?|numbers?)",
        ctx.text[match.end() :],
        NOCASE,
    )
    if digit:
        sample = sample.replace(digit.group(1), "9")
    places = frozenset(rx.findall(_LETTER_PLACE, ctx.text))
    # "format A-9999 (always the letter A)": the capitals are the code's own letters, not letters' places
    fixed = True if _LETTER_FIXED.search(ctx.text, match.end()) else None
    if fixed is None and (refused := _LAYOUT_REFUSED.match(ctx.text, match.end())):
        # 「「AB-123」の形式ではなく「AB123」の形式で」: the layout demanded after the one refused
        later = template(Description(ctx.text[refused.end() :], ctx.field_type, ctx.field_name))
        if later is not None and not isinstance(later, NotRule):
            return later
        if digits := rx.match(r"\s*「([0-9]{3,})」\s*の?\s*(?:形|形式|書式)", ctx.text[refused.end() :]):
            # 「「2024/01/31」の形ではなく「20240131」の形で」: a sample of digits alone is a count of digits
            count = len(digits.group(1))
            return pattern_rule(f"[0-9]{{{count}}}", f"must be {count} digits")
        return NotRule(
            rule=pattern_rule(template_regex(sample, places=places), f"must have the format {sample}")
        )
    if example and _examples_differ(ctx.text, match, template_regex(sample, places=places)):
        return None  # "TK + 2 digits, optionally A or B (e.g. TK01, TK12A)": the words say the layout
    if len(samples := _samples(ctx.text, match, sample)) > 1:
        # "Format: SC-999999 or SC-99999", 「「0X-XXXX-XXXX」または「0XX-XXX-XXXX」の形」: either layout
        samples = [one.replace(digit.group(1), "9") for one in samples] if digit else samples
        return AnyOfRule(
            rules=[
                pattern_rule(template_regex(one, held=fixed, places=places), f"must have the format {one}")
                for one in samples
            ]
        )
    if fixed:
        return pattern_rule(template_regex(sample, held=True), f"must have the format {sample}")
    regex, message = template_regex(sample, places=places), f"must have the format {sample}"
    if (last := _LAST_LETTER.search(ctx.text, match.end())) and (
        ends := rx.search(r"\[0-9\](?:\{(\d+)\})?$", regex)
    ):  # "…, last char can be a digit or X": the check character of an ORCID or ISSN
        count = int(ends.group(1) or 1)
        head = "" if count == 1 else "[0-9]" if count == 2 else f"[0-9]{{{count - 1}}}"
        regex = regex[: ends.start()] + head + f"[0-9{last.group(1)}]"
        message += f" (the last character a digit or {last.group(1)})"
    return pattern_rule(regex, message)


# "(always the letter A)", "(A is fixed)", 「(Aは固定)」: the capital written is the code's own
_LETTER_FIXED = rx.compile(
    r"\balways\s+(?:the\s+)?(?:letter\s+|capital\s+)?[\"']?(?-i:[A-Z])\b|\b(?-i:[A-Z])\s+is\s+(?:fixed|literal)\b"
    r"|(?-i:[A-Z])\s*(?:は|の部分は)\s*(?:固定|そのまま)",
    re.IGNORECASE,
)


# "SC-999999 or SC-99999", 「「AB-123」の形だけでなく「AB-1234」の形も可」: a second layout after the first
_LATER_SAMPLE = rx.compile(
    rf"(?:\s*の?\s*(?:形|形式|書式))?\s*(?:,?\s*\bor\b|または|又は|もしくは|だけでなく|のほか|に加えて)\s*"
    rf"({QUOTED}|[A-Za-z0-9#][A-Za-z0-9#\-_/.:]*[A-Za-z0-9#])(?=[\s,.;)」]|の|も|$)",
    re.IGNORECASE,
)


def _layout_like(second: str, first: str) -> bool:
    """Whether a second sample is a layout like the first (its digits and letters in the same places)."""
    if len(second) < 3:
        return False
    run_together = rx.sub(r"[-/. ]", "", first)
    if second.isdigit() and run_together.isdigit():
        return len(second) == len(run_together)  # "999-9999 or 9999999": the digits run together
    shape = rx.sub(r"[0-9#]+", "9", rx.sub(r"[A-Z]+", "A", first))
    return shape == rx.sub(r"[0-9#]+", "9", rx.sub(r"[A-Z]+", "A", second))


# "Format: LLL or LLLL": one capital said over, the places of letters (not values: "PDF, EDI or Paper")
_LETTERS_HELD = rx.compile(r"(?-i:([A-Z])\1{1,9})\s*(?:,?\s*\bor\b|/)\s*(?-i:\1{2,10})\b")


def _samples(text: str, match: re.Match[str], sample: str) -> list[str]:
    """The sample a format was found by and a second one joined to it by 'or' (after it, or quoted before
    it: 「「A」または「B」の形」)."""
    if (after := _LATER_SAMPLE.match(text, match.end())) and _layout_like(
        second := unquote(after.group(1)), sample
    ):
        return [sample, second]
    found = rx.search(
        rf"({QUOTED})\s*(?:または|又は|もしくは|か|,?\s*\bor)\s*$", text[: match.start()], NOCASE
    )
    if found and len(other := unquote(found.group(1))) >= 3:
        return [other, sample]
    return [sample]


def _spaced_part(sample: str, rest: str) -> str:
    """The second group of a code written with a space ('A1A 1A1'), or ''."""
    if not rx.fullmatch(r"(?-i:[A-Z0-9]*[A-Z][A-Z0-9]*)", sample) or not rx.search(r"[0-9]", sample):
        return ""
    part = rx.match(
        r"\s(?-i:[A-Z0-9]*[0-9][A-Z0-9]*[A-Z][A-Z0-9]*|[A-Z0-9]*[A-Z][A-Z0-9]*[0-9][A-Z0-9]*)(?![\w-])", rest
    )
    return part.group(0) if part else ""


def _phrase_sample(sample: str, rest: str) -> bool:
    """Whether a sample is a capitalised word that more words follow, or a web address: not a layout."""
    if rx.match(r"[a-z]+://", sample, NOCASE):
        return True
    return rx.fullmatch(r"[A-Z][a-z]+", sample) is not None and rx.match(r"\s+[A-Za-z]", rest) is not None


# "Lot: YYMMDD-NN, or just NN for samples": a second layout of placeholders
_HELD_OR = rx.compile(
    r"\s*,?\s*or\s+(?:just\s+|simply\s+|only\s+)?((?-i:[A-Z0-9/.-]*(?:YY|N{2,}|#{2,})[A-Z0-9/.-]*))(?=[\s,.;)]|$)"
)


# "N = digit", "where N is a number", 「Nは数字」: a placeholder letter said to stand for a digit
_DIGIT_PLACE = rx.compile(
    r"(?<![A-Za-z])((?-i:[A-Z]))\s*(?:は|=|:|is\s+an?|stands\s+for\s+an?|means\s+an?|(?<=\band\s[A-Z])\s+an?"
    r"|(?<=,\s[A-Z])\s+an?)\s*(?:半角)?(?:数字|digits?|numbers?|numerals?)",
    re.IGNORECASE,
)


def _legend_rule(sample: str, text: str) -> Rule | None:
    """A layout whose placeholders a legend names ('CC-NNNN-XX (N = digit, X = uppercase letter)'): a run of
    capitals made of named letters holds digits or letters, a run of date letters (YYMM) digits, and any
    other run ('CC', 'INV') is the code's own; None without a legend that leaves some run written out."""
    digits = set(_DIGIT_PLACE.findall(text))
    letters = set(_LETTER_PLACE.findall(text)) - digits
    if not digits or not letters:
        return None
    pieces, kinds = [], set()
    for run in rx.finditer(r"[A-Z]+|[^A-Z]", sample):
        part = run.group()
        if not part[0].isupper():
            pieces.append("[0-9]" if part.isdigit() else re.escape(part))
        elif set(part) <= digits | letters:
            pieces += ["[0-9]" if ch in digits else "[A-Z]" for ch in part]
            kinds.add("placeholder")
        elif rx.fullmatch(r"(?:YYYY|YY)?(?:MM)?(?:DD)?", part):
            pieces.append(f"[0-9]{{{len(part)}}}")
        else:
            pieces.append(re.escape(part))
            kinds.add("literal")
    if kinds != {"placeholder", "literal"}:
        return None
    regex = rx.sub(r"(\[0-9\]|\[A-Z\])\1+", lambda m: f"{m[1]}{{{len(m[0]) // len(m[1])}}}", "".join(pieces))
    return pattern_rule(regex, f"must have the format {sample}")


def _held_rule(sample: str, rest: str) -> Rule:
    """The rule of a layout of placeholders, and of a second layout said after it."""
    rule = pattern_rule(_held_regex(sample), f"must have the format {sample}")
    if (other := _HELD_OR.match(rest)) is None:
        return rule
    second = other.group(1)
    return AnyOfRule(rules=[rule, pattern_rule(_held_regex(second), f"must have the format {second}")])


def _held_regex(sample: str) -> str:
    """The pattern of placeholders ('PO-YYYY-NNNNN'): runs of Y, M, D, N and # are digits, the rest itself."""
    if (dated := _around_date(sample, _held_regex)) is not None:
        return dated
    if rx.fullmatch(r"N+(?:[-/. ]N+)+", sample):
        sample = sample.replace("N", "#")  # "EC number: NNN-NNN-N": each N a numeral, a lone one too
    parts = [part.group() for part in rx.finditer(r"Y{2,}|M{2,}|D{2,}|N{2,}|#+|.", sample)]
    return "".join(
        ("[0-9]" if part == "#" else f"[0-9]{{{len(part)}}}")
        if len(part) > 1 or part == "#"
        else re.escape(part)
        for part in parts
    )


# "the last char can be a digit or X", "last digit may also be X": a letter allowed in the last place
_LAST_LETTER = rx.compile(
    r"\b(?:the\s+)?(?:last|final|check)\s+(?:char(?:acter)?|digit)\s+(?:can|may|could)\s+(?:also\s+)?be\s+"
    r"(?:(?:an?\s+)?(?:digit|number)\s+or\s+(?:an?\s+)?(?:capital\s+|upper[- ]?case\s+)?)?"
    r"[\"']?((?-i:[A-Z]))[\"']?"
    r"(?:\s+too|\s+as\s+well)?\s*[.;]?$",
    re.IGNORECASE,
)


def _real_date(year: str, sep: str) -> str:
    """A pattern of the real calendar dates (leap days in leap years only) with the given year part."""
    months = (
        f"(?:(?:0[13578]|1[02]){sep}(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11){sep}(?:0[1-9]|[12][0-9]|30)"
        f"|02{sep}(?:0[1-9]|1[0-9]|2[0-8]))"
    )
    if year == "YY":  # (two digits of a year name no century: the 29th of February is let in every year)
        return f"[0-9]{{2}}{sep}(?:{months}|02{sep}29)"
    leap = "(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)"
    return f"(?:[0-9]{{4}}{sep}{months}|{leap}{sep}02{sep}29)"


# the date parts of a layout ("YYYYMMDD-NNN", "PO-YYYYMM-####"): real dates and months, not any digits
_DATE_PARTS = {
    "YYYYMMDD": _real_date("YYYY", ""),
    "YYYY-MM-DD": _real_date("YYYY", "-"),
    "YYYY/MM/DD": _real_date("YYYY", "/"),
    "YYMMDD": _real_date("YY", ""),
    "YYYYMM": "[0-9]{4}(?:0[1-9]|1[0-2])",
    "YYYY-MM": "[0-9]{4}-(?:0[1-9]|1[0-2])",
    "YYYY/MM": "[0-9]{4}/(?:0[1-9]|1[0-2])",
    "YYMM": "[0-9]{2}(?:0[1-9]|1[0-2])",
}
_DATE_PART = rx.compile("|".join(_DATE_PARTS), re.IGNORECASE)


def _around_date(sample: str, layout: Callable[[str], str]) -> str | None:
    """A layout with a date part ('YYYYMMDD-###', 'YYYYMM'): its pattern, each side read by `layout`."""
    date = _DATE_PART.search(sample)
    if date is None or (sample == date.group(0) and "DD" in sample.upper()):
        return None  # a whole date alone is a date string's format; a month alone ('YYYYMM') is read here
    return layout(sample[: date.start()]) + _DATE_PARTS[date.group(0).upper()] + layout(sample[date.end() :])


# "where A is a letter", 「Lは英大文字」, "(L = letter)": a capital of a layout that holds a letter's place
_LETTER_PLACE = rx.compile(
    # ("X = any capital letter", "each X a letter A-Z")
    r"(?<![A-Za-z])((?-i:[A-Z]))\s*"
    r"(?:は|=|:|is\s+(?:an?\s+)?|stands\s+for\s+(?:an?\s+)?|means\s+(?:an?\s+)?|(?<=\beach\s[A-Z])\s*an?\s+"
    r"|(?<=\band\s[A-Z])\s+an?\s+|(?<=,\s[A-Z])\s+an?\s+)\s*"
    r"(?:any\s+)?(?:半角)?(?:英大文字|英小文字|英字|アルファベット"
    r"|(?:(?:upper|lower)[- ]?case\s+|capital\s+)?letters?|alphabet)",
    re.IGNORECASE,
)


def _examples_differ(text: str, match: re.Match[str], regex: str) -> bool:
    """Whether a layout counted in words comes before examples of which the first's shape refuses another."""
    if not rx.search(
        r"\d+\s*[- ]?(?:digits?|letters?|characters?)\b|\d\s*(?:桁|文字)", text[: match.start()], NOCASE
    ):
        return False
    listed = rx.match(
        r"(?:\s*(?:,|\bor\b|/)\s*(?=[A-Za-z0-9-]*\d)[A-Za-z0-9][A-Za-z0-9-]*)+", text[match.end() :], NOCASE
    )
    others = rx.findall(r"(?=[A-Za-z0-9-]*\d)[A-Za-z0-9][A-Za-z0-9-]*", listed.group(0)) if listed else []
    return any(not rx.fullmatch(regex, other) for other in others)


def template_regex(sample: str, *, held: bool | None = None, places: frozenset[str] = frozenset()) -> str:
    """Turns a sample like 'ABC-1234' or 'YYYY-MM-DD' into a regex."""
    # "ECN-YYYY-NNNN", "SC-999999": beside placeholders of digits, the capitals are the code's own letters
    # (not "AAA-NNNN", "XX-###", "AB-9999", "X-9999": letters held in place too)
    if held is None:
        nines = rx.search(r"9{3,}", sample) and not rx.search(
            r"[0-8]|(?<![A-Z])ABC?D?(?![A-Z])|(?<![A-Z])[A-Z](?![A-Z])", sample
        )
        held = bool(nines or rx.search(r"YYYY|N{3,}|#{2,}", sample)) and not rx.search(r"A{2,}|X{2,}", sample)
    if (
        dated := _around_date(sample, lambda side: template_regex(side, held=held, places=places))
    ) is not None:
        return dated
    if not sample:
        return ""
    # the code's own letters: runs of two or more, not one letter said over ("LL", "UU" hold places)
    # (and a capital alone, "S-#####", unless the sentence says it stands for a letter: "A-NNNN where A is a
    # letter")
    literal = {
        i
        for run in rx.finditer(r"[A-Z]+", sample)
        if len(set(run[0])) > 1 or (len(run[0]) == 1 and run[0] not in places)
        for i in range(*run.span())
    }
    if rx.fullmatch(r"N+(?:[-/. ]N+)+|N{2,}", sample):
        sample = sample.replace("N", "#")  # "NNN-NNNN": N stands for a numeral
    # (not "X-9999", "XXX/999": nines hold digits, X a letter)
    # (nor "1X-XXXX where X is a letter": said to stand for one)
    mask = rx.fullmatch(r"[0-9X]+(?:[-/. ][0-9X]+)+", sample) and rx.search(r"[0-8]", sample)
    if mask and "X" in sample and "X" not in places:
        # "0X-XXXX-XXXX", "090-XXXX-XXXX": beside digits written out, an X holds one
        return rx.sub(
            r"X+", lambda m: "[0-9]" + (f"{{{len(m[0])}}}" if len(m[0]) > 1 else ""), re.escape(sample)
        )
    # "KYC-YYYY-NNNNN", "PO-NNNNNN": a part of N's alone stands for numerals beside the letters written out
    sample = rx.sub(r"(?:^|(?<=[-/._ :]))N{2,}(?=$|[-/._ :])", lambda m: "#" * len(m.group(0)), sample)
    sample = rx.sub(r"YYYY|yyyy", "\0\0\0\0", sample)
    sample = rx.sub(r"MM|DD|dd|HH|hh|mm|ss", "\0\0", sample)
    pieces: list[tuple[str, int]] = []
    for i, ch in enumerate(sample):
        if ch == "\0" or ch.isdigit() or ch == "#":
            piece = "[0-9]"
        elif ch.isupper():
            piece = re.escape(ch) if held and i in literal else "[A-Z]"
        elif ch.islower():
            piece = "[a-z]"
        else:
            piece = re.escape(ch)
        if pieces and pieces[-1][0] == piece:
            pieces[-1] = (piece, pieces[-1][1] + 1)
        else:
            pieces.append((piece, 1))
    return "".join(piece if n == 1 else f"{piece}{{{n}}}" for piece, n in pieces)
