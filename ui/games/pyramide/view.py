"""The sandbox view: a tool bar (place in a colour, take, turn, tip, pull), the 3D pyramid,
and highlights of funnels and free dice. Every action is a move of the sandbox game, so
undo, redo, saving and the move log work as in every game of the box.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QLabel, QPushButton, QToolButton, QWidget

from gamebox.games.pyramide.moves import Done, Place, Pull, Take, Tip, Turn
from gamebox.pyramid import dice, lattice

from ... import settings
from ...pyramid.game_view import PyramidGameView
from ...pyramid.offscreen import render_pyramid_image
from ...widgets.toast import ERROR

TOOLS = ("place", "take", "turn", "tip", "pull")
COLOURS = (("red", "#c62828"), ("yellow", "#f2c230"), ("pearl", "#ece7dc"), ("turquoise", "#1fb5a8"))


def quarter_turn(orientation: int, face: int) -> int:
    """The orientation after a quarter turn about the axis of `face` (that face stays put)."""
    k = lattice.axis(face)
    i, j = [a for a in range(3) if a != k]
    return dice.tip(orientation, i, j)


class SandboxView(PyramidGameView):
    """Attributes for tests: `pyramid_view`, `tool_buttons`, `colour_buttons`, `box_label`, `toast`."""

    # Lower than the games' presets: each layer's dice face the player whole, up to the apex, instead
    # of showing the upper layers as slivers of their sides (the plate's far side: the other sides).
    side_elevation = 36.0

    def build_bar(self, left, right, below) -> None:
        self.tool = "place"
        self.colour = "red"
        self.tip_source: tuple | None = None
        self._rng = random.Random()  # the orientation of a newly placed die: the player's hand
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
        left.addWidget(self.group(*self.tool_buttons.values()))
        self.box_label = QLabel(self)          # what the numbers on the colours are
        self.box_label.setObjectName("boxLabel")
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
        # The label and the colours it counts wrap together.
        left.addWidget(self.group(self.box_label, *self.colour_buttons.values(), spacing=4))
        self.show_funnels = QCheckBox(self)
        self.show_free = QCheckBox(self)
        for box in (self.show_funnels, self.show_free):
            box.setChecked(True)
            box.toggled.connect(self.refresh)
            below.addWidget(box)
        self.done_button = QPushButton(self)       # ends the session (undo brings it back)
        self.done_button.setObjectName("doneButton")
        self.done_button.clicked.connect(lambda: self.controller.try_move(Done()))
        below.addSpacing(12)
        below.addWidget(self.done_button)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.retranslate()
        self.set_colour("red")

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

    def handle_key(self, key) -> bool:
        """Esc: choose another die to tip."""
        if key != Qt.Key.Key_Escape:
            return False
        self.tip_source = None
        self.refresh()
        return True

    def targets(self) -> list:
        """What the current tool can act on now (lit, unless the player hid funnels or free dice)."""
        targets = self.actionable()
        show = (self.show_funnels.isChecked() if self.tool == "place"
                else (self.show_free.isChecked() if self.tool in ("take", "turn") else True))
        return targets if show else []

    def actionable(self) -> list:
        """What the current tool can act on now."""
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

    def act(self, pos, face) -> None:
        state = self.controller.state
        if self.tool == "place":
            move = Place(pos, self.colour, self._rng.randrange(24))
        elif self.tool == "take":
            move = Take(pos)
        elif self.tool == "turn":
            die = state.pyramid.get(pos)
            if die is None:
                self.show_message(QCoreApplication.translate("Sandbox", "There is no die here to turn."), ERROR)
                return
            # From the keyboard (no face): a quarter turn about the lattice's z axis.
            move = Turn(pos, quarter_turn(die.orientation, face if face is not None else 4))
        elif self.tool == "tip":
            if self.tip_source is None or pos == self.tip_source:
                if state.pyramid.tip_targets(pos):
                    self.tip_source = pos
                    self.show_message(QCoreApplication.translate("Sandbox", "Now click the hollow to tip it into."))
                else:
                    self.tip_source = None
                    self.show_message(QCoreApplication.translate(
                        "Sandbox", "Only a die on the plate with an empty neighbouring hollow can tip."), ERROR)
                self.refresh()
                return
            move = Tip(self.tip_source, pos)
        else:
            move = Pull(pos)
        if self.controller.try_move(move):
            self.tip_source = None

    def place_rect(self, place: str):
        """A lesson's `tool:take` and `colour:red` are the tool bar's buttons; dice, funnels and hollows are
        the pyramid's."""
        kind, _, name = place.partition(":")
        buttons = {"tool": self.tool_buttons, "colour": self.colour_buttons}.get(kind)
        if buttons is not None:
            return self.widget_rect(buttons[name]) if name in buttons else None
        return super().place_rect(place)

    # -- gestures ------------------------------------------------------------------------------
    def gestures_for(self, move) -> list:
        """The tool's button (or the colour's), then a click on the die or hollow (two for a tip)."""
        if isinstance(move, Done):
            return [self.button(self.done_button)]
        tool = {Place: "place", Take: "take", Turn: "turn", Tip: "tip", Pull: "pull"}.get(type(move))
        if tool is None:
            return super().gestures_for(move)
        first = self.button(self.colour_buttons[move.colour] if tool == "place" else self.tool_buttons[tool])
        if isinstance(move, Tip):
            return [first, *self.click_on(move.source), *self.click_on(move.target)]
        return [first, *self.click_on(move.position, self._turn_faces(move) if isinstance(move, Turn) else None)]

    def _turn_faces(self, move: Turn) -> tuple[int, ...]:
        """The faces to click for this turn: a click turns the die a quarter around the face clicked."""
        orientation = self.controller.state.pyramid.get(move.position).orientation
        return tuple(f for f in range(6) if quarter_turn(orientation, f) == move.orientation)

    def offers(self, move) -> bool:
        return (not isinstance(move, Turn) or bool(self._turn_faces(move))) and super().offers(move)

    def aims(self, move) -> list[tuple]:
        return [(move.position, self._turn_faces(move))] if isinstance(move, Turn) else []

    def plays_as(self, move, played) -> bool:
        """A die placed by hand lands as it will: its orientation is not the player's choice."""
        if isinstance(move, Place) and isinstance(played, Place):
            return (move.position, move.colour) == (played.position, played.colour)
        return super().plays_as(move, played)

    # -- showing ------------------------------------------------------------------------------
    def selected(self) -> list:
        return [self.tip_source] if self.tip_source else []

    def update_controls(self) -> None:
        self.done_button.setEnabled(not self.controller.state.is_terminal())
        supply = self.controller.state.supply()
        for colour, b in self.colour_buttons.items():
            b.setText(str(supply[colour]))
            b.setEnabled(supply[colour] > 0)

    def status_text(self) -> str:
        state = self.controller.state
        p = state.pyramid
        dice, funnels, free = len(p), len(p.funnels()), len(p.free_dice())
        counts = ", ".join((QCoreApplication.translate("Sandbox", "%n die(s)", "", dice),
                            QCoreApplication.translate("Sandbox", "%n funnel(s)", "", funnels),
                            QCoreApplication.translate("Sandbox", "%n free", "", free)))
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
        self.box_label.setText(QCoreApplication.translate("Sandbox", "Dice in the box:"))
        self.box_label.setToolTip(QCoreApplication.translate(
            "Sandbox", "How many dice of each colour are left to place; click a colour to place it"))
        self.show_funnels.setText(QCoreApplication.translate("Sandbox", "Show funnels"))
        self.show_free.setText(QCoreApplication.translate("Sandbox", "Show free dice"))
        self.done_button.setText(QCoreApplication.translate("Sandbox", "Put away"))
        self.done_button.setToolTip(QCoreApplication.translate(
            "Sandbox", "Put the pyramid away: the session ends (Undo brings it back)"))
        self.refresh()


def make_view(controller, parent: QWidget | None = None) -> SandboxView:
    return SandboxView(controller, parent)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of the sandbox's pyramid (the CLI's render and the library picture)."""
    return render_pyramid_image(
        state.pyramid, width, height, view="side0", colour_blind=settings.colour_symbols()
    )
