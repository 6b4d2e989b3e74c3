"""Measure the computer levels of the Hoch und höher duels for gamebox/games/hoch/calibration.py.

Plays each pairing with `gamebox.selfplay.selfplay` (seats rotate) in one process, one
pairing after another, and prints a `Strength(...)` row per pairing (and the mirrored
row, so "random" has its rate against greedy) to paste into `STRENGTHS`.

    python bench/calibrate_hoch.py [--quick] [--only duel/search:strong[/greedy]]
"""
from __future__ import annotations

import argparse
import math
import sys
import time

from gamebox.selfplay import selfplay

# (variant, level, opponent, games); the seed is the same for every pairing.
PAIRINGS = (
    ("duel", "search:strong", "greedy", 2000),
    ("duel", "search:medium", "greedy", 2000),
    ("duel", "search:easy", "greedy", 1000),
    ("duel", "greedy", "random", 500),
    ("duel", "search:strong", "random", 500),
    ("duel", "search:strong", "search:medium", 2000),
    ("duel", "search:medium", "random", 500),
    ("duel", "search:easy", "random", 500),
    ("duel-hierarchy", "search:strong", "greedy", 1000),
    ("duel-hierarchy", "search:medium", "greedy", 1000),
    ("duel-hierarchy", "search:easy", "greedy", 500),
    ("duel-hierarchy", "greedy", "random", 500),
)
SEED = 2026


def row(variant: str, level: str, opponent: str, games: int, rate: float) -> str:
    ci = 1.96 * math.sqrt(rate * (1 - rate) / games)
    return f'    Strength("{variant}", "{level}", "{opponent}", {games}, {rate:.4f}, {ci:.4f}, {SEED}),'


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="a tenth of the games (a smoke test)")
    p.add_argument("--only", default="", help="variant/level[/opponent], e.g. duel/search:strong")
    args = p.parse_args()
    for variant, level, opponent, games in PAIRINGS:
        if args.only and args.only not in (f"{variant}/{level}", f"{variant}/{level}/{opponent}"):
            continue
        games = max(10, games // 10) if args.quick else games
        start = time.time()
        result = selfplay("hoch", variant, [level, opponent], games, seed=SEED)
        rate = (result["wins"][0] + result["draws"] / 2) / games
        print(row(variant, level, opponent, games, rate), f"# {time.time() - start:.0f} s", flush=True)
        if opponent == "greedy" and level == "random" or level == "greedy" and opponent == "random":
            print(row(variant, opponent, level, games, 1 - rate), flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
