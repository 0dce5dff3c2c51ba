"""The shell examples of README.md and docs/*.md run, in order, against a fresh `mdm serve`.

The convention the pages follow (README.md, "Running the examples"):
- every fenced `sh` block is an example and runs, in the order of PAGES and of the page, in
  one bash session (`set -euo pipefail`), so a later block may use what an earlier one made;
- the blocks use `$BASE` (the server), `$API` (`$BASE/api/v1`), `$KEY` (the admin key of the
  first start) and `$AUTH` (`Authorization: Bearer $KEY`) and never assign them;
- every `curl` fails on an error status (`-f`), so a non-2xx answer stops the run;
- a block preceded by the line `<!-- docs-test: skip (reason) -->` is not run (it starts a
  server, or needs something from outside the machine).
"""

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.support import free_port

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
PAGES = [
    "README.md",
    "docs/masters.md",
    "docs/csv.md",
    "docs/approvals.md",
    "docs/files.md",
    "docs/catalog.md",
    "docs/excel.md",
    "docs/odata.md",
    "docs/ai-rules.md",
    "docs/users.md",
    "docs/audit.md",
    "docs/events.md",
    "docs/operations.md",
]
SKIP = "<!-- docs-test: skip"
_CURL = re.compile(r"(?:^|[|;&(]\s*|\$\()curl\b(?P<args>[^|;&)]*)")


def sh_blocks(page: str) -> list[tuple[int, str, bool]]:
    """Returns a page's `sh` blocks as (line number, text, skipped)."""
    blocks: list[tuple[int, str, bool]] = []
    lines = (ROOT / page).read_text(encoding="utf-8").splitlines()
    start: int | None = None
    previous = ""
    for number, line in enumerate(lines, 1):
        if start is None and line.strip() == "```sh":
            start, skipped = number, previous.startswith(SKIP)
        elif start is not None and line.strip() == "```":
            blocks.append((start, "\n".join(lines[start : number - 1]), skipped))
            start = None
        if line.strip():
            previous = line.strip()
    return blocks


def runnable() -> list[tuple[str, int, str]]:
    """Returns every block to run, in order, as (page, line, text)."""
    return [(page, line, text) for page in PAGES for line, text, skipped in sh_blocks(page) if not skipped]


def test_every_page_with_examples_has_its_place_in_the_order() -> None:
    pages = {"README.md", *(f"docs/{p.name}" for p in (ROOT / "docs").glob("*.md"))}
    with_examples = {page for page in pages if sh_blocks(page)}
    assert with_examples <= set(PAGES), sorted(with_examples - set(PAGES))
    assert all((ROOT / page).exists() for page in PAGES)


def test_every_curl_fails_on_an_error_status() -> None:
    loose = []
    for page, line, text in runnable():
        joined = text.replace("\\\n", " ")
        for match in _CURL.finditer(joined):
            flags = match["args"]
            if not re.search(r"(?:^|\s)(?:-[a-zA-Z]*f[a-zA-Z]*|--fail|--fail-with-body)(?:\s|$)", flags):
                loose.append(f"{page}:{line}: curl{flags[:60]}")
    assert not loose, loose


def test_examples_never_set_the_variables_the_run_provides() -> None:
    for page, line, text in runnable():
        assert not re.search(r"(?m)^\s*(?:export\s+)?(?:BASE|API|KEY|AUTH)=", text), f"{page}:{line}"


@pytest.mark.e2e
def test_examples_run_in_order_against_a_fresh_server(tmp_path: Path) -> None:
    data, work = tmp_path / "data", tmp_path / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("MDM_")}
    env |= {"MDM_DATA_DIR": str(data), "MDM_LOG_LEVEL": "warning", "PATH": f"{BIN}:{env.get('PATH', '')}"}
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [str(BIN / "mdm"), "serve", "--port", str(port)],
        env=env,
        cwd=work,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert server.stdout is not None
        key = server.stdout.readline().strip()
        assert key.startswith("mdm_"), key
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/health").status_code == 200:
                    break
            except httpx.TransportError:
                assert time.monotonic() < deadline
                time.sleep(0.1)
        script = [
            "set -euo pipefail",
            f"export BASE={base} API={base}/api/v1 KEY={key}",
            'export AUTH="Authorization: Bearer $KEY"',
        ]
        for page, line, text in runnable():
            script += [f"echo '>>> {page}:{line}' >&2", text]
        done = subprocess.run(
            ["bash", "-c", "\n".join(script)],
            env=env,
            cwd=work,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    finally:
        server.terminate()
        server.wait(timeout=30)
    where = [line for line in done.stderr.splitlines() if line.startswith(">>> ")]
    assert done.returncode == 0, (
        f"the example at {where[-1][4:] if where else '?'} failed (exit {done.returncode}):\n"
        f"{done.stderr[-3000:]}\n--- stdout ---\n{done.stdout[-2000:]}"
    )
    assert len(where) == len(runnable())
