"""The engine's guarded patterns: the pieces of text every match needs, and that a guard never
turns a match away (on random patterns and texts with the characters case folding treats
unlike `str.lower`, and on every engine pattern over the steward sentence set)."""

import gc
import random
import re

import pytest

import mdm.ai.engine  # noqa: F401 - compiles every engine pattern
from mdm.ai.engine import rx
from mdm.ai.engine.normalisation import normalise
from tests.ai.sentences import SENTENCES

_ALPHABET = "abkrs xyAKRS-0\u017f\u0131\u0130\u212a\u03a3\u03c3\u03c2以外不可"


@pytest.mark.parametrize(
    ("pattern", "flags", "pieces"),
    [
        (r"\bnot\s+allowed", re.I, ("allowed",)),
        (r"(?:reject|refuse)s?\b", re.I, ("fuse", "ject")),  # the parser takes "re" out as a prefix
        (r"以外|を除く", 0, ("を除く", "以外")),
        (r"(?=.*\bonly\b)\d+", 0, ("only",)),  # what a lookahead sees is in the text
        (r"x{0,3}[ab]", 0, ("a", "b")),
        (r"(?:x|\d)+yz", 0, ("yz",)),
        (r"\d+|foo", 0, ()),  # one alternative needs no text: no guard
        (r"(?:abc)?", 0, ()),
        (r"Reject", 0, ("reject",)),  # lowered, and the text is lowered
        (r"\u017fun", re.I, ()),  # the long s matches "s": not guarded
        (r"(a)\1", 0, ("a",)),
    ],
)
def test_pieces_are_read_from_the_pattern(pattern: str, flags: int, pieces: tuple[str, ...]) -> None:
    """Each pattern's guard is the most selective set of pieces its matches need."""
    assert rx.needed_pieces(pattern, flags) == pieces


def _random_pattern(rng: random.Random, depth: int = 0) -> str:
    """A small random pattern over the test alphabet: literals, classes, groups, repeats, alternatives."""
    parts = []
    for _ in range(rng.randint(1, 4)):
        kind = rng.random()
        if kind < 0.45 or depth > 2:
            parts.append(re.escape("".join(rng.choices(_ALPHABET, k=rng.randint(1, 3)))))
        elif kind < 0.55:
            parts.append("[" + re.escape("".join(rng.choices(_ALPHABET, k=2))) + "]")
        elif kind < 0.62:
            parts.append(rng.choice([r"\s", r"\d", r"\w", ".", r"\b"]))
        elif kind < 0.8:
            alternatives = "|".join(_random_pattern(rng, depth + 1) for _ in range(rng.randint(2, 3)))
            parts.append(f"(?:{alternatives})")
        elif kind < 0.9:
            repeat = rng.choice(["?", "*", "+", "{2}", "{0,2}"])
            parts.append(f"(?:{_random_pattern(rng, depth + 1)}){repeat}")
        else:
            parts.append(f"(?{rng.choice(['=', '!', '<='])}{re.escape(rng.choice(_ALPHABET))})")
    return "".join(parts)


def test_a_guard_never_turns_a_match_away() -> None:
    """On random patterns and texts (either case, folded characters), the guarded answer is the plain one."""
    rng = random.Random(20261127)
    for _ in range(3000):
        pattern = _random_pattern(rng)
        flags = rng.choice([0, re.I])
        guarded, plain = rx.compile(pattern, flags), re.compile(pattern, flags)
        for _ in range(20):
            text = "".join(rng.choices(_ALPHABET, k=rng.randint(0, 12)))
            assert bool(guarded.search(text)) == bool(plain.search(text)), (pattern, flags, text)
            assert guarded.sub("_", text) == plain.sub("_", text), (pattern, flags, text)


def test_guarded_methods_answer_as_the_pattern_does() -> None:
    """Every method gives the pattern's own answer, matched or turned away."""
    guarded, plain = rx.compile(r"(\d+)\s*以外", re.I), re.compile(r"(\d+)\s*以外", re.I)
    for text in ("0以外は不可", "12 以外 34以外", "数字のみ", ""):
        assert guarded.findall(text) == plain.findall(text)
        assert guarded.split(text) == plain.split(text)
        assert [m.span() for m in guarded.finditer(text)] == [m.span() for m in plain.finditer(text)]
        assert bool(guarded.match(text)) == bool(plain.match(text))
        assert bool(guarded.fullmatch(text)) == bool(plain.fullmatch(text))
        assert guarded.sub(r"<\1>", text, count=1) == plain.sub(r"<\1>", text, count=1)


def test_every_engine_pattern_finds_what_it_found_unguarded() -> None:
    """Over a sample of the sentence set, each of the engine's patterns answers as it would unguarded."""
    patterns = [o for o in gc.get_objects() if isinstance(o, rx.Guarded) and o.needs]
    assert len(patterns) > 500
    texts = [description for description, *_ in SENTENCES[::40]]
    texts += [normalise(text) for text in texts]
    for text in texts:
        for pattern in patterns:
            assert bool(pattern.search(text)) == bool(pattern.compiled.search(text)), (pattern.pattern, text)
