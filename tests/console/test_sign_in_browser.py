"""Signing in and out in a real browser: a wrong password, throttling, a member kept out of
Settings, and a form that lost its CSRF token."""

from playwright.sync_api import Page, expect

from tests.console.browser import browser, needs_browser, page, sign_in
from tests.console.conftest import Person, person
from tests.factories import Factory
from tests.support import LiveServer

__all__ = ["browser", "page"]
pytestmark = needs_browser


def _attempt(page: Page, server: LiveServer, email: str, password: str) -> None:
    """Fills the sign-in form and sends it."""
    page.goto(f"{server.base_url}/console/sign-in")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()


def test_a_person_signs_in_and_out(page: Page, server: LiveServer, steward_admin: Person) -> None:
    sign_in(page, server, steward_admin)
    expect(page.get_by_role("heading", name="Masters")).to_be_visible()
    page.get_by_role("button", name="Sign out").click()
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    page.goto(f"{server.base_url}/console/users")
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    assert "/console/sign-in?next=/console/users" in page.url


def test_a_wrong_password_then_throttling(page: Page, server: LiveServer, factory: Factory) -> None:
    server.limiter.reset()
    target = person(factory)
    _attempt(page, server, target.email, "not the password at all")
    expect(page.get_by_role("alert")).to_have_text("Wrong e-mail address or password")
    expect(page.get_by_label("Email")).to_have_value(target.email)  # kept, the password not
    for _ in range(4):
        _attempt(page, server, target.email, "still not the password")
    _attempt(page, server, target.email, target.password)
    expect(page.get_by_role("alert")).to_contain_text("Too many failed sign-ins")
    server.limiter.reset()


def test_a_member_cannot_open_settings(page: Page, server: LiveServer, factory: Factory) -> None:
    member = person(factory, role="member")
    sign_in(page, server, member)
    expect(page.get_by_role("link", name="Settings")).to_have_count(0)
    page.goto(f"{server.base_url}/console/settings/api-keys")
    expect(page.get_by_role("heading", name="Not allowed")).to_be_visible()
    expect(page.get_by_role("button", name="Create key")).to_have_count(0)


def test_a_form_without_its_csrf_token_is_refused(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    sign_in(page, server, steward_admin)
    page.get_by_role("link", name="Users").click()
    page.get_by_label("Name").fill("Mallory Intruder")
    page.get_by_label("Email").fill("mallory@example.com")
    page.evaluate("document.querySelectorAll('input[name=csrf]').forEach(i => i.value = 'forged')")
    page.get_by_role("button", name="Invite").click()
    expect(page.get_by_text("This form has expired or came from another site")).to_be_visible()
    users = steward_admin.actor.get("/users").json()["items"]
    assert "mallory@example.com" not in {u["email"] for u in users}
