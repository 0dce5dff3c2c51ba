"""Record forms generated from a master's schema: which control each field gets, and turning
a posted form back into record data (the validation module then judges it)."""

from dataclasses import dataclass, field
from typing import Any

from starlette.datastructures import FormData

from mdm.definitions.fieldtypes import FieldDef

MAX_CHOICES = 500  # reference targets offered in a picker


@dataclass
class Control:
    """One field of a record form."""

    spec: FieldDef
    kind: str  # input, textarea, select, boolean, reference, readonly
    input_type: str = "text"
    value: str = ""
    error: str | None = None
    choices: list[tuple[str, str]] = field(default_factory=list)  # (value, label)

    @property
    def label(self) -> str:
        """What the form calls the field."""
        return self.spec.label or self.spec.name


_INPUT_TYPES = {"email": "email", "url": "url", "integer": "number", "number": "number", "date": "date"}


def _shown(value: Any) -> str:
    """A stored value as a form shows it."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def controls(
    fields: list[FieldDef],
    data: dict[str, Any],
    *,
    errors: dict[str, str] | None = None,
    choices: dict[str, list[tuple[str, str]]] | None = None,
) -> list[Control]:
    """The form's controls for a schema, filled with `data`."""
    made = []
    for spec in fields:
        value = _shown(data.get(spec.name))
        error = (errors or {}).get(spec.name)
        if spec.type == "text":
            made.append(Control(spec, "textarea", value=value, error=error))
        elif spec.type == "boolean":
            made.append(Control(spec, "boolean", value=value, error=error))
        elif spec.type == "enum":
            options = [(o, o) for o in spec.options or []]
            made.append(Control(spec, "select", value=value, error=error, choices=options))
        elif spec.type == "reference":
            offered = (choices or {}).get(spec.name, [])
            made.append(Control(spec, "reference", value=value, error=error, choices=offered))
        elif spec.type in ("file", "files"):
            made.append(Control(spec, "readonly", value=value, error=error))
        else:
            made.append(Control(spec, "input", _INPUT_TYPES.get(spec.type, "text"), value, error))
    return made


def _typed(spec: FieldDef, raw: str) -> Any:
    """A posted value in the type its field stores; left as text when it does not read, so
    that validation names the field and the problem."""
    if spec.type == "integer":
        try:
            return int(raw)
        except ValueError:
            return raw
    if spec.type == "number":
        try:
            number = float(raw)
        except ValueError:
            return raw
        return int(number) if number.is_integer() and "." not in raw and "e" not in raw.lower() else number
    if spec.type == "boolean":
        return {"true": True, "false": False}.get(raw, raw)
    return raw


def posted_data(fields: list[FieldDef], form: FormData, *, keep: dict[str, Any]) -> dict[str, Any]:
    """Record data from a posted form: an empty field is left out; fields the form cannot edit
    (files) keep their stored values from `keep`."""
    data: dict[str, Any] = {}
    for spec in fields:
        if spec.type in ("file", "files"):
            if spec.name in keep:
                data[spec.name] = keep[spec.name]
            continue
        raw = form.get(f"f.{spec.name}")
        if not isinstance(raw, str):
            continue
        # Browsers send a textarea's line breaks as CRLF (the HTML form rules); store them as LF.
        text = raw.replace("\r\n", "\n") if spec.type == "text" else raw.strip()
        if text != "":
            data[spec.name] = _typed(spec, text)
    return data


def display_field(fields: list[FieldDef]) -> str | None:
    """The field that names a record in pickers: the first unique one, else the first text one."""
    for spec in fields:
        if spec.unique and spec.type in ("string", "email", "url"):
            return spec.name
    for spec in fields:
        if spec.type in ("string", "text", "email"):
            return spec.name
    return None
