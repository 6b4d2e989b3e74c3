"""The live board of Hoch und höher on the kit's `DragBoard` (ui/board/drag.py: drag, click-click,
hover, refusals). A piece is `("tower", t)` or `("pawn", p)` (0 blue, 1 brown, 2 yellow, 3 green);
a target is a tower. Helpers for tests and tools: `tower_center(t)` (press here to grab it),
`top_of_tower(t)` (release here), `pawn_supply_center(p)`, `flights()`, the `die` and `roll_button`.

Keys: a..n pick a tower (source, then target); Shift+B, R, Y, Shift+G pick a pawn;
arrows move a cursor over the places and Enter picks it; Space rolls; Esc cancels.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt

from gamebox.games.hoch.moves import Place, Stack

from ...board import marks as mk
from ...board.anim import Flight, Tween
from ...board.drag import Drag, DragBoard
from ...board.style import button_style
from ...widgets.dice import DieWidget
from . import scene as sc
from .keys import piece_for_key
from .layout import PER_ROW, BoardLayout
from .painter import paint_board, scene_for_state
from .picking import PAWN, TOWER, Picker, Source

MOVE_MS = 320     # a tower or pawn arcing onto its target
DROP_MS = 160     # a dropped piece settling on its target
RETURN_MS = 260   # a refused piece gliding home


class HochBoard(DragBoard):
    """The table with its towers, pawns, trays and die, taking mouse and keyboard input."""

    hint_kinds = (Place, Stack)
    minimum_size = (420, 280)

    def build(self) -> None:
        super().build()
        self.key_cursor: int | None = None
        self._picker: Picker | None = None
        self.die = DieWidget(self)
        self.die.clicked.connect(self.request_roll)
        self.die.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.roll_button = self.make_roll_button(
            button_style(14, 8, "4px 10px", "color: #8d8d8d; border-color: #555; background: #3c4448;"))
        state = self.controller.state
        self.die.set_value(state.roll if state.roll is not None else state.last_roll)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Board of Hoch und höher"))
        self.setAccessibleDescription(self.tr(
            "Drag a pawn or a tower onto a tower. Keys: a to n pick a tower, Shift+B, R, Y, Shift+G "
            "pick a pawn, arrows and Enter pick a place, Space rolls, Esc cancels."))
        self.roll_button.setText(self.tr("Roll"))
        self.roll_button.setToolTip(self.tr("Roll the die (Space)"))

    # -- reading ------------------------------------------------------------------------------
    def make_layout(self) -> BoardLayout:
        s = self.state
        self._picker = None
        return BoardLayout.compute(self.width(), self.height(), s.rules.solo, s.heights, s.pawn_on)

    def visual_layout(self) -> BoardLayout:
        """The layout as drawn: the disc thickness glides when towers grow tall."""
        glide = self.animator.first(Tween)
        if glide is None:
            return self.board_layout
        return BoardLayout.compute(self.width(), self.height(), self.state.rules.solo, thickness=glide.value)

    def flights(self) -> list[Flight]:
        """Pieces travelling right now (purely cosmetic; empty when animations are off)."""
        return self.animator.of(Flight)

    @property
    def picker(self) -> Picker:
        """Hit tests for the model's current state (never for what an animation shows)."""
        if self._picker is None:
            self._picker = Picker(self.board_layout, self.state)
        return self._picker

    # -- the DragBoard's hooks ------------------------------------------------------------------
    def source_of(self, move) -> Source | None:
        if isinstance(move, Stack):
            return (TOWER, move.source)
        return (PAWN, move.pawn) if isinstance(move, Place) else None

    def target_of(self, move) -> int:
        return move.target if isinstance(move, Stack) else move.tower

    @staticmethod
    def move_for(source: Source, target: int):
        kind, index = source
        return Stack(index, target) if kind == TOWER else Place(index, target)

    def source_at(self, pos: QPointF) -> Source | None:
        """The piece under `pos`: an unplaced pawn in a tray, or a tower (its pawn included)."""
        return self.picker.source_at(pos)

    def target_at(self, pos: QPointF, source: Source) -> int | None:
        return self.tower_at(pos, exclude=source[1] if source[0] == TOWER else None)

    def source_on(self, tower: int) -> Source:
        return (TOWER, tower)

    def home_of(self, source: Source) -> int | None:
        return source[1] if source[0] == TOWER else None

    def prefer_source(self, source: Source, target) -> bool:
        return source[0] == PAWN      # a click on a pawn chooses it; a tower is a target

    def grip(self, source: Source, press: QPointF) -> tuple[QPointF, QPointF, float]:
        lay = self.board_layout
        kind, index = source
        foot = lay.base(index) if kind == TOWER else lay.supply_foot(index)
        lift = lay.radius * 0.35
        rest = QPointF(0, lay.radius * lay.scale(index) * 0.25) if kind == TOWER else QPointF(0, 2)
        return foot - press - QPointF(0, lift), rest, lift

    # -- public helpers for tests and tools ---------------------------------------------------
    def tower_center(self, tower: int) -> QPoint:
        """A point on the visible part of tower `tower`: press here to pick it up."""
        return self.picker.tower_center(tower)

    def top_of_tower(self, tower: int) -> QPoint:
        """The middle of the tower's top face: release a dragged piece here to drop it on the tower."""
        return self.picker.top_of_tower(tower)

    def pawn_supply_center(self, pawn: int) -> QPoint:
        """The body of `pawn` in its tray (or on top of its tower once it is placed)."""
        return self.picker.pawn_center(pawn)

    def tower_at(self, pos: QPointF, exclude: int | None = None, generous: bool = True) -> int | None:
        """The tower under `pos`; `generous` also accepts the air just above and around a tower."""
        return self.picker.tower_at(pos, exclude, generous)

    # -- the coach ----------------------------------------------------------------------------
    def _hint_marks(self, scene: sc.Scene, lay: BoardLayout) -> None:
        move, state = self.hint_move, self.state
        if isinstance(move, Stack):
            source, target = move.source, move.target
            scene.tower_marks[source] = mk.HINT
            start = lay.top(source, state.heights[source])
        else:
            source, target = move.pawn, move.tower
            scene.pawn_marks[source] = mk.HINT
            start = QPointF(self.pawn_supply_center(source))
        scene.tower_marks[target] = mk.HINT
        end = lay.top(target, state.heights[target])
        if state.pawn_on[target] >= 0:   # aim above the pawn standing there
            end -= QPointF(0, lay.pawn_height(lay.scale(target)))
        scene.hint_arrow = (start, end)

    # -- model changes ------------------------------------------------------------------------
    def refresh(self) -> None:
        super().refresh()
        self.roll_button.setEnabled(self.controller.can_roll())
        self.die.set_ready(self.controller.can_roll())

    def _on_changed(self, change) -> None:
        glide = self.animator.first(Tween)
        old = glide.value if glide is not None else (self._layout.thickness if self._layout else None)
        super()._on_changed(change)
        new = self.board_layout.thickness
        if old is not None and abs(old - new) >= 0.01:
            self.animator.start(Tween(old, new), MOVE_MS, self.animating())

    def restore(self, change) -> None:
        state = self.state
        self.die.set_value(state.roll if state.roll is not None else state.last_roll)

    def _flying(self, source: Source, state):
        """What flies when `source` leaves its place in `state`: (discs, pawn, scale), its home, what to hide."""
        kind, index = source
        if kind == TOWER:
            return ((state.heights[index], state.pawn_on[index], self.board_layout.scale(index)),
                    lambda L: L.base(index), ({index}, set()))
        return (0, index, 1.0), lambda L: L.supply_foot(index), (set(), {index})

    def animate(self, change) -> None:
        move, prev = change.move, change.before
        source = self.source_of(move)
        if source is None:
            return
        lay, target = self.board_layout, self.target_of(move)
        land = prev.heights[target]
        (discs, pawn, scale), home, hide = self._flying(source, prev)
        piece = (discs, pawn, scale, lay.scale(target))
        end = lambda L: L.top(target, land)
        if self.landing is not None:     # dropped: it settles from where it was let go
            flight, ms = Flight(piece, self.landing.foot, end, self.landing.lift, base_state=prev, hide=hide), DROP_MS
        else:
            a, b = home(lay), end(lay)
            arc = max(lay.radius * 1.2, abs(a.x() - b.x()) * 0.3)
            flight, ms = Flight(piece, home, end, arc=arc, base_state=prev, hide=hide), MOVE_MS
        self.animator.start(flight, ms, self.animating())

    def fly_home(self, drag: Drag) -> None:
        """A refused or cancelled drop: the piece glides back to where it came from."""
        (discs, pawn, scale), home, hide = self._flying(drag.source, self.state)
        flight = Flight((discs, pawn, scale, scale), drag.foot, home, drag.lift, hide=hide)
        self.animator.start(flight, RETURN_MS, self.animating())

    # -- keyboard -----------------------------------------------------------------------------
    def handle_key(self, key, text: str = "", modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        if key == Qt.Key.Key_Space:
            self.request_roll()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._move_key_cursor(key)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.key_cursor is not None:
            self.pick(self.key_cursor)
        else:
            kind, index = piece_for_key(key, text, modifiers)
            if kind == TOWER:          # a letter names its tower: no cursor ring is left behind
                self.key_cursor = None
                self.pick(index)
            elif kind == PAWN:
                tower = self.state.pawn_tower[index]
                self.select((TOWER, tower) if tower >= 0 else (PAWN, index))
            else:
                return False
        return True

    def reset_input(self) -> None:
        """After a move nothing stays marked: the arrow keys' cursor comes back with the next arrow."""
        super().reset_input()
        self.key_cursor = None

    def _move_key_cursor(self, key) -> None:
        t = self.key_cursor
        if t is None:
            t = 0
        else:
            row, col = divmod(t, PER_ROW)
            if key == Qt.Key.Key_Left:
                col = (col - 1) % PER_ROW
            elif key == Qt.Key.Key_Right:
                col = (col + 1) % PER_ROW
            else:
                row = 1 - row
            t = row * PER_ROW + col
        self.key_cursor = t
        if self.selected is not None:
            self.hover_target = t if self.selected != (TOWER, t) else None
        self.update()

    # -- painting -----------------------------------------------------------------------------
    def place_widgets(self) -> None:
        lay = self.board_layout
        die = lay.die_rect()
        self.die.setGeometry(die.toRect())
        col = lay.columns[1]
        # As wide as the column allows, but never narrower than its word ("Würfeln" in a small window).
        bw = max(min(col.width() * 0.85, 150.0), float(self.roll_button.sizeHint().width()))
        bh = max(26.0, min(36.0, lay.plaque_height * 1.5))
        x = min(col.center().x() - bw / 2, self.width() - bw - 4.0)
        self.roll_button.setGeometry(QRectF(x, die.bottom() + 8, bw, bh).toRect())

    def paint(self, p) -> None:
        paint_board(p, self.visual_layout(), self.build_scene())

    def build_scene(self) -> sc.Scene:
        """The frame to draw now: the model state plus drags, flights and highlights."""
        lay = self.visual_layout()
        flights = self.flights()
        base = next((f.base_state for f in flights if f.base_state is not None), None) or self.state
        ctrl = self.controller
        names = [p.name for p in ctrl.record.players]
        seats = [t.get() for t in ctrl.game.info.seat_names]
        scene = scene_for_state(base, names, seats)
        for f in flights:
            towers, pawns = f.hide
            scene.hidden_towers |= towers
            scene.hidden_pawns |= pawns
            foot, lift = f.at(lay)
            discs, pawn, s0, s1 = f.piece
            scene.floating.append(sc.Floating(discs, pawn, foot, s0 + (s1 - s0) * f.progress, lift))
        drag = self.drag
        if drag is not None:
            kind, index = drag.source
            if kind == TOWER:
                scene.hidden_towers.add(index)
                scene.floating.append(sc.Floating(self.state.heights[index], self.state.pawn_on[index],
                                                  drag.foot, lay.scale(index), drag.lift))
            else:
                scene.hidden_pawns.add(index)
                scene.floating.append(sc.Floating(0, index, drag.foot, 1.0, drag.lift))
        self._add_marks(scene, lay)
        scene.focus = self.hasFocus()
        scene.cache_sprites = self.animator.first(Tween) is None
        return scene

    def _add_marks(self, scene: sc.Scene, lay: BoardLayout) -> None:
        active = self.dragging or self.selected
        if active is None:
            for kind, index in self.movable_sources:
                (scene.tower_marks if kind == TOWER else scene.pawn_marks)[index] = mk.MOVABLE
            if self.hint_move is not None and not self.flights():
                self._hint_marks(scene, lay)
            if self.hover_source is not None:
                kind, index = self.hover_source
                (scene.tower_marks if kind == TOWER else scene.pawn_marks)[index] = mk.HOVER
            if self.key_cursor is not None and self.hasFocus():
                scene.tower_marks[self.key_cursor] = mk.HOVER
            return
        kind, index = active
        if self.drag is None:
            if kind == TOWER:
                scene.tower_marks[index] = mk.SELECTED
                scene.lifted[index] = lay.radius * 0.3
            else:
                scene.pawn_marks[index] = mk.SELECTED
        for t in self.highlighted_targets:
            scene.tower_marks[t] = mk.LEGAL
        if self.hover_target is not None:
            scene.tower_marks[self.hover_target] = mk.TARGET_OK if self.hover_legal else mk.TARGET_BAD
