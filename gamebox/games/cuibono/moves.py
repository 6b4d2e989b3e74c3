"""Moves of Cui bono?, with their notation (docs/notation/cuibono.md).

    deal:<330 letters>  chance: the full pyramid, a colour letter (R, Y, P) and an orientation
                        letter (a-x) per position in lattice order; shown as "deal"
    v800                pull the bottom die at 800 (the row resting on it slides down)
    701                 put the pulled die back into the funnel 701
    keep                keep the pulled die (it counts minus points)
"""
from __future__ import annotations

from dataclasses import dataclass

from gamebox.chance_moves import Deal
from gamebox.pyramid import lattice
from gamebox.pyramid.lattice import Pos

EXPECTED = "deal:…, a pull like v800, a funnel like 701, or keep"


@dataclass(frozen=True, slots=True)
class Pull:
    position: Pos

    def __str__(self) -> str:
        return f"v{lattice.name(self.position)}"


@dataclass(frozen=True, slots=True)
class Put:
    position: Pos

    def __str__(self) -> str:
        return lattice.name(self.position)


@dataclass(frozen=True, slots=True)
class Keep:
    def __str__(self) -> str:
        return "keep"


KEEP = Keep()
CuiBonoMove = Deal | Pull | Put | Keep


def parse(text: str) -> CuiBonoMove | None:
    t = text.strip()
    if t.startswith("deal:"):
        return Deal(t[5:])
    if t == "keep":
        return KEEP
    if t.startswith("v"):
        p = lattice.parse(t[1:])
        return Pull(p) if p is not None else None
    p = lattice.parse(t)
    return Put(p) if p is not None else None
