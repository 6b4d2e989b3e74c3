"""A player's own word list and the words he struck (Settings → "Own words for Scrabble", "Struck
words for Scrabble"). An own list is a file from outside, read as hostile input with the box's one
reader (gamebox/safe_json.py: regular files only, no blocking, a byte limit counted while reading,
UTF-8 only), then one word a line, each spelled as the tiles can (`lexicon.normal`); anything else is
skipped and counted, never a crash. Struck words are typed in Settings, parsed the same way.

Both are kept in the box's data folder (`OWN_FILE`, `STRUCK_FILE`), written atomically; a game with
the option "Tiles and words: German (English) and my own words" adds the own words to the list and
takes the struck ones off. The game's record carries both (options `own_words`, `struck_words`), so it
replays exactly wherever it is opened (docs/rulings.md SC-4).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gamebox import safe_json, storage

from .lexicon import MAX_LEN, normal

MAX_BYTES = 2_000_000
MAX_WORDS = 50_000
OWN_FILE = "scrabble6-own-words.txt"
STRUCK_FILE = "scrabble6-struck-words.txt"


@dataclass(frozen=True)
class OwnWords:
    words: frozenset[str]
    skipped: int           # lines that are no word the tiles can spell


def parse(text: str, language: str = "de") -> OwnWords:
    words, skipped = set(), 0
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        word = normal(line, language) if len(line) <= 4 * MAX_LEN else None
        if word is None or len(words) >= MAX_WORDS:
            skipped += 1
        else:
            words.add(word)
    return OwnWords(frozenset(words), skipped)


def read(path: Path, language: str = "de") -> OwnWords:
    """Words from a file the player chose; raises `safe_json.UnsafeInput` with a one-line reason."""
    return parse(safe_json.decode(safe_json.read_bytes(Path(path), MAX_BYTES)), language)


def own_path(name: str = OWN_FILE) -> Path:
    return storage.data_dir() / name


def save(words: frozenset[str], name: str = OWN_FILE) -> Path:
    path = own_path(name)
    storage.atomic_write_text(path, "".join(w + "\n" for w in sorted(words)))
    return path


def load(language: str = "de", name: str = OWN_FILE) -> frozenset[str]:
    """The saved own (or with `name=STRUCK_FILE` struck) words; empty when there are none or the file
    went bad."""
    path = own_path(name)
    if not path.is_file():
        return frozenset()
    try:
        return read(path, language).words
    except safe_json.UnsafeInput:
        return frozenset()


def load_struck(language: str = "de") -> frozenset[str]:
    return load(language, STRUCK_FILE)


def save_struck(words: frozenset[str]) -> Path:
    return save(words, STRUCK_FILE)


def joined(words: frozenset[str]) -> str:
    """Words as a record's option holds them: sorted, one space between."""
    return " ".join(sorted(words))
