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


# A sentence that demands a value of the field itself: "Email is required", "(mandatory)", "must not
# be left blank", 「必須」, 「入力必須」, 「空欄不可」 (not a part required: "at least one digit is
# required", "the domain acme.com is required", 「@必須」, 「https必須」; not a name: "required delivery
# date", 「必須研修」; not a condition on a value given: "if populated, 5 digits", "if not null, …")
_REQUIRED_WORD = r"(?:required|mandatory|compulsory|obligatory|req'?d\.?|reqd\.?|req\.)"
_DEMANDED = rx.compile(
    # "Email is required", "the SmPC link is required for every licensed product", "it is mandatory"
    rf"(?:^|(?<=[.;]\s)|(?<=;))(?:the\s+|a\s+|an\s+|this\s+|its\s+|it\s+)?(?:(?!(?:digits?|letters?|characters?|domain|prefix|suffix|format"
    rf"|length|symbol|sign|https?|hyphen|dash|approval|one|either|both|at\s+least)\b)[\w'()/-]+\s+){{0,5}}?"
    rf"(?:is|are|field\s+is)\s+(?:always\s+)?(?:an?\s+)?{_REQUIRED_WORD}(?!\s+(?:if|when|where|unless|only)\b)"
    # "Sales org: req'd, 4 chars", "Code - required, …", "(mandatory)", "Required - …" at the start
    rf"|(?:^|[:(\uff08,;]\s*|\s[-\u2013\u2014]\s*){_REQUIRED_WORD}"
    r"(?=\s*(?:[-\u2013\u2014:,;.)\uff09(]|field(?=\s*(?:[-:,;.)]|$))|$))(?!\s*\(\s*(?:if|when|where|unless|only)\b)"
    r"|\breq\.(?=\s*(?:[;,]|$))|<>\s*''|!=\s*''"
    r"|\bnot\s+optional\b|(?<!\bif\s)(?<!\bwhen\s)\b(?-i:NOT\s+NULL)\b"
    r"|\b(?:(?:must|shall|should)\s+(?:not|never)|cannot|can't|may\s+not)\s+be\s+(?:left\s+)?(?:blank|empty|null)\b"
    r"|\b(?:can't|cannot|can\s+not|do\s+not|don't|never)\s+(?:be\s+)?(?:leave|left)\s+(?:[\w'-]+\s+){0,6}?(?:blank|empty)"
    r"|\b(?:must|shall|should|has\s+to|needs?\s+to)\s+(?:always\s+)?(?:be\s+)?(?:filled(?:\s+in)?|provided|entered|given|present"
    r"|populated(?!\s+with))\b|\bmust\s+have\s+a\s+value\b|\b(?:is|are)\s+to\s+be\s+populated\b"
    r"|^(?:(?:no|reject)\s+)?(?:blank|empty)\s*(?:values?|entries)?\s+(?:(?:is|are)\s+not\s+(?:allowed|accepted|permitted)"
    r"|(?-i:NG))|\bno\s+(?:blank|empty)\s+values?\b"
    # "6 digits (blank codes are not allowed)", "(blank for new items is not allowed)"
    r"|(?:^|[(;,]\s*)(?:no\s+)?(?:blank|empty)\b(?!\s+(?:lines?|spaces?|characters?))(?:\s+[\w-]+){0,4}?\s+(?:is|are)\s+not"
    r"\s+(?:allowed|accepted|permitted)|\b(?:empty|blank)\s+(?-i:NG)\b|\b(?:reject|refuse)\s+blanks?\b"
    # 「必須」 of the field: at the end, before a stop or a next condition, or 「必須項目」, 「入力必須」
    r"|(?<![A-Za-z0-9@:/.])(?<!ドメイン)(?<!形式)(?<!桁数)(?<!文字数)必須(?:項目|入力)?"
    r"(?:です|とする|とします|とし|であること|にしましょう|にしてください|にする|にします)?"
    r"(?=\s*(?:[。、,;:)\uff09(\uff08]|$|で(?!は)|、))|入力必須|必ず(?:入力|記入|ご記入|ご入力)"
    r"|(?:空欄|空白|未入力|ブランク|空)\s*(?:で(?:の)?(?:登録|入力|保存)?)?\s*(?:は|の)?\s*(?:不可|禁止|(?-i:NG)"
    r"|エラー(?!\s*(?:に|と)?\s*(?:は|も)?\s*(?:しない|しません|ならない|なりません))|できません|できない"
    r"|しない(?:で|こと)|ナシ|なし|無し)|空(?:欄)?のまま(?:で)?(?:は)?(?:登録|保存|入力)"
    r"|未選択\s*(?:は)?\s*(?:不可|禁止|(?-i:NG))|空であってはな(?:らない|りません)"
    r"|null\s*(?:は)?\s*(?:不可|禁止|(?-i:NG))"
    r"|空欄(?:の場合|なら|のとき)(?:は)?\s*(?:エラー|不可|登録できない|保存できない)",
    NOCASE,
)
# a demand waived, or made a condition: "not required", 「必須ではありません」, 「条件付き必須」,
# "Required: No"
_NOT_DEMANDED = rx.compile(
    r"\b(?:not|never|no\s+longer|isn't|aren't)\s+(?:required|mandatory|compulsory)\b|\brequired\s*[:?]\s*no\b"
    r"|必須(?:で|じゃ)(?:は)?(?:ない|ありません|ないです)|非必須|必須としない|条件付き必須|(?:の場合|のとき|なら)(?:は)?必須"
    r"|必須\s*(?:→|:|=|は)?\s*(?:[\u00d7\u2715\u2716]|なし|無し|無(?![\u4e00-\u9fff])|いいえ|no\b|-(?!\S))"
    r"|(?:^|[:(\uff08、。]\s*)任意(?:項目|入力)?(?:です)?\s*(?:[。、)\uff09]|$)|\(\s*optional\s*\)|^optional\b"
    r"|\b(?:if|when|where)\s+(?:populated|not\s+(?:null|blank|empty)|filled|given|entered|provided)\b"
    r"|\brequired\s+(?:if|when|where|unless|only)\b|\bwhere\s+applicable\b"
    r"|\beither\b[^.;]{0,40}\bor\b[^.;]{0,40}\brequired\b"
    r"|いずれか(?:は|が)?必須|禁止(?:されて)?(?:いない|いません|しない|しません)|https?\s*(?:が|は)?\s*必須",
    NOCASE,
)


# the words without which no sentence demands a value (before or after normalising it): most sentences
# have none, and are not normalised a second time to look
_DEMAND_WORDS = rx.compile(
    r"必須|必ず|マスト|空|未入力|未選択|ブランク|null|empty|emtpy|blank|requir|req|mandatory|compulsory|obligatory|optional"
    r"|fill|provided|entered|given|present|populated|value|<>|!=",
    NOCASE,
)


def may_demand(text: str) -> bool:
    """Whether a sentence has a word a demand of a value is said with (a cheap test before `demanded`)."""
    return _DEMAND_WORDS.search(text) is not None


def demanded(text: str) -> bool:
    """Whether a sentence demands a value of the field ('Email is required', 「必須」), not of a part, in a
    name or under a condition, and not waived."""
    return _DEMANDED.search(text) is not None and _NOT_DEMANDED.search(text) is None


def not_empty(ctx: Description) -> Rule | None:
    """Understands 'must not be empty', 'required', '必須', '空欄不可'."""
    return NotEmptyRule() if rx.search(_NOT_EMPTY, ctx.text, NOCASE) else None
