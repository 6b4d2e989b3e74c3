"""How strong Scrabble 6×6's computer players are: measured by selfplay, not claimed.

Two players, the level against the opponent. Rows measured with `measure` (gamebox.ai.calibration:
one selfplay of N games, seats rotating, seed 2026) or, for the slow strong level, with
`measure_alternating` (one game at a time, the level in seat 1 then seat 2 on the same seed, so a long
run can be stopped and its games kept). `lo`..`hi` is the 95% Wilson interval of the win rate.

Scrabble 6×6 scores high and swings with the tiles: a game ends near 600 to 700 points each between
the medium and strong levels, and a single game's margin has a spread of about 80 points. Measured
(two cores shared with other work, so most rows are small): strong beat medium in 100 of 160 games
(one drawn), by 20 ± 5 points a game on average (of those, games 81-160 were played after its settings
were chosen on games 1-80, and it won 51 of them); medium beat easy and greedy beat random in every
game; easy, which plays only short words, beat random play in 22 of 24 and lost every game to greedy.
Rerun: `python -m gamebox.games.scrabble6.calibration` (all rows; the strong row takes about
half an hour on a free core) or `... calibration search:easy,random` for one row.
"""
from __future__ import annotations

from gamebox.ai.calibration import NEXT_WEAKER, SEED, LevelTable, Strength, counted, measure
from gamebox.ai.stats import wilson

PLAYERS = 2
PAIRINGS = (
    ("search:strong", "search:medium", 160),
    ("search:medium", "search:easy", 24),
    ("search:easy", "greedy", 24),
    ("greedy", "random", 24),
    ("search:easy", "random", 24),
)
ALTERNATING = {"search:strong"}      # levels measured game by game (slow)

STRENGTHS: tuple[Strength, ...] = (
    counted('standard', 'search:strong', 'search:medium', 160, 100, 0.548, 0.696, draws=1, players=2),
    counted('standard', 'search:medium', 'search:easy', 24, 24, 0.862, 1.0, draws=0, players=2),
    counted('standard', 'search:easy', 'greedy', 24, 0, 0.0, 0.138, draws=0, players=2),
    counted('standard', 'greedy', 'random', 24, 24, 0.862, 1.0, draws=0, players=2),
    counted('standard', 'search:easy', 'random', 24, 22, 0.742, 0.977, draws=0, players=2),
)

# A level's headline for the new-game dialog: against the next weaker level; easy's against random play
# (greedy plays like medium here).
HEADLINE = {**NEXT_WEAKER, "search:easy": "random"}
TABLE = LevelTable(STRENGTHS, HEADLINE)


def strength(level: str, players: int = PLAYERS) -> Strength | None:
    return TABLE.strength("standard", level, players)


def measure_alternating(level: str, opponent: str, games: int, progress=print) -> Strength:
    """`games` games one at a time, the level in seat 1 in even games and seat 2 in odd ones, game i
    on seed SEED + i // 2 (so the pairs share their first tiles)."""
    from gamebox.selfplay import selfplay

    wins = draws = 0
    for i in range(games):
        agents = [level, opponent] if i % 2 == 0 else [opponent, level]
        result = selfplay("scrabble6", "standard", agents, 1, seed=SEED + i // 2)
        won = result["wins"][i % 2] == 1
        wins += won
        draws += result["draws"]
        progress(f"game {i + 1}: {'won' if won else 'draw' if result['draws'] else 'lost'} "
                 f"{[round(s) for s in result['mean_scores']]}")
    lo, hi = wilson(wins, games)
    return counted("standard", level, opponent, games, wins, round(lo, 3), round(hi, 3), draws, PLAYERS)


def measure_one(level: str, opponent: str, games: int, players: int = PLAYERS) -> Strength:
    if level in ALTERNATING:
        return measure_alternating(level, opponent, games)
    return measure("scrabble6", "standard", level, opponent, games, players, SEED)


if __name__ == "__main__":
    import sys

    from gamebox.ai.calibration import main

    main(PAIRINGS, measure_one, sys.argv[1:])
