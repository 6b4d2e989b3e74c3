"""Geometry for the GL item (numpy, no GL): the die, the plate, the background triangle.

Vertex layout of both meshes: position (3), normal (3), face uv in [-1, 1] (2), and one
float `tag` (a die: pip count of the local face; the plate: its material id).
"""
from __future__ import annotations

from collections.abc import Collection

import numpy as np

from gamebox.pyramid import lattice, space
from gamebox.pyramid.lattice import Pos

from .geometry import FACE_AXES, LOCAL_PIPS, face_bits

FLOATS = 9
BEVEL = 0.09            # width of the shaded rounded edge, in face-uv units (a face spans -1..1)

# Plate materials (the shader's `tag`)
HOLLOW, WALL, SLAB_TOP, SLAB_EDGE = 0.0, 1.0, 2.0, 3.0
SLAB_DEPTH = 0.9
SLAB_SCALE = 1.15       # the slab's outline, relative to the hollows' triangle


def die_mesh() -> tuple[np.ndarray, np.ndarray]:
    """A unit cube, two triangles a face: (vertices (24, 9) float32, indices uint32).

    The rounded edges are a shading trick in the fragment shader: on a software rasterizer
    the thin triangles of a real bevel cost more than all the shading (measured: 12 ms
    against 5 ms for the full pyramid)."""
    verts, tris = [], []
    for f, (n, u, v) in enumerate(FACE_AXES):
        base = len(verts)
        for s, t in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
            verts.append([*(0.5 * (n + s * u + t * v)), *n, s, t, LOCAL_PIPS[f]])
        tris += [base, base + 1, base + 2, base, base + 2, base + 3]
    return np.array(verts, np.float32), np.array(tris, np.uint32)


# -- the plate --------------------------------------------------------------------------------
PLATE_CUBES: tuple[Pos, ...] = tuple(
    (x, y, 9 - x - y) for x in range(10) for y in range(10 - x))      # the 55 virtual cubes


def _lattice_tri(points: list[tuple[float, float, float]], normal: np.ndarray, tag: float) -> list[list[float]]:
    """One flat triangle given in lattice coordinates, wound to face `normal` (world)."""
    w = space.worlds(np.array(points))
    if np.dot(np.cross(w[1] - w[0], w[2] - w[0]), normal) < 0:
        w = w[[0, 2, 1]]
    return [[*p, *normal, 0.0, 0.0, tag] for p in w]


def _world_tri(w: np.ndarray, normal: np.ndarray, tag: float) -> list[list[float]]:
    if np.dot(np.cross(w[1] - w[0], w[2] - w[0]), normal) < 0:
        w = w[[0, 2, 1]]
    return [[*p, *normal, 0.0, 0.0, tag] for p in w]


def hollow_faces() -> list[tuple[Pos, int]]:
    """(cube, upper direction) of every face of the hollows, in the order of `plate_mesh`."""
    return [(c, d) for c in PLATE_CUBES for d in lattice.MINUS]


def plate_mesh() -> tuple[np.ndarray, int]:
    """Triangles (not indexed) of the plate, and how many leading vertices are hollow faces
    (6 per face, in `hollow_faces()` order) whose occlusion changes with the dice."""
    out: list[list[float]] = []
    for c, d in hollow_faces():
        n, u, v = FACE_AXES[d]
        normal = space.ROTATION @ n
        quad = ((-1, -1), (1, -1), (1, 1), (-1, 1))
        w = space.worlds(np.array([np.asarray(c) + 0.5 * (n + su * u + sv * v) for su, sv in quad]))
        for k in (0, 1, 2, 0, 2, 3):
            out.append([*w[k], *normal, *quad[k], HOLLOW])
    hollow_count = len(out)
    # Notches of the three walls (continuing the pyramid's sides down to the slab at Z = 0).
    for a in range(3):
        b, c = [i for i in range(3) if i != a]
        normal = space.direction_world(lattice.MINUS[a])

        def pt(pb: float, pc: float, a: int = a, b: int = b, c: int = c) -> tuple[float, float, float]:
            q = [0.0, 0.0, 0.0]
            q[a], q[b], q[c] = -0.5, pb, pc
            return tuple(q)  # type: ignore[return-value]

        tris = [[pt(k + .5, 8.5 - k), pt(k + .5, 9.5 - k), pt(k + 1.5, 8.5 - k)] for k in range(9)]
        tris += [[pt(-.5, 9.5), pt(.5, 9.5), pt(-.5, 10.5)], [pt(9.5, -.5), pt(10.5, -.5), pt(9.5, .5)]]
        for tri in tris:
            out += _lattice_tri(tri, normal, WALL)
    out += _slab()
    return np.array(out, np.float32), hollow_count


def slab_corners() -> tuple[np.ndarray, np.ndarray]:
    inner = space.worlds(np.array([[10.5, -.5, -.5], [-.5, 10.5, -.5], [-.5, -.5, 10.5]]))
    inner[:, 2] = 0.0
    outer = inner * np.array([SLAB_SCALE, SLAB_SCALE, 0.0])
    return inner, outer


def _slab() -> list[list[float]]:
    inner, outer = slab_corners()
    up = np.array([0.0, 0.0, 1.0])
    chamfer = 0.18
    lip = outer * (1 + chamfer / np.linalg.norm(outer[0])) - np.array([0, 0, chamfer])
    bottom = lip - np.array([0, 0, SLAB_DEPTH])
    out: list[list[float]] = []
    for i in range(3):
        j = (i + 1) % 3
        out += _world_tri(np.array([inner[i], outer[i], outer[j]]), up, SLAB_TOP)
        out += _world_tri(np.array([inner[i], outer[j], inner[j]]), up, SLAB_TOP)
        mid = (outer[i] + outer[j]) / 2
        side = mid / np.linalg.norm(mid)
        bevel = (side + up) / np.linalg.norm(side + up)
        out += _world_tri(np.array([outer[i], lip[i], lip[j]]), bevel, SLAB_EDGE)
        out += _world_tri(np.array([outer[i], lip[j], outer[j]]), bevel, SLAB_EDGE)
        side = np.array([side[0], side[1], 0.0])
        out += _world_tri(np.array([lip[i], bottom[i], bottom[j]]), side, SLAB_EDGE)
        out += _world_tri(np.array([lip[i], bottom[j], lip[j]]), side, SLAB_EDGE)
    return out


def plate_ao(occupied: Collection[Pos]) -> np.ndarray:
    """Occlusion bits per hollow-face vertex (6 per face), for the dice `occupied`."""
    bits = [face_bits(c, *FACE_AXES[d], occupied) for c, d in hollow_faces()]
    return np.repeat(np.array(bits, np.uint32), 6)


def full_screen_triangle() -> np.ndarray:
    """Clip-space positions of one triangle covering the viewport (the background)."""
    return np.array([[-1, -1], [3, -1], [-1, 3]], np.float32)
