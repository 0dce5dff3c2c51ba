"""Admins in a real browser: API keys under Settings, users, the audit log."""

import uuid
from datetime import date, timedelta

import httpx
from playwright.sync_api import Page, expect

from tests.console.browser import browser, needs_browser, page, screenshot, sign_in
from tests.console.conftest import Person
from tests.support import LiveServer

__all__ = ["browser", "page"]
pytestmark = needs_browser


def test_an_admin_creates_uses_and_revokes_a_key(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    sign_in(page, server, steward_admin)
    page.get_by_role("link", name="Settings").click()
    expect(page.get_by_role("heading", name="API keys")).to_be_visible()
    expires = page.get_by_label("Expires")
    assert expires.input_value() == (date.today() + timedelta(days=365)).isoformat()
    page.get_by_label("Name").fill("ERP 夜間同期")
    page.get_by_label("Description").fill("nightly product sync from the ERP")
    page.get_by_label("write").check()
    page.get_by_role("button", name="Create key").click()
    shown = page.get_by_label("New API key")
    key = shown.inner_text().strip()
    assert key.startswith("mdm_")
    expect(page.get_by_text("It cannot be shown again")).to_be_visible()
    screenshot(page, "api-key-created")
    page.get_by_role("button", name="Copy").click()
    assert page.evaluate("navigator.clipboard.readText()") == key
    row = page.get_by_role("row").filter(has_text="ERP 夜間同期")
    expect(row).to_contain_text("read, write")
    expect(row).to_contain_text("active")
    with httpx.Client(base_url=server.base_url, headers={"Authorization": f"Bearer {key}"}) as api:
        assert api.get("/api/v1/definitions").status_code == 200
        assert api.delete("/api/v1/masters/none/x").status_code == 403  # no delete scope
        page.goto(f"{server.base_url}/console/settings/api-keys")
        assert page.get_by_label("New API key").count() == 0  # never shown again
        row.get_by_role("link", name="Revoke").click()
        page.get_by_role("button", name="Revoke key").click()
        expect(page.get_by_role("status")).to_contain_text("revoked")
        expect(page.get_by_role("row").filter(has_text="ERP 夜間同期")).to_contain_text("revoked")
        assert api.get("/api/v1/definitions").status_code == 401


def test_a_key_form_missing_its_name_or_scopes_says_so(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/settings/api-keys")
    page.get_by_label("Name").fill("BI 読み取り")
    page.get_by_label("read").uncheck()
    page.get_by_role("button", name="Create key").click()
    expect(page.get_by_role("alert")).to_contain_text("Choose at least one scope")
    expect(page.get_by_label("Name")).to_have_value("BI 読み取り")


def test_an_admin_invites_a_user_who_sets_a_password_and_signs_in(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    email = f"hanako.yamada.{uuid.uuid4().hex[:6]}@example.co.jp"
    sign_in(page, server, steward_admin)
    page.get_by_role("link", name="Users").click()
    page.get_by_label("Name").fill("山田 花子")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Role", exact=True).select_option("steward")
    page.get_by_role("button", name="Invite").click()
    link = page.get_by_label("Password link").inner_text().strip()
    assert "/console/set-password/" in link
    page.get_by_role("button", name="Sign out").click()
    page.goto(link)
    page.get_by_label("Password", exact=True).fill("short")
    page.get_by_label("Password again").fill("short")
    page.evaluate(
        "document.querySelectorAll('input[minlength]').forEach(i => i.removeAttribute('minlength'))"
    )
    page.get_by_role("button", name="Set password").click()
    expect(page.get_by_role("alert")).to_contain_text("at least 12 characters")
    page.get_by_label("Password", exact=True).fill("桜の花が咲く四月の晴れた朝に")
    page.get_by_label("Password again").fill("桜の花が咲く四月の晴れた朝に")
    page.get_by_role("button", name="Set password").click()
    expect(page.get_by_role("status")).to_contain_text("can now sign in")
    page.goto(link)
    expect(page.get_by_role("alert")).to_contain_text("unknown, used or expired")
    sign_in(
        page,
        server,
        Person(email, "桜の花が咲く四月の晴れた朝に", steward_admin.actor),
    )
    expect(page.get_by_text("山田 花子 · steward")).to_be_visible()
    expect(page.get_by_role("link", name="Users")).to_have_count(0)  # not an admin
    refused = page.goto(f"{server.base_url}/console/users")
    assert refused is not None
    assert refused.status == 403


def test_the_audit_log_filters_by_action_and_user(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/audit")
    expect(page.get_by_role("row").filter(has_text="session.sign_in")).to_have_count(1)
    page.get_by_label("Action").fill("record.create")
    page.get_by_role("button", name="Filter").click()
    expect(page.get_by_text("Nothing matches.")).to_be_visible()
    page.get_by_label("Action").fill("")
    page.get_by_label("Resource").fill("session")
    page.get_by_label("From").fill("2001-01-01")
    page.get_by_role("button", name="Filter").click()
    expect(page.get_by_role("row").filter(has_text="session.sign_in")).to_have_count(1)
    page.goto(f"{server.base_url}/console/audit?start=2001-02-30")
    expect(page.get_by_role("alert")).to_contain_text("start_date must be an ISO 8601 date")
