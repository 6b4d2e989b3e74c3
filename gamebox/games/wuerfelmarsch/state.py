"""The rules of Würfelmarsch: dice that march over the plate by tipping, and beat in funnels.

Three players, five dice each, on the bottom layer only (no die is ever put on top). Seat n sits at
side n of the lattice (0: x=0, 1: y=0, 2: z=0) and marches toward the corner opposite it, where
coordinate n is 8: a die's distance to that corner is 8 minus its coordinate n. Rulings WM-1..WM-7 in
docs/rulings.md.
"""
from __future__ import annotations

import itertools
from collections.abc import Hashable
from dataclasses import dataclass

from gamebox.i18n import Reason, Text, plural
from gamebox.protocol import TERMINAL, NotationError, State
from gamebox.pyramid import dice, lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.lattice import MINUS, Pos

from .moves import EXPECTED, MarchMove, Tip, Turn, parse
from .reasons import reason

PLAY, OVER = "play", "over"
COLOURS = ("red", "yellow", "pearl")           # the dice of seats 0, 1, 2
SEAT_OF = {c: i for i, c in enumerate(COLOURS)}
LEFT = {0: 1, 1: 2, 2: 0}                       # the left neighbour of a side (play passes left)
RIGHT = {0: 2, 1: 0, 2: 1}


def start_orientation(seat: int) -> int:
    """3 toward the player, 2 toward his left neighbour, 1 toward his right (GEOMETRY.md)."""
    return dice.orientation_with({MINUS[seat]: 3, MINUS[LEFT[seat]]: 2, MINUS[RIGHT[seat]]: 1})


def start_hollows(seat: int) -> tuple[Pos, ...]:
    """The five middle rim hollows of the seat's side (its two outer ones stay free)."""
    rim = sorted(p for p in lattice.BOTTOM if p[seat] == 0)
    return tuple(rim[2:7])


def goal(seat: int) -> Pos:
    """The corner hollow opposite the seat's side."""
    return lattice.corner_opposite(seat)


TIP_WAYS = {"left": Text("to the left", "nach links"), "right": Text("to the right", "nach rechts"),
            "forward-left": Text("forward to the left", "nach vorn links"),
            "forward-right": Text("forward to the right", "nach vorn rechts")}


def tip_direction(seat: int, source: Pos, target: Pos) -> Text:
    """Which way a tip goes as its player sees it (docs/pyramid.md, Tipping: for the player at
    x = 0, right is -e_z + e_y, left -e_y + e_z, forward-right +e_x - e_z, forward-left +e_x - e_y;
    the other seats by turning the axes)."""
    left, right = LEFT[seat], RIGHT[seat]
    d = tuple(t - s for s, t in zip(source, target))

    def unit(axis: int, sign: int) -> tuple[int, ...]:
        return tuple(sign if i == axis else 0 for i in range(3))

    def plus(a, b):
        return tuple(x + y for x, y in zip(a, b))

    ways = {plus(unit(right, -1), unit(left, 1)): "right", plus(unit(left, -1), unit(right, 1)): "left",
            plus(unit(seat, 1), unit(right, -1)): "forward-right", plus(unit(seat, 1), unit(left, -1)): "forward-left"}
    return TIP_WAYS.get(ways.get(d, ""), Text("", ""))


def saddles(q: Pos) -> list[Pos]:
    """The places above the funnels the bottom hollow `q` is one of the three dice of."""
    return [p for p in (lattice.step(q, d) for d in MINUS) if lattice.inside(p)]


@dataclass(frozen=True)
class Beating:
    """What happened in one funnel: its dice and the pips they showed into it, and the outcome."""

    funnel: Pos
    dice: tuple[tuple[Pos, int, int], ...]   # (position, seat, pips shown into the funnel)
    winner: int | None                        # the seat whose die beat, None for all out or nothing
    taken: tuple[Pos, ...]                    # dice that left the plate


@dataclass(frozen=True)
class Rules:
    quiet_rounds: int = 20                    # WM-6: rounds without a die leaving before the game ends


class MarchState(State):
    def __init__(self, rules: Rules, first_player: int = 0) -> None:
        self.rules = rules
        self.pyramid = Pyramid({p: Die(COLOURS[s], start_orientation(s)) for s in range(3) for p in start_hollows(s)})
        self.to_move = first_player
        self.phase = PLAY
        self.beaten = [0, 0, 0]          # opponents' dice each seat has beaten
        self.removed = [0, 0, 0]         # own dice taken out by a tie (they count against him)
        self.lost = [0, 0, 0]            # own dice beaten by others (they count for the beater only)
        self.quiet = 0                   # turns since a die last left the plate (WM-6)
        self.last_moved = [-1, -1, -1]   # the turn number of each seat's last move (the tie-break)
        self.turn = 0
        self.last_beatings: tuple[Beating, ...] = ()
        self.winner_seats: list[int] = []

    @property
    def num_players(self) -> int:
        return 3

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_move

    # -- the dice -----------------------------------------------------------------------------
    def owner(self, p: Pos) -> int | None:
        die = self.pyramid.get(p)
        return SEAT_OF[die.colour] if die else None

    def dice_of(self, seat: int) -> list[Pos]:
        return [p for p, d in self.pyramid.dice.items() if SEAT_OF[d.colour] == seat]

    def tip_targets(self, p: Pos) -> list[Pos]:
        """Empty neighbouring hollows the die at `p` may tip into (never back toward its side)."""
        seat = self.owner(p)
        if seat is None:
            return []
        return [q for q in lattice.edge_neighbours(p) if q not in self.pyramid and q[seat] >= p[seat]]

    def funnels_formed(self, source: Pos, target: Pos) -> list[Pos]:
        """The funnels a tip from `source` to `target` closes: three dice, the tipped one among them."""
        occupied = set(self.pyramid.dice) - {source} | {target}
        return [f for f in saddles(target) if all(q in occupied for q in lattice.supports(f))]

    # -- legality -----------------------------------------------------------------------------
    def legal_moves(self) -> list[MarchMove]:
        if self.phase == OVER:
            return []
        moves: list[MarchMove] = []
        for p in sorted(self.dice_of(self.to_move)):
            for q in self.tip_targets(p):
                funnels = self.funnels_formed(p, q)
                if len(funnels) > 1:
                    moves.extend(Tip(p, q, order) for order in itertools.permutations(funnels))
                else:
                    moves.append(Tip(p, q))
            current = self.pyramid[p].orientation
            moves.extend(Turn(p, o) for o in range(24) if o != current)
        return moves

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == OVER:
            return reason("game_over")
        if not isinstance(move, (Tip, Turn)):
            return reason("not_a_move")
        p = move.source if isinstance(move, Tip) else move.position
        if not lattice.inside(p) or p not in self.pyramid:
            return reason("no_die", pos=lattice.name(p) if lattice.inside(p) else str(p))
        if self.owner(p) != self.to_move:
            return reason("not_yours")
        if isinstance(move, Turn):
            if not 0 <= move.orientation < 24:
                return reason("not_a_move")
            return reason("same") if move.orientation == self.pyramid[p].orientation else None
        q = move.target
        if q not in lattice.edge_neighbours(p):
            return reason("not_neighbour")
        if q in self.pyramid:
            return reason("occupied")
        if q[self.to_move] < p[self.to_move]:
            return reason("backward")
        funnels = self.funnels_formed(p, q)
        if len(funnels) > 1 and sorted(move.order) != sorted(funnels) or len(funnels) <= 1 and move.order:
            return reason("order", funnels=", ".join(lattice.name(f) for f in funnels))
        return None

    def why_piece_cannot_move(self, piece: object) -> Reason | None:
        p = tuple(piece) if isinstance(piece, (tuple, list)) else None
        if p is None or not lattice.inside(p) or p not in self.pyramid:
            return reason("no_die", pos=str(piece))
        if self.owner(p) != self.to_move:
            return reason("not_yours")
        return None

    # -- playing ------------------------------------------------------------------------------
    def apply(self, move: MarchMove) -> None:
        mover = self.to_move
        self.pyramid = self.pyramid.copy()
        self.last_beatings = ()
        self.last_moved = list(self.last_moved)
        self.last_moved[mover] = self.turn
        self.turn += 1
        self.quiet += 1
        if isinstance(move, Turn):
            self.pyramid.turn(move.position, move.orientation)
        else:
            funnels = list(move.order) or self.funnels_formed(move.source, move.target)
            self.pyramid.tip(move.source, move.target)
            if move.target == goal(mover):        # WM-3: reaching the corner wins at once
                self._end([mover])
                return
            beatings = []
            for f in funnels:
                if all(q in self.pyramid for q in lattice.supports(f)):   # an earlier beating may have broken it
                    beatings.append(self._beat(f))
            self.last_beatings = tuple(beatings)
            if any(b.taken for b in beatings):
                self.quiet = 0
        if not self.pyramid.dice or self.quiet >= 3 * self.rules.quiet_rounds:
            self._end_by_score()
            return
        self._next_turn()

    def _beat(self, funnel: Pos) -> Beating:
        """The book's beating in one funnel (WM-2): the highest pips beat every lower opponent die; two
        or three equal highest take all three out; a funnel of one player's dice does nothing."""
        shown = [(q, SEAT_OF[self.pyramid[q].colour], self.pyramid[q].pip(d)) for q, d in lattice.funnel_faces(funnel)]
        shown.sort()
        if len({seat for _, seat, _ in shown}) == 1:
            return Beating(funnel, tuple(shown), None, ())
        high = max(v for _, _, v in shown)
        top = [s for s in shown if s[2] == high]
        if len(top) > 1:
            self.removed = list(self.removed)
            for q, seat, _ in shown:
                del self.pyramid.dice[q]
                self.removed[seat] += 1
            return Beating(funnel, tuple(shown), None, tuple(q for q, _, _ in shown))
        winner = top[0][1]
        taken = tuple(q for q, seat, v in shown if v < high and seat != winner)
        self.beaten, self.lost = list(self.beaten), list(self.lost)
        for q in taken:
            self.lost[self.owner(q)] += 1
            self.beaten[winner] += 1
            del self.pyramid.dice[q]
        return Beating(funnel, tuple(shown), winner, taken)

    def _next_turn(self) -> None:
        """Play passes left; a player without dice on the plate is skipped (WM-5)."""
        for step in (1, 2, 3):
            seat = (self.to_move + step) % 3
            if self.dice_of(seat):
                self.to_move = seat
                return

    def _end(self, winners: list[int]) -> None:
        self.phase = OVER
        self.winner_seats = winners

    def _end_by_score(self) -> None:
        """The book's second end: dice beaten minus own dice taken out; a tie goes to the tied player
        who moved last."""
        scores = self.scores()
        best = max(scores)
        tied = [s for s in range(3) if scores[s] == best]
        self._end([max(tied, key=lambda s: self.last_moved[s])])

    # -- scores -------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(self.beaten[s] - self.removed[s]) for s in range(3)]

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0, 0.0, 0.0]
        return [1.0 if s in self.winner_seats else 0.0 for s in range(3)]

    # -- notation and words -------------------------------------------------------------------
    def parse_move(self, text: str) -> MarchMove:
        move = parse(str(text))
        if move is None:
            raise NotationError(text, EXPECTED)
        return move

    def move_words(self, move: MarchMove) -> Text:
        if isinstance(move, Turn):
            top = dice.pip(move.orientation, MINUS[self.to_move])
            return Text(f"turns a die to show {top}", f"dreht einen Würfel auf die {top}")
        if isinstance(move, Tip):
            if move.target == goal(self.to_move):
                return Text("tips a die into the far corner", "kippt einen Würfel in die gegenüberliegende Ecke")
            way = tip_direction(self.to_move, move.source, move.target)
            tipped = Text(f"tips a die {way.en}", f"kippt einen Würfel {way.de}")
            after = self.clone()
            after.apply(move)
            got = after.beaten[self.to_move] - self.beaten[self.to_move]
            out = sum(after.removed) - sum(self.removed)
            if got:
                return plural(got, Text(f"{tipped.en} and beats 1 die", f"{tipped.de} und schlägt 1 Würfel"),
                              Text(f"{tipped.en} and beats {{n}} dice", f"{tipped.de} und schlägt {{n}} Würfel"))
            if out:
                return plural(out, Text(f"{tipped.en}: a tie takes 1 die off", f"{tipped.de}: Gleichstand, 1 Würfel fliegt"),
                              Text(f"{tipped.en}: a tie takes {{n}} dice off",
                                   f"{tipped.de}: Gleichstand, {{n}} Würfel fliegen"))
            return tipped
        return super().move_words(move)

    # -- copies -------------------------------------------------------------------------------
    def clone(self) -> MarchState:
        other = MarchState.__new__(MarchState)
        other.__dict__.update(self.__dict__)      # lists and the pyramid are replaced on write (apply)
        other.winner_seats = list(self.winner_seats)
        return other

    def observation(self, player: int) -> MarchState:
        return self.clone()

    def describe(self) -> str:
        """The dice on the plate, the counts per seat and whose turn it is (`gamebox replay`)."""
        seats = "; ".join(f"seat {s + 1}: beaten {self.beaten[s]}, removed {self.removed[s]}, lost {self.lost[s]}"
                          for s in range(3))
        end = "game over" if self.phase == OVER else f"seat {self.to_move + 1} to move"
        return f"{self.pyramid.describe()}\n{seats}\nquiet turns: {self.quiet}; {end}"

    def key(self) -> Hashable:
        return (self.phase, self.to_move, self.pyramid.key(), tuple(self.beaten), tuple(self.removed),
                tuple(self.lost), self.quiet, tuple(sorted(range(3), key=lambda s: self.last_moved[s])))
