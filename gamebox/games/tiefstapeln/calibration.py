"""How strong Tiefstapeln's computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay tiefstapeln --agents LEVEL,OPPONENT --games N --seed 2026`: two
players, seats rotating, two rounds a game (each player is the solo builder once), so an even chance is 50%;
`draws` are games with equal totals. Rerun after changing the agents, the plans or the physics:
`python -m gamebox.games.tiefstapeln.calibration` prints fresh rows (`… calibration search:easy,greedy`
measures one row).
"""
from __future__ import annotations

from gamebox.ai.calibration import SEED, LevelTable, Strength, counted, measure

PLAYERS = 2
GAMES = 40        # a game is two rounds of physics: about 2 s of one core
PAIRINGS = tuple((level, opponent, GAMES) for level, opponent in (
    ("search:strong", "search:medium"),
    ("search:medium", "search:easy"),
    ("search:easy", "greedy"),
    ("greedy", "random"),
))

# Measured with `nice -n 10 python -m gamebox.games.tiefstapeln.calibration` on a machine shared with other
# work (about 10 minutes a row). Strong against medium won all 40: medium's 1 mm shake and its 15% error in
# the needs make it bid too low or too far now and then, and a bridge out of reach costs 50.
STRENGTHS: tuple[Strength, ...] = (
    counted('standard', 'search:strong', 'search:medium', 40, 40, 0.912, 1.0, draws=0, players=2),
    counted('standard', 'search:medium', 'search:easy', 40, 27, 0.52, 0.799, draws=3, players=2),
    counted('standard', 'search:easy', 'greedy', 40, 13, 0.201, 0.48, draws=8, players=2),
    counted('standard', 'greedy', 'random', 40, 37, 0.801, 0.974, draws=3, players=2),
)
# Easy plans but shakes 2 mm and misjudges needs by up to 30%; greedy never plans but lays exactly: on
# the bets a plan is needed for (lines 1-2, middling heights) they come out close, easy a little behind.

# The headline of each level in the new-game dialog: against the next weaker level.
HEADLINE = {"search:strong": "search:medium", "search:medium": "search:easy", "search:easy": "greedy",
            "greedy": "random"}
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str, players: int = PLAYERS) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_one(level: str, opponent: str, games: int, players: int = PLAYERS) -> Strength:
    return measure("tiefstapeln", "standard", level, opponent, games, players, SEED)


__all__ = ["GAMES", "PAIRINGS", "STRENGTHS", "counted", "strength"]

if __name__ == "__main__":
    import sys

    from gamebox.ai.calibration import main

    main(PAIRINGS, measure_one, sys.argv[1:])
