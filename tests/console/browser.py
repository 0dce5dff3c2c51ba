"""A real Chromium (Debian's, at /usr/bin/chromium) driven by Playwright for console tests."""

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.console.conftest import Person
from tests.support import LiveServer

SHOTS = os.environ.get("MDM_TEST_SCREENSHOTS")  # a folder: the tests photograph their pages there
CHROMIUM = os.environ.get("MDM_TEST_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
# Skipped only where no Chromium is installed and none was named: CI names it, so there a
# missing browser fails the tests instead of skipping them.
needs_browser = pytest.mark.skipif(
    not os.environ.get("MDM_TEST_CHROMIUM") and not os.path.exists(CHROMIUM),
    reason="no Chromium here (CI installs Debian's chromium and sets MDM_TEST_CHROMIUM)",
)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One headless Chromium for a test module."""
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh browser context (no cookies) and page."""
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    opened = context.new_page()
    opened.set_default_timeout(15_000)
    yield opened
    context.close()


def sign_in(page: Page, server: LiveServer, who: Person) -> None:
    """Signs in through the sign-in form as a person would."""
    page.goto(f"{server.base_url}/console/")
    page.get_by_label("Email").fill(who.email)
    page.get_by_label("Password").fill(who.password)
    screenshot(page, "sign-in")
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_url(f"{server.base_url}/console/")


def screenshot(page: Page, name: str) -> None:
    """Saves the page as `name`.png when MDM_TEST_SCREENSHOTS names a folder (docs/console's
    pictures are taken this way: `make screenshots`)."""
    if SHOTS and "[sqlite]" in os.environ.get("PYTEST_CURRENT_TEST", ""):
        page.set_viewport_size({"width": 1200, "height": 760})
        page.screenshot(path=Path(SHOTS) / f"{name}.png", full_page=False)
