"""CSV dialect, formula neutralisation, decoding (UTF-8 unless told; the delimiter detected from
the header) and the parsed-file container.

Export neutralises text cells that a spreadsheet would run as a formula (OWASP):
a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'`. So that
the import can undo this exactly, a text cell that already starts with `'` gets
one more `'` too. The import strips one leading `'` when the next character is a
trigger or another `'`; `restore(neutralise(s)) == s` for every string `s`.
"""

import codecs
import csv
import io
from collections.abc import Generator, Iterator
from contextlib import closing
from dataclasses import dataclass, field
from typing import IO, Any, NamedTuple

from mdm.core.errors import BadRequest

TRIGGERS = frozenset("=+-@\t\r")
ESCAPE = "'"
ESCAPABLE = TRIGGERS | {ESCAPE}
BOM = codecs.BOM_UTF8
# Field kinds whose cells are text to a spreadsheet (numbers and booleans stay plain).
TEXT_KINDS = frozenset(
    {"string", "text", "email", "url", "enum", "reference", "date", "datetime", "file", "files"}
)
MAX_CELL_CHARS = 16 * 1024 * 1024

DELIMITERS = {",": ",", ";": ";", "\t": "\t", "tab": "\t", "comma": ",", "semicolon": ";", "|": "|"}
DEFAULT_ENCODING = "utf-8"
# Text codecs that are no character set a file is written in.
_NOT_CHARSETS = frozenset({"undefined", "idna", "punycode", "unicode-escape", "raw-unicode-escape"})

csv.field_size_limit(MAX_CELL_CHARS)


@dataclass(frozen=True)
class CsvFormat:
    """How a file is written: its delimiter and its text encoding (a Python codec name)."""

    delimiter: str = ","
    encoding: str = DEFAULT_ENCODING

    @property
    def codec(self) -> str:
        """Returns the codec to read with: UTF-8 takes an optional BOM."""
        return "utf-8-sig" if self.encoding == DEFAULT_ENCODING else self.encoding

    def dialect(self) -> type[csv.Dialect]:
        """Returns the RFC 4180 dialect with this delimiter."""
        if self.delimiter == ",":
            return RFC4180
        return type("Delimited", (RFC4180,), {"delimiter": self.delimiter})


def encoding_named(name: str | None) -> str:
    """Returns the canonical codec name of a text encoding (UTF-8 when none is given); raises
    BadRequest for a name Python does not know or that is no text encoding."""
    if not name:
        return DEFAULT_ENCODING
    try:
        info = codecs.lookup(name)
    except (LookupError, ValueError):
        info = None
    if info is None or not getattr(info, "_is_text_encoding", True) or info.name in _NOT_CHARSETS:
        raise BadRequest(
            f"encoding: unknown text encoding {name[:100]!r}; give a codec name such as "
            "utf-8, cp1252, windows-1252, shift_jis, cp932 or utf-16"
        )
    return "utf-8" if info.name in ("utf-8", "utf-8-sig") else info.name


def delimiter_named(name: str | None) -> str | None:
    """Returns the delimiter a `?delimiter=` value names (None: detect it); BadRequest if unknown."""
    if name is None or name == "":
        return None
    if name not in DELIMITERS:
        raise BadRequest("delimiter: give ',' ';' '|' or a tab (also 'comma', 'semicolon', 'tab')")
    return DELIMITERS[name]


def detect_format(source: IO[bytes], *, delimiter: str | None, encoding: str | None) -> CsvFormat:
    """Works out a file's format: the encoding given (else UTF-8) and the delimiter given, else
    the one of comma, semicolon and tab that the header row uses most (comma when none)."""
    fmt = CsvFormat(encoding=encoding_named(encoding))
    if delimiter is not None:
        return CsvFormat(delimiter_named(delimiter) or ",", fmt.encoding)
    source.seek(0)
    text = io.TextIOWrapper(source, encoding=fmt.codec, errors="replace", newline="")
    try:
        line = text.readline()
    except UnicodeError:  # a codec that fails whatever the error handler: reading says why
        line = ""
    finally:
        text.detach()
    counts = {d: line.count(d) for d in (",", ";", "\t")}
    best = max(counts, key=lambda d: counts[d])
    return CsvFormat(best if counts[best] else ",", fmt.encoding)


class RFC4180(csv.Dialect):
    """Comma-separated, double-quoted when needed, quotes doubled, CRLF line ends."""

    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = csv.QUOTE_MINIMAL
    strict = True


def neutralise(cell: str) -> str:
    """Prefixes `'` to a text cell a spreadsheet would run as a formula (or that starts with `'`)."""
    return ESCAPE + cell if cell and cell[0] in ESCAPABLE else cell


def restore(cell: str) -> str:
    """Undoes `neutralise`: strips one `'` that precedes a trigger character or another `'`."""
    if len(cell) > 1 and cell[0] == ESCAPE and cell[1] in ESCAPABLE:
        return cell[1:]
    return cell


class CsvRow(NamedTuple):
    """One data row: its 1-based CSV row number (the header is row 1) and cells by column."""

    number: int
    values: dict[str, str]


@dataclass
class ParsedCsv:
    """A checked CSV file: its header and its rows, read from a seekable file or held in a list.

    Rows from a file are re-read on each pass, so memory does not grow with the file;
    `rows` and `to_payload()` materialise them (for approval payloads).
    """

    header: list[str]
    row_count: int = 0
    source: IO[bytes] | None = None
    _rows: list[CsvRow] | None = field(default=None, repr=False)
    format: CsvFormat = field(default_factory=CsvFormat)

    def iter_rows(self) -> Iterator[CsvRow]:
        """Yields every data row in file order."""
        if self._rows is not None:
            yield from self._rows
        elif self.source is not None:
            yield from _file_rows(self.source, self.header, self.format)

    def batches(self, size: int) -> Iterator[list[CsvRow]]:
        """Yields the rows in lists of at most `size`."""
        batch: list[CsvRow] = []
        for row in self.iter_rows():
            batch.append(row)
            if len(batch) >= size:
                yield batch
                batch = []
        if batch:
            yield batch

    @property
    def rows(self) -> list[CsvRow]:
        """Returns all rows as a list (reads the whole file into memory)."""
        if self._rows is None:
            self._rows = list(self.iter_rows())
        return self._rows

    def position(self) -> int:
        """Returns how many bytes of the source file have been read (for progress bars)."""
        return self.source.tell() if self.source is not None and not self.source.closed else 0

    def to_payload(self) -> dict[str, Any]:
        """Returns the file as plain JSON-able data."""
        return {
            "header": list(self.header),
            "rows": [{"row": r.number, "values": r.values} for r in self.rows],
        }

    @classmethod
    def from_payload(cls, payload: dict[str, Any]) -> "ParsedCsv":
        """Rebuilds a parsed file from `to_payload()` output."""
        rows = [
            CsvRow(int(r["row"]), {str(k): str(v) for k, v in r["values"].items()}) for r in payload["rows"]
        ]
        return cls(header=[str(h) for h in payload["header"]], row_count=len(rows), _rows=rows)


def read_header(source: IO[bytes], fmt: CsvFormat | None = None) -> list[str]:
    """Reads the header row (names stripped of surrounding blanks); raises BadRequest when absent."""
    source.seek(0)
    if source.read(4) in (b"", BOM, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        raise BadRequest("The file is empty")
    with closing(_records(source, fmt or CsvFormat())) as records:
        for number, cells in records:
            if not cells or not any(c.strip() for c in cells):
                raise BadRequest(
                    f"The file has no header row: row {number} is blank; the first row must name the columns"
                )
            return [c.strip() for c in cells]
    raise BadRequest("The file is empty")


def count_rows(source: IO[bytes], header: list[str], fmt: CsvFormat | None = None) -> int:
    """Reads every row once, checking encoding, quoting and row widths; returns the row count."""
    return sum(1 for _ in _data_records(source, len(header), fmt or CsvFormat()))


def _file_rows(source: IO[bytes], header: list[str], fmt: CsvFormat) -> Iterator[CsvRow]:
    """Yields the data rows of a file, skipping blank lines and refusing ragged rows."""
    for number, cells in _data_records(source, len(header), fmt):
        yield CsvRow(number, dict(zip(header, cells, strict=True)))


def _data_records(source: IO[bytes], width: int, fmt: CsvFormat) -> Iterator[tuple[int, list[str]]]:
    """Yields (row number, cells) of the data rows, skipping blank lines and refusing ragged rows."""
    records = _records(source, fmt)
    next(records, None)
    for number, cells in records:
        if not cells:
            continue
        if len(cells) != width:
            raise BadRequest(f"Row {number} has {len(cells)} cells but the header has {width} columns")
        yield number, cells


def _records(source: IO[bytes], fmt: CsvFormat) -> Generator[tuple[int, list[str]], None, None]:
    """Yields (row number, cells) of a file in its format; bad input is a BadRequest."""
    source.seek(0)
    text = io.TextIOWrapper(source, encoding=fmt.codec, newline="")
    number = 0
    try:
        for number, cells in enumerate(csv.reader(text, dialect=fmt.dialect()), start=1):
            yield number, cells
    except UnicodeError:
        try:
            row = _bad_byte_row(source, fmt)
        except (UnicodeError, ValueError):
            row = number + 1
        if fmt.encoding == DEFAULT_ENCODING:
            raise BadRequest(
                f"The file is not UTF-8 text (invalid bytes in row {row}); save it as 'CSV UTF-8', "
                "or name its encoding with ?encoding= (e.g. cp1252, shift_jis, utf-16)"
            ) from None
        raise BadRequest(f"The file is not {fmt.encoding} text (invalid bytes in row {row})") from None
    except csv.Error as exc:
        raise BadRequest(f"The file is not valid CSV at row {number + 1}: {exc}") from None
    finally:
        if not source.closed:
            text.detach()  # hand the file back open: it is read again on the next pass


def _bad_byte_row(source: IO[bytes], fmt: CsvFormat) -> int:
    """Returns the CSV row (not the physical line: quoted cells span lines) holding the first
    byte the file's encoding refuses."""
    source.seek(0)
    data = source.read()
    try:
        data.decode(fmt.codec)
        return 1
    except UnicodeDecodeError as exc:
        prefix = data[: exc.start].decode(fmt.codec)
    lenient = type("Lenient", (fmt.dialect(),), {"strict": False})
    rows = sum(1 for _ in csv.reader(io.StringIO(prefix, newline=""), dialect=lenient))
    ends_row = prefix == "" or (prefix.endswith(("\n", "\r")) and prefix.count('"') % 2 == 0)
    return rows + 1 if ends_row else rows


def write_rows(rows: list[list[str]], delimiter: str = ",") -> bytes:
    """Encodes rows as RFC 4180 CSV (with the delimiter) in UTF-8."""
    buffer = io.StringIO()
    csv.writer(buffer, dialect=CsvFormat(delimiter).dialect()).writerows(rows)
    return buffer.getvalue().encode()
