"""Reads numeric and date bounds from a sentence and turns them into counts."""

from __future__ import annotations

from dataclasses import dataclass

from mdm.ai.engine import rx
from mdm.ai.engine.fragments import DATE, NOCASE, NUM, UNIT, blank_out, to_number


@dataclass
class Bounds:
    """Numeric or date bounds read from a sentence."""

    low: int | float | str | None = None
    high: int | float | str | None = None
    low_excl: bool = False
    high_excl: bool = False
    exact: int | float | str | None = None

    def empty(self) -> bool:
        """Tells whether nothing was found."""
        return self.low is None and self.high is None and self.exact is None

    def is_date(self) -> bool:
        """Tells whether the bounds are ISO dates."""
        return any(isinstance(v, str) for v in (self.low, self.high, self.exact))


_V = rf"(?:(?<![A-Za-z])(?-i:DATE[a-z])(?![A-Za-z])|{NUM})"  # the placeholder, not the word "Dates"


def _slot(name: str) -> str:
    """Builds a capture group for a value with an optional unit."""
    return rf"(?P<{name}>{_V})(?:\s*+-?\s*+{UNIT})?"


def _compile(pattern: str) -> rx.Guarded:
    """Expands {A}, {B}, {N} placeholders and compiles case-insensitively."""
    return rx.compile(pattern.format(A=_slot("a"), B=_slot("b"), N=_slot("n")), NOCASE)


_TWO_SIDED = [
    _compile(p)
    for p in (
        r"between\s+{A}\s+(?:and|to|-)\s+{B}",
        r"from\s+{A}\s+(?:up\s+to\s+and\s+including|to|through|until|up\s+to|-)\s+{B}",
        r"{A}\s*から\s*{B}\s*(?:まで|の間|の範囲)?",
        r"{A}\s*(?:-|~|to|through|\.\.)\s*{B}",
    )
]
_SIGNS = [
    (rx.compile(p, NOCASE), side, excl)
    for p, side, excl in (
        (
            # "no minus", "minus values are not allowed": a steward's word for the sign
            r"non[- ]?negative|(?:not|n't|never)\s+(?:be\s+)?(?:an?\s+)?(?:negative|minus\b)"
            r"|no\s+(?:negative|minus\b)"
            r"|(?:negative|minus)\s+(?:values?|numbers?|amounts?|quantities|prices?|figures?)?\s*(?:are|is)\s+"
            r"(?:not\s+(?:allowed|permitted|accepted|valid)|forbidden|prohibited|disallowed|rejected)"
            r"|(?<![\d.])0\s+or\s+(?:more|greater|positive|above|higher)|非負"
            r"|(?:負|マイナス)(?:の)?(?:数|値)?(?:\s*(?:と|や|、)[^、。]{1,12}?)?(?:は|を)?(?:不可|禁止|NG|エラー(?!(?:扱い)?(?:に|と)?は?(?:なら|し|せ)(?:な|ず|ませ)|では|じゃ)|にならない|入力不可|にできない"
            r"|入力できない|認めない|許可しない|だめ|ダメ|入力しない|入れない|使わない)",
            "min",
            False,
        ),
        (
            r"non[- ]?positive|(?:not|n't)\s+(?:be\s+)?(?:an?\s+)?positive"
            r"|(?<![\d.])0\s+or\s+(?:less|negative|below)",
            "max",
            False,
        ),
        (r"\bpositive|正の(?:数|値|整数)|正数|プラスの(?:数|値)", "min", True),
        (r"\bnegative|負の(?:数|値|整数)|マイナスの(?:数|値)", "max", True),
    )
]
_LT = r"(?:less|fewer|lower|smaller|shorter|earlier|younger)"
_GT = r"(?:more|greater|higher|larger|longer|later|bigger|older)"
_MIN_WORDS = (
    r"at\s+least|a\s+minimum\s+of|min(?:imum)?\.?(?:\s+(?:length|value))?(?:\s+of)?|>=|≥|=>"
    r"|no\s+earlier\s+than|not\s+before|on\s+or\s+after|since|starting\s+(?:at|from|on)|from"
)
_MAX_WORDS = (
    r"at\s+most|a\s+maximum\s+of|max(?:imum)?\.?(?:\s+(?:length|value))?(?:\s+of)?|up\s+to|<=|≤|=<"
    r"|within|no\s+later\s+than|not\s+after|on\s+or\s+before|until|till"
)
# the verb a negated bound may take: "must not be below 5", "is not to fall before 1 March 2019"
_BE = r"(?:(?:be|fall|falls|lie|lies|go|goes|drop|drops|dip|dips)\s+)?"
_ONE_SIDED = [
    (_compile(p), side, excl)
    for p, side, excl in (
        # "must not be 10 or more", "Not on or before 2020", "not at least 5": an inclusive bound refused
        (
            rf"(?:not|n't|never)\s+{_BE}(?:on\s+or\s+before|at\s+most|{_LT}\s+than\s+or\s+equal\s+to)\s+{{N}}",
            "min",
            True,
        ),
        (
            rf"(?:not|n't|never)\s+{_BE}(?:on\s+or\s+after|at\s+least|{_GT}\s+than\s+or\s+equal\s+to)\s+{{N}}",
            "max",
            True,
        ),
        (
            rf"(?:not|n't|never)\s+{_BE}{{N}}\s+or\s+(?:less|fewer|lower|below|under|shorter|smaller|earlier|before"
            r"|younger)",
            "min",
            True,
        ),
        (
            rf"(?:not|n't|never)\s+{_BE}{{N}}\s+or\s+(?:more|greater|higher|above|larger|longer|over|later|after"
            r"|older)",
            "max",
            True,
        ),
        # "from 2.5 up to but not including 10", "up to but excluding 10": the end left out
        # ("up to, but not including, 100": the aside in commas)
        (r"(?:up\s+)?(?:to|until|till)\s*,?\s+but\s+(?:not\s+including|excluding)\s*,?\s*{N}", "max", True),
        (r"(?:up\s+)?(?:to|until|till)\s*,?\s+(?:and\s+)?including\s*,?\s*{N}", "max", False),
        # "nothing longer than 20 characters", "none over 100": refused, as "not"
        (rf"(?:no|not|n't|never|nothing|none)\s+{_BE}{_LT}\s+than\s+{{N}}", "min", False),
        (rf"(?:no|not|n't|never|nothing|none)\s+{_BE}{_GT}\s+than\s+{{N}}", "max", False),
        (rf"(?:not|never|n't|nothing|none)\s+{_BE}(?:below|under|before)\s+{{N}}", "min", False),
        (
            rf"(?:not|never|n't|nothing|none)\s+{_BE}(?:above|over|after|exceed(?:ing)?)\s+{{N}}",
            "max",
            False,
        ),
        (r"{N}\s*(?:を|は)?\s*(?:超えない|超えてはいけない|超えてはならない|上回らない)", "max", False),
        (r"{N}\s*(?:を|は)?\s*(?:下回らない|下回ってはいけない|下回ってはならない)", "min", False),
        (rf"{_GT}\s+than\s+or\s+equal\s+to\s+{{N}}", "min", False),
        (rf"{_LT}\s+than\s+or\s+equal\s+to\s+{{N}}", "max", False),
        (r"{N}\s+or\s+(?:more|greater|higher|above|larger|longer|over|later|after|older)", "min", False),
        (r"{N}\s+(?:and|or)\s+(?:up|above)", "min", False),
        (r"{N}\s+or\s+(?:less|fewer|lower|below|under|shorter|smaller|earlier|before|younger)", "max", False),
        (r"{N}\s+and\s+(?:below|under)", "max", False),
        (r"{N}\s*を\s*上限", "max", False),
        (r"{N}\s*を\s*下限", "min", False),
        (r"{N}\s+(?:max(?:imum)?|at\s+most|tops)\b", "max", False),
        (r"{N}\s+(?:min(?:imum)?|at\s+least)\b", "min", False),
        (r"\bmin(?:imum)?(?:\s+[a-z]+){{1,3}}\s+(?:is|of|:)\s*{N}", "min", False),
        (r"\bmax(?:imum)?(?:\s+[a-z]+){{1,3}}\s+(?:is|of|:)\s*{N}", "max", False),
        (rf"(?:{_MIN_WORDS})\s*(?:is|of|:)?\s*{{N}}", "min", False),
        (rf"(?:{_MAX_WORDS})\s*(?:is|of|:)?\s*{{N}}", "max", False),
        (rf"{_GT}\s+than\s+{{N}}", "min", True),
        (r"(?:above|over|exceeding|exceeds?|after|>)\s*{N}", "min", True),
        (rf"{_LT}\s+than\s+{{N}}", "max", True),
        (r"(?:below|under|before|<)\s*{N}", "max", True),
        (r"(?:exactly|precisely|equal\s+to|equals|=)\s*{N}", "exact", False),
        (r"{N}\s*(?:以上|以降|以後|から)", "min", False),
        (r"{N}\s*(?:以下|以内|以前|まで)", "max", False),
        (r"{N}\s*(?:未満|より(?:小さ|少な|短|前|下|低)|を下回)", "max", True),
        (r"{N}\s*(?:超|より(?:大き|多|長|後|上|高)|を超え|を上回)", "min", True),
        (r"(?:最小|最低|下限)(?:値|文字数|桁数)?\s*(?:は|が|:)?\s*{N}", "min", False),
        (r"(?:最大|最高|上限)(?:値|文字数|桁数)?\s*(?:は|が|:)?\s*{N}", "max", False),
        (r"(?:ちょうど|丁度|ぴったり)\s*{N}", "exact", False),
        (r"{N}\s*(?:ちょうど|丁度|ぴったり)", "exact", False),
    )
]


def _set(bounds: Bounds, side: str, value: int | float | str, excl: bool) -> None:
    """Records one side of the bounds unless it is already known."""
    if side == "min" and bounds.low is None:
        bounds.low, bounds.low_excl = value, excl
    elif side == "max" and bounds.high is None:
        bounds.high, bounds.high_excl = value, excl
    elif side == "exact" and bounds.exact is None:
        bounds.exact = value


def _value(token: str, dates: list[str]) -> int | float | str:
    """Resolves a bound token: a DATEx placeholder or a number."""
    if token.startswith("DATE"):
        return dates[ord(token[4]) - ord("a")]
    return to_number(token)


_ENDS = r"(?:ends?|limits?|bounds?|endpoints?|end\s+values|boundary\s+values|extremes)"
_BOTH_EXCLUSIVE = rx.compile(
    r"\b(?:both\s+)?exclusive\b(?!\s+of)|\bexclusive\s+of\s+both|両端(?:の値)?(?:を|は)?(?:含まない|含めない|除く)"
    rf"|\bstrictly\b|\bnot\s+including\s+(?:either|the)\s+{_ENDS}"
    # "between 50 and 5000, both ends excluded", "the limits are not included", "excluding both ends"
    rf"|\b(?:both(?:\s+{_ENDS})?|the\s+{_ENDS})\s+(?:(?:are|being)\s+)?(?:excluded|not\s+included)\b"
    rf"|\bexcluding\s+both(?:\s+{_ENDS})?\b"
    rf"|\bneither\s+(?:end|limit|bound|endpoint)\s+(?:is\s+)?included\b",
    NOCASE,
)
_ONE_EXCLUSIVE = rx.compile(rf"(?:exclusive\s+of|excluding|not\s+including|but\s+not)\s+({NUM})", NOCASE)


def _exclusive_words(text: str, bounds: Bounds) -> None:
    """Applies 'both exclusive' / 'exclusive of 0' to a two-sided range."""
    if _BOTH_EXCLUSIVE.search(text):
        bounds.low_excl = bounds.high_excl = True
    for match in _ONE_EXCLUSIVE.finditer(text):
        value = to_number(match.group(1))
        bounds.low_excl = bounds.low_excl or value == bounds.low
        bounds.high_excl = bounds.high_excl or value == bounds.high


_REFUSED_BOUND = rx.compile(
    r"(?:以上|以下|未満|超|を超える|より(?:大き|小さ|多|少|高|低)[いく]?)\s*(?:の[^、。]{0,10}?)?\s*(?:は|を)?\s*"
    r"(?:入力|登録|設定|使用)?\s*(?:不可|禁止|NG|しない|できない|認めない|ダメ|だめ)"
)


def refused(bounds: Bounds) -> Bounds:
    """The values a refused one-sided bound leaves: 「50以上は不可」 is less than 50."""
    if bounds.low is not None and bounds.high is None:
        return Bounds(high=bounds.low, high_excl=not bounds.low_excl)
    if bounds.high is not None and bounds.low is None:
        return Bounds(low=bounds.high, low_excl=not bounds.high_excl)
    return bounds


def find_bounds(text: str, *, refusals: bool = True) -> Bounds | None:
    """Reads min/max/exact bounds (numbers or ISO dates) from a sentence; a one-sided bound
    that the sentence refuses (「千円未満は不可」) is turned around unless `refusals` is off."""
    turned = refusals and bool(_REFUSED_BOUND.search(text))
    found = _find_bounds(text)
    return refused(found) if turned and found is not None and found.exact is None else found


def _find_bounds(text: str) -> Bounds | None:
    """Reads min/max/exact bounds as written."""
    dates = rx.findall(DATE, text)[:26]
    for i, iso in enumerate(dates):
        text = text.replace(iso, f"DATE{chr(ord('a') + i)}", 1)
    bounds = Bounds()
    for pattern in _TWO_SIDED:
        if match := pattern.search(text):
            bounds.low, bounds.high = (_value(match.group(g), dates) for g in "ab")
            text = blank_out(text, match)
            _exclusive_words(text, bounds)
            break
    # "must not be negative; refunds may be negative": a sign allowed somewhere is no plain bound
    signed = not rx.search(
        r"\b(?:may|can|could|might|are\s+allowed\s+to|is\s+allowed\s+to)\s+(?:also\s+)?(?:be|go)\s+(?:negative|positive)\b",
        text,
        NOCASE,
    )
    for sign, side, excl in _SIGNS if signed else []:
        if match := sign.search(text):
            _set(bounds, side, 0, excl)
            text = blank_out(text, match)
    for one, side, excl in _ONE_SIDED:
        while match := one.search(text):
            _set(bounds, side, _value(match.group("n"), dates), excl)
            text = blank_out(text, match)
    return None if bounds.empty() else bounds


def quantifier(bounds: Bounds) -> str | None:
    """Turns integer bounds into a regex quantifier such as {4} or {2,5}."""
    low, high = int_bounds(bounds)
    if low is None and high is None:
        return None
    if low == high:
        return f"{{{low}}}"
    return f"{{{low or 0},{'' if high is None else high}}}"


def count_words(bounds: Bounds) -> str:
    """Phrases a count for a message ('4', 'at most 8', '2 to 5')."""
    low, high = int_bounds(bounds)
    if low == high:
        return str(low)
    if low is not None and high is not None:
        return f"{low} to {high}"
    return f"at least {low}" if low is not None else f"at most {high}"


def int_bounds(bounds: Bounds) -> tuple[int | None, int | None]:
    """Converts bounds to inclusive integer counts (exclusive ends shifted by one)."""
    if isinstance(bounds.exact, int):
        return bounds.exact, bounds.exact
    low = bounds.low if isinstance(bounds.low, int) else None
    high = bounds.high if isinstance(bounds.high, int) else None
    if low is not None and bounds.low_excl:
        low += 1
    if high is not None and bounds.high_excl:
        high -= 1
    return low, high
