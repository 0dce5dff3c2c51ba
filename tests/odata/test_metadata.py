"""`$metadata`: CSDL XML valid against the official OData 4.0 schemas, typed per field."""

from functools import cache
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
import xmlschema

from tests.factories import Factory
from tests.odata.support import ALL_TYPES, define
from tests.support import Actor

SCHEMAS = Path(__file__).resolve().parent / "oasis"
EDM = "{http://docs.oasis-open.org/odata/ns/edm}"


@cache
def edmx_schema() -> xmlschema.XMLSchema:
    """Loads edmx.xsd, which imports edm.xsd beside it."""
    return xmlschema.XMLSchema(str(SCHEMAS / "edmx.xsd"))


def metadata(actor: Actor) -> str:
    """Fetches and checks the transport of the metadata document."""
    response = actor.get("/odata/$metadata")
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/xml"
    assert response.headers["OData-Version"] == "4.0"
    return response.text


def properties(document: str, entity_type: str) -> dict[str, dict[str, str]]:
    """Returns the attributes of each property of an entity type."""
    root = ET.fromstring(document.encode())
    for element in root.iter(f"{EDM}EntityType"):
        if element.get("Name") == entity_type:
            return {p.attrib["Name"]: dict(p.attrib) for p in element.iter(f"{EDM}Property")}
    raise AssertionError(f"no entity type {entity_type}")


@pytest.fixture
def typed(factory: Factory) -> Actor:
    """A tenant with a master using every field type, one referencing it, and a shadowing field."""
    actor = factory.actor()
    define(actor, "all_types", ALL_TYPES)
    define(
        actor,
        "ref_holder",
        [
            {"name": "target", "type": "reference", "reference": "all_types"},
            {"name": "version", "type": "string", "label": "Version label"},
            {"name": "_Private9", "type": "number", "required": True},
        ],
    )
    return actor


def test_metadata_validates_against_the_csdl_schemas(typed: Actor) -> None:
    edmx_schema().validate(metadata(typed))


def test_empty_tenant_metadata_validates(factory: Factory) -> None:
    edmx_schema().validate(metadata(factory.actor()))


def test_property_types(typed: Actor) -> None:
    props = properties(metadata(typed), "all_types")
    assert {name: attrs["Type"] for name, attrs in props.items()} == {
        "id": "Edm.Guid",
        "name": "Edm.String",
        "note": "Edm.String",
        "age": "Edm.Int64",
        "score": "Edm.Decimal",
        "active": "Edm.Boolean",
        "born": "Edm.Date",
        "seen": "Edm.DateTimeOffset",
        "email": "Edm.String",
        "site": "Edm.String",
        "kind": "Edm.String",
        "version": "Edm.Int64",
        "created_at": "Edm.DateTimeOffset",
        "updated_at": "Edm.DateTimeOffset",
        "created_by": "Edm.String",
        "updated_by": "Edm.String",
    }
    assert props["id"]["Nullable"] == "false"
    assert props["name"]["Nullable"] == "false"
    assert props["seen"]["Precision"] == "6"
    assert "Nullable" not in props["note"]


def test_field_shadows_audit_column_of_the_same_name(typed: Actor) -> None:
    props = properties(metadata(typed), "ref_holder")
    assert list(props) == [
        "id",
        "target",
        "version",
        "_Private9",
        "created_at",
        "updated_at",
        "created_by",
        "updated_by",
    ]
    assert props["version"]["Type"] == "Edm.String"
    assert props["target"]["Type"] == "Edm.String"


def test_key_container_and_sets(typed: Actor) -> None:
    root = ET.fromstring(metadata(typed).encode())
    keys = [ref.get("Name") for ref in root.iter(f"{EDM}PropertyRef")]
    assert keys == ["id", "id"]
    (container,) = root.iter(f"{EDM}EntityContainer")
    assert [(s.get("Name"), s.get("EntityType")) for s in container.iter(f"{EDM}EntitySet")] == [
        ("all_types", "mdm.all_types"),
        ("ref_holder", "mdm.ref_holder"),
    ]


def test_capabilities_say_the_feed_is_read_only(typed: Actor) -> None:
    document = metadata(typed)
    edmx_schema().validate(document)
    root = ET.fromstring(document.encode())
    (container,) = root.iter(f"{EDM}EntityContainer")
    batch = [
        a
        for a in container.findall(f"{EDM}Annotation")
        if a.get("Term") == "Org.OData.Capabilities.V1.BatchSupported"
    ]
    assert [a.get("Bool") for a in batch] == ["false"]
    for entity_set in container.iter(f"{EDM}EntitySet"):
        terms = {a.get("Term"): a for a in entity_set.findall(f"{EDM}Annotation")}
        for term, flag in (
            ("InsertRestrictions", "Insertable"),
            ("UpdateRestrictions", "Updatable"),
            ("DeleteRestrictions", "Deletable"),
            ("ExpandRestrictions", "Expandable"),
        ):
            value = terms[f"Org.OData.Capabilities.V1.{term}"].find(f"{EDM}Record/{EDM}PropertyValue")
            assert value is not None
            assert (value.get("Property"), value.get("Bool")) == (flag, "false")
        functions = [s.text for s in terms["Org.OData.Capabilities.V1.FilterFunctions"].iter(f"{EDM}String")]
        assert {"contains", "startswith", "endswith", "tolower", "year"} <= set(functions)
    references = [i.get("Namespace") for i in root.iter("{http://docs.oasis-open.org/odata/ns/edmx}Include")]
    assert references == ["Org.OData.Core.V1", "Org.OData.Capabilities.V1"]
