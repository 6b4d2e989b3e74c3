"""The Raffzahn view: a split screen, one pane per side of the pyramid, and the turquoise die.

Each pane shows the pyramid square to one side (side_view.py), so each player sees only the faces toward
him, with his cursor in his colour: the mouse player clicks a die, a keyboard player moves his cursor over
the free dice as they lie on screen and grabs with his act key. The fourth cell holds the turquoise die,
the Roll and Stopp! buttons for the mouse player, the score and the key map. A grabbed die flies to its
player's tray; a computer player's cursor settles on the die it has spotted and a ring fills while it
reaches. Everything fits 1280x800.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gamebox.games.raffzahn.moves import Grab, Roll, Start, Stop
from gamebox.games.raffzahn.state import DEAL, GRAB, OVER, ROLL, ROLL_MS, START
from gamebox.pyramid import lattice, space

from ...board.view import Gesture
from ...realtime.cursors import CursorLayer, face_outline
from ...realtime.fly import FILL, FlyLayer
from ...realtime.keyzones import ZONES
from ...realtime.panel import PANEL, SidePanel, dress
from ...realtime.seat_card import SeatCard
from ...realtime.view import RealTimeView
from ...widgets.dice import TURQUOISE, TURQUOISE_PIP, DieWidget
from ...widgets.toast import ERROR, INFO, Toast
from .side_view import SideView, not_free

STOPP_MS = 1300

# Added to the shared sheet (ui/realtime/panel.py): the panes look like the panel, the roller's in turquoise.
STYLE = f"""
QFrame#seat {{ background: {PANEL}; border: 1px solid #111; border-radius: 10px; }}
QFrame#seat[roller="true"] {{ border: 2px solid #36c2bd; }}
QLabel#seatName {{ font-size: 15px; }}
QLabel#seatInput {{ font-size: 12px; }}
QLabel#seatCount {{ font-size: 20px; }}
QLabel#rollerBadge {{ background: #36c2bd; color: #0e2625; border-radius: 8px; padding: 1px 8px; font-weight: 700;
                      font-size: 12px; }}
QLabel#headline {{ font-size: 19px; }}
QLabel#subline {{ font-size: 13px; }}
QLabel#stopp {{ font-size: 30px; font-weight: 900; color: #ff5b4f; }}
QLabel#legend {{ font-size: 12px; padding-top: 5px; }}
QLabel#feed {{ font-size: 13px; }}
QPushButton#stoppButton {{ background: #d9443a; border: 1px solid #8e2019; color: white; font-size: 18px;
                           font-weight: 800; padding: 8px 18px; border-radius: 9px; }}
QPushButton#stoppButton:disabled {{ background: #5a3a38; color: #a58f8d; border-color: #3b2625; }}
QPushButton#rollButton {{ background: #36c2bd; border: 1px solid #1d7d79; color: #0e2625; font-size: 16px;
                          font-weight: 800; padding: 8px 18px; border-radius: 9px; }}
QPushButton#rollButton:disabled {{ background: #2f4d4c; color: #7d9897; border-color: #243a39; }}
QPushButton#pauseButton {{ padding: 6px 14px; }}
"""


class Tray(QWidget):
    """The dice a player has grabbed, as small dice in rows."""

    DIE, GAP = 11, 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colours: tuple[str, ...] = ()
        self.pending = 0                   # dice still flying here: drawn when they land
        self.setFixedHeight(2 * (self.DIE + self.GAP) + 4)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_dice(self, colours) -> None:
        self.colours = tuple(colours)
        self.update()

    def per_row(self) -> int:
        return max(1, (self.width() - 8) // (self.DIE + self.GAP))

    def slot(self, index: int) -> QPointF:
        row, col = divmod(index, self.per_row())
        row = min(row, 1)
        return QPointF(4 + col * (self.DIE + self.GAP) + self.DIE / 2, 2 + row * (self.DIE + self.GAP) + self.DIE / 2)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shown = self.colours[:max(0, len(self.colours) - self.pending)]
        for i, colour in enumerate(shown):
            c = self.slot(i)
            rect = QRectF(c.x() - self.DIE / 2, c.y() - self.DIE / 2, self.DIE, self.DIE)
            painter.setPen(QPen(QColor(0, 0, 0, 150), 1))
            painter.setBrush(QColor(FILL[colour]))
            painter.drawRoundedRect(rect, 2.5, 2.5)
        painter.end()


class Pane(SeatCard):
    """One side of the pyramid: its player's card (with a badge while he rolls), the view square to it, his
    tray."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        super().__init__(seat, parent, narrow=False)
        self.box.setContentsMargins(8, 6, 8, 6)
        self.box.setSpacing(4)
        self.head.setSpacing(8)
        self.badge = QLabel(self)
        self.badge.setObjectName("rollerBadge")
        self.head.insertWidget(2, self.badge)
        self.side = SideView(seat, self)
        self.side.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.side.setMinimumSize(240, 140)
        self.box.addWidget(self.side, 1)
        self.tray = Tray(self)
        self.box.addWidget(self.tray)
        self.cursors = CursorLayer(self.side)
        self.toast = Toast(self.side)
        self.side.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.side and event.type() == event.Type.Resize:
            self.cursors.resize(self.side.size())
            self.toast.reposition()
        return super().eventFilter(obj, event)


class ControlPanel(SidePanel):
    """The fourth cell: the turquoise die, what is happening, Roll / Stopp! / Pause, the feed, the key map."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.box.setContentsMargins(14, 10, 14, 10)
        top = QHBoxLayout()
        self.die = DieWidget(self)
        self.die.body, self.die.pip_colour = TURQUOISE, TURQUOISE_PIP
        self.die.set_duration(ROLL_MS)
        self.die.setFixedSize(QSize(92, 92))
        self.die.setCursor(Qt.CursorShape.ArrowCursor)
        top.addWidget(self.die)
        texts = QVBoxLayout()
        self.stopp = QLabel(self)
        self.stopp.setObjectName("stopp")
        self.stopp.hide()
        texts.addWidget(self.headline)
        texts.addWidget(self.subline)
        texts.addWidget(self.stopp)
        texts.addStretch(1)
        top.addLayout(texts, 1)
        self.box.addLayout(top)
        buttons = QHBoxLayout()
        self.roll_button = self.button("rollButton")
        self.stopp_button = self.button("stoppButton")
        for b in (self.roll_button, self.stopp_button, self.pause_button):
            buttons.addWidget(b)
        self.box.addLayout(buttons)
        self.box.addWidget(self.feed, 1)
        self.box.addWidget(self.legend)


class RaffzahnView(RealTimeView):
    """Attributes for tests: `panes` (per seat: `side`, `cursors`, `tray`), `control` (`roll_button`,
    `stopp_button`, `pause_button`, `die`), `key_cursor` (seat -> position), `fly`."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        dress(self, STYLE)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(8)
        self.panes = [Pane(seat, self) for seat in range(3)]
        self.control = ControlPanel(self)
        for pane, (row, col) in zip(self.panes, ((0, 0), (0, 1), (1, 0))):
            grid.addWidget(pane, row, col)
            pane.side.clicked.connect(lambda hit, s=pane.seat: self._clicked(s, hit))
            pane.side.set_hover_enabled(pane.seat == self.inputs.mouse)
            pane.side.set_pyramid(self.state.pyramid, animate=False)
        grid.addWidget(self.control, 1, 1)
        # Roll and Stopp! are the mouse player's call (a roll or a grab, as the phase has it): greyed while paused.
        self.control.roll_button.clicked.connect(self._button_call)
        self.control.stopp_button.clicked.connect(self._button_call)
        self.control.pause_button.clicked.connect(self._pause_or_result)
        self.key_cursor: dict[int, tuple | None] = {seat: None for seat in range(3)}
        self._drawn = self._drawn_phase = None         # the pyramid and phase the panes show
        self.fly = FlyLayer(self)
        self._stopp_timer = QTimer(self)
        self._stopp_timer.setSingleShot(True)
        self._stopp_timer.timeout.connect(self.control.stopp.hide)
        if self.state.roll:
            self.control.die.set_value(self.state.roll)
        self.refresh()

    # -- showing ---------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fly.resize(self.size())

    def status_widget(self) -> QWidget:
        return self.control.headline

    def status_text(self) -> str:
        state, c = self.state, self.controller
        roller = self.names[state.roller] if state.phase not in (DEAL, START) else ""
        if state.phase == OVER:
            winners = [self.names[s] for s in state.winners()]
            if len(winners) == 1:
                return QCoreApplication.translate("Raffzahn", "{name} wins with {n} dice.").format(
                    name=winners[0], n=len(state.trays[state.winners()[0]]))
            return QCoreApplication.translate("Raffzahn", "{names} share the win.").format(names=" & ".join(winners))
        if c.paused:
            return self.paused_text()
        if state.phase == DEAL:
            return QCoreApplication.translate("Raffzahn", "The pyramid is built and its top die taken away…")
        if state.phase == START:
            return QCoreApplication.translate("Raffzahn", "Drawing who gets the turquoise die…")
        if state.phase == ROLL:
            if c.player_is_ai(state.roller):
                return QCoreApplication.translate("Raffzahn", "{name} rolls the turquoise die…").format(name=roller)
            return QCoreApplication.translate("Raffzahn", "{name}: roll the turquoise die!").format(name=roller)
        if state.rolling():
            return QCoreApplication.translate("Raffzahn", "{name} rolls…").format(name=roller)
        if state.quiet_since is not None:
            return QCoreApplication.translate("Raffzahn", "No free die shows a {roll} to anybody.").format(
                roll=state.roll)
        return QCoreApplication.translate("Raffzahn", "A {roll}! Grab the dice that show you a {roll}.").format(
            roll=state.roll)

    def subline_text(self) -> str:
        state, c = self.state, self.controller
        if state.phase == OVER:
            return " · ".join(f"{self.names[s]} {len(state.trays[s])}" for s in range(3))
        if state.phase == ROLL and state.turn:
            if state.ended_by == "end":
                return QCoreApplication.translate("Raffzahn", "The turn ended: nothing left to grab.")
            return QCoreApplication.translate("Raffzahn", "{name} called “Stopp!”.").format(
                name=self.names[(state.roller - 1) % 3])
        if state.phase == GRAB and not state.rolling():
            if state.quiet_since is not None:
                return QCoreApplication.translate("Raffzahn", "The turn ends in a moment.")
            if c.player_is_ai(state.roller):
                return QCoreApplication.translate(
                    "Raffzahn", "{name} rolled and may call “Stopp!” at any moment.").format(
                    name=self.names[state.roller])
            return QCoreApplication.translate("Raffzahn", "{name} rolled: “Stopp!” ends the grabbing.").format(
                name=self.names[state.roller])
        return ""

    def refresh(self) -> None:
        state, c = self.state, self.controller
        redraw = state.pyramid is not self._drawn        # (a new pyramid object: a die went; else the same)
        self._drawn = state.pyramid
        dimmed = not_free(state) if redraw or state.phase != self._drawn_phase else None
        self._drawn_phase = state.phase
        for pane in self.panes:
            seat = pane.seat
            if redraw:
                pane.side.set_pyramid(state.pyramid, animate=False)
            if dimmed is not None:
                pane.side.set_dimmed(dimmed)
            rolling = state.phase in (ROLL, GRAB) and state.roller == seat
            pane.show_seat(self, len(state.trays[seat]), QCoreApplication.translate("Raffzahn", "Dice grabbed"),
                           QCoreApplication.translate("Raffzahn", "grab"),
                           QCoreApplication.translate("Raffzahn", "Stopp!"), rolling)
            pane.badge.setText(QCoreApplication.translate("Raffzahn", "rolls"))
            pane.badge.setVisible(rolling)
            pane.tray.set_dice(state.trays[seat])
        self.keep_cursors(state.free_dice() if state.phase in (ROLL, GRAB) else [], seat_screens=True)
        self._draw_cursors()
        panel = self.control
        panel.refresh(self)
        mouse = self.inputs.mouse
        running = not c.paused and state.phase != OVER
        panel.roll_button.setText(QCoreApplication.translate("Raffzahn", "Roll"))
        panel.stopp_button.setText(QCoreApplication.translate("Raffzahn", "Stopp!"))
        panel.roll_button.setEnabled(running and mouse is not None and state.phase == ROLL and state.roller == mouse)
        panel.stopp_button.setEnabled(running and mouse is not None and state.phase == GRAB and state.roller == mouse)
        panel.roll_button.setVisible(mouse is not None)
        panel.stopp_button.setVisible(mouse is not None)
        panel.die.set_ready(running and state.phase == ROLL and not c.player_is_ai(state.roller))
        self.keep_frames()

    def legend_html(self) -> str:
        """Who plays with what: the mouse and each keyboard zone in use, and P."""
        return super().legend_html(
            QCoreApplication.translate("Raffzahn", "click a die to grab it; Space or the buttons roll and call “Stopp!”"),
            QCoreApplication.translate("Raffzahn", "{keys} move, {act} grabs, {call} rolls and calls “Stopp!”"))

    # -- cursors -----------------------------------------------------------------------------------
    def place_on_screen(self, place, seat: int | None):
        return self.panes[seat].side.project(space.world(place))

    def _draw_cursors(self) -> None:
        reaching = {seat: (aim, progress) for seat, aim, progress in self.reaches()}
        for pane in self.panes:
            seat = pane.seat
            cursors = []
            cursor = self.key_cursor.get(seat)
            if cursor is not None and cursor in self.state.pyramid:
                cursors.append(self.seat_cursor(seat, face_outline(pane.side, cursor, seat)))
            if seat in reaching:
                aim, progress = reaching[seat]
                cursors.append(self.seat_cursor(seat, face_outline(pane.side, aim, seat), progress))
            pane.cursors.set_cursors(cursors)

    def animating(self) -> bool:
        return self.hands_move((GRAB,))

    # -- input -----------------------------------------------------------------------------------------
    def _clicked(self, seat: int, hit) -> None:
        mouse = self.inputs.mouse
        if mouse is None or hit is None or hit.target is True and hit.position not in self.state.pyramid:
            return
        if seat != mouse:
            self.refuse(seat, QCoreApplication.translate(
                "Raffzahn", "This is {name}'s side: grab on your own side.").format(name=self.names[seat]))
            return
        if self.controller.paused:
            self.refuse(seat, self.paused_text())
            return
        self.play(mouse, Grab(mouse, tuple(hit.position)))

    def _button_call(self) -> None:
        if self.inputs.mouse is not None:
            self.on_call(self.inputs.mouse)

    def on_move(self, seat: int, dx: int, dy: int) -> None:
        self.move_cursor(seat, dx, dy, self.state.free_dice() if self.state.phase in (ROLL, GRAB) else [],
                         seat_screens=True)

    def on_act(self, seat: int) -> None:
        cursor = self.key_cursor.get(seat)
        if cursor is None:
            zone = ZONES[self.inputs.zones_of(seat)[0]] if self.inputs.zones_of(seat) else None
            keys = zone.keys_text if zone else ""
            self.refuse(seat, QCoreApplication.translate(
                "Raffzahn", "First move your cursor onto a die ({keys}).").format(keys=keys))
            return
        self.play(seat, Grab(seat, cursor))

    def on_call(self, seat: int) -> None:
        state = self.state
        if state.phase == ROLL and state.roller == seat:
            self.roll(seat)
        elif state.phase == GRAB and state.roller == seat:
            self.play(seat, Stop(seat))
        elif state.phase == ROLL:
            self.refuse_not_the_roller(seat)
        else:
            self.play(seat, Stop(seat))          # refused with the reason (only the roller calls "Stopp!")

    def refuse(self, seat: int, text: str) -> None:
        self.panes[seat].toast.show_message(text, ERROR)

    def show_message(self, text: str) -> None:
        for pane in self.panes:
            pane.toast.show_message(text, INFO)

    # -- what just happened ---------------------------------------------------------------------------
    def announce(self, change) -> None:
        move, state = change.move, change.after
        if isinstance(move, Roll):
            self.control.die.roll_to(move.value)
            self.control.stopp.hide()
        elif isinstance(move, Grab):
            self._fly(move, change.before)
        elif isinstance(move, Stop) or (state.turn and state.phase in (ROLL, OVER) and change.before.phase == GRAB):
            self.control.stopp.setText(QCoreApplication.translate("Raffzahn", "Stopp!") if isinstance(move, Stop)
                                       else QCoreApplication.translate("Raffzahn", "Nothing left!"))
            self.control.stopp.show()
            self._stopp_timer.start(STOPP_MS)
        elif isinstance(move, Start):
            self.show_message(QCoreApplication.translate("Raffzahn", "{name} gets the turquoise die.").format(
                name=self.names[move.player]))

    def _fly(self, move: Grab, before) -> None:
        pane = self.panes[move.seat]
        die = before.pyramid.get(move.position)
        if die is None:
            return
        outline = face_outline(pane.side, move.position, move.seat)
        box = outline.boundingRect()
        start = pane.side.mapTo(self, box.center().toPoint())
        tray = pane.tray
        index = len(self.state.trays[move.seat]) - 1
        end = tray.mapTo(self, tray.slot(index).toPoint())
        tray.pending += 1

        def landed(t=tray) -> None:
            t.pending = max(0, t.pending - 1)
            t.update()

        self.fly.launch(die.colour, before.roll, QPointF(start), QPointF(end), max(16.0, min(box.width(), 44.0)),
                        landed)

    # -- gestures (the GUI conformance test plays through these) ---------------------------------------
    def gestures_for(self, move) -> list[Gesture]:
        state = self.state
        if state.is_chance() and state.phase == ROLL:
            return self._call_gestures(state.roller, self.control.roll_button)
        if isinstance(move, Stop):
            return self._call_gestures(move.seat, self.control.stopp_button)
        if isinstance(move, Grab):
            if move.seat == self.inputs.mouse:
                return [Gesture("later", self.panes[move.seat].side, later=lambda m=move: self._click_gesture(m))]
            return [Gesture("later", self, later=lambda m=move: self._key_gestures(m))]
        raise NotImplementedError(f"Raffzahn has no input for {move}")

    def offers(self, move) -> bool:
        seat = getattr(move, "seat", None)
        if isinstance(move, (Grab, Stop)):
            return self.inputs.has_input(seat)
        return isinstance(move, Roll) and self.inputs.has_input(self.state.roller)

    def _click_gesture(self, move: Grab) -> list[Gesture]:
        side = self.panes[move.seat].side
        outline = face_outline(side, move.position, move.seat)
        centre = outline.boundingRect().center()
        for fx, fy in ((0, 0), (0.15, 0), (-0.15, 0), (0, 0.15), (0, -0.15)):
            box = outline.boundingRect()
            point = QPoint(round(centre.x() + fx * box.width()), round(centre.y() + fy * box.height()))
            hit = side.pick(point.x(), point.y())
            if hit is not None and hit.position == move.position:
                return [Gesture("click", side, (point,))]
        raise LookupError(f"{move.position} cannot be clicked on side {move.seat + 1}")

    def _key_gestures(self, move: Grab) -> list[Gesture]:
        """The zone's direction keys that bring its cursor onto the die, then its act key."""
        return self.key_gestures(move.seat, move.position, self._screen(self.state.free_dice(), move.seat))

    # -- lessons (ui/lessons/) ---------------------------------------------------------------------------
    def place_rect(self, place: str) -> QRectF | None:
        """A lesson's places: `roll` and `stopp` are the buttons; `die:010` is that die's face on the learner's
        side (the mouse player's pane)."""
        buttons = {"roll": self.control.roll_button, "stopp": self.control.stopp_button}
        if place in buttons:
            return self.button_rect(buttons[place])
        kind, _, name = place.partition(":")
        p = lattice.parse(name) if kind == "die" else None
        if p is None:
            return None
        side = self.panes[self.inputs.mouse or 0].side
        box = face_outline(side, p, self.inputs.mouse or 0).boundingRect()
        return box.translated(QPointF(side.mapTo(self, QPoint(0, 0))))


def make_view(controller, parent=None) -> RaffzahnView:
    return RaffzahnView(controller, parent)
