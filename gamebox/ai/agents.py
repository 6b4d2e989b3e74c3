"""The agent interface and the factory that turns agent names into players."""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from gamebox.protocol import Game, State

AGENT_NAMES = ("random", "greedy", "search:easy", "search:medium", "search:strong")


class UnknownAgent(ValueError):
    pass


class Agent(ABC):
    """Chooses a move for the player to move. Must not modify the state it is given."""

    name: str = "agent"

    @abstractmethod
    def choose(self, state: State) -> Any: ...


class RandomAgent(Agent):
    name = "random"

    def __init__(self, game: Game, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, state: State) -> Any:
        return self.rng.choice(state.legal_moves())


def make_agent(name: str, game: Game, seed: int | None = None) -> Agent:
    rng = random.Random(seed)
    if name == "random":
        return RandomAgent(game, rng)
    raise UnknownAgent(f"unknown agent {name!r} (known: {', '.join(AGENT_NAMES)})")
