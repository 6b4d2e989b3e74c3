"""Pieces and marks every 2D board draws the same way: discs and stones seen a little from the
side, their shadows, glows, rings, and the fonts and shapes around them.

Only QtGui, so pictures render with a bare QGuiApplication. A game passes its own colours (a
`DiscLook`) and sizes; the recipe of light and shade is shared, so all boards look of one box.
"""
from __future__ import annotations

import logging
import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

_ELIDE_LOG = logging.getLogger("gamebox_ui.board.elide")


def font(px: float, bold: bool = False, serif: bool = False, italic: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(["DejaVu Serif", "Noto Serif", "Serif"] if serif else ["DejaVu Sans", "Noto Sans", "Sans Serif"])
    f.setPixelSize(max(7, int(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def fit_font(p: QPainter, text: str, px: float, width: float, bold: bool = False) -> None:
    """Set the largest font up to `px` pixels in which `text` fits `width` (7 px at the least)."""
    while True:
        p.setFont(font(px, bold=bold))
        if px <= 7 or p.fontMetrics().horizontalAdvance(text) <= width:
            return
        px -= 1


def elided(metrics, text: str, width: float) -> str:
    """`text` cut to `width` with "…": the last resort after a smaller font. Every cut is logged (debug, on
    "gamebox_ui.board.elide"): the layout test sees that no board cuts a name at the window sizes the box
    supports."""
    if metrics.horizontalAdvance(text) <= width + 1:     # what a fitted font made fit (to a fraction)
        return text
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(width))
    if shown != text:
        _ELIDE_LOG.debug("%r cut to %r in %d px", text, shown, width)
    return shown


def elide(p: QPainter, text: str, width: float) -> str:
    return elided(p.fontMetrics(), text, width)


def ellipse(c: QPointF, rx: float, ry: float) -> QRectF:
    return QRectF(c.x() - rx, c.y() - ry, 2 * rx, 2 * ry)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def cylinder(x: float, bottom: float, rx: float, ry: float, height: float) -> QPainterPath:
    """The silhouette of `height` pixels of stacked discs whose bottom ellipse is centred at (x, bottom)."""
    top = bottom - height
    path = QPainterPath()
    path.moveTo(x - rx, top)
    path.arcTo(ellipse(QPointF(x, top), rx, ry), 180, -180)
    path.lineTo(x + rx, bottom)
    path.arcTo(ellipse(QPointF(x, bottom), rx, ry), 0, -180)
    path.closeSubpath()
    return path


def band(x: float, bottom: float, rx: float, ry: float, th: float) -> QPainterPath:
    """The visible side of one disc."""
    top = bottom - th
    path = QPainterPath()
    path.moveTo(x - rx, top)
    path.arcTo(ellipse(QPointF(x, top), rx, ry), 180, 180)
    path.lineTo(x + rx, bottom)
    path.arcTo(ellipse(QPointF(x, bottom), rx, ry), 0, -180)
    path.closeSubpath()
    return path


@dataclass(frozen=True)
class DiscLook:
    """The colours of a disc: its body, the light and dark of its rounded side, its top face."""

    body: QColor
    light: QColor
    dark: QColor
    top: QColor | None = None      # default: the body
    edge: QColor | None = None     # an outline round the side (light discs on light felt)
    top_gain: int = 128            # how much brighter the lit spot of the top face is (percent)
    glint: int = 150               # alpha of the glint under a disc's upper edge (0: none)
    sheen: int = 120               # alpha of the ring of light on the top face

    def faded(self, alpha: int) -> DiscLook:
        """The same look, see-through (a ghost stone)."""
        def fade(c: QColor | None) -> QColor | None:
            if c is None:
                return None
            c = QColor(c)
            c.setAlpha(alpha)
            return c
        return DiscLook(fade(self.body), fade(self.light), fade(self.dark), fade(self.top), fade(self.edge),
                        self.top_gain, min(self.glint, alpha), min(self.sheen, alpha))


def draw_disc(p: QPainter, x: float, bottom: float, rx: float, ry: float, th: float, look: DiscLook,
              top_face: bool, shade: float = 1.0) -> None:
    """One disc: a shaded side band with its groove and glint, and its top face if it is on top.
    `shade` a little off 1.0 sets one disc apart from the next, like real lacquered wood."""
    body = look.body if shade == 1.0 else (look.body.lighter(int(100 * shade)) if shade > 1
                                           else look.body.darker(int(100 / shade)))
    g = QLinearGradient(x - rx, 0, x + rx, 0)
    g.setColorAt(0.0, look.dark)
    g.setColorAt(0.10, body.darker(125))
    g.setColorAt(0.30, look.light)
    g.setColorAt(0.44, body.lighter(106))
    g.setColorAt(0.78, body.darker(118))
    g.setColorAt(1.0, look.dark)
    p.setPen(QPen(look.edge, 1.0) if look.edge is not None else Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawPath(band(x, bottom, rx, ry, th))
    if th >= 3.0:
        # The groove under the disc, and a glint just below its upper edge: discs are easy to count.
        p.setBrush(Qt.BrushStyle.NoBrush)
        groove = QColor(look.dark)
        groove.setAlpha(min(look.dark.alpha(), 200))
        p.setPen(QPen(groove, max(0.8, th * 0.08)))
        p.drawArc(ellipse(QPointF(x, bottom), rx, ry), 180 * 16, 180 * 16)
        if look.glint:
            glint = QColor(look.light)
            glint.setAlpha(look.glint)
            p.setPen(QPen(glint, max(0.6, th * 0.06)))
            p.drawArc(ellipse(QPointF(x, bottom - th + max(1.0, th * 0.16)), rx * 0.99, ry), 200 * 16, 140 * 16)
    if top_face:
        draw_top(p, QPointF(x, bottom - th), rx, ry, look)


def draw_top(p: QPainter, top: QPointF, rx: float, ry: float, look: DiscLook) -> None:
    """A disc's top face, lit from the upper left, with a ring of sheen."""
    face = look.top or look.body
    rg = QRadialGradient(QPointF(top.x() - rx * 0.35, top.y() - ry * 0.5), rx * 1.4)
    rg.setColorAt(0.0, face.lighter(look.top_gain))
    rg.setColorAt(0.55, face)
    rg.setColorAt(1.0, face.darker(125))
    p.setPen(QPen(look.dark, max(0.8, rx * 0.025)))
    p.setBrush(rg)
    p.drawEllipse(top, rx, ry)
    sheen = QColor(look.light)
    sheen.setAlpha(look.sheen)
    p.setPen(QPen(sheen, max(0.7, rx * 0.03)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(top, rx * 0.76, ry * 0.72)


def draw_shadow(p: QPainter, foot: QPointF, rx: float, ry: float, lift: float = 0.0, alpha: int = 120) -> None:
    """A soft shadow on the table; a lifted piece casts a wider, fainter one."""
    spread = 1.0 + lift / max(rx, 1.0) * 0.4
    c = QPointF(foot.x() + rx * 0.18 + lift * 0.3, foot.y() + ry * 0.33)
    radius = rx * 1.27 * spread
    g = QRadialGradient(c, radius)
    a = int(alpha / spread)
    g.setColorAt(0.0, QColor(0, 0, 0, a))
    g.setColorAt(0.6, QColor(0, 0, 0, a // 2))
    g.setColorAt(1.0, QColor(0, 0, 0, 0))
    p.save()
    p.translate(c)
    p.scale(1.0, ry / max(rx, 1e-6) * 1.4)
    p.translate(-c)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawEllipse(c, radius, radius)
    p.restore()


def draw_token(p: QPainter, c: QPointF, r: float, fill, ring: QColor, ring_width: float, ink: QColor,
               text: str, px: float | None = None, shadow: int = 90) -> None:
    """A round token with a number or a letter on it (a tower's count, a score), casting a shadow."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, shadow))
    p.drawEllipse(c + QPointF(r * 0.11, r * 0.22), r, r)
    p.setPen(QPen(ring, ring_width))
    p.setBrush(fill)
    p.drawEllipse(c, r, r)
    p.setFont(font(px or r * 1.15, bold=True))
    p.setPen(ink)
    p.drawText(ellipse(c, r, r), Qt.AlignmentFlag.AlignCenter, text)


STRONG = ((16, 30), (10, 55), (6, 95), (3, 205))
SOFT = ((12, 23), (7, 48), (3.3, 120))


def draw_glow(p: QPainter, path: QPainterPath, colour: QColor, strong: bool = True, steps=None) -> None:
    """A halo around a silhouette: wide faint strokes under narrower brighter ones."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in steps or (STRONG if strong else SOFT):
        c = QColor(colour)
        c.setAlpha(min(255, int(alpha * colour.alphaF())))
        p.setPen(QPen(c, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)


def draw_ring(p: QPainter, centre: QPointF, rx: float, ry: float, colour: QColor, width: float,
              halo: bool = True) -> None:
    """An ellipse round a place (a legal target, the spot under a held piece)."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    if halo:
        glow = QColor(colour)
        glow.setAlpha(70)
        p.setPen(QPen(glow, width * 3))
        p.drawEllipse(centre, rx, ry)
    p.setPen(QPen(colour, width))
    p.drawEllipse(centre, rx, ry)


SPRITE_LIMIT = 96
_SPRITES: OrderedDict[tuple, QImage] = OrderedDict()


def draw_sprite(p: QPainter, key: tuple, foot: QPointF, width: float, height: float, origin: QPointF,
                paint: Callable[[QPainter, QPointF], None]) -> None:
    """Draw through a sprite: `paint(q, origin)` draws once into a width x height image, which is
    then placed with `origin` on `foot` (snapped to whole device pixels: no blur). For pieces that
    stand still between frames (a tower on its place); `key` names everything the picture shows."""
    dpr = p.device().devicePixelRatioF() if p.device() else 1.0
    key = (*key, dpr)
    image = _SPRITES.get(key)
    if image is None:
        image = QImage(math.ceil(width * dpr), math.ceil(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        q = QPainter(image)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint(q, origin)
        q.end()
        _SPRITES[key] = image
        while len(_SPRITES) > SPRITE_LIMIT:
            _SPRITES.popitem(last=False)
    else:
        _SPRITES.move_to_end(key)
    x = round(foot.x() * dpr) / dpr - origin.x()
    y = round(foot.y() * dpr) / dpr - origin.y()
    p.drawImage(QPointF(x, y), image)


def draw_symbol(p: QPainter, c: QPointF, size: float, kind: str, ink: QColor, flat: float = 1.0) -> None:
    """A symbol that tells a colour without the colour (Settings → colour symbols): "circle", "cross",
    "triangle", "square", "diamond", "star", "plus" or "bars"; lying flat on a top face when `flat` < 1."""
    s = size
    p.save()
    p.translate(c)
    p.scale(1.0, flat)
    pen = QPen(ink, max(1.2, s * 0.26), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if kind == "circle":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawEllipse(QPointF(0, 0), s * 0.55, s * 0.55)
    elif kind == "cross":
        p.drawLine(QPointF(-s * 0.6, -s * 0.6), QPointF(s * 0.6, s * 0.6))
        p.drawLine(QPointF(-s * 0.6, s * 0.6), QPointF(s * 0.6, -s * 0.6))
    elif kind == "triangle":
        p.setBrush(ink)
        p.drawPolygon(QPolygonF([QPointF(0, -s * 0.75), QPointF(s * 0.7, s * 0.5), QPointF(-s * 0.7, s * 0.5)]))
    elif kind == "square":
        p.drawRect(QRectF(-s * 0.55, -s * 0.55, s * 1.1, s * 1.1))
    elif kind == "diamond":
        p.setBrush(ink)
        p.drawPolygon(QPolygonF([QPointF(0, -s * 0.8), QPointF(s * 0.6, 0), QPointF(0, s * 0.8), QPointF(-s * 0.6, 0)]))
    elif kind == "star":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        points = []
        for k in range(10):
            r = s * (0.85 if k % 2 == 0 else 0.36)
            a = -math.pi / 2 + k * math.pi / 5
            points.append(QPointF(r * math.cos(a), r * math.sin(a)))
        p.drawPolygon(QPolygonF(points))
    elif kind == "plus":
        p.drawLine(QPointF(-s * 0.7, 0), QPointF(s * 0.7, 0))
        p.drawLine(QPointF(0, -s * 0.7), QPointF(0, s * 0.7))
    else:   # bars
        for dy in (-0.4, 0.0, 0.4):
            p.drawLine(QPointF(-s * 0.6, s * dy), QPointF(s * 0.6, s * dy))
    p.restore()
