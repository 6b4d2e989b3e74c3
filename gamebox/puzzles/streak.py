"""A puzzle streak: puzzles one after another, each a step harder, until the first miss.

The n-th puzzle of a streak (n = 0, 1, …) is taken from the band of ratings around `target(n)`, which
rises by `STEP` a puzzle, so no puzzle comes twice in a streak and nothing about it needs keeping but
its count and its seed (the record's mark: `meta["collection_puzzle"]["streak"]`). Within the band the
player's untried puzzles come first, then the seed decides. A hint ends nothing but is not offered: a
streak is solved alone, as on Lichess. A streak's length is kept in the history (`puzzle_streaks`).
"""
from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence

from .model import Puzzle

START = 700           # the first puzzle's rating
STEP = 50             # each one a little harder
STREAK = "streak"     # the record's puzzle mark: {"count": solved so far, "seed": …, "game": "" or an id,
                      # "started": when it began}


def target(count: int) -> int:
    return START + STEP * count


def pick(puzzles: Sequence[Puzzle], count: int, seed: int, tried: Mapping[str, object] | None = None) -> Puzzle | None:
    """The streak's puzzle after `count` solved: from the band around `target(count)` (the nearest
    band above it when that one is empty), the player's untried ones first, then by the seed."""
    tried = tried or {}
    low = target(count) - STEP // 2
    above = sorted((p for p in puzzles if p.rating >= low), key=lambda p: p.rating)
    if not above:
        return None
    top = max(low + STEP, above[0].rating + 1)        # skip empty bands rather than end the streak
    band = [p for p in above if p.rating < top]

    def order(p: Puzzle) -> tuple:
        mix = hashlib.sha256(f"{seed}:{count}:{p.id}".encode()).digest()
        return (p.id in tried, mix)
    return min(band, key=order)
