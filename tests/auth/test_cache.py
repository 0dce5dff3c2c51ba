"""The per-process key cache: fresh hits, time-to-live, expiry, and off when ttl is 0."""

from datetime import timedelta

from mdm.auth.cache import KeyCache
from mdm.auth.principal import Principal
from mdm.auth.service import Authenticated
from mdm.core.time import utcnow
from mdm.db.enums import Role, Scope

PRINCIPAL = Principal("t", "free", "u", Role.ADMIN, "k", frozenset({Scope.READ}))


class Clock:
    """A settable monotonic clock."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def verified(expires_in: timedelta = timedelta(days=1)) -> Authenticated:
    """A verified key expiring after the given time."""
    return Authenticated(PRINCIPAL, utcnow() + expires_in, touch=False)


def test_hit_until_ttl_passes() -> None:
    clock = Clock()
    cache = KeyCache(5, clock)
    cache.put("h", verified())
    assert cache.get("h") == PRINCIPAL
    clock.now += 5.5
    assert cache.get("h") is None


def test_expired_key_is_never_served() -> None:
    cache = KeyCache(60, Clock())
    cache.put("h", verified(timedelta(seconds=-1)))
    assert cache.get("h") is None


def test_zero_ttl_disables() -> None:
    cache = KeyCache(0, Clock())
    cache.put("h", verified())
    assert cache.get("h") is None
