"""Bulk matching: the pairs that share a blocking key, and clusters of the pairs that scored
high enough, joined transitively up to a size cap (the best pairs first)."""

import itertools
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence


def candidate_pairs(
    keys: Sequence[set[str]], *, max_block: int, small_block: int = 10
) -> set[tuple[int, int]]:
    """The pairs of records (by position) worth comparing: those that share a key held by at
    most `small_block` records, and those that share at least two keys held by more (one
    common word alone is weak evidence). A key held by more than `max_block` records (a very
    common word) says too little and is skipped."""
    blocks: dict[str, list[int]] = defaultdict(list)
    for index, record_keys in enumerate(keys):
        for key in record_keys:
            blocks[key].append(index)
    pairs: set[tuple[int, int]] = set()
    shared: Counter[tuple[int, int]] = Counter()
    for members in blocks.values():
        if 1 < len(members) <= small_block:
            pairs.update(itertools.combinations(members, 2))
        elif small_block < len(members) <= max_block:
            shared.update(itertools.combinations(members, 2))
    pairs.update(pair for pair, count in shared.items() if count >= 2)
    return pairs


def clusters(pairs: Iterable[tuple[int, int, float]], *, max_size: int) -> list[list[int]]:
    """Groups records joined by pairs, best score first, never beyond `max_size` records in one
    group (a pair that would grow a group past it is left out)."""
    parent: dict[int, int] = {}
    size: dict[int, int] = {}

    def root(node: int) -> int:
        """The group a record belongs to (path halving)."""
        parent.setdefault(node, node)
        size.setdefault(node, 1)
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for a, b, _score in sorted(pairs, key=lambda p: -p[2]):
        ra, rb = root(a), root(b)
        if ra != rb and size[ra] + size[rb] <= max_size:
            if size[ra] < size[rb]:
                ra, rb = rb, ra
            parent[rb] = ra
            size[ra] += size[rb]
    groups: dict[int, list[int]] = defaultdict(list)
    for node in parent:
        groups[root(node)].append(node)
    return [sorted(members) for members in groups.values() if len(members) > 1]
