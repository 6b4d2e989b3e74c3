"""How good a position of 27 looks, for greedy and the search's horizon.

A linear estimate of the final margin (Black's discs home minus White's) from the features in
features.py, with weights fitted to played games by bench/fit_27_eval.py (eval_weights.py); a
position's utility is that margin squashed into (-1, 1).
"""
from __future__ import annotations

import math

from .eval_weights import WEIGHTS
from .features import features
from .state import TwentySevenState

SCALE = 4.0   # discs of expected margin that make a position look about 76 % won


def margin(state: TwentySevenState) -> float:
    """Black's expected lead in discs on the goal at the end (negative: White leads)."""
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
