"""Cui bono?'s strong computer player: a search over whole turns that expects the others to avoid keeping.

What the game rewards (docs/design/cuibono-ai.md): a pull decides which dice the next players can pull
and where a die can go back, so a turn is judged by what it leaves the following players, as the rule
book's hint says (keep a cheap die rather than leave the next player an expensive one). The player

- searches whole turns (pull, then put or keep; `fast.turns`), `depth` turns deep: its own, the next
  player's, the one after, and on;
- at its own turns takes the best; at another player's turn expects him to avoid keeping (or to keep
  the cheapest die he must) and takes the average over the turns that do so, because where he puts a
  die back is his to choose and nothing in the position says which he prefers;
- judges the horizon by minus points: each player's share of a soft minimum (temperature `TEMPERATURE`
  points: a player far behind the best has little chance left), counting for the player to move the
  cheapest die he would have to keep in his coming turn, and a tenth of a point per kept die (the
  tie-break, CB-5). The end itself is scored exactly: who won, or the share of a tie.

The node count is small (a turn offers a median of four choices), so the depth is fixed, never a time
budget: the same seed always plays the same game.
"""
from __future__ import annotations

import math
import random
from typing import Any

from gamebox.ai.agents import Agent, RanksMoves
from gamebox.ai.tree import pick_best, require_decision
from gamebox.pyramid import lattice

from .fast import KEEP, Position, turns
from .moves import KEEP as KEEP_MOVE
from .moves import Pull, Put
from .state import COLOUR_CODE, PULL, CuiBonoState

STRONG_DEPTH = 4         # whole turns: its own, the two others', its own again
TEMPERATURE = 8.0        # minus points: a soft minimum this wide
TIE_BREAK = 0.1          # minus points per kept die (fewer dice win a tie)


def forced_cost(position: Position) -> int:
    """The minus points of the cheapest die the player to move must keep this turn (0 if one goes back)."""
    best = None
    for p in position.pullable():
        pulled = position.copy()
        held, _ = pulled.pull(p)
        if pulled.targets(held):
            return 0
        cost = position.values[held]
        best = cost if best is None else min(best, cost)
    return best or 0


def evaluate(position: Position) -> list[float]:
    """Each player's share of a win: exact at the end, else a soft minimum of the minus points."""
    if position.over:
        return position.returns()
    points = [position.points[p] + TIE_BREAK * position.kept[p] for p in range(position.players)]
    points[position.to_move] += forced_cost(position)
    low = min(points)
    weights = [math.exp(-(x - low) / TEMPERATURE) for x in points]
    total = sum(weights)
    return [w / total for w in weights]


class TurnSearch:
    """One decision's search, from the point of view of `me`."""

    def __init__(self, me: int) -> None:
        self.me = me

    def value(self, position: Position, depth: int) -> list[float]:
        if position.over or depth <= 0:
            return evaluate(position)
        options = turns(position)
        mover = position.to_move
        if mover == self.me:
            best = None
            for _, _, _, child in options:
                v = self.value(child, depth - 1)
                if best is None or v[mover] > best[mover]:
                    best = v
            return best
        # Another player: he avoids keeping, and any of his cheapest turns is as likely as another.
        costs = [0 if put != KEEP else position.values[held] for _, put, held, _ in options]
        cheapest = min(costs)
        chosen = [child for (_, _, _, child), cost in zip(options, costs) if cost == cheapest]
        total = [0.0] * position.players
        for child in chosen:
            for i, v in enumerate(self.value(child, depth - 1)):
                total[i] += v
        return [v / len(chosen) for v in total]


class CuiBonoSearch(Agent, RanksMoves):
    """Looks `depth` whole turns ahead (`TurnSearch`)."""

    def __init__(self, rng: random.Random, depth: int, name: str = "search",
                 search: type[TurnSearch] = TurnSearch) -> None:
        self.rng = rng
        self.depth = depth
        self.name = name
        self.search = search        # how the others are expected to choose (bench/pyramid_ai_variants.py)

    def choose(self, state: CuiBonoState) -> Any:
        return pick_best(self._scored(state), self.rng)

    def ranked(self, state: CuiBonoState) -> list[tuple[Any, float]]:
        """Each pull (by the best turn it begins) or each put and the keeping, with its share of a win."""
        return sorted(self._scored(state), key=lambda mv: -mv[1])

    def _scored(self, state: CuiBonoState) -> list[tuple[Any, float]]:
        me = require_decision(state)
        position = Position.of(state)
        search = self.search(me)
        if state.phase == PULL:
            best: dict[int, float] = {}
            for pull, _, _, child in turns(position):
                v = search.value(child, self.depth - 1)[me]
                best[pull] = max(best.get(pull, -1.0), v)
            scored = [(Pull(lattice.ALL[p]), v) for p, v in best.items()]
        else:
            held = COLOUR_CODE[state.held.colour]
            scored = []
            for f in position.targets(held):
                child = position.copy()
                child.put(f, held)
                scored.append((Put(lattice.ALL[f]), search.value(child, self.depth - 1)[me]))
            child = position.copy()
            child.keep(held)
            scored.append((KEEP_MOVE, search.value(child, self.depth - 1)[me]))
        return scored
