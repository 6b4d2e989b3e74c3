"""Moves of Bunte Kuh and their notation (docs/notation/buntekuh.md).

    deal:<45 letters>   chance: the orientations (a-x) of the 45 pearl dice of the bottom layer, in the
                        order of `gamebox.pyramid.lattice.BOTTOM`; shown as "deal"
    s1 .. s6            chance: who gets the three pearl dice and starts
    r2-3-6              chance: the three pearl dice, smallest first
    3:stop142           seat 3 calls "Stopp!" on the funnel 142 (seats 1-6; positions xyz)
    3:niete             seat 3 calls "Niete": no funnel shows the sum
    3:142b              seat 3, whose call was right, places a die into 142 in orientation b (a-x)
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.chance_moves import Deal, Start
from gamebox.chance_moves import PearlRoll as Roll    # (one class for both games' three pearl dice)
from gamebox.protocol import NotationError
from gamebox.pyramid import lattice
from gamebox.pyramid.lattice import Pos
from gamebox.pyramid.setups import ORIENTATION_LETTERS

EXPECTED = "deal:…, s1..s6, a roll like r2-3-6, a call like 3:stop142 or 3:niete, or a placing like 3:142b"


@dataclass(frozen=True, slots=True)
class Call:
    """Seat `seat` calls "Stopp!" on the funnel at `position`."""

    seat: int
    position: Pos

    def __str__(self) -> str:
        return f"{self.seat + 1}:stop{lattice.name(self.position)}"


@dataclass(frozen=True, slots=True)
class Niete:
    """Seat `seat` calls "Niete": no funnel shows the sum."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat + 1}:niete"


@dataclass(frozen=True, slots=True)
class Place:
    """Seat `seat` puts a die from his supply into the funnel `position`, turned to `orientation` (0-23)."""

    seat: int
    position: Pos
    orientation: int

    def __str__(self) -> str:
        return f"{self.seat + 1}:{lattice.name(self.position)}{ORIENTATION_LETTERS[self.orientation]}"


BunteKuhMove = Deal | Start | Roll | Call | Niete | Place

_SEAT = re.compile(rf"([1-6]):(niete|stop([0-8]{{3}})|([0-8]{{3}})([{ORIENTATION_LETTERS}]))")


def parse(text: str) -> BunteKuhMove:
    t = str(text).strip()
    if t.startswith("deal:"):
        return Deal(t[5:])
    if re.fullmatch(r"s[1-6]", t):
        return Start(int(t[1]) - 1)
    if m := re.fullmatch(r"r([1-6])-([1-6])-([1-6])", t):
        return Roll(tuple(sorted(int(v) for v in m.groups())))
    if m := _SEAT.fullmatch(t):
        seat = int(m[1]) - 1
        if m[2] == "niete":
            return Niete(seat)
        p = lattice.parse(m[3] or m[4])
        if p is not None:
            if m[3]:
                return Call(seat, p)
            return Place(seat, p, ORIENTATION_LETTERS.index(m[5]))
    raise NotationError(text, EXPECTED)
