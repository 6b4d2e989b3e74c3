"""The search player for deterministic two-player games: negamax with alpha-beta pruning.

Iterative deepening with a transposition table; the previous iteration's best move is searched
first, which is what makes the pruning bite. Terminal positions are worth more than any
heuristic value (±2, plus a little for the score margin, so a bigger win is preferred and a
loss is made as small as possible); the horizon is judged by `game.heuristic`, in (-1, 1).

As in the expectimax player, the budget is a node count, never wall-clock time, so a seed gives
the same move on any machine. A game uses this player by returning it from `Game.make_agent`
(27 does); chance may occur only before the search starts (who begins).
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from gamebox.protocol import Game, State

from .agents import Agent, RanksMoves
from .tree import TIE, pick_best, require_decision

EXACT, LOWER, UPPER = 0, 1, 2
WIN = 2.0
MARGIN_WEIGHT = 0.01   # per point of score margin at the end: a bigger win beats a smaller one


@dataclass(frozen=True)
class Level:
    depth: int          # plies to look ahead at most
    node_budget: int    # positions per move before deepening stops
    noise: float = 0.0  # random error on the root scores, relative to their spread
    depth_step: int = 1  # 2: deepen by two plies, so every search ends on the opponent's reply


class OutOfBudget(Exception):
    pass


def terminal_value(state: State, player: int) -> float:
    """The end, from `player`'s side: a win is worth more than any heuristic estimate."""
    scores = state.scores()
    margin = scores[player] - max(s for p, s in enumerate(scores) if p != player)
    return WIN * state.returns()[player] + MARGIN_WEIGHT * margin


class AlphaBeta:
    """One move's search: node counter and transposition table."""

    def __init__(self, game: Game, budget: float) -> None:
        self.game = game
        self.budget = budget
        self.nodes = 0
        self.table: dict[Hashable, tuple[int, float, int, Any]] = {}

    def value(self, state: State, depth: int, alpha: float, beta: float) -> float:
        """Negamax value for the player to move at `state` (a decision node)."""
        player = state.current_player()
        if depth <= 0:
            return self.game.heuristic(state)[player]
        key = state.key()
        hit = self.table.get(key)
        first = None
        if hit is not None:
            hit_depth, hit_value, flag, first = hit
            usable = flag == EXACT or (flag == LOWER and hit_value >= beta) or (flag == UPPER and hit_value <= alpha)
            if hit_depth >= depth and usable:
                return hit_value
        moves = state.legal_moves()
        self.nodes += len(moves)
        if self.nodes > self.budget:
            raise OutOfBudget
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        start_alpha, best, best_move = alpha, -float("inf"), None
        for move in moves:
            child = state.clone()
            child.apply(move)
            v = self.child_value(child, player, depth - 1, alpha, beta)
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        flag = UPPER if best <= start_alpha else LOWER if best >= beta else EXACT
        self.table[key] = (depth, best, flag, best_move)
        return best

    def child_value(self, child: State, player: int, depth: int, alpha: float, beta: float) -> float:
        """The value of `child` for `player`, who just moved into it."""
        if child.is_terminal():
            return terminal_value(child, player)
        if child.current_player() == player:   # he moves again
            return self.value(child, depth, alpha, beta)
        return -self.value(child, depth, -beta, -alpha)


class AlphaBetaAgent(Agent, RanksMoves):
    def __init__(self, game: Game, rng: random.Random, level: Level, name: str = "search") -> None:
        self.game = game
        self.rng = rng
        self.level = level
        self.name = name
        self.last_depth = 0
        self.last_nodes = 0

    def choose(self, state: State) -> Any:
        require_decision(state)
        moves = state.legal_moves()
        if len(moves) == 1:
            self.last_depth, self.last_nodes = 0, 0
            return moves[0]
        # With noise every score must be exact; without, moves that cannot reach the best get a bound.
        scored = self._scored(state, moves, exact=bool(self.level.noise))
        if self.level.noise:
            values = [v for _, v in scored]
            sigma = self.level.noise * (max(values) - min(values))
            scored = [(m, v + self.rng.gauss(0.0, sigma)) for m, v in scored]
        return pick_best(scored, self.rng)

    def ranked(self, state: State) -> list[tuple[Any, float]]:
        """Every move with its exact value at the depth reached (no move cut to a bound), best first."""
        scored = self._scored(state, state.legal_moves(), exact=True)
        return sorted(scored, key=lambda mv: -mv[1])

    def _scored(self, state: State, moves: list, exact: bool) -> list[tuple[Any, float]]:
        me = require_decision(state)
        search = AlphaBeta(self.game, float("inf"))
        scored: list[tuple[Any, float]] = []
        step = self.level.depth_step
        for depth in range(step, self.level.depth + 1, step):
            # The first iteration always completes, so there is a move to play.
            search.budget = float("inf") if depth == step else self.level.node_budget
            ordered = sorted(moves, key=lambda m: -dict(scored).get(m, 0.0)) if scored else moves
            try:
                result, best = [], -float("inf")
                for move in ordered:
                    child = state.clone()
                    child.apply(move)
                    # Moves that cannot reach the best so far get only an upper bound: they are not
                    # chosen anyway. Where every score must be exact, the window stays open.
                    low = -float("inf") if exact else best - TIE
                    value = search.child_value(child, me, depth - 1, low, float("inf"))
                    result.append((move, value))
                    best = max(best, value)
            except OutOfBudget:
                break
            scored = result
            self.last_depth = depth
            if all(abs(v) >= WIN - 1 for _, v in scored):
                break   # every line is decided: deeper changes nothing
        self.last_nodes = search.nodes
        return scored
