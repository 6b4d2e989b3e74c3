"""Ponga's rules from the book and the rulings (P1-P5, docs/rulings.md PO-1 ff.), in notation."""
import pytest

from gamebox.games.ponga.board import DIAGONAL, DOUBLES, LINES, PAIRS, field, field_name
from gamebox.games.ponga.example import CAPTIONS_DE, CAPTIONS_EN, EXAMPLE_MOVES
from gamebox.games.ponga.moves import Place, Roll, Start, parse
from gamebox.games.ponga.state import OVER, PLACE, ROLL, PongaState, Rules
from gamebox.i18n import Text
from gamebox.protocol import CHANCE, TERMINAL, IllegalMove, NotationError, Setup
from gamebox.record import GameRecord, PlayerSpec, from_json, loads
from gamebox.registry import get

GAME = get("ponga")


def board(fields: dict[str, str]) -> str:
    """A position text with the given towers ("25": "13" is player 1 under player 3), the rest empty."""
    cells = [fields.get(field_name(f), ".") for f in range(36)]
    return "/".join(" ".join(cells[r * 6:(r + 1) * 6]) for r in range(6))


def position(fields: dict[str, str], players: int = 4, to_move: int = 0, out=(), rounds: int = 1) -> PongaState:
    return PongaState.from_position(board(fields), players, to_move, rounds, tuple(out))


def play(state: PongaState, text: str) -> PongaState:
    for move in text.split():
        state.play(state.parse_move(move))
    return state


def names(moves) -> list[str]:
    return [str(m) for m in moves]


def new(players: int = 4, first: int | None = 0, rounds: str = "1") -> PongaState:
    return GAME.new_state(Setup("standard", players, {"rounds": rounds}, first))


# -- the roll ------------------------------------------------------------------------------

def test_a_roll_selects_two_fields_or_one_for_a_double():
    assert [field_name(f) for f in Roll(2, 5).fields] == ["25", "52"]
    assert [field_name(f) for f in Roll(4, 4).fields] == ["44"]
    assert field(2, 5) == 1 * 6 + 4 and field_name(field(6, 1)) == "61"


def test_the_roll_has_21_outcomes_doubles_1_in_36_others_2_in_36():
    state = new()
    outcomes = {str(m): p for m, p in state.chance_outcomes()}
    assert state.current_player() == CHANCE and state.acting_player() == 0
    assert len(outcomes) == 21 and sum(outcomes.values()) == pytest.approx(1)
    assert outcomes["d25"] == pytest.approx(2 / 36) and outcomes["d33"] == pytest.approx(1 / 36)
    assert "d52" not in outcomes
    assert sum(p for _, p in PAIRS) == pytest.approx(1)


def test_after_the_roll_the_player_places_on_one_of_its_fields():
    state = play(new(), "d25")
    assert state.phase == PLACE and state.current_player() == 0 and str(state.last_roll) == "d25"
    assert names(state.legal_moves()) == ["25", "52"]


# -- where the stone goes (P2) ---------------------------------------------------------

def test_both_free_the_player_chooses():
    for choice in ("25", "52"):
        state = play(new(), f"d25 {choice}")
        assert state.top(parse(choice).field) == 0
        assert state.phase == ROLL and state.to_move == 1


def test_a_double_on_a_free_field_is_forced():
    state = play(new(), "d33")
    assert names(state.legal_moves()) == ["33"]


def test_only_one_free_the_stone_must_go_there():
    state = play(position({"52": "3"}), "d25")
    assert names(state.legal_moves()) == ["25"]
    reason = state.why_illegal(parse("52"))
    assert reason.code == "must_free"
    assert reason.message("en") == "Field 25 is free: you must place there."
    assert reason.message("de") == "Feld 25 ist frei: dort musst du setzen."


def test_one_free_and_one_own_the_free_one():
    state = play(position({"52": "1"}), "d25")
    assert names(state.legal_moves()) == ["25"]
    assert state.why_illegal(parse("52")).code == "own_stone"


def test_both_occupied_by_others_cover_either_and_capture_the_tower():
    state = play(position({"25": "21", "52": "3"}, to_move=1), "d25")
    assert names(state.legal_moves()) == ["25", "52"]
    play(state, "25")
    assert state.towers[parse("25").field] == (1, 0, 1)   # bottom-up: player 2, player 1, player 2
    assert state.top(parse("25").field) == 1
    assert state.round_scores() == [0, 3, 1, 0]           # a tower counts for its top stone's owner


def test_never_cover_ones_own_stone():
    state = play(position({"25": "1", "52": "23"}), "d25")
    assert names(state.legal_moves()) == ["52"]
    reason = state.why_illegal(parse("25"))
    assert reason.code == "own_stone"
    assert reason.message("en") == "That is your own stone: you may not cover it."
    assert reason.message("de") == "Das ist dein eigener Stein: den darfst du nicht überdecken."


def test_a_stone_of_another_colour_beneath_does_not_make_a_tower_ones_own():
    state = play(position({"25": "12", "52": "2"}), "d25")   # 25: player 1 under player 2
    assert names(state.legal_moves()) == ["25", "52"]


def test_wrong_field_is_refused_with_the_rolled_fields():
    state = play(new(), "d25")
    reason = state.why_illegal(parse("33"))
    assert reason.code == "wrong_field"
    assert reason.message("en") == "The dice show 2 and 5: place on 25 or 52."
    assert reason.message("de") == "Die Würfel zeigen 2 und 5: setze auf 25 oder 52."
    double = play(new(), "d44").why_illegal(parse("45"))
    assert double.message("en") == "The dice show a double 4: place on 44."
    with pytest.raises(IllegalMove) as caught:
        state.play(parse("33"))
    assert caught.value.reason.code == "wrong_field"


def test_candidates_name_the_fields_their_owners_and_which_are_legal():
    state = play(position({"25": "1", "52": "3"}), "d25")
    assert [(c.name, c.top, c.legal) for c in state.candidates()] == [("25", 0, False), ("52", 2, True)]
    assert [(c.name, c.top, c.legal) for c in state.candidates(Roll(1, 1))] == [("11", None, True)]


# -- out -------------------------------------------------------------------------------

def test_both_fields_own_the_player_is_out_at_once_without_a_move():
    state = play(position({"25": "1", "52": "31"}), "d25")
    assert state.out == (0,) and state.is_out(0) and state.last_out == 0
    assert state.phase == ROLL and state.to_move == 1            # the next player rolls
    assert state.towers[parse("52").field] == (2, 0)             # his stones stay


def test_a_double_on_ones_own_field_puts_him_out():
    state = play(position({"33": "2"}, to_move=1), "d33")
    assert state.out == (1,) and state.to_move == 2


def test_the_stones_of_a_player_who_is_out_stay_and_can_be_captured():
    state = play(position({"25": "1", "52": "1", "14": "3"}), "d25")   # player 1 out
    play(state, "d25")                                                  # player 2: both fields player 1's
    assert names(state.legal_moves()) == ["25", "52"]
    play(state, "52")
    assert state.top(parse("52").field) == 1 and state.round_scores() == [1, 2, 1, 0]


def test_the_turns_of_a_player_who_is_out_are_skipped():
    state = play(position({"25": "2", "52": "2"}, to_move=1), "d25")   # player 2 out
    assert state.to_move == 2
    play(state, "d11 11 d12 12 d13 13")                                 # players 3, 4, 1
    assert state.to_move == 2                                           # player 2 skipped
    assert state.out == (1,)


def test_the_number_out_never_goes_back_within_a_round():
    state = play(position({"25": "2", "52": "2", "11": "3"}, to_move=1), "d25 d11")
    assert state.out == (1, 2)


# -- a line wins the round (P3) --------------------------------------------------------

def line_position(line_fields: list[str], missing: str, owner: str = "1", extra=None) -> PongaState:
    towers = {f: owner for f in line_fields if f != missing}
    towers.update(extra or {})
    return position(towers)


@pytest.mark.parametrize("kind,fields,missing,roll,multiplier", [
    ("row", ["31", "32", "33", "34", "35", "36"], "34", "d34", 1),
    ("column", ["15", "25", "35", "45", "55", "65"], "45", "d45", 1),
    ("diagonal", ["16", "25", "34", "43", "52", "61"], "25", "d25", 2),
    ("doubles", ["11", "22", "33", "44", "55", "66"], "44", "d44", 3),
])
def test_completing_a_line_wins_all_stones_times_its_multiplier(kind, fields, missing, roll, multiplier):
    state = line_position(fields, missing, extra={"12": "23", "21": "4", "46": "32", "64": "2"})
    play(state, f"{roll} {missing}")
    assert state.is_terminal() and state.phase == OVER
    line = state.completed_line()
    assert line.kind == kind and line.multiplier == multiplier
    assert sorted(line.names) == sorted(fields)
    stones = state.stones()
    assert state.scores() == [stones * multiplier, 0, 0, 0]
    assert state.winners() == [0] and state.returns() == [1.0, -1.0, -1.0, -1.0]


def test_a_line_can_be_completed_by_capturing_its_last_field():
    state = position({"31": "1", "32": "1", "33": "1", "35": "1", "36": "1", "34": "32", "43": "4"})
    play(state, "d34")
    assert names(state.legal_moves()) == ["34", "43"]
    play(state, "34")
    assert state.completed_line().kind == "row" and state.scores()[0] == 9


def test_the_diagonal_without_doubles_counts_twice_and_the_doubles_diagonal_three_times():
    kinds = {line.kind: line.multiplier for line in LINES}
    assert kinds == {"row": 1, "column": 1, DIAGONAL: 2, DOUBLES: 3}
    assert [field_name(f) for f in next(x for x in LINES if x.kind == DIAGONAL).fields] == \
        ["16", "25", "34", "43", "52", "61"]


def test_several_lines_at_once_the_highest_multiplier_counts():
    # 33 completes row 3, column 3 and the doubles diagonal.
    towers = {f"3{c}": "1" for c in "12456"} | {f"{r}3": "1" for r in "12456"}
    towers |= {f"{i}{i}": "1" for i in "12456"}
    state = play(position(towers), "d33 33")
    result = state.results[-1]
    assert {line.kind for line in result.lines} == {"row", "column", "doubles"}
    assert result.line.kind == "doubles"
    assert state.scores()[0] == 3 * state.stones()


def test_a_line_of_towers_topped_by_one_player_counts_every_stone_beneath():
    state = position({"11": "21", "12": "341", "13": "1", "14": "1", "15": "1"})
    play(state, "d16 16")
    assert state.scores() == [9, 0, 0, 0]


def test_an_ordinary_placement_completes_no_line():
    state = play(new(), "d25 25")
    assert state.completed_line() is None and not state.results


# -- the normal end (P4) ---------------------------------------------------------------

def test_the_last_player_plays_alone_until_he_is_out():
    state = position({"25": "1", "52": "1", "11": "3"}, out=(1, 3))   # players 2 and 4 are out
    play(state, "d13 13")            # player 1
    play(state, "d11")               # player 3: 11 is his own: out
    assert state.out == (1, 3, 2) and state.to_move == 0
    play(state, "d12 12 d14 14")     # player 1 alone, turn after turn
    assert state.to_move == 0 and state.phase == ROLL
    play(state, "d25")               # both his own: out, and the round ends
    assert state.is_terminal() and state.completed_line() is None
    assert state.scores() == [5.0, 0.0, 1.0, 0.0]


def test_the_last_player_alone_may_still_complete_a_line():
    towers = {"61": "1", "62": "1", "63": "1", "64": "1", "66": "3"}
    state = position(towers, out=(1, 2, 3))
    play(state, "d56 65")
    assert not state.is_terminal()
    play(state, "d56")               # 56 free, 65 his own: he must take 56
    assert names(state.legal_moves()) == ["56"]
    play(state, "56 d66 66")
    assert state.completed_line().kind == "row" and state.scores() == [8, 0, 0, 0]


def test_at_the_normal_end_each_player_scores_the_stones_he_tops():
    towers = {"11": "123", "12": "21", "13": "4", "14": "44", "15": "2"}
    state = position(towers, out=(1, 2, 3))
    play(state, "d15 51 d15")        # player 1: 51 free; then 15 and 51 ... 15 is player 2's: capture
    assert state.phase == PLACE
    play(state, "15 d11")            # covers 15; then 11 is player 3's, capture it
    play(state, "11 d15")            # 15 his own, 51 his own: out
    assert state.is_terminal()
    assert state.scores() == [2 + 1 + 2 + 4, 0, 0, 1 + 2]  # 12, 51, 15, 11 are player 1's; 13, 14 player 4's
    assert state.winners() == [0]


def test_scores_mid_game_count_as_if_the_round_ended_now():
    state = play(new(), "d25 25 d25 52 d33 33")
    assert state.scores() == [1.0, 1.0, 1.0, 0.0]
    assert state.winners() == [] and not state.is_terminal()


def test_equal_leaders_share_the_win():
    state = position({"11": "1", "12": "2", "13": "3"}, out=(1, 2, 3))
    play(state, "d11")               # player 1 out: everybody is out
    assert state.is_terminal()
    assert state.winners() == [0, 1, 2]
    assert state.returns() == pytest.approx([1 / 3, 1 / 3, 1 / 3, -1.0])


# -- who starts, matches (P5 option) ---------------------------------------------------

def test_the_lot_decides_who_starts_as_a_recorded_chance_move():
    state = new(players=5, first=None)
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert names(m for m, _ in outcomes) == ["s1", "s2", "s3", "s4", "s5"]
    assert all(p == pytest.approx(0.2) for _, p in outcomes)
    assert state.why_illegal(Roll(1, 2)).code == "start_first"
    assert state.why_illegal(Start(5)).code == "bad_start"
    play(state, "s3")
    assert state.to_move == 2 and state.phase == ROLL
    assert state.why_illegal(Start(0)).code == "not_start"


def test_a_chosen_first_player_starts():
    assert new(first=2).to_move == 2 and new(first=2).phase == ROLL


def test_turns_go_to_the_left_in_seat_order():
    state = play(new(players=3, first=1), "d11 11")
    assert state.to_move == 2
    play(state, "d22 22")
    assert state.to_move == 0


def test_a_match_adds_up_the_rounds_and_the_next_seat_starts_each_round():
    state = PongaState.from_position(board({"11": "1", "12": "2"}), 3, 1, rounds=3, out=(0,))
    state.starter = 1
    play(state, "d12")               # player 2: 12 own, 21 free
    play(state, "21 d34 34 d12")     # player 3 places; player 2 is out (12 and 21 his)
    play(state, "d34")               # player 3: 34 his own, 43 free
    play(state, "43 d34")            # then out: round 1 is over
    assert state.round == 2 and not state.is_terminal()
    first = state.results[0]
    assert first.scores == (1, 2, 2) and first.line is None
    assert state.starter == 2 and state.to_move == 2 and state.phase == ROLL
    assert state.stones() == 0 and state.out == ()
    assert state.total_scores() == [1, 2, 2] and state.round_scores() == [0, 0, 0]
    play(state, "d11 11")
    assert state.total_scores() == [1, 2, 3]


def test_a_three_round_match_plays_three_rounds_with_rotating_starters():
    import random

    state = new(players=3, first=None, rounds="3")
    rng = random.Random(4)
    while not state.is_terminal():
        state.apply(state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_moves()))
    assert [r.number for r in state.results] == [1, 2, 3]
    starters = [r.starter for r in state.results]
    assert starters[1] == (starters[0] + 1) % 3 and starters[2] == (starters[0] + 2) % 3
    totals = [sum(r.scores[p] for r in state.results) for p in range(3)]
    assert state.scores() == totals
    best = max(totals)
    assert state.winners() == [p for p in range(3) if totals[p] == best]


def test_a_line_in_an_early_round_of_a_match_scores_and_the_match_goes_on():
    towers = {"31": "1", "32": "1", "33": "1", "35": "1", "36": "1", "11": "2"}
    state = PongaState.from_position(board(towers), 2, 0, rounds=3)
    play(state, "d34 34")
    assert state.round == 2 and state.results[0].line.kind == "row"
    assert state.total_scores() == [7, 0] and state.completed_line() is None


# -- refusals, notation ----------------------------------------------------------------

def test_refusals_name_what_to_do_in_both_languages():
    state = new()
    assert state.why_illegal(Place(0)).code == "roll_first"
    assert state.why_illegal(Place(0)).message("de") == "Erst würfeln."
    play(state, "d12")
    assert state.why_illegal(Roll(3, 4)).code == "already_rolled"
    assert state.why_illegal("25").code == "not_a_move"
    fresh = new()
    assert fresh.why_illegal(Roll(5, 4)).code == "bad_roll"
    over = play(position({"11": "1"}, out=(1, 2, 3)), "d11")
    assert over.is_terminal() and over.why_illegal(Roll(1, 2)).code == "game_over"
    assert over.current_player() == TERMINAL and over.legal_moves() == []
    for reason in (state.why_illegal(Roll(3, 4)), fresh.why_illegal(Roll(5, 4)), over.why_illegal(Roll(1, 2))):
        assert isinstance(reason.text, Text) and reason.message("en") != reason.message("de")


@pytest.mark.parametrize("text", ["s1", "s8", "d11", "d25", "d66", "11", "25", "52", "66"])
def test_notation_round_trips(text):
    move = parse(text)
    assert str(move) == text and GAME.new_state(Setup("standard", 4)).format_move(move) == text


@pytest.mark.parametrize("text", ["d52", "d7", "d1", "77", "07", "s0", "s9", "2", "255", "x", "", "pass"])
def test_unreadable_moves_raise_a_notation_error(text):
    with pytest.raises(NotationError):
        parse(text)


def test_notation_tolerates_spaces_and_capitals():
    assert parse(" D25 ") == Roll(2, 5) and parse("S2") == Start(1)


# -- the board as text, diagrams, the example --------------------------------------------

def test_positions_read_and_write_the_notation_format():
    text = "1 . . . . 2/. 12 . . . ./. . . . . ./. . . . . ./. . . . . ./. . . . . 3"
    state = PongaState.from_position(text)
    assert state.position() == text
    assert state.towers[parse("22").field] == (0, 1) and state.top(parse("66").field) == 2
    assert state.top(parse("33").field) is None
    with pytest.raises(ValueError):
        PongaState.from_position("1 . ./. .")
    with pytest.raises(ValueError):
        PongaState.from_position(text.replace("3", "5"), num_players=4)


def test_diagrams_in_the_rules_texts_build():
    import re

    for lang in ("en", "de"):
        specs = re.findall(r"diagram:ponga\?([^)\s]+)", GAME.rules_text(lang))
        assert len(specs) >= 3
        for spec in specs:
            assert GAME.diagram_state(spec).num_players == 4
    state = GAME.diagram_state("3,.,.,.,.,./.,1,.,.,21,./.,.,.,.,.,4/.,.,.,.,.,./.,3,.,.,.,./.,.,.,.,.,.;p2;d25")
    assert state.to_move == 1 and names(state.legal_moves()) == ["25", "52"]
    three = GAME.diagram_state(".,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,1;n3;x2")
    assert three.num_players == 3 and three.out == (1,)


def test_the_example_record_replays_and_its_captions_tell_the_truth():
    record = loads(from_json(GAME.example_record()).dumps())
    assert record.moves == EXAMPLE_MOVES and set(CAPTIONS_EN) == set(CAPTIONS_DE)
    states = [GAME.new_state(record.setup)]
    for text in record.moves:
        state = states[-1].clone()
        state.play(state.parse_move(text))
        states.append(state)
    at = states.__getitem__
    assert names(at(1).legal_moves()) == ["36", "63"]                          # a free choice
    assert names(at(25).legal_moves()) == ["13", "31"]                         # a choice of captures
    assert at(25).top(parse("13").field) == 2 and at(26).top(parse("13").field) == 0
    assert at(27).last_out == 1 and at(30).last_out == 3 and at(37).last_out == 2
    assert at(37).out == (1, 3, 2)
    final = at(len(EXAMPLE_MOVES))
    assert final.is_terminal() and final.completed_line().kind == "column"
    assert final.completed_line().number == 3 and final.scores() == [22, 0, 0, 0]
    assert record.replay() == final


def test_describe_shows_the_board_and_whose_turn():
    text = play(new(), "d25").describe()
    assert "player 1 rolled d25: place on 25 or 52" in text
    over = play(position({"31": "1", "32": "1", "33": "1", "35": "1", "36": "1"}), "d34 34").describe()
    assert "completed row 3 (x1)" in over and "game over" in over


def test_setup_checks_players_and_options():
    assert GAME.check_setup(Setup("standard", 1)) is not None
    assert GAME.check_setup(Setup("standard", 9)) is not None
    assert GAME.check_setup(Setup("standard", 8, {"rounds": "5"})) is None
    assert GAME.check_setup(Setup("standard", 4, {"rounds": "2"})) is not None
    assert GAME.info.seat_names == () and GAME.info.default_options() == {"rounds": "1"}
    assert GAME.new_state(Setup("standard", 4, {"rounds": "5"})).rules == Rules(4, 5)


def test_record_of_a_game_with_outs_replays_exactly():
    record = GameRecord("ponga", "standard", [PlayerSpec(f"P{i}") for i in range(3)], {"rounds": "3"}, None)
    state = GAME.new_state(record.setup)
    import random

    rng = random.Random(9)
    while not state.is_terminal():
        move = state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_moves())
        record.moves.append(state.format_move(move))
        state.play(move)
    assert loads(record.dumps()).replay() == state
