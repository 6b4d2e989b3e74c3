"""The rules of Bunte Kuh: everybody hunts at once for a funnel whose three dice show the roll's sum.

45 pearl dice fill the plate (D7); the other 60 dice are dealt evenly. The roller throws the three pearl
dice; as soon as they lie (`ROLL_MS` later) everybody looks for a funnel whose three adjacent faces add up
to the roll and calls "Stopp!" on it; whoever sees that none does calls "Niete". The first call decides:
right, the caller places a die from his supply (a Stopp on the funnel he called, a Niete anywhere) turned
as he likes; wrong, he gets a die from every other player. Then the dice go to the roller's left. The
first empty supply wins — also one emptied by paying that penalty. Rulings BK-1..BK-8 in docs/rulings.md.
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, State
from gamebox.pyramid import lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.lattice import Pos
from gamebox.pyramid.setups import ORIENTATION_LETTERS, decode_orientations
from gamebox.realtime import RealTimeState

from .moves import BunteKuhMove, Call, Deal, Niete, Place, Roll, Start, parse
from .reasons import reason

DEAL, START, ROLL, SEARCH, PLACE, OVER = "deal", "start", "roll", "search", "place", "over"
DEALT = 60              # the red and yellow dice, dealt evenly (BK-1)
ROLL_MS = 900           # the three pearl dice tumble this long before anybody may call (BK-3)
COLOURS = ("red", "yellow")


def _roll_outcomes() -> list[tuple[Roll, float]]:
    out = []
    for combo in combinations_with_replacement(range(1, 7), 3):
        ways = factorial(3)
        for v in set(combo):
            ways //= factorial(combo.count(v))
        out.append((Roll(combo), ways / 216))
    return out


ROLL_OUTCOMES = _roll_outcomes()


def _plus(values: tuple[int, ...], seat: int, n: int) -> tuple[int, ...]:
    return values[:seat] + (values[seat] + n,) + values[seat + 1:]


def seat_name(seat: int) -> str:
    return f"{{seat{seat}}}"


@dataclass(frozen=True)
class Verdict:
    """How the last call went, for the views and the words: who called what, and what was true."""

    seat: int
    funnel: Pos | None          # None: "Niete"
    right: bool
    shown: int | None           # the called funnel's sum (a Stopp)
    matches: tuple[Pos, ...]    # every funnel that showed the sum
    paid: tuple[int, ...] = ()  # who gave the caller a die (a wrong call)


class BunteKuhState(State, RealTimeState):
    _funnels: tuple | None = None   # (the pyramid, its funnels), computed once per pyramid
    def __init__(self, players: int, first_player: int | None = None) -> None:
        if DEALT % players:
            raise ValueError(f"60 dice cannot be dealt evenly to {players} players")
        self.players = players
        self.first_player = first_player
        self.pyramid = Pyramid()
        self.phase = DEAL
        self.roller = first_player or 0
        self.roll: Roll | None = None
        self.turn = 0
        self.rolled_at = 0
        self.now = 0
        self.supply: tuple[int, ...] = (DEALT // players,) * players
        self.caller: int | None = None       # placing after a right call
        self.called: Pos | None = None       # ... on this funnel (None: a Niete, any funnel)
        self.verdict: Verdict | None = None  # the last call
        self.placed = 0
        self.placed_by: tuple[int, ...] = (0,) * players     # dice each player placed
        self.received: tuple[int, ...] = (0,) * players      # dice each got for wrong calls
        self.given: tuple[int, ...] = (0,) * players         # dice each gave to wrong callers
        self.winner_seats: list[int] = []

    @property
    def num_players(self) -> int:
        return self.players

    # -- whose turn ---------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase in (DEAL, START, ROLL):
            return CHANCE
        return self.caller if self.phase == PLACE else self.roller

    def acting_player(self) -> int:
        if self.phase in (ROLL, SEARCH):
            return self.roller
        return self.current_player()

    def chance_outcomes(self) -> list:
        if self.phase == START:
            return [(Start(p), 1 / self.players) for p in range(self.players)]
        if self.phase == ROLL:
            return list(ROLL_OUTCOMES)
        return []

    def sample_chance(self, rng) -> BunteKuhMove:
        if self.phase == DEAL:
            return Deal("".join(ORIENTATION_LETTERS[rng.randrange(24)] for _ in lattice.BOTTOM))
        return super().sample_chance(rng)

    # -- time ---------------------------------------------------------------------------------------
    @property
    def landed_at(self) -> int:
        return self.rolled_at + ROLL_MS

    def rolling(self) -> bool:
        return self.phase == SEARCH and self.now < self.landed_at

    def next_change(self) -> int | None:
        return self.landed_at if self.rolling() else None

    def seat_of(self, move) -> int | None:
        return move.seat if isinstance(move, (Call, Niete, Place)) else None

    # -- the funnels ------------------------------------------------------------------------------------
    def funnels(self) -> list[Pos]:
        """Every funnel (a die may go there), lattice order; kept per pyramid."""
        cached = self._funnels
        if cached is None or cached[0] is not self.pyramid:
            cached = (self.pyramid, self.pyramid.funnels())
            self._funnels = cached
        return cached[1]

    def funnel_sum(self, p: Pos) -> int:
        return self.pyramid.funnel_sum(p)

    def matches(self) -> list[Pos]:
        """The funnels whose three faces show the roll's sum."""
        if self.roll is None:
            return []
        return [f for f in self.funnels() if self.funnel_sum(f) == self.roll.total]

    def legal_moves(self) -> list[BunteKuhMove]:
        if self.phase == DEAL:
            return [self.sample_chance(random.Random(0))]
        if self.phase in (START, ROLL):
            return [m for m, _ in self.chance_outcomes()]
        if self.phase == SEARCH:
            if self.rolling():
                return []
            funnels = self.funnels()
            return [m for seat in range(self.players) for m in [Niete(seat)] + [Call(seat, f) for f in funnels]]
        if self.phase == PLACE:
            targets = [self.called] if self.called is not None else self.funnels()
            return [Place(self.caller, f, o) for f in targets for o in range(24)]
        return []

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == OVER:
            return reason("game_over")
        if self.phase == DEAL:
            if not isinstance(move, Deal):
                return reason("deal_first")
            return None if decode_orientations(move.code, lattice.BOTTOM) is not None else reason("bad_deal")
        if isinstance(move, Deal):
            return reason("dealt")
        if self.phase == START:
            return None if isinstance(move, Start) and 0 <= move.player < self.players else reason("start_first")
        if isinstance(move, Start):
            return reason("not_a_move")
        if isinstance(move, (Call, Niete, Place)) and not 0 <= move.seat < self.players:
            return reason("no_seat", seat=move.seat + 1)
        if self.phase == ROLL:
            if isinstance(move, Roll):
                return None if all(1 <= d <= 6 for d in move.dice) else reason("not_a_move")
            if isinstance(move, Place):
                return reason("not_placing")
            return reason("roll_first", roller=seat_name(self.roller))
        if isinstance(move, Roll):
            return reason("rolled")
        if self.phase == PLACE:
            if isinstance(move, (Call, Niete)):
                return reason("placing", caller=seat_name(self.caller))
            if isinstance(move, Place):
                return self.why_not_place(move)
            return reason("not_a_move")
        # SEARCH
        if isinstance(move, Place):
            return reason("not_placing")
        if self.rolling():
            return reason("rolling")
        if isinstance(move, Call):
            p = move.position
            if not lattice.inside(p) or not self.pyramid.is_funnel(p) or lattice.layer(p) == 0:
                return reason("not_funnel", pos=lattice.name(p) if lattice.inside(p) else str(p))
            return None
        if isinstance(move, Niete):
            return None
        return reason("not_a_move")

    def why_not_place(self, move: Place) -> Reason | None:
        if move.seat != self.caller:
            return reason("not_caller", caller=seat_name(self.caller))
        if not 0 <= move.orientation < 24:
            return reason("bad_orientation")
        p = move.position
        if self.called is not None and p != self.called:
            return reason("place_called", pos=lattice.name(self.called))
        if not lattice.inside(p) or not self.pyramid.is_funnel(p):
            return reason("not_funnel", pos=lattice.name(p) if lattice.inside(p) else str(p))
        return None

    # -- playing --------------------------------------------------------------------------------------
    def apply(self, move: BunteKuhMove) -> None:
        if isinstance(move, Deal):
            orientations = decode_orientations(move.code, lattice.BOTTOM)
            self.pyramid = Pyramid({p: Die("pearl", o) for p, o in zip(lattice.BOTTOM, orientations)})
            self.phase = START if self.first_player is None else ROLL
        elif isinstance(move, Start):
            self.roller, self.phase = move.player, ROLL
        elif isinstance(move, Roll):
            self.roll, self.turn, self.rolled_at, self.phase = move, self.turn + 1, self.now, SEARCH
            self.verdict = None
        elif isinstance(move, Call):
            shown = self.funnel_sum(move.position)
            self._judge(move.seat, move.position, shown == self.roll.total, shown)
        elif isinstance(move, Niete):
            self._judge(move.seat, None, not self.matches(), None)
        elif isinstance(move, Place):
            self.pyramid = self.pyramid.copy()
            self.pyramid.place(move.position, Die(COLOURS[self.placed % 2], move.orientation))
            self.placed += 1
            supply = list(self.supply)
            supply[move.seat] -= 1
            self.supply = tuple(supply)
            self.placed_by = _plus(self.placed_by, move.seat, 1)
            self.caller = self.called = None
            if self.supply[move.seat] == 0:
                self._end([move.seat])
            else:
                self._pass_the_dice()

    def _judge(self, seat: int, funnel: Pos | None, right: bool, shown: int | None) -> None:
        matches = tuple(self.matches())
        if right:
            self.verdict = Verdict(seat, funnel, True, shown, matches)
            self.caller, self.called, self.phase = seat, funnel, PLACE
            return
        # The book: the wrong caller gets a die from every other player's supply.
        supply = list(self.supply)
        paid = tuple(p for p in range(self.players) if p != seat and supply[p] > 0)
        for p in paid:
            supply[p] -= 1
            supply[seat] += 1
            self.given = _plus(self.given, p, 1)
        self.supply = tuple(supply)
        self.received = _plus(self.received, seat, len(paid))
        self.verdict = Verdict(seat, funnel, False, shown, matches, paid)
        emptied = [p for p in paid if supply[p] == 0]
        if emptied:
            self._end(emptied)       # whoever gave his last die wins; two at once share (BK-6)
        else:
            self._pass_the_dice()

    def _pass_the_dice(self) -> None:
        self.roller = (self.roller + 1) % self.players
        self.phase = ROLL

    def _end(self, winners: list[int]) -> None:
        self.phase = OVER
        self.winner_seats = sorted(winners)

    # -- scores ------------------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        """Dice still in each supply, as minus points: the first to reach 0 wins."""
        return [float(-n) for n in self.supply]

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.players
        share = 1.0 / len(self.winner_seats)
        return [share if p in self.winner_seats else 0.0 for p in range(self.players)]

    # -- notation and words --------------------------------------------------------------------------------
    def parse_move(self, text: str) -> BunteKuhMove:
        return parse(str(text))

    def public_text(self, move: BunteKuhMove) -> str:
        return "deal" if isinstance(move, Deal) else self.format_move(move)

    def move_words(self, move: BunteKuhMove) -> Text:
        if isinstance(move, Deal):
            return Text("lays the bottom layer of 45 pearl dice", "legt die unterste Lage aus 45 Perlmuttwürfeln")
        if isinstance(move, Start):
            return Text(f"{seat_name(move.player)} gets the three pearl dice",
                        f"{seat_name(move.player)} bekommt die drei Perlmuttwürfel")
        if isinstance(move, Roll):
            dice = "·".join(str(d) for d in move.dice)
            return Text(f"rolls {dice} = {move.total}", f"würfelt {dice} = {move.total}")
        who = seat_name(move.seat) if isinstance(move, (Call, Niete, Place)) else ""
        if isinstance(move, Call) and self.roll is not None:
            shown = self.funnel_sum(move.position) if self.pyramid.is_funnel(move.position) else 0
            if shown == self.roll.total:
                return Text(f"{who} calls “Stopp!”: right, the funnel shows {shown}",
                            f"{who} ruft „Stopp!“: richtig, der Trichter zeigt {shown}")
            return Text(f"{who} calls “Stopp!”: wrong, the funnel shows {shown}; every other player gives "
                        f"{who} a die", f"{who} ruft „Stopp!“: falsch, der Trichter zeigt {shown}; jeder andere "
                        f"gibt {who} einen Würfel")
        if isinstance(move, Niete) and self.roll is not None:
            if not self.matches():
                return Text(f"{who} calls “Niete”: right, no funnel shows {self.roll.total}",
                            f"{who} ruft „Niete“: richtig, kein Trichter zeigt {self.roll.total}")
            n = len(self.matches())
            return Text(f"{who} calls “Niete”: wrong, {n} funnel(s) show {self.roll.total}; every other player "
                        f"gives {who} a die", f"{who} ruft „Niete“: falsch, {n} Trichter zeigen {self.roll.total}; "
                        f"jeder andere gibt {who} einen Würfel")
        if isinstance(move, Place):
            return Text(f"{who} places a die", f"{who} legt einen Würfel ab")
        return super().move_words(move)

    def describe(self) -> str:
        supply = ", ".join(f"seat {s + 1}: {n}" for s, n in enumerate(self.supply))
        roll = f"roll {self.roll} ({self.roll.total}), " if self.roll else ""
        return f"{self.pyramid.describe()}\n{self.phase}, {roll}roller seat {self.roller + 1}; dice left: {supply}"

    # -- copies ---------------------------------------------------------------------------------------------
    def clone(self) -> BunteKuhState:
        other = BunteKuhState.__new__(BunteKuhState)
        other.__dict__.update(self.__dict__)       # the pyramid is copied on write (apply)
        other.winner_seats = list(self.winner_seats)
        return other

    def key(self) -> Hashable:
        return (self.phase, self.roller, self.roll, self.turn, self.rolled_at, self.pyramid.key(), self.supply,
                self.caller, self.called, self.verdict, self.placed, self.placed_by, self.received, self.given)
