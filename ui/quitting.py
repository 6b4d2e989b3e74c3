"""Quitting cleanly: Ctrl+C and SIGTERM close the window as its close button does, and the app ends only
once no worker thread runs any more.

Python runs a signal's handler only between two bytecodes of the main thread, and Qt's event loop is C++:
without help Ctrl+C waited for the next Python slot and then raised KeyboardInterrupt inside it, where Qt
printed it and went on. `signal.set_wakeup_fd` writes a byte to a socket the event loop watches, so the
loop wakes at once and the handler runs; it only asks the loop to close the window (whatever Python code
it interrupted stays whole).
"""
from __future__ import annotations

import logging
import os
import signal
import socket
import sys

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from . import workers

log = logging.getLogger(__name__)

SIGNALS = (signal.SIGINT, signal.SIGTERM)
_WAKEUP = None          # (its sockets live as long as the app)


class _Wakeup(QObject):
    """The socket pair the signal module writes to, and the notifier that wakes the event loop."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.read, self.write = socket.socketpair()
        for end in (self.read, self.write):
            end.setblocking(False)
        self.notifier = QSocketNotifier(self.read.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._drain)
        signal.set_wakeup_fd(self.write.fileno(), warn_on_full_buffer=False)

    def _drain(self) -> None:
        try:
            self.read.recv(256)     # (the handler has run by now: this slot is Python code)
        except OSError:
            pass


def close_on_signals(window: QWidget) -> None:
    """SIGINT (Ctrl+C in a terminal) and SIGTERM close `window` (the game is saved, solves stop) and quit."""
    global _WAKEUP
    _WAKEUP = _Wakeup(window)

    def close(_signum, _frame) -> None:
        QTimer.singleShot(0, lambda: (window.close(), QApplication.quit()))   # (a dialog's own loop ends too)

    for number in SIGNALS:
        if signal.getsignal(number) in (signal.SIG_DFL, signal.default_int_handler):   # (not one ignored)
            signal.signal(number, close)


def end_workers(status: int) -> None:
    """After the event loop: drop the work not started, stop a solve, wait for what runs. A worker that
    is still busy then cannot be waited for: the process ends here, everything saved, before Python's
    shutdown would stop the worker in the middle of its frames (a crash)."""
    if workers.finish():
        return
    log.error("a background task did not finish in %d s: the app ends without waiting for it",
              workers.FINISH_MS // 1000)
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    logging.shutdown()
    os._exit(status)
