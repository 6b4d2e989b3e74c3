"""Bunte Kuh's rules as the book states them (seeds/001, "Bunte Kuh"; RULINGS D2, D7; BK-… in
docs/rulings.md), without Qt and without waiting: the clock is moved by hand."""
import random

import pytest

from gamebox import registry
from gamebox.ai import make_agent
from gamebox.games.buntekuh.moves import Call, Deal, Niete, Place, Roll, Start, parse
from gamebox.games.buntekuh.state import DEALT, OVER, PLACE, ROLL, ROLL_MS, SEARCH, START, BunteKuhState
from gamebox.protocol import CHANCE, TERMINAL, NotationError
from gamebox.pyramid import lattice
from gamebox.pyramid.setups import ORIENTATION_LETTERS
from gamebox.realtime import play_out
from gamebox.record import GameRecord, PlayerSpec, loads
from gamebox.session import Session

GAME = registry.get("buntekuh")


def dealt(players=3, seed=1, first=0) -> BunteKuhState:
    state = BunteKuhState(players, first)
    rng = random.Random(seed)
    state.apply(Deal("".join(ORIENTATION_LETTERS[rng.randrange(24)] for _ in lattice.BOTTOM)))
    return state


def rolled(state: BunteKuhState, pips) -> BunteKuhState:
    state.play(Roll(tuple(sorted(pips))))
    state.advance_to(state.landed_at)
    return state


def roll_for(total: int):
    return next(tuple(d) for d in [(a, b, c) for a in range(1, 7) for b in range(a, 7) for c in range(b, 7)]
                if sum(d) == total)


def no_funnel_sum(state: BunteKuhState) -> int:
    sums = {state.funnel_sum(f) for f in state.funnels()}
    return next(t for t in range(3, 19) if t not in sums)


# -- Vorbereitung --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,each", [(2, 30), (3, 20), (4, 15), (5, 12), (6, 10)])
def test_the_sixty_dice_are_dealt_evenly(players, each):
    assert BunteKuhState(players).supply == (each,) * players and each * players == DEALT


def test_the_plate_holds_a_layer_of_45_pearl_dice_turned_at_random():
    state = dealt(seed=3)
    assert sorted(state.pyramid) == sorted(lattice.BOTTOM)
    assert {state.pyramid[p].colour for p in state.pyramid} == {"pearl"}
    assert len({state.pyramid[p].orientation for p in state.pyramid}) > 10
    assert len(state.funnels()) == 36 and all(lattice.layer(f) == 1 for f in state.funnels())


def test_who_gets_the_three_pearl_dice_is_drawn_or_chosen():
    state = BunteKuhState(4, None)
    state.apply(Deal("a" * 45))
    assert state.phase == START and state.acting_player() == CHANCE
    state.apply(Start(3))
    assert state.phase == ROLL and state.acting_player() == 3


# -- Spielverlauf ---------------------------------------------------------------------------------------------
def test_a_funnels_sum_is_the_three_faces_that_point_into_it():
    state = dealt()
    f = (0, 0, 7)
    expected = sum(state.pyramid[q].pip(d) for q, d in lattice.funnel_faces(f))
    assert state.funnel_sum(f) == expected == sum(state.pyramid.funnel_pips(f))


def test_nobody_calls_while_the_dice_roll():
    state = dealt()
    state.play(Roll((1, 2, 3)))
    assert state.legal_moves() == [] and state.why_illegal(Niete(1)).code == "rolling"
    assert state.next_change() == ROLL_MS
    state.advance_to(ROLL_MS)
    assert Niete(1) in state.legal_moves()


def test_a_right_stopp_lets_the_caller_place_a_die_in_that_funnel_turned_as_he_likes():
    state = dealt(seed=2)
    f = state.funnels()[5]
    rolled(state, roll_for(state.funnel_sum(f)))
    state.play(Call(2, f))
    assert state.phase == PLACE and state.current_player() == 2 and state.verdict.right
    other = next(g for g in state.funnels() if g != f)
    assert state.why_illegal(Place(2, other, 0)).code == "place_called"
    assert state.why_illegal(Place(1, f, 0)).code == "not_caller"
    assert state.why_illegal(Call(0, other)).code == "placing"
    state.play(Place(2, f, 17))
    assert state.pyramid[f].orientation == 17 and state.supply == (20, 20, 19)
    assert state.phase == ROLL and state.acting_player() == 1         # the dice go to the roller's left


def test_a_wrong_stopp_costs_the_caller_a_die_from_every_other_player():
    state = dealt(4, seed=2)
    f = state.funnels()[0]
    rolled(state, roll_for(state.funnel_sum(f) % 15 + 3 if state.funnel_sum(f) != 18 else 4))
    assert state.funnel_sum(f) != state.roll.total
    state.play(Call(1, f))
    assert state.supply == (14, 18, 14, 14) and not state.verdict.right and state.verdict.paid == (0, 2, 3)
    assert state.phase == ROLL and state.acting_player() == 1


def test_niete_is_right_when_no_funnel_shows_the_sum_and_then_any_funnel_takes_the_die():
    state = dealt(seed=4)
    rolled(state, roll_for(no_funnel_sum(state)))
    state.play(Niete(0))
    assert state.phase == PLACE and state.called is None and state.verdict.right
    far = state.funnels()[-1]
    state.play(Place(0, far, 3))
    assert far in state.pyramid and state.supply == (19, 20, 20)


def test_a_wrong_niete_is_punished_like_a_wrong_stopp():
    state = dealt(seed=4)
    f = state.funnels()[0]
    rolled(state, roll_for(state.funnel_sum(f)))
    state.play(Niete(2))
    assert state.supply == (19, 19, 22) and f in state.verdict.matches and not state.verdict.right


def test_a_stopp_must_point_at_a_funnel():
    state = dealt()
    rolled(state, (1, 1, 1))
    assert state.why_illegal(Call(0, (4, 4, 0))).code == "not_funnel"       # a die of the bottom layer
    assert state.why_illegal(Call(0, (0, 0, 0))).code == "not_funnel"       # nothing beneath it


def test_placed_dice_make_new_funnels_higher_up():
    state = dealt(seed=5)
    for f in [(0, 0, 7), (0, 1, 6), (1, 0, 6)]:
        state.phase, state.caller, state.called = PLACE, 0, f
        state.play(Place(0, f, 0))
        state.phase = SEARCH
    assert (0, 0, 6) in state.funnels() and lattice.layer((0, 0, 6)) == 2


# -- Spielende ---------------------------------------------------------------------------------------------
def test_the_first_to_place_his_last_die_wins():
    state = dealt()
    state.supply = (1, 5, 5)
    f = state.funnels()[0]
    rolled(state, roll_for(state.funnel_sum(f)))
    state.play(Call(0, f))
    state.play(Place(0, f, 0))
    assert state.phase == OVER and state.winners() == [0] and state.current_player() == TERMINAL
    assert state.returns() == [1.0, 0.0, 0.0]


def test_giving_away_the_last_die_as_a_penalty_wins_too_and_two_at_once_share():
    state = dealt()
    state.supply = (1, 6, 1)
    f = state.funnels()[0]
    rolled(state, roll_for(state.funnel_sum(f) + 1 if state.funnel_sum(f) < 18 else 3))
    state.play(Call(1, f))                 # Ben is wrong: Anna and Cleo each give him their last die
    assert state.phase == OVER and state.winners() == [0, 2] and state.returns() == [0.5, 0.0, 0.5]
    assert state.supply == (0, 8, 0)


# -- notation, words, whole games ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["r1-2-6", "s6", "3:stop142", "1:niete", "6:700x", "2:006a"])
def test_notation_reads_back(text):
    assert str(parse(text)) == text


@pytest.mark.parametrize("text", ["r0-1-2", "s7", "7:niete", "3:stop", "3:stop9999", "3:142y", "3:142", "niete"])
def test_bad_notation_is_a_notation_error(text):
    with pytest.raises(NotationError):
        parse(text)


def test_a_roll_reads_in_any_order_and_is_written_smallest_first():
    assert str(parse("r6-1-3")) == "r1-3-6"


def test_words_say_whether_a_call_was_right():
    state = dealt(seed=2)
    f = state.funnels()[5]
    rolled(state, roll_for(state.funnel_sum(f)))
    assert "right" in state.move_words(Call(1, f)).get("en")
    assert state.move_words(Call(1, f)).get("de").startswith("{seat1} ruft „Stopp!“: richtig")


@pytest.mark.parametrize("players", [2, 6])
def test_whole_games_of_computers_in_simulated_time_replay_exactly(players):
    record = GameRecord("buntekuh", "standard", [PlayerSpec(f"P{i}", "ai") for i in range(players)], {}, None)
    session = Session(record, random.Random(players))
    levels = ("search:easy", "search:medium", "search:strong")
    agents = {seat: make_agent(levels[seat % 3], GAME, seat) for seat in range(players)}
    play_out(session, agents)
    state = session.state
    assert state.phase == OVER and state.winners()
    assert all(state.supply[w] == 0 for w in state.winners())
    assert sum(state.supply) + state.placed == DEALT
    assert loads(record.dumps()).replay() == state
