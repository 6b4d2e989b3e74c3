"""Bunte Kuh without a window: the pyramid from above as the players see it, the three pearl dice with
their sum, and every player's supply."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter

from gamebox.games.buntekuh.state import PLACE, SEARCH, BunteKuhState

from ...pyramid.offscreen import render_pyramid_image
from ...realtime.seats import seat_colour
from ...widgets.dice import paint_die

WORDS = {"en": ("Player", "dice left", "sum"), "de": ("Spieler", "Würfel übrig", "Summe")}


def render(state: BunteKuhState, width: int, height: int, lang: str = "en") -> QImage:
    player_word, left_word, sum_word = WORDS.get(lang, WORDS["en"])
    side = max(80, min(width // 4, 300))
    table = render_pyramid_image(state.pyramid, max(16, width - side), height, "top")
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#1b1d22"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.drawImage(0, 0, table)
    x = width - side + 8
    size = min((side - 24) / 3, height / 8)
    if state.roll is not None:
        for i, value in enumerate(state.roll.dice):
            paint_die(painter, QRectF(x + i * (size + 4), 8, size, size), value, body=QColor("#efeae0"))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(7, int(min(size * 0.45, height / 22))))
    longest = f"● {player_word} 6: 30 {left_word}"
    while font.pixelSize() > 7 and QFontMetrics(font).horizontalAdvance(longest) > side - 14:
        font.setPixelSize(font.pixelSize() - 1)       # the widest line fits the column
    painter.setFont(font)
    line = font.pixelSize() * 1.5
    y = 16 + size
    if state.roll is not None and state.phase in (SEARCH, PLACE):
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(x, y, side - 12, line), Qt.AlignmentFlag.AlignLeft, f"{sum_word} {state.roll.total}")
        y += line
    for seat, n in enumerate(state.supply):
        painter.setPen(QColor(seat_colour(seat)))
        painter.drawText(QRectF(x, y, side - 12, line), Qt.AlignmentFlag.AlignLeft,
                         f"● {player_word} {seat + 1}: {n} {left_word}")
        y += line
    painter.end()
    return image
