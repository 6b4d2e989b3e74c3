"""The chance moves several games share, with their notation.

    s1, s2, ...   Start(player): the lot (or a die) chose who starts; player is the 0-based seat
    d1 .. d6      Roll(value): one die shows this number
    deal:<code>   Deal(code): the dealt position, written in the game's own letters (shown as "deal")
    r2-3-6        PearlRoll(dice): the three pearl dice of Eintrichtern and Bunte Kuh, smallest first

Each game still parses these itself (its moves.py): the code a deal carries and the range of seats
and numbers are the game's own. A game whose chance move differs keeps its own class (Ponga's Roll
of two dice, Kippen's Deal of a puzzle).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Start:
    player: int

    def __str__(self) -> str:
        return f"s{self.player + 1}"


@dataclass(frozen=True, slots=True)
class Roll:
    value: int

    def __str__(self) -> str:
        return f"d{self.value}"


@dataclass(frozen=True, slots=True)
class Deal:
    code: str

    def __str__(self) -> str:
        return f"deal:{self.code}"


@dataclass(frozen=True, slots=True)
class PearlRoll:
    """The three pearl dice, smallest first."""

    dice: tuple[int, int, int]

    @property
    def total(self) -> int:
        return sum(self.dice)

    def __str__(self) -> str:
        return "r" + "-".join(str(d) for d in self.dice)
