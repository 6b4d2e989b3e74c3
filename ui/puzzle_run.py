"""A collection puzzle being played on the game page: the model's Attempt fed with the session's
moves, the verdicts, the defence's reply after a wrong move, the hint, and the result stored.

The game itself runs as any other (the controller, the view, the autosave); this object only
listens. When the puzzle is decided the controller is locked: no more moves, no undo. A wrong move
still gets the defence's reply on the board (the refutation's first move), then the lock.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from gamebox import puzzles, registry
from gamebox.realtime import is_realtime
from gamebox.puzzles.model import FAILED, SOLVED, Puzzle
from gamebox.puzzles.store import PLAYER, PuzzleStore

log = logging.getLogger(__name__)


class PuzzleRun(QObject):
    verdict = Signal(object)        # gamebox.puzzles.Verdict after each of the player's moves
    decided = Signal(object)        # (before, after) ratings, or None when the try was not rated

    def __init__(self, puzzle: Puzzle, controller, store: PuzzleStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.puzzle = puzzle
        self.controller = controller
        self.store = store
        self.attempt = puzzles.Attempt(puzzle, puzzles.referee(puzzle))
        self._realtime = is_realtime(registry.get(puzzle.game))
        self.rating_change = None
        self._lock_after_reply = False
        controller.undo_locked = True
        mark = controller.record.meta.get(puzzles.META_KEY, {})
        self.attempt.hints = int(mark.get("hints", 0)) if isinstance(mark.get("hints", 0), int) else 0
        # A puzzle of the day keeps its day in the history; a streak its length (gamebox/puzzles/).
        self.day = mark.get("day") if isinstance(mark.get("day"), str) else None
        self.streak = mark.get("streak") if isinstance(mark.get("streak"), dict) else None
        start = len(puzzle.moves)
        session = controller.session
        for ply in range(start, session.ply):      # a resumed puzzle: the moves made before
            self._moved(session.move_at(ply), session.state_at(ply), session.state_at(ply + 1), resumed=True)
        controller.changed.connect(self._on_changed)

    @property
    def over(self) -> bool:
        return self.attempt.over

    def _on_changed(self, change) -> None:
        if change.kind != "move" or change.move is None:
            return
        if self._lock_after_reply:
            self._lock()
            return
        self._moved(change.move, change.before, change.after)

    @property
    def streak_count(self) -> int:
        """Puzzles solved in a row in this streak, this one included once it is solved."""
        if self.streak is None:
            return 0
        return int(self.streak.get("count", 0)) + (1 if self.attempt.solved else 0)

    def _moved(self, move, before, after, resumed: bool = False) -> None:
        # In a real-time game everybody moves at once: the move names its seat (a grab), not the turn.
        mover = before.seat_of(move) if self._realtime else before.current_player()
        mover = before.current_player() if mover is None else mover
        verdict = self.attempt.moved(before.format_move(move), mover, after)
        if verdict is None:
            if self._lock_after_reply:
                self._lock()
            elif not resumed and not self.attempt.over and mover >= 0 and mover != self.puzzle.seat:
                self.verdict.emit(self._answered(move, before, mover))
            return
        if not resumed:
            self.verdict.emit(verdict)
        if verdict.outcome in (SOLVED, FAILED):
            self._finish(after, resumed)

    def _finish(self, after, resumed: bool) -> None:
        reply = None
        if self.attempt.verdict.outcome == FAILED and not after.is_terminal() and after.current_player() != self.puzzle.seat:
            reply = self.attempt.referee.reply(self.puzzle, after)
        if reply is not None and not resumed:
            self._lock_after_reply = True     # the refutation's first move is shown, then the lock
        else:
            self._lock()
        if resumed:
            return
        result = self.store.record(PLAYER, self.puzzle.id, self.puzzle.rating, self.attempt.score(),
                                   day=self.day, game=self.puzzle.game if self.day else None)
        if self.streak is not None and self.streak_count:
            self.store.set_streak(str(self.streak.get("started", "")), self.streak_count)
        notice = self.store.message()
        if notice:
            self.controller.refused.emit(notice)      # shown where refusals are: the panel's message
        self.rating_change = result
        self.decided.emit(result)

    def _lock(self) -> None:
        self._lock_after_reply = False
        self.controller.lock()

    def _answered(self, move, before, mover: int):
        """The defence's reply in words: "Black answered: 2 discs b → d. Your move." """
        from gamebox import registry
        from gamebox.i18n import Text

        names = registry.get(self.puzzle.game).info.seat_names
        side = names[mover] if mover < len(names) else Text("The computer", "Der Computer")
        words = before.move_words(move)
        return puzzles.Verdict(puzzles.GOOD, Text(f"{side.en} answered: {words.en}. Your move.",
                                                  f"{side.de} hat geantwortet: {words.de}. Du bist dran."))

    def hint(self):
        """The hint's move (None when there is none); it costs: a solve then scores half."""
        if self.attempt.over or not self.controller.human_to_act() or self.streak is not None:
            return None       # (a streak is solved without hints, as on Lichess)
        move = self.attempt.hint(self.controller.state)
        if move is not None:     # kept in the record, so a resumed puzzle still knows
            self.controller.record.meta.setdefault(puzzles.META_KEY, {})["hints"] = self.attempt.hints
            self.controller.save_now()
        return move

    def progress_text(self) -> str:
        text = self.attempt.progress(self.controller.state)
        return text.get() if text is not None else ""

    def detach(self) -> None:
        try:
            self.controller.changed.disconnect(self._on_changed)
        except (RuntimeError, TypeError):
            pass
