"""User-supplied regular expressions, matched with a time limit.

Python's `re` backtracks without bound: a pattern like `(a+)+b` takes minutes on a
35-character value, and it would run inside a write transaction. The `regex` module keeps
`re`'s syntax and Unicode semantics (look-around, `\\d` for every script) and accepts a
timeout, so a pathological pattern fails one value quickly instead of stalling the service.
"""

import logging
from functools import lru_cache
from typing import Any

import regex

MATCH_SECONDS = 0.05
logger = logging.getLogger("mdm.patterns")


class PatternError(ValueError):
    """A pattern that does not compile."""


@lru_cache(maxsize=4096)
def compile_pattern(pattern: str) -> Any:
    """Compiles a user pattern, or raises PatternError saying why not."""
    try:
        return regex.compile(pattern)
    except (regex.error, OverflowError, RecursionError, ValueError) as exc:
        raise PatternError(f"not a valid regular expression ({exc})") from None


def fullmatch(compiled: Any, value: str) -> bool | None:
    """Tells whether the whole value matches; None when matching ran out of time."""
    try:
        return compiled.fullmatch(value, timeout=MATCH_SECONDS) is not None
    except TimeoutError:
        logger.warning("pattern %r timed out on a %d-character value", compiled.pattern, len(value))
        return None
