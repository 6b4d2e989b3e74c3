"""Painting Hoch und höher: one frame of the board from a `Scene`.

One module for the live board and for window-less pictures: `paint_board(p,
layout, scene)` draws a whole frame with any QPainter (a widget or a QImage).
Only QtGui is used, so it works with a bare QGuiApplication (offscreen).
The table is in `table.py`, discs and pawns in `pieces.py`, colours in `colors.py`.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen

from gamebox.registry import get as get_game

from ...board import marks as mk
from ...board.marks import BAD_RED, GOLD, HINT_CYAN, OK_GREEN
from ...board.pieces import draw_glow, draw_sprite, elide, fit_font, font, rounded
from ...board.render import picture
from ...widgets.dice import paint_die
from . import scene as sc
from .colors import (
    INK,
    PAWN_COLORS,
    PLAQUE,
)
from .layout import PER_ROW, TILT, BoardLayout
from .pieces import (
    draw_pawn,
    draw_shadow,
    draw_tower,
    pawn_center,
    pawn_outline,
    stack_outline,
)
from .table import table_image

# Re-exported for the board and the tests.
__all__ = ["paint_board", "pawn_center", "pawn_outline", "scene_for_state", "tower_path"]


# -- highlights -----------------------------------------------------------------------------
def draw_base_ring(p: QPainter, foot: QPointF, rx: float, color: QColor, width: float = 2.5) -> None:
    p.setBrush(Qt.NoBrush)
    p.setPen(QPen(color, width))
    p.drawEllipse(foot, rx * 1.16, rx * TILT * 1.2)


def draw_hint_arrow(p: QPainter, start: QPointF, end: QPointF, size: float) -> None:
    """The coach's move: a bowed arrow from the piece to its target, dark-edged to read on felt."""
    p.save()
    mid = (start + end) / 2
    span = end - start
    length = max(1.0, math.hypot(span.x(), span.y()))
    bow = min(0.35 * length, 3.0 * size)
    control = QPointF(mid.x(), mid.y() - bow)   # arc upwards, over the towers in between
    head = max(9.0, 0.55 * size)
    angle = math.atan2(end.y() - control.y(), end.x() - control.x())
    tip_base = end - QPointF(math.cos(angle), math.sin(angle)) * head * 0.8
    path = QPainterPath(start)
    path.quadTo(control, tip_base)
    head_path = QPainterPath(end)
    for side in (-1, 1):
        a = angle + side * 2.65
        head_path.lineTo(end + QPointF(math.cos(a), math.sin(a)) * head)
    head_path.closeSubpath()
    width = max(3.0, 0.16 * size)
    p.setBrush(Qt.NoBrush)
    p.setPen(QPen(QColor(0, 0, 0, 150), width + 3, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.drawPath(path)
    p.setPen(QPen(HINT_CYAN, width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.drawPath(path)
    p.setPen(QPen(QColor(0, 0, 0, 150), 1.5))
    p.setBrush(HINT_CYAN)
    p.drawPath(head_path)
    p.setBrush(QColor(0, 0, 0, 120))
    p.setPen(QPen(HINT_CYAN, 2.0))
    p.drawEllipse(start, width * 0.9, width * 0.9)
    p.restore()


# -- labels ---------------------------------------------------------------------------------
def draw_plaque(p: QPainter, rect: QRectF, letter: str, height: int, mark: str | None) -> None:
    """A small cream label: the place's letter and the height of the tower on it."""
    empty = height <= 0
    radius = rect.height() / 2
    fill = QColor(PLAQUE)
    fill.setAlpha(120 if empty else 235)
    border = QColor(0, 0, 0, 90)
    if mark in (mk.SELECTED, mk.HOVER):
        border = GOLD
    elif mark == mk.TARGET_OK:
        border = OK_GREEN
    elif mark == mk.TARGET_BAD:
        border = BAD_RED
    elif mark == mk.LEGAL:
        border = mk.COLOURS[mk.LEGAL]
    p.setPen(QPen(border, 2.0 if mark and mark != mk.MOVABLE else 1.0))
    p.setBrush(fill)
    p.drawRoundedRect(rect, radius, radius)
    if empty:
        p.setFont(font(rect.height() * 0.62, italic=True))
        p.setPen(QColor(INK.red(), INK.green(), INK.blue(), 150))
        p.drawText(rect, Qt.AlignCenter, letter)
        return
    split = rect.left() + rect.width() * 0.4
    left = QRectF(rect.left() + rect.height() * 0.2, rect.top(), split - rect.left() - rect.height() * 0.2,
                  rect.height())
    right = QRectF(split, rect.top(), rect.right() - split - rect.height() * 0.2, rect.height())
    p.setFont(font(rect.height() * 0.62, italic=True))
    p.setPen(QColor(110, 80, 55))
    p.drawText(left, Qt.AlignCenter, letter)
    p.setPen(QPen(QColor(0, 0, 0, 60), 1.0))
    inset = rect.height() * 0.22
    p.drawLine(QPointF(split, rect.top() + inset), QPointF(split, rect.bottom() - inset))
    p.setFont(font(rect.height() * 0.72, bold=True))
    p.setPen(INK)
    p.drawText(right, Qt.AlignCenter, str(height))


def draw_tray(p: QPainter, layout: BoardLayout, player: int, text: sc.TrayText | None, active: bool) -> None:
    """A player's supply tray with name, team and points; the active player's glows."""
    rect = layout.tray_rect(player)
    radius = min(14.0, rect.width() * 0.1)
    p.setPen(QPen(QColor(0, 0, 0, 110), 1.2))
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0.0, QColor(20, 28, 32, 150))
    g.setColorAt(1.0, QColor(10, 14, 16, 190))
    p.setBrush(g)
    p.drawRoundedRect(rect, radius, radius)
    p.setPen(QPen(QColor(255, 255, 255, 28), 1.0))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius - 1, radius - 1)
    if active:
        draw_glow(p, rounded(rect, radius), GOLD, strong=False)
    if text is None:
        return
    label = layout.tray_label_rect(player)
    title_h = label.height() * (0.46 if text.subtitle else 0.9)
    p.setPen(QColor(250, 244, 230))
    fit_font(p, text.title, min(title_h * 0.8, 17), label.width(), bold=True)
    p.drawText(QRectF(label.left(), label.top(), label.width(), title_h),
               Qt.AlignHCenter | Qt.AlignVCenter | Qt.TextSingleLine, elide(p, text.title, label.width()))
    if text.subtitle:
        p.setPen(QColor(205, 214, 219, 220))
        p.setFont(font(min(label.height() * 0.3, 13)))
        p.drawText(QRectF(label.left(), label.top() + title_h, label.width(), label.height() - title_h),
                   Qt.AlignHCenter | Qt.AlignTop | Qt.TextWordWrap, text.subtitle)
    if text.score:
        foot = layout.tray_footer_rect(player)
        p.setPen(QColor(255, 226, 140))
        fit_font(p, text.score, min(foot.height() * 0.7, 15), foot.width(), bold=True)
        p.drawText(foot, Qt.AlignCenter | Qt.TextSingleLine, text.score)


# -- the whole board ------------------------------------------------------------------------
def tower_path(layout: BoardLayout, tower: int, height: int, pawn: int, lift: float = 0.0) -> QPainterPath:
    """Silhouette of the tower on its place, with its pawn, for glows and hit tests."""
    s = layout.scale(tower)
    pawn_size = (layout.pawn_height(s), layout.pawn_width(s)) if pawn >= 0 else None
    return stack_outline(layout.base(tower) - QPointF(0, lift), layout.disc_radius(tower),
                         layout.disc_thickness(tower), height, pawn_size)


def _tower_glow(p: QPainter, layout: BoardLayout, scene: sc.Scene, t: int, color: QColor, strong: bool) -> None:
    """The halo around a highlighted tower (a sprite: a drag lights up many towers every frame)."""
    height, pawn, lift = scene.heights[t], scene.pawn_on[t], scene.lifted.get(t, 0.0)
    if not scene.cache_sprites or lift:
        draw_glow(p, tower_path(layout, t, height, pawn, lift), color, strong)
        return
    s = layout.scale(t)
    rx, th = layout.disc_radius(t), layout.disc_thickness(t)
    pawn_size = (layout.pawn_height(s), layout.pawn_width(s)) if pawn >= 0 else None
    margin = 12.0
    top_extra = pawn_size[0] if pawn_size else 0.0
    origin = QPointF(math.ceil(margin + rx), math.ceil(margin + top_extra + height * th + rx * TILT))

    def paint(q: QPainter, at: QPointF) -> None:
        draw_glow(q, stack_outline(at, rx, th, height, pawn_size), color, strong)

    key = ("glow", round(rx, 2), round(th, 3), height, pawn_size is not None, color.rgba(), strong)
    draw_sprite(p, key, layout.base(t), 2 * (rx + margin), origin.y() + rx * TILT + margin, origin, paint)


def paint_board(p: QPainter, layout: BoardLayout, scene: sc.Scene) -> None:
    """One whole frame: table, trays, towers back row first, labels, die, moving pieces."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.SmoothPixmapTransform)
    dpr = p.device().devicePixelRatioF() if p.device() else 1.0
    p.drawImage(QPointF(0, 0), table_image(layout, dpr))
    _paint_trays(p, layout, scene)
    for row in (0, 1):
        for t in range(row * PER_ROW, (row + 1) * PER_ROW):
            _paint_tower_on_place(p, layout, scene, t)
    for t in range(len(scene.heights)):
        draw_plaque(p, layout.plaque_rect(t), chr(ord("a") + t), scene.heights[t], scene.tower_marks.get(t))
    if scene.hint_arrow is not None:
        draw_hint_arrow(p, *scene.hint_arrow, layout.radius)
    if scene.die_value is not None or scene.die_blank:
        paint_die(p, layout.die_rect(), scene.die_value)
    for f in scene.floating:
        _paint_floating(p, layout, f)
    if scene.focus:
        pen = QPen(QColor(255, 230, 160, 110), 2.0, Qt.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.NoBrush)
        r = layout.felt.adjusted(3, 3, -3, -3)
        p.drawRoundedRect(r, layout.frame, layout.frame)
    p.restore()


def _paint_trays(p: QPainter, layout: BoardLayout, scene: sc.Scene) -> None:
    trays = 1 if scene.solo else 2
    for player in range(trays):
        text = scene.trays[player] if player < len(scene.trays) else None
        draw_tray(p, layout, player, text, scene.active_player == player)
    h, w = layout.pawn_height(), layout.pawn_width()
    for pawn in range(4):
        foot = layout.supply_foot(pawn)
        if scene.pawn_tower[pawn] >= 0 or pawn in scene.hidden_pawns:
            # An empty slot: a faint ring where the pawn stood.
            p.setPen(QPen(QColor(255, 255, 255, 40), 1.2, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(foot, w * 0.55, w * 0.55 * TILT)
            continue
        mark = scene.pawn_marks.get(pawn)
        if mark == mk.MOVABLE:
            draw_base_ring(p, foot, w * 0.5, mk.COLOURS[mark], 2.0)
        elif mark:
            draw_base_ring(p, foot, w * 0.5, mk.COLOURS[mark], 2.5)
            draw_glow(p, pawn_outline(foot, h, w), mk.COLOURS[mark], strong=True)
        draw_shadow(p, foot, w * 0.55)
        draw_pawn(p, foot, h, w, PAWN_COLORS[pawn])


def _paint_tower_on_place(p: QPainter, layout: BoardLayout, scene: sc.Scene, t: int) -> None:
    height = scene.heights[t]
    if height <= 0 or t in scene.hidden_towers:
        return
    pawn = scene.pawn_on[t]
    lift = scene.lifted.get(t, 0.0)
    mark = scene.tower_marks.get(t)
    foot = layout.base(t)
    rx = layout.disc_radius(t)
    if mark:
        color = mk.COLOURS[mark]
        if mark == mk.MOVABLE:
            draw_base_ring(p, foot, rx, color, 2.0)
        else:
            draw_base_ring(p, foot, rx, color, 3.0)
            _tower_glow(p, layout, scene, t, color, strong=mark != mk.LEGAL)
    draw_tower(p, layout, foot, layout.scale(t), height, pawn, seed=t, lift=lift, cache=scene.cache_sprites)
    if mark in (mk.TARGET_OK, mk.TARGET_BAD):
        c = QColor(mk.COLOURS[mark])
        p.setPen(QPen(c, 2.5))
        p.setBrush(Qt.NoBrush)
        p.drawPath(tower_path(layout, t, height, pawn, lift))
        # A wash and a ring on the top face say yes or no at a glance.
        top = layout.top(t, height) - QPointF(0, lift)
        wash = QColor(c)
        wash.setAlpha(70)
        p.setPen(QPen(c.lighter(130), 2.0))
        p.setBrush(wash)
        p.drawEllipse(top, rx * 0.7, rx * TILT * 0.7)


def _paint_floating(p: QPainter, layout: BoardLayout, f: sc.Floating) -> None:
    if f.discs > 0:
        draw_tower(p, layout, f.foot, f.scale, f.discs, f.pawn, seed=f.discs, lift=f.lift)
        return
    h, w = layout.pawn_height(f.scale), layout.pawn_width(f.scale)
    draw_shadow(p, f.foot, w * 0.55, f.lift)
    draw_pawn(p, f.foot - QPointF(0, f.lift), h, w, PAWN_COLORS[f.pawn])


def tray_texts_for(state, names: list[str] | None, seat_names: list[str]) -> list[sc.TrayText]:
    """Tray labels: the player's name (or the team), the team below, and the points."""
    def score(n: int) -> str:
        if n == 1:
            return QCoreApplication.translate("HochBoard", "1 point")
        return QCoreApplication.translate("HochBoard", "{n} points").format(n=n)

    totals = [int(s) for s in state.scores()]   # the model adds a team's pawns, after the hierarchy rule
    if state.rules.solo:
        title = names[0] if names else QCoreApplication.translate("HochBoard", "Your pawns")
        return [sc.TrayText(title, "", score(totals[0]))]
    trays = []
    for player in range(2):
        team = seat_names[player] if player < len(seat_names) else ""
        short = team.partition(" (")[0]   # the pawns in the tray show the colours
        trays.append(sc.TrayText(names[player] if names else short, short if names else "", score(totals[player])))
    return trays


def scene_for_state(state, names: list[str] | None = None, seat_names: list[str] | None = None) -> sc.Scene:
    """The plain picture of a state: towers, pawns, trays; the die if it was rolled."""
    seat_names = seat_names or []
    active = None
    if not state.is_terminal() and state.acting_player() >= 0:
        active = 0 if state.rules.solo else state.acting_player()
    return sc.Scene(
        heights=list(state.heights), pawn_on=list(state.pawn_on), pawn_tower=list(state.pawn_tower),
        solo=state.rules.solo, active_player=active,
        trays=tray_texts_for(state, names, seat_names),
    )


# -- a picture without a window (`gamebox render`, the rules' diagrams, the library) ---------------
def render(state, width: int, height: int, lang: str = "en", names: list[str] | None = None) -> QImage:
    """Draw `state` into a new image. The die shows the current roll, or the roll that ended the game;
    model texts (team names) are in `lang`; `names` are the players' names, if known."""
    scene = scene_for_state(state, names, [t.get(lang) for t in get_game("hoch").info.seat_names])
    scene.die_value = state.roll if state.roll is not None else state.last_roll
    scene.die_blank = scene.die_value is None
    return picture(width, height, lambda p, w, h: paint_board(
        p, BoardLayout.compute(w, h, state.rules.solo, state.heights, state.pawn_on), scene))
