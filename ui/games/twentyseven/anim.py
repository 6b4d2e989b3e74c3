"""Movements of 27 for the eye: discs fly as the kit's `Flight` (piece: (discs, with_base)); the row closes up.

The board's animator (`ui/board/anim.py`) runs them; while a flight runs, the board draws the
position it left (`base_state`) with the moving discs somewhere between two points.
"""
from __future__ import annotations

from dataclasses import dataclass

FLY_MS = 420       # discs arcing onto their target
DROP_MS = 170      # dropped discs settling on their target
RETURN_MS = 260    # a refused or cancelled drag gliding home
CLOSE_MS = 360     # the row closing up after a field went away


@dataclass
class CloseUp:
    """The fields of the new row slide from where they stood in the old one."""

    old_xs: list[float]             # per field of the current row: its x in the old row
    new_xs: list[float]
    old_span: tuple[float, float]
    new_span: tuple[float, float]
    progress: float = 0.0

    def xs(self) -> list[float]:
        e = self.progress
        return [a + (b - a) * e for a, b in zip(self.old_xs, self.new_xs)]

    def span(self) -> tuple[float, float]:
        e = self.progress
        return (self.old_span[0] + (self.new_span[0] - self.old_span[0]) * e,
                self.old_span[1] + (self.new_span[1] - self.old_span[1]) * e)
