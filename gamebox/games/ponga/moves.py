"""Moves of Ponga and their notation (see docs/notation/ponga.md).

    s1 .. s8   chance: the lot chose who starts
    d25        chance: the two dice show 2 and 5 (smaller number first)
    52         place a stone on field 52 (row 5, column 2), on top of what stands there
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.chance_moves import Start
from gamebox.protocol import NotationError

from .board import field, field_name, roll_fields

MAX_PLAYERS = 8


@dataclass(frozen=True, slots=True)
class Roll:
    """Chance: the two dice, smaller number first (2-5 and 5-2 are one outcome)."""

    low: int
    high: int

    @property
    def fields(self) -> tuple[int, ...]:
        return roll_fields(self.low, self.high)

    @property
    def is_double(self) -> bool:
        return self.low == self.high

    def __str__(self) -> str:
        return f"d{self.low}{self.high}"


@dataclass(frozen=True, slots=True)
class Place:
    """A stone of the player to move on a field (an index, see board.py)."""

    field: int

    def __str__(self) -> str:
        return field_name(self.field)


PongaMove = Start | Roll | Place

ALL_ROLLS = tuple(Roll(a, b) for a in range(1, 7) for b in range(a, 7))
EXPECTED = "s1..s8, a roll like d25 (smaller number first), or a field like 52 (row, column 1-6)"

_START = re.compile(r"s([1-8])")
_ROLL = re.compile(r"d([1-6])([1-6])")
_PLACE = re.compile(r"([1-6])([1-6])")


def parse(text: str) -> PongaMove:
    cleaned = text.strip().lower()
    if m := _START.fullmatch(cleaned):
        return Start(int(m[1]) - 1)
    if (m := _ROLL.fullmatch(cleaned)) and m[1] <= m[2]:
        return Roll(int(m[1]), int(m[2]))
    if m := _PLACE.fullmatch(cleaned):
        return Place(field(int(m[1]), int(m[2])))
    raise NotationError(text, EXPECTED)
