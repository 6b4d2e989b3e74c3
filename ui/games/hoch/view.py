"""The Hoch und höher view the app embeds: status line above the board, messages on it."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gamebox.games.hoch.moves import Roll, Start

from ...widgets.status_line import StatusLine
from ...widgets.toast import ERROR, INFO, Toast
from . import status
from .board import HochBoard


class HochView(QWidget):
    """Status line + board. Attributes: `board`, `die`, `roll_button`, `status`, `toast`."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._thinking = False
        self.status = StatusLine(self)
        self.board = HochBoard(controller, self)
        self.die = self.board.die
        self.roll_button = self.board.roll_button
        self.toast = Toast(self.board)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.status)
        box.addWidget(self.board, 1)
        self.setFocusProxy(self.board)
        self.board.installEventFilter(self)

        controller.changed.connect(self._on_changed)
        controller.refused.connect(self._on_refused)
        controller.thinking.connect(self._on_thinking)
        controller.finished.connect(self.update_status)
        self.board.message.connect(self._on_message)
        self.update_status()

    def show_hint(self, move) -> None:
        """The coach's best move on the board (the game page calls this)."""
        self.board.show_hint(move)

    def clear_hint(self) -> None:
        self.board.clear_hint()

    def status_text(self) -> str:
        """The status line as plain text (for tests and accessibility)."""
        return status.what_to_do(self.controller, self._thinking)

    def update_status(self) -> None:
        self.status.setText(status.status_html(self.controller, self._thinking))
        self.status.setAccessibleDescription(self.status_text())

    def _on_refused(self, text: str) -> None:
        self.toast.show_message(text, ERROR)

    def _on_message(self, text: str) -> None:
        self.toast.show_message(text, INFO)

    def _on_thinking(self, busy: bool) -> None:
        self._thinking = busy
        self.update_status()

    def _on_changed(self, change) -> None:
        if change.kind in ("move", "redo") and change.move:
            session = self.controller.session
            move = session.state_at(session.ply - 1).parse_move(change.move)
            if isinstance(move, Roll):
                self.die.roll_to(move.value)
            elif isinstance(move, Start):
                team = self.controller.game.info.seat_names[move.player].get()
                name = self.controller.record.players[move.player].name
                self.toast.show_message(self.tr("The die has decided: %1 (%2) begins.")
                                        .replace("%1", name).replace("%2", team), INFO)
        self.update_status()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.update_status()
        super().changeEvent(event)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.board and event.type() == QEvent.Resize:
            self.toast.reposition()
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        # Keys that reach the view (focus elsewhere inside it) still play on the board.
        self.board.keyPressEvent(event)


def make_view(controller, parent: QWidget | None = None) -> HochView:
    return HochView(controller, parent)
