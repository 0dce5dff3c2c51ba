"""Redis out of reach: limited requests answer 503 with Retry-After, never 500 and never unlimited."""

from collections.abc import Iterator

import pytest

from mdm.ratelimit.limiter import RateLimiter
from tests.factories import Factory
from tests.support import LiveServer, free_port, run_server


@pytest.fixture
def no_redis(server: LiveServer) -> Iterator[LiveServer]:
    """The backend's server again, counting in a Redis nobody listens on."""
    limiter = RateLimiter(f"redis://127.0.0.1:{free_port()}/0")
    with run_server(server.settings, server.database, limiter) as live:
        yield live


def test_limited_plans_answer_503_with_retry_after(no_redis: LiveServer) -> None:
    actor = Factory(no_redis).actor(plan="free")
    for _ in range(3):
        response = actor.get("/definitions")
        assert response.status_code == 503
        assert int(response.headers["Retry-After"]) >= 1
        assert response.json() == {"detail": "The rate-limit store is unavailable; retry shortly"}


def test_unlimited_plans_still_answer(no_redis: LiveServer) -> None:
    actor = Factory(no_redis).actor(plan="enterprise")
    assert actor.get("/definitions").status_code == 200
    assert actor.get("/definitions", headers={"Authorization": "Bearer mdm_nope"}).status_code == 401
