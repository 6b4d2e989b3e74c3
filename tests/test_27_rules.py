"""27: every sentence of the rule book and every ruling (Z1-Z7, docs/rulings.md 27-1 ff.), without Qt."""
import pytest

from gamebox.games.twentyseven.example import (
    EXAMPLE_MOVES,
    FIRST_EXAMPLE_PLY,
    SECOND_EXAMPLE_PLY,
)
from gamebox.games.twentyseven.moves import PASS, Shift, Start, parse
from gamebox.games.twentyseven.reasons import _T as REASON_TEXTS
from gamebox.games.twentyseven.state import Rules, TwentySevenState
from gamebox.protocol import CHANCE, TERMINAL, IllegalMove, NotationError, Setup
from gamebox.registry import get

BLACK, WHITE = 0, 1


def at(position: str, to_move: int = BLACK, variant: str = "standard") -> TwentySevenState:
    return TwentySevenState.from_position(Rules(variant), position, to_move)


def start(variant: str = "standard", first: int | None = BLACK) -> TwentySevenState:
    return get("27").new_state(Setup(variant, 2, {}, first))


def refusal(state: TwentySevenState, text: str) -> str:
    reason = state.why_illegal(parse(text))
    assert reason is not None, f"{text} should be refused"
    return reason.code


# -- setup (Z1) ------------------------------------------------------------------------------

def test_the_row_is_red_seven_grey_red_with_nine_discs_on_each_start():
    state = start()
    assert state.stacks == ["R" + "B" * 9] + ["G"] * 7 + ["R" + "W" * 9]
    assert state.names == list("abcdefghi")
    assert state.total_discs() == 27
    assert [state.discs(c) for c in "BWGR"] == [9, 9, 7, 2]


def test_who_starts_is_drawn_by_lot_and_recorded():
    state = start(first=None)
    assert state.current_player() == CHANCE
    assert state.chance_outcomes() == [(Start(0), 0.5), (Start(1), 0.5)]
    assert refusal(state, "a1>b") == "start_first"
    state.play(parse("s2"))
    assert state.current_player() == WHITE
    assert refusal(state, "s1") == "not_start"


def test_each_goal_is_the_other_start_and_forward_means_towards_it():
    state = start()
    assert state.goal_index(BLACK) == 8 and state.goal_index(WHITE) == 0
    assert state.start_index(BLACK) == 0 and state.start_index(WHITE) == 8


# -- counting towers (Z2) ----------------------------------------------------------------------

def test_in_the_first_round_everybody_has_exactly_one_tower():
    state = start()
    assert state.steps(BLACK) == state.steps(WHITE) == 1
    state.play(parse("a9>b"))
    assert state.steps(WHITE) == 1


def test_a_tower_is_a_stack_whose_top_disc_is_yours_single_discs_too():
    state = at("RB GW GWB GBW G G G G RW")
    assert state.towers(BLACK) == [0, 2]       # a single disc is a tower; c has a black top
    assert state.towers(WHITE) == [1, 3, 8]    # d has a white top over a black disc


def test_towers_on_the_goal_count():
    state = at("R GB G G G G G G RBB")
    assert state.towers(BLACK) == [1, 8]
    assert state.steps(BLACK) == 2


# -- the move (Z3) ---------------------------------------------------------------------------------

def test_move_a_whole_tower_or_any_number_of_its_top_discs_exactly_n_fields():
    state = at("RBBB GB G G G G G G RWWW")
    assert state.steps(BLACK) == 2
    assert [str(m) for m in state.legal_moves()] == ["a1>c", "a2>c", "a3>c", "b1>d"]


def test_arriving_discs_are_stacked_on_what_is_there():
    state = at("RBB G GW G G G G G RW")
    state.play(parse("a2>b"))
    state = at("RB G GWW G G G G G RW")
    state.play(parse("a1>b"))       # one tower: one field
    assert state.stacks[1] == "GB"
    state = at("RBB GW G G G G G G RW")
    state.play(parse("a2>b"))
    assert state.stacks[:2] == ["R", "GWBB"]


def test_opponent_discs_in_the_moved_part_go_along():
    state = at("R GWWB G G G G G G RWW")
    state.play(parse("b3>c"))
    assert state.stacks[1:3] == ["G", "GWWB"]


def test_backwards_is_refused():
    state = at("R G GB G G G G G R", BLACK)
    assert refusal(state, "c1>b") == "backwards"
    assert refusal(state, "c1>c") == "backwards"
    white = at("R G GW G G G G G R", WHITE)
    assert refusal(white, "c1>d") == "backwards"


def test_the_distance_is_exactly_the_number_of_towers():
    state = at("RB G GB G G G G G R")
    reason = state.why_illegal(parse("a1>b"))
    assert reason.code == "wrong_distance" and reason.params["target"] == "c"
    assert state.why_illegal(parse("a1>c")) is None


def test_only_own_towers_move():
    state = at("RB GW G G G G G G RW")
    assert refusal(state, "b1>c") == "not_your_tower"
    assert refusal(state, "i1>h") == "not_your_tower"


def test_you_cannot_take_more_discs_than_the_stack_has_or_nothing():
    state = at("RBB G G G G G G G RW")
    assert refusal(state, "a3>b") == "too_many"
    assert refusal(state, "b1>c") == "empty_field"


def test_the_goal_must_be_reached_exactly_and_overshooting_towers_stay():
    # two towers: g -> i is exactly the goal; h would go past it
    state = at("R G G G G G GB GB R")
    assert [str(m) for m in state.legal_moves()] == ["g1>i"]


def test_a_tower_past_the_goal_is_refused_as_overshooting():
    state = at("R G G G G G G GB R")
    assert state.why_illegal(parse("h1>i")) is None
    state = at("R G G G G G GB GB R")
    assert refusal(state, "h1>i") == "overshoots"


def test_a_tower_on_the_goal_never_moves_again():
    state = at("RB G G G G G G G RB")
    assert refusal(state, "i1>a") == "from_goal"


# -- the book's examples ---------------------------------------------------------------------------------

def _example_state(plies: int) -> TwentySevenState:
    state = start()
    for text in EXAMPLE_MOVES[:plies]:
        state.play(parse(text))
    return state


def test_book_example_1_two_black_towers_two_steps_second_stack_moves():
    state = _example_state(FIRST_EXAMPLE_PLY)
    assert state.to_move == BLACK and state.towers(BLACK) == [0, 1] and state.steps(BLACK) == 2
    move = parse(EXAMPLE_MOVES[FIRST_EXAMPLE_PLY])
    assert move.source == "b" and state.names.index(move.target) - 1 == 2   # his second stack, two fields
    state.play(move)


def test_book_example_2_the_third_stack_would_overshoot_so_stack_1_or_2_moves():
    state = _example_state(SECOND_EXAMPLE_PLY)
    towers = state.towers(WHITE)
    assert state.to_move == WHITE and state.steps(WHITE) == 3
    stack1, stack2, stack3 = sorted(towers, reverse=True)    # numbered along White's way
    assert state.target_index(stack3, WHITE) is None          # past the goal
    sources = {m.source for m in state.legal_moves()}
    assert sources == {state.names[stack1], state.names[stack2]}
    move = parse(EXAMPLE_MOVES[SECOND_EXAMPLE_PLY])
    height = len(state.stacks[stack2]) - 1
    assert move.source == state.names[stack2] and move.target == state.names[stack3] and move.count < height
    state.play(move)
    assert len(EXAMPLE_MOVES) == SECOND_EXAMPLE_PLY + 1


def test_the_example_record_replays():
    import json

    from gamebox.record import loads

    record = loads(json.dumps(get("27").example_record()))
    assert record.replay() == _example_state(len(EXAMPLE_MOVES))


# -- blocked players (Z4) ------------------------------------------------------------------------------

def test_a_blocked_player_passes_and_moves_again_when_he_can():
    state = at("R G G G G G G GWB R", WHITE)
    assert state.steps(WHITE) == 0                       # ruling 27-4: no tower, no move
    assert state.current_player() == WHITE and state.legal_moves() == [PASS]
    assert refusal(state, "h1>g") == "must_pass"
    state.play(PASS)
    assert state.current_player() == BLACK
    state.play(parse("h1>i"))                            # uncovers White's disc
    assert state.legal_moves() == [parse("h1>g")]


def test_passing_is_refused_while_a_move_exists():
    assert start().why_illegal(PASS).code == "cannot_pass"


def test_the_other_player_goes_on_as_long_as_he_can():
    state = at("R G G G G G GB G RB", WHITE)             # White has nothing left
    state.play(PASS)
    state.play(parse("g1>i"))
    assert state.is_terminal() and state.scores() == [2.0, 0.0]


def test_the_game_ends_when_neither_can_move():
    state = at("RWW G G G G G G G RBBB", BLACK)
    assert state.current_player() == TERMINAL and state.legal_moves() == []
    assert refusal(state, "a1>b") == "game_over"


# -- scoring (Z5) ----------------------------------------------------------------------------------------

def test_score_counts_every_colour_on_the_goal_but_not_the_base():
    state = at("RWWB G G G G G G G RBBWB", BLACK)
    assert state.scores() == [4.0, 3.0]
    assert state.winners() == [BLACK]


def test_equal_towers_draw():
    state = at("RWW G G G G G G G RBB", BLACK)
    assert state.is_terminal() and state.winners() == [] and state.returns() == [0.0, 0.0]


# -- variant grey (Z6) ---------------------------------------------------------------------------------------

def test_grey_a_whole_stack_may_take_its_grey_base_and_the_row_closes_up():
    state = at("R GBB G G G G G G RW", BLACK, "grey")
    assert {str(m) for m in state.legal_moves()} == {"b1>c", "b2>c", "b2+>c"}
    state.play(parse("b2+>c"))
    assert state.names == list("acdefghi") and state.stacks[1] == "GGBB"
    assert state.total_discs() == 12


def test_grey_distances_count_the_fields_that_are_left():
    state = at("a:RB c:G d:G e:G f:G g:G h:G i:RW", BLACK, "grey")
    state.play(parse("a1>c"))                          # b has gone: c is the next field
    assert state.stacks[1] == "GB"


def test_grey_the_base_only_goes_with_the_whole_stack_and_red_never():
    state = at("RBB GBB G G G G G G RW", BLACK, "grey")
    assert refusal(state, "b1+>d") == "base_needs_whole"
    assert refusal(state, "a2+>c") == "red_base"
    assert refusal(at("R GBB G G G G G G RW", BLACK, "standard"), "b2+>c") == "base_not_movable"


def test_why_base_stays_names_the_bases_a_variant_leaves_behind():
    row = "RBB GBB G G G G G G RW"
    standard, grey, red = (at(row, BLACK, v) for v in ("standard", "grey", "red"))
    assert standard.why_base_stays("b").code == "base_not_movable"
    assert standard.why_base_stays("a").code == "base_not_movable"
    assert grey.why_base_stays("b") is None
    assert grey.why_base_stays("a").message() == "The red base disc of a stays: only the hardest variant carries red discs along."
    assert red.why_base_stays("a") is None and red.why_base_stays("b") is None


def test_grey_discs_count_in_a_tower_at_the_end():
    state = at("a:RWGW i:RGBGB", BLACK, "grey")
    assert state.scores() == [4.0, 3.0]


def test_grey_a_carried_grey_disc_moves_like_any_disc():
    state = at("R GGBB G G G G G G RW", BLACK, "grey")
    moves = {str(m) for m in state.legal_moves()}
    assert "b3>c" in moves and "b3+>c" in moves


# -- variant red (Z7) ------------------------------------------------------------------------------------------

def test_red_the_red_bases_go_along_too():
    state = start("red")
    assert "a9+>b" in {str(m) for m in state.legal_moves()}
    state.play(parse("a9+>b"))
    assert state.names == list("bcdefghi") and state.stacks[0] == "GRBBBBBBBBB"
    assert state.goal_index(WHITE) == 0                    # White's goal is now field b
    assert state.total_discs() == 27


def test_red_the_goal_is_the_last_field_whatever_its_base():
    state = at("RB G G G G G G G RBWBW", WHITE, "red")
    state.play(parse("i4+>h"))                             # White carries Black's goal away
    assert state.names[-1] == "h" and state.goal_index(BLACK) == 7
    assert state.stacks[-1] == "GRBWBW" and state.scores()[BLACK] == 5.0   # the red disc counts now


def test_red_a_row_of_one_field_is_both_goals_and_a_draw():
    state = at("RB RW", BLACK, "red")
    state.play(parse("a1+>b"))
    assert state.stacks == ["RWRB"] and state.is_terminal()
    assert state.scores() == [3.0, 3.0] and state.winners() == []


def test_the_fields_letters_are_notation_not_position():
    """Field b or field d gone: the same row, the same mover, so one position (perft counts it once);
    only what is written in notation (a puzzle's replies) tells them apart."""
    one, other = start("grey"), start("grey")
    for text in ("a1>b", "i1>h", "b1>d", "h1>f", "d1+>f"):
        one.play(parse(text))
    for text in ("a1>b", "i1>h", "b1+>d", "h1>f", "d2>f"):
        other.play(parse(text))
    assert one.stacks == other.stacks and one.names != other.names
    assert one.key() == other.key() and one == other and hash(one) == hash(other)
    assert one.labelled_key() != other.labelled_key()
    assert len(one.legal_moves()) == len(other.legal_moves())


# -- notation and reasons ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["s1", "s2", "a1>b", "c12>f", "c3+>e", "pass"])
def test_notation_round_trips(text):
    assert str(parse(text)) == text


@pytest.mark.parametrize("text", ["", "a>b", "j1>b", "a0>b", "a1-b", "s3", "a1>", "aa1>b"])
def test_unreadable_moves_raise_notation_errors(text):
    with pytest.raises(NotationError):
        parse(text)


def test_play_raises_with_the_reason_and_changes_nothing():
    state = start()
    before = state.clone()
    with pytest.raises(IllegalMove) as refused:
        state.play(Shift("a", 1, "c"))
    assert refused.value.reason.code == "wrong_distance"
    assert state == before


def test_every_reason_speaks_english_and_german():
    for code, texts in REASON_TEXTS.items():
        for text in texts if isinstance(texts, tuple) else (texts,):     # (one tower, several)
            assert text.en and text.de and text.en != text.de, code


def test_one_tower_moves_one_field_in_the_singular():
    state = start()
    assert state.why_illegal(parse("a3>c")).message("en") == "You have 1 tower, so it moves exactly 1 field: to b."
    assert state.why_illegal(parse("a3>c")).message("de") == "Du hast 1 Turm, also zieht er genau 1 Feld: nach b."


def test_a_move_that_is_not_of_this_game_is_refused():
    assert start().why_illegal("x").code == "not_a_move"
