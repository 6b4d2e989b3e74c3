"""Moves of the free dice pyramid, with their notation (docs/notation/pyramide.md).

Positions are three digits `xyz` (gamebox.pyramid.lattice.name); colours are the
letters R, Y, P, T; orientations the letters a-x (gamebox.pyramid.dice, 0..23).
The chance move `deal:<code>` gives the starting dice: a colour letter and an orientation letter
per position, in lattice order.
"""
from __future__ import annotations

from dataclasses import dataclass

from gamebox.chance_moves import Deal
from gamebox.pyramid import lattice
from gamebox.pyramid.board import COLOUR_LETTERS
from gamebox.pyramid.lattice import Pos
from gamebox.pyramid.setups import ORIENTATION_LETTERS

LETTER_COLOURS = {v: k for k, v in COLOUR_LETTERS.items()}


@dataclass(frozen=True)
class Place:
    position: Pos
    colour: str
    orientation: int

    def __str__(self) -> str:
        return f"+{COLOUR_LETTERS[self.colour]}{ORIENTATION_LETTERS[self.orientation]}{lattice.name(self.position)}"


@dataclass(frozen=True)
class Take:
    position: Pos

    def __str__(self) -> str:
        return f"-{lattice.name(self.position)}"


@dataclass(frozen=True)
class Turn:
    position: Pos
    orientation: int

    def __str__(self) -> str:
        return f"{lattice.name(self.position)}~{ORIENTATION_LETTERS[self.orientation]}"


@dataclass(frozen=True)
class Tip:
    source: Pos
    target: Pos

    def __str__(self) -> str:
        return f"{lattice.name(self.source)}>{lattice.name(self.target)}"


@dataclass(frozen=True)
class Pull:
    position: Pos

    def __str__(self) -> str:
        return f"v{lattice.name(self.position)}"


@dataclass(frozen=True)
class Done:
    """Put the pyramid away: ends the session (it is a sandbox, nobody wins)."""

    def __str__(self) -> str:
        return "end"


Move = Deal | Place | Take | Turn | Tip | Pull | Done
EXPECTED = "deal:…, +Ra034 (place), -034 (take), 034~b (turn), 800>710 (tip), v800 (pull) or end"


def parse(text: str) -> Move | None:
    t = text.strip()
    if t == "end":
        return Done()
    if t.startswith("deal:"):
        return Deal(t[5:])
    if len(t) == 6 and t[0] == "+" and t[1] in LETTER_COLOURS and t[2] in ORIENTATION_LETTERS:
        p = lattice.parse(t[3:])
        return Place(p, LETTER_COLOURS[t[1]], ORIENTATION_LETTERS.index(t[2])) if p else None
    if len(t) == 4 and t[0] in "-v":
        p = lattice.parse(t[1:])
        if p is None:
            return None
        return Take(p) if t[0] == "-" else Pull(p)
    if len(t) == 5 and t[3] == "~" and t[4] in ORIENTATION_LETTERS:
        p = lattice.parse(t[:3])
        return Turn(p, ORIENTATION_LETTERS.index(t[4])) if p else None
    if len(t) == 7 and t[3] == ">":
        p, q = lattice.parse(t[:3]), lattice.parse(t[4:])
        return Tip(p, q) if p and q else None
    return None
