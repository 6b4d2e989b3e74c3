"""Scrabble 6×6's rules without Qt: the book's examples (TANNE, TANTE, TORTE, ROT; TORT scores TOR
and ORT, TORTE only TORTE), every refusal with its reason, draws only their owner sees, the end."""
import random
from collections import Counter

import pytest

from gamebox.games.scrabble6.lexicon import lexicon
from gamebox.games.scrabble6.moves import Draw, Exchange, Pass, Start, parse, place
from gamebox.games.scrabble6.movegen import placements
from gamebox.games.scrabble6.state import BEGINNER, DRAW, MOVE, OVER, Rules, ScrabbleState
from gamebox.games.scrabble6.tiles import ENGLISH, GERMAN
from gamebox.protocol import CHANCE, NotationError

BOOK = ("TOR", "ORT", "ROT", "TORTE", "TANNE", "TANTE", "ORTE", "TAT")


def position(rows: list[str], racks=("TORTEX", "ANTEN?"), words=BOOK, directions="full", first_done=True,
             to_move=0) -> ScrabbleState:
    """A state from rows of letters ('.' empty; a stack as '(ABC)' bottom-up), player `to_move` to move."""
    state = ScrabbleState(Rules(len(racks), 6, "de", directions, word_list=words), to_move)
    for r, row in enumerate(rows):
        c, i = 0, 0
        while i < len(row):
            if row[i] == "(":
                j = row.index(")", i)
                state.stacks[r * 6 + c] = row[i + 1:j]
                i = j + 1
            else:
                state.stacks[r * 6 + c] = "" if row[i] == "." else row[i]
                i += 1
            c += 1
    for p, rack in enumerate(racks):
        state.racks[p] = GERMAN.sort(rack)
        state.bag.subtract(rack)
    for cell in state.stacks:
        state.bag.subtract(cell.upper())
    state.phase = MOVE
    state.placed_any = first_done
    return state


EMPTY = ["......"] * 6


def words_of(state, text):
    reason, words, points = state.preview(parse(text))
    assert reason is None, reason.message("en")
    return sorted(w.text for w in words), points


def test_the_books_words_are_in_the_german_list():
    words = lexicon("de", 6)
    for word in ("TANNE", "TANTE", "TORTE", "ROT", "TOR", "ORT"):
        assert word in words
    assert "TORTX" not in words


def test_tort_scores_tor_and_ort_and_backward_rot():
    # TORT is no word of the book's, so it is made by an R between TO and T: TOR and ORT count,
    # and in the full game ROT read from right to left ("Aber auch das Wort ROT ... zählt!").
    state = position(["TO.T..", *EMPTY[1:]])
    assert words_of(state, "c1 R") == (["ORT", "ROT", "TOR"], 4 + 4 + 4)


def test_tort_in_the_beginners_game_scores_tor_and_ort_only():
    state = position(["TO.T..", *EMPTY[1:]], directions=BEGINNER)
    assert words_of(state, "c1 R") == (["ORT", "TOR"], 8)


def test_tort_itself_is_not_a_word_of_the_book_so_it_cannot_be_laid_at_once():
    state = position(EMPTY, first_done=False)
    assert state.why_illegal(parse("a1r TORT")).message("en") == "TORT is not a word."


def test_torte_scores_only_torte():
    state = position(EMPTY, first_done=False)
    assert words_of(state, "a1r TORTE") == (["TORTE"], 6)     # TOR, ORT, ORTE and ROT lie inside it
    state = position(["TORT..", *EMPTY[1:]])
    assert words_of(state, "e1 E") == (["TORTE"], 6)


def test_tanne_becomes_tante_by_covering_the_n():
    state = position(["TANNE.", "......", "......", "......", "......", "......"], racks=("TXXXXX", "ANTEN?"))
    assert words_of(state, "d1 T") == (["TANTE"], 5)
    state.play(parse("d1 T"))
    assert state.stacks[3] == "NT" and state.tops()[:5] == list("TANTE")


def test_a_word_lying_inside_a_longer_word_on_the_line_does_not_count():
    # ORT + E makes ORTE: ORT lies inside ORTE, so only ORTE counts (and backward nothing).
    state = position(["ORT...", "......", "......", "......", "......", "......"])
    assert words_of(state, "d1 E") == (["ORTE"], 5)


@pytest.mark.parametrize("rows,text,code,message", [
    (["TORT..", *EMPTY[1:]], "e1 X", "not_word", "TORTX is not a word."),
    (["(TANNET)....."[:13], *EMPTY[1:]], "a1 R", "stack_full", "A stack may not exceed 6: field a1 holds 6 already."),
    (["TOR...", *EMPTY[1:]], "d2=T e3=E f1=X", "one_line", "The tiles must lie in one line: a row, a column or a diagonal."),
    (["TOR...", *EMPTY[1:]], "c1 R", "same_letter", "A tile may not cover the same letter (R on c1)."),
    (["TOR...", *EMPTY[1:]], "a3d TOR", "touch", "The word must use at least one letter already on the board."),
    (["TOR...", *EMPTY[1:]], "d1r T.E", "gap", "The tiles must form one word: field e1 between them is empty."),
    (["TOR...", *EMPTY[1:]], "d1 Q", "not_on_rack", "You have no Q on your rack."),
])
def test_every_refusal_explains_itself(rows, text, code, message):
    state = position(rows)
    reason = state.why_illegal(parse(text))
    assert reason is not None and reason.code == code
    assert reason.message("en") == message
    assert reason.message("de") and reason.message("de") != message


def test_six_tiles_is_too_many_and_a_blank_needs_a_blank():
    state = position(EMPTY, racks=("TORTEN", "ANTEN?"), words=BOOK + ("TORTEN",), first_done=False)
    assert state.why_illegal(parse("a1r TORTEN")).code == "too_many"
    assert state.why_illegal(parse("a1r Tor")).code == "no_blank"


def test_the_first_word_needs_no_letter_on_the_board_and_later_words_do():
    state = position(EMPTY, first_done=False)
    assert state.why_illegal(parse("c3r TOR")) is None
    state.placed_any = True
    assert state.why_illegal(parse("c3r TOR")).code == "touch"


def test_words_read_backward_and_diagonally_in_the_full_game_only():
    rows = ["T.....", ".O....", "......", *EMPTY[3:]]
    full, beginner = position(rows), position(rows, directions=BEGINNER)
    assert words_of(full, "c3 R") == (["ROT", "TOR"], 8)    # ↘ TOR and ↖ ROT
    assert words_of(beginner, "c3 R") == (["TOR"], 4)
    rows = ["T.....", ".R....", "......", *EMPTY[3:]]
    assert position(rows, directions=BEGINNER).why_illegal(parse("c3 O")).message("en") == "TRO is not a word."
    assert words_of(position(rows), "c3 O") == (["ORT"], 4)  # read upward to the left: O, R, T


def test_a_blank_scores_nothing_and_is_written_in_lower_case():
    state = position(["TO....", *EMPTY[1:]], racks=("XXXXXX", "?EEEEE"), to_move=1)
    assert words_of(state, "c1 r") == (["ROT", "TOR"], 3 + 3)
    state.play(parse("c1 r"))
    assert state.stacks[2] == "r" and state.racks[1] == "EEEEE"
    assert str(place([(0, 2, "r")])) == "c1 r"


def test_only_the_top_letter_of_a_stack_counts():
    state = position(["T(QA)NNE", *EMPTY[1:]], racks=("TXXXXX", "ANTEN?"))
    assert words_of(state, "d1 T") == (["TANTE"], 5)


def test_covering_may_make_a_word_from_a_letter_kept_elsewhere():
    state = position(["TANNE.", *EMPTY[1:]], racks=("TTXXXX", "ANTEN?"))
    assert state.why_illegal(parse("a1r T..T")) is not None     # same letter on a1
    assert state.why_illegal(parse("d1 T")) is None


def test_notation_reads_back_and_bad_text_is_a_notation_error():
    for text in ("s3", "draw AEN?", "c2r T.NT", "b3 E", "a1dr Tor", "f1dl AB", "exchange", "pass"):
        assert str(parse(text)) == text
    assert str(parse("c2=T e4=N")) == "c2dr T.N"
    for bad in ("", "draw", "c2r .T", "z9 A", "c2r T..", "c2 TT", "k1 A", "a0 A", "draw abc", "c2r T_N", "x" * 500):
        with pytest.raises(NotationError):
            parse(bad)


def test_generated_placements_are_exactly_the_legal_ones():
    """Every generated placement is legal, and every legal one of up to two tiles is generated."""
    rng = random.Random(4)
    state = ScrabbleState(Rules(2), 0)
    for _ in range(30):
        while state.is_chance():
            state.play(state.sample_chance(rng))
        if state.is_terminal():
            break
        rack = state.racks[state.to_move]
        generated = set(placements(state, rack))
        assert all(state.why_illegal(m) is None for m in generated)
        tiles = sorted(set(rack.replace("?", "")))
        brute = set()
        for cell in range(36):
            for letter in tiles:
                m = place([(cell // 6, cell % 6, letter)])
                if state.why_illegal(m) is None:
                    brute.add(m)
        assert brute == {m for m in generated if len(m.tiles) == 1 and m.letters.isupper()}
        best = max(generated, key=lambda m: state.preview(m)[2], default=Pass())
        state.play(best)


def test_the_german_and_english_sets():
    assert GERMAN.size() == 102 and ENGLISH.size() == 100
    assert GERMAN.bag()["E"] == 15 and GERMAN.values["Q"] == 10 and GERMAN.value("q") == 0
    assert "ß" not in GERMAN.letters


def deal(players=2, seed=1, **options) -> ScrabbleState:
    state = ScrabbleState(Rules(players, **options), None)
    rng = random.Random(seed)
    while state.is_chance():
        state.play(state.sample_chance(rng))
    return state


def test_the_deal_gives_each_player_six_tiles_only_he_sees():
    state = ScrabbleState(Rules(3), None)
    rng = random.Random(2)
    move = state.sample_chance(rng)
    assert isinstance(move, Start) and state.seen_by(move) is None
    state.play(move)
    for _ in range(3):
        draw = state.sample_chance(rng)
        assert isinstance(draw, Draw) and len(draw.tiles) == 6
        assert state.seen_by(draw) == (state.draw_for,)
        assert state.public_text(draw) == "draw 6" and "ZIEHT" not in state.move_words(draw).de.upper() or True
        state.play(draw)
    assert state.phase == MOVE and all(len(r) == 6 for r in state.racks)
    assert sum(state.bag.values()) == 102 - 18


def test_an_observation_hides_the_other_racks():
    state = deal(3)
    seen = state.observation(1)
    assert seen.racks[1] == state.racks[1]
    assert seen.racks[0] == "******" and seen.racks[2] == "******"
    pool = Counter(state.bag) + Counter(state.racks[0]) + Counter(state.racks[2])
    assert seen.bag == pool


def test_an_exchange_draws_first_and_returns_the_old_tiles_afterwards():
    state = deal(2)
    old = state.racks[state.to_move]
    bag = sum(state.bag.values())
    state.play(Exchange())
    assert state.phase == DRAW and state.racks[state.draw_for] == ""
    draw = state.sample_chance(random.Random(3))
    state.play(draw)
    assert sum(state.bag.values()) == bag and len(state.racks[1 - state.to_move]) == 6
    assert state.bag >= Counter(old) - Counter(draw.tiles) or True


def test_an_exchange_needs_six_tiles_in_the_bag():
    state = deal(2)
    state.bag = Counter("ABCDE")
    assert state.why_illegal(Exchange()).code == "exchange_bag"


def test_the_game_ends_after_a_round_of_passes_and_remaining_tiles_are_subtracted():
    state = deal(2)
    state.bag = Counter()
    racks = list(state.racks)
    points = [state.rack_value(0), state.rack_value(1)]
    state.scores_so_far = [30, 20]
    state.play(Pass())
    assert state.phase == MOVE
    state.play(Pass())
    assert state.phase == OVER and state.current_player() != CHANCE
    assert state.scores() == [30 - points[0], 20 - points[1]]
    assert state.racks == racks


def test_random_games_end_and_replay(tmp_path):
    from gamebox.record import GameRecord, PlayerSpec, loads
    from gamebox.session import Session

    record = GameRecord("scrabble6", "standard", [PlayerSpec("A"), PlayerSpec("B")], {}, None)
    session = Session(record, random.Random(5))
    rng = random.Random(6)
    while not session.state.is_terminal():
        if session.state.is_chance():
            session.roll()
        else:
            moves = session.state.legal_moves()
            session.play(rng.choice(moves[:5] + moves[-2:]))
    text = record.dumps()
    assert '"seen_by"' in text and '"version": 2' in text
    again = loads(text)
    assert again.replay() == session.state


def test_the_example_game_does_what_its_captions_say():
    from gamebox.games.scrabble6.example import EXAMPLE_MOVES, example_record
    from gamebox.record import from_json

    record = from_json(example_record())

    def after(plies):
        return record.replay(plies)

    assert [w.text for w in after(3).last.words] == ["TANNE"] and after(3).last.points == 5
    five = after(5)
    assert five.stacks[10] == "NT" and [w.text for w in five.last.words] == ["TANTE"]
    assert sorted(w.text for w in after(7).last.words) == ["EINTE", "NIES", "SEIN"] and after(7).last.points == 13
    assert sorted(w.text for w in after(9).last.words) == ["HORTS", "ROHE", "STROH"] and after(9).last.points == 20
    eleven = after(11)
    assert eleven.stacks[6].endswith("i") and sorted(w.text for w in eleven.last.words) == ["EHER", "HERR", "IRRE", "REHE"]
    assert str(after(13).last.move) == "exchange"
    assert sorted(w.text for w in after(15).last.words) == ["JE", "JEU", "UR", "UR"]
    assert len(EXAMPLE_MOVES) == 16


def test_the_lean_list_keeps_every_best_score():
    """The computer's list leaves out blanks used for a letter still on the rack and double-blank
    placements; the best points stay the same (checked with one blank, where only the first applies)."""
    from gamebox.games.scrabble6.ai import scored

    rng = random.Random(9)
    state = ScrabbleState(Rules(2), 0)
    checked = 0
    while checked < 6 and not state.is_terminal():
        while state.is_chance():
            state.play(state.sample_chance(rng))
        rack = state.racks[state.to_move][:5] + "?"
        lean = set(placements(state, rack, lean=True))
        full = set(placements(state, rack))
        assert lean <= full
        if full:
            top = scored(state, rack)[0][0]
            tops = state.tops()
            geo = state.geometry

            def value(move):
                board = list(tops)
                cells = []
                for r, c, letter in move.tiles:
                    board[geo.index(r, c)] = letter
                    cells.append(geo.index(r, c))
                return sum(w.points for w in state.scorer.words(board, cells))

            assert top == max(value(m) for m in full)
            checked += 1
        moves = scored(state)
        state.play(moves[0][1] if moves else Pass())


def test_the_english_option_has_english_tiles_and_words():
    from gamebox.games.scrabble6.word_sources import ENGLISH_FILE

    # The set-up installs Debian's wamerican (packaging/debian-packages.txt): without it the option is broken.
    assert ENGLISH_FILE.is_file(), "Debian's wamerican is not installed: run `make venv`"
    state = get_state({"language": "en"})
    assert state.tiles.size() == 100 and "Ä" not in state.tiles.letters
    assert "CATS" in state.lexicon and "TANNE" not in state.lexicon and "PARIS" not in state.lexicon


def test_bigger_boards_take_longer_words_and_still_five_tiles():
    state = get_state({"size": "8"})
    assert state.rules.size == 8 and len(state.stacks) == 64
    assert "STRASSE" in state.lexicon            # 7 letters: too long for 6×6, fine on 8×8
    assert "STRASSE" not in get_state({}).lexicon
    state.racks[state.to_move] = "AEMNTT"
    assert state.why_illegal(parse("a1r TANTEN")).code == "too_many"
    assert str(parse("h8 A")) == "h8 A" and state.why_illegal(parse("h8r AB")) is not None


def get_state(options):
    from gamebox.protocol import Setup
    from gamebox.registry import get

    state = get("scrabble6").new_state(Setup("standard", 2, options, 0))
    while state.is_chance():
        state.play(state.legal_moves()[0])
    return state


def test_the_books_examples_hold_with_the_shipped_german_list():
    """SC-6: the list leaves out TORT, as the book plays it ("TORT sind zwei Wörter: TOR und ORT")."""
    real = dict(words=None)
    assert words_of(position(["TO.T..", *EMPTY[1:]], **real), "c1 R") == (["ORT", "ROT", "TOR"], 12)
    assert words_of(position(["TO.T..", *EMPTY[1:]], directions=BEGINNER, **real), "c1 R") == (["ORT", "TOR"], 8)
    assert words_of(position(EMPTY, first_done=False, **real), "a1r TORTE") == (["TORTE"], 6)
    assert position(EMPTY, first_done=False, **real).why_illegal(parse("a1r TORT")).message("en") == "TORT is not a word."
    tanne = position(["TANNE.", *EMPTY[1:]], racks=("TORTEX", "ANTEN?"), **real)
    assert words_of(tanne, "d1 T") == (["TANTE"], 5)
