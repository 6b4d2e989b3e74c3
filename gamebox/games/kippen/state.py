"""The rules of Kippen, the tipping puzzles that teach how Würfelmarsch's dice march (rulings KP-1 ff.).

Your red die lies on the plate, alone or among yellow and pearl dice that do not move. Tip it as in
Würfelmarsch (forward-left, forward-right, left or right, never back; a funnel it closes beats by
the book, WM-2, and can take your die too) to reach the goal within the tips you have. The state is
Würfelmarsch's with one seat that only tips; the puzzle is dealt as the game's first move
(deal.py), a chance outcome in the record like any deal, so a record replays exactly.
"""
from __future__ import annotations

import random
from collections.abc import Hashable

from gamebox.games.wuerfelmarsch.moves import Tip, Turn
from gamebox.games.wuerfelmarsch.state import OVER, PLAY, MarchState, Rules
from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, NotationError
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.lattice import MINUS, Pos

from .deal import DEAL, EXPECTED, Deal, TipSpec, parse_spec

YOU = 0                       # the puzzle's player sits at side x=0 with the red die

REASONS = {
    "only_tips": Text("In a tipping puzzle the die is only tipped, never turned.",
                      "Im Kipp-Rätsel wird der Würfel nur gekippt, nie gedreht."),
    "deal_first": Text("The puzzle is not dealt yet.", "Das Rätsel ist noch nicht ausgelegt."),
    "bad_deal": Text("That is not a tipping puzzle.", "Das ist kein Kipp-Rätsel."),
}


def _reason(code: str) -> Reason:
    return Reason(code, REASONS[code])


class TippingState(MarchState):
    """One player, one red die of his among dice that never move; tips only; a goal and a budget."""

    def __init__(self, spec: TipSpec | None = None) -> None:
        super().__init__(Rules(), 0)
        self.pyramid = Pyramid()
        self.spec: TipSpec | None = None
        self.tips = 0
        self.phase = DEAL
        if spec is not None:
            self.apply(Deal(spec))

    # -- the protocol -------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 1

    def current_player(self) -> int:
        if self.phase == DEAL:
            return CHANCE
        return TERMINAL if self.phase == OVER else YOU

    def acting_player(self) -> int:
        return CHANCE if self.phase == DEAL else self.current_player()

    def sample_chance(self, rng) -> Deal:
        """A puzzle from the shipped collection (a freshly generated one if there is none)."""
        from .puzzles import collection
        from .search import generate

        specs = [parse_spec(p.moves[0]) for p in collection()]
        specs = [s for s in specs if s is not None]
        return Deal(rng.choice(specs) if specs else generate(rng))

    def legal_moves(self) -> list:
        if self.phase == DEAL:
            return [self.sample_chance(random.Random(0))]     # one example; any sound deal is legal
        if self.phase == OVER:
            return []
        return [m for m in super().legal_moves() if isinstance(m, Tip)]

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == DEAL:
            return None if isinstance(move, Deal) else _reason("deal_first")
        if isinstance(move, Deal):
            return _reason("bad_deal")
        if isinstance(move, Turn):
            return _reason("only_tips")
        return super().why_illegal(move)

    def parse_move(self, text: str):
        if str(text).strip().startswith(DEAL):
            spec = parse_spec(str(text).strip())
            if spec is None:
                raise NotationError(text, EXPECTED)
            return Deal(spec)
        return super().parse_move(text)

    def apply(self, move) -> None:
        if isinstance(move, Deal):
            self.spec = move.spec
            self.pyramid = Pyramid({p: Die(c, o) for p, c, o in move.spec.dice})
            self.phase = PLAY
            return
        super().apply(move)
        self.tips += 1
        if self.phase != OVER and (self.goal_met() or self.die() is None or self.tips >= self.spec.budget
                                    or not self.legal_moves()):
            self.phase = OVER

    def _next_turn(self) -> None:
        self.to_move = YOU          # the other dice never move

    def _end_by_score(self) -> None:
        self._end([])               # the plate emptied: your die is gone with the others

    # -- the goal ----------------------------------------------------------------------------
    def die(self) -> Pos | None:
        """Where your red die lies (None once it has left the plate)."""
        return next((p for p, d in self.pyramid.dice.items() if d.colour == "red"), None)

    def goal_met(self) -> bool:
        if self.spec is None:
            return False
        if self.spec.goal == "beat":
            return self.beaten[YOU] > 0
        p = self.die()
        if p is None or (self.spec.hollow is not None and p != self.spec.hollow):
            return False
        return self.pyramid[p].pip(MINUS[YOU]) == self.spec.pip

    def tips_left(self) -> int:
        return 0 if self.spec is None else self.spec.budget - self.tips

    def scores(self) -> list[float]:
        return [1.0 if self.phase == OVER and self.goal_met() else 0.0]

    def winners(self) -> list[int]:
        return []

    def returns(self) -> list[float]:
        return self.scores()

    def turn_begins(self) -> bool:
        """Every tip is a turn of its own: the move log gives each its line, as the puzzle counts tips."""
        return True

    def move_words(self, move) -> Text:
        if isinstance(move, Deal):
            return Text("lays out the puzzle", "legt das Rätsel aus")
        if isinstance(move, Tip):
            return tip_words(move)
        return super().move_words(move)

    def clone(self) -> TippingState:
        other = TippingState.__new__(TippingState)
        other.__dict__.update(self.__dict__)
        other.winner_seats = list(self.winner_seats)
        return other

    def key(self) -> Hashable:
        return (super().key(), str(self.spec), self.tips)


def tip_direction(move: Tip) -> Text:
    """Where a tip goes as the player at side x=0 sees it: forward-left, forward-right, left or right
    (GEOMETRY.md: right is p - e_z + e_y, left p - e_y + e_z, forward-right p + e_x - e_z, forward-left
    p + e_x - e_y)."""
    p, q = move.source, move.target
    if q[0] > p[0]:
        return Text("forward and left", "nach vorn links") if q[1] < p[1] else Text("forward and right",
                                                                                    "nach vorn rechts")
    return Text("to the left", "nach links") if q[2] > p[2] else Text("to the right", "nach rechts")


def tip_words(move: Tip) -> Text:
    return Text("tips the red die {way}", "kippt den roten Würfel {way}").format(way=tip_direction(move))


__all__ = ["YOU", "TippingState", "tip_direction", "tip_words"]
