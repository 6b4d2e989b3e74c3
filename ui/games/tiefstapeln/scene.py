"""Where things are on the Tiefstapeln board: the side view's scale, the rod, the two arms, the
supplies, the meters. World units are the model's centimetres; the solo builder's arm is drawn to
the left of the rod (mirrored), the team's to the right."""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from gamebox.games.tiefstapeln.material import Material
from gamebox.games.tiefstapeln.physics import Pose, corners
from gamebox.games.tiefstapeln.state import SOLO

BAR = 58          # px: the strip under the board for the supplies and buttons


@dataclass(frozen=True)
class Scene:
    width: float
    height: float
    m: Material
    scale: float       # px per cm
    cx: float          # the rod's axis
    ground: float      # the arms' top
    bar: QRectF
    trays: tuple[QRectF, QRectF]
    meters: tuple[QRectF, QRectF]

    @classmethod
    def compute(cls, width: float, height: float, m: Material, reach: float | None = None,
                middle: float = 0.0) -> Scene:
        """`reach`: how far out along the arms the picture must show (cm); the whole arms if None.
        Once a line is bid the view comes closer: the line and two blocks' length behind it. `middle`:
        the width the bar keeps free between the supplies for the board's buttons."""
        pad = max(8.0, min(width, height) * 0.015)
        bar_h = BAR if height > 300 else 0.0
        top, bottom = pad + 30, height - bar_h - pad
        span_x = 2 * (min(m.arm_length, reach) if reach else m.arm_length) + 4
        span_y = m.rod_height + 4 + m.hub_depth + 3
        scale = max(0.5, min((width - 2 * pad) / span_x, (bottom - top) / span_y))
        cx = width / 2
        ground = bottom - (m.hub_depth + 3) * scale
        bar = QRectF(0, height - bar_h, width, bar_h)
        tray_w = max(0.0, min(300.0, width * 0.27, (width - middle) / 2 - pad - 8))
        trays = (QRectF(pad, bar.top() + 4, tray_w, max(0.0, bar_h - 8)),
                 QRectF(width - pad - tray_w, bar.top() + 4, tray_w, max(0.0, bar_h - 8)))
        meter_w = min(220.0, width * 0.2)
        meters = (QRectF(pad, pad, meter_w, 24), QRectF(width - pad - meter_w, pad, meter_w, 24))
        return cls(width, height, m, scale, cx, ground, bar, trays, meters)

    # -- world <-> screen ---------------------------------------------------------------------
    def point(self, side: int, x: float, y: float) -> QPointF:
        sign = -1.0 if side == SOLO else 1.0
        return QPointF(self.cx + sign * x * self.scale, self.ground - y * self.scale)

    def world(self, side: int, point: QPointF) -> tuple[float, float]:
        sign = -1.0 if side == SOLO else 1.0
        return (sign * (point.x() - self.cx) / self.scale, (self.ground - point.y()) / self.scale)

    def side_at(self, point: QPointF) -> int:
        return SOLO if point.x() < self.cx else 1

    def polygon(self, side: int, pose: Pose) -> QPolygonF:
        return QPolygonF([self.point(side, x, y) for x, y in corners(pose, self.m)])

    def screen_degrees(self, side: int, pose: Pose) -> float:
        """The block's turn as drawn (the solo side is mirrored)."""
        d = math.degrees(pose.a)
        return d if side == SOLO else -d

    def line_point(self, side: int, line: int) -> QPointF:
        return self.point(side, self.m.line_distance(line), 0.0)

    def ball_point(self, side: int, ball: float) -> QPointF:
        return self.point(side, 0.0, ball)
