"""Files: atomic writes, loading records safely, the autosave slot."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from . import safe_json
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


def _current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


UMASK = _current_umask()    # read once: os.umask can only be read by setting it


def atomic_write_text(path: Path, text: str, durable: bool = True) -> None:
    """Write to a temporary file beside `path`, then rename it over `path`.

    A crash at any moment leaves either the old file or the new one, never half of one. With
    `durable`, the file is fsynced before the rename and the folder after it, so the new file also
    survives a power loss; without, it survives a killed process (the kernel has it) and
    `make_durable(path)` finishes the job later, off the caller's thread.

    A file that is there keeps its mode (a private 0600 record stays private), and a symbolic link
    stays a link: the new file replaces the link's target, beside it. A new file gets the user's
    usual permissions (umask), not mkstemp's private 0600.
    """
    path = _through_link(Path(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _mode_of(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    if durable:
        fsync_dir(path.parent)


def _through_link(path: Path) -> Path:
    """The file a path names: a symbolic link's target (followed to the end), else the path itself.
    Renaming over the link would replace it by a file and leave its target as it was."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _mode_of(path: Path) -> int:
    """The permission bits the rewritten file keeps: the old file's, or the user's usual ones."""
    try:
        return os.stat(path).st_mode & 0o777     # never set-id or sticky bits
    except FileNotFoundError:
        return 0o666 & ~UMASK


def fsync_dir(folder: Path) -> None:
    """Flush a folder's entries (a rename) to disk; a no-op where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def make_durable(path: Path) -> None:
    """fsync a file written with `durable=False`, then its folder."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    fsync_dir(path.parent)


def save_record(record: GameRecord, path: Path, durable: bool = True) -> None:
    atomic_write_text(Path(path), record.dumps(), durable)


def load_record(path: Path) -> GameRecord:
    """Load and validate a record; any problem becomes a RecordError with one line."""
    try:
        text = safe_json.decode(safe_json.read_bytes(Path(path), MAX_BYTES))
    except safe_json.UnsafeInput as exc:
        raise RecordError(str(exc)) from None
    return loads(text)
