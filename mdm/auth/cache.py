"""A short-lived, per-process cache of verified keys, so most requests skip the key lookup.

Expiry is checked on every hit; a revocation or a plan change reaches a process within
`ttl` seconds (MDM_AUTH_CACHE_SECONDS; 0 turns the cache off)."""

import threading
import time
from collections import OrderedDict
from collections.abc import Callable

from mdm.auth.principal import Principal
from mdm.auth.service import Authenticated
from mdm.core.time import utcnow

MAX_ENTRIES = 10_000


class KeyCache:
    """Maps key hashes to recently verified principals."""

    def __init__(self, ttl: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.ttl = ttl
        self.clock = clock
        self._entries: OrderedDict[str, tuple[float, Authenticated]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key_hash: str) -> Principal | None:
        """Returns the cached principal of a key still fresh and unexpired."""
        if self.ttl <= 0:
            return None
        with self._lock:
            entry = self._entries.get(key_hash)
        if entry is None:
            return None
        stored_at, verified = entry
        if self.clock() - stored_at > self.ttl or verified.expires_at <= utcnow():
            self.forget(key_hash)
            return None
        return verified.principal

    def put(self, key_hash: str, verified: Authenticated) -> None:
        """Remembers a verified key."""
        if self.ttl <= 0:
            return
        with self._lock:
            self._entries[key_hash] = (self.clock(), verified)
            self._entries.move_to_end(key_hash)
            while len(self._entries) > MAX_ENTRIES:
                self._entries.popitem(last=False)

    def forget(self, key_hash: str) -> None:
        """Drops one key."""
        with self._lock:
            self._entries.pop(key_hash, None)
