"""The definition editor: a master's schema in a form (fields with type, flags, constraints
and rules), rules generated from a sentence into a field, and the versions with differences."""

from functools import partial
from typing import Annotated, Any

from anyio import to_thread
from fastapi import APIRouter, Query, Request, Response
from sqlalchemy.orm import Session
from starlette.datastructures import FormData

from mdm.ai import service as ai
from mdm.auth.deps import STEWARD_ROLES
from mdm.console import schema_form
from mdm.console.schema_form import Row
from mdm.console.web import PREFIX, ActingDep, ConsoleRoute, FormError, SignedInDep, redirect, render
from mdm.core.deps import SessionDep
from mdm.core.errors import BadRequest, Forbidden, MDMError, NotFound
from mdm.db.models import DefinitionVersion, MasterDefinition
from mdm.definitions import service as definitions
from mdm.definitions.schemas import DefinitionCreate, DefinitionUpdate
from mdm.rules import describe_rule, parse_rule
from mdm.sessions.service import SignedIn

router = APIRouter(prefix=f"{PREFIX}/definitions", route_class=ConsoleRoute, include_in_schema=False)
MORE_ROWS = 3


def _steward(user: SignedIn) -> None:
    """Refuses people who are not stewards or admins."""
    if user.principal.role not in STEWARD_ROLES:
        raise Forbidden("Definitions are edited by stewards and admins")


@router.get("")
def listing(request: Request, session: SessionDep, user: SignedInDep, notice: str = "") -> Response:
    """The tenant's master definitions."""
    _steward(user)
    found, _total = definitions.list_definitions(
        session, tenant_id=user.principal.tenant_id, skip=0, limit=1000
    )
    notices = {"deleted": "The master was deleted."}
    return render(request, "definitions.html", {"definitions": found, "notice": notices.get(notice)})


def _masters(session: Session, user: SignedIn) -> list[str]:
    """The tenant's master types, for reference targets."""
    found, _total = definitions.list_definitions(
        session, tenant_id=user.principal.tenant_id, skip=0, limit=1000
    )
    return [d.master_type for d in found]


def _editor(
    session: Session,
    user: SignedIn,
    *,
    definition: MasterDefinition | None,
    head: dict[str, Any],
    rows: list[Row],
    extra: str,
) -> dict[str, Any]:
    """What the editor page shows."""
    return {
        "definition": definition,
        "head": head,
        "rows": rows,
        "extra": extra,
        "types": schema_form.FIELD_TYPES,
        "masters": _masters(session, user),
        "admin": user.principal.is_admin,
    }


@router.get("/new")
def new(request: Request, session: SessionDep, user: SignedInDep) -> Response:
    """An empty definition."""
    _steward(user)
    head = {"master_type": "", "label": "", "description": "", "approval_required": False}
    rows = schema_form.rows_of({}, blank=5)
    return render(
        request, "definition.html", _editor(session, user, definition=None, head=head, rows=rows, extra="")
    )


@router.get("/{master_type}")
def edit(
    request: Request, session: SessionDep, user: SignedInDep, master_type: str, notice: str = ""
) -> Response:
    """A definition in the editor."""
    _steward(user)
    definition = definitions.get_definition(
        session, tenant_id=user.principal.tenant_id, master_type=master_type
    )
    head = {
        "master_type": definition.master_type,
        "label": definition.master_type_label,
        "description": definition.description or "",
        "approval_required": definition.approval_required,
    }
    rows = schema_form.rows_of(definition.schema)
    context = _editor(
        session,
        user,
        definition=definition,
        head=head,
        rows=rows,
        extra=schema_form.extra_of(definition.schema),
    )
    notices = {"saved": f"Saved as version {definition.version}.", "created": "The master was created."}
    return render(request, "definition.html", {**context, "notice": notices.get(notice)})


def _head(form: FormData, definition: MasterDefinition | None) -> dict[str, Any]:
    """The definition's top-level properties as posted."""
    return {
        "master_type": definition.master_type if definition else str(form.get("master_type", "")).strip(),
        "label": str(form.get("label", "")).strip(),
        "description": str(form.get("description", "")),
        "approval_required": form.get("approval_required") == "on",
    }


def _save(
    session: Session,
    user: SignedIn,
    definition: MasterDefinition | None,
    head: dict[str, Any],
    schema: dict[str, Any],
) -> str:
    """Creates or replaces the definition; returns the master type."""
    body = {
        "master_type_label": head["label"],
        "description": head["description"].strip() or None,
        "schema": schema,
        "approval_required": head["approval_required"],
    }
    try:
        if definition is None:
            created = DefinitionCreate.model_validate({**body, "master_type": head["master_type"]})
            return definitions.create_definition(session, principal=user.principal, body=created).master_type
        replaced = DefinitionUpdate.model_validate(body)
        definitions.update_definition(
            session, principal=user.principal, master_type=definition.master_type, body=replaced
        )
    except ValueError as exc:  # pydantic's ValidationError is a ValueError
        raise BadRequest(_first_problem(exc)) from None
    return definition.master_type


def _first_problem(exc: ValueError) -> str:
    """The first problem of a refused body, in a sentence."""
    errors = getattr(exc, "errors", None)
    if callable(errors):
        first = errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        return f"{where or 'definition'}: {first.get('msg')}"
    return str(exc)


async def _generate(request: Request, rows: list[Row], form: FormData) -> str:
    """Adds a rule generated from the posted sentence to the chosen field; says what it checks."""
    sentence = str(form.get("sentence", "")).strip()
    target = str(form.get("rule_field", ""))
    if not sentence:
        raise BadRequest("Write the sentence to turn into a rule")
    if not target.isdigit() or int(target) >= len(rows) or not rows[int(target)].get("name").strip():
        raise BadRequest("Choose the field the rule is for")
    row = rows[int(target)]
    generated = await ai.generate(
        settings=request.app.state.settings,
        slots=request.app.state.model_slots,
        description=sentence[:500],
        field_name=row.get("name").strip(),
        field_type=row.get("type") or "string",
    )
    rule = ai.rule_json(generated)
    schema_form.add_rule(row, rule)
    checks = describe_rule(parse_rule(rule))
    return f"Rule added to {row.get('name').strip()}: {generated.explanation} It checks: {checks}"


async def _post(request: Request, session: Session, user: SignedIn, master_type: str | None) -> Response:
    """Saves the editor, adds rows, or generates a rule, as the pressed button says."""
    _steward(user)
    form = await request.form()
    tenant_id = user.principal.tenant_id
    definition = None
    if master_type is not None:
        definition = await to_thread.run_sync(
            partial(definitions.get_definition, session, tenant_id=tenant_id, master_type=master_type)
        )
    head, rows, extra = _head(form, definition), schema_form.posted_rows(form), str(form.get("extra", ""))
    action = str(form.get("action", "save"))

    async def again(message: str | None, problem: str | None, status: int = 200) -> Response:
        context = await to_thread.run_sync(
            partial(_editor, session, user, definition=definition, head=head, rows=rows, extra=extra)
        )
        if problem is not None:
            raise FormError("definition.html", context, problem, status)
        return render(request, "definition.html", {**context, "notice": message}, status=status)

    if action == "more":
        rows.extend(Row({"type": "string"}) for _ in range(MORE_ROWS))
        return await again(None, None)
    if action == "generate":
        try:
            said = await _generate(request, rows, form)
        except (MDMError, ValueError) as exc:
            return await again(None, exc.detail if isinstance(exc, MDMError) else str(exc), 400)
        return await again(said, None)
    try:
        schema = schema_form.schema_from(rows, extra)
        saved = await to_thread.run_sync(partial(_save, session, user, definition, head, schema))
    except (MDMError, ValueError) as exc:
        await to_thread.run_sync(session.rollback)
        detail = exc.detail if isinstance(exc, MDMError) else str(exc)
        return await again(None, detail, getattr(exc, "status_code", 400))
    return redirect(f"/definitions/{saved}?notice={'created' if definition is None else 'saved'}")


@router.post("/new")
async def create(request: Request, session: SessionDep, user: ActingDep) -> Response:
    """Creates a master from the editor."""
    return await _post(request, session, user, None)


@router.post("/{master_type}")
async def save(request: Request, session: SessionDep, user: ActingDep, master_type: str) -> Response:
    """Saves the editor as the definition's next version."""
    return await _post(request, session, user, master_type)


@router.get("/{master_type}/versions")
def versions(
    request: Request,
    session: SessionDep,
    user: SignedInDep,
    master_type: str,
    a: Annotated[int | None, Query(ge=1)] = None,
    b: Annotated[int | None, Query(ge=1)] = None,
) -> Response:
    """A definition's versions, and the difference between two of them."""
    _steward(user)
    found = definitions.list_versions(session, tenant_id=user.principal.tenant_id, master_type=master_type)
    if not found:
        raise NotFound(f"Master '{master_type}' not found")
    by_number = {v.version: v for v in found}
    newest = found[0].version
    older, newer = a or max(1, newest - 1), b or newest
    if older not in by_number or newer not in by_number:
        raise BadRequest(f"{master_type} has versions 1 to {newest}")
    context = {
        "master_type": master_type,
        "versions": found,
        "a": older,
        "b": newer,
        "diff": version_diff(by_number[older], by_number[newer]),
    }
    return render(request, "versions.html", context)


def version_diff(old: DefinitionVersion, new: DefinitionVersion) -> list[dict[str, Any]]:
    """What changed between two versions: properties, and fields added, removed or changed."""
    changes: list[dict[str, Any]] = []
    for name in ("master_type_label", "description", "approval_required"):
        if getattr(old, name) != getattr(new, name):
            changes.append({"what": name, "before": getattr(old, name), "after": getattr(new, name)})
    before = {f["name"]: f for f in old.schema.get("fields", [])}
    after = {f["name"]: f for f in new.schema.get("fields", [])}
    for name in [*before, *(n for n in after if n not in before)]:
        if name not in after:
            changes.append({"what": f"field {name}", "before": before[name], "after": "removed"})
        elif name not in before:
            changes.append({"what": f"field {name}", "before": "—", "after": after[name]})
        else:
            for key in sorted(set(before[name]) | set(after[name])):
                if before[name].get(key) != after[name].get(key):
                    what = f"field {name}: {key}"
                    changes.append(
                        {"what": what, "before": before[name].get(key), "after": after[name].get(key)}
                    )
    for key in sorted((set(old.schema) | set(new.schema)) - {"fields"}):
        if old.schema.get(key) != new.schema.get(key):
            changes.append({"what": key, "before": old.schema.get(key), "after": new.schema.get(key)})
    return changes
