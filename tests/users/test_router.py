"""`GET /users`: the caller's tenant only, paged."""

from tests.factories import Factory


def test_lists_only_own_tenant(factory: Factory) -> None:
    admin = factory.actor()
    factory.actor(tenant=admin.tenant_name, role="member", email="m@example.com")
    factory.actor()  # another tenant
    body = admin.get("/users").json()
    assert body["total"] == 2
    assert {u["tenant_id"] for u in body["items"]} == {admin.tenant_id}
    assert {"id", "email", "name", "role", "created_at"} <= set(body["items"][0])
    assert body["items"][0]["created_at"].endswith("Z")


def test_paging(factory: Factory) -> None:
    admin = factory.actor()
    for i in range(4):
        factory.actor(tenant=admin.tenant_name, role="member", email=f"u{i}@example.com")
    page = admin.get("/users", params={"skip": 1, "limit": 2}).json()
    assert page["total"] == 5
    assert len(page["items"]) == 2


def test_bad_paging_is_400(factory: Factory) -> None:
    admin = factory.actor()
    for params, name in (
        ({"limit": 0}, "limit"),
        ({"limit": 1001}, "limit"),
        ({"skip": -1}, "skip"),
        ({"limit": "ten"}, "limit"),
    ):
        response = admin.get("/users", params=params)
        assert response.status_code == 400
        assert f"Query parameter '{name}'" in response.json()["detail"]
