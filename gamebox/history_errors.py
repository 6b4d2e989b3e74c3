"""What can go wrong with the history file, as one `HistoryError` subclass per case (gamebox/history.py),
and the two SQLite helpers that turn its failures into them."""
from __future__ import annotations

import sqlite3
from pathlib import Path

class HistoryError(Exception):
    """The history cannot be used now; the message is one line for a dialog or a log."""


class HistoryCorrupt(HistoryError):
    """The file is damaged or no gamebox history at all (it is put aside, never deleted)."""


class HistoryTooNew(HistoryError):
    """Written by a newer gamebox that older ones must not change: it is left as it is."""


class HistoryUnavailable(HistoryError):
    """Locked by another program, unreadable, read-only or a full disk: try again later."""



def classify(exc: sqlite3.Error, path: Path) -> HistoryError:
    """One `HistoryError` for whatever SQLite said (its error code decides, not the wording)."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = f"{path.name}: {exc}"
    if primary in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return HistoryCorrupt(text)
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return HistoryUnavailable(f"{path.name} is in use by another program")
    if primary == sqlite3.SQLITE_FULL:
        return HistoryUnavailable(f"{path.name}: the disk is full")
    if primary is None and not isinstance(exc, sqlite3.OperationalError) and isinstance(exc, sqlite3.DatabaseError):
        return HistoryCorrupt(text)
    return HistoryUnavailable(text)


def rollback(db: sqlite3.Connection) -> None:
    """Undo a transaction that failed, unless SQLite did already: it does on a full disk, and a ROLLBACK
    then says "no transaction is active" and hides the real error."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:
            pass        # the error that got us here is the one to report
