"""The still parts of the Ponga picture, drawn once per size and cached: the wooden rim, the
baize, and the board with its 36 fields, their dice, the numbers and the diagonals' marks.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from gamebox.games.ponga.board import SIZE, row_col

from ...board.pieces import font
from ...board.table import cached_image, felt, paint_board_frame, paint_mat, wood
from ...widgets.dice import paint_face
from . import colors as C
from .layout import BoardLayout

DOUBLES_FIELDS = {r * SIZE + r for r in range(SIZE)}
DIAGONAL_FIELDS = {r * SIZE + (SIZE - 1 - r) for r in range(SIZE)}


def _draw_table(p: QPainter, lay: BoardLayout) -> None:
    felt_centre = lay.felt.center()
    paint_mat(p, lay.width, lay.height, lay.felt, lay.frame * 1.1, felt(36, C.FELT.name()),
              wood(9, C.WOOD_DARK.name(), C.WOOD_LIGHT.name()),
              light=QPointF(felt_centre.x() * 0.8, lay.felt.top() + lay.felt.height() * 0.4), glow=24, dark=90)


def _draw_board(p: QPainter, lay: BoardLayout) -> None:
    board = lay.board
    paint_board_frame(p, board, C.BOARD_FRAME)
    p.setPen(QPen(QColor(20, 10, 2, 170), 1.2))
    r = board.width() * 0.025      # the frame's corner (paint_board_frame)
    p.drawRoundedRect(board, r, r)
    # the sunken field area
    well = lay.grid.adjusted(-lay.gap, -lay.gap, lay.gap, lay.gap)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(30, 16, 6, 200))
    p.drawRoundedRect(well, lay.gap * 1.5, lay.gap * 1.5)
    for f in range(SIZE * SIZE):
        _draw_field(p, lay, f)
    _draw_numbers(p, lay)


def _draw_field(p: QPainter, lay: BoardLayout, f: int) -> None:
    rect = lay.field_rect(f)
    row, col = row_col(f)
    radius = rect.width() * 0.06
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.fillPath(path, QBrush(wood(23, C.FIELD_DARK.name(), C.FIELD.name(), 7, vertical=(row + col) % 2 == 1)))
    tint = C.DOUBLES if f in DOUBLES_FIELDS else C.DIAGONAL if f in DIAGONAL_FIELDS else None
    if tint is not None:
        c = QColor(tint)
        c.setAlpha(150 if f in DOUBLES_FIELDS else 110)
        p.fillPath(path, c)
    if f in DOUBLES_FIELDS:   # a brass band along the diagonal: the ×3 line reads at a glance
        p.save()
        p.setClipPath(path)
        pen = QPen(QColor(176, 120, 30, 120), rect.width() * 0.16)
        p.setPen(pen)
        p.drawLine(rect.topLeft(), rect.bottomRight())
        p.restore()
    elif f in DIAGONAL_FIELDS:
        p.save()
        p.setClipPath(path)
        p.setPen(QPen(QColor(120, 100, 80, 70), rect.width() * 0.10))
        p.drawLine(rect.topRight(), rect.bottomLeft())
        p.restore()
    shade = QLinearGradient(rect.topLeft(), rect.bottomRight())
    shade.setColorAt(0.0, QColor(255, 250, 235, 55))
    shade.setColorAt(0.6, QColor(0, 0, 0, 0))
    shade.setColorAt(1.0, QColor(60, 30, 5, 60))
    p.fillPath(path, shade)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(255, 245, 220, 110), 1.0))
    p.drawRoundedRect(rect.adjusted(0.8, 0.8, -0.8, -0.8), radius, radius)
    p.setPen(QPen(QColor(60, 30, 8, 140), 1.0))
    p.drawRoundedRect(rect, radius, radius)
    # The field's two dice, row die first: 2 and 5 on field 25.
    for die, value in zip(lay.die_rects(f), (row, col)):
        if die.width() >= 6:
            paint_face(p, die, value)
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#fbf6ea"))
            p.drawRect(die)


def _draw_numbers(p: QPainter, lay: BoardLayout) -> None:
    """Row numbers down the left, column numbers along the top, the diagonals' multipliers in the corners."""
    margin = lay.grid.left() - lay.board.left()
    px = margin * 0.52
    if px < 6:
        return
    p.setFont(font(px, bold=True, serif=True))
    for i in range(SIZE):
        c = lay.grid.top() + (i + 0.5) * lay.cell
        x = lay.grid.left() + (i + 0.5) * lay.cell
        for rect in (QRectF(lay.board.left(), c - margin / 2, margin, margin),
                     QRectF(x - margin / 2, lay.board.top(), margin, margin)):
            p.setPen(QColor(0, 0, 0, 130))
            p.drawText(rect.translated(0.8, 1.0), Qt.AlignmentFlag.AlignCenter, str(i + 1))
            p.setPen(QColor("#f3dfb8"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))


def multiplier_rects(lay: BoardLayout) -> tuple[QRectF, QRectF]:
    """The corners where the diagonals start: ×3 at the top left (11), ×2 at the top right (16)."""
    m = lay.grid.left() - lay.board.left()
    top_left = QRectF(lay.board.left(), lay.board.top(), m, m)
    right = lay.board.right() - lay.grid.right()
    top_right = QRectF(lay.grid.right() - m * 0.2, lay.board.top(), right + m * 0.2, m)
    return top_left, top_right


def _draw_multipliers(p: QPainter, lay: BoardLayout) -> None:
    m = lay.grid.left() - lay.board.left()
    if m < 10:
        return
    for rect, text, colour in zip(multiplier_rects(lay), ("×3", "×2"), (C.DOUBLES.lighter(115), QColor("#e8dcc6"))):
        c = rect.center()
        rr = min(rect.width(), rect.height()) * 0.42
        p.setPen(QPen(QColor(40, 20, 5, 180), 1.0))
        p.setBrush(QColor(40, 20, 5, 120))
        p.drawEllipse(c, rr, rr)
        p.setFont(font(rr * 0.95, bold=True))
        p.setPen(colour)
        p.drawText(QRectF(c.x() - rr, c.y() - rr, 2 * rr, 2 * rr), Qt.AlignmentFlag.AlignCenter, text)


def static_image(lay: BoardLayout, dpr: float = 1.0) -> QImage:
    """Rim, baize and board for this size, in device pixels (the same every frame, so cached)."""
    def draw(p: QPainter) -> None:
        _draw_table(p, lay)
        _draw_board(p, lay)
        _draw_multipliers(p, lay)
    return cached_image(("ponga",), lay.width, lay.height, dpr, draw)
