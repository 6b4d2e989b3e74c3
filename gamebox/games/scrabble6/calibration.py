"""How strong Scrabble 6×6's computer players are: measured by selfplay, not claimed.

Each row is `gamebox selfplay scrabble6 --agents LEVEL,OPP --games N --seed 2026`: two players, the
level against the opponent, seats rotating, so an even chance is 50%. `python -m
gamebox.games.scrabble6.calibration` measures fresh rows (see PAIRINGS for the budget).
"""
from __future__ import annotations

from gamebox.ai.calibration import NEXT_WEAKER, SEED, LevelTable, Strength, measure

PLAYERS = 2
PAIRINGS = (
    ("search:strong", "search:medium", 24),
    ("search:medium", "search:easy", 24),
    ("search:easy", "greedy", 24),
    ("greedy", "random", 24),
    ("search:easy", "random", 24),
)

STRENGTHS: tuple[Strength, ...] = ()

HEADLINE = NEXT_WEAKER
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str, players: int = PLAYERS) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_one(level: str, opponent: str, games: int, players: int = PLAYERS) -> Strength:
    return measure("scrabble6", "standard", level, opponent, games, players, SEED)


if __name__ == "__main__":
    import sys
    import time

    wanted = set(sys.argv[1:])
    for level, opponent, games in PAIRINGS:
        if wanted and f"{level},{opponent}" not in wanted:
            continue
        start = time.time()
        fresh = measure_one(level, opponent, games)
        print(f"    {fresh!r},  # {time.time() - start:.0f}s", flush=True)
