"""The rules of Raffzahn: everybody grabs free dice at once; the roller calls "Stopp!".

The full pyramid is dealt at random (one chance move) and its top die taken away. The player to move
rolls the turquoise die; as soon as it lies (`ROLL_MS` later) everybody may take a free die whose face
toward his own side shows the roll (seat i sits at side i, GEOMETRY.md), until the roller calls
"Stopp!". A die's three upper faces differ, so no die is ever anybody's but one player's. Rulings
RZ-1..RZ-9 in docs/rulings.md.

A real-time state (gamebox/realtime.py): moves happen at game time `now`, and what is legal depends on
it (nobody grabs before the die lies; the turn ends by itself `QUIET_MS` after no free die shows the
roll to anybody).
"""
from __future__ import annotations

import random
from collections.abc import Hashable

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, State
from gamebox.pyramid import lattice
from gamebox.pyramid.board import Pyramid
from gamebox.pyramid.lattice import Pos
from gamebox.pyramid.setups import deal_code, decode_deal
from gamebox.realtime import RealTimeState

from .moves import END, Deal, End, Grab, RaffzahnMove, Roll, Start, Stop, parse
from .reasons import reason

DEAL, START, ROLL, GRAB, OVER = "deal", "start", "roll", "grab", "over"
SEATS = 3
FULL = (("red", 55), ("yellow", 55), ("pearl", 55))
ROLL_MS = 700      # the turquoise die tumbles this long before anybody may grab (RZ-4)
QUIET_MS = 1500    # the turn ends this long after no free die shows the roll to anybody (RZ-6)

# The places whose dice would rest on each place (free = none of them taken), looked up, not computed:
# free dice are asked for after every move, by every player.
_ABOVE = {p: lattice.resting_on(p) for p in lattice.ALL}

COLOUR_WORDS = {"red": Text("a red die", "einen roten Würfel"), "yellow": Text("a yellow die", "einen gelben Würfel"),
                "pearl": Text("a pearl die", "einen perlmuttfarbenen Würfel")}


def seat_name(seat: int) -> str:
    """A player's name as the model writes it: the views put the real name in."""
    return f"{{seat{seat}}}"


class RaffzahnState(State, RealTimeState):
    _free: tuple | None = None      # (the pyramid, its free dice): asked for after every move, by every player
    def __init__(self, first_player: int | None = None) -> None:
        self.first_player = first_player
        self.pyramid = Pyramid()
        self.phase = DEAL
        self.roller = first_player or 0
        self.roll: int | None = None        # the turquoise die (the last roll, also after "Stopp!")
        self.turn = 0                        # rolls so far
        self.rolled_at = 0
        self.now = 0
        self.trays: tuple[tuple[str, ...], ...] = ((),) * SEATS     # colours of the dice each grabbed
        self.quiet_since: int | None = None  # nothing to grab for anybody since then (this turn)
        self.ended_by: str = ""              # how the last turn ended: "stop" or "end"
        self.winner_seats: list[int] = []

    @property
    def num_players(self) -> int:
        return SEATS

    # -- whose turn ---------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase in (DEAL, START, ROLL):
            return CHANCE
        return self.roller

    def acting_player(self) -> int:
        """The roller rolls; the box deals and draws who starts."""
        if self.phase == ROLL or self.phase == GRAB:
            return self.roller
        return self.current_player()

    def chance_outcomes(self) -> list:
        if self.phase == START:
            return [(Start(p), 1 / SEATS) for p in range(SEATS)]
        if self.phase == ROLL:
            return [(Roll(v), 1 / 6) for v in range(1, 7)]
        return []     # the deal: too many outcomes, drawn by sample_chance

    def sample_chance(self, rng) -> RaffzahnMove:
        if self.phase == DEAL:
            return Deal(deal_code(rng, FULL))
        return super().sample_chance(rng)

    # -- time ---------------------------------------------------------------------------------
    @property
    def landed_at(self) -> int:
        """When the turquoise die lies still and grabbing begins."""
        return self.rolled_at + ROLL_MS

    def rolling(self) -> bool:
        return self.phase == GRAB and self.now < self.landed_at

    def next_change(self) -> int | None:
        if self.phase != GRAB:
            return None
        times = [self.landed_at]
        if self.quiet_since is not None:
            times.append(self.quiet_since + QUIET_MS)
        ahead = [t for t in times if t > self.now]
        return min(ahead) if ahead else None

    def clock_move(self) -> tuple[int, End] | None:
        if self.phase == GRAB and self.quiet_since is not None:
            return self.quiet_since + QUIET_MS, END
        return None

    def seat_of(self, move) -> int | None:
        return move.seat if isinstance(move, (Grab, Stop)) else None

    # -- what may be taken --------------------------------------------------------------------
    def free_dice(self) -> list[Pos]:
        """FREI LIEGEND: dice nothing rests on (lattice order). Kept per pyramid (a move makes a new one)."""
        cached = self._free
        if cached is None or cached[0] is not self.pyramid:
            dice = self.pyramid.dice
            cached = (self.pyramid, [p for p in lattice.ALL if p in dice and not any(q in dice for q in _ABOVE[p])])
            self._free = cached
        return cached[1]

    def shows(self, position: Pos, seat: int) -> int:
        """The pip die `position` shows to the player at `seat` (his side's face)."""
        return self.pyramid.visible_pip(position, seat)

    def grabbable(self, seat: int) -> list[Pos]:
        """Free dice whose face toward `seat` shows the roll (whether or not the die lies yet)."""
        if self.phase != GRAB:
            return []
        return [p for p in self.free_dice() if self.shows(p, seat) == self.roll]

    def anything_to_grab(self) -> bool:
        return any(self.grabbable(seat) for seat in range(SEATS))

    def above_the_plate(self) -> int:
        """Dice not lying directly on the plate: while there are any, the game goes on."""
        return sum(1 for p in self.pyramid if lattice.layer(p) > 0)

    def legal_moves(self) -> list[RaffzahnMove]:
        if self.phase == DEAL:
            return [self.sample_chance(random.Random(0))]    # one example; any deal is legal
        if self.phase in (START, ROLL):
            return [m for m, _ in self.chance_outcomes()]
        if self.phase != GRAB:
            return []
        moves: list[RaffzahnMove] = []
        if not self.rolling():
            moves = [Grab(seat, p) for seat in range(SEATS) for p in self.grabbable(seat)]
        moves.append(Stop(self.roller))
        due = self.clock_move()
        if due is not None and self.now >= due[0]:
            moves.append(END)
        return moves

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == OVER:
            return reason("game_over")
        if self.phase == DEAL:
            if not isinstance(move, Deal):
                return reason("deal_first")
            return None if decode_deal(move.code, FULL) is not None else reason("bad_deal")
        if isinstance(move, Deal):
            return reason("dealt")
        if self.phase == START:
            if isinstance(move, Start) and 0 <= move.player < SEATS:
                return None
            return reason("start_first")
        if isinstance(move, Start):
            return reason("not_a_move")
        if isinstance(move, (Grab, Stop)) and not 0 <= move.seat < SEATS:
            return reason("no_seat", seat=move.seat + 1)
        if self.phase == ROLL:
            if isinstance(move, Roll):
                return None if 1 <= move.value <= 6 else reason("not_a_move")
            if isinstance(move, (Grab, Stop, End)) and self.turn > 0:
                return reason("stopped")          # D2: after "Stopp!" the app refuses every grab
            return reason("roll_first", roller=seat_name(self.roller))
        # GRAB
        if isinstance(move, Roll):
            return reason("rolled")
        if isinstance(move, Grab):
            return self.why_not_grab(move.seat, move.position)
        if isinstance(move, Stop):
            return None if move.seat == self.roller else reason("only_roller", roller=seat_name(self.roller))
        if isinstance(move, End):
            due = self.clock_move()
            return None if due is not None and self.now >= due[0] else reason("not_quiet")
        return reason("not_a_move")

    def why_not_grab(self, seat: int, p: Pos) -> Reason | None:
        name = lattice.name(p) if lattice.inside(p) else str(p)
        if self.phase != GRAB:
            return self.why_illegal(Grab(seat, p))
        if self.rolling():
            return reason("rolling")
        if not lattice.inside(p) or p not in self.pyramid:
            return reason("no_die", pos=name)
        if not self.pyramid.is_free(p):
            return reason("not_free")
        pip = self.shows(p, seat)
        if pip != self.roll:
            return reason("wrong_pip", pip=pip, roll=self.roll)
        return None

    def why_piece_cannot_move(self, piece) -> Reason | None:
        """A die under a player's hand: why he cannot take it (None: he can, or it is not the die's fault)."""
        seat, p = piece
        if self.phase != GRAB or self.rolling():
            return None
        return self.why_not_grab(seat, p)

    # -- playing ------------------------------------------------------------------------------
    def apply(self, move: RaffzahnMove) -> None:
        if isinstance(move, Deal):
            dice = decode_deal(move.code, FULL)
            dice.pop(lattice.APEX)          # the book: the top die is taken away, out of the game
            self.pyramid = Pyramid(dice)
            self.phase = START if self.first_player is None else ROLL
        elif isinstance(move, Start):
            self.roller = move.player
            self.phase = ROLL
        elif isinstance(move, Roll):
            self.roll, self.turn, self.rolled_at = move.value, self.turn + 1, self.now
            self.phase, self.ended_by = GRAB, ""
            self.quiet_since = None if self.anything_to_grab() else self.landed_at
        elif isinstance(move, Grab):
            self.pyramid = self.pyramid.copy()
            die = self.pyramid.lift(move.position)
            trays = list(self.trays)
            trays[move.seat] = trays[move.seat] + (die.colour,)
            self.trays = tuple(trays)
            self.quiet_since = None if self.anything_to_grab() else max(self.now, self.landed_at)
        elif isinstance(move, (Stop, End)):
            self.ended_by = "stop" if isinstance(move, Stop) else "end"
            self.quiet_since = None
            if self.above_the_plate() == 0:
                self._end()
            else:
                self.roller = (self.roller + 1) % SEATS     # the turquoise die goes to the left
                self.phase = ROLL

    def _end(self) -> None:
        self.phase = OVER
        counts = [len(t) for t in self.trays]
        self.winner_seats = [p for p in range(SEATS) if counts[p] == max(counts)]

    # -- scores -------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(len(t)) for t in self.trays]

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * SEATS
        share = 1.0 / len(self.winner_seats)
        return [share if p in self.winner_seats else 0.0 for p in range(SEATS)]

    # -- notation and words -------------------------------------------------------------------
    def parse_move(self, text: str) -> RaffzahnMove:
        return parse(str(text))

    def public_text(self, move: RaffzahnMove) -> str:
        """A deal is shown as "deal": its 330 letters would fill the log."""
        return "deal" if isinstance(move, Deal) else self.format_move(move)

    def move_words(self, move: RaffzahnMove) -> Text:
        if isinstance(move, Deal):
            return Text("builds the pyramid and takes its top die away",
                        "baut die Pyramide auf und nimmt den obersten Würfel weg")
        if isinstance(move, Start):
            return Text(f"{seat_name(move.player)} gets the turquoise die",
                        f"{seat_name(move.player)} bekommt den türkisen Würfel")
        if isinstance(move, Roll):
            return Text(f"rolls a {move.value}", f"würfelt eine {move.value}")
        if isinstance(move, Grab):
            die = self.pyramid.get(move.position)
            what = COLOUR_WORDS[die.colour] if die else Text("a die", "einen Würfel")
            return Text(f"{seat_name(move.seat)} grabs {what.en}", f"{seat_name(move.seat)} rafft {what.de}")
        if isinstance(move, Stop):
            return Text("calls “Stopp!”", "ruft „Stopp!“")
        if isinstance(move, End):
            return Text(f"no free die shows the {self.roll} to anybody: the turn ends",
                        f"keinem zeigt ein freier Würfel die {self.roll}: der Zug endet")
        return super().move_words(move)

    def describe(self) -> str:
        trays = ", ".join(f"seat {s + 1}: {len(t)}" for s, t in enumerate(self.trays))
        roll = f"roll {self.roll}, " if self.roll else ""
        return f"{self.pyramid.describe()}\n{self.phase}, {roll}roller seat {self.roller + 1}; dice grabbed: {trays}"

    # -- copies -------------------------------------------------------------------------------
    def clone(self) -> RaffzahnState:
        other = RaffzahnState.__new__(RaffzahnState)
        other.__dict__.update(self.__dict__)      # the pyramid is copied on write (apply)
        other.winner_seats = list(self.winner_seats)
        return other

    def observation(self, player: int) -> RaffzahnState:
        """Nothing is secret (a player could lean over); the computer reads only its own side (RZ-8)."""
        return self.clone()

    def key(self) -> Hashable:
        """The position and the times its moves set; not `now` (where on the clock we look at it)."""
        return (self.phase, self.roller, self.roll, self.turn, self.rolled_at, self.pyramid.key(), self.trays,
                self.quiet_since, self.ended_by)
