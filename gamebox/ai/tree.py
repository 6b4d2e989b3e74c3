"""Helpers the search players share: distinct children, leaf values, tie-breaking.

They use only the game protocol plus two optional hooks of the `Game`:
`heuristic(state)` (estimated utility per player, also at chance nodes) and
`canonical_key(state)` (equal keys for states that play alike, e.g. with equal
pieces swapped); without the latter, `state.key()` is used.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from gamebox.protocol import Game, State

Values = list[float]

# Values closer than this count as equal, so that ties are broken by the seeded rng
# rather than by floating-point noise.
TIE = 1e-9


def key_function(game: Game) -> Callable[[State], Hashable]:
    return game.canonical_key


def distinct_children(game: Game, state: State,
                      key: Callable[[State], Hashable] | None = None) -> list[tuple[Any, State, Hashable]]:
    """Each legal move with the state it leads to and that state's key, one per distinct state.

    Moves that lead to equal states (two equal towers, interchangeable pawns) would be
    searched twice for nothing; the first of them in `legal_moves()` order stands for all.
    """
    key = key or key_function(game)
    seen: set[Hashable] = set()
    result = []
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        k = key(child)
        if k not in seen:
            seen.add(k)
            result.append((move, child, k))
    return result


def leaf_values(game: Game, state: State, average_chance: bool = True) -> Values:
    """Utility estimate of a state at the search horizon.

    With `average_chance`, a chance node is averaged over its outcomes one level deep
    (terminal outcomes scored exactly): in dice games the next roll may end the game,
    and that risk is exact. A heuristic that already counts it (as Hoch's does) gives
    the same values without it, at a sixth of the cost.
    """
    if state.is_terminal():
        return state.returns()
    if not (average_chance and state.is_chance()):
        return list(game.heuristic(state))
    total = [0.0] * state.num_players
    for outcome, p in state.chance_outcomes():
        child = state.clone()
        child.apply(outcome)
        values = child.returns() if child.is_terminal() else game.heuristic(child)
        for i, v in enumerate(values):
            total[i] += p * v
    return total


def pick_best(scored: Sequence[tuple[Any, float]], rng: random.Random) -> Any:
    """The move with the highest score; equal scores are broken by the rng."""
    best = max(score for _, score in scored)
    top = [move for move, score in scored if score >= best - TIE]
    return top[0] if len(top) == 1 else rng.choice(top)


def require_decision(state: State) -> int:
    """The player to move; refuse chance and terminal states (nobody chooses there)."""
    player = state.current_player()
    if player < 0:
        raise ValueError(f"no player chooses a move here (current_player={player})")
    return player
