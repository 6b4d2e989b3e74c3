"""A player's own word list (Settings → "Own words for Scrabble"): a file from outside, read as
hostile input with the box's one reader (gamebox/safe_json.py: regular files only, no blocking, a
byte limit counted while reading, UTF-8 only), then one word a line, each spelled as the tiles can
(`lexicon.normal`); anything else is skipped and counted, never a crash.

The words accepted are kept in the box's data folder (`OWN_FILE`), written atomically; a game with
the option "Tiles and words: German (English) and my own words" adds them to the word list. Such a
game replays only where the same words are (docs/rulings.md SC-4).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gamebox import safe_json, storage

from .lexicon import MAX_LEN, normal

MAX_BYTES = 2_000_000
MAX_WORDS = 50_000
OWN_FILE = "scrabble6-own-words.txt"


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


def own_path() -> Path:
    return storage.data_dir() / OWN_FILE


def save(words: frozenset[str]) -> Path:
    path = own_path()
    storage.atomic_write_text(path, "".join(w + "\n" for w in sorted(words)))
    return path


def load(language: str = "de") -> frozenset[str]:
    """The saved own words (empty when there are none or the file went bad)."""
    path = own_path()
    if not path.is_file():
        return frozenset()
    try:
        return read(path, language).words
    except safe_json.UnsafeInput:
        return frozenset()
