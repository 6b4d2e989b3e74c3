"""The Hoch und höher view the app embeds: status line above the board, messages on it."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from gamebox.games.hoch.moves import Roll, Start

from ...board.view import BoardView
from ...widgets.toast import INFO
from . import status
from .board import HochBoard


class HochView(BoardView):
    """Status line + board. Attributes: `board`, `die`, `roll_button`, `status`, `toast`."""

    board_class = HochBoard

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.die = self.board.die
        self.roll_button = self.board.roll_button

    def status_text(self) -> str:
        return status.what_to_do(self.controller, self.thinking)

    def status_head(self) -> str:
        return "" if self.controller.state.is_terminal() else status.who(self.controller)

    def announce(self, change) -> None:
        move = change.move
        if isinstance(move, Roll):
            self.die.roll_to(move.value)
        elif isinstance(move, Start):
            team = self.controller.game.info.seat_names[move.player].get()
            name = self.controller.record.players[move.player].name
            self.show_message(self.tr("The die has decided: %1 (%2) begins.")
                              .replace("%1", name).replace("%2", team), INFO)


def make_view(controller, parent: QWidget | None = None) -> HochView:
    return HochView(controller, parent)
