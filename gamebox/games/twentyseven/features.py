"""Features of a position of 27 for the evaluation (heuristic.py), from each player's side.

Per player: discs home (on his goal), the discs he controls (in stacks topped by his colour) by
their distance to his goal, his number of towers, and the discs he could bring home with his next
move (towers exactly his step count away). The evaluation is linear in the difference of the two
players' features, so it is zero-sum and colour-blind by construction.
"""
from __future__ import annotations

MAX_DISTANCE = 8
NAMES = (["home"] + [f"at{d}" for d in range(1, MAX_DISTANCE + 1)]
         + ["towers", "towers_sq", "reach", "stuck"])
SIZE = len(NAMES)


def side_features(stacks: list[str], player: int) -> list[float]:
    colour = "B" if player == 0 else "W"
    last = len(stacks) - 1
    goal = last if player == 0 else 0
    at = [0.0] * (MAX_DISTANCE + 1)
    towers = []
    for i, stack in enumerate(stacks):
        if len(stack) > 1 and stack[-1] == colour:
            distance = abs(goal - i)
            towers.append((distance, len(stack) - 1))
            if distance:
                at[min(distance, MAX_DISTANCE)] += len(stack) - 1
    n = len(towers)
    reach = sum(h for d, h in towers if d == n and d > 0)
    stuck = sum(h for d, h in towers if 0 < d < n)     # would overshoot with the present step count
    home = float(len(stacks[goal]) - 1) if last > 0 else 0.0
    return [home] + at[1:] + [float(n), float(n * n), float(reach), float(stuck)]


def features(stacks: list[str]) -> list[float]:
    """Black's features minus White's."""
    black, white = side_features(stacks, 0), side_features(stacks, 1)
    return [b - w for b, w in zip(black, white)]
