"""`ElidedLabel`: a one-line label that cuts its text with "…" where it has not the room, and shows it whole as
its tooltip (the layout walk's "elides" property: ui/tools/screens.py). For a short caption beside more important
things in a row, e.g. a real-time pane's input ("Maus oder jedes Tastaturfeld") in a lesson's narrower view."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setProperty("elides", True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(self.width(), 0))
        super().setText(shown if self.width() > 0 else self._full)
