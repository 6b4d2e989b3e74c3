"""An orientation picker: one die standing on its corner, its three upper faces drawn as a player sees
them from his side, turned with the arrow keys, its buttons or a drag; Enter sets it (Würfelmarsch's turn).

Left/Right turn the die a third about the vertical (the three visible faces move round); Up/Down a quarter
about the axis toward the player (the front face stays). The two reach all 24 orientations.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QToolButton, QVBoxLayout, QWidget

from gamebox.pyramid import dice
from gamebox.pyramid.lattice import MINUS

from ..widgets.dice import _PIPS
from ..widgets.keys import for_window

FILL = {"red": "#c9372f", "yellow": "#efbe2c", "pearl": "#eee9df"}
PIP_ON = {"red": "#fff6ea", "yellow": "#2a2116", "pearl": "#2a2116"}
LEFT_OF = {0: 1, 1: 2, 2: 0}          # the left neighbour's side of a side (play passes left)
RIGHT_OF = {0: 2, 1: 0, 2: 1}
DRAG_STEP = 28                          # pixels of drag per step


def turn_round(orientation: int, clockwise: bool) -> int:
    """A third of a turn about the vertical body diagonal: the axes go round x -> y -> z (or back)."""
    pips = dice.ORIENTATIONS[orientation]
    step = (lambda d: (d + 2) % 6) if clockwise else (lambda d: (d - 2) % 6)
    new = [0] * 6
    for d in range(6):
        new[step(d)] = pips[d]
    return dice.INDEX[tuple(new)]


def turn_over(orientation: int, side: int, forward: bool) -> int:
    """A quarter turn about the axis toward the player at `side` (his front face stays)."""
    i, j = [a for a in range(3) if a != side]
    return dice.tip(orientation, i, j) if forward else dice.tip(orientation, j, i)


class DieFaces(QWidget):
    """The die itself: three rhombi meeting in the middle, the face toward the player at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour, self.orientation, self.side = "red", 0, 0
        self.setMinimumSize(QSize(96, 96))

    def faces(self) -> tuple[int, int, int]:
        """Pips toward the player, toward his left neighbour, toward his right neighbour."""
        pip = dice.ORIENTATIONS[self.orientation]
        return pip[MINUS[self.side]], pip[MINUS[LEFT_OF[self.side]]], pip[MINUS[RIGHT_OF[self.side]]]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = min(self.width(), self.height()) * 0.46
        c = QPointF(self.width() / 2, self.height() / 2)
        front, to_left, to_right = self.faces()
        # each face: the rhombus spanned from the centre by two of the three visible edges
        faces = ((front, QPointF(-0.866 * r, 0.5 * r), QPointF(0.866 * r, 0.5 * r), 1.0),
                 (to_left, QPointF(-0.866 * r, 0.5 * r), QPointF(0, -r), 0.86),
                 (to_right, QPointF(0.866 * r, 0.5 * r), QPointF(0, -r), 0.74))
        base = QColor(FILL.get(self.colour, "#ddd"))
        for value, a, b, shade in faces:
            poly = QPolygonF([c, c + a, c + a + b, c + b])
            fill = QColor(base)
            fill.setHsvF(fill.hsvHueF(), fill.hsvSaturationF(), min(1.0, fill.valueF() * shade))
            painter.setPen(QPen(QColor("#2a2520"), 1.4))
            painter.setBrush(fill)
            painter.drawPolygon(poly)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(PIP_ON.get(self.colour, "#222")))
            dot = r * 0.085
            for u, v in _PIPS[value]:
                point = c + a * u + b * v
                painter.drawEllipse(point, dot, dot)
        painter.end()


class OrientationPicker(QWidget):
    """`chosen(orientation)` on Enter or Set; `cancelled` on Esc or Cancel."""

    chosen = Signal(int)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("orientationPicker")
        self.setAutoFillBackground(True)
        self.die = DieFaces(self)
        self._press: QPointF | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 8)
        box.addWidget(self.die, 1)
        row = QHBoxLayout()
        self.buttons = {}
        for name, symbol, key in (("left", "⟲", Qt.Key.Key_Left), ("up", "▲", Qt.Key.Key_Up),
                                  ("down", "▼", Qt.Key.Key_Down), ("right", "⟳", Qt.Key.Key_Right)):
            b = QToolButton(self)
            b.setText(symbol)
            b.setObjectName(f"turn_{name}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, k=key: self.step(k))
            self.buttons[name] = b
            row.addWidget(b)
        box.addLayout(row)
        actions = QHBoxLayout()
        self.set_button = QPushButton(self)
        self.set_button.setObjectName("setOrientation")
        self.set_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.set_button.clicked.connect(lambda: self.chosen.emit(self.die.orientation))
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancelOrientation")
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancelled.emit)
        actions.addWidget(self.set_button)
        actions.addWidget(self.cancel_button)
        box.addLayout(actions)

    def set_die(self, colour: str, orientation: int, side: int) -> None:
        self.die.colour, self.die.orientation, self.die.side = colour, orientation, side
        self.die.update()

    def orientation(self) -> int:
        return self.die.orientation

    def step(self, key) -> None:
        o, side = self.die.orientation, self.die.side
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            o = turn_round(o, key == Qt.Key.Key_Right)
        else:
            o = turn_over(o, side, key == Qt.Key.Key_Up)
        self.die.orientation = o
        self.die.update()

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if for_window(event):
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.step(key)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.chosen.emit(self.die.orientation)
        elif key == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event) -> None:
        self._press = event.position()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            return
        diff = event.position() - self._press
        if abs(diff.x()) >= DRAG_STEP:
            self.step(Qt.Key.Key_Right if diff.x() > 0 else Qt.Key.Key_Left)
            self._press = event.position()
        elif abs(diff.y()) >= DRAG_STEP:
            self.step(Qt.Key.Key_Down if diff.y() > 0 else Qt.Key.Key_Up)
            self._press = event.position()

    def mouseReleaseEvent(self, event) -> None:
        self._press = None
