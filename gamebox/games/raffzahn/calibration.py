"""How strong Raffzahn's computer levels are against each other: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay raffzahn --agents LEVEL,OPP,OPP --games 1000 --seed 2026` in
simulated time (seats rotate; an even share is 33%). A level is a speed and an error rate (ai.py; how medium
was matched to an average adult: docs/design/realtime.md). Rerun after changing the levels:
`python -m gamebox.games.raffzahn.calibration` prints fresh rows (about 5 minutes on two cores).
"""
from __future__ import annotations

from gamebox.ai.calibration import SEED, LevelTable, counted, measure

# The headline of each level in the new-game dialog: against two of the next slower level.
HEADLINE = {"search:strong": "search:medium", "search:medium": "search:easy", "search:easy": "random"}
PLAN = (("search:medium", "search:easy"), ("search:strong", "search:medium"), ("search:strong", "search:easy"),
        ("search:easy", "random"))
GAMES = 1000

STRENGTHS = (
    counted('standard', 'search:medium', 'search:easy', 1000, 633, 0.603, 0.662, draws=41, players=3),
    counted('standard', 'search:strong', 'search:medium', 1000, 588, 0.557, 0.618, draws=62, players=3),
    counted('standard', 'search:strong', 'search:easy', 1000, 821, 0.796, 0.844, draws=28, players=3),
    counted('standard', 'search:easy', 'random', 1000, 1000, 0.996, 1.0, draws=0, players=3),
)
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str):
    return TABLE.strength("standard", level, 3)


def measure_all(games: int = GAMES):
    return [measure("raffzahn", "standard", level, opponent, games, 3, SEED) for level, opponent in PLAN]


if __name__ == "__main__":
    for row in measure_all():
        print(f"    counted({row.variant!r}, {row.level!r}, {row.opponent!r}, {row.games}, {row.wins}, {row.lo}, "
              f"{row.hi}, draws={row.draws}, players={row.players}),")
