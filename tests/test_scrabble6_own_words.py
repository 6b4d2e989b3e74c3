"""A player's own word list is a file from outside: read as hostile input (no crash, a one-line
reason), then usable in games with the option "own words"."""
import os

import pytest

from gamebox import safe_json
from gamebox.games.scrabble6 import own_words
from gamebox.games.scrabble6.moves import parse
from gamebox.protocol import Setup
from gamebox.registry import get


def test_lines_become_words_and_the_rest_is_counted():
    found = own_words.parse("Quokka\n# a comment\n\nstraße\nÄrger\nx\nR2D2\nzu lang für ein brett\nFOO-BAR\nqwrt\n")
    assert found.words == {"QUOKKA", "STRASSE", "ÄRGER"}
    assert found.skipped == 5          # x, R2D2, the sentence, FOO-BAR, qwrt (no vowel)
    english = own_words.parse("Ärger\nquokka\n", "en")
    assert english.words == {"QUOKKA"} and english.skipped == 1


@pytest.mark.parametrize("content,needle", [
    (b"\xff\xfe\x00W\x00o", "not UTF-8"),
    (b"A" * (own_words.MAX_BYTES + 1), "too large"),
])
def test_hostile_files_are_refused_with_a_reason(tmp_path, content, needle):
    path = tmp_path / "words.txt"
    path.write_bytes(content)
    with pytest.raises(safe_json.UnsafeInput, match=needle):
        own_words.read(path)


def test_a_fifo_or_a_folder_is_no_word_list(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(safe_json.UnsafeInput, match="not a regular file"):
        own_words.read(fifo)
    with pytest.raises(safe_json.UnsafeInput):
        own_words.read(tmp_path)


def test_own_words_play_in_a_game_with_the_option():
    own_words.save(frozenset({"QUOKKA", "ZZAZ"}))
    assert own_words.load() == {"QUOKKA", "ZZAZ"}
    game = get("scrabble6")
    plain = game.new_state(Setup("standard", 2, {}, 0))
    own = game.new_state(Setup("standard", 2, {"language": "de+own"}, 0))
    assert "ZZAZ" not in plain.lexicon and "ZZAZ" in own.lexicon and "TANNE" in own.lexicon
    for state in (plain, own):
        while state.is_chance():
            state.play(state.legal_moves()[0])
        state.racks[0] = "AZZZ??"
    assert plain.why_illegal(parse("a1r ZZAZ")).code == "not_word"
    assert own.why_illegal(parse("a1r ZZAZ")) is None


def test_a_damaged_saved_list_means_no_own_words():
    path = own_words.own_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xff\xfe\xfa")
    assert own_words.load() == frozenset()
