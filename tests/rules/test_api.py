"""The new rule kinds through the API: definitions accept and refuse their shapes, writes obey them."""

# ruff: noqa: E501, RUF001

from datetime import UTC, datetime
from typing import Any

import pytest

from tests.factories import define, field
from tests.support import Actor

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"]
THIS_YEAR = datetime.now(UTC).year
CASES: list[tuple[dict[str, Any], list[Any], list[Any]]] = [
    (field("v", "integer", rules=[{"kind": "all_of", "rules": [
        {"kind": "multiple_of", "value": 5}, {"kind": "range", "min": 50, "max": 500}]}]), [50, 500], [45, 505, 52]),
    (field("v", "string", rules=[{"kind": "not", "rule": {"kind": "prefix", "value": "0"}}]), ["120"], ["0120"]),
    (field("v", "email", rules=[{"kind": "domain", "domains": ["example.co.jp"]}]),
     ["taro@example.co.jp"], ["taro@gmail.com"]),
    (field("v", "url", rules=[{"kind": "scheme", "schemes": ["https"]}]), ["https://a.jp"], ["http://a.jp"]),
    (field("v", "date", rules=[{"kind": "age", "min": 18}]), ["1990-02-28"], ["2020-01-01"]),
    (field("v", "date", rules=[{"kind": "weekday", "days": WEEKDAYS}]), ["2024-02-29"], ["2024-03-02"]),
    (field("v", "datetime", rules=[{"kind": "day_of_month", "days": [1]}]),
     ["2024-03-01T09:00:00Z"], ["2024-03-01T09:00:00+10:00"]),
    (field("v", "string", rules=[{"kind": "check_digit", "algorithm": "gs1"}]),
     ["4901234567894"], ["4901234567895", "４９０１２３４５６７８９４"]),
    (field("v", "string", rules=[{"kind": "contains_class", "class": "upper", "min": 1}]), ["aB"], ["ab"]),
    (field("v", "string", rules=[{"kind": "date_string"}]), ["2024-02-29"], ["2023-02-29", "2024-13-01"]),
    (field("v", "string", rules=[{"kind": "not_empty"}]), ["x"], ["", "  "]),
    (field("v", "boolean", rules=[{"kind": "one_of", "values": [True]}]), [True], [False]),
    (field("v", "datetime", rules=[{"kind": "time_of_day", "min": "09:00", "max": "17:00", "utc_offset": "+09:00",
                                    "days": WEEKDAYS}]),
     ["2026-03-02T09:30:00+09:00", "2026-03-02T00:30:00Z"], ["2026-03-02T08:59:00+09:00", "2026-03-07T10:00:00+09:00"]),
    (field("v", "string", rules=[{"kind": "check_digit", "algorithm": "jp_individual"}]),
     ["123456789018"], ["123456789012"]),
    (field("v", "integer", rules=[{"kind": "year_window", "min": -100, "max": 0}]),
     [THIS_YEAR, THIS_YEAR - 100], [THIS_YEAR + 1, THIS_YEAR - 101]),
]  # fmt: skip


@pytest.mark.parametrize(("spec", "good", "bad"), CASES, ids=[str(c[0]["rules"])[:50] for c in CASES])
def test_rule_through_the_api(admin: Actor, spec: dict[str, Any], good: list[Any], bad: list[Any]) -> None:
    define(admin, "thing", spec)
    for value in good:
        response = admin.post("/masters/thing", json={"data": {"v": value}})
        assert response.status_code == 201, (value, response.text)
    for value in bad:
        response = admin.post("/masters/thing", json={"data": {"v": value}})
        assert response.status_code == 400, value
        assert response.json()["detail"].startswith("Invalid data: field 'v': must ")


def test_not_empty_refuses_a_missing_value_on_a_field_that_is_not_required(admin: Actor) -> None:
    define(
        admin, "thing", field("v", rules=[{"kind": "all_of", "rules": [{"kind": "not_empty"}]}]), field("w")
    )
    response = admin.post("/masters/thing", json={"data": {"w": "x"}})
    assert response.status_code == 400
    assert response.json()["detail"] == "Invalid data: field 'v': must not be empty"


@pytest.mark.parametrize(
    ("spec", "fragment"),
    [
        (field("v", rules=[{"kind": "domain", "domains": ["no domain"]}]), "is not a domain name"),
        (field("v", rules=[{"kind": "all_of", "rules": [{"kind": "length"}]}]), "give min, max or exact"),
        (field("v", rules=[{"kind": "not", "rule": {"kind": "age", "min": 18}}]), "does not apply to string"),
        (
            field("v", "integer", rules=[{"kind": "scheme", "schemes": ["https"]}]),
            "does not apply to integer",
        ),
        (
            field("v", "boolean", rules=[{"kind": "one_of", "values": ["yes"]}]),
            "is not a valid boolean value",
        ),
        (field("v", "integer", rules=[{"kind": "one_of", "values": [True]}]), "is not a valid integer value"),
    ],
)
def test_bad_rules_are_refused_when_defined(admin: Actor, spec: dict[str, Any], fragment: str) -> None:
    response = admin.post(
        "/definitions",
        json={"master_type": "thing", "master_type_label": "Thing", "schema": {"fields": [spec]}},
    )
    assert response.status_code == 400, response.text
    assert fragment in response.json()["detail"]
