"""World coordinates and picking (gamebox.pyramid.space) against the geometry.

Claims (docs/pyramid.md): the world map is a proper rotation taking "up" -(1,1,1)/sqrt(3)
to +Z, so each die is a unit cube standing on its corner; the plate's hollows are the
common corners of the virtual layer x+y+z = 9 and bottom out at Z = 0; seen from above
the sides' outward normals run counter-clockwise x=0, z=0, y=0; the player at x=0 sits at
-Y with y=0 on his left and z=0 on his right; the corner (8,0,0) lies opposite him; his
four tipping directions are right, left, forward-right, forward-left and the two moves
lowering x go backward; a ray cast in lattice space finds the nearest die and its face.
"""
from __future__ import annotations

import math
from itertools import product

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.pyramid import lattice, space
from gamebox.pyramid.lattice import ALL, BOTTOM

SQ3 = math.sqrt(3.0)
HALF = np.array([0.5, 0.5, 0.5])
LEFT_OF = {0: 1, 1: 2, 2: 0}
RIGHT_OF = {0: 2, 1: 0, 2: 1}


def angle(v):
    return math.atan2(v[1], v[0]) % (2 * math.pi)


def side_normal(n):
    """Outward normal of side n (its dice's faces -e_n), projected on world XY."""
    return space.direction_world(lattice.MINUS[n])[:2]


def up_closure(generators):
    return frozenset(q for q in ALL if any(all(a >= b for a, b in zip(q, g)) for g in generators))


# -- the map ----------------------------------------------------------------------------------
def test_the_world_map_is_a_proper_rotation_taking_up_to_plus_z():
    r = space.ROTATION
    assert np.allclose(r @ r.T, np.eye(3)) and math.isclose(np.linalg.det(r), 1.0)
    assert np.allclose(r @ (-np.ones(3) / SQ3), [0, 0, 1])
    for p in ALL:
        w = space.world(p)
        assert np.allclose(space.to_lattice(w), p)
        assert math.isclose(w[2], lattice.layer(p) * space.LAYER_HEIGHT + SQ3 / 2, abs_tol=1e-9)
    assert np.allclose(space.worlds(np.array(ALL, dtype=float)), [space.world(p) for p in ALL])
    assert math.isclose(space.LAYER_HEIGHT, 1 / SQ3)


def test_each_die_is_a_unit_cube_standing_on_its_corner():
    for p in (lattice.APEX, (8, 0, 0), (2, 3, 3)):
        centre = space.world(p)
        lowest, highest = space.world(np.add(p, HALF)), space.world(np.subtract(p, HALF))
        assert np.allclose(lowest - centre, [0, 0, -SQ3 / 2])      # the corner it stands on
        assert np.allclose(highest - centre, [0, 0, SQ3 / 2])
        corners = [space.world(np.add(p, s)) for s in product((-0.5, 0.5), repeat=3)]
        edges = [np.linalg.norm(a - b) for a in corners for b in corners]
        assert math.isclose(min(e for e in edges if e > 1e-9), 1.0)   # unit edges
    for d in range(6):
        v = space.direction_world(d)
        assert math.isclose(np.linalg.norm(v), 1.0)
        # the upper faces -e_i point up, the lower faces +e_i down, all at the same slope
        assert math.isclose(v[2], (1 if d in lattice.MINUS else -1) / SQ3)


def test_the_plate_hollows_are_corners_of_the_virtual_layer_9():
    centres = space.worlds(np.array(BOTTOM, dtype=float))
    assert np.allclose(centres[:, :2].mean(axis=0), [0, 0])     # the plate is centred on Z
    for p in BOTTOM:
        hollow = np.add(p, HALF)           # the corner the die stands on
        assert math.isclose(space.world(hollow)[2], 0.0, abs_tol=1e-9)
        # it is a corner of each of the three virtual cubes p + e_i (x + y + z = 9) ...
        for e in np.eye(3):
            v = np.add(p, e)
            assert v.sum() == lattice.PLATE_SUM
            assert np.allclose(np.abs(hollow - v), 0.5)
    # ... whose 55 upper corners (the plate's peaks) stand above every hollow
    virtual = [v for v in product(range(10), repeat=3) if sum(v) == 9]
    assert len(virtual) == 55
    assert all(math.isclose(space.world(np.subtract(v, HALF))[2], 2 / SQ3) for v in virtual)
    tips = space.worlds(np.array([[9, 0, 0], [0, 9, 0], [0, 0, 9]], dtype=float))
    assert np.allclose(space.PLATE_CORNERS, tips)
    assert np.allclose(tips[:, :2].sum(axis=0), [0, 0])


# -- seats ----------------------------------------------------------------------------------
def test_seen_from_above_the_sides_run_counter_clockwise_x_z_y():
    a = [angle(side_normal(n)) for n in range(3)]
    ccw = lambda s, t: 0 < (a[t] - a[s]) % (2 * math.pi) < math.pi
    assert ccw(0, 2) and ccw(2, 1) and ccw(1, 0)          # x=0 -> z=0 -> y=0 -> x=0
    assert not ccw(0, 1)
    for n in range(3):       # evenly spaced, 120 degrees apart
        assert math.isclose(np.linalg.norm(side_normal(n)), math.sqrt(2 / 3))


def test_the_player_at_x0_sits_at_minus_y_with_y0_left_and_z0_right():
    assert np.allclose(side_normal(0) / np.linalg.norm(side_normal(0)), [0, -1])
    assert side_normal(1)[0] < 0 < side_normal(2)[0]       # left is -X, right is +X
    for seat in range(3):
        facing = -side_normal(seat)
        for other, sign in ((LEFT_OF[seat], 1), (RIGHT_OF[seat], -1)):
            towards = side_normal(other) - side_normal(seat)
            assert sign * (facing[0] * towards[1] - facing[1] * towards[0]) > 0


def test_a_seated_player_sees_the_faces_minus_e_of_his_side():
    for seat in range(3):
        eye = np.append(3 * side_normal(seat), 0.0)
        eye = eye / np.linalg.norm(eye)
        faces = [d for d in range(6) if np.dot(space.direction_world(d), eye) > 0.5]
        assert faces == [lattice.MINUS[seat]]


def test_the_corner_opposite_each_side():
    centre = space.world((8 / 3, 8 / 3, 8 / 3))
    for seat in range(3):
        corner = space.world(lattice.corner_opposite(seat)) - centre
        n = side_normal(seat)
        cos = np.dot(corner[:2], n) / np.linalg.norm(corner[:2]) / np.linalg.norm(n)
        assert math.isclose(cos, -1.0)
    assert space.world((8, 0, 0))[1] > 0 and math.isclose(space.world((8, 0, 0))[0], 0, abs_tol=1e-9)


def test_tipping_directions_of_the_player_at_x0():
    def move(v):
        return space.ROTATION @ np.asarray(v, dtype=float)
    right, left = move((0, 1, -1)), move((0, -1, 1))               # p - e_z + e_y, p - e_y + e_z
    fwd_right, fwd_left = move((1, 0, -1)), move((1, -1, 0))       # p + e_x - e_z, p + e_x - e_y
    back = [move((-1, 1, 0)), move((-1, 0, 1))]                    # the two that lower x
    for v in (right, left, fwd_right, fwd_left, *back):
        assert math.isclose(v[2], 0.0, abs_tol=1e-9)                # tips stay on the plate
    assert right[0] > 0 and math.isclose(right[1], 0, abs_tol=1e-9)
    assert left[0] < 0 and math.isclose(left[1], 0, abs_tol=1e-9)
    assert fwd_right[0] > 0 < fwd_right[1] and fwd_left[0] < 0 < fwd_left[1]
    assert all(v[1] < 0 for v in back)
    # for every seat: a move goes backward exactly when it lowers that seat's coordinate
    for seat in range(3):
        for i, j in product(range(3), repeat=2):
            if i != j:
                v = np.zeros(3)
                v[i], v[j] = -1, 1
                toward_seat = np.dot(move(v)[:2], side_normal(seat)) > 1e-9
                assert toward_seat == (i == seat)


# -- picking --------------------------------------------------------------------------------
def test_a_ray_at_a_face_hits_that_face():
    for p in ALL:
        for d in range(6):
            out = space.direction_world(d)
            origin = space.world(p) + 5 * out
            hit = space.cast(origin, -out, [p])
            assert hit is not None and hit.position == p and hit.face == d and not hit.target
            assert math.isclose(hit.distance, 4.5, abs_tol=1e-9)


def test_picking_misses_and_targets():
    assert space.cast([0, 0, 50], [0, 0, -1], []) is None
    assert space.cast([0, 0, 50], [0, 0, 1], [(0, 0, 0)]) is None          # pointing away
    assert space.cast([100, 0, 50], [0, 0, -1], list(ALL)) is None         # beside the pyramid
    hit = space.cast([0, 0, 50], [0, 0, -1], list(ALL))                   # from straight above
    assert hit.position == lattice.APEX and hit.face in lattice.MINUS
    assert math.isclose(hit.distance, 50 - space.world(lattice.APEX)[2] - SQ3 / 2, abs_tol=1e-9)
    hit = space.cast([0, 0, 50], [0, 0, -1], [], targets=[lattice.APEX])
    assert hit.target and hit.position == lattice.APEX
    # an empty funnel behind a die is not picked through it
    hit = space.cast([0, 0, 50], [0, 0, -1], [lattice.APEX], targets=[(1, 1, 1)])
    assert hit.position == lattice.APEX and not hit.target


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(ALL), max_size=5).map(up_closure),
       st.sampled_from(ALL), st.integers(0, 5))
def test_a_ray_along_a_lattice_line_hits_the_first_die_on_it(occupied, p, d):
    """Cast along direction d through the centres of one lattice line, from outside."""
    vec = np.array(lattice.DIRECTIONS[d], dtype=float)
    origin_lattice = np.asarray(p, dtype=float) - 12 * vec
    hit = space.cast(space.world(origin_lattice), space.ROTATION @ vec, sorted(occupied))
    line = [tuple(int(c) for c in origin_lattice + k * vec) for k in range(25)]
    first = next((k for k, q in enumerate(line) if q in occupied), None)
    if first is None:
        assert hit is None
    else:
        assert hit.position == line[first]
        assert hit.face == lattice.opposite(d)
        assert math.isclose(hit.distance, first - 0.5, abs_tol=1e-9)
