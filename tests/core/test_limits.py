"""Bounds on what one request may cost: linear-time patterns, out-of-range datetimes, `$orderby`
size, paged histories and the size of one record."""

import time

import pytest

from mdm.core.patterns import PatternError, compile_pattern, fullmatch
from tests.factories import create, define, field, product_master
from tests.support import Actor
from tests.transfer.support import upload

EXTREMES = ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00"]


def test_backtracking_pattern_matches_in_linear_time() -> None:
    compiled = compile_pattern("(a|aa)+$")
    started = time.process_time()
    results = [fullmatch(compiled, "a" * 40 + "b") for _ in range(1000)]
    # Python's re spends about 50 ms on one such value; a thousand would take a minute.
    assert not any(results)
    assert time.process_time() - started < 5


@pytest.mark.parametrize("pattern", [r"(a)\1", r"(?=a)a", r"a(?<!b)", "(unclosed"])
def test_patterns_re2_cannot_run_are_refused(pattern: str) -> None:
    with pytest.raises(PatternError, match="RE2"):
        compile_pattern(pattern)


def test_definition_with_lookaround_pattern_is_400_saying_why(admin: Actor) -> None:
    body = {
        "master_type": "la",
        "master_type_label": "La",
        "schema": {"fields": [field("a", pattern="(?!x).*")]},
    }
    response = admin.post("/definitions", json=body)
    assert response.status_code == 400, response.text
    assert "RE2" in response.json()["detail"]
    rule = {"kind": "pattern", "pattern": r"(\w)\1"}
    body["schema"] = {"fields": [field("a", rules=[rule])]}
    response = admin.post("/definitions", json=body)
    assert response.status_code == 400, response.text


def test_pathological_pattern_field_accepts_and_refuses_quickly(admin: Actor) -> None:
    define(admin, "code", field("c", pattern="(a|aa)+"))
    assert admin.post("/masters/code", json={"data": {"c": "a" * 41}}).status_code == 201
    refused = admin.post("/masters/code", json={"data": {"c": "a" * 40 + "b"}})
    assert refused.status_code == 400
    assert "must match the pattern" in refused.text


@pytest.mark.parametrize("moment", EXTREMES)
def test_out_of_range_datetime_in_a_record_is_400(admin: Actor, moment: str) -> None:
    define(admin, "event", field("at", "datetime"))
    response = admin.post("/masters/event", json={"data": {"at": moment}})
    assert response.status_code == 400, response.text
    assert "at" in response.text


@pytest.mark.parametrize("moment", EXTREMES)
def test_out_of_range_datetime_in_a_dry_run_is_a_row_error(admin: Actor, moment: str) -> None:
    define(admin, "event", field("at", "datetime"))
    response = upload(admin, "event", f"at\n{moment}\n", dry_run="true")
    assert response.status_code == 200, response.text
    assert response.json()["errors"], response.text


@pytest.mark.parametrize("moment", EXTREMES)
def test_out_of_range_datetime_elsewhere_is_400(admin: Actor, moment: str) -> None:
    define(admin, "event", field("at", "datetime"))
    create(admin, "event", at="2026-01-01T00:00:00Z")
    assert admin.get("/odata/event", params={"$filter": f"at lt {moment}"}).status_code == 400
    assert admin.get("/audit/logs", params={"start_date": moment}).status_code == 400
    default = {
        "master_type": "d",
        "master_type_label": "D",
        "schema": {"fields": [field("at", "datetime", default=moment)]},
    }
    assert admin.post("/definitions", json=default).status_code == 400
    ranged = field("at", "datetime", rules=[{"kind": "range", "min": moment}])
    body = {"master_type": "r", "master_type_label": "R", "schema": {"fields": [ranged]}}
    assert admin.post("/definitions", json=body).status_code == 400
    generated = admin.post(
        "/ai/validation-rules/generate",
        json={"description": f"on or after {moment}", "field_name": "at", "field_type": "datetime"},
    )
    assert generated.status_code in (200, 400), generated.text


def test_orderby_is_capped_in_length_and_keys(admin: Actor) -> None:
    product_master(admin)
    too_many = ",".join(["name"] * 17)
    response = admin.get("/odata/product", params={"$orderby": too_many})
    assert response.status_code == 400
    assert "$orderby" in response.json()["error"]["message"]
    too_long = ",".join(["concat(name,sku)"] * 70)
    response = admin.get("/odata/product", params={"$orderby": too_long})
    assert response.status_code == 400
    assert "$orderby" in response.json()["error"]["message"]
    assert admin.get("/odata/product", params={"$orderby": ",".join(["name"] * 16)}).status_code == 200


def test_history_is_paged_newest_first(admin: Actor) -> None:
    product_master(admin)
    rec = create(admin, "product", sku="P-1", name="v1")
    for version in range(2, 8):
        admin.patch(f"/masters/product/{rec['id']}", json={"data": {"name": f"v{version}"}})
    page = admin.get(f"/masters/product/{rec['id']}/history", params={"skip": 2, "limit": 3}).json()
    assert page["total"] == 7
    assert [item["version"] for item in page["items"]] == [5, 4, 3]
    beyond = admin.get(f"/masters/product/{rec['id']}/history", params={"skip": 50}).json()
    assert beyond == {"items": [], "total": 7}
    assert admin.get(f"/masters/product/{rec['id']}/history", params={"limit": 1001}).status_code == 400


def test_record_over_the_size_limit_is_413_after_the_patch_merges(admin: Actor) -> None:
    define(admin, "doc", field("a"), field("b"))
    half = "x" * (600 * 1024)
    rec = create(admin, "doc", a=half)
    response = admin.patch(f"/masters/doc/{rec['id']}", json={"data": {"b": half}})
    assert response.status_code == 413, response.text
    assert "at most" in response.json()["detail"]
    assert admin.get(f"/masters/doc/{rec['id']}").json()["version"] == 1
    big = admin.post("/masters/doc", json={"data": {"a": "語" * (400 * 1024)}})
    assert big.status_code == 413


def test_import_reports_an_oversized_row(admin: Actor) -> None:
    define(admin, "doc", field("a"))
    response = upload(admin, "doc", "a\nsmall\n" + "y" * (1100 * 1024) + "\n", dry_run="true")
    assert response.status_code == 200, response.text
    [error] = response.json()["errors"]
    assert error["row"] == 3
    assert "at most 1,048,576" in error["message"]
