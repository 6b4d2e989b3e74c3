"""27's computer players: alpha-beta search at three levels (gamebox/ai/alphabeta.py).

27 has no dice after the lot for the first move, so the box's expectimax would waste its
nodes; alpha-beta prunes. Levels, as in the box's other games:

- easy: its own move only, judged with an error of half the spread of the choices;
- medium: its move and the reply, without error;
- strong: up to 12 plies deep within a node budget, without error.

Measured strengths are in calibration.py.
"""
from __future__ import annotations

import random

from gamebox.ai.alphabeta import AlphaBetaAgent, Level
from gamebox.protocol import Game

LEVELS = {
    "easy": Level(depth=1, node_budget=2_000, noise=0.5),
    "medium": Level(depth=2, node_budget=4_000),
    "strong": Level(depth=12, node_budget=3_000),
}


def make_agent(game: Game, name: str, rng: random.Random):
    kind, _, level = name.partition(":")
    if kind == "search" and level in LEVELS:
        return AlphaBetaAgent(game, rng, LEVELS[level], name)
    return None   # random and greedy: the box's own
