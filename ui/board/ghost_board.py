"""`GhostBoard`: the kit's drag and drop for a turn of several pieces laid as ghosts, then confirmed.

Everything of `DragBoard` (drag and drop, click-click, hover, lit targets, refusals) with one
difference: a drop (or a click on a target) lays a ghost into `self.ghosts` (`ghosts.py`) instead of
making a move; the move is made when the player confirms (the game's Enter or button:
`controller.try_move(self.ghosts.move())`). A laid ghost is a piece like the others: a click takes it
back, a drag lifts it and lays it elsewhere (dropped on nothing, it goes back to the supply).
Esc or the right button takes every ghost back.

The sources are the supply's pieces (the game's) and the laid ghosts (`Ghost`). A game gives
`make_ghosts()`, `place_at(pos)` (a place on the board, ghost or not), `supply_at(pos)` and `supply()`
(the supply's pieces under the cursor / that may be laid now), `piece_for(source)` (what a supply
piece lays), and optionally `laid(place)` (a ghost has just been laid: ask what is still open about it).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF

from .drag import DragBoard
from .ghosts import Ghost, Ghosts


class GhostBoard(DragBoard):
    def build(self) -> None:
        super().build()
        self.ghosts = self.make_ghosts()

    # -- hooks --------------------------------------------------------------------------------
    def make_ghosts(self) -> Ghosts:
        raise NotImplementedError

    def place_at(self, pos: QPointF):
        raise NotImplementedError

    def supply_at(self, pos: QPointF):
        raise NotImplementedError

    def supply(self) -> list:
        raise NotImplementedError

    def piece_for(self, source):
        raise NotImplementedError

    def laid(self, place) -> None:
        """A ghost has just been laid on `place`."""

    # -- DragBoard's hooks, answered by the ghosts ----------------------------------------------
    def source_at(self, pos: QPointF):
        place = self.place_at(pos)
        if place is not None and place in self.ghosts:
            return Ghost(place, self.ghosts.piece_at(place))
        return self.supply_at(pos)

    def target_at(self, pos: QPointF, source):
        return self.place_at(pos)

    def grip(self, source, press: QPointF) -> tuple[QPointF, QPointF, float]:
        return QPointF(), QPointF(), 0.0      # the piece hangs from the cursor

    def pick_up(self, source) -> None:
        if isinstance(source, Ghost):
            self.take_back(source.place)    # in the hand now: the preview goes on without it

    def legal_targets(self, source) -> set:
        if source is None or not self.human_may_move():
            return set()
        return set(self.ghosts.targets(self.piece_of_source(source)))

    def why_cannot_move(self, source) -> str | None:
        return None         # a ghost is refused where it is laid, with the reason

    def place(self, source, target) -> bool:
        self.pending_drop = None            # a ghost makes no move: no landing to wait for
        return self.lay_piece(self.piece_of_source(source), target)

    def piece_of_source(self, source):
        return source.piece if isinstance(source, Ghost) else self.piece_for(source)

    # -- the ghosts -----------------------------------------------------------------------------
    def lay_piece(self, piece, place) -> bool:
        """Lay a ghost; refused: the reason goes to the player."""
        why = self.ghosts.add(place, piece)
        if why is not None:
            self.message.emit(why)
            return False
        self.laid(place)
        self.refresh()
        return True

    def take_back(self, place) -> None:
        if self.ghosts.take_back(place):
            self.refresh()

    def take_all_back(self) -> None:
        self.ghosts.clear()
        self.selected = None
        self.refresh()

    def click(self, source, pos: QPointF) -> None:
        if isinstance(source, Ghost):
            self.take_back(source.place)    # a click on a ghost takes it back, whatever is chosen
            return
        super().click(source, pos)

    def cancel(self) -> None:
        """Esc or the right button: a piece in the hand goes home, and every ghost goes back."""
        super().cancel()
        self.take_all_back()

    def refresh(self) -> None:
        sources = [*self.supply(), *self.ghosts.ghosts()] if self.human_may_move() else []
        self.movable_sources = set(sources)
        active = self.dragging if self.drag is not None else self.selected     # (a source may be 0)
        self.highlighted_targets = self.legal_targets(active)
        self.update()

    def reset_input(self) -> None:
        super().reset_input()
        self.ghosts.clear()
