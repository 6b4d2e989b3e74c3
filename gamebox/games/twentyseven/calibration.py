"""How strong 27's computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay 27 --variant V --agents LEVEL,OPPONENT --games N --seed 2026`
(seats and the first move alternate). `wins`, `draws` count the level's results; `lo`..`hi` is the
95% Wilson interval of its win rate. Rerun after changing the agents or the evaluation:
`python -m gamebox.games.twentyseven.calibration` prints fresh rows (two processes).
"""
from __future__ import annotations

from gamebox.ai.calibration import (
    NEXT_WEAKER,
    SEED,
    LevelTable,
    Strength,
    counted,
    measure,
)

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

STRENGTHS: tuple[Strength, ...] = (
    counted('standard', 'search:strong', 'random', 1000, 993, 0.986, 0.997, draws=2),
    counted('grey', 'search:strong', 'random', 1000, 995, 0.988, 0.998, draws=2),
    counted('red', 'search:strong', 'random', 1000, 992, 0.984, 0.996, draws=3),
    counted('standard', 'search:strong', 'greedy', 1000, 1000, 0.996, 1.0, draws=0),
    counted('grey', 'search:strong', 'greedy', 1000, 1000, 0.996, 1.0, draws=0),
    counted('red', 'search:strong', 'greedy', 1000, 1000, 0.996, 1.0, draws=0),
    counted('standard', 'search:strong', 'search:medium', 200, 200, 0.981, 1.0, draws=0),
    counted('grey', 'search:strong', 'search:medium', 200, 111, 0.486, 0.622, draws=0),
    counted('red', 'search:strong', 'search:medium', 200, 200, 0.981, 1.0, draws=0),
    counted('standard', 'search:medium', 'search:easy', 500, 433, 0.833, 0.893, draws=21),
    counted('standard', 'search:easy', 'greedy', 500, 295, 0.546, 0.632, draws=10),
    counted('standard', 'greedy', 'random', 500, 281, 0.518, 0.605, draws=33),
    counted('grey', 'search:medium', 'search:easy', 500, 441, 0.851, 0.907, draws=12),
    counted('grey', 'search:easy', 'greedy', 500, 268, 0.492, 0.579, draws=10),
    counted('grey', 'greedy', 'random', 500, 372, 0.704, 0.78, draws=12),
    counted('red', 'search:medium', 'search:easy', 500, 429, 0.825, 0.886, draws=15),
    counted('red', 'search:easy', 'greedy', 500, 176, 0.311, 0.395, draws=9),
    counted('red', 'greedy', 'random', 500, 408, 0.78, 0.848, draws=8),
)

# The headline of each level for the new-game dialog: against the next weaker level.
HEADLINE = NEXT_WEAKER
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(variant: str, level: str) -> Strength | None:
    return TABLE.strength(variant, level)


def measure_one(job: tuple[str, str, str, int]) -> Strength:
    variant, level, opponent, games = job
    return measure("27", variant, level, opponent, games, seed=SEED)


if __name__ == "__main__":
    import sys
    from multiprocessing import Pool

    only = sys.argv[1:]        # e.g. search:strong: only the rows of that level
    jobs = [(v, level, opponent, games) for level, opponent, games in PAIRINGS for v in VARIANTS
            if not only or level in only]
    with Pool(2) as pool:
        for fresh in pool.imap(measure_one, jobs):
            print(f"    {fresh!r},", flush=True)
