"""Recognisers keyed on fixed phrasings: letter case, relative dates and required values."""

from __future__ import annotations

from mdm.ai.engine import rx
from mdm.ai.engine.fragments import NOCASE, Description, blank_out, pattern_rule
from mdm.rules import CaseRule, DateRelativeRule, NotEmptyRule, OneOfRule, Rule


def case_rule(ctx: Description) -> Rule | None:
    """Understands 'must be upper case', 'すべて大文字', 'all lowercase'."""
    # ("letters are uppercase or lowercase", "capitals or small letters": either case, no case demanded)
    either = r"(?!\s*(?:or|and|/|,)\s*(?:in\s+)?(?:lower|small|upper|capital))"
    upper = (
        rf"(?:be\s+(?:in\s+)?(?:all\s+)?upper[- ]?case(?!\s+letters){either}|all\s+caps|all\s+upper[- ]?case"
        # "CAPS ONLY", "capitals only" (not "letters: capitals only at the start")
        r"|(?<!\bno\s)\b(?:caps|capitals)\s+only\b(?!\s+(?:at|for|in|on)\b)"
    )
    upper += r"|(?:すべて|全て)大文字|大文字(?:で|に)(?:入力|記載|統一|変換)|英字は(?:すべて|全て)?大文字"
    upper += r"|letters\s+(?:(?:must|should|shall)\s+be|are)\s+(?:in\s+)?(?:all\s+)?upper[- ]?case"
    upper += rf"(?!\s+letters){either}"
    # "Letters should be in caps", "letters must be written in capitals"
    upper += r"|letters\s+(?:must|should|shall)\s+be\s+(?:written\s+)?(?:in\s+)?(?:all\s+)?"
    upper += rf"(?:caps|capitals|capital\s+letters)\b{either})"
    lower = r"(?:be\s+(?:in\s+)?(?:all\s+)?lower[- ]?case(?!\s+letters)|all\s+lower[- ]?case"
    lower += r"|(?:すべて|全て)小文字|小文字(?:で|に)(?:入力|記載|統一|変換)|英字は(?:すべて|全て)?小文字"
    lower += r"|letters\s+(?:must|should)\s+be\s+(?:in\s+)?lower[- ]?case)"
    if ctx.field_type in ("email", "url") and rx.search(r"小文字|lower[- ]?case", ctx.text, NOCASE):
        return CaseRule(case="lower")  # an address in lower case: "@" and "." are no letters
    if ctx.field_type in ("email", "url") and rx.search(r"大文字|upper[- ]?case", ctx.text, NOCASE):
        return CaseRule(case="upper")
    # "(capital first letter)", "first letter must be a capital": only the first letter's case
    first = r"capitali[sz]ed|first\s+(?:letter|character)\s+(?:(?:must|should|has\s+to)\s+be\s+|is\s+|in\s+)?"
    first += r"(?:an?\s+)?"
    first += r"(?:upper[- ]?case|capital)|\b(?:upper[- ]?case|capital)\s+first\s+(?:letter|character)\b"
    # ("first character must be uppercase or a digit": either; "capital first letter not required": none)
    found = rx.search(rf"(?:{first})(?:\s+letter)?|先頭(?:の文字)?(?:は|が)大文字", ctx.text, NOCASE)
    if found:
        after = ctx.text[found.end() :]
        if rx.match(
            r"\s*(?:is\s+)?(?:not\s+(?:required|needed|necessary|mandatory|compulsory)|optional)\b",
            after,
            NOCASE,
        ):
            return None
        if rx.match(
            r"\s*(?:or|/)\s*(?:an?\s+)?(?:digit|number|numeral)s?\b|\s*(?:または|か)?数字", after, NOCASE
        ):
            return pattern_rule("(?s)[A-Z0-9].*", "must start with an upper-case letter or a digit")
        return pattern_rule("(?s)[A-Z].*", "must start with an upper-case letter")
    if rx.search(upper, ctx.text, NOCASE) or rx.fullmatch(
        r"(?:in\s+|all\s+)?upper[- ]?case|大文字", ctx.text, NOCASE
    ):
        return CaseRule(case="upper")
    if rx.fullmatch(r"(?:in\s+|all\s+)?lower[- ]?case|小文字", ctx.text, NOCASE):
        return CaseRule(case="lower")
    if rx.search(lower, ctx.text, NOCASE):
        return CaseRule(case="lower")
    return None


_REFUSED = (
    r"(?:(?:is|are)\s+)?(?:not\s+(?:allowed|accepted|permitted|possible|valid)|rejected|refused|invalid|forbidden|prohibited"
    r"|disallowed|blocked|cannot|can't|may\s+not|must\s+not)\b"
)
# "you must not enter a date in the future": the steward's act, said of the value
_ENTER = r"(?:enter|pick|choose|select|use|set|put|type|give)"
_NOT_FUTURE = [
    rf"(?:not|n't|never)\s+(?:be\s+|lie\s+|fall\s+|be\s+set\s+|be\s+dated\s+|{_ENTER}\s+)?(?:in\s+(?:the\s+)?|an?\s+(?:(?:date|day)\s+in\s+the\s+)?)?future|no\s+future"
    r"|(?:none|nothing|no\s+dates?)\s+in\s+the\s+future",
    rf"future\s+(?:dates?|days?)\s+{_REFUSED}",  # "future date is not allowed, and …"
    r"未来(?:の)?(?:日付|日時|日)?(?:は|を)?(?:不可|禁止|NG|入力不可|入力できない|指定できない|認めない|ではない|でない)",
    r"将来(?:の)?(?:日付|日)?(?:は|を)?(?:不可|禁止|NG|入力できない)",
]
_NOT_PAST = [
    rf"(?:not|n't|never)\s+(?:be\s+|lie\s+|fall\s+|be\s+set\s+|be\s+dated\s+|{_ENTER}\s+)?(?:in\s+(?:the\s+)?|an?\s+(?:(?:date|day)\s+in\s+the\s+)?)?past|no\s+past"
    r"|(?:none|nothing|no\s+dates?)\s+in\s+the\s+past",
    rf"past\s+(?:dates?|days?)\s+{_REFUSED}",
    # "cannot be a date that has already passed", "must not have passed already": the past, refused
    r"(?:not|cannot|can't|never|mustn't)\s+(?:be\s+(?:an?\s+)?(?:date|day)\s+(?:that|which)\s+|have\s+)"
    r"(?:has\s+|is\s+)?(?:already\s+)?(?:passed|gone\s+by|past|happened|elapsed)",
    r"過去(?:の)?(?:日付|日時|日)?(?:は|を)?(?:不可|禁止|NG|入力不可|入力できない|指定できない|認めない|ではない|でない)",
]
_PAST_ONLY = [
    r"(?:be|in)\s+the\s+past|past\s+dates?|today\s+or\s+(?:earlier|before)|(?:on\s+or\s+)?before\s+today",
    r"(?:not|no)\s+(?:be\s+)?(?:later|after)\s+(?:than\s+)?today|(?:up\s+to|until)\s+today|今日以前|本日以前|当日以前",
    r"今日まで|本日まで|過去(?:の)?(?:日付|日)(?:のみ|であること|に限る)|(?:今日|本日|当日)(?:より|よりも)前"
    r"|過去(?:の)?日付\s*(?:\(\s*(?:当日|今日|本日)(?:を)?含(?:む|める)\s*\))?\s*$",
    r"already\s+(?:happened|passed|occurred|past)|has\s+(?:happened|passed|occurred)",
]
_FUTURE_ONLY = [
    r"(?:be|in)\s+the\s+future|future\s+dates?|today\s+or\s+(?:later|after)|(?:on\s+or\s+)?after\s+today",
    r"(?:not|no)\s+(?:be\s+)?(?:earlier|before)\s+(?:than\s+)?today|from\s+today|今日以降|本日以降|当日以降",
    r"今日から|本日から|未来(?:の)?(?:日付|日)(?:のみ|であること|に限る)|(?:今日|本日|当日)(?:より|よりも)(?:後|先)"
    r"|(?:これから|今後)(?:先)?の(?:日付|日)|先の日付(?:のみ|に限る)|^未来(?:の)?日付$",
    r"(?:not|yet\s+to)\s+(?:have\s+)?(?:happened|passed|occurred)\s+yet|yet\s+to\s+come",
]


_NOT_BEFORE_TODAY = r"(?:\bnot|cannot|\bno|\bnever)\s+(?:be\s+)?(?:earlier|before)\s+(?:than\s+)?today\b"
_NOT_AFTER_TODAY = r"(?:\bnot|cannot|\bno|\bnever)\s+(?:be\s+)?(?:later|after)\s+(?:than\s+)?today\b"


def date_relative(ctx: Description) -> Rule | None:
    """Understands 'cannot be in the future', '未来日不可', '今日以降' and the like."""
    text, flags = ctx.text, {"not_future": False, "not_past": False}
    if rx.search(
        r"\b(?:future|past)\s+(?:by\s+)?(?:more\s+than|beyond|over|further\s+than|farther\s+than)\b",
        text,
        NOCASE,
    ):
        return None  # "not a date in the future more than 30 days": a window, not the whole future
    if rx.search(
        r"\b(?:(?:more|less|later|earlier|further|sooner)\s+than|over|after|beyond)\s+\d+\s*(?:days?|weeks?|months?|years?)\s+"
        r"(?:from\s+(?:today|now)|in\s+the\s+(?:future|past)|ago|ahead|after\s+today|before\s+today)\b",
        text,
        NOCASE,
    ):
        return None  # "later than 6 months from today": a day counted from today, read by `date_window`
    groups = [(_NOT_FUTURE, "not_future"), (_NOT_PAST, "not_past")]
    # "must not be before today" before "before today" is read as the past only
    groups += [([_NOT_BEFORE_TODAY], "not_past"), ([_NOT_AFTER_TODAY], "not_future")]
    groups += [(_PAST_ONLY, "not_future"), (_FUTURE_ONLY, "not_past")]
    for patterns, flag in groups:
        for pattern in patterns:
            if match := rx.search(pattern, text, NOCASE):
                flags[flag] = True
                text = blank_out(text, match)
    if not any(flags.values()):
        return None
    return DateRelativeRule(**flags)


_NOT_EMPTY = (
    r"(?:not|n't|never)\s+(?:be\s+)?(?:left\s+)?(?:empty|blank)|non[- ]?(?:empty|blank)|no\s+(?:empty|blank)"
    r"|\brequired\b|mandatory|(?:don't|do\s+not|never)\s+leave\s+(?:[\w-]+\s+){0,4}(?:blank|empty)|must\s+(?:always\s+)?(?:be\s+)?(?:filled|provided|present|entered|given)"
    r"|空(?:欄)?のまま(?:で)?(?:は)?(?:登録|保存|入力)(?:すること(?:は)?)?(?:しない|できない|できません|不可)|必ず何か"
    r"|必ずご(?:記入|入力)|空に(?:は)?できません|compulsory|obligatory"
    r"|空欄での(?:登録|入力|保存)(?:は)?(?:不可|できない|できません)|(?:未入力|空白)のまま(?:に)?(?:は)?(?:できない|できません|不可)"
    r"|\b(?:null|blank|empty)(?:s|\s+values?)?\s+(?:are|is)\s+not\s+(?:permitted|allowed|accepted)\b"
    r"|must\s+have\s+a\s+value|(?:always|be)\s+filled\s+in|必ず(?:入力|記入|登録)|空(?:欄)?(?:で)?(?:は)?(?:ない|不可|禁止|NG|にしない|にできない|にしてはいけない)"
    r"|空白のみ(?:の(?:入力|値))?(?:は)?(?:不可|禁止|NG)|未入力(?:は)?(?:不可|禁止|NG)|必須|入力必須|必ず入力|空文字(?:列)?(?:は)?(?:不可|禁止|NG)"
)


def blank_refused(ctx: Description) -> Rule | None:
    """Understands '空白不可' / '空白禁止' said of the whole value: it must not be blank."""
    if rx.fullmatch(r"(?:[^、。]*?は)?\s*空白\s*(?:は)?\s*(?:不可|禁止|NG)", ctx.text):
        return NotEmptyRule()
    return None


_TRUE_WORDS = r"\b(?:true|yes|on|checked|ticked|selected|enabled|set)\b|オン|はい|有効|チェック(?!を外)"
_FALSE_WORDS = r"\b(?:false|no|off|unchecked|unticked|cleared|disabled|unset)\b|オフ|いいえ|無効|チェックを外"
_NOT_WORDS = r"\b(?:not|cannot|can't|never|mustn't)\b|不可|禁止|(?-i:NG)|以外|しない|できない|ではない|でない"


def boolean_value(ctx: Description) -> Rule | None:
    """Understands 'must be set to true', 'cannot be false', 「trueであること」 on a yes/no field."""
    if ctx.field_type != "boolean":
        return None
    true, false = rx.search(_TRUE_WORDS, ctx.text, NOCASE), rx.search(_FALSE_WORDS, ctx.text, NOCASE)
    if bool(true) == bool(false):
        return None  # neither named, or both ("true or false")
    negated = rx.search(_NOT_WORDS, ctx.text, NOCASE) is not None
    return OneOfRule(values=[bool(true) != negated])


# "required", 「必須」 said of the value, not waived ("not required", "optional") and not of a part of it
# ("hyphen required", "approval is required")
_DEMANDED = rx.compile(
    rf"{_NOT_EMPTY}|\breq'?d\b|\bnot\s+optional\b|\bnot\s+null\b|\bpopulated\b"
    r"|\b(?:can't|cannot|can\s+not)\s+(?:be\s+)?(?:leave|left)\s+(?:it\s+)?(?:blank|empty)"
    r"|\b(?:blank|empty|null)(?:\s+[a-z]+){0,3}\s+(?:(?:is|are)\s+not\s+(?:allowed|accepted|permitted)|(?-i:NG))"
    r"|null\s*(?:は)?\s*(?:不可|禁止|(?-i:NG))|空欄(?:の場合|なら|のとき)[^。]{0,12}(?:エラー|不可|できない)"
    r"|未選択\s*(?:は)?\s*(?:不可|禁止|(?-i:NG))|空欄(?:ナシ|なし|無し)|空であってはな(?:らない|りません)",
    NOCASE,
)
_NOT_DEMANDED = rx.compile(
    r"\b(?:not|never|no\s+longer)\s+(?:required|mandatory|compulsory)\b|(?<!\bnot\s)\boptional\b|任意|不要"
    # (「①必須→」 and a cross mark: not demanded)
    r"|必須(?:で|では)(?:は)?ない|必須\s*(?:→|:|=|は)?\s*(?:[\u00d7\u2715\u2716]|なし|無し|いいえ|no\b|-(?!\S))"
    r"|\b(?:hyphen|dash|prefix|suffix|approval|sign[- ]?off|signature|consent|review)s?\s+(?:is\s+|are\s+)?"
    r"required\b"
    r"|\brequired\s+(?:if|when|unless|only)\b",
    NOCASE,
)


def demanded(text: str) -> bool:
    """Whether a sentence demands a value ('Email is required', 「必須」), not a part or a waiver."""
    return _DEMANDED.search(text) is not None and _NOT_DEMANDED.search(text) is None


def not_empty(ctx: Description) -> Rule | None:
    """Understands 'must not be empty', 'required', '必須', '空欄不可'."""
    return NotEmptyRule() if rx.search(_NOT_EMPTY, ctx.text, NOCASE) else None
