"""How a position of Hoch und höher will probably end: the evaluation for greedy and search.

Each pawn gets an estimate of its final height:

- a pawn on a tower taller than 6 is final: nothing can move that tower, nothing
  can be put onto it;
- a pawn on a tower of at most 6 may still ride onto the tallest pawnless tower,
  if the die shows its height before the game ends;
- an unplaced pawn first needs a roll that matches a pawnless tower of at most 6.

The estimates are linear in a few features of the position (below). The weights
were fitted by least squares, per variant, to the final heights the pawns reached in
4000 games of greedy self-play (10% random moves for variety), and refitted on the
games of the improved player; only positions whose next roll did not end the game
count, because that risk is added exactly: before a roll, each number that allows
no move ends the game with the pawns where they stand.

Solo: the expected final score. Duel: the chance to win minus the chance to lose
(draws count zero), a utility in [-1, 1] for each side (zero-sum): a logistic model
over the expected score margin and how sure it is (`duel_features`). Hierarchy
variants weight each pawn by the chance that it ends no higher than the pawns ranked
above it.

Measured with greedy self-play (2000 solo games, 4000 duels): solo mean score 29.7
with the first hand-made evaluation, 35.3 with this one; solo with hierarchy 10.5 ->
26.2; in duels greedy with this evaluation scores 61% (duel) and 65% (duel with
hierarchy, draws counted half) against greedy with the old one. The win model in
place of tanh(margin / scale) lifted greedy to 52.2% +- 2.2 against greedy with tanh
(2000 duels); features beyond these ten fitted no better.
"""
from __future__ import annotations

import math

from .state import END_ON_ROLL, OVER, ROLL

# Weights of the features of `_movable` and `_unplaced`, fitted per variant family.
WEIGHTS = {
    "solo": {
        "movable": (2.482, 0.783, 0.114, 0.016, 0.570, 1.109, -2.314, 0.092, 0.000, 0.000),
        "unplaced": (-0.726, -0.519, -9.915, 0.578, 0.859, 11.869, 2.086, 0.000, 0.000),
    },
    "solo-hierarchy": {
        "movable": (2.754, 0.780, 0.171, -0.062, 3.466, 0.545, -4.627, -0.085, 0.000, 0.000),
        "unplaced": (-0.514, -0.317, -12.375, 0.394, 0.742, 14.402, 1.359, 0.000, 0.000),
    },
    "duel": {
        "movable": (0.627, 0.947, 0.180, -0.062, 2.705, 0.405, -1.997, -0.156, 0.915, -0.110),
        "unplaced": (-5.480, 0.303, -2.642, -0.483, 0.300, 10.375, 1.997, 0.392, 0.066),
    },
    "duel-hierarchy": {
        "movable": (-1.164, 1.057, 0.255, -0.070, 2.290, 0.093, 0.683, -0.254, 0.663, -0.111),
        "unplaced": (-2.403, 0.271, 2.350, -0.452, 0.248, 2.465, 1.346, 0.578, 0.048),
    },
}
# Duel: weights of `duel_features` in the logistic model of the win chance of the side to
# move. Fitted by `bench/fit_duel_eval.py --games 6000` (seed 1 duel, seed 2 hierarchy):
# 53,000 positions of greedy self-play each, labelled with the final result; held-out
# log-loss 0.594 -> 0.587 (duel) and 0.569 -> 0.563 (hierarchy) against a hand-set start.
DUEL_WIN = {
    "duel": (0.099, 6.839, -3.996, -0.320, -1.426, -0.394, -0.504, -0.121, 0.289, 0.952),
    "duel-hierarchy": (0.130, 4.002, -1.484, -0.590, -1.209, 0.203, 0.138, 0.050, -0.046, 2.158),
}
HIERARCHY_SPREAD = 6.0  # uncertainty, in discs, of a height that is not final yet (tuned)


class Context:
    """What every pawn's prospects depend on: the pawnless towers and the next rolls."""

    __slots__ = (
        "blocked",
        "free_discs",
        "move_chance",
        "place_chance",
        "playable",
        "small_heights",
        "tallest",
    )

    def __init__(self, state) -> None:
        free = [x for x, pawn in zip(state.heights, state.pawn_on) if x and pawn < 0]
        n_free = len(free)
        owner = state.rules.owner
        can_place = any(t < 0 and owner(p) == state.to_move for p, t in enumerate(state.pawn_tower))
        # A carried tower of at most 6 moves onto any pawnless one; a pawnless one needs
        # another pawnless tower, or a pawn to place on it.
        playable = {x for x, pawn in zip(state.heights, state.pawn_on)
                    if 0 < x <= 6 and (n_free > 1 or (pawn < 0 and can_place) or (pawn >= 0 and n_free))}
        # Numbers that would end the game if rolled (with the option, they are rolled again).
        blocked = 6 - len(playable) if state.rules.end_rule == END_ON_ROLL else 0
        self.blocked = blocked
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


def movable_features(height: int, c: Context, own_turn: bool) -> tuple[float, ...]:
    """`own_turn`: the pawn's owner rolls next (in a duel the other side may move it first)."""
    turn = 1.0 if own_turn else 0.0
    return (1.0, height, c.tallest, c.tallest * c.move_chance, c.move_chance,
            c.free_discs / 10, c.playable, height * c.move_chance,
            turn, turn * c.tallest * c.move_chance)


def unplaced_features(c: Context, own_turn: bool) -> tuple[float, ...]:
    turn = 1.0 if own_turn else 0.0
    return (1.0, c.tallest, c.place_chance, c.place_chance * c.tallest,
            c.free_discs / 10, c.playable, c.small_heights,
            turn, turn * c.place_chance * c.tallest)


def pawn_kinds(state, c: Context) -> list[tuple[str, object]]:
    """Per pawn: ("final", height), ("movable", features) or ("unplaced", features)."""
    result: list[tuple[str, object]] = []
    rules = state.rules
    for pawn, t in enumerate(state.pawn_tower):
        own_turn = rules.owner(pawn) == state.to_move
        if t < 0:
            result.append(("unplaced", unplaced_features(c, own_turn)))
        else:
            height = state.heights[t]
            if height > 6 or not c.tallest:
                result.append(("final", height))
            else:
                result.append(("movable", movable_features(height, c, own_turn)))
    return result


def pawn_estimates(state, c: Context | None = None) -> tuple[list[float], list[bool]]:
    """Expected final tower height of each pawn if the game goes on (0: stays unplaced),
    and whether that height is already final.

    The same as the weights times `pawn_kinds`' features, faster: those features are
    linear in the pawn's height and in whose turn it is, so the rest is summed once.
    """
    c = c or Context(state)
    weights = WEIGHTS[variant_of(state.rules)]
    mw, uw = weights["movable"], weights["unplaced"]
    tm = c.tallest * c.move_chance
    m_base = (mw[0] + mw[2] * c.tallest + mw[3] * tm + mw[4] * c.move_chance
              + mw[5] * c.free_discs / 10 + mw[6] * c.playable)
    m_height = mw[1] + mw[7] * c.move_chance
    m_turn = mw[8] + mw[9] * tm
    pt = c.place_chance * c.tallest
    u_base = (uw[0] + uw[1] * c.tallest + uw[2] * c.place_chance + uw[3] * pt
              + uw[4] * c.free_discs / 10 + uw[5] * c.playable + uw[6] * c.small_heights)
    u_turn = uw[7] + uw[8] * pt
    owner, to_move, h = state.rules.owner, state.to_move, state.heights
    heights, final = [], []
    for pawn, t in enumerate(state.pawn_tower):
        own_turn = owner(pawn) == to_move
        if t >= 0 and (h[t] > 6 or not c.tallest):
            heights.append(float(h[t]))
            final.append(True)
            continue
        if t < 0:
            value = u_base + (u_turn if own_turn else 0.0)
        else:
            value = m_base + m_height * h[t] + (m_turn if own_turn else 0.0)
        heights.append(max(0.0, value))
        final.append(False)
    return heights, final


def evaluate(state) -> list[float]:
    """Solo: the expected final score. Duel: a utility in [-1, 1] per player.

    Before a roll, the numbers that would end the game are counted exactly: with
    that chance the game ends now and scores as it stands.
    """
    if state.is_terminal():
        return state.returns()
    c = Context(state)
    value = _estimate(state, c)
    if state.phase == ROLL and c.blocked:
        ends = c.blocked / 6
        over = _returns_if_over(state)
        value = [ends * o + (1 - ends) * v for o, v in zip(over, value)]
    return value


def _returns_if_over(state) -> list[float]:
    ended = state.clone()
    ended.phase = OVER
    return ended.returns()


def _estimate(state, c: Context) -> list[float]:
    """The utility if the game goes on (the next roll allows a move)."""
    est, final = pawn_estimates(state, c)
    points = _hierarchy_points(state, est, final) if state.rules.hierarchy else est
    if state.rules.solo:
        return [sum(points)]
    if all(final):
        return _returns_if_over(state)  # no pawn can change any more: the result stands
    me = state.to_move
    z = sum(w * f for w, f in zip(DUEL_WIN[variant_of(state.rules)], duel_features(state, c, points, final)))
    value = 2 / (1 + math.exp(-z)) - 1  # P(win) - P(loss) for the side to move
    return [value, -value] if me == 0 else [-value, value]


def duel_features(state, c: Context, points: list[float], final: list[bool]) -> tuple[float, ...]:
    """Features of the win chance of the side to move (before its roll, if the game goes on)."""
    mine = (0, 1) if state.to_move == 0 else (2, 3)
    theirs = (2, 3) if state.to_move == 0 else (0, 1)
    margin = (sum(points[p] for p in mine) - sum(points[p] for p in theirs)) / 10
    sure = (sum(points[p] for p in mine if final[p]) - sum(points[p] for p in theirs if final[p])) / 10
    open_mine = sum(not final[p] for p in mine)
    open_theirs = sum(not final[p] for p in theirs)
    unplaced = (sum(state.pawn_tower[p] < 0 for p in mine) - sum(state.pawn_tower[p] < 0 for p in theirs))
    best = (max(points[p] for p in mine) - max(points[p] for p in theirs)) / 10
    spread = (open_mine + open_theirs) / 4
    return (1.0, margin, margin * spread, margin * c.move_chance, margin * c.tallest / 10, sure,
            open_mine - open_theirs, unplaced, (open_mine - open_theirs) * c.tallest / 10, best)


def _at_least(est: list[float], final: list[bool], high: int, low: int) -> float:
    """Chance that pawn `high` ends at least as high as pawn `low`."""
    if final[high] and final[low]:
        return 1.0 if est[high] >= est[low] else 0.0
    spread = HIERARCHY_SPREAD * (2 - final[high] - final[low])
    return 1 / (1 + math.exp(-(est[high] - est[low] + 0.5) / spread))


def _hierarchy_points(state, est: list[float], final: list[bool]) -> list[float]:
    """Expected points per pawn under the hierarchy rule (H6, H7)."""
    if state.rules.solo:
        out = []
        for p in range(4):
            chance = 1.0
            for q in range(p):
                chance *= _at_least(est, final, q, p)
            out.append(est[p] * chance)
        return out
    out = list(est)
    for high, low in ((0, 1), (2, 3)):
        out[low] = est[low] * _at_least(est, final, high, low)
    return out


def canonical_key(state) -> tuple:
    """A key equal for positions that play alike: tower places and equal pawns folded away.

    Only heights and which pawn stands where matter for the rest of the game, not on
    which place a tower stands. In the base variants the pawns of one owner are
    interchangeable too (in the hierarchy variants their rank matters).
    """
    h = state.heights
    free = sorted([x for x, p in zip(h, state.pawn_on) if x and p < 0])
    pawns = [h[t] if t >= 0 else 0 for t in state.pawn_tower]
    rules = state.rules
    if not rules.hierarchy:
        if rules.solo:
            pawns.sort()
        else:
            pawns = sorted(pawns[:2]) + sorted(pawns[2:])
    return (rules, tuple(free), tuple(pawns), state.to_move, state.roll, state.phase)
