"""Authorization: the admin guard and scopes on read endpoints."""

from tests.factories import Factory


def test_admin_only_endpoints_refuse_others(factory: Factory) -> None:
    for role in ("steward", "member"):
        actor = factory.actor(role=role)
        for path in ("/users", "/audit/logs"):
            response = actor.get(path)
            assert response.status_code == 403
            assert response.json() == {"detail": "Admin role required"}


def test_read_scope_is_needed_for_get(factory: Factory) -> None:
    actor = factory.actor(scopes=("write", "delete"))
    response = actor.get("/users")
    assert response.status_code == 403
    assert response.json() == {"detail": "API key missing required scope: read"}


def test_scope_follows_the_method(factory: Factory) -> None:
    reader = factory.actor(scopes=("read",))
    body = {"master_type": "x", "master_type_label": "X", "schema": {"fields": [{"name": "a"}]}}
    for method, path, scope in (
        ("POST", "/definitions", "write"),
        ("PUT", "/definitions/x", "write"),
        ("PATCH", "/masters/x/1", "write"),
        ("DELETE", "/definitions/x", "delete"),
        ("DELETE", "/masters/x/1", "delete"),
    ):
        response = reader.request(method, path, json=body)
        assert response.status_code == 403, (method, path)
        assert response.json() == {"detail": f"API key missing required scope: {scope}"}


def test_write_scope_without_delete(factory: Factory) -> None:
    writer = factory.actor(scopes=("read", "write"))
    body = {"master_type": "x", "master_type_label": "X", "schema": {"fields": [{"name": "a"}]}}
    assert writer.post("/definitions", json=body).status_code == 201
    response = writer.delete("/definitions/x")
    assert response.json() == {"detail": "API key missing required scope: delete"}
