"""Merging duplicates into a golden record, and undoing a merge exactly.

A merge keeps one record (the survivor) with each field's value chosen by the master's
survivorship rules (or a steward's pick), marks the others `merged` into it (hidden from reads
like deleted records, their unique values released), and repoints every live reference to them
at the survivor, all in one transaction with a history entry on every record it touches. What
it changed is kept (`record_merge`), so that an unmerge restores the records and the references
exactly, as new versions, as long as nobody has since edited what the merge set."""

from collections import Counter
from typing import Any

from sqlalchemy.orm import Session

from mdm.approvals.divert import open_request
from mdm.core.errors import BadRequest, Conflict, NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.enums import Operation
from mdm.db.models import ApprovalRequest, MasterDefinition, Record, RecordMerge
from mdm.definitions.repository import DefinitionRepository
from mdm.definitions.service import get_definition
from mdm.duplicates.repository import DuplicateRepository, MergeRepository
from mdm.matching.config import FieldSurvivorship, MatchConfig, Rule
from mdm.matching.score import is_empty
from mdm.records import matches, referrers
from mdm.records.repository import RecordRepository
from mdm.records.service import Actor, apply_data, changed_fields, held_back, mark_deleted
from mdm.records.validation import compile_schema


def _filled(record: Record) -> int:
    """How many fields of a record have a value."""
    return sum(not is_empty(v) for v in record.data.values())


def default_survivor(records: list[Record]) -> Record:
    """The record that survives when none is named: the most complete, then the oldest."""
    return min(records, key=lambda r: (-_filled(r), r.created_at, r.id))


def _pick(rule: Rule | FieldSurvivorship, name: str, records: list[Record], survivor: Record) -> Any:
    """One field's golden value by a survivorship rule (records without a value never win)."""
    having = [r for r in records if not is_empty(r.data.get(name))]
    if not having:
        return None
    kind = rule.rule if isinstance(rule, FieldSurvivorship) else rule
    if kind == "most_recent":
        return max(having, key=lambda r: (r.updated_at, r.id == survivor.id)).data[name]
    if kind == "most_complete":
        return min(having, key=lambda r: (-_filled(r), r.id != survivor.id)).data[name]
    if kind == "longest":
        return max(having, key=lambda r: (len(str(r.data[name])), r.id == survivor.id)).data[name]
    if kind == "most_frequent":
        counts = Counter(_frozen(r.data[name]) for r in having)
        return max(having, key=lambda r: (counts[_frozen(r.data[name])], r.id == survivor.id)).data[name]
    assert isinstance(rule, FieldSurvivorship)
    order = rule.order or []
    source_field = rule.field or ""

    def rank(record: Record) -> int:
        """Where a record's source stands in the priority order (unknown sources last)."""
        source = record.data.get(source_field)
        return order.index(source) if source in order else len(order)

    return min(having, key=lambda r: (rank(r), r.id != survivor.id)).data[name]


def _frozen(value: Any) -> Any:
    """A hashable form of a value (lists of files)."""
    return tuple(value) if isinstance(value, list) else value


def golden_record(
    config: MatchConfig,
    field_names: list[str],
    records: list[Record],
    survivor: Record,
    picks: dict[str, Record],
    *,
    unique: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """The golden record's data: each field by a steward's pick, else its survivorship rule; a
    unique field (a code that names the record) keeps the survivor's value unless a rule for
    it says otherwise."""
    golden: dict[str, Any] = {}
    for name in field_names:
        if name in picks:
            value = picks[name].data.get(name)
        elif (
            name in unique
            and name not in config.survivorship.fields
            and not is_empty(survivor.data.get(name))
        ):
            value = survivor.data[name]
        else:
            value = _pick(
                config.survivorship.fields.get(name, config.survivorship.default), name, records, survivor
            )
        if not is_empty(value):
            golden[name] = value
    return golden


def merge(
    session: Session,
    *,
    actor: Actor,
    master_type: str,
    record_ids: list[str],
    survivor_id: str | None,
    picks: dict[str, str],
) -> tuple[Record, RecordMerge] | ApprovalRequest:
    """Merges records into a golden record (or requests approval to, on a governed master)."""
    tenant_id = actor.principal.tenant_id
    referrers.hold_referrers(session, tenant_id=tenant_id, master_type=master_type)
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    config = matches.setup(definition).config
    ids = list(dict.fromkeys(record_ids))
    if not 2 <= len(ids) <= config.max_cluster:
        raise BadRequest(f"record_ids: name 2 to {config.max_cluster} distinct records to merge")
    records = _live(session, tenant_id=tenant_id, master_type=master_type, ids=ids)
    survivor = _survivor(records, survivor_id)
    chosen = _picks(definition, records, picks)
    if held_back(definition=definition, actor=actor):
        payload = {"record_ids": ids, "survivor": survivor.id, "fields": picks}
        return open_request(
            session,
            principal=actor.principal,
            definition=definition,
            operation=Operation.MERGE,
            payload=payload,
        )
    schema = compile_schema(definition.schema)
    unique = frozenset(schema.unique)
    golden = golden_record(config, list(schema.fields), records, survivor, chosen, unique=unique)
    losers = [r for r in records if r.id != survivor.id]
    before = {r.id: {"data": dict(r.data), "version": r.version} for r in records}
    for loser in losers:
        loser.merged_into = survivor.id
        mark_deleted(session, actor=actor, record=loser, operation=Operation.MERGE)
    apply_data(session, actor=actor, record=survivor, data=golden, operation=Operation.MERGE)
    repointed = _repoint(session, actor=actor, master_type=master_type, losers=losers, survivor=survivor)
    done = MergeRepository(session, tenant_id).add(
        RecordMerge(
            id=new_id(),
            master_type=master_type,
            survivor_id=survivor.id,
            loser_ids=[r.id for r in losers],
            before=before,
            golden=dict(survivor.data),
            repointed=repointed,
            status="merged",
            merged_by=actor.user_id,
            merged_at=utcnow(),
        )
    )
    DuplicateRepository(session, tenant_id).mark_merged(master_type, ids, by=actor.user_id, at=done.merged_at)
    return survivor, done


def _live(session: Session, *, tenant_id: str, master_type: str, ids: list[str]) -> list[Record]:
    """The live records to merge, locked in id order (so overlapping merges queue, not deadlock)."""
    found = RecordRepository(session, tenant_id).get_many(master_type, sorted(ids), for_update=True)
    missing = sorted(set(ids) - {r.id for r in found})
    repo = RecordRepository(session, tenant_id)
    gone = [i for i in missing if repo.get(master_type, i, include_deleted=True) is not None]
    if gone:
        raise Conflict(f"record(s) {', '.join(gone[:5])} of {master_type} were merged or deleted meanwhile")
    if missing:
        raise NotFound(f"record(s) {', '.join(missing[:5])} not found in master '{master_type}'")
    order = {record_id: index for index, record_id in enumerate(ids)}
    return sorted(found, key=lambda r: order[r.id])


def _survivor(records: list[Record], survivor_id: str | None) -> Record:
    """The named survivor (one of the records) or the default."""
    if survivor_id is None:
        return default_survivor(records)
    named = next((r for r in records if r.id == survivor_id), None)
    if named is None:
        raise BadRequest(f"survivor: {survivor_id} is not one of the records to merge")
    return named


def _picks(definition: MasterDefinition, records: list[Record], picks: dict[str, str]) -> dict[str, Record]:
    """A steward's per-field choices as records, checked: known fields, merged records."""
    fields = compile_schema(definition.schema).fields
    by_id = {r.id: r for r in records}
    chosen: dict[str, Record] = {}
    for name, record_id in picks.items():
        if name not in fields:
            raise BadRequest(f"fields: '{name}' is not a field of {definition.master_type}")
        if record_id not in by_id:
            raise BadRequest(f"fields.{name}: {record_id} is not one of the records to merge")
        chosen[name] = by_id[record_id]
    return chosen


def _repoint(
    session: Session, *, actor: Actor, master_type: str, losers: list[Record], survivor: Record
) -> list[dict[str, Any]]:
    """Points every live reference to a loser at the survivor; returns what it changed."""
    tenant_id = actor.principal.tenant_id
    inbound = referrers.inbound_references(DefinitionRepository(session, tenant_id).all())
    repo = RecordRepository(session, tenant_id)
    loser_ids = [r.id for r in losers]
    changed: list[dict[str, Any]] = []
    for ref in inbound.get(master_type, []):
        for record in repo.referencing(ref.master_type, ref.field, loser_ids):
            old = record.data.get(ref.field)
            apply_data(
                session,
                actor=actor,
                record=record,
                data={**record.data, ref.field: survivor.id},
                operation=Operation.MERGE,
            )
            changed.append(
                {"master_type": ref.master_type, "record_id": record.id, "field": ref.field, "from": old}
            )
    return changed


def unmerge(session: Session, *, actor: Actor, master_type: str, record_id: str) -> RecordMerge:
    """Undoes the latest merge into a record: its merged fields go back to what they were, the
    merged records return as they were, the repointed references point at them again. Refuses
    (409, saying what) when the merge's fields or references were edited since."""
    tenant_id = actor.principal.tenant_id
    referrers.hold_referrers(session, tenant_id=tenant_id, master_type=master_type)
    get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=True)
    done = MergeRepository(session, tenant_id).latest(master_type, record_id)
    if done is None:
        raise NotFound(f"Record {record_id} of {master_type} has no merge to undo")
    # The masters the merge repointed, whether or not they still reference this one.
    DefinitionRepository(session, tenant_id).hold(ref["master_type"] for ref in done.repointed)
    repo = RecordRepository(session, tenant_id)
    survivor = repo.get(master_type, done.survivor_id, for_update=True)
    if survivor is None:
        raise Conflict(f"The merge's survivor {done.survivor_id} was deleted since; restore it first")
    original = done.before[survivor.id]["data"]
    merged_fields = changed_fields(before=original, after=done.golden)
    edited = [f for f in merged_fields if survivor.data.get(f) != done.golden.get(f)]
    if edited:
        raise Conflict(
            f"Cannot undo the merge exactly: field(s) {', '.join(edited)} of {survivor.id} were edited "
            "after it; roll those edits back first"
        )
    references = _references_back(session, tenant_id=tenant_id, done=done)
    restored = {k: v for k, v in survivor.data.items() if k not in merged_fields}
    restored.update({f: original[f] for f in merged_fields if f in original})
    apply_data(session, actor=actor, record=survivor, data=restored, operation=Operation.UNMERGE)
    for loser_id in done.loser_ids:
        loser = repo.get(master_type, loser_id, include_deleted=True, for_update=True)
        if loser is None or loser.merged_into != survivor.id or loser.deleted_at is None:
            raise Conflict(
                f"Record {loser_id} is no longer merged into {survivor.id}; the merge cannot be undone"
            )
        loser.merged_into = None
        apply_data(
            session,
            actor=actor,
            record=loser,
            data=done.before[loser.id]["data"],
            operation=Operation.UNMERGE,
        )
    for record, field, value in references:
        apply_data(
            session,
            actor=actor,
            record=record,
            data={**record.data, field: value},
            operation=Operation.UNMERGE,
        )
    done.status, done.unmerged_by, done.unmerged_at = "unmerged", actor.user_id, utcnow()
    DuplicateRepository(session, tenant_id).reopen(master_type, [survivor.id, *done.loser_ids])
    session.flush()
    return done


def _references_back(session: Session, *, tenant_id: str, done: RecordMerge) -> list[tuple[Record, str, Any]]:
    """The repointed references to restore, each still pointing at the survivor; refuses when
    one was changed since."""
    repo = RecordRepository(session, tenant_id)
    back: list[tuple[Record, str, Any]] = []
    for ref in done.repointed:
        record = repo.get(ref["master_type"], ref["record_id"], for_update=True)
        if record is None:
            continue  # deleted since: nothing points at the survivor from there any more
        if record.data.get(ref["field"]) != done.survivor_id:
            raise Conflict(
                f"Cannot undo the merge exactly: {ref['master_type']} {record.id} no longer refers to "
                f"{done.survivor_id} in '{ref['field']}'"
            )
        back.append((record, ref["field"], ref["from"]))
    return back
