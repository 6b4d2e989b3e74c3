"""Files: atomic writes, loading records safely, the autosave slot."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .record import MAX_BYTES, GameRecord, RecordError, loads


def data_dir() -> Path:
    """Where the box keeps its files. GAMEBOX_HOME overrides (tests, portable installs)."""
    override = os.environ.get("GAMEBOX_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("gamebox", appauthor=False))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def atomic_write_text(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, flush to disk, then rename over it.

    A crash at any moment leaves either the old file or the new one, never half of one.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def save_record(record: GameRecord, path: Path) -> None:
    atomic_write_text(Path(path), record.dumps())


def load_record(path: Path) -> GameRecord:
    """Load and validate a record; any problem becomes a RecordError with one line."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise RecordError(f"file too large for a game record ({path.stat().st_size} bytes)")
        raw = path.read_bytes()
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("not a text file (not UTF-8)") from None
    return loads(text)
