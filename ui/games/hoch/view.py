"""The Hoch und höher view the app embeds: status line above the board, messages on it."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QWidget

from gamebox.games.hoch.moves import PAWN_LETTERS, TOWER_NAMES, Place, Roll, Stack, Start

from ...board.view import BoardView, Gesture
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

    def gestures_for(self, move) -> list[Gesture]:
        """Roll: the Roll button; a tower: dragged onto its target; a pawn: clicked, then its tower."""
        board = self.board
        if isinstance(move, Roll):
            button = self.roll_button
            return [Gesture("click", button, (button.rect().center(),))]
        if isinstance(move, Stack):
            start = board.tower_center(move.source)
            return [Gesture("drag", board, (start, start + QPoint(0, -24), board.top_of_tower(move.target)))]
        if isinstance(move, Place):
            return [Gesture("click", board, (board.pawn_supply_center(move.pawn),)),
                    Gesture("click", board, (board.top_of_tower(move.tower),))]
        return super().gestures_for(move)

    def place_rect(self, place: str) -> QRectF | None:
        """A lesson's places: `tower:e` (the tower with its pawn), `pawn:B` (in its tray or on its tower),
        `die` (the die and its Roll button)."""
        board, state = self.board, self.controller.state
        kind, _, name = place.partition(":")
        lay = board.visual_layout()
        rect = None
        if kind == "tower" and len(name) == 1 and name in TOWER_NAMES:
            t = TOWER_NAMES.index(name)
            if state.heights[t]:
                rect = lay.tower_rect(t, state.heights[t], state.pawn_on[t] >= 0).united(lay.plaque_rect(t))
        elif kind == "pawn" and len(name) == 1 and name in PAWN_LETTERS:
            centre = QPointF(board.pawn_supply_center(PAWN_LETTERS.index(name)))
            half_w, half_h = lay.pawn_width() * 0.7, lay.pawn_height() * 0.6
            rect = QRectF(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)
        elif kind == "die":
            rect = QRectF(board.die.geometry()).united(QRectF(board.roll_button.geometry()))
        return rect.translated(QPointF(board.pos())) if rect is not None else None

    def announce(self, change) -> None:
        move = change.move
        if isinstance(move, Roll):
            self.die.roll_to(move.value)
        elif isinstance(move, Start):
            team = self.controller.game.info.seat_names[move.player].get()
            name = self.controller.record.players[move.player].name
            self.show_message(self.tr("The die has decided: %1 begins — %2.")
                              .replace("%1", name).replace("%2", team), INFO)


def make_view(controller, parent: QWidget | None = None) -> HochView:
    return HochView(controller, parent)
