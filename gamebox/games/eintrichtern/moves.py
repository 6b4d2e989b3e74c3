"""Moves of Eintrichtern and their notation (see docs/notation/eintrichtern.md).

    deal:<45 letters>   chance: the orientations of the 45 yellow dice, a-x (0..23) each,
                        in the order of `gamebox.pyramid.lattice.BOTTOM`
    s1 .. s8            chance: who gets the three pearl dice and starts
    r2-3-6              chance: the three pearl dice, as a sorted multiset
    new                 after a neighbour's miss: roll anew
    take                after a neighbour's miss: take over his failed roll
    061                 lift the red die on funnel 061 (three digits x y z, layer 1)
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

EXPECTED = "deal:<45 letters a-x>, s1..s8, a roll like r2-3-6, new, take, or a funnel like 061"


@dataclass(frozen=True, slots=True)
class NewRoll:
    """After a neighbour's miss: roll the pearl dice anew."""

    def __str__(self) -> str:
        return "new"


@dataclass(frozen=True, slots=True)
class TakeOver:
    """After a neighbour's miss: take over his roll and lift a funnel for its sum."""

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class Lift:
    """Lift the red die covering funnel `position` and announce the funnel's sum."""

    position: Pos

    def __str__(self) -> str:
        return lattice.name(self.position)


EintrichternMove = Deal | Start | Roll | NewRoll | TakeOver | Lift

_DEAL = re.compile(rf"deal:([{ORIENTATION_LETTERS}]{{45}})")
_START = re.compile(r"s([1-8])")
_ROLL = re.compile(r"r([1-6])-([1-6])-([1-6])")
_LIFT = re.compile(r"([0-9])([0-9])([0-9])")


def parse(text: str) -> EintrichternMove:
    cleaned = text.strip()
    if cleaned == "new":
        return NewRoll()
    if cleaned == "take":
        return TakeOver()
    if m := _LIFT.fullmatch(cleaned):
        return Lift((int(m[1]), int(m[2]), int(m[3])))
    if m := _ROLL.fullmatch(cleaned):
        return Roll(tuple(sorted(int(v) for v in m.groups())))  # type: ignore[arg-type]
    if m := _START.fullmatch(cleaned):
        return Start(int(m[1]) - 1)
    if m := _DEAL.fullmatch(cleaned):
        return Deal(m[1])
    raise NotationError(text, EXPECTED)
