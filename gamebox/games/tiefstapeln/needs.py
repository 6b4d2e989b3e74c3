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

# (line, ball) -> (step limit, width, crown) or None; measured (see __main__ below).
PLANS: dict[tuple[int, int], tuple[int, int, int] | None] = {}


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
