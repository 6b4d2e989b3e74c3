"""One player's view of the pyramid in Raffzahn: square to his side, fixed, showing only his faces.

A player at side n looks along the lattice axis n, perpendicular to his sloping side (35.3 degrees above
the table). Seen so, every free die shows him its face toward his side whole, and the faces toward the
other sides are edge-on: he sees what the book says he sees (D4). A narrow field of view keeps that true
to the corners. The camera never moves: no orbit, no zoom (that would show the other sides).
"""
from __future__ import annotations

import math

import numpy as np
from PySide6.QtGui import QVector3D

from gamebox.pyramid import lattice, space

from ...pyramid import camera
from ...pyramid.view import PyramidView

FOV = 12.0
# The side's outline in lattice coordinates, with the dice's half widths: its three corners.
_SIDE_CORNERS = {n: np.array([[-0.5 if i == n else (8.5 if i == j else -0.5) for i in range(3)]
                              for j in range(3) if j != n] + [[-0.5, -0.5, -0.5]]) for n in range(3)}


def not_free(state) -> list:
    """The dice a player cannot take now, drawn in the background: those another die rests on (and all
    of them before the game starts and after it ends)."""
    if state.phase not in ("roll", "grab"):
        return []
    free = set(state.free_dice())
    return [p for p in state.pyramid if p not in free]


def side_elevation() -> float:
    """Degrees above the table of the normal of a sloping side (35.26)."""
    d = space.direction_world(lattice.MINUS[0])
    return math.degrees(math.asin(d[2] / np.linalg.norm(d)))


class SideView(PyramidView):
    """A `PyramidView` fixed square to side `side`; left clicks still pick dice, drags do nothing."""

    def __init__(self, side: int, parent=None) -> None:
        self.side = side
        self.margin = 0.06
        super().__init__(parent)

    def set_view(self, name: str = "") -> None:
        n = self.side
        corners = space.worlds(_SIDE_CORNERS[n])
        centre = corners.mean(axis=0)
        self._view_name = f"face{n}"
        self.opts["fov"] = FOV
        # Fit the side's triangle: its extent across and up the view, at the narrow field of view.
        normal = space.direction_world(lattice.MINUS[n])
        normal = normal / np.linalg.norm(normal)
        up = np.array([0.0, 0.0, 1.0]) - normal * normal[2]
        up /= np.linalg.norm(up)
        across = np.cross(normal, up)
        rel = corners - centre
        half_w = np.abs(rel @ across).max() * (1 + self.margin)
        half_h = np.abs(rel @ up).max() * (1 + self.margin)
        tan_h = math.tan(math.radians(FOV) / 2)
        tan_v = tan_h * max(self.height(), 1) / max(self.width(), 1)
        distance = max(half_w / tan_h, half_h / tan_v)
        self.setCameraPosition(pos=QVector3D(*centre), azimuth=camera.side_azimuth(n), elevation=side_elevation(),
                               distance=distance)

    def reset_view(self) -> None:
        self.set_view()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.set_view()

    def mouseMoveEvent(self, ev) -> None:
        if ev.buttons():
            ev.accept()          # no orbiting: the player would see the other sides
            return
        super().mouseMoveEvent(ev)

    def wheelEvent(self, ev) -> None:
        ev.accept()

    def keyPressEvent(self, ev) -> None:
        ev.ignore()              # keys belong to the game (the keyboard zones), not the camera
