"""How strong Ponga's computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay ponga --agents LEVEL,OPP,OPP,OPP --games N --seed 2026`: four
players, the level against three copies of the opponent, seats rotating, so an even chance is 25%.
`wins` are the level's sole wins, `draws` the games whose win was shared (by any players);
`lo`..`hi` is the 95% Wilson interval of its win rate. All rows use the same seed and number of
games, so they share their dice as long as the players' choices agree: on equal luck, the rows against
greedy order the levels strong = medium > easy > random (100, 100, 95 and 89 wins of 500).

Ponga is nearly pure luck (the book: "es bleibt ein Glücksspiel"): a player decides only between two
free fields or two towers to capture, and even perfect choices gain a few percent at most
(docs/rulings.md PO-10). Between random play and greedy lie 11 wins in 500 games; the levels above
greedy cannot be told apart by win rate, and strong does not measurably beat greedy. Nor could any
level: a chooser that plays 50 paired random playouts per option, close to the best possible player
against random opponents, gains about two points of win rate over an even share there
(bench/ponga_skill_ceiling.py, docs/design/ponga.md), less than a 500-game row's ±3.6. Rerun after
changing the agents or the evaluation: `python -m gamebox.games.ponga.calibration` prints fresh rows
(about 20 minutes on one core; `… calibration search:easy,greedy` measures one row).
"""
from __future__ import annotations

from gamebox.ai.calibration import SEED, LevelTable, Strength, counted, measure
from gamebox.ai.stats import wilson

__all__ = ["GAMES", "HEADLINE", "PAIRINGS", "PLAYERS", "SEED", "STRENGTHS", "Strength", "strength", "wilson"]

PLAYERS = 4
# (level, opponent, games). 500 games each: the strong level costs ~0.8 s a game, and with one count for
# all rows every row plays the same 500 games' dice, so the levels are compared on equal luck.
GAMES = 500
PAIRINGS = tuple((level, opponent, GAMES) for level, opponent in (
    ("search:strong", "greedy"),
    ("search:medium", "greedy"),
    ("search:easy", "greedy"),
    ("random", "greedy"),
    ("search:strong", "random"),
    ("search:medium", "random"),
    ("search:easy", "random"),
    ("greedy", "random"),
))


# Measured with `python -m gamebox.games.ponga.calibration` (19 minutes on one core). On the same
# dice, strong and medium reached the same result in all but a handful of games.
STRENGTHS = (
    counted('standard', 'search:strong', 'greedy', 500, 100, 0.167, 0.237, draws=17, players=4),
    counted('standard', 'search:medium', 'greedy', 500, 100, 0.167, 0.237, draws=17, players=4),
    counted('standard', 'search:easy', 'greedy', 500, 95, 0.158, 0.227, draws=17, players=4),
    counted('standard', 'random', 'greedy', 500, 89, 0.147, 0.214, draws=18, players=4),
    counted('standard', 'search:strong', 'random', 500, 111, 0.188, 0.26, draws=17, players=4),
    counted('standard', 'search:medium', 'random', 500, 115, 0.195, 0.269, draws=11, players=4),
    counted('standard', 'search:easy', 'random', 500, 108, 0.182, 0.254, draws=12, players=4),
    counted('standard', 'greedy', 'random', 500, 115, 0.195, 0.269, draws=11, players=4),
)

# The headline of each level for the new-game dialog: against three greedy players (greedy: random).
HEADLINE = {"search:strong": "greedy", "search:medium": "greedy", "search:easy": "greedy", "greedy": "random"}
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str, players: int = PLAYERS) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_one(level: str, opponent: str, games: int, players: int = PLAYERS) -> Strength:
    return measure("ponga", "standard", level, opponent, games, players, SEED)


if __name__ == "__main__":
    import sys

    from gamebox.ai.calibration import main

    main(PAIRINGS, measure_one, sys.argv[1:])
