"""OData read feed: entity sets, metadata, collections with query options, single entities."""

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Row
from sqlalchemy.orm import Session

from mdm.core.errors import BadRequest, NotFound
from mdm.db import keyset
from mdm.definitions.service import get_definition
from mdm.odata import csdl
from mdm.odata.expressions import Translator
from mdm.odata.model import EntityModel, Property, entity_model
from mdm.odata.query import QueryOptions, collect, parse_expression, parse_options, parse_search
from mdm.odata.repository import ODataRepository

_KEY = re.compile(r"^(?:id\s*=\s*)?(?P<key>.*)$", re.S)
_COLLECTION_ONLY = ("filter", "orderby", "top", "skip", "count", "search")


@dataclass(frozen=True)
class CollectionPage:
    """One page of a collection and what the response needs to describe it."""

    model: EntityModel
    rows: Sequence[Row[Any]]
    options: QueryOptions
    count: int | None
    next_token: str | None
    next_top: int | None


def list_models(session: Session, *, tenant_id: str) -> list[EntityModel]:
    """Lists the entity model of every master of the tenant."""
    return [entity_model(d) for d in ODataRepository(session, tenant_id).definitions()]


def metadata_document(session: Session, *, tenant_id: str) -> bytes:
    """Builds the tenant's CSDL XML metadata document."""
    return csdl.metadata_document(list_models(session, tenant_id=tenant_id))


def get_model(session: Session, *, tenant_id: str, master_type: str) -> EntityModel:
    """Returns the entity model of one master, or raises NotFound."""
    return entity_model(get_definition(session, tenant_id=tenant_id, master_type=master_type))


def read_collection(
    session: Session,
    *,
    tenant_id: str,
    master_type: str,
    params: list[tuple[str, str]],
    page_size: int,
) -> CollectionPage:
    """Reads one page of a master's live records under the request's query options."""
    model = get_model(session, tenant_id=tenant_id, master_type=master_type)
    options = parse_options(params, model)
    repo = ODataRepository(session, tenant_id)
    limit = page_size if options.top is None else min(options.top, page_size)
    more_wanted = options.top is None or options.top > limit
    stamp = keyset.fingerprint(
        master_type, options.raw.get("filter"), options.raw.get("orderby"), options.raw.get("search")
    )
    try:
        rows, positions = repo.rows(
            master_type,
            where=options.where,
            order=options.order,
            skip=options.skip,
            limit=limit + 1 if more_wanted else limit,
            search=options.search,
            skiptoken=options.skiptoken,
            stamp=stamp,
        )
    except keyset.BadCursor as exc:
        raise BadRequest(f"$skiptoken {exc}") from None
    count = (
        repo.count_matching(master_type, where=options.where, search=options.search)
        if options.count
        else None
    )
    has_more = len(rows) > limit
    next_top = None if options.top is None else options.top - limit
    token = keyset.encode(positions[limit - 1], stamp) if has_more and limit else None
    return CollectionPage(model, rows[:limit], options, count, token, next_top)


def count_collection(
    session: Session, *, tenant_id: str, master_type: str, params: list[tuple[str, str]]
) -> int:
    """Counts a master's live records matching `$filter` (the `/$count` segment)."""
    model = get_model(session, tenant_id=tenant_id, master_type=master_type)
    raw = collect(params)
    where = None
    if "filter" in raw:
        where = Translator(model, "$filter").predicate(parse_expression(raw["filter"], "$filter"))
    search = parse_search(raw.get("search"))
    return ODataRepository(session, tenant_id).count_matching(master_type, where=where, search=search)


def read_entity(
    session: Session, *, tenant_id: str, master_type: str, key: str, params: list[tuple[str, str]]
) -> tuple[EntityModel, Row[Any], tuple[str, ...] | None]:
    """Reads one live record by its key (a GUID, quoted or not)."""
    model = get_model(session, tenant_id=tenant_id, master_type=master_type)
    options = parse_options(params, model)
    misplaced = [name for name in _COLLECTION_ONLY if name in options.raw]
    if misplaced:
        raise BadRequest(f"${misplaced[0]} does not apply to a single entity")
    record_id = parse_key(key)
    row = ODataRepository(session, tenant_id).row(master_type, record_id)
    if row is None:
        raise NotFound(f"Record '{record_id}' not found in '{master_type}'")
    return model, row, options.select


def read_property(
    session: Session, *, tenant_id: str, master_type: str, key: str, name: str
) -> tuple[EntityModel, str, Property, Any]:
    """Reads one property of one live record: the model, the record id, the property, its value."""
    model = get_model(session, tenant_id=tenant_id, master_type=master_type)
    prop = model.properties.get(name)
    if prop is None:
        raise NotFound(f"'{master_type}' has no property '{name}'")
    record_id = parse_key(key)
    row = ODataRepository(session, tenant_id).row(master_type, record_id)
    if row is None:
        raise NotFound(f"Record '{record_id}' not found in '{master_type}'")
    value = (row.data or {}).get(name) if prop.in_json else getattr(row, name)
    return model, record_id, prop, value


def parse_key(text: str) -> str:
    """Reads an entity key: `<guid>`, `'<guid>'` or `id=<guid>`."""
    match = _KEY.match(text.strip())
    key = match.group("key").strip() if match else text
    if len(key) >= 2 and key[0] == key[-1] == "'":
        key = key[1:-1].replace("''", "'")
    try:
        return str(uuid.UUID(key))
    except ValueError:
        raise BadRequest(
            f"Invalid key '{text}': expected a GUID such as 01890a5d-ac96-774b-bcce-b302099a8057"
        ) from None
