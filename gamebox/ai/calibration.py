"""Level tables: how strong each computer level is, measured by selfplay, never claimed.

Every game with computer levels keeps its measured rows in its own `calibration.py` as a
`LevelTable`; the new-game dialog shows a level's headline row next to it (`Calibrated.strength`).
The row type, the headline lookup and the measuring live here, once for every game.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .stats import wilson

SEED = 2026

# A level's headline: against the next weaker level (27, Eintrichtern).
NEXT_WEAKER = {"search:strong": "search:medium", "search:medium": "search:easy", "search:easy": "greedy",
               "greedy": "random"}


@dataclass(frozen=True)
class Strength:
    """One measured row: `level` played `games` games against `opponent` (in every other seat)."""

    variant: str
    level: str           # an agent name (gamebox.ai.AGENT_NAMES)
    opponent: str
    games: int
    rate: float          # the level's win rate (Hoch: score rate, draws counting half)
    ci: float            # half-width of its 95% interval (what the dialog shows after ±)
    players: int = 2
    wins: int | None = None     # sole wins, where the row counts them
    draws: int | None = None    # games without a sole winner
    lo: float | None = None     # the 95% Wilson interval of the win rate
    hi: float | None = None
    seed: int = SEED
    solved: bool = False        # measured with the solved table (perfect play)


def counted(variant: str, level: str, opponent: str, games: int, wins: int, lo: float, hi: float,
            draws: int | None = None, players: int = 2) -> Strength:
    """A row counted in wins with its Wilson interval `lo`..`hi` (as measured, rounded to 3 places)."""
    return Strength(variant, level, opponent, games, wins / games, (hi - lo) / 2, players, wins, draws, lo, hi)


@dataclass(frozen=True)
class LevelTable:
    rows: tuple[Strength, ...]
    headline: Mapping[str, str] = field(default_factory=lambda: NEXT_WEAKER)   # level -> its opponent

    def strength(self, variant: str, level: str, players: int | None = None,
                 solved: bool = False) -> Strength | None:
        """The headline row of a level; with `solved`, the perfect player's row where there is one."""
        opponent = self.headline.get(level)
        rows = [row for row in self.rows if (row.variant, row.level, row.opponent) == (variant, level, opponent)
                and (players is None or row.players == players)]
        exact = [row for row in rows if row.solved == solved]
        return (exact or rows or [None])[0]


def measure(game: str, variant: str, level: str, opponent: str, games: int, players: int = 2,
            seed: int = SEED) -> Strength:
    """Play a fresh row: `level` in one seat against `opponent` in all the others (seats rotate)."""
    from gamebox.selfplay import selfplay

    result = selfplay(game, variant, [level] + [opponent] * (players - 1), games, seed=seed)
    lo, hi = wilson(result["wins"][0], games)
    return counted(variant, level, opponent, games, result["wins"][0], round(lo, 3), round(hi, 3),
                   result["draws"], players)


def main(pairings, measure_one, argv: list[str]) -> None:
    """A game's `python -m gamebox.games.G.calibration [LEVEL,OPPONENT ...]`: measure every pairing (or
    only those named) with `measure_one(level, opponent, games)` and print each row as it goes into the
    module's STRENGTHS, with the seconds it took."""
    import time

    wanted = set(argv)   # e.g. search:strong,greedy to measure only that row
    for level, opponent, games in pairings:
        if wanted and f"{level},{opponent}" not in wanted:
            continue
        start = time.time()
        fresh = measure_one(level, opponent, games)
        print(f"    {fresh!r},  # {time.time() - start:.0f}s", flush=True)
