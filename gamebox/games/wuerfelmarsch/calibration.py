"""How strong Würfelmarsch's computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay wuerfelmarsch --agents LEVEL,OPP,OPP --games N --seed 2026` (three
players, seats rotating: an even share is 33%). `wins` are the level's wins (a game always has one winner);
`lo`..`hi` the 95% Wilson interval of its win rate. Rerun after changing the agents:
`python -m gamebox.games.wuerfelmarsch.calibration` (all rows), or `... calibration search:strong,greedy` (one).

The strong level's row against two greedy players is the issue's yardstick (at least 50%); how it gets
there, and what else was measured, is in docs/design/wuerfelmarsch-ai.md.
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

# Measured with `python -m gamebox.games.wuerfelmarsch.calibration` (about 25 minutes on two shared cores).
STRENGTHS: tuple[Strength, ...] = (
    counted('standard', 'search:strong', 'greedy', 600, 563, 0.916, 0.955, draws=0, players=3),
    counted('standard', 'search:medium', 'greedy', 300, 210, 0.646, 0.749, draws=0, players=3),
    counted('standard', 'search:easy', 'greedy', 300, 157, 0.467, 0.579, draws=0, players=3),
    counted('standard', 'greedy', 'random', 300, 297, 0.971, 0.997, draws=0, players=3),
    counted('standard', 'random', 'greedy', 300, 0, 0.0, 0.013, draws=0, players=3),
    counted('standard', 'search:strong', 'search:medium', 150, 60, 0.325, 0.48, draws=0, players=3),
)

# The headline of each level in the new-game dialog: against two greedy players (greedy: two random ones).
HEADLINE = {"search:strong": "greedy", "search:medium": "greedy", "search:easy": "greedy", "greedy": "random",
            "random": "greedy"}
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str, players: int = PLAYERS) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_one(level: str, opponent: str, games: int) -> Strength:
    return measure("wuerfelmarsch", "standard", level, opponent, games, PLAYERS, SEED)


if __name__ == "__main__":
    import sys

    from gamebox.ai.calibration import main

    main(PAIRINGS, measure_one, sys.argv[1:])
