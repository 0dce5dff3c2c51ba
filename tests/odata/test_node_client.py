"""A JavaScript OData client (ts-odatajs, Apache Olingo's) reads `$metadata` and a filtered query
from the running server. It needs Node and npm; the package is installed from the npm registry
into a cache outside the repository on first use."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.odata.conftest import People
from tests.support import LiveServer

PACKAGE = "ts-odatajs@4.0.9"
SCRIPT = Path(__file__).parent / "js" / "read_feed.js"


@pytest.fixture(scope="session")
def node_modules() -> Path:
    """Installs the client once into the user's cache; skips, saying why, without Node."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        pytest.skip("Node.js and npm are not installed: the JavaScript client test needs them")
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mdm-tests" / PACKAGE
    modules = cache / "node_modules"
    if not (modules / "ts-odatajs").is_dir():
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [npm, "install", "--no-audit", "--no-fund", "--prefix", str(cache), PACKAGE],
            check=True,
            capture_output=True,
            timeout=300,
        )
    return modules


def test_ts_odatajs_reads_metadata_and_a_filtered_query(
    server: LiveServer, people: People, node_modules: Path
) -> None:
    done = subprocess.run(
        [
            "node",
            str(SCRIPT),
            f"{server.base_url}/api/v1/odata",
            people.actor.key,
            "score gt 2 and active eq false",
        ],
        env={**os.environ, "NODE_PATH": str(node_modules)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    read = json.loads(done.stdout)
    assert read["types"]["person"]["score"] == "Edm.Decimal"
    assert read["types"]["person"]["age"] == "Edm.Int64"
    assert read["types"]["person"]["born"] == "Edm.Date"
    assert read["count"] == 2
    assert read["names"] == ["Eve", "Bob"]
