"""Stewards in a real browser: a master's records, the schema's form, history, rollback, restore."""

import re

from playwright.sync_api import Page, expect

from tests.console.browser import browser, needs_browser, page, screenshot, sign_in
from tests.console.conftest import Person
from tests.factories import create, define, field
from tests.support import LiveServer

__all__ = ["browser", "page"]
pytestmark = needs_browser


def _masters(who: Person) -> dict[str, str]:
    """A supplier master and a product master referring to it, with a few records."""
    actor = who.actor
    define(actor, "supplier", field("code", required=True, unique=True), field("name", required=True))
    define(
        actor,
        "product",
        field("code", required=True, unique=True, label="Code"),
        field("name", required=True, label="Name"),
        field("price", "number", min=0, label="Price"),
        field("category", "enum", options=["工具", "文具", "食品"], label="Category"),
        field("launched", "date", label="Launched"),
        field("supplier", "reference", reference="supplier", label="Supplier"),
        field("notes", "text", label="Notes"),
    )
    made = {"s1": create(actor, "supplier", code="SUP-001", name="東京精機株式会社")["id"]}
    rows = [
        ("P-100", "ステンレス定規 30cm", 480, "文具"),
        ("P-200", "torque wrench heavy duty", 12800, "工具"),
        ("P-300", "抹茶ラテの素", 950, "食品"),
    ]
    for code, name, price, category in rows:
        made[code] = create(actor, "product", code=code, name=name, price=price, category=category)["id"]
    return made


def test_a_steward_browses_searches_and_sorts(page: Page, server: LiveServer, steward_admin: Person) -> None:
    _masters(steward_admin)
    sign_in(page, server, steward_admin)
    row = page.get_by_role("row").filter(has_text="product")
    expect(row).to_contain_text("3")
    row.get_by_role("link").click()
    expect(page.get_by_text("3 record(s)")).to_be_visible()
    screenshot(page, "records")
    page.get_by_label("Search records").fill("抹茶")
    page.get_by_role("button", name="Search").click()
    expect(page.get_by_text("1 record(s) matching “抹茶”")).to_be_visible()
    expect(page.get_by_role("cell", name="抹茶ラテの素")).to_be_visible()
    page.get_by_label("Search records").fill("")
    page.get_by_role("button", name="Search").click()
    page.get_by_role("link", name="Sort by Price").click()
    prices = page.locator("tbody tr td:nth-child(3)")
    expect(prices).to_have_text(["480", "950", "12800"])
    page.get_by_role("link", name="Sort by Price descending").click()
    expect(prices).to_have_text(["12800", "950", "480"])
    assert page.goto(f"{server.base_url}/console/masters/product?sort=nope") is not None
    expect(page.get_by_role("alert")).to_contain_text("'nope' is not a field of product")


def test_a_record_form_shows_each_problem_at_its_field(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    made = _masters(steward_admin)
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/masters/product/new")
    expect(page.get_by_label("Category")).to_have_js_property("tagName", "SELECT")
    expect(page.get_by_label("Launched")).to_have_attribute("type", "date")
    page.get_by_label("Code").fill("P-100")  # taken
    page.get_by_label("Price").fill("-5")
    page.get_by_role("button", name="Create").click()
    expect(page.get_by_role("alert")).to_contain_text("field(s) need attention")
    expect(page.locator("#f-price-error")).to_contain_text("at least 0")
    expect(page.locator("#f-name-error")).to_contain_text("required")
    expect(page.get_by_label("Price")).to_have_value("-5")  # what was typed stays
    page.get_by_label("Name").fill("方眼ノート A5 ５冊組")
    page.get_by_label("Price").fill("620.5")
    page.get_by_role("button", name="Create").click()
    expect(page.locator("#f-code-error")).to_contain_text("already used")
    expect(page.get_by_label("Name")).to_have_value("方眼ノート A5 ５冊組")
    page.get_by_label("Code").fill("P-400")
    page.get_by_label("Category").select_option("文具")
    page.get_by_label("Launched").fill("2026-04-01")
    page.get_by_label("Supplier").fill(made["s1"])
    page.get_by_label("Notes").fill("再生紙100%\n罫線 5mm")
    page.get_by_role("button", name="Create").click()
    expect(page.get_by_role("status")).to_contain_text("The record was created")
    record_id = page.url.split("/product/")[1].split("?")[0]
    stored = steward_admin.actor.get(f"/masters/product/{record_id}").json()["data"]
    assert stored == {
        "code": "P-400",
        "name": "方眼ノート A5 ５冊組",
        "price": 620.5,
        "category": "文具",
        "launched": "2026-04-01",
        "supplier": made["s1"],
        "notes": "再生紙100%\n罫線 5mm",
    }


def test_a_stale_edit_says_so_instead_of_overwriting(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    made = _masters(steward_admin)
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/masters/product/{made['P-300']}")
    changed = steward_admin.actor.patch(f"/masters/product/{made['P-300']}", json={"data": {"price": 990}})
    assert changed.status_code == 200
    page.get_by_label("Price").fill("1000")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("alert")).to_contain_text("Someone else changed this record")
    assert steward_admin.actor.get(f"/masters/product/{made['P-300']}").json()["data"]["price"] == 990
    page.goto(f"{server.base_url}/console/masters/product/{made['P-300']}")
    page.get_by_label("Price").fill("1000")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("status")).to_contain_text("Saved")
    assert steward_admin.actor.get(f"/masters/product/{made['P-300']}").json()["data"]["price"] == 1000


def test_history_shows_who_changed_what_and_rolls_back(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    made = _masters(steward_admin)
    record = f"/masters/product/{made['P-200']}"
    steward_admin.actor.patch(record, json={"data": {"name": "トルクレンチ 強力型", "price": 13500}})
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console{record}/history")
    expect(page.get_by_text("2 change(s)")).to_be_visible()
    changes = page.get_by_role("table", name="Changes in version 2")
    expect(changes.get_by_role("row").filter(has_text="Name")).to_contain_text("torque wrench heavy duty")
    expect(changes.get_by_role("row").filter(has_text="Name")).to_contain_text("トルクレンチ 強力型")
    expect(changes.get_by_role("row")).to_have_count(3)  # header, name, price
    screenshot(page, "history")
    who = steward_admin.email.split("@")[0]
    expect(page.get_by_role("listitem").first).to_contain_text(f"by {who}")
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Roll back to version 1").click()
    expect(page.get_by_role("status")).to_contain_text("Rolled back")
    assert steward_admin.actor.get(record).json()["data"]["name"] == "torque wrench heavy duty"


def test_a_deleted_record_is_restored_by_a_steward(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    made = _masters(steward_admin)
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/masters/product/{made['P-100']}")
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete record").click()
    expect(page.get_by_role("status")).to_contain_text("The record was deleted")
    assert steward_admin.actor.get(f"/masters/product/{made['P-100']}").status_code == 404
    page.get_by_role("link", name="Deleted records").click()
    row = page.get_by_role("row").filter(has_text="ステンレス定規 30cm")
    row.get_by_role("button", name="Restore").click()
    expect(page.get_by_role("status")).to_contain_text("restored")
    restored = steward_admin.actor.get(f"/masters/product/{made['P-100']}")
    assert restored.status_code == 200
    assert re.fullmatch(r"\d+", str(restored.json()["version"]))
