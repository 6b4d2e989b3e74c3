"""The Ponga view the app embeds: the status line above the board, messages on it."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gamebox.games.ponga.moves import Place, Roll, Start

from ...widgets.status_line import StatusLine
from ...widgets.toast import ERROR, INFO, Toast
from . import status
from .board import PongaBoard
from .compose import summary_text


class PongaView(QWidget):
    """Status line + board. Attributes: `board`, `status`, `toast`, `roll_button`."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._thinking = False
        self.status = StatusLine(self)
        self.status.setWordWrap(True)
        self.board = PongaBoard(controller, self)
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
        self.board.typing.connect(self.update_status)   # a typed digit changes the line's advice
        self.update_status()

    # -- hooks the app calls ------------------------------------------------------------------
    def show_hint(self, move) -> None:
        self.board.show_hint(move)

    def clear_hint(self) -> None:
        self.board.clear_hint()

    def set_colour_blind(self, on: bool) -> None:
        """Settings → colour symbols: a symbol per player on the stones."""
        self.board.set_symbols(on)

    def seat_note(self, player: int) -> str:
        """The game page's player cards: "out" for a player out of this round."""
        state = self.controller.state
        if state.phase in ("roll", "place") and state.is_out(player):
            return QCoreApplication.translate("Ponga", "out")
        return ""

    def status_text(self) -> str:
        """The status line as plain text (for tests and accessibility)."""
        return status.what_to_do(self.controller, self._thinking, self.board.typed)

    def update_status(self) -> None:
        self.status.setText(status.status_html(self.controller, self._thinking, self.board.typed))
        self.status.setAccessibleDescription(self.status_text())

    def show_message(self, text: str, kind: str = INFO) -> None:
        self.toast.show_message(text, kind)

    # -- reacting -----------------------------------------------------------------------------
    def _on_refused(self, text: str) -> None:
        self.show_message(text, ERROR)

    def _on_message(self, text: str) -> None:
        self.show_message(text, INFO)
        self.update_status()

    def _on_thinking(self, busy: bool) -> None:
        self._thinking = busy
        self.update_status()

    def _on_changed(self, change) -> None:
        if change.kind in ("move", "redo") and change.move:
            self._announce(change.move)
        self.update_status()

    def _announce(self, text: str) -> None:
        """A toast for what the board alone does not say loudly enough."""
        session = self.controller.session
        before = session.state_at(session.ply - 1)
        after = self.controller.state
        move = before.parse_move(text)
        names = [p.name for p in self.controller.record.players]
        if isinstance(move, Start):
            self.show_message(QCoreApplication.translate("Ponga", "The lot has decided: {name} begins.").format(
                name=names[move.player]))
        elif isinstance(move, Roll) and after.last_out is not None and after.last_roll == move \
                and before.to_move == after.last_out:
            self.show_message(status.out_text(names[after.last_out], move), ERROR)
        if isinstance(move, (Roll, Place)) and len(after.results) > len(before.results):
            self.show_message(summary_text(after.results[-1], names), INFO)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update_status()
        super().changeEvent(event)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.board and event.type() == QEvent.Type.Resize:
            self.toast.reposition()
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        # Keys that reach the view (focus elsewhere inside it) still play on the board.
        if not self.board.handle_key(event.key(), event.text(), event.modifiers()):
            super().keyPressEvent(event)


def make_view(controller, parent: QWidget | None = None) -> PongaView:
    return PongaView(controller, parent)
