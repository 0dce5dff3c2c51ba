"""Definition business rules: schema checks, versioning, and safe schema changes."""

from typing import Any

from sqlalchemy.orm import Session

from mdm.approvals.divert import open_request
from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, Conflict, Forbidden, NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.enums import Operation
from mdm.db.models import ApprovalRequest, DefinitionVersion, MasterDefinition
from mdm.definitions.fieldtypes import MASTER_TYPE_PATTERN, SchemaDef, parse_schema, schema_problems
from mdm.definitions.hooks import stored_records
from mdm.definitions.repository import DefinitionRepository
from mdm.definitions.schemas import DefinitionCreate, DefinitionUpdate
from mdm.events import service as events

RESERVED_MASTER_TYPES = frozenset({"bulk", "export", "import"})


def get_definition(
    session: Session, *, tenant_id: str, master_type: str, for_write: bool = False
) -> MasterDefinition:
    """Returns a master's definition or raises NotFound.

    `for_write` holds a shared lock until the transaction ends, so a schema change (which
    locks the definition exclusively and checks every stored record) cannot slip between a
    record's validation and its commit.
    """
    definition = DefinitionRepository(session, tenant_id).get(master_type, for_share=for_write)
    if definition is None:
        raise NotFound(f"Master '{master_type}' not found")
    return definition


def list_definitions(
    session: Session, *, tenant_id: str, skip: int, limit: int
) -> tuple[list[MasterDefinition], int]:
    """Lists the tenant's definitions by master_type."""
    return DefinitionRepository(session, tenant_id).page(skip=skip, limit=limit)


def list_versions(session: Session, *, tenant_id: str, master_type: str) -> list[DefinitionVersion]:
    """Lists every kept version of a definition, newest first."""
    get_definition(session, tenant_id=tenant_id, master_type=master_type)
    return DefinitionRepository(session, tenant_id).versions(master_type)


def create_definition(session: Session, *, principal: Principal, body: DefinitionCreate) -> MasterDefinition:
    """Creates a master definition at version 1."""
    repo = DefinitionRepository(session, principal.tenant_id)
    if not MASTER_TYPE_PATTERN.match(body.master_type):
        raise BadRequest("master_type must match ^[a-z][a-z0-9_]{0,62}$ (e.g. 'product')")
    if body.master_type in RESERVED_MASTER_TYPES:
        raise BadRequest(f"master_type '{body.master_type}' is reserved")
    if repo.get(body.master_type) is not None:
        raise Conflict(f"Master '{body.master_type}' already exists")
    schema = checked_schema(repo, master_type=body.master_type, raw=body.schema_)
    now = utcnow()
    definition = MasterDefinition(
        id=new_id(),
        master_type=body.master_type,
        master_type_label=body.master_type_label,
        description=body.description,
        schema=schema.model_dump(exclude_none=True),
        approval_required=body.approval_required,
        version=1,
        created_at=now,
        created_by=principal.user_id,
        updated_at=now,
        updated_by=principal.user_id,
    )
    repo.add(definition)
    _snapshot(repo, definition=definition, principal=principal)
    stored_records().reindex(session, master_type=definition.master_type)
    write_entry(
        session,
        principal=principal,
        action="definition.create",
        resource_type="definition",
        resource_id=definition.master_type,
        status_code=201,
        details={"version": 1},
    )
    _definition_event(session, principal=principal, definition=definition, kind="created")
    return definition


def update_definition(
    session: Session, *, principal: Principal, master_type: str, body: DefinitionUpdate
) -> MasterDefinition:
    """Replaces a definition; a real change becomes the next version."""
    repo = DefinitionRepository(session, principal.tenant_id)
    definition = repo.get(master_type, for_update=True)
    if definition is None:
        raise NotFound(f"Master '{master_type}' not found")
    if body.master_type not in (None, master_type):
        raise BadRequest("master_type cannot be changed; create a new master instead")
    if body.approval_required != definition.approval_required and not principal.is_admin:
        raise Forbidden("Only an admin may switch approval_required on or off")
    schema = checked_schema(repo, master_type=master_type, raw=body.schema_)
    new_schema = schema.model_dump(exclude_none=True)
    wanted: dict[str, Any] = {
        "master_type_label": body.master_type_label,
        "description": body.description,
        "schema": new_schema,
        "approval_required": body.approval_required,
    }
    if all(getattr(definition, k) == v for k, v in wanted.items()):
        return definition
    records = stored_records()
    backfilled = records.apply_schema(session, principal=principal, definition=definition, new_schema=schema)
    for key, value in wanted.items():
        setattr(definition, key, value)
    definition.version += 1
    definition.updated_at = utcnow()
    definition.updated_by = principal.user_id
    _snapshot(repo, definition=definition, principal=principal)
    records.reindex(session, master_type=master_type)
    write_entry(
        session,
        principal=principal,
        action="definition.update",
        resource_type="definition",
        resource_id=master_type,
        details={"version": definition.version, "records_backfilled": backfilled},
    )
    _definition_event(session, principal=principal, definition=definition, kind="updated")
    return definition


def patch_definition(
    session: Session, *, principal: Principal, master_type: str, changes: dict[str, Any]
) -> MasterDefinition:
    """Merges the given top-level properties into a definition and saves it as a replacement
    would (a real change becomes the next version)."""
    definition = DefinitionRepository(session, principal.tenant_id).get(master_type)
    if definition is None:
        raise NotFound(f"Master '{master_type}' not found")
    if changes.get("master_type_label", "") is None or changes.get("schema", {}) is None:
        raise BadRequest("master_type_label and schema cannot be null; leave them out to keep them")
    current = {
        "master_type_label": definition.master_type_label,
        "description": definition.description,
        "schema": definition.schema,
        "approval_required": definition.approval_required,
    }
    merged = {**current, **{k: v for k, v in changes.items() if not (k == "approval_required" and v is None)}}
    body = DefinitionUpdate.model_validate(merged)
    return update_definition(session, principal=principal, master_type=master_type, body=body)


def delete_definition(
    session: Session, *, principal: Principal, master_type: str, force: bool, approved: bool = False
) -> int | ApprovalRequest:
    """Deletes a definition (with its records only when forced); returns records removed.

    A governed master may only be deleted by an admin, and with records only through an
    approval request that another admin decides (`approved` once they have): otherwise a
    steward could drop a governed master and re-create it ungoverned.
    """
    repo = DefinitionRepository(session, principal.tenant_id)
    definition = repo.get(master_type, for_update=True)
    if definition is None:
        raise NotFound(f"Master '{master_type}' not found")
    referrers = [
        f"{d.master_type}.{f['name']}"
        for d in repo.all()
        if d.master_type != master_type
        for f in d.schema["fields"]
        if f.get("reference") == master_type
    ]
    if referrers:
        raise Conflict(
            f"Master '{master_type}' is referenced by {', '.join(referrers)}; "
            "remove those reference fields first"
        )
    records = stored_records()
    live = records.count_live(session, tenant_id=principal.tenant_id, master_type=master_type)
    if live and not force:
        noun = "record" if live == 1 else "records"
        raise Conflict(
            f"Master '{master_type}' still has {live} {noun}; delete them first or repeat with ?force=true"
        )
    if (live or definition.approval_required) and not principal.is_admin:
        what = "a governed master" if definition.approval_required else "a master that has records"
        raise Forbidden(f"Only an admin may delete {what}")
    if live and definition.approval_required and not approved:
        return _request_delete(session, principal=principal, definition=definition, live=live)
    removed = records.purge(session, tenant_id=principal.tenant_id, master_type=master_type)
    repo.delete(definition)
    records.reindex(session, master_type=master_type)
    write_entry(
        session,
        principal=principal,
        action="definition.delete",
        resource_type="definition",
        resource_id=master_type,
        details={"force": force, "records_deleted": removed},
    )
    _definition_event(session, principal=principal, definition=definition, kind="deleted")
    return removed


def _request_delete(
    session: Session, *, principal: Principal, definition: MasterDefinition, live: int
) -> ApprovalRequest:
    """Holds a forced delete of a governed master back for another admin's approval."""
    request = open_request(
        session,
        principal=principal,
        definition=definition,
        operation=Operation.DELETE_MASTER,
        payload={"force": True, "records": live},
    )
    write_entry(
        session,
        principal=principal,
        action="definition.delete",
        resource_type="definition",
        resource_id=definition.master_type,
        status_code=202,
        details={"force": True, "records": live, "approval_id": request.id},
    )
    return request


def checked_schema(repo: DefinitionRepository, *, master_type: str, raw: dict[str, Any]) -> SchemaDef:
    """Parses a schema and checks it, its defaults and its reference targets."""
    try:
        schema = parse_schema(raw)
    except ValueError as exc:
        raise BadRequest(str(exc)) from None
    problems = schema_problems(schema)
    if not problems:
        refused_defaults = stored_records().default_problems(schema)
        for field in schema.fields:
            if field.name in refused_defaults:
                problems.append(f"field '{field.name}': default {refused_defaults[field.name]}")
            if field.reference and field.reference != master_type and repo.get(field.reference) is None:
                problems.append(f"field '{field.name}': referenced master '{field.reference}' does not exist")
    if problems:
        raise BadRequest("Invalid schema: " + "; ".join(problems))
    return schema


def _snapshot(repo: DefinitionRepository, *, definition: MasterDefinition, principal: Principal) -> None:
    """Keeps the definition as it is now as a version."""
    repo.add_version(
        DefinitionVersion(
            id=new_id(),
            definition_id=definition.id,
            master_type=definition.master_type,
            version=definition.version,
            master_type_label=definition.master_type_label,
            description=definition.description,
            schema=definition.schema,
            approval_required=definition.approval_required,
            created_at=definition.updated_at,
            created_by=principal.user_id,
        )
    )


def _definition_event(
    session: Session, *, principal: Principal, definition: MasterDefinition, kind: str
) -> None:
    """Writes the change event of a definition (`mdm.definition.<kind>`)."""
    events.emit(
        session,
        tenant_id=principal.tenant_id,
        type_=events.DEFINITION + kind,
        subject=definition.master_type,
        master_type=definition.master_type,
        data={
            "master_type": definition.master_type,
            "version": definition.version,
            "schema": None if kind == "deleted" else definition.schema,
            "approval_required": definition.approval_required,
            "actor": principal.user_id,
        },
    )
