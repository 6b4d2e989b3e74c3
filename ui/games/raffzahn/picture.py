"""Raffzahn without a window (the CLI's render, the rules panel's pictures, the library): the three sides
as their players see them, with the dice each has grabbed and the turquoise die."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from gamebox.games.raffzahn.state import RaffzahnState

from ...realtime.fly import FILL
from ...realtime.seats import seat_colour
from ...widgets.dice import paint_die
from .side_view import SideView, not_free

WORDS = {"en": ("Side", "dice", "rolled"), "de": ("Seite", "Würfel", "gewürfelt")}


def _side_image(state: RaffzahnState, side: int, width: int, height: int) -> QImage:
    if QApplication.instance() is None:
        from ...headless import ensure_gl_app
        ensure_gl_app()
    from ...pyramid.offscreen import gl_problem

    problem = gl_problem()
    if problem:
        raise RuntimeError(f"OpenGL is not available: {problem}")
    view = SideView(side)
    try:
        view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        view.animations_enabled = False
        view.set_hover_enabled(False)
        view.item.gradient = True
        view.resize(width, height)
        view.show()
        view.set_pyramid(state.pyramid, animate=False)
        view.set_dimmed(not_free(state))
        view.set_view()
        image = view.grabFramebuffer()
        if image.isNull() or not view.isValid():
            raise RuntimeError("OpenGL is not available: the GL widget could not render")
        return image.convertToFormat(QImage.Format.Format_RGB32)
    finally:
        view.close()
        view.deleteLater()


def render(state: RaffzahnState, width: int, height: int, lang: str = "en") -> QImage:
    side_word, dice_word, rolled_word = WORDS.get(lang, WORDS["en"])
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#1b1d22"))
    cell_w, cell_h = width // 2, height // 2
    label_h = max(14, cell_h // 9)
    sides = [_side_image(state, side, max(16, cell_w - 6), max(16, cell_h - label_h - 6)) for side in range(3)]
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(max(9, label_h - 4))
    font.setBold(True)
    painter.setFont(font)
    for side, (col, row) in zip(range(3), ((0, 0), (1, 0), (0, 1))):
        x, y = col * cell_w + 3, row * cell_h + 3
        painter.setPen(QColor(seat_colour(side)))
        painter.drawText(QRectF(x + 4, y, cell_w - 10, label_h), Qt.AlignmentFlag.AlignVCenter,
                         f"● {side_word} {side + 1}: {len(state.trays[side])} {dice_word}")
        painter.drawImage(x, y + label_h, sides[side])
    x, y = cell_w + 3, cell_h + 3
    if state.roll:
        size = min(cell_w, cell_h) * 0.42
        paint_die(painter, QRectF(x + 10, y + 10, size, size), state.roll, body=QColor("#36c2bd"),
                  pip=QColor("#0e2625"))
        painter.setPen(QColor("#e9e4da"))
        painter.drawText(QRectF(x + 20 + size, y + 10, cell_w - size - 30, size), Qt.AlignmentFlag.AlignVCenter,
                         f"{rolled_word}: {state.roll}")
    small = max(4, min(cell_w // 40, 9))
    for side in range(3):
        yy = y + cell_h * 0.55 + side * (small + 6)
        for i, colour in enumerate(state.trays[side][:(cell_w - 30) // (small + 2)]):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(FILL[colour]))
            painter.drawRect(QRectF(x + 14 + i * (small + 2), yy, small, small))
    painter.end()
    return image
