"""The 27 view the app embeds: the status line above the row, messages on it."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF
from PySide6.QtWidgets import QWidget

from gamebox.games.twentyseven.moves import Pass, Shift, Start

from ...board.view import BoardView, Gesture
from . import status
from .board import TwentySevenBoard
from .layout import RowLayout


class TwentySevenView(BoardView):
    """Status line + row. Attributes: `board`, `status`, `toast`, `pass_button`."""

    board_class = TwentySevenBoard

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.pass_button = self.board.pass_button

    def status_text(self) -> str:
        return status.what_to_do(self.controller, self.thinking)

    def status_head(self) -> str:
        return status.who(self.controller)

    def gestures_for(self, move) -> list[Gesture]:
        """A shift: its discs dragged onto the target field; a pass: the pass button."""
        board = self.board
        if isinstance(move, Pass):
            return [Gesture("click", self.pass_button, (self.pass_button.rect().center(),))]
        if isinstance(move, Shift):
            part = board.source_of(move)
            start = board.disc_point(part.field, part.level)
            return [Gesture("drag", board, (start, start + QPoint(0, -24), board.field_point(move.target)))]
        return super().gestures_for(move)

    def place_rect(self, place: str) -> QRectF | None:
        """A lesson's places: `field:c` (the field with its stack and letter) and `pass` (the Pass button)."""
        board, state = self.board, self.controller.state
        kind, _, name = place.partition(":")
        if kind == "field" and name in state.names:
            lay, x = board.board_layout, board.field_x(name)
            top = lay.stack_top(len(board.stack(name))) - lay.ry * 1.6
            rect = QRectF(x - lay.radius * 1.12, top, lay.radius * 2.24, lay.rail_front.bottom() - top)
        elif kind == "pass" and board.pass_button.isVisible():
            rect = QRectF(board.pass_button.geometry())
        else:
            return None
        return rect.translated(QPointF(board.pos()))

    def place_toast(self) -> None:
        """Just under the step count, which stays readable."""
        if self.toast.isVisible():
            lay = RowLayout.compute(self.board.width(), self.board.height())   # the plaque's place only
            self.toast.move(self.toast.x(), int(lay.plaque.bottom() + lay.pad))

    def announce(self, change) -> None:
        move, before = change.move, change.before
        players = self.controller.record.players
        if isinstance(move, Start):
            self.show_message(QCoreApplication.translate(
                "TwentySeven", "The lot has decided: {name} ({side}) begins.").format(
                name=players[move.player].name, side=status.side(move.player)))
        elif isinstance(move, Pass):
            self.show_message(QCoreApplication.translate(
                "TwentySeven", "{name} ({side}) cannot move and passes.").format(
                name=players[before.to_move].name, side=status.side(before.to_move)))


def make_view(controller, parent: QWidget | None = None) -> TwentySevenView:
    return TwentySevenView(controller, parent)
