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

import math
from dataclasses import dataclass

SEED = 2026
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


@dataclass(frozen=True)
class Strength:
    players: int
    level: str
    opponent: str    # every other seat plays this agent
    games: int
    wins: int
    draws: int       # games with a shared win, whoever shared it
    lo: float        # 95% Wilson interval of the win rate
    hi: float

    @property
    def rate(self) -> float:
        return self.wins / self.games

    @property
    def ci(self) -> float:
        """Half-width of the interval (what the new-game dialog shows after ±)."""
        return (self.hi - self.lo) / 2

    @property
    def variant(self) -> str:
        return "standard"


# Measured with `python -m gamebox.games.ponga.calibration` (19 minutes on one core). On the same
# dice, strong and medium reached the same result in all but a handful of games.
STRENGTHS = (
    Strength(4, "search:strong", "greedy", 500, 100, 17, 0.167, 0.237),
    Strength(4, "search:medium", "greedy", 500, 100, 17, 0.167, 0.237),
    Strength(4, "search:easy", "greedy", 500, 95, 17, 0.158, 0.227),
    Strength(4, "random", "greedy", 500, 89, 18, 0.147, 0.214),
    Strength(4, "search:strong", "random", 500, 111, 17, 0.188, 0.260),
    Strength(4, "search:medium", "random", 500, 115, 11, 0.195, 0.269),
    Strength(4, "search:easy", "random", 500, 108, 12, 0.182, 0.254),
    Strength(4, "greedy", "random", 500, 115, 11, 0.195, 0.269),
)

# The headline of each level for the new-game dialog: against three greedy players (greedy: random).
HEADLINE = {"search:strong": "greedy", "search:medium": "greedy", "search:easy": "greedy", "greedy": "random"}


def strength(level: str, players: int = PLAYERS) -> Strength | None:
    opponent = HEADLINE.get(level)
    for row in STRENGTHS:
        if (row.players, row.level, row.opponent) == (players, level, opponent):
            return row
    return None


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / games
    d = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return centre - half, centre + half


def measure_one(level: str, opponent: str, games: int, players: int = PLAYERS) -> Strength:
    from gamebox.selfplay import selfplay

    agents = [level] + [opponent] * (players - 1)
    result = selfplay("ponga", "standard", agents, games, seed=SEED)
    wins = result["wins"][0]
    lo, hi = wilson(wins, games)
    return Strength(players, level, opponent, games, wins, result["draws"], round(lo, 3), round(hi, 3))


if __name__ == "__main__":
    import sys
    import time

    wanted = set(sys.argv[1:])   # e.g. search:easy,greedy to measure only that row
    for level, opponent, games in PAIRINGS:
        if wanted and f"{level},{opponent}" not in wanted:
            continue
        start = time.time()
        fresh = measure_one(level, opponent, games)
        print(f"    {fresh!r},  # {time.time() - start:.0f}s", flush=True)
