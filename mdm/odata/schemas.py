"""OData JSON shapes: the service document, entities, collections and errors."""

import json
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import Row

from mdm.core.time import isoformat_z
from mdm.odata.model import EntityModel

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
    value: list[EntitySetRef]


def entity(model: EntityModel, row: Row[Any], select: tuple[str, ...] | None) -> dict[str, Any]:
    """Serialises one record as an entity (all properties, or `id` plus the selected ones)."""
    data: dict[str, Any] = row.data or {}
    names = ("id", *(n for n in select if n != "id")) if select is not None else model.properties
    out: dict[str, Any] = {}
    for name in names:
        prop = model.properties[name]
        value = data.get(name) if prop.in_json else getattr(row, name)
        out[name] = isoformat_z(value) if isinstance(value, datetime) else value
    return out


def dumps(payload: dict[str, Any]) -> bytes:
    """Encodes a payload as compact UTF-8 JSON."""
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
