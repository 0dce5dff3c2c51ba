"""The `$metadata` document: CSDL XML with one entity type and entity set per master."""

from xml.etree import ElementTree as ET

from mdm.odata.expressions import FILTER_FUNCTIONS
from mdm.odata.model import CONTAINER, NAMESPACE, EntityModel, Property

EDMX = "http://docs.oasis-open.org/odata/ns/edmx"
EDM = "http://docs.oasis-open.org/odata/ns/edm"
CORE = "Org.OData.Core.V1"
CORE_URL = "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Core.V1.xml"
CAPABILITIES = "Org.OData.Capabilities.V1"
CAPABILITIES_URL = "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Capabilities.V1.xml"
# What the read-only feed refuses, for clients that plan their requests from $metadata (Power
# Query folds what FilterFunctions lists; odata-openapi leaves out writes and $batch).
_RESTRICTIONS = (
    ("InsertRestrictions", "Insertable"),
    ("UpdateRestrictions", "Updatable"),
    ("DeleteRestrictions", "Deletable"),
    ("ExpandRestrictions", "Expandable"),
)

ET.register_namespace("edmx", EDMX)
ET.register_namespace("", EDM)


def metadata_document(models: list[EntityModel]) -> bytes:
    """Renders the CSDL XML document for the tenant's masters."""
    root = ET.Element(f"{{{EDMX}}}Edmx", {"Version": "4.0"})
    for url, namespace, alias in ((CORE_URL, CORE, "Core"), (CAPABILITIES_URL, CAPABILITIES, "Capabilities")):
        reference = ET.SubElement(root, f"{{{EDMX}}}Reference", {"Uri": url})
        ET.SubElement(reference, f"{{{EDMX}}}Include", {"Namespace": namespace, "Alias": alias})
    services = ET.SubElement(root, f"{{{EDMX}}}DataServices")
    schema = ET.SubElement(services, f"{{{EDM}}}Schema", {"Namespace": NAMESPACE})
    for model in models:
        schema.append(_entity_type(model))
    if not models:
        return _render(root)  # the CSDL schema forbids an empty entity container
    container = ET.SubElement(schema, f"{{{EDM}}}EntityContainer", {"Name": CONTAINER})
    for model in models:
        entity_set = ET.SubElement(
            container, f"{{{EDM}}}EntitySet", {"Name": model.name, "EntityType": f"{NAMESPACE}.{model.name}"}
        )
        _annotate(entity_set, f"{CORE}.Description", model.label)
        _read_only(entity_set)
    ET.SubElement(
        container, f"{{{EDM}}}Annotation", {"Term": f"{CAPABILITIES}.BatchSupported", "Bool": "false"}
    )
    return _render(root)


def _read_only(entity_set: ET.Element) -> None:
    """Annotates an entity set as read-only, not expandable, and with the filter functions it serves."""
    for term, flag in _RESTRICTIONS:
        annotation = ET.SubElement(entity_set, f"{{{EDM}}}Annotation", {"Term": f"{CAPABILITIES}.{term}"})
        record = ET.SubElement(annotation, f"{{{EDM}}}Record")
        ET.SubElement(record, f"{{{EDM}}}PropertyValue", {"Property": flag, "Bool": "false"})
    functions = ET.SubElement(entity_set, f"{{{EDM}}}Annotation", {"Term": f"{CAPABILITIES}.FilterFunctions"})
    collection = ET.SubElement(functions, f"{{{EDM}}}Collection")
    for name in FILTER_FUNCTIONS:
        ET.SubElement(collection, f"{{{EDM}}}String").text = name


def _render(root: ET.Element) -> bytes:
    """Serialises the document as UTF-8 XML with a declaration."""
    return bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True))


def _entity_type(model: EntityModel) -> ET.Element:
    """Renders one master as an entity type keyed by `id`."""
    entity = ET.Element(f"{{{EDM}}}EntityType", {"Name": model.name})
    key = ET.SubElement(entity, f"{{{EDM}}}Key")
    ET.SubElement(key, f"{{{EDM}}}PropertyRef", {"Name": "id"})
    for prop in model.properties.values():
        entity.append(_property(prop))
    return entity


def _property(prop: Property) -> ET.Element:
    """Renders one typed property."""
    attributes = {"Name": prop.name, "Type": prop.edm_type}
    if not prop.nullable:
        attributes["Nullable"] = "false"
    if prop.kind == "datetime":
        attributes["Precision"] = "6"  # microseconds; CSDL's default precision is 0
    if prop.kind == "decimal":
        attributes["Scale"] = "variable"  # exact decimals of any scale, as a `number` field holds
    element = ET.Element(f"{{{EDM}}}Property", attributes)
    if not prop.in_json:
        _annotate(element, f"{CORE}.Computed", None)
    return element


def _annotate(element: ET.Element, term: str, text: str | None) -> None:
    """Adds a Core vocabulary annotation (a description, or a tag like Computed)."""
    attributes = {"Term": term}
    if text is not None:
        attributes["String"] = text
    ET.SubElement(element, f"{{{EDM}}}Annotation", attributes)
