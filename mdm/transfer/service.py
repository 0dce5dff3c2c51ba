"""CSV import and export: parse and check files, apply imports in bulk, stream exports."""

import io
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from itertools import islice
from typing import IO, Any, cast

from sqlalchemy.orm import Session

from mdm.approvals.divert import open_request
from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, NotFound
from mdm.db.enums import Operation
from mdm.db.models import ApprovalRequest, MasterDefinition
from mdm.definitions.service import get_definition
from mdm.events import service as events
from mdm.files.service import file_names, on_outcome
from mdm.files.storage import CHUNK_SIZE, Storage, checked_key, new_key
from mdm.records import matches, validation
from mdm.records.keys import KeyField, key_field, key_values
from mdm.records.service import Actor, held_back
from mdm.records.validation import CompiledSchema
from mdm.transfer.columns import ReferenceBy, check_ambiguous, key_fields, map_columns
from mdm.transfer.csvio import (
    BOM,
    ESCAPABLE,
    TEXT_KINDS,
    CsvFormat,
    CsvRow,
    ParsedCsv,
    count_rows,
    detect_format,
    neutralise,
    read_header,
    write_rows,
)
from mdm.transfer.importer import Importer, Options
from mdm.transfer.repository import TransferRepository
from mdm.transfer.schemas import ImportReport, OnError

__all__ = [
    "CsvRow",
    "ExportStart",
    "ImportRejected",
    "ParsedCsv",
    "apply_approved_import",
    "apply_import",
    "begin_export",
    "export_chunks",
    "import_csv",
    "keep_file",
    "parse_csv",
    "read_csv",
    "request_import",
    "stored_file",
    "stored_rows",
    "summary",
]

BATCH_ROWS = 2000
SPOOL_BYTES = 8 * 1024 * 1024  # a held-back import's file is copied to disk beyond this
EXPORT_BATCH = 5000
SHOWN_ERRORS = 10


class ImportRejected(BadRequest):
    """An all-or-nothing import found invalid rows, so nothing was written."""

    def __init__(self, report: ImportReport) -> None:
        shown = "; ".join(
            f"row {e.row}, field '{e.field}': {e.message}" if e.field else f"row {e.row}: {e.message}"
            for e in report.errors[:SHOWN_ERRORS]
        )
        more = " (and more)" if len(report.errors) > SHOWN_ERRORS else ""
        super().__init__(
            f"Import refused, nothing was written: invalid rows: {shown}{more}. "
            "Fix them, or send ?on_error=skip to import the valid rows"
        )
        self.report = report


def check_key(schema: CompiledSchema, *, key: str | None) -> None:
    """Raises BadRequest unless the key (when given) is a unique field of the schema."""
    if key is None:
        return
    if key not in schema.fields:
        raise BadRequest(f"key '{key}' is not a field of this master")
    if key not in schema.unique:
        raise BadRequest(f"key '{key}' must be a unique field to match records by")


def check_header(
    header: list[str], *, schema: CompiledSchema, key: str | None, reference_by: ReferenceBy = "id"
) -> None:
    """Raises BadRequest for nameless, duplicate, ambiguous, unknown or missing columns."""
    for position, name in enumerate(header, start=1):
        if not name:
            raise BadRequest(f"Column {position} of the header has no name")
    duplicates = sorted({n for n in header if header.count(n) > 1})
    if duplicates:
        raise BadRequest(f"Duplicate columns in the header: {_names(duplicates)}")
    columns = map_columns(header, schema=schema, reference_by=reference_by)
    check_ambiguous(columns)
    unknown = [c.header for c in columns if c.field not in schema.fields]
    if unknown:
        raise BadRequest(
            f"Unknown columns {_names(unknown)}: the columns are 'id' and the "
            f"master's fields {_names(schema.names)}"
        )
    if key is not None and key not in header:
        raise BadRequest(f"The file has no column '{key}' to match records by (?key={key})")
    matches = "id" in header or key is not None
    given = {c.field for c in columns}
    missing = [n for n, f in schema.fields.items() if f.spec.required and n not in given]
    if missing and not matches:
        raise BadRequest(
            f"Missing required columns {_names(missing)}; a file without an 'id' "
            "column or ?key only creates records, which need every required field"
        )


def _names(names: list[str]) -> str:
    """Quotes and joins column names."""
    return ", ".join(f"'{n}'" for n in names)


def parse_csv(
    source: IO[bytes] | bytes,
    *,
    schema: CompiledSchema,
    key: str | None = None,
    delimiter: str | None = None,
    encoding: str | None = None,
    reference_by: ReferenceBy = "id",
) -> ParsedCsv:
    """Checks a CSV file (encoding, delimiter, header, quoting, row widths) and returns it parsed."""
    file = io.BytesIO(source) if isinstance(source, bytes) else source
    check_key(schema, key=key)
    fmt = detect_format(file, delimiter=delimiter, encoding=encoding)
    header = read_header(file, fmt)
    check_header(header, schema=schema, key=key, reference_by=reference_by)
    return ParsedCsv(header=header, row_count=count_rows(file, header, fmt), source=file, format=fmt)


def read_csv(
    session: Session,
    *,
    tenant_id: str,
    master_type: str,
    source: IO[bytes] | bytes,
    key: str | None,
    delimiter: str | None = None,
    encoding: str | None = None,
) -> ParsedCsv:
    """Parses a CSV file against a master's current schema (NotFound for an unknown master)."""
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    schema = validation.compile_schema(definition.schema)
    return parse_csv(source, schema=schema, key=key, delimiter=delimiter, encoding=encoding)


def import_csv(
    session: Session,
    *,
    actor: Actor,
    master_type: str,
    source: IO[bytes] | bytes,
    key: str | None,
    on_error: OnError,
    dry_run: bool,
    storage: Storage,
    progress: Callable[[int], None] | None = None,
    delimiter: str | None = None,
    encoding: str | None = None,
    reference_by: ReferenceBy = "id",
) -> ImportReport | ApprovalRequest:
    """Parses a CSV file and imports it into a master (or, on a governed master, requests to)."""
    TransferRepository(session, actor.principal.tenant_id).read_first()
    definition = get_definition(
        session, tenant_id=actor.principal.tenant_id, master_type=master_type, for_write=not dry_run
    )
    schema = validation.compile_schema(definition.schema)
    parsed = parse_csv(
        source, schema=schema, key=key, delimiter=delimiter, encoding=encoding, reference_by=reference_by
    )
    if held_back(definition=definition, actor=actor) and not dry_run:
        return request_import(
            session,
            actor=actor,
            definition=definition,
            parsed=parsed,
            key=key,
            on_error=on_error,
            storage=storage,
            reference_by=reference_by,
        )
    return apply_import(
        session,
        actor=actor,
        master_type=master_type,
        parsed=parsed,
        key=key,
        on_error=on_error,
        dry_run=dry_run,
        progress=progress,
        reference_by=reference_by,
    )


def request_import(
    session: Session,
    *,
    actor: Actor,
    definition: MasterDefinition,
    parsed: ParsedCsv,
    key: str | None,
    on_error: OnError,
    storage: Storage,
    reference_by: ReferenceBy = "id",
) -> ApprovalRequest:
    """Validates an import with a dry run, then holds the file back as one request.

    The file goes to file storage and the request keeps a reference and a summary (counts and
    the first errors), so listing requests never carries rows; they are paged with
    `stored_rows`.
    """
    report = apply_import(
        session,
        actor=actor,
        master_type=definition.master_type,
        parsed=parsed,
        key=key,
        on_error=on_error,
        dry_run=True,
        reference_by=reference_by,
    )
    if report.failed and on_error == "fail":
        raise ImportRejected(report)
    TransferRepository(session, actor.principal.tenant_id).take_write_lock()
    payload = {
        "file": keep_file(session, storage=storage, tenant_id=actor.principal.tenant_id, parsed=parsed),
        "key": key,
        "on_error": on_error,
        "report": summary(report),
        "delimiter": parsed.format.delimiter,
        "encoding": parsed.format.encoding,
        "reference_by": reference_by,
    }
    return open_request(
        session, principal=actor.principal, definition=definition, operation=Operation.IMPORT, payload=payload
    )


def apply_import(
    session: Session,
    *,
    actor: Actor,
    master_type: str,
    parsed: ParsedCsv,
    key: str | None,
    on_error: OnError,
    dry_run: bool,
    progress: Callable[[int], None] | None = None,
    reference_by: ReferenceBy = "id",
) -> ImportReport:
    """Validates every row and writes the changes in bulk; all or nothing unless on_error='skip'."""
    tenant_id = actor.principal.tenant_id
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type, for_write=not dry_run)
    schema = validation.compile_schema(definition.schema)
    matcher = matches.setup(definition) if matches.on_create(definition) != "off" else None
    check_key(schema, key=key)
    check_header(parsed.header, schema=schema, key=key, reference_by=reference_by)
    columns = map_columns(parsed.header, schema=schema, reference_by=reference_by)
    by_key = key_fields(session, tenant_id=tenant_id, schema=schema, columns=columns)
    options = Options(master_type, schema, tuple(columns), key, on_error, dry_run, by_key, matcher)
    importer = Importer(session, actor=actor, options=options)
    report = importer.run(parsed.batches(BATCH_ROWS), progress)
    report.delimiter, report.encoding = parsed.format.delimiter, parsed.format.encoding
    if report.failed and on_error == "fail" and not dry_run:
        raise ImportRejected(report)
    if not dry_run:
        importer.publish()
        events.import_applied(session, tenant_id=tenant_id, master_type=master_type, at=importer.now)
        write_entry(
            session,
            principal=actor.principal,
            action="record.import",
            resource_type="master",
            resource_id=master_type,
            details={
                "created": report.created,
                "updated": report.updated,
                "unchanged": report.unchanged,
                "failed": report.failed,
                "key": key,
                "on_error": on_error,
                "approval_id": actor.approval_id,
            },
        )
    return report


@dataclass(frozen=True)
class ExportStart:
    """What an export needs before streaming: the schema and the number of live records."""

    schema: CompiledSchema
    records: int
    by_key: dict[str, KeyField]


def begin_export(
    session: Session, *, principal: Principal, master_type: str, bom: bool, reference_by: ReferenceBy = "id"
) -> ExportStart:
    """Checks the master exists (NotFound otherwise), finds the key fields of the references it
    writes by key (those whose target has one) and audits the export."""
    definition = get_definition(session, tenant_id=principal.tenant_id, master_type=master_type)
    schema = validation.compile_schema(definition.schema)
    by_key: dict[str, KeyField] = {}
    for name, target in schema.references if reference_by == "key" else ():
        key = key_field(session, tenant_id=principal.tenant_id, master_type=target)
        if key is not None:
            by_key[name] = key
    live = TransferRepository(session, principal.tenant_id).count_live(master_type)
    write_entry(
        session,
        principal=principal,
        action="record.export",
        resource_type="master",
        resource_id=master_type,
        details={"records": live, "bom": bom},
    )
    return ExportStart(schema, live, by_key)


def export_chunks(
    session: Session,
    *,
    tenant_id: str,
    master_type: str,
    schema: CompiledSchema,
    bom: bool,
    batch: int = EXPORT_BATCH,
    delimiter: str = ",",
    by_key: dict[str, KeyField] | None = None,
) -> Iterator[bytes]:
    """Yields the CSV of a master's live records, one keyset batch per chunk; references in
    `by_key` are written as the target's key value under the header `field.key`."""
    names, keys = schema.names, by_key or {}
    fields = [(n, schema.fields[n].spec.type in TEXT_KINDS or n in keys) for n in names]
    titles = [f"{n}.{keys[n].name}" if n in keys else n for n in names]
    header = write_rows([["id", *titles]], delimiter)
    repo = TransferRepository(session, tenant_id)
    repo.use_snapshot()
    yield BOM + header if bom else header
    for rows in repo.iter_live(master_type, batch=batch):
        if keys:
            rows = _with_keys(session, tenant_id=tenant_id, rows=rows, by_key=keys)
        if schema.files:
            rows = _with_file_names(session, tenant_id=tenant_id, rows=rows, schema=schema)
        yield write_rows([_cells(rid, data, fields) for rid, data in rows], delimiter)


def _with_file_names(
    session: Session, *, tenant_id: str, rows: list[tuple[str, dict[str, Any]]], schema: CompiledSchema
) -> list[tuple[str, dict[str, Any]]]:
    """Writes file fields as the files' names (one query per batch)."""
    ids = set().union(*(validation.file_ids(schema, data) for _, data in rows))
    names = file_names(session, tenant_id=tenant_id, ids=ids) if ids else {}
    for _, data in rows:
        for name in schema.files:
            value = data.get(name)
            if isinstance(value, list):
                data[name] = [names.get(v, v) for v in value]
            elif isinstance(value, str):
                data[name] = names.get(value, value)
    return rows


def _with_keys(
    session: Session, *, tenant_id: str, rows: list[tuple[str, dict[str, Any]]], by_key: dict[str, KeyField]
) -> list[tuple[str, dict[str, Any]]]:
    """Replaces reference ids by their targets' key values (one query per field and batch); an id
    whose target is gone stays as it is."""
    for name, key in by_key.items():
        ids = {data[name] for _, data in rows if isinstance(data.get(name), str)}
        found = key_values(session, tenant_id=tenant_id, key=key, ids=ids) if ids else {}
        for _, data in rows:
            if data.get(name) in found:
                data[name] = found[data[name]]
    return rows


def _cells(record_id: str, data: dict[str, Any], fields: list[tuple[str, bool]]) -> list[str]:
    """Renders a record as CSV cells, neutralising formula-like text (the export's hot loop)."""
    cells = [record_id]
    append, get, render = cells.append, data.get, validation.render_text
    for name, text in fields:
        value = get(name)
        if value is None:
            append("")
        elif type(value) is str:  # render_text(s) is s
            append(neutralise(value) if text and value[0] in ESCAPABLE else value)
        else:
            cell = render(value)
            append(neutralise(cell) if text else cell)
    return cells


def summary(report: ImportReport) -> dict[str, Any]:
    """Returns an import report's counts and first errors, small whatever the file's size."""
    shown = report.model_dump()
    shown["errors"] = shown["errors"][:SHOWN_ERRORS]
    shown["errors_total"] = len(report.errors)
    return shown


def keep_file(session: Session, *, storage: Storage, tenant_id: str, parsed: ParsedCsv) -> dict[str, Any]:
    """Copies an import's file to file storage (removed again if the transaction fails)."""
    assert parsed.source is not None
    key = new_key(tenant_id)
    parsed.source.seek(0)
    chunks = iter(partial(parsed.source.read, CHUNK_SIZE), b"")
    written = storage.save(key, chunks, max_bytes=1 << 62)  # bounded by MDM_MAX_UPLOAD_BYTES on receipt
    on_outcome(session, on_rollback=lambda: storage.delete(key))
    return {"storage_key": key, "bytes": written.size, "rows": parsed.row_count, "header": parsed.header}


@contextmanager
def stored_file(storage: Storage, *, tenant_id: str, payload: dict[str, Any]) -> Iterator[IO[bytes]]:
    """Opens a held-back import's file as a local seekable copy (this tenant's files only)."""
    key = checked_key(str(payload["file"]["storage_key"]))
    if not key.startswith(f"{tenant_id}/"):
        raise NotFound("The import's file is not there")
    with tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES) as copy:
        for chunk in storage.open(key):
            copy.write(chunk)
        copy.seek(0)
        yield cast(IO[bytes], copy)


def stored_rows(
    storage: Storage, *, tenant_id: str, payload: dict[str, Any], skip: int, limit: int
) -> tuple[list[CsvRow], int]:
    """Returns one page of the rows of a held-back import, and how many there are."""
    if "csv" in payload:  # requests made before files were kept by reference
        held = ParsedCsv.from_payload(payload["csv"])
        return held.rows[skip : skip + limit], held.row_count
    with stored_file(storage, tenant_id=tenant_id, payload=payload) as file:
        held = ParsedCsv(header=list(payload["file"]["header"]), source=file, format=_held_format(payload))
        return list(islice(held.iter_rows(), skip, skip + limit)), int(payload["file"]["rows"])


def apply_approved_import(
    session: Session, *, actor: Actor, master_type: str, payload: dict[str, Any], storage: Storage
) -> ImportReport:
    """Applies an import held back in an approval request (see `request_import`)."""
    options = {
        "key": payload.get("key"),
        "on_error": payload.get("on_error", "fail"),
        "dry_run": False,
        "reference_by": payload.get("reference_by", "id"),
    }
    if "csv" in payload:  # requests made before files were kept by reference
        parsed = ParsedCsv.from_payload(payload["csv"])
        return apply_import(session, actor=actor, master_type=master_type, parsed=parsed, **options)
    with stored_file(storage, tenant_id=actor.principal.tenant_id, payload=payload) as file:
        fmt = _held_format(payload)
        rows = int(payload["file"]["rows"])
        parsed = ParsedCsv(header=read_header(file, fmt), row_count=rows, source=file, format=fmt)
        return apply_import(session, actor=actor, master_type=master_type, parsed=parsed, **options)


def _held_format(payload: dict[str, Any]) -> CsvFormat:
    """Returns the format of a held-back import's file (requests from before formats: comma, UTF-8)."""
    return CsvFormat(payload.get("delimiter", ","), payload.get("encoding", "utf-8"))
