"""The Tiefstapeln view the app embeds: the status line above the side view, messages on it."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QWidget

from gamebox.games.tiefstapeln.moves import DONE, ENOUGH, GIVEUP, ORDER, PASS, STOP, Bid, Place, Remove, Start
from gamebox.games.tiefstapeln.state import BUILD, SOLO

from ...board.view import BoardView, Gesture
from . import status
from .board import TiefstapelnBoard
from .painter import _ball_and_line

WORD_BUTTONS = {PASS: "pass", ORDER: "order", ENOUGH: "enough", DONE: "done", GIVEUP: "giveup", STOP: "stop"}


def _q(point) -> QPoint:
    return QPoint(round(point.x()), round(point.y()))


class TiefstapelnView(BoardView):
    """Status line + board. Attributes: `board`, `status`, `toast`."""

    board_class = TiefstapelnBoard

    def place_rect(self, place: str) -> QRectF | None:
        """A lesson's places: the `ball`, `line:1`…`line:6` on the arm being bet or built on, the buttons
        (`bet`, `order`, `done`, …) and `block:n`, block n of the solo bridge (as the final test counts)."""
        board, lay = self.board, self.board.board_layout
        kind, _, name = place.partition(":")
        if place in board.buttons:
            button = board.buttons[place]
            rect = QRectF(button.geometry()) if button.isVisible() else None
        elif place == "ball":
            ball, _line = _ball_and_line(self.controller.state, board.overlay())
            c, r = lay.ball_point(SOLO, ball), lay.m.ball_radius * lay.scale + 4
            rect = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        elif kind == "line" and name.isdigit() and 1 <= int(name) <= lay.m.lines:
            pt = lay.line_point(board._mover_side() if self.controller.state.phase == BUILD else SOLO, int(name))
            rect = QRectF(pt.x() - 2 * lay.scale, pt.y() - 8 * lay.scale, 4 * lay.scale, 12 * lay.scale)
        elif kind == "block" and name.isdigit() and 1 <= int(name) <= len(self.controller.state.sides[SOLO].bridge):
            rect = lay.polygon(SOLO, self.controller.state.sides[SOLO].bridge[int(name) - 1]).boundingRect()
        else:
            return None
        return None if rect is None else rect.translated(QPointF(board.pos()))

    def status_text(self) -> str:
        return status.what_to_do(self.controller, self.thinking)

    def status_head(self) -> str:
        return status.who(self.controller)

    def seat_note(self, seat: int) -> str:
        state = self.controller.state
        if state.phase in ("build", "test") and seat == state.round.solo:
            return ""
        return ""

    def gestures_for(self, move) -> list[Gesture]:
        """Buttons for the words (and yes to the question a costly one asks); a bet: a click on its line (and the ball dragged to its height) and
        Bet, or the 1-cm button; a block: R to turn it if needed, then a drag from the supply to just
        above where it comes to rest; a removal: a click on the block."""
        board = self.board
        if move in WORD_BUTTONS:
            button = board.buttons[WORD_BUTTONS[move]]

            def answer() -> list[Gesture]:        # a costly move asks first: the player says yes
                yes = board.question.yes_button
                return [Gesture("click", yes, (yes.rect().center(),))] if board.question.asking() else []
            return [Gesture("click", button, (button.rect().center(),)), Gesture("later", later=answer)]
        if isinstance(move, Bid):
            bid = self.controller.state.round.bid
            if bid is not None and move == Bid(bid.line, bid.ball - 1):
                button = board.buttons["lower"]
                return [Gesture("click", button, (button.rect().center(),))]
            gestures = [Gesture("click", board, (_q(board.line_point(move.line)),))]
            if bid is None:
                def drag_ball() -> list[Gesture]:
                    start = _q(board.ball_point(board.pending[1] if board.pending else move.ball))
                    end = _q(board.ball_point(move.ball))
                    return [Gesture("drag", board, (start, start + QPoint(0, 1), start + QPoint(0, 3), end))]
                gestures.append(Gesture("later", later=drag_ball))
            button = board.buttons["bet"]
            gestures.append(Gesture("later", later=lambda: [Gesture("click", button, (button.rect().center(),))]))
            return gestures
        if isinstance(move, Place):
            gestures = []
            if board.angle != move.degrees:
                if move.degrees not in (0.0, 90.0):
                    raise NotImplementedError("the conformance moves are lying or standing")
                gestures.append(Gesture("key", key=Qt.Key.Key_R, text="r"))
            side = self.controller.state.side_of(self.controller.state.to_move)

            def drag() -> list[Gesture]:
                start = _q(board.grab_point())
                end = _q(board.block_point(side, move.x / 100, move.y / 100 + 0.35))
                mid = QPoint((start.x() + end.x()) // 2, min(start.y(), end.y()) - 20)
                return [Gesture("drag", board, (start, start + QPoint(8, -8), mid, end))]
            gestures.append(Gesture("later", later=drag))
            return gestures
        if isinstance(move, Remove):
            return [Gesture("click", board, (_q(board.block_centre(move.index - 1)),))]
        if isinstance(move, Start):
            return [Gesture("later", later=lambda: [])]
        return super().gestures_for(move)

    def offers(self, move) -> bool:
        if isinstance(move, Place):
            return move.a in (0, 900)
        return True

    def plays_as(self, move, played) -> bool:
        """A block laid by hand lands where the pointer lets it: within a few millimetres."""
        if isinstance(move, Place) and isinstance(played, Place):
            return move.a == played.a and abs(move.x - played.x) <= 30 and abs(move.y - played.y) <= 40
        return move == played

    def announce(self, change) -> None:
        move, before, after = change.move, change.before, change.after
        names = status.names(self.controller)
        if isinstance(move, Start):
            self.show_message(QCoreApplication.translate("Tiefstapeln", "The lot has decided: {name} starts.").format(name=names[move.player]))
            return
        text = status.event_text(after, names)
        if len(after.results) > len(before.results):
            text = (text + "  " if text else "") + status.round_text(after.results[-1], names)
        elif before.phase == "bid" and after.phase == "order":
            text = QCoreApplication.translate("Tiefstapeln", "{name} builds alone this round.").format(name=names[after.round.solo])
        if text:
            self.show_message(text)

    def place_toast(self) -> None:
        """Under the meters, so the bridges stay in sight."""
        if self.toast.isVisible():
            lay = self.board.board_layout
            self.toast.move(self.toast.x(), int(lay.meters[0].bottom() + 28))


def make_view(controller, parent: QWidget | None = None) -> TiefstapelnView:
    return TiefstapelnView(controller, parent)


__all__ = ["SOLO", "TiefstapelnView", "make_view"]
