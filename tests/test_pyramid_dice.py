"""The 24 orientations of a standard die (gamebox.pyramid.dice), seats and tipping.

Claims (docs/pyramid.md): 24 proper rotations; opposite faces sum to 7; 1-2-3 run
counter-clockwise (a right-handed frame); the orientation numbering behind the record
letters a-x; the player at side x=0 sees -e_x, his left neighbour sits at y=0, his right
at z=0; Würfelmarsch's start orientation is a standard die; tipping from p to
p - e_i + e_j turns the die by R(e_i) = -e_j, R(e_j) = e_i, R(e_k) = e_k; and the rule
book's tipping example.
"""
from __future__ import annotations

from itertools import permutations, product

import pytest

from gamebox.pyramid import dice
from gamebox.pyramid.setups import ORIENTATION_LETTERS

# directions 0..5: +x, -x, +y, -y, +z, -z
VEC = ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))
PX, MX, PY, MY, PZ, MZ = range(6)
UPPER = (MX, MY, MZ)          # the upper faces, toward the sides x=0, y=0, z=0
LOWER = (PX, PY, PZ)
LEFT_OF = {0: 1, 1: 2, 2: 0}  # seat x=0 has y=0 on the left, y=0 has z=0, z=0 has x=0
RIGHT_OF = {0: 2, 1: 0, 2: 1}


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def normal(pips, pip):
    return VEC[pips.index(pip)]


def counter_clockwise_123(pips):
    """Seen from outside the corner where 1, 2, 3 meet, 1 -> 2 -> 3 turns counter-clockwise."""
    n1, n2, n3 = (normal(pips, k) for k in (1, 2, 3))
    eye = tuple(a + b + c for a, b, c in zip(n1, n2, n3))    # outside, looking at the corner
    return dot(cross(n1, n2), eye) > 0 and dot(cross(n2, n3), eye) > 0


def mat_vec(m, v):
    return tuple(sum(m[r][c] * v[c] for c in range(3)) for r in range(3))


def mat_mul(a, b):
    return tuple(tuple(sum(a[r][k] * b[k][c] for k in range(3)) for c in range(3)) for r in range(3))


def tip_rotation(i, j):
    """R(e_i) = -e_j, R(e_j) = e_i, R(e_k) = e_k, as a matrix (columns are images)."""
    cols = [None] * 3
    for a in range(3):
        e = [0, 0, 0]
        if a == i:
            e[j] = -1
        elif a == j:
            e[i] = 1
        else:
            e[a] = 1
        cols[a] = e
    return tuple(tuple(cols[c][r] for c in range(3)) for r in range(3))


def det(m):
    return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))


# -- the 24 orientations ------------------------------------------------------------------
def test_24_orientations_of_a_standard_die():
    assert len(dice.ORIENTATIONS) == 24 == len(set(dice.ORIENTATIONS))
    for pips in dice.ORIENTATIONS:
        assert sorted(pips) == [1, 2, 3, 4, 5, 6]
        assert pips[PX] + pips[MX] == pips[PY] + pips[MY] == pips[PZ] + pips[MZ] == 7
        assert counter_clockwise_123(pips)
    # the 24 are all of them: every labelling with opposite sums 7 and 1-2-3 counter-clockwise
    standard = {p for p in permutations(range(1, 7))
                if p[0] + p[1] == p[2] + p[3] == p[4] + p[5] == 7 and counter_clockwise_123(p)}
    mirrored = {p for p in permutations(range(1, 7))
                if p[0] + p[1] == p[2] + p[3] == p[4] + p[5] == 7 and not counter_clockwise_123(p)}
    assert set(dice.ORIENTATIONS) == standard and len(mirrored) == 24
    for p in permutations(range(1, 7)):
        assert dice.is_standard(p) == (p in standard)


def test_orientations_are_the_24_proper_rotations():
    assert len(set(dice.ROTATIONS)) == 24
    for k, m in enumerate(dice.ROTATIONS):
        assert det(m) == 1
        assert all(sorted(map(abs, row)) == [0, 0, 1] for row in m)
        assert dice.matrix(k) == m
        # the die's own frame: 1 at +x, 2 at +y, 3 at +z; the rotation carries each face normal
        for local, pip in zip(VEC, (1, 6, 2, 5, 3, 4)):
            assert dice.pip(k, VEC.index(mat_vec(m, local))) == pip
    assert dice.ORIENTATIONS[dice.IDENTITY] == (1, 6, 2, 5, 3, 4)
    assert dice.matrix(dice.IDENTITY) == ((1, 0, 0), (0, 1, 0), (0, 0, 1))


def test_record_numbering_is_lexicographic_and_the_letters_a_to_x():
    # Records store orientations as letters a-x: the order must never change.
    assert list(dice.ORIENTATIONS) == sorted(dice.ORIENTATIONS)
    assert dice.ORIENTATIONS[0] == (1, 6, 2, 5, 3, 4) and dice.IDENTITY == 0
    assert dice.ORIENTATIONS[1] == (1, 6, 3, 4, 5, 2)
    assert dice.ORIENTATIONS[23] == (6, 1, 5, 2, 3, 4)
    assert ORIENTATION_LETTERS == "abcdefghijklmnopqrstuvwx"
    assert all(dice.INDEX[o] == k for k, o in enumerate(dice.ORIENTATIONS))


def test_two_adjacent_faces_fix_the_orientation():
    for d1, d2 in product(range(6), repeat=2):
        if d1 // 2 == d2 // 2:
            continue
        for a, b in product(range(1, 7), repeat=2):
            found = [k for k, o in enumerate(dice.ORIENTATIONS) if o[d1] == a and o[d2] == b]
            if a == b or a + b == 7:
                assert found == []
                with pytest.raises(ValueError):
                    dice.orientation_with({d1: a, d2: b})
            else:
                assert len(found) == 1
                assert dice.orientation_with({d1: a, d2: b}) == found[0]
    assert len(dice.from_pips(mx=3)) == 4
    assert dice.from_pips(px=1, py=2) == [dice.IDENTITY]
    with pytest.raises(ValueError):
        dice.orientation_with({MX: 3})


def test_upper_pips_and_opposites():
    for k, o in enumerate(dice.ORIENTATIONS):
        assert dice.upper_pips(k) == (o[MX], o[MY], o[MZ])
        for d in range(6):
            assert dice.pip(k, dice.opposite(d)) == dice.opposite_pip(dice.pip(k, d))
    assert dice.upper_pips(dice.IDENTITY) == (6, 5, 4)


# -- seats and Würfelmarsch's start orientation --------------------------------------------
@pytest.mark.parametrize("seat", [0, 1, 2])
def test_wuerfelmarsch_start_orientation_is_a_standard_die(seat):
    """3 toward the player, 2 toward the left neighbour, 1 toward the right neighbour."""
    faces = {UPPER[seat]: 3, UPPER[LEFT_OF[seat]]: 2, UPPER[RIGHT_OF[seat]]: 1}
    k = dice.orientation_with(faces)        # exactly one standard die
    assert dice.upper_pips(k)[seat] == 3
    lower = {d: dice.pip(k, d) for d in LOWER}
    assert lower == {LOWER[seat]: 4, LOWER[LEFT_OF[seat]]: 5, LOWER[RIGHT_OF[seat]]: 6}
    # with the neighbours swapped it would be a mirrored die: the seats' order matters
    mirrored = {UPPER[seat]: 3, UPPER[RIGHT_OF[seat]]: 2, UPPER[LEFT_OF[seat]]: 1}
    assert not any(all(o[d] == v for d, v in mirrored.items()) for o in dice.ORIENTATIONS)
    assert dice.from_pips(mx=3, my=2, mz=1) == [dice.orientation_with({MX: 3, MY: 2, MZ: 1})]


def test_seats_pass_to_the_left():
    # play passes x=0 -> y=0 -> z=0 -> x=0: each time to the left neighbour
    order = [0]
    for _ in range(3):
        order.append(LEFT_OF[order[-1]])
    assert order == [0, 1, 2, 0]
    assert all(RIGHT_OF[LEFT_OF[s]] == s for s in range(3))


# -- tipping --------------------------------------------------------------------------------
def test_tipping_is_the_rotation_r():
    for i, j in product(range(3), repeat=2):
        if i == j:
            with pytest.raises(ValueError):
                dice.tip(0, i, j)
            continue
        r = tip_rotation(i, j)
        assert det(r) == 1
        k = 3 - i - j
        e = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
        assert mat_vec(r, e[i]) == tuple(-c for c in e[j])
        assert mat_vec(r, e[j]) == e[i] and mat_vec(r, e[k]) == e[k]
        images = set()
        for o in range(24):
            t = dice.tip(o, i, j)
            images.add(t)
            assert dice.matrix(t) == mat_mul(r, dice.matrix(o))
            # the pip that faced d now faces R(d)
            for d in range(6):
                assert dice.pip(t, VEC.index(mat_vec(r, VEC[d]))) == dice.pip(o, d)
        assert images == set(range(24))        # a bijection of the 24


def test_tipping_back_undoes_and_four_tips_one_way_make_a_full_turn():
    for o in range(24):
        for i, j in product(range(3), repeat=2):
            if i == j:
                continue
            once = dice.tip(o, i, j)
            assert once != o
            assert dice.tip(once, j, i) == o
            twice = dice.tip(once, i, j)
            assert twice != o
            assert dice.tip(dice.tip(twice, i, j), i, j) == o
            # the face along the third axis k keeps its pip
            k = 3 - i - j
            assert dice.pip(once, 2 * k) == dice.pip(o, 2 * k)
            assert dice.pip(once, 2 * k + 1) == dice.pip(o, 2 * k + 1)


def test_the_rule_books_tipping_example():
    """Player at side x=0: 3 right (-e_z), 2 left (-e_y), 6 toward the player (-e_x).

    Tipped to the right (p - e_z + e_y): the 3 is covered, the 2 faces right, a 4
    appears on the left, the 6 still faces the player."""
    start = dice.orientation_with({MZ: 3, MY: 2, MX: 6})
    after = dice.tip(start, 2, 1)                  # i = z, j = y
    assert dice.pip(after, MZ) == 2                # right
    assert dice.pip(after, MY) == 4                # left
    assert dice.pip(after, MX) == 6                # toward the player
    assert 3 not in dice.upper_pips(after)         # covered: it now faces down
    assert dice.pip(after, PY) == 3
    # the other tips from the same start do not match the book
    others = [dice.tip(start, i, j) for i, j in product(range(3), repeat=2)
              if i != j and (i, j) != (2, 1)]
    assert all(dice.upper_pips(o) != (6, 4, 2) for o in others)
    # and the inverse rotation (R^-1) would contradict the book
    inverse = dice.tip(start, 1, 2)
    assert dice.upper_pips(inverse) != (6, 4, 2)
