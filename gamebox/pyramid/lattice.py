"""Positions of the dice pyramid as lattice points (docs/pyramid.md).

A position is `(x, y, z)` with non-negative integers and `x + y + z <= 8`: 165 points.
Its layer (0 = bottom, 8 = top) is `8 - (x + y + z)`; "up" is the direction -(1, 1, 1).
A die at `p` rests on `p + e_x, p + e_y, p + e_z` (the plate, for the bottom layer) and
touches another die face to face exactly when their points differ by one unit vector.

Directions are numbered 0..5 as +x, -x, +y, -y, +z, -z; `axis(d) = d // 2`.
Everything here is a pure function of positions and a set of occupied positions.
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator

Pos = tuple[int, int, int]

TOP_SUM = 8           # coordinate sum of the bottom layer
LAYERS = 9
PLATE_SUM = 9         # the virtual layer the plate's hollows belong to

# Directions: +x, -x, +y, -y, +z, -z
DIRECTIONS: tuple[Pos, ...] = ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))
PLUS = (0, 2, 4)      # +e_x, +e_y, +e_z: toward the supports (down)
MINUS = (1, 3, 5)     # -e_x, -e_y, -e_z: the upper faces, toward the sides x=0, y=0, z=0


def axis(direction: int) -> int:
    return direction // 2


def opposite(direction: int) -> int:
    return direction ^ 1


def direction_of(axis_index: int, sign: int) -> int:
    return 2 * axis_index + (0 if sign > 0 else 1)


def step(p: Pos, direction: int, times: int = 1) -> Pos:
    d = DIRECTIONS[direction]
    return (p[0] + times * d[0], p[1] + times * d[1], p[2] + times * d[2])


def inside(p: Pos) -> bool:
    return min(p) >= 0 and sum(p) <= TOP_SUM


def layer(p: Pos) -> int:
    return TOP_SUM - sum(p)


ALL: tuple[Pos, ...] = tuple(sorted(
    ((x, y, z) for x in range(9) for y in range(9) for z in range(9) if x + y + z <= TOP_SUM),
    key=lambda p: (layer(p), p)))
INDEX: dict[Pos, int] = {p: i for i, p in enumerate(ALL)}


def positions_in_layer(n: int) -> tuple[Pos, ...]:
    return tuple(p for p in ALL if layer(p) == n)


LAYER_SIZES = tuple(len(positions_in_layer(n)) for n in range(LAYERS))   # 45, 36, ..., 1
BOTTOM = positions_in_layer(0)
APEX: Pos = (0, 0, 0)


# -- contact ------------------------------------------------------------------------------
def supports(p: Pos) -> tuple[Pos, ...]:
    """The three dice a die at `p` rests on; () for the bottom layer (it rests on the plate)."""
    if layer(p) == 0:
        return ()
    return tuple(step(p, d) for d in PLUS)


def resting_on(p: Pos) -> tuple[Pos, ...]:
    """Positions whose dice would rest on `p` (one layer up, inside the pyramid)."""
    return tuple(q for q in (step(p, d) for d in MINUS) if inside(q))


def face_neighbours(p: Pos) -> tuple[Pos, ...]:
    """Positions that touch `p` face to face (always one layer up or down)."""
    return tuple(q for q in (step(p, d) for d in range(6)) if inside(q))


def edge_neighbours(p: Pos) -> tuple[Pos, ...]:
    """Same-layer positions that touch `p` along an edge (points differ by e_i - e_j)."""
    out = []
    for i in range(3):
        for j in range(3):
            if i != j:
                q = list(p)
                q[i] += 1
                q[j] -= 1
                if inside(tuple(q)):
                    out.append(tuple(q))
    return tuple(out)


def touch_face(p: Pos, q: Pos) -> bool:
    return sum(abs(a - b) for a, b in zip(p, q)) == 1


def touch_edge(p: Pos, q: Pos) -> bool:
    diff = sorted(a - b for a, b in zip(p, q))
    return diff == [-1, 0, 1]


# -- the rule book's terms over a set of occupied positions -----------------------------
def is_funnel(occupied: Collection[Pos], p: Pos) -> bool:
    """TRICHTER: an empty position whose three supports are present (the plate always is)."""
    return inside(p) and p not in occupied and all(q in occupied for q in supports(p))


def funnels(occupied: Collection[Pos]) -> list[Pos]:
    return [p for p in ALL if is_funnel(occupied, p)]


def funnel_faces(p: Pos) -> tuple[tuple[Pos, int], ...]:
    """The three dice forming funnel `p` and the direction of the face each points at `p`.

    Die `p + e_i` points its face `-e_i` at `p`. For the bottom layer these are the plate's
    three hollow walls, so the result is ()."""
    if layer(p) == 0:
        return ()
    return tuple((step(p, d), opposite(d)) for d in PLUS)


def saddle(p: Pos) -> tuple[Pos, Pos, Pos]:
    """SATTEL: three same-layer dice around funnel `p` (touching pairwise along edges)."""
    return tuple(step(p, d) for d in PLUS)  # type: ignore[return-value]


def peak(q: Pos) -> tuple[Pos, Pos, Pos]:
    """SPITZE: three same-layer dice around a point below them, where nothing can ever lie."""
    return tuple(step(q, d) for d in MINUS)  # type: ignore[return-value]


def is_free(occupied: Collection[Pos], p: Pos) -> bool:
    """FREI LIEGEND: no die rests on it, so it can be taken without moving others."""
    return p in occupied and not any(q in occupied for q in resting_on(p))


def free_dice(occupied: Collection[Pos]) -> list[Pos]:
    return [p for p in ALL if is_free(occupied, p)]


def is_stable(occupied: Collection[Pos]) -> bool:
    """Every die rests on three dice or on the plate."""
    return all(q in occupied for p in occupied for q in supports(p))


def uncovered_upper_faces(occupied: Collection[Pos], p: Pos) -> tuple[int, ...]:
    """Upper faces (directions -e_i) of `p` that no die lies against."""
    return tuple(d for d in MINUS if step(p, d) not in occupied)


# -- lines and planes ---------------------------------------------------------------------
def row_through(occupied: Collection[Pos], p: Pos, axis_index: int) -> list[Pos]:
    """REIHE: the maximal straight line of occupied positions along one axis through `p`.

    Consecutive dice differ by a unit vector, so each touches the next face to face."""
    if p not in occupied:
        return []
    plus, minus = direction_of(axis_index, 1), direction_of(axis_index, -1)
    line = [p]
    q = step(p, minus)
    while q in occupied:
        line.insert(0, q)
        q = step(q, minus)
    q = step(p, plus)
    while q in occupied:
        line.append(q)
        q = step(q, plus)
    return line


def rows(occupied: Collection[Pos], min_length: int = 2) -> list[list[Pos]]:
    """All maximal rows of at least `min_length` dice, each listed once (upper end first)."""
    out = []
    for a in range(3):
        minus = direction_of(a, -1)
        for p in occupied:
            if step(p, minus) in occupied:
                continue  # not the upper end of its row
            line = row_through(occupied, p, a)
            if len(line) >= min_length:
                out.append(line)
    return sorted(out)


def longest_row(dice: Collection[Pos]) -> int:
    return max((len(r) for r in rows(dice, 1)), default=0)


def side(n: int) -> tuple[Pos, ...]:
    """SEITE: the sloping side facing the player at side `n` (0: x=0, 1: y=0, 2: z=0)."""
    return tuple(p for p in ALL if p[n] == 0)


def sloping_edge(a: int, b: int) -> tuple[Pos, ...]:
    """The sloping edge where coordinates `a` and `b` are 0, from the bottom corner up."""
    return tuple(sorted((p for p in ALL if p[a] == 0 and p[b] == 0), key=layer))


SLOPING_EDGES: tuple[tuple[Pos, ...], ...] = (sloping_edge(1, 2), sloping_edge(0, 2), sloping_edge(0, 1))


def bottom_edge(n: int) -> tuple[Pos, ...]:
    """The bottom edge on side `n`: bottom-layer points with coordinate n equal to 0."""
    return tuple(p for p in BOTTOM if p[n] == 0)


def is_rim(p: Pos) -> bool:
    """RANDTRICHTER: a bottom-layer position on the outside (a coordinate is 0)."""
    return layer(p) == 0 and 0 in p


def is_corner(p: Pos) -> bool:
    """ECKTRICHTER: a bottom-layer position where two coordinates are 0."""
    return layer(p) == 0 and sorted(p)[:2] == [0, 0]


RIM: tuple[Pos, ...] = tuple(p for p in BOTTOM if is_rim(p))
CORNERS: tuple[Pos, ...] = ((8, 0, 0), (0, 8, 0), (0, 0, 8))


def corner_opposite(side_index: int) -> Pos:
    """The corner funnel opposite the side `side_index` (x=0 -> (8, 0, 0))."""
    c = [0, 0, 0]
    c[side_index] = TOP_SUM
    return tuple(c)  # type: ignore[return-value]


# -- notation -----------------------------------------------------------------------------
def name(p: Pos) -> str:
    """A position as three digits `xyz`, e.g. `800` is the corner opposite side x=0."""
    return f"{p[0]}{p[1]}{p[2]}"


def parse(text: str) -> Pos | None:
    if len(text) != 3 or not (text.isascii() and text.isdigit()):
        return None
    p = (int(text[0]), int(text[1]), int(text[2]))
    return p if inside(p) else None


def connected(dice: Iterable[Pos]) -> bool:
    """Whether dice form one group through face contacts."""
    group = set(dice)
    if not group:
        return True
    seen = {next(iter(group))}
    todo = list(seen)
    while todo:
        p = todo.pop()
        for q in face_neighbours(p):
            if q in group and q not in seen:
                seen.add(q)
                todo.append(q)
    return seen == group


def iter_layers(occupied: Collection[Pos]) -> Iterator[tuple[int, list[Pos]]]:
    for n in range(LAYERS):
        yield n, [p for p in positions_in_layer(n) if p in occupied]
