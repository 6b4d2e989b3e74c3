"""The agent interface and the factory that turns agent names into players.

Names: `random`, `greedy`, `search:easy`, `search:medium`, `search:strong` (which plays
a solved game's table where one is cached, gamebox/ai/exact.py). Every
agent works for any game that implements `gamebox.protocol.State`; the greedy and
search players use the game's `heuristic` (and `canonical_key` if it has one).
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from gamebox.protocol import Game, HasOwnAgents, State

from .tree import require_decision

AGENT_NAMES = ("random", "greedy", "search:easy", "search:medium", "search:strong")
DEFAULT_AGENT = "search:medium"     # a computer seat whose record names no agent


class UnknownAgent(ValueError):
    pass


class Agent(ABC):
    """Chooses a move for the player to move. Must not modify the state it is given."""

    name: str = "agent"

    @abstractmethod
    def choose(self, state: State) -> Any: ...


class RanksMoves(ABC):
    """An agent that can say what it thinks of each move, not only which it plays: the hints of a game
    whose levels search read it (gamebox/hints.py)."""

    @abstractmethod
    def ranked(self, state: State) -> list[tuple[Any, float]]:
        """The moves it weighs at `state` with their value for the player to move (higher is better; the
        agent's own scale), best first, without the level's deliberate error. Moves that lead to the same
        position may be given once."""


class RandomAgent(Agent):
    name = "random"

    def __init__(self, game: Game, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, state: State) -> Any:
        require_decision(state)
        return self.rng.choice(state.legal_moves())


def make_agent(name: str, game: Game, seed: int | None = None) -> Agent:
    """A fresh agent; the same name, game and seed always play the same moves."""
    # Imported here: those modules subclass Agent from this one.
    from .expectimax import LEVELS, ExpectimaxAgent
    from .greedy import GreedyAgent

    if name.startswith("puzzle:"):     # a puzzle's opponent: its proof's defence (gamebox/puzzles/)
        from gamebox.puzzles.agent import make_defence

        return make_defence(name, game, seed)
    rng = random.Random(seed)
    own = game.make_agent(name, rng) if isinstance(game, HasOwnAgents) else None
    if own is not None:
        return own
    if name == "random":
        return RandomAgent(game, rng)
    if name == "greedy":
        return GreedyAgent(game, rng)
    kind, _, level = name.partition(":")
    if kind == "search" and level in LEVELS:
        search = ExpectimaxAgent(game, rng, LEVELS[level], name)
        if level == "strong":  # perfect play wherever the game has been solved
            from .exact import ExactAgent

            return ExactAgent(game, search)
        return search
    raise UnknownAgent(f"unknown agent {name!r} (known: {', '.join(AGENT_NAMES)})")


def knows_agent(name: str, game: Game) -> bool:
    """Whether this box has the computer player `name` for `game` (a record from elsewhere may name
    any: a newer box's level, a typo). Made to find out: every agent is cheap to make."""
    try:
        make_agent(name, game, 0)
    except UnknownAgent:
        return False
    return True


def seats_without_agent(record) -> list[int]:
    """The computer seats of a `GameRecord` whose agent this box does not have."""
    from gamebox import registry

    game = registry.get(record.game)
    return [seat for seat, player in enumerate(record.players)
            if player.type == "ai" and not knows_agent(player.agent or DEFAULT_AGENT, game)]
