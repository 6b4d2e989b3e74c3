"""Perfect play where a game has been solved: the move of the cached exact table.

A game offers its tables through `Game.solution_for(state)` (solved once, cached by the
game). Without a table for the state's variant, or for a position outside it, the agent
plays as its fallback, so the level works before the table exists.
"""
from __future__ import annotations

from typing import Any

from gamebox.protocol import ExactTable, Game, Solvable, State

from .agents import Agent, RanksMoves
from .tree import require_decision


class ExactAgent(Agent, RanksMoves):
    def __init__(self, game: Game, fallback: Agent) -> None:
        self.game = game
        self.fallback = fallback
        self.name = fallback.name

    def _table(self, state: State) -> ExactTable | None:
        return self.game.solution_for(state) if isinstance(self.game, Solvable) else None

    def choose(self, state: State) -> Any:
        require_decision(state)
        table = self._table(state)
        if table is not None:
            try:
                return table.best_move(state)
            except LookupError:  # a position the table does not hold
                pass
        return self.fallback.choose(state)

    def ranked(self, state: State) -> list[tuple[Any, float]]:
        """The table's values where it holds the position, else the fallback's."""
        table = self._table(state)
        if table is not None:
            try:
                return [(move, float(value)) for move, value in table.move_values(state)]
            except LookupError:
                pass
        if not isinstance(self.fallback, RanksMoves):
            raise TypeError(f"{self.fallback.name} cannot rank moves")
        return self.fallback.ranked(state)
