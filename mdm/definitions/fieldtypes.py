"""Field types and the definition-time checks of a master's schema."""

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from mdm.core.patterns import PatternError, compile_pattern
from mdm.matching import config as match_config
from mdm.rules import RuleError, parse_rules, rule_type_error
from mdm.rules.expressions import ExpressionError, FieldInfo, parse_record_rule

FieldType = Literal[
    "string",
    "text",
    "integer",
    "number",
    "boolean",
    "date",
    "datetime",
    "email",
    "url",
    "enum",
    "reference",
    "file",
    "files",
]
STRING_TYPES = frozenset({"string", "text", "email", "url", "enum", "reference"})
FILE_TYPES = frozenset({"file", "files"})
NUMERIC_TYPES = frozenset({"integer", "number"})
TEMPORAL_TYPES = frozenset({"date", "datetime"})
MASTER_TYPE_PATTERN = re.compile(r"^[a-z][a-z0-9_]{0,62}$")
FIELD_NAME_PATTERN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,62}$")
RESERVED_FIELD_NAMES = frozenset({"id"})
OnDelete = Literal["restrict", "set_null", "cascade"]


class FieldDef(BaseModel):
    """One field of a master's schema."""

    model_config = ConfigDict(extra="forbid")

    name: str
    type: FieldType = "string"
    label: str | None = None
    description: str | None = None
    required: bool = False
    unique: bool = False
    indexed: bool = False
    # Whether `search` looks in this field; default: every type but long free text (`text`).
    searchable: bool | None = None
    default: Any = None
    min: int | float | str | None = None
    max: int | float | str | None = None
    min_length: int | None = Field(default=None, ge=0)
    max_length: int | None = Field(default=None, ge=0)
    pattern: str | None = None
    options: list[str] | None = None
    reference: str | None = None
    on_delete: OnDelete | None = None
    rules: list[dict[str, Any]] | None = None

    @property
    def is_searchable(self) -> bool:
        """Tells whether `search` matches this field's values (and its index holds them)."""
        return self.searchable if self.searchable is not None else self.type != "text"

    @field_validator("name")
    @classmethod
    def _valid_name(cls, name: str) -> str:
        """Checks the field name is a safe identifier."""
        if not FIELD_NAME_PATTERN.match(name):
            raise ValueError("must match ^[A-Za-z_][A-Za-z0-9_]{0,62}$")
        if name in RESERVED_FIELD_NAMES:
            raise ValueError(f"'{name}' is reserved")
        return name


class SchemaDef(BaseModel):
    """A master's schema: its ordered fields, its key field, combinations of fields that are
    unique together, and rules across fields."""

    model_config = ConfigDict(extra="forbid")

    fields: list[FieldDef] = Field(min_length=1)
    key: str | None = None
    unique_together: list[list[str]] | None = None
    record_rules: list[dict[str, Any]] | None = None
    match: dict[str, Any] | None = None  # duplicate matching (`mdm.matching.config`)

    def key_field(self) -> str | None:
        """Returns the field that names a record in references: `key`, else the first unique field."""
        if self.key is not None:
            return self.key
        return next((f.name for f in self.fields if f.unique), None)


def schema_problems(schema: SchemaDef) -> list[str]:
    """Lists every definition-time problem of a schema (empty when it is sound)."""
    problems: list[str] = []
    seen: set[str] = set()
    for field in schema.fields:
        if field.name in seen:
            problems.append(f"field '{field.name}' is defined twice")
        seen.add(field.name)
        problems.extend(f"field '{field.name}': {p}" for p in field_problems(field))
    problems += match_config.problems(schema.match, {f.name: f.type for f in schema.fields})
    return problems + _key_problems(schema) + _together_problems(schema) + _record_rule_problems(schema)


def field_infos(schema: SchemaDef) -> dict[str, FieldInfo]:
    """Returns what record rules know of each field: its type and enum options."""
    return {f.name: FieldInfo(f.type, tuple(f.options or ())) for f in schema.fields}


def _record_rule_problems(schema: SchemaDef) -> list[str]:
    """Checks every record rule parses and fits the fields' types."""
    problems: list[str] = []
    infos = field_infos(schema)
    for number, raw in enumerate(schema.record_rules or [], start=1):
        try:
            parse_record_rule(raw, infos)
        except ExpressionError as exc:
            problems.append(f"record_rules[{number}]: {exc}")
    return problems


def _key_problems(schema: SchemaDef) -> list[str]:
    """Checks that the key, when named, is a unique field."""
    if schema.key is None:
        return []
    named = {f.name: f for f in schema.fields}
    if schema.key not in named:
        return [f"key '{schema.key}' is not a field of this master"]
    if not named[schema.key].unique:
        return [f"key '{schema.key}' must be a unique field"]
    return []


def _together_problems(schema: SchemaDef) -> list[str]:
    """Checks each `unique_together` combination: two or more distinct, known fields."""
    problems: list[str] = []
    types = {f.name: f.type for f in schema.fields}
    seen: set[tuple[str, ...]] = set()
    for group in schema.unique_together or []:
        shown = f"unique_together {group}"
        unknown = [name for name in group if name not in types]
        if len(group) < 2:
            problems.append(f"{shown}: name two or more fields (one field takes 'unique': true)")
        elif len(set(group)) != len(group):
            problems.append(f"{shown}: a field is named twice")
        elif unknown:
            problems.append(f"{shown}: unknown field '{unknown[0]}'")
        elif tuple(sorted(group)) in seen:
            problems.append(f"{shown} is given twice")
        seen.add(tuple(sorted(group)))
    return problems


def field_problems(field: FieldDef) -> list[str]:
    """Lists the problems of one field's options for its type."""
    problems = _type_option_problems(field)
    problems += _bound_problems(field)
    if field.pattern is not None:
        try:
            compile_pattern(field.pattern)
        except PatternError as exc:
            problems.append(f"pattern is {exc}")
    if field.unique and field.type in ("boolean", "files"):
        problems.append(f"a {field.type} field cannot be unique")
    if field.indexed and field.type == "files":
        problems.append("a files field cannot be indexed")
    if field.type in FILE_TYPES and field.default is not None:
        problems.append(f"a {field.type} field takes no default")
    problems += _rule_problems(field)
    return problems


def _type_option_problems(field: FieldDef) -> list[str]:
    """Checks options that only some types take."""
    problems: list[str] = []
    if field.type == "enum":
        if not field.options:
            problems.append("an enum field needs a non-empty 'options' list")
        elif len(set(field.options)) != len(field.options):
            problems.append("'options' contains duplicates")
    elif field.options is not None:
        problems.append("'options' is only for enum fields")
    if field.type == "reference" and not field.reference:
        problems.append("a reference field needs 'reference': the target master_type")
    if field.type != "reference" and field.reference is not None:
        problems.append("'reference' is only for reference fields")
    if field.type != "reference" and field.on_delete is not None:
        problems.append("'on_delete' is only for reference fields")
    if field.on_delete == "set_null" and field.required:
        problems.append("on_delete 'set_null' cannot apply to a required field; use 'restrict' or 'cascade'")
    string_like = field.type in STRING_TYPES
    for option in ("min_length", "max_length", "pattern"):
        if getattr(field, option) is not None and not string_like:
            problems.append(f"'{option}' applies to text fields, not {field.type}")
    return problems


def _bound_problems(field: FieldDef) -> list[str]:
    """Checks min/max and min_length/max_length."""
    problems: list[str] = []
    for option in ("min", "max"):
        value = getattr(field, option)
        if value is None:
            continue
        if field.type in NUMERIC_TYPES and not isinstance(value, int | float):
            problems.append(f"'{option}' must be a number")
        elif field.type in TEMPORAL_TYPES and not isinstance(value, str):
            problems.append(f"'{option}' must be an ISO 8601 {field.type}")
        elif field.type not in NUMERIC_TYPES | TEMPORAL_TYPES:
            problems.append(f"'{option}' applies to number and date fields, not {field.type}")
    if _ordered(field.min, field.max) is False:
        problems.append("'min' is greater than 'max'")
    if _ordered(field.min_length, field.max_length) is False:
        problems.append("'min_length' is greater than 'max_length'")
    return problems


def _ordered(low: object, high: object) -> bool | None:
    """Tells whether low <= high, or None when either is missing or they do not compare."""
    if low is None or high is None or type(low) is not type(high):
        if isinstance(low, int | float) and isinstance(high, int | float):
            return low <= high
        return None
    return bool(low <= high)  # type: ignore[operator]


def _rule_problems(field: FieldDef) -> list[str]:
    """Checks the field's validation rules parse and fit its type."""
    if not field.rules:
        return []
    try:
        rules = parse_rules(field.rules)
    except RuleError as exc:
        return [f"rules: {exc}"]
    return [f"rules: {reason}" for rule in rules if (reason := rule_type_error(rule, field.type))]


def parse_schema(raw: dict[str, Any]) -> SchemaDef:
    """Parses a raw schema object, raising ValueError with a readable message."""
    try:
        return SchemaDef.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(f"schema.{where}: {first['msg']}") from None
