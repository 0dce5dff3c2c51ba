"""User-supplied regular expressions, matched in linear time.

Python's `re` backtracks without bound: a pattern like `(a|aa)+$` costs tens of milliseconds
on a 41-character value, and a million-row import runs it a million times inside a write.
Field patterns and pattern rules therefore run on RE2 (`google-re2`), whose automaton matches
in time linear in the value whatever the pattern. RE2 refuses what it cannot run that way
(back-references, look-around), and a definition that uses them is refused with the reason.
Its classes are ASCII unless asked otherwise: `\\d` is `[0-9]`; `\\p{Nd}` matches digits of every
script, `\\p{Han}`, `\\p{Hiragana}` and `\\p{Katakana}` Japanese text.
"""

import re
from functools import lru_cache
from typing import Any

import re2

_OPTIONS = re2.Options()
MAX_REPEAT = 1000  # RE2's own limit; it reads larger counts that overflow as literal text
_REPEAT = re.compile(r"(?<!\\)\{([0-9]+)(?:,([0-9]*))?\}")
_OPTIONS.log_errors = False  # a refused pattern is the user's error, reported to them, not logged


class PatternError(ValueError):
    """A pattern that does not compile, or that RE2 cannot run in linear time."""


@lru_cache(maxsize=4096)
def compile_pattern(pattern: str) -> Any:
    """Compiles a user pattern for RE2, or raises PatternError saying why not."""
    for match in _REPEAT.finditer(pattern):
        if any(count and int(count) > MAX_REPEAT for count in match.groups()):
            raise PatternError(
                f"not a valid regular expression: repetition {match.group()} exceeds {MAX_REPEAT}"
            )
    try:
        return re2.compile(pattern, _OPTIONS)
    except re2.error as exc:
        reason = _reason(exc)
        raise PatternError(
            f"not a valid regular expression for RE2, the linear-time engine ({reason})"
        ) from None


def _reason(exc: Exception) -> str:
    """Returns RE2's reason for refusing a pattern as text."""
    reason = exc.args[0] if exc.args else str(exc)
    return reason.decode(errors="replace") if isinstance(reason, bytes) else str(reason)


def fullmatch(compiled: Any, value: str) -> bool:
    """Tells whether the whole value matches."""
    return compiled.fullmatch(value) is not None
