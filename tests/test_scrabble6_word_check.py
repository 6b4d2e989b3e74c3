"""The word check (side panel, rules panel, `gamebox word`), and a player's struck words: judged alike
by the rules, the move generator, the computer and the coach, and carried by the record with his own
words so that it replays exactly."""
import json

from gamebox.cli import main
from gamebox.games.scrabble6 import own_words
from gamebox.games.scrabble6.ai import best_moves, scored
from gamebox.games.scrabble6.lexicon import lexicon
from gamebox.games.scrabble6.moves import parse
from gamebox.games.scrabble6.state import Rules, ScrabbleState
from gamebox.games.scrabble6.word_check import check
from gamebox.protocol import Setup
from gamebox.record import GameRecord, PlayerSpec, from_json
from gamebox.registry import get

GAME = get("scrabble6")


def verdict(word, size=6, own=frozenset(), struck=frozenset(), language="de"):
    return check(word, lexicon(language, size, frozenset(own), frozenset(struck)))


def test_the_check_says_whether_a_word_counts_and_why_not_in_both_languages():
    assert verdict("Sonne").counts and verdict("Sonne").lists == ("list",)
    assert verdict("Sonne").text("de") == "SONNE zählt: es steht in der deutschen Wortliste."
    assert verdict("Straße", size=8).counts and verdict("Straße", size=8).word == "STRASSE"
    cases = {
        "Straße": "7 letters, and the 6×6 board holds words of at most 6",
        "Anna": "a name", "Bremen": "a name", "USA": "an abbreviation", "Kfz": "an abbreviation",
        "Xyzzy": "not in the word list", "Ça1": "the tiles have no 1", "a": "at least 2 letters",
    }
    for word, why in cases.items():
        found = verdict(word)
        assert not found.counts and why in found.text("en"), (word, found.text("en"))
        assert found.text("de") != found.text("en")
    assert "Namen sind hier keine Wörter" in verdict("Anna").text("de")
    assert verdict("Paris", language="en").text("en") == "PARIS does not count: a name, and names are no words here."


def test_the_check_names_own_and_struck_words():
    own = verdict("Zzaz", own={"ZZAZ"}, struck={"TANNE"})
    assert own.counts and own.lists == ("own",) and "your own words" in own.text("en")
    struck = verdict("Tanne", own={"ZZAZ"}, struck={"TANNE"})
    assert not struck.counts and struck.lists == ("list", "struck") and "struck it" in struck.text("en")


def test_gamebox_word_prints_a_line_a_word_or_json_and_exits_0(capsys):
    assert main(["word", "Sonne", "Anna", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"SONNE": True, "ANNA": False}
    assert main(["word", "cat", "Paris", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["CAT counts: it is in the English word list.",
                     "PARIS does not count: a name, and names are no words here."]
    own_words.save(frozenset({"ZZAZ"}))
    own_words.save_struck(frozenset({"TANNE"}))
    assert main(["word", "zzaz", "tanne", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"ZZAZ": False, "TANNE": True}
    assert main(["word", "zzaz", "tanne", "--own", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"ZZAZ": True, "TANNE": False}


def struck_state(struck=frozenset({"TANNE"})):
    state = ScrabbleState.from_rows(["......"] * 6, Rules(2, struck_words=struck), ("AENNT?", ""))
    state.placed_any = False
    return state


def test_a_struck_word_is_no_word_for_the_rules_the_generator_the_computer_and_the_coach():
    plain, struck = struck_state(frozenset()), struck_state()
    assert plain.why_illegal(parse("a1r TANNE")) is None
    assert struck.why_illegal(parse("a1r TANNE")).code == "not_word"
    assert parse("a1r TANNE") in plain.legal_moves() and parse("a1r TANNE") not in struck.legal_moves()
    for words in ([w.text for _, _, ws in scored(struck) for w in ws], [w.text for _, _, ws in best_moves(struck, 50)
                                                                        for w in ws]):
        assert words and "TANNE" not in words


def test_a_game_with_own_words_carries_them_and_the_struck_ones_in_its_record():
    own_words.save(frozenset({"ZZAZ", "QWERTZUIOPA"}))       # 11 letters: never on a board, never carried
    own_words.save_struck(frozenset({"TANNE"}))
    options = GAME.settle_options({"language": "de+own"})
    assert options == {"language": "de+own", "own_words": "ZZAZ", "struck_words": "TANNE"}
    assert GAME.settle_options({"language": "de"}) == {"language": "de"}
    record = GameRecord("scrabble6", "standard", [PlayerSpec("A"), PlayerSpec("B")], options, 0, [])
    again = from_json(json.loads(record.dumps()))
    own_words.save(frozenset())                               # the player changes his lists afterwards
    own_words.save_struck(frozenset({"SONNE"}))
    rules = again.new_state().rules
    assert rules.own_words == {"ZZAZ"} and rules.struck_words == {"TANNE"}


def test_words_in_a_record_are_checked_as_hostile_input():
    bad = {"language": "de+own", "own_words": "ZZAZ R2D2", "struck_words": ""}
    assert "own_words" in GAME.check_setup(Setup("standard", 2, bad, 0))
    assert GAME.check_setup(Setup("standard", 2, {"language": "de+own", "own_words": "ZZAZ"}, 0)) is None
