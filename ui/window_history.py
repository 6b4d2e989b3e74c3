"""The main window's history: the page of past games, a replay, and what the recorder reports."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from gamebox.history import HistoryCorrupt, HistoryError, history_path
from gamebox.record import RecordError

from .window_files import one_line


# Its texts keep the window's context, as they had when this was part of it (one entry each in the .ts).
translate = QCoreApplication.translate

class HistoryPages:
    """Mixin of MainWindow (ui/main_window.py): Your games."""

    # -- history ------------------------------------------------------------------------------
    @property
    def history_page(self):
        """The page of past games and statistics, built when first shown."""
        if self._history_page is None:
            from .history_page import HistoryPage

            page = HistoryPage(history_path)
            page.replay_requested.connect(self.open_replay)
            page.library_requested.connect(self.back_to_library)
            self.stack.addWidget(page)
            self._history_page = page
        return self._history_page

    def on_history_page(self) -> bool:
        return self._history_page is not None and self.stack.currentWidget() is self._history_page

    def show_history(self) -> None:
        if self.on_game_page() and self.controller is not None and not self.controller.paused:
            self._resume_paused = True   # the AI waits while nobody watches
            self.controller.set_paused(True)
        page = self.history_page
        page.reload()
        page.set_recorder_problem(self.history_recorder.problem)
        self.stack.setCurrentWidget(page)
        self._refresh_running()
        self._update_actions()

    def open_replay(self, uid: str) -> bool:
        """Replay a game of the history (its record read like any file from outside)."""
        from gamebox.history import History

        from .replay_dialog import ReplayDialog

        try:
            with History.open(history_path(), read_only=True, timeout=0.5) as history:
                record = history.record(uid)
                entry = next((e for e in self.history_page.entries if e.uid == uid), None)
        except (HistoryError, RecordError, KeyError) as exc:
            self._message(QMessageBox.Icon.Critical, translate("MainWindow", "Cannot replay game"),
                          translate("MainWindow", "This game cannot be shown."), one_line(exc))
            return False
        if self.replay_dialog is not None:
            self.replay_dialog.close()
        dialog = ReplayDialog(record, entry, self)
        dialog.continue_requested.connect(lambda record: self.replace_game(record))
        dialog.finished.connect(lambda _code: self._forget_replay(dialog))
        self.replay_dialog = dialog
        dialog.open()
        return True

    def _forget_replay(self, dialog) -> None:
        if self.replay_dialog is dialog:
            self.replay_dialog = None
        dialog.deleteLater()

    def _on_history_changed(self) -> None:
        """The recorder took games (or met a problem): show it where the player looks."""
        for notice in self.history_recorder.notices():
            if isinstance(notice, HistoryCorrupt):
                box = QMessageBox(
                    QMessageBox.Icon.Warning,
                    translate("MainWindow", "History damaged"),
                    translate(
                        "MainWindow",
                        "The history of finished games could not be read and was put aside as {file}. "
                        "A new history was started.",
                    ).format(file=Path(str(notice)).name),
                    QMessageBox.StandardButton.Ok,
                    self,
                )
                box.setObjectName("historyDamagedBox")
                box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
                box.open()     # not exec(): the report arrives at any moment, the game goes on
            else:
                self.statusBar().showMessage(translate("MainWindow", "The history cannot take finished games just now; "
                                                     "they wait and go in later."), 8000)
        if self._history_page is not None:
            self._history_page.set_recorder_problem(self.history_recorder.problem)
            if self.on_history_page():
                self._history_page.reload()
