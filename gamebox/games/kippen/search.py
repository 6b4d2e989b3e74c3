"""Solving and making tipping puzzles.

`shortest(state)` solves a position by breadth-first search over the tips (a few thousand positions
at most), which the generator, the referee and the hint use; `solutions` counts the lines of a given
length (the rating), and `generate` makes a fresh puzzle whose budget is exactly its fewest tips.
"""
from __future__ import annotations

import random
from collections import deque
from collections.abc import Hashable

from gamebox.games.wuerfelmarsch.moves import Tip
from gamebox.games.wuerfelmarsch.state import OVER
from gamebox.pyramid import lattice

from .deal import MAX_BUDGET, TipSpec
from .state import YOU, TippingState


def shortest(state: TippingState, limit: int = 20_000) -> tuple[int, list[Tip]] | None:
    """The fewest tips from `state` to the goal and one such line (None if the goal cannot be
    reached within the tips left), by breadth-first search over the positions."""
    if state.phase == OVER:
        return (0, []) if state.goal_met() else None
    start = state.clone()
    seen = {_place(start): None}
    queue = deque([(start, [])])
    while queue:
        here, line = queue.popleft()
        for move in here.legal_moves():
            child = here.clone()
            child.apply(move)
            key = _place(child)
            if key in seen:
                continue
            seen[key] = None
            if child.goal_met():
                return len(line) + 1, line + [move]
            if child.phase != OVER:
                if len(seen) > limit:
                    return None
                queue.append((child, line + [move]))
    return None


def _place(state: TippingState) -> Hashable:
    """What matters for the rest of a puzzle: the dice and what was beaten (the tips are the depth)."""
    return state.pyramid.key(), tuple(state.beaten), tuple(state.removed)


def solutions(state: TippingState, tips: int, memo: dict | None = None) -> int:
    """How many lines of exactly `tips` tips reach the goal (the last tip meeting it)."""
    if state.phase == OVER or tips <= 0:
        return 0
    memo = {} if memo is None else memo
    key = (_place(state), tips)
    if key not in memo:
        count = 0
        for move in state.legal_moves():
            child = state.clone()
            child.apply(move)
            if child.goal_met():
                count += tips == 1
            elif child.phase != OVER:
                count += solutions(child, tips - 1, memo)
        memo[key] = count
    return memo[key]


def generate(rng: random.Random, goal: str | None = None, budget: tuple[int, int] = (2, 6)) -> TipSpec:
    """A fresh puzzle whose goal needs between budget[0] and budget[1] tips, exactly its budget."""
    for _ in range(2_000):
        spec = _candidate(rng, goal)
        state = TippingState(spec)
        if state.goal_met():
            continue
        found = shortest(state)
        if found is not None and budget[0] <= found[0] <= budget[1]:
            return TipSpec(spec.dice, spec.goal, found[0])
    raise RuntimeError("no puzzle found")


def _candidate(rng: random.Random, goal: str | None) -> TipSpec:
    hollows = list(lattice.BOTTOM)
    rng.shuffle(hollows)
    kind = goal or rng.choice(("face", "face", "faceat", "beat"))
    mine = next(p for p in hollows if p[YOU] <= 4 and p != lattice.corner_opposite(YOU))
    others = [p for p in hollows if p != mine and p[YOU] >= mine[YOU] - 1][: rng.randint(0, 4) + (kind == "beat") * 2]
    spec_dice = [(mine, "red", rng.randrange(24))]
    spec_dice += [(p, rng.choice(("yellow", "pearl")), rng.randrange(24)) for p in others]
    pip = rng.randint(4, 6) if kind != "beat" else None
    if kind == "beat":
        text = "beat"
    elif kind == "faceat":
        free = [p for p in lattice.BOTTOM if p[YOU] > mine[YOU] and p != lattice.corner_opposite(YOU)
                and all(p != q for q, _, _ in spec_dice)]
        text = f"face{pip}@{lattice.name(rng.choice(free))}" if free else f"face{pip}"
    else:
        text = f"face{pip}"
    return TipSpec(tuple(spec_dice), text, MAX_BUDGET)
