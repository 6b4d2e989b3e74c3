"""Abquetschen's rules (the book's section, RULINGS D1 and D3; our rulings in docs/rulings.md, AQ-*).

Phases: START (the players roll in turn until somebody rolls a 4: he builds the start pyramid),
ROLL (a chance move, rolled by the player whose turn it is), BUILD (that many dice, or bonus dice
after a row of 4 to 6), OVER.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from gamebox.i18n import Reason, Text, plural
from gamebox.protocol import CHANCE, TERMINAL, NotationError, State
from gamebox.pyramid import lattice
from gamebox.pyramid.lattice import Pos

from . import builds as bd
from .moves import EXPECTED, PASS, AbquetschenMove, Build, Pass, Roll, parse
from .reasons import reason

START, ROLL, BUILD, OVER = "start", "roll", "build", "over"
SUPPLY = 55
COLOURS = ("red", "yellow", "pearl")      # the dice of seats 0, 1, 2 (the turquoise one is rolled)
BONUS = {4: 1, 5: 2, 6: 3}                # new dice in a row -> bonus dice


@dataclass(frozen=True)
class Rules:
    players: int = 3
    contact: str = bd.GROUP               # "group": one connected group; "each": each touches another


class AbquetschenState(State):
    def __init__(self, rules: Rules, first_roller: int = 0) -> None:
        self.rules = rules
        self.owner: dict[Pos, int] = {}
        self.occupied = 0                 # bitmask over lattice.ALL
        self.own = [0] * rules.players    # each player's dice as a bitmask
        self.supply = [SUPPLY] * rules.players
        self.built = [False] * rules.players
        self.phase = START
        self.to_move = first_roller
        self.need = 0
        self.bonus = False
        self.last_roll: int | None = None
        self.start_owner: int | None = None
        self.start_dice = 0
        self.start_owner_built = False    # the start pyramid's owner has built onto it once
        self.winner_seats: list[int] = []
        self._builds: list[int] | None = None

    @property
    def num_players(self) -> int:
        return self.rules.players

    # -- whose turn ---------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        return CHANCE if self.phase in (START, ROLL) else self.to_move

    def acting_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_move

    def chance_outcomes(self) -> list[tuple[Roll, float]]:
        return [(Roll(v), 1 / 6) for v in range(1, 7)] if self.phase in (START, ROLL) else []

    # -- builds -------------------------------------------------------------------------------
    def anchors(self) -> int | None:
        """What one new die must rest on: nothing for the start pyramid, any die before the
        player's first build, else his own dice."""
        if self.start_owner is None:
            return None
        return self.own[self.to_move] if self.built[self.to_move] else self.occupied

    def accept(self, mask: int) -> bool:
        """The start's rules the generator cannot know: no rim funnel in the start pyramid, and a
        start die kept open for its owner."""
        if self.start_owner is None:
            return not mask & bd.RIM_MASK
        if self.keeps_start_open() and not self._open_above(self.start_dice, self.occupied | mask):
            return False
        return True

    def keeps_start_open(self) -> bool:
        return self.start_owner is not None and not self.start_owner_built and self.to_move != self.start_owner

    def builds(self) -> list[int]:
        """Every legal build now, as bitmasks (cached until the next move)."""
        if self._builds is None:
            if self.phase != BUILD or (self.need == 1 and not self.bonus):
                self._builds = []
            else:
                self._builds = bd.builds(self.occupied, self.need, self.anchors(), self.rules.contact, self.accept)
        return self._builds

    @staticmethod
    def _open_above(dice: int, occupied: int) -> bool:
        """Some die of `dice` has an empty place against one of its upper faces."""
        for i in bd._bits(dice):
            p = bd.POSITIONS[i]
            for d in lattice.MINUS:
                q = lattice.step(p, d)
                if lattice.inside(q) and not occupied >> bd.INDEX[q] & 1:
                    return True
        return False

    def open_dice(self, player: int) -> int:
        """How many of the player's dice can still be built onto."""
        return sum(self._open_above(bd.BIT[i], self.occupied) for i in bd._bits(self.own[player]))

    def buried(self, player: int) -> bool:
        """D3: all of the player's dice have disappeared inside the pyramid."""
        return self.built[player] and not self._open_above(self.own[player], self.occupied)

    def must_pass(self) -> bool:
        """The roll allows no build: passing is the only move."""
        return self.phase == BUILD and not self.builds()

    def why_pass(self) -> Reason | None:
        """Why the roll passes (a 1, or no build of its number), or None when a build is possible."""
        if not self.must_pass():
            return None
        return reason("one_passes") if self.need == 1 and not self.bonus else reason("none_passes", n=self.need)

    # -- a build growing die by die (the board's ghost dice) -------------------------------------
    def build_targets(self, placed: tuple[Pos, ...]) -> list[Pos]:
        """Where the next die of a build can go, given the dice `placed` so far: a place of some
        legal build that contains them all, with its three supports already there or placed."""
        ghosts = bd.mask_of(placed)
        rest = 0
        for build in self.builds():
            if build & ghosts == ghosts:
                rest |= build & ~ghosts
        below = self.occupied | ghosts
        return [p for p in bd.positions_of(rest) if all(below >> bd.INDEX[q] & 1 for q in lattice.supports(p))]

    def why_not_place(self, placed: tuple[Pos, ...], position: Pos) -> Reason | None:
        """Why the next die of a build cannot go on `position` after `placed`; None if it can."""
        if position in self.build_targets(placed):
            return None
        return self.why_not_build(placed + (position,), complete=False) or reason("no_way_on")

    # -- moves --------------------------------------------------------------------------------
    def legal_moves(self) -> list[AbquetschenMove]:
        if self.phase in (START, ROLL):
            return [Roll(v) for v in range(1, 7)]
        if self.phase != BUILD:
            return []
        found = self.builds()
        return [Build.of(bd.positions_of(m)) for m in found] if found else [PASS]

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == OVER:
            return reason("game_over")
        if isinstance(move, Roll):
            if self.phase not in (START, ROLL):
                return reason("rolled", n=self.need)
            return None if 1 <= move.value <= 6 else reason("bad_roll")
        if self.phase != BUILD:
            return reason("roll_first") if isinstance(move, (Build, Pass)) else reason("not_a_move")
        if isinstance(move, Pass):
            return reason("must_build", n=self.need) if self.builds() else None
        if isinstance(move, Build):
            return self.why_not_build(move.positions)
        return reason("not_a_move")

    def why_not_build(self, positions: tuple[Pos, ...], complete: bool = True) -> Reason | None:
        """Why these positions are no legal build now; with `complete` False, only what adding
        more dice could not mend (for a build growing die by die on the board)."""
        for p in positions:
            if not lattice.inside(p):
                return reason("outside", pos=lattice.name(p))
            if p in self.owner:
                return reason("taken", pos=lattice.name(p))
        if self.need == 1 and not self.bonus:
            return reason("one")
        if len(positions) > self.need or (complete and len(positions) != self.need):
            return reason("count", n=self.need, k=len(positions))
        mask = bd.mask_of(positions)
        for p in sorted(positions):
            if any(q not in self.owner and q not in positions for q in lattice.supports(p)):
                return reason("unsupported", pos=lattice.name(p))
        if not complete:
            return None
        if not self._in_contact(mask):
            return reason("apart" if self.rules.contact == bd.GROUP else "alone")
        anchors = self.anchors()
        if anchors is not None and not any(bd.SUPPORT_MASK[i] & anchors for i in bd._bits(mask)):
            return reason("anchor" if self.built[self.to_move] else "anchor_any")
        if self.start_owner is None and mask & bd.RIM_MASK:
            return reason("rim")
        if not self.accept(mask):
            return reason("start_open", name=f"{{seat{self.start_owner}}}")
        return None

    def _in_contact(self, mask: int) -> bool:
        if mask.bit_count() == 1:
            return self.bonus                   # one bonus die touches nothing new, and needs not
        if self.rules.contact == bd.EACH:
            return all(any(mask >> u & 1 for u in bd.NEIGHBOURS[i]) for i in bd._bits(mask))
        first = next(iter(bd._bits(mask)))
        seen, todo = bd.BIT[first], [first]
        while todo:
            for u in bd.NEIGHBOURS[todo.pop()]:
                if mask >> u & 1 and not seen >> u & 1:
                    seen |= bd.BIT[u]
                    todo.append(u)
        return seen == mask

    def apply(self, move: AbquetschenMove) -> None:
        self._builds = None
        if isinstance(move, Roll):
            self.last_roll = move.value
            if self.phase == START:
                if move.value == 4:
                    self.start_owner = None     # set once the start pyramid stands
                    self.phase, self.need, self.bonus = BUILD, 4, False
                else:
                    self.to_move = (self.to_move + 1) % self.rules.players
                return
            if move.value >= self.supply[self.to_move]:
                self._end([self.to_move])       # as many pips as dice left: he wins at once
                return
            self.phase, self.need, self.bonus = BUILD, move.value, False
            return
        player = self.to_move
        if isinstance(move, Build):
            mask = bd.mask_of(move.positions)
            for p in move.positions:
                self.owner[p] = player
            self.occupied |= mask
            self.own[player] |= mask
            self.supply[player] -= len(move.positions)
            if self.start_owner is None:
                self.start_owner, self.start_dice = player, mask
            elif player == self.start_owner:
                self.start_owner_built = True
            self.built[player] = True
            if self.supply[player] <= 0:
                self._end([player])             # all his dice are built (AQ-3)
                return
            extra = 0 if self.bonus else BONUS.get(min(6, lattice.longest_row(move.positions)), 0)
            if extra:
                self.need, self.bonus = min(extra, self.supply[player]), True
                return
        self._next_turn()

    def _next_turn(self) -> None:
        self.to_move = (self.to_move + 1) % self.rules.players
        self.need, self.bonus = 0, False
        if self.buried(self.to_move):
            supplies = self.supply
            self._end([p for p in range(self.rules.players) if supplies[p] == min(supplies)])
            return
        self.phase = ROLL

    def _end(self, winners: list[int]) -> None:
        self.phase = OVER
        self.winner_seats = winners

    # -- notation and words ---------------------------------------------------------------------
    def parse_move(self, text: str) -> AbquetschenMove:
        move = parse(str(text))
        if move is None:
            raise NotationError(text, EXPECTED)
        return move

    def move_words(self, move: AbquetschenMove) -> Text:
        if isinstance(move, Roll):
            return Text(f"rolls {move.value}", f"würfelt {move.value}")
        if isinstance(move, Pass):
            return Text("passes", "passt")
        if isinstance(move, Build):
            n = len(move.positions)
            if self.start_owner is None:
                return Text("builds the start pyramid", "baut die Startpyramide")
            if self.bonus:
                return plural(n, Text("builds 1 bonus die", "baut 1 Bonuswürfel ein"),
                              Text("builds {n} bonus dice", "baut {n} Bonuswürfel ein"))
            return plural(n, Text("builds 1 die", "baut 1 Würfel ein"),
                          Text("builds {n} dice", "baut {n} Würfel ein"))
        return super().move_words(move)

    # -- the end ------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(SUPPLY - s) for s in self.supply]       # dice built

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.rules.players
        share = 1.0 / len(self.winner_seats)
        return [share if p in self.winner_seats else 0.0 for p in range(self.rules.players)]

    # -- copies -------------------------------------------------------------------------------
    def clone(self) -> AbquetschenState:
        other = AbquetschenState.__new__(AbquetschenState)
        other.__dict__.update(self.__dict__)
        other.owner = dict(self.owner)
        other.own = list(self.own)
        other.supply = list(self.supply)
        other.built = list(self.built)
        other.winner_seats = list(self.winner_seats)
        return other

    def observation(self, player: int) -> AbquetschenState:
        return self.clone()                  # nothing is hidden

    def describe(self) -> str:
        """The dice built so far (the colour is the builder's), supplies and whose turn it is (`gamebox replay`)."""
        supplies = ", ".join(f"seat {s + 1}: {n} left" for s, n in enumerate(self.supply))
        end = "game over" if self.phase == OVER else f"seat {self.to_move + 1} to {self.phase}"
        return f"{self.pyramid.describe()}\n{supplies}\n{end}"

    def key(self) -> Hashable:
        return (self.phase, self.to_move, self.need, self.bonus, tuple(self.own), tuple(self.supply),
                tuple(self.built), self.start_owner, self.start_owner_built, tuple(self.winner_seats))

    # -- for views ----------------------------------------------------------------------------
    @property
    def pyramid(self):
        """The dice as a `Pyramid` of coloured dice (pips play no part: every die shows 1 up)."""
        from gamebox.pyramid.board import Die, Pyramid

        return Pyramid({p: Die(COLOURS[seat], 0) for p, seat in self.owner.items()})
