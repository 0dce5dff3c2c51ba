"""records.service on a rolled-back session: writes, checks, history, approvals, tenants."""

from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from mdm.auth.principal import Principal
from mdm.core.errors import NotFound, PreconditionFailed
from mdm.db.enums import ApprovalStatus, Operation
from mdm.db.models import ApprovalRequest, AuditLog, Record, RecordHistory, RecordUnique
from mdm.records import service
from mdm.records.service import Actor
from mdm.records.validation import RecordInvalid
from tests.factories import define_in, field, principal_in

LONG_NAME = "高精度ステンレス六角ボルト " * 20


@pytest.fixture
def admin(session: Session) -> Principal:
    """An admin of a fresh tenant with a `product` master (unique sku) and a `supplier` master."""
    principal = principal_in(session)
    define_in(session, principal, "supplier", field("name", required=True))
    define_in(
        session,
        principal,
        "product",
        field("sku", required=True, unique=True, max_length=20),
        field("name", "text", required=True),
        field("price", "number", min=0),
        field("supplier", "reference", reference="supplier"),
    )
    return principal


def create(session: Session, principal: Principal, master_type: str, **data: Any) -> Record:
    """Creates a record directly and returns it."""
    made = service.create_record(session, actor=Actor(principal), master_type=master_type, data=data)
    assert isinstance(made, Record)
    return made


def count(session: Session, model: type[Any], tenant_id: str) -> int:
    """Counts a tenant's rows of a table."""
    return session.scalar(select(func.count()).select_from(model).where(model.tenant_id == tenant_id)) or 0


def test_create_writes_the_record_its_claim_history_and_audit(session: Session, admin: Principal) -> None:
    record = create(session, admin, "product", sku="BOLT-六角-01", name=LONG_NAME, price=12.5)
    assert (record.version, record.created_by, record.data["name"]) == (1, admin.user_id, LONG_NAME)
    claim = session.scalars(select(RecordUnique).where(RecordUnique.record_id == record.id)).one()
    assert (claim.field, claim.tenant_id) == ("sku", admin.tenant_id)
    entry = session.scalars(select(RecordHistory).where(RecordHistory.record_id == record.id)).one()
    assert (entry.operation, entry.version, entry.previous, entry.data) == ("create", 1, None, record.data)
    audit = session.scalars(select(AuditLog).where(AuditLog.resource_id == record.id)).one()
    assert (audit.action, audit.status_code) == ("record.create", 201)


def test_invalid_data_is_refused_naming_each_field_and_nothing_is_written(
    session: Session, admin: Principal
) -> None:
    with pytest.raises(RecordInvalid) as refused:
        create(session, admin, "product", sku="x" * 21, price=-1, colour="赤")
    fields = {error.field for error in refused.value.errors}
    assert fields == {"sku", "name", "price", "colour"}
    assert count(session, Record, admin.tenant_id) == 0
    assert count(session, RecordHistory, admin.tenant_id) == 0


def test_a_taken_unique_value_names_its_holder_and_is_free_again_after_delete(
    session: Session, admin: Principal
) -> None:
    first = create(session, admin, "product", sku="SKU-1", name="ナット")
    with pytest.raises(RecordInvalid, match=f"value 'SKU-1' is already used by record {first.id}"):
        create(session, admin, "product", sku="SKU-1", name="ワッシャー")
    service.delete_record(session, actor=Actor(admin), master_type="product", record_id=first.id)
    assert create(session, admin, "product", sku="SKU-1", name="ワッシャー").version == 1


def test_a_reference_must_name_a_live_record_of_its_target(session: Session, admin: Principal) -> None:
    supplier = create(session, admin, "supplier", name="株式会社 山田製作所")
    assert create(session, admin, "product", sku="A", name="n", supplier=supplier.id).data["supplier"]
    with pytest.raises(RecordInvalid, match="no live 'supplier' record has id nope"):
        create(session, admin, "product", sku="B", name="n", supplier="nope")


def test_replace_honours_if_match_and_keeps_the_previous_state(session: Session, admin: Principal) -> None:
    record = create(session, admin, "product", sku="S", name="old", price=1)
    with pytest.raises(PreconditionFailed, match='it is at version 1 \\(ETag "1"\\)'):
        service.replace_record(
            session,
            actor=Actor(admin),
            master_type="product",
            record_id=record.id,
            data={"sku": "S", "name": "new"},
            if_match='"7"',
        )
    changed = service.replace_record(
        session,
        actor=Actor(admin),
        master_type="product",
        record_id=record.id,
        data={"sku": "S", "name": "new"},
        if_match='W/"1"',
    )
    assert isinstance(changed, Record)
    assert (changed.version, changed.data) == (2, {"sku": "S", "name": "new"})
    latest = service_history(session, admin, record.id)[0]
    assert (latest.operation, latest.previous, latest.changed_fields) == (
        Operation.UPDATE,
        {"sku": "S", "name": "old", "price": 1},
        ["name", "price"],
    )


def test_patch_merges_and_a_null_clears_a_field(session: Session, admin: Principal) -> None:
    record = create(session, admin, "product", sku="P", name="名前", price=3)
    patched = service.patch_record(
        session, actor=Actor(admin), master_type="product", record_id=record.id, data={"price": None}
    )
    assert isinstance(patched, Record)
    assert patched.data == {"sku": "P", "name": "名前"}
    assert service_history(session, admin, record.id)[0].operation == "patch"


def test_bulk_delete_counts_what_it_deleted_and_names_what_it_did_not_find(
    session: Session, admin: Principal
) -> None:
    kept = create(session, admin, "product", sku="K", name="k")
    gone = [create(session, admin, "product", sku=f"G{i}", name="g").id for i in range(3)]
    outcome = service.bulk_delete(
        session, actor=Actor(admin), master_type="product", ids=[*gone, gone[0], "missing"]
    )
    assert outcome == (3, ["missing"])
    items, total, _ = service.list_records(
        session, tenant_id=admin.tenant_id, master_type="product", skip=0, limit=10, search=None
    )
    assert (total, [r.id for r in items]) == (1, [kept.id])


def test_a_governed_master_holds_the_change_back_as_a_pending_request(session: Session) -> None:
    principal = principal_in(session)
    define_in(session, principal, "price_list", field("code", unique=True), approval_required=True)
    outcome = service.create_record(
        session, actor=Actor(principal), master_type="price_list", data={"code": "2026-春"}
    )
    assert isinstance(outcome, ApprovalRequest)
    assert (outcome.status, outcome.operation, outcome.payload) == (
        ApprovalStatus.PENDING,
        Operation.CREATE,
        {"data": {"code": "2026-春"}},
    )
    assert count(session, Record, principal.tenant_id) == 0


def test_another_tenants_record_is_not_found(session: Session, admin: Principal) -> None:
    record = create(session, admin, "product", sku="MINE", name="n")
    other = principal_in(session)
    define_in(session, other, "product", field("sku"))
    with pytest.raises(NotFound, match=f"Record {record.id} not found"):
        service.get_record(session, tenant_id=other.tenant_id, master_type="product", record_id=record.id)
    with pytest.raises(NotFound):
        service.delete_record(session, actor=Actor(other), master_type="product", record_id=record.id)
    assert service.get_record(
        session, tenant_id=admin.tenant_id, master_type="product", record_id=record.id
    ).data == {"sku": "MINE", "name": "n"}


def test_an_approved_change_is_attributed_to_its_requester(session: Session, admin: Principal) -> None:
    approver = principal_in(session, tenant_id=admin.tenant_id)
    actor = Actor(approver, approval_id="approval-1", author=admin.user_id)
    record = create_as(session, actor, sku="APP", name="承認済み")
    assert (record.created_by, record.updated_by) == (admin.user_id, admin.user_id)
    entry = service_history(session, admin, record.id)[0]
    assert (entry.changed_by, entry.approval_id) == (admin.user_id, "approval-1")


def create_as(session: Session, actor: Actor, **data: Any) -> Record:
    """Creates a product as a given actor."""
    made = service.create_record(session, actor=actor, master_type="product", data=data)
    assert isinstance(made, Record)
    return made


def service_history(session: Session, principal: Principal, record_id: str) -> list[RecordHistory]:
    """Returns a record's history, newest first."""
    stmt = (
        select(RecordHistory)
        .where(RecordHistory.tenant_id == principal.tenant_id, RecordHistory.record_id == record_id)
        .order_by(RecordHistory.version.desc())
    )
    return list(session.scalars(stmt))
