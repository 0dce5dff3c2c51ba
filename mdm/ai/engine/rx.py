"""The `re` functions the engine calls, over its own cache of compiled patterns.

The engine reads a sentence with several hundred patterns. Python's `re` keeps only the last
512 it compiled, for the whole process, so a sentence would push the engine's patterns (and
every other module's) out and compile them again on the next: a quarter of the engine's time
went to recompiling. Patterns written inline in the engine are compiled once here instead; the
cache is bounded, since a few patterns are built around literals read from a sentence.
"""

import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

Pattern = str | re.Pattern[str]


@lru_cache(maxsize=4096)
def _compiled(pattern: str, flags: int) -> re.Pattern[str]:
    """Compiles a pattern once (per flags)."""
    return re.compile(pattern, flags)


def _of(pattern: Pattern, flags: int) -> re.Pattern[str]:
    """Returns the compiled form of a pattern given as text or already compiled."""
    if isinstance(pattern, re.Pattern):
        if flags:
            raise ValueError("cannot give flags with a compiled pattern")
        return pattern
    return _compiled(pattern, flags)


def search(pattern: Pattern, string: str, flags: int = 0) -> re.Match[str] | None:
    """`re.search` over the cache."""
    return _of(pattern, flags).search(string)


def match(pattern: Pattern, string: str, flags: int = 0) -> re.Match[str] | None:
    """`re.match` over the cache."""
    return _of(pattern, flags).match(string)


def fullmatch(pattern: Pattern, string: str, flags: int = 0) -> re.Match[str] | None:
    """`re.fullmatch` over the cache."""
    return _of(pattern, flags).fullmatch(string)


def sub(
    pattern: Pattern,
    repl: str | Callable[[re.Match[str]], str],
    string: str,
    count: int = 0,
    flags: int = 0,
) -> str:
    """`re.sub` over the cache."""
    return _of(pattern, flags).sub(repl, string, count=count)


def split(pattern: Pattern, string: str, maxsplit: int = 0, flags: int = 0) -> list[Any]:
    """`re.split` over the cache."""
    return _of(pattern, flags).split(string, maxsplit=maxsplit)


def findall(pattern: Pattern, string: str, flags: int = 0) -> list[Any]:
    """`re.findall` over the cache."""
    return _of(pattern, flags).findall(string)


def finditer(pattern: Pattern, string: str, flags: int = 0) -> Iterator[re.Match[str]]:
    """`re.finditer` over the cache."""
    return _of(pattern, flags).finditer(string)
