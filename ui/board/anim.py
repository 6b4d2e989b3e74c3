"""One animator for every board: movements purely for the eye.

The model has already changed when an animation starts; an animation is a small object with a
`progress` from 0 to 1 that the board reads while it paints (a flight, a tumble, a row closing up).
`finish_all()` lands everything at once, e.g. when the player grabs the next piece or the model
changes again. With animations off, `start` runs the completion at once and nothing waits, so tests
never depend on timing.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation

from .. import settings


@dataclass
class Tween:
    """A number gliding from `start` to `end` (Hoch's disc thickness when towers grow tall)."""

    start: float
    end: float
    progress: float = 0.0

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * self.progress


@dataclass
class Flight:
    """A piece travelling, for the eye: from `start` to `end` (points, or functions of the board's
    layout, so a flight follows a resize), lifted from `start_lift` to `end_lift` plus an `arc` at
    mid-flight. Meanwhile the board draws `base_state` (the position the move left) and leaves out
    what `hide` names there. `piece` is the game's own description of what flies."""

    piece: object
    start: object
    end: object
    start_lift: float = 0.0
    end_lift: float = 0.0
    arc: float = 0.0
    base_state: object | None = None
    hide: object = None
    progress: float = 0.0

    def at(self, layout=None) -> tuple[QPointF, float]:
        """Where the piece's shadow lies now, and how high above it the piece is."""
        e = self.progress
        a, b = (p(layout) if callable(p) else p for p in (self.start, self.end))
        lift = self.start_lift + (self.end_lift - self.start_lift) * e + self.arc * math.sin(math.pi * e)
        return QPointF(a + (b - a) * e), lift


@dataclass
class _Running:
    item: object
    anim: QVariantAnimation
    done: Callable[[], None] | None = field(default=None)


class Animator(QObject):
    """Runs animations and asks for repaints (`repaint` is usually the widget's `update`)."""

    def __init__(self, repaint: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._repaint = repaint
        self._running: list[_Running] = []

    @property
    def items(self) -> list[object]:
        return [r.item for r in self._running]

    def of(self, kind: type) -> list:
        """The running animations of one kind (e.g. every Flight)."""
        return [r.item for r in self._running if isinstance(r.item, kind)]

    def first(self, kind: type):
        return next((r.item for r in self._running if isinstance(r.item, kind)), None)

    def is_busy(self) -> bool:
        return bool(self._running)

    def start(self, item, duration: int, enabled: bool, done: Callable[[], None] | None = None,
              easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> None:
        """Animate `item.progress` from 0 to 1 in `duration` ms (at the speed chosen in Settings), then
        call `done`."""
        if not enabled or settings.animation_factor() == 0:
            item.progress = 1.0
            if done:
                done()
            self._repaint()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(settings.scaled_ms(duration))
        anim.setEasingCurve(easing)
        entry = _Running(item, anim, done)
        self._running.append(entry)

        def step(value) -> None:
            item.progress = float(value)
            self._repaint()

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self._finish(entry))
        anim.start()

    def finish_all(self) -> None:
        """Land everything now; what a completion starts (the row closing up) is landed too."""
        for _ in range(4):
            if not self._running:
                return
            for entry in list(self._running):
                entry.anim.stop()
                self._finish(entry)

    def _finish(self, entry: _Running) -> None:
        if entry not in self._running:
            return
        self._running.remove(entry)
        entry.item.progress = 1.0
        entry.anim.deleteLater()
        if entry.done:
            entry.done()
        self._repaint()
