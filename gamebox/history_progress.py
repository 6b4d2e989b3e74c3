"""What a player's progress adds to the history file (gamebox/history.py): the puzzles' results and Glicko-2
rating (schema 2), the lessons done (schema 3), the puzzles of the day and the streaks (schema 4). Their tables
only add to the file (WRITABLE_BY stays 1), and `ProgressTables` is the part of `History` that reads and writes them.
"""
from __future__ import annotations

from datetime import datetime, timezone

from .history_errors import HistoryTooNew, rollback

# Version 2: the puzzle collection's progress and each player's Glicko-2 puzzle rating
# (docs/design/puzzles.md). It only adds tables, so WRITABLE_BY stays 1: older boxes go on recording games.
PUZZLES_V2 = """
CREATE TABLE puzzle_ratings (
    player_id  INTEGER PRIMARY KEY REFERENCES players(id),
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    volatility REAL NOT NULL,
    rated      INTEGER NOT NULL,         -- puzzles rated so far (only first tries are)
    updated    TEXT NOT NULL
);
CREATE TABLE puzzle_results (
    player_id INTEGER NOT NULL REFERENCES players(id),
    puzzle    TEXT NOT NULL,             -- the puzzle's id, e.g. "27-grey-014"
    first     REAL NOT NULL,             -- the first try's score: 1 solved, 0.5 after a hint, 0 failed
    solved    INTEGER NOT NULL,          -- solved at some try
    tries     INTEGER NOT NULL,
    change    REAL,                      -- rating points the first try gave or cost
    tried_at  TEXT NOT NULL,
    PRIMARY KEY (player_id, puzzle)
);
"""

# Version 3: the lessons a player did ("Learn to play", docs/lessons.md). It only adds a table, so WRITABLE_BY
# stays 1.
LESSONS_V3 = """
CREATE TABLE lesson_progress (
    player_id INTEGER NOT NULL REFERENCES players(id),
    game      TEXT NOT NULL,             -- the game's id, e.g. "hoch"
    lesson    TEXT NOT NULL,             -- the lesson's id in its course, e.g. "first-move"
    done      INTEGER NOT NULL,          -- finished at some run
    stars     INTEGER NOT NULL,          -- the best finished run's stars (1 to 3), 0 before the first
    tries     INTEGER NOT NULL,          -- runs begun
    mistakes  INTEGER NOT NULL,          -- refused moves in the last finished run
    updated   TEXT NOT NULL,
    PRIMARY KEY (player_id, game, lesson)
);
"""

# Version 4: the puzzles of the day each player tried, and his puzzle streaks (docs/design/puzzles.md).
# Tables only again: WRITABLE_BY stays 1.
PUZZLE_DAYS_V4 = """
CREATE TABLE puzzle_days (
    player_id INTEGER NOT NULL REFERENCES players(id),
    day       TEXT NOT NULL,             -- YYYY-MM-DD: the day whose puzzle it was
    game      TEXT NOT NULL,
    puzzle    TEXT NOT NULL,
    score     REAL NOT NULL,             -- the first try that day: 1 solved, 0.5 after a hint, 0 failed
    PRIMARY KEY (player_id, day, game)
);
CREATE TABLE puzzle_streaks (
    player_id INTEGER NOT NULL REFERENCES players(id),
    started   TEXT NOT NULL,             -- when the streak began (UTC, ISO 8601): one row per streak
    length    INTEGER NOT NULL,          -- puzzles solved in a row so far
    PRIMARY KEY (player_id, started)
);
"""


class ProgressTables:
    """`History`'s methods for the progress tables; `History` gives them `_db`, `_errors()`, `path` and `writable`."""

    # -- puzzles (schema 2) ---------------------------------------------------------------------
    def puzzle_rating(self, player: str) -> tuple[float, float, float] | None:
        """(rating, deviation, volatility) of the player's puzzle rating, or None before the first."""
        with self._errors():
            return self._db.execute(
                "SELECT r.rating, r.deviation, r.volatility FROM puzzle_ratings r JOIN players p"
                " ON p.id = r.player_id WHERE p.name = ?", (player,)).fetchone()

    def puzzle_results(self, player: str) -> dict[str, tuple[float, bool, int, float | None]]:
        """Puzzle id -> (first try's score, solved at some try, tries, the first try's rating change)."""
        with self._errors():
            return {puzzle: (first, bool(solved), tries, change) for puzzle, first, solved, tries, change in
                    self._db.execute("SELECT r.puzzle, r.first, r.solved, r.tries, r.change FROM puzzle_results r"
                                     " JOIN players p ON p.id = r.player_id WHERE p.name = ?", (player,))}

    def add_puzzle_try(self, player: str, puzzle: str, score: float, rate, start: tuple) -> tuple | None:
        """A try at a puzzle, in one transaction. The first try is rated: `rate(before)` turns the
        (rating, deviation, volatility) before it (`start` for a new player) into the one after, and
        (before, after) is returned; a later try only counts (and marks it solved if it was)."""
        if not self.writable:
            raise HistoryTooNew(f"{self.path.name} was written by a newer gamebox and is left as it is")
        db = self._db
        with self._errors():
            db.execute("BEGIN IMMEDIATE")
            try:
                db.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (player,))
                player_id = db.execute("SELECT id FROM players WHERE name = ?", (player,)).fetchone()[0]
                if db.execute("SELECT 1 FROM puzzle_results WHERE player_id = ? AND puzzle = ?",
                              (player_id, puzzle)).fetchone():
                    db.execute("UPDATE puzzle_results SET tries = tries + 1, solved = MAX(solved, ?)"
                               " WHERE player_id = ? AND puzzle = ?", (int(score > 0), player_id, puzzle))
                    db.execute("COMMIT")
                    return None
                before = db.execute("SELECT rating, deviation, volatility FROM puzzle_ratings WHERE player_id = ?",
                                    (player_id,)).fetchone() or tuple(start)
                after = tuple(rate(before))
                when = now().isoformat()
                db.execute("INSERT INTO puzzle_results (player_id, puzzle, first, solved, tries, change, tried_at)"
                           " VALUES (?, ?, ?, ?, 1, ?, ?)",
                           (player_id, puzzle, score, int(score > 0), after[0] - before[0], when))
                db.execute("INSERT INTO puzzle_ratings (player_id, rating, deviation, volatility, rated, updated)"
                           " VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT(player_id) DO UPDATE SET rating = excluded.rating,"
                           " deviation = excluded.deviation, volatility = excluded.volatility, rated = rated + 1,"
                           " updated = excluded.updated", (player_id, *after, when))
                db.execute("COMMIT")
                return before, after
            except BaseException:
                rollback(db)
                raise

    # -- lessons (schema 3) -----------------------------------------------------------------------
    def lesson_progress(self, player: str, game: str) -> dict[str, tuple[bool, int, int, int]]:
        """Lesson id -> (done, best stars, runs begun, mistakes in the last finished run) of one game's course."""
        with self._errors():
            return {lesson: (bool(done), int(stars), int(tries), int(mistakes))
                    for lesson, done, stars, tries, mistakes in self._db.execute(
                        "SELECT l.lesson, l.done, l.stars, l.tries, l.mistakes FROM lesson_progress l"
                        " JOIN players p ON p.id = l.player_id WHERE p.name = ? AND l.game = ?", (player, game))}

    def add_lesson_run(self, player: str, game: str, lesson: str, finished: bool, stars: int = 0,
                       mistakes: int = 0) -> None:
        """A run of a lesson, in one transaction: begun (`finished` False) counts a try; finished marks the
        lesson done, keeps the best stars and the run's mistakes."""
        if not self.writable:
            raise HistoryTooNew(f"{self.path.name} was written by a newer gamebox and is left as it is")
        db = self._db
        with self._errors():
            db.execute("BEGIN IMMEDIATE")
            try:
                db.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (player,))
                player_id = db.execute("SELECT id FROM players WHERE name = ?", (player,)).fetchone()[0]
                db.execute("INSERT OR IGNORE INTO lesson_progress (player_id, game, lesson, done, stars, tries,"
                           " mistakes, updated) VALUES (?, ?, ?, 0, 0, 0, 0, ?)", (player_id, game, lesson, now().isoformat()))
                if finished:
                    db.execute("UPDATE lesson_progress SET done = 1, stars = MAX(stars, ?), mistakes = ?, updated = ?"
                               " WHERE player_id = ? AND game = ? AND lesson = ?",
                               (int(stars), int(mistakes), now().isoformat(), player_id, game, lesson))
                else:
                    db.execute("UPDATE lesson_progress SET tries = tries + 1, updated = ?"
                               " WHERE player_id = ? AND game = ? AND lesson = ?",
                               (now().isoformat(), player_id, game, lesson))
                db.execute("COMMIT")
            except BaseException:
                rollback(db)
                raise

    # -- puzzles of the day and streaks (schema 4) ---------------------------------------------------
    def add_puzzle_day(self, player: str, day: str, game: str, puzzle: str, score: float) -> None:
        """A try at the puzzle of `day` for `game`: the first one counts, later ones change nothing."""
        self._write("INSERT OR IGNORE INTO puzzle_days (player_id, day, game, puzzle, score)"
                    " VALUES ((SELECT id FROM players WHERE name = ?), ?, ?, ?, ?)", (player, day, game, puzzle, score),
                    player)

    def puzzle_days(self, player: str) -> dict[tuple[str, str], tuple[str, float]]:
        """(day, game) -> (puzzle, the first try's score) of every puzzle of the day tried."""
        with self._errors():
            return {(day, game): (puzzle, score) for day, game, puzzle, score in self._db.execute(
                "SELECT d.day, d.game, d.puzzle, d.score FROM puzzle_days d JOIN players p ON p.id = d.player_id"
                " WHERE p.name = ?", (player,))}

    def set_puzzle_streak(self, player: str, started: str, length: int) -> None:
        """A streak's length so far (one row per streak, kept up to date as it grows)."""
        self._write("INSERT INTO puzzle_streaks (player_id, started, length)"
                    " VALUES ((SELECT id FROM players WHERE name = ?), ?, ?) ON CONFLICT(player_id, started)"
                    " DO UPDATE SET length = MAX(length, excluded.length)", (player, started, length), player)

    def puzzle_streaks(self, player: str) -> list[tuple[str, int]]:
        """(started, length) of every streak, the newest first."""
        with self._errors():
            return list(self._db.execute(
                "SELECT s.started, s.length FROM puzzle_streaks s JOIN players p ON p.id = s.player_id"
                " WHERE p.name = ? ORDER BY s.started DESC", (player,)))

    def _write(self, sql: str, params: tuple, player: str) -> None:
        """One statement in its own transaction, the player made first if new."""
        if not self.writable:
            raise HistoryTooNew(f"{self.path.name} was written by a newer gamebox and is left as it is")
        db = self._db
        with self._errors():
            db.execute("BEGIN IMMEDIATE")
            try:
                db.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (player,))
                db.execute(sql, params)
                db.execute("COMMIT")
            except BaseException:
                rollback(db)
                raise


def now() -> datetime:
    return datetime.now(timezone.utc).replace(microsecond=0)
