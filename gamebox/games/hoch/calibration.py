"""How strong the computer levels are in the Hoch und höher duels: measured, not claimed.

Each row is one run of `gamebox.selfplay.selfplay("hoch", variant, [level, opponent],
games, seed=seed)` (seats rotate). `rate` is the level's score rate, draws counting
half; `ci` the half-width of its 95% confidence interval (normal approximation). The
new-game dialog shows them next to the level. Rerun after changing an agent or the
evaluation: `python bench/calibrate_hoch.py` prints fresh rows.

Rows with `solved=False` measure search:strong as expectimax. Where the variant's solved
table is cached, search:strong plays it instead (gamebox/ai/exact.py); the `solved=True`
rows measure that perfect player (`gamebox solve hoch --variant V`, then `gamebox selfplay
hoch --variant V --agents search:strong,greedy --games 2000 --seed 2026`). In the duel the
search is within noise of perfect play; with the hierarchy the table is clearly stronger.
"""
from __future__ import annotations

from gamebox.ai.calibration import LevelTable, Strength

__all__ = ["STRENGTHS", "Strength", "strength"]

STRENGTHS = (
    Strength("duel", "search:strong", "greedy", 2000, 0.5430, 0.0218),
    Strength("duel", "search:medium", "greedy", 2000, 0.5118, 0.0219),
    Strength("duel", "search:easy", "greedy", 1000, 0.1090, 0.0193),
    Strength("duel", "greedy", "random", 500, 0.9640, 0.0163),
    Strength("duel", "random", "greedy", 500, 0.0360, 0.0163),
    Strength("duel", "search:strong", "random", 500, 0.9620, 0.0168),
    Strength("duel", "search:strong", "search:medium", 2000, 0.5430, 0.0218),
    Strength("duel", "search:medium", "random", 500, 0.9640, 0.0163),
    Strength("duel", "search:easy", "random", 500, 0.7000, 0.0402),
    Strength("duel-hierarchy", "search:strong", "greedy", 1000, 0.5455, 0.0309),
    Strength("duel-hierarchy", "search:medium", "greedy", 1000, 0.5060, 0.0310),
    Strength("duel-hierarchy", "search:easy", "greedy", 500, 0.1790, 0.0336),
    Strength("duel-hierarchy", "greedy", "random", 500, 0.9570, 0.0178),
    Strength("duel-hierarchy", "random", "greedy", 500, 0.0430, 0.0178),
    Strength("duel", "search:strong", "greedy", 2000, 0.5473, 0.0218, solved=True),
    Strength("duel-hierarchy", "search:strong", "greedy", 2000, 0.5940, 0.0215, solved=True),
)

# The headline of a level: against greedy; greedy's own against random.
TABLE = LevelTable(STRENGTHS, {"search:strong": "greedy", "search:medium": "greedy", "search:easy": "greedy",
                               "greedy": "random", "random": "greedy"})


def strength(variant: str, level: str, solved: bool = False) -> Strength | None:
    """The headline measurement of a level; with `solved`, the perfect player's row where there is one."""
    return TABLE.strength(variant, level, solved=solved)
