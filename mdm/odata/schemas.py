"""OData JSON shapes: the service document, entities, collections and errors."""

import json
from datetime import datetime
from typing import Any

import orjson
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import Row

from mdm.core.time import isoformat_z
from mdm.odata.formats import JsonFormat
from mdm.odata.model import NAMESPACE, EntityModel, Property

JSON_MEDIA_TYPE = "application/json;odata.metadata=minimal"
ODATA_VERSION = "4.0"


class EntitySetRef(BaseModel):
    """One entry of the service document."""

    name: str
    kind: str = "EntitySet"
    url: str
    title: str | None = None


class ServiceDocument(BaseModel):
    """The service document: one entity set per master."""

    model_config = ConfigDict(populate_by_name=True)

    context: str = Field(serialization_alias="@odata.context")
    metadata_etag: str | None = Field(default=None, serialization_alias="@odata.metadataEtag")
    value: list[EntitySetRef]


# Types JSON cannot show by itself: with odata.metadata=full each such value names its type.
_ANNOTATED = {
    "int": "#Int64",
    "decimal": "#Decimal",
    "date": "#Date",
    "datetime": "#DateTimeOffset",
    "guid": "#Guid",
}


def entity(
    model: EntityModel,
    row: Row[Any],
    select: tuple[str, ...] | None,
    *,
    fmt: JsonFormat = JsonFormat(),
    root: str = "",
) -> dict[str, Any]:
    """Serialises one record as an entity (all properties, or `id` plus the selected ones)."""
    data: dict[str, Any] = row.data or {}
    names = ("id", *(n for n in select if n != "id")) if select is not None else model.properties
    out: dict[str, Any] = {}
    if fmt.metadata == "full":
        link = f"{model.name}({row.id})"
        out |= {
            "@odata.type": f"#{NAMESPACE}.{model.name}",
            "@odata.id": f"{root}/{link}",
            "@odata.editLink": link,
        }
    plain = fmt.metadata != "full" and not fmt.ieee754
    for name in names:
        prop = model.properties[name]
        if plain and prop.in_json and not prop.file:
            out[name] = data.get(name)  # JSON as stored: no datetimes, numbers as they are
            continue
        value = data.get(name) if prop.in_json else getattr(row, name)
        if fmt.metadata == "full" and prop.kind in _ANNOTATED:
            out[f"{name}@odata.type"] = _ANNOTATED[prop.kind]
        out[name] = download_url(value, root) if prop.file else value_of(prop, value, fmt)
    return out


def download_url(value: Any, root: str) -> Any:
    """Turns a file id (or a list of them) into the URL its bytes download from."""
    if isinstance(value, list):
        return [download_url(v, root) for v in value]
    api = root.removesuffix("/odata")
    return f"{api}/files/{value}/content" if isinstance(value, str) else value


def value_of(prop: Property, value: Any, fmt: JsonFormat) -> Any:
    """Renders one property value as JSON: ISO text for datetimes, strings for big numbers under
    IEEE754Compatible."""
    if isinstance(value, datetime):
        return isoformat_z(value)
    if fmt.ieee754 and value is not None and prop.kind in ("int", "decimal"):
        return str(value)
    return value


def count_of(total: int, fmt: JsonFormat) -> int | str:
    """Renders `@odata.count` (a string under IEEE754Compatible)."""
    return str(total) if fmt.ieee754 else total


def dumps(payload: dict[str, Any]) -> bytes:
    """Encodes a payload as compact UTF-8 JSON (orjson; the standard encoder for what orjson
    refuses, such as an integer beyond 64 bits)."""
    try:
        return orjson.dumps(payload)
    except orjson.JSONEncodeError:
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
