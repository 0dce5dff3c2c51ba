"""The data catalog: what each master holds, how well it is filled, and how masters link."""

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from mdm.catalog.refresh import refresh_later
from mdm.catalog.repository import CatalogRepository
from mdm.catalog.schemas import CatalogDetail, CatalogEntry, FieldProfile, Link, RecordRuleEntry, Reference
from mdm.core.time import utcnow
from mdm.db.engine import after_commit
from mdm.db.models import CatalogStat, MasterDefinition
from mdm.definitions.fieldtypes import FieldDef, SchemaDef
from mdm.definitions.repository import DefinitionRepository
from mdm.definitions.service import get_definition

CONSTRAINT_KEYS = (
    "min",
    "max",
    "min_length",
    "max_length",
    "pattern",
    "options",
    "reference",
    "on_delete",
    "rules",
)


def list_catalog(
    session: Session, *, tenant_id: str, skip: int, limit: int
) -> tuple[list[CatalogEntry], int]:
    """Lists the tenant's masters with their size and last change, by master_type."""
    definitions, total = DefinitionRepository(session, tenant_id).page(skip=skip, limit=limit)
    repo = CatalogRepository(session, tenant_id)
    names = [d.master_type for d in definitions]
    stats, duplicates = repo.master_stats(names), repo.open_duplicates(names)
    entries = []
    for definition in definitions:
        live, last = stats.get(definition.master_type, (0, None))
        entry = _entry(definition, records=live, last_record_change=last)
        entries.append(
            entry.model_copy(update={"open_duplicates": duplicates.get(definition.master_type, 0)})
        )
    return entries, total


def get_catalog_entry(
    session: Session, *, tenant_id: str, master_type: str, exact_limit: int, refresh_after: float
) -> CatalogDetail:
    """Describes one master: its fields with fill rate and distinct count, and its links.

    A master of up to `exact_limit` live records is profiled now; a larger one shows the
    statistics last computed in the background (`stats_as_of`), and a read that finds them
    older than the master's last change by more than `refresh_after` seconds starts a new
    computation once this request's transaction ends.
    """
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    repo = CatalogRepository(session, tenant_id)
    schema = SchemaDef.model_validate(definition.schema)
    names = [f.name for f in schema.fields]
    targets = {f.name: f.reference for f in schema.fields if f.reference}
    live, last_record_change = repo.master_stats([master_type]).get(master_type, (0, None))
    entry = _entry(definition, records=live, last_record_change=last_record_change).model_copy(
        update={"open_duplicates": repo.open_duplicates([master_type]).get(master_type, 0)}
    )
    stale: dict[str, int | None]
    if live <= exact_limit:
        as_of: datetime | None = utcnow()
        profiled, per_field, counted = repo.field_stats(master_type, names, targets)
        stale = dict(counted)
    else:
        stored = repo.stored_stats(master_type)
        if _stale(stored, changed=entry.last_changed_at, refresh_after=refresh_after):
            after_commit(session, refresh_later(tenant_id, master_type, names, targets))
        as_of = stored.computed_at if stored else None
        profiled = stored.records if stored else 0
        kept = stored.fields if stored else {}
        per_field = {name: (counts[0], counts[1]) for name, counts in kept.items()}
        stale = {name: kept[name][2] if len(kept.get(name, ())) > 2 else None for name in targets}
    others = DefinitionRepository(session, tenant_id).all()
    return CatalogDetail(
        **entry.model_dump(),
        stats_as_of=as_of,
        fields=[_profile(f, profiled, per_field.get(f.name)) for f in schema.fields],
        references=[
            Reference(
                master_type=f.reference,
                field=f.name,
                on_delete=f.on_delete or "restrict",
                stale=stale.get(f.name),
            )
            for f in schema.fields
            if f.reference
        ],
        referenced_by=_referrers(others, master_type=master_type),
        key=schema.key_field(),
        unique_together=schema.unique_together or [],
        record_rules=[_rule(raw) for raw in schema.record_rules or []],
    )


def _stale(stored: CatalogStat | None, *, changed: datetime, refresh_after: float) -> bool:
    """Tells whether stored statistics should be computed again (none yet, or the master
    changed after them and they are older than `refresh_after`), unless that is under way."""
    now = utcnow()
    if stored is None:
        return True
    if stored.refreshing_until is not None and stored.refreshing_until > now:
        return False
    if stored.computed_at is None:
        return True
    return changed > stored.computed_at and now - stored.computed_at >= timedelta(seconds=refresh_after)


def _link(master_type: str, field: str, on_delete: str | None) -> Link:
    """Builds a link between masters (a reference restricts deletes unless it says otherwise)."""
    return Link(master_type=master_type, field=field, on_delete=on_delete or "restrict")


def _rule(raw: dict[str, Any]) -> RecordRuleEntry:
    """Shows a record rule with the message its violation gives."""
    expression = str(raw.get("expression", ""))
    return RecordRuleEntry(
        expression=expression, message=raw.get("message") or f"rule '{expression}' is not met"
    )


def _entry(
    definition: MasterDefinition, *, records: int, last_record_change: datetime | None
) -> CatalogEntry:
    """Builds a master's catalog line; its last change is the later of schema and records."""
    changed = definition.updated_at
    if last_record_change is not None and last_record_change > changed:
        changed = last_record_change
    return CatalogEntry(
        master_type=definition.master_type,
        label=definition.master_type_label,
        description=definition.description,
        version=definition.version,
        field_count=len(definition.schema.get("fields", [])),
        record_count=records,
        last_changed_at=changed,
        approval_required=definition.approval_required,
    )


def _profile(field: FieldDef, records: int, counts: tuple[int, int] | None) -> FieldProfile:
    """Builds a field's profile from its definition and its counts over `records` records
    (None: not computed yet)."""
    filled, distinct = counts if counts else (None, None)
    spec = field.model_dump(include=set(CONSTRAINT_KEYS), exclude_none=True)
    return FieldProfile(
        name=field.name,
        type=field.type,
        label=field.label,
        description=field.description,
        required=field.required,
        unique=field.unique,
        constraints=spec,
        value_count=filled,
        fill_rate=None if filled is None else filled / records if records else 0.0,
        distinct_count=distinct,
    )


def _referrers(definitions: list[MasterDefinition], *, master_type: str) -> list[Link]:
    """Lists the fields of any master that point at this master."""
    return [
        _link(d.master_type, f["name"], f.get("on_delete"))
        for d in definitions
        for f in d.schema.get("fields", [])
        if f.get("type") == "reference" and f.get("reference") == master_type
    ]
