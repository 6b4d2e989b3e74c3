"""Which lessons a player has done, kept with his history (gamebox/history.py, schema 3: `lesson_progress`).

    store = LessonProgress()
    store.begun("hoch", "first-move")                    # a run begins: one more try
    store.finished("hoch", "first-move", stars=3, mistakes=0)
    store.of("hoch")                                     # {lesson id: Progress}
    store.done_count(course)                             # 3 (of 10): the library card's "3 of 10"

As the puzzles' store does: each call opens the file for a moment and writes in one transaction beside the
history recorder's thread (SQLite's lock keeps them apart); nothing here raises. A file that cannot be
written now (locked, newer, damaged) keeps the progress in memory, says so once, and writes it with the
next call that can; a missing file means nothing done yet.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from pathlib import Path

from ..history import History, HistoryError, HistoryUnavailable, history_path
from ..i18n import Text
from .model import Course

log = logging.getLogger(__name__)

PLAYER = "You"        # one learner per box, as for the puzzles
TIMEOUT = 1.0

UNSAVED = Text("Your lesson progress cannot be saved just now ({error}); it is kept until the box closes.",
               "Dein Lernfortschritt kann gerade nicht gespeichert werden ({error}); er gilt, bis die gamebox "
               "schließt.")


@dataclass(frozen=True)
class Progress:
    done: bool = False
    stars: int = 0          # the best finished run's
    tries: int = 0          # runs begun
    mistakes: int = 0       # refused moves in the last finished run


class LessonProgress:
    def __init__(self, path: Path | None = None, player: str = PLAYER) -> None:
        self.path = Path(path) if path is not None else None
        self.player = player
        self._waiting: list[tuple[str, str, bool, int, int]] = []    # runs not yet written
        self._memory: dict[tuple[str, str], Progress] = {}
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

    # -- reading -----------------------------------------------------------------------------------
    def of(self, game: str) -> dict[str, Progress]:
        try:
            with History.open(self._file(), read_only=True, timeout=TIMEOUT) as history:
                stored = {k: Progress(*v) for k, v in history.lesson_progress(self.player, game).items()}
        except HistoryError:
            stored = {}
        stored.update({lesson: p for (g, lesson), p in self._memory.items() if g == game})
        return stored

    def done_count(self, course: Course) -> int:
        return self.done_of(course.game, [lesson.id for lesson in course.lessons])

    def done_of(self, game: str, lessons) -> int:
        """How many of the lessons `lessons` (their ids) of `game` are done (the library's count, from the
        game's card: the course itself need not be imported)."""
        progress = self.of(game)
        return sum(1 for lesson in lessons if progress.get(lesson, Progress()).done)

    # -- writing -----------------------------------------------------------------------------------
    def begun(self, game: str, lesson: str) -> None:
        self._write((game, lesson, False, 0, 0))

    def finished(self, game: str, lesson: str, stars: int, mistakes: int) -> None:
        self._write((game, lesson, True, int(stars), int(mistakes)))

    def _write(self, run: tuple[str, str, bool, int, int]) -> None:
        self._waiting.append(run)
        try:
            with History.open(self._file(), timeout=TIMEOUT) as history:
                while self._waiting:
                    history.add_lesson_run(self.player, *self._waiting[0])
                    self._waiting.pop(0)
            self._memory.clear()
        except (HistoryError, OSError) as exc:
            log.error("lesson progress not saved yet: %s", exc)
            self.notice = UNSAVED
            self.notice_params = {"error": "locked" if isinstance(exc, HistoryUnavailable) else type(exc).__name__}
            self._in_memory(run)

    def _in_memory(self, run: tuple[str, str, bool, int, int]) -> None:
        """What the learner sees while the file cannot be written: the same counts, in memory."""
        game, lesson, finished, stars, mistakes = run
        known = self._memory.get((game, lesson)) or self.of(game).get(lesson, Progress())
        self._memory[(game, lesson)] = (replace(known, done=True, stars=max(known.stars, stars), mistakes=mistakes)
                                        if finished else replace(known, tries=known.tries + 1))
