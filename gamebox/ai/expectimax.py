"""The search player: depth-limited expectimax with chance nodes, max^n for 1..N players.

At a decision node the mover picks the child best for his own component of the value
vector (max^n), so the same code plays solo, duels and multi-player games; chance
nodes average their outcomes by probability. Terminals are scored by
`state.returns()`, the horizon by `game.heuristic` (which must judge chance nodes
too: in dice games the horizon is usually the next roll).

The budget is a number of nodes, never wall-clock time, so a seed always gives the
same move on any machine. The search deepens one decision ply at a time and keeps
the deepest iteration that finished within the budget.
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from gamebox.protocol import Game, State

from .agents import Agent, RanksMoves
from .tree import (
    Values,
    distinct_children,
    key_function,
    leaf_values,
    pick_best,
    require_decision,
)


@dataclass(frozen=True)
class Level:
    depth: int          # decision plies to look ahead (1 = only the own move)
    node_budget: int    # nodes per move before deepening stops
    noise: float = 0.0  # random error on the root scores, relative to their spread
    average_leaves: bool = False  # average the horizon over one more chance level


# Node budgets: about 45 microseconds per node for Hoch on the reference machine.
# Measured strengths are in gamebox/games/hoch/calibration.py.
LEVELS = {
    # Its own move only (the next roll averaged, as greedy does), judged with an error of
    # 1.0 times the spread of the choices: often not the best move, rarely a silly one.
    "easy": Level(depth=1, node_budget=10_000, noise=1.0, average_leaves=True),
    # Its own move only, judged without error: as strong as greedy.
    "medium": Level(depth=1, node_budget=10_000, average_leaves=True),
    # Its move, the roll, the reply; deeper where the tree is small (endgames).
    "strong": Level(depth=6, node_budget=10_000),
}


class OutOfBudget(Exception):
    """The node budget ran out in the middle of an iteration."""


class Search:
    """One move's search: a node counter and tables of values already known."""

    def __init__(self, game: Game, node_budget: int, average_leaves: bool = False) -> None:
        self.game = game
        self.key = key_function(game)
        self.budget = node_budget
        # A game without chance has no next roll to average at the horizon (`GameInfo.has_chance`).
        self.average_leaves = average_leaves and game.info.has_chance
        self.nodes = 0
        self.reached_horizon = False  # did this iteration stop anywhere short of the end?
        # key -> (depth searched, values); a deeper result also answers a shallower query.
        self.table: dict[Hashable, tuple[int, Values]] = {}
        self.leaves: dict[Hashable, Values] = {}

    def value(self, state: State, depth: int, key: Hashable) -> Values:
        if depth <= 0 or state.is_terminal():
            if depth <= 0 and not state.is_terminal():
                self.reached_horizon = True
            values = self.leaves.get(key)
            if values is None:
                self._spend(1)
                values = self.leaves[key] = leaf_values(self.game, state, self.average_leaves)
            return values
        hit = self.table.get(key)
        if hit is not None and hit[0] >= depth:
            return hit[1]
        if state.is_chance():
            outcomes = state.chance_outcomes()
            self._spend(len(outcomes))
            values = [0.0] * state.num_players
            for outcome, p in outcomes:
                child = state.clone()
                child.apply(outcome)
                for i, v in enumerate(self.value(child, depth, self.key(child))):
                    values[i] += p * v
        else:
            children = distinct_children(self.game, state, self.key)
            if not children:  # a game that lets a player be stuck without ending
                return leaf_values(self.game, state, self.average_leaves)
            self._spend(len(children))
            mover = state.current_player()
            best: Values | None = None
            for _, child, child_key in children:
                v = self.value(child, depth - 1, child_key)
                if best is None or v[mover] > best[mover]:
                    best = v
            values = best
        self.table[key] = (depth, values)
        return values

    def _spend(self, nodes: int) -> None:
        """Count the nodes made; stop the iteration when the budget is gone."""
        self.nodes += nodes
        if self.nodes > self.budget:
            raise OutOfBudget


def _next_cost(before: int, last: int) -> float:
    """Nodes the next iteration will probably take.

    Each ply multiplies the tree by less than the last one did, because the tables
    answer more of it (in Hoch: growth x14 from depth 2 to 3, then x6.4; this
    formula predicts x17 and x6.4).
    """
    return last * max(1.0, last / before) ** 0.7


class ExpectimaxAgent(Agent, RanksMoves):
    def __init__(self, game: Game, rng: random.Random, level: Level, name: str = "search") -> None:
        self.game = game
        self.rng = rng
        self.level = level
        self.name = name
        self.last_depth = 0   # the depth the last move was decided at (benches, tests)
        self.last_nodes = 0

    def choose(self, state: State) -> Any:
        root = distinct_children(self.game, state)
        if len(root) == 1:
            require_decision(state)
            self.last_depth, self.last_nodes = 0, 0
            return root[0][0]
        scored = self._scored(state, root)
        if self.level.noise:
            scored = self._noisy(scored)
        return pick_best(scored, self.rng)

    def ranked(self, state: State) -> list[tuple[Any, float]]:
        """Each distinct move with the value the search gives it, best first (no noise)."""
        scored = self._scored(state, distinct_children(self.game, state))
        return sorted(scored, key=lambda mv: -mv[1])

    def _scored(self, state: State, root: list) -> list[tuple[Any, float]]:
        """The root's moves with their values, deepened while the budget lasts."""
        me = require_decision(state)
        search = Search(self.game, self.level.node_budget, self.level.average_leaves)
        scored: list[tuple[Any, float]] = []
        previous_cost = 0
        for depth in range(1, self.level.depth + 1):
            # The first ply is always searched in full: a move must come out.
            search.budget = self.level.node_budget if depth > 1 else float("inf")
            search.reached_horizon = False
            spent = search.nodes
            try:
                scored = [(move, search.value(child, depth - 1, key)[me]) for move, child, key in root]
            except OutOfBudget:
                break
            self.last_depth = depth
            if not search.reached_horizon:
                break  # every line ended in the game's end: deeper changes nothing
            cost = search.nodes - spent
            if previous_cost and search.nodes + _next_cost(previous_cost, cost) > search.budget:
                break  # the next ply would not fit: save the nodes it would waste
            previous_cost = cost
        self.last_nodes = search.nodes
        return scored

    def _noisy(self, scored: list[tuple[Any, float]]) -> list[tuple[Any, float]]:
        values = [s for _, s in scored]
        sigma = self.level.noise * (max(values) - min(values))
        return [(move, s + self.rng.gauss(0.0, sigma)) for move, s in scored]
