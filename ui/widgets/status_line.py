"""The dark status line above a board: whose turn it is and what to do now."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from .fitted_label import FittedLabel

STYLE = ("QLabel#statusLine { color: #f4eee2; font-size: 15px; padding: 9px 16px;"
         " background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2a2119, stop:1 #1b1510);"
         " border-bottom: 1px solid #000; }")


class StatusLine(FittedLabel):
    """Wrapped where the window is narrow, with room for every line it then needs."""

    def __init__(self, parent: QWidget | None = None, rich: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        self.setStyleSheet(STYLE)
