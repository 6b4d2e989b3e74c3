"""Random playouts per second in Hoch und höher: the raw speed of the rules engine.

Each run plays random games (rolls included) with `State.apply`, the way search
and simulations do, and counts the moves applied. Reports the median of 5 runs.
With `--json`: "median_s" is the median time of one random duel game.

    python bench/bench_playouts.py [--json] [--games 2000] [--runs 5]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, report

from gamebox import registry
from gamebox.protocol import Setup

VARIANTS = (("duel", 2), ("solo", 1))


def playouts(variant: str, players: int, games: int, seed: int) -> tuple[int, float]:
    """Play `games` random games; return the moves applied and the seconds it took."""
    game = registry.get("hoch")
    rng = random.Random(seed)
    setup = Setup(variant, players, {}, None)
    moves = 0
    start = time.perf_counter()
    for _ in range(games):
        state = game.new_state(setup)
        while not state.is_terminal():
            if state.is_chance():
                outcomes = state.chance_outcomes()
                move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                move = rng.choice(state.legal_moves())
            state.apply(move)
            moves += 1
    return moves, time.perf_counter() - start


def main() -> None:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2000, help="games per run")
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    data: dict = {"name": "playouts", "game": "hoch", "games_per_run": args.games}
    lines = []
    for variant, players in VARIANTS:
        rates, per_game = [], []
        for run in range(args.runs):
            moves, seconds = playouts(variant, players, args.games, seed=run)
            rates.append(moves / seconds)
            per_game.append(seconds / args.games)
        data[f"{variant}_moves_per_s"] = round(median(rates))
        data[f"{variant}_game_s"] = median(per_game)
        if variant == "duel":
            data["median_s"] = median(per_game)
            data["runs"] = per_game
        lines.append(f"hoch {variant}: {median(rates):,.0f} random-playout moves/s, "
                     f"{1000 * median(per_game):.2f} ms per game "
                     f"(median of {args.runs} runs of {args.games} games)")
    report(args, lines, data)


if __name__ == "__main__":
    main()
