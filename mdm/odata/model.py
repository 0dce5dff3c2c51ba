"""The entity model of a master as OData sees it: typed properties over the record table."""

from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement

from mdm.db.fields import FIELD_KINDS, field_expr
from mdm.db.models import MasterDefinition, Record

NAMESPACE = "mdm"
CONTAINER = "Container"

# Our kinds of values; each maps to one Edm primitive type.
EDM_TYPES = {
    "string": "Edm.String",
    "int": "Edm.Int64",
    "decimal": "Edm.Decimal",
    "bool": "Edm.Boolean",
    "date": "Edm.Date",
    "datetime": "Edm.DateTimeOffset",
    "guid": "Edm.Guid",
    "strings": "Collection(Edm.String)",
}

AUDIT_COLUMNS = ("version", "created_at", "updated_at", "created_by", "updated_by")


@dataclass(frozen=True)
class Property:
    """One property of an entity type and the SQL expression that reads it."""

    name: str
    kind: str
    expr: ColumnElement[Any]
    in_json: bool
    nullable: bool = True
    file: bool = False  # a file id (or ids): shown as the URL its bytes download from

    @property
    def edm_type(self) -> str:
        """Returns the Edm type name."""
        return EDM_TYPES[self.kind]


@dataclass(frozen=True)
class EntityModel:
    """A master as an OData entity type: its key, fields and audit columns."""

    name: str
    label: str
    properties: dict[str, Property]
    fields: tuple[str, ...]


def json_expr(name: str, kind: str) -> ColumnElement[Any]:
    """Returns the typed expression reading a field of the record's data (as its index does)."""
    return field_expr(Record.data.expression, name, kind)


def _column_properties() -> dict[str, Property]:
    """Returns the key and audit properties held in real columns."""
    return {
        "id": Property("id", "guid", Record.id.expression, in_json=False, nullable=False),
        "version": Property("version", "int", Record.version.expression, in_json=False, nullable=False),
        "created_at": Property(
            "created_at", "datetime", Record.created_at.expression, in_json=False, nullable=False
        ),
        "updated_at": Property(
            "updated_at", "datetime", Record.updated_at.expression, in_json=False, nullable=False
        ),
        "created_by": Property("created_by", "string", Record.created_by.expression, in_json=False),
        "updated_by": Property("updated_by", "string", Record.updated_by.expression, in_json=False),
    }


def entity_model(definition: MasterDefinition) -> EntityModel:
    """Builds the entity model of a master: key, fields, then the audit columns it does not shadow."""
    columns = _column_properties()
    properties = {"id": columns["id"]}
    names: list[str] = []
    for spec in definition.schema["fields"]:
        kind = FIELD_KINDS.get(spec.get("type", "string"), "string")
        name = spec["name"]
        properties[name] = Property(
            name,
            kind,
            json_expr(name, kind),
            in_json=True,
            nullable=not spec.get("required", False),
            file=spec.get("type") in ("file", "files"),
        )
        names.append(name)
    for name in AUDIT_COLUMNS:
        properties.setdefault(name, columns[name])
    label = definition.master_type_label or definition.master_type
    return EntityModel(definition.master_type, label, properties, tuple(names))
