"""Moves of 27 and their notation (see docs/notation/27.md).

    s1, s2     chance: who starts (player 1 black, player 2 white)
    c2>e       take the top 2 discs of field c and put them on field e
    c3+>e      the same with all 3 discs and the field's base disc (variants): field c disappears
    pass       the player to move has no move; the other goes on

Fields are named a..i from black's start (left) to white's start (right). A name stays with its
field: when a field disappears in a variant, the others keep theirs.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.chance_moves import Start
from gamebox.protocol import NotationError

FIELD_NAMES = "abcdefghi"
BLACK, WHITE = 0, 1
COLOUR_OF = ("B", "W")    # disc colour of each seat
RED, GREY = "R", "G"      # base discs


@dataclass(frozen=True, slots=True)
class Shift:
    """Move the top `count` discs of field `source` onto field `target`; with `base`, the field's
    base disc goes along under them and the field disappears."""

    source: str
    count: int
    target: str
    base: bool = False

    def __str__(self) -> str:
        return f"{self.source}{self.count}{'+' if self.base else ''}>{self.target}"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


PASS = Pass()
Move27 = Start | Shift | Pass


@dataclass(frozen=True, slots=True)
class Discs:
    """A piece as a player picks it up: the top `count` discs of field `field`, with the field's
    base disc under them if `base` (`State.why_piece_cannot_move`)."""

    field: str
    count: int = 1
    base: bool = False

_SHIFT = re.compile(r"([a-i])(\d{1,2})(\+?)>([a-i])")
EXPECTED = "s1, s2, a move like c2>e or c3+>e (3 discs and the base), or pass"


def parse(text: str) -> Move27:
    cleaned = text.strip().lower()
    if cleaned == "pass":
        return PASS
    if cleaned in ("s1", "s2"):
        return Start(int(cleaned[1]) - 1)
    match = _SHIFT.fullmatch(cleaned)
    if match and 1 <= int(match[2]) <= 27:
        return Shift(match[1], int(match[2]), match[4], bool(match[3]))
    raise NotationError(text, EXPECTED)
