"""The pieces of Hoch und höher: red discs stacked into towers, and halma pawns.

Towers on their places hardly change from frame to frame, so `draw_tower` draws them through
the kit's sprites (`ui/board/pieces.py`); moving pieces are drawn afresh.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from ...board import pieces
from ...board.pieces import DiscLook, cylinder, draw_disc, draw_sprite, ellipse
from .colors import DISC, DISC_DARK, DISC_LIGHT, PAWN_COLORS
from .layout import TILT, BoardLayout

# -- discs and towers -----------------------------------------------------------------------
DISC_LOOK = DiscLook(DISC, DISC_LIGHT, DISC_DARK, top_gain=135, glint=70, sheen=80)


def tower_outline(foot: QPointF, rx: float, height: float) -> QPainterPath:
    """The silhouette of a cylinder of `height` pixels standing on `foot`."""
    return cylinder(foot.x(), foot.y(), rx, rx * TILT, height)


def draw_shadow(p: QPainter, foot: QPointF, rx: float, lift: float = 0.0, strength: float = 1.0) -> None:
    pieces.draw_shadow(p, foot, rx, rx * TILT, lift, int(110 * strength))


def draw_stack(p: QPainter, foot: QPointF, rx: float, th: float, discs: int, seed: int = 0) -> None:
    """A tower of `discs` red discs, bottom to top, each a shade apart."""
    for i in range(discs):
        shade = 1.0 + (((i * 7 + seed * 13) % 5) - 2) * 0.025
        draw_disc(p, foot.x(), foot.y() - i * th, rx, rx * TILT, th, DISC_LOOK, i == discs - 1, shade)


# -- pawns ----------------------------------------------------------------------------------
def pawn_body_path(foot: QPointF, height: float, width: float) -> QPainterPath:
    """The flared conical body of a halma pawn, from its foot up to the collar."""
    x, y = foot.x(), foot.y()
    half = width / 2
    ry = half * TILT
    rim_top = y - height * 0.07
    neck_y = y - height * 0.60
    neck = width * 0.15
    path = QPainterPath()
    path.moveTo(x - half, y)
    path.lineTo(x - half, rim_top)
    path.cubicTo(x - half * 0.62, rim_top - height * 0.04, x - neck * 1.05, y - height * 0.34, x - neck, neck_y)
    path.lineTo(x + neck, neck_y)
    path.cubicTo(x + neck * 1.05, y - height * 0.34, x + half * 0.62, rim_top - height * 0.04, x + half, rim_top)
    path.lineTo(x + half, y)
    path.arcTo(ellipse(foot, half, ry), 0, -180)
    path.closeSubpath()
    return path


def pawn_outline(foot: QPointF, height: float, width: float) -> QPainterPath:
    """The whole pawn's silhouette (for highlights and hit tests)."""
    path = pawn_body_path(foot, height, width)
    head_r = width * 0.27
    head_c = QPointF(foot.x(), foot.y() - height + head_r)
    path.addEllipse(head_c, head_r, head_r)
    path.addEllipse(QPointF(foot.x(), foot.y() - height * 0.62), width * 0.27, width * 0.27 * TILT * 1.4)
    return path.simplified()


def pawn_center(foot: QPointF, height: float) -> QPointF:
    """A point well inside the pawn's body (where tests and players grab it)."""
    return QPointF(foot.x(), foot.y() - height * 0.28)


def draw_pawn(p: QPainter, foot: QPointF, height: float, width: float, color: QColor) -> None:
    x = foot.x()
    half = width / 2
    outline = QPen(color.darker(230), max(0.8, width * 0.025))
    # Body: a cone shaded like a turned piece of wood, light from the upper left.
    body = pawn_body_path(foot, height, width)
    g = QLinearGradient(x - half, 0, x + half, 0)
    g.setColorAt(0.0, color.darker(170))
    g.setColorAt(0.28, color.lighter(140))
    g.setColorAt(0.45, color.lighter(112))
    g.setColorAt(0.8, color.darker(135))
    g.setColorAt(1.0, color.darker(200))
    p.setPen(outline)
    p.setBrush(g)
    p.drawPath(body)
    # The foot's rim catches a little light.
    p.setPen(QPen(QColor(255, 255, 255, 55), max(0.7, width * 0.02)))
    p.setBrush(Qt.NoBrush)
    rim_y = foot.y() - height * 0.07
    p.drawArc(ellipse(QPointF(x, rim_y), half * 0.98, half * TILT), 200 * 16, 140 * 16)
    # Collar: a small disc under the head.
    collar_c = QPointF(x, foot.y() - height * 0.62)
    collar_rx = width * 0.27
    gc = QLinearGradient(x - collar_rx, 0, x + collar_rx, 0)
    gc.setColorAt(0.0, color.darker(150))
    gc.setColorAt(0.3, color.lighter(135))
    gc.setColorAt(1.0, color.darker(190))
    p.setPen(outline)
    p.setBrush(gc)
    p.drawEllipse(collar_c, collar_rx, collar_rx * TILT * 1.4)
    # Head: a ball with a bright highlight.
    head_r = width * 0.27
    head_c = QPointF(x, foot.y() - height + head_r)
    gh = QRadialGradient(head_c + QPointF(-head_r * 0.35, -head_r * 0.4), head_r * 1.35)
    gh.setColorAt(0.0, color.lighter(185))
    gh.setColorAt(0.35, color.lighter(115))
    gh.setColorAt(1.0, color.darker(190))
    p.setBrush(gh)
    p.drawEllipse(head_c, head_r, head_r)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(255, 255, 255, 150))
    p.drawEllipse(head_c + QPointF(-head_r * 0.38, -head_r * 0.42), head_r * 0.2, head_r * 0.13)



def draw_tower(p: QPainter, layout: BoardLayout, foot: QPointF, scale: float, discs: int, pawn: int,
               seed: int = 0, lift: float = 0.0, cache: bool = True) -> None:
    """A tower (and its pawn) with its foot at `foot`; `lift` raises it off its shadow.

    With `cache`, a tower standing on the table is drawn from a sprite.
    """
    rx = layout.radius * scale
    th = layout.thickness * scale
    ph, pw = layout.pawn_height(scale), layout.pawn_width(scale)
    if not cache or lift > 0:
        draw_shadow(p, foot, rx, lift, strength=0.6 if lift > 0 else 1.0)
        raised = foot - QPointF(0, lift)
        draw_stack(p, raised, rx, th, discs, seed)
        if pawn >= 0:
            draw_pawn(p, QPointF(raised.x(), raised.y() - discs * th), ph, pw, PAWN_COLORS[pawn])
        return
    margin = 3.0
    top_extra = ph if pawn >= 0 else 0.0
    width = 2 * rx * 1.6 + 2 * margin             # the shadow reaches past the discs
    origin = QPointF(math.ceil(margin + rx * 1.6), math.ceil(margin + top_extra + discs * th + rx * TILT))
    height = origin.y() + rx * TILT * 2.2 + margin

    def paint(q: QPainter, at: QPointF) -> None:
        draw_shadow(q, at, rx)
        draw_stack(q, at, rx, th, discs, seed)
        if pawn >= 0:
            draw_pawn(q, QPointF(at.x(), at.y() - discs * th), ph, pw, PAWN_COLORS[pawn])

    key = ("tower", round(rx, 2), round(th, 3), discs, pawn, seed % 5)
    draw_sprite(p, key, foot, width, height, origin, paint)


def stack_outline(foot: QPointF, rx: float, th: float, discs: int, pawn_size: tuple[float, float] | None
                  ) -> QPainterPath:
    """Silhouette of a tower of `discs` standing on `foot`, with a pawn of (height, width) on top."""
    path = tower_outline(foot, rx, discs * th)
    if pawn_size is not None:
        top = QPointF(foot.x(), foot.y() - discs * th)
        path = path.united(pawn_outline(top, *pawn_size))
    return path
