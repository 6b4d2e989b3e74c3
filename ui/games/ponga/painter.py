"""Painting Ponga: one frame from a `Scene`, with any QPainter (widget or QImage).

Only QtGui is used, so `render()` works with a bare QGuiApplication (offscreen). The still
parts (table, board, fields with their dice) come cached from `table.py`.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from ... import settings
from ...board import marks as mk
from ...board import pieces
from ...board.pieces import DiscLook, draw_disc, draw_glow, draw_token, font
from ...board.render import picture
from ...board.scoreboard import Row, draw_scoreboard
from ...widgets.dice import paint_die
from . import colors as C
from . import scene as sc
from .compose import scene_for_state
from .layout import TILT, BoardLayout
from .table import static_image


# -- stones ---------------------------------------------------------------------------------------
def draw_stone(p: QPainter, x: float, bottom: float, rx: float, ry: float, th: float, seat: int,
               top_face: bool, symbols: bool = False, alpha: int = 255) -> None:
    """One stone seen slightly from above (see-through with `alpha` < 255), the seat's symbol on top."""
    body, light, dark = C.stone(seat)
    edge = QColor(dark)
    edge.setAlpha(200)
    look = DiscLook(body, light, dark, edge=edge, top_gain=125, glint=0)
    draw_disc(p, x, bottom, rx, ry, th, look if alpha == 255 else look.faded(alpha), top_face)
    if top_face and symbols:
        draw_symbol(p, QPointF(x, bottom - th), rx * 0.5, seat, flat=TILT * 1.05)


def draw_symbol(p: QPainter, c: QPointF, size: float, seat: int, flat: float = 1.0) -> None:
    """The seat's symbol (colour-blind setting), lying on a stone's top face when `flat` < 1."""
    pieces.draw_symbol(p, c, size, C.SYMBOLS[seat % len(C.SYMBOLS)], C.ink_on(seat), flat)


def draw_shadow(p: QPainter, foot: QPointF, rx: float, ry: float, lift: float = 0.0) -> None:
    pieces.draw_shadow(p, foot, rx, ry, lift, alpha=130)


def draw_tower(p: QPainter, lay: BoardLayout, f: int, owners: tuple[int, ...], symbols: bool,
               hide_top: bool = False) -> None:
    if not owners:
        return
    foot = lay.foot(f)
    rx, ry = lay.rx, lay.ry
    th = lay.thickness(len(owners))
    shown = owners[:-1] if hide_top else owners
    draw_shadow(p, foot, rx, ry)
    for k, seat in enumerate(shown):
        draw_stone(p, foot.x(), foot.y() - k * th, rx, ry, th, seat, k == len(shown) - 1, symbols)
    if len(owners) >= 3:
        draw_count(p, lay, f, len(owners), owners[-1])


def draw_count(p: QPainter, lay: BoardLayout, f: int, count: int, seat: int) -> None:
    """A tall tower's number of stones, on a token in the dice strip's free corner, ringed in its colour."""
    rect = lay.field_rect(f)
    r = max(6.0, rect.width() * 0.105)
    c = QPointF(rect.right() - r * 1.25, rect.top() + r * 1.2)
    draw_token(p, c, r, QColor("#2a1d12"), QColor(30, 18, 8, 220), max(1.0, r * 0.14), QColor("#fff6e0"),
               str(count), r * (1.1 if count < 10 else 0.9), shadow=80)
    p.setPen(QPen(C.stone(seat)[0], max(1.2, r * 0.2)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r * 0.8, r * 0.8)


# -- marks -----------------------------------------------------------------------------------------
def _field_path(lay: BoardLayout, f: int, grow: float = 0.0) -> QPainterPath:
    rect = lay.field_rect(f).adjusted(-grow, -grow, grow, grow)
    path = QPainterPath()
    r = rect.width() * 0.08
    path.addRoundedRect(rect, r, r)
    return path


def draw_mark(p: QPainter, lay: BoardLayout, f: int, kind: str) -> None:
    w = lay.cell
    path = _field_path(lay, f, w * 0.01)
    if kind in (mk.LEGAL, mk.HOVER, mk.HINT):
        colour = mk.HINT_CYAN if kind == mk.HINT else mk.LEGAL_GREEN
        fill = QColor(colour)
        fill.setAlpha(120 if kind == mk.HOVER else 85)
        p.fillPath(path, fill)
        strong = kind == mk.HOVER
        steps = ((w * 0.20, 45), (w * 0.13, 80), (w * 0.07, 150), (w * 0.03, 255)) if strong else \
            ((w * 0.17, 40), (w * 0.11, 70), (w * 0.055, 140), (w * 0.026, 255))
        draw_glow(p, path, QColor("#ffffff") if strong else colour, steps=steps)
    elif kind == sc.BLOCKED:
        fill = QColor(20, 10, 10, 70)
        p.fillPath(path, fill)
        pen = QPen(QColor(mk.BAD_RED), max(1.5, w * 0.03), Qt.PenStyle.DashLine)
        pen.setDashPattern([3, 2])
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    elif kind == sc.OUT:
        p.fillPath(path, QColor(120, 0, 0, 70))
        draw_glow(p, path, mk.BAD_RED, steps=((w * 0.09, 50), (w * 0.045, 110), (w * 0.02, 255)))


def draw_cross(p: QPainter, lay: BoardLayout, f: int) -> None:
    """A red cross over a field the player was out on (drawn over the tower)."""
    rect = lay.field_rect(f)
    c = QPointF(rect.center().x(), rect.top() + rect.height() * 0.55)
    s = rect.width() * 0.22
    for width, colour in ((rect.width() * 0.09, QColor(0, 0, 0, 120)), (rect.width() * 0.055, mk.BAD_RED)):
        p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(c + QPointF(-s, -s), c + QPointF(s, s))
        p.drawLine(c + QPointF(-s, s), c + QPointF(s, -s))


def draw_line(p: QPainter, lay: BoardLayout, fields: tuple[int, ...]) -> None:
    """A completed line glows: its fields joined into one band."""
    path = QPainterPath()
    for f in fields:
        path = path.united(_field_path(lay, f, lay.gap * 0.6))
    w = lay.cell
    fill = QColor(C.LINE_GLOW)
    fill.setAlpha(70)
    p.fillPath(path, fill)
    draw_glow(p, path, C.LINE_GLOW, steps=((w * 0.2, 30), (w * 0.12, 60), (w * 0.06, 120), (w * 0.025, 255)))


def draw_line_label(p: QPainter, lay: BoardLayout, fields: tuple[int, ...], text: str) -> None:
    """The line's name and multiplier on a plaque beside its last field."""
    if not text:
        return
    rect = lay.field_rect(fields[-1])
    f = font(max(9.0, lay.cell * 0.2), bold=True)
    metrics = QFontMetricsF(f)
    tw, th = metrics.horizontalAdvance(text) + th_pad(lay) * 2, metrics.height() * 1.3
    x = min(max(rect.center().x() - tw / 2, lay.board.left()), lay.board.right() - tw)
    y = min(rect.bottom() + lay.gap, lay.board.bottom() - th)
    plaque = QRectF(x, y, tw, th)
    p.setPen(QPen(QColor("#6b4a00"), 1.5))
    p.setBrush(C.LINE_GLOW)
    p.drawRoundedRect(plaque, th * 0.3, th * 0.3)
    p.setFont(f)
    p.setPen(C.INK)
    p.drawText(plaque, Qt.AlignmentFlag.AlignCenter, text)


def th_pad(lay: BoardLayout) -> float:
    return max(4.0, lay.cell * 0.08)


def draw_banner(p: QPainter, lay: BoardLayout, text: str, kind: str) -> None:
    if not text:
        return
    f = font(max(10.0, min(lay.cell * 0.24, 22.0)), bold=True)
    p.setFont(f)
    metrics = QFontMetricsF(f)
    area = lay.note
    if lay.compact:   # a small picture: under the players, not over the board
        f = font(max(8.0, min(area.height() * 0.3, 14.0)), bold=True)
        p.setFont(f)
        metrics = QFontMetricsF(f)
    width = min(area.width() * 0.96, metrics.horizontalAdvance(text) + metrics.height() * 2)
    lines = 1 if metrics.horizontalAdvance(text) + metrics.height() <= width else 2
    height = metrics.height() * (lines + 0.9)
    y = area.center().y()
    rect = QRectF(area.center().x() - width / 2, y - height / 2, width, height)
    edge = {"line": C.LINE_GLOW, "out": mk.BAD_RED}.get(kind, mk.GOLD)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(rect.translated(2, 3), height * 0.25, height * 0.25)
    p.setPen(QPen(edge, 2.0))
    p.setBrush(QColor(22, 18, 14, 225))
    p.drawRoundedRect(rect, height * 0.25, height * 0.25)
    p.setPen(QColor("#fff6e6"))
    p.drawText(rect.adjusted(metrics.height() * 0.5, 0, -metrics.height() * 0.5, 0),
               Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


# -- the panel ------------------------------------------------------------------------------------
def draw_dice(p: QPainter, lay: BoardLayout, dice: sc.Dice) -> None:
    tray = lay.dice.adjusted(-lay.dice.height() * 0.18, -lay.dice.height() * 0.12,
                             lay.dice.height() * 0.18, lay.dice.height() * 0.12)
    r = tray.height() * 0.22
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawRoundedRect(tray.translated(0, 2), r, r)
    g = QLinearGradient(tray.topLeft(), tray.bottomLeft())
    g.setColorAt(0.0, QColor(10, 30, 26, 200))
    g.setColorAt(1.0, QColor(20, 50, 44, 160))
    rim = C.stone(dice.owner)[0] if dice.owner is not None else QColor(255, 255, 255, 40)
    p.setPen(QPen(rim, 2.0))
    p.setBrush(g)
    p.drawRoundedRect(tray, r, r)
    glow = QColor(255, 214, 102) if dice.ready else None
    for i in range(2):
        rect = lay.die_rect(i)
        faces = dice.faces[i] if dice.rolling is not None else ()
        if faces and len(faces) > 1:
            e = dice.rolling
            steps = len(faces) - 1
            pos = min(e * steps, steps - 1e-6)
            index, turn = int(pos), pos - int(pos)
            hop = math.sin(e * math.pi * 3 + i) * (1 - e) * rect.height() * 0.1
            spin = (1 - e) ** 2 * (200.0 if i == 0 else -160.0)
            paint_die(p, rect.translated(0, -abs(hop)), faces[index], turn=turn, next_value=faces[index + 1],
                      axis=(index + i) % 2, angle=spin)
        else:
            paint_die(p, rect, dice.values[i], glow=glow)


def draw_players(p: QPainter, lay: BoardLayout, scene: sc.Scene) -> None:
    """The players with their stones so far (and the match totals); the one to act framed."""
    count = len(scene.players)
    if not count:
        return
    columns = [QCoreApplication.translate("Ponga", "Stones")]
    if scene.match:
        columns.append(QCoreApplication.translate("Ponga", "Total"))
    rows = [(lay.player_row(d.seat, count),
             Row(d.seat, d.name, (str(d.stones), str(d.total))[:len(columns)], d.active, d.winner, d.out,
                 QCoreApplication.translate("Ponga", "out") if d.out else "")) for d in scene.players]

    def chip(q: QPainter, rect: QRectF, row: Row) -> None:
        """Two of the player's stones, with his symbol in colour-blind mode."""
        h = rect.height()
        rx = h * 0.3
        ry, th = rx * TILT * 1.2, rx * 0.35
        x, bottom = rect.left() + h * 0.55, rect.center().y() + th * 0.6 + ry * 0.3
        for k in range(2):
            draw_stone(q, x, bottom - k * th, rx, ry, th, row.seat, k == 1, False, 110 if row.out else 255)
        if scene.symbols:
            draw_symbol(q, QPointF(x, bottom - 2 * th), rx * 0.55, row.seat, flat=0.55)

    draw_scoreboard(p, lay.header_rect(count), rows, columns, chip, scene.round_text)


def draw_panel(p: QPainter, lay: BoardLayout, scene: sc.Scene) -> None:
    panel = lay.panel
    r = lay.pad
    p.setPen(QPen(QColor(255, 255, 255, 22), 1.0))
    p.setBrush(C.PANEL)
    p.drawRoundedRect(panel, r, r)
    draw_dice(p, lay, scene.dice)
    draw_players(p, lay, scene)
    draw_legend(p, lay)


def draw_legend(p: QPainter, lay: BoardLayout) -> None:
    """What a full line counts, beside a swatch of each diagonal's inlay."""
    box = lay.legend
    if box.height() < 30:
        return
    rows = ((C.DOUBLES, QCoreApplication.translate("Ponga", "×3 the doubles diagonal 11–66")),
            (C.DIAGONAL, QCoreApplication.translate("Ponga", "×2 the diagonal 16–61")),
            (None, QCoreApplication.translate("Ponga", "×1 a row or a column")))
    h = box.height() / len(rows)
    px = max(8.0, min(h * 0.6, 13.0))
    room = box.width() - min(h * 0.7, px * 1.2) * 1.6
    while px > 8.0 and max(QFontMetricsF(font(px)).horizontalAdvance(t) for _s, t in rows) > room:
        px -= 0.5   # the German lines are longer: shrink to fit
    p.setFont(font(px))
    for i, (swatch, text) in enumerate(rows):
        row = QRectF(box.left(), box.top() + i * h, box.width(), h)
        s = min(h * 0.7, px * 1.2)
        sq = QRectF(row.left(), row.center().y() - s / 2, s, s)
        if swatch is not None:
            p.setPen(QPen(QColor(40, 20, 5, 200), 1.0))
            p.setBrush(swatch)
            p.drawRoundedRect(sq, s * 0.2, s * 0.2)
        else:
            p.setPen(QPen(C.PANEL_DIM, 1.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawLine(QPointF(sq.left(), sq.center().y()), QPointF(sq.right(), sq.center().y()))
        p.setPen(C.PANEL_DIM)
        p.drawText(row.adjusted(s * 1.6, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


# -- the frame ------------------------------------------------------------------------------------
def paint_board(p: QPainter, lay: BoardLayout, scene: sc.Scene) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    p.drawImage(QRectF(0, 0, lay.width, lay.height), static_image(lay, dpr))
    if scene.line:
        draw_line(p, lay, scene.line)
    for f, kind in scene.marks.items():
        draw_mark(p, lay, f, kind)
    for f, owners in enumerate(scene.towers):
        draw_tower(p, lay, f, owners, scene.symbols, hide_top=f == scene.hidden_top)
        if f == scene.last_field and owners and f != scene.hidden_top:
            _draw_last(p, lay, f, len(owners))
    hover = next((f for f, k in scene.marks.items() if k == mk.HOVER), None)
    if hover is not None and scene.mover is not None:
        owners = scene.towers[hover]
        lay_th = lay.thickness(len(owners) + 1)
        foot = lay.foot(hover)
        draw_stone(p, foot.x(), foot.y() - len(owners) * lay_th - lay.rx * 0.35, lay.rx, lay.ry, lay_th,
                   scene.mover, True, scene.symbols, alpha=150)
    if scene.falling is not None:
        fall = scene.falling
        owners = scene.towers[fall.field]
        height = len(owners)
        th = lay.thickness(height)
        foot = lay.foot(fall.field)
        draw_stone(p, foot.x(), foot.y() - (height - 1) * th - fall.lift, lay.rx, lay.ry, th, fall.seat, True,
                   scene.symbols)
    for f, kind in scene.marks.items():
        if kind == sc.OUT:
            draw_cross(p, lay, f)
    if scene.line:
        draw_line_label(p, lay, scene.line, scene.line_label)
    if scene.typed:
        _draw_typed(p, lay, scene.typed)
    draw_panel(p, lay, scene)
    draw_banner(p, lay, scene.banner, scene.banner_kind)
    if scene.focus:
        p.setPen(QPen(QColor(255, 210, 74, 90), 2.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(lay.felt.adjusted(2, 2, -2, -2), lay.frame, lay.frame)


def _draw_last(p: QPainter, lay: BoardLayout, f: int, height: int) -> None:
    """Where the last stone went: a thin gold ring on its top face."""
    foot = lay.foot(f)
    top = QPointF(foot.x(), foot.y() - height * lay.thickness(height))
    p.setPen(QPen(mk.GOLD, max(1.2, lay.rx * 0.07)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(top, lay.rx * 1.06, lay.ry * 1.06)


def _draw_typed(p: QPainter, lay: BoardLayout, digit: str) -> None:
    """A first digit typed on the keyboard: its row lights faintly."""
    row = int(digit) - 1
    rect = QRectF(lay.grid.left(), lay.grid.top() + row * lay.cell, lay.grid.width(), lay.cell)
    p.setPen(QPen(QColor(255, 255, 255, 160), 2.0, Qt.PenStyle.DashLine))
    p.setBrush(QColor(255, 255, 255, 25))
    p.drawRoundedRect(rect, lay.cell * 0.08, lay.cell * 0.08)


# -- a picture without a window (`gamebox render`, the rules' diagrams, the library) ---------------
def render(state, width: int, height: int, lang: str = "en", names: list[str] | None = None,
           symbols: bool | None = None) -> QImage:
    """Draw `state` into a new `width` x `height` image; model texts (line names) in `lang`."""
    scene = scene_for_state(state, names, lang)
    scene.symbols = settings.colour_symbols() if symbols is None else symbols
    return picture(width, height, lambda p, w, h: paint_board(p, BoardLayout.compute(w, h), scene))
