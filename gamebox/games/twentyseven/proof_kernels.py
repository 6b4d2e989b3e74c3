"""27's proving search, compiled: alpha-beta over the game's keys with a table of proven bounds (the
exhaustive search and the keys themselves are solve_kernels.py's). The solver calls `alphabeta` in slices
on a worker thread (gamebox/games/twentyseven/solver.py); like every kernel module it is compiled ahead of
time for the bundle (gamebox/compiled.py, packaging/build_kernels.py)."""
from __future__ import annotations

import numpy as np
from gamebox.compiled import njit

from .solve_kernels import (  # noqa: F401  (the statuses are read from here too)
    BLACK,
    DONE,
    FIELDS,
    GOLDEN,
    MAX_HEIGHT,
    MAX_MOVES,
    NO_BEST,
    RUNNING,
    TOO_DEEP,
    WHITE,
    can_move,
    children,
    decode,
    encode,
    margin,
)

_AB_TABLE = "u8[::1], i1[::1], i1[::1], u1[::1]"
_AB_FRAMES = "u8[::1], i8[::1], i8[::1], i8[::1], i8[::1], i8[::1], i8[::1], u8[:, ::1], i8[::1]"
# What Python calls, with the types it passes (compiled ahead of time for the bundle).
AHEAD_OF_TIME = {
    "alphabeta": f"i8(u8, i8, i8, i8, {_AB_TABLE}, {_AB_FRAMES}, i8[::1], i8)",
}


# -- alpha-beta with a table of proven bounds -----------------------------------------------
# The full reachable graph is far too large to store (see solver.py), but the value of one
# position needs only a proof tree. The game has no cycles and every search runs to the end,
# so a stored bound is a fact about the position whatever the window it came from: the
# table keeps [lo, hi] per key and nothing else. Slots come in buckets of four; when a
# bucket is full, the entry that cost the least work to prove gives way.

BUCKET = 4
UNKNOWN_LO, UNKNOWN_HI = -64, 64      # outside every margin (|margin| <= 26)


@njit(cache=True)
def guess(st, h, n):
    """A rough margin for the mover, to try the promising moves first: stacks on a goal
    count in full; elsewhere a stack counts for the owner of its top disc, more the closer
    it stands to his goal."""
    lead = (h[n - 1] - 1) - (h[0] - 1)
    last = n - 1
    for f in range(1, last):
        height = h[f] - 1
        if height == 0:
            continue
        top = st[f, h[f] - 1]
        if top == BLACK:
            lead += 0.55 * height * (0.5 + 0.5 * f / last)
        elif top == WHITE:
            lead -= 0.55 * height * (0.5 + 0.5 * (last - f) / last)
    return lead


@njit(cache=True, inline="always")
def tt_find(tt_keys, key):
    """The slot holding key, or -1."""
    nb = tt_keys.shape[0] // BUCKET
    b = (np.int64((key * GOLDEN) >> np.uint64(32)) & (nb - 1)) * BUCKET
    for s in range(b, b + BUCKET):
        if tt_keys[s] == key:
            return s
    return -1


@njit(cache=True)
def tt_store(tt_keys, tt_lo, tt_hi, tt_work, key, lo, hi, work, stats):
    """Narrow the stored bounds of key to [lo, hi] (inserting it, possibly evicting the
    cheapest entry of its bucket)."""
    nb = tt_keys.shape[0] // BUCKET
    b = (np.int64((key * GOLDEN) >> np.uint64(32)) & (nb - 1)) * BUCKET
    victim = b
    for s in range(b, b + BUCKET):
        k = tt_keys[s]
        if k == key:
            if lo > tt_lo[s]:
                tt_lo[s] = lo
            if hi < tt_hi[s]:
                tt_hi[s] = hi
            if work > tt_work[s]:
                tt_work[s] = work
            return
        if k == np.uint64(0):
            victim = s
            stats[6] += 1
            break
        if tt_work[s] < tt_work[victim]:
            victim = s
    tt_keys[victim] = key
    tt_lo[victim] = lo
    tt_hi[victim] = hi
    tt_work[victim] = work


@njit(cache=True)
def _work(nodes):
    """log2 of a subtree's node count, as a small eviction priority."""
    w = 0
    while nodes > 1 and w < 63:
        nodes >>= 1
        w += 1
    return w


@njit(cache=True)
def _enter(key, a, b, sp, carry, tt_keys, tt_lo, tt_hi, tt_work, fr_key, fr_a0, fr_a, fr_b,
           fr_best, fr_next, fr_count, fr_kids, fr_nodes, st, h, scores, stats):
    """Start searching key with window (a, b) in frame sp. Returns (pushed, value): when
    the table, the end of the game or a child's stored bound settles it at once, value is
    the (fail-soft) result and nothing is pushed."""
    stats[3] += 1
    s = tt_find(tt_keys, key)
    if s >= 0:
        lo = np.int64(tt_lo[s])
        hi = np.int64(tt_hi[s])
        if lo >= b or lo == hi:
            return False, lo
        if hi <= a:
            return False, hi
        if lo > a:
            a = lo
        if hi < b:
            b = hi
    kids = fr_kids[sp]
    m = children(key, carry, kids, st, h)
    if m == 0:
        n = decode(key, st, h)
        if not can_move(st, h, n, WHITE):
            v = margin(h, n)
            tt_store(tt_keys, tt_lo, tt_hi, tt_work, key, v, v, 0, stats)
            return False, v
        kids[0] = encode(st, h, n, True)   # pass
        m = 1
    else:
        # Order the moves: stored bounds first (and a cutoff if one already proves enough),
        # then the rough guess.
        for c in range(m):
            s = tt_find(tt_keys, kids[c])
            if s >= 0:
                at_least = -np.int64(tt_hi[s])
                if at_least >= b:
                    return False, at_least
                scores[c] = 100.0 - 0.5 * (np.int64(tt_lo[s]) + np.int64(tt_hi[s]))
            else:
                n = decode(kids[c], st, h)
                scores[c] = -guess(st, h, n)
        for c in range(1, m):   # insertion sort, best first
            k = kids[c]
            v = scores[c]
            d = c - 1
            while d >= 0 and scores[d] < v:
                kids[d + 1] = kids[d]
                scores[d + 1] = scores[d]
                d -= 1
            kids[d + 1] = k
            scores[d + 1] = v
    fr_key[sp] = key
    fr_a0[sp] = a
    fr_a[sp] = a
    fr_b[sp] = b
    fr_best[sp] = NO_BEST
    fr_next[sp] = 0
    fr_count[sp] = m
    fr_nodes[sp] = stats[3]
    return True, 0


@njit(cache=True, nogil=True)     # long runs on a worker thread: the window goes on meanwhile
def alphabeta(root, alpha, beta, carry, tt_keys, tt_lo, tt_hi, tt_work, fr_key, fr_a0, fr_a, fr_b,
              fr_best, fr_next, fr_count, fr_kids, fr_nodes, stats, budget):
    """Fail-soft negamax of root within (alpha, beta), for up to `budget` node visits.

    The stack (fr_*) persists between calls; stats: 0 stack depth (0 with stats[1] == 0:
    start from root), 1 started, 2 the result, 3 nodes visited, 4 deepest stack,
    5 status, 6 table entries filled. Returns the status: RUNNING or DONE."""
    st = np.zeros((FIELDS, MAX_HEIGHT), dtype=np.int64)
    h = np.zeros(FIELDS, dtype=np.int64)
    scores = np.zeros(MAX_MOVES, dtype=np.float64)
    depth = fr_key.shape[0]
    sp = stats[0]
    if stats[1] == 0:
        stats[1] = 1
        pushed, v = _enter(root, alpha, beta, 0, carry, tt_keys, tt_lo, tt_hi, tt_work, fr_key,
                           fr_a0, fr_a, fr_b, fr_best, fr_next, fr_count, fr_kids, fr_nodes, st, h,
                           scores[:], stats)
        if not pushed:
            stats[2] = v
            stats[5] = DONE
            return DONE
        sp = 1
    end = stats[3] + budget
    result = np.int64(0)
    returning = False
    while True:
        top = sp - 1
        if returning:
            returning = False
            v = -result
            if v > fr_best[top]:
                fr_best[top] = v
                if v > fr_a[top]:
                    fr_a[top] = v
            fr_next[top] += 1
        if fr_best[top] >= fr_b[top] or fr_next[top] >= fr_count[top]:
            # done here: store the bound the window proves, hand the value up
            best = fr_best[top]
            work = _work(stats[3] - fr_nodes[top])
            if best >= fr_b[top]:
                lo, hi = best, UNKNOWN_HI
            elif best <= fr_a0[top]:
                lo, hi = UNKNOWN_LO, best
            else:
                lo, hi = best, best
            tt_store(tt_keys, tt_lo, tt_hi, tt_work, fr_key[top], lo, hi, work, stats)
            result = best
            sp -= 1
            if sp == 0:
                stats[0] = 0
                stats[2] = result
                stats[5] = DONE
                return DONE
            returning = True
            continue
        if stats[3] >= end:
            stats[0] = sp
            return RUNNING
        if sp >= depth:
            stats[5] = TOO_DEEP
            return TOO_DEEP
        child = fr_kids[top, fr_next[top]]
        a = fr_a[top]
        pushed, v = _enter(child, -fr_b[top], -a, sp, carry, tt_keys, tt_lo, tt_hi, tt_work,
                           fr_key, fr_a0, fr_a, fr_b, fr_best, fr_next, fr_count, fr_kids, fr_nodes,
                           st, h, scores, stats)
        if pushed:
            sp += 1
            if sp > stats[4]:
                stats[4] = sp
        else:
            result = v
            returning = True
