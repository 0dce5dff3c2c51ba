"""Small builders of definitions and records over the real API."""

from typing import Any

from tests.support import Actor


def field(name: str, type_: str = "string", **options: Any) -> dict[str, Any]:
    """Builds a field definition."""
    return {"name": name, "type": type_, **options}


def define(actor: Actor, master_type: str, *fields: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """Creates a master definition and returns it."""
    body = {
        "master_type": master_type,
        "master_type_label": master_type.title(),
        "schema": {"fields": list(fields)},
        **extra,
    }
    response = actor.post("/definitions", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json())


def create(actor: Actor, master_type: str, **data: Any) -> dict[str, Any]:
    """Creates a record and returns it."""
    response = actor.post(f"/masters/{master_type}", json={"data": data})
    assert response.status_code == 201, response.text
    return dict(response.json())


def product_master(actor: Actor) -> dict[str, Any]:
    """Defines a small product master used by many tests."""
    return define(
        actor,
        "product",
        field("sku", required=True, unique=True, max_length=20),
        field("name", required=True),
        field("price", "number", min=0),
        field("stock", "integer"),
    )
