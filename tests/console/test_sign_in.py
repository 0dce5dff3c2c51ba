"""Signing in to the console over the real HTTP server: cookies, CSRF, throttling, ends of sessions."""

import httpx

from mdm.db.models import AuditLog, UserSession
from mdm.ratelimit.limiter import RateLimiter
from mdm.sessions import service as sessions
from mdm.users import service as users_service
from tests.console.conftest import Person, browser_client, csrf_of, person, sign_in
from tests.factories import Factory, create, define, field
from tests.support import LiveServer, run_server


def test_root_and_pages_lead_to_sign_in(server: LiveServer) -> None:
    with browser_client(server) as client:
        assert client.get("/").headers["location"] == "/console/"
        answer = client.get("/console/users?x=1")
        assert answer.status_code == 303
        assert answer.headers["location"] == "/console/sign-in?next=/console/users%3Fx%3D1"
        page = client.get("/console/sign-in")
        assert page.status_code == 200
        assert "default-src 'self'" in page.headers["content-security-policy"]
        assert page.headers["cache-control"] == "no-store"


def test_sign_in_sets_a_session_cookie_and_audits(server: LiveServer, steward_admin: Person) -> None:
    with browser_client(server) as client:
        answer = sign_in(client, steward_admin)
        assert answer.status_code == 303
        assert answer.headers["location"] == "/console/"
        cookie = answer.headers["set-cookie"]
        assert "mdm_session=" in cookie
        assert "HttpOnly" in cookie
        assert "SameSite=lax" in cookie
        assert "Secure" not in cookie  # plain HTTP here; see the proxy test for HTTPS
        home = client.get("/console/")
        assert home.status_code == 200
        assert "Masters" in home.text
    entries = steward_admin.actor.get("/audit/logs", params={"action": "session.sign_in"}).json()
    assert entries["total"] == 1
    assert entries["items"][0]["resource_type"] == "session"


def test_wrong_password_is_refused_and_audited(server: LiveServer, steward_admin: Person) -> None:
    with browser_client(server) as client:
        wrong = Person(steward_admin.email, "not the password at all", steward_admin.actor)
        answer = sign_in(client, wrong)
        assert answer.status_code == 401
        assert "Wrong e-mail address or password" in answer.text
        assert "mdm_session" not in answer.headers.get("set-cookie", "")
        unknown = sign_in(client, Person("nobody@example.com", "whatever-whatever", steward_admin.actor))
        assert unknown.status_code == 401
        assert "Wrong e-mail address or password" in unknown.text
    failed = steward_admin.actor.get("/audit/logs", params={"action": "session.sign_in_failed"}).json()
    assert failed["total"] == 1
    assert failed["items"][0]["status_code"] == 401


def test_the_tenant_field_appears_only_for_an_address_in_several_tenants(
    server: LiveServer, factory: Factory, steward_admin: Person
) -> None:
    with browser_client(server) as client:
        form = client.get("/console/sign-in").text
        assert ">Email <input" in form
        assert "Tenant" not in form
        wrong = sign_in(client, Person(steward_admin.email, "not the password at all", steward_admin.actor))
        assert "Tenant" not in wrong.text
    twin = person(factory)
    again = person(factory, tenant=twin.actor.tenant_name)
    other = factory.actor(email=twin.email)  # the same address in a second tenant, same password
    with server.database.transaction() as session:
        user = users_service.get_user_by_email(session, tenant_id=other.tenant_id, email=twin.email)
        sessions.set_password(session, user=user, password=twin.password)
    with browser_client(server) as client:
        guess = sign_in(client, Person(twin.email, "not the password at all", twin.actor))
        assert guess.status_code == 401
        assert 'name="tenant"' not in guess.text
        asked = sign_in(client, twin)
        assert asked.status_code == 401
        assert ">Tenant <input" in asked.text
        assert 'role="alert"' in asked.text
        form = client.get("/console/sign-in").text
        answer = client.post(
            "/console/sign-in",
            data={"email": twin.email, "password": twin.password, "tenant": other.tenant_name,
                  "csrf": csrf_of(form), "next": "/console/"},
        )  # fmt: skip
        assert answer.status_code == 303
        assert other.tenant_name in client.get("/console/").text
    assert again.email != twin.email


def test_sign_in_without_the_forms_token_is_refused(server: LiveServer, steward_admin: Person) -> None:
    with httpx.Client(base_url=server.base_url) as client:
        data = {"email": steward_admin.email, "password": steward_admin.password, "csrf": "forged"}
        answer = client.post("/console/sign-in", data=data)
        assert answer.status_code == 403
        assert "mdm_session" not in answer.headers.get("set-cookie", "")


def test_failed_sign_ins_are_throttled_per_account(server: LiveServer, factory: Factory) -> None:
    target = person(factory)
    wrong = Person(target.email, "guessing-guessing-1", target.actor)
    with browser_client(server) as client:
        codes = [sign_in(client, wrong).status_code for _ in range(6)]
        assert codes == [401] * 5 + [429]
        right = sign_in(client, target)  # the right password waits too, for this window
        assert right.status_code == 429
        assert "Too many failed sign-ins" in right.text
    server.limiter.reset()


def test_form_posts_need_the_sessions_csrf_token(console: httpx.Client) -> None:
    answer = console.post("/console/users", data={"name": "Eve", "email": "eve@example.com", "csrf": "x"})
    assert answer.status_code == 403
    assert "This form has expired or came from another site" in answer.text


def test_sign_out_ends_the_session_at_once(server: LiveServer, steward_admin: Person) -> None:
    with browser_client(server) as client:
        sign_in(client, steward_admin)
        cookie = client.cookies.get("mdm_session")
        page = client.get("/console/")
        assert client.post("/console/sign-out", data={"csrf": csrf_of(page.text)}).status_code == 303
    with browser_client(server) as replay:
        replay.cookies.set("mdm_session", cookie or "")
        assert replay.get("/console/").status_code == 303  # the old cookie no longer works
    with server.database.transaction(write=False) as session:
        rows = session.query(UserSession).filter(UserSession.user_id == steward_admin.actor.user_id).all()
        assert rows
        assert all(r.ended_at is not None for r in rows)
        actions = {a.action for a in session.query(AuditLog).filter(AuditLog.user_id == rows[0].user_id)}
        assert {"session.sign_in", "session.sign_out"} <= actions


def test_deactivation_ends_sessions_and_keys(server: LiveServer, factory: Factory) -> None:
    admin = person(factory)
    member = person(factory, role="member", tenant=admin.actor.tenant_name)
    with browser_client(server) as them, browser_client(server) as me:
        sign_in(them, member)
        assert them.get("/console/").status_code == 200
        sign_in(me, admin)
        page = me.get("/console/users")
        answer = me.post(
            f"/console/users/{member.actor.user_id}/deactivate", data={"csrf": csrf_of(page.text)}
        )
        assert answer.status_code == 303
        assert them.get("/console/").status_code == 303
        assert member.actor.get("/definitions").status_code == 401
        assert sign_in(them, member).status_code == 401


def test_https_through_a_trusted_proxy_gets_a_secure_cookie(
    server: LiveServer, steward_admin: Person
) -> None:
    with browser_client(server) as client:  # an untrusted client's header is not believed
        client.headers["X-Forwarded-Proto"] = "https"
        assert "Secure" not in sign_in(client, steward_admin).headers["set-cookie"]
    settings = server.settings.model_copy(update={"forwarded_allow_ips": "127.0.0.1"})
    with (
        run_server(settings, server.database, RateLimiter("memory://")) as proxied,
        httpx.Client(base_url=proxied.base_url, headers={"X-Forwarded-Proto": "https"}) as client,
    ):
        form = client.get("/console/sign-in")
        assert "Secure" in form.headers["set-cookie"]  # the form's own token cookie too
        token = csrf_of(form.text)
        data = {"email": steward_admin.email, "password": steward_admin.password, "csrf": token}
        # httpx keeps Secure cookies off plain HTTP; a browser on HTTPS sends it back.
        answer = client.post("/console/sign-in", data=data, headers={"Cookie": f"mdm_signin={token}"})
        assert answer.status_code == 303
        assert "Secure" in answer.headers["set-cookie"]


def test_api_docs_load_their_assets_from_the_package(server: LiveServer) -> None:
    with httpx.Client(base_url=server.base_url) as client:
        page = client.get("/api/v1/docs")
        assert page.status_code == 200
        assert "cdn" not in page.text.lower()
        assert client.get("/console/api-assets/swagger-ui-bundle.js").status_code == 200
        assert client.get("/console/api-assets/swagger-ui.css").status_code == 200
        redoc = client.get("/api/v1/redoc")
        assert redoc.status_code == 200
        assert "fonts.googleapis" not in redoc.text


def test_another_tenants_ids_answer_404_in_the_console(
    server: LiveServer, factory: Factory, console: httpx.Client
) -> None:
    stranger = person(factory)
    define(stranger.actor, "secret_master", field("code"))
    theirs = create(stranger.actor, "secret_master", code="極秘-1")
    token = csrf_of(console.get("/console/").text)
    assert console.get(f"/console/masters/secret_master/{theirs['id']}").status_code == 404
    assert console.get("/console/masters/secret_master").status_code == 404
    assert console.get("/console/definitions/secret_master").status_code == 404
    assert (
        console.post(f"/console/users/{stranger.actor.user_id}/deactivate", data={"csrf": token}).status_code
        == 404
    )
    revoke = console.post(f"/console/settings/api-keys/{stranger.actor.key_id}/revoke", data={"csrf": token})
    assert revoke.status_code == 404
    assert stranger.actor.get("/definitions").status_code == 200  # their key still works
    assert "極秘" not in console.get("/console/").text


def test_console_requests_count_against_the_tenants_plan(server: LiveServer) -> None:
    limiter = RateLimiter("memory://")
    limiter.clock = lambda: 1_800_000_000 - (1_800_000_000 % 86_400) + 36_000.0  # a minute's start
    with run_server(server.settings, server.database, limiter) as limited:
        factory = Factory(limited)
        free = person(factory, tenant=factory.tenant(plan="free"))
        with browser_client(limited) as client:
            assert sign_in(client, free).status_code == 303  # the sign-in form is not counted
            for _ in range(10):
                assert client.get("/console/").status_code == 200
            refused = client.get("/console/files")
            assert refused.status_code == 429
            assert "The tenant&#39;s plan allows no more requests now: retry in 60 seconds" in refused.text
            assert refused.headers["Retry-After"] == "60"
            assert client.get("/console/static/console.css").status_code == 200
        factory.close()
