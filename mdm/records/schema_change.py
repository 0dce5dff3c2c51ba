"""Would this schema change break stored records? Refuse what they would violate, backfill defaults.

Definitions ask through `mdm.definitions.hooks`; `install()` (run when `mdm.records` loads)
plugs these answers in."""

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest
from mdm.db.models import MasterDefinition
from mdm.definitions import hooks
from mdm.definitions.fieldtypes import SchemaDef
from mdm.records import indexes, validation
from mdm.records.repository import RecordRepository


@dataclass
class Survey:
    """What a new schema would make of the stored records."""

    violations: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)
    changes: list[dict[str, Any]] = field(default_factory=list)
    tokens: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    refs: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    rewritten: set[str] = field(default_factory=set)

    def refuse(self, name: str, count: int, example: str) -> None:
        """Notes that `count` records would violate field `name`."""
        self.violations[name] += count
        self.examples.setdefault(name, example)


class StoredRecordChecks:
    """The records side of definition changes, as `mdm.definitions.hooks.StoredRecords`."""

    def default_problems(self, schema: SchemaDef) -> dict[str, str]:
        """Maps each field whose default its own field refuses to the problem."""
        return default_problems(schema)

    def apply_schema(
        self, session: Session, *, principal: Principal, definition: MasterDefinition, new_schema: SchemaDef
    ) -> int:
        """Refuses a schema that stored records would violate, else applies it; returns records rewritten."""
        return apply_schema(session, principal=principal, definition=definition, new_schema=new_schema)

    def count_live(self, session: Session, *, tenant_id: str, master_type: str) -> int:
        """Counts a master's live records."""
        return RecordRepository(session, tenant_id).count_live(master_type)

    def purge(self, session: Session, *, tenant_id: str, master_type: str) -> int:
        """Deletes every record of a master; returns how many were live."""
        return RecordRepository(session, tenant_id).purge_master(master_type)

    def reindex(self, session: Session, *, master_type: str) -> None:
        """Brings the master's field indexes in line with its schema once the change commits."""
        indexes.after_change(session, master_type)


def install() -> None:
    """Plugs the records side of definition changes into `mdm.definitions.hooks`."""
    hooks.install(StoredRecordChecks())


def default_problems(schema: SchemaDef) -> dict[str, str]:
    """Maps each field whose default its own field refuses to the problem."""
    compiled = validation.compile_schema(schema)
    problems = {}
    for field_def in schema.fields:
        if field_def.default is not None:
            _, problem = validation.check_value(compiled.fields[field_def.name], field_def.default)
            if problem:
                problems[field_def.name] = problem
    return problems


def apply_schema(
    session: Session, *, principal: Principal, definition: MasterDefinition, new_schema: SchemaDef
) -> int:
    """Checks every live record against a new schema, then applies it; returns records backfilled."""
    repo = RecordRepository(session, principal.tenant_id)
    compiled = validation.compile_schema(new_schema)
    old = validation.compile_schema(definition.schema)
    survey = _survey(repo, definition.master_type, compiled, resend=compiled.searchable != old.searchable)
    _check_duplicates(survey, compiled)
    _check_new_references(repo, survey, compiled, old)
    if survey.violations:
        parts = [
            f"{_subject(name)}: {n} stored record{'' if n == 1 else 's'} would violate it "
            f"({survey.examples[name]})"
            for name, n in survey.violations.most_common()
        ]
        raise BadRequest("Schema change refused: " + "; ".join(parts))
    repo.set_data_many(definition.master_type, survey.changes)
    _move_unique_claims(repo, definition.master_type, survey, compiled, old)
    return sum(1 for change in survey.changes if change["backfilled"])


def _subject(name: str) -> str:
    """Names what stored records would violate: a field, or a rule across fields."""
    if not name:
        return "record_rules"
    return name if name.startswith("unique_together") else f"field '{name}'"


def _survey(
    repo: RecordRepository, master_type: str, compiled: validation.CompiledSchema, *, resend: bool
) -> Survey:
    """Validates every live record against the new schema; `resend`: rewrite every record's
    search text (the searchable fields changed), not only those whose data changes."""
    survey = Survey()
    for batch in repo.iter_live(master_type):
        for record in batch:
            cleaned, errors = validation.validate_data(compiled, record.data)
            for error in errors:
                survey.refuse(error.field, 1, error.message)
            if (resend or cleaned != record.data) and not errors:
                survey.changes.append(
                    {
                        "id": record.id,
                        "data": cleaned,
                        "search_text": validation.search_text(compiled, cleaned),
                        "backfilled": cleaned != record.data,
                    }
                )
                survey.rewritten.update(k for k in cleaned if cleaned[k] != record.data.get(k))
            for claim in compiled.claims:
                token = claim.token(cleaned)
                if token is not None:
                    survey.tokens[claim.name].append((token, record.id))
            for name, _target in compiled.references:
                if cleaned.get(name) is not None:
                    survey.refs[name].add(cleaned[name])
    return survey


def _check_duplicates(survey: Survey, compiled: validation.CompiledSchema) -> None:
    """Refuses unique fields and `unique_together` combinations whose stored values repeat."""
    for claim in compiled.claims:
        counts = Counter(token for token, _ in survey.tokens[claim.name])
        repeated = {t: n for t, n in counts.items() if n > 1}
        if repeated:
            token = next(iter(repeated))
            subject = claim.name if len(claim.fields) == 1 else f"unique_together {list(claim.fields)}"
            survey.refuse(subject, sum(repeated.values()), f"duplicate values, e.g. {token!r}")


def _check_new_references(
    repo: RecordRepository,
    survey: Survey,
    compiled: validation.CompiledSchema,
    old: validation.CompiledSchema,
) -> None:
    """Checks stored values of reference fields that are new or point elsewhere now."""
    before = dict(old.references)
    fresh = [(name, target) for name, target in compiled.references if before.get(name) != target]
    if not fresh:
        return
    for name, target in fresh:
        wanted = survey.refs[name]
        missing = wanted - repo.live_ids(target, wanted) if wanted else set()
        if missing:
            survey.refuse(name, len(missing), validation.missing_reference(target, min(missing)))


def _move_unique_claims(
    repo: RecordRepository,
    master_type: str,
    survey: Survey,
    compiled: validation.CompiledSchema,
    old: validation.CompiledSchema,
) -> None:
    """Drops claims of fields no longer unique, and (re)claims the values of unique fields that
    are new or whose stored values the change rewrote (a type change can reshape a value)."""
    now = {c.name: c for c in compiled.claims}
    before = {c.name for c in old.claims}
    for name in before - set(now):
        repo.release_field(master_type, name)
    reclaim = set(now) - before
    reclaim |= {name for name, c in now.items() if survey.rewritten.intersection(c.fields)}
    for name in reclaim:
        repo.release_field(master_type, name)
        repo.claim_many(master_type, [(name, token, rid) for token, rid in survey.tokens[name]])
