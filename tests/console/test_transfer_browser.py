"""CSV in a real browser: a file is checked and its problems shown before anything is written;
a large file shows its upload progress, then the check's, and is imported."""

import random

from playwright.sync_api import Page, expect

from tests.console.browser import browser, needs_browser, page, screenshot, sign_in
from tests.console.conftest import Person
from tests.factories import define, field
from tests.support import LiveServer

__all__ = ["browser", "page"]
pytestmark = needs_browser

WORDS = [
    "harbour",
    "lantern",
    "meadow",
    "velvet",
    "orchard",
    "quietly",
    "copper",
    "抹茶",
    "昆布",
    "寸胴鍋",
    "ステンレス",
    "業務用",
]


def _master(who: Person) -> None:
    """A master of articles with a unique code and a price."""
    define(
        who.actor,
        "article",
        field("code", required=True, unique=True, label="Code"),
        field("name", required=True, label="Name"),
        field("price", "number", min=0, label="Price"),
    )


def _rows(count: int) -> str:
    """A CSV of realistic rows: random words, Japanese, prices."""
    pick = random.Random(7)
    lines = ["code,name,price"]
    for n in range(count):
        name = " ".join(pick.choice(WORDS) for _ in range(8))
        lines.append(f"A-{n:06d},{name},{pick.randint(1, 99999)}")
    return "\n".join(lines) + "\n"


def _choose(page: Page, name: str, text: str) -> None:
    """Puts a file into the form's file input."""
    data = text.encode()
    page.get_by_label("CSV file").set_input_files({"name": name, "mimeType": "text/csv", "buffer": data})


def test_a_dry_run_shows_the_problems_and_writes_nothing(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    _master(steward_admin)
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/masters/article")
    page.get_by_role("link", name="Import CSV").click()
    bad = "code,name,price\nA-1,業務用 寸胴鍋,12800\nA-2,copper lantern,-5\nA-3,,10\n"
    _choose(page, "仕入先 一覧.csv", bad)
    page.get_by_role("button", name="Check file").click()
    expect(page.get_by_role("status")).to_have_text("Checked: nothing was written yet.")
    problems = page.get_by_role("table").filter(has_text="Problems")
    expect(problems.get_by_role("row").nth(1)).to_contain_text("3")
    expect(problems.get_by_role("row").nth(1)).to_contain_text("price")
    expect(problems.get_by_role("row").nth(2)).to_contain_text("name")
    expect(page.get_by_role("button", name="Import")).to_have_count(0)
    screenshot(page, "import-check")
    assert steward_admin.actor.get("/masters/article").json()["total"] == 0


def test_a_large_file_shows_progress_and_is_imported(
    page: Page, server: LiveServer, steward_admin: Person
) -> None:
    _master(steward_admin)
    sign_in(page, server, steward_admin)
    page.goto(f"{server.base_url}/console/masters/article/import")
    text = _rows(20_000)
    assert len(text.encode()) > 1024 * 1024  # large enough for the upload's own progress bar
    _choose(page, "articles.csv", text)
    page.get_by_role("button", name="Check file").click()
    page.wait_for_url("**/console/imports/*")
    button = page.get_by_role("button", name="Import 20,000 row(s)")
    expect(button).to_be_visible(timeout=60_000)
    button.click()
    expect(page.get_by_role("status")).to_have_text("Imported.", timeout=60_000)
    expect(page.get_by_role("row").filter(has_text="Created")).to_contain_text("20,000")
    assert steward_admin.actor.get("/masters/article").json()["total"] == 20_000
