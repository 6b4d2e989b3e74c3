"""What a board can light up, and in which colour: one language of highlights for every game.

A later mark wins over an earlier one where a game draws several on one place."""
from __future__ import annotations

from PySide6.QtGui import QColor

MOVABLE = "movable"       # may be moved now (a subtle hint)
LEGAL = "legal"           # a legal target of what is held, chosen or hovered
HOVER = "hover"           # a movable piece (or a legal field) under the mouse
SELECTED = "selected"     # the chosen piece (click or keyboard play)
TARGET_OK = "target-ok"   # the target under a held piece: legal
TARGET_BAD = "target-bad"  # the target under a held piece: it will be refused
HINT = "hint"             # the coach's move: its piece and its target

GOLD = QColor("#ffd24a")
OK_GREEN = QColor("#3ee68a")
BAD_RED = QColor("#ff4a4a")
HINT_CYAN = QColor("#5fd8ff")     # the coach's colour: apart from every piece colour, gold and green
LEGAL_GREEN = QColor("#7cf0b0")

COLOURS = {MOVABLE: QColor(255, 210, 74, 170), LEGAL: LEGAL_GREEN, HOVER: GOLD, SELECTED: GOLD,
           TARGET_OK: OK_GREEN, TARGET_BAD: BAD_RED, HINT: HINT_CYAN}
