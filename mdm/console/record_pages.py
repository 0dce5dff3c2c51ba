"""Console pages for records: a master's table, the record form generated from its schema,
history with field-by-field differences and rollback, and deleted records to restore."""

from functools import partial
from typing import Annotated, Any
from urllib.parse import urlencode

from anyio import to_thread
from fastapi import APIRouter, Query, Request, Response
from sqlalchemy.orm import Session

from mdm.auth.deps import STEWARD_ROLES
from mdm.console import forms
from mdm.console.web import PREFIX, ActingDep, ConsoleRoute, FormError, SignedInDep, redirect, render
from mdm.core.deps import SessionDep
from mdm.core.errors import BadRequest, Conflict, Forbidden, MDMError, PreconditionFailed
from mdm.core.http import etag
from mdm.db.models import ApprovalRequest, MasterDefinition
from mdm.definitions.fieldtypes import FieldDef, SchemaDef
from mdm.definitions.service import get_definition
from mdm.history import service as history
from mdm.records import service as records
from mdm.records.service import Actor, Outcome
from mdm.records.validation import RecordInvalid
from mdm.sessions.service import SignedIn
from mdm.users.service import display_names

router = APIRouter(prefix=f"{PREFIX}/masters", route_class=ConsoleRoute, include_in_schema=False)
PAGE = 100
COLUMNS = 6  # fields shown in a master's table
HELD = "held"


def _fields(definition: MasterDefinition) -> list[FieldDef]:
    """A master's fields in schema order."""
    return SchemaDef.model_validate(definition.schema).fields


def _choices(session: Session, user: SignedIn, fields: list[FieldDef]) -> dict[str, list[tuple[str, str]]]:
    """The records each reference field may point to, labelled by their naming field."""
    found: dict[str, list[tuple[str, str]]] = {}
    tenant_id = user.principal.tenant_id
    for spec in fields:
        if spec.type != "reference" or not spec.reference:
            continue
        target = get_definition(session, tenant_id=tenant_id, master_type=spec.reference)
        naming = forms.display_field(_fields(target))
        items, _total, _next = records.list_records(
            session,
            tenant_id=tenant_id,
            master_type=spec.reference,
            skip=0,
            limit=forms.MAX_CHOICES,
            search=None,
        )
        found[spec.name] = [(r.id, f"{r.data.get(naming, '') if naming else ''} ({r.id[:8]})") for r in items]
    return found


def _notice(outcome: Outcome, done: str) -> str:
    """The notice after a change: done, or sent for approval."""
    return HELD if isinstance(outcome, ApprovalRequest) else done


@router.get("/{master_type}")
def table(
    request: Request,
    session: SessionDep,
    user: SignedInDep,
    master_type: str,
    q: Annotated[str, Query(max_length=200)] = "",
    sort: Annotated[str, Query(max_length=63)] = "",
    desc: Annotated[str, Query(max_length=5)] = "",
    after: Annotated[str, Query(max_length=2000)] = "",
    notice: str = "",
) -> Response:
    """A master's records: search, sort by a column, page forward by cursor."""
    descending = desc == "true"
    tenant_id = user.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    fields = _fields(definition)
    names = {f.name for f in fields}
    if sort and sort not in names:
        raise BadRequest(f"'{sort}' is not a field of {master_type}")
    orderby = f"{sort} {'desc' if descending else 'asc'}" if sort else None
    items, total, following = records.list_records(
        session,
        tenant_id=tenant_id,
        master_type=master_type,
        skip=0,
        limit=PAGE,
        search=q.strip() or None,
        orderby_text=orderby,
        after=after or None,
    )
    base = {"q": q, "sort": sort, "desc": "true" if descending else ""}
    context = {
        "definition": definition,
        "columns": fields[:COLUMNS],
        "items": items,
        "total": total,
        "q": q,
        "sort": sort,
        "desc": descending,
        "first": urlencode({k: v for k, v in base.items() if v}),
        "next": urlencode({**{k: v for k, v in base.items() if v}, "after": following})
        if following
        else None,
        "paged": bool(after),
        "notice": {"deleted": "The record was deleted.", HELD: "Sent for approval."}.get(notice),
        "steward": user.principal.role in STEWARD_ROLES,
    }
    return render(request, "records.html", context)


def _form_page(
    request: Request,
    session: Session,
    user: SignedIn,
    definition: MasterDefinition,
    *,
    data: dict[str, Any],
    errors: dict[str, str] | None = None,
    record: Any = None,
) -> dict[str, Any]:
    """What the record form page shows."""
    fields = _fields(definition)
    controls = forms.controls(fields, data, errors=errors, choices=_choices(session, user, fields))
    return {"definition": definition, "controls": controls, "record": record}


@router.get("/{master_type}/new")
def new_record(request: Request, session: SessionDep, user: SignedInDep, master_type: str) -> Response:
    """An empty record form."""
    definition = get_definition(session, tenant_id=user.principal.tenant_id, master_type=master_type)
    defaults = {f.name: f.default for f in _fields(definition) if f.default is not None}
    return render(request, "record.html", _form_page(request, session, user, definition, data=defaults))


def _field_errors(exc: RecordInvalid) -> tuple[dict[str, str], str]:
    """A refused record's problems by field, and the summary for the top of the form."""
    by_field: dict[str, str] = {}
    for problem in exc.errors:
        by_field.setdefault(problem.field, problem.message)
    return by_field, f"{len(exc.errors)} field(s) need attention"


def _save(
    session: Session,
    user: SignedIn,
    master_type: str,
    form: Any,
    record_id: str | None,
) -> Outcome:
    """Creates or replaces a record from a posted form (a stale version is refused)."""
    tenant_id = user.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    keep = {}
    if record_id is not None:
        keep = records.get_record(
            session, tenant_id=tenant_id, master_type=master_type, record_id=record_id
        ).data
    data = forms.posted_data(_fields(definition), form, keep=keep)
    actor = Actor(user.principal)
    if record_id is None:
        return records.create_record(session, actor=actor, master_type=master_type, data=data)
    version = form.get("version")
    return records.replace_record(
        session,
        actor=actor,
        master_type=master_type,
        record_id=record_id,
        data=data,
        if_match=etag(int(version)) if isinstance(version, str) and version.isdigit() else None,
    )


async def _save_or_show(
    request: Request, session: Session, user: SignedIn, master_type: str, record_id: str | None
) -> Response:
    """Saves a posted record form, or shows it again with the problems at their fields."""
    form = await request.form()
    try:
        outcome = await to_thread.run_sync(partial(_save, session, user, master_type, form, record_id))
    except (RecordInvalid, PreconditionFailed, MDMError) as exc:
        await to_thread.run_sync(session.rollback)
        context = await to_thread.run_sync(
            partial(_refused_form, session, user, master_type, form, record_id, exc, request)
        )
        raise FormError("record.html", context, context.pop("summary"), exc.status_code) from None
    if record_id is None and not isinstance(outcome, ApprovalRequest):
        return redirect(f"/masters/{master_type}/{outcome.id}?notice=created")
    target = record_id or ""
    path = f"/masters/{master_type}/{target}" if target else f"/masters/{master_type}"
    return redirect(f"{path}?notice={_notice(outcome, 'saved')}")


def _refused_form(
    session: Session,
    user: SignedIn,
    master_type: str,
    form: Any,
    record_id: str | None,
    exc: MDMError,
    request: Request,
) -> dict[str, Any]:
    """The record form again, with what was typed and why it was refused."""
    tenant_id = user.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    record = None
    if record_id is not None:
        record = records.get_record(
            session, tenant_id=tenant_id, master_type=master_type, record_id=record_id
        )
    typed = {f.name: form.get(f"f.{f.name}", "") for f in _fields(definition)}
    errors: dict[str, str] = {}
    summary = exc.detail
    if isinstance(exc, RecordInvalid):
        errors, summary = _field_errors(exc)
    elif isinstance(exc, PreconditionFailed) and record is not None:
        summary = (
            f"Someone else changed this record since you opened it (it is now version {record.version}). "
            "Your changes were not saved: open the record again to see theirs."
        )
    context = _form_page(request, session, user, definition, data=typed, errors=errors, record=record)
    version = form.get("version")
    return {**context, "summary": summary, "version": version}


@router.post("/{master_type}/new")
async def create(request: Request, session: SessionDep, user: ActingDep, master_type: str) -> Response:
    """Creates a record from the form (or sends it for approval on a governed master)."""
    return await _save_or_show(request, session, user, master_type, None)


@router.get("/{master_type}/deleted")
def deleted(
    request: Request,
    session: SessionDep,
    user: SignedInDep,
    master_type: str,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    notice: str = "",
) -> Response:
    """A master's deleted records, to restore (stewards and admins)."""
    _require_steward(user)
    tenant_id = user.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    items, total = records.list_deleted(
        session, tenant_id=tenant_id, master_type=master_type, skip=(page - 1) * PAGE, limit=PAGE
    )
    context = {
        "definition": definition,
        "columns": _fields(definition)[:COLUMNS],
        "items": items,
        "total": total,
        "page": page,
        "pages": max(1, -(-total // PAGE)),
        "notice": {"restored": "The record was restored.", HELD: "Sent for approval."}.get(notice),
    }
    return render(request, "deleted.html", context)


def _require_steward(user: SignedIn) -> None:
    """Refuses people who are not stewards or admins."""
    if user.principal.role not in STEWARD_ROLES:
        raise Forbidden("This needs the steward or admin role")


@router.post("/{master_type}/{record_id}/restore")
def restore(session: SessionDep, user: ActingDep, master_type: str, record_id: str) -> Response:
    """Restores a deleted record to its last state before the deletion."""
    _require_steward(user)
    entries, _total = history.list_history(
        session,
        tenant_id=user.principal.tenant_id,
        master_type=master_type,
        record_id=record_id,
        skip=0,
        limit=20,
    )
    last = next((e for e in entries if e.data is not None), None)
    if last is None:
        raise Conflict("This record has no earlier state to restore")
    outcome = history.rollback(
        session, actor=Actor(user.principal), master_type=master_type, record_id=record_id, history_id=last.id
    )
    return redirect(f"/masters/{master_type}/deleted?notice={_notice(outcome, 'restored')}")


@router.get("/{master_type}/{record_id}")
def record_page(
    request: Request,
    session: SessionDep,
    user: SignedInDep,
    master_type: str,
    record_id: str,
    notice: str = "",
) -> Response:
    """One record in a form generated from the schema."""
    tenant_id = user.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    record = records.get_record(session, tenant_id=tenant_id, master_type=master_type, record_id=record_id)
    context = _form_page(request, session, user, definition, data=record.data, record=record)
    notices = {"created": "The record was created.", "saved": "Saved.", HELD: "Sent for approval.",
               "rolled-back": "Rolled back."}  # fmt: skip
    context.update(version=record.version, notice=notices.get(notice))
    return render(request, "record.html", context)


@router.post("/{master_type}/{record_id}")
async def save(
    request: Request, session: SessionDep, user: ActingDep, master_type: str, record_id: str
) -> Response:
    """Replaces a record with the form's values, if nobody changed it since it was opened."""
    return await _save_or_show(request, session, user, master_type, record_id)


@router.post("/{master_type}/{record_id}/delete")
def delete(session: SessionDep, user: ActingDep, master_type: str, record_id: str) -> Response:
    """Deletes a record (it can be restored from the deleted records)."""
    outcome = records.delete_record(
        session, actor=Actor(user.principal), master_type=master_type, record_id=record_id
    )
    return redirect(f"/masters/{master_type}?notice={_notice(outcome, 'deleted')}")


@router.get("/{master_type}/{record_id}/history")
def record_history(
    request: Request,
    session: SessionDep,
    user: SignedInDep,
    master_type: str,
    record_id: str,
    notice: str = "",
) -> Response:
    """A record's changes, newest first, each with its field-by-field difference."""
    tenant_id = user.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    entries, total = history.list_history(
        session, tenant_id=tenant_id, master_type=master_type, record_id=record_id, skip=0, limit=200
    )
    names = display_names(session, tenant_id=tenant_id, ids=(e.changed_by for e in entries))
    labels = {f.name: f.label or f.name for f in _fields(definition)}
    timeline = [
        {
            "entry": e,
            "who": names.get(e.changed_by or "", "someone no longer listed"),
            "diff": _diff(e.previous or {}, e.data or {}, labels),
        }
        for e in entries
    ]
    notices = {"rolled-back": "Rolled back: the record now has that state as a new version.",
               HELD: "The rollback was sent for approval."}  # fmt: skip
    context = {
        "definition": definition,
        "record_id": record_id,
        "timeline": timeline,
        "total": total,
        "notice": notices.get(notice),
    }
    return render(request, "history.html", context)


def _diff(before: dict[str, Any], after: dict[str, Any], labels: dict[str, str]) -> list[dict[str, Any]]:
    """The fields whose values differ between two states, with both values."""
    names = [n for n in labels if n in before or n in after] + sorted(
        (set(before) | set(after)) - set(labels)
    )
    return [
        {"field": labels.get(n, n), "before": before.get(n), "after": after.get(n)}
        for n in names
        if before.get(n) != after.get(n)
    ]


@router.post("/{master_type}/{record_id}/rollback/{history_id}")
def rollback(
    session: SessionDep, user: ActingDep, master_type: str, record_id: str, history_id: str
) -> Response:
    """Makes the record's state that of a history entry again, as a new version."""
    outcome = history.rollback(
        session,
        actor=Actor(user.principal),
        master_type=master_type,
        record_id=record_id,
        history_id=history_id,
    )
    return redirect(f"/masters/{master_type}/{record_id}/history?notice={_notice(outcome, 'rolled-back')}")
