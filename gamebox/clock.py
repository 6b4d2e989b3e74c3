"""The game clock of real-time games: milliseconds of game time (docs/design/realtime.md).

A real-time game's state is a function of its moves *and* the time they were made, so time is
injected like chance: the app's `WallClock` follows a monotonic clock and can pause, while tests,
replay, selfplay and the rules panel use a `ManualClock` that moves only when told. Nothing in a
test ever sleeps.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol


class Clock(Protocol):
    def now(self) -> int:
        """Game time in whole milliseconds; never goes backwards."""


class ManualClock:
    """A clock that stands still until it is moved."""

    def __init__(self, start: int = 0) -> None:
        self._now = int(start)

    def now(self) -> int:
        return self._now

    def advance(self, ms: int) -> int:
        if ms < 0:
            raise ValueError("a clock does not go back")
        self._now += int(ms)
        return self._now

    def set(self, t: int) -> int:
        """Move to game time `t` (a time already passed keeps the clock where it is)."""
        self._now = max(self._now, int(t))
        return self._now


class WallClock:
    """Game time that follows a monotonic clock from `start` on; paused time does not count.

    `source` gives nanoseconds (`time.monotonic_ns` by default; tests pass their own)."""

    def __init__(self, start: int = 0, source: Callable[[], int] = time.monotonic_ns) -> None:
        self._source = source
        self._base = int(start)               # game time at the last (re)start
        self._since: int | None = source()    # source time of the last (re)start; None while paused

    @property
    def paused(self) -> bool:
        return self._since is None

    def now(self) -> int:
        if self._since is None:
            return self._base
        return self._base + (self._source() - self._since) // 1_000_000

    def pause(self) -> None:
        if self._since is not None:
            self._base = self.now()
            self._since = None

    def resume(self) -> None:
        if self._since is None:
            self._since = self._source()

    def set(self, t: int) -> int:
        """Jump to game time `t` if it lies ahead (a resumed record's last move)."""
        if t > self.now():
            self._base = int(t)
            if self._since is not None:
                self._since = self._source()
        return self.now()
