"""Abquetschen's rules: every claim of the rule book, the start, bonus dice, both ends, and the
build generator against a brute force."""
from __future__ import annotations

import itertools
import random

import pytest

from gamebox.games.abquetschen import builds as bd
from gamebox.games.abquetschen.game import AbquetschenGame
from gamebox.games.abquetschen.moves import PASS, Build, Roll, parse
from gamebox.games.abquetschen.state import BUILD, OVER, ROLL, AbquetschenState
from gamebox.protocol import CHANCE, Setup
from gamebox.pyramid import lattice

GAME = AbquetschenGame()


def new(players: int = 3, contact: str = bd.GROUP) -> AbquetschenState:
    return GAME.new_state(Setup("standard", players, {"contact": contact}, 0))


def started(start: Build) -> AbquetschenState:
    """Seat 0 rolls a 4 at once and builds `start`."""
    s = new()
    s.play(Roll(4))
    s.play(start)
    return s


def test_the_start_rolls_go_round_until_a_4_and_that_player_builds():
    s = new()
    for value, roller in ((2, 0), (6, 1), (1, 2), (3, 0)):
        assert s.current_player() == CHANCE and s.acting_player() == roller
        s.play(Roll(value))
    assert s.acting_player() == 1
    s.play(Roll(4))
    assert s.phase == BUILD and s.current_player() == 1 and s.need == 4


def test_there_are_15_legal_start_pyramids_a_triangle_with_one_on_top_and_no_rim_funnel():
    s = new()
    s.play(Roll(4))
    starts = s.legal_moves()
    assert len(starts) == 15
    for build in starts:
        bottom = [p for p in build.positions if lattice.layer(p) == 0]
        top = [p for p in build.positions if lattice.layer(p) == 1]
        assert len(bottom) == 3 and len(top) == 1 and set(lattice.supports(top[0])) == set(bottom)
        assert not any(lattice.is_rim(p) for p in bottom)


@pytest.mark.parametrize("n", [1, 2, 3, 5, 6])
def test_on_the_empty_plate_only_a_4_can_build(n):
    s = new()
    s.phase, s.need = BUILD, n
    assert s.legal_moves() == [PASS]


def test_after_any_start_pyramid_the_next_player_builds_only_with_a_3_a_5_or_a_6():
    s = new()
    s.play(Roll(4))
    for start in s.legal_moves():
        after = started(start)
        assert after.phase == ROLL and after.acting_player() == 1
        can = set()
        for n in range(1, 7):
            t = after.clone()
            t.play(Roll(n))
            if t.legal_moves() != [PASS]:
                can.add(n)
        assert can == {3, 5, 6}, start


def test_refusals_say_what_is_wrong():
    s = new()
    s.play(Roll(4))
    legal = Build.of([(1, 3, 4), (2, 2, 4), (1, 2, 5), (1, 2, 4)])
    assert s.why_illegal(legal) is None
    rim = Build.of([(0, 4, 4), (1, 3, 4), (0, 3, 5), (0, 3, 4)])
    assert s.why_illegal(rim).code == "rim"
    apart = Build.of([(2, 2, 4), (4, 2, 2), (2, 4, 2), (3, 3, 2)])
    assert s.why_illegal(apart).code in ("apart", "unsupported")
    assert s.why_illegal(Build.of([(1, 1, 1)])).code == "count"
    high = Build.of([(1, 2, 3), (2, 2, 4), (1, 3, 4), (1, 2, 5)])
    assert s.why_illegal(high).code == "unsupported"
    assert s.why_illegal(PASS).code == "must_build"


def test_a_build_grows_die_by_die_onto_supported_places_of_some_legal_build():
    s = new()
    s.play(Roll(4))
    starts = s.legal_moves()
    assert set(s.build_targets(())) == {p for b in starts for p in b.positions if lattice.layer(p) == 0}
    chosen = starts[0]
    bottom = tuple(sorted(p for p in chosen.positions if lattice.layer(p) == 0))
    top = next(p for p in chosen.positions if lattice.layer(p) == 1)
    assert top not in s.build_targets(())                  # nothing under it yet
    assert s.build_targets(bottom) == [top]
    assert s.why_not_place(bottom, top) is None
    assert s.why_not_place((), top).code == "unsupported"
    rim = next(p for p in lattice.BOTTOM if lattice.is_rim(p))
    why = s.why_not_place((), rim)                         # supported, but no start pyramid uses it
    assert why.code == "no_way_on" and why.message("de") == "Dort lässt sich kein Bau dieses Wurfs fortsetzen."


def test_a_roll_that_allows_no_build_passes_and_says_why():
    s = started(Build.of([(1, 3, 4), (2, 2, 4), (1, 2, 5), (1, 2, 4)]))
    assert not s.must_pass() and s.why_pass() is None       # not rolled yet
    one = s.clone()
    one.play(Roll(1))
    assert one.must_pass() and one.why_pass().message() == "A 1 builds nothing: the roll passes."
    two = s.clone()
    two.play(Roll(2))
    assert two.must_pass() and two.why_pass().message("de") == "Kein Bau mit 2 Würfeln ist möglich: der Wurf verfällt."
    three = s.clone()
    three.play(Roll(3))
    assert not three.must_pass() and three.why_pass() is None


def test_the_others_keep_a_start_die_open_until_its_owner_has_built_onto_it():
    s = started(Build.of([(2, 3, 3), (3, 2, 3), (2, 2, 4), (2, 2, 3)]))
    s.play(Roll(6))
    six = [b for b in s.legal_moves() if b != PASS]
    for build in six:
        occupied = s.occupied | bd.mask_of(build.positions)
        assert s._open_above(s.start_dice, occupied)
    # PY5: "freihalten" so that the owner can build onto it. A die resting on the start's top leaves two of
    # its upper faces open, so the three six-builds that put a die on it are legal: all 21 of the central
    # start's six-builds (the glossary's FREI LIEGEND, nothing resting on it, would leave 18).
    assert len(six) == 21
    top = (2, 2, 3)
    on_top = [b for b in six if any(top in lattice.supports(p) for p in b.positions)]
    assert len(on_top) == 3
    assert s.why_illegal(on_top[0]) is None


def test_a_row_of_four_to_six_new_dice_earns_one_to_three_bonus_dice_built_next():
    found = {}
    for seed in range(200):
        rng = random.Random(seed)
        s = new()
        while not s.is_terminal() and len(found) < 3:
            if s.phase == BUILD and not s.bonus:
                for build in s.legal_moves():
                    row = 0 if build == PASS else lattice.longest_row(build.positions)
                    if row >= 4 and row not in found and s.supply[s.to_move] > 6:
                        t = s.clone()
                        t.play(build)
                        assert t.phase == BUILD and t.bonus and t.to_move == s.to_move
                        assert t.need == {4: 1, 5: 2, 6: 3}[row]
                        bonus = t.legal_moves()
                        assert all(b == PASS or len(b.positions) == t.need for b in bonus)
                        found[row] = True
            s.play(rng.choice(s.chance_outcomes())[0] if s.is_chance() else rng.choice(s.legal_moves()))
        if len(found) == 3:
            break
    assert 4 in found       # rows of four come up in play; five and six where they do


def test_rolling_at_least_as_many_pips_as_dice_left_wins_at_once():
    s = started(Build.of([(2, 3, 3), (3, 2, 3), (2, 2, 4), (2, 2, 3)]))
    s.supply[1] = 5
    s.play(Roll(5))
    assert s.phase == OVER and s.winners() == [1] and s.returns()[1] == 1.0


def test_a_player_whose_dice_all_vanished_inside_ends_the_game_fewest_dice_left_win():
    s = started(Build.of([(2, 3, 3), (3, 2, 3), (2, 2, 4), (2, 2, 3)]))
    s.built[1] = True               # seat 1 has built, and all his dice are buried (he has none open)
    s.own[1] = bd.mask_of([(2, 3, 3)])
    s.occupied |= bd.mask_of([(1, 3, 3), (2, 2, 3), (2, 3, 2)])
    s.supply = [40, 45, 38]
    s.phase, s.to_move = BUILD, 0
    s.apply(PASS)
    assert s.phase == OVER and s.winners() == [2]


def test_notation_reads_back():
    for text in ("d4", "pass", "134,224,233,133"):
        move = parse(text)
        assert move is not None and parse(str(move)) == move
    assert str(parse("233,134")) == "134,233"
    assert parse("999") is None and parse("d7") is None and parse("134,134") is None


def _brute(state: AbquetschenState, n: int) -> set[int]:
    nodes = [bd.POSITIONS[i] for i in bd._closures(state.occupied, n)]
    return {bd.mask_of(c) for c in itertools.combinations(nodes, n) if state.why_not_build(tuple(sorted(c))) is None}


@pytest.mark.parametrize("seed", range(4))
def test_the_generator_finds_exactly_the_builds_a_brute_force_finds(seed):
    rng = random.Random(seed)
    s = new(contact=bd.GROUP if seed % 2 else bd.EACH)
    for _ in range(rng.randint(3, 30)):
        if s.is_terminal():
            break
        s.play(rng.choice(s.chance_outcomes())[0] if s.is_chance() else rng.choice(s.legal_moves()))
    if s.is_terminal():
        return
    for n, bonus in ((1, True), (2, False), (3, False), (4, False)):
        t = s.clone()
        t.phase, t.need, t.bonus, t._builds = BUILD, n, bonus, None
        assert set(t.builds()) == _brute(t, n), (n, bonus)


@pytest.mark.parametrize("contact", [bd.GROUP, bd.EACH])
def test_random_games_end_and_every_move_offered_is_legal(contact):
    for seed in range(20):
        rng = random.Random(seed)
        s = new(players=2 + seed % 2, contact=contact)
        for _ in range(3000):
            if s.is_terminal():
                break
            move = rng.choice(s.chance_outcomes())[0] if s.is_chance() else rng.choice(s.legal_moves())
            assert s.why_illegal(move) is None
            s.play(move)
        assert s.is_terminal() and s.winners()


def test_the_score_screen_says_how_the_game_ended():
    s = started(Build.of([(2, 3, 3), (3, 2, 3), (2, 2, 4), (2, 2, 3)]))
    s.supply[1] = 3
    s.play(Roll(3))
    breakdown = GAME.score_breakdown(s, ["Anna", "Ben", "Cleo"])
    assert breakdown.notes[0].get("en") == "Ben rolled at least as many pips as dice were left in the supply, and wins at once."
    assert [row.points for row in breakdown.rows[0]] == [4]
    assert breakdown.rows[1][0].detail.get("de") == "3 im Vorrat übrig"
