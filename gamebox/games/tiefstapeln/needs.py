"""How many blocks a bridge needs, by simulation: the strong builder's plan (plan.py) from a line to a
ball height, laid block by block in the engine until it stands and touches; its size is the count
(OUT_OF_REACH where no plan stands).

The table below is what `python -m gamebox.games.tiefstapeln.needs` measured for the standard
material, every line and every third centimetre of the ball (heights between are interpolated).
Other materials are measured when first asked, in the process, and kept.
"""
from __future__ import annotations

import sys
import time
from functools import lru_cache

from .material import STANDARD, Material

OUT_OF_REACH = 99
STEP = 3            # cm between measured ball heights

# (line, ball) -> blocks; filled from a run of this module (see __main__ below).
TABLE: dict[tuple[int, int], int] = {}


def simulate(material: Material, line: int, ball: int) -> int:
    """Blocks the strong builder's checked plan needs from `line` to the ball at `ball` cm
    (OUT_OF_REACH if it finds none)."""
    from .ai import LEVELS, plan_for
    from .physics import Arm

    plan = plan_for(Arm(material, ball, material.line_distance(line)), LEVELS["strong"].margin)
    return OUT_OF_REACH if plan is None else len(plan.poses)


def heights(material: Material) -> list[int]:
    top, bottom = material.ball_top, material.ball_bottom
    return sorted({*range(top, bottom - 1, -STEP), bottom})


@lru_cache(maxsize=None)
def _measured(material: Material, line: int, ball: int) -> int:
    if material == STANDARD and (line, ball) in TABLE:
        return TABLE[(line, ball)]
    return simulate(material, line, ball)


def estimate(material: Material, line: int, ball: int) -> float:
    """Blocks needed from `line` to `ball`, interpolated between measured heights."""
    grid = heights(material)
    below = max((h for h in grid if h <= ball), default=grid[0])
    above = min((h for h in grid if h >= ball), default=grid[-1])
    low, high = _measured(material, line, below), _measured(material, line, above)
    if above == below:
        return float(low)
    t = (ball - below) / (above - below)
    return low + t * (high - low)


def main() -> None:
    rows = []
    for line in range(1, STANDARD.lines + 1):
        for ball in heights(STANDARD):
            start = time.perf_counter()
            need = simulate(STANDARD, line, ball)
            rows.append((line, ball, need))
            print(f"    ({line}, {ball}): {need},   # {time.perf_counter() - start:.0f} s", flush=True)
    print("TABLE = {" + ", ".join(f"({a}, {b}): {c}" for a, b, c in rows) + "}")


if __name__ == "__main__":
    sys.exit(main())
