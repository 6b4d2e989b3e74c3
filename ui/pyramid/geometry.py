"""Pure math for the 3D view (numpy, no GL): die rotations in world space, quaternions,
and the per-face ambient-occlusion bits computed from occupancy.

A die's local frame is the one of `gamebox.pyramid.dice` (pip 1 at +x, 2 at +y, 3 at +z).
Its world rotation is `space.ROTATION @ dice.matrix(o)`: lattice to world after local to lattice.
"""
from __future__ import annotations

from collections.abc import Collection

import numpy as np

from gamebox.pyramid import dice, lattice, space
from gamebox.pyramid.lattice import Pos

LOCAL_PIPS = dice.LOCAL_PIPS            # pip count of local face 0..5 (+x, -x, +y, -y, +z, -z)
UNIT = np.array(lattice.DIRECTIONS, dtype=float)

# Face-local tangents (u, v) with u x v = the face normal, so faces wind counter-clockwise outside.
FACE_AXES: tuple[tuple[np.ndarray, np.ndarray, np.ndarray], ...] = tuple(
    (n, np.roll(n, 1), np.roll(abs(n), 2))
    for n in UNIT)


def _check_axes() -> None:
    for n, u, v in FACE_AXES:
        assert np.allclose(np.cross(u, v), n), (n, u, v)


_check_axes()

LATTICE_MATRICES = np.array([np.array(dice.matrix(o), dtype=float) for o in range(24)])
WORLD_MATRICES = np.einsum("ij,ojk->oik", space.ROTATION, LATTICE_MATRICES)   # (24, 3, 3)


def world_matrix(orientation: int) -> np.ndarray:
    """Local die frame -> world, 3x3."""
    return WORLD_MATRICES[orientation]


# -- quaternions (w, x, y, z) for animation ---------------------------------------------------
def quat_from_matrix(m: np.ndarray) -> np.ndarray:
    t = np.trace(m)
    if t > 0:
        s = np.sqrt(t + 1.0) * 2
        q = [0.25 * s, (m[2, 1] - m[1, 2]) / s, (m[0, 2] - m[2, 0]) / s, (m[1, 0] - m[0, 1]) / s]
    elif m[0, 0] > m[1, 1] and m[0, 0] > m[2, 2]:
        s = np.sqrt(1.0 + m[0, 0] - m[1, 1] - m[2, 2]) * 2
        q = [(m[2, 1] - m[1, 2]) / s, 0.25 * s, (m[0, 1] + m[1, 0]) / s, (m[0, 2] + m[2, 0]) / s]
    elif m[1, 1] > m[2, 2]:
        s = np.sqrt(1.0 + m[1, 1] - m[0, 0] - m[2, 2]) * 2
        q = [(m[0, 2] - m[2, 0]) / s, (m[0, 1] + m[1, 0]) / s, 0.25 * s, (m[1, 2] + m[2, 1]) / s]
    else:
        s = np.sqrt(1.0 + m[2, 2] - m[0, 0] - m[1, 1]) * 2
        q = [(m[1, 0] - m[0, 1]) / s, (m[0, 2] + m[2, 0]) / s, (m[1, 2] + m[2, 1]) / s, 0.25 * s]
    q = np.array(q)
    return q / np.linalg.norm(q)


def matrix_from_quat(q: np.ndarray) -> np.ndarray:
    w, x, y, z = q / np.linalg.norm(q)
    return np.array([
        [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
        [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
        [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ])


def slerp(a: np.ndarray, b: np.ndarray, t: float) -> np.ndarray:
    dot = float(np.dot(a, b))
    if dot < 0:
        b, dot = -b, -dot
    if dot > 0.9995:
        q = a + t * (b - a)
        return q / np.linalg.norm(q)
    theta = np.arccos(dot)
    return (np.sin((1 - t) * theta) * a + np.sin(t * theta) * b) / np.sin(theta)


def smooth(t: float) -> float:
    """Ease in and out."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


# -- ambient occlusion ------------------------------------------------------------------------
# Bits of one face: edges +u, -u, +v, -v (0..3), corners ++, +-, -+, -- (4..7); all 8 if covered.
_EDGE_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))


def solid(cell: Pos, occupied: Collection[Pos]) -> bool:
    """A die, or part of the plate (the virtual layer x+y+z = 9 and all below it)."""
    return cell in occupied or (sum(cell) > lattice.TOP_SUM and min(cell) >= 0)


def face_bits(p: Pos, normal: np.ndarray, u: np.ndarray, v: np.ndarray, occupied: Collection[Pos]) -> int:
    """The 8 occlusion bits of the face of the cube at lattice `p` with lattice normal/tangents."""
    front = np.asarray(p) + normal
    if solid(tuple(int(c) for c in front), occupied):
        return 0xFF
    bits = 0
    for k, (a, b) in enumerate(_EDGE_STEPS):
        c = front + a * u + b * v
        if solid((int(c[0]), int(c[1]), int(c[2])), occupied):
            bits |= 1 << k
    return bits


def _face_frames(orientation: int) -> tuple[tuple[Pos, tuple[Pos, ...]], ...]:
    """Per local face: the lattice normal and the 8 lattice offsets (from the front cell) of its
    edge and corner neighbours, as integer tuples (plain Python is faster than numpy here)."""
    m = LATTICE_MATRICES[orientation]
    out = []
    for n, u, v in FACE_AXES:
        ln, lu, lv = ((m @ a).round().astype(int) for a in (n, u, v))
        steps = tuple(tuple(int(c) for c in a * lu + b * lv) for a, b in _EDGE_STEPS)
        out.append((tuple(int(c) for c in ln), steps))
    return tuple(out)


FACE_FRAMES = tuple(_face_frames(o) for o in range(24))


def _solid(c: Pos, occupied: Collection[Pos]) -> bool:
    return c in occupied or (c[0] + c[1] + c[2] > 8 and c[0] >= 0 and c[1] >= 0 and c[2] >= 0)


def die_ao(p: Pos, orientation: int, occupied: Collection[Pos]) -> tuple[int, int]:
    """Occlusion bits of the 6 local faces of a die, packed 3 faces (24 bits) per word."""
    words = [0, 0]
    x, y, z = p
    for f, (n, steps) in enumerate(FACE_FRAMES[orientation]):
        fx, fy, fz = x + n[0], y + n[1], z + n[2]
        if _solid((fx, fy, fz), occupied):
            bits = 0xFF
        else:
            bits = 0
            for k, s in enumerate(steps):
                if _solid((fx + s[0], fy + s[1], fz + s[2]), occupied):
                    bits |= 1 << k
        words[f // 3] |= bits << (8 * (f % 3))
    return words[0], words[1]
