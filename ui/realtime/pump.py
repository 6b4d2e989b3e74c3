"""The Qt side of a real-time game: it only feeds the game's clock (docs/design/realtime.md).

`RealTimePump` gives the session a `WallClock`, keeps a `Driver` for the computer players, the box's chance
and the clock's own moves, and wakes up exactly when the next of them is due (one precise single-shot
timer). A human's move goes through `play`: everything due before it is played first, then the move at
the clock's now. Pausing stops the clock. Nothing here decides anything: the model does.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from gamebox.clock import WallClock
from gamebox.i18n import Reason, Text
from gamebox.protocol import IllegalMove
from gamebox.realtime import Driver

log = logging.getLogger(__name__)

PAUSED = Text("The game is paused: press P to go on.", "Das Spiel ist angehalten: P drücken, um weiterzuspielen.")
BOX_DELAY_MS = 400      # the box deals and draws lots after this pause, so players see it happen


def make_clock(start: int) -> WallClock:
    """The clock of a game in the app (tests replace this with a ManualClock they move)."""
    return WallClock(start)


class RealTimePump(QObject):
    """Signals: `ticked()` when time passed a moment the state cares about (the die lies still, a
    deadline) without a move; `paused_changed(bool)`."""

    ticked = Signal()
    paused_changed = Signal(bool)

    def __init__(self, controller, clock=None) -> None:
        super().__init__(controller)
        self.controller = controller
        session = controller.session
        self.clock = clock if clock is not None else make_clock(session.state.now)
        session.clock = self.clock
        self.agents = {seat: controller.agent_for(seat) for seat in range(len(session.record.players))
                       if controller.player_is_ai(seat)}
        self.driver = Driver(session, self.agents, BOX_DELAY_MS)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self.run)
        self._stopped = False
        self._watch: int | None = None      # the next time the state changes by itself
        self.wakes_at: int | None = None    # the game time the timer is set for (None: it is not)

    # -- time -----------------------------------------------------------------------------------
    @property
    def session(self):
        return self.controller.session

    @property
    def paused(self) -> bool:
        return self.controller.paused

    def now(self) -> int:
        return self.clock.now()

    def set_paused(self, paused: bool) -> None:
        pause = getattr(self.clock, "pause", None)
        if paused and pause is not None:
            pause()
        elif not paused and hasattr(self.clock, "resume"):
            self.clock.resume()
        self.paused_changed.emit(paused)
        self.schedule()

    def run(self) -> None:
        """Play everything due by now, then sleep until the next thing is due."""
        if self._stopped or self.paused:
            return
        session = self.session
        now = self.clock.now()
        try:
            self.driver.run_until(now)     # each at its own time (a computer's planned moment)
        except (IllegalMove, RuntimeError, ValueError) as exc:   # a bug must not freeze the window
            log.exception("real-time driver failed")
            self.controller.refused.emit(f"AI error: {exc}")
        session.advance()
        # A moment the state cares about passed without a move (the dice lie still): the views show it.
        # (`_watch` is set by every schedule, so also by the moves just played.)
        if self._watch is not None and self._watch <= now:
            self.ticked.emit()
        self.schedule()

    def follow(self) -> None:
        """Only let time pass (the rules panel's example plays its moves itself): the state comes to the
        clock's now, and the views hear of a moment passed."""
        now = self.clock.now()
        self.session.advance()
        if self._watch is not None and self._watch <= now:
            self.ticked.emit()
        self._watch = self.session.state.next_change()

    def schedule(self) -> None:
        self.timer.stop()
        self.wakes_at = None
        self._watch = self.session.state.next_change()
        if self._stopped or self.paused or self.session.state.is_terminal():
            return
        times = []
        event = self.driver.next_event()
        if event is not None:
            times.append(event.at)
        change = self.session.state.next_change()
        if change is not None:
            times.append(change)
        if times:
            now = self.clock.now()
            self.wakes_at = max(now, min(times))
            self.timer.start(self.wakes_at - now)

    def stop(self) -> None:
        self._stopped = True
        self.timer.stop()
        self.wakes_at = None

    # -- a human's input ----------------------------------------------------------------------------
    def why_not(self, move) -> Reason | None:
        """Why a human's move would be refused now (bringing the game to now first), or None."""
        if self.paused:
            return Reason("paused", PAUSED)
        self.run()
        return self.session.state.why_illegal(move)

    def play(self, move) -> Reason | None:
        """A human's move at the clock's now: None if played, else the reason it was refused."""
        reason = self.why_not(move)
        if reason is not None:
            return reason
        try:
            self.session.play(move)
        except IllegalMove as err:
            return err.reason
        return None

    def roll(self, seat: int) -> Reason | None:
        """The roller (a human at `seat`) throws the dice."""
        if self.paused:
            return Reason("paused", PAUSED)
        self.run()
        state = self.session.state
        if not state.is_chance() or state.acting_player() != seat:
            return state.why_cannot_roll() or Reason("not_roller", Text("It is not your roll.",
                                                                        "Du würfelst jetzt nicht."))
        self.session.roll()
        return None
