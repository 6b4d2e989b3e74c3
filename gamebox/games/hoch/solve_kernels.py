"""Numba kernels of the exact solo solver (solver.py has the idea and the API).

Imported only when a table is computed: numba's import and JIT cost seconds, and reading a
finished table needs numpy alone.

A position is one uint64 key:

    bits  0-23   four pawn codes, 6 bits each: 0 unplaced, 1..45 the height of its tower.
                 Without the hierarchy the codes are sorted and every tower above 6 is the
                 code 7, "banked": such a pawn can never change again, so its points are
                 the move's reward and the key forgets its height.
    bits 24-47   how many pawnless towers of height 1..6 there are, 4 bits each
    bits 48-63   the rank of the multiset of pawnless towers taller than 6 in TALL

Every move takes exactly one tower out of the pawnless multiset (placing a pawn uses it,
stacking consumes the target), so positions fall into layers by the number of pawnless
towers; values are computed layer by layer, from the last back to the start.

The hot code works on packed integers only. Numba passes each array argument with
reference counting, which cost more than the moves themselves in a first version.
"""
from __future__ import annotations

import numpy as np
from gamebox.compiled import njit, prange

from .solve_keys import BANKED, tall_multisets

MAX_MOVES = 64        # moves for one roll are far fewer (distinct targets only)
NO_VALUE = -1.0       # out_fixed of a child that needs a table lookup

# What Python calls, with the types it passes, compiled ahead of time for the bundle, which ships without
# numba (gamebox/compiled.py, packaging/build_kernels.py).
AHEAD_OF_TIME = {
    "expand": "u8[::1](u8[::1], i8, i8, b1, i8)",
    "build_index": "Tuple((u8[::1], i8[::1]))(u8[::1])",
    "evaluate": "f8[::1](u8[::1], u8[::1], i8[::1], f8[::1], b1, b1)",
}


TALL = tall_multisets()   # a global: numba freezes it into the compiled code


@njit(cache=True)
def find(sorted_keys, key):
    """Index of key in a sorted uint64 array (it must be there)."""
    lo = 0
    hi = sorted_keys.shape[0] - 1
    while lo < hi:
        mid = (lo + hi) >> 1
        if sorted_keys[mid] < key:
            lo = mid + 1
        else:
            hi = mid
    return lo


# -- packed fields ----------------------------------------------------------------------

@njit(cache=True)
def code(pawns, i):
    return np.int64((pawns >> np.uint64(6 * i)) & np.uint64(63))


@njit(cache=True)
def with_code(pawns, i, value):
    shift = np.uint64(6 * i)
    return (pawns & ~(np.uint64(63) << shift)) | (np.uint64(value) << shift)


@njit(cache=True)
def count(counts, h):
    return np.int64((counts >> np.uint64(4 * (h - 1))) & np.uint64(15))


@njit(cache=True)
def unit(h):
    return np.uint64(1) << np.uint64(4 * (h - 1))


@njit(cache=True)
def tall_at(tall, j):
    return np.int64((tall >> np.uint64(6 * j)) & np.uint64(63))


@njit(cache=True)
def tall_insert(tall, value):
    """Insert a height into a packed descending multiset."""
    result = np.uint64(0)
    out = 0
    placed = False
    for j in range(7):
        t = tall_at(tall, j)
        if not placed and value >= t:
            result |= np.uint64(value) << np.uint64(6 * out)
            out += 1
            placed = True
        if t == 0:
            break
        result |= np.uint64(t) << np.uint64(6 * out)
        out += 1
    return result


@njit(cache=True)
def tall_remove(tall, j):
    """Remove entry j of a packed descending multiset."""
    low = tall & ((np.uint64(1) << np.uint64(6 * j)) - np.uint64(1))
    high = tall >> np.uint64(6 * (j + 1))
    return low | (high << np.uint64(6 * j))


@njit(cache=True)
def canonical_pawns(pawns, hier):
    """Without the hierarchy the pawns are alike: sort their codes (sorting network)."""
    if hier:
        return pawns
    a, b, c, d = code(pawns, 0), code(pawns, 1), code(pawns, 2), code(pawns, 3)
    if a > b:
        a, b = b, a
    if c > d:
        c, d = d, c
    if a > c:
        a, c = c, a
    if b > d:
        b, d = d, b
    if b > c:
        b, c = c, b
    return (np.uint64(a) | np.uint64(b) << np.uint64(6) | np.uint64(c) << np.uint64(12)
            | np.uint64(d) << np.uint64(18))


@njit(cache=True)
def make_key(pawns, counts, tall, hier):
    return (canonical_pawns(pawns, hier) | (counts << np.uint64(24))
            | (np.uint64(find(TALL, tall)) << np.uint64(48)))


@njit(cache=True)
def score(pawns, hier):
    """Final points of the pawns as coded (without hierarchy: those not banked yet)."""
    total = 0
    if not hier:
        for i in range(4):
            c = code(pawns, i)
            if c <= 6:
                total += c
        return total
    for p in range(4):
        h = code(pawns, p)
        ok = True
        for q in range(p):
            if h > code(pawns, q):
                ok = False
        if ok:
            total += h
    return total


@njit(cache=True)
def is_dead(pawns, counts, tall):
    """True if no pawn can ever change again, so the score is final."""
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


# -- moves ------------------------------------------------------------------------------

@njit(cache=True)
def children(key, roll, hier, out_keys, out_reward, out_fixed):
    """The distinct moves for `roll` from position `key`.

    For each: the child's key, the points the move banks, and the child's final value if
    its score can no longer change (its key is then 0). Returns how many moves there are.
    """
    pawns = key & np.uint64(0xFFFFFF)
    counts = (key >> np.uint64(24)) & np.uint64(0xFFFFFF)
    tall = TALL[np.int64(key >> np.uint64(48))]
    r = roll
    n = 0
    # 1. place a pawn on a pawnless tower of height r
    if count(counts, r) > 0:
        c2 = counts - unit(r)
        for i in range(4):
            if code(pawns, i) == 0:
                p2 = with_code(pawns, i, r)
                n = emit(p2, c2, tall, 0.0, hier, out_keys, out_reward, out_fixed, n)
                if not hier:
                    break  # the pawns are alike
    # 2. a pawnless tower of height r onto another pawnless tower
    if count(counts, r) > 0:
        c1 = counts - unit(r)
        for x in range(1, 7):
            if count(c1, x) > 0:
                c2 = c1 - unit(x)
                s = r + x
                if s <= 6:
                    n = emit(pawns, c2 + unit(s), tall, 0.0, hier, out_keys, out_reward, out_fixed, n)
                else:
                    n = emit(pawns, c2, tall_insert(tall, s), 0.0, hier, out_keys, out_reward, out_fixed, n)
        previous = 0
        for j in range(6):
            t = tall_at(tall, j)
            if t == 0:
                break
            if t != previous:  # equal heights give the same child
                t2 = tall_insert(tall_remove(tall, j), t + r)
                n = emit(pawns, c1, t2, 0.0, hier, out_keys, out_reward, out_fixed, n)
            previous = t
    # 3. a tower of height r carrying a pawn onto a pawnless tower
    for i in range(4):
        if code(pawns, i) != r:
            continue
        if not hier and i > 0 and code(pawns, i - 1) == r:
            continue  # alike pawns on alike towers
        for x in range(1, 7):
            if count(counts, x) > 0:
                s = r + x
                reward = 0.0
                if s > 6 and not hier:
                    reward = float(s)
                    s = BANKED
                n = emit(with_code(pawns, i, s), counts - unit(x), tall, reward, hier,
                         out_keys, out_reward, out_fixed, n)
        previous = 0
        for j in range(6):
            t = tall_at(tall, j)
            if t == 0:
                break
            if t != previous:
                s = r + t
                reward = 0.0
                if not hier:
                    reward = float(s)
                    s = BANKED
                n = emit(with_code(pawns, i, s), counts, tall_remove(tall, j), reward, hier,
                         out_keys, out_reward, out_fixed, n)
            previous = t
    return n


@njit(cache=True, inline="always")
def emit(pawns, counts, tall, reward, hier, out_keys, out_reward, out_fixed, n):
    out_reward[n] = reward
    if is_dead(pawns, counts, tall):
        out_keys[n] = np.uint64(0)
        out_fixed[n] = reward + score(pawns, hier)
    else:
        out_keys[n] = make_key(pawns, counts, tall, hier)
        out_fixed[n] = NO_VALUE
    return n + 1


@njit(cache=True)
def key_is_dead(key):
    return is_dead(key & np.uint64(0xFFFFFF), (key >> np.uint64(24)) & np.uint64(0xFFFFFF),
                   TALL[np.int64(key >> np.uint64(48))])


@njit(cache=True)
def key_score(key, hier):
    return score(key & np.uint64(0xFFFFFF), hier)


# -- layers -----------------------------------------------------------------------------
# Hand-written hashing: numba's typed dict is several times slower for millions of uint64
# keys, and numpy has no hash set; open addressing over one array is all this needs.

@njit(cache=True)
def _slot(key, mask):
    z = key + np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    return np.int64(z & mask)


@njit(cache=True)
def _insert(table, key):
    """Insert into an open-addressing set (0 = empty); True if the key is new."""
    mask = np.uint64(table.shape[0] - 1)
    h = _slot(key, mask)
    while True:
        t = table[h]
        if t == key:
            return False
        if t == 0:
            table[h] = key
            return True
        h = (h + 1) & np.int64(mask)


@njit(cache=True, nogil=True)
def build_index(keys):
    """An open-addressing index key -> position of a sorted layer: one or two cache misses
    per lookup where a binary search over millions of keys takes a dozen."""
    size = 1 << 16
    while size < 2 * keys.shape[0]:
        size *= 2
    slots = np.zeros(size, dtype=np.uint64)
    where = np.empty(size, dtype=np.int64)
    mask = np.uint64(size - 1)
    for i in range(keys.shape[0]):
        h = _slot(keys[i], mask)
        while slots[h] != 0:
            h = (h + 1) & np.int64(mask)
        slots[h] = keys[i]
        where[h] = i
    return slots, where


@njit(cache=True)
def lookup(slots, where, key):
    """Position of key in the layer the index was built from (it must be there)."""
    mask = np.uint64(slots.shape[0] - 1)
    h = _slot(key, mask)
    while slots[h] != key:
        h = (h + 1) & np.int64(mask)
    return where[h]


@njit(cache=True)
def _grow(table):
    bigger = np.zeros(table.shape[0] * 2, dtype=np.uint64)
    for t in table:
        if t != 0:
            _insert(bigger, t)
    return bigger


@njit(cache=True, nogil=True)
def expand(keys, start, stop, hier, capacity):
    """The distinct live children of keys[start:stop], unsorted."""
    table = np.zeros(capacity, dtype=np.uint64)
    used = 0
    out_keys = np.empty(MAX_MOVES, dtype=np.uint64)
    out_reward = np.empty(MAX_MOVES, dtype=np.float64)
    out_fixed = np.empty(MAX_MOVES, dtype=np.float64)
    for i in range(start, stop):
        for roll in range(1, 7):
            n = children(keys[i], roll, hier, out_keys, out_reward, out_fixed)
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
def value_of(key, slots, where, next_values, hier, reroll, out_keys, out_reward, out_fixed):
    """Bellman backup: the mean over the rolls of the best move's value; a roll that allows
    no move ends the game (or, with `reroll`, does not count)."""
    total = 0.0
    rolls = 0
    for roll in range(1, 7):
        n = children(key, roll, hier, out_keys, out_reward, out_fixed)
        if n == 0:
            if not reroll:
                total += key_score(key, hier)
                rolls += 1
            continue
        best = -1.0
        for m in range(n):
            if out_keys[m] == 0:
                v = out_fixed[m]
            else:
                v = out_reward[m] + next_values[lookup(slots, where, out_keys[m])]
            best = max(best, v)
        total += best
        rolls += 1
    return total / rolls


@njit(parallel=True, cache=True, nogil=True)
def evaluate(keys, slots, where, next_values, hier, reroll):
    """Values of a layer from the values of the next one (indexed by build_index)."""
    values = np.empty(keys.shape[0], dtype=np.float64)
    chunk = 4096
    chunks = (keys.shape[0] + chunk - 1) // chunk
    for c in prange(chunks):
        out_keys = np.empty(MAX_MOVES, dtype=np.uint64)
        out_reward = np.empty(MAX_MOVES, dtype=np.float64)
        out_fixed = np.empty(MAX_MOVES, dtype=np.float64)
        for i in range(c * chunk, min(keys.shape[0], (c + 1) * chunk)):
            values[i] = value_of(keys[i], slots, where, next_values, hier, reroll,
                                 out_keys, out_reward, out_fixed)
    return values
