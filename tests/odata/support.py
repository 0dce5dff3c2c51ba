"""Helpers of the OData tests: masters, records seeded in the database, and OData calls."""

from typing import Any

import httpx

from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.base import table_of
from mdm.db.models import Record
from mdm.records import service as records_service
from mdm.records import validation
from tests.support import Actor, LiveServer, principal_of

ALL_TYPES: list[dict[str, Any]] = [
    {"name": "name", "type": "string", "required": True},
    {"name": "note", "type": "text", "searchable": True},
    {"name": "age", "type": "integer"},
    {"name": "score", "type": "number"},
    {"name": "active", "type": "boolean"},
    {"name": "born", "type": "date"},
    {"name": "seen", "type": "datetime"},
    {"name": "email", "type": "email"},
    {"name": "site", "type": "url"},
    {"name": "kind", "type": "enum", "options": ["a", "b", "c"]},
]


def define(actor: Actor, master_type: str, fields: list[dict[str, Any]]) -> None:
    """Creates a master definition over HTTP."""
    response = actor.post(
        "/definitions",
        json={
            "master_type": master_type,
            "master_type_label": master_type.title(),
            "schema": {"fields": fields},
        },
    )
    assert response.status_code == 201, response.text


def create(server: LiveServer, actor: Actor, master_type: str, rows: list[dict[str, Any]]) -> list[str]:
    """Creates records through the records service in one transaction; returns their ids."""
    acting = records_service.Actor(principal_of(actor))
    with server.database.transaction() as session:
        made = [
            records_service.create_record(session, actor=acting, master_type=master_type, data=row)
            for row in rows
        ]
        return [record.id for record in made]


def bulk_insert(server: LiveServer, actor: Actor, master_type: str, rows: list[dict[str, Any]]) -> list[str]:
    """Inserts already valid records in one statement (fast setup of large sets)."""
    now = utcnow()
    definition = actor.get(f"/definitions/{master_type}").json()
    schema = validation.compile_schema(definition["schema"])
    values: list[dict[str, Any]] = [
        {
            "id": new_id(),
            "tenant_id": actor.tenant_id,
            "master_type": master_type,
            "data": row,
            "search_text": validation.search_text(schema, row),
            "version": 1,
            "deleted_at": None,
            "created_at": now,
            "created_by": actor.user_id,
            "updated_at": now,
            "updated_by": actor.user_id,
        }
        for row in rows
    ]
    with server.database.transaction() as session:
        session.execute(table_of(Record).insert(), values)
    return [v["id"] for v in values]


def odata(actor: Actor, path: str, **params: Any) -> httpx.Response:
    """Sends GET /odata/<path> with system query options given as keyword arguments."""
    query = {f"${k}": str(v).lower() if isinstance(v, bool) else str(v) for k, v in params.items()}
    return actor.get(f"/odata/{path}" if path else "/odata", params=query)


def values(actor: Actor, path: str, field: str = "name", **params: Any) -> list[Any]:
    """Returns one property of every entity of a collection response (asserting 200)."""
    response = odata(actor, path, **params)
    assert response.status_code == 200, response.text
    return [item.get(field) for item in response.json()["value"]]
