"""Sentences that name what is refused: 「100を超える値は入力不可」, "Values over 100 are
rejected", 「日曜日はエラー」. The refused condition is read on its own, then turned into the
rule of the values that remain."""

from __future__ import annotations

import re

from mdm.ai.engine import rx
from mdm.ai.engine.affixes import class_affix
from mdm.ai.engine.fragments import (
    CASE_INSENSITIVE,
    DATE,
    DECIMALS_FLOOR,
    NOCASE,
    NUM,
    QUOTED,
    UNIT,
    unquote,
)
from mdm.ai.engine.negations import class_refused, class_word, repeated_digit_rule
from mdm.ai.engine.words import named_literal
from mdm.rules import (
    AgeRule,
    AllOfRule,
    AnyOfRule,
    CaseRule,
    CharsetRule,
    ContainsClassRule,
    ContainsRule,
    DateRelativeRule,
    DateWindowRule,
    DecimalsRule,
    LengthRule,
    NotContainsRule,
    NotEmptyRule,
    NotRule,
    OneOfRule,
    PatternRule,
    PrefixRule,
    RangeRule,
    Rule,
    SuffixRule,
    WeekdayRule,
)

_EN = rx.compile(
    r"\s*,?\s*(?:is|are)\s+(?:not\s+(?:allowed|permitted|accepted|valid|possible|available|used|offered|sold|ok(?:ay)?)|invalid|wrong|incorrect|rejected|refused|forbidden|prohibited"
    r"|no\s+longer\s+(?:offered|available|sold|supported|used|valid|allowed|accepted)"
    r"|banned|disallowed|an\s+error|too\s+(?:long|short|large|small|high|low|big|early|late)"
    r"|not\s+(?:a\s+)?valid(?:\s+(?:value|entry|input))?"
    r"|not\s+(?:an?\s+)?(?:valid|real|actual|existing)(?:\s+[a-z]+){1,2})"  # "D000 is not a real dept"
    r"(?:\s+(?:at\s+all|any\s*more|any\s+longer))?"  # "… are not allowed at all", "… anymore"
    r"(?:\s*[,;-]\s*(?:so\s+)?(?:please\s+)?(?:do\s+not|never)\s+use\s+(?:it|this|that|them|these|those))?\.?$"
    r"|\s+(?:(?:are|is)\s+(?:retired|obsolete|discontinued|deprecated|blocked|reserved)(?:\s+and|\s*,)?\s+)?"
    r"(?:cannot|can't|may\s+not|must\s+not)\s+be\s+(?:registered|entered|used|saved|accepted|chosen)(?:\s+any\s*more)?\.?$"
    r"|\s+(?:refused|rejected|forbidden|disallowed|prohibited|not\s+(?:allowed|permitted|accepted))\.?$"
    r"|\s+(?:gives?|raises?|causes?|throws?|results?\s+in)\s+an\s+error\.?$"
    # "The value 999999 must also be rejected", "… is also refused": refused as well as what went before
    r"|\s+(?:(?:must|shall|should|will)\s+(?:also\s+)?be|(?:are|is)\s+also)\s+(?:rejected|refused|blocked|disallowed)\.?$"
    r"|\s+(?:are|is)\s+(?:retired|obsolete|discontinued|deprecated)(?:\s+and\s+(?:not\s+allowed|rejected))?\.?$",
    NOCASE,
)
_JA = rx.compile(
    r"\s*(?:は|を|の|が|も)?\s*(?:不可|不合格|エラー|入力ミス|入力誤り|誤入力|(?:使用|入力|登録)?禁止|NG|\u00d7|対象外|入れない(?:でください|こと)?|登録できない|登録できません|入力できない|入力できません"
    # 「2024年以前の日付は指定できません」 (not 「…からしか選択できない」: only those)
    r"|(?<!しか)(?<!なければ)(?<!ないと)(?:指定|選択)(?:できない|できません|不可)"
    r"|(?:入力|登録)は(?:できない|できません)|入力不可|登録不可|(?:入力|記載|記入|登録)しない(?:でください|こと)?|使用不可|使用できない|使用できません|使えない|使えません|認めない|受け付けない"
    r"|受付不可|だめ|ダメ|除く|除外|使わない(?:でください|こと)?|なし|拒否(?:する|します|される)?"
    r"|許容(?:しない|せず|できない|されない|不可)|許可(?:しない|せず|できない)"
    r"|場合は(?:エラー|不可|NG|拒否|登録不可))(?:です|とする|とします|(?:と|に)なる|(?:と|に)なります)?。?$"
)
# "… is wrong (browsers block it)", 「…は使用禁止(旧システムの仮コード)」: a note in brackets after the
# refusal, with no value of its own, says why, not what
# (not "(hex must be upper case)", a demand of its own)
_NOTE = rx.compile(
    r"(?<=\S)\s*\((?![^()]*\b(?:must|should|shall|only|has\s+to|have\s+to|needs?\s+to)\b)"
    r"(?![^()]*(?:のみ|だけ|必須|こと))[^()\d\"'「」]{1,60}\)\s*[.。]?$",
    re.IGNORECASE,
)


def _refusal(text: str) -> tuple[str, re.Match[str] | None]:
    """The text without a closing note after its refusal, and the refusal it ends in (English or Japanese)."""
    plain = _NOTE.sub("", text)
    if plain != text and (match := _EN.search(plain) or _JA.search(plain)):
        return plain, match
    return text, _EN.search(text) or _JA.search(text)


_BLANK = rx.compile(
    r"^(?:(?:空欄|空白|空|未入力)(?:のまま)?|blank|empty|leaving\s+it\s+(?:blank|empty)|an?\s+(?:empty|blank)(?:\s+[a-z]+){0,2})$",
    NOCASE,
)
_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_DAY = r"(?:[月火水木金土日](?:曜日?)?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)"
_WEEKDAY_LIST = rx.compile(rf"{_DAY}(?:\s*(?:[・、,/と]|\band\b|\bor\b)\s*{_DAY})+", NOCASE)


def refused_part(text: str) -> str | None:
    """The condition a sentence refuses ('Values over 100' of 'Values over 100 are rejected')."""
    text, match = _refusal(text)
    if match is None or match.start() == 0:
        return None
    part = text[: match.start()].strip(" ,、")
    # ("must be after today - same-day delivery is not accepted": a clause of its own after a spaced dash)
    if (
        "。" in part
        or ";" in part
        or rx.search(r"(?<!\b[A-Za-z])\.\s+[A-Z]|\s[-\u2013\u2014]\s+[A-Za-z]", part)
    ):
        # 「…入れないこと。…より前の日付もダメ」, "Must be after today. Today gives an error",
        # "…; earlier dates are rejected": sentences of their own, read one by one
        return None
    if rx.search(r"」\s*(?:など|等)?\s*の\s*(?:表記|略記|略称|表示)$", part):
        return None  # 「「(株)」「㈱」の略記は不可」: the text must not hold them, read by `forbidden_values`
    part = rx.sub(r"(?:で)?の(?:入力|使用|登録|記載)$", "", part)  # 「記号の入力は不可」, 「全角での…」
    part = rx.sub(r"(?:となる|になる)(?:日付|値|もの|データ|日)?$", "", part)  # 「18歳未満となる日付は拒否」
    part = rx.sub(r"(?:のもの|の場合|のとき|もの|場合|とき|の)$", "", part)  # 「先頭が9のものは不可」
    part = rx.sub(
        r"\s*+(?:と|を)(?:入力|登録|記載)(?:した|する|された|される)?$", "", part
    )  # 「「不明」と入力した場合は…」
    plain = rx.sub(QUOTED, "Q", rx.sub(r"(?<=\d),(?=\d{3})", "", part))  # "1,000,000", "'N/A'"
    plain = CASE_INSENSITIVE.sub(" ", plain)  # "…, whatever the case": how, not what
    idioms = rx.sub(
        r"\bor\s+(?:less|more|fewer|greater|above|below|earlier|later|older|younger|after|before)\b(?!\s*\d)"
        r"|\bthan\s+or\s+equal\b"  # "less than or equal to 0 is rejected": one bound
        r"|\bon\s+or\s+(?:before|after)\b"  # "on or before 2020 is not allowed": one bound
        r"|(?<=\bbetween\s)\s*[^\s,;]+\s+and\b",  # "between 10 and 20 is not allowed": one range
        "",
        plain,
        flags=NOCASE,
    )
    idioms = rx.sub(_WEEKDAY_LIST, "W", idioms)
    # "addresses beginning with http:// are rejected": the scheme the part ends with is one thing
    idioms = rx.sub(
        r"\b[A-Za-z][\w+.-]*://[^\s,;]*(?=\s*$|\s+or\s+[A-Za-z][\w+.-]*://[^\s,;]*\s*$)", "U", idioms
    )
    idioms = rx.sub(
        r"Q(?:\s*(?:,?\s*\b(?:or|and)\b|,|、|・|または|又は|もしくは|若しくは|および|及び|か|と|や)\s*Q)+",
        "Q",
        idioms,
    )  # "'test' or 'dummy'": literals  # 「土曜・日曜はエラー」: one condition of days
    # "codes starting with AB or CD are rejected": the alternatives of one start or end are one condition
    affix = rx.search(
        r"\b(?:start(?:s|ing)?|begin(?:s|ning)?|end(?:s|ing)?)\s+(?:with|in)\s+(?=\S+\s+or\s+\S+$)",
        idioms,
        NOCASE,
    )
    if rx.search(r"[と・、,/]|\b(?:and|or)\b|や|および|及び", idioms[: affix.start()] if affix else idioms):
        return None  # several things refused at once: the readers of lists take the sentence
    return part


# A refused part that denies something ("Values that do not start with A", "Non-numeric values", "Codes not
# containing a digit", "Dates that are not weekdays"): refusing a denial demands what it denies.
_DENIALS = [
    (rx.compile(r"\b(that|which|who)\s+(?:do|does|did)\s+not\s+(?=[a-z])", NOCASE), r"\1 "),
    (rx.compile(r"\b(that|which|who)\s+(is|are)\s+not\s+(?=\S)", NOCASE), r"\1 \2 "),
    (rx.compile(r"(?<=[a-z])\s+not\s+(?=[a-z])", NOCASE), " "),
    (rx.compile(r"(?:^|(?<=\s))non-?\s*(?=[a-z])", NOCASE), ""),
    (rx.compile(r"\bwith\s+no\s+|\bwithout\s+(?:any\s+)?", NOCASE), "containing "),
]
# a bound said with a negation ("no earlier than tomorrow", "not more than 10") denies nothing
_BOUND_IDIOM = rx.compile(
    r"\b(?:no|not)\s+(?:(?:more|less|fewer|greater|higher|lower|earlier|later|longer|shorter|older|younger)\s+than"
    r"|before|after|above|below|over|under|exceeding)\b",
    NOCASE,
)
_DENIAL = rx.compile(r"\b(?:not|non|never|no|neither|nor|without)\b|\bnon-", NOCASE)
_MODAL = rx.compile(r"\b(?:must|should|shall|may|can|cannot|will|has\s+to)\b", NOCASE)


def ends_refused(text: str) -> bool:
    """Whether a clause ends in an English refusal ('… are rejected', '… is not allowed')."""
    match = _EN.search(text)
    return match is not None and match.start() > 0


def denied(part: str) -> str | None:
    """What a refused denial denies ('Values that start with A' of 'Values that do not start with A');
    the part itself when it denies nothing, None when a denial is in it that cannot be taken out."""
    # quoted values ("Values 'N/A', 'NONE'") and a bound's "no" ("no earlier than …") deny nothing; a part
    # with a verb of its own ("… must be not placeholder: …") is a clause, read as it is
    plain = _BOUND_IDIOM.sub(" ", rx.sub(QUOTED, "Q", part))
    if not _DENIAL.search(plain) or _MODAL.search(plain):
        return part
    if rx.search(r"\b(?:but|and|or)\s+(?:(?:do|does|is|are)\s*(?:not|n't)|never|not)\b", plain, NOCASE):
        return None  # "… that start with A but do not end with Z": the denial is one of two, not the part's
    for pattern, replacement in _DENIALS:
        said = pattern.sub(replacement, part, count=1)
        if said != part:
            return None if _DENIAL.search(said) else said
    return None


_ITEMS = rx.compile(r"\s*(?:[や・、,/と]|および|及び|\band\b|\bor\b)\s*", NOCASE)
_LETTER_OF = rx.compile(r"^(?:(?:大文字|小文字|英字|英大文字|英小文字|文字)の|the\s+letters?\s+)", NOCASE)


def refused_items(text: str, field_type: str) -> Rule | None:
    """Several characters or classes refused at once: 「記号やスペースは不可」, 「IとOは使わない」,
    'Spaces and tabs are not allowed'. Each is refused; None unless every item is one."""
    text, match = _refusal(text)
    if match is None:  # 「漢字やURLを含まないこと」: each item held nowhere in the value
        match = rx.search(r"\s*を\s*含(?:ま|め)(?:ない|ず)(?:こと|ように)?(?:してください)?[。.]?$", text)
    if match is None or match.start() == 0:
        return None
    part = rx.sub(
        r"^(?:ただし|但し|but|however)[、,]?\s*", "", text[: match.start()].strip(" ,、"), flags=NOCASE
    )
    part = rx.sub(
        r"(?:の(?:入力|使用|登録|記載)|を含む|を含んだ|が含まれる|が含まれた)$", "", part
    )  # 「英字を含む場合はエラー」
    # 「氏名に数字や@は…」: the field's name, then what is refused in it
    part = rx.sub(r"^[^\u3001\u3002\u300c\u300d\s]{1,12}?に\s*(?=\S)", "", part)
    # "spaces, hyphens or /": a slash listed as an item is refused, not a separator
    part = rx.sub(
        r"(?:(?<=\bor)|(?<=\band)|(?<=[,、やと]))\s*[\"'「]?/[\"'」]?\s*(?=$|[,、やと]|\s+(?:or|and)\b)",
        " slash ",
        part,
    )
    items = [i for i in _ITEMS.split(_LETTER_OF.sub("", part)) if i]
    if len(items) < 2:
        return None
    rules: list[Rule] = []
    for item in items:
        item = _LETTER_OF.sub("", unquote(item) if rx.fullmatch(QUOTED, item) else item)
        item = rx.sub(
            r"^空白(?:文字)?$", "スペース", item
        )  # 「「-」や空白」: a character listed, not a blank value
        # "I and O", "@, # and $": the characters themselves (not a bracket of a quoted one)
        if rx.fullmatch(r"[^\s\"'\u300c\u300d\u300e\u300f]", item):
            rules.append(NotContainsRule(value=item))
        elif (repeated := repeated_digit_rule(item)) is not None:  # 「オール0とオール9は禁止」
            rules.append(repeated)
        elif (rule := refused_value(item, field_type)) == NO_FULLWIDTH_DIGITS or isinstance(
            rule, ContainsClassRule | NotContainsRule
        ):
            rules.append(rule)  # (「全角数字・スペースは不可」: the full-width digits too)
        elif isinstance(rule := refused_value(rx.sub(r"^半角", "", item), field_type), ContainsClassRule):
            # 「半角英数字・半角記号は不可」: 「半角記号」 as 「記号」, as when it is refused alone
            rules.append(rule)
        elif field_type in ("string", "text") and (held := _held_in_text(item)) is not None:
            # 「URLや記号は不可」: a web address anywhere
            rules.append(held)
        else:
            return None
    return AllOfRule(rules=rules)


def _held_in_text(item: str) -> Rule | None:
    """A web address, e-mail address or phone number refused anywhere in the text ('URLs'), or None."""
    item = rx.sub(r"^(?:メールアドレス|メアド|Eメール(?:アドレス)?)$", "e-mail addresses", item.strip())
    named = named_literal(rx.sub(r"^(?:電話番号|携帯番号)$", "phone numbers", item))
    if named is None or named[0] != "class" or named[2] not in _HELD_IN_TEXT:
        return None
    held = class_affix("contains", named[1], named[2])
    return None if held is None else NotRule(rule=held)


_HELD_IN_TEXT = frozenset({"a URL", "an e-mail address", "a phone number"})


# Refuses the digits 0-9 written full width (U+FF10 to U+FF19).
NO_FULLWIDTH_DIGITS = PatternRule(
    pattern="(?s)[^\\x{ff10}-\\x{ff19}]*", message="must not contain full-width digits"
)


def refused_value(refused: str, field_type: str) -> Rule | None:
    """What a refused blank, character, sign or single value leaves ('Spaces are not allowed',
    「空欄はエラー」, 「0は入力できません」, "The value 'test' is forbidden")."""
    text = rx.sub(r"^(?:the\s+)?(?:value|values|word|text|string)\s+", "", refused.strip(), flags=NOCASE)
    if _BLANK.match(text):
        return NotEmptyRule()
    if field_type in ("string", "text") and (in_text := _held_in_text(text)) is not None:
        return in_text  # 「URLは不可」 on a text field: a web address anywhere, not the value "URL"
    if (repeated := repeated_digit_rule(text)) is not None:  # 「全桁9は不可」, "All nines are rejected"
        return repeated
    named_char = rx.fullmatch(rf"(?:the\s+)?(?:character|char|letter|symbol|sign)\s+({QUOTED})", text, NOCASE)
    if named_char and len(unquote(named_char.group(1))) == 1:  # "Character 'O' is not allowed": anywhere
        return NotContainsRule(value=unquote(named_char.group(1)))
    if rx.fullmatch(
        r"(?:negative|minus)(?:\s+(?:numbers?|values?|amounts?|quantities|figures?))?|(?:負|マイナス)(?:の)?(?:数|値|数値)?",
        text,
        NOCASE,
    ):
        return RangeRule(min=0)
    if (refused_class := class_refused(text)) is not None:
        return refused_class  # 「記号の入力は不可」
    held = rx.fullmatch(
        r"(?:[^\u3001\u3002\u300c\u300d\s]{1,12}?に)?(.{1,20}?)\s*+を含(?:む|んだ|んでいる)", text
    )
    if held and (refused_class := class_refused(held.group(1))) is not None:
        return refused_class  # 「名称に数字を含む場合は受付不可」
    if decimals := DECIMALS_FLOOR.fullmatch(text):  # 「小数4桁以上はエラー」: at most 3 remain
        count = int(decimals.group("n") or decimals.group("m") or decimals.group("j"))
        floor = bool(rx.search(r"以上|or\s+more|at\s+least|minimum|min\b", text, NOCASE))
        return (
            DecimalsRule(max=count - 1) if floor and count > 0 else None if floor else DecimalsRule(max=count)
        )
    if rx.fullmatch(r"全角数字|full[- ]?width\s+digits", text, NOCASE):
        return NO_FULLWIDTH_DIGITS
    text = rx.sub(r"^先頭の\s*", "leading ", rx.sub(r"^末尾の\s*", "trailing ", text))  # 「先頭のゼロ」
    text = rx.sub(r"ゼロ$", "0", text)
    edge = rx.fullmatch(r"(?:an?\s+)?(leading|trailing)\s+(.+?)", text, NOCASE)
    place = rx.fullmatch(r"(.+?)\s+at\s+the\s+(start|beginning|end)", text, NOCASE)
    if place and (named := named_literal(place.group(1))) and named[0] == "class":
        shape = f"(?s){named[1]}.*" if place.group(2).lower() != "end" else f"(?s).*{named[1]}"
        where = "start" if place.group(2).lower() != "end" else "end"
        return NotRule(rule=PatternRule(pattern=shape, message=f"must {where} with {named[2]}"))
    core = edge.group(2) if edge else text
    if edge and rx.fullmatch(rf"{NUM}|{QUOTED}", core.strip()):
        value = unquote(core.strip())
        return NotRule(
            rule=PrefixRule(value=value) if edge.group(1).lower() == "leading" else SuffixRule(value=value)
        )
    named = named_literal(rx.sub(r"^(?:an?|the)\s+", "", core, flags=NOCASE))
    if named and named[0] == "char":
        value = " " if named[1] == "SPACE" else named[1]
        if edge and edge.group(1).lower() == "leading":
            return NotRule(rule=PrefixRule(value=value))
        if edge:
            return NotRule(rule=SuffixRule(value=value))
        if named[1] == "SPACE":
            return ContainsClassRule(char_class="space", max=0)
        return NotContainsRule(value=value)
    if edge:
        return None
    if (
        field_type in ("string", "text")
        and rx.fullmatch(r"[A-Z][A-Z0-9-]{2,20}", text)
        and rx.search(r"\d", text)
    ):
        return NotRule(rule=OneOfRule(values=[text]))  # "CC0000 is not permitted": a code refused
    if field_type in ("string", "text") and rx.fullmatch(r"\d{2,20}", text):
        return NotRule(rule=OneOfRule(values=[text]))  # "00000 is not allowed": a code of digits refused
    if rx.fullmatch(QUOTED, text):
        literal = unquote(text)
        if len(literal) == 1 and not literal.isalnum():
            return NotContainsRule(value=literal)  # 「ファイル名に「/」は使用不可」: the character anywhere
        if literal.endswith("://"):
            return NotRule(rule=PrefixRule(value=literal))  # 「「http://」は許容しない」: the scheme
        return NotRule(rule=OneOfRule(values=[literal]))
    # 「0円はNG」, "0 yen is not allowed": an amount refused, in the unit the field counts in (not a length)
    amount = rx.fullmatch(rf"({NUM})\s*({UNIT})?", text, NOCASE)
    if (
        field_type in ("integer", "number")
        and amount
        and not rx.fullmatch(r"characters?|chars?|letters?|digits?|文字|字|桁", amount.group(2) or "", NOCASE)
    ):
        number = float(amount.group(1).replace(",", ""))
        return NotRule(rule=OneOfRule(values=[int(number) if number.is_integer() else number]))
    return None


SUBJECT = rx.compile(
    r"^(?:numbers?|values?|amounts?|quantities|entries|dates?|anything)\s+(?=(?:below|above|over|under|less|more|greater|fewer|of|before|after|earlier|later"
    r"|starting|beginning|ending)\b)",
    NOCASE,
)


# A refused range and nothing else: a subject at most, then both ends ("Values between 10 and 20",
# 「10~20文字」)
_END = rf"(?:{NUM}|{DATE})\s*+(?:{UNIT})?"
_RANGE_ONLY = rx.compile(
    rf"(?:[^\s\d、。,;:()]{{1,10}}(?:は|が|の)\s*+|(?:[A-Za-z]+\s+){{0,2}}?(?:values?|numbers?|amounts?|quantities"
    rf"|dates?|ages?|lengths?|codes?|years?)\s+|(?:[A-Za-z][\w-]*\s+){{1,2}}(?=between\b|from\b))?"
    rf"(?:between\s+|from\s+)?{_END}\s*+(?:以上|から|より)?\s*+"
    rf"(?:and|to|through|-|~)?\s*+{_END}\s*+(?:以下|まで|未満)?(?:\s*+(?:の範囲(?:内)?|の間|inclusive))?",
    NOCASE,
)


# (not 「30日以内でなければ不可」, 「以内でない日付」: outside the window is what is refused)
_WITHIN = rx.compile(
    r"\bwithin\s+(?:the\s+next\s+)?\d+\s+(?:days?|weeks?|months?|years?)\b"
    r"|以内(?!\s*(?:で|じゃ|に)?\s*(?:は|も)?\s*(?:な(?:い|く|けれ|かっ)|ありません|収まら|入ら))",
    NOCASE,
)


# the letters of a case named as such ("capital letters", 「大文字」): refused, none of them may stand
# anywhere
_CASE_LETTERS = rx.compile(
    r"大文字|小文字|\b(?:upper|lower)[- ]?case\s+(?:letters?|characters?)\b"
    r"|\bcapital\s+letters?\b|\bcapitals\b",
    NOCASE,
)


def complement(rule: Rule, refused: str) -> Rule | None:
    """The rule of the values a refused condition leaves, when it has a plain one."""
    if _BLANK.match(refused.strip()):
        return NotEmptyRule()
    if isinstance(rule, RangeRule) and (rule.min is None) != (rule.max is None):
        if rule.min is not None:
            return RangeRule(max=rule.min, max_exclusive=not rule.min_exclusive)
        return RangeRule(min=rule.max, min_exclusive=not rule.max_exclusive)
    if isinstance(rule, LengthRule) and rule.exact is None and (rule.min is None) != (rule.max is None):
        return LengthRule(max=rule.min - 1) if rule.min is not None else LengthRule(min=(rule.max or 0) + 1)
    if isinstance(rule, AgeRule) and (rule.min is None) != (rule.max is None):
        return AgeRule(max=rule.min - 1) if rule.min is not None else AgeRule(min=(rule.max or 0) + 1)
    if isinstance(rule, DateWindowRule) and (rule.min is None) != (rule.max is None):
        if rule.unit != "days":  # "dates before 1 year ago": a day past the bound, no whole year past it
            return NotRule(rule=rule)
        if rule.max is not None:
            return DateWindowRule(unit=rule.unit, min=rule.max + 1)  # 「今日より前の日付はエラー」
        return DateWindowRule(unit=rule.unit, max=(rule.min or 0) - 1)
    two_sided = isinstance(rule, RangeRule | LengthRule | AgeRule | DateWindowRule)
    if two_sided and _RANGE_ONLY.fullmatch(refused.strip()):
        return NotRule(rule=rule)  # 「10以上20以下は不可」, "Values between 10 and 20 are not allowed"
    if two_sided and isinstance(rule, DateWindowRule) and _WITHIN.search(refused):
        return NotRule(rule=rule)  # "documents expiring within 6 months must be rejected": the window refused
    if isinstance(rule, DateRelativeRule) and rule.not_future != rule.not_past:
        return DateRelativeRule(not_future=rule.not_past, not_past=rule.not_future)
    if isinstance(rule, WeekdayRule):
        kept = [day for day in _DAYS if day not in rule.days]
        return WeekdayRule(days=kept) if kept else None
    if isinstance(rule, CharsetRule) and (rule.min_length is None) != (rule.max_length is None):
        if len(rule.allowed) == 1 and not rule.extra and not rx.search("桁", refused):
            # "More than 5 digits are not allowed; letters are fine": how many of them, not what else
            name = rule.allowed[0]
            if rule.min_length is not None:
                return ContainsClassRule(char_class=name, max=rule.min_length - 1)
            return ContainsClassRule(char_class=name, min=(rule.max_length or 0) + 1)
        # 「10桁を超える場合はエラー」: a count of digits refused, the digits kept
        if rule.min_length is not None:
            return CharsetRule(allowed=rule.allowed, extra=rule.extra, max_length=rule.min_length - 1)
        return CharsetRule(allowed=rule.allowed, extra=rule.extra, min_length=(rule.max_length or 0) + 1)
    if (
        isinstance(rule, CharsetRule)
        and rule.min_length is not None
        and rule.min_length == rule.max_length
        and rx.search(r"のみ|だけ|\b(?:only|solely|entirely)\b", refused, NOCASE)
    ):
        return NotRule(rule=rule)  # 「数字のみ6桁は許容しない」: not that many of those characters alone
    if (
        isinstance(rule, CharsetRule)
        and len(rule.allowed) == 1
        and not rule.extra
        and rule.min_length is None
    ):
        name = rule.allowed[0]
        if rx.search(r"のみ|だけ|\b(?:only|all|entirely|solely)\b|全て|すべて", refused, NOCASE):
            # 「数字のみは不可」, 「全て大文字は不可」: not made of that class alone (in capitals alone)
            return NotRule(rule=CaseRule(case=name) if name in ("upper", "lower") else rule)
        return ContainsClassRule(char_class=name, max=0)
    if isinstance(rule, ContainsClassRule) and rule.min and rule.max is None:
        return ContainsClassRule(char_class=rule.char_class, max=rule.min - 1)
    if isinstance(rule, ContainsRule) and (refused_class := class_refused(rule.value)) is not None:
        return refused_class  # 「半角カナを含む場合はエラー」
    if isinstance(rule, ContainsRule):
        return NotContainsRule(value=rule.value, case_sensitive=rule.case_sensitive)
    if isinstance(rule, PatternRule) and rx.match(
        r'must (?:contain|start with|end with) (?:"|at least one |an? |one )', rule.message or ""
    ):
        # 「「ダミー」または「テスト」を含むものはエラー」: none of the literals; "Codes containing spaces …"
        held = rx.match(r"must contain at least one (.+)$", rule.message or "")
        named_class = class_word(held.group(1)) if held else None
        return ContainsClassRule(char_class=named_class, max=0) if named_class else NotRule(rule=rule)
    if isinstance(rule, PatternRule) and rx.search(r"^must have .+ at characters? \d", rule.message or ""):
        return NotRule(rule=rule)  # "Codes with characters 5-6 being 'XX' are rejected": not those there
    if isinstance(rule, PatternRule) and rx.fullmatch(r"\[0-9\]\{\d+(?:,\d*)?\}", rule.pattern):
        return NotRule(rule=rule)  # 「2桁入力はNG」 on a number: not that many digits
    if isinstance(rule, AnyOfRule) and all(
        isinstance(r, PrefixRule | SuffixRule | ContainsRule) for r in rule.rules
    ):
        return NotRule(rule=rule)  # 「「サンプル」「見本」を含む場合はダメ」: none of the literals
    if (
        isinstance(rule, CaseRule)
        and _CASE_LETTERS.search(refused)
        # (not 「全部大文字は不可」, 「大文字ばかり」: capitals alone; nor 「大文字で始まる値」,
        # 「大文字の「O」」,
        # 「大文字と小文字の混在」: where, which or how mixed)
        and not rx.search(
            r"のみ|だけ|ばかり|全部|オール|\b(?:only|all|entirely|solely|mixed)\b|全て|すべて|始ま|終わ|先頭|末尾|混在"
            r"|\b(?:start|begin|end)|[「\"']",
            refused,
            NOCASE,
        )
    ):
        return ContainsClassRule(
            char_class=rule.case, max=0
        )  # 「メールアドレスに大文字は使用不可」: no capitals
    if isinstance(rule, OneOfRule | PrefixRule | SuffixRule | CaseRule):
        return NotRule(rule=rule)  # 「全て大文字は不可」: not in capitals alone
    return None
