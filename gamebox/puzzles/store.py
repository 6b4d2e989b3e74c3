"""A player's puzzle progress and Glicko-2 rating, kept in the history database (gamebox/history.py,
schema 2: the tables `puzzle_ratings` and `puzzle_results`).

    store = PuzzleStore()                       # the history beside the autosave
    store.rating()                              # Rating(1500, 350, 0.06) for a new player
    store.results()                             # {puzzle id: Result} of every puzzle tried
    store.record(PLAYER, puzzle, rating, score) # the ratings before and after (None if unrated)
    store.record(..., day="2026-05-01", game="27")  # a puzzle of the day: kept with its day (schema 3)
    store.days(), store.set_streak(...), store.streaks()   # the days' puzzles, the streaks

Only a puzzle's first try is rated (as on Lichess): a retry that solves it marks it solved, no more.
Each call opens the file for a moment (the history recorder writes games from its worker thread the
same way; SQLite's lock keeps them apart) and a try is one transaction. Nothing here raises: a
missing file means no progress yet; a file that cannot be written now (locked, newer, damaged — the
recorder puts a damaged one aside at the next start) keeps the try in memory, says so once, and
writes it with the next try that can be written. A game is never affected.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from ..history import History, HistoryError, HistoryUnavailable, history_path
from ..i18n import Text
from .glicko2 import Rating, after_puzzle

log = logging.getLogger(__name__)

PLAYER = "You"        # one player per box for puzzles: the history's players are named at the new-game dialog
TIMEOUT = 1.0         # seconds to wait for the recorder's lock before keeping a try in memory


@dataclass(frozen=True)
class Result:
    first: float          # the first try's score
    solved: bool          # solved at some try
    tries: int
    change: float | None  # rating points the first try gave or cost


UNSAVED = Text("Your puzzle progress cannot be saved just now ({error}); it is kept until the box closes.",
               "Dein Rätsel-Fortschritt kann gerade nicht gespeichert werden ({error}); er gilt, bis die "
               "gamebox schließt.")


class PuzzleStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self._waiting: list[tuple] = []     # tries not yet written: (player, puzzle, rating, score, day, game)
        self._memory_rating: Rating | None = None
        self._memory_results: dict[str, Result] = {}
        self._memory_days: dict[tuple[str, str], tuple[str, float]] = {}
        self._memory_streaks: dict[str, int] = {}
        self.notice: Text | None = None
        self.notice_params: dict = {}

    def _file(self) -> Path:
        return self.path if self.path is not None else history_path()

    def message(self) -> str | None:
        """The notice in the current language, once."""
        if self.notice is None:
            return None
        text, self.notice = self.notice.get(**self.notice_params), None
        return text

    # -- reading ---------------------------------------------------------------------------------
    def rating(self, player: str = PLAYER) -> Rating:
        if self._memory_rating is not None:
            return self._memory_rating
        try:
            with History.open(self._file(), read_only=True, timeout=TIMEOUT) as history:
                row = history.puzzle_rating(player)
        except HistoryError:
            return Rating()
        return Rating(*row) if row else Rating()

    def rated_count(self, player: str = PLAYER) -> int:
        return sum(1 for r in self.results(player).values() if r.change is not None)

    def results(self, player: str = PLAYER) -> dict[str, Result]:
        try:
            with History.open(self._file(), read_only=True, timeout=TIMEOUT) as history:
                stored = {k: Result(*v) for k, v in history.puzzle_results(player).items()}
        except HistoryError:
            stored = {}
        return {**stored, **self._memory_results}

    # -- writing ---------------------------------------------------------------------------------
    def record(self, player: str, puzzle_id: str, puzzle_rating: float, score: float, day: str | None = None,
               game: str | None = None) -> tuple[Rating, Rating] | None:
        """A try's result. The first try of a puzzle is rated: returns (before, after); a later try
        only counts (and marks the puzzle solved if it was): returns None. A try at a puzzle of the
        day (`day`, `game`) is kept for that day too (its first try)."""
        self._waiting.append((player, puzzle_id, float(puzzle_rating), float(score), day, game))
        outcome = None
        try:
            with History.open(self._file(), timeout=TIMEOUT) as history:
                while self._waiting:
                    who, pid, level, got, when, kind = self._waiting[0]
                    done = history.add_puzzle_try(
                        who, pid, got, lambda before, level=level, got=got: _rated(before, level, got),
                        _as_tuple(Rating()))
                    if when is not None and kind is not None:
                        history.add_puzzle_day(who, when, kind, pid, got)
                    self._waiting.pop(0)
                    outcome = done
            self._memory_rating, self._memory_results = None, {}
            self._memory_days = {}
            return None if outcome is None else (Rating(*outcome[0]), Rating(*outcome[1]))
        except (HistoryError, OSError) as exc:
            self._unsaved(exc)
            if day is not None and game is not None:
                self._memory_days.setdefault((day, game), (puzzle_id, float(score)))
            return self._in_memory(player, puzzle_id, float(puzzle_rating), float(score))

    def _unsaved(self, exc: Exception) -> None:
        log.error("puzzle progress not saved yet: %s", exc)
        self.notice = UNSAVED
        self.notice_params = {"error": "locked" if isinstance(exc, HistoryUnavailable) else type(exc).__name__}

    # -- the days' puzzles and the streaks (schema 3) ---------------------------------------------
    def days(self, player: str = PLAYER) -> dict[tuple[str, str], tuple[str, float]]:
        """(day, game) -> (puzzle, first try's score) of every puzzle of the day tried."""
        try:
            with History.open(self._file(), read_only=True, timeout=TIMEOUT) as history:
                stored = history.puzzle_days(player)
        except HistoryError:
            stored = {}
        return {**stored, **self._memory_days}

    def set_streak(self, started: str, length: int, player: str = PLAYER) -> None:
        """A streak's length so far (written at each solve, so a streak left half-way is kept)."""
        self._memory_streaks[started] = max(length, self._memory_streaks.get(started, 0))
        try:
            with History.open(self._file(), timeout=TIMEOUT) as history:
                for when, count in list(self._memory_streaks.items()):
                    history.set_puzzle_streak(player, when, count)
            self._memory_streaks = {}
        except (HistoryError, OSError) as exc:
            self._unsaved(exc)

    def streaks(self, player: str = PLAYER) -> list[tuple[str, int]]:
        """(started, length) of every streak, the newest first."""
        try:
            with History.open(self._file(), read_only=True, timeout=TIMEOUT) as history:
                stored = dict(history.puzzle_streaks(player))
        except HistoryError:
            stored = {}
        for when, count in self._memory_streaks.items():
            stored[when] = max(count, stored.get(when, 0))
        return sorted(stored.items(), reverse=True)

    def best_streak(self, player: str = PLAYER) -> int:
        return max((n for _, n in self.streaks(player)), default=0)

    def _in_memory(self, player: str, puzzle_id: str, level: float, score: float) -> tuple[Rating, Rating] | None:
        """What the player sees while the file cannot be written: the same rules, in memory."""
        known = self.results(player).get(puzzle_id)
        if known is not None:
            self._memory_results[puzzle_id] = Result(known.first, known.solved or score > 0, known.tries + 1,
                                                     known.change)
            return None
        before = self.rating(player)
        after = after_puzzle(before, level, score)
        self._memory_rating = after
        self._memory_results[puzzle_id] = Result(score, score > 0, 1, after.rating - before.rating)
        return before, after


def _as_tuple(rating: Rating) -> tuple[float, float, float]:
    return rating.rating, rating.deviation, rating.volatility


def _rated(before: tuple, level: float, score: float) -> tuple[float, float, float]:
    return _as_tuple(after_puzzle(Rating(*before), level, score))
