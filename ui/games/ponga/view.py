"""The Ponga view the app embeds: the status line above the board, messages on it."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtWidgets import QWidget

from gamebox.games.ponga.board import FIELDS, field_name
from gamebox.games.ponga.moves import Place, Roll, Start

from ...board.view import BoardView, Gesture
from ...widgets.toast import ERROR, INFO
from . import status
from .board import PongaBoard
from .compose import summary_text


class PongaView(BoardView):
    """Status line + board. Attributes: `board`, `status`, `toast`, `roll_button`."""

    board_class = PongaBoard

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.roll_button = self.board.roll_button
        self.board.typing.connect(self.update_status)   # a typed digit changes the line's advice

    def seat_note(self, player: int) -> str:
        """The game page's player cards: "out" for a player out of this round."""
        state = self.controller.state
        if state.phase in ("roll", "place") and state.is_out(player):
            return QCoreApplication.translate("Ponga", "out")
        return ""

    def gestures_for(self, move) -> list[Gesture]:
        """A roll: the Roll button (Space where the picture is too small for it); a stone: a click on its field."""
        if isinstance(move, Roll):
            if self.roll_button.isVisible():
                return [Gesture("click", self.roll_button, (self.roll_button.rect().center(),))]
            return [Gesture("key", key=Qt.Key.Key_Space, text=" ")]
        if isinstance(move, Place):
            return [Gesture("click", self.board, (self.board.field_point(field_name(move.field)),))]
        return super().gestures_for(move)

    def place_rect(self, place: str) -> QRectF | None:
        """A lesson's places: `field:25`, `dice` (the dice with the Roll button), `seat:0` (a player's line of the
        panel) and `legend` (what the diagonals count)."""
        lay = self.board.board_layout
        kind, _, name = place.partition(":")
        names = {field_name(f): f for f in FIELDS}
        if kind == "field" and name in names:
            rect = lay.field_rect(names[name])
        elif kind == "dice":
            rect = lay.dice.united(lay.roll_button) if lay.roll_button.height() else lay.dice
        elif kind == "seat" and name.isdigit() and int(name) < self.controller.state.num_players:
            rect = lay.player_row(int(name), self.controller.state.num_players)
        elif kind == "legend" and lay.legend.height() > 0:
            rect = lay.legend
        else:
            return None
        return rect.translated(QPointF(self.board.pos()))

    def status_text(self) -> str:
        return status.what_to_do(self.controller, self.thinking, self.board.typed)

    def status_head(self) -> str:
        return status.who(self.controller)

    def announce(self, change) -> None:
        """A toast for what the board alone does not say loudly enough."""
        move, before, after = change.move, change.before, change.after
        names = [p.name for p in self.controller.record.players]
        if isinstance(move, Start):
            self.show_message(QCoreApplication.translate("Ponga", "The lot has decided: {name} begins.").format(
                name=names[move.player]))
        elif isinstance(move, Roll) and after.last_out is not None and after.last_roll == move \
                and before.to_move == after.last_out:
            self.show_message(status.out_text(names[after.last_out], move), ERROR)
        if isinstance(move, (Roll, Place)) and len(after.results) > len(before.results):
            self.show_message(summary_text(after.results[-1], names), INFO)


def make_view(controller, parent: QWidget | None = None) -> PongaView:
    return PongaView(controller, parent)
