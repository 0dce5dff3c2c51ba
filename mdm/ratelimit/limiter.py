"""Per-tenant request limits on fixed, clock-aligned minute and day windows.

Counting is done by the `limits` library's storage (in memory, or Redis so that every
process and host shares one count). Windows are aligned to the clock (the minute, the UTC
day), and the window index is part of the counter's key, so the clock can be injected.
"""

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from limits import RateLimitItemPerDay, RateLimitItemPerMinute
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from mdm.ratelimit.plans import PLANS

MINUTE = 60
DAY = 86_400


@dataclass(frozen=True)
class Decision:
    """The outcome of counting one request, with the values for the headers."""

    allowed: bool
    limit: int
    remaining: int
    reset: int

    def headers(self) -> dict[str, str]:
        """Returns the `X-RateLimit-*` headers (and `Retry-After` when refused)."""
        values = {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(self.remaining),
            "X-RateLimit-Reset": str(self.reset),
        }
        if not self.allowed:
            values["Retry-After"] = str(self.reset)
        return values


class RateLimiter:
    """Counts requests per tenant against the tenant's plan."""

    def __init__(self, storage_uri: str = "memory://", clock: Callable[[], float] = time.time):
        self.storage = storage_from_string(storage_uri, wrap_exceptions=True)
        self.in_process = storage_uri.startswith("memory://")
        self.strategy = FixedWindowRateLimiter(self.storage)
        self.clock = clock

    def hit(self, *, tenant_id: str, plan: str) -> Decision | None:
        """Counts one request; returns None for unlimited plans."""
        limits = PLANS[plan]
        if limits.per_minute is None or limits.per_day is None:
            return None
        now = self.clock()
        minute = RateLimitItemPerMinute(limits.per_minute)
        day = RateLimitItemPerDay(limits.per_day)
        minute_key = f"m{int(now // MINUTE)}"
        day_key = f"d{int(now // DAY)}"
        minute_reset = _until_next(now, MINUTE)
        day_reset = _until_next(now, DAY)
        if not self.strategy.hit(minute, tenant_id, minute_key):
            day_left = self._remaining(day, tenant_id, day_key)
            reset = day_reset if day_left == 0 else minute_reset
            return Decision(False, limits.per_minute, 0, reset)
        if not self.strategy.hit(day, tenant_id, day_key):
            return Decision(False, limits.per_minute, 0, day_reset)
        minute_left = self._remaining(minute, tenant_id, minute_key)
        day_left = self._remaining(day, tenant_id, day_key)
        reset = day_reset if day_left < minute_left else minute_reset
        return Decision(True, limits.per_minute, min(minute_left, day_left), reset)

    def key_failures_wait(self, *, address: str, per_minute: int) -> int | None:
        """Returns the seconds an address must wait after `per_minute` failed keys this minute."""
        now = self.clock()
        item = RateLimitItemPerMinute(per_minute)
        if self.strategy.test(item, "key-failures", address, f"m{int(now // MINUTE)}"):
            return None
        return _until_next(now, MINUTE)

    def count_key_failure(self, *, address: str, per_minute: int) -> None:
        """Counts one failed key attempt from an address."""
        item = RateLimitItemPerMinute(per_minute)
        self.strategy.hit(item, "key-failures", address, f"m{int(self.clock() // MINUTE)}")

    def failures_wait(self, *, kind: str, ident: str, allowed: int, minutes: int) -> int | None:
        """Returns the seconds to wait when `ident` had `allowed` failures of a kind in the
        current window of `minutes` (sign-in attempts per account and per address)."""
        now = self.clock()
        window = minutes * MINUTE
        item = RateLimitItemPerMinute(allowed, minutes)
        if self.strategy.test(item, kind, ident, f"w{int(now // window)}"):
            return None
        return _until_next(now, window)

    def count_failure(self, *, kind: str, ident: str, allowed: int, minutes: int) -> None:
        """Counts one failure of a kind for `ident` in the current window of `minutes`."""
        now = self.clock()
        item = RateLimitItemPerMinute(allowed, minutes)
        self.strategy.hit(item, kind, ident, f"w{int(now // (minutes * MINUTE))}")

    def _remaining(self, item: RateLimitItemPerMinute | RateLimitItemPerDay, *ids: str) -> int:
        """Returns how many requests are left in a window."""
        return max(0, self.strategy.get_window_stats(item, *ids).remaining)

    def reset(self) -> None:
        """Clears all counters."""
        self.storage.reset()


def _until_next(now: float, window: int) -> int:
    """Returns whole seconds until the next window boundary (at least 1)."""
    return max(1, math.ceil((math.floor(now / window) + 1) * window - now))
