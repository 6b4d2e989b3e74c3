"""The colours of Ponga: eight players' stones, the board's woods, the highlights.

The eight stone colours differ in hue *and* lightness (white and black among them), so
neighbours in seat order never look alike; with Settings → colour symbols every player's
stones also carry a symbol of their own (`SYMBOLS`, drawn by painter.draw_symbol).
"""
from __future__ import annotations

from PySide6.QtGui import QColor

# seat -> (body, light edge, dark edge); seat 1 red, 2 blue, 3 yellow, 4 green, 5 white, 6 black, 7 orange, 8 violet
STONES = (
    (QColor("#c8302c"), QColor("#f07a63"), QColor("#5a0d0a")),
    (QColor("#2160c4"), QColor("#6fa2f0"), QColor("#0b2456")),
    (QColor("#f0c22e"), QColor("#fff0a0"), QColor("#7a5a06")),
    (QColor("#2f9a4a"), QColor("#7fd58f"), QColor("#0d3d1a")),
    (QColor("#eee8da"), QColor("#ffffff"), QColor("#9b9383")),
    (QColor("#2b2b30"), QColor("#6d6d76"), QColor("#070709")),
    (QColor("#ee7a1c"), QColor("#ffb36a"), QColor("#6b2e02")),
    (QColor("#8a4cc4"), QColor("#c49af0"), QColor("#35124f")),
)
# One symbol per seat, in the same order (colour-blind setting).
SYMBOLS = ("circle", "cross", "triangle", "square", "diamond", "star", "plus", "bars")


def stone(seat: int) -> tuple[QColor, QColor, QColor]:
    return STONES[seat % len(STONES)]


def ink_on(seat: int) -> QColor:
    """A colour that reads on the seat's stone: dark on light stones, light on dark ones."""
    body = stone(seat)[0]
    return QColor("#1d1a16") if body.lightnessF() > 0.55 else QColor("#fbf6ea")


def css(seat: int) -> str:
    return stone(seat)[0].name()


FELT = QColor("#24524a")          # a deep teal baize under the board
WOOD_DARK = QColor("#4e2f17")
WOOD_LIGHT = QColor("#9a6434")
BOARD_FRAME = QColor("#6b4220")   # the board's walnut frame
FIELD = QColor("#e2c596")         # maple fields
FIELD_DARK = QColor("#cfae7a")
DOUBLES = QColor("#e9b65a")       # the doubles diagonal (×3): brass inlay
DIAGONAL = QColor("#d9c7a8")      # the other long diagonal (×2): a paler inlay
INK = QColor("#2b2118")
PANEL = QColor(14, 26, 24, 150)   # the side panel's glass on the felt
PANEL_DIM = QColor("#9fb4ae")
LINE_GLOW = QColor("#ffdf5a")
