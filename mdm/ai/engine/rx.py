"""The `re` functions the engine calls, over its own cache of compiled patterns, each guarded.

The engine reads a sentence with several hundred patterns. Python's `re` keeps only the last
512 it compiled, for the whole process, so a sentence would push the engine's patterns (and
every other module's) out and compile them again on the next: a quarter of the engine's time
went to recompiling. Patterns written inline in the engine are compiled once here instead; the
cache is bounded, since a few patterns are built around literals read from a sentence.

Most of those patterns do not match a given sentence, and running one that cannot costs as much
as running one that does: the engine tries it at every position. So each pattern is compiled
with its guard: the pieces of literal text of which every match holds at least one ("reject",
"not", "以外"), read from the parsed pattern. Where the sentence, lowered, holds none of them, the
pattern is not run; a substring test is a few times cheaper than a regex scan.
"""

import importlib
import re
import sys
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

_parser: Any = importlib.import_module("re._parser")
_casefix: Any = importlib.import_module("re._casefix")

_MAX_PIECES = 48  # more alternatives than this, and the test costs more than it saves

# Characters that case-insensitive matching folds other than `str.lower` does (the long s U+017F
# matches "s", the dotless i U+0131 matches "i"; U+0130 lowers to two characters, the capital sigma
# to one of two by its place): a text or a piece holding one is not guarded. One of each such pair
# is enough, since both sides are checked.
_UNSURE = re.compile(
    "["
    + re.escape(
        "".join(
            {
                c
                for key, others in _casefix._EXTRA_CASES.items()
                for other in others
                if chr(key).lower() != chr(other).lower()
                for c in (chr(key), chr(other))
                if not c.isascii()
            }
            | set("İΣ")
        )
    )
    + "]"
)


def _best(found: list[frozenset[str]]) -> frozenset[str] | None:
    """The most selective of several sets of pieces: its shortest piece longest, then fewest pieces."""
    return max(found, key=lambda s: (min(map(len, s)), -len(s)), default=None)


def _item_needs(op: Any, av: Any) -> frozenset[str] | None:
    """The pieces one parsed item's every match holds one of (None: none known)."""
    if op is _parser.SUBPATTERN:
        return _needs(av[-1])
    if op is _parser.ATOMIC_GROUP:
        return _needs(av)
    if op is _parser.ASSERT:  # what a lookaround sees is in the text too
        return _needs(av[1])
    if op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT, _parser.POSSESSIVE_REPEAT):
        return _needs(av[2]) if av[0] >= 1 else None
    if op is _parser.BRANCH:
        branches = [_needs(branch) for branch in av[1]]
        if any(b is None for b in branches):
            return None
        union = frozenset().union(*[b for b in branches if b is not None])
        return union if len(union) <= _MAX_PIECES else None
    if op is _parser.IN and av and all(o is _parser.LITERAL for o, _ in av):
        return _piece(*(chr(c) for _, c in av))
    return None


def _piece(*texts: str) -> frozenset[str] | None:
    """Lowered pieces, or None where one holds a character `str.lower` cannot be trusted with."""
    if any(_UNSURE.search(text) or _UNSURE.search(text.lower()) for text in texts):
        return None
    return frozenset(text.lower() for text in texts)


def _needs(items: Any) -> frozenset[str] | None:
    """The pieces every match of a parsed sequence holds one of (None: none known)."""
    found: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in [*items, (None, None)]:
        if op is _parser.LITERAL:
            run.append(chr(av))
            continue
        if run and (piece := _piece("".join(run))):
            found.append(piece)
        run = []
        if op is not None and (needed := _item_needs(op, av)):
            found.append(needed)
    return _best(found)


def needed_pieces(pattern: str, flags: int) -> tuple[str, ...]:
    """The lowered pieces of which every match of a pattern holds one (empty: no guard)."""
    try:
        needed = _needs(_parser.parse(pattern, flags))
    except (re.error, RecursionError, TypeError, ValueError, AttributeError):
        return ()  # a form the reading does not know: run the pattern always
    return tuple(sorted(needed, key=lambda piece: (-len(piece), piece))) if needed else ()


_lowered_last: tuple[str, str | None] = ("", "")


def widths(pattern: str) -> tuple[int, int] | None:
    """The shortest and longest text a pattern matches (None when it is not Python's syntax)."""
    try:
        low, high = _parser.parse(pattern).getwidth()
    except (re.error, RecursionError, OverflowError, TypeError, ValueError):
        return None
    return int(low), int(high)


def _lowered(text: str) -> str | None:
    """The text lowered (None where a guard cannot be trusted), remembered for the next pattern."""
    global _lowered_last
    last = _lowered_last  # one read: another thread may replace the pair
    if last[0] is text:
        return last[1]
    low = None if _UNSURE.search(text) else text.lower()
    _lowered_last = (text, low)
    return low


class Guarded:
    """A compiled pattern that is run only on a text holding one of the pieces its matches need."""

    __slots__ = ("_needs", "compiled", "flags", "groupindex", "groups", "pattern")

    def __init__(self, compiled: re.Pattern[str]) -> None:
        self.compiled = compiled
        self._needs: tuple[str, ...] | None = None  # read on first use: the engine's import stays quick
        self.pattern = compiled.pattern
        self.flags = compiled.flags
        self.groups = compiled.groups
        self.groupindex = compiled.groupindex

    @property
    def needs(self) -> tuple[str, ...]:
        """The lowered pieces of which every match holds one (empty: no guard)."""
        if self._needs is None:
            self._needs = needed_pieces(self.pattern, self.flags)
        return self._needs

    def may_match(self, text: str) -> bool:
        """Tells whether the text holds a piece every match needs (True where there is no guard)."""
        needs = self._needs if self._needs is not None else self.needs
        if not needs:
            return True
        low = _lowered(text)
        if low is None:
            return True
        for piece in needs:  # noqa: SIM110 - a plain loop: this runs a thousand times a sentence
            if piece in low:
                return True
        return False

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        """`Pattern.search`, guarded."""
        return self.compiled.search(string, pos, endpos) if self.may_match(string) else None

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        """`Pattern.match`, guarded."""
        return self.compiled.match(string, pos, endpos) if self.may_match(string) else None

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        """`Pattern.fullmatch`, guarded."""
        return self.compiled.fullmatch(string, pos, endpos) if self.may_match(string) else None

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        """`Pattern.sub`, guarded."""
        return self.compiled.sub(repl, string, count=count) if self.may_match(string) else string

    def split(self, string: str, maxsplit: int = 0) -> list[Any]:
        """`Pattern.split`, guarded."""
        return self.compiled.split(string, maxsplit=maxsplit) if self.may_match(string) else [string]

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        """`Pattern.findall`, guarded."""
        return self.compiled.findall(string, pos, endpos) if self.may_match(string) else []

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        """`Pattern.finditer`, guarded."""
        return self.compiled.finditer(string, pos, endpos) if self.may_match(string) else iter(())


Pattern = str | re.Pattern[str] | Guarded


def compile(pattern: str, flags: int = 0) -> Guarded:
    """Compiles a pattern with its guard."""
    return Guarded(re.compile(pattern, flags))


@lru_cache(maxsize=4096)
def _compiled(pattern: str, flags: int) -> Guarded:
    """Compiles a pattern given as text once (per flags)."""
    return compile(pattern, flags)


@lru_cache(maxsize=256)
def _guarded(pattern: re.Pattern[str]) -> Guarded:
    """Guards a pattern compiled elsewhere once."""
    return Guarded(pattern)


def _of(pattern: Pattern, flags: int) -> Guarded:
    """Returns the guarded form of a pattern given as text, compiled, or guarded."""
    if isinstance(pattern, str):
        return _compiled(pattern, flags)
    if flags:
        raise ValueError("cannot give flags with a compiled pattern")
    return pattern if isinstance(pattern, Guarded) else _guarded(pattern)


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
