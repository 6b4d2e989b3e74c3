"""Scrabble 6×6's word lists: spelled as the tiles can, without names and abbreviations, built
atomically from their packages, found where the set-up put them."""
from pathlib import Path

from gamebox.games.scrabble6 import build_words, lexicon as lx


def test_words_are_spelled_as_the_tiles_can():
    assert lx.normal("Straße", "de") == "STRASSE" and lx.normal("Ärger", "de") == "ÄRGER"
    assert lx.normal("Ärger", "en") is None                   # no umlaut tiles in English
    assert lx.normal("kfz", "de") is None                     # no vowel: an abbreviation
    assert lx.normal("a", "de") is None and lx.normal("x" * 11 + "a", "de") is None
    assert lx.normal("foo-bar", "de") is None and lx.normal("R2D2", "de") is None


def test_the_german_list_has_inflected_forms_and_no_names_or_abbreviations():
    words = lx.lexicon("de", 10)
    for word in ("TANNE", "TANNEN", "TANTE", "TORTE", "ROT", "ROTE", "ORTE", "GINGST", "STRASSE", "FUSS", "ÄRGER"):
        assert word in words, word
    for name in ("BERLIN", "PETER", "GOETHE", "ZITTAU", "EMILIA", "GMBH", "KFZ", "LKW", "ABM", "ADHS"):
        assert name not in words, name
    assert "STRASSE" not in lx.lexicon("de", 6)               # 7 letters: not on the 6×6 board


def test_a_list_is_built_whole_or_not_at_all(tmp_path):
    assert build_words.main(["--into", str(tmp_path)]) == 0
    built = sorted(p.name for p in tmp_path.iterdir())
    assert f"words-de-v{lx.VERSION}.marisa" in built and not any(name.startswith(".") for name in built)
    assert build_words.main(["--into", str(tmp_path)]) == 0   # present: nothing to do


def test_the_set_up_list_is_found_first(monkeypatch, tmp_path):
    monkeypatch.setenv("GAMEBOX_WORDS", str(tmp_path))
    places = lx.places()
    assert places[0] == tmp_path and places[1] == Path(__import__("sys").prefix) / "share" / "gamebox" / "words"
