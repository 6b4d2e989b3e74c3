"""A pyramid of dice (gamebox.pyramid.board, setups): placing, lifting, turning, tipping, pulling.

Claims (docs/pyramid.md): a die goes only into a funnel; only a free die can be taken or
turned; a free die on the plate tips into an empty neighbouring hollow and turns by R;
the player at x=0 sees the -e_x faces; the funnel's three dice show their faces -e_i
into it; pulling (Cui bono?): only bottom dice with two uncovered upper faces (initially
the three corners), at most one die rests on such a die, the straight row on it slides
one step down keeping orientations, and its old top end becomes the new funnel.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.pyramid import dice, lattice, setups
from gamebox.pyramid.board import Die, Pyramid, PyramidError
from gamebox.pyramid.lattice import ALL, BOTTOM

PX, MX, PY, MY, PZ, MZ = range(6)
CORNERS = {(8, 0, 0), (0, 8, 0), (0, 0, 8)}


def up_closure(generators):
    return frozenset(q for q in ALL if any(all(a >= b for a, b in zip(q, g)) for g in generators))


def stable_pyramids():
    """Random stable pyramids with random colours and orientations."""
    return st.tuples(st.lists(st.sampled_from(ALL), max_size=6).map(up_closure),
                     st.integers(0, 2 ** 32)).map(
        lambda t: Pyramid({p: Die(random.Random(t[1] + i).choice(("red", "yellow", "pearl")),
                                  random.Random(t[1] - i).randrange(24))
                           for i, p in enumerate(sorted(t[0]))}))


def full(seed=7):
    return setups.full_pyramid(random.Random(seed))


# -- placing, lifting, turning ------------------------------------------------------------------
def test_a_die_goes_only_into_a_funnel():
    p = Pyramid()
    p.place((4, 4, 0), Die("red"))
    for bad in [(3, 4, 0), (4, 4, 0), (9, 0, 0), (3, 3, 1)]:
        with pytest.raises(PyramidError) as err:
            p.place(bad, Die("red"))
        assert err.value.reason.code == "not_funnel"
        assert p.why_not_place(bad).code == "not_funnel"
    for q in [(3, 4, 1), (3, 5, 0), (4, 3, 1)]:
        p.place(q, Die("yellow"))
    assert p.why_not_place((3, 4, 0)) is None            # now a funnel on three dice
    p.place((3, 4, 0), Die("pearl", 5))
    assert len(p) == 5 and p[(3, 4, 0)] == Die("pearl", 5)
    assert lattice.is_stable(p.dice)


def test_only_a_free_die_can_be_taken_or_turned():
    p = full()
    for q in ALL[:-1]:
        assert p.why_not_lift(q).code == "not_free"
    with pytest.raises(PyramidError):
        p.lift((1, 0, 0))
    with pytest.raises(PyramidError):
        p.turn((1, 0, 0), 3)
    p.turn(lattice.APEX, 3)
    assert p[lattice.APEX].orientation == 3 and len(p) == 165
    top = p.lift(lattice.APEX)
    assert top.orientation == 3 and len(p) == 164
    assert p.why_not_lift(lattice.APEX).code == "no_die"
    assert sorted(p.free_dice()) == [(0, 0, 1), (0, 1, 0), (1, 0, 0)]


@settings(max_examples=30, deadline=None)
@given(stable_pyramids())
def test_lifting_free_dice_keeps_the_pyramid_stable(pyramid):
    for q in pyramid.free_dice():
        p = pyramid.copy()
        p.lift(q)
        assert lattice.is_stable(p.dice)
    for f in pyramid.funnels():
        p = pyramid.copy()
        p.place(f, Die("red"))
        assert lattice.is_stable(p.dice)


# -- what players see ---------------------------------------------------------------------------
def test_the_player_at_each_side_sees_the_face_toward_it():
    p = Pyramid({(4, 2, 2): Die("red", dice.orientation_with({MX: 6, MY: 2, MZ: 3}))})
    assert [p.visible_pip((4, 2, 2), s) for s in range(3)] == [6, 2, 3]


@pytest.mark.parametrize("seat,left,right", [(0, 1, 2), (1, 2, 0), (2, 0, 1)])
def test_wuerfelmarsch_start_dice_show_3_to_the_player_2_left_1_right(seat, left, right):
    upper = (MX, MY, MZ)
    o = dice.orientation_with({upper[seat]: 3, upper[left]: 2, upper[right]: 1})
    p = Pyramid({(4, 4, 0): Die("red", o)})
    assert (p.visible_pip((4, 4, 0), seat), p.visible_pip((4, 4, 0), left),
            p.visible_pip((4, 4, 0), right)) == (3, 2, 1)


def test_a_funnel_shows_the_three_faces_pointing_into_it():
    o = dice.IDENTITY                     # 1 +x, 6 -x, 2 +y, 5 -y, 3 +z, 4 -z
    p = Pyramid({q: Die(c, o) for q, c in zip(lattice.saddle((3, 3, 1)), ("red", "yellow", "pearl"))})
    assert p.is_funnel((3, 3, 1))
    assert p.funnel_pips((3, 3, 1)) == (6, 5, 4)      # faces -e_x, -e_y, -e_z
    assert p.funnel_sum((3, 3, 1)) == 15
    assert p.funnel_colours((3, 3, 1)) == ("red", "yellow", "pearl")
    assert p.funnel_pips((4, 4, 0)) == ()              # a hollow of the plate


# -- tipping ------------------------------------------------------------------------------------
def test_the_rule_books_tipping_example_on_the_board():
    """3 right, 2 left, 6 toward the player at x=0; tipped right: 2 right, 4 left, 6 front."""
    p = Pyramid({(0, 4, 4): Die("yellow", dice.orientation_with({MZ: 3, MY: 2, MX: 6}))})
    assert (0, 5, 3) in p.tip_targets((0, 4, 4))
    moved = p.tip((0, 4, 4), (0, 5, 3))                # right: p - e_z + e_y
    assert (0, 4, 4) not in p and p[(0, 5, 3)] == moved
    assert [p.visible_pip((0, 5, 3), s) for s in range(3)] == [6, 4, 2]
    assert 3 not in dice.upper_pips(moved.orientation)


def test_the_four_tipping_directions_of_the_player_at_x0():
    p0 = (3, 3, 2)
    right, left = (3, 4, 1), (3, 2, 3)
    fwd_right, fwd_left = (4, 3, 1), (4, 2, 2)
    back = {(2, 4, 2), (2, 3, 3)}
    assert set(Pyramid({p0: Die("red")}).tip_targets(p0)) == {right, left, fwd_right, fwd_left} | back
    assert {q for q in lattice.edge_neighbours(p0) if q[0] < p0[0]} == back


def test_tipping_refusals():
    p = Pyramid({(4, 4, 0): Die("red"), (4, 3, 1): Die("red")})
    for q in (*lattice.saddle((2, 2, 3)), (2, 2, 3)):        # a small pyramid elsewhere
        p.place(q, Die("yellow"))
    assert p.why_not_tip((5, 3, 0), (5, 2, 1)).code == "no_die"
    assert p.why_not_tip((4, 4, 0), (4, 3, 1)).code == "occupied"
    assert p.why_not_tip((4, 4, 0), (2, 6, 0)).code == "not_neighbour"
    assert p.why_not_tip((4, 4, 0), (4, 4, 0)).code == "not_neighbour"
    assert p.why_not_tip((2, 2, 3), (2, 1, 4)).code == "not_on_plate"
    assert p.why_not_tip((3, 2, 3), (4, 1, 3)).code == "not_free"
    assert p.why_not_tip((4, 4, 0), (5, 3, 0)) is None
    with pytest.raises(PyramidError):
        p.tip((4, 4, 0), (4, 3, 1))
    assert set(p.tip_targets((4, 4, 0))) == set(lattice.edge_neighbours((4, 4, 0))) - {(4, 3, 1)}
    assert p.tip_targets((2, 2, 3)) == [] and p.tip_targets((5, 3, 0)) == []


def test_a_die_carrying_another_cannot_be_tipped():
    p = Pyramid()
    for q in lattice.saddle((3, 3, 1)):
        p.place(q, Die("red"))
    p.place((3, 3, 1), Die("yellow"))
    for q in lattice.saddle((3, 3, 1)):
        assert p.tip_targets(q) == []
        empty = [r for r in lattice.edge_neighbours(q) if r not in p]
        assert empty and all(p.why_not_tip(q, r).code == "not_free" for r in empty)
    with pytest.raises(PyramidError):
        p.tip((4, 3, 1), (5, 2, 1))
    assert lattice.is_stable(p.dice)


def test_tipping_turns_the_die_by_r_and_back():
    o = 5
    p = Pyramid({(4, 2, 2): Die("red", o)})
    p.tip((4, 2, 2), (3, 3, 2))                # p - e_x + e_y
    assert p[(3, 3, 2)].orientation == dice.tip(o, 0, 1)
    p.tip((3, 3, 2), (4, 2, 2))
    assert p[(4, 2, 2)].orientation == o


# -- pulling (Cui bono?) --------------------------------------------------------------------------
def test_initially_only_the_three_corner_dice_can_be_pulled():
    p = full()
    assert set(p.pullable()) == CORNERS
    for q in BOTTOM:
        if q not in CORNERS:
            assert p.why_not_pull(q).code == "not_pullable"
    assert p.why_not_pull((1, 0, 0)).code == "not_pullable"      # not a bottom die


def test_pulling_a_corner_slides_the_edge_down():
    p = full()
    before = p.copy()
    die, slides = p.pull((8, 0, 0))
    assert die == before[(8, 0, 0)]
    assert slides == [((k, 0, 0), (k + 1, 0, 0)) for k in range(7, -1, -1)]
    for k in range(8):
        assert p[(k + 1, 0, 0)] == before[(k, 0, 0)]               # orientations kept
    assert lattice.APEX not in p and len(p) == 164
    assert p.funnels() == [lattice.APEX]                            # the new funnel
    assert lattice.is_stable(p.dice)
    assert p.why_not_pull((9, 0, 0)).code == "no_die"


def test_pulling_a_die_nothing_rests_on():
    p = Pyramid({(8, 0, 0): Die("red"), (7, 1, 0): Die("yellow")})
    die, slides = p.pull((8, 0, 0))
    assert die == Die("red") and slides == [] and set(p) == {(7, 1, 0)}


@settings(max_examples=40, deadline=None)
@given(stable_pyramids())
def test_pulling_keeps_the_pyramid_stable(pyramid):
    for q in BOTTOM:
        if q not in pyramid:
            continue
        pullable = q in pyramid.pullable()
        assert pullable == (len(lattice.uncovered_upper_faces(pyramid.dice, q)) >= 2)
        if not pullable:
            with pytest.raises(PyramidError):
                pyramid.copy().pull(q)
            continue
        on_it = [r for r in lattice.resting_on(q) if r in pyramid]
        assert len(on_it) <= 1                                      # at most one die on it
        p = pyramid.copy()
        die, slides = p.pull(q)
        assert die == pyramid[q] and len(p) == len(pyramid) - 1
        assert lattice.is_stable(p.dice)
        if not on_it:
            assert slides == [] and set(p) == set(pyramid) - {q}
            continue
        step = tuple(a - b for a, b in zip(on_it[0], q))            # -e_j
        row = [q]
        while tuple(a + b for a, b in zip(row[-1], step)) in pyramid:
            row.append(tuple(a + b for a, b in zip(row[-1], step)))
        assert [src for src, _ in slides] == row[1:]                 # the straight row, lowest first
        for src, dst in slides:
            assert dst == tuple(a - b for a, b in zip(src, step))    # one step down
            assert p[dst] == pyramid[src]                            # same die, same orientation
        assert set(p) == set(pyramid) - {row[-1]}                    # its old top end is empty
        if lattice.layer(row[-1]) > 0:
            assert p.is_funnel(row[-1])                              # the new funnel


# -- bookkeeping and setups ------------------------------------------------------------------------
def test_copies_equality_and_description():
    p = full(3)
    q = p.copy()
    assert p == q and hash(p) == hash(q) and p.key() == q.key()
    q.turn(lattice.APEX, (q[lattice.APEX].orientation + 1) % 24)
    assert p != q and p[lattice.APEX] != q[lattice.APEX]
    assert Pyramid().describe() == "empty plate"
    one = Pyramid({(8, 0, 0): Die("red", dice.IDENTITY)})
    assert one.describe() == "layer 0: 800R654"
    assert list(one) == [(8, 0, 0)] and (8, 0, 0) in one and one.get((0, 0, 0)) is None


def test_setups():
    p = full(11)
    assert len(p) == 165 and set(p) == set(ALL)
    colours = [d.colour for d in p.dice.values()]
    assert all(colours.count(c) == 55 for c in ("red", "yellow", "pearl"))
    assert p.free_dice() == [lattice.APEX]
    assert full(11) == p and full(12) != p                           # an explicit generator
    with pytest.raises(ValueError):
        setups.full_pyramid(random.Random(1), (("red", 3),))
    layer = setups.random_layer(random.Random(2), "pearl")
    assert set(layer) == set(BOTTOM) and {d.colour for d in layer.dice.values()} == {"pearl"}
    assert set(setups.random_layer(random.Random(2), "red", 1)) == set(lattice.positions_in_layer(1))
    assert len(setups.empty_plate()) == 0
    code = setups.encode_orientations(p, BOTTOM)
    assert len(code) == 45 and set(code) <= set(setups.ORIENTATION_LETTERS)
    assert setups.decode_orientations(code, BOTTOM) == [p[q].orientation for q in BOTTOM]
    assert setups.decode_orientations(code[:-1], BOTTOM) is None
    assert setups.decode_orientations("y" * 45, BOTTOM) is None
