"""The Bunte Kuh view: the pyramid seen from above for everybody, and the players with their supplies.

All players look at one table. The mouse player clicks a funnel to call "Stopp!" on it; a keyboard player
moves his cursor (in his colour) over the funnels as they lie on screen and calls with his act key; the
call key says "Niete" (or rolls, for the roller). A right caller gets the die picker in his colour: his
direction keys (or its buttons, or a drag) turn the die, which turns in its funnel at once, and his act key
sets it. After every call a banner says what the funnel showed, and the funnels that showed the sum glow
for a moment. A computer's cursor settles on the funnel it has found, with a ring that fills while it
reaches. Six players fit 1280x800.
"""
from __future__ import annotations


from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from gamebox.games.buntekuh.moves import Call, Niete, Place
from gamebox.games.buntekuh.state import COLOURS, DEAL, OVER, PLACE, ROLL, ROLL_MS, SEARCH, START
from gamebox.pyramid import lattice, space
from gamebox.pyramid.board import Die

from ...pyramid.game_view import Banner
from ...pyramid.picker import OrientationPicker
from ...realtime.cursors import Cursor, CursorLayer, cube_outline
from ...realtime.fly import FlyLayer
from ...realtime.keyzones import ZONES
from ...realtime.panel import SidePanel, dress
from ...realtime.seat_card import SeatCard
from ...realtime.seats import seat_colour
from ...realtime.view import RealTimeView
from ...widgets.dice import DieWidget
from ...widgets.toast import ERROR, Toast
from .announce import BunteKuhAnnouncements
from .gestures import BunteKuhGestures
from .parts import PEARL, STYLE, TableView

ARROW_OF = {(-1, 0): Qt.Key.Key_Left, (1, 0): Qt.Key.Key_Right, (0, -1): Qt.Key.Key_Up, (0, 1): Qt.Key.Key_Down}


class BunteKuhView(BunteKuhGestures, BunteKuhAnnouncements, RealTimeView):
    """Attributes for tests: `table` (the 3D view), `cursors`, `rows`, `dice`, `picker`, `roll_button`,
    `niete_button`, `stopp_button`, `pause_button`, `key_cursor` (seat -> funnel), `pointed` (the funnel the
    mouse player pointed at), `banner`, `fly`."""

    zones_note = False     # a lone person's row already says "Mouse or any keyboard zone" (the panel is narrow)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        dress(self, STYLE)
        n = len(self.names)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(8)
        self.table = TableView(self)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.set_hover_enabled(self.inputs.mouse is not None)
        self.table.clicked.connect(self._clicked)
        self.table.hovered.connect(lambda _hit: self._draw_cursors())
        box.addWidget(self.table, 1)
        self.cursors = CursorLayer(self.table)
        self.toast = Toast(self.table)
        self.banner = Banner(self.table)
        self.picker = OrientationPicker(self.table)
        self.picker.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.picker.hide()
        self.picker.chosen.connect(self._picker_set)
        self.picker.cancelled.connect(self._picker_cancelled)
        for button in self.picker.findChildren(QPushButton):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for button in self.picker.buttons.values():
            button.clicked.connect(self._show_turned)       # (after the picker's own turn)
        self.picker.installEventFilter(self)
        self.picker.die.colour = COLOURS[0]
        self.picker.die.side = 0
        self.picker_title = QLabel(self.picker)
        self.picker_title.setObjectName("pickerTitle")
        self.picker.layout().insertWidget(0, self.picker_title)
        self.table.installEventFilter(self)

        side = self.panel = SidePanel(self)
        side.setMaximumWidth(340)
        side.setMinimumWidth(210)         # the rules panel's example is narrow: the table keeps the room
        col = side.box
        col.setContentsMargins(12, 10, 12, 10)
        dice_row = QHBoxLayout()
        self.dice = []
        for _ in range(3):
            die = DieWidget(side)
            die.body, die.pip_colour = PEARL, QColor("#2a2116")
            die.set_duration(ROLL_MS)
            die.setMinimumSize(QSize(34, 34))      # narrow (the rules' example): smaller dice
            die.setMaximumSize(QSize(58, 58))
            die.setCursor(Qt.CursorShape.ArrowCursor)
            self.dice.append(die)
            dice_row.addWidget(die)
        self.sum_label = QLabel(side)
        self.sum_label.setObjectName("rollSum")
        dice_row.addWidget(self.sum_label, 1, Qt.AlignmentFlag.AlignCenter)
        col.addLayout(dice_row)
        self.headline, self.subline = side.headline, side.subline
        col.addWidget(self.headline)
        col.addWidget(self.subline)
        buttons = QGridLayout()
        self.roll_button = side.button("rollButton")
        self.niete_button = side.button("nieteButton")
        self.stopp_button = side.button("stoppButton")
        self.pause_button = side.pause_button
        # Two by two: three in a row do not fit the narrow panel of six players at 1024x768.
        for b, (row, column) in ((self.roll_button, (0, 0)), (self.niete_button, (0, 1)),
                                 (self.stopp_button, (1, 0)), (self.pause_button, (1, 1))):
            buttons.addWidget(b, row, column)
        self.roll_button.clicked.connect(self._mouse_call)
        self.niete_button.clicked.connect(self._mouse_call)
        self.stopp_button.clicked.connect(self._mouse_stopp)
        self.pause_button.clicked.connect(self._pause_or_result)
        col.addLayout(buttons)
        self.rows = [SeatCard(seat, side, narrow=True) for seat in range(n)]
        for row in self.rows:
            row.box.setContentsMargins(8, 3, 10, 3)
            col.addWidget(row)
        self.feed, self.legend = side.feed, side.legend
        col.addWidget(self.feed, 1)
        col.addWidget(self.legend)
        box.addWidget(side)
        box.setStretch(0, 3)
        box.setStretch(1, 1)

        self.key_cursor: dict[int, tuple | None] = {seat: None for seat in range(n)}
        self.pointed: tuple | None = None      # the funnel the mouse player clicked once: a second click calls
        self._drawn = None                              # the pyramid the table shows
        self.target: tuple | None = None         # where a human caller's die goes (a Niete: once chosen)
        self.fly = FlyLayer(self)
        self._matches_timer = QTimer(self)
        self._matches_timer.setSingleShot(True)
        self._matches_timer.timeout.connect(self._hide_matches)
        self._showing_matches = False
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        state = self.state
        if state.roll is not None:
            for die, value in zip(self.dice, state.roll.dice):
                die.set_value(value)
        self.refresh()

    # -- layout ------------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fly.resize(self.size())

    def eventFilter(self, obj, event) -> bool:
        if obj is self.picker and event.type() == event.Type.MouseMove:
            QTimer.singleShot(0, self._show_turned)      # a drag turned the die: show it turned
        if obj is self.table and event.type() == event.Type.Resize:
            self.cursors.resize(self.table.size())
            self.toast.reposition()
            self._place_picker()
            if self.banner.isVisible():
                self.banner.reposition()
        return super().eventFilter(obj, event)

    def _place_picker(self) -> None:
        self.picker.resize(230, 250)
        self.picker.move(self.table.width() - self.picker.width() - 10, 10)

    # -- state of the placing ------------------------------------------------------------------------
    def placer(self) -> int | None:
        """The human who places a die now, if any."""
        state, c = self.state, self.controller
        if state.phase == PLACE and not c.player_is_ai(state.caller) and self.inputs.has_input(state.caller):
            return state.caller
        return None

    def place_target(self):
        state = self.state
        if state.phase != PLACE:
            return None
        return state.called if state.called is not None else self.target

    def shown_pyramid(self):
        """The pyramid, with the die a human is turning shown in its funnel as it is turned."""
        state = self.state
        target = self.place_target()
        if self.placer() is not None and target is not None and self.picker.isVisible():
            shown = state.pyramid.copy()
            shown.dice[target] = Die(COLOURS[state.placed % 2], self.picker.orientation())
            return shown
        return state.pyramid

    # -- showing ---------------------------------------------------------------------------------------
    def status_widget(self) -> QWidget:
        return self.headline

    def status_text(self) -> str:
        state, c = self.state, self.controller
        if state.phase == OVER:
            names = [self.names[s] for s in state.winners()]
            if len(names) == 1:
                return QCoreApplication.translate("BunteKuh", "{name} has no dice left and wins.").format(
                    name=names[0])
            return QCoreApplication.translate("BunteKuh", "{names} gave away their last dice at once and share "
                                              "the win.").format(names=" & ".join(names))
        if c.paused:
            return self.paused_text()
        if state.phase == DEAL:
            return QCoreApplication.translate("BunteKuh", "The bottom layer of pearl dice is laid…")
        if state.phase == START:
            return QCoreApplication.translate("BunteKuh", "Drawing who gets the pearl dice…")
        roller = self.names[state.roller]
        if state.phase == ROLL:
            if c.player_is_ai(state.roller):
                return QCoreApplication.translate("BunteKuh", "{name} rolls the pearl dice…").format(name=roller)
            return QCoreApplication.translate("BunteKuh", "{name}: roll the pearl dice!").format(name=roller)
        if state.phase == SEARCH:
            if state.rolling():
                return QCoreApplication.translate("BunteKuh", "{name} rolls…").format(name=roller)
            return QCoreApplication.translate("BunteKuh", "{sum}! Find a funnel that shows {sum}.").format(
                sum=state.roll.total)
        caller = self.names[state.caller]
        if self.placer() is not None:
            if state.called is None and self.target is None:
                return QCoreApplication.translate("BunteKuh", "{name}: right! Choose any funnel for your die.").format(
                    name=caller)
            return QCoreApplication.translate("BunteKuh", "{name}: right! Turn your die and set it.").format(
                name=caller)
        return QCoreApplication.translate("BunteKuh", "{name} was right and places a die.").format(name=caller)

    def subline_text(self) -> str:
        state = self.state
        if state.phase == SEARCH and not state.rolling() and self.pointed is not None:
            return QCoreApplication.translate("BunteKuh", "Click the marked funnel again (or Stopp!) to call "
                                              "“Stopp!” on it; a wrong call costs dice.")
        if state.phase == SEARCH and not state.rolling():
            return QCoreApplication.translate("BunteKuh", "No funnel shows it? Call “Niete”.")
        if state.phase == PLACE and self.placer() is not None:
            zones = self.inputs.zones_of(state.caller)
            if zones:
                zone = ZONES[zones[0]]
                return QCoreApplication.translate("BunteKuh", "{keys} turn the die, {act} sets it.").format(
                    keys=zone.keys_text, act=zone.act_text)
            return QCoreApplication.translate("BunteKuh", "The picker's buttons or a drag turn the die; Set places it.")
        if state.phase == OVER:      # the points as the score screen shows them: the dice left, as minus points
            scores = state.scores()
            return " · ".join(f"{self.names[s]} {scores[s]:g}" for s in range(len(self.names)))
        return ""

    def refresh(self) -> None:
        state, c = self.state, self.controller
        funnels = state.funnels() if state.phase in (SEARCH, PLACE) else []
        shown = self.shown_pyramid()
        if shown is not self._drawn:                   # a new pyramid object: something changed
            self.table.set_pyramid(shown, animate=False)
            self._drawn = shown
        self.table.set_pickable(funnels)
        if not self._showing_matches:
            self.table.set_targets([])
        self._sync_picker()
        for row in self.rows:
            row.show_seat(self, state.supply[row.seat],
                          QCoreApplication.translate("BunteKuh", "Dice left in the supply"),
                          QCoreApplication.translate("BunteKuh", "Stopp!"), QCoreApplication.translate("BunteKuh", "Niete"),
                          state.phase in (ROLL, SEARCH) and state.roller == row.seat)
        if self.pointed is not None and (state.phase != SEARCH or self.pointed not in funnels):
            self.pointed = None           # a new roll, a die placed: point anew, never call on an old mark
        self.keep_cursors(funnels)
        self._draw_cursors()
        self.panel.refresh(self)
        shown = state.roll.total if state.roll is not None and not state.rolling() else None
        self.sum_label.setText(f"= {shown}" if shown is not None and state.phase in (SEARCH, PLACE) else "")
        mouse = self.inputs.mouse
        running = not c.paused and state.phase != OVER
        self.roll_button.setText(QCoreApplication.translate("BunteKuh", "Roll"))
        self.niete_button.setText(QCoreApplication.translate("BunteKuh", "Niete!"))
        self.stopp_button.setText(QCoreApplication.translate("BunteKuh", "Stopp!"))
        self.stopp_button.setToolTip(QCoreApplication.translate(
            "BunteKuh", "Call “Stopp!” on the funnel you pointed at (or click it again)"))
        self.roll_button.setVisible(mouse is not None)
        self.niete_button.setVisible(mouse is not None)
        self.stopp_button.setVisible(mouse is not None)
        self.stopp_button.setEnabled(running and mouse is not None and state.phase == SEARCH and not state.rolling()
                                     and self.pointed is not None)
        self.roll_button.setEnabled(running and mouse is not None and state.phase == ROLL and state.roller == mouse)
        self.niete_button.setEnabled(running and mouse is not None and state.phase == SEARCH and not state.rolling())
        for die in self.dice:
            die.set_ready(running and state.phase == ROLL and not c.player_is_ai(state.roller))
        self.keep_frames()

    def legend_html(self) -> str:
        return super().legend_html(
            QCoreApplication.translate("BunteKuh", "click a funnel to point at it, click it again: “Stopp!”; "
                                       "Space or the buttons: roll, “Niete”"),
            QCoreApplication.translate("BunteKuh", "{keys} move, {act} “Stopp!”, {call} roll or “Niete”"))

    # -- cursors -------------------------------------------------------------------------------------------
    def place_on_screen(self, place, seat: int | None):
        return self.table.project(space.world(place))      # one table for everybody

    def _draw_cursors(self) -> None:
        state = self.state
        cursors = []
        placing = self.placer()
        for seat, cursor in self.key_cursor.items():
            if cursor is not None and state.phase in (SEARCH, PLACE) and (state.phase == SEARCH or seat == placing):
                cursors.append(self.seat_cursor(seat, cube_outline(self.table, cursor, 0.08)))
        if self.pointed is not None and self.inputs.mouse is not None and state.phase == SEARCH:
            mouse = self.inputs.mouse
            cursors.append(self.seat_cursor(mouse, cube_outline(self.table, self.pointed, 0.08)))
        hover = self.table._hover
        if (self.inputs.mouse is not None and hover is not None and hover.target
                and state.phase in (SEARCH, PLACE)):
            cursors.append(Cursor(cube_outline(self.table, hover.position, 0.08), seat_colour(self.inputs.mouse),
                                  strong=False))
        target = self.place_target()
        if target is not None and state.phase == PLACE:
            cursors.append(self.seat_cursor(state.caller, cube_outline(self.table, target, 0.02)))
        for seat, aim, progress in self.reaches():
            cursors.append(self.seat_cursor(seat, cube_outline(self.table, aim, 0.08), progress))
        self.cursors.set_cursors(cursors)

    def animating(self) -> bool:
        return self.hands_move((SEARCH, PLACE))

    # -- the picker --------------------------------------------------------------------------------------
    def _sync_picker(self) -> None:
        """The picker shows while a human places and knows where his die goes."""
        placer = self.placer()
        state = self.state
        if placer is None or self.place_target() is None:
            if self.picker.isVisible():
                self.picker.hide()
            if state.phase != PLACE:
                self.target = None
            return
        if not self.picker.isVisible():
            self.picker.die.colour = COLOURS[state.placed % 2]
            self.picker.die.update()
            colour = seat_colour(placer)
            self.picker_title.setText(QCoreApplication.translate("BunteKuh", "{name}: your die").format(
                name=self.names[placer]))
            self.picker_title.setStyleSheet(f"background: {colour};")
            self.picker.set_button.setText(QCoreApplication.translate("BunteKuh", "Set"))
            self.picker.cancel_button.setText(QCoreApplication.translate("BunteKuh", "Other funnel"))
            self.picker.cancel_button.setVisible(state.called is None)
            self._place_picker()
            self.picker.show()
            self.picker.raise_()

    def _picker_set(self, orientation: int) -> None:
        placer, target = self.placer(), self.place_target()
        if placer is not None and target is not None:
            self.play(placer, Place(placer, target, orientation))

    def _picker_cancelled(self) -> None:
        if self.state.phase == PLACE and self.state.called is None:
            self.target = None
            self.picker.hide()
            self.refresh()

    def _turn_picker(self, dx: int, dy: int) -> None:
        self.picker.step(ARROW_OF[(dx, dy)])
        self._show_turned()

    def _show_turned(self) -> None:
        self._drawn = self.shown_pyramid()
        self.table.set_pyramid(self._drawn, animate=False)

    # -- input ----------------------------------------------------------------------------------------------
    def _funnel_under(self, hit):
        if hit is None:
            return None
        p = tuple(hit.position)
        return p if p in self.state.funnels() else None

    def _clicked(self, hit) -> None:
        mouse = self.inputs.mouse
        if mouse is None:
            return
        if self.controller.paused:
            self.refuse(mouse, self.paused_text())
            return
        funnel = self._funnel_under(hit)
        if funnel is None:
            if hit is not None:
                self.refuse(mouse, QCoreApplication.translate(
                    "BunteKuh", "Click into a funnel: a hollow between three dice."))
            return
        state = self.state
        if state.phase == SEARCH and not state.rolling() and funnel != self.pointed:
            self.pointed = funnel            # a first click only points: looking around never calls
            self.refresh()
            return
        self.pointed = None
        self.act_on(mouse, funnel)

    def _mouse_stopp(self) -> None:
        """The Stopp! button: call on the funnel the mouse player pointed at."""
        mouse = self.inputs.mouse
        if mouse is None:
            return
        if self.controller.paused:
            self.refuse(mouse, self.paused_text())
        elif self.pointed is None:
            self.refuse(mouse, QCoreApplication.translate("BunteKuh", "First click the funnel you mean."))
        else:
            funnel, self.pointed = self.pointed, None
            self.act_on(mouse, funnel)

    def act_on(self, seat: int, funnel) -> None:
        """A human acts on a funnel: calls "Stopp!" on it, or (a right Niete) chooses it for his die."""
        state = self.state
        if state.phase == PLACE and state.caller == seat and state.called is None:
            self.target = funnel
            self.refresh()
        elif state.phase == PLACE and state.caller == seat:
            self.play(seat, Place(seat, state.called, self.picker.orientation()))
        else:
            self.play(seat, Call(seat, funnel))

    def on_move(self, seat: int, dx: int, dy: int) -> None:
        state = self.state
        if state.phase == PLACE and seat == self.placer() and self.picker.isVisible():
            self._turn_picker(dx, dy)
            return
        self.move_cursor(seat, dx, dy, state.funnels() if state.phase in (SEARCH, PLACE) else [])

    def on_act(self, seat: int) -> None:
        state = self.state
        if state.phase == PLACE and seat == self.placer() and self.picker.isVisible():
            self.play(seat, Place(seat, self.place_target(), self.picker.orientation()))
            return
        cursor = self.key_cursor.get(seat)
        if cursor is None:
            zones = self.inputs.zones_of(seat)
            keys = ZONES[zones[0]].keys_text if zones else ""
            self.refuse(seat, QCoreApplication.translate("BunteKuh", "First move your cursor onto a funnel ({keys})."
                                                         ).format(keys=keys))
            return
        self.act_on(seat, cursor)

    def on_call(self, seat: int) -> None:
        state = self.state
        if state.phase == ROLL and state.roller == seat:
            self.roll(seat)
        elif state.phase == ROLL:
            self.refuse_not_the_roller(seat)
        else:
            self.play(seat, Niete(seat))          # refused with the reason while the dice roll or someone places

    def _mouse_call(self) -> None:
        if self.inputs.mouse is not None:
            if self.controller.paused:
                self.refuse(self.inputs.mouse, self.paused_text())
            else:
                self.on_call(self.inputs.mouse)

    def refuse(self, seat: int, text: str) -> None:
        self.toast.show_message(f"{self.names[seat]}: {text}", ERROR)

    def place_rect(self, place: str) -> QRectF | None:
        """A lesson's places: `roll`, `stopp` and `niete` are the buttons; `funnel:511` is the box round that
        funnel's cube as the table shows it (where the cursors outline it)."""
        buttons = {"roll": self.roll_button, "stopp": self.stopp_button, "niete": self.niete_button}
        if place in buttons:
            return self.button_rect(buttons[place])
        kind, _, name = place.partition(":")
        p = lattice.parse(name) if kind == "funnel" else None
        if p is None:
            return None
        box = cube_outline(self.table, p).boundingRect()
        return box.translated(QPointF(self.table.mapTo(self, QPoint(0, 0))))


def make_view(controller, parent=None) -> BunteKuhView:
    return BunteKuhView(controller, parent)
