"""Tests for the composite, date, calendar, domain, check-digit and class rule kinds."""

# ruff: noqa: RUF001, E501

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from mdm.rules import (
    FIELD_TYPES,
    RULE_KINDS,
    RuleError,
    age_on,
    check_rule,
    describe_rule,
    failure_message,
    parse_rule,
    parse_rules,
    rule_fits_type,
    rule_to_dict,
    shift,
)

TODAY = date(2024, 2, 29)  # a leap day: month and year arithmetic clamps here

# (rule, values that pass, values that fail), judged on TODAY
CHECKS: list[tuple[dict[str, Any], list[object], list[object]]] = [
    ({"kind": "all_of", "rules": [{"kind": "multiple_of", "value": 5}, {"kind": "range", "min": 50, "max": 500}]},
     [50, 55, 500], [45, 52, 505, 0]),
    ({"kind": "all_of", "rules": [{"kind": "decimals", "max": 3}, {"kind": "range", "min": 0, "min_exclusive": True}]},
     [0.001, 12.5], [0, -1, 1.2345]),
    ({"kind": "any_of", "rules": [{"kind": "pattern", "pattern": "[0-9]{10}"}, {"kind": "pattern", "pattern": "[0-9]{11}"}]},
     ["0312345678", "09012345678"], ["031234567", "090123456789", ""]),
    ({"kind": "not", "rule": {"kind": "prefix", "value": "0"}}, ["123", "", "a0"], ["0123", "0"]),
    ({"kind": "multiple_of", "value": 1, "offset": 0.99}, [4.99, 0.99, 19.99, -1.99], [5.0, 4.95, 4.999, -1.01, 1e300]),
    ({"kind": "multiple_of", "value": 10, "offset": 8}, [8, 1998, -8], [10, 1990, 9, -2]),
    ({"kind": "multiple_of", "value": 3, "offset": 1}, [1, 4, -2], [2, -1, -4]),
    ({"kind": "multiple_of", "value": 5}, [1e300, 10, -15], [11, 0.5, 1e-300]),
    ({"kind": "not", "rule": {"kind": "one_of", "values": ["N/A", "TBD"], "case_sensitive": False}},
     ["ACME", "NA"], ["N/A", "tbd"]),
    ({"kind": "not", "rule": {"kind": "all_of", "rules": [{"kind": "prefix", "value": "X"}, {"kind": "suffix", "value": "Y"}]}},
     ["XA", "AY"], ["XY", "XaY"]),
    ({"kind": "domain", "domains": ["example.co.jp"]}, ["taro@example.co.jp", "a@EXAMPLE.CO.JP"],
     ["taro@mail.example.co.jp", "taro@example.com", "taro@", "no-at-sign"]),
    ({"kind": "domain", "domains": ["gmail.com", "yahoo.co.jp"], "exclude": True},
     ["a@example.com"], ["a@gmail.com", "b@Yahoo.co.jp"]),
    ({"kind": "domain", "domains": ["example.com"], "subdomains": True},
     ["https://example.com/a", "https://www.example.com", "ken@sales.example.com"],
     ["https://example.com.evil.io/", "https://notexample.com", "https://"]),
    ({"kind": "scheme", "schemes": ["https"]}, ["https://a.jp", "HTTPS://a.jp"], ["http://a.jp", "a.jp", ""]),
    ({"kind": "date_window", "unit": "days", "min": 0, "max": 90},
     ["2024-02-29", "2024-05-29", "2024-03-01T10:00:00Z"], ["2024-02-28", "2024-05-30", "soon"]),
    ({"kind": "date_window", "unit": "months", "min": -1, "max": 0}, ["2024-01-29", "2024-02-29"],
     ["2024-01-28", "2024-03-01"]),
    ({"kind": "date_window", "unit": "years", "max": -18}, ["2006-02-28", "2000-01-01"], ["2006-03-01"]),
    ({"kind": "age", "min": 18}, ["2006-02-28", "1950-06-01"], ["2006-03-01", "2030-01-01", "x"]),
    ({"kind": "age", "min": 18, "max": 65}, ["1960-01-01"], ["1958-02-28", "2010-01-01"]),
    ({"kind": "day_of_month", "days": [1]}, ["2024-03-01", "2024-03-01T00:00:00Z"], ["2024-03-02", "2024-02-29"]),
    ({"kind": "day_of_month", "last": True}, ["2024-02-29", "2023-02-28", "2024-04-30"], ["2024-02-28", "2024-04-29"]),
    ({"kind": "weekday", "days": ["mon", "tue", "wed", "thu", "fri"]}, ["2024-02-29", "2024-03-04"],
     ["2024-03-02", "2024-03-03"]),
    ({"kind": "check_digit", "algorithm": "gs1"},
     ["4901234567894", "49012347", "012345678905", "14901234567891", 4901234567894],
     ["4901234567895", "490123456789", "４９０１２３４５６７８９４", "", "49012345678a"]),
    ({"kind": "check_digit", "algorithm": "gs1", "lengths": [13]}, ["4901234567894"], ["49012347"]),
    ({"kind": "check_digit", "algorithm": "jp_corporate"}, ["7000012050002", "4010001008847"],
     ["7000012050003", "700001205000", "T7000012050002"]),
    # an invoice registration number: "T" and a valid corporate number, written as stored
    ({"kind": "check_digit", "algorithm": "jp_invoice"}, ["T7000012050002", "T4010001008847"],
     ["T7000012050003", "7000012050002", "t7000012050002", "T 7000012050002", "T-7000012050002",
      "Ｔ7000012050002", "T700001205000", ""]),
    ({"kind": "check_digit", "algorithm": "luhn"}, ["4111111111111111", "79927398713"],
     ["4111111111111112", "7992739871a", ""]),
    # standard numbers as stored: no separators, capitals (a printed form is refused)
    ({"kind": "check_digit", "algorithm": "isbn10"}, ["4431101853", "080442957X", "0306406152"],
     ["0306406153", "080442957x", "4-431-10185-3", "9784431101854", "", 4431101853.0]),
    ({"kind": "check_digit", "algorithm": "iban"}, ["DE89370400440532013000", "GB82WEST12345698765432"],
     ["DE88370400440532013000", "DE89 3704 0044 0532 0130 00", "de89370400440532013000", "ＤＥ89370400440532013000"]),
    ({"kind": "check_digit", "algorithm": "iso6346"}, ["CSQU3054383", "MSKU7654328"],
     ["CSQU3054384", "csqu3054383", "CSQU 305438 3", "CSQU305438"]),
    ({"kind": "check_digit", "algorithm": "imo"}, ["9074729", "9321483", 9074729],
     ["9074720", "IMO 9074729", "907472", "９０７４７２９"]),
    ({"kind": "contains_class", "class": "upper", "min": 1}, ["aB", "ABC"], ["abc", "ａＢ", ""]),
    ({"kind": "contains_class", "class": "digits", "max": 0}, ["abc", "", "ab１"], ["a1"]),
    ({"kind": "contains_class", "class": "fullwidth", "min": 1, "max": 2}, ["aあ", "aあい"], ["abc", "あいう"]),
    # the long-vowel mark belongs to words of both kana and is counted as neither
    ({"kind": "contains_class", "class": "hiragana", "max": 0}, ["シャンプー", "ー"], ["らーめん"]),
    ({"kind": "contains_class", "class": "katakana", "min": 1}, ["シャンプー"], ["らーめん", "ー"]),
    ({"kind": "date_string"}, ["2024-02-29", "2023-12-31"], ["2023-02-29", "2024-13-01", "2024-1-01", "２０２４-０１-０１", ""]),
    ({"kind": "date_string", "format": "YYYYMMDD"}, ["20240229"], ["20230229", "2024-02-29"]),
    ({"kind": "date_string", "format": "DD/MM/YYYY"}, ["29/02/2024", "31/12/2023"], ["29/02/2023", "12/31/2023"]),
    ({"kind": "date_string", "format": "MM/DD/YYYY"}, ["02/29/2024", "12/31/2023"], ["31/12/2023", "2/29/2024"]),
    ({"kind": "date_string", "format": "DD.MM.YYYY"}, ["29.02.2024"], ["29-02-2024", "30.02.2024"]),
    ({"kind": "one_of", "values": [True]}, [True], [False, 1, "true"]),
    ({"kind": "one_of", "values": [1, "1"]}, [1, "1"], [True, 2]),
    ({"kind": "year_window", "max": 0}, [2024, 1990, 2024.0], [2025, 2024.5, True, "2024"]),
    ({"kind": "year_window", "min": -1, "max": 1}, [2023, 2024, 2025], [2022, 2026]),
    ({"kind": "check_digit", "algorithm": "jp_individual"}, ["123456789018", 123456789018],
     ["123456789012", "1234-5678-9018", "12345678901", "１２３４５６７８９０１８"]),
    ({"kind": "time_of_day", "min": "09:00", "max": "17:00", "utc_offset": "+09:00"},
     ["2026-03-02T09:00:00+09:00", "2026-03-02T17:00:00+09:00", "2026-03-02T00:00:00Z", "2026-03-02T08:00:00"],
     ["2026-03-02T08:59:59+09:00", "2026-03-02T17:00:01+09:00", "2026-03-02T08:01:00Z", "2026-03-02", "noon"]),
    ({"kind": "time_of_day", "min": "22:00", "max": "06:00", "max_exclusive": True, "utc_offset": "+00:00"},
     ["2026-03-02T22:00:00Z", "2026-03-02T23:59:59Z", "2026-03-03T05:59:59Z", "2026-03-03T00:00:00+01:00"],
     ["2026-03-02T06:00:00Z", "2026-03-02T12:00:00Z", "2026-03-02T21:59:59Z", "2026-03-02T22:30:00+01:00"]),
    ({"kind": "time_of_day", "min": "09:00", "max": "17:00"},
     ["2026-03-02T09:00:00+09:00", "2026-03-02T17:00:00-05:00", "2026-03-02T12:00:00", "9999-12-31T10:00:00Z"],
     ["2026-03-02T08:59:00+09:00", "2026-03-02T00:00:00Z", "2026-03-02T17:00:00.1Z"]),
    # the days on the time's own clock: Monday 08:30 in Tokyo is Sunday in UTC
    ({"kind": "time_of_day", "min": "08:00", "max": "17:00", "utc_offset": "+09:00", "days": ["mon", "tue", "wed", "thu", "fri"]},
     ["2026-03-01T23:30:00Z", "2026-03-02T08:30:00+09:00", "2026-03-06T16:00:00+09:00"],
     ["2026-03-06T23:30:00Z", "2026-03-07T08:30:00+09:00", "2026-03-02T07:59:00+09:00"]),
    ({"kind": "time_of_day", "step_minutes": 15, "utc_offset": "+05:30"},
     ["2026-03-02T10:15:00+05:30", "2026-03-02T04:45:00Z", "2026-03-02T00:00:00+05:30"],
     ["2026-03-02T10:20:00Z", "2026-03-02T10:16:00+05:30", "2026-03-02T10:15:30+05:30", "2026-03-02T10:15:00.5+05:30"]),
]  # fmt: skip


@pytest.mark.parametrize(("raw", "good", "bad"), CHECKS, ids=[str(c[0])[:60] for c in CHECKS])
def test_check(raw: dict[str, Any], good: list[object], bad: list[object]) -> None:
    rule = parse_rule(raw)
    for value in good:
        assert check_rule(rule, value, today=TODAY) is None, value
    for value in bad:
        assert check_rule(rule, value, today=TODAY) is not None, value


def test_every_new_kind_is_covered() -> None:
    covered = {c[0]["kind"] for c in CHECKS}
    assert covered >= set(RULE_KINDS[RULE_KINDS.index("all_of") :])


def test_every_kind_describes_itself_in_english_and_japanese() -> None:
    for raw, _, _ in CHECKS:
        rule = parse_rule(raw)
        english, japanese = describe_rule(rule), describe_rule(rule, "ja")
        assert english.startswith("The value must ")
        assert english.endswith(".")
        assert japanese.startswith("値は")
        assert japanese.endswith("必要があります。")


@pytest.mark.parametrize(
    ("raw", "english", "japanese"),
    [
        ({"kind": "all_of", "rules": [{"kind": "multiple_of", "value": 5}, {"kind": "range", "min": 50, "max": 500}]},
         "must be a multiple of 5 and be between 50 and 500", "5の倍数であり、かつ50以上500以下である"),
        ({"kind": "not", "rule": {"kind": "prefix", "value": "0"}}, 'must not start with "0"', "「0」で始まらない"),
        ({"kind": "multiple_of", "value": 1, "offset": 0.99}, "must end in .99", "末尾が.99である"),
        ({"kind": "multiple_of", "value": 3, "offset": 1}, "must be 1 more than a multiple of 3",
         "3の倍数に1を足した値である"),
        ({"kind": "domain", "domains": ["gmail.com"], "exclude": True}, "must not be on gmail.com",
         "gmail.com以外のドメインである"),
        ({"kind": "scheme", "schemes": ["https"]}, "must use the scheme https", "スキームがhttpsである"),
        ({"kind": "date_window", "min": 0, "max": 90}, "must be between today and 90 days from now",
         "今日から90日後までの日付である"),
        ({"kind": "age", "min": 18}, "must be a birth date of someone at least 18 years old",
         "満18歳以上となる生年月日である"),
        ({"kind": "day_of_month", "days": [1]}, "must fall on day 1 of a month", "1日のいずれかである"),
        ({"kind": "weekday", "days": ["mon", "tue", "wed", "thu", "fri"]},
         "must fall on a weekday (Monday to Friday)", "平日（月〜金）である"),
        ({"kind": "check_digit", "algorithm": "jp_corporate"},
         "must be a 13-digit Japanese corporate number with a valid check digit",
         "チェックデジットの正しい13桁の法人番号である"),
        ({"kind": "check_digit", "algorithm": "jp_invoice"},
         "must be a Japanese invoice registration number (T and a 13-digit corporate number) with a valid check digit",
         "チェックデジットの正しい適格請求書発行事業者登録番号（T＋13桁の法人番号）である"),
        ({"kind": "check_digit", "algorithm": "iso6346"},
         "must be an ISO 6346 container number with a valid check digit",
         "チェックデジットの正しいISO 6346のコンテナ番号である"),
        ({"kind": "contains_class", "class": "digits", "max": 0}, "must not contain digits (0-9)", "半角数字を含まない"),
        ({"kind": "date_string"}, "must be a real calendar date written as YYYY-MM-DD",
         "YYYY-MM-DD形式の実在する日付である"),
        ({"kind": "one_of", "values": [True]}, "must be true", "trueである"),
        ({"kind": "year_window", "max": 0}, "must be a year no later than the current year", "今年以前の年である"),
        ({"kind": "time_of_day", "min": "09:00", "max": "17:00", "utc_offset": "+09:00"},
         "must be at a time from 09:00 to 17:00 (UTC+09:00)", "09:00〜17:00（UTC+09:00）の時刻である"),
        ({"kind": "time_of_day", "min": "08:30", "max_exclusive": True, "max": "18:00", "step_minutes": 60},
         "must be at a time at or after 08:30 and before 18:00, on the hour",
         "08:30以降、かつ18:00より前の正時（毎時0分）の時刻である"),
        ({"kind": "time_of_day", "min": "10:00", "max": "14:00", "days": ["sat"]},
         "must be at a time from 10:00 to 14:00 on a Saturday", "土曜日の10:00〜14:00の時刻である"),
        ({"kind": "check_digit", "algorithm": "jp_individual"},
         "must be a 12-digit Japanese individual number (My Number) with a valid check digit",
         "チェックデジットの正しい12桁の個人番号（マイナンバー）である"),
        ({"kind": "year_window", "min": -5, "max": 1},
         "must be a year from 5 years before the current year to next year", "今年の5年前から来年までの年である"),
    ],
)  # fmt: skip
def test_messages(raw: dict[str, Any], english: str, japanese: str) -> None:
    rule = parse_rule(raw)
    assert failure_message(rule) == english
    assert describe_rule(rule, "ja") == f"値は{japanese}必要があります。"


def test_all_of_reports_the_failing_part() -> None:
    rule = parse_rule(
        {"kind": "all_of", "rules": [{"kind": "multiple_of", "value": 5}, {"kind": "range", "max": 9}]}
    )
    assert check_rule(rule, 10) == "must be at most 9"
    assert check_rule(rule, 3) == "must be a multiple of 5"


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ({"kind": "all_of", "rules": []}, "at least 1 item"),
        ({"kind": "any_of", "rules": [{"kind": "email"}]}, "at least 2 items"),
        ({"kind": "all_of", "rules": [{"kind": "length"}]}, "give min, max or exact"),
        ({"kind": "not"}, "rule: Field required"),
        ({"kind": "not", "rule": {"kind": "telepathy"}}, "does not match any of the expected tags"),
        ({"kind": "domain", "domains": ["not a domain"]}, "is not a domain name"),
        ({"kind": "domain", "domains": []}, "at least 1 item"),
        ({"kind": "scheme", "schemes": ["ht tp"]}, "is not a URL scheme"),
        ({"kind": "date_window"}, "give min, max or both"),
        ({"kind": "date_window", "min": 5, "max": 1}, "min must not be greater than max"),
        ({"kind": "date_window", "max": 3, "unit": "weeks"}, "unit"),
        ({"kind": "age"}, "give min, max or both"),
        ({"kind": "age", "min": -1}, "greater than or equal to 0"),
        ({"kind": "multiple_of", "value": 1, "offset": 1.5}, "offset must be at least 0 and less than value"),
        ({"kind": "day_of_month", "days": [32]}, "less than or equal to 31"),
        ({"kind": "day_of_month"}, "give days"),
        ({"kind": "weekday", "days": ["monday"]}, "days.0"),
        ({"kind": "check_digit", "algorithm": "crc"}, "algorithm"),
        ({"kind": "check_digit", "algorithm": "gs1", "lengths": [10]}, "8, 12, 13, 14, 17 or 18"),
        ({"kind": "check_digit", "algorithm": "iban", "lengths": [22]}, "leave out lengths"),
        ({"kind": "contains_class", "class": "upper"}, "give min"),
        ({"kind": "contains_class", "class": "emoji", "min": 1}, "class"),
        ({"kind": "date_string", "format": "DD-MM-YY"}, "format"),
        ({"kind": "time_of_day"}, "give min, max"),
        ({"kind": "time_of_day", "min": "9:00"}, "min"),
        ({"kind": "time_of_day", "max": "24:00"}, "max"),
        ({"kind": "time_of_day", "min": "09:00", "utc_offset": "JST"}, "utc_offset"),
        ({"kind": "time_of_day", "step_minutes": 7}, "divide a day"),
        ({"kind": "time_of_day", "min": "09:00", "days": []}, "days"),
        ({"kind": "time_of_day", "min": "09:00", "max": "09:00", "max_exclusive": True}, "no time"),
        ({"kind": "check_digit", "algorithm": "jp_individual", "lengths": [12]}, "leave out lengths"),
    ],
)
def test_bad_shapes_are_rejected(raw: dict[str, Any], fragment: str) -> None:
    with pytest.raises(RuleError, match=r"^rules\[0\]") as info:
        parse_rules([raw])
    assert fragment in str(info.value)


def test_nested_rules_round_trip() -> None:
    raw = {"kind": "all_of", "rules": [
        {"kind": "not", "rule": {"kind": "contains_class", "class": "digits", "min": 1}},
        {"kind": "any_of", "rules": [{"kind": "prefix", "value": "A", "case_sensitive": True},
                                     {"kind": "domain", "domains": ["a.jp"], "exclude": False, "subdomains": False}]},
    ], "message": "bad code"}  # fmt: skip
    assert rule_to_dict(parse_rule(raw)) == raw


@pytest.mark.parametrize(
    ("raw", "fits"),
    [
        ({"kind": "domain", "domains": ["a.jp"]}, {"string", "text", "email", "url"}),
        ({"kind": "scheme", "schemes": ["https"]}, {"string", "text", "url"}),
        ({"kind": "age", "min": 18}, {"date", "datetime"}),
        ({"kind": "weekday", "days": ["mon"]}, {"date", "datetime"}),
        ({"kind": "time_of_day", "min": "09:00"}, {"datetime"}),
        ({"kind": "check_digit", "algorithm": "gs1"}, {"string", "text", "email", "url", "enum", "reference", "integer"}),
        ({"kind": "check_digit", "algorithm": "imo"}, {"string", "text", "email", "url", "enum", "reference", "integer"}),
        ({"kind": "check_digit", "algorithm": "iban"}, {"string", "text", "email", "url", "enum", "reference"}),
        ({"kind": "all_of", "rules": [{"kind": "multiple_of", "value": 5}, {"kind": "range", "min": 1}]}, {"integer", "number"}),
        ({"kind": "not", "rule": {"kind": "email"}}, {"string", "text", "email"}),
        ({"kind": "one_of", "values": [False]}, {"boolean"}),
    ],
)  # fmt: skip
def test_type_fit(raw: dict[str, Any], fits: set[str]) -> None:
    rule = parse_rule(raw)
    assert {t for t in FIELD_TYPES if rule_fits_type(rule, t)} == fits


@pytest.mark.parametrize(
    ("day", "amount", "unit", "expected"),
    [
        (date(2024, 1, 31), 1, "months", date(2024, 2, 29)),
        (date(2024, 2, 29), 1, "years", date(2025, 2, 28)),
        (date(2024, 2, 29), -12, "months", date(2023, 2, 28)),
        (date(2024, 3, 1), -1, "days", date(2024, 2, 29)),
    ],
)
def test_shift(day: date, amount: int, unit: str, expected: date) -> None:
    assert shift(day, amount, unit) == expected


def test_age_of_a_leap_day_birth() -> None:
    assert age_on(date(2004, 2, 29), date(2022, 2, 28)) == 17
    assert age_on(date(2004, 2, 29), date(2022, 3, 1)) == 18
