"""`PATCH /definitions/{master_type}`: a merge of the given top-level properties."""

from tests.factories import Factory, define, field


def test_turning_on_approval_needs_no_schema(factory: Factory) -> None:
    admin = factory.actor(role="admin")
    made = define(admin, "cost_centre", field("code", required=True, unique=True), field("owner"))
    answer = admin.patch("/definitions/cost_centre", json={"approval_required": True})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["approval_required"] is True
    assert body["schema"] == made["schema"]
    assert body["master_type_label"] == made["master_type_label"]
    assert body["version"] == made["version"] + 1
    same = admin.patch("/definitions/cost_centre", json={"approval_required": True})
    assert same.json()["version"] == body["version"]  # nothing changed: no new version
    described = admin.patch("/definitions/cost_centre", json={"description": "原価センター (会計)"}).json()
    assert described["description"] == "原価センター (会計)"
    assert described["approval_required"] is True


def test_a_patch_is_checked_like_a_replacement(factory: Factory) -> None:
    admin = factory.actor(role="admin")
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    define(admin, "plant", field("code", required=True))
    assert steward.patch("/definitions/plant", json={"approval_required": True}).status_code == 403
    assert admin.patch("/definitions/plant", json={"schema": {"fields": []}}).status_code == 400
    assert admin.patch("/definitions/plant", json={"colour": "red"}).status_code == 400
    assert admin.patch("/definitions/plant", json={"master_type_label": None}).status_code == 400
    assert admin.patch("/definitions/nowhere", json={"description": "x"}).status_code == 404
    other = factory.actor(role="admin")
    assert other.patch("/definitions/plant", json={"description": "x"}).status_code == 404
