"""Flights: a tower or pawn travelling across the board, purely for the eye.

The model has already changed when a flight starts; a flight only draws the moving
piece between two points (an arc for moves, a short glide for drops and returns)
while the rest of the board shows the position it left. `finish_all()` ends every
flight at once, e.g. when the player grabs the next piece or the model changes again.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF

from .layout import BoardLayout
from .scene import Floating

PointFn = Callable[[BoardLayout], QPointF]

MOVE_MS = 320     # a tower or pawn arcing onto its target
DROP_MS = 160     # a dropped piece settling on its target
RETURN_MS = 260   # a refused piece gliding home


@dataclass
class Flight:
    discs: int
    pawn: int
    start: PointFn                # foot (shadow position) at the start, in the current layout
    end: PointFn
    start_scale: float = 1.0
    end_scale: float = 1.0
    start_lift: float = 0.0
    end_lift: float = 0.0
    arc: float = 0.0              # extra height at mid-flight
    hide_towers: set[int] = field(default_factory=set)   # home places not drawn meanwhile
    hide_pawns: set[int] = field(default_factory=set)
    base_state: object | None = None   # the position drawn underneath (None: the current one)
    progress: float = 0.0

    def floating(self, layout: BoardLayout) -> Floating:
        e = self.progress
        a, b = self.start(layout), self.end(layout)
        foot = a + (b - a) * e
        lift = self.start_lift + (self.end_lift - self.start_lift) * e + self.arc * math.sin(math.pi * e)
        scale = self.start_scale + (self.end_scale - self.start_scale) * e
        return Floating(self.discs, self.pawn, QPointF(foot.x(), foot.y()), scale, lift)
