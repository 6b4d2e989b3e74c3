"""An animated die: a widget for every dice game, and the painting code behind it.

The model decides every roll before anything moves; `DieWidget.roll_to(value)`
only shows a cube tumbling for about 0.6 s and coming to rest on that value.
`paint_die()` draws a die at rest (or mid-tumble) with any QPainter, so pictures
rendered without a window show the same die as the live view.

Set `DieWidget.animations_enabled = False` (class-wide, or per instance) for
instant changes, e.g. in tests that look at pixels right after a roll.
"""
from __future__ import annotations

import math
import random

from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from .. import settings

# Pip positions on a unit face, per value.
_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}

IVORY = QColor("#fbf6ea")
PIP = QColor("#23201c")
# The turquoise die of Abquetschen and Raffzahn (the one die that is rolled), with its dark pips.
TURQUOISE = QColor("#36c2bd")
TURQUOISE_PIP = QColor("#0e2625")
ROLL_MS = 650
QUARTER_TURNS = 5


def _face_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = min(rect.width(), rect.height()) * 0.18
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_face(p: QPainter, rect: QRectF, value: int | None, shade: float = 0.0,
               body: QColor = IVORY, pip: QColor = PIP) -> None:
    """One face of the die in `rect`; `shade` 0..1 darkens a face turned away from the light."""
    light = QColor(body).lighter(104)
    dark = QColor(body).darker(118 + int(50 * shade))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, light if shade < 0.5 else QColor(body).darker(100 + int(40 * shade)))
    grad.setColorAt(1.0, dark)
    p.setPen(QPen(QColor(0, 0, 0, 70), max(1.0, rect.width() * 0.02)))
    p.setBrush(grad)
    p.drawPath(_face_path(rect))
    # A soft inner bevel: lighter rim at the top left.
    inner = rect.adjusted(rect.width() * 0.06, rect.height() * 0.06, -rect.width() * 0.06,
                          -rect.height() * 0.06)
    p.setPen(QPen(QColor(255, 255, 255, int(110 * (1 - shade))), max(1.0, rect.width() * 0.018)))
    p.setBrush(Qt.NoBrush)
    p.drawPath(_face_path(inner))
    if not value:
        return
    r = min(rect.width(), rect.height()) * 0.092
    pip_color = QColor(pip)
    for fx, fy in _PIPS[value]:
        c = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
        rx = r * rect.width() / max(rect.height(), 1e-6) if rect.width() < rect.height() else r
        ry = r * rect.height() / max(rect.width(), 1e-6) if rect.height() < rect.width() else r
        g = QRadialGradient(c + QPointF(rx * 0.25, ry * 0.3), max(rx, ry) * 1.1)
        g.setColorAt(0.0, pip_color.lighter(160))
        g.setColorAt(0.55, pip_color)
        g.setColorAt(1.0, pip_color.darker(140))
        p.setPen(Qt.NoPen)
        p.setBrush(g)
        p.drawEllipse(c, rx, ry)


def paint_die(p: QPainter, rect: QRectF, value: int | None, *, turn: float = 0.0,
              next_value: int | None = None, axis: int = 0, angle: float = 0.0,
              glow: QColor | None = None, dimmed: bool = False, body: QColor = IVORY,
              pip: QColor = PIP) -> None:
    """Draw a die in the square `rect`.

    `turn` (0..1) tips the cube a quarter turn about a vertical (`axis` 0) or horizontal
    (`axis` 1) axis from `value` towards `next_value`: both faces are drawn squeezed, as a
    cube seen turning. `angle` rotates the whole die in the plane (degrees).
    """
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    side = min(rect.width(), rect.height()) * 0.78
    center = rect.center()
    # Shadow on the table.
    shadow = QRadialGradient(center + QPointF(side * 0.08, side * 0.12), side * 0.72)
    shadow.setColorAt(0.0, QColor(0, 0, 0, 110))
    shadow.setColorAt(0.7, QColor(0, 0, 0, 40))
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
    p.setPen(Qt.NoPen)
    p.setBrush(shadow)
    p.drawEllipse(center + QPointF(side * 0.08, side * 0.12), side * 0.72, side * 0.72)
    if glow is not None:
        for width, alpha in ((side * 0.16, 50), (side * 0.09, 90), (side * 0.04, 160)):
            c = QColor(glow)
            c.setAlpha(alpha)
            p.setPen(QPen(c, width))
            p.setBrush(Qt.NoBrush)
            p.drawPath(_face_path(QRectF(center.x() - side / 2, center.y() - side / 2, side, side)))
    p.translate(center)
    p.rotate(angle)
    face = QRectF(-side / 2, -side / 2, side, side)
    if turn <= 0.0 or next_value is None:
        paint_face(p, face, value, body=body, pip=pip)
    else:
        phi = turn * math.pi / 2
        a, b = math.cos(phi), math.sin(phi)
        total = a + b
        if axis == 0:   # turning about a vertical axis: the new face comes in from the left
            w_new, w_old = side * b / total, side * a / total
            x0 = -side / 2
            if w_new > 0.5:
                paint_face(p, QRectF(x0, -side / 2, w_new, side), next_value, shade=a * 0.8, body=body, pip=pip)
            if w_old > 0.5:
                paint_face(p, QRectF(x0 + w_new, -side / 2, w_old, side), value, shade=b * 0.8, body=body, pip=pip)
        else:           # about a horizontal axis: the new face comes in from the top
            h_new, h_old = side * b / total, side * a / total
            y0 = -side / 2
            if h_new > 0.5:
                paint_face(p, QRectF(-side / 2, y0, side, h_new), next_value, shade=a * 0.8, body=body, pip=pip)
            if h_old > 0.5:
                paint_face(p, QRectF(-side / 2, y0 + h_new, side, h_old), value, shade=b * 0.8, body=body, pip=pip)
    if dimmed:
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(30, 30, 30, 90))
        p.drawPath(_face_path(face))
    p.restore()


def tumble_faces(start: int | None, final: int, turns: int, rng: random.Random) -> list[int]:
    """Faces shown one after another while tumbling, ending on `final`.

    Neighbours on a real die are never equal or opposite (opposite faces add up to 7).
    """
    faces = [final]
    for _ in range(turns):
        prev = faces[-1]
        options = [v for v in range(1, 7) if v not in (prev, 7 - prev)]
        if len(faces) == turns and start:
            fitting = [v for v in options if v not in (start, 7 - start)]
            options = fitting or options
        faces.append(rng.choice(options))
    if start and start not in (faces[-1], 7 - faces[-1]):
        faces.append(start)
    faces.reverse()
    return faces


class DieWidget(QWidget):
    """A clickable die that tumbles onto the value the model already rolled."""

    animations_enabled = True
    clicked = Signal()
    rolled = Signal(int)      # the tumble came to rest (emitted at once without animation)
    body = IVORY              # the die's colour (Raffzahn's turquoise die sets its own)
    pip_colour = PIP

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value: int | None = None
        self._ready = False
        self._faces: list[int] = []
        self._progress = 0.0
        self._rng = random.Random()
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(ROLL_MS)
        self._anim.setEasingCurve(QEasingCurve.OutCubic)
        self._anim.valueChanged.connect(self._on_progress)
        self._anim.finished.connect(self._on_finished)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.setCursor(Qt.PointingHandCursor)
        self.setAccessibleName(self.tr("Die"))

    # -- public ---------------------------------------------------------------------------
    def value(self) -> int | None:
        return self._value

    def is_rolling(self) -> bool:
        return self._anim.state() == QVariantAnimation.Running

    def set_value(self, value: int | None) -> None:
        """Show `value` at once (None: a blank die)."""
        self._anim.stop()
        self._faces = []
        self._value = value
        self._update_tooltip()
        self.update()

    def set_duration(self, ms: int) -> None:
        """How long a tumble takes (a real-time game's die lies still exactly when the model says)."""
        self._anim.setDuration(ms)

    def set_ready(self, ready: bool) -> None:
        """Glow softly: the die is waiting to be rolled."""
        if ready != self._ready:
            self._ready = ready
            self.update()

    def roll_to(self, value: int) -> None:
        """Tumble and come to rest on `value` (at once if animations are off)."""
        if not self.animations_enabled or not self.isVisible() or settings.animation_factor() == 0:
            self.set_value(value)
            self.rolled.emit(value)
            return
        start = self._faces[-1] if self._faces else self._value
        self._anim.stop()
        self._anim.setDuration(settings.scaled_ms(ROLL_MS))
        self._faces = tumble_faces(start, value, QUARTER_TURNS, self._rng)
        self._value = value
        self._update_tooltip()
        self._progress = 0.0
        self._anim.start()

    # -- Qt -------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(72, 72)

    def minimumSizeHint(self) -> QSize:
        return QSize(32, 32)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.setAccessibleName(self.tr("Die"))
            self._update_tooltip()
        super().changeEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        side = min(self.width(), self.height())
        rect = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        glow = QColor(255, 214, 102) if self._ready and not self.is_rolling() else None
        if self.is_rolling() and len(self._faces) > 1:
            steps = len(self._faces) - 1
            pos = min(self._progress * steps, steps - 1e-6)
            index, turn = int(pos), pos - int(pos)
            # A little hop and spin that die away as the cube settles.
            hop = math.sin(self._progress * math.pi * 3) * (1 - self._progress) * side * 0.08
            spin = (1 - self._progress) ** 2 * 200.0
            paint_die(p, rect.translated(0, -abs(hop)), self._faces[index], turn=turn,
                      next_value=self._faces[index + 1], axis=index % 2, angle=spin, body=self.body,
                      pip=self.pip_colour)
        else:
            paint_die(p, rect, self._value, glow=glow, dimmed=not self.isEnabled(), body=self.body,
                      pip=self.pip_colour)
        p.end()

    # -- internals ------------------------------------------------------------------------
    def _on_progress(self, value: float) -> None:
        self._progress = float(value)
        self.update()

    def _on_finished(self) -> None:
        self._faces = []
        self.update()
        if self._value is not None:
            self.rolled.emit(self._value)

    def _update_tooltip(self) -> None:
        if self._value:
            self.setToolTip(self.tr("The die shows %n", "", self._value))
        else:
            self.setToolTip(self.tr("Not rolled yet"))
