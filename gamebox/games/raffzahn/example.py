"""A short game that shows Raffzahn at work, in simulated time: a roll, two grabs (the second of a die the
first one freed), the roller's "Stopp!", a roll that shows nobody anything (the turn ends by itself), and a
burst of grabs. The deal is the first draw of `random.Random(SEED)`; the moves and their times were played
by the computer levels (medium, strong, medium) and are kept here as they are; the captions are built from
them, and tests check that they say what happens."""
from __future__ import annotations

import random

from gamebox.pyramid.setups import deal_code

from .state import FULL

SEED = 1
NAMES = ("Anna", "Ben", "Cleo")
# (move, game time in ms, seat or None) after the deal
MOVES = (("d3", 1031, None), ("3:010", 3278, 2), ("2:020", 4530, 1), ("1:stop", 5775, 0), ("d3", 6744, None),
         ("end", 8944, None), ("d6", 11464, None), ("2:030", 13679, 1), ("3:100", 14013, 2), ("2:110", 15113, 1),
         ("3:200", 16038, 2), ("1:210", 16621, 0), ("3:120", 17138, 2), ("1:130", 17817, 0), ("3:220", 18990, 2))


def _s(ms: int) -> str:
    return f"{ms / 1000:.1f}".rstrip("0").rstrip(".")


def example_record() -> dict:
    deal = deal_code(random.Random(SEED), FULL)
    moves = [{"move": f"deal:{deal}", "at": 0}]
    moves += [{"move": m, "at": at} | ({"by": by} if by is not None else {}) for m, at, by in MOVES]
    grab1, grab2, stop = MOVES[1], MOVES[2], MOVES[3]
    en = {
        1: "The full pyramid, mixed and turned at random; its top die is gone. Anna sits at side 1, Ben at side 2, "
           "Cleo at side 3, and each sees only the faces toward him. Only the three dice under the missing top "
           "are free: the others are drawn darker.",
        2: "Anna throws the turquoise die: a 3. As soon as it lies still, all three look for a free die that shows "
           "them a 3.",
        3: f"After {_s(grab1[1] - MOVES[0][1])} seconds Cleo spots a 3 on her side and grabs that die: the die "
           "below it is free now.",
        4: f"That die shows Ben a 3, and he grabs it {_s(grab2[1] - grab1[1])} seconds later.",
        5: "Anna finds no 3 on her side and calls “Stopp!”: nobody may grab any more. The turquoise die goes to "
           "Ben.",
        6: "Ben rolls a 3 as well…",
        7: "…but no free die shows a 3 to anybody: the turn ends by itself, as if Ben had called “Stopp!”. Cleo "
           "rolls next.",
        8: "A 6: now the grabbing starts in earnest, and every grab frees more dice.",
        15: "So it goes on until “Stopp!” leaves only the bottom layer: then the most dice win.",
    }
    de = {
        1: "Die volle Pyramide, zufällig gemischt und gedreht; ihr oberster Würfel fehlt. Anna sitzt an Seite 1, "
           "Ben an Seite 2, Cleo an Seite 3, und jeder sieht nur die Seiten, die zu ihm zeigen. Frei liegen nur "
           "die drei Würfel unter der fehlenden Spitze: die anderen sind dunkler gezeichnet.",
        2: "Anna wirft den türkisen Würfel: eine 3. Sobald er liegt, suchen alle drei einen freien Würfel, der "
           "ihnen eine 3 zeigt.",
        3: f"Nach {_s(grab1[1] - MOVES[0][1]).replace('.', ',')} Sekunden entdeckt Cleo eine 3 auf ihrer Seite "
           "und rafft den Würfel: der Würfel darunter liegt jetzt frei.",
        4: f"Er zeigt Ben eine 3, und er rafft ihn {_s(grab2[1] - grab1[1]).replace('.', ',')} Sekunden später.",
        5: "Anna findet keine 3 auf ihrer Seite und ruft „Stopp!“: niemand darf mehr raffen. Der türkise Würfel "
           "geht an Ben.",
        6: "Ben würfelt auch eine 3 …",
        7: "… aber keinem zeigt ein freier Würfel eine 3: der Zug endet von selbst, als hätte Ben „Stopp!“ "
           "gerufen. Als Nächste würfelt Cleo.",
        8: "Eine 6: jetzt geht das Raffen richtig los, und jeder Griff legt weitere Würfel frei.",
        15: "So geht es weiter, bis beim „Stopp!“ nur noch die unterste Lage liegt: dann gewinnen die meisten "
            "Würfel.",
    }
    assert stop[0] == "1:stop"
    return {
        "format": "gamebox-record", "version": 2, "game": "raffzahn", "variant": "standard", "options": {},
        "first_player": 0, "players": [{"name": n} for n in NAMES], "moves": moves,
        "meta": {"captions": {"en": {str(k): v for k, v in en.items()}, "de": {str(k): v for k, v in de.items()}}},
    }
