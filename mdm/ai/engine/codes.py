"""Recognisers for codes: check digits, real calendar dates in a format, hexadecimal, 'N or M digits'."""

from __future__ import annotations

import re

from mdm.ai.engine import rx
from mdm.ai.engine.bounds import find_bounds, int_bounds
from mdm.ai.engine.fragments import NOCASE, NUM, Description, date_digits_restated, pattern_rule
from mdm.rules import (
    DATE_TYPES,
    NUMERIC_TYPES,
    AllOfRule,
    AnyOfRule,
    CheckDigitRule,
    DateStringRule,
    LengthRule,
    NotRule,
    Rule,
)

_CHECKED = rx.compile(
    r"check\s*(?:digit|sum|character)|checksum|チェック\s*(?:デ[ィ]?ジット|数字|桁)|検査(?:数字|桁)|"
    r"\bvalid\b|\bcorrect\b|\bproper\b|\bverif|\bgenuine\b|正しい|有効な|正当な|検証|妥当",
    NOCASE,
)
GS1_WORDS = rx.compile(
    r"\bgs1\b|\bjan\b|\bean(?:[- ]?(?:8|13))?\b|\bgtin(?:[- ]?(?:8|12|13|14))?\b|\bupc(?:-?a)?\b"
    r"|barcode|バーコード|janコード|jan|\bisbn(?:[- ]?13)?\b|\bitf[- ]?14\b|\bsscc\b",
    NOCASE,
)


def gs1_lengths(text: str) -> list[int] | None:
    """Reads which GS1 lengths a sentence allows: from 'EAN-13', 'GTIN-14', 'UPC', '13桁または8桁'."""
    named = {int(n) for n in rx.findall(r"(?:ean|gtin)[- ]?(8|12|13|14)\b", text, NOCASE)}
    if rx.search(r"\bupc", text, NOCASE):
        named.add(12)
    if rx.search(r"\bean\b(?![- ]?\d)", text, NOCASE) and named:
        named |= {8, 13}  # "EAN/UPC": EAN's own lengths as well as the other's
    if rx.search(r"\bsscc\b", text, NOCASE):
        named.add(18)  # a serial shipping container code
    counted = {int(n) for n in rx.findall(r"(?<!\d)(8|12|13|14|17|18)\s*-?\s*(?:digits?|桁)", text, NOCASE)}
    # "13 or 8 digits", 「13桁または8桁」: each count of a list the unit ends
    counted |= {
        int(n)
        for listed in digit_count_lists(text)
        for n in re.findall(r"\d+", listed)
        if int(n) in (8, 12, 13, 14, 17, 18)
    }
    # "EAN/UPC …: 13 digits": the count said wins over the names; "EAN-13 or UPC-A (12 digits)",
    # "GTIN-14, or 13 digits": a count is one of the alternatives
    alternatives = bool(rx.search(r"\bor\b|または|もしくは|又は", text, NOCASE))
    lengths = (counted | named) if alternatives else (counted or named)
    if not lengths and rx.search(r"\bjan\b|janコード|jan", text, NOCASE):
        lengths = {8, 13}
    return sorted(lengths) or None


# Standard numbers with checks of their own: "ISBN-10" (mod 11, the last may be X), "IBAN" (ISO 13616),
# "container number (ISO 6346)", "IMO number" (ships), 「マイナンバー」
_STANDARD_NAMES = [
    (
        # (「旧ISBN(10桁)」, 「10桁ISBN」)
        rx.compile(
            r"\bisbn[- ]?10\b|10[- ]?digit\s+isbn|10\s*桁の?\s*isbn|isbn\s*[(]?\s*10\s*桁|旧\s*isbn", NOCASE
        ),
        "isbn10",
    ),
    (rx.compile(r"\biban\b|国際銀行口座番号", NOCASE), "iban"),
    # (a freight container's number by its standard, or named with a check digit: not a crate's or a tote's)
    (rx.compile(r"\biso\s*6346\b", NOCASE), "iso6346"),
    (
        rx.compile(r"\b(?:shipping\s+|freight\s+)?container\s+(?:no\.?|numbers?)|コンテナ番号", NOCASE),
        "iso6346",
    ),
    # (a ship's number: not an IMO dangerous-goods class)
    (
        rx.compile(
            r"\bimo\s*(?:no\.?|numbers?|ship\s+(?:no\.?|numbers?|identification\s+numbers?)|check\s*digit)"
            r"|\bvessel(?:'s)?\s+imo\b|imo\s*番号|船舶番号",
            NOCASE,
        ),
        "imo",
    ),
    # the 12-digit individual number (マイナンバー), whose last digit is its check digit
    (
        rx.compile(
            r"マイナンバー|個人番号(?!カード)|(?-i:\bMy\s?Number\b)|\bjapanese\s+individual\s+number\b",
            NOCASE,
        ),
        "jp_individual",
    ),
]
# The check said of the number: its check digit, or the number called valid
_STANDARD_CHECK = rx.compile(
    r"check\s*(?:digit|sum|character)|checksum|\bverif|チェック\s*(?:デ[ィ]?ジット|桁|数字)|検査(?:数字|桁)|検証|妥当"
    r"|mod(?:ulus)?\s*11",
    NOCASE,
)
# The scheme named as what the value is not, or beside another check: "(not an IBAN)", 「IBANは不可」
_STANDARD_DENIED = (
    r"\b(?:not|never|no)\s+(?:an?\s+|the\s+)?(?:{name})|(?:{name})\s*(?:は|も)?\s*(?:使用|入力|登録)?(?:不可|ではない|でない|以外|禁止)"
    r"|\b(?:do\s+not|don't)\s+(?:enter|use|put)\s+(?:an?\s+|the\s+)?(?:{name})"
    # "not your My Number", "never ask for the My Number", 「マイナンバーではなく」, 「…の入力は禁止」
    r"|\b(?:not|never)\s+(?![^.;]*?\b(?:invalid|incorrect|wrong|bad|fake|bogus|valid|correct|proper|genuine|real)\b)"
    r"(?:[a-z']+\s+){{0,3}}(?:{name})|(?:{name})\s*(?:ではなく|ではない|とは別|(?:の|を)\s*(?:入力|使用|登録)\s*(?:は|を)?\s*"
    r"(?:禁止|不可|しない))"
)
# Other numbers beside the name: another check, an IMO dangerous-goods class, a crate's or a tote's number
_OTHER_KINDS = {
    "all": rx.compile(r"luhn|mod(?:ulus)?\s*10\b|credit\s*card", NOCASE),
    "imo": rx.compile(
        r"\bclass(?:es)?\b|\bhazard\s+class|dangerous\s+goods|危険物(?:等級|クラス)|等級|クラス", NOCASE
    ),
    "iso6346": rx.compile(r"docker|crate|tote|通い箱|reusable", NOCASE),
}


def _standard_number(text: str) -> Rule | None:
    """A standard number named with its check ('ISBN-10 with a valid check digit', 'a valid IBAN')."""
    found = [(pattern, algorithm) for pattern, algorithm in _STANDARD_NAMES if pattern.search(text)]
    if len({algorithm for _, algorithm in found}) != 1 or _OTHER_KINDS["all"].search(text):
        return None
    pattern, algorithm = found[0]
    if algorithm in _OTHER_KINDS and _OTHER_KINDS[algorithm].search(text):
        return None
    name = pattern.search(text)
    assert name is not None
    said = re.escape(name.group(0))
    if rx.search(_STANDARD_DENIED.format(name=said), text, NOCASE):
        return None  # "Bank account: valid 8-digit account number (not an IBAN)"
    # the check: a check digit said, or the scheme called valid next to its name ("a valid IBAN", "IBAN
    # with valid check digits"; not "8 digits, valid" of another number)
    near = rx.search(
        rf"(?:valid|correct|proper|genuine)\s+(?:\S+\s+){{0,5}}\(?{said}|{said}\s*(?:\S+\s+){{0,6}}?(?:valid|correct)"
        rf"|(?:正しい|有効な|正当な)[^。、]{{0,6}}{said}|{said}[^。]{{0,12}}(?:正しい|有効|妥当)",
        text,
        NOCASE,
    )
    if not _STANDARD_CHECK.search(text) and not near:
        return None
    if algorithm == "isbn10" and rx.search(r"isbn[- ]?13|13\s*(?:digits?|桁)", text, NOCASE):
        return None  # "ISBN-10 or ISBN-13": either, not one scheme
    counts = rx.findall(r"\d+\s*[- ]?(?:digits?|letters?|characters?)\b|\d+\s*(?:桁|文字)", text, NOCASE)
    if algorithm in ("iban", "imo") and len(counts) > 1:
        return (
            None  # "UK IBAN: 'GB', 2 check digits, 4-letter bank code, then 14 digits": a layout, read as one
        )
    if rx.search(r"[\"'「][A-Z]{2,}[\"'」]\s*(?:\+|followed|then|の後)", text):
        return None  # 「コンテナ番号:「TOTE」+数字6桁」: a layout of its own
    return CheckDigitRule(algorithm=algorithm)


def check_digit(ctx: Description) -> Rule | None:
    """Understands 'JAN code with a valid check digit', '法人番号のチェックデジット', 'Luhn'."""
    if ctx.field_type not in ("string", "text", "integer"):
        return None
    text = ctx.text
    if (standard := _standard_number(text)) is not None:
        return standard
    mod10 = r"|mod(?:ulus)?\s*10\b" if not GS1_WORDS.search(text) else ""  # GS1's own check is a mod 10 too
    named = rx.sub(
        r"「[^「」]*」|\"[^\"]*\"", " ", text
    )  # 「「クレジットカード」以外は不可」: a value, not the number
    # 「口座振替/クレジットカード/請求書払い」, "Cash, Credit card or Invoice": a value listed beside others
    named = (
        named
        if rx.search(r"card\s+numbers?|カード番号", named, NOCASE)
        else rx.sub(
            r"(?:(?<=[/、・,])|(?<=\bor\s))\s*(?:credit\s*card|クレジットカード)(?!\s*(?:番号|numbers?))"
            r"|(?:credit\s*card|クレジットカード)(?!\s*(?:番号|numbers?))(?=\s*(?:[/、・,]|\bor\b))",
            " ",
            named,
            flags=NOCASE,
        )
    )
    # (not 「会員カード番号」, "member card number", 「ICカード番号」: a club's or a transit card, no payment
    # card; nor a card number of letters and digits, 「半角英数字17桁」, unless Luhn is named)
    if rx.search(
        r"luhn|credit\s*card|クレジットカード|(?<!会員)(?<!ポイント)(?<!社員)(?<!診察)(?<!図書)(?<!IC)(?<!ギフト)カード番号"
        + mod10,
        named,
        NOCASE,
    ) and (
        rx.search("luhn", named, NOCASE)
        or not rx.search(r"英数|英字|英大文字|英小文字|alphanumeric|letters", text, NOCASE)
    ):
        return CheckDigitRule(algorithm="luhn", lengths=_counted(text))
    corporate = rx.search(r"法人番号|corporate\s+number", text, NOCASE)
    if _INVOICE_NUMBER.search(text) and (corporate or _CHECK_DIGIT_SAID.search(text)):
        return CheckDigitRule(algorithm="jp_invoice")  # 「T+法人番号13桁(チェックデジットが正しいこと)」
    if corporate:
        return CheckDigitRule(algorithm="jp_corporate")  # every corporate number carries its check digit
    if not _CHECKED.search(text):
        return None
    if GS1_WORDS.search(text):
        return CheckDigitRule(algorithm="gs1", lengths=gs1_lengths(text))
    return None


# a Japanese invoice registration number ("T" and the corporate number), by its name or its layout
_INVOICE_NUMBER = rx.compile(
    r"(?:適格請求書|インボイス)[^。、]{0,12}?番号|invoice\s+registration\s+(?:number|no\b)"
    r"|qualified\s+invoice\s+(?:issuer\s+)?(?:registration\s+)?(?:number|no\b)|(?<![A-Za-z])「?T」?\s*(?:[+]|の後に|に続けて|に続く)\s*(?:13\s*桁の)?法人番号"
    r"|(?<![A-Za-z])[\"'「]?T[\"'」]?\s*(?:followed\s+by|and|\+|then)\s+(?:a\s+|the\s+|its\s+)?(?:valid\s+)?"
    r"(?:13-digit\s+)?(?:japanese\s+)?corporate\s+number",
    NOCASE,
)


# a check digit named as checked (not 「チェックデジットはチェックしない」, "no check digit validation")
_CHECK_DIGIT_SAID = rx.compile(
    r"(?:チェック\s*デ[ィ]?ジット|check[\s-]*(?:digit|sum|character))(?![^。.]{0,12}(?:しない|不要|なし|無し|not\s+(?:checked|validated)))",
    NOCASE,
)


def _counted(text: str) -> list[int] | None:
    """The counts of digits a sentence names ('16 digits', 「15桁または16桁」, '13 to 19 digits'), or None."""
    counts = {
        n
        for low, high in rx.findall(
            r"(?<![\d.])(\d{1,2})\s*(?:-|~|to|through|から)\s*(\d{1,2})\s*(?:digits?\b|桁)", text, NOCASE
        )
        for n in range(int(low), int(high) + 1)
    }
    counts |= {int(n) for n in rx.findall(r"(?<![\d.])(\d{1,2})\s*-?\s*(?:digits?\b|桁)", text, NOCASE)}
    counts |= {int(n) for listed in digit_count_lists(text) for n in re.findall(r"\d+", listed)}
    return sorted(n for n in counts if n >= 2) or None


_FORMATS = {
    "yyyy-mm-dd": "YYYY-MM-DD",
    "yyyy/mm/dd": "YYYY/MM/DD",
    "yyyymmdd": "YYYYMMDD",
    "dd/mm/yyyy": "DD/MM/YYYY",
    "mm/dd/yyyy": "MM/DD/YYYY",
    "dd.mm.yyyy": "DD.MM.YYYY",
}


def date_string(ctx: Description) -> Rule | None:
    """Understands 'a real date in YYYY-MM-DD format', 'YYYY-MM-DD形式の日付' on text fields."""
    if ctx.field_type in DATE_TYPES | NUMERIC_TYPES | {"boolean"}:
        return None
    match = rx.search(r"yyyy-mm-dd|yyyy/mm/dd|yyyymmdd|dd/mm/yyyy|mm/dd/yyyy|dd\.mm\.yyyy", ctx.text, NOCASE)
    after = ctx.text[match.end() :] if match else ""
    counted = rx.match(r"[-_/.]?\s*(\d{1,2})\s*(?:桁|-?\s*digits?)", after, NOCASE)
    restated = counted is not None and match is not None and date_digits_restated(match[0], int(counted[1]))
    if match and (
        rx.search(r"[A-Za-z0-9#][-_/.]?$", ctx.text[: match.start()])
        or (rx.match(r"[-_/.]?[A-Za-z0-9#]", after) and not restated)  # (not 「YYYYMMDD/8桁」: its digits)
    ):
        return (
            None  # "format YYYYMMDD-###", "PO-YYYYMMDD": a date part of a longer layout, read by `template`
        )
    if match is None:
        real = r"\b(?:real|actual|existing|valid)\s+(?:calendar\s+)?date|\bcalendar\s+date"
        real += "|実在する日付|存在する日付"
        if rx.search(rf"\biso\s*(?:8601\s*)?(?:date|format)|日付形式|{real}", ctx.text, NOCASE):
            return DateStringRule(format="YYYY-MM-DD")
        return None
    return DateStringRule(format=_FORMATS[match.group(0).lower()])


HEX_DIGITS = {"upper": "0-9A-F", "lower": "0-9a-f"}
# "six pairs of hex digits separated by colons", "4 groups of 4 hex digits joined by hyphens"
_HEX_GROUPS = rx.compile(
    r"\b(?P<count>[2-9])\s+(?:pairs|groups\s+of\s+(?P<size>[1-8]))\s+(?:of\s+)?hex(?:adecimal)?\s+"
    r"(?:digits|characters|chars)\s*,?\s*(?:separated|joined|delimited)\s+by\s+(?P<mark>colons?|hyphens?|dashes?|periods?)",
    NOCASE,
)
# "six uppercase hex characters", "hex, letters in upper case", 「16進数12桁(英字は大文字)」: the case
# of A-F
_HEX_CASE = rx.compile(
    r"\b(upper|lower)[- ]?case\s+hex"
    r"|\bhex\w*\b[^.;]{0,40}?\b(?:letters?\s+(?:in\s+)?)?(upper|lower)[- ]?case\b"
    r"|16\s*進[^。]{0,20}?(?:英字|アルファベット|a-f)?(?:は|を|が)?\s*(大|小)文字"
    r"|(大|小)文字\s*(?:の)?\s*16\s*進",
    NOCASE,
)


# "(0-9, A-F, upper or lower case)", 「大文字・小文字どちらも可」: either case let in
_EITHER_CASE = rx.compile(
    r"\b(?:upper|lower)(?:[- ]?case)?\s*(?:or|and|/)\s*(?:upper|lower)\b|\b(?:either|any)\s+case\b"
    r"|case[- ]insensitive|(?:大|小)文字\s*(?:[・/、とや]|または|又は|も)?\s*(?:大|小)文字|大小文字"
    r"|(?:小|大)文字は(?:大|小)文字に変換",
    NOCASE,
)


def _hex_case(text: str) -> str | None:
    """The case hexadecimal letters are said to be written in (upper or lower), or None when not said."""
    if (said := _HEX_CASE.search(text)) is None or _EITHER_CASE.search(text):
        return None
    word = {"大": "upper", "小": "lower"}.get(said.group(3) or said.group(4) or "", "")
    word = word or (said.group(1) or said.group(2)).lower()
    # 「16進数8桁(小文字なし)」, "hex token, never upper case": the case refused, the other one kept
    refused_after = rx.match(
        r"\s*(?:letters?\s*)?(?:は|も)?\s*(?:なし|無し|NG|不可|禁止|使わない|使用不可|not\s+allowed)",
        text[said.end() :],
        NOCASE,
    )
    refused_before = rx.search(r"\b(?:not|never|no)\b", said.group(0), NOCASE) or rx.search(
        r"\b(?:not|never|no)\s+(?:be\s+)?(?:in\s+)?$", text[: said.start()], NOCASE
    )
    if refused_after or refused_before:
        return "lower" if word == "upper" else "upper"
    return word


def hexadecimal(ctx: Description) -> Rule | None:
    """Understands '32 hexadecimal characters', '16進数8桁'."""
    if ctx.field_type not in ("string", "text") or not rx.search(
        r"hex(?:adecimal)?\b|16\s*進", ctx.text, NOCASE
    ):
        return None
    text = rx.sub(r"16\s*進(?:数)?", " ", ctx.text)
    text = rx.sub(
        r"\(\s*0\s*(?:-|~|to)\s*9\s*(?:,|、|and|/)?\s*(?:a\s*(?:-|~|to)\s*f)?[^()]{0,12}\)",
        " ",
        text,
        flags=NOCASE,
    )
    counted = rx.search(
        rf"({NUM})\s*-?\s*(?:(?:upper|lower)[- ]?case\s+)?(?:hex(?:adecimal)?\s+)?"
        r"(?:characters?|chars?|digits?|桁|文字)",
        text,
        NOCASE,
    )
    # "six uppercase hex characters": the letters A-F only; "lowercase hex": a-f only
    digits = HEX_DIGITS.get(_hex_case(ctx.text) or "", "0-9A-Fa-f")
    if rx.search(r"colou?r|カラー|#", ctx.text, NOCASE) and not counted:
        return None
    if grouped := _HEX_GROUPS.search(ctx.text):  # "six pairs of hex digits separated by colons"
        size = int(grouped.group("size") or 2)
        mark = {"c": ":", "h": "-", "d": "-", "p": "."}[grouped.group("mark")[0].lower()]
        group = f"[{digits}]{{{size}}}"
        return pattern_rule(
            f"{group}(?:{re.escape(mark)}{group}){{{int(grouped.group('count')) - 1}}}",
            f'must be {grouped.group("count")} groups of {size} hexadecimal digits separated by "{mark}"',
        )
    bounds = find_bounds(text)
    count = counted
    low, high = int_bounds(bounds) if bounds else (None, None)
    if low is None and high is None and count:
        low = high = int(count.group(1))
    if low is None and high is None:
        return pattern_rule(
            f"[{digits}]+", f"must be hexadecimal (0-9, {'a-f' if digits == '0-9a-f' else 'A-F'})"
        )
    quant = f"{{{low}}}" if low == high else f"{{{low or 1},{'' if high is None else high}}}"
    words = str(low) if low == high else f"{low or 1} to {high}" if high else f"at least {low}"
    if hash_said(ctx.text) is True:
        return pattern_rule(f"#[{digits}]{quant}", f'must be "#" followed by {words} hexadecimal digits')
    return pattern_rule(
        f"[{digits}]{quant}",
        f"must be {words} hexadecimal digits (0-9, {'a-f' if digits == '0-9a-f' else 'A-F'})",
    )


# "starting with #", 「#付き」, "with a leading hash": a '#' said before the digits
_HASH_CUE = rx.compile(
    r"#\s*(?:から|で)\s*始ま|(?:starts?|begins?|starting)\s+with\s+(?:a\s+)?(?:#|hash)|#\s*[」\"']?\s*(?:\+|followed\s+by|plus\b|then\b|and\s+then\b|付き|の後に|に続けて)"
    r"|(?<!bother\s)\b(?:with|prefixed\s+(?:with|by))\s+(?:a\s+)?(?:leading\s+)?(?:#|hash)"
    r"|「?#」?\s*(?=(?:は|の)?\s*(?:なし|無し|不要|付けない|つけない))|\bwithout\s+(?:the\s+|a\s+)?(?:leading\s+)?(?:#|hash)",
    NOCASE,
)
# "Do not store it with a leading #", "never with a hash": a denial before the '#' in its clause
_HASH_DENIED_BEFORE = rx.compile(
    r"(?:\b(?:not|never|no)|n't)\s+(?:(?:store|type|enter|write|put|key|save|input)\s+(?:it|them|the\s+code)?\s*)?$",
    NOCASE,
)
# 「#付きは不可」, 「#の後に書かないでください」, 「#付き入力禁止」: a denial after the '#' in its clause
_HASH_DENIED_AFTER = rx.compile(
    r"[^。、,;()()「」\d桁文字]{0,8}?(?:ない|ません|不可|NG|禁止|ダメ|だめ|駄目|不要|なし|無し|エラー)"
)


def hash_said(text: str) -> bool | None:
    """Whether a '#' before the digits is demanded (True), refused (False) or not said (None)."""
    match = _HASH_CUE.search(text)
    if match is None:
        return None
    if rx.match(r"without\b", match.group(), NOCASE):
        return False  # "hex colour without the #"
    if _HASH_DENIED_BEFORE.search(text[max(0, match.start() - 40) : match.start()]):
        return False
    return not _HASH_DENIED_AFTER.match(text, match.end())


_JOINED = r"(?:,\s*+(?:or\s+)?|or\b|または|又は|か|もしくは|/|、)"
_DIGIT_UNIT = r"(?:digits?|桁)"
_LENGTH_UNIT = r"(?:characters?|chars?|文字)"


def _either_pattern(unit: str) -> rx.Guarded:
    """Two or more counts joined by 'or', ',', 、 or または, each perhaps followed by the unit."""
    counted = rf"(?<![\d.])\d{{1,4}}(?![\d.])(?:\s*+-?\s*+{unit})?"
    return rx.compile(rf"(?:either\s+)?{counted}(?:\s*+{_JOINED}\s*+{counted})++", NOCASE)


_EITHER = {unit: _either_pattern(unit) for unit in (_DIGIT_UNIT, _LENGTH_UNIT)}


def _listed_counts(text: str, unit: str) -> list[int] | None:
    """The counts of the first list that ends in the unit ('9 or 11 characters', 「7、9または11桁」)."""
    for match in _EITHER[unit].finditer(text):
        if rx.search(f"{unit}$", match.group(0), NOCASE):
            counts = sorted({int(n) for n in re.findall(r"\d+", match.group(0))})
            return counts if len(counts) >= 2 and counts[0] > 0 else None
    return None


def digit_count_lists(text: str, *, lengths: bool = False) -> list[str]:
    """The lists of digit counts (with `lengths`, of lengths too) an 'or' joins in the text
    ('8, 10 or 12 digits', 「8、10または12桁」, 「7、9または11文字」)."""
    return [
        m.group(0)
        for unit in ((_DIGIT_UNIT, _LENGTH_UNIT) if lengths else (_DIGIT_UNIT,))
        for m in _EITHER[unit].finditer(text)
        if rx.search(f"{unit}$", m.group(0), NOCASE) and rx.search(r"\bor\b|または|又は|もしくは", m.group(0))
    ]


def alternative_digits(part: str) -> tuple[str, str] | None:
    """Reads a part of a sequence that is a list of digit counts ('6 or 8 digits', 「数字4桁または6桁」)."""
    lists = digit_count_lists(part)
    if len(lists) != 1 or rx.sub(
        r"半角|数字|numeric|digits?|\b(?:an?|the)\b|[での\s]", "", part.replace(lists[0], "")
    ):
        return None
    counts = sorted({int(n) for n in re.findall(r"\d+", lists[0])})
    regex = "|".join(f"[0-9]{{{n}}}" for n in counts)
    return f"(?:{regex})", f"{' or '.join(str(n) for n in counts)} digits"


def either_length(ctx: Description) -> Rule | None:
    """Understands '9 or 11 characters', '7, 9 or 11 characters long', 「7、9または11文字」."""
    if ctx.field_type not in ("string", "text") or not (counts := _listed_counts(ctx.text, _LENGTH_UNIT)):
        return None
    return AnyOfRule(rules=[LengthRule(exact=n) for n in counts])


def either_count(ctx: Description) -> Rule | None:
    """Understands '10 or 11 digits', '10桁または11桁', '5, 7, 10, 12 or 15 digits'."""
    if ctx.field_type not in ("string", "text", "integer") or rx.search(r"hex|16\s*進", ctx.text, NOCASE):
        return None
    if not (counts := _listed_counts(ctx.text, _DIGIT_UNIT)) or counts[-1] > 100:
        return None
    regex = "|".join(f"[0-9]{{{n}}}" for n in counts)
    return pattern_rule(regex, f"must be {' or '.join(str(n) for n in counts)} digits")


# "characters 5-6 being 'SG'", "positions 3 to 4 must be '00'", 「5〜6文字目は「SG」」, 'characters 3-8 are
# digits', 「3文字目以降は数字」: what stands at places of the value
_QUOTE = r"(?:\"[^\"]{1,20}\"|'[^']{1,20}'|「[^」]{1,20}」)"
_PLACE_CLASS = (
    r"(?:all\s+)?(?:upper[- ]?case\s+letters|capital\s+letters|lower[- ]?case\s+letters"
    r"|alphanumeric(?:\s+characters)?|letters|digits|numbers|numerals)|(?:半角)?(?:英数字|英大文字|英小文字|大文字|小文字|英字|数字)"
)
_PLACED = rx.compile(
    r"(?:\b(?:characters?|chars?|positions?|digits?)\s+(?P<f>\d{1,2})(?:\s*(?:-|to|through|and)\s*(?P<l>\d{1,2}))?\s*"
    r"(?:(?:must|shall|should|will)\s+(?P<neg>not\s+)?be|(?P<cannot>cannot|can't|may\s+not)\s+be|being|are|is|=|:)\s*"
    r"|(?P<jf>\d{1,2})\s*(?:(?:文字|桁)目?)?\s*(?:~|-|から)\s*(?P<jl>\d{1,2})\s*(?:文字|桁)目\s*(?:は|が)\s*"
    r"|(?P<js>\d{1,2})\s*(?:文字|桁)目\s*(?P<on>以降|から(?:最後|末尾)まで)?\s*(?:は|が)\s*"
    r"|\bthe\s+rest(?:\s+(?:are|is|must\s+be))?\s+(?=(?:all\s+)?(?:digits|letters|numbers|upper|lower|capital|alphanumeric)))"
    rf"(?P<v>{_QUOTE}(?:\s*(?:,\s*(?:or\s+)?|\s+or\s+|か|または|又は|・|、)\s*{_QUOTE})*|{_PLACE_CLASS})"
    r"(?P<jneg>\s*(?:以外|(?:に|と)?し(?:ない|てはいけない|てはならない)(?:こと)?|(?:で)?は?(?:ない|不可|禁止|NG)))?",
    NOCASE,
)
_PLACE_CLASSES = (
    (r"upper|capital|大文字", "[A-Z]"),
    (r"lower|小文字", "[a-z]"),
    (r"alphanumeric|英数字", "[A-Za-z0-9]"),
    (r"letters|英字", "[A-Za-z]"),
    (r"digits|numbers|numerals|数字", "[0-9]"),
)
# what may stand beside the places: a label, the value named ("Codes with …", 「品番の…」), a total count
_PLACED_LEAD = rx.compile(
    r"^\s*(?:[^:]{1,40}:\s*)?(?:(?:[A-Za-z][\w-]*\s+){0,3}?(?:with|where|whose|having)\s+|[^\s、。「」\d]{1,12}?の\s*)?",
    NOCASE,
)
_PLACED_RULE_WORD = rx.compile(
    r"\d|['\"「]|\b(?:must|not|no|never|digits?|letters?|characters?|upper|lower|case|and|then)\b|[^\x00-\x7f]",
    NOCASE,
)
_PLACED_COUNT = rx.compile(
    r"(?:exactly\s+)?(\d{1,2})\s*(?:(digits?|桁)|characters?|chars|letters?|文字)(?:\s+long)?", NOCASE
)


def _placed_piece(match: re.Match[str]) -> tuple[int, int | None, str] | None:
    """One place and what stands there: (first, last or None for the rest, regex); None if they disagree."""
    value = match.group("v")
    first = match.group("f") or match.group("jf") or match.group("js")
    last = match.group("l") or match.group("jl")
    literals = [q[1:-1] for q in rx.findall(_QUOTE, value)]
    if not literals:
        cls = next(c for p, c in _PLACE_CLASSES if rx.search(p, value, NOCASE))
        if first is None or match.group("on"):
            return (int(first or 0), None, f"{cls}*")  # "the rest digits", 「3文字目以降は数字」
        low, high = int(first), int(last or first)
        return (low, high, f"{cls}{{{high - low + 1}}}") if low <= high else None
    if first is None or match.group("on"):
        return None
    low = int(first)
    high = int(last) if last else low + len(literals[0]) - 1
    if any(len(literal) != high - low + 1 for literal in literals):
        return None  # the places and the literal do not agree: not this reading
    return (low, high, "(?:" + "|".join(re.escape(literal) for literal in literals) + ")")


def _placed_said(match: re.Match[str], piece: tuple[int, int | None, str]) -> str:
    """Words for one place: "'JP' or 'US' at characters 1-2", "digits from character 3 on"."""
    literals = [f"'{q[1:-1]}'" for q in rx.findall(_QUOTE, match.group("v"))]
    what = " or ".join(literals) or next(n for p, c in _PLACE_CLASSES for n in [c] if c in piece[2])
    what = {
        "[A-Z]": "upper-case letters",
        "[a-z]": "lower-case letters",
        "[A-Za-z0-9]": "letters or digits",
        "[A-Za-z]": "letters",
        "[0-9]": "digits",
    }.get(what, what)
    low, high = piece[0], piece[1]
    if high is None:
        return f"{what} from character {low} on" if low else f"{what} after that"
    return f"{what} at character {low}" if low == high else f"{what} at characters {low}-{high}"


def placed_literal(ctx: Description) -> Rule | None:
    """Understands 'characters 1-2 are "JP" and characters 3-8 are digits': what stands at which places."""
    if ctx.field_type not in ("string", "text"):
        return None
    found = list(_PLACED.finditer(ctx.text))
    if not found:
        return None
    lead = _PLACED_LEAD.match(ctx.text[: found[0].start()])
    rest = (
        ctx.text[lead.end() if lead else 0 : found[0].start()]
        + " ".join(
            ctx.text[a.end() : b.start()]
            for a, b in zip(found, [*found[1:], None], strict=True)
            if b is not None
        )
        + " "
        + ctx.text[found[-1].end() :]
    )
    # "(Singapore counterparties only in this table)": a note in brackets or after a stop, no rule
    rest = " ".join(p for p in rx.split(r"[;()。]|\.(?:\s|$)", rest) if _PLACED_RULE_WORD.search(p))
    count = _PLACED_COUNT.search(rest)
    rest = _PLACED_COUNT.sub(" ", rest, count=1)
    if rx.sub(r"[\s,;、。.]|\band\b|\bthen\b", "", rest, flags=NOCASE):
        return None  # words beside the places that this does not read
    pieces = [_placed_piece(m) for m in found]
    refused = [bool(m.group("neg") or m.group("cannot") or m.group("jneg")) for m in found]
    if any(p is None for p in pieces) or (any(refused) and (len(found) > 1 or count)):
        return None
    placed: list[tuple[int, int | None, str]] = []
    for low, high, piece in (p for p in pieces if p is not None):
        # "the rest": from after the part before
        placed.append((low or ((placed[-1][1] or 0) + 1 if placed else 1), high, piece))
    ordered = sorted(placed, key=lambda p: p[0])
    regex, place = "(?s)", 1
    for i, (low, high, piece) in enumerate(ordered):
        if low < place or (high is None and i < len(ordered) - 1):
            return None  # places that overlap, or a rest that is not last
        regex += (f".{{{low - place}}}" if low > place else "") + piece
        place = (high or 0) + 1
    regex += "" if regex.endswith("*") else ".*"
    said = " and ".join(_placed_said(m, p) for m, p in zip(found, placed, strict=True))
    rule: Rule = pattern_rule(regex, f"must have {said}")
    if refused[0]:
        return NotRule(rule=rule)
    if count:
        whole = (
            pattern_rule(f"[0-9]{{{count.group(1)}}}", f"must be {count.group(1)} digits")
            if count.group(2)
            else LengthRule(exact=int(count.group(1)))
        )
        return AllOfRule(rules=[whole, rule])
    return rule
