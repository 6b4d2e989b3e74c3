"""Run only by test_quitting.py, in a pytest of its own: a GUI test drawing the board again and again while a
computer thinks and other workers run (as test_traps.py did when a Ctrl+C crashed the run), and a Ctrl+C comes
while Qt runs a slot, where a GUI test mostly is. Not collected by the suite: its name does not start with
test_."""
from __future__ import annotations

import os
import signal
import time

from PySide6.QtCore import QRunnable, QThreadPool, QTimer

from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.controller import GameController

from crash_driver import SlowThinker

ROUNDS = 15         # of drawing and waiting (a few seconds)


class Busy(QRunnable):
    """A worker busy in Python for a while (a hint, a preview, a word list being built)."""

    def run(self) -> None:
        end = time.monotonic() + 1.0
        while time.monotonic() < end:
            pass


def test_drawing_while_workers_run(window, qtbot, monkeypatch):
    real_agent = GameController.agent_for
    monkeypatch.setattr(GameController, "agent_for", lambda self, seat: SlowThinker(real_agent(self, seat)))
    controller = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Anna", "ai", "search:medium"),
                                                                 PlayerSpec("Ben", "ai", "search:medium")], {}, 0, []))
    qtbot.waitUntil(lambda: controller.busy, timeout=20_000)        # a computer thinks
    for _ in range(6):
        QThreadPool.globalInstance().start(Busy())
    QTimer.singleShot(0, ctrl_c)
    for _ in range(ROUNDS):
        window.game_page.grab()
        qtbot.wait(25)


def ctrl_c() -> None:
    """What a terminal does on Ctrl+C: SIGINT to the whole process group, pytest and what it started (Xvfb)."""
    print("Ctrl+C", flush=True)
    os.killpg(os.getpgid(0), signal.SIGINT)
