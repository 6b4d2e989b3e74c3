"""27's computer players: alpha-beta search at three levels (gamebox/ai/alphabeta.py), and
perfect play wherever a proof is cheap.

27 has no dice after the lot for the first move, so the box's expectimax would waste its
nodes; alpha-beta prunes. Levels, as in the box's other games:

- easy: its own move only, judged with an error of half the spread of the choices;
- medium: its move and the reply, without error;
- strong: first tries to prove a win exactly (solver.ExactSearch, numba) within a node budget,
  which succeeds in much of the middle and end game, and plays the proven move; otherwise (no
  proof, or only a draw or a loss against perfect play) up to 12 plies of alpha-beta over the
  fitted evaluation, which gives a fallible opponent the most chances to go wrong.

Measured strengths are in calibration.py.
"""
from __future__ import annotations

import random
from typing import Any

from gamebox.ai.agents import Agent
from gamebox.ai.alphabeta import AlphaBetaAgent, Level
from gamebox.protocol import Game, State

LEVELS = {
    "easy": Level(depth=1, node_budget=2_000, noise=0.5),
    "medium": Level(depth=2, node_budget=4_000),
    "strong": Level(depth=12, node_budget=3_000),
}
PROOF_BUDGET = 20_000     # positions the exact search may visit per move before strong falls back


class ProvingAgent(Agent):
    """Perfect play where the exact search proves a win within its budget, else the fallback's move."""

    def __init__(self, fallback: AlphaBetaAgent, budget: int = PROOF_BUDGET) -> None:
        self.fallback = fallback
        self.name = fallback.name
        self.budget = budget
        self.proved = self.guessed = 0     # moves of each kind (benches, tests)
        self._search = None                # one memo per game: later moves reuse earlier proofs

    def choose(self, state: State) -> Any:
        from .solver import ExactSearch, SearchBudgetExceeded, state_key

        if len(state.legal_moves()) > 1:
            if self._search is None or self._search.variant != state.rules.variant:
                self._search = ExactSearch(state.rules.variant, table_bits=20)
            try:
                # A proven win is played as proven. A proven draw or loss assumes a perfect
                # opponent; against a fallible one the search's judgement wins more often.
                if self._search.exact(state_key(state), budget=self.budget) > 0:
                    move = self._search.best_move(state, budget=self.budget)
                    self.proved += 1
                    return move
            except SearchBudgetExceeded:
                pass
        self.guessed += 1
        return self.fallback.choose(state)


def make_agent(game: Game, name: str, rng: random.Random):
    kind, _, level = name.partition(":")
    if kind == "search" and level in LEVELS:
        agent = AlphaBetaAgent(game, rng, LEVELS[level], name)
        return ProvingAgent(agent) if level == "strong" else agent
    return None   # random and greedy: the box's own
