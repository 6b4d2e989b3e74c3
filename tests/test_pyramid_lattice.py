"""The pyramid's lattice (gamebox.pyramid.lattice) against every claim of its geometry.

Positions, layers, supports, face and edge contact, funnels, saddles and peaks, free dice,
rows, sides, edges, rim and corner funnels, and the xyz notation (docs/pyramid.md).
The facts are literals here; universal claims are checked over all positions or pairs,
and over random stable sets (hypothesis).
"""
from __future__ import annotations

from itertools import combinations, pairwise, product
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.pyramid import lattice
from gamebox.pyramid.lattice import ALL, BOTTOM

UNIT = ((1, 0, 0), (0, 1, 0), (0, 0, 1))


def add(p, *vs):
    return tuple(a + sum(v[k] for v in vs) for k, a in enumerate(p))


def sub(p, v):
    return tuple(a - b for a, b in zip(p, v))


def up_closure(generators):
    """The smallest stable set holding the generators: everything coordinatewise >= one of them."""
    return frozenset(q for q in ALL if any(all(a >= b for a, b in zip(q, g)) for g in generators))


def stable_sets(max_generators=6):
    """Random stable sets: every stable set is the up-closure of its own dice."""
    return st.lists(st.sampled_from(ALL), max_size=max_generators).map(up_closure)


def naive_stable(occupied):
    """Stable: every die off the plate has all three dice it rests on."""
    return all(sum(p) == 8 or all(add(p, e) in occupied for e in UNIT) for p in occupied)


def cube_contact_dimension(p, q):
    """Dimension of the intersection of the unit cubes centred at p and q (-1: apart)."""
    diffs = [abs(a - b) for a, b in zip(p, q)]
    if max(diffs) > 1:
        return -1
    return diffs.count(0)


# -- positions and layers -----------------------------------------------------------------
def test_165_positions_are_the_lattice_points_of_the_simplex():
    expected = {(x, y, z) for x, y, z in product(range(12), repeat=3) if x + y + z <= 8}
    assert len(ALL) == 165 == comb(11, 3) == len(expected)
    assert set(ALL) == expected and len(set(ALL)) == 165
    assert all(lattice.inside(p) == (p in expected)
               for p in product(range(-2, 11), repeat=3))
    assert all(lattice.INDEX[p] == i for i, p in enumerate(ALL))


def test_layers_from_bottom_to_top():
    assert lattice.LAYER_SIZES == (45, 36, 28, 21, 15, 10, 6, 3, 1)
    assert sum(lattice.LAYER_SIZES) == 165
    for p in ALL:
        assert lattice.layer(p) == 8 - sum(p)
    assert [lattice.layer(p) for p in ALL] == sorted(lattice.layer(p) for p in ALL)
    assert set(BOTTOM) == {p for p in ALL if sum(p) == 8} and len(BOTTOM) == 45
    assert lattice.positions_in_layer(8) == ((0, 0, 0),) == (lattice.APEX,)
    assert lattice.positions_in_layer(7) == ((0, 0, 1), (0, 1, 0), (1, 0, 0))


def test_directions_and_steps():
    assert lattice.DIRECTIONS == ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))
    for d in range(6):
        assert lattice.opposite(lattice.opposite(d)) == d != lattice.opposite(d)
        assert lattice.DIRECTIONS[lattice.opposite(d)] == tuple(-c for c in lattice.DIRECTIONS[d])
        assert lattice.direction_of(lattice.axis(d), 1 if d in lattice.PLUS else -1) == d
        assert lattice.step((4, 4, 4), d, 2) == add((4, 4, 4), lattice.DIRECTIONS[d], lattice.DIRECTIONS[d])
    # "up" is -(1,1,1): the minus directions raise the layer, the plus directions lower it
    for p in ALL:
        for d in lattice.MINUS:
            assert lattice.layer(lattice.step(p, d)) == lattice.layer(p) + 1
        for d in lattice.PLUS:
            assert lattice.layer(lattice.step(p, d)) == lattice.layer(p) - 1


# -- contact --------------------------------------------------------------------------------
def test_a_die_rests_on_three_dice_one_layer_lower_or_on_the_plate():
    for p in ALL:
        if sum(p) == 8:
            assert lattice.supports(p) == ()
        else:
            s = lattice.supports(p)
            assert set(s) == {add(p, e) for e in UNIT}
            assert all(lattice.inside(q) and lattice.layer(q) == lattice.layer(p) - 1 for q in s)


def test_resting_on_is_the_inverse_of_supports():
    for p in ALL:
        assert set(lattice.resting_on(p)) == {q for q in ALL if p in lattice.supports(q)}
    assert lattice.resting_on(lattice.APEX) == ()
    assert set(lattice.resting_on((8, 0, 0))) == {(7, 0, 0)}
    assert len(lattice.resting_on((2, 3, 3))) == 3


def test_face_contact_is_a_unit_vector_and_joins_adjacent_layers():
    for p, q in product(ALL, repeat=2):
        face = cube_contact_dimension(p, q) == 2
        unit = sorted(abs(a - b) for a, b in zip(p, q)) == [0, 0, 1]
        assert lattice.touch_face(p, q) == face == unit, (p, q)
        if face:
            assert abs(lattice.layer(p) - lattice.layer(q)) == 1
    for p in ALL:
        ns = lattice.face_neighbours(p)
        assert set(ns) == {q for q in ALL if lattice.touch_face(p, q)}
        assert all(p in lattice.face_neighbours(q) for q in ns)
    assert len(lattice.face_neighbours((2, 3, 2))) == 6      # inside: all six faces touch


def test_same_layer_dice_touch_only_along_an_edge():
    for p, q in product(ALL, repeat=2):
        if p == q or lattice.layer(p) != lattice.layer(q):
            continue
        dim = cube_contact_dimension(p, q)
        assert dim in (-1, 1), (p, q)       # never a face (2), never only a corner (0)
        diff = sub(p, q)
        is_ei_minus_ej = sorted(diff) == [-1, 0, 1]
        assert (dim == 1) == is_ei_minus_ej == lattice.touch_edge(p, q)
        assert (q in lattice.edge_neighbours(p)) == is_ei_minus_ej
    assert len(lattice.edge_neighbours((3, 3, 2))) == 6
    assert set(lattice.edge_neighbours((8, 0, 0))) == {(7, 1, 0), (7, 0, 1)}


# -- funnels, saddles, peaks --------------------------------------------------------------
def test_funnels_of_the_empty_plate_and_of_a_full_bottom_layer():
    assert lattice.funnels(set()) == list(BOTTOM) and len(BOTTOM) == 45
    assert lattice.funnels(set(BOTTOM)) == list(lattice.positions_in_layer(1))
    assert len(lattice.funnels(set(BOTTOM))) == 36
    assert lattice.funnels(set(ALL)) == []
    assert not lattice.is_funnel(set(), (9, 0, 0)) and not lattice.is_funnel(set(), (-1, 4, 5))


@settings(max_examples=20, deadline=None)
@given(stable_sets())
def test_funnels_are_exactly_where_a_die_can_be_added(occupied):
    assert naive_stable(occupied) and lattice.is_stable(occupied)
    want = [p for p in ALL if p not in occupied
            and all(q in occupied for q in lattice.supports(p))]
    assert lattice.funnels(occupied) == want
    for p in ALL:
        if p not in occupied:
            assert lattice.is_funnel(occupied, p) == naive_stable(occupied | {p})


def test_the_three_dice_forming_a_funnel_point_their_face_minus_e_i_at_it():
    for p in ALL:
        faces = lattice.funnel_faces(p)
        if sum(p) == 8:
            assert faces == ()      # the plate's hollow walls
            continue
        assert {q for q, _ in faces} == {add(p, e) for e in UNIT}
        for q, d in faces:
            i = next(k for k in range(3) if q[k] != p[k])
            assert lattice.DIRECTIONS[d] == tuple(-e for e in UNIT[i])
            # the face's centre q + d/2 lies on the surface of the cube at p
            centre = [q[k] + lattice.DIRECTIONS[d][k] / 2 for k in range(3)]
            assert max(abs(c - a) for c, a in zip(centre, p)) == 0.5
            assert lattice.step(q, d) == p


def test_three_dice_touching_pairwise_along_edges_form_a_saddle_or_a_peak():
    triples = 0
    for layer in range(9):
        ps = lattice.positions_in_layer(layer)
        for a, b, c in combinations(ps, 3):
            if not (lattice.touch_edge(a, b) and lattice.touch_edge(b, c) and lattice.touch_edge(a, c)):
                continue
            triples += 1
            total = add(a, b, c)
            # {a, b, c} = {r + e_i} needs a + b + c = 3r + (1,1,1); = {q - e_i}: 3q - (1,1,1)
            r_cand = tuple((t - 1) // 3 for t in total)
            q_cand = tuple((t + 1) // 3 for t in total)
            on_all = [r_cand] if {a, b, c} == {add(r_cand, e) for e in UNIT} else []
            below = [q_cand] if {a, b, c} == {sub(q_cand, e) for e in UNIT} else []
            # exactly one of the two
            assert len(on_all) + len(below) == 1, (a, b, c)
            if on_all:
                (r,) = on_all
                assert lattice.inside(r) and set(lattice.saddle(r)) == {a, b, c}
                assert lattice.layer(r) == layer + 1          # the funnel is above them
            else:
                (q,) = below
                assert set(lattice.peak(q)) == {a, b, c}
                assert sum(q) == sum(a) + 1                   # the point is below them
                # nothing can ever lie on a peak: no position rests on all three
                assert not any({a, b, c} <= set(lattice.supports(r)) for r in ALL)
    assert triples > 0
    # the book: 3 dice around a saddle always make a funnel
    for r in ALL:
        if sum(r) < 8:
            assert lattice.is_funnel(set(lattice.saddle(r)), r)


# -- free dice ------------------------------------------------------------------------------
def test_in_the_full_pyramid_only_the_top_die_is_free():
    assert lattice.free_dice(set(ALL)) == [(0, 0, 0)]
    assert lattice.free_dice(set(BOTTOM)) == list(BOTTOM)
    assert not lattice.is_free(set(ALL), (1, 0, 0)) and not lattice.is_free(set(), (1, 0, 0))


@settings(max_examples=20, deadline=None)
@given(stable_sets())
def test_a_free_die_can_be_taken_and_the_rest_stays_stable(occupied):
    for p in ALL:
        if p in occupied:
            assert lattice.is_free(occupied, p) == naive_stable(occupied - {p})
            assert lattice.is_free(occupied, p) == (
                not any(sub(p, e) in occupied for e in UNIT))
    if occupied:
        assert lattice.free_dice(occupied)     # a non-empty stable set always has a free die


# -- rows -----------------------------------------------------------------------------------
def test_rows_of_the_full_pyramid():
    rows = lattice.rows(set(ALL))
    assert len(rows) == 3 * 36              # lines along each axis with at least two dice
    assert len(lattice.rows(set(ALL), 1)) == 3 * 45
    assert lattice.longest_row(set(ALL)) == 9
    assert lattice.longest_row(set(BOTTOM)) == 1    # a layer has no rows: no face contact
    assert lattice.longest_row(set()) == 0


@settings(max_examples=60, deadline=None)
@given(st.sets(st.sampled_from(ALL), max_size=60))
def test_rows_are_maximal_straight_lines_of_face_contacts(dice_set):
    rows = lattice.rows(dice_set)
    seen = set()
    for row in rows:
        assert len(row) >= 2 and all(p in dice_set for p in row)
        steps = {sub(b, a) for a, b in pairwise(row)}
        assert len(steps) == 1 and steps.pop() in UNIT        # one axis, upper end first
        assert all(lattice.touch_face(a, b) for a, b in pairwise(row))
        d = sub(row[1], row[0])
        assert sub(row[0], d) not in dice_set and add(row[-1], d) not in dice_set   # maximal
        key = (frozenset(row))
        assert key not in seen
        seen.add(key)
        for p in row:
            axis = next(k for k in range(3) if d[k])
            assert lattice.row_through(dice_set, p, axis) == row
    # every face contact belongs to exactly one row
    contacts = {frozenset((p, q)) for p in dice_set for q in lattice.face_neighbours(p) if q in dice_set}
    in_rows = [frozenset(pair) for row in rows for pair in pairwise(row)]
    assert sorted(map(sorted, in_rows)) == sorted(map(sorted, contacts))
    assert lattice.row_through(dice_set, (9, 9, 9), 0) == []


# -- sides, edges, rim ------------------------------------------------------------------------
def test_the_three_sides_are_the_planes_x_y_z_equal_zero():
    for n in range(3):
        assert set(lattice.side(n)) == {p for p in ALL if p[n] == 0}
        assert len(lattice.side(n)) == 45
    # a die's three upper faces -e_x, -e_y, -e_z face those sides: on side n, the neighbour
    # beyond face -e_n is outside the pyramid
    for p in lattice.side(0):
        assert not lattice.inside(lattice.step(p, 1))
    assert lattice.MINUS == (1, 3, 5)


def test_the_sloping_edges_and_the_bottom_edges():
    assert lattice.SLOPING_EDGES[0] == tuple((k, 0, 0) for k in range(8, -1, -1))
    assert lattice.SLOPING_EDGES[1] == tuple((0, k, 0) for k in range(8, -1, -1))
    assert lattice.SLOPING_EDGES[2] == tuple((0, 0, k) for k in range(8, -1, -1))
    union = set().union(*lattice.SLOPING_EDGES)
    assert union == {p for p in ALL if sorted(p)[:2] == [0, 0]} and len(union) == 25
    for edge in lattice.SLOPING_EDGES:   # bottom corner first, the apex last, one die per layer
        assert [lattice.layer(p) for p in edge] == list(range(9))
        assert edge[0] in lattice.CORNERS and edge[-1] == lattice.APEX
        assert lattice.connected(edge) and len(lattice.rows(set(edge))) == 1
    for n in range(3):
        edge = lattice.bottom_edge(n)
        assert len(edge) == 9 and set(edge) == {p for p in BOTTOM if p[n] == 0}
    assert set().union(*map(lattice.bottom_edge, range(3))) == set(lattice.RIM)


def test_rim_and_corner_funnels():
    assert len(lattice.RIM) == 24 == 45 - comb(7, 2)
    assert set(lattice.RIM) == {p for p in BOTTOM if 0 in p}
    assert [p for p in ALL if lattice.is_rim(p)] == list(lattice.RIM)
    assert not lattice.is_rim((0, 0, 0)) and not lattice.is_rim((0, 4, 3))   # not on the plate
    assert {p for p in ALL if lattice.is_corner(p)} == {(8, 0, 0), (0, 8, 0), (0, 0, 8)}
    assert set(lattice.CORNERS) == {(8, 0, 0), (0, 8, 0), (0, 0, 8)}
    assert all(lattice.is_rim(p) for p in lattice.CORNERS)   # every corner is also a rim funnel
    assert lattice.corner_opposite(0) == (8, 0, 0)
    assert lattice.corner_opposite(1) == (0, 8, 0) and lattice.corner_opposite(2) == (0, 0, 8)
    for n in range(3):
        c = lattice.corner_opposite(n)
        assert c not in lattice.side(n)                       # opposite: not on that side
        assert all(c in lattice.side(m) for m in range(3) if m != n)
        # it is as far from side n as the plate goes
        assert c[n] == max(p[n] for p in ALL)


def test_uncovered_upper_faces():
    full = set(ALL)
    assert lattice.uncovered_upper_faces(full, (8, 0, 0)) == (3, 5)
    assert lattice.uncovered_upper_faces(full, (0, 4, 4)) == (1,)
    assert lattice.uncovered_upper_faces(full, (2, 3, 3)) == ()
    assert lattice.uncovered_upper_faces(full, lattice.APEX) == (1, 3, 5)


# -- notation -------------------------------------------------------------------------------
def test_three_digit_names_round_trip():
    for p in ALL:
        assert lattice.parse(lattice.name(p)) == p
    assert lattice.name((8, 0, 0)) == "800" and lattice.name((0, 4, 4)) == "044"
    assert len({lattice.name(p) for p in ALL}) == 165


@pytest.mark.parametrize("text", ["", "80", "8000", "900", "450", "-10", "a00", " 80", "8 0",
                                  "²00", "８００"])
def test_parse_refuses_what_is_no_position(text):
    assert lattice.parse(text) is None


def test_connected_through_face_contacts():
    assert lattice.connected([])
    assert lattice.connected([(4, 4, 0)])
    assert lattice.connected([(4, 4, 0), (3, 4, 0)])
    assert not lattice.connected([(4, 4, 0), (3, 5, 0)])      # same layer: only an edge
    saddle_and_top = [(3, 3, 1), (4, 3, 1), (3, 4, 1), (3, 3, 2)]
    assert lattice.connected(saddle_and_top)
    assert not lattice.connected(saddle_and_top[1:])


def test_iter_layers():
    occupied = {(8, 0, 0), (3, 3, 1), (0, 0, 0)}
    layers = dict(lattice.iter_layers(occupied))
    assert layers[0] == [(8, 0, 0)] and layers[1] == [(3, 3, 1)] and layers[8] == [(0, 0, 0)]
    assert sum(len(v) for v in layers.values()) == 3
