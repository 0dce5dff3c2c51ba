"""`/definitions`: create, list, get, versioned updates, safe schema changes, delete."""

import threading
from typing import Any

import httpx
import pytest

from tests.factories import Factory, create, define, field, product_master
from tests.support import Actor, LiveServer


def body(master_type: str, *fields: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """Builds a definition body."""
    return {"master_type": master_type, "master_type_label": "X", "schema": {"fields": list(fields)}, **extra}


def test_create_answers_201_with_the_definition(admin: Actor) -> None:
    made = define(
        admin,
        "supplier",
        field("code", required=True, unique=True, label="Code"),
        description="Suppliers",
        approval_required=True,
    )
    assert made["master_type"] == "supplier"
    assert made["version"] == 1
    assert made["tenant_id"] == admin.tenant_id
    assert made["approval_required"] is True
    assert made["description"] == "Suppliers"
    assert made["schema"]["fields"][0]["unique"] is True
    assert made["created_at"].endswith("Z")
    assert admin.get("/definitions/supplier").json() == made


def test_every_field_type_is_accepted(admin: Actor) -> None:
    target = define(admin, "country", field("code"))
    made = define(
        admin,
        "everything",
        field("s", "string", min_length=1, max_length=5, pattern="[A-Z]+"),
        field("t", "text"),
        field("i", "integer", min=0, max=10),
        field("n", "number", min=-1.5),
        field("b", "boolean", default=False),
        field("d", "date", min="2000-01-01"),
        field("dt", "datetime"),
        field("e", "email"),
        field("u", "url"),
        field("en", "enum", options=["a", "b"]),
        field("r", "reference", reference=target["master_type"]),
        field("ru", "string", rules=[{"kind": "prefix", "value": "P-"}]),
    )
    assert [f["type"] for f in made["schema"]["fields"]][:4] == ["string", "text", "integer", "number"]


@pytest.mark.parametrize(
    ("payload", "fragment"),
    [
        (body("Bad-Type", field("a")), "master_type must match"),
        (body("export", field("a")), "reserved"),
        (body("x", field("1a")), "schema.fields.0.name"),
        (body("x", field("id")), "reserved"),
        (body("x", field("a"), field("a")), "defined twice"),
        (body("x", field("a", "money")), "schema.fields.0.type"),
        (body("x", field("a", "enum")), "needs a non-empty 'options'"),
        (body("x", field("a", "reference")), "needs 'reference'"),
        (body("x", field("a", "reference", reference="nowhere")), "'nowhere' does not exist"),
        (body("x", field("a", pattern="(")), "not a valid regular expression"),
        (body("x", field("a", "integer", min=5, max=1)), "'min' is greater than 'max'"),
        (body("x", field("a", "integer", min_length=1)), "'min_length' applies to text"),
        (body("x", field("a", "integer", default="seven")), "default must be an integer"),
        (body("x", field("a", "boolean", unique=True)), "cannot be unique"),
        (body("x", field("a", "boolean", rules=[{"kind": "range", "min": 1}])), "rules"),
        (body("x", field("a", rules=[{"kind": "nonsense"}])), "rules"),
        (body("x", {"name": "a", "colour": "red"}), "schema.fields.0.colour"),
        (body("x"), "schema.fields"),
        ({"master_type": "x", "schema": {"fields": [field("a")]}}, "master_type_label"),
    ],
)
def test_invalid_definitions_are_400(admin: Actor, payload: dict[str, Any], fragment: str) -> None:
    response = admin.post("/definitions", json=payload)
    assert response.status_code == 400, response.text
    assert fragment in response.json()["detail"]


def test_duplicate_master_type_is_409(admin: Actor) -> None:
    define(admin, "customer", field("a"))
    assert admin.post("/definitions", json=body("customer", field("a"))).status_code == 409


def test_list_pages_with_total(admin: Actor) -> None:
    for name in ("a1", "a2", "a3"):
        define(admin, name, field("x"))
    page = admin.get("/definitions", params={"skip": 1, "limit": 1}).json()
    assert page["total"] == 3
    assert [d["master_type"] for d in page["items"]] == ["a2"]
    assert admin.get("/definitions", params={"limit": 1001}).status_code == 400


def test_put_versions_only_real_changes(admin: Actor) -> None:
    define(admin, "plant", field("code"))
    same = {"master_type_label": "Plant", "schema": {"fields": [field("code")]}}
    assert admin.put("/definitions/plant", json=same).json()["version"] == 1
    changed = {**same, "schema": {"fields": [field("code"), field("city")]}}
    assert admin.put("/definitions/plant", json=changed).json()["version"] == 2
    versions = admin.get("/definitions/plant/versions").json()
    assert [v["version"] for v in versions["items"]] == [2, 1]
    first = admin.get("/definitions/plant/versions/1").json()
    assert [f["name"] for f in first["schema"]["fields"]] == ["code"]
    assert admin.get("/definitions/plant/versions/9").status_code == 404


def test_put_cannot_rename(admin: Actor) -> None:
    define(admin, "plant", field("code"))
    response = admin.put(
        "/definitions/plant",
        json={"master_type": "other", "master_type_label": "P", "schema": {"fields": [field("code")]}},
    )
    assert response.status_code == 400


@pytest.mark.parametrize(
    ("new_fields", "fragment"),
    [
        (
            [
                field("sku", required=True, unique=True),
                field("name", required=True),
                field("price", "number"),
                field("stock", "integer"),
                field("brand", required=True),
            ],
            "field 'brand': 2 stored records",
        ),
        (
            [
                field("sku", required=True, unique=True),
                field("name", "integer", required=True),
                field("price", "number"),
                field("stock", "integer"),
            ],
            "field 'name': 2 stored records",
        ),
        (
            [
                field("sku", required=True, unique=True),
                field("name", required=True, unique=True),
                field("price", "number"),
                field("stock", "integer"),
            ],
            "field 'name': 2 stored records",
        ),
        (
            [
                field("sku", required=True, unique=True),
                field("name", required=True),
                field("stock", "integer"),
            ],
            "field 'price': 2 stored records",
        ),
        (
            [
                field("sku", required=True, unique=True),
                field("name", required=True),
                field("price", "number", min=100),
                field("stock", "integer"),
            ],
            "field 'price': 1 stored record would",
        ),
    ],
)
def test_schema_changes_that_stored_records_violate_are_refused(
    admin: Actor, new_fields: list[dict[str, Any]], fragment: str
) -> None:
    product_master(admin)
    create(admin, "product", sku="A", name="Same", price=10)
    create(admin, "product", sku="B", name="Same", price=200)
    response = admin.put(
        "/definitions/product", json={"master_type_label": "P", "schema": {"fields": new_fields}}
    )
    assert response.status_code == 400
    assert fragment in response.json()["detail"]
    assert admin.get("/definitions/product").json()["version"] == 1


def test_new_required_field_with_default_backfills(admin: Actor) -> None:
    define(admin, "plant", field("code"))
    made = create(admin, "plant", code="P1")
    new = {
        "master_type_label": "Plant",
        "schema": {"fields": [field("code"), field("active", "boolean", required=True, default=True)]},
    }
    assert admin.put("/definitions/plant", json=new).status_code == 200
    assert admin.get(f"/masters/plant/{made['id']}").json()["data"] == {"code": "P1", "active": True}


def test_unique_added_later_is_enforced(admin: Actor) -> None:
    define(admin, "plant", field("code"))
    create(admin, "plant", code="P1")
    new = {"master_type_label": "Plant", "schema": {"fields": [field("code", unique=True)]}}
    assert admin.put("/definitions/plant", json=new).status_code == 200
    response = admin.post("/masters/plant", json={"data": {"code": "P1"}})
    assert response.status_code == 400
    assert "already used" in response.json()["detail"]


def test_delete_refused_while_records_exist_unless_forced(admin: Actor) -> None:
    define(admin, "plant", field("code"))
    record = create(admin, "plant", code="P1")
    response = admin.delete("/definitions/plant")
    assert response.status_code == 409
    assert "still has 1 record;" in response.json()["detail"]
    forced = admin.delete("/definitions/plant", params={"force": "true"})
    assert forced.json() == {"master_type": "plant", "deleted": True, "records_deleted": 1}
    assert admin.get("/definitions/plant").status_code == 404
    define(admin, "plant", field("code"))
    assert admin.get(f"/masters/plant/{record['id']}").status_code == 404
    assert admin.post("/masters/plant", json={"data": {"code": "P1"}}).status_code == 201


def test_delete_refused_while_referenced(admin: Actor) -> None:
    define(admin, "country", field("code"))
    define(admin, "city", field("country", "reference", reference="country"))
    response = admin.delete("/definitions/country", params={"force": "true"})
    assert response.status_code == 409
    assert "city.country" in response.json()["detail"]


def test_other_tenants_definitions_are_404(factory: Factory) -> None:
    owner, stranger = factory.actor(), factory.actor()
    define(owner, "secret", field("a"))
    for method, path in (
        ("GET", "/definitions/secret"),
        ("PUT", "/definitions/secret"),
        ("DELETE", "/definitions/secret"),
        ("GET", "/definitions/secret/versions"),
    ):
        kwargs = (
            {"json": {"master_type_label": "S", "schema": {"fields": [field("a")]}}}
            if method == "PUT"
            else {}
        )
        assert stranger.request(method, path, **kwargs).status_code == 404
    assert stranger.get("/definitions").json()["total"] == 0


def test_definition_changes_are_audited(admin: Actor) -> None:
    define(admin, "plant", field("code"))
    admin.put("/definitions/plant", json={"master_type_label": "P", "schema": {"fields": [field("c2")]}})
    admin.delete("/definitions/plant")
    actions = [e["action"] for e in admin.get("/audit/logs").json()["items"]]
    assert actions == ["definition.delete", "definition.update", "definition.create"]


def test_only_admins_and_stewards_change_definitions(factory: Factory) -> None:
    admin = factory.actor()
    define(admin, "plant", field("code"), approval_required=True)
    member = factory.actor(tenant=admin.tenant_name, role="member")
    body_ = {"master_type_label": "P", "approval_required": False, "schema": {"fields": [field("code")]}}
    for response in (
        member.put("/definitions/plant", json=body_),
        member.put("/definitions/plant", json={"schema": {}}),
        member.post("/definitions", json=body("other", field("a"))),
        member.delete("/definitions/plant"),
    ):
        assert response.status_code == 403
        assert response.json() == {"detail": "This needs the admin or steward role"}
    assert admin.get("/definitions/plant").json()["approval_required"] is True
    assert member.get("/definitions/plant").status_code == 200
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    toggled = steward.put("/definitions/plant", json=body_)
    assert toggled.status_code == 403
    assert toggled.json() == {"detail": "Only an admin may switch approval_required on or off"}
    kept = {**body_, "approval_required": True, "schema": {"fields": [field("code"), field("x")]}}
    assert steward.put("/definitions/plant", json=kept).status_code == 200
    assert admin.put("/definitions/plant", json=body_).json()["approval_required"] is False


def test_type_change_reclaims_reshaped_unique_values(admin: Actor) -> None:
    define(admin, "event", field("ts", unique=True))
    create(admin, "event", ts="2026-01-01T01:00:00+01:00")
    new = {"master_type_label": "E", "schema": {"fields": [field("ts", "datetime", unique=True)]}}
    assert admin.put("/definitions/event", json=new).status_code == 200
    clash = admin.post("/masters/event", json={"data": {"ts": "2026-01-01T00:00:00Z"}})
    assert clash.status_code == 400
    assert "already used" in clash.json()["detail"]


def test_schema_change_racing_writes_leaves_no_invalid_record(server: LiveServer, admin: Actor) -> None:
    define(admin, "race", field("s"))
    stop = threading.Event()
    statuses: list[int] = []
    progress = threading.Condition()

    def write() -> None:
        with httpx.Client(
            base_url=server.base_url + "/api/v1", timeout=60, headers={"Authorization": f"Bearer {admin.key}"}
        ) as http:
            while not stop.is_set():
                status = http.post("/masters/race", json={"data": {"s": "x"}}).status_code
                with progress:
                    statuses.append(status)
                    progress.notify_all()

    def await_writes(seen: int) -> int:
        """Block until the writers have answered more requests than ``seen``."""
        with progress:
            assert progress.wait_for(lambda: len(statuses) > seen + 1, timeout=30)
            return len(statuses)

    writers = [threading.Thread(target=write) for _ in range(4)]
    for t in writers:
        t.start()
    fields = [field("s")]
    try:
        seen = await_writes(0)
        for n in range(8):
            fields.append(field(f"z{n}", "integer", required=True, default=n))
            response = admin.put(
                "/definitions/race", json={"master_type_label": "R", "schema": {"fields": fields}}
            )
            assert response.status_code == 200, response.text
            seen = await_writes(seen)
    finally:
        stop.set()
        for t in writers:
            t.join()
    assert set(statuses) == {201}
    items, skip = [], 0
    while True:
        page = admin.get("/masters/race", params={"skip": skip, "limit": 1000}).json()
        items += page["items"]
        skip += 1000
        if skip >= page["total"]:
            break
    assert items
    expected = {f"z{n}" for n in range(8)}
    assert all(expected <= set(r["data"]) for r in items)


def test_governed_master_stays_governed(factory: Factory) -> None:
    admin = factory.actor(role="admin")
    other_admin = factory.actor(tenant=admin.tenant_name, role="admin")
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    define(admin, "gov", field("code", required=True, unique=True), approval_required=True)
    request = steward.post("/masters/gov", json={"data": {"code": "G-1"}}).json()
    assert admin.post(f"/approvals/{request['id']}/approve").status_code == 200

    assert steward.delete("/definitions/gov", params={"force": "true"}).status_code == 403
    definition = admin.get("/definitions/gov").json()
    flip = {k: definition[k] for k in ("master_type_label", "schema")} | {"approval_required": False}
    assert steward.put("/definitions/gov", json=flip).status_code == 403

    held = admin.delete("/definitions/gov", params={"force": "true"})
    assert held.status_code == 202, held.text
    assert held.json()["operation"] == "delete_master"
    assert admin.get("/definitions/gov").status_code == 200
    assert admin.post(f"/approvals/{held.json()['id']}/approve").status_code == 403  # own request
    assert steward.post(f"/approvals/{held.json()['id']}/approve").status_code == 403  # not an admin
    done = other_admin.post(f"/approvals/{held.json()['id']}/approve")
    assert done.status_code == 200, done.text
    assert admin.get("/definitions/gov").status_code == 404
    actions = [
        e["action"] for e in admin.get("/audit/logs", params={"action": "definition.delete"}).json()["items"]
    ]
    assert actions.count("definition.delete") == 2


def test_stewards_delete_only_empty_ungoverned_masters(factory: Factory) -> None:
    admin = factory.actor(role="admin")
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    define(admin, "loose", field("a"))
    define(admin, "empty_gov", field("a"), approval_required=True)
    create(admin, "loose", a="x")
    refused = steward.delete("/definitions/loose", params={"force": "true"})
    assert refused.status_code == 403
    assert "admin" in refused.json()["detail"]
    assert steward.delete("/definitions/empty_gov").status_code == 403
    assert admin.delete("/definitions/loose", params={"force": "true"}).json()["records_deleted"] == 1
    define(steward, "scratch", field("a"))
    assert steward.delete("/definitions/scratch").status_code == 200
