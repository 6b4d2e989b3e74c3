"""The colours of Scrabble 6×6: the players' chips, ivory tiles, the board's woods, the marks."""
from __future__ import annotations

from PySide6.QtGui import QColor

# seat -> chip colour: red, blue, yellow, green (Ponga's first four, so the boards look of one box)
SEATS = (QColor("#c8302c"), QColor("#2160c4"), QColor("#f0c22e"), QColor("#2f9a4a"))


def seat(index: int) -> QColor:
    return SEATS[index % len(SEATS)]


def css(index: int) -> str:
    return seat(index).name()


def ink_on(index: int) -> QColor:
    return QColor("#1d1a16") if seat(index).lightnessF() > 0.55 else QColor("#fbf6ea")


FELT = QColor("#1f4a52")          # a deep blue-green baize
WOOD_DARK = QColor("#4e2f17")
WOOD_LIGHT = QColor("#9a6434")
BOARD_FRAME = QColor("#6b4220")
FIELD = QColor("#e2c596")         # maple fields, as on the Ponga board
FIELD_DARK = QColor("#cfae7a")
TILE = QColor("#f6ead0")          # ivory tiles
TILE_EDGE = QColor("#b89a6a")
TILE_SIDE = QColor("#d8c29a")
TILE_INK = QColor("#2b1d10")
BLANK_INK = QColor("#1f5fa8")     # a blank's named letter
PANEL = QColor(10, 24, 28, 165)
PANEL_DIM = QColor("#9fb4ae")
PANEL_TEXT = QColor("#f4eee2")
GOOD = QColor("#7cf0b0")
BAD = QColor("#ff7a6a")
WORD_BANDS = (QColor(255, 210, 74), QColor(124, 240, 176), QColor(95, 216, 255), QColor(255, 138, 200),
              QColor(200, 160, 255), QColor(255, 170, 90))
