"""Players' cursors drawn over a 3D pyramid view: a frame in the player's colour around the die face (or
funnel) he points at, his name beside it, and for a computer player a ring that fills while he reaches.

The layer is a transparent child widget of the GL view: it repaints without redrawing the pyramid.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from gamebox.pyramid import lattice, space


@dataclass
class Cursor:
    outline: QPolygonF
    colour: str
    label: str = ""
    progress: float | None = None     # a computer reaching: 0..1
    strong: bool = True               # a keyboard player's cursor (thick) or a mouse hover (thin)


def face_outline(view, p, side: int) -> QPolygonF:
    """The face of die `p` toward side `side` as it lies on screen."""
    n = lattice.MINUS[side]
    a, b = [i for i in range(3) if i != side]
    centre = np.array(p, float) + 0.5 * np.array(lattice.DIRECTIONS[n], float)
    corners = []
    for sa, sb in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        c = centre.copy()
        c[a] += 0.5 * sa
        c[b] += 0.5 * sb
        corners.append(view.project(space.world(c)))
    return QPolygonF([QPointF(x, y) for x, y in corners])


def cube_outline(view, p, inset: float = 0.0) -> QPolygonF:
    """The outline on screen of the unit cube at `p` (a die, or the hollow of a funnel)."""
    half = 0.5 - inset
    points = [view.project(space.world(np.array(p, float) + np.array([sx, sy, sz]) * half))
              for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]
    return QPolygonF([QPointF(x, y) for x, y in _hull(points)])


def _hull(points):
    """Convex hull, counter-clockwise (Andrew's monotone chain; eight points)."""
    pts = sorted(set((round(x, 2), round(y, 2)) for x, y in points))
    if len(pts) < 3:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


class CursorLayer(QWidget):
    """Cursors over a `PyramidView` (its child, sized with it)."""

    def __init__(self, view) -> None:
        super().__init__(view)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.cursors: list[Cursor] = []
        self.resize(view.size())

    def set_cursors(self, cursors: list[Cursor]) -> None:
        self.cursors = cursors
        self.update()

    def paintEvent(self, event) -> None:
        if not self.cursors:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setPointSizeF(max(8.0, font.pointSizeF() * 0.9))
        font.setBold(True)
        painter.setFont(font)
        for cursor in self.cursors:
            colour = QColor(cursor.colour)
            path = QPainterPath()
            path.addPolygon(cursor.outline)
            path.closeSubpath()
            glow = QColor(colour)
            glow.setAlpha(70)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if cursor.strong:
                painter.setPen(QPen(glow, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
                painter.drawPath(path)
            painter.setPen(QPen(colour, 3.5 if cursor.strong else 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
            box = cursor.outline.boundingRect()
            if cursor.progress is not None:
                r = max(6.0, min(box.width(), box.height()) * 0.22)
                centre = box.center()
                ring = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
                painter.setPen(QPen(QColor(0, 0, 0, 120), 5))
                painter.drawEllipse(ring)
                painter.setPen(QPen(colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
                painter.drawArc(ring, 90 * 16, -int(360 * 16 * max(0.0, min(1.0, cursor.progress))))
            if cursor.label:
                metrics = painter.fontMetrics()
                w = metrics.horizontalAdvance(cursor.label) + 10
                h = metrics.height() + 2
                x = min(max(0.0, box.center().x() - w / 2), self.width() - w)
                y = box.top() - h - 3
                if y < 0:
                    y = box.bottom() + 3
                tag = QRectF(x, y, w, h)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawRoundedRect(tag, 5, 5)
                painter.setPen(QColor("#101418"))
                painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, cursor.label)
        painter.end()
