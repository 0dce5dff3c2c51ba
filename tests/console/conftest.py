"""Console fixtures: people with passwords and a browser-like HTTP client that signs in."""

import re
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from mdm.sessions import service as sessions
from mdm.users import service as users_service
from tests.factories import Factory
from tests.support import Actor, LiveServer

PASSWORD = "korrekt Pferd Batterie Heftklammer"


@dataclass
class Person:
    """A user who signs in to the console, with the API actor of the same tenant."""

    email: str
    password: str
    actor: Actor


def person(factory: Factory, *, role: str = "admin", tenant: str | None = None) -> Person:
    """Creates a user with a key and a console password."""
    email = f"{uuid.uuid4().hex[:8]}@example.co.jp"
    actor = factory.actor(role=role, tenant=tenant, email=email)
    with factory.server.database.transaction() as session:
        user = users_service.get_user_by_email(session, tenant_id=actor.tenant_id, email=email)
        sessions.set_password(session, user=user, password=PASSWORD)
    return Person(email, PASSWORD, actor)


@pytest.fixture
def steward_admin(factory: Factory) -> Person:
    """An admin of a fresh tenant who can sign in."""
    return person(factory)


def csrf_of(page: str) -> str:
    """The CSRF token of the first form on a page."""
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found, "the page has no form with a CSRF token"
    return found.group(1)


def browser_client(server: LiveServer) -> httpx.Client:
    """An HTTP client that keeps cookies and does not follow redirects, like a careful browser."""
    return httpx.Client(base_url=server.base_url, timeout=30, follow_redirects=False)


def sign_in(client: httpx.Client, who: Person) -> httpx.Response:
    """Signs in through the form and returns the answer to the post."""
    form = client.get("/console/sign-in")
    return client.post(
        "/console/sign-in",
        data={"email": who.email, "password": who.password, "csrf": csrf_of(form.text), "next": "/console/"},
    )


@pytest.fixture
def console(server: LiveServer, steward_admin: Person) -> Iterator[httpx.Client]:
    """A client signed in as `steward_admin`."""
    with browser_client(server) as client:
        assert sign_in(client, steward_admin).status_code == 303
        yield client
