"""What is under a point of the board, and where to point to reach a piece.

A `Picker` answers for one layout and one model state (the board makes a new one
whenever either changes), so hit tests never depend on what an animation shows.
Front-row towers are tried first: they stand in front of the back row.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QPainterPath

from .layout import NUM_TOWERS, PER_ROW, BoardLayout
from .painter import pawn_center, pawn_outline, tower_path

TOWER, PAWN = "tower", "pawn"
Source = tuple[str, int]          # ("tower", t) or ("pawn", p)
_HIT_ORDER = list(range(PER_ROW, NUM_TOWERS)) + list(range(PER_ROW))


class Picker:
    def __init__(self, layout: BoardLayout, state) -> None:
        self.layout = layout
        self.state = state
        self._paths: dict[int, QPainterPath] | None = None

    def paths(self) -> dict[int, QPainterPath]:
        if self._paths is None:
            s = self.state
            self._paths = {t: tower_path(self.layout, t, s.heights[t], s.pawn_on[t])
                           for t in range(NUM_TOWERS) if s.heights[t] > 0}
        return self._paths

    def source_at(self, pos: QPointF) -> Source | None:
        """The piece under `pos`: an unplaced pawn in a tray, or a tower (its pawn included)."""
        lay = self.layout
        for pawn in range(4):
            outline = pawn_outline(lay.supply_foot(pawn), lay.pawn_height(), lay.pawn_width())
            if self.state.pawn_tower[pawn] < 0 and outline.contains(pos):
                return (PAWN, pawn)
        tower = self.tower_at(pos, generous=False)
        return (TOWER, tower) if tower is not None else None

    def tower_at(self, pos: QPointF, exclude: int | None = None, generous: bool = True) -> int | None:
        """The tower under `pos`; `generous` also accepts the air just above and around a tower."""
        paths = self.paths()
        for t in _HIT_ORDER:
            if t != exclude and t in paths and paths[t].contains(pos):
                return t
        if not generous:
            return None
        lay, state = self.layout, self.state
        best, best_dx = None, None
        for t, h in enumerate(state.heights):
            if h <= 0 or t == exclude:
                continue
            rx = lay.disc_radius(t)
            zone = lay.tower_rect(t, h, state.pawn_on[t] >= 0).adjusted(
                -rx * 0.15, -lay.pawn_height(lay.scale(t)) * 0.6, rx * 0.15, rx * 0.1)
            if zone.contains(pos):
                dx = abs(pos.x() - lay.base(t).x())
                if best_dx is None or dx < best_dx:
                    best, best_dx = t, dx
        return best

    def tower_center(self, tower: int) -> QPoint:
        """A point on the visible part of the tower (front towers may hide part of a back one)."""
        lay = self.layout
        base = lay.base(tower)
        rx = lay.disc_radius(tower)
        side = max(self.state.heights[tower], 1) * lay.disc_thickness(tower)
        for fy in (0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9, 1.0):
            for fx in (0.0, -0.3, 0.3, -0.6, 0.6):
                pt = QPoint(round(base.x() + fx * rx), round(base.y() - fy * side))
                if self.tower_at(QPointF(pt), generous=False) == tower:
                    return pt
        return base.toPoint()

    def top_of_tower(self, tower: int) -> QPoint:
        """The middle of the tower's top face (or a point close by that is not hidden)."""
        lay = self.layout
        top = lay.top(tower, self.state.heights[tower])
        rx = lay.disc_radius(tower)
        for dy, dx in ((0, 0), (rx * 0.15, 0), (0, -rx * 0.3), (0, rx * 0.3), (rx * 0.4, 0)):
            pt = QPoint(round(top.x() + dx), round(top.y() + dy))
            if self.tower_at(QPointF(pt)) == tower:
                return pt
        return top.toPoint()

    def pawn_center(self, pawn: int) -> QPoint:
        """The body of a pawn in its tray, or on top of its tower once it is placed."""
        lay = self.layout
        tower = self.state.pawn_tower[pawn]
        if tower < 0:
            return pawn_center(lay.supply_foot(pawn), lay.pawn_height()).toPoint()
        s = lay.scale(tower)
        return pawn_center(lay.top(tower, self.state.heights[tower]), lay.pawn_height(s)).toPoint()
