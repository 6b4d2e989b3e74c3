"""Where everything of Hoch und höher stands on the board, for a given widget size.

Pure geometry (no painting, no input): the live board, hit testing and the
window-less renderer all use the same `BoardLayout`, so a picture equals the board.

The 14 places stand in two rows of seven, the back row (a..g) half a place to the
left of the front row (h..n), as seen from a little above: discs are ellipses and
the back row is drawn slightly smaller. The disc thickness shrinks when a tower
grows so tall that it would leave the table, so even a tower of all 45 discs fits.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ...board.geometry import table_frame

NUM_TOWERS = 14
PER_ROW = 7
TILT = 0.40             # ellipse height / width: how far we look down on the table
ROW_SCALE = (0.88, 1.0)  # back row, front row: a touch of perspective
NICE_THICKNESS = 0.40   # disc thickness / disc radius when there is room
PAWN_HEIGHT = 1.55      # pawn height / disc radius
PAWN_WIDTH = 0.92       # pawn foot width / disc radius


def row_of(tower: int) -> int:
    """0 for the back row (a..g), 1 for the front row (h..n)."""
    return 0 if tower < PER_ROW else 1


@dataclass(frozen=True)
class BoardLayout:
    width: float
    height: float
    solo: bool
    frame: float          # wooden rim around the felt
    felt: QRectF
    pitch: float          # distance between places in a row
    radius: float         # disc radius (x) in the front row
    thickness: float      # disc thickness in the front row
    row_y: tuple[float, float]   # centre y of the bottom ellipse, back and front row
    left: float           # x of the first back-row place
    columns: tuple[QRectF, QRectF]
    plaque_height: float

    # -- construction ---------------------------------------------------------------------
    @classmethod
    def compute(cls, width: float, height: float, solo: bool, heights: Sequence[int] = (),
                pawn_on: Sequence[int] = (), thickness: float | None = None) -> BoardLayout:
        """Lay out a board of `width` x `height` pixels for these tower heights.

        `thickness` overrides the disc thickness (the live board animates it);
        by default it is the largest that keeps every tower and pawn on the table.
        """
        width, height = max(float(width), 160.0), max(float(height), 120.0)
        short = min(width, height)
        frame, felt, pad = table_frame(width, height, max(6.0, short * 0.022), max(6.0, short * 0.02))
        col_w = min(max(width * 0.12, 70.0), 180.0)
        columns = (QRectF(felt.left() + pad, felt.top() + pad, col_w, felt.height() - 2 * pad),
                   QRectF(felt.right() - pad - col_w, felt.top() + pad, col_w, felt.height() - 2 * pad))
        inner_left = columns[0].right() + pad
        inner_w = columns[1].left() - pad - inner_left
        pitch = inner_w / (PER_ROW + 0.5)
        plaque_h = min(max(short * 0.036, 15.0), 26.0)
        # The disc size follows the width; in a flat picture the height must hold both rows,
        # plaques and a start tower of six discs with a pawn (about five disc radii).
        radius = min(pitch * 0.40, (felt.height() - 2 * pad - 2 * plaque_h - 16) / 5.0)
        radius = max(radius, 4.0)
        ry = radius * TILT
        front_y = felt.bottom() - pad - plaque_h - 6 - ry
        back_y = front_y - max(2.0 * ry + plaque_h + 10, felt.height() * 0.30)
        left = inner_left + pitch * 0.5 + (inner_w - pitch * (PER_ROW + 0.5)) / 2
        layout = cls(width, height, solo, frame, felt, pitch, radius, radius * NICE_THICKNESS,
                     (back_y, front_y), left, columns, plaque_h)
        if thickness is None:
            thickness = layout.fitting_thickness(heights, pawn_on)
        return cls(width, height, solo, frame, felt, pitch, radius, thickness,
                   (back_y, front_y), left, columns, plaque_h)

    def fitting_thickness(self, heights: Sequence[int], pawn_on: Sequence[int] = ()) -> float:
        """The disc thickness that keeps every tower (and its pawn) below the felt's top."""
        best = self.radius * NICE_THICKNESS
        top = self.felt.top() + self.frame
        for t, h in enumerate(heights):
            if h <= 0:
                continue
            s = ROW_SCALE[row_of(t)]
            room = self.row_y[row_of(t)] - top - self.radius * s * TILT
            if t < len(pawn_on) and pawn_on[t] >= 0:
                room -= self.pawn_height(s)
            best = min(best, max(room, 10.0) / (h * s))
        return max(best, 1.0)

    # -- places and towers ----------------------------------------------------------------
    def scale(self, tower: int) -> float:
        return ROW_SCALE[row_of(tower)]

    def base(self, tower: int) -> QPointF:
        """Centre of the bottom face of the place's lowest disc (on the table)."""
        row = row_of(tower)
        index = tower - row * PER_ROW
        return QPointF(self.left + (index + 0.5 * row) * self.pitch, self.row_y[row])

    def disc_radius(self, tower: int) -> float:
        return self.radius * self.scale(tower)

    def disc_thickness(self, tower: int) -> float:
        return self.thickness * self.scale(tower)

    def top(self, tower: int, height: int) -> QPointF:
        """Centre of the top face of a tower of `height` discs on this place."""
        b = self.base(tower)
        return QPointF(b.x(), b.y() - height * self.disc_thickness(tower))

    def tower_rect(self, tower: int, height: int, pawn: bool = False) -> QRectF:
        """Bounding box of the tower's discs (and its pawn)."""
        rx = self.disc_radius(tower)
        ry = rx * TILT
        b = self.base(tower)
        top = b.y() - height * self.disc_thickness(tower) - ry
        if pawn:
            top -= self.pawn_height(self.scale(tower)) - ry
        return QRectF(b.x() - rx, top, 2 * rx, b.y() + ry - top)

    def plaque_rect(self, tower: int) -> QRectF:
        """The label in front of a place: its letter and the tower's height."""
        b = self.base(tower)
        ry = self.disc_radius(tower) * TILT
        w = max(self.plaque_height * 2.5, self.pitch * 0.38)
        return QRectF(b.x() - w / 2, b.y() + ry + 4, w, self.plaque_height)

    # -- pawns ----------------------------------------------------------------------------
    def pawn_height(self, scale: float = 1.0) -> float:
        return self.radius * PAWN_HEIGHT * scale

    def pawn_width(self, scale: float = 1.0) -> float:
        return self.radius * PAWN_WIDTH * scale

    # A tray, top to bottom: name and team, one or two rows of pawns, the points.
    def tray_rect(self, player: int) -> QRectF:
        """The supply tray of a player (solo: one tray on the left with all four pawns)."""
        col = self.columns[0 if self.solo or player == 0 else 1]
        rows = 2 if self.solo else 1
        h = 5 + self._label_height() + rows * self._pawn_row() + self._footer_height() + 6
        h = min(h, col.height())
        return QRectF(col.left(), col.bottom() - h, col.width(), h)

    def _label_height(self) -> float:
        return self.plaque_height * (1.5 if self.solo else 2.4)

    def _pawn_row(self) -> float:
        return self.pawn_height() * 1.25

    def _footer_height(self) -> float:
        return self.plaque_height * 1.3

    def tray_label_rect(self, player: int) -> QRectF:
        """Name and team at the top of a tray."""
        tray = self.tray_rect(player)
        return QRectF(tray.left() + 6, tray.top() + 5, tray.width() - 12, self._label_height())

    def tray_footer_rect(self, player: int) -> QRectF:
        """The points line at the bottom of a tray."""
        tray = self.tray_rect(player)
        h = self._footer_height()
        return QRectF(tray.left() + 6, tray.bottom() - h - 6, tray.width() - 12, h)

    def supply_foot(self, pawn: int) -> QPointF:
        """Where an unplaced pawn stands in its tray (centre of its foot)."""
        player = 0 if self.solo else pawn // 2
        tray = self.tray_rect(player)
        label_bottom = self.tray_label_rect(player).bottom()
        slot = pawn % 2
        row = pawn // 2 if self.solo else 0
        x = tray.left() + tray.width() * (0.3 + 0.4 * slot)
        y = label_bottom + row * self._pawn_row() + self.pawn_height() * 1.1
        return QPointF(x, y)

    def die_rect(self) -> QRectF:
        """The die's place: top of the right-hand column."""
        col = self.columns[1]
        side = min(col.width() * 0.62, 96.0, col.height() * 0.3)
        return QRectF(col.center().x() - side / 2, col.top() + self.plaque_height * 0.4, side, side)
