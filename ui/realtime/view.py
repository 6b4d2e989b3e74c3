"""`RealTimeView`: what both real-time games' views share (Raffzahn's split screen, Bunte Kuh's table).

It takes the whole width (the page's side panel hides: the view shows the players itself), routes the
keyboard zones and the mouse to the seats that own them, shows a refusal where its player looks, pauses
(P, or when the window loses the focus while computers play), and keeps a frame timer running only while
something on screen moves with time (a computer's hand reaching, a countdown). A game gives
`on_move(seat, dx, dy)`, `on_act(seat)`, `on_call(seat)`, `refresh()`, `announce(change)` and its layout.
Both games draw with its `legend_html` (the key map), `reaches` and `hands_move` (the computers' hands on
their way), `keep_cursors` and `move_cursor` (the keyboard cursors over the places on screen), and lay out
their panels with `panel.py` and `seat_card.py`.
"""
from __future__ import annotations

from html import escape

import numpy as np

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QWidget

from gamebox.grammar import addresses_the_player, second_person
from gamebox.protocol import CHANCE
from gamebox.turns import put_names

from ..board.view import GameView, Gesture
from ..i18n import current_language
from ..pyramid.game_view import cursor_step
from .cursors import Cursor
from .keyzones import ACT, ZONES, KeyZones
from .seats import assign, seat_colour

FRAME_MS = 33
FEED = 5             # moves the feed lists, newest first


def nearest_on_screen(here, places: dict):
    """Of `places` (place -> its point on screen), the one nearest the screen point `here`: where a
    keyboard cursor goes when what it stood on is gone."""
    return min(places, key=lambda p: float(np.sum((places[p] - here) ** 2)))


class RealTimeView(GameView):
    side_panel = False
    key_cursor: dict       # seat -> the place his keyboard cursor stands on (None: not shown yet)
    zones_note = True      # the key map tells a lone person that every keyboard zone works

    @property
    def names(self) -> list[str]:
        """The players' names as the record has them now ("You" is "Du" once the language is German)."""
        return [p.name for p in self.controller.record.players]

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.inputs = assign(controller.record.players)
        self.zones = KeyZones(self)
        self.zones.enabled = set(self.inputs.zones)
        self.zones.moved.connect(self._zone_moved)
        self.zones.acted.connect(self._zone_acted)
        self.frame = QTimer(self)
        self.frame.setInterval(FRAME_MS)
        self.frame.timeout.connect(self.animate_frame)
        self._watched_window = None
        self.events: list[tuple[int | None, object]] = []    # (seat, words) of the last moves, newest last
        for played in controller.session.history[-FEED:]:
            self._remember(played.before, played.move)
        controller.changed.connect(self._on_changed)
        controller.finished.connect(self.refresh)
        pump = controller.realtime
        # A person without an input (more humans than inputs, in a record from elsewhere): the box rolls for him.
        pump.driver.auto_roll = {seat for seat in range(len(self.names))
                                 if not controller.player_is_ai(seat) and not self.inputs.has_input(seat)}
        pump.ticked.connect(self.refresh)
        pump.paused_changed.connect(lambda _paused: self.refresh())

    # -- what a game gives ----------------------------------------------------------------------
    def on_move(self, seat: int, dx: int, dy: int) -> None:
        """A keyboard player moved his cursor."""

    def on_act(self, seat: int) -> None:
        """A keyboard player acts on what is under his cursor."""

    def on_call(self, seat: int) -> None:
        """A player calls (Stopp!, Niete) or rolls."""

    def refresh(self) -> None:
        """Show the state now."""

    def announce(self, change) -> None:
        """Animations and messages for a move just made."""

    def animating(self) -> bool:
        """Whether something on screen moves with time now (keeps the frame timer running)."""
        return False

    def _draw_cursors(self) -> None:
        """Draw the players' cursors (and the computers' hands) where they are now."""

    def place_on_screen(self, place, seat: int | None):
        """Where `place` lies on the screen of `seat` (None: the one view everybody looks at), as an array."""
        raise NotImplementedError

    def animate_frame(self) -> None:
        """One frame of what moves with time: the cursors of the hands on their way."""
        self._draw_cursors()
        if not self.animating():
            self.frame.stop()

    # -- helpers --------------------------------------------------------------------------------
    @property
    def pump(self):
        return self.controller.realtime

    @property
    def state(self):
        return self.controller.state

    def named(self, text: str) -> str:
        """A model text with the players' names put in for {seat0}, {seat1}, … ("You begin")."""
        return put_names(text, self.names, current_language())

    def play(self, seat: int, move) -> bool:
        """A human's move: played, or refused with the reason where he looks."""
        reason = self.pump.play(move)
        if reason is not None:
            self.refuse(seat, self.named(reason.message()))
            return False
        return True

    def roll(self, seat: int) -> bool:
        reason = self.pump.roll(seat)
        if reason is not None:
            self.refuse(seat, self.named(reason.message()))
            return False
        return True

    def refuse(self, seat: int, text: str) -> None:
        """Show a refusal to the player at `seat`."""

    def refuse_not_the_roller(self, seat: int) -> None:
        """`seat` called while another seat is to roll."""
        self.refuse(seat, QCoreApplication.translate("RealTime", "{name} rolls now.").format(
            name=self.names[self.state.roller]))

    # -- what both games draw alike --------------------------------------------------------------
    def legend_html(self, mouse_text: str, zone_text: str) -> str:
        """The key map: a row for the mouse player (`mouse_text`), one for each keyboard zone in use
        (`zone_text` with {keys}, {act} and {call} put in), a note when one person has every input, and P."""
        def row(seat: int, text: str) -> str:
            return f"<span style='color:{seat_colour(seat)}'>●</span> <b>{escape(self.names[seat])}</b>: {escape(text)}"

        rows = [row(self.inputs.mouse, mouse_text)] if self.inputs.mouse is not None else []
        for zone in ZONES:
            seat = self.inputs.zones.get(zone.index)
            if seat is not None and seat != self.inputs.mouse:
                rows.append(row(seat, zone_text.format(keys=zone.keys_text, act=zone.act_text, call=zone.call_text)))
        if self.zones_note and len(self.inputs.zones) == len(ZONES) and len(set(self.inputs.zones.values())) == 1:
            rows.append(escape(QCoreApplication.translate(
                "RealTime", "Any keyboard zone works too: W A S D, I J K L or the arrows.")))
        rows.append(escape(QCoreApplication.translate("RealTime", "P pauses the game.")))
        return "<br>".join(rows)

    def reaches(self) -> list[tuple[int, object, float]]:
        """The computers' hands on their way now: (seat, where it reaches, how far, 0..1)."""
        c = self.controller
        if c.paused:
            return []
        now = self.pump.now()
        return [(seat, a.aim, (now - a.since) / max(1, a.at - a.since))
                for seat, a in self.pump.driver.plans().items()
                if a is not None and a.aim is not None and a.since is not None and now >= a.since]

    def key_gestures(self, seat: int, target, at: dict) -> list[Gesture]:
        """The direction keys of `seat`'s zone that bring his cursor from where it stands onto `target`, moving
        over the places `at` (place -> point on screen) as the cursor does, then his act key."""
        zone = ZONES[self.inputs.zones_of(seat)[0]]
        start = self.key_cursor.get(seat)
        keys_of = {d: k for k, d in zone.directions.items()}
        first = cursor_step(None, 0, 0, at) if start not in at else start
        paths = {first: [] if start in at else [keys_of[(1, 0)]]}
        todo = [first]
        while todo and target not in paths:
            here = todo.pop(0)
            for d, key in keys_of.items():
                there = cursor_step(here, d[0], d[1], at)
                if there not in paths:
                    paths[there] = paths[here] + [key]
                    todo.append(there)
        if target not in paths:
            raise LookupError(f"the cursor of zone {zone.index + 1} cannot reach {target}")
        return [Gesture("key", self, key=k) for k in paths[target]] + [Gesture("key", self, key=zone.act[0])]

    def _screen(self, places, seat: int | None = None) -> dict:
        """`places` as they lie on `seat`'s screen: place -> point (what the keyboard cursors move over)."""
        return {tuple(p): np.array(self.place_on_screen(p, seat)) for p in places}

    def keep_cursors(self, places, seat_screens: bool = False) -> None:
        """A keyboard cursor on a place that is gone moves to the place of `places` nearest on screen (none
        left: it goes). `seat_screens`: each seat sees his own view (Raffzahn's sides)."""
        for seat, cursor in self.key_cursor.items():
            if cursor is None or cursor in places:
                continue
            if not places:
                self.key_cursor[seat] = None
                continue
            screen = seat if seat_screens else None
            here = np.array(self.place_on_screen(cursor, screen))
            self.key_cursor[seat] = nearest_on_screen(here, self._screen(places, screen))

    def move_cursor(self, seat: int, dx: int, dy: int, places, seat_screens: bool = False) -> None:
        """A keyboard player's cursor steps over `places` in the direction he pressed."""
        if places:
            at = self._screen(places, seat if seat_screens else None)
            self.key_cursor[seat] = cursor_step(self.key_cursor.get(seat), dx, dy, at)
            self._draw_cursors()

    def seat_cursor(self, seat: int, outline, progress: float | None = None) -> Cursor:
        """`seat`'s cursor around `outline`, in his colour and with his name (`progress`: a computer reaching)."""
        return Cursor(outline, seat_colour(seat), self.names[seat], progress=progress)

    def _call_gestures(self, seat: int, button) -> list[Gesture]:
        """A call or roll as `seat` makes it: the mouse player clicks `button`, a keyboard player his call key."""
        if seat == self.inputs.mouse:
            return [Gesture("click", button, (button.rect().center(),))]
        zone = ZONES[self.inputs.zones_of(seat)[0]]
        return [Gesture("key", self, key=zone.call[0])]

    def button_rect(self, button) -> QRectF | None:
        """A lesson's place that is a button: where it is on the view, or None while it is hidden."""
        if not button.isVisible():
            return None
        return QRectF(button.rect()).translated(QPointF(button.mapTo(self, QPoint(0, 0))))

    def hands_move(self, phases) -> bool:
        """In one of `phases` a computer's hand on its way is drawn frame by frame."""
        if self.controller.paused or self.state.phase not in phases:
            return False
        return any(a is not None and a.aim is not None for a in self.pump.driver.plans().values())

    def keep_frames(self) -> None:
        if self.animating() and not self.frame.isActive():
            self.frame.start()

    def _pause_or_result(self) -> None:
        """The pause button; once the game is over it shows the score screen."""
        if self.state.is_terminal():
            self.result_requested.emit()
        else:
            self.toggle_pause()

    def toggle_pause(self) -> None:
        c = self.controller
        if not c.state.is_terminal():
            c.set_paused(not c.paused)

    def retranslate(self) -> None:
        self.refresh()

    def paused_text(self) -> str:
        return QCoreApplication.translate("RealTime", "Paused: press P or Go on.")

    # -- input ----------------------------------------------------------------------------------
    def _zone_moved(self, zone: int, dx: int, dy: int) -> None:
        seat = self.inputs.zones.get(zone)
        if seat is not None and not self.controller.paused:
            self.on_move(seat, dx, dy)

    def _zone_acted(self, zone: int, action: str) -> None:
        seat = self.inputs.zones.get(zone)
        if seat is None:
            return
        if self.controller.paused:
            self.refuse(seat, self.paused_text())
        elif action == ACT:
            self.on_act(seat)
        else:
            self.on_call(seat)

    def keyPressEvent(self, event) -> None:
        # Shift may be held by the arrow zone's player (his call key): it does not make Space or P another key.
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
        if event.key() == Qt.Key.Key_P and plain:
            if not event.isAutoRepeat():
                self.toggle_pause()
            event.accept()
        elif event.key() == Qt.Key.Key_Space and plain and self.inputs.mouse is not None:
            # The mouse player's other hand: Space rolls and calls, like the buttons.
            if not event.isAutoRepeat():
                if self.controller.paused:
                    self.refuse(self.inputs.mouse, self.paused_text())
                else:
                    self.on_call(self.inputs.mouse)
            event.accept()
        elif self.zones.press(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if self.zones.release(event):
            event.accept()
        else:
            super().keyReleaseEvent(event)

    def focusOutEvent(self, event) -> None:
        self.zones.release_all()
        super().focusOutEvent(event)

    def _remember(self, before, move) -> None:
        """Keep a move in words for the feed; the box's own deal is left out."""
        seat = before.seat_of(move)
        if seat is None and before.is_chance():
            seat = before.acting_player() if before.acting_player() != CHANCE else None
            if seat is None:
                return
        self.events = (self.events + [(seat, before.move_words(move))])[-FEED:]

    def feed_html(self) -> str:
        """The last moves in words, newest first, each with its player's colour."""
        lines = []
        for seat, words in reversed(self.events):
            text = self.named(words.get())
            if seat is not None and not text.startswith(self.names[seat]):
                name = self.names[seat]       # a sentence for its subject: "You roll 4", "Anna rolls 4"
                text = f"{name} {second_person(text, current_language()) if addresses_the_player(name) else text}"
            chip = f"<span style='color:{seat_colour(seat)}'>●</span> " if seat is not None else "· "
            lines.append(chip + escape(text))
        return "<br>".join(lines)

    def _on_changed(self, change) -> None:
        if change.kind in ("move", "redo") and change.move is not None:
            self._remember(change.before, change.move)
            self.announce(change)
        self.refresh()
        self.keep_frames()

    # -- pausing when the window loses the focus -------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        window = self.window()
        if window is not self._watched_window and window is not self:
            window.installEventFilter(self)
            self._watched_window = window

    def eventFilter(self, obj, event) -> bool:
        if obj is self._watched_window and event.type() == QEvent.Type.WindowDeactivate:
            self.zones.release_all()
            c = self.controller
            computers = any(c.player_is_ai(seat) for seat in range(len(self.names)))
            if computers and not c.paused and not c.state.is_terminal() and c.realtime is not None:
                c.set_paused(True)      # the computers would go on grabbing while nobody looks
        return super().eventFilter(obj, event)
