"""The live Ponga board on the kit's `Board` (ui/board/board.py): the Roll button, clicks and keys.

Helpers for tests and tools: `field_point(name)` (the centre of field "25"), `highlighted` (the
fields the player may take now), `hover_field`, `build_scene()`, `tumbling()`.

Keys: Space rolls; two digits name a field (5 then 2: field 52); Enter takes the only
possible field (or rolls); Esc forgets a typed digit.
"""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPoint, QPointF, Qt, Signal

from gamebox.games.ponga.board import field, field_name
from gamebox.games.ponga.moves import Place, Roll
from gamebox.games.ponga.state import PLACE, ROLL

from ...board import marks as mk
from ...board.board import Board
from ...widgets.dice import QUARTER_TURNS, ROLL_MS, tumble_faces
from . import anim
from . import scene as sc
from .compose import scene_for_state
from .layout import BoardLayout
from .painter import paint_board


class PongaBoard(Board):
    """The table with the board, the dice and the players, taking mouse and keyboard input."""

    typing = Signal()         # the typed digit changed
    hint_kinds = (Place,)
    minimum_size = (480, 320)

    def build(self) -> None:
        self.hover_field: int | None = None
        self.typed = ""                       # a first digit typed (the row)
        self._shown_typed = ""
        self.highlighted: set[str] = set()
        self.roll_button = self.make_roll_button()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Ponga board"))
        self.setAccessibleDescription(self.tr(
            "Roll with Space, then click a lit field or type its two digits (row, then column); "
            "Enter takes the only possible field."))
        self.roll_button.setText(self.tr("Roll"))
        self.roll_button.setToolTip(self.tr("Roll the two dice (Space)"))

    # -- reading ------------------------------------------------------------------------------
    def make_layout(self) -> BoardLayout:
        return BoardLayout.compute(self.width(), self.height())

    def field_point(self, name: str) -> QPoint:
        """The centre of field `name` ("25"): click here."""
        return self.board_layout.field_centre(field(int(name[0]), int(name[1]))).toPoint()

    def field_at(self, pos: QPointF) -> int | None:
        return self.board_layout.field_at(pos)

    def tumbling(self) -> bool:
        return self.animator.first(anim.Tumble) is not None

    def legal_fields(self) -> list[int]:
        if not self.human_may_move():
            return []
        return [c.field for c in self.state.candidates() if c.legal]

    # -- acting -------------------------------------------------------------------------------
    def request_roll(self) -> bool:
        self.typed = ""
        return super().request_roll()

    def place(self, f: int) -> bool:
        """Put the player's stone on field `f`; the controller refuses an illegal one with its reason."""
        self.animator.finish_all()
        self.typed = ""
        ok = self.controller.try_move(Place(f))
        self.refresh()
        return ok

    def refresh(self) -> None:
        if self.typed != self._shown_typed:
            self._shown_typed = self.typed
            self.typing.emit()
        self.highlighted = {field_name(f) for f in self.legal_fields()}
        if self.hover_field is not None and field_name(self.hover_field) not in self.highlighted:
            self.hover_field = None
        self.roll_button.setEnabled(self.controller.can_roll())
        self.roll_button.setVisible(not self.state.is_terminal() and not self.board_layout.compact)
        self.place_widgets()
        self.update()

    # -- model changes ------------------------------------------------------------------------
    def reset_input(self) -> None:
        self.typed = ""
        self.hover_field = None

    def animate(self, change) -> None:
        move, before = change.move, change.before
        if isinstance(move, Roll):
            shown = before.last_roll
            start = (shown.low, shown.high) if shown else (None, None)
            faces = tuple(tumble_faces(s, v, QUARTER_TURNS + i, anim.RNG)
                          for i, (s, v) in enumerate(zip(start, (move.low, move.high))))
            self.animator.start(anim.Tumble(faces), ROLL_MS, self.animating(), self.refresh, QEasingCurve.Type.OutCubic)
        elif isinstance(move, Place):
            self.animator.start(anim.Fall(move.field, before.to_move), anim.FALL_MS, self.animating(),
                                easing=QEasingCurve.Type.OutBounce)

    # -- mouse --------------------------------------------------------------------------------
    def mouseMoveEvent(self, event) -> None:
        f = self.field_at(QPointF(event.position()))
        hover = f if f is not None and field_name(f) in self.highlighted and not self.tumbling() else None
        if hover != self.hover_field:
            self.hover_field = hover
            self.update()
        self.setCursor(Qt.CursorShape.PointingHandCursor if hover is not None or self._over_dice(event)
                       else Qt.CursorShape.ArrowCursor)

    def _over_dice(self, event) -> bool:
        return self.controller.can_roll() and self.board_layout.dice.contains(QPointF(event.position()))

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = QPointF(event.position())
        if self.board_layout.dice.contains(pos):
            self.request_roll()
            return
        f = self.field_at(pos)
        if f is not None:
            self.place(f)

    def leaveEvent(self, event) -> None:
        if self.hover_field is not None:
            self.hover_field = None
            self.update()
        super().leaveEvent(event)

    # -- keyboard -----------------------------------------------------------------------------
    def handle_key(self, key, text: str = "", modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Play by keys (see the module's doc); False for keys that are not the board's."""
        if key == Qt.Key.Key_Space:
            self.request_roll()
        elif key == Qt.Key.Key_Escape:
            self.typed = ""
            self.refresh()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._key_enter()
        elif len(text) == 1 and text.isdigit():
            self._key_digit(text)
        else:
            return False
        return True

    def _key_enter(self) -> None:
        state = self.state
        if state.phase == ROLL:
            self.request_roll()
            return
        legal = self.legal_fields()
        if len(legal) == 1:
            self.place(legal[0])
        elif len(legal) == 2:
            self.message.emit(self.tr("Two fields are possible: {first} or {second}. Click one or type its digits.")
                              .format(first=field_name(legal[0]), second=field_name(legal[1])))
        else:
            self.place(state.roll.fields[0] if state.roll else 0)   # refused, with the reason

    def _key_digit(self, digit: str) -> None:
        if not "1" <= digit <= "6":
            self.message.emit(self.tr("Fields are named by two digits 1 to 6: row, then column."))
            return
        if not self.typed:
            if self.state.phase != PLACE:
                self.place(field(int(digit), int(digit)))   # refused: roll first, or not your turn
                return
            self.typed = digit
            self.refresh()
            return
        row, self.typed = int(self.typed), ""
        self.place(field(row, int(digit)))

    # -- painting -----------------------------------------------------------------------------
    def place_widgets(self) -> None:
        rect = self.board_layout.roll_button
        if rect.height() > 0:
            self.roll_button.setGeometry(rect.toRect())

    def paint(self, p) -> None:
        paint_board(p, self.board_layout, self.build_scene())

    def build_scene(self) -> sc.Scene:
        """The frame to draw now: the model state plus the dice, a falling stone and highlights."""
        state = self.state
        names = [p.name for p in self.controller.record.players]
        scene = scene_for_state(state, names)
        scene.symbols = self.symbols
        scene.focus = self.hasFocus()
        scene.dice.ready = self.controller.can_roll()
        scene.last_field = self._last_field(scene)
        tumble = self.animator.first(anim.Tumble)
        if tumble is not None:
            scene.dice.rolling = tumble.progress
            scene.dice.faces = tumble.faces
            scene.marks = {}          # the fields light up once the dice lie still
            scene.banner = ""
        fall = self.animator.first(anim.Fall)
        if fall is not None and scene.towers[fall.field]:
            scene.hidden_top = fall.field
            scene.falling = sc.Falling(fall.field, fall.seat, (1.0 - fall.progress) * self.board_layout.cell * 0.6)
        if tumble is None:
            if self.hover_field is not None and scene.marks.get(self.hover_field) == mk.LEGAL:
                scene.marks[self.hover_field] = mk.HOVER
            if self.hint_move is not None and scene.marks.get(self.hint_move.field) == mk.LEGAL:
                scene.marks[self.hint_move.field] = mk.HINT
            scene.typed = self.typed
        if not self.human_may_move():
            scene.mover = None        # the ghost stone only for a human's hover
        return scene

    def _last_field(self, scene: sc.Scene) -> int | None:
        """Where the latest stone went (looking back over the rolls since)."""
        for played in reversed(self.controller.session.history[-3:]):
            move = played.move
            if isinstance(move, Place):
                return move.field if scene.towers[move.field] else None
        return None
