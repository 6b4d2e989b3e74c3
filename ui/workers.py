"""Ending the app's background work before the app goes: quitting is clean while a computer thinks.

Work off the GUI thread runs in Qt thread pools: the global one (a computer's move, the coach's hints,
Scrabble's word list, Tiefstapeln's previews, a table read from disk) and the coach's own pool for
solving a game (minutes; it stops at its next step when cancelled). A worker still running Python when
the interpreter shuts down is stopped in the middle of its C++ frames, and one still reporting to a
window that is gone touches freed memory: either can end in a crash instead of a clean exit. So the app,
after its window closed, and the test suite, before a test's widgets go, call `finish`: what has not
started is dropped, a solve is cancelled, and what runs is waited for.
"""
from __future__ import annotations

import time

from PySide6.QtCore import QThreadPool

FINISH_MS = 20_000      # the longest a computer's move or a hint takes on a slow machine, with room


def pools() -> list[QThreadPool]:
    from .coach import started_solve_pool

    return [pool for pool in (QThreadPool.globalInstance(), started_solve_pool()) if pool is not None]


def finish(timeout_ms: int = FINISH_MS) -> bool:
    """Drop the work that has not started, cancel a solve, and wait for the rest (at most `timeout_ms`
    in all). True if no worker runs any more."""
    from . import coach

    coach.cancel_all()
    deadline = time.monotonic() + timeout_ms / 1000
    for pool in pools():
        pool.clear()
        left = max(0, round((deadline - time.monotonic()) * 1000))
        if not pool.waitForDone(left):
            return False
    return True
