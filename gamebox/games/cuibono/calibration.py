"""How strong Cui bono?'s computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay cuibono --agents LEVEL,OPP,OPP --games N --seed 2026` (three
players, seats rotating: an even share is 33%). `wins` are the level's sole wins, `draws` the games without
a sole winner; `lo`..`hi` the 95% Wilson interval of its win rate. Rerun after changing the agents:
`python -m gamebox.games.cuibono.calibration` (all rows), or `... calibration search:strong,greedy` (one).

The strong level's row against two greedy players is the issue's yardstick (at least 50%); how it gets
there, and what else was measured, is in docs/design/cuibono-ai.md.
"""
from __future__ import annotations

from gamebox.ai.calibration import SEED, LevelTable, Strength, counted, measure

PLAYERS = 3
# (level, opponent, games): each level against two copies of the opponent.
PAIRINGS = (
    ("search:strong", "greedy", 600),
    ("search:medium", "greedy", 300),
    ("search:easy", "greedy", 300),
    ("greedy", "random", 300),
    ("random", "greedy", 300),
    ("search:strong", "search:medium", 150),
)

# Measured with `python -m gamebox.games.cuibono.calibration` (about 25 minutes on two shared cores).
STRENGTHS: tuple[Strength, ...] = (
    counted('standard', 'search:strong', 'greedy', 600, 439, 0.695, 0.766, draws=22, players=3),
    counted('standard', 'search:medium', 'greedy', 300, 113, 0.324, 0.433, draws=14, players=3),
    counted('standard', 'search:easy', 'greedy', 300, 67, 0.18, 0.274, draws=7, players=3),
    counted('standard', 'greedy', 'random', 300, 300, 0.987, 1.0, draws=0, players=3),
    counted('standard', 'random', 'greedy', 300, 0, 0.0, 0.013, draws=21, players=3),
    counted('standard', 'search:strong', 'search:medium', 150, 68, 0.376, 0.533, draws=3, players=3),
)

# The headline of each level in the new-game dialog: against two greedy players (greedy: two random ones).
HEADLINE = {"search:strong": "greedy", "search:medium": "greedy", "search:easy": "greedy", "greedy": "random",
            "random": "greedy"}
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str, players: int = PLAYERS) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_one(level: str, opponent: str, games: int) -> Strength:
    return measure("cuibono", "standard", level, opponent, games, PLAYERS, SEED)


if __name__ == "__main__":
    import sys

    from gamebox.ai.calibration import main

    main(PAIRINGS, measure_one, sys.argv[1:])
