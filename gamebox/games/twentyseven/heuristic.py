"""How good a position of 27 looks, for greedy and the search's horizon.

The final score counts the discs on each goal, whatever their colour. Before the end a stack's
discs belong, for the moment, to whoever owns its top disc: only he can move them, and he carries
them forward. A stack on its owner's goal can never be taken away (the opponent cannot move onto
his own start), so it counts in full; any other stack counts for its owner, the more the closer
it stands to his goal.
"""
from __future__ import annotations

import math

from .state import TwentySevenState

CARRIED = 0.55    # a disc one field before its carrier's goal; half of that at his start


def margin(state: TwentySevenState) -> float:
    """Black's expected lead in discs on the goal (negative: white leads)."""
    stacks = state.stacks
    last = len(stacks) - 1
    if last <= 0:
        return 0.0
    lead = 0.0
    for i, stack in enumerate(stacks):
        height = len(stack) - 1
        if height == 0:
            continue
        if stack[-1] == "B":
            lead += height if i == last else CARRIED * height * (0.5 + 0.5 * i / last)
        else:
            lead -= height if i == 0 else CARRIED * height * (0.5 + 0.5 * (last - i) / last)
    return lead


def evaluate(state: TwentySevenState) -> list[float]:
    """Utility estimate per player in (-1, 1), zero-sum."""
    if state.is_terminal():
        return state.returns()
    value = math.tanh(margin(state) / 4.0)
    return [value, -value]
