"""Scaling: the reads of a product master (8 fields: a unique `code`, an indexed `category` and
`price`, names and notes of random words, a tenth Japanese) at growing sizes, through the real
server, one client, sequential requests, p50 of 15 each. The master grows in place from one size
to the next (`MDM_BENCH_SCALE`, default `100000,1000000`; add `10000000` for 10M). Growth is the
p50 at the largest size over the p50 at the smallest: reads served by an index or a counter
should stay near 1x; `skip`/`$skip`/`offset` pages cost what offset semantics impose, their
keyset counterparts (`after`, `$skiptoken`) should not.
"""

import os
import statistics
import time
from collections.abc import Callable
from typing import Any

import httpx

from bench import corpus
from bench.common import Env, fmt

TITLE = "Reads as a master grows"
MASTER = "product"
RUNS = 15


def _p50(call: Callable[[], httpx.Response]) -> float:
    """Returns the median latency of a request in milliseconds (after one warm-up)."""
    call().raise_for_status()
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        call().raise_for_status()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def _reads(http: httpx.Client, size: int, sample: dict[str, Any]) -> dict[str, Callable[[], httpx.Response]]:
    """Builds the workload's reads against a master of `size` records."""
    half = size // 2
    rest_half = http.get(f"/masters/{MASTER}", params={"skip": str(half - 100), "limit": "100"}).json()
    excel_half = http.get(f"/excel/{MASTER}", params={"offset": str(half - 1000), "limit": "1000"}).json()
    token = _skiptoken(http, half)
    word = "sorvex"  # two syllables together in about 0.8% of the records (codes, names, categories)
    return {
        "get by id": lambda: http.get(f"/masters/{MASTER}/{sample['id']}"),
        "list, first page of 100": lambda: http.get(f"/masters/{MASTER}", params={"limit": "100"}),
        "list, skip = half": lambda: http.get(
            f"/masters/{MASTER}", params={"skip": str(half), "limit": "100"}
        ),
        "list, after = half (keyset)": lambda: http.get(
            f"/masters/{MASTER}", params={"after": rest_half["next"], "limit": "100"}
        ),
        f"search={word}, 50": lambda: http.get(f"/masters/{MASTER}", params={"search": word, "limit": "50"}),
        "search=<one code>": lambda: http.get(
            f"/masters/{MASTER}", params={"search": sample["data"]["code"]}
        ),
        "filter code eq (REST)": lambda: http.get(
            f"/masters/{MASTER}", params={"filter": f"code eq '{sample['data']['code']}'"}
        ),
        "OData code eq": lambda: http.get(
            f"/odata/{MASTER}", params={"$filter": f"code eq '{sample['data']['code']}'"}
        ),
        "OData category eq, top 50": lambda: http.get(
            f"/odata/{MASTER}", params={"$filter": "category eq 'cat7'", "$top": "50"}
        ),
        "OData price gt 990, orderby desc, top 50": lambda: http.get(
            f"/odata/{MASTER}", params={"$filter": "price gt 990", "$orderby": "price desc", "$top": "50"}
        ),
        "OData $count=true&$top=1": lambda: http.get(
            f"/odata/{MASTER}", params={"$count": "true", "$top": "1"}
        ),
        "OData category eq, $count": lambda: http.get(
            f"/odata/{MASTER}/$count", params={"$filter": "category eq 'cat7'"}
        ),
        "OData $skip = half, top 50": lambda: http.get(
            f"/odata/{MASTER}", params={"$skip": str(half), "$top": "50"}
        ),
        "OData $skiptoken at half, top 50": lambda: http.get(
            f"/odata/{MASTER}", params={"$skiptoken": token, "$top": "50"}
        ),
        "/excel page of 1000, offset = half": lambda: http.get(
            f"/excel/{MASTER}", params={"offset": str(half), "limit": "1000"}
        ),
        "/excel page of 1000, after = half (keyset)": lambda: http.get(
            f"/excel/{MASTER}", params={"after": excel_half["next"], "limit": "1000"}
        ),
        "/catalog/{master}": lambda: http.get(f"/catalog/{MASTER}"),
    }


def _skiptoken(http: httpx.Client, half: int) -> str:
    """Returns the `$skiptoken` of the position half way through the master."""
    body = http.get(f"/odata/{MASTER}", params={"$skip": str(half - 50), "$top": "50"}).json()
    if "@odata.nextLink" not in body:  # $top ends the page: ask for one more page's worth
        body = http.get(f"/odata/{MASTER}", params={"$skip": str(half - 1000)}).json()
    link = str(body["@odata.nextLink"])
    return httpx.URL(link).params["$skiptoken"]


def run(env: Env) -> list[str]:
    """Grows the master through each size and measures every read at each."""
    sizes = [int(s) for s in os.environ.get("MDM_BENCH_SCALE", "100000,1000000").split(",")]
    env.define(MASTER, corpus.FIELDS)
    results: dict[str, list[float]] = {}
    loaded = 0
    rows = corpus.rows(max(sizes))
    load_notes = []
    with env.client() as http:
        for size in sizes:
            started = time.perf_counter()
            while loaded < size:
                chunk = [next(rows) for _ in range(min(250_000, size - loaded))]
                env.seed(MASTER, chunk)
                loaded += len(chunk)
            load_notes.append(f"{size:,}: seeded in {time.perf_counter() - started:.0f} s")
            sample = http.get(f"/masters/{MASTER}", params={"skip": str(size // 3), "limit": "1"}).json()[
                "items"
            ][0]
            for name, call in _reads(http, size, sample).items():
                results.setdefault(name, []).append(_p50(call))
        memory = env.server_rss_mb()
    header = " | ".join(f"{s:,}" for s in sizes)
    lines = [
        f"| read | {header} | growth |",
        "|---|" + "---|" * len(sizes) + "---|",
    ]
    for name, values in results.items():
        cells = " | ".join(f"{fmt(v, 1)} ms" for v in values)
        lines.append(f"| {name} | {cells} | {fmt(values[-1] / values[0], 1)}x |")
    lines += [
        "",
        f"Server memory after the reads: {fmt(memory, 0)} MiB. Load (setup): {'; '.join(load_notes)}.",
    ]
    return lines
