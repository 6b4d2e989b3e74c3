"""Abquetschen: the time to list every legal build of a 6 on busy mid-game positions.

Positions come from games of greedy players (seeded), sampled once 40 to 120 dice stand; each is
measured with a roll of 6 for the player to move (the generator's worst case: the most shapes).
Goal (issue 16): a median of 50 ms or less.

    python bench/bench_abquetschen_builds.py [--json] [--positions 200]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, percentile, report


def positions(count: int, seed: int = 7) -> list:
    from gamebox.ai.agents import make_agent
    from gamebox.games.abquetschen.state import BUILD
    from gamebox.protocol import Setup
    from gamebox.registry import get

    game, rng, found = get("abquetschen"), random.Random(seed), []
    while len(found) < count:
        state = game.new_state(Setup("standard", 3, {}, 0))
        agents = [make_agent("greedy", game, rng.randrange(1 << 30)) for _ in range(3)]
        while not state.is_terminal() and len(found) < count:
            if state.is_chance():
                state.play(state.sample_chance(rng))
                continue
            if 40 <= len(state.owner) <= 120 and rng.random() < 0.3:
                probe = state.clone()
                probe.phase, probe.need, probe.bonus, probe._builds = BUILD, 6, False, None
                found.append(probe)
            state.play(agents[state.current_player()].choose(state))
    return found


def main() -> None:
    p = parser(__doc__)
    p.add_argument("--positions", type=int, default=200)
    args = p.parse_args()
    samples, sizes = [], []
    for state in positions(args.positions):
        began = time.perf_counter()
        found = state.builds()
        samples.append(time.perf_counter() - began)
        sizes.append(len(found))
    lines = [f"builds of a 6 on {len(samples)} mid-game positions: median {median(samples) * 1000:.2f} ms, "
             f"95th percentile {percentile(samples, 95) * 1000:.2f} ms, most builds {max(sizes)}"]
    report(args, lines, {"name": "abquetschen_builds_of_6", "median_s": median(samples), "runs": len(samples),
                         "p95_s": percentile(samples, 95), "most_builds": max(sizes)})


if __name__ == "__main__":
    main()
