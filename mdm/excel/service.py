"""Spreadsheet-shaped reads: flat rows with references expanded into `field.subfield` columns."""

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy.orm import Session

from mdm.core.errors import BadRequest, NotFound
from mdm.db import keyset
from mdm.db.engine import Database
from mdm.db.models import MasterDefinition
from mdm.definitions.repository import DefinitionRepository
from mdm.definitions.service import get_definition
from mdm.excel.repository import ExcelRepository, Row
from mdm.odata.query import list_criteria
from mdm.records.keys import key_field, key_values

MAX_COLUMNS = 5000
FILES_PATH = "/api/v1/files"
FLAT_BATCH = 1000


@dataclass(frozen=True)
class Node:
    """One master in the column layout: its fields and the references expanded below it."""

    prefix: str
    master_type: str
    fields: tuple[str, ...]
    children: tuple[tuple[str, "Node"], ...]
    files: frozenset[str] = frozenset()  # fields of type file or files: shown as download paths

    def columns(self) -> list[str]:
        """Returns this node's columns in schema order, each expansion right after its field."""
        expanded = dict(self.children)
        out: list[str] = []
        for name in self.fields:
            out.append(self.prefix + name)
            if name in expanded:
                out += expanded[name].columns()
        return out


@dataclass(frozen=True)
class Layout:
    """The columns of a spreadsheet read and the expansion tree that fills them."""

    root: Node
    columns: list[str]


def page(
    session: Session,
    *,
    tenant_id: str,
    master_type: str,
    limit: int,
    offset: int,
    flatten: bool,
    filter_text: str | None = None,
    orderby_text: str | None = None,
    after: str | None = None,
    reference_by_key: bool = False,
    merged: bool = False,
) -> tuple[Layout, list[dict[str, Any]], int, str | None]:
    """Returns one page of flat rows (references expanded one level when asked), the total and
    the cursor of the next page, filtered and sorted by OData `filter` / `orderby` when given;
    with `merged`, the records merged into others too, with a `merged_into` column."""
    layout = build_layout(session, tenant_id=tenant_id, master_type=master_type, depth=1 if flatten else 0)
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    where, order = list_criteria(definition, filter_text=filter_text, orderby_text=orderby_text)
    repo = ExcelRepository(session, tenant_id)
    total = repo.count_matching(master_type, where, merged=merged)
    stamp = keyset.fingerprint(master_type, filter_text, orderby_text)
    rows: list[tuple[str, dict[str, Any]]] = []
    following = None
    if offset < total or after is not None:
        try:
            rows, positions = repo.page(
                master_type,
                offset=offset,
                limit=limit + 1,
                where=where,
                order=order,
                after=after,
                stamp=stamp + ("|merged" if merged else ""),
                merged=merged,
            )
        except keyset.BadCursor as exc:
            raise BadRequest(f"after: {exc}") from None
        if len(rows) > limit:
            rows, following = rows[:limit], keyset.encode(positions[limit - 1], stamp)
    flat = expand(repo, layout=layout, rows=rows)
    if reference_by_key:
        flat = keys_for_ids(session, tenant_id=tenant_id, definition=definition, rows=flat)
    if merged:
        into = repo.merged_into(master_type, [r[0] for r in rows])
        layout = Layout(layout.root, [*layout.columns, "merged_into"])
        flat = [
            {**row, "merged_into": into.get(record_id)}
            for row, (record_id, _d) in zip(flat, rows, strict=True)
        ]
    return layout, flat, total, following


def keys_for_ids(
    session: Session, *, tenant_id: str, definition: MasterDefinition, rows: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Writes each reference (whose target has a key field) as the target's key value instead of
    its id, one query per reference field; an id whose target is gone stays as it is."""
    for spec in definition.schema.get("fields", []):
        if spec.get("type") != "reference" or not spec.get("reference"):
            continue
        key = key_field(session, tenant_id=tenant_id, master_type=spec["reference"])
        name = spec["name"]
        ids = {row[name] for row in rows if isinstance(row.get(name), str)}
        if key is None or not ids:
            continue
        found = key_values(session, tenant_id=tenant_id, key=key, ids=ids)
        for row in rows:
            if row.get(name) in found:
                row[name] = found[row[name]]
    return rows


def build_layout(session: Session, *, tenant_id: str, master_type: str, depth: int | None) -> Layout:
    """Plans the columns: `depth` levels of references (None: all, stopping at cycles)."""
    definitions = {d.master_type: d for d in DefinitionRepository(session, tenant_id).all()}
    if master_type not in definitions:
        raise NotFound(f"Master '{master_type}' not found")
    root = _node(definitions, master_type, prefix="", path=(master_type,), depth=depth)
    columns = ["id", *root.columns()]
    if len(columns) > MAX_COLUMNS:
        raise BadRequest(
            f"Expanding every reference of '{master_type}' gives {len(columns)} columns "
            f"(more than {MAX_COLUMNS}); use /excel/{master_type} instead"
        )
    return Layout(root, columns)


def _node(
    definitions: dict[str, MasterDefinition],
    master_type: str,
    *,
    prefix: str,
    path: tuple[str, ...],
    depth: int | None,
) -> Node:
    """Builds a master's node; a reference expands unless its master is already on the path."""
    fields = definitions[master_type].schema.get("fields", [])
    children: list[tuple[str, Node]] = []
    if depth is None or depth > 0:
        for spec in fields:
            target = spec.get("reference") if spec.get("type") == "reference" else None
            if target not in definitions or (depth is None and target in path):
                continue
            child = _node(
                definitions,
                target,
                prefix=f"{prefix}{spec['name']}.",
                path=(*path, target),
                depth=None if depth is None else depth - 1,
            )
            children.append((spec["name"], child))
    files = frozenset(f["name"] for f in fields if f.get("type") in ("file", "files"))
    return Node(prefix, master_type, tuple(f["name"] for f in fields), tuple(children), files)


def expand(repo: ExcelRepository, *, layout: Layout, rows: list[Row]) -> list[dict[str, Any]]:
    """Turns records into flat rows, fetching each level's targets with one query per master."""
    flat = [dict.fromkeys(layout.columns) for _ in rows]
    for out, (record_id, data) in zip(flat, rows, strict=True):
        out["id"] = record_id
        _put(out, layout.root, data)
    level: list[tuple[Node, list[dict[str, Any] | None]]] = [(layout.root, [d for _, d in rows])]
    while level:
        fetched = _fetch_targets(repo, level)
        below: list[tuple[Node, list[dict[str, Any] | None]]] = []
        for node, datas in level:
            for field, child in node.children:
                found = fetched.get(child.master_type, {})
                targets = [found.get(_ref(d, field)) for d in datas]
                for out, target in zip(flat, targets, strict=True):
                    if target is not None:
                        _put(out, child, target)
                if child.children:
                    below.append((child, targets))
        level = below
    return flat


def _ref(data: dict[str, Any] | None, field: str) -> str:
    """Returns the id a reference field holds ("" when it holds none)."""
    value = data.get(field) if data else None
    return value if isinstance(value, str) else ""


def _put(out: dict[str, Any], node: Node, data: dict[str, Any]) -> None:
    """Copies a record's field values into a flat row under the node's prefix."""
    for name in node.fields:
        value = data.get(name)
        out[node.prefix + name] = download_path(value) if name in node.files else value


def download_path(value: Any) -> Any:
    """Turns a file id (or a list of them) into the path its bytes download from."""
    if isinstance(value, list):
        return [download_path(v) for v in value]
    return f"{FILES_PATH}/{value}/content" if isinstance(value, str) else value


def _fetch_targets(
    repo: ExcelRepository, level: list[tuple[Node, list[dict[str, Any] | None]]]
) -> dict[str, dict[str, dict[str, Any]]]:
    """Collects the ids every reference of a level points at and loads them, one query per master."""
    wanted: dict[str, set[str]] = {}
    for node, datas in level:
        for field, child in node.children:
            wanted.setdefault(child.master_type, set()).update(_ref(d, field) for d in datas)
    for ids in wanted.values():
        ids.discard("")
    return {master: repo.data_by_id(master, ids) for master, ids in wanted.items() if ids}


def flat_layout(session: Session, *, tenant_id: str, master_type: str) -> Layout:
    """Plans the columns of the fully expanded export (raises NotFound before streaming starts)."""
    return build_layout(session, tenant_id=tenant_id, master_type=master_type, depth=None)


def stream_flat(database: Database, *, tenant_id: str, layout: Layout) -> Iterator[bytes]:
    """Streams `{"columns", "items", "total"}` for every live record, one batch in memory at a time."""
    with database.transaction(write=False) as session:
        repo = ExcelRepository(session, tenant_id)
        repo.use_snapshot()
        yield b'{"columns":' + orjson.dumps(layout.columns) + b',"items":['
        total = 0
        for rows in repo.batches(layout.root.master_type, size=FLAT_BATCH):
            items = b",".join(orjson.dumps(row) for row in expand(repo, layout=layout, rows=rows))
            yield (b"," if total else b"") + items
            total += len(rows)
        yield b'],"total":' + str(total).encode() + b"}"
