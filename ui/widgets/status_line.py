"""The dark status line above a board: whose turn it is and what to do now."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from .fitted_label import FittedLabel

STYLE = ("QLabel#statusLine { color: #f4eee2; font-size: 15px; padding: 9px 16px;"
         " background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2a2119, stop:1 #1b1510);"
         " border-bottom: 1px solid #000; }")


class StatusLine(FittedLabel):
    """Wrapped where the window is narrow, with room for every line it then needs.

    It never gets lower again at the same width: a line that grew by a row (a note shown, a longer
    sentence at the end of a game) and shrank back moved the whole board below it, under the player's
    pointer, twice; a 3D view was even laid out anew each time. A new game gets a new line."""

    def __init__(self, parent: QWidget | None = None, rich: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        self.setStyleSheet(STYLE)
        self._reserved: list[str] = []
        self._probe: QLabel | None = None
        self._tallest: dict[int, int] = {}      # width -> the most height needed at that width

    def reserve(self, texts: list[str]) -> None:
        """Keep room for the tallest of `texts` too: the texts this line may show next without a move (a
        chosen die's), so the board below does not move under the pointer when it changes."""
        if texts != self._reserved:
            self._reserved = list(texts)
            self._fit()

    def heightForWidth(self, width: int) -> int:
        need = max(self._needed(width), self._tallest.get(width, 0))
        if len(self._tallest) > 64:       # (a window dragged wider and narrower asks at many widths)
            self._tallest.clear()
        self._tallest[width] = need
        return need

    def _needed(self, width: int) -> int:
        """The height its text and the reserved ones need at `width`, measured on a twin that is never
        shown (this label's own answer never goes below its minimum height, which is the last fit's)."""
        if self._probe is None:
            self._probe = QLabel()
            self._probe.setObjectName("statusLine")
            self._probe.setWordWrap(True)
            self._probe.setTextFormat(self.textFormat())
            self._probe.setStyleSheet(STYLE)
            self._probe.setFont(self.font())
            self._probe.ensurePolished()
        need = 0
        for text in (self.text(), *self._reserved):
            self._probe.setText(text)
            need = max(need, self._probe.heightForWidth(width))
        return need
