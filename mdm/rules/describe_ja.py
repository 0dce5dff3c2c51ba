"""Describing rules in Japanese: the phrase each rule kind demands."""

# ruff: noqa: RUF001

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mdm.rules.models import (
    AgeRule,
    AnyOfRule,
    CharsetRule,
    CheckDigitRule,
    ContainsClassRule,
    DateWindowRule,
    DayOfMonthRule,
    LengthRule,
    MultipleOfRule,
    OneOfRule,
    RangeRule,
    Rule,
    TimeOfDayRule,
    YearWindowRule,
)


def _multiple_ja(rule: MultipleOfRule) -> str:
    """「5の倍数である」, and 「末尾が.99である」 for a step of a power of ten with an offset."""
    if (ending := rule.ending()) is not None:
        return f"末尾が{ending}である"
    if rule.offset:
        return f"{_num(rule.value)}の倍数に{_num(rule.offset)}を足した値である"
    return f"{_num(rule.value)}の倍数である"


CLASS_NAMES_JA: dict[str, str] = {
    "digits": "半角数字",
    "letters": "文字（英字・かな・漢字など）",
    "ascii_letters": "半角英字",
    "upper": "半角英大文字",
    "lower": "半角英小文字",
    "alphanumeric": "半角英数字",
    "ascii": "半角英数記号",
    "halfwidth": "半角文字",
    "fullwidth": "全角文字",
    "hiragana": "ひらがな",
    "katakana": "全角カタカナ",
    "halfwidth_katakana": "半角カタカナ",
    "kanji": "漢字",
    "space": "空白",
    "symbol": "記号",
}
_DAY_JA = {"mon": "月", "tue": "火", "wed": "水", "thu": "木", "fri": "金", "sat": "土", "sun": "日"}
_UNIT_JA = {"days": "日", "months": "か月", "years": "年"}


def _num(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _q(text: object) -> str:
    return f"「{text}」"


def _bounds(low: object, high: object, low_word: str, high_word: str, unit: str = "") -> str:
    parts = []
    if low is not None:
        parts.append(f"{_num(low)}{unit}{low_word}")
    if high is not None:
        parts.append(f"{_num(high)}{unit}{high_word}")
    return "".join(parts)


def _length(rule: LengthRule) -> str:
    if rule.exact == 0 or (rule.max == 0 and not rule.min):
        return "空である"
    if rule.exact is not None:
        return f"{rule.exact}文字である"
    return _bounds(rule.min, rule.max, "以上", "以下", "文字") + "である"


def _range(rule: RangeRule) -> str:
    if rule.is_date:
        low = "より後" if rule.min_exclusive else "以降"
        high = "より前" if rule.max_exclusive else "以前"
    else:
        low = "超" if rule.min_exclusive else "以上"
        high = "未満" if rule.max_exclusive else "以下"
    return _bounds(rule.min, rule.max, low, high) + "である"


def _one_of(rule: OneOfRule) -> str:
    if all(isinstance(v, bool) for v in rule.values):
        return "・".join(_num(v) for v in rule.values) + "である"
    text = "・".join(_q(v) for v in rule.values) + "のいずれかである"
    return text if rule.case_sensitive else "大文字・小文字を区別せず" + text


def _charset(rule: CharsetRule) -> str:
    names = [CLASS_NAMES_JA[c] for c in rule.allowed] + ([_q(rule.extra)] if rule.extra else [])
    text = "・".join(names) + "のみで構成される"
    if rule.min_length is not None or rule.max_length is not None:
        length = _bounds(rule.min_length, rule.max_length, "以上", "以下", "文字")
        text = f"{length}で、{text}"
    return text


def _offset(amount: int, unit: str) -> str:
    if amount == 0:
        return "今日"
    return f"{abs(amount)}{_UNIT_JA[unit]}{'後' if amount > 0 else '前'}"


def _date_window(rule: DateWindowRule) -> str:
    low = None if rule.min is None else _offset(rule.min, rule.unit)
    high = None if rule.max is None else _offset(rule.max, rule.unit)
    if low and high:
        return f"{low}から{high}までの日付である"
    return f"{low}以降の日付である" if low else f"{high}以前の日付である"


def _year_ja(offset: int) -> str:
    """Names a year relative to this one: 今年, 来年, 今年の2年前."""
    named = {0: "今年", 1: "来年", -1: "昨年"}
    return named.get(offset) or f"今年の{abs(offset)}年{'後' if offset > 0 else '前'}"


def _year_window(rule: YearWindowRule) -> str:
    low = None if rule.min is None else _year_ja(rule.min)
    high = None if rule.max is None else _year_ja(rule.max)
    if low and high:
        return f"{low}から{high}までの年である" if low != high else f"{low}の年である"
    return f"{low}以降の年である" if low else f"{high}以前の年である"


def _age(rule: AgeRule) -> str:
    return "満" + _bounds(rule.min, rule.max, "歳以上", "歳以下") + "となる生年月日である"


def _day_of_month(rule: DayOfMonthRule) -> str:
    days = [f"{d}日" for d in rule.days] + (["月末日"] if rule.last else [])
    return "・".join(days) + "のいずれかである"


def _weekday(rule: Any) -> str:
    if set(rule.days) == {"mon", "tue", "wed", "thu", "fri"}:
        return "平日（月〜金）である"
    return "・".join(f"{_DAY_JA[d]}曜日" for d in rule.days) + "のいずれかである"


def _check_digit(rule: CheckDigitRule) -> str:
    name = {"gs1": "GS1（JAN/EAN/GTIN）コード", "luhn": "Luhnチェックの通る番号",
            "jp_corporate": "13桁の法人番号", "isbn10": "10桁のISBN（末尾はXも可）",
            "jp_invoice": "適格請求書発行事業者登録番号（T＋13桁の法人番号）",
            "iban": "IBAN（空白なし）", "iso6346": "ISO 6346のコンテナ番号",
            "imo": "7桁のIMO船舶番号",
            "jp_individual": "12桁の個人番号（マイナンバー）"}[rule.algorithm]  # fmt: skip
    lengths = f"（{'・'.join(str(n) for n in rule.lengths)}桁）" if rule.lengths else ""
    return f"チェックデジットの正しい{name}{lengths}である"


def _time_of_day(rule: TimeOfDayRule) -> str:
    zone = (
        None if rule.utc_offset is None else "UTC" if rule.utc_offset == "+00:00" else f"UTC{rule.utc_offset}"
    )
    low = None if rule.min is None else rule.min + ("より後" if rule.min_exclusive else "以降")
    high = None if rule.max is None else rule.max + ("より前" if rule.max_exclusive else "以前")
    if rule.min is not None and rule.max is not None and not (rule.min_exclusive or rule.max_exclusive):
        span = f"{rule.min}〜{rule.max}" + ("（日付をまたぐ）" if rule.min > rule.max else "")
    else:
        span = "、かつ".join(part for part in (low, high) if part)
    step = None
    if rule.step_minutes is not None:
        step = "正時（毎時0分）" if rule.step_minutes == 60 else f"{rule.step_minutes}分単位"
    said = "の".join(part for part in (span, step) if part)
    days = (
        "" if rule.days is None else _weekday(rule).removesuffix("である").removesuffix("のいずれか") + "の"
    )
    return days + f"{said}" + (f"（{zone}）" if zone else "") + "の時刻である"


def _contains_class(rule: ContainsClassRule) -> str:
    name = CLASS_NAMES_JA[rule.char_class]
    if rule.max == 0:
        return f"{name}を含まない"
    return f"{name}を" + _bounds(rule.min, rule.max, "文字以上", "文字以下") + "含む"


def _joined(parts: list[str], word: str) -> str:
    """Joins plain-form phrases: 'Aであり、かつBである'."""
    linked = [p[:-3] + "であり" if p.endswith("である") else p for p in parts[:-1]]
    return f"、{word}".join([*linked, parts[-1]])


def _not(rule: Any) -> str:
    if isinstance(rule.rule, AnyOfRule):  # 「(仮)」で終わらない、かつ「-」で終わらない
        return "、かつ".join(_negated(summary_ja(child)) for child in rule.rule.rules)
    return _negated(summary_ja(rule.rule))


def _negated(inner: str) -> str:
    """Turns a Japanese condition around: 「…で終わる」 -> 「…で終わらない」."""
    for plain, negated in (
        ("である", "ではない"),
        ("含む", "含まない"),
        ("始まる", "始まらない"),
        ("終わる", "終わらない"),
        ("一致する", "一致しない"),
        ("構成される", "構成されない"),
    ):
        if inner.endswith(plain):
            return inner[: -len(plain)] + negated
    return f"「{inner}」を満たさない"  # fmt: skip


_JA: dict[str, Callable[[Any], str]] = {
    "pattern": lambda r: f"正規表現 {r.pattern} に一致する",
    "length": _length,
    "range": _range,
    "one_of": _one_of,
    "prefix": lambda r: f"{_q(r.value)}で始まる",
    "suffix": lambda r: f"{_q(r.value)}で終わる",
    "contains": lambda r: f"{_q(r.value)}を含む",
    "not_contains": lambda r: f"{_q(r.value)}を含まない",
    "charset": _charset,
    "email": lambda r: "正しいメールアドレスである",
    "url": lambda r: "http または https の正しいURLである",
    "date_relative": lambda r: (
        "今日の日付である"
        if r.not_future and r.not_past
        else ("未来の日付ではない" if r.not_future else "過去の日付ではない")
    ),
    "not_empty": lambda r: "空ではない",
    "case": lambda r: "すべて大文字である" if r.case == "upper" else "すべて小文字である",
    "multiple_of": _multiple_ja,
    "decimals": lambda r: "整数である" if r.max == 0 else f"小数点以下{r.max}桁以内である",
    "all_of": lambda r: _joined([summary_ja(c) for c in r.rules], "かつ"),
    "any_of": lambda r: _joined([summary_ja(c) for c in r.rules], "または"),
    "not": _not,
    "domain": lambda r: (
        "・".join(("*." if r.subdomains else "") + d for d in r.domains)
        + ("以外のドメインである" if r.exclude else "のドメインである")
    ),
    "scheme": lambda r: "スキームが" + "・".join(r.schemes) + "である",
    "date_window": _date_window,
    "age": _age,
    "day_of_month": _day_of_month,
    "weekday": _weekday,
    "check_digit": _check_digit,
    "contains_class": _contains_class,
    "date_string": lambda r: f"{r.format}形式の実在する日付である",
    "year_window": _year_window,
    "time_of_day": _time_of_day,
}


def summary_ja(rule: Rule) -> str:
    """Returns the Japanese phrase a rule demands, in plain form ('1以上100以下である')."""
    return _JA[rule.kind](rule)
