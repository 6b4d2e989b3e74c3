"""Raffzahn's rules as the book states them (seeds/001, "Raffzahn"; RULINGS D2, D4; RZ-… in
docs/rulings.md), checked without Qt and without waiting: the game's clock is moved by hand."""
import random

import pytest

from gamebox import registry
from gamebox.ai import make_agent
from gamebox.clock import ManualClock
from gamebox.games.raffzahn.moves import END, Deal, Grab, Roll, Start, Stop, parse
from gamebox.games.raffzahn.state import (
    FULL,
    GRAB,
    OVER,
    QUIET_MS,
    ROLL,
    ROLL_MS,
    START,
    RaffzahnState,
)
from gamebox.protocol import CHANCE, TERMINAL, NotationError
from gamebox.pyramid import dice, lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.setups import deal_code
from gamebox.realtime import play_out
from gamebox.record import GameRecord, PlayerSpec, loads
from gamebox.session import Session

GAME = registry.get("raffzahn")


def dealt(seed=1, first=0) -> RaffzahnState:
    state = RaffzahnState(first)
    state.apply(Deal(deal_code(random.Random(seed), FULL)))
    return state


def rolled(state: RaffzahnState, value: int, at: int | None = None) -> RaffzahnState:
    state.advance_to(state.now if at is None else at)
    state.play(Roll(value))
    state.advance_to(state.landed_at)
    return state


def with_pyramid(dice_at: dict, roller=0) -> RaffzahnState:
    state = dealt()
    state.pyramid = Pyramid(dice_at)
    state.roller = roller
    return state


def die_showing(pips: tuple[int, int, int], colour="red") -> Die:
    """A die showing `pips` toward the sides x=0, y=0, z=0 (seats 1, 2, 3)."""
    orientation = dice.orientation_with({lattice.MINUS[i]: pips[i] for i in range(3)})
    return Die(colour, orientation)


# -- Vorbereitung --------------------------------------------------------------------------------------
def test_the_pyramid_is_built_full_at_random_and_its_top_die_taken_away():
    state = dealt(seed=4)
    assert len(state.pyramid) == 164 and lattice.APEX not in state.pyramid
    colours = [state.pyramid[p].colour for p in state.pyramid]
    assert sorted(colours.count(c) for c in ("red", "yellow", "pearl")) == [54, 55, 55]
    assert state.free_dice() == [(0, 0, 1), (0, 1, 0), (1, 0, 0)]   # only the three under the top are free
    other = dealt(seed=5)
    assert other.pyramid != state.pyramid


def test_one_player_gets_the_turquoise_die_by_lot_or_by_choice():
    state = RaffzahnState(None)
    state.apply(Deal(deal_code(random.Random(1), FULL)))
    assert state.phase == START and state.current_player() == CHANCE and state.acting_player() == CHANCE
    assert [m for m, _ in state.chance_outcomes()] == [Start(0), Start(1), Start(2)]
    state.apply(Start(2))
    assert state.phase == ROLL and state.acting_player() == 2
    assert dealt(first=1).acting_player() == 1


def test_each_player_sees_only_the_face_toward_his_side():
    state = with_pyramid({(0, 0, 0): die_showing((1, 3, 2))})
    assert [state.shows((0, 0, 0), seat) for seat in range(3)] == [1, 3, 2]


# -- Spielverlauf ----------------------------------------------------------------------------------------
def test_the_roller_throws_the_turquoise_die_and_everybody_grabs_what_shows_him_the_roll():
    state = with_pyramid({(0, 0, 0): die_showing((5, 1, 4)), (8, 0, 0): die_showing((1, 5, 3))})
    rolled(state, 5)
    assert state.current_player() == 0 and state.phase == GRAB
    assert set(state.legal_moves()) == {Grab(0, (0, 0, 0)), Grab(1, (8, 0, 0)), Stop(0)}
    assert state.why_illegal(Grab(2, (0, 0, 0))).code == "wrong_pip"
    assert "shows you a 4, not the 5" in state.why_illegal(Grab(2, (0, 0, 0))).message("en")


def test_two_players_can_never_reach_for_the_same_die():
    """The book's note: each player sees another face of a die, so no die is ever two players'."""
    for seed in range(20):
        state = dealt(seed)
        rng = random.Random(seed)
        for p in rng.sample(sorted(state.pyramid), 40):
            for roll in range(1, 7):
                seen = [seat for seat in range(3) if state.shows(p, seat) == roll]
                assert len(seen) <= 1


def test_grabbing_frees_more_dice():
    state = dealt(seed=2)
    before = set(state.free_dice())
    p, seat = (0, 0, 1), 0
    rolled(state, state.shows(p, seat))
    state.play(Grab(seat, p))
    assert set(state.free_dice()) - before == {(0, 0, 2)}       # the die below it along the edge
    assert state.trays[seat] == (dealt(seed=2).pyramid[p].colour,)


def test_only_free_dice_may_be_taken():
    state = dealt(seed=3)
    covered = (1, 1, 0)                       # the dice of layer 7 rest on it
    roll = state.shows(covered, 0)
    rolled(state, roll)
    assert state.why_illegal(Grab(0, covered)).code == "not_free"
    assert state.why_illegal(Grab(0, (4, 4, 4))).code == "no_die"


def test_nobody_grabs_before_the_die_lies_still():
    state = with_pyramid({(0, 0, 0): die_showing((4, 1, 2))})
    state.play(Roll(4))
    assert state.why_illegal(Grab(0, (0, 0, 0))).code == "rolling"
    assert state.legal_moves() == [Stop(0)]
    state.advance_to(ROLL_MS - 1)
    assert state.why_illegal(Grab(0, (0, 0, 0))).code == "rolling"
    state.advance_to(ROLL_MS)
    assert state.why_illegal(Grab(0, (0, 0, 0))) is None


def test_only_the_roller_calls_stopp_and_then_the_die_goes_to_his_left_neighbour():
    state = dealt(first=1)
    rolled(state, 3)
    assert state.why_illegal(Stop(0)).code == "only_roller"
    state.play(Stop(1))
    assert state.phase == ROLL and state.acting_player() == 2
    rolled(state, 2)
    state.play(Stop(2))
    assert state.acting_player() == 0


def test_after_stopp_the_app_refuses_every_grab_so_the_books_penalty_never_arises():
    """D2: the book's penalty for grabbing after "Stopp!" (give a die to each other player) cannot
    happen: the grab is refused, and nobody's dice change."""
    state = with_pyramid({(0, 0, 0): die_showing((6, 2, 3)), (8, 0, 0): die_showing((6, 2, 3)),
                          (0, 0, 1): die_showing((1, 3, 2))})
    rolled(state, 6)
    state.play(Grab(0, (0, 0, 0)))
    state.play(Stop(0))
    trays = state.trays
    reason = state.why_illegal(Grab(0, (8, 0, 0)))
    assert reason.code == "stopped" and "nobody may take a die" in reason.message("en")
    assert state.trays == trays


def test_the_game_ends_when_stopp_is_called_and_only_the_bottom_layer_is_left():
    bottom = {p: die_showing((1, 3, 2)) for p in lattice.BOTTOM}
    state = with_pyramid({**bottom, (0, 0, 7): die_showing((4, 5, 1))})
    rolled(state, 1)
    state.play(Grab(0, (8, 0, 0)))            # a bottom die (free: nothing rests on it) may be taken too
    state.play(Stop(0))
    assert state.phase == ROLL                # a die above the plate is left: on goes the game
    state.roller = 0
    rolled(state, 4)
    state.play(Grab(0, (0, 0, 7)))
    assert state.phase == GRAB                # grabbing goes on until "Stopp!"
    state.play(Stop(0))
    assert state.phase == OVER and state.current_player() == TERMINAL


def test_most_dice_win_and_ties_share_the_win():
    bottom = {p: die_showing((1, 3, 2)) for p in lattice.BOTTOM}
    state = with_pyramid({**bottom, (0, 0, 7): die_showing((4, 5, 1))})
    state.trays = (("red",) * 5, ("red",) * 6, ("red",) * 5)
    rolled(state, 5)
    state.play(Grab(1, (0, 0, 7)))
    state.play(Stop(0))
    assert state.winners() == [1] and state.scores() == [5.0, 7.0, 5.0]
    assert state.returns() == [0.0, 1.0, 0.0]
    tie = with_pyramid(dict(bottom))
    tie.trays = (("red",) * 4, ("pearl",) * 4, ("red",) * 2)
    rolled(tie, 6)
    tie.play(Stop(0))
    assert tie.winners() == [0, 1] and tie.returns() == [0.5, 0.5, 0.0]


def test_when_no_free_die_shows_the_roll_to_anybody_the_turn_ends_by_itself():
    """RZ-6: nothing can be grabbed; the clock ends the turn QUIET_MS after that became so."""
    state = with_pyramid({(0, 0, 0): die_showing((1, 3, 2)), (1, 0, 0): die_showing((1, 3, 2))})
    state.play(Roll(6))
    assert state.clock_move() == (ROLL_MS + QUIET_MS, END)
    state.advance_to(ROLL_MS + QUIET_MS - 1)
    assert END not in state.legal_moves() and state.why_illegal(END).code == "not_quiet"
    state.advance_to(ROLL_MS + QUIET_MS)
    assert END in state.legal_moves()
    state.play(END)
    assert state.phase == ROLL and state.acting_player() == 1 and state.ended_by == "end"


def test_the_turn_also_ends_by_itself_after_the_last_matching_die_is_grabbed():
    state = with_pyramid({(0, 0, 0): die_showing((2, 1, 3)), (8, 0, 0): die_showing((5, 1, 4))})
    rolled(state, 2, at=1000)
    assert state.clock_move() is None
    state.advance_to(2500)
    state.play(Grab(0, (0, 0, 0)))
    assert state.clock_move() == (2500 + QUIET_MS, END)


# -- notation, words, whole games ----------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["d1", "d6", "s1", "s3", "1:stop", "3:stop", "2:043", "1:800", "end"])
def test_notation_reads_back(text):
    assert str(parse(text)) == text


@pytest.mark.parametrize("text", ["d0", "d7", "s4", "4:stop", "0:043", "2:999", "2:stopp", "2043", "", "grab"])
def test_bad_notation_is_a_notation_error(text):
    with pytest.raises(NotationError):
        parse(text)


def test_moves_in_words_name_the_grabber():
    state = with_pyramid({(0, 0, 0): die_showing((5, 1, 4), "yellow")})
    rolled(state, 1)
    assert state.move_words(Grab(1, (0, 0, 0))).get("en") == "{seat1} grabs a yellow die"
    assert state.move_words(Grab(1, (0, 0, 0))).get("de") == "{seat1} rafft einen gelben Würfel"
    assert state.move_words(Stop(0)).get("de") == "ruft „Stopp!“"


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_game_of_computers_in_simulated_time_replays_exactly(seed):
    record = GameRecord("raffzahn", "standard", [PlayerSpec(n, "ai", "search:medium") for n in "ABC"], {}, None)
    session = Session(record, random.Random(seed))
    agents = {seat: make_agent(level, GAME, seed * 10 + seat)
              for seat, level in enumerate(("search:easy", "search:medium", "search:strong"))}
    play_out(session, agents)
    state = session.state
    assert state.phase == OVER and state.above_the_plate() == 0
    assert sum(state.scores()) + len(state.pyramid) == 164
    assert loads(record.dumps()).replay() == state
    assert isinstance(session.clock, ManualClock) and 60_000 < session.clock.now() < 30 * 60_000
