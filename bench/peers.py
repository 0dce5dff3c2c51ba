"""Throughput under load, the way the peers were measured: `mdm serve` with its default settings
(one process per core), 100,000 realistic products (`bench/corpus.py`), 16 connections from one
asyncio client sharing the machine's cores with the server (as `wrk -t2 -c16` did). Each line
gives requests per second, p50 and p99, beside the target and the figures reported for the
peers on the same kind of machine and data (Directus 12.4 on SQLite; SAP CAP's OData for the
filter). Peak memory is the whole server process tree, sampled through every run."""

import os
import random
from typing import Any
from urllib.parse import urlencode

from bench import corpus
from bench.common import Env, LoadResult, PeakMemory, blast, fmt

TITLE = "Under load, beside the peers"
MASTER = "product"
# (read, target req/s, what the peers were reported at)
TARGETS = {
    "OData category eq, top 50": (900, "Directus 287-315, CAP 432"),
    "search, top 50": (150, "Directus 49-55"),
    "get by id": (1000, "Directus 355"),
    "create": (400, "-"),
}


def run(env: Env) -> list[str]:
    """Seeds the master, then loads each read and the create with 16 connections."""
    size = int(os.environ.get("MDM_BENCH_PEERS_ROWS", "100000"))
    env.define(MASTER, corpus.FIELDS)
    rows = corpus.rows(size + 20_000)
    ids = env.seed(MASTER, [next(rows) for _ in range(size)])
    fresh = [{**next(rows), "code": f"N{i:09d}"} for i in range(20_000)]
    picks = random.Random(3).sample(ids, 5000)
    words = random.Random(4).sample(corpus.vocabulary(), 200)
    calls: dict[str, tuple[int, Any]] = {
        "OData category eq, top 50": (
            4000,
            lambda i: ("GET", "/odata/" + MASTER + "?" + urlencode(_category(i)), None),
        ),
        "search, top 50": (
            1000,
            lambda i: (
                "GET",
                f"/masters/{MASTER}?" + urlencode({"search": words[i % 200], "limit": 50}),
                None,
            ),
        ),
        "get by id": (5000, lambda i: ("GET", f"/masters/{MASTER}/{picks[i % 5000]}", None)),
        "create": (3000, lambda i: ("POST", f"/masters/{MASTER}", {"data": fresh[i]})),
    }
    results: dict[str, LoadResult] = {}
    with PeakMemory(env) as peak:
        for name, (total, request) in calls.items():
            results[name] = blast(env, request, total=total, concurrency=16)
    lines = [
        "| operation | req/s | p50 ms | p99 ms | target req/s | peers (reported) |",
        "|---|---|---|---|---|---|",
    ]
    for name, result in results.items():
        target, peers = TARGETS[name]
        lines.append(
            f"| {name} | {fmt(result.rps, 0)} | {fmt(result.p50, 1)} | {fmt(result.p99, 1)} | "
            f"{target:,} | {peers} |"
        )
    lines += ["", f"Server memory (whole process tree), peak through the runs: {fmt(peak.peak_mb, 0)} MiB."]
    return lines


def _category(i: int) -> dict[str, str]:
    """The OData query of one filtered read: a category, the first 50."""
    return {"$filter": f"category eq 'cat{i % 50}'", "$top": "50"}


def _search(words: list[str], i: int) -> str:
    """The query of one search: a word of the vocabulary, the first 50."""
    return urlencode({"search": words[i % len(words)], "limit": 50})
