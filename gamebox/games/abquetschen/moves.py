"""Abquetschen's moves and their notation (docs/notation/abquetschen.md).

- `d4`: a roll of the turquoise die (chance; who rolls is the player whose turn it is);
- `134,224,233,133`: a build, its positions in the lattice notation `xyz`, in ascending order;
- `pass`: no build of the rolled size is possible (then it is the only move).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.chance_moves import Roll
from gamebox.pyramid import lattice
from gamebox.pyramid.lattice import Pos


@dataclass(frozen=True, slots=True)
class Build:
    positions: tuple[Pos, ...]      # ascending

    @staticmethod
    def of(positions) -> Build:
        return Build(tuple(sorted(positions)))

    def __str__(self) -> str:
        return ",".join(lattice.name(p) for p in self.positions)


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


PASS = Pass()
AbquetschenMove = Roll | Build | Pass
EXPECTED = "d1 … d6 (a roll), 134,224,233,133 (a build: positions xyz) or pass"
_ROLL = re.compile(r"d([1-6])")
_BUILD = re.compile(r"[0-8]{3}(,[0-8]{3}){0,8}")


def parse(text: str) -> AbquetschenMove | None:
    t = text.strip()
    if t == "pass":
        return PASS
    if m := _ROLL.fullmatch(t):
        return Roll(int(m.group(1)))
    if _BUILD.fullmatch(t):
        positions = [lattice.parse(part) for part in t.split(",")]
        if all(p is not None for p in positions) and len(set(positions)) == len(positions):
            return Build.of(positions)
    return None
