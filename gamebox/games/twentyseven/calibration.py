"""How strong 27's computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay 27 --variant V --agents LEVEL,OPPONENT --games N --seed 2026`
(seats and the first move alternate). `wins`, `draws` count the level's results; `lo`..`hi` is the
95% Wilson interval of its win rate. Rerun after changing the agents or the evaluation:
`python -m gamebox.games.twentyseven.calibration` prints fresh rows (two processes).
"""
from __future__ import annotations

from dataclasses import dataclass

from gamebox.ai.stats import wilson

SEED = 2026
VARIANTS = ("standard", "grey", "red")
# (level, opponent, games) measured in every variant
PAIRINGS = (
    ("search:strong", "random", 1000),
    ("search:strong", "greedy", 1000),
    ("search:strong", "search:medium", 200),
    ("search:medium", "search:easy", 500),
    ("search:easy", "greedy", 500),
    ("greedy", "random", 500),
)


@dataclass(frozen=True)
class Strength:
    variant: str
    level: str
    opponent: str
    games: int
    wins: int
    draws: int
    lo: float        # 95% Wilson interval of the win rate
    hi: float

    @property
    def rate(self) -> float:
        return self.wins / self.games

    @property
    def ci(self) -> float:
        """Half-width of the interval (what the new-game dialog shows after ±)."""
        return (self.hi - self.lo) / 2


STRENGTHS: tuple[Strength, ...] = (
    Strength(variant='standard', level='search:strong', opponent='random', games=1000, wins=993, draws=2, lo=0.986, hi=0.997),
    Strength(variant='grey', level='search:strong', opponent='random', games=1000, wins=995, draws=2, lo=0.988, hi=0.998),
    Strength(variant='red', level='search:strong', opponent='random', games=1000, wins=992, draws=3, lo=0.984, hi=0.996),
    Strength(variant='standard', level='search:strong', opponent='greedy', games=1000, wins=1000, draws=0, lo=0.996, hi=1.0),
    Strength(variant='grey', level='search:strong', opponent='greedy', games=1000, wins=1000, draws=0, lo=0.996, hi=1.0),
    Strength(variant='red', level='search:strong', opponent='greedy', games=1000, wins=1000, draws=0, lo=0.996, hi=1.0),
    Strength(variant='standard', level='search:strong', opponent='search:medium', games=200, wins=200, draws=0, lo=0.981, hi=1.0),
    Strength(variant='grey', level='search:strong', opponent='search:medium', games=200, wins=111, draws=0, lo=0.486, hi=0.622),
    Strength(variant='red', level='search:strong', opponent='search:medium', games=200, wins=200, draws=0, lo=0.981, hi=1.0),
    Strength('standard', 'search:medium', 'search:easy', 500, 433, 21, 0.833, 0.893),
    Strength('standard', 'search:easy', 'greedy', 500, 295, 10, 0.546, 0.632),
    Strength('standard', 'greedy', 'random', 500, 281, 33, 0.518, 0.605),
    Strength('grey', 'search:medium', 'search:easy', 500, 441, 12, 0.851, 0.907),
    Strength('grey', 'search:easy', 'greedy', 500, 268, 10, 0.492, 0.579),
    Strength('grey', 'greedy', 'random', 500, 372, 12, 0.704, 0.78),
    Strength('red', 'search:medium', 'search:easy', 500, 429, 15, 0.825, 0.886),
    Strength('red', 'search:easy', 'greedy', 500, 176, 9, 0.311, 0.395),
    Strength('red', 'greedy', 'random', 500, 408, 8, 0.78, 0.848),
)

# The headline of each level for the new-game dialog: against the next weaker level.
HEADLINE = {"search:strong": "search:medium", "search:medium": "search:easy", "search:easy": "greedy",
            "greedy": "random"}


def strength(variant: str, level: str) -> Strength | None:
    opponent = HEADLINE.get(level)
    for row in STRENGTHS:
        if (row.variant, row.level, row.opponent) == (variant, level, opponent):
            return row
    return None


def measure_one(job: tuple[str, str, str, int]) -> Strength:
    from gamebox.selfplay import selfplay

    variant, level, opponent, games = job
    result = selfplay("27", variant, [level, opponent], games, seed=SEED)
    wins, draws = result["wins"][0], result["draws"]
    lo, hi = wilson(wins, games)
    return Strength(variant, level, opponent, games, wins, draws, round(lo, 3), round(hi, 3))


if __name__ == "__main__":
    import sys
    from multiprocessing import Pool

    only = sys.argv[1:]        # e.g. search:strong: only the rows of that level
    jobs = [(v, level, opponent, games) for level, opponent, games in PAIRINGS for v in VARIANTS
            if not only or level in only]
    with Pool(2) as pool:
        for fresh in pool.imap(measure_one, jobs):
            print(f"    {fresh!r},", flush=True)
