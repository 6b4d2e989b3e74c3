"""A game set aside: the unfinished game another one took the place of, kept to be played on.

When a new game, a puzzle, an opened file or a game continued from the history takes the running game's
place, the window sets the running game aside instead of throwing it away: nothing is lost, so nothing
needs asking, and the library offers it back. One game waits at a time; a second would push the first
out, so then the window asks (ui/main_window.py, `may_abandon`).

Each game is a file `set-aside/<uid>.gamebox.json` beside the autosave, written durably. Taking a game
back while setting the running one aside writes the new file before the old one goes, so a box killed
at any moment loses neither. The files are read like any file from outside: one that cannot be read is
put aside as `.corrupt` and never offered.
"""
from __future__ import annotations

import logging
import os
import re
from pathlib import Path

from .history import new_uid
from .record import GameRecord
from .storage import data_dir, load_record, save_record

log = logging.getLogger(__name__)

FOLDER = "set-aside"
SUFFIX = ".gamebox.json"


def folder() -> Path:
    return data_dir() / FOLDER


def put(record: GameRecord) -> Path:
    """Keep `record` (durably); a game set aside before under the same identity is replaced."""
    uid = re.sub(r"[^0-9A-Za-z_-]", "", str(record.meta.get("uid", "")))[:64] or new_uid()
    path = folder() / f"{uid}{SUFFIX}"
    save_record(record, path)
    return path


def waiting() -> tuple[Path, GameRecord] | None:
    """The game set aside most recently, with its file; None if there is none."""
    try:
        files = sorted(folder().glob(f"*{SUFFIX}"), key=_age, reverse=True)
    except OSError:
        return None
    for file in files:
        try:
            return file, load_record(file)
        except Exception as exc:    # outside input: whatever it does, it is put aside and not offered
            log.error("a game set aside cannot be read (%s); it is put aside as .corrupt", exc)
            try:
                os.replace(file, file.with_name(file.name + ".corrupt"))
            except OSError as move_error:
                log.error("cannot move %s aside: %s", file.name, move_error)
    return None


def remove(path: Path) -> None:
    """The game is being played again (or is over): its file goes."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.error("cannot remove %s: %s", path.name, exc)


def _age(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
