"""Tiefstapeln: how long a computer player takes to choose a placement, per level.

Positions: building positions of three-player rounds at line 1-3 and ball heights the bidder would choose,
half of them with bridges laid by the strong builder (it follows its plan), half with bridges of three to six
blocks laid at random (the builder must search by simulation). Goal (the issue): 2 s or less at the strongest
level.

    python bench/bench_tiefstapeln_ai.py [--json] [--positions 24]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, percentile, report

LEVELS = ("search:easy", "search:medium", "search:strong")


def positions(count: int, seed: int = 11) -> list:
    from gamebox.games.tiefstapeln.ai import make_agent
    from gamebox.games.tiefstapeln.moves import Place
    from gamebox.games.tiefstapeln.state import BUILD
    from gamebox.protocol import Setup
    from gamebox.registry import get

    rng, found = random.Random(seed), []
    game = get("tiefstapeln")
    while len(found) < count:
        line, ball = rng.choice([(1, 7), (1, 12), (2, 8), (2, 13), (3, 9), (3, 12)])
        state = game.new_state(Setup("standard", 3, {}, 0))
        for text in (f"bid L{line} B{ball}", "pass", "pass", "order", "enough"):
            state.play(state.parse_move(text))
        randomly = len(found) % 2 == 1
        agent = make_agent("search:strong", random.Random(rng.random()))
        for _ in range(rng.randrange(3, 7)):
            if state.phase != BUILD:
                break
            if randomly:
                standing = [m for m in state.candidates() if m.y < 400]
                state.play(rng.choice(standing) if standing else agent.choose(state))
            else:
                state.play(agent.choose(state))
        if state.phase == BUILD and isinstance(agent.choose(state.clone()), Place):
            found.append(state)
    return found


def main() -> None:
    from gamebox.games.tiefstapeln.ai import make_agent

    p = parser(__doc__)
    p.add_argument("--positions", type=int, default=24)
    args = p.parse_args()
    states = positions(args.positions)
    lines, data = [], {}
    for level in LEVELS:
        times = []
        for index, state in enumerate(states):
            agent = make_agent(level, random.Random(index))
            began = time.perf_counter()
            agent.choose(state.clone())
            times.append(time.perf_counter() - began)
        data[level] = {"median_s": median(times), "p95_s": percentile(times, 95), "max_s": max(times)}
        lines.append(f"{level}: median {median(times) * 1000:.0f} ms, 95th percentile "
                     f"{percentile(times, 95) * 1000:.0f} ms, longest {max(times) * 1000:.0f} ms "
                     f"({len(times)} positions)")
    strong = data["search:strong"]
    report(args, lines, {"name": "tiefstapeln_ai_placement_strong", "median_s": strong["median_s"],
                         "runs": len(states), "max_s": strong["max_s"], "levels": data})


if __name__ == "__main__":
    main()
