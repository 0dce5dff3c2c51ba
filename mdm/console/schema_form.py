"""The definition editor's form: a master's schema as rows of field controls and back.

Options the form has no control for (a field's `default`, `searchable`, `on_delete`; the
schema's `key`, `unique_together`, `record_rules`, `match`) travel through the form as JSON,
so an edit in the console never drops what the API set."""

import json
from dataclasses import dataclass, field
from typing import Any

from starlette.datastructures import FormData

from mdm.definitions.fieldtypes import FieldType

FIELD_TYPES: tuple[str, ...] = FieldType.__args__  # type: ignore[attr-defined]
FLAGS = ("required", "unique", "indexed")
TEXTS = ("name", "type", "label", "description", "pattern", "reference")
BOUNDS = ("min", "max")
LENGTHS = ("min_length", "max_length")
SHOWN = {*FLAGS, *TEXTS, *BOUNDS, *LENGTHS, "options", "rules"}
MAX_ROWS = 500
BLANK_ROWS = 3


@dataclass
class Row:
    """One field of the schema as the editor shows it (all text, as typed)."""

    values: dict[str, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    more: str = ""  # JSON of the options the form has no control for
    error: str | None = None

    def get(self, key: str) -> str:
        """A text value of the row."""
        return self.values.get(key, "")


def rows_of(schema: dict[str, Any], *, blank: int = BLANK_ROWS) -> list[Row]:
    """The editor rows of a stored schema, and blank rows to add fields in."""
    rows = []
    for spec in schema.get("fields", []):
        values = {k: "" if spec.get(k) is None else str(spec[k]) for k in (*TEXTS, *BOUNDS, *LENGTHS)}
        values["options"] = ", ".join(spec.get("options") or [])
        values["rules"] = json.dumps(spec["rules"], ensure_ascii=False, indent=1) if spec.get("rules") else ""
        more = {k: v for k, v in spec.items() if k not in SHOWN}
        rows.append(
            Row(
                values,
                {f for f in FLAGS if spec.get(f)},
                json.dumps(more, ensure_ascii=False) if more else "",
            )
        )
    return rows + [Row({"type": "string"}) for _ in range(blank)]


def extra_of(schema: dict[str, Any]) -> str:
    """The schema's keys besides `fields`, as the editor's JSON box shows them."""
    rest = {k: v for k, v in schema.items() if k != "fields"}
    return json.dumps(rest, ensure_ascii=False, indent=1) if rest else ""


def posted_rows(form: FormData) -> list[Row]:
    """The rows as posted (kept as typed, to show again on a problem)."""
    raw = str(form.get("rows", "0"))
    count = min(int(raw), MAX_ROWS) if raw.isdigit() else 0
    rows = []
    for i in range(count):
        prefix = f"fields.{i}."
        values = {k: str(form.get(prefix + k, "")) for k in (*TEXTS, *BOUNDS, *LENGTHS, "options", "rules")}
        flags = {f for f in FLAGS if form.get(prefix + f) == "on"}
        rows.append(Row(values, flags, str(form.get(prefix + "more", ""))))
    return rows


def _bound(text: str) -> int | float | str:
    """A min or max as typed: a number when it reads as one, else text (a date)."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            continue
    return text


def _json(text: str, what: str) -> Any:
    """Parsed JSON of a box, or ValueError naming the box."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{what} is not valid JSON: {exc.msg} (line {exc.lineno})") from None


def field_spec(row: Row) -> dict[str, Any]:
    """One field's definition from its row; ValueError saying what to fix."""
    spec: dict[str, Any] = _json(row.more, "hidden options") if row.more.strip() else {}
    for key in TEXTS:
        if row.get(key).strip():
            spec[key] = row.get(key).strip()
    for key in BOUNDS:
        if row.get(key).strip():
            spec[key] = _bound(row.get(key).strip())
    for key in LENGTHS:
        if row.get(key).strip():
            if not row.get(key).strip().isdigit():
                raise ValueError(f"{key.replace('_', ' ')} must be a whole number")
            spec[key] = int(row.get(key).strip())
    if row.get("options").strip():
        spec["options"] = [o.strip() for o in row.get("options").replace("、", ",").split(",") if o.strip()]
    if row.get("rules").strip():
        rules = _json(row.get("rules"), "rules")
        spec["rules"] = rules if isinstance(rules, list) else [rules]
    for flag in FLAGS:
        if flag in row.flags:
            spec[flag] = True
    return spec


def schema_from(rows: list[Row], extra: str) -> dict[str, Any]:
    """The schema the editor describes (rows without a name are left out); ValueError naming
    the first row to fix (it is also marked on the row)."""
    fields = []
    for number, row in enumerate(rows, start=1):
        if not row.get("name").strip():
            continue
        try:
            fields.append(field_spec(row))
        except ValueError as exc:
            row.error = str(exc)
            raise ValueError(f"Field {number} ({row.get('name').strip()}): {exc}") from None
    schema: dict[str, Any] = _json(extra, "Other schema settings") if extra.strip() else {}
    if not isinstance(schema, dict):
        raise ValueError("Other schema settings must be a JSON object")
    return {**schema, "fields": fields}


def add_rule(row: Row, rule: dict[str, Any]) -> None:
    """Appends a rule to a row's rules box (ValueError when the box holds no valid JSON)."""
    existing = _json(row.get("rules"), "rules") if row.get("rules").strip() else []
    rules = [*(existing if isinstance(existing, list) else [existing]), rule]
    row.values["rules"] = json.dumps(rules, ensure_ascii=False, indent=1)
