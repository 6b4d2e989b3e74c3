"""`FittedLabel`: a wrapped label that always keeps room for all its lines.

Qt's box layouts give a wrapped QLabel a height guessed before they know its width; where the text
is long (a German caption, a status line in a narrow window) the last lines are cut. This label
asks for the height its text needs at the width it actually got, whenever either changes.
"""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


class FittedLabel(QLabel):
    def __init__(self, parent: QWidget | None = None, least: int = 0) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.least = least        # the smallest height, e.g. to keep a caption's place steady

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self.width() <= 0 or not self.isVisible():     # a width not yet laid out says nothing
            return
        had = self.minimumHeight()
        self.setMinimumHeight(0)        # QLabel's heightForWidth never answers less than the minimum
        need = max(self.least, self.heightForWidth(self.width()))
        self.setMinimumHeight(need)
        if need != had:
            self.updateGeometry()
