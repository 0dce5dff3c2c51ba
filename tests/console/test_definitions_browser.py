"""The definition editor in a real browser: a master from a form, a rule from a sentence,
an edit that keeps what the form does not show, and the difference between versions."""

from playwright.sync_api import Page, expect

from tests.console.browser import browser, needs_browser, page, screenshot, sign_in
from tests.console.conftest import Person
from tests.factories import define, field
from tests.support import LiveServer

__all__ = ["browser", "page"]
pytestmark = needs_browser


def test_a_steward_defines_a_master_with_a_generated_rule(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    sign_in(page, server, steward_admin)
    page.get_by_role("link", name="Definitions").click()
    page.get_by_role("link", name="New master").click()
    page.get_by_label("Master type", exact=True).fill("supplier_site")
    page.get_by_label("Label", exact=True).fill("仕入先拠点")
    page.get_by_label("Field 1 name").fill("code")
    page.get_by_label("Field 1 required").check()
    page.get_by_label("Field 1 unique").check()
    page.get_by_label("Field 2 name").fill("name")
    page.get_by_label("Field 3 name").fill("country")
    page.get_by_label("Field 3 type").select_option("enum")
    page.get_by_label("Field 3 options").fill("JP、DE, US")
    page.get_by_role("button", name="Add more fields").click()
    page.get_by_label("Field 8 name").fill("capacity")
    page.get_by_label("Field 8 type").select_option("integer")
    page.get_by_label("Field 8 min", exact=True).fill("0")
    page.get_by_label("Rule for field").select_option(label="code (string)")
    page.get_by_label("Rule sentence").fill("Sで始まり、その後に数字4桁")
    page.get_by_role("button", name="Generate rule").click()
    expect(page.get_by_role("status")).to_contain_text("Rule added to code")
    expect(page.get_by_label("Field 1 rules")).not_to_have_value("")
    screenshot(page, "definition")
    page.get_by_role("button", name="Create master").click()
    expect(page.get_by_role("status")).to_contain_text("The master was created")
    actor = steward_admin.actor
    schema = actor.get("/definitions/supplier_site").json()["schema"]
    assert [f["name"] for f in schema["fields"]] == ["code", "name", "country", "capacity"]
    assert schema["fields"][2]["options"] == ["JP", "DE", "US"]
    assert schema["fields"][3].items() >= {"name": "capacity", "type": "integer", "min": 0}.items()
    assert schema["fields"][0]["required"] is True
    good = actor.post("/masters/supplier_site", json={"data": {"code": "S1234", "country": "JP"}})
    assert good.status_code == 201, good.text
    bad = actor.post("/masters/supplier_site", json={"data": {"code": "X1234"}})
    assert bad.status_code == 400


def test_a_sentence_the_engine_cannot_read_is_refused_in_place(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    define(steward_admin.actor, "plant", field("code", required=True))
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/definitions/plant")
    page.get_by_label("Rule sentence").fill("よろしくお願いします")
    page.get_by_role("button", name="Generate rule").click()
    expect(page.get_by_role("alert")).to_be_visible()
    expect(page.get_by_label("Field 1 rules")).to_have_value("")
    page.get_by_label("Field 1 rules").fill("{not json")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("alert")).to_contain_text("Field 1 (code): rules is not valid JSON")


def test_an_edit_keeps_hidden_options_and_versions_show_the_difference(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    actor = steward_admin.actor
    fields = [field("code", required=True, unique=True), field("city", default="横浜市", searchable=False)]
    body = {
        "master_type": "warehouse",
        "master_type_label": "Warehouse",
        "schema": {"fields": fields, "key": "code"},
    }
    assert actor.post("/definitions", json=body).status_code == 201
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/definitions/warehouse")
    page.get_by_label("Label", exact=True).fill("倉庫")
    page.get_by_label("Field 3 name").fill("area_m2")
    page.get_by_label("Field 3 type").select_option("number")
    page.get_by_label("Approval required").check()
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("status")).to_contain_text("Saved as version 2")
    stored = actor.get("/definitions/warehouse").json()
    assert stored["approval_required"] is True
    assert stored["master_type_label"] == "倉庫"
    assert stored["schema"]["key"] == "code"
    city = stored["schema"]["fields"][1]
    assert (
        city.items() >= {"name": "city", "type": "string", "default": "横浜市", "searchable": False}.items()
    )
    page.get_by_role("link", name="Versions").first.click()
    changes = page.get_by_role("table", name="Differences")
    expect(changes.get_by_role("row").filter(has_text="field area_m2")).to_be_visible()
    expect(changes.get_by_role("row").filter(has_text="approval_required")).to_contain_text("True")
    expect(changes.get_by_role("row").filter(has_text="master_type_label")).to_contain_text("倉庫")
