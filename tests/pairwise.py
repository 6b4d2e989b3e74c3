"""A pairwise (all-pairs) cover: rows of parameter values in which every value of one parameter meets
every value of every other parameter at least once. The conformance test plays one row per game
configuration instead of every combination (Tiefstapeln alone has 7 × 216).

Written here rather than taken from a library (allpairspy): 30 lines, no dependency for one test, and
the rows must be the same on every machine and for a single parameter or none, which the library's
generator does not promise. Greedy in the manner of AETG: each row starts from the first pair still
missing and takes, parameter by parameter, the value that meets most missing pairs (ties: the earlier
value, so the defaults listed first come first).
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations


def all_pairs(parameters: Sequence[Sequence]) -> list[tuple]:
    n = len(parameters)
    if n <= 1:
        return [(v,) for v in parameters[0]] if n else [()]
    missing = {(i, a, j, b) for i, j in combinations(range(n), 2)
               for a in range(len(parameters[i])) for b in range(len(parameters[j]))}
    rows = []
    while missing:
        i0, a0, j0, b0 = min(missing)
        row: list[int | None] = [None] * n
        row[i0], row[j0] = a0, b0
        for k in range(n):
            if row[k] is None:
                row[k] = max(range(len(parameters[k])), key=lambda v, k=k: (_meets(row, k, v, missing), -v))
        missing -= {(i, row[i], j, row[j]) for i, j in combinations(range(n), 2)}
        rows.append(tuple(parameters[k][row[k]] for k in range(n)))
    return rows


def _meets(row: list, k: int, v: int, missing: set) -> int:
    """How many missing pairs value `v` of parameter `k` would cover beside the values chosen so far."""
    return sum(((k, v, m, row[m]) if k < m else (m, row[m], k, v)) in missing
               for m in range(len(row)) if m != k and row[m] is not None)
