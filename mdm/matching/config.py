"""A master's `match` configuration: which fields identify a record and how each is compared,
the blocking keys, the thresholds, what creates do with likely duplicates, and the
survivorship rules of a merge. Without `fields`, a default that needs no tuning applies."""

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

Comparator = Literal[
    "exact", "normalized", "name", "jaro_winkler", "levenshtein", "token_set", "phonetic",
    "numeric", "date", "email", "phone",
]  # fmt: skip
Rule = Literal["most_recent", "most_complete", "longest", "most_frequent", "source_priority"]
TEXT_COMPARATORS = frozenset({"normalized", "name", "jaro_winkler", "levenshtein", "token_set", "phonetic"})
BLOCK_TRANSFORMS = frozenset({"value", "token", "prefix", "phonetic", "digits"})
MAX_KEY_PARTS = 3
DEFAULT_AUTO = 0.92
DEFAULT_REVIEW = 0.75  # measured on the Febrl data sets: docs/matching.md
COMPARABLE_TYPES = frozenset(
    {"string", "email", "url", "enum", "reference", "date", "datetime", "integer", "number"}
)


class MatchField(BaseModel):
    """One identifying field: how it is compared and how much it counts."""

    model_config = ConfigDict(extra="forbid")

    field: str
    compare: Comparator | None = None  # default: by the field's type
    weight: float = Field(default=1.0, gt=0, le=100)
    tolerance: float | None = Field(default=None, ge=0)  # numeric: absolute; date: days


class FieldSurvivorship(BaseModel):
    """How a merge picks one field's value among the merged records."""

    model_config = ConfigDict(extra="forbid")

    rule: Rule
    field: str | None = None  # source_priority: the field that names each record's source
    order: list[str] | None = None  # source_priority: sources, most trusted first

    @model_validator(mode="after")
    def _priority(self) -> "FieldSurvivorship":
        """Checks that source priority names its field and order."""
        if self.rule == "source_priority" and (not self.field or not self.order):
            raise ValueError("source_priority needs `field` and `order`")
        return self


class Survivorship(BaseModel):
    """The merge's per-field rules: a default and exceptions by field."""

    model_config = ConfigDict(extra="forbid")

    default: Rule = "most_recent"
    fields: dict[str, Rule | FieldSurvivorship] = Field(default_factory=dict)


class MatchConfig(BaseModel):
    """The `match` of a definition."""

    model_config = ConfigDict(extra="forbid")

    fields: list[MatchField] | None = Field(default=None, min_length=1, max_length=30)
    blocking: list[list[str]] | None = Field(default=None, min_length=1, max_length=20)
    auto: float = Field(default=DEFAULT_AUTO, gt=0, le=1)
    review: float = Field(default=DEFAULT_REVIEW, gt=0, le=1)
    on_create: Literal["off", "warn", "block"] = "off"
    max_cluster: int = Field(default=50, ge=2, le=1000)
    survivorship: Survivorship = Field(default_factory=Survivorship)

    @model_validator(mode="after")
    def _thresholds(self) -> "MatchConfig":
        """Checks that `review` is not above `auto`, and that blocking keys stay small (one to
        three parts, at most one of them word by word)."""
        if self.review > self.auto:
            raise ValueError(f"review ({self.review}) must not be above auto ({self.auto})")
        for key in self.blocking or []:
            if not 1 <= len(key) <= MAX_KEY_PARTS:
                raise ValueError(f"a blocking key has 1 to {MAX_KEY_PARTS} parts, not {len(key)}")
            if sum(part.endswith(":token") for part in key) > 1:
                raise ValueError("a blocking key may take at most one part word by word (:token)")
        return self


def parse(raw: dict[str, Any] | None) -> MatchConfig:
    """Reads a definition's `match` (absent: every default)."""
    return MatchConfig.model_validate(raw or {})


def problems(raw: dict[str, Any] | None, types: dict[str, str]) -> list[str]:
    """Lists what is wrong with a `match` for a master whose fields have these types."""
    try:
        config = parse(raw)
    except ValidationError as exc:
        return [f"match: {e['msg']} at {'.'.join(str(p) for p in e['loc']) or 'match'}" for e in exc.errors()]
    found: list[str] = []
    for item in config.fields or []:
        kind = types.get(item.field)
        if kind is None:
            found.append(f"match: '{item.field}' is not a field of this master")
        elif kind not in COMPARABLE_TYPES:
            found.append(f"match: '{item.field}' is a {kind} field, which matching cannot compare")
        elif item.compare in ("numeric",) and kind not in ("integer", "number"):
            found.append(f"match: '{item.field}' compares numerically but is a {kind} field")
        elif item.compare == "date" and kind not in ("date", "datetime"):
            found.append(f"match: '{item.field}' compares as a date but is a {kind} field")
    for key in config.blocking or []:
        for part in key:
            name, _, transform = part.partition(":")
            if name not in types:
                found.append(f"match: blocking key '{part}' names no field of this master")
            elif transform and transform.rstrip("0123456789") not in BLOCK_TRANSFORMS:
                found.append(
                    f"match: blocking key '{part}': use field, field:token, field:prefixN, "
                    "field:phonetic or field:digits"
                )
    for name, choice in config.survivorship.fields.items():
        if name not in types:
            found.append(f"match: survivorship names '{name}', which is not a field of this master")
        if isinstance(choice, FieldSurvivorship) and choice.field and choice.field not in types:
            found.append(f"match: survivorship of '{name}' takes sources from unknown field '{choice.field}'")
    if config.survivorship.default == "source_priority":
        found.append("match: survivorship default cannot be source_priority (it needs a field and order)")
    return found
