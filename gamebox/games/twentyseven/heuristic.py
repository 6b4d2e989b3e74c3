"""How good a position of 27 looks, for greedy and the search's horizon.

A linear estimate of the final margin (Black's discs home minus White's) from the features in
features.py, with weights fitted to played games by bench/fit_27_eval.py (eval_weights.py); a
position's utility is that margin squashed into (-1, 1).
"""
from __future__ import annotations

import math

from .eval_weights import WEIGHTS
from .features import MAX_DISTANCE, features
from .state import TwentySevenState

SCALE = 4.0   # discs of expected margin that make a position look about 76 % won


def margin(state: TwentySevenState) -> float:
    """Black's expected lead in discs on the goal at the end (negative: White leads).

    The same sum as weights · features (reference_margin), in one pass over the row: the
    search spends almost half its time here."""
    weights = WEIGHTS[state.rules.variant]
    home, at, w_towers, w_sq, w_reach, w_stuck, w_move = (
        weights[0], weights[1:1 + MAX_DISTANCE], weights[1 + MAX_DISTANCE], weights[2 + MAX_DISTANCE],
        weights[3 + MAX_DISTANCE], weights[4 + MAX_DISTANCE], weights[5 + MAX_DISTANCE])
    stacks = state.stacks
    last = len(stacks) - 1
    value = 0.0
    black, white = [], []            # (distance to the goal, discs) of each side's towers
    for i, stack in enumerate(stacks):
        height = len(stack) - 1
        if height <= 0:
            continue
        top = stack[-1]
        if top == "B":
            distance = last - i
            black.append((distance, height))
            if distance:
                value += at[min(distance, MAX_DISTANCE) - 1] * height
        elif top == "W":
            distance = i
            white.append((distance, height))
            if distance:
                value -= at[min(distance, MAX_DISTANCE) - 1] * height
    if last > 0:
        value += home * ((len(stacks[last]) - 1) - (len(stacks[0]) - 1))
    for sign, towers in ((1.0, black), (-1.0, white)):
        n = len(towers)
        reach = stuck = 0
        for distance, height in towers:
            if distance == n and distance > 0:
                reach += height
            elif 0 < distance < n:
                stuck += height
        value += sign * (w_towers * n + w_sq * n * n + w_reach * reach + w_stuck * stuck)
    return value + (w_move if state.to_move == 0 else -w_move)


def reference_margin(state: TwentySevenState) -> float:
    """margin() written plainly over features.py (what bench/fit_27_eval.py fits)."""
    weights = WEIGHTS[state.rules.variant]
    f = features(state.stacks)
    f.append(1.0 if state.to_move == 0 else -1.0)
    return sum(w * x for w, x in zip(weights, f))


def evaluate(state: TwentySevenState) -> list[float]:
    """Utility estimate per player in (-1, 1), zero-sum."""
    if state.is_terminal():
        return state.returns()
    value = math.tanh(margin(state) / SCALE)
    return [value, -value]
