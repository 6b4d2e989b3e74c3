"""One try at a puzzle: the moves since it began, the verdicts, the hints taken, the score.

Pure: the Qt layer feeds it the session's moves and shows what it says. The score is what the
rating counts: 1 for a puzzle solved, 0.5 solved after a hint, 0 failed (docs/design/puzzles.md).
"""
from __future__ import annotations

from typing import Any

from ..i18n import Text
from ..protocol import State
from .model import FAILED, SOLVED, Puzzle, Referee, Verdict

HINT_SCORE = 0.5


class Attempt:
    def __init__(self, puzzle: Puzzle, referee: Referee) -> None:
        self.puzzle = puzzle
        self.referee = referee
        self.played: list[str] = []
        self.verdict: Verdict | None = None
        self.hints = 0

    @property
    def over(self) -> bool:
        return self.verdict is not None and self.verdict.outcome in (SOLVED, FAILED)

    @property
    def solved(self) -> bool:
        return self.verdict is not None and self.verdict.outcome == SOLVED

    def score(self) -> float:
        """What the rating counts: 1 solved, 0.5 solved with a hint, 0 failed."""
        if not self.solved:
            return 0.0
        return HINT_SCORE if self.hints else 1.0

    def moved(self, text: str, mover: int, after: State) -> Verdict | None:
        """A move was played (`mover` the seat that made it): the verdict if it was the player's."""
        if self.over:
            return None
        self.played.append(text)
        if mover != self.puzzle.seat:
            verdict = self.referee.after_other(self.puzzle, after, self.played)
            if verdict is not None:
                self.verdict = verdict
            return verdict
        self.verdict = self.referee.judge(self.puzzle, after, self.played)
        return self.verdict

    def hint(self, state: State) -> Any | None:
        """A move that keeps the puzzle on course; taking it counts (the rating pays for it)."""
        if self.over:
            return None
        move = self.referee.hint(self.puzzle, state, self.played)
        if move is not None:
            self.hints += 1
        return move

    def progress(self, state: State) -> Text | None:
        return None if self.over else self.referee.progress(self.puzzle, state, self.played)
