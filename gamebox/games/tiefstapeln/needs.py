"""How many blocks a bridge needs, by simulation: the smallest corbel (plan.py) from a line to a ball
height that stands when laid block by block in the engine and touches the ball; its size is the
count (OUT_OF_REACH where none does).

`PLANS` is what `python -m gamebox.games.tiefstapeln.needs` found for the standard material at every
line and every whole centimetre of the ball: the plan's parameters (step limit, width, crown), or
None. The builder lays those plans; the bidder reads their sizes. Other materials are searched when
first asked, in the process, with a budget.
"""
from __future__ import annotations

import sys
import time
from functools import lru_cache

from .material import STANDARD, Material

OUT_OF_REACH = 99

# (line, ball) -> (step limit, width, crown) or None, and the plan's size: measured by this module's main
# (about 20 minutes on one core of the project's machine, `nice -n 10`).
PLANS: dict[tuple[int, int], tuple[int, int, int] | None] = {
    (1, 25): (0, 2, 0),   # 34 blocks
    (1, 24): (0, 2, 0),   # 32 blocks
    (1, 23): (0, 2, 0),   # 32 blocks
    (1, 22): (0, 2, 0),   # 30 blocks
    (1, 21): (0, 2, 0),   # 28 blocks
    (1, 20): (0, 2, 0),   # 28 blocks
    (1, 19): (0, 2, 0),   # 26 blocks
    (1, 18): (0, 2, 0),   # 24 blocks
    (1, 17): (0, 2, 0),   # 24 blocks
    (1, 16): (0, 2, 0),   # 22 blocks
    (1, 15): (0, 2, 0),   # 20 blocks
    (1, 14): (0, 2, 0),   # 20 blocks
    (1, 13): (0, 2, 0),   # 18 blocks
    (1, 12): (0, 2, 0),   # 16 blocks
    (1, 11): (0, 2, 0),   # 16 blocks
    (1, 10): (0, 2, 0),   # 14 blocks
    (1, 9): (0, 2, 0),   # 12 blocks
    (1, 8): (0, 2, 0),   # 12 blocks
    (1, 7): (0, 2, 0),   # 10 blocks
    (1, 6): (0, 2, 0),   # 8 blocks
    (1, 5): (0, 2, 0),   # 8 blocks
    (1, 4): (0, 2, 0),   # 6 blocks
    (1, 3): None,   # 99 blocks
    (1, 2): None,   # 99 blocks
    (1, 1): None,   # 99 blocks
    (1, 0): None,   # 99 blocks
    (1, -1): None,   # 99 blocks
    (1, -2): None,   # 99 blocks
    (2, 25): (0, 2, 0),   # 34 blocks
    (2, 24): (0, 2, 0),   # 32 blocks
    (2, 23): (0, 2, 0),   # 32 blocks
    (2, 22): (0, 2, 0),   # 30 blocks
    (2, 21): (0, 2, 0),   # 28 blocks
    (2, 20): (0, 2, 0),   # 28 blocks
    (2, 19): (0, 2, 0),   # 26 blocks
    (2, 18): (0, 2, 0),   # 24 blocks
    (2, 17): (0, 2, 0),   # 24 blocks
    (2, 16): (0, 2, 0),   # 22 blocks
    (2, 15): (0, 2, 0),   # 20 blocks
    (2, 14): (0, 2, 0),   # 20 blocks
    (2, 13): (0, 2, 0),   # 18 blocks
    (2, 12): (0, 2, 0),   # 16 blocks
    (2, 11): (0, 2, 0),   # 16 blocks
    (2, 10): (0, 2, 0),   # 14 blocks
    (2, 9): (0, 2, 0),   # 12 blocks
    (2, 8): (0, 2, 0),   # 12 blocks
    (2, 7): (0, 2, 0),   # 10 blocks
    (2, 6): (0, 2, 0),   # 8 blocks
    (2, 5): (0, 2, 0),   # 8 blocks
    (2, 4): None,   # 99 blocks
    (2, 3): None,   # 99 blocks
    (2, 2): None,   # 99 blocks
    (2, 1): None,   # 99 blocks
    (2, 0): None,   # 99 blocks
    (2, -1): None,   # 99 blocks
    (2, -2): None,   # 99 blocks
    (3, 25): None,   # 99 blocks
    (3, 24): (1, 2, 1),   # 37 blocks
    (3, 23): (1, 2, 1),   # 37 blocks
    (3, 22): (1, 2, 1),   # 35 blocks
    (3, 21): (0, 2, 1),   # 32 blocks
    (3, 20): (0, 2, 1),   # 32 blocks
    (3, 19): (0, 2, 1),   # 30 blocks
    (3, 18): (0, 2, 1),   # 28 blocks
    (3, 17): (0, 2, 1),   # 28 blocks
    (3, 16): (0, 2, 1),   # 26 blocks
    (3, 15): (0, 2, 1),   # 24 blocks
    (3, 14): (0, 2, 1),   # 24 blocks
    (3, 13): (0, 2, 1),   # 22 blocks
    (3, 12): (0, 2, 1),   # 20 blocks
    (3, 11): (0, 2, 1),   # 20 blocks
    (3, 10): (0, 2, 1),   # 18 blocks
    (3, 9): (0, 2, 1),   # 16 blocks
    (3, 8): (0, 2, 1),   # 16 blocks
    (3, 7): (0, 2, 1),   # 14 blocks
    (3, 6): None,   # 99 blocks
    (3, 5): None,   # 99 blocks
    (3, 4): None,   # 99 blocks
    (3, 3): None,   # 99 blocks
    (3, 2): None,   # 99 blocks
    (3, 1): None,   # 99 blocks
    (3, 0): None,   # 99 blocks
    (3, -1): None,   # 99 blocks
    (3, -2): None,   # 99 blocks
    (4, 25): None,   # 99 blocks
    (4, 24): None,   # 99 blocks
    (4, 23): None,   # 99 blocks
    (4, 22): None,   # 99 blocks
    (4, 21): None,   # 99 blocks
    (4, 20): None,   # 99 blocks
    (4, 19): None,   # 99 blocks
    (4, 18): None,   # 99 blocks
    (4, 17): None,   # 99 blocks
    (4, 16): None,   # 99 blocks
    (4, 15): None,   # 99 blocks
    (4, 14): (0, 2, 2),   # 30 blocks
    (4, 13): (0, 2, 2),   # 28 blocks
    (4, 12): (1, 2, 1),   # 22 blocks
    (4, 11): (1, 2, 1),   # 22 blocks
    (4, 10): (1, 2, 1),   # 20 blocks
    (4, 9): (0, 2, 2),   # 22 blocks
    (4, 8): (0, 2, 2),   # 22 blocks
    (4, 7): None,   # 99 blocks
    (4, 6): None,   # 99 blocks
    (4, 5): None,   # 99 blocks
    (4, 4): None,   # 99 blocks
    (4, 3): None,   # 99 blocks
    (4, 2): None,   # 99 blocks
    (4, 1): None,   # 99 blocks
    (4, 0): None,   # 99 blocks
    (4, -1): None,   # 99 blocks
    (4, -2): None,   # 99 blocks
    (5, 25): None,   # 99 blocks
    (5, 24): None,   # 99 blocks
    (5, 23): None,   # 99 blocks
    (5, 22): None,   # 99 blocks
    (5, 21): None,   # 99 blocks
    (5, 20): None,   # 99 blocks
    (5, 19): None,   # 99 blocks
    (5, 18): None,   # 99 blocks
    (5, 17): None,   # 99 blocks
    (5, 16): None,   # 99 blocks
    (5, 15): None,   # 99 blocks
    (5, 14): None,   # 99 blocks
    (5, 13): None,   # 99 blocks
    (5, 12): None,   # 99 blocks
    (5, 11): None,   # 99 blocks
    (5, 10): None,   # 99 blocks
    (5, 9): None,   # 99 blocks
    (5, 8): None,   # 99 blocks
    (5, 7): None,   # 99 blocks
    (5, 6): None,   # 99 blocks
    (5, 5): None,   # 99 blocks
    (5, 4): None,   # 99 blocks
    (5, 3): None,   # 99 blocks
    (5, 2): None,   # 99 blocks
    (5, 1): None,   # 99 blocks
    (5, 0): None,   # 99 blocks
    (5, -1): None,   # 99 blocks
    (5, -2): None,   # 99 blocks
    (6, 25): None,   # 99 blocks
    (6, 24): None,   # 99 blocks
    (6, 23): None,   # 99 blocks
    (6, 22): None,   # 99 blocks
    (6, 21): None,   # 99 blocks
    (6, 20): None,   # 99 blocks
    (6, 19): None,   # 99 blocks
    (6, 18): None,   # 99 blocks
    (6, 17): None,   # 99 blocks
    (6, 16): None,   # 99 blocks
    (6, 15): None,   # 99 blocks
    (6, 14): None,   # 99 blocks
    (6, 13): None,   # 99 blocks
    (6, 12): None,   # 99 blocks
    (6, 11): None,   # 99 blocks
    (6, 10): None,   # 99 blocks
    (6, 9): None,   # 99 blocks
    (6, 8): None,   # 99 blocks
    (6, 7): None,   # 99 blocks
    (6, 6): None,   # 99 blocks
    (6, 5): None,   # 99 blocks
    (6, 4): None,   # 99 blocks
    (6, 3): None,   # 99 blocks
    (6, 2): None,   # 99 blocks
    (6, 1): None,   # 99 blocks
    (6, 0): None,   # 99 blocks
    (6, -1): None,   # 99 blocks
    (6, -2): None,   # 99 blocks
}


def known_plan(material: Material, ball: float, line_distance: float):
    """The measured plan's parameters, None if measured out of reach, False if not measured."""
    if material != STANDARD or ball != int(ball):
        return False
    line = round((line_distance - material.line_first) / material.line_spacing) + 1
    return PLANS.get((line, int(ball)), False)


@lru_cache(maxsize=None)
def blocks_needed(material: Material, line: int, ball: int) -> int:
    """Blocks in the plan from `line` to the ball at `ball` cm (OUT_OF_REACH if there is none)."""
    from .ai import plan_for
    from .physics import Arm

    plan = plan_for(Arm(material, ball, material.line_distance(line)))
    return OUT_OF_REACH if plan is None else len(plan.poses)


def estimate(material: Material, line: int, ball: int) -> float:
    return float(blocks_needed(material, line, ball))


def main() -> None:
    from .physics import Arm
    from .plan import best_plan

    m = STANDARD
    lines = []
    for line in range(1, m.lines + 1):
        for ball in range(m.ball_top, m.ball_bottom - 1, -1):
            start = time.perf_counter()
            found = best_plan(Arm(m, ball, m.line_distance(line)))
            params = found[1] if found else None
            size = len(found[0].poses) if found else OUT_OF_REACH
            lines.append(f"    ({line}, {ball}): {params!r},   # {size} blocks, {time.perf_counter() - start:.0f} s")
            print(lines[-1], flush=True)
    print("PLANS = {\n" + "\n".join(lines) + "\n}")


if __name__ == "__main__":
    sys.exit(main())
