"""Ponga's computer players: the box's expectimax (max^n over the coming rolls) with budgets of our own.

A decision in Ponga is small: at most two fields, and every roll has 21 outcomes. Levels:

- easy: its own move with the next roll averaged, judged with an error of the choices' spread;
- medium: the same without error (it plays like greedy);
- strong: where it has to choose which tower to capture, it also looks at the next player's reply and
  the roll after it (about 0.2 s); where both fields are free it plays like medium, because the two
  free fields of a roll are mirror images and differ only in the lines they belong to (docs/rulings.md
  PO-10: such choices are worth well under 1% of a win).

Ponga is a game of luck ("es bleibt ein Glücksspiel", says the book): measured strengths, all close
to an even share, are in calibration.py. `greedy` is the box's own, only spared the work of judging
a move that is forced (same choices, same random numbers).
"""
from __future__ import annotations

import random
from typing import Any

from gamebox.ai.agents import Agent, RanksMoves
from gamebox.ai.expectimax import ExpectimaxAgent, Level
from gamebox.ai.greedy import GreedyAgent
from gamebox.ai.tree import require_decision
from gamebox.protocol import Game, State

LEVELS = {
    "easy": Level(depth=1, node_budget=2_000, noise=1.0, average_leaves=True),
    "medium": Level(depth=1, node_budget=2_000, average_leaves=True),
    "strong": Level(depth=2, node_budget=4_000, average_leaves=True),
}


class StrongAgent(Agent, RanksMoves):
    """Searches deeper where the choice is between two towers to capture."""

    def __init__(self, game: Game, rng: random.Random, name: str = "search:strong") -> None:
        self.name = name
        self.deep = ExpectimaxAgent(game, rng, LEVELS["strong"], name)
        self.shallow = ExpectimaxAgent(game, rng, LEVELS["medium"], name)

    def choose(self, state: State) -> Any:
        return self._search(state).choose(state)

    def ranked(self, state: State) -> list[tuple[Any, float]]:
        return self._search(state).ranked(state)

    def _search(self, state: State) -> ExpectimaxAgent:
        capture = all(c.top is not None for c in state.candidates())
        return self.deep if capture else self.shallow


class ForcedFirstGreedy(GreedyAgent):
    """The box's greedy, returning a forced move without judging it (it would pick it anyway)."""

    def choose(self, state: State) -> Any:
        require_decision(state)
        moves = state.legal_moves()
        return moves[0] if len(moves) == 1 else super().choose(state)


def make_agent(game: Game, name: str, rng: random.Random):
    if name == "greedy":
        return ForcedFirstGreedy(game, rng)
    kind, _, level = name.partition(":")
    if kind != "search" or level not in LEVELS:
        return None   # random: the box's own
    if level == "strong":
        return StrongAgent(game, rng, name)
    return ExpectimaxAgent(game, rng, LEVELS[level], name)
