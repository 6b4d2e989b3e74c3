"""Which rolls can build in Abquetschen (gamebox.pyramid.builds).

The rule book: every new die must touch another new die face to face, and (after the
first build) one of the player's own dice. "The game can only begin with a 4, since with
1 to 3 the new dice cannot touch; with a 5 or 6 one or two dice would lie apart from the
others. The next player can only build with a 3, a 5 or a 6." The start pyramid may use
no rim funnel; the second player may attach to any die of the start pyramid.
"""
from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.pyramid import builds, lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.lattice import ALL, BOTTOM

UNIT = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
# the 15 layer-1 points with all coordinates >= 1: tops of the start pyramids without rim funnels
INNER_TOPS = [(x, y, 7 - x - y) for x in range(1, 6) for y in range(1, 7 - x)]


def add(p, e):
    return tuple(a + b for a, b in zip(p, e))


def up_closure(generators):
    return frozenset(q for q in ALL if any(all(a >= b for a, b in zip(q, g)) for g in generators))


def naive_builds(occupied, n, own=None, max_layer=8):
    """Grow face-connected sets one die at a time (no pruning), then filter by the rules.

    With own dice, a build holds a die next to one of them: growth starts from those."""
    empty = {p for p in ALL if p not in occupied and lattice.layer(p) <= max_layer}
    starts = empty if own is None else {
        p for p in empty if any(lattice.touch_face(p, q) for q in own)}
    level = {frozenset([p]) for p in starts}
    for _ in range(n - 1):
        level = {s | {q} for s in level for p in s for q in lattice.face_neighbours(p)
                 if q in empty and q not in s}
    if n < 2:
        return set()
    return {s for s in level
            if all(q in occupied or q in s for p in s for q in lattice.supports(p))
            and (own is None or any(lattice.touch_face(a, b) for a in s for b in own))}


def check_build(occupied, build, n, own=None):
    assert len(build) == n and not (build & set(occupied))
    assert lattice.connected(build)
    assert all(any(lattice.touch_face(a, b) for b in build) for a in build)   # each touches another
    if own is not None:
        assert any(lattice.touch_face(a, b) for a in build for b in own)
    p = Pyramid({q: Die("red") for q in occupied})
    for q in builds.placement_order(build):      # lowest layer first: each into a funnel
        p.place(q, Die("yellow"))
    assert lattice.is_stable(p.dice)


# -- the start ------------------------------------------------------------------------------
def test_on_the_empty_plate_only_a_4_builds():
    found = {n: builds.builds(set(), n) for n in range(1, 7)}
    assert {n for n, b in found.items() if b} == {4}
    # the 4-builds are exactly three bottom dice around a funnel and the die in it
    want = {frozenset((p, *(add(p, e) for e in UNIT))) for p in lattice.positions_in_layer(1)}
    assert set(found[4]) == want and len(want) == 36
    assert set(builds.start_pyramids(allow_rim=True)) == want
    for b in found[4]:
        check_build(set(), b, 4)


def test_why_1_to_3_and_5_or_6_cannot_start():
    # 1 to 3: the new dice cannot touch (bottom dice only touch dice of the layer above,
    # and a die there needs three below it)
    for n in (2, 3):
        for s in combinations(BOTTOM[:12], n):
            assert not lattice.connected(s)
    # 5 or 6: a start pyramid plus one or two dice that lie apart
    start = builds.start_pyramid((2, 2, 3))
    for extra in ([(8, 0, 0)], [(8, 0, 0), (0, 8, 0)]):
        assert builds.is_placeable(set(), start | set(extra))
        assert not lattice.connected(start | set(extra))
    # the smallest build bigger than 4 on the empty plate: two layer-1 dice on 5 bottom dice
    assert builds.can_build(set(), 7) and not builds.can_build(set(), 6)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_empty_plate_builds_agree_with_a_naive_search(n):
    # a die in layer 2 needs 9 more below it, so layers 0 and 1 are enough for n <= 5
    assert set(builds.builds(set(), n)) == naive_builds(set(), n, max_layer=2)


def test_start_pyramids_use_no_rim_funnel():
    legal = builds.start_pyramids()
    assert len(legal) == 15
    assert {next(p for p in s if lattice.layer(p) == 1) for s in legal} == set(INNER_TOPS)
    for s in legal:
        assert not any(lattice.is_rim(p) for p in s)
        assert sorted(lattice.layer(p) for p in s) == [0, 0, 0, 1]
    rim = set(builds.start_pyramids(allow_rim=True)) - set(legal)
    assert len(rim) == 21 and all(any(lattice.is_rim(p) for p in s) for s in rim)
    with pytest.raises(ValueError):
        builds.start_pyramid((0, 0, 0))


# -- the second player ------------------------------------------------------------------------
# number of builds the second player has for each roll, by the start pyramid's top
COUNTS = {(2, 2, 3): {3: 6, 5: 3, 6: 21}, (1, 1, 5): {3: 6, 5: 3, 6: 13},
          (1, 2, 4): {3: 6, 5: 3, 6: 17}}


@pytest.mark.parametrize("top", INNER_TOPS, ids=lattice.name)
def test_the_next_player_builds_only_with_3_5_or_6(top):
    start = builds.start_pyramid(top)
    rolls = {n for n in range(1, 7) if builds.can_build(start, n, own=start)}
    assert rolls == {3, 5, 6}
    # a 3: a layer-1 die next to the top, against a die of the start pyramid, on two new dice
    for b in builds.builds(start, 3, own=start):
        check_build(start, b, 3, own=start)
        assert sorted(lattice.layer(p) for p in b) == [0, 0, 1]


@pytest.mark.parametrize("top", sorted(COUNTS), ids=lattice.name)
def test_second_player_build_counts(top):
    start = builds.start_pyramid(top)
    found = {n: builds.builds(start, n, own=start) for n in range(1, 7)}
    assert {n: len(b) for n, b in found.items() if b} == COUNTS[top]
    for n, bs in found.items():
        for b in bs:
            check_build(start, b, n, own=start)
    # the only six-builds that cover the start pyramid's top die are the three that put a
    # die on it (on two new layer-1 dice next to it)
    covering = [b for b in found[6] if not any(lattice.is_free(start | b, q) for q in start)]
    assert len(covering) == 3
    assert all(any(lattice.layer(p) == 2 for p in b) for b in covering)


def test_second_player_builds_agree_with_a_naive_search():
    start = builds.start_pyramid((2, 2, 3))
    # a layer-3 die needs a cone of 20 positions, at most 4 of them old: layers 0-2 suffice
    for n in range(1, 7):
        assert set(builds.builds(start, n, own=start)) == naive_builds(start, n, start, max_layer=2)


def test_rim_start_pyramids_would_build_with_the_same_rolls():
    # not legal (D3), but the rim does not change which rolls build
    for start in builds.start_pyramids(allow_rim=True):
        assert {n for n in range(1, 7) if builds.can_build(start, n, own=start)} == {3, 5, 6}


def test_own_dice_must_be_touched():
    start = builds.start_pyramid((2, 2, 3))
    other = builds.start_pyramid((5, 1, 1))
    both = start | other
    own_builds = builds.builds(both, 3, own=start)
    assert own_builds and all(any(lattice.touch_face(a, b) for a in bld for b in start)
                              for bld in own_builds)
    assert set(own_builds) < set(builds.builds(both, 3, own=both))
    assert builds.builds(both, 3, own=set()) == []


# -- the enumerator in general ------------------------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(ALL), max_size=4).map(up_closure), st.integers(1, 4),
       st.sets(st.sampled_from(ALL), max_size=8))
def test_builds_agree_with_a_naive_search(occupied, n, own_pick):
    own = {p for p in own_pick if p in occupied} or None
    got = builds.builds(occupied, n, own)
    assert len(got) == len(set(got))                # each build once
    assert set(got) == naive_builds(occupied, n, own)
    for b in got[:20]:
        check_build(occupied, b, n, own)


def test_building_into_a_full_pyramid_and_small_helpers():
    assert builds.builds(set(ALL), 2) == []
    assert builds.builds(set(ALL) - {lattice.APEX}, 2) == []       # one hole: one die only
    assert builds.builds(set(), 0) == [] and builds.builds(set(), 1) == []
    assert builds.needed(set(), (7, 0, 0)) == {(7, 0, 0), (8, 0, 0), (7, 1, 0), (7, 0, 1)}
    assert len(builds.needed(set(), lattice.APEX)) == 165
    assert builds.needed(set(BOTTOM), (3, 3, 1)) == {(3, 3, 1)}
    assert builds.placement_order({(3, 3, 1), (4, 3, 1), (3, 4, 1), (3, 3, 2)})[-1] == (3, 3, 1)
    assert not builds.is_placeable(set(), {(3, 3, 1)})
    assert not builds.is_placeable({(4, 4, 0)}, {(4, 4, 0)})
