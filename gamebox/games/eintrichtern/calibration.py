"""How strong Eintrichtern's computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay eintrichtern --agents LEVEL,OPP[,OPP,OPP] --games 1000
--seed 2026` (seats rotate; with 4 players the level plays against three copies of the opponent,
where an even chance would be 25%). `wins` are the level's wins; `lo`..`hi` the 95% Wilson
interval of its win rate (the game has no draws unless all funnels open, E3). The rows were
measured with the agents of `ai.py` (E9); rerun after changing them:
`python -m gamebox.games.eintrichtern.calibration` prints fresh rows (about 6 minutes on two cores).
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
from gamebox.ai.stats import wilson

__all__ = ["HEADLINE", "SEED", "STRENGTHS", "Strength", "strength", "wilson"]

STRENGTHS = (
    counted('standard', 'search:strong', 'random', 1000, 1000, 0.996, 1.0, players=2),
    counted('standard', 'search:strong', 'search:easy', 1000, 981, 0.971, 0.988, players=2),
    counted('standard', 'search:medium', 'search:easy', 1000, 935, 0.918, 0.949, players=2),
    counted('standard', 'search:strong', 'search:medium', 1000, 749, 0.721, 0.775, players=2),
    counted('standard', 'search:easy', 'random', 1000, 997, 0.991, 0.999, players=2),
    counted('standard', 'greedy', 'random', 1000, 978, 0.967, 0.985, players=2),
    counted('standard', 'search:easy', 'greedy', 1000, 613, 0.582, 0.643, players=2),
    counted('standard', 'search:medium', 'greedy', 1000, 973, 0.961, 0.981, players=2),
    counted('standard', 'search:strong', 'greedy', 1000, 993, 0.986, 0.997, players=2),
    counted('standard', 'search:strong', 'random', 1000, 1000, 0.996, 1.0, players=4),
    counted('standard', 'search:strong', 'search:easy', 1000, 970, 0.957, 0.979, players=4),
    counted('standard', 'search:medium', 'search:easy', 1000, 889, 0.868, 0.907, players=4),
    counted('standard', 'search:strong', 'search:medium', 1000, 555, 0.524, 0.586, players=4),
    counted('standard', 'search:easy', 'random', 1000, 991, 0.983, 0.995, players=4),
)

# The headline of each level for the new-game dialog: against the next weaker level, 2 players.
HEADLINE = NEXT_WEAKER
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str, players: int = 2) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_all(games: int = 1000) -> list[Strength]:
    return [measure("eintrichtern", "standard", row.level, row.opponent, games, row.players, SEED)
            for row in STRENGTHS]


if __name__ == "__main__":
    for fresh in measure_all():
        print(f"    {fresh!r},")
