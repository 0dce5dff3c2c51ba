"""CSV import of N products with one reference column to 1,000 suppliers, given once as the
suppliers' ids (`supplier`) and once as their codes (`supplier.code`, resolved by key), over
HTTP against `mdm serve --workers 2` in the same run. Keys resolve one lookup per batch of
distinct values, so the key import should stay within 1.3x of the id import. Each import runs
twice into fresh masters, alternating, and the faster run of each counts."""

import csv
import io
import os
import time
from typing import Any

from bench.common import Env, fmt

TITLE = "Import with references by key vs by id"
SUPPLIERS = 1000
PRODUCT_FIELDS = [
    {"name": "sku", "type": "string", "required": True, "unique": True},
    {"name": "name", "type": "string", "required": True},
    {"name": "price", "type": "number", "min": 0},
    {"name": "supplier", "type": "reference", "reference": "supplier"},
]


def _suppliers(env: Env) -> dict[str, str]:
    """Creates the suppliers with an import (so their codes are claimed); returns code -> id."""
    env.define("supplier", [{"name": "code", "type": "string", "unique": True}, {"name": "name"}])
    body = "code,name\r\n" + "".join(f"S{i:05d},Supplier {i}\r\n" for i in range(SUPPLIERS))
    with env.client() as http:
        response = http.post("/masters/supplier/import", files={"file": ("s.csv", body.encode(), "text/csv")})
        response.raise_for_status()
        found: dict[str, str] = {}
        after: str | None = None
        while True:
            params: dict[str, Any] = {"limit": 1000, **({"after": after} if after else {})}
            page = http.get("/masters/supplier", params=params).json()
            found.update({item["data"]["code"]: item["id"] for item in page["items"]})
            after = page.get("next")
            if not after:
                return found


def _csv(rows: int, prefix: str, column: str, refs: list[str]) -> bytes:
    """Builds a product file whose reference column holds the given values in turn."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(["sku", "name", "price", column])
    for i in range(rows):
        writer.writerow([f"{prefix}{i:08d}", f"Product {i}", f"{i * 0.37:.2f}", refs[i % len(refs)]])
    return buffer.getvalue().encode()


def _import(env: Env, master: str, body: bytes) -> float:
    """Imports a file over HTTP into a fresh master; returns seconds."""
    env.define(master, PRODUCT_FIELDS)
    with env.client() as http:
        started = time.perf_counter()
        response = http.post(f"/masters/{master}/import", files={"file": ("p.csv", body, "text/csv")})
        elapsed = time.perf_counter() - started
    if response.status_code != 200:
        raise RuntimeError(f"import failed: {response.status_code} {response.text[:300]}")
    return elapsed


def run(env: Env) -> list[str]:
    """Measures the two imports and returns the report section."""
    rows = int(os.environ.get("MDM_BENCH_ROWS", "100000"))
    by_code = _suppliers(env)
    codes, ids = list(by_code), list(by_code.values())
    times: dict[str, list[float]] = {"id": [], "key": []}
    for attempt in (1, 2):
        times["id"].append(_import(env, f"pid{attempt}", _csv(rows, f"I{attempt}-", "supplier", ids)))
        env.analyze()
        times["key"].append(
            _import(env, f"pkey{attempt}", _csv(rows, f"K{attempt}-", "supplier.code", codes))
        )
        env.analyze()
    by_id, by_key = min(times["id"]), min(times["key"])
    return [
        "| import | rows | seconds | rows/s | time vs by id |",
        "|---|---|---|---|---|",
        f"| `supplier` (ids) | {rows:,} | {by_id:.2f} | {fmt(rows / by_id, 0)} | 1.0x |",
        f"| `supplier.code` (keys) | {rows:,} | {by_key:.2f} | {fmt(rows / by_key, 0)} "
        f"| {by_key / by_id:.2f}x |",
    ]
