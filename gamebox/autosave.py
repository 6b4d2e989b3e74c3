"""The autosave slot: every move is on disk at once, and safe from a power loss a moment later.

Writing the file and renaming it into place takes well under a millisecond and happens on the
caller's thread, so a killed app always resumes at its last move: the kernel holds the new file
whether or not the process lives on. What takes long is fsync (tens of milliseconds on a busy disk),
which only protects against a power loss; it runs on one worker thread. Several saves in a row
share one fsync of the newest file.

A save that fails raises OSError to the caller (a full disk, a folder that cannot be written). So does
the next save after an fsync that failed on the worker (the disk took the file but could not keep it):
that one is made durable on the caller's thread, until one is kept. The window tells the player and
tries again at every move until a save works.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from .record import GameRecord
from .storage import autosave_path, make_durable, save_record

log = logging.getLogger(__name__)


class Autosaver:
    """`autosaver(record)` saves to the autosave slot; `flush()` waits until it is durable."""

    def __init__(self, path: Callable[[], Path] = autosave_path) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._dirty: Path | None = None          # a file saved since the last fsync
        self._running: Future | None = None
        self._failed: OSError | None = None       # the last fsync's failure, until one works
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave-fsync")

    def __call__(self, record: GameRecord) -> None:
        path = self._path()
        save_record(record, path, durable=False)
        with self._lock:
            failed = self._failed
        if failed is not None:        # the disk could not keep the last one: this one is kept here, or raises
            make_durable(path)
            with self._lock:
                self._failed = None
            return
        with self._lock:
            self._dirty = path
            if self._running is None or self._running.done():
                self._running = self._pool.submit(self._sync)

    def _sync(self) -> None:
        while True:
            with self._lock:
                path, self._dirty = self._dirty, None
            if path is None:
                return
            try:
                make_durable(path)
            except OSError as exc:
                log.error("autosave could not be flushed to disk: %s", exc)
                with self._lock:
                    self._failed = exc
            else:
                with self._lock:
                    self._failed = None

    def flush(self) -> None:
        """Wait until every save so far is durable (the app does this when it quits)."""
        with self._lock:
            running = self._running
        if running is not None:
            running.result()
