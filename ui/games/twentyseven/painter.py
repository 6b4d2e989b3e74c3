"""Painting 27: one frame of the row from a `Scene`, with any QPainter (widget or QImage).

Only QtGui is used, so `render()` works with a bare QGuiApplication (offscreen). The table
is in `table.py`, colours in `colors.py`, geometry in `layout.py`.
"""
from __future__ import annotations

import math
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from ...board import marks as mk
from ...board import pieces
from ...board.marks import GOLD
from ...board.pieces import cylinder, draw_glow, draw_ring, draw_token, elided, font, rounded
from ...board.render import picture
from . import scene as sc
from .colors import (
    DISC,
    INK,
    LOOK,
    PLAQUE,
    RAIL,
    RAIL_DARK,
)
from .compose import scene_for_state, tallest
from .layout import TILT, RowLayout
from .table import table_image

MARK_COLOURS = mk.COLOURS


def draw_disc(p: QPainter, x: float, bottom: float, rx: float, ry: float, th: float, colour: str,
              top_face: bool, symbols: bool = False) -> None:
    """One disc of colour "B", "W", "R" or "G"; red and grey base discs carry their mark."""
    pieces.draw_disc(p, x, bottom, rx, ry, th, LOOK.get(colour, LOOK["G"]), False)
    if colour in "RG":
        draw_base_mark(p, x, bottom, rx, ry, th, colour, symbols)
    if top_face:
        pieces.draw_top(p, QPointF(x, bottom - th), rx, ry, LOOK.get(colour, LOOK["G"]))


def draw_base_mark(p: QPainter, x: float, bottom: float, rx: float, ry: float, th: float, colour: str,
                   symbols: bool) -> None:
    """Red base discs carry an engraved diamond, grey ones a ring: no need to tell red from grey."""
    size = max(2.0, min(th * (0.36 if symbols else 0.28), rx * 0.16))
    c = QPointF(x, bottom - th * 0.5 + ry * 0.92)
    if colour == "R":
        shape = QPainterPath()
        shape.addPolygon(QPolygonF([c + QPointF(0, -size), c + QPointF(size * 1.3, 0), c + QPointF(0, size),
                                    c + QPointF(-size * 1.3, 0)]))
        shape.closeSubpath()
    else:
        shape = QPainterPath()
        shape.addEllipse(c, size * 1.05, size * 0.95)
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(255, 255, 255, 110 if not symbols else 230), max(1.0, size * 0.35)))
    p.drawPath(shape.translated(0.6, 0.8))
    body = DISC[colour][2]
    p.setPen(QPen(QColor(body.red(), body.green(), body.blue(), 200 if not symbols else 255), max(1.0, size * 0.35)))
    if colour == "R":
        p.setBrush(QColor(body.red(), body.green(), body.blue(), 120 if not symbols else 220))
    p.drawPath(shape)
    p.restore()


def draw_stack(p: QPainter, lay: RowLayout, x: float, bottom: float, discs: str, symbols: bool = False) -> None:
    """Discs bottom first, their lowest bottom ellipse centred at (x, bottom). Red and grey discs
    carry their mark wherever they are (carried bases too)."""
    rx, ry, th = lay.radius, lay.ry, lay.thickness
    for k, colour in enumerate(discs):
        draw_disc(p, x, bottom - k * th, rx, ry, th, colour, k == len(discs) - 1, symbols)


def draw_shadow(p: QPainter, foot: QPointF, rx: float, lift: float = 0.0) -> None:
    pieces.draw_shadow(p, foot, rx, rx * TILT, lift)


def draw_disc_icon(p: QPainter, centre: QPointF, r: float, colour: str) -> None:
    """A small disc (two discs high) for labels."""
    th = r * 0.45
    for k in range(2):
        draw_disc(p, centre.x(), centre.y() + th - k * th, r, r * TILT * 1.3, th, colour, k == 1)


# -- highlights --------------------------------------------------------------------------------
def draw_beam(p: QPainter, lay: RowLayout, x: float, top_y: float, colour: QColor, strength: float) -> None:
    """Light falling onto a field: it is where the discs may go."""
    rx = lay.radius * 1.18
    upper = lay.plaque.bottom() + lay.pad * 0.5
    rect = QRectF(x - rx, upper, 2 * rx, lay.rail_y + lay.ry - upper)
    g = QLinearGradient(0, rect.top(), 0, rect.bottom())
    c0, c1 = QColor(colour), QColor(colour)
    c0.setAlpha(0)
    c1.setAlpha(int(70 * strength))
    g.setColorAt(0.0, c0)
    g.setColorAt(max(0.0, min(1.0, (top_y - rect.top()) / max(1.0, rect.height()))), c1)
    g.setColorAt(1.0, c1)
    path = QPainterPath()
    path.addRoundedRect(rect, rx * 0.5, rx * 0.5)
    p.fillPath(path, g)


def draw_badge(p: QPainter, lay: RowLayout, x: float, top_y: float, number: int, movable: bool) -> None:
    """The mover's tower: a token on its top disc, numbered, so the count of towers is plain to see."""
    r = max(6.0, min(lay.radius * 0.27, 13.0))
    c = QPointF(x, top_y - r * 0.45)
    g = QRadialGradient(c + QPointF(-r * 0.35, -r * 0.4), r * 1.5)
    stops = ((0.0, "#fff2b8"), (0.5, GOLD.name()), (1.0, "#b8860b")) if movable else ((0.0, "#f2eee4"), (1.0, "#a8a293"))
    for at, colour in stops:
        g.setColorAt(at, QColor(colour))
    ring, ink = (QColor("#5a4100"), INK) if movable else (QColor("#5b564b"), QColor("#4a453c"))
    draw_token(p, c, r, g, ring, max(1.0, r * 0.12), ink, str(number), r * 1.2)


def draw_score(p: QPainter, lay: RowLayout, x: float, top_y: float, colour: str, count: int, winner: bool) -> None:
    """Game over: the discs on a goal, on a token in the goal owner's colour (gold-rimmed for the winner)."""
    r = max(10.0, min(lay.radius * 0.5, 22.0))
    # above the stack, or on its upper discs when the stack reaches up to the step count
    c = QPointF(x, max(top_y - lay.ry - r * 1.1, lay.plaque.bottom() + r * 1.4))
    if winner:
        glow = QColor(GOLD)
        glow.setAlpha(80)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(glow)
        p.drawEllipse(c, r * 1.35, r * 1.35)
    fill = QColor("#18181b") if colour == "B" else QColor("#f6f1e6")
    ink = QColor("#fbf3df") if colour == "B" else INK
    draw_token(p, c, r, fill, GOLD if winner else QColor("#8a8273"), max(2.0, r * 0.16), ink, str(count), r * 1.05,
               shadow=100)


def draw_hops(p: QPainter, lay: RowLayout, hops: sc.Hops) -> None:
    """Count the steps: one hop per field from the source to the target."""
    colour = MARK_COLOURS.get(hops.kind, GOLD)
    xs = hops.xs
    if len(xs) < 2:
        return
    h = min(lay.spacing * 0.3, lay.radius * 0.9)
    width = max(1.6, lay.radius * 0.055)
    path = QPainterPath(QPointF(xs[0], hops.y))
    for a, b in pairwise(xs):
        path.quadTo(QPointF((a + b) / 2, hops.y - h * 2), QPointF(b, hops.y))
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(0, 0, 0, 120), width + 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(path)
    pen = QPen(colour, width, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
    pen.setDashPattern([2.2, 1.6])
    p.setPen(pen)
    p.drawPath(path)
    p.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
    p.setBrush(colour)
    dot = max(2.5, width * 1.3)
    for x in xs[1:-1]:
        p.drawEllipse(QPointF(x, hops.y), dot, dot)
    # the arrowhead on the last hop, along the arc as it comes down onto the target
    a, b = xs[-2], xs[-1]
    end = QPointF(b, hops.y)
    dx, dy = b - (a + b) / 2, h * 2
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    size = max(7.0, width * 3.4)
    back = end - QPointF(ux, uy) * size
    side = QPointF(-uy, ux) * size * 0.55
    p.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
    p.drawPolygon(QPolygonF([end + QPointF(ux, uy) * 2, back + side, back - side]))
    p.restore()


# -- the rail, the plaque, the arrows ----------------------------------------------------------
def draw_rail(p: QPainter, lay: RowLayout, left: float, right: float) -> None:
    """The wooden rail the row stands on: a top face the base discs rest on and a front face."""
    ry = lay.ry
    top = lay.rail_y - ry * 1.6
    front = lay.rail_front
    rect_top = QRectF(left, top, right - left, front.top() - top)
    rect_front = QRectF(left, front.top(), right - left, front.height())
    radius = min(10.0, ry)
    # shadow on the baize
    p.setPen(Qt.PenStyle.NoPen)
    for i, alpha in enumerate((40, 26, 14)):
        p.setBrush(QColor(0, 0, 0, alpha))
        grow = 3.0 * (i + 1)
        p.drawRoundedRect(QRectF(left - grow * 0.5, top + grow, right - left + grow, front.bottom() - top + grow * 0.6),
                          radius + grow, radius + grow)
    g = QLinearGradient(0, rect_top.top(), 0, rect_top.bottom())
    g.setColorAt(0.0, RAIL.darker(112))
    g.setColorAt(0.5, RAIL)
    g.setColorAt(1.0, RAIL.lighter(108))
    path = QPainterPath()
    path.addRoundedRect(rect_top.united(rect_front), radius, radius)
    p.fillPath(path, g)
    gf = QLinearGradient(0, rect_front.top(), 0, rect_front.bottom())
    gf.setColorAt(0.0, RAIL_DARK.lighter(125))
    gf.setColorAt(1.0, RAIL_DARK.darker(115))
    front_path = rounded(rect_front, radius).united(rounded(rect_front.adjusted(0, 0, 0, -radius), 0))
    p.fillPath(front_path, gf)
    p.setPen(QPen(QColor(255, 236, 200, 120), 1.2))
    p.drawLine(QPointF(left + radius * 0.5, front.top() + 0.5), QPointF(right - radius * 0.5, front.top() + 0.5))
    p.setPen(QPen(QColor(40, 20, 5, 160), 1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect_top.united(rect_front), radius, radius)


def draw_slot(p: QPainter, lay: RowLayout, x: float) -> None:
    """The round spot a field's base disc sits in, sunk into the rail."""
    c = lay.foot(x)
    rx, ry = lay.radius * 1.1, lay.ry * 1.12
    p.setPen(QPen(QColor(255, 240, 210, 70), 1.0))
    p.setBrush(QColor(60, 35, 15, 90))
    p.drawEllipse(c, rx, ry)


def draw_letter(p: QPainter, lay: RowLayout, x: float, name: str, last_move: bool, cursor: bool) -> None:
    front = lay.rail_front
    h = front.height() * 0.78
    w = max(h * 1.05, min(lay.spacing * 0.5, h * 1.5))
    rect = QRectF(x - w / 2, front.center().y() - h / 2, w, h)
    g = QLinearGradient(0, rect.top(), 0, rect.bottom())
    g.setColorAt(0.0, PLAQUE.lighter(104))
    g.setColorAt(1.0, PLAQUE.darker(110))
    border = GOLD if cursor else (QColor("#e8a33a") if last_move else QColor(60, 35, 15, 160))
    p.setPen(QPen(border, 2.4 if (cursor or last_move) else 1.0))
    p.setBrush(g)
    p.drawRoundedRect(rect, h * 0.25, h * 0.25)
    p.setFont(font(h * 0.72, bold=True))
    p.setPen(INK)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)


def draw_plaque(p: QPainter, lay: RowLayout, text: str, colour: str | None) -> None:
    """The step count at the top: "Black: 3 towers → 3 steps"."""
    if not text:
        return
    area = lay.plaque
    h = area.height()
    p.setFont(font(h * 0.5, bold=True))
    fm = p.fontMetrics()
    icon = h * 0.32 if colour else 0.0
    gap = h * 0.3
    text_w = min(fm.horizontalAdvance(text), area.width() - 2 * gap - (2 * icon + gap))
    w = text_w + 2 * gap + (2 * icon + gap if colour else 0)
    rect = QRectF(area.center().x() - w / 2, area.top(), w, h)
    p.setPen(QPen(QColor(255, 210, 74, 150) if colour else QColor(255, 255, 255, 60), 1.2))
    p.setBrush(QColor(18, 14, 10, 190))
    p.drawRoundedRect(rect, h / 2, h / 2)
    x = rect.left() + gap
    if colour:
        draw_disc_icon(p, QPointF(x + icon, rect.center().y() - icon * 0.2), icon, colour)
        x += 2 * icon + gap
    p.setPen(QColor("#fbf3df"))
    p.drawText(QRectF(x, rect.top(), text_w + 1, h), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
               elided(fm, text, text_w + 1))


def draw_arrow(p: QPainter, lay: RowLayout, arrow: sc.Arrow, y: float) -> None:
    """A player's direction: from his start to his goal, with the label in the middle."""
    h = lay.arrow_height
    fill = QColor("#141416") if arrow.colour == "B" else QColor("#f6f1e6")
    edge = QColor(255, 255, 255, 150) if arrow.colour == "B" else QColor(40, 30, 20, 190)
    text_c = QColor("#f6f1e6") if arrow.colour == "B" else QColor("#141416")
    p.save()
    p.setOpacity(1.0 if arrow.active else 0.5)
    a, b = arrow.start_x, arrow.end_x
    d = 1 if b > a else -1
    head = h * 0.55
    line_w = max(2.0, h * 0.16)
    if arrow.active:
        glow = QColor(GOLD)
        glow.setAlpha(90)
        p.setPen(QPen(glow, line_w + 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(a, y), QPointF(b - d * head, y))
    p.setPen(QPen(edge, line_w + 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(a, y), QPointF(b - d * head, y))
    p.setPen(QPen(fill, line_w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(a, y), QPointF(b - d * head, y))
    tip = QPolygonF([QPointF(b + d * head * 0.2, y), QPointF(b - d * head, y - head * 0.75),
                     QPointF(b - d * head, y + head * 0.75)])
    p.setPen(QPen(edge, 1.2))
    p.setBrush(fill)
    p.drawPolygon(tip)
    p.drawEllipse(QPointF(a, y), line_w * 1.3, line_w * 1.3)
    # the label
    p.setFont(font(h * 0.62, bold=True))
    fm = p.fontMetrics()
    tw = fm.horizontalAdvance(arrow.label)
    rect = QRectF((a + b) / 2 - tw / 2 - h * 0.6, y - h * 0.5, tw + h * 1.2, h)
    p.setPen(QPen(GOLD if arrow.active else edge, 1.5 if arrow.active else 1.0))
    p.setBrush(fill)
    p.drawRoundedRect(rect, h / 2, h / 2)
    p.setPen(text_c)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, arrow.label)
    p.restore()


# -- the whole frame ---------------------------------------------------------------------------
def part_outline(lay: RowLayout, x: float, level: int, height: int, raise_by: float = 0.0) -> QPainterPath:
    """The silhouette of the discs from `level` up on a stack of `height` discs."""
    bottom = lay.disc_bottom(level) - raise_by
    return cylinder(x, bottom, lay.radius, lay.ry, (height - level) * lay.thickness)


def paint_row(p: QPainter, lay: RowLayout, scene: sc.Scene) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    dpr = p.device().devicePixelRatioF() if p.device() else 1.0
    p.drawImage(QPointF(0, 0), table_image(lay, dpr))
    draw_plaque(p, lay, scene.plaque, scene.plaque_colour)
    rx, ry = lay.radius, lay.ry
    if scene.rail_span is not None:
        left, right = scene.rail_span
    elif scene.fields:
        left = min(f.x for f in scene.fields) - lay.spacing / 2
        right = max(f.x for f in scene.fields) + lay.spacing / 2
    else:
        left = right = lay.centre_x
    draw_rail(p, lay, left, right)
    for f in scene.fields:
        draw_slot(p, lay, f.x)
    for f in scene.fields:   # light falls onto the marked fields, behind their discs
        if f.mark in (mk.LEGAL, mk.TARGET_OK, mk.HINT):
            shown = len(f.stack) if f.hidden_from is None else f.hidden_from
            draw_beam(p, lay, f.x, lay.stack_top(shown), MARK_COLOURS[f.mark], 1.6 if f.mark == mk.TARGET_OK else 1.0)
    for f in scene.fields:
        shown = f.stack if f.hidden_from is None else f.stack[: f.hidden_from]
        if not shown:
            continue
        draw_shadow(p, lay.foot(f.x), rx)
        if f.raised_from is not None and f.raised_from < len(shown):
            draw_stack(p, lay, f.x, lay.disc_bottom(0), shown[: f.raised_from], scene.symbols)
            draw_stack(p, lay, f.x, lay.disc_bottom(f.raised_from) - _raise(lay), shown[f.raised_from:],
                       scene.symbols)
        else:
            draw_stack(p, lay, f.x, lay.disc_bottom(0), shown, scene.symbols)
    for f in scene.fields:   # marks on top of every stack, so neighbours never hide them
        shown = len(f.stack) if f.hidden_from is None else f.hidden_from
        raise_top = _raise(lay) if f.raised_from is not None and f.raised_from < shown else 0.0
        top_y = lay.stack_top(shown) - raise_top
        if f.glow is not None and shown > 0:
            level, kind = f.glow
            lift = _raise(lay) if f.raised_from is not None and level >= f.raised_from else 0.0
            draw_glow(p, part_outline(lay, f.x, level, shown, lift), MARK_COLOURS[kind], kind != mk.HOVER)
        if f.mark is not None:
            colour = MARK_COLOURS[f.mark]
            width = 3.0 if f.mark in (mk.TARGET_OK, mk.TARGET_BAD) else 2.2
            draw_ring(p, QPointF(f.x, top_y), rx * 1.16, ry * 1.25, colour, width)
        if f.badge:
            draw_badge(p, lay, f.x, top_y, f.badge, f.badge_movable)
        if f.score is not None:
            draw_score(p, lay, f.x, top_y, *f.score)
    for hops in scene.hops:
        draw_hops(p, lay, hops)
    for f in scene.fields:
        draw_letter(p, lay, f.x, f.name, f.last_move, f.cursor and scene.focus)
    for arrow, y in zip(scene.arrows, lay.arrows_y):
        draw_arrow(p, lay, arrow, y)
    for fl in scene.floating:
        draw_shadow(p, fl.foot, rx, fl.lift)
        draw_stack(p, lay, fl.foot.x(), fl.foot.y() - fl.lift, fl.discs, scene.symbols)


def _raise(lay: RowLayout) -> float:
    """How far a selected part is lifted off its stack."""
    return max(4.0, lay.radius * 0.3)


# -- a picture without a window (`gamebox render`, the rules' diagrams, the library) ---------------
def render(state, width: int, height: int, lang: str = "en") -> QImage:
    """Draw `state` into a new `width` x `height` image; model texts (Black, White) in `lang`."""
    def paint(p, w, h):
        lay = RowLayout.compute(w, h, tallest(state))
        paint_row(p, lay, scene_for_state(state, lay, lang))
    return picture(width, height, paint)
