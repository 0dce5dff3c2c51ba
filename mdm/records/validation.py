"""The one place that knows field types and rules: every write path validates here."""

import hashlib
import json
import math
import re
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit

import orjson

from mdm.core import patterns
from mdm.core.errors import BadRequest, PayloadTooLarge
from mdm.core.patterns import compile_pattern
from mdm.core.time import isoformat_z, parse_instant
from mdm.definitions.fieldtypes import FieldDef, SchemaDef, field_infos
from mdm.rules import Rule, check_rule, demands_value, failure_message, parse_rules
from mdm.rules.expressions import RecordRule, parse_record_rule

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_TRUE = frozenset({"true", "1", "yes", "y", "t"})
_FALSE = frozenset({"false", "0", "no", "n", "f"})
_UNIQUE_INLINE = 200


@dataclass(frozen=True)
class FieldError:
    """One reason a value was refused."""

    field: str
    message: str

    def __str__(self) -> str:
        return f"field '{self.field}': {self.message}" if self.field else self.message


def missing_reference(target: str, value: object) -> str:
    """Says that a reference names no live record of its target master."""
    return f"no live '{target}' record has id {value}"


def missing_file(file_id: object) -> str:
    """Says that a file field names no file of the tenant."""
    return f"no file has id {file_id}"


def value_taken(value: object, holder: str) -> str:
    """Says that a unique value is held by another record."""
    return f"value {value!r} is already used by record {holder}"


class RecordInvalid(BadRequest):
    """A record's data does not satisfy its master's schema."""

    def __init__(self, errors: list[FieldError]) -> None:
        super().__init__("Invalid data: " + "; ".join(str(e) for e in errors[:20]))
        self.errors = errors


@dataclass(frozen=True)
class CompiledField:
    """A field with its pattern and rules prepared for fast checking."""

    spec: FieldDef
    pattern: Any  # a compiled RE2 pattern (linear-time matching), or None
    rules: tuple[Rule, ...]
    constrained: bool = True  # False when the field sets no bounds, lengths or pattern
    demanding: Rule | None = None  # a rule that refuses a missing or empty value (not_empty)


@dataclass(frozen=True)
class Claim:
    """Values a record claims exclusively: one unique field's, or a `unique_together`
    combination's (claimed under a name no field can have: the fields joined by `+`)."""

    name: str
    fields: tuple[str, ...]

    @property
    def label(self) -> str:
        """Returns how errors name the claim: the field, or the fields joined by commas."""
        return ", ".join(self.fields)

    def value(self, data: dict[str, Any]) -> Any:
        """Returns the claimed value (a tuple for a combination), or None when any part is missing."""
        if len(self.fields) == 1:
            return data.get(self.fields[0])
        values = tuple(data.get(f) for f in self.fields)
        return None if any(v is None for v in values) else values

    def token(self, data: dict[str, Any]) -> str | None:
        """Returns the text the claim is stored under, or None when nothing is claimed."""
        value = self.value(data)
        if value is None:
            return None
        if len(self.fields) == 1:
            return unique_token(value)
        return unique_token(orjson.dumps([unique_token(v) for v in value]).decode())

    def taken(self, value: Any, holder: str) -> "FieldError":
        """Says that the claimed value is held by another record."""
        if len(self.fields) == 1:
            return FieldError(self.label, value_taken(value, holder))
        return FieldError(self.label, f"the combination {value!r} is already used by record {holder}")


@dataclass(frozen=True)
class CompiledSchema:
    """A schema ready to validate many records."""

    fields: dict[str, CompiledField]
    unique: tuple[str, ...] = field(default=())
    references: tuple[tuple[str, str], ...] = field(default=())
    searchable: tuple[str, ...] = field(default=())
    claims: tuple[Claim, ...] = field(default=())
    key: str | None = None
    record_rules: tuple[RecordRule, ...] = field(default=())
    files: tuple[str, ...] = field(default=())  # fields of type file or files

    @property
    def names(self) -> list[str]:
        """Returns the field names in schema order."""
        return list(self.fields)


_limits = {"record_bytes": 1024 * 1024}


# PostgreSQL refuses index entries over about 2.7 kB; the id and the tenant share the entry.
INDEXED_MAX_BYTES = 2000


def set_max_record_bytes(limit: int) -> None:
    """Sets the largest record this process stores, in bytes of its JSON data (`MDM_MAX_RECORD_BYTES`)."""
    _limits["record_bytes"] = limit


def oversize_problem(json_text: str | bytes) -> str | None:
    """Says why a record whose data serialises to this JSON is too large, or None."""
    limit = _limits["record_bytes"]
    if len(json_text) * 4 <= limit:  # no character takes more than 4 bytes in UTF-8
        return None
    size = len(json_text.encode() if isinstance(json_text, str) else json_text)
    if size <= limit:
        return None
    return f"the record's data is {size:,} bytes as JSON; at most {limit:,} are allowed"


def check_record_size(data: dict[str, Any]) -> None:
    """Raises PayloadTooLarge when a record's data, as JSON, is over the process's limit."""
    try:
        text: str | bytes = orjson.dumps(data)
    except TypeError:  # integers beyond 64 bits
        text = json.dumps(data)
    problem = oversize_problem(text)
    if problem:
        raise PayloadTooLarge(problem[0].upper() + problem[1:])


@lru_cache(maxsize=512)
def _compile_cached(key: str) -> CompiledSchema:
    """Compiles a schema given as its JSON text."""
    schema = SchemaDef.model_validate_json(key)
    fields = {f.name: _compile_field(f) for f in schema.fields}
    unique = tuple(f.name for f in schema.fields if f.unique)
    refs = tuple((f.name, f.reference) for f in schema.fields if f.type == "reference" and f.reference)
    claims = [Claim(name, (name,)) for name in unique]
    claims += [Claim(together_name(group), tuple(group)) for group in schema.unique_together or []]
    infos = field_infos(schema)
    return CompiledSchema(
        fields=fields,
        unique=unique,
        references=refs,
        claims=tuple(claims),
        key=schema.key_field(),
        searchable=tuple(f.name for f in schema.fields if f.is_searchable),
        record_rules=tuple(parse_record_rule(raw, infos) for raw in schema.record_rules or []),
        files=tuple(f.name for f in schema.fields if f.type in ("file", "files")),
    )


def file_field(schema: CompiledSchema, data: dict[str, Any], file_id: str) -> str:
    """Returns the file field of a record that holds a file id."""
    return next((n for n in schema.files if file_id in file_ids(schema, {n: data.get(n)})), "")


def file_ids(schema: CompiledSchema, data: dict[str, Any]) -> set[str]:
    """Returns the ids of the files a record's file fields hold."""
    found: set[str] = set()
    for name in schema.files:
        value = data.get(name)
        found.update(value if isinstance(value, list) else [value] if isinstance(value, str) else [])
    return found


def together_name(fields: list[str]) -> str:
    """Returns the name a `unique_together` combination's claims are stored under (at most 63
    characters; `+` appears in no field name)."""
    name = "+".join(fields)
    return name if len(name) <= 63 else "+" + hashlib.sha256(name.encode()).hexdigest()[:40]


def _compile_field(spec: FieldDef) -> CompiledField:
    """Prepares one field: its pattern, its rules and the rule (if any) that refuses an empty value."""
    rules = tuple(parse_rules(spec.rules or []))
    bounds = (spec.min, spec.max, spec.min_length, spec.max_length, spec.pattern)
    return CompiledField(
        spec=spec,
        pattern=compile_pattern(spec.pattern) if spec.pattern else None,
        rules=rules,
        constrained=any(v is not None for v in bounds),
        demanding=next((rule for rule in rules if demands_value(rule)), None),
    )


def compile_schema(schema: SchemaDef | dict[str, Any]) -> CompiledSchema:
    """Compiles a schema (cached by its content)."""
    if isinstance(schema, SchemaDef):
        return _compile_cached(schema.model_dump_json(exclude_none=True))
    return _compile_cached(orjson.dumps(schema, option=orjson.OPT_SORT_KEYS).decode())


def validate_data(
    schema: CompiledSchema, data: object, *, apply_defaults: bool = True
) -> tuple[dict[str, Any], list[FieldError]]:
    """Checks a whole record's data; returns the cleaned data and every problem found."""
    if not isinstance(data, dict):
        return {}, [FieldError("", "'data' must be an object keyed by field names")]
    errors = [FieldError(str(k), "unknown field") for k in data if k not in schema.fields]
    cleaned: dict[str, Any] = {}
    for name, compiled in schema.fields.items():
        value = data.get(name)
        if value is None and apply_defaults and compiled.spec.default is not None:
            value = compiled.spec.default
        if value is None or value == "" or value == []:
            if compiled.spec.required:
                errors.append(FieldError(name, "is required"))
            elif compiled.demanding is not None:
                errors.append(FieldError(name, failure_message(compiled.demanding)))
            continue
        value, problem = check_value(compiled, value)
        if problem:
            errors.append(FieldError(name, problem))
        else:
            cleaned[name] = value
    errors += [FieldError("", rule.failure()) for rule in schema.record_rules if rule.violated(cleaned)]
    return cleaned, errors


def require_valid(schema: CompiledSchema, data: object) -> dict[str, Any]:
    """Returns the cleaned data or raises RecordInvalid naming every problem."""
    cleaned, errors = validate_data(schema, data)
    if errors:
        raise RecordInvalid(errors)
    return cleaned


def check_value(compiled: CompiledField, value: Any) -> tuple[Any, str | None]:
    """Checks one present value: type, then constraints, then rules."""
    spec = compiled.spec
    value, problem = _typed(spec, value)
    if problem:
        return value, problem
    problem = _constraint_problem(compiled, value) if compiled.constrained else None
    if problem:
        return value, problem
    for rule in compiled.rules:
        message = check_rule(rule, value)
        if message:
            return value, message
    return value, None


def _typed(spec: FieldDef, value: Any) -> tuple[Any, str | None]:
    """Checks a value against the field's type and returns it in canonical form."""
    kind = spec.type
    if kind in ("integer", "number"):
        return _number(kind, value)
    if kind == "boolean":
        return (value, None) if isinstance(value, bool) else (value, "must be true or false")
    if kind == "files":
        return _file_list(value)
    if not isinstance(value, str):
        return value, f"must be a string ({kind})"
    problem = text_problem(value) or _index_problem(spec, value)
    if problem:
        return value, problem
    if kind == "date":
        return _date(value)
    if kind == "datetime":
        return _datetime(value)
    if kind == "email" and not _EMAIL.match(value):
        return value, "must be an email address"
    if kind == "url" and not _is_url(value):
        return value, "must be an http or https URL"
    if kind == "enum" and value not in (spec.options or []):
        return value, f"must be one of: {', '.join(spec.options or [])}"
    return value, None


def text_problem(value: str) -> str | None:
    """Refuses text no database can store: NUL characters and unpaired surrogates."""
    if "\x00" in value:
        return "must not contain NUL characters"
    if value.isascii():  # O(1) in CPython: ASCII text holds no surrogates
        return None
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return "is not valid Unicode text (unpaired surrogate)"
    return None


def _index_problem(spec: FieldDef, value: str) -> str | None:
    """Refuses text too long for an index entry in a field that has an index."""
    if len(value) * 4 <= INDEXED_MAX_BYTES or not (
        spec.unique or spec.indexed or spec.type in ("reference", "file")
    ):
        return None
    if len(value.encode("utf-8")) > INDEXED_MAX_BYTES:
        return (
            f"is longer than {INDEXED_MAX_BYTES} bytes, "
            "the most an indexed (unique, reference or indexed) field holds"
        )
    return None


def _file_list(value: Any) -> tuple[Any, str | None]:
    """Checks a list of file ids (each once)."""
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        return value, "must be a list of file ids"
    if len(set(value)) != len(value):
        return value, "names a file twice"
    return value, None


def _number(kind: str, value: Any) -> tuple[Any, str | None]:
    """Checks integers and numbers (booleans are not numbers)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return value, "must be an integer" if kind == "integer" else "must be a number"
    if isinstance(value, float) and not math.isfinite(value):
        return value, "must be a finite number"
    if kind == "integer" and isinstance(value, float):
        if not value.is_integer():
            return value, "must be an integer"
        value = int(value)
    if isinstance(value, int) and abs(value) > 2**63 - 1:
        return value, "is out of the 64-bit integer range"
    return value, None


def _date(value: str) -> tuple[Any, str | None]:
    """Checks an ISO 8601 calendar date written as YYYY-MM-DD."""
    try:
        parsed = date.fromisoformat(value)
    except ValueError:
        parsed = None
    if parsed is None or len(value) != 10:
        return value, "must be a date as YYYY-MM-DD"
    return parsed.isoformat(), None


def _datetime(value: str) -> tuple[Any, str | None]:
    """Checks an ISO 8601 datetime and normalises it to UTC with a `Z`."""
    try:
        moment = parse_instant(value)
    except ValueError:
        return value, "must be an ISO 8601 datetime in the years 0001 to 9999 UTC, e.g. 2026-01-31T09:30:00Z"
    return isoformat_z(moment), None


def _is_url(value: str) -> bool:
    """Tells whether a string is an absolute http(s) URL."""
    parts = urlsplit(value)
    return parts.scheme in ("http", "https") and bool(parts.netloc) and " " not in value


def _constraint_problem(compiled: CompiledField, value: Any) -> str | None:
    """Checks bounds, lengths and pattern."""
    spec = compiled.spec
    if spec.min is not None and _less(value, spec.min):
        return f"must be at least {spec.min}"
    if spec.max is not None and _less(spec.max, value):
        return f"must be at most {spec.max}"
    if isinstance(value, str):
        if spec.min_length is not None and len(value) < spec.min_length:
            return f"must be at least {spec.min_length} characters long"
        if spec.max_length is not None and len(value) > spec.max_length:
            return f"must be at most {spec.max_length} characters long"
        if compiled.pattern is not None and not patterns.fullmatch(compiled.pattern, value):
            return f"must match the pattern {spec.pattern}"
    return None


def _less(left: Any, right: Any) -> bool:
    """Compares numbers, or ISO dates/datetimes as text of the same form."""
    if isinstance(left, str) or isinstance(right, str):
        return str(left) < str(right)
    return bool(left < right)


def unique_token(value: Any) -> str:
    """Returns the text under which a unique value is claimed (hashed when long).

    Numbers that are equal claim the same text: 5 and 5.0 are one value, and integers keep
    every digit (a float would merge neighbours above 2**53).
    """
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = value if isinstance(value, str) else str(value) if isinstance(value, int) else repr(value)
    if len(text) <= _UNIQUE_INLINE:
        return text
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


def search_text(schema: CompiledSchema, data: dict[str, Any]) -> str:
    """Builds the lower-cased text the `search` parameter matches against: the values of the
    schema's searchable fields."""
    values = (data.get(name) for name in schema.searchable)
    return "\n".join([str(v) for v in values if v is not None and v != ""]).lower()


def coerce_text(compiled: CompiledField, text: str) -> Any:
    """Turns a CSV cell into the typed value it stands for (None for an empty cell)."""
    kind = compiled.spec.type
    if text == "":
        return None
    if kind in ("integer", "number"):
        return _parse_number(text.strip())
    if kind == "boolean":
        lowered = text.strip().lower()
        return True if lowered in _TRUE else False if lowered in _FALSE else text
    if kind == "files":
        return [part.strip() for part in text.split(",") if part.strip()] or None
    if kind == "file":
        return text.strip()
    return text


def _parse_number(text: str) -> Any:
    """Parses a numeric cell as int when it is written as one, else float; else leaves it."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text


def render_text(value: Any) -> str:
    """Turns a stored value into its CSV cell."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)
