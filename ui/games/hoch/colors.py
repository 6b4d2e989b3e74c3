"""The colours of Hoch und höher, shared by the table, the pieces and the highlights."""
from __future__ import annotations

from PySide6.QtGui import QColor

FELT = QColor("#2f3d44")          # slate-blue felt: every pawn colour and the red stand out on it
WOOD_DARK = QColor("#5a3519")
WOOD_LIGHT = QColor("#a0673a")
DISC = QColor("#c8262b")
DISC_DARK = QColor("#4c080b")
DISC_LIGHT = QColor("#f06a5f")
PAWN_COLORS = (QColor("#2f6fe4"), QColor("#8a5530"), QColor("#f4c20d"), QColor("#2fa84f"))
PLAQUE = QColor("#f3ead6")
INK = QColor("#2b2118")
