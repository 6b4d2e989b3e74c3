"""A running game: the record, the live state, undo and redo, and change signals.

The session is the one place where a game moves forward. Views, the CLI and tests
all drive it, and it tells subscribers about every change through a psygnal
`Signal` (pure Python, so the model needs no Qt; the Qt layer re-emits on its thread).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from psygnal import Signal

from . import puzzle
from .i18n import Reason, Text
from .protocol import CHANCE, IllegalMove, State
from .record import GameRecord

NO_ROLL = Text("It is not time to roll the die.", "Jetzt wird nicht gewürfelt.")


@dataclass(frozen=True)
class Change:
    kind: str               # "new", "move", "undo", "redo"
    move: str | None        # the move's notation, for "move", "undo" and "redo"
    ply: int                # number of moves now in the record


class Session:
    changed = Signal(object)

    def __init__(self, record: GameRecord, rng: random.Random | None = None,
                 chance: Callable[[int, State], Any] | None = None) -> None:
        self.record = record
        self.rng = rng or random.Random()
        # Where fresh rolls come from: `chance(index, state)` (a puzzle's dice are fixed by
        # the day and the roll's index), else the random generator.
        self.chance = chance or puzzle.chance_for(record.meta)
        self._states: list[State] = [record.new_state()]
        moves = list(record.moves)
        record.moves = []
        self._chance_flags: list[bool] = []
        self._reveal_flags: list[bool] = []   # moves that showed hidden things
        for text in moves:
            self._push(text)
        self._redo: list[str] = []
        # The n-th chance outcome of this session. Re-rolling after an undo reuses it,
        # so undo can never fish for a better roll (issue: "a roll stays what it was").
        self._tape: list[str] = [m for m, c in zip(self.record.moves, self._chance_flags) if c]

    # -- reading ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._states[-1]

    @property
    def ply(self) -> int:
        return len(self.record.moves)

    @property
    def is_solo(self) -> bool:
        return self.state.num_players == 1

    def state_at(self, ply: int) -> State:
        return self._states[ply]

    def is_chance_move(self, ply_index: int) -> bool:
        return self._chance_flags[ply_index]

    # -- moving -----------------------------------------------------------------------
    def play(self, move: Any) -> str:
        """Play a move (object or notation); raise IllegalMove/NotationError if refused."""
        state = self.state
        if isinstance(move, str):
            move = state.parse_move(move)
        reason = state.why_illegal(move)
        if reason is not None:
            raise IllegalMove(move, reason)
        text = state.format_move(move)
        if state.current_player() == CHANCE:
            index = self._chance_count()
            if index < len(self._tape) and self._tape[index] != text:
                del self._tape[index:]
            if index >= len(self._tape):
                self._tape.append(text)
        self._push(text)
        if self._redo and self._redo[-1] == text:
            self._redo.pop()
        else:
            self._redo.clear()
        self.changed.emit(Change("move", text, self.ply))
        return text

    def roll(self) -> str:
        """Resolve the chance node: the same outcome as before if this roll was seen already."""
        state = self.state
        if state.current_player() != CHANCE:
            raise IllegalMove("roll", Reason("no_roll", NO_ROLL))
        index = self._chance_count()
        if index < len(self._tape):
            taped = state.parse_move(self._tape[index])
            if state.why_illegal(taped) is None:
                return self.play(taped)
        if self.chance is not None:
            return self.play(self.chance(index, state))
        return self.play(state.sample_chance(self.rng))

    def _chance_count(self) -> int:
        return sum(self._chance_flags)

    def _push(self, text: str) -> None:
        state = self.state.clone()
        move = state.parse_move(text)
        was_chance = state.current_player() == CHANCE
        reveals = not was_chance and state.reveals(move)
        state.play(move)
        self._states.append(state)
        self._chance_flags.append(was_chance)
        self._reveal_flags.append(reveals)
        self.record.moves.append(text)

    # -- undo and redo ----------------------------------------------------------------
    def can_undo(self) -> bool:
        """Solo practice: always. Against anyone: never behind a roll that was seen, and
        never behind a move that showed hidden information."""
        if not self.record.moves:
            return False
        if self._reveal_flags[-1]:
            return False
        return self.is_solo or not self._chance_flags[-1]

    def undo_barrier(self, ply_index: int) -> bool:
        """Whether move `ply_index` can never be undone against others (a roll or a reveal)."""
        return self._chance_flags[ply_index] or self._reveal_flags[ply_index]

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        text = self.record.moves.pop()
        self._chance_flags.pop()
        self._reveal_flags.pop()
        self._states.pop()
        self._redo.append(text)
        if self.is_solo:
            self.record.practised = True
        self.changed.emit(Change("undo", text, self.ply))
        return True

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> bool:
        if not self._redo:
            return False
        text = self._redo.pop()
        self._push(text)
        self.changed.emit(Change("redo", text, self.ply))
        return True

    # -- persistence ------------------------------------------------------------------
    def autosave_to(self, save: Callable[[GameRecord], None]) -> None:
        """Call `save(record)` after every change (the app writes it atomically)."""
        self.changed.connect(lambda _change: save(self.record))
