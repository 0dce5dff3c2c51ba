"""The approvals inbox in a real browser: a member's change waits, a steward sees it as a
difference against the record and decides, the member withdraws another."""

from playwright.sync_api import Browser, Page, expect

from tests.console.browser import browser, needs_browser, page, screenshot, sign_in
from tests.console.conftest import Person, person
from tests.factories import Factory, define, field
from tests.support import LiveServer

__all__ = ["browser", "page"]
pytestmark = needs_browser


def test_a_change_waits_for_a_steward_who_sees_the_difference(
    page: Page, browser: Browser, server: LiveServer, factory: Factory
) -> None:
    steward = person(factory, role="steward")
    member = person(factory, role="member", tenant=steward.actor.tenant_name)
    define(
        steward.actor,
        "customer",
        field("code", required=True, unique=True, label="Code"),
        field("name", required=True, label="Name"),
        field("city", label="City"),
        approval_required=True,
    )
    approved = _seed(steward, member)
    sign_in(page, server, member)
    page.goto(f"{server.base_url}/console/masters/customer/{approved}")
    expect(page.get_by_text("Changes to this master are sent for approval")).to_be_visible()
    page.get_by_label("City").fill("札幌市")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("status")).to_contain_text("Sent for approval")
    assert member.actor.get(f"/masters/customer/{approved}").json()["data"]["city"] == "大阪市"

    decider = browser.new_context().new_page()
    sign_in(decider, server, steward)
    decider.get_by_role("link", name="Approvals").click()
    change = decider.get_by_role("table").filter(has_text="札幌市")
    expect(change.get_by_role("row").filter(has_text="City")).to_contain_text("大阪市")
    expect(change.get_by_role("row")).to_have_count(2)  # the header and the one changed field
    item = decider.get_by_role("listitem").filter(has=change)
    item.get_by_label("Comment").fill("確認済み")
    screenshot(decider, "approvals")
    item.get_by_role("button", name="Approve").click()
    expect(decider.get_by_role("status")).to_contain_text("Approved")
    assert member.actor.get(f"/masters/customer/{approved}").json()["data"]["city"] == "札幌市"

    page.goto(f"{server.base_url}/console/approvals")
    expect(page.get_by_role("heading", name="To decide")).to_have_count(0)  # a member decides nothing
    mine = page.get_by_role("listitem").filter(has_text="札幌市")
    expect(mine).to_contain_text("approved")
    expect(mine).to_contain_text("確認済み")

    page.goto(f"{server.base_url}/console/masters/customer/{approved}")
    page.get_by_label("Name").fill("北辰工業株式会社")
    page.get_by_role("button", name="Save").click()
    page.goto(f"{server.base_url}/console/approvals?operation=update")
    pending = page.get_by_role("listitem").filter(has_text="北辰工業株式会社")
    page.once("dialog", lambda dialog: dialog.accept())
    pending.get_by_role("button", name="Withdraw").click()
    expect(page.get_by_role("status")).to_contain_text("Withdrawn")
    expect(page.get_by_role("listitem").filter(has_text="北辰工業株式会社")).to_contain_text("withdrawn")
    decider.reload()
    expect(decider.get_by_text("Nothing waits for you.")).to_be_visible()


def _seed(steward: Person, member: Person) -> str:
    """One customer record, created by the member and approved by the steward."""
    response = member.actor.post(
        "/masters/customer", json={"data": {"code": "C-1", "name": "北辰", "city": "大阪市"}}
    )
    assert response.status_code == 202
    decided = steward.actor.post(f"/approvals/{response.json()['id']}/approve")
    assert decided.status_code == 200
    return str(decided.json()["record_id"])
