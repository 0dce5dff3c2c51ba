"""Console CSV pages over HTTP: a file is checked row by row before anything is written, then
imported (or sent for approval) by the person who uploaded it, with progress on a job page."""

import re
import time

import httpx

from tests.console.conftest import Person, browser_client, csrf_of, person, sign_in
from tests.factories import Factory, define, field
from tests.support import LiveServer

GOOD = (
    "code,name,price\n"
    "K-101,業務用 ステンレス 寸胴鍋 36cm,12800\n"
    "K-102,lantern harbour meadow quietly,450.5\n"
    "K-103,北海道産 昆布 だし用 1kg,3200\n"
)
BAD = GOOD + "K-104,orchard velvet,not a number\n,missing code,10\n"


def _supplier(who: Person, **extra: object) -> None:
    """A master with a unique code, a name and a price."""
    define(
        who.actor,
        "kitchenware",
        field("code", required=True, unique=True),
        field("name"),
        field("price", "number"),
        **extra,
    )


def upload(client: httpx.Client, text: str, **form: str) -> httpx.Response:
    """Posts a CSV file through the import form."""
    page = client.get("/console/masters/kitchenware/import")
    assert page.status_code == 200
    data = {"csrf": csrf_of(page.text), **form}
    files = {"file": ("küchen 一覧.csv", text.encode(), "text/csv")}
    return client.post("/console/masters/kitchenware/import", data=data, files=files)


def finished(client: httpx.Client, location: str) -> str:
    """Follows a job's page until it stops reloading itself, and returns it."""
    deadline = time.monotonic() + 30
    while True:
        page = client.get(location)
        assert page.status_code == 200, page.text
        if 'http-equiv="refresh"' not in page.text:
            return page.text
        assert time.monotonic() < deadline, page.text
        time.sleep(0.1)


def count(who: Person) -> int:
    """The master's live records."""
    return int(who.actor.get("/masters/kitchenware").json()["total"])


def test_a_checked_file_shows_its_problems_and_writes_nothing(
    console: httpx.Client, steward_admin: Person
) -> None:
    _supplier(steward_admin)
    answer = upload(console, BAD)
    assert answer.status_code == 303
    assert re.fullmatch(r"/console/imports/[0-9a-f-]{36}", answer.headers["location"])
    page = finished(console, answer.headers["location"])
    assert "Checked: nothing was written yet." in page
    assert "<td>5</td><td>price</td>" in page
    assert "<td>6</td><td>code</td>" in page
    assert "Import " not in page.split("Problems")[1]  # no import button: all or nothing refused
    assert "upload it choosing to skip invalid rows" in page
    assert count(steward_admin) == 0


def test_a_checked_file_is_imported_by_who_uploaded_it(
    server: LiveServer, factory: Factory, console: httpx.Client, steward_admin: Person
) -> None:
    _supplier(steward_admin)
    check = upload(console, BAD, on_error="skip").headers["location"]
    page = finished(console, check)
    assert "Import 3 row(s)" in page
    colleague = person(factory, tenant=steward_admin.actor.tenant_name, role="steward")
    with browser_client(server) as other:
        sign_in(other, colleague)
        token = csrf_of(other.get(check).text)
        assert other.post(f"{check}/apply", data={"csrf": token}).status_code == 403
    applied = console.post(f"{check}/apply", data={"csrf": csrf_of(page)})
    assert applied.status_code == 303
    done = finished(console, applied.headers["location"])
    assert "Imported." in done
    assert count(steward_admin) == 3
    again = console.post(f"{check}/apply", data={"csrf": csrf_of(page)})
    assert again.status_code == 409
    assert "imported already" in again.text
    names = {r["data"]["name"] for r in steward_admin.actor.get("/masters/kitchenware").json()["items"]}
    assert "北海道産 昆布 だし用 1kg" in names
    entry = steward_admin.actor.get("/audit/logs", params={"action": "record.import"}).json()["items"][0]
    assert entry["user_id"] == steward_admin.actor.user_id
    assert entry["api_key_id"] is None


def test_an_import_into_a_governed_master_becomes_one_request(
    console: httpx.Client, steward_admin: Person
) -> None:
    _supplier(steward_admin, approval_required=True)
    page = finished(console, upload(console, GOOD).headers["location"])
    applied = console.post(page_action(page), data={"csrf": csrf_of(page)})
    done = finished(console, applied.headers["location"])
    assert "the import was sent for approval" in done
    assert count(steward_admin) == 0
    pending = steward_admin.actor.get("/approvals", params={"operation": "import"}).json()
    assert pending["total"] == 1


def page_action(page: str) -> str:
    """The action of the page's import button."""
    found = re.search(r'action="(/console/imports/[^"]+/apply)"', page)
    assert found, page
    return found.group(1)


def test_a_file_the_master_cannot_take_is_refused_at_once(
    console: httpx.Client, steward_admin: Person
) -> None:
    _supplier(steward_admin)
    answer = upload(console, "code,colour\nK-1,red\n")
    assert answer.status_code == 400
    assert "Unknown columns &#39;colour&#39;" in answer.text
    assert 'role="alert"' in answer.text


def test_an_upload_without_the_form_token_is_refused(console: httpx.Client, steward_admin: Person) -> None:
    _supplier(steward_admin)
    files = {"file": ("k.csv", GOOD.encode(), "text/csv")}
    answer = console.post("/console/masters/kitchenware/import", data={"csrf": "forged"}, files=files)
    assert answer.status_code == 403
    assert console.post("/console/files", data={}, files=files).status_code == 403
    assert "No files yet." in console.get("/console/files").text


def test_another_tenant_cannot_see_or_import_a_check(
    server: LiveServer, factory: Factory, console: httpx.Client, steward_admin: Person
) -> None:
    _supplier(steward_admin)
    check = upload(console, GOOD).headers["location"]
    finished(console, check)
    stranger = person(factory)
    with browser_client(server) as other:
        sign_in(other, stranger)
        assert other.get(check).status_code == 404
        token = csrf_of(other.get("/console/files").text)
        assert other.post(f"{check}/apply", data={"csrf": token}).status_code == 404


def test_export_downloads_the_records_as_csv_for_excel(console: httpx.Client, steward_admin: Person) -> None:
    _supplier(steward_admin)
    page = finished(console, upload(console, GOOD).headers["location"])
    finished(console, console.post(page_action(page), data={"csrf": csrf_of(page)}).headers["location"])
    export = console.get("/console/masters/kitchenware/export")
    assert export.status_code == 200
    assert export.headers["content-disposition"] == 'attachment; filename="kitchenware.csv"'
    assert export.content.startswith(b"\xef\xbb\xbfid,code,name,price\r\n")
    assert "業務用 ステンレス 寸胴鍋 36cm" in export.content.decode("utf-8-sig")


def test_files_are_uploaded_listed_downloaded_and_deleted(
    console: httpx.Client, steward_admin: Person
) -> None:
    page = console.get("/console/files")
    body = b"<html><script>alert(1)</script></html>"
    files = {"file": ("見積書 2026.html", body, "text/html")}
    uploaded = console.post("/console/files", data={"csrf": csrf_of(page.text)}, files=files)
    assert uploaded.status_code == 303
    listing = console.get("/console/files")
    assert "見積書 2026.html" in listing.text
    file_id = re.search(r"/console/files/([0-9a-f-]{36})/download", listing.text)
    assert file_id
    download = console.get(f"/console/files/{file_id.group(1)}/download")
    assert download.content == body
    assert download.headers["content-security-policy"] == "sandbox"
    assert download.headers["content-disposition"].startswith("attachment")
    deleted = console.post(f"/console/files/{file_id.group(1)}/delete", data={"csrf": csrf_of(listing.text)})
    assert deleted.status_code == 303
    assert "No files yet." in console.get("/console/files").text
    entry = steward_admin.actor.get("/audit/logs", params={"action": "file.delete"}).json()["items"][0]
    assert entry["user_id"] == steward_admin.actor.user_id


def test_a_shift_jis_file_from_excel_is_read_with_its_encoding(
    console: httpx.Client, steward_admin: Person
) -> None:
    _supplier(steward_admin)
    page = console.get("/console/masters/kitchenware/import")
    files = {"file": ("excel.csv", GOOD.encode("cp932"), "text/csv")}
    data = {"csrf": csrf_of(page.text), "encoding": "cp932"}
    answer = console.post("/console/masters/kitchenware/import", data=data, files=files)
    report = finished(console, answer.headers["location"])
    assert "Import 3 row(s)" in report
    done = finished(
        console, console.post(page_action(report), data={"csrf": csrf_of(report)}).headers["location"]
    )
    assert "Imported." in done
    names = {r["data"]["name"] for r in steward_admin.actor.get("/masters/kitchenware").json()["items"]}
    assert "業務用 ステンレス 寸胴鍋 36cm" in names
