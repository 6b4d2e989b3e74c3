"""Sentences built for their subject: "Anna rolls 4", but "You roll 4"; "Anna würfelt 4", but "Du würfelst 4".

The model says what a player does in the third person ("rolls 4 and passes": `State.move_words`), and a
sentence about a player is written for a name ("{name} wins!"). A player the box calls "You" / "Du" (the
puzzles' player, or a player who named himself so) is spoken to: the verbs that have him as their subject
take the second person, and "his" becomes "your". This module does that on finished sentences.

Hand-written rather than a grammar library: the box's sentences are short verb phrases in the present (or
a simple past) whose verbs stand first in each clause, and no package on PyPI turns "würfelt" into
"würfelst" without a dictionary of its own; the rules below are checked over the move log of every game
(tests/test_grammar.py).
"""
from __future__ import annotations

import re
from dataclasses import replace

from .i18n import Text, language

YOU = Text("You", "Du")
_YOU_NAMES = {YOU.en.casefold(), YOU.de.casefold()}

# A clause begins at the start, after "and"/"und", a comma, a colon or a dash: its first word is its verb.
_CLAUSE = re.compile(r"(^|, and |, und |, |: | — | and | und )([a-zäöüß]+)")

_EN_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go", "he": "you"}
_EN_POSSESSIVE = {"his": "your", "him": "you", "himself": "yourself"}
_DE_IRREGULAR = {"ist": "bist", "hat": "hast", "wird": "wirst", "kann": "kannst", "muss": "musst", "darf": "darfst",
                 "will": "willst", "soll": "sollst", "weiß": "weißt", "mag": "magst", "tut": "tust", "er": "du",
                 "war": "warst", "musste": "musstest", "konnte": "konntest"}
_DE_POSSESSIVE = {"sein": "dein", "seine": "deine", "seinen": "deinen", "seinem": "deinem", "seiner": "deiner",
                  "seines": "deines", "ihm": "dir", "sich": "dich"}
# ("ihn" stays: in the box's sentences it is a die, "behält ihn"; only "für ihn" is the player.)
# Strong verbs whose third person ends in the stem's own t (and their compounds: behält, vertritt).
_DE_STEM_T = ("hält", "gilt", "tritt", "rät", "brät", "ficht")
# Words that may begin a clause and look like a verb in the third person, but are none.
_NOT_VERBS = {"nicht", "jetzt", "erst", "dort", "mit", "seit", "fast", "oft", "bereits", "zuletzt", "meist",
              "selbst", "bis", "als", "des", "das", "this", "thus", "plus", "minus", "its", "us", "always",
              "less", "unless", "yes", "perhaps", "afterwards", "towards", "sideways", "bonus"}


def addresses_the_player(name: str) -> bool:
    """Whether a player's name speaks to him: "You" or "Du" (the box's name for the one at the screen)."""
    return name.strip().casefold() in _YOU_NAMES


def shown_name(name: str, lang: str | None = None) -> str:
    """A player's name as the screen shows it: "You" and "Du" in the language read now."""
    return YOU.get(lang) if addresses_the_player(name) else name


def address_players(record, lang: str) -> None:
    """A record's players called "You" or "Du" take the name in `lang` (the running game follows the UI's
    language: every text that names them, in one language)."""
    for seat, player in enumerate(record.players):
        if addresses_the_player(player.name) and player.name != YOU.get(lang):
            record.players[seat] = replace(player, name=YOU.get(lang))


def _second_person_verb(word: str, lang: str) -> str:
    if word in _NOT_VERBS:
        return word
    if lang == "de":
        if word in _DE_IRREGULAR:
            return _DE_IRREGULAR[word]
        if not word.endswith("t") or len(word) < 3:
            return word
        if word[-2] in "szßx":          # du setzt, du passt, du heißt
            return word
        if word.endswith(_DE_STEM_T):      # the t is the stem's: er hält, du hältst
            return word + "st"
        return word[:-1] + "st"         # würfelt -> würfelst, wartet -> wartest, hält -> hältst
    if word in _EN_IRREGULAR:
        return _EN_IRREGULAR[word]
    if not word.endswith("s") or word.endswith("ss") or len(word) < 3:
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"          # tries -> try
    if word.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return word[:-2]                # passes -> pass, reaches -> reach, goes -> go
    return word[:-1]                    # rolls -> roll


def _possessives(text: str, lang: str) -> str:
    table = _DE_POSSESSIVE if lang == "de" else _EN_POSSESSIVE
    if lang == "de":                    # "für ihn" is always the player ("−10 für ihn"); a die is "behält ihn"
        text = re.sub(r"\bfür ihn\b", "für dich", text)
    return re.sub(r"\b(" + "|".join(table) + r")\b", lambda m: table[m.group(1)], text)


def second_person(phrase: str, lang: str | None = None) -> str:
    """A verb phrase said of the player spoken to: "rolls 4 and passes" -> "roll 4 and pass",
    "würfelt 4 und passt" -> "würfelst 4 und passt"; "his" -> "your"."""
    lang = lang or language()
    you = YOU.get(lang).lower()
    phrase = re.sub(r"\b(he|er) ([a-zäöüß]+)", lambda m: f"{you} {_second_person_verb(m.group(2), lang)}", phrase)
    turned = _CLAUSE.sub(lambda m: m.group(1) + _second_person_verb(m.group(2), lang), phrase)
    return _possessives(turned, lang)


def addressed(sentence: str, name: str, lang: str | None = None) -> str:
    """A sentence about the player `name`, for its subject: where the name speaks to the player, what
    follows it is in the second person ("You wins!" -> "You win!", "Du würfelt 4" -> "Du würfelst 4")."""
    if not addresses_the_player(name):
        return sentence
    lang = lang or language()
    you = re.escape(name.strip())
    match = re.search(rf"(?<![\w{{]){you}(?= )", sentence)
    if match is None:
        return sentence
    head, tail = sentence[:match.end()], sentence[match.end():]
    return head + " " + second_person(tail[1:], lang)


def about(template: Text, name: str, you: Text | None = None, **params: object) -> Text:
    """`template` filled for the player `name` in every language ({name}), built for its subject: the name
    "You"/"Du" in each language's own form, the verbs after it in the second person. `you`: the sentence
    for the player spoken to, where more than the verbs changes ("{name}'s dice" -> "Your dice")."""
    spoken_to = addresses_the_player(name)
    if spoken_to and you is not None:
        template = you

    def filled(lang: str) -> str:
        shown = shown_name(name, lang)
        values = {k: v.get(lang) if isinstance(v, Text) else v for k, v in params.items()}
        return addressed((template.de if lang == "de" else template.en).format(name=shown, **values), shown, lang)

    return Text(filled("en"), filled("de"))


# The imperative of a German verb from its second person, where dropping the ending is not enough: the
# umlaut of a strong verb goes ("du hältst" -> "halt"), a few are irregular.
_DE_IMPERATIVE = {"hast": "hab", "bist": "sei", "wirst": "werd", "hältst": "halt", "behältst": "behalt",
                  "schlägst": "schlag", "fährst": "fahr", "läufst": "lauf", "lässt": "lass", "trägst": "trag",
                  "fällst": "fall", "stößt": "stoß", "fängst": "fang", "gräbst": "grab"}


def _de_imperative_verb(word: str) -> str:
    if word in _DE_IMPERATIVE:
        return _DE_IMPERATIVE[word]
    if word in _NOT_VERBS or len(word) < 4:
        return word
    if word.endswith(("sst", "zt", "ßt", "xt")):    # du passt -> pass, du setzt -> setz (the t alone is the ending)
        return word[:-1]
    if word.endswith(("test", "dest")):      # du wettest -> wette, du redest -> rede
        return word[:-2]
    if word.endswith("st"):                  # du drehst -> dreh, du nimmst -> nimm, du würfelst -> würfel
        return word[:-2]
    return word


def imperative(phrase: str, lang: str | None = None) -> str:
    """A verb phrase said of a player ("moves tower e onto d", "zieht 3 Scheiben") as advice to him:
    "Move tower e onto d", "Zieh 3 Scheiben" (the coach's hints). The verbs that begin its clauses take
    the imperative, "his" becomes "your"; the first letter is a capital."""
    lang = lang or language()
    spoken = second_person(phrase, lang)
    if lang == "de":
        spoken = _CLAUSE.sub(lambda m: m.group(1) + _de_imperative_verb(m.group(2)), spoken)
    return spoken[:1].upper() + spoken[1:]
