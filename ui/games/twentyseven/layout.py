"""Where everything of 27 stands, for a given picture size.

Pure geometry: the live board, its hit tests and the window-less renderer share one
`RowLayout`, so a picture equals the board. The row of (up to) nine fields runs left to
right across a wooden rail, seen slightly from the side: discs are ellipses with a side
band. Field positions use the spacing of a full row of nine, centred: when a field
disappears in a variant, the rest close up towards the middle.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ...board.geometry import table_frame

SLOTS = 9               # fields of a full row
TILT = 0.36             # ellipse height / width: how far we look down on the discs
NICE_THICKNESS = 0.40   # disc thickness / disc radius when there is room
MIN_THICKNESS = 0.13    # ... and when a stack has grown very tall
MIN_LEVELS = 16         # discs the stack area always has room for (the start has 10)
BADGE = 0.5             # room above a tower for its badge, in disc radii


@dataclass(frozen=True)
class RowLayout:
    width: float
    height: float
    frame: float            # wooden rim around the felt
    felt: QRectF
    pad: float
    spacing: float          # distance between neighbouring fields
    radius: float           # disc radius (x)
    thickness: float        # disc thickness
    rail_y: float           # centre y of the base discs' bottom ellipse
    rail_front: QRectF      # the rail's front face (x is filled in per row), carries the field letters
    plaque: QRectF          # the step count at the top (its width is the widest allowed)
    arrows_y: tuple[float, ...]   # black's and white's direction arrows (empty when compact)
    arrow_height: float
    compact: bool           # a small picture: no direction arrows

    @classmethod
    def compute(cls, width: float, height: float, levels: int = MIN_LEVELS) -> RowLayout:
        """Lay out `width` x `height` pixels with room for stacks of `levels` discs (base included)."""
        width, height = max(float(width), 180.0), max(float(height), 90.0)
        short = min(width, height)
        frame, felt, pad = table_frame(width, height, max(5.0, min(16.0, short * 0.024)), min(14.0, short * 0.025))
        compact = height < 300 or width < 420
        spacing = (felt.width() - 2 * pad) / SLOTS
        levels = max(MIN_LEVELS, levels)

        plaque_h = max(18.0, min(40.0, height * (0.085 if compact else 0.062)))
        plaque = QRectF(felt.left() + pad, felt.top() + pad, felt.width() - 2 * pad, plaque_h)
        if compact:
            arrow_h = 0.0
            arrows: tuple[float, ...] = ()
            bottom = felt.bottom() - pad * 0.6
        else:
            arrow_h = max(14.0, min(24.0, height * 0.042))
            white_y = felt.bottom() - pad - arrow_h / 2
            black_y = white_y - arrow_h * 1.15
            arrows = (black_y, white_y)
            bottom = black_y - arrow_h / 2 - pad * 0.6
        letter_h = max(12.0, min(26.0, height * (0.07 if compact else 0.045)))
        front_h = letter_h + max(4.0, letter_h * 0.3)
        front_top = bottom - front_h

        # The disc radius follows the width; the thickness gives way first when stacks grow tall.
        rx = min(spacing * 0.41, 72.0)
        fixed = 2.6 * TILT + BADGE          # rail top face, top ellipse, badge: in radii
        room = front_top - plaque.bottom() - pad * 0.5
        th = min(rx * NICE_THICKNESS, (room - rx * fixed) / levels)
        if th < rx * MIN_THICKNESS:
            rx = max(6.0, room / (fixed + levels * MIN_THICKNESS))
            th = rx * MIN_THICKNESS
        rail_y = front_top - rx * TILT * 1.6
        rail_front = QRectF(felt.left(), front_top, felt.width(), front_h)
        return cls(width, height, frame, felt, pad, spacing, rx, th, rail_y, rail_front, plaque,
                   arrows, arrow_h, compact)

    # -- positions ------------------------------------------------------------------------
    @property
    def ry(self) -> float:
        return self.radius * TILT

    @property
    def centre_x(self) -> float:
        return self.felt.center().x()

    def x(self, index: float, count: int) -> float:
        """Centre x of field `index` of a row of `count` fields."""
        return self.centre_x + (index - (count - 1) / 2) * self.spacing

    def foot(self, x: float) -> QPointF:
        """Centre of the bottom ellipse of a field's base disc."""
        return QPointF(x, self.rail_y)

    def disc_bottom(self, level: int) -> float:
        """The y of the bottom ellipse's centre of the disc at `level` (0: the base disc)."""
        return self.rail_y - level * self.thickness

    def stack_top(self, height: int) -> float:
        """The y of the top face's centre of a stack of `height` discs (base included)."""
        return self.rail_y - height * self.thickness

    def level_at(self, x: float, y: float, field_x: float, height: int) -> int | None:
        """The disc (level, 0 = base) of a stack of `height` discs at `field_x` under (x, y), or None.

        The visible part of a disc is its side band, bent like the ellipses; the top disc also
        owns its top face. A little air around the stack counts, to be kind to the mouse.
        """
        if height <= 0:
            return None
        rx, ry, th = self.radius, self.ry, self.thickness
        dx = x - field_x
        if abs(dx) > rx * 1.08:
            return None
        u = min(1.0, abs(dx) / rx)
        bulge = ry * (1.0 - u * u) ** 0.5
        top = self.stack_top(height)
        if y < top - ry - max(4.0, th * 0.5) or y > self.rail_y + bulge + 3.0:
            return None
        level = int((self.rail_y + bulge - y) // th)
        return max(0, min(height - 1, level))

    def disc_point(self, field_x: float, level: int) -> QPointF:
        """A point well inside the front of the disc at `level`."""
        return QPointF(field_x, self.disc_bottom(level) - self.thickness * 0.5 + self.ry * 0.6)

    def field_rect(self, x: float) -> QRectF:
        """The column of a field: drops anywhere in it land on the field."""
        return QRectF(x - self.spacing / 2, self.felt.top(), self.spacing, self.rail_front.bottom() - self.felt.top())
