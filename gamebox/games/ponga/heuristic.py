"""How good a Ponga position looks: each player's chance to win, as a utility in [-1, 1].

A conditional logit model: each player's features (features.py) give him a weight
exp(w · f); his chance to win the round is his share of the weights. The weights are fitted
to played games per number of players (bench/fit_ponga_eval.py, eval_weights.py). A pending
placement is resolved first by the mover's own best choice, so the model is only ever asked
where somebody is about to roll. In a match of several rounds the banked totals shift the
chances too, the less the more rounds remain.
"""
from __future__ import annotations

import math
from operator import itemgetter, mul

from .board import FIELDS, transpose
from .eval_weights import ROUND_SCALE, WEIGHTS
from .features import features
from .state import OVER, PLACE, START, PongaState

_TRANSPOSED = itemgetter(*(transpose(f) for f in FIELDS))


def win_chances(state: PongaState) -> list[float]:
    """Each player's estimated chance to win the game, at a state where somebody rolls next."""
    n = state.num_players
    weights = WEIGHTS.get(n) or WEIGHTS[4]
    z = [sum(map(mul, weights, row)) for row in features(state)]
    rounds_left = state.rules.rounds - state.round
    if state.rules.rounds > 1:
        # Banked points: the totals so far, in units of a round's spread, diluted by the rounds to come.
        scale = ROUND_SCALE.get(n, ROUND_SCALE[4]) * math.sqrt(rounds_left + 1)
        mean = sum(state.banked) / n
        z = [zi + (b - mean) / scale * 2.0 for zi, b in zip(z, state.banked)]
    top = max(z)
    e = [math.exp(zi - top) for zi in z]
    total = sum(e)
    return [x / total for x in e]


def evaluate(state: PongaState) -> list[float]:
    """Utility estimate per player: 2·P(win) − 1, the expectation of +1 for a win and −1 else."""
    if state.phase == OVER:
        return state.returns()
    if state.phase == START:
        return [2 / state.num_players - 1] * state.num_players
    if state.phase == PLACE:
        mover = state.to_move
        best = None
        for move in state.legal_moves():
            child = state.clone()
            child.apply(move)
            values = evaluate(child)
            if best is None or values[mover] > best[mover]:
                best = values
        return best
    return [2 * p - 1 for p in win_chances(state)]


def canonical_key(state: PongaState):
    """Equal for states that play alike: only tops and heights matter for the rest of the game
    (who lies beneath a top stone never counts), and the board may be transposed (PO-10)."""
    tops, heights = state.tops, state.heights
    board = (*tops, *heights)
    mirrored = (*_TRANSPOSED(tops), *_TRANSPOSED(heights))
    return (state.phase, state.to_move, state.roll, min(board, mirrored), state.out_mask, state.round,
            state.starter, tuple(state.banked))
