"""Console pages over HTTP: what users type is shown escaped, bad input gets a readable page."""

import httpx

from tests.console.conftest import Person, browser_client, csrf_of, person, sign_in
from tests.factories import Factory, create, define, field
from tests.support import LiveServer


def test_values_are_escaped_wherever_they_are_shown(console: httpx.Client, steward_admin: Person) -> None:
    hostile = '<script>alert("x")</script>'
    define(steward_admin.actor, "vendor", field("code", required=True), field("name", label=hostile))
    made = create(steward_admin.actor, "vendor", code="V-1", name=hostile)
    for path in (
        "/console/masters/vendor",
        f"/console/masters/vendor/{made['id']}",
        "/console/definitions/vendor",
    ):
        page = console.get(path)
        assert page.status_code == 200
        assert hostile not in page.text
        assert "&lt;script&gt;" in page.text


def test_bad_query_values_get_a_page_that_says_what_is_wrong(
    console: httpx.Client, steward_admin: Person
) -> None:
    define(steward_admin.actor, "vendor", field("code"))
    unknown = console.get("/console/masters/vendor", params={"sort": "price"})
    assert unknown.status_code == 400
    assert "&#39;price&#39; is not a field of vendor" in unknown.text
    paged = console.get("/console/audit", params={"page": "zero"})
    assert paged.status_code == 400
    assert "page" in paged.text
    cursor = console.get("/console/masters/vendor", params={"after": "not-a-cursor"})
    assert cursor.status_code == 400
    assert "after:" in cursor.text


def test_a_form_posted_after_the_session_ended_is_not_replayed(
    server: LiveServer, steward_admin: Person
) -> None:
    with browser_client(server) as client:
        answer = client.post(
            "/console/users", data={"name": "Mallory", "email": "m@example.com", "csrf": "x"}
        )
        assert answer.status_code == 303
        assert answer.headers["location"] == "/console/sign-in?next=/console/"
    with browser_client(server) as other:
        assert other.get("/console/nowhere").status_code == 404


def test_a_member_cannot_reach_admin_pages(server: LiveServer, factory: Factory) -> None:
    member = person(factory, role="member")
    with browser_client(server) as client:
        sign_in(client, member)
        for path in (
            "/console/users",
            "/console/audit",
            "/console/settings/api-keys",
            "/console/definitions",
        ):
            assert client.get(path).status_code == 403, path
        token = csrf_of(client.get("/console/").text)
        assert (
            client.post(
                "/console/users", data={"name": "x", "email": "x@example.com", "csrf": token}
            ).status_code
            == 403
        )
