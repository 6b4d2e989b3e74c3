"""Numba kernels of the exact 27 solver (solver.py has the idea and the API).

Imported only when solving: numba's import and compilation cost seconds, and reading a
finished table needs numpy alone (solve_keys.py packs keys in pure Python, bit for bit
the same as here).

A position is one uint64 key, always seen by the player to move, who is called black here:
he moves towards the last field. White to move is stored as the mirror image (the row
reversed, black and white discs swapped), so a key needs no side to move and both seats
share every entry. Its bits:

    bits  0-53   the discs of the row, 2 bits each: 0 black, 1 white, 2 grey, 3 red. In
                 row order (first field first, each stack bottom up) they fill the disc
                 places from the highest used one down to place 0, so the first field's
                 base (never 0) is the highest nonzero place and tells the disc count
                 (a game always has 27; test positions may have fewer)
    bits 54-62   one bit per grey or red disc, in row order from bit 54: 1 if it is its
                 field's base (it begins a new field), 0 if it is carried (variants)

The value of a key is the final margin (the mover's goal discs minus the opponent's) with
both sides playing for the largest margin of their own: negamax on the margin.

The search is a depth-first negamax with an explicit stack and an open-addressing hash
table as memo. A position being searched is marked BUSY in the table, so a cycle (which
the rules should exclude) is detected instead of silently giving wrong values.
"""
from __future__ import annotations

import numpy as np
from gamebox.compiled import njit

BLACK, WHITE, GREY, RED = 0, 1, 2, 3
DISCS = 27             # 9 bases, 9 black and 9 white discs: the row always holds all of them
FIELDS = 9
MAX_HEIGHT = DISCS + 1
MAX_MOVES = 40         # heights above the bases sum to at most 26, plus one base move a tower
BUSY = -128            # the table's value of a position whose search is under way
NO_BEST = -127
FLAGS = 54             # first flag bit
COLOUR_MASK = np.uint64((1 << 54) - 1)
GOLDEN = np.uint64(0x9E3779B97F4A7C15)   # Fibonacci hashing

# carry codes (which base discs may go along with a whole stack), see Rules.carried_bases
CARRY = {"standard": 0, "grey": 1, "red": 2}

# statuses of search()
RUNNING, DONE, FULL, CYCLE, TOO_DEEP = 0, 1, 2, 3, 4

# What Python calls (the solver, the strong player, the tests), with the types it passes, compiled ahead of time for the bundle, which ships without
# numba (gamebox/compiled.py, packaging/build_kernels.py).
_FRAMES = "u8[::1], i8[::1], i8[::1], i8[::1], i8[::1], u8[:, ::1]"     # search's stack
AHEAD_OF_TIME = {
    "start": f"void(u8, u8[::1], i1[::1], i8, {_FRAMES}, i8[::1])",
    "search": f"i8(u8[::1], i1[::1], i8, i8, {_FRAMES}, i8[::1], i8)",
    "lookup": "i8(u8[::1], i1[::1], u8)",
    "probe": "i8(u8[::1], u8)",
    "expand": "i8(u8[::1], u8[::1], i8, i8, u8[::1], i8[::1])",
    "decode": "i8(u8, i8[:, ::1], i8[::1])",
    "encode": "u8(i8[:, ::1], i8[::1], i8, b1)",
    "key_children": "i8(u8, i8, u8[::1])",
    "key_shifts": "i8(u8, i8, i8[::1], i8[::1], b1[::1])",
    "key_status": "Tuple((b1, b1, i8))(u8)",
}


# -- keys -------------------------------------------------------------------------------

@njit(cache=True)
def disc_count(key):
    """How many discs the key holds: the first field's base, the highest disc, is never 0."""
    colours = key & COLOUR_MASK
    d = 0
    while d < DISCS and (colours >> np.uint64(2 * d)) != np.uint64(0):
        d += 1
    return d


@njit(cache=True)
def decode(key, st, h):
    """Unpack key into st[field, level] (level 0 the base) and h[field] (discs incl. the
    base); returns the number of fields."""
    n = -1
    flag = FLAGS
    for i in range(disc_count(key) - 1, -1, -1):
        c = np.int64((key >> np.uint64(2 * i)) & np.uint64(3))
        if c >= GREY:
            base = (key >> np.uint64(flag)) & np.uint64(1)
            flag += 1
            if base:
                n += 1
                st[n, 0] = c
                h[n] = 1
                continue
        st[n, h[n]] = c
        h[n] += 1
    return n + 1


@njit(cache=True, inline="always")
def _put(key, at, flag, c, is_base):
    """Add disc colour c at disc position `at` (and its flag if grey or red)."""
    key |= np.uint64(c) << np.uint64(2 * at)
    if c >= GREY:
        if is_base:
            key |= np.uint64(1) << np.uint64(flag)
        flag += 1
    return key, flag


@njit(cache=True)
def encode(st, h, n, mirror):
    """The key of the row in st/h, or with `mirror` of its mirror image (white's view)."""
    key = np.uint64(0)
    at = -1
    for f in range(n):
        at += h[f]
    flag = FLAGS
    for g in range(n):
        f = n - 1 - g if mirror else g
        for d in range(h[f]):
            c = st[f, d]
            if mirror and c < GREY:
                c ^= 1
            key, flag = _put(key, at, flag, c, d == 0)
            at -= 1
    return key


@njit(cache=True)
def moved_key(st, h, n, f, j, cut):
    """The key, seen by the opponent, of the row after the discs st[f, cut:] go on top of
    field j. With cut 0 the base goes along and field f disappears."""
    key = np.uint64(0)
    at = -1
    for g in range(n):
        at += h[g]
    flag = FLAGS
    for g in range(n - 1, -1, -1):   # mirrored: the last field first
        top = cut if g == f else h[g]
        for d in range(top):
            c = st[g, d]
            if c < GREY:
                c ^= 1
            key, flag = _put(key, at, flag, c, d == 0)
            at -= 1
        if g == j:
            for d in range(cut, h[f]):
                c = st[f, d]
                if c < GREY:
                    c ^= 1
                key, flag = _put(key, at, flag, c, False)   # carried, even a base
                at -= 1
    return key


# -- rules (state.py's moves_of, for the player to move in the key's frame) --------------

@njit(cache=True, inline="always")
def _is_tower(st, h, f, colour):
    return h[f] > 1 and st[f, h[f] - 1] == colour


@njit(cache=True)
def can_move(st, h, n, colour):
    """Whether black (colour 0, moving up) or white (1, moving down) has a shift."""
    towers = 0
    for f in range(n):
        if _is_tower(st, h, f, colour):
            towers += 1
    for f in range(n):
        if _is_tower(st, h, f, colour):
            j = f + towers if colour == BLACK else f - towers
            if 0 <= j < n:
                return True
    return False


@njit(cache=True, inline="always")
def _carries(base, carry):
    return (carry == 1 and base == GREY) or (carry == 2 and base >= GREY)


@njit(cache=True)
def shifts(st, h, n, carry, out_src, out_count, out_base):
    """The mover's shifts in state.py's order (towers left to right, counts up, the base
    move last): source field, disc count, base flag. Returns how many."""
    towers = 0
    for f in range(n):
        if _is_tower(st, h, f, BLACK):
            towers += 1
    m = 0
    for f in range(n):
        if not _is_tower(st, h, f, BLACK) or f + towers >= n:
            continue   # past the goal (a tower on the goal always is)
        height = h[f] - 1
        for k in range(1, height + 1):
            out_src[m] = f
            out_count[m] = k
            out_base[m] = False
            m += 1
        if _carries(st[f, 0], carry):
            out_src[m] = f
            out_count[m] = height
            out_base[m] = True
            m += 1
    return m, towers


@njit(cache=True)
def children(key, carry, out, st, h):
    """The keys after each shift of the mover, in state.py's order (see shifts()). Returns
    their number; 0 if he must pass or the game is over (terminal_margin tells which)."""
    n = decode(key, st, h)
    towers = 0
    for f in range(n):
        if _is_tower(st, h, f, BLACK):
            towers += 1
    m = 0
    for f in range(n):
        if not _is_tower(st, h, f, BLACK) or f + towers >= n:
            continue
        j = f + towers
        for k in range(1, h[f]):
            out[m] = moved_key(st, h, n, f, j, h[f] - k)
            m += 1
        if _carries(st[f, 0], carry):
            out[m] = moved_key(st, h, n, f, j, 0)
            m += 1
    return m


@njit(cache=True)
def margin(h, n):
    """The mover's goal discs minus the opponent's: the last field's height minus the first's."""
    return h[n - 1] - h[0]


# -- the hash table -----------------------------------------------------------------------

@njit(cache=True, inline="always")
def probe(keys, key):
    """The slot of key, or the empty slot where it belongs."""
    mask = keys.shape[0] - 1     # a power of two, at most 2**32 slots
    i = np.int64((key * GOLDEN) >> np.uint64(32)) & mask
    while True:
        k = keys[i]
        if k == key or k == np.uint64(0):
            return i
        i = (i + 1) & mask


@njit(cache=True)
def lookup(keys, vals, key):
    """The stored value of key, or BUSY if it is not in the table (or not finished)."""
    i = probe(keys, key)
    if keys[i] == key:
        return vals[i]
    return BUSY


# -- the search -----------------------------------------------------------------------------

@njit(cache=True)
def _open(key, slot, sp, carry, keys, vals, fr_key, fr_slot, fr_next, fr_count, fr_best, fr_kids,
          st, h):
    """Expand a new position into frame sp. Returns True if pushed, False if it was
    terminal (its value is then stored)."""
    m = children(key, carry, fr_kids[sp], st, h)
    if m == 0:
        n = decode(key, st, h)
        if not can_move(st, h, n, WHITE):
            vals[slot] = margin(h, n)
            return False
        fr_kids[sp, 0] = encode(st, h, n, True)   # pass: the same row, the opponent to move
        m = 1
    fr_key[sp] = key
    fr_slot[sp] = slot
    fr_next[sp] = 0
    fr_count[sp] = m
    fr_best[sp] = NO_BEST
    return True


@njit(cache=True, nogil=True)     # long runs on a worker thread: the window goes on meanwhile
def search(keys, vals, limit, carry, fr_key, fr_slot, fr_next, fr_count, fr_best, fr_kids,
           stats, budget):
    """Run the depth-first negamax for up to `budget` steps. The stack (fr_*) and stats
    (0: stack depth, 1: positions stored, 2: deepest stack, 3: steps) persist between calls,
    so a long solve runs in slices and can report progress. Returns a status."""
    st = np.zeros((FIELDS, MAX_HEIGHT), dtype=np.int64)
    h = np.zeros(FIELDS, dtype=np.int64)
    depth = fr_key.shape[0]
    sp = stats[0]
    count = stats[1]
    deepest = stats[2]
    steps = 0
    status = np.int64(RUNNING)      # numbers, not the constants: the ahead-of-time build would not join them
    while steps < budget:
        steps += 1
        if sp == 0:
            status = np.int64(DONE)
            break
        top = sp - 1
        if fr_next[top] < fr_count[top]:
            child = fr_kids[top, fr_next[top]]
            slot = probe(keys, child)
            if keys[slot] == child:
                v = vals[slot]
                if v == BUSY:
                    status = np.int64(CYCLE)
                    break
                if -v > fr_best[top]:
                    fr_best[top] = -v
                fr_next[top] += 1
                continue
            if count >= limit:
                status = np.int64(FULL)
                break
            if sp >= depth:
                status = np.int64(TOO_DEEP)
                break
            keys[slot] = child
            vals[slot] = BUSY
            count += 1
            if _open(child, slot, sp, carry, keys, vals, fr_key, fr_slot, fr_next, fr_count,
                     fr_best, fr_kids, st, h):
                sp += 1
                if sp > deepest:
                    deepest = sp
            else:
                v = vals[slot]
                if -v > fr_best[top]:
                    fr_best[top] = -v
                fr_next[top] += 1
        else:
            v = fr_best[top]
            vals[fr_slot[top]] = v
            sp -= 1
            if sp > 0:
                if -v > fr_best[sp - 1]:
                    fr_best[sp - 1] = -v
                fr_next[sp - 1] += 1
    stats[0] = sp
    stats[1] = count
    stats[2] = deepest
    stats[3] += steps
    return status


@njit(cache=True)
def start(root, keys, vals, carry, fr_key, fr_slot, fr_next, fr_count, fr_best, fr_kids, stats):
    """Put the root on the empty stack (or store its value at once if the game is over)."""
    st = np.zeros((FIELDS, MAX_HEIGHT), dtype=np.int64)
    h = np.zeros(FIELDS, dtype=np.int64)
    slot = probe(keys, root)
    keys[slot] = root
    vals[slot] = BUSY
    stats[1] = 1
    if _open(root, slot, 0, carry, keys, vals, fr_key, fr_slot, fr_next, fr_count, fr_best,
             fr_kids, st, h):
        stats[0] = 1
        stats[2] = 1


@njit(cache=True)
def compact(keys, vals, out_keys, out_vals):
    """The stored positions as sorted keys and their values (out_* sized to the count)."""
    m = 0
    for i in range(keys.shape[0]):
        if keys[i] != np.uint64(0):
            out_keys[m] = keys[i]
            m += 1
    out_keys.sort()
    for i in range(m):
        out_vals[i] = lookup(keys, vals, out_keys[i])
    return m


# -- helpers for tests and the Python side -------------------------------------------------

@njit(cache=True)
def key_children(key, carry, out):
    st = np.zeros((FIELDS, MAX_HEIGHT), dtype=np.int64)
    h = np.zeros(FIELDS, dtype=np.int64)
    return children(key, carry, out, st, h)


@njit(cache=True)
def key_shifts(key, carry, out_src, out_count, out_base):
    st = np.zeros((FIELDS, MAX_HEIGHT), dtype=np.int64)
    h = np.zeros(FIELDS, dtype=np.int64)
    n = decode(key, st, h)
    m, _ = shifts(st, h, n, carry, out_src, out_count, out_base)
    return m


@njit(cache=True)
def key_status(key):
    """(mover can move, opponent can move, margin) of a key."""
    st = np.zeros((FIELDS, MAX_HEIGHT), dtype=np.int64)
    h = np.zeros(FIELDS, dtype=np.int64)
    n = decode(key, st, h)
    return can_move(st, h, n, BLACK), can_move(st, h, n, WHITE), margin(h, n)


# -- survey: breadth-first growth, to size a solve before running it ----------------------

@njit(cache=True)
def expand(frontier, keys, limit, carry, out, stats):
    """Insert the unseen children of the frontier keys into the key table and write them to
    out (sized 40 per frontier key, MAX_MOVES). stats: 0 positions stored, 1 terminal
    positions met, 2 children generated. Returns how many were written, or -1 when the
    table reached `limit`."""
    st = np.zeros((FIELDS, MAX_HEIGHT), dtype=np.int64)
    h = np.zeros(FIELDS, dtype=np.int64)
    kids = np.zeros(MAX_MOVES, dtype=np.uint64)
    written = 0
    for x in range(frontier.shape[0]):
        m = children(frontier[x], carry, kids, st, h)
        if m == 0:
            n = decode(frontier[x], st, h)
            if not can_move(st, h, n, WHITE):
                stats[1] += 1
                continue
            kids[0] = encode(st, h, n, True)
            m = 1
        stats[2] += m
        for c in range(m):
            slot = probe(keys, kids[c])
            if keys[slot] != kids[c]:
                if stats[0] >= limit:
                    return -1
                keys[slot] = kids[c]
                stats[0] += 1
                out[written] = kids[c]
                written += 1
    return written
