"""A quick estimate of how a position of Hoch und höher will end, for greedy and search."""
from __future__ import annotations

import math

from .moves import NUM_TOWERS

# An unplaced pawn is worth roughly what a placement at a typical height plus some
# growth brings; a pawn on a tower of at most 6 can still grow, a taller one rarely.
UNPLACED_VALUE = 4.0
GROWTH = 0.35


def pawn_estimates(state) -> list[float]:
    h = state.heights
    free_small = sorted((h[t] for t in range(NUM_TOWERS) if h[t] and state.pawn_on[t] < 0 and h[t] <= 6),
                        reverse=True)
    small_total = sum(free_small)
    estimates = []
    for pawn in range(4):
        t = state.pawn_tower[pawn]
        if t < 0:
            best = free_small[0] if free_small else 0
            estimates.append(min(UNPLACED_VALUE, 0.5 * best + 1.0) if free_small else 0.0)
        else:
            estimates.append(h[t] + GROWTH * small_total / max(1, len(free_small) + 2))
    return estimates


def evaluate(state) -> list[float]:
    """Solo: the expected final score, roughly. Duel: a win-probability-like margin in [-1, 1]."""
    if state.is_terminal():
        return state.returns()
    est = pawn_estimates(state)
    if state.rules.hierarchy:
        est = _hierarchy_penalty(state, est)
    if state.rules.solo:
        return [sum(est)]
    margin = (est[0] + est[1]) - (est[2] + est[3])
    value = math.tanh(margin / 8.0)
    return [value, -value]


def _hierarchy_penalty(state, est: list[float]) -> list[float]:
    """Placed pawns that already break the hierarchy lose most of their value."""
    h = state.pawn_heights()
    out = list(est)
    if state.rules.solo:
        for p in range(1, 4):
            if state.pawn_tower[p] >= 0 and any(h[p] > h[q] for q in range(p) if state.pawn_tower[q] >= 0):
                out[p] *= 0.3
    else:
        for low, high in ((1, 0), (3, 2)):
            if state.pawn_tower[low] >= 0 and state.pawn_tower[high] >= 0 and h[low] > h[high]:
                out[low] *= 0.3
    return out
