"""A player's puzzle progress and Glicko-2 rating, in a small SQLite file beside the autosave.

Its own file for now: the history database of finished games (docs/history.md) is being built at the
same time and plans the same two tables as its schema version 2; when it lands, these tables move
there through its migrations and this module's interface stays (docs/design/puzzles.md).

    store = PuzzleStore.open()                  # never raises: see below
    store.rating(PLAYER)                        # Rating(1500, 350, 0.06) for a new player
    store.results(PLAYER)                       # {puzzle id: Result} of every puzzle tried
    store.record(PLAYER, puzzle, score, hints)  # the ratings before and after (None if unrated)

Only a puzzle's first try is rated (as on Lichess): a retry that solves it marks it solved, no more.
Every write is one transaction (SQLite's journal: a killed box leaves the old rows or the new ones).
A file that is not ours, is damaged or newer than this code is put aside as `<name>.corrupt` (or
left alone if newer) with a message for the player, and the box goes on with a fresh file or, if
even that fails, in memory: progress may be lost then, a game never is.
"""
from __future__ import annotations

import logging
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from ..i18n import Text
from ..storage import data_dir
from .glicko2 import Rating, after_puzzle

log = logging.getLogger(__name__)

FILENAME = "puzzles.sqlite"
APPLICATION_ID = 0x67627A70     # "gbzp": a gamebox puzzle file
SCHEMA_VERSION = 1
PLAYER = "local"                # one player per box until the history database knows players

_SCHEMA = """
CREATE TABLE IF NOT EXISTS puzzle_ratings (
    player     TEXT PRIMARY KEY,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    volatility REAL NOT NULL,
    rated      INTEGER NOT NULL,            -- puzzles rated so far
    updated    REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS puzzle_results (
    player     TEXT NOT NULL,
    puzzle     TEXT NOT NULL,               -- the puzzle's id, e.g. "27-grey-014"
    first      REAL NOT NULL,               -- the first try's score: 1 solved, 0.5 with a hint, 0 failed
    solved     INTEGER NOT NULL,            -- solved at some try
    tries      INTEGER NOT NULL,
    change     REAL,                        -- what the first try did to the rating
    tried_at   REAL NOT NULL,
    PRIMARY KEY (player, puzzle)
);
"""


@dataclass(frozen=True)
class Result:
    first: float          # the first try's score
    solved: bool          # solved at some try
    tries: int
    change: float | None  # rating points the first try gave or cost


DAMAGED = Text("Your puzzle progress could not be read and was put aside as {file}; it starts anew.",
               "Dein Rätsel-Fortschritt war nicht lesbar und wurde als {file} beiseitegelegt; er beginnt neu.")
NEWER = Text("Your puzzle progress was saved by a newer gamebox; it is left alone and not kept this time.",
             "Dein Rätsel-Fortschritt stammt von einer neueren gamebox; er bleibt unberührt und wird diesmal "
             "nicht gespeichert.")
UNWRITABLE = Text("Your puzzle progress cannot be saved ({error}); it is kept until the box closes.",
                  "Dein Rätsel-Fortschritt kann nicht gespeichert werden ({error}); er gilt, bis die gamebox "
                  "schließt.")


class StoreError(Exception):
    pass


class PuzzleStore:
    def __init__(self, connection: sqlite3.Connection, path: Path | None, notice: Text | None = None,
                 params: dict | None = None) -> None:
        self.db = connection
        self.path = path
        self.notice = notice            # what the player should be told once (a damaged file), or None
        self.notice_params = params or {}

    # -- opening ---------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None = None) -> PuzzleStore:
        """The store at `path` (default: beside the autosave). Never raises."""
        path = Path(path) if path is not None else data_dir() / FILENAME
        try:
            return cls(_connect(path), path)
        except _Newer:
            return cls(_memory(), None, NEWER)
        except (sqlite3.DatabaseError, StoreError) as exc:
            aside = path.with_name(path.name + ".corrupt")
            try:
                os.replace(path, aside)
                return cls(_connect(path), path, DAMAGED, {"file": aside.name})
            except (OSError, sqlite3.DatabaseError, StoreError, _Newer) as again:
                log.error("puzzle store unusable: %s; then %s", exc, again)
                return cls(_memory(), None, UNWRITABLE, {"error": type(again).__name__})
        except OSError as exc:
            log.error("puzzle store cannot be opened: %s", exc)
            return cls(_memory(), None, UNWRITABLE, {"error": exc.strerror or type(exc).__name__})

    def close(self) -> None:
        self.db.close()

    def message(self) -> str | None:
        """The notice in the current language, once."""
        if self.notice is None:
            return None
        text, self.notice = self.notice.get(**self.notice_params), None
        return text

    # -- reading ---------------------------------------------------------------------------------
    def rating(self, player: str = PLAYER) -> Rating:
        row = self.db.execute("SELECT rating, deviation, volatility FROM puzzle_ratings WHERE player = ?",
                              (player,)).fetchone()
        return Rating(*row) if row else Rating()

    def rated_count(self, player: str = PLAYER) -> int:
        row = self.db.execute("SELECT rated FROM puzzle_ratings WHERE player = ?", (player,)).fetchone()
        return int(row[0]) if row else 0

    def results(self, player: str = PLAYER) -> dict[str, Result]:
        rows = self.db.execute("SELECT puzzle, first, solved, tries, change FROM puzzle_results WHERE player = ?",
                               (player,))
        return {puzzle: Result(first, bool(solved), tries, change) for puzzle, first, solved, tries, change in rows}

    # -- writing ---------------------------------------------------------------------------------
    def record(self, player: str, puzzle_id: str, puzzle_rating: float, score: float) -> tuple[Rating, Rating] | None:
        """A try's result. The first try of a puzzle is rated: returns (before, after); a later try
        only counts (and marks the puzzle solved if it was): returns None."""
        now = time.time()
        try:
            with self.db:    # one transaction
                known = self.db.execute("SELECT tries FROM puzzle_results WHERE player = ? AND puzzle = ?",
                                        (player, puzzle_id)).fetchone()
                if known:
                    self.db.execute("UPDATE puzzle_results SET tries = tries + 1, solved = MAX(solved, ?) "
                                    "WHERE player = ? AND puzzle = ?", (int(score > 0), player, puzzle_id))
                    return None
                before = self.rating(player)
                after = after_puzzle(before, puzzle_rating, score)
                self.db.execute("INSERT INTO puzzle_results VALUES (?, ?, ?, ?, 1, ?, ?)",
                                (player, puzzle_id, score, int(score > 0), after.rating - before.rating, now))
                self.db.execute("INSERT INTO puzzle_ratings VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT(player) DO UPDATE "
                                "SET rating = excluded.rating, deviation = excluded.deviation, "
                                "volatility = excluded.volatility, rated = rated + 1, updated = excluded.updated",
                                (player, after.rating, after.deviation, after.volatility, now))
                return before, after
        except sqlite3.Error as exc:
            log.error("puzzle result not saved: %s", exc)
            self.notice, self.notice_params = UNWRITABLE, {"error": type(exc).__name__}
            return None


class _Newer(Exception):
    pass


def _connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, timeout=5.0, isolation_level="DEFERRED")
    try:
        app, version = db.execute("PRAGMA application_id").fetchone()[0], db.execute("PRAGMA user_version").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if tables == 0 and app == 0:        # a new file
            with db:
                db.executescript(_SCHEMA)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        elif app != APPLICATION_ID:
            raise StoreError("not a gamebox puzzle file")
        elif version > SCHEMA_VERSION:
            raise _Newer()
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise StoreError("the file is damaged")
        db.execute("SELECT player, rating, deviation, volatility, rated FROM puzzle_ratings LIMIT 1").fetchall()
        db.execute("SELECT player, puzzle, first, solved, tries, change FROM puzzle_results LIMIT 1").fetchall()
        return db
    except BaseException:
        db.close()
        raise


def _memory() -> sqlite3.Connection:
    db = sqlite3.connect(":memory:")
    db.executescript(_SCHEMA)
    return db
