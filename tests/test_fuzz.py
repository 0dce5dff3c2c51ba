"""Property-based fuzzing of every documented operation with all of schemathesis' checks: no
input makes the service fail (5xx), and every answer conforms to the OpenAPI document (status,
content type, headers, body, `Allow`). Runs the schemathesis command line against the live test
server and its own OpenAPI document, with the settings in tests/schemathesis.toml.
"""

import subprocess
import sys
from pathlib import Path

from tests.factories import Factory, define, field
from tests.support import LiveServer

SCHEMATHESIS = str(Path(sys.executable).parent / "schemathesis")
CONFIG = Path(__file__).resolve().parent / "schemathesis.toml"


def test_no_input_crashes_or_breaks_the_document(
    server: LiveServer, factory: Factory, tmp_path: Path
) -> None:
    actor = factory.actor()
    define(actor, "product", field("sku", required=True, unique=True), field("price", "number"))
    done = subprocess.run(
        [
            SCHEMATHESIS,
            "--config-file",
            str(CONFIG),
            "run",
            f"{server.base_url}/api/v1/openapi.json",
            "--header",
            f"Authorization: Bearer {actor.key}",
            "--checks",
            "all",
            "--max-examples",
            "15",
            "--workers",
            "1",
            "--seed",
            "20261122",
            "--phases",
            "examples,coverage,fuzzing",
            "--no-color",
        ],
        capture_output=True,
        text=True,
        timeout=480,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-6000:]
