"""Movements purely for the eye: discs flying along an arc, gliding home, the row closing up.

The model has already changed when an animation starts; an animation only draws the
position it left (`base_state`) with the moving discs somewhere between two points.
`finish_all()` ends every animation at once (the player grabs something, or the model
changes again). With animations off, `start` runs the completion at once.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation

from .scene import Floating

FLY_MS = 420       # discs arcing onto their target
DROP_MS = 170      # dropped discs settling on their target
RETURN_MS = 260    # a refused or cancelled drag gliding home
CLOSE_MS = 360     # the row closing up after a field went away


@dataclass
class Flight:
    discs: str                      # letters, bottom first
    with_base: bool
    start: QPointF                  # the shadow's position at the start and the end
    end: QPointF
    start_lift: float = 0.0
    arc: float = 0.0                # extra height at mid-flight
    base_state: object | None = None   # the position drawn underneath (None: the current one)
    hide: tuple[int, int] | None = None   # (field index in that position, level): drawn flying instead
    progress: float = 0.0

    def floating(self) -> Floating:
        e = self.progress
        foot = self.start + (self.end - self.start) * e
        lift = self.start_lift * (1 - e) + self.arc * math.sin(math.pi * e)
        return Floating(self.discs, QPointF(foot), lift, self.with_base)


@dataclass
class CloseUp:
    """The fields of the new row slide from where they stood in the old one."""

    old_xs: list[float]             # per field of the current row: its x in the old row
    new_xs: list[float]
    old_span: tuple[float, float]
    new_span: tuple[float, float]
    progress: float = 0.0

    def xs(self) -> list[float]:
        e = self.progress
        return [a + (b - a) * e for a, b in zip(self.old_xs, self.new_xs)]

    def span(self) -> tuple[float, float]:
        e = self.progress
        return (self.old_span[0] + (self.new_span[0] - self.old_span[0]) * e,
                self.old_span[1] + (self.new_span[1] - self.old_span[1]) * e)


class Animator(QObject):
    """Runs animations and asks for repaints; instant when animations are off."""

    def __init__(self, repaint: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._repaint = repaint
        self._running: list[tuple[object, QVariantAnimation, Callable[[], None] | None]] = []

    @property
    def items(self) -> list[object]:
        return [item for item, _a, _d in self._running]

    def flights(self) -> list[Flight]:
        return [i for i in self.items if isinstance(i, Flight)]

    def closing(self) -> CloseUp | None:
        return next((i for i in self.items if isinstance(i, CloseUp)), None)

    def is_busy(self) -> bool:
        return bool(self._running)

    def start(self, item, duration: int, enabled: bool, done: Callable[[], None] | None = None,
              easing=QEasingCurve.Type.InOutCubic) -> None:
        if not enabled:
            if done:
                done()
            self._repaint()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(easing)
        entry = (item, anim, done)
        self._running.append(entry)

        def step(value) -> None:
            item.progress = float(value)
            self._repaint()

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self._finish(entry))
        anim.start()

    def finish_all(self) -> None:
        """Land everything now (completions run, and what they start is landed too)."""
        for _ in range(4):
            if not self._running:
                return
            for entry in list(self._running):
                entry[1].stop()
                self._finish(entry)

    def _finish(self, entry) -> None:
        if entry not in self._running:
            return
        self._running.remove(entry)
        item, anim, done = entry
        item.progress = 1.0
        anim.deleteLater()
        if done:
            done()
        self._repaint()
