"""Cui bono? and Würfelmarsch: how long the strong computer player thinks about a move.

Seeded games of the strong level against two greedy players, seats rotating; every decision of the strong
player is timed (CPU time of this process, so other programs on the machine do not count). Goal (issues 17
and 18): a move within about 2 s at the strongest level.

    python bench/bench_pyramid_ai.py [--json] [--games 6]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, percentile, report

GAMES = ("cuibono", "wuerfelmarsch")


def decision_times(game_id: str, games: int, seed: int = 2026) -> list[float]:
    from gamebox.ai.agents import make_agent
    from gamebox.protocol import Setup
    from gamebox.registry import get

    game, rng, times = get(game_id), random.Random(seed), []
    for index in range(games):
        seats = ["search:strong", "greedy", "greedy"]
        seats = seats[index % 3:] + seats[:index % 3]
        agents = [make_agent(name, game, rng.randrange(1 << 30)) for name in seats]
        state = game.new_state(Setup("standard", 3, {}, 0))
        while not state.is_terminal():
            if state.is_chance():
                state.play(state.sample_chance(rng))
                continue
            seat = state.current_player()
            began = time.process_time()
            move = agents[seat].choose(state)
            if seats[seat] == "search:strong":
                times.append(time.process_time() - began)
            state.play(move)
    return times


def main() -> None:
    p = parser(__doc__)
    p.add_argument("--games", type=int, default=6)
    args = p.parse_args()
    lines, data, every = [], {"name": "pyramid_ai_strong_decision"}, []
    for game_id in GAMES:
        samples = decision_times(game_id, args.games)
        every += samples
        lines.append(f"{game_id}: {len(samples)} decisions of search:strong, median {median(samples) * 1000:.1f} ms, "
                     f"95th percentile {percentile(samples, 95) * 1000:.1f} ms, longest {max(samples) * 1000:.0f} ms")
        data[game_id] = {"median_s": median(samples), "p95_s": percentile(samples, 95), "max_s": max(samples),
                         "decisions": len(samples)}
    report(args, lines, {**data, "median_s": median(every), "runs": len(every)})


if __name__ == "__main__":
    main()
