"""The live board of Hoch und höher: drawing, drag and drop, click and keyboard play.

The board never changes the model itself: it asks `controller.try_move(move)`
(refusals arrive as `controller.refused(text)`) and `controller.roll()`, and redraws
when `controller.changed` says the model moved. Animations are only for the eye:
positions for hit testing and the public helpers always follow the model state.

Drag and drop is plain mouse handling (no QDrag), so tests drive it with
`qtbot.mousePress/mouseMove/mouseRelease`. Public helpers for tests and tools:

- `tower_center(t) -> QPoint`: a point on tower `t` (press here to grab it);
- `top_of_tower(t) -> QPoint`: the top of tower `t` (release here to drop onto it);
- `pawn_supply_center(p) -> QPoint`: the body of pawn `p` (0 blue, 1 brown, 2 yellow,
  3 green) in its tray, or on its tower once placed;
- `highlighted_targets`: towers that light up as legal targets of the dragged or
  selected piece; `hover_target`/`hover_legal`: the target under the cursor;
- `movable_sources`: pieces the player may move now, as `("tower", t)`/`("pawn", p)`;
- `selected`: the chosen source in click or keyboard play, or None; `dragging`: the
  piece being dragged, or None;
- `show_hint(move)` / `clear_hint()`: the coach's move glows on its piece and target, with
  an arrow between them (`hint_move` holds it; any change of the game clears it);
- `flights()`: pieces travelling now (cosmetic); `HochBoard.animations_enabled = False`
  (class-wide or per board) makes every change instant.

Keys: a..n pick a tower (source, then target); Shift+B, R, Y, Shift+G pick a pawn;
arrows move a cursor over the places and Enter picks it; Space rolls; Esc cancels.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QPushButton, QSizePolicy, QWidget

from gamebox.games.hoch.moves import NUM_TOWERS, Place, Roll, Stack

from ...widgets.dice import DieWidget
from . import anim
from . import scene as sc
from .keys import piece_for_key
from .layout import PER_ROW, BoardLayout
from .painter import paint_board, scene_for_state
from .picking import PAWN, TOWER, Picker, Source


@dataclass
class _Press:
    source: Source | None
    pos: QPointF


@dataclass
class _Drag:
    source: Source
    pos: QPointF          # the cursor
    start: QPointF        # where the drag began
    grab: QPointF         # from the cursor to the piece's foot where it was grabbed
    rest: QPointF         # ... once the piece hangs from the cursor by its foot
    lift: float

    @property
    def offset(self) -> QPointF:
        """From the cursor to the piece's foot: it slides under the cursor as the drag goes on,
        so the piece lands where the cursor points."""
        t = min(1.0, (self.pos - self.start).manhattanLength() / 90.0)
        return self.grab + (self.rest - self.grab) * t

    @property
    def foot(self) -> QPointF:
        """Where the piece's shadow lies (it is drawn `lift` pixels higher)."""
        return self.pos + self.offset + QPointF(0, self.lift)


class HochBoard(QWidget):
    """The table with its towers, pawns, trays and die, taking mouse and keyboard input."""

    animations_enabled = True
    message = Signal(str)   # a hint for the player that did not come from a refused move

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.highlighted_targets: set[int] = set()
        self.hover_target: int | None = None
        self.hover_legal: bool | None = None
        self.hover_source: Source | None = None
        self.selected: Source | None = None
        self.movable_sources: set[Source] = set()
        self.key_cursor: int | None = None
        self.hint_move: Place | Stack | None = None
        self._press: _Press | None = None
        self._drag: _Drag | None = None
        self._pending_drop: tuple[QPointF, float, float] | None = None
        self._layout: BoardLayout | None = None
        self._picker: Picker | None = None
        self._thickness: float | None = None          # drawn disc thickness (animated)
        self._animator = anim.Animator(self.update, self)
        self._th_anim = QVariantAnimation(self)
        self._th_anim.setDuration(anim.MOVE_MS)
        self._th_anim.valueChanged.connect(self._on_thickness)

        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumSize(420, 280)

        self.die = DieWidget(self)
        self.die.clicked.connect(self.request_roll)
        self.die.setFocusPolicy(Qt.NoFocus)
        self.roll_button = QPushButton(self)
        self.roll_button.setFocusPolicy(Qt.NoFocus)   # Space belongs to the board
        self.roll_button.clicked.connect(self.request_roll)
        self.roll_button.setCursor(Qt.PointingHandCursor)
        self.roll_button.setStyleSheet(_ROLL_BUTTON_STYLE)

        self.retranslate()
        controller.changed.connect(self._on_changed)
        controller.thinking.connect(self._on_thinking)
        state = controller.state
        self.die.set_value(state.roll if state.roll is not None else state.last_roll)
        self.refresh()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Board of Hoch und höher"))
        self.setAccessibleDescription(self.tr(
            "Drag a pawn or a tower onto a tower. Keys: a to n pick a tower, Shift+B, R, Y, Shift+G "
            "pick a pawn, arrows and Enter pick a place, Space rolls, Esc cancels."))
        self.roll_button.setText(self.tr("Roll"))
        self.roll_button.setToolTip(self.tr("Roll the die (Space)"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
            self.update()   # tray labels and points are painted in the new language
        super().changeEvent(event)

    # -- reading ------------------------------------------------------------------------------
    @property
    def state(self):
        return self.controller.state

    @property
    def board_layout(self) -> BoardLayout:
        """Where things stand for the model's current state (used for all hit tests)."""
        if self._layout is None:
            s = self.state
            self._layout = BoardLayout.compute(self.width(), self.height(), s.rules.solo, s.heights, s.pawn_on)
            self._picker = None
        return self._layout

    def visual_layout(self) -> BoardLayout:
        """The layout as drawn: the disc thickness glides when towers grow tall."""
        logical = self.board_layout
        if self._thickness is None or abs(self._thickness - logical.thickness) < 0.01:
            return logical
        s = self.state
        return BoardLayout.compute(self.width(), self.height(), s.rules.solo, thickness=self._thickness)

    @property
    def dragging(self) -> Source | None:
        """The piece being dragged, or None."""
        return self._drag.source if self._drag else None

    def flights(self) -> list[anim.Flight]:
        """Pieces travelling right now (purely cosmetic; empty when animations are off)."""
        return self._animator.flights

    def human_may_move(self) -> bool:
        """A human is to make a move (not to roll) right now."""
        return self.controller.human_to_act() and self.state.current_player() >= 0

    def legal_targets(self, source: Source | None) -> set[int]:
        """Towers the source may go onto now (empty when it is not a human's move)."""
        if source is None or not self.human_may_move():
            return set()
        kind, index = source
        targets = set()
        for m in self.state.legal_moves():
            if kind == TOWER and isinstance(m, Stack) and m.source == index:
                targets.add(m.target)
            elif kind == PAWN and isinstance(m, Place) and m.pawn == index:
                targets.add(m.tower)
        return targets

    @staticmethod
    def move_for(source: Source, target: int):
        """The model move that puts `source` onto tower `target`."""
        kind, index = source
        return Stack(index, target) if kind == TOWER else Place(index, target)

    # -- public helpers for tests and tools ---------------------------------------------------
    @property
    def picker(self) -> Picker:
        """Hit tests for the model's current state (never for what an animation shows)."""
        if self._picker is None:
            self._picker = Picker(self.board_layout, self.state)
        return self._picker

    def tower_center(self, tower: int) -> QPoint:
        """A point on the visible part of tower `tower`: press here to pick it up."""
        return self.picker.tower_center(tower)

    def top_of_tower(self, tower: int) -> QPoint:
        """The middle of the tower's top face: release a dragged piece here to drop it on the tower."""
        return self.picker.top_of_tower(tower)

    def pawn_supply_center(self, pawn: int) -> QPoint:
        """The body of `pawn` in its tray (or on top of its tower once it is placed)."""
        return self.picker.pawn_center(pawn)

    def source_at(self, pos: QPointF) -> Source | None:
        """The piece under `pos`: an unplaced pawn in a tray, or a tower (its pawn included)."""
        return self.picker.source_at(pos)

    def tower_at(self, pos: QPointF, exclude: int | None = None, generous: bool = True) -> int | None:
        """The tower under `pos`; `generous` also accepts the air just above and around a tower."""
        return self.picker.tower_at(pos, exclude, generous)

    # -- the coach ----------------------------------------------------------------------------
    def show_hint(self, move) -> None:
        """Light up the coach's move (a Place or Stack; anything else clears the hint)."""
        self.hint_move = move if isinstance(move, (Place, Stack)) else None
        self.update()

    def clear_hint(self) -> None:
        if self.hint_move is not None:
            self.hint_move = None
            self.update()

    def _hint_marks(self, scene: sc.Scene, lay: BoardLayout) -> None:
        move, state = self.hint_move, self.state
        if isinstance(move, Stack):
            source, target = move.source, move.target
            scene.tower_marks[source] = sc.HINT
            start = lay.top(source, state.heights[source])
        else:
            source, target = move.pawn, move.tower
            scene.pawn_marks[source] = sc.HINT
            start = QPointF(self.pawn_supply_center(source))
        scene.tower_marks[target] = sc.HINT
        end = lay.top(target, state.heights[target])
        if state.pawn_on[target] >= 0:   # aim above the pawn standing there
            end -= QPointF(0, lay.pawn_height(lay.scale(target)))
        scene.hint_arrow = (start, end)

    # -- acting -------------------------------------------------------------------------------
    def request_roll(self) -> None:
        """Space, the Roll button or a click on the die: roll if it is a human's turn to roll."""
        if self.controller.can_roll():
            self.controller.roll()
            return
        reason = self.state.why_illegal(Roll(1))
        if self.state.is_terminal() or reason is not None:
            text = reason.message() if reason else self.tr("The game is over.")
        else:
            text = self.tr("Wait for your turn.")
        self.message.emit(text)

    def cancel(self) -> None:
        """Esc: put a dragged piece back, or drop the selection."""
        if self._drag is not None:
            self._return_home(self._drag)
            self._drag = None
        self._press = None
        self.selected = None
        self.hover_target = None
        self.hover_legal = None
        self.refresh()

    def select(self, source: Source | None) -> bool:
        """Choose a source (click or keyboard play). Refuses, with a message, a piece that cannot move."""
        if source is None:
            self.selected = None
            self.refresh()
            return False
        why = self._why_source_cannot_move(source)
        if why:
            self.message.emit(why)
            self.selected = None
            self.refresh()
            return False
        self.selected = source
        self.hover_target = None
        self.hover_legal = None
        self.refresh()
        return True

    def attempt(self, source: Source, target: int) -> bool:
        """Try the move source -> target; the controller refuses illegal ones with a reason."""
        self.selected = None
        self.hover_target = None
        self.hover_legal = None
        ok = self.controller.try_move(self.move_for(source, target))
        self.refresh()
        return ok

    def refresh(self) -> None:
        """Recompute what can move and what lights up, then repaint."""
        self.movable_sources = set()
        if self.human_may_move():
            for m in self.state.legal_moves():
                if isinstance(m, Stack):
                    self.movable_sources.add((TOWER, m.source))
                elif isinstance(m, Place):
                    self.movable_sources.add((PAWN, m.pawn))
        active = self._drag.source if self._drag else self.selected
        self.highlighted_targets = self.legal_targets(active)
        if self.hover_target is not None:
            self.hover_legal = self.hover_target in self.highlighted_targets
        self.roll_button.setEnabled(self.controller.can_roll())
        self.die.set_ready(self.controller.can_roll())
        self.update()

    # -- model changes ------------------------------------------------------------------------
    def _on_changed(self, change) -> None:
        self.hint_move = None
        self._animator.finish_all()
        drop, self._pending_drop = self._pending_drop, None
        self._press = None
        self._drag = None
        self.selected = None
        self.hover_target = None
        self.hover_legal = None
        old_thickness = self._thickness if self._thickness is not None else (
            self._layout.thickness if self._layout else None)
        self._layout = None
        self._picker = None
        if change.kind in ("move", "redo") and change.move:
            session = self.controller.session
            prev = session.state_at(session.ply - 1)
            move = prev.parse_move(change.move)
            if isinstance(move, (Place, Stack)):
                self._fly(prev, move, drop)
        elif change.kind in ("undo", "new"):
            state = self.state
            self.die.set_value(state.roll if state.roll is not None else state.last_roll)
        self._glide_thickness(old_thickness)
        self.setCursor(Qt.ArrowCursor)
        self.refresh()

    def _fly(self, prev, move, drop) -> None:
        lay = self.board_layout
        target = move.target if isinstance(move, Stack) else move.tower
        land_height = prev.heights[target]
        end = lambda L: L.top(target, land_height)
        if isinstance(move, Stack):
            discs, pawn = prev.heights[move.source], prev.pawn_on[move.source]
            home = lambda L: L.base(move.source)
            home_scale = lay.scale(move.source)
            hide_t, hide_p = {move.source}, set()
        else:
            discs, pawn = 0, move.pawn
            home = lambda L: L.supply_foot(move.pawn)
            home_scale = 1.0
            hide_t, hide_p = set(), {move.pawn}
        if drop is not None:
            foot, lift, scale = drop
            flight = anim.Flight(discs, pawn, lambda L: foot, end, scale, lay.scale(target), lift, 0.0,
                                 0.0, hide_t, hide_p, prev)
            duration = anim.DROP_MS
        else:
            a, b = home(lay), end(lay)
            arc = max(lay.radius * 1.2, abs(a.x() - b.x()) * 0.3)
            flight = anim.Flight(discs, pawn, home, end, home_scale, lay.scale(target), 0.0, 0.0,
                                 arc, hide_t, hide_p, prev)
            duration = anim.MOVE_MS
        self._animator.start(flight, duration, self._animate())

    def _return_home(self, drag: _Drag) -> None:
        """A refused or cancelled drop: the piece glides back to where it came from."""
        lay = self.board_layout
        kind, index = drag.source
        foot = drag.foot
        if kind == TOWER:
            discs, pawn = self.state.heights[index], self.state.pawn_on[index]
            home = lambda L: L.base(index)
            scale = lay.scale(index)
            hide_t, hide_p = {index}, set()
        else:
            discs, pawn = 0, index
            home = lambda L: L.supply_foot(index)
            scale = 1.0
            hide_t, hide_p = set(), {index}
        flight = anim.Flight(discs, pawn, lambda L: foot, home, scale, scale, drag.lift, 0.0, 0.0,
                             hide_t, hide_p, None)
        self._animator.start(flight, anim.RETURN_MS, self._animate())

    def _glide_thickness(self, old: float | None) -> None:
        new = self.board_layout.thickness
        self._th_anim.stop()
        if old is None or not self._animate() or abs(old - new) < 0.01:
            self._thickness = new
            return
        self._thickness = old
        self._th_anim.setStartValue(float(old))
        self._th_anim.setEndValue(float(new))
        self._th_anim.start()

    def _on_thinking(self, _busy: bool) -> None:
        self.refresh()

    def _on_thickness(self, value) -> None:
        self._thickness = float(value)
        self.update()

    def _animate(self) -> bool:
        return bool(self.animations_enabled) and self.isVisible()

    # -- mouse --------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.RightButton:
            self.cancel()
            return
        if event.button() != Qt.LeftButton:
            return
        self.setFocus(Qt.MouseFocusReason)
        self._animator.finish_all()
        pos = event.position()
        self._press = _Press(self.source_at(pos), QPointF(pos))

    def mouseDoubleClickEvent(self, event) -> None:
        # A quick second click is still a click (Qt sends it instead of the press).
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        pos = QPointF(event.position())
        if self._drag is not None:
            self._drag.pos = pos
            self._update_drop_target(pos)
            self.update()
            return
        press = self._press
        if press is not None and press.source is not None:
            if (pos - press.pos).manhattanLength() >= QApplication.startDragDistance():
                self._start_drag(press, pos)
            return
        self._update_hover(pos)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.LeftButton:
            return
        pos = QPointF(event.position())
        if self._drag is not None:
            self._drop(pos)
            return
        press, self._press = self._press, None
        if press is not None:
            self._click(press.source, pos)

    def leaveEvent(self, event) -> None:
        if self._drag is None and self.hover_source is not None:
            self.hover_source = None
            self.update()
        super().leaveEvent(event)

    def _start_drag(self, press: _Press, pos: QPointF) -> None:
        lay = self.board_layout
        kind, index = press.source
        foot = lay.base(index) if kind == TOWER else lay.supply_foot(index)
        lift = lay.radius * 0.35
        rest = QPointF(0, lay.radius * lay.scale(index) * 0.25) if kind == TOWER else QPointF(0, 2)
        self._drag = _Drag(press.source, pos, QPointF(press.pos), foot - press.pos - QPointF(0, lift), rest, lift)
        self._press = None
        self.selected = None
        self.hover_source = None
        self.setCursor(Qt.ClosedHandCursor)
        self._update_drop_target(pos)
        self.refresh()

    def _update_drop_target(self, pos: QPointF) -> None:
        drag = self._drag
        exclude = drag.source[1] if drag.source[0] == TOWER else None
        target = self.tower_at(pos, exclude=exclude)
        self.hover_target = target
        self.hover_legal = None if target is None else target in self.highlighted_targets

    def _drop(self, pos: QPointF) -> None:
        drag, self._drag = self._drag, None
        drag.pos = pos
        exclude = drag.source[1] if drag.source[0] == TOWER else None
        target = self.tower_at(pos, exclude=exclude)
        self.hover_target = None
        self.hover_legal = None
        self.setCursor(Qt.ArrowCursor)
        if target is None:
            self._return_home(drag)   # released over nothing: just put it back
            self.refresh()
            return
        scale = self.board_layout.scale(drag.source[1]) if drag.source[0] == TOWER else 1.0
        self._pending_drop = (drag.foot, drag.lift, scale)
        ok = self.controller.try_move(self.move_for(drag.source, target))
        if not ok:
            self._pending_drop = None
            self._return_home(drag)
        self.refresh()

    def _click(self, source: Source | None, pos: QPointF) -> None:
        if self.selected is None:
            if source is not None:
                self.select(source)
            return
        if source is not None and source[0] == PAWN:
            self.select(source)       # another pawn: choose it instead
            return
        target = self.tower_at(pos)
        if target is None:
            self.select(None)         # a click on the table: never mind
            return
        if self.selected == (TOWER, target):
            self.select(None)
            return
        self.attempt(self.selected, target)

    def _update_hover(self, pos: QPointF) -> None:
        if self.selected is not None:
            exclude = self.selected[1] if self.selected[0] == TOWER else None
            target = self.tower_at(pos, exclude=exclude)
            if target != self.hover_target:
                self.hover_target = target
                self.hover_legal = None if target is None else target in self.highlighted_targets
                self.update()
            self.setCursor(Qt.PointingHandCursor if self.hover_legal else Qt.ArrowCursor)
            return
        source = self.source_at(pos)
        hover = source if source in self.movable_sources else None
        if hover != self.hover_source:
            self.hover_source = hover
            self.update()
        self.setCursor(Qt.OpenHandCursor if hover else Qt.ArrowCursor)

    # -- keyboard -----------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key == Qt.Key_Space:
            self.request_roll()
            return
        if key == Qt.Key_Escape:
            self.cancel()
            return
        if key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down):
            self._move_key_cursor(key)
            return
        if key in (Qt.Key_Return, Qt.Key_Enter) and self.key_cursor is not None:
            self._key_tower(self.key_cursor)
            return
        kind, index = piece_for_key(event)
        if kind == TOWER:
            self._key_tower(index)
        elif kind == PAWN:
            tower = self.state.pawn_tower[index]
            self.select((TOWER, tower) if tower >= 0 else (PAWN, index))
        else:
            super().keyPressEvent(event)

    def _key_tower(self, tower: int) -> None:
        self.key_cursor = tower
        if self.selected is None:
            self.select((TOWER, tower))
        elif self.selected == (TOWER, tower):
            self.select(None)
        else:
            self.attempt(self.selected, tower)

    def _move_key_cursor(self, key) -> None:
        t = self.key_cursor
        if t is None:
            t = 0
        else:
            row, col = divmod(t, PER_ROW)
            if key == Qt.Key_Left:
                col = (col - 1) % PER_ROW
            elif key == Qt.Key_Right:
                col = (col + 1) % PER_ROW
            else:
                row = 1 - row
            t = row * PER_ROW + col
        self.key_cursor = t
        if self.selected is not None:
            self.hover_target = t if self.selected != (TOWER, t) else None
            self.hover_legal = None if self.hover_target is None else t in self.highlighted_targets
        self.update()

    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)

    def focusInEvent(self, event) -> None:
        self.update()
        super().focusInEvent(event)

    # -- painting -----------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        self._layout = None
        self._picker = None
        self._th_anim.stop()
        self._thickness = None
        lay = self.board_layout
        die = lay.die_rect()
        self.die.setGeometry(die.toRect())
        col = lay.columns[1]
        bw = min(col.width() * 0.85, 150.0)
        bh = max(26.0, min(36.0, lay.plaque_height * 1.5))
        self.roll_button.setGeometry(QRectF(col.center().x() - bw / 2, die.bottom() + 8, bw, bh).toRect())
        super().resizeEvent(event)

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        try:
            paint_board(p, self.visual_layout(), self.build_scene())
        finally:
            p.end()

    def build_scene(self) -> sc.Scene:
        """The frame to draw now: the model state plus drags, flights and highlights."""
        lay = self.visual_layout()
        flights = self._animator.flights
        base = next((f.base_state for f in flights if f.base_state is not None), None) or self.state
        ctrl = self.controller
        names = [p.name for p in ctrl.record.players]
        seats = [t.get() for t in ctrl.game.info.seat_names]
        scene = scene_for_state(base, names, seats)
        for f in flights:
            scene.hidden_towers |= f.hide_towers
            scene.hidden_pawns |= f.hide_pawns
            scene.floating.append(f.floating(lay))
        drag = self._drag
        if drag is not None:
            kind, index = drag.source
            foot = drag.foot
            if kind == TOWER:
                scene.hidden_towers.add(index)
                scene.floating.append(sc.Floating(self.state.heights[index], self.state.pawn_on[index],
                                                  foot, lay.scale(index), drag.lift))
            else:
                scene.hidden_pawns.add(index)
                scene.floating.append(sc.Floating(0, index, foot, 1.0, drag.lift))
        self._add_marks(scene, lay)
        scene.focus = self.hasFocus()
        scene.cache_sprites = self._th_anim.state() != QVariantAnimation.Running
        return scene

    def _add_marks(self, scene: sc.Scene, lay: BoardLayout) -> None:
        active = self._drag.source if self._drag else self.selected
        if active is None:
            for kind, index in self.movable_sources:
                (scene.tower_marks if kind == TOWER else scene.pawn_marks)[index] = sc.MOVABLE
            if self.hint_move is not None and not self._animator.flights:
                self._hint_marks(scene, lay)
            if self.hover_source is not None:
                kind, index = self.hover_source
                (scene.tower_marks if kind == TOWER else scene.pawn_marks)[index] = sc.HOVER
            if self.key_cursor is not None and self.hasFocus():
                scene.tower_marks[self.key_cursor] = sc.HOVER
            return
        kind, index = active
        if self._drag is None:
            if kind == TOWER:
                scene.tower_marks[index] = sc.SELECTED
                scene.lifted[index] = lay.radius * 0.3
            else:
                scene.pawn_marks[index] = sc.SELECTED
        for t in self.highlighted_targets:
            scene.tower_marks[t] = sc.LEGAL
        if self.hover_target is not None:
            scene.tower_marks[self.hover_target] = sc.TARGET_OK if self.hover_legal else sc.TARGET_BAD

    # -- internals ----------------------------------------------------------------------------
    def _why_source_cannot_move(self, source: Source) -> str | None:
        """The model's reason why this piece cannot move now, if the piece itself is the problem."""
        state = self.state
        kind, index = source
        if not self.human_may_move():
            return None   # not a move phase: the controller says why when a move is tried
        if self.legal_targets(source):
            return None
        towers = [t for t in range(NUM_TOWERS) if state.heights[t] > 0 and t != index]
        probe_target = next((t for t in towers if state.heights[t] == state.roll), towers[0] if towers else 0)
        probe = Stack(index, probe_target) if kind == TOWER else Place(index, probe_target)
        reason = state.why_illegal(probe)
        if reason is not None and reason.code in ("wrong_height", "not_your_pawn", "pawn_placed", "no_tower"):
            return reason.message()
        return None


_ROLL_BUTTON_STYLE = """
QPushButton {
    color: #2b1d0e; font-weight: bold; font-size: 14px;
    border: 1px solid #7a5a1e; border-radius: 8px; padding: 4px 10px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe59a, stop:1 #e0a92e);
}
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff0c0, stop:1 #eab443); }
QPushButton:pressed { background: #d59a22; }
QPushButton:disabled { color: #8d8d8d; border-color: #555; background: #3c4448; }
"""
