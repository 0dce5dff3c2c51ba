"""Comparing two records: each identifying field's similarity (0..1) by its comparator, the
weighted score, and the blocking keys that decide which pairs are compared at all."""

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

import jellyfish
from rapidfuzz import fuzz
from rapidfuzz.distance import JaroWinkler, Levenshtein

from mdm.matching import normalise
from mdm.matching.config import COMPARABLE_TYPES, TEXT_COMPARATORS, Comparator, MatchConfig

# A field's similarity at or above this counts as one of the fields that matched.
MATCHED = 0.85
# Below this share of the weight of the fields either record has, a score is scaled down: two
# records that agree on one field and leave the rest empty are not the same thing.
COVERAGE = 0.6
MIN_TOKEN = 2
TOKEN_PREFIX = 6
MAX_TOKENS = 20  # words of one value that become keys (a long value is not a list of keys)


@dataclass(frozen=True)
class Comparison:
    """One identifying field as compared."""

    field: str
    compare: Comparator
    weight: float
    tolerance: float


@dataclass(frozen=True)
class FieldInfo:
    """What matching needs to know of a master's field."""

    name: str
    type: str
    unique: bool = False


def default_comparator(field: FieldInfo) -> Comparator:
    """The comparator a field gets by default, from its type (and a phone-like name)."""
    lowered = field.name.lower()
    if field.type == "email":
        return "email"
    if field.type in ("integer", "number"):
        return "numeric"
    if field.type in ("date", "datetime"):
        return "date"
    if field.type in ("enum", "reference", "url"):
        return "normalized" if field.type == "url" else "exact"
    if any(word in lowered for word in ("phone", "tel", "mobile", "fax")):
        return "phone"
    return "name"


def comparisons(config: MatchConfig, fields: Sequence[FieldInfo]) -> list[Comparison]:
    """The comparisons of a configuration; without `fields`, every comparable field that is not
    unique (a unique code tells records apart rather than alike) with its default comparator."""
    known = {f.name: f for f in fields}
    if config.fields is None:
        return [
            Comparison(f.name, default_comparator(f), 1.0, 0.0)
            for f in fields
            if f.type in COMPARABLE_TYPES and not f.unique
        ]
    return [
        Comparison(m.field, m.compare or default_comparator(known[m.field]), m.weight, m.tolerance or 0.0)
        for m in config.fields
        if m.field in known
    ]


def is_empty(value: Any) -> bool:
    """Tells whether a value says nothing (none, blank text, an empty list)."""
    return value is None or (isinstance(value, str) and not value.strip()) or value == []


def prepare_value(compare: Comparator, value: Any) -> Any:
    """The comparable form of one value for a comparator (None when it says nothing)."""
    if is_empty(value):
        return None
    try:
        if compare == "exact":
            return str(value)
        if compare == "email":
            return normalise.email(value) or None
        if compare == "phone":
            return normalise.phone(value) or None
        if compare == "numeric":
            return float(value)
        if compare == "date":
            return date.fromisoformat(str(value)[:10]).toordinal()
        text = normalise.text(value)
        if compare == "phonetic":
            return (text, " ".join(jellyfish.metaphone(t) for t in text.split(" ")))
        return text or None
    except (ValueError, TypeError):
        return None


def prepare(comps: Sequence[Comparison], data: dict[str, Any]) -> tuple[Any, ...]:
    """The comparable forms of a record's identifying fields, in the comparisons' order."""
    return tuple(prepare_value(c.compare, data.get(c.field)) for c in comps)


def similarity(comp: Comparison, a: Any, b: Any) -> float:
    """How alike two prepared values are, from 0 to 1."""
    kind = comp.compare
    if kind in ("exact", "normalized", "email", "phone"):
        return 1.0 if a == b else 0.0
    if kind in ("numeric", "date"):
        if comp.tolerance <= 0:
            return 1.0 if a == b else 0.0
        return max(0.0, 1.0 - abs(a - b) / comp.tolerance)
    if kind == "phonetic":
        if a[1] and a[1] == b[1]:
            return 1.0
        return float(JaroWinkler.normalized_similarity(a[0], b[0]))
    if kind == "jaro_winkler":
        return float(JaroWinkler.normalized_similarity(a, b))
    if kind == "levenshtein":
        return float(Levenshtein.normalized_similarity(a, b))
    if kind == "token_set":
        return fuzz.token_set_ratio(a, b) / 100.0
    return max(float(JaroWinkler.normalized_similarity(a, b)), fuzz.token_sort_ratio(a, b) / 100.0)


def score(
    comps: Sequence[Comparison], a: tuple[Any, ...], b: tuple[Any, ...]
) -> tuple[float, dict[str, float]]:
    """The weighted score of two prepared records and each compared field's similarity."""
    total = either = 0.0
    weighed = 0.0
    fields: dict[str, float] = {}
    for comp, left, right in zip(comps, a, b, strict=True):
        if left is None and right is None:
            continue
        either += comp.weight
        if left is None or right is None:
            continue
        value = similarity(comp, left, right)
        fields[comp.field] = round(value, 3)
        total += comp.weight * value
        weighed += comp.weight
    if weighed == 0:
        return 0.0, fields
    coverage = min(1.0, weighed / (COVERAGE * either))
    return round(total / weighed * coverage, 4), fields


def matched_fields(fields: dict[str, float]) -> list[str]:
    """The fields whose similarity counts as a match."""
    return [name for name, value in fields.items() if value >= MATCHED]


def blocking_keys(config: MatchConfig, comps: Sequence[Comparison], data: dict[str, Any]) -> set[str]:
    """The blocking keys of a record: two records are compared only when they share one."""
    if config.blocking is not None:
        keys: set[str] = set()
        for spec in config.blocking:
            parts = [_block_values(part, data) for part in spec]
            keys.update("|".join([" ".join(spec), *combo]) for combo in itertools.product(*parts))
        return keys
    found: set[str] = set()
    for comp in comps:
        value = data.get(comp.field)
        if is_empty(value):
            continue
        if comp.compare in TEXT_COMPARATORS:
            words = [t for t in normalise.tokens(value) if len(t) >= MIN_TOKEN][:MAX_TOKENS]
            found.update(f"{comp.field}:t:{t[:TOKEN_PREFIX]}" for t in words)
        else:
            prepared = prepare_value(comp.compare, value)
            if prepared is not None:
                found.add(f"{comp.field}:v:{prepared}")
    return found


def _block_values(part: str, data: dict[str, Any]) -> Iterable[str]:
    """The values one part of a configured blocking key takes for a record."""
    name, _, transform = part.partition(":")
    value = data.get(name)
    if is_empty(value):
        return []
    text = normalise.text(value)
    if transform == "token":
        return [t for t in text.split(" ") if len(t) >= MIN_TOKEN][:MAX_TOKENS]
    if transform.startswith("prefix"):
        return [text[: int(transform[6:] or 3)]]
    if transform == "phonetic":
        return [jellyfish.metaphone(text.split(" ")[0])]
    if transform == "digits":
        return [normalise.phone(value)]
    return [text]
