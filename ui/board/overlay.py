"""`PlaceMarks`: a lesson's lit places, drawn over any game's view (the view contract's default `show_marks`).

A transparent sheet over the whole view, deaf to the mouse: a gold ring round each place the view locates
(`GameView.place_rect`), breathing slowly so the eye finds it, and brighter for a moment when the learner
is told to look again (`flash`). It asks the view for the rectangles at every frame, so the rings follow
a resized window, an animation and a camera that turns."""
from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, QEvent, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from .marks import GOLD

FRAME_MS = 40
FLASH_MS = 1200


class PlaceMarks(QWidget):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.view = view
        self.places: tuple[str, ...] = ()
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._flash_until = -1
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self.update)
        view.installEventFilter(self)
        self.setGeometry(view.rect())
        self.hide()

    def show_places(self, places: Sequence[str]) -> None:
        self.places = tuple(places)
        if self.places:
            self.setGeometry(self.view.rect())
            self.show()
            self.raise_()
            self._timer.start()
        else:
            self.clear()

    def clear(self) -> None:
        self.places = ()
        self._timer.stop()
        self.hide()

    def flash(self) -> None:
        """Brighter for a moment: "look here" after a mistake."""
        self._flash_until = self._clock.elapsed() + FLASH_MS
        self.raise_()

    def rects(self) -> list[QRectF]:
        return [r for r in (self.view.place_rect(p) for p in self.places) if r is not None and not r.isEmpty()]

    def eventFilter(self, obj, event) -> bool:
        if obj is self.view and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.view.rect())
        return super().eventFilter(obj, event)

    def paintEvent(self, _event) -> None:
        now = self._clock.elapsed()
        breath = 0.5 + 0.5 * math.sin(now / 380.0)
        flashing = now < self._flash_until
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for rect in self.rects():
                grow = 6 + 4 * breath + (6 if flashing else 0)
                ring = rect.adjusted(-grow, -grow, grow, grow)
                radius = min(ring.width(), ring.height()) * 0.3
                halo = QColor(GOLD)
                halo.setAlpha(int(70 + 60 * breath))
                p.setPen(QPen(halo, 9 if flashing else 7))
                p.drawRoundedRect(ring, radius, radius)
                line = QColor(GOLD)
                line.setAlpha(255 if flashing else int(190 + 65 * breath))
                p.setPen(QPen(line, 3))
                p.drawRoundedRect(ring, radius, radius)
        finally:
            p.end()
