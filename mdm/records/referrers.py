"""Who references a record, and what deleting it does to them: each reference field says with its
`on_delete`: `restrict` (the default: the delete is refused), `set_null` (the referencing records
lose the value) or `cascade` (they are deleted too, and so on down the chain, stopping at cycles).
"""

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy.orm import Session

from mdm.core.errors import Conflict
from mdm.db.models import MasterDefinition, Record
from mdm.definitions.repository import DefinitionRepository
from mdm.records.repository import RecordRepository


@dataclass(frozen=True)
class Inbound:
    """A reference field of some master that points at a given master."""

    master_type: str
    field: str
    on_delete: str


@dataclass
class Removal:
    """What a delete does: the records it removes (by master) and the references it clears."""

    deletes: dict[str, dict[str, Record]] = field(default_factory=lambda: defaultdict(dict))
    clears: dict[str, tuple[Record, set[str]]] = field(default_factory=dict)

    def doomed(self, master_type: str) -> dict[str, Record]:
        """Returns the records of a master this delete removes."""
        return self.deletes[master_type]


def inbound_references(definitions: list[MasterDefinition]) -> dict[str, list[Inbound]]:
    """Maps each master to the reference fields (of any master) that point at it."""
    found: dict[str, list[Inbound]] = defaultdict(list)
    for definition in definitions:
        for spec in definition.schema.get("fields", []):
            if spec.get("type") == "reference" and spec.get("reference"):
                on_delete = spec.get("on_delete") or "restrict"
                found[spec["reference"]].append(Inbound(definition.master_type, spec["name"], on_delete))
    return found


def removal_scope(inbound: dict[str, list[Inbound]], master_type: str) -> set[str]:
    """The masters whose records a delete in `master_type` may change: itself, the masters its
    `cascade` chain reaches and those whose `set_null` references it clears."""
    scope, frontier, expanded = {master_type}, [master_type], {master_type}
    while frontier:
        for ref in inbound.get(frontier.pop(), []):
            if ref.on_delete == "restrict":
                continue
            scope.add(ref.master_type)
            if ref.on_delete == "cascade" and ref.master_type not in expanded:
                expanded.add(ref.master_type)
                frontier.append(ref.master_type)
    return scope


def hold_removal_scope(session: Session, *, tenant_id: str, master_type: str) -> None:
    """Takes the write locks of the definitions a delete in `master_type` may need, before it
    locks any record: a delete that held a record and then waited for another master's
    definition could meet a schema change of that master waiting for the record (a deadlock,
    answered 503)."""
    _hold_until_stable(session, tenant_id, lambda inbound: removal_scope(inbound, master_type))


def hold_referrers(session: Session, *, tenant_id: str, master_type: str) -> None:
    """Takes the write locks of the definitions of `master_type` and of every master that
    references it (a merge repoints them), before any record is locked."""
    _hold_until_stable(
        session,
        tenant_id,
        lambda inbound: {master_type, *(ref.master_type for ref in inbound.get(master_type, []))},
    )


def _hold_until_stable(
    session: Session, tenant_id: str, scope_of: Callable[[dict[str, list[Inbound]]], set[str]]
) -> None:
    """Holds the masters of a scope read from the definitions, then reads them again under the
    locks and holds what a schema change committed meanwhile added, until nothing is new."""
    definitions = DefinitionRepository(session, tenant_id)
    if not definitions.locks_apart():
        return
    held: set[str] = set()
    while new := scope_of(inbound_references(definitions.all(fresh=True))) - held:
        definitions.hold(new)
        held |= new


def plan_removal(session: Session, *, tenant_id: str, master_type: str, records: list[Record]) -> Removal:
    """Works out what deleting the records does to the records that reference them; raises
    Conflict naming the counts when a `restrict` reference protects any record it reaches."""
    inbound = inbound_references(DefinitionRepository(session, tenant_id).all(fresh=True))
    repo = RecordRepository(session, tenant_id)
    removal = Removal()
    removal.doomed(master_type).update({r.id: r for r in records})
    frontier = {master_type: [r.id for r in records]}
    while frontier:
        following: dict[str, list[str]] = defaultdict(list)
        for target, ids in frontier.items():
            for ref in inbound.get(target, []):
                if ref.on_delete != "cascade":
                    continue
                doomed = removal.doomed(ref.master_type)
                for record in repo.referencing(ref.master_type, ref.field, ids):
                    if record.id not in doomed:
                        doomed[record.id] = record
                        following[ref.master_type].append(record.id)
        frontier = following
    _refuse_restricted(repo, inbound, removal)
    _plan_clears(repo, inbound, removal)
    return removal


def _refuse_restricted(repo: RecordRepository, inbound: dict[str, list[Inbound]], removal: Removal) -> None:
    """Raises Conflict when live records outside the delete restrict-reference a record in it."""
    problems: list[str] = []
    for target, doomed in list(removal.deletes.items()):
        for ref in inbound.get(target, []):
            if ref.on_delete != "restrict" or not doomed:
                continue
            besides = list(removal.doomed(ref.master_type))
            counts = repo.count_referencing(ref.master_type, ref.field, doomed, besides=besides)
            for record_id, count in sorted(counts.items()):
                noun = "record" if count == 1 else "records"
                problems.append(
                    f"Record {record_id} is referenced by {count} live {noun} of "
                    f"'{ref.master_type}' (field '{ref.field}')"
                )
    if problems:
        raise Conflict(
            "; ".join(problems) + ". Nothing was deleted: change or delete the referencing records "
            "first, or give the reference field on_delete 'set_null' or 'cascade'"
        )


def _plan_clears(repo: RecordRepository, inbound: dict[str, list[Inbound]], removal: Removal) -> None:
    """Notes the records (outside the delete) that lose a `set_null` reference."""
    for target, doomed in list(removal.deletes.items()):
        for ref in inbound.get(target, []):
            if ref.on_delete != "set_null" or not doomed:
                continue
            staying = removal.doomed(ref.master_type)
            for record in repo.referencing(ref.master_type, ref.field, doomed):
                if record.id not in staying:
                    key = f"{ref.master_type}/{record.id}"
                    removal.clears.setdefault(key, (record, set()))[1].add(ref.field)
