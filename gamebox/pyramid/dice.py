"""The 24 orientations of a standard die, as seen in the pyramid's lattice.

A standard Western die: opposite faces sum to 7, and 1, 2, 3 run counter-clockwise
around their common corner. In the die's own frame pip 1 faces +x, 2 faces +y and
3 faces +z (6, 5 and 4 the opposite ways): that frame is right-handed, which is
exactly the counter-clockwise die. An orientation is a proper rotation `R` taking the
die's frame to the lattice; we keep it as the pip facing each lattice direction
(+x, -x, +y, -y, +z, -z), and number the 24 of them 0..23 for records.
"""
from __future__ import annotations

from itertools import permutations, product

from .lattice import DIRECTIONS, MINUS, axis, opposite

Pips = tuple[int, int, int, int, int, int]   # pip facing +x, -x, +y, -y, +z, -z
Matrix = tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]

# The die's own frame: the pip whose face normal is +x, -x, +y, -y, +z, -z.
LOCAL_PIPS: Pips = (1, 6, 2, 5, 3, 4)


def _det(m: Matrix) -> int:
    return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))


def _rotations() -> list[Matrix]:
    out = []
    for perm in permutations(range(3)):
        for signs in product((1, -1), repeat=3):
            m = [[0, 0, 0] for _ in range(3)]
            for col, row in enumerate(perm):
                m[row][col] = signs[col]
            mat = tuple(tuple(r) for r in m)
            if _det(mat) == 1:
                out.append(mat)
    return out


def _apply(m: Matrix, v: tuple[int, int, int]) -> tuple[int, int, int]:
    return tuple(sum(m[r][c] * v[c] for c in range(3)) for r in range(3))  # type: ignore[return-value]


def pips_of(m: Matrix) -> Pips:
    """The pip facing each lattice direction when the die's frame is turned by `m`."""
    out = [0] * 6
    for local_dir, pip in enumerate(LOCAL_PIPS):
        out[DIRECTIONS.index(_apply(m, DIRECTIONS[local_dir]))] = pip
    return tuple(out)  # type: ignore[return-value]


ROTATIONS: tuple[Matrix, ...] = tuple(sorted(_rotations(), key=pips_of))
ORIENTATIONS: tuple[Pips, ...] = tuple(pips_of(m) for m in ROTATIONS)
INDEX: dict[Pips, int] = {o: i for i, o in enumerate(ORIENTATIONS)}
IDENTITY = INDEX[LOCAL_PIPS]


def pip(orientation: int, direction: int) -> int:
    """The pip on the face of die `orientation` that faces lattice `direction`."""
    return ORIENTATIONS[orientation][direction]


def matrix(orientation: int) -> Matrix:
    """Rotation from the die's frame (1 at +x, 2 at +y, 3 at +z) to the lattice."""
    return ROTATIONS[orientation]


def from_pips(**faces: int) -> list[int]:
    """Orientations with the given pips, e.g. `from_pips(mx=3, my=2, mz=1)`.

    Keys name directions: px, mx, py, my, pz, mz (plus or minus x, y, z)."""
    keys = ("px", "mx", "py", "my", "pz", "mz")
    want = {keys.index(k): v for k, v in faces.items()}
    return [i for i, o in enumerate(ORIENTATIONS) if all(o[d] == v for d, v in want.items())]


def orientation_with(faces: dict[int, int]) -> int:
    """The one orientation with these pips per direction (two adjacent faces fix it)."""
    found = [i for i, o in enumerate(ORIENTATIONS) if all(o[d] == v for d, v in faces.items())]
    if len(found) != 1:
        raise ValueError(f"{faces} fix {len(found)} orientations, not one")
    return found[0]


def upper_pips(orientation: int) -> tuple[int, int, int]:
    """Pips toward the sides x=0, y=0, z=0 (the faces -e_x, -e_y, -e_z)."""
    o = ORIENTATIONS[orientation]
    return (o[MINUS[0]], o[MINUS[1]], o[MINUS[2]])


def tip(orientation: int, i: int, j: int) -> int:
    """The orientation after tipping from `p` to `p - e_i + e_j` (axes i != j).

    The rotation takes e_i to -e_j and e_j to e_i and keeps e_k: the pip that faced
    direction d now faces R(d)."""
    if i == j:
        raise ValueError("tipping needs two different axes")
    old = ORIENTATIONS[orientation]
    new = [0] * 6
    for d in range(6):
        new[_tip_direction(d, i, j)] = old[d]
    return INDEX[tuple(new)]  # type: ignore[index]


def _tip_direction(d: int, i: int, j: int) -> int:
    a, positive = axis(d), d % 2 == 0
    if a == i:   # +e_i -> -e_j, -e_i -> +e_j
        return 2 * j + (1 if positive else 0)
    if a == j:   # +e_j -> +e_i
        return 2 * i + (0 if positive else 1)
    return d


def is_standard(pips: tuple[int, ...]) -> bool:
    """Opposite faces sum to 7 and 1-2-3 run counter-clockwise: one of the 24."""
    return tuple(pips) in INDEX


def opposite_pip(p: int) -> int:
    return 7 - p


__all__ = ["IDENTITY", "INDEX", "ORIENTATIONS", "ROTATIONS", "from_pips", "is_standard", "matrix",
           "opposite", "opposite_pip", "orientation_with", "pip", "tip", "upper_pips"]
