"""How strong Cui bono?'s computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay cuibono --agents LEVEL,OPP[,OPP] --games N --seed 2026`
(seats rotate; with 3 players an even share is 33%). `wins` are the level's sole wins, `draws` the
games without a sole winner; `lo`..`hi` the 95% Wilson interval of its win rate. Rerun after
changing the agents: `python -m gamebox.games.cuibono.calibration`.
"""
from __future__ import annotations

from gamebox.ai.calibration import NEXT_WEAKER, SEED, LevelTable, Strength, measure

STRENGTHS: tuple[Strength, ...] = ()

TABLE = LevelTable(STRENGTHS, NEXT_WEAKER)


def strength(level: str, players: int = 3) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_all(games: int = 600) -> list[Strength]:
    return [measure("cuibono", "standard", row.level, row.opponent, games, row.players, SEED)
            for row in STRENGTHS]


if __name__ == "__main__":
    for fresh in measure_all():
        print(f"    {fresh!r},")
