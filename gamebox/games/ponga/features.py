"""What a Ponga position looks like to the evaluation: a few numbers per player.

Features are taken where the next player is about to roll (heuristic.py resolves a pending
placement first). Each player's row says how much he holds now, how likely he is to go out,
how close he is to a line, and where he sits in the turn order. The weights that turn them
into chances to win are fitted to played games (bench/fit_ponga_eval.py).
"""
from __future__ import annotations

from operator import itemgetter

from .board import FIELDS, LINES, transpose

FREE = -1
PARTNER = tuple(transpose(f) for f in FIELDS)    # the other field of f's roll (itself: a double)
PROB = tuple(1 / 36 if PARTNER[f] == f else 2 / 36 for f in FIELDS)   # chance a roll selects f

NAMES = (
    "share",        # stones topped / stones on the board
    "alive",        # still in this round
    "risk",         # chance his next roll puts him out
    "half_free",    # own fields whose partner is free (a forced death pair waits there), / 36
    "half_other",   # own fields whose partner somebody else tops, / 36
    "fields",       # fields topped, / 36
    "finish",       # chance his next roll completes a line for him
    "four",         # lines with 4 of his, weighted by multiplier
    "five",         # lines with 5 of his, weighted by multiplier
    "next",         # he rolls next
    "alone",        # the only player left in
    "share_fill",   # share x how full the board is
    "alive_few",    # alive / players still in
)


def near_fields(tops: list[int], player: int) -> set[int]:
    """Fields that would complete a line for `player` if he placed there."""
    near = set()
    for line in LINES:
        missing = [f for f in line.fields if tops[f] != player]
        if len(missing) == 1:
            near.add(missing[0])
    return near


def finish_chance(tops: list[int], player: int, near: set[int]) -> float:
    """The chance that `player`'s next roll lets him complete a line (he then takes it)."""
    total = 0.0
    done = set()
    for f in near:
        g = PARTNER[f]
        if min(f, g) in done:
            continue
        done.add(min(f, g))
        pair = (f,) if f == g else (f, g)
        options = [x for x in pair if tops[x] == FREE] or [x for x in pair if tops[x] != player]
        if any(x in near for x in options):
            total += PROB[f]
    return total


_LINE_TOPS = tuple((itemgetter(*line.fields), line.multiplier) for line in LINES)


def features(state) -> list[list[float]]:
    """One row of `NAMES` per player."""
    n = state.num_players
    tops, heights = state.tops, state.heights
    total = sum(heights) or 1
    stones = [0] * n
    fields = [0] * n
    paired = [0] * n
    half_free = [0] * n
    half_other = [0] * n
    for f, p, g in zip(FIELDS, tops, PARTNER):
        if p == FREE:
            continue
        stones[p] += heights[f]
        fields[p] += 1
        q = tops[g]
        if q == p:
            paired[p] += 1
        elif q == FREE:
            half_free[p] += 1
        else:
            half_other[p] += 1
    fill = sum(fields) / 36
    four = [0.0] * n
    five = [0.0] * n
    for get, multiplier in _LINE_TOPS:
        owners = get(tops)
        for p in set(owners):
            if p != FREE:
                c = owners.count(p)
                if c == 4:
                    four[p] += multiplier
                elif c == 5:
                    five[p] += multiplier
    out = state.out_mask
    in_play = n - out.bit_count() or 1
    rows = []
    for p in range(n):
        a = 0.0 if out >> p & 1 else 1.0
        share = stones[p] / total
        finish = finish_chance(tops, p, near_fields(tops, p)) if a and five[p] else 0.0
        rows.append([
            share, a, a * paired[p] / 36, a * half_free[p] / 36, a * half_other[p] / 36, fields[p] / 36,
            finish, four[p], five[p], 1.0 if (a and p == state.to_move) else 0.0,
            1.0 if (a and in_play == 1) else 0.0, share * fill, a / in_play,
        ])
    return rows
