"""The colours of 27: discs, the table, highlights.

Black and white discs differ by luminance (not by hue), so they read for every eye and in
grey-scale print; the red and grey base discs also carry a small engraved mark each
(`painter.draw_base_mark`), so they never depend on telling red from grey.
"""
from __future__ import annotations

from PySide6.QtGui import QColor

from ...board.pieces import DiscLook

# disc letter -> (body, light edge, dark edge, top face)
DISC = {
    "B": (QColor("#2a2a2e"), QColor("#6c6c74"), QColor("#08080a"), QColor("#333338")),
    "W": (QColor("#efe9dc"), QColor("#ffffff"), QColor("#a9a293"), QColor("#f7f2e7")),
    "R": (QColor("#b8322a"), QColor("#ef7a66"), QColor("#4e0b08"), QColor("#c73a30")),
    "G": (QColor("#8d9297"), QColor("#c9ced2"), QColor("#3b3f43"), QColor("#9ca1a6")),
}
OUTLINE = {"B": QColor(255, 255, 255, 70), "W": QColor(60, 50, 35, 150),
           "R": QColor(60, 0, 0, 150), "G": QColor(30, 34, 38, 150)}
# How each colour's disc is drawn (ui/board/pieces.py): white's top stays white, black's glints are dimmer.
LOOK = {c: DiscLook(body, light, dark, top, OUTLINE[c], 103 if c == "W" else 128, 110 if c == "B" else 150,
                    90 if c == "B" else 120) for c, (body, light, dark, top) in DISC.items()}

FELT = QColor("#3f6a5b")          # mid-tone baize: black discs and white discs both stand out on it
WOOD_DARK = QColor("#5b3a1f")
WOOD_LIGHT = QColor("#a7713f")
RAIL = QColor("#c79a63")          # the row's wooden rail under the base discs
RAIL_DARK = QColor("#7c5430")
PLAQUE = QColor("#f3ead6")
INK = QColor("#2b2118")
