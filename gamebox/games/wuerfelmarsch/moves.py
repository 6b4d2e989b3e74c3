"""Moves of Würfelmarsch, with their notation (docs/notation/wuerfelmarsch.md).

    026>125          tip the die at 026 into the hollow 125
    026>125/116,125  the same tip when it forms two funnels (or three): the funnels, named by the
                     place above them, in the order the mover lets them beat
    026~b            turn the die at 026 to orientation b (a-x, gamebox.pyramid.dice)
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.pyramid import lattice
from gamebox.pyramid.lattice import Pos
from gamebox.pyramid.setups import ORIENTATION_LETTERS

EXPECTED = "a tip like 026>125 (with /116,125 for the order of several funnels) or a turn like 026~b"


@dataclass(frozen=True, slots=True)
class Tip:
    source: Pos
    target: Pos
    order: tuple[Pos, ...] = ()      # the funnels that beat, in order (written only when two or more)

    def __str__(self) -> str:
        text = f"{lattice.name(self.source)}>{lattice.name(self.target)}"
        if len(self.order) > 1:
            text += "/" + ",".join(lattice.name(f) for f in self.order)
        return text


@dataclass(frozen=True, slots=True)
class Turn:
    position: Pos
    orientation: int

    def __str__(self) -> str:
        return f"{lattice.name(self.position)}~{ORIENTATION_LETTERS[self.orientation]}"


MarchMove = Tip | Turn
_TIP = re.compile(r"(\d{3})>(\d{3})(?:/(\d{3}(?:,\d{3}){1,2}))?")
_TURN = re.compile(rf"(\d{{3}})~([{ORIENTATION_LETTERS}])")


def parse(text: str) -> MarchMove | None:
    t = text.strip()
    m = _TIP.fullmatch(t)
    if m:
        source, target = lattice.parse(m[1]), lattice.parse(m[2])
        order = tuple(lattice.parse(f) for f in m[3].split(",")) if m[3] else ()
        if source is None or target is None or None in order:
            return None
        return Tip(source, target, order)    # type: ignore[arg-type]
    m = _TURN.fullmatch(t)
    if m and lattice.parse(m[1]) is not None:
        return Turn(lattice.parse(m[1]), ORIENTATION_LETTERS.index(m[2]))   # type: ignore[arg-type]
    return None
