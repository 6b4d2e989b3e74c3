"""Watching a finished game again, move by move, on the game's own board, and continuing it from
any move as a new game.

The board is the game's real view over a `ReplaySession` (gamebox/replay.py) whose every seat is
the computer's, paused: the view takes no input and animates each step as in play. The move log
follows; a slider, the buttons and the keys (← → Home End, Space to play) walk the game.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from gamebox.history import Entry, local_time
from gamebox.record import GameRecord
from gamebox.replay import ReplaySession, continuation

from .board.view import PlaceholderView
from .controller import GameController
from .history_texts import game_name, variant_name
from .move_log import MoveLog
from .widgets.fit import room_for

PLAY_STEP_MS = 900


class ReplayDialog(QDialog):
    """One finished game. `continue_requested(record)` carries the new game cut at the shown move."""

    continue_requested = Signal(object)

    def __init__(self, record: GameRecord, entry: Entry | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayDialog")
        self.record, self.entry = record, entry
        self.session = ReplaySession(record)
        # (a real-time game keeps the session's own clock: the replay sets it to each move's time)
        self.controller = GameController(self.session, parent=self, clock=self.session.clock)
        self.controller.paused = True
        self.names = [p.name for p in record.players]
        room = room_for(self)        # never larger than the window it opens over (1024x768 too)
        self.resize(min(1180, room.width()), min(740, room.height()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(8)
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("hint")
        self.subtitle.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)

        middle = QHBoxLayout()
        middle.setSpacing(14)
        self.view = self._make_view()
        self.view.setMinimumSize(520, 380)
        middle.addWidget(self.view, 1)
        side = QVBoxLayout()
        self.log_title = QLabel()
        self.log_title.setObjectName("sectionTitle")
        side.addWidget(self.log_title)
        self.move_log = MoveLog()
        self.move_log.setFixedWidth(300)
        self.move_log.set_session(self.session, self.names)
        side.addWidget(self.move_log, 1)
        middle.addLayout(side)
        layout.addLayout(middle, 1)

        steps = QHBoxLayout()
        self.start_button = QPushButton("|◀")
        self.back_button = QPushButton("◀")
        self.play_button = QPushButton()
        self.forward_button = QPushButton("▶")
        self.end_button = QPushButton("▶|")
        for name, button in (("replayStart", self.start_button), ("replayBack", self.back_button),
                             ("replayPlay", self.play_button), ("replayForward", self.forward_button),
                             ("replayEnd", self.end_button)):
            button.setObjectName(name)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            steps.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, self.session.total)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        steps.addWidget(self.slider, 1)
        self.position = QLabel()
        self.position.setObjectName("hint")
        self.position.setMinimumWidth(130)
        steps.addWidget(self.position)
        layout.addLayout(steps)

        buttons = QHBoxLayout()
        self.continue_note = QLabel()
        self.continue_note.setObjectName("hint")
        self.continue_note.setWordWrap(True)
        buttons.addWidget(self.continue_note, 1)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("primaryButton")
        self.close_button = QPushButton()
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.continue_button)
        layout.addLayout(buttons)

        self.start_button.clicked.connect(lambda: self.seek(0))
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.end_button.clicked.connect(lambda: self.seek(self.session.total))
        self.play_button.clicked.connect(self.toggle_play)
        self.slider.valueChanged.connect(self.seek)
        self.continue_button.clicked.connect(self._continue)
        self.close_button.clicked.connect(self.reject)
        self.controller.changed.connect(self._on_changed)
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_STEP_MS)
        self.timer.timeout.connect(self._play_step)
        self._keys = {Qt.Key.Key_Left: self.back, Qt.Key.Key_Right: self.forward,
                      Qt.Key.Key_Home: lambda: self.seek(0), Qt.Key.Key_End: lambda: self.seek(self.session.total),
                      Qt.Key.Key_Space: self.toggle_play}
        # The board would take these keys for its own cursor: here they walk the game.
        for widget in (self.view, *self.view.findChildren(QWidget), self.move_log):
            widget.installEventFilter(self)
        self.retranslate()

    def _make_view(self) -> QWidget:
        from .games import ui_for

        try:
            view = ui_for(self.record.game).make_view(self.controller, self)
        except KeyError:
            return PlaceholderView(self.controller, self.tr("This game has no board yet."), self)
        status = view.status_widget()
        if status is not None:
            status.hide()     # "whose turn": the move log tells the story here
        return view

    def _walk_key(self, event) -> bool:
        action = self._keys.get(event.key()) if event.modifiers() == Qt.KeyboardModifier.NoModifier else None
        if action is None:
            return False
        action()
        return True

    def keyPressEvent(self, event) -> None:
        if not self._walk_key(event):
            super().keyPressEvent(event)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in self._keys:
            event.accept()    # a key press follows, and it is ours
            return True
        if event.type() == QEvent.Type.KeyPress and self._walk_key(event):
            return True
        return super().eventFilter(watched, event)

    # -- walking --------------------------------------------------------------------------------
    @property
    def ply(self) -> int:
        return self.session.ply

    def forward(self) -> None:
        self.session.forward()

    def back(self) -> None:
        self.timer.stop()
        self.session.back()

    def seek(self, ply: int) -> None:
        if ply != self.session.ply:
            self.session.seek(ply)
        self._update()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.ply >= self.session.total:
                self.seek(0)
            self.timer.start()
        self._update()

    def _play_step(self) -> None:
        if not self.session.forward():
            self.timer.stop()
            self._update()

    def _on_changed(self, change) -> None:
        self.move_log.apply_change(change)
        self._update()

    def _continue(self) -> None:
        self.timer.stop()
        self.continue_requested.emit(continuation(self.record, self.ply))
        self.accept()

    def _update(self) -> None:
        total = self.session.total
        self.slider.blockSignals(True)
        self.slider.setValue(self.ply)
        self.slider.blockSignals(False)
        # Counted as the move log numbers its rows (a roll belongs to its move), not the record's entries.
        self.position.setText(self.tr("Move {ply} of {total}").format(ply=self.session.turn_at(self.ply),
                                                                      total=self.session.turns))
        self.start_button.setEnabled(self.ply > 0)
        self.back_button.setEnabled(self.ply > 0)
        self.forward_button.setEnabled(self.ply < total)
        self.end_button.setEnabled(self.ply < total)
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        over = self.ply >= total
        self.continue_button.setVisible(not over)
        self.continue_button.setToolTip(self.tr("A new game from this position: the same players, "
                                                "the moves up to here"))
        if over:
            self.continue_note.setText(self.tr("The game is over here. Step back to continue it from an "
                                               "earlier move."))
        elif len(self.record.players) == 1 and self.ply > 0:
            self.continue_note.setText(self.tr("Continuing a solo game from a later move counts as practice."))
        else:
            self.continue_note.setText(self.tr("Continuing starts a new game from this move; this one stays "
                                               "in the history as it was."))

    # -- language and closing ---------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Replay"))
        record = self.record
        self.title.setText(f"{game_name(record.game)} · {variant_name(record.game, record.variant)}")
        parts = [", ".join(self.names)]
        if self.entry is not None:
            moment, locale = local_time(self.entry.finished_at), QLocale()
            parts.insert(0, f"{locale.toString(moment.date(), QLocale.FormatType.LongFormat)}, "
                            f"{locale.toString(moment.time(), QLocale.FormatType.ShortFormat)}")
        self.subtitle.setText(" · ".join(parts))
        self.log_title.setText(self.tr("Moves"))
        for button, tip in ((self.start_button, self.tr("To the start (Home)")),
                            (self.back_button, self.tr("One move back (←)")),
                            (self.forward_button, self.tr("One move on (→)")),
                            (self.end_button, self.tr("To the end (End)"))):
            button.setToolTip(tip)
        self.play_button.setToolTip(self.tr("Play the game by itself (Space)"))
        self.continue_button.setText(self.tr("Continue from here"))
        self.close_button.setText(self.tr("Close"))
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def done(self, code: int) -> None:
        self.timer.stop()
        self.controller.shutdown()
        super().done(code)
