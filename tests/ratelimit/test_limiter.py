"""Per-tenant rate limits over HTTP, with memory and (when configured) Redis counters."""

from collections.abc import Iterator

import httpx
import pytest

from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import REDIS_URL
from tests.factories import Factory
from tests.support import LiveServer, run_server

STORAGES = ["memory", *(["redis"] if REDIS_URL else [])]
MIDNIGHT = 1_800_000_000 - (1_800_000_000 % 86_400)  # a UTC midnight


class Clock:
    """A settable clock for the limiter."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module", params=STORAGES)
def limited(request: pytest.FixtureRequest, server: LiveServer) -> Iterator[LiveServer]:
    """A second server on the same database whose limiter counts in the given storage."""
    uri = REDIS_URL if request.param == "redis" else "memory://"
    assert uri
    limiter = RateLimiter(uri)
    with run_server(server.settings, server.database, limiter) as live:
        yield live
    limiter.reset()


@pytest.fixture
def clock(limited: LiveServer) -> Iterator[Clock]:
    """Pins the limiter's clock to the start of a minute, 10 hours into a UTC day."""
    fake = Clock(MIDNIGHT + 36_000.0)
    limited.limiter.clock = fake
    yield fake
    limited.limiter.clock = __import__("time").time


def test_free_plan_eleventh_request_is_refused(limited: LiveServer, clock: Clock) -> None:
    actor = Factory(limited).actor(plan="free")
    for i in range(10):
        response = actor.get("/users")
        assert response.status_code == 200
        assert response.headers["X-RateLimit-Limit"] == "10"
        assert response.headers["X-RateLimit-Remaining"] == str(9 - i)
        assert response.headers["X-RateLimit-Reset"] == "60"
    refused = actor.get("/users")
    assert refused.status_code == 429
    assert refused.json() == {"detail": "Rate limit exceeded. Retry in 60 seconds."}
    assert refused.headers["Retry-After"] == "60"
    assert refused.headers["X-RateLimit-Remaining"] == "0"
    clock.now += 60
    assert actor.get("/users").status_code == 200


def test_reset_counts_down_within_the_minute(limited: LiveServer, clock: Clock) -> None:
    actor = Factory(limited).actor(plan="starter")
    clock.now += 45.5
    response = actor.get("/users")
    assert response.headers["X-RateLimit-Limit"] == "30"
    assert response.headers["X-RateLimit-Reset"] == "15"


def test_keys_of_one_tenant_share_the_count(limited: LiveServer, clock: Clock) -> None:
    factory = Factory(limited)
    first = factory.actor(plan="free")
    second = factory.actor(tenant=first.tenant_name)
    for _ in range(5):
        assert first.get("/users").status_code == 200
        assert second.get("/users").status_code == 200
    assert first.get("/users").status_code == 429
    assert second.get("/users").status_code == 429
    assert factory.actor(plan="free").get("/users").status_code == 200  # other tenant


def test_day_limit(limited: LiveServer, clock: Clock) -> None:
    actor = Factory(limited).actor(plan="free")
    for _ in range(10):
        for _ in range(10):
            assert actor.get("/users").status_code == 200
        clock.now += 60
    refused = actor.get("/users")
    assert refused.status_code == 429
    seconds_to_midnight = int(MIDNIGHT + 86_400 - clock.now)
    assert refused.headers["Retry-After"] == str(seconds_to_midnight)
    assert f"Retry in {seconds_to_midnight} seconds" in refused.json()["detail"]
    clock.now = MIDNIGHT + 86_400 + 1
    assert actor.get("/users").status_code == 200


def test_remaining_is_the_smaller_of_minute_and_day(limited: LiveServer, clock: Clock) -> None:
    actor = Factory(limited).actor(plan="free")
    for _ in range(9):
        for _ in range(10):
            actor.get("/users")
        clock.now += 60
    response = actor.get("/users")
    assert response.headers["X-RateLimit-Remaining"] == "9"  # day: 100 - 91; minute: 9
    for _ in range(5):
        response = actor.get("/users")
    assert response.headers["X-RateLimit-Remaining"] == "4"


def test_headers_on_error_responses(limited: LiveServer, clock: Clock) -> None:
    actor = Factory(limited).actor(plan="professional", role="member")
    response = actor.get("/users")
    assert response.status_code == 403
    assert response.headers["X-RateLimit-Limit"] == "60"
    assert response.headers["X-RateLimit-Remaining"] == "59"


def test_enterprise_is_unlimited_without_headers(limited: LiveServer, clock: Clock) -> None:
    actor = Factory(limited).actor(plan="enterprise")
    for _ in range(15):
        response = actor.get("/users")
        assert response.status_code == 200
        assert "X-RateLimit-Limit" not in response.headers


@pytest.mark.skipif(REDIS_URL is None, reason="MDM_TEST_REDIS_URL is not set")
def test_two_servers_share_one_count_through_redis(server: LiveServer) -> None:
    assert REDIS_URL
    at_a_minute_start = Clock(MIDNIGHT + 36_000.0)
    first_limiter = RateLimiter(REDIS_URL, clock=at_a_minute_start)
    second_limiter = RateLimiter(REDIS_URL, clock=at_a_minute_start)
    with (
        run_server(server.settings, server.database, first_limiter) as first,
        run_server(server.settings, server.database, second_limiter) as second,
    ):
        actor = Factory(first).actor(plan="free")
        headers = {"Authorization": f"Bearer {actor.key}"}
        codes = [
            httpx.get(f"{live.base_url}/api/v1/catalog", headers=headers).status_code
            for _ in range(8)
            for live in (first, second)
        ]
    assert codes == [200] * 10 + [429] * 6
