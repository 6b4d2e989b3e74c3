"""The word lists at run time: how a word is spelled on the tiles, where the built lists are, and the
compact trie they are stored in.

The lists are built once from their sources (`word_sources.py`, rulings SC-1 and SC-3) by
`python -m gamebox.games.scrabble6.build_words`: `make venv` runs it, and a wheel, a bundle or a .deb
is made after it, so the built files travel as package data (`WORDS_DIR`) and the installed box needs
only `marisa-trie`. A list is stored as a marisa-trie, memory-mapped at load
(bench/bench_scrabble6_lexicon.py measures load and lookups). A player's own words come on top and his
struck words come off (`own_words.py`), in small sets.
"""
from __future__ import annotations

import gc
import os
import tempfile
import unicodedata
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

import marisa_trie

VERSION = 3               # bump when the filter changes: the built files' names carry it
MAX_LEN = 10              # the longest word any board can hold (10×10)
LANGUAGES = ("de", "en")
ALPHABETS = {"de": "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ", "en": "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
VOWELS = set("AEIOUYÄÖÜ")
END = ""                  # the key that marks a word's end in `Lexicon.nodes()`
HEIGHT = "#"              # ... the key of how many letters the longest word below a node still has
CHILDREN = "*"            # ... the key of its (letter, child) pairs, for a blank to try each
AHEAD = "+"               # ... the key of which letters lie how deep below it: one number, AHEAD_BITS
                          # bits (a LETTER_BIT each) for 1 field down, the next ones for 2, …
LETTER_BIT = {ch: 1 << i for i, ch in enumerate(ALPHABETS["de"])}
AHEAD_BITS = len(ALPHABETS["de"])
AHEAD_DEPTH = 6           # the masks go this deep: a walk never needs to look further (5 tiles, then a letter)
_AHEAD_ALL = (1 << AHEAD_BITS * AHEAD_DEPTH) - 1
WORDS_DIR = Path(__file__).resolve().parent / "words"     # the built lists (package data, not in git)
# Words the rule book itself plays as no word (SC-6): "TORT sind zwei Wörter: TOR und ORT". The list,
# like the Duden, knows the old-fashioned *Tort* (an insult); the game follows its own book.
BOOK_NOT_WORDS = {"de": frozenset({"TORT"}), "en": frozenset()}


@contextmanager
def collector_paused():
    """Python's cycle collector paused while the tree of words, or tens of thousands of placements, are
    made: each of its full passes walks every object alive, the tree's hundreds of thousands of dicts
    among them, and took more time than the making (the 10×10 tree: 9 s instead of 2; a two-blank rack's
    placements: 160 ms instead of 70). Nothing made here forms a cycle."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


class LexiconMissing(LookupError):
    """A word list that is not built and cannot be (a one-line reason for the player)."""


def normal(word: str, language: str) -> str | None:
    """A word as the tiles spell it (upper case, ß as SS, é as E), or None if no tiles can."""
    word = word.strip().replace("ß", "ss").replace("ẞ", "SS").upper()
    # Accents the tiles lack are dropped, as Scrabble does (CAFÉ is CAFE); umlauts are letters of their own.
    word = "".join(ch if ch in "ÄÖÜ" else unicodedata.normalize("NFD", ch)[0] for ch in word)
    if not 2 <= len(word) <= MAX_LEN:
        return None
    alphabet = ALPHABETS[language]
    if any(ch not in alphabet for ch in word) or not VOWELS.intersection(word):
        return None
    return word


def build(language: str, path: Path) -> Path:
    """Build the list of `language` from its sources into `path`, and beside it what it leaves out
    (`left_out_name`), each atomically (a temporary file renamed, so a reader finds the whole list or none)."""
    from .word_sources import source_left_out, source_words

    code = {kind: key for key, kind in LeftOut.KINDS.items()}
    left = marisa_trie.BytesTrie((w, code[k]) for w, k in source_left_out(language).items())
    _save(left, path.with_name(left_out_name(language)))
    return _save(marisa_trie.Trie(source_words(language) - BOOK_NOT_WORDS[language]), path)


def _save(trie, path: Path) -> Path:
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


def left_out_name(language: str) -> str:
    return f"left-out-{language}-v{VERSION}.marisa"


def places() -> list[Path]:
    """Where a built list is looked for: GAMEBOX_WORDS, then the package's own folder."""
    found = [Path(os.environ["GAMEBOX_WORDS"])] if os.environ.get("GAMEBOX_WORDS") else []
    return found + [WORDS_DIR]


def path_for(language: str) -> Path:
    """The built list of `language`; built into the package's folder when it is missing and its sources
    are installed (a source checkout), else LexiconMissing with the way to build it."""
    for folder in places():
        candidate = folder / file_name(language)
        if candidate.is_file():
            return candidate
    try:
        return build(language, WORDS_DIR / file_name(language))
    except (OSError, ImportError):      # (the bundle ships the lists built, without what builds them)
        raise LexiconMissing(f"the {language} word list is not built: run "
                             f"`python -m gamebox.games.scrabble6.build_words` (or `make venv`)") from None


class Lexicon:
    """A word list: `word in lexicon` (upper case) for words up to `max_len` letters (the board's
    size), and `nodes()` for the move generator; `extra` words (a player's own) are added on top and
    `struck` words (struck by the player) taken off."""

    def __init__(self, trie: marisa_trie.Trie, language: str, max_len: int = MAX_LEN,
                 extra: Iterable[str] = (), struck: Iterable[str] = ()) -> None:
        self.trie = trie
        self.language = language
        self.max_len = max_len
        self.struck = frozenset(struck)
        self.extra = frozenset(w for w in extra if len(w) <= max_len and w not in self.struck and w not in trie)
        self._nodes: dict | None = None
        self._set: frozenset[str] | None = None
        self._arrays: tuple | None = None

    def __contains__(self, word: str) -> bool:
        return (len(word) <= self.max_len and word not in self.struck
                and (word in self.trie or word in self.extra))

    def in_list(self, word: str) -> bool:
        """In the built list (whatever the board's size, own and struck words aside)."""
        return word in self.trie

    def words(self, length: int | None = None) -> Iterator[str]:
        struck = self.struck
        for word in self.trie.iterkeys():
            if len(word) <= self.max_len and (length is None or len(word) == length) and word not in struck:
                yield word
        yield from (w for w in self.extra if length is None or len(w) == length)

    def word_set(self) -> frozenset[str]:
        """The words as a Python set, built on first use: the scorer asks for thousands of runs a
        move, and a set answers in a fraction of the trie's time. (6×6: 25,000 words, 30 ms.)"""
        if self._set is None:
            self._set = frozenset(self.words())
        return self._set

    def nodes(self) -> dict:
        """The words as a tree of dicts (letter -> child; END marks a word's end, HEIGHT holds the
        length of the longest rest of a word below, CHILDREN the (letter, child) pairs, AHEAD which
        letters lie 1, 2, … fields further down), built on first use: the move generator walks it
        letter by letter, far faster than asking the marisa trie for every prefix, and gives up on a
        prefix whose words cannot reach the board's next letter. (6×6: about 47,000 nodes, 0.3 s;
        10×10: 530,000, about 2 s.)"""
        if self._nodes is None:
            with collector_paused():
                self._nodes = self._tree()
        return self._nodes

    def _tree(self) -> dict:
        root: dict = {}
        for word in self.words():
            node = root
            for ch in word:
                node = node.setdefault(ch, {})
            node[END] = True
        order, stack = [], [root]          # every node, parents before children
        while stack:
            node = stack.pop()
            order.append(node)
            stack.extend(child for key, child in node.items() if key != END)
        bit, shift, everything = LETTER_BIT, AHEAD_BITS, _AHEAD_ALL
        for node in reversed(order):       # children first: theirs are known
            pairs = [(key, child) for key, child in node.items() if key != END] if END in node else [*node.items()]
            height, ahead = -1, 0
            for key, child in pairs:
                if child[HEIGHT] > height:
                    height = child[HEIGHT]
                ahead |= bit[key] | child[AHEAD] << shift
            node[HEIGHT] = height + 1
            node[AHEAD] = ahead & everything
            node[CHILDREN] = pairs
        return root


    def arrays(self) -> tuple:
        """The tree of `nodes()` as numpy arrays, for the compiled move generator (movegen_kernel.py)."""
        if self._arrays is None:
            from .movegen_kernel import tree_arrays

            root = self.nodes()
            with collector_paused():
                self._arrays = tree_arrays(root, ALPHABETS["de"])
        return self._arrays


@lru_cache(maxsize=4)
def load_trie(language: str) -> marisa_trie.Trie:
    trie = marisa_trie.Trie()
    trie.mmap(str(path_for(language)))
    return trie


@lru_cache(maxsize=4)
def left_out(language: str) -> LeftOut:
    path = path_for(language).with_name(left_out_name(language))
    trie = marisa_trie.BytesTrie()
    if path.is_file():
        trie.mmap(str(path))
    return LeftOut(trie)


class LeftOut:
    """What the list leaves out though a source has it (for the word check: "a name")."""

    KINDS = {b"n": "name", b"a": "abbreviation"}

    def __init__(self, trie: marisa_trie.BytesTrie) -> None:
        self.trie = trie

    def kind(self, word: str) -> str | None:
        """"name", "abbreviation", or None."""
        found = self.trie.get(word) if word in self.trie else None
        return self.KINDS[found[0]] if found else None


def lexicon(language: str, max_len: int = MAX_LEN, extra: frozenset[str] = frozenset(),
            struck: frozenset[str] = frozenset()) -> Lexicon:
    return _lexicon(language, max_len, extra, struck)


@lru_cache(maxsize=16)
def _lexicon(language: str, max_len: int, extra: frozenset[str], struck: frozenset[str]) -> Lexicon:
    return Lexicon(load_trie(language), language, max_len, extra, struck)
