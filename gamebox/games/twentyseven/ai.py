"""27's computer players: alpha-beta search at three levels (gamebox/ai/alphabeta.py), and
perfect play wherever a proof is cheap.

27 has no dice after the lot for the first move, so the box's expectimax would waste its
nodes; alpha-beta prunes. Levels, as in the box's other games:

- easy: its own move only, judged with an error of half the spread of the choices;
- medium: its move and the reply, without error;
- strong: first tries to prove a win (solver.ExactSearch, numba, a null-window search: "can I
  force a win?", much smaller than the exact margin) within a node budget, which succeeds from
  about the sixth ply on against weak play, and plays the proven move; otherwise (no proof, or
  only a draw or a loss against perfect play) alpha-beta over the fitted evaluation, deepened
  two plies at a time so the horizon always ends on the opponent's reply (an odd horizon let
  it put a tall tower where the opponent covers it, just past its sight).

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
    "strong": Level(depth=12, node_budget=10_000, depth_step=2),
}
PROOF_BUDGET = 50_000     # positions the exact search may visit per move before strong falls back


class ProvingAgent(Agent):
    """Perfect play where the exact search proves a win within its budget, else the fallback's move."""

    def __init__(self, fallback: AlphaBetaAgent, budget: int = PROOF_BUDGET) -> None:
        self.fallback = fallback
        self.name = fallback.name
        self.budget = budget
        self.proved = self.guessed = 0     # moves of each kind (benches, tests)
        self._search = None                # one memo per game: later moves reuse earlier proofs

    def choose(self, state: State) -> Any:
        from .solver import ExactSearch, SearchBudgetExceeded

        if len(state.legal_moves()) > 1:
            if self._search is None or self._search.variant != state.rules.variant:
                self._search = ExactSearch(state.rules.variant, table_bits=20)
            try:
                move = self.winning_move(state)
            except SearchBudgetExceeded:
                move = None
            if move is not None:
                self.proved += 1
                return move
        self.guessed += 1
        return self.fallback.choose(state)

    def winning_move(self, state: State) -> Any:
        """A move proven to win, or None when the position is proven not to be won.

        Only "is it a win?" is asked (null-window searches around 0), never the exact margin:
        that proof is much smaller, so it succeeds earlier in the game. A proven draw or loss
        assumes a perfect opponent; against a fallible one the evaluation wins more often."""
        from .solver import state_key

        search, start = self._search, self._search.nodes
        if search.bound(state_key(state), 0, 1, self.budget) < 1:
            return None
        for move in state.legal_moves():
            child = state.clone()
            child.apply(move)
            if child.is_terminal():
                if child.winners() == [state.current_player()]:
                    return move
                continue
            left = max(1, self.budget - (search.nodes - start))
            if search.bound(state_key(child), -1, 0, left) < 0:      # the opponent loses
                return move
        raise RuntimeError("no move keeps the proven win")    # the memo would be wrong


def make_agent(game: Game, name: str, rng: random.Random):
    kind, _, level = name.partition(":")
    if kind == "search" and level in LEVELS:
        agent = AlphaBetaAgent(game, rng, LEVELS[level], name)
        return ProvingAgent(agent) if level == "strong" else agent
    return None   # random and greedy: the box's own
