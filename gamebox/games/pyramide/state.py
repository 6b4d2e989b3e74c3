"""The free dice pyramid ("Würfelpyramide frei"): build, dismantle, turn, tip and pull.

A sandbox for one player that teaches the geometry by hand. The box holds 55 red,
55 yellow and 55 pearl dice and one turquoise die; a die can only go into a funnel
and only a free die can be taken or turned (docs/rulings.md, PY1-PY3).
"""
from __future__ import annotations

import random
from collections import Counter

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, NotationError, State
from gamebox.pyramid import lattice, words
from gamebox.pyramid import board
from gamebox.pyramid.board import COLOUR_NAMES, COLOURS, Die, Pyramid
from gamebox.pyramid.setups import deal_code, decode_deal

from .moves import (
    EXPECTED,
    Deal,
    Done,
    Move,
    Place,
    Pull,
    Take,
    Tip,
    Turn,
    parse,
)

BOX = {"red": 55, "yellow": 55, "pearl": 55, "turquoise": 1}

DEAL_FIRST = Text("The dice are set out first.", "Erst werden die Würfel aufgebaut.")
DEALT = Text("The dice are already set out.", "Die Würfel sind schon aufgebaut.")
BAD_DEAL = Text("That is not a deal of this setup.", "Das ist kein Aufbau dieser Variante.")
OVER = Text("The pyramid has been put away.", "Die Pyramide ist weggeräumt.")
NONE_LEFT = Text("No die of this colour is left in the box.", "Von dieser Farbe ist kein Würfel mehr in der Schachtel.")

# Every refusal of the sandbox by its code: its own, and the pyramid's (gamebox.pyramid.board), which
# the sandbox passes on unchanged; the course's coverage counts these (gamebox.lessons.check).
REASONS = {
    "over": OVER, "deal_first": DEAL_FIRST, "bad_deal": BAD_DEAL, "dealt": DEALT, "none_left": NONE_LEFT,
    "not_funnel": board.NOT_A_FUNNEL, "no_die": board.NO_DIE, "not_free": board.NOT_FREE,
    "not_on_plate": board.NOT_ON_PLATE, "not_neighbour": board.NOT_NEIGHBOUR, "occupied": board.OCCUPIED,
    "not_pullable": board.NOT_PULLABLE,
}

# Dealt setups per variant: which positions get dice, and which colours are shuffled into them.
SETUPS = {
    "empty": (0, ()),
    "layer": (45, (("pearl", 45),)),
    "full": (165, (("red", 55), ("yellow", 55), ("pearl", 55))),
}


def _reason(code: str) -> Reason:
    return Reason(code, REASONS[code])


class PyramidState(State):
    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.pyramid = Pyramid()
        self.dealt = SETUPS[variant][0] == 0
        self.done = False

    # -- protocol -------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 1

    def current_player(self) -> int:
        if self.done:
            return TERMINAL
        return 0 if self.dealt else CHANCE

    def acting_player(self) -> int:
        return 0 if self.dealt else CHANCE

    def supply(self) -> dict[str, int]:
        """Dice of each colour still in the box."""
        used = Counter(d.colour for d in self.pyramid.dice.values())
        return {c: BOX[c] - used[c] for c in COLOURS}

    def legal_moves(self) -> list[Move]:
        if self.done:
            return []
        if not self.dealt:
            return [self.sample_chance(random.Random(0))]
        p = self.pyramid
        moves: list[Move] = []
        supply = self.supply()
        for f in p.funnels():
            for colour in COLOURS:
                if supply[colour]:
                    moves.extend(Place(f, colour, o) for o in range(24))
        for d in p.free_dice():
            moves.append(Take(d))
            moves.extend(Turn(d, o) for o in range(24) if o != p[d].orientation)
        for d in lattice.BOTTOM:
            moves.extend(Tip(d, q) for q in p.tip_targets(d))
        moves.extend(Pull(d) for d in p.pullable())
        moves.append(Done())
        return moves

    def sample_chance(self, rng) -> Move:
        return Deal(deal_code(rng, SETUPS[self.variant][1]))

    def why_illegal(self, move) -> Reason | None:
        if self.done:
            return _reason("over")
        if not self.dealt:
            if isinstance(move, Deal):
                return None if self._deal(move) is not None else _reason("bad_deal")
            return _reason("deal_first")
        p = self.pyramid
        if isinstance(move, Deal):
            return _reason("dealt")
        if isinstance(move, Place):
            if not self.supply()[move.colour]:
                return _reason("none_left")
            return p.why_not_place(move.position)
        if isinstance(move, (Take, Turn)):
            return p.why_not_lift(move.position)
        if isinstance(move, Tip):
            return p.why_not_tip(move.source, move.target)
        if isinstance(move, Pull):
            return p.why_not_pull(move.position)
        return None

    def _deal(self, move: Deal) -> dict | None:
        return decode_deal(move.code, SETUPS[self.variant][1])

    def apply(self, move) -> None:
        p = self.pyramid
        if isinstance(move, Deal):
            self.pyramid = Pyramid(self._deal(move))
            self.dealt = True
        elif isinstance(move, Place):
            p.dice[move.position] = Die(move.colour, move.orientation)
        elif isinstance(move, Take):
            del p.dice[move.position]
        elif isinstance(move, Turn):
            p.dice[move.position] = Die(p[move.position].colour, move.orientation)
        elif isinstance(move, Tip):
            p.tip(move.source, move.target)
        elif isinstance(move, Pull):
            p.pull(move.position)
        elif isinstance(move, Done):
            self.done = True

    def move_words(self, move) -> Text:
        if isinstance(move, Deal):
            return Text("the pyramid is set up", "die Pyramide wird aufgebaut")
        if isinstance(move, Place):
            die, where = words.a_die(move.colour), words.in_layer(move.position)
            return Text(f"puts {die.en} {where.en}", f"setzt {die.de} {where.de}")
        if isinstance(move, Done):
            return Text("puts the pyramid away", "räumt die Pyramide weg")
        at = move.source if isinstance(move, Tip) else move.position
        held = self.pyramid.get(at)
        die, where = words.the_die(held.colour if held else None), words.in_layer(at)
        if isinstance(move, Take):
            n = words.layer_number(at)
            return Text(f"takes {die.en} from layer {n}", f"nimmt {die.de} aus Lage {n}")
        if isinstance(move, Turn):
            return Text(f"turns {die.en} {where.en}", f"dreht {die.de} {where.de}")
        if isinstance(move, Tip):
            return Text(f"tips {die.en} {where.en} over", f"kippt {die.de} {where.de}")
        if isinstance(move, Pull):
            return Text(f"pulls {die.en} out of layer {words.layer_number(at)}",
                        f"zieht {die.de} aus Lage {words.layer_number(at)} heraus")
        return super().move_words(move)

    def turn_begins(self) -> bool:
        """Every action in the sandbox is a turn of its own."""
        return True

    def public_text(self, move) -> str:
        """A deal is shown as "deal": its letters would give the dice away (and fill the log)."""
        return "deal" if isinstance(move, Deal) else self.format_move(move)

    def parse_move(self, text: str) -> Move:
        move = parse(str(text))  # str(): a move object reads back as itself
        if move is None:
            raise NotationError(text, EXPECTED)
        return move

    def scores(self) -> list[float]:
        return [float(len(self.pyramid))]

    def winners(self) -> list[int]:
        return []

    def clone(self) -> PyramidState:
        s = PyramidState.__new__(PyramidState)
        s.variant, s.dealt, s.done = self.variant, self.dealt, self.done
        s.pyramid = self.pyramid.copy()
        return s

    def key(self):
        return (self.variant, self.dealt, self.done, self.pyramid.key())

    def describe(self) -> str:
        supply = ", ".join(f"{COLOUR_NAMES[c].get()} {n}" for c, n in self.supply().items())
        return f"{self.pyramid.describe()}\nin the box: {supply}"
