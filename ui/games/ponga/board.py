"""The live Ponga board: drawing, the Roll button, clicks and keys.

The board never changes the model itself: it asks `controller.roll()` and
`controller.try_move(Place(f))` (refusals arrive as `controller.refused(text)` with the model's
reason) and redraws when `controller.changed` says the model moved. Animations are only for
the eye: hit tests and the public helpers always follow the model state.

Public helpers for tests and tools:

- `field_point(name) -> QPoint`: the centre of a field ("25");
- `highlighted`: the names of the fields the player may take now; `hover_field`;
- `roll_button`, `request_roll()`; `build_scene()`; `tumbling()`;
- `PongaBoard.animations_enabled = False` makes every change instant.

Keys: Space rolls; two digits name a field (5 then 2: field 52); Enter takes the only
possible field (or rolls); Esc forgets a typed digit.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from gamebox.games.ponga.board import field, field_name
from gamebox.games.ponga.moves import Place, Roll
from gamebox.games.ponga.state import PLACE, ROLL

from ... import settings
from . import anim
from . import scene as sc
from .compose import scene_for_state
from .layout import BoardLayout
from .painter import paint_board


class PongaBoard(QWidget):
    """The table with the board, the dice and the players, taking mouse and keyboard input."""

    animations_enabled = True
    message = Signal(str)     # a hint for the player that did not come from a refused move
    typing = Signal()         # the typed digit changed

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hover_field: int | None = None
        self.typed = ""                       # a first digit typed (the row)
        self._shown_typed = ""
        self.highlighted: set[str] = set()
        self.hint_move: Place | None = None
        self.symbols = settings.colour_symbols()
        self._layout: BoardLayout | None = None
        self._animator = anim.Animator(self.update, self)

        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(480, 320)

        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Space belongs to the board
        self.roll_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.roll_button.setStyleSheet(_ROLL_STYLE)
        self.roll_button.clicked.connect(self.request_roll)

        self.retranslate()
        controller.changed.connect(self._on_changed)
        controller.thinking.connect(lambda _busy: self.refresh())
        self.refresh()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Ponga board"))
        self.setAccessibleDescription(self.tr(
            "Roll with Space, then click a lit field or type its two digits (row, then column); "
            "Enter takes the only possible field."))
        self.roll_button.setText(self.tr("Roll"))
        self.roll_button.setToolTip(self.tr("Roll the two dice (Space)"))
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- reading ------------------------------------------------------------------------------
    @property
    def state(self):
        return self.controller.state

    @property
    def board_layout(self) -> BoardLayout:
        if self._layout is None:
            self._layout = BoardLayout.compute(self.width(), self.height())
        return self._layout

    def field_point(self, name: str) -> QPoint:
        """The centre of field `name` ("25"): click here."""
        return self.board_layout.field_centre(field(int(name[0]), int(name[1]))).toPoint()

    def field_at(self, pos: QPointF) -> int | None:
        return self.board_layout.field_at(pos)

    def tumbling(self) -> bool:
        return self._animator.tumble() is not None

    def human_may_place(self) -> bool:
        return self.controller.human_to_act() and self.state.phase == PLACE

    def legal_fields(self) -> list[int]:
        if not self.human_may_place():
            return []
        return [c.field for c in self.state.candidates() if c.legal]

    # -- acting -------------------------------------------------------------------------------
    def request_roll(self) -> bool:
        """Space, Enter, the Roll button or a click on the dice: roll if a human is to roll."""
        self._animator.finish_all()
        self.typed = ""
        if self.controller.can_roll():
            return self.controller.roll()
        state = self.state
        reason = state.why_illegal(Roll(1, 1))
        if reason is not None:
            text = reason.message()
        else:
            text = self.tr("Wait for your turn.")
        self.message.emit(text)
        self.refresh()
        return False

    def place(self, f: int) -> bool:
        """Put the player's stone on field `f`; the controller refuses an illegal one with its reason."""
        self._animator.finish_all()
        self.typed = ""
        ok = self.controller.try_move(Place(f))
        self.refresh()
        return ok

    def show_hint(self, move) -> None:
        self.hint_move = move if isinstance(move, Place) else None
        self.update()

    def clear_hint(self) -> None:
        if self.hint_move is not None:
            self.hint_move = None
            self.update()

    def set_symbols(self, on: bool) -> None:
        self.symbols = on
        self.update()

    def refresh(self) -> None:
        if self.typed != self._shown_typed:
            self._shown_typed = self.typed
            self.typing.emit()
        self.highlighted = {field_name(f) for f in self.legal_fields()}
        if self.hover_field is not None and field_name(self.hover_field) not in self.highlighted:
            self.hover_field = None
        can_roll = self.controller.can_roll()
        self.roll_button.setEnabled(can_roll)
        self.roll_button.setVisible(not self.state.is_terminal() and not self.board_layout.compact)
        self._place_button()
        self.update()

    # -- model changes ------------------------------------------------------------------------
    def _on_changed(self, change) -> None:
        self.hint_move = None
        self._animator.finish_all()
        self.typed = ""
        self.hover_field = None
        if change.kind in ("move", "redo") and change.move:
            session = self.controller.session
            before = session.state_at(session.ply - 1)
            move = before.parse_move(change.move)
            if isinstance(move, Roll):
                shown = before.last_roll
                start = (shown.low, shown.high) if shown else (None, None)
                self._animator.roll(start, (move.low, move.high), self.animations_enabled and self.isVisible(),
                                    self.refresh)
            elif isinstance(move, Place):
                self._animator.drop(move.field, before.to_move, self.animations_enabled and self.isVisible())
        self.refresh()

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
    def keyPressEvent(self, event) -> None:
        if not self.handle_key(event.key(), event.text(), event.modifiers()):
            super().keyPressEvent(event)

    def handle_key(self, key, text: str = "", modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Play by keys (see the module's doc); False for keys that are not the board's."""
        if modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                        | Qt.KeyboardModifier.MetaModifier):
            return False          # the window's shortcuts
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

    def focusInEvent(self, event) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)

    # -- painting -----------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        self._animator.finish_all()
        self._layout = None
        self.refresh()
        super().resizeEvent(event)

    def _place_button(self) -> None:
        rect = self.board_layout.roll_button
        if rect.height() > 0:
            self.roll_button.setGeometry(rect.toRect())

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        try:
            paint_board(p, self.board_layout, self.build_scene())
        finally:
            p.end()

    def build_scene(self) -> sc.Scene:
        """The frame to draw now: the model state plus the dice, a falling stone and highlights."""
        state = self.state
        names = [p.name for p in self.controller.record.players]
        scene = scene_for_state(state, names)
        scene.symbols = self.symbols
        scene.focus = self.hasFocus()
        scene.dice.ready = self.controller.can_roll()
        scene.last_field = self._last_field(scene)
        tumble = self._animator.tumble()
        if tumble is not None:
            scene.dice.rolling = tumble.progress
            scene.dice.faces = tumble.faces
            scene.marks = {}          # the fields light up once the dice lie still
            scene.banner = ""
        fall = self._animator.fall()
        if fall is not None and scene.towers[fall.field]:
            scene.hidden_top = fall.field
            scene.falling = sc.Falling(fall.field, fall.seat, (1.0 - fall.progress) * self.board_layout.cell * 0.6)
        if tumble is None:
            if self.hover_field is not None and scene.marks.get(self.hover_field) == sc.LEGAL:
                scene.marks[self.hover_field] = sc.HOVER
            if self.hint_move is not None and scene.marks.get(self.hint_move.field) == sc.LEGAL:
                scene.marks[self.hint_move.field] = sc.HINT
            scene.typed = self.typed
        if not self.human_may_place():
            scene.mover = None        # the ghost stone only for a human's hover
        return scene

    def _last_field(self, scene: sc.Scene) -> int | None:
        """Where the latest stone went (looking back over the rolls since)."""
        session = self.controller.session
        for ply in range(session.ply - 1, max(-1, session.ply - 4), -1):
            move = session.state_at(ply).parse_move(session.record.moves[ply])
            if isinstance(move, Place):
                return move.field if scene.towers[move.field] else None
        return None


_ROLL_STYLE = """
QPushButton {
    color: #2b1d0e; font-weight: bold; font-size: 15px;
    border: 1px solid #7a5a1e; border-radius: 10px; padding: 4px 14px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe59a, stop:1 #e0a92e);
}
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff0c0, stop:1 #eab443); }
QPushButton:pressed { background: #d59a22; }
QPushButton:disabled { color: #8fa39d; border-color: #2c4a43; background: rgba(20, 40, 36, 200); }
"""
