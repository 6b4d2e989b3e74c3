"""Positions of the solo game as the solver's uint64 keys (layout in solve_kernels.py).

Pure numpy, so that reading a finished table never needs numba.
"""
from __future__ import annotations

import numpy as np

from .state import HochState

BANKED = 7          # pawn code of a tower above 6 without the hierarchy: its points are banked
TOTAL_DISCS = 45


def tall_multisets(total: int = TOTAL_DISCS) -> np.ndarray:
    """Every multiset of heights >= 7 with sum <= total, packed 6 bits each, largest first,
    and sorted: the rank of a multiset is its index here."""
    found: list[int] = []

    def walk(packed: int, count: int, largest: int, room: int) -> None:
        found.append(packed)
        for part in range(min(largest, room), 6, -1):
            walk(packed | part << (6 * count), count + 1, part, room - part)

    walk(0, 0, total, total)
    return np.array(sorted(found), dtype=np.uint64)


TALL = tall_multisets()


def position_key(state: HochState) -> tuple[int, int, int]:
    """(key, banked points, number of pawnless towers) of a solo position.

    Without the hierarchy, pawns on towers above 6 are banked: their points are returned
    apart and the key forgets their heights, as in the solver.
    """
    hier = state.rules.hierarchy
    codes, banked = [], 0
    for tower in state.pawn_tower:
        height = state.heights[tower] if tower >= 0 else 0
        if not hier and height > 6:
            banked += height
            height = BANKED
        codes.append(height)
    if not hier:
        codes.sort()
    counts, rank, pawnless = pawnless_part(state)
    key = sum(c << (6 * i) for i, c in enumerate(codes)) | counts << 24 | rank << 48
    return key, banked, pawnless


def pawnless_part(state: HochState) -> tuple[int, int, int]:
    """The pawnless towers as the keys pack them: (counts of heights 1..6, 4 bits each;
    rank of the taller ones in TALL; how many pawnless towers there are)."""
    counts, tall, pawnless = 0, [], 0
    for t, height in enumerate(state.heights):
        if height and state.pawn_on[t] < 0:
            pawnless += 1
            if height <= 6:
                counts += 1 << (4 * (height - 1))
            else:
                tall.append(height)
    packed_tall = 0
    for i, height in enumerate(sorted(tall, reverse=True)):
        packed_tall |= height << (6 * i)
    rank = int(np.searchsorted(TALL, np.uint64(packed_tall)))
    if rank >= len(TALL) or int(TALL[rank]) != packed_tall:
        raise ValueError(f"position out of the solver's range: {state.position()}")
    return counts, rank, pawnless


def key_is_dead(key: int, pawnless: int) -> bool:
    """No pawn can change any more, so the score is final (solve_kernels.is_dead, for a
    Python int; the same for solo and duel keys)."""
    codes = [(key >> (6 * i)) & 63 for i in range(4)]
    small = (key >> 24) & 0xFFFFFF
    if 0 in codes and small:
        return False
    return not (any(1 <= c <= 6 for c in codes) and pawnless > 0)


def key_position(key: int) -> str:
    """A position text (HochState.position) for a key; a banked pawn stands on a 7."""
    letters = "BRYG"
    parts = []
    for i in range(4):
        code = (key >> (6 * i)) & 63
        if code:
            parts.append(f"{code}{letters[i]}")
    counts = (key >> 24) & 0xFFFFFF
    for height in range(6, 0, -1):
        parts.extend([str(height)] * ((counts >> (4 * (height - 1))) & 15))
    tall = int(TALL[key >> 48])
    while tall:
        parts.insert(0, str(tall & 63))
        tall >>= 6
    return " ".join(parts + ["-"] * (14 - len(parts)))
