"""The live row of 27 on the kit's `DragBoard` (ui/board/drag.py: drag, click-click, hover, refusals).

What is 27's own: a piece is a `Part`, the discs of a field from a level up. Pressing a field's
base disc takes the whole stack, and where the variant carries that base (grey; grey and red) the
base disc goes along. Helpers for tests and tools: `disc_point(field, level)`, `field_point(field)`,
`part_at(pos)`, `field_at(pos)`, `flights()`, `closing()`, the `pass_button`.

Keys: a..i choose a field (the whole stack), then a..i the target, or Enter for the one legal
target; 1..9 and Up/Down choose how many discs; + takes the base disc along (variants);
Left/Right step through your movable towers; P (or Enter) passes when nothing can move; Esc cancels.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QPushButton

from gamebox.games.twentyseven.moves import PASS, Discs, Shift

from ...board import marks as mk
from ...board.anim import Flight
from ...board.drag import Drag, DragBoard
from ...board.style import button_style
from . import anim
from . import scene as sc
from .compose import field_xs, playing, scene_for_state, tallest
from .layout import RowLayout
from .painter import paint_row
from .status import pass_text, score_text


@dataclass(frozen=True)
class Part:
    """The discs of a field from `level` up (level 0: with the field's base disc)."""

    field: str
    level: int


class TwentySevenBoard(DragBoard):
    """The row of fields with their stacks, taking mouse and keyboard input."""

    hint_kinds = (Shift,)
    preview_on_hover = True
    minimum_size = (360, 220)

    def build(self) -> None:
        super().build()
        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("passButton")
        self.pass_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # P and Enter belong to the board
        self.pass_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.pass_button.setStyleSheet(button_style(16, 12, "8px 22px", _PASS_DISABLED))
        self.pass_button.clicked.connect(self.request_pass)
        self.pass_button.hide()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Row of 27"))
        self.setAccessibleDescription(self.tr(
            "Drag a disc and the discs above it onto the field your tower count away. Keys: a to i "
            "choose a field, 1 to 9 how many discs, Enter plays, P passes, Esc cancels."))
        self.pass_button.setToolTip(self.tr("Nothing can move: the turn passes to the other player (P)"))

    # -- reading ------------------------------------------------------------------------------
    def make_layout(self) -> RowLayout:
        return RowLayout.compute(self.width(), self.height(), tallest(self.state))

    def xs(self) -> list[float]:
        return field_xs(self.board_layout, len(self.state.stacks))

    def field_x(self, field: str) -> float:
        return self.xs()[self.state.names.index(field)]

    def flights(self) -> list[Flight]:
        return self.animator.of(Flight)

    def closing(self) -> anim.CloseUp | None:
        return self.animator.first(anim.CloseUp)

    def must_pass(self) -> bool:
        return playing(self.state) and not self.state.own_moves()

    def not_now_text(self) -> str:
        if self.state.is_terminal():
            return score_text(self.state) + "."     # "Game over — Black 12 : 15 White."
        return super().not_now_text()

    # -- parts and moves (the DragBoard's hooks) -----------------------------------------------
    def stack(self, field: str) -> str:
        return self.state.stacks[self.state.names.index(field)]

    def part_for(self, field: str, level: int) -> Part | None:
        """What a press on disc `level` of `field` takes: None on a field without discs; the base
        disc itself only where the variant carries it, else the whole stack above it."""
        if field not in self.state.names or len(self.stack(field)) <= 1:
            return None
        level = max(0, min(level, len(self.stack(field)) - 1))
        if level == 0 and self.state.why_base_stays(field) is not None:
            level = 1
        return Part(field, level)

    def part_discs(self, part: Part) -> str:
        return self.stack(part.field)[part.level:]

    def source_of(self, move) -> Part | None:
        if not isinstance(move, Shift):
            return None
        return Part(move.source, 0 if move.base else len(self.stack(move.source)) - move.count)

    def target_of(self, move) -> str:
        return move.target

    def move_for(self, part: Part, target: str) -> Shift:
        return Shift(part.field, len(self.stack(part.field)) - max(1, part.level), target, part.level == 0)

    def piece_of(self, part: Part) -> Discs:
        return Discs(part.field, len(self.stack(part.field)) - max(1, part.level), part.level == 0)

    def source_on(self, field: str) -> Part | None:
        return self.part_for(field, 1)

    def home_of(self, part: Part) -> str:
        return part.field

    def source_at(self, pos: QPointF) -> Part | None:
        lay, state = self.board_layout, self.state
        for x, name, stack in zip(self.xs(), state.names, state.stacks):
            level = lay.level_at(pos.x(), pos.y(), x, len(stack))
            if level is not None:
                return self.part_for(name, level)
        return None

    part_at = source_at

    def target_at(self, pos: QPointF, part: Part) -> str | None:
        field = self.field_at(pos)
        return None if field == part.field else field

    def prefer_source(self, part: Part, target) -> bool:
        # another part of the chosen field (more or fewer discs), or another tower that can move
        return part.field == self.selected.field or part in self.movable_sources

    def grip(self, part: Part, press: QPointF) -> tuple[QPointF, QPointF, float]:
        lay = self.board_layout
        grab = QPointF(self.field_x(part.field), lay.disc_bottom(part.level)) - press
        return grab, grab, max(8.0, lay.radius * 0.45)

    # -- public helpers for tests and tools ---------------------------------------------------
    def disc_point(self, field: str, level: int) -> QPoint:
        """A point on the front of disc `level` (0: the base disc) of `field`: press here to grab it."""
        return self.board_layout.disc_point(self.field_x(field), level).toPoint()

    def field_point(self, field: str) -> QPoint:
        """A point just above the stack on `field`: release a dragged part here."""
        lay = self.board_layout
        top = lay.stack_top(len(self.stack(field))) - lay.ry - lay.thickness * 2
        return QPointF(self.field_x(field), top).toPoint()

    def field_at(self, pos: QPointF) -> str | None:
        """The field whose column holds `pos` (anywhere between the plaque and the letters)."""
        lay = self.board_layout
        if not lay.felt.contains(pos) or pos.y() > lay.rail_front.bottom() + lay.pad:
            return None
        for x, name in zip(self.xs(), self.state.names):
            if abs(pos.x() - x) <= lay.spacing / 2:
                return name
        return None

    # -- acting -------------------------------------------------------------------------------
    def request_pass(self) -> bool:
        """P, Enter or the pass button: pass when nothing can move (else the model says why not)."""
        self.selected = None
        return self.controller.try_move(PASS)

    def refresh(self) -> None:
        """Recompute what lights up and the pass control, then repaint."""
        super().refresh()
        if self.must_pass():
            self.pass_button.setText(pass_text(self.state.to_move, self.controller.player_is_ai(self.state.to_move)))
            self.pass_button.setEnabled(self.controller.human_to_act())
            self.place_widgets()
            self.pass_button.show()
            self.pass_button.raise_()
        else:
            self.pass_button.hide()

    # -- animations -----------------------------------------------------------------------------
    def _visual_layout(self, *states) -> RowLayout:
        return RowLayout.compute(self.width(), self.height(), tallest(*(states or (self.state,))))

    def animate(self, change) -> None:
        move, prev = change.move, change.before
        if not isinstance(move, Shift) or not self.animating():
            return
        lay = self._visual_layout(prev, self.state)
        xs = field_xs(lay, len(prev.stacks))
        i, j = prev.names.index(move.source), prev.names.index(move.target)
        stack = prev.stacks[i]
        cut = 0 if move.base else len(stack) - move.count
        discs = stack[cut:]
        end = QPointF(xs[j], lay.disc_bottom(len(prev.stacks[j])))
        done = (lambda: self._close_up(prev, lay)) if move.base else None
        if self.landing is not None:
            flight = Flight((discs, move.base), self.landing.foot, end, self.landing.lift, base_state=prev, hide=(i, cut))
            self.animator.start(flight, anim.DROP_MS, True, done, QEasingCurve.Type.OutCubic)
            return
        start = QPointF(xs[i], lay.disc_bottom(cut))
        room = min(start.y(), end.y()) - len(discs) * lay.thickness - lay.plaque.bottom() - lay.ry
        arc = max(0.0, min(max(lay.radius * 1.6, abs(end.x() - start.x()) * 0.3), room))
        self.animator.start(Flight((discs, move.base), start, end, arc=arc, base_state=prev, hide=(i, cut)), anim.FLY_MS, True, done)

    def _close_up(self, prev, lay: RowLayout) -> None:
        """The field whose base went away: the rest of the row slides together."""
        state = self.state
        old = field_xs(lay, len(prev.stacks))
        new = field_xs(lay, len(state.stacks))
        old_xs = [old[prev.names.index(name)] for name in state.names]
        half = lay.spacing / 2
        closing = anim.CloseUp(old_xs, new, (old[0] - half, old[-1] + half), (new[0] - half, new[-1] + half))
        self.animator.start(closing, anim.CLOSE_MS, self.animating())

    def fly_home(self, drag: Drag) -> None:
        if not self.animating():
            return
        part = drag.source
        i = self.state.names.index(part.field)
        home = QPointF(self.xs()[i], self.board_layout.disc_bottom(part.level))
        flight = Flight((self.part_discs(part), part.level == 0), drag.foot, home, drag.lift, hide=(i, part.level))
        self.animator.start(flight, anim.RETURN_MS, True)

    # -- keyboard -----------------------------------------------------------------------------
    def handle_key(self, key, text: str = "", modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Play by keys (see the module's doc); False for keys that are not the board's."""
        text = text.lower()
        if key == Qt.Key.Key_P:
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
            stack = self.stack(self.selected.field)
            count = len(stack) - max(1, self.selected.level) + (1 if key == Qt.Key.Key_Up else -1)
            if 1 <= count <= len(stack) - 1:
                self._key_count(count)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._key_step(-1 if key == Qt.Key.Key_Left else 1)
        else:
            return False
        return True

    def _key_field(self, name: str) -> None:
        if name not in self.state.names or (self.selected is None and self.part_for(name, 1) is None):
            reason = self.state.why_piece_cannot_move(Discs(name, 1))
            if reason is not None:
                self.message.emit(reason.message())
            return
        self.pick(name)

    def _key_count(self, count: int) -> None:
        if self.selected is None:
            self.message.emit(self.tr("Choose a field first: keys a to i."))
            return
        stack = self.stack(self.selected.field)
        if count > len(stack) - 1:
            reason = self.state.why_piece_cannot_move(Discs(self.selected.field, count))
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
        stays = None if part.level == 0 else self.state.why_base_stays(part.field)
        if stays is None:
            self.selected = Part(part.field, 1 if part.level == 0 else 0)
            self.refresh()
        elif playing(self.state):
            self.message.emit(stays.message())

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
            i = min(ahead, key=lambda s: abs(s - here)) if ahead else (sources[0] if step > 0 else sources[-1])
        self.select(self.part_for(state.names[i], 1))

    # -- painting -----------------------------------------------------------------------------
    def place_widgets(self) -> None:
        lay = self.board_layout
        self.pass_button.adjustSize()
        w = max(self.pass_button.sizeHint().width() + 40, 260)
        h = max(44, self.pass_button.sizeHint().height() + 14)
        top = lay.plaque.bottom() + max(lay.pad, (lay.rail_y - lay.plaque.bottom()) * 0.18)
        self.pass_button.setGeometry(QRectF(lay.centre_x - w / 2, top, w, h).toRect())

    def paint(self, p) -> None:
        paint_row(p, *self.build_frame())

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
            foot, lift = f.at()
            scene.floating.append(sc.Floating(f.piece[0], foot, lift, f.piece[1]))
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
        drag = self.drag
        if drag is not None:
            part = drag.source
            f = by_name[part.field]
            f.hidden_from = part.level
            f.badge = 0           # the tower is in the hand now
            scene.floating.append(sc.Floating(self.part_discs(part), drag.foot, drag.lift, part.level == 0))
        active = drag.source if drag else (self.selected or self.hover_source)
        if active is None:
            hint = self.hint_move
            if hint is not None and hint.source in by_name and hint.target in by_name:
                by_name[hint.source].glow = (self.source_of(hint).level, mk.HINT)
                by_name[hint.target].mark = mk.HINT
                self._add_hops(scene, lay, hint.source, hint.target, mk.HINT)
            return
        source = by_name[active.field]
        if drag is None:
            kind = mk.SELECTED if self.selected is not None else mk.HOVER
            source.glow = (active.level, kind)
            if self.selected is not None:
                source.raised_from = active.level
                source.cursor = True
        for t in self.highlighted_targets:
            by_name[t].mark = mk.LEGAL
            self._add_hops(scene, lay, active.field, t, mk.LEGAL)
        if self.hover_target is not None and self.hover_target in by_name:
            by_name[self.hover_target].mark = mk.TARGET_OK if self.hover_legal else mk.TARGET_BAD

    def _mark_last_move(self, by_name: dict[str, sc.FieldDraw]) -> None:
        history = self.controller.session.history
        move = history[-1].move if history else None
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


_PASS_DISABLED = "color: #f4eee2; border-color: #1b1510; background: rgba(27, 21, 16, 215);"
