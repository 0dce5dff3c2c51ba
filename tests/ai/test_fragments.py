"""The digit-range pattern made for a zero-padded range too long to list ('0200 to 9999')."""

from __future__ import annotations

import random
import re

from mdm.ai.engine.fragments import number_span


def _pairs() -> list[tuple[int, int, int]]:
    """Ranges of one to five digits: every edge case of 2 digits and random ones of more."""
    pairs = [(low, high, 2) for low in range(100) for high in range(low, 100)]
    rng = random.Random(20261128)
    for _ in range(400):
        width = rng.randint(1, 5)
        low, high = sorted(rng.randrange(10**width) for _ in range(2))
        pairs.append((low, high, width))
    return pairs


def test_the_span_matches_exactly_the_numbers_of_the_range() -> None:
    for low, high, width in _pairs():
        pattern = re.compile(number_span(str(low).zfill(width), str(high).zfill(width)))
        probes = {low, high, low - 1, high + 1, (low + high) // 2, 0, 10**width - 1}
        for value in (v for v in probes if 0 <= v < 10**width):
            matched = pattern.fullmatch(str(value).zfill(width)) is not None
            assert matched == (low <= value <= high), (low, high, value, pattern.pattern)


def test_every_two_digit_value_is_judged_right() -> None:
    for low, high, _ in _pairs()[:5050:97]:
        pattern = re.compile(number_span(f"{low:02}", f"{high:02}"))
        assert {v for v in range(100) if pattern.fullmatch(f"{v:02}")} == set(range(low, high + 1))
