"""The 27 view the app embeds: the status line above the row, messages on it."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gamebox.games.twentyseven.moves import Pass, Start

from ...widgets.status_line import StatusLine
from ...widgets.toast import ERROR, INFO, Toast
from . import status
from .board import TwentySevenBoard
from .layout import RowLayout


class TwentySevenView(QWidget):
    """Status line + row. Attributes: `board`, `status`, `toast`, `pass_button`."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._thinking = False
        self.status = StatusLine(self)
        self.status.setWordWrap(True)     # a narrow window wraps the line instead of growing
        self.board = TwentySevenBoard(controller, self)
        self.pass_button = self.board.pass_button
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
        """The coach's best move on the row (the game page calls this)."""
        self.board.show_hint(move)

    def clear_hint(self) -> None:
        self.board.clear_hint()

    def set_colour_blind(self, on: bool) -> None:
        """Settings → colour symbols: stronger marks on the red and grey base discs."""
        self.board.set_symbols(on)

    def status_text(self) -> str:
        """The status line as plain text (for tests and accessibility)."""
        return status.what_to_do(self.controller, self._thinking)

    def update_status(self) -> None:
        self.status.setText(status.status_html(self.controller, self._thinking))
        self.status.setAccessibleDescription(self.status_text())

    def show_message(self, text: str, kind: str = INFO) -> None:
        """A toast on the row, just under the step count (which stays readable)."""
        self.toast.show_message(text, kind)
        self._place_toast()

    def _place_toast(self) -> None:
        if self.toast.isVisible():
            lay = RowLayout.compute(self.board.width(), self.board.height())   # the plaque's place only
            self.toast.move(self.toast.x(), int(lay.plaque.bottom() + lay.pad))

    def _on_refused(self, text: str) -> None:
        self.show_message(text, ERROR)

    def _on_message(self, text: str) -> None:
        self.show_message(text, INFO)

    def _on_thinking(self, busy: bool) -> None:
        self._thinking = busy
        self.update_status()

    def _on_changed(self, change) -> None:
        if change.kind in ("move", "redo") and change.move:
            session = self.controller.session
            before = session.state_at(session.ply - 1)
            move = before.parse_move(change.move)
            players = self.controller.record.players
            if isinstance(move, Start):
                self.show_message(QCoreApplication.translate(
                    "TwentySeven", "The lot has decided: {name} ({side}) begins.").format(
                    name=players[move.player].name, side=status.side(move.player)))
            elif isinstance(move, Pass):
                self.show_message(QCoreApplication.translate(
                    "TwentySeven", "{name} ({side}) cannot move and passes.").format(
                    name=players[before.to_move].name, side=status.side(before.to_move)))
        self.update_status()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update_status()
        super().changeEvent(event)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.board and event.type() == QEvent.Type.Resize:
            self.toast.reposition()
            self._place_toast()
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        # Keys that reach the view (focus elsewhere inside it) still play on the row.
        if not self.board.handle_key(event.key(), event.text(), event.modifiers()):
            super().keyPressEvent(event)


def make_view(controller, parent: QWidget | None = None) -> TwentySevenView:
    return TwentySevenView(controller, parent)
