"""A running game: the record, the live state, undo and redo, and change signals.

The session is the one place where a game moves forward. Views, the CLI and tests
all drive it, and it tells subscribers about every change through a psygnal
`Signal` (pure Python, so the model needs no Qt; the Qt layer re-emits on its thread).

The history is kept as move objects with the state before each: a move is checked once,
where it enters the model (`play`, or the replay of a loaded record), and applied unchecked
after that (redo, the dice tape), so nobody downstream parses notation again.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from psygnal import Signal

from . import puzzle, registry
from .clock import Clock, ManualClock
from .i18n import Reason
from .protocol import CHANCE, NO_ROLL, IllegalMove, State
from .realtime import is_realtime
from .record import GameRecord, at_time, check_sum


@dataclass(frozen=True)
class Change:
    """One change of a session. For "move" and "redo", `before` is the position the move was
    played in and `after` the one it led to; for "undo", `before` is the position that was
    left and `after` the one returned to. For "new" (a whole new record) `move` is None."""

    kind: str               # "new", "move", "undo", "redo"
    move: Any               # the move object (its `str()` is its notation), or None
    text: str | None        # the move's notation
    ply: int                # number of moves now in the record
    before: State | None = None
    after: State | None = None


@dataclass(frozen=True)
class Played:
    """One move of the history with the state it was played in."""

    move: Any
    text: str
    before: State
    chance: bool            # a chance outcome (a roll, who starts)
    reveals: bool           # it showed players something hidden
    at: int | None = None   # real-time games: the game time it was made (ms)
    by: int | None = None   # ... and the seat that made it (None: chance or the clock)


class Session:
    changed = Signal(object)

    def __init__(self, record: GameRecord, rng: random.Random | None = None,
                 chance: Callable[[int, State], Any] | None = None, clock: Clock | None = None) -> None:
        self.record = record
        self.rng = rng or random.Random()
        # Where fresh rolls come from: `chance(index, state)` (a puzzle's dice are fixed by
        # the day and the roll's index), else the random generator.
        self.chance = chance or puzzle.chance_for(record.meta) or puzzle.collection_chance_for(record.meta)
        self._history: list[Played] = []
        self._state: State = record.new_state()
        # A real-time game lives on a clock (docs/design/realtime.md): its moves are stamped with the
        # game time, and it replays at those times.
        self.timed = is_realtime(registry.get(record.game))
        texts, sums, times = list(record.moves), dict(record.sums), dict(record.times)
        record.moves, record.sums, record.times = [], {}, {}
        record.seen = {}      # recomputed by the rules as each move is checked
        for index, text in enumerate(texts):
            # A loaded record is where a file's input enters the model: check every move (and the
            # physics' checksum where the record has one, the time where the game keeps one).
            move, at = self._state.parse_move(text), None
            if self.timed:
                at_time(self._state, move, times.get(index), index, text)
                at = self._state.now
            self._push(self._checked(self._state, move), at)
            check_sum(sums, index, text, self._state)
        self.clock: Clock | None = None
        if self.timed:
            self.clock = clock or ManualClock(self._state.now)
        self._redo: list[Any] = []
        # The n-th chance outcome of this session. Re-rolling after an undo reuses it,
        # so undo can never fish for a better roll (issue: "a roll stays what it was").
        self._tape: list[Any] = [p.move for p in self._history if p.chance]

    # -- reading ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def ply(self) -> int:
        return len(self._history)

    @property
    def is_solo(self) -> bool:
        return self.state.num_players == 1

    @property
    def history(self) -> tuple[Played, ...]:
        return tuple(self._history)

    def state_at(self, ply: int) -> State:
        """The state after the first `ply` moves (0: the start; negative counts from the end,
        -1 being the current state)."""
        if ply < 0:
            ply += len(self._history) + 1
        if ply == len(self._history):
            return self._state
        return self._history[ply].before

    def move_at(self, ply_index: int) -> Any:
        return self._history[ply_index].move

    def is_chance_move(self, ply_index: int) -> bool:
        return self._history[ply_index].chance

    def last_chance(self) -> Any | None:
        """The newest chance outcome that belongs to the current turn, as a move object (for
        "You rolled 4"): the last move if it was chance, else None."""
        if self._history and self._history[-1].chance:
            return self._history[-1].move
        return None

    # -- moving -----------------------------------------------------------------------
    def play(self, move: Any, at: int | None = None) -> str:
        """Play a move (object or notation); raise IllegalMove/NotationError if refused.
        Returns the move's notation. A real-time game plays it at game time `at` (by default the
        clock's now; never before the last move, never after now)."""
        state = self._state
        at = self._time(at)
        move = self._checked(state, move)
        if state.current_player() == CHANCE:
            index = self._chance_count()
            if index < len(self._tape) and self._tape[index] != move:
                del self._tape[index:]
            if index >= len(self._tape):
                self._tape.append(move)
        played = self._push(move, at)
        if self._redo and self._redo[-1] == move:
            self._redo.pop()
        else:
            self._redo.clear()
        self._emit("move", played)
        return played.text

    def roll(self, at: int | None = None) -> str:
        """Resolve the chance node: the same outcome as before if this roll was seen already."""
        state = self.state
        if state.current_player() != CHANCE:
            raise IllegalMove("roll", Reason("no_roll", NO_ROLL))
        index = self._chance_count()
        if index < len(self._tape):
            taped = self._tape[index]
            if state.why_illegal(taped) is None:
                return self.play(taped, at)
        if self.chance is not None:
            return self.play(self.chance(index, state), at)
        return self.play(state.sample_chance(self.rng), at)

    def _time(self, at: int | None) -> int | None:
        """The game time a move of a real-time game is made at: `at` (a computer's planned moment,
        already passed) or the clock's now, brought to the state. None for a turn-based game."""
        if not self.timed:
            return None
        now = self.clock.now()
        at = now if at is None else at
        if at > now:
            raise ValueError(f"a move at {at} ms lies ahead of the clock ({now} ms)")
        self._state.advance_to(at)
        return self._state.now

    def advance(self) -> int | None:
        """Bring a real-time game's state to the clock's time (the die lands, a deadline passes)."""
        return self._time(None)

    def _chance_count(self) -> int:
        return sum(p.chance for p in self._history)

    @staticmethod
    def _checked(state: State, move: Any) -> Any:
        """The one check of a move: read its notation if it is text, then ask the rules."""
        if isinstance(move, str):
            move = state.parse_move(move)
        reason = state.why_illegal(move)
        if reason is not None:
            raise IllegalMove(move, reason)
        return move

    def _push(self, move: Any, at: int | None = None) -> Played:
        """Apply a checked move, unchecked (a real-time game's at the time `at`)."""
        before = self._state
        was_chance = before.current_player() == CHANCE
        by = before.seat_of(move) if at is not None else None
        played = Played(move, before.format_move(move), before, was_chance,
                        not was_chance and before.reveals(move), at, by)
        after = before.clone()
        after.apply(move)
        self._history.append(played)
        self._state = after
        self.record.moves.append(played.text)
        if at is not None:
            self.record.times[len(self.record.moves) - 1] = (at, by)
        settled = after.settled_sum()
        if settled is not None:
            self.record.sums[len(self.record.moves) - 1] = settled
            self.record.meta.update(after.record_meta())     # the engine that settled it
        audience = before.seen_by(move) if was_chance else None
        if audience is not None:
            self.record.seen[len(self.record.moves) - 1] = tuple(audience)
        return played

    def _emit(self, kind: str, played: Played, before: State | None = None) -> None:
        before = played.before if before is None else before
        self.changed.emit(Change(kind, played.move, played.text, self.ply, before, self._state))

    # -- undo and redo ----------------------------------------------------------------
    def can_undo(self) -> bool:
        """Solo practice: always. Against anyone: never behind a roll that was seen, and
        never behind a move that showed hidden information. Never in real time: the others
        went on acting meanwhile."""
        if not self._history or self.timed:
            return False
        last = self._history[-1]
        if last.reveals:
            return False
        return self.is_solo or not last.chance

    def undo_barrier(self, ply_index: int) -> bool:
        """Whether move `ply_index` can never be undone against others (a roll or a reveal)."""
        played = self._history[ply_index]
        return played.chance or played.reveals

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        left = self._state
        played = self._history.pop()
        self.record.moves.pop()
        self.record.sums.pop(len(self.record.moves), None)
        self.record.seen.pop(len(self.record.moves), None)
        self.record.times.pop(len(self.record.moves), None)
        self._state = played.before
        self._redo.append(played.move)
        if self.is_solo:
            self.record.practised = True
        self._emit("undo", played, before=left)
        return True

    def can_redo(self) -> bool:
        return bool(self._redo) and not self.timed

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        # Legal: it was played in this very position before it was undone.
        played = self._push(self._redo.pop())
        self._emit("redo", played)
        return True

    # -- persistence ------------------------------------------------------------------
    def autosave_to(self, save: Callable[[GameRecord], None]) -> None:
        """Call `save(record)` after every change (the app writes it atomically)."""
        self.changed.connect(lambda _change: save(self.record))
