"""The word check, as Scrabble apps have it: does a word count, in which lists, and if not, why not.

One judge for the side panel's box, the rules panel's box and `gamebox word` (docs/cli.md). It asks
the same `Lexicon` the rules ask, so its answer is the game's: a game's own and struck words
(`own_words.py`) are in the lexicon it is given.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from gamebox.i18n import Text

from .lexicon import ALPHABETS, MAX_LEN, VOWELS, Lexicon, left_out, lexicon

LANGUAGE_NAMES = {"de": Text("German", "deutschen"), "en": Text("English", "englischen")}


@dataclass(frozen=True)
class Verdict:
    word: str                     # as the tiles spell it (or as typed, upper case, if they cannot)
    counts: bool
    lists: tuple[str, ...]        # "list" (the built list), "own" (the player's own), "struck"
    why: Text                     # one line for a player: where it is, or why it does not count

    def text(self, lang: str | None = None) -> str:
        return self.why.get(lang)


def spelled(word: str, language: str) -> str:
    """The word as the tiles would spell it: upper case, ß as SS, accents the tiles lack dropped."""
    word = word.strip().replace("ß", "ss").replace("ẞ", "SS").upper()
    return "".join(ch if ch in "ÄÖÜ" else unicodedata.normalize("NFD", ch)[0] for ch in word)


def check(word: str, lex: Lexicon) -> Verdict:
    """Whether `word` counts on a board with `lex` (its size is `lex.max_len`), and why."""
    language = lex.language
    text = spelled(word, language)
    shown = text or word.strip()
    if not text:
        return Verdict(shown, False, (), Text("Type a word.", "Gib ein Wort ein."))
    foreign = sorted({ch for ch in text if ch not in ALPHABETS[language]})
    if foreign:
        letters = " ".join(foreign)
        return Verdict(shown, False, (), Text(f"{shown} does not count: the tiles have no {letters}.",
                                              f"{shown} zählt nicht: die Steine haben kein {letters}."))
    lists = tuple(name for name, inside in (("list", lex.in_list(text)), ("own", text in lex.extra),
                                            ("struck", text in lex.struck)) if inside)
    if len(text) < 2:
        return Verdict(shown, False, lists, Text(f"{shown} does not count: a word has at least 2 letters.",
                                                 f"{shown} zählt nicht: ein Wort hat mindestens 2 Buchstaben."))
    if len(text) > lex.max_len:
        n, size = len(text), lex.max_len
        return Verdict(shown, False, lists, Text(
            f"{shown} does not count: {n} letters, and the {size}×{size} board holds words of at most {size}.",
            f"{shown} zählt nicht: {n} Buchstaben, und auf dem {size}×{size}-Brett haben Wörter höchstens {size}."))
    if text in lex:
        where = LANGUAGE_NAMES[language]
        if "own" in lists and "list" not in lists:
            return Verdict(text, True, lists, Text(f"{text} counts: one of your own words.",
                                                   f"{text} zählt: eines deiner eigenen Wörter."))
        return Verdict(text, True, lists, Text(f"{text} counts: it is in the {where.en} word list.",
                                               f"{text} zählt: es steht in der {where.de} Wortliste."))
    if "struck" in lists:
        return Verdict(text, False, lists, Text(f"{text} does not count: you struck it from the list (Settings).",
                                                f"{text} zählt nicht: du hast es aus der Liste gestrichen "
                                                f"(Einstellungen)."))
    kind = left_out(language).kind(text)
    if kind == "name":
        return Verdict(text, False, lists, Text(f"{text} does not count: a name, and names are no words here.",
                                                f"{text} zählt nicht: ein Name, und Namen sind hier keine Wörter."))
    if kind == "abbreviation" or not VOWELS.intersection(text):
        return Verdict(text, False, lists, Text(f"{text} does not count: an abbreviation.",
                                                f"{text} zählt nicht: eine Abkürzung."))
    return Verdict(text, False, lists, Text(f"{text} does not count: it is not in the word list.",
                                            f"{text} zählt nicht: es steht nicht in der Wortliste."))


def check_words(words: list[str], language: str = "de", size: int = MAX_LEN,
                own: frozenset[str] = frozenset(), struck: frozenset[str] = frozenset()) -> list[Verdict]:
    lex = lexicon(language, size, own, struck)
    return [check(word, lex) for word in words]
