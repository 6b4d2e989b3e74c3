"""Moves of Hoch und höher and their notation (see docs/notation/hoch.md).

    s1, s2   chance: who starts the duel (player 1 or 2)
    d1..d6   chance: the die shows this number
    B@c      place a pawn (B blue, R brown, Y yellow, G green) on tower c
    c>f      put tower c (with any pawn on it) onto tower f

Towers are named a..n by the place they start on; a tower put onto another
disappears, and the combined tower keeps the name of the one beneath.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.chance_moves import Roll, Start
from gamebox.protocol import NotationError

NUM_TOWERS = 14
START_HEIGHTS = (6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1)
TOWER_NAMES = "abcdefghijklmn"
PAWN_LETTERS = "BRYG"  # blue, brown (bRaun/bRown), yellow, green
BLUE, BROWN, YELLOW, GREEN = range(4)


def tower_name(index: int) -> str:
    return TOWER_NAMES[index]


@dataclass(frozen=True, slots=True)
class Place:
    pawn: int
    tower: int

    def __str__(self) -> str:
        return f"{PAWN_LETTERS[self.pawn]}@{TOWER_NAMES[self.tower]}"


@dataclass(frozen=True, slots=True)
class Stack:
    source: int
    target: int

    def __str__(self) -> str:
        return f"{TOWER_NAMES[self.source]}>{TOWER_NAMES[self.target]}"


HochMove = Start | Roll | Place | Stack

# A piece a player may pick up: ("tower", t) puts tower t onto another, ("pawn", p) places pawn p.
TOWER, PAWN = "tower", "pawn"
Piece = tuple[str, int]

_PATTERNS = (
    (re.compile(r"s([12])"), lambda m: Start(int(m[1]) - 1)),
    (re.compile(r"d([1-6])"), lambda m: Roll(int(m[1]))),
    (re.compile(r"([BRYG])@([a-n])"), lambda m: Place(PAWN_LETTERS.index(m[1]), TOWER_NAMES.index(m[2]))),
    (re.compile(r"([a-n])>([a-n])"), lambda m: Stack(TOWER_NAMES.index(m[1]), TOWER_NAMES.index(m[2]))),
)


def parse(text: str) -> HochMove:
    cleaned = text.strip()
    for pattern, build in _PATTERNS:
        match = pattern.fullmatch(cleaned)
        if match:
            return build(match)
    raise NotationError(text, "s1|s2, d1..d6, a pawn and tower like B@c, or two towers like c>f")
