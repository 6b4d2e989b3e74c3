"""What a hint costs, per game: `HasHints.hints` at positions of random games where a seat chooses.

For every registered game that gives hints, seeded random games (each variant in turn, two or three
players where the game allows) are played to a decision of more than one move; there the hints for
the seat to move are worked out as the game page asks for them (the best six), once per position,
in this process (so numba's compiled code and the word lists are loaded once, as in the app). The
first position of each game is left out of the figures: it pays for those loads. Wall time and the
process's CPU time are both given: on a shared machine the CPU time is the steadier figure. Hoch's exact table
is used only where it is cached (otherwise its search ranks, as in the app before a table exists).

    python bench/bench_hints.py [--positions 12] [--games 27,hoch] [--json]

`--json` prints one line: {"name": "hints", "median_s": <the slowest game's median>, "games": {...}}.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import median, parser, percentile, report

SHOWN = 6      # as the game page asks (ui/game_page.py HINTS_SHOWN)


def decisions(game, count: int, seed: int):
    """`count` + 1 positions of random games where the seat to move chooses among moves."""
    from gamebox.protocol import Setup

    rng = random.Random(seed)
    variants = list(game.info.variants)
    found = 0
    while found <= count:
        variant = variants[found % len(variants)]
        n = rng.randint(variant.min_players, min(variant.max_players, 3))
        state = game.new_state(Setup(variant.id, n, game.info.default_options()))
        stop, seen = rng.randrange(2, 30), 0
        while not state.is_terminal():
            if state.is_chance():
                state.apply(state.sample_chance(rng))
                continue
            moves = state.legal_moves()
            seen += 1
            if seen >= stop and len(moves) > 1:
                found += 1
                yield state
                break
            state.apply(rng.choice(moves))


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=12)
    p.add_argument("--games", default="", help="comma-separated game ids (default: every game with hints)")
    p.add_argument("--seed", type=int, default=2025)
    args = p.parse_args(argv)

    from gamebox import registry
    from gamebox.protocol import HasHints

    wanted = [g for g in args.games.split(",") if g]
    games = [g for g in registry.all_games() if isinstance(g, HasHints) and (not wanted or g.info.id in wanted)]
    results: dict[str, dict] = {}
    lines = [f"hints (best {SHOWN}) per position, {args.positions} positions per game after a first one:"]
    for game in sorted(games, key=lambda g: g.info.id):
        runs: list[float] = []
        cpu: list[float] = []
        for index, state in enumerate(decisions(game, args.positions, args.seed)):
            start, start_cpu = time.perf_counter(), time.process_time()
            game.hints(state, state.current_player(), SHOWN)
            if index:                      # the first pays for loading compiled code and word lists
                runs.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
        med, p95 = median(runs), percentile(runs, 95)
        results[game.info.id] = {"median_s": med, "p95_s": p95, "max_s": max(runs), "cpu_median_s": median(cpu),
                                 "runs": runs}
        lines.append(f"  {game.info.id:14} median {med * 1000:7.1f} ms   p95 {p95 * 1000:7.1f} ms   "
                     f"max {max(runs) * 1000:7.1f} ms   (CPU median {median(cpu) * 1000:7.1f} ms)")
    slowest = max(r["median_s"] for r in results.values())
    report(args, lines, {"name": "hints", "median_s": slowest, "games": results, "positions": args.positions})
    return 0


if __name__ == "__main__":
    sys.exit(main())
