"""Likely duplicates of a record, found on entry: candidates read through the search index by
the rarest words of the record's identifying fields (capped per word), then scored by the
master's `match` configuration; those at or above `review` are answered, best first."""

from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from mdm.db.models import MasterDefinition
from mdm.definitions.fieldtypes import SchemaDef
from mdm.matching import config as match_config
from mdm.matching import normalise
from mdm.matching.score import Comparison, FieldInfo, comparisons, matched_fields, prepare, score
from mdm.records.repository import RecordRepository

MAX_TERMS = 6  # words looked up per record
PER_TERM = 50  # candidates read per word
MIN_TERM = 3  # shorter words have no trigram to be found by
PIECE = 4  # characters of each looked-up part of a long word without spaces
CJK_START = 0x2E80  # from here on, scripts written without spaces between words


@dataclass(frozen=True)
class Candidate:
    """A stored record that may be the same thing."""

    record_id: str
    score: float
    fields: dict[str, float]
    matched: list[str]
    data: dict[str, Any]


@dataclass(frozen=True)
class Matcher:
    """A master's match configuration, ready to compare records with (built once per use)."""

    master_type: str
    config: match_config.MatchConfig
    comps: list[Comparison]


def setup(definition: MasterDefinition) -> Matcher:
    """The master's match configuration and its comparisons."""
    schema = SchemaDef.model_validate(definition.schema)
    config = match_config.parse(schema.match)
    infos = [FieldInfo(f.name, f.type, f.unique) for f in schema.fields]
    return Matcher(definition.master_type, config, comparisons(config, infos))


def on_create(definition: MasterDefinition) -> str:
    """What creates of the master do with likely duplicates (`off`, `warn`, `block`), read
    without building the matcher, so that a master that does not look pays nothing."""
    return str((definition.schema.get("match") or {}).get("on_create", "off"))


def terms(comps: list[Comparison], data: dict[str, Any]) -> list[str]:
    """The words to look candidates up by: those of the identifying fields, as stored
    (lower-cased) and normalised, longest (rarest) first."""
    found: list[str] = []
    for comp in comps:
        value = data.get(comp.field)
        if value is None or isinstance(value, bool) or value == "":
            continue
        words = str(value).lower().split() + normalise.tokens(value)
        if comp.compare in ("email", "exact", "phone", "numeric", "date"):
            words = [str(value).lower()]
        for word in [*words, *(piece for w in words for piece in _pieces(w))]:
            if len(word) >= MIN_TERM and word not in found:
                found.append(word)
    return sorted(found, key=len, reverse=True)[:MAX_TERMS]


def _pieces(word: str) -> list[str]:
    """Parts of a long word written without spaces (Japanese, Chinese): `株式会社北斗精機` is
    stored as `株式会社 北斗精機` just as often, so its four-character parts are looked up too."""
    if len(word) < 2 * PIECE or not any(ord(c) >= CJK_START for c in word):
        return []
    starts = [*range(0, len(word) - PIECE, PIECE), len(word) - PIECE]
    return [word[i : i + PIECE] for i in starts]


def likely_duplicates(
    session: Session,
    *,
    tenant_id: str,
    matcher: Matcher,
    data: dict[str, Any],
    exclude: str | None = None,
    limit: int = 10,
) -> list[Candidate]:
    """The stored records scoring at or above the master's `review` threshold against `data`."""
    comps = matcher.comps
    if not comps:
        return []
    wanted = prepare(comps, data)
    stored = RecordRepository(session, tenant_id).by_terms(
        matcher.master_type, terms(comps, data), per_term=PER_TERM
    )
    found: list[Candidate] = []
    for record in stored:
        if record.id == exclude:
            continue
        value, fields = score(comps, wanted, prepare(comps, record.data))
        if value >= matcher.config.review:
            found.append(Candidate(record.id, value, fields, matched_fields(fields), record.data))
    found.sort(key=lambda c: (-c.score, c.record_id))
    return found[:limit]


def shown(candidates: list[Candidate], *, auto: float) -> list[dict[str, Any]]:
    """Candidates as answered: id, score, whether the score says they are the same thing, the
    fields' similarities, and the stored data."""
    return [
        {
            "record_id": c.record_id,
            "score": c.score,
            "same": c.score >= auto,
            "fields": c.fields,
            "matched": c.matched,
            "data": c.data,
        }
        for c in candidates
    ]
