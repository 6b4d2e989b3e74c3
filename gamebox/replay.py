"""Walking through a finished game, and continuing it from any move as a new game.

A replay is a `Session` over the game's record that may step back over anything, rolls
included: nothing is being played, so there is nothing to fish for. Continuing starts a *new*
game from the record cut at the chosen move; from then on the session's usual undo rules apply,
and a solo game continued from a later move counts as practice (its player has seen the dice).
"""
from __future__ import annotations

from copy import deepcopy
from dataclasses import replace

from . import registry
from .ai import knows_agent
from .history import new_uid
from .record import GameRecord
from .session import Change, Session
from .turns import session_turns

NOT_CARRIED = ("uid", "finished_at", "hints")   # what belongs to the old game, not to the new one


class ReplaySession(Session):
    """The moves of `record` one by one: `forward`, `back`, `seek(ply)`; the record is not changed."""

    def __init__(self, record: GameRecord) -> None:
        self.moves: list[str] = list(record.moves)
        self._whole = deepcopy(record)
        self._numbers: list[int] | None = None
        self.times = dict(record.times)      # a real-time game's moves play at their own times
        start = deepcopy(record)
        start.moves = []
        # Every seat watches: a view takes no input for a seat that is not a person's. (The agents never
        # play; a real-time game's pump only makes them, so one this box does not have is "random".)
        game = registry.get(record.game)
        start.players = [replace(p, type="ai", agent=p.agent if p.agent and knows_agent(p.agent, game) else "random")
                         for p in record.players]
        super().__init__(start)

    @property
    def total(self) -> int:
        return len(self.moves)

    def can_undo(self) -> bool:
        return self.ply > 0

    def turn_at(self, ply: int) -> int:
        """The turn the players are at after `ply` moves, numbered as the move log numbers them (0 before
        the first): a replay counts what players count, not the rolls and deals between (issue 35)."""
        return self._turn_numbers()[max(0, min(ply, len(self.moves)))]

    @property
    def turns(self) -> int:
        return self._turn_numbers()[-1]

    def _turn_numbers(self) -> list[int]:
        if self._numbers is None:       # once: the whole game replayed, its moves grouped into turns
            numbers, number = [0], 0
            for turn in session_turns(Session(self._whole)):
                number = turn.number or number
                numbers.extend([number] * len(turn.plays))
            self._numbers = numbers
        return self._numbers

    def undo_barrier(self, ply_index: int) -> bool:
        return False

    def forward(self) -> bool:
        if self.ply >= len(self.moves):
            return False
        stamp = self.times.get(self.ply) if self.timed else None
        if stamp is not None:
            self.clock.set(stamp[0])
        self.play(self.moves[self.ply], stamp[0] if stamp is not None else None)
        return True

    def back(self) -> bool:
        return self.undo()

    def seek(self, ply: int) -> None:
        """Go to move `ply`: one step is told as a move (or an undo), a jump as one change ("new"), not
        as thousands of moves for the views to show one by one (a long game's End key)."""
        ply = max(0, min(len(self.moves), ply))
        if abs(ply - self.ply) <= 1:
            self.back() if ply < self.ply else self.forward() if ply > self.ply else None
            return
        with self.changed.blocked():
            while self.ply > ply:
                self.undo()
            while self.ply < ply:
                self.forward()
        self.changed.emit(Change("new", None, None, self.ply, None, self.state))


def continuation(record: GameRecord, ply: int) -> GameRecord:
    """A new game: `record`'s players, setup and first `ply` moves, under a new identity."""
    ply = max(0, min(len(record.moves), ply))
    meta = {key: deepcopy(value) for key, value in record.meta.items() if key not in NOT_CARRIED}
    meta["uid"] = new_uid()
    if "uid" in record.meta:
        meta["continued_from"] = {"uid": record.meta["uid"], "ply": ply}
    solo = len(record.players) == 1
    return GameRecord(record.game, record.variant, list(record.players), dict(record.options),
                      record.first_player, list(record.moves[:ply]),
                      record.practised or (solo and ply > 0), meta,
                      times={i: t for i, t in record.times.items() if i < ply})
