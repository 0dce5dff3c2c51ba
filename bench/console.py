"""The console's pages on a product master of realistic rows (`MDM_BENCH_ROWS`, default
100,000: random words, a tenth Japanese), as a signed-in admin's browser asks for them: the
record table (100 rows: the first page, sorted by an indexed field, searched, and the next page
by cursor), a record's form page and its history. Each beside the API read that fetches the same
data as JSON, so the ratio is what rendering the page adds. Timed from the client over loopback
(one request at a time, median of 30 after a warm-up): an upper bound of the server's time.
Target: console pages p50 < 100 ms on PostgreSQL."""

import os
import re
import statistics
import time
from collections.abc import Callable

import httpx

from bench import corpus
from bench.common import Env, fmt
from mdm.sessions import service as sessions
from mdm.users import service as users_service

TITLE = "Console pages"
MASTER = "product"
RUNS = 30
PASSWORD = "bench console password 2026"
TARGET_MS = 100.0


def _median_ms(call: Callable[[], httpx.Response]) -> float:
    """The median time of a request in milliseconds (after one warm-up)."""
    call().raise_for_status()
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        call().raise_for_status()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def _sign_in(env: Env, client: httpx.Client) -> None:
    """Signs a browser-like client in to the console as the bench admin."""
    with env.database.transaction() as session:
        user = users_service.get_user_by_email(session, tenant_id=env.tenant_id, email="bench@example.com")
        sessions.set_password(session, user=user, password=PASSWORD)
    form = client.get("/console/sign-in").text
    token = re.search(r'name="csrf" value="([^"]+)"', form)
    assert token is not None
    answer = client.post(
        "/console/sign-in",
        data={"email": "bench@example.com", "password": PASSWORD, "csrf": token.group(1), "next": "/"},
    )
    assert answer.status_code == 303, answer.text


def run(env: Env) -> list[str]:
    """Seeds the master, then times each page beside its API read."""
    rows = int(os.environ.get("MDM_BENCH_ROWS", "100000"))
    env.define(MASTER, corpus.FIELDS)
    made = iter(corpus.rows(rows))
    loaded = 0
    while loaded < rows:
        chunk = [next(made) for _ in range(min(250_000, rows - loaded))]
        env.seed(MASTER, chunk)
        loaded += len(chunk)
    with env.client() as api, httpx.Client(base_url=env.base_url, timeout=60) as browser:
        _sign_in(env, browser)
        middle = api.get(f"/masters/{MASTER}", params={"skip": str(rows // 3), "limit": "1"})
        sample = middle.json()["items"][0]
        record = f"/masters/{MASTER}/{sample['id']}"
        api.patch(record, json={"data": {"price": 12.5}}).raise_for_status()
        first = browser.get(f"/console/masters/{MASTER}").text
        following = re.search(r'href="\?([^"]*after=[^"]+)"', first)
        assert following is not None
        cursor = following.group(1).replace("&amp;", "&")
        api_cursor = str(api.get(f"/masters/{MASTER}", params={"limit": "100"}).json()["next"])
        word = str(sample["data"]["name"]).split()[0].lower()[:4]
        pages = {
            "record table, first page": (
                lambda: browser.get(f"/console/masters/{MASTER}"),
                lambda: api.get(f"/masters/{MASTER}", params={"limit": "100"}),
            ),
            "record table sorted by price (indexed), descending": (
                lambda: browser.get(f"/console/masters/{MASTER}", params={"sort": "price", "desc": "true"}),
                lambda: api.get(f"/masters/{MASTER}", params={"limit": "100", "orderby": "price desc"}),
            ),
            f"record table searched ('{word}')": (
                lambda: browser.get(f"/console/masters/{MASTER}", params={"q": word}),
                lambda: api.get(f"/masters/{MASTER}", params={"limit": "100", "search": word}),
            ),
            "record table, next page (cursor)": (
                lambda: browser.get(f"/console/masters/{MASTER}?{cursor}"),
                lambda: api.get(f"/masters/{MASTER}", params={"limit": "100", "after": api_cursor}),
            ),
            "record page (form)": (
                lambda: browser.get(f"/console{record}"),
                lambda: api.get(record),
            ),
            "record history (2 versions)": (
                lambda: browser.get(f"/console{record}/history"),
                lambda: api.get(f"{record}/history"),
            ),
        }
        lines = [
            "| page | console p50 | API p50 (same data as JSON) | console / API | target |",
            "|---|---|---|---|---|",
        ]
        for name, (page, read) in pages.items():
            console_ms, api_ms = _median_ms(page), _median_ms(read)
            verdict = "met" if console_ms < TARGET_MS else "missed"
            lines.append(
                f"| {name} | {fmt(console_ms)} ms | {fmt(api_ms)} ms | {fmt(console_ms / api_ms, 2)}x "
                f"| < {TARGET_MS:.0f} ms: {verdict} |"
            )
    lines += ["", f"{rows:,} records; server memory after the pages: {fmt(env.server_rss_mb(), 0)} MiB."]
    return lines
