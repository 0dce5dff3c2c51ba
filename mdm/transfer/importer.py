"""The batch engine behind CSV import: decode, match, validate, check and write rows in bulk."""

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TypeVar

from sqlalchemy.orm import Session

from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.records import matches, validation
from mdm.records.keys import KeyField, resolve_keys
from mdm.records.service import Actor, changed_fields
from mdm.records.validation import Claim, CompiledSchema, FieldError
from mdm.transfer.columns import Column
from mdm.transfer.csvio import TEXT_KINDS, CsvRow, restore
from mdm.transfer.repository import HistoryRow, Rows, TransferRepository, to_json
from mdm.transfer.schemas import ImportDuplicate, ImportIssue, ImportReport, OnError
from mdm.transfer.writer import WriteBehind

coerce = validation.coerce_text
MAX_REPORTED = 1000  # errors listed in a report; `failed` still counts every bad row
FAIL_FAST = 20  # an all-or-nothing import stops reading once it has found this many errors
T = TypeVar("T")


@dataclass
class Candidate:
    """One CSV row on its way to becoming a record change."""

    number: int
    values: dict[str, Any]
    record_id: str | None = None
    key_token: str | None = None
    stored: dict[str, Any] | None = None
    version: int = 0
    data: dict[str, Any] = field(default_factory=dict)
    json: str = ""
    search: str = ""
    unchanged: bool = False
    checked: bool = False
    claims: list[tuple[str, str]] = field(default_factory=list)
    errors: list[FieldError] = field(default_factory=list)


@dataclass(frozen=True)
class Options:
    """How an import treats its rows."""

    master_type: str
    schema: CompiledSchema
    columns: tuple[Column, ...]
    key: str | None
    on_error: OnError
    dry_run: bool
    by_key: dict[str, KeyField] = field(default_factory=dict)
    # The master's matcher when its `match.on_create` asks new rows to be checked for likely
    # duplicates among the stored records (warn: reported; block: the row fails).
    matching: matches.Matcher | None = None


class Importer:
    """Runs one import inside the caller's transaction, a batch of rows at a time."""

    def __init__(self, session: Session, *, actor: Actor, options: Options) -> None:
        tenant_id = actor.principal.tenant_id
        self.actor = actor
        self.options = options
        self.repo = TransferRepository(session, tenant_id)
        self.report = ImportReport()
        self.writer = WriteBehind()
        # On SQLite a writing import stages its rows and takes the write lock only to publish them.
        self.staged = not options.dry_run and self.repo.start_staging(options.master_type)
        self.now = utcnow()
        fields = options.schema.fields
        self.decoders = [
            (c.header, c.field, fields[c.field], fields[c.field].spec.type in TEXT_KINDS)
            for c in options.columns
        ]
        # Unique values taken by rows of the last two batches (whose claims the database may not
        # show yet), and given up by rows of this import: token -> row number.
        # Records changed so far: id -> row number.
        self.claims = {c.name: c for c in options.schema.claims}
        self.pending: dict[str, dict[str, int]] = {c: {} for c in self.claims}
        self.pending_before: dict[str, dict[str, int]] = {c: {} for c in self.claims}
        self.released: dict[str, dict[str, int]] = {c: {} for c in self.claims}
        self.targets: dict[str, int] = {}
        # With ?key=: key values of the records this import creates -> row number, so a later row
        # with the same key fails wherever it is in the file instead of updating that new record.
        self.created_keys: dict[str, int] = {}
        # Records this import creates -> row number, so a value they hold is reported as taken
        # by that row of the file (only kept when the master has unique fields).
        self.created_rows: dict[str, int] = {}

    def run(self, batches: Iterable[list[CsvRow]], progress: Callable[[int], None] | None) -> ImportReport:
        """Processes every batch (an all-or-nothing import stops early once errors pile up)."""
        done, failed = 0, True
        try:
            for rows in batches:
                self._process(rows)
                done += len(rows)
                if progress is not None:
                    progress(done)
                if self._must_stop():
                    break
            failed = False
        finally:
            self.writer.close(failed=failed)
        return self.report

    def publish(self) -> None:
        """Writes a staged import into the real tables (see `Importer.staged`); else nothing."""
        if self.staged:
            self.repo.publish_staged(self.options.schema.references)

    def _must_stop(self) -> bool:
        """Tells whether an all-or-nothing import has found enough errors to refuse the file."""
        return (
            self.options.on_error == "fail"
            and not self.options.dry_run
            and len(self.report.errors) >= FAIL_FAST
        )

    @property
    def _writing(self) -> bool:
        """Tells whether valid rows are written now (never on a dry run or a refused import)."""
        return not self.options.dry_run and (self.options.on_error == "skip" or self.report.failed == 0)

    def _process(self, rows: list[CsvRow]) -> None:
        """Validates one batch and, when allowed, writes its valid rows."""
        batch = [self._decode(row) for row in rows]
        self._resolve_keys(batch)
        creates_only = self.options.key is None
        for cand in batch:  # rows that create need no stored data: validate while the writer works
            if creates_only and cand.record_id is None:
                self._validate(cand)
        self._match(batch)
        for cand in batch:
            if not cand.errors and not cand.checked:
                self._validate(cand)
        self._check_references([c for c in batch if not c.errors and not c.unchanged])
        self._check_files([c for c in batch if not c.errors and not c.unchanged])
        self._settle(batch, self._unique_holders([c for c in batch if not c.errors and not c.unchanged]))
        if self.options.matching is not None:
            self._duplicates([c for c in batch if not c.errors and not c.unchanged and c.stored is None])
        self._count(batch)
        valid = [c for c in batch if not c.errors and not c.unchanged]
        if self._writing:
            self._write(valid)
            if not self.staged:  # staged rows are not in the tables yet: remember every claim
                self.pending_before = self.pending
                self.pending = {c: {} for c in self.claims}

    def _decode(self, row: CsvRow) -> Candidate:
        """Turns the row's cells into typed values (undoing formula neutralisation on text)."""
        cells = row.values
        values = {
            name: coerce(compiled, restore(cells[header]) if text else cells[header])
            for header, name, compiled, text in self.decoders
        }
        record_id = cells.get("id", "").strip() or None
        return Candidate(row.number, values, record_id=record_id)

    def _resolve_keys(self, batch: list[Candidate]) -> None:
        """Turns the key values of reference columns given by key into record ids, one lookup per
        column and batch."""
        for name, key in self.options.by_key.items():
            values = {c.values[name] for c in batch if c.values.get(name) is not None}
            found: dict[Any, str] = self._look_up(
                values,
                lambda: resolve_keys(self.repo.holders, key, values),  # noqa: B023
                {},
            )
            for cand in batch:
                value = cand.values.get(name)
                if value is None:
                    continue
                if value in found:
                    cand.values[name] = found[value]
                else:
                    cand.errors.append(FieldError(name, key.missing(value)))

    def _match(self, batch: list[Candidate]) -> None:
        """Finds the stored record each row updates: by its `id`, else by the key field."""
        if self.options.key:
            self._match_keys([c for c in batch if c.record_id is None])
        wanted = {c.record_id for c in batch if c.record_id}
        master_type, lock = self.options.master_type, not self.options.dry_run
        states: dict[str, tuple[dict[str, Any], int]] = self._look_up(
            wanted, lambda: self.repo.live_states(master_type, wanted, lock=lock), {}
        )
        for cand in batch:
            if cand.record_id is None:
                continue
            state = states.get(cand.record_id)
            if state is None:
                cand.errors.append(
                    FieldError(
                        "id", f"record {cand.record_id} not found in master '{self.options.master_type}'"
                    )
                )
            else:
                cand.stored, cand.version = state

    def _match_keys(self, batch: list[Candidate]) -> None:
        """Sets the record id of rows whose key value is held by a stored record."""
        key = self.options.key
        assert key is not None
        compiled = self.options.schema.fields[key]
        for cand in batch:
            value = cand.values.get(key)
            if value is not None:
                canonical, problem = validation.check_value(compiled, value)
                cand.key_token = None if problem else validation.unique_token(canonical)
        tokens = [c.key_token for c in batch if c.key_token is not None]
        holders: dict[str, str] = self._look_up(
            tokens, lambda: self.repo.holders(self.options.master_type, key, tokens), {}
        )
        for cand in batch:
            if cand.key_token is None:
                continue
            row = self.created_keys.get(cand.key_token)
            if row is None:
                cand.record_id = holders.get(cand.key_token)
            else:
                cand.errors.append(_also_in_row(key, cand.values[key], row))

    def _look_up(self, wanted: Collection[Any], lookup: Callable[[], T], nothing: T) -> T:
        """Runs a lookup on the writer thread's turn at the session; `nothing` when nothing is wanted."""
        return self.writer.read(lookup) if wanted else nothing

    def _validate(self, cand: Candidate) -> None:
        """Validates the row's data (merged over the stored record for updates)."""
        cand.checked = True
        merged = cand.values if cand.stored is None else {**cand.stored, **cand.values}
        cleaned, errors = validation.validate_data(self.options.schema, merged)
        if errors:
            cand.errors += errors
            return
        cand.data = cleaned
        cand.unchanged = cand.stored is not None and cleaned == cand.stored
        if not cand.unchanged:  # serialised here, while the writer thread waits on the database
            cand.json, cand.search = to_json(cleaned), validation.search_text(self.options.schema, cleaned)
            oversize = validation.oversize_problem(cand.json)
            if oversize:
                cand.errors.append(FieldError("", oversize))

    def _check_references(self, batch: list[Candidate]) -> None:
        """Checks every reference value of the batch against live target records, one query per field."""
        hold = not self.options.dry_run
        for name, target in self.options.schema.references:
            fresh = [c for c in batch if c.data.get(name) not in (None, (c.stored or {}).get(name))]
            values = {c.data[name] for c in fresh}
            live: set[str] = self._look_up(
                values,
                lambda: self.repo.live_ids(target, values, hold=hold),  # noqa: B023
                set(),
            )
            for cand in fresh:
                if cand.data[name] not in live:
                    problem = validation.missing_reference(target, cand.data[name])
                    cand.errors.append(FieldError(name, problem))

    def _check_files(self, batch: list[Candidate]) -> None:
        """Checks the new file ids of the batch name files of the tenant, one query per batch."""
        schema = self.options.schema
        if not schema.files:
            return
        fresh = {
            id(c): validation.file_ids(schema, c.data) - validation.file_ids(schema, c.stored or {})
            for c in batch
        }
        wanted = set().union(*fresh.values())
        found: set[str] = self._look_up(wanted, lambda: self.repo.existing_files(wanted), set())
        for cand in batch:
            for file_id in sorted(fresh[id(cand)] - found):
                name = next(
                    n for n in schema.files if file_id in validation.file_ids(schema, {n: cand.data.get(n)})
                )
                cand.errors.append(FieldError(name, validation.missing_file(file_id)))

    def _unique_holders(self, batch: list[Candidate]) -> dict[str, dict[str, str]]:
        """Lists each row's new unique values and finds their stored holders, one query per field."""
        unique = list(self.claims)
        for cand in batch:
            old = cand.stored or {}
            cand.claims = [
                (c.name, token)
                for c in self.claims.values()
                if (token := c.token(cand.data)) is not None and c.token(old) != token
            ]
        wanted = {f: [t for c in batch for g, t in c.claims if g == f] for f in unique}
        return self._look_up(
            [f for f, tokens in wanted.items() if tokens],
            lambda: {
                f: self.repo.holders(self.options.master_type, f, tokens) for f, tokens in wanted.items()
            },
            {f: {} for f in unique},
        )

    def _settle(self, batch: list[Candidate], holders: dict[str, dict[str, str]]) -> None:
        """Checks, in file order, that no earlier row changes the same record or takes the same value."""
        for cand in batch:
            if cand.errors:
                continue
            earlier = self.targets.get(cand.record_id or "")
            if earlier is not None:
                cand.errors.append(
                    FieldError("id", f"record {cand.record_id} is already changed by row {earlier}")
                )
                continue
            for name, token in cand.claims:
                self._check_claim(cand, name, token, holders[name].get(token))
            if not cand.errors:
                self._reserve(cand)

    def _check_claim(self, cand: Candidate, name: str, token: str, holder: str | None) -> None:
        """Adds an error when another record or row holds the value."""
        claim = self.claims[name]
        value, label = claim.value(cand.data), claim.label
        row = self.pending[name].get(token) or self.pending_before[name].get(token)
        if row is not None:
            cand.errors.append(_also_in_row(label, value, row))
        elif token in self.released[name]:
            cand.errors.append(
                FieldError(
                    label,
                    f"value {value!r} is given up by row {self.released[name][token]} of this file; "
                    "a value can change hands only in a later import",
                )
            )
        elif holder is not None and holder in self.created_rows:
            cand.errors.append(_also_in_row(label, value, self.created_rows[holder]))
        elif holder is not None and holder != cand.record_id:
            cand.errors.append(claim.taken(value, holder))

    def _reserve(self, cand: Candidate) -> None:
        """Marks the row's record as changed, its new unique values as taken and old ones as given up."""
        if cand.stored is not None:
            self.targets[str(cand.record_id)] = cand.number
        elif cand.key_token is not None:
            self.created_keys[cand.key_token] = cand.number
        for name, token in cand.claims:
            self.pending[name][token] = cand.number
        for claim in _given_up(cand, self.claims.values()):
            self.released[claim.name][str(claim.token(cand.stored or {}))] = cand.number

    def _duplicates(self, batch: list[Candidate]) -> None:
        """Looks up the likely duplicates of the rows that create records: a failure of the row
        when the master blocks them, a line of the report when it warns."""
        matcher = self.options.matching
        assert matcher is not None
        tenant_id = self.actor.principal.tenant_id
        if self.report.duplicates is None:
            self.report.duplicates = []
        listed = self.report.duplicates
        for cand in batch:
            found = self.writer.read(
                partial(
                    matches.likely_duplicates,
                    self.repo.session,
                    tenant_id=tenant_id,
                    matcher=matcher,
                    data=cand.data,
                    limit=1,
                )
            )
            if not found:
                continue
            best = found[0]
            if matcher.config.on_create == "block":
                message = (
                    f"likely duplicate of record {best.record_id} (score {best.score}); update it instead"
                )
                cand.errors.append(FieldError("", message))
            elif len(listed) < MAX_REPORTED:
                listed.append(ImportDuplicate(row=cand.number, record_id=best.record_id, score=best.score))

    def _count(self, batch: list[Candidate]) -> None:
        """Adds the batch's outcome to the report."""
        report = self.report
        for cand in batch:
            if cand.errors:
                report.failed += 1
                room = MAX_REPORTED - len(report.errors)
                report.errors += [
                    ImportIssue(row=cand.number, field=e.field, message=e.message)
                    for e in cand.errors[: max(room, 0)]
                ]
            elif cand.unchanged:
                report.unchanged += 1
            elif cand.stored is None:
                report.created += 1
            else:
                report.updated += 1

    def _write(self, batch: list[Candidate]) -> None:
        """Prepares the batch's rows (here, while the writer thread waits on the database) and
        hands them to the writer."""
        plan = WritePlan()
        unique, user = list(self.claims.values()), self.actor.user_id
        inserts: list[tuple[str, str, str]] = []
        history: list[HistoryRow] = []
        claims: list[tuple[str, str, str]] = []
        for cand in batch:
            data = cand.json
            if cand.stored is None:
                cand.record_id, cand.version = new_id(), 0
                inserts.append((cand.record_id, data, cand.search))
                if unique:
                    self.created_rows[cand.record_id] = cand.number
                previous, changed = "null", to_json(sorted(cand.data))
            else:
                plan.updates.append(
                    {
                        "b_id": cand.record_id,
                        "b_data": cand.data,
                        "b_search": cand.search,
                        "b_version": cand.version + 1,
                        "b_at": self.now,
                        "b_by": user,
                    }
                )
                plan.releases += [(str(cand.record_id), c.name) for c in _given_up(cand, unique)]
                previous, changed = (
                    to_json(cand.stored),
                    to_json(changed_fields(before=cand.stored, after=cand.data)),
                )
            record_id = str(cand.record_id)
            claims += [(f, t, record_id) for f, t in cand.claims]
            history.append((new_id(), record_id, cand.version + 1, data, previous, changed))
        master_type = self.options.master_type
        plan.records = self.repo.record_values(master_type, inserts, at=self.now, by=user)
        plan.claims = self.repo.claim_values(master_type, claims)
        plan.history = self.repo.history_values(
            master_type,
            history,
            operation="import",
            at=self.now,
            by=user,
            approval_id=self.actor.approval_id,
        )
        self.writer.submit(self._steps(plan))

    def _steps(self, plan: "WritePlan") -> list[Callable[[], None]]:
        """Lists the bulk statements that write a prepared batch (run on the writer thread)."""
        return [
            partial(self.repo.insert_records, plan.records),
            partial(self._update, plan),
            partial(self.repo.insert_history, plan.history),
        ]

    def _update(self, plan: "WritePlan") -> None:
        """Rewrites the batch's updated records and moves their unique claims."""
        master_type = self.options.master_type
        self.repo.update_records(master_type, plan.updates)
        self.repo.release_claims(master_type, plan.releases)
        self.repo.insert_claims(plan.claims)


@dataclass
class WritePlan:
    """The rows one batch writes, ready for bulk statements."""

    records: Rows = field(default_factory=list)
    updates: list[dict[str, Any]] = field(default_factory=list)
    releases: list[tuple[str, str]] = field(default_factory=list)
    claims: Rows = field(default_factory=list)
    history: Rows = field(default_factory=list)


def _also_in_row(name: str, value: Any, row: int) -> FieldError:
    """Reports a value that an earlier row of the same file already takes."""
    return FieldError(name, f"value {value!r} is also in row {row}")


def _given_up(cand: Candidate, claims: Iterable[Claim]) -> list[Claim]:
    """Lists the claims (unique fields and combinations) whose stored value the row changes or clears."""
    old = cand.stored or {}
    return [c for c in claims if (token := c.token(old)) is not None and token != c.token(cand.data)]
