"""Lattice <-> world coordinates, and ray casting for picking (numpy, no GL).

World space: Z is up, the plate's hollows bottom out at Z = 0, the plate's centre is
on the Z axis, and the player at side x=0 sits at -Y looking toward +Y (the player at
side z=0 is then on his right, as ../docs/pyramid.md requires). The map is a rotation
taking the lattice's up direction -(1,1,1)/sqrt(3) to +Z, so a die at `p` is the unit
cube centred at `world(p)`, standing on its corner, and in lattice coordinates every
die is the axis-aligned cube [p - 1/2, p + 1/2]^3. Picking therefore transforms the
ray into the lattice once and runs the slab test against all cubes at once.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from . import lattice
from .lattice import Pos

# Rows: world X, Y, Z expressed in lattice coordinates (orthonormal, right-handed).
ROTATION = np.array([
    [0.0, 1.0, -1.0],
    [2.0, -1.0, -1.0],
    [-1.0, -1.0, -1.0],
]) / np.array([[np.sqrt(2.0)], [np.sqrt(6.0)], [np.sqrt(3.0)]])

LAYER_HEIGHT = 1.0 / np.sqrt(3.0)
# The bottom layer's centroid (8/3, 8/3, 8/3) maps to (0, 0, sqrt(3)/2): its lowest corner
# touches Z = 0, the bottom of the plate's hollows.
_CENTRE = np.array([8.0, 8.0, 8.0]) / 3.0
OFFSET = np.array([0.0, 0.0, np.sqrt(3.0) / 2.0])


def world(p: Sequence[float]) -> np.ndarray:
    """World coordinates of lattice point `p` (may be fractional, e.g. during animation)."""
    return ROTATION @ (np.asarray(p, dtype=float) - _CENTRE) + OFFSET


def worlds(points: np.ndarray) -> np.ndarray:
    """`world` for an (N, 3) array."""
    return (np.asarray(points, dtype=float) - _CENTRE) @ ROTATION.T + OFFSET


def to_lattice(w: Sequence[float]) -> np.ndarray:
    return ROTATION.T @ (np.asarray(w, dtype=float) - OFFSET) + _CENTRE


def direction_world(direction: int) -> np.ndarray:
    """World vector of lattice direction 0..5 (+x, -x, +y, -y, +z, -z)."""
    return ROTATION @ np.asarray(lattice.DIRECTIONS[direction], dtype=float)


PLATE_CORNERS = worlds(np.array([[9.0, 0, 0], [0, 9.0, 0], [0, 0, 9.0]]))  # virtual layer's tips


@dataclass(frozen=True)
class Hit:
    position: Pos
    face: int          # lattice direction 0..5 of the face the ray entered through
    distance: float    # along the ray (world units, if the ray direction is a unit vector)
    target: bool       # True if it is one of the `targets` (e.g. an empty funnel), not a die


def cast(origin: Sequence[float], direction: Sequence[float], occupied: Sequence[Pos],
         targets: Sequence[Pos] = ()) -> Hit | None:
    """The nearest die (or target cube) hit by the world ray, with the face it enters."""
    cubes = list(occupied) + list(targets)
    if not cubes:
        return None
    o = to_lattice(origin)
    d = ROTATION.T @ np.asarray(direction, dtype=float)
    centres = np.asarray(cubes, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        inv = 1.0 / d
        t1 = (centres - 0.5 - o) * inv
        t2 = (centres + 0.5 - o) * inv
    lo = np.minimum(t1, t2)
    hi = np.maximum(t1, t2)
    lo = np.where(np.isnan(lo), -np.inf, lo)
    hi = np.where(np.isnan(hi), np.inf, hi)
    near = lo.max(axis=1)
    far = hi.min(axis=1)
    ok = (near <= far) & (far >= 0)
    if not ok.any():
        return None
    near = np.where(ok, np.maximum(near, 0.0), np.inf)
    i = int(np.argmin(near))
    a = int(np.argmax(lo[i]))
    face = lattice.direction_of(a, -1 if d[a] > 0 else 1)
    return Hit(tuple(int(v) for v in cubes[i]), face, float(near[i]), i >= len(occupied))  # type: ignore[arg-type]
