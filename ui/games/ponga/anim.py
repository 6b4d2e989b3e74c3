"""Movements purely for the eye: the two dice tumbling, a stone dropping onto its tower.

The model has already changed when an animation starts; the board only draws the dice
between faces, or the new top stone above its tower. `finish_all()` ends everything at
once (a click, a key, the next change). With animations off, nothing waits.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation

from ...widgets.dice import QUARTER_TURNS, ROLL_MS, tumble_faces

FALL_MS = 240


@dataclass
class Tumble:
    faces: tuple[list[int], list[int]]
    progress: float = 0.0


@dataclass
class Fall:
    field: int
    seat: int
    progress: float = 0.0


@dataclass
class _Running:
    item: object
    anim: QVariantAnimation
    done: list[Callable[[], None]] = field(default_factory=list)


class Animator(QObject):
    def __init__(self, repaint: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._repaint = repaint
        self._running: list[_Running] = []
        self._rng = random.Random()

    def tumble(self) -> Tumble | None:
        return next((r.item for r in self._running if isinstance(r.item, Tumble)), None)

    def fall(self) -> Fall | None:
        return next((r.item for r in self._running if isinstance(r.item, Fall)), None)

    def busy(self) -> bool:
        return bool(self._running)

    def roll(self, start: tuple[int | None, int | None], values: tuple[int, int], enabled: bool,
             done: Callable[[], None] | None = None) -> None:
        faces = tuple(tumble_faces(s, v, QUARTER_TURNS + i, self._rng) for i, (s, v) in enumerate(zip(start, values)))
        self._start(Tumble(faces), ROLL_MS, QEasingCurve.Type.OutCubic, enabled, done)

    def drop(self, f: int, seat: int, enabled: bool) -> None:
        self._start(Fall(f, seat), FALL_MS, QEasingCurve.Type.OutBounce, enabled, None)

    def _start(self, item, duration: int, easing, enabled: bool, done) -> None:
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
        entry = _Running(item, anim, [done] if done else [])

        def step(value: float) -> None:
            item.progress = float(value)
            self._repaint()

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self._finish(entry))
        self._running.append(entry)
        anim.start()

    def finish_all(self) -> None:
        for entry in list(self._running):
            entry.anim.stop()
            self._finish(entry)

    def _finish(self, entry: _Running) -> None:
        if entry not in self._running:
            return
        self._running.remove(entry)
        entry.item.progress = 1.0
        entry.anim.deleteLater()
        for done in entry.done:
            done()
        self._repaint()
