"""`DragBoard`: a board where a player moves a piece from a source onto a target.

It owns the input every such game shares, so each game writes only what is its own:

- **drag and drop** (plain mouse handling, no QDrag, so tests drive it with qtbot's mouse calls):
  press on a piece, move past the drag distance, release on a target; released on nothing or on its
  own place, the piece glides home;
- **click-click**: click a piece, then its target; a click beside everything drops the choice;
- **keyboard pick** (`pick(place)`): the first key names the piece, the second its target;
- **hover**: a movable piece under the cursor glows; while a piece is held, the target under the
  cursor shows whether it is legal;
- **legal targets** light up for the held (or, with `preview_on_hover`, the hovered) piece;
- **refusals**: a piece that cannot move is refused with the model's reason
  (`State.why_piece_cannot_move`), an illegal target by the controller with the move's reason.

The hooks a game gives (besides `Board`'s): `source_at(pos)`, `target_at(pos, source)`,
`source_of(move)`, `target_of(move)`, `move_for(source, target)`, `grip(source, press_pos)` and
`fly_home(drag)`; optionally `piece_of(source)`, `source_on(place)` and `home_of(source)`.
Legal targets and movable pieces come from the model's legal moves through `source_of`/`target_of`.
What a drop makes is `place(source, target)`: here a move; `GhostBoard` (ghost_board.py) lays a ghost.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QApplication

from .board import Board

SLIDE = 90.0     # pixels of drag over which a grabbed piece slides to hang from the cursor


@dataclass
class Press:
    source: object | None
    pos: QPointF


@dataclass
class Drag:
    """A piece in the hand: drawn at `foot` (its shadow), `lift` pixels above the table."""

    source: object
    start: QPointF        # where the press was
    pos: QPointF          # the cursor
    grab: QPointF         # from the cursor to the piece's foot, as it was grabbed
    rest: QPointF         # ... once it hangs from the cursor
    lift: float

    @property
    def offset(self) -> QPointF:
        """Slides from `grab` to `rest` as the drag goes on, so the piece lands where the cursor points."""
        t = min(1.0, (self.pos - self.start).manhattanLength() / SLIDE)
        return self.grab + (self.rest - self.grab) * t

    @property
    def foot(self) -> QPointF:
        return self.pos + self.offset + QPointF(0, self.lift)


class DragBoard(Board):
    preview_on_hover = False      # light the targets of a hovered piece, not only of a held one

    def build(self) -> None:
        self.selected = None                    # the piece chosen by click or key
        self.hover_source = None                # the movable piece under the cursor
        self.hover_target = None                # the target under a held piece (or the key cursor)
        self._pointer_target = None             # the target the pointer lit last (a key cursor's is not)
        self.highlighted_targets: set = set()
        self.movable_sources: set = set()
        self._press: Press | None = None
        self._drag: Drag | None = None
        self.pending_drop: Drag | None = None   # a drop whose move the controller is trying
        self.landing: Drag | None = None        # the drop that made the move being animated

    # -- hooks --------------------------------------------------------------------------------
    def source_at(self, pos: QPointF):
        raise NotImplementedError

    def target_at(self, pos: QPointF, source):
        """The target under `pos` for `source`; None over nothing and over the source's own place."""
        raise NotImplementedError

    def source_of(self, move):
        raise NotImplementedError

    def target_of(self, move):
        raise NotImplementedError

    def move_for(self, source, target):
        raise NotImplementedError

    def grip(self, source, press: QPointF) -> tuple[QPointF, QPointF, float]:
        """(grab, rest, lift) of a drag starting at `press` (see `Drag`)."""
        raise NotImplementedError

    def fly_home(self, drag: Drag) -> None:
        """A refused or cancelled drop: let the piece glide back where it came from."""

    def piece_of(self, source):
        """What `State.why_piece_cannot_move` takes for this source."""
        return source

    def source_on(self, place):
        """The piece a key names by its place (keyboard pick)."""
        return place

    def home_of(self, source):
        """The place a source stands on, as a target would name it."""
        return source

    # -- reading ------------------------------------------------------------------------------
    @property
    def dragging(self):
        """The piece being dragged, or None."""
        return self._drag.source if self._drag else None

    @property
    def drag(self) -> Drag | None:
        return self._drag

    @property
    def hover_legal(self) -> bool | None:
        """Whether the target under a held piece is legal (None: no target there)."""
        return None if self.hover_target is None else self.hover_target in self.highlighted_targets

    def legal_targets(self, source) -> set:
        """Where `source` may go now (empty when it is not a human's move)."""
        if source is None or not self.human_may_move():
            return set()
        return {self.target_of(m) for m in self.state.legal_moves() if self.source_of(m) == source}

    def why_cannot_move(self, source) -> str | None:
        """The model's reason why this piece cannot move now, if the piece itself is the problem."""
        if not self.human_may_move() or self.legal_targets(source):
            return None
        reason = self.state.why_piece_cannot_move(self.piece_of(source))
        return reason.message() if reason is not None else None

    def not_now_text(self) -> str:
        """What a player hears who takes a piece when no move is due."""
        if self.state.is_terminal():
            return QCoreApplication.translate("Board", "The game is over.")
        if self.controller.can_roll():
            return QCoreApplication.translate("Board", "Roll first.")
        return QCoreApplication.translate("Board", "Wait for your turn.")

    # -- acting -------------------------------------------------------------------------------
    def select(self, source) -> bool:
        """Choose a piece to move (click or key); one that cannot move is refused with the reason."""
        self.hover_target = None
        if source is not None and not self.human_may_move():
            self.message.emit(self.not_now_text())
            source = None
        why = self.why_cannot_move(source) if source is not None else None
        if why:
            self.message.emit(why)
            source = None
        self.selected = source
        if source is not None:
            self.hover_source = None
        self.refresh()
        return source is not None

    def attempt(self, source, target) -> bool:
        """Try source → target; the controller refuses an illegal move with its reason."""
        self.selected = None
        self.hover_target = None
        ok = self.place(source, target)
        self.refresh()
        return ok

    def place(self, source, target) -> bool:
        """What a drop or a click on a target makes: the move, tried by the controller."""
        return self.controller.try_move(self.move_for(source, target))

    def pick_up(self, source) -> None:
        """A drag of `source` starts (here the piece leaves its place only in the picture)."""

    def pick(self, place) -> None:
        """Keyboard play: the first place names the piece, the second its target."""
        if self.selected is None:
            self.select(self.source_on(place))
        elif self.home_of(self.selected) == place:
            self.select(None)
        else:
            self.attempt(self.selected, place)

    def play_selected(self) -> bool:
        """Enter: the chosen piece to its only legal target; else say why it cannot go."""
        source = self.selected
        if source is None:
            return False
        targets = self.legal_targets(source)
        if len(targets) == 1:
            return self.attempt(source, next(iter(targets)))
        why = self.why_cannot_move(source) or (None if self.human_may_move() else self.not_now_text())
        if why:
            self.message.emit(why)
        return False

    def cancel(self) -> None:
        """Esc or the right button: put a dragged piece back, or drop the choice."""
        if self._drag is not None:
            self.fly_home(self._drag)
            self._drag = None
        self._press = None
        self.selected = None
        self.hover_target = None
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.refresh()

    def refresh(self) -> None:
        moves = self.state.legal_moves() if self.human_may_move() else []
        self.movable_sources = {s for s in map(self.source_of, moves) if s is not None}
        active = self.dragging or self.selected or (self.hover_source if self.preview_on_hover else None)
        self.highlighted_targets = self.legal_targets(active)
        self.update()

    def reset_input(self) -> None:
        self.pending_drop = None
        self._press = None
        self._drag = None
        self.selected = None
        self.hover_source = None
        self.hover_target = None

    def _on_changed(self, change) -> None:
        # `landing` is the drop that made this move (None for a click, a key or the AI): the
        # game's `animate` lets the piece settle from where it was let go instead of flying.
        self.landing, self.pending_drop = self.pending_drop, None
        try:
            super()._on_changed(change)
        finally:
            self.landing = None

    # -- mouse --------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.cancel()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.animator.finish_all()
        pos = QPointF(event.position())
        self._press = Press(self.source_at(pos), pos)

    def mouseDoubleClickEvent(self, event) -> None:
        self.mousePressEvent(event)     # a quick second click is still a click

    def mouseMoveEvent(self, event) -> None:
        pos = QPointF(event.position())
        if self._drag is not None:
            self._drag.pos = pos
            self.hover_target = self.target_at(pos, self._drag.source)
            self.update()
            return
        press = self._press
        if press is not None and press.source is not None:
            if (pos - press.pos).manhattanLength() >= QApplication.startDragDistance():
                self._start_drag(press, pos)
            return
        self._hover(pos)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = QPointF(event.position())
        if self._drag is not None:
            self._drop(pos)
            return
        press, self._press = self._press, None
        if press is not None:
            self.click(press.source, pos)

    def leaveEvent(self, event) -> None:
        if self._drag is None and self.hover_source is not None:
            self.hover_source = None
            self.refresh()
        if self._drag is None and self.hover_target is not None and self.hover_target == self._pointer_target:
            self.hover_target = None        # the pointer lit it and has gone (a key cursor's stays)
            self.update()
        self._pointer_target = None
        super().leaveEvent(event)

    def _start_drag(self, press: Press, pos: QPointF) -> None:
        self.pick_up(press.source)
        grab, rest, lift = self.grip(press.source, press.pos)
        self._drag = Drag(press.source, QPointF(press.pos), pos, grab, rest, lift)
        self._press = None
        self.selected = None
        self.hover_source = None
        self.hover_target = self.target_at(pos, press.source)
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.refresh()

    def _drop(self, pos: QPointF) -> None:
        drag, self._drag = self._drag, None
        drag.pos = pos
        target = self.target_at(pos, drag.source)
        self.hover_target = None
        self.setCursor(Qt.CursorShape.ArrowCursor)
        if target is None:
            self.fly_home(drag)         # released over nothing or its own place: put it back
            self.refresh()
            return
        self.pending_drop = drag
        if not self.place(drag.source, target):
            self.pending_drop = None
            self.fly_home(drag)
        self.refresh()

    def click(self, source, pos: QPointF) -> None:
        """A click (press and release in place) on `source` (or on no piece) at `pos`."""
        selected = self.selected
        if selected is None:
            if source is not None:
                self.select(source)
            return
        target = self.target_at(pos, selected)
        if target is not None and target in self.highlighted_targets:
            self.attempt(selected, target)
        elif source is not None and source != selected and self.prefer_source(source, target):
            self.select(source)         # another piece: choose it instead
        elif target is None:
            self.select(None)           # a click beside everything: never mind
        else:
            self.attempt(selected, target)   # refused, with the move's reason

    def prefer_source(self, source, target) -> bool:
        """A click on another piece while one is chosen: choose it (True) or try it as the target?"""
        return source in self.movable_sources

    def _hover(self, pos: QPointF) -> None:
        if self.selected is not None:
            target = self.target_at(pos, self.selected)
            self._pointer_target = target
            if target != self.hover_target:
                self.hover_target = target
                self.update()
            self.setCursor(Qt.CursorShape.PointingHandCursor if self.hover_legal else Qt.CursorShape.ArrowCursor)
            return
        source = self.source_at(pos)
        hover = source if source in self.movable_sources else None
        if hover != self.hover_source:
            self.hover_source = hover
            self.refresh()
        self.setCursor(Qt.CursorShape.OpenHandCursor if hover is not None else Qt.CursorShape.ArrowCursor)

    # -- keys ---------------------------------------------------------------------------------
    def key(self, event) -> bool:
        if event.key() == Qt.Key.Key_Escape and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.cancel()
            return True
        return super().key(event)
