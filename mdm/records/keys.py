"""References by business key: a master's key field, and key values turned into record ids a
batch at a time (one lookup in the unique-claims table per batch of distinct values, never one
per row)."""

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from mdm.definitions.repository import DefinitionRepository
from mdm.records import validation
from mdm.records.repository import RecordRepository
from mdm.records.validation import CompiledField, CompiledSchema

Holders = Callable[[str, str, list[str]], dict[str, str]]
_TEXT = frozenset({"string", "text", "email", "url", "enum", "reference", "date", "datetime"})


@dataclass(frozen=True)
class KeyField:
    """The unique field that names the records of a master in references."""

    master_type: str
    name: str
    compiled: CompiledField

    def missing(self, value: Any) -> str:
        """Says that no live record of the master has this key value."""
        return f"no live '{self.master_type}' record has {self.name} {value!r}"


def key_field(
    session: Session, *, tenant_id: str, master_type: str, name: str | None = None
) -> KeyField | None:
    """Returns a master's key field, or the named field when it is unique (None: there is none)."""
    definition = DefinitionRepository(session, tenant_id).get(master_type)
    if definition is None:
        return None
    schema = validation.compile_schema(definition.schema)
    chosen = name or schema.key
    if chosen is None or chosen not in schema.unique:
        return None
    return KeyField(master_type, chosen, schema.fields[chosen])


def resolve_keys(holders: Holders, key: KeyField, values: Iterable[Any]) -> dict[Any, str]:
    """Maps each value that is a key value of a live record to that record's id (one lookup)."""
    tokens: dict[Any, str] = {}
    for value in set(values):
        typed = value
        if isinstance(value, str) and key.compiled.spec.type not in _TEXT:
            typed = validation.coerce_text(key.compiled, value.strip())
        canonical, problem = validation.check_value(key.compiled, typed)
        if problem is None:
            tokens[value] = validation.unique_token(canonical)
    if not tokens:
        return {}
    held = holders(key.master_type, key.name, sorted(set(tokens.values())))
    return {value: held[token] for value, token in tokens.items() if token in held}


def resolve_references(
    session: Session,
    *,
    tenant_id: str,
    schema: CompiledSchema,
    data: object,
    previous: dict[str, Any] | None = None,
) -> object:
    """Replaces each reference value of a JSON write that is no live record's id but a key value
    of the target master by that record's id; leaves every other value (and a value the record
    already holds) for validation to judge."""
    if not isinstance(data, dict) or not schema.references:
        return data
    repo = RecordRepository(session, tenant_id)
    resolved = dict(data)
    kept = previous or {}
    for field, target in schema.references:
        value = data.get(field)
        if not _maybe_key(value) or value == kept.get(field):
            continue
        if isinstance(value, str) and repo.live_ids(target, [value]):
            continue
        key = key_field(session, tenant_id=tenant_id, master_type=target)
        if key is not None:
            found = resolve_keys(repo.holders, key, [value]).get(value)
            resolved[field] = found or value
    return resolved


def _maybe_key(value: object) -> bool:
    """Tells whether a value could be a key value (text or a number, not empty)."""
    return isinstance(value, str | int | float) and not isinstance(value, bool) and value != ""


def key_values(session: Session, *, tenant_id: str, key: KeyField, ids: Collection[str]) -> dict[str, Any]:
    """Returns the key value of each live record among the ids (one query per batch)."""
    return RecordRepository(session, tenant_id).field_of(key.master_type, key.name, ids)
