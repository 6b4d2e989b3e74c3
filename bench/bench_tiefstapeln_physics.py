"""Tiefstapeln's physics (pymunk): how much faster than real time it runs, and what a placement costs.

- `realtime`: 10 simulated seconds of a 20-block tower at the game's settings (240 Hz, 100 solver
  iterations), every step computed (sleeping switched off): simulated seconds per wall second.
- `placement`: settling each placement of the played example (a 10-block bridge on each side, a
  collapse), as the game does it (bodies at rest fall asleep and end the settle early).
- `accuracy`: the overhang of a 12 cm block on another at which it starts to fall (true limit 6 cm).

    python bench/bench_tiefstapeln_physics.py [--json] [--repeat 5]
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, report


def realtime_factor(repeat: int) -> list[float]:
    from gamebox.games.tiefstapeln import physics
    from gamebox.games.tiefstapeln.material import STANDARD as M
    from gamebox.games.tiefstapeln.physics import Arm, Pose

    arm = Arm(M, 10, M.line_distance(3))
    tower = [Pose(36.0, M.block_thickness * (i + 0.5), 0.0) for i in range(20)]
    factors = []
    for _ in range(repeat):
        space = arm._space()
        space.sleep_time_threshold = float("inf")      # every step computed
        arm._add_blocks(space, tower)
        steps = int(physics.STAND_SECONDS / physics.STEP)
        began = time.perf_counter()
        for _ in range(steps):
            space.step(physics.STEP)
        factors.append(physics.STAND_SECONDS / (time.perf_counter() - began))
    return factors


def placements(repeat: int) -> list[float]:
    from gamebox.games.tiefstapeln.example import EXAMPLE_MOVES
    from gamebox.games.tiefstapeln.moves import Place, parse
    from gamebox.protocol import Setup
    from gamebox.registry import get

    from gamebox.games.tiefstapeln import physics

    times = []
    for _ in range(repeat):
        state = get("tiefstapeln").new_state(Setup("standard", 3, {}, 0))
        for text in EXAMPLE_MOVES:
            move = parse(text)
            physics._rules_lay.cache_clear()   # the rules remember their settles (the two sides' equal blocks
            physics._rules_take.cache_clear()  # too): time the settle itself
            began = time.perf_counter()
            state.apply(move)
            if isinstance(move, Place):
                times.append(time.perf_counter() - began)
    return times


def tipping_overhang() -> float:
    from gamebox.games.tiefstapeln.material import STANDARD as M
    from gamebox.games.tiefstapeln.physics import Arm, Pose

    arm = Arm(M, 10, M.line_distance(3))
    base = Pose(36.0, M.block_thickness / 2, 0.0)
    edge = base.x - M.block_length / 2
    low, high = 5.0, 7.0
    while high - low > 0.005:
        mid = (low + high) / 2
        top = Pose(edge - mid + M.block_length / 2, 1.5 * M.block_thickness, 0.0)
        if arm.settle([base, top]).collapsed:
            high = mid
        else:
            low = mid
    return low


def main() -> None:
    p = parser(__doc__)
    p.add_argument("--repeat", type=int, default=5)
    args = p.parse_args()
    factors = realtime_factor(args.repeat)
    settles = placements(args.repeat)
    limit = tipping_overhang()
    lines = [f"20-block tower, 10 s at 240 Hz: median {median(factors):.1f}x faster than real time",
             f"a placement of the played example settled: median {median(settles) * 1000:.1f} ms, "
             f"longest {max(settles) * 1000:.1f} ms ({len(settles)} settles)",
             f"a 12 cm block starts to fall at an overhang of {limit:.2f} cm (true limit 6.00 cm)"]
    report(args, lines, {"name": "tiefstapeln_placement_settle", "median_s": median(settles), "runs": len(settles),
                         "max_s": max(settles), "realtime_factor": median(factors),
                         "tipping_overhang_cm": round(limit, 3)})


if __name__ == "__main__":
    main()
