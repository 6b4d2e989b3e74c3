"""Numba kernels of the exact duel solver (duel_solver.py has the idea and the API).

A duel position is one uint64 key, laid out as the solo key (solve_kernels.py) with:

    bits  0-23   pawn codes 0 unplaced or the tower's height: slots 0, 1 are Team B (blue,
                 brown), 2, 3 Team G (yellow, green). Without the hierarchy each team's two
                 pawns are alike and sorted; nothing is banked, since the final comparison
                 needs every height.
    bits 24-47   pawnless towers of height 1..6, 4 bits each
    bits 48-58   rank of the multiset of pawnless towers taller than 6
    bit  59      the team to move (0 Team B, 1 Team G)

A value is a pair (probability that Team B wins, probability of a draw). The player to
move maximises its own chance to win, then to draw (rulings H4-H6).
"""
from __future__ import annotations

import numpy as np
from gamebox.compiled import njit, prange

from .solve_kernels import (
    MAX_MOVES,
    TALL,
    _grow,
    _insert,
    code,
    count,
    find,
    lookup,
    tall_at,
    tall_insert,
    tall_remove,
    unit,
    with_code,
)

SIDE = np.uint64(1) << np.uint64(59)
EPS = 1e-12   # equal chances within rounding are a tie

# What Python calls, with the types it passes, compiled ahead of time for the bundle, which ships without
# numba (gamebox/compiled.py, packaging/build_kernels.py).
AHEAD_OF_TIME = {
    "expand": "u8[::1](u8[::1], i8, i8, b1, i8)",
    "evaluate": "UniTuple(f8[::1], 2)(u8[::1], u8[::1], i8[::1], f8[::1], f8[::1], b1, b1)",
}


@njit(cache=True)
def canonical_pawns(pawns, hier):
    if hier:
        return pawns
    a, b, c, d = code(pawns, 0), code(pawns, 1), code(pawns, 2), code(pawns, 3)
    if a > b:
        a, b = b, a
    if c > d:
        c, d = d, c
    return (np.uint64(a) | np.uint64(b) << np.uint64(6) | np.uint64(c) << np.uint64(12)
            | np.uint64(d) << np.uint64(18))


@njit(cache=True)
def outcome(pawns, hier):
    """(Team B wins, draw) of the final position (H4-H6): 1/0 values."""
    h0, h1, h2, h3 = code(pawns, 0), code(pawns, 1), code(pawns, 2), code(pawns, 3)
    if hier:
        if h1 > h0:
            h1 = 0
        if h3 > h2:
            h3 = 0
    a = h0 + h1
    b = h2 + h3
    if a == b:
        a = max(h0, h1)
        b = max(h2, h3)
    if a > b:
        return 1.0, 0.0
    if a < b:
        return 0.0, 0.0
    return 0.0, 1.0


@njit(cache=True)
def is_dead(pawns, counts, tall):
    """No pawn can ever change again: the result is fixed."""
    unplaced = 0
    active = 0
    for i in range(4):
        c = code(pawns, i)
        if c == 0:
            unplaced += 1
        elif c <= 6:
            active += 1
    if unplaced > 0 and counts != 0:
        return False
    return not (active > 0 and (counts != 0 or tall != 0))


@njit(cache=True, inline="always")
def emit(pawns, counts, tall, side, hier, out_keys, out_win, out_draw, n):
    if is_dead(pawns, counts, tall):
        out_keys[n] = np.uint64(0)
        w, d = outcome(pawns, hier)
        out_win[n] = w
        out_draw[n] = d
    else:
        key = (canonical_pawns(pawns, hier) | (counts << np.uint64(24))
               | (np.uint64(find(TALL, tall)) << np.uint64(48)))
        if side == 1:
            key |= SIDE
        out_keys[n] = key
    return n + 1


@njit(cache=True)
def children(key, roll, hier, out_keys, out_win, out_draw):
    """The distinct moves for `roll` of the team to move; a child whose result is fixed has
    key 0 and its result in out_win/out_draw. Returns how many moves there are."""
    side = 1 if key & SIDE else 0
    other = 1 - side
    pawns = key & np.uint64(0xFFFFFF)
    counts = (key >> np.uint64(24)) & np.uint64(0xFFFFFF)
    tall = TALL[np.int64((key >> np.uint64(48)) & np.uint64(0x7FF))]
    r = roll
    n = 0
    # 1. place one of the mover's own pawns on a pawnless tower of height r (H4)
    if count(counts, r) > 0:
        c2 = counts - unit(r)
        for i in range(2 * side, 2 * side + 2):
            if code(pawns, i) == 0:
                n = emit(with_code(pawns, i, r), c2, tall, other, hier, out_keys, out_win, out_draw, n)
                if not hier:
                    break
    # 2. a pawnless tower of height r onto another pawnless tower
    if count(counts, r) > 0:
        c1 = counts - unit(r)
        for x in range(1, 7):
            if count(c1, x) > 0:
                c2 = c1 - unit(x)
                s = r + x
                if s <= 6:
                    n = emit(pawns, c2 + unit(s), tall, other, hier, out_keys, out_win, out_draw, n)
                else:
                    n = emit(pawns, c2, tall_insert(tall, s), other, hier, out_keys, out_win, out_draw, n)
        previous = 0
        for j in range(6):
            t = tall_at(tall, j)
            if t == 0:
                break
            if t != previous:
                n = emit(pawns, c1, tall_insert(tall_remove(tall, j), t + r), other, hier,
                         out_keys, out_win, out_draw, n)
            previous = t
    # 3. a tower of height r carrying any pawn (either team's) onto a pawnless tower
    for i in range(4):
        if code(pawns, i) != r:
            continue
        if not hier and (i == 1 or i == 3) and code(pawns, i - 1) == r:
            continue  # the team's alike pawns on alike towers
        for x in range(1, 7):
            if count(counts, x) > 0:
                n = emit(with_code(pawns, i, r + x), counts - unit(x), tall, other, hier,
                         out_keys, out_win, out_draw, n)
        previous = 0
        for j in range(6):
            t = tall_at(tall, j)
            if t == 0:
                break
            if t != previous:
                n = emit(with_code(pawns, i, r + t), counts, tall_remove(tall, j), other, hier,
                         out_keys, out_win, out_draw, n)
            previous = t
    return n


@njit(cache=True, nogil=True)
def expand(keys, start, stop, hier, capacity):
    """The distinct live children of keys[start:stop], unsorted.

    The same loop as solve_kernels.expand over this module's `children`. Passing the move
    generator in as an argument would share it, but numba cannot cache a kernel that takes
    a function (a "dynamic global"), and the cache is what makes a first solve fast."""
    table = np.zeros(capacity, dtype=np.uint64)
    used = 0
    out_keys = np.empty(MAX_MOVES, dtype=np.uint64)
    out_win = np.empty(MAX_MOVES, dtype=np.float64)
    out_draw = np.empty(MAX_MOVES, dtype=np.float64)
    for i in range(start, stop):
        for roll in range(1, 7):
            n = children(keys[i], roll, hier, out_keys, out_win, out_draw)
            for m in range(n):
                if out_keys[m] != 0 and _insert(table, out_keys[m]):
                    used += 1
                    if 2 * used > table.shape[0]:
                        table = _grow(table)
    result = np.empty(used, dtype=np.uint64)
    j = 0
    for t in table:
        if t != 0:
            result[j] = t
            j += 1
    return result


@njit(cache=True)
def better(w, d, best_w, best_d, side):
    """Is (w, d) better for the team to move than the best so far? Win first, then draw."""
    if side == 0:
        if w > best_w + EPS:
            return True
        return w > best_w - EPS and d > best_d + EPS
    lose, best_lose = 1.0 - w - d, 1.0 - best_w - best_d  # Team G's chance to win
    if lose > best_lose + EPS:
        return True
    return lose > best_lose - EPS and d > best_d + EPS


@njit(cache=True)
def value_of(key, slots, where, next_win, next_draw, hier, reroll, out_keys, out_win, out_draw):
    """Mean over the rolls of the mover's best move; a roll that allows no move ends the
    game (or, with `reroll`, does not count)."""
    side = 1 if key & SIDE else 0
    total_w = 0.0
    total_d = 0.0
    rolls = 0
    for roll in range(1, 7):
        n = children(key, roll, hier, out_keys, out_win, out_draw)
        if n == 0:
            if not reroll:
                w, d = outcome(key & np.uint64(0xFFFFFF), hier)
                total_w += w
                total_d += d
                rolls += 1
            continue
        best_w = -1.0
        best_d = -1.0
        for m in range(n):
            if out_keys[m] == 0:
                w = out_win[m]
                d = out_draw[m]
            else:
                index = lookup(slots, where, out_keys[m])
                w = next_win[index]
                d = next_draw[index]
            if best_w < 0.0 or better(w, d, best_w, best_d, side):
                best_w = w
                best_d = d
        total_w += best_w
        total_d += best_d
        rolls += 1
    if rolls == 0:  # only under reroll, for a position nobody can ever move in
        return outcome(key & np.uint64(0xFFFFFF), hier)
    return total_w / rolls, total_d / rolls


@njit(parallel=True, cache=True, nogil=True)
def evaluate(keys, slots, where, next_win, next_draw, hier, reroll):
    """(win, draw) of a layer from those of the next one."""
    win = np.empty(keys.shape[0], dtype=np.float64)
    draw = np.empty(keys.shape[0], dtype=np.float64)
    chunk = 4096
    chunks = (keys.shape[0] + chunk - 1) // chunk
    for c in prange(chunks):
        out_keys = np.empty(MAX_MOVES, dtype=np.uint64)
        out_win = np.empty(MAX_MOVES, dtype=np.float64)
        out_draw = np.empty(MAX_MOVES, dtype=np.float64)
        for i in range(c * chunk, min(keys.shape[0], (c + 1) * chunk)):
            win[i], draw[i] = value_of(keys[i], slots, where, next_win, next_draw, hier, reroll,
                                       out_keys, out_win, out_draw)
    return win, draw
