"""Failed key attempts: throttled per client address, logged with the key's prefix only."""

import logging
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import backend_url, make_settings
from tests.factories import Factory
from tests.support import LiveServer, run_server

PINNED = 1_800_000_030.0  # 30 s into a minute
SECRET = "mdm_guessGUESSguess0123456789abcdefghijklmnopq"


@pytest.fixture
def strict_server(backend: str, tmp_path: Path) -> Iterator[LiveServer]:
    """A server with the default failed-key budget (20 a minute per address).

    Its limiter's clock stands still inside one minute, so a run that crosses a minute boundary
    does not start a new window halfway through the test.
    """
    settings = make_settings(tmp_path, backend_url(backend, tmp_path), failed_keys_per_minute=20)
    database = Database(settings.resolved_database_url())
    upgrade(database)
    with run_server(settings, database, RateLimiter("memory://", clock=lambda: PINNED)) as live:
        yield live
    database.dispose()


def test_twenty_failed_keys_then_429(strict_server: LiveServer, caplog: pytest.LogCaptureFixture) -> None:
    actor = Factory(strict_server).actor()
    url = f"{strict_server.base_url}/api/v1/definitions"
    bad = {"Authorization": f"Bearer {SECRET}"}
    with caplog.at_level(logging.WARNING, logger="mdm.security"):
        codes = [httpx.get(url, headers=bad).status_code for _ in range(20)]
    assert codes == [401] * 20
    refused = httpx.get(url, headers=bad)
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) >= 1
    assert "failed API key attempts" in refused.json()["detail"]
    # the address is throttled: even a good key waits, so guessing cannot go on beside it
    assert httpx.get(url, headers={"Authorization": f"Bearer {actor.key}"}).status_code == 429
    failures = [r.getMessage() for r in caplog.records if r.name == "mdm.security"]
    assert len(failures) == 20
    assert all("auth.failed from 127.0.0.1" in line and "mdm_gues..." in line for line in failures)
    assert not any(SECRET in line for line in failures)


def test_good_keys_do_not_count(strict_server: LiveServer) -> None:
    actor = Factory(strict_server).actor()
    url = f"{strict_server.base_url}/api/v1/definitions"
    codes = {httpx.get(url, headers={"Authorization": f"Bearer {actor.key}"}).status_code for _ in range(30)}
    assert codes == {200}
