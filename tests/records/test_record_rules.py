"""Record rules: expressions across fields, type-checked when defined, enforced on every write."""

from typing import Any

import pytest

from mdm.rules.expressions import ExpressionError, FieldInfo, parse_record_rule
from tests.factories import Factory, create, define, field
from tests.support import Actor
from tests.transfer.support import upload

FIELDS = {
    "valid_from": FieldInfo("date"),
    "valid_to": FieldInfo("date"),
    "price": FieldInfo("number"),
    "discount_price": FieldInfo("number"),
    "stock": FieldInfo("integer"),
    "country": FieldInfo("enum", ("JP", "DE", "FR")),
    "postal_code": FieldInfo("string"),
    "email": FieldInfo("email"),
    "phone": FieldInfo("string"),
    "active": FieldInfo("boolean"),
    "checked_at": FieldInfo("datetime"),
}
BASE = {"valid_from": "2026-04-01", "price": 100, "country": "JP", "postal_code": "150-0001", "active": True}


@pytest.mark.parametrize(
    ("expression", "holds", "breaks"),
    [
        ("valid_to >= valid_from", {"valid_to": "2026-04-01"}, {"valid_to": "2026-03-31"}),
        ("discount_price < price", {"discount_price": 99.5}, {"discount_price": 100}),
        ("discount_price <= price", {"discount_price": 100}, {"discount_price": 101}),
        ("stock > 0", {"stock": 1}, {"stock": 0}),
        ("price = 100", {}, {"price": 101}),
        ("price == 100", {}, {"price": 99}),
        ("country != 'DE'", {}, {"country": "DE"}),
        ("valid_from >= '2026-01-01'", {}, {"valid_from": "2025-12-31"}),
        (
            "checked_at < '2026-01-01T09:00:00+09:00'",
            {"checked_at": "2025-12-31T23:59:59Z"},
            {"checked_at": "2026-01-01T00:00:00Z"},
        ),
        ("country in ('JP', 'FR')", {"country": "FR"}, {"country": "DE"}),
        (
            "if country == 'JP' then postal_code matches ^[0-9]{3}-[0-9]{4}$",
            {"country": "DE", "postal_code": "10115"},
            {"postal_code": "1500001"},
        ),
        ("postal_code matches '^[0-9 ]+-[0-9]{4}$'", {}, {"postal_code": "〒150-0001"}),
        ("one of email or phone is required", {"phone": "+81 3-1234-5678"}, {}),
        ("valid_to is null or valid_to > valid_from", {}, {"valid_to": "2026-01-01"}),
        ("email is not null", {"email": "山田@example.jp"}, {}),
        ("not (price < 0) and active", {}, {"active": False}),
        ("active or stock > 10", {"active": False, "stock": 11}, {"active": False, "stock": 3}),
    ],
)
def test_each_operator(expression: str, holds: dict[str, Any], breaks: dict[str, Any]) -> None:
    rule = parse_record_rule({"expression": expression}, FIELDS)
    assert not rule.violated({**BASE, **holds})
    assert rule.violated({**BASE, **breaks})


def test_a_missing_operand_does_not_fail_a_comparison() -> None:
    rule = parse_record_rule({"expression": "valid_to >= valid_from"}, FIELDS)
    assert not rule.violated({"valid_from": "2026-01-01"})
    implied = parse_record_rule({"expression": "if country == 'JP' then postal_code is not null"}, FIELDS)
    assert not implied.violated({})
    assert implied.violated({"country": "JP"})


@pytest.mark.parametrize(
    ("expression", "words"),
    [
        ("valid_to >= price", "cannot compare field 'valid_to' (date) with field 'price' (number)"),
        ("country == 'US'", "'US' is not an option of field 'country'"),
        ("price matches ^1", "'matches' applies to text fields"),
        ("colour == 'red'", "unknown field 'colour'"),
        ("1 < 2", "a field on at least one side"),
        ("valid_from > '2026-02-30'", "not a valid date"),
        ("active < true", "'<' does not apply to boolean"),
        ("price >", "cannot read"),
        ("price", "not a condition"),
        ("postal_code matches ^[0-9$", "not a valid regular expression"),
        ("__import__('os').system('true')", "cannot read"),
        ("not " * 60 + "price > 0", "levels deep"),
        ("(" * 900 + "price > 0" + ")" * 900, "levels deep"),
    ],
)
def test_type_errors_are_refused(expression: str, words: str) -> None:
    with pytest.raises(ExpressionError, match=words.replace("(", r"\(").replace(")", r"\)")):
        parse_record_rule({"expression": expression}, FIELDS)


RULES = [
    {"expression": "valid_to >= valid_from", "message": "Valid to must not be before valid from"},
    {"expression": "discount_price < price"},
]


def define_with_rules(actor: Actor, **extra: Any) -> None:
    """Defines the price list with RULES."""
    body = {
        "master_type": "price",
        "master_type_label": "価格表",
        "schema": {
            "fields": [
                field("product", required=True),
                field("price", "number"),
                field("discount_price", "number"),
                field("valid_from", "date"),
                field("valid_to", "date"),
            ],
            "record_rules": RULES,
        },
        **extra,
    }
    response = actor.post("/definitions", json=body)
    assert response.status_code == 201, response.text


def test_violations_on_create_update_patch_and_import(admin: Actor) -> None:
    define_with_rules(admin)
    bad = {"product": "ボルト", "valid_from": "2026-04-01", "valid_to": "2026-03-01"}
    refused = admin.post("/masters/price", json={"data": bad})
    assert refused.status_code == 400
    assert "Valid to must not be before valid from" in refused.json()["detail"]
    made = create(admin, "price", product="ボルト", price=10, valid_from="2026-04-01")
    path = f"/masters/price/{made['id']}"
    patched = admin.patch(path, json={"data": {"discount_price": 12}})
    assert patched.status_code == 400
    assert "rule 'discount_price < price' is not met" in patched.json()["detail"]
    put = admin.put(path, json={"data": {**bad, "valid_to": "2026-01-01"}})
    assert put.status_code == 400
    assert admin.patch(path, json={"data": {"discount_price": 9}}).status_code == 200
    report = upload(
        admin,
        "price",
        "product,price,discount_price\r\nナット,5,4\r\nワッシャー,5,6\r\n",
        on_error="skip",
    )
    assert report.json()["created"] == 1
    assert report.json()["errors"] == [
        {"row": 3, "field": "", "message": "rule 'discount_price < price' is not met"}
    ]


def test_definition_time_refusals(admin: Actor) -> None:
    body = {
        "master_type": "price",
        "master_type_label": "Price",
        "schema": {"fields": [field("price", "number")], "record_rules": [{"expression": "price > 'x'"}]},
    }
    refused = admin.post("/definitions", json=body)
    assert refused.status_code == 400
    assert "record_rules[1]: cannot compare" in refused.json()["detail"]
    body["schema"] = {"fields": [field("price", "number")], "record_rules": [{"expr": "price > 0"}]}
    assert admin.post("/definitions", json=body).status_code == 400


def test_adding_a_rule_over_stored_violations_is_refused(admin: Actor) -> None:
    define(admin, "deal", field("price", "number"), field("discount_price", "number"))
    create(admin, "deal", price=5, discount_price=6)
    create(admin, "deal", price=5, discount_price=4)
    schema = {
        "fields": [field("price", "number"), field("discount_price", "number")],
        "record_rules": [{"expression": "discount_price < price"}],
    }
    refused = admin.put("/definitions/deal", json={"master_type_label": "Deal", "schema": schema})
    assert refused.status_code == 400
    assert "record_rules: 1 stored record would violate it" in refused.json()["detail"]


def test_approval_and_rollback_obey_the_rules(factory: Factory) -> None:
    admin = factory.actor(role="admin")
    member = factory.actor(tenant=admin.tenant_name, role="member")
    define_with_rules(admin, approval_required=True)
    held = member.post("/masters/price", json={"data": {"product": "x", "price": 1, "discount_price": 2}})
    assert held.status_code == 400  # checked when requested
    ok = member.post("/masters/price", json={"data": {"product": "x", "price": 3, "discount_price": 2}})
    record_id = admin.post(f"/approvals/{ok.json()['id']}/approve").json()["record_id"]
    define(admin, "plain", field("a", "number"), field("b", "number"))
    plain = create(admin, "plain", a=1, b=2)
    first = admin.get(f"/masters/plain/{plain['id']}/history").json()["items"][0]
    admin.patch(f"/masters/plain/{plain['id']}", json={"data": {"b": 0}})
    schema = {
        "fields": [field("a", "number"), field("b", "number")],
        "record_rules": [{"expression": "b < a", "message": "b must be below a"}],
    }
    assert (
        admin.put("/definitions/plain", json={"master_type_label": "P", "schema": schema}).status_code == 200
    )
    rollback = admin.post(f"/masters/plain/{plain['id']}/history/{first['id']}/rollback")
    assert rollback.status_code == 400
    assert "b must be below a" in rollback.json()["detail"]
    assert admin.get(f"/masters/price/{record_id}").status_code == 200
