"""Record business rules: validate, claim unique values, write history and audit."""

from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from mdm.approvals.divert import open_request
from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.errors import NotFound, PreconditionFailed
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.models import ApprovalRequest, MasterDefinition, Record, RecordHistory
from mdm.definitions.service import get_definition
from mdm.records import validation
from mdm.records.repository import RecordRepository
from mdm.records.validation import CompiledSchema, FieldError, RecordInvalid


@dataclass(frozen=True)
class Change:
    """Who applies a change, under which approval, and whose change it is (the requester)."""

    principal: Principal
    approval_id: str | None = None
    author: str | None = None

    @property
    def user_id(self) -> str:
        """Returns the user the change is attributed to."""
        return self.author or self.principal.user_id


Outcome = Record | ApprovalRequest


def held_back(definition: MasterDefinition, change: Change) -> bool:
    """Tells whether a change must wait for approval instead of being applied."""
    return definition.approval_required and change.approval_id is None


def etag(record: Record) -> str:
    """Returns the record's entity tag."""
    return f'"{record.version}"'


def check_if_match(if_match: str | None, record: Record) -> None:
    """Raises PreconditionFailed unless `If-Match` is absent, `*`, or names the current version."""
    if if_match is None or if_match.strip() == "*":
        return
    given = {tag.strip().removeprefix("W/") for tag in if_match.split(",")}
    if etag(record) not in given:
        raise PreconditionFailed(
            f"Record {record.id} has changed: it is at version {record.version} "
            f"(ETag {etag(record)}); fetch it again and retry"
        )


def get_record(session: Session, *, tenant_id: str, master_type: str, record_id: str) -> Record:
    """Returns a live record or raises NotFound."""
    record = RecordRepository(session, tenant_id).get(master_type, record_id)
    if record is None:
        get_definition(session, tenant_id=tenant_id, master_type=master_type)
        raise NotFound(f"Record {record_id} not found in master '{master_type}'")
    return record


def list_records(
    session: Session, *, tenant_id: str, master_type: str, skip: int, limit: int, search: str | None
) -> tuple[list[Record], int]:
    """Lists live records in creation order, optionally matching a keyword."""
    get_definition(session, tenant_id=tenant_id, master_type=master_type)
    return RecordRepository(session, tenant_id).page(
        master_type, skip=skip, limit=limit, search=search or None
    )


def create_record(session: Session, *, change: Change, master_type: str, data: dict[str, Any]) -> Outcome:
    """Creates a record from validated data (or requests approval to)."""
    tenant_id = change.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    schema = validation.compile_schema(definition.schema)
    record_id = new_id()
    holding = held_back(definition, change)
    cleaned = validated(
        session,
        tenant_id=tenant_id,
        definition=definition,
        data=data,
        record_id=record_id,
        previous=None,
        check_unique=holding,
    )
    if holding:
        return open_request(
            session,
            principal=change.principal,
            definition=definition,
            operation="create",
            payload={"data": cleaned},
        )
    now = utcnow()
    record = Record(
        id=record_id,
        master_type=master_type,
        data=cleaned,
        search_text=validation.search_text(cleaned),
        version=1,
        created_at=now,
        created_by=change.user_id,
        updated_at=now,
        updated_by=change.user_id,
    )
    repo = RecordRepository(session, tenant_id)
    repo.add(record)
    claim_uniques(repo, schema, master_type, record_id, previous=None, current=cleaned)
    _log(session, change, record, "create", previous=None)
    return record


def replace_record(
    session: Session,
    *,
    change: Change,
    master_type: str,
    record_id: str,
    data: dict[str, Any],
    if_match: str | None = None,
    operation: str = "update",
) -> Outcome:
    """Replaces a record's data entirely (or requests approval to)."""
    definition, record = _for_change(session, change, master_type, record_id, if_match)
    return _update(session, change, definition, record, data, operation)


def patch_record(
    session: Session,
    *,
    change: Change,
    master_type: str,
    record_id: str,
    data: dict[str, Any],
    if_match: str | None = None,
) -> Outcome:
    """Merges the given fields into a record, a null clearing a field (or requests approval to)."""
    definition, record = _for_change(session, change, master_type, record_id, if_match)
    merged = {k: v for k, v in {**record.data, **data}.items() if v is not None}
    return _update(session, change, definition, record, merged, "patch")


def _update(
    session: Session,
    change: Change,
    definition: MasterDefinition,
    record: Record,
    data: dict[str, Any],
    operation: str,
) -> Outcome:
    """Applies new data to a record, or holds it back for approval after validating it."""
    if not held_back(definition, change):
        return apply_data(session, change=change, record=record, data=data, operation=operation)
    cleaned = validated(
        session,
        tenant_id=change.principal.tenant_id,
        definition=definition,
        data=data,
        record_id=record.id,
        previous=record.data,
    )
    return open_request(
        session,
        principal=change.principal,
        definition=definition,
        operation=operation,
        payload={"data": cleaned},
        record_id=record.id,
        base_version=record.version,
    )


def delete_record(
    session: Session,
    *,
    change: Change,
    master_type: str,
    record_id: str,
    if_match: str | None = None,
) -> Outcome:
    """Soft-deletes a record: it leaves reads but keeps its history (or requests approval to)."""
    definition, record = _for_change(session, change, master_type, record_id, if_match)
    if held_back(definition, change):
        return open_request(
            session,
            principal=change.principal,
            definition=definition,
            operation="delete",
            payload={},
            record_id=record.id,
            base_version=record.version,
        )
    return mark_deleted(session, change=change, record=record)


def bulk_delete(
    session: Session, *, change: Change, master_type: str, ids: list[str]
) -> tuple[int, list[str]] | ApprovalRequest:
    """Soft-deletes the live records among the ids; returns the count and the ids not found."""
    tenant_id = change.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    unique_ids = list(dict.fromkeys(ids))
    found = {r.id: r for r in RecordRepository(session, tenant_id).get_many(master_type, unique_ids)}
    not_found = [i for i in unique_ids if i not in found]
    if held_back(definition, change):
        return open_request(
            session,
            principal=change.principal,
            definition=definition,
            operation="bulk_delete",
            payload={"ids": list(found), "not_found": not_found},
        )
    for record in found.values():
        mark_deleted(session, change=change, record=record, audit=False)
    write_entry(
        session,
        principal=change.principal,
        action="record.bulk_delete",
        resource_type="master",
        resource_id=master_type,
        details={"deleted": len(found), "ids": list(found), "approval_id": change.approval_id},
    )
    return len(found), not_found


def _for_change(
    session: Session, change: Change, master_type: str, record_id: str, if_match: str | None
) -> tuple[MasterDefinition, Record]:
    """Loads the definition and a live record locked for change, and checks `If-Match`."""
    tenant_id = change.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    record = RecordRepository(session, tenant_id).get(master_type, record_id, for_update=True)
    if record is None:
        raise NotFound(f"Record {record_id} not found in master '{master_type}'")
    check_if_match(if_match, record)
    return definition, record


def apply_data(
    session: Session, *, change: Change, record: Record, data: dict[str, Any], operation: str
) -> Record:
    """Validates new data for a record (live or deleted) and writes it as a new version."""
    tenant_id = change.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=record.master_type, for_write=True)
    schema = validation.compile_schema(definition.schema)
    restoring = record.deleted_at is not None
    cleaned = validated(
        session,
        tenant_id=tenant_id,
        definition=definition,
        data=data,
        record_id=record.id,
        previous=None if restoring else record.data,
        check_unique=False,
    )
    if cleaned == record.data and not restoring:
        return record
    previous = None if restoring else record.data
    repo = RecordRepository(session, tenant_id)
    claim_uniques(repo, schema, record.master_type, record.id, previous=previous, current=cleaned)
    before = record.data
    record.data = cleaned
    record.search_text = validation.search_text(cleaned)
    record.deleted_at = None
    _bump(record, change)
    _log(session, change, record, operation, previous=None if restoring else before)
    return record


def mark_deleted(
    session: Session,
    *,
    change: Change,
    record: Record,
    audit: bool = True,
    operation: str = "delete",
) -> Record:
    """Soft-deletes a loaded record and releases its unique values."""
    repo = RecordRepository(session, change.principal.tenant_id)
    repo.release(record.master_type, record.id)
    record.deleted_at = utcnow()
    _bump(record, change)
    _log(session, change, record, operation, previous=record.data, audit=audit)
    return record


def _bump(record: Record, change: Change) -> None:
    """Advances a record's version and change stamps."""
    record.version += 1
    record.updated_at = utcnow()
    record.updated_by = change.user_id


def validated(
    session: Session,
    *,
    tenant_id: str,
    definition: MasterDefinition,
    data: object,
    record_id: str,
    previous: dict[str, Any] | None,
    check_unique: bool = True,
) -> dict[str, Any]:
    """Runs the schema and reference checks (and unique pre-checks); raises RecordInvalid.

    A direct write skips the unique pre-check: claiming the values checks them atomically.
    """
    schema = validation.compile_schema(definition.schema)
    cleaned, errors = validation.validate_data(schema, data)
    repo = RecordRepository(session, tenant_id)
    errors += reference_errors(repo, schema, [cleaned])
    if check_unique:
        errors += unique_errors(repo, schema, definition.master_type, record_id, cleaned)
    if errors:
        raise RecordInvalid(errors)
    return cleaned


def reference_errors(
    repo: RecordRepository, schema: CompiledSchema, rows: list[dict[str, Any]]
) -> list[FieldError]:
    """Finds reference values that name no live record of the target master."""
    errors: list[FieldError] = []
    for field, target in schema.references:
        values = {row[field] for row in rows if row.get(field) is not None}
        missing = values - repo.live_ids(target, values) if values else set()
        errors += [FieldError(field, f"no live '{target}' record has id {v}") for v in sorted(missing)]
    return errors


def unique_errors(
    repo: RecordRepository,
    schema: CompiledSchema,
    master_type: str,
    record_id: str,
    data: dict[str, Any],
) -> list[FieldError]:
    """Finds unique values already held by another record."""
    errors: list[FieldError] = []
    for field in schema.unique:
        if data.get(field) is None:
            continue
        token = validation.unique_token(data[field])
        holder = repo.holders(master_type, field, [token]).get(token)
        if holder is not None and holder != record_id:
            errors.append(FieldError(field, f"value {data[field]!r} is already used by record {holder}"))
    return errors


def claim_uniques(
    repo: RecordRepository,
    schema: CompiledSchema,
    master_type: str,
    record_id: str,
    *,
    previous: dict[str, Any] | None,
    current: dict[str, Any],
) -> None:
    """Moves the record's unique claims to its new values; a concurrent claim fails cleanly."""
    old = previous or {}
    changed = [f for f in schema.unique if old.get(f) != current.get(f)]
    if previous is not None and changed:
        repo.release(master_type, record_id, changed)
    taken: list[FieldError] = []
    for field in changed:
        if current.get(field) is None:
            continue
        token = validation.unique_token(current[field])
        if not repo.claim(master_type, field, token, record_id):
            holder = repo.holders(master_type, field, [token]).get(token, "another record")
            taken.append(FieldError(field, f"value {current[field]!r} is already used by record {holder}"))
    if taken:
        raise RecordInvalid(taken)


def changed_fields(before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """Lists the fields whose values differ between two states."""
    old, new = before or {}, after or {}
    return sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))


def _log(
    session: Session,
    change: Change,
    record: Record,
    operation: str,
    *,
    previous: dict[str, Any] | None,
    audit: bool = True,
) -> None:
    """Writes the history entry (and, unless bulk, the audit entry) of an applied change."""
    after = None if record.deleted_at is not None else record.data
    RecordRepository(session, change.principal.tenant_id).add_history(
        RecordHistory(
            id=new_id(),
            master_type=record.master_type,
            record_id=record.id,
            version=record.version,
            operation=operation,
            data=after,
            previous=previous,
            changed_fields=changed_fields(previous, after),
            changed_by=change.user_id,
            changed_at=record.updated_at,
            approval_id=change.approval_id,
        )
    )
    if audit:
        write_entry(
            session,
            principal=change.principal,
            action=f"record.{operation}",
            resource_type=record.master_type,
            resource_id=record.id,
            status_code=201 if operation == "create" else 200,
            details={"version": record.version, "approval_id": change.approval_id, "author": change.user_id},
        )
