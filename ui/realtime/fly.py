"""Dice flying across a view, for the eye only: a grabbed die from the pyramid to its player's tray (Raffzahn),
a die from a player's supply into its funnel (Bunte Kuh). The model has moved already; the layer just draws
small dice gliding along an arc, over everything, taking no clicks. Each tick repaints only where the dice were
and are: a flying die is a small part of the view, and the ticks keep time precisely (60 frames a second)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from ..widgets.dice import paint_face

FLIGHT_MS = 520
FILL = {"red": "#d8413a", "yellow": "#f1c232", "pearl": "#ece7de", "turquoise": "#39c3c0"}
PIP = {"red": "#fff6ea", "yellow": "#2a2116", "pearl": "#2a2116", "turquoise": "#10302f"}


@dataclass
class Flight:
    colour: str
    pip: int | None
    start: QPointF
    end: QPointF
    size: float
    started: int
    on_landed: object = None


def _where(flight: Flight, now: int) -> tuple[QRectF, float]:
    """The square a flying die fills now (its turn aside), and how far it has come (0..1, eased)."""
    t = min(1.0, (now - flight.started) / FLIGHT_MS)
    e = 1 - (1 - t) ** 3                       # ease out
    x = flight.start.x() + (flight.end.x() - flight.start.x()) * e
    y = flight.start.y() + (flight.end.y() - flight.start.y()) * e - math.sin(math.pi * e) * 60
    size = flight.size * (1.25 - 0.45 * e)
    return QRectF(x - size / 2, y - size / 2, size, size), e


class FlyLayer(QWidget):
    """`launch(colour, pip, start, end, size)`: a die from `start` to `end` (this widget's coordinates)."""

    landed = Signal()
    animations_enabled = True

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.flights: list[Flight] = []
        self._drawn = QRect()          # where the dice were drawn last
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(16)
        self._timer.timeout.connect(self._tick)
        self.resize(parent.size())

    def launch(self, colour: str, pip: int | None, start: QPointF, end: QPointF, size: float,
               on_landed=None) -> None:
        if not self.animations_enabled or not self.isVisible():
            if on_landed:
                on_landed()
            return
        self.flights.append(Flight(colour, pip, start, end, size, self._clock.elapsed(), on_landed))
        self.raise_()
        if not self._timer.isActive():
            self._timer.start()

    def _tick(self) -> None:
        now = self._clock.elapsed()
        done = [f for f in self.flights if now - f.started >= FLIGHT_MS]
        self.flights = [f for f in self.flights if now - f.started < FLIGHT_MS]
        for flight in done:
            if flight.on_landed:
                flight.on_landed()
        if done:
            self.landed.emit()
        if not self.flights:
            self._timer.stop()
        self._repaint_where_dice_fly()

    def now(self) -> int:
        return self._clock.elapsed()

    def _repaint_where_dice_fly(self) -> None:
        """Repaint the squares the dice left and the ones they fill now (turned, so their circles)."""
        now, region = self.now(), QRect()
        for flight in self.flights:
            rect, _ = _where(flight, now)
            grow = rect.width() * 0.25 + 2      # a turned square reaches out to its circle
            region = region.united(rect.adjusted(-grow, -grow, grow, grow).toAlignedRect())
        dirty, self._drawn = region.united(self._drawn), region
        if not dirty.isEmpty():
            self.update(dirty)

    def paintEvent(self, event) -> None:
        if not self.flights:
            return
        now = self.now()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for f in self.flights:
            rect, e = _where(f, now)
            size = rect.width()
            painter.save()
            painter.translate(rect.center())
            painter.rotate(360 * e)
            paint_face(painter, QRectF(-size / 2, -size / 2, size, size), f.pip,
                       body=QColor(FILL.get(f.colour, "#ddd")), pip=QColor(PIP.get(f.colour, "#222")))
            painter.restore()
        painter.end()
