"""Sentences that name several conditions: splitting them into clauses and joining the rules.

A sentence is cut at its conjunctions ("and", "but", ";", "かつ", "、", "で、", "…以内で"),
but only where the words after the cut start a condition of their own ("between 1 and 100"
is not cut). The clauses are then grouped so that every group is understood on its own,
preferring the reading with the most groups; a sentence of one group is read whole. The rules
of the groups are joined with ``all_of``; ranges and lengths that bound opposite sides merge
into one rule, and repeated rules are dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from mdm.ai.engine import rx
from mdm.ai.engine.fragments import HEX_COLOUR, NOCASE, POSTAL_JP_LENGTHS, digits_counted, pattern_rule
from mdm.ai.engine.measures import is_number_list
from mdm.ai.engine.normalisation import CannotKeep
from mdm.rules import (
    AllOfRule,
    CaseRule,
    CharsetRule,
    CheckDigitRule,
    ContainsClassRule,
    ContainsRule,
    DateRelativeRule,
    DateStringRule,
    DomainRule,
    LengthRule,
    NotContainsRule,
    NotRule,
    OneOfRule,
    PatternRule,
    PrefixRule,
    RangeRule,
    Rule,
    SuffixRule,
    TimeOfDayRule,
    WeekdayRule,
    check_rule,
)

MAX_CLAUSES = 6

# Words that start a condition of their own after "and" / "," / "but".
_STARTER = (
    # ", and it starts with SS or AW", ", and it always starts with 2"
    r"(?:(?:and\s+)?it\s+(?:always\s+|also\s+)?(?=(?:starts?|begins?|ends?)\s+(?:with|in)\b)"
    r"|it\s+(?=must|should|may|can|has\s+to|needs?\b|requires\b|is\s+(?:exactly|at\s+(?:least|most)|between|no\s+(?:more|less"
    r"|longer|shorter)\b|not\b|never\b|\d))|there\s+(?=(?:must|should|shall)\s+be\b)"
    r"|(?:total\s+|overall\s+)?length\s+(?=(?:must|should|shall|has\s+to|needs?\s+to)\b)|(?:the|its|your|their)\s+(?:[\w-]+\s+){0,3}(?=(?:must|should|shall|has\s+to|needs?\s+to|cannot|can't)\b)|(?:must|should|shall|has\s+to|have\s+to|needs?|requires?|can(?:not|'t)?|may|is|are|be|not|no|never|only)\b"
    r"|at\s+(?:least|most)|a\s+(?:multiple|whole|positive|valid|real|weekday)|multiples?|divisible|greater|less"
    r"|more|fewer|between|from\s+\S+\s+to|on\s+or|before|after|within|on\s+(?=\S+\.\S)|starts?|begins?"
    r"|ends?|contains?|includes?|including\s+(?=at\s+(?:least|most)\b|exactly\b)|with(?:out)?"
    r"|(?:have|has)\s+(?=exactly|at\s+(?:least|most)|no\b|only\b|\d)"
    r"|hosted|located|served|points?\s+to|links?\s+to|upper[- ]?case|lower[- ]?case"
    r"|falls?\s+on\b"  # "on or after 2025-01-01 and fall on a Monday": the day it falls on, a condition
    # "no example.com addresses and nothing on a .test domain", "… and domain must not end in .test"
    r"|(?:nothing|none)\s+(?=on|in|at|from|under|ending|starting)\b|(?:and\s+)?(?:the\s+)?local[- ]part\b"
    r"|(?:the\s+)?(?:part|bit|text)\s+before\s+(?:the\s+)?@|on\s+the\s+(?=@?[\w-]+\.[\w.-]+\s+domain\b)"
    r"|(?:domain|host(?:\s*name)?|local\s+part|path|scheme|file(?:\s*name)?|extension)\s+"
    r"(?=(?:must|should|shall|has\s+to|needs?\s+to|cannot|can't)\b)"
    # "…, domain ryukyukyo.com": the domain named after the local part's layout
    r"|domain\s+(?=@?[a-z0-9-]+(?:\.[a-z0-9-]+)+\s*(?:only)?\s*[.;]?$)"
    r"|(?:caps|capitals)\s+only\b|positive|negative|non[- ]"
    r"|all\s+(?:caps|capitals|upper[- ]?case|lower[- ]?case)\b"
    r"|whole\b|even\b|odd\b|in\s+steps|under\b|over\b|above\b|below\b|exactly|up\s+to|https?\b(?!://\s*(?:,|\bor\b|$))|uses?\b|end\b"
    r"|excluding|except|other\s+than|but\s+not|(?:anything|any\s+value)\s+(?:but|except|other\s+than)\b"
    r"|max(?:imum)?\b|min(?:imum)?\b"
    # "https URL on api.x.io, path must begin with /v2/": where on the host, a condition of its own
    r"|(?:the\s+)?(?:url\s+)?path\s+(?=(?:must|should|has\s+to|needs?\s+to|starts?|begins?)\b)"
    # "8 characters, either 8 digits or 2 letters followed by 6 digits": the layouts, a condition of their own
    r"|either\s+(?=\S+\s+(?:digits?|letters?|characters?)\b)"
    # ", written without spaces"
    r"|(?:written|typed|entered|keyed|stored|formatted)\s+(?=(?:with(?:out)?|in|using)\b)"
    r"|(?:required|mandatory|compulsory)(?=\s*(?:[.;,)]|$))"  # "FBA or FBM, required"
    r"|(?:the\s+)?(?:first|last)\s+(?:(?:\d|two|three|four)\s+(?=\w+s\b))?(?:digit|character|letter|number)s?\b"
    r"|(?:future|past)\s+dates?\b"
    # "on or after 2025-01-01, weekdays only", "…, and on a business day", "…, Mondays only": the days it may
    # fall on
    r"|(?:on\s+)?(?:an?\s+)?(?:weekdays?|weekends?|business\s+days?|working\s+days?"
    # (the first day of a list: not "… and Thursdays only", "Mondays, Wednesdays and Fridays only")
    r"|(?<!days,\s)(?<!days,)(?<!\band\s)(?<!\bor\s)(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
    r"(?=(?:,?\s+(?:or|and|to|through|till|until)\s+\w+days?|,\s*\w+days?)*\s+only\b))"
    # "Monday to Friday only, today or later": a bound by today
    r"|(?:today|tomorrow)\s+(?=(?:or\s+(?:later|earlier|after|before)|onwards?)\b))"
)
# After a comma, the characters allowed and their case start one too ("6 chars, letters and digits only, all
# caps"; after "and" they go on a list: "letters and digits only")
_CHARACTERS = (
    r"(?:all\s+(?:caps|capitals|upper[- ]?case|lower[- ]?case)\b"
    r"|(?:letters|digits|numbers|alphanumerics?)(?:\s*+(?:,|and|or)\s*+(?:letters|digits|numbers|spaces|hyphens))*+"
    r"\s+only\b)"
)
_NOT_LISTED = (
    r"(?<!\bletters)(?<!\bdigits)(?<!\bnumbers)(?<!\bspaces)(?<!\bhyphens)(?<!\bcase)"  # "letters, digits …"
)
# After a comma, a bare count also starts a condition ("..., 8 to 20 characters"), unless it follows the part
# before ("starts with 'SO', 6 digits thereafter").
_COUNT = r"(?:\d+\s*(?:to|-)\s*)?\d+\s+(?:characters?|chars|digits?|decimals?|letters?)\b"
_CLASS_WORD = (
    r"(?:ひらがな|カタカナ|漢字|英字|数字|記号|英大文字|英小文字|アルファベット|スペース|ハイフン|全角|半角)"
)
# "only digits and upper-case letters": one set of characters, not a second condition
_CLASSES_ANDED = (
    r"(?:(?<!\bdigits)(?<!\bnumbers)(?<!\bnumerals)(?<!\bdigit)(?<!\bletter)(?<!\bletters)(?<!\bcase)"
    r"|(?!,?\s+and\s+(?:upper|lower)[- ]?case\s+(?:letters?|characters?)\b))"
)
# 「大文字、小文字、数字をそれぞれ含む」: a list of classes the value must hold, not clauses
_HELD = rf"(?:{_CLASS_WORD}|大文字|小文字)"
_CLASS_LIST = (
    rf"(?!(?:(?<=[^\d]文字、)|(?<=数字、|英字、|記号、|漢字、)|(?<=ひらがな、|カタカナ、)|(?<=アルファベット、))"
    rf"\s*{_HELD}(?:\s*[、・と]\s*{_HELD})*\s*(?:を|が)?\s*(?:すべて|全て|いずれも|それぞれ|両方|各)?"
    r"\s*(?:少なくとも|最低)?\s*(?:\d+\s*(?:文字|字|つ|個)\s*以上\s*)?(?:含|入れ|使))"
)
_FOLLOW = r"(?!\s*(?:その後|続いて|続けて|後ろに|後に|次に|以降は|\d+文字目|残り|それ以降|[^、。]{1,12}が続))"
# A note's conditions parted by slashes ("required / not 'Generic'", "no spaces / no uppercase"): the words
# after a spaced slash that start a condition (not a value: "yes / no", "NET30 / NET45")
_SLASH_STARTER = (
    r"(?:(?:no|not|never|only|must|should|cannot|can't|at\s+(?:least|most)|up\s+to|max(?:imum)?|min(?:imum)?)\s+(?=\S)"
    r"|(?:required|mandatory|compulsory)\b|(?:starts?|begins?|ends?|contains?|must|between|lower[- ]?case"
    r"|upper[- ]?case|https?)\b|(?:nobody|none|nothing)\s+(?=\S)|\d+\+)"
)
# kinds of characters a sentence refuses after a count ("Max 12 chars, hyphens or slashes are not allowed")
_REFUSABLE = (
    r"(?:tabs?|spaces?|line\s+breaks?|new\s*lines?|emojis?|symbols?|special\s+characters?|punctuation"
    r"|digits|numbers|letters|hyphens|dashes|slashes|dots|commas|underscores|ampersands)"
)
_CUTS = rx.compile(
    rf"\s*(?:;|。|\.\s+(?=[A-Z]|['\"][A-Za-z0-9]|[\w-]+\s+(?:(?:is|are)\s+(?:not|never|invalid|rejected|forbidden)|(?:must|may|should)\s+not|cannot|can\s+not)\b)|(?<=\bonly):\s*(?=(?:no|not|never|without)\b)|(?<=のみ|だけ):(?!\s*\d)\s*|{_CLASSES_ANDED},?\s+(?:and|but)\s+(?={_STARTER})|{_NOT_LISTED},\s*(?={_CHARACTERS})|,\s*(?={_STARTER}|{_COUNT}(?!\s+(?:thereafter|after\s+(?:it|that|this)|afterwards?)\b))|(?:(?<=\brequired)|(?<=\bmandatory)|(?<=\bcompulsory))(?:\s*,\s*|\s+and\s+(?=\d|at\s|max|min|no\b|not\b|only\b|must\b))"
    # "https only, domain must end in .jp": a condition on a part of the address, of its own
    rf"|,\s*(?=(?:and\s+)?(?:the\s+)?(?:domain|host(?:\s+name)?|path)\s+(?:must|should|has\s+to|needs\s+to)\b)"
    # "M + 4 digits, but M0000 to M0099 must not be used": values refused after a layout
    rf"|,\s*(?=but\s+[^,;.]*\b(?:must\s+not|cannot|can't|may\s+not|is\s+not|are\s+not)\b)"
    # "3 letters, a hyphen, 2 digits - upper case": the case of the whole value, after a dash
    rf"|\s+[-\u2013\u2014]\s+(?=(?:all\s+)?(?:upper|lower)[- ]?case\s*\.?$)"
    # "S, M, L, XL - XXL is discontinued": a dash before a value refused
    rf"|\s+[-\u2013\u2014]\s+(?=[\w-]+\s+(?:is|are)\s+(?:not|no\s+longer|discontinued|retired|obsolete)\b)"
    rf"|\s+or\s+(?=(?:longer|shorter|more|less|greater|fewer|larger|smaller)\s+than|(?:contain|include|have|use)s?\b"
    rf"|(?:above|below|over|under)\s+\d|(?:negative|positive)\b)"
    # "cannot be before 2020-01-01 or after 2035-12-31": two bounds, the negation on both (not "on or after")
    rf"|(?<!\bon)\s+or\s+(?=(?:before|after|(?:earlier|later)\s+than)\s+(?:\d{{4}}-\d{{2}}-\d{{2}}|today\b))"
    rf"|,?\s+(?=(?:starting|beginning|ending)\s+(?:with|in)\b)"
    # "7 digits which must not start with 0", "10 characters that must not contain spaces": a relative clause
    # after a count is a condition of its own (not after a refusal: "never 6 digits that start with 9")
    rf"|(?P<rel>(?:(?<=\bcharacters)|(?<=\bchars)|(?<=\bdigits)|(?<=\bletters)),?\s+(?:that|which)\s+"
    rf"(?=(?:must|should|cannot|can't|may\s+not|starts?|begins?|ends?|contains?|has|have|includes?)\b))"
    # "'C' or 'S', 'X' cannot be entered": a quoted value refused after those listed is a condition apart
    # (and "…, 'I', 'O' and 'Q' is not allowed": several refused)
    rf"|(?P<quoted>,\s*(?=[\"'「][^\"'「」]{{1,12}}[\"'」]"
    rf"(?:\s*(?:,|\band\b|\bor\b)\s*[\"'「][^\"'「」]{{1,12}}[\"'」])*"
    rf"\s+(?:cannot|can't|must\s+not|may\s+not|is\s+not|is\s+never)\b))"
    # "must be a weekday on or after 2025-01-01": the days it falls on, then its bound
    # ("a Monday on or after 2024-04-01": a named day the same)
    rf"|(?:(?<=\bweekday)|(?<=\bbusiness\sday)|(?<=\bworking\sday)|(?<=(?-i:[a-z])day)|(?<=days))\s+"
    rf"(?=(?:on\s+or\s+)?(?:after|before)\s+\d{{4}}-|(?:no|not)\s+(?:earlier|later)\s+than\s+\d{{4}}-)"
    # "3-5 characters all uppercase": after a count, the case of all its letters (not "all uppercase letters
    # and digits", the characters let in)
    rf"|(?:(?<=\d\scharacters)|(?<=\d\schars)|(?<=\d\sletters))\s+(?=all\s+(?:caps|capitals|upper[- ]?case"
    rf"|lower[- ]?case)\b(?!\s+(?:letters|characters|alphanumerics)\b))"
    # "Max 20 characters, tabs are not allowed": after a count, characters refused are a condition apart
    rf"|(?:(?<=\d\scharacters)|(?<=\d\scharacter)|(?<=\d\schars)|(?<=\d\sdigits)|(?<=\d\sletters)),\s*"
    rf"(?={_REFUSABLE}(?:(?:,\s*|\s+)(?:or\s+|and\s+)?{_REFUSABLE})*"
    rf"\s+(?:are|is)\s+(?:not|never)\s+(?:allowed|permitted|accepted)\b)"
    rf"|\s+/\s+(?={_SLASH_STARTER})"
    # "2 letters - anything but CU, IR, KP, SY": after a spaced dash, the values refused are a condition apart
    rf"|\s+-\s+(?=(?:anything|any\s+value)\s+(?:but|except|other\s+than)\b)"
    # "5 digits, and 99999 is not valid": a value refused, a condition of its own
    rf"|,\s*(?:and|but)\s+(?=[\"'「]?[A-Z0-9][\w/-]*[\"'」]?\s+is\s+(?:not|never|invalid|rejected|forbidden)\b)"
    # "max 30 chars - no emoji": after a spaced dash, a condition of its own (not "… - nothing we stock …");
    # "a valid ISBN-13 - it starts with 978 or 979": one said of "it" too
    rf"|\s+-\s+(?=(?:no(?!\s+(?:way|extra|one|doubt)\b)|not|never|without|only|must|should|max(?:imum)?|min(?:imum)?"
    rf"|do\s+not|don't|please\s+do\s+not|\d+-(?:letters?|digits?|characters?)\s+(?:iso\s+)?codes?\b"
    rf"|at\s+(?:least|most)|it\s+(?:must|should|has\s+to|needs\s+to|starts?|begins?|ends?))\b)"
    # 「部門名は必須、漢字のみ」: a value demanded, then what it holds (not 「半角、英数字のみ」, one class)
    rf"|(?<=必須)\s*、\s*"
    # 「1~10、5は不可」: after a range, a value refused is a condition apart
    rf"|、\s*(?=-?\d+(?:\.\d+)?\s*(?:は|も)\s*(?:入力|登録|使用)?\s*(?:不可|禁止|NG|除く|除外|無し|なし)\s*[。.]?$)"
    # "2 letters + 4 digits, letters must be uppercase": what a part must be, said after the layout
    rf"|,\s*(?=(?:the\s+|all\s+)?(?:letters|digits|numbers|characters|capitals)\s+(?:must|should|shall|have\s+to"
    rf"|need\s+to|are\s+(?:always\s+)?(?:upper|lower)[- ]?case|(?:in\s+)?(?:upper|lower)[- ]?case"
    rf"|(?:in\s+)?(?:capitals|caps))\b)"
    # "2-letter ISO code, JP, CN, US or TH only": the codes allowed, after what kind of code it is
    rf"|(?-i:(?<![A-Z0-9])),\s*(?=(?-i:[A-Z0-9]{{1,6}})(?:\s*,\s*(?-i:[A-Z0-9]{{1,6}}))*,?\s+or\s+(?-i:[A-Z0-9]{{1,6}})\s+only\b)"
    # "-3 to 60, 0 is not used": the same in English
    rf"|,(?!\d{{3}}\b)\s*(?=-?\d+(?:\.\d+)?\s+(?:is|are)\s+(?:not\s+(?:allowed|permitted|accepted|valid|used|available)|never\s+used"
    rf"|invalid|rejected|forbidden|excluded)\s*\.?$)"
    rf"|、?\s*かつ\s*、?|、?\s*ただし\s*、?|(?<=[^\s、。]{{2}}とし)、{_FOLLOW}|(?:であり|であること|であって|とし|(?<!ま)で)?(?:(?<!か)|(?<=いずれか)|(?<=どれか)|(?<=どちらか))(?!(?<=\d)、\d)(?!(?<=\d桁)、\s*\d+\s*桁)(?!(?<=\d文字)、\s*\d+\s*文字)、{_FOLLOW}{_CLASS_LIST}(?!@?[a-z0-9-]+\.[a-z]{{2,}})(?![^。]*の(?:いずれか|どれか|どちらか)(?:で|を|に|\s*(?:[。.]|$)))(?:(?<=桁、)|(?<=文字、)|(?<=固定、)|(?<=以内、)|(?<=以下、)|(?!\s*{_CLASS_WORD}[^。]{{0,20}}(?:のみ|だけ)\s*$))"
    rf"|(?<=以内|以下|以上|未満|まで|単位|刻み|のみ|形式|含み|数字|文字|なし)で(?!き|始|終|あ|は|入|構|も)"
    # "8 characters without spaces": the count and the refusal are two conditions
    rf"|(?:(?<=\bcharacters)|(?<=\bcharacter)|(?<=\bchars)|(?<=\bdigits)|(?<=\bletters))\s+(?=(?:without|with\s+no|with\s+at\s+least)\b(?!\s+(?:the|an?)\s+(?:leading|trailing)\s+(?!(?:0|zeros?|spaces?|blanks?|whitespace)\b)))"
    rf"|(?:(?<=で始まる|で始まり|で終わる|で終わり)|(?<=から始まる|から始まり)(?!\s*\d+\s*桁))(?!か\s*、|こと|もの|の[はもが])(?!.*(?:続|その後|後に|後ろに))(?![^、。「」]{{0,12}}(?:は|も)\s*(?:登録|入力|使用|利用)?\s*(?:不可|禁止|NG|エラー|無効|できな|できま))(?=.)|(?<=を含み)(?=.))\s*",
    NOCASE,
)
_FORMAT_WORDS = rx.compile(
    r",\s*(?:then\s+)?(?:(?:an?|one)\s+)?(?:hyphen|dash|slash|dot|period|space|underscore|colon|plus\s+sign)\s*,"
    r"|\bformat\b|\blayout\b|\bstructure\b|\b(?:made\s+up|consists?|composed)\s+of\b|\be\.g\.|\bfor\s+example\b|\blike\b"
    # "two letters, two digits, then 11 to 30 letters or digits": the parts of one value in order
    r"|,\s*then\s+(?:\d|an?\s|one\s)"
    # "'INV-', 4 digits, '-', 6 digits": a quoted mark between the parts
    r"|,\s*['\"][^'\"\s\w]{1,3}['\"]\s*,",
    NOCASE,
)
# a short text in double quotes ('";"'): a cut inside it is the quoted character
_SHORT_QUOTE = rx.compile(r'"[^"\s]{1,20}"')
_NEGATION = rx.compile(
    r"(?:cannot|can't|must\s+not|may\s+not|should\s+not|must\s+never|never)\s+be\s+"
    r"|^not\s+(?=(?:before|after|(?:earlier|later)\s+than)\b)",  # "Not before 2020-01-01 or after …"
    NOCASE,
)


# "Do not use account numbers | beginning with 99": what is refused, then how it starts, one condition
_REFUSED_BY_START = rx.compile(
    r"\b(?:do\s+not|don't|never)\s+(?:enter|use|put|type|give|accept)\s+(?:an?\s+|any\s+)?(?:[\w-]+\s+){0,2}[\w-]+$",
    NOCASE,
)
# 「…で始まり、続けて数字5桁」: a layout said in order from its start; its end may follow (「、末尾は「Z」」)
_SEQUENCE_SAID = rx.compile(
    r"(?:で|から)\s*始ま(?:り|る|って)\s*、?\s*(?:その後|続いて|続けて|後ろに|後に|次に)"
)
_END_PART = rx.compile(
    r"(?:末尾|最後)\s*(?:は|が|に)\s*(?:「[^」]{1,10}」|[A-Z0-9-]{1,10})"
    r"\s*(?:を?\s*(?:付ける|付けます|付けること|つける)|で終わる|とする|です)?\s*。?$"
)
_LAST_COUNTED = rx.compile(
    r"(?:the\s+)?(?:末尾|最後の?|last\s+)\d{1,2}\s*(?:桁|文字|digits|characters|chars)?\s*"
    r"(?:は|が|must\s+be|are|should\s+be)\s*(?:半角)?(?:数字|digits|numeric|numbers)\s*[。.]?$",
    NOCASE,
)
# a word that refuses (in the clause before a relative clause, or in the clause a character let in would join)
_REFUSAL_WORD = rx.compile(
    r"不可|禁止|(?-i:NG)|\b(?:not|no|never|cannot|reject(?:ed)?|refused?|forbidden)\b|n't", NOCASE
)
_REFUSED_AFTER = rx.compile(
    r"\b(?:is|are)\s+(?:not\s+(?:allowed|accepted|permitted|valid)|rejected|refused|forbidden|invalid|blocked)\b",
    NOCASE,
)
_STARTING = rx.compile(r"(?:starting|beginning|ending)\s+(?:with|in)\b", NOCASE)


_CLOSING_EXAMPLE = rx.compile(r"\s*\(\s*(?:e\.?g\.?|for\s+example)\s*[:,]?\s*[^()]{1,40}\)\s*[.。]?$", NOCASE)


@dataclass
class Reading:
    """The rules read from a sentence and the clauses that could not be read."""

    rules: list[Rule] = field(default_factory=list)
    unread: list[str] = field(default_factory=list)


# 「端末区分: スマートフォン、タブレット、ルーター」: words listed after a label (no counts, classes or
# verdicts)
_LIST_ITEM = (  # (not 「CTで始まり、数字で終わること」: conditions)
    r"(?:(?!桁|文字|以上|以下|以内|未満|不可|のみ|だけ|必須|半角|全角|禁止|可|始ま|終わ|含|こと)[^、。:;\d\s「」()])"
)
_LISTED_AFTER_LABEL = rx.compile(
    rf"[^:。、;]{{1,30}}:\s*{_LIST_ITEM}{{1,20}}(?:、{_LIST_ITEM}{{1,20}})+(?=\s*(?:[。;]|$))"
)


# 「大文字、アンダースコア、ハイフン不可」, 「(スペース、記号は使用不可)」: short names listed, one refusal
_LIST_REFUSED = rx.compile(
    r"\(?[^、,。()\d:はがをにでのとも~日曜可]{1,12}(?:、[^、,。()\d:はがをにでのとも~日曜可]{1,12})+"
    r"\s*(?:は|も)?\s*(?:使用|入力)?\s*"
    r"(?:不可|禁止|NG)\)?\s*(?:[。.]|$)"
)


# a class a clause opening a list may demand (「必須、半角英数字、記号不可」): not one of the things refused
_CLASS_WORD = (
    r"(?:英数字?|数字|英字|英大文字|英小文字|大文字|小文字|カナ|カタカナ|ひらがな|かな|漢字"
    r"|アルファベット|ローマ字)"
)
_DEMANDED_CLASS = rx.compile(rf"\(?\s*(?:(?:半角|全角)\s*{_CLASS_WORD}?|{_CLASS_WORD})(?:のみ)?\s*、")


def clauses(text: str) -> list[str]:
    """Cuts a sentence at its conjunctions (at most MAX_CLAUSES pieces)."""
    parts: list[str] = []
    start, cut = 0, ""
    formatted = bool(_FORMAT_WORDS.search(text))
    quoted = [q.span() for q in _SHORT_QUOTE.finditer(text)]
    for match in [*_CUTS.finditer(text), None]:
        if (
            match is not None
            and formatted
            and match.group(0).strip().startswith(",")
            and not rx.match(
                r"(?:(?:written|typed|entered|keyed|stored|formatted)\s+)?(?:no|not|without|never|must|should|cannot)\b"
                # ", and it has to be an Ontario code", ", and it starts with 20": a condition of its own
                r"|(?:and\s+)?(?:it|this)\s+(?:must|should|has\s+to|needs\s+to|cannot|(?:starts|begins|ends)\s+with)\b"
                # ", but M0000 to M0099 must not be used": values refused after the layout
                r"|but\s+(?=[^,;.]*\b(?:must\s+not|cannot|can't|may\s+not|is\s+not|are\s+not|never)\b)"
                # ", all caps": the case of the whole value
                r"|(?:all\s+)?(?:caps|capitals|upper[- ]?case|lower[- ]?case)\s*(?:[-,;.]|$)",
                text[match.end() :],
                NOCASE,
            )
        ):
            continue  # "format: two letters, dash, five digits" lists the parts of one value
        if match is not None and text[: match.start()].count("(") > text[: match.start()].count(")"):
            continue  # 「フリーメール(gmail.com、yahoo.co.jp等)は不可」: a list inside brackets
        if (
            match is not None
            and _REFUSED_BY_START.search(text, start, match.start())
            and _STARTING.match(text, match.end())
        ):
            continue  # "Do not use account numbers beginning with 99": the values refused by their start
        if (
            match is not None
            and _STARTING.match(text, match.end())
            and rx.fullmatch(
                r"\s*(?:numbers?|codes?|values?|anything|entries|ids?)\s*",
                text[start : match.start()],
                NOCASE,
            )
        ):
            continue  # "Numbers starting with 0990 are refused": the values so named, not a class
        if (
            match is not None
            and "。" not in match.group(0)
            and _SEQUENCE_SAID.search(text, start, match.start())
            and _END_PART.match(text, match.end())
        ):
            continue  # 「「K」で始まり、続けて数字5桁、末尾は「Z」」: start, then, end: one layout in order
        if (
            match is not None
            and match.group("quoted")
            and not rx.search(r"\bor\b", text[start : match.start()])
            and rx.search(r"[\"'」]\s*$", text[start : match.start()])
        ):
            continue  # "'N/A', 'TBD' cannot be entered": the values refused, listed (not "'C' or 'S', 'X' …")
        if (
            match is not None
            and match.group("rel")
            and (_REFUSAL_WORD.search(text, start, match.start()) or _REFUSED_AFTER.search(text, match.end()))
        ):
            # "Do not use codes that start with 99", "IDs of 8 characters that begin with TMP are not
            # allowed": the values refused by how they start
            continue
        if (
            match is not None
            and match.group(0).strip() == "、"
            and (listed := _LISTED_AFTER_LABEL.match(text, start))
            and match.start() < listed.end()
        ):
            continue  # 「端末区分: スマートフォン、タブレット。…」: values listed after a label, one clause
        if (
            match is not None
            and match.group(0).strip() == "、"
            and start > 0
            and (
                rx.search(r"(?:のみ|だけ)\s*(?:使用可(?:能)?|可)?\s*[、,]\s*$", text[:start])
                or not _DEMANDED_CLASS.match(text, start)
            )
            and _LIST_REFUSED.match(text, start)
        ):
            # 「…のみ使用可、大文字、アンダースコア、ハイフン不可」: after what is allowed, the things refused
            # (not 「必須、半角英数字、記号不可」, whose first class is demanded)
            continue
        if (
            match is not None
            and match.group(0).strip() in ("、", ",")
            and rx.search(r"(?<![にで])(?:は|が)\s*$", text[start : match.start()])
        ):
            continue  # 「@より前は、半角英小文字…のみ」: a topic and a comma, then what is said of it
        if match is not None and _LAST_COUNTED.match(text, match.end()):
            continue  # 「英数字10桁で、末尾2桁は数字」: the length, then what its last places are
        if match is not None and any(low < match.start() < high for low, high in quoted):
            continue  # 'must not contain "<", ">" or ";"': the quoted character, no cut (not a lone 「"」)
        end = len(text) if match is None else match.start()
        if match is not None and end <= start:
            start = max(start, match.end())  # 「…で、かつ…」: two cuts in a row, one cut
            continue
        piece = text[start:end].strip(" ,.、。")
        if cut.strip() == "," and rx.match(r"but\s+(?!not\b|only\b)", piece):
            piece = piece[3:].lstrip()  # "…, but T0000 is not valid": the refusal, its "but" gone
        if parts and rx.match(r"(?:または|もしくは|又は|あるいは)(?!\s*[、,])", piece):
            parts[-1] += piece  # 「半角数字3~4桁、または「B」+半角数字2桁」: one condition of two
            piece = ""
        if parts and " or " in cut:
            if negation := _NEGATION.search(parts[-1]):
                # "cannot be blank or longer than 100": the negation distributes
                modal = negation.group(0)
                if rx.match(r"(?:contain|include|have|use)s?\b", piece, NOCASE):
                    modal = rx.sub(r"be\s+$", "", modal)  # "cannot be long or contain tabs"
                piece = modal + piece
            else:
                # "either a multiple of 5 or less than 3": one condition of two
                parts[-1] += " or " + piece
                piece = ""
        parts.append(piece)
        if match is not None:
            start, cut = match.end(), match.group(0)
    parts = [p for p in parts if p]
    if len(parts) > 1 and (example := _CLOSING_EXAMPLE.search(parts[-1])) and example.start() > 0:
        # "exactly 6 hex chars, no # (e.g. 1A2B3C)": an example closing the sentence shows the whole value,
        # not the layout of its last clause (the example is still checked against the whole rule)
        parts[-1] = parts[-1][: example.start()].rstrip(" ,")
    if len(parts) > MAX_CLAUSES:
        parts = [*parts[: MAX_CLAUSES - 1], " ".join(parts[MAX_CLAUSES - 1 :])]
    return _allowance_beside_classes(parts)


# 「スペースは可」, "spaces are fine": a character let in, which widens the characters a clause allows
_ALLOWANCE = rx.compile(
    r"(?:(?:全角|半角)\s*)?(?:スペース|空白|ハイフン|中黒|長音(?:記号)?|spaces?|hyphens?)\s*(?:は|も)?\s*"
    r"(?:可|OK|使用可|入力可|(?:are|is)\s+(?:fine|ok|allowed|permitted))",
    NOCASE,
)
_CLASS_ALSO = rx.compile(
    r"(?:全角|半角)?(?:カタカナ|カナ|ひらがな|かな|漢字|英字|英大文字|英小文字|数字)\s*も\s*(?:可|OK|使用可|入力可|可能)"
)
_ALLOWS_CLASSES = rx.compile(
    r"(?:全角|半角)?(?:カナ|カタカナ|ひらがな|かな|漢字|英字|英数字?)|katakana|hiragana|kanji", NOCASE
)


def _allowance_beside_classes(parts: list[str]) -> list[str]:
    """「全角カナ(数字は不可、スペースは可)」: a character let in joins the clause of characters allowed."""
    for k in range(len(parts) - 1, 0, -1):
        part = parts[k].strip(" ()")
        if not _CLASS_ALSO.fullmatch(part) and not _ALLOWANCE.fullmatch(part):
            continue
        home = next((i for i in range(k - 1, -1, -1) if _ALLOWS_CLASSES.search(parts[i])), None)
        if home is not None and not _REFUSAL_WORD.search(parts[home]):
            parts = [*parts[:home], f"{parts[home]} {parts[k]}", *parts[home + 1 : k], *parts[k + 1 :]]
    return parts


# 「「A」以外の値を認めない。ただし空欄は可」, "Digits only; may be left blank": a blank let in
BLANK_ALLOWED = rx.compile(
    r"(?:ただし|但し)?\s*(?:空欄|空白|未入力)\s*(?:は|も|でも)?\s*(?:可|OK|許容|認める|大丈夫|よい|良い|いい|構わない"
    r"|(?:エラー|NG|不可)(?:に|と)(?:しない|しません)|弾かない|弾きません)(?:です|とする)?"
    r"|(?:but\s+)?(?:may|can)\s+(?:also\s+)?be\s+(?:left\s+)?(?:blank|empty)(?:\s+(?:for|if|when|while|on)\s+[^,;.。()]{1,60})?"
    r"|(?:a\s+)?blank\s+(?:is\s+)?(?:allowed|ok|fine)"
    # 「個人事業主は空欄」, 「未登録の場合は空欄のまま」: the case a blank is for
    r"|[^\s、。,:]{1,15}(?:の場合)?は\s*(?:空欄|空白)(?:のまま|とする|にする|で(?:可|OK|よい|良い)|でも(?:よい|良い|いい|可|OK|構わない))?"
    # "optional, ok to leave blank", "it's fine to leave it empty"
    r"|(?:optional\s*[,;]?\s*)?(?:(?:it'?s|it\s+is)\s+)?(?:ok|okay|fine)\s+to\s+(?:leave|be\s+left)\s+(?:it\s+)?(?:blank|empty)"
    # "leave blank if the supplier is not registered": the case a blank is for
    r"|(?:please\s+)?leave\s+(?:it\s+)?(?:blank|empty)\s+(?:if|when|while|for)\s+[^,;.。()]{1,60}"
    # 「任意項目」, "optional field": the field may be left blank
    r"|任意(?:項目|入力)?(?:です)?|optional(?:\s+field)?",
    NOCASE,
)


def read(text: str, understand: Callable[[str], Rule | None]) -> Reading:
    """Reads a sentence as one or more clauses; returns the rules and what was left unread."""
    parts = clauses(text)
    if len(parts) <= 1:
        rule = understand(text)
        return Reading([rule] if rule else [], [] if rule else [text])
    # (「保証書番号: 空欄可」: after the field's name)
    blank = [
        part
        for part in parts
        if BLANK_ALLOWED.fullmatch(rx.sub(r"^[^:]{1,30}:\s*", "", part).strip(" .。、,"))
    ]
    if blank and len(blank) < len(parts):
        # "letters only, must start with a capital; may be left blank": the rest read without the blank let
        # in (read whole with it, the rest lost a condition), which stays unread for the caller to let in
        rest, at = "", 0
        for part in parts:  # each clause found in turn, so a blank clause is cut where it stands
            found = text.find(part, at)
            if found < 0:
                return _read_parts(text, parts, understand)
            rest += text[at:found] + (" " if part in blank else part)
            at = found + len(part)
        rest += text[at:]
        rest = rx.sub(r"^[\s;,.。、]+|(?:[\s;,.。、]|ただし)+$", "", rest)
        reading = read(rest, understand)
        return Reading(reading.rules, [*reading.unread, *blank])
    return _read_parts(text, parts, understand)


def _read_parts(text: str, parts: list[str], understand: Callable[[str], Rule | None]) -> Reading:
    """Reads the clauses of a sentence in the groups that read most, else the whole."""
    cache: dict[tuple[int, int], Rule | None] = {}
    # "at least 2000 and at most 2099" on a text field: a clause that cannot be kept alone may be read
    # with the others (the list of years); it is refused only when nothing reads it
    cannot: list[CannotKeep] = []

    def group(i: int, j: int) -> Rule | None:
        if (i, j) not in cache:
            try:
                cache[(i, j)] = understand(" ".join(parts[i:j]) if j - i > 1 else parts[i])
            except CannotKeep as error:
                cannot.append(error)
                cache[(i, j)] = None
        return cache[(i, j)]

    best = _partition(len(parts), group)
    if best is not None and len(best) > 1:
        rules = [rule for i, j in best if (rule := group(i, j)) is not None]
        if cannot and not any(is_number_list(rule) for rule in rules):
            raise cannot[0]
        return Reading(rules)
    whole = understand(text)
    if cannot:
        if whole is None or not is_number_list(whole):
            raise cannot[0]
        return Reading([whole])
    pieces = _partial(parts, group)
    if whole is None:
        return pieces
    if not pieces.rules:
        return Reading([whole])
    if len(pieces.rules) > 1 and pieces.unread and whole in pieces.rules:
        # "8 digits, no leading zero, not 99999999": two conditions read clause by clause are more than
        # the whole read as one (which kept the first); the clause not read is named
        return pieces
    # Read whole, while some clauses alone are read and others not: name the clauses the whole
    # reading does without (leaving one out does not change the rule).
    unread = [
        part
        for i, part in enumerate(parts)
        if part in pieces.unread and _alike(understand(" ".join(parts[:i] + parts[i + 1 :])), whole)
    ]
    return Reading([whole], unread)


def _alike(rule: Rule | None, other: Rule) -> bool:
    """Whether two readings are one rule, whatever their messages ('T' + 13 digits, an invoice number)."""
    return rule is not None and rule.model_copy(update={"message": None}) == other.model_copy(
        update={"message": None}
    )


def _partition(n: int, group: Callable[[int, int], Rule | None]) -> list[tuple[int, int]] | None:
    """Finds the split of clauses 0..n into understood groups with the most groups."""
    best: dict[int, list[tuple[int, int]] | None] = {n: []}
    for i in range(n - 1, -1, -1):
        options = [
            [(i, j), *tail]
            for j in range(i + 1, n + 1)
            if (tail := best[j]) is not None and group(i, j) is not None
        ]
        best[i] = max(options, key=len) if options else None
    return best[0]


_FILLER = rx.compile(
    r"(?:こと|入力|です|ください|とする|する|(?:もの|の)?に限(?:る|ります)|please|thanks?|thank\s+you|e\.?g\.?|\(?(?:optional|任意)\)?)",
    NOCASE,
)


def _partial(parts: list[str], group: Callable[[int, int], Rule | None]) -> Reading:
    """Reads what it can clause by clause and lists the clauses it could not read (filler aside)."""
    reading = Reading()
    for i, part in enumerate(parts):
        rule = group(i, i + 1)
        if rule is None:
            if not _FILLER.fullmatch(part.strip(" ()")):
                reading.unread.append(part)
        else:
            reading.rules.append(rule)
    return reading


def _flatten(rules: list[Rule]) -> list[Rule]:
    """Lifts the parts of nested all_of rules without their own message."""
    flat: list[Rule] = []
    for rule in rules:
        if isinstance(rule, AllOfRule) and rule.message is None:
            flat.extend(_flatten(list(rule.rules)))
        else:
            flat.append(rule)
    return flat


def _colour_of_length(a: Rule, b: Rule) -> Rule | None:
    """'Colour code: hexadecimal, exactly 6 characters': the length says whether "#" is written."""
    if not (isinstance(a, PatternRule) and a.pattern == HEX_COLOUR and isinstance(b, LengthRule)):
        return None
    if b.exact in (3, 6):
        return pattern_rule(f"[0-9A-Fa-f]{{{b.exact}}}", f"must be {b.exact} hexadecimal digits (0-9, A-F)")
    if b.exact in (4, 7):
        digits = b.exact - 1
        words = f'must be "#" followed by {digits} hexadecimal digits'
        return pattern_rule(f"#[0-9A-Fa-f]{{{digits}}}", words)
    return None


def _stated_length(a: Rule, b: Rule) -> Rule | None:
    """'Postcode, 4 digits': a length said beside a bare 'postcode' is that code's, not the Japanese one."""
    if not (isinstance(a, PatternRule) and a.pattern in POSTAL_JP_LENGTHS):
        return None
    if isinstance(b, CharsetRule) and b.min_length is not None and b.min_length == b.max_length:
        exact: int | None = b.min_length
    else:
        exact = b.exact if isinstance(b, LengthRule) else None
    return b if exact is not None and exact not in POSTAL_JP_LENGTHS[a.pattern] else None


def _hyphen_demanded(a: Rule, b: Rule) -> Rule | None:
    """「郵便番号は7桁。ハイフンなしは不可」: a hyphen demanded beside a Japanese postal code is its own."""
    if not (isinstance(a, PatternRule) and a.pattern in POSTAL_JP_LENGTHS):
        return None
    if not (isinstance(b, ContainsRule) and b.value == "-"):
        return None
    return pattern_rule(r"[0-9]{3}-[0-9]{4}", "must be a Japanese postal code such as 123-4567")


_SEPARATED_DIGITS = r"(?:\[0-9\](?:\{\d+(?:,\d*)?\})?|\\?[-/. ])+"


def _digits_of_layout(a: Rule, b: Rule) -> Rule | None:
    """「「123-4567」の形式で、半角数字で」: 'digits only' beside a layout of digits is said of its digits."""
    if not (isinstance(a, PatternRule) and isinstance(b, CharsetRule)):
        return None
    if b.allowed != ["digits"] or b.extra or b.min_length is not None or b.max_length is not None:
        return None
    layout = rx.fullmatch(_SEPARATED_DIGITS, a.pattern)
    return a if layout and rx.search(r"[-/. ]", a.pattern) else None


def _digits_counted(a: Rule, b: Rule) -> Rule | None:
    """ "digits grouped with hyphens, 10 or 11 digits": a count of digits beside a layout of digits and
    separators counts its digits (not its characters, hyphens refused)."""
    if not isinstance(b, CharsetRule) or b.min_length is None or b.allowed != ["digits"] or b.extra:
        return None
    if isinstance(a, CharsetRule):  # "digits and hyphens only, 11 digits": the characters, then the count
        if (
            a.allowed != ["digits"]
            or not a.extra
            or set(a.extra) - set("-/. ")
            or a.min_length
            or a.max_length
        ):
            return None
    elif not isinstance(a, PatternRule):
        return None
    elif rx.fullmatch(r"\\\+(?!\?)[\[\]0-9{},()?:\\/. -]+", a.pattern):
        pass  # "+ then country code and number, 8-15 digits in total": a plus sign demanded, digits counted
    elif not rx.search(r"[-/. ]", a.pattern):
        return None
    elif not rx.fullmatch(r"(?:[0-9]|\[0-9\](?:\{\d+(?:,\d*)?\})?|\\?[-/. ])+", a.pattern):
        return None  # (separators demanded, between digits alone)
    return AllOfRule(rules=[a, digits_counted(b.min_length, b.max_length)])


_HOLDS_DIGITS = frozenset({"digits", "alphanumeric", "ascii", "halfwidth"})


def _digit_demanded(a: Rule, b: Rule) -> Rule | None:
    """ "letters and at least one digit": a digit demanded beside classes without digits is let in by them."""
    if not isinstance(a, CharsetRule) or _HOLDS_DIGITS.intersection(a.allowed):
        return None
    demanded = (isinstance(b, ContainsClassRule) and b.char_class == "digits" and (b.min or 0) >= 1) or (
        isinstance(b, PatternRule) and b.pattern in ("(?s).*[0-9].*", "(?s).*[1-9].*")
    )
    if not demanded:
        return None
    widened = CharsetRule(
        allowed=[*a.allowed, "digits"], extra=a.extra, min_length=a.min_length, max_length=a.max_length
    )
    return AllOfRule(rules=[widened, b])


def _count_of_characters(a: Rule, b: Rule) -> Rule | None:
    """「英大文字と数字のみ、かつ10桁」: a count of digits beside characters that hold more than digits counts
    the characters (digits alone would refuse the letters let in)."""
    if not (isinstance(a, CharsetRule) and isinstance(b, CharsetRule)) or a.min_length or a.max_length:
        return None
    if (
        b.allowed != ["digits"]
        or b.extra
        or b.min_length is None
        or "digits" not in a.allowed
        or len(a.allowed) < 2
    ):
        return None
    return CharsetRule(allowed=a.allowed, extra=a.extra, min_length=b.min_length, max_length=b.max_length)


def _length_floor(rule: Rule) -> int | None:
    """The fewest characters a length (or a charset's length) lets a value have, if it says."""
    if isinstance(rule, CharsetRule):
        return rule.min_length
    return (rule.exact or rule.min) if isinstance(rule, LengthRule) else None


def _layout_as_start(a: Rule, b: Rule) -> Rule | None:
    """ "starts with 2 letters, then 2 digits, total length 15 to 34": a layout shorter than the length said
    is how the value starts (read whole, nothing would pass)."""
    if not isinstance(a, PatternRule) or (width := rx.widths(a.pattern)) is None or width[0] != width[1]:
        return None
    floor = _length_floor(b)
    if floor is None or floor <= width[1]:
        return None
    said = (a.message or "").removeprefix("must be ")
    start = PatternRule(pattern=f"(?s)(?:{a.pattern}).*", message=f"must start with {said}" if said else None)
    return AllOfRule(rules=[start, b])


def _refused_characters(a: Rule, b: Rule) -> Rule | None:
    """「英数字6〜12文字、「O」「I」は使用不可」: single characters refused beside a value longer than one are
    characters it may not contain (as values they would refuse nothing)."""
    if not (isinstance(a, NotRule) and isinstance(a.rule, OneOfRule)):
        return None
    if not all(isinstance(v, str) and len(v) == 1 and not v.isdigit() for v in a.rule.values):
        return None  # ("Year: 4 digits, not 2": a count said again, not a digit refused)
    floor = _length_floor(b)
    if floor is None or floor < 2:
        return None
    return AllOfRule(rules=[b, *(NotContainsRule(value=str(v)) for v in a.rule.values)])


def _excluded_anyway(a: Rule, b: Rule) -> Rule | None:
    """'@acme.com only; no personal addresses': domains refused that the allowed ones never reach go."""
    if not (isinstance(a, DomainRule) and isinstance(b, DomainRule) and not a.exclude and b.exclude):
        return None
    meet = any(a.names(e) for e in b.domains) or any(b.names(d) for d in a.domains)
    return None if meet else a


def _excepted(a: Rule, b: Rule) -> Rule | None:
    """「フリーメールは不可。※携帯キャリア(docomo.ne.jp等)は登録可」: domains let in from among the refused
    ones are an exception to the refusal (both kept, nothing would pass)."""
    if not (isinstance(a, DomainRule) and isinstance(b, DomainRule) and a.exclude and not b.exclude):
        return None
    if not all(a.names(d) for d in b.domains):
        return None
    kept = [d for d in a.domains if not b.names(d)]
    return DomainRule(domains=kept, exclude=True, subdomains=a.subdomains) if kept else None


# pairs of readings that, read together, say one thing (each tried both ways round, in this order)
def _invoice_number(a: Rule, b: Rule) -> Rule | None:
    """「T+法人番号13桁、チェックデジット有効」: the invoice number holds the corporate number and layout."""
    if not (isinstance(a, CheckDigitRule) and a.algorithm == "jp_invoice"):
        return None
    corporate = isinstance(b, CheckDigitRule) and b.algorithm == "jp_corporate"
    return a if corporate or (isinstance(b, PatternRule) and b.pattern == "T[0-9]{13}") else None


def _one_time_of_day(a: Rule, b: Rule) -> Rule | None:
    """'after 09:00 and before 17:30 (JST)', '9:00-17:00, on the hour': one time of day, on one clock (and
    'weekdays only, 9:00-17:00 JST': the days on that clock too)."""
    if isinstance(a, WeekdayRule) and isinstance(b, TimeOfDayRule) and b.days is None:
        return b.model_copy(update={"days": a.days})
    if not (isinstance(a, TimeOfDayRule) and isinstance(b, TimeOfDayRule)):
        return None
    if a.utc_offset and b.utc_offset and a.utc_offset != b.utc_offset:
        return None
    merged: dict[str, object] = {"utc_offset": a.utc_offset or b.utc_offset}
    for ends in (("min", "min_exclusive"), ("max", "max_exclusive"), ("step_minutes",), ("days",)):
        said = [rule for rule in (a, b) if getattr(rule, ends[0]) is not None]
        if len(said) > 1:
            return None  # one end said twice: not one time of day
        merged.update({name: getattr(said[0], name) for name in ends} if said else {})
    return TimeOfDayRule.model_validate(merged)


_READ_TOGETHER = (
    _one_time_of_day,
    _invoice_number,
    _stated_length,
    _hyphen_demanded,
    _digits_of_layout,
    _digits_counted,
    _digit_demanded,
    _refused_characters,
    _layout_as_start,
    _count_of_characters,
)


def _merge_pair(a: Rule, b: Rule) -> Rule | None:
    """Merges two rules that bound opposite sides of one quantity, or returns None."""
    for merge in (_colour_of_length, _excluded_anyway):
        if (merged := merge(a, b) or merge(b, a)) is not None:
            return merged
    if (excepted := _excepted(a, b)) is not None:
        return excepted
    # 「gmail.comのみ登録可。その他のフリーメールは不可」: a refusal after the domains allowed is of others
    if _excepted(b, a) is not None:
        return a
    for merge in _READ_TOGETHER:
        if (merged := merge(a, b) or merge(b, a)) is not None:
            return merged
    if isinstance(a, RangeRule) and isinstance(b, RangeRule) and a.is_date == b.is_date:
        if a.min is not None and a.max is None and b.min is None and b.max is not None:
            return RangeRule(
                min=a.min, max=b.max, min_exclusive=a.min_exclusive, max_exclusive=b.max_exclusive
            )
        if b.min is not None and b.max is None and a.min is None and a.max is not None:
            return _merge_pair(b, a)
    if isinstance(a, LengthRule) and isinstance(b, LengthRule) and a.exact is None and b.exact is None:
        if a.min is not None and a.max is None and b.min is None and b.max is not None:
            return LengthRule(min=a.min, max=b.max) if a.min <= b.max else None
        if b.min is not None and b.max is None and a.min is None and a.max is not None:
            return _merge_pair(b, a)
    if (
        isinstance(a, CharsetRule)
        and isinstance(b, LengthRule)
        and a.min_length is None
        and a.max_length is None
    ):
        low, high = (b.exact, b.exact) if b.exact is not None else (b.min, b.max)
        return CharsetRule(allowed=a.allowed, extra=a.extra, min_length=low, max_length=high)
    if isinstance(a, LengthRule) and isinstance(b, CharsetRule):
        return _merge_pair(b, a)
    if isinstance(a, DateStringRule) and isinstance(b, DateStringRule):
        return a if a.format != "YYYY-MM-DD" else b  # 'YYYYMMDD ... and a real date': the named format
    if isinstance(a, DateRelativeRule) and isinstance(b, DateRelativeRule):
        return DateRelativeRule(not_future=a.not_future or b.not_future, not_past=a.not_past or b.not_past)
    return None


def _admitted(rules: list[Rule]) -> list[Rule]:
    """'Katakana only; a full-width space between the names': a character the value must hold is allowed."""
    held = [r.value for r in rules if isinstance(r, ContainsRule) and r.case_sensitive and len(r.value) <= 3]
    # "uppercase only and no special characters except hyphen": the symbol excepted is allowed too
    held += [
        rx.sub(r"\\(.)", r"\1", m.group(1))
        for r in rules
        if isinstance(r, PatternRule)
        and (
            m := rx.fullmatch(
                r"\(\?s\)\(\?:\[\^\\p\{P\}\\p\{S\}\]\|\[((?:\\.|[^\\\]]){1,8})\]\)\*", r.pattern
            )
        )
    ]
    admitted: list[Rule] = []
    for rule in rules:
        if isinstance(rule, CharsetRule) and held:
            unbounded = rule.model_copy(update={"min_length": None, "max_length": None})
            missing = "".join(c for value in held for c in value if check_rule(unbounded, c) is not None)
            rule = rule.model_copy(update={"extra": rule.extra + "".join(dict.fromkeys(missing))})
        admitted.append(rule)
    return admitted


def _digits_allowed(rule: Rule) -> bool:
    """Whether a rule lets digits in ('hexadecimal', 'alphanumeric') or starts or ends a value with them."""
    if isinstance(rule, PatternRule):
        # "starts with E7- or STD-": a digit written in the pattern itself, not in a class or a count
        written = rx.sub(r"\[(?:\\.|[^\]\\])*\]|\{\d+(?:,\d*)?\}", "", rule.pattern)
        return "0-9" in rule.pattern or rx.search(r"(?<!\\)\d", written) is not None
    if isinstance(rule, PrefixRule | SuffixRule):  # "uppercase, must start with 7T-"
        return rx.search(r"\d", rule.value) is not None
    return isinstance(rule, CharsetRule) and bool({"digits", "alphanumeric"} & set(rule.allowed))


def _case_of_letters(rules: list[Rule]) -> list[Rule]:
    """'32 hexadecimal characters, lowercase only': beside digits, the case says what its letters are."""
    if not any(_digits_allowed(rule) for rule in rules):
        return rules
    return [
        CaseRule(case=rule.allowed[0])
        if isinstance(rule, CharsetRule)
        and rule.allowed in (["upper"], ["lower"])
        and not rule.extra
        and rule.min_length is None
        and rule.max_length is None
        else rule
        for rule in rules
    ]


def _local_part_restated(rules: list[Rule]) -> list[Rule]:
    """「ローカル部は英小文字・数字・ピリオドのみ(大文字、アンダースコア、ハイフン不可)」: several refusals
    restating what the local part's characters leave out are of the local part (not the domain's hyphens)."""
    local = [
        r for r in rules if isinstance(r, PatternRule) and rx.fullmatch(r"\(\?s\)\(\?:.+\)\+@\.\*", r.pattern)
    ]
    samples = {"upper": "A", "lower": "a", "digits": "0", "space": " ", "symbol": "#"}
    refused = [
        r.value if isinstance(r, NotContainsRule) else samples[r.char_class]
        for r in rules
        if isinstance(r, NotContainsRule)
        or (isinstance(r, ContainsClassRule) and r.max == 0 and r.char_class in samples)
    ]
    if len(local) != 1 or len(refused) < 2 or len(refused) != len(rules) - 1:
        return rules
    if any(check_rule(local[0], f"{chars}@x") is None for chars in refused):
        return rules  # a character the local part may hold: refused elsewhere
    return [local[0]]


def combine(rules: list[Rule]) -> Rule:
    """Joins rules with all_of, merging opposite bounds and dropping repeats."""
    merged: list[Rule] = []
    for rule in _admitted(_case_of_letters(_local_part_restated(_flatten(rules)))):
        if rule in merged:
            continue
        for i, earlier in enumerate(merged):
            if (joined := _merge_pair(earlier, rule)) is not None:
                merged[i] = joined
                break
        else:
            merged.append(rule)
    return merged[0] if len(merged) == 1 else AllOfRule(rules=merged)
