"""The greedy player: looks one move ahead and takes what the heuristic likes best."""
from __future__ import annotations

import random
from typing import Any

from gamebox.protocol import Game, State

from .agents import Agent
from .tree import distinct_children, leaf_values, pick_best, require_decision


class GreedyAgent(Agent):
    """Maximises its own component of the heuristic after its move.

    When the move leads to a chance node (the next roll), the heuristic is averaged
    over the outcomes, terminal ones scored exactly (`tree.leaf_values`): that makes
    greedy sound for games whose heuristic ignores the dice, and costs little at one ply.
    """

    name = "greedy"

    def __init__(self, game: Game, rng: random.Random, average_chance: bool = True) -> None:
        self.game = game
        self.rng = rng
        self.average_chance = average_chance

    def choose(self, state: State) -> Any:
        me = require_decision(state)
        scored = [(move, leaf_values(self.game, child, self.average_chance)[me])
                  for move, child, _ in distinct_children(self.game, state)]
        return pick_best(scored, self.rng)
