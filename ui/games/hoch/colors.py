"""The colours of Hoch und höher, shared by the table, the pieces and the highlights."""
from __future__ import annotations

from PySide6.QtGui import QColor

from . import scene as sc

FELT = QColor("#2f3d44")          # slate-blue felt: every pawn colour and the red stand out on it
WOOD_DARK = QColor("#5a3519")
WOOD_LIGHT = QColor("#a0673a")
DISC = QColor("#c8262b")
DISC_DARK = QColor("#4c080b")
DISC_LIGHT = QColor("#f06a5f")
PAWN_COLORS = (QColor("#2f6fe4"), QColor("#8a5530"), QColor("#f4c20d"), QColor("#2fa84f"))
PLAQUE = QColor("#f3ead6")
INK = QColor("#2b2118")
GOLD = QColor("#ffd24a")
OK_GREEN = QColor("#3ee68a")
HINT_CYAN = QColor("#5fd8ff")     # the coach's colour: apart from every pawn, gold and green
BAD_RED = QColor("#ff4a4a")
MARK_COLORS = {
    sc.MOVABLE: QColor(255, 210, 74, 170),
    sc.LEGAL: QColor("#7cf0b0"),
    sc.HOVER: GOLD,
    sc.SELECTED: GOLD,
    sc.TARGET_OK: OK_GREEN,
    sc.TARGET_BAD: BAD_RED,
    sc.HINT: HINT_CYAN,
}


