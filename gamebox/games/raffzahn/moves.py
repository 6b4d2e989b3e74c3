"""Moves of Raffzahn and their notation (docs/notation/raffzahn.md).

    deal:<330 letters>  chance: the full pyramid, a colour letter (R, Y, P) and an orientation letter
                        (a-x) per position in lattice order (its top die is then taken away); shown as "deal"
    s1 .. s3            chance: who gets the turquoise die and starts
    d1 .. d6            chance: the turquoise die's roll
    2:043               seat 2 grabs the free die at 043 (seats 1-3; positions xyz)
    1:stop              seat 1, who rolled, calls "Stopp!"
    end                 the clock ends the turn: no free die showed the roll to anybody (RZ-6)
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.chance_moves import Deal, Roll, Start
from gamebox.protocol import NotationError
from gamebox.pyramid import lattice
from gamebox.pyramid.lattice import Pos

EXPECTED = "deal:…, s1..s3, a roll d1..d6, a grab like 2:043, a call like 1:stop, or end"


@dataclass(frozen=True, slots=True)
class Grab:
    """Seat `seat` (0-based) takes the die at `position` off the pyramid."""

    seat: int
    position: Pos

    def __str__(self) -> str:
        return f"{self.seat + 1}:{lattice.name(self.position)}"


@dataclass(frozen=True, slots=True)
class Stop:
    """Seat `seat` calls "Stopp!" (only the roller may)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat + 1}:stop"


@dataclass(frozen=True, slots=True)
class End:
    """The clock ends the turn: no free die shows the roll to anybody."""

    def __str__(self) -> str:
        return "end"


END = End()
RaffzahnMove = Deal | Start | Roll | Grab | Stop | End

_SEAT = re.compile(r"([1-3]):(stop|[0-8]{3})")


def parse(text: str) -> RaffzahnMove:
    t = str(text).strip()
    if t.startswith("deal:"):
        return Deal(t[5:])
    if t == "end":
        return END
    if re.fullmatch(r"s[1-3]", t):
        return Start(int(t[1]) - 1)
    if re.fullmatch(r"d[1-6]", t):
        return Roll(int(t[1]))
    if m := _SEAT.fullmatch(t):
        seat = int(m[1]) - 1
        if m[2] == "stop":
            return Stop(seat)
        p = lattice.parse(m[2])
        if p is not None:
            return Grab(seat, p)
    raise NotationError(text, EXPECTED)
