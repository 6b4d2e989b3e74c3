"""How strong Eintrichtern's computer players are: measured by selfplay, not claimed.

Each row is one run of `gamebox selfplay eintrichtern --agents LEVEL,OPP[,OPP,OPP] --games 1000
--seed 2026` (seats rotate; with 4 players the level plays against three copies of the opponent,
where an even chance would be 25%). `wins` are the level's wins; `lo`..`hi` the 95% Wilson
interval of its win rate (the game has no draws unless all funnels open, E3). The rows were
measured with the agents of `ai.py` (E9); rerun after changing them:
`python -m gamebox.games.eintrichtern.calibration` prints fresh rows (about 6 minutes on two cores).
"""
from __future__ import annotations

from dataclasses import dataclass

from gamebox.ai.stats import wilson

SEED = 2026


@dataclass(frozen=True)
class Strength:
    players: int
    level: str
    opponent: str    # every other seat plays this agent
    games: int
    wins: int
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


STRENGTHS = (
    Strength(2, "search:strong", "random", 1000, 1000, 0.996, 1.000),
    Strength(2, "search:strong", "search:easy", 1000, 981, 0.971, 0.988),
    Strength(2, "search:medium", "search:easy", 1000, 935, 0.918, 0.949),
    Strength(2, "search:strong", "search:medium", 1000, 749, 0.721, 0.775),
    Strength(2, "search:easy", "random", 1000, 997, 0.991, 0.999),
    Strength(2, "greedy", "random", 1000, 978, 0.967, 0.985),
    Strength(2, "search:easy", "greedy", 1000, 613, 0.582, 0.643),
    Strength(2, "search:medium", "greedy", 1000, 973, 0.961, 0.981),
    Strength(2, "search:strong", "greedy", 1000, 993, 0.986, 0.997),
    Strength(4, "search:strong", "random", 1000, 1000, 0.996, 1.000),
    Strength(4, "search:strong", "search:easy", 1000, 970, 0.957, 0.979),
    Strength(4, "search:medium", "search:easy", 1000, 889, 0.868, 0.907),
    Strength(4, "search:strong", "search:medium", 1000, 555, 0.524, 0.586),
    Strength(4, "search:easy", "random", 1000, 991, 0.983, 0.995),
)

# The headline of each level for the new-game dialog: against the next weaker level, 2 players.
HEADLINE = {"search:strong": "search:medium", "search:medium": "search:easy", "search:easy": "greedy",
            "greedy": "random"}


def strength(level: str, players: int = 2) -> Strength | None:
    opponent = HEADLINE.get(level)
    for row in STRENGTHS:
        if (row.players, row.level, row.opponent) == (players, level, opponent):
            return row
    return None


def measure(games: int = 1000) -> list[Strength]:
    from gamebox.selfplay import selfplay

    out = []
    for row in STRENGTHS:
        agents = [row.level] + [row.opponent] * (row.players - 1)
        wins = selfplay("eintrichtern", "standard", agents, games, seed=SEED)["wins"][0]
        lo, hi = wilson(wins, games)
        out.append(Strength(row.players, row.level, row.opponent, games, wins, round(lo, 3), round(hi, 3)))
    return out


if __name__ == "__main__":
    for fresh in measure():
        print(f"    {fresh!r},")
