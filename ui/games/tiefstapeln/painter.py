"""Drawing Tiefstapeln: the side view of two arms, the rod and its ball, the bridges as the model's
poses, and what the live board lays over them (the held block, the settle preview, the meters).
The same painter draws the live board and `render()`'s pictures, so pictures equal the board."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from gamebox.games.tiefstapeln.physics import Pose
from gamebox.games.tiefstapeln.state import BID, BUILD, ORDERING, SOLO, TEAM, TEST, Side

from ...board.marks import HINT_CYAN
from ...board.pieces import elide, fit_font
from ...board.render import picture
from .scene import Scene

WOOD = {SOLO: ("#d08a48", "#8a5424"), TEAM: ("#ead2a0", "#a8844c")}
GHOST_OK, GHOST_BAD, FALLS = QColor(255, 214, 90, 170), QColor(230, 60, 50, 170), QColor(230, 60, 50, 110)


@dataclass
class Overlay:
    """What the live board shows on top of the model's state (all optional)."""

    bridges: tuple | None = None            # (solo poses, team poses) to draw instead of the state's
    ghost: tuple | None = None              # (side, pose, legal)
    hint: tuple | None = None               # (side, pose): the coach's block (the page's Hint), in his colour
    preview: tuple | None = None            # (side, poses, collapsed): where the held block would settle
    highlight: tuple | None = None          # (side, index): the block under the pointer (final test)
    pending_bid: tuple | None = None        # (line, ball) the player is setting up
    hover_line: int | None = None           # a line under the pointer that would make a legal bet
    margins: dict = field(default_factory=dict)   # side -> blocks' weight the tip still carries
    caption: str = ""                       # e.g. "Replay, round 2 — slow motion"
    note: tuple | None = None               # (text, "good" | "near" | "bad") over the held block
    magnify: int | None = None              # the side whose block nears the ball: a magnifier beside it
    names: tuple[str, ...] = ()
    meters: bool = True                     # False for pictures: nobody measured the margins


def paint(p: QPainter, scene: Scene, state, overlay: Overlay | None = None) -> None:
    overlay = overlay or Overlay()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _backdrop(p, scene)
    ball, line = _ball_and_line(state, overlay)
    _board(p, scene, state, line, overlay.hover_line)
    bridges = overlay.bridges if overlay.bridges is not None else (state.sides[SOLO].bridge, state.sides[TEAM].bridge)
    for side in (SOLO, TEAM):
        hi = overlay.highlight[1] if overlay.highlight and overlay.highlight[0] == side else None
        for index, pose in enumerate(bridges[side]):
            _block(p, scene, side, pose, WOOD[side], lit=index == hi)
    if state.phase in (BUILD, TEST) or overlay.bridges is not None:
        _numbers(p, scene, state, bridges)
    if overlay.preview is not None:
        side, poses, collapsed = overlay.preview
        for pose in poses:
            _outline(p, scene, side, pose, FALLS if collapsed else QColor(120, 220, 140, 90))
    if overlay.hint is not None:
        _outline(p, scene, *overlay.hint, HINT_CYAN, fill=True)
    if overlay.ghost is not None:
        side, pose, legal = overlay.ghost
        _outline(p, scene, side, pose, GHOST_OK if legal else GHOST_BAD, fill=True)
        if overlay.note is not None and overlay.magnify is None:      # (in the lens when it shows)
            _ghost_note(p, scene, side, pose, *overlay.note)
    _rod_and_ball(p, scene, ball, overlay.pending_bid is not None and state.phase == BID)
    _labels(p, scene, state, overlay)
    if overlay.magnify is not None and overlay.ghost is not None:
        _magnifier(p, scene, ball, bridges[overlay.magnify], overlay)
    if overlay.caption:
        _caption(p, scene, overlay.caption)


def _ball_and_line(state, overlay: Overlay) -> tuple[float, int | None]:
    if overlay.pending_bid is not None:
        return overlay.pending_bid[1], overlay.pending_bid[0]
    bid = state.round.bid
    return (bid.ball, bid.line) if bid else (state.material.ball_top, None)


# -- the room and the board ----------------------------------------------------------------------
def _backdrop(p: QPainter, scene: Scene) -> None:
    sky = QLinearGradient(0, 0, 0, scene.height)
    sky.setColorAt(0.0, QColor("#20343a"))
    sky.setColorAt(0.75, QColor("#2c474c"))
    sky.setColorAt(1.0, QColor("#1b2b2f"))
    p.fillRect(QRectF(0, 0, scene.width, scene.height), sky)
    table_top = scene.ground + scene.m.hub_depth * scene.scale + 2 * scene.scale
    table = QLinearGradient(0, table_top, 0, scene.height)
    table.setColorAt(0.0, QColor("#5a3b22"))
    table.setColorAt(1.0, QColor("#3a2514"))
    p.fillRect(QRectF(0, table_top, scene.width, scene.height - table_top), table)
    if scene.bar.height() > 0:
        p.fillRect(scene.bar, QColor(15, 26, 28, 200))


def _board(p: QPainter, scene: Scene, state, line: int | None, hover: int | None = None) -> None:
    m, s = scene.m, scene.scale
    base = scene.ground + (m.hub_depth + 2) * s
    board = QLinearGradient(0, scene.ground, 0, base)
    board.setColorAt(0.0, QColor("#e2c089"))
    board.setColorAt(1.0, QColor("#b78f55"))
    p.setPen(QPen(QColor("#6e4f27"), 1.2))
    p.setBrush(QBrush(board))
    for side in (SOLO, TEAM):
        a, b = scene.point(side, m.hub_half_width, 0), scene.point(side, m.arm_length, 0)
        p.drawRect(QRectF(QPointF(min(a.x(), b.x()), a.y()), QPointF(max(a.x(), b.x()), base)))
    hub_l, hub_r = scene.point(SOLO, m.hub_half_width, -m.hub_depth), scene.point(TEAM, m.hub_half_width, -m.hub_depth)
    p.setBrush(QColor("#9c7443"))
    p.drawRect(QRectF(hub_l, QPointF(hub_r.x(), base)))
    # the grooves: the start lines, numbered; the bid line in gold
    font = QFont(p.font())
    font.setPixelSize(max(9, int(s * 1.3)))
    font.setBold(True)
    p.setFont(font)
    for side in (SOLO, TEAM):
        for n in range(1, m.lines + 1):
            pt = scene.line_point(side, n)
            chosen = n == line
            if n == hover and not chosen:        # a line the player may bet on: lit under the pointer
                p.fillRect(QRectF(pt.x() - 1.2 * s, pt.y() - 0.4 * s, 2.4 * s, 3.6 * s), QColor(255, 211, 77, 70))
            p.setPen(QPen(QColor("#ffd34d") if chosen else QColor("#6e4f27"), 3 if chosen else 1.6))
            p.drawLine(QPointF(pt.x(), pt.y()), QPointF(pt.x(), pt.y() + 1.2 * s))
            p.setPen(QColor("#ffd34d") if chosen else QColor("#5a3f1f"))
            p.drawText(QRectF(pt.x() - 2 * s, pt.y() + 1.2 * s, 4 * s, 2 * s),
                       int(Qt.AlignmentFlag.AlignCenter), str(n))


def _rod_and_ball(p: QPainter, scene: Scene, ball: float, handle: bool) -> None:
    m, s = scene.m, scene.scale
    top, bottom = scene.point(SOLO, 0, m.rod_height), scene.point(SOLO, 0, -m.hub_depth)
    rod = QLinearGradient(scene.cx - m.rod_radius * s, 0, scene.cx + m.rod_radius * s, 0)
    rod.setColorAt(0.0, QColor("#7d6547"))
    rod.setColorAt(0.5, QColor("#d6bb8c"))
    rod.setColorAt(1.0, QColor("#6b5338"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(rod))
    p.drawRect(QRectF(scene.cx - m.rod_radius * s, top.y(), 2 * m.rod_radius * s, bottom.y() - top.y()))
    c, r = scene.ball_point(SOLO, ball), m.ball_radius * s
    glow = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.4), r * 1.2)
    glow.setColorAt(0.0, QColor("#ff9a8a"))
    glow.setColorAt(0.45, QColor("#e0281e"))
    glow.setColorAt(1.0, QColor("#7a0d08"))
    p.setBrush(QBrush(glow))
    p.setPen(QPen(QColor("#4d0806"), 1))
    p.drawEllipse(c, r, r)
    if handle:      # the ball can be dragged while betting
        p.setPen(QPen(QColor("#ffd34d"), 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r + 4, r + 4)
    # its height, on a tag above it (bridges come at it from both sides)
    font = QFont(p.font())
    font.setPixelSize(12)
    font.setBold(True)
    p.setFont(font)
    tag = QRectF(c.x() - 26, c.y() - r - 24, 52, 17)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(60, 10, 8, 200))
    p.drawRoundedRect(tag, 6, 6)
    p.setPen(QColor("#ffe3dc"))
    p.drawText(tag, int(Qt.AlignmentFlag.AlignCenter), f"{ball:g} cm")


def _block(p: QPainter, scene: Scene, side: int, pose: Pose, colours, lit: bool = False) -> None:
    poly = scene.polygon(side, pose)
    rect = poly.boundingRect()
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    light, dark = QColor(colours[0]), QColor(colours[1])
    grad.setColorAt(0.0, light.lighter(112))
    grad.setColorAt(1.0, light.darker(112))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#ffd34d") if lit else dark, 3 if lit else 1.1))
    p.drawPolygon(poly)
    # the grain: a line along the block's length
    a, b, c, d = (poly.at(i) for i in range(4))
    p.setPen(QPen(QColor(dark.red(), dark.green(), dark.blue(), 90), 0.8))
    p.drawLine((a + d) / 2 * 0.7 + (b + c) / 2 * 0.3, (a + d) / 2 * 0.3 + (b + c) / 2 * 0.7)


def _outline(p: QPainter, scene: Scene, side: int, pose: Pose, colour: QColor, fill: bool = False) -> None:
    poly = scene.polygon(side, pose)
    p.setPen(QPen(colour.darker(150) if fill else colour, 2, Qt.PenStyle.SolidLine if fill else Qt.PenStyle.DashLine))
    p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 90) if fill else Qt.BrushStyle.NoBrush)
    p.drawPolygon(poly)


NOTE_COLOURS = {"good": QColor(20, 70, 35, 225), "near": QColor(110, 78, 10, 225), "bad": QColor(120, 20, 15, 225)}


def _ghost_note(p: QPainter, scene: Scene, side: int, pose: Pose, text: str, kind: str) -> None:
    """A word over the held block: "would touch the ball", "0.7 mm to the ball", "stands", "would fall"."""
    c = scene.polygon(side, pose).boundingRect()
    font = QFont(p.font())
    font.setPixelSize(12)
    font.setBold(True)
    p.setFont(font)
    width = p.fontMetrics().horizontalAdvance(text) + 16
    box = QRectF(c.center().x() - width / 2, c.top() - 22, width, 18)
    box.moveLeft(max(2.0, min(scene.width - width - 2, box.left())))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(NOTE_COLOURS.get(kind, NOTE_COLOURS["good"]))
    p.drawRoundedRect(box, 6, 6)
    p.setPen(QColor("#ffffff"))
    p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)


def magnification(scene: Scene) -> float:
    """The lens's zoom: a millimetre at least 5 px wide (at 1024x768 the board draws about half a pixel a mm)."""
    return max(6.0, min(16.0, 50.0 / scene.scale))


def _magnifier(p: QPainter, scene: Scene, ball: float, bridge, overlay: Overlay) -> None:
    """A round lens beside the ball, on the other arm's side: the gap between the held block and the ball
    magnified, drawn with hairlines so that half a millimetre stays visible, and the ghost's note in it."""
    side, pose, legal = overlay.ghost
    m = scene.m
    zoom = magnification(scene)
    focus = scene.point(side, m.ball_radius + 0.15, ball)          # just off the ball, where the block comes
    centre = scene.ball_point(side, ball)
    size = max(80.0, min(200.0, scene.width * 0.28, (scene.ground - scene.meters[0].bottom()) * 0.6))
    offset = (size / 2 + m.ball_radius * scene.scale + 16) * (1 if side == SOLO else -1)
    lens = QRectF(centre.x() + offset - size / 2, centre.y() - size / 2, size, size)
    lens.moveTop(max(scene.meters[0].bottom() + 40, min(scene.ground - size - 4, lens.top())))
    p.save()
    clip = QPainterPath()
    clip.addEllipse(lens)
    p.setClipPath(clip)
    p.fillRect(lens, QColor("#20343a"))
    p.save()
    p.translate(lens.center())
    p.scale(zoom, zoom)
    p.translate(-focus)
    p.setPen(QPen(QColor("#1a1108"), 0))          # width 0: one pixel whatever the zoom
    p.setBrush(QColor(WOOD[side][0]))
    for block in bridge:
        p.drawPolygon(scene.polygon(side, block))
    colour = GHOST_OK if legal else GHOST_BAD
    p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 170))
    p.setPen(QPen(colour.darker(160), 0))
    p.drawPolygon(scene.polygon(side, pose))
    r = m.ball_radius * scene.scale
    p.setPen(QPen(QColor("#4d0806"), 0))
    p.setBrush(QColor("#e0281e"))
    p.drawEllipse(centre, r, r)
    p.restore()
    font = QFont(p.font())
    font.setPixelSize(11)
    font.setBold(True)
    p.setFont(font)
    if overlay.note is not None:
        text, kind = overlay.note
        width = min(lens.width() - 24, p.fontMetrics().horizontalAdvance(text) + 12)
        box = QRectF(lens.center().x() - width / 2, lens.bottom() - 40, width, 17)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(NOTE_COLOURS.get(kind, NOTE_COLOURS["good"]))
        p.drawRoundedRect(box, 5, 5)
        p.setPen(QColor("#ffffff"))
        p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), elide(p, text, box.width()))
    p.setPen(QColor("#ffd34d"))
    p.drawText(QRectF(lens.left(), lens.top() + 8, lens.width(), 14), int(Qt.AlignmentFlag.AlignCenter),
               f"×{zoom:.0f}")
    p.restore()
    p.setPen(QPen(QColor("#ffd34d"), 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(lens)


def _numbers(p: QPainter, scene: Scene, state, bridges) -> None:
    """Each solo block's number in the final test (the team names blocks by it)."""
    if state.phase != TEST:
        return
    font = QFont(p.font())
    font.setPixelSize(max(9, int(scene.scale * 1.0)))
    p.setFont(font)
    p.setPen(QColor("#2b1d0e"))
    for index, pose in enumerate(bridges[SOLO]):
        c = scene.point(SOLO, pose.x, pose.y)
        p.drawText(QRectF(c.x() - 20, c.y() - 10, 40, 20), int(Qt.AlignmentFlag.AlignCenter), str(index + 1))


def _labels(p: QPainter, scene: Scene, state, overlay: Overlay) -> None:
    """Who builds where, the supplies and the stability meters."""
    names = overlay.names or tuple(f"P{i + 1}" for i in range(state.num_players))
    font = QFont(p.font())
    font.setPixelSize(13)
    p.setFont(font)
    if state.phase in (BUILD, TEST, ORDERING) or overlay.bridges is not None:
        solo = names[state.round.solo]
        team = ", ".join(names[i] for i in state.team)
        for side, who in ((SOLO, solo), (TEAM, team)):
            rect = scene.meters[side]
            # A team of seven names is wider than its meter: the label takes its half of the table
            # and wraps to a second line rather than cut names off.
            half = max(rect.width(), scene.width / 2 - 2 * rect.left() if side == SOLO else rect.right() - scene.width / 2 - 8)
            box = QRectF(rect.left() if side == SOLO else rect.right() - half, rect.bottom() + 4, half, 36)
            p.setPen(QColor("#f3e6c8"))
            align = Qt.AlignmentFlag.AlignLeft if side == SOLO else Qt.AlignmentFlag.AlignRight
            label = QCoreApplication.translate("Tiefstapeln", "Solo: {name}").format(name=who) if side == SOLO else QCoreApplication.translate("Tiefstapeln", "Team: {names}").format(names=who)
            p.drawText(box, int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap), label)
            if overlay.meters and state.phase != ORDERING:
                _meter(p, rect, overlay.margins.get(side), side)
            _tray(p, scene, state, side)
    elif state.phase == BID and state.round.bid is not None:
        bid = state.round.bid
        pt = scene.line_point(SOLO, bid.line)
        p.setPen(QColor("#ffd34d"))
        p.drawText(QRectF(pt.x() - 90, pt.y() - 52, 180, 18), int(Qt.AlignmentFlag.AlignCenter),
                   QCoreApplication.translate("Tiefstapeln", "{name}'s bet").format(name=names[state.round.bidder]))
        _block(p, scene, SOLO, Pose(bid_line_x(scene, bid.line), scene.m.block_thickness / 2, 0.0), WOOD[SOLO])


def bid_line_x(scene: Scene, line: int) -> float:
    return scene.m.line_distance(line) + scene.m.block_length / 2


def _meter(p: QPainter, rect: QRectF, margin: float | None, side: int) -> None:
    p.setPen(QPen(QColor("#0e1a1c"), 1))
    p.setBrush(QColor(10, 20, 22, 200))
    p.drawRoundedRect(rect, 6, 6)
    inner = rect.adjusted(3, 3, -3, -3)
    if margin is not None:
        f = max(0.0, min(1.0, margin / 2.0))
        colour = QColor("#d8413a") if margin < 0.3 else QColor("#e9b233") if margin < 1.0 else QColor("#4fbf6a")
        bar = QRectF(inner.left(), inner.top(), inner.width() * f, inner.height())
        if side == TEAM:
            bar.moveRight(inner.right())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(bar, 4, 4)
        text = QCoreApplication.translate("Tiefstapeln", "Stability: {n}").format(
            n=f"{margin:.1f}" if margin < 2 else "2+")
    else:
        text = QCoreApplication.translate("Tiefstapeln", "Stability: …")
    font = QFont(p.font())
    font.setPixelSize(11)
    p.setFont(font)
    p.setPen(QColor("#fff6e0"))
    p.drawText(inner, int(Qt.AlignmentFlag.AlignCenter),
               p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(inner.width())))


def _tray(p: QPainter, scene: Scene, state, side: int) -> None:
    rect = scene.trays[side]
    if rect.height() <= 0:
        return
    if state.phase == ORDERING:          # the order so far: his blocks, and the team's one more
        s = Side(supply=state.round.ordered + (1 if side == TEAM else 0))
    else:
        s = state.sides[side]
    active = state.phase == BUILD and state.side_of(state.to_move) == side and s.left > 0
    p.setPen(QPen(QColor("#ffd34d") if active else QColor("#3b5357"), 2 if active else 1))
    p.setBrush(QColor(30, 44, 46, 220))
    p.drawRoundedRect(rect, 8, 8)
    # a little pile: one drawn block per five, at most eight
    count = max(0, s.left) if s.supply else 0
    pile = min(8, math.ceil(count / 5)) if count else 0
    bw, bh = min(54.0, rect.width() * 0.28), 7.0
    pile = min(pile, int((rect.height() - 14) / bh))
    for i in range(pile):
        r = QRectF(rect.left() + 10 + (i % 2) * 6, rect.bottom() - 10 - (i + 1) * bh, bw, bh - 1)
        p.setBrush(QColor(WOOD[side][0]))
        p.setPen(QPen(QColor(WOOD[side][1]), 1))
        p.drawRect(r)
    p.setPen(QColor("#f3e6c8"))
    text = QCoreApplication.translate("Tiefstapeln", "{left}/{supply} left").format(left=count, supply=s.supply) if s.supply else ""
    collapses = QCoreApplication.translate("Tiefstapeln", "collapses: {n}").format(n=s.collapses) if s.collapses else ""
    if s.finished:
        text = QCoreApplication.translate("Tiefstapeln", "touches with {n}").format(n=s.count) \
            if s.count is not None else QCoreApplication.translate("Tiefstapeln", "failed")
    # The count above, the collapses below: one line of both did not fit a narrow supply ("20/20 left · collapse…").
    room = rect.adjusted(bw + 24, 4, -6, -4)
    lines = [(t, bold) for t, bold in ((text, True), (collapses, False)) if t]
    for i, (line, bold) in enumerate(lines):
        fit_font(p, line, 13, room.width(), bold=bold)
        box = QRectF(room.left(), room.top() + i * room.height() / len(lines), room.width(), room.height() / len(lines))
        p.drawText(box, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), elide(p, line, room.width()))


def tray_block_point(scene: Scene, side: int) -> QPointF:
    """Where a player grabs a block from the supply."""
    rect = scene.trays[side]
    return QPointF(rect.left() + 10 + min(54.0, rect.width() * 0.28) / 2, rect.bottom() - 14)


def _caption(p: QPainter, scene: Scene, text: str) -> None:
    font = QFont(p.font())
    font.setPixelSize(16)
    font.setBold(True)
    p.setFont(font)
    rect = QRectF(scene.width * 0.3, scene.meters[0].top(), scene.width * 0.4, 26)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 150))
    p.drawRoundedRect(rect, 8, 8)
    p.setPen(QColor("#ffd34d"))
    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


def reach(state) -> float | None:
    """How far out the picture must show: the bid line, two blocks behind it, and every block laid."""
    bid = state.round.bid
    if bid is None or state.phase == BID:
        return None
    m = state.material
    far = m.line_distance(bid.line) + 2 * m.block_length + 3
    for side in (SOLO, TEAM):
        for pose in state.sides[side].bridge:
            far = max(far, abs(pose.x) + m.block_length / 2 + 2)
    return max(far, 30.0)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of `state` without a window (`gamebox render`, the rules panel, the library)."""
    scene = Scene.compute(width, height, state.material, reach(state))
    return picture(width, height, lambda p, w, h: paint(p, scene, state, Overlay(meters=False)))
