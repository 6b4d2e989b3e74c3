"""The Qt side of a running game: wraps a model Session, runs AI players off the
GUI thread, autosaves, and turns model changes into Qt signals for the views.
"""
from __future__ import annotations

import logging
import zlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from gamebox import i18n
from gamebox.ai import DEFAULT_AGENT, make_agent
from gamebox.protocol import CHANCE, IllegalMove, State
from gamebox.record import GameRecord
from gamebox.registry import get as get_game
from gamebox.session import Change, Session

from .workers import Errands

log = logging.getLogger(__name__)


class GameController(QObject):
    changed = Signal(object)      # gamebox.session.Change
    refused = Signal(str)         # why a move was refused, in the UI language
    thinking = Signal(bool)       # an AI is computing
    finished = Signal()           # the game reached its end
    locked_changed = Signal()     # a puzzle was decided: the board takes no more moves

    def __init__(self, session: Session, autosave=None, parent: QObject | None = None, history=None,
                 clock=None) -> None:
        super().__init__(parent)
        self.session = session
        self.game = get_game(session.record.game)
        self.ai_delay_ms = 600
        self.paused = False
        # A puzzle: no undo at all, and once it is decided the board takes no more moves.
        self.undo_locked = False
        self.locked = False
        # A lesson (ui/lessons/): a person's move is judged before it is played; `gate(move)` returns why
        # it is refused (the rule's reason, or what the lesson asks instead), or None to play it.
        self.gate: Callable[[Any], str | None] | None = None
        self._agents: dict[int, Any] = {}
        # Holds: while a view shows something everybody must take in (Eintrichtern's revealed sum), nobody
        # plays; each hold names why, for a person who tries (see `hold`).
        self._holds: dict[str, Callable[[], str]] = {}
        self._busy = False
        self._moves = Errands(self)       # a computer's move: an undo or the game's end drops one in flight
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ai_step)
        self._autosave = autosave
        # `history(record)` keeps a finished game (gamebox/history_recorder.py): called at the end
        # of every game of every game the same way, from the protocol's terminal state.
        self._history = history
        session.changed.connect(self._on_change)
        # A real-time game: everybody acts at once on the game's clock (ui/realtime/pump.py). A resumed
        # game starts paused, so nobody is taken by surprise. `clock`: a ManualClock (the rules panel).
        self.realtime = None
        if session.timed:
            from .realtime.pump import RealTimePump

            self.paused = bool(session.ply) and not session.state.is_terminal() and clock is None
            self.realtime = RealTimePump(self, clock)
            if self.paused:
                self.realtime.set_paused(True)

    # -- reading ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    @property
    def record(self) -> GameRecord:
        return self.session.record

    @property
    def busy(self) -> bool:
        """An AI task is computing (its result will still arrive)."""
        return self._busy

    def player_is_ai(self, player: int) -> bool:
        players = self.record.players
        return 0 <= player < len(players) and players[player].type == "ai"

    def human_to_act(self) -> bool:
        """A human may act now: make a move, or roll for his own turn (in real time: any human, any time)."""
        if self.state.is_terminal() or self._busy or self.locked or self._holds:
            return False
        if self.realtime is not None:
            return any(not self.player_is_ai(seat) for seat in range(len(self.record.players)))
        acting = self.state.acting_player()
        return acting >= 0 and not self.player_is_ai(acting)

    def can_roll(self) -> bool:
        return self.human_to_act() and self.state.current_player() == CHANCE

    # -- acting -----------------------------------------------------------------------
    def try_move(self, move: Any) -> bool:
        """A human's move: play it, or emit `refused` with the reason."""
        if self.locked and not self.state.is_terminal():
            self.refused.emit(i18n.Text("The puzzle is decided: try it again or take the next one.",
                                        "Das Rätsel ist entschieden: versuch es noch einmal oder nimm das nächste.").get())
            return False
        if self.gate is not None and not self.state.is_terminal():
            refusal = self.gate(move)
            if refusal is not None:
                self.refused.emit(refusal)
                return False
        if self.realtime is not None:
            reason = self.realtime.play(move)
            if reason is not None:
                self.refused.emit(reason.message())
            return reason is None
        if self._holds:
            self.refused.emit(next(iter(self._holds.values()))())
            return False
        if not self.human_to_act() or self.state.current_player() == CHANCE:
            reason = self.state.why_illegal(move)
            text = reason.message() if reason else i18n.Text(
                "Wait for your turn.", "Warte, bis du dran bist.").get()
            self.refused.emit(text)
            return False
        try:
            self.session.play(move)   # the one check, where the player's input enters the model
        except IllegalMove as err:
            self.refused.emit(err.reason.message())
            return False
        return True

    def roll(self) -> bool:
        if self._holds and not self.state.is_terminal():
            self.refused.emit(next(iter(self._holds.values()))())
            return False
        if not self.can_roll():
            return False
        self.session.roll()
        return True

    def can_undo(self) -> bool:
        return (not self._busy and not self.undo_locked and self.session.can_undo()
                and self._undo_target() is not None)

    def _undo_target(self) -> int | None:
        """How many moves one undo takes back: up to and including the last human decision."""
        s = self.session
        steps = 0
        for ply in range(s.ply - 1, -1, -1):
            if s.undo_barrier(ply) and (not s.is_solo or not s.is_chance_move(ply)):
                return None
            steps += 1
            mover = s.state_at(ply).current_player()
            if mover == CHANCE or not self.player_is_ai(mover):
                return steps
        return None

    def undo(self) -> bool:
        steps = self._undo_target() if self.session.can_undo() and not self.undo_locked else None
        if not steps or self._busy:
            return False
        self._moves.cancel()
        for _ in range(steps):
            self.session.undo()
        return True

    def can_redo(self) -> bool:
        return not self._busy and not self.undo_locked and self.session.can_redo()

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        return self.session.redo()

    def note_hint(self, save: bool = True) -> int:
        """The coach was asked: count it in the record (the score screen says so) and save
        (unless the caller saves later with `save_now`)."""
        meta = self.record.meta
        meta["hints"] = int(meta.get("hints", 0)) + 1
        if save:
            self.save_now()
        return meta["hints"]

    def save_now(self) -> None:
        if self._autosave is not None:
            try:
                self._autosave(self.record)
            except OSError as exc:
                log.error("autosave failed: %s", exc)

    def lock(self) -> None:
        """A decided puzzle: no more moves, no AI (the views say so)."""
        self.locked = True
        self.set_paused(True)
        self.locked_changed.emit()

    def _keep_in_history(self) -> None:
        # A collection puzzle's try is kept as puzzle progress (gamebox/puzzles/store.py), not as a game.
        if self._history is None or self.record.meta.get("collection_puzzle") is not None:
            return
        try:
            self._history(self.record)
        except Exception:     # the history is a convenience: it never costs the game
            log.exception("the finished game could not be handed to the history")

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if self.realtime is not None:
            self.realtime.set_paused(paused)
        elif not paused:
            self.schedule_ai()

    def start(self) -> None:
        """Begin play: resolve an opening chance node and let AI players move."""
        self.schedule_ai()

    def hold(self, key: str, reason: Callable[[], str]) -> None:
        """Nobody plays until `release(key)`: computers wait, whatever their pause, and a person's move or
        roll is refused with `reason()`, the why in the UI's language (a revealed sum shows its full time
        whoever moves next)."""
        self._holds[key] = reason
        self._timer.stop()

    def release(self, key: str) -> None:
        if self._holds.pop(key, None) is not None and not self._holds:
            self.schedule_ai()

    @property
    def holding(self) -> bool:
        return bool(self._holds)

    def shutdown(self) -> None:
        self._moves.cancel()
        self._timer.stop()
        if self.realtime is not None:
            self.realtime.stop()

    # -- AI -----------------------------------------------------------------------------
    def agent_for(self, player: int):
        if player not in self._agents:
            spec = self.record.players[player]
            # Seeded by the game's first move and the seat: an agent with a memory (Eintrichtern)
            # remembers the same after the game is closed and resumed.
            first = self.record.moves[0] if self.record.moves else ""
            seed = zlib.crc32(f"{first}|{player}".encode())
            self._agents[player] = make_agent(spec.agent or DEFAULT_AGENT, self.game, seed)
        return self._agents[player]

    def schedule_ai(self, delay: int | None = None) -> None:
        if self.realtime is not None:
            self.realtime.schedule()     # computers act on the clock, not after a pause per move
            return
        if self.state.is_terminal() or self.paused or self._busy or self.locked or self._holds:
            return
        acting = self.state.acting_player()
        if acting == CHANCE and self.game.info.instant_chance and self.state.current_player() == CHANCE:
            self.session.roll()     # (its change comes back here for the next draw)
            return
        if acting == CHANCE or self.player_is_ai(acting):
            self._timer.start(self.ai_delay_ms if delay is None else delay)

    def _ai_step(self) -> None:
        state = self.state
        if state.is_terminal() or self.paused or self._busy or self.locked or self._holds:
            return
        acting = state.acting_player()
        if state.current_player() == CHANCE:
            if acting == CHANCE or self.player_is_ai(acting):
                self.session.roll()
            return
        if not self.player_is_ai(acting):
            return
        self._busy = True
        self.thinking.emit(True)
        agent, seen = self.agent_for(acting), state.observation(acting)
        self._moves.run(lambda: agent.choose(seen), self.session.play, error=self._ai_failed,
                        settled=self._ai_settled)

    def _ai_settled(self) -> None:
        self._busy = False
        self.thinking.emit(False)     # (a retired game waits for this to be deleted: MainWindow._retire)

    def _ai_failed(self, exc: Exception) -> None:
        log.error("AI failed", exc_info=exc)
        self.refused.emit(f"AI error: {exc}")

    def _on_change(self, change: Change) -> None:
        self.save_now()
        self.changed.emit(change)
        if self.state.is_terminal():
            if change.kind in ("move", "redo"):
                self._keep_in_history()
            self.finished.emit()
        else:
            self.schedule_ai()

    def wait_for_ai(self, msecs: int = 30000) -> bool:
        """For tests and shutdown: wait until no AI task runs."""
        return QThreadPool.globalInstance().waitForDone(msecs)
