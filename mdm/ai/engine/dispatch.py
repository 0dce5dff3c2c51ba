"""The dispatcher: offers a description to each recogniser in turn and explains the result."""

from __future__ import annotations

import calendar
import functools
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from pydantic import ValidationError

from mdm.ai.engine import rx
from mdm.ai.engine.affixes import (
    affix,
    character_range,
    class_start,
    exactly_one,
    first_digit_range,
    first_digit_refused,
    letter_span,
    nth_character,
    place_refused,
    positional,
    sequence,
    whitespace_edges,
)
from mdm.ai.engine.checks import OWN_SITE, let_in_refused, misreading, sample_value
from mdm.ai.engine.codes import (
    GS1_WORDS,
    check_digit,
    date_string,
    digit_count_lists,
    either_count,
    either_length,
    hexadecimal,
    placed_literal,
)
from mdm.ai.engine.compose import BLANK_ALLOWED, Reading, clauses, combine, read
from mdm.ai.engine.dates import (
    age,
    date_window,
    day_of_month,
    days_of_year,
    earliest_given,
    past_window,
    quarter_day,
    today_refused,
    weekday,
    year_window,
    years_from_this,
)
from mdm.ai.engine.domains import domain, ip_host, local_part, name_template, port_refused, scheme, url_path
from mdm.ai.engine.formats import explicit_pattern, known_format, template
from mdm.ai.engine.fragments import (
    CASE_INSENSITIVE,
    CASE_SENSITIVE,
    NOCASE,
    NUM,
    QUOTED,
    Description,
    Recogniser,
    to_number,
)
from mdm.ai.engine.keywords import (
    blank_refused,
    boolean_value,
    case_rule,
    date_relative,
    demanded,
    may_demand,
    not_empty,
)
from mdm.ai.engine.lists import one_of_pair, one_of_strong, one_of_weak, padded_range, single_value
from mdm.ai.engine.measures import measure, number_ending, step_rule, whole_number
from mdm.ai.engine.negations import (
    all_zeros,
    allowed_symbols,
    class_absent,
    class_counts,
    digit_run,
    forbidden_values,
    named_letters,
    no_markup,
    not_only_class,
    not_prefix_except,
    placeholders,
    repeated_digit,
)
from mdm.ai.engine.normalisation import (
    LET_IN,
    AmbiguousDate,
    CannotKeep,
    NumberTooLong,
    days_named,
    normalise,
)
from mdm.ai.engine.refusals import (
    NO_FULLWIDTH_DIGITS,
    SUBJECT,
    complement,
    denied,
    refused_items,
    refused_part,
    refused_value,
)
from mdm.ai.engine.times import time_of_day, time_range
from mdm.ai.engine.widths import both_forms, written_forms
from mdm.rules import (
    AllOfRule,
    AnyOfRule,
    CharsetRule,
    ContainsClassRule,
    LengthRule,
    NotEmptyRule,
    NotRule,
    OneOfRule,
    PatternRule,
    RangeRule,
    Rule,
    TimeOfDayRule,
    check_rule,
    demands_value,
    failure_message,
    parse_temporal,
    rule_to_dict,
    rule_type_error,
)

MAX_DESCRIPTION = 500
# A rule names a few parts; a text cut into more pieces than this is not one rule, and reading
# every grouping of its pieces would cost seconds.
MAX_SEPARATORS = 20
# "Codes that are not X are rejected" refuses a refusal; a third inside them is not a rule.
MAX_REFUSALS = 2
EXAMPLE_PHRASINGS = (
    '"between 1 and 100"',
    '"at most 20 characters"',
    '"must start with PRD-"',
    '"one of red, green or blue"',
    '"半角数字8桁"',
)


class RuleNotUnderstood(ValueError):
    """Raised when a description cannot be turned into a rule."""


class RuleTypeMismatch(ValueError):
    """Raised when the understood rule does not fit the field type."""


@dataclass(frozen=True)
class GeneratedRule:
    """A generated rule and its one-sentence explanation."""

    rule: Rule
    explanation: str

    def as_dict(self) -> dict[str, Any]:
        """Returns the API shape {"rule": {...}, "explanation": "..."}."""
        return {"rule": rule_to_dict(self.rule), "explanation": self.explanation}


# the words that open a one-sided bound, for two of them joined by "or"
_SIDE = (
    r"(?:before|after|earlier\s+than|later\s+than|(?:less|more|greater|fewer|lower|higher)\s+than"
    r"|below|above|under|over|on\s+or\s+(?:before|after)|at\s+(?:least|most)|no\s+(?:earlier|later)\s+than)"
)
_FORMAT_NOUN = (
    r"(?:e-?mail(?:\s+address)?|url|web\s*(?:site|address)|(?:tele)?phone(?:\s+number)?|mobile(?:\s+number)?"
    r"|fax(?:\s+number)?)"
)
_EITHER = [
    rx.compile(
        r"^(?:(?P<head>.*?)\b(?:must|should|has\s+to)\s+be\s+)?either\s+(?P<a>.+?)\s*,?\s+or\s+(?P<b>.+)$",
        NOCASE,
    ),
    rx.compile(
        r"^(?P<head>)(?P<a>.+?)\s*(?:または|もしくは|あるいは)\s*(?P<b>.+?)(?:のいずれか|のどちらか)?$"
    ),
    rx.compile(r"^(?P<head>)(?P<a>.+?[るいすつく])か\s*、\s*(?P<b>.+)$"),  # 「…で始まるか、…で終わる」
    rx.compile(  # "before 2000-01-01 or after 2020-12-31", "less than 10 or more than 20": two open sides
        rf"^(?:(?P<head>.*?)\b(?:must|should|has\s+to|can|may)\s+(?:only\s+)?be\s+|[^:]{{1,30}}:\s*)?"
        rf"(?P<a>{_SIDE}\s+\S.*?)\s*,?\s+or\s+(?P<b>{_SIDE}\s+\S.*)$",
        NOCASE,
    ),
    rx.compile(  # "must be 0 or at least 10": a number or a condition
        rf"^(?:(?P<head>.*?)\b(?:must|should|has\s+to|can|may)\s+(?:only\s+)?be\s+(?:either\s+)?|[^:]{{1,30}}:\s*(?:either\s+)?)?"
        rf"(?P<a>{NUM})\s*,?\s+or\s+(?P<b>.+)$",
        NOCASE,
    ),
    rx.compile(  # "Contact: email or phone", "must be an e-mail address or a phone number": two formats
        rf"^(?:[^:]{{1,30}}:\s*|(?P<head>.*?)\b(?:must|should|has\s+to|can|may)\s+be\s+)?(?:either\s+)?(?:an?\s+)?"
        rf"(?P<a>(?:valid\s+)?{_FORMAT_NOUN})\s*,?\s+or\s+(?:an?\s+)?(?P<b>(?:valid\s+)?{_FORMAT_NOUN})\.?$",
        NOCASE,
    ),
    rx.compile(  # '"A" followed by 4 digits or "B" followed by 4 digits': two layouts, not one long one
        r"^(?:(?P<head>(?:must|should)\s+(?:start|begin)\s+with|(?:must|should)\s+be)\s+)?"
        r'(?P<a>"[^"]+"\s+followed\s+by\s+[^"]+?)\s*,?\s+or\s+(?P<b>"[^"]+"\s+followed\s+by\s+[^"]+)$',
        NOCASE,
    ),
]


# Each side of an alternative is read again, so a chain of them is bounded: a rule that names
# more alternatives than this is a list, read by the list readers.
MAX_ALTERNATIVES = 4
_OR_WORDS = rx.compile(r"\bor\b|または|もしくは|あるいは", NOCASE)

# "…, or empty if none", "… or blank if the supplier is not registered": the case a blank is for
_IF_NONE = r"(?:\s+(?:if|when|while|for)\s+[^,;.。()]{1,60})?"
_BLANK_OR = rx.compile(
    r"^(?:.*?\b(?:must|should|has\s+to|can|may)\s+(?:either\s+)?be\s+)?(?:either\s+)?(?:blank|empty|left\s+(?:blank|empty))\s*,?\s+or\s+(?P<b>.+)$"
    r"|^(?:[^、。]*?は)?\s*(?:空欄|空白|未入力|空)\s*(?:または|もしくは|か)\s*(?P<b2>.+)$"
    r"|^(?P<b3>.+?)\s*+,\s*+or\s+(?:be\s+)?(?:left\s+)?(?:blank|empty)"
    + _IF_NONE
    + r"\.?$"  # "…, or be empty"
    # "must be 8 digits or blank" (not "must not be N/A or blank", both refused; not "empty or blank")
    r"|^(?!.*(?:\bnot\b|n't|\bnever\b|\bno\b|\bcannot\b|\bempty\s+or))(?P<b4>.+?)\s+or\s+(?:be\s+)?(?:left\s+)?"
    r"(?:blank|empty)" + _IF_NONE + r"\.?$"
    # 「「T0」「T1」「T2」または空欄」: the values, or nothing
    r"|^(?P<b5>.+?)\s*(?:または|もしくは|又は)\s*(?:空欄|空白|未入力)(?:\s*(?:も可|でも可|でもよい|可))?\s*[。.]?$",
    NOCASE,
)


_BARE_NUMBER = rx.compile(
    rf"(?:[^:、。]{{1,30}}(?::|は)\s*)?(?:either\s+)?(?:(?:must|should|has\s+to)\s+be\s+|exactly\s+)?({NUM})",
    NOCASE,
)


def _bare_number(side: str, field_type: str) -> Rule | None:
    """A side of an alternative on a number field that is one number ("5 or at least 10")."""
    if field_type not in ("integer", "number") or (match := _BARE_NUMBER.fullmatch(side.strip())) is None:
        return None
    return OneOfRule(values=[to_number(match.group(1))])


def alternatives(ctx: Description) -> Rule | None:
    """Understands 'either 7 digits or 10 digits', '10桁または11桁': one of two conditions."""
    if len(clauses(ctx.text)) > 1 or len(_OR_WORDS.findall(ctx.text)) > MAX_ALTERNATIVES:
        return None
    if _OR_WORDS.search(ctx.text) and not _OR_WORDS.search(rx.sub(r"\([^()]*\)", " ", ctx.text)):
        return None  # 「月末日のみ(2月は28日または29日)」: the "or" of a note in brackets, not two conditions
    if digit_count_lists(
        ctx.text, lengths=True
    ):  # 「数字8、10または12桁」: one list of counts, read by `either_count`
        return None
    if rx.search(r"」\s*(?:または|又は|もしくは)\s*「[^「」]+」\s*の?\s*(?:形|フォーマット|書式)", ctx.text):
        return None  # 「「0X-XXXX」または「0XX-XXX」の形」: two samples of one format, read by `template`
    if blank := _BLANK_OR.match(ctx.text):  # "blank or exactly 5 digits": empty is fine too
        rest = next(blank.group(g) for g in ("b", "b2", "b3", "b4", "b5") if blank.group(g))
        side = _first_rule(Description(rest, ctx.field_type, ctx.field_name), fitting=True)
        if side is None or ctx.field_type not in ("string", "text", "email", "url"):
            return side  # a date or a number left empty has no value to check
        return AnyOfRule(rules=[LengthRule(max=0), side])
    for pattern in _EITHER:
        if (match := pattern.match(ctx.text)) is None:
            continue
        if (
            rx.fullmatch(
                r"\d+\s*桁(?:の(?:数字|数値))?(?:であること|とする|です)?", match.group("b").strip(" 。")
            )
            and rx.search(r"\d+\s*桁$", match.group("a"))
            and not rx.fullmatch(r"(?:[^、。]*?は)?\s*\d+\s*桁", match.group("a").strip())
        ):
            return None  # 「0から始まる10桁または11桁の数字」: two counts of one value, read by `affix`
        # (「先頭が「K」または「S」で、その後に数字5桁」: two starts of one layout)
        verb = r"(?:で始ま|で終わ|を含|から始ま|で\s*[、,]?\s*(?:その後|その次|続いて|後ろに|後に|以降))"
        if rx.match(rf"[^\s、。]{{1,8}}?\s*{verb}", match.group("b")) and not rx.search(
            verb, match.group("a")
        ):
            return None  # "49または45で始まる": two literals of one condition, not two conditions
        sides: list[Rule] = []
        for g in "ab":  # the second side is read only when the first is read
            side = _first_rule(Description(match.group(g), ctx.field_type, ctx.field_name), fitting=True)
            if g == "a":  # "5 or at least 10"; after a condition a number continues it ("ends in 7 or 9")
                side = side or _bare_number(match.group(g), ctx.field_type)
            if side is None:
                break
            sides.append(side)
        # Two values are a list, read by the list readers; a value or a condition is two ("5 or at least 10").
        if len(sides) == 2 and sides[0] != sides[1] and not all(isinstance(s, OneOfRule) for s in sides):
            return AnyOfRule(rules=sides)
    return None


RECOGNISERS: list[Recogniser] = [
    alternatives,
    boolean_value,
    time_range,
    time_of_day,
    year_window,
    single_value,
    all_zeros,
    repeated_digit,
    first_digit_refused,
    named_letters,
    placeholders,
    explicit_pattern,
    placed_literal,
    padded_range,
    one_of_pair,
    blank_refused,
    check_digit,
    date_string,
    forbidden_values,
    date_window,
    today_refused,
    age,
    quarter_day,
    day_of_month,
    days_of_year,
    weekday,
    date_relative,
    hexadecimal,
    first_digit_range,
    letter_span,
    character_range,
    exactly_one,
    nth_character,
    positional,
    sequence,
    whitespace_edges,
    class_counts,
    no_markup,
    allowed_symbols,
    not_only_class,
    class_absent,
    not_prefix_except,
    scheme,
    url_path,
    class_start,
    number_ending,
    local_part,  # (before `affix`: 「ローカル部に「.」を含む」 holds it before the @, not anywhere)
    affix,
    name_template,
    ip_host,
    port_refused,
    domain,
    either_count,
    either_length,
    case_rule,
    known_format,
    one_of_strong,
    step_rule,
    whole_number,
    template,
    measure,
    not_empty,
    one_of_weak,
]


# "8 digits, with or without a dash": a separator that may stand somewhere, said alone (no layout says where),
# which read as "without a dash" had refused it
_EITHER_WAY = rx.compile(
    r"^\s*with\s+or\s+without\s+(?:an?\s+|the\s+|any\s+)?(?:hyphens?|dash(?:es)?|spaces?|slash(?:es)?)\s*\.?\s*$",
    NOCASE,
)


def understand(description: str, *, field_type: str, field_name: str = "value") -> Rule | None:
    """Returns the first rule a recogniser reads from one clause, or None."""
    return _first_rule(Description(text=normalise(description), field_type=field_type, field_name=field_name))


# a refusal of what "… onwards/upwards" names, right after it or later in its clause ("please avoid", "are not
# allowed", "must go through procurement, so reject them", "need approval and are rejected")
_REFUSED_LATER = (
    r"\s*(?:please\s+|kindly\s+)?(?:avoid|not|reject|refuse|block|(?:are|is)\s+(?:not|rejected|refused|forbidden))"
    r"|[^.;]*\b(?:reject(?:ed)?|refused?|disallowed|forbidden|prohibited|blocked|not\s+(?:allowed|accepted|permitted))\b"
)
# a month named before a year ("April 2024 onwards"): the bound is that month's first (or last) day
_MONTH_NAME = (
    r"(?:(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|(?-i:May)|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+)?"
)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def _month_edge(side: str) -> Callable[[re.Match[str]], str]:
    """Builds the bound for '[April] 2024 onwards' ('after') or '[April] 2024 or earlier' ('before')."""

    def edge(match: re.Match[str]) -> str:
        """Writes the bound at the year, or at the named month's first or last day."""
        month, year = match.group(1), match.group(2)
        if month is None or "-" in year:
            return f"on or {side} {year}"
        number = _MONTHS.index(month[:3].lower()) + 1
        day = 1 if side == "after" else calendar.monthrange(int(year), number)[1]
        return f"on or {side} {year}-{number:02d}-{day:02d}"

    return edge


_YEAR_EDGES: list[tuple[str, str | Callable[[re.Match[str]], str]]] = [
    # "Format: date (YYYY-MM-DD)." on a date field: the field's own type
    (r"\bformat\s*:\s*(?:date|datetime|date\s+and\s+time)\b(?:\s*\([^()]{0,20}\))?\s*[.,;]?", ""),
    (rf"\b(?:in\s+)?{_MONTH_NAME}(\d{{4}})\s+or\s+(?:later|after)\b", _month_edge("after")),
    # "2020 onwards", "April 2024 onwards" (not "2010 onwards please avoid", a refusal)
    (
        rf"\b(?:from\s+)?{_MONTH_NAME}(\d{{4}}(?:-\d{{2}}-\d{{2}})?)\s+(?:and\s+)?onwards?\b(?!{_REFUSED_LATER})",
        _month_edge("after"),
    ),
    (rf"\b(?:in\s+)?{_MONTH_NAME}(\d{{4}})\s+or\s+(?:earlier|before)\b", _month_edge("before")),
    # "no earlier than January 2025", "not after March 2024": a month's first (last) day is the bound
    (
        r"\b(?:no\s+earlier\s+than|not\s+(?:be\s+)?(?:before|earlier\s+than)|(?:on\s+or\s+)?after\s+the\s+start\s+of)\s+"
        rf"{_MONTH_NAME.removesuffix('?')}(\d{{4}})\b(?![-/.]\d)",
        _month_edge("after"),
    ),
    (
        r"\b(?:no\s+later\s+than|not\s+(?:be\s+)?(?:after|later\s+than)|(?:on\s+or\s+)?before\s+the\s+end\s+of)\s+"
        rf"{_MONTH_NAME.removesuffix('?')}(\d{{4}})\b(?![-/.]\d)",
        _month_edge("before"),
    ),
    (r"\bbefore\s+the\s+end\s+of\s+(\d{4})\b", r"on or before \1"),
    # "must fall in 2025 or 2026": within those years, one after the other
    (
        r"\b(?:(?:must|should)\s+)?(?:fall|be)\s+in\s+(\d{4})\s+or\s+(\d{4})\b(?![-/.]\d)",
        lambda m: (
            f"on or after {m.group(1)}-01-01 and on or before {m.group(2)}-12-31"
            if int(m.group(2)) == int(m.group(1)) + 1
            else m.group(0)
        ),
    ),
    # "must fall in calendar year 2025 only (UTC)", "must fall within 2025 (Jan 1 through Dec 31, 2025)":
    # within that year (the bracket that says its first and last days again goes)
    (
        r"\b(?:must|should|has\s+to|shall)\s+(?:fall|lie|be)\s+(?:with)?in\s+(?:(?:the\s+)?(?:calendar\s+)?year\s+)?"
        r"(\d{4})\b(?![-/.]\d)(?:\s+only)?(?:\s*\(\s*(?:UTC|GMT|Z)\s*\))?"
        r"(?:\s*\(\s*(?:jan(?:uary)?\.?\s+1(?:st)?(?:,?\s*\1)?|\1-01-01)\s*(?:through|to|until|-|~)\s*"
        r"(?:dec(?:ember)?\.?\s+31(?:st)?,?\s*\1|\1-12-31)\s*\))?",
        r"must be in \1",
    ),
    (r"\bbetween\s+today\s+and\s+(\d{4}-\d{2}-\d{2})", r"not in the past and on or before \1"),
    (r"(?:本日|今日|当日)\s*を\s*含(?:む|め|めて)\s*", ""),
    (
        r"(?:\b(?:from|between)\s+|\brange\s*:\s*)(\d{4}-\d{2}-\d{2})\s+(?:to|until|up\s+to|and|-|~)\s+today\b",
        r"on or after \1 and not in the future",
    ),
    # 「1900-01-01から今日まで」, 「1900-01-01~今日」
    (
        r"(\d{4}-\d{2}-\d{2})\s*(?:から\s*(?=\S+\s*(?:まで|以前))|~)\s*(?:今日|本日|現在)\s*(?:まで|以前)?(?:の間)?",
        r"\1以降、今日以前",
    ),
    (r"\bthe\s+(?:last|final)\s+day\s+of\s+(\d{4})\b", r"\1-12-31"),
    (r"\bthe\s+first\s+day\s+of\s+(\d{4})\b", r"\1-01-01"),
    (r"\b(?:after|from)\s+the\s+(?:start|beginning)\s+of\s+(\d{4})\b", r"on or after \1"),
]


# "50k", "2.5K": thousands, on a number field (on a text field, "5K" may be a code)
_THOUSANDS = rx.compile(r"(?<![\w.,])(\d{1,3}(?:\.\d{1,3})?)[kK]\b(?![-.]\w)")  # (not "250 K", kelvin)


# "strictly under 50,000 - 50k and up needs CFO sign-off": the values past a bound said before, and who must
# approve them, the reason for the bound ("less than 50 - 50% and above needs approval": a percentage too)
_NEEDS_SIGN_OFF = rx.compile(
    r"\s*(?:\s-\s|[,;]\s*)(?:(?:anything|values?|amounts?)\s+)?(?:(?:over|above|from)\s+)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
    r"\s*%?\s*(?:\+|and\s+(?:up|over|above|upwards?|more)|or\s+(?:more|higher|above|over))?\s+"
    r"(?:needs?|requires?|must\s+(?:get|have|go\s+through))\s+[^,;.]{0,40}?"
    r"\b(?:approval|sign[- ]?off|exception|authori[sz]ation|escalation)\b[^,;.]{0,30}\.?$",
    NOCASE,
)


def _sign_off(match: re.Match[str]) -> str:
    """Leaves out a closing 'N and up needs sign-off' after a bound: an approval is no bound of the value."""
    return "" if rx.search(r"\d", match.string[: match.start()]) else match.group(0)


# "0 up to 15 %. More than 15 is not allowed without approval of the head of purchasing.": the values past a
# bound said before, refused but for an approval, which is the reason for the bound (the bound stays)
_PAST_BOUND_APPROVED = rx.compile(
    r"\s*[.;,]\s*(?:(?:anything|values?|amounts?)\s+)?(?:more|greater|higher|over|above|less|lower|under|below)"
    r"(?:\s+than)?\s+(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*%?\s+(?:is|are)\s+not\s+(?:allowed|permitted|accepted)\s+"
    r"(?:without|unless(?:\s+there\s+is)?)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:approval|sign[- ]?off|authori[sz]ation|(?:approved|signed\s+off|authori[sz]ed))\b[^,;.]{0,40}\.?$",
    NOCASE,
)


def _past_bound_approved(match: re.Match[str]) -> str:
    """Leaves out 'More than 15 is not allowed without approval' after a bound of 15 said before."""
    number, before = re.escape(match.group(1)), match.string[: match.start()]
    if rx.match(r"\s*[.;,]\s*(?:\w+\s+)?(?:more|greater|higher|over|above)", match.group(0), NOCASE):
        said = rx.search(
            rf"\b(?:to|max(?:imum)?|most|under|below|and)\s*:?\s*{number}(?![\d.]\d)", before, NOCASE
        )
    else:
        said = rx.search(
            rf"\b(?:from|min(?:imum)?|least|over|above|between)\s*:?\s*{number}(?![\d.]\d)"
            rf"|(?<![\d.]){number}\s*(?:-|~|to\b)",
            before,
            NOCASE,
        )
    return "." if said else match.group(0)


# 「1000番台または2000番台」: numbers of a series, named by its first (1000 to 1999)
# (not 「A100番台」, a code's letters before it; not 「100番台以外」, 「900番台は欠番」: the series refused,
# which a range of its own does not say; nor 「1000番台から3000番台」, a span)
_SERIES = rx.compile(
    r"(?<![A-Za-z0-9])「?\d+」?\s*番台(?:\s*(?:または|又は|もしくは|か|、|・|/|と)\s*「?\d+」?\s*番台)*"
    r"(?!\s*(?:以外|を除く|は\s*(?:欠番|不可|使用不可|禁止|NG|使わない)|不可|から|~|まで))"
)


# 「1000番台から3000番台まで」: from the first of one series to the last of another
_SERIES_SPAN = rx.compile(r"(?<![A-Za-z0-9])(\d+)\s*番台\s*(?:から|~)\s*(\d+)\s*番台(?:まで)?")


def _series_span(match: re.Match[str]) -> str:
    """A span of series on a number field as the range of its numbers."""
    first, last = match.group(1), match.group(2)
    head = last.rstrip("0")
    if not head or head == last or not first.rstrip("0") or first.rstrip("0") == first:
        return match.group(0)
    return f"{first}~{int(last) + 10 ** (len(last) - len(head)) - 1}"


def _series(*, as_range: bool) -> Callable[[re.Match[str]], str]:
    """A series as the range of its numbers (a number field) or as its first digits and a count of the rest
    (a code: 「100番台」 is 「1」 and two digits)."""

    def said(match: re.Match[str]) -> str:
        if rx.search(r"(?:から|~)\s*$", match.string[: match.start()]):
            return match.group(0)  # 「1000番台から3000番台」: the end of a span
        heads = [(n, n.rstrip("0")) for n in rx.findall(r"\d+", match.group(0))]
        if any(not head or head == n for n, head in heads):
            return match.group(0)  # 「0番台」, 「1234番台」: no series of whole tens, hundreds, …
        if as_range:
            return "または".join(f"{n}~{int(n) + 10 ** (len(n) - len(head)) - 1}" for n, head in heads)
        return "または".join(f"「{head}」+数字{len(n) - len(head)}桁" for n, head in heads)

    return said


def _number_edges(text: str) -> str:
    """On a number field, '1990 or later' and '5 or fewer' are bounds."""
    text = _THOUSANDS.sub(lambda m: str(int(Decimal(m.group(1)) * 1000)), text)  # "50k and up"
    text = years_from_this(text)
    text = _NEEDS_SIGN_OFF.sub(_sign_off, text)
    # "a 4-digit year not less than 2015 and not greater than 2040": the bounds say the digits
    text = rx.sub(
        r"\b(?:an?\s+)?4[- ]digit\s+(?:year|number)\s+"
        r"(?=(?:not\s+)?(?:less|greater|more|earlier|later|before|after|between|from|at\s+(?:least|most)|in\s+the\s+range|within)\b[^.;]*?\b\d{4}\b[^.;]*?\b\d{4}\b)",
        "",
        text,
        flags=NOCASE,
    )
    # "a four-digit year no earlier than 1900": the four digits are the other bound
    text = rx.sub(
        r"\b(?:an?\s+)?4[- ]digit\s+(?:year|number)\s+"
        r"(?=(?:(?:no|not)\s+(?:less|earlier)\s+than|at\s+least|from|after)\s+\d{4}\b)",
        "at most 9999 and ",
        text,
        flags=NOCASE,
    )
    text = rx.sub(
        r"\b(?:an?\s+)?4[- ]digit\s+(?:year|number)\s+"
        r"(?=(?:(?:no|not)\s+(?:more|greater|later)\s+than|at\s+most|up\s+to|before)\s+\d{4}\b)",
        "at least 1000 and ",
        text,
        flags=NOCASE,
    )
    # 「1868年から2025年までの4桁の数字」: a range of years, whose digits the range says
    text = rx.sub(
        r"(\d{4})\s*年?\s*(?:から|~)\s*(\d{4})\s*年?\s*(?:まで)?\s*の\s*(?:西暦)?\s*4\s*桁(?:の\s*(?:数字|数値|整数|西暦))?",
        r"\1から\2まで",
        text,
    )
    # 「2000〜2099(4桁)」, "1000-9999 (4 digits)": a count of digits both ends of the range already have
    text = rx.sub(
        r"(?<![\d.])(\d+)(\s*(?:~|-|から|to)\s*)(\d+)\s*(?:まで)?\s*"
        # (", just the 4-digit year": the digits of the years the range names)
        r"(?:[、,;]\s*|\(\s*)(?:(?:just|only)\s+)?(?:(?:the|a)\s+)?(\d+)[- ]?(?:桁|digits?)"
        r"(?:\s+(?:year|number))?\s*\)?",
        lambda m: (
            m.group(1) + m.group(2) + m.group(3)
            if len(m.group(1)) == len(m.group(3)) == int(m.group(4))
            else m.group(0)
        ),
        text,
        flags=NOCASE,
    )
    # "100 and upwards must go through procurement, so reject them here": refused, however late in the clause
    text = rx.sub(
        r"(?<![\d,.])\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+(?:and\s+)?(?:onwards?|upwards?)\b[^.;]*?"
        r"\b(?:reject(?:ed)?|refused?|avoid(?:ed)?|disallowed|forbidden|prohibited|blocked|not\s+(?:allowed|accepted|permitted))"
        r"\b(?:\s+(?:them|it|those|these))?(?:\s+(?:here|outright))?",
        lambda m: f"{m.group(1).replace(',', '')} or more are rejected",
        text,
        flags=NOCASE,
    )
    # "Fiscal year should be 2020 onwards", "1,000 and upwards": a lower bound
    text = rx.sub(
        r"(?<![\d,.])\b(?:from\s+)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+(?:and\s+)?(?:onwards?|upwards?)\b"
        rf"(?!{_REFUSED_LATER})",
        lambda m: f"at least {m.group(1).replace(',', '')}",
        text,
        flags=NOCASE,
    )
    edge = r"(?<!than )\b(\d+(?:\.\d+)?)\s+or\s+(?:{})\b(?!\s*(?:than\s+)?\d)"
    text = rx.sub(edge.format("later|after|more|above|higher|greater"), r"at least \1", text, flags=NOCASE)
    return rx.sub(edge.format("earlier|before|less|fewer|below|lower"), r"at most \1", text, flags=NOCASE)


def _year_edges(text: str) -> str:
    """On a date field, '2024 or later' and 'before the end of 2030' are bounds, not values."""
    for pattern, replacement in _YEAR_EDGES:
        text = rx.sub(pattern, replacement, text, flags=NOCASE)
    return text


# words that make a number after them a bound ("over 100"), not a value named after its field
# ("Stock quantity 0")
_BOUNDING = (
    r"(?:over|under|above|below|than|of|at|least|most|from|to|before|after|more|less|greater|fewer|exceeding|beyond"
    r"|up|past|or|and|not|no|until|till|by|in|on|within|outside|between|minus|plus|exactly|only|like"
    # "Values containing 'X'", "Prefix 'TEST'", "Email domain 'gmail.com'", "Quantity exceeds 100": a part, a
    # place or a bound of the value, not a name of the field
    r"|contain(?:s|ing)?|includ(?:e|es|ing)|with|without|having|has|prefix(?:ed)?|suffix(?:ed)?|extensions?"
    r"|domains?|start(?:s|ing)?|begin(?:s|ning)?|end(?:s|ing)?|exceed(?:s|ing)?|higher|lower|larger|smaller|bigger"
    r"|greater|less|fewer|max(?:imum)?|min(?:imum)?|equals?|matching|match(?:es)?|word|words|text)"
)


def _first_rule(ctx: Description, *, fitting: bool = False, refusals: int = 0) -> Rule | None:
    """Offers a clause to each recogniser in turn (when fitting, only rules that suit the field)."""
    rule = _remembered_first_rule(ctx, fitting, refusals)
    # "Blank not allowed" beside a clause of a number field: a refusal the field never meets asks nothing
    if (
        fitting
        and rule is not None
        and ctx.field_type in ("integer", "number")
        and rule_type_error(rule, ctx.field_type)
    ):
        return None
    return rule


# A refused part is read again without the refusal word it ends in, and each grouping of clauses
# reads its parts again: without remembering them and a bound on refusals inside refusals, a run of
# 「不可不可…」 would cost a pass of every recogniser per pair of words.
@functools.lru_cache(maxsize=4096)
def _remembered_first_rule(ctx: Description, fitting: bool, refusals: int) -> Rule | None:
    """_first_rule, remembered per clause (rules are immutable), reading at most MAX_REFUSALS nested."""
    if not ctx.text:
        return None
    if ctx.field_type in ("date", "datetime"):
        ctx = Description(_year_edges(ctx.text), ctx.field_type, ctx.field_name)
    elif ctx.field_type in ("integer", "number"):
        text = _SERIES.sub(_series(as_range=True), _SERIES_SPAN.sub(_series_span, ctx.text))
        ctx = Description(_number_edges(text), ctx.field_type, ctx.field_name)
    else:
        ctx = Description(_SERIES.sub(_series(as_range=False), ctx.text), ctx.field_type, ctx.field_name)
    if (run := digit_run(ctx)) is not None:  # "no runs of 9 or more digits": read whole, before its refusal
        return run
    if (timed := time_of_day(ctx)) is not None:  # "Orders after 15:00 are rejected": read whole, turned round
        return timed
    if (placed := place_refused(ctx)) is not None:  # 「先頭に「-」「_」は使えない」: read whole, at its place
        return placed
    if (several := refused_items(ctx.text, ctx.field_type)) is not None:  # 「記号やスペースは不可」
        return several
    if (
        refusals < MAX_REFUSALS and (part := refused_part(ctx.text)) is not None
    ):  # "Values over 100 are rejected"
        part = rx.sub(r"^[^:\"'「」\d]{1,30}:\s+(?=\S)", "", part)  # "Status: 'N/A' is not allowed"
        # "Values that do not start with A are rejected": they must start with A
        if (said := denied(part)) != part:
            if said is None:
                return None  # a denial that cannot be taken out: never read the other way round
            return _first_rule(
                Description(said, ctx.field_type, ctx.field_name), fitting=fitting, refusals=refusals + 1
            )
        if (value := refused_value(part, ctx.field_type)) is not None:
            return _in_any_case(value, ctx.text)  # "'admin' is not allowed (any case)"
        named_value = rx.fullmatch(
            rf"(?:(?!{_BOUNDING}\b)[A-Za-z][\w-]*\s+){{1,4}}({NUM}|{QUOTED})", part, NOCASE
        )
        if named_value and (value := refused_value(named_value.group(1), ctx.field_type)) is not None:
            return value
        part = SUBJECT.sub("", part)  # "Numbers below 1 are not accepted": the bound
        named = _first_rule(
            Description(part, ctx.field_type, ctx.field_name), fitting=fitting, refusals=refusals + 1
        )
        topic = rx.sub(
            r"^[^、。はがに「」]{1,12}(?:は|に|が)\s*(?=\S)", "", part
        )  # 「顧客名は空欄」, 「在庫数がマイナス」: the field's name
        if named is None and topic != part:
            if (value := refused_value(topic, ctx.field_type)) is not None:
                return value
            part = topic
            named = _first_rule(
                Description(part, ctx.field_type, ctx.field_name), fitting=fitting, refusals=refusals + 1
            )
        if named is not None and (remaining := complement(named, part)) is not None:
            return _in_any_case(remaining, ctx.text)
    for recognise in RECOGNISERS:
        try:
            rule = recognise(ctx)
        except ValidationError:
            continue
        if rule is not None and not (fitting and rule_type_error(rule, ctx.field_type)):
            return rule
    return None


def _in_any_case(rule: Rule, text: str) -> Rule:
    """ "'xxx' and 'test' are not allowed (any case)": the values refused in either case."""
    if not (isinstance(rule, NotRule) and isinstance(rule.rule, OneOfRule) and rule.rule.case_sensitive):
        return rule
    if not CASE_INSENSITIVE.search(text) or CASE_SENSITIVE.search(text):
        return rule
    return NotRule(rule=rule.rule.model_copy(update={"case_sensitive": False}))


def forget_readings() -> None:
    """Forgets the clause readings remembered so far (to time a first reading)."""
    _remembered_first_rule.cache_clear()


# "(例: AB-1234)", "(e.g. 4901234567894)", ", i.e. CU00001234", 「例)PL25-000123」: an example of the value.
_EXAMPLE = rx.compile(
    r"\(\s*(?:例|e\.\s?g\.?|eg\.?|for\s+(?:example|instance)|i\.\s?e\.?|ex\.?|like|such\s+as)\s*[:,]?\s*(?P<in>[^()]+)\)"
    # "(PO12345678/R2)": a bracket of codes alone, of letters and digits, shows the value
    r"|\(\s*(?P<bare>(?:(?=[^\s(),]*[A-Za-z])(?=[^\s(),]*\d)[^\s(),]+(?:\s*,\s*|\s+or\s+|\s*(?=\))))+)\)"
    # "two letters, then two digits - GB01, DE10 etc.": codes of letters and digits after a dash
    r"|\s-\s+(?P<dashed>(?:(?=[^\s(),]*[A-Za-z])(?=[^\s(),]*\d)[^\s(),]+?(?:\s*,\s*|\s+or\s+|(?=[\s.]*$)|\s+(?=etc)))+)"
    r"(?:etc\.?)?[\s.]*$"
    r"|(?:^|[\s,、.。])(?:例\)?|e\.\s?g\.|i\.\s?e\.|for\s+(?:example|instance)|ex\.?(?=\s*:?\s*[^\s()]*\d)|eg(?=\s+[^\s()]*\d)|(?<=,\s)like(?=\s+[^\s()]*\d)|(?<=[.;]\s)(?:so\s+)?like(?=\s+[^\s()]*\d)"
    # "Eg: CS1001, SK2040.", "PFB examples - KANTO-FOODS", "PFA sample: https://…", "For ex: FC1234001",
    # "PFB wrong example: '1st Kanto Foods'": a closing note of examples (the wrong ones must fail)
    r"|(?:(?:pf[ab]|please\s+find\s+(?:below|attached))\s+)?(?P<wrong>(?:wrong|invalid|incorrect|bad)\s+)?"
    r"(?:eg\b\.?|e\.g\b\.?|for\s+ex\b\.?|examples?\b|samples?\b)(?=\s*[:-]|(?<=pf[ab]\seg)|(?<=pf[ab]\se\.g)))"
    # ("e.g. RIVERSIDE FARMS LTD": words in capitals closing the sentence are one example)
    r"\s*[:,-]?\s*(?P<tail>(?-i:[A-Z0-9][A-Z0-9&.'-]*(?:\s+[A-Z0-9&][A-Z0-9&.'-]*){1,5})(?=[.。]?\s*$)"
    r"|(?:'[^']{1,40}'|[^\s()]+)(?:(?:\s*[,、]\s*|\s+or\s+)(?:'[^']{1,40}'|[^\s(),、]+))*?)"
    # "eg: BEV00123, ONI45001. Letters should be caps only.": the note may close a sentence of several
    r"[.。]?\s*(?:$|(?<=[^\s.]\.)\s+(?=[A-Z][a-z]))",
    NOCASE,
)
_CHECK_WORD = rx.compile(r"check\s*(?:digit|sum)|checksum|チェック\s*デ[ィ]?ジット|検査(?:数字|桁)", NOCASE)

# The codes whose check digit a clause of its own may name: GS1 codes and corporate numbers.
_CHECKED_CODE = rx.compile(f"{GS1_WORDS.pattern}|法人番号|corporate\\s+number", GS1_WORDS.flags)


def _scheme_to_check(text: str) -> str:
    """'JAN code: 13 digits, with a correct check digit': the clause of the check digit names the code."""
    schemes, check = list(_CHECKED_CODE.finditer(text)), _CHECK_WORD.search(text)
    if not schemes or check is None:
        return text
    # "Outer case barcode is a GTIN-14 …": the name with a length says the most
    scheme = next((m for m in schemes if rx.search(r"\d", m.group(0))), schemes[0])
    alone = [part for part in clauses(text) if _CHECK_WORD.search(part) and not _CHECKED_CODE.search(part)]
    if not alone:
        return text
    end = scheme.end()
    for after in schemes[schemes.index(scheme) + 1 :]:  # "EAN-8 or EAN-13": the check of either code
        if not rx.fullmatch(r"\s*(?:,|/|,?\s*or)\s*", text[end : after.start()], NOCASE):
            break
        end = after.end()
    return text[: check.start()] + f"{text[scheme.start() : end]} " + text[check.start() :]


_ADDRESSED = rx.compile(r"@[\w-]+(?:\.[\w-]+)+|https?://", NOCASE)
_NAMED_DOMAIN = rx.compile(r"(?<![\w-])(?:[a-z0-9-]+\.)+[a-z]{2,63}(?![\w-])", NOCASE)


def _illustrated(
    text: str, fitting: Callable[[str], Rule | None], field_type: str = "string"
) -> Reading | None:
    """Reads a sentence without its example when the rest is read whole and the example passes it."""
    # 「…(m2)…。例:120.55」: a bracket of a unit is no example; the closing note may be
    for example in list(_EXAMPLE.finditer(text))[:3]:
        if (reading := _illustrated_by(text, example, fitting, field_type)) is not None:
            return reading
    return None


def _illustrated_by(
    text: str, example: re.Match[str], fitting: Callable[[str], Rule | None], field_type: str
) -> Reading | None:
    """Reads a sentence without the example found when the rest is read whole and the example fits."""
    before, after = text[: example.start()].strip(" ,、.-"), text[example.end() :].strip()
    rest = f"{before}. {after}" if example.group("tail") and after else f"{before} {after}".strip(" ,、.")
    given = (
        example.group("in")
        or example.group("bare")
        or example.group("dashed")
        or example.group("tail").rstrip(".。")
    )  # "e.g. E-00042.": the full stop ends the sentence
    if _ADDRESSED.search(given) and OWN_SITE.search(rest) and not _NAMED_DOMAIN.search(rest):
        return None  # the example names the domain the rest calls "ours": read with it
    samples = [s.strip(" \"'「」") for s in rx.split(r"[,、]|\s+or\s+", given)]
    if field_type == "email" and not all("@" in s for s in samples):
        return None  # 「@の後は自社ドメイン(example.co.jp)」: a domain named, not an address shown
    reading = read(rest, fitting) if rest else Reading()
    if not reading.rules or reading.unread:
        return None
    rule = combine(reading.rules)
    # 「「TMP」で始まるコードは登録禁止です。例:TMP001」: after a refusal alone, an example refused shows what
    # is refused (read with the rest it was a layout demanded)
    wrong = bool(example.group("wrong")) or (
        isinstance(rule, NotRule)
        and all(s and check_rule(rule, sample_value(s, field_type)) is not None for s in samples)
    )
    return (
        reading
        if all(s and (check_rule(rule, sample_value(s, field_type)) is None) != wrong for s in samples)
        else None
    )


# "… - values like 18.0, 18.5 ok, 18.2 not", "- 30 is fine, 65 itself is not", 「例:D120はOK、D12はNG」:
# examples of both sides after the rule
_V = r"[^\s,;()、。「」は]++"
_SIDES_START = rx.compile(
    r"(?:[;:(。]|\s-\s)\s*+|(?=\b(?:values?\s+like|e\.g\.|eg\b|ex\b|such\s+as)|例\s*+:)", NOCASE
)
_SIDES = rx.compile(
    r"(?:(?:e\.g\.?|eg|ex\.?|例)\s*+:?\s*+)?(?:values?\s+)?(?:like\s+|such\s+as\s+)?"
    rf"(?P<ok>{_V}(?:\s*+[,、]\s*+{_V}){{0,5}})\s*+(?:itself\s+)?(?:are\s+|is\s+|は\s*+)?(?:ok|okay|fine|valid|allowed|accepted|pass|OK|可|\u25cb|\u25ce)"
    r"\s*+[,;、]?\s*+(?:but\s+|while\s+)?"
    rf"(?P<bad>{_V}(?:\s*+(?:,|、|\bor\b|\band\b)\s*+{_V}){{0,5}})\s*+(?:itself\s+)?(?:are\s+|is\s+|は\s*+)?"
    r"(?:not(?:\s+(?:ok|okay|allowed|valid|accepted|fine))?|invalid|rejected|refused|fails?|NG|不可|エラー|\u00d7)\s*+\)?[.。]?$",
    NOCASE,
)


def _examples_checked(text: str, fitting: Callable[[str], Rule | None], field_type: str) -> Reading | None:
    """Reads a sentence without its closing good and bad examples when the rule judges them alike."""
    starts = (found.end() for found in _SIDES_START.finditer(text) if found.end() > 0)
    sides = next((m for start in starts if (m := _SIDES.fullmatch(text, start)) is not None), None)
    if sides is None:
        return None
    reading = read(text[: sides.start()].strip(" ,;:(-。"), fitting)
    if not reading.rules or reading.unread:
        return None
    rule = combine(reading.rules)
    good = [sample_value(v, field_type) for v in rx.split(r"\s*[,、]\s*", sides.group("ok"))]
    bad = [
        sample_value(v, field_type) for v in rx.split(r"\s*(?:,|、|\bor\b|\band\b)\s*", sides.group("bad"))
    ]
    if all(check_rule(rule, v) is None for v in good) and all(check_rule(rule, v) is not None for v in bad):
        return reading
    return Reading(reading.rules, [text[sides.start() :].strip(" ,;-")])


# A clause that waives a condition ("a business day is not required", 「営業日である必要はない」)
# asks for nothing: read as a demand it would refuse what the steward allows.
_WAIVER = rx.compile(
    r"\b(?:is|are)\s+not\s+(?:required|necessary|needed|mandatory)\b(?!\s+(?:to|but|if|when|unless)\b)"
    r"|\b(?:need|needs)\s+not\s+be\b|\b(?:does|do)(?:n't|\s+not)\s+(?:have|need)\s+to\s+be\b|^no\s+need\s+(?:for|to)\b"
    # "negative values (returns) are allowed" beside another bound, 「マイナスも可」: a sign let in
    # asks for nothing
    r"|^(?:(?:but|and|while)\s+)?(?:negative|minus)\s+(?:values?|numbers?|amounts?|quantities|figures)?\s*+(?:\([^()]{0,30}\)\s*+)?"
    r"(?:(?:is|are)\s+)?(?:also\s+)?(?:allowed|permitted|fine|ok|okay|accepted|acceptable)(?:\s+(?:too|as\s+well))?\.?$"
    r"|^(?:マイナス|負)(?:の)?(?:値|数|数値)?\s*(?:も|は)\s*(?:可|OK|入力可|登録可|大丈夫|問題ない|問題なし)(?:です)?。?$"
    # "…; decimals are permitted", 「小数も可」: a fraction let in beside a bound asks for nothing
    r"|^(?:(?:but|and|while)\s+)?(?:decimals?|decimal\s+(?:values|numbers|places|points)|fractions?|fractional\s+values)"
    r"\s+(?:(?:is|are)\s+)?(?:also\s+)?(?:allowed|permitted|fine|ok|okay|accepted|acceptable)(?:\s+(?:too|as\s+well))?\.?$"
    r"|^小数(?:点)?(?:以下)?(?:の値)?\s*(?:も|は)\s*(?:可|OK|入力可|大丈夫)(?:です)?。?$"
    # 「16進数32桁。ただし英字は小文字も許容する」: a case let in asks for nothing
    r"|^(?:ただし|但し)?\s*(?:英字|アルファベット)?(?:は)?\s*(?:大文字|小文字)\s*も\s*(?:可|OK|許容する|許容します|入力可|使用可)(?:です)?。?$"
    # "…, future dates are fine": a side of today let in beside a bound on the other asks for nothing
    r"|^(?:(?:but|and|while)\s+)?(?:future|past)\s+dates?\s+(?:(?:is|are)\s+)?(?:also\s+)?(?:fine|ok|okay|allowed|accepted"
    r"|acceptable|permitted)(?:\s+(?:too|as\s+well))?\.?$"
    r"|である必要は(?:ない|ありません)|でなくても(?:よい|良い|いい|構いません|かまいません)|(?<!空欄)(?<!入力)は不要(?:です)?$"
    # 「…は不可ではありません」, 「…禁止していません」, 「入れなくてもよい」: a permission, no condition
    r"|(?:不可|禁止|NG|エラー|だめ|ダメ)\s*(?:では|じゃ)(?:ない|ありません|ございません)"
    r"|禁止(?:して|されて)(?:い|おり)?(?:ない|ません)|なくても(?:よい|いい|良い|構わない|かまわない|構いません|かまいません|可)"
    r"|\b(?:is|are)\s+not\s+(?:forbidden|prohibited|disallowed)\b",
    NOCASE,
)


def _without_waivers(text: str) -> str:
    """Leaves out the clauses that waive a condition (every clause waived leaves nothing)."""
    # "Exactly 2 decimal places are not required, but no more than 2": the bound counts what is waived
    text = rx.sub(
        r"^.*?\b\d+\s+((?:decimal\s+places|decimals|characters|digits|letters))\s+(?:is|are)\s+not\s+"
        r"(?:required|necessary|needed)\s*,\s*but\s+((?:no|not)\s+more\s+than|at\s+most|up\s+to)\s+(\d+)\s*\.?$",
        r"\2 \3 \1",
        text,
        flags=NOCASE,
    )
    # "Hyphens are not needed, digits only": the waiver ends at the comma
    text = rx.sub(
        r"(\b(?:is|are)\s+not\s+(?:required|necessary|needed|mandatory))\s*,\s*(?!but\b)",
        r"\1; ",
        text,
        flags=NOCASE,
    )
    parts = clauses(text)
    kept = [part for part in parts if not _WAIVER.search(part)]
    if any(_CASE_LET_IN.search(part) for part in parts) and _ONE_CASE.search("; ".join(kept)):
        raise RuleNotUnderstood(  # 「英小文字と数字のみ。ただし大文字も許容する」: the letters of both cases
            "The description lets in a letter case beside letters of one case only; describe the letters "
            "allowed at once, e.g. '英字(大文字・小文字)と数字のみ'."
        )
    return text if len(kept) == len(parts) else "; ".join(kept)


# 「ただし英字は小文字も許容する」 beside 「英大文字のみ」: a case let in that the class said refuses
_CASE_LET_IN = rx.compile(r"(?:大文字|小文字)\s*も\s*(?:可|OK|許容|入力可|使用可)")
_ONE_CASE = rx.compile(r"英?(?:大文字|小文字)|\b(?:upper|lower)[- ]?case\b|\bcapitals?\b", NOCASE)


def read_sentence(description: str, *, field_type: str, field_name: str = "value") -> Reading:
    """Reads every condition of a sentence that fits the field type; lists the clauses it could not read."""
    if field_type in ("integer", "number"):
        # "Minimum Length of Stay: 1 to 30" for a number: the label's length is what is counted, not digits
        description = rx.sub(
            r"^[A-Za-z][A-Za-z ()/-]{0,40}?\blength\b[A-Za-z ()/-]{0,40}:\s*", "", description, flags=NOCASE
        )
        # "FY2000 to FY2030" for a number: a fiscal year is its year (for a code, 'FY2025' is the code)
        description = rx.sub(
            r"\bFY\s?(\d{4})\s*(to|~|and|through|until)\s*FY\s?(\d{4})\b(?![-/]\d)",
            r"\1 \2 \3",
            description,
            flags=NOCASE,
        )
    if field_type in ("date", "datetime"):
        description = days_named(description)  # 「営業日は月・水・金」: the days of a week
    text = _scheme_to_check(normalise(description))
    if field_type in ("date", "datetime"):
        text = _year_edges(text)
    elif field_type in ("integer", "number"):
        text = _number_edges(text)

    def fitting(clause: str) -> Rule | None:
        if _EITHER_WAY.match(clause):
            raise RuleNotUnderstood(
                f"The description lets a separator stand somewhere ({clause.strip()!r}) without saying "
                "where; describe the layout, e.g. '4 digits, an optional hyphen, then 4 digits'."
            )
        return _first_rule(
            Description(text=clause, field_type=field_type, field_name=field_name), fitting=True
        )

    text = _without_waivers(text)
    if not text:
        return Reading()
    if (
        field_type in ("string", "text", "url", "email", "integer", "number")
        and (illustrated := _illustrated(text, fitting, field_type)) is not None
    ):
        return illustrated
    if (checked := _examples_checked(text, fitting, field_type)) is not None:
        return checked
    reading = read(text, fitting)
    if _counted_from_example(text, reading, fitting):
        return Reading(unread=[text])  # 「ナンバープレート表記(例:品川 300 あ 12-34)」: only an example said
    return reading


# an example in brackets: "(例:品川 300 あ 12-34)", "(e.g. A01-3-12)"
_EXAMPLE_BRACKET = rx.compile(r"\(\s*(?:例|e\.\s?g\.?|for\s+example|ex\.)\s*[:,]?\s*[^()]+\)", NOCASE)


def _counted_from_example(text: str, reading: Reading, fitting: Callable[[str], Rule | None]) -> bool:
    """Whether the only rules read are counts taken from the numbers of an example in brackets, the rest
    of the sentence saying nothing ('12-34' in 「例:品川 300 あ 12-34」 is no length of 12 to 34)."""
    if not reading.rules or not (found := _EXAMPLE_BRACKET.search(text)):
        return False
    counts = all(
        isinstance(rule, LengthRule | RangeRule)
        or (isinstance(rule, CharsetRule) and rule.min_length is not None)
        for rule in reading.rules
    )
    rest = (text[: found.start()] + " " + text[found.end() :]).strip(" ,、.。")
    return counts and not (rest and read(rest, fitting).rules)


def _no_value_between(rule: Rule) -> bool:
    """Whether a range (alone or among all_of's parts) has equal ends with one left out: no value passes."""
    parts = rule.rules if isinstance(rule, AllOfRule) else [rule]
    return any(
        isinstance(part, RangeRule)
        and part.min is not None
        and part.min == part.max
        and (part.min_exclusive or part.max_exclusive)
        for part in parts
    )


def explain(rule: Rule, field_name: str, unread: list[str] | None = None) -> str:
    """Explains a generated rule for the named field in one sentence, naming any part left unread."""
    text = f"{field_name} {failure_message(rule)}"
    if isinstance(rule, PatternRule) and rule.message:
        text += f" (pattern {rule.pattern})"
    if unread:
        parts = ", ".join(repr(part) for part in unread)
        text += f". Not understood, so not checked: {parts}"
    return text + "."


# 「数字のみの入力は不可」: a value of digits alone refused, written in either width
_DIGITS_ONLY_REFUSED = NotRule(rule=CharsetRule(allowed=["digits"]))
_ANY_DIGITS_ONLY_REFUSED = NotRule(
    rule=PatternRule(pattern="[0-9\\x{ff10}-\\x{ff19}]+", message="must be digits only (half- or full-width)")
)


# digits said of one width: 「半角数字」, "half-width letters or digits" (the width said of the list)
_WIDTH_DIGITS = (
    r"{ja}数字|{ja}の数字|\b{en}[- ]?width\s+(?:[a-z]+\s*(?:,|\bor\b|\band\b)\s*)*(?:digits|numbers)"
)
_FULLWIDTH_DIGITS_SAID = rx.compile(_WIDTH_DIGITS.format(ja="全角", en="full"), NOCASE)
_HALFWIDTH_DIGITS = rx.compile(_WIDTH_DIGITS.format(ja="半角", en="half"), NOCASE)


def _fullwidth_digits_too(rule: Rule) -> Rule:
    """'No digits' refuses full-width digits too, and 'not digits only' values of full-width digits alone
    (sentences are read after width normalisation)."""
    if rule == _DIGITS_ONLY_REFUSED:
        return _ANY_DIGITS_ONLY_REFUSED
    parts = rule.rules if isinstance(rule, AllOfRule) else [rule]
    if _DIGITS_ONLY_REFUSED in parts:
        return AllOfRule(rules=[_ANY_DIGITS_ONLY_REFUSED if p == _DIGITS_ONLY_REFUSED else p for p in parts])
    refused = any(
        isinstance(part, ContainsClassRule) and part.char_class == "digits" and part.max == 0
        for part in parts
    )
    if not refused or NO_FULLWIDTH_DIGITS in parts:
        return rule
    return AllOfRule(rules=[*parts, NO_FULLWIDTH_DIGITS])


# an unread part that makes an exception ("except for refunds", "refunds may be negative"): the rule read
# without it would refuse what the steward allows
_EXCEPTION = rx.compile(
    r"^\s*(?:except|excepting|unless|apart\s+from|save\s+for|other\s+than(?!\s+that\b))\b"
    r"|\b(?:may|can|could|might)\s+(?:also\s+)?(?:be|go)\s+(?:negative|positive|zero|over|above|below|under|more|less"
    r"|longer|shorter|earlier|later|in\s+the\s+(?:past|future))\b|\b(?:may|can|could|might)\s+exceed\b",
    NOCASE,
)


# "Required unless the customer is a private person", "8 digits, except when it is a legacy code": a rule
# holds for every value, so an exception it cannot see is refused by name, never dropped
_UNLESS = rx.compile(
    r"\b(?:unless|except\s+(?:when|if|where|in\s+case|during|while)|apart\s+from\s+when)\b[^.;。]*"
    # "closed Sundays except in December": a season the rule cannot see
    r"|\bexcept\s+in\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b[^.;。]*"
    # "Values over 100 are not allowed without approval": refused but for an approval the rule cannot see
    r"|\bnot\s+(?:allowed|permitted|accepted)\s+without\s+(?:[\w-]+\s+){0,3}?"
    r"(?:approval|sign[- ]?off|authori[sz]ation|permission|consent)\b[^.;。]*",
    NOCASE,
)
# "Reject unless the value is a multiple of 5", "DQ-7 | Code | Error unless …": what is accepted, not an
# exception to a rule (but "Values over 100 are rejected unless approved" is one)
_ACCEPTED_UNLESS = rx.compile(
    r"(?:^|[.;:|]\s*|-\s+)(?:please\s+)?(?:reject(?:ed)?|error|invalid|fail(?:s|ed)?|refuse(?:d)?)\s+$",
    NOCASE,
)


def _refuse_exception(description: str) -> None:
    """Refuses a sentence that makes an exception to its rule ('… unless it is a legacy code')."""
    plain = rx.sub(QUOTED, "Q", description)
    found = next(
        (m for m in _UNLESS.finditer(plain) if not _ACCEPTED_UNLESS.search(plain[: m.start()])), None
    )
    if found:
        raise RuleNotUnderstood(
            f"The description makes an exception the rule cannot keep ({found.group().strip(' ,')!r}): a "
            "validation rule holds for every value of the field. Describe the rule without the exception."
        )


# "Spaces do not count towards the limit", 「ハイフンは文字数に含めない」: a length counted without some
# characters, which a length rule cannot keep
_UNCOUNTED = rx.compile(
    r"\b(?:do|does)\s+not\s+count\s+(?:towards?|to|against|in|for)\b|\b(?:are|is)\s+not\s+counted\b"
    r"|\b(?:not|never)\s+counting\b"
    r"|文字数\s*(?:に|として|には)?\s*(?:含め|含ま|カウントし|数え)(?:ない|ず|ません)",
    NOCASE,
)


def _refuse_uncounted(description: str) -> None:
    """Refuses a length said to leave some characters uncounted ('spaces do not count towards the limit')."""
    if (found := _UNCOUNTED.search(description)) and rx.search(
        r"\d|\b(?:limit|length|characters?)\b|文字", description, NOCASE
    ):
        raise RuleNotUnderstood(
            f"The description counts the length without some characters ({found.group()!r}), which a length "
            "rule cannot keep: it counts every character. Describe the length of the whole value."
        )


# "YYWW + 4 digit counter. The week is not allowed to be bigger than 53", "8 digits, the month must not be
# bigger than 12": a bound on one part of a text value, which no rule of the whole keeps (read alone, the
# bound had become a length)
_PART_BOUND = rx.compile(
    r"\bthe\s+(?:week|month|day|year|hour|minute|counter|serial(?:\s+number)?)(?:\s+(?:part|number|digits))?\s+"
    r"(?:is\s+not\s+allowed\s+to|are\s+not\s+allowed\s+to|must(?:\s+not)?|may\s+not|cannot|can't|should(?:\s+not)?"
    r"|has\s+to|is|needs?\s+to)\s+(?:be\s+)?(?:bigger|greater|larger|higher|more|less|smaller|lower|over|under|above"
    r"|below|at\s+(?:most|least)|between|up\s+to|from|exceed)\b",
    NOCASE,
)


# "on or after 2024-10-01 00:00 and before now", "after the current time": a strict bound at this moment,
# which a rule read at the day cannot keep (the bounds that include now, "not later than now", "on or before
# the current time", are today); read beside another bound it had been dropped
_STRICTLY_NOW = rx.compile(
    r"\b(?:before|after|earlier\s+than|later\s+than)\s+(?:right\s+)?(?:now|the\s+(?:current|present)\s+"
    r"(?:date\s+and\s+)?(?:time|moment)|the\s+present)\b",
    NOCASE,
)


def _refuse_strictly_now(description: str, field_type: str) -> None:
    """Refuses a date-time bound strictly before or after now ('… and before now')."""
    if field_type not in ("date", "datetime"):
        return
    for found in _STRICTLY_NOW.finditer(description):
        if not rx.search(r"\b(?:not|no|never|or)\s+(?:be\s+)?$", description[: found.start()], NOCASE):
            raise RuleNotUnderstood(
                f"The description bounds the value strictly at this moment ({found.group()!r}), which a rule "
                "read at the day cannot keep; say 'not in the future' or 'not in the past' instead."
            )


# "the word 'Test' is not allowed at the start", "… alone", "… in lowercase": a word refused only in some
# place or form, which a word refused anywhere would not keep
_WORD_REFUSED_WHERE = rx.compile(
    r"\b(?:the\s+)?(?:words?|phrases?|terms?)\s+(?:'[^']{1,30}'|\"[^\"]{1,30}\")\s+(?:is|are)\s+not\s+"
    r"(?:allowed|permitted|accepted)\s+(?!in\s+(?:the|this)\b)(?:at|as|alone|on\s+its\s+own|by\s+itself|in|when|if)\b",
    NOCASE,
)


# "8 digits (the old number is not allowed)": a value refused by what it was, which no rule of the value can
# tell (read as a kind of character, "number" refused every digit)
_OLD_REFUSED = rx.compile(
    r"\b(?:the\s+|an?\s+)?(?:old|legacy|former|previous)\s+(?:numbers?|codes?|ids?|values?|keys?)\s+(?:is|are)\s+"
    r"(?:not\s+(?:allowed|accepted|permitted|valid)|forbidden|prohibited|rejected)\b",
    NOCASE,
)


# "Cut-off: no later than 18:00" on a date-time: a bound at a time of day, whatever the day (not a date's
# own time, "after 2025-04-01 09:00", 「2025年1月1日 0:00以降」, nor a time in a note's brackets), which no
# date rule keeps (18 had been read as an age)
_CLOCK_TIME = rx.compile(
    r"^(?!.*(?<!\d)(?:19|20)\d\d(?!\d))[^()]*?"
    r"(?:\b(?:(?:no|not)\s+(?:later|earlier)\s+than|before|after|until|by|from)\s+"
    r"(?P<said>(?:[01]?\d|2[0-3]):[0-5]\d)(?![\d:])"
    r"|(?<![\dT+\-])(?<!\d:)(?<!\d\s)(?P<ja>(?:[01]?\d|2[0-3]):[0-5]\d)\s*(?:まで|以降|以前|より前|より後))"
)


# 「月〜金 9:00〜17:00」 on a date-time: a time of day said at all (not a date's own time, a year named)
# ("before 9am", 「午後5時まで」, "noon": a time of day in twelve-hour words, which no rule reads yet)
_CLOCK_SAID = rx.compile(
    r"^(?!.*(?<!\d)(?:19|20)\d\d(?!\d)).*?(?P<said>(?<![\d:T+\-])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])"
    r"|(?<![\d:])(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])|\bnoon\b|\bmidnight\b|午前|午後|正午)",
    NOCASE,
)


# "at least 2 business days from today", 「3営業日後以降」, 「5営業日以内」: a count of working days, which
# hangs on a calendar of holidays (read as "a weekday", the count had been dropped)
_WORKDAYS_COUNTED = rx.compile(
    r"(?P<said>\b\d+\s*(?:business|working|work)\s+days?\b|(?<![\d第])\d+\s*(?:営業日|稼働日)(?!目))"
    # (not waived: "At least 3 business days from today is not required")
    r"(?![^.;,。、]*(?:\bnot\s+(?:required|necessary|needed)\b|必要は(?:ない|ありません)|は不要))",
    NOCASE,
)


# 「納品日以降」, "after the start date": a bound on another field of the record, which a rule of one field
# cannot see (「検収日:納品日以降(本日より前の日付は不可)」 had been read as before today)
_OTHER_FIELD_DATE = rx.compile(
    # (not today said otherwise, nor the day the form is filled in: 「本日」, 「申請日以前」, 「記入日以前」)
    r"(?<![\d\u4e00-\u9fff\u30a1-\u30fa\u30fc])"
    r"(?!(?:本|今|当|翌|明|前|昨|同|毎|即|初|末|月末|休|祝|平|営業|稼働|翌営業|翌稼働|土|日|申請|届出|記入|作成|入力|登録|提出)日)"
    r"(?P<ja>[\u4e00-\u9fff\u30a1-\u30fa\u30fc]{1,8}(?<!曜)日)\s*(?:以降|以後|より後|より前|以前|よりも?(?:後|前)"
    # 「賞味期限:製造日から1年以内」: a span counted from that day
    # (not 「請求日から60日以内(今日基準)」: counted from today, as said)
    r"|(?:から|より)\s*(?:起算して)?\s*(?:営業日|暦日|稼働日)?\s*(?:で|に)?\s*\d+\s*(?:日間?|営業日|か月|ヶ月|カ月|ケ月|年|週間)\s*"
    r"(?:以内|後|以降|以上|まで|未満|(?:を\s*超え(?:る|た)|超の?)\s*(?:先|後)?|より(?:先|後))"
    r"(?![^。]*(?:今日|本日|当日)\s*基準))"
    r"|\b(?:after|before|later\s+than|earlier\s+than|on\s+or\s+(?:after|before)"
    # "within 1 year of the manufacture date"
    r"|within\s+\d+\s+(?:days?|weeks?|months?|years?)\s+(?:of|after|from))\s+(?:the|its|their)\s+"
    r"(?P<said>(?!(?:current|present|same|given|following)\b)[a-z]+(?:\s+[a-z]+)?\s+date)\b"
    # (not a date named after it: "the migration date, 1 April 2024")
    r"(?!\s*[,(:]?\s*(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d))",
    NOCASE,
)


# "not earlier than this month", 「当月以降」: a bound on the calendar month or week, which a bound in days
# cannot keep ("first day of a month, not earlier than this month" had been turned round by its "not")
_CALENDAR_BOUND = rx.compile(
    r"(?P<said>\b(?:not\s+(?:earlier|before)\s+than|no\s+earlier\s+than|before|after|from|since|until)\s+"
    r"(?:this|the\s+current|next|last|the\s+previous)\s+(?:month|week)\b"
    r"|\b(?:this|the\s+current)\s+(?:month|week)\s+or\s+(?:later|after|earlier|before)\b"
    r"|(?:当月|今月|翌月|前月|今週|翌週)(?:以降|以前|以後|から|まで))",
    NOCASE,
)


_TEXT_TYPES = frozenset({"string", "text"})
# sentences a rule cannot keep, each found by a pattern (on the field types named, or any): what was said is
# put into the message
_CANNOT_SAY: list[tuple[rx.Guarded, frozenset[str] | None, str]] = [
    (
        _PART_BOUND,
        _TEXT_TYPES,
        "The description bounds one part of the value ({said}), which a rule of the whole value cannot keep. "
        "Describe the value as a whole (its characters, length or format).",
    ),
    (
        _WORD_REFUSED_WHERE,
        _TEXT_TYPES,
        "The description refuses a word only in some place or form ({said}), which this rule cannot keep. "
        "Say 'must not start with …' or 'must not contain the word …' instead.",
    ),
    (
        _CLOCK_TIME,
        frozenset({"date"}),  # a date-time's time of day is kept by time_of_day
        "The description bounds the time of day ({said}), which a rule of a date cannot keep; describe the "
        "dates (e.g. 'not in the past', 'on or after 2025-04-01'), or make the field a date-time.",
    ),
    (
        _CALENDAR_BOUND,
        frozenset({"date", "datetime"}),
        "The description bounds the date by a calendar month or week ({said}), which a rule cannot keep; "
        "give the bound as a date or in days (e.g. 'on or after 2025-04-01', 'not in the past').",
    ),
    (
        _WORKDAYS_COUNTED,
        frozenset({"date", "datetime"}),
        "The description counts working days ({said}), which hang on a calendar of holidays a rule cannot "
        "see; count calendar days instead (e.g. 'at least 3 days from today') and say 'weekdays only' apart.",
    ),
    (
        _OLD_REFUSED,
        None,
        "The description refuses the values that were in use before ({said}), which a rule cannot tell "
        "from the others; list them, or describe what they look like.",
    ),
]


def _refuse_cannot_say(description: str, field_type: str) -> None:
    """Refuses a sentence saying what no rule can keep (a bound on a part, a word in a place, old values)."""
    for pattern, field_types, message in _CANNOT_SAY:
        if (field_types is None or field_type in field_types) and (found := pattern.search(description)):
            said = found.groupdict().get("said") or found.groupdict().get("ja") or found.group()
            raise RuleNotUnderstood(message.format(said=repr(said)))


# "Any code other than those beginning with 9 is valid": every value let in but a kind described, which the
# readers of named values would take for the kind demanded
_ALL_BUT_KIND = rx.compile(
    r"\bany(?:thing|\s+[\w-]+)?\s+(?:other\s+than|except(?:\s+for)?|but|besides)\s+(?:the\s+)?"
    r"(?:those|ones?|numbers?|values?|codes?|entries|amounts?)\s+(?:that\s+|which\s+)?(?:are\s+|is\s+)?"
    r"(?:beginning|starting|ending|begin|start|end|above|below|over|under|containing|contain|with|longer|shorter"
    r"|greater|less|more)\b",
    NOCASE,
)


# "may be more than 100 for bulk orders": a permission, not a rule; read as a bound it would refuse the rest
_PERMISSION = rx.compile(
    r"^(?:[A-Za-z][\w ]{0,30}?\s)?(?:may|might|could)\s+(?:also\s+)?(?:be|go)\s+"
    r"(?:more|greater|higher|larger|less|fewer|lower|smaller)\s+than\b"
    r"|^(?:[A-Za-z][\w ]{0,30}?\s)?(?:may|might|could)\s+(?:also\s+)?exceed\b",
    NOCASE,
)


# 「「TMP」で始まるものはNGにしない」, "upper case is not rejected": what is not refused, beside a demand
# the rule could not keep apart from it (blanks, characters and domains said so are let in first, as allowed)
_NOT_REFUSED = rx.compile(
    r"(?:エラー|NG|不可|拒否)\s*(?:に|と)\s*(?:は|も)?\s*(?:せず|(?:し|考え|見なし|見做し|扱い|扱わ)(?:ない|ません))"
    r"|弾かない|弾きません|拒否しない"
    r"|\b(?:is|are)\s+not\s+(?:rejected|refused|an\s+error)\b",
    NOCASE,
)


# 「ドメインは @a.co.jp 推奨」, "Upper case is preferred": a recommendation refuses no value; read as a rule
# it would refuse every other one
_RECOMMENDATION = rx.compile(
    r"推奨|望ましい|なるべく|できれば|できるだけ|\b(?:preferabl[ey]|ideally|encouraged|preferred|recommended)\b",
    NOCASE,
)
# "Must follow the recommended format ABC-123", "the Patient Preferred Name field": a name, in a demand
_NAMED_RECOMMENDED = rx.compile(r"\b(?:preferred|recommended)\s+[a-z]", NOCASE)
_DEMANDED = rx.compile(
    r"\b(?:must|shall|has\s+to|have\s+to|required|mandatory|cannot|can't|may\s+not|not\s+allowed|only|never)\b",
    NOCASE,
)


# "Ideally a live one, but at the very least reject anything else", 「できれば実在するコードが
# 望ましいが、形式違いは不可」: a wish the sentence sets aside for what it refuses; the turn and the
# refusal after it
_SET_ASIDE = rx.compile(
    r"(?:,?\s*\bbut\b|\s+[-\u2014]\s*well\s*,|(?:です)?が\s*、|けれど(?:も)?\s*、?|けど\s*、?|ものの\s*、?)"
    r"(?=[^.;。!]*?(?:\b(?:reject|rejected|refuse|refused|block|blocked|disallow(?:ed)?)\b"
    r"|不可|エラー|NG|拒否|弾|認めない|登録できない))",
    NOCASE,
)

# "but at the very least reject it anyway": the words that concede, after the turn (read, "at least" a bound)
_CONCEDING = rx.compile(
    r"^\s*(?:at\s+(?:the\s+(?:very\s+)?)?least|in\s+any\s+case|still)\s*,?(?=\s)"
    r"|\s+(?:anyway|anyhow|all\s+the\s+same|regardless)\b(?=[^.;。!]*?(?:[.;。!]|$))",
    NOCASE,
)


# what a date's sentence says besides a bound on another field (「納品日以降(本日より前は不可)」: today)
_DATE_SAID = rx.compile(
    r"今日|本日|当日|明日|昨日|過去|未来|平日|土日|曜|月末|月初|歳|\d|\b(?:today|tomorrow|yesterday|past|future"
    r"|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|age|old|month|year)\b",
    NOCASE,
)


def _set_aside_other_fields(description: str, field_type: str) -> tuple[str, list[str]]:
    """Cuts a bound on another field of the record ('納品日以降', 'after the start date') out of a date's
    sentence that says more; refuses a sentence that says nothing more."""
    spelled = unicodedata.normalize("NFKC", description)
    found = (
        [m.group() for m in _OTHER_FIELD_DATE.finditer(spelled)] if field_type in ("date", "datetime") else []
    )
    if not found:
        return description, []
    rest = rx.sub(
        rf"(?:{_OTHER_FIELD_DATE.pattern})(?:の日付)?(?:であり|であって|で)?\s*(?:[、,]\s*)?(?:(?:かつ|and)\s*)?",
        " ",
        spelled,
        flags=NOCASE,
    ).strip()
    if not _DATE_SAID.search(rest):
        named = (m := _OTHER_FIELD_DATE.search(spelled)) and (m.group("ja") or m.group("said"))
        raise RuleNotUnderstood(
            f"The description compares the date with another field of the record ({named!r}), which a rule "
            "of one field cannot see; describe the dates this field may hold (e.g. 'not in the past')."
        )
    return rest, found


def _set_aside_wishes(description: str) -> tuple[str, list[str]]:
    """Cuts the wishes a sentence sets aside for a refusal ('Ideally X, but reject Y') out of it."""
    wishes: list[str] = []
    while aside := next(
        filter(None, (_aside(description, m) for m in _RECOMMENDATION.finditer(description))), None
    ):
        start, turn = aside
        wishes.append(description[start : turn.start()].strip(" -\u2014、,"))
        head = description[:start].rstrip(" -\u2014、,:\uff1a")
        rest = rx.sub(_CONCEDING, "", description[turn.end() :], count=2).lstrip()
        stop = "" if not head or head[-1] in ".;!。" else "。" if rx.match(r"[^\x00-\u024f]", rest) else "."
        description = f"{head}{stop} {rest}".strip()  # what it refuses, a sentence of its own
    return description, wishes


def _aside(description: str, match: re.Match[str]) -> tuple[int, re.Match[str]] | None:
    """Where the clause of a wish starts, and its turn to a refusal in the same sentence ('…, but reject')."""
    turn = _SET_ASIDE.search(description, match.end())
    end = rx.search(r"[.;。!]", description[match.end() :])
    if not turn or (end and turn.start() > match.end() + end.start()):
        return None
    marks = (".", ";", "。", "!", ":", "\uff1a", " - ", " \u2014", "、")
    found = [(at, mark) for mark in marks if (at := description.rfind(mark, 0, match.start())) >= 0]
    return max((at + len(mark) for at, mark in found), default=0), turn


def _listed_word(sentence: str, match: re.Match[str]) -> bool:
    """Whether the word matched stands in a list of values ('/ Preferred /', 'Preferred Plus, …')."""
    return bool(
        rx.search(r"(?:/|,)\s*$", sentence[: match.start()])
        or rx.match(r"(?:\s+\w+)?\s*(?:/|,)", sentence[match.end() :])
    )


def _recommendation(description: str) -> re.Match[str] | None:
    """The word of a sentence that recommends rather than requires ('推奨', 'Recommended length is …')."""
    for sentence in rx.split(r"[.;。!]\s*", description):
        for match in _RECOMMENDATION.finditer(sentence):
            named = _NAMED_RECOMMENDED.match(sentence, match.start())
            label = rx.match(r"[^:\uff1a]{0,40}[:\uff1a]", sentence)  # "Preferred delivery date: …": a name
            if match.group(0)[0].isupper() and _listed_word(sentence, match):
                continue  # "one of Preferred Plus / Preferred / Standard": a value listed
            if not (named and (_DEMANDED.search(sentence) or (label and label.end() > match.end()))):
                return match
    return None


# "West is not allowed", "XXL is discontinued": one value refused, in a clause of its own
_ONE_REFUSED = rx.compile(
    r"[\"'「]?([^\s\"'「」]{1,20})[\"'」]?\s+(?:is|are)\s+(?:not\s+(?:allowed|accepted|used|permitted|valid)"
    r"|discontinued|retired|obsolete|deprecated|no\s+longer\s+(?:used|offered|sold|stocked|available))",
    NOCASE,
)


def _listed_refused(reading: Reading) -> Reading:
    """A value refused beside the list of values allowed: taken out of the list (or already out of it)."""
    listed = [rule for rule in reading.rules if isinstance(rule, OneOfRule)]
    if len(listed) != 1 or not reading.unread:
        return reading
    refused = {
        part: found.group(1)
        for part in reading.unread
        if (found := _ONE_REFUSED.fullmatch(part.strip(" .。")))
    }
    if not refused:
        return reading
    said = {value if listed[0].case_sensitive else value.lower() for value in refused.values()}
    kept = [
        v for v in listed[0].values if (str(v) if listed[0].case_sensitive else str(v).lower()) not in said
    ]
    if not kept:
        return reading
    narrowed = listed[0].model_copy(update={"values": kept})
    rules = [narrowed if rule is listed[0] else rule for rule in reading.rules]
    return Reading(rules, [part for part in reading.unread if part not in refused])


def _blank_let_in(reading: Reading, field_type: str) -> Reading:
    """Lets a blank value pass the rules when an unread clause lets it in ('ただし空欄は可')."""
    let_in = [  # (「内線番号: 空欄可」: after the field's name)
        part
        for part in reading.unread
        if BLANK_ALLOWED.fullmatch(rx.sub(r"^[^:]{1,30}:\s*", "", part).strip(" .。、,"))
    ]
    if not let_in or not reading.rules or field_type not in ("string", "text", "email", "url"):
        return reading
    unread = [part for part in reading.unread if part not in let_in]
    rule = combine(reading.rules)
    if check_rule(rule, "") is None:
        return Reading(reading.rules, unread)
    either = AnyOfRule(rules=[LengthRule(max=0), rule])
    return reading if rule_type_error(either, field_type) else Reading([either], unread)


def _undated_value(rule: Rule) -> str | None:
    """A value allowed by a one_of of the rule that is no date (a blank word aside), or None."""
    if isinstance(rule, AllOfRule | AnyOfRule):
        return next((v for child in rule.rules if (v := _undated_value(child)) is not None), None)
    if not isinstance(rule, OneOfRule):
        return None  # a value refused (under not) that is no date refuses nothing, and harms nothing
    return next(
        (
            v
            for v in rule.values
            if isinstance(v, str)
            and parse_temporal(v) is None
            and not rx.match(r"(?:blank|empty|none|null|n/?a|空欄|空白|未入力)\b", v, NOCASE)
        ),
        None,
    )


# the rand sign before an amount of a number field ("Maximum R2 500 per claim"; on a text field, R100 is a
# code)
_RAND = rx.compile(r"(?<![A-Za-z0-9])R\s?(\d{1,3}(?:[ \u00a0]\d{3})+(?!\d)|(?=\d))")


def _blank_listed(rule: Rule) -> bool:
    """Whether a rule names a blank among its values ('blank or exactly 5 digits', 「空欄または…」)."""
    if isinstance(rule, AnyOfRule):
        return any(_blank_listed(child) or check_rule(child, "") is None for child in rule.rules)
    return isinstance(rule, OneOfRule) and "" in rule.values


def _value_demanded(rule: Rule, text: str, field_type: str) -> Rule:
    """'Email is required': the rule demands a value (not_empty) beside its checks, since a field that is
    not required lets a blank past its rules unless one of them demands one (on a text or date field; a
    number field demands one by being required); not when the rule lets a blank in ('blank or 5 digits')."""
    if demands_value(rule) or _blank_listed(rule) or not may_demand(text):
        return rule
    if not (demanded(text) or demanded(normalise(text))):
        return rule
    parts = list(rule.rules) if isinstance(rule, AllOfRule) and rule.message is None else [rule]
    demanding = AllOfRule(rules=[NotEmptyRule(), *parts])
    return rule if rule_type_error(demanding, field_type) else demanding


def _timed(rule: Rule) -> bool:
    """Whether a rule (or a part of it) keeps a time of day."""
    if isinstance(rule, TimeOfDayRule):
        return True
    if isinstance(rule, AllOfRule | AnyOfRule):
        return any(_timed(part) for part in rule.rules)
    return isinstance(rule, NotRule) and _timed(rule.rule)


def generate_rule(*, description: str, field_name: str, field_type: str) -> GeneratedRule:
    """Turns a natural-language description into a rule for a field of the given type."""
    description = _PAST_BOUND_APPROVED.sub(_past_bound_approved, description)
    spelled = unicodedata.normalize("NFKC", description)  # as it is read: some characters stand for many
    if len(description) > MAX_DESCRIPTION or len(spelled) > MAX_DESCRIPTION:
        raise RuleNotUnderstood(
            f"The description is longer than {MAX_DESCRIPTION} characters (counting a character that "
            "stands for several, such as a ligature or a squared unit, as those); describe one rule briefly."
        )
    if len(rx.findall(r"[、,;。・\uff0c\uff1b]", spelled)) > MAX_SEPARATORS:
        raise RuleNotUnderstood(
            f"The description has more than {MAX_SEPARATORS} commas or separators; describe one rule briefly."
        )
    _refuse_exception(spelled)
    _refuse_uncounted(spelled)
    _refuse_cannot_say(spelled, field_type)
    _refuse_strictly_now(spelled, field_type)
    description, wishes = _set_aside_wishes(description)
    description, compared = _set_aside_other_fields(description, field_type)
    if field_type in ("integer", "number"):
        # "between R500 and R2 000": an amount in rand (its thousands grouped by spaces joined)
        description = _RAND.sub(lambda m: rx.sub(r"\s", "", m.group(1)), description)
    spelled = unicodedata.normalize("NFKC", description)
    if recommended := _recommendation(spelled):
        raise RuleNotUnderstood(
            f"The description recommends ({recommended.group()!r}) rather than requires: a validation rule "
            "refuses every value that does not meet it. Say what a value must be, or leave it out."
        )
    plain = LET_IN.sub("", spelled)  # "hyphens are not rejected": let in, read as allowed
    if not_refused := _NOT_REFUSED.search(plain):  # named by its clause: "upper case is not rejected"
        start = max(plain.rfind(mark, 0, not_refused.start()) for mark in ",;.、。") + 1
        raise RuleNotUnderstood(
            f"The description says what is not refused ({plain[start : not_refused.end()].strip()!r}), which "
            "a rule cannot keep beside what it demands; describe what a value must be."
        )
    try:
        reading = read_sentence(description, field_type=field_type, field_name=field_name)
    except (NumberTooLong, AmbiguousDate, CannotKeep) as exc:
        raise RuleNotUnderstood(str(exc)) from None
    if not reading.rules:
        rule = understand(description, field_type=field_type, field_name=field_name)
        if rule is not None and (reason := rule_type_error(rule, field_type)):
            raise RuleTypeMismatch(f"The description was understood as a {rule.kind} rule, but {reason}.")
        raise RuleNotUnderstood(
            f"Could not turn the description {description!r} into a validation rule. "
            f"Try phrasings like {', '.join(EXAMPLE_PHRASINGS)}."
        )
    if _PERMISSION.search(description) or _ALL_BUT_KIND.search(description):
        raise RuleNotUnderstood(
            f"The description {description!r} says what the value may be, not what it must be; "
            "describe the rule the value must meet."
        )
    reading = _listed_refused(reading)  # "North, South, East or West; West is not allowed"
    reading = _blank_let_in(reading, field_type)  # 「ただし空欄は可」, 「空欄はエラーにしない」
    if any(_EXCEPTION.search(part) for part in reading.unread):
        raise RuleNotUnderstood(
            f"The description {description!r} names an exception the rule cannot keep "
            f"({', '.join(repr(p) for p in reading.unread)}); describe the rule without it."
        )
    if (let_in := let_in_refused(reading.rules, reading.unread)) is not None:
        raise RuleNotUnderstood(
            f"The description lets something in that could not be read ({let_in!r}); the rule read from the "
            "rest would refuse it. Describe what is allowed as part of the rule, e.g. 'letters, digits and "
            "hyphens only'."
        )
    try:
        combined = combine(
            earliest_given(past_window(reading.rules, spelled), spelled)
        )  # 「本日以前で、かつ30日以内」: the last 30 days
    except ValidationError as exc:  # "at most 1, at least 2"
        reason = str(exc.errors()[0]["msg"]).removeprefix("Value error, ")
        raise RuleNotUnderstood(f"The conditions of the description cannot all hold: {reason}.") from None
    if _no_value_between(combined):  # "more than 40 and at most 40"
        raise RuleNotUnderstood(
            "The conditions of the description cannot all hold: an end left out equals the other end."
        )
    if field_type in ("date", "datetime") and (undated := _undated_value(combined)) is not None:
        raise RuleNotUnderstood(  # "Blackout dates: 25 December and 1 January": two words allowed
            f"The description names {undated!r} as a value of a {field_type} field, which no {field_type} "
            "can equal; write dates as YYYY-MM-DD."
        )
    rule = both_forms(combined, written_forms(description))
    # 「半角数字は不可」: the full-width ones let in (not beside 「全角数字」 refused too)
    if not _HALFWIDTH_DIGITS.search(description) or _FULLWIDTH_DIGITS_SAID.search(description):
        rule = _fullwidth_digits_too(rule)
    rule = _value_demanded(rule, spelled, field_type)
    if field_type == "datetime" and (clock := _CLOCK_SAID.search(spelled)) and not _timed(rule):
        # "Must be received before 15:00 JST" read without its time of day (15 had been read as an age)
        raise RuleNotUnderstood(
            f"The description bounds the time of day ({clock.group('said')!r}), which "
            "was not read; say the window alone, e.g. 'between 09:00 and 17:00 JST' or '9時から17時まで'."
        )
    if (betrayal := misreading(rule, description, field_type)) is not None:
        raise RuleNotUnderstood(betrayal)
    explanation = explain(rule, field_name, reading.unread)
    if wishes:
        explanation += f" A wish, not checked: {', '.join(repr(wish) for wish in wishes)}."
    if compared:
        explanation += f" Compared with another field, not checked: {', '.join(repr(c) for c in compared)}."
    return GeneratedRule(rule=rule, explanation=explanation)
