"""A puzzle streak: puzzles one after another, each a step harder, until the first miss.

The ratings are cut into bands `STEP` wide from `START` up (all below `START` in the first); the n-th
puzzle of a streak (n = 0, 1, …) comes from the n-th band that has puzzles, so each is harder than the one
before, none comes twice, and nothing about a streak needs keeping but its count and its seed (the record's mark: `meta["collection_puzzle"]["streak"]`). Within the band the
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


def band(rating: int) -> int:
    return max(0, (rating - START) // STEP)


def pick(puzzles: Sequence[Puzzle], count: int, seed: int, tried: Mapping[str, object] | None = None) -> Puzzle | None:
    """The streak's puzzle after `count` solved: from the `count`-th band that has puzzles, the
    player's untried ones first, then by the seed; None past the hardest band."""
    tried = tried or {}
    bands = sorted({band(p.rating) for p in puzzles})
    if count >= len(bands):
        return None
    chosen = [p for p in puzzles if band(p.rating) == bands[count]]

    def order(p: Puzzle) -> tuple:
        mix = hashlib.sha256(f"{seed}:{count}:{p.id}".encode()).digest()
        return (p.id in tried, mix)
    return min(chosen, key=order)
