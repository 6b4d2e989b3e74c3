"""Scrabble 6×6's word lists: spelled as the tiles can, right both ways (the frequent word forms in, the
names out: fixtures made by bench/scrabble6_word_lists.py), built atomically from their sources into the
package's folder, found where the set-up put them."""
import sys
from pathlib import Path

import marisa_trie
import pytest

from gamebox.games.scrabble6 import build_words, lexicon as lx

FIXTURES = Path(__file__).parent / "data" / "scrabble6_words"


def fixture(name: str) -> list[tuple[str, str]]:
    """(word, note) pairs of a fixture file, comments left out."""
    rows = []
    for line in (FIXTURES / name).read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            word, _, note = line.partition("\t")
            rows.append((word, note))
    return rows


def test_words_are_spelled_as_the_tiles_can():
    assert lx.normal("Straße", "de") == "STRASSE" and lx.normal("Ärger", "de") == "ÄRGER"
    assert lx.normal("Café", "de") == "CAFE" and lx.normal("naïve", "en") == "NAIVE"   # accents the tiles lack
    assert lx.normal("Ärger", "en") is None                   # no umlaut tiles in English
    assert lx.normal("kfz", "de") is None                     # no vowel: an abbreviation
    assert lx.normal("a", "de") is None and lx.normal("x" * 11 + "a", "de") is None
    assert lx.normal("foo-bar", "de") is None and lx.normal("R2D2", "de") is None


def test_the_german_list_has_inflected_forms_of_every_part_of_speech():
    words = lx.lexicon("de", 10)
    for word in ("TANNE", "TANNEN", "TANTE", "TORTE", "ROT", "ROTE", "ORTE", "GINGST", "STRASSE", "FUSS", "ÄRGER",
                 # issue 32: lost with names of the same spelling, or missing in Wikidata
                 "SONNE", "JUNG", "WEIL", "GROSS", "IM", "AM", "ALS", "AB", "OB", "WILL", "SEINE", "FREI", "LANG",
                 "NAHE", "JEDER", "ANDERE", "BEIDE", "WORDEN", "JEMAND", "GUTER", "KURZE", "STARKE", "HÄNGT",
                 "ECHTE", "GLATT", "EUREN", "WORAUS", "MÜLLER", "POLEN", "MEDIEN"):
        assert word in words, word


def test_the_german_list_has_no_names_abbreviations_or_english_words():
    words = lx.lexicon("de", 10)
    for word in ("BERLIN", "PETER", "GOETHE", "ZITTAU", "EMILIA", "GMBH", "KFZ", "LKW", "ABM", "ADHS",
                 "ANNA", "HANS", "MARIA", "BREMEN", "CHINA", "YORK", "NEED", "SNOWS", "TORT"):
        assert word not in words, word
    assert "STRASSE" not in lx.lexicon("de", 6)               # 7 letters: not on the 6×6 board


def test_the_frequent_word_forms_are_in():
    """At least 99.5 % of the 1,000 most frequent forms of 2-6 letters that are words (issue 32)."""
    words = lx.lexicon("de", 6)
    real = [word for word, why_not in fixture("frequent_de.txt") if not why_not]
    missing = [word for word in real if word not in words]
    assert len(real) > 900 and len(missing) <= len(real) // 200, missing


def test_the_frequent_names_are_out_unless_they_are_also_words():
    """None of the 200 most frequent first names and surnames, the 200 largest towns and the countries,
    except those the fixture names with the reading that is a word (FRANK, ESSEN, POLEN)."""
    words = lx.lexicon("de", 10)
    rows = [row for row in fixture("names.txt") if not row[0].startswith("[")]
    assert len(rows) > 500
    assert [name for name, reading in rows if not reading and name in words] == []
    assert [name for name, reading in rows if reading and name not in words] == []


@pytest.fixture
def small_sources(monkeypatch):
    """A few words in place of the whole sources (reading them is ten seconds; `make venv` builds the real
    lists, and the tests above read those)."""
    from gamebox.games.scrabble6 import word_sources

    monkeypatch.setattr(word_sources, "source_words", lambda language: {"TANNE", "TANTE", "HAUS"})
    monkeypatch.setattr(word_sources, "source_left_out", lambda language: {})


def test_a_list_is_built_whole_or_not_at_all(tmp_path, small_sources):
    assert build_words.main(["--into", str(tmp_path)]) == 0
    built = sorted(p.name for p in tmp_path.iterdir())
    assert f"words-de-v{lx.VERSION}.marisa" in built and not any(name.startswith(".") for name in built)
    made = {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    assert build_words.main(["--into", str(tmp_path)]) == 0   # present: nothing to do
    assert {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()} == made
    assert set(marisa_trie.Trie().load(str(tmp_path / lx.file_name("de")))) == {"TANNE", "TANTE", "HAUS"}


def test_a_build_that_fails_leaves_nothing_behind(tmp_path, small_sources, monkeypatch):
    def refused(path, mode):          # the list is written, then something fails before it is in place
        raise PermissionError(path)

    monkeypatch.setattr(lx.os, "chmod", refused)
    with pytest.raises(PermissionError):
        lx.build("de", tmp_path / lx.file_name("de"))
    assert list(tmp_path.iterdir()) == []             # neither the half-written file nor a list


def test_the_built_lists_are_package_data_and_an_override_comes_first(monkeypatch, tmp_path):
    assert (lx.WORDS_DIR / lx.file_name("de")).is_file()      # make venv built it where a wheel takes it from
    monkeypatch.setenv("GAMEBOX_WORDS", str(tmp_path))
    assert lx.places() == [tmp_path, lx.WORDS_DIR]


def test_a_missing_list_says_how_to_build_it(monkeypatch, tmp_path):
    monkeypatch.setattr(lx, "WORDS_DIR", tmp_path / "none")
    monkeypatch.setattr(lx, "build", lambda language, path: (_ for _ in ()).throw(PermissionError(path)))
    with pytest.raises(lx.LexiconMissing, match="build_words"):
        lx.path_for("de")


def test_a_missing_list_without_its_sources_says_how_to_build_it(monkeypatch, tmp_path):
    """The bundle ships the built lists but not what builds them: a missing one is said, not a traceback."""
    monkeypatch.setattr(lx, "WORDS_DIR", tmp_path / "none")
    monkeypatch.setitem(sys.modules, "gamebox.games.scrabble6.word_sources", None)
    with pytest.raises(lx.LexiconMissing, match="build_words"):
        lx.path_for("de")


def test_struck_words_are_off_and_own_words_on():
    own = lx.lexicon("de", 6, frozenset({"XUXU"}), frozenset({"TANNE"}))
    assert "XUXU" in own and "TANNE" not in own and "TANTE" in own
    assert "TANNE" not in set(own.words(5)) and "XUXU" in set(own.words(4))
    assert own.in_list("TANNE") and not own.in_list("XUXU")
