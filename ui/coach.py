"""The coach's Qt side: getting an exact table (cached, or solved once in a worker thread
behind a progress dialog), a game's hints worked out on a worker, and the hint panel of the game page.

Everything goes through the protocol (`Game.cached_solution`, `Game.solve`, `HasHints.hints`); the
numbers come from the model. Solving and hinting run in QThreadPool workers, so the GUI thread never
waits; Cancel makes the next progress call raise, which ends the solve.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping

from PySide6.QtCore import (
    QCoreApplication,
    QRect,
    QLocale,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gamebox import coach
from gamebox.i18n import Text
from gamebox.protocol import ExactTable, Game, Hint, State
from gamebox.turns import put_names

from .workers import run_in_background

log = logging.getLogger(__name__)

BEST_COLOR = "#dff3e4"   # the best move's row: the board's hint glow, on paper


def number(value: float, signed: bool = False) -> str:
    """Two decimals in the UI language (36,75 in German); `signed` shows + and −."""
    text = QLocale().toString(abs(value) if signed else value, "f", 2)
    if signed:
        sign = "−" if value < -0.004 else "+" if value > 0.004 else "±"
        return sign + text
    return text


def duration(seconds: float) -> str:
    """"about 30 seconds" / "about 3 minutes" for the question before a solve."""
    if seconds < 90:
        n = round(seconds / 5.0) * 5 or 5    # (lupdate reads a plural's count only as a plain name)
        return QCoreApplication.translate("Coach", "about %n second(s)", "", n)
    n = round(seconds / 60.0)
    return QCoreApplication.translate("Coach", "about %n minute(s)", "", n)


# -- solving in a worker ------------------------------------------------------------------------
class SolveCancelled(Exception):
    """Raised from the progress callback: the player pressed Cancel."""


class _SolveSignals(QObject):
    progress = Signal(float, str)
    done = Signal(object)          # the table
    failed = Signal(str)           # "" when cancelled


class _SolveTask(QRunnable):
    def __init__(self, game: Game, variant: str, options: Mapping[str, str], signals: _SolveSignals,
                 cancel: threading.Event) -> None:
        super().__init__()
        self.game, self.variant, self.options = game, variant, dict(options)
        self.signals, self.cancel = signals, cancel

    def run(self) -> None:   # worker thread: only signals cross back
        def progress(fraction: float, phase: str) -> None:
            if self.cancel.is_set():
                raise SolveCancelled()
            self.signals.progress.emit(float(fraction), phase)

        try:
            table = self.game.solve(self.variant, self.options, progress)
        except SolveCancelled:
            self.signals.failed.emit("")
            return
        except Exception as exc:   # shown in the dialog, not lost in a thread
            log.exception("solve failed")
            self.signals.failed.emit(str(exc) or exc.__class__.__name__)
            return
        if self.cancel.is_set():
            self.signals.failed.emit("")
        else:
            self.signals.done.emit(table)


_SOLVE_POOL: QThreadPool | None = None


def solve_pool() -> QThreadPool:
    """Solves run for minutes: their own pool, so the global one stays free for the AI's
    moves (on two cores the global pool has two threads)."""
    global _SOLVE_POOL
    if _SOLVE_POOL is None:
        _SOLVE_POOL = QThreadPool()
        _SOLVE_POOL.setMaxThreadCount(2)
    return _SOLVE_POOL


def started_solve_pool() -> QThreadPool | None:
    """The solving pool if a solve ever started (ui/workers.py waits for it when the app quits)."""
    return _SOLVE_POOL


_RUNNING: set[SolveDialog] = set()


def cancel_all() -> None:
    """Ask every running solve to stop (the main window closes)."""
    for dialog in list(_RUNNING):
        dialog.cancel()


class SolveDialog(QDialog):
    """A progress bar and Cancel while the table is computed; `solved(table)` at the end."""

    solved = Signal(object)

    def __init__(self, game: Game, variant: str, options: Mapping[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("solveDialog")
        self.setWindowTitle(self.tr("Computing the exact table"))
        self.setMinimumWidth(420)
        self.table: ExactTable | None = None
        self.outcome = "running"          # "solved", "cancelled" or "failed"
        self._cancel = threading.Event()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 18)
        layout.setSpacing(10)
        title = QLabel(self.tr("The coach learns this game by heart"))
        title.setObjectName("dialogTitle")
        layout.addWidget(title)
        variant_name = game.info.variant(variant).name.get()
        self.explain = QLabel(self.tr(
            "{game} ({variant}): every position is solved once, then hints are instant. "
            "This takes {duration}.").format(game=game.info.name, variant=variant_name,
                                            duration=duration(coach.solve_estimate(game, variant, options))))
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        self.bar = QProgressBar()
        self.bar.setObjectName("solveProgress")
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        layout.addWidget(self.bar)
        self.phase = QLabel(self.tr("Preparing…"))
        self.phase.setObjectName("hint")
        layout.addWidget(self.phase)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("solveCancel")
        self.cancel_button.clicked.connect(self.cancel)
        buttons.addWidget(self.cancel_button)
        layout.addLayout(buttons)
        self._signals = _SolveSignals(self)
        self._signals.progress.connect(self._on_progress)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._task = _SolveTask(game, variant, options, self._signals, self._cancel)

    def start(self) -> None:
        _RUNNING.add(self)
        solve_pool().start(self._task)
        self.open()

    def cancel(self) -> None:
        """Stop at the solver's next progress call; the dialog closes when it has stopped."""
        if self.outcome != "running":
            self.reject()
            return
        self._cancel.set()
        self.cancel_button.setEnabled(False)
        self.phase.setText(self.tr("Stopping…"))

    def reject(self) -> None:
        if self.outcome == "running":   # Esc or the window's close button: cancel first
            self.cancel()
            return
        super().reject()

    def _on_progress(self, fraction: float, phase: str) -> None:
        self.bar.setValue(int(max(0.0, min(1.0, fraction)) * 1000))
        if not self._cancel.is_set():
            texts = {"compile": self.tr("Preparing…"), "layers": self.tr("Finding every position…"),
                     "values": self.tr("Working out the best play…"), "done": self.tr("Saving…")}
            self.phase.setText(texts.get(phase, phase))

    def _on_done(self, table) -> None:
        _RUNNING.discard(self)
        self.outcome = "solved"
        self.table = table
        self.bar.setValue(1000)
        self.solved.emit(table)
        self.accept()

    def _on_failed(self, message: str) -> None:
        _RUNNING.discard(self)
        if not message:
            self.outcome = "cancelled"
            super().reject()
            return
        self.outcome = "failed"
        self.phase.setText(self.tr("The table could not be computed: {error}").format(error=message))
        self.cancel_button.setText(self.tr("Close"))
        self.cancel_button.setEnabled(True)


def request_table(parent: QWidget, game: Game, variant: str, options: Mapping[str, str],
                  on_ready: Callable[[ExactTable], None],
                  on_declined: Callable[[], None] | None = None) -> ExactTable | None:
    """The table now if it is cached (also returned); else ask once whether to compute it,
    and if so compute it behind a progress dialog and call `on_ready(table)` when done
    (`on_declined()` if the player says "Not now")."""
    table = game.cached_solution(variant, options)
    if table is not None:
        on_ready(table)
        return table
    box = QMessageBox(parent)
    box.setObjectName("solveQuestion")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("Coach", "Coach"))
    box.setText(QCoreApplication.translate("Coach", "The coach needs the exact table of this variant."))
    box.setInformativeText(QCoreApplication.translate(
        "Coach", "It is computed once on this computer, {duration}, and then kept: "
                 "after that every hint is instant. Compute it now?")
        .format(duration=duration(coach.solve_estimate(game, variant, options))))
    compute = box.addButton(QCoreApplication.translate("Coach", "Compute"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("Coach", "Not now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(compute)
    box.exec()
    if box.clickedButton() is not compute:
        if on_declined is not None:
            on_declined()
        return None
    dialog = SolveDialog(game, variant, options, parent)
    dialog.solved.connect(on_ready)
    dialog.finished.connect(lambda _code: dialog.deleteLater())
    if parent is not None:
        parent.solve_dialog = dialog   # tests and the screenshot tool find it here
    dialog.start()
    return None


# -- reading a cached table off the GUI thread ------------------------------------------------------
def preload_table(owner: QObject, game: Game, variant: str, options: Mapping[str, str],
                  on_loaded: Callable[[ExactTable | None], None]) -> None:
    """Open a cached table in a worker (checking a large one takes a few hundred ms), so the
    first hint is as quick as the next ones; `on_loaded` runs on the GUI thread (with None if the
    cache is broken: the coach's question to ask later, not a crash), unless `owner` is gone by then."""
    options = dict(options)

    def failed(exc: Exception) -> None:
        log.error("reading the table failed", exc_info=exc)
        on_loaded(None)

    run_in_background(lambda: game.cached_solution(variant, options), on_loaded, owner=owner, error=failed)


# -- hints in a worker ------------------------------------------------------------------------------
def ask_hints(owner: QObject, game: Game, state: State, seat: int, limit: int,
              on_ready: Callable[[list[Hint], Text | None], None]) -> None:
    """`game.hints` and `game.outlook` for `seat` on a worker thread (a search takes up to a few seconds);
    `on_ready(hints, outlook)` runs on the GUI thread, unless `owner` is gone by then. The caller checks
    that the game has not moved on meanwhile."""
    state = state.clone()

    def failed(exc: Exception) -> None:     # a hint is a courtesy: never take the game down
        log.error("the hint failed", exc_info=exc)
        on_ready([], None)

    run_in_background(lambda: (game.hints(state, seat, limit), game.outlook(state, seat)),
                      lambda answer: on_ready(*answer), owner=owner, error=failed)


# -- the hint panel -------------------------------------------------------------------------------
class HintPanel(QFrame):
    """The coach's advice for the current position: the best moves, each in a sentence, best first; a
    click on one shows it on the board (`chosen`)."""

    closed = Signal()
    chosen = Signal(object)      # the move of the sentence clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.close_button = QPushButton("×")
        self.close_button.setObjectName("coachClose")
        self.close_button.setFlat(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.dismiss)
        head.addWidget(self.title, 1)
        head.addWidget(self.close_button)
        layout.addLayout(head)
        self.summary = QLabel()
        self.summary.setObjectName("coachSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setObjectName("hintList")
        self.list.setWordWrap(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.itemClicked.connect(self._clicked)
        layout.addWidget(self.list)
        self.footnote = QLabel()
        self.footnote.setObjectName("hint")
        self.footnote.setWordWrap(True)
        layout.addWidget(self.footnote)
        self.hints: list[Hint] = []
        self.outlook: Text | None = None
        self.names: list[str] = []
        self.thinking = False
        self.hide()
        self.retranslate()

    def show_thinking(self) -> None:
        """The panel while the hint is worked out."""
        self.hints, self.outlook, self.thinking = [], None, True
        self._fill()
        self.show()

    def show_hints(self, hints: list[Hint], outlook: Text | None, names: list[str]) -> None:
        self.hints, self.outlook, self.names, self.thinking = list(hints), outlook, list(names), False
        self._fill()
        self.show()

    def _fill(self) -> None:
        self.list.clear()
        bold = QFont(self.list.font())
        bold.setBold(True)
        best = set(self.best_rows())
        for row, hint in enumerate(self.hints):
            item = QListWidgetItem(f"{row + 1}. {put_names(hint.says.get(), self.names)}")
            if row in best:
                item.setFont(bold)
                item.setBackground(QBrush(QColor(BEST_COLOR)))
            self.list.addItem(item)
        self.list.setVisible(bool(self.hints))
        self._fit_list()
        if self.thinking:
            self.summary.setText(self.tr("The coach is thinking…"))
        elif self.outlook is not None:
            self.summary.setText(self.outlook.get())
        elif not self.hints:
            self.summary.setText(self.tr("There is nothing to choose right now."))
        else:
            self.summary.setText("")
        self.summary.setVisible(bool(self.summary.text()))
        self.footnote.setVisible(len(self.hints) > 1)

    def _fit_list(self) -> None:
        """As tall as its sentences, each wrapped at the list's width, up to a limit (then it scrolls).
        (The list's own row hints count a wrapped sentence as one line before it is laid out.)"""
        width = max(self.list.viewport().width() - 12, 120)
        height = 0
        for row in range(self.list.count()):
            item = self.list.item(row)
            wrapped = QFontMetrics(item.font()).boundingRect(
                QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), item.text()).height()
            height += max(wrapped + 2, self.list.sizeHintForRow(row))
        self.list.setFixedHeight(min(height + 6, 220) if self.hints else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.hints:
            self._fit_list()

    def _clicked(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        if 0 <= row < len(self.hints):
            self.chosen.emit(self.hints[row].move)

    def rows(self) -> list[str]:
        """The sentences as shown, best first."""
        return [self.list.item(r).text() for r in range(self.list.count())]

    def best_rows(self) -> list[int]:
        """The rows as good as the best."""
        if not self.hints:
            return []
        top = self.hints[0].value
        return [r for r, hint in enumerate(self.hints) if hint.value >= top - 1e-9]

    def dismiss(self) -> None:
        self.hide()
        self.hints, self.outlook, self.thinking = [], None, False
        self.closed.emit()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Coach"))
        self.close_button.setToolTip(self.tr("Hide the hint"))
        self.footnote.setText(self.tr("Click a move to see it on the board."))
        if self.isVisible():
            self._fill()
