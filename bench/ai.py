"""Sentence -> rule generation with the offline engine: accuracy on the steward sentence set
(`tests/ai/sentences.py`, judged by behaviour: each sentence's rule must accept and refuse the
listed values) and on the older case table (`tests/ai/cases.py`), and the time one sentence
takes (every sentence generated five times, in process, no database or server involved).
"""

import contextlib
import statistics
import time
from typing import Any

from mdm.ai.engine import generate_rule
from mdm.ai.engine.dispatch import forget_readings
from tests.ai.cases import CASES
from tests.ai.sentences import JAPANESE_SHARE, NON_RULES, SENTENCES, Case, refused

TITLE = "AI rule generation (offline engine)"
OFFLINE = True  # needs no database: run once, not per backend
REPEAT = 5


def _hit(case: Case) -> bool:
    """Tells whether a sentence's generated rule judges its values as listed."""
    description, field_type, good, bad = case
    try:
        rule = generate_rule(description=description, field_name="f", field_type=field_type).rule
    except ValueError:
        return False
    # (judged as a field that is not required judges them: a blank only by a rule demanding a value)
    return not any(refused(rule, v) for v in good) and all(refused(rule, v) for v in bad)


def _refused(description: str) -> bool:
    try:
        generate_rule(description=description, field_name="f", field_type="string")
    except ValueError:
        return True
    return False


def _timings(cases: list[Case]) -> list[float]:
    """Milliseconds per generation, every sentence REPEAT times (the first, warming pass not counted)."""
    for case in cases:
        _hit(case)
    times: list[float] = []
    for _ in range(REPEAT):
        for description, field_type, _, _ in cases:
            forget_readings()  # each generation as a first one: nothing remembered from the last
            start = time.perf_counter()
            with contextlib.suppress(ValueError):
                generate_rule(description=description, field_name="f", field_type=field_type)
            times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def _pct(values: list[float], p: float) -> float:
    return values[min(len(values) - 1, int(len(values) * p))]


def run(env: Any = None) -> list[str]:
    """Measures accuracy and generation time; returns the report's lines."""
    rows = []
    for name, cases in (("steward sentence set", SENTENCES), ("case table", CASES)):
        hits = sum(_hit(case) for case in cases)
        rows.append(f"| {name} | {len(cases)} | {hits} | {hits / len(cases):.1%} |")
    refused = sum(_refused(d) for d in NON_RULES)
    times = _timings(SENTENCES + CASES)
    lines = [
        f"Sentence set: {len(SENTENCES)} sentences, {JAPANESE_SHARE:.0%} Japanese; "
        f"non-rules refused: {refused}/{len(NON_RULES)}.",
        "",
        "| set | sentences | right | accuracy |",
        "|---|---|---|---|",
        *rows,
        "",
        "| generations | p50 ms | p99 ms | max ms | mean ms |",
        "|---|---|---|---|---|",
        f"| {len(times)} | {_pct(times, 0.5):.2f} | {_pct(times, 0.99):.2f} | {times[-1]:.2f} "
        f"| {statistics.fmean(times):.2f} |",
    ]
    for line in lines:
        print(f"bench: ai: {line}", flush=True)
    return lines
