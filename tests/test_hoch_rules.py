"""Hoch und höher: every rule of the book and of RULINGS H1-H8, without Qt."""
import pytest

from gamebox.games.hoch.example import CLOSING_MOVES, closing_example_record
from gamebox.games.hoch.moves import START_HEIGHTS, Place, Roll, Stack, Start, parse
from gamebox.games.hoch.state import END_WHEN_STUCK, HochState, Rules
from gamebox.protocol import CHANCE, TERMINAL, IllegalMove, NotationError, Setup
from gamebox.record import from_json
from gamebox.registry import get

SOLO = Rules(solo=True, hierarchy=False)
SOLO_H = Rules(solo=True, hierarchy=True)
DUEL = Rules(solo=False, hierarchy=False)
DUEL_H = Rules(solo=False, hierarchy=True)
START = "6 6 5 5 4 4 3 3 2 2 2 1 1 1"


def state(rules, position=START, to_move=0, roll=None):
    return HochState.from_position(rules, position, to_move, roll)


def reason_of(s, text):
    r = s.why_illegal(s.parse_move(text))
    return r.code if r else None


# -- set-up -----------------------------------------------------------------------------
def test_setup_has_45_discs_in_the_books_towers():
    s = get("hoch").new_state(Setup("solo", 1))
    assert sorted(s.heights, reverse=True) == [6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1]
    assert s.total_discs() == 45 == sum(START_HEIGHTS)
    assert s.pawn_tower == [-1, -1, -1, -1]
    assert s.current_player() == CHANCE  # the turn starts with the roll


def test_duel_starts_with_a_recorded_roll_for_who_begins_unless_chosen():
    game = get("hoch")
    s = game.new_state(Setup("duel", 2))
    assert s.current_player() == CHANCE
    assert [str(m) for m, p in s.chance_outcomes()] == ["s1", "s2"]
    s.play(Start(1))
    assert s.acting_player() == 1 and s.current_player() == CHANCE
    chosen = game.new_state(Setup("duel", 2, first_player=1))
    assert chosen.acting_player() == 1


def test_roll_outcomes_are_six_equally_likely_numbers():
    s = state(SOLO)
    outcomes = s.chance_outcomes()
    assert [str(m) for m, _ in outcomes] == ["d1", "d2", "d3", "d4", "d5", "d6"]
    assert sum(p for _, p in outcomes) == pytest.approx(1)


# -- the three moves ----------------------------------------------------------------------
def test_move_1_places_a_pawn_on_a_tower_of_the_rolled_height():
    s = state(SOLO, roll=4)
    s.play(parse("B@e"))
    assert s.pawn_tower[0] == 4 and s.pawn_on[4] == 0
    assert s.heights[4] == 4


def test_move_2_puts_a_pawnless_tower_of_the_rolled_height_onto_any_pawnless_tower():
    s = state(SOLO, roll=2)
    s.play(parse("i>a"))
    assert s.heights[0] == 8 and s.heights[8] == 0
    assert s.total_discs() == 45


def test_move_3_moves_a_tower_with_its_pawn_onto_a_pawnless_tower():
    s = state(SOLO, "6 6 5 5 4 4 3 3 2B 2 2 1 1 1", roll=2)
    s.play(parse("i>a"))
    assert s.heights[0] == 8 and s.pawn_tower[0] == 0 and s.pawn_on[0] == 0 and s.pawn_on[8] == -1


def test_towers_taller_than_6_never_move_but_may_be_targets():
    # H2: any pawnless tower is a target, also one taller than 6.
    s = state(SOLO, "12 - 5 5 4 4 3 3 2 2 2 1 1 1", roll=5)
    s.play(parse("c>a"))
    assert s.heights[0] == 17
    tall = state(SOLO, "17 - - 5 4 4 3 3 2 2 2 1 1 1", roll=6)
    assert all(not (isinstance(m, Stack) and m.source == 0) for m in tall.legal_moves())


def test_wrong_height_is_refused_with_the_roll_and_the_height():
    s = state(SOLO, roll=4)
    r = s.why_illegal(parse("g>a"))
    assert r.code == "wrong_height"
    assert r.message("en") == "You rolled 4; this tower is 3 high."
    assert r.message("de") == "Du hast 4 gewürfelt; dieser Turm ist 3 hoch."
    assert reason_of(s, "B@g") == "wrong_height"


def test_h1_a_tower_carries_at_most_one_pawn():
    s = state(SOLO, "6B 6 5 5 4 4 3 3 2 2 2 1 1 1", roll=6)
    assert reason_of(s, "R@a") == "tower_has_pawn"
    assert s.why_illegal(parse("R@a")).message("en") == "This tower carries a pawn."
    assert reason_of(s, "b>a") == "target_has_pawn"
    assert reason_of(s, "R@b") is None


def test_a_pawn_is_placed_once_and_never_moves_alone():
    s = state(SOLO, "6B 6 5 5 4 4 3 3 2 2 2 1 1 1", roll=6)
    assert reason_of(s, "B@b") == "pawn_placed"


def test_a_tower_cannot_go_onto_itself_or_onto_an_empty_place():
    s = state(SOLO, "6 - 5 5 4 4 3 3 2 2 2 1 1 1", roll=6)
    assert reason_of(s, "a>a") == "same_tower"
    assert reason_of(s, "a>b") == "no_tower"
    assert reason_of(s, "b>a") == "no_tower"


def test_moves_wait_for_the_roll_and_rolls_wait_for_the_move():
    s = state(SOLO)
    assert reason_of(s, "B@a") == "roll_first"
    s.play(Roll(6))
    assert reason_of(s, "d3") == "already_rolled"
    with pytest.raises(IllegalMove):
        s.play(Roll(3))


def test_legal_moves_are_exactly_placements_and_tower_moves_of_the_rolled_height():
    s = state(SOLO, roll=6)
    moves = {str(m) for m in s.legal_moves()}
    placements = {f"{p}@{t}" for p in "BRYG" for t in "ab"}
    stacks = {f"{a}>{b}" for a in "ab" for b in "abcdefghijklmn" if a != b}
    assert moves == placements | stacks
    for m in s.legal_moves():
        assert s.why_illegal(m) is None


def test_can_place_and_can_stack_say_which_kinds_of_move_the_roll_allows():
    start = state(SOLO, roll=6)
    assert start.can_place() and start.can_stack()
    assert not state(SOLO).can_place() and not state(SOLO).can_stack()  # not rolled yet
    all_placed = state(SOLO, "6B 6R 6Y 6G 5 5 4 4 3 3 2 2 2 1", roll=6)
    assert not all_placed.can_place() and all_placed.can_stack()
    # Brown is still in the tray, but both towers of height 6 carry a pawn.
    taken = state(DUEL, "6B 6Y 5 5 4 4 3 3 2 2 2 1 1 1", to_move=0, roll=6)
    assert taken.unplaced_pawns(0) and not taken.can_place() and taken.can_stack()
    # The only tower of height 6 is the only pawnless one: nowhere to carry it.
    alone = state(DUEL, "10B 10R 10Y 6 - - - - - - - - - -", to_move=1, roll=6)
    assert alone.can_place() and not alone.can_stack()


# -- duel -------------------------------------------------------------------------------------
def test_duel_teams_place_only_their_own_pawns():
    s = state(DUEL, to_move=0, roll=6)
    assert reason_of(s, "Y@a") == "not_your_pawn"
    assert reason_of(s, "B@a") is None and reason_of(s, "R@a") is None
    t = state(DUEL, to_move=1, roll=6)
    assert reason_of(t, "B@a") == "not_your_pawn"
    assert {m.pawn for m in t.legal_moves() if isinstance(m, Place)} == {2, 3}


def test_duel_may_move_a_tower_carrying_the_opponents_pawn():
    s = state(DUEL, "6 6 5 5 4 4 3 3 2Y 2 2 1 1 1", to_move=0, roll=2)
    s.play(parse("i>a"))
    assert s.pawn_tower[2] == 0 and s.heights[0] == 8


def test_duel_players_alternate():
    s = state(DUEL, roll=6)
    s.play(parse("B@a"))
    assert s.acting_player() == 1 and s.current_player() == CHANCE


def test_duel_scoring_and_winner():
    s = state(DUEL, "14B - 8Y 5G 5 4 - 3R - 3 3 - - -", to_move=0, roll=1)
    assert s.is_terminal()
    assert s.scores() == [17, 13] and s.winners() == [0]


def test_h5_tie_broken_by_the_best_single_pawn_then_draw():
    tie = state(DUEL, "10B 2R 7Y 5G 8 4 - 3 - 3 3 - - -", roll=1)
    assert tie.is_terminal() and tie.scores() == [12, 12]
    assert tie.winners() == [0]  # blue's 10 beats yellow's 7
    draw = state(DUEL, "6B 6R 6Y 6G 7 4 - 3 - 4 3 - - -", roll=1)
    assert draw.scores() == [12, 12] and draw.winners() == []
    assert draw.returns() == [0.0, 0.0]


def test_h4_an_unplaced_pawn_scores_zero():
    s = state(DUEL, "20B 6 5 5 - 4 - - - - - - - -", roll=1)
    assert s.is_terminal() and s.scores() == [20, 0] and s.winners() == [0]


def test_h6_duel_hierarchy_only_the_leader_counts_when_broken():
    s = state(DUEL_H, "3B 9R 8Y 5G 5 4 - 3 - 3 5 - - -", roll=1)
    assert s.pawn_points() == [3, 0, 8, 5]
    assert s.scores() == [3, 13] and s.winners() == [1]
    equal = state(DUEL_H, "6B 6R 8Y 9G 5 4 - 4 - 3 - - - -", roll=1)
    assert equal.pawn_points() == [6, 6, 8, 0]


def test_h6_unplaced_leader_counts_as_height_zero():
    s = state(DUEL_H, "- 9R 8Y 5G 5 4 6 3 - 3 2 - - -", roll=1)
    assert s.pawn_points()[:2] == [0, 0]


def test_h5_tie_break_uses_scored_points_after_hierarchy():
    # Team B: blue 4 + brown 8 broken -> 4; Team G: yellow 2, green 2 -> 4. Best scored pawn: 4 vs 2.
    s = state(DUEL_H, "4B 8R 2Y 2G 7 6 5 5 - 6 - - - -", roll=1)
    assert s.scores() == [4, 4] and s.winners() == [0]


# -- solo and its hierarchy: the book's closing example (H7) ------------------------------
def test_book_closing_example_scores_30_and_17_with_hierarchy():
    s = from_json(closing_example_record("solo")).replay()
    assert s.is_terminal() and s.last_roll == 1
    assert s.pawn_heights() == [14, 3, 8, 5]  # blue, brown, yellow, green
    assert s.scores() == [30]
    h = from_json(closing_example_record("solo-hierarchy")).replay()
    assert h.pawn_points() == [14, 3, 0, 0]
    assert h.scores() == [17]


def test_closing_position_ends_on_a_1_because_no_tower_is_1_high():
    s = state(SOLO, "14B - 8Y 5G 5 4 - 3R - 3 3 - - -")
    assert not any(s.heights[t] == 1 for t in range(14))
    s.play(Roll(1))
    assert s.current_player() == TERMINAL
    assert len(CLOSING_MOVES) == 21 and CLOSING_MOVES[-1] == "d1"


def test_solo_maximum_is_45():
    s = state(SOLO, "42B 1R 1Y 1G - - - - - - - - - -")
    assert s.is_terminal() and s.scores() == [45]


def test_h7_unplaced_pawns_count_as_zero_in_the_hierarchy():
    s = state(SOLO_H, "- 5R 6 6 4 4 3 3 2 2 2 1 1 2", roll=None)
    assert s.pawn_points() == [0, 0, 0, 0]
    t = state(SOLO_H, "9B 9R 9Y - 6 4 3 3 2 - - - - -", roll=None)
    assert t.pawn_points() == [9, 9, 9, 0]


# -- end of the game (H3) -------------------------------------------------------------------
def test_h3_game_ends_on_the_first_roll_allowing_no_move():
    s = state(SOLO, "14B 6 - - - - - - - - - - - 25")
    s.play(Roll(3))
    assert s.is_terminal() and s.last_roll == 3


def test_h3_option_rolls_again_while_some_number_allows_a_move():
    rules = Rules(solo=True, hierarchy=False, end_rule=END_WHEN_STUCK)
    s = state(rules, "14B 6 - - - - - - - - - - - 25")
    s.play(Roll(3))
    assert s.current_player() == CHANCE and s.last_roll == 3
    s.play(Roll(6))
    assert s.current_player() == 0


def test_game_ends_at_once_when_no_roll_can_allow_a_move():
    s = state(SOLO, "14B 7R 9Y 15G - - - - - - - - - -")
    assert s.is_terminal()
    assert s.legal_moves() == []


def test_terminal_state_refuses_everything():
    s = state(SOLO, "14B 7R 9Y 15G - - - - - - - - - -")
    assert reason_of(s, "d1") == "game_over"


# -- notation -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,move", [("d4", Roll(4)), ("s2", Start(1)), ("B@c", Place(0, 2)),
                                       ("G@n", Place(3, 13)), ("c>f", Stack(2, 5))])
def test_notation_round_trip(text, move):
    assert parse(text) == move and str(move) == text


@pytest.mark.parametrize("bad", ["", "d7", "d0", "X@a", "B@o", "a>", "aa", "B@A", "s3"])
def test_bad_notation_is_a_notation_error(bad):
    with pytest.raises(NotationError):
        parse(bad)
