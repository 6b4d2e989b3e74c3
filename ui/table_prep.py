"""Tables the strong computer player needs, prepared in the background without being asked.

Hoch und höher's strong player plays perfectly from a table that takes minutes to compute (docs/
solver.md). When a game with that player starts and the table is missing, the box computes it in
a separate process (`gamebox prepare`): at the lowest priority, numba on one thread, so the game
and its computer players keep the machine. The process may be stopped at any time (the app quits):
it keeps its finished layers and the next start resumes there. The table is swapped in whole
(`write_table_dir`), and the strong player picks it up at its next move.

Until then the strong player searches ahead, and `PerfectPlayNotice` says so plainly, with the
measured strength of both.
"""
from __future__ import annotations

import json
import logging
import sys
from collections.abc import Mapping

from PySide6.QtCore import QObject, QProcess, QTimer, Signal
from PySide6.QtWidgets import QFrame, QLabel, QProgressBar, QVBoxLayout, QWidget

from gamebox import registry
from gamebox.protocol import Calibrated, Game, Solvable

from . import settings

log = logging.getLogger(__name__)

RESUME_AFTER_MS = 8000     # an interrupted preparation goes on once the app has settled


def table_key(game: Game, variant: str, options: Mapping[str, str]) -> str:
    return json.dumps([game.info.id, variant, dict(sorted(options.items()))])


def available_mb() -> int | None:
    """Memory the system can give without swapping (Linux), or None where unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def command(game: Game, variant: str, options: Mapping[str, str]) -> list[str]:
    """The process that prepares a table: `gamebox prepare`, in a bundle the bundle itself."""
    args = ["prepare", game.info.id, "--variant", variant]
    for key, value in sorted(options.items()):
        args += ["--option", f"{key}={value}"]
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "gamebox", *args]


class TablePreparer(QObject):
    """At most one preparation at a time. `state(key)` is "ready", "running", "memory", "failed" or "";
    `progress(key, fraction)`, `ready(key)` and `failed(key, message)` report."""

    progress = Signal(str, float)
    ready = Signal(str)
    failed = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process: QProcess | None = None
        self.key = ""
        self.fraction = 0.0
        self.problems: dict[str, str] = {}    # key -> "memory" or "failed: …"
        self._buffer = b""

    def state(self, key: str) -> str:
        if key == self.key and self.process is not None:
            return "running"
        return self.problems.get(key, "")

    def prepare(self, game: Game, variant: str, options: Mapping[str, str] | None = None) -> str:
        """Start preparing a table if it is missing; returns the state it is in then."""
        options = dict(options or {})
        if not isinstance(game, Solvable) or variant not in game.solvable_variants:
            return ""
        key = table_key(game, variant, options)
        if game.has_solution(variant, options):
            return "ready"
        if self.process is not None:
            return "running" if key == self.key else "waiting"
        need, free = game.solve_memory_mb(variant, options), available_mb()
        if need and free is not None and free < need * 1.2:
            self.problems[key] = "memory"
            return "memory"
        self.problems.pop(key, None)
        self.key, self.fraction, self._buffer = key, 0.0, b""
        settings.set_preparing_table(key)
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        # A session of its own (Unix): a Ctrl+C in the terminal reaches the app alone, which stops it.
        if hasattr(process, "setUnixProcessParameters"):
            process.setUnixProcessParameters(QProcess.UnixProcessFlag.CreateNewSession)
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(lambda code, _status, p=process: self._finished(p, code))
        program, *args = command(game, variant, options)
        process.start(program, args)
        self.process = process
        log.info("preparing %s in the background", key)
        return "running"

    def resume_later(self) -> None:
        """An interrupted preparation (the app was closed) goes on a little after the start."""
        QTimer.singleShot(RESUME_AFTER_MS, self, self.resume)

    def resume(self) -> None:
        key = settings.preparing_table()
        if not key or self.process is not None:
            return
        try:
            game_id, variant, options = json.loads(key)
            self.prepare(registry.get(game_id), variant, options)
        except (ValueError, TypeError, KeyError):
            settings.set_preparing_table("")

    def stop(self) -> None:
        """Stop for now (the app quits): the finished steps stay on disk for the next start."""
        process, self.process = self.process, None
        if process is not None:
            process.finished.disconnect()
            process.kill()
            process.waitForFinished(3000)

    def _read(self) -> None:
        process = self.process
        if process is None:
            return
        self._buffer += bytes(process.readAllStandardOutput())
        *lines, self._buffer = self._buffer.split(b"\n")
        for line in lines:
            parts = line.decode("utf-8", "replace").split()
            if len(parts) >= 2 and parts[0] == "progress":
                try:
                    self.fraction = max(0.0, min(1.0, float(parts[1])))
                except ValueError:
                    continue
                self.progress.emit(self.key, self.fraction)

    def _finished(self, process: QProcess, code: int) -> None:
        if process is not self.process:
            return
        self._read()
        key, self.process = self.key, None
        error = bytes(process.readAllStandardError()).decode("utf-8", "replace").strip().splitlines()
        process.deleteLater()
        if code == 0:
            settings.set_preparing_table("")
            self.ready.emit(key)
        else:
            message = error[-1] if error else f"exit code {code}"
            log.error("preparing %s failed: %s", key, message)
            self.problems[key] = "failed: " + message
            self.failed.emit(key, message)


_PREPARER: TablePreparer | None = None


def preparer() -> TablePreparer:
    global _PREPARER
    if _PREPARER is None:
        _PREPARER = TablePreparer()
    return _PREPARER


def percent(value: float) -> str:
    return f"{round(100 * value)}"


class PerfectPlayNotice(QFrame):
    """Beside a game against the strong computer player whose table is not ready yet: what that
    player does meanwhile and how strong it is then, and how far the preparation has come."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("perfectPlay")
        self.game: Game | None = None
        self.variant, self.options, self.key = "", {}, ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setObjectName("hint")
        layout.addWidget(self.text)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(6)
        layout.addWidget(self.bar)
        prep = preparer()
        prep.progress.connect(self._progress)
        prep.ready.connect(self._ready)
        prep.failed.connect(lambda key, _message: key == self.key and self.retranslate())
        self.hide()

    def offer(self, game: Game, variant: str, options: Mapping[str, str]) -> None:
        """A game with the strong player starts: prepare its table if it is missing, and say so."""
        self.game, self.variant, self.options = game, variant, dict(options)
        self.key = table_key(game, variant, options)
        state = preparer().prepare(game, variant, options)
        self.setVisible(state not in ("", "ready"))
        self.retranslate()

    def _progress(self, key: str, fraction: float) -> None:
        if key == self.key:
            self.bar.setValue(int(fraction * 1000))
            self.retranslate()

    def _ready(self, key: str) -> None:
        if key == self.key:
            self.hide()
        elif self.isVisible() and self.game is not None:
            self.offer(self.game, self.variant, self.options)   # waiting for another table: its turn now

    def strength_now(self) -> str:
        """How the strong player does without its table, as measured (e.g. "54% against Greedy")."""
        game = self.game
        row = game.strength(self.variant, "search:strong") if isinstance(game, Calibrated) else None
        if row is None or row.solved:
            return ""
        from .levels import level_label

        return self.tr("{rate}% of its games against {opponent}").format(rate=round(100 * row.rate),
                                                                        opponent=level_label(row.opponent))

    def retranslate(self) -> None:
        if self.game is None:
            return
        state = preparer().state(self.key)
        measured = self.strength_now()
        now = (self.tr("Until then it searches ahead and wins {measured}.").format(measured=measured)
               if measured else self.tr("Until then it searches ahead."))
        if state == "memory":
            need = self.game.solve_memory_mb(self.variant, self.options)
            head = self.tr("Strong plays perfectly only with a table this computer has no room to prepare now "
                           "(it needs about {gb} GB of free memory).").format(gb=max(1, round(need / 1024)))
        elif state.startswith("failed"):
            head = self.tr("The table for perfect play could not be prepared ({error}).").format(
                error=state.partition(": ")[2])
        else:
            head = self.tr("Strong plays perfectly once its table is ready: it is being prepared in the "
                           "background ({percent}%).").format(percent=percent(preparer().fraction
                                                                              if state == "running" else 0.0))
        self.bar.setVisible(state in ("running", "waiting", ""))
        self.text.setText(" ".join(t for t in (head, now) if t))
