"""The data catalog: what each master holds, how well it is filled, and how masters link."""

from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from mdm.catalog.repository import CatalogRepository
from mdm.catalog.schemas import CatalogDetail, CatalogEntry, FieldProfile, Link, RecordRuleEntry, Reference
from mdm.db.models import MasterDefinition
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
    stats = CatalogRepository(session, tenant_id).master_stats([d.master_type for d in definitions])
    entries = []
    for definition in definitions:
        live, last = stats.get(definition.master_type, (0, None))
        entries.append(_entry(definition, records=live, last_record_change=last))
    return entries, total


def get_catalog_entry(session: Session, *, tenant_id: str, master_type: str) -> CatalogDetail:
    """Describes one master: its fields with fill rate and distinct count, and its links."""
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    repo = CatalogRepository(session, tenant_id)
    schema = SchemaDef.model_validate(definition.schema)
    targets = {f.name: f.reference for f in schema.fields if f.reference}
    live, per_field, stale = repo.field_stats(master_type, [f.name for f in schema.fields], targets)
    _, last_record_change = repo.master_stats([master_type]).get(master_type, (0, None))
    entry = _entry(definition, records=live, last_record_change=last_record_change)
    others = DefinitionRepository(session, tenant_id).all()
    return CatalogDetail(
        **entry.model_dump(),
        fields=[_profile(f, live, *per_field[f.name]) for f in schema.fields],
        references=[
            Reference(
                master_type=f.reference,
                field=f.name,
                on_delete=f.on_delete or "restrict",
                stale=stale[f.name],
            )
            for f in schema.fields
            if f.reference
        ],
        referenced_by=_referrers(others, master_type=master_type),
        key=schema.key_field(),
        unique_together=schema.unique_together or [],
        record_rules=[_rule(raw) for raw in schema.record_rules or []],
    )


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


def _profile(field: FieldDef, live: int, filled: int, distinct: int) -> FieldProfile:
    """Builds a field's profile from its definition and counts."""
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
        fill_rate=filled / live if live else 0.0,
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
