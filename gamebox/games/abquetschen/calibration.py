"""How strong Abquetschen's computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay abquetschen --agents LEVEL,OPP,OPP --games 600 --seed 2026`
(three players, seats rotating: an even share is 33%). `wins` are the level's sole wins, `draws` the games
without a sole winner; `lo`..`hi` the 95% Wilson interval of its win rate. Rerun after changing the agents:
`python -m gamebox.games.abquetschen.calibration` (about an hour on two cores, most of it the strong rows).

The game is mostly luck: a decision offers a median of two legal builds, a quarter of all rolls build
nothing, and a deeper search wins no more than greedy play does (docs/design/abquetschen-ai.md).
"""
from __future__ import annotations

from gamebox.ai.calibration import SEED, LevelTable, Strength, counted, measure

STRENGTHS = (
    counted('standard', 'greedy', 'random', 600, 283, 0.432, 0.512, draws=4, players=3),
    counted('standard', 'search:easy', 'greedy', 600, 170, 0.249, 0.321, draws=2, players=3),
    counted('standard', 'search:medium', 'search:easy', 600, 232, 0.349, 0.426, draws=5, players=3),
    counted('standard', 'search:medium', 'greedy', 600, 197, 0.292, 0.367, draws=5, players=3),
    counted('standard', 'search:strong', 'greedy', 600, 202, 0.3, 0.375, draws=3, players=3),
)

# The headline of each level in the new-game dialog; the strong level's is the yardstick: two greedy
# players.
HEADLINE = {"search:strong": "greedy", "search:medium": "search:easy", "search:easy": "greedy",
            "greedy": "random"}
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str, players: int = 3) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_all(games: int = 600) -> list[Strength]:
    return [measure("abquetschen", "standard", row.level, row.opponent, games, row.players, SEED)
            for row in STRENGTHS]


if __name__ == "__main__":
    for fresh in measure_all():
        print(f"    {fresh!r},")
