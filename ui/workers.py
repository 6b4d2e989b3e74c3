"""Work off the GUI thread, in one way: `run_in_background` and `Errands`; and `finish`, which ends it all
before the app goes, so quitting is clean while a computer thinks.

`run_in_background(work, done, owner=…)` runs `work()` on a Qt thread pool and hands its result to
`done(result)` on the GUI thread (an exception to `error(exc)`). The result is dropped when its `Ticket`
was cancelled or its `owner` (a QObject) is gone by then: the stale-result guard lives here, not in every
caller. `Errands` are one purpose's tickets: its `cancel()` drops every result still to come (an undo, a
new position, the next puzzle chosen).

The pools: the global one (a computer's move, the coach's hints, Scrabble's word list, Tiefstapeln's
previews, a table read from disk, a puzzle's picture) and the coach's own pool for solving a game (minutes;
it reports progress, so it has its own task in ui/coach.py, and it stops at its next step when cancelled).
A worker still running Python when the interpreter shuts down is stopped in the middle of its C++ frames,
and one still reporting to a window that is gone touches freed memory: either can end in a crash instead of
a clean exit. So the app, after its window closed, and the test suite, before a test's widgets go, call
`finish`: what has not started is dropped, a solve is cancelled, and what runs is waited for.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)

FINISH_MS = 20_000      # the longest a computer's move or a hint takes on a slow machine, with room


class Ticket:
    """One piece of background work: `cancel()` drops its result (the work itself runs to its end)."""

    def __init__(self, owner: QObject) -> None:
        self.owner = owner
        self.cancelled = False
        self.over = False                     # the work ended (its result delivered or dropped)

    def cancel(self) -> None:
        self.cancelled = True

    def owner_alive(self) -> bool:
        return shiboken6.isValid(self.owner)


class _Relay(QObject):
    """Lives on the GUI thread for the app's life: a worker's result crosses over as a queued signal."""

    arrived = Signal(object, object)      # the delivery, the outcome


_RELAY: _Relay | None = None


def _relay() -> _Relay:
    global _RELAY
    if _RELAY is None or not shiboken6.isValid(_RELAY):
        _RELAY = _Relay()
        app = QCoreApplication.instance()
        if app is not None and _RELAY.thread() is not app.thread():
            _RELAY.moveToThread(app.thread())
        _RELAY.arrived.connect(_deliver)
    return _RELAY


class _Failed:
    def __init__(self, exc: BaseException) -> None:
        self.exc = exc


class _Delivery:
    def __init__(self, ticket: Ticket, done, error, settled) -> None:
        self.ticket, self.done, self.error, self.settled = ticket, done, error, settled


class _Work(QRunnable):
    def __init__(self, work: Callable[[], Any], delivery: _Delivery, relay: _Relay) -> None:
        super().__init__()
        self.work, self.delivery, self.relay = work, delivery, relay

    def run(self) -> None:      # a worker thread: the work, then only the signal crosses back
        try:
            outcome = self.work()
        except Exception as exc:
            if self.delivery.error is None:
                log.exception("background work failed")
            outcome = _Failed(exc)
        try:
            self.relay.arrived.emit(self.delivery, outcome)
        except RuntimeError:    # the app is gone (interpreter shutdown): nobody waits any more
            pass


def _deliver(delivery: _Delivery, outcome: object) -> None:      # the GUI thread
    ticket = delivery.ticket
    ticket.over = True
    if not ticket.owner_alive():
        return
    if delivery.settled is not None:
        delivery.settled()
    if ticket.cancelled:
        return
    if isinstance(outcome, _Failed):
        if delivery.error is not None:
            delivery.error(outcome.exc)
    elif delivery.done is not None:
        delivery.done(outcome)


def run_in_background(work: Callable[[], Any], done: Callable[[Any], None] | None, *, owner: QObject,
                      error: Callable[[Exception], None] | None = None,
                      settled: Callable[[], None] | None = None, pool: QThreadPool | None = None) -> Ticket:
    """Run `work()` on `pool` (the global one) and call `done(result)` on the GUI thread, or `error(exc)`
    if it raised (without `error` the exception is logged). Neither is called once the ticket is cancelled
    or `owner` is deleted. `settled()` runs first whenever the work ends, cancelled or not, while `owner`
    lives (a busy flag goes down)."""
    ticket = Ticket(owner)
    (pool or QThreadPool.globalInstance()).start(_Work(work, _Delivery(ticket, done, error, settled), _relay()))
    return ticket


class Errands:
    """The background work of one purpose for `owner`: `run` starts one, `cancel()` drops the results of
    every one started so far (the position they were about is gone)."""

    def __init__(self, owner: QObject, pool: QThreadPool | None = None) -> None:
        self.owner, self.pool = owner, pool
        self._open: list[Ticket] = []

    def run(self, work: Callable[[], Any], done: Callable[[Any], None] | None, *,
            error: Callable[[Exception], None] | None = None, settled: Callable[[], None] | None = None) -> Ticket:
        ticket = run_in_background(work, done, owner=self.owner, error=error, settled=settled, pool=self.pool)
        self._open = [t for t in self._open if not t.over] + [ticket]
        return ticket

    def cancel(self) -> None:
        for ticket in self._open:
            ticket.cancel()
        self._open = []


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
