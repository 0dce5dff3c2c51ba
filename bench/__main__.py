"""`make bench`: runs each area's benchmark on each backend and writes docs/benchmarks.md.

Usage: python -m bench [--areas records,transfer,...] [--backends sqlite,postgresql]
(areas: records, transfer, references, excel, odata, contention, approvals, ai, layouts, scaling,
peers, events, matching, console)
Set MDM_BENCH_ROWS to change the data set size (default 100000), MDM_BENCH_SCALE the sizes the
scaling area grows through (default 100000,1000000), MDM_BENCH_LAYOUT_ROWS the layouts area's.
"""

import argparse
import importlib
import os
import platform
import sqlite3
import subprocess
from datetime import UTC, datetime
from pathlib import Path

from bench.common import environment

AREAS = [
    "records",
    "transfer",
    "references",
    "excel",
    "odata",
    "contention",
    "approvals",
    "ai",
    "layouts",
    "scaling",
    "peers",
    "events",
    "matching",
    "console",
]
OUT = Path(__file__).resolve().parent.parent / "docs" / "benchmarks.md"


def _postgres_available() -> bool:
    """Tells whether the local PostgreSQL answers."""
    done = subprocess.run(["pg_isready", "-h", "127.0.0.1", "-p", "5432", "-q"], check=False)
    return done.returncode == 0


def _machine() -> list[str]:
    """Describes the machine the numbers come from."""
    lines = [
        f"- Run: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC",
        f"- Machine: {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"SQLite {sqlite3.sqlite_version}",
    ]
    version = subprocess.run(["psql", "--version"], capture_output=True, text=True, check=False)
    if version.returncode == 0:
        lines.append(f"- PostgreSQL client: {version.stdout.strip()}")
    lines.append(f"- Data set: {os.environ.get('MDM_BENCH_ROWS', '100000')} records")
    return lines


def main() -> None:
    """Runs the benchmarks and writes the report."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--areas", default=",".join(AREAS))
    default_backends = "sqlite,postgresql" if _postgres_available() else "sqlite"
    parser.add_argument("--backends", default=default_backends)
    parser.add_argument("--out", type=Path, default=OUT, help="Where to write the report")
    args = parser.parse_args()
    sections: list[str] = []
    for area in args.areas.split(","):
        module = importlib.import_module(f"bench.{area}")
        sections.append(f"## {module.TITLE}\n")
        sections.append(module.__doc__.strip() + "\n" if module.__doc__ else "")
        if getattr(module, "OFFLINE", False):
            print(f"bench: {area}", flush=True)
            sections += [*module.run(None), ""]
            continue
        for backend in args.backends.split(","):
            print(f"bench: {area} on {backend}", flush=True)
            with environment(backend, settings=getattr(module, "SETTINGS", None)) as env:
                sections += [f"### {backend}\n", *module.run(env), ""]
    header = [
        "# Benchmarks",
        "",
        "Written by `make bench` (`python -m bench`). Every figure is "
        "measured in the same run as its baseline, on the same machine and database. The "
        "load generator, the server and the database share the machine's cores, and on a "
        "shared host the same run can vary by up to 2x in throughput from one run to the "
        "next: read the ratios to the raw-SQL baselines first.",
        "",
        *_machine(),
        "",
    ]
    args.out.write_text("\n".join(header + sections) + "\n")
    print(f"bench: wrote {args.out}")


if __name__ == "__main__":
    main()
