"""The move generator's walk compiled with numba (boards up to 8×8): the same walk as
`movegen._placement_codes`, over the tree of words as arrays (`tree_arrays`), writing each placement's
code into an array; movegen.py turns the codes into placements.

Why compiled: a walk in Python costs about a microsecond a step, and a rack with two blanks has tens of
thousands of placements of about six steps each (docs/design/scrabble6.md, "Blanks"). Imported only when
a list is made: numba's import costs a second, its compiled code is cached on disk (`cache=True`).
"""
from __future__ import annotations

import numpy as np
from gamebox.compiled import njit

from .lexicon import AHEAD, AHEAD_BITS, AHEAD_DEPTH, CHILDREN, END, HEIGHT

CODE_BITS = 12              # a tile's digit: 1 + field × 58 + its letter's rank < 4096 up to 8×8

# What Python calls, with the types it passes, compiled ahead of time for the bundle, which ships without
# numba (gamebox/compiled.py, packaging/build_kernels.py).
AHEAD_OF_TIME = {
    "walk_line": "void(i4[::1], i1[::1], i4[::1], u1[::1], i1[::1], i4[:, ::1], i8[::1], b1[::1], i8[:, ::1], "
                 "i8[:, ::1], i8[::1], i8[::1], i8[::1], i8[::1], i8[::1], i8, b1, i8, b1, b1, i8[::1], i8[::1])",
}


def tree_arrays(root: dict, alphabet: str):
    """The tree as arrays: for node i its children kid_node[kid_start[i]:kid_start[i + 1]] with their
    letters' indices in `alphabet` kid_letter[...], whether a word ends there, its HEIGHT and AHEAD."""
    order, index = [root], {id(root): 0}
    k = 0
    while k < len(order):                       # breadth first: every node gets its number
        for _letter, child in order[k][CHILDREN]:
            index[id(child)] = len(order)
            order.append(child)
        k += 1
    n = len(order)
    kid_start = np.zeros(n + 1, np.int32)
    kid_letter, kid_node = [], []
    is_end = np.zeros(n, np.uint8)
    height = np.zeros(n, np.int8)
    ahead = np.zeros((n, AHEAD_DEPTH), np.int32)
    letter_index = {ch: i for i, ch in enumerate(alphabet)}
    mask = (1 << AHEAD_BITS) - 1
    for i, node in enumerate(order):
        kid_start[i] = len(kid_letter)
        for letter, child in node[CHILDREN]:
            kid_letter.append(letter_index[letter])
            kid_node.append(index[id(child)])
        is_end[i] = END in node
        height[i] = node[HEIGHT]
        packed = node[AHEAD]
        for depth in range(AHEAD_DEPTH):
            ahead[i, depth] = packed >> AHEAD_BITS * depth & mask
    kid_start[n] = len(kid_letter)
    return (kid_start, np.array(kid_letter, np.int8), np.array(kid_node, np.int32), is_end, height, ahead)


@njit(cache=True)
def walk_line(kid_start, kid_letter, kid_node, is_end, height, ahead, tops, open_, upper, lower,
              cells, reach, bits, cover, counts, blanks, first, budget, lean, backward, out, used):
    """Every start of one line in one reading direction: the walk of movegen.py without recursion (a
    stack of frames, one a field), each placement's code into `out` (`used[0]` counts them, also past
    the end of `out`: the caller then tries again with more room)."""
    end = cells.shape[0]
    depth = end + 1
    node_s = np.zeros(depth, np.int64)
    kept_s = np.zeros(depth, np.int64)
    blank_s = np.zeros(depth, np.int64)
    n_s = np.zeros(depth, np.int64)
    code_s = np.zeros(depth, np.int64)
    phase = np.zeros(depth, np.int64)     # 0 entering, 1 after keeping the board's letter, 2 trying tiles
    it = np.zeros(depth, np.int64)        # the child being tried
    sub = np.zeros(depth, np.int64)       # 0: a real tile next, 1: a blank next
    dec = np.zeros(depth, np.int64)       # the letter whose count the frame took (-1: none)
    top_s = np.zeros(depth, np.int64)
    for start in range(end - 1):
        d = 0
        node_s[0] = 0
        kept_s[0] = 0
        blank_s[0] = blanks
        n_s[0] = 0
        code_s[0] = 0
        phase[0] = 0
        dec[0] = -1
        while d >= 0:
            k = start + d
            node = node_s[d]
            kept = kept_s[d]
            n = n_s[d]
            ph = phase[d]
            pop = False
            if ph == 0:
                if d >= 2 and n > 0 and (kept > 0 or first) and is_end[node]:
                    if used[0] < out.shape[0]:
                        out[used[0]] = code_s[d] << (CODE_BITS * (5 - n))
                    used[0] += 1
                if k == end:
                    pop = True
                elif kept == 0 and (reach[k] > budget - n or height[node] <= reach[k]
                                    or ((ahead[node, reach[k]] & bits[k]) == 0 and cover[k] > budget - n)):
                    pop = True
                else:
                    top = tops[cells[k]]
                    top_s[d] = top
                    phase[d] = 1
                    if top >= 0:
                        child = -1
                        for i in range(kid_start[node], kid_start[node + 1]):
                            if kid_letter[i] == top:
                                child = kid_node[i]
                                break
                        if child >= 0:
                            node_s[d + 1] = child
                            kept_s[d + 1] = kept + 1
                            blank_s[d + 1] = blank_s[d]
                            n_s[d + 1] = n
                            code_s[d + 1] = code_s[d]
                            phase[d + 1] = 0
                            dec[d + 1] = -1
                            d += 1
                            continue
            elif ph == 1:
                top = top_s[d]
                if (top >= 0 and not open_[cells[k]]) or n >= budget:
                    pop = True
                else:
                    phase[d] = 2
                    it[d] = kid_start[node]
                    sub[d] = 0
            else:
                i = it[d]
                if i >= kid_start[node + 1]:
                    pop = True
                else:
                    letter = kid_letter[i]
                    top = top_s[d]
                    pushed = False
                    if sub[d] == 0:
                        sub[d] = 1
                        if letter != top and counts[letter] > 0:
                            counts[letter] -= 1
                            digit = upper[cells[k], letter]
                            dec[d + 1] = letter
                            blank_s[d + 1] = blank_s[d]
                            pushed = True
                    else:
                        sub[d] = 0
                        it[d] = i + 1
                        if letter != top and blank_s[d] > 0 and not (lean and counts[letter] > 0):
                            digit = lower[cells[k], letter]
                            dec[d + 1] = -1
                            blank_s[d + 1] = blank_s[d] - 1
                            pushed = True
                    if pushed:
                        if backward:
                            code_s[d + 1] = code_s[d] + (digit << (CODE_BITS * n))
                        else:
                            code_s[d + 1] = (code_s[d] << CODE_BITS) + digit
                        node_s[d + 1] = kid_node[i]
                        kept_s[d + 1] = kept
                        n_s[d + 1] = n + 1
                        phase[d + 1] = 0
                        d += 1
                        continue
            if pop:
                if dec[d] >= 0:
                    counts[dec[d]] += 1
                d -= 1
