"""Session rules on the database: expiry by idleness and age, deactivation, one-time links."""

from datetime import timedelta

import pytest
from sqlalchemy.orm import Session

from mdm.core.errors import NotFound
from mdm.core.time import utcnow
from mdm.sessions import service
from mdm.sessions.service import ABSOLUTE, IDLE, NewSession, SignInFailure
from mdm.tenants import service as tenants
from mdm.users import service as users

PASSWORD = "gelbe Tulpen im Oktober"


def _user(session: Session, *, email: str = "kim@example.com", tenant: str = "acme-sessions") -> str:
    """A user with a password in a new tenant; returns their e-mail."""
    owner = tenants.create_tenant(session, name=tenant, plan="enterprise")
    user = users.create_user(session, tenant_id=owner.id, email=email, name="Kim", role="steward")
    service.set_password(session, user=user, password=PASSWORD)
    return email


def _sign_in(session: Session, email: str, password: str = PASSWORD, tenant: str = "") -> NewSession:
    """Signs in and insists it worked."""
    outcome = service.sign_in(
        session, email=email, password=password, tenant=tenant, ip="192.0.2.7", user_agent="t"
    )
    assert isinstance(outcome, NewSession), outcome
    return outcome


def test_a_session_ends_after_idle_time_and_at_its_absolute_limit(session: Session) -> None:
    new = _sign_in(session, _user(session))
    now = utcnow()
    assert service.resolve(session, token=new.token, now=now) is not None
    assert service.resolve(session, token=new.token, now=now + IDLE - timedelta(minutes=1)) is not None
    assert service.resolve(session, token=new.token, now=now + IDLE + timedelta(seconds=1)) is None
    assert service.resolve(session, token=new.token, now=now + ABSOLUTE) is None
    assert service.resolve(session, token="x" + new.token, now=now) is None


def test_e_mail_is_matched_without_case_and_several_tenants_need_one_named(session: Session) -> None:
    email = _user(session, email="Kim.Lee@Example.com")
    assert _sign_in(session, "kim.lee@example.com").signed_in.tenant_name == "acme-sessions"
    _user(session, email="kim.lee@example.com", tenant="other-sessions")
    both = service.sign_in(session, email=email, password=PASSWORD, tenant="", ip=None, user_agent=None)
    assert isinstance(both, SignInFailure)
    assert both.ask_tenant
    assert "several tenants" in both.detail
    guess = service.sign_in(
        session, email=email, password="not the password", tenant="", ip=None, user_agent=None
    )
    assert isinstance(guess, SignInFailure)
    assert not guess.ask_tenant  # a wrong password does not learn that the address is in several
    assert _sign_in(session, email, tenant="other-sessions").signed_in.tenant_name == "other-sessions"


def test_a_new_password_ends_open_sessions(session: Session) -> None:
    email = _user(session)
    new = _sign_in(session, email)
    user = users.get_user_by_email(session, tenant_id=new.signed_in.principal.tenant_id, email=email)
    service.set_password(session, user=user, password="ein ganz neues Kennwort")
    assert service.resolve(session, token=new.token) is None


def test_a_password_link_works_once_and_not_after_a_day(session: Session) -> None:
    email = _user(session)
    new = _sign_in(session, email)
    user = users.get_user_by_email(session, tenant_id=new.signed_in.principal.tenant_id, email=email)
    old = service.create_link(session, user=user, now=utcnow() - timedelta(hours=25))
    with pytest.raises(NotFound, match="unknown, used or expired"):
        service.link_user(session, token=old)
    token = service.create_link(session, user=user)
    replaced = service.create_link(session, user=user)
    with pytest.raises(NotFound):
        service.link_user(session, token=token)  # a newer link replaces it
    service.use_link(session, token=replaced, password="drei Wörter reichen", repeated="drei Wörter reichen")
    with pytest.raises(NotFound):
        service.use_link(session, token=replaced, password="noch einmal bitte", repeated="noch einmal bitte")
    assert _sign_in(session, email, password="drei Wörter reichen")
