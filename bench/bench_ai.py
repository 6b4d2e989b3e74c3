"""AI move time per level in Hoch und höher (duel and solo): median and p90.

The positions are decision points sampled from games that greedy players play
against themselves (seeded, so every run times the same positions). Each agent
chooses once per position; the time is wall-clock per `choose()`, and the CPU time of
the process beside it (on a busy machine the wall clock counts the others too). With `--json`:
"median_s" and "runs" are those of search:strong in the duel (what the UI waits for),
and every variant and agent has its median_s, p90_s, max_s and max_cpu_s. Goal (issue 34):
the strong duel player without its table makes every move within 1 s (its search stops at a
node budget: gamebox/ai/expectimax.py).

    python bench/bench_ai.py [--json] [--positions 24] [--agents random,greedy,...] [--with-tables]

search:strong plays from a solved table where one is cached (a lookup: about a millisecond);
by default the bench hides the user's cache so that it times the search. `--with-tables`
keeps the cache.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import goal, goal_line, median, parser, percentile, report

from gamebox import registry
from gamebox.ai import AGENT_NAMES, make_agent
from gamebox.protocol import Setup, State

VARIANTS = (("duel", 2), ("solo", 1))


def sample_positions(variant: str, players: int, count: int, seed: int = 2024) -> list[State]:
    """`count` decision points, drawn evenly from greedy self-play games."""
    game = registry.get("hoch")
    rng = random.Random(seed)
    player = make_agent("greedy", game, seed)
    pool: list[State] = []
    while len(pool) < 4 * count:
        state = game.new_state(Setup(variant, players, {}, None))
        while not state.is_terminal():
            if state.is_chance():
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0])
            else:
                pool.append(state.clone())
                state.apply(player.choose(state))
    return rng.sample(pool, count)


MOVE_GOAL_S = 1.0


def time_agent(name: str, positions: list[State]) -> tuple[list[float], list[int], list[float]]:
    """Seconds per `choose()`, the search depth reached and the CPU seconds, per position."""
    game = registry.get("hoch")
    agent = make_agent(name, game, seed=1)
    times, depths, cpu = [], [], []
    for state in positions:
        start, start_cpu = time.perf_counter(), time.process_time()
        agent.choose(state)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        depths.append(getattr(agent, "last_depth", 0))
    return times, depths, cpu


def main() -> None:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=24, help="positions per variant")
    p.add_argument("--agents", default=",".join(AGENT_NAMES), help="comma-separated agent names")
    p.add_argument("--with-tables", action="store_true", help="let search:strong use cached solved tables")
    args = p.parse_args()
    if not args.with_tables:
        os.environ["GAMEBOX_CACHE"] = tempfile.mkdtemp(prefix="gamebox-bench-ai-")
    names = [n for n in args.agents.split(",") if n]
    data: dict = {"name": "ai", "game": "hoch", "positions": args.positions}
    lines = []
    for variant, players in VARIANTS:
        positions = sample_positions(variant, players, args.positions)
        data[variant] = {}
        for name in names:
            times, depths, cpu = time_agent(name, positions)
            stats = {"median_s": median(times), "p90_s": percentile(times, 90), "max_s": max(times),
                     "max_cpu_s": max(cpu)}
            if any(depths):
                stats["median_depth"] = median(depths)
            data[variant][name] = stats
            if (variant, name) == ("duel", names[-1]):
                data["median_s"], data["runs"] = stats["median_s"], times
            lines.append(f"hoch {variant:4} {name:14} median {1000 * stats['median_s']:8.1f} ms   "
                         f"p90 {1000 * stats['p90_s']:8.1f} ms   max {1000 * stats['max_s']:8.1f} ms"
                         + (f"   depth {stats['median_depth']:g}" if "median_depth" in stats else ""))
    strong = data.get("duel", {}).get("search:strong")
    if strong is not None and not args.with_tables:
        data["goals"] = [goal("Hoch duel, strong computer without its table, slowest move", strong["max_s"], MOVE_GOAL_S,
                              "s", how=f"wall clock, the slowest of {args.positions} moves (median "
                                       f"{strong['median_s'] * 1000:.0f} ms); CPU at most {strong['max_cpu_s']:.3f} s")]
        lines += [goal_line(g) for g in data["goals"]]
    report(args, lines, data)


if __name__ == "__main__":
    main()
