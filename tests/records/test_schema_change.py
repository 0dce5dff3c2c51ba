"""Would a schema change break stored records? Checked on a rolled-back session."""

from typing import Any

import pytest
from sqlalchemy.orm import Session

from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest
from mdm.db.models import MasterDefinition, Record
from mdm.definitions import hooks
from mdm.definitions import service as definitions
from mdm.definitions.fieldtypes import parse_schema
from mdm.definitions.schemas import DefinitionUpdate
from mdm.records import schema_change
from mdm.records import service as records
from mdm.records.service import Actor
from tests.factories import define_in, field, principal_in


@pytest.fixture
def admin(session: Session) -> Principal:
    """An admin of a fresh tenant with a `part` master holding three records."""
    principal = principal_in(session)
    define_in(session, principal, "part", field("code", required=True), field("colour"))
    for code, colour in [("P-1", "赤"), ("P-2", "赤"), ("P-3", "abc")]:
        records.create_record(
            session, actor=Actor(principal), master_type="part", data={"code": code, "colour": colour}
        )
    return principal


def change(session: Session, principal: Principal, *fields: dict[str, Any]) -> MasterDefinition:
    """Puts a new schema on `part` through the definitions service."""
    body = DefinitionUpdate.model_validate({"master_type_label": "Part", "schema": {"fields": list(fields)}})
    return definitions.update_definition(session, principal=principal, master_type="part", body=body)


def stored(session: Session, principal: Principal) -> list[dict[str, Any]]:
    """Returns the data of the stored parts in creation order."""
    items, _total, _ = records.list_records(
        session, tenant_id=principal.tenant_id, master_type="part", skip=0, limit=100, search=None
    )
    return [record.data for record in items]


def test_the_records_package_answers_for_stored_records() -> None:
    assert isinstance(hooks.stored_records(), schema_change.StoredRecordChecks)


def test_a_new_required_field_without_default_is_refused_with_the_count(
    session: Session, admin: Principal
) -> None:
    with pytest.raises(BadRequest, match="field 'weight': 3 stored records would violate it"):
        change(session, admin, field("code", required=True), field("colour"), field("weight", required=True))
    assert part(session, admin).version == 1


def test_a_required_field_with_a_default_backfills_every_record(session: Session, admin: Principal) -> None:
    updated = change(
        session,
        admin,
        field("code", required=True),
        field("colour"),
        field("origin", required=True, default="日本"),
    )
    assert updated.version == 2
    assert [data["origin"] for data in stored(session, admin)] == ["日本", "日本", "日本"]


def test_unique_on_a_field_with_duplicates_is_refused(session: Session, admin: Principal) -> None:
    with pytest.raises(BadRequest, match="field 'colour': 2 stored records would violate it"):
        change(session, admin, field("code", required=True), field("colour", unique=True))


def test_a_type_change_the_stored_values_do_not_fit_is_refused(session: Session, admin: Principal) -> None:
    with pytest.raises(BadRequest, match="field 'code': 3 stored records would violate it"):
        change(session, admin, field("code", "integer", required=True), field("colour"))
    assert [data["code"] for data in stored(session, admin)] == ["P-1", "P-2", "P-3"]


def test_a_new_reference_must_name_live_records(session: Session, admin: Principal) -> None:
    define_in(session, admin, "colour_code", field("name"))
    with pytest.raises(BadRequest, match="field 'colour': 2 stored records would violate it"):
        change(
            session,
            admin,
            field("code", required=True),
            field("colour", "reference", reference="colour_code"),
        )


def test_a_default_its_own_field_refuses_is_named() -> None:
    schema = parse_schema(
        {"fields": [field("code", max_length=3, default="toolong"), field("ok", default="fine")]}
    )
    problems = schema_change.default_problems(schema)
    assert list(problems) == ["code"]
    assert "3" in problems["code"]


def test_an_unchanged_schema_rewrites_nothing(session: Session, admin: Principal) -> None:
    before = stored(session, admin)
    definition = part(session, admin)
    rewritten = schema_change.apply_schema(
        session, principal=admin, definition=definition, new_schema=parse_schema(definition.schema)
    )
    assert rewritten == 0
    assert stored(session, admin) == before
    assert session.query(Record).filter(Record.tenant_id == admin.tenant_id).count() == 3


def part(session: Session, principal: Principal) -> MasterDefinition:
    """Returns the tenant's `part` definition."""
    return definitions.get_definition(session, tenant_id=principal.tenant_id, master_type="part")
