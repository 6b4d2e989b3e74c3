"""The Tiefstapeln board's input: the mouse (a line clicked, the ball dragged, a block picked up and laid,
a block taken out in the final test), the wheel (turning a block, moving the ball) and the keys (nudging and
turning the held block, the bet's line and ball, ordering). A mixin of `TiefstapelnBoard`, whose methods it calls.

Why not the kit's drag and drop (`DragBoard`, `GhostBoard` in ui/board/): the kit moves a piece onto one of a
finite set of places that it lights up and hit-tests (from the legal moves, or the ghosts' targets). A block
here goes anywhere along the arm, in millimetres, at any angle: its resting place is found by `Arm.drop`,
its legality asked pose by pose, and what it would do shown by a physics settle on a worker. It stays in the
hand between clicks (a click picks it up, the next lays it), where the arrow keys nudge it by millimetres and
the wheel, R, Q and E turn it; the kit's hand lives only while the button is down. And a turn lays one
block: nothing to collect as ghosts before confirming. The kit would need continuous targets, a hand that
outlives the button and turning: more code there than the few lines of pressing and releasing it would save
here (the bet's line and ball, and the final test's clicks, stay this board's own in any case)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from gamebox.games.tiefstapeln.moves import ENOUGH, ORDER, Bid, Remove
from gamebox.games.tiefstapeln.state import BID, BUILD, ORDERING, SOLO, TEST

NUDGE_CM = 0.1      # an arrow key moves the held block a millimetre (Shift: a centimetre): the ball needs 0.5 mm
NUDGES = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1)}


class BoardInput:
    """Mouse, wheel and keys of the Tiefstapeln board (mixed into `TiefstapelnBoard`)."""

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.setFocus()
        self.animator.finish_all()
        self._stop_playback()
        point = event.position()
        state = self.state
        if not self.human_may_move():
            if state.current_player() >= 0:
                self.message.emit(QCoreApplication.translate("Tiefstapeln", "Wait for your turn."))
            return
        lay = self.board_layout
        if state.phase == BID:
            if self.pending is None:
                self._start_pending()
            ball = lay.ball_point(SOLO, self.pending[1])
            if (point - ball).manhattanLength() <= 3 * lay.m.ball_radius * lay.scale:
                self.dragging_ball = state.round.bid is None
                if not self.dragging_ball:
                    self.message.emit(QCoreApplication.translate("Tiefstapeln", "The ball only goes exactly 1 cm lower now: use the button."))
                return
            line = self.line_at(point)
            if line is not None:
                self.pending = (line, self.pending[1] if state.round.bid is None else state.round.bid.ball)
                why = state.why_illegal(self._pending_move())
                if why is not None:
                    self.message.emit(why.message())
                self.refresh()
            return
        if state.phase == BUILD:
            side = self._mover_side()
            if self.holding:
                self.hand = point
                self._update_ghost()
                self._drop_held()
                return
            if lay.trays[side].contains(point) or lay.side_at(point) == side and point.y() < lay.ground:
                if state.sides[side].left <= 0:
                    self.message.emit(QCoreApplication.translate("Tiefstapeln", "Your side has no blocks left."))
                    return
                self.holding, self.hand, self.nudge = True, point, (0.0, 0.0)
                self.press_point = point
                self._update_ghost()
                self.update()
            return
        if state.phase == TEST:
            index = self.block_at(point)
            if index is not None:
                self._play(Remove(index + 1))

    def mouseMoveEvent(self, event) -> None:
        point = event.position()
        state = self.state
        if self.dragging_ball:
            _, y = self.board_layout.world(SOLO, point)
            self._set_ball(y)
            return
        if self.holding:
            self.hand = point
            self._update_ghost()
            self.update()
            return
        if state.phase == BID and self.human_may_move():
            line = self.line_at(point)
            bid = state.round.bid
            legal = line is not None and (bid is None or state.why_illegal(Bid(line, bid.ball)) is None)
            hover = line if legal else None
            if hover != self.hover:
                self.hover = hover
                self.setCursor(Qt.CursorShape.PointingHandCursor if hover else Qt.CursorShape.ArrowCursor)
                self.update()
            return
        if state.phase == TEST and self.human_may_move():
            index = self.block_at(point)
            hover = (SOLO, index) if index is not None else None
            if hover != self.hover:
                self.hover = hover
                self.setCursor(Qt.CursorShape.PointingHandCursor if hover else Qt.CursorShape.ArrowCursor)
                self.update()

    def leaveEvent(self, event) -> None:
        if self.hover is not None:          # a bet line or a block lit by the pointer goes dark with it
            self.hover = None
            self.setCursor(Qt.CursorShape.ArrowCursor)
            self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.dragging_ball:
            self.dragging_ball = False
            self.refresh()
            return
        if self.holding and self.hand is not None:
            moved = (event.position() - getattr(self, "press_point", event.position())).manhattanLength()
            if moved > 6:                # a drag ends with the block laid; a click keeps it in hand
                self.hand = event.position()
                self._update_ghost()
                self._drop_held()

    def wheelEvent(self, event) -> None:
        steps = event.angleDelta().y() / 120
        if not steps:
            return
        if self.holding or self.state.phase == BUILD:
            fine = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            self._turn(steps * (1.0 if fine else 5.0))
        elif self.state.phase == BID and self.state.round.bid is None and self.human_may_move():
            if self.pending is None:
                self._start_pending()
            self._set_ball(self.pending[1] + steps)

    def handle_key(self, key, text: str = "", modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        state = self.state
        if key == Qt.Key.Key_Escape:
            if self.question.asking():
                self.question.cancel()
                return True
            if self.playback is not None:
                self._stop_playback()
                return True
            if self.holding:
                self.holding, self.hand, self.ghost, self.preview = False, None, None, None
                self.update()
                return True
            return False
        if not self.human_may_move():
            return False
        if state.phase == BUILD and self.holding and key in NUDGES:
            step = 1.0 if modifiers & Qt.KeyboardModifier.ShiftModifier else NUDGE_CM
            dx, dy = NUDGES[key]
            self.nudge = (self.nudge[0] + dx * step, self.nudge[1] + dy * step)
            self._update_ghost()
            self.update()
            return True
        if state.phase == BUILD and self.holding and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._drop_held()        # lays the block where the ghost shows it
            return True
        if state.phase == BUILD and (text.lower() == "r"):
            self._toggle_turn()
            return True
        if state.phase == BUILD and key in (Qt.Key.Key_Q, Qt.Key.Key_E):
            self._turn(5.0 if key == Qt.Key.Key_Q else -5.0)
            return True
        if state.phase == BID:
            if self.pending is None:
                self._start_pending()
            bid = state.round.bid
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                if bid is None:
                    self._set_ball(self.pending[1] + (1 if key == Qt.Key.Key_Up else -1))
                else:      # only shows the challenge: Enter (or Bet) makes it, a key alone never bets
                    lower = key == Qt.Key.Key_Down and bid.ball - 1 >= state.material.ball_bottom
                    self.pending = (bid.line, bid.ball - 1) if lower else (self.pending[0], bid.ball)
                    self.refresh()
                return True
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                m = state.material
                line = max(1, min(m.lines, self.pending[0] + (1 if key == Qt.Key.Key_Left else -1)))
                self.pending = (line, self.pending[1] if bid is None else bid.ball)
                self.refresh()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._bet()
                return True
            if text.lower() == "p" and state.round.bid is not None:
                self._pass()
                return True
        if state.phase == ORDERING and text in ("+", "o"):
            self._play(ORDER)
            return True
        if state.phase == ORDERING and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._play(ENOUGH)
            return True
        return False
