"""Files on records: attaching an uploaded file to a record's `file` / `files` field, the files a
record holds, and which records use a file (a file that live records use cannot be deleted)."""

from dataclasses import dataclass

from sqlalchemy.orm import Session

from mdm.core.errors import BadRequest
from mdm.db.models import Record
from mdm.definitions.repository import DefinitionRepository
from mdm.definitions.service import get_definition
from mdm.records import validation
from mdm.records.repository import RecordRepository
from mdm.records.service import Actor, Outcome, get_record, patch_record


@dataclass(frozen=True)
class Target:
    """Where an upload is to be attached: a live record and one of its file fields."""

    master_type: str
    record_id: str
    field: str
    many: bool


def attach_target(
    session: Session, *, tenant_id: str, master_type: str | None, record_id: str | None, field: str | None
) -> Target | None:
    """Checks where an upload is to be attached (all three named, or none): NotFound for an
    unknown master or record, BadRequest for a field that holds no files."""
    given = [master_type, record_id, field]
    if not any(given):
        return None
    if master_type is None or record_id is None or field is None:
        raise BadRequest("To attach the upload name all of master_type, record_id and field")
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    get_record(session, tenant_id=tenant_id, master_type=master_type, record_id=record_id)
    spec = next((f for f in definition.schema["fields"] if f["name"] == field), None)
    if spec is None or spec.get("type") not in ("file", "files"):
        raise BadRequest(f"field '{field}' of '{master_type}' is not a file or files field")
    return Target(master_type, record_id, field, spec["type"] == "files")


def attach(session: Session, *, actor: Actor, target: Target, file_id: str) -> Outcome:
    """Puts a file into a record's field (a `files` list gains it) as a new version, or
    requests approval to on a governed master."""
    record = get_record(
        session,
        tenant_id=actor.principal.tenant_id,
        master_type=target.master_type,
        record_id=target.record_id,
    )
    value: object = file_id
    if target.many:
        held = record.data.get(target.field)
        value = [*(held if isinstance(held, list) else []), file_id]
    return patch_record(
        session,
        actor=actor,
        master_type=target.master_type,
        record_id=target.record_id,
        data={target.field: value},
    )


def record_file_ids(session: Session, *, tenant_id: str, master_type: str, record_id: str) -> list[str]:
    """Returns the ids of the files a live record holds, in field order."""
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    record: Record = get_record(session, tenant_id=tenant_id, master_type=master_type, record_id=record_id)
    schema = validation.compile_schema(definition.schema)
    found: list[str] = []
    for name in schema.files:
        value = record.data.get(name)
        found += value if isinstance(value, list) else [value] if isinstance(value, str) else []
    return list(dict.fromkeys(found))


def file_users(session: Session, *, tenant_id: str, file_id: str) -> list[str]:
    """Describes the live records that use a file, per master and field (empty when none)."""
    repo = RecordRepository(session, tenant_id)
    uses: list[str] = []
    for definition in DefinitionRepository(session, tenant_id).all():
        for spec in definition.schema.get("fields", []):
            if spec.get("type") not in ("file", "files"):
                continue
            count = repo.count_using_file(
                definition.master_type, spec["name"], many=spec["type"] == "files", file_id=file_id
            )
            if count:
                noun = "record" if count == 1 else "records"
                uses.append(f"{count} live {noun} of '{definition.master_type}' (field '{spec['name']}')")
    return uses
