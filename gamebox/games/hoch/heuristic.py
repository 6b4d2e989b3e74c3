"""How a position of Hoch und höher will probably end: the evaluation for greedy and search.

Each pawn gets an estimate of its final height:

- a pawn on a tower taller than 6 is final: nothing can move that tower, nothing
  can be put onto it;
- a pawn on a tower of at most 6 may still ride onto the tallest pawnless tower,
  if the die shows its height before the game ends;
- an unplaced pawn first needs a roll that matches a pawnless tower of at most 6.

The estimates are linear in a few features of the position (below), with weights
fitted by least squares to the final heights of games the AI played against itself
(greedy players, 10% random moves, 4000 games per variant family; then refitted on
games of the improved player). The risk that the next roll ends the game is not
in here: the search averages the heuristic over the next roll and scores blocked
rolls exactly (`gamebox.ai.tree.leaf_values`).

Solo: the estimated final score. Duel: tanh of the estimated score margin, a
utility in [-1, 1] for each side (zero-sum). Hierarchy variants weight each pawn by
the chance that it ends no higher than the pawns ranked above it.
"""
from __future__ import annotations

import math

from .moves import NUM_TOWERS

# Weights of the features of `_movable` and `_unplaced`, fitted per variant family.
WEIGHTS = {
    "solo": {
        "movable": (-0.595, 1.108, 0.059, 0.073, 2.584, 0.883, -0.413, -0.33),
        "unplaced": (-3.573, -0.57, -5.666, 0.641, 0.841, 11.032, 1.424),
    },
}
WEIGHTS["duel"] = WEIGHTS["solo-hierarchy"] = WEIGHTS["duel-hierarchy"] = WEIGHTS["solo"]
DUEL_SCALE = 8.0        # score margin that counts as a 76% sure win (tanh(1))
TURN_BONUS = 0.0        # worth of being the side to roll next, in points
HIERARCHY_SPREAD = 2.0  # uncertainty (in discs) of an estimate that is not final yet


class Context:
    """What every pawn's prospects depend on: the pawnless towers and the next rolls."""

    __slots__ = ("tallest", "free_discs", "playable", "move_chance", "place_chance", "small_heights")

    def __init__(self, state) -> None:
        h = state.heights
        pawn_on = state.pawn_on
        free = [h[t] for t in range(NUM_TOWERS) if h[t] and pawn_on[t] < 0]
        n_free = len(free)
        can_place = any(t < 0 and state.rules.owner(p) == state.to_move
                        for p, t in enumerate(state.pawn_tower))
        playable = set()
        for t in range(NUM_TOWERS):
            x = h[t]
            if 0 < x <= 6 and x not in playable:
                pawnless = pawn_on[t] < 0
                if (pawnless and can_place) or n_free - pawnless > 0:
                    playable.add(x)
        blocked = 6 - len(playable)
        small = len({x for x in free if x <= 6})
        self.tallest = max(free, default=0)
        self.free_discs = sum(free)
        self.playable = len(playable) / 6
        # Chance to roll one given number before a number that ends the game.
        self.move_chance = 1 / (1 + blocked) if free else 0.0
        # Chance to roll the height of some small pawnless tower before that.
        self.place_chance = small / (small + blocked) if small + blocked else 0.0
        self.small_heights = small / 6


def variant_of(rules) -> str:
    return ("solo" if rules.solo else "duel") + ("-hierarchy" if rules.hierarchy else "")


def movable_features(height: int, c: Context) -> tuple[float, ...]:
    return (1.0, height, c.tallest, c.tallest * c.move_chance, c.move_chance,
            c.free_discs / 10, c.playable, height * c.move_chance)


def unplaced_features(c: Context) -> tuple[float, ...]:
    return (1.0, c.tallest, c.place_chance, c.place_chance * c.tallest,
            c.free_discs / 10, c.playable, c.small_heights)


def pawn_kinds(state, c: Context) -> list[tuple[str, object]]:
    """Per pawn: ("final", height), ("movable", features) or ("unplaced", features)."""
    result: list[tuple[str, object]] = []
    for t in state.pawn_tower:
        if t < 0:
            result.append(("unplaced", unplaced_features(c)))
        else:
            height = state.heights[t]
            if height > 6 or not c.tallest:
                result.append(("final", height))
            else:
                result.append(("movable", movable_features(height, c)))
    return result


def pawn_estimates(state) -> list[float]:
    """Expected final tower height of each pawn (0 for a pawn that will stay unplaced)."""
    c = Context(state)
    weights = WEIGHTS[variant_of(state.rules)]
    out = []
    for kind, value in pawn_kinds(state, c):
        if kind == "final":
            out.append(float(value))
        else:
            out.append(max(0.0, sum(w * f for w, f in zip(weights[kind], value))))
    return out


def evaluate(state) -> list[float]:
    """Solo: the expected final score. Duel: a utility in [-1, 1] per player."""
    if state.is_terminal():
        return state.returns()
    est = pawn_estimates(state)
    points = _hierarchy_points(state, est) if state.rules.hierarchy else est
    if state.rules.solo:
        return [sum(points)]
    margin = points[0] + points[1] - points[2] - points[3]
    margin += TURN_BONUS if state.to_move == 0 else -TURN_BONUS
    value = math.tanh(margin / DUEL_SCALE)
    return [value, -value]


def _at_least(state, est: list[float], high: int, low: int) -> float:
    """Chance that pawn `high` ends at least as high as pawn `low`."""
    final_high = _is_final(state, high)
    final_low = _is_final(state, low)
    if final_high and final_low:
        return 1.0 if est[high] >= est[low] else 0.0
    spread = HIERARCHY_SPREAD * (2 - final_high - final_low)
    return 1 / (1 + math.exp(-(est[high] - est[low] + 0.5) / spread))


def _is_final(state, pawn: int) -> bool:
    t = state.pawn_tower[pawn]
    return t >= 0 and state.heights[t] > 6


def _hierarchy_points(state, est: list[float]) -> list[float]:
    """Expected points per pawn under the hierarchy rule (H6, H7)."""
    if state.rules.solo:
        out = []
        for p in range(4):
            chance = 1.0
            for q in range(p):
                chance *= _at_least(state, est, q, p)
            out.append(est[p] * chance)
        return out
    out = list(est)
    for high, low in ((0, 1), (2, 3)):
        out[low] = est[low] * _at_least(state, est, high, low)
    return out


def canonical_key(state) -> tuple:
    """A key equal for positions that play alike: tower places and equal pawns folded away.

    Only heights and which pawn stands where matter for the rest of the game, not on
    which place a tower stands. In the base variants the pawns of one owner are
    interchangeable too (in the hierarchy variants their rank matters).
    """
    h = state.heights
    free = tuple(sorted(h[t] for t in range(NUM_TOWERS) if h[t] and state.pawn_on[t] < 0))
    pawns = [h[t] if t >= 0 else 0 for t in state.pawn_tower]
    rules = state.rules
    if not rules.hierarchy:
        pawns = sorted(pawns) if rules.solo else sorted(pawns[:2]) + sorted(pawns[2:])
    return (rules, free, tuple(pawns), state.to_move, state.roll, state.phase)
