"""The sandbox view: a tool bar (place in a colour, take, turn, tip, pull), the 3D pyramid,
and highlights of funnels and free dice. Every action is a move of the sandbox game, so
undo, redo, saving and the move log work as in every game of the box.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QHBoxLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gamebox.games.pyramide.moves import Place, Pull, Take, Tip, Turn
from gamebox.pyramid import dice, lattice

from ... import settings
from ...pyramid.camera_bar import CameraBar
from ...pyramid.offscreen import render_pyramid_image
from ...pyramid.view import PyramidView
from ...widgets.status_line import StatusLine
from ...widgets.toast import ERROR, INFO, Toast

TOOLS = ("place", "take", "turn", "tip", "pull")
COLOURS = (("red", "#c62828"), ("yellow", "#f2c230"), ("pearl", "#ece7dc"), ("turquoise", "#1fb5a8"))


def quarter_turn(orientation: int, face: int) -> int:
    """The orientation after a quarter turn about the axis of `face` (that face stays put)."""
    k = lattice.axis(face)
    i, j = [a for a in range(3) if a != k]
    return dice.tip(orientation, i, j)


class SandboxView(QWidget):
    """Attributes for tests: `pyramid_view`, `tool_buttons`, `colour_buttons`, `toast`."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = "place"
        self.colour = "red"
        self.tip_source: tuple | None = None
        self._rng = random.Random()  # the orientation of a newly placed die: the player's hand
        self.status = StatusLine(self)
        self.pyramid_view = PyramidView(self)
        bar = QHBoxLayout()
        bar.setContentsMargins(10, 6, 10, 6)
        self.tool_group = QButtonGroup(self)
        self.tool_buttons: dict[str, QToolButton] = {}
        for n, tool in enumerate(TOOLS):
            b = QToolButton(self)
            b.setCheckable(True)
            b.setObjectName(f"tool_{tool}")
            b.setShortcut(QKeySequence(f"Ctrl+{n + 1}"))  # the same in every language
            self.tool_group.addButton(b)
            self.tool_buttons[tool] = b
            b.clicked.connect(lambda _=False, t=tool: self.set_tool(t))
            bar.addWidget(b)
        bar.addSpacing(12)
        self.colour_buttons: dict[str, QToolButton] = {}
        for colour, hex_ in COLOURS:
            b = QToolButton(self)
            b.setCheckable(True)
            b.setObjectName(f"colour_{colour}")
            b.setStyleSheet(
                f"QToolButton {{ background: {hex_}; color: #111; border-radius: 4px;"
                " padding: 3px 8px; } QToolButton:checked { border: 3px solid #ffd24a; }"
            )
            b.clicked.connect(lambda _=False, c=colour: self.set_colour(c))
            self.colour_buttons[colour] = b
            bar.addWidget(b)
        bar.addStretch(1)
        self.camera_bar = CameraBar(self.pyramid_view, self)
        bar.addWidget(self.camera_bar)
        self.show_funnels = QCheckBox(self)
        self.show_free = QCheckBox(self)
        for box in (self.show_funnels, self.show_free):
            box.setChecked(True)
            box.toggled.connect(self.refresh)
        bar.addWidget(self.show_funnels)
        bar.addWidget(self.show_free)
        self.pyramid_view.set_colour_blind(settings.colour_symbols())
        self.toast = Toast(self.pyramid_view)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.status)
        box.addLayout(bar)
        box.addWidget(self.pyramid_view, 1)
        self.setFocusProxy(self.pyramid_view)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self._cancel)

        self.pyramid_view.clicked.connect(self._on_click)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(lambda text: self.toast.show_message(text, ERROR))
        self.retranslate()
        self.set_tool("place")
        self.set_colour("red")
        self.pyramid_view.set_pyramid(controller.state.pyramid, animate=False)
        self.refresh()

    def set_colour_blind(self, on: bool) -> None:
        self.pyramid_view.set_colour_blind(on)

    # -- tools ------------------------------------------------------------------------------
    def set_tool(self, tool: str) -> None:
        self.tool = tool
        self.tip_source = None
        self.tool_buttons[tool].setChecked(True)
        self.refresh()

    def set_colour(self, colour: str) -> None:
        self.colour = colour
        for c, b in self.colour_buttons.items():
            b.setChecked(c == colour)
        self.set_tool("place")

    def _cancel(self) -> None:
        self.tip_source = None
        self.refresh()

    def targets(self) -> list:
        """What the current tool can act on now (the view lights these up)."""
        state = self.controller.state
        p = state.pyramid
        if not state.dealt or state.is_terminal():
            return []
        if self.tool == "place":
            return p.funnels() if state.supply()[self.colour] else []
        if self.tool in ("take", "turn"):
            return p.free_dice()
        if self.tool == "tip":
            if self.tip_source is not None:
                return p.tip_targets(self.tip_source)
            return [d for d in lattice.BOTTOM if p.tip_targets(d)]
        if self.tool == "pull":
            return p.pullable()
        return []

    def _on_click(self, hit) -> None:
        if hit is None:
            return
        state = self.controller.state
        pos = hit.position
        if self.tool == "place":
            move = Place(pos, self.colour, self._rng.randrange(24))
        elif self.tool == "take":
            move = Take(pos)
        elif self.tool == "turn":
            die = state.pyramid.get(pos)
            if die is None:
                return
            move = Turn(pos, quarter_turn(die.orientation, hit.face))
        elif self.tool == "tip":
            if self.tip_source is None or pos == self.tip_source:
                if state.pyramid.tip_targets(pos):
                    self.tip_source = pos
                    self.toast.show_message(
                        QCoreApplication.translate("Sandbox", "Now click the hollow to tip it into."), INFO
                    )
                else:
                    self.tip_source = None
                    self.toast.show_message(
                        QCoreApplication.translate(
                            "Sandbox", "Only a die on the plate with an empty neighbouring hollow can tip."
                        ),
                        ERROR,
                    )
                self.refresh()
                return
            move = Tip(self.tip_source, pos)
        else:
            move = Pull(pos)
        if self.controller.try_move(move):
            self.tip_source = None

    # -- showing ------------------------------------------------------------------------------
    def _on_changed(self, _change) -> None:
        self.pyramid_view.set_pyramid(self.controller.state.pyramid)
        self.refresh()

    def refresh(self) -> None:
        state = self.controller.state
        targets = self.targets()
        show = (
            self.show_funnels.isChecked()
            if self.tool == "place"
            else (self.show_free.isChecked() if self.tool in ("take", "turn") else True)
        )
        self.pyramid_view.set_targets(targets if show else [])
        self.pyramid_view.set_selected([self.tip_source] if self.tip_source else [])
        supply = state.supply()
        for colour, b in self.colour_buttons.items():
            b.setText(str(supply[colour]))
            b.setEnabled(supply[colour] > 0)
        self.status.setText(self.status_text())

    def status_text(self) -> str:
        state = self.controller.state
        p = state.pyramid
        counts = QCoreApplication.translate("Sandbox", "{dice} dice, {funnels} funnels, {free} free").format(
            dice=len(p), funnels=len(p.funnels()), free=len(p.free_dice())
        )
        hint = {
            "place": QCoreApplication.translate("Sandbox", "Click a lit funnel to put a die there."),
            "take": QCoreApplication.translate("Sandbox", "Click a free die to take it back into the box."),
            "turn": QCoreApplication.translate(
                "Sandbox", "Click a face of a free die: it turns a quarter around that face."
            ),
            "tip": (
                QCoreApplication.translate(
                    "Sandbox", "Click the hollow to tip the die into (Esc: another die)."
                )
                if self.tip_source
                else QCoreApplication.translate("Sandbox", "Click a die on the plate to tip it over an edge.")
            ),
            "pull": QCoreApplication.translate(
                "Sandbox", "Click a bottom die with two uncovered upper faces to pull it out."
            ),
        }[self.tool]
        return f"{counts}  —  {hint}"

    def retranslate(self) -> None:
        names = {
            "place": QCoreApplication.translate("Sandbox", "Place"),
            "take": QCoreApplication.translate("Sandbox", "Take"),
            "turn": QCoreApplication.translate("Sandbox", "Turn"),
            "tip": QCoreApplication.translate("Sandbox", "Tip"),
            "pull": QCoreApplication.translate("Sandbox", "Pull"),
        }
        for n, (tool, b) in enumerate(self.tool_buttons.items()):
            b.setText(names[tool])
            b.setToolTip(f"{names[tool]} (Ctrl+{n + 1})")
        colour_names = {
            "red": QCoreApplication.translate("Sandbox", "red"),
            "yellow": QCoreApplication.translate("Sandbox", "yellow"),
            "pearl": QCoreApplication.translate("Sandbox", "pearl"),
            "turquoise": QCoreApplication.translate("Sandbox", "turquoise"),
        }
        for colour, b in self.colour_buttons.items():
            b.setToolTip(
                QCoreApplication.translate(
                    "Sandbox", "Place {colour} dice (left in the box: {count})"
                ).format(colour=colour_names[colour], count=self.controller.state.supply()[colour])
            )
        self.show_funnels.setText(QCoreApplication.translate("Sandbox", "Show funnels"))
        self.show_free.setText(QCoreApplication.translate("Sandbox", "Show free dice"))
        self.status.setText(self.status_text())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def make_view(controller, parent: QWidget | None = None) -> SandboxView:
    return SandboxView(controller, parent)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of the sandbox's pyramid (the CLI's render and the library picture)."""
    return render_pyramid_image(
        state.pyramid, width, height, view="side0", colour_blind=settings.colour_symbols()
    )
