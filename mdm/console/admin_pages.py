"""Console pages for admins: Settings -> API keys, users, and the audit log."""

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Form, Query, Request, Response
from sqlalchemy.orm import Session

from mdm.audit import service as audit
from mdm.auth import service as keys
from mdm.console import service
from mdm.console.web import PREFIX, ActingAdminDep, AdminDep, ConsoleRoute, FormError, redirect, render
from mdm.core.deps import SessionDep
from mdm.core.errors import MDMError
from mdm.core.time import utcnow
from mdm.db.enums import Role, Scope
from mdm.sessions.service import SignedIn

router = APIRouter(prefix=PREFIX, route_class=ConsoleRoute, include_in_schema=False)
Text = Annotated[str, Form(max_length=2000)]
AUDIT_PAGE = 50
NOTICES = {
    "revoked": "The key was revoked: requests with it now answer 401.",
    "role": "The role was changed.",
    "deactivated": "The user was deactivated: their sessions ended and their keys stop working.",
    "reactivated": "The user was reactivated.",
}


def _keys_context(session: Session, user: SignedIn) -> dict[str, object]:
    """What the API keys page shows besides its messages."""
    tenant_id = user.principal.tenant_id
    people = service.tenant_users(session, tenant_id=tenant_id)
    names = {p.id: p for p in people}
    rows = keys.list_keys(session, tenant_id=tenant_id)
    now = utcnow()
    listed = [
        {
            "key": k,
            "owner": names.get(k.user_id),
            "status": "revoked" if k.revoked_at else "expired" if k.expires_at <= now else "active",
        }
        for k in sorted(rows, key=lambda k: k.created_at, reverse=True)
    ]
    default_expiry = (now + keys.DEFAULT_LIFETIME).date().isoformat()
    active = [p for p in people if p.deactivated_at is None]
    return {"keys": listed, "people": active, "default_expiry": default_expiry, "scopes": list(Scope)}


@router.get("/settings/api-keys")
def api_keys(request: Request, session: SessionDep, user: AdminDep, notice: str | None = None) -> Response:
    """The tenant's keys and the form that creates one."""
    context = {**_keys_context(session, user), "notice": NOTICES.get(notice or "")}
    return render(request, "api_keys.html", context)


@router.post("/settings/api-keys")
def create_api_key(
    request: Request,
    session: SessionDep,
    user: ActingAdminDep,
    name: Text = "",
    description: Text = "",
    scopes: Annotated[list[str] | None, Form(max_length=3)] = None,
    expires: Annotated[str, Form(max_length=10)] = "",
    owner: Annotated[str, Form(max_length=36)] = "",
) -> Response:
    """Creates a key and shows its secret this once."""
    form = {"name": name, "description": description, "scopes": scopes or [], "expires": expires}
    try:
        expiry = date.fromisoformat(expires) if expires else None
        if expiry is not None and expiry <= utcnow().date():
            raise ValueError("Expires must be a date in the future")
        chosen = [s for s in (scopes or []) if s in set(Scope)]
        created = service.create_key(
            session,
            admin=user.principal,
            owner_id=owner or user.principal.user_id,
            name=name,
            description=description,
            scopes=chosen,
            expires=expiry,
        )
    except (MDMError, ValueError) as exc:
        detail = exc.detail if isinstance(exc, MDMError) else _expiry_problem(exc)
        raise FormError("api_keys.html", {**_keys_context(session, user), "form": form}, detail) from None
    context = {**_keys_context(session, user), "created": created}
    return render(request, "api_keys.html", context, status=201)


def _expiry_problem(exc: ValueError) -> str:
    """Words a refused expiry date."""
    said = str(exc)
    return said if said.startswith("Expires") else "Expires must be a date (YYYY-MM-DD)"


@router.get("/settings/api-keys/{key_id}/revoke")
def confirm_revoke(request: Request, session: SessionDep, user: AdminDep, key_id: str) -> Response:
    """Asks for confirmation before a key is revoked."""
    found = [k for k in keys.list_keys(session, tenant_id=user.principal.tenant_id) if k.id == key_id]
    if not found:
        return render(request, "error.html", {"status": 404, "detail": "API key not found"}, status=404)
    return render(request, "revoke_key.html", {"key": found[0]})


@router.post("/settings/api-keys/{key_id}/revoke")
def revoke_api_key(session: SessionDep, user: ActingAdminDep, key_id: str) -> Response:
    """Revokes a key."""
    service.revoke_key(session, admin=user.principal, key_id=key_id)
    return redirect("/settings/api-keys?notice=revoked")


def _users_context(session: Session, user: SignedIn) -> dict[str, object]:
    """What the users page shows besides its messages."""
    return {"people": service.tenant_users(session, tenant_id=user.principal.tenant_id), "roles": list(Role)}


def _link(request: Request, token: str) -> str:
    """The absolute address of a one-time password link."""
    return str(request.url_for("set_password_page", token=token))


@router.get("/users")
def users_page(request: Request, session: SessionDep, user: AdminDep, notice: str | None = None) -> Response:
    """The tenant's users, with the invite form."""
    return render(
        request, "users.html", {**_users_context(session, user), "notice": NOTICES.get(notice or "")}
    )


@router.post("/users")
def invite(
    request: Request,
    session: SessionDep,
    user: ActingAdminDep,
    name: Text = "",
    email: Text = "",
    role: Annotated[str, Form(max_length=20)] = Role.MEMBER,
) -> Response:
    """Creates a user and shows the one-time link where they choose a password."""
    form = {"name": name, "email": email, "role": role}
    try:
        invited, token = service.invite_user(session, admin=user.principal, email=email, name=name, role=role)
    except MDMError as exc:
        raise FormError("users.html", {**_users_context(session, user), "form": form}, exc.detail) from None
    context = {**_users_context(session, user), "link": _link(request, token), "link_for": invited}
    return render(request, "users.html", context, status=201)


@router.post("/users/{user_id}/role")
def change_role(
    session: SessionDep, user: ActingAdminDep, user_id: str, role: Annotated[str, Form(max_length=20)]
) -> Response:
    """Gives a user another role."""
    service.change_role(session, admin=user.principal, user_id=user_id, role=role)
    return redirect("/users?notice=role")


@router.post("/users/{user_id}/deactivate")
def deactivate(session: SessionDep, user: ActingAdminDep, user_id: str) -> Response:
    """Deactivates a user: their sessions end and their keys answer 401."""
    service.set_active(session, admin=user.principal, user_id=user_id, active=False)
    return redirect("/users?notice=deactivated")


@router.post("/users/{user_id}/reactivate")
def reactivate(session: SessionDep, user: ActingAdminDep, user_id: str) -> Response:
    """Reactivates a user."""
    service.set_active(session, admin=user.principal, user_id=user_id, active=True)
    return redirect("/users?notice=reactivated")


@router.post("/users/{user_id}/password-link")
def new_password_link(request: Request, session: SessionDep, user: ActingAdminDep, user_id: str) -> Response:
    """Makes a new one-time password link for a user (to hand them; earlier ones stop working)."""
    person, token = service.password_link(session, admin=user.principal, user_id=user_id)
    context = {**_users_context(session, user), "link": _link(request, token), "link_for": person}
    return render(request, "users.html", context)


@router.get("/audit")
def audit_log(
    request: Request,
    session: SessionDep,
    user: AdminDep,
    start: Annotated[str, Query(max_length=40)] = "",
    end: Annotated[str, Query(max_length=40)] = "",
    who: Annotated[str, Query(max_length=36)] = "",
    action: Annotated[str, Query(max_length=100)] = "",
    resource: Annotated[str, Query(max_length=200)] = "",
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
) -> Response:
    """The audit log with filters by date range, user, action and resource, newest first."""
    tenant_id = user.principal.tenant_id
    people = service.tenant_users(session, tenant_id=tenant_id)
    kind, _, ident = resource.partition(":")
    filters = {"start": start, "end": end, "who": who, "action": action, "resource": resource}
    try:
        entries, total = audit.list_entries(
            session,
            tenant_id=tenant_id,
            start_date=start or None,
            end_date=end or None,
            user_id=who or None,
            action=action.strip() or None,
            skip=(page - 1) * AUDIT_PAGE,
            limit=AUDIT_PAGE,
            resource_type=kind.strip() or None,
            resource_id=ident.strip() or None,
        )
    except MDMError as exc:
        context = {"people": people, "filters": filters, "entries": [], "total": 0, "page": 1, "pages": 1}
        raise FormError("audit.html", context, exc.detail) from None
    names = {p.id: p.name for p in people}
    pages = max(1, -(-total // AUDIT_PAGE))
    context = {
        "people": people,
        "names": names,
        "filters": filters,
        "entries": entries,
        "total": total,
        "page": page,
        "pages": pages,
    }
    return render(request, "audit.html", context)
