"""Record business rules: validate, claim unique values, write history and audit."""

from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from mdm.approvals.divert import open_request
from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, Conflict, NotFound, PreconditionFailed
from mdm.core.http import etag, if_match_allows
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db import keyset
from mdm.db.enums import Operation
from mdm.db.models import ApprovalRequest, MasterDefinition, Record, RecordHistory
from mdm.definitions.order import field_names, order_rows
from mdm.definitions.service import get_definition
from mdm.events import service as events
from mdm.matching.config import MatchConfig
from mdm.odata.query import list_criteria
from mdm.records import matches, referrers, validation
from mdm.records.keys import resolve_references
from mdm.records.repository import RecordRepository
from mdm.records.validation import CompiledSchema, FieldError, RecordInvalid


@dataclass(frozen=True)
class Actor:
    """Who acts: the caller applying a change, the approval it applies, and whose change it is
    (the requester, when an approver applies someone else's change)."""

    principal: Principal
    approval_id: str | None = None
    author: str | None = None

    @property
    def user_id(self) -> str:
        """Returns the user the change is attributed to (the requester, else the caller)."""
        return self.author or self.principal.user_id


Outcome = Record | ApprovalRequest


def held_back(*, definition: MasterDefinition, actor: Actor) -> bool:
    """Tells whether a change must wait for approval instead of being applied."""
    return definition.approval_required and actor.approval_id is None


def check_if_match(record: Record, *, if_match: str | None) -> None:
    """Raises PreconditionFailed unless `If-Match` is absent, `*`, or names the current version."""
    if not if_match_allows(if_match, etag(record.version)):
        raise PreconditionFailed(
            f"Record {record.id} has changed: it is at version {record.version} "
            f"(ETag {etag(record.version)}); fetch it again and retry"
        )


def get_record(session: Session, *, tenant_id: str, master_type: str, record_id: str) -> Record:
    """Returns a live record or raises NotFound."""
    record = RecordRepository(session, tenant_id).get(master_type, record_id)
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    if record is None:
        raise NotFound(f"Record {record_id} not found in master '{master_type}'")
    order_rows([record], field_names(definition), "data")
    return record


def list_records(
    session: Session,
    *,
    tenant_id: str,
    master_type: str,
    skip: int,
    limit: int,
    search: str | None,
    filter_text: str | None = None,
    orderby_text: str | None = None,
    after: str | None = None,
) -> tuple[list[Record], int, str | None]:
    """Lists live records matching a keyword and an OData `filter`, in `orderby` (else creation)
    order; returns them, the total and the cursor of the next page (`after`, keyset paging)."""
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    where, order = list_criteria(definition, filter_text=filter_text, orderby_text=orderby_text)
    stamp = keyset.fingerprint(master_type, search or None, filter_text, orderby_text)
    try:
        items, total, following = RecordRepository(session, tenant_id).page(
            master_type,
            skip=skip,
            limit=limit,
            search=search or None,
            where=where,
            order=order,
            after=after,
            stamp=stamp,
        )
    except keyset.BadCursor as exc:
        raise BadRequest(f"after: {exc}") from None
    order_rows(items, field_names(definition), "data")
    return items, total, following


def list_deleted(
    session: Session, *, tenant_id: str, master_type: str, skip: int, limit: int
) -> tuple[list[Record], int]:
    """Lists a master's deleted records (merged ones come back by unmerging), latest first."""
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    items, total = RecordRepository(session, tenant_id).deleted_page(master_type, skip=skip, limit=limit)
    order_rows(items, field_names(definition), "data")
    return items, total


def create_record(session: Session, *, actor: Actor, master_type: str, data: dict[str, Any]) -> Outcome:
    """Creates a record from validated data (or requests approval to)."""
    return create_matched(session, actor=actor, master_type=master_type, data=data)[0]


def create_matched(
    session: Session, *, actor: Actor, master_type: str, data: dict[str, Any]
) -> tuple[Outcome, list[dict[str, Any]] | None]:
    """Creates a record (or requests approval to) as the master's `match.on_create` says:
    `block` refuses one with likely duplicates (409 naming them), `warn` creates it and answers
    them beside it, `off` does not look."""
    tenant_id = actor.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    schema = validation.compile_schema(definition.schema)
    record_id = new_id()
    holding = held_back(definition=definition, actor=actor)
    cleaned = validated(
        session,
        tenant_id=tenant_id,
        definition=definition,
        data=data,
        record_id=record_id,
        previous=None,
        check_unique=holding,
    )
    duplicates = _duplicates_on_create(session, tenant_id=tenant_id, definition=definition, data=cleaned)
    if holding:
        request = open_request(
            session,
            principal=actor.principal,
            definition=definition,
            operation=Operation.CREATE,
            payload={"data": cleaned},
        )
        return request, None
    now = utcnow()
    record = Record(
        id=record_id,
        master_type=master_type,
        data=cleaned,
        search_text=validation.search_text(schema, cleaned),
        version=1,
        created_at=now,
        created_by=actor.user_id,
        updated_at=now,
        updated_by=actor.user_id,
    )
    repo = RecordRepository(session, tenant_id)
    repo.add(record)
    claim_uniques(
        repo, schema=schema, master_type=master_type, record_id=record_id, previous=None, current=cleaned
    )
    _write_history_and_audit(session, actor=actor, record=record, operation=Operation.CREATE, previous=None)
    return record, duplicates


def _duplicates_on_create(
    session: Session, *, tenant_id: str, definition: MasterDefinition, data: dict[str, Any]
) -> list[dict[str, Any]] | None:
    """The likely duplicates a create answers with (`warn`), None when not asked to look;
    Conflict naming them when the master blocks such creates."""
    if matches.on_create(definition) == "off":
        return None
    matcher = matches.setup(definition)
    found = matches.likely_duplicates(session, tenant_id=tenant_id, matcher=matcher, data=data)
    shown = matches.shown(found, auto=matcher.config.auto)
    if found and matcher.config.on_create == "block":
        best = found[0]
        raise Conflict(
            f"{len(found)} likely duplicate(s) of this record exist (best: {best.record_id}, score "
            f"{best.score}); update that record instead, or merge later",
            extra={"candidates": shown},
        )
    return shown


def match(
    session: Session, *, principal: Principal, master_type: str, data: dict[str, Any], limit: int
) -> tuple[list[dict[str, Any]], MatchConfig]:
    """The likely duplicates of a prospective record (checked like a write, written nowhere)."""
    tenant_id = principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    schema = validation.compile_schema(definition.schema)
    known = {name: value for name, value in data.items() if name in schema.fields}
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise BadRequest(f"data: {', '.join(unknown[:5])} not field(s) of {master_type}")
    matcher = matches.setup(definition)
    found = matches.likely_duplicates(session, tenant_id=tenant_id, matcher=matcher, data=known, limit=limit)
    return matches.shown(found, auto=matcher.config.auto), matcher.config


def replace_record(
    session: Session,
    *,
    actor: Actor,
    master_type: str,
    record_id: str,
    data: dict[str, Any],
    if_match: str | None = None,
    operation: Operation = Operation.UPDATE,
) -> Outcome:
    """Replaces a record's data entirely (or requests approval to)."""
    definition, record = _for_change(
        session, actor=actor, master_type=master_type, record_id=record_id, if_match=if_match
    )
    return _update(session, actor=actor, definition=definition, record=record, data=data, operation=operation)


def patch_record(
    session: Session,
    *,
    actor: Actor,
    master_type: str,
    record_id: str,
    data: dict[str, Any],
    if_match: str | None = None,
) -> Outcome:
    """Merges the given fields into a record, a null clearing a field (or requests approval to)."""
    definition, record = _for_change(
        session, actor=actor, master_type=master_type, record_id=record_id, if_match=if_match
    )
    merged = {k: v for k, v in {**record.data, **data}.items() if v is not None}
    return _update(
        session, actor=actor, definition=definition, record=record, data=merged, operation=Operation.PATCH
    )


def _update(
    session: Session,
    *,
    actor: Actor,
    definition: MasterDefinition,
    record: Record,
    data: dict[str, Any],
    operation: Operation,
) -> Outcome:
    """Applies new data to a record, or holds it back for approval after validating it."""
    if not held_back(definition=definition, actor=actor):
        return apply_data(session, actor=actor, record=record, data=data, operation=operation)
    cleaned = validated(
        session,
        tenant_id=actor.principal.tenant_id,
        definition=definition,
        data=data,
        record_id=record.id,
        previous=record.data,
    )
    return open_request(
        session,
        principal=actor.principal,
        definition=definition,
        operation=operation,
        payload={"data": cleaned},
        record_id=record.id,
        base_version=record.version,
    )


def delete_record(
    session: Session,
    *,
    actor: Actor,
    master_type: str,
    record_id: str,
    if_match: str | None = None,
) -> Outcome:
    """Soft-deletes a record: it leaves reads but keeps its history (or requests approval to)."""
    referrers.hold_removal_scope(session, tenant_id=actor.principal.tenant_id, master_type=master_type)
    definition, record = _for_change(
        session, actor=actor, master_type=master_type, record_id=record_id, if_match=if_match
    )
    if held_back(definition=definition, actor=actor):
        tenant_id = actor.principal.tenant_id
        referrers.plan_removal(session, tenant_id=tenant_id, master_type=master_type, records=[record])
        return open_request(
            session,
            principal=actor.principal,
            definition=definition,
            operation=Operation.DELETE,
            payload={},
            record_id=record.id,
            base_version=record.version,
        )
    remove(session, actor=actor, master_type=master_type, records=[record])
    return record


def bulk_delete(
    session: Session, *, actor: Actor, master_type: str, ids: list[str]
) -> tuple[int, list[str]] | ApprovalRequest:
    """Soft-deletes the live records among the ids; returns the count and the ids not found."""
    tenant_id = actor.principal.tenant_id
    referrers.hold_removal_scope(session, tenant_id=tenant_id, master_type=master_type)
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    unique_ids = list(dict.fromkeys(ids))
    repo = RecordRepository(session, tenant_id)
    found = {r.id: r for r in repo.get_many(master_type, unique_ids, for_update=True)}
    not_found = [i for i in unique_ids if i not in found]
    if held_back(definition=definition, actor=actor):
        referrers.plan_removal(
            session, tenant_id=tenant_id, master_type=master_type, records=list(found.values())
        )
        return open_request(
            session,
            principal=actor.principal,
            definition=definition,
            operation=Operation.BULK_DELETE,
            payload={"ids": list(found), "not_found": not_found},
        )
    remove(session, actor=actor, master_type=master_type, records=list(found.values()), audit=False)
    write_entry(
        session,
        principal=actor.principal,
        action="record.bulk_delete",
        resource_type="master",
        resource_id=master_type,
        details={"deleted": len(found), "ids": list(found), "approval_id": actor.approval_id},
    )
    return len(found), not_found


def _for_change(
    session: Session, *, actor: Actor, master_type: str, record_id: str, if_match: str | None
) -> tuple[MasterDefinition, Record]:
    """Loads the definition and a live record locked for change, and checks `If-Match`."""
    tenant_id = actor.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    record = RecordRepository(session, tenant_id).get(master_type, record_id, for_update=True)
    if record is None:
        raise NotFound(f"Record {record_id} not found in master '{master_type}'")
    check_if_match(record, if_match=if_match)
    return definition, record


def apply_data(
    session: Session, *, actor: Actor, record: Record, data: dict[str, Any], operation: Operation
) -> Record:
    """Validates new data for a record (live or deleted) and writes it as a new version."""
    tenant_id = actor.principal.tenant_id
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
    claim_uniques(
        repo,
        schema=schema,
        master_type=record.master_type,
        record_id=record.id,
        previous=previous,
        current=cleaned,
    )
    before = record.data
    record.data = cleaned
    record.search_text = validation.search_text(schema, cleaned)
    record.deleted_at = None
    _bump(record, actor=actor)
    _write_history_and_audit(
        session, actor=actor, record=record, operation=operation, previous=None if restoring else before
    )
    return record


def remove(
    session: Session,
    *,
    actor: Actor,
    master_type: str,
    records: list[Record],
    operation: Operation = Operation.DELETE,
    audit: bool = True,
) -> None:
    """Soft-deletes records and applies their referrers' `on_delete`: refuses (Conflict) what a
    `restrict` reference protects, clears `set_null` references and deletes `cascade` referrers,
    each change a new version with history, all in the caller's transaction."""
    tenant_id = actor.principal.tenant_id
    RecordRepository(session, tenant_id).get_many(master_type, [r.id for r in records], for_update=True)
    removal = referrers.plan_removal(session, tenant_id=tenant_id, master_type=master_type, records=records)
    for record, fields in removal.clears.values():
        data = {k: v for k, v in record.data.items() if k not in fields}
        apply_data(session, actor=actor, record=record, data=data, operation=Operation.UPDATE)
    asked = {r.id for r in records}
    for doomed_type, doomed in removal.deletes.items():
        for record in doomed.values():
            mine = doomed_type == master_type and record.id in asked
            mark_deleted(
                session,
                actor=actor,
                record=record,
                audit=audit,
                operation=operation if mine else Operation.DELETE,
            )


def mark_deleted(
    session: Session,
    *,
    actor: Actor,
    record: Record,
    audit: bool = True,
    operation: Operation = Operation.DELETE,
) -> Record:
    """Soft-deletes a loaded record and releases its unique values."""
    repo = RecordRepository(session, actor.principal.tenant_id)
    repo.release(record.master_type, record.id)
    record.deleted_at = utcnow()
    _bump(record, actor=actor)
    _write_history_and_audit(
        session, actor=actor, record=record, operation=operation, previous=record.data, audit=audit
    )
    return record


def _bump(record: Record, *, actor: Actor) -> None:
    """Advances a record's version and change stamps."""
    record.version += 1
    record.updated_at = utcnow()
    record.updated_by = actor.user_id


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
    data = resolve_references(session, tenant_id=tenant_id, schema=schema, data=data, previous=previous)
    cleaned, errors = validation.validate_data(schema, data)
    repo = RecordRepository(session, tenant_id)
    errors += reference_errors(repo, schema=schema, rows=[cleaned], previous=[previous or {}])
    errors += file_errors(repo, schema=schema, data=cleaned, previous=previous or {})
    if check_unique:
        errors += unique_errors(
            repo, schema=schema, master_type=definition.master_type, record_id=record_id, data=cleaned
        )
    if errors:
        raise RecordInvalid(errors)
    validation.check_record_size(cleaned)
    return cleaned


def reference_errors(
    repo: RecordRepository,
    *,
    schema: CompiledSchema,
    rows: list[dict[str, Any]],
    previous: list[dict[str, Any]] | None = None,
) -> list[FieldError]:
    """Finds new reference values that name no live record of the target master, and holds the
    targets they name until the transaction ends (a concurrent delete waits, then sees them).

    A value a record already held is not checked again: a reference that went stale before
    deletes were guarded does not block changes to the record's other fields."""
    errors: list[FieldError] = []
    before = previous or [{} for _ in rows]
    for field, target in schema.references:
        pairs = zip(rows, before, strict=True)
        values = {row[field] for row, old in pairs if row.get(field) not in (None, old.get(field))}
        missing = values - repo.live_ids(target, values, hold=True) if values else set()
        errors += [FieldError(field, validation.missing_reference(target, v)) for v in sorted(missing)]
    return errors


def file_errors(
    repo: RecordRepository, *, schema: CompiledSchema, data: dict[str, Any], previous: dict[str, Any]
) -> list[FieldError]:
    """Finds file ids, new in the record, that name no file of the tenant."""
    if not schema.files:
        return []
    new = validation.file_ids(schema, data) - validation.file_ids(schema, previous)
    missing = new - repo.existing_files(new) if new else set()
    return [
        FieldError(validation.file_field(schema, data, file_id), validation.missing_file(file_id))
        for file_id in sorted(missing)
    ]


def unique_errors(
    repo: RecordRepository,
    *,
    schema: CompiledSchema,
    master_type: str,
    record_id: str,
    data: dict[str, Any],
) -> list[FieldError]:
    """Finds unique values already held by another record."""
    errors: list[FieldError] = []
    for claim in schema.claims:
        token = claim.token(data)
        if token is None:
            continue
        holder = repo.holders(master_type, claim.name, [token]).get(token)
        if holder is not None and holder != record_id:
            errors.append(claim.taken(claim.value(data), holder))
    return errors


def claim_uniques(
    repo: RecordRepository,
    *,
    schema: CompiledSchema,
    master_type: str,
    record_id: str,
    previous: dict[str, Any] | None,
    current: dict[str, Any],
) -> None:
    """Moves the record's unique claims to its new values; a concurrent claim fails cleanly."""
    old = previous or {}
    changed = [c for c in schema.claims if c.token(old) != c.token(current)]
    if previous is not None and changed:
        repo.release(master_type, record_id, [c.name for c in changed])
    taken: list[FieldError] = []
    for claim in changed:
        token = claim.token(current)
        if token is None:
            continue
        if not repo.claim(master_type, claim.name, token, record_id):
            holder = repo.holders(master_type, claim.name, [token]).get(token, "another record")
            taken.append(claim.taken(claim.value(current), holder))
    if taken:
        raise RecordInvalid(taken)


def changed_fields(*, before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """Lists the fields whose values differ between two states."""
    old, new = before or {}, after or {}
    return sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))


def _write_history_and_audit(
    session: Session,
    *,
    actor: Actor,
    record: Record,
    operation: Operation,
    previous: dict[str, Any] | None,
    audit: bool = True,
) -> None:
    """Writes the history entry, the change event and (unless bulk) the audit entry of an
    applied change."""
    after = None if record.deleted_at is not None else record.data
    entry = RecordHistory(
        id=new_id(),
        master_type=record.master_type,
        record_id=record.id,
        version=record.version,
        operation=operation,
        data=after,
        previous=previous,
        changed_fields=changed_fields(before=previous, after=after),
        changed_by=actor.user_id,
        changed_at=record.updated_at,
        approval_id=actor.approval_id,
    )
    RecordRepository(session, actor.principal.tenant_id).add_history(entry)
    events.record_changed(session, tenant_id=actor.principal.tenant_id, entry=entry)
    if audit:
        write_entry(
            session,
            principal=actor.principal,
            action=f"record.{operation}",
            resource_type=record.master_type,
            resource_id=record.id,
            status_code=201 if operation == Operation.CREATE else 200,
            details={"version": record.version, "approval_id": actor.approval_id, "author": actor.user_id},
        )
