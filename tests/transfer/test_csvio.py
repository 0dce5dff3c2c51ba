"""Formula neutralisation and its exact reversal, the dialect, and the parsed-file container."""

import csv
import io
import itertools
import json

from mdm.transfer.csvio import RFC4180, CsvRow, ParsedCsv, neutralise, restore, write_rows

ALPHABET = ["=", "+", "-", "@", "\t", "\r", "'", "a", " ", "\n", '"', ",", "1", "日"]


def test_neutralise_prefixes_triggers_and_quotes() -> None:
    assert neutralise("=1+2") == "'=1+2"
    assert neutralise("+1") == "'+1"
    assert neutralise("-x") == "'-x"
    assert neutralise("@cmd") == "'@cmd"
    assert neutralise("\tx") == "'\tx"
    assert neutralise("\rx") == "'\rx"
    assert neutralise("'x") == "''x"
    assert neutralise("plain") == "plain"
    assert neutralise("") == ""
    assert neutralise(" =x") == " =x"


def test_restore_undoes_only_escapes() -> None:
    assert restore("'=1+2") == "=1+2"
    assert restore("''x") == "'x"
    assert restore("'plain") == "'plain"
    assert restore("'") == "'"
    assert restore("=1") == "=1"


def test_round_trip_of_every_short_string() -> None:
    for length in range(4):
        for chars in itertools.product(ALPHABET, repeat=length):
            value = "".join(chars)
            escaped = neutralise(value)
            assert restore(escaped) == value
            assert not escaped or escaped[0] not in "=+-@\t\r"


def test_dialect_round_trips_awkward_cells() -> None:
    rows = [["a,b", 'say "hi"', "two\nlines", "crlf\r\nend", "", " pad ", "日本"]]
    text = write_rows(rows).decode()
    assert text.endswith("\r\n")
    assert list(csv.reader(io.StringIO(text, newline=""), dialect=RFC4180)) == rows


def test_parsed_csv_round_trips_through_json_payload() -> None:
    parsed = ParsedCsv.from_payload(
        {
            "header": ["sku", "name"],
            "rows": [
                {"row": 2, "values": {"sku": "A", "name": "=x"}},
                {"row": 4, "values": {"sku": "B", "name": ""}},
            ],
        }
    )
    payload = json.loads(json.dumps(parsed.to_payload()))
    again = ParsedCsv.from_payload(payload)
    assert again.header == ["sku", "name"]
    assert again.rows == [CsvRow(2, {"sku": "A", "name": "=x"}), CsvRow(4, {"sku": "B", "name": ""})]
    assert [len(b) for b in again.batches(1)] == [1, 1]
