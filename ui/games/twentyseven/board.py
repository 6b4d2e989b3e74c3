"""The live row of 27: drawing, drag and drop, click and keyboard play.

The board never changes the model itself: it asks `controller.try_move(move)` (refusals
arrive as `controller.refused(text)` with the model's reason) and redraws when
`controller.changed` says the model moved. Animations are only for the eye: hit tests and
the public helpers always follow the model state.

Drag and drop is plain mouse handling (no QDrag), so tests drive it with
`qtbot.mousePress/mouseMove/mouseRelease`. Press on a disc to take it and every disc above
it; pressing a field's base disc takes the whole stack, and in the variants that carry that
base (grey; grey and red) the base disc goes along too. Release on a field to move there,
on the source field (or outside the row) to put the discs back.

Public helpers for tests and tools:

- `disc_point(field, level) -> QPoint`: a point on disc `level` (0: the base disc) of a field;
- `field_point(field) -> QPoint`: a point above the field's stack (release a drag here);
- `part_at(pos) -> Part | None`, `field_at(pos) -> str | None`;
- `highlighted_targets`: the fields (names) lit as the legal destination of what is
  hovered, selected or dragged; `hover_part`, `selected`, `dragging`, `drop_target`;
- `pass_button`: shown when the player to move cannot move ("Black cannot move — pass");
- `show_hint(move)` / `clear_hint()`: the coach's move glows (`hint_move`);
- `flights()`, `closing()`: what is animating; `TwentySevenBoard.animations_enabled = False`
  makes every change instant.

Keys: a..i choose a field (the whole stack), then a..i the target, or Enter for the one legal
target; 1..9 and Up/Down choose how many discs; + takes the base disc along (variants);
Left/Right step through your movable towers; P (or Enter) passes when nothing can move;
Esc cancels.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QPushButton, QSizePolicy, QWidget

from gamebox.games.twentyseven.moves import PASS, Shift

from ... import settings
from . import anim
from . import scene as sc
from .compose import field_xs, playing, scene_for_state, tallest
from .layout import RowLayout
from .painter import paint_row
from .status import pass_text


@dataclass(frozen=True)
class Part:
    """The discs of a field from `level` up (level 0: with the field's base disc)."""

    field: str
    level: int


@dataclass
class _Press:
    part: Part | None
    pos: QPointF


@dataclass
class _Drag:
    part: Part
    discs: str
    pos: QPointF          # the cursor
    offset: QPointF       # from the cursor to the taken discs' bottom, as drawn
    lift: float

    @property
    def foot(self) -> QPointF:
        """Where the shadow lies (the discs are drawn `lift` pixels higher, under the cursor)."""
        return self.pos + self.offset + QPointF(0, self.lift)


class TwentySevenBoard(QWidget):
    """The row of fields with their stacks, taking mouse and keyboard input."""

    animations_enabled = True
    message = Signal(str)     # a hint for the player that did not come from a refused move

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hover_part: Part | None = None
        self.selected: Part | None = None
        self.drop_target: str | None = None      # the field under a dragged (or selected) part
        self.highlighted_targets: set[str] = set()
        self.hint_move: Shift | None = None
        self.symbols = settings.colour_symbols()
        self._press: _Press | None = None
        self._drag: _Drag | None = None
        self._pending_drop: tuple[QPointF, float] | None = None
        self._layout: RowLayout | None = None
        self._animator = anim.Animator(self.update, self)

        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 220)

        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("passButton")
        self.pass_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # P and Enter belong to the board
        self.pass_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.pass_button.setStyleSheet(_PASS_STYLE)
        self.pass_button.clicked.connect(self.request_pass)
        self.pass_button.hide()

        self.retranslate()
        controller.changed.connect(self._on_changed)
        controller.thinking.connect(self._on_thinking)
        self.refresh()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Row of 27"))
        self.setAccessibleDescription(self.tr(
            "Drag a disc and the discs above it onto the field your tower count away. Keys: a to i "
            "choose a field, 1 to 9 how many discs, Enter plays, P passes, Esc cancels."))
        self.pass_button.setToolTip(self.tr("Nothing can move: the turn passes to the other player (P)"))
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
    def board_layout(self) -> RowLayout:
        """Where things stand for the model's current state (used for all hit tests)."""
        if self._layout is None:
            self._layout = RowLayout.compute(self.width(), self.height(), tallest(self.state))
        return self._layout

    def xs(self) -> list[float]:
        return field_xs(self.board_layout, len(self.state.stacks))

    def field_x(self, field: str) -> float:
        return self.xs()[self.state.names.index(field)]

    @property
    def dragging(self) -> Part | None:
        return self._drag.part if self._drag else None

    def flights(self) -> list[anim.Flight]:
        return self._animator.flights()

    def closing(self) -> anim.CloseUp | None:
        return self._animator.closing()

    def human_may_move(self) -> bool:
        return self.controller.human_to_act() and playing(self.state)

    def must_pass(self) -> bool:
        return playing(self.state) and not self.state.own_moves()

    # -- parts and moves -----------------------------------------------------------------------
    def part_for(self, field: str, level: int) -> Part | None:
        """What a press on disc `level` of `field` takes: None on a field without discs; the base
        disc itself only where the variant carries it, else the whole stack above it."""
        state = self.state
        if field not in state.names:
            return None
        stack = state.stacks[state.names.index(field)]
        if len(stack) <= 1:
            return None
        level = max(0, min(level, len(stack) - 1))
        if level == 0 and stack[0] not in state.rules.carried_bases:
            level = 1
        return Part(field, level)

    def part_discs(self, part: Part) -> str:
        state = self.state
        return state.stacks[state.names.index(part.field)][part.level:]

    def move_for(self, part: Part, target: str) -> Shift:
        """The model move that puts `part` onto field `target`."""
        stack = self.state.stacks[self.state.names.index(part.field)]
        return Shift(part.field, len(stack) - max(1, part.level), target, part.level == 0)

    def legal_target(self, part: Part | None) -> str | None:
        """The one field `part` may go to now (None: it may not move, or it is not a human's move)."""
        if part is None or not self.human_may_move():
            return None
        stack = self.state.stacks[self.state.names.index(part.field)]
        count, base = len(stack) - max(1, part.level), part.level == 0
        for m in self.state.own_moves():
            if m.source == part.field and m.count == count and m.base == base:
                return m.target
        return None

    def why_part_cannot_move(self, part: Part) -> str | None:
        """The model's reason why these discs cannot move now (None if they can, or if it is not
        the part's fault: then the controller says why when the move is tried)."""
        if not self.human_may_move() or self.legal_target(part) is not None:
            return None
        state = self.state
        i, player = state.names.index(part.field), state.to_move
        j = state.target_index(i, player)
        if j is None or j == i:
            goal = state.goal_index(player)
            j = goal if goal != i else max(0, min(len(state.names) - 1, i - state.direction(player)))
        reason = state.why_illegal(self.move_for(part, state.names[j]))
        return reason.message() if reason is not None else None

    # -- public helpers for tests and tools ---------------------------------------------------
    def disc_point(self, field: str, level: int) -> QPoint:
        """A point on the front of disc `level` (0: the base disc) of `field`: press here to grab it."""
        lay = self.board_layout
        return lay.disc_point(self.field_x(field), level).toPoint()

    def field_point(self, field: str) -> QPoint:
        """A point just above the stack on `field`: release a dragged part here."""
        lay = self.board_layout
        height = len(self.state.stacks[self.state.names.index(field)])
        return QPointF(self.field_x(field), lay.stack_top(height) - lay.ry - lay.thickness * 2).toPoint()

    def part_at(self, pos: QPointF) -> Part | None:
        lay, state = self.board_layout, self.state
        for x, name, stack in zip(self.xs(), state.names, state.stacks):
            level = lay.level_at(pos.x(), pos.y(), x, len(stack))
            if level is not None:
                return self.part_for(name, level)
        return None

    def field_at(self, pos: QPointF) -> str | None:
        """The field whose column holds `pos` (anywhere between the plaque and the letters)."""
        lay = self.board_layout
        if not lay.felt.contains(pos) or pos.y() > lay.rail_front.bottom() + lay.pad:
            return None
        for x, name in zip(self.xs(), self.state.names):
            if abs(pos.x() - x) <= lay.spacing / 2:
                return name
        return None

    # -- the coach ----------------------------------------------------------------------------
    def show_hint(self, move) -> None:
        self.hint_move = move if isinstance(move, Shift) else None
        self.update()

    def clear_hint(self) -> None:
        if self.hint_move is not None:
            self.hint_move = None
            self.update()

    # -- acting -------------------------------------------------------------------------------
    def select(self, part: Part | None) -> bool:
        """Choose discs to move (click or keyboard play); a part that cannot move is refused with
        the model's reason."""
        self.drop_target = None
        if part is None or not self.human_may_move():
            if part is not None and self.state.is_terminal():
                self.message.emit(self.state.why_illegal(PASS).message())   # "The game is over: …"
            self.selected = None
            self.refresh()
            return False
        why = self.why_part_cannot_move(part)
        if why:
            self.message.emit(why)
            self.selected = None
            self.refresh()
            return False
        self.selected = part
        self.hover_part = None
        self.refresh()
        return True

    def attempt(self, part: Part, target: str) -> bool:
        """Try to move `part` onto `target`; the controller refuses an illegal move with its reason."""
        self.selected = None
        self.drop_target = None
        ok = self.controller.try_move(self.move_for(part, target))
        self.refresh()
        return ok

    def play_selected(self) -> bool:
        """Enter: the selected discs to their one legal target (or the refusal with the reason)."""
        part = self.selected
        if part is None:
            return False
        target = self.legal_target(part)
        if target is None:
            why = self.why_part_cannot_move(part)
            if why:
                self.message.emit(why)
                return False
            state = self.state
            i = state.names.index(part.field)
            j = state.target_index(i, state.to_move)
            target = state.names[j if j is not None else state.goal_index(state.to_move)]
        return self.attempt(part, target)

    def request_pass(self) -> bool:
        """P, Enter or the pass button: pass when nothing can move (else the model says why not)."""
        self.selected = None
        return self.controller.try_move(PASS)

    def cancel(self) -> None:
        """Esc: put dragged discs back, or drop the selection."""
        if self._drag is not None:
            self._return_home(self._drag)
            self._drag = None
        self._press = None
        self.selected = None
        self.drop_target = None
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.refresh()

    def refresh(self) -> None:
        """Recompute what lights up and the pass control, then repaint."""
        active = self._drag.part if self._drag else (self.selected or self.hover_part)
        target = self.legal_target(active)
        self.highlighted_targets = {target} if target else set()
        state = self.state
        if self.must_pass():
            ai = self.controller.player_is_ai(state.to_move)
            self.pass_button.setText(pass_text(state.to_move, ai))
            self.pass_button.setEnabled(self.controller.human_to_act())
            self._place_pass_button()
            self.pass_button.show()
            self.pass_button.raise_()
        else:
            self.pass_button.hide()
        self.update()

    def set_symbols(self, on: bool) -> None:
        self.symbols = on
        self.update()

    # -- model changes ------------------------------------------------------------------------
    def _on_changed(self, change) -> None:
        self.hint_move = None
        self._animator.finish_all()
        drop, self._pending_drop = self._pending_drop, None
        self._press = None
        self._drag = None
        self.selected = None
        self.hover_part = None
        self.drop_target = None
        self._layout = None
        if change.kind in ("move", "redo") and change.move:
            session = self.controller.session
            prev = session.state_at(session.ply - 1)
            move = prev.parse_move(change.move)
            if isinstance(move, Shift):
                self._fly(prev, move, drop)
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.refresh()

    def _on_thinking(self, _busy: bool) -> None:
        self.refresh()

    def _visual_layout(self, *states) -> RowLayout:
        states = states or (self.state,)
        return RowLayout.compute(self.width(), self.height(), tallest(*states))

    def _fly(self, prev, move: Shift, drop: tuple[QPointF, float] | None) -> None:
        if not self._animate():
            return
        lay = self._visual_layout(prev, self.state)
        xs = field_xs(lay, len(prev.stacks))
        i, j = prev.names.index(move.source), prev.names.index(move.target)
        stack = prev.stacks[i]
        cut = 0 if move.base else len(stack) - move.count
        discs = stack[cut:]
        end = QPointF(xs[j], lay.disc_bottom(len(prev.stacks[j])))
        done = (lambda: self._close_up(prev, lay)) if move.base else None
        if drop is not None:
            foot, lift = drop
            flight = anim.Flight(discs, move.base, foot, end, lift, 0.0, prev, (i, cut))
            self._animator.start(flight, anim.DROP_MS, True, done, QEasingCurve.Type.OutCubic)
            return
        start = QPointF(xs[i], lay.disc_bottom(cut))
        room = min(start.y(), end.y()) - len(discs) * lay.thickness - lay.plaque.bottom() - lay.ry
        arc = max(0.0, min(max(lay.radius * 1.6, abs(end.x() - start.x()) * 0.3), room))
        flight = anim.Flight(discs, move.base, start, end, 0.0, arc, prev, (i, cut))
        self._animator.start(flight, anim.FLY_MS, True, done)

    def _close_up(self, prev, lay: RowLayout) -> None:
        """The field whose base went away: the rest of the row slides together."""
        state = self.state
        old = field_xs(lay, len(prev.stacks))
        new = field_xs(lay, len(state.stacks))
        old_xs = [old[prev.names.index(name)] for name in state.names]
        half = lay.spacing / 2
        closing = anim.CloseUp(old_xs, new, (old[0] - half, old[-1] + half), (new[0] - half, new[-1] + half))
        self._animator.start(closing, anim.CLOSE_MS, self._animate())

    def _return_home(self, drag: _Drag) -> None:
        """A refused or cancelled drop: the discs glide back to where they came from."""
        if not self._animate():
            return
        lay = self.board_layout
        i = self.state.names.index(drag.part.field)
        home = QPointF(self.xs()[i], lay.disc_bottom(drag.part.level))
        flight = anim.Flight(drag.discs, drag.part.level == 0, drag.foot, home, drag.lift, 0.0, None,
                             (i, drag.part.level))
        self._animator.start(flight, anim.RETURN_MS, True)

    def _animate(self) -> bool:
        return bool(self.animations_enabled) and self.isVisible()

    # -- mouse --------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.cancel()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._animator.finish_all()
        pos = QPointF(event.position())
        self._press = _Press(self.part_at(pos), pos)

    def mouseDoubleClickEvent(self, event) -> None:
        self.mousePressEvent(event)   # a quick second click is still a click

    def mouseMoveEvent(self, event) -> None:
        pos = QPointF(event.position())
        if self._drag is not None:
            self._drag.pos = pos
            self._update_drop_target(pos)
            self.update()
            return
        press = self._press
        if press is not None and press.part is not None:
            if (pos - press.pos).manhattanLength() >= QApplication.startDragDistance():
                self._start_drag(press, pos)
            return
        self._update_hover(pos)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = QPointF(event.position())
        if self._drag is not None:
            self._drop(pos)
            return
        press, self._press = self._press, None
        if press is not None:
            self._click(press.part, pos)

    def leaveEvent(self, event) -> None:
        if self._drag is None and self.hover_part is not None:
            self.hover_part = None
            self.refresh()
        super().leaveEvent(event)

    def _start_drag(self, press: _Press, pos: QPointF) -> None:
        lay = self.board_layout
        part = press.part
        bottom = QPointF(self.field_x(part.field), lay.disc_bottom(part.level))
        lift = max(8.0, lay.radius * 0.45)
        self._drag = _Drag(part, self.part_discs(part), pos, bottom - press.pos, lift)
        self._press = None
        self.selected = None
        self.hover_part = None
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self._update_drop_target(pos)
        self.refresh()

    def _update_drop_target(self, pos: QPointF) -> None:
        target = self.field_at(pos)
        self.drop_target = None if target == self._drag.part.field else target

    def _drop(self, pos: QPointF) -> None:
        drag, self._drag = self._drag, None
        drag.pos = pos
        target = self.field_at(pos)
        self.drop_target = None
        self.setCursor(Qt.CursorShape.ArrowCursor)
        if target is None or target == drag.part.field:
            self._return_home(drag)     # back on its own field, or off the row: never mind
            self.refresh()
            return
        self._pending_drop = (drag.foot, drag.lift)
        ok = self.controller.try_move(self.move_for(drag.part, target))
        if not ok:
            self._pending_drop = None
            self._return_home(drag)
        self.refresh()

    def _click(self, part: Part | None, pos: QPointF) -> None:
        selected = self.selected
        if selected is None:
            if part is not None:
                self.select(part)
            return
        field = self.field_at(pos)
        if field is None:
            self.select(None)           # a click beside the row: never mind
            return
        if field == selected.field:
            self.select(None if part is None or part == selected else part)
            return
        if field == self.legal_target(selected):
            self.attempt(selected, field)
            return
        if part is not None and self.legal_target(part) is not None:
            self.select(part)           # another movable tower: choose it instead
            return
        self.attempt(selected, field)   # refused, with the model's reason

    def _update_hover(self, pos: QPointF) -> None:
        if self.selected is not None:
            field = self.field_at(pos)
            target = None if field == self.selected.field else field
            if target != self.drop_target:
                self.drop_target = target
                self.update()
            legal = target is not None and target in self.highlighted_targets
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
            return
        part = self.part_at(pos)
        hover = part if self.legal_target(part) is not None else None
        if hover != self.hover_part:
            self.hover_part = hover
            self.refresh()
        self.setCursor(Qt.CursorShape.OpenHandCursor if hover else Qt.CursorShape.ArrowCursor)

    # -- keyboard -----------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        if not self.handle_key(event.key(), event.text(), event.modifiers()):
            super().keyPressEvent(event)

    def handle_key(self, key, text: str = "", modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Play by keys (see the module's doc); False for keys that are not the board's."""
        if modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                        | Qt.KeyboardModifier.MetaModifier):
            return False          # the window's shortcuts
        state = self.state
        text = text.lower()
        if key == Qt.Key.Key_Escape:
            self.cancel()
        elif key == Qt.Key.Key_P:
            self.request_pass()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.must_pass():
                self.request_pass()
            elif self.selected is not None:
                self.play_selected()
            else:
                self.message.emit(self.tr("Choose a field first: keys a to i."))
        elif len(text) == 1 and "a" <= text <= "i":
            self._key_field(text)
        elif len(text) == 1 and "1" <= text <= "9":
            self._key_count(int(text))
        elif key == Qt.Key.Key_Plus or text == "+":
            self._key_base()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.selected is not None:
            stack = state.stacks[state.names.index(self.selected.field)]
            count = len(stack) - max(1, self.selected.level) + (1 if key == Qt.Key.Key_Up else -1)
            if 1 <= count <= len(stack) - 1:
                self._key_count(count)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._key_step(-1 if key == Qt.Key.Key_Left else 1)
        else:
            return False
        return True

    def _key_field(self, name: str) -> None:
        state = self.state
        if name not in state.names or (self.selected is None and self.part_for(name, 1) is None):
            reason = state.why_illegal(Shift(name, 1, name))
            if reason is not None:
                self.message.emit(reason.message())
            return
        if self.selected is None:
            part = self.part_for(name, 1)
            self.select(part)
        elif self.selected.field == name:
            self.select(None)
        else:
            self.attempt(self.selected, name)

    def _key_count(self, count: int) -> None:
        if self.selected is None:
            self.message.emit(self.tr("Choose a field first: keys a to i."))
            return
        state = self.state
        stack = state.stacks[state.names.index(self.selected.field)]
        if count > len(stack) - 1:
            reason = state.why_illegal(Shift(self.selected.field, count, self.selected.field))
            if reason is not None:
                self.message.emit(reason.message())
            return
        self.selected = Part(self.selected.field, len(stack) - count)
        self.refresh()

    def _key_base(self) -> None:
        part = self.selected
        if part is None:
            self.message.emit(self.tr("Choose a field first: keys a to i."))
            return
        if part.level == 0:
            self.selected = Part(part.field, 1)
            self.refresh()
            return
        state = self.state
        stack = state.stacks[state.names.index(part.field)]
        if stack[0] in state.rules.carried_bases:
            self.selected = Part(part.field, 0)
            self.refresh()
            return
        probe = Shift(part.field, len(stack) - 1, part.field, True)
        reason = state.why_shift_illegal(probe) if playing(state) else None
        if reason is not None and reason.code in ("base_not_movable", "red_base"):
            self.message.emit(reason.message())

    def _key_step(self, step: int) -> None:
        """Left/Right: the previous or next movable tower (whole stacks)."""
        state = self.state
        sources = sorted({state.names.index(m.source) for m in state.own_moves()}) if self.human_may_move() else []
        if not sources:
            return
        if self.selected is None:
            i = sources[0] if step > 0 else sources[-1]
        else:
            here = state.names.index(self.selected.field)
            ahead = [s for s in sources if (s - here) * step > 0]
            i = (min(ahead, key=lambda s: abs(s - here)) if ahead else
                 (sources[0] if step > 0 else sources[-1]))
        self.select(self.part_for(state.names[i], 1))

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
        self._place_pass_button()
        super().resizeEvent(event)

    def _place_pass_button(self) -> None:
        lay = self.board_layout
        self.pass_button.adjustSize()
        w = max(self.pass_button.sizeHint().width() + 40, 260)
        h = max(44, self.pass_button.sizeHint().height() + 14)
        top = lay.plaque.bottom() + max(lay.pad, (lay.rail_y - lay.plaque.bottom()) * 0.18)
        self.pass_button.setGeometry(QRectF(lay.centre_x - w / 2, top, w, h).toRect())

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        try:
            lay, scene = self.build_frame()
            paint_row(p, lay, scene)
        finally:
            p.end()

    def build_frame(self) -> tuple[RowLayout, sc.Scene]:
        """The frame to draw now: the model state plus drags, flights and highlights."""
        state = self.state
        flights = self.flights()
        base_flight = next((f for f in flights if f.base_state is not None), None)
        closing = self.closing()
        if base_flight is not None:
            prev = base_flight.base_state
            lay = self._visual_layout(prev, state)
            scene = scene_for_state(prev, lay)
            for f in scene.fields:
                f.badge = 0
            now = scene_for_state(state, lay)      # the step count is already the new one
            scene.plaque, scene.plaque_colour = now.plaque, now.plaque_colour
        elif closing is not None:
            lay = self.board_layout
            scene = scene_for_state(state, lay, xs=closing.xs())
            scene.rail_span = closing.span()
        else:
            lay = self.board_layout
            scene = scene_for_state(state, lay)
        for f in flights:
            if f.hide is not None:
                index, level = f.hide
                scene.fields[index].hidden_from = level
            scene.floating.append(f.floating())
        if base_flight is None and closing is None:
            self._add_marks(scene, lay)
        scene.symbols = self.symbols
        scene.focus = self.hasFocus()
        return lay, scene

    def build_scene(self) -> sc.Scene:
        return self.build_frame()[1]

    def _add_marks(self, scene: sc.Scene, lay: RowLayout) -> None:
        by_name = {f.name: f for f in scene.fields}
        self._mark_last_move(by_name)
        drag = self._drag
        if drag is not None:
            f = by_name[drag.part.field]
            f.hidden_from = drag.part.level
            f.badge = 0           # the tower is in the hand now
            scene.floating.append(sc.Floating(drag.discs, drag.foot, drag.lift, drag.part.level == 0))
        active = drag.part if drag else (self.selected or self.hover_part)
        if active is None:
            if self.hint_move is not None and self.hint_move.source in by_name and self.hint_move.target in by_name:
                move = self.hint_move
                stack = by_name[move.source].stack
                level = 0 if move.base else len(stack) - move.count
                by_name[move.source].glow = (level, sc.HINT)
                by_name[move.target].mark = sc.HINT
                self._add_hops(scene, lay, move.source, move.target, sc.HINT)
            return
        source = by_name[active.field]
        if drag is None:
            kind = sc.SELECTED if self.selected is not None else sc.HOVER
            source.glow = (active.level, kind)
            if self.selected is not None:
                source.raised_from = active.level
                source.cursor = True
        for t in self.highlighted_targets:
            by_name[t].mark = sc.LEGAL
            self._add_hops(scene, lay, active.field, t, sc.LEGAL)
        if self.drop_target is not None and self.drop_target in by_name:
            ok = self.drop_target in self.highlighted_targets
            by_name[self.drop_target].mark = sc.TARGET_OK if ok else sc.TARGET_BAD

    def _mark_last_move(self, by_name: dict[str, sc.FieldDraw]) -> None:
        session = self.controller.session
        if not session.ply:
            return
        text = session.record.moves[-1]
        move = session.state_at(session.ply - 1).parse_move(text)
        if isinstance(move, Shift):
            for name in (move.source, move.target):
                if name in by_name:
                    by_name[name].last_move = True

    def _add_hops(self, scene: sc.Scene, lay: RowLayout, source: str, target: str, kind: str) -> None:
        """The steps from source to target, as hops over the stacks between them."""
        i, j = (next(k for k, f in enumerate(scene.fields) if f.name == n) for n in (source, target))
        step = 1 if j > i else -1
        span = scene.fields[min(i, j): max(i, j) + 1]
        top = min(lay.stack_top(len(f.stack)) for f in span)
        badge = lay.radius * 0.6
        y = max(lay.plaque.bottom() + lay.spacing * 0.6, top - lay.ry - badge - lay.thickness)
        scene.hops.append(sc.Hops([scene.fields[k].x for k in range(i, j + step, step)], y, kind))


_PASS_STYLE = """
QPushButton {
    color: #2b1d0e; font-weight: bold; font-size: 16px;
    border: 2px solid #7a5a1e; border-radius: 12px; padding: 8px 22px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe59a, stop:1 #e0a92e);
}
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff0c0, stop:1 #eab443); }
QPushButton:pressed { background: #d59a22; }
QPushButton:disabled { color: #f4eee2; border-color: #1b1510; background: rgba(27, 21, 16, 215); }
"""
