"""How strong Bunte Kuh's computer levels are against each other: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay buntekuh --agents LEVEL,OPP,OPP --games 400 --seed 2026` in
simulated time (seats rotate; an even share is 33%). A game of Bunte Kuh is a long race of rounds, so a
level that calls first in a little more than half the rounds wins nearly every game: the rows are steep. A level is a speed and an error rate (ai.py; how medium
was matched to an average adult: docs/design/realtime.md). Rerun after changing the levels:
`python -m gamebox.games.buntekuh.calibration` prints fresh rows (about 15 minutes on two cores).
"""
from __future__ import annotations

from gamebox.ai.calibration import SEED, LevelTable, counted, measure

# The headline of each level in the new-game dialog: against two of the next slower level.
HEADLINE = {"search:strong": "search:medium", "search:medium": "search:easy", "search:easy": "random"}
PLAN = (("search:medium", "search:easy"), ("search:strong", "search:medium"), ("search:strong", "search:easy"),
        ("search:easy", "random"))
GAMES = 400

STRENGTHS = (
    counted('standard', 'search:medium', 'search:easy', 400, 390, 0.955, 0.986, draws=0, players=3),
    counted('standard', 'search:strong', 'search:medium', 400, 393, 0.964, 0.991, draws=0, players=3),
    counted('standard', 'search:strong', 'search:easy', 400, 399, 0.986, 1.0, draws=0, players=3),
    counted('standard', 'search:easy', 'random', 400, 400, 0.99, 1.0, draws=0, players=3),
)
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str):
    return TABLE.strength("standard", level, 3)


def measure_all(games: int = GAMES):
    return [measure("buntekuh", "standard", level, opponent, games, 3, SEED) for level, opponent in PLAN]


if __name__ == "__main__":
    for row in measure_all():
        print(f"    counted({row.variant!r}, {row.level!r}, {row.opponent!r}, {row.games}, {row.wins}, {row.lo}, "
              f"{row.hi}, draws={row.draws}, players={row.players}),")
