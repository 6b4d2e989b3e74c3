"""The history of finished games: one SQLite file beside the autosave (Python's `sqlite3`).

Every finished game is a row of `games` with its whole record (the JSON the box writes anyway,
read back through the hardened reader), and a row of `seats` per player with the score, the
result and whether a person or the computer sat there. Players are rows of `players`, so what
later belongs to a person (puzzles solved, a rating) hangs off one id.

The file is outside input like any other: it may be missing, locked by a second box, damaged, or
written by a newer gamebox. Each case is one `HistoryError` subclass, and nothing here ever
deletes a file: a damaged one is put aside (`put_aside`) for the caller to report, a newer one is
left exactly as it is.

Schema versions: `PRAGMA user_version` is the schema the file has; `MIGRATIONS[i]` takes it from
i to i + 1 inside one transaction, so a box that dies half-way leaves the old schema. The key
`writable_by` of the `meta` table is the oldest schema that may still write the file: a change
that only adds tables (the puzzles' progress, ratings) keeps it, and older boxes go on recording
games; a change that older code would break raises it, and they leave the file alone. How the
puzzle feature adds its tables is shown in `docs/history.md`.
"""
from __future__ import annotations

import errno
import json
import os
import sqlite3
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from copy import deepcopy
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from .history_errors import HistoryCorrupt, HistoryError, HistoryTooNew, HistoryUnavailable, classify, rollback
from .history_progress import LESSONS_V3, PUZZLE_DAYS_V4, PUZZLES_V2, ProgressTables
from .history_progress import now as now   # the history's clock, re-exported: the recorder reads it here
from .protocol import GameError, results
from .record import BOX, RENAMED, GameRecord, RecordError, loads
from .storage import data_dir

FILE_NAME = "history.sqlite3"
APPLICATION_ID = 0x67626F78   # "gbox" in the file's header: a stranger's SQLite file is no history
SCHEMA_VERSION = 4            # what this box writes
WRITABLE_BY = 1               # the oldest schema whose code may still write this box's files
SIDE_FILES = ("-journal", "-wal", "-shm")   # SQLite's companions: they move with their database

_V1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE players (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE            -- as typed in the new-game dialog: a person is a name
);
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    uid         TEXT NOT NULL UNIQUE,    -- record.meta["uid"]: the same game ended twice is one row
    game        TEXT NOT NULL,
    variant     TEXT NOT NULL,
    options     TEXT NOT NULL,           -- JSON object
    finished_at TEXT NOT NULL,           -- UTC, ISO 8601 to the second
    moves       INTEGER NOT NULL,
    practised   INTEGER NOT NULL,        -- solo with undo (or continued): practice, not counted
    hints       INTEGER NOT NULL,
    puzzle_date TEXT,                    -- the puzzle of the day's date, if it was one
    start_value REAL,                    -- the coach's figures (solo, when a table was at hand):
    skill_loss  REAL,                    --   final score = start value - skill loss + luck
    luck        REAL,
    record      TEXT NOT NULL            -- the game record's JSON
);
CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players(id),
    human     INTEGER NOT NULL,
    agent     TEXT,                      -- the computer's level, e.g. "search:strong"
    score     REAL NOT NULL,
    result    TEXT NOT NULL CHECK (result IN ('win', 'loss', 'draw', 'solo')),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX games_by_kind ON games (game, variant, finished_at);
CREATE INDEX games_by_time ON games (finished_at);
CREATE INDEX seats_by_player ON seats (player_id);
"""


# What the pages read: a newer file that still has these columns is shown read-only (it is never written).
READ = {
    "games": {"id", "uid", "game", "variant", "options", "finished_at", "moves", "practised", "hints",
              "puzzle_date", "start_value", "skill_loss", "luck", "record"},
    "seats": {"game_id", "seat", "player_id", "human", "agent", "score", "result"},
    "players": {"id", "name"},
}

# MIGRATIONS[i] takes a file from schema i to i + 1. Only ever append.
MIGRATIONS: tuple[str, ...] = (_V1, PUZZLES_V2, LESSONS_V3, PUZZLE_DAYS_V4)
assert len(MIGRATIONS) == SCHEMA_VERSION



def history_path() -> Path:
    return data_dir() / FILE_NAME


def new_uid() -> str:
    """A game's identity in the history, kept in `record.meta["uid"]`."""
    return uuid.uuid4().hex




# -- rows ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Seat:
    seat: int
    name: str
    human: bool
    agent: str | None
    score: float
    result: str          # "win", "loss", "draw" or "solo"


@dataclass(frozen=True)
class Figures:
    """The coach's arithmetic of a solo game: final score = start value - skill loss + luck."""

    start_value: float
    skill_loss: float
    luck: float


@dataclass(frozen=True)
class Entry:
    """One finished game as the past-games list and the statistics see it."""

    uid: str
    game: str
    variant: str
    options: dict[str, str]
    finished_at: datetime
    moves: int
    practised: bool
    hints: int
    puzzle_date: str | None
    figures: Figures | None
    seats: tuple[Seat, ...]

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.result == "win")

    def seat_of(self, name: str) -> Seat | None:
        """The human seat of the player called `name` (None if the player sat not as a human)."""
        return next((s for s in self.seats if s.human and s.name == name), None)


def summarise(record: GameRecord, finished_at: datetime | None = None,
              figures: Figures | None = None) -> Entry:
    """What the history keeps of a finished game, from the protocol alone: `scores()`, each seat's
    result (`protocol.results`: a shared win is a win for every leader), the record's players and flags, and
    its length in turns as the move log and the replay count them. Raises RecordError if the game is not over."""
    from .session import Session
    from .turns import count_turns

    try:
        session = Session(deepcopy(record))      # (the turns need every state; it checks every move too)
    except GameError as exc:
        raise RecordError(f"the record does not replay: {exc}") from None
    state = session.state
    if not state.is_terminal():
        raise RecordError("the game is not finished")
    scores = state.scores()
    seats = [Seat(index, player.name, player.type == "human", player.agent, float(scores[index]), result)
             for index, (player, result) in enumerate(zip(record.players, results(state)))]
    from .puzzle import puzzle_date

    hints = record.meta.get("hints", 0)
    return Entry(
        uid=str(record.meta.get("uid") or new_uid()),
        game=record.game, variant=record.variant, options=dict(record.options),
        finished_at=(finished_at or datetime.now(timezone.utc)).astimezone(timezone.utc).replace(microsecond=0),
        moves=count_turns(session), practised=bool(record.practised),
        hints=hints if isinstance(hints, int) and not isinstance(hints, bool) else 0,
        puzzle_date=puzzle_date(record), figures=figures, seats=tuple(seats))


# -- the database -------------------------------------------------------------------------------
class History(ProgressTables):
    """An open history file. Use `History.open(path)` in a `with` block, on one thread.

    `read_only` never creates, migrates or writes anything: what the pages use to show it."""

    def __init__(self, connection: sqlite3.Connection, path: Path, writable: bool) -> None:
        self._db = connection
        self.path = path
        self.writable = writable
        self.newer = False      # written by a newer gamebox that this one must not write: read only

    # -- opening ---------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None = None, *, read_only: bool = False, timeout: float = 5.0,
             check: bool = False) -> History:
        """Open (and if needed create and migrate) the history. With `check`, SQLite's quick
        integrity check runs first (the recorder does it once per start). Raises HistoryError."""
        path = Path(path or history_path())
        if read_only and not path.exists():
            raise HistoryUnavailable(f"{path.name} does not exist yet")
        try:
            if not read_only:
                path.parent.mkdir(parents=True, exist_ok=True)
            uri = f"{path.resolve().as_uri()}?mode={'ro' if read_only else 'rwc'}"
            db = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None,
                                 check_same_thread=True)
        except (sqlite3.Error, OSError) as exc:
            raise classify(exc, path) if isinstance(exc, sqlite3.Error) else HistoryUnavailable(
                f"{path.name}: the disk is full" if exc.errno == errno.ENOSPC else f"{path.name}: {exc}") from None
        try:
            history = cls(db, path, writable=not read_only)
            history._prepare(check)
        except sqlite3.Error as exc:
            db.close()
            raise classify(exc, path) from None
        except HistoryError:
            db.close()
            raise
        return history

    def _prepare(self, check: bool) -> None:
        db = self._db
        db.execute("PRAGMA foreign_keys = ON")
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]
        if app_id != APPLICATION_ID and (app_id != 0 or tables):
            raise HistoryCorrupt(f"{self.path.name} is a database, but not a gamebox history")
        if check:
            problems = [row[0] for row in db.execute("PRAGMA quick_check(5)")]
            if problems != ["ok"]:
                raise HistoryCorrupt(f"{self.path.name}: {problems[0]}")
        if version > SCHEMA_VERSION and self._writable_by() > SCHEMA_VERSION:
            # Reading changes nothing: where the file still has what the pages read, they show it.
            if self.writable or not self._readable():
                raise HistoryTooNew(f"{self.path.name} was written by a newer gamebox (schema {version}); "
                                    f"this one knows schema {SCHEMA_VERSION} and leaves it as it is")
            self.newer = True
            return
        if version < SCHEMA_VERSION:
            if not self.writable:
                raise HistoryUnavailable(f"{self.path.name} holds no games yet" if version == 0 else
                                         f"{self.path.name} needs an update that only the recorder makes")
            self._migrate(version)

    def _readable(self) -> bool:
        """Whether the file has every table and column the pages read."""
        for table, columns in READ.items():
            found = {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}
            if not columns <= found:
                return False
        return True

    def _writable_by(self) -> int:
        try:
            row = self._db.execute("SELECT value FROM meta WHERE key = 'writable_by'").fetchone()
        except sqlite3.OperationalError:
            return SCHEMA_VERSION + 1    # a newer file without our meta table: assume the worst
        try:
            return int(row[0]) if row else SCHEMA_VERSION + 1
        except ValueError:
            return SCHEMA_VERSION + 1

    def _migrate(self, version: int) -> None:
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            # Read again under the write lock: a second box may have migrated meanwhile.
            version = db.execute("PRAGMA user_version").fetchone()[0]
            for step in range(version, SCHEMA_VERSION):
                for statement in _statements(MIGRATIONS[step]):
                    db.execute(statement)
            if version < SCHEMA_VERSION:
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('writable_by', ?)", (str(WRITABLE_BY),))
            db.execute("COMMIT")
        except BaseException:
            rollback(db)
            raise

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _errors(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as exc:
            raise classify(exc, self.path) from None

    # -- writing ---------------------------------------------------------------------------
    def add(self, entry: Entry, record: GameRecord) -> None:
        """Keep a finished game; a game with the same uid (ended again after an undo) is replaced."""
        if not self.writable:
            raise HistoryTooNew(f"{self.path.name} was written by a newer gamebox and is left as it is")
        db = self._db
        figures = entry.figures
        with self._errors():
            db.execute("BEGIN IMMEDIATE")
            try:
                db.execute("DELETE FROM games WHERE uid = ?", (entry.uid,))
                cursor = db.execute(
                    "INSERT INTO games (uid, game, variant, options, finished_at, moves, practised, hints,"
                    " puzzle_date, start_value, skill_loss, luck, record)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (entry.uid, entry.game, entry.variant, json.dumps(entry.options, sort_keys=True),
                     entry.finished_at.isoformat(), entry.moves, int(entry.practised), entry.hints,
                     entry.puzzle_date, figures.start_value if figures else None,
                     figures.skill_loss if figures else None, figures.luck if figures else None,
                     record.dumps()))
                game_id = cursor.lastrowid
                for seat in entry.seats:
                    db.execute("INSERT OR IGNORE INTO players (name) VALUES (?)", (seat.name,))
                    player_id = db.execute("SELECT id FROM players WHERE name = ?", (seat.name,)).fetchone()[0]
                    db.execute("INSERT INTO seats (game_id, seat, player_id, human, agent, score, result)"
                               " VALUES (?, ?, ?, ?, ?, ?, ?)",
                               (game_id, seat.seat, player_id, int(seat.human), seat.agent, seat.score, seat.result))
                # The box that wrote last (each game's record says which box wrote it: its meta "box").
                db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('box', ?)", (BOX,))
                db.execute("COMMIT")
            except BaseException:
                rollback(db)
                raise

    def set_figures(self, uid: str, figures: Figures) -> None:
        """Fill in the coach's figures of a game played before its table existed."""
        with self._errors():
            self._db.execute("UPDATE games SET start_value = ?, skill_loss = ?, luck = ? WHERE uid = ?",
                             (figures.start_value, figures.skill_loss, figures.luck, uid))

    # -- reading ---------------------------------------------------------------------------
    def entries(self, game: str | None = None, variant: str | None = None, player: str | None = None,
                limit: int | None = None) -> list[Entry]:
        """Finished games, newest first; `player` keeps the games the person sat in as a human."""
        where, args = [], []
        if game is not None:
            where.append("g.game = ?")
            args.append(game)
        if variant is not None:
            where.append("g.variant = ?")
            args.append(variant)
        if player is not None:
            where.append("g.id IN (SELECT s.game_id FROM seats s JOIN players p ON p.id = s.player_id"
                         " WHERE s.human = 1 AND p.name = ?)")
            args.append(player)
        sql = ("SELECT g.id, g.uid, g.game, g.variant, g.options, g.finished_at, g.moves, g.practised,"
               " g.hints, g.puzzle_date, g.start_value, g.skill_loss, g.luck FROM games g"
               + (" WHERE " + " AND ".join(where) if where else "")
               + " ORDER BY g.finished_at DESC, g.id DESC" + (" LIMIT ?" if limit is not None else ""))
        if limit is not None:
            args.append(int(limit))
        with self._errors():
            rows = self._db.execute(sql, args).fetchall()
            seats = self._seats([row[0] for row in rows])
        entries = []
        for row in rows:
            try:
                entries.append(_entry(row, seats.get(row[0], ())))
            except (TypeError, ValueError):    # a row this box cannot understand (a newer box's) is left out
                continue
        return entries

    def _seats(self, game_ids: Sequence[int]) -> dict[int, tuple[Seat, ...]]:
        result: dict[int, list[Seat]] = {}
        for start in range(0, len(game_ids), 500):   # SQLite's limit on bound parameters
            chunk = game_ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for game_id, seat, name, human, agent, score, outcome in self._db.execute(
                    "SELECT s.game_id, s.seat, p.name, s.human, s.agent, s.score, s.result FROM seats s"
                    f" JOIN players p ON p.id = s.player_id WHERE s.game_id IN ({marks})"
                    " ORDER BY s.game_id, s.seat", chunk):
                try:
                    result.setdefault(game_id, []).append(Seat(int(seat), str(name), bool(human),
                                                               agent if isinstance(agent, str) else None,
                                                               float(score), str(outcome)))
                except (TypeError, ValueError):
                    continue
        return {key: tuple(value) for key, value in result.items()}

    def human_players(self) -> list[tuple[str, int]]:
        """Everyone who sat at the box as a person, with the number of games, most games first."""
        with self._errors():
            return [(name, count) for name, count in self._db.execute(
                "SELECT p.name, count(*) AS n FROM seats s JOIN players p ON p.id = s.player_id"
                " WHERE s.human = 1 GROUP BY p.id ORDER BY n DESC, p.name")]

    def count(self) -> int:
        with self._errors():
            return self._db.execute("SELECT count(*) FROM games").fetchone()[0]

    def record(self, uid: str) -> GameRecord:
        """The game's record, read like any file from outside: the one hardened reader, and a
        replay of every move. Raises RecordError (or KeyError for an unknown uid)."""
        with self._errors():
            row = self._db.execute("SELECT record FROM games WHERE uid = ?", (uid,)).fetchone()
        if row is None:
            raise KeyError(uid)
        if not isinstance(row[0], str):
            raise RecordError("the stored record is not text")
        return loads(row[0])


    def without_figures(self) -> list[tuple[str, str, str, str]]:
        """(uid, game, variant, options JSON) of solo games the coach has not priced yet."""
        with self._errors():
            return list(self._db.execute(
                "SELECT g.uid, g.game, g.variant, g.options FROM games g WHERE g.skill_loss IS NULL"
                " AND (SELECT count(*) FROM seats s WHERE s.game_id = g.id) = 1"))


def _entry(row: tuple, seats: tuple[Seat, ...]) -> Entry:
    (_id, uid, game, variant, options, finished_at, moves, practised, hints, puzzle_date,
     start_value, skill_loss, luck) = row
    try:
        options = json.loads(options)
        if not isinstance(options, dict):
            options = {}
    except (TypeError, ValueError):
        options = {}
    try:
        when = datetime.fromisoformat(finished_at)
    except (TypeError, ValueError):
        when = datetime.fromtimestamp(0, timezone.utc)
    figures = (Figures(float(start_value), float(skill_loss), float(luck))
               if None not in (start_value, skill_loss, luck) else None)
    if not all(isinstance(text, str) for text in (uid, game, variant)):
        raise TypeError("a row whose names are not text")
    game, variant = RENAMED.get((game, variant), (game, variant))   # kept as it was written; shown as it is now
    return Entry(uid, game, variant, {str(k): str(v) for k, v in options.items()}, when, int(moves),
                 bool(practised), int(hints or 0), puzzle_date, figures, seats)


def _statements(script: str) -> list[str]:
    """A migration's statements one by one (sqlite3's executescript would commit on its own,
    outside the migration's transaction)."""
    statements, current = [], []
    for line in script.splitlines():
        line = line.split("--", 1)[0].rstrip()
        if not line:
            continue
        current.append(line)
        if sqlite3.complete_statement("\n".join(current)):
            statements.append("\n".join(current))
            current = []
    return statements


def put_aside(path: Path | None = None) -> Path:
    """Move a damaged history (and SQLite's side files) out of the way, never over an earlier
    one: `history.sqlite3.corrupt`, `.corrupt-2`, … Returns where it went."""
    path = Path(path or history_path())
    target = path.with_name(path.name + ".corrupt")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.corrupt-{number}")
    os.replace(path, target)
    for suffix in SIDE_FILES:
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    return target



def local_time(moment: datetime) -> datetime:
    """A stored (UTC) time in the machine's time zone, for showing it."""
    return moment.astimezone()
