"""The opponent in a puzzle: the proof's defence, and the strong level where the proof ends."""
from __future__ import annotations

from typing import Any

from ..ai.agents import Agent
from ..protocol import Game, State
from .model import Puzzle, Referee


class DefenceAgent(Agent):
    def __init__(self, puzzle: Puzzle, referee: Referee, fallback: Agent) -> None:
        self.puzzle, self.referee, self.fallback = puzzle, referee, fallback
        self.name = "puzzle"

    def choose(self, state: State) -> Any:
        reply = self.referee.reply(self.puzzle, state)
        if reply is not None:
            return state.parse_move(reply) if isinstance(reply, str) else reply
        return self.fallback.choose(state)


def make_defence(name: str, game: Game, seed: int | None) -> Agent:
    """`puzzle:<id>`: the defence of that puzzle; an unknown id plays the strong level."""
    from . import find, referee
    from ..ai.agents import make_agent

    puzzle = find(name.split(":", 1)[1])
    judge = referee(puzzle) if puzzle is not None and puzzle.game == game.info.id else None
    own = judge.agent(puzzle) if judge is not None else None
    if own is not None:
        return own        # a real-time drill's others: they act on the clock
    fallback = make_agent("search:strong", game, seed)
    return fallback if judge is None else DefenceAgent(puzzle, judge, fallback)
