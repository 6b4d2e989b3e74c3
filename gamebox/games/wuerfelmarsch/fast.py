"""Würfelmarsch's rules once more, lean enough for a search: 45 hollows in a list of small integers.

The game's own state (`state.MarchState`) keeps dice as objects in a dictionary and finds a tip's
funnels through sets; that costs tens of microseconds a move, and the search of the strongest level
plays hundreds of thousands of them a game. Here a position is one list with an entry per hollow of
the plate (-1 for empty, else `24 * seat + orientation`) and the counters of WM-2..WM-7; every table a
move needs (the hollows a seat may tip into, the new orientation, the funnels over a hollow and the
faces their dice show into them) is computed once at import. The rules are exactly those of
`state.MarchState`: `tests/test_wuerfelmarsch_ai.py` plays random games through both and checks that
they agree after every move.

Moves are plain tuples: `(TIP, source, target, order)` and `(TURN, place, orientation)`, places as
indices into `PLACES` (the plate's hollows in `lattice.BOTTOM` order).
"""
from __future__ import annotations

import itertools

from gamebox.pyramid import dice, lattice

from .moves import MarchMove, Tip, Turn
from .state import MarchState, goal

TIP, TURN = 0, 1
PLACES = lattice.BOTTOM
INDEX = {p: i for i, p in enumerate(PLACES)}
COORD = tuple(PLACES)                       # COORD[i][seat]: the seat's progress at hollow i (0..8)
GOAL = tuple(INDEX[goal(s)] for s in range(3))
# The pip each orientation shows toward the sides x=0, y=0, z=0: into the funnels above the die.
UP = tuple(dice.upper_pips(o) for o in range(24))


def _tips(seat: int, i: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The hollows seat's die at `i` may tip into (never back: WM-1) and each orientation after it."""
    p = PLACES[i]
    out = []
    for q in lattice.edge_neighbours(p):
        if q[seat] < p[seat]:
            continue
        diff = [b - a for a, b in zip(p, q)]
        a, b = diff.index(-1), diff.index(1)
        out.append((INDEX[q], tuple(dice.tip(o, a, b) for o in range(24))))
    return tuple(out)


TIPS = tuple(tuple(_tips(s, i) for i in range(len(PLACES))) for s in range(3))
NEIGHBOURS = tuple(tuple(INDEX[q] for q in lattice.edge_neighbours(p)) for p in PLACES)

# A funnel over the plate: the place above it (its name in the notation) and its three dice, each
# with the axis k whose face -e_k it shows into the funnel.
FUNNEL_PLACE: list[tuple[int, int, int]] = []
FUNNEL_DICE: list[tuple[tuple[int, int], ...]] = []
for _f in lattice.positions_in_layer(1):
    FUNNEL_PLACE.append(_f)
    FUNNEL_DICE.append(tuple((INDEX[lattice.step(_f, 2 * k)], k) for k in range(3)))
# The funnels each hollow is one of the three dice of.
FUNNELS_AT = tuple(tuple(f for f, trio in enumerate(FUNNEL_DICE) if any(q == i for q, _ in trio))
                   for i in range(len(PLACES)))


class Position:
    """A position of Würfelmarsch. `copy()` before playing a move on it in a search."""

    __slots__ = ("die", "beaten", "removed", "count", "to_move", "quiet", "quiet_limit", "last_moved", "turn",
                 "winner")

    def __init__(self, die: list[int], beaten: list[int], removed: list[int], to_move: int, quiet: int,
                 quiet_limit: int, last_moved: list[int], turn: int, winner: int = -1) -> None:
        self.die = die                      # per hollow: -1, or 24 * seat + orientation
        self.beaten = beaten
        self.removed = removed
        self.count = [0, 0, 0]
        for d in die:
            if d >= 0:
                self.count[d // 24] += 1
        self.to_move = to_move
        self.quiet = quiet
        self.quiet_limit = quiet_limit      # turns without a die leaving that end the game (WM-6)
        self.last_moved = last_moved
        self.turn = turn
        self.winner = winner                # -1 while the game goes on

    @classmethod
    def of(cls, state: MarchState) -> Position:
        die = [-1] * len(PLACES)
        for p, d in state.pyramid.dice.items():
            die[INDEX[p]] = 24 * state.owner(p) + d.orientation
        winner = state.winners()[0] if state.is_terminal() else -1
        return cls(die, list(state.beaten), list(state.removed), state.to_move, state.quiet,
                   3 * state.rules.quiet_rounds, list(state.last_moved), state.turn, winner)

    def copy(self) -> Position:
        other = Position.__new__(Position)
        other.die = self.die[:]
        other.beaten = self.beaten[:]
        other.removed = self.removed[:]
        other.count = self.count[:]
        other.to_move = self.to_move
        other.quiet = self.quiet
        other.quiet_limit = self.quiet_limit
        other.last_moved = self.last_moved[:]
        other.turn = self.turn
        other.winner = self.winner
        return other

    @property
    def over(self) -> bool:
        return self.winner >= 0

    def dice_of(self, seat: int) -> list[int]:
        lo = 24 * seat
        return [i for i, d in enumerate(self.die) if lo <= d < lo + 24]

    def returns(self) -> list[float]:
        return [1.0 if s == self.winner else 0.0 for s in range(3)]

    # -- moves ------------------------------------------------------------------------------
    def funnels_formed(self, source: int, target: int) -> list[int]:
        die = self.die
        out = []
        for f in FUNNELS_AT[target]:
            if all(q == target or (q != source and die[q] >= 0) for q, _ in FUNNEL_DICE[f]):
                out.append(f)
        return out

    def tips(self, seat: int, i: int) -> list[tuple]:
        """Every tip of the die at `i` (one per order of the funnels it closes)."""
        die = self.die
        out = []
        for j, _ in TIPS[seat][i]:
            if die[j] >= 0:
                continue
            funnels = self.funnels_formed(i, j)
            if len(funnels) > 1:
                out.extend((TIP, i, j, order) for order in itertools.permutations(funnels))
            else:
                out.append((TIP, i, j, ()))
        return out

    def legal_moves(self) -> list[tuple]:
        """All moves, in the order of `MarchState.legal_moves`."""
        if self.over:
            return []
        seat = self.to_move
        out = []
        for i in sorted(self.dice_of(seat), key=PLACES.__getitem__):
            out.extend(self.tips(seat, i))
            o = self.die[i] % 24
            out.extend((TURN, i, k) for k in range(24) if k != o)
        return out

    def play(self, move: tuple) -> None:
        mover = self.to_move
        self.last_moved[mover] = self.turn
        self.turn += 1
        self.quiet += 1
        die = self.die
        if move[0] == TURN:
            die[move[1]] = 24 * mover + move[2]
        else:
            _, i, j, order = move
            funnels = order or self.funnels_formed(i, j)
            o = die[i] % 24
            new = next(rot for k, rot in TIPS[mover][i] if k == j)[o]
            die[i] = -1
            die[j] = 24 * mover + new
            if j == GOAL[mover]:               # WM-3
                self.winner = mover
                return
            taken = False
            for f in funnels:
                if all(die[q] >= 0 for q, _ in FUNNEL_DICE[f]):
                    taken = self._beat(f) or taken
            if taken:
                self.quiet = 0
        if not any(self.count) or self.quiet >= self.quiet_limit:
            self._end_by_score()
            return
        for step in (1, 2, 3):                 # WM-5: a seat without dice is skipped
            seat = (mover + step) % 3
            if self.count[seat]:
                self.to_move = seat
                return

    def _beat(self, f: int) -> bool:
        die = self.die
        trio = [(q, die[q] // 24, UP[die[q] % 24][k]) for q, k in FUNNEL_DICE[f]]
        a, b, c = trio
        if a[1] == b[1] == c[1]:
            return False
        high = max(a[2], b[2], c[2])
        top = [t for t in trio if t[2] == high]
        if len(top) > 1:
            for q, seat, _ in trio:
                die[q] = -1
                self.removed[seat] += 1
                self.count[seat] -= 1
            return True
        winner = top[0][1]
        taken = False
        for q, seat, v in trio:
            if v < high and seat != winner:
                die[q] = -1
                self.count[seat] -= 1
                self.beaten[winner] += 1
                taken = True
        return taken

    def scores(self) -> list[int]:
        return [self.beaten[s] - self.removed[s] for s in range(3)]

    def _end_by_score(self) -> None:
        scores = self.scores()
        best = max(scores)
        self.winner = max((s for s in range(3) if scores[s] == best), key=lambda s: self.last_moved[s])


def to_move(move: tuple) -> MarchMove:
    """A move of this module as the game's move."""
    if move[0] == TURN:
        return Turn(PLACES[move[1]], move[2])
    _, i, j, order = move
    return Tip(PLACES[i], PLACES[j], tuple(FUNNEL_PLACE[f] for f in order))
