"""Recording finished games into the history without ever losing one or holding up the window.

At the end of a game the caller's thread writes the record into the folder `history-pending/`
beside the history, as the autosave writes its slot: a temporary file renamed into place, well
under a millisecond, and from then on a killed box loses nothing. One worker thread does the rest:
it makes the file durable, prices a solo game with the coach where the exact table exists, adds
the game to the database, and only then deletes the file. Whatever keeps the database from taking
it (locked by a second box, a full disk, a file from a newer gamebox) leaves the file waiting; the
next game's end or the next start tries again. A damaged history is put aside once, like the
autosave, and a new one started; `notices()` hands the caller each such event once, to show.

A pending file is an ordinary game record (with `meta["uid"]` and `meta["finished_at"]`), read back
through the one hardened reader like any file from outside.
"""
from __future__ import annotations

import errno
import json
import logging
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from copy import deepcopy
from datetime import datetime, timezone
from pathlib import Path

from . import coach, registry
from .history import (
    Figures,
    History,
    HistoryCorrupt,
    HistoryError,
    HistoryUnavailable,
    history_path,
    new_uid,
    now,
    put_aside,
    summarise,
)
from .protocol import solvable_variants
from .record import GameRecord, RecordError
from .storage import load_record, make_durable, save_record

log = logging.getLogger(__name__)

PENDING_DIR = "history-pending"


def pending_dir(history: Path | None = None) -> Path:
    return Path(history or history_path()).with_name(PENDING_DIR)


def coach_figures(record: GameRecord) -> Figures | None:
    """The coach's start value, skill loss and luck of a finished solo game, if its exact table
    is already computed (nothing is solved here: that takes minutes)."""
    try:
        game = registry.get(record.game)
    except KeyError:
        return None
    if not coach.coachable(game, record) or not game.has_solution(record.variant, record.options):
        return None
    table = game.cached_solution(record.variant, record.options)
    if table is None:
        return None
    analysis = coach.analyse(table, record)
    return Figures(analysis.start_value, analysis.skill_loss, analysis.luck)


def table_exists(game_id: str, variant: str, options_json: str) -> bool:
    """Whether the coach could price solo games of this kind now (its table is computed)."""
    try:
        game = registry.get(game_id)
        options = json.loads(options_json)
    except (KeyError, ValueError):
        return False
    return (isinstance(options, dict) and variant in solvable_variants(game)
            and game.has_solution(variant, options))


class HistoryRecorder:
    """`recorder(record)` keeps a finished game; `start()` brings in what an earlier run left
    waiting; `flush()` waits for the worker (the app does this when it quits).

    `on_change()` is called on the worker thread after the database took games or figures, or
    when there is a notice to take."""

    def __init__(self, path: Callable[[], Path] = history_path,
                 figures: Callable[[GameRecord], Figures | None] = coach_figures,
                 can_price: Callable[[str, str, str], bool] | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        self._path = path
        self._figures = figures
        self._can_price = can_price or table_exists
        self.on_change = on_change
        self._lock = threading.Lock()
        self._notices: list[HistoryError] = []
        self._unwritten: list[GameRecord] = []     # finished games whose file could not be written yet
        self.problem: HistoryError | None = None    # why games are waiting, if they are
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
        self._last: Future | None = None

    # -- the caller's side -----------------------------------------------------------------
    def __call__(self, record: GameRecord) -> Path | None:
        """Keep a finished game. Writes its pending file now; the database follows on the worker. A game
        whose file cannot be written (a full disk) waits in memory and is written with the next one."""
        copy = deepcopy(record)
        copy.meta.setdefault("uid", new_uid())
        copy.meta["finished_at"] = now().isoformat()
        self._unwritten.append(copy)
        path = self._write_unwritten()
        self._submit(check=False)
        return path

    def _write_unwritten(self) -> Path | None:
        """Write the finished games held in memory; the path of the last one written."""
        path = None
        while self._unwritten:
            record = self._unwritten[0]
            path = pending_dir(self._path()) / f"{record.meta['uid']}.gamebox.json"
            try:
                save_record(record, path, durable=False)
            except OSError as exc:
                log.error("a finished game could not be written for the history: %s", exc)
                cause = "the disk is full" if exc.errno == errno.ENOSPC else str(exc)
                self._note(HistoryUnavailable(f"a finished game waits to be written: {cause}"), problem=True)
                return None
            self._unwritten.pop(0)
        return path

    def start(self) -> Future:
        """Check the history once and bring in games left waiting by an earlier run."""
        return self._submit(check=True)

    def flush(self, timeout: float | None = None) -> None:
        if self._unwritten and self._write_unwritten() is not None:
            self._submit(check=False)
        with self._lock:
            last = self._last
        if last is not None:
            last.result(timeout)

    def notices(self) -> list[HistoryError]:
        """What happened to the history file since the last call (each event once)."""
        with self._lock:
            taken, self._notices = self._notices, []
        return taken

    def _submit(self, check: bool) -> Future:
        with self._lock:
            self._last = self._pool.submit(self._drain, check)
            return self._last

    # -- the worker --------------------------------------------------------------------------
    def _drain(self, check: bool) -> None:
        try:
            changed = self._bring_in(check)
        except Exception:     # a worker that dies would stop recording for the whole run
            log.exception("the history could not take the finished games")
            return
        with self._lock:
            news = bool(self._notices)
        if (changed or news) and self.on_change is not None:
            self.on_change()

    def _bring_in(self, check: bool) -> bool:
        path = self._path()
        folder = pending_dir(path)
        waiting = sorted(folder.glob("*.gamebox.json"), key=_age) if folder.is_dir() else []
        if not waiting and not check:
            return False
        history = self._open(path, check)
        if history is None:
            return False
        changed = False
        with history:
            for file in waiting:
                changed |= self._take(history, file)
            if check:
                changed |= self._fill_in_figures(history)
        return changed

    def _open(self, path: Path, check: bool) -> History | None:
        try:
            history = History.open(path, check=check)
        except HistoryCorrupt as exc:
            try:
                aside = put_aside(path)
            except OSError as move_error:
                log.error("cannot move the damaged history aside: %s", move_error)
                self._note(exc, problem=True)
                return None
            log.warning("history damaged (%s), put aside as %s", exc, aside.name)
            self._note(HistoryCorrupt(str(aside)))
            try:
                history = History.open(path)
            except HistoryError as again:
                self._note(again, problem=True)
                return None
        except HistoryError as exc:
            self._note(exc, problem=True)
            return None
        if not self._unwritten:      # (a game still in memory keeps its problem said)
            self.problem = None
        return history

    def _note(self, error: HistoryError, problem: bool = False) -> None:
        with self._lock:
            if problem:
                if type(error) is type(self.problem) and str(error) == str(self.problem):
                    return   # said once is enough
                self.problem = error
            self._notices.append(error)

    def _take(self, history: History, file: Path) -> bool:
        """One pending game into the database; the file goes only once the database has it."""
        try:
            make_durable(file)
            record = load_record(file)
            finished = _finished_at(record)
            figures = self._figures_of(record)
            entry = summarise(record, finished, figures)
        except (RecordError, OSError) as exc:
            log.error("%s cannot go into the history (%s); it is put aside", file.name, exc)
            _put_file_aside(file)
            return False
        record.meta.pop("finished_at", None)
        try:
            history.add(entry, record)
        except HistoryError as exc:
            self._note(exc, problem=True)
            return False
        try:
            file.unlink()
        except OSError as exc:   # taken twice later is harmless: the uid replaces its row
            log.error("cannot remove %s: %s", file.name, exc)
        return True

    def _figures_of(self, record: GameRecord) -> Figures | None:
        try:
            return self._figures(record)
        except Exception:    # a missing or broken table: the game is kept without the coach's figures
            log.exception("the coach could not price %s", record.game)
            return None

    def _fill_in_figures(self, history: History) -> bool:
        """Solo games played before their table existed get the coach's figures once it does."""
        changed = False
        try:
            waiting: dict[tuple[str, str, str], list[str]] = {}
            for uid, game, variant, options in history.without_figures():
                waiting.setdefault((game, variant, options), []).append(uid)
            for (game, variant, options), uids in waiting.items():
                if not self._can_price(game, variant, options):
                    continue
                for uid in uids:
                    try:
                        record = history.record(uid)
                    except (RecordError, KeyError):
                        continue
                    figures = self._figures_of(record)
                    if figures is not None:
                        history.set_figures(uid, figures)
                        changed = True
        except HistoryError as exc:
            self._note(exc, problem=True)
        return changed


def _age(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _finished_at(record: GameRecord) -> datetime | None:
    value = record.meta.get("finished_at")
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _put_file_aside(file: Path) -> None:
    try:
        os.replace(file, file.with_name(file.name + ".corrupt"))
    except OSError as exc:
        log.error("cannot move %s aside: %s", file.name, exc)
